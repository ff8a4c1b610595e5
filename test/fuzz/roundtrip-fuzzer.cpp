//===- roundtrip-fuzzer.cpp - Fuzz target: parse, print, parse again ------===//
//
// For every input that parses without a syntax error, with comments dropped
// and with comments kept, checks the promises of docs/canonical-ptx.md:
//
//  - The canonical text parses without a syntax error.
//  - It parses into the same tree: the dumps of both trees agree once
//    positions are left out and numeric literals are compared without
//    regard to case, the one spelling change the printer makes
//    (DumpOptions in src/Parse/ASTDump.h). Kept comments keep their text
//    and order.
//  - Printing settles after one pass: print(parse(print(t))) == print(t).
//  - The checker's verdict does not change: linting the input and its
//    canonical form without comments reports the same diagnostic IDs, as
//    many times each (inline suppressions off: they live in comments).
//  - Kept comments keep suppressing: with inline suppressions on, the
//    canonical form with comments reports nothing the input did not. (It
//    may report less: `disable-next-line=` above a blank line suppresses
//    nothing, and once the blank line is gone it suppresses the statement
//    that was meant.) Not checked when a directive covers a line holding
//    several statements or braces (`{ a; b; } // ptx-lint: disable=...`):
//    the canonical form gives each its own line, and a directive covers
//    one line (docs/canonical-ptx.md).
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "Parse/ASTDump.h"
#include "ptxlint/Lint.h"
#include "ptxlint/Parser.h"
#include "ptxlint/Printer.h"

#include <algorithm>
#include <optional>
#include <set>

using namespace ptxlint;
using ptxlint::fuzz::describeDiagnostics;
using ptxlint::fuzz::describeDifference;

/// The diagnostic names of a lint run, sorted: what must survive printing.
static std::vector<std::string> findingNames(const SourceFile &Source,
                                             bool InlineSuppressions) {
  LintOptions Options;
  Options.Diagnostics.AllWarningsOn = true;
  Options.InlineSuppressions = InlineSuppressions;
  Options.KeepAST = false;
  std::vector<std::string> Names;
  for (const Diagnostic &D : lint(Source, Options).Diagnostics)
    Names.emplace_back(diagnosticName(D.ID));
  std::sort(Names.begin(), Names.end());
  return Names;
}

static std::string lines(const std::vector<std::string> &Names) {
  std::string Text;
  for (const std::string &Name : Names)
    Text += Name + "\n";
  return Text;
}

/// The lines of Source where a line of the canonical form starts: items,
/// statements, the braces of bodies and blocks, section entries.
class AnchorLines {
public:
  explicit AnchorLines(const SourceFile &Source) : Source(Source) {}

  void item(const TopLevelItem &Item) {
    add(rangeOf(Item).Begin);
    if (const auto *F = std::get_if<Function>(&Item)) {
      if (F->Body)
        block(*F->Body);
    } else if (const auto *S = std::get_if<SectionDirective>(&Item)) {
      for (const SectionEntry &E : S->Entries)
        add(E.Range.Begin);
      add(S->Range.End - 1);
    }
  }

  /// Whether two anchors share a line that a suppression comment covers.
  bool directiveCoversSharedLine(const std::vector<Comment> &Comments) const {
    for (const Comment &C : Comments) {
      if (C.Text.find("ptx-lint:") == std::string_view::npos)
        continue;
      unsigned First = Source.lineColumn(C.Range.Begin).Line;
      unsigned Last = Source.lineColumn(C.Range.End).Line + 1; // next-line
      for (unsigned Line = First; Line <= Last; ++Line)
        if (Shared.count(Line))
          return true;
    }
    return false;
  }

private:
  void block(const Block &B) {
    add(B.Range.Begin);
    for (const Statement &S : B.Statements) {
      add(rangeOf(S).Begin);
      if (const auto *Inner = S.getIf<Block>())
        block(*Inner);
    }
    add(B.Range.End - 1);
  }
  void add(uint32_t Offset) {
    unsigned Line = Source.lineColumn(Offset).Line;
    if (!Seen.insert(Line).second)
      Shared.insert(Line);
  }

  const SourceFile &Source;
  std::set<unsigned> Seen, Shared;
};

/// Returns the canonical text, or nothing if Input has syntax errors.
static std::optional<std::string> roundTrip(const SourceFile &Input,
                                            bool KeepComments) {
  ParseOptions Parse;
  Parse.KeepComments = KeepComments;
  DiagnosticEngine InputDiags;
  Module Original = parseModule(Input, InputDiags, Parse);
  if (InputDiags.errorCount() != 0)
    return std::nullopt;

  PrintOptions Print;
  Print.KeepComments = KeepComments;
  std::string Canonical = printModuleToString(Original, Print);
  std::unique_ptr<SourceFile> Printed =
      SourceFile::fromString("canonical.ptx", Canonical);
  DiagnosticEngine PrintedDiags;
  Module Reparsed = parseModule(*Printed, PrintedDiags, Parse);
  FUZZ_CHECK(PrintedDiags.errorCount() == 0,
             "the canonical form has syntax errors:\n" +
                 describeDiagnostics(PrintedDiags.diagnostics()) +
                 "--- canonical text:\n" + Canonical);

  DumpOptions Structure;
  Structure.Positions = false;
  Structure.FoldLiteralCase = true;
  std::string Before, After;
  dumpItems(Original.Items, Original.Comments, Input.text(), Before,
            Structure);
  dumpItems(Reparsed.Items, Reparsed.Comments, Printed->text(), After,
            Structure);
  FUZZ_CHECK(Before == After,
             std::string("printing changed the tree (comments ") +
                 (KeepComments ? "kept" : "dropped") + ")\n" +
                 describeDifference(Before, After) + "\n--- canonical text:\n" +
                 Canonical);

  std::string Again = printModuleToString(Reparsed, Print);
  FUZZ_CHECK(Again == Canonical,
             std::string("printing is not idempotent (comments ") +
                 (KeepComments ? "kept" : "dropped") + ")\n" +
                 describeDifference(Canonical, Again));
  return Canonical;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::unique_ptr<SourceFile> Source = SourceFile::fromString(
      "fuzz.ptx", std::string(reinterpret_cast<const char *>(Data), Size));
  std::optional<std::string> Canonical = roundTrip(*Source, false);
  if (!Canonical)
    return 0; // Only error-free modules have a canonical form.
  std::optional<std::string> WithComments = roundTrip(*Source, true);

  std::unique_ptr<SourceFile> Printed =
      SourceFile::fromString("canonical.ptx", *Canonical);
  std::string Before = lines(findingNames(*Source, false));
  std::string After = lines(findingNames(*Printed, false));
  FUZZ_CHECK(Before == After, "printing changed the findings\n" +
                                  describeDifference(Before, After) +
                                  "\n--- canonical text:\n" + *Canonical);

  ParseOptions Parse;
  Parse.KeepComments = true;
  DiagnosticEngine Ignored;
  Module Original = parseModule(*Source, Ignored, Parse);
  AnchorLines Anchors(*Source);
  for (const TopLevelItem &Item : Original.Items)
    Anchors.item(Item);
  if (Anchors.directiveCoversSharedLine(Original.Comments))
    return 0;

  std::unique_ptr<SourceFile> PrintedWithComments =
      SourceFile::fromString("canonical.ptx", *WithComments);
  std::vector<std::string> Suppressed = findingNames(*Source, true);
  std::vector<std::string> StillSuppressed =
      findingNames(*PrintedWithComments, true);
  FUZZ_CHECK(std::includes(Suppressed.begin(), Suppressed.end(),
                           StillSuppressed.begin(), StillSuppressed.end()),
             "printing with comments lost a suppression\n" +
                 describeDifference(lines(Suppressed),
                                    lines(StillSuppressed)) +
                 "\n--- canonical text:\n" + *WithComments);
  return 0;
}
