#!/usr/bin/env python3
"""Runs ptxas and ptx-lint on hostile input and prints docs/robustness.md's
table: for each input, what ptxas says, what ptx-lint says, and ptx-lint's
wall time and peak memory (from /usr/bin/time).

  bench/robustness.py                    the table, every input
  bench/robustness.py --only 'nested*'   some inputs (shell patterns)
  bench/robustness.py --scale 4          the big inputs four times as big
  bench/robustness.py --linearity        ptx-lint alone at 1x and 4x: the
                                         ratios of time and memory
  bench/robustness.py --no-limits        without the limits below
  bench/robustness.py --versus 'table*'  some inputs, ptx-lint beside ptxas:
                                         best time and peak memory of each
                                         over --repeat turns, their ratios,
                                         and memory against the input's size
  bench/robustness.py --per-instruction  one generated function at two
                                         sizes: ptx-lint's bytes and time
                                         per instruction, -j 1 and -j 2,
                                         beside ptxas's (docs/performance.md)
  ... --per-instruction --repeat 7       and the larger function's best and
                                         median times over 7 turns of each

Both tools run under a 2 GB address-space limit and 20 s of CPU (ulimit -v,
ulimit -t; --limits to change them), as a CI runner or an editor might
impose: a tool that goes past them is killed, and the table says so.

Every input is generated into a temporary folder; nothing here asserts a
time. ptxas is run as `ptxas -arch=compute_80 FILE -o /dev/null`, which
parses and checks the PTX but generates no code (a full compile of 200,000
labels takes more than five minutes), ptx-lint as `ptx-lint --no-config
FILE` with its default thread count.
"""
import argparse
import fnmatch
import os
import random
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TIME = "/usr/bin/time"

HEADER = b".version 8.5\n.target sm_80\n.address_size 64\n"

sys.path.insert(0, HERE)
from make_table import table_module  # noqa: E402


def kernel(body):
    """A module with one kernel whose body is the given bytes."""
    return HEADER + b".visible .entry k()\n{\n" + body + b"  ret;\n}\n"


RET = kernel(b"")


def saxpy():
    with open(os.path.join(ROOT, "examples", "saxpy.ptx"), "rb") as f:
        return f.read()


def big_function(instructions, sync=False):
    """One kernel of ordinary instructions (loads, stores, arithmetic,
    compares and branches), as a code generator writes them; about 25
    bytes an instruction. With sync, each block has a barrier in place of
    its multiplication and the kernel initializes an mbarrier, so that the
    synchronization rules (docs/sync.md) analyse the whole function."""
    decl = (b"  .reg .pred %p<2>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<4>;\n"
            b"  ld.param.u64 %rd1, [p];\n")
    if sync:
        decl += (b"  .shared .align 8 .b64 mbar;\n"
                 b"  mbarrier.init.shared.b64 [mbar], 1;\n")
    block = (b"$L%d:\n"
             b"  ld.global.u32 %%r1, [%%rd1];\n"
             b"  add.s32 %%r2, %%r1, %%r3;\n"
             + (b"  bar.sync 0;\n" if sync else b"  mul.lo.s32 %%r3, %%r2, 3;\n") +
             b"  st.global.u32 [%%rd1+4], %%r3;\n"
             b"  setp.lt.s32 %%p1, %%r3, 100;\n"
             b"  @%%p1 bra $L%d;\n")
    body = b"".join(block % (i, i) for i in range(max(1, instructions // 6)))
    return (HEADER + b".visible .entry k(.param .u64 p)\n{\n" + decl + body
            + b"  ret;\n}\n")


def random_bytes(n):
    rng = random.Random(7)
    return bytes(rng.randrange(256) for _ in range(n))


# name, what the table calls it, generator(scale) -> bytes. The sizes in the
# descriptions are those of scale 1.
CASES = [
    ("empty", "empty file", lambda s: b""),
    ("comments", "only comments",
     lambda s: b"// a comment\n/* and another */\n"),
    ("garbage", "binary garbage (20 KB of random bytes)",
     lambda s: random_bytes(int(20000 * s))),
    ("utf8-name", "invalid UTF-8 in a name (`k\\xC3(`)",
     lambda s: HEADER + b".visible .entry k\xc3\x28()\n{\n  ret;\n}\n"),
    ("utf8-comment", "invalid UTF-8 in a comment",
     lambda s: HEADER + b"// caf\xc3\x28 \xff\n" + RET[len(HEADER):]),
    ("utf8-valid-comment", "valid UTF-8 in a comment (`// café`)",
     lambda s: HEADER + b"// caf\xc3\xa9\n" + RET[len(HEADER):]),
    ("nul", "a NUL byte in a function body", lambda s: kernel(b"  \x00\n")),
    ("nul-comment", "a NUL byte in a comment",
     lambda s: HEADER + b"// a\x00b\n" + RET[len(HEADER):]),
    ("nul-end", "a NUL byte after the last line", lambda s: RET + b"\x00"),
    ("bom", "a UTF-8 byte-order mark", lambda s: b"\xef\xbb\xbf" + RET),
    ("crlf", "CRLF line endings", lambda s: RET.replace(b"\n", b"\r\n")),
    ("cr", "CR line endings", lambda s: RET.replace(b"\n", b"\r")),
    ("cr-comment", "a CR inside a `//` comment, then code",
     lambda s: kernel(b"  // comment\rret;\n")),
    ("vt", "a vertical tab between tokens", lambda s: kernel(b" \x0b ret;\n")),
    ("ctrl-z", "a Ctrl-Z (0x1A) between tokens", lambda s: kernel(b" \x1a ret;\n")),
    ("no-newline", "no final newline", lambda s: RET.rstrip(b"\n")),
    ("unterminated-comment", "unterminated `/*` comment",
     lambda s: kernel(b"  ret; /* never closed\n")[:-len(b"  ret;\n}\n")]),
    ("unterminated-string", "unterminated string",
     lambda s: HEADER + b'.file 1 "kernel.cu\n' + RET[len(HEADER):]),
    ("line-code", "a 10 MB line of instructions (`mov.u32 %r1, 1; ` x 625,000)",
     lambda s: kernel(b"  .reg .b32 %r1;\n" + b"mov.u32 %r1, 1; " * int(625000 * s) + b"\n")),
    ("line-comment", "a 10 MB `//` comment line",
     lambda s: HEADER + b"// " + b"x" * int(10000000 * s) + b"\n" + RET[len(HEADER):]),
    # Each '@' is a syntax error where it stands: a flood of errors on one
    # line. 1 MB, not 10: see docs/robustness.md on memory.
    ("line-junk", "a 1 MB line of `@` in a function body (an error at each)",
     lambda s: kernel(b"@" * int(1000000 * s) + b"\n")),
    ("line-junk-10mb", "a 10 MB line of `@` at the end of the file",
     lambda s: HEADER + b".visible .entry k()\n{\n" + b"@" * int(10000000 * s) + b"\n"),
    ("line-junk-10mb-eof", "a 10 MB line of `@`, no final newline",
     lambda s: HEADER + b".visible .entry k()\n{\n" + b"@" * int(10000000 * s)),
    ("name", "a 1 MB register name",
     lambda s: kernel(b"  .reg .b32 %" + b"a" * int(1000000 * s) + b";\n")),
    ("digits", "a 100,000-digit integer constant",
     lambda s: kernel(b"  .reg .b32 %r1;\n  mov.u32 %r1, " + b"9" * int(100000 * s) + b";\n")),
    ("registers", "`.reg .b32 %r<2000000000>`",
     lambda s: kernel(b"  .reg .b32 %r<2000000000>;\n")),
    ("nested", "100,000 nested `{ }` blocks",
     lambda s: kernel(b"{" * int(100000 * s) + b"\n" + b"}" * int(100000 * s) + b"\n")),
    ("nested-1663", "1,663 nested `{ }` blocks (ptxas's limit)",
     lambda s: kernel(b"{" * 1663 + b"\n" + b"}" * 1663 + b"\n")),
    ("nested-1664", "1,664 nested `{ }` blocks",
     lambda s: kernel(b"{" * 1664 + b"\n" + b"}" * 1664 + b"\n")),
    ("parens", "100,000 nested parentheses in an operand",
     lambda s: kernel(b"  .reg .b32 %r1;\n  mov.u32 %r1, " + b"(" * int(100000 * s) + b"1"
                      + b")" * int(100000 * s) + b";\n")),
    ("parens-65", "65 nested parentheses in an operand",
     lambda s: kernel(b"  .reg .b32 %r1;\n  mov.u32 %r1, " + b"(" * 65 + b"1" + b")" * 65 + b";\n")),
    ("errors", "1,000,000 lines with an unknown instruction (`frob;`)",
     lambda s: kernel(b"  frob;\n" * int(1000000 * s))),
    ("syntax-errors", "1,000,000 lines with a syntax error (`mov.u32 %r1 1;`)",
     lambda s: kernel(b"  .reg .b32 %r1;\n" + b"  mov.u32 %r1 1;\n" * int(1000000 * s))),
    ("warnings", "1,000,000 identical warnings (`ld.shared.cv`)",
     lambda s: kernel(b"  .reg .b32 %r1;\n  .shared .b32 s;\n"
                      + b"  ld.shared.cv.u32 %r1, [s];\n" * int(1000000 * s))),
    ("big-function", "one function of 1,000,000 instructions (25 MB)",
     lambda s: big_function(int(1000000 * s))),
    ("big-function-100mb", "one function of 3,600,000 instructions (100 MB)",
     lambda s: big_function(int(3600000 * s))),
    ("labels", "200,000 labels",
     lambda s: kernel(b"".join(b"L%d:\n" % i for i in range(int(200000 * s))))),
    ("table", "a lookup table: `.global .u32 table[4000000] = {...}`, 250,000 lines (48 MB)",
     lambda s: table_module(int(4000000 * s)).encode()),
    ("table-line", "a 10 MB initializer on one line (`.global .u32 table[900000]`)",
     lambda s: table_module(int(900000 * s), per_line=0).encode()),
    ("table-bytes", "a 10 MB file embedded as bytes on one line (`.global .u8 table[2400000]`)",
     lambda s: table_module(int(2400000 * s), per_line=0, type_=".u8",
                            byte_values=True).encode()),
    ("table-rows", "a table of 1,000,000 rows of four (`[1000000][4]`, 54 MB)",
     lambda s: table_module(int(4000000 * s), columns=4, per_line=4).encode()),
    ("functions", "200,000 functions",
     lambda s: HEADER + b"".join(b".visible .entry k%d()\n{\n  ret;\n}\n" % i
                                 for i in range(int(200000 * s)))),
]

# Inputs whose size --scale multiplies (the others are fixed shapes).
SCALED = {"garbage", "line-code", "line-comment", "line-junk", "line-junk-10mb",
          "line-junk-10mb-eof", "name", "digits", "nested", "parens", "errors",
          "syntax-errors", "warnings", "big-function", "big-function-100mb",
          "labels", "functions", "table", "table-line", "table-bytes",
          "table-rows"}

# (address space in bytes, CPU seconds) for every tool run; None: none.
LIMITS = None


def apply_limits():
    if LIMITS:
        memory, cpu = LIMITS
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))


def measure(cmd, timeout):
    """Runs cmd under /usr/bin/time; returns (status, stderr path, seconds,
    peak RSS in MB). Status None means it ran out of time."""
    err = tempfile.NamedTemporaryFile(delete=False, suffix=".err")
    stats = tempfile.NamedTemporaryFile("r", delete=False, suffix=".time")
    start = time.perf_counter()
    # A session of its own, so that a timeout ends the tool and not only
    # /usr/bin/time.
    proc = subprocess.Popen([TIME, "-f", "%e %M", "-o", stats.name] + cmd,
                            stdout=subprocess.DEVNULL, stderr=err,
                            start_new_session=True, preexec_fn=apply_limits)
    try:
        status = proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        status = None
    wall = time.perf_counter() - start
    err.close()
    rss = 0.0
    for line in stats.read().split("\n"):
        m = re.match(r"([\d.]+) (\d+)$", line.strip())
        if m:
            wall, rss = float(m.group(1)), int(m.group(2)) / 1024
        # A signal, which /usr/bin/time's own exit status does not tell
        # apart from an exit status above 128.
        m = re.match(r"Command terminated by signal (\d+)", line.strip())
        if m and status is not None:
            status = -int(m.group(1))
    stats.close()
    os.unlink(stats.name)
    return status, err.name, wall, rss


def first_lines(path, count):
    """The first count lines of a file, decoded for a table cell."""
    out = []
    with open(path, "rb") as f:
        for raw in f:
            out.append(raw[:300].decode("ascii", "backslashreplace").rstrip())
            if len(out) == count:
                break
    return out


def count_matching(path, pattern):
    n = 0
    with open(path, "rb") as f:
        for raw in f:
            if pattern.search(raw):
                n += 1
    return n


DIAG = re.compile(rb"^\S+?:(\d+):(\d+): (error|warning): ")


def cell(text):
    return text.replace("|", "\\|").replace("`", "'")


def ptxas_verdict(args, path):
    status, err, wall, rss = measure([args.ptxas, "-arch=compute_80", path, "-o", os.devnull],
                                     args.timeout)
    lines = first_lines(err, 1)
    os.unlink(err)
    if status is None:
        return "no answer in %d s" % args.timeout, wall, rss
    if status == 0 and not lines:
        return "accepts (exit 0)", wall, rss
    if status < 0:
        return "**killed by signal %d**" % -status, wall, rss
    message = (lines[0] if lines else "").replace(path, os.path.basename(path))
    # "ptxas FILE, line 6; error   : X" and "ptxas fatal   : X" -> "line 6: X"
    m = re.match(r"ptxas (?:\S+, )?(line \d+)?;?\s*(?:fatal|error|warning)\s*: (.*)", message)
    if m:
        message = (m.group(1) + ": " if m.group(1) else "") + m.group(2)
    return "%s (exit %d)" % (cell(message[:110]), status), wall, rss


def lint_verdict(args, path):
    status, err, wall, rss = measure([args.ptx_lint, "--no-config", path], args.timeout)
    if status is None:
        os.unlink(err)
        return "no answer in %d s" % args.timeout, wall, rss
    first = ""
    for line in first_lines(err, 50):
        m = DIAG.match(line.encode())
        if m:
            first = line[line.index(":") + 1:]
            break
    diags = count_matching(err, DIAG)
    os.unlink(err)
    if status < 0:
        return "**killed by signal %d**" % -status, wall, rss
    if not diags and status == 0:
        return "accepts (exit 0)", wall, rss
    text = first[:110] + ("..." if len(first) > 110 else "")
    more = ", %d diagnostics" % diags if diags > 1 else ""
    return "%s (exit %d%s)" % (cell(text), status, more), wall, rss


def truncations(args, folder):
    """Every prefix of examples/saxpy.ptx: how many each tool accepts, and
    the prefixes on which they disagree."""
    text = saxpy()
    files = []
    for n in range(len(text) + 1):
        path = os.path.join(folder, "prefix-%04d.ptx" % n)
        with open(path, "wb") as f:
            f.write(text[:n])
        files.append(path)
    lint = {}
    slowest, most = 0.0, 0.0
    for n, path in enumerate(files):
        status, err, wall, rss = measure([args.ptx_lint, "--no-config", path], args.timeout)
        located = count_matching(err, DIAG)
        os.unlink(err)
        lint[n] = status
        slowest, most = max(slowest, wall), max(most, rss)
        if status not in (0, 1) or (status == 1 and not located):
            print("ptx-lint on a %d-byte prefix: exit %s, %d located diagnostics"
                  % (n, status, located), file=sys.stderr)
    ptxas = {}
    if args.ptxas:
        for n, path in enumerate(files):
            ptxas[n] = subprocess.run([args.ptxas, "-arch=compute_80", path, "-o", os.devnull],
                                      stdout=subprocess.DEVNULL,
                                      stderr=subprocess.DEVNULL).returncode
    accepted = sorted(n for n, s in lint.items() if s == 0)
    crashed = sorted(n for n, s in lint.items() if s not in (0, 1))
    row_lint = "accepts %d prefixes, rejects %d with a located error%s" % (
        len(accepted), len(files) - len(accepted) - len(crashed),
        ", **%d crashes**" % len(crashed) if crashed else "")
    row_ptxas = "skipped"
    if ptxas:
        p_accepted = sorted(n for n, s in ptxas.items() if s == 0)
        differ = [n for n in range(len(files)) if (ptxas[n] == 0) != (lint[n] == 0)]
        row_ptxas = "accepts %d prefixes, rejects %d" % (
            len(p_accepted), len(files) - len(p_accepted))
        row_lint += "; same verdict as ptxas on %d of %d%s" % (
            len(files) - len(differ), len(files),
            " (differs at %s)" % ", ".join(map(str, differ[:8])) if differ else "")
    label = "every prefix of `examples/saxpy.ptx` (0 to %d bytes)" % len(text)
    return label, row_ptxas, row_lint, slowest, most


def alternate(args, folder, count):
    """The big function's time, ptx-lint -j 1 and -j 2 and ptxas taking
    turns REPEAT times: on a shared machine one run of each says little,
    and the best and the median of runs side by side say more."""
    path = os.path.join(folder, "function-%d.ptx" % count)
    with open(path, "wb") as f:
        f.write(big_function(count))
    commands = {
        "j1": [args.ptx_lint, "--no-config", "-j", "1", path],
        "j2": [args.ptx_lint, "--no-config", "-j", "2", path],
        "ptxas": [args.ptxas, "-arch=compute_80", path, "-o", os.devnull],
    }
    walls = {name: [] for name in commands}
    for _ in range(args.repeat):
        for name, command in commands.items():
            status, err, wall, rss = measure(command, args.timeout)
            os.unlink(err)
            walls[name].append(wall)
    os.unlink(path)

    def median(values):
        ordered = sorted(values)
        middle = len(ordered) // 2
        return (ordered[middle] if len(ordered) % 2
                else (ordered[middle - 1] + ordered[middle]) / 2)

    print("\n%d instructions, the tools taking turns %d times:\n" % (count, args.repeat))
    print("| run | best | median | vs ptxas, best to best | vs ptxas, median to median |")
    print("|---|---|---|---|---|")
    best_ptxas, median_ptxas = min(walls["ptxas"]), median(walls["ptxas"])
    for name, label in (("j1", "ptx-lint -j 1"), ("j2", "ptx-lint -j 2"),
                        ("ptxas", "ptxas -arch=compute_80")):
        best, middle = min(walls[name]), median(walls[name])
        print("| %s | %.2f s | %.2f s | %.2f | %.2f |"
              % (label, best, middle, best / best_ptxas, middle / median_ptxas))


def per_instruction(args, folder):
    """Peak RSS and time of one huge function at two sizes. The bytes per
    instruction are the growth of the peak from the smaller to the larger
    (what the process needs whatever the input); the input file's own bytes
    per instruction are printed beside them, since they are part of it."""
    small, big = (int(x) for x in args.instructions.split(","))
    runs = {}
    for count in (small, big):
        path = os.path.join(folder, "function-%d.ptx" % count)
        with open(path, "wb") as f:
            f.write(big_function(count, args.sync))
        size = os.path.getsize(path)
        row = {"size": size}
        sync_flags = ["-Wsync-experimental"] if args.sync else []
        for threads in (1, 2):
            status, err, wall, rss = measure(
                [args.ptx_lint, "--no-config", *sync_flags, "-j", str(threads), path],
                args.timeout)
            os.unlink(err)
            row["j%d" % threads] = (status, wall, rss)
        if args.ptxas:
            status, err, wall, rss = measure(
                [args.ptxas, "-arch=compute_80", path, "-o", os.devnull], args.timeout)
            os.unlink(err)
            row["ptxas"] = (status, wall, rss)
        os.unlink(path)
        runs[count] = row
    print("| run | %d instructions: time, peak RSS | %d instructions: time, peak RSS "
          "| bytes per instruction (growth) | time vs ptxas |" % (small, big))
    print("|---|---|---|---|---|")
    for name in ("j1", "j2", "ptxas"):
        if name not in runs[big]:
            continue
        (s1, t1, m1), (s2, t2, m2) = runs[small][name], runs[big][name]
        per = (m2 - m1) * (1 << 20) / (big - small)
        versus = ""
        if name != "ptxas" and "ptxas" in runs[big]:
            versus = "%.2fx" % (t2 / max(runs[big]["ptxas"][1], 0.01))
        label = {"j1": "ptx-lint -j 1", "j2": "ptx-lint -j 2",
                 "ptxas": "ptxas -arch=compute_80 (parse and check)"}[name]
        print("| %s | %.2f s, %.0f MB (exit %s) | %.2f s, %.0f MB (exit %s) | %.0f | %s |"
              % (label, t1, m1, s1, t2, m2, s2, per, versus))
    print("\nThe input itself: %.1f bytes per instruction."
          % ((runs[big]["size"] - runs[small]["size"]) / (big - small)))
    if args.repeat > 1 and args.ptxas:
        alternate(args, folder, big)
    # The tree alone, from the parser's arenas (a tool of the build).
    verify = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(args.ptx_lint)))), "tools", "ptx-parse-verify", "ptx-parse-verify")
    if os.path.exists(verify):
        path = os.path.join(folder, "function-%d.ptx" % big)
        with open(path, "wb") as f:
            f.write(big_function(big))
        out = subprocess.run([verify, "--tree-bytes", path], capture_output=True,
                             text=True).stdout.strip()
        os.unlink(path)
        print("The tree: %s (ptx-parse-verify --tree-bytes; a label is a statement "
              "too, one per six instructions)." % out.split(": ", 1)[-1])


def versus(args, folder, wanted):
    """ptx-lint beside ptxas on the chosen inputs, taking turns."""
    print("| input | size | ptxas: time, peak RSS | ptx-lint: time, peak RSS "
          "| time vs ptxas | RSS vs ptxas | RSS vs input |")
    print("|---|---|---|---|---|---|---|")
    for name, label, make in CASES:
        if not wanted(name):
            continue
        path = os.path.join(folder, name + ".ptx")
        with open(path, "wb") as f:
            f.write(make(args.scale if name in SCALED else 1))
        size = os.path.getsize(path) / (1 << 20)
        best = {}
        for _ in range(args.repeat):
            for tool, command in (
                    ("ptxas", [args.ptxas, "-arch=compute_80", path, "-o", os.devnull]),
                    ("lint", [args.ptx_lint, "--no-config", path])):
                status, err, wall, rss = measure(command, args.timeout)
                os.unlink(err)
                old = best.get(tool)
                best[tool] = (min(old[0], wall) if old else wall,
                              min(old[1], rss) if old else rss, status)
        os.unlink(path)
        (pt, pm, ps), (lt, lm, ls) = best["ptxas"], best["lint"]
        print("| %s | %.1f MB | %.2f s, %.0f MB (exit %s) | %.2f s, %.0f MB (exit %s) "
              "| %.2f | %.2f | %.2f |"
              % (label, size, pt, pm, ps, lt, lm, ls, lt / max(pt, 0.01),
                 lm / max(pm, 0.01), lm / size))
        sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", default=os.path.join(ROOT, "build"),
                        help="the build folder whose ptx-lint is run")
    parser.add_argument("--ptx-lint", help="the ptx-lint to run (default: BUILD's)")
    parser.add_argument("--ptxas", default="/usr/local/cuda/bin/ptxas",
                        help="ptxas to compare with ('' to skip it)")
    parser.add_argument("--only", action="append", default=[],
                        help="run only the inputs whose name matches (repeatable)")
    parser.add_argument("--scale", type=float, default=1,
                        help="multiply the size of the big inputs")
    parser.add_argument("--linearity", action="store_true",
                        help="run ptx-lint on the big inputs at two sizes")
    parser.add_argument("--scales", default="1,4",
                        help="the two sizes for --linearity (default 1,4)")
    parser.add_argument("--per-instruction", action="store_true",
                        help="bytes and time per instruction of one huge function")
    parser.add_argument("--instructions", default="100000,1000000",
                        help="the two sizes for --per-instruction")
    parser.add_argument("--repeat", type=int, default=1,
                        help="with --per-instruction: also run the tools on "
                        "the larger function this many times, taking turns; "
                        "with --versus: the turns to take the best of")
    parser.add_argument("--versus", action="append", default=[],
                        help="the inputs whose name matches (repeatable), "
                        "ptx-lint beside ptxas")
    parser.add_argument("--sync", action="store_true",
                        help="with --per-instruction: a barrier in every block, "
                        "and every sync rule on (-Wsync-experimental)")
    parser.add_argument("--timeout", type=int, default=300)
    parser.add_argument("--limits", default="2048,20",
                        help="address space in MB and CPU seconds for each run "
                             "(default 2048,20)")
    parser.add_argument("--no-limits", action="store_true",
                        help="run without address-space and CPU limits")
    args = parser.parse_args()
    global LIMITS
    if not args.no_limits:
        megabytes, seconds = (int(x) for x in args.limits.split(","))
        LIMITS = (megabytes << 20, seconds)
    if not args.ptx_lint:
        args.ptx_lint = os.path.join(args.build, "tools", "ptx-lint", "ptx-lint")
    if args.ptxas and not os.path.exists(args.ptxas):
        print("note: no ptxas at %s; its column is skipped" % args.ptxas, file=sys.stderr)
        args.ptxas = ""
    if not os.path.exists(TIME):
        sys.exit("needs %s (Debian: apt-get install time)" % TIME)

    def wanted(name):
        return not args.only or any(fnmatch.fnmatch(name, p) for p in args.only)

    with tempfile.TemporaryDirectory(prefix="ptx-lint-robustness-") as folder:
        if args.per_instruction:
            per_instruction(args, folder)
            return
        if args.versus:
            if not args.ptxas:
                sys.exit("--versus needs ptxas")
            versus(args, folder, lambda name: any(
                fnmatch.fnmatch(name, p) for p in args.versus))
            return
        if args.linearity:
            small, big = (float(x) for x in args.scales.split(","))
            print("| input | %gx: time, RSS | %gx: time, RSS | time ratio | RSS ratio |"
                  % (small, big))
            print("|---|---|---|---|---|")
            for name, label, make in CASES:
                if name not in SCALED or not wanted(name):
                    continue
                row = []
                for scale in (small, big):
                    path = os.path.join(folder, "%s.x%g.ptx" % (name, scale))
                    with open(path, "wb") as f:
                        f.write(make(scale))
                    status, err, wall, rss = measure([args.ptx_lint, "--no-config", path],
                                                     args.timeout)
                    os.unlink(err)
                    os.unlink(path)
                    row.append((wall, rss, status))
                (t1, m1, s1), (t4, m4, s4) = row
                print("| %s | %.2f s, %.0f MB (exit %s) | %.2f s, %.0f MB (exit %s) | %.1f | %.1f |"
                      % (name, t1, m1, s1, t4, m4, s4, t4 / max(t1, 0.01), m4 / max(m1, 0.01)))
                sys.stdout.flush()
            return

        print("| input | ptxas 13.0 | ptx-lint | ptx-lint time | ptx-lint peak RSS |")
        print("|---|---|---|---|---|")
        for name, label, make in CASES:
            if not wanted(name):
                continue
            scale = args.scale if name in SCALED else 1
            path = os.path.join(folder, name + ".ptx")
            with open(path, "wb") as f:
                f.write(make(scale))
            ptxas = "skipped"
            if args.ptxas:
                ptxas, _, _ = ptxas_verdict(args, path)
            lint, wall, rss = lint_verdict(args, path)
            os.unlink(path)
            if scale != 1:
                label += " (x%g)" % scale
            print("| %s | %s | %s | %.2f s | %.0f MB |" % (label, ptxas, lint, wall, rss))
            sys.stdout.flush()
        if wanted("truncated"):
            label, ptxas, lint, wall, rss = truncations(args, folder)
            print("| %s | %s | %s | %.2f s (slowest) | %.0f MB (most) |"
                  % (label, ptxas, lint, wall, rss))


if __name__ == "__main__":
    main()
