//===- ASTAccess.h - The server's one way into AST variants ----*- C++ -*-===//
//
// A statement is a handle into its arena (Statement::getIf), a top-level
// item a std::variant: the server reads both through these two helpers, so
// that how the AST stores its alternatives is known in one place.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LSP_ASTACCESS_H
#define PTXLINT_LSP_ASTACCESS_H

#include "ptxlint/AST.h"

namespace ptxlint::lsp {

/// The statement's node if it is a T, else null.
template <class T> const T *nodeOf(const Statement &S) {
  return S.getIf<T>();
}

/// The same for a top-level item.
template <class T> const T *itemOf(const TopLevelItem &Item) {
  return std::get_if<T>(&Item);
}

} // namespace ptxlint::lsp

#endif // PTXLINT_LSP_ASTACCESS_H
