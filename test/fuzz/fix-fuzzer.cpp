//===- fix-fuzzer.cpp - Fuzz target: what --fix would write ---------------===//
//
// ptxlint::fix (Lint.h) is what `ptx-lint --fix` writes back over the
// user's file, so it must never write a module that is worse than before.
// With every warning on, checks:
//
//  - FixedSource is set exactly when fix-its were applied, and every range
//    of the remaining findings lies in the text they refer to.
//  - When fix() gives a text, that text has no errors: linting it again
//    (as the user's next run will) finds none.
//  - Fixing that text again gives a text again, and when no further
//    fix-it applies, the very same text: --fix twice is --fix once.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "ptxlint/Lint.h"

using namespace ptxlint;
using ptxlint::fuzz::describeDiagnostics;
using ptxlint::fuzz::describeDifference;

static void checkRemaining(const FixResult &Result, const SourceFile &Input) {
  FUZZ_CHECK((Result.FixesApplied != 0) == (Result.FixedSource != nullptr),
             std::to_string(Result.FixesApplied) +
                 " fix-its applied, fixed source " +
                 (Result.FixedSource ? "set" : "not set"));
  size_t Size = Result.FixedSource ? Result.FixedSource->text().size()
                                   : Input.text().size();
  for (const Diagnostic &D : Result.Remaining.Diagnostics) {
    FUZZ_CHECK(D.Range.Begin <= D.Range.End && D.Range.End <= Size,
               "a remaining finding outside the " + std::to_string(Size) +
                   "-byte text:\n" + describeDiagnostics({D}));
    for (const FixIt &F : D.FixIts)
      FUZZ_CHECK(F.Range.Begin <= F.Range.End && F.Range.End <= Size,
                 "a fix-it outside the text:\n" + describeDiagnostics({D}));
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::unique_ptr<SourceFile> Source = SourceFile::fromString(
      "fuzz.ptx", std::string(reinterpret_cast<const char *>(Data), Size));
  LintOptions Options;
  Options.Diagnostics.AllWarningsOn = true;

  FixResult First = fix(*Source, Options);
  checkRemaining(First, *Source);
  if (!First.Text)
    return 0;

  std::unique_ptr<SourceFile> Written =
      SourceFile::fromString("fixed.ptx", *First.Text);
  LintResult NextRun = lint(*Written, Options);
  FUZZ_CHECK(!NextRun.hasErrors(),
             "fix() wrote a module with errors:\n" +
                 describeDiagnostics(NextRun.Diagnostics) +
                 "--- written text:\n" + *First.Text);

  FixResult Second = fix(*Written, Options);
  checkRemaining(Second, *Written);
  FUZZ_CHECK(Second.Text.has_value(),
             "fixing the fixed text failed:\n" +
                 describeDiagnostics(Second.Remaining.Diagnostics));
  if (Second.FixesApplied == 0)
    FUZZ_CHECK(*Second.Text == *First.Text,
               "--fix twice differs from --fix once\n" +
                   describeDifference(*First.Text, *Second.Text));
  return 0;
}
