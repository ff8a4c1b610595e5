//===- FastParser.cpp -----------------------------------------------------===//
//
// One function per grammar rule (grammar/PTXParser.g4), each building what
// ASTBuilder's transform of that rule builds. Ranges run from a rule's
// first token to its last, as ANTLR's start and stop tokens do. Anything
// unexpected throws GiveUp, and the chunk goes to ANTLR.
//
//===----------------------------------------------------------------------===//

#include "FastParser.h"

#include "BodyPieces.h"
#include "FastLexer.h"
#include "VersionNumber.h"

#include "AST/LargeArrays.h"

#include "ptxlint/NumberRuns.h"
#include "ptxlint/OutOfMemory.h"

#include <algorithm>
#include <string>

using namespace ptxlint;
using namespace ptxlint::fast;

namespace {

/// Thrown where the grammar path must take over: a syntax error, or a
/// construct the fast path does not handle.
struct GiveUp {};

[[noreturn]] void giveUp() { throw GiveUp(); }

bool isIdentifier(Tok K) {
  return K == Tok::Identifier || K == Tok::FunctionName || K == Tok::InlinedAt;
}
bool isInteger(Tok K) {
  return K == Tok::DecimalInt || K == Tok::HexInt || K == Tok::OctalInt ||
         K == Tok::BinaryInt;
}
bool isFloat(Tok K) {
  return K == Tok::DecimalFloat || K == Tok::HexFloat || K == Tok::HexDouble;
}
/// The grammar's `modifier`: any dotted word, keywords included.
bool isModifier(Tok K) {
  return K == Tok::DotName || K == Tok::Component ||
         (K >= Tok::Version && K <= Tok::Attribute);
}
/// What may begin the grammar's `directiveValue`.
bool startsDirectiveValue(Tok K) {
  return isInteger(K) || isFloat(K) || K == Tok::Plus || K == Tok::Minus;
}

/// The precedence ANTLR gives each binary alternative of `expression`
/// (higher binds tighter; see the precpred calls in the generated parser),
/// or 0 for a token that is no binary operator.
int precedenceOf(Tok K) {
  switch (K) {
  case Tok::Star: case Tok::Slash: case Tok::Percent: return 11;
  case Tok::Plus: case Tok::Minus: return 10;
  case Tok::Shl: case Tok::Shr: return 9;
  case Tok::Lt: case Tok::Gt: case Tok::Le: case Tok::Ge: return 8;
  case Tok::Eq: case Tok::Ne: return 7;
  case Tok::Amp: return 6;
  case Tok::Caret: return 5;
  case Tok::Pipe: return 4;
  case Tok::AndAnd: return 3;
  case Tok::OrOr: return 2;
  case Tok::Question: return 1;
  default: return 0;
  }
}
/// Operands of prefix alternatives: `op expression[13]`, `(.t) expression[12]`.
constexpr int UnaryOperandPrecedence = 13;
constexpr int CastOperandPrecedence = 12;

/// ASTBuilder::parenthesizedValue, to the letter: the expression a
/// `(...)`-list operand stands for, or null if none.
ExprPtr parenthesizedValue(const Operand &O, ASTArena &Arena) {
  if (O.kind() == Operand::Kind::Expression && !O.pairedSink() &&
      O.selector().Text.empty())
    return O.value();
  if (O.kind() != Operand::Kind::List || O.elements().size() != 1)
    return nullptr;
  ExprPtr Inner = parenthesizedValue(O.elements()[0], Arena);
  if (!Inner)
    return nullptr;
  Expr *Paren = makeExpr(Arena, Expr::Kind::Paren, O.range());
  Paren->Operands[0] = Inner;
  return Paren;
}

/// Lists under construction, kept on a stack so that each finished list is
/// moved into an arena array of exactly its size: one allocation per list
/// instead of one per doubling, and no slack in memory. Nested lists (the
/// operands of an address inside an operand list) sit above their parent's
/// part. One stack per thread serves every chunk parsed on it.
template <typename T> class ScratchStack {
public:
  void clear() { Items.clear(); } // After a chunk given up half-way.
  /// Gives the memory back if it grew beyond Bytes.
  void trim(size_t Bytes) {
    if (Items.capacity() * sizeof(T) > Bytes)
      LargeVector<T>().swap(Items);
  }
  size_t mark() const { return Items.size(); }
  void push(T &&Item) { Items.push_back(std::move(Item)); }
  void push(const T *First, const T *Last) {
    Items.insert(Items.end(), First, Last);
  }
  T &operator[](size_t I) { return Items[I]; }
  /// Everything on the stack, which is left empty.
  LargeVector<T> takeAll() {
    LargeVector<T> All;
    All.swap(Items);
    return All;
  }
  /// The items pushed since Mark, in order.
  const T *from(size_t Mark) const { return Items.data() + Mark; }
  /// Takes the items pushed since Mark off the stack.
  void popTo(size_t Mark) {
    Items.erase(Items.begin() + static_cast<std::ptrdiff_t>(Mark), Items.end());
  }
  /// The items pushed since Mark, taken off the stack into Arena.
  NodeList<T> takeFrom(size_t Mark, ASTArena &Arena) {
    NodeList<T> List =
        Arena.list(Items.data() + Mark, Items.data() + Items.size());
    Items.erase(Items.begin() + static_cast<std::ptrdiff_t>(Mark), Items.end());
    return List;
  }

private:
  LargeVector<T> Items; // A huge block's statements are many megabytes.
};

/// When a function body is read in pieces (BodyPieces.h): the caller's
/// options, and where the chunk ends (a body ends before).
struct PieceSettings {
  BodyPieceOptions Options;
  size_t ChunkEnd = 0;
};

class FastParser {
public:
  FastParser(std::string_view Text, ChunkLexer &Lexer,
             std::vector<Lexeme> &Tokens, ASTArena &Arena,
             ScratchStack<Statement> &Statements,
             ScratchStack<Operand> &Operands, PieceSettings Pieces = {})
      : Text(Text), Lexer(Lexer), Tokens(Tokens), Arena(Arena),
        Statements(Statements), Operands(Operands), Pieces(Pieces) {
    Statements.clear();
    Operands.clear();
    Tokens.clear();
    lexWindow();
    T = Tokens.data();
  }

  std::vector<TopLevelItem> parseModule() {
    std::vector<TopLevelItem> Items;
    for (;;) {
      refillIfLow();
      if (kind() == Tok::Eof)
        return Items;
      // Memory runs out in the items that are huge: say where in them.
      locateOutOfMemory(begin(), [&] { Items.push_back(parseItem()); });
    }
  }

private:
  //===--------------------------------------------------------------------===//
  // Token access
  //===--------------------------------------------------------------------===//

  //===--------------------------------------------------------------------===//
  // The token window
  //
  // Tokens holds a window of the chunk's tokens, which the lexer ends after
  // a `;` (ChunkLexer::lexMore). Every statement and every item is read
  // from where one begins, and only then is the window moved on (when
  // fewer than LowWater tokens are left in it): a statement that begins in
  // the window ends in it, since those that do not end in `;` (labels,
  // braces, `.loc`) are short and followed by more, and a body's
  // statements each begin a new read. So a function of a million
  // instructions holds the tokens of one window, not of the function.
  //
  // Initializers and debug sections are the exception: a lookup table is
  // one declaration of millions of tokens, a section as many without a
  // `;`. Their lists move the window on before each element or entry
  // (refillInList), which then holds any element of a run of numbers whole
  // (NumberShape::MaxListTokens).
  //===--------------------------------------------------------------------===//

  static constexpr size_t WindowTokens = 16384, LowWater = 256;
  static constexpr size_t ListLowWater = 2 * NumberShape::MaxListTokens;
  static_assert(ListLowWater < WindowTokens, "a list's window holds more");
  /// A window without a `;` for this long (a line of junk, a statement of
  /// many thousand operands) is cut: the parser, which then meets the
  /// padding in the middle of a statement, gives the chunk to ANTLR,
  /// instead of the lexer holding every token of it first. (Initializers
  /// and sections move the window on themselves, so a table is never cut.)
  static constexpr size_t MaxWindowTokens = size_t(1) << 15;

  /// Lexes the next window after the tokens already held, then pads them:
  /// see peek(). MaxTokens: where a window without a `;` is cut.
  void lexWindow(size_t MaxTokens = MaxWindowTokens) {
    if (!Lexer.lexMore(Tokens, WindowTokens, MaxTokens))
      giveUp();
    Held = Tokens.size();
    Lexeme Padding{Tok::Eof, Tokens.back().End, Tokens.back().End};
    for (int I = 0; I < 3; ++I)
      Tokens.push_back(Padding);
  }
  /// At the beginning of an item or a statement: moves the window on if
  /// fewer than Low of its tokens are left, keeping the last one consumed
  /// (lastEnd). MaxTokens: as for lexWindow.
  void refillIfLow(size_t Low = LowWater, size_t MaxTokens = MaxWindowTokens) {
    size_t Next = static_cast<size_t>(T - Tokens.data());
    if (Lexer.done() || Held - Next >= Low)
      return;
    size_t Dropped = Next > 0 ? Next - 1 : 0;
    Tokens.resize(Held);
    Tokens.erase(Tokens.begin(),
                 Tokens.begin() + static_cast<std::ptrdiff_t>(Dropped));
    lexWindow(MaxTokens);
    T = Tokens.data() + (Next - Dropped);
  }
  /// Before an element of a list: a window of a fixed size, which need not
  /// end in a `;` (the declaration may be the rest of the chunk).
  void refillInList() { refillIfLow(ListLowWater, WindowTokens); }

  Tok kind() const { return T->Kind; }
  /// The kind N tokens ahead. The window ends in four Eofs (one real at the
  /// end of the chunk, or padding): callers look at most three tokens ahead
  /// of one that is not Eof, or scan ahead while the tokens are of a kind
  /// that Eof is not.
  Tok peek(size_t N) const { return T[N].Kind; }
  uint32_t begin() const { return T->Begin; }
  /// The end of the last token consumed: where a rule's range stops.
  uint32_t lastEnd() const { return T[-1].End; }

  ptxlint::Token word(const Lexeme &L) const {
    return {Text.substr(L.Begin, L.End - L.Begin), {L.Begin, L.End}};
  }
  /// Consumes the current token and returns it as a word.
  ptxlint::Token take() { return word(*T++); }
  ptxlint::Token take(Tok K) {
    if (kind() != K)
      giveUp();
    return take();
  }
  void expect(Tok K) {
    if (kind() != K)
      giveUp();
    ++T;
  }
  bool accept(Tok K) {
    if (kind() != K)
      return false;
    ++T;
    return true;
  }
  ptxlint::Token takeIdentifier() {
    if (!isIdentifier(kind()))
      giveUp();
    return take();
  }
  ptxlint::Token takeInteger() {
    if (!isInteger(kind()))
      giveUp();
    return take();
  }
  SourceRange from(uint32_t Begin) const { return {Begin, lastEnd()}; }

  /// Counts nesting on the way down; recursion past MaxFastDepth gives up.
  struct Nested {
    explicit Nested(unsigned &Depth) : Depth(Depth) {
      if (++Depth > MaxFastDepth)
        giveUp();
    }
    ~Nested() { --Depth; }
    unsigned &Depth;
  };

  //===--------------------------------------------------------------------===//
  // Module level
  //===--------------------------------------------------------------------===//

  TopLevelItem parseItem() {
    uint32_t Begin = begin();
    switch (kind()) {
    case Tok::Version:
      return parseVersion();
    case Tok::Target: {
      ++T;
      TargetDirective Target;
      Target.Targets.push_back(takeIdentifier());
      while (accept(Tok::Comma))
        Target.Targets.push_back(takeIdentifier());
      Target.Range = from(Begin);
      return Target;
    }
    case Tok::AddressSize: {
      ++T;
      ptxlint::Token Size = takeInteger();
      return AddressSizeDirective{Size, from(Begin)};
    }
    case Tok::File:
      return parseFile();
    case Tok::Section:
      return parseSection();
    case Tok::Pragma:
      return parsePragma();
    case Tok::Alias: {
      ++T;
      AliasDirective Alias;
      Alias.Alias = takeIdentifier();
      expect(Tok::Comma);
      Alias.Aliasee = takeIdentifier();
      expect(Tok::Semi);
      Alias.Range = from(Begin);
      return Alias;
    }
    case Tok::DwarfLine:
      return DwarfLine{take()};
    case Tok::Entry:
    case Tok::Func:
      return parseFunction();
    case Tok::Attribute:
      return parseVariable();
    case Tok::DotName: {
      // `DOT_NAME* (.entry | .func)` begins a function; anything else after
      // the dotted words (an integer, a name) a declaration.
      size_t N = 1;
      while (peek(N) == Tok::DotName)
        ++N;
      if (peek(N) == Tok::Entry || peek(N) == Tok::Func)
        return parseFunction();
      return parseVariable();
    }
    default:
      giveUp();
    }
  }

  VersionDirective parseVersion() {
    uint32_t Begin = begin();
    uint32_t GapBegin = T->End;
    ++T;
    VersionDirective V;
    V.Version = take(Tok::DecimalFloat);
    V.Range = from(Begin);
    // ASTBuilder reports a comment or line break before the number and a
    // malformed version; leave those to it.
    if (misplacedInVersionGap(Text.substr(
            GapBegin, V.Version.Range.Begin - GapBegin)) != std::string_view::npos)
      giveUp();
    std::optional<VersionNumber> Number = readVersionNumber(V.Version.Text);
    if (!Number)
      giveUp();
    V.Major = Number->Major;
    V.Minor = Number->Minor;
    return V;
  }

  FileDirective parseFile() {
    uint32_t Begin = begin();
    ++T;
    FileDirective F;
    F.Index = takeInteger();
    F.Path = take(Tok::String);
    if (accept(Tok::Comma)) {
      F.Timestamp = takeInteger();
      if (accept(Tok::Comma))
        F.FileSize = takeInteger();
    }
    F.Range = from(Begin);
    return F;
  }

  SectionDirective parseSection() {
    uint32_t Begin = begin();
    ++T;
    SectionDirective S;
    S.Name = take(Tok::DotName);
    expect(Tok::LBrace);
    // A debug section is a table too: megabytes of `.b8` lines, no `;`.
    for (refillInList(); kind() != Tok::RBrace; refillInList()) {
      SectionEntry Entry;
      uint32_t EntryBegin = begin();
      if (isIdentifier(kind())) {
        Entry.IsLabel = true;
        Entry.Name = take();
        expect(Tok::Colon);
      } else {
        Entry.Name = take(Tok::DotName);
        Entry.Values.push_back(parseSectionValue());
        while (accept(Tok::Comma))
          Entry.Values.push_back(parseSectionValue());
      }
      Entry.Range = from(EntryBegin);
      S.Entries.push_back(std::move(Entry));
    }
    ++T;
    S.Range = from(Begin);
    return S;
  }

  /// `.debug_abbrev`, `.debug_str+16` or an expression.
  ExprPtr parseSectionValue() {
    if (kind() != Tok::DotName)
      return parseExpr(0);
    uint32_t Begin = begin();
    ptxlint::Token Section = take();
    auto Symbol = node(Expr::Kind::Symbol, Section.Range, Section.Text);
    if (kind() != Tok::Plus && kind() != Tok::Minus)
      return Symbol;
    ptxlint::Token Sign = take();
    ExprPtr Offset = parseExpr(0);
    auto Sum = node(Expr::Kind::Binary, from(Begin), Sign.Text);
    Sum->Operands[0] = std::move(Symbol);
    Sum->Operands[1] = std::move(Offset);
    return Sum;
  }

  PragmaDirective parsePragma() {
    uint32_t Begin = begin();
    expect(Tok::Pragma);
    PragmaDirective Pragma;
    Pragma.Strings.push_back(take(Tok::String));
    while (accept(Tok::Comma))
      Pragma.Strings.push_back(take(Tok::String));
    expect(Tok::Semi);
    Pragma.Range = from(Begin);
    return Pragma;
  }

  //===--------------------------------------------------------------------===//
  // Declarations
  //===--------------------------------------------------------------------===//

  bool startsQualifier() const {
    return kind() == Tok::DotName || kind() == Tok::Attribute;
  }

  VariableDecl parseVariable() {
    uint32_t Begin = begin();
    VariableDecl V;
    do
      V.Qualifiers.push_back(parseQualifier());
    while (startsQualifier());
    if (!accept(Tok::Semi)) { // `.reg .b32;` declares nothing.
      V.Declarators.push_back(parseDeclarator());
      while (accept(Tok::Comma))
        V.Declarators.push_back(parseDeclarator());
      expect(Tok::Semi);
    }
    V.Range = from(Begin);
    return V;
  }

  Qualifier parseQualifier() {
    uint32_t Begin = begin();
    Qualifier Q;
    if (kind() == Tok::DotName) {
      Q.Name = take();
      if (isInteger(kind()))
        Q.Argument = take();
      Q.Range = from(Begin);
      return Q;
    }
    Q.Name = take(Tok::Attribute);
    expect(Tok::LParen);
    do {
      AttributeItem Item;
      Item.Name = take(Tok::DotName);
      if (accept(Tok::LParen)) {
        Item.HasArguments = true;
        Item.Arguments.push_back(parseExpr(0));
        while (accept(Tok::Comma))
          Item.Arguments.push_back(parseExpr(0));
        expect(Tok::RParen);
      }
      Q.Attributes.push_back(std::move(Item));
    } while (accept(Tok::Comma));
    expect(Tok::RParen);
    Q.Range = from(Begin);
    return Q;
  }

  Declarator parseDeclarator() {
    uint32_t Begin = begin();
    Declarator D;
    if (kind() != Tok::Underscore && !isIdentifier(kind()))
      giveUp();
    D.Name = take();
    if (accept(Tok::Lt)) {
      D.RangeCount = takeInteger();
      expect(Tok::Gt);
    }
    while (kind() == Tok::LBracket) {
      uint32_t DimBegin = begin();
      ++T;
      ArrayDimension Dimension;
      if (kind() != Tok::RBracket)
        Dimension.Size = parseExpr(0);
      expect(Tok::RBracket);
      Dimension.Range = from(DimBegin);
      D.Dimensions.push_back(std::move(Dimension));
    }
    if (accept(Tok::Assign))
      D.Init = parseInitializer();
    D.Range = from(Begin);
    return D;
  }

  Initializer parseInitializer() {
    Nested Guard(Depth);
    uint32_t Begin = begin();
    if (!accept(Tok::LBrace)) {
      Initializer Init;
      Init.Value = parseExpr(0);
      Init.Range = from(Begin);
      return Init;
    }
    InitializerListBuilder List(Arena);
    size_t Span = NoSpan; // This list's numbers in a row, in Spans.
    ++OpenLists; // Not on the way out of a GiveUp: see readSpansAfterError.
    do {
      refillInList();
      uint32_t ElementBegin = begin();
      NumberShape Shape;
      if (scanNumbers(Shape, 0)) {
        List.addNumbers(from(ElementBegin), Shape);
        noteNumbers(Span, ElementBegin, Shape);
      } else {
        Span = NoSpan;
        List.addOther(parseInitializer());
      }
    } while (accept(Tok::Comma));
    expect(Tok::RBrace);
    --OpenLists;
    return List.finish(from(Begin));
  }

  /// Notes an element of numbers just read, which began at Begin, in the
  /// span of numbers in a row it continues (Span), or in a new one (Span
  /// is NoSpan).
  static constexpr size_t NoSpan = SIZE_MAX;
  void noteNumbers(size_t &Span, uint32_t Begin, const NumberShape &Shape) {
    if (!Spans)
      return;
    if (Span == NoSpan) {
      Span = Spans->size();
      Spans->push_back({Begin, lastEnd(), lastEnd(), Shape});
      return;
    }
    NumberSpan &Row = (*Spans)[Span];
    Row.End = lastEnd();
    Row.Shape.append(Shape);
  }

  /// Reads an element of a list that is a number as written (NumberRuns.h)
  /// into Shape, as InitializerListBuilder::shapeOf would see it; false,
  /// and nothing read, for any other element. ListDepth: lists around it
  /// inside the run.
  bool scanNumbers(NumberShape &Shape, unsigned ListDepth) {
    const Lexeme *Start = T;
    auto fail = [&] {
      T = Start;
      return false;
    };
    if (accept(Tok::LBrace)) {
      if (ListDepth + 1 >= NumberShape::MaxDepth)
        return fail();
      NumberShape Inner;
      do {
        if (!scanNumbers(Inner, ListDepth + 1) ||
            static_cast<size_t>(T - Start) > NumberShape::MaxListTokens)
          return fail();
      } while (accept(Tok::Comma));
      if (!accept(Tok::RBrace) ||
          static_cast<size_t>(T - Start) > NumberShape::MaxListTokens ||
          !Shape.addList(Inner))
        return fail();
      return true;
    }
    bool Negated = accept(Tok::Minus);
    Tok Kind = kind();
    if (!(isInteger(Kind) || isFloat(Kind)) ||
        (Negated && Kind == Tok::HexFloat) ||
        (peek(1) != Tok::Comma && peek(1) != Tok::RBrace))
      return fail();
    bool Long = Kind == Tok::DecimalInt &&
                isLongDecimal(Text.substr(T->Begin, T->End - T->Begin));
    Shape.addNumber(isFloat(Kind), Long);
    ++T;
    return true;
  }

  //===--------------------------------------------------------------------===//
  // Functions
  //===--------------------------------------------------------------------===//

  Function parseFunction() {
    uint32_t Begin = begin();
    Function F;
    while (kind() == Tok::DotName)
      F.Linkage.push_back(take());
    if (kind() != Tok::Entry && kind() != Tok::Func)
      giveUp();
    F.K = kind() == Tok::Entry ? Function::Kind::Entry : Function::Kind::Func;
    F.KindRange = take().Range;
    if (kind() == Tok::LParen)
      F.ReturnParameters = parseParameters();
    F.Name = takeIdentifier();
    if (kind() == Tok::LParen)
      F.Parameters = parseParameters();
    // The grammar's `(functionAttribute* (block | SEMI))?`: the attributes
    // are the header's only if a body or `;` follows them; otherwise the
    // header ends before them, and they begin the next item (a function's
    // linkage, or a declaration: no value of an attribute is a name, so
    // `.const .u32 x;` stops at `x`). (Where both readings parse, ANTLR
    // takes the first alternative: the header's.)
    const Lexeme *AfterHeader = T;
    while (kind() == Tok::DotName || kind() == Tok::Pragma)
      F.Attributes.push_back(parseFunctionAttribute());
    if (kind() == Tok::LBrace) {
      F.Body = parseBlock();
    } else if (!accept(Tok::Semi)) {
      // A header that ends where the next item begins: ptxas takes it as a
      // prototype for `.func`; ASTBuilder reports an `.entry`.
      if (F.K == Function::Kind::Entry)
        giveUp();
      T = AfterHeader;
      F.Attributes.clear();
    }
    F.Range = from(Begin);
    return F;
  }

  ParameterList parseParameters() {
    expect(Tok::LParen);
    ParameterList Parameters;
    if (accept(Tok::RParen))
      return Parameters;
    do {
      uint32_t Begin = begin();
      ParameterDecl Param;
      do
        Param.Qualifiers.push_back(parseQualifier());
      while (startsQualifier());
      Param.Decl = parseDeclarator();
      Param.Range = from(Begin);
      Parameters.push_back(std::move(Param));
    } while (accept(Tok::Comma));
    expect(Tok::RParen);
    return Parameters;
  }

  FunctionAttribute parseFunctionAttribute() {
    uint32_t Begin = begin();
    FunctionAttribute A;
    if (kind() == Tok::Pragma) {
      A.Name = word(*T);
      A.Pragma = parsePragma();
      A.Range = from(Begin);
      return A;
    }
    A.Name = take(Tok::DotName);
    // Nothing that may follow an attribute (another one, `{`, `;`, the
    // name of a declaration) can begin a value, so the values are there
    // iff one begins.
    if (startsDirectiveValue(kind())) {
      A.Arguments.push_back(parseDirectiveValue());
      while (accept(Tok::Comma))
        A.Arguments.push_back(parseDirectiveValue());
    }
    A.Range = from(Begin);
    return A;
  }

  /// The grammar's `directiveValue`: a literal, or a sign applied to one.
  ExprPtr parseDirectiveValue() {
    Nested Guard(Depth);
    uint32_t Begin = begin();
    if (kind() == Tok::Plus || kind() == Tok::Minus) {
      ptxlint::Token Op = take();
      ExprPtr Operand = parseDirectiveValue();
      auto E = node(Expr::Kind::Unary, from(Begin), Op.Text);
      E->Operands[0] = std::move(Operand);
      return E;
    }
    Tok K = kind();
    if (!isInteger(K) && !isFloat(K))
      giveUp();
    ptxlint::Token Literal = take();
    return node(isInteger(K) ? Expr::Kind::IntegerLiteral
                             : Expr::Kind::FloatLiteral,
                Literal.Range, Literal.Text);
  }

  //===--------------------------------------------------------------------===//
  // Function bodies
  //===--------------------------------------------------------------------===//

  Block parseBlock() {
    Nested Guard(Depth);
    uint32_t Begin = begin();
    expect(Tok::LBrace);
    Block B;
    size_t Mark = Statements.mark();
    // A function's body (Depth 1) may be read in pieces.
    std::unique_ptr<PieceReaders> Readers =
        Depth == 1 ? startPieces(Begin) : nullptr;
    for (;;) {
      refillIfLow();
      if (kind() == Tok::RBrace)
        break;
      if (Readers && begin() >= Readers->begin(0)) {
        locateOutOfMemory(begin(), [&] { takePieces(*Readers); });
        Readers.reset();
        continue;
      }
      locateOutOfMemory(begin(), [&] { Statements.push(parseStatement()); });
    }
    B.Statements = Statements.takeFrom(Mark, Arena);
    ++T;
    B.Range = from(Begin);
    return B;
  }

  /// Reads the statements of a piece of a function body, from its Begin up
  /// to its StopAt or the body's `}`, on a helper thread.
  void readPiece(BodyPiece &Piece, const std::atomic<bool> &Cancelled) {
    Depth = 1; // Inside the body's block, as parseBlock would be.
    Piece.FirstToken = begin();
    for (;;) {
      refillIfLow();
      if (kind() == Tok::RBrace) {
        Piece.EndedAtBrace = true;
        break;
      }
      if (begin() >= Piece.StopAt)
        break;
      if (Cancelled.load(std::memory_order_relaxed))
        return;
      Statements.push(parseStatement());
    }
    if (Statements.mark() == 0)
      return; // Nothing to take; lastEnd() would read before the window.
    Piece.EndedAt = begin();
    Piece.LastEnd = lastEnd();
    Piece.Statements = Statements.takeAll();
    Piece.Ok = true;
  }

  /// Starts the helper threads of the body that begins at Begin, if it is
  /// to be read in pieces; null otherwise.
  std::unique_ptr<PieceReaders> startPieces(uint32_t Begin);
  /// At the first statement at or after the first piece's Begin: takes the
  /// pieces that begin where the parser is, in order, and moves the token
  /// window after the last one taken (see BodyPieces.h).
  void takePieces(PieceReaders &Readers);

  template <typename T> Statement statement(T &&Node) {
    return Statement::make(Arena, std::forward<T>(Node));
  }

  Statement parseStatement() {
    switch (kind()) {
    case Tok::Identifier:
    case Tok::FunctionName:
    case Tok::InlinedAt:
      if (peek(1) != Tok::Colon)
        return statement(parseInstruction());
      switch (peek(2)) {
      case Tok::BranchTargets:
      case Tok::CallTargets:
      case Tok::CallPrototype:
        return parseControlFlow();
      default: {
        uint32_t Begin = begin();
        ptxlint::Token Name = take();
        ++T; // ':'
        return statement(Label{Name, from(Begin)});
      }
      }
    case Tok::At:
      return statement(parseInstruction());
    case Tok::DotName:
    case Tok::Attribute:
      return statement(parseVariable());
    case Tok::Loc:
      return statement(parseLoc());
    case Tok::Pragma:
      return statement(parsePragma());
    case Tok::LBrace:
      return statement(parseBlock());
    case Tok::DwarfLine:
      return statement(DwarfLine{take()});
    default:
      giveUp();
    }
  }

  LocDirective parseLoc() {
    uint32_t Begin = begin();
    ++T;
    LocDirective Loc;
    Loc.File = takeInteger();
    Loc.Line = takeInteger();
    Loc.Column = takeInteger();
    // `, function_name label [+ offset], inlined_at file line column`, as
    // the grammar's locInlining.
    if (accept(Tok::Comma)) {
      expect(Tok::FunctionName);
      ptxlint::Token Label =
          kind() == Tok::DotName ? take() : takeIdentifier();
      Loc.FunctionName = node(Expr::Kind::Symbol, Label.Range, Label.Text);
      if (kind() == Tok::Plus) {
        ptxlint::Token Sign = take();
        ptxlint::Token Offset = takeInteger();
        auto Sum = node(Expr::Kind::Binary,
                        SourceRange{Label.Range.Begin, Offset.Range.End},
                        Sign.Text);
        Sum->Operands[0] = std::move(Loc.FunctionName);
        Sum->Operands[1] =
            node(Expr::Kind::IntegerLiteral, Offset.Range, Offset.Text);
        Loc.FunctionName = std::move(Sum);
      }
      expect(Tok::Comma);
      expect(Tok::InlinedAt);
      Loc.InlinedFile = takeInteger();
      Loc.InlinedLine = takeInteger();
      Loc.InlinedColumn = takeInteger();
    }
    Loc.Range = from(Begin);
    return Loc;
  }

  Statement parseControlFlow() {
    uint32_t Begin = begin();
    ptxlint::Token Name = take();
    ++T; // ':'
    if (accept(Tok::CallPrototype)) {
      CallPrototype C;
      C.Name = Name;
      if (kind() == Tok::LParen)
        C.ReturnParameters = parseParameters();
      expect(Tok::Underscore);
      if (kind() == Tok::LParen)
        C.Parameters = parseParameters();
      while (kind() == Tok::DotName || kind() == Tok::Pragma)
        C.Attributes.push_back(parseFunctionAttribute());
      expect(Tok::Semi);
      C.Range = from(Begin);
      return statement(std::move(C));
    }
    TargetListDirective List;
    List.K = kind() == Tok::BranchTargets
                 ? TargetListDirective::Kind::BranchTargets
                 : TargetListDirective::Kind::CallTargets;
    ++T;
    List.Name = Name;
    List.Targets.push_back(takeIdentifier());
    while (accept(Tok::Comma))
      List.Targets.push_back(takeIdentifier());
    expect(Tok::Semi);
    List.Range = from(Begin);
    return statement(std::move(List));
  }

  //===--------------------------------------------------------------------===//
  // Instructions and operands
  //===--------------------------------------------------------------------===//

  Instruction parseInstruction() {
    uint32_t Begin = begin();
    Instruction I;
    if (accept(Tok::At)) {
      bool Negated = accept(Tok::Bang);
      ptxlint::Token Predicate = takeIdentifier();
      I.Pred = Arena.make<const Guard>(Predicate, Negated, from(Begin));
    }
    ptxlint::Token Opcode = takeIdentifier();
    I.Opcode = Opcode;
    size_t Modifiers = 0;
    while (isModifier(peek(Modifiers)))
      ++Modifiers;
    if (Modifiers > Instruction::MaxModifiers)
      giveUp(); // The grammar path reports it.
    ModifierRanges.clear();
    for (size_t M = 0; M < Modifiers; ++M, ++T)
      ModifierRanges.push_back({T->Begin, T->End});
    size_t Mark = Operands.mark();
    if (kind() != Tok::Semi) {
      pushOperandList();
      // As in ASTBuilder::buildInstruction: `(x)` is a list only for `call`.
      if (Opcode.Text != "call")
        for (size_t N = Mark; N < Operands.mark(); ++N)
          if (ExprPtr Value = parenthesizedValue(Operands[N], Arena)) {
            OperandParts Parts;
            Parts.Value = Value;
            Parts.Range = Operands[N].range();
            Operands[N] = Operand::make(Arena, Parts);
          }
    }
    if (Operands.mark() - Mark > Instruction::MaxOperands)
      giveUp(); // The grammar path reports it.
    I.setWords(Arena, ModifierRanges.data(), Modifiers, Operands.from(Mark),
               Operands.mark() - Mark);
    Operands.popTo(Mark);
    expect(Tok::Semi);
    I.Range = from(Begin);
    return I;
  }

  void pushOperandList() {
    Operands.push(parseOperand());
    while (accept(Tok::Comma))
      Operands.push(parseOperand());
  }
  NodeList<Operand> parseOperandList() {
    size_t Mark = Operands.mark();
    pushOperandList();
    return Operands.takeFrom(Mark, Arena);
  }

  Operand parseOperand() {
    Nested Guard(Depth);
    uint32_t Begin = begin();
    OperandParts O;
    switch (kind()) {
    case Tok::LBracket:
      ++T;
      O.K = Operand::Kind::Address;
      O.Elements = parseOperandList();
      expect(Tok::RBracket);
      if (kind() == Tok::DotName)
        O.setSuffix(Arena.make<const ptxlint::Token>(take()));
      break;
    case Tok::LBrace:
      ++T;
      O.K = Operand::Kind::Vector;
      O.Elements = parseOperandList();
      expect(Tok::RBrace);
      if (accept(Tok::Pipe))
        O.setPairedPredicate(parseExpr(0));
      break;
    case Tok::Underscore:
      ++T;
      O.K = Operand::Kind::Sink;
      if (accept(Tok::Pipe))
        O.setPairedPredicate(parseExpr(0));
      break;
    case Tok::LParen:
      if (peek(1) != Tok::DotName) // `(.s64) x` is a cast expression.
        return parseParenthesizedOperand();
      [[fallthrough]];
    default:
      O.K = Operand::Kind::Expression;
      O.Value = parseExpr(0);
      finishExpressionOperand(O);
      break;
    }
    O.Range = from(Begin);
    return Operand::make(Arena, O);
  }

  /// `expression (PIPE UNDERSCORE | selector=DOT_NAME)?`: the `|_` of
  /// `r|_`, the `.b3` of `r.b3`.
  void finishExpressionOperand(OperandParts &O) {
    if (kind() == Tok::Pipe && peek(1) == Tok::Underscore) {
      T += 2;
      O.PairedSink = true;
    } else if (kind() == Tok::DotName) {
      O.setSuffix(Arena.make<const ptxlint::Token>(take()));
    }
  }

  /// An operand that begins with `(` (but not a cast): `()`, a list
  /// `(a, b)`, a one-element list `(a)` or an expression `(a) + 1`.
  /// `(a)` followed by what ends an operand is both a one-element list and
  /// a parenthesized expression; ANTLR resolves such an ambiguity to the
  /// alternative listed first, the list (which buildInstruction turns into
  /// a Paren expression for every opcode but `call`). Followed by an
  /// operator, `(a)` can only be the start of an expression.
  Operand parseParenthesizedOperand() {
    uint32_t Begin = begin();
    ++T;
    OperandParts O;
    O.K = Operand::Kind::List;
    if (accept(Tok::RParen)) {
      O.Range = from(Begin);
      return Operand::make(Arena, O);
    }
    O.Elements = parseOperandList();
    expect(Tok::RParen);
    O.Range = from(Begin);
    Operand List = Operand::make(Arena, O);
    // A selector can follow an expression only: `(a).b0` is one.
    if (O.Elements.size() != 1 ||
        (precedenceOf(kind()) == 0 && kind() != Tok::DotName))
      return List;
    // The expression's first primary is `( inner )`; go on from there. An
    // inner operand that is no expression (`[a]`, `_`) cannot be one.
    ExprPtr First = parenthesizedValue(List, Arena);
    if (!First)
      giveUp();
    OperandParts E;
    E.K = Operand::Kind::Expression;
    E.Value = parseBinaryRest(std::move(First), 0);
    finishExpressionOperand(E);
    E.Range = from(Begin);
    return Operand::make(Arena, E);
  }

  //===--------------------------------------------------------------------===//
  // Expressions: precedence climbing, as ANTLR's left-recursive rule does
  //===--------------------------------------------------------------------===//

  Expr *node(Expr::Kind K, SourceRange R, std::string_view Text = {}) {
    return makeExpr(Arena, K, R, Text);
  }

  ExprPtr parseExpr(int MinPrecedence) {
    Nested Guard(Depth);
    return parseBinaryRest(parsePrefix(), MinPrecedence);
  }

  /// Binary and conditional operators after Left, while they bind at least
  /// as tightly as MinPrecedence (ANTLR's precpred(_ctx, q): q >= _p).
  ExprPtr parseBinaryRest(ExprPtr Left, int MinPrecedence) {
    for (;;) {
      Tok Op = kind();
      int Precedence = precedenceOf(Op);
      if (Precedence == 0 || Precedence < MinPrecedence)
        return Left;
      // `r|_` is an operand with a discarded predicate, not an `|`.
      if (Op == Tok::Pipe && peek(1) == Tok::Underscore)
        return Left;
      uint32_t Begin = Left->Range.Begin;
      ptxlint::Token OpWord = take();
      if (Op == Tok::Question) {
        // `<assoc=right> e ? e : e`: the middle is a full expression, the
        // right side expression[1].
        auto C = node(Expr::Kind::Conditional, {});
        C->Operands[0] = std::move(Left);
        C->Operands[1] = parseExpr(0);
        expect(Tok::Colon);
        C->Operands[2] = parseExpr(Precedence);
        C->Range = from(Begin);
        Left = std::move(C);
        continue;
      }
      ExprPtr Right = parseExpr(Precedence + 1); // Left-associative.
      auto B = node(Expr::Kind::Binary, from(Begin), OpWord.Text);
      B->Operands[0] = std::move(Left);
      B->Operands[1] = std::move(Right);
      Left = std::move(B);
    }
  }

  ExprPtr parsePrefix() {
    uint32_t Begin = begin();
    switch (kind()) {
    case Tok::Plus:
    case Tok::Minus:
    case Tok::Bang:
    case Tok::Tilde: {
      ptxlint::Token Op = take();
      ExprPtr Operand = parseExpr(UnaryOperandPrecedence);
      auto E = node(Expr::Kind::Unary, from(Begin), Op.Text);
      E->Operands[0] = std::move(Operand);
      return E;
    }
    case Tok::LParen:
      if (peek(1) == Tok::DotName) {
        ++T;
        ptxlint::Token Type = take();
        expect(Tok::RParen);
        ExprPtr Operand = parseExpr(CastOperandPrecedence);
        auto E = node(Expr::Kind::Cast, from(Begin), Type.Text);
        E->Operands[0] = std::move(Operand);
        return E;
      }
      return parsePrimary();
    default:
      return parsePrimary();
    }
  }

  ExprPtr parsePrimary() {
    uint32_t Begin = begin();
    Tok K = kind();
    if (isInteger(K)) {
      ptxlint::Token Literal = take();
      return node(Expr::Kind::IntegerLiteral, Literal.Range, Literal.Text);
    }
    if (isFloat(K)) {
      ptxlint::Token Literal = take();
      return node(Expr::Kind::FloatLiteral, Literal.Range, Literal.Text);
    }
    if (K == Tok::LParen) {
      ++T;
      ExprPtr Inner = parseExpr(0);
      expect(Tok::RParen);
      auto E = node(Expr::Kind::Paren, from(Begin));
      E->Operands[0] = std::move(Inner);
      return E;
    }
    if (!isIdentifier(K))
      giveUp();
    ptxlint::Token Name = take();
    // No rule lets `(` or `[` follow an expression, so after a name they
    // always open a call or an index.
    if (kind() == Tok::LParen || kind() == Tok::LBracket) {
      Tok Close = kind() == Tok::LParen ? Tok::RParen : Tok::RBracket;
      Expr::Kind EK =
          kind() == Tok::LParen ? Expr::Kind::Call : Expr::Kind::Index;
      ++T;
      ExprPtr Argument = parseExpr(0);
      expect(Close);
      auto E = node(EK, from(Begin), Name.Text);
      E->Operands[0] = std::move(Argument);
      return E;
    }
    auto E = node(Expr::Kind::Symbol, Name.Range, Name.Text);
    if (kind() == Tok::Component) {
      E->Component = take().Text;
      E->Range = from(Begin);
    }
    return E;
  }

  std::string_view Text;
  ChunkLexer &Lexer;
  std::vector<Lexeme> &Tokens;
  size_t Held = 0; ///< Tokens in the window, before the padding.
  const Lexeme *T = nullptr;
  unsigned Depth = 0;
  ASTArena &Arena;
  ScratchStack<Statement> &Statements;
  ScratchStack<Operand> &Operands;
  /// Scratch: where the modifiers of the instruction being read are, kept
  /// until its operands are read too (Instruction::setWords).
  std::vector<SourceRange> ModifierRanges;
  PieceSettings Pieces;

  /// The `{...}` lists being read, where the parser is.
  unsigned OpenLists = 0;

public:
  /// Pieces of bodies that helper threads read and this parser took.
  size_t PiecesTaken = 0;
  /// Where the numbers in a row read go, if anywhere (parseChunk).
  std::vector<NumberSpan> *Spans = nullptr;

  /// After giving up inside a list (a syntax error in a lookup table):
  /// notes the numbers in a row that follow in that list and the lists
  /// around it, each run from the first element after a `,`, up to the
  /// end of the declaration. The grammar path, which reports the error
  /// and recovers from it, can then skip them too: Parser.cpp checks that
  /// it took each as a list's element, and reads the chunk whole if not.
  void readSpansAfterError() {
    if (!Spans || OpenLists == 0)
      return;
    try {
      unsigned Lists = OpenLists, Braces = 0; // Braces: opened since.
      for (;;) {
        refillInList();
        switch (kind()) {
        case Tok::Eof:
        case Tok::Semi:
          return;
        case Tok::LBrace:
          ++Braces;
          break;
        case Tok::RBrace:
          if (Braces)
            --Braces;
          else if (--Lists == 0)
            return;
          break;
        case Tok::Comma:
          if (Braces == 0) {
            ++T;
            readNumbersInARow();
            continue;
          }
          break;
        default:
          break;
        }
        ++T;
      }
    } catch (GiveUp &) {
      // The lexer met what only ANTLR reports: no more spans.
    }
  }

private:
  /// The numbers in a row from here in a list, as a span; stops before
  /// the first element that is not one, or before the list's `}`.
  void readNumbersInARow() {
    size_t Span = NoSpan;
    for (;;) {
      refillInList();
      uint32_t ElementBegin = begin();
      NumberShape Shape;
      if (!scanNumbers(Shape, 0))
        return;
      noteNumbers(Span, ElementBegin, Shape);
      if (kind() != Tok::Comma || !isNumberStart(peek(1)))
        return;
      ++T;
    }
  }
  /// What may begin an element scanNumbers takes.
  static bool isNumberStart(Tok K) {
    return isInteger(K) || isFloat(K) || K == Tok::Minus || K == Tok::LBrace;
  }
};

/// Buffers kept per thread: chunks are parsed one after another on each
/// thread, and a buffer that has grown once stays grown, up to KeptBytes.
/// A buffer grown past that by one huge function is given back, so that a
/// long-running process (a compiler calling the library) does not keep the
/// peak of the largest module it ever read, on every thread.
struct Scratch {
  static constexpr size_t KeptBytes = 4 << 20;
  std::vector<Lexeme> Tokens;
  ScratchStack<Statement> Statements;
  ScratchStack<Operand> Operands;

  void trim() {
    if (Tokens.capacity() * sizeof(Lexeme) > KeptBytes)
      std::vector<Lexeme>().swap(Tokens);
    Statements.trim(KeptBytes);
    Operands.trim(KeptBytes);
  }
};
thread_local Scratch ThreadScratch;

std::unique_ptr<PieceReaders> FastParser::startPieces(uint32_t Begin) {
  const BodyPieceOptions &Options = Pieces.Options;
  if (Options.Threads < 2 || Pieces.ChunkEnd <= Begin)
    return nullptr;
  size_t Bytes = Pieces.ChunkEnd - Begin;
  size_t Count = std::min<size_t>(
      Options.Threads, Bytes / std::max<size_t>(Options.MinPieceBytes, 1));
  if (Count < 2)
    return nullptr;
  std::vector<size_t> Starts =
      findPieceStarts(Text, Begin, Pieces.ChunkEnd, Count);
  if (Starts.empty())
    return nullptr;
  auto Read = [Source = Text, End = Pieces.ChunkEnd,
               KeepComments = Lexer.keepsComments()](
                  BodyPiece &Piece, const std::atomic<bool> &Cancelled) {
    try {
      Scratch &Buffers = ThreadScratch; // The helper thread's own.
      ChunkLexer PieceLexer(Source, Piece.Begin, End, KeepComments,
                            Piece.Comments, /*CheckedBytes=*/true);
      Piece.Arena = std::make_unique<ASTArena>(Source);
      FastParser(Source, PieceLexer, Buffers.Tokens, *Piece.Arena,
                 Buffers.Statements, Buffers.Operands)
          .readPiece(Piece, Cancelled);
    } catch (...) {
      // Given up, or out of memory: the parser's thread reads this piece
      // itself, and reports what it meets there.
      Piece.Ok = false;
    }
  };
  return std::make_unique<PieceReaders>(Starts, std::move(Read));
}

void FastParser::takePieces(PieceReaders &Readers) {
  std::vector<Comment> &Comments = Lexer.comments();
  uint32_t Expected = begin();
  const BodyPiece *Last = nullptr;
  for (size_t I = 0; I < Readers.size(); ++I) {
    BodyPiece &Piece = Readers.wait(I);
    if (!Piece.Ok || Piece.FirstToken != Expected)
      break;
    // The comments lexed ahead from Piece.Begin on are the piece's to give.
    while (!Comments.empty() && Comments.back().Range.Begin >= Piece.Begin)
      Comments.pop_back();
    for (const Comment &C : Piece.Comments)
      if (C.Range.Begin < Piece.EndedAt)
        Comments.push_back(C);
    Statements.push(Piece.Statements.data(),
                    Piece.Statements.data() + Piece.Statements.size());
    LargeVector<Statement>().swap(Piece.Statements);
    Arena.adopt(std::move(Piece.Arena));
    ++PiecesTaken;
    Last = &Piece;
    if (Piece.EndedAtBrace)
      break;
    Expected = Piece.EndedAt;
  }
  if (!Last)
    return;
  // A new window from the first token not taken, behind the last token
  // taken, which lastEnd() reads.
  Tokens.clear();
  Tokens.push_back({Tok::Semi, Last->LastEnd - 1, Last->LastEnd});
  Lexer.restartAt(Last->EndedAt);
  lexWindow();
  T = Tokens.data() + 1;
}

} // namespace

const NumberSpan *fast::spanOfFirstElement(const std::vector<NumberSpan> &Spans,
                                           SourceRange Element) {
  auto It = std::lower_bound(
      Spans.begin(), Spans.end(), Element.End,
      [](const NumberSpan &S, uint32_t End) { return S.FirstEnd < End; });
  if (It == Spans.end() || It->FirstEnd != Element.End ||
      It->Begin < Element.Begin)
    return nullptr;
  return &*It;
}

std::optional<ChunkAST> fast::parseChunk(std::string_view Text, size_t Begin,
                                         size_t End, bool KeepComments,
                                         BodyPieceOptions Pieces,
                                         std::vector<NumberSpan> *SpansRead) {
  // Offsets are 32-bit in the AST; so are they here.
  if (End > UINT32_MAX)
    return std::nullopt;
  ChunkAST Result;
  Scratch &Buffers = ThreadScratch;
  ChunkLexer Lexer(Text, Begin, End, KeepComments, Result.Comments);
  std::optional<FastParser> Parser;
  try {
    Result.Arena = std::make_shared<ASTArena>(Text);
    Parser.emplace(Text, Lexer, Buffers.Tokens, *Result.Arena,
                   Buffers.Statements, Buffers.Operands,
                   PieceSettings{Pieces, End});
    Parser->Spans = SpansRead;
    Result.Items = Parser->parseModule();
    Result.PiecesTaken = Parser->PiecesTaken;
  } catch (GiveUp &) {
    if (Parser)
      Parser->readSpansAfterError();
    Parser.reset();
    Buffers.trim();
    return std::nullopt;
  }
  Buffers.trim();
  return Result;
}
