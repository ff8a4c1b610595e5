//===- parse-fuzzer.cpp - Fuzz target: lexer, chunker and both parsers ----===//
//
// Feeds arbitrary bytes to the parser the way ptx-lint does and checks:
//
//  - The hand-written fast path and the ANTLR grammar agree on every chunk
//    the fast path accepts (ParseOptions::VerifyFastPath): same tree, same
//    comments, and the grammar finds no syntax error there.
//  - Parsing as users do (fast path on) gives exactly the tree and the
//    syntax errors of the grammar alone, whether comments are kept or not:
//    keeping comments must not change the items.
//  - Chunking and threads change nothing: split at every point the chunker
//    finds (ParseOptions::MinChunkBytes = 1), one thread and two (which
//    also read every function body in pieces, MinBodyPieceBytes = 1) give
//    the same tree and errors; and an input without syntax errors parses
//    into the same tree and comments split or whole.
//  - Every diagnostic and every top-level item lies inside the input, items
//    come in source order without overlapping, comments too.
//
// Plus, as for every target, no crash, hang, leak or sanitizer report.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "Parse/ASTDump.h"
#include "ptxlint/Diagnostic.h"
#include "ptxlint/Parser.h"
#include "ptxlint/SourceFile.h"

#include <string>

using namespace ptxlint;
using ptxlint::fuzz::describeDiagnostics;
using ptxlint::fuzz::describeDifference;

static std::string rangeText(SourceRange R) {
  return "[" + std::to_string(R.Begin) + "," + std::to_string(R.End) + ")";
}

static void checkDiagnosticsInside(const std::vector<Diagnostic> &Diags,
                                   size_t Size) {
  for (const Diagnostic &D : Diags) {
    FUZZ_CHECK(D.Range.Begin <= D.Range.End && D.Range.End <= Size,
               "diagnostic " + rangeText(D.Range) + " outside the " +
                   std::to_string(Size) + "-byte input: " + D.Message);
    FUZZ_CHECK(!D.Message.empty(), describeDiagnostics({D}));
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::unique_ptr<SourceFile> Source = SourceFile::fromString(
      "fuzz.ptx", std::string(reinterpret_cast<const char *>(Data), Size));
  std::string_view Text = Source->text();

  // The grammar's result, with the fast path tried on each chunk beside it.
  ParseOptions Verify;
  Verify.KeepComments = true;
  Verify.VerifyFastPath = [](const FastPathCheck &Check) {
    FUZZ_CHECK(Check.Agrees,
               "fast path and grammar differ on bytes [" +
                   std::to_string(Check.Begin) + "," +
                   std::to_string(Check.End) + "); grammar clean: " +
                   (Check.GrammarClean ? "yes" : "no") + "\n" +
                   describeDifference(Check.GrammarDump, Check.FastDump));
  };
  DiagnosticEngine GrammarDiags;
  Module Grammar = parseModule(*Source, GrammarDiags, Verify);

  // As ptx-lint parses, once with comments and once without.
  ParseOptions Normal;
  Normal.KeepComments = true;
  DiagnosticEngine NormalDiags;
  Module WithComments = parseModule(*Source, NormalDiags, Normal);
  Normal.KeepComments = false;
  DiagnosticEngine NoCommentDiags;
  Module WithoutComments = parseModule(*Source, NoCommentDiags, Normal);

  std::string GrammarDump, NormalDump;
  dumpItems(Grammar.Items, Grammar.Comments, Text, GrammarDump);
  dumpItems(WithComments.Items, WithComments.Comments, Text, NormalDump);
  FUZZ_CHECK(GrammarDump == NormalDump,
             "the fast path changed the tree\n" +
                 describeDifference(GrammarDump, NormalDump));
  std::string ItemsOnlyDump, NoCommentDump;
  dumpItems(Grammar.Items, {}, Text, ItemsOnlyDump);
  dumpItems(WithoutComments.Items, {}, Text, NoCommentDump);
  FUZZ_CHECK(ItemsOnlyDump == NoCommentDump,
             "keeping comments changed the items\n" +
                 describeDifference(ItemsOnlyDump, NoCommentDump));
  FUZZ_CHECK(WithoutComments.Comments.empty(),
             "comments kept although KeepComments is off");

  std::string GrammarErrors = describeDiagnostics(GrammarDiags.diagnostics());
  FUZZ_CHECK(GrammarErrors == describeDiagnostics(NormalDiags.diagnostics()),
             "the fast path changed the syntax errors\n" +
                 describeDifference(
                     GrammarErrors,
                     describeDiagnostics(NormalDiags.diagnostics())));
  FUZZ_CHECK(GrammarErrors == describeDiagnostics(NoCommentDiags.diagnostics()),
             "keeping comments changed the syntax errors\n" +
                 describeDifference(
                     GrammarErrors,
                     describeDiagnostics(NoCommentDiags.diagnostics())));
  checkDiagnosticsInside(GrammarDiags.diagnostics(), Size);

  ParseOptions Split;
  Split.KeepComments = true;
  Split.MinChunkBytes = 1;
  DiagnosticEngine SplitDiags;
  Module SplitModule = parseModule(*Source, SplitDiags, Split);
  Split.Threads = 2;
  Split.MinBodyPieceBytes = 1;
  DiagnosticEngine ThreadDiags;
  Module ThreadModule = parseModule(*Source, ThreadDiags, Split);
  std::string SplitDump, ThreadDump;
  dumpItems(SplitModule.Items, SplitModule.Comments, Text, SplitDump);
  dumpItems(ThreadModule.Items, ThreadModule.Comments, Text, ThreadDump);
  FUZZ_CHECK(SplitDump == ThreadDump,
             "two threads changed the tree\n" +
                 describeDifference(SplitDump, ThreadDump));
  std::string SplitErrors = describeDiagnostics(SplitDiags.diagnostics());
  FUZZ_CHECK(SplitErrors == describeDiagnostics(ThreadDiags.diagnostics()),
             "two threads changed the syntax errors\n" +
                 describeDifference(
                     SplitErrors,
                     describeDiagnostics(ThreadDiags.diagnostics())));
  checkDiagnosticsInside(SplitDiags.diagnostics(), Size);
  if (GrammarDiags.errorCount() == 0) {
    // Error recovery may differ between one chunk and many, so only a
    // clean module has to come out the same.
    FUZZ_CHECK(SplitErrors.empty(),
               "splitting into chunks made syntax errors:\n" + SplitErrors);
    FUZZ_CHECK(SplitDump == GrammarDump,
               "splitting into chunks changed the tree\n" +
                   describeDifference(GrammarDump, SplitDump));
  }

  uint32_t PreviousEnd = 0;
  for (const TopLevelItem &Item : Grammar.Items) {
    SourceRange R = rangeOf(Item);
    FUZZ_CHECK(PreviousEnd <= R.Begin && R.Begin <= R.End && R.End <= Size,
               "item " + rangeText(R) + " after one ending at " +
                   std::to_string(PreviousEnd) + " in a " +
                   std::to_string(Size) + "-byte input");
    PreviousEnd = R.End;
  }
  PreviousEnd = 0;
  for (const Comment &C : Grammar.Comments) {
    FUZZ_CHECK(PreviousEnd <= C.Range.Begin && C.Range.Begin < C.Range.End &&
                   C.Range.End <= Size &&
                   C.Text == Text.substr(C.Range.Begin, C.Range.size()),
               "comment " + rangeText(C.Range) + " after one ending at " +
                   std::to_string(PreviousEnd));
    PreviousEnd = C.Range.End;
  }
  return 0;
}
