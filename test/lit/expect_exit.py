#!/usr/bin/env python3
"""Runs a command and succeeds only if it exits with the given status.

Usage: expect_exit.py STATUS COMMAND [ARG...]   (lit: %expect-exit STATUS ...)
The command's output passes through, so it can be piped into FileCheck.
"""
import subprocess
import sys

expected = int(sys.argv[1])
status = subprocess.call(sys.argv[2:])
if status != expected:
    sys.stderr.write(f"expect_exit: '{' '.join(sys.argv[2:])}' exited {status}, "
                     f"expected {expected}\n")
    sys.exit(1)
