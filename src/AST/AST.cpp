//===- AST.cpp ------------------------------------------------------------===//

#include "ptxlint/AST.h"

using namespace ptxlint;

namespace {
template <typename T> SourceRange rangeOfNode(const T &Node) {
  return Node.Range;
}
SourceRange rangeOfNode(const DwarfLine &Node) { return Node.Text.Range; }
} // namespace

SourceRange ptxlint::rangeOf(const TopLevelItem &Item) {
  return std::visit([](const auto &Node) { return rangeOfNode(Node); }, Item);
}

SourceRange ptxlint::rangeOf(const Statement &S) {
  return std::visit([](const auto &Node) { return rangeOfNode(Node); },
                    S.Node);
}
