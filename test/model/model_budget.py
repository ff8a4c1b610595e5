#!/usr/bin/env python3
"""Keeps the ISA model a model: instruction rules in records, not in C++.

Measures, in a source tree:
  - the per-family C++: the files under src/Check that register custom
    checks (a `makeCheckTable`), and the files only they include;
  - the named custom checks the .td files reference;
  - PTX spellings (".global", ".b64", ...; a state space also without its
    dot, "param") written as string literals in the
    instruction checker: the family files and the engine that runs the
    forms. A spelling in C++ is an ISA fact the tables do not hold.

and fails when one of them is above its limit. Each spelling that is allowed
to stay is listed with its reason in the allow file (one `file: ".spelling"`
per line, `#` comments), so the list is reviewed like code; an entry that
no longer matches fails too, so the list only shrinks.
"""
import argparse
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"/]+)"', re.M)
CUSTOM_CHECK = re.compile(r'CustomCheck(?:Needing)?<\s*"([^"]+)"')
# A dotted spelling, or a state space named without its dot (the `Space`
# field of a space qualifier, `S->Space` after the dot is cut): both are
# ISA facts when C++ compares with them.
SPELLING = re.compile(r'"(\.[a-z][a-z0-9_:]*|global|shared|local|const|param)"')
COMMENT = re.compile(r"//.*$", re.M)

# The engine: generic code that matches any instruction against its records.
ENGINE_FILES = ("InstructionChecker.cpp", "OperandChecker.cpp",
                "CustomChecks.cpp", "VariantChecker.cpp",
                "SlotConstraints.cpp", "AddressChecker.cpp")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def family_files(check_dir):
    """The files registering custom checks, and the local files that only
    they include (their helpers)."""
    sources = {name: read(os.path.join(check_dir, name))
               for name in sorted(os.listdir(check_dir))
               if name.endswith((".cpp", ".h"))}
    family = {name for name, text in sources.items()
              if name.endswith(".cpp") and "makeCheckTable(" in text}
    includers = {}
    for name, text in sources.items():
        for header in INCLUDE.findall(text):
            includers.setdefault(header, set()).add(name)
    changed = True
    while changed:
        changed = False
        for header, users in includers.items():
            stem = os.path.splitext(header)[0]
            # A header's own .cpp does not make it shared.
            if (header in family or header not in sources
                    or not users - {stem + ".cpp"} <= family):
                continue
            family.add(header)
            if stem + ".cpp" in sources:
                family.add(stem + ".cpp")
            changed = True
    return sorted(family), sources


def custom_checks(isa_dir):
    names = set()
    for name in os.listdir(isa_dir):
        if name.endswith(".td"):
            names.update(CUSTOM_CHECK.findall(read(os.path.join(isa_dir, name))))
    return sorted(names)


def allowed_spellings(path):
    allowed = set()
    if not path:
        return allowed
    for line in read(path).splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            file, spelling = (part.strip() for part in line.split(":", 1))
            allowed.add((file, spelling.strip('"')))
    return allowed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source_dir", help="the project's source tree")
    parser.add_argument("--max-family-lines", type=int, required=True)
    parser.add_argument("--max-custom-checks", type=int, required=True)
    parser.add_argument("--allowed-spellings",
                        help="file listing the spellings C++ may write")
    args = parser.parse_args()

    check_dir = os.path.join(args.source_dir, "src", "Check")
    family, sources = family_files(check_dir)
    lines = {name: sources[name].count("\n") for name in family}
    checks = custom_checks(os.path.join(args.source_dir, "src", "ISA"))
    allowed = allowed_spellings(args.allowed_spellings)
    spellings, found = [], set()
    for name in family + [f for f in ENGINE_FILES if f in sources]:
        code = COMMENT.sub("", sources[name])
        for spelling in sorted(set(SPELLING.findall(code))):
            found.add((name, spelling))
            if (name, spelling) not in allowed:
                spellings.append((name, spelling))
    stale = sorted(allowed - found)

    for name in family:
        print(f"{lines[name]:6}  {name}")
    total = sum(lines.values())
    print(f"{total:6}  per-family C++ (limit {args.max_family_lines})")
    print(f"{len(checks):6}  named custom checks (limit "
          f"{args.max_custom_checks}): {', '.join(checks)}")
    for name, spelling in spellings:
        print(f"error: {name} spells {spelling!r} in C++: put the fact in a "
              f"record, or list it with its reason in the allow file")

    for name, spelling in stale:
        print(f"error: {name} no longer spells {spelling!r}: remove it from "
              f"the allow file, which may only shrink")

    failed = bool(spellings or stale)
    if total > args.max_family_lines:
        print(f"error: {total} lines of per-family C++, over the limit of "
              f"{args.max_family_lines}")
        failed = True
    if len(checks) > args.max_custom_checks:
        print(f"error: {len(checks)} named custom checks, over the limit of "
              f"{args.max_custom_checks}")
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
