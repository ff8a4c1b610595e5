//===- ISADocsEmitter.cpp - -gen-isa-docs ---------------------------------===//
//
// docs/isa-support.md: what ptx-lint knows, generated from the same records
// the checker runs on, so the document cannot drift from the checks.
//
//===----------------------------------------------------------------------===//

#include "Emitters.h"
#include "ISAModel.h"

#include "llvm/Support/Format.h"
#include "llvm/TableGen/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <vector>

using namespace llvm;
using namespace ptxlint::tblgen;

namespace {

std::string requirementText(const ISAModel &Model, const Record *Req) {
  return "PTX " + ISAModel::versionName(Req->getValueAsDef("Version")) + ", " +
         Model.describeTargets(Req);
}

std::string spellings(const Record *R, StringRef Field, StringRef Separator) {
  std::string Result;
  for (Record *Q : R->getValueAsListOfDefs(Field))
    Result += (Result.empty() ? "`" : Separator.str() + "`") +
              Q->getValueAsString("Spelling").str() + "`";
  return Result;
}

/// The qualifiers of key list K of a variant row, "none" for Absent.
std::vector<std::string> keyWords(const Record *Row, size_t K) {
  std::vector<std::string> Words;
  auto *List = cast<ListInit>(Row->getValueAsListInit("Key")->getElement(K));
  for (Init *I : List->getValues()) {
    Record *Q = cast<DefInit>(I)->getDef();
    Words.push_back(Q->getName() == "Absent"
                        ? std::string("none")
                        : "`" + Q->getValueAsString("Spelling").str() + "`");
  }
  return Words;
}

/// One key list of a variant row: "`.f32`, `.f64`", or "none" for Absent.
std::string keySpellings(const Record *Row, size_t K) {
  std::string Result;
  for (const std::string &Word : keyWords(Row, K))
    Result += (Result.empty() ? "" : ", ") + Word;
  return Result;
}

/// A row's Required qualifiers: those of one slot are alternatives
/// ("`.rn` or `.rz`"), those of different slots all needed ("and").
std::string requiredText(const Record *Row, const Record *Form) {
  std::vector<std::string> Groups;
  for (Record *Slot : Form->getValueAsListOfDefs("Slots")) {
    std::vector<Record *> Values = Slot->getValueAsListOfDefs("Values");
    std::string Group;
    for (Record *Q : Row->getValueAsListOfDefs("Required"))
      if (std::find(Values.begin(), Values.end(), Q) != Values.end())
        Group += (Group.empty() ? "`" : " or `") +
                 Q->getValueAsString("Spelling").str() + "`";
    if (!Group.empty())
      Groups.push_back(Group);
  }
  std::string Result;
  for (size_t I = 0; I < Groups.size(); ++I)
    Result += (I ? " and " : "") + Groups[I];
  return Result;
}

/// A key qualifier's own requirement; null for Absent.
const Record *qualifierReq(Init *Key) {
  Record *Q = cast<DefInit>(Key)->getDef();
  return Q->getName() == "Absent" ? nullptr : Q->getValueAsDef("Req");
}

/// Of a row's requirement and its key qualifiers' own, the one a matrix
/// cell shows: the latest PTX version, then the one naming targets. A
/// qualifier's requirement counts where the row says less (ldmatrix's
/// .m16n16 rows leave PTX 8.6 and the family targets to the shape).
const Record *strictest(std::initializer_list<const Record *> Reqs) {
  auto Rank = [](const Record *R) {
    const Record *V = R->getValueAsDef("Version");
    return std::make_tuple(V->getValueAsInt("Major"), V->getValueAsInt("Minor"),
                           !R->getValueAsListOfDefs("OnlyOn").empty(),
                           R->getValueAsInt("MinSM"));
  };
  const Record *Best = nullptr;
  for (const Record *R : Reqs)
    if (R && (!Best || Rank(R) > Rank(Best)))
      Best = R;
  return Best;
}

/// Form.DocMatrix: the variant rows as a table of one key slot's
/// qualifiers (rows) by another's (columns), each cell what the pair
/// needs; a pair that several rows take (with other keys) lists each
/// distinct requirement once.
void writeVariantMatrix(const ISAModel &Model, const Record *Form,
                        raw_ostream &OS) {
  std::vector<StringRef> Axes = Form->getValueAsListOfStrings("DocMatrix");
  if (Axes.empty())
    return;
  std::vector<StringRef> Keys = Form->getValueAsListOfStrings("Keys");
  auto KeyIndex = [&](StringRef Name) {
    auto It = std::find(Keys.begin(), Keys.end(), Name);
    if (Axes.size() != 2 || It == Keys.end())
      PrintFatalError(Form->getLoc(),
                      "DocMatrix names two of the form's Keys");
    return static_cast<size_t>(It - Keys.begin());
  };
  size_t RowKey = KeyIndex(Axes[0]), ColumnKey = KeyIndex(Axes[1]);
  std::vector<std::string> Rows, Columns;
  std::map<std::pair<std::string, std::string>, std::vector<std::string>> Cells;
  auto Remember = [](std::vector<std::string> &In, const std::string &Word) {
    if (std::find(In.begin(), In.end(), Word) == In.end())
      In.push_back(Word);
  };
  for (Record *R : Model.Variants.records()) {
    if (R->getValueAsDef("InForm") != Form ||
        !R->getValueAsString("Refusal").empty())
      continue;
    auto *RowList = cast<ListInit>(R->getValueAsListInit("Key")->getElement(RowKey));
    auto *ColumnList =
        cast<ListInit>(R->getValueAsListInit("Key")->getElement(ColumnKey));
    std::vector<std::string> RowWords = keyWords(R, RowKey),
                             ColumnWords = keyWords(R, ColumnKey);
    for (size_t I = 0; I < RowWords.size(); ++I)
      for (size_t J = 0; J < ColumnWords.size(); ++J) {
        const Record *Needs = strictest(
            {R->getValueAsDef("Req"), qualifierReq(RowList->getElement(I)),
             qualifierReq(ColumnList->getElement(J))});
        Remember(Rows, RowWords[I]);
        Remember(Columns, ColumnWords[J]);
        Remember(Cells[{RowWords[I], ColumnWords[J]}],
                 requirementText(Model, Needs));
      }
  }
  if (Rows.empty())
    return;
  OS << "\n" << Axes[0] << " by " << Axes[1]
     << " (each cell: what the pair needs; empty: not taken):\n\n| |";
  for (const std::string &Column : Columns)
    OS << " " << Column << " |";
  OS << "\n|---|";
  for (size_t I = 0; I < Columns.size(); ++I)
    OS << "---|";
  OS << "\n";
  for (const std::string &Row : Rows) {
    OS << "| " << Row << " |";
    for (const std::string &Column : Columns) {
      auto It = Cells.find({Row, Column});
      std::string Text;
      if (It != Cells.end())
        for (const std::string &Needs : It->second)
          Text += (Text.empty() ? "" : "; ") + Needs;
      OS << " " << Text << " |";
    }
    OS << "\n";
  }
}

/// The Variant rows of Form, one line each.
void writeVariants(const ISAModel &Model, const Record *Form,
                   raw_ostream &OS) {
  writeVariantMatrix(Model, Form, OS);
  std::vector<StringRef> Keys = Form->getValueAsListOfStrings("Keys");
  bool First = true;
  for (Record *R : Model.Variants.records()) {
    if (R->getValueAsDef("InForm") != Form)
      continue;
    if (First) {
      OS << "\nVariants (";
      for (size_t K = 0; K < Keys.size(); ++K)
        OS << (K ? "; " : "") << Keys[K];
      OS << "):\n\n";
    }
    First = false;
    OS << "- ";
    for (size_t K = 0; K < Keys.size(); ++K)
      OS << (K ? "; " : "") << keySpellings(R, K);
    if (!R->getValueAsString("Refusal").empty()) {
      OS << ": refused (" << R->getValueAsString("Refusal") << ").\n";
      continue;
    }
    if (!R->getValueAsListOfDefs("Required").empty())
      OS << ": needs " << requiredText(R, Form);
    if (!R->getValueAsListOfDefs("Allowed").empty())
      OS << (R->getValueAsListOfDefs("Required").empty() ? ": " : "; ")
         << "may take " << spellings(R, "Allowed", ", ");
    if (!R->getValueAsBit("ConstantOperands"))
      OS << "; no constant operands";
    if (!R->getValueAsBit("SpecialRegisterOperands"))
      OS << "; no special-register operands";
    OS << "; needs " << requirementText(Model, R->getValueAsDef("Req")) << ".\n";
  }
}

//===----------------------------------------------------------------------===//
// Address operands (AddressSpec)
//===----------------------------------------------------------------------===//

/// "global, shared or local" from a list of space names.
std::string spaceWords(const Record *A, StringRef Field) {
  std::vector<StringRef> Names = A->getValueAsListOfStrings(Field);
  std::string Text;
  for (size_t I = 0; I < Names.size(); ++I)
    Text += (I == 0 ? "" : I + 1 == Names.size() ? " or " : ", ") +
            (Names[I] == "generic" ? std::string("generic")
                                   : "." + Names[I].str());
  return Text;
}

/// An address's BaseRegisterTypes: the types its register base may have.
void writeBaseRegisterTypes(const Record *A, raw_ostream &OS) {
  std::vector<Record *> Types = A->getValueAsListOfDefs("BaseRegisterTypes");
  for (size_t I = 0; I < Types.size(); ++I)
    OS << (I ? ", " : "; the register a ")
       << Types[I]->getValueAsString("Spelling");
  if (!Types.empty())
    OS << " one";
}

/// One line per address operand that has an AddressSpec: what the address
/// checker takes there.
void writeAddresses(const Record *Form, raw_ostream &OS) {
  for (Record *Operand : Form->getValueAsListOfDefs("Operands")) {
    // Another kind of operand with an AddressSpec (mov's, cvta's source)
    // is judged by the form's custom check, which reads only some fields.
    if (Operand->isValueUnset("Address") ||
        Operand->getValueAsDef("Kind")->getName() != "AddressOperand")
      continue;
    const Record *A = Operand->getValueAsDef("Address");
    OS << "- Address `" << Operand->getValueAsString("Name") << "`: ";
    OS << (A->getValueAsBit("Bracketed")
               ? "`[reg]`, `[var]`, either plus an integer"
               : "a value: `reg`, `var`, either plus an integer, `arr[i]`");
    if (!A->getValueAsBit("Bracketed") && !A->getValueAsBit("VariableAlone"))
      OS << " (a variable only plus an integer)";
    if (A->getValueAsBit("Bracketed") && A->getValueAsBit("BracketsOptional"))
      OS << ", brackets optional";
    if (A->getValueAsBit("BareRegisterLast"))
      OS << ", or a bare 64-bit register as the last operand";
    if (A->getValueAsBit("FunctionName"))
      OS << ", or a function name";
    if (A->getValueAsListOfStrings("ImmediateIn").empty())
      OS << "; no integer constant";
    else
      OS << "; an integer constant only with " << spaceWords(A, "ImmediateIn");
    if (!A->getValueAsListOfStrings("VariableSpaces").empty())
      OS << "; variables in " << spaceWords(A, "VariableSpaces");
    else
      OS << "; variables in the space written, or for a generic address in "
         << spaceWords(A, "GenericVariables");
    if (!A->getValueAsString("RegisterWidthSlot").empty())
      OS << "; a register alone has the width of the "
         << A->getValueAsString("RegisterWidthSlot");
    if (int64_t Bits = A->getValueAsInt("MinRegisterBits"))
      OS << "; registers of at least " << Bits << " bits"
         << (A->getValueAsListOfStrings("NarrowIn").empty()
                 ? std::string()
                 : " (narrower with " + spaceWords(A, "NarrowIn") + ")");
    writeBaseRegisterTypes(A, OS);
    if (!A->getValueAsListOfStrings("No32BitRegisterIn").empty())
      OS << "; no 32-bit register with .address_size 64 for "
         << spaceWords(A, "No32BitRegisterIn");
    if (!A->getValueAsListOfStrings("NoVariableIn").empty())
      OS << "; no variable with " << spaceWords(A, "NoVariableIn");
    if (A->getValueAsBit("SpecialRegisterBase"))
      OS << "; a special register may be the address";
    for (StringRef Suffix : A->getValueAsListOfStrings("Suffixes"))
      OS << "; `" << Suffix << "` after a register address of "
         << spaceWords(A, "SuffixSpaces");
    OS << ".\n";
  }
}

void writeSlotConstraint(const Record *C, raw_ostream &OS);

/// What Q needs when written in Slot of Form: a RequiresIn of the form
/// that names it, else its record's own Req (as the checker reads it).
const Record *requirementInForm(const Record *Form, const Record *Slot,
                                const Record *Q) {
  for (Record *C : Form->getValueAsListOfDefs("Constraints")) {
    if (C->getValueAsString("Kind") != "requires" ||
        !C->getValueAsListOfDefs("Second").empty())
      continue;
    StringRef In = C->getValueAsString("FirstSlot");
    std::vector<Record *> First = C->getValueAsListOfDefs("First");
    if ((In.empty() || In == Slot->getValueAsString("Name")) &&
        std::find(First.begin(), First.end(), Q) != First.end())
      return C->getValueAsDef("Req");
  }
  return Q->getValueAsDef("Req");
}

/// Whether Form refuses Q in Slot whatever else is written (a NotAllowed
/// without a When condition, for that slot or any): the slot table leaves
/// it out, and the constraint's "Not taken" line names it.
bool refusedByForm(const Record *Form, const Record *Slot, const Record *Q) {
  for (Record *C : Form->getValueAsListOfDefs("Constraints")) {
    StringRef In = C->getValueAsString("FirstSlot");
    if (C->getValueAsString("Kind") != "refused" ||
        !C->getValueAsListOfDefs("When").empty() ||
        (!In.empty() && In != Slot->getValueAsString("Name")))
      continue;
    std::vector<Record *> First = C->getValueAsListOfDefs("First");
    if (std::find(First.begin(), First.end(), Q) != First.end())
      return true;
  }
  return false;
}

void writeForm(const ISAModel &Model, const Record *Form, raw_ostream &OS) {
  OS << "#### " << Form->getValueAsString("Name") << "\n\n";
  if (!Form->getValueAsString("Summary").empty())
    OS << Form->getValueAsString("Summary") << "\n\n";
  OS << "Needs " << requirementText(Model, Form->getValueAsDef("Req"))
     << ".\n\n| slot | qualifier | needs |\n|---|---|---|\n";
  for (Record *Slot : Form->getValueAsListOfDefs("Slots")) {
    std::string SlotName = Slot->getValueAsString("Name").str();
    if (Slot->getValueAsBit("Fixed"))
      SlotName += Slot->getValueAsBit("Required") ? " (fixed position)"
                                                  : " (fixed position if written)";
    else if (Slot->getValueAsBit("Positional"))
      SlotName += Slot->getValueAsBit("Required") ? " (by position, required)"
                                                  : " (by position)";
    else if (Slot->getValueAsBit("Required"))
      SlotName += " (required)";
    for (Record *Q : Slot->getValueAsListOfDefs("Values")) {
      if (refusedByForm(Form, Slot, Q))
        continue;
      OS << "| " << SlotName << " | `" << Q->getValueAsString("Spelling")
         << "` | " << requirementText(Model, requirementInForm(Form, Slot, Q))
         << " |\n";
      SlotName = "";
    }
  }
  OS << "\nOperands: ";
  bool First = true;
  for (Record *Operand : Form->getValueAsListOfDefs("Operands")) {
    OS << (First ? "" : ", ") << "`" << Operand->getValueAsString("Name")
       << "` (" << Operand->getValueAsDef("Kind")->getValueAsString("Name");
    if (Operand->getValueAsBit("Optional"))
      OS << ", optional";
    std::vector<Record *> Selects = Operand->getValueAsListOfDefs("PartSelects");
    for (size_t I = 0; I < Selects.size(); ++I)
      OS << (I == 0 ? "; part select " : " or ")
         << Selects[I]->getValueAsString("Summary");
    if (Operand->getValueAsBit("Negatable") &&
        Operand->getValueAsDef("Kind")->getName() != "PredicateOperand")
      OS << "; may be negated";
    OS << ")";
    First = false;
  }
  OS << (First ? "none" : "") << ".\n\n";
  for (Record *C : Form->getValueAsListOfDefs("Constraints")) {
    if (C->getValueAsString("Kind") == "custom")
      OS << "- Custom check `" << C->getValueAsString("Name")
         << "`: " << C->getValueAsString("Summary") << "\n";
    if (C->getValueAsString("Kind") == "requires" &&
        C->getValueAsListOfDefs("Second").empty())
      continue; // RequiresIn: in the qualifier table above.
    if (C->getValueAsString("Kind") == "requires") {
      OS << "- One of";
      for (Record *Q : C->getValueAsListOfDefs("First"))
        OS << " `" << Q->getValueAsString("Spelling") << "`";
      OS << " with one of";
      for (Record *Q : C->getValueAsListOfDefs("Second"))
        OS << " `" << Q->getValueAsString("Spelling") << "`";
      OS << " needs " << requirementText(Model, C->getValueAsDef("Req"))
         << ".\n";
    }
    if (C->getValueAsString("Kind") == "removed")
      OS << "- Removed for modules with "
         << requirementText(Model, C->getValueAsDef("Req")) << ": "
         << C->getValueAsString("Hint") << ".\n";
    if (C->getValueAsString("Kind") == "spaces") {
      OS << "-";
      for (Record *Q : C->getValueAsListOfDefs("First"))
        OS << " `" << Q->getValueAsString("Spelling") << "`";
      OS << " only with";
      for (Record *Q : C->getValueAsListOfDefs("Second"))
        OS << " `" << Q->getValueAsString("Spelling") << "`";
      OS << (C->getValueAsBit("AllowGeneric") ? " or a generic address" : "");
      for (Record *Q : C->getValueAsListOfDefs("When"))
        OS << (Q == C->getValueAsListOfDefs("When").front()
                   ? ", when written with"
                   : "")
           << " `" << Q->getValueAsString("Spelling") << "`";
      OS << ".\n";
    }
  }
  writeAddresses(Form, OS);
  for (Record *C : Form->getValueAsListOfDefs("Constraints"))
    writeSlotConstraint(C, OS);
  writeVariants(Model, Form, OS);
  OS << "\n";
}

/// Constraints that name slots (Base.td): one line each, with the When
/// condition and the reason.
void writeSlotConstraint(const Record *C, raw_ostream &OS) {
  StringRef Kind = C->getValueAsString("Kind");
  auto Spellings = [&](StringRef Field) {
    std::string Result;
    for (Record *Q : C->getValueAsListOfDefs(Field))
      Result += " `" + Q->getValueAsString("Spelling").str() + "`";
    return Result;
  };
  if (Kind == "only-with")
    OS << "-" << Spellings("First") << " only with "
       << C->getValueAsString("SecondSlot") << Spellings("Second");
  else if (Kind == "same")
    OS << "- The " << C->getValueAsString("SecondSlot") << " is the "
       << C->getValueAsString("FirstSlot");
  else if (Kind == "order")
    OS << "- The " << C->getValueAsString("FirstSlot")
       << " is written before the " << C->getValueAsString("SecondSlot");
  else if (Kind == "refused")
    OS << "- Not taken:" << Spellings("First");
  else
    return;
  if (!C->getValueAsListOfDefs("When").empty())
    OS << ", when written with" << Spellings("When");
  StringRef Why = C->getValueAsString("Why");
  OS << (Why.empty() ? "" : " (" + Why.str() + ")") << ".\n";
}

/// The facts of the whole-program checks: the static shared data an entry
/// may use on each target, and the functions ptxas supplies itself.
void emitProgramFacts(RecordKeeper &Records, const ISAModel &Model,
                      raw_ostream &OS) {
  OS << "\n### Whole programs\n\n"
        "The static `.shared` data one `.entry` may use, with the functions "
        "it reaches (`MaxStaticShared`, `src/ISA/Targets.td`):\n\n"
        "| bytes | targets |\n|---|---|\n";
  std::map<int64_t, std::vector<StringRef>> ByLimit;
  for (Record *T : Model.Targets.records())
    ByLimit[T->getValueAsInt("MaxStaticShared")].push_back(
        T->getValueAsString("Name"));
  for (const auto &[Limit, Names] : ByLimit) {
    OS << "| " << Limit << " (" << format_hex(Limit, 0) << ") | ";
    for (size_t I = 0; I < Names.size(); ++I)
      OS << (I ? ", " : "") << "`" << Names[I] << "`";
    OS << " |\n";
  }
  OS << "\nFunctions ptxas supplies when it compiles a whole program, "
        "which a module may call without defining them "
        "(`src/ISA/Program.td`): ";
  std::vector<Record *> Functions =
      Records.getAllDerivedDefinitions("RuntimeFunction");
  // In the order Program.td defines them, not by their anonymous names.
  llvm::sort(Functions, [](const Record *A, const Record *B) {
    return A->getID() < B->getID();
  });
  bool First = true;
  for (Record *F : Functions) {
    OS << (First ? "" : ", ") << "`" << F->getValueAsString("Name") << "`";
    First = false;
  }
  OS << ".\n";
}

/// The target options and the module rules of Targets.td and
/// Declarations.td.
/// The CUDA release whose ptxas first knows target T: its FirstRelease,
/// else the first release that accepts its lowest version.
std::string firstReleaseOf(const ISAModel &Model, const Record *T) {
  std::vector<Record *> Given = T->getValueAsListOfDefs("FirstRelease");
  if (!Given.empty())
    return Given.front()->getValueAsString("Release").str();
  const Record *Min = T->getValueAsDef("MinVersion");
  auto Number = [](const Record *V) {
    return V->getValueAsInt("Major") * 100 + V->getValueAsInt("Minor");
  };
  for (Record *R : Model.CUDAReleases.records())
    if (Number(R->getValueAsDef("Newest")) >= Number(Min))
      return R->getValueAsString("Release").str();
  return "none";
}

/// The releases --cuda knows, and what ptx-lint's facts of each rest on.
void writeReleases(const ISAModel &Model, raw_ostream &OS) {
  OS << "## CUDA releases\n\n"
        "`--cuda X` checks a file as the ptxas of CUDA X would "
        "(`src/ISA/Versions.td`): its `.version` must be at most the newest "
        "that release knows, its target one that release knows, and where "
        "a release judged a feature differently, the feature's record says "
        "so (`src/ISA/OlderReleases.td` lists where). What the facts of each "
        "release rest on: *ptxas*, its ptxas was run here (13.0 is the "
        "oracle; 11.8 and 12.4 come from Debian's packages); *verdicts*, "
        "its ptxas's recorded verdicts on 2,500 lines; *texts*, the PTX ISA "
        "texts and public compilers only, with no ptxas behind them.\n\n"
        "| CUDA | newest `.version` | driver branch | facts from |\n"
        "|---|---|---|---|\n";
  for (Record *R : Model.CUDAReleases.records()) {
    StringRef Evidence = R->getValueAsString("Evidence");
    StringRef Driver = R->getValueAsString("Driver");
    OS << "| " << R->getValueAsString("Release") << " | "
       << ISAModel::versionName(R->getValueAsDef("Newest")) << " | "
       << (Driver.empty() ? "not known" : Driver) << " | "
       << (Evidence.empty() ? StringRef("texts") : Evidence)
       << (R->getValueAsBit("Oracle") ? " (the oracle)" : "") << " |\n";
  }
  OS << "\n";
}

void writeModuleStructure(RecordKeeper &Records, raw_ostream &OS) {
  OS << "\n## Target options\n\n"
        "Options follow an architecture in `.target`; the last architecture "
        "named is the module's target. Architectures may also be spelt";
  for (Record *R : Records.getAllDerivedDefinitions("TargetSpelling"))
    OS << " `" << R->getValueAsString("Prefix") << "XX` (for `"
       << R->getValueAsString("Means") << "XX`)";
  OS << ".\n\n| option | needs | refused from | needs a `.section` |\n"
        "|---|---|---|---|\n";
  for (Record *R : Records.getAllDerivedDefinitions("TargetOption")) {
    int64_t RefusedFrom = R->getValueAsInt("RefusedFromSM");
    OS << "| `" << R->getValueAsString("Name") << "` | "
       << ISAModel::versionName(R->getValueAsDef("Since")) << " | "
       << (RefusedFrom ? "sm_" + std::to_string(RefusedFrom) : std::string())
       << " | " << (R->getValueAsBit("NeedsSection") ? "yes" : "") << " |\n";
  }
  OS << "\n";
  for (Record *R : Records.getAllDerivedDefinitions("TargetOptionsConflict"))
    OS << "- `" << R->getValueAsDef("First")->getValueAsString("Name")
       << "` excludes `"
       << R->getValueAsDef("Second")->getValueAsString("Name") << "`.\n";
  OS << "\n## Module structure and declarations\n\n"
        "The header, in this order, before any other item:";
  for (Record *R : Records.getAllDerivedDefinitions("HeaderDirective"))
    OS << " `" << R->getValueAsString("Name") << "`"
       << (R->getValueAsBit("Repeatable") ? " (repeatable)" : "")
       << (R->getValueAsBit("Required") ? "" : " (optional)");
  OS << ".\n\n";
  for (Record *R : Records.getAllDerivedDefinitions("AddressSize")) {
    OS << "- `.address_size " << R->getValueAsInt("Bits") << "`";
    for (Record *Release : R->getValueAsListOfDefs("DroppedIn"))
      OS << ": refused from CUDA " << Release->getValueAsString("Release");
    if (int64_t SM = R->getValueAsInt("RefusedFromSM"))
      OS << ", and on sm_" << SM << " and later";
    OS << ".\n";
  }
  OS << "- One linkage word per declaration:";
  for (Record *R : Records.getAllDerivedDefinitions("LinkageWord"))
    OS << " `" << R->getValueAsString("Name") << "`"
       << (R->getValueAsBit("OnFunctions") ? "" : " (variables only)")
       << (R->getValueAsBit("DeclaresOnly") ? " (no body, no initializer)"
                                             : "");
  OS << ".\n";
  for (Record *R : Records.getAllDerivedDefinitions("NotAtModuleScope"))
    OS << "- No module-scope `" << R->getValueAsString("Space")
       << "` variables from PTX "
       << ISAModel::versionName(R->getValueAsDef("ErrorFrom"))
       << (R->getValueAsBit("WarnBefore") ? " (a warning before)" : "")
       << ".\n";
  for (Record *R : Records.getAllDerivedDefinitions("DeclarationPlace")) {
    OS << "- A " << R->getValueAsString("Name") << ": ";
    if (!R->getValueAsBit("Allowed")) {
      OS << "not allowed.\n";
      continue;
    }
    OS << (R->getValueAsBit("Incomplete") ? "may" : "may not")
       << " be an array of unknown size";
    std::vector<StringRef> Spaces = R->getValueAsListOfStrings("Spaces");
    for (size_t I = 0; I < Spaces.size(); ++I)
      OS << (I ? ", `" : "; in `") << Spaces[I] << "`";
    OS << ".\n";
  }
  for (Record *R : Records.getAllDerivedDefinitions("VectorOnlyAsArray"))
    OS << "- A vector in `" << R->getValueAsString("Space")
       << "` must be an array.\n";
}

} // namespace

void ptxlint::tblgen::emitISADocs(RecordKeeper &Records, raw_ostream &OS) {
  ISAModel Model(Records);
  OS << "<!-- Generated by ptx-tblgen -gen-isa-docs from src/ISA/*.td. "
        "Do not edit. -->\n\n# PTX ISA support\n\n"
        "Every opcode ptx-lint knows, with the PTX ISA version and target it "
        "needs, and, for the opcodes checked in depth, every instruction form "
        "with its qualifiers.\n\n";
  writeReleases(Model, OS);
  OS << "## Targets\n\n"
        "`--cuda X` refuses a target whose first release is after X.\n\n"
        "| target | SM | lowest `.version` | first release | kind | also has "
        "the features of |\n"
        "|---|---|---|---|---|---|\n";
  for (Record *T : Model.Targets.records()) {
    OS << "| `" << T->getValueAsString("Name") << "` | "
       << T->getValueAsInt("SM") << " | "
       << ISAModel::versionName(T->getValueAsDef("MinVersion")) << " | "
       << firstReleaseOf(Model, T) << " | "
       << (T->getValueAsBit("ArchSpecific")
               ? "arch-specific (a)"
               : T->getValueAsBit("FamilySpecific") ? "family-specific (f)"
                                                    : "baseline")
       << " | ";
    bool First = true;
    for (Record *Implied : T->getValueAsListOfDefs("Implies")) {
      OS << (First ? "" : ", ") << "`" << Implied->getValueAsString("Name")
         << "`";
      First = false;
    }
    OS << " |\n";
  }
  emitProgramFacts(Records, Model, OS);
  writeModuleStructure(Records, OS);
  OS << "\n## Directives\n\n"
        "What directives, and forms of them, need of the module "
        "(`src/ISA/Directives.td`). The ones between a function's "
        "signature and its body are checked against the kind of function "
        "too; no other word may stand there.\n\n"
        "| directive or form | needs | before the body of |\n|---|---|---|\n";
  for (Record *D : Model.DirectiveFeatures.records()) {
    int64_t Kinds = D->getValueAsInt("AppliesTo");
    OS << "| " << (D->getValueAsString("Name").contains(' ') ? "" : "`")
       << D->getValueAsString("Name")
       << (D->getValueAsString("Name").contains(' ') ? "" : "`") << " | "
       << requirementText(Model, D->getValueAsDef("Req"));
    for (Record *Removed : D->getValueAsListOfDefs("RemovedIn"))
      OS << "; removed in " << ISAModel::versionName(Removed) << " (write `"
         << D->getValueAsString("Replacement") << "`)";
    OS << " | "
       << (Kinds == 1   ? "`.entry`"
           : Kinds == 2 ? "`.func`"
           : Kinds == 3 ? "`.entry`, `.func`"
                        : "")
       << " |\n";
  }
  OS << "\n";
  for (Record *D : Model.DirectiveFeatures.records())
    if (D->isSubClassOf("FunctionDirective") && D->getValueAsBit("Once"))
      OS << "- `" << D->getValueAsString("Name")
         << "` may be given once per function.\n";
  for (Record *R : Records.getAllDerivedDefinitions("FunctionDirectiveRule")) {
    OS << "- `" << R->getValueAsDef("First")->getValueAsString("Name") << "`"
       << (R->isSubClassOf("DirectivesConflict") ? " excludes" : " needs");
    bool First = true;
    for (Record *Other : R->getValueAsListOfDefs("Others")) {
      OS << (First ? " `" : " and `") << Other->getValueAsString("Name") << "`";
      First = false;
    }
    OS << ".\n";
  }
  OS << "\n## Opcodes\n\n| opcode | needs | forms checked in depth |\n"
        "|---|---|---|\n";
  const auto &Opcodes = Model.Opcodes.records();
  for (unsigned I = 0; I < Opcodes.size(); ++I)
    OS << "| `" << Opcodes[I]->getValueAsString("Name") << "` | "
       << requirementText(Model, Opcodes[I]->getValueAsDef("Req")) << " | "
       << Model.FormsOfOpcode[I].size() << " |\n";
  OS << "\n## Instruction forms\n\n";
  for (unsigned I = 0; I < Opcodes.size(); ++I) {
    if (Model.FormsOfOpcode[I].empty())
      continue;
    OS << "### `" << Opcodes[I]->getValueAsString("Name") << "`\n\n";
    for (unsigned Form : Model.FormsOfOpcode[I])
      writeForm(Model, Model.Forms.records()[Form], OS);
  }
}
