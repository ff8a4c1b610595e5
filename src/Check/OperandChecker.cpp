//===- OperandChecker.cpp -------------------------------------------------===//

#include "OperandChecker.h"

#include "ConstantEval.h"

using namespace ptxlint;
using namespace ptxlint::isa;

namespace {

const Symbol *symbolOf(const Expr &E, const CheckContext &Ctx) {
  return E.K == Expr::Kind::Symbol ? Ctx.Symbols.lookup(E.Text) : nullptr;
}

bool isRegister(const Expr &E, const CheckContext &Ctx) {
  if (E.K != Expr::Kind::Symbol)
    return false;
  if (const Symbol *S = symbolOf(E, Ctx))
    return S->Kind == SymbolKind::Register;
  return findSpecialRegister(E.Text) != nullptr;
}

/// Which operands the form expects for the qualifiers written.
std::vector<const OperandInfo *> expectedOperands(const FormMatch &M) {
  std::vector<const OperandInfo *> Expected;
  for (const OperandInfo &O : operandsOf(M.Form)) {
    EntryList<QualifierInfo> With = presentWith(O);
    bool Present = With.empty();
    for (const QualifierInfo &Q : With)
      Present = Present || M.has(Q.Spelling);
    if (Present)
      Expected.push_back(&O);
  }
  return Expected;
}

class OperandChecker {
public:
  OperandChecker(FormMatch &M, CheckContext &Ctx) : M(M), Ctx(Ctx) {}

  void run() {
    std::vector<const OperandInfo *> Expected = expectedOperands(M);
    size_t Required = 0;
    for (const OperandInfo *O : Expected)
      Required += !O->Optional;
    const std::vector<Operand> &Given = M.Inst.Operands;
    if (Given.size() < Required || Given.size() > Expected.size()) {
      reportCount(Expected, Required);
      return;
    }
    for (size_t I = 0; I < Given.size(); ++I) {
      M.OperandSpecs.push_back(Expected[I]);
      checkOperand(Given[I], *Expected[I]);
    }
  }

private:
  void reportCount(const std::vector<const OperandInfo *> &Expected,
                   size_t Required) {
    std::string Count = Required == Expected.size()
                            ? std::to_string(Required)
                            : std::to_string(Required) + " to " +
                                  std::to_string(Expected.size());
    std::string Message = quoted(M.Inst.Opcode.Text) + " takes " + Count +
                          " operand" + (Expected.size() == 1 ? "" : "s") +
                          " here; " + std::to_string(M.Inst.Operands.size()) +
                          " given";
    // Say which qualifier brings an operand in, when that is the cause.
    for (const OperandInfo &O : operandsOf(M.Form)) {
      EntryList<QualifierInfo> With = presentWith(O);
      if (!With.empty() && M.Inst.Operands.size() > Expected.size())
        Message += " (the " + std::string(O.Name) + " operand needs " +
                   quoted(With[0].Spelling) + ")";
    }
    SourceRange Where = M.Inst.Operands.empty()
                            ? M.Inst.Opcode.Range
                            : M.Inst.Operands.front().Range.merge(
                                  M.Inst.Operands.back().Range);
    M.Problems.push_back({DiagID::OperandCount, Where, std::move(Message)});
  }

  void kindProblem(const Operand &Given, const OperandInfo &Spec,
                   std::string_view Wanted) {
    M.Problems.push_back({DiagID::OperandKind, Given.Range,
                          "the " + std::string(Spec.Name) + " operand must be " +
                              std::string(Wanted)});
  }

  const QualifierInfo *typeFor(const OperandInfo &Spec) const {
    if (Spec.FixedType >= 0)
      return &qualifier(static_cast<uint16_t>(Spec.FixedType));
    if (!Spec.TypeSlot.empty())
      if (const QualifierInfo *Q = M.valueOf(Spec.TypeSlot))
        if (Q->Kind == QualifierKind::Type)
          return Q;
    return nullptr;
  }

  void checkRegisterType(const Expr &E, const OperandInfo &Spec) {
    const QualifierInfo *Wanted = typeFor(Spec);
    const QualifierInfo *Have = registerType(E, Ctx);
    if (!Wanted || !Have)
      return;
    if (!registerFits(M.Form, *Wanted, Have->TypeClass, Have->Bits))
      M.Problems.push_back(
          {DiagID::OperandType, E.Range,
           "register " + quoted(E.Text) + " of type " + quoted(Have->Spelling) +
               " cannot be the " + std::string(Spec.Name) + " operand of a " +
               quoted(Wanted->Spelling) + " instruction"});
  }

  void checkRegister(const Operand &Given, const OperandInfo &Spec) {
    if (Given.K != Operand::Kind::Expression || !isRegister(*Given.Value, Ctx)) {
      kindProblem(Given, Spec, "a register");
      return;
    }
    checkRegisterType(*Given.Value, Spec);
  }

  void checkValue(const Operand &Given, const OperandInfo &Spec) {
    if (Given.K != Operand::Kind::Expression) {
      kindProblem(Given, Spec, "a register or an immediate");
      return;
    }
    if (isRegister(*Given.Value, Ctx))
      checkRegisterType(*Given.Value, Spec);
    else if (isConstant(*Given.Value))
      checkRange(Given, Spec);
  }

  void checkRange(const Operand &Given, const OperandInfo &Spec) {
    if (!Spec.HasRange)
      return;
    std::optional<int64_t> Value = evaluateInteger(*Given.Value);
    if (Value && (*Value < Spec.Min || *Value > Spec.Max))
      M.Problems.push_back({DiagID::ImmediateRange, Given.Range,
                            "the " + std::string(Spec.Name) + " operand must be in [" +
                                std::to_string(Spec.Min) + ", " +
                                std::to_string(Spec.Max) + "]; it is " +
                                std::to_string(*Value)});
  }

  void checkData(const Operand &Given, const OperandInfo &Spec) {
    const QualifierInfo *Vector = M.vector();
    if (!Vector) {
      checkRegister(Given, Spec);
      return;
    }
    if (Given.K != Operand::Kind::Vector) {
      kindProblem(Given, Spec,
                  "a vector of " + std::to_string(Vector->Lanes) + " elements");
      return;
    }
    if (Given.Elements.size() != Vector->Lanes) {
      M.Problems.push_back(
          {DiagID::OperandKind, Given.Range,
           "the " + std::string(Spec.Name) + " operand has " +
               std::to_string(Given.Elements.size()) + " elements; " +
               quoted(Vector->Spelling) + " needs " +
               std::to_string(Vector->Lanes)});
      return;
    }
    for (const Operand &Element : Given.Elements)
      if (Element.K == Operand::Kind::Expression) {
        if (isRegister(*Element.Value, Ctx))
          checkRegisterType(*Element.Value, Spec);
        else if (!isConstant(*Element.Value))
          kindProblem(Element, Spec, "made of registers");
      } else if (Element.K != Operand::Kind::Sink) {
        kindProblem(Element, Spec, "made of registers");
      }
  }

  void checkOperand(const Operand &Given, const OperandInfo &Spec) {
    switch (Spec.Kind) {
    case OperandKind::Register:
      checkRegister(Given, Spec);
      break;
    case OperandKind::Value:
      checkValue(Given, Spec);
      break;
    case OperandKind::Immediate:
      if (Given.K != Operand::Kind::Expression || !isConstant(*Given.Value))
        kindProblem(Given, Spec, "an immediate");
      else
        checkRange(Given, Spec);
      break;
    case OperandKind::Address:
      if (Given.K != Operand::Kind::Address)
        kindProblem(Given, Spec, "an address in brackets");
      break;
    case OperandKind::Predicate:
      if (Given.K != Operand::Kind::Expression || !isRegister(*Given.Value, Ctx))
        kindProblem(Given, Spec, "a predicate register");
      else
        checkRegisterType(*Given.Value, Spec);
      break;
    case OperandKind::Data:
      checkData(Given, Spec);
      break;
    case OperandKind::Symbol:
    case OperandKind::Label:
      if (Given.K != Operand::Kind::Expression ||
          Given.Value->K != Expr::Kind::Symbol)
        kindProblem(Given, Spec, Spec.Kind == OperandKind::Label ? "a label"
                                                                 : "a symbol");
      break;
    case OperandKind::Any:
      break;
    }
  }

  FormMatch &M;
  CheckContext &Ctx;
};

} // namespace

const QualifierInfo *ptxlint::registerType(const Expr &E,
                                           const CheckContext &Ctx) {
  if (E.K != Expr::Kind::Symbol)
    return nullptr;
  if (const Symbol *S = symbolOf(E, Ctx))
    return S->Kind == SymbolKind::Register ? findType(S->Type) : nullptr;
  if (const SpecialRegisterInfo *R = findSpecialRegister(E.Text))
    return findType(R->Type);
  return nullptr;
}

void ptxlint::checkOperands(FormMatch &Match, CheckContext &Ctx) {
  OperandChecker(Match, Ctx).run();
}
