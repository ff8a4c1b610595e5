//===- Atomics.td - atom, red and red.async -------------------------------===//
//
// ISA 9.7.13.5 (atom), 9.7.13.6 (red) and 9.7.13.7 (red.async).
//
// atom and red are one instruction with and without a destination: the
// same qualifiers, the same table of operations and types (red lacks
// .cas and .exch, and .acquire/.acq_rel), the same vectors. Each is one
// form whose qualifiers are free-standing slots (ptxas takes them in any
// order: `atom.global.v8.f16.max.noftz`); the ISA's syntax blocks (scalar,
// .cas, .b128, .noftz half types, vectors) are the rows of one variant
// table keyed by operation x vector x type, which the AtomicRows multiclass
// writes once for both. red.async is a form of its own: its operations
// and types are a smaller table, and which semantics, scope, state space
// and completion mechanism go together are slot constraints.
//
// ptxas 13.0 is the ground truth; where it and the ISA text differ the
// records say so in a comment marked "ptxas:" (and docs/ptxas-differences.md).
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Qualifiers
//===----------------------------------------------------------------------===//

// The words only atomics use.
def AtomicExch : Qualifier<".exch", Always>;
def AtomicCas  : Qualifier<".cas", Always>;
// .noftz is cp.reduce.async.bulk's record (AsyncCopy.td).
defvar AtomicNoftz = RedNoftz;

defvar AtomicAnd = RedOpAnd;
defvar AtomicOr  = RedOpOr;
defvar AtomicXor = RedOpXor;
defvar AtomicAdd = RedOpAdd;
defvar AtomicInc = RedOpInc;
defvar AtomicDec = RedOpDec;
defvar AtomicMin = RedOpMin;
defvar AtomicMax = RedOpMax;
defvar AtomicRedOps = [AtomicAnd, AtomicOr, AtomicXor, AtomicAdd, AtomicInc,
                       AtomicDec, AtomicMin, AtomicMax];

defvar AtomicRelaxed = OrderRelaxed;
defvar AtomicAcquire = OrderAcquire;
defvar AtomicRelease = OrderRelease;
defvar AtomicAcqRel  = OrderAcqRel;
defvar AtomicScopes = [ScopeCTA, ScopeCluster, ScopeGPU, ScopeSys];
defvar AtomicCacheHint = L2CacheHint;
defvar AtomicSpaces = [SpaceGlobal, SpaceShared, SpaceSharedCTA,
                       SpaceSharedCluster];
// Spaces that are known so that the message can say atom and red do not
// take them.
defvar AtomicOtherSpaces = [SpaceLocal, SpaceConst, SpaceParam,
                            SpaceParamEntry, SpaceParamFunc];

// Every type the instructions may name: the ones the table below takes,
// and the others of the same kinds so that a wrong one is reported as a
// type the operation does not take.
defvar AtomicTypes = [B16, B32, B64, B128, U16, U32, U64, S16, S32, S64,
                      F16, F16x2, BF16, BF16x2, F32, F64];

//===----------------------------------------------------------------------===//
// What the words need on atom and red (ptxas 13.0, probed at every boundary)
//===----------------------------------------------------------------------===//

// .cta/.gpu/.sys came with PTX 5.0 on sm_60, .cluster with PTX 7.8 on
// sm_90; the memory orders with PTX 6.0 on sm_70. ptxas: `.shared::cta`
// needs PTX 7.8 on any target (ISA: sm_30), `.shared::cluster` sm_90.
def AtomicScopeNeeds   : RequiresIn<[ScopeCTA, ScopeGPU, ScopeSys],
                                    Requires<PTX50, 60>>;
def AtomicClusterNeeds : RequiresIn<[ScopeCluster], Requires<PTX78, 90>>;
def AtomicOrderNeeds   : RequiresIn<[AtomicRelaxed, AtomicAcquire,
                                     AtomicRelease, AtomicAcqRel],
                                    Requires<PTX60, 70>>;
def AtomicVectorNeeds  : RequiresIn<[V2, V4, V8], Requires<PTX81, 90>>;
def AtomicB128Needs    : RequiresIn<[B128], Requires<PTX83, 90>>;
def AtomicSysB128      : RequiresWith<[ScopeSys], [B128], Requires<PTX84>>;

// Vectors only in .global or a generic address; the cache hint likewise.
def AtomicVectorSpaces : OnlyInSpaces<[V2, V4, V8], [SpaceGlobal], 1> {
  let Why = "vector atomics work on global memory";
}
def AtomicHintSpaces : OnlyInSpaces<[AtomicCacheHint], [SpaceGlobal], 1>;

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// ptxas: as ld's and st's address (MemoryAddress): a 32-bit register is no
// .global or generic address in a 64-bit module (the whole compile fails,
// "32-Bit ABI ... not supported"), 8- and 16-bit ones draw a warning;
// `[imm]` only with .local (which atomics refuse); a generic address names
// .global, .shared or .local variables. No special register as the base
// (a syntax error). atom, not red, takes `.unified` after a register of a
// .global or generic address ("Illegal use of attribute '.unified' for
// instruction 'red'"); ptxas 11.8 does not know the word.
def AtomicAddressSpec : MemoryAddress;
def AtomicAddress : OperandSpec<"a", AddressOperand> {
  let Address = AtomicAddressSpec;
}
def AtomAddressSpec : MemoryAddress {
  let Suffixes = [".unified"];
  let OlderUpTo = [CUDA11_8];
  let Older = [AtomicAddressSpec];
}
def AtomAddress : OperandSpec<"a", AddressOperand> {
  let Address = AtomAddressSpec;
}
// d: a register of the type, `_` (ptxas: a bit bucket even where the ISA
// names none), a vector with a vector qualifier (`_` may be an element).
def AtomicDestination : OperandSpec<"d", DataOperand> {
  let TypeSlot = "type";
  let DiscardAllowed = 1;
  let SinkAllowed = 1;
  let SpecialRegisters = 0;
}
// b and c: registers or constants, `reg+imm`; no variable, no special
// register.
class AtomicValue<string name> : OperandSpec<name, DataValueOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
  let Variables = 0;
  let NameOffsets = 1;
}
def AtomicB : AtomicValue<"b">;
def AtomicC : AtomicValue<"c"> {
  let PresentWith = [AtomicCas];
}
// The cache policy: a 64-bit integer or bit-size register, or an integer
// constant (ptxas: not an .f64 register, not `0d3FF0000000000000`).
def AtomicCachePolicy : OperandSpec<"cache-policy", ValueOperand> {
  let PresentWith = [AtomicCacheHint];
  let FixedType = U64;
  let SpecialRegisters = 0;
  let Variables = 0;
}
// ptxas: atom takes a fourth operand after b where the operation is a
// bit-size one of 32 or 128 bits (`atom.global.and.b32 r0, [a], r1, r2`),
// a register of the type, and ignores it; a 64-bit one is read as a cache
// policy (".L2::cache_hint modifier required ... with 4 arguments").
def AtomicIgnoredC : OperandSpec<"c", RegisterOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
}

// ptxas: an .f16x2 register is a 32-bit integer one for .b32, .u32 and .s32
// (`atom.add.s32 x0, [a], x1`, `red.min.s32 [a], x1`, `atom.cas.b32`), as in
// the arithmetic instructions, but no .f32 one (nor are .u32 and .s32
// registers); it holds .f16x2, and .bf16 and .bf16x2 take bit-size
// registers only (issue 37).
def AtomicTypeRules : TypeRuleSet<!listconcat(ExactTypes.Rules,
                                              [F16x2AsBitsRule],
                                              F16x2AsIntegerRules,
                                              HalfPackedRules)>;

//===----------------------------------------------------------------------===//
// The forms
//===----------------------------------------------------------------------===//

defvar AtomicKeys = ["operation", "vector", "type"];

// ptxas: `.pred` anywhere among the qualifiers of atom and red, as often
// as written, is ignored (`atom.cta.pred.global.add.s32`), as on add.
defvar AtomicIgnoredPred = ArIgnoredPred;

defvar AtomicSlots = [
  Slot<"memory order", [AtomicRelaxed, AtomicAcquire, AtomicRelease,
                        AtomicAcqRel]>,
  Slot<"scope", AtomicScopes>,
  Slot<"state space", !listconcat(AtomicSpaces, AtomicOtherSpaces)>,
  RequiredSlot<"operation", !listconcat(AtomicRedOps,
                                        [AtomicCas, AtomicExch])>,
  Slot<"noftz", [AtomicNoftz]>,
  Slot<"cache hint", [AtomicCacheHint]>,
  Slot<"vector", [V2, V4, V8]>,
  AtomicIgnoredPred,
  RequiredSlot<"type", AtomicTypes>
];

// What atom and red share beyond their slots.
defvar AtomicConstraints = [
  AtomicScopeNeeds, AtomicClusterNeeds, AtomicOrderNeeds, AtomicVectorNeeds,
  AtomicB128Needs, AtomicSysB128, AtomicVectorSpaces, AtomicHintSpaces,
  NotAllowed<AtomicOtherSpaces, "atomics work on .global, .shared or a "
                                "generic address">
];

def AtomForm : Form<OpAtom, "atom"> {
  let Summary = "Atomic read-modify-write of global or shared memory.";
  let Slots = AtomicSlots;
  let Operands = [AtomicDestination, AtomAddress, AtomicB, AtomicC,
                  AtomicCachePolicy];
  let TypeRules = AtomicTypeRules;
  let Keys = AtomicKeys;
  let Constraints = AtomicConstraints # [
    // ptxas: no cache hint with .cas (the ISA's .cas lines have none).
    Excludes<[AtomicCas], [AtomicCacheHint]>
  ];
}

// ptxas: the ignored fourth operand (AtomicIgnoredC), tried only when the
// line is no plain atom.
def AtomIgnoredOperandForm : Form<OpAtom, "atom with an ignored fourth operand"> {
  let Summary = "atom.and/.or/.xor/.exch of .b32 (and .exch of .b128) with "
                "a fourth register that ptxas ignores.";
  let Slots = AtomicSlots;
  let Operands = [AtomicDestination, AtomAddress, AtomicB, AtomicIgnoredC];
  let TypeRules = AtomicTypeRules;
  let Keys = AtomicKeys;
  let Constraints = AtomicConstraints # [
    NotAllowed<[AtomicCacheHint], "the fourth operand is a cache policy only "
                                  "of a 64-bit register or a constant">
  ];
}
def : Variant<AtomIgnoredOperandForm, [[AtomicAnd, AtomicOr, AtomicXor],
                                       [Absent], [B32]]>;
def : Variant<AtomIgnoredOperandForm, [[AtomicExch], [Absent], [B32, B128]]>;

// red: atom without d, and without .cas, .exch, .acquire and .acq_rel
// (listed so that the message can say so).
def RedForm : Form<OpRed, "red"> {
  let Summary = "Reduction into global or shared memory.";
  let Slots = AtomicSlots;
  let Operands = [AtomicAddress, AtomicB, AtomicCachePolicy];
  let TypeRules = AtomicTypeRules;
  let Keys = AtomicKeys;
  let Constraints = AtomicConstraints # [
    NotAllowed<[AtomicAcquire, AtomicAcqRel],
               "a reduction has no result to acquire; write '.relaxed' or "
               "'.release'">,
    NotAllowed<[AtomicCas, AtomicExch],
               "'red' returns nothing; use 'atom' to swap">
  ];
}

//===----------------------------------------------------------------------===//
// The operations and types (both instructions)
//===----------------------------------------------------------------------===//

// One row per syntax line of the ISA, with what ptxas asks of it (probed
// at every version and target boundary; each matches the ISA notes).
class AtomicRow<Form form, list<Qualifier> ops, list<Qualifier> vectors,
                list<Qualifier> types, Requires req>
    : Variant<form, [ops, vectors, types]> {
  let Req = req;
}
// The half types need .noftz, scalar or vector; ptxas: a scalar one takes
// no constant (`atom.global.add.noftz.f16x2 d, [a], 1` is refused).
class AtomicHalfRow<Form form, list<Qualifier> ops, list<Qualifier> vectors,
                    list<Qualifier> types, Requires req>
    : AtomicRow<form, ops, vectors, types, req> {
  let Required = [AtomicNoftz];
}
class AtomicScalarHalfRow<Form form, list<Qualifier> types, Requires req>
    : AtomicHalfRow<form, [AtomicAdd], [Absent], types, req> {
  let ConstantOperands = 0;
}

multiclass AtomicRows<Form form> {
  def Bits   : AtomicRow<form, [AtomicAnd, AtomicOr, AtomicXor], [Absent],
                         [B32, B64], Always>;
  def Add    : AtomicRow<form, [AtomicAdd], [Absent], [U32, S32, U64, F32],
                         Always>;
  def AddF64 : AtomicRow<form, [AtomicAdd], [Absent], [F64],
                         Requires<PTX50, 60>>;
  def IncDec : AtomicRow<form, [AtomicInc, AtomicDec], [Absent], [U32],
                         Always>;
  def MinMax : AtomicRow<form, [AtomicMin, AtomicMax], [Absent],
                         [U32, S32, U64, S64], Always>;
  def F16x2  : AtomicScalarHalfRow<form, [F16x2], Requires<PTX62, 60>>;
  def F16    : AtomicScalarHalfRow<form, [F16], Requires<PTX63, 70>>;
  def BF16   : AtomicScalarHalfRow<form, [BF16, BF16x2], Requires<PTX78, 90>>;
  // Vectors (PTX 8.1, sm_90: AtomicVectorNeeds): .f32 adds as .v2/.v4;
  // the half types add, take minima and maxima with .noftz, 16-bit ones as
  // .v2/.v4/.v8, packed ones as .v2/.v4 (128 bits at most).
  def VecF32  : AtomicRow<form, [AtomicAdd], [V2, V4], [F32], Always>;
  def VecHalf : AtomicHalfRow<form, [AtomicAdd, AtomicMin, AtomicMax],
                              [V2, V4, V8], [F16, BF16], Always>;
  def VecPair : AtomicHalfRow<form, [AtomicAdd, AtomicMin, AtomicMax],
                              [V2, V4], [F16x2, BF16x2], Always>;
}

defm AtomRow : AtomicRows<AtomForm>;
defm RedRow : AtomicRows<RedForm>;

// atom alone: compare-and-swap and exchange (.b128: AtomicB128Needs).
def : AtomicRow<AtomForm, [AtomicCas], [Absent], [B32, B64, B128], Always>;
def : AtomicRow<AtomForm, [AtomicCas], [Absent], [B16], Requires<PTX63, 70>>;
def : AtomicRow<AtomForm, [AtomicExch], [Absent], [B32, B64, B128], Always>;

//===----------------------------------------------------------------------===//
// red.async (9.7.13.7)
//===----------------------------------------------------------------------===//

// red.async.sem.scope{.ss}{.completion_mechanism}.op.type [a], b{, [mbar]}
//
// Two modes: the relaxed reduction into another CTA's shared memory of the
// cluster, completed on an mbarrier (PTX 8.1, sm_90), and the strong one
// into global memory (.release, .mmio, .global: PTX 8.7, sm_100).
//
// ptxas differences:
// - The completion mechanism must be written with .cluster (ISA: it
//   defaults), and the mbarrier operand may be left out.
// - `.relaxed.gpu` and `.relaxed.sys` are taken, into a generic address on
//   sm_90 and into .global on sm_100; .release takes .sys as well as .gpu,
//   .mmio takes .gpu as well as .sys.
// - The operations and types are one table for both modes, and it has more
//   than the ISA's: `.add.s64` (ISA: .u32 .s32 .u64 with an mbarrier) and
//   every operation with .release (ISA: .add only).
// - The mbarrier operand may be left out (RedAsyncMbarrier).
defvar RAsyncRelaxed = OrderRelaxed;
defvar RAsyncRelease = OrderRelease;
defvar RAsyncMmio = MemoryMmio;
defvar RAsyncCompleteTx = MbarrierCompleteTx;

def RedAsyncReleaseNeeds : RequiresIn<[RAsyncRelease, RAsyncMmio, SpaceGlobal],
                                      Requires<PTX87, 100>>;

// ptxas: a 32-bit register is an address here even in a 64-bit module; a
// 16-bit one only in .shared::cluster (a generic one: "Arguments mismatch
// for instruction 'mov'").
def RedAsyncAddressSpec : AddressSpec {
  let MinRegisterBits = 32;
  let NarrowIn = ["shared"];
}
def RedAsyncAddress : OperandSpec<"a", AddressOperand> {
  let Address = RedAsyncAddressSpec;
}
// ptxas: the mbarrier may be left out; it may be written only with the
// completion mechanism. Without it, `red.async.release.gpu.add.u32 [a], b,
// [m]` reads as a reduction into .shared::cluster, which .gpu and .release
// refuse, and with .global a third operand crashes ptxas 13.0 (signal 11).
def RedAsyncMbarrier : OperandSpec<"mbar", AddressOperand> {
  let Optional = 1;
  let PresentWith = [RAsyncCompleteTx];
  let Address = RedAsyncAddressSpec;
}
// b: a register or a constant of the type.
def RedAsyncValue : OperandSpec<"b", ValueOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
  let Variables = 0;
}

def RedAsyncForm : Form<OpRedAsync, "red.async"> {
  let Summary = "Asynchronous reduction into another CTA's shared memory "
                "(completed on an mbarrier) or into global memory.";
  let Slots = [
    Slot<"mmio", [RAsyncMmio]>,
    RequiredSlot<"memory order", [RAsyncRelaxed, RAsyncRelease, OrderAcquire,
                                  OrderAcqRel, OrderWeak]>,
    RequiredSlot<"scope", [ScopeCluster, ScopeGPU, ScopeSys, ScopeCTA]>,
    Slot<"state space", [SpaceSharedCluster, SpaceGlobal, SpaceShared,
                         SpaceSharedCTA]>,
    Slot<"completion mechanism", [RAsyncCompleteTx]>,
    RequiredSlot<"operation", AtomicRedOps>,
    RequiredSlot<"type", [B32, U32, S32, U64, S64, B64, F32, F64, F16,
                          BF16, B16, U16, S16]>
  ];
  let Operands = [RedAsyncAddress, RedAsyncValue, RedAsyncMbarrier];
  let Keys = ["operation", "type"];
  let Constraints = [
    RedAsyncReleaseNeeds,
    NotAllowed<[OrderAcquire, OrderAcqRel, OrderWeak],
               "it is '.relaxed' (with an mbarrier) or '.release'">,
    NotAllowed<[ScopeCTA], "its scopes are .cluster, .gpu and .sys">,
    NotAllowed<[SpaceShared, SpaceSharedCTA],
               "it reduces into '.shared::cluster' or '.global'">,
    // .cluster goes with the mbarrier and another CTA's shared memory,
    // .gpu and .sys with global memory.
    NeedsOneOf<[ScopeCluster], [RAsyncCompleteTx]>,
    NeedsOneOf<[RAsyncCompleteTx], [ScopeCluster]>,
    NeedsOneOf<[SpaceSharedCluster], [RAsyncCompleteTx]>,
    OnlyInSpaces<[ScopeCluster], [SpaceSharedCluster], 1>,
    OnlyInSpaces<[ScopeGPU, ScopeSys], [SpaceGlobal], 1>,
    Excludes<[RAsyncRelease], [ScopeCluster]>,
    NeedsOneOf<[RAsyncMmio], [RAsyncRelease]>
  ];
}

class RedAsyncRow<list<Qualifier> ops, list<Qualifier> types>
    : Variant<RedAsyncForm, [ops, types]>;
def : RedAsyncRow<[AtomicAnd, AtomicOr, AtomicXor], [B32]>;
def : RedAsyncRow<[AtomicAdd], [U32, S32, U64, S64]>;
def : RedAsyncRow<[AtomicInc, AtomicDec], [U32]>;
def : RedAsyncRow<[AtomicMin, AtomicMax], [U32, S32]>;
