//===- FloorTextPrinter.cpp - ptx-lint --min-cuda for a person -----------===//
//
//   k.ptx: as written (.version 8.0 at 1:10), the oldest CUDA release whose
//     ptxas accepts it is CUDA 12.0 (drivers of branch r525 and later run it)
//   k.ptx: it could declare .version 7.4; then the oldest release whose
//     ptxas accepts it is CUDA 11.4 (...); what needs it:
//   k.ptx:11:12: '.L2::cache_hint' requires PTX ISA .version 7.4 or later ...
//
//===----------------------------------------------------------------------===//

#include "ptxlint/OutputFormats.h"

#include "ptxlint/Floor.h"
#include "ptxlint/SourceFile.h"

using namespace ptxlint;

namespace {

std::string position(const SourceFile &Source, uint32_t Offset) {
  LineColumn Where = Source.lineColumn(
      std::min<uint32_t>(Offset, static_cast<uint32_t>(Source.text().size())));
  return std::to_string(Where.Line) + ":" + std::to_string(Where.Column);
}

/// "CUDA 11.4 (drivers of branch r470 and later run it)", or that no
/// release ptx-lint models is.
std::string releaseText(const FloorStep &Step) {
  if (Step.Release.empty())
    return "none that ptx-lint knows";
  std::string Text = "CUDA " + Step.Release;
  if (!Step.Driver.empty())
    Text += " (drivers of branch " + Step.Driver + " and later run it)";
  return Text;
}

void printWhy(const SourceFile &Source, const std::vector<Diagnostic> &Why,
              std::ostream &OS, unsigned MaxWhy) {
  size_t Shown = 0;
  for (const Diagnostic &D : Why) {
    if (MaxWhy && Shown == MaxWhy) {
      OS << Source.name() << ": ... and " << Why.size() - Shown << " more\n";
      return;
    }
    OS << Source.name() << ":" << position(Source, D.Range.Begin) << ": "
       << D.Message << " [" << diagnosticName(D.ID) << "]\n";
    ++Shown;
  }
}

} // namespace

void ptxlint::printFloorText(const FileFloor &File, std::ostream &OS,
                             unsigned MaxWhy) {
  const SourceFile &Source = *File.Source;
  const FloorReport &R = *File.Report;
  const std::string &Name = Source.name();
  if (!R.Checked) {
    OS << Name << ": no floor: "
       << (R.Errors.empty() ? "the module declares no .version ptx-lint knows"
                            : "the module has errors (listed on standard "
                              "error); fix them first")
       << "\n";
    return;
  }
  OS << Name << ": as written (.version " << R.DeclaredVersion << " at "
     << position(Source, R.DeclaredAt.Begin)
     << "), the oldest CUDA release whose ptxas accepts it is "
     << releaseText(R.AsWritten);
  if (R.AsWritten.Why.empty()) {
    OS << "\n";
  } else {
    OS << "; the release before it refuses:\n";
    printWhy(Source, R.AsWritten.Why, OS, MaxWhy);
  }
  if (R.Lowest.Version == R.DeclaredVersion) {
    OS << Name << ": .version " << R.DeclaredVersion
       << " is the lowest it can declare";
  } else {
    OS << Name << ": it could declare .version " << R.Lowest.Version
       << "; then the oldest release whose ptxas accepts it is "
       << releaseText(R.Lowest);
  }
  if (R.Lowest.Why.empty()) {
    OS << "\n";
    return;
  }
  OS << "; what needs it:\n";
  printWhy(Source, R.Lowest.Why, OS, MaxWhy);
}
