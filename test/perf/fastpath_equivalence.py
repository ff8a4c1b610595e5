#!/usr/bin/env python3
"""The parser's fast path builds exactly the grammar's AST, or gives up.

Runs ptx-parse-verify (tools/ptx-parse-verify), which parses every chunk
both ways and compares complete dumps of the trees, then parses and checks
each whole input with the fast path on two threads and with the grammar
alone, comparing trees and diagnostics. Inputs:

  1. every .ptx file of the lit tests, and mutants of each;
  2. hostile inputs like those test/lit/Robustness generates on the fly
     (garbage bytes, NUL, BOM, CRLF, unterminated comment and string, huge
     names and constants, nesting at and past every limit);
  3. modules generated from the grammar, and mutants of them;
  4. every file of the shared corpus, the big module unpacked from .xz.

Any difference fails the test. Without the corpus, 1-3 still run and the
test exits 77 (skipped) if they pass. The seeds are fixed: a failure
reproduces with the command line printed.
"""
import argparse
import concurrent.futures
import lzma
import os
import random
import subprocess
import sys
import tempfile

HEADER = ".version 8.5\n.target sm_80\n.address_size 64\n"


def function(body):
    return HEADER + ".visible .entry k()\n{\n" + body + "\n  ret;\n}\n"


def hostile_inputs(folder):
    """Writes the shapes of test/lit/Robustness/hostile-inputs.test and
    test/lit/Parse/nesting-limits.test, and a few more, into folder."""
    rng = random.Random(7)
    cases = {
        "garbage": bytes(rng.randrange(256) for _ in range(20000)),
        "nul": function("  ret; \x00").encode(),
        "bom": b"\xef\xbb\xbf" + HEADER.encode(),
        "crlf": function("  ret;").replace("\n", "\r\n").encode(),
        "no-final-newline": function("  ret;").rstrip().encode(),
        "unterminated-comment": function("  ret; /* never closed").encode(),
        "unterminated-string": function('  .pragma "nounroll;').encode(),
        "range": function("  .reg .b32 %r<2000000000>;").encode(),
        "name": function("  .reg .b32 %" + "a" * 1000000 + ";").encode(),
        "labels": function("".join("L%d:\n" % i for i in range(200000))).encode(),
        "digits": function("  .reg .b32 %r1;\n  mov.u32 %r1, " + "9" * 100000 + ";").encode(),
        "flood": function("  frob;\n" * 100000).encode(),
        "blocks-1663": function("{" * 1662 + "}" * 1662).encode(),
        "blocks-1664": function("{" * 1663 + "}" * 1663).encode(),
        "brackets-64": function("  mov.u32 %r1, " + "(" * 64 + "1" + ")" * 64 + ";").encode(),
        "brackets-65": function("  mov.u32 %r1, " + "(" * 65 + "1" + ")" * 65 + ";").encode(),
        "operators-1000": function("  mov.u32 %r1, 1" + "+1" * 1000 + ";").encode(),
        "operators-1001": function("  mov.u32 %r1, 1" + "+1" * 1001 + ";").encode(),
        "negations-999": function("  mov.u32 %r1, " + "-" * 999 + "1;").encode(),
        "initializer-deep": (HEADER + ".global .u32 a[1] = " + "{" * 300 + "1" +
                             "}" * 300 + ";\n").encode(),
        "only-comments": b"// a comment\n/* and another */\n",
        "empty": b"",
    }
    paths = []
    for name, data in cases.items():
        path = os.path.join(folder, name + ".ptx")
        with open(path, "wb") as f:
            f.write(data)
        paths.append(path)
    return paths


def ptx_files(folder):
    return sorted(os.path.join(root, name)
                  for root, _, names in os.walk(folder)
                  for name in names if name.endswith(".ptx"))


def run(verify, args):
    """Runs ptx-parse-verify; returns (passed, report)."""
    cmd = [verify] + args
    proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    shown = cmd if len(cmd) < 12 else cmd[:11] + ["..."]
    report = "$ " + " ".join(shown) + "\n" + proc.stdout + proc.stderr
    return proc.returncode == 0, report


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verify", required=True, help="ptx-parse-verify")
    parser.add_argument("--lit", required=True, help="the lit test folder")
    parser.add_argument("-j", type=int, default=2, help="processes at once")
    parser.add_argument("corpus")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as scratch:
        jobs = [
            ["--mutants", "40", "--seed", "11"] + ptx_files(args.lit),
            ["--seed", "12"] + hostile_inputs(scratch),
            ["--generate", "4000", "--mutants", "2", "--seed", "13"],
        ]
        have_corpus = os.path.isdir(args.corpus)
        if have_corpus:
            files = ptx_files(args.corpus)
            for root, _, names in os.walk(args.corpus):
                for name in sorted(names):
                    if name.endswith(".ptx.xz"):
                        out = os.path.join(scratch, name[:-3])
                        with lzma.open(os.path.join(root, name)) as src, \
                                open(out, "wb") as dst:
                            dst.write(src.read())
                        jobs.append([out])
            # Split the many small files between the processes.
            for i in range(args.j):
                if files[i::args.j]:
                    jobs.append(["--mutants", "2", "--seed", str(20 + i)] +
                                files[i::args.j])

        failed = False
        with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
            for passed, report in pool.map(lambda a: run(args.verify, a), jobs):
                print(report, end="")
                failed |= not passed
        if failed:
            print("FAILED: the fast path and the grammar differ (see above)")
            return 1
        if not have_corpus:
            print(f"skipped the corpus: no folder {args.corpus}")
            return 77
        return 0


if __name__ == "__main__":
    sys.exit(main())
