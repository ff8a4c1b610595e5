//===- NumberRunsTest.cpp - Runs of numbers in initializers ---------------===//
//
// What a run's shape records and what its reader gives back, on lists the
// parser builds (FastParserTest checks that both parsers build the same).
//
//===----------------------------------------------------------------------===//

#include "Parse/ASTDump.h"

#include "ptxlint/Diagnostic.h"
#include "ptxlint/NumberRuns.h"
#include "ptxlint/Parser.h"
#include "ptxlint/SourceFile.h"

#include "ParsedModule.h"

#include <catch2/catch.hpp>

using namespace ptxlint;

using test::Parsed;

namespace {
/// The initial value of the module's first variable.
const Initializer &firstInit(const Parsed &P) {
  return *std::get<VariableDecl>(P.M.Items.at(0)).Declarators.at(0).Init;
}

std::unique_ptr<Parsed> parse(std::string Declaration) {
  auto P = test::parse(std::move(Declaration));
  REQUIRE(P->Diags.errorCount() == 0);
  return P;
}

/// The elements a run reads back, as text: `-5`, `0x1F`, `{2}` for a list
/// of two.
std::vector<std::string> readBack(const Initializer &Run) {
  std::vector<std::string> Out;
  NumberReader Reader(Run);
  NumberElement E;
  while (Reader.next(E)) {
    if (E.IsList)
      Out.push_back("{" + std::to_string(E.Count) + "}");
    else
      Out.push_back((E.Negated ? "-" : "") +
                    std::string(Reader.text(E.Literal)) +
                    (E.Float ? "f" : "i"));
  }
  return Out;
}
} // namespace

TEST_CASE("numbers in a row are one run; other elements break it",
          "[numberruns]") {
  auto P = parse(".global .u64 t[7] = {1, - /* c */ 2, 0X1F, generic(g), "
                 "1.5e-3, // x\n 0f3F800000, (3)};\n");
  const Initializer &List = firstInit(*P);
  REQUIRE(List.isList());
  REQUIRE(List.Elements.size() == 4);
  CHECK(List.Elements[0].K == Initializer::Kind::Numbers);
  CHECK(List.Elements[1].K == Initializer::Kind::Value);
  CHECK(List.Elements[2].K == Initializer::Kind::Numbers);
  CHECK(List.Elements[3].K == Initializer::Kind::Value); // (3)
  CHECK(elementCount(List) == 7);
  CHECK(readBack(List.Elements[0]) ==
        std::vector<std::string>{"1i", "-2i", "0X1Fi"});
  CHECK(readBack(List.Elements[2]) ==
        std::vector<std::string>{"1.5e-3f", "0f3F800000f"});
  const NumberShape &First = *List.Elements[0].Numbers;
  CHECK(First.Count == 3);
  CHECK(First.Integers);
  CHECK(!First.Floats);
  CHECK(P->Source->slice(List.Elements[0].Range.Begin,
                         List.Elements[0].Range.End) ==
        "1, - /* c */ 2, 0X1F");
}

TEST_CASE("a run records how its lists nest and how long they are",
          "[numberruns]") {
  auto P = parse(".global .u32 t[3][2][2] = {{{1, 2}, {3, 4}}, "
                 "{{5, 6}, {7}}, {{8, 9}, {10, 11}, {12, 13}}};\n");
  const Initializer &List = firstInit(*P);
  REQUIRE(List.Elements.size() == 1);
  const NumberShape &S = *List.Elements[0].Numbers;
  CHECK(S.Count == 3);
  CHECK(S.Levels[0].Lists);
  CHECK(!S.Levels[0].Numbers);
  CHECK(S.Levels[0].FewestElements == 2);
  CHECK(S.Levels[0].MostElements == 3);
  CHECK(S.Levels[1].Lists);
  CHECK(S.Levels[1].FewestElements == 1);
  CHECK(S.Levels[1].MostElements == 2);
  CHECK(S.Levels[2].Numbers);
  CHECK(!S.Levels[3].Numbers);
  // Lists read back, and what is inside them.
  NumberReader Reader(List.Elements[0]);
  NumberElement Row;
  REQUIRE(Reader.next(Row));
  REQUIRE(Reader.next(Row));
  CHECK(Row.IsList);
  CHECK(Row.Count == 2);
  NumberReader Inside = Reader.inside(Row);
  NumberElement Pair;
  REQUIRE(Inside.next(Pair));
  REQUIRE(Inside.next(Pair));
  CHECK(Pair.Count == 1);
  CHECK(Inside.text(Pair.Range) == "{7}");
  CHECK(!Inside.next(Pair));
}

TEST_CASE("lists too deep or too long for a run are kept as nodes",
          "[numberruns]") {
  auto Deep = parse(".global .u32 d[1][1][1][1][1] = {{{{{1}}}}};\n");
  // {{{{1}}}} nests four lists: one too many for a run's shape, so the
  // outer list holds a list, which holds a run of one {{{1}}}.
  const Initializer &Outer = firstInit(*Deep);
  REQUIRE(Outer.Elements.size() == 1);
  CHECK(Outer.Elements[0].K == Initializer::Kind::List);
  CHECK(Outer.Elements[0].Elements.at(0).K == Initializer::Kind::Numbers);

  std::string Row = "{";
  for (unsigned I = 0; I < NumberShape::MaxListTokens; ++I)
    Row += I ? ", 1" : "1";
  auto Long = parse(".global .u32 l[2][2000] = {" + Row + "}, {1}};\n");
  const Initializer &Rows = firstInit(*Long);
  REQUIRE(Rows.Elements.size() == 2);
  CHECK(Rows.Elements[0].K == Initializer::Kind::List);
  CHECK(elementCount(Rows.Elements[0]) == NumberShape::MaxListTokens);
  CHECK(Rows.Elements[1].K == Initializer::Kind::Numbers);
}

TEST_CASE("long decimals are noted for the overflow check", "[numberruns]") {
  auto P = parse(".global .u64 t[3] = {1, 12345678901234567890, 0x1};\n");
  const NumberShape &S = *firstInit(*P).Elements.at(0).Numbers;
  CHECK(S.LongDecimals);
  CHECK(isLongDecimal("12345678901234567890"));
  CHECK(!isLongDecimal("1234567890123456789"));
  CHECK(!isLongDecimal("0x12345678901234567890"));
  CHECK(isFloatLiteral("0d3FF0000000000000"));
  CHECK(isFloatLiteral("1e5"));
  CHECK(!isFloatLiteral("0x1e5"));
  CHECK(!isFloatLiteral("0b101"));
}

TEST_CASE("after a syntax error, the numbers the fast path read are not "
          "read again, and the tree is the grammar's",
          "[numberruns]") {
  // The fast path gives up at the error; the grammar reads the first
  // element of each run it read and skips the rest (fast::NumberSpan).
  const char *const Texts[] = {
      ".global .u32 t[8] = {1, 2, 3, 4, , 6};\n",
      ".global .u32 t[8] = {1, 2 /* a */, 3, // b\n 4.5, 5 6};\n",
      ".global .u32 t[2][2] = {{1, 2}, {3, 4}, {5 6}};\n.global .u32 s = 1;\n",
      ".global .u32 a[3] = {1, 2, 3};\n.global .u32 b[2] = {1, x y};\n"
      ".global .u32 c[4] = {-1, 2, 3, 4} junk\n",
      ".global .u64 t[4] = {1, 2, generic(g), 3, 4 +};\n",
      ".global .u32 t[3] = {1,\n2,\n3};\n.global .u32 = 5;\n"
      ".entry k() { ret; }\n",
      // Errors with numbers in a row after them, which the fast path notes
      // too; the grammar's recovery takes them as elements, or the chunk is
      // read whole.
      ".global .u32 t[9] = {1, 2, , 3, 4, 5, 6};\n",
      ".global .u32 t[9] = {1, 2 x, 3, 4, 5, 6};\n",
      ".global .u32 t[9] = {1, 2; 3, 4, 5, 6};\n.global .u32 u = 1;\n",
      ".global .u32 t[9] = {1, 2 3 4, 5, 6, 7};\n",
      ".global .u32 t[9] = {1, 2, 3 +, 4, 5, 6};\n",
      ".global .u32 t[9] = {1, (2, 3, 4, 5, 6};\n",
      ".global .u32 t[9] = {1, 2}, 3, 4, 5;\n",
      ".global .u32 t[4][2] = {{1, 2}, {3 4}, {5, 6}, {7, 8}};\n",
      ".global .u32 t[4][3] = {{1, 2, x y}, {3, 4, 5}, {5, 6, 7}};\n",
      ".global .u32 t[4][3] = {{1, 2, , 9, 9}, {3, 4, 5}, {5, 6, 7}} x\n",
      ".global .u32 t[9] = {1, 2, {, 3, 4}, 5, 6, 7};\n",
      ".global .u32 t[9] = {1, 2, /* c */ , 3, // d\n 4, /* e */ 5};\n",
      ".global .u32 t[9] = {1, 2, .u32, 3, 4, 5}\n.global .u32 v[2] = {1, 2};\n",
  };
  for (const char *Text : Texts) {
    INFO(Text);
    auto Source = SourceFile::fromString("t.ptx", Text);
    std::string Dumps[2], Errors[2];
    for (bool FastPath : {true, false}) {
      DiagnosticEngine Diags;
      ParseOptions Options;
      Options.FastPath = FastPath;
      Options.KeepComments = true;
      Module M = parseModule(*Source, Diags, Options);
      dumpItems(M.Items, M.Comments, Source->text(), Dumps[FastPath]);
      for (const Diagnostic &D : Diags.diagnostics())
        Errors[FastPath] += std::to_string(D.Range.Begin) + " " + D.Message + "\n";
    }
    CHECK(!Errors[true].empty());
    CHECK(Errors[true] == Errors[false]);
    CHECK(Dumps[true] == Dumps[false]);
  }
}
