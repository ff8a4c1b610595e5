//===- SlotConstraints.cpp - Constraints between written qualifiers -------===//
//
// The data constraints of a form (Base.td: Excludes, NeedsOneOf,
// OnlyInSpaces, RequiresWith, OnlyWith, SameValue, NotAllowed), checked
// against the qualifiers a FormMatch placed in its slots. Qualifiers are
// compared by record (a pointer into the Qualifiers table, which is its
// index), never by spelling; a constraint that names a slot looks at that
// slot only, so `.f16` as one slot's value and `.f16` as another's are
// different facts. The engine knows no opcode and no spelling: every word
// of a message comes from the records.
//
//===----------------------------------------------------------------------===//

#include "SlotConstraints.h"

using namespace ptxlint;
using namespace ptxlint::isa;

namespace {

/// The modifier that wrote Q into slot Slot (AnySlot: into any slot), or
/// null.
const Modifier *writtenAs(const FormMatch &M, const QualifierInfo &Q,
                          uint8_t Slot) {
  if (Slot != AnySlot)
    return M.SlotValues[Slot] == &Q ? M.SlotModifiers[Slot] : nullptr;
  for (size_t S = 0; S < M.SlotValues.size(); ++S)
    if (M.SlotValues[S] == &Q)
      return M.SlotModifiers[S];
  return nullptr;
}

bool anyWritten(const FormMatch &M, EntryList<QualifierInfo> List,
                uint8_t Slot) {
  for (const QualifierInfo &Q : List)
    if (writtenAs(M, Q, Slot))
      return true;
  return false;
}

bool listed(EntryList<QualifierInfo> List, const QualifierInfo *Q) {
  for (const QualifierInfo &Entry : List)
    if (&Entry == Q)
      return true;
  return false;
}

/// Whether C applies to what was written: When is empty or met.
bool applies(const FormMatch &M, const ConstraintInfo &C,
             ConstraintSlots Slots) {
  return C.When.Count == 0 || anyWritten(M, whenOf(C), Slots.When);
}

/// "the type " for a constraint narrowed to the slot "type"; "" otherwise.
std::string slotPhrase(std::string_view SlotName) {
  return SlotName.empty() ? std::string() : "the " + std::string(SlotName) + " ";
}

/// Adds the problem whose message Text builds (only when M explains), with
/// the constraint's reason after it.
template <typename TextFn>
void report(FormMatch &M, const ConstraintInfo &C, DiagID ID, SourceRange Where,
            TextFn &&Text) {
  M.problem(ID, Where, [&] {
    std::string Message = Text();
    if (!C.Why.empty())
      Message += "; " + std::string(C.Why);
    return Message;
  });
}

void checkExcludes(FormMatch &M, const ConstraintInfo &C, ConstraintSlots S) {
  for (const QualifierInfo &A : firstOf(C)) {
    const Modifier *First = writtenAs(M, A, S.First);
    if (!First)
      continue;
    for (const QualifierInfo &B : secondOf(C))
      if (const Modifier *Second = writtenAs(M, B, S.Second))
        if (Second != First)
          report(M, C, DiagID::QualifierConflict, Second->Range, [&] {
            return quoted(B.Spelling) + " cannot be combined with " +
                   quoted(A.Spelling);
          });
  }
}

void checkNeeds(FormMatch &M, const ConstraintInfo &C, ConstraintSlots S) {
  if (anyWritten(M, secondOf(C), S.Second))
    return;
  for (const QualifierInfo &A : firstOf(C))
    if (const Modifier *Written = writtenAs(M, A, S.First))
      report(M, C, DiagID::QualifierNeeds, Written->Range, [&] {
        return quoted(A.Spelling) + " requires " + slotPhrase(C.SecondSlot) +
               listSpellings(secondOf(C));
      });
}

void checkSpaces(FormMatch &M, const ConstraintInfo &C, ConstraintSlots S) {
  const QualifierInfo *Space = M.space();
  bool Allowed = Space ? listed(secondOf(C), Space) : C.AllowGeneric;
  if (Allowed)
    return;
  for (const QualifierInfo &A : firstOf(C)) {
    const Modifier *Written = writtenAs(M, A, S.First);
    if (!Written)
      continue;
    report(M, C, DiagID::QualifierSpace, Written->Range, [&] {
      std::string Wanted = listSpellings(secondOf(C));
      if (C.AllowGeneric) {
        // ".global or .local" -> ".global, .local or a generic address".
        size_t Or = Wanted.rfind(" or ");
        if (Or != std::string::npos)
          Wanted.replace(Or, 4, ", ");
        Wanted +=
            Wanted.empty() ? "a generic address" : " or a generic address";
      }
      return quoted(A.Spelling) + " cannot be used with " +
             (Space ? quoted(Space->Spelling)
                    : std::string("a generic address")) +
             "; it needs " + Wanted;
    });
  }
}

void checkOnlyWith(FormMatch &M, const ConstraintInfo &C, ConstraintSlots S) {
  const QualifierInfo *Value = M.SlotValues[S.Second];
  if (listed(secondOf(C), Value) || (!Value && C.AllowEmpty))
    return;
  for (const QualifierInfo &A : firstOf(C))
    if (const Modifier *Written = writtenAs(M, A, S.First)) {
      // A long list says less than the word it refuses.
      if (Value && secondOf(C).size() > 10)
        report(M, C, DiagID::QualifierConflict, Written->Range, [&] {
          return quoted(A.Spelling) + " does not take " +
                 slotPhrase(C.SecondSlot) + quoted(Value->Spelling);
        });
      else
        report(M, C, DiagID::QualifierConflict, Written->Range, [&] {
          return quoted(A.Spelling) + " takes only " +
                 slotPhrase(C.SecondSlot) + listSpellings(secondOf(C)) +
                 (Value ? ", not " + quoted(Value->Spelling)
                        : std::string(", and none is written"));
        });
    }
}

void checkSameValue(FormMatch &M, const ConstraintInfo &C, ConstraintSlots S) {
  const QualifierInfo *A = M.SlotValues[S.First];
  const QualifierInfo *B = M.SlotValues[S.Second];
  if (!A || !B || A == B)
    return;
  report(M, C, DiagID::QualifierConflict, M.SlotModifiers[S.Second]->Range,
         [&] {
           return "the " + std::string(C.SecondSlot) + " " +
                  quoted(B->Spelling) + " must be the " +
                  std::string(C.FirstSlot) + " " + quoted(A->Spelling);
         });
}

void checkInOrder(FormMatch &M, const ConstraintInfo &C, ConstraintSlots S) {
  const Modifier *A = M.SlotModifiers[S.First];
  const Modifier *B = M.SlotModifiers[S.Second];
  if (!A || !B || A->Range.Begin < B->Range.Begin)
    return;
  report(M, C, DiagID::QualifierOrder, B->Range, [&] {
    return "the " + std::string(C.FirstSlot) + " comes before the " +
           std::string(C.SecondSlot) + ": write " +
           quoted(std::string(A->text()) + std::string(B->text()));
  });
}

void checkNotAllowed(FormMatch &M, const ConstraintInfo &C, ConstraintSlots S) {
  for (const QualifierInfo &A : firstOf(C))
    if (const Modifier *Written = writtenAs(M, A, S.First))
      report(M, C, DiagID::QualifierNotAllowed, Written->Range, [&] {
        return quoted(M.opcodeName()) + " does not take " + quoted(A.Spelling);
      });
}

} // namespace

bool ptxlint::checkSlotConstraint(FormMatch &M, const ConstraintInfo &C,
                                  ConstraintSlots Slots) {
  switch (C.Kind) {
  case ConstraintKind::Excludes:
  case ConstraintKind::Needs:
  case ConstraintKind::Spaces:
  case ConstraintKind::OnlyWith:
  case ConstraintKind::SameValue:
  case ConstraintKind::NotAllowed:
  case ConstraintKind::InOrder:
    break;
  default:
    return false;
  }
  if (!applies(M, C, Slots))
    return true;
  switch (C.Kind) {
  case ConstraintKind::Excludes: checkExcludes(M, C, Slots); break;
  case ConstraintKind::Needs: checkNeeds(M, C, Slots); break;
  case ConstraintKind::Spaces: checkSpaces(M, C, Slots); break;
  case ConstraintKind::OnlyWith: checkOnlyWith(M, C, Slots); break;
  case ConstraintKind::SameValue: checkSameValue(M, C, Slots); break;
  case ConstraintKind::InOrder: checkInOrder(M, C, Slots); break;
  default: checkNotAllowed(M, C, Slots); break;
  }
  return true;
}

void ptxlint::checkCombinationRequirements(const FormMatch &M,
                                           CheckContext &Ctx) {
  EntryList<ConstraintInfo> Constraints = constraintsOf(M.Form);
  for (size_t N = 0; N < Constraints.size(); ++N) {
    const ConstraintInfo &C = Constraints[N];
    if (C.Kind != ConstraintKind::RequiresWith)
      continue;
    ConstraintSlots S = constraintSlotsOf(M.Form, N);
    if (!applies(M, C, S))
      continue;
    for (const QualifierInfo &A : firstOf(C))
      if (const Modifier *First = writtenAs(M, A, S.First))
        for (const QualifierInfo &B : secondOf(C))
          if (const Modifier *Second = writtenAs(M, B, S.Second))
            Ctx.checkRequirement(requirement(C.Requirement),
                                 std::string(A.Spelling) + "' with '" +
                                     std::string(B.Spelling),
                                 First->Range.merge(Second->Range));
  }
}
