//===- AST.h - ptx-lint's syntax tree for PTX modules ----------*- C++ -*-===//
//
// The project's own representation of a PTX module, built once from the
// parse tree, which is then dropped. Every node records the bytes it came
// from. Text is held as string_views into the SourceFile the module was
// parsed from, so a Module must not outlive its SourceFile.
//
// Instructions are generic (guard, opcode, modifiers, operands): the tree
// says what was written, the checker says whether it is legal.
//
// A function of a million instructions is a million nodes of each kind, so
// the nodes inside bodies and expressions are small and live in an
// ASTArena, one per piece of the module the parser read at once: one
// allocation per slab rather than per node, no growing vectors, and freeing
// a piece is freeing a few slabs. Such nodes refer to each other through
// NodePtr and NodeList, plain pointers that own nothing; whoever holds the
// items holds their arena too (Module::Storage, ItemConsumer).
//
// The most numerous words (opcodes, modifiers, guards, names and literals)
// keep only their source range. Their text is found through the page of the
// arena they live in: every 4 KB page of an arena begins with the address of
// the source the arena's nodes were read from (ArenaPage). Such nodes are
// read where the parser stored them; a copy elsewhere has no text.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_AST_H
#define PTXLINT_AST_H

#include "ptxlint/SourceRange.h"

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace ptxlint {

//===----------------------------------------------------------------------===//
// Arena storage
//===----------------------------------------------------------------------===//

/// A node that lives in an arena, or nothing: reads like a std::unique_ptr
/// (get, ->, *, a test for null) but owns nothing.
template <typename T> class NodePtr {
public:
  constexpr NodePtr() = default;
  constexpr NodePtr(std::nullptr_t) {}
  NodePtr(T *Node) : Node(Node) {}
  T *get() const { return Node; }
  T *operator->() const { return Node; }
  T &operator*() const { return *Node; }
  explicit operator bool() const { return Node != nullptr; }
  friend bool operator==(NodePtr A, std::nullptr_t) { return !A.Node; }
  friend bool operator!=(NodePtr A, std::nullptr_t) { return A.Node; }

private:
  T *Node = nullptr;
};

/// An address kept as two 32-bit halves, so that a node that holds one
/// needs 4-byte alignment only and packs beside 32-bit fields.
class PackedAddress {
public:
  PackedAddress() = default;
  explicit PackedAddress(const void *Address)
      : Low(static_cast<uint32_t>(reinterpret_cast<uintptr_t>(Address))),
        High(static_cast<uint32_t>(
            static_cast<uint64_t>(reinterpret_cast<uintptr_t>(Address)) >>
            32)) {}
  const void *get() const {
    return reinterpret_cast<const void *>(
        static_cast<uintptr_t>(static_cast<uint64_t>(High) << 32 | Low));
  }

private:
  uint32_t Low = 0, High = 0;
};

/// A read-only array of nodes in an arena: what a std::vector of them was,
/// in 12 bytes and without spare capacity. The address is kept in two
/// halves, so that the list needs 4-byte alignment only and packs beside
/// the 32-bit fields of the nodes that hold it.
template <typename T> class NodeList {
public:
  NodeList() = default;
  NodeList(const T *Data, size_t Size)
      : Data(Data), Count(static_cast<uint32_t>(Size)) {}
  const T *data() const { return static_cast<const T *>(Data.get()); }
  const T *begin() const { return data(); }
  const T *end() const { return data() + Count; }
  size_t size() const { return Count; }
  bool empty() const { return Count == 0; }
  const T &operator[](size_t I) const { return data()[I]; }
  const T &at(size_t I) const {
    if (I >= Count)
      throw std::out_of_range("NodeList::at");
    return data()[I];
  }
  const T &front() const { return data()[0]; }
  const T &back() const { return data()[Count - 1]; }

private:
  PackedAddress Data;
  uint32_t Count = 0;
};

/// A string_view in 12 bytes rather than 16, with 4-byte alignment. A text
/// is part of a source, and a source is less than 4 GB.
class PackedText {
public:
  PackedText() = default;
  PackedText(std::string_view Text)
      : Data(Text.data()), Size(static_cast<uint32_t>(Text.size())) {}
  operator std::string_view() const {
    return {static_cast<const char *>(Data.get()), Size};
  }

private:
  PackedAddress Data;
  uint32_t Size = 0;
};

namespace detail {
/// Whether T reads its text through its arena page (ArenaPage).
template <typename T, typename = void>
struct ReadsTextFromPage : std::false_type {};
template <typename T>
struct ReadsTextFromPage<T, std::void_t<decltype(T::TextFromPage)>>
    : std::true_type {};
} // namespace detail

/// What begins every page of an arena's slabs: the source its nodes were
/// read from. A node that keeps only a range of that source finds its text
/// here, from its own address, as a garbage-collected heap finds a page's
/// header: nodes small enough to be read this way never straddle a page.
struct ArenaPage {
  static constexpr size_t Bytes = 4096;
  static constexpr uint64_t Mark = 0x5054584c494e5421; // "PTXLINT!"
  /// Room in a page for such nodes: less the header and its alignment.
  static constexpr size_t Payload = Bytes - 16;

  const char *Source;
  uint64_t Check; ///< Mark: a node read outside any arena trips an assert.

  /// The source of the arena Node lives in.
  static const char *sourceOf(const void *Node) {
    const auto *Page = reinterpret_cast<const ArenaPage *>(
        reinterpret_cast<uintptr_t>(Node) & ~uintptr_t(Bytes - 1));
    assert(Page->Check == Mark && "a source word read outside its arena");
    return Page->Source;
  }
};

/// Where the nodes of one piece of a module live; they are freed with it.
/// Filled by one thread (the parser's), then only read.
class ASTArena {
public:
  /// Source: what the nodes' ranges index, whose text they read
  /// (ArenaPage). Empty for an arena of nodes without words.
  explicit ASTArena(std::string_view Source = {}) : Source(Source) {}
  ASTArena(const ASTArena &) = delete;
  ASTArena &operator=(const ASTArena &) = delete;
  ~ASTArena();

  template <typename T, typename... Args> T *make(Args &&...Arguments) {
    T *Node = new (allocate(sizeof(T), alignof(T)))
        T{std::forward<Args>(Arguments)...};
    if constexpr (!std::is_trivially_destructible_v<T>)
      Destructors.push_back(
          {Node, [](void *P) { static_cast<T *>(P)->~T(); }});
    return Node;
  }

  /// Moves [First, Last) into one array of the arena.
  template <typename T> NodeList<T> list(T *First, T *Last) {
    static_assert(std::is_trivially_destructible_v<T>,
                  "list elements are never destroyed");
    size_t Count = static_cast<size_t>(Last - First);
    if (Count == 0)
      return {};
    checkFitsPage<T>(Count);
    T *Data = static_cast<T *>(allocate(sizeof(T) * Count, alignof(T)));
    for (size_t I = 0; I < Count; ++I)
      new (Data + I) T(std::move(First[I]));
    return {Data, Count};
  }
  template <typename T> NodeList<T> list(std::vector<T> &Items) {
    return list(Items.data(), Items.data() + Items.size());
  }
  /// Count default-initialized nodes, to be filled in before use.
  template <typename T> T *array(size_t Count) {
    static_assert(std::is_trivially_destructible_v<T>,
                  "array elements are never destroyed");
    if (Count == 0)
      return nullptr;
    checkFitsPage<T>(Count);
    T *Data = static_cast<T *>(allocate(sizeof(T) * Count, alignof(T)));
    for (size_t I = 0; I < Count; ++I)
      new (Data + I) T();
    return Data;
  }

  /// Room for Size bytes at Align, to be built in place by the caller;
  /// never destroyed. Words in it must lie in its first ArenaPage::Payload
  /// bytes, which are on one page.
  void *allocateBytes(size_t Size, size_t Align) {
    return allocate(Size, Align);
  }
  /// Room for a T, to be built in place by the caller; never destroyed.
  template <typename T> void *allocateFor() {
    static_assert(std::is_trivially_destructible_v<T>,
                  "nodes built in place are never destroyed");
    return allocate(sizeof(T), alignof(T));
  }

  /// Keeps Part, whose nodes this arena's nodes refer to, for as long as
  /// this one: a huge function body read in pieces on several threads,
  /// each into an arena of its own (src/Parse/BodyPieces.h).
  void adopt(std::unique_ptr<ASTArena> Part);

  /// Bytes taken from the system, slack included, adopted parts too.
  size_t bytesReserved() const;

  /// What the nodes' ranges index.
  std::string_view source() const { return Source; }

private:
  /// Words that read their text from their page (SourceWord::TextFromPage)
  /// must all be on one page: a list of them is at most a page long.
  template <typename T> static void checkFitsPage(size_t Count) {
    if constexpr (detail::ReadsTextFromPage<T>::value)
      if (Count > ArenaPage::Payload / sizeof(T))
        throw std::length_error("more words in one list than a page holds");
  }

  void *allocate(size_t Size, size_t Align);
  /// allocate, when the current page has no room left.
  void *allocateOnNewPage(size_t Size, size_t Align);
  /// Writes the header of the page at Page and starts filling it.
  void startPage(char *Page);

  /// Allocates a slab of Size bytes, a whole number of pages aligned to a
  /// page, kept in Slabs.
  char *newSlab(size_t Size);

  std::string_view Source;
  std::vector<void *> Slabs; ///< From posix_memalign.
  /// The free part of the page being filled, and the end of its slab.
  char *Next = nullptr, *PageEnd = nullptr, *SlabEnd = nullptr;
  size_t Reserved = 0;
  std::vector<std::pair<void *, void (*)(void *)>> Destructors;
  std::vector<std::unique_ptr<ASTArena>> Parts;
};

/// A word as written in the source: an identifier, a dotted name or a literal.
struct Token {
  std::string_view Text;
  SourceRange Range;
};

//===----------------------------------------------------------------------===//
// Constant expressions (PTX ISA 4.5.4) and operands
//===----------------------------------------------------------------------===//

/// The `.x` of `%tid.x` (the grammar's COMPONENT: a dot and one letter),
/// kept inline, for Exprs are many, and read as a string_view.
class ComponentName {
public:
  ComponentName() = default;
  ComponentName(std::string_view Text) {
    assert((Text.empty() || Text.size() == 2) && "a dot and a letter");
    if (Text.size() == 2) {
      Chars[0] = Text[0];
      Chars[1] = Text[1];
    }
  }
  operator std::string_view() const { return {Chars, empty() ? 0u : 2u}; }
  bool empty() const { return Chars[0] == 0; }
  friend bool operator==(const ComponentName &A, std::string_view B) {
    return std::string_view(A) == B;
  }
  friend bool operator!=(const ComponentName &A, std::string_view B) {
    return std::string_view(A) != B;
  }

private:
  char Chars[2] = {0, 0};
};

struct Expr;

/// The operands of an Expr, null after the last, read as an array of three:
/// `E.Operands[0]`. The kinds that have operands are allocated with their
/// array right behind them (makeExpr), so this needs only to say whether
/// the array is there, and Exprs, which are many, stay at 12 bytes.
class ExprOperands {
public:
  const NodePtr<Expr> &operator[](unsigned I) const;
  NodePtr<Expr> &operator[](unsigned I);

private:
  friend struct Expr;
  ExprOperands() = default;
  /// Copying an Expr would leave its operands and text behind.
  ExprOperands(const ExprOperands &) = delete;
  ExprOperands &operator=(const ExprOperands &) = delete;
  bool present() const { return Bits & Present; }
  /// The array of operands follows the Expr.
  static constexpr uint8_t Present = 1;
  /// The text is not in the source at the Expr's range: a PackedText
  /// follows the Expr (and its operands).
  static constexpr uint8_t TextBeside = 2;
  uint8_t Bits = 0;
};

/// A constant expression or a name, in 12 bytes. Its text is found in the
/// source through the arena page (ArenaPage): a literal's is its range, a
/// name's the start of its range (all of it but a component), and an
/// operator's is kept as where it lies after the range's start. A text that
/// is not in the source so, or too far in or too long for 16 bits, is kept
/// beside the node.
struct Expr {
  enum class Kind : uint8_t {
    IntegerLiteral, ///< text(): `42`, `0x1F`, `017`, `0b101`, optionally `U`.
    FloatLiteral,   ///< text(): `1.5`, `1e-3`, `0f3F800000`, `0d3FF0...`.
    Symbol,         ///< text(): a name; Component: `.x` of `%tid.x`.
    Call,           ///< text(): the function (`generic`); Operands[0].
    Unary,          ///< text(): `-`, `+`, `!` or `~`; Operands[0].
    Binary,         ///< text(): the operator; Operands[0] op Operands[1].
    Conditional,    ///< Operands[0] ? Operands[1] : Operands[2].
    Cast,           ///< text(): `.s64` or `.u64`; Operands[0].
    Paren,          ///< ( Operands[0] ).
    Index,          ///< text(): an array's name; `name[Operands[0]]`.
  };

  SourceRange Range;
  Kind K;
  ExprOperands Operands;
  ComponentName Component; ///< Symbol only; empty when absent.

  /// What the kinds above say it is: the literal, the name, the operator.
  /// For an Expr from makeExpr or a StandaloneExpr only.
  std::string_view text() const;

  unsigned numOperands() const {
    unsigned N = 0;
    while (N < 3 && Operands[N])
      ++N;
    return N;
  }

private:
  friend Expr *makeExpr(ASTArena &Arena, Kind K, SourceRange Range,
                        std::string_view Text);
  friend class StandaloneExpr;
  Expr(Kind K, SourceRange Range) : Range(Range), K(K) {}
  void giveOperands() { Operands.Bits |= ExprOperands::Present; }
  void keepTextBeside() { Operands.Bits |= ExprOperands::TextBeside; }
};

static_assert(sizeof(Expr) == 12, "Exprs are many");

using ExprPtr = NodePtr<Expr>;

/// A new Expr in Arena, with room for the operands of its kind. Text is in
/// Arena's source, or lives as long as it.
Expr *makeExpr(ASTArena &Arena, Expr::Kind K, SourceRange Range,
               std::string_view Text = {});

namespace detail {
/// Where the text of an Expr with operands lies in the source: so many
/// bytes after its range begins, so long.
struct OperatorTextAt {
  uint16_t Offset = 0, Length = 0;
};
/// How makeExpr allocates the kinds that have operands.
struct ExprWithOperands {
  Expr Node;
  OperatorTextAt TextAt;
  NodePtr<Expr> Slots[3];
};
static_assert(offsetof(ExprWithOperands, TextAt) == sizeof(Expr) &&
                  offsetof(ExprWithOperands, Slots) == 16,
              "an Expr's operator text and operands follow it");
/// How long the name that begins at Name is, of at most Size bytes: a
/// name's text when a component follows it.
size_t nameLength(const char *Name, size_t Size);
inline constexpr NodePtr<Expr> NoExprOperand{};
} // namespace detail

/// A name or a literal of its own, outside any arena, its text kept beside
/// it: what a checker builds to look a word up as if it were an operand.
class StandaloneExpr {
public:
  StandaloneExpr(Expr::Kind K, SourceRange Range, std::string_view Word)
      : Whole{Expr(K, Range), PackedText(Word), {}} {
    Whole.Node.keepTextBeside();
  }
  StandaloneExpr(const StandaloneExpr &) = delete;
  StandaloneExpr &operator=(const StandaloneExpr &) = delete;
  const Expr &expr() const { return Whole.Node; }

private:
  /// The node, then its text, where Expr::text() looks for a text kept
  /// beside; then room up to an Expr with operands' size, so that the
  /// compiler sees no read past this object in the code that asks for
  /// operands (which finds none here).
  struct Layout {
    Expr Node;
    PackedText Text;
    unsigned char Room[sizeof(detail::ExprWithOperands) - sizeof(Expr) -
                       sizeof(PackedText)];
  } Whole;
};

inline const NodePtr<Expr> &ExprOperands::operator[](unsigned I) const {
  assert(I < 3 && "an Expr has at most three operands");
  if (!present())
    return detail::NoExprOperand;
  // The Expr this is in is the first member of an ExprWithOperands.
  const auto *Whole = reinterpret_cast<const detail::ExprWithOperands *>(
      reinterpret_cast<const char *>(this) - offsetof(Expr, Operands));
  return Whole->Slots[I];
}

inline NodePtr<Expr> &ExprOperands::operator[](unsigned I) {
  assert(I < 3 && present() && "only the kinds with operands are given any");
  auto *Whole = reinterpret_cast<detail::ExprWithOperands *>(
      reinterpret_cast<char *>(this) - offsetof(Expr, Operands));
  return Whole->Slots[I];
}

inline std::string_view Expr::text() const {
  const char *Self = reinterpret_cast<const char *>(this);
  if (Operands.Bits & ExprOperands::TextBeside)
    return *reinterpret_cast<const PackedText *>(
        Self +
        (Operands.present() ? sizeof(detail::ExprWithOperands) : sizeof(Expr)));
  if (Operands.present()) {
    const auto &At =
        reinterpret_cast<const detail::ExprWithOperands *>(Self)->TextAt;
    if (At.Length == 0)
      return {};
    return {ArenaPage::sourceOf(this) + Range.Begin + At.Offset, At.Length};
  }
  const char *Start = ArenaPage::sourceOf(this) + Range.Begin;
  return {Start, Component.empty() ? Range.size()
                                   : detail::nameLength(Start, Range.size())};
}

class Operand;

/// The parts of an operand, as a parser gathers them; Operand::make stores
/// it. An operand that is only an expression is stored as the Expr alone,
/// and only the others as a node of this type.
struct OperandParts {
  enum class Kind : uint8_t {
    Expression, ///< Value: a register, symbol, label or constant expression.
    Address,    ///< `[a]`, `[a+4]`, or a texture tuple `[tex, {x, y}]`.
    Vector,     ///< `{a, b, _, d}`.
    List,       ///< A parenthesized list: call arguments `(a, b)`, `()`.
    Sink,       ///< `_`.
  };

  Kind K = Kind::Expression;
  /// Set for `r|_`: an Expression whose paired predicate is discarded.
  bool PairedSink = false;
  SourceRange Range;
  NodeList<Operand> Elements; ///< Address, Vector and List.
  ExprPtr Value;              ///< Expression only.

  /// Set once the kind is: Vector or Sink.
  void setPairedPredicate(ExprPtr Predicate) {
    assert((K == Kind::Vector || K == Kind::Sink) && "no paired predicate");
    Rare.PairedPredicate = Predicate.get();
  }
  /// Set once the kind is: the selector of an Expression, the suffix of
  /// an Address.
  void setSuffix(const Token *Suffix) {
    assert((K == Kind::Expression || K == Kind::Address) && "no suffix");
    Rare.Suffix = Suffix;
  }

private:
  friend class Operand;
  /// What few operands have, in one field, for the kinds that have one
  /// have no other: the paired predicate, or the word after the operand.
  union RareField {
    const Token *Suffix;
    Expr *PairedPredicate;
  };
  RareField Rare{nullptr};
};

/// An operand of an instruction, or an element of one: a handle of 8 bytes
/// to its nodes in an arena. Most operands are a register or a constant,
/// whose range is their expression's: the handle then points at the Expr
/// itself, and only the other operands have an OperandParts node. A
/// function of a million instructions has nearly three million operands.
class Operand {
public:
  using Kind = OperandParts::Kind;

  /// An Expression operand without a value: what an array of operands
  /// holds before it is filled.
  Operand() : Operand(&EmptyParts) {}
  /// Stores Parts in Arena, or only its Expr when that says it all.
  static Operand make(ASTArena &Arena, const OperandParts &Parts);

  Kind kind() const { return plain() ? Kind::Expression : parts()->K; }
  SourceRange range() const { return plain() ? expr()->Range : parts()->Range; }
  /// Address, Vector and List; empty for the others.
  NodeList<Operand> elements() const {
    return plain() ? NodeList<Operand>() : parts()->Elements;
  }
  /// Expression only; null for the others.
  ExprPtr value() const { return plain() ? ExprPtr(expr()) : parts()->Value; }
  /// `r|_`: an Expression whose paired predicate is discarded.
  bool pairedSink() const { return !plain() && parts()->PairedSink; }

  /// The `p` of `{a, b}|p` or `_|p`: instructions such as `tex` and
  /// `elect.sync` also write a predicate. (`%p|%q` is an Expression: a
  /// Binary `|` of two symbols.) Vector and Sink only; null when absent.
  ExprPtr pairedPredicate() const {
    Kind K = kind();
    return K == Kind::Vector || K == Kind::Sink ? parts()->Rare.PairedPredicate
                                                : nullptr;
  }
  /// A suffix after an address, as in `[a].unified`; empty when absent.
  const Token &addressSuffix() const {
    return kind() == Kind::Address && parts()->Rare.Suffix
               ? *parts()->Rare.Suffix
               : NoToken;
  }
  /// The part select of a video instruction's operand, as in `r1.b3`,
  /// `r2.h10`, `r3.b7654`: an Expression only; empty when absent.
  const Token &selector() const {
    return !plain() && parts()->K == Kind::Expression && parts()->Rare.Suffix
               ? *parts()->Rare.Suffix
               : NoToken;
  }

private:
  /// The low bit of Bits: set when it points at an OperandParts, clear
  /// when at the Expr of a plain operand. Both are aligned to 4 bytes or
  /// more, which leaves the bit free.
  static constexpr uintptr_t PartsTag = 1;
  static const Token NoToken;
  static const OperandParts EmptyParts;

  explicit Operand(const OperandParts *Parts)
      : Bits(reinterpret_cast<uintptr_t>(Parts) | PartsTag) {}
  explicit Operand(const Expr *Value)
      : Bits(reinterpret_cast<uintptr_t>(Value)) {}
  bool plain() const { return !(Bits & PartsTag); }
  Expr *expr() const { return reinterpret_cast<Expr *>(Bits); }
  const OperandParts *parts() const {
    return reinterpret_cast<const OperandParts *>(Bits & ~PartsTag);
  }

  uintptr_t Bits;
};

static_assert(alignof(Expr) > 1 && alignof(OperandParts) > 1,
              "an Operand's tag bit is below the nodes' alignment");

//===----------------------------------------------------------------------===//
// Declarations
//===----------------------------------------------------------------------===//

/// One item of `.attribute(...)`, e.g. `.managed` or `.unified(19, 95)`.
struct AttributeItem {
  Token Name;
  bool HasArguments = false;
  std::vector<ExprPtr> Arguments;
};

/// A dotted word before the names of a declaration: `.global`, `.align 8`,
/// `.v4`, `.u32`, `.ptr`, `.attribute(.managed)`. Kept in source order.
struct Qualifier {
  Token Name;
  std::optional<Token> Argument;          ///< The integer of `.align 8`.
  std::vector<AttributeItem> Attributes;  ///< Only for `.attribute(...)`.
  SourceRange Range;
  bool isAttribute() const { return Name.Text == ".attribute"; }
};

struct NumberShape; // NumberRuns.h

/// An initial value, or an element of one: an expression, a `{...}` list,
/// or, among a list's elements, a run of numbers (NumberRuns.h), which
/// stands for NumberShape::Count elements.
struct Initializer {
  enum class Kind : uint8_t { Value, List, Numbers };
  Kind K = Kind::Value;
  ExprPtr Value;                     ///< Value: the expression.
  std::vector<Initializer> Elements; ///< List: its elements, runs as one.
  NodePtr<const NumberShape> Numbers; ///< Numbers: what the run holds.
  /// Numbers: from the first number's first byte to the last's last.
  SourceRange Range;
  bool isList() const { return K == Kind::List; }
};

struct ArrayDimension {
  ExprPtr Size; ///< Null for `[]`.
  SourceRange Range;
};

/// One declared name: `%r<100>`, `a[4][4] = {...}`, `_`.
struct Declarator {
  Token Name;
  std::optional<Token> RangeCount; ///< The N of `%r<N>`.
  std::vector<ArrayDimension> Dimensions;
  std::optional<Initializer> Init;
  SourceRange Range;
};

/// `.global .align 4 .u32 a, b[2] = {1, 2};`, `.reg .b32 %r<10>;`, and
/// `.reg .b32;`, which ptxas takes though it declares nothing (no
/// Declarators).
struct VariableDecl {
  std::vector<Qualifier> Qualifiers;
  std::vector<Declarator> Declarators;
  SourceRange Range;
};

/// A parameter of a function or call prototype: qualifiers and one name.
struct ParameterDecl {
  std::vector<Qualifier> Qualifiers;
  Declarator Decl;
  SourceRange Range;
};
using ParameterList = std::vector<ParameterDecl>;

//===----------------------------------------------------------------------===//
// Directives
//===----------------------------------------------------------------------===//

struct VersionDirective {
  Token Version; ///< `9.0`
  unsigned Major = 0, Minor = 0;
  SourceRange Range;
};

struct TargetDirective {
  std::vector<Token> Targets; ///< `sm_90a`, `texmode_independent`, `debug`.
  SourceRange Range;
};

struct AddressSizeDirective {
  Token Size;
  SourceRange Range;
};

struct FileDirective {
  Token Index;
  Token Path;                     ///< The string literal, quotes included.
  std::optional<Token> Timestamp; ///< Optional `, timestamp`...
  std::optional<Token> FileSize;  ///< ...and `, size` after it.
  SourceRange Range;
};

struct PragmaDirective {
  std::vector<Token> Strings; ///< String literals, quotes included.
  SourceRange Range;
};

struct AliasDirective {
  Token Alias, Aliasee;
  SourceRange Range;
};

/// An obsolete `@@DWARF ...` line, kept verbatim. Aligned to 16 bytes for
/// Statement's tag.
struct alignas(16) DwarfLine {
  Token Text;
};

/// A line of a `.section` block: `label:` or `.b8 1, 2, 3`.
struct SectionEntry {
  bool IsLabel = false;
  Token Name; ///< The label, or the data type (`.b8`, `.b32`, `.b64`).
  std::vector<ExprPtr> Values;
  SourceRange Range;
};

struct SectionDirective {
  Token Name; ///< `.debug_info`
  std::vector<SectionEntry> Entries;
  SourceRange Range;
};

/// `.loc file line column [, function_name f, inlined_at file line column]`.
struct LocDirective {
  Token File, Line, Column;
  /// A label, or `label + integer`; set exactly when the Inlined* are.
  ExprPtr FunctionName;
  std::optional<Token> InlinedFile, InlinedLine, InlinedColumn;
  SourceRange Range;
};

/// A directive between a function's signature and its body:
/// `.maxntid 256, 1, 1`, `.noreturn`, `.pragma "nounroll";`.
struct FunctionAttribute {
  Token Name;
  std::vector<ExprPtr> Arguments;
  std::optional<PragmaDirective> Pragma; ///< Set for `.pragma`.
  SourceRange Range;
};

//===----------------------------------------------------------------------===//
// Function bodies
//===----------------------------------------------------------------------===//

/// A word of an instruction, in 8 bytes where a Token takes 24: a
/// million-instruction function has a million opcodes and more modifiers.
/// Its text is the source's at Range, which it finds through the arena page
/// it lives on (ArenaPage): text() is for a word in an arena only.
struct SourceWord {
  static constexpr bool TextFromPage = true;

  SourceWord() = default;
  SourceWord(std::string_view Text, SourceRange Range) : Range(Range) {
    assert(Text.size() == Range.size() && "the source's text at Range");
    (void)Text;
  }
  SourceWord(const Token &Word) : SourceWord(Word.Text, Word.Range) {}
  /// The word of the arena's source at Range.
  explicit SourceWord(SourceRange Range) : Range(Range) {}
  /// A copy outside the arena could not find its text: words are moved
  /// into the arena, and read where they are.
  SourceWord(const SourceWord &) = delete;
  SourceWord &operator=(const SourceWord &) = delete;
  SourceWord(SourceWord &&) = default;
  SourceWord &operator=(SourceWord &&) = default;

  std::string_view text() const {
    return {ArenaPage::sourceOf(this) + Range.Begin, Range.size()};
  }
  Token token() const { return {text(), Range}; }

  SourceRange Range;
};

/// A qualifier of an instruction, with its dot: `.global`,
/// `.L2::cache_hint`.
using Modifier = SourceWord;

/// The `@p` or `@!p` before an instruction.
struct Guard {
  SourceWord Predicate;
  bool Negated = false;
  SourceRange Range;
};

struct Instruction {
  /// The most modifiers an instruction keeps (ArenaPage: its modifiers
  /// are one page at most). A real one has a dozen at most; the parsers
  /// report more as an error.
  static constexpr size_t MaxModifiers = 255;
  /// The most operands: what the 24 bits that count them hold.
  static constexpr size_t MaxOperands = (size_t(1) << 24) - 1;

  NodePtr<const Guard> Pred; ///< Null when unguarded.
  SourceWord Opcode;
  SourceRange Range;

  NodeList<Modifier> modifiers() const {
    return {static_cast<const Modifier *>(Words.get()), Counts & 0xff};
  }
  NodeList<Operand> operands() const {
    return {reinterpret_cast<const Operand *>(
                static_cast<const char *>(Words.get()) +
                sizeof(Modifier) * (Counts & 0xff)),
            Counts >> 8};
  }
  /// Stores the modifiers written at ModifierRanges and the operands in
  /// one array of Arena. Throws std::length_error past MaxModifiers or
  /// MaxOperands, which the parsers check first.
  void setWords(ASTArena &Arena, const SourceRange *ModifierRanges,
                size_t ModifierCount, const Operand *Operands,
                size_t OperandCount);

private:
  /// The modifiers, then the operands: one array, for a million
  /// instructions are a million of each.
  PackedAddress Words;
  uint32_t Counts = 0; ///< Modifiers in the low 8 bits, operands above.
};

/// `name:` before a statement. Aligned to 8 bytes for Statement's tag.
struct alignas(8) Label {
  SourceWord Name;
  SourceRange Range;
};

/// `name: .branchtargets a, b;` or `name: .calltargets f, g;`
struct TargetListDirective {
  enum class Kind : uint8_t { BranchTargets, CallTargets };
  Kind K;
  Token Name;
  std::vector<Token> Targets;
  SourceRange Range;
};

/// `name: .callprototype (.param .b32 _) _ (.param .b64 _) .noreturn;`
/// Aligned to 16 bytes for Statement's tag.
struct alignas(16) CallPrototype {
  Token Name;
  std::optional<ParameterList> ReturnParameters;
  std::optional<ParameterList> Parameters;
  std::vector<FunctionAttribute> Attributes;
  SourceRange Range;
};

class Statement;

/// `{ ... }`: a function body or a nested scope. Aligned to 8 bytes for
/// Statement's tag.
struct alignas(8) Block {
  NodeList<Statement> Statements;
  SourceRange Range;
};

/// One of the nodes a block holds, which lives in the block's arena: a
/// pointer whose low bits, which the nodes' alignment leaves free, say the
/// kind, so that a body of a million statements is an array of 8-byte
/// handles.
class Statement {
public:
  /// In the order of the node types of visit().
  enum class Kind : uint8_t {
    Label, Instruction, VariableDecl, LocDirective, PragmaDirective, Block,
    TargetListDirective, CallPrototype, DwarfLine
  };

  /// Stores Node in Arena and returns its handle.
  template <typename T> static Statement make(ASTArena &Arena, T &&Node) {
    using Type = std::decay_t<T>;
    static_assert(alignof(Type) > tagMaskOf(kindOf<Type>()),
                  "the kind's tag must fit below the node's alignment");
    return Statement(kindOf<Type>(), Arena.make<Type>(std::forward<T>(Node)));
  }

  Kind kind() const {
    auto Tag = static_cast<uint8_t>(Bits & ShortTagMask);
    return Tag != LongTag ? static_cast<Kind>(Tag)
                          : static_cast<Kind>(LongTag + ((Bits >> 3) & 1));
  }
  /// The node if it is a T, else null (as std::get_if).
  template <typename T> const T *getIf() const {
    return is<T>() ? static_cast<const T *>(node()) : nullptr;
  }
  template <typename T> bool is() const {
    return (Bits & tagMaskOf(kindOf<T>())) == tagOf(kindOf<T>());
  }
  /// The node, which must be a T (as std::get).
  template <typename T> const T &get() const {
    if (!is<T>())
      throw std::bad_variant_access();
    return *static_cast<const T *>(node());
  }
  /// Calls F with the node as its own type (as std::visit).
  template <typename F> decltype(auto) visit(F &&Function) const;

private:
  template <typename T> static constexpr Kind kindOf();
  /// The kinds before LongTag are their own tag in the low three bits,
  /// which 8-byte alignment leaves free. The last two, rare, share tag
  /// LongTag and are told apart by a fourth bit: their nodes are aligned
  /// to 16 bytes.
  static constexpr uint8_t LongTag = 7;
  static constexpr uintptr_t ShortTagMask = 7, LongTagMask = 15;
  static constexpr uintptr_t tagOf(Kind K) {
    auto Value = static_cast<uintptr_t>(K);
    return Value < LongTag ? Value : LongTag | (Value - LongTag) << 3;
  }
  static constexpr uintptr_t tagMaskOf(Kind K) {
    return static_cast<uintptr_t>(K) < LongTag ? ShortTagMask : LongTagMask;
  }
  Statement(Kind K, const void *Node)
      : Bits(reinterpret_cast<uintptr_t>(Node) | tagOf(K)) {
    assert((reinterpret_cast<uintptr_t>(Node) & tagMaskOf(K)) == 0 &&
           "a statement node is aligned as its type says");
  }
  const void *node() const {
    return reinterpret_cast<const void *>(Bits & ~tagMaskOf(kind()));
  }

  uintptr_t Bits;
};

template <typename T> constexpr Statement::Kind Statement::kindOf() {
  if constexpr (std::is_same_v<T, Label>)
    return Kind::Label;
  else if constexpr (std::is_same_v<T, Instruction>)
    return Kind::Instruction;
  else if constexpr (std::is_same_v<T, VariableDecl>)
    return Kind::VariableDecl;
  else if constexpr (std::is_same_v<T, LocDirective>)
    return Kind::LocDirective;
  else if constexpr (std::is_same_v<T, PragmaDirective>)
    return Kind::PragmaDirective;
  else if constexpr (std::is_same_v<T, Block>)
    return Kind::Block;
  else if constexpr (std::is_same_v<T, TargetListDirective>)
    return Kind::TargetListDirective;
  else if constexpr (std::is_same_v<T, CallPrototype>)
    return Kind::CallPrototype;
  else {
    static_assert(std::is_same_v<T, DwarfLine>, "not a statement node");
    return Kind::DwarfLine;
  }
}

template <typename F> decltype(auto) Statement::visit(F &&Function) const {
  const void *Node = node();
  switch (kind()) {
  case Kind::Label:
    return Function(*static_cast<const Label *>(Node));
  case Kind::Instruction:
    return Function(*static_cast<const Instruction *>(Node));
  case Kind::VariableDecl:
    return Function(*static_cast<const VariableDecl *>(Node));
  case Kind::LocDirective:
    return Function(*static_cast<const LocDirective *>(Node));
  case Kind::PragmaDirective:
    return Function(*static_cast<const PragmaDirective *>(Node));
  case Kind::Block:
    return Function(*static_cast<const Block *>(Node));
  case Kind::TargetListDirective:
    return Function(*static_cast<const TargetListDirective *>(Node));
  case Kind::CallPrototype:
    return Function(*static_cast<const CallPrototype *>(Node));
  case Kind::DwarfLine:
    break;
  }
  return Function(*static_cast<const DwarfLine *>(Node));
}

//===----------------------------------------------------------------------===//
// Functions and the module
//===----------------------------------------------------------------------===//

struct Function {
  enum class Kind : uint8_t { Entry, Func };
  std::vector<Token> Linkage; ///< Words before the kind: `.visible`, `.weak`.
  Kind K = Kind::Func;
  SourceRange KindRange;
  std::optional<ParameterList> ReturnParameters;
  Token Name;
  std::optional<ParameterList> Parameters; ///< Absent: no `( )` at all.
  std::vector<FunctionAttribute> Attributes;
  /// Absent for a prototype: a header ending in `;`, or a `.func` header
  /// that ends where the next item begins (as old nvopencc wrote them).
  std::optional<Block> Body;
  SourceRange Range;
};

using TopLevelItem =
    std::variant<VersionDirective, TargetDirective, AddressSizeDirective,
                 FileDirective, SectionDirective, PragmaDirective,
                 AliasDirective, DwarfLine, Function, VariableDecl>;

/// A comment, kept only when parsing was asked to keep them.
struct Comment {
  std::string_view Text; ///< `// ...` or `/* ... */`.
  SourceRange Range;
  /// It starts on the line where code ends before it, with only blanks or
  /// such comments in between: `ret; // done`, `ret; /* a */ // b`. Set by
  /// the parser; the printer keeps a `ptx-lint:` directive of this kind on
  /// its line, since the directive applies to the line it is on.
  bool Trailing = false;
};

struct Module {
  std::vector<TopLevelItem> Items;
  std::vector<Comment> Comments; ///< In source order.
  /// Where the items' nodes live.
  std::vector<std::shared_ptr<const ASTArena>> Storage;
};

/// The source range of any top-level item or statement.
SourceRange rangeOf(const TopLevelItem &Item);
SourceRange rangeOf(const Statement &S);

} // namespace ptxlint

#endif // PTXLINT_AST_H
