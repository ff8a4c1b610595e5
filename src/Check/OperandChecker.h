//===- OperandChecker.h - Operands against a form --------------*- C++ -*-===//
#ifndef PTXLINT_CHECK_OPERANDCHECKER_H
#define PTXLINT_CHECK_OPERANDCHECKER_H

#include "ConstantEval.h"
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

/// Whether Written has the shape of Spec's kind (or of one of its
/// alternatives): a predicate or not, a vector or not, an address or not;
/// a register of one of the type classes Spec is matched by; never for a
/// spec of another texture mode than the module's (appliesInModule).
bool fitsShape(const Operand &Written, const isa::OperandInfo &Spec,
               const CheckContext &Ctx);

/// Whether Spec applies in this module: the texture mode its `.target`
/// names may rule an alternative out (OperandSpec WithOption, WithoutOption).
bool appliesInModule(const isa::OperandInfo &Spec, const CheckContext &Ctx);

/// Whether the operand may be left out in this module: Optional, and not
/// made required by a `.target` option (OperandSpec RequiredWith).
bool optionalInModule(const isa::OperandInfo &Spec, const CheckContext &Ctx);

/// Which spec describes each written operand: the required ones in order,
/// optional ones matched by shape (fitsShape); empty when the count is not
/// one the specs allow.
std::vector<const isa::OperandInfo *>
assignOperands(const std::vector<const isa::OperandInfo *> &Expected,
               const NodeList<Operand> &Given, const CheckContext &Ctx);

/// The declared type of a register operand (`%r1`, `%tid.x`), if any; of
/// a register declared as a vector (`.reg .v2 .u32 v`), the type of its
/// elements, whether E is the whole vector `v` or one element `v.x`.
const isa::QualifierInfo *registerType(const Expr &E, const CheckContext &Ctx);

/// The number of elements of E when it names a register declared as a
/// vector without selecting one of them (`v`, not `v.x`); 0 otherwise.
unsigned vectorRegisterLanes(const Expr &E, const CheckContext &Ctx);

} // namespace ptxlint

#endif // PTXLINT_CHECK_OPERANDCHECKER_H
