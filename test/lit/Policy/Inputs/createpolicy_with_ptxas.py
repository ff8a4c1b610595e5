"""Checks what ptx-lint says ptxas folds createpolicy.fractional into
(`ptx-lint --explain-line`: "ptxas folds it into 0x...") against ptxas.

usage: createpolicy_with_ptxas.py PTXAS PTX_LINT OUTDIR ARCH...

For each case a kernel stores the policy of one createpolicy; ptxas folds
the instruction into a move of the descriptor's high 32 bits (the low 32
are 0 for fraction policies). The predicted high word must appear as the
immediate (bits 32-63) of an instruction of the kernel's code, and the
words of the neighbouring fraction fields must not. Exits 1 on any
mismatch.
"""
import os
import re
import struct
import subprocess
import sys

ptxas, ptx_lint, outdir = sys.argv[1:4]
archs = sys.argv[4:] or ["sm_80"]

PRIORITIES = [".L2::evict_last", ".L2::evict_normal", ".L2::evict_first",
              ".L2::evict_unchanged"]
# Fractions around the field boundaries ptx-lint models: floor(f * 15.99)
# in single precision. 0f3D80147F is the first float whose field is 1,
# 0f3E401EBD the first of field 3, 0f3F70266D the first of field 15.
FRACTIONS = ["1.0", "0.5", "0.0625", "0f3D80147E", "0f3D80147F", "0.1",
             "0f3E401EBC", "0f3E401EBD", "0.25", "0.75", "0f3F70266C",
             "0f3F70266D", "0.999", "1e-10"]
cases = []
for p in PRIORITIES:
    cases.append("createpolicy.fractional%s.b64 %%rd2;" % p)
    for s in ["", ".L2::evict_first", ".L2::evict_unchanged"]:
        cases.append("createpolicy.fractional%s%s.b64 %%rd2, 0.5;" % (p, s))
for f in FRACTIONS:
    cases.append("createpolicy.fractional.L2::evict_last.L2::evict_first.b64 %%rd2, %s;" % f)


def text_words(path):
    """Bits 32-63 of every instruction of the cubin's .text sections."""
    data = open(path, "rb").read()
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
                for i in range(shnum)]
    names = sections[shstrndx]
    words = set()
    for s in sections:
        start = names[4] + s[0]
        name = data[start:data.index(b"\0", start)].decode()
        if name.startswith(".text"):
            body = data[s[4]:s[4] + s[5]]
            for at in range(0, len(body), 16):
                words.add(struct.unpack_from("<I", body, at + 4)[0])
    return words


failures = 0
for arch in archs:
    for n, instruction in enumerate(cases):
        run = subprocess.run([ptx_lint, "--explain-line", instruction],
                             capture_output=True, text=True)
        m = re.search(r"ptxas folds it into (0x[0-9A-F]{16})", run.stdout)
        if not m:
            print("%s %s: MISMATCH: ptx-lint predicts nothing: %s"
                  % (arch, instruction, run.stdout + run.stderr))
            failures += 1
            continue
        predicted = int(m.group(1), 16)
        ptx = os.path.join(outdir, "case%d.ptx" % n)
        cubin = os.path.join(outdir, "case%d.%s.cubin" % (n, arch))
        with open(ptx, "w") as f:
            f.write(".version 8.0\n.target %s\n.address_size 64\n"
                    ".visible .entry k(.param .u64 out)\n{\n"
                    "  .reg .b64 %%rd<4>;\n  ld.param.u64 %%rd1, [out];\n"
                    "  %s\n  st.global.u64 [%%rd1], %%rd2;\n  ret;\n}\n"
                    % (arch, instruction))
        subprocess.run([ptxas, "-arch=" + arch, ptx, "-o", cubin], check=True)
        words = text_words(cubin)
        high = predicted >> 32
        field = (high >> 20) & 15
        others = [(high & ~(15 << 20)) | (f << 20) for f in range(16) if f != field]
        if predicted & 0xFFFFFFFF or high not in words or any(o in words for o in others):
            print("%s %s: MISMATCH: predicted 0x%016X is not what ptxas emits"
                  % (arch, instruction, predicted))
            failures += 1
        else:
            print("%s %s -> 0x%016X" % (arch, instruction, predicted))
print("%d cases: %s" % (len(cases) * len(archs),
                         "all agree" if not failures else "%d disagree" % failures))
sys.exit(1 if failures else 0)
