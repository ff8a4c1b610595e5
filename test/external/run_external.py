#!/usr/bin/env python3
"""Holds ptx-lint to ptxas's whole-file verdicts on PTX nobody here wrote.

Runs the team's scorer (../shared/external/verdicts.py) over every folder
of the external set and fails on:
  - any false reject (ptxas compiles the file, ptx-lint reports an error):
    a CI gate that rejects working PTX gets switched off;
  - any crash of ptx-lint;
  - a false accept that docs/ptxas-differences.md does not list: each file
    ptxas refuses and ptx-lint lets through is known and owned there, so
    the list can only shrink.
A listed file that now agrees is pointed out, so the table can be trimmed.

Exits 77 (skipped, for ctest) without ptxas or without the external set.
"""
import argparse
import os
import re
import subprocess
import sys

# A row of the known-differences table: | `folder/file.ptx` | line | rule |
KNOWN_ROW = re.compile(r"^\|\s*`([^`]+\.ptx)`\s*\|")
# The scorer's line for a file it disagrees on.
DISAGREEMENT = re.compile(r"^(false-reject|false-accept|lint-crash) (\S+) ")


def known_false_accepts(differences_doc):
    with open(differences_doc, encoding="utf-8") as doc:
        return {m.group(1) for m in map(KNOWN_ROW.match, doc) if m}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ptx-lint", required=True)
    parser.add_argument("--known", required=True,
                        help="docs/ptxas-differences.md, whose table lists "
                             "the false accepts left")
    parser.add_argument("external_dir")
    args = parser.parse_args()

    scorer = os.path.join(args.external_dir, "verdicts.py")
    ptxas = os.environ.get("PTXAS", "/usr/local/cuda/bin/ptxas")
    if not os.path.isfile(scorer):
        print(f"skipped: no external set at {args.external_dir}")
        return 77
    if not os.access(ptxas, os.X_OK):
        print(f"skipped: no ptxas at {ptxas}")
        return 77

    folders = sorted(os.path.join(args.external_dir, name)
                     for name in os.listdir(args.external_dir)
                     if os.path.isdir(os.path.join(args.external_dir, name)))
    run = subprocess.run([sys.executable, scorer, "--tool", args.ptx_lint,
                          "--show", "1000000", "--jobs", "2"] + folders,
                         capture_output=True, text=True)
    print(run.stdout, end="")
    if run.stderr:
        print(run.stderr, end="", file=sys.stderr)
    if "external:" not in run.stdout:
        print("external: the scorer did not finish")
        return 1

    known = known_false_accepts(args.known)
    failures = []
    seen_false_accepts = set()
    for line in run.stdout.splitlines():
        match = DISAGREEMENT.match(line)
        if not match:
            continue
        kind, path = match.groups()
        name = os.path.relpath(path, args.external_dir)
        if kind == "false-accept":
            seen_false_accepts.add(name)
            if name not in known:
                failures.append(f"{name}: a false accept that "
                                f"{os.path.basename(args.known)} does not list")
        else:
            failures.append(f"{name}: {kind}")

    for name in sorted(known - seen_false_accepts):
        print(f"note: {name} now agrees with ptxas: remove it from the table")
    for failure in failures:
        print(f"FAIL {failure}")
    print(f"external: {len(failures)} failures, "
          f"{len(seen_false_accepts)} known false accepts")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
