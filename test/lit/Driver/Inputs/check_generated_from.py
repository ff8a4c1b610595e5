"""Checks the "generated from here" notes of ptx-lint against the comments
LLVM writes beside each .loc (`.loc 1 20 16  // harvest_triton.py:20:16`).

  check_generated_from.py PTX_LINT FILE...

For each finding that has notes, the nearest .loc above its line (within
the function) must carry a comment naming the same file (by base name),
line and column as the finding's first note. Prints one line per file:

  repro_00.ptx: 8 errors, 8 generated from harvest_triton.py:20:16

and each mismatch, and exits 1 if there was one.
"""
import collections
import json
import os
import re
import subprocess
import sys

LOC = re.compile(r"^\s*\.loc\s+\d+\s+\d+\s+\d+.*//\s*(\S+):(\d+):(\d+)\s*$")
FUNCTION_START = re.compile(r"^\s*(\.visible\s+|\.weak\s+)?\.(entry|func)\b")


def loc_comment_above(lines, line):
    """The (file, line, column) of the .loc comment nearest above line,
    1-based, in the same function; None if there is none."""
    for text in reversed(lines[:line - 1]):
        m = LOC.match(text)
        if m:
            return os.path.basename(m.group(1)), int(m.group(2)), int(m.group(3))
        if FUNCTION_START.match(text):
            return None
    return None


def main():
    ptx_lint, files = sys.argv[1], sys.argv[2:]
    failed = False
    for path in files:
        out = subprocess.run([ptx_lint, "--format=json", path],
                             stdout=subprocess.PIPE, check=False).stdout
        with open(path) as f:
            lines = f.read().split("\n")
        errors = 0
        named = collections.Counter()
        for d in json.loads(out)["diagnostics"]:
            if d["severity"] != "error":
                continue
            errors += 1
            line = d["range"]["start"]["line"]
            expected = loc_comment_above(lines, line)
            located = [n["location"] for n in d["notes"] if "location" in n]
            got = None
            if located:
                got = (os.path.basename(located[0]["file"]),
                       located[0]["line"], located[0]["column"])
            if got != expected:
                failed = True
                print("%s:%d: the .loc above says %s, the note %s"
                      % (os.path.basename(path), line, expected, got))
            elif got:
                named["%s:%d:%d" % got] += 1
        print("%s: %d errors, %s" % (
            os.path.basename(path), errors,
            ", ".join("%d generated from %s" % (n, where)
                      for where, n in sorted(named.items())) or "no notes"))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
