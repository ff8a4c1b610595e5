//===- ConstantEval.h - Integer constant expressions -----------*- C++ -*-===//
#ifndef PTXLINT_CHECK_CONSTANTEVAL_H
#define PTXLINT_CHECK_CONSTANTEVAL_H

#include "ptxlint/AST.h"

#include <optional>

namespace ptxlint {

/// The value of an integer constant expression (ISA 4.5.4) in 64-bit two's
/// complement, or nothing if it names a symbol, uses a float or divides by
/// zero.
std::optional<int64_t> evaluateInteger(const Expr &E);

/// Whether E is a constant (integer or floating point) rather than a
/// reference to a register, variable or label.
bool isConstant(const Expr &E);

} // namespace ptxlint

#endif // PTXLINT_CHECK_CONSTANTEVAL_H
