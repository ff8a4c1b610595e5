//===- Parser.cpp - Chunked parsing of PTX modules ------------------------===//

#include "ptxlint/Parser.h"

#include "ASTBuilder.h"
#include "ASTDump.h"
#include "AsciiCharStream.h"
#include "FastLexer.h"
#include "FastParser.h"
#include "ModuleChunker.h"
#include "SyntaxErrors.h"

#include "ptxlint/Diagnostic.h"
#include "ptxlint/SourceFile.h"

#include "PTXLexer.h"
#include "PTXParser.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>

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
  const char *Why = C == 0 ? "ptxas takes a NUL byte for the end of the input"
                    : C < 0x80 ? "a control character"
                               : "the input must be ASCII text";
  return std::string("invalid byte ") + Hex + " in PTX (" + Why + ")";
}

/// Which limit a chunk went past, and how ptxas fares there.
std::string describeTooDeep(TooDeepKind Kind) {
  switch (Kind) {
  case TooDeepKind::Braces:
    return "nesting too deep: more than " + std::to_string(MaxBraceDepth - 1) +
           " nested blocks (ptxas runs out of parser stack there too)";
  case TooDeepKind::Brackets:
    return "nesting too deep: more than " + std::to_string(MaxNestingDepth) +
           " levels of brackets in one operand, which ptx-lint does not "
           "parse (ptxas takes up to 9978)";
  case TooDeepKind::Operators:
    return "nesting too deep: more than " + std::to_string(MaxOperators) +
           " operators in one operand, which ptx-lint does not parse "
           "(ptxas takes more)";
  }
  return "nesting too deep";
}

/// What ptxas refuses even in a comment or a string: it stops at a NUL
/// ("Unexpected EOF") and at any byte outside ASCII.
bool isForbiddenAnywhere(char C) {
  return C == '\0' || static_cast<unsigned char>(C) >= 0x80;
}

/// The comments in Text[From, To), a stretch the lexer has read without
/// an error, as the lexers make them.
std::vector<Comment> commentsIn(std::string_view Text, size_t From, size_t To) {
  std::vector<Comment> Comments;
  fast::ChunkLexer Lexer(Text, From, To, /*KeepComments=*/true, Comments,
                         /*CheckedBytes=*/true);
  std::vector<fast::Lexeme> Tokens;
  while (!Lexer.done() && Lexer.lexMore(Tokens, 4096, 4096))
    Tokens.clear();
  return Comments;
}

/// What parsing one chunk produced, kept until its turn to be delivered.
struct ChunkResult {
  std::vector<Diagnostic> SyntaxErrors; ///< In the order reported.
  DiagnosticEngine::DroppedFindings DroppedErrors; ///< Over the limit.
  std::vector<Comment> Comments;        ///< With KeepComments, in order.
  std::vector<TopLevelItem> Items;
  std::shared_ptr<ASTArena> Arena; ///< Where the items' nodes live.
  size_t End = 0; ///< Where the chunk ends in the source.
  std::optional<FastPathCheck> Check; ///< With VerifyFastPath.
};

/// Parses one chunk on its own: nothing is shared with other chunks but
/// the source text and ANTLR's prediction caches, which are used under a
/// lock (see parseTokens), so chunks may be parsed on several threads. The
/// fast path gets each chunk first and shares nothing at all; what it
/// declines ANTLR parses.
class ChunkParser {
public:
  ChunkParser(std::string_view Text, const DiagnosticOptions &DiagOptions,
              const ParseOptions &Options)
      : Text(Text), Diags(DiagOptions), Options(Options), Errors(Text, Diags) {}

  ChunkResult parse(const Chunk &C) && {
    if (C.TooDeepAt != std::string_view::npos) {
      uint32_t At = static_cast<uint32_t>(C.TooDeepAt);
      Errors.report(DiagID::NestingTooDeep, {At, At + 1},
                    describeTooDeep(C.TooDeep) +
                        "; this part of the module is not checked");
    } else if (Options.VerifyFastPath) {
      verify(C);
    } else if (!Options.FastPath || !parseFast(C)) {
      if (!parseTokens(C))
        // The grammar did not take a span of numbers for a list's element
        // where the fast path saw one (its recovery from an error went
        // elsewhere): read the chunk whole.
        return ChunkParser(Text, Diags.options(), Options).parseWhole(C);
    }
    return finish(C);
  }

private:
  ChunkResult parseWhole(const Chunk &C) && {
    parseTokens(C);
    return finish(C);
  }

  ChunkResult finish(const Chunk &C) {
    Result.SyntaxErrors = Diags.takeDiagnostics();
    Result.DroppedErrors = Diags.takeDropped();
    Result.End = C.End;
    return std::move(Result);
  }

  bool parseFast(const Chunk &C) {
    std::optional<fast::ChunkAST> AST =
        fast::parseChunk(Text, C.Begin, C.End, Options.KeepComments,
                         {Options.Threads, Options.MinBodyPieceBytes}, &Spans);
    if (!AST) {
      // A span of one element has nothing to skip.
      Spans.erase(std::remove_if(Spans.begin(), Spans.end(),
                                 [](const fast::NumberSpan &S) {
                                   return S.FirstEnd == S.End;
                                 }),
                  Spans.end());
      return false;
    }
    Result.Items = std::move(AST->Items);
    Result.Arena = std::move(AST->Arena);
    Result.Comments = std::move(AST->Comments);
    return true;
  }

  /// Parses the chunk both ways and keeps the grammar's result.
  void verify(const Chunk &C) {
    std::optional<fast::ChunkAST> Fast =
        fast::parseChunk(Text, C.Begin, C.End, Options.KeepComments,
                         {Options.Threads, Options.MinBodyPieceBytes});
    parseTokens(C);
    FastPathCheck Check;
    Check.Begin = C.Begin;
    Check.End = C.End;
    Check.FastAccepted = Fast.has_value();
    Check.GrammarClean = Diags.diagnostics().empty();
    Check.Agrees = !Fast;
    if (Fast) {
      std::string GrammarDump, FastDump;
      dumpItems(Result.Items, Result.Comments, Text, GrammarDump);
      dumpItems(Fast->Items, Fast->Comments, Text, FastDump);
      Check.Agrees = Check.GrammarClean && GrammarDump == FastDump;
      if (!Check.Agrees) {
        Check.GrammarDump = std::move(GrammarDump);
        Check.FastDump = std::move(FastDump);
      }
    }
    Result.Check = std::move(Check);
  }

  /// The next token the parser should see, reporting malformed tokens and
  /// setting comments aside.
  std::unique_ptr<antlr4::Token> nextToken(PTXLexer &Lexer) {
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
        Errors.noteUnterminatedString();
        // Parse on as if the string were closed: one error, not two.
        static_cast<antlr4::CommonToken &>(*T).setType(PTXLexer::STRING);
        break;
      }
      default:
        break;
      }
      if (T->getChannel() == PTXLexer::COMMENTS) {
        reportForbiddenBytes(*T, "comment");
        if (Options.KeepComments) {
          SourceRange R = rangeOfToken(*T);
          // The carriage return of a CRLF line end is not part of the text.
          if (T->getType() == PTXLexer::LINE_COMMENT)
            R.End = static_cast<uint32_t>(
                fast::lineCommentEnd(Text.data() + R.Begin, Text.data() + R.End) -
                Text.data());
          Result.Comments.push_back({Text.substr(R.Begin, R.size()), R});
        }
        continue;
      }
      if (T->getType() == PTXLexer::STRING)
        reportForbiddenBytes(*T, "string");
      else if (T->getType() == PTXLexer::DWARF_LINE)
        reportForbiddenBytes(*T, "'@@DWARF' line");
      return T;
    }
  }

  /// Hands the parser the chunk's tokens as it asks for them, rather than
  /// the whole chunk lexed first: a line of junk is as many tokens as it
  /// has bytes, at a hundred bytes each. Once the chunk has as many syntax
  /// errors as one kind of finding may have (--max-findings), the rest of
  /// it is not read: the source closes the blocks still open and ends
  /// there, so that error recovery, which keeps every error's part of the
  /// tree until the chunk is done, stops with the findings.
  class ChunkTokenSource final : public antlr4::TokenSource {
  public:
    ChunkTokenSource(ChunkParser &Owner, PTXLexer &Lexer,
                     antlr4::CharStream &Chars)
        : Owner(Owner), Lexer(Lexer), Chars(Chars) {}

    std::unique_ptr<antlr4::Token> nextToken() override {
      if (!CutAt && Owner.tooManyErrors()) {
        CutAt = Chars.index();
        Owner.reportCut(static_cast<uint32_t>(*CutAt));
      }
      if (CutAt)
        return closing();
      std::unique_ptr<antlr4::Token> T = skipNumbers(Owner.nextToken(Lexer));
      if (T->getType() == PTXLexer::LBRACE)
        ++OpenBlocks;
      else if (T->getType() == PTXLexer::RBRACE && OpenBlocks)
        --OpenBlocks;
      return T;
    }
    size_t getLine() const override { return Lexer.getLine(); }
    size_t getCharPositionInLine() override {
      return Lexer.getCharPositionInLine();
    }
    antlr4::CharStream *getInputStream() override { return &Chars; }
    std::string getSourceName() override { return Lexer.getSourceName(); }
    antlr4::TokenFactory<antlr4::CommonToken> *getTokenFactory() override {
      return Lexer.getTokenFactory();
    }

  private:
    /// Of a span of numbers the fast path read (fast::NumberSpan), the
    /// parser sees the first element only: the token after it, a `,`, is
    /// dropped and reading goes on after the span's last number, with the
    /// comments and line breaks in between accounted for.
    std::unique_ptr<antlr4::Token> skipNumbers(std::unique_ptr<antlr4::Token> T) {
      const std::vector<fast::NumberSpan> &Spans = Owner.Spans;
      size_t At = T->getStartIndex();
      if (InSpan) {
        const fast::NumberSpan &Span = Spans[NextSpan - 1];
        if (At < Span.FirstEnd || T->getType() == antlr4::Token::EOF)
          return T;
        InSpan = false;
        Owner.skipOver(Lexer, Chars.index(), Span.End);
        Chars.seek(Span.End);
        return Owner.nextToken(Lexer);
      }
      while (NextSpan < Spans.size() && Spans[NextSpan].Begin < At)
        ++NextSpan;
      if (NextSpan < Spans.size() && Spans[NextSpan].Begin == At) {
        InSpan = true;
        ++NextSpan;
      }
      return T;
    }

    /// A '}' for each block still open, then the end, all empty and at
    /// the point where reading stopped.
    std::unique_ptr<antlr4::Token> closing() {
      bool Brace = OpenBlocks != 0;
      if (Brace)
        --OpenBlocks;
      size_t Type = Brace ? static_cast<size_t>(PTXLexer::RBRACE)
                          : antlr4::Token::EOF;
      return Lexer.getTokenFactory()->create(
          {&Lexer, &Chars}, Type, Brace ? "}" : "<EOF>",
          antlr4::Token::DEFAULT_CHANNEL, *CutAt, *CutAt - 1, Lexer.getLine(),
          Lexer.getCharPositionInLine());
    }

    ChunkParser &Owner;
    PTXLexer &Lexer;
    antlr4::CharStream &Chars;
    size_t OpenBlocks = 0;
    std::optional<size_t> CutAt;
    size_t NextSpan = 0; ///< The first of Owner.Spans not yet met.
    bool InSpan = false; ///< In the first element of Spans[NextSpan - 1].
  };

  /// Which of the spans of numbers skipped the grammar read as the element
  /// of a list, as the fast path did: where it did for all of them, the
  /// tree and the errors are those of the whole text (the span's other
  /// elements would have continued that list without an error); where its
  /// recovery from an error went elsewhere, they might not be.
  class SpansTaken final : public antlr4::tree::ParseTreeListener {
  public:
    explicit SpansTaken(const std::vector<fast::NumberSpan> &Spans)
        : Spans(Spans), Seen(Spans.size()) {}
    bool all() const { return Count == Spans.size(); }

    void exitEveryRule(antlr4::ParserRuleContext *Ctx) override {
      if (Ctx->getRuleIndex() != PTXParser::RuleInitializer ||
          !dynamic_cast<PTXParser::AggregateInitializerContext *>(Ctx->parent))
        return;
      const antlr4::Token *Start = Ctx->getStart(), *Stop = Ctx->getStop();
      if (!Start || !Stop || Stop->getStopIndex() + 1 <= Start->getStartIndex())
        return;
      const fast::NumberSpan *Span = fast::spanOfFirstElement(
          Spans, {static_cast<uint32_t>(Start->getStartIndex()),
                  static_cast<uint32_t>(Stop->getStopIndex() + 1)});
      if (!Span)
        return;
      size_t Index = static_cast<size_t>(Span - Spans.data());
      if (!Seen[Index]) {
        Seen[Index] = true;
        ++Count;
      }
    }
    void enterEveryRule(antlr4::ParserRuleContext *) override {}
    void visitTerminal(antlr4::tree::TerminalNode *) override {}
    void visitErrorNode(antlr4::tree::ErrorNode *) override {}

  private:
    const std::vector<fast::NumberSpan> &Spans;
    std::vector<bool> Seen;
    size_t Count = 0;
  };

  /// What the lexer would have seen in Text[From, To), the rest of a span
  /// of numbers it skips: its comments, kept if asked for, and its line
  /// breaks, counted as the lexer counts them.
  void skipOver(PTXLexer &Lexer, size_t From, size_t To) {
    std::string_view Skipped = Text.substr(From, To - From);
    size_t Breaks = static_cast<size_t>(
        std::count(Skipped.begin(), Skipped.end(), '\n'));
    if (Breaks) {
      Lexer.setLine(Lexer.getLine() + Breaks);
      Lexer.setCharPositionInLine(Skipped.size() - Skipped.rfind('\n') - 1);
    } else {
      Lexer.setCharPositionInLine(Lexer.getCharPositionInLine() +
                                  Skipped.size());
    }
    if (!Options.KeepComments)
      return;
    for (Comment &C : commentsIn(Text, From, To))
      Result.Comments.push_back(std::move(C));
  }

  bool tooManyErrors() const {
    unsigned Limit = Diags.options().MaxFindingsPerKind;
    return Limit && Errors.errorOffsets().size() >= Limit;
  }

  void reportCut(uint32_t At) {
    Diags.report(DiagID::FindingsDropped, {At, At},
                 "syntax errors stop being looked for here, after " +
                     std::to_string(Diags.options().MaxFindingsPerKind) +
                     " in this part of the module (--max-findings): the "
                     "rest of it, to the end of its function, is not read");
  }

  /// The lexer's rules for comments and strings take any byte; ptxas does
  /// not. One error for each run of bytes it refuses.
  void reportForbiddenBytes(const antlr4::Token &T, std::string_view What) {
    SourceRange R = rangeOfToken(T);
    for (uint32_t I = R.Begin; I < R.End; ++I) {
      if (!isForbiddenAnywhere(Text[I]))
        continue;
      uint32_t RunEnd = I + 1;
      while (RunEnd < R.End && isForbiddenAnywhere(Text[RunEnd]))
        ++RunEnd;
      char Hex[8];
      std::snprintf(Hex, sizeof Hex, "0x%02X",
                    static_cast<unsigned char>(Text[I]));
      std::string Why = Text[I] == '\0'
                            ? "ptxas takes a NUL byte for the end of the input"
                            : "the input must be ASCII text, even in " +
                                  std::string(What) + "s";
      Errors.report(DiagID::InvalidCharacter, {I, RunEnd},
                    std::string("invalid byte ") + Hex + " in a " +
                        std::string(What) + " (" + Why + ")");
      I = RunEnd;
    }
  }

  /// Parses the chunk with the grammar, skipping Spans; false if a span
  /// was not taken for a list's element.
  bool parseTokens(const Chunk &C) {
    // ANTLR 4.9's lexer and parser share their prediction caches between
    // instances, and concurrent use was seen to mispredict (a valid
    // `[%SP+440]` reported as a syntax error under load): one chunk at a
    // time goes through ANTLR. Building the AST runs in parallel.
    static std::mutex ANTLRMutex;
    std::unique_lock<std::mutex> ANTLRLock(ANTLRMutex);
    // Tokens point back at their lexer and stream (error recovery asks them
    // for a token factory), so both live as long as the parse.
    AsciiCharStream Chars(Text, C.Begin, C.End);
    PTXLexer Lexer(&Chars);
    Lexer.removeErrorListeners();
    ChunkTokenSource Source(*this, Lexer, Chars);
    antlr4::CommonTokenStream Stream(&Source);
    PTXParser Parser(&Stream);
    Parser.removeErrorListeners();
    Parser.setErrorHandler(std::make_shared<PTXErrorStrategy>(Errors));
    SpansTaken Taken(Spans);
    if (!Spans.empty())
      Parser.addParseListener(&Taken);
    PTXParser::ModuleContext *Tree = Parser.module();
    ANTLRLock.unlock();

    std::vector<uint32_t> ChunkErrors = Errors.errorOffsets();
    std::sort(ChunkErrors.begin(), ChunkErrors.end());
    Result.Arena = std::make_shared<ASTArena>(Text);
    ASTBuilder Builder(Text, std::move(ChunkErrors), Errors, *Result.Arena,
                       Spans);
    Result.Items = Builder.buildItems(*Tree, static_cast<uint32_t>(C.End));
    return Taken.all();
    // The parser, its tree and the chunk's tokens are released here.
  }

  std::string_view Text;
  DiagnosticEngine Diags;
  const ParseOptions &Options;
  SyntaxErrorSink Errors;
  ChunkResult Result;
  /// What the fast path read before it gave up on the chunk.
  std::vector<fast::NumberSpan> Spans;
};

/// Parses one source buffer chunk by chunk, on Options.Threads threads,
/// and delivers the chunks' errors, comments and items strictly in source
/// order, so that the output does not depend on the number of threads.
class ChunkedParser {
public:
  ChunkedParser(const SourceFile &Source, DiagnosticEngine &Diags,
                const ParseOptions &Options, const ItemConsumer &Sink)
      : Text(Source.text()), Diags(Diags), Options(Options), Sink(Sink) {}

  void run() {
    std::vector<Chunk> Chunks = splitIntoChunks(Text, Options.MinChunkBytes);
    unsigned Threads = std::max(1u, Options.Threads);
    if (Threads == 1 || Chunks.size() < 2) {
      for (const Chunk &C : Chunks) {
        ChunkResult R = parseOne(C);
        deliver(R);
      }
    } else {
      runParallel(Chunks, Threads);
    }
    if (Sink.OnTrailingComments)
      Sink.OnTrailingComments(
          std::vector<Comment>(PendingComments.begin(), PendingComments.end()));
  }

private:
  ChunkResult parseOne(const Chunk &C) const {
    return ChunkParser(Text, Diags.options(), Options).parse(C);
  }

  /// Workers parse at most Window chunks ahead of the one being delivered,
  /// so memory holds a bounded number of parsed chunks. They also free the
  /// trees of delivered chunks: the delivering thread runs the consumer
  /// (the checker), the busiest of all, and freeing a tree costs a good
  /// part of what building it did.
  void runParallel(const std::vector<Chunk> &Chunks, unsigned Threads) {
    // Two chunks a thread keep the workers busy; four held 10 MB more of
    // big_thrust's trees at no gain in time.
    size_t Window = 2 * static_cast<size_t>(Threads);
    std::vector<std::optional<ChunkResult>> Results(Chunks.size());
    std::vector<ChunkResult> Spent; // Delivered, to be freed.
    std::mutex Mutex;
    std::condition_variable Changed;
    size_t Next = 0, Delivered = 0;
    bool AllDelivered = false;
    // A worker that fails (out of memory) hands its exception to this
    // thread, which rethrows it once every worker has stopped: an exception
    // leaving a thread's function would abort the process.
    bool Stop = false;
    std::exception_ptr Failure;
    auto Work = [&] {
      std::unique_lock<std::mutex> Lock(Mutex);
      for (;;) {
        auto CanParse = [&] {
          return !Stop && Next < Chunks.size() && Next < Delivered + Window;
        };
        Changed.wait(Lock, [&] {
          return !Spent.empty() || CanParse() || AllDelivered || Stop;
        });
        if (!Spent.empty()) {
          std::vector<ChunkResult> Freed = std::move(Spent);
          Spent.clear();
          Lock.unlock();
          Freed.clear();
          Lock.lock();
          continue;
        }
        if (!CanParse())
          return; // Everything is delivered and freed, or the run failed.
        size_t I = Next++;
        Lock.unlock();
        std::optional<ChunkResult> R;
        std::exception_ptr Error;
        try {
          R = parseOne(Chunks[I]);
        } catch (...) {
          Error = std::current_exception();
        }
        Lock.lock();
        if (Error) {
          if (!Failure)
            Failure = Error;
          Stop = true;
          Changed.notify_all();
          return;
        }
        Results[I] = std::move(R);
        Changed.notify_all();
      }
    };
    std::vector<std::thread> Workers;
    // Whether the loop below ends normally or by an exception from the
    // consumer, the workers are stopped and joined before the vectors they
    // use go away.
    auto StopWorkers = [&] {
      {
        std::lock_guard<std::mutex> Lock(Mutex);
        AllDelivered = true;
        Stop = Stop || Delivered < Chunks.size();
        Changed.notify_all();
      }
      for (std::thread &W : Workers)
        W.join();
      Workers.clear();
    };
    struct JoinOnExit {
      decltype(StopWorkers) &Join;
      ~JoinOnExit() { Join(); }
    } Joiner{StopWorkers};
    for (unsigned T = 0; T < Threads; ++T)
      Workers.emplace_back(Work);
    for (size_t I = 0; I < Chunks.size(); ++I) {
      ChunkResult R;
      {
        std::unique_lock<std::mutex> Lock(Mutex);
        Changed.wait(Lock, [&] { return Results[I].has_value() || Failure; });
        if (!Results[I])
          break; // A worker failed; its exception is rethrown below.
        R = std::move(*Results[I]);
        Results[I].reset();
        Delivered = I + 1;
        Changed.notify_all();
      }
      deliver(R);
      std::lock_guard<std::mutex> Lock(Mutex);
      // Busy workers fall behind with freeing: then free here, so that
      // memory stays bounded.
      if (Spent.size() < Window) {
        Spent.push_back(std::move(R));
        Changed.notify_all();
      }
    }
    StopWorkers();
    if (Failure)
      std::rethrow_exception(Failure);
  }

  /// Hands R's results to the consumer; R keeps the (moved-from or, if the
  /// consumer only looked, intact) items, to be freed by the caller.
  void deliver(ChunkResult &R) {
    if (R.Check && Options.VerifyFastPath)
      Options.VerifyFastPath(*R.Check);
    for (Diagnostic &D : R.SyntaxErrors)
      Diags.add(std::move(D));
    Diags.addDropped(R.DroppedErrors);
    for (Comment &C : R.Comments)
      markIfTrailing(C);
    PendingComments.insert(PendingComments.end(), R.Comments.begin(),
                           R.Comments.end());
    for (TopLevelItem &Item : R.Items)
      emit(std::move(Item), R.Arena);
    if (Options.Progress)
      Options.Progress(R.End, Text.size());
  }

  /// Sets C.Trailing (AST.h). Comments come here in source order, across
  /// chunks, so the one before C is the last one seen.
  void markIfTrailing(Comment &C) {
    uint32_t I = C.Range.Begin;
    while (I > 0 && (Text[I - 1] == ' ' || Text[I - 1] == '\t' ||
                     Text[I - 1] == '\r' || Text[I - 1] == '\f' ||
                     Text[I - 1] == '\x1A'))
      --I;
    if (I == 0 || Text[I - 1] == '\n')
      C.Trailing = false; // Nothing before it on its line.
    else if (LastComment && I == LastComment->Range.End)
      // Right after another comment: trailing if that one was and did not
      // run onto a later line.
      C.Trailing = LastComment->Trailing &&
                   LastComment->Text.find('\n') == std::string_view::npos;
    else
      C.Trailing = true;
    LastComment = C;
  }

  void emit(TopLevelItem &&Item, const std::shared_ptr<ASTArena> &Arena) {
    uint32_t End = rangeOf(Item).End;
    std::vector<Comment> Comments;
    while (!PendingComments.empty() && PendingComments.front().Range.Begin < End) {
      Comments.push_back(PendingComments.front());
      PendingComments.pop_front();
    }
    Sink.OnItem(std::move(Item), std::move(Comments), Arena);
  }

  std::string_view Text;
  DiagnosticEngine &Diags;
  const ParseOptions &Options;
  const ItemConsumer &Sink;
  std::deque<Comment> PendingComments;
  std::optional<Comment> LastComment; ///< For markIfTrailing.
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
  Sink.OnItem = [&M](TopLevelItem &&Item, std::vector<Comment> &&Comments,
                     const std::shared_ptr<ASTArena> &Arena) {
    if (M.Storage.empty() || M.Storage.back() != Arena)
      M.Storage.push_back(Arena);
    M.Items.push_back(std::move(Item));
    M.Comments.insert(M.Comments.end(), Comments.begin(), Comments.end());
  };
  Sink.OnTrailingComments = [&M](std::vector<Comment> &&Comments) {
    M.Comments.insert(M.Comments.end(), Comments.begin(), Comments.end());
  };
  parseModuleItems(Source, Diags, Options, Sink);
  return M;
}
