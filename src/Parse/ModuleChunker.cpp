//===- ModuleChunker.cpp --------------------------------------------------===//

#include "ModuleChunker.h"

#include <tuple>

using namespace ptxlint;

namespace {

bool isFollowSym(char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') ||
         (C >= '0' && C <= '9') || C == '_' || C == '$';
}

bool isOperator(char C) {
  switch (C) {
  case '+': case '-': case '*': case '/': case '~': case '!': case '^':
  case '&': case '|': case '<': case '>': case '?':
    return true;
  default:
    return false;
  }
}

/// The bytes some rule of the scan below looks at; most of the text (names,
/// numbers, white space) is none of them and is skipped in a tight loop.
struct SpecialBytes {
  bool Is[256] = {};
  constexpr SpecialBytes() {
    for (char C : {'/', '"', '(', '[', ')', ']', ',', ';', '{', '}', '.', '+',
                   '-', '*', '~', '!', '^', '&', '|', '<', '>', '?'})
      Is[static_cast<unsigned char>(C)] = true;
  }
};
constexpr SpecialBytes Special;

/// Scans PTX text just well enough to see braces, semicolons and the
/// `.entry`/`.func` keywords outside comments and strings.
class Scanner {
public:
  explicit Scanner(std::string_view Text) : Text(Text) {}

  std::vector<size_t> findSplitPoints() {
    std::vector<size_t> Splits;
    size_t I = 0, N = Text.size();
    const char *Bytes = Text.data();
    while (I < N) {
      while (I < N && !Special.Is[static_cast<unsigned char>(Bytes[I])])
        ++I;
      if (I == N)
        break;
      char C = Text[I];
      if (size_t After = skipCommentOrString(I); After != I) {
        I = After;
        continue;
      }
      if (C == '(' || C == '[') {
        if (++Nesting == MaxNestingDepth + 1)
          TooDeepAt.push_back({I, TooDeepKind::Brackets});
      } else if ((C == ')' || C == ']') && Nesting > 0) {
        --Nesting;
      }
      // Operators are counted per operand or initializer element.
      if (C == ',' || C == ';' || C == '{' || C == '}')
        Operators = 0;
      else if (isOperator(C) && ++Operators == MaxOperators + 1)
        TooDeepAt.push_back({I, TooDeepKind::Operators});
      if (C == '{') {
        if (Depth == 0)
          InSignature = false; // A function body (or an initializer) opens.
        if (++Depth == MaxBraceDepth + 1)
          TooDeepAt.push_back({I, TooDeepKind::Braces});
      } else if (C == '}') {
        if (Depth > 0 && --Depth == 0 && endsItemAfterBrace(I + 1))
          Splits.push_back(I + 1);
      } else if (C == ';' && Depth == 0) {
        if (!InSignature || !continuesSignature(I + 1)) {
          Splits.push_back(I + 1);
          InSignature = false;
        }
        Nesting = 0; // Unbalanced brackets stop at the end of an item.
      } else if (C == '.' && Depth == 0 && (I == 0 || !isFollowSym(Text[I - 1]))) {
        size_t End = I + 1;
        while (End < N && isFollowSym(Text[End]))
          ++End;
        std::string_view Word = Text.substr(I, End - I);
        if (Word == ".entry" || Word == ".func")
          InSignature = true;
        I = End;
        continue;
      }
      ++I;
    }
    return Splits;
  }

private:
  /// Returns the offset after the comment or string starting at I, or I.
  size_t skipCommentOrString(size_t I) const {
    size_t N = Text.size();
    if (Text[I] == '/' && I + 1 < N && Text[I + 1] == '/') {
      size_t End = Text.find('\n', I);
      return End == std::string_view::npos ? N : End;
    }
    if (Text[I] == '/' && I + 1 < N && Text[I + 1] == '*') {
      size_t End = Text.find("*/", I + 2);
      return End == std::string_view::npos ? N : End + 2;
    }
    if (Text[I] == '"') {
      // As the lexer has it: to the next quote, across lines; a backslash
      // escapes nothing.
      size_t Close = Text.find('"', I + 1);
      return Close == std::string_view::npos ? N : Close + 1;
    }
    return I;
  }

  /// The first character after I that is not white space or a comment.
  int nextSignificant(size_t I) const {
    size_t N = Text.size();
    while (I < N) {
      char C = Text[I];
      if (C == ' ' || C == '\t' || C == '\r' || C == '\n' || C == '\f' ||
          C == '\x1A') {
        ++I;
        continue;
      }
      if (C == '/' && I + 1 < N && (Text[I + 1] == '/' || Text[I + 1] == '*')) {
        I = skipCommentOrString(I);
        continue;
      }
      return static_cast<unsigned char>(C);
    }
    return -1;
  }

  /// A top-level `}` ends an item (a function body or a section) unless the
  /// item goes on, as an aggregate initializer does with `;` or `,`.
  bool endsItemAfterBrace(size_t I) const {
    int Next = nextSignificant(I);
    return Next == -1 || Next == '.' || Next == '@';
  }

  /// Inside a signature, `;` ends a `.pragma` attribute when the body or
  /// more attributes follow, and may end the declaration otherwise.
  bool continuesSignature(size_t I) const {
    int Next = nextSignificant(I);
    return Next == '{' || Next == '.';
  }

public:
  /// Offsets where nesting went past the limit, in order.
  std::vector<std::pair<size_t, TooDeepKind>> TooDeepAt;

private:
  std::string_view Text;
  int Depth = 0;
  unsigned Nesting = 0;
  unsigned Operators = 0;
  bool InSignature = false;
};

} // namespace

std::vector<Chunk> ptxlint::splitIntoChunks(std::string_view Text,
                                            size_t MinChunkBytes) {
  std::vector<Chunk> Chunks;
  size_t Begin = 0;
  Scanner S(Text);
  for (size_t Split : S.findSplitPoints()) {
    if (Split - Begin < MinChunkBytes)
      continue;
    Chunks.push_back({Begin, Split});
    Begin = Split;
  }
  if (Begin < Text.size() || Chunks.empty())
    Chunks.push_back({Begin, Text.size()});
  // Both lists are in source order: one pass marks each chunk's first one.
  size_t Next = 0;
  for (Chunk &C : Chunks) {
    while (Next < S.TooDeepAt.size() && S.TooDeepAt[Next].first < C.Begin)
      ++Next;
    if (Next < S.TooDeepAt.size() && S.TooDeepAt[Next].first < C.End)
      std::tie(C.TooDeepAt, C.TooDeep) = S.TooDeepAt[Next];
  }
  return Chunks;
}
