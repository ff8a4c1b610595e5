//===- LintCacheChecks.cpp - Hints that cannot act, defaults spelt out ----===//
//
// cache-operator-no-effect, cache-hint-no-effect and not-global-address
// (EffectiveSpaces records), target-advisory (AdvisedTargets), and the
// redundant group: redundant-default (DefaultQualifier, DefaultOperand) and
// cvta-round-trip.
//
//===----------------------------------------------------------------------===//

#include "Lint.h"

#include "ConstantEval.h"

#include <cassert>
#include <vector>

using namespace ptxlint;
using namespace ptxlint::lint;

namespace {

bool listed(isa::EntryList<isa::QualifierInfo> List, std::string_view Spelling) {
  for (const isa::QualifierInfo &Q : List)
    if (Q.Spelling == Spelling)
      return true;
  return false;
}

/// The first `[...]` operand of an instruction, or null.
const Operand *firstAddress(const Instruction &I) {
  for (const Operand &O : I.operands())
    if (O.kind() == Operand::Kind::Address)
      return &O;
  return nullptr;
}

/// The warning an EffectiveSpaces record names, looked up once.
DiagID diagnosticOf(const isa::EffectiveSpacesInfo &E) {
  static const std::vector<DiagID> IDs = [] {
    std::vector<DiagID> Result;
    for (const isa::EffectiveSpacesInfo &Record : isa::effectiveSpaces()) {
      std::optional<DiagID> ID = findDiagnostic(Record.Diagnostic);
      assert(ID && "src/ISA/Lint.td names a warning the catalog lacks");
      Result.push_back(ID.value_or(DiagID::CacheHintNoEffect));
    }
    return Result;
  }();
  return IDs[static_cast<size_t>(&E - isa::effectiveSpaces().begin())];
}

/// One EffectiveSpaces record against one instruction.
void checkEffectiveSpaces(const FunctionFacts &F, size_t At,
                          const isa::EffectiveSpacesInfo &E) {
  const LintInstruction &LI = F.Instructions[At];
  DiagID ID = diagnosticOf(E);
  if (!F.enabled(ID))
    return;
  // The qualifiers of the record written, or the instruction itself.
  std::vector<std::pair<std::string, SourceRange>> Written;
  if (E.Qualifiers.Count == 0)
    Written.emplace_back(std::string(LI.opcodeName()), LI.Inst->Opcode.Range);
  for (const isa::QualifierInfo &Q : isa::qualifierList(E.Qualifiers))
    if (const Modifier *M = LI.modifier(Q.Spelling))
      Written.emplace_back(std::string(M->text()), M->Range);
  if (Written.empty())
    return;
  isa::EntryList<isa::QualifierInfo> Spaces = isa::qualifierList(E.Spaces);
  std::string Where;
  if (const Modifier *Space = LI.space()) {
    if (listed(Spaces, Space->text()))
      return;
    Where = "a " + std::string(Space->text()) + " access";
  } else {
    const Operand *Address = firstAddress(*LI.Inst);
    if (!Address)
      return;
    auto [Into, Description] = F.genericTarget(*Address, At);
    if (Into.empty() || listed(Spaces, "." + std::string(Into)))
      return;
    Where = std::move(Description);
  }
  std::string Allowed = listSpellings(Spaces, " and ");
  for (const auto &[What, Range] : Written)
    F.warn(ID, Range, {What, Where, Allowed});
}

/// The AdvisedTargets records the module's target does not meet, and a
/// mark for each qualifier they name: a written qualifier is tested
/// against the mark, not against every record.
class TargetAdvice {
public:
  explicit TargetAdvice(const FunctionFacts &F) : Target(F.Ctx.Target) {
    if (!Target || !F.enabled(DiagID::TargetAdvisory))
      return;
    for (const isa::AdvisedTargetsInfo &A : isa::advisedTargets()) {
      if (isa::targetMeets(*Target, isa::requirement(A.Requirement)))
        continue;
      Unmet.push_back(&A);
      if (Advised.empty())
        Advised.resize(isa::allQualifiers().size());
      for (const isa::QualifierInfo &Q : isa::qualifierList(A.Qualifiers))
        Advised[isa::indexOf(Q)] = true;
    }
  }

  /// target-advisory: a qualifier meant for other targets than the
  /// module's. Two records that name one modifier are reported in the
  /// order of the records.
  void check(const FunctionFacts &F, const LintInstruction &LI) const {
    if (Unmet.empty() || !LI.form())
      return;
    for (const WrittenQualifier &W : LI.written()) {
      const Modifier *Wrote = W.wrote(*LI.Inst);
      if (!Wrote || !Advised[W.Qualifier])
        continue;
      for (const isa::AdvisedTargetsInfo *A : Unmet)
        for (const isa::QualifierInfo &Q : isa::qualifierList(A->Qualifiers))
          if (W.Qualifier == isa::indexOf(Q))
            F.warn(DiagID::TargetAdvisory, Wrote->Range,
                   {Q.Spelling,
                    isa::describeTargets(isa::requirement(A->Requirement)),
                    Target->Name});
    }
  }

private:
  const isa::TargetInfo *Target;
  std::vector<const isa::AdvisedTargetsInfo *> Unmet;
  std::vector<bool> Advised; ///< By qualifier index; empty when Unmet is.
};

/// redundant-default: qualifiers and operands that say what the
/// instruction does anyway.
void checkDefaults(const FunctionFacts &F, const LintInstruction &LI) {
  if (!LI.form())
    return;
  isa::EntryList<isa::SlotInfo> Slots = isa::slotsOf(*LI.form());
  for (const isa::DefaultQualifierInfo &D : isa::defaultQualifiers()) {
    if (!LI.is(isa::opcode(D.Opcode)))
      continue;
    std::string_view Spelling = isa::qualifier(D.Qualifier).Spelling;
    for (const WrittenQualifier &W : LI.written())
      if (const Modifier *Wrote = W.wrote(*LI.Inst);
          Wrote && Slots[W.Slot].NameId == D.SlotName &&
          W.value().Spelling == Spelling)
        F.warn(DiagID::RedundantDefault, Wrote->Range,
               {Spelling, D.Slot, LI.opcodeName()});
  }
  for (const isa::DefaultOperandInfo &D : isa::defaultOperands()) {
    const Operand *O = LI.operand(D.Operand);
    if (!O || O->kind() != Operand::Kind::Expression ||
        !isConstant(*O->value()))
      continue;
    std::optional<double> Value = evaluateFloat(*O->value());
    if (Value && *Value == D.Value)
      F.warn(DiagID::RedundantDefault, O->range(),
             {F.text(O->range()), isa::operandSpec(D.Operand).Name,
              LI.opcodeName()});
  }
}

/// `.shared::cta` and `.shared` name the same window.
std::string_view windowOf(const Modifier *Space) {
  if (!Space)
    return {};
  std::string_view Text = Space->text();
  return Text == ".shared::cta" ? ".shared" : Text;
}

/// cvta-round-trip: `cvta.to.X` of a `cvta.X` result, or the other way.
void checkCvtaRoundTrip(const FunctionFacts &F, size_t At) {
  const LintInstruction &LI = F.Instructions[At];
  if (LI.opcodeName() != "cvta" || LI.Inst->operands().size() != 2 ||
      LI.Inst->operands()[1].kind() != Operand::Kind::Expression ||
      LI.Inst->operands()[1].value()->K != Expr::Kind::Symbol)
    return;
  const LintInstruction *W =
      F.onlyWriter(LI.Inst->operands()[1].value()->text(), At);
  if (!W || W->opcodeName() != "cvta" || W->Inst->operands().size() != 2 ||
      !LI.space() || windowOf(LI.space()) != windowOf(W->space()) ||
      !LI.modifier(".to") == !W->modifier(".to"))
    return;
  F.warn(DiagID::CvtaRoundTrip, LI.Inst->Range,
         {LI.mnemonic(), W->mnemonic(), F.Ctx.position(W->Inst->Range),
          F.text(W->Inst->operands()[1].range())});
}

} // namespace

void lint::lintCacheHints(const FunctionFacts &F) {
  TargetAdvice Advice(F);
  for (size_t At = 0; At < F.Instructions.size(); ++At) {
    F.prefetchAhead(At);
    const LintInstruction &LI = F.Instructions[At];
    if (!LI.clean() || !LI.op())
      continue;
    uint16_t OpIndex = LI.opIndex();
    for (const isa::EffectiveSpacesInfo &E : isa::effectiveSpaces())
      if (E.Opcode == OpIndex)
        checkEffectiveSpaces(F, At, E);
    Advice.check(F, LI);
  }
}

void lint::lintRedundant(const FunctionFacts &F) {
  bool Defaults = F.enabled(DiagID::RedundantDefault);
  bool RoundTrips = F.enabled(DiagID::CvtaRoundTrip);
  if (!Defaults && !RoundTrips)
    return;
  for (size_t At = 0; At < F.Instructions.size(); ++At) {
    F.prefetchAhead(At);
    const LintInstruction &LI = F.Instructions[At];
    if (!LI.clean() || !LI.op())
      continue;
    if (Defaults)
      checkDefaults(F, LI);
    if (RoundTrips)
      checkCvtaRoundTrip(F, At);
  }
}
