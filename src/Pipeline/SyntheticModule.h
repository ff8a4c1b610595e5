//===- SyntheticModule.h - Checking text that is not a module --*- C++ -*-===//
//
// Inline asm is a function body without a module around it. Both ways in
// (checkInstruction's single string, and the asm statements of a CUDA
// source) wrap the text in a module of their own making, check that with
// the ordinary library, and need what the checker said about the wrapped
// text alone: ranges as offsets into it, and positions inside messages
// ("set at 7:12") rewritten in the caller's terms.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PIPELINE_SYNTHETICMODULE_H
#define PTXLINT_PIPELINE_SYNTHETICMODULE_H

#include "ptxlint/Diagnostic.h"

#include <functional>
#include <string>
#include <string_view>

namespace ptxlint {

struct SyntheticFunction {
  /// Known names (isKnownTarget, isKnownPTXVersion); the caller checks.
  std::string Target, PTXVersion;
  /// CheckOptions::CUDARelease; empty: the oracle's release.
  std::string CUDARelease;
  /// `.reg` declarations and the like, put before Body; checked, but
  /// findings in them are not the caller's and are dropped.
  std::string Declarations;
  /// The function's parameter list, without parentheses.
  std::string Parameters;
  /// An `.entry` (a __global__ function) rather than a `.func`.
  bool Entry = false;
  /// CheckOptions::ImplicitRegisters.
  bool ImplicitRegisters = false;
  /// CheckOptions::OneOfSeveralTargets.
  bool OneOfSeveralTargets = false;
  /// CheckOptions::OverrideOrigin.
  std::string OverrideOrigin;
};

/// Checks Body as the body of a function Spec describes, and returns the
/// findings in Body: ranges are offsets into it, notes and fix-its outside
/// it are dropped, and "line:col" positions of Body inside messages become
/// whatever Position makes of the offset they stand for. Findings in the
/// module header (the target needs a newer version) keep the empty range
/// at 0. Inline `// ptx-lint: disable=` comments in Body are honoured.
std::vector<Diagnostic>
checkInSyntheticFunction(std::string_view Body, const SyntheticFunction &Spec,
                         const DiagnosticOptions &Options,
                         const std::function<std::string(uint32_t)> &Position);

} // namespace ptxlint

#endif // PTXLINT_PIPELINE_SYNTHETICMODULE_H
