//===- Lint.cpp - Parse, check for each target, filter --------------------===//

#include "ptxlint/Lint.h"

#include "ptxlint/Checker.h"
#include "ptxlint/Parser.h"
#include "ptxlint/SourceFile.h"
#include "ptxlint/Suppressions.h"

#include <algorithm>
#include <map>
#include <tuple>

using namespace ptxlint;

namespace {

/// The findings of checking the module for one target.
struct TargetRun {
  std::string Target;
  std::vector<Diagnostic> Findings;
};

using FindingKey = std::tuple<uint32_t, uint32_t, uint16_t, std::string>;

FindingKey keyOf(const Diagnostic &D) {
  return {D.Range.Begin, D.Range.End, static_cast<uint16_t>(D.ID), D.Message};
}

/// Merges the runs: a finding all targets share is reported once, for all;
/// any other once per distinct message, naming the targets it holds for.
std::vector<Diagnostic> mergeTargetRuns(std::vector<TargetRun> &Runs) {
  std::map<FindingKey, size_t> Seen; // -> index in Merged
  std::vector<Diagnostic> Merged;
  for (TargetRun &Run : Runs)
    for (Diagnostic &D : Run.Findings) {
      auto [It, New] = Seen.try_emplace(keyOf(D), Merged.size());
      if (New) {
        Merged.push_back(std::move(D));
        Merged.back().Targets = {Run.Target};
      } else {
        Merged[It->second].Targets.push_back(Run.Target);
      }
    }
  for (Diagnostic &D : Merged)
    if (D.Targets.size() == Runs.size())
      D.Targets.clear();
  return Merged;
}

} // namespace

LintResult ptxlint::lint(const SourceFile &Source, const LintOptions &Options) {
  DiagnosticEngine Diags(Options.Diagnostics);
  ParseOptions Parse;
  Parse.KeepComments = Options.KeepComments;
  LintResult Result;
  Result.AST = parseModule(Source, Diags, Parse);

  CheckOptions Check;
  Check.VersionOverride = Options.PTXVersion;
  if (Options.Targets.size() <= 1) {
    if (!Options.Targets.empty())
      Check.TargetOverride = Options.Targets.front();
    checkParsedModule(Result.AST, Source, Diags, Check);
  } else {
    // Syntax errors are the same for every target: keep them aside.
    std::vector<Diagnostic> SyntaxFindings = Diags.takeDiagnostics();
    std::vector<TargetRun> Runs;
    for (const std::string &Target : Options.Targets) {
      DiagnosticEngine TargetDiags(Options.Diagnostics);
      for (const Diagnostic &D : SyntaxFindings)
        TargetDiags.add(D);
      Check.TargetOverride = Target;
      Check.OneOfSeveralTargets = true;
      checkParsedModule(Result.AST, Source, TargetDiags, Check);
      std::vector<Diagnostic> All = TargetDiags.takeDiagnostics();
      Runs.push_back({Target, std::vector<Diagnostic>(
                                  All.begin() + SyntaxFindings.size(), All.end())});
    }
    for (Diagnostic &D : SyntaxFindings)
      Diags.add(std::move(D));
    for (Diagnostic &D : mergeTargetRuns(Runs))
      Diags.add(std::move(D));
  }

  if (Options.InlineSuppressions) {
    std::vector<Diagnostic> Problems;
    Suppressions Comments = Suppressions::scan(Source, Problems);
    if (!Comments.empty())
      Diags.retainIf([&](const Diagnostic &D) {
        return !Comments.suppresses(Source, D);
      });
    for (Diagnostic &D : Problems)
      if (Diags.isEnabled(D.ID)) {
        D.Level = Diags.options().severityOf(D.ID);
        Diags.add(std::move(D));
      }
  }

  Diags.sortByLocation();
  Result.Errors = Diags.errorCount();
  Result.Warnings = Diags.warningCount();
  Result.Diagnostics = Diags.takeDiagnostics();
  return Result;
}
