//===- InstructionChecker.h - One instruction against its forms -*- C++ -*-===//
//
// Resolves the opcode in the registry, then matches the qualifiers and
// operands against each of the opcode's forms. The instruction is legal if
// a form accepts it; otherwise the problems of the closest form are
// reported, all of them, as ptxas reports every problem of a line.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_INSTRUCTIONCHECKER_H
#define PTXLINT_CHECK_INSTRUCTIONCHECKER_H

#include "CheckContext.h"

#include "ISA/SlotNames.h"

#include "ptxlint/AST.h"

#include <optional>

namespace ptxlint {


/// The registered opcode I names: its opcode and as many of its modifiers
/// as the longest registered name covers.
isa::SpelledOpcode resolveOpcode(const Instruction &I);

/// Reports the label E used as a value in an operand of Op, which takes
/// none (Opcodes.td: LabelsAllowed).
void reportLabelOperand(const Expr &E, const isa::OpcodeInfo &Op,
                        CheckContext &Ctx);

/// A problem found while matching an instruction to a form; reported only
/// for the form that is finally chosen. While forms are compared its
/// Message is empty (FormMatch::Explain).
struct Problem {
  DiagID ID;
  SourceRange Range;
  std::string Message;
  /// Edits that certainly fix the problem (a misspelt qualifier's
  /// correction, a repeat's removal); reported with it.
  std::vector<FixIt> FixIts = {};
};

/// What a form's custom checks get to look at.
struct FormMatch {
  const Instruction &Inst;
  const isa::FormInfo &Form;
  /// The qualifier written for each slot of the form (null: none), and the
  /// modifier that wrote it.
  std::vector<const isa::QualifierInfo *> SlotValues;
  std::vector<const Modifier *> SlotModifiers;
  /// Operand i of the instruction is described by OperandSpecs[i] (null
  /// when there are more operands than the form has).
  std::vector<const isa::OperandInfo *> OperandSpecs;
  std::vector<Problem> Problems;
  /// Requirements a custom check found for what was written (a
  /// conversion's own, "'cvt.rn.bf16.u8' requires sm_90"): checked like the
  /// qualifiers' requirements, for the form finally chosen only.
  struct Requirement {
    const isa::RequirementInfo *Req;
    std::string Feature;
    SourceRange Where;
  };
  std::vector<Requirement> Requirements;
  /// The form's Variant row that fits what is written (or, when none
  /// does, the closest); null for a form without variants.
  const isa::VariantInfo *Row = nullptr;
  /// The form takes fewer or more operands than were written: on a tie in
  /// problems, a form that takes them as written explains them better.
  bool OperandsMiscounted = false;

  /// Whether problems get their message text and fix-its. Forms are
  /// compared with it false: a problem then carries its ID and range, and
  /// counts, but no text; the form that is reported is matched again with
  /// it true (docs/isa-model.md, "Checker mechanics").
  bool Explain = true;

  /// Warnings the form's checks found: reported with the form chosen, but
  /// not counted against it (the instruction is valid; ptxas warns).
  std::vector<Problem> Warnings = {};
  void warning(DiagID ID, SourceRange Range, std::string Message) {
    Warnings.push_back({ID, Range, std::move(Message)});
  }

  /// Adds a problem at Range; Text, a callable returning its message, is
  /// called only when Explain. Returns the problem, for fix-its (which are
  /// worth adding only when Explain).
  template <typename TextFn>
  Problem &problem(DiagID ID, SourceRange Range, TextFn &&Text) {
    Problems.push_back(
        {ID, Range, Explain ? std::string(Text()) : std::string()});
    return Problems.back();
  }

  /// The qualifier written for a slot, named by its constant
  /// (isa::slots::Type, from ISA/SlotNames.h; there is no lookup by text,
  /// so that a renamed slot fails to build), or null.
  const isa::QualifierInfo *valueOf(isa::SlotId Slot) const;
  /// The modifier that wrote the qualifier of that slot, or null.
  const Modifier *modifierOf(isa::SlotId Slot) const;
  /// Whether a qualifier with this spelling was written.
  bool has(std::string_view Spelling) const;
  /// Whether the qualifier Q was written.
  bool has(const isa::QualifierInfo &Q) const;
  /// The state space qualifier written, or null for a generic address.
  const isa::QualifierInfo *space() const;
  /// The vector qualifier written, or null.
  const isa::QualifierInfo *vector() const;
  /// The modifier that wrote a qualifier with this spelling, or null.
  const Modifier *modifierFor(std::string_view Spelling) const;
  /// The modifier that wrote the qualifier Q, or null.
  const Modifier *modifierFor(const isa::QualifierInfo &Q) const;
  /// The instruction's registered name, for messages: `cp.async.bulk`,
  /// where Inst.Opcode is only `cp`.
  std::string_view opcodeName() const;

  /// The operand written for the form's operand spec SpecIndex (its
  /// isa::indexOf), as the operand checker assigned them (optional operands
  /// by shape), without parentheses; null when none is written for it.
  const Operand *operandFor(uint16_t SpecIndex) const;
};

/// Checks I, whose registered opcode is Resolved (resolveOpcode). The
/// names in its operands are checked before, by BodyChecker, with one
/// lookup each: undeclared names, labels as values (reportLabelOperand)
/// and the requirements of special registers. Returns the form I fits
/// without a problem, for the lint pass; nothing if it fits none (or the
/// opcode has no forms).
std::optional<FormMatch> checkInstruction(const Instruction &I,
                                          const isa::SpelledOpcode &Resolved,
                                          CheckContext &Ctx);

} // namespace ptxlint

#endif // PTXLINT_CHECK_INSTRUCTIONCHECKER_H
