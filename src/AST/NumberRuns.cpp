//===- NumberRuns.cpp - Initializer lists of numbers, kept compactly ------===//

#include "ptxlint/NumberRuns.h"

#include <algorithm>

using namespace ptxlint;

namespace {

void merge(NumberShape::Level &Into, const NumberShape::Level &From) {
  Into.Numbers = Into.Numbers || From.Numbers;
  Into.Lists = Into.Lists || From.Lists;
  Into.FewestElements = std::min(Into.FewestElements, From.FewestElements);
  Into.MostElements = std::max(Into.MostElements, From.MostElements);
}

void mergeLiterals(NumberShape &Into, const NumberShape &From) {
  Into.Integers = Into.Integers || From.Integers;
  Into.Floats = Into.Floats || From.Floats;
  Into.LongDecimals = Into.LongDecimals || From.LongDecimals;
}

/// The white space of the lexer (grammar/PTXLexer.g4's WS): Ctrl-Z too.
bool isSpace(char C) {
  return C == ' ' || C == '\t' || C == '\r' || C == '\n' || C == '\f' ||
         C == '\x1A';
}

/// A literal in a run is followed by white space, a comment, `,` or `}`
/// (anything else would have made the element an expression).
bool endsLiteral(char C) {
  return isSpace(C) || C == ',' || C == '}' || C == '/';
}

bool hasPrefix(std::string_view Literal, char Lower) {
  return Literal.size() > 2 && Literal[0] == '0' &&
         (Literal[1] == Lower || Literal[1] == Lower - 'a' + 'A');
}

} // namespace

void NumberShape::addNumber(bool Float, bool LongDecimal) {
  ++Count;
  Levels[0].Numbers = true;
  Floats = Floats || Float;
  Integers = Integers || !Float;
  LongDecimals = LongDecimals || LongDecimal;
}

bool NumberShape::addList(const NumberShape &Inner) {
  const Level &Deepest = Inner.Levels[MaxDepth - 1];
  if (Deepest.Numbers || Deepest.Lists)
    return false;
  ++Count;
  Levels[0].Lists = true;
  Levels[0].FewestElements = std::min(Levels[0].FewestElements, Inner.Count);
  Levels[0].MostElements = std::max(Levels[0].MostElements, Inner.Count);
  for (unsigned Depth = 1; Depth < MaxDepth; ++Depth)
    merge(Levels[Depth], Inner.Levels[Depth - 1]);
  mergeLiterals(*this, Inner);
  return true;
}

void NumberShape::append(const NumberShape &Other) {
  Count += Other.Count;
  for (unsigned Depth = 0; Depth < MaxDepth; ++Depth)
    merge(Levels[Depth], Other.Levels[Depth]);
  mergeLiterals(*this, Other);
}

bool ptxlint::isFloatLiteral(std::string_view Literal) {
  if (hasPrefix(Literal, 'f') || hasPrefix(Literal, 'd'))
    return true;
  if (hasPrefix(Literal, 'x') || hasPrefix(Literal, 'b'))
    return false;
  return Literal.find_first_of(".eE") != std::string_view::npos;
}

bool ptxlint::isLongDecimal(std::string_view Literal) {
  if (Literal.empty() || Literal[0] < '1' || Literal[0] > '9')
    return false;
  size_t Digits = 0;
  while (Digits < Literal.size() && Literal[Digits] >= '0' &&
         Literal[Digits] <= '9')
    ++Digits;
  return Digits >= 20;
}

//===----------------------------------------------------------------------===//
// Reading a run back
//===----------------------------------------------------------------------===//

namespace {
/// Where the comment that begins at Pos ends, or Pos if none begins there.
uint32_t commentEnd(std::string_view Source, uint32_t Pos, uint32_t End) {
  if (Pos + 1 >= End || Source[Pos] != '/')
    return Pos;
  if (Source[Pos + 1] == '/') {
    size_t NewLine = Source.find('\n', Pos + 2);
    return NewLine == std::string_view::npos || NewLine >= End
               ? End
               : static_cast<uint32_t>(NewLine + 1);
  }
  if (Source[Pos + 1] == '*') {
    size_t Close = Source.find("*/", Pos + 2);
    return Close == std::string_view::npos || Close + 2 > End
               ? End
               : static_cast<uint32_t>(Close + 2);
  }
  return Pos;
}

/// Skips white space and comments, and commas when Commas is set.
uint32_t skip(std::string_view Source, uint32_t Pos, uint32_t End,
              bool Commas) {
  while (Pos < End) {
    char C = Source[Pos];
    if (isSpace(C) || (Commas && C == ',')) {
      ++Pos;
      continue;
    }
    uint32_t After = commentEnd(Source, Pos, End);
    if (After == Pos)
      break;
    Pos = After;
  }
  return Pos;
}
} // namespace

void NumberReader::skipSeparators() { Pos = skip(Source, Pos, End, true); }

uint32_t NumberReader::listEnd(uint32_t Open, uint32_t &Count) const {
  unsigned Depth = 0;
  Count = 1; // A list has one element more than it has commas.
  uint32_t P = Open;
  while (P < End) {
    uint32_t After = commentEnd(Source, P, End);
    if (After != P) {
      P = After;
      continue;
    }
    char C = Source[P++];
    if (C == '{') {
      ++Depth;
    } else if (C == '}') {
      if (--Depth == 0)
        return P;
    } else if (C == ',' && Depth == 1) {
      ++Count;
    }
  }
  return End;
}

bool NumberReader::next(NumberElement &Element) {
  skipSeparators();
  if (Pos >= End)
    return false;
  Element = NumberElement();
  uint32_t Begin = Pos;
  if (Source[Pos] == '{') {
    Pos = listEnd(Pos, Element.Count);
    Element.IsList = true;
    Element.Inside = {Begin + 1, Pos - 1};
    Element.Range = {Begin, Pos};
    return true;
  }
  if (Source[Pos] == '-') {
    Element.Negated = true;
    Pos = skip(Source, Pos + 1, End, false);
  }
  uint32_t LiteralBegin = Pos;
  while (Pos < End && !endsLiteral(Source[Pos]))
    ++Pos;
  Element.Literal = {LiteralBegin, Pos};
  Element.Float = isFloatLiteral(Source.substr(LiteralBegin, Pos - LiteralBegin));
  Element.Range = {Begin, Pos};
  return true;
}

//===----------------------------------------------------------------------===//
// Building lists
//===----------------------------------------------------------------------===//

void InitializerListBuilder::addNumbers(SourceRange Range,
                                        const NumberShape &Shape) {
  if (!Run) {
    Run = Shape;
    RunRange = Range;
    return;
  }
  Run->append(Shape);
  RunRange.End = Range.End;
}

void InitializerListBuilder::addOther(Initializer &&Element) {
  endRun();
  Elements.push_back(std::move(Element));
}

void InitializerListBuilder::endRun() {
  if (!Run)
    return;
  Initializer Numbers;
  Numbers.K = Initializer::Kind::Numbers;
  Numbers.Numbers = Arena.make<NumberShape>(*Run);
  Numbers.Range = RunRange;
  Elements.push_back(std::move(Numbers));
  Run.reset();
}

Initializer InitializerListBuilder::finish(SourceRange Range) {
  endRun();
  Initializer List;
  List.K = Initializer::Kind::List;
  List.Elements = std::move(Elements);
  List.Range = Range;
  Elements.clear();
  return List;
}

std::optional<NumberShape>
InitializerListBuilder::shapeOf(const Initializer &Element, size_t Tokens) {
  NumberShape Shape;
  if (Element.K == Initializer::Kind::List) {
    if (Tokens > NumberShape::MaxListTokens)
      return std::nullopt;
    NumberShape Inner;
    for (const Initializer &Inside : Element.Elements) {
      if (Inside.K != Initializer::Kind::Numbers)
        return std::nullopt;
      Inner.append(*Inside.Numbers);
    }
    if (!Shape.addList(Inner))
      return std::nullopt;
    return Shape;
  }
  const Expr *Value = Element.Value.get();
  if (!Value)
    return std::nullopt;
  if (Value->K == Expr::Kind::Unary && Value->text() == "-") {
    Value = Value->Operands[0].get();
    // ptxas takes no `0f` pattern as an operator's operand: the checker
    // reports it, so it stays a node.
    if (!Value || (Value->K == Expr::Kind::FloatLiteral &&
                   hasPrefix(Value->text(), 'f')))
      return std::nullopt;
  }
  if (Value->K != Expr::Kind::IntegerLiteral &&
      Value->K != Expr::Kind::FloatLiteral)
    return std::nullopt;
  bool Float = Value->K == Expr::Kind::FloatLiteral;
  Shape.addNumber(Float, !Float && isLongDecimal(Value->text()));
  return Shape;
}

size_t ptxlint::elementCount(const Initializer &List) {
  size_t Count = 0;
  for (const Initializer &Element : List.Elements)
    Count += Element.K == Initializer::Kind::Numbers ? Element.Numbers->Count
                                                     : 1;
  return Count;
}
