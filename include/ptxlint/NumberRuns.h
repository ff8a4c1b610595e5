//===- NumberRuns.h - Initializer lists of numbers, kept compactly -*- C++ -*-===//
//
// A lookup table (CRC, crypto and RNG tables, embedded constants) is a
// `{...}` list of millions of numbers. A node per number would cost ten
// times the source and more; ptxas itself keeps far less. So the elements
// of a list that are numbers, one after another, are kept as one element of
// kind Initializer::Kind::Numbers: where they lie in the source, and a
// NumberShape that says what the checks need to know of them (how many
// there are, how deep their lists nest and how long those are, which kinds
// of literal they use). Whoever needs the numbers themselves (the printer,
// a check that found the shape wrong and must point at the element) reads
// them back from the source with a NumberReader.
//
// An element belongs to a run when it is a number as written: an integer
// or floating-point literal, or `-` and one that is not a `0f` bit pattern
// (ptxas does not take those as an operand of an operator), or a `{...}` of
// such elements nesting at most NumberShape::MaxDepth - 1 lists deep and
// spelt in at most NumberShape::MaxListTokens tokens. Both parsers apply
// the same rule through InitializerListBuilder, so they build the same
// tree.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_NUMBERRUNS_H
#define PTXLINT_NUMBERRUNS_H

#include "ptxlint/AST.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace ptxlint {

/// What a run of sibling elements holds, depth by depth: Levels[0] says
/// what the run's own elements are, Levels[1] what the elements of those
/// that are lists are, and so on.
struct NumberShape {
  /// Lists nest at most MaxDepth - 1 deep inside a run: enough for the
  /// rows of a table of vectors. A deeper element is kept as nodes.
  static constexpr unsigned MaxDepth = 4;
  /// A `{...}` element spelt in more tokens than this is kept as a list of
  /// its own (with runs inside), so that the fast parser's token window
  /// always holds a whole element of a run.
  static constexpr unsigned MaxListTokens = 1024;

  struct Level {
    bool Numbers = false; ///< An element at this depth is a number.
    bool Lists = false;   ///< An element at this depth is a `{...}` list...
    uint32_t FewestElements = UINT32_MAX; ///< ...of at least so many
    uint32_t MostElements = 0;            ///< and at most so many elements.
  };

  uint32_t Count = 0; ///< The run's own elements.
  Level Levels[MaxDepth];
  bool Integers = false; ///< An integer literal, at any depth.
  bool Floats = false;   ///< A floating-point literal, at any depth.
  /// A decimal integer of 20 digits or more, which may overflow the 64
  /// bits ptxas reads it into.
  bool LongDecimals = false;

  /// Adds an element that is a number.
  void addNumber(bool Float, bool LongDecimal);
  /// Adds an element that is a list whose elements Inner describes; false
  /// (and nothing added) if its lists nest too deep.
  bool addList(const NumberShape &Inner);
  /// Adds the elements Other describes after these.
  void append(const NumberShape &Other);
};

/// What a literal as written is: one of Tok's number kinds, told from its
/// spelling alone (it is known to be a whole literal).
bool isFloatLiteral(std::string_view Literal);
/// A decimal integer literal of 20 digits or more (NumberShape::LongDecimals).
bool isLongDecimal(std::string_view Literal);

/// One element of a run, as read back from the source.
struct NumberElement {
  SourceRange Range; ///< All of it: `-5`, `0x1F`, `{1, 2}`.
  bool IsList = false;
  /// A number: its literal, without the `-` when Negated.
  SourceRange Literal;
  bool Negated = false;
  bool Float = false;
  /// A list: what lies between its braces (read it with a NumberReader of
  /// its own) and how many elements it has.
  SourceRange Inside;
  uint32_t Count = 0;
};

/// Reads the elements of a run (or of a list in one) back from the source,
/// one at a time: white space, comments and commas between them skipped.
class NumberReader {
public:
  /// Reads Run, an Initializer of kind Numbers, from the source its
  /// parser read (which its arena knows).
  explicit NumberReader(const Initializer &Run)
      : NumberReader(ArenaPage::sourceOf(Run.Numbers.get()), Run.Range) {}
  /// Reads the elements of List, an element this reader returned.
  NumberReader inside(const NumberElement &List) const {
    return NumberReader(Source.data(), List.Inside);
  }
  /// The source text at R, a range of an element read.
  std::string_view text(SourceRange R) const {
    return Source.substr(R.Begin, R.size());
  }
  /// The next element; false when there is none.
  bool next(NumberElement &Element);

private:
  /// Source: the start of the whole source, which Span indexes.
  NumberReader(const char *Source, SourceRange Span)
      : Source(Source, Span.End), Pos(Span.Begin), End(Span.End) {}
  void skipSeparators();
  /// Where the list whose `{` is at Open ends (after its `}`); Count is
  /// set to its number of elements.
  uint32_t listEnd(uint32_t Open, uint32_t &Count) const;

  std::string_view Source;
  uint32_t Pos, End;
};

/// Builds the elements of a `{...}` list, gathering the elements that are
/// numbers into runs.
class InitializerListBuilder {
public:
  explicit InitializerListBuilder(ASTArena &Arena) : Arena(Arena) {}
  /// An element that is a number (Shape describes it alone: a run of one)
  /// and lies at Range.
  void addNumbers(SourceRange Range, const NumberShape &Shape);
  /// Any other element.
  void addOther(Initializer &&Element);
  /// The list, which lies at Range.
  Initializer finish(SourceRange Range);

  /// What an element already built as nodes would add to a run, or nothing
  /// if it is not a number as written (the grammar path builds every
  /// element as nodes first). Tokens: how many tokens it is spelt in.
  static std::optional<NumberShape> shapeOf(const Initializer &Element,
                                            size_t Tokens);

private:
  void endRun();

  ASTArena &Arena;
  std::vector<Initializer> Elements;
  std::optional<NumberShape> Run;
  SourceRange RunRange;
};

/// Calls OnElement(const Initializer &) for each element of List in order,
/// and OnNumber(const NumberElement &, const NumberReader &) for each
/// number or list of numbers in its runs, as read back by the reader.
template <typename ElementFn, typename NumberFn>
void forEachElement(const Initializer &List, ElementFn &&OnElement,
                    NumberFn &&OnNumber) {
  for (const Initializer &Element : List.Elements) {
    if (Element.K != Initializer::Kind::Numbers) {
      OnElement(Element);
      continue;
    }
    NumberReader Reader(Element);
    NumberElement Number;
    while (Reader.next(Number))
      OnNumber(Number, Reader);
  }
}

/// How many elements List has, its runs' numbers each counted.
size_t elementCount(const Initializer &List);

} // namespace ptxlint

#endif // PTXLINT_NUMBERRUNS_H
