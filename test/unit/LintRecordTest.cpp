//===- LintRecordTest.cpp - What the lint keeps of each instruction -------===//
//
// The lint pass's record of an instruction answers space() and
// accessSize() from two bytes the checker fills (noteModifiers), and from
// the modifiers again where a byte cannot hold the answer: both ways must
// give the same. Its match records and the registers it resolved are kept
// once each.
//
//===----------------------------------------------------------------------===//

#include "Check/Lint.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace ptxlint;

namespace {

/// `ld` with these modifiers, in an arena that reads their text from a
/// source of their own, as a parser leaves them.
struct WrittenInstruction {
  explicit WrittenInstruction(const std::vector<std::string> &Words)
      : Source(spell(Words)), Arena(Source) {
    std::vector<SourceRange> Written;
    auto At = static_cast<uint32_t>(std::string_view("ld").size());
    for (const std::string &Word : Words) {
      auto End = static_cast<uint32_t>(At + Word.size());
      Written.push_back({At, End});
      At = End;
    }
    Instruction I;
    I.Opcode = SourceWord(SourceRange{0, 2});
    I.setWords(Arena, Written.data(), Written.size(), nullptr, 0);
    I.Range = {0, At};
    Inst = Arena.make<Instruction>(std::move(I));
    Record.Inst = Inst;
  }
  static std::string spell(const std::vector<std::string> &Words) {
    std::string Text = "ld";
    for (const std::string &Word : Words)
      Text += Word;
    return Text;
  }
  NodeList<Modifier> modifiers() const { return Inst->modifiers(); }

  std::string Source;
  ASTArena Arena;
  const Instruction *Inst;
  lint::LintInstruction Record;
};

} // namespace

TEST_CASE("the lint record's space and access size", "[lint]") {
  SECTION("noted by the checker or found again, the same answers") {
    WrittenInstruction W({".global", ".nc", ".v4", ".u32"});
    CHECK(W.Record.space() == &W.modifiers()[0]);
    CHECK(W.Record.accessSize() == 16);
    W.Record.noteModifiers();
    CHECK(W.Record.SpaceIndex == 0);
    CHECK(W.Record.AccessBytes == 16);
    CHECK(W.Record.space() == &W.modifiers()[0]);
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
    // The last of as many modifiers as an instruction keeps.
    std::vector<std::string> Words(Instruction::MaxModifiers, ".nc");
    Words.back() = ".shared::cta";
    WrittenInstruction W(Words);
    W.Record.noteModifiers();
    CHECK(W.Record.SpaceIndex == lint::LintInstruction::FindAgain);
    CHECK(W.Record.space() == &W.modifiers().back());
  }
  SECTION("no type: the size is unknown") {
    WrittenInstruction W({".shared"});
    W.Record.noteModifiers();
    CHECK(W.Record.accessSize() == 0);
  }
}

TEST_CASE("match records are kept once each", "[lint]") {
  lint::MatchStore Store;
  // An instruction of opcode 3 that fits form 7, one slot written (slot
  // 0, qualifier 12, by modifier 1) and two operand specs.
  std::vector<uint16_t> Record = {3, 7, 1 | 2 << 8, 0, 12, 1, 40, 41};
  const uint16_t *First = Store.intern(Record);
  CHECK(First != Record.data());
  CHECK(Store.intern(Record) == First);
  Record.back() = 42;
  const uint16_t *Other = Store.intern(Record);
  CHECK(Other != First);
  CHECK(Store.size() == 2);

  lint::LintInstruction LI;
  LI.Match = First;
  CHECK(LI.opIndex() == 3);
  CHECK(LI.formIndex() == 7);
  CHECK(LI.writtenCount() == 1);
  CHECK(LI.specCount() == 2);
  lint::WrittenQualifier W = *LI.written().begin();
  CHECK(W.Slot == 0);
  CHECK(W.Qualifier == 12);
  CHECK(W.ModifierIndex == 1);
  // An instruction the checker knows nothing of.
  CHECK(lint::LintInstruction().opIndex() == lint::LintInstruction::NoIndex);
  CHECK(!lint::LintInstruction().form());
}

TEST_CASE("a body's registers keep each declaration once", "[lint]") {
  lint::ResolvedRegisterList Resolved;
  SourceRange R8{10, 17}, Parameter{2, 6};
  Resolved.add(100, R8, false);
  Resolved.add(104, Parameter, true);
  Resolved.add(108, R8, false);
  REQUIRE(Resolved.size() == 3);
  CHECK(Resolved.Declarations.size() == 2);
  CHECK(Resolved[2].offset() == 108);
  CHECK(Resolved.declarationOf(Resolved[0]).Range == R8);
  CHECK(!Resolved.declarationOf(Resolved[2]).Parameter);
  CHECK(Resolved.declarationOf(Resolved[1]).Parameter);
  // A part checked on another thread declared one of its own.
  lint::ResolvedRegisterList Part;
  Part.add(200, {150, 160}, false);
  Resolved.adoptDeclarations(Part);
  CHECK(Resolved.Declarations.size() == 3);
  // Cleared for the next body, nothing is remembered as added.
  Resolved.clear();
  Resolved.add(300, R8, false);
  CHECK(Resolved.Declarations.size() == 1);
  CHECK(Resolved.declarationOf(Resolved[0]).Range == R8);
}
