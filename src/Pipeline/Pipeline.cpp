//===- Pipeline.cpp - Parse, check for each target, filter ----------------===//

#include "ptxlint/Lint.h"

#include "ptxlint/Checker.h"
#include "ptxlint/Parser.h"
#include "ptxlint/SourceFile.h"
#include "ptxlint/Suppressions.h"

#include "GeneratedFrom.h"

#include <memory>

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

/// An item shared with the checkers' workers, with the arena its nodes
/// live in.
struct ItemInArena {
  TopLevelItem Item;
  std::shared_ptr<ASTArena> Arena;
};

} // namespace

LintResult ptxlint::lint(const SourceFile &Source, const LintOptions &Options) {
  // One checker per target, all fed by one parse, item by item; without
  // KeepAST each item is dropped once checked.
  DiagnosticEngine Diags(Options.Diagnostics);
  std::vector<std::string> TargetList = Options.Targets;
  std::vector<std::string> Releases = Options.CUDAReleases;
  bool SeveralTargets = TargetList.size() > 1;
  bool SeveralReleases = Releases.size() > 1;
  if (TargetList.empty())
    TargetList.emplace_back(); // The module's own.
  if (Releases.empty())
    Releases.emplace_back(); // The default release (CheckOptions).
  // One run per target and release; Tags[I] names run I in findings that
  // hold for some runs only.
  struct RunSpec {
    std::string Target, Release;
  };
  std::vector<RunSpec> Specs;
  std::vector<std::string> Tags;
  for (const std::string &Target : TargetList)
    for (const std::string &Release : Releases) {
      Specs.push_back({Target, Release});
      std::string Tag = SeveralTargets ? Target : "";
      if (SeveralReleases)
        Tag += (Tag.empty() ? "CUDA " : " with CUDA ") + Release;
      Tags.push_back(std::move(Tag));
    }
  bool Several = Specs.size() > 1;
  std::vector<std::unique_ptr<DiagnosticEngine>> Findings;
  std::vector<std::unique_ptr<ParsedModuleChecker>> Checkers;
  for (const RunSpec &Spec : Specs) {
    CheckOptions Check;
    Check.VersionOverride = Options.PTXVersion;
    Check.TargetOverride = Spec.Target;
    Check.CUDARelease = Spec.Release;
    Check.OneOfSeveralTargets = SeveralTargets;
    Check.Threads = Options.Threads;
    Check.Relocatable = Options.Relocatable;
    Findings.push_back(std::make_unique<DiagnosticEngine>(Options.Diagnostics));
    Checkers.push_back(std::make_unique<ParsedModuleChecker>(
        Source, Diags, Check, Findings.back().get()));
  }

  LintResult Result;
  // Which source line each instruction came from (.file, .loc), for the
  // notes added to the findings at the end.
  GeneratedFromIndex SourceLines;
  ParseOptions Parse;
  Parse.KeepComments = Options.KeepComments;
  Parse.Threads = Options.Threads;
  Parse.Progress = Options.Progress;
  // With threads, the checkers share each item and check function bodies
  // on workers; the tree, if kept, is taken back once they are done.
  bool Share = Options.Threads > 1;
  std::vector<std::shared_ptr<TopLevelItem>> SharedItems;
  ItemConsumer Sink;
  Sink.OnItem = [&](TopLevelItem &&Item, std::vector<Comment> &&Comments,
                    const std::shared_ptr<ASTArena> &Arena) {
    SourceLines.noteItem(Item);
    if (Options.KeepAST) {
      Result.AST.Comments.insert(Result.AST.Comments.end(), Comments.begin(),
                                 Comments.end());
      if (Result.AST.Storage.empty() || Result.AST.Storage.back() != Arena)
        Result.AST.Storage.push_back(Arena);
    }
    if (Share) {
      // A worker may check the body after the parser has moved on: the
      // item it holds keeps the arena of its nodes alive.
      auto Held = std::make_shared<ItemInArena>(ItemInArena{std::move(Item), Arena});
      std::shared_ptr<TopLevelItem> Shared(Held, &Held->Item);
      for (std::unique_ptr<ParsedModuleChecker> &Checker : Checkers)
        Checker->checkItem(std::shared_ptr<const TopLevelItem>(Shared));
      if (Options.KeepAST)
        SharedItems.push_back(std::move(Shared));
      return;
    }
    for (std::unique_ptr<ParsedModuleChecker> &Checker : Checkers)
      Checker->checkItem(Item);
    if (Options.KeepAST)
      Result.AST.Items.push_back(std::move(Item));
  };
  Sink.OnTrailingComments = [&](std::vector<Comment> &&Comments) {
    if (Options.KeepAST)
      Result.AST.Comments.insert(Result.AST.Comments.end(), Comments.begin(),
                                 Comments.end());
  };
  parseModuleItems(Source, Diags, Parse, Sink);

  std::vector<TargetRun> Runs;
  for (size_t I = 0; I < Tags.size(); ++I) {
    Checkers[I]->finish();
    Runs.push_back({Tags[I], Findings[I]->takeDiagnostics()});
  }
  // What each target's run left out. For several targets, the run that
  // left out the most of a kind speaks for all: the same finding would be
  // counted once per target otherwise.
  if (!Several) {
    Diags.addDropped(Findings.front()->takeDropped());
  } else {
    DiagnosticEngine::DroppedFindings Most;
    for (std::unique_ptr<DiagnosticEngine> &Run : Findings)
      for (auto &Entry : Run->takeDropped()) {
        // Named, not a structured binding: C++17 does not let the lambda
        // capture a binding (Clang refuses it).
        const auto &ID = Entry.first;
        const auto &D = Entry.second;
        auto It = std::find_if(Most.begin(), Most.end(),
                               [&](const auto &E) { return E.first == ID; });
        if (It == Most.end())
          Most.push_back({ID, D});
        else if (D.Count > It->second.Count)
          It->second = D;
      }
    Diags.addDropped(Most);
  }
  // finish() waited for every body: the checkers hold no item any more.
  for (std::shared_ptr<TopLevelItem> &Item : SharedItems)
    Result.AST.Items.push_back(std::move(*Item));
  if (Several) {
    for (Diagnostic &D : mergeTargetRuns(Runs))
      Diags.add(std::move(D));
  } else {
    for (Diagnostic &D : Runs.front().Findings)
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

  Diags.reportDropped();
  Diags.sortByLocation();
  Result.Errors = Diags.errorCount();
  Result.Warnings = Diags.warningCount();
  Result.Diagnostics = Diags.takeDiagnostics();
  SourceLines.addNotes(Result.Diagnostics);
  return Result;
}
