//===- CustomChecks.cpp - Finding a custom check by its id ----------------===//
//
// ptx-tblgen numbers the custom checks the .td files name (the sorted list
// isa::customCheckName); a constraint holds its check's number. The code
// for each number is looked up by name in the family tables once, on first
// use; every later use is an index into that array.
//
//===----------------------------------------------------------------------===//

#include "CustomChecks.h"

#include "ISA/ISA.h"

using namespace ptxlint;

namespace {

const CheckTable *const FamilyTables[] = {
    &LoadStoreChecks,    &CacheControlChecks, &MovChecks,
    &MovVectorChecks,    &ShuffleChecks,      &AddressSpaceChecks,
    &TensorCopyChecks};

/// The implementation named Name in the family tables, or null.
CustomCheckFn findByName(std::string_view Name) {
  for (const CheckTable *Table : FamilyTables)
    for (const NamedCheck *C = Table->Begin; C != Table->End; ++C)
      if (C->Name == Name)
        return C->Run;
  return nullptr;
}

/// The code of every check id; null where no family file implements it.
const std::vector<CustomCheckFn> &checksById() {
  static const std::vector<CustomCheckFn> ById = [] {
    std::vector<CustomCheckFn> Result(isa::numCustomChecks());
    for (size_t Id = 0; Id < Result.size(); ++Id)
      Result[Id] = findByName(isa::customCheckName(static_cast<uint16_t>(Id)));
    return Result;
  }();
  return ById;
}

} // namespace

bool ptxlint::hasCustomCheck(std::string_view Name) {
  return findByName(Name) != nullptr;
}

std::vector<std::string_view> ptxlint::unusedCustomChecks() {
  std::vector<std::string_view> Unused;
  for (const CheckTable *Table : FamilyTables)
    for (const NamedCheck *C = Table->Begin; C != Table->End; ++C) {
      bool Named = false;
      for (size_t Id = 0; Id < isa::numCustomChecks() && !Named; ++Id)
        Named = isa::customCheckName(static_cast<uint16_t>(Id)) == C->Name;
      if (!Named)
        Unused.push_back(C->Name);
    }
  return Unused;
}

void ptxlint::runCustomCheck(const isa::ConstraintInfo &C, FormMatch &Match,
                             CheckContext &Ctx) {
  const std::vector<CustomCheckFn> &ById = checksById();
  if (C.CustomCheck < ById.size() && ById[C.CustomCheck]) {
    ById[C.CustomCheck](Match, Ctx);
    return;
  }
  Match.problem(DiagID::InvalidInstruction, Match.Inst.Opcode.Range, [&] {
    return "internal error: the ISA tables name a custom "
           "check no family file implements: '" +
           std::string(C.CustomName) + "'";
  });
}
