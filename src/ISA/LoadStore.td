//===- LoadStore.td - ld, ld.global.nc, ldu and st ------------------------===//
//
// ISA 9.7.9.8 (ld), 9.7.9.9 (ld.global.nc), 9.7.9.10 (ldu), 9.7.9.11 (st),
// with the cache operators of 9.7.9.1 and the eviction priorities of
// 9.7.9.2.
//
// ptxas 13.0 accepts the qualifiers of these instructions in any order, so
// each instruction is one form whose slots are all free-standing, and the
// ISA's separate syntax lines (weak, .volatile, .relaxed, .acquire/.release,
// .mmio, ld.global.nc) become constraints between the slots. `.nc` is a
// slot of `ld`: ptxas takes it anywhere in the qualifier list, and
// `ld.nc.global.u32` is the same instruction as `ld.global.nc.u32`.
//
// Where ptxas and the ISA text differ, the records follow ptxas and say so
// in a comment marked "ptxas:".
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Qualifiers
//===----------------------------------------------------------------------===//

// ---- Memory ordering -----------------------------------------------------
// ptxas checks only the target for .weak/.relaxed/.acquire/.release: every
// target that has them (sm_70+) needs PTX 6.0 anyway. The records are
// shared (Qualifiers.td); what ld and st need of them more is LSOrderNeeds
// and StReleaseNeeds below.
defvar LSWeak  = OrderWeak;
def LSVolatile : Qualifier<".volatile", Requires<PTX11>>;
defvar LSRelaxed = OrderRelaxed;
defvar LdAcquire = OrderAcquire;
defvar StRelease = OrderRelease;
defvar LSMmio    = MemoryMmio;

// Scopes: their requirement is the memory order's, which they need; only
// .cluster is newer.
defvar LSScopeCTA = ScopeCTA;
defvar LSScopeCluster = ScopeCluster;
defvar LSScopeGPU = ScopeGPU;
defvar LSScopeSys = ScopeSys;
defvar LSScopes = [LSScopeCTA, LSScopeCluster, LSScopeGPU, LSScopeSys];

// ---- ld.global.nc ------------------------------------------------------------
def LdNonCoherent : Qualifier<".nc", Requires<PTX31, 32>>;

// ---- Cache operators (9.7.9.1) ------------------------------------------------
defvar LdCacheCA = CacheAllLevels;
defvar LdCacheCG = CacheGlobalLevel;
defvar LdCacheCS = CacheStreaming;
def LdCacheLU : Qualifier<".lu", Requires<PTX20, 20>>;
def LdCacheCV : Qualifier<".cv", Requires<PTX20, 20>>;
defvar LdCacheOps = [LdCacheCA, LdCacheCG, LdCacheCS, LdCacheLU, LdCacheCV];

def StCacheWB : Qualifier<".wb", Requires<PTX20, 20>>;
defvar StCacheCG = CacheGlobalLevel;
defvar StCacheCS = CacheStreaming;
def StCacheWT : Qualifier<".wt", Requires<PTX20, 20>>;
defvar StCacheOps = [StCacheWB, StCacheCG, StCacheCS, StCacheWT];

// ---- Eviction priorities (9.7.9.2), cache hint, prefetch size -------------
def LSL1EvictNormal    : Qualifier<".L1::evict_normal",    Requires<PTX74, 70>>;
def LSL1EvictUnchanged : Qualifier<".L1::evict_unchanged", Requires<PTX74, 70>>;
def LSL1EvictFirst     : Qualifier<".L1::evict_first",     Requires<PTX74, 70>>;
def LSL1EvictLast      : Qualifier<".L1::evict_last",      Requires<PTX74, 70>>;
def LSL1NoAllocate     : Qualifier<".L1::no_allocate",     Requires<PTX74, 70>>;
defvar LSL1Evict = [LSL1EvictNormal, LSL1EvictUnchanged, LSL1EvictFirst,
                    LSL1EvictLast, LSL1NoAllocate];

// On ld/st these came with the 256-bit accesses (PTX 8.8, sm_100:
// LSL2EvictNeeds below), and they need one (LSL2NeedsVector).
defvar LSL2EvictNormal = L2EvictNormal;
defvar LSL2EvictFirst  = L2EvictFirst;
defvar LSL2EvictLast   = L2EvictLast;
defvar LSL2Evict = [LSL2EvictNormal, LSL2EvictFirst, LSL2EvictLast];

defvar LSCacheHint = L2CacheHint;

defvar LdPrefetch64B  = PrefetchSize64B;
defvar LdPrefetch128B = PrefetchSize128B;
defvar LdPrefetch256B = PrefetchSize256B;
defvar LdPrefetch = [LdPrefetch64B, LdPrefetch128B, LdPrefetch256B];

// ---- Vectors and types -------------------------------------------------------
// ptxas: `.v8` itself is not gated. What needs PTX 8.8 and sm_100 is a
// 256-bit access (.v8 of a 32-bit type, .v4 of a 64-bit type; RequiresWith
// below); `st` accepts .v8 of 8- and 16-bit types at any version and on any
// state space (ISA: .v8 only with 32-bit types).
defvar LSV8 = V8;

defvar LSTypes = [B8, B16, B32, B64, B128, U8, U16, U32, U64,
                  S8, S16, S32, S64, F32, F64];
defvar LS32BitTypes = [B32, U32, S32, F32];
defvar LS64BitTypes = [B64, U64, S64, F64];

// ---- State spaces -------------------------------------------------------------
defvar LSSharedSpaces = [SpaceShared, SpaceSharedCTA, SpaceSharedCluster];
defvar LSOrderedSpaces = [SpaceGlobal, SpaceShared, SpaceSharedCTA,
                          SpaceSharedCluster];

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// ptxas: `{r}` may stand for a scalar register, with the vector typing
// rules (`ld.global.f32 {%u0}, [a]` is accepted).
def LdDestination : OperandSpec<"destination", DataOperand> {
  let TypeSlot = "type";
  let BracedScalar = 1;
}
// ptxas, on the addresses of ld, ldu and st: an immediate address only with
// .local (the ISA lists [immAddr] for every space); `[a-4]` is a syntax
// error (write `[a+-4]`); a 32-bit register is no global or generic address
// in a 64-bit module, while 8- and 16-bit ones only draw a warning; a
// special register may be the address; a generic address may not name a
// .const or .param variable; `ld.param::func` of a kernel parameter is
// accepted. `.unified` follows a register address of a global or generic
// access; it is not gated (ISA: PTX 8.0, sm_90), works on ldu and
// ld.global.nc too, and st does not take it.
def StAddressSpec : MemoryAddress {
  let SpecialRegisterBase = 1;
}
// ptxas 11.8 does not know `.unified` at all: "Parsing error near
// '.unified'", which ends the compile.
def LdAddressSpecUpTo11_8 : MemoryAddress {
  let SpecialRegisterBase = 1;
}
def LdAddressSpec : MemoryAddress {
  let SpecialRegisterBase = 1;
  let Suffixes = [".unified"];
  let OlderUpTo = [CUDA11_8];
  let Older = [LdAddressSpecUpTo11_8];
}
def LdAddress : OperandSpec<"address", AddressOperand> {
  let Address = LdAddressSpec;
}
// The cache policy is a 64-bit integer register or an immediate; the
// register's type is checked by ldst-cache-policy (a .f64 or .b128 register
// is wide enough but not accepted).
def LdCachePolicy : OperandSpec<"cache-policy", ValueOperand> {
  let PresentWith = [LSCacheHint];
}
def StAddress : OperandSpec<"address", AddressOperand> {
  let Address = StAddressSpec;
}
// ptxas: an immediate may be stored (`st.global.u8 [a], 256;`, truncated),
// also as a vector element; a sink only in the 256-bit vectors.
def StSource : OperandSpec<"source", DataValueOperand> {
  let TypeSlot = "type";
  let BracedScalar = 1;
}
def StCachePolicy : OperandSpec<"cache-policy", ValueOperand> {
  let PresentWith = [LSCacheHint];
}

//===----------------------------------------------------------------------===//
// Constraints shared by ld and st
//===----------------------------------------------------------------------===//

// 256-bit accesses (PTX 8.8, sm_100), and .sys with .b128 (PTX 8.4; .b128
// itself needs 8.3).
def LS256BitV8 : RequiresWith<[LSV8], LS32BitTypes, Requires<PTX88, 100>>;
def LS256BitV4 : RequiresWith<[V4], LS64BitTypes, Requires<PTX88, 100>>;
def LSSysB128  : RequiresWith<[LSScopeSys], [B128], Requires<PTX84>>;

// What ld and st need of shared words more than their records say: the
// memory orders came to them with sm_70, .cluster with sm_90, the L2
// eviction priorities with the 256-bit accesses.
def LSOrderNeeds   : RequiresIn<[LSWeak, LSRelaxed], Requires<PTX60, 70>>;
def StReleaseNeeds : RequiresIn<[StRelease], Requires<PTX60, 70>>;
def LSClusterNeeds : RequiresIn<[LSScopeCluster], Requires<PTX78, 90>>;
def LSL2EvictNeeds : RequiresIn<LSL2Evict, Requires<PTX88, 100>>;

// ---- Vector shapes -------------------------------------------------------
// A vector moves at most 128 bits, or 256 bits as .v8 of a 32-bit type or
// .v4 of a 64-bit type, and those need .global or a generic address.
defvar LSVectorWhy = "a vector moves at most 128 bits (256 bits as '.v8' "
                     "of a 32-bit type or '.v4' of a 64-bit type)";
defvar LS8To32BitTypes = [B8, B16, B32, U8, U16, U32, S8, S16, S32, F32];
def LSNoWideB128 : Excludes<[V2, V4, LSV8], [B128]> { let Why = LSVectorWhy; }
def LSWideV4Spaces : OnlyInSpaces<[V4], [SpaceGlobal], 1> {
  let When = LS64BitTypes;
  let Why = "'.v4' of a 64-bit type is a 256-bit vector";
}
def LSWideV8Spaces : OnlyInSpaces<[LSV8], [SpaceGlobal], 1> {
  let When = LS32BitTypes;
  let Why = "'.v8' of a 32-bit type is a 256-bit vector";
}
// ptxas: ld's .v8 needs a 32-bit type (it crashes on the others); st takes
// .v8 of 8- and 16-bit types as well (128 bits at most).
def LdV8Types : OnlyWith<[LSV8], "type", LS32BitTypes> { let Why = LSVectorWhy; }
def StV8Types : OnlyWith<[LSV8], "type", LS8To32BitTypes> { let Why = LSVectorWhy; }
// ptxas 11.8 and 12.4 (not 12.8) refuse st's .v8 of 8- and 16-bit types
// at any version ("Illegal vector size: 8").
def StNarrowV8Req : Requires<PTX10> { let RefusedUpTo = [CUDA12_4]; }
def StNarrowV8 : RequiresWith<[LSV8], [B8, B16, U8, U16, S8, S16], StNarrowV8Req>;

// An L2 eviction priority needs a 256-bit vector.
defvar LSL2Why = "an L2 eviction priority needs a 256-bit vector: '.v8' of a "
                 "32-bit type or '.v4' of a 64-bit type";
def LSL2NeedsVector : NeedsOneOf<LSL2Evict, [V4, LSV8]> { let Why = LSL2Why; }
def LSL2V4Types : OnlyWith<LSL2Evict, "type", LS64BitTypes> {
  let When = [V4];
  let Why = LSL2Why;
}
def LSL2V8Types : OnlyWith<LSL2Evict, "type", LS32BitTypes> {
  let When = [LSV8];
  let Why = LSL2Why;
}
// ldu moves 128 bits at most.
def LduNoB128 : Excludes<[V2, V4], [B128]> { let Why = "'ldu' moves at most 128 bits"; }
def LduNoWideV4 : Excludes<[V4], LS64BitTypes> { let Why = "'ldu' moves at most 128 bits"; }
defvar LSVectorRules = [LSNoWideB128, LSWideV4Spaces, LSWideV8Spaces,
                        LSL2NeedsVector, LSL2V4Types, LSL2V8Types];

// A scope goes with .relaxed/.acquire/.release and they need one; .mmio is
// `.mmio.relaxed.sys`.
def LdScopeNeedsOrder : NeedsOneOf<LSScopes, [LSRelaxed, LdAcquire]>;
def LdOrderNeedsScope : NeedsOneOf<[LSRelaxed, LdAcquire], LSScopes>;
def StScopeNeedsOrder : NeedsOneOf<LSScopes, [LSRelaxed, StRelease]>;
def StOrderNeedsScope : NeedsOneOf<[LSRelaxed, StRelease], LSScopes>;
def LSMmioNeedsRelaxed : NeedsOneOf<[LSMmio], [LSRelaxed]>;
def LSMmioOnlySys : Excludes<[LSMmio], [LSScopeCTA, LSScopeCluster, LSScopeGPU]>;
// ptxas: .mmio takes no vector and no cache qualifier at all.
def LSMmioPlain : Excludes<[LSMmio], !listconcat([V2, V4, LSV8], LSL1Evict,
                                                  LSL2Evict, [LSCacheHint])>;
def LdMmioNoPrefetch : Excludes<[LSMmio], LdPrefetch>;
def LSMmioSpaces : OnlyInSpaces<[LSMmio], [SpaceGlobal], 1>;

// .volatile takes no L1 eviction priority and no cache hint. ptxas: it does
// take an L2 eviction priority and a prefetch size (the ISA's .volatile
// syntax line has neither): `ld.volatile.global.L2::64B.u32` and
// `ld.volatile.global.L2::evict_last.v8.f32` are accepted.
def LSVolatileNoHints : Excludes<[LSVolatile], !listconcat(LSL1Evict, [LSCacheHint])>;

// .volatile on .local: PTX 9.1 (ISA 9.1, ld and st PTX ISA Notes: "Support
// for .volatile qualifier with .local state space introduced in PTX ISA
// version 9.1"); no target beyond the instruction's. Before, .volatile was
// for .global, .shared and generic addresses only: ptxas 13.0 (which knows
// .version 9.0 at most) refuses `ld.volatile.local.u32` and
// `st.local.volatile.u32` with "Modifier '.volatile' cannot be applied to
// '.local' space".
defvar LSVolatileSpaces = !listconcat(LSOrderedSpaces, [SpaceLocal]);
def LSVolatileLocalNeeds : RequiresWith<[LSVolatile], [SpaceLocal],
                                        Requires<PTX91>>;

// Eviction priorities, cache hint and prefetch size: .global or generic.
def LSHintSpaces : OnlyInSpaces<!listconcat(LSL1Evict, LSL2Evict, [LSCacheHint]),
                                [SpaceGlobal], 1>;
def LdPrefetchSpaces : OnlyInSpaces<LdPrefetch, [SpaceGlobal], 1>;

//===----------------------------------------------------------------------===//
// ld (9.7.9.8) and ld.global.nc (9.7.9.9)
//===----------------------------------------------------------------------===//

def LdForm : Form<OpLd, "ld"> {
  let Summary = "Load from a state space; with `.nc`, ld.global.nc.";
  let Slots = [
    Slot<"memory order", [LSWeak, LSVolatile, LSRelaxed, LdAcquire]>,
    Slot<"mmio", [LSMmio]>,
    Slot<"scope", LSScopes>,
    Slot<"non-coherent", [LdNonCoherent]>,
    // ptxas: any cache operator on any state space (`ld.shared.cv`,
    // `ld.param.lu`).
    Slot<"state space", [SpaceConst, SpaceGlobal, SpaceLocal, SpaceParam,
                         SpaceParamEntry, SpaceParamFunc, SpaceShared,
                         SpaceSharedCTA, SpaceSharedCluster]>,
    Slot<"cache operator", LdCacheOps>,
    Slot<"L1 eviction priority", LSL1Evict>,
    Slot<"L2 eviction priority", LSL2Evict>,
    Slot<"cache hint", [LSCacheHint]>,
    Slot<"prefetch size", LdPrefetch>,
    Slot<"vector", [V2, V4, LSV8]>,
    RequiredSlot<"type", LSTypes>
  ];
  let Operands = [LdDestination, LdAddress, LdCachePolicy];
  // ptxas: ld/st take any register at least as wide as a bit-size type, and
  // a .b32/.b64/.b128 register for .f32 (TypeRules.td).
  let TypeRules = RelaxedTypes;
  let VectorTypeRules = RelaxedVectorTypes;
  let Constraints = [
    LSOrderNeeds, LSClusterNeeds, LSL2EvictNeeds,
    LdScopeNeedsOrder, LdOrderNeedsScope,
    LSMmioNeedsRelaxed, LSMmioOnlySys, LSMmioPlain, LdMmioNoPrefetch,
    LSMmioSpaces,
    // Cache operators only with weak loads.
    Excludes<[LSVolatile, LSRelaxed, LdAcquire], LdCacheOps>,
    // ptxas: a cache operator excludes an L1 eviction priority but combines
    // with an L2 one, the cache hint and a prefetch size (the ISA's syntax
    // has the cache operators and the eviction priorities in separate forms).
    Excludes<LdCacheOps, LSL1Evict>,
    LSVolatileNoHints,
    OnlyInSpaces<[LSRelaxed, LdAcquire], LSOrderedSpaces, 1>,
    OnlyInSpaces<[LSVolatile], LSVolatileSpaces, 1>, LSVolatileLocalNeeds,
    LSHintSpaces, LdPrefetchSpaces,
    // ld.global.nc: written with .global, no memory order, and only the
    // cache operators .ca, .cg and .cs.
    OnlyInSpaces<[LdNonCoherent], [SpaceGlobal], 0>,
    Excludes<[LdNonCoherent], [LSWeak, LSVolatile, LSRelaxed, LdAcquire, LSMmio]>,
    Excludes<[LdNonCoherent], [LdCacheLU, LdCacheCV]>,
    LS256BitV8, LS256BitV4, LSSysB128, LdV8Types] # LSVectorRules # [
    CustomCheck<"ld-destination",
                "ptxas: a sink `_` may be any element of a destination vector "
                "(ISA: only in 256-bit vectors), but not all of them; the "
                "registers of a vector have one size; no immediates and no "
                "special registers.">,
    CustomCheck<"ldst-cache-policy",
                "The cache policy is a 64-bit integer or bit-size register, "
                "or an immediate.">
  ];
}

//===----------------------------------------------------------------------===//
// ldu (9.7.9.10)
//===----------------------------------------------------------------------===//

def LduForm : Form<OpLdu, "ldu"> {
  let Summary = "Load read-only data from an address common to the warp.";
  let Slots = [
    // Every space is known so that the message can say ldu needs .global.
    Slot<"state space", [SpaceGlobal, SpaceConst, SpaceLocal, SpaceParam,
                         SpaceParamEntry, SpaceParamFunc, SpaceShared,
                         SpaceSharedCTA, SpaceSharedCluster]>,
    // .v8 is known so that ldu-vector can say ldu does not take it.
    Slot<"vector", [V2, V4, LSV8]>,
    RequiredSlot<"type", LSTypes>
  ];
  let Operands = [LdDestination, LdAddress];
  let TypeRules = RelaxedTypes;
  let VectorTypeRules = RelaxedVectorTypes;
  let Constraints = [
    NotAllowed<[SpaceConst, SpaceLocal, SpaceParam, SpaceParamEntry,
                SpaceParamFunc, SpaceShared, SpaceSharedCTA,
                SpaceSharedCluster],
               "it reads '.global' or a generic address">,
    NotAllowed<[LSV8], "its vectors are '.v2' and '.v4'">,
    LduNoB128, LduNoWideV4,
    // ptxas: the ld rules, sinks included (`ldu.global.v2.u32 {r, _}`).
    CustomCheck<"ld-destination",
                "As for ld: sinks but not only sinks, registers of one size, "
                "no immediates or special registers.">
  ];
}

//===----------------------------------------------------------------------===//
// st (9.7.9.11)
//===----------------------------------------------------------------------===//

def StForm : Form<OpSt, "st"> {
  let Summary = "Store to a state space.";
  let Slots = [
    Slot<"memory order", [LSWeak, LSVolatile, LSRelaxed, StRelease]>,
    Slot<"mmio", [LSMmio]>,
    Slot<"scope", LSScopes>,
    // .const and .param::entry are known so that st-space can explain them.
    Slot<"state space", [SpaceGlobal, SpaceLocal, SpaceParam, SpaceParamFunc,
                         SpaceShared, SpaceSharedCTA, SpaceSharedCluster,
                         SpaceConst, SpaceParamEntry]>,
    Slot<"cache operator", StCacheOps>,
    Slot<"L1 eviction priority", LSL1Evict>,
    Slot<"L2 eviction priority", LSL2Evict>,
    Slot<"cache hint", [LSCacheHint]>,
    Slot<"vector", [V2, V4, LSV8]>,
    RequiredSlot<"type", LSTypes>
  ];
  let Operands = [StAddress, StSource, StCachePolicy];
  let TypeRules = RelaxedTypes;
  let VectorTypeRules = RelaxedVectorTypes;
  let Constraints = [
    LSOrderNeeds, StReleaseNeeds, LSClusterNeeds, LSL2EvictNeeds,
    StScopeNeedsOrder, StOrderNeedsScope,
    LSMmioNeedsRelaxed, LSMmioOnlySys, LSMmioPlain, LSMmioSpaces,
    Excludes<[LSVolatile, LSRelaxed, StRelease], StCacheOps>,
    Excludes<StCacheOps, LSL1Evict>,
    LSVolatileNoHints,
    OnlyInSpaces<[LSRelaxed, StRelease], LSOrderedSpaces, 1>,
    OnlyInSpaces<[LSVolatile], LSVolatileSpaces, 1>, LSVolatileLocalNeeds,
    LSHintSpaces,
    LS256BitV8, LS256BitV4, LSSysB128, StV8Types, StNarrowV8] # LSVectorRules # [
    NotAllowed<[SpaceConst], "the constant state space is read-only">,
    NotAllowed<[SpaceParamEntry], "kernel parameters are read-only; stores "
                                  "to '.param' are to '.param::func'">,
    CustomCheck<"st-param",
                "st.param cannot be predicated, and cannot write the "
                "parameters the function receives (symbol-table context).">,
    CustomCheck<"st-source",
                "A sink `_` only in a 256-bit vector and not everywhere; the "
                "registers of a vector have one size; no special registers; "
                "immediates are integers for integer and bit-size types and "
                "floating-point literals for .f32/.f64.">,
    CustomCheck<"ldst-cache-policy",
                "The cache policy is a 64-bit integer or bit-size register, "
                "or an immediate.">
  ];
}
