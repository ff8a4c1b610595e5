//===- Analysis.h - One checked version of a document ----------*- C++ -*-===//
//
// What checking a document's text produced, kept whole and never changed
// afterwards, so that requests on the message thread can read it while
// the checker works on a newer version.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LSP_ANALYSIS_H
#define PTXLINT_LSP_ANALYSIS_H

#include "Positions.h"
#include "SymbolIndex.h"

#include "ptxlint/Lint.h"

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace ptxlint::lsp {

struct Analysis {
  std::string URI;
  int64_t Version = 0;
  /// The text checked; the module and the tables point into it.
  std::unique_ptr<SourceFile> Source;
  LintResult Result;
  std::unique_ptr<LineTable> Lines;
  std::unique_ptr<SymbolIndex> Symbols;
  /// A problem with the document's configuration, shown once.
  std::string ConfigProblem;
  /// What the module was checked for beyond its own header: the targets
  /// and the .version of the settings (empty: the module's).
  std::vector<std::string> CheckedTargets;
  std::string CheckedVersion;

  /// A CUDA C++ document (.cu, .cuh): Result holds the findings in the
  /// PTX of its asm statements; it has no module, so the PTX features
  /// (hover, completion, navigation, formatting) have nothing to read.
  bool Cuda = false;
  /// The findings of a CUDA document in other files (the headers it
  /// includes), to be published on those files' URIs.
  struct OtherFile {
    std::string URI;
    std::unique_ptr<SourceFile> Source;
    std::unique_ptr<LineTable> Lines;
    std::vector<Diagnostic> Diagnostics;
  };
  std::vector<OtherFile> OtherFiles;
  /// Why a CUDA document could not be checked at all because this
  /// ptx-lint cannot read CUDA (no front end module), shown once.
  std::string Unsupported;

  /// The `--explain` notes of the module's cache policies, worked out on
  /// first use (hover) and kept.
  const std::vector<Diagnostic> &policyExplanations() const;

private:
  mutable std::once_flag Explained;
  mutable std::vector<Diagnostic> Explanations;
};

/// Checks Text with Options and builds the tables the features read.
std::shared_ptr<const Analysis> analyze(std::string URI, int64_t Version,
                                        std::string Text,
                                        const LintOptions &Options,
                                        std::string ConfigProblem);

/// Whether a document is CUDA C++: by its languageId ("cuda", VS Code's
/// "cuda-cpp"), else by its name (.cu, .cuh).
bool isCudaDocument(const std::string &URI, const std::string &LanguageID);

/// Checks the asm statements of the CUDA source Text (the document's
/// unsaved text) for the targets, CUDA releases and warnings of Options.
std::shared_ptr<const Analysis> analyzeCuda(std::string URI, int64_t Version,
                                            std::string Text,
                                            const LintOptions &Options,
                                            std::string ConfigProblem);

} // namespace ptxlint::lsp

#endif // PTXLINT_LSP_ANALYSIS_H
