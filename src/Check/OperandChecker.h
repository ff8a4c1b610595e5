//===- OperandChecker.h - Operands against a form --------------*- C++ -*-===//
#ifndef PTXLINT_CHECK_OPERANDCHECKER_H
#define PTXLINT_CHECK_OPERANDCHECKER_H

#include "InstructionChecker.h"

namespace ptxlint {

/// Checks the number, kinds, register types and immediate ranges of the
/// instruction's operands against the form, filling Match.OperandSpecs.
void checkOperands(FormMatch &Match, CheckContext &Ctx);

/// The operand inside a parenthesized single operand (`(128)`), else O.
const Operand &withoutParentheses(const Operand &O);

/// The operand specs the form expects for the qualifiers written, in order:
/// those without PresentWith, and those whose qualifier was written.
std::vector<const isa::OperandInfo *> expectedOperands(const FormMatch &Match);

/// The declared type of a register operand (`%r1`, `%tid.x`), if any.
const isa::QualifierInfo *registerType(const Expr &E, const CheckContext &Ctx);

} // namespace ptxlint

#endif // PTXLINT_CHECK_OPERANDCHECKER_H
