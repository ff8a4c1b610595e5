#!/usr/bin/env python3
"""Writes an edited copy of a PTX file, for the tests in ../real that break
one rule in a module: a real one read from ../shared at run time, or one of
ours in this folder.

Usage: edit_ptx.py INPUT -o OUTPUT EDIT...

Edits, applied in the order given, each to one line:
  --delete-line LINE           delete the line
  --insert-before LINE TEXT    insert TEXT as a new line above it
  --replace LINE OLD NEW       replace the first OLD in it by NEW (literal text)

LINE is REGEX or REGEX:N, a Python regular expression searched for in each
line (re.search). REGEX alone must match exactly one line; REGEX:N picks the
N-th matching line (1 is the first, -1 the last). Only a trailing ':' and
digits is read as N, so 'fence.proxy.async.shared::cta' is a plain REGEX.
Each edit sees the file as the earlier edits left it.

If a REGEX matches no line, or more than one without N, or fewer than |N|
lines, or OLD is not in the chosen line, nothing is written and the script
exits with status 1 and says why: an input that changed makes the test fail
rather than quietly test something else. -v prints each edit, with the line
number it had, on stderr. In a lit RUN line, write no '%' in a pattern (lit
would substitute it): '%r1' is '.r1' or '%%r1'.
"""
import argparse
import re
import sys


class Edit(argparse.Action):
    """Keeps every edit option, in command-line order, in args.edits."""

    def __call__(self, parser, namespace, values, option_string=None):
        namespace.edits = (namespace.edits or []) + [(self.dest, values)]


def fail(message):
    sys.stderr.write(f"edit_ptx.py: error: {message}\n")
    sys.exit(1)


def find_line(lines, spec):
    """Index of the line SPEC (REGEX or REGEX:N) names."""
    pattern, count = spec, None
    m = re.fullmatch(r"(.*):(-?[0-9]+)", spec, re.DOTALL)
    if m:
        pattern, count = m.group(1), int(m.group(2))
    try:
        regex = re.compile(pattern)
    except re.error as err:
        fail(f"bad regular expression '{pattern}': {err}")
    matches = [i for i, line in enumerate(lines) if regex.search(line)]
    if not matches:
        fail(f"'{pattern}' matches no line")
    if count is None:
        if len(matches) > 1:
            where = ", ".join(str(i + 1) for i in matches[:8])
            fail(f"'{pattern}' matches {len(matches)} lines ({where}"
                 f"{', ...' if len(matches) > 8 else ''}); say which with '{pattern}:N'")
        return matches[0]
    if count == 0 or abs(count) > len(matches):
        fail(f"'{spec}': '{pattern}' matches {len(matches)} lines, not {abs(count)}")
    return matches[count - 1 if count > 0 else count]


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("input")
    parser.add_argument("-o", dest="output", required=True)
    parser.add_argument("-v", dest="verbose", action="store_true")
    parser.add_argument("--delete-line", dest="delete", action=Edit, nargs=1,
                        metavar="LINE")
    parser.add_argument("--insert-before", dest="insert", action=Edit, nargs=2,
                        metavar=("LINE", "TEXT"))
    parser.add_argument("--replace", dest="replace", action=Edit, nargs=3,
                        metavar=("LINE", "OLD", "NEW"))
    parser.set_defaults(edits=[])
    args = parser.parse_args()
    if not args.edits:
        parser.error("no edit given")

    with open(args.input, newline="") as f:
        lines = f.read().splitlines(keepends=True)

    for kind, values in args.edits:
        i = find_line(lines, values[0])
        if args.verbose:
            sys.stderr.write(f"{kind} at {i + 1}: {lines[i].strip()}\n")
        if kind == "delete":
            del lines[i]
        elif kind == "insert":
            lines.insert(i, values[1] + "\n")
        else:
            old, new = values[1], values[2]
            if old not in lines[i]:
                fail(f"line {i + 1} ('{lines[i].strip()}') does not contain '{old}'")
            lines[i] = lines[i].replace(old, new, 1)

    with open(args.output, "w", newline="") as f:
        f.write("".join(lines))


if __name__ == "__main__":
    main()
