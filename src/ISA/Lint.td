//===- Lint.td - ISA facts behind the lint warnings -----------------------===//
//
// The warnings of src/Basic/LintDiagnostics.td report code that ptxas
// accepts but that cannot do what it says. What they know about the ISA is
// here, as data: which qualifiers act on which state spaces, which are
// the defaults, what alignment an address needs. The lint pass
// (src/Check/Lint*.cpp) applies the records; a record that feeds one
// particular warning names it by its stable ID (`Diagnostic`).
//
// "Has no effect" below is measured, not read: ptxas 13.0 compiles the
// instruction with and without the qualifier to the same machine code for
// sm_75, sm_80, sm_90, sm_100a and sm_120 (cubins compared byte for byte).
// Where the ISA text says more than ptxas does, the comment says so.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// The vocabulary
//===----------------------------------------------------------------------===//

// Quals on Op act on memory in the state spaces Spaces only. Written with
// another explicit state space, or with a generic address that certainly
// points into another one (a variable of that space, or a register holding
// its address), they do nothing; with Undefined set the instruction's
// behaviour is undefined there. An empty Quals list stands for the
// instruction itself.
class EffectiveSpaces<Opcode op, list<Qualifier> quals,
                      list<SpaceQualifier> spaces, string diagnostic> {
  Opcode Op = op;
  list<Qualifier> Quals = quals;
  list<SpaceQualifier> Spaces = spaces;
  string Diagnostic = diagnostic;
  bit Undefined = 0;
}

// Writing Qual in the slot named Slot of Op's form changes nothing: it is
// what the instruction does when the slot is empty (warning
// redundant-default, off by default).
class DefaultQualifier<Opcode op, string slot, Qualifier qual> {
  Opcode Op = op;
  string Slot = slot;
  Qualifier Qual = qual;
}

// An optional operand written with the value it has when left out
// (redundant-default). Value is a floating-point constant.
class DefaultOperand<OperandSpec operand, string value> {
  OperandSpec Operand = operand;
  string Value = value;
}

// The address operand Address of Form must be aligned to Bytes bytes; 0
// stands for the access size (the type's width times the vector's lanes,
// ISA 6.4.1: "naturally aligned to a multiple of the access size"). With
// SizeFrom set, the alignment is the value of that immediate operand
// (cp.async's cp-size). Warning misaligned-address.
class AlignedAddress<Form form, OperandSpec address, int bytes> {
  Form InForm = form;
  OperandSpec Address = address;
  int Bytes = bytes;
  OperandSpec SizeFrom = ?;
}

// The same for instructions whose forms are not modelled: every `[...]`
// operand of Op must be aligned to Bytes (0: the access size the type and
// vector qualifiers give).
class AlignedOpcodeAddress<Opcode op, int bytes> {
  Opcode Op = op;
  int Bytes = bytes;
}

// The address operand Address of Form names memory the instruction
// writes (Kind "write"), or memory it reads through a path that is not kept
// coherent with writes, so that the kernel must not have changed it before
// (Kind "read-only"), when one of When is written (empty: always). Warning
// nc-load-of-written-memory.
class MemoryAccess<Form form, OperandSpec address, string kind,
                   list<Qualifier> when = []> {
  Form InForm = form;
  OperandSpec Address = address;
  string Kind = kind;
  list<Qualifier> When = when;
}

// The same for instructions whose forms are not modelled: the first `[...]`
// operand of Op.
class OpcodeMemoryAccess<Opcode op, string kind> {
  Opcode Op = op;
  string Kind = kind;
}

// The operand is a cache policy that `.L2::cache_hint` applies: a 64-bit
// descriptor made by createpolicy, or by anything that computes one
// (libcu++ builds them with mov, and, or and selp), so only a register that
// is never written at all is certainly wrong (cache-policy-uninitialized).
class PolicyOperand<OperandSpec operand> {
  OperandSpec Operand = operand;
}

// The operand creates a cache policy: cache-policy-unused when the register
// it writes is never read (cache-policy-unused).
class PolicyResult<OperandSpec operand> {
  OperandSpec Operand = operand;
}

// ptxas keeps only the low Bits bits of an immediate for this operand,
// silently (truncated-immediate).
class TruncatedImmediate<OperandSpec operand, int width> {
  OperandSpec Operand = operand;
  int Bits = width;
}

// The operand's value must lie in (Min, Max] (MinExclusive) or [Min, Max]:
// ptxas checks constants, not registers. A register whose only value is a
// constant outside is reported (value-out-of-range). Min and Max are
// floating-point constants.
class OperandValueRange<OperandSpec operand, string min, string max> {
  OperandSpec Operand = operand;
  string Min = min;
  string Max = max;
  bit MinExclusive = 0;
}

// The value of Lesser must not exceed that of Greater, compared unsigned
// in Bits bits; ptxas checks two constants, not registers
// (values-out-of-order).
class OperandOrder<OperandSpec lesser, OperandSpec greater, int width> {
  OperandSpec Lesser = lesser;
  OperandSpec Greater = greater;
  int Bits = width;
}

// Quals work on every target ptxas accepts them for, but are meant for the
// targets of Advised; elsewhere ptxas prints an advisory warning
// (target-advisory).
class AdvisedTargets<list<Qualifier> quals, Requires advised> {
  list<Qualifier> Quals = quals;
  Requires Advised = advised;
}

//===----------------------------------------------------------------------===//
// Cache operators and hints by state space
//===----------------------------------------------------------------------===//

// Cache operators (ISA 9.7.9.1) steer the L1 and L2 caches. Loads and
// stores of .shared, .local, .const and .param memory compile to the same
// code with any cache operator or none; so does a generic access to a
// .shared variable. Over .shared::cluster they do change the code (the
// access goes through the generic path), and the ISA's `ld.cs` on a local
// address "performs ld.lu", but ptxas emits identical code for both on
// .local.
defvar CacheOperatorSpaces = [SpaceGlobal, SpaceSharedCluster];
def : EffectiveSpaces<OpLd, LdCacheOps, CacheOperatorSpaces,
                      "cache-operator-no-effect">;
def : EffectiveSpaces<OpSt, StCacheOps, CacheOperatorSpaces,
                      "cache-operator-no-effect">;

// Eviction priorities, the cache hint and the prefetch size act on global
// memory only (ISA 9.7.9.2: "supported for .global state space and generic
// addresses where the address points to .global state space"). An explicit
// other space is an error; a generic address of a .shared variable compiles
// to a plain shared access.
def : EffectiveSpaces<OpLd, !listconcat(LSL1Evict, LSL2Evict, [LSCacheHint],
                                        LdPrefetch),
                      [SpaceGlobal], "cache-hint-no-effect">;
def : EffectiveSpaces<OpSt, !listconcat(LSL1Evict, LSL2Evict, [LSCacheHint]),
                      [SpaceGlobal], "cache-hint-no-effect">;
// prefetch: ".space = { .global, .local }"; "prefetch to shared memory is a
// no-op". The eviction priorities are for .global only; prefetchu is a
// no-op on .const, .local and .shared addresses.
def : EffectiveSpaces<OpPrefetch, [CacheL1, CacheL2], [SpaceGlobal, SpaceLocal],
                      "cache-hint-no-effect">;
def : EffectiveSpaces<OpPrefetch, [CacheL2EvictLast, CacheL2EvictNormal],
                      [SpaceGlobal], "cache-hint-no-effect">;
def : EffectiveSpaces<OpPrefetchu, [], [SpaceGlobal], "cache-hint-no-effect">;

// applypriority and discard: "If the specified address does not fall within
// the address window of .global state space then the behavior is
// undefined."
let Undefined = 1 in {
def : EffectiveSpaces<OpApplyPriority, [], [SpaceGlobal], "not-global-address">;
def : EffectiveSpaces<OpDiscard, [], [SpaceGlobal], "not-global-address">;
}

//===----------------------------------------------------------------------===//
// Defaults spelt out
//===----------------------------------------------------------------------===//

// Measured: the same code with and without. Not here: `.ca` on ld and `.wb`
// on st, which the ISA calls the defaults but which ptxas encodes
// differently from no cache operator on global and generic accesses.
def : DefaultQualifier<OpLd, "memory order", LSWeak>;
def : DefaultQualifier<OpSt, "memory order", LSWeak>;
def : DefaultQualifier<OpLd, "L1 eviction priority", LSL1EvictNormal>;
def : DefaultQualifier<OpSt, "L1 eviction priority", LSL1EvictNormal>;
def : DefaultQualifier<OpLd, "L2 eviction priority", LSL2EvictNormal>;
def : DefaultQualifier<OpSt, "L2 eviction priority", LSL2EvictNormal>;
def : DefaultQualifier<OpStAsync, "memory order", SAWeak>;
def : DefaultQualifier<OpStBulk, "memory order", SBWeak>;
// createpolicy: "If .L2::secondary_priority is not specified, then it
// defaults to .L2::evict_unchanged"; the fraction defaults to 1.0.
def : DefaultQualifier<OpCreatePolicy, "secondary priority",
                       CacheL2EvictUnchanged>;
def : DefaultOperand<CreatePolicyFraction, "1.0">;

//===----------------------------------------------------------------------===//
// Alignment
//===----------------------------------------------------------------------===//

// ptxas accepts any constant offset ([gbuf+4] for a .v4.u32 access of a
// 16-byte aligned variable); the access then faults or reads the wrong
// bytes at run time.
def : AlignedAddress<LdForm, LdAddress, 0>;
def : AlignedAddress<LduForm, LdAddress, 0>;
def : AlignedAddress<StForm, StAddress, 0>;
def : AlignedAddress<StAsyncForm, SAAddress, 0>;
def : AlignedAddress<StAsyncMbarrierForm, SAAddress, 0>;
def : AlignedAddress<StAsyncMbarrierForm, SAMbarrierOperand, 8>;
// "a must be aligned to 128 bytes."
def : AlignedAddress<ApplyPriorityForm, CacheAddress, 128>;
def : AlignedAddress<DiscardForm, CacheAddress, 128>;
// cp.async: both addresses are aligned to cp-size (ISA 6.4.1).
let SizeFrom = CpAsyncCpSize in {
def : AlignedAddress<CpAsyncForm, CpAsyncDst, 0>;
def : AlignedAddress<CpAsyncForm, CpAsyncSrc, 0>;
}
// The bulk copies: "The addresses dstMem and srcMem must be aligned to 16
// bytes"; an mbarrier object is 8 bytes, 8-byte aligned (ISA 9.7.13.15.1).
def : AlignedAddress<CpAsyncBulkForm, AsyncDst, 16>;
def : AlignedAddress<CpAsyncBulkForm, AsyncSrc, 16>;
def : AlignedAddress<CpAsyncBulkForm, BulkMbar, 8>;
def : AlignedAddress<CpReduceAsyncBulkForm, AsyncDst, 16>;
def : AlignedAddress<CpReduceAsyncBulkForm, AsyncSrc, 16>;
def : AlignedAddress<CpReduceAsyncBulkForm, BulkMbar, 8>;
def : AlignedAddress<CpAsyncBulkPrefetchForm, BulkPrefetchSrc, 16>;
def : AlignedAddress<TCLoadForm, TCMbar, 8>;
def : AlignedOpcodeAddress<OpAtom, 0>;
def : AlignedOpcodeAddress<OpRed, 0>;
defvar MbarrierOps = [OpMbarrierInit, OpMbarrierInval, OpMbarrierExpectTx,
                      OpMbarrierCompleteTx, OpMbarrierArrive,
                      OpMbarrierArriveExpectTx, OpMbarrierArriveDrop,
                      OpMbarrierArriveDropExpectTx, OpCpAsyncMbarrierArrive,
                      OpMbarrierTestWait, OpMbarrierTestWaitParity,
                      OpMbarrierTryWait];
foreach Op = MbarrierOps in
  def : AlignedOpcodeAddress<Op, 8>;

//===----------------------------------------------------------------------===//
// Who writes memory, and who needs it unchanged
//===----------------------------------------------------------------------===//

// ld.global.nc reads "via non-coherent cache"; ldu loads "read-only data".
def : MemoryAccess<LdForm, LdAddress, "read-only", [LdNonCoherent]>;
def : MemoryAccess<LduForm, LdAddress, "read-only">;
def : MemoryAccess<StForm, StAddress, "write">;
def : MemoryAccess<CpAsyncBulkForm, AsyncDst, "write">;
def : MemoryAccess<CpReduceAsyncBulkForm, AsyncDst, "write">;
def : OpcodeMemoryAccess<OpAtom, "write">;
def : OpcodeMemoryAccess<OpRed, "write">;

//===----------------------------------------------------------------------===//
// Cache policies and createpolicy operands
//===----------------------------------------------------------------------===//

foreach Operand = [LdCachePolicy, StCachePolicy, CpAsyncCachePolicy,
                   BulkCachePolicy, TCCachePolicy] in
  def : PolicyOperand<Operand>;
def : PolicyResult<CachePolicyResult>;

// ptxas truncates the sizes to 32 bits: 0x100000000, the 4 GB the ISA
// names as the largest total-size, becomes 0.
def : TruncatedImmediate<CreatePolicyPrimarySize, 32>;
def : TruncatedImmediate<CreatePolicyTotalSize, 32>;

// "The valid range of fraction is (0.0, .., 1.0]"; "the value of
// primary-size must be less than or equal to the value of total-size".
def : OperandValueRange<CreatePolicyFraction, "0.0", "1.0"> {
  let MinExclusive = 1;
}
def : OperandOrder<CreatePolicyPrimarySize, CreatePolicyTotalSize, 32>;

//===----------------------------------------------------------------------===//
// Target advice
//===----------------------------------------------------------------------===//

// ptxas: "Advisory: '.multicast::cluster' modifier on instruction
// 'cp.async.bulk{.tensor}' should be used on .target
// 'sm_90a/sm_100a/sm_100f/sm_103a/sm_103f/sm_110a/sm_110f' instead of
// .target 'sm_90' as this feature is expected to have substantially reduced
// performance on some future architectures" (also sm_120a and sm_121).
def : AdvisedTargets<[MulticastCluster],
                     Requires<PTX80, 90, [sm_90a, sm_100f, sm_110f]>>;

//===----------------------------------------------------------------------===//
// Addressing
//===----------------------------------------------------------------------===//

// Op's one `[...]` operand is an address in the state space the instruction
// names, or a generic address when it names none (mixed-state-space-address
// compares the uses of one register across such instructions). Not here:
// instructions with several addresses in different spaces (cp.async), and
// those whose unqualified addresses are not generic (tcgen05's tensor
// memory addresses).
class SpaceAddressed<Opcode op> {
  Opcode Op = op;
}
foreach Op = !listconcat([OpLd, OpLdu, OpSt, OpAtom, OpRed, OpPrefetch,
                          OpPrefetchu, OpApplyPriority, OpDiscard],
                         MbarrierOps) in
  def : SpaceAddressed<Op>;
