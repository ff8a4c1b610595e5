//===- StatementsInOrder.h - A body's statements, nested scopes flattened -*- C++ -*-===//
//
// Rules that follow a function in source order (a .loc holds until the
// next one, whatever `{ }` scopes come between) see its statements as one
// sequence. Scopes nest as deep as the input does, so the walk keeps a
// stack of its own rather than recursing on the call stack.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_AST_STATEMENTSINORDER_H
#define PTXLINT_AST_STATEMENTSINORDER_H

#include "ptxlint/AST.h"

#include <utility>
#include <vector>

namespace ptxlint {

/// The walk's stack: a scope and the index of its next statement. A caller
/// that walks many bodies keeps one, so that it is allocated once.
using ScopeStack = std::vector<std::pair<const Block *, size_t>>;

/// Calls Visit on every statement of Body that is not a scope, in source
/// order, entering nested scopes where they stand.
template <typename VisitFn>
void forEachStatementInOrder(const Block &Body, ScopeStack &Open, VisitFn &&Visit) {
  Open.assign(1, {&Body, 0});
  while (!Open.empty()) {
    auto &[Scope, Next] = Open.back();
    if (Next == Scope->Statements.size()) {
      Open.pop_back();
      continue;
    }
    const Statement &S = Scope->Statements[Next++];
    if (const auto *Inner = S.getIf<Block>())
      Open.push_back({Inner, 0});
    else
      Visit(S);
  }
}

} // namespace ptxlint

#endif // PTXLINT_AST_STATEMENTSINORDER_H
