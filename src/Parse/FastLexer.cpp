//===- FastLexer.cpp ------------------------------------------------------===//
//
// ANTLR's lexer takes the longest match of all rules and, on a tie, the rule
// listed first. Each case below says which rules can match at a character
// and how the tie goes; grammar/PTXLexer.g4 is the reference.
//
//===----------------------------------------------------------------------===//

#include "FastLexer.h"

#include <cstring>

using namespace ptxlint;
using namespace ptxlint::fast;

namespace {

enum CharClass : uint8_t {
  Follow = 1, // FOLLOWSYM: [a-zA-Z0-9_$]
  Digit = 2,
  Hex = 4,
  Space = 8, // WS: [ \t\r\n\f\x1A]
};

struct CharTable {
  uint8_t Bits[256] = {};
  constexpr CharTable() {
    for (int C = 'a'; C <= 'z'; ++C)
      Bits[C] |= Follow;
    for (int C = 'A'; C <= 'Z'; ++C)
      Bits[C] |= Follow;
    for (int C = '0'; C <= '9'; ++C)
      Bits[C] |= Follow | Digit | Hex;
    for (int C = 'a'; C <= 'f'; ++C)
      Bits[C] |= Hex;
    for (int C = 'A'; C <= 'F'; ++C)
      Bits[C] |= Hex;
    Bits[static_cast<unsigned char>('_')] |= Follow;
    Bits[static_cast<unsigned char>('$')] |= Follow;
    for (char C : {' ', '\t', '\r', '\n', '\f', '\x1A'})
      Bits[static_cast<unsigned char>(C)] |= Space;
  }
};
constexpr CharTable Table;

inline bool is(const char *P, const char *E, uint8_t Class) {
  return P < E && (Table.Bits[static_cast<unsigned char>(*P)] & Class);
}

/// The dotted keywords, each of which outranks DOT_NAME on a tie.
Tok classifyDotted(const char *Begin, size_t Length) {
  struct Keyword {
    std::string_view Spelling;
    Tok Kind;
  };
  static constexpr Keyword Keywords[] = {
      {".version", Tok::Version},
      {".target", Tok::Target},
      {".address_size", Tok::AddressSize},
      {".file", Tok::File},
      {".loc", Tok::Loc},
      {".section", Tok::Section},
      {".entry", Tok::Entry},
      {".func", Tok::Func},
      {".alias", Tok::Alias},
      {".pragma", Tok::Pragma},
      {".callprototype", Tok::CallPrototype},
      {".calltargets", Tok::CallTargets},
      {".branchtargets", Tok::BranchTargets},
      {".attribute", Tok::Attribute},
  };
  if (Length == 2) {
    switch (Begin[1]) {
    case 'x': case 'y': case 'z': case 'w': case 'r': case 'g': case 'b':
    case 'a':
      return Tok::Component;
    default:
      return Tok::DotName;
    }
  }
  // Modifiers (`.u32`, `.global`) are the common case; every keyword is at
  // least four characters long and starts with one of these letters.
  switch (Begin[1]) {
  case 'v': case 't': case 'a': case 'f': case 'l': case 's': case 'e':
  case 'p': case 'c': case 'b':
    break;
  default:
    return Tok::DotName;
  }
  std::string_view Word(Begin, Length);
  for (const Keyword &K : Keywords)
    if (Word == K.Spelling)
      return K.Kind;
  return Tok::DotName;
}

/// Length of EXPONENT ([eE] [+-]? DIGIT+) at P, or 0.
size_t exponentLength(const char *P, const char *E) {
  if (P >= E || (*P != 'e' && *P != 'E'))
    return 0;
  const char *Q = P + 1;
  if (Q < E && (*Q == '+' || *Q == '-'))
    ++Q;
  if (!is(Q, E, Digit))
    return 0;
  while (is(Q, E, Digit))
    ++Q;
  return static_cast<size_t>(Q - P);
}

/// Lexes the number at P (a digit) by the longest of the literal rules,
/// ties going to the rule listed first, and returns its length. What
/// follows is another token, as for ANTLR: `0x` is `0` and `x`, `1u` is
/// `1` and `u`, a `0f3F80000` with a digit too few is `0` and `f3F80000`.
size_t lexNumber(const char *P, const char *E, Tok &Kind) {
  auto countWhile = [E](const char *Q, uint8_t Class) {
    const char *R = Q;
    while (is(R, E, Class))
      ++R;
    return static_cast<size_t>(R - Q);
  };
  auto withSuffix = [E](const char *Q, size_t N) {
    return Q + N < E && Q[N] == 'U' ? N + 1 : N;
  };
  size_t Best = 0;
  auto consider = [&](size_t N, Tok K) {
    if (N > Best) { // Strictly longer: on a tie the earlier rule stays.
      Best = N;
      Kind = K;
    }
  };
  bool Zero = *P == '0';
  char Second = P + 1 < E ? P[1] : '\0';
  if (Zero && (Second == 'f' || Second == 'F') && countWhile(P + 2, Hex) >= 8)
    consider(10, Tok::HexFloat);
  if (Zero && (Second == 'd' || Second == 'D') && countWhile(P + 2, Hex) >= 16)
    consider(18, Tok::HexDouble);
  size_t Digits = countWhile(P, Digit);
  if (P + Digits < E && P[Digits] == '.') {
    size_t N = Digits + 1 + countWhile(P + Digits + 1, Digit);
    consider(N + exponentLength(P + N, E), Tok::DecimalFloat);
  } else if (size_t Exp = exponentLength(P + Digits, E)) {
    consider(Digits + Exp, Tok::DecimalFloat);
  }
  if (Zero && (Second == 'x' || Second == 'X')) {
    if (size_t N = countWhile(P + 2, Hex))
      consider(withSuffix(P, 2 + N), Tok::HexInt);
  }
  if (Zero && (Second == 'b' || Second == 'B')) {
    size_t N = 0;
    while (P + 2 + N < E && (P[2 + N] == '0' || P[2 + N] == '1'))
      ++N;
    if (N)
      consider(withSuffix(P, 2 + N), Tok::BinaryInt);
  }
  if (Zero) {
    size_t N = 1;
    while (P + N < E && P[N] >= '0' && P[N] <= '7')
      ++N;
    consider(withSuffix(P, N), Tok::OctalInt);
  } else {
    consider(withSuffix(P, Digits), Tok::DecimalInt);
  }
  return Best;
}

} // namespace

ChunkLexer::ChunkLexer(std::string_view Text, size_t Begin, size_t End,
                       bool KeepComments, std::vector<Comment> &Comments,
                       bool CheckedBytes)
    : Text(Text), Pos(Text.data() + Begin), End(Text.data() + End),
      KeepComments(KeepComments), Comments(Comments) {
  // Bytes outside ASCII and NUL are errors even in comments and strings,
  // which the rules below would pass over: leave such a chunk to ANTLR.
  for (const char *Q = CheckedBytes ? this->End : Pos; Q < this->End; ++Q)
    if (static_cast<unsigned char>(*Q) >= 0x80 || *Q == '\0') {
      Failed = true;
      break;
    }
}

bool ChunkLexer::lexMore(std::vector<Lexeme> &Tokens, size_t MinTokens,
                         size_t MaxTokens) {
  if (Failed)
    return false;
  if (Done)
    return true;
  const size_t First = Tokens.size();
  const char *const Base = Text.data();
  const char *P = Pos;
  const char *const E = End;
  // A syntax error the grammar's lexer reports: the chunk goes to ANTLR.
  auto fail = [this] {
    Failed = true;
    return false;
  };
  auto push = [&](Tok Kind, const char *From, const char *To) {
    Tokens.push_back({Kind, static_cast<uint32_t>(From - Base),
                      static_cast<uint32_t>(To - Base)});
  };

  auto comment = [&](const char *From, const char *To) {
    if (KeepComments) {
      uint32_t B = static_cast<uint32_t>(From - Base);
      uint32_t N = static_cast<uint32_t>(To - From);
      Comments.push_back({Text.substr(B, N), {B, B + N}});
    }
  };
  auto lineEnd = [E](const char *Q) {
    while (Q < E && *Q != '\n')
      ++Q;
    return Q;
  };
  auto dwarfLineEnd = [E](const char *Q) {
    while (Q < E && *Q != '\n' && *Q != '\r')
      ++Q;
    return Q;
  };

  while (P < E) {
    if (Tokens.size() - First >= MaxTokens) {
      Pos = P;
      return true;
    }
    const char C = *P;
    const char *Start = P;
    switch (C) {
    case ' ': case '\t': case '\r': case '\n': case '\f': case '\x1A':
      ++P;
      while (is(P, E, Space))
        ++P;
      continue;
    case '.': {
      if (!is(P + 1, E, Follow))
        return fail(); // A lone '.' is INVALID_CHARACTER.
      P += 2;
      for (;;) {
        while (is(P, E, Follow))
          ++P;
        // `::` joins sub-qualifiers only when a name follows it.
        if (P + 2 < E && P[0] == ':' && P[1] == ':' && is(P + 2, E, Follow)) {
          P += 3;
          continue;
        }
        break;
      }
      push(classifyDotted(Start, static_cast<size_t>(P - Start)), Start, P);
      continue;
    }
    case '%': case '_': case '$':
      if (!is(P + 1, E, Follow)) {
        if (C == '$')
          return fail(); // INVALID_CHARACTER
        push(C == '%' ? Tok::Percent : Tok::Underscore, P, P + 1);
        ++P;
        continue;
      }
      P += 2;
      while (is(P, E, Follow))
        ++P;
      push(Tok::Identifier, Start, P);
      continue;
    case '"': {
      // STRING runs to the next quote, across lines, backslashes and all;
      // an unterminated one is an error token.
      const void *Close = std::memchr(P + 1, '"', static_cast<size_t>(E - P - 1));
      if (!Close)
        return fail();
      P = static_cast<const char *>(Close) + 1;
      push(Tok::String, Start, P);
      continue;
    }
    case '/':
      if (P + 1 < E && P[1] == '/') {
        P = lineEnd(P + 2);
        comment(Start, lineCommentEnd(Start, P));
        continue;
      }
      if (P + 1 < E && P[1] == '*') {
        const char *Close = nullptr;
        for (const char *Q = P + 2; Q + 1 < E; ++Q)
          if (Q[0] == '*' && Q[1] == '/') {
            Close = Q;
            break;
          }
        if (!Close)
          return fail(); // UNTERMINATED_BLOCK_COMMENT
        P = Close + 2;
        comment(Start, P);
        continue;
      }
      push(Tok::Slash, P, P + 1);
      ++P;
      continue;
    case '@':
      if (E - P >= 7 && std::memcmp(P, "@@DWARF", 7) == 0) {
        P = dwarfLineEnd(P + 7);
        push(Tok::DwarfLine, Start, P);
        continue;
      }
      push(Tok::At, P, P + 1);
      ++P;
      continue;
    default:
      break;
    }

    if (is(P, E, Digit)) {
      Tok Kind = Tok::DecimalInt;
      P += lexNumber(P, E, Kind);
      push(Kind, Start, P);
      continue;
    }
    if ((C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z')) {
      ++P;
      while (is(P, E, Follow))
        ++P;
      std::string_view Word(Start, static_cast<size_t>(P - Start));
      Tok Kind = Tok::Identifier;
      if (Word == "function_name")
        Kind = Tok::FunctionName;
      else if (Word == "inlined_at")
        Kind = Tok::InlinedAt;
      push(Kind, Start, P);
      continue;
    }

    // Operators and punctuation: the two-character ones first.
    char Next = P + 1 < E ? P[1] : '\0';
    Tok Kind;
    size_t N = 1;
    switch (C) {
    case '{': Kind = Tok::LBrace; break;
    case '}': Kind = Tok::RBrace; break;
    case '(': Kind = Tok::LParen; break;
    case ')': Kind = Tok::RParen; break;
    case '[': Kind = Tok::LBracket; break;
    case ']': Kind = Tok::RBracket; break;
    case ';': Kind = Tok::Semi; break;
    case ',': Kind = Tok::Comma; break;
    case ':': Kind = Tok::Colon; break;
    case '?': Kind = Tok::Question; break;
    case '+': Kind = Tok::Plus; break;
    case '-': Kind = Tok::Minus; break;
    case '*': Kind = Tok::Star; break;
    case '~': Kind = Tok::Tilde; break;
    case '^': Kind = Tok::Caret; break;
    case '=':
      Kind = Next == '=' ? (N = 2, Tok::Eq) : Tok::Assign;
      break;
    case '!':
      Kind = Next == '=' ? (N = 2, Tok::Ne) : Tok::Bang;
      break;
    case '<':
      Kind = Next == '<' ? (N = 2, Tok::Shl)
             : Next == '=' ? (N = 2, Tok::Le) : Tok::Lt;
      break;
    case '>':
      Kind = Next == '>' ? (N = 2, Tok::Shr)
             : Next == '=' ? (N = 2, Tok::Ge) : Tok::Gt;
      break;
    case '&':
      Kind = Next == '&' ? (N = 2, Tok::AndAnd) : Tok::Amp;
      break;
    case '|':
      Kind = Next == '|' ? (N = 2, Tok::OrOr) : Tok::Pipe;
      break;
    default:
      return fail(); // INVALID_CHARACTER: non-ASCII, control, '#', '\\'...
    }
    push(Kind, P, P + N);
    P += N;
    // Statements other than labels, braces and `.loc` end in `;`: stopping
    // after one lets the parser read a window at a time (FastParser.cpp).
    if (Kind == Tok::Semi && Tokens.size() - First >= MinTokens) {
      Pos = P;
      return true;
    }
  }
  push(Tok::Eof, E, E);
  Pos = P;
  Done = true;
  return true;
}

