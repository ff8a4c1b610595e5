//===- SyntaxErrors.cpp ---------------------------------------------------===//

#include "SyntaxErrors.h"

#include "PTXLexer.h"
#include "PTXParser.h"

using namespace ptxlint;
using antlr4::Token;

Diagnostic &SyntaxErrorSink::report(DiagID ID, SourceRange Range,
                                    std::string Message) {
  Offsets.push_back(Range.Begin);
  return Diags.report(ID, Range, std::move(Message));
}

bool SyntaxErrorSink::isUnterminatedString(const Token *T) const {
  if (T->getType() != PTXLexer::STRING)
    return false;
  size_t Begin = T->getStartIndex(), End = T->getStopIndex() + 1;
  std::string_view Spelling = Text.substr(Begin, End - Begin);
  // A backslash escapes nothing: any second quote closes the string.
  return Spelling.size() < 2 || Spelling.back() != '"';
}

std::string SyntaxErrorSink::describe(const Token *T) const {
  if (T->getType() == Token::EOF)
    return "end of file";
  size_t Begin = T->getStartIndex(), End = T->getStopIndex() + 1;
  std::string_view Spelling = Text.substr(Begin, End - Begin);
  constexpr size_t MaxShown = 40;
  std::string Shown(Spelling.substr(0, MaxShown));
  if (Spelling.size() > MaxShown)
    Shown += "...";
  return "'" + Shown + "'";
}

namespace {

SourceRange rangeOf(const Token *T) {
  if (T->getType() == Token::EOF)
    return {static_cast<uint32_t>(T->getStartIndex()),
            static_cast<uint32_t>(T->getStartIndex())};
  return {static_cast<uint32_t>(T->getStartIndex()),
          static_cast<uint32_t>(T->getStopIndex() + 1)};
}

/// How a token type is named in a message; integer spellings share a name.
std::string_view nameOfTokenType(size_t Type) {
  switch (Type) {
  case Token::EOF:
    return "end of file";
  case PTXLexer::IDENTIFIER:
    return "identifier";
  case PTXLexer::DOT_NAME:
    return "a dotted name";
  case PTXLexer::COMPONENT:
    return "a component such as '.x'";
  case PTXLexer::DECIMAL_INT:
  case PTXLexer::HEX_INT:
  case PTXLexer::OCTAL_INT:
  case PTXLexer::BINARY_INT:
    return "integer";
  case PTXLexer::DECIMAL_FLOAT:
  case PTXLexer::HEX_FLOAT:
  case PTXLexer::HEX_DOUBLE:
    return "floating-point number";
  case PTXLexer::STRING:
    return "string";
  case PTXLexer::DWARF_LINE:
    return "'@@DWARF' line";
  default:
    return {};
  }
}

} // namespace

std::string ptxlint::describeExpected(const antlr4::misc::IntervalSet &Set,
                                      const antlr4::dfa::Vocabulary &Vocabulary) {
  std::vector<std::string> Names;
  for (size_t Type : Set.toList()) {
    // The .loc keywords are identifiers too: named only where no other
    // identifier could stand.
    if ((Type == PTXLexer::FUNCTION_NAME || Type == PTXLexer::INLINED_AT) &&
        Set.contains(static_cast<size_t>(PTXLexer::IDENTIFIER)))
      continue;
    std::string Name(nameOfTokenType(Type));
    if (Name.empty())
      Name = Vocabulary.getLiteralName(Type);
    if (Name.empty())
      return {};
    if (std::find(Names.begin(), Names.end(), Name) == Names.end())
      Names.push_back(Name);
  }
  // A long list tells the reader less than the offending token does.
  constexpr size_t MaxListed = 4;
  if (Names.empty() || Names.size() > MaxListed)
    return {};
  std::string Result;
  for (size_t I = 0; I < Names.size(); ++I) {
    if (I)
      Result += I + 1 == Names.size() ? " or " : ", ";
    Result += Names[I];
  }
  return Result;
}

std::string_view ptxlint::describeRule(size_t RuleIndex) {
  switch (RuleIndex) {
  case PTXParser::RuleVersionDirective:
    return ".version directive";
  case PTXParser::RuleTargetDirective:
    return ".target directive";
  case PTXParser::RuleAddressSizeDirective:
    return ".address_size directive";
  case PTXParser::RuleFileDirective:
    return ".file directive";
  case PTXParser::RuleSectionDirective:
  case PTXParser::RuleSectionEntry:
  case PTXParser::RuleSectionValue:
    return ".section directive";
  case PTXParser::RuleVariableDeclaration:
  case PTXParser::RuleDeclarationQualifier:
  case PTXParser::RuleDeclarator:
  case PTXParser::RuleInitializer:
    return "declaration";
  case PTXParser::RuleFunctionDefinition:
  case PTXParser::RuleParameterList:
  case PTXParser::RuleParameterDeclaration:
  case PTXParser::RuleFunctionAttribute:
    return "function declaration";
  case PTXParser::RuleBlock:
  case PTXParser::RuleStatement:
    return "function body";
  case PTXParser::RuleLocDirective:
  case PTXParser::RuleLocInlining:
    return ".loc directive";
  case PTXParser::RuleInstruction:
  case PTXParser::RuleGuard:
  case PTXParser::RuleModifier:
    return "instruction";
  case PTXParser::RuleOperand:
    return "operand";
  case PTXParser::RuleExpression:
  case PTXParser::RulePrimaryExpression:
    return "expression";
  default:
    return "module";
  }
}

void PTXErrorStrategy::reportAt(const Token *T, std::string Message) {
  if (T->getTokenIndex() == LastReportedToken && Message == LastReportedMessage)
    return;
  // An unterminated string has been reported as such where it begins, and
  // it ran to the end of the input.
  if (Sink.isUnterminatedString(T) ||
      (T->getType() == Token::EOF && Sink.endsInUnterminatedString()))
    return;
  LastReportedToken = T->getTokenIndex();
  LastReportedMessage = Message;
  DiagID ID = DiagID::SyntaxError;
  Sink.report(ID, rangeOf(T), std::move(Message));
}

void PTXErrorStrategy::reportNoViableAlternative(
    antlr4::Parser *Recognizer, const antlr4::NoViableAltException &E) {
  const Token *T = E.getOffendingToken();
  std::string Where(describeRule(Recognizer->getContext()->getRuleIndex()));
  reportAt(T, "unexpected " + Sink.describe(T) + " in " + Where);
}

void PTXErrorStrategy::reportInputMismatch(
    antlr4::Parser *Recognizer, const antlr4::InputMismatchException &E) {
  const Token *T = E.getOffendingToken();
  std::string Expected = describeExpected(E.getExpectedTokens(), Recognizer->getVocabulary());
  if (!Expected.empty()) {
    reportAt(T, "expected " + Expected + ", found " + Sink.describe(T));
    return;
  }
  std::string Where(describeRule(Recognizer->getContext()->getRuleIndex()));
  reportAt(T, "unexpected " + Sink.describe(T) + " in " + Where);
}

void PTXErrorStrategy::reportFailedPredicate(
    antlr4::Parser *, const antlr4::FailedPredicateException &E) {
  // The grammar has no predicates; keep a message in case one is added.
  reportAt(E.getOffendingToken(), "unexpected " + Sink.describe(E.getOffendingToken()));
}

void PTXErrorStrategy::sync(antlr4::Parser *Recognizer) {
  if (inErrorRecoveryMode(Recognizer))
    return;
  Token *Current = Recognizer->getCurrentToken();
  Token *Previous = Recognizer->getTokenStream()->LT(-1);
  if (Previous && Current->getType() != Token::EOF &&
      Current->getLine() > Previous->getLine()) {
    const antlr4::atn::ATN &ATN = Recognizer->getATN();
    antlr4::misc::IntervalSet Next =
        ATN.nextTokens(ATN.states[Recognizer->getState()]);
    if (!Next.contains(Token::EPSILON) && !Next.contains(Current->getType()) &&
        Next.contains(static_cast<size_t>(PTXLexer::SEMI))) {
      beginErrorCondition(Recognizer);
      // An unterminated string ran to the end of the input and took the
      // ';' with it; that has been reported already.
      if (Sink.isUnterminatedString(Previous))
        return;
      uint32_t At = static_cast<uint32_t>(Previous->getStopIndex() + 1);
      Sink.report(DiagID::SyntaxError, {At, At},
                  "expected ';' after " + Sink.describe(Previous))
          .FixIts.push_back({{At, At}, ";"});
      return;
    }
  }
  DefaultErrorStrategy::sync(Recognizer);
}

const antlr4::misc::IntervalSet &
PTXErrorStrategy::expectedAfter(antlr4::Parser *Recognizer,
                                antlr4::atn::ATNState *State) {
  std::vector<size_t> Key{State->stateNumber};
  for (antlr4::RuleContext *C = Recognizer->getContext(); C;
       C = static_cast<antlr4::RuleContext *>(C->parent))
    Key.push_back(C->invokingState);
  auto It = ExpectedAfter.find(Key);
  if (It == ExpectedAfter.end())
    It = ExpectedAfter
             .emplace(std::move(Key), Recognizer->getATN().nextTokens(
                                          State, Recognizer->getContext()))
             .first;
  return It->second;
}

bool PTXErrorStrategy::singleTokenInsertion(antlr4::Parser *Recognizer) {
  // As DefaultErrorStrategy does it: if the current token could follow the
  // state after the expected one, a single token is missing.
  ssize_t Current = Recognizer->getInputStream()->LA(1);
  const antlr4::atn::ATN &ATN = Recognizer->getATN();
  antlr4::atn::ATNState *Next =
      ATN.states[Recognizer->getState()]->transitions[0]->target;
  if (!expectedAfter(Recognizer, Next).contains(Current))
    return false;
  reportMissingToken(Recognizer);
  return true;
}

Token *PTXErrorStrategy::singleTokenDeletion(antlr4::Parser *Recognizer) {
  size_t Type = Recognizer->getCurrentToken()->getType();
  if (Type == PTXLexer::SEMI || Type == PTXLexer::RBRACE)
    return nullptr;
  return DefaultErrorStrategy::singleTokenDeletion(Recognizer);
}

void PTXErrorStrategy::reportUnwantedToken(antlr4::Parser *Recognizer) {
  if (inErrorRecoveryMode(Recognizer))
    return;
  beginErrorCondition(Recognizer);
  Token *T = Recognizer->getCurrentToken();
  std::string Expected = describeExpected(getExpectedTokens(Recognizer),
                                          Recognizer->getVocabulary());
  std::string Message = "unexpected " + Sink.describe(T);
  if (!Expected.empty())
    Message += "; expected " + Expected;
  reportAt(T, std::move(Message));
}

void PTXErrorStrategy::reportMissingToken(antlr4::Parser *Recognizer) {
  if (inErrorRecoveryMode(Recognizer))
    return;
  beginErrorCondition(Recognizer);
  Token *T = Recognizer->getCurrentToken();
  if (T->getType() == Token::EOF && Sink.endsInUnterminatedString())
    return; // Reported where the string begins.
  std::string Expected = describeExpected(getExpectedTokens(Recognizer),
                                          Recognizer->getVocabulary());
  if (Expected.empty())
    Expected = "more input";
  // Point just after the previous token, where the missing one belongs, as
  // clang does for a missing ';'.
  Token *Previous = Recognizer->getTokenStream()->LT(-1);
  if (!Previous) {
    reportAt(T, "expected " + Expected + " before " + Sink.describe(T));
    return;
  }
  uint32_t At = static_cast<uint32_t>(Previous->getStopIndex() + 1);
  Diagnostic &D = Sink.report(DiagID::SyntaxError, {At, At},
                              "expected " + Expected + " after " +
                                  Sink.describe(Previous));
  // The token ANTLR conjures is certain only when one kind was possible.
  antlr4::misc::IntervalSet Set = getExpectedTokens(Recognizer);
  if (Set.size() == 1) {
    std::string Literal = Recognizer->getVocabulary().getLiteralName(Set.getMinElement());
    if (Literal.size() >= 3)
      D.FixIts.push_back({{At, At}, Literal.substr(1, Literal.size() - 2)});
  }
}
