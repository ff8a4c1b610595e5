//===- ExprPrinter.h - Canonical spelling of in-line pieces ----*- C++ -*-===//
//
// The parts of canonical PTX that never span a line: literals, constant
// expressions, instruction operands and the pieces of a declaration. They
// append to a string so that the layout code in CanonicalPrinter.cpp can
// build a whole line before writing it.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PRINT_EXPRPRINTER_H
#define PTXLINT_PRINT_EXPRPRINTER_H

#include "ptxlint/AST.h"

#include <string>
#include <string_view>

namespace ptxlint {
namespace canonical {

/// An integer literal: `0x` and `0b` prefixes and hex digits in lower case,
/// the radix and a `U` suffix kept.
void appendInteger(std::string &Out, std::string_view Text);
/// A float literal: `0f`/`0d` in lower case with upper-case hex digits;
/// decimal spellings unchanged.
void appendFloat(std::string &Out, std::string_view Text);

void appendExpr(std::string &Out, const Expr &E);
void appendOperand(std::string &Out, const Operand &Op);

/// `.global`, `.align 8`, `.attribute(.unified(19, 95))`.
void appendQualifier(std::string &Out, const Qualifier &Q);
/// `%r<100>`, `a[2][] = {...}`.
void appendDeclarator(std::string &Out, const Declarator &D);
/// Qualifiers and declarators of a variable, without the `;`.
void appendVariable(std::string &Out, const VariableDecl &V);
void appendParameter(std::string &Out, const ParameterDecl &P);
/// `(a, b)` on one line; `()` when empty.
void appendParameterLine(std::string &Out, const ParameterList &Params);
/// `.pragma "a", "b";`
void appendPragma(std::string &Out, const PragmaDirective &P);
/// `.maxntid 256, 1, 1`, `.noreturn`, `.pragma "nounroll";`.
void appendFunctionAttribute(std::string &Out, const FunctionAttribute &A);

} // namespace canonical
} // namespace ptxlint

#endif // PTXLINT_PRINT_EXPRPRINTER_H
