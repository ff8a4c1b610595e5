//===- AST.cpp ------------------------------------------------------------===//

#include "ptxlint/AST.h"

#include <algorithm>

using namespace ptxlint;

const Token Operand::NoToken{};

namespace {
/// The first slab is small, for the many pieces that hold a few
/// declarations; each next one is twice as large, up to MaxSlab, so that a
/// huge function takes a few hundred slabs, not millions of blocks.
constexpr size_t FirstSlab = 4096;
constexpr size_t MaxSlab = size_t(1) << 20;
} // namespace

ASTArena::~ASTArena() {
  for (auto It = Destructors.rbegin(); It != Destructors.rend(); ++It)
    It->second(It->first);
}

void *ASTArena::allocate(size_t Size, size_t Align) {
  auto Aligned = [Align](char *P) {
    auto Address = reinterpret_cast<uintptr_t>(P);
    return reinterpret_cast<char *>((Address + Align - 1) & ~(Align - 1));
  };
  if (Next) {
    char *At = Aligned(Next);
    if (At + Size <= End) {
      Next = At + Size;
      return At;
    }
  }
  size_t SlabSize = std::min(MaxSlab, FirstSlab << std::min<size_t>(Slabs.size(), 20));
  if (Size + Align > SlabSize / 2) {
    // A large list gets a slab of its own; the current one stays open.
    Slabs.emplace_back(new char[Size + Align]);
    Reserved += Size + Align;
    return Aligned(Slabs.back().get());
  }
  Slabs.emplace_back(new char[SlabSize]);
  Reserved += SlabSize;
  Next = Aligned(Slabs.back().get());
  End = Slabs.back().get() + SlabSize;
  char *At = Next;
  Next += Size;
  return At;
}

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
  return S.visit([](const auto &Node) { return rangeOfNode(Node); });
}
