//===- ModuleChunkerTest.cpp ----------------------------------------------===//

#include "Parse/ModuleChunker.h"

#include <catch2/catch.hpp>

#include <string>

using namespace ptxlint;

namespace {
/// The texts of the chunks, with merging turned off.
std::vector<std::string> pieces(std::string_view Text) {
  std::vector<std::string> Result;
  for (const Chunk &C : splitIntoChunks(Text, /*MinChunkBytes=*/0))
    Result.emplace_back(Text.substr(C.Begin, C.End - C.Begin));
  return Result;
}
} // namespace

TEST_CASE("chunks end after top-level declarations and bodies", "[chunker]") {
  auto P = pieces(".version 8.5\n.target sm_90\n.global .u32 a;\n"
                  ".entry k()\n{\n  ret;\n}\n.global .u32 b;");
  REQUIRE(P.size() == 3);
  CHECK(P[0] == ".version 8.5\n.target sm_90\n.global .u32 a;");
  CHECK(P[1] == "\n.entry k()\n{\n  ret;\n}");
  CHECK(P[2] == "\n.global .u32 b;");
}

TEST_CASE("an aggregate initializer does not end a chunk", "[chunker]") {
  auto P = pieces(".global .u32 a[2] = {1, 2};\n.global .u32 b;");
  REQUIRE(P.size() == 2);
  CHECK(P[0] == ".global .u32 a[2] = {1, 2};");
}

TEST_CASE("a pragma in a signature does not end a chunk", "[chunker]") {
  auto P = pieces(".entry k .pragma \"nounroll\"; { ret; }\n.global .u32 b;");
  REQUIRE(P.size() == 2);
  CHECK(P[0] == ".entry k .pragma \"nounroll\"; { ret; }");
}

TEST_CASE("braces and semicolons in comments and strings are ignored",
          "[chunker]") {
  auto P = pieces("// } ;\n/* { */ .pragma \"};\";\n.global .u32 b;");
  REQUIRE(P.size() == 2);
  CHECK(P[0] == "// } ;\n/* { */ .pragma \"};\";");
}

TEST_CASE("an unterminated body runs to the end", "[chunker]") {
  auto P = pieces(".entry k() { ret;\n.global .u32 b;");
  REQUIRE(P.size() == 1);
}

TEST_CASE("small chunks are merged", "[chunker]") {
  std::string Text = ".global .u32 a;\n.global .u32 b;\n";
  auto Chunks = splitIntoChunks(Text, /*MinChunkBytes=*/1024);
  REQUIRE(Chunks.size() == 1);
  CHECK(Chunks[0].Begin == 0);
  CHECK(Chunks[0].End == Text.size());
}

TEST_CASE("a string runs to the next quote, across lines", "[chunker]") {
  // As ptxas reads it: the backslash escapes nothing, so `"a\"` is closed
  // and the `;` after it splits; the line break does not end a string.
  auto P = pieces(".pragma \"a\\\";\n.pragma \"b;\n}\";\n.global .u32 c;");
  REQUIRE(P.size() == 3);
  CHECK(P[0] == ".pragma \"a\\\";");
  CHECK(P[1] == "\n.pragma \"b;\n}\";");
}

TEST_CASE("headers without ';' stay with what follows them", "[chunker]") {
  // A `.func` prototype written without `;` (old nvopencc) is never split
  // from the items after it in the middle of a signature.
  auto P = pieces(".visible .func f ()\n.visible .func f ()\n{\n  ret;\n}\n"
                  ".global .u32 b;");
  REQUIRE(P.size() == 2);
  CHECK(P[0] == ".visible .func f ()\n.visible .func f ()\n{\n  ret;\n}");
}
