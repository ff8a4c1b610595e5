//===- LintDiagnostics.td - Warnings beyond ptxas ------------*- tablegen -*-===//
//
// Code ptxas accepts but an expert would flag. Every warning here must be
// quiet on the real corpus (test/corpus): a warning there is either a real
// problem in nvcc's output or a false alarm to fix. The ISA facts behind
// them are data in src/ISA/Lint.td; the checks are src/Check/Lint*.cpp. They
// run on instructions without errors only, and not at all in a module with
// a syntax error.
//
//===----------------------------------------------------------------------===//

def CacheHintGroup : DiagGroup<"cache-hint",
  "Cache operators, eviction priorities and prefetch hints that cannot do "
  "anything where they are written.">;
def PolicyGroup : DiagGroup<"policy",
  "Cache policies and `createpolicy` operands that are wrong in a way ptxas "
  "does not check.">;
def AddressSpaceGroup : DiagGroup<"address-space",
  "Addresses used in a state space they do not point into.">;
def AlignmentGroup : DiagGroup<"alignment",
  "Addresses that are certainly not aligned as the instruction requires.">;
def MemoryModelGroup : DiagGroup<"memory-model",
  "Loads that rely on memory staying unchanged that the same function "
  "writes.">;
def PortabilityGroup : DiagGroup<"portability",
  "Features ptxas accepts on a target but advises against there.">;
def RedundantGroup : DiagGroup<"redundant",
  "Qualifiers, operands and instructions that change nothing (off by "
  "default).">;

//===----------------------------------------------------------------------===//
// cache-hint
//===----------------------------------------------------------------------===//

def CacheOperatorNoEffect : Warning<"cache-operator-no-effect", CacheHintGroup,
    "a cache operator on a state space that the caches it steers do not hold"> {
  let Format = "cache operator '%0' has no effect on %1; remove it";
  let Documentation = [{
The cache operators of `ld` and `st` (`.ca`, `.cg`, `.cs`, `.lu`, `.cv`,
`.wb`, `.wt`; ISA 9.7.9.1) steer how the access uses the L1 and L2 caches.
Accesses to `.shared`, `.local`, `.const` and `.param` memory, and generic
accesses to a `.shared` variable, do not go through those caches that way:
ptxas accepts the operator and emits exactly the code it emits without it
(measured for sm_75 to sm_120). The operator only suggests a behaviour the
access does not have; remove it. Over `.shared::cluster` and for global and
generic addresses the operators do change the code.

```
ld.shared.cv.u32 %r1, [%r2];   // warning: '.cv' has no effect on a .shared access
ld.global.cv.u32 %r1, [%rd2];  // fine
```
}];
}

def CacheHintNoEffect : Warning<"cache-hint-no-effect", CacheHintGroup,
    "a global-memory cache hint on an address that is not in global memory"> {
  let Format = "'%0' has no effect on %1: it applies to %2 memory only";
  let Documentation = [{
Eviction priorities (`.L1::evict_last`, ...), `.L2::cache_hint`, the
prefetch sizes (`.L2::128B`, ...) and the eviction priorities of
`prefetch` apply to global memory only (ISA 9.7.9.2: "generic addresses
where the address points to .global state space"); `prefetch.L1`/`.L2`
also to local memory, and "prefetch to shared memory is a no-op". An
explicit other state space is an error; this warning is for a generic
address that certainly points elsewhere: the address of a `.shared` or
`.local` variable, directly (`[sbuf]`) or through the only value of a
register (`mov.u64 %rd1, sbuf;` or `cvta.shared.u64 %rd1, ...`). ptxas
then compiles a plain shared access and drops the hint.

```
ld.L1::evict_last.u32 %r1, [sbuf];   // warning: no effect on the .shared variable 'sbuf'
```
}];
}

//===----------------------------------------------------------------------===//
// policy
//===----------------------------------------------------------------------===//

def CachePolicyUninitialized : Warning<"cache-policy-uninitialized", PolicyGroup,
    "a cache policy register that nothing in the function writes"> {
  let Format = "cache policy '%0' is never written in this function; the "
               "hint applies an undefined policy";
  let Documentation = [{
`.L2::cache_hint` takes a 64-bit cache policy, normally made by
`createpolicy` (ISA 9.7.9.18). Any 64-bit value that holds a policy
descriptor will do: libcu++ builds them with `mov`, `or` and `selp` of
constants, and a policy may arrive as a parameter, so ptx-lint does not
judge where the value comes from. But a register that no instruction of the
function writes (and that is not a parameter of the function) holds no
value at all: the access is made with whatever the register happens to
contain, and ptxas accepts this without a word. Create the policy first, or
drop `.L2::cache_hint`.

```
.reg .b64 %pol;
ld.global.L2::cache_hint.u32 %r1, [%rd1], %pol;   // warning: '%pol' is never written
```
}];
}

def CachePolicyUnused : Warning<"cache-policy-unused", PolicyGroup,
    "a createpolicy whose policy is never used"> {
  let Format = "the cache policy '%0' that this createpolicy makes is never "
               "used; pass it to an access with .L2::cache_hint, or remove "
               "the createpolicy";
  let Documentation = [{
`createpolicy` only computes a descriptor in a register; it changes no
cache by itself. If nothing in the function reads that register, the
instruction does nothing (ptxas removes it), which usually means the
accesses it was made for lack `.L2::cache_hint` or name another register.

```
createpolicy.fractional.L2::evict_last.b64 %pol, 1.0;   // warning: never used
ld.global.u32 %r1, [%rd1];                               // meant: ld.global.L2::cache_hint ... , %pol
```
}];
}

def TruncatedImmediate : Warning<"truncated-immediate", PolicyGroup,
    "an immediate that ptxas silently truncates"> {
  let Format = "%0 %1 does not fit in %2 bits; ptxas silently uses %3";
  let Documentation = [{
`createpolicy.range` takes 32-bit sizes, and ptxas keeps only the low 32
bits of a larger constant without a warning. The ISA gives 4 GB as the
largest `total-size`, but `0x100000000` (4 GB) becomes 0, an empty range.
A constant fits when it is a 32-bit value signed or unsigned: `-1` is read
as `0xFFFFFFFF` and not reported. Write the size as it fits in 32 bits
(`0xFFFFFFFF` for "all of it").

```
createpolicy.range.L2::evict_last.b64 %pol, [%rd1], 0x100000000, 0x100000000;   // warning: 0
```
}];
}

def ValueOutOfRange : Warning<"value-out-of-range", PolicyGroup,
    "a register operand whose only value is outside the operand's range"> {
  let Format = "%0 '%1' is %2 (set at %3), outside %4";
  let Documentation = [{
ptxas checks the range of an operand that is a constant (the fraction of
`createpolicy.fractional` must be in (0, 1]), but not of a register. When
the register's only definition in the function is a `mov` of a constant,
its value is known all the same, and a value outside the range makes the
instruction's result undefined.

```
mov.f32 %f1, 0f40000000;                                  // 2.0
createpolicy.fractional.L2::evict_last.b64 %pol, %f1;     // warning: outside (0, 1]
```
}];
}

def ValuesOutOfOrder : Warning<"values-out-of-order", PolicyGroup,
    "two operands whose known values break the order the ISA requires"> {
  let Format = "%0 %1 is greater than %2 %3";
  let Documentation = [{
The `primary-size` of `createpolicy.range` must not exceed its
`total-size`. ptxas rejects two constants that break the rule, but not
registers; when each operand is a constant or a register whose only
definition is a `mov` of a constant, ptx-lint compares the values as ptxas
would (unsigned, in 32 bits).

```
mov.u32 %r1, 4096;
createpolicy.range.L2::evict_last.b64 %pol, [%rd1], %r1, 1024;   // warning
```
}];
}

//===----------------------------------------------------------------------===//
// address-space
//===----------------------------------------------------------------------===//

def NotGlobalAddress : Warning<"not-global-address", AddressSpaceGroup,
    "applypriority or discard on an address outside global memory"> {
  let Format = "'%0' is undefined on %1: the address must be in the .global "
               "window";
  let Documentation = [{
`applypriority` and `discard` act on L2 lines of global memory: "If the
specified address does not fall within the address window of .global state
space then the behavior is undefined" (ISA 9.7.9.16, 9.7.9.17). ptxas
accepts a generic address of a `.shared` or `.local` variable (and an
internal compiler error follows for some targets); ptx-lint reports it when
the address certainly points there.

```
discard.L2 [sbuf], 128;   // warning: 'sbuf' is a .shared variable
```
}];
}

def MixedStateSpaceAddress : Warning<"mixed-state-space-address",
    AddressSpaceGroup,
    "one register value used as an address in two incompatible state spaces"> {
  let Format = "'%0' is used as %1 address here but as %2 address at %3; "
               "the same value cannot be both (convert with cvta)";
  let Documentation = [{
A register whose only definition in the function gives it one value is
used as the address of accesses in two state spaces that do not share
addresses: say `ld.shared [%r1]` and `ld [%r1]`, or `st.local [%rd2]` and
`st.global [%rd2]`. A `.shared` or `.local` address is an offset in that
window, not a generic address; one of the accesses reads or writes the
wrong memory. Generic and `.global` addresses of global memory agree, and
so do `.shared`, `.shared::cta` and `.shared::cluster` addresses of the
CTA's own shared memory, so those pairs are not reported. Convert with
`cvta` (`cvta.shared.u64` to generic, `cvta.to.shared.u64` back).

```
mov.u64 %rd1, sbuf;           // a .shared window offset
ld.shared.u32 %r1, [%rd1];
st.u32 [%rd1+4], %r1;         // warning: used as a generic address here
```
}];
}

//===----------------------------------------------------------------------===//
// alignment
//===----------------------------------------------------------------------===//

def MisalignedAddress : Warning<"misaligned-address", AlignmentGroup,
    "an address certainly not aligned as the instruction requires"> {
  let Format = "'%0' needs an address aligned to %1 bytes, but %2";
  let Documentation = [{
Memory accesses need addresses "naturally aligned to a multiple of the
access size" (ISA 6.4.1: 16 bytes for `ld.v4.u32`), `cp.async` to its
copy size, the bulk copies to 16 bytes, `applypriority` and `discard` to
128, an mbarrier object to 8. ptxas accepts any constant offset; the access
then faults or silently reads other bytes. ptx-lint reports an address
that is certainly misaligned: a variable (directly, or as the only value of
the register) whose alignment is at least the one required, plus an offset
that is not a multiple of it, or an immediate address that is not. The
alignment of a variable is its `.align`, or else the size of its type.

```
.global .align 16 .b8 gbuf[64];
ld.global.v4.u32 {%r1, %r2, %r3, %r4}, [gbuf+4];   // warning: 4 bytes past a multiple of 16
```
}];
}

//===----------------------------------------------------------------------===//
// memory-model
//===----------------------------------------------------------------------===//

def NcLoadOfWrittenMemory : Warning<"nc-load-of-written-memory",
    MemoryModelGroup,
    "a non-coherent or read-only load of memory the same function writes"> {
  let Format = "'%0' reads %1 through a path that is not kept coherent with "
               "writes, but the function writes it at %2; use a coherent "
               "load";
  let Documentation = [{
`ld.global.nc` loads "via non-coherent cache" and `ldu` loads "read-only
data" (ISA 9.7.9.9, 9.7.9.10): what they read must not have been changed
by the kernel, since these loads may be served from a cache that stores do
not update. ptx-lint reports such a load when the same function stores to
(or runs an atomic on) the very same bytes: the same variable with an
overlapping offset, or the same register (whose only definition gives it
one value) with an overlapping offset, and the store may run before the
load: it is above it, or there is a branch below the load. A store below
the load in code that runs straight on to the end of the function cannot
have changed what the load read, unless another thread stored without
synchronizing, a data race with any load (nvcc emits `ldu` so for
`*a += b`). Use `ld.global` (or `ld.relaxed`) for
memory the kernel writes before reading it.

```
st.global.u32 [%rd1], %r1;
ld.global.nc.u32 %r2, [%rd1];   // warning: the function writes it
```
}];
}

//===----------------------------------------------------------------------===//
// portability
//===----------------------------------------------------------------------===//

def TargetAdvisory : Warning<"target-advisory", PortabilityGroup,
    "a feature ptxas accepts on the target but advises against there"> {
  let Format = "'%0' is meant for %1; on %2 ptxas advises that it is "
               "expected to have substantially reduced performance on some "
               "future architectures";
  let Documentation = [{
`.multicast::cluster` on `cp.async.bulk` and `cp.async.bulk.tensor` works
from sm_90 on, but is meant for the architecture- and family-specific
targets (`sm_90a`, `sm_100f` and its members, `sm_110f`). For other targets
ptxas prints an "Advisory" warning when it compiles the module; ptx-lint
reports the same earlier, at the instruction. Target an `a` or `f`
architecture, or do without multicast.

```
.target sm_90
cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster
    [sbuf], [%rd1], 256, [mbar], %h1;   // warning: meant for sm_90a, sm_100f or sm_110f
```
}];
}

//===----------------------------------------------------------------------===//
// redundant
//===----------------------------------------------------------------------===//

def RedundantDefault : Warning<"redundant-default", RedundantGroup,
    "a qualifier or operand that spells out the default"> {
  let DefaultEnabled = 0;
  let Format = "'%0' is the default %1 of '%2'; it can be left out";
  let Documentation = [{
The qualifier or operand is what the instruction does anyway: `.weak` on
`ld`, `st`, `st.async` and `st.bulk`, `.L1::evict_normal` and
`.L2::evict_normal` on `ld` and `st`, `createpolicy`'s secondary priority
`.L2::evict_unchanged` and fraction `1.0`. ptxas emits the same code with
and without it (measured). `.ca` on `ld` and `.wb` on `st`, which the ISA
also calls the defaults, are not reported: ptxas encodes them differently
from no cache operator. Off by default: spelling a default out can be
deliberate.

```
ld.weak.global.u32 %r1, [%rd1];                            // warning: '.weak' is the default
createpolicy.fractional.L2::evict_last.b64 %pol, 1.0;      // warning: '1.0' is the default
```
}];
}

def CvtaRoundTrip : Warning<"cvta-round-trip", RedundantGroup,
    "a cvta that converts back what another cvta converted"> {
  let DefaultEnabled = 0;
  let Format = "'%0' converts back the result of '%1' at %2; use '%3' "
               "directly";
  let Documentation = [{
`cvta.to.global` of a register whose only value is a `cvta.global` result
(or the other way round, for any state space) gives back the register the
first `cvta` started from. Both instructions can go (ptxas folds them, so
this is about reading the code, not its speed). Off by default, as the whole
`redundant` group.

```
cvta.global.u64 %rd2, %rd1;
cvta.to.global.u64 %rd3, %rd2;   // warning: use '%rd1' directly
```
}];
}
