//===- ASTAccess.h - The server's one way into AST variants ----*- C++ -*-===//
//
// The AST's memory layout is being reworked (arena-allocated nodes): a
// Statement's node stops being a std::variant. Every statement the server
// looks at goes through nodeOf, so that the change touches this file only.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LSP_ASTACCESS_H
#define PTXLINT_LSP_ASTACCESS_H

#include "ptxlint/AST.h"

namespace ptxlint::lsp {

/// The statement's node if it is a T, else null.
template <class T> const T *nodeOf(const Statement &S) {
  return std::get_if<T>(&S.Node);
}

/// The same for a top-level item.
template <class T> const T *itemOf(const TopLevelItem &Item) {
  return std::get_if<T>(&Item);
}

} // namespace ptxlint::lsp

#endif // PTXLINT_LSP_ASTACCESS_H
