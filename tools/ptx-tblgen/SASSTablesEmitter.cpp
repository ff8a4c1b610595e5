//===- SASSTablesEmitter.cpp - -gen-sass-tables ---------------------------===//
//
// Writes the SASS records of src/SASS/*.td as constant initializers in the
// shape of src/SASS/SASSTables.h. The output is included once, by
// src/SASS/SASSTables.cpp. Cross-references a typo could break are checked
// here, so that the C++ side can trust the tables.
//
//===----------------------------------------------------------------------===//

#include "Emitters.h"
#include "ISAModel.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TableGen/Error.h"
#include "llvm/TableGen/Record.h"
#include "llvm/TableGen/TableGenBackend.h"

using namespace llvm;
using namespace ptxlint::tblgen;

namespace {

class SASSTablesWriter {
public:
  SASSTablesWriter(RecordKeeper &Records, raw_ostream &OS)
      : Records(Records), OS(OS) {
    Modifiers.assignInDefinitionOrder(
        Records.getAllDerivedDefinitions("SASSModifier"));
    Effects.assignInDefinitionOrder(
        Records.getAllDerivedDefinitions("CacheEffect"));
    Addresses.assignInDefinitionOrder(
        Records.getAllDerivedDefinitions("AddressMode"));
    Opcodes.assignInDefinitionOrder(
        Records.getAllDerivedDefinitions("SASSOpcode"));
    Forms.assignInDefinitionOrder(Records.getAllDerivedDefinitions("SASSForm"));
    validate();
  }

  void write() {
    writeModifiers();
    writeEffects();
    writeAmbiguities();
    writeAddresses();
    writeForms();
    writeOpcodes();
    writeScoreboards();
    writePool("ModifierPool", ModifierPool);
    writePool("AddressPool", AddressPool);
    writePool("FormPool", FormPool);
  }

private:
  void string(StringRef S) {
    OS << '"';
    OS.write_escaped(S);
    OS << '"';
  }
  void bit(bool B) { OS << (B ? "true" : "false"); }
  void range(std::pair<unsigned, unsigned> R) {
    OS << "{" << R.first << ", " << R.second << "}";
  }
  /// The index of the def in Field of R, or -1 when the field is unset.
  int optionalIndex(const Record *R, StringRef Field,
                    const RecordTable &Table) {
    const RecordVal *V = R->getValue(Field);
    if (!V || !V->getValue() || !V->getValue()->isComplete())
      return -1;
    return static_cast<int>(Table.indexOf(R->getValueAsDef(Field)));
  }
  std::vector<unsigned> indices(const RecordTable &Table,
                                const std::vector<Record *> &List) {
    std::vector<unsigned> Result;
    for (const Record *R : List)
      Result.push_back(Table.indexOf(R));
    return Result;
  }
  void writePool(StringRef Name, const IndexPool &Pool) {
    OS << "static constexpr uint16_t " << Name << "[] = {";
    for (size_t I = 0; I < Pool.Entries.size(); ++I)
      OS << (I % 16 ? " " : "\n  ") << Pool.Entries[I] << ",";
    OS << (Pool.Entries.empty() ? "\n  0" : "") << "\n};\n\n";
  }

  static StringRef kindEnumerator(StringRef Kind) {
    if (Kind == "extension")
      return "ModifierKind::Extension";
    if (Kind == "cache")
      return "ModifierKind::Cache";
    return "ModifierKind::Operation";
  }

  void validate() {
    StringSet<> Spellings;
    for (const Record *M : Modifiers.records()) {
      StringRef Kind = M->getValueAsString("Kind");
      if (Kind != "extension" && Kind != "cache" && Kind != "operation")
        PrintFatalError(M->getLoc(),
                        "modifier kind '" + Kind +
                            "' is not extension, cache or operation");
      StringRef Spelling = M->getValueAsString("Spelling");
      if (!Spelling.startswith("."))
        PrintFatalError(M->getLoc(),
                        "modifier '" + Spelling + "' must start with a dot");
      if (!Spellings.insert(Spelling).second)
        PrintFatalError(M->getLoc(),
                        "modifier '" + Spelling + "' defined twice");
      int Alias = optionalIndex(M, "AliasOf", Modifiers);
      if (Alias >= 0 &&
          Modifiers.records()[Alias]->getValueAsString("Kind") != Kind)
        PrintFatalError(M->getLoc(), "an alias must be of its target's kind");
    }
    for (const Record *E : Effects.records()) {
      if (E->getValueAsDef("Cache")->getValueAsString("Kind") != "cache" ||
          E->getValueAsDef("Operation")->getValueAsString("Kind") !=
              "operation")
        PrintFatalError(E->getLoc(), "a CacheEffect pairs a cache hierarchy "
                                     "with an operation");
      if (E->getValueAsListOfDefs("Levels").empty())
        PrintFatalError(E->getLoc(), "a CacheEffect needs at least one level");
    }
    for (const Record *F : Forms.records()) {
      if (F->getValueAsListOfDefs("Operations").empty())
        PrintFatalError(F->getLoc(),
                        "a SASS form needs at least one operation");
      for (const Record *X : F->getValueAsListOfDefs("Extensions"))
        if (X->getValueAsString("Kind") != "extension")
          PrintFatalError(F->getLoc(),
                          "'" + X->getName() + "' is not an extension");
      bool HasCaches = !F->getValueAsListOfDefs("Caches").empty();
      if (F->getValueAsBit("CacheRequired") && !HasCaches)
        PrintFatalError(F->getLoc(), "CacheRequired without Caches");
      if (HasCaches && optionalIndex(F, "ImpliedCache", Modifiers) >= 0)
        PrintFatalError(F->getLoc(),
                        "a form with a cache position has no implied cache");
      if (!F->getValueAsBit("ReadScoreboard") &&
          F->getValueAsString("NoReadScoreboardReason").empty())
        PrintFatalError(F->getLoc(), "say why &rd is not allowed");
      for (const Record *Op : F->getValueAsListOfDefs("Operations"))
        if (Op->getValueAsBit("WholeCache") !=
            F->getValueAsListOfDefs("Addresses").empty())
          PrintFatalError(F->getLoc(),
                          "whole-cache operations take no address, others one");
    }
    if (Records.getAllDerivedDefinitions("ScoreboardFile").size() != 1)
      PrintFatalError("the SASS tables need exactly one ScoreboardFile");
  }

  void writeModifiers() {
    OS << "static constexpr ModifierInfo Modifiers[] = {\n";
    for (const Record *M : Modifiers.records()) {
      OS << "  {";
      string(M->getValueAsString("Spelling"));
      OS << ", " << kindEnumerator(M->getValueAsString("Kind")) << ", ";
      string(M->getValueAsString("Summary"));
      OS << ", " << optionalIndex(M, "AliasOf", Modifiers) << ", ";
      bit(M->getValueAsBit("Deprecated"));
      OS << ", ";
      bit(M->getValueAsBit("Default"));
      OS << ", ";
      bit(M->getValueAsBit("WholeCache"));
      OS << ", ";
      string(M->getValueAsString("Illegal"));
      OS << ", ";
      string(M->isSubClassOf("CacheHierarchy") ? M->getValueAsString("Noun")
                                               : StringRef());
      OS << "},  // " << M->getName() << "\n";
    }
    OS << "};\n\n";
  }

  void writeEffects() {
    OS << "// The cache x operation table.\n"
       << "static constexpr CacheEffectInfo CacheEffects[] = {\n";
    for (const Record *E : Effects.records()) {
      std::string Levels;
      for (const Record *L : E->getValueAsListOfDefs("Levels"))
        Levels +=
            (Levels.empty() ? "" : ", ") + L->getValueAsString("Name").str();
      OS << "  {" << Modifiers.indexOf(E->getValueAsDef("Cache")) << ", "
         << Modifiers.indexOf(E->getValueAsDef("Operation")) << ", ";
      string(Levels);
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  void writeAmbiguities() {
    OS << "// Combinations the document describes in two ways.\n"
       << "static constexpr AmbiguityInfo Ambiguities[] = {\n";
    std::vector<Record *> List =
        Records.getAllDerivedDefinitions("AmbiguousCombination");
    for (const Record *A : List) {
      OS << "  {" << Modifiers.indexOf(A->getValueAsDef("Cache")) << ", "
         << Modifiers.indexOf(A->getValueAsDef("Operation")) << ", ";
      string(A->getValueAsString("Reason"));
      OS << "},\n";
    }
    // An empty array is ill-formed; a sentinel no modifier pair matches.
    if (List.empty())
      OS << "  {UINT16_MAX, UINT16_MAX, \"\"},\n";
    OS << "};\n\n";
  }

  void writeAddresses() {
    OS << "static constexpr AddressModeInfo AddressModes[] = {\n";
    for (const Record *A : Addresses.records()) {
      OS << "  {";
      string(A->getValueAsString("Syntax"));
      OS << ", ";
      bit(A->getValueAsBit("HasRegister"));
      OS << ", " << A->getValueAsInt("ImmediateBits") << ", ";
      bit(A->getValueAsBit("Signed"));
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  void writeForms() {
    OS << "static constexpr FormInfo Forms[] = {\n";
    for (const Record *F : Forms.records()) {
      OS << "  {" << Opcodes.indexOf(F->getValueAsDef("Op")) << ", ";
      string(F->getValueAsString("Name"));
      OS << ",\n   ";
      string(F->getValueAsString("Syntax"));
      OS << ",\n   ";
      string(F->getValueAsString("Summary"));
      OS << ",\n   ";
      for (StringRef List : {"Extensions", "Caches", "Operations"}) {
        range(ModifierPool.add(
            indices(Modifiers, F->getValueAsListOfDefs(List))));
        OS << ", ";
      }
      range(AddressPool.add(
          indices(Addresses, F->getValueAsListOfDefs("Addresses"))));
      OS << ", ";
      bit(F->getValueAsBit("CacheRequired"));
      OS << ", " << optionalIndex(F, "ImpliedCache", Modifiers) << ", ";
      bit(F->getValueAsBit("ReadScoreboard"));
      OS << ", ";
      string(F->getValueAsString("NoReadScoreboardReason"));
      OS << ", " << F->getValueAsInt("MinWait") << "},\n";
    }
    OS << "};\n\n";
  }

  void writeOpcodes() {
    OS << "static constexpr OpcodeInfo Opcodes[] = {\n";
    for (const Record *Op : Opcodes.records()) {
      std::vector<unsigned> Of;
      for (unsigned I = 0; I < Forms.records().size(); ++I)
        if (Forms.records()[I]->getValueAsDef("Op") == Op)
          Of.push_back(I);
      OS << "  {";
      string(Op->getValueAsString("Name"));
      OS << ", ";
      string(Op->getValueAsDef("Arch")->getValueAsString("Name"));
      OS << ", ";
      string(Op->getValueAsString("Summary"));
      OS << ", ";
      range(FormPool.add(Of));
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  void writeScoreboards() {
    const Record *S =
        Records.getAllDerivedDefinitions("ScoreboardFile").front();
    OS << "static constexpr ScoreboardFileInfo ScoreboardFile = {"
       << S->getValueAsInt("Count") << ", " << S->getValueAsInt("Predicates")
       << "};\n\n";
  }

  RecordKeeper &Records;
  raw_ostream &OS;
  RecordTable Modifiers, Effects, Addresses, Opcodes, Forms;
  IndexPool ModifierPool, AddressPool, FormPool;
};

} // namespace

void ptxlint::tblgen::emitSASSTables(RecordKeeper &Records, raw_ostream &OS) {
  emitSourceFileHeader("ptx-lint SASS tables", OS);
  SASSTablesWriter(Records, OS).write();
}
