//===- CompiledCode.h - What nvcc compiles, and the asm in it --*- C++ -*-===//
//
// The asm statements of a translation unit's device code, each with what
// decides how it is checked: whether nvcc compiles it for the target at
// all (only code reachable from kernels reaches ptxas: a function nothing
// compiled calls never does), and whether it lands in a kernel's body.
// Templates count once per instantiation, and as written only where
// nothing instantiates them.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CUDA_COMPILEDCODE_H
#define PTXLINT_CUDA_COMPILEDCODE_H

#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
class GCCAsmStmt;
class Sema;
} // namespace clang

namespace ptxlint {

struct StatementToCheck {
  const clang::GCCAsmStmt *Statement;
  const clang::FunctionDecl *Function; ///< The function it is in.
  /// It lands in a kernel's body (an .entry): it is in a kernel, or in a
  /// __forceinline__ function only kernels call.
  bool InKernel;
  /// nvcc compiles it for the target.
  bool Compiled;
};

/// Every asm statement of Context's device code, in source order. S, the
/// translation unit's Sema, parses the user's templates nothing
/// instantiated (-fdelayed-template-parsing left them as tokens), and with
/// SystemHeaders those of system headers too. Relocatable: as nvcc -rdc,
/// whose externally visible device functions are compiled for their own
/// sake.
std::vector<StatementToCheck> statementsToCheck(clang::ASTContext &Context,
                                                clang::Sema *S, bool Relocatable,
                                                bool SystemHeaders);

} // namespace ptxlint

#endif // PTXLINT_CUDA_COMPILEDCODE_H
