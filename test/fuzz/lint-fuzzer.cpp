//===- lint-fuzzer.cpp - Fuzz target: the whole check pipeline ------------===//
//
// Runs ptxlint::lint, every warning on, over arbitrary bytes, renders the
// findings in all three output formats, and checks:
//
//  - LintResult counts its errors and warnings right; diagnostics are
//    sorted by position; every range (findings, notes, fix-its) lies in the
//    input; every message is non-empty; a single-target run names no
//    targets.
//  - The findings do not depend on how the work is done: streaming item by
//    item (KeepAST off) and keeping the tree and comments, on one thread
//    and on two, give the same diagnostics.
//  - Checking several targets at once names only targets that were asked
//    for, each at most once per finding, and reports for each target what
//    checking that target alone reports (same IDs at the same ranges; the
//    wording may differ, as it mentions the other targets).
//  - The text, JSON and SARIF renderings do not fail, and JSON and SARIF
//    are valid JSON (OutputFormats.h promises valid UTF-8 whatever the
//    input bytes).
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "ptxlint/DiagnosticPrinter.h"
#include "ptxlint/Lint.h"
#include "ptxlint/OutputFormats.h"

#include "llvm/Support/JSON.h"

#include <algorithm>
#include <set>
#include <sstream>
#include <tuple>

using namespace ptxlint;
using ptxlint::fuzz::checkFindingsWellFormed;
using ptxlint::fuzz::describeDiagnostics;
using ptxlint::fuzz::describeDifference;

static void checkResult(const LintResult &Result, size_t Size) {
  checkFindingsWellFormed(Result.Diagnostics, Size);
  unsigned Errors = 0, Warnings = 0;
  for (const Diagnostic &D : Result.Diagnostics) {
    Errors += D.Level == Severity::Error;
    Warnings += D.Level == Severity::Warning;
    FUZZ_CHECK(D.Level != Severity::Note,
               "a note reported as a finding:\n" + describeDiagnostics({D}));
  }
  FUZZ_CHECK(Errors == Result.Errors && Warnings == Result.Warnings,
             "LintResult counts " + std::to_string(Result.Errors) +
                 " errors and " + std::to_string(Result.Warnings) +
                 " warnings in\n" + describeDiagnostics(Result.Diagnostics));
}

static void checkValidJSON(const std::string &Text, const char *Format) {
  llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(Text);
  if (!Parsed) {
    std::string Problem = llvm::toString(Parsed.takeError());
    FUZZ_CHECK(false, std::string(Format) + " output is not valid JSON (" +
                          Problem + "):\n" + Text);
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::unique_ptr<SourceFile> Source = SourceFile::fromString(
      "fuzz.ptx", std::string(reinterpret_cast<const char *>(Data), Size));

  LintOptions Options;
  Options.Diagnostics.AllWarningsOn = true;
  Options.KeepAST = false;
  LintResult Streamed = lint(*Source, Options);
  checkResult(Streamed, Size);
  for (const Diagnostic &D : Streamed.Diagnostics)
    FUZZ_CHECK(D.Targets.empty(),
               "a single-target run names targets:\n" +
                   describeDiagnostics({D}));
  std::string Expected = describeDiagnostics(Streamed.Diagnostics);

  LintOptions Kept = Options;
  Kept.KeepAST = true;
  Kept.KeepComments = true;
  Kept.Threads = 2;
  LintResult KeptResult = lint(*Source, Kept);
  std::string Actual = describeDiagnostics(KeptResult.Diagnostics);
  FUZZ_CHECK(Expected == Actual,
             "KeepAST, KeepComments and two threads changed the findings\n" +
                 describeDifference(Expected, Actual));

  // An old, an architecture-specific and a family target: their feature
  // sets differ most.
  const std::vector<std::string> Targets = {"sm_50", "sm_90a", "sm_100f"};
  LintOptions Several = Options;
  Several.Targets = Targets;
  LintResult SeveralResult = lint(*Source, Several);
  checkResult(SeveralResult, Size);
  for (const Diagnostic &D : SeveralResult.Diagnostics) {
    std::vector<std::string> Named = D.Targets;
    std::sort(Named.begin(), Named.end());
    bool Distinct =
        std::adjacent_find(Named.begin(), Named.end()) == Named.end();
    bool Known = std::all_of(Named.begin(), Named.end(), [&](auto &T) {
      return std::find(Targets.begin(), Targets.end(), T) != Targets.end();
    });
    FUZZ_CHECK(Distinct && Known && Named.size() < Targets.size(),
               "bad target list:\n" + describeDiagnostics({D}));
  }

  // Each target's share of the merged run against that target alone.
  using Finding = std::tuple<std::string_view, uint32_t, uint32_t>;
  auto describe = [](const std::set<Finding> &Findings) {
    std::string Text;
    for (const auto &[ID, Begin, End] : Findings)
      Text += std::string(ID) + " [" + std::to_string(Begin) + "," +
              std::to_string(End) + ")\n";
    return Text;
  };
  for (const std::string &Target : Targets) {
    LintOptions Alone = Options;
    Alone.Targets = {Target};
    std::set<Finding> Expected, Merged;
    for (const Diagnostic &D : lint(*Source, Alone).Diagnostics)
      Expected.emplace(diagnosticName(D.ID), D.Range.Begin, D.Range.End);
    for (const Diagnostic &D : SeveralResult.Diagnostics)
      if (D.Targets.empty() || std::find(D.Targets.begin(), D.Targets.end(),
                                         Target) != D.Targets.end())
        Merged.emplace(diagnosticName(D.ID), D.Range.Begin, D.Range.End);
    FUZZ_CHECK(Expected == Merged,
               "checking " + Target + " among others differs from checking "
               "it alone\n" + describeDifference(describe(Expected),
                                                 describe(Merged)));
  }

  std::ostringstream TextOut, JSONOut, SARIFOut;
  printDiagnosticsText(*Source, Streamed.Diagnostics, TextOut);
  std::vector<FileDiagnostics> Files(2);
  Files[0].Source = Source.get();
  Files[0].Diagnostics = Streamed.Diagnostics;
  Files[1].Source = Source.get();
  Files[1].Diagnostics = SeveralResult.Diagnostics;
  printDiagnosticsJSON(Files, JSONOut);
  checkValidJSON(JSONOut.str(), "JSON");
  printDiagnosticsSARIF(Files, SARIFOut);
  checkValidJSON(SARIFOut.str(), "SARIF");
  return 0;
}
