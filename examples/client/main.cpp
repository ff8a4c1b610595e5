//===- main.cpp - A program that lints PTX with the ptx-lint library -------===//
//
//   ptxlint-client kernel.ptx [target]
//
// Lints the file (for the target, if one is given) and prints each finding
// as file:line:col, then checks one inline-asm instruction the way a code
// generator would before emitting it. Exit status 1 when anything was found.
//
//===----------------------------------------------------------------------===//

#include <ptxlint/Checker.h>
#include <ptxlint/Lint.h>
#include <ptxlint/SourceFile.h>

#include <iostream>
#include <memory>
#include <string>

namespace {

void print(const ptxlint::SourceFile &Source, const ptxlint::Diagnostic &D) {
  ptxlint::LineColumn Where = Source.lineColumn(D.Range.Begin);
  std::cout << Source.name() << ":" << Where.Line << ":" << Where.Column << ": "
            << ptxlint::severityName(D.Level) << ": " << D.Message << " ["
            << ptxlint::diagnosticName(D.ID) << "]\n";
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2 || argc > 3) {
    std::cerr << "usage: ptxlint-client file.ptx [target]\n";
    return 2;
  }
  std::string Error;
  std::unique_ptr<ptxlint::SourceFile> Source =
      ptxlint::SourceFile::open(argv[1], Error);
  if (!Source) {
    std::cerr << "ptxlint-client: " << Error << "\n";
    return 2;
  }

  ptxlint::LintOptions Options;
  if (argc == 3) {
    if (!ptxlint::isKnownTarget(argv[2])) {
      std::cerr << "ptxlint-client: unknown target '" << argv[2] << "'\n";
      return 2;
    }
    Options.Targets.push_back(argv[2]);
  }
  ptxlint::LintResult Result = ptxlint::lint(*Source, Options);
  for (const ptxlint::Diagnostic &D : Result.Diagnostics)
    print(*Source, D);
  std::cout << argv[1] << ": " << Result.Errors << " error(s), "
            << Result.Warnings << " warning(s)\n";

  // What a code generator asks before it writes an inline asm string.
  const std::string Asm = "ld.global.L2::cache_hint.b32 %0, [%1], %2;";
  auto Source2 = ptxlint::SourceFile::fromString("<inline asm>", Asm);
  std::vector<ptxlint::Diagnostic> Findings =
      ptxlint::checkInstruction(Asm, "sm_75", "7.4");
  for (const ptxlint::Diagnostic &D : Findings)
    print(*Source2, D);
  std::cout << "inline asm for sm_75: " << Findings.size() << " finding(s)\n";

  return Result.Diagnostics.empty() ? 0 : 1;
}
