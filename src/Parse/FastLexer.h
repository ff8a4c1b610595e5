//===- FastLexer.h - Hand-written PTX lexer for the fast path --*- C++ -*-===//
//
// Splits a chunk into the same tokens as grammar/PTXLexer.g4, for the
// hand-written parser (FastParser.h). It only has to be right on input the
// grammar lexes without an error: on any character sequence for which the
// ANTLR lexer would produce an error token (an invalid byte, an unterminated
// string or comment) it gives up, and the chunk goes to ANTLR, which
// reports the error.
//
// Token kinds mirror the lexer grammar's rules one for one; the names are
// the grammar's, in CamelCase.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PARSE_FASTLEXER_H
#define PTXLINT_PARSE_FASTLEXER_H

#include "ptxlint/AST.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace ptxlint {
namespace fast {

enum class Tok : uint8_t {
  Eof,
  // Dotted keywords (the modifier rule accepts all of these).
  Version, Target, AddressSize, File, Loc, Section, Entry, Func, Alias,
  Pragma, CallPrototype, CallTargets, BranchTargets, Attribute,
  // Keywords of `.loc` that are identifiers too.
  FunctionName, InlinedAt,
  Component, DotName, DwarfLine,
  HexFloat, HexDouble, DecimalFloat,
  HexInt, BinaryInt, OctalInt, DecimalInt,
  String, Identifier, Underscore,
  LBrace, RBrace, LParen, RParen, LBracket, RBracket, Semi, Comma, Colon,
  At, Assign, Question, Plus, Minus, Star, Slash, Percent, Tilde, Shl, Shr,
  Le, Ge, Eq, Ne, Lt, Gt, AndAnd, OrOr, Amp, Caret, Pipe, Bang,
};

/// A token: its kind and the source bytes [Begin, End) it covers, as
/// offsets into the whole buffer (like the grammar path's token indices).
/// (Not `Token`: that is the AST's word-with-a-range.)
struct Lexeme {
  Tok Kind;
  uint32_t Begin, End;
};

/// Where the text of a `//` comment that runs from Begin to End (its `\n`
/// or the end of the input) stops: before any carriage returns at its end.
/// One is a CRLF line end's; more are lone ones before it (or before the end
/// of a CR-only file), which the canonical printer could not give back,
/// since it ends every comment with `\n` and the comment read back would
/// lose them. Both lexers use this, so that their comments agree.
inline const char *lineCommentEnd(const char *Begin, const char *End) {
  while (End > Begin + 2 && End[-1] == '\r')
    --End;
  return End;
}

/// Lexes a chunk a window at a time, so that the tokens of a function of a
/// million instructions need not all be held at once.
class ChunkLexer {
public:
  /// Comments go to Comments when KeepComments is set. CheckedBytes: the
  /// caller knows Text[Begin, End) to hold no byte that only ANTLR reports
  /// (a piece of a chunk whose lexer has looked already).
  ChunkLexer(std::string_view Text, size_t Begin, size_t End,
             bool KeepComments, std::vector<Comment> &Comments,
             bool CheckedBytes = false);
  /// Appends tokens until at least MinTokens were appended and the last
  /// is a `;`, or MaxTokens were appended, or the chunk ends, which appends
  /// an Eof token. Returns false (and keeps doing so) where the grammar's
  /// lexer would report an error; Tokens is then in an unspecified state.
  bool lexMore(std::vector<Lexeme> &Tokens, size_t MinTokens,
               size_t MaxTokens = SIZE_MAX);
  /// The Eof token has been appended.
  bool done() const { return Done; }
  /// Goes on lexing from Offset, the beginning of a token, as if the bytes
  /// since the last token appended had been read (some other lexer did).
  void restartAt(size_t Offset) {
    Pos = Text.data() + Offset;
    Done = false;
  }
  std::vector<Comment> &comments() { return Comments; }
  bool keepsComments() const { return KeepComments; }

private:
  std::string_view Text;
  const char *Pos, *End;
  bool KeepComments;
  std::vector<Comment> &Comments;
  bool Done = false, Failed = false;
};

} // namespace fast
} // namespace ptxlint

#endif // PTXLINT_PARSE_FASTLEXER_H
