//===- AsmTextTest.cpp - Rebuilding the PTX of asm statements -------------===//
//
// rebuildAsm (src/Cuda/AsmText.h) turns an asm string and its operands into
// the PTX nvcc writes, keeping where each byte came from; these check the
// text, the declarations, and the way back to the literal's bytes.
//
//===----------------------------------------------------------------------===//

#include "Cuda/AsmText.h"

#include <catch2/catch.hpp>

using namespace ptxlint;

namespace {

AsmOperand operand(char Letter, bool Input, std::string Name = "",
                   std::optional<std::string> Immediate = std::nullopt) {
  AsmOperand O;
  O.Letter = Letter;
  O.Input = Input;
  O.Name = std::move(Name);
  O.Immediate = std::move(Immediate);
  return O;
}

/// The literal's text a range of the body came from.
std::string source(std::string_view Literal, const RebuiltAsm &R, uint32_t Begin,
                   uint32_t End) {
  auto [From, To] = R.literalRange(Begin, End);
  return std::string(Literal.substr(From, To - From));
}

} // namespace

TEST_CASE("rebuildAsm: operands become typed registers and constants",
          "[cuda]") {
  std::string_view Literal = "add.u32 %0, %1, %2; // %%laneid";
  RebuiltAsm R = rebuildAsm(
      Literal, {operand('r', false), operand('h', true), operand('n', true, "", "-7")},
      true);
  CHECK(R.Body == "add.u32 %0, %1, -7; // %laneid");
  // Outputs are declared; inputs are declared and loaded from a parameter,
  // a value the PTX cannot know.
  CHECK(R.Declarations ==
        ".reg .b32 %0;\n.reg .b16 %1;\nld.param.b16 %1, [in_1];\n");
  CHECK(R.Parameters == ".param .b16 in_1");
  CHECK(R.Problems.empty());
  CHECK(R.StandIns.empty());
}

TEST_CASE("rebuildAsm: each constraint letter's register type", "[cuda]") {
  const std::pair<char, const char *> Expected[] = {
      {'h', ".b16"}, {'r', ".b32"}, {'l', ".b64"},
      {'q', ".b128"}, {'f', ".f32"}, {'d', ".f64"}};
  for (auto [Letter, Type] : Expected) {
    RebuiltAsm R = rebuildAsm("mov.b32 %0, 0;", {operand(Letter, false)}, true);
    CHECK(R.Declarations == std::string(".reg ") + Type + " %0;\n");
  }
  CHECK(constraintLetter("=r") == 'r');
  CHECK(constraintLetter("+l") == 'l');
  CHECK(constraintLetter("=&h") == 'h');
  CHECK(constraintLetter("rn") == 0);
  CHECK(constraintFacts('x') == nullptr);
}

TEST_CASE("rebuildAsm: basic asm is copied as it is", "[cuda]") {
  RebuiltAsm R = rebuildAsm("mov.u32 %r1, %laneid; %%", {}, false);
  CHECK(R.Body == "mov.u32 %r1, %laneid; %%");
  CHECK(R.Declarations.empty());
}

TEST_CASE("rebuildAsm: named references and missing operands are problems",
          "[cuda]") {
  std::string_view Literal = "mov.b32 %[out], %3;";
  RebuiltAsm R = rebuildAsm(Literal, {operand('r', false, "out")}, true);
  REQUIRE(R.Problems.size() == 2);
  CHECK(R.Problems[0].What == AsmTextProblem::SymbolicReference);
  CHECK(R.Problems[0].Operand == 0);
  CHECK(Literal.substr(R.Problems[0].LiteralBegin,
                       R.Problems[0].LiteralEnd - R.Problems[0].LiteralBegin) == "%[out]");
  CHECK(R.Problems[1].What == AsmTextProblem::NoSuchOperand);
  // The named reference still reads as its register; the missing one is
  // kept as written, so that the rest parses.
  CHECK(R.Body == "mov.b32 %0, %3;");
}

TEST_CASE("rebuildAsm: a dependent constant stands in, and is marked",
          "[cuda]") {
  std::string_view Literal = "bar.sync %0;";
  RebuiltAsm R = rebuildAsm(Literal, {operand('n', true)}, true);
  CHECK(R.Body == "bar.sync 1;");
  REQUIRE(R.StandIns.size() == 1);
  CHECK(R.Body.substr(R.StandIns[0].first,
                      R.StandIns[0].second - R.StandIns[0].first) == "1");
}

TEST_CASE("rebuildAsm: body ranges map back to the literal's bytes", "[cuda]") {
  std::string_view Literal = "ld.global.u32 %0, [%[address]+4]; %%x";
  RebuiltAsm R =
      rebuildAsm(Literal, {operand('r', false), operand('l', true, "address")}, true);
  REQUIRE(R.Body == "ld.global.u32 %0, [%1+4]; %x");
  auto at = [&](std::string_view Text) {
    return static_cast<uint32_t>(R.Body.find(Text));
  };
  // Plain text maps byte for byte.
  CHECK(source(Literal, R, at("global"), at("global") + 6) == "global");
  // A replaced reference maps to the whole reference.
  CHECK(source(Literal, R, at("%1"), at("%1") + 2) == "%[address]");
  CHECK(R.operandAt(at("%1"), at("%1") + 2) == 1);
  CHECK(R.operandAt(at("global"), at("global") + 6) == -1);
  // A range across a reference covers it whole.
  CHECK(source(Literal, R, at("[%1"), at("+4]") + 3) == "[%[address]+4]");
  // `%` of `%%` maps to both characters.
  CHECK(source(Literal, R, at("%x"), at("%x") + 1) == "%%");
  // The end of the body is the end of the literal.
  auto End = static_cast<uint32_t>(R.Body.size());
  CHECK(R.literalRange(End, End) ==
        std::make_pair(static_cast<uint32_t>(Literal.size()),
                       static_cast<uint32_t>(Literal.size())));
}
