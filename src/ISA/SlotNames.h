//===- SlotNames.h - The slot names of the forms, as constants -*- C++ -*-===//
//
// C++ that asks a match for the qualifier of a slot names the slot with one
// of these constants (emitted by ptx-tblgen from the Slot records:
// "cache operator" is isa::slots::CacheOperator), not with its text. A slot
// renamed in the .td then renames its constant, and code still using the
// old one is a build error rather than a lookup that finds nothing.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ISA_SLOTNAMES_H
#define PTXLINT_ISA_SLOTNAMES_H

#include "ISATables.h"

namespace ptxlint::isa::slots {
#include "ISASlotNames.inc"
} // namespace ptxlint::isa::slots

#endif // PTXLINT_ISA_SLOTNAMES_H
