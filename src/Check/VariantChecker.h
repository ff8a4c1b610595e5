//===- VariantChecker.h - A form's variant table ----------------*- C++ -*-===//
//
// The variant step of matching a form: the written key tuple against the
// form's Variant rows (Base.td), with the chosen row left in FormMatch::Row.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_VARIANTCHECKER_H
#define PTXLINT_CHECK_VARIANTCHECKER_H

#include "InstructionChecker.h"

namespace ptxlint {

/// Checks M against its form's variant table, if it has one: records the
/// row that fits (or the closest, explained in M.Problems) in M.Row, and
/// the row's requirement in M.Requirements.
void checkVariants(FormMatch &M, CheckContext &Ctx);

/// Whether M's form has a variant table with no row for the key tuple
/// written, or only a row that refuses it: checkVariants then reports a
/// problem whatever the operands, so the qualifiers alone rule the form
/// out (what InstructionChecker remembers per spelling).
bool variantTupleRefused(const FormMatch &M);

} // namespace ptxlint

#endif // PTXLINT_CHECK_VARIANTCHECKER_H
