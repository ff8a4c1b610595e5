//===- Parser.cpp - Chunked parsing of PTX modules ------------------------===//

#include "ptxlint/Parser.h"

#include "ASTBuilder.h"
#include "AsciiCharStream.h"
#include "ModuleChunker.h"
#include "SyntaxErrors.h"

#include "ptxlint/Diagnostic.h"
#include "ptxlint/SourceFile.h"

#include "PTXLexer.h"
#include "PTXParser.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <deque>

using namespace ptxlint;

namespace {

SourceRange rangeOfToken(const antlr4::Token &T) {
  return {static_cast<uint32_t>(T.getStartIndex()),
          static_cast<uint32_t>(T.getStopIndex() + 1)};
}

std::string describeCharacter(unsigned char C) {
  if (std::isprint(C))
    return std::string("invalid character '") + static_cast<char>(C) +
           "' in PTX";
  char Hex[8];
  std::snprintf(Hex, sizeof Hex, "0x%02X", C);
  return std::string("invalid byte ") + Hex +
         " in PTX (the input must be ASCII text)";
}

/// Parses one source buffer chunk by chunk.
class ChunkedParser {
public:
  ChunkedParser(const SourceFile &Source, DiagnosticEngine &Diags,
                const ParseOptions &Options, const ItemConsumer &Sink)
      : Text(Source.text()), Options(Options), Sink(Sink),
        Errors(Text, Diags) {}

  void run() {
    for (const Chunk &C : splitIntoChunks(Text))
      parseChunk(C);
    if (Sink.OnTrailingComments)
      Sink.OnTrailingComments(
          std::vector<Comment>(PendingComments.begin(), PendingComments.end()));
  }

private:
  /// Lexes a chunk, reporting malformed tokens and setting comments aside,
  /// and returns what the parser should see.
  std::vector<std::unique_ptr<antlr4::Token>> lex(PTXLexer &Lexer) {
    Lexer.removeErrorListeners();
    std::vector<std::unique_ptr<antlr4::Token>> Tokens;
    for (;;) {
      std::unique_ptr<antlr4::Token> T = Lexer.nextToken();
      switch (T->getType()) {
      case PTXLexer::INVALID_CHARACTER:
        Errors.report(DiagID::InvalidCharacter, rangeOfToken(*T),
                      describeCharacter(static_cast<unsigned char>(
                          Text[T->getStartIndex()])));
        continue;
      case PTXLexer::UNTERMINATED_BLOCK_COMMENT: {
        uint32_t Begin = static_cast<uint32_t>(T->getStartIndex());
        Errors.report(DiagID::UnterminatedComment, {Begin, Begin + 2},
                      "unterminated '/*' comment");
        continue;
      }
      case PTXLexer::UNTERMINATED_STRING: {
        uint32_t Begin = static_cast<uint32_t>(T->getStartIndex());
        Errors.report(DiagID::UnterminatedString, {Begin, Begin + 1},
                      "missing terminating '\"' character");
        // Parse on as if the string were closed: one error, not two.
        static_cast<antlr4::CommonToken &>(*T).setType(PTXLexer::STRING);
        break;
      }
      default:
        break;
      }
      if (T->getChannel() == PTXLexer::COMMENTS) {
        if (Options.KeepComments) {
          SourceRange R = rangeOfToken(*T);
          PendingComments.push_back({Text.substr(R.Begin, R.size()), R});
        }
        continue;
      }
      bool AtEnd = T->getType() == antlr4::Token::EOF;
      Tokens.push_back(std::move(T));
      if (AtEnd)
        return Tokens;
    }
  }

  void parseChunk(const Chunk &C) {
    if (C.TooDeepAt != std::string_view::npos) {
      uint32_t At = static_cast<uint32_t>(C.TooDeepAt);
      Errors.report(DiagID::NestingTooDeep, {At, At + 1},
                    "nesting too deep: more than " +
                        std::to_string(MaxNestingDepth) +
                        " levels of brackets or " + std::to_string(MaxOperators) +
                        " operators in one operand; this part of the module "
                        "is not checked");
      return;
    }
    size_t FirstError = Errors.errorOffsets().size();
    // Tokens point back at their lexer and stream (error recovery asks them
    // for a token factory), so both live as long as the parse.
    AsciiCharStream Chars(Text, C.Begin, C.End);
    PTXLexer Lexer(&Chars);
    antlr4::ListTokenSource Source(lex(Lexer));
    antlr4::CommonTokenStream Stream(&Source);
    PTXParser Parser(&Stream);
    Parser.removeErrorListeners();
    Parser.setErrorHandler(std::make_shared<PTXErrorStrategy>(Errors));
    PTXParser::ModuleContext *Tree = Parser.module();

    std::vector<uint32_t> ChunkErrors(Errors.errorOffsets().begin() + FirstError,
                                      Errors.errorOffsets().end());
    std::sort(ChunkErrors.begin(), ChunkErrors.end());
    ASTBuilder Builder(Text, std::move(ChunkErrors), Errors);
    for (TopLevelItem &Item :
         Builder.buildItems(*Tree, static_cast<uint32_t>(C.End)))
      emit(std::move(Item));
    // The parser, its tree and the chunk's tokens are released here.
  }

  void emit(TopLevelItem &&Item) {
    uint32_t End = rangeOf(Item).End;
    std::vector<Comment> Comments;
    while (!PendingComments.empty() && PendingComments.front().Range.Begin < End) {
      Comments.push_back(PendingComments.front());
      PendingComments.pop_front();
    }
    Sink.OnItem(std::move(Item), std::move(Comments));
  }

  std::string_view Text;
  const ParseOptions &Options;
  const ItemConsumer &Sink;
  SyntaxErrorSink Errors;
  std::deque<Comment> PendingComments;
};

} // namespace

void ptxlint::parseModuleItems(const SourceFile &Source,
                               DiagnosticEngine &Diags,
                               const ParseOptions &Options,
                               const ItemConsumer &Sink) {
  ChunkedParser(Source, Diags, Options, Sink).run();
}

Module ptxlint::parseModule(const SourceFile &Source, DiagnosticEngine &Diags,
                            const ParseOptions &Options) {
  Module M;
  ItemConsumer Sink;
  Sink.OnItem = [&M](TopLevelItem &&Item, std::vector<Comment> &&Comments) {
    M.Items.push_back(std::move(Item));
    M.Comments.insert(M.Comments.end(), Comments.begin(), Comments.end());
  };
  Sink.OnTrailingComments = [&M](std::vector<Comment> &&Comments) {
    M.Comments.insert(M.Comments.end(), Comments.begin(), Comments.end());
  };
  parseModuleItems(Source, Diags, Options, Sink);
  return M;
}
