//===- LintValues.cpp - Where addresses point, what registers hold --------===//
//
// The queries the lint checks share, over the facts LintFacts.cpp gathers:
// the one instruction that writes a register written once, the constant it
// holds, and where an address certainly points after following such
// registers through mov, cvta and additions of constants.
//
//===----------------------------------------------------------------------===//

#include "Lint.h"

#include "ConstantEval.h"
#include "OperandChecker.h"

using namespace ptxlint;
using namespace ptxlint::lint;

const RegisterFacts *FunctionFacts::reg(std::string_view Name) const {
  return Registers.find(Name);
}

const VariableFacts *FunctionFacts::variable(std::string_view Name) const {
  auto It = Variables.find(Name);
  if (It == Variables.end()) {
    It = ModuleVariables.find(Name);
    if (It == ModuleVariables.end())
      return nullptr;
  }
  return It->second.Ambiguous ? nullptr : &It->second;
}

const LintInstruction *FunctionFacts::onlyWriter(std::string_view Name,
                                                 size_t At) const {
  const RegisterFacts *R = reg(Name);
  if (!R || !R->writtenOnce() || R->FirstWrite >= At ||
      !Instructions[R->FirstWrite].clean())
    return nullptr;
  return &Instructions[R->FirstWrite];
}

namespace {

/// `sym`, `sym+imm`: the symbol and the offset.
std::optional<std::pair<const Expr *, int64_t>> symbolPlusOffset(const Expr &E) {
  if (E.K == Expr::Kind::Symbol)
    return std::make_pair(&E, int64_t(0));
  if (E.K == Expr::Kind::Binary && E.text() == "+" &&
      E.Operands[0]->K == Expr::Kind::Symbol &&
      !hasFloatLiteral(*E.Operands[1]))
    if (std::optional<int64_t> Offset = evaluateInteger(*E.Operands[1]))
      return std::make_pair(E.Operands[0].get(), *Offset);
  return std::nullopt;
}

bool isAdd(std::string_view Opcode) { return Opcode == "add"; }

} // namespace

std::optional<Place> FunctionFacts::resolve(const Operand &A, size_t At) const {
  if (A.kind() != Operand::Kind::Address || A.elements().size() != 1 ||
      A.elements()[0].kind() != Operand::Kind::Expression ||
      !A.addressSuffix().Text.empty())
    return std::nullopt;
  const Expr &E = *A.elements()[0].value();
  Place P;
  if (isConstant(E)) {
    std::optional<int64_t> Value =
        hasFloatLiteral(E) ? std::nullopt : evaluateInteger(E);
    if (!Value)
      return std::nullopt;
    P.K = Place::Kind::Immediate;
    P.Offset = *Value;
    return P;
  }
  auto Base = symbolPlusOffset(E);
  if (!Base)
    return std::nullopt;
  std::string_view Name = Base->first->text();
  P.Offset = Base->second;
  bool Known = false; // Whether a cvta or mov already fixed what P holds.
  for (unsigned Hop = 0; Hop <= MaxChase; ++Hop) {
    if (const VariableFacts *V = variable(Name)) {
      P.K = Place::Kind::Variable;
      P.Name = Name;
      // `mov r, var` gives a window offset, except for global memory.
      if (Hop > 0 && !Known && V->Space != "global")
        P.WindowOffset = true;
      return P;
    }
    P.K = Place::Kind::Register;
    P.Name = Name;
    const LintInstruction *W = Hop < MaxChase ? onlyWriter(Name, At) : nullptr;
    if (!W || W->Inst->operands().size() < 2)
      return P;
    const Instruction &D = *W->Inst;
    std::string_view Opcode = D.Opcode.text();
    const Operand &Source = withoutParentheses(D.operands()[1]);
    if (Source.kind() != Operand::Kind::Expression)
      return P;
    At = static_cast<size_t>(W - Instructions.data());
    if ((Opcode == "mov" || Opcode == "cvta") && D.operands().size() == 2) {
      const Expr &S = *Source.value();
      if (Opcode == "cvta" && !Known) {
        const Modifier *Space = W->space();
        if (W->modifier(".to"))
          P.WindowOffset = true;
        else if (Space)
          P.GenericInto = spaceName(Space->text());
        Known = true;
      }
      if (S.K == Expr::Kind::Call && S.text() == "generic" && S.Operands[0] &&
          S.Operands[0]->K == Expr::Kind::Symbol) {
        if (const VariableFacts *V = variable(S.Operands[0]->text())) {
          if (!Known)
            P.GenericInto = V->Space;
          P.K = Place::Kind::Variable;
          P.Name = S.Operands[0]->text();
          return P;
        }
        return P;
      }
      if (isConstant(S)) {
        std::optional<int64_t> Value =
            hasFloatLiteral(S) ? std::nullopt : evaluateInteger(S);
        if (!Value || Opcode != "mov")
          return P;
        P.K = Place::Kind::Immediate;
        P.Name = {};
        P.Offset += *Value;
        return P;
      }
      auto Next = symbolPlusOffset(S);
      if (!Next)
        return P;
      Name = Next->first->text();
      P.Offset += Next->second;
      continue;
    }
    if ((isAdd(Opcode) || Opcode == "sub") && D.operands().size() == 3) {
      const Operand &Other = withoutParentheses(D.operands()[2]);
      if (Source.value()->K != Expr::Kind::Symbol ||
          Other.kind() != Operand::Kind::Expression ||
          hasFloatLiteral(*Other.value()) || !isConstant(*Other.value()))
        return P;
      std::optional<int64_t> Value = evaluateInteger(*Other.value());
      if (!Value)
        return P;
      P.Offset += Opcode == "sub" ? -*Value : *Value;
      Name = Source.value()->text();
      continue;
    }
    return P;
  }
  return P;
}

std::pair<std::string_view, std::string>
FunctionFacts::genericTarget(const Operand &A, size_t At) const {
  std::optional<Place> P = resolve(A, At);
  if (!P || P->K == Place::Kind::Immediate)
    return {};
  const Operand &Written = A.elements()[0];
  std::string Base = text(Written.value()->K == Expr::Kind::Symbol
                              ? Written.value()->Range
                              : Written.value()->Operands[0]->Range);
  if (!P->GenericInto.empty())
    return {P->GenericInto, "'" + Base + "', a generic address of ." +
                                std::string(P->GenericInto) + " memory"};
  if (P->K == Place::Kind::Variable && !P->WindowOffset) {
    const VariableFacts *V = variable(P->Name);
    if (Base == P->Name)
      return {V->Space, "'" + Base + "', a ." + std::string(V->Space) + " variable"};
    return {V->Space, "'" + Base + "', the address of the ." +
                          std::string(V->Space) + " variable '" +
                          std::string(P->Name) + "'"};
  }
  return {};
}

std::optional<int64_t> FunctionFacts::integerValue(const Expr &E, size_t At,
                                                   SourceRange *SetAt) const {
  if (isConstant(E))
    return hasFloatLiteral(E) ? std::nullopt : evaluateInteger(E);
  if (E.K != Expr::Kind::Symbol)
    return std::nullopt;
  const LintInstruction *W = onlyWriter(E.text(), At);
  if (!W || W->Inst->Opcode.text() != "mov" ||
      W->Inst->operands().size() != 2 ||
      W->Inst->operands()[1].kind() != Operand::Kind::Expression)
    return std::nullopt;
  const Expr &Value = *W->Inst->operands()[1].value();
  if (!isConstant(Value) || hasFloatLiteral(Value))
    return std::nullopt;
  if (SetAt)
    *SetAt = W->Inst->Range;
  return evaluateInteger(Value);
}

std::optional<double> FunctionFacts::floatValue(const Expr &E, size_t At,
                                                SourceRange *SetAt) const {
  if (isConstant(E))
    return evaluateFloat(E);
  if (E.K != Expr::Kind::Symbol)
    return std::nullopt;
  const LintInstruction *W = onlyWriter(E.text(), At);
  if (!W || W->Inst->Opcode.text() != "mov" ||
      W->Inst->operands().size() != 2 ||
      W->Inst->operands()[1].kind() != Operand::Kind::Expression ||
      (!W->modifier(".f32") && !W->modifier(".b32")))
    return std::nullopt;
  std::optional<double> Value = evaluateFloat(*W->Inst->operands()[1].value());
  if (Value && SetAt)
    *SetAt = W->Inst->Range;
  return Value;
}
