//===- DebugLocations.h - Module-wide rules of .loc ------------*- C++ -*-===//
//
// Two rules of `.loc ..., function_name label, inlined_at file line column`
// reach across functions, so they are checked on the thread that reads the
// module in order, not with each body:
//
//  - the inlined_at location must be one an earlier `.loc` gave;
//  - the label must be defined in a `.section`, anywhere in the module.
//
// Whether the module's .version has the two attributes at all is asked
// here too, per .loc.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_DEBUGLOCATIONS_H
#define PTXLINT_CHECK_DEBUGLOCATIONS_H

#include "CheckContext.h"

#include "ptxlint/AST.h"

#include <string_view>
#include <unordered_set>
#include <vector>

namespace ptxlint {

class DebugLocationChecker {
public:
  explicit DebugLocationChecker(CheckContext &Ctx) : Ctx(Ctx) {}

  /// Checks the `.loc` directives of a function body, nested scopes
  /// included, in source order.
  void checkBody(const Block &Body);
  /// Records the labels of a `.section`.
  void noteSection(const SectionDirective &Section);
  /// Reports the function_name labels no `.section` defined.
  void finish();

private:
  struct Location {
    uint64_t File, Line, Column;
    bool operator==(const Location &O) const {
      return File == O.File && Line == O.Line && Column == O.Column;
    }
  };
  struct LocationHash {
    size_t operator()(const Location &L) const;
  };

  void checkLoc(const LocDirective &Loc);

  CheckContext &Ctx;
  std::unordered_set<Location, LocationHash> Seen;
  std::unordered_set<std::string_view> SectionLabels;
  /// Each label function_name named, with where it was first named, in
  /// source order.
  std::vector<Token> NamedLabels;
  std::unordered_set<std::string_view> Named;
};

} // namespace ptxlint

#endif // PTXLINT_CHECK_DEBUGLOCATIONS_H
