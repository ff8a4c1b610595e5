//===- SyncDiagnostics.td - Synchronization bugs ptxas accepts -*- tablegen -*-===//
//
// Code that ptxas compiles but whose threads, proxies or asynchronous
// operations are not ordered as the PTX memory model and the async
// instructions' sections require: it gives wrong results or hangs, often
// only sometimes. The facts behind them are src/ISA/Sync.td; the analyses
// (control flow, post-dominators, uniformity) src/Analysis; the checks
// src/Check/Sync*.cpp. Each finding holds on some path of one thread
// through its function: a loop that runs zero times is a path.
//
//===----------------------------------------------------------------------===//

def SyncGroup : DiagGroup<"sync",
  "Synchronization and asynchronous-pipeline rules of the PTX ISA that "
  "ptxas does not check: proxy fences, waits on asynchronous groups, "
  "collectives under divergence, mbarriers, clusters and tensor memory.">;
def SyncExperimentalGroup : DiagGroup<"sync-experimental",
  "Synchronization rules not yet on by default: they still report code on the "
  "real modules ptx-lint is measured on which has not been shown to be wrong, "
  "or cost more time than the default rules may (-Wsync-experimental; "
  "docs/sync.md says what each still lacks).">;

def MissingProxyFence : Warning<"missing-proxy-fence", SyncGroup,
    "a generic-proxy access of shared memory reaches an async-proxy access "
    "without fence.proxy.async"> {
  let Format = "%0 %1 shared memory through the async proxy, but the "
               "generic-proxy %2 at %3 reaches it with no 'fence.proxy.async' "
               "in between (ISA 9.7.9.25.2, 8.6 \"Proxies\")";
  let Documentation = [{
The bulk copies (`cp.async.bulk`, `cp.async.bulk.tensor`, TMA), `wgmma`'s
and `tcgen05.mma`'s matrix descriptors and `tcgen05.cp` read and write
shared memory through the *async proxy*; `st.shared`, `stmatrix`,
`ld.shared`, `atom.shared` go through the *generic proxy*. Across proxies
nothing is ordered without a proxy fence (ISA 8.6; 9.7.9.25.2: "Accessing
the same memory location across multiple proxies needs a cross-proxy
fence"): a TMA store may read the shared memory before the `st.shared`
that filled it has landed, a TMA load may overwrite it before an earlier
`ld.shared` has read it. `bar.sync` orders threads, not proxies. The
warning fires when, on some path of a thread, a generic access of shared
memory is followed by an async-proxy access with no `fence.proxy.async`
between them; the fence belongs in every thread that wrote, before the
barrier that hands the data to the thread that issues the copy. The
completion of an async operation (a finished mbarrier wait,
`cp.async.bulk.wait_group`) orders it before later generic accesses, so
that direction needs no fence and is not reported.

```
st.shared.v4.b32 [smem], {%r1, %r2, %r3, %r4};
fence.proxy.async.shared::cta;   // without it: missing-proxy-fence below
bar.sync 0;
@%p cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%rd1, {%r5, %r6} ], [smem];
```
}];
}

def WgmmaRegisterInFlight : Warning<"wgmma-register-in-flight", SyncGroup,
    "a register of an unfinished wgmma.mma_async is accessed"> {
  let Format = "'%0' is %1 of the wgmma.mma_async at %2, which may still be "
               "running here: no wgmma.wait_group retires it on some path "
               "(ISA 9.7.15.7.3)";
  let Documentation = [{
`wgmma.mma_async` reads its A fragment registers and reads and writes its
accumulators asynchronously, until a `wgmma.wait_group N` after the
`wgmma.commit_group` that closed its group leaves at most N newer groups
pending (ISA 9.7.15.7.3: "Accessing the accumulator register or the input
register containing fragments of matrix A of a wgmma.mma_async instruction
without first performing a wgmma.wait_group instruction that waits on a
wgmma-group including that wgmma.mma_async instruction is an undefined
behavior"). The warning fires when another instruction reads or writes
such a register on a path where the group may still be pending, counting
commits and waits along the path. ptxas 13.0 notices these register
accesses itself: it inserts the wait and prints an information line
(`C7517 warpgroup.wait is injected ...`, and `C7514 ... wgmma.mma_async
instructions are serialized` where the pipeline loses its overlap), with
exit status 0, even with `-Werror`, which build systems such as Triton's
do not show. On an H100 the edited kernels gave right results
(docs/sync-on-hardware.md): the code relies on the compiler's repair,
and on its cost. Add `wgmma.commit_group` and `wgmma.wait_group 0` (or the
N that retires the group) before the access.

```
wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {%f1, ...}, %rd1, %rd2, 1, 1, 1, 0, 0;
wgmma.commit_group.sync.aligned;
wgmma.wait_group.sync.aligned 0;     // without it: wgmma-register-in-flight below
st.global.f32 [%rd3], %f1;
```
}];
}

def WgmmaFenceMissing : Warning<"wgmma-fence-missing", SyncGroup,
    "registers of wgmma.mma_async accessed by other instructions without "
    "wgmma.fence"> {
  let Format = "'%0' is %1 of this wgmma.mma_async, and %2 at %3 accessed "
               "it with no 'wgmma.fence' in between on some path "
               "(ISA 9.7.15.7.1)";
  let Documentation = [{
`wgmma.fence` must come between any other access of a register and a
`wgmma.mma_async` that uses it as an accumulator or A fragment, and
before the first `wgmma.mma_async` (ISA 9.7.15.7.1); only accumulator
accesses by consecutive `wgmma.mma_async` of the same shape are ordered
without it. ptxas inserts the missing ordering itself where it sees it
(information lines C7519 "warpgroup.arrive is injected" and C7514/C7515
"serialized", printed without `-v`, exit status 0); the warning says
where, so that the fence can be placed where it costs nothing.

```
mov.f32 %f1, 0f00000000;
wgmma.fence.sync.aligned;            // without it: wgmma-fence-missing below
wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {%f1, ...}, %rd1, %rd2, 1, 1, 1, 0, 0;
```
}];
}

def Tcgen05WaitMissing : Warning<"tcgen05-wait-missing", SyncGroup,
    "a tcgen05.ld or tcgen05.st is used or released before its wait"> {
  let Format = "%0 while the %1 at %2 may be unfinished: no '%3' comes "
               "first on some path (ISA 9.7.16.8.5)";
  let Documentation = [{
`tcgen05.ld` and `tcgen05.st` are asynchronous: the registers a
`tcgen05.ld` loads hold nothing until `tcgen05.wait::ld`, and those a
`tcgen05.st` stores may not change before `tcgen05.wait::st` (ISA
9.7.16.8.5). Telling other threads that the tensor memory may be reused —
an `mbarrier.arrive`, a `bar.arrive`, or `tcgen05.dealloc` — before the
wait lets them overwrite or free it while the load still reads it
(vllm-project/flash-attention#182, NVIDIA/cutlass#3652). The warning
fires when a register of the load is accessed, or such a release issued,
on a path with no wait in between.

```
tcgen05.ld.sync.aligned.32x32b.x2.b32 {%r1, %r2}, [%r10];
tcgen05.wait::ld.sync.aligned;       // without it: tcgen05-wait-missing below
mbarrier.arrive.shared::cta.b64 _, [empty_bar];
```
}];
}

def AsyncGroupNotCommitted : Warning<"async-group-not-committed", SyncGroup,
    "a wait_group that does not wait for operations issued before it"> {
  let Format = "'%0' does not wait for the %1 at %2: it is in no committed "
               "group on some path; commit it first (ISA %3)";
  let Documentation = [{
`cp.async.wait_group N` and `cp.async.bulk.wait_group N` wait for
*committed* groups only (ISA 9.7.9.25.3.3, 9.7.9.25.6.2): an operation
issued after the last `commit_group` belongs to no group yet, and the wait
returns without it. Code that waits before it commits (NVIDIA/Fuser's
`cp.async; compute; wait_group; commit` order) reads shared memory the copy
may not have written. Add the `commit_group` before the wait (or use
`cp.async.wait_all`, which commits first).
}];
}

def BulkGroupPendingAtExit : Warning<"bulk-group-pending-at-exit", SyncGroup,
    "the kernel may exit while a bulk copy still reads its shared memory"> {
  let Format = "the thread may leave the kernel here while the %0 at %1 is "
               "unfinished: no 'cp.async.bulk.wait_group 0' (or .read 0) "
               "comes first on some path (ISA 9.7.9.25.6.2)";
  let Documentation = [{
A bulk copy that completes through a bulk async-group
(`.bulk_group`: TMA stores, `cp.reduce.async.bulk`) reads its shared
memory source after it is issued. When the CTA exits, its shared memory
goes to the next CTA; the copy must be waited for first, with
`cp.async.bulk.wait_group.read 0` (its source read) or
`cp.async.bulk.wait_group 0`. Triton and CUTLASS end their TMA-store
epilogues this way.
}];
}

def CollectiveUnderDivergence : Warning<"collective-under-divergence", SyncExperimentalGroup,
    "a collective instruction reached by only some of the threads that must "
    "execute it together"> {
  let DefaultEnabled = 0;
  let Format = "'%0' must be executed by all threads of the %1 together, "
               "but it is reached under a condition that can differ between "
               "them (ISA %2)";
  let Documentation = [{
`.aligned` instructions (`bar.sync`, `barrier.sync.aligned`, `mma.sync`,
`ldmatrix`, `wgmma.*`, `tcgen05.*`, `barrier.cluster.*.aligned`...) must be
executed by every thread of the warp (the warpgroup for `wgmma`) as the
same instruction; a barrier without a thread count waits for every
non-exited thread of the CTA (the cluster for `barrier.cluster`). In
conditionally executed code they are only correct "if it is known that all
threads evaluate the condition identically, otherwise behavior is
undefined" (ISA 9.7.13.1) — in practice a hang or corrupted results. The
warning fires when the instruction is guarded by, or lies between a branch
and the point where its paths meet again (its post-dominator) on, a value
that can differ within that scope: `%tid`, `%laneid`, an atomic's result,
`elect.sync`'s predicate, a loaded fragment, and anything computed from
them; `%tid.x` shifted right by 5 is the same across a warp, by 7 across
a warpgroup, and `shfl.sync.idx` from one lane across a warp. Threads that
leave the kernel on a branch (`@%p bra EXIT` to a plain `ret`) do not count.
Compilers introduce this when they clone or sink a barrier into one arm
of a branch (llvm/llvm-project#96521, facebookexperimental/triton#1040).
The notes name the branch and where its condition starts to differ. Move
the instruction out of the condition, or give the barrier a thread count
that the threads reaching it make up.

```
setp.eq.u32 %p1, %r_tid, 0;
@%p1 bra SKIP;
bar.sync 0;                          // collective-under-divergence
SKIP:
```
}];
}

def MembermaskUnderDivergence : Warning<"membermask-under-divergence", SyncExperimentalGroup,
    "a full-warp membermask where only some lanes can arrive"> {
  let DefaultEnabled = 0;
  let Format = "'%0' names all 32 lanes in its membermask, but only some "
               "lanes reach it: the ones that do not are waited for forever "
               "or the result is undefined (ISA %1)";
  let Documentation = [{
`shfl.sync`, `vote.sync`, `match.sync`, `redux.sync`, `elect.sync` and
`bar.warp.sync` take a *membermask*: every lane it names must execute the
same instruction (ISA 9.7.9.6, 9.7.13.2...). A constant `0xffffffff`
under a condition that differs between the lanes of the warp names lanes
that never arrive (NVIDIA/cub#154, pytorch#20182). Use the mask of the
lanes that reach it (`activemask`, or the condition's own ballot).
}];
}

def BarrierThreadCount : Warning<"barrier-thread-count", SyncGroup,
    "a barrier thread count that is not a multiple of the warp size"> {
  let Format = "the thread count %0 of '%1' is not a multiple of 32: "
               "barriers count whole warps (ISA 9.7.13.1)";
  let Documentation = [{
The thread count of `bar.sync`, `bar.arrive`, `barrier.*` "must be a
multiple of the warp size" (ISA 9.7.13.1): the barrier counts the warps
that arrive, so a count of 48 waits for two whole warps, not one and a
half (tile-ai/tilelang#2679). ptxas checks the immediate only against
the CTA size; this warning also follows a register that holds one
constant.
}];
}

def MbarrierUninitialized : Warning<"mbarrier-uninitialized", SyncGroup,
    "an mbarrier used before mbarrier.init on some path"> {
  let Format = "'%0' uses the mbarrier at [%1] before any 'mbarrier.init' "
               "of it on some path (ISA 9.7.13.15.3)";
  let Documentation = [{
An mbarrier object must be initialized with `mbarrier.init` before any
other operation on it (ISA 9.7.13.15.3, "Lifecycle of the mbarrier
object"). The warning fires when, on some path, an arrive, wait,
`expect_tx` or a copy that completes on it comes before any init of the
same address; an init by one thread followed by a barrier of the CTA
(`bar.sync`) counts for every thread. Addresses are compared as
variable plus offset after following registers written once.
}];
}

def MbarrierReinitialized : Warning<"mbarrier-reinitialized", SyncGroup,
    "an mbarrier initialized again without mbarrier.inval"> {
  let Format = "the mbarrier at [%0] may already be initialized here (by the "
               "'mbarrier.init' at %1) and is not invalidated in between "
               "(ISA 9.7.13.15.10)";
  let Documentation = [{
Initializing a live mbarrier again, or reusing its memory for anything
else, without `mbarrier.inval` first is undefined behaviour (ISA
9.7.13.15.10; facebookexperimental/triton#462: the allocator reused
barrier storage). This fires for an `mbarrier.init` of an address that
is initialized on some path to it, a loop that initializes on each trip
included.
}];
}

def MbarrierInitFence : Warning<"mbarrier-init-fence", SyncExperimentalGroup,
    "an mbarrier.init that cluster peers may see before it is fenced"> {
  let DefaultEnabled = 0;
  let Format = "the 'mbarrier.init' at %0 is not followed by "
               "'fence.mbarrier_init' in the same thread before %1 "
               "(ISA 9.7.13.4)";
  let Documentation = [{
In a kernel whose CTAs work together (it has `barrier.cluster` or `mapa`),
a peer CTA may arrive on this CTA's mbarriers, or complete a multicast
copy on them, as soon as the cluster barrier after the init lets it. It
sees the initialization only if the thread that initialized the mbarrier
issued `fence.mbarrier_init.release.cluster` first ("the synchronizing
effect of the fence only applies to the prior mbarrier.init operations
executed by the same thread", ISA 9.7.13.4; triton-lang/triton#11498,
where the fence was issued by another thread than the init). The warning
fires when a path from an `mbarrier.init` reaches a `barrier.cluster`
instruction without the fence in between; a guarded fence counts only for
an init under the same guard. Inside one CTA, `bar.sync` (and a
`fence.proxy.async` for the async proxy) is what libcu++ and Triton use,
and the warning does not apply. The fix-it adds the fence after the init.
}];
}

def ClusterExitWithoutBarrier : Warning<"cluster-exit-without-barrier", SyncGroup,
    "a CTA may exit while cluster peers still use its shared memory"> {
  let Format = "the thread may leave the kernel here after using a peer's "
               "shared memory ('mapa' at %0) with no 'barrier.cluster.arrive' "
               "and 'barrier.cluster.wait' in between (ISA 9.7.9.23, 9.7.13.3)";
  let Documentation = [{
A kernel whose CTAs read or write each other's shared memory (an address
made by `mapa`) must keep every CTA alive until its peers are done with
it: a CTA that exits frees its shared memory, and a peer's access faults
("unspecified launch failure") or reads another CTA's data
(triton-lang/triton#11730). The warning fires when a path from `mapa`
reaches `ret` or `exit` with no cluster barrier (`barrier.cluster.arrive`
followed by `barrier.cluster.wait`) in between.
}];
}

def TensorMemoryNotDeallocated : Warning<"tensor-memory-not-deallocated", SyncGroup,
    "tensor memory allocated and not freed before the kernel exits"> {
  let Format = "the thread may leave the kernel here with the tensor memory "
               "of the 'tcgen05.alloc' at %0 still allocated: no "
               "'tcgen05.dealloc' comes first on some path (ISA 9.7.16.7.1)";
  let Documentation = [{
Tensor memory allocated with `tcgen05.alloc` must be freed with
`tcgen05.dealloc` by the same warp before the kernel exits (ISA
9.7.16.7.1: "all of the Tensor Memory allocated ... must be explicitly
deallocated"); otherwise later CTAs on the SM can block forever in their
own `tcgen05.alloc`. Branches on the same predicate are followed
consistently: an alloc and a dealloc both under `warp == 0` match.
}];
}

def SetmaxnregIgnored : Warning<"setmaxnreg-ignored", SyncGroup,
    "setmaxnreg in a kernel whose register count at entry ptxas cannot tell"> {
  let Format = "ptxas ignores '%0' here: the kernel gives %1, so its register "
               "count at entry is unknown (ptxas 13.0's information line C7508; "
               "ISA 9.7.19.5)";
  let Documentation = [{
`setmaxnreg` moves registers between the warpgroups of a CTA, from the
count each warp has at the kernel's entry. ptxas 13.0 knows that count only
when the kernel says how many registers or threads it has: `.maxnreg`, or
`.maxntid` or `.reqntid` together with `.minnctapersm`. Otherwise it drops
every `setmaxnreg` of the kernel and says so only in an information line,
`(C7508) Potential Performance Loss: 'setmaxnreg' ignored; unable to
determine register count at entry`, with exit status 0
(NVIDIA/cutlass#3406, #3618: no USETMAXREG in the SASS). The kernel then
runs with the entry count in every warpgroup: the producer keeps what it
meant to give away and the consumers spill or do not fit. Where the kernel
has `.maxntid` or `.reqntid`, the fix-it adds `.minnctapersm 1`.
(`ptxas -c`, as `nvcc -rdc=true` runs it, and `-g` drop setmaxnreg too,
C7504 and C7505; ptx-lint does not see those options.)

```
.visible .entry ws(.param .u64 p)
.maxntid 384, 1, 1
.minnctapersm 1          // without it: setmaxnreg-ignored below
{
  setmaxnreg.inc.sync.aligned.u32 232;
```
}];
}


def SetmaxnregBudget : Warning<"setmaxnreg-budget", SyncGroup,
    "the warpgroups' register counts after setmaxnreg exceed what the CTA "
    "has"> {
  let Format = "the warpgroups' register counts after '%0' add up to %1 "
               "registers, but the CTA has %2 (%3 a thread at entry, %4 "
               "threads): '%0' waits for registers its pool never gets, and "
               "the CTA hangs (ISA 9.7.19.5)";
  let Documentation = [{
`setmaxnreg.inc` takes registers from a pool of the CTA that `.dec`
fills, and "blocks the execution until enough registers are available in
the CTA's register pool" (ISA 9.7.19.5). The CTA starts with the entry
count for each of its threads: `.maxnreg`, or 65536 over the threads of
the CTAs an SM holds (`.maxntid`/`.reqntid` times `.minnctapersm`), in
steps of 8 and never above the kernel's largest `setmaxnreg` count (what
ptxas 13.0 did in every probe, docs/sync-ptxas-probes.md). When the counts
the warpgroups ask for add up to more, the last `.inc` waits forever.
ptxas says nothing, however far over. The check follows the kernel from
the first thread of each warpgroup, through branches on values computed
from `%tid.x` (`tid.x / 128 == 0`, a warp index broadcast by
`shfl.sync.idx`), to the first `setmaxnreg` each reaches; a warpgroup that
reaches none keeps the entry count. Where a branch on the way depends on
anything else, it says nothing.

```
.maxntid 384, 1, 1        // 168 registers a thread at entry: 64512 in all
.minnctapersm 1
  ...                     // warpgroup 0: setmaxnreg.dec 40
  setmaxnreg.inc.sync.aligned.u32 240;  // warpgroups 1, 2: 128 x (40 + 240 + 240) = 66560
```

Lower the consumers' count (232 fits: 128 x (40 + 232 + 232) = 64512), or
the producer's.
}];
}

def SetmaxnregWrongDirection : Warning<"setmaxnreg-wrong-direction", SyncGroup,
    "setmaxnreg.inc below, or .dec above, the count a thread holds"> {
  let Format = "'%0' sets the count to %1, %2 the %3 registers the threads "
               "of %4 hold there: the behavior is undefined (ISA 9.7.19.5)";
  let Documentation = [{
`setmaxnreg.dec` must not ask for more registers than the warp holds, and
`.inc` for fewer (ISA 9.7.19.5: "Otherwise, the behaviour is undefined").
Before a warpgroup's first `setmaxnreg`, a thread holds the entry count
(see `setmaxnreg-budget` for how it is found). ptxas 13.0 refuses only a
`.dec` above every count of the kernel (fatal C7406); below that it says
nothing.

```
.maxntid 384, 1, 1        // 168 at entry
.minnctapersm 1
  setmaxnreg.dec.sync.aligned.u32 200;  // setmaxnreg-wrong-direction
```
}];
}

// The one setmaxnreg mistake ptxas refuses, found with the counts the
// budget rules compute: an error of group isa, reported with the rules.
def SetmaxnregAboveLargest : Error<"setmaxnreg-above-largest", ISAGroup,
    "setmaxnreg.dec above every register count of the kernel"> {
  let Format = "'%0' sets the count to %1, above %2, the largest register "
               "count of the kernel; ptxas 13.0 stops with a fatal error "
               "(C7406); lower it, or raise the kernel's count";
  let Documentation = [{
ptxas refuses a `setmaxnreg.dec` whose count is above the largest count any
thread of the kernel can hold: the count at entry (from `.maxnreg`, or
65536 over `.maxntid`/`.reqntid` times `.minnctapersm`, in steps of 8,
lowered to the largest `setmaxnreg.inc`) or the largest `.inc`
(`(C7406) setmaxnreg.dec has register count (240) which is larger than the
largest temporal register count in the program (232)`, a fatal error that
names the line but not the file). Probes: docs/sync-ptxas-probes.md. Near
the top of the range (a largest count of 248 or more) ptxas's limit was not
pinned down, and nothing is reported.

```
.maxntid 384, 1, 1        // 168 at entry
.minnctapersm 1
  setmaxnreg.dec.sync.aligned.u32 176;  // setmaxnreg-above-largest
```
}];
}

def UninitializedRegister : Warning<"uninitialized-register",
    SyncExperimentalGroup,
    "a register read before any write of it on some path"> {
  let DefaultEnabled = 0;
  let Format = "'%0' may be read here before it is written: %1, and %2 (a "
               "register holds no value until the function writes it, ISA "
               "5.1.1)";
  let Documentation = [{
A `.reg` has no initial value (ISA 5.1.1; initializers, 5.4.4, are for
memory). A read that some path from the function's entry reaches without
a write of the register reads whatever the hardware register last held:
another variable's value, a different one in each thread and on each run.
ptxas accepts it without a word. Code generators rarely produce it; edits
to generated PTX and inline asm do (NVIDIA/cccl#4352: a value written on
one side of a branch and read after the join). The warning names the
first such read of each register, with the branches along a path that
avoids every write and, where the register is written elsewhere, that
write.

A write under a guard counts where the path is known to satisfy it: a
`@p mov` beside a `@!p mov` of the same register writes it on every path,
and so does `@p mov` followed by a read under `@p` or behind a branch on
`p` that the path takes. Parameters of a `.func` hold their caller's
values.

```
  setp.eq.s32 %p1, %r1, 0;
  @%p1 bra DONE;
  mov.u32 %r2, 7;
DONE:
  st.global.u32 [%rd1], %r2;   // uninitialized-register when %r1 == 0
```

Write the register on every path (here, `mov.u32 %r2, 0;` before the
branch), or read it only where it was written.
}];
}
