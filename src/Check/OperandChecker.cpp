//===- OperandChecker.cpp -------------------------------------------------===//

#include "OperandChecker.h"

#include "AddressChecker.h"
#include "ConstantEval.h"

using namespace ptxlint;
using namespace ptxlint::isa;

namespace {

const Symbol *symbolOf(const Expr &E, const CheckContext &Ctx) {
  return E.K == Expr::Kind::Symbol ? Ctx.Symbols.lookup(E.Text) : nullptr;
}

bool isRegister(const Expr &E, const CheckContext &Ctx) {
  // WARP_SZ is spelt like a special register but is the constant 32.
  if (E.K != Expr::Kind::Symbol || isConstant(E))
    return false;
  if (const Symbol *S = symbolOf(E, Ctx))
    return S->Kind == SymbolKind::Register;
  return findSpecialRegister(E.Text) != nullptr;
}

/// An inline-asm operand `%0`, `%1`, ... (CheckOptions::ImplicitRegisters):
/// the compiler substitutes a register or, for an "n" constraint, a constant.
bool isOperandPlaceholder(const Expr &E, const CheckContext &Ctx) {
  const Symbol *S = symbolOf(E, Ctx);
  return S && S->Implicit &&
         E.Text.find_first_not_of("0123456789", 1) == std::string_view::npos;
}

} // namespace

/// `(128)` parses as a one-element list (the shape of call arguments);
/// everywhere else it is the parenthesized value.
const Operand &ptxlint::withoutParentheses(const Operand &O) {
  if (O.K == Operand::Kind::List && O.Elements.size() == 1 &&
      O.Elements[0].K == Operand::Kind::Expression)
    return O.Elements[0];
  return O;
}

namespace {

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
      checkOperand(withoutParentheses(Given[I]), *Expected[I]);
    }
  }

private:
  void reportCount(const std::vector<const OperandInfo *> &Expected,
                   size_t Required) {
    std::string Count = Required == Expected.size()
                            ? std::to_string(Required)
                            : std::to_string(Required) + " to " +
                                  std::to_string(Expected.size());
    // The registered name: 'cp.async.bulk', not 'cp'.
    std::string Message = quoted(opcodeOf(M.Form).Name) + " takes " + Count +
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

  void checkRegisterType(const Expr &E, const OperandInfo &Spec,
                         bool InVector = false) {
    if (unsigned Lanes = vectorRegisterLanes(E, Ctx)) {
      // ptxas: "Argument vector size mismatch".
      M.Problems.push_back(
          {DiagID::OperandKind, E.Range,
           "register " + quoted(E.Text) + " is a vector of " +
               std::to_string(Lanes) + " elements; the " +
               std::string(Spec.Name) + " operand is one value (write " +
               quoted(std::string(E.Text) + ".x") + " for an element)"});
      return;
    }
    checkElementType(E, Spec, InVector);
  }

  /// The type of a register, or of each element of a vector register,
  /// against the operand's type.
  void checkElementType(const Expr &E, const OperandInfo &Spec,
                        bool InVector) {
    const QualifierInfo *Wanted = typeFor(Spec);
    const QualifierInfo *Have = registerType(E, Ctx);
    if (!Wanted || !Have)
      return;
    if (!registerFits(M.Form, *Wanted, *Have, InVector))
      M.Problems.push_back(
          {DiagID::OperandType, E.Range,
           "register " + quoted(E.Text) + " of type " + quoted(Have->Spelling) +
               " cannot be the " + std::string(Spec.Name) +
               (Spec.FixedType >= 0
                    ? " operand, which is " + quoted(Wanted->Spelling)
                    : " operand of a " + quoted(Wanted->Spelling) +
                          " instruction")});
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

  /// A constant must be of the operand type's kind: ptxas takes no
  /// integer for a floating-point type and no floating-point constant for
  /// an integer one, and a bit-size type takes a floating-point constant
  /// only of its own width (`0f3F800000` for .b32; `1.0`, `0d...` for .b64).
  bool checkConstantKind(const Operand &Given, const OperandInfo &Spec) {
    const QualifierInfo *Type = typeFor(Spec);
    if (!Type)
      return true;
    unsigned FloatBits = floatConstantBits(*Given.Value);
    bool Fits = Type->TypeClass == "f"   ? FloatBits != 0
                : Type->TypeClass == "b" ? FloatBits == 0 || FloatBits == Type->Bits
                                         : FloatBits == 0;
    if (Fits)
      return true;
    std::string Wanted =
        Type->TypeClass == "f" ? "a floating-point constant (such as 1.0)"
        : Type->TypeClass == "b"
            ? "an integer or a " + std::to_string(Type->Bits) +
                  "-bit floating-point constant"
            : std::string("an integer constant");
    std::string Have = FloatBits ? std::to_string(FloatBits) +
                                       "-bit floating-point constant"
                                 : std::string("integer constant");
    M.Problems.push_back({DiagID::OperandType, Given.Range,
                          "the " + std::string(Spec.Name) + " operand of type " +
                              quoted(Type->Spelling) + " must be " + Wanted +
                              "; " + quoted(sourceText(Given.Range)) +
                              (FloatBits ? " is a " : " is an ") + Have});
    return false;
  }

  std::string_view sourceText(SourceRange R) const {
    return ptxlint::sourceText(Ctx, R);
  }

  /// A constant operand: its kind against the operand's type, then its
  /// value against the form's range.
  void checkRange(const Operand &Given, const OperandInfo &Spec) {
    if (!checkConstantKind(Given, Spec) || !Spec.HasRange)
      return;
    std::optional<int64_t> Value = evaluateInteger(*Given.Value);
    if (Value && (*Value < Spec.Min || *Value > Spec.Max))
      M.Problems.push_back({DiagID::ImmediateRange, Given.Range,
                            "the " + std::string(Spec.Name) + " operand must be in [" +
                                std::to_string(Spec.Min) + ", " +
                                std::to_string(Spec.Max) + "]; it is " +
                                std::to_string(*Value)});
  }

  /// `{r}` where a scalar is expected, for operands that allow it.
  static bool isBracedScalar(const Operand &Given, const OperandInfo &Spec) {
    return Spec.BracedScalar && Given.K == Operand::Kind::Vector &&
           Given.Elements.size() == 1;
  }

  void checkData(const Operand &Given, const OperandInfo &Spec) {
    const QualifierInfo *Vector = M.vector();
    if (!Vector) {
      if (isBracedScalar(Given, Spec))
        checkElements(Given, Spec);
      else
        checkRegister(Given, Spec);
      return;
    }
    if (Given.K == Operand::Kind::Expression &&
        vectorRegisterLanes(*Given.Value, Ctx)) {
      checkVectorRegister(*Given.Value, Spec, *Vector);
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
    checkElements(Given, Spec);
  }

  /// A register declared as a vector (`.reg .v2 .u32 v`) stands for the
  /// vector of its elements (`ld.v2.u32 v, [a]`): ptxas wants as many
  /// elements as the vector qualifier says, each fitting the type as the
  /// element of a written vector would.
  void checkVectorRegister(const Expr &E, const OperandInfo &Spec,
                           const QualifierInfo &Vector) {
    unsigned Lanes = vectorRegisterLanes(E, Ctx);
    if (Lanes != Vector.Lanes) {
      M.Problems.push_back(
          {DiagID::OperandKind, E.Range,
           "register " + quoted(E.Text) + " is a vector of " +
               std::to_string(Lanes) + " elements; " +
               quoted(Vector.Spelling) + " needs " +
               std::to_string(Vector.Lanes)});
      return;
    }
    checkElementType(E, Spec, /*InVector=*/true);
  }

  void checkElements(const Operand &Given, const OperandInfo &Spec) {
    for (const Operand &Element : Given.Elements)
      if (Element.K == Operand::Kind::Expression) {
        if (isRegister(*Element.Value, Ctx))
          checkRegisterType(*Element.Value, Spec, /*InVector=*/true);
        else if (!isConstant(*Element.Value))
          kindProblem(Element, Spec, "made of registers");
      } else if (Element.K != Operand::Kind::Sink) {
        kindProblem(Element, Spec, "made of registers");
      }
  }

  /// A register or immediate, or a vector of them with the vector slot.
  void checkDataValue(const Operand &Given, const OperandInfo &Spec) {
    if (M.vector() || isBracedScalar(Given, Spec)) {
      checkData(Given, Spec);
      return;
    }
    if (Given.K == Operand::Kind::Expression && isRegister(*Given.Value, Ctx))
      checkRegisterType(*Given.Value, Spec);
    else if (Given.K == Operand::Kind::Expression && isConstant(*Given.Value))
      checkRange(Given, Spec);
    else if (Given.K != Operand::Kind::Expression ||
             !isNamePlusOffset(*Given.Value))
      kindProblem(Given, Spec, "a register or an immediate");
  }

  /// ptxas: a value operand may also be `name+imm`, a register or a
  /// variable plus an integer constant (`st.u64 [a], %rd1+1;`), with `+`
  /// right after the name; its type is not checked. Functions have no
  /// such value ("Cannot take address of function ... in arithmetic
  /// expressions"); labels neither, which checkInstruction reports for
  /// every opcode (label-operand).
  bool isNamePlusOffset(const Expr &E) const {
    bool FloatOffset = false;
    const Expr *Base = offsetBase(E, FloatOffset);
    if (!Base || FloatOffset)
      return false;
    const Symbol *S = symbolOf(*Base, Ctx);
    return !S || S->Kind == SymbolKind::Register ||
           S->Kind == SymbolKind::Variable || S->Kind == SymbolKind::Label;
  }

  void checkOperand(const Operand &Given, const OperandInfo &Spec) {
    // A label where a value is needed: checkInstruction reports it for
    // every opcode (label-operand).
    if (Spec.Kind != OperandKind::Label && Given.K == Operand::Kind::Expression &&
        Given.Value->K == Expr::Kind::Symbol)
      if (const Symbol *S = symbolOf(*Given.Value, Ctx);
          S && S->Kind == SymbolKind::Label)
        return;
    switch (Spec.Kind) {
    case OperandKind::Register:
      checkRegister(Given, Spec);
      break;
    case OperandKind::Value:
      checkValue(Given, Spec);
      break;
    case OperandKind::Immediate:
      if (Given.K == Operand::Kind::Expression &&
          isOperandPlaceholder(*Given.Value, Ctx))
        break; // Inline asm `%1` with an "n" constraint: a constant.
      if (Given.K != Operand::Kind::Expression || !isConstant(*Given.Value))
        kindProblem(Given, Spec, "an immediate");
      else
        checkRange(Given, Spec);
      break;
    case OperandKind::Address:
      // An address with a description: the address checker's, whole.
      if (const AddressInfo *Address = addressOf(Spec))
        checkAddressOperand(M, Ctx, Given, Spec, *Address);
      else if (Given.K != Operand::Kind::Address)
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
    case OperandKind::DataValue:
      checkDataValue(Given, Spec);
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

std::vector<const OperandInfo *> ptxlint::expectedOperands(const FormMatch &M) {
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

unsigned ptxlint::vectorRegisterLanes(const Expr &E, const CheckContext &Ctx) {
  const Symbol *S = symbolOf(E, Ctx);
  return S && S->Kind == SymbolKind::Register && E.Component.empty()
             ? S->VectorLanes
             : 0;
}

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
