#!/usr/bin/env python3
"""Checks that ptx-lint reports setmaxnreg-above-largest exactly where
ptxas stops with its fatal C7406, over the probe files given.

  agree_c7406.py PTX_LINT PTXAS FILE...

Prints one line per file and exits 1 on any disagreement."""
import subprocess
import sys


def main():
    ptx_lint, ptxas, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    disagree = 0
    for path in files:
        by_ptxas = "(C7406)" in subprocess.run(
            [ptxas, "-arch=sm_90a", path, "-o", "/dev/null"],
            capture_output=True, text=True).stderr
        by_lint = "[setmaxnreg-above-largest]" in subprocess.run(
            [ptx_lint, "--no-config", path],
            capture_output=True, text=True).stderr
        same = by_ptxas == by_lint
        disagree += not same
        print("%s %s: ptxas %s, ptx-lint %s" % (
            "ok" if same else "DIFFERENT", path,
            "C7406" if by_ptxas else "accepts",
            "error" if by_lint else "accepts"))
    return 1 if disagree else 0


if __name__ == "__main__":
    sys.exit(main())
