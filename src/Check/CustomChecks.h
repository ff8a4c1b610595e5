//===- CustomChecks.h - Rules that are not data ----------------*- C++ -*-===//
//
// A form names the custom checks it needs (`CustomCheck<"name", ...>` in
// the .td files); this is where the names meet the code. Each instruction
// family keeps its checks in its own file (LoadStoreChecks.cpp, ...) as a
// CheckTable, and CustomChecks.cpp lists the tables.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_CUSTOMCHECKS_H
#define PTXLINT_CHECK_CUSTOMCHECKS_H

#include "InstructionChecker.h"

namespace ptxlint {

using CustomCheckFn = void (*)(FormMatch &, CheckContext &);

struct NamedCheck {
  std::string_view Name;
  CustomCheckFn Run;
};

struct CheckTable {
  const NamedCheck *Begin;
  const NamedCheck *End;
};

template <size_t N> constexpr CheckTable makeCheckTable(const NamedCheck (&Checks)[N]) {
  return {Checks, Checks + N};
}

// One table per family file. The tables are read once, to give each check
// id the tables name (ConstraintInfo::CustomCheck, emitted by ptx-tblgen)
// its code; after that a check is found by an array index.
extern const CheckTable LoadStoreChecks;
extern const CheckTable CacheControlChecks;
extern const CheckTable MovChecks;
extern const CheckTable MovVectorChecks;
extern const CheckTable ShuffleChecks;
extern const CheckTable AddressSpaceChecks;
extern const CheckTable TensorCopyChecks;

/// Whether a custom check of this name is implemented.
bool hasCustomCheck(std::string_view Name);

/// The names of implemented checks that no form of the tables names: dead
/// code, or a name misspelt on one side (ModelConsistencyTest).
std::vector<std::string_view> unusedCustomChecks();

/// Runs the custom check of constraint C on a match, adding to its
/// problems. A check the tables name but no family file implements is
/// itself reported, so it cannot pass silently (and ModelConsistencyTest
/// fails on it).
void runCustomCheck(const isa::ConstraintInfo &C, FormMatch &Match,
                    CheckContext &Ctx);

} // namespace ptxlint

#endif // PTXLINT_CHECK_CUSTOMCHECKS_H
