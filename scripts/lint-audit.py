#!/usr/bin/env python3
"""Counts ptx-lint's warnings over folders of PTX, and shows samples of each.

  lint-audit.py [--ptx-lint BIN] [-j N] [--samples N] [--id ID ...]
                [--context N] [--seed N] FOLDER...

Runs `ptx-lint -Wall --max-findings=0 --format=json` on every .ptx file
below each FOLDER (recursively; `.rdc.` files with -c, as nvcc's
`-rdc=true` output is compiled by `ptxas -c`), then prints one table: for
each warning ID the number of findings in each folder, and how many files
they are in. Errors are counted in a row of their own (a file with errors
is checked only up to the first syntax error, so its warnings are
incomplete). With --samples N, it then prints N findings of each ID (or of
the IDs given with --id), picked at random but spread over the files, each
with --context lines of the PTX before and after it, to be judged by
reading.

docs/lint-audit.md records a run over the team's folders:

  scripts/lint-audit.py ../shared/corpus ../shared/external ../shared/gpu
"""
import argparse
import collections
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_BINARY = os.path.join(HERE, os.pardir, "build", "tools", "ptx-lint",
                              "ptx-lint")
# Files per ptx-lint run: few enough that a command line stays short.
BATCH = 64


def ptx_files(folder):
    for root, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".ptx"):
                yield os.path.join(root, name)


def run(binary, jobs, files, relocatable):
    """The diagnostics of ptx-lint over files, as its JSON gives them."""
    found = []
    for start in range(0, len(files), BATCH):
        command = [binary, "-Wall", "--max-findings=0", "--format=json",
                   "--no-config", f"-j{jobs}"]
        if relocatable:
            command.append("-c")
        result = subprocess.run(command + files[start:start + BATCH],
                                capture_output=True, text=True)
        if result.returncode == 2 or not result.stdout:
            sys.exit(f"ptx-lint failed on {files[start]}...: "
                     f"{result.stderr.strip()[:400]}")
        found += json.loads(result.stdout)["diagnostics"]
    return found


def audit(binary, jobs, folder):
    files = list(ptx_files(folder))
    whole = [f for f in files if ".rdc." not in os.path.basename(f)]
    linked = [f for f in files if ".rdc." in os.path.basename(f)]
    return files, run(binary, jobs, whole, False) + run(binary, jobs, linked,
                                                        True)


def show(finding, context):
    start = finding["range"]["start"]
    line, column = start["line"], start["column"]
    print(f"--- {finding['file']}:{line}:{column}: {finding['message']} "
          f"[{finding['id']}]")
    with open(finding["file"], errors="replace") as f:
        lines = f.read().split("\n")
    for number in range(max(1, line - context),
                        min(len(lines), line + context) + 1):
        mark = ">" if number == line else " "
        print(f"{mark}{number:7} {lines[number - 1][:200]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--ptx-lint", default=DEFAULT_BINARY)
    parser.add_argument("-j", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--samples", type=int, default=0)
    parser.add_argument("--id", action="append", default=[])
    parser.add_argument("--context", type=int, default=3)
    parser.add_argument("--seed", type=int, default=37)
    args = parser.parse_args()

    counts = collections.defaultdict(collections.Counter)  # id -> folder -> n
    files_with = collections.defaultdict(set)
    warnings = collections.defaultdict(list)
    totals = {}
    for folder in args.folders:
        files, found = audit(args.ptx_lint, args.j, folder)
        totals[folder] = len(files)
        for d in found:
            key = d["id"] if d["severity"] == "warning" else "(errors)"
            if d["severity"] not in ("warning", "error"):
                continue
            counts[key][folder] += 1
            files_with[key].add(d["file"])
            if d["severity"] == "warning":
                warnings[d["id"]].append(d)

    names = [os.path.basename(os.path.normpath(f)) for f in args.folders]
    print("| ID | " + " | ".join(f"{n} ({totals[f]} files)"
                                  for n, f in zip(names, args.folders)) +
          " | files |")
    print("|---" * (len(args.folders) + 2) + "|")
    for key in sorted(counts, key=lambda k: (k == "(errors)", k)):
        print(f"| `{key}` | " +
              " | ".join(str(counts[key][f]) for f in args.folders) +
              f" | {len(files_with[key])} |")

    if not args.samples:
        return
    pick = random.Random(args.seed)
    for key in sorted(args.id or warnings):
        # One finding per file first, so that a file of thousands does not
        # fill the sample.
        by_file = collections.defaultdict(list)
        for d in warnings.get(key, []):
            by_file[d["file"]].append(d)
        chosen = []
        while by_file and len(chosen) < args.samples:
            name = pick.choice(sorted(by_file))
            chosen.append(by_file[name].pop(pick.randrange(len(by_file[name]))))
            if not by_file[name]:
                del by_file[name]
        print(f"\n=== {key}: {len(chosen)} of {len(warnings.get(key, []))}")
        for d in chosen:
            show(d, args.context)


if __name__ == "__main__":
    main()
