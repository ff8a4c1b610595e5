//===- LintRecordTest.cpp - What the lint keeps of each instruction -------===//
//
// The lint pass's record of an instruction answers space() and
// accessSize() from two bytes of its match record (modifierFacts), and from
// the modifiers again where a byte cannot hold the answer: both ways must
// give the same. Its match records are kept once each, and the facts of
// a body's registers summed up in parts are those of the whole.
//
//===----------------------------------------------------------------------===//

#include "Check/Lint.h"

#include "ptxlint/Parser.h"
#include "ptxlint/SourceFile.h"

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
  /// What the checker keeps of the modifiers, in the record's match
  /// record: the space index and, shifted by 8, the access size.
  uint16_t noteModifiers() {
    uint16_t Facts = lint::LintInstruction::modifierFacts(*Inst);
    Record.Match =
        Store.intern({lint::match::NoIndex, lint::match::NoIndex, 0, Facts});
    return Facts;
  }

  std::string Source;
  ASTArena Arena;
  const Instruction *Inst;
  lint::LintInstruction Record;
  lint::MatchStore Store;
};

} // namespace

TEST_CASE("the lint record's space and access size", "[lint]") {
  SECTION("noted by the checker or found again, the same answers") {
    WrittenInstruction W({".global", ".nc", ".v4", ".u32"});
    CHECK(W.Record.space() == &W.modifiers()[0]);
    CHECK(W.Record.accessSize() == 16);
    uint16_t Facts = W.noteModifiers();
    CHECK((Facts & 0xff) == 0);
    CHECK(Facts >> 8 == 16);
    CHECK(W.Record.space() == &W.modifiers()[0]);
    CHECK(W.Record.accessSize() == 16);
  }
  SECTION("no space written: generic addressing") {
    WrittenInstruction W({".v2", ".f64"});
    CHECK((W.noteModifiers() & 0xff) == lint::LintInstruction::NoSpace);
    CHECK(!W.Record.space());
    CHECK(W.Record.accessSize() == 16);
  }
  SECTION("a space past what a byte indexes is found again") {
    // The last of as many modifiers as an instruction keeps.
    std::vector<std::string> Words(Instruction::MaxModifiers, ".nc");
    Words.back() = ".shared::cta";
    WrittenInstruction W(Words);
    CHECK((W.noteModifiers() & 0xff) == lint::LintInstruction::FindAgain);
    CHECK(W.Record.space() == &W.modifiers().back());
  }
  SECTION("no type: the size is unknown") {
    WrittenInstruction W({".shared"});
    CHECK(W.noteModifiers() >> 8 == 0);
    CHECK(W.Record.accessSize() == 0);
  }
  SECTION("the checker's verdict shares the instruction's address") {
    WrittenInstruction W({".global", ".u32"});
    CHECK(!W.Record.clean());
    W.Record.setClean(true);
    CHECK(W.Record.clean());
    CHECK(W.Record.Inst == W.Inst);
    CHECK(W.Record.space() == &W.modifiers()[0]);
    W.Record.setClean(false);
    CHECK(!W.Record.clean());
    CHECK(W.Record.Inst == W.Inst);
  }
}

TEST_CASE("match records are kept once each", "[lint]") {
  lint::MatchStore Store;
  // An instruction of opcode 3 that fits form 7, one slot written (slot
  // 0, qualifier 12, by modifier 1) and two operand specs, whose space is
  // its modifier 0 and which accesses 4 bytes.
  std::vector<uint16_t> Record = {3,  7, 1 | 2 << 8, 0 | 4 << 8, 0,
                                  12, 1, 40,         41};
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

namespace {
/// The instructions of the one function of Text.
struct ParsedBody {
  explicit ParsedBody(std::string Text)
      : Source(SourceFile::fromString("t.ptx", std::move(Text))),
        M(parseModule(*Source, Diags)) {
    for (const TopLevelItem &Item : M.Items)
      if (auto *F = std::get_if<Function>(&Item))
        for (const Statement &S : F->Body->Statements)
          if (auto *I = S.getIf<Instruction>())
            Instructions.push_back(I);
  }
  std::unique_ptr<SourceFile> Source;
  DiagnosticEngine Diags;
  Module M;
  std::vector<const Instruction *> Instructions;
};

/// Notes instructions [Begin, End) of Body in Tally, numbered from 0, with
/// each operand's name resolved as the checker would, to a declaration
/// that begins at DeclaredAt(name).
template <typename Fn>
void noteRange(lint::RegisterTally &Tally, const ParsedBody &Body, size_t Begin,
               size_t End, Fn DeclaredAt) {
  std::vector<lint::ResolvedRegister> Resolved;
  for (size_t At = Begin; At < End; ++At) {
    const Instruction *I = Body.Instructions[At];
    Resolved.clear();
    for (const Operand &O : I->operands())
      if (O.value() && O.value()->K == Expr::Kind::Symbol)
        Resolved.push_back({O.value()->Range.Begin,
                            {DeclaredAt(O.value()->text()), 999},
                            false});
    lint::LintInstruction LI;
    LI.Inst = I;
    Tally.noteInstruction(LI, At - Begin, Resolved);
  }
}

bool sameFacts(const lint::RegisterFacts *A, const lint::RegisterFacts *B) {
  return A && B && A->Writes == B->Writes && A->Appearances == B->Appearances &&
         A->FirstWrite == B->FirstWrite && A->Ambiguous == B->Ambiguous &&
         A->Declaration == B->Declaration;
}
} // namespace

TEST_CASE("a body's register facts, summed up in parts, are those of one",
          "[lint]") {
  ParsedBody Body(".version 8.5\n.target sm_80\n.address_size 64\n"
                  ".visible .entry k()\n{\n"
                  "  .reg .b32 %r<4>;\n"
                  "  mov.b32 %r1, 1;\n"
                  "  add.s32 %r2, %r1, %r1;\n"
                  "  mov.b32 %r1, 2;\n"
                  "  add.s32 %r3, %r2, %r1;\n"
                  "  mov.b32 %r0, %r3;\n"
                  "}\n");
  REQUIRE(Body.Diags.diagnostics().empty());
  REQUIRE(Body.Instructions.size() == 5);
  // %r2 names another register from the fourth instruction on, as if a
  // nested block declared its own.
  auto OneDeclaration = [](std::string_view) { return 50u; };
  lint::RegisterTally Whole;
  noteRange(Whole, Body, 0, 5, OneDeclaration);
  const lint::RegisterFacts *R1 = Whole.find("%r1");
  REQUIRE(R1);
  CHECK(R1->Writes == 2);
  CHECK(R1->Appearances == 5);
  CHECK(R1->FirstWrite == 0);
  CHECK(Whole.find("%r3")->FirstWrite == 3);
  CHECK(Whole.find("%r0")->Appearances == 1);
  CHECK(!Whole.find("%r1")->Ambiguous);

  for (size_t Split = 0; Split <= 5; ++Split) {
    CAPTURE(Split);
    lint::RegisterTally First, Second;
    noteRange(First, Body, 0, Split, OneDeclaration);
    noteRange(Second, Body, Split, 5, OneDeclaration);
    First.adopt(Second, Split);
    CHECK(!Second.find("%r1")); // Taken over.
    for (const char *Name : {"%r0", "%r1", "%r2", "%r3"}) {
      CAPTURE(Name);
      CHECK(sameFacts(First.find(Name), Whole.find(Name)));
    }
  }

  SECTION("a name declared again in a later part is ambiguous") {
    lint::RegisterTally First, Second;
    noteRange(First, Body, 0, 3, OneDeclaration);
    noteRange(Second, Body, 3, 5,
              [](std::string_view Name) { return Name == "%r2" ? 70u : 50u; });
    First.adopt(Second, 3);
    CHECK(First.find("%r2")->Ambiguous);
    CHECK(First.find("%r2")->Declaration.Begin == 50);
    CHECK(!First.find("%r1")->Ambiguous);
  }
}
