//===- CheckInstructionTest.cpp - checkInstruction on inline asm ----------===//

#include "ptxlint/Config.h"
#include "ptxlint/Lint.h"

#include <catch2/catch.hpp>

#include <string>

using namespace ptxlint;

namespace {

std::string idOf(const Diagnostic &D) { return std::string(diagnosticName(D.ID)); }

/// The text a diagnostic's range covers in S.
std::string covered(std::string_view S, const Diagnostic &D) {
  REQUIRE(D.Range.Begin <= D.Range.End);
  REQUIRE(D.Range.End <= S.size());
  return std::string(S.substr(D.Range.Begin, D.Range.End - D.Range.Begin));
}

} // namespace

TEST_CASE("checkInstruction: a legal instruction gives nothing",
          "[checkInstruction]") {
  CHECK(checkInstruction("ld.global.L2::cache_hint.b32 %0, [%1], %2;", "sm_80",
                         "7.4")
            .empty());
  // Placeholders take whatever type each position needs.
  CHECK(checkInstruction("ld.global.v4.f32 {%0, %1, %2, %3}, [%4];", "sm_80", "7.4")
            .empty());
  CHECK(checkInstruction("add.s32 %0, %1, %2;", "sm_52", "6.0").empty());
  // An "n" operand where only an immediate fits.
  CHECK(checkInstruction("cp.async.ca.shared.global [%0], [%1], %2;", "sm_80", "7.0")
            .empty());
  // The final ';' of a single instruction may be left out.
  CHECK(checkInstruction("add.s32 %0, %1, %2", "sm_80", "7.4").empty());
}

TEST_CASE("checkInstruction: a requirement points into the original string",
          "[checkInstruction]") {
  const std::string Asm = "ld.global.L2::cache_hint.b32 %0, [%1], %2;";
  std::vector<Diagnostic> Ds = checkInstruction(Asm, "sm_80", "7.3");
  REQUIRE(Ds.size() == 1);
  CHECK(idOf(Ds[0]) == "requires-ptx-version");
  CHECK(Ds[0].Level == Severity::Error);
  CHECK(Ds[0].Range.Begin == 9);
  CHECK(Ds[0].Range.End == 24);
  CHECK(covered(Asm, Ds[0]) == ".L2::cache_hint");
  // The version came from the caller: no module to point at.
  CHECK(Ds[0].Message.find("given to ptx-lint") != std::string::npos);
  CHECK(Ds[0].Notes.empty());

  Ds = checkInstruction(Asm, "sm_75", "7.4");
  REQUIRE(Ds.size() == 1);
  CHECK(idOf(Ds[0]) == "requires-target");
  CHECK(covered(Asm, Ds[0]) == ".L2::cache_hint");
  CHECK(Ds[0].Message.find("declared at") == std::string::npos);
  CHECK(Ds[0].Message.find("sm_75 (given to ptx-lint)") != std::string::npos);
  CHECK(Ds[0].Notes.empty());
}

TEST_CASE("checkInstruction: %% is %, and offsets follow the original",
          "[checkInstruction]") {
  // `%%r1` is the register %r1; undeclared registers are accepted.
  CHECK(checkInstruction("mov.u32 %%r1, %%tid.x;", "sm_80", "7.4").empty());

  // After each `%%` the offsets in the original run one ahead of the module.
  const std::string Asm = "ld.global.L2::cache_hint.b32 %%r1, [%%rd1], %%rd2;";
  std::vector<Diagnostic> Ds = checkInstruction(Asm, "sm_75", "7.4");
  REQUIRE(Ds.size() == 1);
  CHECK(covered(Asm, Ds[0]) == ".L2::cache_hint");

  // A range that covers a `%%` register covers both '%'.
  const std::string Special = "mov.u32 %0, %%clusterid.x;";
  Ds = checkInstruction(Special, "sm_80", "7.8");
  REQUIRE(Ds.size() == 1);
  CHECK(idOf(Ds[0]) == "requires-target");
  CHECK(covered(Special, Ds[0]).rfind("%%clusterid", 0) == 0);

  // A syntax error after an escape.
  const std::string Broken = "mov.u32 %%r1, %%r2 %%r3;";
  Ds = checkInstruction(Broken, "sm_80", "7.4");
  REQUIRE(!Ds.empty());
  CHECK(idOf(Ds[0]) == "syntax-error");
  CHECK(Ds[0].Range.Begin == Broken.find("%%r3"));
}

TEST_CASE("checkInstruction: several instructions, braces, declarations",
          "[checkInstruction]") {
  CHECK(checkInstruction("mov.u32 %0, 1; add.u32 %0, %0, 1;", "sm_80", "7.4")
            .empty());
  CHECK(checkInstruction("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %1, 0;\n"
                         "\t@p mov.b32 %0, 1;\n\t}",
                         "sm_80", "7.4")
            .empty());

  // A declared register keeps its type.
  const std::string Typed = "{ .reg .pred p; ld.global.u32 p, [%1]; }";
  std::vector<Diagnostic> Ds = checkInstruction(Typed, "sm_80", "7.4");
  REQUIRE(Ds.size() == 1);
  CHECK(idOf(Ds[0]) == "operand-type");
  CHECK(covered(Typed, Ds[0]) == "p");
  CHECK(Ds[0].Range.Begin == Typed.find("p, ["));

  // Findings on the second line are reported there.
  const std::string TwoLines = "mov.u32 %0, 1;\nfoo.bar %0;";
  Ds = checkInstruction(TwoLines, "sm_80", "7.4");
  REQUIRE(Ds.size() == 1);
  CHECK(idOf(Ds[0]) == "unknown-opcode");
  CHECK(covered(TwoLines, Ds[0]) == "foo");

  // Names that are not `%` registers must still be declared.
  Ds = checkInstruction("mov.u32 %0, undeclared;", "sm_80", "7.4");
  REQUIRE(Ds.size() == 1);
  CHECK(idOf(Ds[0]) == "undeclared-symbol");
}

TEST_CASE("checkInstruction: positions inside messages are the string's",
          "[checkInstruction]") {
  const std::string Asm = "{\n"
                          " .reg .f32 f;\n"
                          " .reg .b64 pol;\n"
                          " mov.f32 f, 0f40000000;\n"
                          " createpolicy.fractional.L2::evict_last.b64 pol, f;\n"
                          " st.global.L2::cache_hint.b32 [%0], %1, pol;\n"
                          "}";
  std::vector<Diagnostic> Ds = checkInstruction(Asm, "sm_80", "7.4");
  REQUIRE(Ds.size() == 1);
  CHECK(idOf(Ds[0]) == "value-out-of-range");
  // The mov is on line 4, column 2 of the string.
  CHECK(Ds[0].Message.find("set at 4:2") != std::string::npos);
}

TEST_CASE("checkInstruction: warning options apply", "[checkInstruction]") {
  const std::string Asm = "{\n"
                          " .reg .f32 f;\n"
                          " .reg .b64 pol;\n"
                          " mov.f32 f, 0f40000000;\n"
                          " createpolicy.fractional.L2::evict_last.b64 pol, f;\n"
                          " st.global.L2::cache_hint.b32 [%0], %1, pol;\n"
                          "}";
  DiagnosticOptions Options;
  std::string Error;
  REQUIRE(applyWarningSwitch("no-policy", Options, Error));
  CHECK(checkInstruction(Asm, "sm_80", "7.4", Options).empty());
  DiagnosticOptions Errors;
  REQUIRE(applyWarningSwitch("error", Errors, Error));
  std::vector<Diagnostic> Ds = checkInstruction(Asm, "sm_80", "7.4", Errors);
  REQUIRE(Ds.size() == 1);
  CHECK(Ds[0].Level == Severity::Error);
}

TEST_CASE("checkInstruction: an unknown target or version is one error",
          "[checkInstruction]") {
  const std::string Asm = "add.s32 %0, %1, %2;";
  std::vector<Diagnostic> Ds = checkInstruction(Asm, "sm_999", "7.4");
  REQUIRE(Ds.size() == 1);
  CHECK(idOf(Ds[0]) == "unknown-target");
  CHECK(Ds[0].Level == Severity::Error);
  CHECK(Ds[0].Range.Begin == 0);
  CHECK(Ds[0].Range.End == 0);
  CHECK(Ds[0].Message.find("'sm_999'") != std::string::npos);

  Ds = checkInstruction(Asm, "", "7.4");
  REQUIRE(Ds.size() == 1);
  CHECK(idOf(Ds[0]) == "unknown-target");

  Ds = checkInstruction(Asm, "sm_80", "banana");
  REQUIRE(Ds.size() == 1);
  CHECK(idOf(Ds[0]) == "unsupported-version");
  CHECK(Ds[0].Range.Begin == 0);

  // Both known but incompatible: reported, without a position in the text.
  Ds = checkInstruction(Asm, "sm_90", "7.4");
  REQUIRE(Ds.size() == 1);
  CHECK(idOf(Ds[0]) == "target-requires-version");
  CHECK(Ds[0].Range.Begin == 0);
  CHECK(Ds[0].Range.End == 0);
}
