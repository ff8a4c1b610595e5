#!/usr/bin/env python3
"""`ptx-lint --min-cuda` on real nvcc output, checked against ptxas.

For a sample of the .ptx files under the given folder (every --every'th,
by name), ptx-lint --min-cuda --format=json must find a floor, and ptxas
(the oracle, CUDA 13.0) must agree with its "lowest" answer on both sides:
it compiles the file with its `.version` line set to the lowest version
ptx-lint names, and refuses it with the version just below that one
(unless the lowest is the first version there is). Each file's floor must
also name the lines that need it. Prints one line per disagreement and
`N passed, M failed`.

Exits 77 (skipped, for ctest) when the folder or ptxas is missing.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

VERSION_LINE = re.compile(r"^(\s*\.version\s+)(\S+)", re.M)
TARGET_LINE = re.compile(r"^\s*\.target\s+(\w+)", re.M)


def arch_for(target):
    # ptxas 13.0 compiles targets before sm_75 only as sm_75.
    m = re.match(r"sm_(\d+)", target)
    if m and int(m.group(1)) < 75:
        return "sm_75"
    return target


def compiles(ptxas, text, version, target, relocatable, scratch):
    body = VERSION_LINE.sub(lambda m: m.group(1) + version, text, count=1)
    with tempfile.NamedTemporaryFile("w", suffix=".ptx", dir=scratch,
                                     delete=False) as f:
        f.write(body)
        name = f.name
    try:
        cmd = [ptxas, "-arch=" + arch_for(target), name, "-o", os.devnull]
        if relocatable:
            cmd.insert(1, "-c")
        return subprocess.run(cmd, capture_output=True).returncode == 0
    finally:
        os.unlink(name)


def check(ptx_lint, ptxas, path, scratch):
    relocatable = ".rdc." in os.path.basename(path)
    flags = ["-c"] if relocatable else []
    run = subprocess.run([ptx_lint, "--no-config", "--min-cuda",
                          "--format=json", *flags, path],
                         capture_output=True, text=True)
    try:
        floor = json.loads(run.stdout)["files"][0]
    except (ValueError, KeyError, IndexError):
        return f"{path}: no floor document (exit {run.returncode})"
    if not floor["checked"]:
        return f"{path}: no floor: {len(floor['errors'])} errors"
    with open(path, errors="replace") as f:
        text = f.read()
    target = TARGET_LINE.search(text).group(1)
    lowest = floor["lowest"]
    if not compiles(ptxas, text, lowest["version"], target, relocatable,
                    scratch):
        return f"{path}: ptxas refuses it at .version {lowest['version']}, " \
               "the lowest ptx-lint names"
    why = lowest["why"]
    if not why:
        return None  # The first version there is.
    # The version just below: what the "why" findings were checked for.
    below = re.search(r"checking for \.version (\d+\.\d+)", why[0]["message"])
    if not below:
        return f"{path}: the lines that set the floor do not say the " \
               f"version below it: {why[0]['message']}"
    if compiles(ptxas, text, below.group(1), target, relocatable, scratch):
        return f"{path}: ptxas compiles it at .version {below.group(1)}, " \
               f"below the lowest ptx-lint names ({lowest['version']})"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ptx-lint", required=True)
    parser.add_argument("--ptxas", required=True)
    parser.add_argument("--every", type=int, default=5,
                        help="check every N-th file, by name")
    parser.add_argument("corpus")
    args = parser.parse_args()
    if not os.path.isdir(args.corpus) or not os.access(args.ptxas, os.X_OK):
        print(f"skipped: {args.corpus} or {args.ptxas} is missing")
        return 77
    files = sorted(os.path.join(args.corpus, name)
                   for name in os.listdir(args.corpus) if name.endswith(".ptx"))
    files = files[::max(1, args.every)]
    failures = []
    with tempfile.TemporaryDirectory() as scratch, \
            concurrent.futures.ThreadPoolExecutor(2) as pool:
        for problem in pool.map(
                lambda p: check(args.ptx_lint, args.ptxas, p, scratch), files):
            if problem:
                failures.append(problem)
                print(problem)
    print(f"{len(files) - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
