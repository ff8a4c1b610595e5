//===- AST.cpp ------------------------------------------------------------===//

#include "ptxlint/AST.h"

#include "LargeArrays.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#ifdef __linux__
#include <sys/mman.h>
#endif

using namespace ptxlint;

const Token Operand::NoToken{};
const OperandParts Operand::EmptyParts{};

Operand Operand::make(ASTArena &Arena, const OperandParts &Parts) {
  // An expression alone, and the range its own: the Expr says it all.
  if (Parts.K == Kind::Expression && Parts.Value && !Parts.PairedSink &&
      !Parts.Rare.Suffix && Parts.Range == Parts.Value->Range)
    return Operand(static_cast<const Expr *>(Parts.Value.get()));
  return Operand(Arena.make<OperandParts>(Parts));
}

Expr *ptxlint::makeExpr(ASTArena &Arena, Expr::Kind K, SourceRange Range,
                        std::string_view Text) {
  if (K == Expr::Kind::IntegerLiteral || K == Expr::Kind::FloatLiteral ||
      K == Expr::Kind::Symbol)
    return Arena.make<Expr>(K, Range, Text);
  // Built in place: an Expr is not copied (ExprOperands).
  auto *Whole = new (Arena.allocateFor<detail::ExprWithOperands>())
      detail::ExprWithOperands{Expr(K, Range, Text), {}};
  Whole->Node.giveOperands();
  return &Whole->Node;
}

namespace {
/// The first slab is small, for the many pieces that hold a few
/// declarations; each next one is twice as large, up to MaxSlab, so that a
/// huge function takes a few hundred slabs, not millions of blocks.
constexpr size_t FirstSlab = 4096;
/// The largest slab: a huge page (LargeArrays.h). Slabs of this size, in
/// an arena that already holds several, are taken as huge pages, which a
/// huge function fills in one page fault each instead of 512.
constexpr size_t MaxSlab = HugePageBytes;
} // namespace

void *ptxlint::allocateHugePages(size_t Bytes) {
  size_t Rounded = roundUpToHugePages(Bytes);
  void *Block = nullptr;
  if (Rounded < Bytes || posix_memalign(&Block, HugePageBytes, Rounded) != 0)
    throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
  madvise(Block, Rounded, MADV_HUGEPAGE); // Only advice: errors are fine.
#endif
  return Block;
}

void ptxlint::releaseHugePages(void *Begin, size_t Bytes) {
  auto First = reinterpret_cast<uintptr_t>(Begin);
  uintptr_t Start = (First + HugePageBytes - 1) & ~(HugePageBytes - 1);
  uintptr_t End = (First + Bytes) & ~(HugePageBytes - 1);
#ifdef MADV_DONTNEED
  if (Start < End)
    madvise(reinterpret_cast<void *>(Start), End - Start, MADV_DONTNEED);
#endif
}

ASTArena::~ASTArena() {
  for (auto It = Destructors.rbegin(); It != Destructors.rend(); ++It)
    It->second(It->first);
  for (void *Slab : Slabs)
    std::free(Slab);
}

void ASTArena::adopt(std::unique_ptr<ASTArena> Part) {
  Parts.push_back(std::move(Part));
}

size_t ASTArena::bytesReserved() const {
  size_t Bytes = Reserved;
  for (const auto &Part : Parts)
    Bytes += Part->bytesReserved();
  return Bytes;
}

char *ASTArena::newSlab(size_t Size) {
  Slabs.reserve(Slabs.size() + 1); // No leak if this throws later.
  void *Slab = nullptr;
  // Huge pages only once the arena is large: a 2 MB page is resident
  // whole, and the many arenas of a module of small functions would each
  // pay for a mostly empty one. A list of a huge block's statements gets
  // them whatever the arena holds.
  if (Size >= MaxSlab && (Size > MaxSlab || Reserved >= 4 * MaxSlab)) {
    Size = roundUpToHugePages(Size); // All of it is resident.
    Slab = allocateHugePages(Size);
  } else {
    Slab = std::malloc(Size);
    if (!Slab)
      throw std::bad_alloc();
  }
  Slabs.push_back(Slab);
  Reserved += Size;
  return static_cast<char *>(Slab);
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
  size_t SlabSize =
      std::min(MaxSlab, FirstSlab << std::min<size_t>(Slabs.size(), 20));
  if (Size + Align > SlabSize / 2)
    // A large list gets a slab of its own; the current one stays open.
    return Aligned(newSlab(Size + Align));
  Next = Aligned(newSlab(SlabSize));
  End = static_cast<char *>(Slabs.back()) + SlabSize;
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
