//===- LintFacts.cpp - What a function says about its registers -----------===//
//
// One walk over a function body: its variables and registers, and who may
// write each register (the instructions, with their opcode and form, come
// from the checker). Then the queries the checks share: where an address
// certainly points, and the one value of a register written once.
//
//===----------------------------------------------------------------------===//

#include "Lint.h"

#include "ConstantEval.h"
#include "OperandChecker.h"

#include <algorithm>
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

void lint::addVariables(const std::vector<Qualifier> &Qualifiers,
                        const std::vector<const Declarator *> &Declarators,
                        VariableMap &Map) {
  for (const auto &[Name, Facts] : variablesOf(Qualifiers, Declarators))
    addVariable(Name, Facts, Map);
}

//===----------------------------------------------------------------------===//
// LintInstruction
//===----------------------------------------------------------------------===//

const Operand *LintInstruction::operand(uint16_t OperandIndex) const {
  if (!Match)
    return nullptr;
  const std::vector<const isa::OperandInfo *> &Specs = Match->OperandSpecs;
  for (size_t I = 0; I < Specs.size() && I < Inst->Operands.size(); ++I)
    if (Specs[I] && isa::indexOf(*Specs[I]) == OperandIndex)
      return &withoutParentheses(Inst->Operands[I]);
  return nullptr;
}

const Modifier *LintInstruction::modifier(std::string_view Spelling) const {
  for (const Modifier &M : Inst->Modifiers)
    if (M.Text == Spelling)
      return &M;
  return nullptr;
}

const Modifier *LintInstruction::space() const {
  for (const Modifier &M : Inst->Modifiers)
    if (isa::findQualifier(M.Text, isa::QualifierKind::Space))
      return &M;
  return nullptr;
}

uint64_t LintInstruction::accessSize() const {
  uint64_t Bytes = 0, Lanes = 1;
  for (const Modifier &M : Inst->Modifiers) {
    if (M.Text == ".v2" || M.Text == ".v4" || M.Text == ".v8")
      Lanes = static_cast<uint64_t>(M.Text[2] - '0');
    else if (const isa::QualifierInfo *Type = isa::findType(M.Text))
      Bytes = Type->Bits >= 8 ? Type->Bits / 8 : 0;
  }
  return Bytes * Lanes;
}

std::string LintInstruction::mnemonic() const {
  std::string Text(Inst->Opcode.Text);
  for (const Modifier &M : Inst->Modifiers)
    Text += M.Text;
  return Text;
}

//===----------------------------------------------------------------------===//
// Gathering
//===----------------------------------------------------------------------===//

namespace {

/// The checker pairs operands with specs by position; when optional ones
/// are left out, the lint pairs the operands with the specs that are not
/// optional (until the checker matches optional operands by shape).
void pairLeftOutOptionals(FormMatch &M) {
  bool AnyOptional = false;
  for (const isa::OperandInfo &O : isa::operandsOf(M.Form))
    AnyOptional = AnyOptional || O.Optional;
  if (!AnyOptional)
    return; // The pairing cannot differ.
  std::vector<const isa::OperandInfo *> Expected = expectedOperands(M);
  if (M.Inst.Operands.size() == Expected.size())
    return;
  Expected.erase(std::remove_if(Expected.begin(), Expected.end(),
                                [](const isa::OperandInfo *O) {
                                  return O->Optional;
                                }),
                 Expected.end());
  if (M.Inst.Operands.size() == Expected.size())
    M.OperandSpecs = std::move(Expected);
}

} // namespace

FunctionFacts::FunctionFacts(const Function &F, const VariableMap &ModuleVariables,
                             CheckContext &Ctx, size_t FirstDiagnostic,
                             std::vector<LintInstruction> Checked)
    : Ctx(Ctx), Instructions(std::move(Checked)),
      ModuleVariables(ModuleVariables) {
  for (const auto *List : {&F.ReturnParameters, &F.Parameters})
    if (*List)
      for (const ParameterDecl &P : **List) {
        bool IsRegister = false;
        for (const Qualifier &Q : P.Qualifiers)
          IsRegister = IsRegister || Q.Name.Text == ".reg";
        if (IsRegister) {
          RegisterFacts &R = Registers[P.Decl.Name.Text];
          R.Parameter = true;
          R.Declaration = P.Decl.Name.Range;
        } else {
          addVariables(P.Qualifiers, {&P.Decl}, Variables);
        }
      }
  gatherDeclarations(*F.Body);
  for (size_t At = 0; At < Instructions.size(); ++At) {
    if (Instructions[At].Match)
      pairLeftOutOptionals(*Instructions[At].Match);
    noteRegistersOf(Instructions[At], At);
  }

  // An instruction is clean when no error begins inside it.
  std::vector<uint32_t> Errors;
  const std::vector<Diagnostic> &All = Ctx.Diags.diagnostics();
  for (size_t D = FirstDiagnostic; D < All.size(); ++D)
    if (defaultSeverity(All[D].ID) == Severity::Error)
      Errors.push_back(All[D].Range.Begin);
  std::sort(Errors.begin(), Errors.end());
  for (LintInstruction &LI : Instructions) {
    auto It = std::lower_bound(Errors.begin(), Errors.end(), LI.Inst->Range.Begin);
    LI.Clean = It == Errors.end() || *It >= LI.Inst->Range.End;
  }
}

void FunctionFacts::gatherDeclarations(const Block &B) {
  for (const Statement &S : B.Statements) {
    if (const auto *Inner = std::get_if<Block>(&S.Node)) {
      gatherDeclarations(*Inner);
      continue;
    }
    const auto *V = std::get_if<VariableDecl>(&S.Node);
    if (!V)
      continue;
    bool IsRegister = false;
    for (const Qualifier &Q : V->Qualifiers)
      IsRegister = IsRegister || Q.Name.Text == ".reg";
    if (!IsRegister) {
      addVariables(V->Qualifiers, declaratorsOf(*V), Variables);
      continue;
    }
    for (const Declarator &D : V->Declarators) {
      if (D.RangeCount) {
        auto [It, New] = Ranges.try_emplace(
            D.Name.Text, parseUnsigned(D.RangeCount->Text), D.Name.Range);
        if (!New)
          It->second.first = 0; // Declared twice: treat as unknown.
        continue;
      }
      RegisterFacts &R = Registers[D.Name.Text];
      R.Ambiguous = R.Ambiguous || R.Declared || R.Parameter;
      R.Declared = true;
      R.Declaration = D.Name.Range;
    }
  }
}

RegisterFacts *FunctionFacts::registerNamed(std::string_view Name) {
  if (auto It = Registers.find(Name); It != Registers.end())
    return &It->second;
  // `%r12` of `.reg .b32 %r<100>`: digits without leading zeros below the
  // count.
  size_t Digits = Name.size();
  while (Digits > 0 && Name[Digits - 1] >= '0' && Name[Digits - 1] <= '9')
    --Digits;
  std::string_view Number = Name.substr(Digits);
  if (Number.empty() || Number.size() > 9 || (Number.size() > 1 && Number[0] == '0'))
    return nullptr;
  auto Range = Ranges.find(Name.substr(0, Digits));
  if (Range == Ranges.end() || parseUnsigned(Number) >= Range->second.first)
    return nullptr;
  RegisterFacts &R = Registers[Name];
  R.Declared = true;
  R.Declaration = Range->second.second;
  return &R;
}

void FunctionFacts::noteRegisters(const Expr &E, size_t At, bool Write,
                                  bool Policy) {
  if (E.K == Expr::Kind::Symbol) {
    if (variable(E.Text))
      return;
    if (RegisterFacts *R = registerNamed(E.Text)) {
      ++R->Appearances;
      if (Write) {
        ++R->Writes;
        R->PolicyWrites += Policy;
        R->FirstWrite = std::min(R->FirstWrite, At);
      }
    }
    return;
  }
  for (unsigned I = 0; I < E.numOperands(); ++I)
    noteRegisters(*E.Operands[I], At, Write, Policy);
}

void FunctionFacts::noteRegisters(const Operand &O, size_t At, bool Write,
                                  bool Policy) {
  // Registers inside an address are read; a call's lists may be written.
  bool ElementsWritten = O.K == Operand::Kind::List ||
                         (Write && O.K == Operand::Kind::Vector);
  if (O.Value)
    noteRegisters(*O.Value, At, Write, Policy);
  if (O.PairedPredicate)
    noteRegisters(*O.PairedPredicate, At, Write, false);
  for (const Operand &Element : O.Elements)
    noteRegisters(Element, At, ElementsWritten, Policy && ElementsWritten);
}

void FunctionFacts::noteRegistersOf(const LintInstruction &LI, size_t At) {
  const Instruction &I = *LI.Inst;
  bool Policy = LI.Op && LI.Op->Name == "createpolicy";
  if (I.Pred)
    noteRegisters(Expr(Expr::Kind::Symbol, I.Pred->Predicate.Range,
                       I.Pred->Predicate.Text),
                  At, false, false);
  // PTX writes the first operand, if any: counting it as written even
  // where it is read (`bar.sync %r1`) only makes the facts more cautious.
  for (size_t N = 0; N < I.Operands.size(); ++N) {
    const Operand &O = I.Operands[N];
    noteRegisters(O, At, N == 0 && O.K != Operand::Kind::Address,
                  Policy && N == 0);
  }
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

void Linter::noteModuleVariable(std::string_view Name,
                                const lint::VariableFacts &Facts) {
  addVariable(Name, Facts, ModuleVariables);
}

void Linter::lintFunction(const Function &F, CheckContext &Ctx,
                          size_t FirstDiagnostic,
                          std::vector<lint::LintInstruction> Instructions) {
  if (!F.Body)
    return;
  FunctionFacts Facts(F, ModuleVariables, Ctx, FirstDiagnostic,
                      std::move(Instructions));
  lintCacheHints(Facts);
  lintPolicies(Facts);
  lintAlignment(Facts);
  lintAddressSpaces(Facts);
  lintReadOnlyLoads(Facts);
  lintRedundant(Facts);
  lintDescriptors(Facts);
}
