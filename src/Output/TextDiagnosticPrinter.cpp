//===- TextDiagnosticPrinter.cpp - Diagnostics through llvm::SourceMgr ----===//
//
// LLVM's SMDiagnostic prints the location line, the caret, the highlighted
// ranges and fix-its exactly as clang and llvm-mc do; we only feed it our
// own line and column numbers.
//
//===----------------------------------------------------------------------===//

#include "ptxlint/DiagnosticPrinter.h"

#include "ptxlint/SourceFile.h"

#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_os_ostream.h"

#include <string>
#include <unordered_map>

using namespace ptxlint;

namespace {

llvm::SourceMgr::DiagKind kindOf(Severity S) {
  switch (S) {
  case Severity::Note:
    return llvm::SourceMgr::DK_Note;
  case Severity::Warning:
    return llvm::SourceMgr::DK_Warning;
  case Severity::Error:
    return llvm::SourceMgr::DK_Error;
  }
  return llvm::SourceMgr::DK_Error;
}

/// Lines longer than this are shown as a window around the caret, as clang
/// does: printing the whole line for every diagnostic on it would make the
/// output grow with the square of the line's length.
constexpr size_t MaxShownLine = 4096;
/// How much of a long line is shown on either side of the caret.
constexpr size_t ShownAroundCaret = 128;

/// Prints the source line and caret of a diagnostic on a very long line: a
/// window of it, marked "..." where it was cut. SMDiagnostic draws the
/// caret, ranges and fix-its at the column it prints in the location, so
/// it is given the window with the location left out, and the empty line
/// where its message would go is dropped.
void printWindow(std::string_view Line, uint32_t Column,
                 std::vector<std::pair<unsigned, unsigned>> Columns,
                 const std::vector<std::pair<SourceRange, std::string>> &FixIts,
                 int LineNo, llvm::SourceMgr::DiagKind Kind,
                 llvm::raw_ostream &OS, const TextOutputOptions &Options) {
  size_t Begin = Column > ShownAroundCaret ? Column - ShownAroundCaret : 0;
  size_t End = std::min(Line.size(), Begin + 2 * ShownAroundCaret);
  Begin = End > 2 * ShownAroundCaret ? End - 2 * ShownAroundCaret : 0;
  std::string Shown = Begin ? "..." : "";
  size_t Shift = Shown.size();
  Shown += Line.substr(Begin, End - Begin);
  if (End < Line.size())
    Shown += "...";

  std::vector<std::pair<unsigned, unsigned>> ShownColumns;
  for (auto [From, To] : Columns) {
    size_t F = std::max<size_t>(From, Begin), T = std::min<size_t>(To, End);
    if (F < T)
      ShownColumns.push_back({static_cast<unsigned>(F - Begin + Shift),
                              static_cast<unsigned>(T - Begin + Shift)});
  }
  std::vector<llvm::SMFixIt> ShownFixIts;
  for (const auto &[Range, Replacement] : FixIts)
    if (Range.Begin >= Begin && Range.End <= End)
      ShownFixIts.emplace_back(
          llvm::SMRange(llvm::SMLoc::getFromPointer(Shown.data() + Range.Begin -
                                                    Begin + Shift),
                        llvm::SMLoc::getFromPointer(Shown.data() + Range.End -
                                                    Begin + Shift)),
          Replacement);

  size_t Caret = Column - Begin + Shift;
  llvm::SourceMgr Manager;
  llvm::SMDiagnostic Diag(
      Manager, llvm::SMLoc::getFromPointer(Shown.data() + Caret), "", LineNo,
      static_cast<int>(Caret), Kind, "", Shown, ShownColumns, ShownFixIts);
  std::string Printed;
  llvm::raw_string_ostream Out(Printed);
  Diag.print(nullptr, Out, Options.Color, /*ShowKindLabel=*/false);
  Out.flush();
  size_t FirstLineEnd = Printed.find('\n');
  OS << (FirstLineEnd == std::string::npos ? Printed
                                           : Printed.substr(FirstLineEnd + 1));
}

/// Prints one located message; Range must lie in Source.
void printLocated(const SourceFile &Source, SourceRange Range,
                  llvm::SourceMgr::DiagKind Kind, const std::string &Message,
                  const std::vector<FixIt> &FixIts, llvm::raw_ostream &OS,
                  const TextOutputOptions &Options) {
  std::string_view Text = Source.text();
  uint32_t Begin = std::min<uint32_t>(Range.Begin, Text.size());
  LineColumn Where = Source.lineColumn(Begin);
  if (!Options.ShowSourceLine) {
    // SMDiagnostic would draw a caret under an empty line; print the
    // location alone.
    std::string Location = Source.name() + ":" + std::to_string(Where.Line) +
                           ":" + std::to_string(Where.Column);
    llvm::SMDiagnostic(Location, Kind, Message)
        .print(nullptr, OS, Options.Color, /*ShowKindLabel=*/true);
    return;
  }
  std::string_view Line = Source.lineText(Begin);
  uint32_t LineStart = Source.lineStart(Begin);
  const char *Base = Text.data();

  if (Line.size() > MaxShownLine) {
    std::vector<std::pair<unsigned, unsigned>> Columns;
    uint32_t RangeEnd = std::min<uint32_t>(Range.End, LineStart + Line.size());
    if (RangeEnd > Begin + 1)
      Columns.push_back({Begin - LineStart, RangeEnd - LineStart});
    std::vector<std::pair<SourceRange, std::string>> LineFixIts;
    for (const FixIt &F : FixIts)
      if (F.Range.Begin >= LineStart && F.Range.End <= LineStart + Line.size())
        LineFixIts.push_back(
            {{F.Range.Begin - LineStart, F.Range.End - LineStart},
             F.Replacement});
    std::string Location = Source.name() + ":" + std::to_string(Where.Line) +
                           ":" + std::to_string(Where.Column);
    llvm::SMDiagnostic(Location, Kind, Message)
        .print(nullptr, OS, Options.Color, /*ShowKindLabel=*/true);
    printWindow(Line, Begin - LineStart, std::move(Columns), LineFixIts,
                static_cast<int>(Where.Line), Kind, OS, Options);
    return;
  }

  // Highlight the range, clipped to the caret's line.
  std::vector<std::pair<unsigned, unsigned>> Columns;
  uint32_t RangeEnd = std::min<uint32_t>(Range.End, LineStart + Line.size());
  if (RangeEnd > Begin + 1)
    Columns.push_back({Begin - LineStart, RangeEnd - LineStart});

  std::vector<llvm::SMFixIt> LLVMFixIts;
  for (const FixIt &F : FixIts) {
    if (Source.lineStart(F.Range.Begin) != LineStart)
      continue; // SMDiagnostic draws fix-its on the caret line only.
    llvm::SMRange R(llvm::SMLoc::getFromPointer(Base + F.Range.Begin),
                    llvm::SMLoc::getFromPointer(Base + F.Range.End));
    LLVMFixIts.emplace_back(R, F.Replacement);
  }

  llvm::SourceMgr Manager;
  llvm::SMDiagnostic Diag(
      Manager, llvm::SMLoc::getFromPointer(Base + Begin), Source.name(),
      static_cast<int>(Where.Line), static_cast<int>(Where.Column - 1), Kind,
      Message, llvm::StringRef(Line.data(), Line.size()), Columns, LLVMFixIts);
  Diag.print(nullptr, OS, Options.Color, /*ShowKindLabel=*/true);
}

/// A note about a place in another file, which ptx-lint has not read:
/// its location and message, no source line. "kernel.py:19:48", or
/// "kernel.py:18" for a .loc without a column.
void printInOtherFile(const OtherFileLocation &Where, const std::string &Message,
                      llvm::raw_ostream &OS, const TextOutputOptions &Options) {
  std::string Location = Where.File + ":" + std::to_string(Where.Line);
  if (Where.Column)
    Location += ":" + std::to_string(Where.Column);
  llvm::SMDiagnostic(Location, llvm::SourceMgr::DK_Note, Message)
      .print(nullptr, OS, Options.Color, /*ShowKindLabel=*/true);
}

} // namespace

void ptxlint::printDiagnosticText(const SourceFile &Source,
                                  const Diagnostic &D, std::ostream &OS,
                                  const TextOutputOptions &Options) {
  llvm::raw_os_ostream Out(OS);
  std::string Message = D.Message + " [" + std::string(diagnosticName(D.ID)) + "]";
  printLocated(Source, D.Range, kindOf(D.Level), Message, D.FixIts, Out,
               Options);
  for (const DiagnosticNote &N : D.Notes) {
    if (N.InOtherFile)
      printInOtherFile(*N.InOtherFile, N.Message, Out, Options);
    else
      printLocated(Source, N.Range, llvm::SourceMgr::DK_Note, N.Message, {},
                   Out, Options);
  }
}

unsigned ptxlint::printDiagnosticsText(const SourceFile &Source,
                                       const std::vector<Diagnostic> &Diags,
                                       std::ostream &OS,
                                       const TextOutputOptions &Options) {
  // Repeats[I]: the later findings that repeat Diags[I], if I is the first of
  // its kind; IsRepeat[I]: Diags[I] repeats an earlier one.
  std::vector<std::vector<size_t>> Repeats(Diags.size());
  std::vector<bool> IsRepeat(Diags.size(), false);
  if (Options.GroupRepeats) {
    std::unordered_map<std::string, size_t> First;
    for (size_t I = 0; I != Diags.size(); ++I) {
      const Diagnostic &D = Diags[I];
      std::string Key = std::to_string(static_cast<unsigned>(D.ID)) + '/' +
                        std::to_string(static_cast<unsigned>(D.Level)) + '/' +
                        D.Message;
      auto [It, Inserted] = First.try_emplace(std::move(Key), I);
      if (!Inserted)
        Repeats[It->second].push_back(I);
    }
    // A few repeats are clearer in full; a flood is not.
    for (size_t I = 0; I != Diags.size(); ++I) {
      if (Repeats[I].size() + 1 < Options.GroupThreshold)
        Repeats[I].clear();
      for (size_t R : Repeats[I])
        IsRepeat[R] = true;
    }
  }

  TextOutputOptions NoteOptions = Options;
  NoteOptions.ShowSourceLine = false;
  unsigned Printed = 0;
  size_t NotShown = 0;
  std::vector<bool> Counted(Diags.size(), false); // By a printed group note.
  for (size_t I = 0; I != Diags.size(); ++I) {
    if (IsRepeat[I]) {
      if (!Counted[I])
        ++NotShown;
      continue;
    }
    if (Options.MaxDiagnostics && Printed >= Options.MaxDiagnostics) {
      ++NotShown;
      continue;
    }
    const Diagnostic &D = Diags[I];
    printDiagnosticText(Source, D, OS, Options);
    ++Printed;
    const std::vector<size_t> &More = Repeats[I];
    if (More.empty())
      continue;
    for (size_t R : More)
      Counted[R] = true;
    std::string Message = std::to_string(More.size()) + " more '" +
                          std::string(diagnosticName(D.ID)) + "' finding" +
                          (More.size() == 1 ? "" : "s") +
                          " with the same message, at ";
    constexpr size_t ListedLocations = 3;
    for (size_t K = 0; K != More.size() && K != ListedLocations; ++K) {
      uint32_t Offset = std::min<uint32_t>(Diags[More[K]].Range.Begin,
                                           Source.text().size());
      LineColumn Where = Source.lineColumn(Offset);
      if (K)
        Message += ", ";
      Message += std::to_string(Where.Line) + ":" + std::to_string(Where.Column);
    }
    if (More.size() > ListedLocations)
      Message += ", ...";
    llvm::raw_os_ostream Out(OS);
    printLocated(Source, D.Range, llvm::SourceMgr::DK_Note, Message, {}, Out,
                 NoteOptions);
  }

  if (NotShown) {
    std::string Message = std::to_string(NotShown) + " more diagnostic" +
                          (NotShown == 1 ? "" : "s") + " not shown (limit " +
                          std::to_string(Options.MaxDiagnostics) + ")";
    llvm::raw_os_ostream Out(OS);
    llvm::SMDiagnostic(Source.name(), llvm::SourceMgr::DK_Note, Message)
        .print(nullptr, Out, Options.Color, /*ShowKindLabel=*/true);
  }
  return Printed;
}

void ptxlint::printToolError(std::string_view Tool, std::string_view Message,
                             std::ostream &OS, bool Color) {
  llvm::raw_os_ostream Out(OS);
  Out << Tool << ": ";
  llvm::WithColor::error(Out, "", !Color) << Message << '\n';
}
