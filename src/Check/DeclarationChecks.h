//===- DeclarationChecks.h - Declarations against Declarations.td -*- C++ -*-===//
//
// What ptxas asks of the declarations of variables, functions and
// parameters: one linkage word, no definition of what is `.extern`, the
// state spaces allowed at module scope and for parameters, arrays of
// unknown size, vectors in `.param`. The facts are records of
// src/ISA/Declarations.td.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_DECLARATIONCHECKS_H
#define PTXLINT_CHECK_DECLARATIONCHECKS_H

#include "CheckContext.h"

#include "ptxlint/AST.h"

#include <optional>
#include <string_view>
#include <vector>

namespace ptxlint {

/// The type and state space a declaration's qualifiers name.
struct DeclarationShape {
  std::string_view Space;
  std::string_view Type;
  unsigned Lanes = 0;
};
DeclarationShape shapeOf(const std::vector<Qualifier> &Qualifiers);

/// The bytes D takes, declared as Shape says: its type's size, times the
/// vector's lanes, times each dimension (saturating at UINT64_MAX); none
/// when the type has no size in bytes (`.pred`, a texture handle) or a
/// dimension is not a constant (`[]` included).
std::optional<uint64_t> declaredBytes(const DeclarationShape &Shape,
                                      const Declarator &D);

/// D's initial value, if any, against its declaration: the shape of its
/// lists and the kind of its constants (InitializerChecks.cpp).
void checkInitializer(CheckContext &Ctx, const Declarator &D,
                      const DeclarationShape &Shape,
                      const isa::DeclarableTypeInfo &Type);

/// A variable declaration, in a function body or (InFunction false) at
/// module scope.
void checkVariableDeclaration(CheckContext &Ctx, const VariableDecl &V,
                              bool InFunction);

/// A function's linkage, body and parameters.
void checkFunctionDeclaration(CheckContext &Ctx, const Function &F);

} // namespace ptxlint

#endif // PTXLINT_CHECK_DECLARATIONCHECKS_H
