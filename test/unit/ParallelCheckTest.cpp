//===- ParallelCheckTest.cpp - Function bodies checked on worker threads --===//
//
// lint() with Threads > 1 checks function bodies on workers that keep
// their own copy of the module scope (src/Check/FunctionBodyPool.h). These
// tests pin down that the result does not depend on the number of threads:
// the same diagnostics in the same order, the same tree when it is kept,
// and each body seeing exactly the names declared before it.
//
//===----------------------------------------------------------------------===//

#include "ptxlint/Lint.h"
#include "ptxlint/Printer.h"
#include "ptxlint/SourceFile.h"

#include <catch2/catch.hpp>

#include <string>

using namespace ptxlint;

namespace {

/// Many functions between module-scope declarations, with findings whose
/// presence depends on what each body may see of the module scope.
std::string moduleWithManyBodies(unsigned Functions) {
  std::string Text = ".version 8.0\n.target sm_80\n.address_size 64\n";
  for (unsigned I = 0; I < Functions; ++I) {
    std::string N = std::to_string(I);
    // A global declared before the function that uses it, and one declared
    // only after it: ptxas knows names from their declaration on.
    Text += ".global .align 4 .b32 before" + N + ";\n";
    Text += ".visible .func f" + N + "()\n{\n"
            "  .reg .b32 %r<4>;\n"
            "  .reg .b64 %rd<2>;\n"
            "  ld.global.b32 %r1, [before" + N + "];\n"
            "  ld.global.b32 %r2, [after" + N + "];\n"
            // The lint pass's module facts: two bytes into a 4-byte-aligned
            // global is no address for a 4-byte load.
            "  ld.global.b32 %r0, [before" + N + "+2];\n"
            // An error the checker reports in the body.
            "  ld.global.L2::evict_last.b32 %r3, [%rd1];\n"
            "  frob" + std::to_string(I % 3) + ".b32 %r1;\n" +
            (I > 0 ? "  call f" + std::to_string(I - 1) + ";\n" : "") +
            (I + 1 < Functions ? "  call f" + std::to_string(I + 1) + ";\n" : "") +
            "  ret;\n}\n";
    Text += ".global .b32 after" + N + ";\n";
    if (I % 5 == 0) // A redefinition at module scope, between bodies.
      Text += ".global .b32 before" + N + ";\n";
  }
  return Text;
}

std::vector<std::string> rendered(const LintResult &R,
                                  const SourceFile &Source) {
  std::vector<std::string> Lines;
  for (const Diagnostic &D : R.Diagnostics) {
    LineColumn At = Source.lineColumn(D.Range.Begin);
    std::string Line = std::to_string(At.Line) + ":" +
                       std::to_string(At.Column) + " " +
                       std::string(diagnosticName(D.ID)) + " " + D.Message;
    for (const std::string &T : D.Targets)
      Line += " [" + T + "]";
    for (const DiagnosticNote &N : D.Notes)
      Line += " | " + N.Message;
    Lines.push_back(Line);
  }
  return Lines;
}

LintResult lintWith(const SourceFile &Source, unsigned Threads,
                    std::vector<std::string> Targets = {}) {
  LintOptions Options;
  Options.Threads = Threads;
  Options.Targets = std::move(Targets);
  Options.Diagnostics.AllWarningsOn = true;
  return lint(Source, Options);
}

} // namespace

TEST_CASE("function bodies on threads: the same findings in the same order",
          "[parallel]") {
  auto Source = SourceFile::fromString("many.ptx", moduleWithManyBodies(60));
  LintResult One = lintWith(*Source, 1);
  std::vector<std::string> Expected = rendered(One, *Source);
  // The module was built to have findings of each kind that depends on
  // what a body sees.
  auto Count = [&](std::string_view Needle) {
    size_t N = 0;
    for (const std::string &Line : Expected)
      N += Line.find(Needle) != std::string::npos;
    return N;
  };
  CHECK(Count("unknown symbol 'after") == 60);      // Declared later.
  CHECK(Count("unknown symbol 'before") == 0);      // Declared earlier.
  CHECK(Count("unknown symbol 'f") == 59);          // Called before defined.
  CHECK(Count("redefinition of 'before") == 12);
  CHECK(Count("unknown instruction") == 60);
  CHECK(Count("misaligned-address") > 0);   // Lint module facts.
  for (unsigned Threads : {2u, 3u, 8u}) {
    LintResult Many = lintWith(*Source, Threads);
    CHECK(rendered(Many, *Source) == Expected);
    CHECK(Many.Errors == One.Errors);
    CHECK(Many.Warnings == One.Warnings);
  }
}

TEST_CASE("function bodies on threads: several targets, kept tree",
          "[parallel]") {
  auto Source = SourceFile::fromString("many.ptx", moduleWithManyBodies(25));
  std::vector<std::string> Targets = {"sm_70", "sm_90a"};
  LintResult One = lintWith(*Source, 1, Targets);
  LintResult Many = lintWith(*Source, 2, Targets);
  CHECK(rendered(Many, *Source) == rendered(One, *Source));
  // The tree is handed back whole, as the one-thread run builds it.
  REQUIRE(Many.AST.Items.size() == One.AST.Items.size());
  CHECK(printModuleToString(Many.AST) == printModuleToString(One.AST));
}

TEST_CASE("function bodies on threads: an empty or header-only module",
          "[parallel]") {
  for (const char *Text : {"", ".version 8.0\n"}) {
    auto Source = SourceFile::fromString("m.ptx", Text);
    CHECK(rendered(lintWith(*Source, 2), *Source) ==
          rendered(lintWith(*Source, 1), *Source));
    CHECK(lintWith(*Source, 2).Errors == 1);
  }
}
