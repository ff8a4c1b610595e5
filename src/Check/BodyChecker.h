//===- BodyChecker.h - Names, declarations and function bodies -*- C++ -*-===//
//
// The checks that walk scopes: declaring names (and reporting
// redefinitions), resolving the names operands use, variable declarations,
// and function bodies block by block, each instruction handed to the
// instruction checker and the body to the lint pass after. ModuleChecker
// runs one on the thread that reads the module in order; with several
// threads, each worker of FunctionBodyPool runs its own on whole bodies.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_BODYCHECKER_H
#define PTXLINT_CHECK_BODYCHECKER_H

#include "CheckContext.h"
#include "Lint.h"

#include "ptxlint/AST.h"

#include <functional>

namespace ptxlint {

/// One declaration the module scope gained. A worker that checks function
/// bodies keeps its own copy of the module scope and replays these into it,
/// up to the point where the body's function was read: a body sees exactly
/// the names declared before it, and lookups need no lock.
struct ModuleScopeEvent {
  enum class Kind : uint8_t { Name, RegisterRange, Variable };
  Kind K = Kind::Name;
  std::string_view Name; ///< The name, or a register range's prefix.
  uint64_t Count = 0;    ///< RegisterRange: how many registers.
  Symbol Sym{};          ///< Name and RegisterRange.
  lint::VariableFacts Variable; ///< Variable: what the lint pass knows of it.
};

class BodyChecker {
public:
  BodyChecker(CheckContext &Ctx, Linter &Lint) : Ctx(Ctx), Lint(Lint) {}

  /// When set, told of every declaration made at module scope.
  std::function<void(const ModuleScopeEvent &)> OnModuleScope;

  void declare(const Token &Name, const Symbol &S);
  void checkNamesIn(const Expr &E);
  void checkNamesIn(const Operand &O);
  void checkVariable(const VariableDecl &V, bool InFunction);
  /// The parameters, body and lint pass of a function with a body, whose
  /// name is declared already.
  void checkBody(const Function &F);
  /// Makes a declaration recorded by another BodyChecker's OnModuleScope.
  void replay(const ModuleScopeEvent &E);

private:
  void checkBlock(const Block &B);
  void checkStatement(const Statement &S);
  void record(const ModuleScopeEvent &E) {
    if (OnModuleScope && Ctx.Symbols.atModuleScope())
      OnModuleScope(E);
  }

  CheckContext &Ctx;
  Linter &Lint;
};

} // namespace ptxlint

#endif // PTXLINT_CHECK_BODYCHECKER_H
