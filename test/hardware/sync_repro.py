#!/usr/bin/env python3
"""Do two synchronization bugs that ptxas accepts show on a Hopper GPU?

  (a) no `fence.proxy.async` between the generic shared-memory writes of an
      epilogue (st.shared / stmatrix) and the TMA store
      (`cp.async.bulk.tensor.*.global.shared::cta`) that reads them;
  (b) no `wgmma.wait_group` before the accumulator registers of
      `wgmma.mma_async` are read (the epilogue), and, as a related case, no
      `wgmma.wait_group` in the main loop before a TMA load overwrites the
      shared memory that an earlier, still running wgmma reads.

Two Triton matmuls (sm_90a, tensor descriptors: TMA loads, wgmma, a TMA-store
epilogue) are compiled once with TRITON_KERNEL_DUMP; their PTX is edited
(one instruction removed or changed per variant), each edit is checked with
ptxas, and each variant is run through Triton's TRITON_KERNEL_OVERRIDE in a
process of its own (TRITON_ALWAYS_COMPILE, so each compiles anew) against an exact reference:
the inputs are in {-1, 0, 1}, so every product is an exact integer in fp16
and fp32 and any differing element is a wrong result, not rounding.
Optionally each variant also runs under compute-sanitizer (racecheck,
synccheck, memcheck), next to the same run without it as the control.

    python3 sync_repro.py all [--launches 200] [--sanitize] [--out DIR] [--sizes ...]
    python3 sync_repro.py edit IN.ptx VARIANT OUT.ptx   # no GPU needed

Needs: an sm_90 GPU, PyTorch, Triton >= 3.4 (triton.tools.tensor_descriptor),
and for --sanitize compute-sanitizer on PATH or in /usr/local/cuda/bin.
Not a CI test (CI has no GPU): docs/sync-on-hardware.md has the results.
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.abspath(__file__)

KERNELS = ("tile_f16", "persist_f32")
VARIANTS = ("base", "nofence", "nowait", "wait1", "noloopwait")
# All multiples of 128, so that Triton specializes every size alike and the
# dumped kernel's hash (the override folder's name) is the same for all.
SIZES = ((1024, 1024, 512), (2048, 2048, 1024), (4096, 4096, 512),
         (2048, 4096, 256), (512, 512, 1024))
BM, BN, BK = 128, 128, 64

TMA_STORE = re.compile(r"cp\.async\.bulk\.tensor\.\d+d\.global\.shared::cta")
FENCE_ASYNC = re.compile(r"^\s*(@!?%\w+\s+)?fence\.proxy\.async(\.shared::cta)?\s*;")
WGMMA = re.compile(r"^\s*(@!?%\w+\s+)?wgmma\.mma_async\b")
WAIT = re.compile(r"^(\s*)wgmma\.wait_group\.sync\.aligned\s+(\d+)\s*;")


# --------------------------------------------------------------------------
# PTX edits (pure text; `edit` runs them without a GPU)
# --------------------------------------------------------------------------

def edit_ptx(ptx, variant):
    """Returns (new_ptx, [(line_number, old_line, new_line_or_None)])."""
    lines = ptx.split("\n")
    changes = {}
    if variant == "base":
        pass
    elif variant == "nofence":
        # The fence.proxy.async nearest before each TMA store.
        for i, line in enumerate(lines):
            if TMA_STORE.search(line):
                for j in range(i - 1, -1, -1):
                    if FENCE_ASYNC.search(lines[j]):
                        changes[j] = None
                        break
    elif variant in ("nowait", "wait1"):
        # The wgmma.wait_group 0: Triton's wait after the main loop, before
        # the epilogue reads the accumulators (the only one with N = 0 in
        # both kernels; in the persistent one its block comes before the
        # loop's in the text).
        for i, line in enumerate(lines):
            m = WAIT.search(line)
            if m and m.group(2) == "0":
                changes[i] = None if variant == "nowait" else \
                    "%swgmma.wait_group.sync.aligned 1;" % m.group(1)
    elif variant == "noloopwait":
        # The wgmma.wait_group N (N > 0) of the software pipeline in the
        # main loop: it keeps a TMA load from overwriting a stage that a
        # still running wgmma reads.
        for i, line in enumerate(lines):
            m = WAIT.search(line)
            if m and m.group(2) != "0":
                changes[i] = None
    else:
        raise ValueError("unknown variant " + variant)
    if variant != "base" and not changes:
        raise RuntimeError("variant %s: nothing to edit in this PTX" % variant)
    out, record = [], []
    for i, line in enumerate(lines):
        if i in changes:
            record.append((i + 1, line.strip(), changes[i] and changes[i].strip()))
            if changes[i] is not None:
                out.append(changes[i])
        else:
            out.append(line)
    return "\n".join(out), record


def ptx_counts(ptx):
    return {
        "fence.proxy.async": len([l for l in ptx.split("\n") if FENCE_ASYNC.search(l)]),
        "wgmma.mma_async": len([l for l in ptx.split("\n") if WGMMA.search(l)]),
        "wgmma.wait_group": ["%s" % m.group(2) for m in
                             (WAIT.search(l) for l in ptx.split("\n")) if m],
        "tma_store": len([l for l in ptx.split("\n") if TMA_STORE.search(l)]),
        "stmatrix": ptx.count("stmatrix."),
        "st.shared": len(re.findall(r"\bst\.shared\.", ptx)),
    }


# --------------------------------------------------------------------------
# Tools
# --------------------------------------------------------------------------

def find_tool(name):
    for cand in (shutil.which(name), "/usr/local/cuda/bin/" + name):
        if cand and os.path.exists(cand):
            return cand
    return None


def triton_tool(name):
    try:
        import triton.knobs as knobs
        return getattr(knobs.nvidia, name).path
    except Exception:  # older Triton: the bundled binaries
        import triton
        p = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", name)
        return p if os.path.exists(p) else None


def run_ptxas(ptxas, ptx_path, arch="sm_90a"):
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "k.cubin")
        p = subprocess.run([ptxas, "-arch=" + arch, ptx_path, "-o", out],
                           capture_output=True, text=True)
        return p.returncode, (p.stdout + p.stderr).strip()


def sass_counts(cubin_bytes, keep_path=None):
    tool = find_tool("cuobjdump") or triton_tool("cuobjdump")
    if not tool:
        return {"error": "no cuobjdump"}
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "k.cubin")
        with open(path, "wb") as f:
            f.write(cubin_bytes)
        p = subprocess.run([tool, "-sass", path], capture_output=True, text=True)
    if keep_path:
        with open(keep_path, "w") as f:
            f.write(p.stdout)
    counts = {}
    for line in p.stdout.split("\n"):
        m = re.match(r"\s*/\*[0-9a-f]+\*/\s+(@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)", line)
        if not m:
            continue
        op = m.group(2)
        for key in ("HGMMA", "WARPGROUP.DEPBAR", "WARPGROUP.ARRIVE", "FENCE.VIEW.ASYNC",
                    "UTMASTG", "UTMALDG", "STSM", "STS", "BAR.SYNC", "UTMACMDFLUSH",
                    "DEPBAR", "SYNCS"):
            if op == key or op.startswith(key + "."):
                counts[key] = counts.get(key, 0) + 1
                break
    return counts


# --------------------------------------------------------------------------
# The kernels (imported lazily: `edit` needs no Triton)
# --------------------------------------------------------------------------

def kernels():
    import triton
    import triton.language as tl

    @triton.jit
    def tile_f16(a_desc, b_desc, c_desc, M, N, K,
                 BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
        # One 128x128 fp16 tile per program; C = A @ B^T.
        off_m = tl.program_id(0) * BM
        off_n = tl.program_id(1) * BN
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, tl.cdiv(K, BK)):
            a = a_desc.load([off_m, k * BK])
            b = b_desc.load([off_n, k * BK])
            acc = tl.dot(a, b.T, acc)
        c_desc.store([off_m, off_n], acc.to(tl.float16))

    @triton.jit
    def persist_f32(a_desc, b_desc, c_desc, M, N, K,
                    BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
        # Persistent: each program walks tiles; fp32 result.
        n_n = tl.cdiv(N, BN)
        n_tiles = tl.cdiv(M, BM) * n_n
        k_tiles = tl.cdiv(K, BK)
        for tile in range(tl.program_id(0), n_tiles, tl.num_programs(0)):
            off_m = (tile // n_n) * BM
            off_n = (tile % n_n) * BN
            acc = tl.zeros((BM, BN), dtype=tl.float32)
            for k in range(0, k_tiles):
                a = a_desc.load([off_m, k * BK])
                b = b_desc.load([off_n, k * BK])
                acc = tl.dot(a, b.T, acc)
            c_desc.store([off_m, off_n], acc)

    return {"tile_f16": tile_f16, "persist_f32": persist_f32}


def launch(name, fn, a, b, c, grid_cap, nsm):
    import triton
    from triton.tools.tensor_descriptor import TensorDescriptor
    M, K = a.shape
    N = b.shape[0]
    ad = TensorDescriptor.from_tensor(a, [BM, BK])
    bd = TensorDescriptor.from_tensor(b, [BN, BK])
    cd = TensorDescriptor.from_tensor(c, [BM, BN])
    if name == "tile_f16":
        grid = (triton.cdiv(M, BM), triton.cdiv(N, BN))
    else:
        grid = (max(1, min(nsm, grid_cap or nsm, triton.cdiv(M, BM) * triton.cdiv(N, BN))), )
    return fn[grid](ad, bd, cd, M, N, K, BM=BM, BN=BN, BK=BK, num_warps=4, num_stages=3)


# --------------------------------------------------------------------------
# One variant, in this process (the orchestrator sets the environment)
# --------------------------------------------------------------------------

def cmd_run(args):
    import torch
    torch.manual_seed(args.seed)
    fn = kernels()[args.kernel]
    nsm = torch.cuda.get_device_properties(0).multi_processor_count
    sizes = [tuple(int(x) for x in one.split(",")) for one in args.size.split(";")] \
        if args.size else list(SIZES)
    out_dtype = torch.float16 if args.kernel == "tile_f16" else torch.float32
    data = {}
    for (M, N, K) in sizes:
        a = torch.randint(-1, 2, (M, K), device="cuda").to(torch.float16)
        b = torch.randint(-1, 2, (N, K), device="cuda").to(torch.float16)
        ref = a.float() @ b.float().T           # exact: |entries| <= K <= 2048
        c = torch.empty((M, N), device="cuda", dtype=out_dtype)
        data[(M, N, K)] = (a, b, ref, c)
    res = {"kernel": args.kernel, "variant": args.variant, "launches": 0,
           "bad_launches": 0, "bad_elements": 0, "bad_tiles": 0, "nan_elements": 0,
           "max_abs_err": 0.0, "elements_checked": 0, "per_size": {}}
    compiled = {}
    t0 = time.time()
    for i in range(args.launches):
        key = sizes[i % len(sizes)]
        a, b, ref, c = data[key]
        c.fill_(float("nan"))                   # unwritten elements show as NaN
        k = launch(args.kernel, fn, a, b, c, args.grid_cap, nsm)
        torch.cuda.synchronize()
        compiled.setdefault(k.hash if hasattr(k, "hash") else id(k), k)
        cf = c.float()
        nan = torch.isnan(cf)
        bad = nan | (cf != ref)
        nbad = int(bad.sum())
        err = (cf - ref).abs()
        err = torch.where(nan, torch.zeros_like(err), err)
        M, N, K = key
        tiles = int(bad.view(M // BM, BM, N // BN, BN).any(dim=3).any(dim=1).sum())
        ps = res["per_size"].setdefault("%dx%dx%d" % key,
                                        {"launches": 0, "bad_launches": 0, "bad_elements": 0})
        ps["launches"] += 1
        res["launches"] += 1
        res["elements_checked"] += M * N
        if nbad:
            ps["bad_launches"] += 1
            ps["bad_elements"] += nbad
            res["bad_launches"] += 1
            res["bad_elements"] += nbad
            res["bad_tiles"] += tiles
            res["nan_elements"] += int(nan.sum())
            res["max_abs_err"] = max(res["max_abs_err"], float(err.max()))
    res["seconds"] = round(time.time() - t0, 2)
    if args.time:
        # Kernel time on the largest size (no fill, no check): what a
        # serialized wgmma pipeline costs.
        key = max(sizes, key=lambda s: s[0] * s[1] * s[2])
        a, b, ref, c = data[key]
        for _ in range(3):
            launch(args.kernel, fn, a, b, c, args.grid_cap, nsm)
        e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        e0.record()
        for _ in range(20):
            launch(args.kernel, fn, a, b, c, args.grid_cap, nsm)
        e1.record()
        torch.cuda.synchronize()
        res["time_us"] = {"%dx%dx%d" % key: round(e0.elapsed_time(e1) * 1000 / 20, 1)}
    # What actually ran: the PTX Triton loaded and the SASS it made of it.
    kinfo = []
    for k in compiled.values():
        ptx = k.asm["ptx"]
        info = {"ptx_counts": ptx_counts(ptx)}
        if args.expect_ptx:
            with open(args.expect_ptx) as f:
                info["override_applied"] = (f.read().strip() == ptx.strip())
        if args.sass_dir:
            info["sass"] = sass_counts(k.asm["cubin"], os.path.join(
                args.sass_dir, "%s.%s.sass" % (args.kernel, args.variant)))
        info["n_regs"] = getattr(k, "n_regs", None)
        info["shared"] = k.metadata.shared
        kinfo.append(info)
    res["compiled"] = kinfo
    print("RESULT " + json.dumps(res), flush=True)


# --------------------------------------------------------------------------
# Orchestration
# --------------------------------------------------------------------------

def sh(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=60).stdout.strip()
    except Exception as e:  # noqa: BLE001
        return "n/a (%s)" % e


def environment():
    import torch
    import triton
    env = {
        "gpu": torch.cuda.get_device_name(0),
        "nvidia-smi": sh(["nvidia-smi", "--query-gpu=name,driver_version,memory.total",
                          "--format=csv,noheader"]),
        "torch": torch.__version__, "torch.version.cuda": torch.version.cuda,
        "triton": triton.__version__,
        "sm_count": torch.cuda.get_device_properties(0).multi_processor_count,
    }
    for label, tool in (("ptxas (Triton's)", triton_tool("ptxas")),
                        ("ptxas (CUDA)", find_tool("ptxas")),
                        ("compute-sanitizer", find_tool("compute-sanitizer"))):
        env[label] = (tool + ": " + sh([tool, "--version"]).split("\n")[-1]) if tool else "absent"
    smi = sh(["nvidia-smi"])
    m = re.search(r"CUDA Version:\s*([\d.]+)", smi)
    env["driver CUDA version"] = m.group(1) if m else "?"
    return env


def child(argv, env, timeout, prefix=()):
    cmd = list(prefix) + [sys.executable, HERE] + argv
    t0 = time.time()
    try:
        p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
        out, rc = p.stdout + p.stderr, p.returncode
    except subprocess.TimeoutExpired as e:
        out = ((e.stdout or b"").decode(errors="replace") if isinstance(e.stdout, bytes)
               else (e.stdout or "")) + "\nTIMEOUT"
        rc = "timeout"
    return rc, out, round(time.time() - t0, 1)


def cmd_all(args):
    t_start = time.time()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="sync_repro_")
    ptx_dir = os.path.join(out, "ptx")
    os.makedirs(ptx_dir, exist_ok=True)
    log = open(os.path.join(out, "log.txt"), "w")

    def say(*parts):
        s = " ".join(str(p) for p in parts)
        print(s, flush=True)
        log.write(s + "\n")
        log.flush()

    summary = {"environment": environment(), "edits": {}, "ptxas": {}, "runs": [],
               "sanitizer": []}
    for k, v in summary["environment"].items():
        say("env", k + ":", v)
    base_env = dict(os.environ)
    for key in ("TRITON_KERNEL_OVERRIDE", "TRITON_KERNEL_DUMP"):
        base_env.pop(key, None)
    base_env["PYTHONUNBUFFERED"] = "1"
    # One cache folder (Triton's launcher and driver helpers are built once),
    # but every process compiles its kernel anew, so the override applies.
    base_env["TRITON_ALWAYS_COMPILE"] = "1"
    base_env["TRITON_CACHE_DIR"] = os.path.join(work, "cache")
    kernels_wanted = [k for k in KERNELS if k in args.kernels.split(",")]
    variants_wanted = [v for v in VARIANTS if v in args.variants.split(",")]

    # 1. Dump the unedited PTX of each kernel.
    src = {}
    for kname in kernels_wanted:
        env = dict(base_env, TRITON_KERNEL_DUMP="1",
                   TRITON_DUMP_DIR=os.path.join(work, "dump", kname))
        rc, text, secs = child(["run", "--kernel", kname, "--variant", "dump",
                                "--launches", "1"], env, 300)
        found = glob.glob(os.path.join(work, "dump", kname, "*", kname + ".ptx"))
        say("dump", kname, "rc=%s" % rc, "%ss" % secs, found and os.path.relpath(found[0], work))
        if rc != 0 or not found:
            say(text[-3000:])
            continue
        src[kname] = found[0]

    # 2. Edit, check with ptxas, install in an override folder per variant.
    ptxas_list = [("cuda", find_tool("ptxas")), ("triton", triton_tool("ptxas"))]
    plans = []
    for kname, path in src.items():
        hash_dir = os.path.basename(os.path.dirname(path))
        base_ptx = open(path).read()
        for variant in variants_wanted:
            try:
                new_ptx, record = edit_ptx(base_ptx, variant)
            except RuntimeError as e:
                say("edit", kname, variant, "SKIPPED:", e)
                continue
            vpath = os.path.join(ptx_dir, "%s.%s.ptx" % (kname, variant))
            with open(vpath, "w") as f:
                f.write(new_ptx)
            summary["edits"]["%s.%s" % (kname, variant)] = record
            for (ln, old, new) in record:
                say("edit", kname, variant, "line %d: %r -> %r" % (ln, old, new))
            for label, tool in ptxas_list:
                if tool:
                    rc, msg = run_ptxas(tool, vpath)
                    summary["ptxas"]["%s.%s.%s" % (kname, variant, label)] = [rc, msg]
                    say("ptxas", label, kname, variant, "rc=%d" % rc, msg.replace("\n", " | "))
            ovr = os.path.join(work, "override", kname, variant)
            os.makedirs(os.path.join(ovr, hash_dir), exist_ok=True)
            shutil.copy(vpath, os.path.join(ovr, hash_dir, kname + ".ptx"))
            plans.append((kname, variant, ovr, vpath))

    # 3. Run each variant in a process of its own.
    sass_dir = os.path.join(work, "sass")
    os.makedirs(sass_dir, exist_ok=True)
    for kname, variant, ovr, vpath in plans:
        env = dict(base_env, TRITON_KERNEL_OVERRIDE="1", TRITON_OVERRIDE_DIR=ovr)
        rc, text, secs = child(["run", "--kernel", kname, "--variant", variant,
                                "--launches", str(args.launches), "--expect-ptx", vpath,
                                "--sass-dir", sass_dir, "--time"]
                               + (["--size", args.sizes] if args.sizes else []), env, 300)
        res = [json.loads(l[7:]) for l in text.split("\n") if l.startswith("RESULT ")]
        if res:
            r = res[0]
            r["rc"] = rc
            summary["runs"].append(r)
            say("run", kname, variant, "rc=%s" % rc, "%ss:" % secs,
                "%d/%d launches wrong, %d wrong elements (%d NaN) in %d tiles, max abs err %g"
                % (r["bad_launches"], r["launches"], r["bad_elements"], r["nan_elements"],
                   r["bad_tiles"], r["max_abs_err"]), "time_us", r.get("time_us"))
            for c in r["compiled"]:
                say("   ran:", json.dumps(c))
        else:
            summary["runs"].append({"kernel": kname, "variant": variant, "rc": rc,
                                    "error": text[-2000:]})
            say("run", kname, variant, "rc=%s FAILED" % rc, text[-2000:])

    # 4. compute-sanitizer, while time is left.
    san = find_tool("compute-sanitizer")
    if args.sanitize and san:
        # Kernel by kernel, variants in the order given, every tool for each.
        order = []
        for kname in kernels_wanted:
            if args.sanitize_kernels and kname not in args.sanitize_kernels.split(","):
                continue
            for want in args.sanitize_variants.split(","):
                for k2, variant, ovr, vpath in plans:
                    if k2 == kname and variant == want:
                        for tool in args.tools.split(","):
                            order.append((tool, kname, variant, ovr, vpath))
        for tool, kname, variant, ovr, vpath in order:
            left = args.deadline - (time.time() - t_start)
            if left < 40:
                say("sanitizer", tool, kname, variant, "NOT RUN: out of time")
                summary["sanitizer"].append({"tool": tool, "kernel": kname,
                                             "variant": variant, "skipped": "time"})
                continue
            env = dict(base_env, TRITON_KERNEL_OVERRIDE="1", TRITON_OVERRIDE_DIR=ovr)
            # "none": the same run without the sanitizer, as the control.
            prefix = {"none": [],
                      "racecheck-info": [san, "--tool", "racecheck", "--racecheck-detect-level",
                                         "info", "--racecheck-report", "all"]}.get(
                          tool, [san, "--tool", tool])
            if prefix:
                prefix += ["--print-limit", "20"]
            rc, text, secs = child(["run", "--kernel", kname, "--variant", variant,
                                    "--launches", str(args.sanitize_launches),
                                    "--size", args.sanitize_size,
                                    "--grid-cap", "4", "--expect-ptx", vpath],
                                   env, min(args.sanitize_timeout, left - 10), prefix)
            keep = [l for l in text.split("\n")
                    if l.startswith("=========") or l.startswith("RESULT") or "TIMEOUT" in l
                    or "Error" in l]
            # One line of each kind: the reports repeat per thread / per block.
            seen, short = set(), []
            for l in keep:
                norm = re.sub(r"0x[0-9a-f]+|\d+", "#", l)
                if norm not in seen:
                    seen.add(norm)
                    if l.startswith("RESULT"):
                        r = json.loads(l[7:])
                        l = "RESULT %s/%s launches wrong, %s wrong elements, max abs err %s, " \
                            "override applied: %s" % (
                                r["bad_launches"], r["launches"], r["bad_elements"],
                                r["max_abs_err"], [c.get("override_applied") for c in r["compiled"]])
                    short.append(l)
            summary["sanitizer"].append({"tool": tool, "kernel": kname, "variant": variant,
                                         "rc": rc, "seconds": secs, "lines": short[:40]})
            say("sanitizer", tool, kname, variant, "rc=%s" % rc, "%ss" % secs)
            for l in short[:40]:
                say("   ", l)
    elif args.sanitize:
        say("sanitizer: compute-sanitizer not found")

    with open(os.path.join(out, "results.json"), "w") as f:
        json.dump(summary, f, indent=1)
    # The SASS of the tile kernel's variants, for reading.
    subprocess.run(["tar", "czf", os.path.join(out, "ptx_sass.tar.gz"), "-C", out, "ptx",
                    "-C", work, "sass"], check=False)
    shutil.rmtree(ptx_dir, ignore_errors=True)
    say("done in %.0fs; results in %s" % (time.time() - t_start, out))


def cmd_edit(args):
    with open(args.input) as f:
        new, record = edit_ptx(f.read(), args.variant)
    with open(args.output, "w") as f:
        f.write(new)
    for ln, old, new_line in record:
        print("line %d: %r -> %r" % (ln, old, new_line))


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("all", help="dump, edit, check, run every variant")
    a.add_argument("--out", default="sync_repro_out")
    a.add_argument("--launches", type=int, default=200)
    a.add_argument("--sizes", default="", help="M,N,K;M,N,K... instead of the default sizes")
    a.add_argument("--kernels", default=",".join(KERNELS))
    a.add_argument("--variants", default=",".join(VARIANTS))
    a.add_argument("--sanitize", action="store_true")
    a.add_argument("--tools", default="none,racecheck,racecheck-info,synccheck,memcheck",
                   help="compute-sanitizer tools; none = the same run without it (control)")
    a.add_argument("--sanitize-size", default="512,512,1024")
    a.add_argument("--sanitize-kernels", default="", help="default: every kernel run")
    a.add_argument("--sanitize-variants", default="nofence,base,noloopwait,nowait,wait1")
    a.add_argument("--sanitize-launches", type=int, default=2)
    a.add_argument("--sanitize-timeout", type=int, default=180)
    a.add_argument("--deadline", type=float, default=1e9,
                   help="seconds from the start after which no sanitizer run starts")
    r = sub.add_parser("run", help="(internal) run one variant in this process")
    r.add_argument("--kernel", choices=KERNELS, required=True)
    r.add_argument("--variant", required=True)
    r.add_argument("--launches", type=int, default=200)
    r.add_argument("--size", help="M,N,K[;M,N,K...] (multiples of 128, K <= 2048) "
                   "instead of the default sizes")
    r.add_argument("--grid-cap", type=int, default=0)
    r.add_argument("--seed", type=int, default=0)
    r.add_argument("--expect-ptx")
    r.add_argument("--sass-dir")
    r.add_argument("--time", action="store_true")
    e = sub.add_parser("edit", help="apply one variant's edit to a PTX file")
    e.add_argument("input")
    e.add_argument("variant", choices=VARIANTS)
    e.add_argument("output")
    args = p.parse_args()
    {"all": cmd_all, "run": cmd_run, "edit": cmd_edit}[args.cmd](args)


if __name__ == "__main__":
    main()
