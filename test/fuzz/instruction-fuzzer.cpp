//===- instruction-fuzzer.cpp - Fuzz target: checkInstruction -------------===//
//
// The input is an inline-asm string, as a code generator passes it to
// ptxlint::checkInstruction (Lint.h), which wraps it into a synthetic module
// and maps every finding back into the string. Checked for three target and
// version pairs (a recent one, an old one, and sm_90 with 7.4, a version too
// old for the target), every warning on:
//
//  - Every range of a finding, a note or a fix-it lies inside the string
//    (the mapping must never point into the synthetic header or past the
//    end), and every message is non-empty.
//  - Findings are sorted by position.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "ptxlint/Lint.h"

#include <string_view>

using namespace ptxlint;
using ptxlint::fuzz::checkFindingsWellFormed;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char *>(Data), Size);
  DiagnosticOptions Options;
  Options.AllWarningsOn = true;
  static const std::pair<const char *, const char *> Configurations[] = {
      {"sm_100a", "8.8"}, {"sm_52", "6.0"}, {"sm_90", "7.4"}};
  for (const auto &[Target, Version] : Configurations) {
    std::vector<Diagnostic> Findings =
        checkInstruction(Text, Target, Version, Options);
    checkFindingsWellFormed(Findings, Size);
  }
  return 0;
}
