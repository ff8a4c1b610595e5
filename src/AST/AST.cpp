//===- AST.cpp ------------------------------------------------------------===//

#include "ptxlint/AST.h"

#include "LargeArrays.h"

#include <algorithm>
#include <cctype>
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

void Instruction::setWords(ASTArena &Arena, const SourceRange *ModifierRanges,
                           size_t ModifierCount, const Operand *Operands,
                           size_t OperandCount) {
  static_assert(sizeof(Modifier) == sizeof(Operand) &&
                    alignof(Operand) % alignof(Modifier) == 0,
                "the operands follow the modifiers, aligned");
  if (ModifierCount > MaxModifiers || OperandCount > MaxOperands)
    throw std::length_error("more modifiers or operands than are kept");
  Counts = static_cast<uint32_t>(ModifierCount | OperandCount << 8);
  size_t Count = ModifierCount + OperandCount;
  if (Count == 0) {
    Words = PackedAddress();
    return;
  }
  // An allocation begins on a page with room for the modifiers: one that
  // fits a page lies in one, a larger one begins a slab (ArenaPage).
  char *Room = static_cast<char *>(
      Arena.allocateBytes(sizeof(Operand) * Count, alignof(Operand)));
  Words = PackedAddress(Room);
  for (size_t I = 0; I < ModifierCount; ++I)
    new (Room + sizeof(Modifier) * I) Modifier(ModifierRanges[I]);
  for (size_t I = 0; I < OperandCount; ++I)
    new (Room + sizeof(Modifier) * ModifierCount + sizeof(Operand) * I)
        Operand(Operands[I]);
}

namespace {
/// Room for an Expr whose text is kept beside it, with or without
/// operands: the PackedText that Expr::text() looks for right after.
struct alignas(Expr) ExprAndText {
  unsigned char Node[sizeof(Expr)];
  PackedText Text;
};
struct alignas(detail::ExprWithOperands) ExprWithOperandsAndText {
  unsigned char Node[sizeof(detail::ExprWithOperands)];
  PackedText Text;
};
static_assert(offsetof(ExprAndText, Text) == sizeof(Expr) &&
                  offsetof(ExprWithOperandsAndText, Text) ==
                      sizeof(detail::ExprWithOperands),
              "Expr::text() finds a text kept beside right after the node");
} // namespace

size_t detail::nameLength(const char *Name, size_t Size) {
  size_t Length = Size == 0 ? 0 : 1; // `%`, `$`, `_` or a letter.
  while (Length < Size &&
         (std::isalnum(static_cast<unsigned char>(Name[Length])) ||
          Name[Length] == '_' || Name[Length] == '$'))
    ++Length;
  return Length;
}

Expr *ptxlint::makeExpr(ASTArena &Arena, Expr::Kind K, SourceRange Range,
                        std::string_view Text) {
  bool HasOperands = K != Expr::Kind::IntegerLiteral &&
                     K != Expr::Kind::FloatLiteral && K != Expr::Kind::Symbol;
  // Where Expr::text() would find the text in the source: a leaf's is its
  // range (a component, which would shorten a name's, is set later), an
  // operator's lies in or after the range's start, near enough for 16 bits.
  std::string_view Source = Arena.source();
  bool RangeInSource =
      !Source.empty() && Range.Begin <= Range.End && Range.End <= Source.size();
  const char *RangeStart =
      RangeInSource ? Source.data() + Range.Begin : nullptr;
  bool InSource;
  if (!HasOperands)
    InSource = RangeInSource && Text.data() == RangeStart &&
               Text.size() == Range.size();
  else
    InSource = Text.empty() ||
               (RangeInSource && Text.data() >= RangeStart &&
                Text.data() + Text.size() <= Source.data() + Source.size() &&
                static_cast<size_t>(Text.data() - RangeStart) <= UINT16_MAX &&
                Text.size() <= UINT16_MAX);
  void *Room;
  if (HasOperands)
    Room = InSource ? Arena.allocateFor<detail::ExprWithOperands>()
                    : Arena.allocateFor<ExprWithOperandsAndText>();
  else
    Room =
        InSource ? Arena.allocateFor<Expr>() : Arena.allocateFor<ExprAndText>();
  // Built in place: an Expr is not copied (ExprOperands).
  Expr *Node;
  if (HasOperands) {
    auto *Whole = new (Room) detail::ExprWithOperands{Expr(K, Range), {}, {}};
    if (InSource && !Text.empty())
      Whole->TextAt = {static_cast<uint16_t>(Text.data() - RangeStart),
                       static_cast<uint16_t>(Text.size())};
    Node = &Whole->Node;
    Node->giveOperands();
  } else {
    Node = new (Room) Expr(K, Range);
  }
  if (!InSource) {
    Node->keepTextBeside();
    new (reinterpret_cast<char *>(Node) +
         (HasOperands ? sizeof(detail::ExprWithOperands) : sizeof(Expr)))
        PackedText(Text);
  }
  return Node;
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
    // Aligned to a page, whose header words find (ArenaPage).
    Size = (Size + ArenaPage::Bytes - 1) & ~(ArenaPage::Bytes - 1);
    if (Size == 0 || posix_memalign(&Slab, ArenaPage::Bytes, Size) != 0)
      throw std::bad_alloc();
  }
  Slabs.push_back(Slab);
  Reserved += Size;
  return static_cast<char *>(Slab);
}

void ASTArena::startPage(char *Page) {
  new (Page) ArenaPage{Source.data(), ArenaPage::Mark};
  Next = Page + sizeof(ArenaPage);
  PageEnd = Page + ArenaPage::Bytes;
}

namespace {
char *alignUp(char *P, size_t Align) {
  auto Address = reinterpret_cast<uintptr_t>(P);
  return reinterpret_cast<char *>((Address + Align - 1) & ~(Align - 1));
}
} // namespace

void *ASTArena::allocate(size_t Size, size_t Align) {
  if (Next) {
    char *At = alignUp(Next, Align);
    if (At + Size <= PageEnd) {
      Next = At + Size;
      return At;
    }
  }
  return allocateOnNewPage(Size, Align);
}

void *ASTArena::allocateOnNewPage(size_t Size, size_t Align) {
  static_assert(sizeof(ArenaPage) == 16 &&
                    ArenaPage::Payload == ArenaPage::Bytes - 16,
                "a page's nodes follow its header, aligned to 16 or less");
  if (Size + Align > ArenaPage::Payload) {
    // A large list gets a slab of its own; the current page stays open.
    // Its first page has a header too, for a list of words (which fits
    // one: ASTArena::checkFitsPage).
    char *Slab = newSlab(sizeof(ArenaPage) + Size + Align);
    new (Slab) ArenaPage{Source.data(), ArenaPage::Mark};
    return alignUp(Slab + sizeof(ArenaPage), Align);
  }
  if (!PageEnd || PageEnd == SlabEnd) {
    size_t SlabSize =
        std::min(MaxSlab, FirstSlab << std::min<size_t>(Slabs.size(), 20));
    char *Slab = newSlab(SlabSize);
    SlabEnd = Slab + SlabSize;
    startPage(Slab);
  } else {
    startPage(PageEnd);
  }
  char *At = alignUp(Next, Align);
  Next = At + Size;
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
