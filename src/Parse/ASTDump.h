//===- ASTDump.h - A complete, deterministic text form of the AST -*- C++ -*-===//
//
// Every field of every node, ranges included, one node per line. Two trees
// have the same dump exactly when they are the same tree, which is what the
// fast path's equivalence test compares (FastParser.h). A string_view is
// shown with where it points: `@12+5"sm_90"` is the five bytes at offset 12
// of the source, so a view of the right text in the wrong place differs
// too. (The canonical printer is no substitute: it drops ranges and
// normalises spelling.)
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PARSE_ASTDUMP_H
#define PTXLINT_PARSE_ASTDUMP_H

#include "ptxlint/AST.h"

#include <string>
#include <string_view>
#include <vector>

namespace ptxlint {

/// What the dump shows. The default is everything, for comparing two trees
/// of the same text; the printer's round-trip test compares the tree of a
/// text with the tree of its canonical form, which sits elsewhere and may
/// spell literals differently, so it turns both off.
struct DumpOptions {
  /// Show every range and where each string_view points into the source.
  bool Positions = true;
  /// Show numeric literals (any word that starts with a digit) in lower
  /// case: the canonical printer changes the case of radix prefixes and hex
  /// digits on purpose (docs/canonical-ptx.md, "Literals"), and only that.
  bool FoldLiteralCase = false;
};

/// Appends the dump of Item to Out. Source is the buffer the tree points
/// into.
void dumpItem(const TopLevelItem &Item, std::string_view Source,
              std::string &Out, const DumpOptions &Options = {});

/// Appends the dump of Items, then of Comments.
void dumpItems(const std::vector<TopLevelItem> &Items,
               const std::vector<Comment> &Comments, std::string_view Source,
               std::string &Out, const DumpOptions &Options = {});

} // namespace ptxlint

#endif // PTXLINT_PARSE_ASTDUMP_H
