#!/usr/bin/env python3
"""Round-trip test: ptxas must compile a PTX file and its canonical form
(`ptx-lint --emit=canonical`) to the same machine code.

Usage:
  roundtrip.py --ptx-lint PATH [--ptxas PATH] [-j N] [--subset N] PTX-or-DIR...

For every PTX file:
  1. pick `-arch=<first .target token>`, add `-c` for relocatable code
     (`.rdc.` in the file name, or extern functions/variables ptxas cannot
     resolve on its own);
  2. copy the file to <tmp>/a/NAME.ptx, write its canonical form to
     <tmp>/b/NAME.ptx (same base name: cubins record the input name);
  3. check idempotence: canonical(canonical(x)) == canonical(x), byte for byte;
  4. compile a/NAME.ptx and b/NAME.ptx with identical flags, cwd = a/ resp. b/
     and relative file names;
  5. compare the cubins with cubin_diff (--debug-strict rules, or --debug
     with --debug-rules=loose, when the PTX carries debug info or a
     --ptxas-flag such as -lineinfo adds it; --rdc rules when compiled
     with -c).

Prints one line per failing (FAIL) or skipped (SKIP) file and a final line
`roundtrip: N passed, M failed, K skipped`.  Exit status: 0 all passed,
1 something failed, 2 usage error, 77 ptxas or the input directory is
missing (the ctest SKIP_RETURN_CODE).

A file is skipped when ptxas rejects the original or the file has no .target.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cubin_diff  # noqa: E402

SKIP_RETURN_CODE = 77
DEFAULT_PTXAS = "/usr/local/cuda/bin/ptxas"

# Extern functions that ptxas resolves itself (CUDA device runtime/system
# calls); any other `.extern .func` needs relocatable compilation (-c).
SYSTEM_FUNCS = {
    "vprintf", "malloc", "free", "__assertfail", "__assert_fail",
    "cudaGetParameterBuffer", "cudaGetParameterBufferV2",
}

# ptxas flags that put debug sections (PTX text, line tables) in the cubin
# even when the PTX has no debug info.
PTXAS_DEBUG_FLAGS = {"-g", "--device-debug", "-lineinfo", "--generate-line-info"}

_COMMENT_RE = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
_TARGET_RE = re.compile(r"^\s*\.target\s+([^\n;]*)", re.M)
_DEBUG_RE = re.compile(r"^\s*(\.loc|\.file)\s|^\s*\.section\s+\.debug", re.M)
_EXTERN_FUNC_RE = re.compile(
    r"\.extern\s+\.func\s*(?:\([^)]*\)\s*)?([A-Za-z_$%][\w$%]*)")
_EXTERN_VAR_RE = re.compile(r"\.extern\s+\.(global|const)\b")
_LOCAL_SHARED_RE = re.compile(r"^\s+\.shared\s", re.M)


class PtxInfo:
    """What the round trip needs to know about one PTX file."""

    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)
        self.size = os.path.getsize(path)
        with open(path, "rb") as f:
            text = f.read().decode("latin-1")
        code = _COMMENT_RE.sub(" ", text)
        m = _TARGET_RE.search(code)
        self.targets = [t.strip() for t in m.group(1).split(",")] if m else []
        self.arch = self.targets[0] if self.targets and self.targets[0] else None
        self.debug = "debug" in self.targets[1:] or bool(_DEBUG_RE.search(code))
        externs = set(_EXTERN_FUNC_RE.findall(code))
        self.user_extern = bool(externs - SYSTEM_FUNCS) or bool(_EXTERN_VAR_RE.search(code))
        self.rdc = ".rdc." in self.name or self.user_extern
        self.local_shared = bool(_LOCAL_SHARED_RE.search(code))
        if ".G." in self.name:
            self.variant = "G"
        elif ".lineinfo." in self.name:
            self.variant = "lineinfo"
        elif ".rdc." in self.name:
            self.variant = "rdc"
        elif self.debug:
            self.variant = "debug"
        else:
            self.variant = "plain"
        # Source name: corpus files are <source>.<target>[.<variant>].ptx
        self.source = self.name.split(".", 1)[0]

    def ptxas_flags(self, extra):
        flags = ["-arch=" + self.arch]
        if self.rdc:
            flags.append("-c")
        return flags + list(extra)


def collect(paths):
    """Expands directories (recursively) to their *.ptx files."""
    files = []
    for p in paths:
        if os.path.isdir(p):
            for root, dirs, names in os.walk(p):
                dirs.sort()
                for n in sorted(names):
                    if n.endswith(".ptx"):
                        files.append(os.path.join(root, n))
        else:
            files.append(p)
    seen = set()
    out = []
    for f in files:
        key = os.path.abspath(f)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


def pick_subset(infos, n):
    """Deterministic representative subset: every (target, variant) group
    first (so at least one file per group, even if n is smaller), then more
    rounds until n files.  Within a group the pick prefers features the
    subset does not cover yet (user externs, local .shared in relocatable
    code, debug info), then the smallest file, a file from a source not
    chosen yet counting as 64 KiB smaller."""
    groups = {}
    for i in infos:
        groups.setdefault((i.arch or "", i.variant), []).append(i)
    keys = sorted(groups)
    for k in keys:
        groups[k].sort(key=lambda i: (i.size, i.name))
    chosen = []
    chosen_names = set()
    used_sources = set()
    covered = set()

    def features(i):
        f = {"debug"} if i.debug else set()
        if i.user_extern:
            f.add("user_extern")
        if i.rdc and i.local_shared:
            f.add("rdc_local_shared")
        return f

    target = max(n, len(keys))
    while len(chosen) < min(target, len(infos)):
        progress = False
        for k in keys:
            if len(chosen) >= target:
                break
            cands = [i for i in groups[k] if i.path not in chosen_names]
            if not cands:
                continue
            best = min(cands, key=lambda i: (-len(features(i) - covered),
                                             i.size + (65536 if i.source in used_sources else 0),
                                             i.name))
            chosen.append(best)
            chosen_names.add(best.path)
            used_sources.add(best.source)
            covered |= features(best)
            progress = True
        if not progress:
            break
    return sorted(chosen, key=lambda i: i.path)


class Result:
    def __init__(self, info, status, reason="", details=None, seconds=0.0):
        self.info = info
        self.status = status  # "pass", "fail", "skip"
        self.reason = reason
        self.details = details or []
        self.seconds = seconds


def _first_line(text, limit=300):
    for line in text.splitlines():
        line = line.strip()
        if line:
            return line[:limit]
    return ""


def _first_text_diff(a, b):
    la = a.split(b"\n")
    lb = b.split(b"\n")
    for n, (x, y) in enumerate(zip(la, lb), 1):
        if x != y:
            return "line %d: %r vs %r" % (n, x[:120].decode("latin-1"), y[:120].decode("latin-1"))
    return "line %d: one output is longer (%d vs %d lines)" % (min(len(la), len(lb)) + 1, len(la), len(lb))


def _run(cmd, cwd, timeout, stdout_file=None):
    try:
        if stdout_file is not None:
            with open(stdout_file, "wb") as out:
                p = subprocess.run(cmd, cwd=cwd, stdin=subprocess.DEVNULL, stdout=out,
                                   stderr=subprocess.PIPE, timeout=timeout)
            return p.returncode, b"", p.stderr
        p = subprocess.run(cmd, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, b"", b"timed out after %d s" % timeout
    except OSError as e:
        return None, b"", str(e).encode()


def run_one(info, opts):
    t0 = time.monotonic()
    if not info.arch:
        return Result(info, "skip", "no .target directive")
    work = tempfile.mkdtemp(prefix="rt-%s-" % info.name[:40], dir=opts.work_dir)
    try:
        res = _run_one(info, opts, work)
    except Exception as e:  # a bug here must not hide the other files
        res = Result(info, "fail", "internal error: %s: %s" % (type(e).__name__, e))
    res.seconds = time.monotonic() - t0
    if opts.keep or (opts.keep_failed and res.status == "fail"):
        res.details.append("work directory kept: %s" % work)
    else:
        shutil.rmtree(work, ignore_errors=True)
    return res


def _run_one(info, opts, work):
    a_dir = os.path.join(work, "a")
    b_dir = os.path.join(work, "b")
    os.mkdir(a_dir)
    os.mkdir(b_dir)
    base = info.name
    b_ptx = os.path.join(b_dir, base)
    shutil.copyfile(info.path, os.path.join(a_dir, base))
    flags = info.ptxas_flags(opts.ptxas_flag)
    cubin = os.path.splitext(base)[0] + ".cubin"
    ptxas_cmd = [opts.ptxas] + flags + [base, "-o", cubin]
    # ptx-lint, like ptxas, runs in a/ resp. b/ on the relative name, so
    # both of its runs see the same file name.
    # Relocatable code (ptxas -c) is checked as such (-c): it may call
    # functions other modules define.
    lint_cmd = [opts.ptx_lint] + (["-c"] if info.rdc else []) + ["--emit=canonical", base]

    # The original first: a file ptxas rejects is skipped, whatever ptx-lint
    # thinks of it.
    rc, _, err = _run(ptxas_cmd, a_dir, opts.timeout)
    if rc != 0:
        return Result(info, "skip", "ptxas %s rejects the original: %s"
                      % (" ".join(flags), _first_line(err.decode("latin-1", "replace"))))

    # Canonical form.
    rc, _, err = _run(lint_cmd, a_dir, opts.timeout, stdout_file=b_ptx)
    if rc != 0:
        return Result(info, "fail", "ptx-lint --emit=canonical %s: %s"
                      % ("exit %d" % rc if rc is not None else "failed",
                         _first_line(err.decode("latin-1", "replace")) or "(no message)"))
    with open(b_ptx, "rb") as f:
        canon = f.read()

    # Idempotence.
    if not opts.no_idempotence:
        rc, canon2, err = _run(lint_cmd, b_dir, opts.timeout)
        if rc != 0:
            return Result(info, "fail", "ptx-lint --emit=canonical on its own output: %s: %s"
                          % ("exit %d" % rc if rc is not None else "failed",
                             _first_line(err.decode("latin-1", "replace")) or "(no message)"))
        if canon2 != canon:
            return Result(info, "fail", "not idempotent: canonical(canonical(x)) differs at "
                          + _first_text_diff(canon, canon2))

    # The canonical form, with identical flags and names.
    rc, _, err = _run(ptxas_cmd, b_dir, opts.timeout)
    if rc != 0:
        return Result(info, "fail", "ptxas %s rejects the canonical form: %s"
                      % (" ".join(flags), _first_line(err.decode("latin-1", "replace"))))

    # Debug info in the cubin: from the PTX, or requested on the command line.
    debug = info.debug or any(f in PTXAS_DEBUG_FLAGS for f in opts.ptxas_flag)
    ignored = []
    diffs = cubin_diff.compare_files(os.path.join(a_dir, cubin), os.path.join(b_dir, cubin),
                                     debug=(opts.debug_rules if debug else False),
                                     rdc=info.rdc, ignored_out=ignored)
    dmode = "debug-strict" if opts.debug_rules == "strict" else "debug"
    mode = "+".join(m for m, on in ((dmode, debug), ("rdc", info.rdc)) if on) or "bytes"
    if diffs:
        more = " (+%d more)" % (len(diffs) - 1) if len(diffs) > 1 else ""
        # Headline: a code section if one differs, else the first difference.
        head = next((d for d in diffs if "] .text." in d), diffs[0])
        return Result(info, "fail", "cubins differ [%s, ptxas %s]: %s%s"
                      % (mode, " ".join(flags), head, more), details=diffs)
    note = "[%s]" % mode
    if ignored:
        note += " ignored: " + ", ".join(sorted(set(ignored)))
    return Result(info, "pass", note)


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Check that ptxas compiles PTX files and their canonical form "
                    "(ptx-lint --emit=canonical) to the same machine code.")
    ap.add_argument("inputs", nargs="+", metavar="PTX-or-DIR")
    ap.add_argument("--ptx-lint", required=True, help="path of the ptx-lint binary")
    ap.add_argument("--ptxas", default=os.environ.get("PTXAS") or DEFAULT_PTXAS,
                    help="path of ptxas (default: $PTXAS or %s)" % DEFAULT_PTXAS)
    ap.add_argument("--ptxas-flag", action="append", default=[], metavar="FLAG",
                    help="extra flag passed to both ptxas runs (repeatable)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--subset", type=int, metavar="N",
                    help="run a deterministic representative subset of N files "
                         "(at least one per target/variant)")
    ap.add_argument("--list", action="store_true", help="print the selected files and exit")
    ap.add_argument("--timeout", type=int, default=1200, help="seconds per tool run")
    ap.add_argument("--debug-rules", choices=("strict", "loose"), default="strict",
                    help="for PTX with debug info: 'strict' (default) lets only "
                         ".nv_debug_ptx_txt and .nv_debug_line_sass (+ its relocations) "
                         "differ; 'loose' also .note.nv.tkinfo and every .debug_* section "
                         "(cubin_diff --debug-strict / --debug)")
    ap.add_argument("--no-idempotence", action="store_true",
                    help="skip the canonical(canonical(x)) == canonical(x) check")
    ap.add_argument("--work-dir", help="where to create temporary directories")
    ap.add_argument("--keep", action="store_true", help="keep all work directories")
    ap.add_argument("--keep-failed", action="store_true", help="keep work directories of failures")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="print passing files and all differences of failing ones")
    opts = ap.parse_args(argv)

    ptxas = shutil.which(opts.ptxas) if os.sep not in opts.ptxas else opts.ptxas
    if not ptxas or not (os.path.isfile(ptxas) and os.access(ptxas, os.X_OK)):
        print("roundtrip: ptxas not found (%s); set --ptxas or $PTXAS -- skipping" % opts.ptxas)
        return SKIP_RETURN_CODE
    opts.ptxas = os.path.abspath(ptxas)
    for p in opts.inputs:
        if not os.path.exists(p):
            print("roundtrip: input %s does not exist -- skipping" % p)
            return SKIP_RETURN_CODE
    lint = opts.ptx_lint
    if os.sep not in lint:
        lint = shutil.which(lint) or lint
    if not (os.path.isfile(lint) and os.access(lint, os.X_OK)):
        print("roundtrip: ptx-lint binary %s not found or not executable" % opts.ptx_lint,
              file=sys.stderr)
        return 2
    opts.ptx_lint = os.path.abspath(lint)
    if opts.work_dir:
        os.makedirs(opts.work_dir, exist_ok=True)
    if opts.jobs < 1:
        opts.jobs = 1
    opts.debug_rules = True if opts.debug_rules == "loose" else "strict"

    files = collect(opts.inputs)
    infos = []
    for f in files:
        try:
            infos.append(PtxInfo(f))
        except OSError as e:
            print("roundtrip: cannot read %s: %s" % (f, e), file=sys.stderr)
            return 2
    if opts.subset is not None:
        infos = pick_subset(infos, opts.subset)
    if opts.list:
        for i in infos:
            print("%s\t%s\t%s\t%s" % (i.path, i.arch, i.variant, " ".join(i.ptxas_flags(opts.ptxas_flag))
                                       if i.arch else "-"))
        return 0
    if not infos:
        print("roundtrip: no .ptx files found")
        print("roundtrip: 0 passed, 0 failed, 0 skipped")
        return 0

    t0 = time.monotonic()
    # Biggest first so the long poles start early.
    order = sorted(infos, key=lambda i: -i.size)
    counts = {"pass": 0, "fail": 0, "skip": 0}
    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        futures = [pool.submit(run_one, i, opts) for i in order]
        for fut in concurrent.futures.as_completed(futures):
            r = fut.result()
            counts[r.status] += 1
            if r.status == "fail":
                print("FAIL %s: %s" % (r.info.path, r.reason), flush=True)
                if opts.verbose:
                    for d in r.details:
                        print("    " + d)
                elif r.details and r.details[-1].startswith("work directory kept"):
                    print("    " + r.details[-1])
            elif r.status == "skip":
                print("SKIP %s: %s" % (r.info.path, r.reason), flush=True)
            elif opts.verbose:
                print("PASS %s (%.1f s) %s" % (r.info.path, r.seconds, r.reason), flush=True)
    if opts.verbose:
        print("roundtrip: %d file(s) in %.1f s with -j %d"
              % (len(infos), time.monotonic() - t0, opts.jobs))
    print("roundtrip: %d passed, %d failed, %d skipped"
          % (counts["pass"], counts["fail"], counts["skip"]))
    return 1 if counts["fail"] else 0


if __name__ == "__main__":
    sys.exit(main())
