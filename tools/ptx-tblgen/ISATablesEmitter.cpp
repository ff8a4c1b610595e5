//===- ISATablesEmitter.cpp - -gen-isa-tables -----------------------------===//
//
// Writes every ISA record as a constant initializer in the shape of the
// structs in src/ISA/ISATables.h. The output is included once, by
// src/ISA/ISA.cpp.
//
//===----------------------------------------------------------------------===//

#include "Emitters.h"
#include "ISAModel.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TableGen/Error.h"
#include "llvm/TableGen/TableGenBackend.h"

#include <algorithm>
#include <tuple>
#include <array>

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
    writeQualifierSpaces();
    writeSlots();
    writeOperands();
    writePartSelects();
    writeAddressSpecs();
    writeConstraints();
    writeTypeRules();
    writeForms();
    writeOpcodes();
    writeSpecialRegisters();
    writeVariants();
    writeLintFacts();
    writeSyncFacts();
    // Pools last: the tables above filled them.
    writePool("TargetPool", TargetPool);
    writePool("QualifierPool", QualifierPool);
    writePool("SlotPool", SlotPool);
    writePool("OperandPool", OperandPool);
    writePool("PartSelectPool", PartSelectPool);
    writePool("ConstraintPool", ConstraintPool);
    writeConstraintSlots();
    writePool("FormPool", FormPool);
    writePool("TypeRulePool", TypeRulePool);
    writePool("DirectivePool", DirectivePool);
    writeValuePool();
    writePool("VariantKeyPool", VariantKeyPool);
    writeElementPool();
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
        {&Model.PartSelects, "part selects", UINT16_MAX},
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
      OS << ", ";
      string(R->getValueAsString("Driver"));
      OS << ", ";
      string(R->getValueAsString("Evidence"));
      OS << ", " << (R->getValueAsBit("Oracle") ? "true" : "false");
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
      OS << ", " << T->getValueAsInt("MaxStaticShared") << ", ";
      releaseOrNone(T, "FirstRelease");
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
    OS << "static constexpr DroppedWordsInfo DroppedWords[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("OlderReleasesDrop")) {
      OS << "  {";
      range(QualifierPool.add(qualifierField(R, "Words")));
      OS << ", " << Model.CUDAReleases.indexOf(R->getValueAsDef("UpTo"))
         << ", ";
      std::string Opcodes;
      for (Record *Op : R->getValueAsListOfDefs("Opcodes"))
        Opcodes += " " + Op->getValueAsString("Name").str() + " ";
      string(Opcodes);
      OS << ", ";
      range(QualifierPool.add(qualifierField(R, "LastAfterType")));
      OS << "},\n";
    }
    OS << (Records.getAllDerivedDefinitions("OlderReleasesDrop").empty()
               ? "  {}\n"
               : "")
       << "};\n\n";
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
      for (const char *Field :
           {"OnFunctions", "OnVariables", "DeclaresOnly", "InBodies",
            "ResolvesExtern"}) {
        OS << ", ";
        bit(R->getValueAsBit(Field));
      }
      OS << ", ";
      string(R->getValueAsString("OnlySpace"));
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
      OS << ", ";
      bit(R->getValueAsBit("Parameter"));
      OS << ", {";
      for (size_t I = 0; I < Spaces.size(); ++I) {
        OS << (I ? ", " : "");
        string(Spaces[I]);
      }
      OS << "}},\n";
    }
    OS << "};\n\n";
    writeStringList("NoArraySpaces", "NoArraySpace");
    writeStringList("DeclaredSpaces", "DeclaredSpace");
    writeStringList("DeclarationWords", "DeclarationWord", "Name");
    OS << "static constexpr KernelParameterWordInfo KernelParameterWords[] = "
          "{\n";
    for (Record *R : Records.getAllDerivedDefinitions("DeclarationWord"))
      if (!R->getValueAsString("KernelParameterFeature").empty()) {
        OS << "  {";
        string(R->getValueAsString("Name"));
        OS << ", ";
        string(R->getValueAsString("KernelParameterFeature"));
        OS << "},\n";
      }
    OS << "};\n\n";
    writeDeclarationParts();
    writeStringList("ThirtyTwoBitPlaces", "ThirtyTwoBitValue", "Place");
    writePragmaStrings();
    writeOneValuePerKernelRules();
    OS << "static constexpr VariableAttributeInfo VariableAttributes[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("VariableAttribute")) {
      OS << "  {";
      string(R->getValueAsString("Name"));
      OS << ", ";
      string(R->getValueAsString("OnlySpace"));
      OS << ", " << R->getValueAsInt("Arguments") << "},\n";
    }
    OS << "};\n\n";
    OS << "static constexpr VectorOnlyAsArrayInfo VectorOnlyAsArraySpaces[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("VectorOnlyAsArray")) {
      OS << "  {";
      string(R->getValueAsString("Space"));
      OS << "},\n";
    }
    OS << "};\n\n";
    OS << "static constexpr DeclarableVectorInfo DeclarableVectors[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("DeclarableVector"))
      OS << "  {" << Model.Qualifiers.indexOf(R->getValueAsDef("Vector"))
         << ", " << R->getValueAsInt("MaxBits") << "},\n";
    OS << "};\n\n";
    OS << "static constexpr KernelParameterSpaceInfo KernelParameterSpaces[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("KernelParameterSpace"))
      OS << "  {" << R->getValueAsInt("Bytes") << ", "
         << Model.Requirements.indexOf(R->getValueAsDef("Req")) << "},\n";
    OS << "};\n\n";
    writeStringList("InitializedSpaces", "InitializedSpace");
    OS << "static constexpr DeclarableTypeInfo DeclarableTypes[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("DeclarableType")) {
      OS << "  {" << Model.Qualifiers.indexOf(R->getValueAsDef("Type")) << ", ";
      string(R->getValueAsString("OnlySpace"));
      OS << ", ";
      bit(R->getValueAsBit("ScalarOnly"));
      OS << ", ";
      bit(R->getValueAsBit("Packed"));
      OS << ", ";
      bit(R->getValueAsBit("ModuleOrKernelParameter"));
      OS << ", ";
      string(R->getValueAsString("ModuleSpace"));
      StringRef Initial = R->getValueAsString("InitialValues");
      if (Initial != "any" && Initial != "integer" && Initial != "float" &&
          Initial != "none")
        PrintFatalError(R->getLoc(), "InitialValues is \"any\", \"integer\", "
                                     "\"float\" or \"none\"");
      OS << ", InitialValueKind::"
         << (Initial == "any"       ? "Any"
             : Initial == "integer" ? "Integer"
             : Initial == "float"   ? "Float"
                                    : "None")
         << "},\n";
    }
    OS << "};\n\n";
  }

  /// The parts of a declaration in the order ptxas reads them
  /// (DeclarationPart records), and the parts each word of one may be read
  /// as, from every record that names a word and its Parts.
  void writeDeclarationParts() {
    std::vector<Record *> Parts =
        Records.getAllDerivedDefinitions("DeclarationPart");
    llvm::stable_sort(Parts, [](Record *A, Record *B) {
      return A->getValueAsInt("Position") < B->getValueAsInt("Position");
    });
    OS << "static constexpr DeclarationPartInfo DeclarationParts[] = {\n";
    for (size_t I = 0; I < Parts.size(); ++I) {
      if (I && Parts[I]->getValueAsInt("Position") ==
                   Parts[I - 1]->getValueAsInt("Position"))
        PrintFatalError(Parts[I]->getLoc(), "two declaration parts have "
                                            "one position");
      OS << "  {";
      string(Parts[I]->getValueAsString("Description"));
      for (const char *Field :
           {"Repeats", "Required", "FollowsPrevious", "Pointee", "Variables",
            "Parameters", "KernelParameterAttribute"}) {
        OS << ", ";
        bit(Parts[I]->getValueAsBit(Field));
      }
      OS << "},\n";
    }
    OS << "};\n\n";
    auto PartIndex = [&](Record *Part) {
      return std::find(Parts.begin(), Parts.end(), Part) - Parts.begin();
    };
    // The word each class names, and the field it is in.
    const std::pair<const char *, const char *> Words[] = {
        {"LinkageWord", "Name"},       {"DeclaredSpace", "Space"},
        {"DeclarationWord", "Name"},   {"DeclarableType", "Type"},
        {"DeclarableVector", "Vector"}};
    OS << "static constexpr DeclarationWordPartInfo DeclarationWordParts[] = "
          "{\n";
    for (const auto &[Class, Field] : Words)
      for (Record *R : Records.getAllDerivedDefinitions(Class)) {
        // A type or a vector is a qualifier record; the word is its
        // spelling.
        const RecordVal *Value = R->getValue(Field);
        StringRef Word =
            llvm::isa<DefInit>(Value->getValue())
                ? R->getValueAsDef(Field)->getValueAsString("Spelling")
                : R->getValueAsString(Field);
        for (Record *Part : R->getValueAsListOfDefs("Parts")) {
          OS << "  {";
          string(Word);
          OS << ", " << PartIndex(Part) << "},\n";
        }
      }
    OS << "};\n\n";
  }

  /// The .pragma strings ptxas knows (PragmaString records).
  void writePragmaStrings() {
    OS << "static constexpr PragmaStringInfo PragmaStrings[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions("PragmaString")) {
      std::string Places;
      for (StringRef Place : R->getValueAsListOfStrings("Places")) {
        const char *Bit = StringSwitch<const char *>(Place)
                              .Case("module", "PragmaAtModuleScope")
                              .Case("function", "PragmaAmongFunctionDirectives")
                              .Case("body", "PragmaInBody")
                              .Case("kernel body", "PragmaInKernelBody")
                              .Case("function body", "PragmaInFunctionBody")
                              .Default(nullptr);
        if (!Bit)
          PrintFatalError(R->getLoc(), "unknown pragma place '" + Place + "'");
        Places += (Places.empty() ? "" : " | ") + std::string(Bit);
      }
      StringRef Values = R->getValueAsString("Values");
      const char *Kind = StringSwitch<const char *>(Values)
                             .Case("none", "None")
                             .Case("ignored", "Ignored")
                             .Case("text", "Text")
                             .Case("integer", "Integer")
                             .Case("positive", "Positive")
                             .Default(nullptr);
      if (!Kind)
        PrintFatalError(R->getLoc(), "unknown pragma values '" + Values + "'");
      StringRef Feature = R->getValueAsString("Feature");
      if (!Feature.empty() &&
          llvm::none_of(Model.DirectiveFeatures.records(), [&](Record *D) {
            return D->getValueAsString("Name") == Feature &&
                   D->getValueAsInt("AppliesTo") == 0;
          }))
        PrintFatalError(R->getLoc(), "no DirectiveFeature '" + Feature + "'");
      std::vector<int64_t> Range = R->getValueAsListOfInts("ValueRange");
      bool Numeric = Values == "integer" || Values == "positive";
      if (!Range.empty() &&
          (Range.size() != 2 || Range[0] > Range[1] || !Numeric))
        PrintFatalError(R->getLoc(), "ValueRange is [least, most] of an "
                                     "integer value");
      OS << "  {";
      string(R->getValueAsString("Name"));
      OS << ", ";
      string(R->getValueAsString("Feature"));
      std::string Least = Values == "positive" ? "1" : "INT64_MIN",
                  Most = "INT64_MAX";
      if (!Range.empty()) {
        Least = std::to_string(Range[0]);
        Most = std::to_string(Range[1]);
      }
      OS << ", " << (Places.empty() ? "0" : Places)
         << ", PragmaValues::" << Kind << ", " << Least << ", " << Most
         << ", " << (R->getValueAsBit("UnknownElsewhere") ? "true" : "false")
         << ", " << (R->getValueAsBit("Unsupported") ? "true" : "false")
         << "},\n";
    }
    OS << "};\n\n";
  }

  /// The qualifiers of which a kernel may use one (OneValuePerKernel).
  void writeOneValuePerKernelRules() {
    OS << "static constexpr OneValuePerKernelInfo OneValuePerKernelRules[] = "
          "{\n";
    for (Record *R : Records.getAllDerivedDefinitions("OneValuePerKernel")) {
      std::vector<Record *> Values = R->getValueAsListOfDefs("Values");
      if (Values.size() > 4)
        PrintFatalError(R->getLoc(), "at most 4 values per rule");
      OS << "  {";
      string(R->getValueAsString("Opcode"));
      OS << ", {";
      for (size_t I = 0; I < Values.size(); ++I) {
        OS << (I ? ", " : "");
        string(Values[I]->getValueAsString("Spelling"));
      }
      OS << "}},\n";
    }
    OS << "};\n\n";
  }

  /// The Field of each Class record, as a table of strings.
  void writeStringList(const char *Table, const char *Class,
                       const char *Field = "Space") {
    OS << "static constexpr std::string_view " << Table << "[] = {\n";
    for (Record *R : Records.getAllDerivedDefinitions(Class)) {
      OS << "  ";
      string(R->getValueAsString(Field));
      OS << ",\n";
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
      bool Function = D->isSubClassOf("FunctionDirective");
      OS << ", ";
      bit(Function && D->getValueAsBit("Once"));
      OS << ", " << (Function ? D->getValueAsInt("MinArguments") : 0) << ", "
         << (Function ? D->getValueAsInt("MaxArguments") : 0) << ", ";
      bit(Function && D->getValueAsBit("PositiveArguments"));
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
      OS << ", ";
      olderRecord(R, "NoRequirement", [&](const Record *Older) {
        return Model.Requirements.indexOf(Older);
      });
      OS << ", ";
      releaseOrNone(R, "RefusedUpTo");
      OS << "}, // " << R->getName() << "\n";
    }
    OS << "};\n\n";
  }

  /// A list field of at most one CUDARelease: its index, or NoRelease.
  void releaseOrNone(const Record *R, StringRef Field) {
    std::vector<Record *> Releases = R->getValueAsListOfDefs(Field);
    if (Releases.size() > 1)
      PrintFatalError(R->getLoc(), Field + " holds at most one release");
    if (Releases.empty())
      OS << "NoRelease";
    else
      OS << Model.CUDAReleases.indexOf(Releases.front());
  }

  /// The OlderUpTo and Older fields of R (Base.td: what older releases'
  /// ptxas did instead): "UpTo, IndexOf(Older)", or "NoRelease, None".
  template <typename IndexFn>
  void olderRecord(const Record *R, StringRef None, IndexFn &&IndexOf) {
    std::vector<Record *> Older = R->getValueAsListOfDefs("Older");
    std::vector<Record *> UpTo = R->getValueAsListOfDefs("OlderUpTo");
    if (Older.size() > 1 || Older.size() != UpTo.size())
      PrintFatalError(R->getLoc(),
                      "Older and OlderUpTo hold one record each, or none");
    if (Older.empty()) {
      OS << "NoRelease, " << None;
      return;
    }
    OS << Model.CUDAReleases.indexOf(UpTo.front()) << ", "
       << IndexOf(Older.front());
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
      range(QualifierPool.add(qualifierField(S, "Values")));
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
      // Resolved here to the name's id, so the checker compares integers.
      StringRef TypeSlot = O->getValueAsString("TypeSlot");
      if (TypeSlot.empty())
        OS << "NoSlot";
      else
        OS << "{" << Model.slotNameId(TypeSlot) << "}";
      OS << ", ";
      if (O->isValueUnset("FixedType"))
        OS << "-1";
      else
        OS << Model.Qualifiers.indexOf(O->getValueAsDef("FixedType"));
      OS << ", ";
      range(QualifierPool.add(qualifierField(O, "PresentWith")));
      OS << ", ";
      bit(O->getValueAsBit("Optional"));
      OS << ", ";
      bit(O->getValueAsBit("HasRange"));
      OS << ", " << O->getValueAsInt("Min") << ", " << O->getValueAsInt("Max")
         << ", ";
      bit(O->getValueAsBit("BracedScalar"));
      writeOperandShape(O);
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  //===--------------------------------------------------------------------===//
  // Operand shapes: the OperandSpec fields of Base.td's "Operand shapes".
  //===--------------------------------------------------------------------===//

  /// Integer lists (element counts, allowed immediates) go to ValuePool.
  std::pair<unsigned, unsigned> addValues(const Record *O, StringRef Field) {
    unsigned Begin = ValuePool.size();
    for (int64_t V : O->getValueAsListOfInts(Field))
      ValuePool.push_back(V);
    return {Begin, static_cast<unsigned>(ValuePool.size() - Begin)};
  }

  /// A qualifier list and the integer list parallel to it.
  void qualifierMap(const Record *O, StringRef Keys, StringRef Values) {
    std::vector<Record *> K = O->getValueAsListOfDefs(Keys);
    if (K.size() != O->getValueAsListOfInts(Values).size())
      PrintFatalError(O->getLoc(), Keys + " and " + Values +
                                       " must have one entry each");
    range(QualifierPool.add(Model.indicesOf(Model.Qualifiers, K)));
    OS << ", ";
    range(addValues(O, Values));
  }

  void writeOperandShape(const Record *O) {
    int64_t Elements = O->getValueAsInt("Elements");
    int64_t Paired = O->getValueAsInt("PairedPredicate");
    if (Elements < 0 || Elements > 255 || Paired < 0 || Paired > 2)
      PrintFatalError(O->getLoc(), "Elements is 0..255, PairedPredicate 0..2");
    OS << ", " << Elements << ", ";
    qualifierMap(O, "ElementsBy", "ElementCounts");
    OS << ", " << Paired << ", ";
    bit(O->getValueAsBit("SinkAllowed"));
    OS << ", ";
    bit(O->getValueAsBit("Negatable"));
    OS << ", ";
    for (const char *Field : {"Parts", "Alternatives"}) {
      range(OperandPool.add(
          Model.indicesOf(Model.Operands, O->getValueAsListOfDefs(Field))));
      OS << (StringRef(Field) == "Parts" ? ", " : "");
    }
    for (const char *Field :
         {"SpecialRegisters", "Variables", "Functions", "NameOffsets",
          "VariableOffsets"}) {
      OS << ", ";
      bit(O->getValueAsBit(Field));
    }
    OS << ", ";
    range(addValues(O, "Values"));
    OS << ", ";
    qualifierMap(O, "ValueBy", "ValueWith");
    OS << ", ";
    string(O->getValueAsString("AtMostOperand"));
    OS << ", ";
    requirementField(O, "Req");
    OS << ", " << O->getValueAsInt("MultipleOf") << ", ";
    if (!O->isSubClassOf("OperandWithTypeRules"))
      OS << "-1";
    else
      OS << Model.TypeRuleSets.indexOf(O->getValueAsDef("TypeRules"));
    // In the order of OperandInfo's fields.
    writeOperandRegisterTypes(O);
    writeOperandDiscard(O);
    writeOperandLabels(O);
    writeOperandPartSelects(O);
    writeOperandWidening(O);
    writeOperandPairing(O);
    writeOperandVaryingShapes(O);
    writeOperandDependencies(O);
    writeOperandMixedVectors(O);
    writeOperandFloatConstants(O);
  }

  /// A Requires field: its index, or NoRequirement when unset.
  void requirementField(const Record *R, StringRef Field) {
    if (R->isValueUnset(Field))
      OS << "NoRequirement";
    else
      OS << Model.Requirements.indexOf(R->getValueAsDef(Field));
  }

  /// A target option field of an operand: its index, or -1 when unset.
  void targetOptionOrNone(const Record *O, StringRef Field) {
    OS << ", ";
    if (O->isValueUnset(Field))
      OS << "-1";
    else
      OS << Model.TargetOptions.indexOf(O->getValueAsDef(Field));
  }

  /// Strings joined by spaces, for a list the checker searches by word.
  void wordList(const Record *O, StringRef Field) {
    std::string Words;
    for (StringRef W : O->getValueAsListOfStrings(Field))
      Words += (Words.empty() ? "" : " ") + W.str();
    OS << ", ";
    string(Words);
  }

  /// WithOption, WithoutOption, RequiredWith, NotWith with NotWithSlots,
  /// MatchedByClasses, FirstElementTypeBy, FirstElementType and
  /// VariableSpaces: what an operand is in one texture mode, what other
  /// qualifiers change, and the old way of declaring a texture.
  void writeOperandDependencies(const Record *O) {
    targetOptionOrNone(O, "WithOption");
    targetOptionOrNone(O, "WithoutOption");
    targetOptionOrNone(O, "RequiredWith");
    std::vector<Record *> NotWith = O->getValueAsListOfDefs("NotWith");
    std::vector<StringRef> Slots = O->getValueAsListOfStrings("NotWithSlots");
    if (Slots.size() > NotWith.size())
      PrintFatalError(O->getLoc(), "NotWithSlots is longer than NotWith");
    OS << ", ";
    range(QualifierPool.add(Model.indicesOf(Model.Qualifiers, NotWith)));
    unsigned Begin = ValuePool.size();
    for (size_t I = 0; I < NotWith.size(); ++I)
      ValuePool.push_back(I < Slots.size() && !Slots[I].empty()
                              ? int64_t(Model.slotNameId(Slots[I]))
                              : -1);
    OS << ", ";
    range({Begin, static_cast<unsigned>(NotWith.size())});
    wordList(O, "MatchedByClasses");
    OS << ", ";
    range(QualifierPool.add(qualifierField(O, "FirstElementTypeBy")));
    OS << ", ";
    if (O->isValueUnset("FirstElementType"))
      OS << "-1";
    else
      OS << Model.Qualifiers.indexOf(O->getValueAsDef("FirstElementType"));
    wordList(O, "VariableSpaces");
  }

  /// TypedWhenUniform: a vector typed only when its registers share a type.
  void writeOperandMixedVectors(const Record *O) {
    OS << ", ";
    bit(O->getValueAsBit("TypedWhenUniform"));
  }

  /// NoIntegerConstants, FloatConstantReq and FloatConstantReqWith:
  /// registers and floating-point constants but no integer one, and what
  /// such a constant needs.
  void writeOperandFloatConstants(const Record *O) {
    OS << ", ";
    bit(O->getValueAsBit("NoIntegerConstants"));
    OS << ", ";
    requirementField(O, "FloatConstantReq");
    OS << ", ";
    range(QualifierPool.add(qualifierField(O, "FloatConstantReqWith")));
  }

  /// MaxElements, VectorWithoutQualifier and VariableTypes: vector lengths
  /// with a least and a most, vectors without a vector qualifier, and the
  /// declared types of the variables a symbol operand may name.
  void writeOperandVaryingShapes(const Record *O) {
    int64_t Max = O->getValueAsInt("MaxElements");
    if (Max < 0 || Max > 255)
      PrintFatalError(O->getLoc(), "MaxElements is 0..255");
    OS << ", " << Max << ", ";
    bit(O->getValueAsBit("VectorWithoutQualifier"));
    OS << ", ";
    range(QualifierPool.add(qualifierField(O, "VariableTypes")));
  }

  /// PairedPredicateReq: what writing the paired predicate `d|p` needs.
  void writeOperandPairing(const Record *O) {
    OS << ", ";
    requirementField(O, "PairedPredicateReq");
  }

  /// DiscardAllowed, NoPredicateOutputWith, DiscardOnlyWith and
  /// DiscardReq: `_` for the operand, the qualifiers with which it has no
  /// paired predicate, those with which it must be `_`, and what `_` needs.
  void writeOperandDiscard(const Record *O) {
    OS << ", ";
    bit(O->getValueAsBit("DiscardAllowed"));
    OS << ", ";
    range(QualifierPool.add(qualifierField(O, "NoPredicateOutputWith")));
    OS << ", ";
    range(QualifierPool.add(qualifierField(O, "DiscardOnlyWith")));
    OS << ", ";
    requirementField(O, "DiscardReq");
  }

  /// RegisterTypes, TypedByFirstElement and ScalarOrVector: which
  /// registers and shapes an operand takes beyond its type rules.
  void writeOperandRegisterTypes(const Record *O) {
    OS << ", ";
    range(QualifierPool.add(qualifierField(O, "RegisterTypes")));
    OS << ", ";
    bit(O->getValueAsBit("TypedByFirstElement"));
    OS << ", ";
    bit(O->getValueAsBit("ScalarOrVector"));
  }

  /// WidenedBy, WidenFrom and WidenTo: the wider type an operand has with
  /// a qualifier such as `.wide`.
  void writeOperandWidening(const Record *O) {
    std::vector<Record *> From = O->getValueAsListOfDefs("WidenFrom");
    std::vector<Record *> To = O->getValueAsListOfDefs("WidenTo");
    if (From.size() != To.size())
      PrintFatalError(O->getLoc(),
                      "WidenFrom and WidenTo must have one entry each");
    for (const auto &Types : {O->getValueAsListOfDefs("WidenedBy"), From, To}) {
      OS << ", ";
      range(QualifierPool.add(Model.indicesOf(Model.Qualifiers, Types)));
    }
    OS << ", ";
    bit(O->getValueAsBit("NoConstants"));
  }

  /// Labels and calls: what a label operand may name (Base.td LabelKind,
  /// as a mask) and the operands that hold a callee's parameters.
  void writeOperandLabels(const Record *O) {
    int64_t Mask = 0;
    for (const Record *K : O->getValueAsListOfDefs("Labels"))
      Mask |= K->getValueAsInt("Bit");
    if (Mask > 255)
      PrintFatalError(O->getLoc(), "Labels: the mask must fit 8 bits");
    OS << ", " << Mask << ", ";
    string(O->getValueAsString("ResultsIn"));
    OS << ", ";
    string(O->getValueAsString("ArgumentsIn"));
  }

  /// PartSelects, NotNegatedWith and NegationAgainst: the video
  /// instructions' part selects and negated sources.
  void writeOperandPartSelects(const Record *O) {
    OS << ", ";
    range(PartSelectPool.add(Model.indicesOf(
        Model.PartSelects, O->getValueAsListOfDefs("PartSelects"))));
    OS << ", ";
    string(O->getValueAsString("PartSelectsWith"));
    OS << ", ";
    range(QualifierPool.add(qualifierField(O, "NotNegatedWith")));
    OS << ", ";
    std::string Against;
    for (StringRef Name : O->getValueAsListOfStrings("NegationAgainst"))
      Against += (Against.empty() ? "" : " ") + Name.str();
    string(Against);
  }

  void writePartSelects() {
    OS << "static constexpr PartSelectInfo PartSelects[] = {\n";
    for (Record *P : Model.PartSelects.records()) {
      int64_t Min = P->getValueAsInt("MinDigits");
      int64_t Max = P->getValueAsInt("MaxDigits");
      int64_t Digit = P->getValueAsInt("MaxDigit");
      if (Min < 1 || Max < Min || Max > 9 || Digit < 0 || Digit > 9)
        PrintFatalError(P->getLoc(), "a part select has 1 to 9 digits of 0-9");
      OS << "  {";
      string(P->getValueAsString("Letter"));
      OS << ", " << Min << ", " << Max << ", " << Digit << ", ";
      bit(P->getValueAsBit("Descending"));
      OS << ", ";
      string(P->getValueAsString("Summary"));
      OS << "},\n";
    }
    if (Model.PartSelects.records().empty())
      OS << "  {\"\", 1, 1, 0, false, \"\"},\n";
    OS << "};\n\n";
  }

  void writeValuePool() {
    OS << "static constexpr int64_t ValuePool[] = {";
    for (size_t I = 0; I < ValuePool.size(); ++I)
      OS << (I % 16 ? " " : "\n  ") << ValuePool[I] << ",";
    OS << (ValuePool.empty() ? "\n  0" : "") << "\n};\n\n";
  }

  //===--------------------------------------------------------------------===//
  // Address operands: AddressSpecs, and OperandAddress beside Operands
  //===--------------------------------------------------------------------===//

  /// The spaces by AddressSpaceBit (ISATables.h): bit I is Names[I].
  static constexpr const char *SpaceNames[] = {"generic", "global", "shared",
                                               "local",   "const",  "param"};

  /// The mask of the spaces named in List (AddressSpaceBit in ISATables.h).
  static unsigned spaceMask(const Record *R, StringRef Field) {
    const auto &Names = SpaceNames;
    unsigned Mask = 0;
    for (StringRef Name : R->getValueAsListOfStrings(Field)) {
      auto It = std::find(std::begin(Names), std::end(Names), Name);
      if (It == std::end(Names))
        PrintFatalError(R->getLoc(), "'" + Name + "' in " + Field +
                                         " is no state space (generic, "
                                         "global, shared, local, const, "
                                         "param)");
      Mask |= 1u << (It - std::begin(Names));
    }
    return Mask;
  }

  /// Per qualifier, the AddressSpaceBit of the space a SpaceQualifier
  /// names (0 for the others), so that the checker compares bits, not
  /// spellings; and the text of each space bit, for messages (the
  /// declaration's spelling, or "generic").
  void writeQualifierSpaces() {
    const auto &Names = SpaceNames;
    OS << "static constexpr uint8_t QualifierSpaceBits[] = {";
    size_t I = 0;
    for (Record *Q : Model.Qualifiers.records()) {
      unsigned Bit = 0;
      if (Q->isSubClassOf("SpaceQualifier")) {
        StringRef Space = Q->getValueAsString("Space");
        auto It = std::find(std::begin(Names) + 1, std::end(Names), Space);
        if (It == std::end(Names))
          PrintFatalError(Q->getLoc(), "'" + Space + "' is no state space "
                                       "(global, shared, local, const, param)");
        Bit = 1u << (It - std::begin(Names));
      }
      OS << (I++ % 16 ? " " : "\n  ") << Bit << ",";
    }
    OS << (I ? "" : "\n  0,") << "\n};\n\n";
    OS << "static constexpr std::string_view AddressSpaceNames[] = {\n";
    for (StringRef Name : Names)
      OS << "  \"" << (Name == "generic" ? "" : ".") << Name << "\",\n";
    OS << "};\n\n";
  }

  /// A slot name of a record, as its id; "" is NoSlot.
  void slotIdOrNone(StringRef Name) {
    if (Name.empty())
      OS << "NoSlot";
    else
      OS << "SlotId{" << Model.slotNameId(Name) << "}";
  }

  /// AddressSpec.MaxRegisterBits, the last field of an AddressInfo.
  void emitMaxRegisterBits(const Record *A) {
    int64_t Bits = A->getValueAsInt("MaxRegisterBits");
    if (Bits < 0 || Bits > 64)
      PrintFatalError(A->getLoc(), "MaxRegisterBits must be in [0, 64]");
    OS << ", " << Bits;
  }

  /// One AddressInfo per AddressSpec record that an operand uses, and for
  /// each operand the index of its own (-1: none), so that the checker
  /// finds an operand's address description by its index.
  void writeAddressSpecs() {
    std::vector<const Record *> Specs;
    std::vector<int> OfOperand;
    for (Record *O : Model.Operands.records()) {
      if (O->isValueUnset("Address")) {
        OfOperand.push_back(-1);
        continue;
      }
      const Record *A = O->getValueAsDef("Address");
      auto It = std::find(Specs.begin(), Specs.end(), A);
      OfOperand.push_back(static_cast<int>(It - Specs.begin()));
      if (It == Specs.end())
        Specs.push_back(A);
    }
    // What older releases read instead, after the specs operands name.
    for (size_t I = 0; I < Specs.size(); ++I)
      for (Record *Older : Specs[I]->getValueAsListOfDefs("Older"))
        if (std::find(Specs.begin(), Specs.end(), Older) == Specs.end())
          Specs.push_back(Older);
    if (Specs.size() > 0x7FFF)
      PrintFatalError("more address specs than OperandAddress can index");
    OS << "static constexpr AddressInfo AddressSpecs[] = {\n";
    for (const Record *A : Specs) {
      OS << "  {";
      // Slot names resolved to ids here, so the checker compares integers.
      slotIdOrNone(A->getValueAsString("SpaceSlot"));
      for (StringRef Field : {"VariableSpaces", "GenericVariables",
                              "ImmediateIn", "NarrowIn", "No32BitRegisterIn",
                              "SuffixSpaces"})
        OS << ", " << spaceMask(A, Field);
      int64_t Bits = A->getValueAsInt("MinRegisterBits");
      if (Bits < 0 || Bits > 64)
        PrintFatalError(A->getLoc(), "MinRegisterBits must be in [0, 64]");
      OS << ", " << Bits << ", ";
      bit(A->getValueAsBit("SpecialRegisterBase"));
      OS << ", ";
      bit(A->getValueAsBit("BracketsOptional"));
      OS << ", ";
      bit(A->getValueAsBit("BareRegisterLast"));
      OS << ", ";
      std::string Suffixes;
      for (StringRef S : A->getValueAsListOfStrings("Suffixes"))
        Suffixes += (Suffixes.empty() ? "" : " ") + S.str();
      string(Suffixes);
      OS << ", ";
      bit(A->getValueAsBit("Bracketed"));
      OS << ", ";
      slotIdOrNone(A->getValueAsString("RegisterWidthSlot"));
      OS << ", ";
      bit(A->getValueAsBit("OffsetBaseAnyWidth"));
      OS << ", ";
      range(QualifierPool.add(qualifierField(A, "OffsetBaseTypes")));
      OS << ", ";
      bit(A->getValueAsBit("VariableAlone"));
      OS << ", ";
      bit(A->getValueAsBit("FunctionName"));
      for (StringRef Field :
           {"NoVariableIn", "ParameterAddressOnly", "No32BitVariableIn"})
        OS << ", " << spaceMask(A, Field);
      OS << ", ";
      range(QualifierPool.add(qualifierField(A, "BaseRegisterTypes")));
      emitMaxRegisterBits(A);
      OS << ", ";
      olderRecord(A, "-1", [&](const Record *Older) {
        return std::find(Specs.begin(), Specs.end(), Older) - Specs.begin();
      });
      OS << "},\n";
    }
    // An empty array is ill-formed.
    OS << (Specs.empty() ? "  {}\n" : "") << "};\n\n";
    OS << "static constexpr int16_t OperandAddress[] = {";
    for (size_t I = 0; I < OfOperand.size(); ++I)
      OS << (I % 16 ? " " : "\n  ") << OfOperand[I] << ",";
    OS << (OfOperand.empty() ? "\n  -1" : "") << "\n};\n\n";
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
    if (Name == "VectorOperand") return "Vector";
    if (Name == "TupleOperand") return "Tuple";
    if (Name == "ListOperand") return "List";
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
      OS << ", ";
      if (Custom)
        OS << customCheckId(CheckNames, C->getValueAsString("Name"));
      else
        OS << "NoCustomCheck";
      OS << "},\n";
    }
    OS << "};\n\n";
  }

  //===--------------------------------------------------------------------===//
  // Constraints that name slots
  //===--------------------------------------------------------------------===//

  /// The qualifier list field Name of record R, as Qualifiers indices;
  /// empty when its class has no such field (a constraint's When).
  std::vector<unsigned> qualifierField(const Record *R, StringRef Name) const {
    if (!R->getValue(Name))
      return {};
    return Model.indicesOf(Model.Qualifiers, R->getValueAsListOfDefs(Name));
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
      if (Width != "same" && Width != "at-least" && Width != "any")
        PrintFatalError(R->getLoc(),
                        "Width must be \"same\", \"at-least\" or \"any\"");
      OS << "  {";
      string(R->getValueAsString("InstructionClass"));
      OS << ", ";
      string(R->getValueAsString("RegisterClass"));
      OS << ", ";
      bit(Width == "at-least");
      OS << ", ";
      bit(Width == "any");
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

  //===--------------------------------------------------------------------===//
  // Variant tables (Base.td: Variant, Form.Keys)
  //===--------------------------------------------------------------------===//

  /// A key list's qualifier indices, Absent as AbsentKey.
  std::vector<unsigned> keyIndices(const Record *Row, size_t K) {
    std::vector<unsigned> Result;
    auto *List = cast<ListInit>(Row->getValueAsListInit("Key")->getElement(K));
    for (Init *I : List->getValues()) {
      Record *Q = cast<DefInit>(I)->getDef();
      Result.push_back(Q->getName() == "Absent" ? AbsentKey
                                                : Model.Qualifiers.indexOf(Q));
    }
    return Result;
  }

  /// A row's ImmediateMax, into ElementPool.
  void writeImmediateMax(const Record *Row) {
    unsigned Begin = static_cast<unsigned>(ElementPool.size());
    for (int64_t N : Row->getValueAsListOfInts("ImmediateMax")) {
      if (N < -1 || N > INT16_MAX)
        PrintFatalError(Row->getLoc(), "ImmediateMax is -1..32767");
      ElementPool.push_back(N);
    }
    range({Begin, static_cast<unsigned>(ElementPool.size()) - Begin});
  }

  /// Every row as a VariantInfo, the sorted index of their tuples, and
  /// each form's table: its key slots, the slots its rows govern, its rows
  /// and its tuples.
  void writeVariants() {
    struct Tuple {
      unsigned Form;
      std::vector<unsigned> Key;
      unsigned Row;
    };
    std::vector<Tuple> Tuples;
    OS << "static constexpr VariantInfo Variants[] = {\n";
    const auto &Rows = Model.Variants.records();
    for (unsigned R = 0; R < Rows.size(); ++R) {
      const Record *Row = Rows[R];
      unsigned Form = Model.Forms.indexOf(Row->getValueAsDef("InForm"));
      size_t NumKeys = Row->getValueAsListInit("Key")->size();
      if (NumKeys > MaxKeys)
        PrintFatalError(Row->getLoc(), "a variant table has at most " +
                                           Twine(MaxKeys) + " key slots");
      OS << "  {" << Form << ", {";
      std::vector<std::vector<unsigned>> Keys;
      for (size_t K = 0; K < MaxKeys; ++K) {
        Keys.push_back(K < NumKeys ? keyIndices(Row, K) : std::vector<unsigned>());
        OS << (K ? ", " : "");
        range(VariantKeyPool.add(Keys.back()));
      }
      OS << "}, ";
      range(QualifierPool.add(qualifierField(Row, "Allowed")));
      OS << ", ";
      range(QualifierPool.add(qualifierField(Row, "Required")));
      OS << ", " << Model.Requirements.indexOf(Row->getValueAsDef("Req")) << ", ";
      unsigned ElementsBegin = static_cast<unsigned>(ElementPool.size());
      for (int64_t N : Row->getValueAsListOfInts("Elements"))
        ElementPool.push_back(N);
      range({ElementsBegin,
             static_cast<unsigned>(ElementPool.size()) - ElementsBegin});
      for (const char *Field :
           {"ConstantOperands", "SpecialRegisterOperands", "VariableOperands"}) {
        OS << ", ";
        bit(Row->getValueAsBit(Field));
      }
      OS << ", ";
      string(Row->getValueAsString("Refusal"));
      OS << ", ";
      writeImmediateMax(Row);
      OS << "},\n";
      // The product of the key lists: one tuple each.
      std::vector<std::vector<unsigned>> Product = {{}};
      for (size_t K = 0; K < NumKeys; ++K) {
        std::vector<std::vector<unsigned>> Next;
        for (const std::vector<unsigned> &Prefix : Product)
          for (unsigned Q : Keys[K]) {
            Next.push_back(Prefix);
            Next.back().push_back(Q);
          }
        Product = std::move(Next);
      }
      for (std::vector<unsigned> &Key : Product) {
        Key.resize(MaxKeys, 0);
        Tuples.push_back({Form, std::move(Key), R});
      }
    }
    if (Rows.empty())
      OS << "  {},\n";
    OS << "};\n\n";

    std::stable_sort(Tuples.begin(), Tuples.end(),
                     [](const Tuple &A, const Tuple &B) {
                       return std::tie(A.Form, A.Key) < std::tie(B.Form, B.Key);
                     });
    OS << "// Sorted by form and key tuple: looked up by binary search.\n"
       << "static constexpr VariantTupleInfo VariantTuples[] = {\n";
    for (const Tuple &T : Tuples) {
      OS << "  {" << T.Form << ", {";
      for (size_t K = 0; K < MaxKeys; ++K)
        OS << (K ? ", " : "") << T.Key[K];
      OS << "}, " << T.Row << "},\n";
    }
    if (Tuples.empty())
      OS << "  {},\n";
    OS << "};\n\n";

    OS << "// By form index.\n"
       << "static constexpr FormVariantsInfo FormVariants[] = {\n";
    const auto &Forms = Model.Forms.records();
    for (unsigned F = 0; F < Forms.size(); ++F) {
      const Record *Form = Forms[F];
      std::vector<Record *> Slots = Form->getValueAsListOfDefs("Slots");
      std::vector<StringRef> Keys = Form->getValueAsListOfStrings("Keys");
      if (Slots.size() > 32)
        PrintFatalError(Form->getLoc(), "a form with variants has at most 32 slots");
      OS << "  {" << Keys.size() << ", {";
      for (size_t K = 0; K < MaxKeys; ++K) {
        unsigned Position = 0;
        if (K < Keys.size())
          while (Slots[Position]->getValueAsString("Name") != Keys[K])
            ++Position; // ISAModel checked that the slot exists.
        OS << (K ? ", " : "") << Position;
      }
      unsigned RowBegin = 0, RowCount = 0;
      for (unsigned R = 0; R < Rows.size(); ++R)
        if (Rows[R]->getValueAsDef("InForm") == Form) {
          RowBegin = RowCount ? RowBegin : R;
          ++RowCount;
        }
      // The slots the rows govern, by name, over every form of the opcode
      // keyed by the same slots: a qualifier is the table's business in
      // each of them, so that a tuple written in the wrong form is
      // explained as fully as in its own.
      uint32_t Governed = 0;
      for (const Record *Row : Rows) {
        const Record *Other = Row->getValueAsDef("InForm");
        if (Other->getValueAsDef("Op") != Form->getValueAsDef("Op") ||
            Other->getValueAsListOfStrings("Keys") != Keys)
          continue;
        std::vector<Record *> OtherSlots = Other->getValueAsListOfDefs("Slots");
        for (StringRef Field : {"Allowed", "Required"})
          for (Record *Q : Row->getValueAsListOfDefs(Field))
            for (Record *OtherSlot : OtherSlots) {
              std::vector<Record *> Values = OtherSlot->getValueAsListOfDefs("Values");
              if (std::find(Values.begin(), Values.end(), Q) == Values.end())
                continue;
              for (size_t S = 0; S < Slots.size(); ++S)
                if (Slots[S]->getValueAsString("Name") ==
                    OtherSlot->getValueAsString("Name"))
                  Governed |= 1u << S;
            }
      }
      for (size_t K = 0; K < Keys.size(); ++K)
        for (size_t S = 0; S < Slots.size(); ++S)
          if (Slots[S]->getValueAsString("Name") == Keys[K])
            Governed &= ~(1u << S);
      auto First = std::find_if(Tuples.begin(), Tuples.end(),
                                [F](const Tuple &T) { return T.Form == F; });
      auto Last = std::find_if(First, Tuples.end(),
                               [F](const Tuple &T) { return T.Form != F; });
      OS << "}, " << Governed << "u, " << RowBegin << ", " << RowCount << ", "
         << (First - Tuples.begin()) << ", " << (Last - First) << "},\n";
    }
    OS << "};\n\n";
  }

  void writeElementPool() {
    OS << "static constexpr int16_t ElementPool[] = {";
    for (size_t I = 0; I < ElementPool.size(); ++I)
      OS << (I % 16 ? " " : "\n  ") << ElementPool[I] << ",";
    OS << (ElementPool.empty() ? "\n  0" : "") << "\n};\n\n";
  }

  static constexpr size_t MaxKeys = 6; // MaxVariantKeys in ISATables.h.
  static constexpr unsigned AbsentKey = 0xFFFF;
  std::vector<int64_t> ElementPool;

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
    // An integer entry takes no braces (Clang warns on braced scalars).
    bool Scalar = Type.endswith("_t");
    OS << "static constexpr " << Type << " " << Name << "[] = {\n";
    for (Record *R : Defs) {
      OS << (Scalar ? "  " : "  {");
      Entry(R);
      OS << (Scalar ? ",\n" : "},\n");
    }
    if (Defs.empty())
      OS << (Scalar ? "  0,\n" : "  {},\n");
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

  /// The facts of src/ISA/Sync.td: one table of SyncFact records, each
  /// kind's words checked here, and the special registers' scopes.
  void writeSyncFacts() {
    static const char *const Kinds[] = {
        "ControlTransfer", "NoResult", "Collective", "MemberMask",
        "ResultUniformity", "CustomUniformity", "SharedMemoryAccess",
        "ProxyFence", "GroupMember", "GroupCommit", "GroupWait",
        "NotWhilePending", "RegisterFence", "MbarrierInit", "MbarrierInval",
        "MbarrierUse", "MbarrierAsyncUse", "MbarrierInitFence",
        "ThreadBarrier", "PeerSharedMemory", "TensorMemoryAlloc",
        "TensorMemoryDealloc", "CollectiveResult", "Call",
        "RegisterCountChange", "ReadOnlyIf", "ReadOnlyUnless", "Copy",
        "AgreementMask", "RegisterCountRaise", "Comparison"};
    static const char *const Scopes[] = {"thread", "warp", "warpgroup", "cta",
                                         "cluster", "grid"};
    static const char *const Transfers[] = {"branch", "indirect", "return",
                                            "exit", "trap"};
    static const char *const Groups[] = {"cp.async", "bulk", "wgmma",
                                         "tcgen05.ld", "tcgen05.st"};
    static const char *const Customs[] = {
        "broadcast-lane", "lane-bits-shifted", "lane-bits-divided",
        "lane-bits-kept", "lane-threshold-below", "lane-threshold-at-most",
        "agreement-is-whole"};
    static const char *const Relations[] = {"eq", "ne", "lt", "le", "gt", "ge"};
    // The index of Word in Words; a word not there stops the build.
    auto IndexIn = [&](const Record *R, StringRef Field, auto &Words,
                       bool Optional) -> int {
      StringRef Word = R->getValueAsString(Field);
      if (Optional && Word.empty())
        return -1;
      for (size_t I = 0; I < std::size(Words); ++I)
        if (Word == Words[I])
          return static_cast<int>(I);
      PrintFatalError(R->getLoc(), Field + " '" + Word + "' is not one of the known words");
    };
    auto Qualifiers = [&](const Record *R, StringRef Field) {
      range(QualifierPool.add(
          Model.indicesOf(Model.Qualifiers, R->getValueAsListOfDefs(Field))));
    };
    OS << "// Synchronization facts (src/ISA/Sync.td).\n";
    lintTable("SyncFactInfo", "SyncFacts", "SyncFact", [&](Record *R) {
      int Kind = IndexIn(R, "Kind", Kinds, false);
      StringRef KindName = Kinds[Kind];
      bool Transfer = KindName == "ControlTransfer";
      int Scope = Transfer ? IndexIn(R, "Scope", Transfers, false)
                           : IndexIn(R, "Scope", Scopes, true);
      std::vector<int64_t> Operands = R->getValueAsListOfInts("Operands");
      if (Operands.size() > 2)
        PrintFatalError(R->getLoc(), "a fact names at most two operands");
      for (int64_t Position : Operands)
        if (Position < 0 || Position > 15)
          PrintFatalError(R->getLoc(), "operand positions are 0 to 15");
      StringRef Proxy = R->getValueAsString("Proxy");
      StringRef Access = R->getValueAsString("Access");
      if (KindName == "SharedMemoryAccess" && (!(Proxy == "generic" || Proxy == "async") ||
                        !(Access == "read" || Access == "write" ||
                          Access == "read-write")))
        PrintFatalError(R->getLoc(), "a shared memory access needs a proxy "
                                     "(generic, async) and an access (read, "
                                     "write, read-write)");
      StringRef SpaceSlot = R->getValueAsString("SpaceSlot");
      if (!SpaceSlot.empty()) {
        bool Found = false;
        const Record *Op = R->getValueAsDef("Op");
        for (unsigned F : Model.FormsOfOpcode[Model.Opcodes.indexOf(Op)])
          for (Record *S : Model.Forms.records()[F]->getValueAsListOfDefs("Slots"))
            Found = Found || S->getValueAsString("Name") == SpaceSlot;
        if (!Found)
          PrintFatalError(R->getLoc(), "no form of " + Op->getName() +
                                           " has a slot '" + SpaceSlot + "'");
      }
      OS << Model.Opcodes.indexOf(R->getValueAsDef("Op"))
         << ", SyncFactKind::" << Kinds[Kind] << ", ";
      Qualifiers(R, "When");
      OS << ", ";
      Qualifiers(R, "Unless");
      OS << ", " << Scope << ", "
         << IndexIn(R, "Group", Groups, true) << ", "
         << (KindName == "Comparison" ? IndexIn(R, "Custom", Relations, false)
                                      : IndexIn(R, "Custom", Customs, true))
         << ", "
         << (Proxy == "async") << ", "
         << (Access == "read" ? 1 : Access == "write" ? 2 : Access.empty() ? 0 : 3)
         << ", ";
      bit(R->getValue("AlwaysShared") && R->getValueAsBit("AlwaysShared"));
      OS << ", ";
      string(SpaceSlot);
      OS << ", " << Operands.size() << ", {"
         << (Operands.size() > 0 ? Operands[0] : 0) << ", "
         << (Operands.size() > 1 ? Operands[1] : 0) << "}, ";
      string(R->getValueAsString("Spelling"));
    });
    lintTable("std::string_view", "EntryRegisterCountSets",
              "EntryRegisterCountFrom", [&](Record *R) {
                std::string Joined;
                for (StringRef D : R->getValueAsListOfStrings("Directives"))
                  Joined += (Joined.empty() ? "" : " ") + D.str();
                string(Joined);
              });
    lintTable("SpecialRegisterScopeInfo", "SpecialRegisterScopes",
              "SpecialRegisterScope", [&](Record *R) {
                string(R->getValueAsString("Register"));
                OS << ", " << IndexIn(R, "Scope", Scopes, false);
              });
  }

  const ISAModel &Model;
  RecordKeeper &Records;
  raw_ostream &OS;
  IndexPool DirectivePool;
  std::vector<int64_t> ValuePool; // Operand shapes: counts and values.
  /// Per form and constraint, parallel to ConstraintPool: the slot
  /// indices of FirstSlot, SecondSlot and WhenSlot.
  std::vector<std::array<unsigned, 3>> ConstraintSlots;
  IndexPool TargetPool, QualifierPool, SlotPool, OperandPool, ConstraintPool,
      FormPool, TypeRulePool, PartSelectPool;
  IndexPool VariantKeyPool;
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
