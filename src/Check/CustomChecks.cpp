//===- CustomChecks.cpp - Finding a custom check by name ------------------===//

#include "CustomChecks.h"

using namespace ptxlint;

namespace {
const NamedCheck *findCheck(std::string_view Name) {
  static const CheckTable *const Tables[] = {
      &LoadStoreChecks, &CacheControlChecks, &MovChecks, &MovVectorChecks, &ShuffleChecks,
      &AddressSpaceChecks, &ConvertChecks, &AsyncCopyChecks,
      &TensorCopyChecks, &AsyncStoreChecks};
  for (const CheckTable *Table : Tables)
    for (const NamedCheck *C = Table->Begin; C != Table->End; ++C)
      if (C->Name == Name)
        return C;
  return nullptr;
}
} // namespace

bool ptxlint::hasCustomCheck(std::string_view Name) {
  return findCheck(Name) != nullptr;
}

void ptxlint::runCustomCheck(std::string_view Name, FormMatch &Match,
                             CheckContext &Ctx) {
  if (const NamedCheck *C = findCheck(Name)) {
    C->Run(Match, Ctx);
    return;
  }
  Match.Problems.push_back({DiagID::InvalidInstruction, Match.Inst.Opcode.Range,
                            "internal error: the ISA tables name an unknown "
                            "custom check '" + std::string(Name) + "'"});
}
