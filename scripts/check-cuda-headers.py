#!/usr/bin/env python3
"""Check every asm statement of CCCL's cuda::ptx and CuTe's cute/arch.

    check-cuda-headers.py PTX_LINT CCCL_CHECKOUT CUTLASS_CHECKOUT
        [--targets sm_80,sm_90a,sm_100a] [--keep DIR] [-- EXTRA PTX-LINT ARGS]

Writes a .cu that includes <cuda/ptx> (which reaches every header under
libcudacxx/include/cuda/__ptx; the script checks that it does) and every
header under CUTLASS's include/cute/arch, and runs ptx-lint on it for the
targets, with the checkouts as -I directories: user headers, checked in
full, not system headers whose unused code is skipped. Prints the findings
grouped by file and ID and exits 1 if there is any error, 2 if ptx-lint
could not run.

The macros are those of a default CUTLASS build (CMakeLists.txt:
CUTLASS_ENABLE_TENSOR_CORE_MMA, the GDC switches), plus
CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED so that every GMMA shape is seen,
and _CCCL_NO_SYSTEM_HEADER: CCCL's headers mark themselves system headers
(`#pragma clang system_header`) unless told not to.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

CUTLASS_DEFINES = [
    "CUTLASS_ENABLE_TENSOR_CORE_MMA=1",
    "CUTLASS_ENABLE_GDC_FOR_SM90=1",
    "CUTLASS_ENABLE_GDC_FOR_SM100=1",
    "CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED",
    "_CCCL_NO_SYSTEM_HEADER",
]


def headers_under(root, suffixes):
    found = []
    for directory, _, files in os.walk(root):
        for name in files:
            if name.endswith(suffixes):
                found.append(os.path.join(directory, name))
    return sorted(found)


def include_closure(start, include_dir):
    """The headers under include_dir that start reaches by #include."""
    seen, work = set(), [start]
    pattern = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)
    while work:
        path = work.pop()
        if path in seen:
            continue
        seen.add(path)
        try:
            text = open(path, encoding="utf-8", errors="replace").read()
        except OSError:
            continue
        for name in pattern.findall(text):
            for base in (include_dir, os.path.dirname(path)):
                candidate = os.path.normpath(os.path.join(base, name))
                if os.path.isfile(candidate):
                    work.append(candidate)
                    break
    return seen


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ptx_lint")
    parser.add_argument("cccl")
    parser.add_argument("cutlass")
    parser.add_argument("--targets", default="sm_80,sm_90a,sm_100a")
    parser.add_argument("--keep", metavar="DIR",
                        help="write the .cu and ptx-lint's JSON here and keep them")
    parser.add_argument("extra", nargs="*", help="more ptx-lint arguments, after --")
    args = parser.parse_args()

    libcudacxx = os.path.join(os.path.abspath(args.cccl), "libcudacxx", "include")
    cutlass = os.path.join(os.path.abspath(args.cutlass), "include")
    ptx_dir = os.path.join(libcudacxx, "cuda", "__ptx")
    cute_arch = os.path.join(cutlass, "cute", "arch")
    for path in (ptx_dir, cute_arch):
        if not os.path.isdir(path):
            sys.exit("check-cuda-headers: no directory %s" % path)

    reached = include_closure(os.path.join(libcudacxx, "cuda", "ptx"), libcudacxx)
    missed = [h for h in headers_under(ptx_dir, (".h",)) if h not in reached]
    if missed:
        print("warning: <cuda/ptx> does not reach %d header(s) under cuda/__ptx:"
              % len(missed))
        for h in missed:
            print("  " + os.path.relpath(h, libcudacxx))

    cute_headers = headers_under(cute_arch, (".hpp", ".h"))
    lines = ["// Written by scripts/check-cuda-headers.py.", "#include <cuda/ptx>"]
    lines += ["#include <%s>" % os.path.relpath(h, cutlass) for h in cute_headers]
    source = "\n".join(lines) + "\n"

    work = args.keep or tempfile.mkdtemp(prefix="check-cuda-headers.")
    os.makedirs(work, exist_ok=True)
    cu = os.path.join(work, "all_headers.cu")
    with open(cu, "w") as f:
        f.write(source)

    command = [args.ptx_lint, "--target", args.targets, "-std=c++17",
               "-I", libcudacxx, "-I", cutlass, "--format=json", "--max-findings=0"]
    command += ["-D" + d for d in CUTLASS_DEFINES]
    command += args.extra + [cu]
    print("$ " + " ".join(command), flush=True)
    run = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         universal_newlines=True)
    if args.keep:
        with open(os.path.join(work, "ptx-lint.json"), "w") as f:
            f.write(run.stdout)
    if run.stderr.strip():
        sys.stderr.write(run.stderr)
    try:
        report = json.loads(run.stdout)
    except ValueError:
        print("check-cuda-headers: ptx-lint wrote no JSON (exit %d)" % run.returncode)
        return 2

    groups = collections.defaultdict(list)
    counts = collections.Counter()
    for d in report.get("diagnostics", []):
        name = d["file"]
        for base in (libcudacxx, cutlass):
            if name.startswith(base + os.sep):
                name = os.path.relpath(name, base)
        groups[(name, d["id"], d["severity"])].append(d)
        counts[d["severity"]] += 1
    for (name, ident, severity), found in sorted(groups.items()):
        print("%s: %s [%s] x%d" % (name, severity, ident, len(found)))
        for d in found:
            where = d["range"]["start"]
            targets = ",".join(d.get("targets", [])) or "all targets"
            print("  %d:%d (%s) %s" % (where["line"], where["column"], targets,
                                      d["message"]))
    print("%d error(s), %d warning(s) in %d group(s); targets %s"
          % (counts["error"], counts["warning"], len(groups), args.targets))
    if run.returncode not in (0, 1):
        print("check-cuda-headers: ptx-lint exited %d" % run.returncode)
        return 2
    return 1 if counts["error"] else 0


if __name__ == "__main__":
    sys.exit(main())
