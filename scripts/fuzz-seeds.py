#!/usr/bin/env python3
"""Makes the seed corpora for the fuzz targets (scripts/fuzz.sh calls it).

  fuzz-seeds.py OUT_DIR [--shared DIR] [--max-bytes N]

OUT_DIR/modules/ is for the targets that read a module (parse, lint,
roundtrip, fix), OUT_DIR/instructions/ for the one that reads an inline-asm
string (instruction). Seeds are small, so that libFuzzer runs many of them a
second and mutates whole constructs rather than megabytes. Modules:

  corpus/*.ptx, corpus/big/*.ptx.xz   (the team's shared folder, read only)
      each module is split into its header (.version, .target,
      .address_size) and its top-level items; a seed is the header and one
      function, or the header and a run of module-scope declarations. Items
      that differ only in names and numbers count once, and each file gives
      at most --per-file seeds. A function longer than --max-bytes is cut
      after a whole line and its open braces closed, so it still parses.
  conformance/*/cases/*.ptx
      each batch module keeps its declarations and its first
      --instructions instruction lines, then `ret;` and the closing braces.
  test/lit/**/*.ptx (the project's own test inputs)
      as they are, if at most 64 KiB.
  line-ending and encoding variants
      of --variants module seeds spread over all of the above: lines ended
      by a lone CR, by CRLF, by a random mix of LF, CR and CRLF; a UTF-8
      byte-order mark in front; a NUL byte in the middle. (Editors and
      other tools write these; ptxas reads them its own way.)

Instructions: the instruction lines of the conformance cases, every one of
them also with its registers renamed to the operands %0, %1, ... of inline
asm, and runs of --snippet-lines statements from the corpus seeds' bodies
(with `.reg` declarations, labels and blocks as inline asm has them); at
most --max-instructions in all, spread evenly over the sources.

A missing shared folder only means fewer seeds. Existing files in OUT_DIR are
replaced.
"""

import argparse
import lzma
import pathlib
import random
import re
import shutil
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
HEADER = re.compile(r"^\s*\.(version|target|address_size)\b")
# Names and numbers vary between otherwise identical functions.
SHAPE = re.compile(r"[0-9]+|[%$][A-Za-z0-9_$]+|\b_Z[A-Za-z0-9_$]+")


def split_items(text):
    """Splits a module into (header, [top-level items]) without a lexer.

    The header is the .version, .target and .address_size lines. An item
    ends at a `;` or a closing `}` at brace depth 0, outside comments and
    strings, except for the `;` of a `.pragma` between a function's
    signature and its body. (Directives that end at the line break, such as
    `.file`, join the next item.) Good enough for seeds: a wrong split only
    makes a seed with a syntax error, which is a fine seed too.
    """
    header, body = [], []
    for line in text.splitlines(keepends=True):
        if HEADER.match(line) and not header_done(body):
            header.append(line.strip())
            body.append("\n")  # Keep the line count; nothing else.
        else:
            body.append(line)
    text = "".join(body)

    items, start, depth, i, n = [], 0, 0, 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
            continue
        if c == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth <= 0:
                depth = 0
                items.append(text[start:i + 1])
                start = i + 1
        elif c == ";" and depth == 0:
            item = text[start:i + 1]
            line = item[item.rfind("\n") + 1:].lstrip()
            in_signature = re.search(r"\.(entry|func)\b", item) and \
                line.startswith(".pragma")
            if not in_signature:
                items.append(item)
                start = i + 1
        i += 1
    items.append(text[start:])
    return "\n".join(header) + "\n", [x.strip() for x in items if x.strip()]


def header_done(body):
    """Whether anything but comments and blank lines came before."""
    for line in body:
        stripped = line.strip()
        if stripped and not stripped.startswith("//"):
            return True
    return False


def cut(item, max_bytes):
    """At most about max_bytes of item, cut after a whole line, with the
    braces that were open at the cut closed again."""
    if len(item) <= max_bytes:
        return item
    kept, size = [], 0
    for line in item.splitlines(keepends=True):
        if size + len(line) > max_bytes and kept:
            break
        kept.append(line)
        size += len(line)
    text = "".join(kept)
    open_braces = text.count("{") - text.count("}")
    return text + "\n" + "}\n" * max(open_braces, 0)


def corpus_seeds(path, text, args):
    header, items = split_items(text)
    seeds, shapes = [], set()
    declarations = ""
    for item in items + [None]:
        is_function = item is not None and "{" in item and \
            re.search(r"\.(entry|func)\b", item)
        if item is not None and not is_function and \
                len(declarations) + len(item) < args.max_bytes:
            declarations += item + "\n"
            continue
        if declarations:
            seeds.append(header + declarations)
            declarations = ""
        if item is None:
            break
        if not is_function:
            declarations = cut(item, args.max_bytes) + "\n"
            continue
        shape = SHAPE.sub("0", item)
        if shape in shapes:
            continue
        shapes.add(shape)
        seeds.append(header + cut(item, args.max_bytes) + "\n")
    return seeds[:args.per_file]


def conformance_seed(text, args):
    """The batch module up to its args.instructions-th instruction line."""
    lines = text.splitlines()
    out, instructions, in_body = [], 0, False
    for line in lines:
        stripped = line.strip()
        if in_body and stripped and not stripped.startswith(".") and \
                stripped not in ("ret;", "}"):
            instructions += 1
            if instructions > args.instructions:
                continue
        if stripped == "{" and out and out[-1].strip() == ")":
            in_body = True
        out.append(line)
    return "\n".join(out) + "\n"


# `%rd12` as nvcc names registers, `rd12` as the conformance cases do.
REGISTER = re.compile(r"%[A-Za-z_][A-Za-z0-9_]*|(?<![.\w%$])[a-z]{1,2}[0-9]+\b")


def as_inline_asm(line):
    """A line with each distinct register turned into %0, %1, ..."""
    names = {}

    def operand(match):
        if match.group(0).startswith(("%tid", "%ntid", "%ctaid", "%laneid")):
            return match.group(0)
        return "%%%d" % names.setdefault(match.group(0), len(names))
    return REGISTER.sub(operand, line)


def conformance_instructions(text):
    lines, in_body = [], False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped == "{":
            in_body = True
            continue
        if in_body and stripped and not stripped.startswith(".") and \
                stripped not in ("ret;", "}"):
            lines.append(stripped)
    return lines


def body_snippets(seed, lines_per_snippet):
    """Runs of statements from the body of the function in a module seed."""
    start = seed.find("{")
    end = seed.rfind("}")
    if start < 0 or end <= start:
        return []
    body = [l.strip() for l in seed[start + 1:end].splitlines()
            if l.strip() and not l.strip().startswith("//")]
    return ["\n".join(body[i:i + lines_per_snippet])
            for i in range(0, len(body), max(lines_per_snippet, 1) * 4)]


def spread(items, limit):
    """At most limit of items, taken evenly from the whole list."""
    if len(items) <= limit:
        return items
    step = len(items) / limit
    return [items[int(i * step)] for i in range(limit)]


def encoding_variants(name, text):
    """The seed with other line endings and encodings (see the docstring)."""
    lines = text.split("\n")
    rng = random.Random(name)
    middle = len(text) // 2
    return {
        "cr": text.replace("\n", "\r"),
        "crlf": text.replace("\n", "\r\n"),
        "mixed": "".join(line + rng.choice(["\n", "\r", "\r\n"])
                         for line in lines[:-1]) + lines[-1],
        "bom": "\ufeff" + text,
        "nul": text[:middle] + "\0" + text[middle:],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=pathlib.Path)
    parser.add_argument("--shared", type=pathlib.Path,
                        default=ROOT.parent / "shared")
    parser.add_argument("--max-bytes", type=int, default=4096)
    parser.add_argument("--per-file", type=int, default=8)
    parser.add_argument("--instructions", type=int, default=12)
    parser.add_argument("--snippet-lines", type=int, default=4)
    parser.add_argument("--max-instructions", type=int, default=1500)
    parser.add_argument("--variants", type=int, default=60)
    # The big module is tens of megabytes: its beginning is plenty.
    parser.add_argument("--xz-prefix-bytes", type=int, default=4 << 20)
    args = parser.parse_args()

    if args.out.exists():
        shutil.rmtree(args.out)
    modules_dir = args.out / "modules"
    modules_dir.mkdir(parents=True)
    written, seen = 0, set()
    instructions, snippets = [], []
    module_seeds = []

    def write(name, text, directory=modules_dir):
        nonlocal written
        if text in seen:
            return
        seen.add(text)
        safe = re.sub(r"[^A-Za-z0-9_.-]", "_", name)
        (directory / safe).write_text(text, errors="surrogateescape")
        written += 1
        if directory == modules_dir:
            module_seeds.append((safe, text))

    corpus = args.shared / "corpus"
    if corpus.is_dir():
        for path in sorted(corpus.rglob("*.ptx")) + \
                sorted(corpus.rglob("*.ptx.xz")):
            if path.suffix == ".xz":
                with lzma.open(path, "rb") as f:
                    data = f.read(args.xz_prefix_bytes)
                # Whole lines only; the last item is cut off anyway.
                data = data[:data.rfind(b"\n") + 1]
            else:
                data = path.read_bytes()
            text = data.decode("ascii", errors="surrogateescape")
            stem = path.name.split(".ptx")[0]
            for i, seed in enumerate(corpus_seeds(path, text, args)):
                write("corpus-%s-%02d.ptx" % (stem, i), seed)
                snippets += body_snippets(seed, args.snippet_lines)
    else:
        print("fuzz-seeds: no %s, no corpus seeds" % corpus, file=sys.stderr)

    conformance = args.shared / "conformance"
    cases = sorted(conformance.glob("*/cases/*.ptx")) \
        if conformance.is_dir() else []
    for path in cases:
        text = path.read_text(errors="surrogateescape")
        write("conformance-" + path.name, conformance_seed(text, args))
        instructions += conformance_instructions(text)
    if not cases:
        print("fuzz-seeds: no conformance cases under %s" % conformance,
              file=sys.stderr)

    for path in sorted((ROOT / "test" / "lit").rglob("*.ptx")):
        if path.stat().st_size <= 64 * 1024:
            relative = path.relative_to(ROOT / "test" / "lit")
            write("lit-" + str(relative).replace("/", "-"),
                  path.read_text(errors="surrogateescape"))

    for name, text in spread(module_seeds[:], args.variants):
        for kind, variant in encoding_variants(name, text).items():
            write("%s-%s.ptx" % (kind, name.rsplit(".ptx", 1)[0]), variant)

    instructions_dir = args.out / "instructions"
    instructions_dir.mkdir()
    unique = sorted(set(instructions))
    half = args.max_instructions // 2
    chosen = spread(unique, half // 2)
    chosen += [as_inline_asm(line) for line in chosen]
    chosen += spread(sorted(set(snippets)), args.max_instructions - len(chosen))
    for i, text in enumerate(chosen):
        write("instruction-%04d.txt" % i, text, instructions_dir)

    print("fuzz-seeds: %d seeds in %s" % (written, args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
