//===- Opcodes.td - Every PTX 9.0 instruction -----------------------------===//
//
// The registry of opcodes: an instruction whose opcode is not here is an
// error. A name may have several dotted parts (`cp.async.bulk`): the checker
// picks the longest registered name that the instruction starts with, and
// the remaining qualifiers go to that entry's forms.
//
// Req is when the instruction appeared: the PTX ISA version and the target
// its "PTX ISA Notes" and "Target ISA Notes" give. Where ptxas 13.0 and the
// ISA text disagree, the entry follows ptxas and a comment says so.
//
// What gets its own entry:
// - every instruction an ISA section title names, spelled as the source
//   writes it (`tcgen05.wait::ld`; `mad.lo.cc` and `mad.hi.cc` for the
//   title mad.cc); a title whose requirements are its parent's is a form of
//   the parent (`tcgen05.mma.sp` of `tcgen05.mma`);
// - a variant that has a syntax line of its own beginning with a fixed
//   dotted name, its own version or target, and that ptxas reports under
//   that name (`mbarrier.arrive.expect_tx`, `tex.level`, `sust.p`); and the
//   proxy and operation fences (`fence.proxy.async`, `fence.mbarrier_init`).
// ld.global.nc stays a form of ld. Requirements of qualifiers that share a
// syntax line with others (a type, a state space, `.cta` before `.arrive`
// in `bar`) are left to the forms; the list at the end of this file names
// those the ISA notes give for what looks like a variant.
//
// Qualifier order: ptxas takes most qualifiers in any order, including some
// that name a variant: add.u32.cc, rcp.ftz.approx.f64, shfl.idx.sync.b32,
// vote.ballot.sync.b32, redux.add.sync.s32, mma.sync.aligned.sp...,
// wgmma.mma_async.sync.aligned.sp..., fence.release.mbarrier_init.cluster,
// fence.proxy.release.tensormap::generic.gpu. Such an instruction does not
// start with the variant's name and falls back to the parent entry, which
// never asks for more than the variant; the parent's forms have to accept
// the variant's qualifier wherever it stands. Every multi-part entry was
// probed with its distinguishing part moved; the ones not named here
// (cp.async.bulk*, mbarrier.*, tcgen05.*, tex.level, sust.p, ...) are
// rejected by ptxas in any other order.
//
// PTX 5.1: the ISA has no such version (its release notes go from 5.0 to
// 6.0), but ptxas 13.0 accepts `.version 5.1` and with it every instruction
// the ISA dates 6.0 that was probed here (its error messages below 5.1 still
// say "6.0 or later"); those entries say PTX51.
//
// When several sections describe one opcode (integer, floating point, half
// precision and mixed precision `add`), Section is the first of them and
// Req the earliest of their requirements; the others are named in the
// comment of the group.
//
// Target lists: Requires passes a target that is, or implies, one of OnlyOn
// (Targets.td). An `a` target implies its own family's `f` target, and a
// later `f` target implies the earlier ones of its family, so `sm_100f`
// stands for sm_100a, sm_100f, sm_103a and sm_103f, and `sm_110f` for
// sm_110a, sm_110f and the old names sm_101a and sm_101f. MinSM is the
// lowest SM number among all the targets a list admits (sm_101a is 101).
//
//===----------------------------------------------------------------------===//

// Op<name, section, version, minSM, onlyOn>: an opcode with its ISA section
// (from the section's file name, e.g. "9.7.9.8") and its requirement.
class Op<string name, string section, PTXVersion version, int minSM = 0,
         list<Target> onlyOn = []>
    : Opcode<name, Requires<version, minSM, onlyOn>> {
  let Section = section;
}

// The arch- and family-specific targets shared by several instructions.
// sm_90a, the sm_100 family (sm_100f, sm_103f and their `a` forms), the
// sm_110 family (including the old sm_101 names) and the sm_120 family.
defvar OpOnSm90aAndLater = [sm_90a, sm_100f, sm_110f, sm_120f];
// The sm_100 and sm_110 families: most tcgen05 instructions.
defvar OpOnTcgen05 = [sm_100f, sm_110f];

//===----------------------------------------------------------------------===//
// 9.7.1 Integer arithmetic. add, sub, mul, mad, div, abs, neg, min, max are
// also the floating point (9.7.3), half precision (9.7.4) and mixed
// precision (9.7.5) instructions of the same name; their requirements there
// (types such as .f64, .f16, .bf16, .f32x2) belong to the forms.
//===----------------------------------------------------------------------===//
def OpAdd   : Op<"add", "9.7.1.1", PTX10>;
def OpSub   : Op<"sub", "9.7.1.2", PTX10>;
def OpMul   : Op<"mul", "9.7.1.3", PTX10>;
def OpMad   : Op<"mad", "9.7.1.4", PTX10>;
def OpMul24 : Op<"mul24", "9.7.1.5", PTX10>;
def OpMad24 : Op<"mad24", "9.7.1.6", PTX10>;
def OpSad   : Op<"sad", "9.7.1.7", PTX10>;
def OpDiv   : Op<"div", "9.7.1.8", PTX10>;
def OpRem   : Op<"rem", "9.7.1.9", PTX10>;
def OpAbs   : Op<"abs", "9.7.1.10", PTX10>;
def OpNeg   : Op<"neg", "9.7.1.11", PTX10>;
def OpMin   : Op<"min", "9.7.1.12", PTX10>;
def OpMax   : Op<"max", "9.7.1.13", PTX10>;
def OpPopc  : Op<"popc", "9.7.1.14", PTX20, 20>;
def OpClz   : Op<"clz", "9.7.1.15", PTX20, 20>;
def OpBfind : Op<"bfind", "9.7.1.16", PTX20, 20>;
// ISA: PTX 6.0; ptxas also takes 5.1 (see the top of the file).
def OpFns   : Op<"fns", "9.7.1.17", PTX51, 30>;
def OpBrev  : Op<"brev", "9.7.1.18", PTX20, 20>;
def OpBfe   : Op<"bfe", "9.7.1.19", PTX20, 20>;
def OpBfi   : Op<"bfi", "9.7.1.20", PTX20, 20>;
def OpSzext : Op<"szext", "9.7.1.21", PTX76, 70>;
def OpBmsk  : Op<"bmsk", "9.7.1.22", PTX76, 70>;
def OpDp4a  : Op<"dp4a", "9.7.1.23", PTX50, 61>;
def OpDp2a  : Op<"dp2a", "9.7.1.24", PTX50, 61>;

//===----------------------------------------------------------------------===//
// 9.7.2 Extended-precision integer arithmetic. The 64-bit forms came with
// PTX 4.3 and need sm_20 (forms).
//===----------------------------------------------------------------------===//
def OpAddCC   : Op<"add.cc", "9.7.2.1", PTX12>;
def OpAddc    : Op<"addc", "9.7.2.2", PTX12>;
// The ISA gives PTX 1.2 for sub.cc and subc; ptxas asks for 1.3.
def OpSubCC   : Op<"sub.cc", "9.7.2.3", PTX13>;
def OpSubc    : Op<"subc", "9.7.2.4", PTX13>;
// Written mad.lo.cc / mad.hi.cc: ptxas rejects mad.cc.lo, so a `mad.cc`
// entry would never match.
def OpMadLoCC : Op<"mad.lo.cc", "9.7.2.5", PTX30, 20>;
def OpMadHiCC : Op<"mad.hi.cc", "9.7.2.5", PTX30, 20>;
def OpMadc    : Op<"madc", "9.7.2.6", PTX30, 20>;

//===----------------------------------------------------------------------===//
// 9.7.3 Floating point. add (9.7.3.3), sub (9.7.3.4), mul (9.7.3.5), mad
// (9.7.3.7), div (9.7.3.8), abs (9.7.3.9), neg (9.7.3.10), min (9.7.3.11) and
// max (9.7.3.12) are the entries of 9.7.1. fma came with fma.f64 (PTX 1.4);
// fma.f32 needs PTX 2.0 and sm_20 (forms).
//===----------------------------------------------------------------------===//
def OpTestp             : Op<"testp", "9.7.3.1", PTX20, 20>;
def OpCopysign          : Op<"copysign", "9.7.3.2", PTX20, 20>;
// The ISA asks sm_13 for fma.f64; ptxas takes it on sm_10 to sm_12 too, as it
// does add.f64 (no error, no warning), so no minimum target here.
def OpFma               : Op<"fma", "9.7.3.6", PTX14>;
def OpRcp               : Op<"rcp", "9.7.3.13", PTX10>;
def OpRcpApproxFtzF64   : Op<"rcp.approx.ftz.f64", "9.7.3.14", PTX21, 20>;
def OpSqrt              : Op<"sqrt", "9.7.3.15", PTX10>;
def OpRsqrt             : Op<"rsqrt", "9.7.3.16", PTX10>;
def OpRsqrtApproxFtzF64 : Op<"rsqrt.approx.ftz.f64", "9.7.3.17", PTX40, 20>;
def OpSin               : Op<"sin", "9.7.3.18", PTX10>;
def OpCos               : Op<"cos", "9.7.3.19", PTX10>;
def OpLg2               : Op<"lg2", "9.7.3.20", PTX10>;
def OpEx2               : Op<"ex2", "9.7.3.21", PTX10>;
def OpTanh              : Op<"tanh", "9.7.3.22", PTX70, 75>;

//===----------------------------------------------------------------------===//
// 9.7.4 Half precision floating point: add, sub, mul, fma, neg, abs, min,
// max, tanh, ex2 (9.7.4.1-9.7.4.10), and 9.7.5 mixed precision: add, sub,
// fma (9.7.5.1-9.7.5.3). All are the entries above; their .f16, .bf16 and
// .f32.f16 forms need PTX 4.2 to 8.6 and sm_53 to sm_100 (forms).
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// 9.7.6 Comparison and selection; set and setp are also the half precision
// comparisons of 9.7.7 (PTX 4.2, sm_53 for the .f16 forms).
//===----------------------------------------------------------------------===//
def OpSet  : Op<"set", "9.7.6.1", PTX10>;
def OpSetp : Op<"setp", "9.7.6.2", PTX10>;
def OpSelp : Op<"selp", "9.7.6.3", PTX10>;
def OpSlct : Op<"slct", "9.7.6.4", PTX10>;

//===----------------------------------------------------------------------===//
// 9.7.8 Logic and shift.
//===----------------------------------------------------------------------===//
def OpAnd  : Op<"and", "9.7.8.1", PTX10>;
def OpOr   : Op<"or", "9.7.8.2", PTX10>;
def OpXor  : Op<"xor", "9.7.8.3", PTX10>;
def OpNot  : Op<"not", "9.7.8.4", PTX10>;
def OpCnot : Op<"cnot", "9.7.8.5", PTX10>;
def OpLop3 : Op<"lop3", "9.7.8.6", PTX43, 50>;
def OpShf  : Op<"shf", "9.7.8.7", PTX31, 32>;
def OpShl  : Op<"shl", "9.7.8.8", PTX10>;
def OpShr  : Op<"shr", "9.7.8.9", PTX10>;

//===----------------------------------------------------------------------===//
// 9.7.9 Data movement and conversion. mov has two sections (9.7.9.3 and
// 9.7.9.4); ld.global.nc (9.7.9.9: PTX 3.1, sm_32) is a form of ld.
// shfl without .sync is gone for sm_70 and later from PTX 6.4 on, which a
// Requires cannot say (forms).
//===----------------------------------------------------------------------===//
def OpMov              : Op<"mov", "9.7.9.3", PTX10>;
def OpShfl             : Op<"shfl", "9.7.9.5", PTX30, 30>;
// ISA: PTX 6.0; ptxas also takes 5.1 (see the top of the file).
def OpShflSync         : Op<"shfl.sync", "9.7.9.6", PTX51, 30>;
def OpPrmt             : Op<"prmt", "9.7.9.7", PTX20, 20>;
def OpLd               : Op<"ld", "9.7.9.8", PTX10>;
def OpLdu              : Op<"ldu", "9.7.9.10", PTX20, 20>;
def OpSt               : Op<"st", "9.7.9.11", PTX10>;
def OpStAsync          : Op<"st.async", "9.7.9.12", PTX81, 90>;
def OpStBulk           : Op<"st.bulk", "9.7.9.13", PTX86, 100>;
def OpMultimemLdReduce : Op<"multimem.ld_reduce", "9.7.9.14", PTX81, 90>;
def OpMultimemSt       : Op<"multimem.st", "9.7.9.14", PTX81, 90>;
def OpMultimemRed      : Op<"multimem.red", "9.7.9.14", PTX81, 90>;
def OpPrefetch         : Op<"prefetch", "9.7.9.15", PTX20, 20>;
def OpPrefetchu        : Op<"prefetchu", "9.7.9.15", PTX20, 20>;
def OpApplyPriority    : Op<"applypriority", "9.7.9.16", PTX74, 80>;
def OpDiscard          : Op<"discard", "9.7.9.17", PTX74, 80>;
def OpCreatePolicy     : Op<"createpolicy", "9.7.9.18", PTX74, 80>;
def OpIsspacep         : Op<"isspacep", "9.7.9.19", PTX20, 20>;
def OpCvta             : Op<"cvta", "9.7.9.20", PTX20, 20>;
def OpCvt              : Op<"cvt", "9.7.9.21", PTX10>;
def OpCvtPack          : Op<"cvt.pack", "9.7.9.22", PTX65, 72>;
def OpMapa             : Op<"mapa", "9.7.9.23", PTX78, 90>;
def OpGetctarank       : Op<"getctarank", "9.7.9.24", PTX78, 90>;

// 9.7.9.25 Asynchronous copy: non-bulk (cp.async), bulk, tensor, and the
// bulk completion instructions. cp.async.mbarrier.arrive is in 9.7.13.15.
def OpCpAsync                   : Op<"cp.async", "9.7.9.25.3.1", PTX70, 80>;
def OpCpAsyncCommitGroup        : Op<"cp.async.commit_group", "9.7.9.25.3.2", PTX70, 80>;
def OpCpAsyncWaitGroup          : Op<"cp.async.wait_group", "9.7.9.25.3.3", PTX70, 80>;
def OpCpAsyncWaitAll            : Op<"cp.async.wait_all", "9.7.9.25.3.3", PTX70, 80>;
def OpCpAsyncBulk               : Op<"cp.async.bulk", "9.7.9.25.4.1", PTX80, 90>;
def OpCpReduceAsyncBulk         : Op<"cp.reduce.async.bulk", "9.7.9.25.4.2", PTX80, 90>;
def OpCpAsyncBulkPrefetch       : Op<"cp.async.bulk.prefetch", "9.7.9.25.4.3", PTX80, 90>;
def OpCpAsyncBulkTensor         : Op<"cp.async.bulk.tensor", "9.7.9.25.5.2", PTX80, 90> { let ShapedVectors = 1; }
def OpCpReduceAsyncBulkTensor   : Op<"cp.reduce.async.bulk.tensor", "9.7.9.25.5.3", PTX80, 90> { let ShapedVectors = 1; }
def OpCpAsyncBulkPrefetchTensor : Op<"cp.async.bulk.prefetch.tensor", "9.7.9.25.5.4", PTX80, 90> { let ShapedVectors = 1; }
def OpCpAsyncBulkCommitGroup    : Op<"cp.async.bulk.commit_group", "9.7.9.25.6.1", PTX80, 90>;
def OpCpAsyncBulkWaitGroup      : Op<"cp.async.bulk.wait_group", "9.7.9.25.6.2", PTX80, 90>;
// PTX 9.1, sm_90 (ISA 9.1 sections 9.7.9.26 and 9.7.9.27; the sections
// above keep the 9.0 numbering). ptxas 13.0 does not know them: "Not a
// name of any known instruction: 'multimem'".
def OpMultimemCpAsyncBulk       : Op<"multimem.cp.async.bulk", "9.7.9.26", PTX91, 90>;
def OpMultimemCpReduceAsyncBulk : Op<"multimem.cp.reduce.async.bulk", "9.7.9.27", PTX91, 90>;

def OpTensormapReplace : Op<"tensormap.replace", "9.7.9.26", PTX83, 90, OpOnSm90aAndLater>;

//===----------------------------------------------------------------------===//
// 9.7.10 Texture. The mipmap lines of tex and txq.level each have their own
// syntax line and version, and ptxas names them on their own.
//===----------------------------------------------------------------------===//
def OpTex      : Op<"tex", "9.7.10.3", PTX10>;
def OpTexBase  : Op<"tex.base", "9.7.10.3", PTX31, 20>;
def OpTexLevel : Op<"tex.level", "9.7.10.3", PTX31, 20>;
def OpTexGrad  : Op<"tex.grad", "9.7.10.3", PTX31, 20>;
def OpTld4     : Op<"tld4", "9.7.10.4", PTX22, 20>;
def OpTxq      : Op<"txq", "9.7.10.5", PTX15>;
def OpTxqLevel : Op<"txq.level", "9.7.10.5", PTX43, 30>;
def OpIstypep  : Op<"istypep", "9.7.10.6", PTX40, 30>;

//===----------------------------------------------------------------------===//
// 9.7.11 Surface. sust.p, the formatted store, came later than sust.b.
//===----------------------------------------------------------------------===//
def OpSuld  : Op<"suld", "9.7.11.1", PTX15>;
def OpSust  : Op<"sust", "9.7.11.2", PTX15>;
def OpSustP : Op<"sust.p", "9.7.11.2", PTX20, 20>;
def OpSured : Op<"sured", "9.7.11.3", PTX20, 20>;
def OpSuq   : Op<"suq", "9.7.11.4", PTX15>;

//===----------------------------------------------------------------------===//
// 9.7.12 Control flow. `{}` (9.7.12.1) and `@` (9.7.12.2) are syntax, not
// opcodes. An indirect call (PTX 2.1, sm_20) is a form of call.
//===----------------------------------------------------------------------===//
def OpBra    : Op<"bra", "9.7.12.3", PTX10> { let LabelsAllowed = 1; }
// ISA: PTX 6.0; ptxas also takes 5.1 (see the top of the file).
def OpBrxIdx : Op<"brx.idx", "9.7.12.4", PTX51, 30> { let LabelsAllowed = 1; }
def OpCall   : Op<"call", "9.7.12.5", PTX10> { let LabelsAllowed = 1; }
def OpRet    : Op<"ret", "9.7.12.6", PTX10>;
def OpExit   : Op<"exit", "9.7.12.7", PTX10>;

//===----------------------------------------------------------------------===//
// 9.7.13 Parallel synchronization and communication.
// bar.arrive and bar.red (PTX 2.0, sm_20) are forms of bar, because `.cta`
// may come between; membar.sys (PTX 2.0, sm_20) is a form of membar.
// The proxy fences and the operation fence are entries: each arrived with
// its own version. fence.proxy.async::generic is only valid with
// .sync_restrict, which needs PTX 8.6.
// vote without .sync is gone for sm_70 and later from PTX 6.4 on (forms).
//===----------------------------------------------------------------------===//
def OpBar                        : Op<"bar", "9.7.13.1", PTX10>;
// ISA: PTX 6.0 for barrier; ptxas also takes 5.1 (see the top of the file).
def OpBarrier                    : Op<"barrier", "9.7.13.1", PTX51, 30>;
// ISA: PTX 6.0; ptxas also takes 5.1 (see the top of the file).
def OpBarWarpSync                : Op<"bar.warp.sync", "9.7.13.2", PTX51, 30>;
def OpBarrierCluster             : Op<"barrier.cluster", "9.7.13.3", PTX78, 90>;
def OpMembar                     : Op<"membar", "9.7.13.4", PTX14>;
def OpMembarProxy                : Op<"membar.proxy", "9.7.13.4", PTX75, 60>;
// ISA: PTX 6.0; ptxas also takes 5.1 (see the top of the file).
def OpFence                      : Op<"fence", "9.7.13.4", PTX51, 70>;
def OpFenceProxy                 : Op<"fence.proxy", "9.7.13.4", PTX75, 70>;
def OpFenceProxyAsync            : Op<"fence.proxy.async", "9.7.13.4", PTX80, 90>;
def OpFenceProxyTensormapGeneric : Op<"fence.proxy.tensormap::generic", "9.7.13.4", PTX83, 90>;
def OpFenceProxyAsyncGeneric     : Op<"fence.proxy.async::generic", "9.7.13.4", PTX86, 90>;
def OpFenceMbarrierInit          : Op<"fence.mbarrier_init", "9.7.13.4", PTX80, 90>;
// The ISA gives PTX 1.1 for atom; ptxas takes it with .version 1.0.
def OpAtom                       : Op<"atom", "9.7.13.5", PTX10, 11>;
def OpRed                        : Op<"red", "9.7.13.6", PTX12, 11>;
def OpRedAsync                   : Op<"red.async", "9.7.13.7", PTX81, 90>;
def OpVote                       : Op<"vote", "9.7.13.8", PTX12, 12>;
// ISA: PTX 6.0; ptxas also takes 5.1. ptxas takes .sync anywhere: CUB
// writes vote.ballot.sync.b32 (7584 times in the corpus), which falls back
// to the vote entry (see the top of the file).
def OpVoteSync                   : Op<"vote.sync", "9.7.13.9", PTX51, 30>;
// Written match.any.sync / match.all.sync, so the entry is the bare name.
// ISA: PTX 6.0; ptxas also takes 5.1 (see the top of the file).
def OpMatch                      : Op<"match", "9.7.13.10", PTX51, 70>;
def OpActivemask                 : Op<"activemask", "9.7.13.11", PTX62, 30>;
// ptxas also takes redux.add.sync.s32; with no bare redux instruction to fall
// back to, the entry is the bare name.
def OpRedux                      : Op<"redux", "9.7.13.12", PTX70, 80>;
def OpGriddepcontrol             : Op<"griddepcontrol", "9.7.13.13", PTX78, 90>;
def OpElectSync                  : Op<"elect.sync", "9.7.13.14", PTX80, 90>;

// 9.7.13.15 mbarrier.
def OpMbarrierInit               : Op<"mbarrier.init", "9.7.13.15.9", PTX70, 80>;
def OpMbarrierInval              : Op<"mbarrier.inval", "9.7.13.15.10", PTX70, 80>;
def OpMbarrierExpectTx           : Op<"mbarrier.expect_tx", "9.7.13.15.11", PTX80, 90>;
def OpMbarrierCompleteTx         : Op<"mbarrier.complete_tx", "9.7.13.15.12", PTX80, 90>;
def OpMbarrierArrive             : Op<"mbarrier.arrive", "9.7.13.15.13", PTX70, 80>;
def OpMbarrierArriveExpectTx     : Op<"mbarrier.arrive.expect_tx", "9.7.13.15.13", PTX80, 90>;
def OpMbarrierArriveDrop         : Op<"mbarrier.arrive_drop", "9.7.13.15.14", PTX70, 80>;
def OpMbarrierArriveDropExpectTx : Op<"mbarrier.arrive_drop.expect_tx", "9.7.13.15.14", PTX80, 90>;
def OpCpAsyncMbarrierArrive      : Op<"cp.async.mbarrier.arrive", "9.7.13.15.15", PTX70, 80>;
def OpMbarrierTestWait           : Op<"mbarrier.test_wait", "9.7.13.15.16", PTX70, 80>;
def OpMbarrierTestWaitParity     : Op<"mbarrier.test_wait.parity", "9.7.13.15.16", PTX71, 80>;
def OpMbarrierTryWait            : Op<"mbarrier.try_wait", "9.7.13.15.16", PTX78, 90>;
// ptxas names it on its own ("Feature 'mbarrier.try_wait.parity' requires
// PTX ISA .version 7.8") and refuses `.parity` anywhere else
// (`mbarrier.try_wait.acquire.parity`: "Unknown modifier '.parity'").
def OpMbarrierTryWaitParity      : Op<"mbarrier.try_wait.parity", "9.7.13.15.16", PTX78, 90>;
def OpMbarrierPendingCount       : Op<"mbarrier.pending_count", "9.7.13.15.17", PTX70, 80>;

def OpTensormapCpFenceproxy           : Op<"tensormap.cp_fenceproxy", "9.7.13.16", PTX83, 90>;
def OpClusterlaunchcontrolTryCancel   : Op<"clusterlaunchcontrol.try_cancel", "9.7.13.17", PTX86, 100>;
def OpClusterlaunchcontrolQueryCancel : Op<"clusterlaunchcontrol.query_cancel", "9.7.13.18", PTX86, 100>;

//===----------------------------------------------------------------------===//
// 9.7.14 Warp-level matrix multiply-accumulate.
//===----------------------------------------------------------------------===//
// ISA: PTX 6.0; ptxas also takes 5.1 (see the top of the file), for the
// forms without .aligned, which needs PTX 6.3.
def OpWmmaLoad             : Op<"wmma.load", "9.7.14.4.3", PTX51, 70>;
def OpWmmaStore            : Op<"wmma.store", "9.7.14.4.4", PTX51, 70>;
def OpWmmaMma              : Op<"wmma.mma", "9.7.14.4.5", PTX51, 70>;
def OpMma                  : Op<"mma", "9.7.14.5.14", PTX64, 70>;
def OpLdmatrix             : Op<"ldmatrix", "9.7.14.5.15", PTX65, 75>;
def OpStmatrix             : Op<"stmatrix", "9.7.14.5.16", PTX78, 90>;
def OpMovmatrix            : Op<"movmatrix", "9.7.14.5.17", PTX78, 75>;
def OpMmaSp                : Op<"mma.sp", "9.7.14.6.3", PTX71, 80>;
def OpMmaSpOrderedMetadata : Op<"mma.sp::ordered_metadata", "9.7.14.6.3", PTX85, 80>;

//===----------------------------------------------------------------------===//
// 9.7.15 Warpgroup-level matrix multiply-accumulate: sm_90a only.
//===----------------------------------------------------------------------===//
def OpWgmmaMmaAsync    : Op<"wgmma.mma_async", "9.7.15.5.2", PTX80, 90, [sm_90a]> { let ShapedVectors = 1; }
def OpWgmmaMmaAsyncSp  : Op<"wgmma.mma_async.sp", "9.7.15.6.3", PTX82, 90, [sm_90a]> { let ShapedVectors = 1; }
def OpWgmmaFence       : Op<"wgmma.fence", "9.7.15.7.1", PTX80, 90, [sm_90a]>;
def OpWgmmaCommitGroup : Op<"wgmma.commit_group", "9.7.15.7.2", PTX80, 90, [sm_90a]>;
def OpWgmmaWaitGroup   : Op<"wgmma.wait_group", "9.7.15.7.3", PTX80, 90, [sm_90a]>;

//===----------------------------------------------------------------------===//
// 9.7.16 TensorCore 5th generation (tcgen05): sm_100a and sm_101a (now
// sm_110a) since PTX 8.6, and the sm_100f and sm_110f families since 8.8.
// .kind::i8 and the .kind::mxf4 kinds of the mma instructions are narrower
// (forms).
//===----------------------------------------------------------------------===//
def OpTcgen05Alloc                 : Op<"tcgen05.alloc", "9.7.16.7.1", PTX86, 100, OpOnTcgen05>;
def OpTcgen05Dealloc               : Op<"tcgen05.dealloc", "9.7.16.7.1", PTX86, 100, OpOnTcgen05>;
def OpTcgen05RelinquishAllocPermit : Op<"tcgen05.relinquish_alloc_permit", "9.7.16.7.1", PTX86, 100, OpOnTcgen05>;
def OpTcgen05Ld                    : Op<"tcgen05.ld", "9.7.16.8.3", PTX86, 100, OpOnTcgen05> { let ShapedVectors = 1; }
// Not on sm_100a/sm_100f: the sm_101a (sm_110) and sm_103 families only.
def OpTcgen05LdRed                 : Op<"tcgen05.ld.red", "9.7.16.8.3", PTX88, 101, [sm_103f, sm_110f]> { let ShapedVectors = 1; }
def OpTcgen05St                    : Op<"tcgen05.st", "9.7.16.8.4", PTX86, 100, OpOnTcgen05> { let ShapedVectors = 1; }
def OpTcgen05WaitLd                : Op<"tcgen05.wait::ld", "9.7.16.8.5", PTX86, 100, OpOnTcgen05>;
def OpTcgen05WaitSt                : Op<"tcgen05.wait::st", "9.7.16.8.5", PTX86, 100, OpOnTcgen05>;
def OpTcgen05Cp                    : Op<"tcgen05.cp", "9.7.16.9.2", PTX86, 100, OpOnTcgen05>;
// Arch-specific only: no family target has it.
def OpTcgen05Shift                 : Op<"tcgen05.shift", "9.7.16.9.3", PTX86, 100, [sm_100a, sm_101a, sm_103a, sm_110a]>;
// tcgen05.mma.sp (9.7.16.10.9.2) and tcgen05.mma.ws.sp (9.7.16.10.9.4) need
// what their plain forms need, and ptxas takes .sp anywhere among the
// qualifiers, so they are forms of these two entries.
def OpTcgen05Mma                   : Op<"tcgen05.mma", "9.7.16.10.9.1", PTX86, 100, OpOnTcgen05> { let ShapedVectors = 1; }
def OpTcgen05MmaWs                 : Op<"tcgen05.mma.ws", "9.7.16.10.9.3", PTX86, 100, OpOnTcgen05> { let ShapedVectors = 1; }
def OpTcgen05FenceBefore           : Op<"tcgen05.fence::before_thread_sync", "9.7.16.11.1", PTX86, 100, OpOnTcgen05>;
def OpTcgen05FenceAfter            : Op<"tcgen05.fence::after_thread_sync", "9.7.16.11.1", PTX86, 100, OpOnTcgen05>;
def OpTcgen05Commit                : Op<"tcgen05.commit", "9.7.16.12.1", PTX86, 100, OpOnTcgen05>;

//===----------------------------------------------------------------------===//
// 9.7.17 Stack manipulation (a preview feature in PTX 7.3).
//===----------------------------------------------------------------------===//
def OpStacksave    : Op<"stacksave", "9.7.17.1", PTX73, 52>;
def OpStackrestore : Op<"stackrestore", "9.7.17.2", PTX73, 52>;
def OpAlloca       : Op<"alloca", "9.7.17.3", PTX73, 52>;

//===----------------------------------------------------------------------===//
// 9.7.18 Video: scalar (9.7.18.1) and SIMD (9.7.18.2). Their operands take
// part selects (`r1.b3`, `r2.h10`, `r3.b7654`); which ones, and where, is
// each operand's PartSelects (Video.td).
//===----------------------------------------------------------------------===//
class VideoOp<string name, string section, PTXVersion version, int minSM>
    : Op<name, section, version, minSM> {
  let PartSelects = 1;
}
def OpVadd      : VideoOp<"vadd", "9.7.18.1.1", PTX20, 20>;
def OpVsub      : VideoOp<"vsub", "9.7.18.1.1", PTX20, 20>;
def OpVabsdiff  : VideoOp<"vabsdiff", "9.7.18.1.1", PTX20, 20>;
def OpVmin      : VideoOp<"vmin", "9.7.18.1.1", PTX20, 20>;
def OpVmax      : VideoOp<"vmax", "9.7.18.1.1", PTX20, 20>;
def OpVshl      : VideoOp<"vshl", "9.7.18.1.2", PTX20, 20>;
def OpVshr      : VideoOp<"vshr", "9.7.18.1.2", PTX20, 20>;
def OpVmad      : VideoOp<"vmad", "9.7.18.1.3", PTX20, 20>;
def OpVset      : VideoOp<"vset", "9.7.18.1.4", PTX20, 20>;
def OpVadd2     : VideoOp<"vadd2", "9.7.18.2.1", PTX30, 30>;
def OpVsub2     : VideoOp<"vsub2", "9.7.18.2.1", PTX30, 30>;
def OpVavrg2    : VideoOp<"vavrg2", "9.7.18.2.1", PTX30, 30>;
def OpVabsdiff2 : VideoOp<"vabsdiff2", "9.7.18.2.1", PTX30, 30>;
def OpVmin2     : VideoOp<"vmin2", "9.7.18.2.1", PTX30, 30>;
def OpVmax2     : VideoOp<"vmax2", "9.7.18.2.1", PTX30, 30>;
def OpVset2     : VideoOp<"vset2", "9.7.18.2.2", PTX30, 30>;
def OpVadd4     : VideoOp<"vadd4", "9.7.18.2.3", PTX30, 30>;
def OpVsub4     : VideoOp<"vsub4", "9.7.18.2.3", PTX30, 30>;
def OpVavrg4    : VideoOp<"vavrg4", "9.7.18.2.3", PTX30, 30>;
def OpVabsdiff4 : VideoOp<"vabsdiff4", "9.7.18.2.3", PTX30, 30>;
def OpVmin4     : VideoOp<"vmin4", "9.7.18.2.3", PTX30, 30>;
def OpVmax4     : VideoOp<"vmax4", "9.7.18.2.3", PTX30, 30>;
def OpVset4     : VideoOp<"vset4", "9.7.18.2.4", PTX30, 30>;

//===----------------------------------------------------------------------===//
// 9.7.19 Miscellaneous.
//===----------------------------------------------------------------------===//
def OpBrkpt       : Op<"brkpt", "9.7.19.1", PTX10, 11>;
// The ISA gives PTX 6.3; ptxas takes (and names) 6.2.
def OpNanosleep   : Op<"nanosleep", "9.7.19.2", PTX62, 70>;
def OpPmevent     : Op<"pmevent", "9.7.19.3", PTX14>;
def OpPmeventMask : Op<"pmevent.mask", "9.7.19.3", PTX30, 20>;
def OpTrap        : Op<"trap", "9.7.19.4", PTX10>;
def OpSetmaxnreg  : Op<"setmaxnreg", "9.7.19.5", PTX80, 90, OpOnSm90aAndLater>;

//===----------------------------------------------------------------------===//
// Left to the forms: requirements the ISA notes (checked with ptxas) give
// for what looks like a variant but is a qualifier among others.
// - ld.global.nc: PTX 3.1, sm_32. ld.volatile and st.volatile: PTX 1.1.
//   .relaxed/.acquire/.release with a scope: PTX 6.0 (ptxas: 5.1), sm_70.
// - bar.arrive, bar.red: PTX 2.0, sm_20. bar.cta, barrier.cta: PTX 7.8.
// - membar.sys: PTX 2.0, sm_20. fence.acquire and fence.release: the ISA
//   says PTX 8.6, ptxas takes them from 5.1 on. .sync_restrict: PTX 8.6,
//   sm_90.
// - vote.ballot.b32: sm_20, and ptxas asks for PTX 2.0 too. shfl and vote
//   without .sync: rejected for sm_70 and later from PTX 6.4 on.
// - an indirect call: PTX 2.1, sm_20. fma.f32: PTX 2.0, sm_20.
// - cvta and isspacep with .const: PTX 3.1; with .param: PTX 7.7, sm_70.
// - tcgen05.mma*.kind::i8: sm_100a and sm_110a (sm_101a) only, no family
//   target; the .kind::mxf4 kinds of tcgen05.mma.sp: sm_100a, sm_103a and
//   sm_110a only.
//===----------------------------------------------------------------------===//
