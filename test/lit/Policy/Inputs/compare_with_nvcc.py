"""Compiles kernels that use cuda::access_property with nvcc -ptx and checks
that the cache policy reaching each `.L2::cache_hint` access is the
descriptor `ptx-lint --policy-for` predicts.

usage: compare_with_nvcc.py NVCC PTX_LINT KERNELS.cu OUTDIR ARCH...

Each kernel of KERNELS.cu (extern "C") follows a line
`// policy-for: <property>`. The descriptor nvcc emits is read with
`ptx-lint --explain --format=json`, which follows the value through the
registers (mov, selp of constants chosen by a constant condition, ...).
Where nvcc computes a range descriptor at run time -- for a pointer known
only then, and for every range on targets where it does not fold libcu++'s
__ap_floor_log2 (sm_100 and later with CUDA 13.0) -- it ORs the computed
fields into a constant: then the constant's top byte (kind, priorities and
flags, bits 56-63) is compared with the prediction's. Prints one line per
kernel and exits 1 on any mismatch.
"""
import json
import os
import re
import subprocess
import sys

nvcc, ptx_lint, source, outdir = sys.argv[1:5]
archs = sys.argv[5:] or ["sm_80"]

expected = []  # (kernel, property)
pending = None
for line in open(source):
    m = re.match(r"\s*//\s*policy-for:\s*(.+?)\s*$", line)
    if m:
        pending = m.group(1)
        continue
    m = re.match(r"\s*(?:STATIC_)?KERNEL\((\w+),", line)
    if m and pending:
        expected.append((m.group(1), pending))
        pending = None

def policy_for(spec):
    run = subprocess.run([ptx_lint, "--policy-for", spec, "--format=json"],
                         capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit("ptx-lint --policy-for %r failed: %s" % (spec, run.stderr))
    return json.loads(run.stdout)

failures = 0
checked = 0
for arch in archs:
    ptx = os.path.join(outdir, "access_property.%s.ptx" % arch)
    subprocess.run([nvcc, "-arch=" + arch, "-ptx", "-o", ptx, source], check=True)
    lines = open(ptx).read().split("\n")
    # Kernel name by line: each .entry starts a function.
    starts = [(i + 1, m.group(1)) for i, l in enumerate(lines)
              for m in [re.match(r"\.visible \.entry (\w+)\(", l)] if m]
    def kernel_at(line):
        name = None
        for start, kernel in starts:
            if start <= line:
                name = kernel
        return name
    run = subprocess.run([ptx_lint, "--explain", "--format=json", ptx],
                         capture_output=True, text=True)
    notes = json.loads(run.stdout)["diagnostics"]
    emitted = {}
    for note in notes:
        message = note["message"]
        if not message.startswith("cache policy"):
            continue
        kernel = kernel_at(note["range"]["start"]["line"])
        m = re.search(r"' is (0x[0-9A-F]{16})", message)
        partial = re.search(r"from the constant (0x[0-9A-F]{16})", message)
        if m:
            emitted[kernel] = (int(m.group(1), 16), False)
        elif partial:
            emitted[kernel] = (int(partial.group(1), 16), True)
        else:
            emitted[kernel] = (None, False)
    for kernel, spec in expected:
        checked += 1
        policy = policy_for(spec)
        value, partial = emitted.get(kernel, (None, False))
        if value is None:
            print("%s %s: MISMATCH: no descriptor found in nvcc's output" % (arch, kernel))
            failures += 1
            continue
        predicted = int(policy["descriptor"], 16)
        known = int(policy["knownBits"], 16)
        if not partial and known != (1 << 64) - 1:
            print("%s %s: MISMATCH: nvcc emits a constant, policyFor says it "
                  "depends on the pointer" % (arch, kernel))
            failures += 1
            continue
        if partial:
            known = 0xFF << 56
        if value & known != predicted & known:
            print("%s %s: MISMATCH: nvcc emits 0x%016X, policyFor(%s) predicts %s (known bits %s)"
                  % (arch, kernel, value, spec, policy["descriptor"], policy["knownBits"]))
            failures += 1
            continue
        print("%s %s: 0x%016X%s = policyFor(%s)" % (arch, kernel, value,
              " (bits 56-63; the rest at run time)" if partial else "", spec))

print("%d kernel builds: %s" % (checked, "all agree" if not failures else
                                  "%d disagree" % failures))
sys.exit(1 if failures else 0)
