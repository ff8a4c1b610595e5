#!/usr/bin/env python3
"""Writes test/fuzz/ptx.dict, the libFuzzer dictionary of PTX words.

The words come from where the project already lists them, so the dictionary
follows the grammar and the ISA tables as they grow:

  grammar/PTXLexer.g4   every quoted literal: directives, punctuation,
                        operators, comment and string delimiters
  src/ISA/*.td          every quoted string that is a PTX word: opcodes
                        (whole, `cp.async.bulk`, and by part, `cp`, `.async`),
                        qualifiers, types, state spaces, special registers,
                        target names, PTX versions
  src/Basic/*.td        diagnostic IDs, for `// ptx-lint: disable=<id>`
  EXTRA_WORDS below     what neither spells out: register and label shapes,
                        literal forms, and the layout characters

  scripts/make-fuzz-dict.py          rewrite test/fuzz/ptx.dict
  scripts/make-fuzz-dict.py --check  exit 1 if it is not up to date (ctest)
"""

import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DICT = ROOT / "test" / "fuzz" / "ptx.dict"

# A PTX word as the .td files quote them: `.L2::cache_hint`, `%tid`, `sm_90a`,
# `mbarrier.arrive.expect_tx`. Prose in the .td strings has spaces or other
# punctuation and does not match.
WORD = re.compile(r"^[.%]?[A-Za-z_][A-Za-z0-9_$]*(?:(?:\.|::)[A-Za-z0-9_$]+)*$")
VERSION = re.compile(r"^\d+\.\d+$")

EXTRA_WORDS = [
    # Registers, declarations of register ranges, labels, sinks.
    "%r1", "%rd1", "%f1", "%fd1", "%p1", "%rs1", "%h1", "%SP", "%SPL",
    "%r<4>", "%rd<8>", "%p<2>", "$L__BB0_1", "$L__BB0_1:", "_", "|_",
    "%tid.x", "%ntid.y", "%ctaid.z",
    # Literal forms (lexer rules rather than literals in the grammar).
    "0x", "0X", "0b", "0f", "0d", "U", "0f3F800000", "0d3FF0000000000000",
    "1.5", "1e-3", "0xFFFFFFFF", "-1", "4294967296", "18446744073709551616",
    "\"\\\"", "\"\\n\"",
    # Layout: whitespace and line breaks the chunker and lexer care about.
    "\n", "\r\n", "\t", " ",
    # Shapes of whole constructs.
    ".version 8.0\n", ".target sm_90a\n", ".address_size 64\n",
    ".visible .entry k(\n", ".param .u64 p", ".reg .b32 %r<4>;",
    "ld.global.u32 %r1, [%rd1];", "@%p1 bra $L__BB0_1;", "ret;",
    "call.uni (retval0), f, (param0);", "{\n", "}\n",
    "generic(", "(.s64)", "function_name", "inlined_at", "@@DWARF ",
    ".callprototype", ".branchtargets", ".calltargets",
    "// ptx-lint: disable=", "// ptx-lint: disable-next-line=", "all",
]


def lexer_literals(path):
    """The quoted literals of an ANTLR lexer grammar, unescaped."""
    words = []
    for line in path.read_text().splitlines():
        if line.lstrip().startswith("//"):
            continue
        for literal in re.findall(r"'((?:[^'\\]|\\.)+)'", line):
            text = literal.replace("\\'", "'").replace("\\\\", "\\")
            # ANTLR character escapes used in the grammar.
            text = text.replace("\\r", "\r").replace("\\n", "\n")
            text = text.replace("\\t", "\t")
            words.append(text)
    return words


def isa_words(td_files):
    words = []
    for path in td_files:
        for text in re.findall(r'"([^"\\]*)"', path.read_text()):
            if VERSION.match(text):
                words.append(text)
            elif WORD.match(text) and len(text) <= 48:
                words.append(text)
                # An opcode with dotted parts: also each part on its own,
                # since the fuzzer recombines them.
                if not text.startswith(".") and "." in text:
                    head, *rest = text.split(".")
                    words.append(head)
                    words.extend("." + part for part in rest)
    return words


def diagnostic_ids(td_files):
    """The user-visible IDs of the diagnostic catalog: Error<"syntax-error", ..."""
    words = []
    for path in td_files:
        words += re.findall(r'\b(?:Error|Warning|Note)<"([a-z0-9-]+)"',
                            path.read_text())
    return words


def escape(word):
    out = []
    for ch in word:
        if ch in '"\\':
            out.append("\\" + ch)
        elif " " <= ch <= "~":
            out.append(ch)
        else:
            out.append("\\x%02X" % ord(ch))
    return '"' + "".join(out) + '"'


def render():
    words = lexer_literals(ROOT / "grammar" / "PTXLexer.g4")
    words += lexer_literals(ROOT / "grammar" / "PTXParser.g4")
    words += isa_words(sorted((ROOT / "src" / "ISA").glob("*.td")))
    words += diagnostic_ids(sorted((ROOT / "src" / "Basic").glob("*.td")))
    words += EXTRA_WORDS
    seen, unique = set(), []
    for word in words:
        # libFuzzer ignores dictionary entries longer than 64 bytes.
        if word and len(word.encode()) <= 64 and word not in seen:
            seen.add(word)
            unique.append(word)
    lines = [
        "# libFuzzer dictionary of PTX words for the fuzz targets in this",
        "# directory. Generated by scripts/make-fuzz-dict.py from",
        "# grammar/*.g4, src/ISA/*.td and src/Basic/*.td; do not edit by hand.",
    ]
    lines += [escape(word) for word in sorted(unique)]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if test/fuzz/ptx.dict is not up to date")
    args = parser.parse_args()
    text = render()
    if args.check:
        if not DICT.exists() or DICT.read_text() != text:
            print("test/fuzz/ptx.dict is out of date (a grammar or .td "
                  "file changed): run scripts/make-fuzz-dict.py, or "
                  "`cmake --build build --target update-docs`",
                  file=sys.stderr)
            return 1
        return 0
    DICT.write_text(text)
    print("wrote %s (%d words)" % (DICT.relative_to(ROOT), len(text.splitlines()) - 3))
    return 0


if __name__ == "__main__":
    sys.exit(main())
