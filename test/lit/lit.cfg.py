# lit configuration for ptx-lint's user-visible behaviour, in the style of
# LLVM's MC tests: every test runs the tool and checks its output with
# FileCheck, errors at `:[[@LINE]]:COL:`.
import os
import shutil
import subprocess
import sys

import lit.formats

config.name = "ptx-lint"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ptx", ".test", ".sass", ".cu"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py.in", "expect_exit.py",
                   "release_verdicts.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.ptxlint_obj_root, "test", "lit")

path = [config.ptxlint_tools_dir, config.llvm_tools_dir,
        config.environment.get("PATH", os.environ.get("PATH", ""))]
config.environment["PATH"] = os.pathsep.join(path)
# Diagnostics must not depend on the terminal lit happens to run in.
config.environment["TERM"] = "dumb"

# Permission tests mean nothing to root, who may write anywhere.
if hasattr(os, "geteuid") and os.geteuid() != 0:
    config.available_features.add("non-root")
elif hasattr(os, "geteuid"):
    config.available_features.add("root")

# strace, to stop ptx-lint at an exact system call (--fix interrupted
# mid-write); where ptrace is not allowed, strace is as good as absent.
strace = shutil.which("strace")
if strace and subprocess.run([strace, "-o", os.devnull, "true"],
                             stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL).returncode == 0:
    config.available_features.add("strace")

# A build with -DPTXLINT_SANITIZE: the sanitizers' runtimes make system
# calls of their own (tests that stop ptx-lint at one need to know).
if getattr(config, "sanitizers", ""):
    config.available_features.add("sanitizer")

if config.ptxas and os.path.exists(config.ptxas):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", config.ptxas))

# The ptxas of older CUDA releases, for the tests that compare `--cuda R`
# with them: `ptxas-<release>` executables in $PTXLINT_PTXAS_RELEASES, by
# default <build>/ptxas-releases (.ci/run fills it with
# ../shared/multi/fetch-ptxas.sh where that exists). Named %old-ptxas-R,
# not %ptxas-R: lit would replace the %ptxas in it first.
releases_dir = os.environ.get("PTXLINT_PTXAS_RELEASES",
                              os.path.join(config.ptxlint_obj_root, "ptxas-releases"))
for release in ("11.8", "12.4"):
    old_ptxas = os.path.join(releases_dir, "ptxas-" + release)
    if os.access(old_ptxas, os.X_OK):
        config.available_features.add("ptxas-" + release)
        config.substitutions.append(("%old-ptxas-" + release, old_ptxas))

# The CUDA front end (src/Cuda), a module beside ptx-lint when the build had
# clang's libraries; and a CUDA toolkit whose headers it can read.
if os.path.exists(os.path.join(config.ptxlint_tools_dir, "libptxlint-cuda.so")):
    config.available_features.add("cuda-frontend")
cuda_root = os.environ.get("CUDA_PATH", "/usr/local/cuda")
# The precompiled toolkit headers go into the build tree, not the home.
config.environment["PTXLINT_CACHE_DIR"] = os.path.join(
    config.ptxlint_obj_root, "test", "cuda-cache")
if os.path.exists(os.path.join(cuda_root, "include", "cuda_runtime.h")):
    config.available_features.add("cuda-toolkit")

# nvcc, for the tests that compare ptx-lint with what the compiler emits.
nvcc = os.path.join(os.path.dirname(config.ptxas), "nvcc") if config.ptxas \
    else "/usr/local/cuda/bin/nvcc"
if os.path.exists(nvcc):
    config.available_features.add("nvcc")
    config.substitutions.append(("%nvcc", nvcc))

# The team's ../shared folder (PTXLINT_SHARED_DIR): the tests that read
# real compilers' output from it REQUIRE shared-gpu or shared-corpus (its
# gpu/ and corpus/ folders), and are reported as unsupported where it is
# absent. %shared is its path.
shared_dir = getattr(config, "shared_dir", "")
if shared_dir and os.path.isdir(shared_dir):
    config.substitutions.append(("%shared", shared_dir))
    for folder in ("gpu", "corpus"):
        if os.path.isdir(os.path.join(shared_dir, folder)):
            config.available_features.add("shared-" + folder)

# `%expect-exit N cmd ...` checks a command's exact exit status.
config.substitutions.append(
    ("%expect-exit", "%s %s" % (sys.executable,
                                os.path.join(config.test_source_root, "expect_exit.py"))))

# `%cubin-diff [--debug] A B` compares two cubins section by section.
config.substitutions.append(
    ("%cubin-diff", "%s %s" % (sys.executable,
                               os.path.join(config.ptxlint_src_root, "test",
                                            "roundtrip", "cubin_diff.py"))))

# `%release-verdicts`: the RELEASES lines of a folder of modules, checked
# against ptx-lint --cuda or against the releases' ptxas.
config.substitutions.append(
    ("%release-verdicts", "%s %s" % (sys.executable,
                                     os.path.join(config.test_source_root,
                                                  "release_verdicts.py"))))

# `%make-table OUT --elements N ...`: a module holding a lookup table, as
# bench/robustness.py measures them.
config.substitutions.append(
    ("%make-table", "%s %s" % (sys.executable,
                               os.path.join(config.ptxlint_src_root, "bench",
                                            "make_table.py"))))

config.substitutions.append(("%python", sys.executable))

# `%ptx-tblgen`, for the tests of the table generator itself (TableGen/),
# and `%isa-td`, the folder of the ISA description it reads.
config.substitutions.append(
    ("%ptx-tblgen", os.path.join(config.ptxlint_obj_root, "tools", "ptx-tblgen",
                                 "ptx-tblgen")))
config.substitutions.append(
    ("%isa-td", os.path.join(config.ptxlint_src_root, "src", "ISA")))
