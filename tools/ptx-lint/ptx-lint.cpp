//===- ptx-lint.cpp - The ptx-lint command-line tool ----------------------===//
//
// Reads PTX modules, reports what is wrong with them, and optionally prints
// them back in canonical form. All the work is done by the libraries; this
// file only holds the options.
//
//===----------------------------------------------------------------------===//

#include "ptxlint/Checker.h"
#include "ptxlint/Diagnostic.h"
#include "ptxlint/DiagnosticPrinter.h"
#include "ptxlint/Parser.h"
#include "ptxlint/Printer.h"
#include "ptxlint/SourceFile.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Process.h"

#include <iostream>

using namespace ptxlint;
namespace cl = llvm::cl;

namespace {

enum class EmitKind { None, Canonical };

cl::OptionCategory Category("ptx-lint options");

cl::list<std::string> InputFiles(cl::Positional, cl::desc("<file.ptx ...>"),
                                 cl::OneOrMore, cl::cat(Category));

cl::opt<EmitKind> Emit(
    "emit", cl::desc("What to print on standard output"),
    cl::values(clEnumValN(EmitKind::None, "none", "only diagnostics (default)"),
               clEnumValN(EmitKind::Canonical, "canonical",
                          "the module as canonical PTX, if it has no errors")),
    cl::init(EmitKind::None), cl::cat(Category));

cl::opt<bool> KeepComments("keep-comments",
                           cl::desc("Keep comments in canonical output"),
                           cl::cat(Category));

cl::opt<bool> NoColor("no-color", cl::desc("Never colour diagnostics"),
                      cl::cat(Category));

/// Exit codes, as shellcheck and ruff use them.
enum ExitCode { Clean = 0, Findings = 1, UsageOrIOError = 2 };

ExitCode processFile(const std::string &Path, bool Color) {
  std::string Error;
  std::unique_ptr<SourceFile> Source = SourceFile::open(Path, Error);
  if (!Source) {
    printToolError("ptx-lint", Error, std::cerr, Color);
    return UsageOrIOError;
  }
  DiagnosticEngine Diags;
  ParseOptions Options;
  Options.KeepComments = KeepComments;
  Module M = parseModule(*Source, Diags, Options);
  checkParsedModule(M, *Source, Diags);
  Diags.sortByLocation();
  TextOutputOptions Text;
  Text.Color = Color;
  for (const Diagnostic &D : Diags.diagnostics())
    printDiagnosticText(*Source, D, std::cerr, Text);
  if (Diags.errorCount())
    return Findings;
  if (Emit == EmitKind::Canonical) {
    PrintOptions Print;
    Print.KeepComments = KeepComments;
    printModule(M, std::cout, Print);
  }
  return Diags.warningCount() ? Findings : Clean;
}

} // namespace

int main(int argc, char **argv) {
  cl::HideUnrelatedOptions(Category);
  // llvm::cl exits with status 1 on bad usage; ours is 2.
  if (!cl::ParseCommandLineOptions(argc, argv,
                                   "ptx-lint: check PTX modules and print "
                                   "them as canonical PTX\n",
                                   &llvm::errs()))
    return UsageOrIOError;
  bool Color = !NoColor && llvm::sys::Process::StandardErrHasColors();
  int Result = Clean;
  for (const std::string &Path : InputFiles)
    Result = std::max<int>(Result, processFile(Path, Color));
  std::cout.flush();
  return Result;
}
