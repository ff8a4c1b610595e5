//===- Printer.h - Canonical PTX output ------------------------*- C++ -*-===//
//
// Prints a Module as canonical PTX (docs/canonical-ptx.md): one layout, one
// spelling for each literal, the meaning untouched. Printing the result of
// parsing canonical output gives the same text again.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PRINTER_H
#define PTXLINT_PRINTER_H

#include "ptxlint/AST.h"

#include <ostream>
#include <memory>
#include <string>
#include <vector>

namespace ptxlint {

struct PrintOptions {
  /// Print Module::Comments back in place (they are dropped otherwise).
  bool KeepComments = false;
};

/// Prints modules item by item; used directly when streaming items from
/// parseModuleItems, or through printModule for a whole Module.
class CanonicalPrinter {
public:
  CanonicalPrinter(std::ostream &OS, const PrintOptions &Options = {});
  ~CanonicalPrinter();

  /// Prints one item. With KeepComments, Comments are those that start
  /// after the previous item and before this item ends, in source order;
  /// they are placed before the item or inside it, where they were.
  void printItem(const TopLevelItem &Item,
                 const std::vector<Comment> &Comments = {});
  /// Ends the output, printing comments that follow the last item.
  void finish(const std::vector<Comment> &TrailingComments = {});

private:
  struct Impl;
  std::unique_ptr<Impl> P;
};

void printModule(const Module &M, std::ostream &OS,
                 const PrintOptions &Options = {});
std::string printModuleToString(const Module &M,
                                const PrintOptions &Options = {});

} // namespace ptxlint

#endif // PTXLINT_PRINTER_H
