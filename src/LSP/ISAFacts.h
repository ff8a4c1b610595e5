//===- ISAFacts.h - What an opcode or qualifier needs ----------*- C++ -*-===//
//
// Hover and completion say what the ISA tables say: the PTX version and
// targets an opcode, form or qualifier needs, and whether the module's
// .version and .target (or the settings') have them. Nothing here knows a
// PTX spelling; every fact comes from the records (src/ISA/*.td).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LSP_ISAFACTS_H
#define PTXLINT_LSP_ISAFACTS_H

#include "Analysis.h"

#include "ISA/ISA.h"

#include <optional>
#include <string>
#include <vector>

namespace ptxlint::lsp {

/// The strictest of several requirements: the newest version, the highest
/// SM, and the named targets of the one that names some.
struct Needs {
  isa::RequirementInfo Req{};

  void add(const isa::RequirementInfo &R);
  /// "PTX 7.4, sm_80 or later".
  std::string describe() const;
};

/// The .version and targets a module is checked for.
struct ModuleTargets {
  std::optional<isa::Version> PTXVersion;
  std::vector<const isa::TargetInfo *> Targets;

  /// Whether every target (and the version) has what N asks for; true
  /// when the module says nothing to judge by.
  bool meet(const Needs &N) const;
  /// "PTX 8.5, sm_90a".
  std::string describe() const;
};

ModuleTargets moduleTargetsOf(const Analysis &A);

/// The registry entry an instruction names and how many modifiers its
/// name takes (`cp.async.bulk.tensor`: three).
isa::SpelledOpcode spelledOpcodeOf(const Instruction &I);

/// One qualifier that may follow an opcode, with the least any of the
/// opcode's forms needs for it and the slots it fills.
struct QualifierChoice {
  const isa::QualifierInfo *Qualifier;
  Needs Least;
  std::vector<std::string> Slots;
};
std::vector<QualifierChoice> qualifiersOf(const isa::OpcodeInfo &Op);

} // namespace ptxlint::lsp

#endif // PTXLINT_LSP_ISAFACTS_H
