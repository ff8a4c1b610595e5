#!/usr/bin/env python3
"""Cuts a module at every byte offset (or every STEP-th) and runs ptx-lint
over all the prefixes in one run, with JSON output. Fails unless the run
exits 0 or 1 and every prefix is either accepted without a finding or has
at least one error located inside it. Prints the prefix lengths that were
accepted, as ranges, for FileCheck.

Usage: truncate.py PTX-LINT MODULE FOLDER [--step N] [--ptxas PTXAS]

With --ptxas, each prefix is also given to ptxas and the two verdicts must
agree (slow: one ptxas run per prefix).
"""
import argparse
import json
import os
import subprocess
import sys


def ranges(numbers):
    """[1, 2, 3, 7] -> "1-3 7"."""
    out, start, last = [], None, None
    for n in numbers:
        if start is not None and n == last + 1:
            last = n
            continue
        if start is not None:
            out.append(str(start) if start == last else "%d-%d" % (start, last))
        start = last = n
    if start is not None:
        out.append(str(start) if start == last else "%d-%d" % (start, last))
    return " ".join(out) if out else "none"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ptx_lint")
    parser.add_argument("module")
    parser.add_argument("folder")
    parser.add_argument("--step", type=int, default=1)
    parser.add_argument("--ptxas")
    args = parser.parse_args()

    text = open(args.module, "rb").read()
    os.makedirs(args.folder, exist_ok=True)
    lengths = list(range(0, len(text) + 1, args.step))
    if lengths[-1] != len(text):
        lengths.append(len(text))
    paths = {}
    for n in lengths:
        path = os.path.join(args.folder, "%06d.ptx" % n)
        with open(path, "wb") as f:
            f.write(text[:n])
        paths[path] = n

    run = subprocess.run([args.ptx_lint, "--no-config", "--format=json", "-j2"]
                         + list(paths), stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    if run.returncode not in (0, 1):
        sys.exit("ptx-lint exited %d on the prefixes:\n%s"
                 % (run.returncode, run.stderr.decode(errors="replace")[-2000:]))
    report = json.loads(run.stdout)
    errors = {f["file"]: f["errors"] + f["warnings"] for f in report["files"]}
    located = {path: 0 for path in paths}
    for d in report["diagnostics"]:
        start = d["range"]["start"]
        n = paths[d["file"]]
        if d["severity"] == "error" and start["line"] >= 1 and start["column"] >= 1 \
                and start["offset"] <= n:
            located[d["file"]] += 1
    problems = []
    accepted = []
    for path, n in paths.items():
        if errors[path] == 0:
            accepted.append(n)
        elif located[path] == 0:
            problems.append("the %d-byte prefix has findings but no located error" % n)
    if args.ptxas:
        for path, n in paths.items():
            status = subprocess.run([args.ptxas, "-arch=sm_90a", path, "-o", os.devnull],
                                    stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL).returncode
            if (status == 0) != (errors[path] == 0):
                problems.append("the %d-byte prefix: ptxas exits %d, ptx-lint finds %d"
                                % (n, status, errors[path]))
    for p in problems:
        print("error: " + p)
    print("%d prefixes, accepted: %s" % (len(paths), ranges(sorted(accepted))))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
