//===- FixItTest.cpp - Applying fix-its, and the suggestions behind them --===//

#include "ptxlint/Checker.h"
#include "ptxlint/Diagnostic.h"
#include "ptxlint/FixIt.h"
#include "ptxlint/Parser.h"
#include "ptxlint/SourceFile.h"

#include "Check/Suggestions.h"

#include <catch2/catch.hpp>

using namespace ptxlint;

namespace {

Diagnostic withFixIts(std::vector<FixIt> FixIts) {
  Diagnostic D{DiagID::SyntaxError, Severity::Error, {}, "m", {}, {}, {}};
  D.FixIts = std::move(FixIts);
  return D;
}

FixIt replace(uint32_t Begin, uint32_t End, std::string Text) {
  return {{Begin, End}, std::move(Text)};
}

FixIt insert(uint32_t At, std::string Text) { return {{At, At}, std::move(Text)}; }

/// The diagnostics of checking Text as a whole module.
std::vector<Diagnostic> check(const std::string &Text) {
  auto Source = SourceFile::fromString("t.ptx", Text);
  DiagnosticEngine Diags;
  Module M = parseModule(*Source, Diags, {});
  checkParsedModule(M, *Source, Diags);
  return Diags.takeDiagnostics();
}

std::string module(const std::string &Body) {
  return ".version 8.5\n.target sm_90\n.address_size 64\n"
         ".visible .entry k(.param .u64 p)\n{\n"
         "  .reg .b32 r<4>;\n  .reg .b64 rd<4>;\n  .reg .pred p0;\n" +
         Body + "}\n";
}

} // namespace

TEST_CASE("fix-its replace, insert and remove", "[fixit]") {
  std::string Text = "ld.globl.u32 r1, [rd1]";
  std::vector<Diagnostic> Diags{withFixIts({replace(2, 8, ".global")}),
                                withFixIts({insert(22, ";")})};
  CHECK(applyFixIts(Text, Diags) == "ld.global.u32 r1, [rd1];");
  CHECK(applyFixIts("ab.x.x", {withFixIts({replace(4, 6, "")})}) == "ab.x");
  CHECK(applyFixIts("abc", {}) == "abc");
}

TEST_CASE("a diagnostic's fix-its apply together, in any order given",
          "[fixit]") {
  // Move ".to" right after "cvta": remove it, insert it earlier.
  std::string Text = "cvta.global.to.u64";
  CHECK(applyFixIts(Text, {withFixIts({replace(11, 14, ""), insert(4, ".to")})}) ==
        "cvta.to.global.u64");
  CHECK(applyFixIts(Text, {withFixIts({insert(4, ".to"), replace(11, 14, "")})}) ==
        "cvta.to.global.u64");
  // An insertion at the start of a replacement goes first.
  CHECK(applyFixIts("abc", {withFixIts({replace(1, 2, "B"), insert(1, "+")})}) ==
        "a+Bc");
}

TEST_CASE("a diagnostic whose fix-its overlap accepted ones is skipped whole",
          "[fixit]") {
  std::string Text = "0123456789";
  std::vector<Diagnostic> Diags{
      withFixIts({replace(2, 5, "x")}),
      // Overlaps the first: neither of its fix-its is applied.
      withFixIts({replace(8, 9, "y"), replace(4, 6, "z")}),
      withFixIts({replace(6, 7, "w")}),
  };
  CHECK(applyFixIts(Text, Diags) == "01x5w789");
  // Two insertions at one point conflict: their order would be arbitrary.
  CHECK(applyFixIts("ab", {withFixIts({insert(1, ";")}),
                           withFixIts({insert(1, ";")})}) == "a;b");
  // Touching ranges do not overlap; an insertion at the end of a
  // replacement does not either.
  CHECK(applyFixIts("abcd", {withFixIts({replace(0, 2, "X")}),
                             withFixIts({replace(2, 4, "Y")}),
                             withFixIts({insert(4, "!")})}) == "XY!");
  // A diagnostic whose own fix-its overlap is not applied.
  CHECK(applyFixIts("abcd", {withFixIts({replace(0, 2, "X"),
                                         replace(1, 3, "Y")})}) == "abcd");
}

TEST_CASE("fix-its outside the text are ignored", "[fixit]") {
  CHECK(applyFixIts("abc", {withFixIts({replace(2, 9, "x")})}) == "abc");
  CHECK(applyFixIts("abc", {withFixIts({insert(4, "x")}),
                            withFixIts({insert(3, "!")})}) == "abc!");
  CHECK(applyFixIts("abc", {withFixIts({replace(2, 1, "x")})}) == "abc");
}

TEST_CASE("spelling distance counts typos, case aside", "[fixit]") {
  CHECK(spellingDistance("cvat", "cvta") == 1); // A swap.
  CHECK(spellingDistance("cvat", "cvt") == 1);
  CHECK(spellingDistance(".globl", ".global") == 1);
  CHECK(spellingDistance(".GLOBAL", ".global") == 0);
  CHECK(spellingDistance(".L2::evict_lst", ".L2::evict_last") == 1);
  CHECK(spellingDistance("", "abc") == 3);
  CHECK(spellingDistance("kitten", "sitting") == 3);
  CHECK(maxSpellingDistance(".ca") == 0);
  CHECK(maxSpellingDistance(".x") == 0);
  CHECK(maxSpellingDistance("mvo") == 1);
  CHECK(maxSpellingDistance(".acq_rel") == 2);
  CHECK(maxSpellingDistance(".L2::cache_hints") == 4);
}

TEST_CASE("a suggestion is the single closest candidate", "[fixit]") {
  SpellingSuggester Tie("cvat");
  Tie.add("cvt");
  Tie.add("cvta");
  CHECK(!Tie.best());

  SpellingSuggester Preferred("cvat");
  Preferred.add("cvt");
  Preferred.add("cvta", /*Preferred=*/true);
  Preferred.add("cvta"); // Again, not preferred: it stays preferred.
  CHECK(Preferred.best() == std::optional<std::string>("cvta"));

  SpellingSuggester Closer(".globl");
  Closer.add(".global");
  Closer.add(".local", true); // Preferred, but farther.
  CHECK(Closer.best() == std::optional<std::string>(".global"));

  SpellingSuggester Digits(".rc4");
  Digits.add(".rc8");
  CHECK(!Digits.best());
  SpellingSuggester Swapped(".b23");
  Swapped.add(".b32");
  CHECK(Swapped.best() == std::optional<std::string>(".b32"));

  SpellingSuggester Code(".u128");
  Code.add(".b128");
  CHECK(!Code.best());

  SpellingSuggester CaseOnly(".RN");
  CaseOnly.add(".rn");
  CaseOnly.add(".rz");
  CHECK(CaseOnly.best() == std::optional<std::string>(".rn"));

  auto Known = [](std::string_view Word) {
    return Word == "gpu" || Word == "cta" || Word == "shared";
  };
  SpellingSuggester Scope(".shared::gpu", Known);
  Scope.add(".shared::cta");
  CHECK(!Scope.best());
  SpellingSuggester ExtraPart(".shared::cta::cta", Known);
  ExtraPart.add(".shared::cta");
  CHECK(!ExtraPart.best());
  SpellingSuggester Part(".L2::cache_hints", Known);
  Part.add(".L2::cache_hint");
  CHECK(Part.best() == std::optional<std::string>(".L2::cache_hint"));

  SpellingSuggester Far(".foo");
  Far.add(".ftz");
  Far.add(".wide");
  CHECK(!Far.best());
}

TEST_CASE("the checker's fix-its make an instruction valid", "[fixit]") {
  std::string Text = module(
      "  ld.param.u64 rd1, [p];\n"
      "  ld.globl.u32 r1, [rd1];\n"                   // .global
      "  ld.global.L1::evict_lst.u32 r2, [rd1];\n"    // .L1::evict_last
      "  cvta.global.to.u64 rd2, rd1;\n"              // .to first
      "  ld.global.global.u32 r3, [rd1];\n"          // a repeat
      "  MOV.b32 r3, r1;\n"                           // mov
      "  st.GLOBAL.u32 [rd1], r3;\n");                // .global
  std::vector<Diagnostic> Before = check(Text);
  REQUIRE(!Before.empty());
  for (const Diagnostic &D : Before) {
    INFO(D.Message);
    CHECK(D.FixIts.size() >= 1);
  }
  std::string Fixed = applyFixIts(Text, Before);
  CHECK(Fixed == module("  ld.param.u64 rd1, [p];\n"
                        "  ld.global.u32 r1, [rd1];\n"
                        "  ld.global.L1::evict_last.u32 r2, [rd1];\n"
                        "  cvta.to.global.u64 rd2, rd1;\n"
                        "  ld.global.u32 r3, [rd1];\n"
                        "  mov.b32 r3, r1;\n"
                        "  st.global.u32 [rd1], r3;\n"));
  std::vector<Diagnostic> After = check(Fixed);
  for (const Diagnostic &D : After)
    FAIL_CHECK(D.Message);
}

TEST_CASE("no fix-it where the fix is not certain", "[fixit]") {
  std::vector<Diagnostic> Diags = check(module(
      "  ld.global.shared.u32 r1, [rd1];\n" // Which space is meant?
      "  st.ca.u32 [rd1], r1;\n"            // A real qualifier, misused.
      "  mvoe.u32 r1, r2;\n"                // Too far from anything.
      "  ld.global.rx.u32 r1, [rd1];\n"));
  REQUIRE(Diags.size() >= 3);
  for (const Diagnostic &D : Diags) {
    INFO(D.Message);
    CHECK(D.FixIts.empty());
    CHECK(D.Message.find("did you mean") == std::string::npos);
  }
}
