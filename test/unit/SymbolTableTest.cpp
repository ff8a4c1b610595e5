//===- SymbolTableTest.cpp - Labels kept apart from other names -----------===//
//
// A scope keeps its labels in a table of their own (SymbolTable::
// LabelTable), beside the map of every other name. The two must still
// act as one scope: a name is declared once, whichever kind, and a label
// found by lookup stays where it was while thousands more are declared.
//
//===----------------------------------------------------------------------===//

#include "Check/SymbolTable.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace ptxlint;

TEST_CASE("a scope's labels and other names are one scope", "[symbols]") {
  SymbolTable Table;
  Table.pushScope();
  FullSymbol Register(SymbolKind::Register, {10, 13}, ".b32", ".reg");
  REQUIRE(!Table.declare("%r1", Register));
  REQUIRE(!Table.declareLabel("$L1", {20, 23}));
  REQUIRE(
      !Table.declareLabel("targets", {30, 37}, Symbol::List::BranchTargets));

  const Symbol *Label = Table.lookup("$L1");
  REQUIRE(Label);
  CHECK(Label->Kind == SymbolKind::Label);
  CHECK(Label->Declared == SourceRange{20, 23});
  CHECK(Label->facts().Type.empty()); // A label has no facts.
  CHECK(!Label->facts().Parameters);
  CHECK(Table.lookup("targets")->TargetList == Symbol::List::BranchTargets);
  CHECK(Table.lookup("%r1")->facts().Type == ".b32");

  SECTION("a name is declared once, whichever kind") {
    const Symbol *Earlier = Table.declare("$L1", Register);
    REQUIRE(Earlier);
    CHECK(Earlier->Declared == SourceRange{20, 23});
    Earlier = Table.declareLabel("%r1", {40, 43});
    REQUIRE(Earlier);
    CHECK(Earlier->Kind == SymbolKind::Register);
    CHECK(Table.declareLabel("$L1", {50, 53})->Declared == SourceRange{20, 23});
  }

  SECTION("a register range may not cover a label") {
    REQUIRE(!Table.declareLabel("$x7", {60, 63}));
    const Symbol *Covered = Table.declareRange("$x", 8, Register);
    REQUIRE(Covered);
    CHECK(Covered->Kind == SymbolKind::Label);
    CHECK(!Table.declareRange("$x", 7, Register)); // $x0 to $x6.
    CHECK(!Table.declareRange("$y", 8, Register));
    CHECK(Table.declareLabel("$y3", {70, 73})->Kind == SymbolKind::Register);
  }

  SECTION("an inner scope's label hides an outer name, then goes") {
    Table.pushScope();
    REQUIRE(!Table.declareLabel("%r1", {80, 83}));
    CHECK(Table.lookup("%r1")->Kind == SymbolKind::Label);
    Table.popScope();
    CHECK(Table.lookup("%r1")->Kind == SymbolKind::Register);
  }

  SECTION("labels stay where they are while the table grows") {
    std::vector<std::string> Names;
    for (int I = 0; I < 100000; ++I)
      Names.push_back("$L__BB0_" + std::to_string(I + 2));
    Table.reserveLabels(10); // Far too few: the table grows as it fills.
    for (uint32_t I = 0; I < Names.size(); ++I)
      REQUIRE(!Table.declareLabel(Names[I], {I, I + 1}));
    CHECK(Table.lookup("$L1") == Label);
    for (uint32_t I = 0; I < Names.size(); I += 997) {
      const Symbol *Found = Table.lookup(Names[I]);
      REQUIRE(Found);
      CHECK(Found->Declared.Begin == I);
    }
    CHECK(!Table.lookup("$L__BB0_0"));
    CHECK(!Table.lookup("$L__BB0_100002"));
    // The lowest-numbered label of the prefix is 2: a range over it is
    // refused, one up to it is not.
    CHECK(Table.declareRange("$L__BB0_", 3, Register));
    CHECK(!Table.declareRange("$L__BB0_", 2, Register));
  }
}
