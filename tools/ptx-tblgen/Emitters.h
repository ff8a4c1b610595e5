//===- Emitters.h - The backends of ptx-tblgen -----------------*- C++ -*-===//
#ifndef PTXLINT_TBLGEN_EMITTERS_H
#define PTXLINT_TBLGEN_EMITTERS_H

namespace llvm {
class RecordKeeper;
class raw_ostream;
} // namespace llvm

namespace ptxlint::tblgen {

/// ISATables.inc: constant arrays in the shape of src/ISA/ISATables.h.
void emitISATables(llvm::RecordKeeper &Records, llvm::raw_ostream &OS);

/// ISASlotNames.inc: a constant per slot name (src/ISA/SlotNames.h).
void emitISASlotNames(llvm::RecordKeeper &Records, llvm::raw_ostream &OS);

/// docs/isa-support.md: every opcode, form and qualifier with what it needs.
void emitISADocs(llvm::RecordKeeper &Records, llvm::raw_ostream &OS);

/// DiagnosticKinds.inc: DIAG_GROUP and DIAG X-macros of the catalog.
void emitDiagnosticKinds(llvm::RecordKeeper &Records, llvm::raw_ostream &OS);

/// docs/diagnostics.md: every diagnostic with its group and documentation.
void emitDiagnosticDocs(llvm::RecordKeeper &Records, llvm::raw_ostream &OS);

/// SASSTables.inc: the SASS cache-control tables (src/SASS/*.td) in the
/// shape of src/SASS/SASSTables.h.
void emitSASSTables(llvm::RecordKeeper &Records, llvm::raw_ostream &OS);

} // namespace ptxlint::tblgen

#endif // PTXLINT_TBLGEN_EMITTERS_H
