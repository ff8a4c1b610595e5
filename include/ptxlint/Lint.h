//===- Lint.h - ptx-lint as a library --------------------------*- C++ -*-===//
//
// The front door for programs that check PTX: parse, check for one or more
// targets, apply the user's warning options and inline suppressions, and
// hand back sorted diagnostics and the module. The ptx-lint tool is a thin
// layer over this header; the C API (ptxlint-c.h) wraps it for other
// languages.
//
//   auto Source = ptxlint::SourceFile::fromString("kernel.ptx", Text);
//   ptxlint::LintOptions Options;
//   Options.Targets = {"sm_80", "sm_90a"};
//   ptxlint::LintResult Result = ptxlint::lint(*Source, Options);
//   for (const ptxlint::Diagnostic &D : Result.Diagnostics) ...
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LINT_H
#define PTXLINT_LINT_H

#include "ptxlint/AST.h"
#include "ptxlint/Diagnostic.h"
#include "ptxlint/SourceFile.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ptxlint {


struct LintOptions {
  /// Check the module once per architecture given, as if its .target named
  /// it; findings that hold for only some of them list those in
  /// Diagnostic::Targets. Empty: the module's own .target. Names must pass
  /// isKnownTarget (Checker.h).
  std::vector<std::string> Targets;
  /// Check as if the module declared this .version ("8.5"); empty: its own.
  std::string PTXVersion;
  /// Check as the ptxas of each of these CUDA releases ("11.8", "12.4")
  /// would (CheckOptions::CUDARelease); findings that hold for only some
  /// of them list those in Diagnostic::Targets, as "CUDA 11.8" (with
  /// several targets too: "sm_90a with CUDA 11.8"). Empty: ptxas 13.0, or
  /// for a module declaring 9.1 or later the first release that knows it.
  /// Names must pass isKnownCUDARelease (Checker.h).
  std::vector<std::string> CUDAReleases;
  /// Check the module as `ptxas -c` compiles it, for linking with others
  /// (CheckOptions::Relocatable); false: as a whole program.
  bool Relocatable = false;
  /// Which warnings are reported, and which are errors.
  DiagnosticOptions Diagnostics;
  /// Honour `// ptx-lint: disable=<id>,...` comments (see Suppressions.h).
  bool InlineSuppressions = true;
  /// Keep comments in the module, for printing them back.
  bool KeepComments = false;
  /// Keep the module in LintResult::AST, for printing it. Without it each
  /// top-level item is dropped once checked, and memory stays that of the
  /// largest function rather than of the whole module.
  bool KeepAST = true;
  /// Parse, and check function bodies, with this many threads
  /// (ParseOptions::Threads, CheckOptions::Threads); the result is the same
  /// for any number.
  unsigned Threads = 1;
  /// ParseOptions::Progress, for a progress indicator on long runs.
  std::function<void(size_t Done, size_t Total)> Progress;
};

struct LintResult {
  /// Sorted by position; syntax errors first where positions tie.
  std::vector<Diagnostic> Diagnostics;
  unsigned Errors = 0;
  unsigned Warnings = 0;
  /// The module as parsed (empty without LintOptions::KeepAST). Printing
  /// it is meaningful only without errors.
  Module AST;

  bool hasErrors() const { return Errors != 0; }
};

/// Parses and checks Source.
LintResult lint(const SourceFile &Source, const LintOptions &Options = {});

/// What `ptx-lint --fix` makes of a module: every certain fix-it applied,
/// then the module printed in canonical form, comments kept.
struct FixResult {
  /// The new text, or nothing when errors remain after the fix-its: a
  /// module with errors is never rewritten.
  std::optional<std::string> Text;
  /// How many fix-its were applied.
  unsigned FixesApplied = 0;
  /// The text with the fix-its applied, when there were any: Remaining's
  /// ranges point into it. Null when no fix-it applied (they point into
  /// the original).
  std::unique_ptr<SourceFile> FixedSource;
  /// The findings left in the fixed text.
  LintResult Remaining;
};

FixResult fix(const SourceFile &Source, const LintOptions &Options = {});

/// Checks one instruction as a code generator writes it into an inline asm
/// string ("ld.global.L2::cache_hint.b32 %0, [%1], %2;"), for Target and
/// PTXVersion. Operands `%0`, `%1`, ... and registers the text does not
/// declare are taken to have whatever type the instruction needs; `%%`
/// stands for `%`, as in inline asm. Ranges in the diagnostics are offsets
/// into Instruction.
///
/// The text is what goes between the braces of a function: one or more
/// instructions, each ending in `;` (the last one's may be left out), on
/// one line or several, with `{ }` blocks, `.reg` declarations and labels
/// as inline asm often has; a declared register keeps its declared type.
/// `%0`, `%1`, ... also stand for an immediate where only one fits (an "n"
/// constraint). Positions inside messages ("set at 2:5") are lines and
/// columns of Instruction; notes and fix-its that would point outside it
/// are dropped, and fix-its write `%%` where the string does. Inline
/// `// ptx-lint: disable=` comments work as in a file.
///
/// Target and PTXVersion are required and must pass isKnownTarget and
/// isKnownPTXVersion (Checker.h). An unknown or empty one gives an error,
/// unknown-target or unsupported-version, with the empty range at offset 0,
/// and nothing else is checked. A known target that needs a newer version
/// (sm_90 with 7.4) gives target-requires-version, also at offset 0, and
/// the text is checked all the same.
std::vector<Diagnostic> checkInstruction(std::string_view Instruction,
                                         std::string_view Target,
                                         std::string_view PTXVersion,
                                         const DiagnosticOptions &Options = {});

} // namespace ptxlint

#endif // PTXLINT_LINT_H
