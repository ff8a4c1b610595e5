#!/usr/bin/env python3
"""Checks the verdicts of several CUDA releases' ptxas on a folder of modules.

Each FOLDER/*.ptx begins with a line naming what each release's ptxas does
with the file as written:

    // RELEASES: 11.8=accept 12.4=refuse 13.0=refuse

Usage:
  release_verdicts.py --lint PTX_LINT FOLDER
      `PTX_LINT --no-config --cuda R FILE` must exit 0 and print no error
      where R accepts, and exit 1 with at least one error where R refuses.
      ptx-lint also exits 1 for warnings alone: where R accepts, that is
      allowed when it printed warnings and no error (ptxas, too, accepts
      some files with a warning).
  release_verdicts.py --ptxas R=PTXAS [--ptxas R=PTXAS ...] FOLDER
      The real ptxas of each release R, run with -arch set to the file's
      .target, must agree with the line. The ptxas of CUDA 13 and later has
      no target below sm_75, so it runs with -arch=sm_75 for those.

A line `// KNOWN-DIFFERENCE: R why` in the file's leading comments marks a
release on which ptx-lint is known to disagree with that release's ptxas:
--lint reports it, and whether ptx-lint still disagrees, without counting
it; --ptxas checks it as usual (the RELEASES line is always the real
verdict).

Prints each mismatch with its file and release, then `N passed, M failed`;
exits 1 on any mismatch.
"""
import argparse
import os
import re
import subprocess
import sys

RELEASES = re.compile(r"^//\s*RELEASES:\s*(.*)$")
KNOWN = re.compile(r"^//\s*KNOWN-DIFFERENCE:\s*(\S+)\s*(.*)$")
TARGET = re.compile(r"^\s*\.target\s+(sm_(\d+)\w*)", re.M)
ERROR = re.compile(r":\d+:\d+: error: |^[^:\n]*: error: ")
WARNING = re.compile(r":\d+:\d+: warning: ")


def read_header(path):
    """The verdicts {release: True if accepted} and the known differences
    {release: why} of one module."""
    with open(path) as f:
        lines = f.read().split("\n")
    match = RELEASES.match(lines[0])
    if not match:
        raise ValueError("the first line is not '// RELEASES: R=accept|refuse ...'")
    verdicts = {}
    for word in match.group(1).split():
        release, _, verdict = word.partition("=")
        if verdict not in ("accept", "refuse"):
            raise ValueError(f"'{word}': the verdict must be accept or refuse")
        verdicts[release] = verdict == "accept"
    known = {}
    for line in lines[1:]:
        if not line.startswith("//"):
            break
        match = KNOWN.match(line)
        if match:
            known[match.group(1)] = match.group(2)
    return verdicts, known


def ask_lint(ptx_lint, release, path):
    """Whether ptx-lint says release R accepts the file, and why not."""
    run = subprocess.run([ptx_lint, "--no-config", "--cuda", release, path],
                         capture_output=True, text=True)
    output = run.stdout + run.stderr
    errors = [line for line in output.splitlines() if ERROR.search(line)]
    warned = any(WARNING.search(line) for line in output.splitlines())
    if not errors and (run.returncode == 0 or (run.returncode == 1 and warned)):
        return True, ""
    if run.returncode == 1 and errors:
        return False, "\n".join(errors[:3])
    return None, f"exit status {run.returncode}, {len(errors)} errors\n{output.strip()}"


def arch_for(release, path):
    with open(path) as f:
        match = TARGET.search(f.read())
    if not match:
        return None
    # CUDA 13 dropped sm_50 ... sm_72 as -arch; a .target among them is
    # still accepted under -arch=sm_75.
    if int(release.split(".")[0]) >= 13 and int(match.group(2)) < 75:
        return "sm_75"
    return match.group(1)


def ask_ptxas(ptxas, release, path):
    """Whether the real ptxas of the release accepts the file, and why not."""
    arch = arch_for(release, path)
    if arch is None:
        return None, "no .target to take -arch from"
    run = subprocess.run([ptxas, f"-arch={arch}", path, "-o", os.devnull],
                         capture_output=True, text=True)
    if run.returncode < 0:
        return False, f"-arch={arch}: crashed (signal {-run.returncode})"
    output = (run.stdout + run.stderr).strip()
    return run.returncode == 0, f"-arch={arch}: {output}"


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lint", metavar="PTX_LINT")
    parser.add_argument("--ptxas", metavar="R=PTXAS", action="append", default=[])
    parser.add_argument("folder")
    args = parser.parse_args()
    if bool(args.lint) == bool(args.ptxas):
        parser.error("give either --lint or --ptxas")
    ptxas = dict(item.split("=", 1) for item in args.ptxas)

    passed = failed = 0
    files = sorted(f for f in os.listdir(args.folder) if f.endswith(".ptx"))
    if not files:
        print(f"{args.folder}: no .ptx files")
        return 1
    for name in files:
        path = os.path.join(args.folder, name)
        try:
            verdicts, known = read_header(path)
        except ValueError as e:
            print(f"{path}: {e}")
            failed += 1
            continue
        releases = sorted(ptxas) if ptxas else sorted(verdicts)
        for release in releases:
            if release not in verdicts:
                print(f"{path}: CUDA {release}: no verdict in the RELEASES line")
                failed += 1
                continue
            if args.lint and release in known:
                said, _ = ask_lint(args.lint, release, path)
                now = ("ptx-lint now agrees: drop the line" if said == verdicts[release]
                       else "still differs")
                print(f"{path}: CUDA {release}: known difference, not counted "
                      f"({now}): {known[release]}")
                continue
            if args.lint:
                said, why = ask_lint(args.lint, release, path)
                who = "ptx-lint"
            else:
                said, why = ask_ptxas(ptxas[release], release, path)
                who = f"ptxas {release}"
            expected = verdicts[release]
            if said == expected:
                passed += 1
                continue
            failed += 1
            word = {True: "accepts", False: "refuses", None: "fails"}[said]
            print(f"{path}: CUDA {release}: expected "
                  f"{'accept' if expected else 'refuse'}, {who} {word}")
            for line in why.splitlines():
                print(f"    {line}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
