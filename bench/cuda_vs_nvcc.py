#!/usr/bin/env python3
"""ptx-lint on a CUDA source for three targets against nvcc for one.

  bench/cuda_vs_nvcc.py build/tools/ptx-lint/ptx-lint /usr/local/cuda/bin/nvcc 7

Writes small translation units into a temporary folder and times, in
rounds (one run of each command per round, so that a change in the
machine's load hits them alike):

  - nvcc -arch=sm_90a -cubin -o /dev/null TU              (one target)
  - nvcc for the same three targets as ptx-lint (-gencode each), for scale
  - ptx-lint --target sm_80,sm_90a,sm_100a TU, cold: PTXLINT_CACHE_DIR a
    fresh empty folder each run, so the toolkit's headers are parsed and
    precompiled for each target
  - the same, warm: the cache filled by a first, untimed run
  - the same, without a cache (PTXLINT_CACHE_DIR empty)
  - ptx-lint --target sm_90a alone, warm, for the same work as nvcc's

The translation units: `#include <cuda/ptx>` and a trivial kernel; and
cuda_runtime.h + cuda_fp16.h and the same kernel. Wall time, and CPU time
(user + system) from the resource usage of the waited-for children, so
nvcc's cudafe++, cicc and ptxas count. Prints the median of N runs of
each, and the load average before and after. Asserts nothing.
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

TARGETS = ["sm_80", "sm_90a", "sm_100a"]

KERNEL = """
__global__ void scale(float *data, float factor, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= factor;
}
"""

UNITS = {
    "cuda/ptx": "#include <cuda/ptx>\n" + KERNEL,
    "cuda_runtime.h + cuda_fp16.h":
        "#include <cuda_runtime.h>\n#include <cuda_fp16.h>\n" + KERNEL,
}


def run(command, env=None):
    """Runs command; returns (wall seconds, CPU seconds of it and its
    descendants, exit status)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, env=env, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.returncode, done.stderr.decode(errors="replace")


def load():
    return "%.2f %.2f %.2f" % os.getloadavg()


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("ptx_lint", help="the ptx-lint binary")
    parser.add_argument("nvcc", help="the nvcc binary")
    parser.add_argument("repeat", type=int, help="runs of each command")
    parser.add_argument("--no-three-target-nvcc", action="store_true",
                        help="skip nvcc for the three targets")
    args = parser.parse_args()
    if args.repeat < 1:
        parser.error("repeat must be at least 1")

    work = tempfile.mkdtemp(prefix="ptxlint-cuda-bench-")
    try:
        print("load average before: %s" % load())
        print("median of %d runs; wall / CPU (user + system) seconds" % args.repeat)
        print()
        header = "| TU | command | targets | wall | CPU |"
        print(header)
        print("|---|---|---|---|---|")
        for unit, (name, text) in enumerate(UNITS.items()):
            source = os.path.join(work, "unit.cu")
            with open(source, "w") as f:
                f.write(text)
            base = dict(os.environ)
            commands = {
                "nvcc -arch=sm_90a -cubin": (
                    [args.nvcc, "-arch=sm_90a", "-cubin", "-o", os.devnull, source],
                    None, 1),
            }
            if not args.no_three_target_nvcc:
                gencode = []
                for t in TARGETS:
                    gencode += ["-gencode", "arch=compute_%s,code=%s" % (t[3:], t)]
                commands["nvcc, -gencode for each (-fatbin)"] = (
                    [args.nvcc] + gencode + ["-fatbin", "-o", os.devnull, source],
                    None, 3)
            lint = [args.ptx_lint, "--no-config", "--target", ",".join(TARGETS), source]
            warm_dir = os.path.join(work, "warm-cache-%d" % unit)
            os.makedirs(warm_dir, exist_ok=True)
            subprocess.run(lint, env=dict(base, PTXLINT_CACHE_DIR=warm_dir),
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            commands["ptx-lint, cold cache"] = (lint, "cold", 3)
            commands["ptx-lint, warm cache"] = (lint, dict(base, PTXLINT_CACHE_DIR=warm_dir), 3)
            commands["ptx-lint, no cache"] = (lint, dict(base, PTXLINT_CACHE_DIR=""), 3)
            one = [args.ptx_lint, "--no-config", "--target", "sm_90a", source]
            commands["ptx-lint --target sm_90a, warm cache"] = (
                one, dict(base, PTXLINT_CACHE_DIR=warm_dir), 1)

            times = {label: [] for label in commands}
            for round_ in range(args.repeat):
                for label, (command, env, _) in commands.items():
                    if env == "cold":
                        cold_dir = os.path.join(work, "cold-%d-%d" % (unit, round_))
                        os.makedirs(cold_dir)
                        env = dict(base, PTXLINT_CACHE_DIR=cold_dir)
                    wall, cpu, status, err = run(command, env)
                    if status != 0:
                        sys.exit("%s failed (exit %d):\n%s" % (" ".join(command), status, err))
                    times[label].append((wall, cpu))
            for label, (_, _, count) in commands.items():
                walls = [w for w, _ in times[label]]
                cpus = [c for _, c in times[label]]
                print("| %s | %s | %d | %.2f s | %.2f s |" % (
                    name, label, count, statistics.median(walls),
                    statistics.median(cpus)))
        print()
        print("load average after: %s" % load())
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
