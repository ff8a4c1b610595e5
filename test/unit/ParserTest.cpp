//===- ParserTest.cpp - The AST the parser builds -------------------------===//

#include "ptxlint/Diagnostic.h"
#include "ptxlint/NumberRuns.h"
#include "ptxlint/Parser.h"
#include "ptxlint/SourceFile.h"

#include "ParsedModule.h"

#include <catch2/catch.hpp>

#include <iterator>

using namespace ptxlint;

using test::Parsed;
using test::parse;

namespace {

const Function &onlyFunction(const Module &M) {
  for (const TopLevelItem &Item : M.Items)
    if (auto *F = std::get_if<Function>(&Item))
      return *F;
  FAIL("no function");
  throw;
}

const Instruction &instruction(const Function &F, size_t Index) {
  return F.Body->Statements.at(Index).get<Instruction>();
}

/// Source parsed by the hand-written parser (FastPath) or the grammar's.
Module parseWith(const SourceFile &Source, DiagnosticEngine &Diags,
                 bool FastPath) {
  ParseOptions Options;
  Options.FastPath = FastPath;
  return parseModule(Source, Diags, Options);
}

std::string_view textOf(const Parsed &P, SourceRange R) {
  return P.Source->slice(R.Begin, R.End);
}
} // namespace

TEST_CASE("module directives", "[parser]") {
  auto P = parse(".version 8.5\n.target sm_90a, debug\n.address_size 64\n");
  REQUIRE(P->Diags.errorCount() == 0);
  REQUIRE(P->M.Items.size() == 3);
  auto &V = std::get<VersionDirective>(P->M.Items[0]);
  CHECK(V.Major == 8);
  CHECK(V.Minor == 5);
  auto &T = std::get<TargetDirective>(P->M.Items[1]);
  REQUIRE(T.Targets.size() == 2);
  CHECK(T.Targets[0].Text == "sm_90a");
  CHECK(T.Targets[1].Text == "debug");
  CHECK(std::get<AddressSizeDirective>(P->M.Items[2]).Size.Text == "64");
}

TEST_CASE("instructions are generic: opcode, modifiers, operands",
          "[parser]") {
  auto P = parse(".entry k(.param .u64 p)\n{\n"
                 "  @!%p1 ld.global.L2::cache_hint.v2.b32 {%r1, _}, [%rd1+-4], %rd2;\n"
                 "  mov.u32 %r3, %tid.x;\n"
                 "  made.up.qualifier.L9::nonsense %r1;\n"
                 "}\n");
  REQUIRE(P->Diags.errorCount() == 0);
  const Function &F = onlyFunction(P->M);
  CHECK(F.K == Function::Kind::Entry);
  REQUIRE(F.Parameters);
  CHECK(F.Parameters->size() == 1);

  const Instruction &Load = instruction(F, 0);
  REQUIRE(Load.Pred);
  CHECK(Load.Pred->Negated);
  CHECK(Load.Pred->Predicate.text() == "%p1");
  CHECK(Load.Opcode.text() == "ld");
  REQUIRE(Load.modifiers().size() == 4);
  CHECK(Load.modifiers()[1].text() == ".L2::cache_hint");
  CHECK(textOf(*P, Load.modifiers()[1].Range) == ".L2::cache_hint");
  REQUIRE(Load.operands().size() == 3);
  CHECK(Load.operands()[0].kind() == Operand::Kind::Vector);
  CHECK(Load.operands()[0].elements()[1].kind() == Operand::Kind::Sink);
  const Operand &Address = Load.operands()[1];
  CHECK(Address.kind() == Operand::Kind::Address);
  const Expr &Sum = *Address.elements().at(0).value();
  CHECK(Sum.K == Expr::Kind::Binary);
  CHECK(Sum.text() == "+");
  CHECK(Sum.Operands[1]->K == Expr::Kind::Unary);

  const Instruction &Mov = instruction(F, 1);
  const Expr &Tid = *Mov.operands()[1].value();
  CHECK(Tid.K == Expr::Kind::Symbol);
  CHECK(Tid.text() == "%tid");
  CHECK(Tid.Component == ".x");

  CHECK(instruction(F, 2).Opcode.text() == "made");
}

TEST_CASE("predicate pairs on vectors and sinks", "[parser]") {
  auto P = parse(".entry k()\n{\n"
                 "  tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}|%p1, [t, {%f5, %f6}];\n"
                 "  elect.sync _|%p2, %r1;\n"
                 "  setp.eq.s32 %p3|%p4, %r1, 0;\n"
                 "}\n");
  REQUIRE(P->Diags.errorCount() == 0);
  const Function &F = onlyFunction(P->M);
  CHECK(instruction(F, 0).operands()[0].pairedPredicate()->text() == "%p1");
  CHECK(instruction(F, 0).operands()[1].elements()[1].kind() ==
        Operand::Kind::Vector);
  CHECK(instruction(F, 1).operands()[0].kind() == Operand::Kind::Sink);
  CHECK(instruction(F, 1).operands()[0].pairedPredicate()->text() == "%p2");
  CHECK(instruction(F, 2).operands()[0].value()->text() == "|");
}

TEST_CASE("declarations keep their qualifiers in order", "[parser]") {
  auto P = parse(".global .attribute(.managed) .align 8 .u64 p = generic(a)+8, "
                 "q[2] = {1, 2};\n");
  REQUIRE(P->Diags.errorCount() == 0);
  auto &V = std::get<VariableDecl>(P->M.Items.at(0));
  REQUIRE(V.Qualifiers.size() == 4);
  CHECK(V.Qualifiers[1].isAttribute());
  CHECK(V.Qualifiers[1].Attributes.at(0).Name.Text == ".managed");
  CHECK(V.Qualifiers[2].Argument->Text == "8");
  REQUIRE(V.Declarators.size() == 2);
  const Expr &Init = *V.Declarators[0].Init->Value;
  CHECK(Init.K == Expr::Kind::Binary);
  CHECK(Init.Operands[0]->K == Expr::Kind::Call);
  REQUIRE(V.Declarators[1].Init->isList());
  // Numbers in a row are one run (NumberRuns.h), standing for both.
  REQUIRE(V.Declarators[1].Init->Elements.size() == 1);
  CHECK(V.Declarators[1].Init->Elements[0].Numbers->Count == 2);
  CHECK(elementCount(*V.Declarators[1].Init) == 2);
}

TEST_CASE("call prototypes, branch targets and debug sections", "[parser]") {
  auto P = parse(".func f()\n{\n"
                 "  proto: .callprototype (.param .b32 _) _ (.param .b64 _);\n"
                 "  ts: .branchtargets L1, L2;\n"
                 "L1:\n L2:\n"
                 "  .loc 1 2 3, function_name $L__info, inlined_at 1 4 5\n"
                 "  ret;\n}\n"
                 ".section .debug_info\n{\n$L__info:\n.b32 .debug_abbrev\n"
                 ".b64 .debug_str+16, 7\n}\n");
  REQUIRE(P->Diags.errorCount() == 0);
  const Function &F = onlyFunction(P->M);
  auto &Proto = F.Body->Statements.at(0).get<CallPrototype>();
  CHECK(Proto.ReturnParameters->size() == 1);
  CHECK(Proto.Parameters->size() == 1);
  auto &Targets = F.Body->Statements.at(1).get<TargetListDirective>();
  CHECK(Targets.Targets.size() == 2);
  auto &Loc = F.Body->Statements.at(4).get<LocDirective>();
  CHECK(Loc.InlinedLine->Text == "4");
  auto &Section = std::get<SectionDirective>(P->M.Items.at(1));
  REQUIRE(Section.Entries.size() == 3);
  CHECK(Section.Entries[0].IsLabel);
  CHECK(Section.Entries[2].Values.size() == 2);
}

TEST_CASE("syntax errors are located and parsing goes on", "[parser]") {
  auto P = parse(".entry k()\n{\n"
                 "  mov.u32 %r1, 1\n"    // missing ';'
                 "  add.u32 %r1, %r1, ;\n" // missing operand
                 "  ret;\n}\n"
                 ".global .u32 ok;\n");
  CHECK(P->Diags.errorCount() == 2);
  P->Diags.sortByLocation();
  const Diagnostic &Missing = P->Diags.diagnostics()[0];
  CHECK(Missing.ID == DiagID::SyntaxError);
  CHECK(P->Source->lineColumn(Missing.Range.Begin).Line == 3);
  CHECK(P->Source->lineColumn(Missing.Range.Begin).Column == 17);
  CHECK(P->Source->lineColumn(P->Diags.diagnostics()[1].Range.Begin).Line == 4);
  // The damaged statements are left out; the rest survives.
  const Function &F = onlyFunction(P->M);
  REQUIRE(F.Body->Statements.size() == 1);
  CHECK(instruction(F, 0).Opcode.text() == "ret");
  CHECK(std::holds_alternative<VariableDecl>(P->M.Items.back()));
}

TEST_CASE("lexical errors", "[parser]") {
  auto P = parse(".global .u32 a;\n.global .u32 \x01 b;\n/* open");
  P->Diags.sortByLocation();
  REQUIRE(P->Diags.diagnostics().size() == 2);
  CHECK(P->Diags.diagnostics()[0].ID == DiagID::InvalidCharacter);
  CHECK(P->Diags.diagnostics()[1].ID == DiagID::UnterminatedComment);
}

TEST_CASE("comments are kept on request, in order", "[parser]") {
  auto P = parse("// head\n.global .u32 a; /* mid */\n.global .u32 b;\n// tail\n",
                 /*KeepComments=*/true);
  REQUIRE(P->M.Comments.size() == 3);
  CHECK(P->M.Comments[0].Text == "// head");
  CHECK(P->M.Comments[2].Text == "// tail");
  auto Q = parse("// head\n.global .u32 a;\n");
  CHECK(Q->M.Comments.empty());
}

TEST_CASE("video part selects stay on their operand", "[parser]") {
  auto P = parse(".entry k()\n{\n"
                 "  vmad.s32.s32.s32 r0, -r1.b2, r2.h1, r3;\n"
                 "  vadd4.s32.s32.s32 r1.b10, r2.b3210, r3, r1;\n"
                 "}\n");
  REQUIRE(P->Diags.errorCount() == 0);
  const Function &F = onlyFunction(P->M);
  const Instruction &Mad = instruction(F, 0);
  CHECK(Mad.operands()[0].selector().Text.empty());
  const Operand &A = Mad.operands()[1];
  CHECK(A.selector().Text == ".b2");
  CHECK(textOf(*P, A.selector().Range) == ".b2");
  CHECK(textOf(*P, A.range()) == "-r1.b2");
  REQUIRE(A.value()->K == Expr::Kind::Unary);
  CHECK(A.value()->Operands[0]->text() == "r1");
  CHECK(A.value()->Operands[0]->Component.empty());
  CHECK(Mad.operands()[2].selector().Text == ".h1");
  CHECK(Mad.operands()[2].value()->text() == "r2");
  CHECK(instruction(F, 1).operands()[0].selector().Text == ".b10");
  CHECK(instruction(F, 1).operands()[1].selector().Text == ".b3210");
}

TEST_CASE("a .func header may end where the next item begins", "[parser]") {
  auto P = parse(".visible .func f ()\n"
                 ".visible .func (.param .s32 r) g (.param .s32 a)\n"
                 ".func f () { ret; }\n"
                 ".func h");
  REQUIRE(P->Diags.errorCount() == 0);
  REQUIRE(P->M.Items.size() == 4);
  auto &F = std::get<Function>(P->M.Items[0]);
  CHECK(!F.Body);
  CHECK(textOf(*P, F.Range) == ".visible .func f ()");
  auto &G = std::get<Function>(P->M.Items[1]);
  CHECK(!G.Body);
  REQUIRE(G.Linkage.size() == 1);
  CHECK(G.Linkage[0].Text == ".visible");
  CHECK(G.ReturnParameters->size() == 1);
  CHECK(std::get<Function>(P->M.Items[2]).Body);
  CHECK(!std::get<Function>(P->M.Items[3]).Body);

  auto Entry = parse(".entry k ()\n.entry k () { ret; }\n");
  REQUIRE(Entry->Diags.errorCount() == 1);
  CHECK(Entry->Diags.diagnostics()[0].Range.Begin == 11);
}

TEST_CASE("declarations without a name, strings, version numbers",
          "[parser]") {
  auto P = parse(".version 08.10\n.reg .b32;\n"
                 ".file 1 \"a\\\"\n.file 2 \"two\nlines\"\n");
  REQUIRE(P->Diags.errorCount() == 0);
  REQUIRE(P->M.Items.size() == 4);
  auto &V = std::get<VersionDirective>(P->M.Items[0]);
  CHECK(V.Major == 8);
  CHECK(V.Minor == 10);
  auto &Decl = std::get<VariableDecl>(P->M.Items[1]);
  CHECK(Decl.Qualifiers.size() == 2);
  CHECK(Decl.Declarators.empty());
  CHECK(std::get<FileDirective>(P->M.Items[2]).Path.Text == "\"a\\\"");
  CHECK(std::get<FileDirective>(P->M.Items[3]).Path.Text == "\"two\nlines\"");

  auto Wrapped = parse(".version 8.4294967301\n");
  REQUIRE(Wrapped->Diags.errorCount() == 0);
  CHECK(std::get<VersionDirective>(Wrapped->M.Items[0]).Minor == 5);

  auto Comment = parse(".version /* x */ 8.0\n");
  REQUIRE(Comment->Diags.errorCount() == 1);
  CHECK(Comment->Diags.diagnostics()[0].Range.Begin == 9);
}

TEST_CASE("a statement handle keeps every kind and its node", "[parser]") {
  // Two kinds share a tag and are told apart by a fourth bit of the
  // address: each of the nine must come back as itself.
  auto P = parse(".func f()\n{\n"
                 "L1:\n"
                 "  ret;\n"
                 "  .reg .b32 %r<2>;\n"
                 "  .loc 1 2 3\n"
                 "  .pragma \"nounroll\";\n"
                 "  { ret; }\n"
                 "  ts: .branchtargets L1;\n"
                 "  proto: .callprototype _ (.param .b32 _);\n"
                 "@@DWARF .4byte 1\n"
                 "}\n");
  REQUIRE(P->Diags.errorCount() == 0);
  const NodeList<Statement> &Body = onlyFunction(P->M).Body->Statements;
  using K = Statement::Kind;
  const K Expected[] = {K::Label,           K::Instruction,
                        K::VariableDecl,    K::LocDirective,
                        K::PragmaDirective, K::Block,
                        K::TargetListDirective, K::CallPrototype,
                        K::DwarfLine};
  REQUIRE(Body.size() == std::size(Expected));
  for (size_t I = 0; I < Body.size(); ++I)
    CHECK(Body[I].kind() == Expected[I]);
  CHECK(Body[0].get<Label>().Name.text() == "L1");
  CHECK(Body[1].get<Instruction>().Opcode.text() == "ret");
  CHECK(Body[2].get<VariableDecl>().Declarators.at(0).Name.Text == "%r");
  CHECK(Body[4].get<PragmaDirective>().Strings.at(0).Text == "\"nounroll\"");
  CHECK(Body[5].get<Block>().Statements.size() == 1);
  CHECK(Body[6].get<TargetListDirective>().Name.Text == "ts");
  CHECK(Body[7].get<CallPrototype>().Name.Text == "proto");
  CHECK(textOf(*P, Body[8].get<DwarfLine>().Text.Range) == "@@DWARF .4byte 1");
  // The neighbours of the shared tag are not taken for each other.
  CHECK(!Body[7].getIf<DwarfLine>());
  CHECK(!Body[8].getIf<CallPrototype>());
  CHECK(!Body[6].getIf<CallPrototype>());
  for (size_t I = 0; I < Body.size(); ++I)
    CHECK(rangeOf(Body[I]).Begin > 0);
}

TEST_CASE("an expression's operands are found behind it", "[parser]") {
  auto P = parse(".func f()\n{\n"
                 "  .reg .b32 %r<2>;\n"
                 "  add.s32 %r1, %r0, (1 + 2) * -3;\n"
                 "  ret;\n}\n");
  REQUIRE(P->Diags.errorCount() == 0);
  const Instruction &Add = instruction(onlyFunction(P->M), 1);
  const Expr &Leaf = *Add.operands()[0].value();
  CHECK(Leaf.K == Expr::Kind::Symbol);
  CHECK(Leaf.numOperands() == 0);
  CHECK(!Leaf.Operands[0]);
  const Expr &Product = *Add.operands()[2].value();
  REQUIRE(Product.K == Expr::Kind::Binary);
  REQUIRE(Product.numOperands() == 2);
  const Expr &Paren = *Product.Operands[0];
  REQUIRE(Paren.K == Expr::Kind::Paren);
  REQUIRE(Paren.numOperands() == 1);
  const Expr &Sum = *Paren.Operands[0];
  REQUIRE(Sum.numOperands() == 2);
  CHECK(Sum.Operands[0]->text() == "1");
  CHECK(Sum.Operands[1]->text() == "2");
  const Expr &Negation = *Product.Operands[1];
  REQUIRE(Negation.K == Expr::Kind::Unary);
  CHECK(Negation.Operands[0]->text() == "3");
  CHECK(textOf(*P, Product.Range) == "(1 + 2) * -3");
}

TEST_CASE("the nodes of a huge body stay small", "[parser]") {
  // A function of a million instructions holds a million of each:
  // docs/performance.md measures what these sizes add up to.
  if constexpr (sizeof(void *) == 8) {
    CHECK(sizeof(Statement) == 8);
    CHECK(sizeof(Expr) == 12);
    CHECK(sizeof(Modifier) == 8);
    CHECK(sizeof(Guard) == 20);
    CHECK(sizeof(Operand) == 8);
    CHECK(sizeof(OperandParts) == 40);
    CHECK(sizeof(Instruction) == 40);
    CHECK(sizeof(Label) == 16);
  }
}

TEST_CASE("words and expressions find their text through their arena page",
          "[parser]") {
  std::string LongName(70000, 'n'); // Past what 16 bits of length say.
  std::string TooManyModifiers = "  mov";
  for (size_t I = 0; I <= Instruction::MaxModifiers; ++I)
    TooManyModifiers += ".b32";
  // More operands than a page holds: the modifiers before them in the
  // same array still find their page.
  std::string ManyOperands = "  mov.b32 %r1";
  for (int I = 0; I < 600; ++I)
    ManyOperands += ", %r2";
  std::unique_ptr<SourceFile> Source = SourceFile::fromString(
      "t.ptx", ".version 8.0\n.target sm_80\n.address_size 64\n"
               ".global .b32 " +
                   LongName +
                   ";\n"
                   ".entry k() {\n"
                   "  .reg .b32 %r<3>;\n"
                   "  .reg .pred %p;\n"
                   "  @!%p add.s32.sat %r1, %tid .x, " +
                   LongName +
                   ";\n"
                   "  mov.u32 %r2, (1 + 2) * 3;\n" +
                   TooManyModifiers + " %r1, 1;\n" + ManyOperands +
                   ";\n"
                   "}\n");
  for (bool FastPath : {true, false}) {
    DiagnosticEngine Diags;
    Module M = parseWith(*Source, Diags, FastPath);
    // Only the instruction with too many modifiers is wrong: it is kept,
    // with the most modifiers an instruction keeps.
    REQUIRE(Diags.errorCount() == 1);
    CHECK(Diags.diagnostics()[0].Message.find("qualifiers") !=
          std::string::npos);
    const Block &Body = *std::get<Function>(M.Items.back()).Body;
    const auto &Add = Body.Statements[2].get<Instruction>();
    CHECK(Add.Opcode.text() == "add");
    CHECK(Add.Pred->Predicate.text() == "%p");
    REQUIRE(Add.modifiers().size() == 2);
    CHECK(Add.modifiers()[1].text() == ".sat");
    // A component after a blank: the name is the start of the range.
    const Expr &Tid = *Add.operands()[1].value();
    CHECK(Tid.text() == "%tid");
    CHECK(Tid.Component == ".x");
    CHECK(Tid.Range.size() == 7);
    CHECK(Add.operands()[2].value()->text() == LongName);
    // An operator's text lies inside its range.
    const auto &Mov = Body.Statements[3].get<Instruction>();
    const Expr &Product = *Mov.operands()[1].value();
    CHECK(Product.text() == "*");
    CHECK(Product.Operands[0]->Operands[0]->Operands[1]->text() == "2");
    const auto &Wide = Body.Statements[4].get<Instruction>();
    CHECK(Wide.modifiers().size() == Instruction::MaxModifiers);
    CHECK(Wide.modifiers().back().text() == ".b32");
    const auto &Long = Body.Statements[5].get<Instruction>();
    CHECK(Long.modifiers()[0].text() == ".b32");
    REQUIRE(Long.operands().size() == 601);
    CHECK(Long.operands()[0].value()->text() == "%r1");
    CHECK(Long.operands()[600].value()->text() == "%r2");
  }
}

TEST_CASE("an expression built outside the source keeps its text beside it",
          "[parser]") {
  std::string Source = "x + 1";
  ASTArena Arena(Source);
  std::string_view Text = Source;
  Expr *Sum = makeExpr(Arena, Expr::Kind::Binary, {0, 5}, Text.substr(2, 1));
  Sum->Operands[0] = makeExpr(Arena, Expr::Kind::Symbol, {0, 1}, "y");
  Sum->Operands[1] =
      makeExpr(Arena, Expr::Kind::IntegerLiteral, {4, 5}, Text.substr(4, 1));
  CHECK(Sum->text() == "+");
  CHECK(Sum->Operands[0]->text() == "y"); // Not the source's `x`.
  CHECK(Sum->Operands[1]->text() == "1");
  StandaloneExpr Name(Expr::Kind::Symbol, {7, 9}, "%p");
  CHECK(Name.expr().text() == "%p");
  CHECK(Name.expr().numOperands() == 0);
}

TEST_CASE("an operand that is only its expression is stored as the Expr",
          "[parser]") {
  std::unique_ptr<SourceFile> Source = SourceFile::fromString(
      "t.ptx", ".version 8.0\n.target sm_80\n.address_size 64\n"
               ".entry k() {\n"
               "  .reg .b32 %r<3>;\n"
               "  add.s32 %r1, (%r2), 3;\n"
               "  vadd.s32.s32.s32 %r1, %r2.b1, %r2|_, %r1;\n"
               "  ld.u32 {%r1, _}, [%r2+4];\n"
               "}\n");
  // The hand-written parser and the grammar's store operands alike.
  for (bool FastPath : {true, false}) {
    DiagnosticEngine Diags;
    Module M = parseWith(*Source, Diags, FastPath);
    REQUIRE(Diags.errorCount() == 0);
    const Block &Body = *std::get<Function>(M.Items.back()).Body;
    const auto &Add = Body.Statements[1].get<Instruction>();
    // A plain register: its range is its Expr's.
    CHECK(Add.operands()[0].kind() == Operand::Kind::Expression);
    CHECK(Add.operands()[0].range() == Add.operands()[0].value()->Range);
    CHECK(Add.operands()[0].elements().empty());
    CHECK(!Add.operands()[0].pairedSink());
    // `(%r2)` outside a call is a parenthesized expression.
    CHECK(Add.operands()[1].value()->K == Expr::Kind::Paren);
    CHECK(Source->slice(Add.operands()[1].range().Begin,
                        Add.operands()[1].range().End) == "(%r2)");
    // A selector and a discarded paired predicate widen the range past the
    // Expr's: such operands keep their parts.
    const auto &Vadd = Body.Statements[2].get<Instruction>();
    CHECK(Vadd.operands()[1].selector().Text == ".b1");
    CHECK(Vadd.operands()[1].range().size() == 6);
    CHECK(Vadd.operands()[1].value()->Range.size() == 3);
    CHECK(Vadd.operands()[2].pairedSink());
    CHECK(Vadd.operands()[2].range().size() == 5);
    CHECK(Vadd.operands()[3].selector().Text.empty());
    const auto &Ld = Body.Statements[3].get<Instruction>();
    CHECK(Ld.operands()[0].kind() == Operand::Kind::Vector);
    CHECK(Ld.operands()[0].elements().size() == 2);
    CHECK(Ld.operands()[0].elements()[1].kind() == Operand::Kind::Sink);
    CHECK(!Ld.operands()[0].value());
    CHECK(Ld.operands()[1].kind() == Operand::Kind::Address);
    CHECK(Ld.operands()[1].elements()[0].value()->K == Expr::Kind::Binary);
  }
}
