//===- SASSParser.cpp - A line parser for SASS statements -----------------===//

#include "SASSParser.h"

#include "SASSTables.h"

#include <cctype>

using namespace ptxlint;
using namespace ptxlint::sass;

namespace {

/// The text with every comment blanked out, offsets and line breaks kept,
/// so that the statement scanner never meets one.
std::string withoutComments(std::string_view Text, DiagnosticEngine &Diags) {
  std::string Out(Text);
  for (size_t I = 0; I < Out.size(); ++I) {
    if (Out.compare(I, 2, "//") == 0) {
      while (I < Out.size() && Out[I] != '\n')
        Out[I++] = ' ';
    } else if (Out.compare(I, 2, "/*") == 0) {
      size_t Open = I;
      size_t Close = Out.find("*/", I + 2);
      size_t End = Close == std::string::npos ? Out.size() : Close + 2;
      if (Close == std::string::npos)
        Diags.report(
            DiagID::SASSSyntaxError,
            {static_cast<uint32_t>(Open), static_cast<uint32_t>(Open + 2)},
            "a /* comment that is never closed");
      for (; I < End; ++I)
        if (Out[I] != '\n')
          Out[I] = ' ';
      --I;
    }
  }
  return Out;
}

bool isWordStart(char C) {
  return std::isalpha(static_cast<unsigned char>(C)) || C == '_';
}
bool isWordChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

/// Scans one line of the comment-free text.
class LineScanner {
public:
  /// Text is the comment-free copy; words are views of Original, which has
  /// the same offsets and outlives the statements.
  LineScanner(std::string_view Text, std::string_view Original, size_t Begin,
              size_t End, DiagnosticEngine &Diags, ParsedFile &Out)
      : Text(Text), Original(Original), Pos(Begin), End(End), Diags(Diags),
        Out(Out) {}

  void run() {
    while (true) {
      skipBlanks();
      if (atEnd())
        return;
      if (peek() == '.')
        return; // A directive: `.section`, `.text.kernel:` and the like.
      if (isWordStart(peek()) && isLabel()) {
        skipWord();
        ++Pos; // ':'
        continue;
      }
      if (!statement())
        return; // A syntax error: the rest of the line is not trusted.
    }
  }

private:
  bool atEnd() const { return Pos >= End; }
  char peek(size_t Ahead = 0) const {
    return Pos + Ahead < End ? Text[Pos + Ahead] : '\0';
  }
  void skipSpaces() {
    while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\r'))
      ++Pos;
  }
  /// Spaces and the braces nvdisasm puts around dual-issued pairs.
  void skipBlanks() {
    while (!atEnd() && (std::isspace(static_cast<unsigned char>(peek())) ||
                        peek() == '{' || peek() == '}'))
      ++Pos;
  }
  void skipWord() {
    while (!atEnd() && isWordChar(peek()))
      ++Pos;
  }
  bool isLabel() const {
    size_t P = Pos;
    while (P < End && (isWordChar(Text[P]) || Text[P] == '.' || Text[P] == '$'))
      ++P;
    return P < End && Text[P] == ':';
  }
  Word word(size_t Begin) const {
    return {Original.substr(Begin, Pos - Begin),
            {static_cast<uint32_t>(Begin), static_cast<uint32_t>(Pos)}};
  }
  SourceRange here(size_t Length = 1) const {
    size_t B = Pos < End ? Pos : End;
    return {static_cast<uint32_t>(B),
            static_cast<uint32_t>(B + (Pos < End ? Length : 0))};
  }
  /// What stands at the current position, for messages.
  std::string found() const {
    if (atEnd())
      return "the end of the line";
    size_t P = Pos;
    if (isWordChar(Text[P]))
      while (P < End && isWordChar(Text[P]))
        ++P;
    else
      ++P;
    return "'" + std::string(Text.substr(Pos, P - Pos)) + "'";
  }
  bool error(const std::string &Message) {
    Diags.report(DiagID::SASSSyntaxError, here(), Message);
    return false;
  }

  /// Skips the rest of a statement of an opcode that is not modelled.
  void skipStatement() {
    while (!atEnd() && peek() != ';')
      ++Pos;
    if (!atEnd())
      ++Pos;
  }

  bool statement() {
    Statement S;
    size_t Begin = Pos;
    if (peek() == '@') {
      ++Pos;
      if (peek() == '!') {
        S.GuardNegated = true;
        ++Pos;
      }
      size_t Name = Pos;
      skipWord();
      if (Pos == Name)
        return error("expected a predicate after '@', found " + found());
      S.Guard = word(Name);
      S.GuardRange = {static_cast<uint32_t>(Begin), static_cast<uint32_t>(Pos)};
      skipSpaces();
    }
    size_t OpBegin = Pos;
    if (isWordStart(peek()))
      skipWord();
    if (Pos == OpBegin)
      return error("expected an instruction, found " + found());
    S.Opcode = word(OpBegin);
    if (!findOpcode(S.Opcode.Text)) {
      ++Out.Skipped;
      skipStatement();
      return true;
    }
    while (peek() == '.') {
      size_t M = Pos++;
      while (!atEnd() && (isWordChar(peek()) || peek() == ':'))
        ++Pos;
      if (Pos == M + 1)
        return error("expected a modifier after '.', found " + found());
      S.Modifiers.push_back(word(M));
    }
    if (!atEnd() && !std::isspace(static_cast<unsigned char>(peek())) &&
        peek() != ';')
      return error("expected '.', an operand or ';' after '" +
                   std::string(Text.substr(OpBegin, Pos - OpBegin)) +
                   "', found " + found());
    size_t LastEnd = Pos;
    bool ExpectOperand = false;
    while (true) {
      skipSpaces();
      if (atEnd()) {
        if (ExpectOperand)
          return error("expected an operand after ','");
        Diagnostic &D = Diags.report(
            DiagID::SASSSyntaxError,
            {static_cast<uint32_t>(LastEnd), static_cast<uint32_t>(LastEnd)},
            "expected ';' at the end of the statement");
        D.FixIts.push_back(
            {{static_cast<uint32_t>(LastEnd), static_cast<uint32_t>(LastEnd)},
             ";"});
        S.Range = {static_cast<uint32_t>(Begin),
                   static_cast<uint32_t>(LastEnd)};
        Out.Statements.push_back(std::move(S));
        return true;
      }
      if (peek() == ';') {
        if (ExpectOperand)
          return error("expected an operand after ','");
        ++Pos;
        S.Range = {static_cast<uint32_t>(Begin), static_cast<uint32_t>(Pos)};
        Out.Statements.push_back(std::move(S));
        return true;
      }
      if (peek() == '&' || peek() == '?') {
        if (ExpectOperand)
          return error("expected an operand after ',', found " + found());
        Annotation A;
        if (!annotation(A))
          return false;
        S.Annotations.push_back(std::move(A));
      } else {
        if (!S.Annotations.empty())
          return error("operands come before the scoreboard and scheduling "
                       "annotations; found " +
                       found());
        if (!S.Operands.empty() && !ExpectOperand)
          return error("expected ',' between operands, found " + found());
        Operand O;
        if (!operand(O))
          return false;
        S.Operands.push_back(std::move(O));
        ExpectOperand = false;
        LastEnd = Pos;
        skipSpaces();
        if (peek() == ',') {
          ++Pos;
          ExpectOperand = true;
        }
        continue;
      }
      LastEnd = Pos;
    }
  }

  bool integer(Integer &I) {
    size_t Begin = Pos;
    if (peek() == '-' || peek() == '+') {
      I.Negative = peek() == '-';
      ++Pos;
      skipSpaces();
    }
    unsigned Base = 10;
    if (peek() == '0' && (peek(1) == 'x' || peek(1) == 'X')) {
      Base = 16;
      Pos += 2;
    }
    size_t Digits = Pos;
    while (!atEnd() && std::isxdigit(static_cast<unsigned char>(peek()))) {
      char C =
          static_cast<char>(std::tolower(static_cast<unsigned char>(peek())));
      unsigned D = C >= 'a' ? C - 'a' + 10 : C - '0';
      if (D >= Base)
        break;
      if (I.Magnitude > (UINT64_MAX - D) / Base)
        I.TooLarge = true;
      I.Magnitude = I.Magnitude * Base + D;
      ++Pos;
    }
    if (Pos == Digits) {
      Pos = Begin;
      return error("expected an integer, found " + found());
    }
    if (isWordChar(peek()))
      return error("unexpected " + found() + " in an integer");
    I.Range = {static_cast<uint32_t>(Begin), static_cast<uint32_t>(Pos)};
    return true;
  }

  bool address(Address &A) {
    size_t Begin = Pos++; // '['
    skipSpaces();
    if (isWordStart(peek())) {
      size_t R = Pos;
      while (!atEnd() && (isWordChar(peek()) || peek() == '.'))
        ++Pos;
      A.Register = word(R);
      skipSpaces();
      if (peek() == '+' || peek() == '-') {
        bool Minus = peek() == '-';
        size_t Sign = Pos;
        ++Pos;
        skipSpaces();
        Integer I;
        if (!integer(I))
          return false;
        if (Minus) {
          if (I.Negative)
            return error("write the offset as '-N' or '+N'");
          I.Negative = true;
          I.Range.Begin = static_cast<uint32_t>(Sign); // `-0x10`, for messages.
        }
        A.Offset = I;
      }
    } else if (peek() != ']') {
      Integer I;
      if (!integer(I))
        return false;
      A.Offset = I;
    }
    skipSpaces();
    if (peek() != ']')
      return error(
          std::string(A.Register || A.Offset
                          ? "expected '+', '-' or ']' in the address, found "
                          : "expected a register or an integer in the "
                            "address, found ") +
          found());
    ++Pos;
    A.Range = {static_cast<uint32_t>(Begin), static_cast<uint32_t>(Pos)};
    if (!A.Register && !A.Offset) {
      Diags.report(DiagID::SASSSyntaxError, A.Range,
                   "an empty address; write [Ra], [Ra + Imm] or [Imm]");
      return false;
    }
    return true;
  }

  bool operand(Operand &O) {
    size_t Begin = Pos;
    if (peek() == '[') {
      O.K = Operand::Kind::Address;
      if (!address(O.Addr))
        return false;
    } else {
      O.K = Operand::Kind::Other;
      while (!atEnd() && !std::isspace(static_cast<unsigned char>(peek())) &&
             peek() != ',' && peek() != ';')
        ++Pos;
    }
    O.Range = {static_cast<uint32_t>(Begin), static_cast<uint32_t>(Pos)};
    return true;
  }

  bool annotation(Annotation &A) {
    size_t Begin = Pos++;
    skipWord();
    A.Text = word(Begin);
    std::string_view Name = A.Text.Text.substr(1);
    auto number = [&](std::string_view Prefix) -> std::optional<uint64_t> {
      if (Name.size() <= Prefix.size() ||
          Name.substr(0, Prefix.size()) != Prefix)
        return std::nullopt;
      uint64_t V = 0;
      for (char C : Name.substr(Prefix.size())) {
        if (!std::isdigit(static_cast<unsigned char>(C)) || V > 1000000)
          return std::nullopt;
        V = V * 10 + static_cast<uint64_t>(C - '0');
      }
      return V;
    };
    if (A.Text.Text[0] == '&' && Name == "req") {
      A.K = Annotation::Kind::Require;
      if (peek() != '=')
        return error("expected '=' after '&req': '&req={0,2}' or '&req=0x5'");
      ++Pos;
      if (peek() == '{') {
        ++Pos;
        while (true) {
          skipSpaces();
          if (peek() == '}' && A.Values.empty())
            break;
          Integer I;
          if (!integer(I))
            return false;
          if (I.Negative || I.TooLarge)
            return error("a scoreboard number is a small non-negative integer");
          A.Values.push_back(I.Magnitude);
          skipSpaces();
          if (peek() != ',')
            break;
          ++Pos;
        }
        if (peek() != '}')
          return error("expected ',' or '}' in '&req={...}', found " + found());
        ++Pos;
      } else {
        Integer I;
        if (!integer(I))
          return false;
        if (I.Negative || I.TooLarge)
          return error("a scoreboard mask is a non-negative integer");
        A.FromMask = true;
        A.Mask = I.Magnitude;
        for (unsigned Bit = 0; Bit < 64; ++Bit)
          if (I.Magnitude >> Bit & 1)
            A.Values.push_back(Bit);
      }
      A.Text = word(Begin);
      return true;
    }
    if (A.Text.Text[0] == '&') {
      for (auto [Prefix, Kind] :
           {std::pair{std::string_view("rd"), Annotation::Kind::Read},
            std::pair{std::string_view("wr"), Annotation::Kind::Write}})
        if (Name.substr(0, 2) == Prefix) {
          std::optional<uint64_t> N = number(Prefix);
          if (!N)
            return error("expected a scoreboard number after '&" +
                         std::string(Prefix) + "' ('&" + std::string(Prefix) +
                         "0' .. )");
          A.K = Kind;
          A.Values.push_back(*N);
          return true;
        }
      return true; // Unknown, judged by the checker.
    }
    if (Name.substr(0, 4) == "WAIT") {
      std::optional<uint64_t> N = number("WAIT");
      if (!N)
        return error("expected a cycle count after '?WAIT' ('?WAIT5')");
      A.K = Annotation::Kind::Wait;
      A.Values.push_back(*N);
    }
    return true;
  }

  std::string_view Text, Original;
  size_t Pos, End;
  DiagnosticEngine &Diags;
  ParsedFile &Out;
};

} // namespace

ParsedFile sass::parseSASS(const SourceFile &Source, DiagnosticEngine &Diags) {
  ParsedFile Out;
  std::string Clean = withoutComments(Source.text(), Diags);
  size_t LineBegin = 0;
  while (LineBegin < Clean.size()) {
    size_t LineEnd = Clean.find('\n', LineBegin);
    if (LineEnd == std::string::npos)
      LineEnd = Clean.size();
    LineScanner(Clean, Source.text(), LineBegin, LineEnd, Diags, Out).run();
    LineBegin = LineEnd + 1;
  }
  return Out;
}
