//===- CacheControl.td - prefetch, applypriority, discard, createpolicy ---===//
//
// The cache-control instructions of ISA 9.7.9.15 - 9.7.9.18: `prefetch`,
// `prefetchu`, `applypriority`, `discard` and `createpolicy`. One Form per
// syntax block of the ISA. Where ptxas 13.0 and the ISA text disagree the
// records follow ptxas, and a comment next to the record says how.
//
// Conventions of this file:
// - Every form that takes a state space lists all state spaces in its
//   "state space" slot and narrows them with an OnlyInSpaces constraint on
//   the qualifier the space matters to. ptxas parses any state space and
//   then rejects it ("State space incorrect for instruction"), and this way
//   the message can say which spaces the qualifier needs.
// - Address operands are checked by the custom checks "memory-address"
//   (the instruction accesses memory at the address) and "value-address"
//   (the address is only a value: createpolicy.range, prefetch.tensormap),
//   implemented in src/Check/CacheControlChecks.cpp.
//
//===----------------------------------------------------------------------===//

// ---- Qualifiers ------------------------------------------------------------

// Cache levels. The instructions' own introduction gates them.
defvar CacheL1 = LevelL1;
defvar CacheL2 = LevelL2;

// L2 eviction priorities (ISA 9.7.9.2) as the cache-control instructions
// use them: all arrived with PTX 7.4 and need sm_80. (ld/st take the same
// records and say in their forms that they need more.)
defvar CacheL2EvictLast   = L2EvictLast;
defvar CacheL2EvictNormal = L2EvictNormal;
defvar CacheL2EvictFirst  = L2EvictFirst;
def CacheL2EvictUnchanged : Qualifier<".L2::evict_unchanged", Requires<PTX74, 80>>;

def PrefetchTensormap : Qualifier<".tensormap", Requires<PTX80, 90>>;

def CreatePolicyRange      : Qualifier<".range", Requires<PTX74, 80>>;
def CreatePolicyFractional : Qualifier<".fractional", Requires<PTX74, 80>>;
def CreatePolicyCvt        : Qualifier<".cvt", Requires<PTX74, 80>>;

// Every state space spelling: see the conventions above.
defvar AnyStateSpace = [SpaceGlobal, SpaceLocal, SpaceShared, SpaceSharedCTA,
                        SpaceSharedCluster, SpaceConst, SpaceParam,
                        SpaceParamEntry, SpaceParamFunc];

// ---- Operands ----------------------------------------------------------------

// The address of a cache operation. ptxas, where it differs from
// "Addresses as Operands" (ISA 6.4.1):
// - An immediate address ([0x100]) is accepted only for .local, although
//   the ISA lists [immAddr] as a general mode.
// - [a-4] is a syntax error; a negative offset is written [a+-4].
// - With .address_size 64, a 32-bit address register fails the build for
//   an access outside .local (a module-level "32-bit addressing" error of
//   the full compile), but is fine where the address is only a value
//   (createpolicy.range, prefetch.tensormap).
// - 8- and 16-bit address registers only draw a warning for memory
//   accesses, but are rejected where the address is a value.
// - A generic address may name .global, .shared and .local variables but
//   not .const or .param ones; an explicit space needs a variable of it.
//   prefetchu takes only .global variables ("Non-generic address is not
//   supported").
// - Special registers and address suffixes are rejected.
// Not modelled: an in-body .param variable (`prefetch.param.tensormap
// [fpar]`, "Illegal to take address of parameter") looks like a kernel
// parameter to the symbol table.
def CacheMemoryAddress : AddressSpec {
  let No32BitRegisterIn = ["global", "shared", "const", "param", "generic"];
}
// ptxas 11.8 and 12.4 (not 12.8): prefetchu takes a generic address of a
// .shared or .local variable too. (Of a .shared one below sm_80 both
// crash; not modelled.)
def CacheUniformAddressUpTo12_4 : AddressSpec {
  let No32BitRegisterIn = CacheMemoryAddress.No32BitRegisterIn;
}
def CacheUniformAddress : AddressSpec {
  let No32BitRegisterIn = CacheMemoryAddress.No32BitRegisterIn;
  let GenericVariables = ["global"];
  let OlderUpTo = [CUDA12_4];
  let Older = [CacheUniformAddressUpTo12_4];
}
def CacheValueAddress : AddressSpec {
  let MinRegisterBits = 32;
}
def CacheAddress : OperandSpec<"address", AddressOperand> {
  let Address = CacheMemoryAddress;
}
def CacheUniformAddressOperand : OperandSpec<"address", AddressOperand> {
  let Address = CacheUniformAddress;
}
def CacheValueAddressOperand : OperandSpec<"address", AddressOperand> {
  let Address = CacheValueAddress;
}

// applypriority and discard: "an integer constant ... the only supported
// value is 128". ptxas compares the full 64-bit value (0x10000000080 is
// rejected) and takes no float literal.
def CacheSize128 : OperandSpec<"size", ImmediateOperand> {
  let FixedType = U32;
  let HasRange = 1;
  let Min = 128;
  let Max = 128;
}

// The policy is an opaque .b64, but ptxas refuses .f64 registers for it:
// it behaves as an integer operand, hence .u64 (which takes .b64, .u64 and
// .s64 registers).
def CachePolicyResult : OperandSpec<"cache-policy", RegisterOperand> {
  let FixedType = U64;
  let SpecialRegisters = 0;
}

// The operands of createpolicy other than the address are registers or
// constants: no special register (ptxas: "Special register argument not
// allowed"), no variable or function name.
class PolicyValue<string name> : OperandSpec<name, ValueOperand> {
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}

// ISA: "the 32-bit operand primary-size"; ptxas takes integer constants and
// 32-bit integer or bit-size registers, not .f32 ones.
def CreatePolicyPrimarySize : PolicyValue<"primary-size"> {
  let FixedType = U32;
}
def CreatePolicyTotalSize : PolicyValue<"total-size"> {
  let FixedType = U32;
}

// ISA: "the 32-bit floating point operand fraction", default 1.0. ptxas
// takes an .f32 or .b32 register or a floating-point constant; an integer
// literal such as the ISA example's `1` is rejected (createpolicy-fraction
// checks the value). An .f16x2 register, 32-bit and floating-point, is
// refused too.
def CreatePolicyFraction : PolicyValue<"fraction"> {
  let FixedType = F32;
  let Optional = 1;
  let RegisterTypes = [F32, B32];
}

// ISA: "a 64-bit opaque register"; ptxas also takes an integer constant
// (`createpolicy.cvt.L2.b64 rd0, 0;`) but no .f64 register.
def CreatePolicyAccessProperty : PolicyValue<"access-property"> {
  let FixedType = U64;
}

// ---- Custom checks -----------------------------------------------------------

def PrefetchPtxasFailures : CustomCheck<"prefetch-ptxas-failures",
  "ptxas 13.0 fails on a generic prefetch of a .local variable for sm_100 "
  "and later (internal compiler error) and of a .shared variable for sm_75 "
  "and earlier (crash), and on 8- or 16-bit address registers outside "
  ".local for sm_100 and later (internal compiler error)">;


// ---- prefetch, prefetchu (9.7.9.15) ------------------------------------------

// prefetch{.space}.level [a];
//
// ptxas differences:
// - A generic `prefetch` of a .local variable ([lbuf], [lbuf+16]) makes
//   ptxas fail with an internal compiler error (C7901) on sm_100 and later,
//   and one of a .shared variable crashes it on sm_75 and earlier; both are
//   reported (prefetch-ptxas-failures). So is the internal compiler error
//   on an 8- or 16-bit address register outside .local ([h0]) on sm_100
//   and later, where earlier targets only get a warning.
def PrefetchLevel : Form<OpPrefetch, "prefetch"> {
  let Summary = "Prefetch the line holding the address into a cache level.";
  let Slots = [Slot<"state space", AnyStateSpace>,
               RequiredSlot<"cache level", [CacheL1, CacheL2]>];
  let Operands = [CacheAddress];
  let Constraints = [
    OnlyInSpaces<[CacheL1, CacheL2], [SpaceGlobal, SpaceLocal], 1>,
    PrefetchPtxasFailures];
}

// prefetch.global.level::eviction_priority [a];
//
// ptxas differences:
// - `.global` is optional: a generic address is accepted
//   (`prefetch.L2::evict_last [rd8];`).
// - The same generic-address failure for .local variables as above.
def PrefetchEvictionPriority : Form<OpPrefetch, "prefetch with eviction priority"> {
  let Summary = "Prefetch into L2 with an eviction priority.";
  let Slots = [Slot<"state space", AnyStateSpace>,
               RequiredSlot<"eviction priority",
                            [CacheL2EvictLast, CacheL2EvictNormal]>];
  let Operands = [CacheAddress];
  let Constraints = [
    OnlyInSpaces<[CacheL2EvictLast, CacheL2EvictNormal], [SpaceGlobal], 1>,
    PrefetchPtxasFailures];
}

// prefetch{.tensormap_space}.tensormap [a];
//
// ptxas differences:
// - The generic form also takes addresses of .global, .shared and .local
//   variables (`prefetch.tensormap [gtmap];`), and any order of `.tensormap`
//   and the space (`prefetch.tensormap.const [rd8];`).
// - The address is used as a value: 32-bit registers are fine, 8- and
//   16-bit ones are not, even in a 64-bit module.
def PrefetchTensormapForm : Form<OpPrefetch, "prefetch.tensormap"> {
  let Summary = "Prefetch a tensor map for cp.async.bulk.tensor.";
  let Slots = [Slot<"state space", AnyStateSpace>,
               RequiredSlot<"tensormap", [PrefetchTensormap]>];
  let Operands = [CacheValueAddressOperand];
  let Constraints = [
    OnlyInSpaces<[PrefetchTensormap], [SpaceConst, SpaceParam], 1>];
}

// prefetchu.L1 [a];
//
// ptxas differences:
// - The address must be generic, and a variable in it must be a .global
//   one: [sbuf] and [lbuf] are "non-generic" addresses to ptxas.
// - The narrow address register failure of prefetch applies as well.
def PrefetchuForm : Form<OpPrefetchu, "prefetchu"> {
  let Summary = "Prefetch into the uniform cache.";
  let Slots = [Slot<"state space", AnyStateSpace>,
               RequiredSlot<"cache level", [CacheL1]>];
  let Operands = [CacheUniformAddressOperand];
  let Constraints = [OnlyInSpaces<[CacheL1], [], 1>,
                     PrefetchPtxasFailures];
}

// ---- applypriority (9.7.9.16) ------------------------------------------------

// applypriority{.global}.level::eviction_priority [a], size;
//
// ptxas differences:
// - The 128-byte alignment of `a` is not checked, and a generic address of
//   a .shared or .local variable is accepted (`[sbuf]`); ptx-lint follows.
// - An 8- or 16-bit address register ([h0]) only draws a warning up to
//   sm_90 but an internal compiler error (C7901) from sm_100 on
//   (applypriority-ptxas-failures); discard has no such failure.
def ApplyPriorityForm : Form<OpApplyPriority, "applypriority"> {
  let Summary = "Apply an L2 eviction priority to a 128-byte range.";
  let Slots = [Slot<"state space", AnyStateSpace>,
               RequiredSlot<"eviction priority", [CacheL2EvictNormal]>];
  let Operands = [CacheAddress, CacheSize128];
  let Constraints = [
    OnlyInSpaces<[CacheL2EvictNormal], [SpaceGlobal], 1>,
    CustomCheck<"applypriority-ptxas-failures",
      "ptxas 13.0 fails with an internal compiler error on 8- or 16-bit "
      "address registers for sm_100 and later">];
}

// ---- discard (9.7.9.17) ------------------------------------------------------

// discard{.global}.level [a], size;
//
// ptxas differences:
// - As for applypriority, alignment is not checked and generic addresses of
//   .shared and .local variables are accepted, except that a generic
//   discard of a .shared variable makes ptxas fail with an internal
//   compiler error (C7901) on sm_100 and later (discard-ptxas-failures).
def DiscardForm : Form<OpDiscard, "discard"> {
  let Summary = "Discard a 128-byte range from L2 without writing it back.";
  let Slots = [Slot<"state space", AnyStateSpace>,
               RequiredSlot<"cache level", [CacheL2]>];
  let Operands = [CacheAddress, CacheSize128];
  let Constraints = [
    OnlyInSpaces<[CacheL2], [SpaceGlobal], 1>,
    CustomCheck<"discard-ptxas-failures",
      "ptxas 13.0 fails with an internal compiler error on a generic discard "
      "of a .shared variable for sm_100 and later">];
}

// ---- createpolicy (9.7.9.18) -------------------------------------------------

// The kind of policy must come right after the opcode
// (`createpolicy.L2::evict_last.fractional` is "Unknown modifier
// '.fractional'" to ptxas). The first `.L2::` priority written is the
// primary one and the second the secondary one, so the same spelling may
// fill both slots (`.L2::evict_first.L2::evict_first` is fine) and the
// order decides (`.L2::evict_unchanged.L2::evict_last` is "Unsupported
// modifier '.evict_last' as secondary_priority").
def CreatePolicyPrimary
    : RequiredSlot<"primary priority", [CacheL2EvictLast, CacheL2EvictNormal,
                                        CacheL2EvictFirst, CacheL2EvictUnchanged]>;
def CreatePolicySecondary
    : Slot<"secondary priority", [CacheL2EvictFirst, CacheL2EvictUnchanged]> {
  let Repeated = 1;
}
defvar PolicyType = RequiredSlot<"type", [B64]>;

// createpolicy.range{.global}.level::primary_priority{.level::secondary_priority}.b64
//                                  cache-policy, [a], primary-size, total-size;
//
// ptxas differences:
// - The address is only a value: 32-bit registers are accepted in a 64-bit
//   module, 8- and 16-bit ones are not; a generic address may name a
//   .shared or .local variable (`[sbuf]`).
// - The sizes are truncated to 32 bits and compared unsigned:
//   `128, -1` and `0x100000000, 0x100000000` are fine, `128, 0x100000000`
//   is not (createpolicy-range-sizes). The 4 GB maximum of total-size is
//   what a 32-bit operand holds anyway.
def CreatePolicyRangeForm : Form<OpCreatePolicy, "createpolicy.range"> {
  let Summary = "Create a cache eviction policy for an address range.";
  let Slots = [FixedSlot<"policy kind", [CreatePolicyRange]>,
               Slot<"state space", AnyStateSpace>,
               CreatePolicyPrimary, CreatePolicySecondary, PolicyType];
  let Operands = [CachePolicyResult, CacheValueAddressOperand,
                  CreatePolicyPrimarySize,
                  CreatePolicyTotalSize];
  let Constraints = [
    OnlyInSpaces<[CreatePolicyRange], [SpaceGlobal], 1>,
    CustomCheck<"createpolicy-range-sizes",
      "immediate sizes are truncated to 32 bits; primary-size must not be "
      "greater than total-size">];
}

// createpolicy.fractional.level::primary_priority{.level::secondary_priority}.b64
//                                  cache-policy{, fraction};
//
// ptxas differences:
// - An integer literal fraction is rejected, including the ISA example's
//   `1` ("Arguments mismatch"); `1.0` works. The fraction is rounded to
//   .f32 before the (0, 1] check: 1.00000001 is fine, 1.0000001 and 1e-46
//   are not.
def CreatePolicyFractionalForm : Form<OpCreatePolicy, "createpolicy.fractional"> {
  let Summary = "Create a cache eviction policy for a fraction of accesses.";
  let Slots = [FixedSlot<"policy kind", [CreatePolicyFractional]>,
               CreatePolicyPrimary, CreatePolicySecondary, PolicyType];
  let Operands = [CachePolicyResult, CreatePolicyFraction];
  let Constraints = [
    CustomCheck<"createpolicy-fraction",
      "a constant fraction must be in (0, 1] after rounding to .f32">];
}

// createpolicy.cvt.L2.b64 cache-policy, access-property;
def CreatePolicyCvtForm : Form<OpCreatePolicy, "createpolicy.cvt"> {
  let Summary = "Convert a CUDA access property into a cache eviction policy.";
  let Slots = [FixedSlot<"policy kind", [CreatePolicyCvt]>,
               RequiredSlot<"cache level", [CacheL2]>, PolicyType];
  let Operands = [CachePolicyResult, CreatePolicyAccessProperty];
}
