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
#include <array>

using namespace llvm;
using namespace ptxlint::tblgen;

namespace {

class TablesWriter {
public:
  TablesWriter(const ISAModel &Model, RecordKeeper &Records, raw_ostream &OS)
      : Model(Model), Records(Records), OS(OS) {}

  void write() {
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
    writeConstraintSlots();
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
    OS << "{" << R.first << ", " << R.second << "}";
  }
  void version(const Record *V) {
    OS << "{" << V->getValueAsInt("Major") << ", " << V->getValueAsInt("Minor")
       << "}";
  }
  void bit(bool B) { OS << (B ? "true" : "false"); }
  void writePool(StringRef Name, const IndexPool &Pool) {
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

  void writeSlots() {
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
      else if (Kind == "only-with")
        OS << "OnlyWith";
      else if (Kind == "same")
        OS << "SameValue";
      else if (Kind == "refused")
        OS << "NotAllowed";
      else if (Kind == "order")
        OS << "InOrder";
      else
        PrintFatalError(C->getLoc(), "unknown constraint kind '" + Kind + "'");
      bool Custom = Kind == "custom";
      // Custom checks, removals and SameValue name no qualifiers;
      // NotAllowed names only First.
      OS << ", ";
      range(QualifierPool.add(qualifierField(C, "First")));
      OS << ", ";
      range(QualifierPool.add(qualifierField(C, "Second")));
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
      writeSlotConstraintFields(C);
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  //===--------------------------------------------------------------------===//
  // Constraints that name slots
  //===--------------------------------------------------------------------===//

  /// The qualifier list field Name of constraint C, as Qualifiers
  /// indices; empty when its class has no such field.
  std::vector<unsigned> qualifierField(const Record *C, StringRef Name) const {
    if (!C->getValue(Name))
      return {};
    return Model.indicesOf(Model.Qualifiers, C->getValueAsListOfDefs(Name));
  }

  /// The fields ConstraintInfo gained for slot constraints: When, Why, the
  /// slot names and AllowEmpty.
  void writeSlotConstraintFields(const Record *C) {
    range(QualifierPool.add(qualifierField(C, "When")));
    OS << ", ";
    string(C->getValueAsString("Why"));
    for (StringRef Field : {"FirstSlot", "SecondSlot", "WhenSlot"}) {
      OS << ", ";
      string(C->getValueAsString(Field));
    }
    OS << ", ";
    bit(C->getValue("AllowEmpty") && C->getValueAsBit("AllowEmpty"));
  }

  /// The index in Form's slots of the slot named Name, or AnySlot for "".
  static unsigned slotIndexIn(const Record *Form, StringRef Name) {
    if (Name.empty())
      return 0xFF;
    std::vector<Record *> Slots = Form->getValueAsListOfDefs("Slots");
    for (unsigned I = 0; I < Slots.size(); ++I)
      if (Slots[I]->getValueAsString("Name") == Name)
        return I;
    PrintFatalError(Form->getLoc(), "a constraint names slot '" + Name +
                                        "', which form " + Form->getName() +
                                        " does not have");
  }

  /// Adds one ConstraintSlots entry per constraint of Form, parallel to
  /// the entries writeForms adds to ConstraintPool.
  void addConstraintSlots(const Record *Form) {
    for (Record *C : Form->getValueAsListOfDefs("Constraints")) {
      unsigned First = slotIndexIn(Form, C->getValueAsString("FirstSlot"));
      unsigned Second = slotIndexIn(Form, C->getValueAsString("SecondSlot"));
      unsigned When = slotIndexIn(Form, C->getValueAsString("WhenSlot"));
      if (std::max({First, Second, When}) > 0xFF)
        PrintFatalError(Form->getLoc(), "too many slots for ConstraintSlots");
      ConstraintSlots.push_back({First, Second, When});
    }
  }

  void writeConstraintSlots() {
    OS << "static constexpr ConstraintSlots ConstraintSlotPool[] = {";
    for (size_t I = 0; I < ConstraintSlots.size(); ++I)
      OS << (I % 8 ? " " : "\n  ") << "{" << ConstraintSlots[I][0] << ", "
         << ConstraintSlots[I][1] << ", " << ConstraintSlots[I][2] << "},";
    OS << (ConstraintSlots.empty() ? "\n  {0, 0, 0}" : "") << "\n};\n\n";
  }

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
      addConstraintSlots(F);
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
                OS << ", " << Model.Qualifiers.indexOf(Qual);
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
  /// Per form and constraint, parallel to ConstraintPool: the slot
  /// indices of FirstSlot, SecondSlot and WhenSlot.
  std::vector<std::array<unsigned, 3>> ConstraintSlots;
  IndexPool TargetPool, QualifierPool, SlotPool, OperandPool, ConstraintPool,
      FormPool, TypeRulePool;
};

} // namespace

void ptxlint::tblgen::emitISATables(RecordKeeper &Records, raw_ostream &OS) {
  emitSourceFileHeader("ptx-lint ISA tables", OS);
  ISAModel Model(Records);
  TablesWriter(Model, Records, OS).write();
}
