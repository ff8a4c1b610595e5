#!/usr/bin/env python3
"""What checking one instruction costs, by kind, against the cheapest line.

For each instruction below, writes a kernel of N copies of it (N = 200,000
by default), runs `ptx-lint -j 1` on it a few times and reports the median
user CPU time per instruction, and its ratio to the first line, `trap`: a
modelled instruction with no qualifiers and no operands, the least any
checked line costs, which no issue is going to change (the baseline was
an unmodelled opcode, `add.s32` until issue 16 and then
`match.any.sync.b32` until issue 17 modelled the synchronization
instructions). Issue 15's goal was a modelled instruction at most twice
an unmodelled one. The numbers include
parsing, which every instruction pays alike; compare them on one machine, in
one run. Nothing here asserts a time: it reports, for docs/performance.md.
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile

INSTRUCTIONS = [
    ("trap (baseline)", "trap;"),
    ("match.any.sync.b32", "match.any.sync.b32 %r1, %r2, %r3;"),
    ("add.s32", "add.s32 %r1, %r2, %r3;"),
    ("mad.lo.s32", "mad.lo.s32 %r1, %r2, %r3, %r1;"),
    ("setp.lt.s32", "setp.lt.s32 %p1, %r1, %r2;"),
    ("fma.rn.f32", "fma.rn.f32 %f1, %f2, %f1, %f2;"),
    ("ld.global.u32", "ld.global.u32 %r1, [%rd1];"),
    ("st.global.v2.u32", "st.global.v2.u32 [%rd1+8], {%r1, %r2};"),
    ("cvt.rn.f32.s32", "cvt.rn.f32.s32 %f1, %r1;"),
    ("cvt.rn.bf16x2.f32", "cvt.rn.bf16x2.f32 %r1, %f1, %f2;"),
    ("mov.u32", "mov.u32 %r1, %r2;"),
    ("cp.async.ca.shared.global", "cp.async.ca.shared.global [%rd2], [%rd1], 16;"),
    # Frequent in real PTX, and modelled by issue 17.
    ("atom.global.add.u32", "atom.global.add.u32 %r1, [%rd1], %r2;"),
    ("red.global.add.u32", "red.global.add.u32 [%rd1], %r2;"),
    ("bar.sync", "bar.sync 0;"),
    ("vote.sync.ballot.b32", "vote.sync.ballot.b32 %r1, %p1, %r2;"),
]

# With --errors: lines ptx-lint refuses, for what explaining costs. Forms
# are compared without building messages; only the one reported explains
# (docs/isa-model.md, "Checker mechanics"). cvt, prefetch and createpolicy
# have several forms each, so their refusals try them all; ld has one.
ERROR_INSTRUCTIONS = [
    INSTRUCTIONS[0],  # The baseline, accepted.
    ("cvt, wrong register", "cvt.rn.f32.s32 %r1, %f1;"),
    ("cvt, misspelt type", "cvt.rn.f32.s23 %f1, %r1;"),
    ("ld, wrong register", "ld.global.u32 %f1, [%rd1];"),
    ("prefetch, misspelt level", "prefetch.global.L3 [%rd1];"),
    ("createpolicy, wrong type", "createpolicy.fractional.L2::evict_last.b32 %rd1, 1.0;"),
]

HEADER = """.version 8.6
.target sm_90
.address_size 64
.visible .entry k()
{
  .reg .b32 %r<4>;
  .reg .b64 %rd<3>;
  .reg .f32 %f<3>;
  .reg .pred %p<2>;
"""


def user_seconds(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ptx-lint", required=True)
    parser.add_argument("--count", type=int, default=200000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--errors", action="store_true",
                        help="time lines ptx-lint refuses (one finding "
                             "printed per file), not accepted ones")
    args = parser.parse_args()
    instructions = ERROR_INSTRUCTIONS if args.errors else INSTRUCTIONS
    quiet = ["--max-diagnostics", "1"] if args.errors else []

    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, line in instructions:
            path = os.path.join(tmp, "k.ptx")
            with open(path, "w", encoding="utf-8") as f:
                f.write(HEADER)
                f.write(("  " + line + "\n") * args.count)
                f.write("  ret;\n}\n")
            check = subprocess.run([args.ptx_lint, *quiet, path],
                                   capture_output=True, text=True)
            refused = check.returncode != 0
            if refused != (args.errors and name != INSTRUCTIONS[0][0]):
                print(f"{name}: ptx-lint " +
                      ("rejects" if refused else "accepts") + " the line: "
                      f"{check.stdout or check.stderr}".strip(), file=sys.stderr)
                return 1
            times = [user_seconds([args.ptx_lint, "-j", "1", *quiet, path])
                     for _ in range(args.runs)]
            results.append((name, statistics.median(times) / args.count * 1e6))

    base = results[0][1]
    print(f"{'instruction':28} {'us/instr':>9} {'x base':>6}")
    for name, micros in results:
        print(f"{name:28} {micros:9.2f} {micros / base:6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
