//===- LintFacts.cpp - What a function says about its registers -----------===//
//
// What the lint pass knows of a function: its variables (declared to it by
// the checker as it walks the function) and who may write each register,
// counted over the instructions with the opcode, form, operand assignment
// and resolved registers the checker found. Then the queries the checks
// share: where an address certainly points, and the one value of a
// register written once (LintValues.cpp).
//
//===----------------------------------------------------------------------===//

#include "Lint.h"

#include "ConstantEval.h"
#include "OperandChecker.h"
#include "Parallel.h"
#include "SyncChecks.h"

#include <algorithm>
#include <atomic>
#include <charconv>

using namespace ptxlint;
using namespace ptxlint::lint;

//===----------------------------------------------------------------------===//
// Variables
//===----------------------------------------------------------------------===//

std::string_view lint::spaceName(std::string_view Spelling) {
  std::string_view Base = Spelling.substr(0, Spelling.find("::"));
  for (std::string_view Space : {".global", ".shared", ".local", ".const", ".param"})
    if (Base == Space)
      return Space.substr(1);
  return {};
}

namespace {

std::vector<const Declarator *> declaratorsOf(const VariableDecl &V) {
  std::vector<const Declarator *> Result;
  for (const Declarator &D : V.Declarators)
    Result.push_back(&D);
  return Result;
}

uint64_t parseUnsigned(std::string_view Text) {
  uint64_t Value = 0;
  std::from_chars(Text.data(), Text.data() + Text.size(), Value);
  return Value;
}

} // namespace

std::vector<std::pair<std::string_view, VariableFacts>>
lint::variablesOf(const std::vector<Qualifier> &Qualifiers,
                  const std::vector<const Declarator *> &Declarators) {
  std::vector<std::pair<std::string_view, VariableFacts>> Result;
  VariableFacts Facts;
  uint64_t ExplicitAlign = 0, TypeBytes = 0, Lanes = 1;
  for (const Qualifier &Q : Qualifiers) {
    std::string_view Name = Q.Name.Text;
    if (Name == ".reg")
      return Result; // Registers are not addressable.
    if (std::string_view Space = spaceName(Name); !Space.empty())
      Facts.Space = Space;
    else if (Name == ".align" && Q.Argument)
      ExplicitAlign = parseUnsigned(Q.Argument->Text);
    else if (Name == ".v2" || Name == ".v4" || Name == ".v8")
      Lanes = static_cast<uint64_t>(Name[2] - '0');
    else if (const isa::QualifierInfo *Type = isa::findType(Name))
      TypeBytes = Type->Bits >= 8 ? Type->Bits / 8 : 0;
  }
  if (Facts.Space.empty())
    return Result;
  // ISA 5.4.5: the default alignment is the base type's size, a vector's
  // whole size.
  Facts.Align = ExplicitAlign ? ExplicitAlign : TypeBytes * Lanes;
  if (Facts.Align & (Facts.Align - 1))
    Facts.Align = 0; // Not a power of two: ptxas rejects it; know nothing.
  for (const Declarator *D : Declarators) {
    Facts.Declared = D->Name.Range;
    Result.emplace_back(D->Name.Text, Facts);
  }
  return Result;
}

std::vector<std::pair<std::string_view, VariableFacts>>
lint::variablesOf(const VariableDecl &V) {
  return variablesOf(V.Qualifiers, declaratorsOf(V));
}

void lint::addVariable(std::string_view Name, const VariableFacts &Facts,
                       VariableMap &Map) {
  auto [It, New] = Map.try_emplace(Name, Facts);
  // An .extern declaration and its definition agree; anything else is
  // a redeclaration the lint cannot tell apart.
  if (!New && (It->second.Space != Facts.Space || It->second.Align != Facts.Align))
    It->second.Ambiguous = true;
}

//===----------------------------------------------------------------------===//
// LintInstruction
//===----------------------------------------------------------------------===//

const uint16_t match::Unknown[] = {NoIndex, NoIndex, 0, NoIndex};

const uint16_t *MatchStore::intern(const std::vector<uint16_t> &Record) {
  std::string_view Bytes(reinterpret_cast<const char *>(Record.data()),
                         Record.size() * sizeof(uint16_t));
  auto Found = Records.find(Bytes);
  if (Found != Records.end())
    return Found->second;
  uint16_t *Copy = Storage.array<uint16_t>(Record.size());
  std::copy(Record.begin(), Record.end(), Copy);
  Records.emplace(
      std::string_view(reinterpret_cast<const char *>(Copy), Bytes.size()),
      Copy);
  return Copy;
}

const Operand *LintInstruction::operand(uint16_t OperandIndex) const {
  // The lint pass asks for each spec its tables name, of every
  // instruction: the specs sit together in the body's arena, and the
  // instruction is read only for a spec that is there (most are not),
  // for a body's tree is far larger than the cache.
  const uint16_t *Specs = Match + match::WrittenAt + 3 * writtenCount();
  for (size_t I = 0, Count = specCount(); I < Count; ++I)
    if (Specs[I] == OperandIndex)
      return I < Inst->operands().size()
                 ? &withoutParentheses(Inst->operands()[I])
                 : nullptr;
  return nullptr;
}

const Modifier *LintInstruction::modifier(std::string_view Spelling) const {
  for (const Modifier &M : Inst->modifiers())
    if (M.text() == Spelling)
      return &M;
  return nullptr;
}

namespace {
/// What space() and accessSize() answer, in one pass over I's modifiers:
/// the first state space written, and the type's size times the vector's
/// lanes (0 when unknown).
struct ModifierFacts {
  const Modifier *Space = nullptr;
  uint64_t AccessBytes = 0;
};

ModifierFacts findModifierFacts(const Instruction &I) {
  ModifierFacts Facts;
  uint64_t Bytes = 0, Lanes = 1;
  for (const Modifier &M : I.modifiers()) {
    if (!Facts.Space && isa::findQualifier(M.text(), isa::QualifierKind::Space))
      Facts.Space = &M;
    else if (const isa::QualifierInfo *Vector =
                 isa::findQualifier(M.text(), isa::QualifierKind::Vector))
      Lanes = Vector->Lanes;
    else if (const isa::QualifierInfo *Type = isa::findType(M.text()))
      Bytes = Type->Bits >= 8 ? Type->Bits / 8 : 0;
  }
  Facts.AccessBytes = Bytes * Lanes;
  return Facts;
}
} // namespace

uint16_t LintInstruction::modifierFacts(const Instruction &I) {
  ModifierFacts Facts = findModifierFacts(I);
  size_t Index = Facts.Space
                     ? static_cast<size_t>(Facts.Space - I.modifiers().data())
                     : NoSpace;
  uint8_t SpaceIndex =
      Index < NoSpace || !Facts.Space ? static_cast<uint8_t>(Index) : FindAgain;
  uint8_t AccessBytes = Facts.AccessBytes < FindAgain
                            ? static_cast<uint8_t>(Facts.AccessBytes)
                            : FindAgain;
  return static_cast<uint16_t>(SpaceIndex | AccessBytes << 8);
}

const Modifier *LintInstruction::space() const {
  uint8_t SpaceIndex = Match[match::ModifierFactsAt] & 0xff;
  if (SpaceIndex == FindAgain)
    return findModifierFacts(*Inst).Space;
  return SpaceIndex == NoSpace ? nullptr : &Inst->modifiers()[SpaceIndex];
}

uint64_t LintInstruction::accessSize() const {
  uint8_t AccessBytes = Match[match::ModifierFactsAt] >> 8;
  return AccessBytes == FindAgain ? findModifierFacts(*Inst).AccessBytes
                                  : AccessBytes;
}

std::string LintInstruction::mnemonic() const {
  std::string Text(Inst->Opcode.text());
  for (const Modifier &M : Inst->modifiers())
    Text += M.text();
  return Text;
}

//===----------------------------------------------------------------------===//
// Gathering
//===----------------------------------------------------------------------===//

/// Walks one instruction's guard and operands in the order the checker
/// resolved their names, pairing each name with its ResolvedRegister by
/// where it is written.
class RegisterTally::Noter {
public:
  Noter(RegisterTally &Tally, const std::vector<ResolvedRegister> &Resolved,
        size_t At)
      : Tally(Tally), Resolved(Resolved), At(At) {}

  void run(const LintInstruction &LI) {
    if (Resolved.empty())
      return; // No register in it.
    const Instruction &I = *LI.Inst;
    bool Policy = LI.op() && LI.op()->Name == "createpolicy";
    if (I.Pred)
      note(I.Pred->Predicate.text(), I.Pred->Predicate.Range.Begin, false,
           false);
    // PTX writes the first operand, if any: counting it as written even
    // where it is read (`bar.sync %r1`) only makes the facts more cautious.
    for (size_t N = 0; N < I.operands().size(); ++N) {
      const Operand &O = I.operands()[N];
      note(O, N == 0 && O.kind() != Operand::Kind::Address, Policy && N == 0);
    }
  }

private:
  /// The checker's resolution of the name written at Offset, or null when
  /// it is no register of the function.
  const ResolvedRegister *resolvedAt(uint32_t Offset) {
    // Both walks visit names in the same order: the next one is it.
    if (Next < Resolved.size() && Resolved[Next].Offset == Offset)
      return &Resolved[Next++];
    for (const ResolvedRegister &R : Resolved)
      if (R.Offset == Offset)
        return &R;
    return nullptr;
  }

  void note(std::string_view Name, uint32_t Offset, bool Write, bool Policy) {
    const ResolvedRegister *Res = resolvedAt(Offset);
    if (!Res)
      return;
    auto [It, New] = Tally.ByName.try_emplace(Name);
    RegisterFacts &R = It->second;
    if (New) {
      R.Parameter = Res->Parameter;
      R.Declared = !Res->Parameter;
      R.Declaration = Res->Declared;
    } else if (R.Declaration.Begin != Res->Declared.Begin) {
      // Declared again in another block (or as a parameter and in the
      // body): the name stands for two registers.
      R.Ambiguous = true;
    }
    ++R.Appearances;
    if (Write) {
      ++R.Writes;
      R.PolicyWrites += Policy;
      R.FirstWrite = std::min(R.FirstWrite, At);
    }
  }

  void note(const Expr &E, bool Write, bool Policy) {
    if (E.K == Expr::Kind::Symbol) {
      note(E.text(), E.Range.Begin, Write, Policy);
      return;
    }
    for (unsigned I = 0; I < E.numOperands(); ++I)
      note(*E.Operands[I], Write, Policy);
  }

  void note(const Operand &O, bool Write, bool Policy) {
    // Registers inside an address are read; a call's lists may be written.
    bool ElementsWritten = O.kind() == Operand::Kind::List ||
                           (Write && O.kind() == Operand::Kind::Vector);
    if (O.value())
      note(*O.value(), Write, Policy);
    if (O.pairedPredicate())
      note(*O.pairedPredicate(), Write, false);
    for (const Operand &Element : O.elements())
      note(Element, ElementsWritten, Policy && ElementsWritten);
  }

  RegisterTally &Tally;
  const std::vector<ResolvedRegister> &Resolved;
  size_t At;
  size_t Next = 0;
};

void RegisterTally::noteInstruction(
    const LintInstruction &LI, size_t At,
    const std::vector<ResolvedRegister> &Resolved) {
  Noter(*this, Resolved, At).run(LI);
}

void RegisterTally::adopt(RegisterTally &Part, size_t Offset) {
  for (auto &[Name, Later] : Part.ByName) {
    if (Later.FirstWrite != SIZE_MAX)
      Later.FirstWrite += Offset;
    auto [It, New] = ByName.try_emplace(Name, Later);
    if (New)
      continue;
    // What noting Part's instructions here would have changed: the first
    // appearance, and so the declaration, is this tally's.
    RegisterFacts &Facts = It->second;
    Facts.Writes += Later.Writes;
    Facts.Appearances += Later.Appearances;
    Facts.PolicyWrites += Later.PolicyWrites;
    Facts.FirstWrite = std::min(Facts.FirstWrite, Later.FirstWrite);
    Facts.Ambiguous = Facts.Ambiguous || Later.Ambiguous ||
                      Facts.Declaration.Begin != Later.Declaration.Begin;
  }
  Part.clear();
}

FunctionFacts::FunctionFacts(const VariableMap &ModuleVariables,
                             VariableMap Variables, CheckContext &Ctx,
                             size_t FirstDiagnostic, InstructionList Checked,
                             RegisterTally Registers)
    : Ctx(Ctx), Instructions(std::move(Checked)),
      ModuleVariables(ModuleVariables), Variables(std::move(Variables)),
      Registers(std::move(Registers)) {
  // An instruction is clean when no error begins inside it.
  std::vector<uint32_t> Errors;
  const std::vector<Diagnostic> &All = Ctx.Diags.diagnostics();
  for (size_t D = FirstDiagnostic; D < All.size(); ++D)
    if (defaultSeverity(All[D].ID) == Severity::Error)
      Errors.push_back(All[D].Range.Begin);
  std::sort(Errors.begin(), Errors.end());
  if (Errors.empty()) { // The usual case: no instruction's tree to read.
    for (LintInstruction &LI : Instructions)
      LI.setClean(true);
    return;
  }
  for (LintInstruction &LI : Instructions) {
    auto It = std::lower_bound(Errors.begin(), Errors.end(), LI.Inst->Range.Begin);
    LI.setClean(It == Errors.end() || *It >= LI.Inst->Range.End);
  }
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

void Linter::noteModuleVariable(std::string_view Name,
                                const lint::VariableFacts &Facts) {
  addVariable(Name, Facts, ModuleVariables);
}

void Linter::noteFunctionVariable(std::string_view Name,
                                  const lint::VariableFacts &Facts) {
  addVariable(Name, Facts, FunctionVariables);
}

void Linter::adoptFunctionVariables(Linter &Part) {
  for (const auto &[Name, Facts] : Part.FunctionVariables) {
    addVariable(Name, Facts, FunctionVariables);
    if (Facts.Ambiguous) // Declared twice there already.
      FunctionVariables[Name].Ambiguous = true;
  }
  Part.FunctionVariables.clear();
}

namespace {
/// A body needs this many instructions for its passes to be spread over
/// threads: a thread costs about as much as linting a few hundred.
constexpr size_t MinInstructionsForThreads = 8192;

using LintPass = void (*)(const FunctionFacts &);
/// The passes in the order of their findings.
constexpr LintPass Passes[] = {lintCacheHints,    lintPolicies,
                               lintAlignment,     lintAddressSpaces,
                               lintReadOnlyLoads, lintRedundant,
                               lintDescriptors};
constexpr size_t NumPasses = std::size(Passes);
/// The order in which threads take them up: the longest first (on a huge
/// body of loads, stores and arithmetic), so that no thread is left with
/// a long pass when the others are done.
constexpr size_t LongestFirst[NumPasses] = {1, 4, 0, 2, 3, 6, 5};
static_assert(
    [] {
      bool Seen[NumPasses] = {};
      for (size_t Pass : LongestFirst)
        if (Pass >= NumPasses || Seen[Pass])
          return false;
        else
          Seen[Pass] = true;
      return true;
    }(),
    "each pass is taken up once");

/// Sends this thread's lint findings to Sink while it lives.
struct PassSinkScope {
  explicit PassSinkScope(DiagnosticEngine &Sink) {
    FunctionFacts::PassSink = &Sink;
  }
  ~PassSinkScope() { FunctionFacts::PassSink = nullptr; }
};
} // namespace

thread_local DiagnosticEngine *FunctionFacts::PassSink = nullptr;

void Linter::lintFunction(const Function &F, CheckContext &Ctx,
                          size_t FirstDiagnostic,
                          lint::InstructionList Instructions,
                          lint::RegisterTally Registers, unsigned Threads) {
  lint::VariableMap Variables = std::move(FunctionVariables);
  FunctionVariables.clear(); // Moved from: empty again, for the next body.
  if (!F.Body)
    return;
  FunctionFacts Facts(ModuleVariables, std::move(Variables), Ctx,
                      FirstDiagnostic, std::move(Instructions),
                      std::move(Registers));
  if (Threads < 2 || Facts.Instructions.size() < MinInstructionsForThreads) {
    for (LintPass Pass : Passes)
      Pass(Facts);
    lintSynchronization(Facts, F);
    return;
  }
  // Each pass reports into an engine of its own, taken over in the order
  // of the passes: the findings are those of one thread, in its order.
  std::vector<DiagnosticEngine> Sinks;
  Sinks.reserve(NumPasses);
  for (size_t I = 0; I < NumPasses; ++I)
    Sinks.emplace_back(Ctx.Diags.options());
  std::atomic<size_t> Next{0};
  runTasks(std::min<size_t>(Threads, NumPasses), [&](size_t) {
    for (size_t Taken; (Taken = Next++) < NumPasses;) {
      size_t Pass = LongestFirst[Taken];
      PassSinkScope Sink(Sinks[Pass]);
      Passes[Pass](Facts);
    }
  });
  for (DiagnosticEngine &Sink : Sinks)
    adoptDiagnostics(Sink, Ctx.Diags);
  lintSynchronization(Facts, F);
}
