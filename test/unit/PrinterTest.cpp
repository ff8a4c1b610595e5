//===- PrinterTest.cpp - Canonical printing settles and keeps meaning -----===//

#include "ptxlint/Diagnostic.h"
#include "ptxlint/Parser.h"
#include "ptxlint/Printer.h"
#include "ptxlint/SourceFile.h"

#include <catch2/catch.hpp>

using namespace ptxlint;

namespace {
/// Parses Text (which must be error-free) and prints it canonically.
std::string canonical(const std::string &Text, bool KeepComments = false) {
  auto Source = SourceFile::fromString("t.ptx", Text);
  DiagnosticEngine Diags;
  ParseOptions Options;
  Options.KeepComments = KeepComments;
  Module M = parseModule(*Source, Diags, Options);
  INFO(Text);
  REQUIRE(Diags.errorCount() == 0);
  PrintOptions Print;
  Print.KeepComments = KeepComments;
  return printModuleToString(M, Print);
}

const char *const Sample =
    "//\n// a comment\n//\n.version 8.5\n.target sm_90a\n.address_size 64\n"
    ".global .align 4 .b8 g[4] = {1,2,  3,4};\n"
    ".extern .func (.param .b32 r) ext(.param .b64 a);\n"
    ".visible .entry k(.param .u64 p, .param .u32 n) .maxntid 128, 1, 1\n"
    "{ .reg .b32 %r<4>; .reg .pred %p<2>;\n"
    "  ld.param.u64 %rd1,[p];   setp.ge.u32 %p1|%p2, %r1, (1 << 4) % 3;\n"
    "@%p1 bra $L1;\n"
    "  { .reg .b32 t; mov.b32 t, 0F3f800000; }\n"
    "$L1: ret; }\n";
} // namespace

TEST_CASE("printing is idempotent", "[printer]") {
  std::string Once = canonical(Sample);
  CHECK(canonical(Once) == Once);
  std::string WithComments = canonical(Sample, /*KeepComments=*/true);
  CHECK(canonical(WithComments, /*KeepComments=*/true) == WithComments);
}

TEST_CASE("comments are dropped unless kept", "[printer]") {
  CHECK(canonical(Sample).find("a comment") == std::string::npos);
  CHECK(canonical(Sample, true).find("// a comment") != std::string::npos);
}

TEST_CASE("layout does not depend on the input's layout", "[printer]") {
  std::string Spread = ".version 8.5 .target sm_90 .address_size 64 "
                       ".entry k ( ) { ret ; }";
  std::string Tight = ".version 8.5\n.target sm_90\n.address_size 64\n"
                      ".entry k(){ret;}";
  CHECK(canonical(Spread) == canonical(Tight));
}

TEST_CASE("the modulo operator keeps its spaces", "[printer]") {
  // `a %b` would read `%b` as a register name.
  std::string Out = canonical(".entry k() { mov.u32 %r1, 7 % 3; }");
  CHECK(Out.find("7 % 3") != std::string::npos);
}

TEST_CASE("output ends with exactly one newline", "[printer]") {
  std::string Out = canonical(Sample);
  REQUIRE(Out.size() > 2);
  CHECK(Out.back() == '\n');
  CHECK(Out[Out.size() - 2] != '\n');
}

TEST_CASE("new syntax prints canonically and settles", "[printer]") {
  std::string Text = ".version 8.0\n.target sm_80\n.address_size 64\n"
                     ".reg .b32;\n.visible .func f ()\n.file 1 \"C:\\dir\\\"\n"
                     ".visible .func f () { .reg .b32; ret; }\n"
                     ".entry k () { .reg .b32 r<4>;\n"
                     "  vadd.s32.s32.u32 r0.b0, -r1.b3, r2.h10, r3; ret; }\n";
  std::string Once = canonical(Text);
  CHECK(canonical(Once) == Once);
  CHECK(Once.find(".visible .func f()\n;\n") != std::string::npos);
  CHECK(Once.find("\n.reg .b32;\n") != std::string::npos);
  CHECK(Once.find("\t.reg .b32;\n") != std::string::npos);
  CHECK(Once.find(".file 1 \"C:\\dir\\\"\n") != std::string::npos);
  CHECK(Once.find("vadd.s32.s32.u32 r0.b0, -r1.b3, r2.h10, r3;") !=
        std::string::npos);
}
