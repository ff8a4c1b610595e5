//===- InstructionFacts.cpp - Sync.td's facts, matched to an instruction --===//

#include "InstructionFacts.h"

using namespace ptxlint;
using namespace ptxlint::analysis;

namespace {
bool writesAny(const Instruction &I, isa::IndexRange Qualifiers) {
  for (const isa::QualifierInfo &Q : isa::qualifierList(Qualifiers))
    for (const Modifier &M : I.modifiers())
      if (M.text() == Q.Spelling)
        return true;
  return false;
}
} // namespace

bool analysis::applies(const isa::SyncFactInfo &F, const Instruction &I) {
  if (F.When.Count && !writesAny(I, F.When))
    return false;
  return !F.Unless.Count || !writesAny(I, F.Unless);
}

uint32_t analysis::kindsOf(const InstructionSource &Source, size_t At,
                           uint32_t Wanted) {
  uint16_t Op = Source.opcode(At);
  if (Op == NoOpcode)
    return 0;
  uint32_t Kinds = 0;
  for (const isa::SyncFactInfo &F : isa::syncFactsOf(Op)) {
    uint32_t Bit = kindBit(F.Kind);
    // Matching the qualifiers is the cost: only for a kind still open.
    if ((Wanted & Bit) && !(Kinds & Bit) && applies(F, Source.instruction(At)))
      Kinds |= Bit;
  }
  return Kinds;
}

const isa::SyncFactInfo *analysis::factOf(const InstructionSource &Source,
                                          size_t At, isa::SyncFactKind Kind) {
  const isa::SyncFactInfo *Found = nullptr;
  forEachFact(Source, At, Kind, [&](const isa::SyncFactInfo &F) {
    if (!Found)
      Found = &F;
  });
  return Found;
}

bool analysis::writesFirstOperand(const InstructionSource &Source, size_t At) {
  NodeList<Operand> Operands = Source.instruction(At).operands();
  if (Operands.empty() || Operands[0].kind() == Operand::Kind::Address)
    return false;
  return !factOf(Source, At, isa::SyncFactKind::NoResult);
}

bool analysis::isSpecialRegister(std::string_view Name) {
  return !Name.empty() && (Name[0] == '%' || Name == "WARP_SZ") &&
         isa::findSpecialRegister(Name);
}
