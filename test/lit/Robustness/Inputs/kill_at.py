#!/usr/bin/env python3
"""Runs `ptx-lint --fix FILE` under strace, which kills it with SIGKILL as
it enters the first call of SYSCALL, and then says what is on disk: whether
FILE holds its original bytes, the complete fixed text or anything else, and
which temporary files ptx-lint left next to it.

Usage: kill_at.py PTX-LINT FILE ORIGINAL FIXED SYSCALL[,SYSCALL...]

Prints, for FileCheck:
  status: killed | exit N
  file: original | fixed | corrupt (N bytes)
  mode: OCTAL
  temporary: none | empty | partial | complete
"""
import os
import subprocess
import sys


def main():
    ptx_lint, path, original, fixed, syscalls = sys.argv[1:6]
    run = subprocess.run(["strace", "-f", "-qq", "-o", os.devnull,
                          "-e", "trace=" + syscalls,
                          "-e", "inject=%s:signal=KILL" % syscalls,
                          ptx_lint, "--no-config", "--fix", path],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # strace ends itself with the signal that ended ptx-lint.
    killed = run.returncode in (-9, 128 + 9)
    print("status: " + ("killed" if killed else "exit %d" % run.returncode))

    data = open(path, "rb").read()
    want_original = open(original, "rb").read()
    want_fixed = open(fixed, "rb").read()
    if data == want_original:
        print("file: original")
    elif data == want_fixed:
        print("file: fixed")
    else:
        print("file: corrupt (%d bytes)" % len(data))
    print("mode: %o" % (os.stat(path).st_mode & 0o7777))

    folder, name = os.path.split(path)
    left = [f for f in os.listdir(folder or ".")
            if f.startswith(name + ".ptx-lint-")]
    if not left:
        print("temporary: none")
    for f in left:
        content = open(os.path.join(folder, f), "rb").read()
        if not content:
            print("temporary: empty")
        elif content == want_fixed:
            print("temporary: complete")
        else:
            print("temporary: partial")


if __name__ == "__main__":
    main()
