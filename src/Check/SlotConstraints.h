//===- SlotConstraints.h - Constraints between written qualifiers -*- C++ -*-===//
//
// The constraints of Base.td that relate the qualifiers placed in a form's
// slots, checked by qualifier record (index) and, where a constraint names
// slots, in those slots only.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_SLOTCONSTRAINTS_H
#define PTXLINT_CHECK_SLOTCONSTRAINTS_H

#include "InstructionChecker.h"

namespace ptxlint {

/// Checks C, the constraint of M's form at the position whose slots are
/// Slots, adding to M's problems. Returns false for a kind it does not
/// check (custom checks, removals, requirements).
bool checkSlotConstraint(FormMatch &M, const isa::ConstraintInfo &C,
                         isa::ConstraintSlots Slots);

/// Reports the requirements of the combinations written (RequiresWith:
/// "'.sys' with '.b128'"), for the form finally chosen.
void checkCombinationRequirements(const FormMatch &M, CheckContext &Ctx);

} // namespace ptxlint

#endif // PTXLINT_CHECK_SLOTCONSTRAINTS_H
