//===- Features.h - Answers to LSP requests over one Analysis --*- C++ -*-===//
//
// Each feature reads a checked version of a document and returns the JSON
// the request's result is; none of them changes anything.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LSP_FEATURES_H
#define PTXLINT_LSP_FEATURES_H

#include "Analysis.h"

#include "llvm/Support/JSON.h"

#include <optional>
#include <string>

namespace ptxlint::lsp {

/// Where a diagnostic's documentation lives: DocsURI (docs/diagnostics.md
/// or a copy of it) followed by "#" and the ID, which is the anchor the
/// heading "## `<id>`" gets.
std::string diagnosticHref(const std::string &DocsURI, DiagID ID);

/// The LSP form of one finding.
llvm::json::Value diagnosticToJSON(const Analysis &A, const Diagnostic &D,
                                   const std::string &DocsURI);
/// The params of textDocument/publishDiagnostics.
llvm::json::Value publishParams(const Analysis &A, const std::string &DocsURI);
/// The LSP form of the findings a CUDA document has in another file.
llvm::json::Array otherFileDiagnostics(const Analysis::OtherFile &F,
                                       const std::string &DocsURI);

/// textDocument/codeAction: the fix-its of the findings in Range as quick
/// fixes, and for warnings a suppression comment.
llvm::json::Value codeActions(const Analysis &A, SourceRange Range,
                              const std::string &DocsURI);

/// textDocument/formatting: the canonical printer's text as one edit, or
/// nothing (Error says why) when the document has errors.
std::optional<llvm::json::Value> formatting(const Analysis &A,
                                            std::string &Error);

llvm::json::Value definition(const Analysis &A, uint32_t Offset);
llvm::json::Value references(const Analysis &A, uint32_t Offset,
                             bool IncludeDeclaration);
llvm::json::Value documentSymbols(const Analysis &A);

llvm::json::Value hover(const Analysis &A, uint32_t Offset);
llvm::json::Value completion(const Analysis &A, uint32_t Offset);

} // namespace ptxlint::lsp

#endif // PTXLINT_LSP_FEATURES_H
