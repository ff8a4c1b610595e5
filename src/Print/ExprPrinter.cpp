//===- ExprPrinter.cpp - Canonical spelling of in-line pieces -------------===//
//
// Everything printed here must re-lex into the tokens it came from. The
// lexer (grammar/PTXLexer.g4) has no `++`, `--`, `+-` or `-+` token and no
// literal can end in a way that `+` or `-` would extend, so `+` and `-` are
// printed tight. Other binary operators get a space on each side, which
// also keeps `a % b` from lexing as `a` and the identifier `%b`; the one
// exception is the `|` pairing two destinations (see appendOperand).
//
//===----------------------------------------------------------------------===//

#include "ExprPrinter.h"

#include "ptxlint/NumberRuns.h"

using namespace ptxlint;

static char toLowerHex(char C) {
  return C >= 'A' && C <= 'F' ? C - 'A' + 'a' : C;
}
static char toUpperHex(char C) {
  return C >= 'a' && C <= 'f' ? C - 'a' + 'A' : C;
}

static bool hasPrefix(std::string_view Text, char Lower) {
  return Text.size() > 2 && Text[0] == '0' &&
         (Text[1] == Lower || Text[1] == Lower - 'a' + 'A');
}

/// Appends Items separated by ", ", each printed by Append.
template <typename Range, typename Fn>
static void appendList(std::string &Out, const Range &Items, Fn Append) {
  bool First = true;
  for (const auto &Item : Items) {
    if (!First)
      Out += ", ";
    First = false;
    Append(Item);
  }
}

static void appendExprList(std::string &Out,
                           const std::vector<ExprPtr> &Exprs) {
  appendList(Out, Exprs,
             [&](const ExprPtr &E) { canonical::appendExpr(Out, *E); });
}

/// An element of a run of numbers, as appendExpr prints the nodes the
/// parser would otherwise have built for it.
static void appendNumbers(std::string &Out, const NumberElement &Element,
                          const NumberReader &Reader) {
  if (!Element.IsList) {
    if (Element.Negated)
      Out += '-';
    std::string_view Literal = Reader.text(Element.Literal);
    if (Element.Float)
      canonical::appendFloat(Out, Literal);
    else
      canonical::appendInteger(Out, Literal);
    return;
  }
  Out += '{';
  NumberReader Inside = Reader.inside(Element);
  NumberElement Next;
  for (bool First = true; Inside.next(Next); First = false) {
    if (!First)
      Out += ", ";
    appendNumbers(Out, Next, Inside);
  }
  Out += '}';
}

static void appendInitializer(std::string &Out, const Initializer &Init) {
  if (!Init.isList()) {
    canonical::appendExpr(Out, *Init.Value);
    return;
  }
  Out += '{';
  bool First = true;
  auto Separate = [&] {
    if (!First)
      Out += ", ";
    First = false;
  };
  forEachElement(
      Init, [&](const Initializer &Element) {
        Separate();
        appendInitializer(Out, Element);
      },
      [&](const NumberElement &Element, const NumberReader &Reader) {
        Separate();
        appendNumbers(Out, Element, Reader);
      });
  Out += '}';
}

void canonical::appendInteger(std::string &Out, std::string_view Text) {
  // Lower-case hex digits are what nvcc writes for integers (`0xffffffff`).
  // The `U` suffix is not a hex digit, so it survives the mapping.
  if (hasPrefix(Text, 'x')) {
    Out += "0x";
    for (char C : Text.substr(2))
      Out += toLowerHex(C);
    return;
  }
  if (hasPrefix(Text, 'b')) {
    Out += "0b";
    Out += Text.substr(2);
    return;
  }
  Out += Text;
}

void canonical::appendFloat(std::string &Out, std::string_view Text) {
  // Bit-pattern floats as nvcc writes them: `0f3F800000`. A decimal float
  // can never start with `0f` or `0d`, so the test cannot misfire.
  if (hasPrefix(Text, 'f') || hasPrefix(Text, 'd')) {
    Out += '0';
    Out += Text[1] == 'F' || Text[1] == 'f' ? 'f' : 'd';
    for (char C : Text.substr(2))
      Out += toUpperHex(C);
    return;
  }
  Out += Text;
}

/// Whether E is printed ending in a numeric literal: its last operand,
/// down to a leaf, is one (brackets and parentheses end the others).
static bool endsInNumber(const Expr &E) {
  const Expr *Last = &E;
  while ((Last->K == Expr::Kind::Unary || Last->K == Expr::Kind::Binary ||
          Last->K == Expr::Kind::Conditional || Last->K == Expr::Kind::Cast) &&
         Last->numOperands() > 0)
    Last = &*Last->Operands[Last->numOperands() - 1];
  return Last->K == Expr::Kind::IntegerLiteral ||
         Last->K == Expr::Kind::FloatLiteral;
}

static void appendBinary(std::string &Out, const Expr &E, bool Tight) {
  canonical::appendExpr(Out, *E.Operands[0]);
  if (!Tight)
    Out += ' ';
  Out += E.text();
  if (!Tight)
    Out += ' ';
  canonical::appendExpr(Out, *E.Operands[1]);
}

void canonical::appendExpr(std::string &Out, const Expr &E) {
  switch (E.K) {
  case Expr::Kind::IntegerLiteral:
    appendInteger(Out, E.text());
    return;
  case Expr::Kind::FloatLiteral:
    appendFloat(Out, E.text());
    return;
  case Expr::Kind::Symbol:
    Out += E.text();
    Out += E.Component;
    return;
  case Expr::Kind::Call:
    Out += E.text();
    Out += '(';
    appendExpr(Out, *E.Operands[0]);
    Out += ')';
    return;
  case Expr::Kind::Unary:
    Out += E.text();
    appendExpr(Out, *E.Operands[0]);
    return;
  case Expr::Kind::Binary:
    appendBinary(Out, E, E.text() == "+" || E.text() == "-");
    return;
  case Expr::Kind::Conditional:
    appendExpr(Out, *E.Operands[0]);
    Out += " ? ";
    appendExpr(Out, *E.Operands[1]);
    Out += " : ";
    appendExpr(Out, *E.Operands[2]);
    return;
  case Expr::Kind::Cast:
    Out += '(';
    Out += E.text();
    Out += ')';
    appendExpr(Out, *E.Operands[0]);
    return;
  case Expr::Kind::Paren:
    Out += '(';
    appendExpr(Out, *E.Operands[0]);
    Out += ')';
    return;
  case Expr::Kind::Index:
    Out += E.text();
    Out += '[';
    appendExpr(Out, *E.Operands[0]);
    Out += ']';
    return;
  }
}

void canonical::appendOperand(std::string &Out, const Operand &Op) {
  auto AppendElements = [&](char Open, char Close) {
    Out += Open;
    appendList(Out, Op.elements(),
               [&](const Operand &E) { appendOperand(Out, E); });
    Out += Close;
  };
  switch (Op.kind()) {
  case Operand::Kind::Expression:
    // `%r1|%p1` names two destinations rather than computing a value, so
    // it is written tight like `{a, b}|%p1` and `_|%p1` below.
    if (Op.value()->K == Expr::Kind::Binary && Op.value()->text() == "|")
      appendBinary(Out, *Op.value(), /*Tight=*/true);
    else
      appendExpr(Out, *Op.value());
    if (Op.pairedSink())
      Out += "|_";
    // A video part select, `.b3`, or nothing. After a number it is set
    // apart: `64.b1` would read back as the float `64.` and a word.
    if (!Op.selector().Text.empty() && endsInNumber(*Op.value()))
      Out += ' ';
    Out += Op.selector().Text;
    return;
  case Operand::Kind::Address:
    AppendElements('[', ']');
    Out += Op.addressSuffix().Text; // `.unified`, or nothing.
    return;
  case Operand::Kind::List:
    AppendElements('(', ')');
    return;
  case Operand::Kind::Vector:
    AppendElements('{', '}');
    break;
  case Operand::Kind::Sink:
    Out += '_';
    break;
  }
  if (Op.pairedPredicate()) {
    Out += '|';
    appendExpr(Out, *Op.pairedPredicate());
  }
}

void canonical::appendQualifier(std::string &Out, const Qualifier &Q) {
  Out += Q.Name.Text;
  if (Q.isAttribute()) {
    Out += '(';
    appendList(Out, Q.Attributes, [&](const AttributeItem &A) {
      Out += A.Name.Text;
      if (A.HasArguments) {
        Out += '(';
        appendExprList(Out, A.Arguments);
        Out += ')';
      }
    });
    Out += ')';
    return;
  }
  if (Q.Argument) {
    Out += ' ';
    appendInteger(Out, Q.Argument->Text);
  }
}

void canonical::appendDeclarator(std::string &Out, const Declarator &D) {
  Out += D.Name.Text;
  if (D.RangeCount) {
    Out += '<';
    appendInteger(Out, D.RangeCount->Text);
    Out += '>';
  }
  for (const ArrayDimension &Dim : D.Dimensions) {
    Out += '[';
    if (Dim.Size)
      appendExpr(Out, *Dim.Size);
    Out += ']';
  }
  if (D.Init) {
    Out += " = ";
    appendInitializer(Out, *D.Init);
  }
}

static void appendQualifiers(std::string &Out,
                             const std::vector<Qualifier> &Qualifiers) {
  for (const Qualifier &Q : Qualifiers) {
    canonical::appendQualifier(Out, Q);
    Out += ' ';
  }
}

void canonical::appendVariable(std::string &Out, const VariableDecl &V) {
  appendQualifiers(Out, V.Qualifiers);
  appendList(Out, V.Declarators,
             [&](const Declarator &D) { appendDeclarator(Out, D); });
  if (V.Declarators.empty()) // `.reg .b32;`: no blank before the `;`.
    Out.pop_back();
}

void canonical::appendParameter(std::string &Out, const ParameterDecl &P) {
  appendQualifiers(Out, P.Qualifiers);
  appendDeclarator(Out, P.Decl);
}

void canonical::appendParameterLine(std::string &Out,
                                    const ParameterList &Params) {
  Out += '(';
  appendList(Out, Params,
             [&](const ParameterDecl &P) { appendParameter(Out, P); });
  Out += ')';
}

void canonical::appendPragma(std::string &Out, const PragmaDirective &P) {
  Out += ".pragma ";
  appendList(Out, P.Strings, [&](const Token &S) { Out += S.Text; });
  Out += ';';
}

void canonical::appendFunctionAttribute(std::string &Out,
                                        const FunctionAttribute &A) {
  if (A.Pragma) {
    appendPragma(Out, *A.Pragma);
    return;
  }
  Out += A.Name.Text;
  if (!A.Arguments.empty()) {
    Out += ' ';
    appendExprList(Out, A.Arguments);
  }
}
