//===- AsyncStore.td - st.async, st.bulk and multimem ---------------------===//
//
// ISA 9.7.9.12 (st.async), 9.7.9.13 (st.bulk) and 9.7.9.14
// (multimem.ld_reduce, multimem.st, multimem.red).
//
// ptxas 13.0 takes the qualifiers of these instructions in any order, so
// each instruction is one form with free-standing slots; the ISA's separate
// syntax lines become constraints. st.async is two forms, told apart by
// the mbarrier operand as ptxas tells them. Where ptxas and the ISA text differ, the
// records follow ptxas and say so in a comment marked "ptxas:".
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// st.async (9.7.9.12)
//===----------------------------------------------------------------------===//

// The weak form needs only what the opcode needs (PTX 8.1, sm_90). The
// .release/.mmio/.global additions came with PTX 8.7 and sm_100
// (SAReleaseWordsNeed); .cluster and the mbarrier completion need the
// opcode's own PTX 8.1 (SAWeakWordsNeed).
defvar SAWeak    = OrderWeak;
defvar SARelease = OrderRelease;
defvar SAMmio    = MemoryMmio;
defvar SAScopeCluster = ScopeCluster;
// ptxas: .gpu and .sys are not gated on their own; without .global or
// .release they are accepted from PTX 8.1/sm_90 on (a generic store).
defvar SAScopeGPU = ScopeGPU;
defvar SAScopeSys = ScopeSys;
defvar SAGlobal   = SpaceGlobal;
defvar SAMbarrier = MbarrierCompleteTx;
def SAReleaseWordsNeed : RequiresIn<[SARelease, SAMmio, SAGlobal],
                                    Requires<PTX87, 100>>;
def SAWeakWordsNeed : RequiresIn<[SAScopeCluster, SAMbarrier],
                                 Requires<PTX81, 90>>;

defvar SATypes = [B8, B16, B32, B64, U8, U16, U32, U64,
                  S8, S16, S32, S64, F32, F64];

// ptxas: a variable in an address is in the space written; a generic
// address names a .global, .shared or .local variable; `[imm]` only in
// .local. Address registers of 32 bits are taken in 64-bit modules.
def SAAddressSpec : AddressSpec;
def SAAddress : OperandSpec<"address", AddressOperand> {
  let Address = SAAddressSpec;
}
// Without the mbarrier operand: one value ("Vector operand is not allowed
// for instruction 'st.async'"), a register of the type's size or an
// immediate.
def SAScalarSource : OperandSpec<"source", ValueOperand> {
  let TypeSlot = "type";
}
// With it, ptxas takes a vector where no vector qualifier is written and a
// scalar where one is; a vector written with a vector qualifier has its
// lane count. ptxas types a vector by its registers together: they must
// agree ("Vector with elements of different types", "Incompatible
// elements of vector expression"), and `{r0, f0}` of .u32 is accepted;
// modelled as typed by the first register. Not modelled: ptxas also
// takes `{f0, r0}` of .u32 and `{u0, u1}` of .f32 (not the scalar u0).
def SASource : OperandSpec<"source", DataValueOperand> {
  let TypeSlot = "type";
  let ScalarOrVector = 1;
  let TypedByFirstElement = 1;
}
def SAMbarrierOperand : OperandSpec<"mbarrier", AddressOperand> {
  let Address = SAAddressSpec;
}

defvar SASlots = [
  Slot<"memory order", [SAWeak, SARelease]>,
  Slot<"mmio", [SAMmio]>,
  Slot<"scope", [SAScopeCluster, SAScopeGPU, SAScopeSys]>,
  // ptxas: .shared::cta and .shared are accepted by the weak form (ISA:
  // only .shared::cluster).
  Slot<"state space", [SpaceSharedCluster, SpaceSharedCTA, SpaceShared,
                       SAGlobal]>,
  Slot<"completion mechanism", [SAMbarrier]>
];
defvar SAMbarrierWhy = "with an mbarrier operand 'st.async' is the weak "
                       "store to shared memory; the release store to global "
                       "memory takes two operands";

def SAAtMost128Bits : Excludes<[V4], [B64, U64, S64, F64]> {
  let Why = "'st.async' stores at most 128 bits";
}

// ptxas tells the two stores apart by the mbarrier operand. With it, the
// store is the weak one to shared memory: tried first, so that a line
// with three operands is explained as this form.
def StAsyncMbarrierForm : Form<OpStAsync, "st.async with an mbarrier operand"> {
  let Summary = "Asynchronous weak store to shared memory, completed on an "
                "mbarrier.";
  let Slots = !listconcat(SASlots, [Slot<"vector", [V2, V4]>,
                                    RequiredSlot<"type", SATypes>]);
  let Operands = [SAAddress, SASource, SAMbarrierOperand];
  let Keys = ["state space", "completion mechanism"];
  let Constraints = [
    SAReleaseWordsNeed, SAWeakWordsNeed,
    NotAllowed<[SARelease, SAMmio, SAScopeGPU, SAScopeSys], SAMbarrierWhy>,
    NotAllowed<[B8, B16, U8, U16, S8, S16],
               "with an mbarrier operand it stores 32- or 64-bit values">,
    // ptxas: .weak goes with no scope at all (ISA: .weak.cluster is a
    // valid combination).
    Excludes<[SAWeak], [SAScopeCluster]>,
    OnlyInSpaces<[SAScopeCluster], [SpaceSharedCluster], 1>,
    NeedsOneOf<[SpaceSharedCluster, SAScopeCluster], [SAMbarrier]>,
    SAAtMost128Bits
  ];
}

// The spaces and completion mechanism of the weak store. ptxas: the
// completion mechanism is mandatory where no space is written (the store
// is then to .shared::cluster; ISA: the mechanism defaults to
// .mbarrier::complete_tx::bytes) and with .shared::cluster (the
// constraint above says so at the space), optional with .shared::cta and
// .shared.
def : Variant<StAsyncMbarrierForm, [[Absent], [SAMbarrier]]>;
def : Variant<StAsyncMbarrierForm, [[SpaceSharedCluster, SpaceSharedCTA,
                                     SpaceShared], [SAMbarrier, Absent]]>;
def : Variant<StAsyncMbarrierForm, [[SAGlobal], [SAMbarrier, Absent]]> {
  let Refusal = "the store to global memory takes two operands, without an "
                "mbarrier";
}

def StAsyncForm : Form<OpStAsync, "st.async without an mbarrier operand"> {
  let Summary = "Asynchronous store without an mbarrier operand: release to "
                "global memory, or weak.";
  let Slots = !listconcat(SASlots, [RequiredSlot<"type", SATypes>]);
  let Operands = [SAAddress, SAScalarSource];
  let Constraints = [
    SAReleaseWordsNeed, SAWeakWordsNeed,
    // ptxas: .weak goes with no scope at all (ISA: .weak.cluster is a
    // valid combination).
    Excludes<[SAWeak], [SAScopeCluster, SAScopeGPU, SAScopeSys]>,
    // ptxas: .release needs a scope, .gpu or .sys (the ISA's own example
    // `st.async.release.global.u32` is rejected).
    NeedsOneOf<[SARelease], [SAScopeGPU, SAScopeSys]>,
    Excludes<[SARelease], [SAScopeCluster]>,
    OnlyInSpaces<[SARelease, SAScopeGPU, SAScopeSys], [SAGlobal], 1>,
    OnlyInSpaces<[SAScopeCluster], [SpaceSharedCluster], 1>,
    // ptxas: .mmio needs .release and a scope; .mmio.release.gpu is
    // accepted (ISA: .mmio needs .sys).
    NeedsOneOf<[SAMmio], [SARelease]>,
    NeedsOneOf<[SAMmio], [SAScopeGPU, SAScopeSys]>,
    Excludes<[SARelease, SAScopeGPU, SAScopeSys, SAGlobal], [SAMbarrier]>,
    // ptxas: the completion mechanism is mandatory with .shared::cluster
    // and .cluster (ISA: it defaults to .mbarrier::complete_tx::bytes).
    NeedsOneOf<[SpaceSharedCluster, SAScopeCluster], [SAMbarrier]>
  ];
}

//===----------------------------------------------------------------------===//
// st.bulk (9.7.9.13)
//===----------------------------------------------------------------------===//

defvar SBWeak = OrderWeak;

// ptxas: a 32- or 64-bit register (`[h0]` is "Arguments mismatch"), no
// immediate (".local only"); a generic address names .global, .shared or
// .local variables ("State space mismatch" for .const and .param ones);
// with .shared::cta it names no variable at all, not even a .shared one
// (an internal "add" error).
def SBAddressSpec : AddressSpec {
  let MinRegisterBits = 32;
  let NoVariableIn = ["shared"];
}
def SBAddress : OperandSpec<"address", AddressOperand> {
  let Address = SBAddressSpec;
}
// The size: a 64-bit integer register or an immediate that is a multiple
// of 8 and at most 16777216; or, from PTX 9.0, a .u32/.s32 register (ptxas:
// a .b32 one fails with "Arguments mismatch for 'mov'").
def SBSize64 : OperandSpec<"size", ValueOperand> {
  let FixedType = U64;
  let HasRange = 1;
  let Min = 0;
  let Max = 16777216;
  let MultipleOf = 8;
}
def SBSize32Types : TypeRuleSet<[TypeRule<"u", "u", "same">,
                                 TypeRule<"u", "s", "same">]>;
def SBSize32 : OperandWithTypeRules<"32-bit size", ValueOperand, SBSize32Types> {
  let FixedType = U32;
  let Req = Requires<PTX90>;
}
def SBSize : OperandSpec<"size", AnyOperand> {
  let Alternatives = [SBSize64, SBSize32];
}
def SBInitVal : OperandSpec<"initval", ImmediateOperand> {
  let HasRange = 1;
  let Min = 0;
  let Max = 0;
}

def StBulkForm : Form<OpStBulk, "st.bulk"> {
  let Summary = "Initialize a region of shared memory to zero.";
  let Slots = [
    Slot<"memory order", [SBWeak]>,
    // .shared is known so that its NotAllowed can say to write
    // .shared::cta.
    Slot<"state space", [SpaceSharedCTA, SpaceShared]>
  ];
  let Operands = [SBAddress, SBSize, SBInitVal];
  let Constraints = [
    NotAllowed<[SpaceShared], "write '.shared::cta'">
  ];
}

//===----------------------------------------------------------------------===//
// multimem.ld_reduce, multimem.st, multimem.red (9.7.9.14)
//===----------------------------------------------------------------------===//

// The memory orders and scopes need only what multimem needs
// (MMAcquireNeeds: ld needs more of .acquire).
defvar MMWeak    = OrderWeak;
defvar MMRelaxed = OrderRelaxed;
defvar MMAcquire = OrderAcquire;
defvar MMRelease = OrderRelease;
def MMAcquireNeeds : RequiresIn<[MMAcquire], Always>;
defvar MMScopeCTA = ScopeCTA;
defvar MMScopeCluster = ScopeCluster;
defvar MMScopeGPU = ScopeGPU;
defvar MMScopeSys = ScopeSys;
defvar MMScopes = [MMScopeCTA, MMScopeCluster, MMScopeGPU, MMScopeSys];

defvar MMMin = RedOpMin;
defvar MMMax = RedOpMax;
defvar MMAdd = RedOpAdd;
defvar MMAnd = RedOpAnd;
defvar MMOr = RedOpOr;
defvar MMXor = RedOpXor;
defvar MMOps = [MMMin, MMMax, MMAdd, MMAnd, MMOr, MMXor];

// The fp8 types and .acc::f16: PTX 8.6 on the sm_100a/sm_101a(=110a)/
// sm_120a/sm_121a targets, and from PTX 8.8 on the sm_100f and sm_110f
// families (whose targets need 8.8 anyway).
defvar MMFp8Targets = [sm_100f, sm_110f, sm_120a, sm_121a];
def MME5M2   : TypeQualifier<".e5m2",   "b", 8,  Requires<PTX86, 0, MMFp8Targets>>;
// The packed ones are cvt's records (Convert.td), which need nothing there.
defvar MME5M2x2 = CvtE5M2x2;
defvar MME5M2x4 = CvtE5M2x4;
def MME4M3   : TypeQualifier<".e4m3",   "b", 8,  Requires<PTX86, 0, MMFp8Targets>>;
defvar MME4M3x2 = CvtE4M3x2;
defvar MME4M3x4 = CvtE4M3x4;
defvar MMFp8Types = [MME5M2, MME5M2x2, MME5M2x4, MME4M3, MME4M3x2, MME4M3x4];
def MMPackedFp8Needs : RequiresIn<[MME5M2x2, MME5M2x4, MME4M3x2, MME4M3x4],
                                  Requires<PTX86, 0, MMFp8Targets>>;
// bf16 needs only what multimem needs.
defvar MMBF16   = BF16;
defvar MMBF16x2 = BF16x2;
def MMBF16Needs : RequiresIn<[MMBF16, MMBF16x2], Always>;

// ptxas: multimem.st and multimem.red take .acc::f32 and .acc::f16 too
// (ISA: ld_reduce only), with any type and on any target that has multimem;
// ld_reduce asks more (MMAccNeeds).
def MMAccF32 : Qualifier<".acc::f32", Always>;
def MMAccF16 : Qualifier<".acc::f16", Always>;
defvar MMAccF32Any = MMAccF32;
defvar MMAccF16Any = MMAccF16;
def MMAccF32Needs : RequiresIn<[MMAccF32], Requires<PTX82, 90>>;
def MMAccF16Needs : RequiresIn<[MMAccF16], Requires<PTX86, 0, MMFp8Targets>>;

defvar MMV8 = V8;

defvar MMIntTypes = [B32, B64, U32, U64, S32, S64];
defvar MMHalfTypes = [F16, F16x2, MMBF16, MMBF16x2];
defvar MMFloatTypes = !listconcat(MMHalfTypes, [F32, F64], MMFp8Types);
defvar MMTypes = !listconcat(MMIntTypes, MMFloatTypes);
// multimem.red has no fp8 types (.redtype).
defvar MMRedTypes = !listconcat(MMIntTypes, MMHalfTypes, [F32, F64]);

// The op x type table, as the types each operation takes. ptxas: .min/.max
// take no .f32 or .f64 (the ISA's own example
// `multimem.red.relaxed.gpu.max.f64` is rejected).
def MMBitOpsTypes : OnlyWith<[MMAnd, MMOr, MMXor], "type", [B32, B64]>;
def MMAddTypes : OnlyWith<[MMAdd], "type",
                          !listconcat([U32, U64, S32], MMFloatTypes)>;
def MMMinMaxTypes : OnlyWith<[MMMin, MMMax], "type",
                             !listconcat([U32, U64, S32, S64], MMHalfTypes,
                                         MMFp8Types)>;

// The .vec x type table: integer types and .f64 take no vector; a vector
// holds 32, 64 or 128 bits.
def MMScalarTypes : OnlyWith<[V2, V4, MMV8], "type",
                             !listconcat(MMHalfTypes, [F32], MMFp8Types)>;
def MMV2Types : Excludes<[V2], [MME5M2, MME4M3]>;
def MMV8Types : Excludes<[MMV8], [F16x2, MMBF16x2, F32, MME5M2x4, MME4M3x4]>;

// ptxas: multimem.red's .min/.max of .f16x2/.bf16x2 need a vector.
def MMRedPairedMinMax : NeedsOneOf<[MMMin, MMMax], [V2, V4]> {
  let When = [F16x2, MMBF16x2];
  let Why = "'multimem.red' takes .f16x2 and .bf16x2 minima and maxima only "
            "as vectors";
}

// ptxas: semantics and scope come together (ISA: .scope is optional, and
// defaults to .sys for multimem.red); .weak takes no scope.
def MMWeakNoScope : Excludes<[MMWeak], MMScopes>;

// ptxas: a 64-bit register (32- and 16-bit ones draw "Program uses 32-bit
// address"), no immediate (".local only"), a .global variable with
// .global; a generic address may name a .global, .shared or .local
// variable (ISA: .global only), not a .const or .param one.
def MMAddressSpec : AddressSpec {
  let MinRegisterBits = 64;
}
def MMAddress : OperandSpec<"address", AddressOperand> {
  let Address = MMAddressSpec;
}
def MMDestination : OperandSpec<"destination", DataOperand> {
  let TypeSlot = "type";
}
// An immediate may be stored or reduced (`multimem.st.b32 [a], 5`).
def MMSource : OperandSpec<"source", DataValueOperand> {
  let TypeSlot = "type";
}

// Types narrower than 32 bits exist only as vector elements.
def MMNarrowTypesNeedVector
    : NeedsOneOf<[F16, MMBF16, MME5M2, MME5M2x2, MME4M3, MME4M3x2],
                 [V2, V4, MMV8]> {
  let Why = "multimem moves 32, 64 or 128 bits: a type narrower than 32 "
            "bits only as a vector";
}

def MultimemLdReduceForm : Form<OpMultimemLdReduce, "multimem.ld_reduce"> {
  let Summary = "Load from a multimem address and reduce.";
  let Slots = [
    Slot<"memory order", [MMWeak, MMRelaxed, MMAcquire]>,
    Slot<"scope", MMScopes>,
    Slot<"state space", [SpaceGlobal]>,
    RequiredSlot<"operation", MMOps>,
    Slot<"accumulation precision", [MMAccF32, MMAccF16]>,
    Slot<"vector", [V2, V4, MMV8]>,
    RequiredSlot<"type", MMTypes>
  ];
  let Operands = [MMDestination, MMAddress];
  let Constraints = [
    MMAcquireNeeds, MMPackedFp8Needs, MMBF16Needs, MMAccF32Needs, MMAccF16Needs,
    NeedsOneOf<MMScopes, [MMRelaxed, MMAcquire]>,
    NeedsOneOf<[MMRelaxed, MMAcquire], MMScopes>,
    MMWeakNoScope,
    MMBitOpsTypes, MMAddTypes, MMMinMaxTypes,
    MMScalarTypes, MMV2Types, MMV8Types,
    // .acc::f32 widens the half types, .acc::f16 the fp8 types.
    OnlyWith<[MMAccF32], "type", MMHalfTypes>,
    OnlyWith<[MMAccF16], "type", MMFp8Types>,
    MMNarrowTypesNeedVector
  ];
}

def MultimemStForm : Form<OpMultimemSt, "multimem.st"> {
  let Summary = "Store to a multimem address.";
  let Slots = [
    Slot<"memory order", [MMWeak, MMRelaxed, MMRelease]>,
    Slot<"scope", MMScopes>,
    Slot<"state space", [SpaceGlobal]>,
    Slot<"accumulation precision", [MMAccF32Any, MMAccF16Any]>,
    Slot<"vector", [V2, V4, MMV8]>,
    RequiredSlot<"type", MMTypes>
  ];
  let Operands = [MMAddress, MMSource];
  let Constraints = [
    MMPackedFp8Needs, MMBF16Needs,
    NeedsOneOf<MMScopes, [MMRelaxed, MMRelease]>,
    NeedsOneOf<[MMRelaxed, MMRelease], MMScopes>,
    MMWeakNoScope,
    MMScalarTypes, MMV2Types, MMV8Types,
    MMNarrowTypesNeedVector
  ];
}

def MultimemRedForm : Form<OpMultimemRed, "multimem.red"> {
  let Summary = "Reduce into a multimem address.";
  let Slots = [
    // ptxas: no .weak on multimem.red.
    Slot<"memory order", [MMRelaxed, MMRelease]>,
    Slot<"scope", MMScopes>,
    Slot<"state space", [SpaceGlobal]>,
    RequiredSlot<"operation", MMOps>,
    Slot<"accumulation precision", [MMAccF32Any, MMAccF16Any]>,
    Slot<"vector", [V2, V4, MMV8]>,
    RequiredSlot<"type", MMRedTypes>
  ];
  let Operands = [MMAddress, MMSource];
  let Constraints = [
    MMBF16Needs,
    NeedsOneOf<MMScopes, [MMRelaxed, MMRelease]>,
    NeedsOneOf<[MMRelaxed, MMRelease], MMScopes>,
    // ptxas: .min/.max work on the half types (ISA: .redop is .add only,
    // though its op table lists them), but .f16x2/.bf16x2 only as vectors.
    MMBitOpsTypes, MMAddTypes, MMMinMaxTypes,
    MMScalarTypes, MMV2Types, MMV8Types,
    MMRedPairedMinMax,
    MMNarrowTypesNeedVector
  ];
}
