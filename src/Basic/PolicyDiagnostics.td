//===- PolicyDiagnostics.td - L2 policy descriptors ----------*- tablegen -*-===//
//
// Cache policies as cuda::access_property makes them: libcu++ encodes a
// 64-bit descriptor itself and the PTX carries it as a constant into the
// `.L2::cache_hint` operand. The encoding and its rules live in src/Policy
// (include/ptxlint/AccessProperty.h); the checks that read PTX are
// src/Check/LintDescriptorChecks.cpp. The warnings join the `policy` group
// of LintDiagnostics.td.
//
//===----------------------------------------------------------------------===//

def InvalidPolicyDescriptor : Warning<"invalid-policy-descriptor", PolicyGroup,
    "a constant cache policy whose bits are not an L2 policy descriptor"> {
  let Format = "%0 is not a valid L2 cache policy descriptor: %1";
  let Documentation = [{
A 64-bit constant that reaches the cache-policy operand of an access with
`.L2::cache_hint` (through a `mov`, either side of a `selp`, or
`createpolicy.cvt`) is used as a policy descriptor as it is; ptxas does not
look at its bits. Bits 59-60 give the kind: 2 for a fraction
("interleaved") policy, as `createpolicy.fractional` and the static
`cuda::access_property` values make, 3 for a range ("block") policy, as
`createpolicy.range` and the range `cuda::access_property` make, and 0 for
libcu++'s "implicit" kind, no policy of its own (`0` is one). Kind 1, set
reserved bits, or a block size code above 13 (32 MB) are not descriptors
anything is documented to produce, and the cache behaviour they select is
unspecified. libcu++ itself makes such a range descriptor for
`total_bytes` of 64 or less (its encoding shifts by more than 63 bits
there, undefined in C++). `docs/access-property.md` has the layout;
`ptx-lint --explain` decodes a file's descriptors.

```
mov.b64 %rd2, 0x0800000000000001;
ld.global.L2::cache_hint.u32 %r1, [%rd1], %rd2;   // warning: kind 1
```
}];
}

def UndefinedAccessProperty : Warning<"undefined-access-property", PolicyGroup,
    "a cache policy whose parameters the access-property rules call undefined"> {
  let Format = "%0";
  let Documentation = [{
`cuda::access_property` (and `createpolicy`, its PTX face) requests
residence control for global memory only; requesting it for an address in
shared or local memory is undefined, and so is a range policy over an
empty range. ptx-lint reports a `createpolicy.range` whose address
certainly points into `.shared` or `.local` memory (a generic address of
such a variable, directly or through the only value of a register), and
one whose `total-size` is certainly 0. ptxas accepts both.

```
createpolicy.range.L2::evict_last.b64 %pol, [sbuf], 128, 256;   // warning: sbuf is .shared
```
}];
}

def NotePolicyExplanation : Note<"policy-explanation", PolicyGroup,
    "what a cache policy does, in cuda::access_property terms (--explain)">;
