#!/usr/bin/env python3
"""Runs the ptxlint package's tests (test/python) with pytest.

    run_pytest.py PACKAGE_PARENT PTX_LINT MAJOR.MINOR [pytest args]

PACKAGE_PARENT holds the built package (build/python); PTX_LINT is the
command-line tool, whose output `python3 -m ptxlint` must match;
MAJOR.MINOR is the Python the native module was built for. pytest may
belong to another interpreter of that version (Debian's python3-pytest is
for /usr/bin/python3), so each python3 on PATH and the running one are
tried. Exits 77 (skipped) when the package was not built (no pybind11) or
no such Python has pytest.
"""

import os
import shutil
import subprocess
import sys


def candidates():
    yield sys.executable
    for folder in os.environ.get("PATH", "").split(os.pathsep):
        for name in ("python3", "python" + sys.argv[3]):
            path = shutil.which(name, path=folder)
            if path:
                yield path


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    package_parent, ptx_lint, version = sys.argv[1:4]
    if not os.path.isdir(os.path.join(package_parent, "ptxlint")):
        print("run_pytest: the ptxlint package was not built (pybind11 is "
              "missing): skipped")
        return 77
    probe = ("import sys, pytest; "
             f"sys.exit(0 if '%d.%d' % sys.version_info[:2] == '{version}' else 1)")
    seen = set()
    for python in candidates():
        real = os.path.realpath(python)
        if real in seen:
            continue
        seen.add(real)
        if subprocess.run([python, "-c", probe], capture_output=True).returncode:
            continue
        env = dict(os.environ, PYTHONPATH=package_parent, PTXLINT_TOOL=ptx_lint,
                   PYTHONDONTWRITEBYTECODE="1")
        tests = os.path.dirname(os.path.abspath(__file__))
        return subprocess.run([python, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                               tests] + sys.argv[4:], env=env).returncode
    print(f"run_pytest: no Python {version} with pytest (Debian: python3-pytest): "
          "skipped")
    return 77


if __name__ == "__main__":
    sys.exit(main())
