//===- ISATablesEmitter.cpp - -gen-isa-tables -----------------------------===//
//
// Writes every ISA record as a constant initializer in the shape of the
// structs in src/ISA/ISATables.h. The output is included once, by
// src/ISA/ISA.cpp.
//
//===----------------------------------------------------------------------===//

#include "Emitters.h"
#include "ISAModel.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TableGen/Error.h"
#include "llvm/TableGen/TableGenBackend.h"

#include <algorithm>

using namespace llvm;
using namespace ptxlint::tblgen;

namespace {

class TablesWriter {
public:
  TablesWriter(const ISAModel &Model, RecordKeeper &Records, raw_ostream &OS)
      : Model(Model), Records(Records), OS(OS) {}

  void write() {
    checkTableSizes();
    writeVersions();
    writeTargets();
    writeTargetOptions();
    writeModuleStructure();
    writeDirectiveFeatures();
    writeFunctionDirectiveRules();
    writeFunctionNameSections();
    writeRuntimeFunctions();
    writeRequirements();
    writeQualifiers();
    writeSlots();
    writeOperands();
    writeConstraints();
    writeTypeRules();
    writeForms();
    writeOpcodes();
    writeSpecialRegisters();
    writeConversionRules();
    writeLintFacts();
    // Pools last: the tables above filled them.
    writePool("TargetPool", TargetPool);
    writePool("QualifierPool", QualifierPool);
    writePool("SlotPool", SlotPool);
    writePool("OperandPool", OperandPool);
    writePool("ConstraintPool", ConstraintPool);
    writePool("FormPool", FormPool);
    writePool("TypeRulePool", TypeRulePool);
    writePool("DirectivePool", DirectivePool);
  }

private:
  void string(StringRef S) {
    OS << '"';
    OS.write_escaped(S);
    OS << '"';
  }
  void range(std::pair<unsigned, unsigned> R) {
    // IndexRange holds two uint16_t: a pool past 65,535 entries, or a
    // list longer than that, must stop the build here, not as a narrowing
    // error in the generated C++ (or, worse, as a wrapped index).
    fitsIndex(R.first, "index pool entries", UINT16_MAX);
    fitsIndex(R.second, "entries in one list", UINT16_MAX);
    OS << "{" << R.first << ", " << R.second << "}";
  }

  //===--------------------------------------------------------------------===//
  // Index types: every table and pool is indexed by a fixed-width integer
  // (ISATables.h); outgrowing it is a build failure with the reason.
  //===--------------------------------------------------------------------===//

  /// Stops ptx-tblgen when Value, an index or a count of What, is above
  /// Max, the largest its field in ISATables.h can hold (less any sentinel
  /// such as NoRequirement).
  static void fitsIndex(size_t Value, StringRef What, size_t Max) {
    if (Value > Max)
      PrintFatalError("too many " + What + ": " + Twine(Value) +
                      " does not fit the index type, whose limit is " +
                      Twine(Max) +
                      " (src/ISA/ISATables.h); widen the field there and "
                      "in ptx-tblgen");
  }

  /// Checks every table whose index another table stores, against the
  /// width of the fields that store it.
  void checkTableSizes() {
    struct Limit {
      const RecordTable *Table;
      const char *What;
      size_t Max;
    };
    const Limit Limits[] = {
        // uint16_t indices, 0xFFFF kept free for NoRequirement.
        {&Model.Requirements, "requirements", UINT16_MAX - 1},
        // OperandInfo::FixedType is an int16_t (-1: none).
        {&Model.Qualifiers, "qualifiers", INT16_MAX},
        {&Model.Slots, "slots", UINT16_MAX},
        {&Model.Operands, "operands", UINT16_MAX},
        {&Model.Constraints, "constraints", UINT16_MAX},
        {&Model.Forms, "forms", UINT16_MAX},
        {&Model.Opcodes, "opcodes", UINT16_MAX},
        {&Model.Targets, "targets", UINT16_MAX},
        {&Model.TargetOptions, "target options", UINT16_MAX},
        {&Model.DirectiveFeatures, "directive features", UINT16_MAX},
        {&Model.TypeRules, "type rules", UINT16_MAX},
        {&Model.TypeRuleSets, "type rule sets", UINT16_MAX},
        // AddressSizeInfo::DroppedIn, 0xFFFF kept free for NoRelease.
        {&Model.CUDAReleases, "CUDA releases", UINT16_MAX - 1},
    };
    // A table of N entries has indices up to N - 1.
    for (const Limit &L : Limits)
      if (!L.Table->records().empty())
        fitsIndex(L.Table->records().size() - 1, L.What, L.Max);
  }
  void version(const Record *V) {
    OS << "{" << V->getValueAsInt("Major") << ", " << V->getValueAsInt("Minor")
       << "}";
  }
  void bit(bool B) { OS << (B ? "true" : "false"); }
  void writePool(StringRef Name, const IndexPool &Pool) {
    // Ranges start below 65,536 (range() checks); their ends may not pass
    // it either.
    fitsIndex(Pool.Entries.size(), ("entries in " + Name).str(), UINT16_MAX + 1);
    OS << "static constexpr uint16_t " << Name << "[] = {";
    for (size_t I = 0; I < Pool.Entries.size(); ++I)
      OS << (I % 16 ? " " : "\n  ") << Pool.Entries[I] << ",";
    // An empty array is ill-formed; a sentinel keeps every pool valid.
    OS << (Pool.Entries.empty() ? "\n  0" : "") << "\n};\n\n";
  }

  void writeVersions() {
    OS << "// Every `.version` ptxas accepts.\n"
       << "static constexpr Version KnownVersions[] = {\n";
    for (Record *V : Model.Versions.records())
      if (!V->isAnonymous()) {
        OS << "  ";
        version(V);
        OS << ",\n";
      }
    OS << "};\n\n";
    OS << "// CUDA toolkit releases and the newest `.version` each accepts.\n"
       << "static constexpr CUDAReleaseInfo CUDAReleases[] = {\n";
    for (Record *R : Model.CUDAReleases.records()) {
      OS << "  {";
      string(R->getValueAsString("Release"));
      OS << ", ";
      version(R->getValueAsDef("Newest"));
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  void writeTargets() {
    OS << "static constexpr TargetInfo Targets[] = {\n";
    for (Record *T : Model.Targets.records()) {
      OS << "  {";
      string(T->getValueAsString("Name"));
      OS << ", " << T->getValueAsInt("SM") << ", ";
      version(T->getValueAsDef("MinVersion"));
      OS << ", ";
      bit(T->getValueAsBit("ArchSpecific"));
      OS << ", ";
      bit(T->getValueAsBit("FamilySpecific"));
      OS << ", ";
      range(TargetPool.add(Model.indicesOf(
          Model.Targets, T->getValueAsListOfDefs("Implies"))));
      OS << ", " << T->getValueAsInt("MaxStaticShared");
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  void writeTargetOptions() {
    OS << "static constexpr TargetOptionInfo TargetOptions[] = {\n";
    for (Record *T : Model.TargetOptions.records()) {
      OS << "  {";
      string(T->getValueAsString("Name"));
      OS << ", ";
      version(T->getValueAsDef("Since"));
      OS << ", " << T->getValueAsInt("RefusedFromSM") << ", ";
      bit(T->getValueAsBit("NeedsSection"));
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  void writeModuleStructure() {
    OS << "static constexpr TargetOptionConflictInfo TargetOptionConflicts[] "
          "= {\n";
    for (Record *R : Records.getAllDerivedDefinitions("TargetOptionsConflict"))
      OS << "  {" << Model.TargetOptions.indexOf(R->getValueAsDef("First"))
         << ", " << Model.TargetOptions.indexOf(R->getValueAsDef("Second"))
         << "},\n";
    OS << "};\n\n";
    OS << "static constexpr NeedsTargetOptionInfo NeedsTargetOptions[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("NeedsTargetOption")) {
      OS << "  {";
      string(R->getValueAsString("Word"));
      OS << ", " << Model.TargetOptions.indexOf(R->getValueAsDef("Option"))
         << "},\n";
    }
    OS << "};\n\n";
    OS << "static constexpr TargetSpellingInfo TargetSpellings[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("TargetSpelling")) {
      OS << "  {";
      string(R->getValueAsString("Prefix"));
      OS << ", ";
      string(R->getValueAsString("Means"));
      OS << "},\n";
    }
    OS << "};\n\n";
    OS << "static constexpr HeaderDirectiveInfo HeaderDirectives[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("HeaderDirective")) {
      OS << "  {";
      string(R->getValueAsString("Name"));
      OS << ", " << R->getValueAsInt("Position") << ", ";
      bit(R->getValueAsBit("Required"));
      OS << ", ";
      bit(R->getValueAsBit("Repeatable"));
      OS << "},\n";
    }
    OS << "};\n\n";
    OS << "static constexpr AddressSizeInfo AddressSizes[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("AddressSize")) {
      std::vector<Record *> Dropped = R->getValueAsListOfDefs("DroppedIn");
      if (Dropped.size() > 1)
        PrintFatalError(R->getLoc(), "DroppedIn holds at most one release");
      OS << "  {" << R->getValueAsInt("Bits") << ", ";
      if (Dropped.empty())
        OS << "NoRelease";
      else
        OS << Model.CUDAReleases.indexOf(Dropped.front());
      OS << ", " << R->getValueAsInt("RefusedFromSM") << "},\n";
    }
    OS << "};\n\n";
    OS << "static constexpr LinkageWordInfo LinkageWords[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("LinkageWord")) {
      OS << "  {";
      string(R->getValueAsString("Name"));
      for (const char *Field : {"OnFunctions", "OnVariables", "DeclaresOnly"}) {
        OS << ", ";
        bit(R->getValueAsBit(Field));
      }
      OS << "},\n";
    }
    OS << "};\n\n";
    OS << "static constexpr NotAtModuleScopeInfo NotAtModuleScopeSpaces[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("NotAtModuleScope")) {
      OS << "  {";
      string(R->getValueAsString("Space"));
      OS << ", ";
      version(R->getValueAsDef("ErrorFrom"));
      OS << ", ";
      bit(R->getValueAsBit("WarnBefore"));
      OS << "},\n";
    }
    OS << "};\n\n";
    OS << "static constexpr DeclarationPlaceInfo DeclarationPlaces[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("DeclarationPlace")) {
      std::vector<StringRef> Spaces = R->getValueAsListOfStrings("Spaces");
      if (Spaces.size() > 4)
        PrintFatalError(R->getLoc(), "a place lists at most four spaces");
      OS << "  {";
      string(R->getValueAsString("Name"));
      OS << ", ";
      bit(R->getValueAsBit("Incomplete"));
      OS << ", ";
      bit(R->getValueAsBit("Allowed"));
      OS << ", {";
      for (size_t I = 0; I < Spaces.size(); ++I) {
        OS << (I ? ", " : "");
        string(Spaces[I]);
      }
      OS << "}},\n";
    }
    OS << "};\n\n";
    OS << "static constexpr VectorOnlyAsArrayInfo VectorOnlyAsArraySpaces[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("VectorOnlyAsArray")) {
      OS << "  {";
      string(R->getValueAsString("Space"));
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  void writeDirectiveFeatures() {
    OS << "static constexpr DirectiveFeatureInfo DirectiveFeatures[] = {\n";
    for (Record *D : Model.DirectiveFeatures.records()) {
      OS << "  {";
      string(D->getValueAsString("Name"));
      OS << ", " << Model.Requirements.indexOf(D->getValueAsDef("Req")) << ", "
         << D->getValueAsInt("AppliesTo") << ", ";
      std::vector<Record *> Removed = D->getValueAsListOfDefs("RemovedIn");
      if (Removed.size() > 1)
        PrintFatalError(D->getLoc(), "RemovedIn holds at most one version");
      if (Removed.empty())
        OS << "{0, 0}";
      else
        version(Removed.front());
      OS << ", ";
      string(D->getValueAsString("Replacement"));
      OS << ", ";
      bit(D->isSubClassOf("FunctionDirective") && D->getValueAsBit("Once"));
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  void writeRuntimeFunctions() {
    OS << "static constexpr std::string_view RuntimeFunctions[] = {\n";
    for (Record *F : Records.getAllDerivedDefinitions("RuntimeFunction")) {
      OS << "  ";
      string(F->getValueAsString("Name"));
      OS << ",\n";
    }
    OS << "};\n\n";
  }

  void writeFunctionNameSections() {
    OS << "static constexpr std::string_view FunctionNameSections[] = {\n";
    for (Record *S : Records.getAllDerivedDefinitions("FunctionNameSection")) {
      OS << "  ";
      string(S->getValueAsString("Name"));
      OS << ",\n";
    }
    OS << "};\n\n";
  }

  void writeFunctionDirectiveRules() {
    OS << "static constexpr FunctionDirectiveRuleInfo FunctionDirectiveRules[] "
          "= {\n";
    for (Record *R : Records.getAllDerivedDefinitions("FunctionDirectiveRule")) {
      OS << "  {";
      bit(R->isSubClassOf("DirectivesConflict"));
      OS << ", " << Model.DirectiveFeatures.indexOf(R->getValueAsDef("First"))
         << ", ";
      range(DirectivePool.add(Model.indicesOf(
          Model.DirectiveFeatures, R->getValueAsListOfDefs("Others"))));
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  void writeRequirements() {
    OS << "static constexpr RequirementInfo Requirements[] = {\n";
    for (Record *R : Model.Requirements.records()) {
      OS << "  {";
      version(R->getValueAsDef("Version"));
      OS << ", " << R->getValueAsInt("MinSM") << ", ";
      range(TargetPool.add(Model.indicesOf(
          Model.Targets, R->getValueAsListOfDefs("OnlyOn"))));
      OS << "}, // " << R->getName() << "\n";
    }
    OS << "};\n\n";
  }

  void writeQualifiers() {
    OS << "static constexpr QualifierInfo Qualifiers[] = {\n";
    for (Record *Q : Model.Qualifiers.records()) {
      const char *Kind = "Plain";
      if (Q->isSubClassOf("TypeQualifier"))
        Kind = "Type";
      else if (Q->isSubClassOf("VectorQualifier"))
        Kind = "Vector";
      else if (Q->isSubClassOf("SpaceQualifier"))
        Kind = "Space";
      OS << "  {";
      string(Q->getValueAsString("Spelling"));
      OS << ", QualifierKind::" << Kind << ", "
         << Model.Requirements.indexOf(Q->getValueAsDef("Req")) << ", ";
      string(Q->isSubClassOf("TypeQualifier") ? Q->getValueAsString("Class")
                                              : "");
      OS << ", "
         << (Q->isSubClassOf("TypeQualifier") ? Q->getValueAsInt("Bits") : 0)
         << ", "
         << (Q->isSubClassOf("VectorQualifier") ? Q->getValueAsInt("Lanes")
                                                : 0)
         << ", ";
      string(Q->isSubClassOf("SpaceQualifier") ? Q->getValueAsString("Space")
                                               : "");
      OS << "}, // " << Q->getName() << "\n";
    }
    OS << "};\n\n";
  }

  /// The text of each slot name id (isa::slotNameText).
  void writeSlotNames() {
    OS << "// Slot names by id (src/ISA/SlotNames.h, isa::slots).\n"
       << "static constexpr std::string_view SlotNameTexts[] = {\n";
    for (StringRef Name : Model.SlotNames) {
      OS << "  ";
      string(Name);
      OS << ",\n";
    }
    OS << (Model.SlotNames.empty() ? "  \"\",\n" : "") << "};\n\n";
  }

  void writeSlots() {
    writeSlotNames();
    OS << "static constexpr SlotInfo Slots[] = {\n";
    for (Record *S : Model.Slots.records()) {
      OS << "  {";
      string(S->getValueAsString("Name"));
      OS << ", ";
      range(QualifierPool.add(Model.indicesOf(
          Model.Qualifiers, S->getValueAsListOfDefs("Values"))));
      OS << ", ";
      bit(S->getValueAsBit("Required"));
      OS << ", ";
      bit(S->getValueAsBit("Fixed"));
      OS << ", ";
      bit(S->getValueAsBit("Positional"));
      OS << ", ";
      bit(S->getValueAsBit("RepeatAllowed"));
      OS << ", {" << Model.slotNameId(S->getValueAsString("Name")) << "}";
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  void writeOperands() {
    OS << "static constexpr OperandInfo Operands[] = {\n";
    for (Record *O : Model.Operands.records()) {
      OS << "  {";
      string(O->getValueAsString("Name"));
      OS << ", OperandKind::" << operandKind(O->getValueAsDef("Kind")) << ", ";
      string(O->getValueAsString("TypeSlot"));
      OS << ", ";
      if (O->isValueUnset("FixedType"))
        OS << "-1";
      else
        OS << Model.Qualifiers.indexOf(O->getValueAsDef("FixedType"));
      OS << ", ";
      range(QualifierPool.add(Model.indicesOf(
          Model.Qualifiers, O->getValueAsListOfDefs("PresentWith"))));
      OS << ", ";
      bit(O->getValueAsBit("Optional"));
      OS << ", ";
      bit(O->getValueAsBit("HasRange"));
      OS << ", " << O->getValueAsInt("Min") << ", " << O->getValueAsInt("Max")
         << ", ";
      bit(O->getValueAsBit("BracedScalar"));
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  static StringRef operandKind(const Record *Kind) {
    StringRef Name = Kind->getName();
    if (Name == "RegisterOperand") return "Register";
    if (Name == "ValueOperand") return "Value";
    if (Name == "ImmediateOperand") return "Immediate";
    if (Name == "AddressOperand") return "Address";
    if (Name == "PredicateOperand") return "Predicate";
    if (Name == "SymbolOperand") return "Symbol";
    if (Name == "LabelOperand") return "Label";
    if (Name == "DataOperand") return "Data";
    if (Name == "DataValueOperand") return "DataValue";
    if (Name == "AnyOperand") return "Any";
    PrintFatalError(Kind->getLoc(), "operand kind without a C++ counterpart");
  }

  void writeConstraints() {
    std::vector<StringRef> CheckNames = writeCustomCheckNames();
    OS << "static constexpr ConstraintInfo Constraints[] = {\n";
    for (Record *C : Model.Constraints.records()) {
      StringRef Kind = C->getValueAsString("Kind");
      OS << "  {ConstraintKind::";
      if (Kind == "excludes")
        OS << "Excludes";
      else if (Kind == "needs")
        OS << "Needs";
      else if (Kind == "spaces")
        OS << "Spaces";
      else if (Kind == "custom")
        OS << "Custom";
      else if (Kind == "requires")
        OS << "RequiresWith";
      else if (Kind == "removed")
        OS << "Removed";
      else
        PrintFatalError(C->getLoc(), "unknown constraint kind '" + Kind + "'");
      bool Custom = Kind == "custom";
      // Custom checks and removals name no qualifiers.
      bool NoLists = Custom || Kind == "removed";
      OS << ", ";
      range(QualifierPool.add(NoLists ? std::vector<unsigned>()
                                      : Model.indicesOf(Model.Qualifiers,
                                                        C->getValueAsListOfDefs("First"))));
      OS << ", ";
      range(QualifierPool.add(NoLists ? std::vector<unsigned>()
                                      : Model.indicesOf(Model.Qualifiers,
                                                        C->getValueAsListOfDefs("Second"))));
      OS << ", ";
      bit(Kind == "spaces" && C->getValueAsBit("AllowGeneric"));
      OS << ", ";
      string(Custom ? C->getValueAsString("Name") : "");
      OS << ", ";
      // Summary: a custom check's rule, or what to write instead of a
      // removed form.
      string(Custom              ? C->getValueAsString("Summary")
             : Kind == "removed" ? C->getValueAsString("Hint")
                                 : "");
      OS << ", "
         << (Kind == "requires" || Kind == "removed" ||
                     (Custom && !C->isValueUnset("Req"))
                 ? Model.Requirements.indexOf(C->getValueAsDef("Req"))
                 : NoRequirement)
         << ", ";
      if (Custom)
        OS << customCheckId(CheckNames, C->getValueAsString("Name"));
      else
        OS << "NoCustomCheck";
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  //===--------------------------------------------------------------------===//
  // The custom check index: every CustomCheck name once, sorted, so that a
  // constraint holds its check's id and the checker finds the code by an
  // array index (src/Check/CustomChecks.cpp), not by comparing names.
  //===--------------------------------------------------------------------===//

  /// Writes CustomCheckNames and NumCustomChecks; returns the names.
  std::vector<StringRef> writeCustomCheckNames() {
    std::vector<StringRef> Names;
    for (Record *C : Model.Constraints.records())
      if (C->getValueAsString("Kind") == "custom")
        Names.push_back(C->getValueAsString("Name"));
    std::sort(Names.begin(), Names.end());
    Names.erase(std::unique(Names.begin(), Names.end()), Names.end());
    fitsIndex(Names.size(), "custom checks", NoCustomCheck);
    OS << "// The custom checks the forms name, by id (sorted by name).\n"
       << "static constexpr std::string_view CustomCheckNames[] = {\n";
    for (StringRef Name : Names) {
      if (Name.empty())
        PrintFatalError("a CustomCheck has an empty name");
      OS << "  ";
      string(Name);
      OS << ",\n";
    }
    // An empty array is ill-formed; NumCustomChecks says how many count.
    OS << (Names.empty() ? "  \"\",\n" : "") << "};\n"
       << "static constexpr size_t NumCustomChecks = " << Names.size()
       << ";\n\n";
    return Names;
  }

  static unsigned customCheckId(const std::vector<StringRef> &Names,
                                StringRef Name) {
    return std::lower_bound(Names.begin(), Names.end(), Name) - Names.begin();
  }

  /// ConstraintInfo::CustomCheck of a constraint that is no custom check.
  static constexpr unsigned NoCustomCheck = 0xFFFF;

  /// ConstraintInfo::Requirement of a constraint that has none.
  static constexpr unsigned NoRequirement = 0xFFFF;

  void writeTypeRules() {
    OS << "static constexpr TypeRuleInfo TypeRules[] = {\n";
    for (Record *R : Model.TypeRules.records()) {
      StringRef Width = R->getValueAsString("Width");
      if (Width != "same" && Width != "at-least")
        PrintFatalError(R->getLoc(), "Width must be \"same\" or \"at-least\"");
      OS << "  {";
      string(R->getValueAsString("InstructionClass"));
      OS << ", ";
      string(R->getValueAsString("RegisterClass"));
      OS << ", ";
      bit(Width == "at-least");
      OS << "},\n";
    }
    OS << "};\n\nstatic constexpr TypeRuleSetInfo TypeRuleSets[] = {\n";
    for (Record *S : Model.TypeRuleSets.records()) {
      OS << "  {";
      range(TypeRulePool.add(
          Model.indicesOf(Model.TypeRules, S->getValueAsListOfDefs("Rules"))));
      OS << "}, // " << S->getName() << "\n";
    }
    OS << "};\n\n";
  }

  void writeForms() {
    OS << "static constexpr FormInfo Forms[] = {\n";
    for (Record *F : Model.Forms.records()) {
      OS << "  {";
      string(F->getValueAsString("Name"));
      OS << ", " << Model.Opcodes.indexOf(F->getValueAsDef("Op")) << ", "
         << Model.Requirements.indexOf(F->getValueAsDef("Req")) << ", "
         << Model.TypeRuleSets.indexOf(F->getValueAsDef("TypeRules")) << ", ";
      range(SlotPool.add(
          Model.indicesOf(Model.Slots, F->getValueAsListOfDefs("Slots"))));
      OS << ", ";
      range(OperandPool.add(
          Model.indicesOf(Model.Operands, F->getValueAsListOfDefs("Operands"))));
      OS << ", ";
      range(ConstraintPool.add(Model.indicesOf(
          Model.Constraints, F->getValueAsListOfDefs("Constraints"))));
      OS << ", ";
      string(F->getValueAsString("Summary"));
      OS << ", "
         << Model.TypeRuleSets.indexOf(
                F->getValueAsDef(F->isValueUnset("VectorTypeRules")
                                     ? "TypeRules"
                                     : "VectorTypeRules"))
         << "},\n";
    }
    OS << "};\n\n";
  }

  void writeOpcodes() {
    OS << "// Sorted by name.\nstatic constexpr OpcodeInfo Opcodes[] = {\n";
    const auto &Records = Model.Opcodes.records();
    for (unsigned I = 0; I < Records.size(); ++I) {
      OS << "  {";
      string(Records[I]->getValueAsString("Name"));
      OS << ", " << Model.Requirements.indexOf(Records[I]->getValueAsDef("Req"))
         << ", ";
      range(FormPool.add(Model.FormsOfOpcode[I]));
      OS << ", ";
      string(Records[I]->getValueAsString("Section"));
      OS << ", " << (Records[I]->getValueAsBit("PartSelects") ? "true" : "false");
      OS << ", " << Records[I]->getValueAsInt("LabelTarget") << ", "
         << (Records[I]->getValueAsBit("LabelsAllowed") ? "true" : "false")
         << ", "
         << (Records[I]->getValueAsBit("ShapedVectors") ? "true" : "false");
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  void writeSpecialRegisters() {
    OS << "static constexpr SpecialRegisterInfo SpecialRegisters[] = {\n";
    for (Record *R : Model.SpecialRegisters.records()) {
      OS << "  {";
      string(R->getValueAsString("Name"));
      OS << ", ";
      string(R->getValueAsString("Type"));
      OS << ", " << Model.Requirements.indexOf(R->getValueAsDef("Req")) << ", "
         << R->getValueAsInt("Count") << ", ";
      std::string Components;
      for (StringRef C : R->getValueAsListOfStrings("Components"))
        Components += C.str();
      string(Components);
      unsigned LegacyBits = 0;
      for (int64_t Bits : R->getValueAsListOfInts("LegacyReadBits"))
        LegacyBits |= 1u << (Bits / 8);
      OS << ", " << LegacyBits << "},\n";
    }
    OS << "};\n\n";
  }

  void writeConversionRules() {
    OS << "static constexpr ConversionRuleInfo ConversionRules[] = {\n";
    auto Qualifiers = [&](const Record *R, StringRef Field) {
      range(QualifierPool.add(
          Model.indicesOf(Model.Qualifiers, R->getValueAsListOfDefs(Field))));
    };
    for (Record *R : Model.ConversionRules.records()) {
      OS << "  {" << Model.Forms.indexOf(R->getValueAsDef("InForm")) << ", ";
      Qualifiers(R, "Destinations");
      OS << ", ";
      Qualifiers(R, "Sources");
      OS << ", ";
      Qualifiers(R, "Rounding");
      OS << ", ";
      bit(R->getValueAsBit("RoundingRequired"));
      OS << ", ";
      Qualifiers(R, "Allowed");
      OS << ", ";
      Qualifiers(R, "Required");
      OS << ", ";
      bit(R->getValueAsBit("ConstantSource"));
      OS << ", ";
      bit(R->getValueAsBit("SpecialRegisterSource"));
      OS << ", " << Model.Requirements.indexOf(R->getValueAsDef("Req"))
         << "},\n";
    }
    // An empty array is ill-formed; NumConversionRules says how many count.
    if (Model.ConversionRules.records().empty())
      OS << "  {},\n";
    OS << "};\nstatic constexpr size_t NumConversionRules = "
       << Model.ConversionRules.records().size() << ";\n\n";
  }

  //===--------------------------------------------------------------------===//
  // Lint facts (src/ISA/Lint.td)
  //===--------------------------------------------------------------------===//

  /// The records of Class in definition order.
  std::vector<Record *> lintRecords(StringRef Class) {
    std::vector<Record *> Defs = Records.getAllDerivedDefinitions(Class);
    std::stable_sort(Defs.begin(), Defs.end(), [](Record *A, Record *B) {
      return A->getID() < B->getID();
    });
    return Defs;
  }

  /// Writes `static constexpr Type Name[] = {...}; NumName = N;`, one
  /// initializer per record, with a placeholder entry when there are none.
  template <typename Fn>
  void lintTable(StringRef Type, StringRef Name, StringRef Class, Fn Entry) {
    std::vector<Record *> Defs = lintRecords(Class);
    OS << "static constexpr " << Type << " " << Name << "[] = {\n";
    for (Record *R : Defs) {
      OS << "  {";
      Entry(R);
      OS << "},\n";
    }
    if (Defs.empty())
      OS << "  {},\n";
    OS << "};\nstatic constexpr size_t Num" << Name << " = " << Defs.size()
       << ";\n\n";
  }

  /// A floating-point constant written as a string in the .td.
  double floatField(const Record *R, StringRef Field) {
    StringRef Text = R->getValueAsString(Field);
    double Value = 0;
    if (Text.getAsDouble(Value))
      PrintFatalError(R->getLoc(), Field + " must be a floating-point constant");
    return Value;
  }

  /// The index of the operand named Field; -1 when it is unset.
  int64_t optionalOperand(const Record *R, StringRef Field) {
    if (R->isValueUnset(Field))
      return -1;
    return Model.Operands.indexOf(R->getValueAsDef(Field));
  }

  /// A form must list the operand a lint record names for it.
  void checkFormHasOperand(const Record *R, const Record *Form,
                           const Record *Operand) {
    for (Record *O : Form->getValueAsListOfDefs("Operands"))
      if (O == Operand)
        return;
    PrintFatalError(R->getLoc(), "form " + Form->getName() +
                                     " has no operand " + Operand->getName());
  }

  void writeLintFacts() {
    auto Qualifiers = [&](const Record *R, StringRef Field) {
      range(QualifierPool.add(
          Model.indicesOf(Model.Qualifiers, R->getValueAsListOfDefs(Field))));
    };
    auto Opcode = [&](const Record *R, StringRef Field) {
      OS << Model.Opcodes.indexOf(R->getValueAsDef(Field));
    };
    OS << "// Lint facts (src/ISA/Lint.td).\n";
    lintTable("EffectiveSpacesInfo", "EffectiveSpaces", "EffectiveSpaces",
              [&](Record *R) {
                Opcode(R, "Op");
                OS << ", ";
                Qualifiers(R, "Quals");
                OS << ", ";
                Qualifiers(R, "Spaces");
                OS << ", ";
                string(R->getValueAsString("Diagnostic"));
                OS << ", ";
                bit(R->getValueAsBit("Undefined"));
              });
    lintTable("DefaultQualifierInfo", "DefaultQualifiers", "DefaultQualifier",
              [&](Record *R) {
                // The slot must exist in a form of the opcode and list the
                // qualifier.
                const Record *Op = R->getValueAsDef("Op");
                const Record *Qual = R->getValueAsDef("Qual");
                StringRef Slot = R->getValueAsString("Slot");
                bool Found = false;
                for (unsigned F : Model.FormsOfOpcode[Model.Opcodes.indexOf(Op)])
                  for (Record *S : Model.Forms.records()[F]->getValueAsListOfDefs("Slots"))
                    if (S->getValueAsString("Name") == Slot)
                      for (Record *Q : S->getValueAsListOfDefs("Values"))
                        Found = Found || Q == Qual;
                if (!Found)
                  PrintFatalError(R->getLoc(), "no form of " + Op->getName() +
                                                   " has a slot '" + Slot +
                                                   "' listing " + Qual->getName());
                Opcode(R, "Op");
                OS << ", ";
                string(Slot);
                OS << ", " << Model.Qualifiers.indexOf(Qual) << ", {"
                   << Model.slotNameId(Slot) << "}";
              });
    lintTable("DefaultOperandInfo", "DefaultOperands", "DefaultOperand",
              [&](Record *R) {
                OS << Model.Operands.indexOf(R->getValueAsDef("Operand")) << ", "
                   << format("%.17g", floatField(R, "Value"));
              });
    lintTable("AlignedAddressInfo", "AlignedAddresses", "AlignedAddress",
              [&](Record *R) {
                const Record *Form = R->getValueAsDef("InForm");
                checkFormHasOperand(R, Form, R->getValueAsDef("Address"));
                OS << Model.Opcodes.indexOf(Form->getValueAsDef("Op")) << ", "
                   << Model.Forms.indexOf(Form) << ", "
                   << Model.Operands.indexOf(R->getValueAsDef("Address")) << ", "
                   << R->getValueAsInt("Bytes") << ", "
                   << optionalOperand(R, "SizeFrom");
              });
    lintTable("AlignedAddressInfo", "AlignedOpcodeAddresses",
              "AlignedOpcodeAddress", [&](Record *R) {
                Opcode(R, "Op");
                OS << ", -1, -1, " << R->getValueAsInt("Bytes") << ", -1";
              });
    auto Kind = [&](const Record *R) {
      StringRef K = R->getValueAsString("Kind");
      if (K != "write" && K != "read-only")
        PrintFatalError(R->getLoc(), "Kind must be \"write\" or \"read-only\"");
      OS << (K == "write" ? "MemoryAccessKind::Write" : "MemoryAccessKind::ReadOnly");
    };
    lintTable("MemoryAccessInfo", "MemoryAccesses", "MemoryAccess",
              [&](Record *R) {
                const Record *Form = R->getValueAsDef("InForm");
                checkFormHasOperand(R, Form, R->getValueAsDef("Address"));
                OS << Model.Opcodes.indexOf(Form->getValueAsDef("Op")) << ", "
                   << Model.Forms.indexOf(Form) << ", "
                   << Model.Operands.indexOf(R->getValueAsDef("Address")) << ", ";
                Kind(R);
                OS << ", ";
                Qualifiers(R, "When");
              });
    lintTable("MemoryAccessInfo", "OpcodeMemoryAccesses", "OpcodeMemoryAccess",
              [&](Record *R) {
                Opcode(R, "Op");
                OS << ", -1, -1, ";
                Kind(R);
                OS << ", {0, 0}";
              });
    lintTable("uint16_t", "PolicyOperands", "PolicyOperand", [&](Record *R) {
      OS << Model.Operands.indexOf(R->getValueAsDef("Operand"));
    });
    lintTable("uint16_t", "PolicyResults", "PolicyResult", [&](Record *R) {
      OS << Model.Operands.indexOf(R->getValueAsDef("Operand"));
    });
    lintTable("TruncatedImmediateInfo", "TruncatedImmediates",
              "TruncatedImmediate", [&](Record *R) {
                OS << Model.Operands.indexOf(R->getValueAsDef("Operand")) << ", "
                   << R->getValueAsInt("Bits");
              });
    lintTable("OperandValueRangeInfo", "OperandValueRanges",
              "OperandValueRange", [&](Record *R) {
                OS << Model.Operands.indexOf(R->getValueAsDef("Operand")) << ", "
                   << format("%.17g", floatField(R, "Min")) << ", "
                   << format("%.17g", floatField(R, "Max")) << ", ";
                bit(R->getValueAsBit("MinExclusive"));
              });
    lintTable("OperandOrderInfo", "OperandOrders", "OperandOrder",
              [&](Record *R) {
                OS << Model.Operands.indexOf(R->getValueAsDef("Lesser")) << ", "
                   << Model.Operands.indexOf(R->getValueAsDef("Greater")) << ", "
                   << R->getValueAsInt("Bits");
              });
    lintTable("uint16_t", "SpaceAddressed", "SpaceAddressed", [&](Record *R) {
      Opcode(R, "Op");
    });
    lintTable("AdvisedTargetsInfo", "AdvisedTargets", "AdvisedTargets",
              [&](Record *R) {
                Qualifiers(R, "Quals");
                OS << ", "
                   << Model.Requirements.indexOf(R->getValueAsDef("Advised"));
              });
  }

  const ISAModel &Model;
  RecordKeeper &Records;
  raw_ostream &OS;
  IndexPool DirectivePool;
  IndexPool TargetPool, QualifierPool, SlotPool, OperandPool, ConstraintPool,
      FormPool, TypeRulePool;
};

} // namespace

//===----------------------------------------------------------------------===//
// -gen-isa-slot-names: ISASlotNames.inc, one constant per slot name, for C++
// that asks a match for a slot's value (FormMatch::valueOf(isa::slots::Type)).
// A slot renamed in the .td renames or drops its constant, so C++ that still
// uses the old name fails to build instead of finding nothing.
//===----------------------------------------------------------------------===//

void ptxlint::tblgen::emitISASlotNames(RecordKeeper &Records, raw_ostream &OS) {
  emitSourceFileHeader("ptx-lint slot names", OS);
  ISAModel Model(Records);
  OS << "// Included by src/ISA/SlotNames.h inside namespace ptxlint::isa::slots.\n";
  for (size_t Id = 0; Id < Model.SlotNames.size(); ++Id)
    OS << "inline constexpr SlotId " << ISAModel::slotConstantName(Model.SlotNames[Id])
       << "{" << Id << "}; // \"" << Model.SlotNames[Id] << "\"\n";
}

void ptxlint::tblgen::emitISATables(RecordKeeper &Records, raw_ostream &OS) {
  emitSourceFileHeader("ptx-lint ISA tables", OS);
  ISAModel Model(Records);
  TablesWriter(Model, Records, OS).write();
}
