//===- Checker.h - Checking a module against the PTX ISA -------*- C++ -*-===//
//
// Tells, for every directive and instruction, whether ptxas would accept it
// for the module's `.version` and `.target`, and why not. All ISA facts come
// from the TableGen tables (src/ISA/*.td).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECKER_H
#define PTXLINT_CHECKER_H

#include "ptxlint/AST.h"

#include <memory>

namespace ptxlint {

class DiagnosticEngine;
class SourceFile;

struct CheckOptions {};

/// Checks a module item by item, so that it can follow parseModuleItems
/// without the whole tree in memory. Items must come in source order.
class ModuleChecker {
public:
  ModuleChecker(const SourceFile &Source, DiagnosticEngine &Diags,
                const CheckOptions &Options = {});
  ~ModuleChecker();

  void checkItem(const TopLevelItem &Item);
  /// Reports what only the end of the module can show (a missing .target).
  void finish();

private:
  struct Impl;
  std::unique_ptr<Impl> P;
};

void checkModule(const Module &M, const SourceFile &Source,
                 DiagnosticEngine &Diags, const CheckOptions &Options = {});

/// Checks a module that was parsed into Diags, as ptxas does: when the
/// parse found syntax errors, only what comes before the first of them is
/// checked further. Past a syntax error the tree lacks what the error
/// damaged, so checks there would mostly report its echoes (a declaration
/// lost to an error makes every later use "unknown").
void checkParsedModule(const Module &M, const SourceFile &Source,
                       DiagnosticEngine &Diags,
                       const CheckOptions &Options = {});

} // namespace ptxlint

#endif // PTXLINT_CHECKER_H
