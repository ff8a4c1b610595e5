//===- Sync.td - What instructions do to threads, proxies and groups -----===//
//
// The facts behind the synchronization rules (warning group `sync`,
// src/Basic/SyncDiagnostics.td): which instructions end or move control,
// which are collectives of a warp, a warpgroup, a CTA or a cluster, which
// access shared memory through the generic or the async proxy, which join,
// commit and wait on asynchronous groups, which act on mbarriers, tensor
// memory and peers' shared memory, and how widely a result can differ
// between threads. The analyses of src/Analysis and the checks of
// src/Check/Sync*.cpp read them; no C++ names an opcode for these rules.
//
// Each record applies to every instruction of Op that writes one of When
// (when the list is not empty) and none of Unless. Operand positions count
// from 0, as written in the instruction.
//
//===----------------------------------------------------------------------===//

class SyncFact<Opcode op, list<Qualifier> when = []> {
  Opcode Op = op;
  list<Qualifier> When = when;
  list<Qualifier> Unless = [];
  // Which of the kinds below (the C++ enum SyncFactKind).
  string Kind = "";
  // "generic" or "async" (SharedMemoryAccess).
  string Proxy = "";
  // "read", "write" or "read-write" (SharedMemoryAccess).
  string Access = "";
  // The slot of the form whose state space says which memory it is
  // (SharedMemoryAccess); "": the instruction's own state space.
  string SpaceSlot = "";
  // "cp.async", "bulk", "wgmma", "tcgen05.ld", "tcgen05.st" (groups).
  string Group = "";
  // "thread", "warp", "warpgroup", "cta", "cluster", "grid": how widely
  // threads take part or a value is the same (Collective, ResultUniformity).
  string Scope = "";
  // Operand positions the fact is about (see each kind).
  list<int> Operands = [];
  // A rule that is not data: the C++ check of that name (custom uniformity).
  string Custom = "";
  // The instruction, as a fix-it writes it, that this fact's kind inserts
  // where it is missing (GroupWait, GroupCommit, ProxyFence...).
  string Spelling = "";
}

//===----------------------------------------------------------------------===//
// Control flow (ISA 9.7.12)
//===----------------------------------------------------------------------===//

// Op ends the block: "branch" (to its label operand), "indirect" (to the
// labels of a .branchtargets list), "return", "exit", "trap". A guarded
// one may also fall through.
class ControlTransfer<Opcode op, string scope> : SyncFact<op> {
  let Kind = "ControlTransfer";
  let Scope = scope; // Reused as the transfer's kind.
}
def : ControlTransfer<OpBra, "branch">;
def : ControlTransfer<OpBrxIdx, "indirect">;
def : ControlTransfer<OpRet, "return">;
def : ControlTransfer<OpExit, "exit">;
def : ControlTransfer<OpTrap, "trap">;

// Op runs another function, which may do anything a rule follows (an
// mbarrier's init, a fence) where the analysis of this one cannot see.
class Call<Opcode op> : SyncFact<op> { let Kind = "Call"; }
def : Call<OpCall>;

// Op has operands but writes none of them: its first operand is read
// (every other instruction writes its first operand, unless that is an
// address).
class NoResult<Opcode op, list<Qualifier> unless = []> : SyncFact<op> {
  let Kind = "NoResult";
  let Unless = unless;
}
def : NoResult<OpBar, [BarReduce]>;
def : NoResult<OpBarrier, [BarReduce]>;
def : NoResult<OpBarWarpSync>;
def : NoResult<OpBrxIdx>;
def : NoResult<OpTcgen05Dealloc>;
def : NoResult<OpStackrestore>;
def : NoResult<OpNanosleep>;

// Operand Operands[0] is read only when the predicate operand Operands[1]
// holds (ReadOnlyIf) or does not (ReadOnlyUnless): `selp d, a, b, c`
// takes a when c holds and b when not (9.7.6.3), so a value left unwritten
// on the paths where c picks the other one is never used.
class ReadOnlyIf<Opcode op, int operand, int predicate> : SyncFact<op> {
  let Kind = "ReadOnlyIf";
  let Operands = [operand, predicate];
}
class ReadOnlyUnless<Opcode op, int operand, int predicate> : SyncFact<op> {
  let Kind = "ReadOnlyUnless";
  let Operands = [operand, predicate];
}
def : ReadOnlyIf<OpSelp, 1, 3>;
def : ReadOnlyUnless<OpSelp, 2, 3>;

// Op's result is its operand, unchanged: how compilers move a value into
// the register a join point reads (an SSA phi), often an unwritten one
// where the path does not use it.
class Copy<Opcode op> : SyncFact<op> { let Kind = "Copy"; }
def : Copy<OpMov>;

//===----------------------------------------------------------------------===//
// Collectives (ISA 9.7.13.1-3, 9.7.13.8-14, 9.7.15.7, 9.7.16)
//===----------------------------------------------------------------------===//

// Every thread of Scope (warp, warpgroup, CTA, cluster) must execute the
// same instruction: it must not be reached under a condition that can
// differ within Scope. Operands: the thread-count operand; when that is
// written, only so many threads take part, and the CTA-wide rule does not
// apply (the warp-wide one of `.aligned` still does).
class Collective<Opcode op, string scope, list<Qualifier> when = []>
    : SyncFact<op, when> {
  let Kind = "Collective";
  let Scope = scope;
}
// bar{.cta}.* is barrier{.cta}.*.aligned (9.7.13.1). A barrier without
// .aligned may be reached by the threads at different instructions of the
// same barrier (both arms of a branch): it is not a collective of one
// instruction.
def : Collective<OpBar, "cta"> {
  let Operands = [1];
  let Unless = [BarReduce];
}
def : Collective<OpBarrier, "cta", [Aligned]> {
  let Operands = [1];
  let Unless = [BarReduce];
}
// .red: `d, a{, b}, {!}c`: whether b is there shows only in the operand
// count, so the reductions are taken as CTA-wide.
def : Collective<OpBar, "cta", [BarReduce]>;
def : Collective<OpBarrier, "cta", [BarReduce]> {
  let Unless = [];
}
def : Collective<OpBar, "warp">;
def : Collective<OpBarrier, "warp", [Aligned]>;
def : Collective<OpBarrierCluster, "cluster">;
def : Collective<OpBarrierCluster, "warp", [Aligned]>;
// wgmma.* are warpgroup collectives (9.7.15.7): all four warps execute them.
def : Collective<OpWgmmaMmaAsync, "warpgroup">;
def : Collective<OpWgmmaMmaAsyncSp, "warpgroup">;
def : Collective<OpWgmmaFence, "warpgroup">;
def : Collective<OpWgmmaCommitGroup, "warpgroup">;
def : Collective<OpWgmmaWaitGroup, "warpgroup">;
// Every other `.sync.aligned` instruction: the whole warp, together.
foreach op = [OpMma, OpMmaSp, OpMmaSpOrderedMetadata, OpLdmatrix, OpStmatrix,
              OpTcgen05Alloc, OpTcgen05Dealloc, OpTcgen05RelinquishAllocPermit,
              OpTcgen05Ld, OpTcgen05St, OpTcgen05WaitLd, OpTcgen05WaitSt] in
  def : Collective<op, "warp", [Aligned]>;
// setmaxnreg: "all warps in the warpgroup must execute the same
// setmaxnreg instruction" (9.7.19.5).
def : Collective<OpSetmaxnreg, "warpgroup">;

// Operands: the membermask of a warp-synchronous instruction; a constant
// one names the lanes that must all reach it.
class MemberMask<Opcode op, int position, list<Qualifier> when = []>
    : SyncFact<op, when> {
  let Kind = "MemberMask";
  let Operands = [position];
}
def : MemberMask<OpBarWarpSync, 0>;
def : MemberMask<OpShflSync, 4>;
def : MemberMask<OpShfl, 4, [Sync]>;
def : MemberMask<OpVoteSync, 2>;
def : MemberMask<OpVote, 2, [Sync]>;
def : MemberMask<OpMatch, 2>;
def : MemberMask<OpRedux, 2>;
def : MemberMask<OpElectSync, 1>;

//===----------------------------------------------------------------------===//
// Uniformity: how widely a value is the same (ISA 10: special registers)
//===----------------------------------------------------------------------===//

// Reading Register gives every thread of Scope the same value, and no
// wider: %tid differs between the lanes of a warp, %warpid between the
// warps of a CTA, %ctaid between the CTAs of a cluster. A special register
// not listed here counts as differing between threads.
class SpecialRegisterScope<string register, string scope> {
  string Register = register;
  string Scope = scope;
}
foreach r = ["%ntid", "%nwarpid", "%nctaid", "%nsmid", "%gridid",
             "%is_explicit_cluster", "%nclusterid", "%cluster_nctaid",
             "%cluster_nctarank", "%envreg", "%total_smem_size",
             "%aggr_smem_size", "%dynamic_smem_size", "%current_graph_exec",
             "%reserved_smem_offset_begin", "%reserved_smem_offset_end",
             "%reserved_smem_offset_cap", "%reserved_smem_offset_",
             "WARP_SZ"] in
  def : SpecialRegisterScope<r, "grid">;
foreach r = ["%clusterid"] in
  def : SpecialRegisterScope<r, "cluster">;
foreach r = ["%ctaid", "%cluster_ctaid", "%cluster_ctarank", "%smid"] in
  def : SpecialRegisterScope<r, "cta">;
def : SpecialRegisterScope<"%warpid", "warp">;

// Op's results are the same across Scope at most, whatever its operands:
// atomics return each thread its own old value, fragments of a matrix are
// each lane's own, a vote is the warp's. Without such a record a result is
// as uniform as the operands it is computed from.
class ResultUniformity<Opcode op, string scope, list<Qualifier> when = []>
    : SyncFact<op, when> {
  let Kind = "ResultUniformity";
  let Scope = scope;
}
foreach op = [OpAtom, OpLdmatrix, OpMma, OpMmaSp, OpMmaSpOrderedMetadata,
              OpWgmmaMmaAsync, OpWgmmaMmaAsyncSp, OpTcgen05Ld, OpTcgen05LdRed,
              OpMatch, OpElectSync, OpMbarrierTestWait,
              OpMbarrierTestWaitParity, OpMbarrierTryWait,
              OpMbarrierTryWaitParity] in
  def : ResultUniformity<op, "thread">;
// A shuffle gives each lane another's value, unless every lane reads the
// same one (shfl.idx: the "broadcast-lane" rule below).
foreach op = [OpShfl, OpShflSync] in
  def : ResultUniformity<op, "thread"> { let Unless = [ShflIdx]; }

// Op's result is one value for every thread of Scope that executes it,
// whatever its operands were: a vote, a reduction, a barrier's reduction
// (9.7.13.1: "written to the destination register in all threads").
class CollectiveResult<Opcode op, string scope, list<Qualifier> when = []>
    : SyncFact<op, when> {
  let Kind = "CollectiveResult";
  let Scope = scope;
}
foreach op = [OpVoteSync, OpRedux, OpActivemask] in
  def : CollectiveResult<op, "warp">;
def : CollectiveResult<OpVote, "warp", [Sync]>;
def : CollectiveResult<OpBar, "cta", [BarReduce]>;
def : CollectiveResult<OpBarrier, "cta", [BarReduce]>;

// Results whose uniformity a rule of C++ works out (src/Analysis/
// Uniformity.cpp names them):
// - "broadcast-lane": shfl.sync.idx from a lane every thread names alike
//   gives the whole warp that lane's value (the way compilers make a value
//   warp-uniform);
// - "lane-bits-shifted", "lane-bits-divided": a shift right by 5 or more,
//   or a division by 32 or more (a power of two), of %tid.x is the same
//   across a warp (by 7, or 128: a warpgroup), as warp and warpgroup
//   indices are computed;
// - "lane-bits-kept": a copy (mov, cvt) of such a value is one too, and so
//   is its `and` with a mask of 2^m - 1 that keeps the lane bits (m >= 5):
//   (%tid.x & 127) is the thread's place in its warpgroup;
// - "lane-threshold-below", "lane-threshold-at-most": comparing such a
//   value with a constant C, as `< C` (`>= C`) or as `<= C` (`> C`), where
//   the threshold falls between warps (a multiple of 32 threads; of 128:
//   between warpgroups), is the same across a warp: `%tid.x < 32` selects
//   warp 0.
class CustomUniformity<Opcode op, string custom, list<Qualifier> when = []>
    : SyncFact<op, when> {
  let Kind = "CustomUniformity";
  let Custom = custom;
}
def : CustomUniformity<OpShflSync, "broadcast-lane", [ShflIdx]>;
def : CustomUniformity<OpShfl, "broadcast-lane", [ShflIdx]>;
def : CustomUniformity<OpShr, "lane-bits-shifted">;
def : CustomUniformity<OpDiv, "lane-bits-divided">;
def : CustomUniformity<OpMov, "lane-bits-kept">;
def : CustomUniformity<OpCvt, "lane-bits-kept">;
def : CustomUniformity<OpAnd, "lane-bits-kept">;
// The unsigned comparisons .lo/.hs/.ls/.hi are spelt as the half
// qualifiers are (Qualifiers.td).
def : CustomUniformity<OpSetp, "lane-threshold-below",
                       [CmpLt, CmpGe, HalfLow, CmpHs]>;
def : CustomUniformity<OpSetp, "lane-threshold-at-most",
                       [CmpLe, CmpGt, CmpLs, HalfHigh]>;
// - "agreement-is-whole": comparing (eq, ne) an AgreementMask result with
//   its whole membermask gives every lane of the warp the same answer.
def : CustomUniformity<OpSetp, "agreement-is-whole", [CmpEq, CmpNe]>;

// Op compares its operands 1 and 2 as Custom says ("eq", "ne", "lt",
// "le", "gt", "ge"), when it writes one of When: what a thread's branch
// does, where the operands are known for that thread (setmaxnreg budgets
// follow each warpgroup's first thread so). The unsigned .lo/.ls/.hi/.hs
// are spelt as the half qualifiers are (Qualifiers.td).
class Comparison<Opcode op, list<Qualifier> when, string relation>
    : SyncFact<op, when> {
  let Kind = "Comparison";
  let Custom = relation;
}
def : Comparison<OpSetp, [CmpEq], "eq">;
def : Comparison<OpSetp, [CmpNe], "ne">;
def : Comparison<OpSetp, [CmpLt, HalfLow], "lt">;
def : Comparison<OpSetp, [CmpLe, CmpLs], "le">;
def : Comparison<OpSetp, [CmpGt, HalfHigh], "gt">;
def : Comparison<OpSetp, [CmpGe, CmpHs], "ge">;

// Op's result is the mask of the lanes of its membermask whose operand
// equals the thread's own (match.any, 9.7.13.10): it is the whole
// membermask in one lane exactly when it is in all of them.
class AgreementMask<Opcode op, list<Qualifier> when> : SyncFact<op, when> {
  let Kind = "AgreementMask";
}
def : AgreementMask<OpMatch, [ConditionAny]>;

//===----------------------------------------------------------------------===//
// Proxies (ISA 8.6 "Proxies", 9.7.9.25.2, 9.7.15.4, 9.7.16.6)
//===----------------------------------------------------------------------===//

// Op reads or writes shared memory through Proxy. SpaceSlot: the form's
// slot that says whether this side of the copy is shared memory; empty:
// the instruction's own state space qualifier, or where its generic
// address certainly points. With AlwaysShared, the access is to shared
// memory whatever is written (matrix descriptors, ldmatrix).
class SharedMemoryAccess<Opcode op, string proxy, string access,
                         string spaceSlot = "", list<Qualifier> when = []>
    : SyncFact<op, when> {
  let Kind = "SharedMemoryAccess";
  let Proxy = proxy;
  let Access = access;
  let SpaceSlot = spaceSlot;
  bit AlwaysShared = 0;
}
def : SharedMemoryAccess<OpLd, "generic", "read">;
def : SharedMemoryAccess<OpSt, "generic", "write">;
def : SharedMemoryAccess<OpAtom, "generic", "read-write">;
def : SharedMemoryAccess<OpRed, "generic", "write">;
def : SharedMemoryAccess<OpLdmatrix, "generic", "read"> { let AlwaysShared = 1; }
def : SharedMemoryAccess<OpStmatrix, "generic", "write"> { let AlwaysShared = 1; }
// The bulk copies: the first state space is the destination, the second
// the source (AsyncCopy.td, TensorCopy.td).
foreach op = [OpCpAsyncBulk, OpCpAsyncBulkTensor] in {
  def : SharedMemoryAccess<op, "async", "write", "destination state space">;
  def : SharedMemoryAccess<op, "async", "read", "source state space">;
}
foreach op = [OpCpReduceAsyncBulk, OpCpReduceAsyncBulkTensor] in {
  def : SharedMemoryAccess<op, "async", "read-write", "destination state space">;
  def : SharedMemoryAccess<op, "async", "read", "source state space">;
}
// Matrix descriptors are read by the async proxy (9.7.15.4, 9.7.16.6).
foreach op = [OpWgmmaMmaAsync, OpWgmmaMmaAsyncSp, OpTcgen05Mma,
              OpTcgen05MmaWs, OpTcgen05Cp] in
  def : SharedMemoryAccess<op, "async", "read"> { let AlwaysShared = 1; }

// Op orders this thread's generic-proxy and async-proxy accesses: what
// came before it in one proxy is seen by what comes after in the other.
class ProxyFence<Opcode op> : SyncFact<op> { let Kind = "ProxyFence"; }
def : ProxyFence<OpFenceProxyAsync> { let Spelling = "fence.proxy.async.shared::cta;"; }

//===----------------------------------------------------------------------===//
// Asynchronous groups (ISA 9.7.9.25.3, 9.7.9.25.6, 9.7.15.7, 9.7.16.8.5)
//===----------------------------------------------------------------------===//

// Op joins the open group of Group. Operands: registers it reads or
// writes later, asynchronously; nothing else may touch them until the
// group is retired.
class GroupMember<Opcode op, string group, list<Qualifier> when = []>
    : SyncFact<op, when> {
  let Kind = "GroupMember";
  let Group = group;
}
// Op closes the open group of Group (wgmma.commit_group...).
class GroupCommit<Opcode op, string group> : SyncFact<op> {
  let Kind = "GroupCommit";
  let Group = group;
}
// Op waits until at most N committed groups of Group are pending, N its
// immediate Operands[0]; without Operands, until none is, and then it
// commits the open group first (cp.async.wait_all, tcgen05.wait::ld).
class GroupWait<Opcode op, string group, list<int> count = []> : SyncFact<op> {
  let Kind = "GroupWait";
  let Group = group;
  let Operands = count;
}
// Op must not be issued while a member of Group is outstanding: it tells
// other threads (or the allocator) that the data is consumed.
class NotWhilePending<Opcode op, string group, list<Qualifier> when = []>
    : SyncFact<op, when> {
  let Kind = "NotWhilePending";
  let Group = group;
}
// Op makes the registers written by other instructions visible to the
// later members of Group (wgmma.fence, 9.7.15.7.1).
class RegisterFence<Opcode op, string group> : SyncFact<op> {
  let Kind = "RegisterFence";
  let Group = group;
}

def : GroupMember<OpCpAsync, "cp.async">;
def : GroupCommit<OpCpAsyncCommitGroup, "cp.async"> { let Spelling = "cp.async.commit_group;"; }
def : GroupWait<OpCpAsyncWaitGroup, "cp.async", [0]> { let Spelling = "cp.async.wait_group 0;"; }
def : GroupWait<OpCpAsyncWaitAll, "cp.async">;

foreach op = [OpCpAsyncBulk, OpCpReduceAsyncBulk, OpCpAsyncBulkTensor,
              OpCpReduceAsyncBulkTensor] in
  def : GroupMember<op, "bulk", [BulkGroupCompletion]>;
def : GroupCommit<OpCpAsyncBulkCommitGroup, "bulk"> { let Spelling = "cp.async.bulk.commit_group;"; }
def : GroupWait<OpCpAsyncBulkWaitGroup, "bulk", [0]> { let Spelling = "cp.async.bulk.wait_group.read 0;"; }

// The accumulator d (operand 0) and, when A is in registers, a (operand 1).
def : GroupMember<OpWgmmaMmaAsync, "wgmma"> { let Operands = [0, 1]; }
def : GroupMember<OpWgmmaMmaAsyncSp, "wgmma"> { let Operands = [0, 1]; }
def : GroupCommit<OpWgmmaCommitGroup, "wgmma"> { let Spelling = "wgmma.commit_group.sync.aligned;"; }
def : GroupWait<OpWgmmaWaitGroup, "wgmma", [0]> { let Spelling = "wgmma.wait_group.sync.aligned 0;"; }
def : RegisterFence<OpWgmmaFence, "wgmma"> { let Spelling = "wgmma.fence.sync.aligned;"; }

// tcgen05.ld's destination registers (operand 0) hold nothing until
// tcgen05.wait::ld; tcgen05.st's source registers (operand 1) must not be
// changed before tcgen05.wait::st (9.7.16.8.5).
def : GroupMember<OpTcgen05Ld, "tcgen05.ld"> { let Operands = [0]; }
def : GroupMember<OpTcgen05LdRed, "tcgen05.ld"> { let Operands = [0]; }
def : GroupWait<OpTcgen05WaitLd, "tcgen05.ld"> { let Spelling = "tcgen05.wait::ld.sync.aligned;"; }
def : GroupMember<OpTcgen05St, "tcgen05.st"> { let Operands = [1]; }
def : GroupWait<OpTcgen05WaitSt, "tcgen05.st"> { let Spelling = "tcgen05.wait::st.sync.aligned;"; }
foreach group = ["tcgen05.ld", "tcgen05.st"] in {
  foreach op = [OpMbarrierArrive, OpMbarrierArriveExpectTx,
                OpMbarrierArriveDrop, OpMbarrierArriveDropExpectTx,
                OpTcgen05Dealloc] in
    def : NotWhilePending<op, group>;
  def : NotWhilePending<OpBar, group, [BarArrive]>;
  def : NotWhilePending<OpBarrier, group, [BarArrive]>;
}

//===----------------------------------------------------------------------===//
// mbarriers (ISA 9.7.13.15), thread barriers, clusters, tensor memory
//===----------------------------------------------------------------------===//

// Op acts on the mbarrier at its address operand Operands[0]: "MbarrierInit",
// "MbarrierInval", "MbarrierUse" (arrive, wait, expect_tx...), or
// "MbarrierAsyncUse" (an asynchronous operation completes on it: it must
// see the init through fence.mbarrier_init).
class MbarrierOperand<Opcode op, string kind, int position,
                      list<Qualifier> when = []> : SyncFact<op, when> {
  let Kind = kind;
  let Operands = [position];
}
def : MbarrierOperand<OpMbarrierInit, "MbarrierInit", 0>;
def : MbarrierOperand<OpMbarrierInval, "MbarrierInval", 0>;
foreach op = [OpMbarrierExpectTx, OpMbarrierCompleteTx] in
  def : MbarrierOperand<op, "MbarrierUse", 0>;
foreach op = [OpMbarrierArrive, OpMbarrierArriveExpectTx, OpMbarrierArriveDrop,
              OpMbarrierArriveDropExpectTx, OpMbarrierTestWait,
              OpMbarrierTestWaitParity, OpMbarrierTryWait,
              OpMbarrierTryWaitParity] in
  def : MbarrierOperand<op, "MbarrierUse", 1>;
def : MbarrierOperand<OpCpAsyncMbarrierArrive, "MbarrierUse", 0>;
// The bulk copies that complete on an mbarrier name it after their data.
def : MbarrierOperand<OpCpAsyncBulk, "MbarrierAsyncUse", 3, [MbarrierCompleteTx]>;
def : MbarrierOperand<OpCpAsyncBulkTensor, "MbarrierAsyncUse", 2, [MbarrierCompleteTx]>;
def : MbarrierOperand<OpTcgen05Commit, "MbarrierAsyncUse", 0>;

// fence.mbarrier_init: the thread's earlier inits are seen by the async
// proxy and the cluster (9.7.13.4).
class MbarrierInitFence<Opcode op> : SyncFact<op> { let Kind = "MbarrierInitFence"; }
def : MbarrierInitFence<OpFenceMbarrierInit> { let Spelling = "fence.mbarrier_init.release.cluster;"; }

// Op waits until the threads of Scope have arrived: what they wrote
// before is seen after it (bar.sync, barrier.cluster.wait).
class ThreadBarrier<Opcode op, string scope, list<Qualifier> when = [],
                    list<Qualifier> unless = []> : SyncFact<op, when> {
  let Kind = "ThreadBarrier";
  let Scope = scope;
  let Unless = unless;
}
def : ThreadBarrier<OpBar, "cta", [], [BarArrive]>;
def : ThreadBarrier<OpBarrier, "cta", [], [BarArrive]>;
def : ThreadBarrier<OpBarrierCluster, "cluster", [BarWait]>;

// Op makes an address into a peer CTA's shared memory (mapa, 9.7.9.23):
// the peer must not exit while this CTA may still use it.
class PeerSharedMemory<Opcode op> : SyncFact<op> { let Kind = "PeerSharedMemory"; }
def : PeerSharedMemory<OpMapa>;

// Tensor memory (9.7.16.7.1): what tcgen05.alloc takes, tcgen05.dealloc
// must give back before the CTA exits.
class TensorMemory<Opcode op, string kind> : SyncFact<op> { let Kind = kind; }
def : TensorMemory<OpTcgen05Alloc, "TensorMemoryAlloc">;
def : TensorMemory<OpTcgen05Dealloc, "TensorMemoryDealloc">;

//===----------------------------------------------------------------------===//
// Register counts (ISA 9.7.19.5 setmaxnreg)
//===----------------------------------------------------------------------===//

// Op changes the register count of the warps that execute it.
class RegisterCountChange<Opcode op> : SyncFact<op> {
  let Kind = "RegisterCountChange";
}
def : RegisterCountChange<OpSetmaxnreg>;
// Of those, the ones that raise it (setmaxnreg.inc); the others lower it.
class RegisterCountRaise<Opcode op, list<Qualifier> when> : SyncFact<op, when> {
  let Kind = "RegisterCountRaise";
}
def : RegisterCountRaise<OpSetmaxnreg, [RedOpInc]>;

// ptxas 13.0 keeps a kernel's setmaxnreg only when it knows the kernel's
// register count at entry, that is when every directive of one of these
// sets is written; otherwise it drops them and says so only in an
// information line (C7508 "'setmaxnreg' ignored; unable to determine
// register count at entry"). Measured: docs/sync-ptxas-probes.md.
class EntryRegisterCountFrom<list<string> directives> {
  list<string> Directives = directives;
}
def : EntryRegisterCountFrom<[".maxnreg"]>;
def : EntryRegisterCountFrom<[".maxntid", ".minnctapersm"]>;
def : EntryRegisterCountFrom<[".reqntid", ".minnctapersm"]>;

