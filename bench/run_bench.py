#!/usr/bin/env python3
"""Measures ptx-lint against ptxas's parse-only run (`-arch=compute_XX`,
which parses and checks PTX but generates no code), side by side.

  bench/run_bench.py single  [FILE]   one big module: MB/s, peak RSS, ratio
  bench/run_bench.py linear  [FILE]   the module and a 3x larger one
  bench/run_bench.py corpus  [DIR]    many small files, 2 at a time

Runs alternate between the two tools so that both see the same machine
state; the ratio reported is the median of the per-pair ratios of wall
time. CPU time (user + system, all threads) is reported too: on a shared
machine it is the steadier number. FILE defaults to /tmp/big.ptx, else to
the corpus's big_thrust module unpacked to /tmp. Nothing here asserts a
time: it reports, for docs/performance.md.
"""
import argparse
import concurrent.futures
import lzma
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
BIG_XZ = os.path.join(SHARED, "corpus", "big", "big_thrust.sm_90a.ptx.xz")


TIME = "/usr/bin/time"


def run_measured(cmd):
    """Runs cmd; returns (wall seconds, peak RSS in KB, exit status, CPU
    seconds). The peak RSS comes from /usr/bin/time where there is one: a
    child's own ru_maxrss also counts the pages of this Python process it
    was forked from, which after triple() are hundreds of MB."""
    with tempfile.NamedTemporaryFile("r") as rss_file:
        wrapped = cmd
        if os.path.exists(TIME):
            wrapped = [TIME, "-f", "%M", "-o", rss_file.name] + cmd
        start = time.perf_counter()
        proc = subprocess.Popen(wrapped, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        rss = usage.ru_maxrss
        if wrapped is not cmd:
            rss = int(rss_file.read().strip().splitlines()[-1])
    return (wall, rss, os.waitstatus_to_exitcode(status),
            usage.ru_utime + usage.ru_stime)


def arch_of(path):
    with open(path, errors="replace") as f:
        for line in f:
            m = re.match(r"\s*\.target\s+(sm_\w+)", line)
            if m:
                return "compute_" + m.group(1)[3:].split(",")[0]
    return "compute_90a"


def default_file():
    if os.path.exists("/tmp/big.ptx"):
        return "/tmp/big.ptx"
    path = "/tmp/big_thrust.sm_90a.ptx"
    if not os.path.exists(path):
        if not os.path.exists(BIG_XZ):
            sys.exit("no input: pass a PTX file (the corpus is not here)")
        with lzma.open(BIG_XZ) as src, open(path, "wb") as dst:
            dst.write(src.read())
    return path


def compare(args, path, threads):
    size_mb = os.path.getsize(path) / 1e6
    ptxas = [args.ptxas, "-arch=" + arch_of(path), path, "-o", os.devnull]
    lint = [args.ptx_lint, "-j", str(threads), path]
    rows = []
    for _ in range(args.runs):
        p_wall, p_rss, _, p_cpu = run_measured(ptxas)
        l_wall, l_rss, l_status, l_cpu = run_measured(lint)
        if l_status not in (0, 1):
            sys.exit("ptx-lint failed on %s (status %d)" % (path, l_status))
        rows.append((p_wall, p_rss, l_wall, l_rss, p_cpu, l_cpu))
    p_wall = statistics.median(r[0] for r in rows)
    l_wall = statistics.median(r[2] for r in rows)
    return {
        "file": os.path.basename(path), "MB": size_mb, "threads": threads,
        "ptxas_s": p_wall, "ptxas_rss_MB": max(r[1] for r in rows) / 1024,
        "lint_s": l_wall, "lint_rss_MB": max(r[3] for r in rows) / 1024,
        "lint_MBps": size_mb / l_wall,
        "ratio": statistics.median(r[2] / r[0] for r in rows),
        "ptxas_cpu": statistics.median(r[4] for r in rows),
        "lint_cpu": statistics.median(r[5] for r in rows),
    }


def report(row):
    print("%-28s %7.1f MB  -j%d  ptx-lint %6.2f s (%.2f s CPU) %7.1f MB/s %6.0f MB RSS"
          " (%.1fx input)  | ptxas %6.2f s (%.2f s CPU) %6.0f MB RSS  | ratio %.2f" % (
              row["file"], row["MB"], row["threads"], row["lint_s"], row["lint_cpu"],
              row["lint_MBps"], row["lint_rss_MB"], row["lint_rss_MB"] / row["MB"],
              row["ptxas_s"], row["ptxas_cpu"], row["ptxas_rss_MB"], row["ratio"]))
    sys.stdout.flush()


MODULE_NAME = re.compile(
    r"^\s*(?:\.visible\s+|\.weak\s+)?(?:\.entry|\.func)\s*(?:\([^)]*\)\s*)?([\w$]+)", re.M)
MODULE_VARIABLE = re.compile(
    r"^(?:\.visible\s+|\.weak\s+)?\.(?:global|const|shared)\b[^;=]*?([\w$]+)\s*(?:\[[^\]]*\]\s*)*(?:=|;)",
    re.M)


def triple(path):
    """A valid module three times as large: the items after the header,
    repeated with every module-scope name renamed in each copy."""
    text = open(path).read()
    first = min(m.start() for m in re.finditer(r"^\s*\.(?:visible|weak|entry|func|global|const|shared|extern)\b", text, re.M))
    header, body = text[:first], text[first:]
    names = set(MODULE_NAME.findall(body)) | set(MODULE_VARIABLE.findall(body))
    externs = set(re.findall(r"^\.extern\s[^;]*?([\w$]+)\s*\(", body, re.M))
    names -= externs
    pattern = re.compile(r"(?<![\w$%.])(" + "|".join(map(re.escape, sorted(names, key=len, reverse=True))) + r")(?![\w$])")
    # Copies leave out the extern declarations the first one already made.
    body_no_extern = re.sub(r"^\.extern\s[^;]*;\s*$", "", body, flags=re.M)
    out = "/tmp/" + os.path.basename(path).replace(".ptx", ".x3.ptx")
    with open(out, "w") as f:
        f.write(header)
        f.write(body)
        for copy in (2, 3):
            f.write(pattern.sub(lambda m: m.group(1) + "_copy%d" % copy, body_no_extern))
    return out


def corpus(args, directory):
    files = sorted(os.path.join(directory, f) for f in os.listdir(directory) if f.endswith(".ptx"))
    total_mb = sum(os.path.getsize(f) for f in files) / 1e6

    def ptxas_one(f):
        return subprocess.run([args.ptxas, "-arch=" + arch_of(f), f, "-o", os.devnull],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode

    p_times, l_times, l_rss = [], [], []
    for _ in range(args.runs):
        start = time.perf_counter()
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            list(pool.map(ptxas_one, files))
        p_times.append(time.perf_counter() - start)
        wall, rss, _, _ = run_measured([args.ptx_lint, "-j", "2"] + files)
        l_times.append(wall)
        l_rss.append(rss)
    print("%d files, %.1f MB, 2 at a time: ptx-lint %.2f s (%.0f MB RSS), ptxas %.2f s,"
          " ratio %.2f" % (
              len(files), total_mb, statistics.median(l_times), max(l_rss) / 1024,
              statistics.median(p_times),
              statistics.median(l / p for l, p in zip(l_times, p_times))))


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["single", "linear", "corpus"])
    parser.add_argument("input", nargs="?")
    parser.add_argument("--build", default=os.path.join(ROOT, "build"),
                        help="the build folder whose ptx-lint is measured")
    parser.add_argument("--ptx-lint", help="the ptx-lint to measure (default: BUILD's)")
    parser.add_argument("--ptxas", default="/usr/local/cuda/bin/ptxas")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--threads", default="1,2", help="ptx-lint -j values")
    args = parser.parse_args()
    if not args.ptx_lint:
        args.ptx_lint = os.path.join(args.build, "tools", "ptx-lint", "ptx-lint")
    threads = [int(t) for t in args.threads.split(",")]
    print("machine: %s, %d cores" % (os.uname().machine, os.cpu_count()))
    if args.mode == "corpus":
        return corpus(args, args.input or os.path.join(SHARED, "corpus"))
    path = args.input or default_file()
    if args.mode == "single":
        for t in threads:
            report(compare(args, path, t))
        return
    big = triple(path)
    for t in threads:
        one, three = compare(args, path, t), compare(args, big, t)
        report(one)
        report(three)
        print("  3x input: time x%.2f, memory x%.2f" % (
            three["lint_s"] / one["lint_s"], three["lint_rss_MB"] / one["lint_rss_MB"]))


if __name__ == "__main__":
    main()
