//===- AsyncCopy.td - cp.async and the bulk copies ------------------------===//
//
// ISA 9.7.9.25.3 (cp.async, cp.async.commit_group, cp.async.wait_group,
// cp.async.wait_all), 9.7.13.15.15 (cp.async.mbarrier.arrive), 9.7.9.25.4
// (cp.async.bulk, cp.reduce.async.bulk, cp.async.bulk.prefetch) and
// 9.7.9.25.6 (cp.async.bulk.commit_group, cp.async.bulk.wait_group).
//
// Conventions of this file:
// - ptxas takes the qualifiers of these instructions in any order; only the
//   state spaces are positional: the first one written is the destination
//   and the second the source. Each form therefore has a "destination state
//   space" slot and a Repeated "source state space" slot that both list
//   every state space: the first space written fills the first slot, the
//   second the other, and the custom checks that follow judge the direction
//   with messages that say which spaces are needed. (ptxas parses any state
//   space and then says "State space incorrect".)
// - Operands are described by their shapes (cp.async's src-size | ignore-src
//   and cache-policy, matched by shape) and addresses by AddressSpec records
//   (the mbarrier may be an address or a bare 64-bit register); the family
//   has no custom checks left.
// - Where ptxas 13.0 and the ISA text differ, the records follow ptxas and a
//   comment marked "ptxas:" says how.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Shared pieces
//===----------------------------------------------------------------------===//

// ptxas: `.shared::cta` works on cp.async from PTX 7.0, the instruction's own
// version (ISA: sub-qualifier ::cta needs 7.8). cp.async.mbarrier.arrive does
// need 7.8 for it, as SpaceSharedCTA says.
defvar CpAsyncSharedCTA = SpaceSharedCTA;
def CpAsyncSharedCTANeeds : RequiresIn<[CpAsyncSharedCTA], Always>;

// cp.async.bulk with a `.shared::cta` destination came with PTX 8.6; as a
// source `.shared::cta` is as old as the instruction.
defvar BulkDstSharedCTA = SpaceSharedCTA;
def BulkDstSharedCTANeeds : RequiresIn<[BulkDstSharedCTA], Requires<PTX86, 90>> {
  let FirstSlot = "destination state space";
}

// Every spelling of a state space, so that a wrong one is explained as a
// wrong direction rather than as an unknown word.
// The source slot of a form: lists the spellings of the destination slot
// too, and takes the second state space written.
class SourceSpaceSlot<list<Qualifier> values>
    : Slot<"source state space", values> {
  let Repeated = 1;
}

defvar AsyncOtherSpaces = [SpaceLocal, SpaceConst, SpaceParam, SpaceParamEntry,
                           SpaceParamFunc];

// ---- Cache hint, prefetch sizes ------------------------------------------------
defvar AsyncCacheHint = L2CacheHint;
// cp.async asks sm_80 for the prefetch sizes (ld: sm_75).
defvar CpAsyncL2_64B  = PrefetchSize64B;
defvar CpAsyncL2_128B = PrefetchSize128B;
def CpAsyncPrefetchNeeds : RequiresIn<[CpAsyncL2_64B, CpAsyncL2_128B],
                                      Requires<PTX74, 80>>;
// ptxas: `.L2::256B` is the one prefetch size it names in a target error.
defvar CpAsyncL2_256B = PrefetchSize256B;

// ---- Completion mechanisms (9.7.9.25.1) ----------------------------------------
defvar BulkMbarrierComplete = MbarrierCompleteTx;
defvar BulkGroup = BulkGroupCompletion;
defvar BulkCompletion = [BulkMbarrierComplete, BulkGroup];

// ptxas: on targets other than sm_90a / sm_100f / sm_110f and their
// relatives `.multicast::cluster` only draws an "Advisory" warning (the ISA
// advises the arch/family-specific targets); it is not an error anywhere
// from sm_90 on.
defvar BulkMulticast = MulticastCluster;
def BulkCpMask    : Qualifier<".cp_mask", Requires<PTX86, 100>>;
// PTX 9.2, sm_90 (the instruction's target): `.ignore_oob`, global to
// shared::cta only, with the operands ignoreBytesLeft and ignoreBytesRight
// after size. Sources: the ISA text of cp.async.bulk ("Support for
// .ignore_oob qualifier introduced in PTX ISA version 9.2"; "The qualifier
// .ignore_oob is only available for the global to .shared::cta copy
// direction"), CCCL's cp_async_bulk.h ("PTX ISA 92, SM_90"). ptxas 13.0
// does not know it ("Unknown modifier '.ignore_oob'" at .version 9.0).
def BulkIgnoreOOB : Qualifier<".ignore_oob", Requires<PTX92, 90>>;

// ---- Operands --------------------------------------------------------------------
// ptxas: each address is [register], [variable] or either plus an integer;
// registers are integer or bit-size ones of any width (16- and 32-bit ones
// pass in a 64-bit module: `[h1]`, `[r0]`); a variable must be in the state
// space written for its operand; immediate addresses, special registers
// and suffixes are rejected.
class AsyncCopyAddress<string spaceSlot, list<string> variableSpaces = []>
    : AddressSpec {
  let SpaceSlot = spaceSlot;
  let VariableSpaces = variableSpaces;
  let ImmediateIn = [];
}
def AsyncDstAddress : AsyncCopyAddress<"destination state space">;
def AsyncSrcAddress : AsyncCopyAddress<"source state space">;
def AsyncDst : OperandSpec<"destination", AddressOperand> {
  let Address = AsyncDstAddress;
}
// cp.async copies .global to .shared, whatever the spaces written (a wrong
// one is cp-async-direction's).
def CpAsyncDst : OperandSpec<"destination", AddressOperand> {
  let Address = AsyncCopyAddress<"", ["shared"]>;
}
def CpAsyncSrc : OperandSpec<"source", AddressOperand> {
  let Address = AsyncCopyAddress<"", ["global"]>;
}
def AsyncSrc : OperandSpec<"source", AddressOperand> {
  let Address = AsyncSrcAddress;
}
// cp.async.bulk.prefetch has one state space, the source's.
def BulkPrefetchSrc : OperandSpec<"source", AddressOperand> {
  let Address = AsyncCopyAddress<"state space">;
}

// The bulk sizes are 32-bit integers. ptxas checks immediates against
// [0, 1048560] (reading 4294967280 as -16) and wants a multiple of 16;
// ISA: "undefined behaviour".
class BulkSizeOperand : OperandSpec<"size", ValueOperand> {
  let FixedType = U32;
  let HasRange = 1;
  let Min = 0;
  let Max = 1048560;
  let MultipleOf = 16;
}
def BulkSize : BulkSizeOperand;

// ptxas: `[mbar]`, or a bare 64-bit register holding its address (ISA:
// only the address) when no operand follows it (with a ctaMask or a
// cache-policy after it, a bare register is "Arguments mismatch"); a bare
// variable name is rejected.
def BulkMbarAddress : AddressSpec {
  let VariableSpaces = ["shared"];
  let ImmediateIn = [];
  let MinRegisterBits = 32;
  let BareRegisterLast = 1;
}
def BulkMbar : OperandSpec<"mbar", AddressOperand> {
  let PresentWith = [BulkMbarrierComplete];
  let Address = BulkMbarAddress;
}
// ptxas: the 16-bit masks take 16-bit integer or bit-size registers only
// (`r3` is "Arguments mismatch"), and any integer constant.
def BulkCtaMask : OperandSpec<"ctaMask", ValueOperand> {
  let FixedType = U16;
  let PresentWith = [BulkMulticast];
}
def BulkCachePolicy : OperandSpec<"cache-policy", ValueOperand> {
  let FixedType = U64;
  let PresentWith = [AsyncCacheHint];
}
def BulkByteMask : OperandSpec<"byteMask", ValueOperand> {
  let FixedType = U16;
  let PresentWith = [BulkCpMask];
}
// The 32-bit counts of bytes at either end of the source that may lie out
// of bounds, written exactly with `.ignore_oob`. Not modelled: the ISA's
// "only valid values ... are [0..15]" for an immediate (ptxas not probed).
def BulkIgnoreBytesLeft : OperandSpec<"ignoreBytesLeft", ValueOperand> {
  let FixedType = U32;
  let PresentWith = [BulkIgnoreOOB];
}
def BulkIgnoreBytesRight : OperandSpec<"ignoreBytesRight", ValueOperand> {
  let FixedType = U32;
  let PresentWith = [BulkIgnoreOOB];
}

//===----------------------------------------------------------------------===//
// cp.async (9.7.9.25.3.1)
//===----------------------------------------------------------------------===//

// The cache operators of ld, gated here by the instruction alone.
defvar CpAsyncCA = CacheAllLevels;
defvar CpAsyncCG = CacheGlobalLevel;
def CpAsyncCacheOpNeeds : RequiresIn<[CpAsyncCA, CpAsyncCG], Always>;

// cp-size: 4, 8 or 16 bytes, 16 with .cg; an integer constant in any
// notation (`0x10`, `010`, `16U`).
def CpAsyncCpSize : OperandSpec<"cp-size", ImmediateOperand> {
  let FixedType = U32;
  let Values = [4, 8, 16];
  let ValueBy = [CpAsyncCG];
  let ValueWith = [16];
}
// After cp-size, `{, src-size | ignore-src}{, cache-policy}`, told apart by
// shape: a predicate (also `!p`) is ignore-src, another value src-size.
// src-size is a 32-bit integer register or an immediate in [0, cp-size]
// (ptxas: it may equal cp-size; ISA: "must be less than").
def CpAsyncSrcSizeValue : OperandSpec<"src-size", ValueOperand> {
  let FixedType = U32;
  let AtMostOperand = "cp-size";
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}
def CpAsyncIgnoreSrc : OperandSpec<"ignore-src", PredicateOperand> {
  let FixedType = Pred;
  let Negatable = 1;
  let Req = Requires<PTX75>;
}
def CpAsyncSrcSize : OperandSpec<"src-size or ignore-src", AnyOperand> {
  let Optional = 1;
  let Alternatives = [CpAsyncSrcSizeValue, CpAsyncIgnoreSrc];
}
// A 64-bit integer register or an immediate. ptxas: with .L2::cache_hint a
// single operand after cp-size is the cache-policy (an immediate policy is
// fine: `..., 8, 4;`), which is how the optional src-size is left out.
def CpAsyncCachePolicy : OperandSpec<"cache-policy", ValueOperand> {
  let FixedType = U64;
  let PresentWith = [AsyncCacheHint];
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}

// cp.async.ca.shared{::cta}.global{.L2::cache_hint}{.L2::prefetch_size}
//     [dst], [src], cp-size{, src-size | ignore-src}{, cache-policy};
//
// ptxas differences:
// - One trailing operand after cp-size is read according to
//   `.L2::cache_hint`: with it, it is the cache-policy (an immediate policy
//   is fine: `..., 8, 4;`), without it src-size or ignore-src. A fifth
//   operand without the hint is an error.
// - src-size may equal cp-size (ISA: "must be less than"); an immediate
//   src-size must be in [0, cp-size]. A register src-size is a 32-bit
//   integer or bit-size one. ignore-src is a predicate, also negated (`!p`),
//   and needs PTX 7.5.
// - cp-size is an integer constant in any notation (`0x10`, `010`, `16U`).
// - The addresses take 16- and 32-bit registers in a 64-bit module
//   (`[h1]`, `[r0]`); a variable must be .shared (dst) or .global (src).
def CpAsyncForm : Form<OpCpAsync, "cp.async"> {
  let Summary = "Copy 4, 8 or 16 bytes from global to shared memory "
                "asynchronously.";
  let Slots = [
    RequiredSlot<"cache operator", [CpAsyncCA, CpAsyncCG]>,
    Slot<"destination state space",
         !listconcat([SpaceShared, CpAsyncSharedCTA, SpaceSharedCluster,
                      SpaceGlobal], AsyncOtherSpaces)>,
    SourceSpaceSlot<
         !listconcat([SpaceGlobal, SpaceShared, CpAsyncSharedCTA,
                      SpaceSharedCluster], AsyncOtherSpaces)>,
    Slot<"cache hint", [AsyncCacheHint]>,
    Slot<"prefetch size", [CpAsyncL2_64B, CpAsyncL2_128B, CpAsyncL2_256B]>
  ];
  let Operands = [CpAsyncDst, CpAsyncSrc, CpAsyncCpSize, CpAsyncSrcSize,
                  CpAsyncCachePolicy];
  // The one direction: .shared or .shared::cta from .global, both written,
  // in that order.
  let Keys = ["destination state space", "source state space"];
  let Constraints = [
    CpAsyncSharedCTANeeds, CpAsyncPrefetchNeeds, CpAsyncCacheOpNeeds
  ];
}

def : Variant<CpAsyncForm, [[SpaceShared, CpAsyncSharedCTA], [SpaceGlobal]]>;

// cp.async.commit_group; cp.async.wait_all;
def CpAsyncCommitGroupForm : Form<OpCpAsyncCommitGroup, "cp.async.commit_group"> {
  let Summary = "Close the current cp.async-group.";
}
def CpAsyncWaitAllForm : Form<OpCpAsyncWaitAll, "cp.async.wait_all"> {
  let Summary = "Wait for all prior cp.async operations.";
}

// cp.async.wait_group N;
//
// ptxas: N is any integer constant expression, unchecked
// (`cp.async.wait_group 4294967296;` and `-1` are accepted); registers and
// floating-point constants are not.
def AsyncWaitN : OperandSpec<"N", ImmediateOperand> {
  let FixedType = U64;
}
def CpAsyncWaitGroupForm : Form<OpCpAsyncWaitGroup, "cp.async.wait_group"> {
  let Summary = "Wait until at most N cp.async-groups are pending.";
  let Operands = [AsyncWaitN];
}

//===----------------------------------------------------------------------===//
// cp.async.mbarrier.arrive (9.7.13.15.15)
//===----------------------------------------------------------------------===//

def MbarArriveNoinc : Qualifier<".noinc", Always>;

// cp.async.mbarrier.arrive{.noinc}{.shared{::cta}}.b64 [addr];
//
// ptxas differences:
// - `::cta` needs PTX 7.8, as the ISA says (unlike on cp.async).
// - A generic address may name any variable (`[gbuf]`, `[lbuf]`); with
//   .shared it must be a .shared one. An 8- or 16-bit address register
//   works with .shared but not with a generic address (ptxas fails late,
//   on an internal `mov`).
def MbarArriveAddress : AddressSpec {
  let GenericVariables = ["global", "shared", "local", "const", "param"];
  let ImmediateIn = [];
  let MinRegisterBits = 32;
  let NarrowIn = ["shared"];
}
def MbarArriveAddressOperand : OperandSpec<"address", AddressOperand> {
  let Address = MbarArriveAddress;
}
def CpAsyncMbarrierArriveForm
    : Form<OpCpAsyncMbarrierArrive, "cp.async.mbarrier.arrive"> {
  let Summary = "Arrive on an mbarrier when the prior cp.async operations "
                "complete.";
  let Slots = [
    Slot<"noinc", [MbarArriveNoinc]>,
    Slot<"state space", !listconcat([SpaceShared, SpaceSharedCTA,
                                     SpaceSharedCluster, SpaceGlobal],
                                    AsyncOtherSpaces)>,
    // Other sizes are known so that the message can say only .b64 works.
    RequiredSlot<"type", [B64, B32, U64, S64]>
  ];
  let Operands = [MbarArriveAddressOperand];
  let Constraints = [
    NotAllowed<[B32, U64, S64], "its type is .b64">,
    NotAllowed<!listconcat([SpaceSharedCluster, SpaceGlobal], AsyncOtherSpaces),
      "the mbarrier is in .shared or .shared::cta, or a generic address">
  ];
}

//===----------------------------------------------------------------------===//
// cp.async.bulk (9.7.9.25.4.1)
//===----------------------------------------------------------------------===//

// cp.async.bulk.dst.src.completion_mechanism{.multicast::cluster}
//     {.L2::cache_hint}{.cp_mask}{.ignore_oob}
//     [dstMem], [srcMem], size{, ignoreBytesLeft, ignoreBytesRight}{, [mbar]}
//     {, ctaMask}{, cache-policy}{, byteMask};
//
// The four syntax blocks of the ISA are one form: the operands come in the
// same order in all of them, each present with its qualifier, and the
// variant table below holds the direction x completion x multicast x hint x
// cp_mask table (ptxas follows the ISA's table exactly), and from PTX 9.2
// `.ignore_oob`, of the global to shared::cta row only.
//
// ptxas differences:
// - `.shared` without `::cta`/`::cluster` is no state space of the table
//   ("State space incorrect").
// - The mbarrier may be a bare 64-bit register (`..., 256, rd2;`).
// - Immediate sizes must be multiples of 16 in [0, 1048560].
// - The addresses take 16- and 32-bit registers in a 64-bit module.
def CpAsyncBulkForm : Form<OpCpAsyncBulk, "cp.async.bulk"> {
  let Summary = "Copy a block of memory asynchronously between global and "
                "shared memory or between CTAs of a cluster.";
  let Slots = [
    Slot<"destination state space",
         !listconcat([SpaceSharedCluster, BulkDstSharedCTA, SpaceGlobal,
                      SpaceShared], AsyncOtherSpaces)>,
    SourceSpaceSlot<
         !listconcat([SpaceGlobal, SpaceSharedCTA, SpaceSharedCluster,
                      SpaceShared], AsyncOtherSpaces)>,
    Slot<"completion mechanism", BulkCompletion>,
    Slot<"multicast", [BulkMulticast]>,
    Slot<"cache hint", [AsyncCacheHint]>,
    Slot<"cp_mask", [BulkCpMask]>,
    Slot<"ignore_oob", [BulkIgnoreOOB]>
  ];
  let Operands = [AsyncDst, AsyncSrc, BulkSize, BulkIgnoreBytesLeft,
                  BulkIgnoreBytesRight, BulkMbar, BulkCtaMask,
                  BulkCachePolicy, BulkByteMask];
  let Keys = ["destination state space", "source state space",
              "completion mechanism"];
  let Constraints = [BulkDstSharedCTANeeds];
}

// The directions, each with its completion mechanism: .multicast::cluster
// only from .global to .shared::cluster, .L2::cache_hint only with a
// .global side, .cp_mask only from .shared::cta to .global.
def : Variant<CpAsyncBulkForm, [[BulkDstSharedCTA], [SpaceGlobal],
                                [BulkMbarrierComplete]]> {
  let Allowed = [AsyncCacheHint, BulkIgnoreOOB];
}
def : Variant<CpAsyncBulkForm, [[SpaceSharedCluster], [SpaceGlobal],
                                [BulkMbarrierComplete]]> {
  let Allowed = [BulkMulticast, AsyncCacheHint];
}
def : Variant<CpAsyncBulkForm, [[SpaceSharedCluster], [SpaceSharedCTA],
                                [BulkMbarrierComplete]]>;
def : Variant<CpAsyncBulkForm, [[SpaceGlobal], [SpaceSharedCTA], [BulkGroup]]> {
  let Allowed = [AsyncCacheHint, BulkCpMask];
}

//===----------------------------------------------------------------------===//
// cp.reduce.async.bulk (9.7.9.25.4.2)
//===----------------------------------------------------------------------===//

defvar RedAnd = RedOpAnd;
defvar RedOr = RedOpOr;
defvar RedXor = RedOpXor;
defvar RedAdd = RedOpAdd;
defvar RedInc = RedOpInc;
defvar RedDec = RedOpDec;
defvar RedMin = RedOpMin;
defvar RedMax = RedOpMax;
def RedNoftz : Qualifier<".noftz", Always>;

// cp.reduce.async.bulk.dst.src.completion_mechanism{.L2::cache_hint}.redOp{.noftz}.type
//     [dstMem], [srcMem], size{, [mbar]}{, cache-policy};
//
// The three syntax blocks are one form; its variant table (below) holds the
// directions and the ISA's .redOp x type table, which ptxas follows exactly,
// to the point of rejecting the ISA's own example `.xor.s32`.
//
// ptxas differences:
// - `.add.f16` / `.add.bf16` without `.noftz` are rejected, `.noftz` with
//   any other operation or type too; `.min`/`.max` of .f16/.bf16 need no
//   `.noftz`.
// - Sizes and the mbarrier operand as for cp.async.bulk.
def CpReduceAsyncBulkForm : Form<OpCpReduceAsyncBulk, "cp.reduce.async.bulk"> {
  let Summary = "Reduce a block of shared memory into global memory or into "
                "another CTA's shared memory asynchronously.";
  let Slots = [
    Slot<"destination state space",
         !listconcat([SpaceSharedCluster, SpaceGlobal, SpaceShared,
                      SpaceSharedCTA], AsyncOtherSpaces)>,
    SourceSpaceSlot<
         !listconcat([SpaceSharedCTA, SpaceGlobal, SpaceShared,
                      SpaceSharedCluster], AsyncOtherSpaces)>,
    Slot<"completion mechanism", BulkCompletion>,
    Slot<"cache hint", [AsyncCacheHint]>,
    RequiredSlot<"reduction operation",
                 [RedAnd, RedOr, RedXor, RedAdd, RedInc, RedDec, RedMin, RedMax]>,
    Slot<"noftz", [RedNoftz]>,
    // .b16 and the packed types are known so that the message can name the
    // types the operation takes.
    RequiredSlot<"type", [B32, U32, S32, B64, U64, S64, F16, BF16, F32, F64,
                          B16, F16x2, BF16x2]>
  ];
  let Operands = [AsyncDst, AsyncSrc, BulkSize, BulkMbar, BulkCachePolicy];
  let Keys = ["destination state space", "source state space",
              "completion mechanism", "reduction operation", "type"];
  let Constraints = [];
}

// The variants: the ISA's .redOp x type table for each direction (ptxas
// follows it exactly). .shared::cta reduces into .shared::cluster with
// .mbarrier::complete_tx::bytes, or into .global with .bulk_group, which
// alone takes .L2::cache_hint; .add of .f16/.bf16 needs .noftz, which
// nothing else takes.
class CpReduceIntoCluster<list<Qualifier> ops, list<Qualifier> types>
    : Variant<CpReduceAsyncBulkForm, [[SpaceSharedCluster], [SpaceSharedCTA],
                                      [BulkMbarrierComplete], ops, types]>;
class CpReduceIntoGlobal<list<Qualifier> ops, list<Qualifier> types>
    : Variant<CpReduceAsyncBulkForm, [[SpaceGlobal], [SpaceSharedCTA],
                                      [BulkGroup], ops, types]> {
  let Allowed = [AsyncCacheHint];
}
def : CpReduceIntoCluster<[RedAdd], [U32, S32, U64]>;
def : CpReduceIntoCluster<[RedMin, RedMax], [U32, S32]>;
def : CpReduceIntoCluster<[RedInc, RedDec], [U32]>;
def : CpReduceIntoCluster<[RedAnd, RedOr, RedXor], [B32]>;
def : CpReduceIntoGlobal<[RedAdd], [U32, S32, U64, F32, F64]>;
def : CpReduceIntoGlobal<[RedAdd], [F16, BF16]> {
  let Required = [RedNoftz];
}
def : CpReduceIntoGlobal<[RedMin, RedMax], [U32, S32, U64, S64, F16, BF16]>;
def : CpReduceIntoGlobal<[RedInc, RedDec], [U32]>;
def : CpReduceIntoGlobal<[RedAnd, RedOr, RedXor], [B32, B64]>;

//===----------------------------------------------------------------------===//
// multimem.cp.async.bulk and multimem.cp.reduce.async.bulk (ISA 9.1:
// 9.7.9.26, 9.7.9.27)
//===----------------------------------------------------------------------===//

// New in PTX 9.1, sm_90 (the opcodes' requirement). Only the ISA 9.1 text
// speaks for these forms: ptxas 13.0 knows neither instruction. The
// operands, addresses and sizes are read as cp.async.bulk's (the ISA
// describes them in the same words: a 32-bit size that is a multiple of
// 16, 16-byte aligned addresses); the destination is a multimem address in
// .global.

// multimem.cp.async.bulk.dst.src.completion_mechanism{.cp_mask}
//     [dstMem], [srcMem], size{, byteMask};
//   .dst = { .global }, .src = { .shared::cta },
//   .completion_mechanism = { .bulk_group }
// "Support for .cp_mask qualifier requires sm_100 or higher": BulkCpMask's
// own requirement (PTX 8.6, sm_100), which PTX 9.1 meets.
def MultimemCpAsyncBulkForm
    : Form<OpMultimemCpAsyncBulk, "multimem.cp.async.bulk"> {
  let Summary = "Copy a block of shared memory asynchronously to a multimem "
                "address range.";
  let Slots = [
    Slot<"destination state space",
         !listconcat([SpaceGlobal, SpaceSharedCTA, SpaceSharedCluster,
                      SpaceShared], AsyncOtherSpaces)>,
    SourceSpaceSlot<
         !listconcat([SpaceSharedCTA, SpaceGlobal, SpaceSharedCluster,
                      SpaceShared], AsyncOtherSpaces)>,
    Slot<"completion mechanism", BulkCompletion>,
    Slot<"cp_mask", [BulkCpMask]>
  ];
  let Operands = [AsyncDst, AsyncSrc, BulkSize, BulkByteMask];
  let Keys = ["destination state space", "source state space",
              "completion mechanism"];
}
def : Variant<MultimemCpAsyncBulkForm, [[SpaceGlobal], [SpaceSharedCTA],
                                        [BulkGroup]]> {
  let Allowed = [BulkCpMask];
}

// multimem.cp.reduce.async.bulk.dst.src.completion_mechanism.redOp.type
//     [dstMem], [srcMem], size;
// multimem.cp.reduce.async.bulk.dst.src.completion_mechanism.add.noftz.type
//     [dstMem], [srcMem], size;      .type = { .f16, .bf16 }
// The ISA's .redOp x type table is cp.reduce.async.bulk's into .global;
// `.add` of .f16/.bf16 "require .noftz qualifier". No cache hint.
def MultimemCpReduceAsyncBulkForm
    : Form<OpMultimemCpReduceAsyncBulk, "multimem.cp.reduce.async.bulk"> {
  let Summary = "Reduce a block of shared memory asynchronously into a "
                "multimem address range.";
  let Slots = [
    Slot<"destination state space",
         !listconcat([SpaceGlobal, SpaceSharedCTA, SpaceSharedCluster,
                      SpaceShared], AsyncOtherSpaces)>,
    SourceSpaceSlot<
         !listconcat([SpaceSharedCTA, SpaceGlobal, SpaceSharedCluster,
                      SpaceShared], AsyncOtherSpaces)>,
    Slot<"completion mechanism", BulkCompletion>,
    RequiredSlot<"reduction operation",
                 [RedAnd, RedOr, RedXor, RedAdd, RedInc, RedDec, RedMin, RedMax]>,
    Slot<"noftz", [RedNoftz]>,
    // .b16 and the packed types are known so that the message can name the
    // types the operation takes.
    RequiredSlot<"type", [B32, U32, S32, B64, U64, S64, F16, BF16, F32, F64,
                          B16, F16x2, BF16x2]>
  ];
  let Operands = [AsyncDst, AsyncSrc, BulkSize];
  let Keys = ["destination state space", "source state space",
              "completion mechanism", "reduction operation", "type"];
}
class MultimemCpReduce<list<Qualifier> ops, list<Qualifier> types>
    : Variant<MultimemCpReduceAsyncBulkForm, [[SpaceGlobal], [SpaceSharedCTA],
                                              [BulkGroup], ops, types]>;
def : MultimemCpReduce<[RedAdd], [U32, S32, U64, F32, F64]>;
def : MultimemCpReduce<[RedAdd], [F16, BF16]> {
  let Required = [RedNoftz];
}
def : MultimemCpReduce<[RedMin, RedMax], [U32, S32, U64, S64, F16, BF16]>;
def : MultimemCpReduce<[RedInc, RedDec], [U32]>;
def : MultimemCpReduce<[RedAnd, RedOr, RedXor], [B32, B64]>;

//===----------------------------------------------------------------------===//
// cp.async.bulk.prefetch (9.7.9.25.4.3)
//===----------------------------------------------------------------------===//

defvar PrefetchLevelL2 = LevelL2;
defvar PrefetchLevelL1 = LevelL1;

// cp.async.bulk.prefetch.L2.global{.L2::cache_hint} [srcMem], size{, cache-policy};
//
// ptxas differences:
// - The address takes registers of any width (`[r0]`, `[h1]`) in a 64-bit
//   module; a variable must be a .global one.
// - Immediate sizes as for cp.async.bulk.
def CpAsyncBulkPrefetchForm
    : Form<OpCpAsyncBulkPrefetch, "cp.async.bulk.prefetch"> {
  let Summary = "Prefetch a block of global memory into L2.";
  let Slots = [
    // .L1 and the other spaces are known so that the messages can say
    // what is supported.
    RequiredSlot<"cache level", [PrefetchLevelL2, PrefetchLevelL1]>,
    RequiredSlot<"state space",
                 !listconcat([SpaceGlobal, SpaceShared, SpaceSharedCTA,
                              SpaceSharedCluster], AsyncOtherSpaces)>,
    Slot<"cache hint", [AsyncCacheHint]>
  ];
  let Operands = [BulkPrefetchSrc, BulkSize, BulkCachePolicy];
  let Constraints = [
    NotAllowed<[PrefetchLevelL1], "it prefetches into .L2 only">,
    NotAllowed<!listconcat([SpaceShared, SpaceSharedCTA, SpaceSharedCluster],
                           AsyncOtherSpaces), "it reads .global only">
  ];
}

//===----------------------------------------------------------------------===//
// cp.async.bulk.commit_group, cp.async.bulk.wait_group (9.7.9.25.6)
//===----------------------------------------------------------------------===//

def CpAsyncBulkCommitGroupForm
    : Form<OpCpAsyncBulkCommitGroup, "cp.async.bulk.commit_group"> {
  let Summary = "Close the current bulk async-group.";
}

def BulkWaitRead : Qualifier<".read", Requires<PTX80, 90>>;

// cp.async.bulk.wait_group{.read} N;
//
// ptxas: N is unchecked, as for cp.async.wait_group.
def CpAsyncBulkWaitGroupForm
    : Form<OpCpAsyncBulkWaitGroup, "cp.async.bulk.wait_group"> {
  let Summary = "Wait until at most N bulk async-groups are pending (with "
                ".read: have finished reading their sources).";
  let Slots = [Slot<"read", [BulkWaitRead]>];
  let Operands = [AsyncWaitN];
}
