//===- ASTDumpTest.cpp - What the structural dump sees and ignores --------===//
//
// The round-trip fuzz target (test/fuzz/roundtrip-fuzzer.cpp) compares the
// tree of a module with the tree of its canonical form through
// DumpOptions{Positions = false, FoldLiteralCase = true}. That comparison
// is only worth something if it ignores exactly what printing may change
// (layout, the case of numeric literals) and still sees everything else;
// these cases pin both sides down, and MinChunkBytes with it.
//
//===----------------------------------------------------------------------===//

#include "Parse/ASTDump.h"

#include "ptxlint/Diagnostic.h"
#include "ptxlint/Parser.h"
#include "ptxlint/SourceFile.h"

#include <catch2/catch.hpp>

using namespace ptxlint;

namespace {

std::string dumpOf(std::string Text, const DumpOptions &Options,
                   size_t MinChunkBytes = 16 * 1024) {
  auto Source = SourceFile::fromString("t.ptx", std::move(Text));
  DiagnosticEngine Diags;
  ParseOptions Parse;
  Parse.KeepComments = true;
  Parse.MinChunkBytes = MinChunkBytes;
  Module M = parseModule(*Source, Diags, Parse);
  REQUIRE(Diags.diagnostics().empty());
  std::string Out;
  dumpItems(M.Items, M.Comments, Source->text(), Out, Options);
  return Out;
}

std::string structure(std::string Text) {
  DumpOptions Options;
  Options.Positions = false;
  Options.FoldLiteralCase = true;
  return dumpOf(std::move(Text), Options);
}

const char *const Header = ".version 9.0\n.target sm_90a\n.address_size 64\n";

std::string inFunction(std::string_view Body) {
  return std::string(Header) + ".visible .entry k()\n{\n" + std::string(Body) +
         "\n}\n";
}

} // namespace

TEST_CASE("the structural dump ignores layout and literal case",
          "[astdump]") {
  std::string Written = inFunction("  // note\n  mov.b32 %r1, 0XFFU;");
  std::string Canonical = inFunction("// note\n\tmov.b32 %r1, 0xffU;");
  CHECK(structure(Written) == structure(Canonical));
  // The full dump sees both differences.
  CHECK(dumpOf(Written, {}) != dumpOf(Canonical, {}));
  CHECK(structure(inFunction("mov.b32 %r1, 0F3f800000;")) ==
        structure(inFunction("mov.b32 %r1, 0f3F800000;")));
}

TEST_CASE("the structural dump sees every change of meaning", "[astdump]") {
  std::string Base = structure(inFunction("mov.b32 %r1, (1 + 2);"));
  CHECK(Base != structure(inFunction("mov.b32 %r1, 1 + 2;")));   // Parens.
  CHECK(Base != structure(inFunction("mov.b32 %r1, (1 + 3);")));  // Value.
  CHECK(Base != structure(inFunction("mov.b32 %R1, (1 + 2);")));  // Name case.
  CHECK(Base != structure(inFunction("mov.u32 %r1, (1 + 2);")));  // Modifier.
  CHECK(structure(inFunction("mov.b32 %r1, 0x10;")) !=
        structure(inFunction("mov.b32 %r1, 16;"))); // The radix stays.
  CHECK(structure(inFunction("mov.b32 %r1, 1; // a")) !=
        structure(inFunction("mov.b32 %r1, 1; // b"))); // Comment text.
  // Without positions the dump has no ranges and no offsets at all.
  CHECK(Base.find("Range") == std::string::npos);
  CHECK(Base.find('@') == std::string::npos);
}

TEST_CASE("an error-free module parses the same split at every point",
          "[astdump][chunker]") {
  std::string Text = std::string(Header) +
                     ".global .u32 a;\n// between\n.global .u32 b = 1;\n"
                     ".func f()\n.pragma \"nounroll\";\n{\n  ret;\n}\n"
                     ".visible .entry k()\n{\n  { mov.b32 %r1, 0; }\n}\n";
  CHECK(dumpOf(Text, {}, 1) == dumpOf(Text, {}));
}
