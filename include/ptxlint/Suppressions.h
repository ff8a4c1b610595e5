//===- Suppressions.h - Inline `ptx-lint: disable` comments ----*- C++ -*-===//
//
// A comment can switch off warnings for its own line or the next one:
//
//   ld.global.cv.u32 %r1, [%rd1];  // ptx-lint: disable=cache-operator-no-effect
//   // ptx-lint: disable-next-line=redundant-qualifier,policy-not-from-createpolicy
//   // ptx-lint: disable-next-line=all
//
// Only warnings can be suppressed: an error is code ptxas rejects, and
// hiding it would only move the failure to the build.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SUPPRESSIONS_H
#define PTXLINT_SUPPRESSIONS_H

#include "ptxlint/Diagnostic.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace ptxlint {

class SourceFile;

class Suppressions {
public:
  /// Finds the suppression comments of Source. A directive naming an
  /// unknown diagnostic is reported in Problems (as a warning the caller
  /// adds), so that a typo does not silently suppress nothing.
  /// ErrorIDsMayWarn: findings with an error's ID can be warnings in this
  /// source (a CUDA source's code that nvcc does not compile), so naming
  /// one is no problem; suppresses() still keeps every error.
  static Suppressions scan(const SourceFile &Source,
                           std::vector<Diagnostic> &Problems,
                           bool ErrorIDsMayWarn = false);

  /// Whether D, a warning, is switched off by a comment.
  bool suppresses(const SourceFile &Source, const Diagnostic &D) const;
  bool empty() const { return ByLine.empty(); }

private:
  /// 1-based line -> the diagnostic names switched off on it ("all" too).
  std::unordered_map<unsigned, std::vector<std::string>> ByLine;
};

} // namespace ptxlint

#endif // PTXLINT_SUPPRESSIONS_H
