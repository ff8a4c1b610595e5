#!/usr/bin/env python3
"""Every PTX file nvcc emitted must parse cleanly, and printing must settle.

For each .ptx file under the given folder:
  1. `ptx-lint FILE` (`ptx-lint -c FILE` for the `.rdc.` ones, which
     nvcc compiles with `ptxas -c`) reports nothing and exits 0;
  2. `ptx-lint --emit=canonical` output, parsed and printed again, is
     byte-identical to itself (print(parse(print(parse(x)))) == print(parse(x))).

Exits 77 (skipped, for ctest) when the folder does not exist.
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile


def check(ptx_lint, path, scratch):
    # nvcc -rdc=true output (`.rdc.` in the name) is compiled with ptxas -c:
    # it may call functions other modules define.
    flags = ["-c"] if ".rdc." in os.path.basename(path) else []
    clean = subprocess.run([ptx_lint, *flags, path], capture_output=True,
                           text=True)
    if clean.returncode != 0 or clean.stderr:
        first = clean.stderr.strip().splitlines()[:3]
        return f"{path}: exit {clean.returncode}: " + " | ".join(first)
    once = subprocess.run([ptx_lint, *flags, "--emit=canonical", path],
                          capture_output=True)
    if once.returncode != 0:
        return f"{path}: --emit=canonical exited {once.returncode}"
    name = os.path.join(scratch, os.path.basename(path))
    with open(name, "wb") as f:
        f.write(once.stdout)
    twice = subprocess.run([ptx_lint, *flags, "--emit=canonical", name],
                           capture_output=True)
    if twice.returncode != 0:
        return f"{path}: canonical output does not parse: " + \
            twice.stderr.decode(errors="replace").strip().splitlines()[0]
    if twice.stdout != once.stdout:
        return f"{path}: printing is not idempotent"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ptx-lint", required=True)
    parser.add_argument("-j", type=int, default=os.cpu_count() or 1)
    parser.add_argument("folder")
    args = parser.parse_args()

    if not os.path.isdir(args.folder):
        print(f"skipped: no corpus at {args.folder}")
        return 77
    files = sorted(os.path.join(root, name)
                   for root, _, names in os.walk(args.folder)
                   for name in names if name.endswith(".ptx"))
    if not files:
        print(f"skipped: no .ptx files in {args.folder}")
        return 77

    failures = []
    with tempfile.TemporaryDirectory() as scratch, \
            concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        jobs = []
        for index, path in enumerate(files):
            # One scratch folder per file: names repeat across targets.
            own = os.path.join(scratch, str(index))
            os.mkdir(own)
            jobs.append(pool.submit(check, args.ptx_lint, path, own))
        for job in jobs:
            if (problem := job.result()):
                failures.append(problem)
                print(problem)
    print(f"corpus: {len(files) - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
