#!/usr/bin/env python3
"""Runs nvim_client.lua in `nvim --headless` against ptx-lint --lsp.
Exits 77 (skipped, for ctest) where nvim is not installed.

  run_nvim.py --ptx-lint build/tools/ptx-lint/ptx-lint [--nvim nvim]
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

# A mistake on line 11 (.L2::cache_hint needs sm_80), in a layout the
# canonical printer changes, with comments it must keep.
MISTAKE = """\
.version 7.4
.target sm_75
.address_size 64
// a kernel
.visible .entry k(.param .u64 p)
{
.reg .b32 %r<4>;
     .reg .b64 %rd<3>;
  ld.param.u64 %rd1, [p];   // the pointer
  mov.u64 %rd2, 0;
  ld.global.L2::cache_hint.b32 %r1, [%rd1], %rd2;
  ret;
}
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ptx-lint", required=True)
    parser.add_argument("--nvim", default="nvim")
    args = parser.parse_args()
    nvim = shutil.which(args.nvim)
    if not nvim:
        print("nvim is not installed: skipped")
        return 77
    here = os.path.dirname(os.path.abspath(__file__))
    ptx_lint = os.path.abspath(args.ptx_lint)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "kernel.ptx")
        with open(path, "w") as f:
            f.write(MISTAKE)
        fixed = os.path.join(tmp, "fixed.ptx")
        with open(fixed, "w") as f:
            f.write(MISTAKE.replace("sm_75", "sm_80"))
        expected = subprocess.run(
            [ptx_lint, "--no-config", "--emit=canonical", "--keep-comments",
             fixed], check=True, capture_output=True, text=True).stdout
        expected_file = os.path.join(tmp, "expected.ptx")
        with open(expected_file, "w") as f:
            f.write(expected)
        env = dict(os.environ, PTX_LINT=ptx_lint, PTX_FILE=path,
                   EXPECTED_FILE=expected_file, XDG_CONFIG_HOME=tmp,
                   XDG_DATA_HOME=tmp, XDG_STATE_HOME=tmp, XDG_CACHE_HOME=tmp)
        try:
            run = subprocess.run(
                [nvim, "--headless", "--clean", "-n", "-c",
                 "luafile " + os.path.join(here, "nvim_client.lua")],
                env=env, cwd=tmp, stdin=subprocess.DEVNULL,
                capture_output=True, text=True, timeout=120)
        except subprocess.TimeoutExpired:
            print("FAIL: nvim did not finish")
            return 1
        sys.stdout.write(run.stdout)
        sys.stdout.write(run.stderr)
        if run.returncode != 0 or "OK" not in run.stdout + run.stderr:
            print("FAIL: nvim exited with %d" % run.returncode)
            return 1
    print("nvim: diagnostic at 11:12, fixed, formatted: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
