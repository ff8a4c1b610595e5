//===- Floor.h - The oldest toolkit that takes a module --------*- C++ -*-===//
//
// `ptx-lint --min-cuda`: the question behind "the provided PTX was compiled
// with an unsupported toolchain". A driver JIT-compiles PTX up to the PTX
// ISA version its CUDA release knows, and a toolkit's ptxas accepts the
// same versions; so a module that declares a newer .version than it needs
// runs on fewer machines than it could. findFloor answers, for a module
// without errors:
//
// - the oldest CUDA release whose ptxas accepts the file as written (the
//   first that knows its .version, or a later one where an older release
//   refused something in it: `--cuda` for each), and that release's
//   driver branch;
// - the lowest .version the module could declare, found by checking it as
//   if it declared each (--ptx-version), the release that first accepts
//   the module with that version, and the lines that set it: what checking
//   one version lower reports.
//
//   ptxlint::FloorReport F = ptxlint::findFloor(*Source, Options);
//   if (F.Checked) use(F.AsWritten.Release, F.Lowest.Version, F.Lowest.Why);
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_FLOOR_H
#define PTXLINT_FLOOR_H

#include "ptxlint/Diagnostic.h"
#include "ptxlint/Lint.h"
#include "ptxlint/SourceFile.h"

#include <string>
#include <vector>

namespace ptxlint {

/// One floor: a .version, the oldest CUDA release that takes the module
/// with it, and why no older one does.
struct FloorStep {
  std::string Version; ///< The .version: "7.4".
  /// The oldest release whose ptxas accepts the module with Version
  /// ("11.4"); empty when none ptx-lint models does.
  std::string Release;
  std::string Driver; ///< Release's driver branch ("r470"), or empty.
  /// Why nothing older will do: the errors of the next older release (or
  /// version). Empty when the .version alone decides (the first release
  /// that knows it takes the module).
  std::vector<Diagnostic> Why;
};

struct FloorReport {
  /// Whether a floor was found: false when the module has errors of its
  /// own (in Errors), or declares no .version ptx-lint knows.
  bool Checked = false;
  std::vector<Diagnostic> Errors;
  /// The .version the module declares and where.
  std::string DeclaredVersion;
  SourceRange DeclaredAt;
  /// The module as written.
  FloorStep AsWritten;
  /// The lowest .version it could declare instead. Why holds what checking
  /// it as one version lower reports: the lines that need this one (or the
  /// .target, when the target sets it).
  FloorStep Lowest;
};

/// The floor of Source under Options (its targets: at most one, else the
/// module's own; warning options and suppressions apply to Errors; the
/// PTX version and CUDA releases of Options are ignored).
FloorReport findFloor(const SourceFile &Source, const LintOptions &Options);

} // namespace ptxlint

#endif // PTXLINT_FLOOR_H
