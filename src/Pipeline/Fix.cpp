//===- Fix.cpp - Fix-its, then canonical form -----------------------------===//

#include "ptxlint/Lint.h"

#include "ptxlint/FixIt.h"
#include "ptxlint/Printer.h"
#include "ptxlint/SourceFile.h"

using namespace ptxlint;

FixResult ptxlint::fix(const SourceFile &Source, const LintOptions &Options) {
  LintOptions KeepEverything = Options;
  KeepEverything.KeepComments = true; // --fix must not lose a comment.
  KeepEverything.KeepAST = true;      // It prints the module.
  FixResult Result;
  Result.Remaining = lint(Source, KeepEverything);
  for (const Diagnostic &D : Result.Remaining.Diagnostics)
    Result.FixesApplied += D.FixIts.empty() ? 0 : 1;
  if (Result.FixesApplied) {
    // Fix-its may unblock each other's checks: lint the fixed text afresh.
    Result.FixedSource = SourceFile::fromString(
        Source.name(),
        applyFixIts(Source.text(), Result.Remaining.Diagnostics));
    Result.Remaining = lint(*Result.FixedSource, KeepEverything);
  }
  if (Result.Remaining.hasErrors())
    return Result;
  PrintOptions Print;
  Print.KeepComments = true;
  Result.Text = printModuleToString(Result.Remaining.AST, Print);
  return Result;
}
