//===- OlderReleases.td - What older releases' ptxas did differently -----===//
//
// `ptx-lint --cuda X` answers whether the ptxas of CUDA X accepts a file as
// written. Most of what an older release takes follows from the versions
// and targets it knows (Versions.td, Targets.td). The rest, where a
// release judged a feature differently from the oracle (ptxas 13.0), is
// written beside the feature it concerns, naming the releases:
//
// - an address read differently: AddressSpec::Older (`.unified` in 11.8,
//   generic mbarrier addresses and prefetchu's variables up to 12.4);
// - a requirement asked differently, or a form refused at any version:
//   Requires::Older and Requires::RefusedUpTo (cvt.ftz.f32.bf16 up to
//   12.4; st's .v8 of 8- and 16-bit types up to 12.4);
// - 32-bit addresses in a 64-bit module, which a release that still
//   compiled 32-bit code (before 12.0) only warns about: the AddressSize
//   records (Declarations.td).
//
// This file holds what belongs to no single feature: words a release read
// past. Each was probed with the ptxas of CUDA 11.8 and 12.4 (and 13.0);
// docs/ptxas-differences.md ("Older releases") lists them all, with what
// was probed and what was not.
//
//===----------------------------------------------------------------------===//

// ptxas 11.8 takes `.oob` on any instruction, at any version and on any
// target, and ignores it (`rem.oob.s16`, `rsqrt.approx.f64.oob`); from
// 12.4 on it is fma's only, with PTX 8.1 and sm_90.
def : OlderReleasesDrop<[OutOfBoundsZero], CUDA11_8>;

// ptxas 11.8 and 12.4 take a second type after the type of fma, min, max,
// neg and abs when it is .bf16 or .bf16x2 and ends the instruction
// (`fma.rn.relu.bf16.bf16`, `fma.rn.f32.bf16x2`, `min.u32.bf16`), where
// 12.8 and 13.0 say "Unexpected instruction types": the first type counts,
// and the operands are checked against it. A third type is refused.
// (Not modelled: `.bf16.bf16x2` wants 32-bit registers.)
def : OlderReleasesDrop<[BF16, BF16x2], CUDA12_4> {
  let Opcodes = [OpFma, OpMin, OpMax, OpNeg, OpAbs];
  let LastAfterType = [BF16, BF16x2, F16, F16x2, F32, F64, U32];
}
