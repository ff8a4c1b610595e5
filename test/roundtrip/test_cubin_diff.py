#!/usr/bin/env python3
"""Self-test of cubin_diff.py against real ptxas output.

Compiles a small PTX module (written below) and variants of it -- reformatted
(same meaning) and mutated (different meaning) -- with ptxas, and checks that
cubin_diff accepts every reformatting and rejects every mutation, in the
plain, debug (.file/.loc) and relocatable (-c) modes.

Usage: test_cubin_diff.py [--ptxas PATH] [-v]
Exit 0 all checks passed, 1 some failed, 77 ptxas not found.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cubin_diff  # noqa: E402

PTX = """\
//
// cubin_diff self-test module
//
.version 8.0
.target sm_80
.address_size 64

.visible .global .align 4 .u32 g_count;

.visible .entry k_sum(
\t.param .u64 k_sum_param_0,
\t.param .u32 k_sum_param_1
)
{
\t.reg .pred \t%p<2>;
\t.reg .b32 \t%r<12>;
\t.reg .b64 \t%rd<5>;
\t// function-local shared array: `$__k_sum_s_buf__<line>` under -c
\t.shared .align 4 .b8 k_sum_s_buf[128];
\t.shared .align 4 .u32 k_sum_s_total;
@LOC 10 3
\tld.param.u64 \t%rd1, [k_sum_param_0];
\tld.param.u32 \t%r1, [k_sum_param_1];
\tcvta.to.global.u64 \t%rd2, %rd1;
\tmov.u32 \t%r2, %tid.x;
@LOC 11 5
\tshl.b32 \t%r3, %r2, 2;
\tand.b32 \t%r4, %r3, 124;
\tmov.u32 \t%r5, k_sum_s_buf;
\tadd.s32 \t%r6, %r5, %r4;
\tmul.wide.u32 \t%rd3, %r2, 4;
\tadd.s64 \t%rd4, %rd2, %rd3;
\tld.global.u32 \t%r7, [%rd4];
\tadd.s32 \t%r8, %r7, 17;
\tst.shared.u32 \t[%r6], %r8;
\tbar.sync \t0;
@LOC 12 3
\tsetp.ge.u32 \t%p1, %r2, %r1;
\t@%p1 bra \t$L__BB0_2;
\tld.shared.u32 \t%r9, [%r6];
\tatom.shared.add.u32 \t%r10, [k_sum_s_total], %r9;
\tatom.global.add.u32 \t%r11, [g_count], %r10;
$L__BB0_2:
@LOC 13 1
\tret;
}
@FILE
"""


def module(debug=False):
    text = PTX
    if debug:
        text = re.sub(r"^@LOC (\d+) (\d+)$", r"\t.loc\t1 \1 \2", text, flags=re.M)
        text = text.replace("@FILE", '\t.file\t1 "/src/selftest.cu"')
    else:
        text = re.sub(r"^@LOC.*\n", "", text, flags=re.M)
        text = text.replace("@FILE\n", "")
    return text


def reformat(text, blank_lines=0):
    """Same meaning: drop comments, reindent, collapse blanks, add lines."""
    out = []
    for line in text.splitlines():
        line = re.sub(r"//.*", "", line).strip()
        line = re.sub(r"[ \t]+", " ", line)
        if not line:
            continue
        out.append(line if line.endswith(":") or line.startswith((".", "{", "}", ")"))
                   else "        " + line)
    head, rest = out[:3], out[3:]
    return "\n".join(head + [""] * blank_lines + rest) + "\n"


def mutate(text, pattern, repl, count=1):
    new, n = re.subn(pattern, repl, text, count=count, flags=re.M)
    assert n, "mutation %r did not match" % pattern
    return new


class Runner:
    def __init__(self, ptxas, verbose):
        self.ptxas = ptxas
        self.verbose = verbose
        self.failures = 0
        self.checks = 0
        self.work = tempfile.mkdtemp(prefix="cubin-diff-test-")
        self.n = 0

    def compile(self, text, flags):
        self.n += 1
        d = os.path.join(self.work, str(self.n))
        os.mkdir(d)
        with open(os.path.join(d, "m.ptx"), "w") as f:
            f.write(text)
        p = subprocess.run([self.ptxas] + flags + ["m.ptx", "-o", "m.cubin"], cwd=d,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if p.returncode:
            raise RuntimeError("ptxas %s failed: %s" % (" ".join(flags), p.stderr.decode()))
        with open(os.path.join(d, "m.cubin"), "rb") as f:
            return f.read()

    def check(self, name, orig, variant, flags, expect_equal, **mode):
        self.checks += 1
        try:
            a = self.compile(orig, flags)
            b = self.compile(variant, flags)
            diffs = cubin_diff.compare_bytes(a, b, **mode)
        except Exception as e:  # report and go on
            diffs = None
            err = "%s: %s" % (type(e).__name__, e)
        ok = diffs is not None and (not diffs) == expect_equal
        if not ok:
            self.failures += 1
        if not ok or self.verbose:
            why = err if diffs is None else (diffs[0] if diffs else "equivalent")
            print("%s %s [%s %s]: %s" % ("ok  " if ok else "FAIL", name, " ".join(flags),
                                        ",".join("%s=%s" % kv for kv in sorted(mode.items())),
                                        why))

    def close(self):
        shutil.rmtree(self.work, ignore_errors=True)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ptxas", default=os.environ.get("PTXAS") or "/usr/local/cuda/bin/ptxas")
    ap.add_argument("-v", "--verbose", action="store_true")
    opts = ap.parse_args(argv)
    ptxas = shutil.which(opts.ptxas)
    if not ptxas:
        print("test_cubin_diff: ptxas not found (%s) -- skipping" % opts.ptxas)
        return 77

    r = Runner(ptxas, opts.verbose)
    try:
        plain, dbg = module(), module(debug=True)
        imm = (r"(add\.s32 %r8, %r7, )17;", r"\g<1>18;")
        ren = (r"\bg_count\b", "g_counx")
        loc = (r"^(\s*)\.loc\s+1 11 5$", r"\1.loc 1 9 5")
        local = (r"\bk_sum_s_total\b", "k_sum_s_totax")
        arch = ["-arch=sm_80"]
        rdc = arch + ["-c"]

        # Plain: byte-identical after reformatting; any meaning change fails.
        r.check("plain/reformat", plain, reformat(plain, 500), arch, True)
        r.check("plain/immediate", plain, mutate(reformat(plain), *imm), arch, False)
        r.check("plain/rename-global", plain, mutate(reformat(plain), *ren, count=0), arch, False)
        r.check("plain/align", plain, mutate(plain, r"\.align 4 \.u32 g_count", ".align 8 .u32 g_count"),
                arch, False)

        # Debug info (.file/.loc): the PTX text and PTX line table may differ.
        r.check("debug/reformat-bytes", dbg, reformat(dbg, 500), arch, False)
        r.check("debug/reformat", dbg, reformat(dbg, 500), arch, True, debug="strict")
        r.check("debug/reformat-loose", dbg, reformat(dbg, 500), arch, True, debug=True)
        r.check("debug/immediate", dbg, mutate(reformat(dbg), *imm), arch, False, debug="strict")
        r.check("debug/immediate-loose", dbg, mutate(reformat(dbg), *imm), arch, False, debug=True)
        r.check("debug/loc", dbg, mutate(reformat(dbg), *loc), arch, False, debug="strict")
        r.check("debug/loc-loose-ignores-debug_line", dbg, mutate(reformat(dbg), *loc), arch, True,
                debug=True)
        r.check("debug/ptxas-g", plain, reformat(plain, 50), arch + ["-lineinfo"], True,
                debug="strict")

        # Relocatable (-c): `$__k_sum_s_buf__<line>` symbols.
        r.check("rdc/reformat-bytes", plain, reformat(plain, 1000), rdc, False)
        r.check("rdc/reformat", plain, reformat(plain, 1000), rdc, True, rdc=True)
        r.check("rdc/rename-local-shared", plain, mutate(reformat(plain), *local, count=0), rdc,
                False, rdc=True)
        r.check("rdc/immediate", plain, mutate(reformat(plain), *imm), rdc, False, rdc=True)
        # -c with debug info: `.nv_debug_ptx_txt.<hash of the PTX text>`.
        r.check("rdc+debug/reformat", dbg, reformat(dbg, 1000), rdc, True, rdc=True, debug="strict")
        r.check("rdc+debug/loc", dbg, mutate(reformat(dbg), *loc), rdc, False, rdc=True,
                debug="strict")
        r.check("rdc+debug/rename-local-shared", dbg, mutate(reformat(dbg), *local, count=0), rdc,
                False, rdc=True, debug="strict")

        # Not an ELF file.
        r.checks += 1
        try:
            cubin_diff.compare_bytes(b"not an elf", b"not an elf either")
            r.failures += 1
            print("FAIL non-ELF input was accepted")
        except cubin_diff.CubinError:
            pass
    finally:
        r.close()
    print("test_cubin_diff: %d checks, %d failed" % (r.checks, r.failures))
    return 1 if r.failures else 0


if __name__ == "__main__":
    sys.exit(main())
