//===- LSPTest.cpp - The language server's small pieces -------------------===//
//
// Positions in UTF-16, content changes, URIs, framing, and the symbol
// index's scopes; test/lsp/test_protocol.py drives the whole server.
//
//===----------------------------------------------------------------------===//

#include "LSP/Documents.h"
#include "LSP/Positions.h"
#include "LSP/SymbolIndex.h"
#include "LSP/Transport.h"

#include "ptxlint/Lint.h"

#include <catch2/catch.hpp>

#include <sstream>

using namespace ptxlint;
using namespace ptxlint::lsp;

TEST_CASE("LSP columns count UTF-16 code units", "[lsp]") {
  // "é" is 2 bytes and 1 unit; "😀" is 4 bytes and 2 units.
  std::string Text = "ab\n/* \xC3\xA9\xF0\x9F\x98\x80 */ x\r\nlast";
  LineTable Lines(Text);
  CHECK(Lines.lineCount() == 3);
  uint32_t X = static_cast<uint32_t>(Text.find('x'));
  Position P = Lines.positionOf(X);
  CHECK(P.Line == 1);
  CHECK(P.Character == 10); // "/* " 3 + 1 + 2 + " */ " 4.
  CHECK(Lines.offsetOf(P) == X);
  // A position inside a surrogate pair lands after the character.
  CHECK(Lines.offsetOf({1, 5}) == Text.find(" */"));
  // Past the end of a line: its end, before the "\r\n".
  CHECK(Lines.offsetOf({1, 99}) == Text.find('\r'));
  // Past the last line: the end of the text.
  CHECK(Lines.offsetOf({9, 0}) == Text.size());
  CHECK(Lines.positionOf(static_cast<uint32_t>(Text.size())).Line == 2);
}

TEST_CASE("content changes edit ranges or replace the text", "[lsp]") {
  std::string Text = "one\ntwo\nthree\n";
  std::string Error;
  llvm::json::Value Insert = llvm::json::Object{
      {"range",
       llvm::json::Object{
           {"start", llvm::json::Object{{"line", 1}, {"character", 1}}},
           {"end", llvm::json::Object{{"line", 2}, {"character", 2}}}}},
      {"text", "X"}};
  REQUIRE(applyContentChange(Text, Insert, Error));
  CHECK(Text == "one\ntXree\n");
  REQUIRE(applyContentChange(Text, llvm::json::Object{{"text", "new"}}, Error));
  CHECK(Text == "new");
  CHECK_FALSE(applyContentChange(Text, llvm::json::Object{}, Error));
  llvm::json::Value Backwards = llvm::json::Object{
      {"range",
       llvm::json::Object{
           {"start", llvm::json::Object{{"line", 0}, {"character", 2}}},
           {"end", llvm::json::Object{{"line", 0}, {"character", 1}}}}},
      {"text", ""}};
  CHECK_FALSE(applyContentChange(Text, Backwards, Error));
  CHECK(Text == "new");
}

TEST_CASE("file URIs and paths convert both ways", "[lsp]") {
  CHECK(uriFromPath("/a b/k%.ptx") == "file:///a%20b/k%25.ptx");
  CHECK(pathFromURI("file:///a%20b/k%25.ptx") == std::string("/a b/k%.ptx"));
  CHECK(pathFromURI("file://localhost/x.ptx") == std::string("/x.ptx"));
  CHECK_FALSE(pathFromURI("untitled:1"));
}

TEST_CASE("messages are framed by Content-Length", "[lsp]") {
  std::istringstream In("Content-Length: 2\r\n\r\n{}"
                        "Content-Type: x\r\n\r\n" // No length: skipped.
                        "content-length: 4\r\n\r\nnull");
  std::ostringstream Out;
  Transport T(In, Out);
  CHECK(T.readMessage() == std::string("{}"));
  CHECK(T.readMessage() == std::string("null"));
  CHECK_FALSE(T.readMessage());
  T.reply(7, nullptr);
  CHECK(Out.str() ==
        "Content-Length: "
        "38\r\n\r\n{\"id\":7,\"jsonrpc\":\"2.0\",\"result\":null}");
}

TEST_CASE("names resolve through PTX's scopes", "[lsp]") {
  auto Source = SourceFile::fromString("t.ptx", R"(.version 8.0
.target sm_80
.address_size 64
.global .u32 g;
.visible .entry k(.param .u64 p)
{
  .reg .b32 %r<10>;
  bra L;
L:
  {
    .reg .b32 %r3;
    mov.u32 %r3, 1;
  }
  mov.u32 %r3, %r9;
  ld.global.u32 %r1, [g];
  ret;
}
)");
  LintResult Result = lint(*Source);
  REQUIRE(Result.Errors == 0);
  SymbolIndex Index(Result.AST);
  std::string_view Text = Source->text();
  auto declOf = [&](std::string_view Needle, size_t From = 0) {
    uint32_t At = static_cast<uint32_t>(Text.find(Needle, From));
    std::optional<int> D = Index.declAt(At);
    return D ? Index.decls()[*D].NameRange.Begin : UINT32_MAX;
  };
  uint32_t RangeDecl = static_cast<uint32_t>(Text.find("%r<10>"));
  uint32_t InnerDecl = static_cast<uint32_t>(Text.find("%r3;"));
  // The label is used before it is declared.
  CHECK(declOf("L;") == Text.find("L:"));
  // %r3 in the inner block is the inner one; after it, the range's.
  CHECK(declOf("%r3, 1") == InnerDecl);
  CHECK(declOf("%r3, %r9") == RangeDecl);
  CHECK(declOf("%r9") == RangeDecl);
  CHECK(declOf("g]") == Text.find("g;"));
  CHECK(Index.usesOf(*Index.declAt(RangeDecl)).size() == 3);
  // Inside the inner block both declarations are visible, the inner first.
  std::vector<int> Visible =
      Index.visibleAt(static_cast<uint32_t>(Text.find("mov.u32 %r3, 1")));
  REQUIRE(Visible.size() >= 2);
  CHECK(Index.decls()[Visible[0]].NameRange.Begin == InnerDecl);
}
