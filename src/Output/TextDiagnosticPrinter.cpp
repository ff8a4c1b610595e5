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

/// Prints one located message; Range must lie in Source.
void printLocated(const SourceFile &Source, SourceRange Range,
                  llvm::SourceMgr::DiagKind Kind, const std::string &Message,
                  const std::vector<FixIt> &FixIts, llvm::raw_ostream &OS,
                  const TextOutputOptions &Options) {
  std::string_view Text = Source.text();
  uint32_t Begin = std::min<uint32_t>(Range.Begin, Text.size());
  LineColumn Where = Source.lineColumn(Begin);
  std::string_view Line = Source.lineText(Begin);
  uint32_t LineStart = Source.lineStart(Begin);
  const char *Base = Text.data();

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
      Message, Options.ShowSourceLine ? llvm::StringRef(Line.data(), Line.size())
                                      : llvm::StringRef(),
      Columns, LLVMFixIts);
  Diag.print(nullptr, OS, Options.Color, /*ShowKindLabel=*/true);
}

} // namespace

void ptxlint::printDiagnosticText(const SourceFile &Source,
                                  const Diagnostic &D, std::ostream &OS,
                                  const TextOutputOptions &Options) {
  llvm::raw_os_ostream Out(OS);
  std::string Message = D.Message + " [" + std::string(diagnosticName(D.ID)) + "]";
  printLocated(Source, D.Range, kindOf(D.Level), Message, D.FixIts, Out,
               Options);
  for (const DiagnosticNote &N : D.Notes)
    printLocated(Source, N.Range, llvm::SourceMgr::DK_Note, N.Message, {}, Out,
                 Options);
}

void ptxlint::printToolError(std::string_view Tool, std::string_view Message,
                             std::ostream &OS, bool Color) {
  llvm::raw_os_ostream Out(OS);
  Out << Tool << ": ";
  llvm::WithColor::error(Out, "", !Color) << Message << '\n';
}
