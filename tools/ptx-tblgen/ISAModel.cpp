//===- ISAModel.cpp -------------------------------------------------------===//

#include "ISAModel.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/TableGen/Error.h"

#include <algorithm>

using namespace llvm;
using namespace ptxlint::tblgen;

void RecordTable::assign(std::vector<Record *> List) {
  Records = std::move(List);
  Index.clear();
  for (unsigned I = 0; I < Records.size(); ++I)
    Index[Records[I]] = I;
}

void RecordTable::assignInDefinitionOrder(std::vector<Record *> List) {
  // What the author wrote first comes first.
  std::stable_sort(List.begin(), List.end(), [](Record *A, Record *B) {
    return A->getID() < B->getID();
  });
  assign(std::move(List));
}

unsigned RecordTable::indexOf(const Record *R) const {
  auto It = Index.find(R);
  if (It == Index.end())
    PrintFatalError(R->getLoc(), "record '" + R->getName() +
                                     "' is not of the expected class");
  return It->second;
}

std::pair<unsigned, unsigned>
IndexPool::add(const std::vector<unsigned> &List) {
  unsigned Begin = Entries.size();
  Entries.insert(Entries.end(), List.begin(), List.end());
  return {Begin, static_cast<unsigned>(List.size())};
}

ISAModel::ISAModel(RecordKeeper &Records) {
  Versions.assignInDefinitionOrder(Records.getAllDerivedDefinitions("PTXVersion"));
  CUDAReleases.assignInDefinitionOrder(
      Records.getAllDerivedDefinitions("CUDARelease"));
  Targets.assignInDefinitionOrder(Records.getAllDerivedDefinitions("Target"));
  TargetOptions.assignInDefinitionOrder(
      Records.getAllDerivedDefinitions("TargetOption"));
  DirectiveFeatures.assignInDefinitionOrder(
      Records.getAllDerivedDefinitions("DirectiveFeature"));
  Requirements.assignInDefinitionOrder(Records.getAllDerivedDefinitions("Requires"));
  Qualifiers.assignInDefinitionOrder(Records.getAllDerivedDefinitions("Qualifier"));
  Slots.assignInDefinitionOrder(Records.getAllDerivedDefinitions("Slot"));
  Operands.assignInDefinitionOrder(Records.getAllDerivedDefinitions("OperandSpec"));
  PartSelects.assignInDefinitionOrder(
      Records.getAllDerivedDefinitions("PartSelect"));
  Constraints.assignInDefinitionOrder(
      Records.getAllDerivedDefinitions("Constraint"));
  Forms.assignInDefinitionOrder(Records.getAllDerivedDefinitions("Form"));
  TypeRules.assignInDefinitionOrder(Records.getAllDerivedDefinitions("TypeRule"));
  TypeRuleSets.assignInDefinitionOrder(
      Records.getAllDerivedDefinitions("TypeRuleSet"));
  SpecialRegisters.assignInDefinitionOrder(
      Records.getAllDerivedDefinitions("SpecialRegister"));

  // Opcodes are looked up by name with a binary search: sort them by it.
  std::vector<Record *> ByName = Records.getAllDerivedDefinitions("Opcode");
  std::stable_sort(ByName.begin(), ByName.end(), [](Record *A, Record *B) {
    return A->getValueAsString("Name") < B->getValueAsString("Name");
  });
  Opcodes.assign(ByName);

  // Variant rows: grouped by form, so that each form's rows are one run.
  std::vector<Record *> Rows = Records.getAllDerivedDefinitions("Variant");
  std::stable_sort(Rows.begin(), Rows.end(), [](Record *A, Record *B) {
    return A->getID() < B->getID();
  });
  std::stable_sort(Rows.begin(), Rows.end(), [this](Record *A, Record *B) {
    return Forms.indexOf(A->getValueAsDef("InForm")) <
           Forms.indexOf(B->getValueAsDef("InForm"));
  });
  Variants.assign(Rows);
  collectSlotNames();

  FormsOfOpcode.resize(Opcodes.records().size());
  for (unsigned I = 0; I < Forms.records().size(); ++I) {
    Record *Op = Forms.records()[I]->getValueAsDef("Op");
    FormsOfOpcode[Opcodes.indexOf(Op)].push_back(I);
  }
  validate();
}

//===----------------------------------------------------------------------===//
// Slot names as C++ constants (isa::slots, src/ISA/SlotNames.h)
//===----------------------------------------------------------------------===//

void ISAModel::collectSlotNames() {
  for (Record *S : Slots.records())
    SlotNames.push_back(S->getValueAsString("Name"));
  std::sort(SlotNames.begin(), SlotNames.end());
  SlotNames.erase(std::unique(SlotNames.begin(), SlotNames.end()),
                  SlotNames.end());
  // Two names must not become one constant ("cache hint", "cache-hint").
  StringMap<StringRef> Constants;
  for (StringRef Name : SlotNames) {
    std::string Constant = slotConstantName(Name);
    if (Constant.empty() || !isAlpha(Constant[0]))
      PrintFatalError("slot name '" + Name +
                      "' must begin with a letter, to name a C++ constant");
    auto [It, New] = Constants.try_emplace(Constant, Name);
    if (!New)
      PrintFatalError("slot names '" + It->second + "' and '" + Name +
                      "' both become the C++ constant slots::" + Constant);
  }
}

unsigned ISAModel::slotNameId(StringRef Name) const {
  auto It = std::lower_bound(SlotNames.begin(), SlotNames.end(), Name);
  if (It == SlotNames.end() || *It != Name)
    PrintFatalError("no slot is named '" + Name + "'");
  return It - SlotNames.begin();
}

std::string ISAModel::slotConstantName(StringRef Name) {
  std::string Result;
  bool WordStart = true;
  for (char C : Name) {
    if (!isAlnum(C)) {
      WordStart = true;
      continue;
    }
    Result += WordStart ? toUpper(C) : C;
    WordStart = false;
  }
  return Result;
}

std::vector<unsigned>
ISAModel::indicesOf(const RecordTable &Table,
                    const std::vector<Record *> &List) const {
  std::vector<unsigned> Result;
  for (Record *R : List)
    Result.push_back(Table.indexOf(R));
  return Result;
}

std::string ISAModel::versionName(const Record *Version) {
  return std::to_string(Version->getValueAsInt("Major")) + "." +
         std::to_string(Version->getValueAsInt("Minor"));
}

std::string ISAModel::describeTargets(const Record *Requirement) const {
  std::vector<Record *> OnlyOn = Requirement->getValueAsListOfDefs("OnlyOn");
  int64_t MinSM = Requirement->getValueAsInt("MinSM");
  if (!OnlyOn.empty()) {
    std::string Result;
    for (size_t I = 0; I < OnlyOn.size(); ++I) {
      if (I)
        Result += I + 1 == OnlyOn.size() ? " or " : ", ";
      Result += OnlyOn[I]->getValueAsString("Name").str();
    }
    return Result;
  }
  if (MinSM == 0)
    return "any target";
  return "sm_" + std::to_string(MinSM) + " or later";
}

/// A RequiresIn (a RequiresWith without a second list) replaces, in Form,
/// the requirement of the qualifiers Form lists (in the slot named, if
/// any). One RequiresIn may serve several forms and name words of each;
/// one that names no word of a form it is in would be a requirement
/// nothing ever reports.
void ISAModel::validateConstraintQualifiers(const Record *Form) const {
  std::vector<Record *> Slots = Form->getValueAsListOfDefs("Slots");
  for (Record *C : Form->getValueAsListOfDefs("Constraints")) {
    if (C->getValueAsString("Kind") != "requires" ||
        !C->getValueAsListOfDefs("Second").empty())
      continue;
    StringRef SlotName = C->getValueAsString("FirstSlot");
    bool Listed = false;
    for (Record *Q : C->getValueAsListOfDefs("First"))
      for (Record *Slot : Slots)
        if (SlotName.empty() || Slot->getValueAsString("Name") == SlotName)
          for (Record *V : Slot->getValueAsListOfDefs("Values"))
            Listed = Listed || V == Q;
    if (!Listed)
      PrintFatalError(C->getLoc(),
                      "RequiresIn " + C->getName() + " of form " +
                          Form->getName() + " names no qualifier that " +
                          (SlotName.empty() ? "a slot"
                                            : "slot '" + SlotName + "'") +
                          " of the form lists");
  }
}

/// One Qualifier record per spelling: the checker compares qualifiers by
/// record, so two records of one spelling would be two words that read
/// alike. What a word needs in one instruction only is a RequiresIn there.
void ISAModel::validateOneRecordPerSpelling() const {
  StringMap<const Record *> BySpelling;
  for (const Record *Q : Qualifiers.records()) {
    auto [It, New] = BySpelling.try_emplace(Q->getValueAsString("Spelling"), Q);
    if (!New)
      PrintFatalError(Q->getLoc(),
                      "qualifier " + Q->getName() + " spells '" +
                          Q->getValueAsString("Spelling") + "', as " +
                          It->second->getName() +
                          " does: keep one record and say in the forms that "
                          "need more what they need (RequiresIn)");
  }
}

/// Catches the mistakes a .td author can make that TableGen itself cannot
/// see: duplicate names and references to slots a form does not have.
void ISAModel::validate() const {
  validateOneRecordPerSpelling();
  // A variant row has one key list per key slot, naming qualifiers that
  // slot lists (or Absent), and other qualifiers its form has slots for.
  for (Record *Row : Variants.records()) {
    Record *Form = Row->getValueAsDef("InForm");
    std::vector<StringRef> Keys = Form->getValueAsListOfStrings("Keys");
    ListInit *Key = Row->getValueAsListInit("Key");
    if (Keys.empty() || Key->size() != Keys.size())
      PrintFatalError(Row->getLoc(), "variant row has " +
                                         Twine(Key->size()) +
                                         " key lists; form " + Form->getName() +
                                         " has " + Twine(Keys.size()) +
                                         " key slots");
    std::vector<Record *> Slots = Form->getValueAsListOfDefs("Slots");
    for (size_t K = 0; K < Keys.size(); ++K) {
      Record *Slot = nullptr;
      for (Record *S : Slots)
        if (S->getValueAsString("Name") == Keys[K])
          Slot = S;
      if (!Slot)
        PrintFatalError(Form->getLoc(), "key slot '" + Keys[K] +
                                            "' is not a slot of form " +
                                            Form->getName());
      std::vector<Record *> Values = Slot->getValueAsListOfDefs("Values");
      auto *List = dyn_cast<ListInit>(Key->getElement(K));
      if (!List || List->empty())
        PrintFatalError(Row->getLoc(), "empty key list for slot '" + Keys[K] + "'");
      for (Init *I : List->getValues()) {
        Record *Q = cast<DefInit>(I)->getDef();
        if (Q->getName() != "Absent" &&
            std::find(Values.begin(), Values.end(), Q) == Values.end())
          PrintFatalError(Row->getLoc(), "key names " + Q->getName() +
                                             ", which slot '" + Keys[K] +
                                             "' of form " + Form->getName() +
                                             " does not list");
      }
    }
    for (StringRef Field : {"Allowed", "Required"})
      for (Record *Q : Row->getValueAsListOfDefs(Field)) {
        bool Found = false;
        for (Record *S : Slots)
          for (Record *V : S->getValueAsListOfDefs("Values"))
            Found = Found || V == Q;
        if (!Found)
          PrintFatalError(Row->getLoc(), "variant row names " + Q->getName() +
                                             ", which form " + Form->getName() +
                                             " has no slot for");
      }
  }

  StringSet<> Names;
  for (Record *T : Targets.records())
    if (!Names.insert(T->getValueAsString("Name")).second)
      PrintFatalError(T->getLoc(), "duplicate target '" +
                                       T->getValueAsString("Name") + "'");
  Names.clear();
  for (Record *O : Opcodes.records())
    if (!Names.insert(O->getValueAsString("Name")).second)
      PrintFatalError(O->getLoc(), "duplicate opcode '" +
                                       O->getValueAsString("Name") + "'");
  // One record per name among function directives, and one among the rest
  // (`.pragma` is both).
  Names.clear();
  for (Record *D : DirectiveFeatures.records()) {
    std::string Key = (D->getValueAsInt("AppliesTo") ? "function " : "") +
                      D->getValueAsString("Name").str();
    if (!Names.insert(Key).second)
      PrintFatalError(D->getLoc(), "duplicate directive '" +
                                       D->getValueAsString("Name") + "'");
  }

  for (Record *Form : Forms.records()) {
    StringSet<> SlotNames;
    StringSet<> Spellings;
    for (Record *Slot : Form->getValueAsListOfDefs("Slots")) {
      if (!SlotNames.insert(Slot->getValueAsString("Name")).second)
        PrintFatalError(Form->getLoc(), "two slots named '" +
                                            Slot->getValueAsString("Name") +
                                            "' in form " + Form->getName());
      std::vector<Record *> Values = Slot->getValueAsListOfDefs("Values");
      if (Values.empty())
        PrintFatalError(Slot->getLoc(), "slot has no values");
      for (Record *Q : Values)
        if (!Spellings.insert(Q->getValueAsString("Spelling")).second &&
            !Slot->getValueAsBit("Repeated") &&
            !Slot->getValueAsBit("Positional"))
          PrintFatalError(Form->getLoc(),
                          "qualifier '" + Q->getValueAsString("Spelling") +
                              "' is in two slots of form " + Form->getName());
    }
    // A positional slot takes qualifiers by kind, so its values have one.
    for (Record *Slot : Form->getValueAsListOfDefs("Slots"))
      if (Slot->getValueAsBit("Positional"))
        for (Record *Q : Slot->getValueAsListOfDefs("Values"))
          if (!Q->isSubClassOf("TypeQualifier"))
            PrintFatalError(Slot->getLoc(),
                            "positional slot '" + Slot->getValueAsString("Name") +
                                "' lists '" + Q->getValueAsString("Spelling") +
                                "', which is not a type");
    validateConstraintQualifiers(Form);
    for (Record *Operand : Form->getValueAsListOfDefs("Operands")) {
      StringRef TypeSlot = Operand->getValueAsString("TypeSlot");
      if (!TypeSlot.empty() && !SlotNames.count(TypeSlot))
        PrintFatalError(Operand->getLoc(),
                        "operand takes its type from slot '" + TypeSlot +
                            "', which form " + Form->getName() +
                            " does not have");
      for (Record *Q : Operand->getValueAsListOfDefs("PresentWith"))
        if (!Spellings.count(Q->getValueAsString("Spelling")))
          PrintFatalError(Operand->getLoc(),
                          "operand is present with '" +
                              Q->getValueAsString("Spelling") +
                              "', which form " + Form->getName() +
                              " does not have");
    }
  }
}
