//===- Documents.h - Open documents and their edits ------------*- C++ -*-===//
#ifndef PTXLINT_LSP_DOCUMENTS_H
#define PTXLINT_LSP_DOCUMENTS_H

#include "llvm/Support/JSON.h"

#include <string>

namespace ptxlint::lsp {

/// Applies one TextDocumentContentChangeEvent of didChange to Text: a
/// range and its new text (incremental sync), or the whole text. Returns
/// false and sets Error when the change is not one.
bool applyContentChange(std::string &Text, const llvm::json::Value &Change,
                        std::string &Error);

} // namespace ptxlint::lsp

#endif // PTXLINT_LSP_DOCUMENTS_H
