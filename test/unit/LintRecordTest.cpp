//===- LintRecordTest.cpp - What the lint keeps of each instruction -------===//
//
// The lint pass's record of an instruction answers space() and
// accessSize() from two bytes the checker fills (noteModifiers), and from
// the modifiers again where a byte cannot hold the answer: both ways must
// give the same.
//
//===----------------------------------------------------------------------===//

#include "Check/Lint.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace ptxlint;

namespace {

/// An instruction with these modifiers, whose ranges only say how long
/// each is (a modifier's text is the source's at its range).
struct WrittenInstruction {
  explicit WrittenInstruction(std::vector<std::string> Words)
      : Spellings(std::move(Words)) {
    for (const std::string &Word : Spellings)
      Modifiers.push_back({Word, {0, static_cast<uint32_t>(Word.size())}});
    Inst.Opcode = {"ld", {0, 2}};
    Inst.Modifiers = {Modifiers.data(), Modifiers.size()};
    Record.Inst = &Inst;
  }
  std::vector<std::string> Spellings;
  std::vector<Modifier> Modifiers;
  Instruction Inst;
  lint::LintInstruction Record;
};

} // namespace

TEST_CASE("the lint record's space and access size", "[lint]") {
  SECTION("noted by the checker or found again, the same answers") {
    WrittenInstruction W({".global", ".nc", ".v4", ".u32"});
    CHECK(W.Record.space() == &W.Modifiers[0]);
    CHECK(W.Record.accessSize() == 16);
    W.Record.noteModifiers();
    CHECK(W.Record.SpaceIndex == 0);
    CHECK(W.Record.AccessBytes == 16);
    CHECK(W.Record.space() == &W.Modifiers[0]);
    CHECK(W.Record.accessSize() == 16);
  }
  SECTION("no space written: generic addressing") {
    WrittenInstruction W({".v2", ".f64"});
    W.Record.noteModifiers();
    CHECK(W.Record.SpaceIndex == lint::LintInstruction::NoSpace);
    CHECK(!W.Record.space());
    CHECK(W.Record.accessSize() == 16);
  }
  SECTION("a space past what a byte indexes is found again") {
    std::vector<std::string> Words(300, ".nc");
    Words.back() = ".shared::cta";
    WrittenInstruction W(Words);
    W.Record.noteModifiers();
    CHECK(W.Record.SpaceIndex == lint::LintInstruction::FindAgain);
    CHECK(W.Record.space() == &W.Modifiers.back());
  }
  SECTION("no type: the size is unknown") {
    WrittenInstruction W({".shared"});
    W.Record.noteModifiers();
    CHECK(W.Record.accessSize() == 0);
  }
}
