//===- OperandChecker.cpp -------------------------------------------------===//

#include "OperandChecker.h"

#include "AddressChecker.h"
#include "ConstantEval.h"
#include "Lint.h"

#include <algorithm>

using namespace ptxlint;
using namespace ptxlint::isa;

namespace {

const Symbol *symbolOf(const Expr &E, const CheckContext &Ctx) {
  return E.K == Expr::Kind::Symbol ? Ctx.lookupName(E) : nullptr;
}

bool isRegister(const Expr &E, const CheckContext &Ctx) {
  // WARP_SZ is spelt like a special register but is the constant 32.
  if (E.K != Expr::Kind::Symbol || isConstant(E))
    return false;
  if (const Symbol *S = symbolOf(E, Ctx))
    return S->Kind == SymbolKind::Register;
  return findSpecialRegister(E.text()) != nullptr;
}

/// An inline-asm operand `%0`, `%1`, ... (CheckOptions::ImplicitRegisters):
/// the compiler substitutes a register or, for an "n" constraint, a constant.
bool isOperandPlaceholder(const Expr &E, const CheckContext &Ctx) {
  const Symbol *S = symbolOf(E, Ctx);
  return S && S->facts().Implicit &&
         E.text().find_first_not_of("0123456789", 1) == std::string_view::npos;
}

bool isPredicateRegister(const Expr &E, const CheckContext &Ctx) {
  const QualifierInfo *T = registerType(E, Ctx);
  return T && T->TypeClass == "pred";
}

/// Whether the module's `.target` names the option at Index (-1: none).
bool namesOption(const CheckContext &Ctx, int16_t Index) {
  if (Index < 0)
    return false;
  const TargetOptionInfo *Option = &targetOption(static_cast<uint16_t>(Index));
  return std::find(Ctx.TargetOptions.begin(), Ctx.TargetOptions.end(),
                   Option) != Ctx.TargetOptions.end();
}

/// Whether Word is one of the space-separated Words (a list of the tables:
/// MatchedByClasses, VariableSpaces).
bool listsWord(std::string_view Words, std::string_view Word) {
  while (!Words.empty()) {
    size_t End = Words.find(' ');
    if (Words.substr(0, End) == Word)
      return true;
    Words = End == std::string_view::npos ? std::string_view()
                                          : Words.substr(End + 1);
  }
  return false;
}

} // namespace

/// Whether the spec applies to this module: an alternative may be one of
/// a texture mode only (WithOption, WithoutOption).
bool ptxlint::appliesInModule(const OperandInfo &Spec, const CheckContext &Ctx) {
  return (Spec.WithOption < 0 || namesOption(Ctx, Spec.WithOption)) &&
         (Spec.WithoutOption < 0 || !namesOption(Ctx, Spec.WithoutOption));
}

/// Whether the operand may be left out in this module: an Optional one
/// that the module's target option does not make required (RequiredWith).
bool ptxlint::optionalInModule(const OperandInfo &Spec, const CheckContext &Ctx) {
  return Spec.Optional && !namesOption(Ctx, Spec.RequiredWith);
}

/// Whether what is written has the shape of the spec's kind: a predicate
/// (`p`, `!p`) or another value, a vector, an address. Optional operands
/// and alternatives are matched by it.
bool ptxlint::fitsShape(const Operand &Written, const OperandInfo &Spec,
                        const CheckContext &Ctx) {
  if (!appliesInModule(Spec, Ctx))
    return false;
  EntryList<OperandInfo> Alternatives = alternativesOf(Spec);
  for (const OperandInfo &A : Alternatives)
    if (fitsShape(Written, A, Ctx))
      return true;
  if (!Alternatives.empty())
    return false;
  if (Spec.Kind == OperandKind::List)
    return Written.kind() == Operand::Kind::List;
  const Operand &O = withoutParentheses(Written);
  bool Expression = O.kind() == Operand::Kind::Expression;
  bool Predicate =
      Expression &&
      ((O.value()->K == Expr::Kind::Unary && O.value()->text() == "!") ||
       isPredicateRegister(*O.value(), Ctx));
  switch (Spec.Kind) {
  case OperandKind::Predicate:
    return Predicate;
  case OperandKind::Register:
  case OperandKind::Value:
  case OperandKind::Immediate:
    if (Expression && !Spec.MatchedByClasses.empty())
      if (const QualifierInfo *T = registerType(*O.value(), Ctx))
        return !Predicate && listsWord(Spec.MatchedByClasses, T->TypeClass);
    return Expression && !Predicate;
  case OperandKind::Data:
  case OperandKind::DataValue:
    return O.kind() == Operand::Kind::Vector || (Expression && !Predicate);
  case OperandKind::Vector:
    return O.kind() == Operand::Kind::Vector;
  case OperandKind::Address:
  case OperandKind::Tuple:
    return O.kind() == Operand::Kind::Address;
  case OperandKind::Symbol:
    // A variable's name, not a register's: the two may be alternatives
    // (a surface is a .surfref variable or a .u64 register).
    return Expression && !isRegister(*O.value(), Ctx);
  case OperandKind::Label:
    return Expression;
  case OperandKind::List:
  case OperandKind::Any:
    break;
  }
  return true;
}

/// Whether what is written fits the first required spec after position K
/// while no optional spec does: an optional operand left out in the middle
/// (tcgen05.mma's `{disable-output-lane}` before the enable-input-d
/// predicate, with a later optional `scale-input-d`).
static bool fitsNextRequired(const std::vector<const OperandInfo *> &Expected,
                             size_t K, const Operand &W,
                             const CheckContext &Ctx) {
  for (size_t L = K + 1; L < Expected.size(); ++L)
    if (!optionalInModule(*Expected[L], Ctx))
      return fitsShape(W, *Expected[L], Ctx);
  return false;
}

/// Optional operands go where their shape fits: one that is written goes
/// to the first optional spec that fits it, unless no later one does (then
/// the first will report it); failing that, by position.
std::vector<const OperandInfo *>
ptxlint::assignOperands(const std::vector<const OperandInfo *> &Expected,
                        const NodeList<Operand> &Given,
                        const CheckContext &Ctx) {
  size_t Required = 0;
  for (const OperandInfo *O : Expected)
    Required += !optionalInModule(*O, Ctx);
  if (Given.size() < Required || Given.size() > Expected.size())
    return {};
  if (Given.size() == Expected.size())
    return Expected; // Every operand written: nothing to match.
  std::vector<const OperandInfo *> Out;
  size_t Extra = Given.size() - Required;
  for (size_t K = 0; K < Expected.size() && Out.size() < Given.size(); ++K) {
    const OperandInfo *O = Expected[K];
    if (optionalInModule(*O, Ctx)) {
      if (!Extra)
        continue;
      const Operand &W = Given[Out.size()];
      bool LaterFits = false;
      for (size_t L = K + 1; L < Expected.size() && !LaterFits; ++L)
        LaterFits = optionalInModule(*Expected[L], Ctx) &&
                    fitsShape(W, *Expected[L], Ctx);
      if (!fitsShape(W, *O, Ctx) &&
          (LaterFits || fitsNextRequired(Expected, K, W, Ctx)))
        continue;
      --Extra;
    }
    Out.push_back(O);
  }
  if (Out.size() == Given.size())
    return Out;
  // By position: the optional operands first in order.
  Out.clear();
  Extra = Given.size() - Required;
  for (const OperandInfo *O : Expected)
    if (!optionalInModule(*O, Ctx) || (Extra && Extra--))
      Out.push_back(O);
  return Out;
}

/// `(128)` parses as a one-element list (the shape of call arguments);
/// everywhere else it is the parenthesized value.
const Operand &ptxlint::withoutParentheses(const Operand &O) {
  if (O.kind() == Operand::Kind::List && O.elements().size() == 1 &&
      O.elements()[0].kind() == Operand::Kind::Expression)
    return O.elements()[0];
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
      Required += !optionalInModule(*O, Ctx);
    const NodeList<Operand> &Given = M.Inst.operands();
    if (Given.size() < Required || Given.size() > Expected.size()) {
      if (!operandsAwaitMissingQualifier(Expected))
        reportCount(Expected, Required);
      return;
    }
    Assigned = assignOperands(Expected, Given, Ctx);
    M.OperandSpecs.reserve(Given.size());
    for (size_t I = 0; I < Given.size(); ++I) {
      M.OperandSpecs.push_back(Assigned[I]);
      checkOperand(Assigned[I]->Kind == OperandKind::List
                       ? Given[I]
                       : withoutParentheses(Given[I]),
                   *Assigned[I]);
    }
  }

private:
  /// Whether an operand left out for want of its PresentWith qualifier
  /// waits on a required slot left empty (txq's handle on its query): the
  /// missing qualifier is reported, and the count is not known without it.
  bool operandsAwaitMissingQualifier(
      const std::vector<const OperandInfo *> &Expected) const {
    EntryList<SlotInfo> Slots = slotsOf(M.Form);
    for (const OperandInfo &O : operandsOf(M.Form)) {
      if (std::find(Expected.begin(), Expected.end(), &O) != Expected.end())
        continue;
      for (const QualifierInfo &Q : presentWith(O))
        for (size_t S = 0; S < Slots.size(); ++S) {
          if (!Slots[S].Required || M.SlotValues[S])
            continue;
          for (const QualifierInfo &V : valuesOf(Slots[S]))
            if (&V == &Q)
              return true;
        }
    }
    return false;
  }

  /// Whether Q's slot holds another qualifier that brings in an operand of
  /// its own (txq's query: '.width' its texture, so '.filter_mode' and its
  /// sampler are no way to the count).
  bool slotBringsAnother(const QualifierInfo &Q,
                         const std::vector<const OperandInfo *> &Expected) const {
    EntryList<SlotInfo> Slots = slotsOf(M.Form);
    for (size_t S = 0; S < Slots.size(); ++S) {
      const QualifierInfo *Written = M.SlotValues[S];
      if (!Written || Written == &Q || Slots[S].RepeatAllowed)
        continue;
      bool QInSlot = false;
      for (const QualifierInfo &V : valuesOf(Slots[S]))
        QInSlot = QInSlot || &V == &Q;
      if (!QInSlot)
        continue;
      for (const OperandInfo *O : Expected)
        for (const QualifierInfo &W : presentWith(*O))
          if (&W == Written)
            return true;
    }
    return false;
  }

  void reportCount(const std::vector<const OperandInfo *> &Expected,
                   size_t Required) {
    SourceRange Where = M.Inst.operands().empty()
                            ? M.Inst.Opcode.Range
                            : M.Inst.operands().front().range().merge(
                                  M.Inst.operands().back().range());
    M.problem(DiagID::OperandCount, Where, [&] {
      std::string Count = Required == Expected.size()
                              ? std::to_string(Required)
                              : std::to_string(Required) + " to " +
                                    std::to_string(Expected.size());
      // The registered name: 'cp.async.bulk', not 'cp'.
      std::string Message = quoted(opcodeOf(M.Form).Name) + " takes " + Count +
                            " operand" + (Expected.size() == 1 ? "" : "s") +
                            " here; " +
                            std::to_string(M.Inst.operands().size()) + " given";
      // Say which qualifier brings an operand in, when that is the cause:
      // one left out whose qualifier could still be written.
      for (const OperandInfo &O : operandsOf(M.Form)) {
        EntryList<QualifierInfo> With = presentWith(O);
        if (!With.empty() && M.Inst.operands().size() > Expected.size() &&
            std::find(Expected.begin(), Expected.end(), &O) == Expected.end() &&
            !slotBringsAnother(With[0], Expected))
          Message += " (the " + std::string(O.Name) + " operand needs " +
                     quoted(With[0].Spelling) + ")";
      }
      return Message;
    });
    M.OperandsMiscounted = true;
  }

  void kindProblem(const Operand &Given, const OperandInfo &Spec,
                   std::string_view Wanted) {
    kindProblem(Given.range(), Spec, Wanted);
  }
  void kindProblem(SourceRange Where, const OperandInfo &Spec,
                   std::string_view Wanted) {
    M.problem(DiagID::OperandKind, Where, [&] {
      return "the " + std::string(Spec.Name) + " operand must be " +
             std::string(Wanted);
    });
  }

  const QualifierInfo *typeFor(const OperandInfo &Spec) const {
    if (ElementType)
      return ElementType;
    if (Spec.FixedType >= 0)
      return &qualifier(static_cast<uint16_t>(Spec.FixedType));
    if (Spec.TypeSlot != NoSlot)
      if (const QualifierInfo *Q = M.valueOf(Spec.TypeSlot))
        if (Q->Kind == QualifierKind::Type)
          return widened(Spec, *Q);
    return nullptr;
  }

  /// The type the operand's type slot holds (before any widening).
  const QualifierInfo *slotType(const OperandInfo &Spec) const {
    return Spec.TypeSlot != NoSlot ? M.valueOf(Spec.TypeSlot) : nullptr;
  }

  /// The operand's type when a qualifier that widens it is written
  /// (`.wide`: the destination of mul.wide.u32 is a .u64).
  const QualifierInfo *widened(const OperandInfo &Spec,
                               const QualifierInfo &Type) const {
    if (widenedAlways(Spec))
      return &widenedType(Spec, Type);
    for (const QualifierInfo &W : widenedBy(Spec))
      if (M.has(W))
        return &widenedType(Spec, Type);
    return &Type;
  }

  /// WidenFrom/WidenTo without WidenedBy: the written type always stands
  /// for the wider one (a matrix fragment's registers hold packed
  /// elements: wmma's .f16 fragment is made of .f16x2 registers).
  static bool widenedAlways(const OperandInfo &Spec) {
    return Spec.WidenedBy.Count == 0 && Spec.WidenFrom.Count != 0;
  }

  void checkRegisterType(const Expr &E, const OperandInfo &Spec,
                         bool InVector = false) {
    if (unsigned Lanes = vectorRegisterLanes(E, Ctx)) {
      // ptxas: "Argument vector size mismatch".
      M.problem(DiagID::OperandKind, E.Range, [&] {
        return "register " + quoted(E.text()) + " is a vector of " +
               std::to_string(Lanes) + " elements; the " +
               std::string(Spec.Name) + " operand is one value (write " +
               quoted(std::string(E.text()) + ".x") + " for an element)";
      });
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
    if (!registerFits(M.Form, Spec, *Wanted, *Have, InVector))
      M.problem(DiagID::OperandType, E.Range, [&] {
        return "register " + quoted(E.text()) + " of type " +
               quoted(Have->Spelling) + " cannot be the " +
               std::string(Spec.Name) +
               (Spec.FixedType >= 0 || Wanted != slotType(Spec)
                    ? " operand, which is " + quoted(Wanted->Spelling)
                    : " operand of a " + quoted(Wanted->Spelling) +
                          " instruction");
      });
    else
      checkRegisterTypeListed(E, *Have, Spec);
  }

  /// A register that fits the type rules against the operand's own list of
  /// register types (RegisterTypes), if it has one.
  void checkRegisterTypeListed(const Expr &E, const QualifierInfo &Have,
                               const OperandInfo &Spec) {
    EntryList<QualifierInfo> Listed = registerTypesOf(Spec);
    if (Listed.empty())
      return;
    for (const QualifierInfo &T : Listed)
      if (&T == &Have)
        return;
    M.problem(DiagID::OperandType, E.Range, [&] {
      return "register " + quoted(E.text()) + " of type " +
             quoted(Have.Spelling) + " cannot be the " +
             std::string(Spec.Name) + " operand; use " + listSpellings(Listed) +
             " registers";
    });
  }

  void checkRegister(const Operand &Given, const OperandInfo &Spec) {
    if (Given.kind() != Operand::Kind::Expression) {
      kindProblem(Given, Spec, "a register");
      return;
    }
    checkRegisterExpr(*Given.value(), Spec);
  }

  void checkRegisterExpr(const Expr &E, const OperandInfo &Spec) {
    if (!isRegister(E, Ctx)) {
      kindProblem(E.Range, Spec, "a register");
      return;
    }
    checkRegisterUse(E, Spec);
  }

  void checkValue(const Operand &Given, const OperandInfo &Spec) {
    if (Given.kind() != Operand::Kind::Expression) {
      kindProblem(Given, Spec, "a register or an immediate");
      return;
    }
    if (isConstant(*Given.value()) && Spec.NoConstants)
      noConstantProblem(Given, Spec);
    else if (isConstant(*Given.value()))
      checkRange(Given, Spec);
    else
      checkValueName(*Given.value(), Spec);
  }

  /// A constant where the operand takes none (NoConstants).
  void noConstantProblem(const Operand &Given, const OperandInfo &Spec) {
    const QualifierInfo *Type = typeFor(Spec);
    M.Problems.push_back(
        {DiagID::OperandKind, Given.range(),
         "the " + std::string(Spec.Name) + " operand must be a register" +
             (Type ? ": there are no " + quoted(Type->Spelling) + " constants"
                   : std::string())});
  }

  /// A constant must be of the operand type's kind: ptxas takes no
  /// integer for a floating-point type and no floating-point constant for
  /// an integer one, and a bit-size type takes a floating-point constant
  /// only of its own width (`0f3F800000` for .b32; `1.0`, `0d...` for .b64).
  bool checkConstantKind(const Operand &Given, const OperandInfo &Spec) {
    if (constantKind(*Given.value()) == ConstantKind::Invalid) {
      M.problem(DiagID::OperandType, Given.range(), [&] {
        return describeInvalidConstant(sourceText(Given.range()));
      });
      return false;
    }
    const QualifierInfo *Type = typeFor(Spec);
    if (!Type)
      return true;
    unsigned FloatBits = floatConstantBits(*Given.value());
    bool Fits = Type->TypeClass == "f"   ? FloatBits != 0
                : Type->TypeClass == "b" ? FloatBits == 0 || FloatBits == Type->Bits
                                         : FloatBits == 0;
    if (Fits)
      return true;
    M.problem(DiagID::OperandType, Given.range(), [&] {
      std::string Wanted =
          Type->TypeClass == "f" ? "a floating-point constant (such as 1.0)"
          : Type->TypeClass == "b"
              ? "an integer or a " + std::to_string(Type->Bits) +
                    "-bit floating-point constant"
              : std::string("an integer constant");
      std::string Have =
          FloatBits ? std::to_string(FloatBits) + "-bit floating-point constant"
                    : std::string("integer constant");
      return "the " + std::string(Spec.Name) + " operand of type " +
             quoted(Type->Spelling) + " must be " + Wanted + "; " +
             quoted(sourceText(Given.range())) +
             (FloatBits ? " is a " : " is an ") + Have;
    });
    return false;
  }

  std::string_view sourceText(SourceRange R) const {
    return ptxlint::sourceText(Ctx, R);
  }

  /// An integer constant where the operand takes none (NoIntegerConstants).
  bool checkIntegerConstant(const Operand &Given, const OperandInfo &Spec) {
    if (!Spec.NoIntegerConstants || floatConstantBits(*Given.value()))
      return true;
    M.problem(DiagID::OperandKind, Given.range(), [&] {
      const QualifierInfo *Type = typeFor(Spec);
      return "the " + std::string(Spec.Name) +
             " operand takes no integer constant; write a register" +
             (Type ? " or a " + std::to_string(Type->Bits) +
                         "-bit floating-point constant"
                   : std::string());
    });
    return false;
  }

  /// What a floating-point constant needs of the module, where the spec
  /// says (FloatConstantReq): mma.sp's metadata with fp8 types.
  void noteFloatConstantRequirement(const Operand &Given,
                                    const OperandInfo &Spec) {
    if (Spec.FloatConstantRequirement == NoRequirement ||
        !floatConstantBits(*Given.value()))
      return;
    EntryList<QualifierInfo> With =
        qualifierList(Spec.FloatConstantRequirementWith);
    bool Applies = With.empty();
    for (const QualifierInfo &Q : With)
      Applies = Applies || written(Q);
    if (!Applies)
      return;
    M.Requirements.push_back({&requirement(Spec.FloatConstantRequirement),
                              "a floating-point constant as the " +
                                  std::string(Spec.Name) + " operand",
                              Given.range()});
  }

  /// A constant operand: its kind against the operand's type, then its
  /// value against the form's range.
  void checkRange(const Operand &Given, const OperandInfo &Spec) {
    if (!checkConstantKind(Given, Spec) || !checkIntegerConstant(Given, Spec))
      return;
    noteFloatConstantRequirement(Given, Spec);
    std::optional<int64_t> Value = evaluateInteger(*Given.value());
    int64_t Max = rowImmediateMax(Spec).value_or(Spec.Max);
    bool HasRange = Spec.HasRange || rowImmediateMax(Spec);
    if (Value && HasRange && (*Value < Spec.Min || *Value > Max)) {
      M.problem(DiagID::ImmediateRange, Given.range(), [&] {
        return "the " + std::string(Spec.Name) + " operand must be in [" +
               std::to_string(Spec.Min) + ", " + std::to_string(Max) +
               "]; it is " + std::to_string(*Value);
      });
      return;
    }
    if (Value)
      checkAllowedValue(Given, Spec, *Value);
  }

  /// The largest value the form's variant row allows an immediate operand
  /// (Variant.ImmediateMax: one per ImmediateOperand of the form, in
  /// order); none when there is no row or it gives none.
  std::optional<int64_t> rowImmediateMax(const OperandInfo &Spec) const {
    if (!M.Row)
      return std::nullopt;
    TableSpan<int16_t> Maxima = immediateMaxOf(*M.Row);
    size_t Position = 0;
    for (const OperandInfo &O : operandsOf(M.Form)) {
      if (O.Kind != OperandKind::Immediate)
        continue;
      if (&O == &Spec) {
        if (Position >= static_cast<size_t>(Maxima.end() - Maxima.begin()) ||
            Maxima.begin()[Position] < 0)
          return std::nullopt;
        return Maxima.begin()[Position];
      }
      ++Position;
    }
    return std::nullopt;
  }

  /// `{r}` where a scalar is expected, for operands that allow it.
  static bool isBracedScalar(const Operand &Given, const OperandInfo &Spec) {
    return Spec.BracedScalar && Given.kind() == Operand::Kind::Vector &&
           Given.elements().size() == 1;
  }

  /// ptxas: a vector written without a vector qualifier still has a
  /// vector's length, a power of two (up to MaxElements when set): "Illegal
  /// vector size: 3". False after reporting another length.
  bool checkUnqualifiedLength(const Operand &Given, const OperandInfo &Spec) {
    size_t Have = Given.elements().size();
    if (!Spec.VectorWithoutQualifier ||
        ((Have & (Have - 1)) == 0 && (!Spec.MaxElements || Have <= Spec.MaxElements)))
      return true;
    M.problem(DiagID::OperandKind, Given.range(), [&] {
      return "the " + std::string(Spec.Name) + " operand has " +
             std::to_string(Have) + " elements; a vector has " +
             vectorLengths(Spec.MaxElements ? Spec.MaxElements : 8u);
    });
    return false;
  }

  /// "1, 2 or 4": the lengths a vector may have, powers of two up to Most.
  static std::string vectorLengths(unsigned Most) {
    std::string Lengths = "1";
    for (unsigned N = 2; N <= Most; N *= 2)
      Lengths += (N * 2 > Most ? " or " : ", ") + std::to_string(N);
    return Lengths;
  }

  /// A register operand, or a register of a data operand that may also be
  /// a constant: a special register only where the spec takes one, then
  /// its type.
  void checkRegisterUse(const Expr &E, const OperandInfo &Spec) {
    if (!Spec.SpecialRegisters && isSpecialRegister(E)) {
      M.problem(DiagID::OperandKind, E.Range, [&] {
        return "special register " + quoted(sourceText(E.Range)) +
               " cannot be the " + std::string(Spec.Name) + " operand of " +
               quoted(M.opcodeName());
      });
      return;
    }
    checkRegisterType(E, Spec);
  }

  /// A vector written where no vector qualifier is: `{r}` for a scalar
  /// (BracedScalar), or any vector (VectorWithoutQualifier).
  static bool isUnqualifiedVector(const Operand &Given,
                                  const OperandInfo &Spec) {
    return isBracedScalar(Given, Spec) ||
           (Spec.VectorWithoutQualifier &&
            Given.kind() == Operand::Kind::Vector);
  }

  void checkData(const Operand &Given, const OperandInfo &Spec) {
    const QualifierInfo *Vector = M.vector();
    if (!Vector) {
      if (!isUnqualifiedVector(Given, Spec))
        checkRegister(Given, Spec);
      else if (checkUnqualifiedLength(Given, Spec))
        checkElements(Given, Spec);
      return;
    }
    if (Given.kind() == Operand::Kind::Expression &&
        vectorRegisterLanes(*Given.value(), Ctx)) {
      checkVectorRegister(*Given.value(), Spec, *Vector);
      return;
    }
    if (Given.kind() != Operand::Kind::Vector) {
      kindProblem(Given, Spec,
                  "a vector of " + std::to_string(Vector->Lanes) + " elements");
      return;
    }
    if (Given.elements().size() != Vector->Lanes) {
      M.problem(DiagID::OperandKind, Given.range(), [&] {
        return "the " + std::string(Spec.Name) + " operand has " +
               std::to_string(Given.elements().size()) + " elements; " +
               quoted(Vector->Spelling) + " needs " +
               std::to_string(Vector->Lanes);
      });
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
      M.problem(DiagID::OperandKind, E.Range, [&] {
        return "register " + quoted(E.text()) + " is a vector of " +
               std::to_string(Lanes) + " elements; " + quoted(Vector.Spelling) +
               " needs " + std::to_string(Vector.Lanes);
      });
      return;
    }
    checkElementType(E, Spec, /*InVector=*/true);
  }

  void checkElements(const Operand &Given, const OperandInfo &Spec) {
    const QualifierInfo *Before = nullptr; // TypedByFirstElement.
    for (const Operand &Element : Given.elements())
      if (Element.kind() == Operand::Kind::Expression) {
        if (Spec.TypedByFirstElement && isRegister(*Element.value(), Ctx))
          checkAgreeingElement(*Element.value(), Spec, Before);
        else if (isRegister(*Element.value(), Ctx))
          checkRegisterType(*Element.value(), Spec, /*InVector=*/true);
        else if (!isConstant(*Element.value()))
          kindProblem(Element, Spec, "made of registers");
      } else if (Element.kind() != Operand::Kind::Sink) {
        kindProblem(Element, Spec, "made of registers");
      }
  }

  /// A register or immediate, or a vector of them with the vector slot.
  void checkDataValue(const Operand &Given, const OperandInfo &Spec) {
    if (Spec.ScalarOrVector && Given.kind() == Operand::Kind::Vector) {
      if (M.vector())
        checkData(Given, Spec);
      else
        checkElements(Given, Spec);
      return;
    }
    if (!Spec.ScalarOrVector && (M.vector() || isUnqualifiedVector(Given, Spec))) {
      checkData(Given, Spec);
      return;
    }
    if (Given.kind() == Operand::Kind::Expression &&
        isRegister(*Given.value(), Ctx))
      checkRegisterUse(*Given.value(), Spec);
    else if (Given.kind() == Operand::Kind::Expression &&
             isConstant(*Given.value()))
      checkRange(Given, Spec);
    else if (Given.kind() != Operand::Kind::Expression ||
             !isNamePlusOffset(*Given.value()))
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
    if (Spec.Alternatives.Count) {
      if (!reportNoAlternativeType(Given, Spec))
        checkOperand(Given, chooseAlternative(Given, Spec));
      return;
    }
    if (!checkNotWith(Given, Spec))
      return;
    // A label where a value is needed: checkInstruction reports it for
    // every opcode (label-operand).
    if (Spec.Kind != OperandKind::Label &&
        Given.kind() == Operand::Kind::Expression &&
        Given.value()->K == Expr::Kind::Symbol)
      if (const Symbol *S = symbolOf(*Given.value(), Ctx);
          S && S->Kind == SymbolKind::Label)
        return;
    if (Spec.Requirement != NoRequirement)
      M.Requirements.push_back({&requirement(Spec.Requirement),
                                std::string(Spec.Name), Given.range()});
    if (Given.kind() == Operand::Kind::Sink && Spec.DiscardAllowed) {
      checkDiscard(Given, Spec);
      return;
    }
    if (!checkDiscardOnly(Given, Spec))
      return;
    checkPartSelect(Given, Spec);
    if (!checkPairedPredicate(Given, Spec) || !checkNegation(Given, Spec) ||
        !checkMinusNegation(Given, Spec))
      return;
    switch (Spec.Kind) {
    case OperandKind::Register:
      checkRegister(Given, Spec);
      break;
    case OperandKind::Value:
      checkValue(Given, Spec);
      break;
    case OperandKind::Immediate:
      if (Given.kind() == Operand::Kind::Expression &&
          isOperandPlaceholder(*Given.value(), Ctx))
        break; // Inline asm `%1` with an "n" constraint: a constant.
      if (Given.kind() != Operand::Kind::Expression ||
          !isConstant(*Given.value()))
        kindProblem(Given, Spec, "an immediate");
      else
        checkRange(Given, Spec);
      break;
    case OperandKind::Address:
      // An address with a description: the address checker's, whole.
      if (const AddressInfo *Address = addressOf(Spec, Ctx.Release))
        checkAddressOperand(M, Ctx, Given, Spec, *Address);
      else if (Given.kind() != Operand::Kind::Address)
        kindProblem(Given, Spec, "an address in brackets");
      break;
    case OperandKind::Predicate:
      if (Given.kind() != Operand::Kind::Expression ||
          !isRegister(*Given.value(), Ctx))
        kindProblem(Given, Spec, "a predicate register");
      else
        checkRegisterType(*Given.value(), Spec);
      break;
    case OperandKind::Data:
      checkData(Given, Spec);
      break;
    case OperandKind::DataValue:
      checkDataValue(Given, Spec);
      break;
    case OperandKind::Symbol:
      if (Given.kind() != Operand::Kind::Expression ||
          Given.value()->K != Expr::Kind::Symbol)
        kindProblem(Given, Spec, "a symbol");
      else
        checkVariableType(*Given.value(), Spec);
      break;
    case OperandKind::Label:
      checkLabel(Given, Spec);
      break;
    case OperandKind::List:
      checkList(Given, Spec);
      break;
    case OperandKind::Vector:
      checkVector(Given, Spec);
      break;
    case OperandKind::Tuple:
      checkTuple(Given, Spec);
      break;
    case OperandKind::Any:
      break;
    }
  }

  //===--------------------------------------------------------------------===//
  // Labels and calls (Base.td, LabelKind, ResultsIn/ArgumentsIn)
  //===--------------------------------------------------------------------===//

  /// What a label operand may name, for messages: "a label of the
  /// function or the label of a .branchtargets list".
  static std::string labelWanted(uint8_t Mask) {
    static constexpr std::pair<uint8_t, const char *> Names[] = {
        {CodeLabelBit, "a label of the function"},
        {BranchTargetsBit, "the label of a .branchtargets list"},
        {CallTargetsBit, "the label of a .calltargets list"},
        {DeviceFunctionBit, "a function (not a kernel)"},
        {CallPrototypeBit, "a call prototype"}};
    std::string Wanted;
    for (auto [Bit, Name] : Names)
      if (Mask & Bit)
        Wanted += (Wanted.empty() ? "" : " or ") + std::string(Name);
    return Wanted.empty() ? "a label" : Wanted;
  }

  /// The LabelKindBit a declared name is, and what it is, for messages.
  static std::pair<uint8_t, std::string_view> labelKindOf(const Symbol &S) {
    uint8_t Bit = 0;
    switch (S.Kind) {
    case SymbolKind::Register:
    case SymbolKind::Variable:
      break;
    case SymbolKind::Function:
      Bit = S.facts().Kernel ? 0 : DeviceFunctionBit;
      break;
    case SymbolKind::Prototype:
      Bit = CallPrototypeBit;
      break;
    case SymbolKind::Label:
      Bit = S.TargetList == Symbol::List::None            ? CodeLabelBit
            : S.TargetList == Symbol::List::BranchTargets ? BranchTargetsBit
                                                          : CallTargetsBit;
      break;
    }
    return {Bit, describeSymbol(S)};
  }

  /// A label operand names what its spec says (a place in the code, a
  /// target list, a function, a prototype). An undeclared name is the
  /// name check's to report.
  void checkLabel(const Operand &Given, const OperandInfo &Spec) {
    bool IsName = Given.kind() == Operand::Kind::Expression &&
                  Given.value()->K == Expr::Kind::Symbol &&
                  Given.value()->Component.empty();
    const Symbol *S = IsName ? symbolOf(*Given.value(), Ctx) : nullptr;
    if (IsName && !S && !isConstant(*Given.value()) &&
        !findSpecialRegister(Given.value()->text()))
      return; // Undeclared: reported as an unknown symbol.
    auto [Bit, Is] = S ? labelKindOf(*S)
                       : std::pair<uint8_t, std::string_view>{0, "not a label"};
    bool Fits = S && (Spec.Labels ? (Spec.Labels & Bit) != 0
                                  : S->Kind == SymbolKind::Label);
    if (!Fits) {
      M.Problems.push_back(
          {DiagID::LabelOperand, Given.range(),
           "the " + std::string(Spec.Name) + " operand of " +
               quoted(opcodeOf(M.Form).Name) + " must be " +
               labelWanted(Spec.Labels) + "; " +
               quoted(ptxlint::sourceText(Ctx, Given.range())) + " is " +
               std::string(Is)});
      return;
    }
    if (S->facts().Parameters &&
        (!Spec.ResultsIn.empty() || !Spec.ArgumentsIn.empty())) {
      checkParameterList(Spec.ResultsIn, S->facts().Parameters->Results,
                         "result", Given);
      checkParameterList(Spec.ArgumentsIn, S->facts().Parameters->Arguments,
                         "argument", Given);
    }
  }

  /// The list written in the operand named ListName (none: an empty list)
  /// against the parameters of the function or prototype Callee names: as
  /// many elements; registers and .param variables as wide as their
  /// parameter (ptxas: "Call has wrong number of parameters", "Type of
  /// argument does not match formal parameter").
  void checkParameterList(std::string_view ListName,
                          const std::vector<Signature::Parameter> &Formals,
                          std::string_view What, const Operand &Callee) {
    const Operand *List = nullptr;
    for (size_t I = 0; I < Assigned.size() && I < M.Inst.operands().size(); ++I)
      if (!ListName.empty() && Assigned[I]->Name == ListName)
        List = &M.Inst.operands()[I];
    size_t Given = List && List->kind() == Operand::Kind::List
                       ? List->elements().size()
                       : 0;
    std::string_view CalleeText = Callee.value()->text();
    if (Given != Formals.size()) {
      M.Problems.push_back(
          {DiagID::OperandCount, List ? List->range() : Callee.range(),
           quoted(CalleeText) + " has " + std::to_string(Formals.size()) + " " +
               std::string(What) + " parameter" +
               (Formals.size() == 1 ? "" : "s") + "; the call gives " +
               std::to_string(Given)});
      return;
    }
    for (size_t I = 0; I < Given; ++I) {
      const Operand &E = List->elements()[I];
      if (E.kind() != Operand::Kind::Expression || !Formals[I].Bits)
        continue;
      uint64_t Bits = valueBits(*E.value());
      if (Bits && Bits != Formals[I].Bits)
        M.Problems.push_back(
            {DiagID::OperandType, E.range(),
             quoted(E.value()->text()) + " has " + std::to_string(Bits) +
                 " bits; the " + std::string(What) + " parameter " +
                 quoted(Formals[I].Name) + " of " + quoted(CalleeText) +
                 " has " + std::to_string(Formals[I].Bits)});
    }
  }

  /// The width of a register or of a scalar .param variable given in a
  /// call's list; 0 for what is not matched by width (immediates, arrays).
  uint64_t valueBits(const Expr &E) const {
    if (E.K != Expr::Kind::Symbol || !E.Component.empty())
      return 0;
    const Symbol *S = symbolOf(E, Ctx);
    if (!S || S->facts().Array ||
        (S->Kind != SymbolKind::Register && S->Kind != SymbolKind::Variable))
      return 0;
    const QualifierInfo *Type = qualifierSpelt(S->facts().Type);
    if (!Type || Type->Kind != QualifierKind::Type)
      return 0;
    return uint64_t(Type->Bits) *
           std::max(1u, unsigned(S->facts().VectorLanes));
  }

  /// A call's list `(a, b)`: each element a value or `_`; what each must
  /// be is matched against the callee's parameters (checkParameterList).
  void checkList(const Operand &Given, const OperandInfo &Spec) {
    if (Given.kind() != Operand::Kind::List) {
      kindProblem(Given, Spec, "a parenthesized list such as (a, b)");
      return;
    }
    for (const Operand &E : Given.elements()) {
      if (E.kind() == Operand::Kind::Sink)
        continue;
      if (E.kind() != Operand::Kind::Expression)
        kindProblem(E, Spec, "a list of registers, constants and .param "
                             "variables");
      else if (isSpecialRegister(*E.value()))
        M.Problems.push_back({DiagID::OperandKind, E.range(),
                              "special register " + quoted(E.value()->text()) +
                                  " cannot be given in the " +
                                  std::string(Spec.Name) +
                                  " list; copy it to a register first"});
    }
  }

  //===--------------------------------------------------------------------===//
  // Operand shapes (Base.td, "Operand shapes")
  //===--------------------------------------------------------------------===//

  bool isSpecialRegister(const Expr &E) const {
    return E.K == Expr::Kind::Symbol && !symbolOf(E, Ctx) && !isConstant(E) &&
           findSpecialRegister(E.text());
  }

  /// Whether a qualifier (a record of the Qualifiers table) was written:
  /// an identity test on the slot values, not a spelling compare.
  bool written(const QualifierInfo &Q) const {
    for (const QualifierInfo *V : M.SlotValues)
      if (V == &Q)
        return true;
    return false;
  }

  /// The spec of the operand position named Name, and what was written
  /// there, among the operands assigned so far.
  const Operand *assignedOperand(std::string_view Name) const {
    for (size_t I = 0; I < Assigned.size() && I < M.Inst.operands().size(); ++I)
      if (Assigned[I]->Name == Name)
        return &withoutParentheses(M.Inst.operands()[I]);
    return nullptr;
  }

  /// A register that no alternative of its shape takes: one message that
  /// names what each would take ("a '.u64' size or a '.u32' 32-bit size").
  bool reportNoAlternativeType(const Operand &Given, const OperandInfo &Spec) {
    const QualifierInfo *Have = Given.kind() == Operand::Kind::Expression
                                    ? registerType(*Given.value(), Ctx)
                                    : nullptr;
    if (!Have)
      return false;
    bool AnyWanted = false;
    for (const OperandInfo &A : alternativesOf(Spec)) {
      const QualifierInfo *Want = typeFor(A);
      if (!fitsShape(Given, A, Ctx))
        continue;
      if (!Want || registerFits(M.Form, A, *Want, *Have, false))
        return false;
      AnyWanted = true;
    }
    if (!AnyWanted)
      return false;
    M.problem(DiagID::OperandType, Given.range(), [&] {
      std::string Wanted;
      for (const OperandInfo &A : alternativesOf(Spec))
        if (fitsShape(Given, A, Ctx))
          Wanted += std::string(Wanted.empty() ? "a " : " or a ") +
                    quoted(typeFor(A)->Spelling) + " " + std::string(A.Name);
      return "register " + quoted(Given.value()->text()) + " of type " +
             quoted(Have->Spelling) + " cannot be the " +
             std::string(Spec.Name) + " operand (" + Wanted + ")";
    });
    return true;
  }

  /// The alternative whose kind and, for a register, type fit what is
  /// written; else the first whose kind fits; else the first.
  const OperandInfo &chooseAlternative(const Operand &Given,
                                       const OperandInfo &Spec) const {
    EntryList<OperandInfo> Alternatives = alternativesOf(Spec);
    const OperandInfo *ShapeOnly = nullptr;
    for (const OperandInfo &A : Alternatives) {
      if (!fitsShape(Given, A, Ctx))
        continue;
      const QualifierInfo *Want = typeFor(A);
      const QualifierInfo *Have = Given.kind() == Operand::Kind::Expression
                                      ? registerType(*Given.value(), Ctx)
                                      : nullptr;
      if (!Want || !Have || registerFits(M.Form, A, *Want, *Have, false))
        return A;
      if (!ShapeOnly)
        ShapeOnly = &A;
    }
    if (ShapeOnly)
      return *ShapeOnly;
    // Nothing fits: the first alternative of this module judges it.
    for (const OperandInfo &A : Alternatives)
      if (appliesInModule(A, Ctx))
        return A;
    return Alternatives[0];
  }

  /// `d|p` and `d|_`: the paired predicate output. Returns false when the
  /// operand was judged whole here.
  bool checkPairedPredicate(const Operand &Given, const OperandInfo &Spec) {
    if (Spec.Kind == OperandKind::Any)
      return true; // Judged by a custom check.
    // Messages are built only when there is something to report.
    auto Name = [&] {
      return "the " + std::string(Spec.Name) + " operand of " +
             quoted(M.opcodeName());
    };
    if (Given.pairedSink() && !Spec.SinkAllowed)
      M.problem(DiagID::OperandKind, Given.range(), [&] {
        return Name() + " takes no '|_'" +
               (pairedPredicate(Spec) ? "" : " (it has no predicate output)");
      });
    if (Given.kind() == Operand::Kind::Vector && Given.pairedPredicate())
      return checkVectorPredicate(Given, Spec);
    const Expr *E = Given.kind() == Operand::Kind::Expression
                        ? Given.value().get()
                        : nullptr;
    bool Paired = E && E->K == Expr::Kind::Binary && E->text() == "|" &&
                  !isConstant(*E); // `1|2` is a constant.
    unsigned Pairs = pairedPredicate(Spec);
    if (!Paired) {
      if (Pairs == 2 && !Given.pairedSink())
        M.problem(DiagID::OperandKind, Given.range(), [&] {
          return Name() + " needs a predicate output: write '" +
                 std::string(sourceText(Given.range())) + "|p'";
        });
      return true;
    }
    if (!Pairs) {
      M.problem(DiagID::OperandKind, Given.range(),
                [&] { return Name() + " has no predicate output ('|p')"; });
      return false;
    }
    notePairedPredicateRequirement(Spec, E->Operands[1]->Range);
    checkPredicateOutput(*E->Operands[1]);
    checkExpression(*E->Operands[0], Spec);
    return false;
  }

  /// `{a, b}|p`: a vector with a paired predicate output (tex). Returns
  /// false when the operand was judged whole here.
  bool checkVectorPredicate(const Operand &Given, const OperandInfo &Spec) {
    if (!pairedPredicate(Spec)) {
      M.problem(DiagID::OperandKind, Given.range(), [&] {
        return "the " + std::string(Spec.Name) + " operand of " +
               quoted(M.opcodeName()) + " has no predicate output ('|p')";
      });
      return false;
    }
    notePairedPredicateRequirement(Spec, Given.pairedPredicate()->Range);
    checkPredicateOutput(*Given.pairedPredicate());
    return true;
  }

  /// What writing `d|p` needs of the module (PairedPredicateReq), reported
  /// as "'destination|p' requires PTX ISA .version 7.1 or later".
  void notePairedPredicateRequirement(const OperandInfo &Spec,
                                      SourceRange Where) {
    if (Spec.PairedPredicateRequirement != NoRequirement)
      M.Requirements.push_back({&requirement(Spec.PairedPredicateRequirement),
                                std::string(Spec.Name) + "|p", Where});
  }

  /// Whether the operand has a paired predicate output (Spec's
  /// PairedPredicate), unless a qualifier written takes it away
  /// (NoPredicateOutputWith: setp on .f16 compares one value).
  unsigned pairedPredicate(const OperandInfo &Spec) const {
    if (!Spec.PairedPredicate)
      return 0;
    for (const QualifierInfo &Q : noPredicateOutputWith(Spec))
      if (written(Q))
        return 0;
    return Spec.PairedPredicate;
  }

  /// The `p` of `d|p` or `_|p`: a predicate register.
  void checkPredicateOutput(const Expr &P) {
    const QualifierInfo *PType = registerType(P, Ctx);
    bool Undeclared =
        P.K == Expr::Kind::Symbol && !symbolOf(P, Ctx) &&
        !findSpecialRegister(P.text()); // Reported with the names.
    if (!Undeclared && (!PType || PType->TypeClass != "pred"))
      M.problem(DiagID::OperandKind, P.Range, [&] {
        return "the output after '|' must be a .pred register; " +
               quoted(sourceText(P.Range)) + " is not one";
      });
  }

  /// `_` or `_|p` where the spec lets the result be discarded
  /// (DiscardAllowed): the predicate output, if any, is still checked, and
  /// what `_` needs (DiscardReq) is recorded like an operand's.
  void checkDiscard(const Operand &Given, const OperandInfo &Spec) {
    if (Spec.DiscardRequirement != NoRequirement)
      M.Requirements.push_back(
          {&requirement(Spec.DiscardRequirement), "_", Given.range()});
    unsigned Pairs = pairedPredicate(Spec);
    auto Name = [&] {
      return "the " + std::string(Spec.Name) + " operand of " +
             quoted(M.opcodeName());
    };
    if (!Given.pairedPredicate()) {
      if (Pairs == 2)
        M.Problems.push_back(
            {DiagID::OperandKind, Given.range(),
             Name() + " needs a predicate output: write '_|p'"});
      return;
    }
    if (!Pairs) {
      M.Problems.push_back({DiagID::OperandKind, Given.range(),
                            Name() + " has no predicate output ('|p')"});
      return;
    }
    checkPredicateOutput(*Given.pairedPredicate());
  }

  /// An operand that must be `_` because of a qualifier written
  /// (DiscardOnlyWith: an arrive on a `.shared::cluster` mbarrier returns
  /// no state). False when it was reported.
  /// An operand refused with a qualifier (NotWith), in a given slot where
  /// NotWithSlots names one: tex's depth compare with '.3d'; false after
  /// reporting it.
  bool checkNotWith(const Operand &Given, const OperandInfo &Spec) {
    EntryList<QualifierInfo> Refused = notWith(Spec);
    ValueList Slots = notWithSlots(Spec);
    for (size_t I = 0; I < Refused.size(); ++I) {
      const QualifierInfo &Q = Refused[I];
      std::string_view SlotName;
      if (Slots[I] < 0) {
        if (!M.has(Q))
          continue;
      } else {
        SlotId Slot{static_cast<uint16_t>(Slots[I])};
        if (M.valueOf(Slot) != &Q)
          continue;
        for (const SlotInfo &S : slotsOf(M.Form))
          if (S.NameId == Slot)
            SlotName = S.Name;
      }
      M.problem(DiagID::OperandKind, Given.range(), [&] {
        return quoted(M.opcodeName()) + " takes no " + std::string(Spec.Name) +
               " operand with " + quoted(Q.Spelling) +
               (SlotName.empty() ? std::string()
                                 : " as its " + std::string(SlotName));
      });
      return false;
    }
    return true;
  }

  /// The type of a vector's first element when a qualifier of
  /// FirstElementTypeBy is written (an array texture's index), else null.
  const QualifierInfo *firstElementType(const OperandInfo &Spec) const {
    if (Spec.FirstElementType < 0)
      return nullptr;
    for (const QualifierInfo &Q : firstElementTypeBy(Spec))
      if (M.has(Q))
        return &qualifier(static_cast<uint16_t>(Spec.FirstElementType));
    return nullptr;
  }

  bool checkDiscardOnly(const Operand &Given, const OperandInfo &Spec) {
    for (const QualifierInfo &Q : discardOnlyWith(Spec)) {
      if (!written(Q))
        continue;
      M.problem(DiagID::OperandKind, Given.range(), [&] {
        return "the " + std::string(Spec.Name) + " operand of " +
               quoted(M.opcodeName()) + " must be '_' with " +
               quoted(Q.Spelling) + ", which returns no " +
               std::string(Spec.Name);
      });
      return false;
    }
    return true;
  }

  /// `!p`: a negated predicate, where the spec allows it.
  bool checkNegation(const Operand &Given, const OperandInfo &Spec) {
    if (Given.kind() != Operand::Kind::Expression ||
        Given.value()->K != Expr::Kind::Unary || Given.value()->text() != "!")
      return true;
    if (Spec.Kind == OperandKind::Value && Spec.Negatable) {
      checkNegatedValue(*Given.value(), Spec);
      return false;
    }
    if (Spec.Kind == OperandKind::Value &&
        !checkUnnegatableValue(*Given.value(), Spec))
      return false;
    if (Spec.Kind != OperandKind::Predicate)
      return true;
    if (!Spec.Negatable) {
      M.problem(DiagID::OperandKind, Given.range(), [&] {
        return "the " + std::string(Spec.Name) + " operand of " +
               quoted(M.opcodeName()) + " cannot be negated";
      });
      return false;
    }
    checkExpression(*Given.value()->Operands[0], Spec);
    return false;
  }

  /// `!r` for a value operand that is not negatable and not a predicate:
  /// ptxas refuses to negate a register or name there ("Illegal argument
  /// to predicate negation", `bar.sync !p1`); `!0` is a constant, and a
  /// `.pred` operand (mov.pred's source, selp's c) takes `!p`.
  bool checkUnnegatableValue(const Expr &Negated, const OperandInfo &Spec) {
    const QualifierInfo *Type = typeFor(Spec);
    // With NameOffsets, checkValueName explains any such expression.
    if (!Type || Type->TypeClass == "pred" || Spec.NameOffsets ||
        isConstant(*Negated.Operands[0]))
      return true;
    M.problem(DiagID::OperandKind, Negated.Range, [&] {
      return "the " + std::string(Spec.Name) + " operand of " +
             quoted(M.opcodeName()) + " cannot be negated with the type " +
             quoted(Type->Spelling);
    });
    return false;
  }

  /// `!p` or `!1` for a negatable value operand: only where its type is a
  /// predicate, and only before a predicate register or a constant (`-r`
  /// is checkMinusNegation's).
  void checkNegatedValue(const Expr &Negated, const OperandInfo &Spec) {
    const QualifierInfo *Type = typeFor(Spec);
    const Expr &E = *Negated.Operands[0];
    if (Type && Type->TypeClass != "pred") {
      M.Problems.push_back({DiagID::OperandKind, Negated.Range,
                            "the " + std::string(Spec.Name) + " operand of " +
                                quoted(M.opcodeName()) +
                                " cannot be negated with the type " +
                                quoted(Type->Spelling)});
      return;
    }
    if (isConstant(E)) {
      if (floatConstantBits(E)) // ptxas: "Integer constant expression expected".
        M.Problems.push_back({DiagID::OperandKind, Negated.Range,
                              "'!' negates a predicate register or an integer "
                              "constant; " + quoted(sourceText(E.Range)) +
                                  " is a floating-point constant"});
      return;
    }
    const QualifierInfo *Have = registerType(E, Ctx);
    if (!isRegister(E, Ctx) || !Have || Have->TypeClass != "pred") {
      if (E.K == Expr::Kind::Symbol && !symbolOf(E, Ctx) &&
          !findSpecialRegister(E.text()))
        return; // Undeclared: reported with the names.
      M.Problems.push_back({DiagID::OperandKind, Negated.Range,
                            "'!' negates a predicate register; " +
                                quoted(sourceText(E.Range)) + " is not one"});
      return;
    }
    checkValueName(E, Spec);
  }

  /// `-r`: a register written negated, where the spec allows it (vmad's
  /// sources), not with a qualifier of NotNegatedWith, and not together
  /// with a negated product of the operands NegationAgainst names. A
  /// negative constant is a constant, judged as one.
  bool checkMinusNegation(const Operand &Given, const OperandInfo &Spec) {
    if (!Spec.Negatable ||
        (Spec.Kind != OperandKind::Value && Spec.Kind != OperandKind::Register) ||
        !isNegatedName(Given))
      return true;
    std::string Role = "the " + std::string(Spec.Name) + " operand of " +
                       quoted(M.opcodeName());
    for (const QualifierInfo &Q : notNegatedWith(Spec))
      if (written(Q)) {
        M.Problems.push_back(
            {DiagID::OperandKind, Given.range(),
             Role + " cannot be negated with " + quoted(Q.Spelling)});
        return false;
      }
    if (!Spec.NegationAgainst.empty() && negatedProduct(Spec.NegationAgainst)) {
      M.Problems.push_back(
          {DiagID::OperandKind, Given.range(),
           Role + " cannot be negated when the product of " +
               listNames(Spec.NegationAgainst) +
               " is (an odd number of them negated); negate one side only"});
      return false;
    }
    checkExpression(*Given.value()->Operands[0], Spec);
    return false;
  }

  /// `-name`, not a negative constant.
  static bool isNegatedName(const Operand &Given) {
    return Given.kind() == Operand::Kind::Expression &&
           Given.value()->K == Expr::Kind::Unary &&
           Given.value()->text() == "-" && !isConstant(*Given.value());
  }

  /// Whether an odd number of the operands named (separated by spaces)
  /// are written negated.
  bool negatedProduct(std::string_view Names) const {
    bool Odd = false;
    forEachName(Names, [&](std::string_view Name) {
      if (const Operand *O = assignedOperand(Name))
        Odd ^= isNegatedName(*O);
    });
    return Odd;
  }

  static std::string listNames(std::string_view Names) {
    std::vector<std::string_view> All;
    forEachName(Names, [&](std::string_view Name) { All.push_back(Name); });
    std::string Out;
    for (size_t I = 0; I < All.size(); ++I)
      Out += std::string(I == 0 ? "" : I + 1 == All.size() ? " and " : ", ") +
             std::string(All[I]);
    return Out;
  }

  template <typename Fn> static void forEachName(std::string_view Names, Fn F) {
    while (!Names.empty()) {
      size_t Space = Names.find(' ');
      F(Names.substr(0, Space));
      Names = Space == std::string_view::npos ? std::string_view()
                                              : Names.substr(Space + 1);
    }
  }

  /// A part select (`r1.b3`) on an operand of an instruction that takes
  /// them (Opcode.PartSelects; elsewhere checkInstruction refuses it): one
  /// of the operand's PartSelects, or none if it lists none.
  void checkPartSelect(const Operand &Given, const OperandInfo &Spec) {
    std::string_view Text = Given.selector().Text;
    if (Text.empty() || !opcodeOf(M.Form).PartSelects)
      return;
    // ptxas reads a part select only after a register: after a constant
    // (`64 .b1`, `(64).b1`) it is a syntax error there.
    if (Given.kind() == Operand::Kind::Expression &&
        isConstant(*Given.value())) {
      M.Problems.push_back({DiagID::OperandKind, Given.selector().Range,
                            "a part select follows a register, not a "
                            "constant; remove " + quoted(Text)});
      return;
    }
    EntryList<PartSelectInfo> Selects = partSelectsOf(Spec);
    std::string Message = "the " + std::string(Spec.Name) + " operand of " +
                          quoted(M.opcodeName());
    if (!Selects.empty() && !Spec.PartSelectsWith.empty() &&
        !assignedOperand(Spec.PartSelectsWith)) {
      M.Problems.push_back({DiagID::OperandKind, Given.selector().Range,
                            Message + " takes a part select only with the " +
                                std::string(Spec.PartSelectsWith) +
                                " operand; remove " + quoted(Text) +
                                " or write " + std::string(Spec.PartSelectsWith)});
      return;
    }
    for (const PartSelectInfo &P : Selects)
      if (matchesPartSelect(Text, P))
        return;
    if (Selects.empty()) {
      Message += " takes no part select; remove " + quoted(Text);
    } else {
      Message += " takes the part select ";
      for (size_t I = 0; I < Selects.size(); ++I)
        Message += std::string(I == 0 ? "" : I + 1 == Selects.size() ? " or " : ", ") +
                   std::string(Selects[I].Summary);
      Message += ", not " + quoted(Text);
    }
    M.Problems.push_back({DiagID::OperandKind, Given.selector().Range,
                          std::move(Message)});
  }

  /// `.b3` against a PartSelect: its letter, then MinDigits to MaxDigits
  /// digits of at most MaxDigit, strictly decreasing when Descending.
  static bool matchesPartSelect(std::string_view Text, const PartSelectInfo &P) {
    if (!Text.empty() && Text.front() == '.')
      Text.remove_prefix(1);
    if (Text.substr(0, P.Letter.size()) != P.Letter)
      return false;
    std::string_view Digits = Text.substr(P.Letter.size());
    if (Digits.size() < P.MinDigits || Digits.size() > P.MaxDigits)
      return false;
    for (size_t I = 0; I < Digits.size(); ++I) {
      if (Digits[I] < '0' || Digits[I] > '0' + P.MaxDigit)
        return false;
      if (P.Descending && I && Digits[I] >= Digits[I - 1])
        return false;
    }
    return true;
  }

  /// The part of `d|p` or `!p` that is the operand itself.
  void checkExpression(const Expr &E, const OperandInfo &Spec) {
    if (Spec.Kind == OperandKind::Register || Spec.Kind == OperandKind::Data ||
        Spec.Kind == OperandKind::Predicate) {
      if (Spec.Kind == OperandKind::Predicate && !isRegister(E, Ctx))
        kindProblem(E.Range, Spec, "a predicate register");
      else
        checkRegisterExpr(E, Spec);
    } else if (isConstant(E)) {
      kindProblem(E.Range, Spec, "a register");
    } else {
      checkValueName(E, Spec);
    }
  }

  /// A name, or `name+imm`, where a register or an immediate is expected:
  /// what the spec says it may name besides registers.
  void checkValueName(const Expr &E, const OperandInfo &Spec) {
    if (E.K == Expr::Kind::Symbol && isRegister(E, Ctx) &&
        (Spec.SpecialRegisters || !isSpecialRegister(E))) {
      checkRegisterType(E, Spec); // The common case: no message to build.
      return;
    }
    auto Role = [&] {
      return "the " + std::string(Spec.Name) + " operand of " +
             quoted(M.opcodeName());
    };
    auto Wrong = [&](SourceRange Where, auto &&Message) {
      M.problem(DiagID::OperandKind, Where, Message);
    };
    if (E.K == Expr::Kind::Symbol) {
      if (isRegister(E, Ctx)) {
        if (!Spec.SpecialRegisters && isSpecialRegister(E))
          Wrong(E.Range, [&] {
            return "special register " + quoted(sourceText(E.Range)) +
                   " cannot be " + Role() +
                   "; copy it to a register with mov first";
          });
        else
          checkRegisterType(E, Spec);
        return;
      }
      const Symbol *S = symbolOf(E, Ctx);
      if (S && S->Kind == SymbolKind::Variable && !Spec.Variables)
        Wrong(E.Range, [&] {
          return quoted(E.text()) + " is a variable; it cannot be " + Role() +
                 " (move its address to a register with mov first)";
        });
      else if (S && S->Kind == SymbolKind::Function && !Spec.Functions)
        Wrong(E.Range, [&] {
          return "function " + quoted(E.text()) + " cannot be " + Role() +
                 "; write a register or an integer constant";
        });
      return;
    }
    bool FloatOffset = false;
    const Expr *Base = offsetBase(E, FloatOffset);
    if (!Spec.NameOffsets) {
      // What such an operand may name is not modelled, but ptxas's
      // grammar takes a name in an expression only as `name+imm`: `8+m`,
      // `m-8`, `-m`, `m*2`, `(m+8)`, `generic(m)` do not parse, and
      // `m[1]` is no argument of an arithmetic instruction.
      if (!Base)
        Wrong(E.Range, [&] {
          return quoted(sourceText(E.Range)) + " cannot be " + Role() +
                 ": a name is taken in an expression only as the name "
                 "plus integer constants (`name+4`)";
        });
      return;
    }
    if (!Base || Base->K != Expr::Kind::Symbol) {
      Wrong(E.Range, [&] {
        return quoted(sourceText(E.Range)) + " cannot be " + Role() +
               "; write a register or a constant";
      });
      return;
    }
    if (FloatOffset) {
      Wrong(E.Range, [&] {
        return "the offset added to " + quoted(Base->text()) +
               " must be an integer constant";
      });
      return;
    }
    const Symbol *S = symbolOf(*Base, Ctx);
    if (S && S->Kind == SymbolKind::Function) {
      Wrong(Base->Range, [&] {
        return "function " + quoted(Base->text()) + " cannot be " + Role() +
               " in an arithmetic expression";
      });
      return;
    }
    if (S && S->Kind == SymbolKind::Variable && !Spec.VariableOffsets) {
      Wrong(E.Range, [&] {
        const QualifierInfo *Type = typeFor(Spec);
        return quoted(sourceText(E.Range)) + ", a variable's address plus "
               "an offset, cannot be " + Role() + "; compute it in a "
               "register first (mov" +
               (Type ? std::string(Type->Spelling) : std::string()) +
               " %r, " + std::string(sourceText(E.Range)) + ")";
      });
      return;
    }
    // `register+imm`: the register needs a kind that suits the type, of
    // any width (of the fixed type's width for a fixed-type operand).
    const QualifierInfo *Want = typeFor(Spec);
    const QualifierInfo *Have = S && S->Kind == SymbolKind::Register
                                    ? registerType(*Base, Ctx)
                                    : nullptr;
    if (Want && Have &&
        !(Spec.FixedType >= 0
              ? registerFits(M.Form, Spec, *Want, *Have, /*InVector=*/false)
              : registerFits(M.Form, *Want, Have->TypeClass, Want->Bits)))
      M.problem(DiagID::OperandType, Base->Range, [&] {
        return "register " + quoted(Base->text()) + " of type " +
               quoted(Have->Spelling) + " cannot be " + Role() + ", of type " +
               quoted(Want->Spelling);
      });
  }

  /// The element count the written qualifiers give the operand, and the
  /// qualifier that gave it (null for the fixed count); 0 for none.
  std::pair<unsigned, const QualifierInfo *>
  elementCount(const OperandInfo &Spec) const {
    if (unsigned FromRow = rowElementCount(Spec))
      return {FromRow, nullptr};
    EntryList<QualifierInfo> By = elementsBy(Spec);
    ValueList Counts = elementCounts(Spec);
    for (size_t I = 0; I < By.size(); ++I)
      if (written(By[I]))
        return {static_cast<unsigned>(Counts[I]), &By[I]};
    return {Spec.Elements, nullptr};
  }

  /// The element count the form's variant row gives a vector operand
  /// (Variant.Elements: one per VectorOperand of the form, in order); 0
  /// when there is no row or it gives none.
  unsigned rowElementCount(const OperandInfo &Spec) const {
    if (!M.Row)
      return 0;
    TableSpan<int16_t> Counts = elementsOf(*M.Row);
    size_t Position = 0;
    for (const OperandInfo &O : operandsOf(M.Form)) {
      if (O.Kind != OperandKind::Vector)
        continue;
      if (&O == &Spec)
        return Position < static_cast<size_t>(Counts.end() - Counts.begin())
                   ? static_cast<unsigned>(Counts.begin()[Position])
                   : 0;
      ++Position;
    }
    return 0;
  }

  /// `{a, b, ...}`: as many elements as the shape says, each a register or
  /// an immediate of the operand's type.
  void checkVector(const Operand &Given, const OperandInfo &Spec) {
    // Named copies, not a structured binding: the message lambda below
    // captures them (C++17 does not let a lambda capture a binding).
    auto Shape = elementCount(Spec);
    unsigned Count = Shape.first;
    const QualifierInfo *By = Shape.second;
    if (Given.kind() != Operand::Kind::Vector) {
      kindProblem(Given, Spec,
                  Count ? "a vector {...} of " + std::to_string(Count) +
                              " element" + (Count == 1 ? "" : "s")
                        : std::string("a vector {...}"));
      return;
    }
    size_t Have = Given.elements().size();
    if (Count && Spec.MaxElements) {
      if (!checkElementRange(Given, Spec, Count, By))
        return;
    } else if (Count && Have != Count) {
      M.problem(DiagID::OperandKind, Given.range(), [&] {
        return "the " + std::string(Spec.Name) + " operand has " +
               std::to_string(Have) + " element" + (Have == 1 ? "" : "s") +
               "; " + (By ? "with " + quoted(By->Spelling) + " it" : "it") +
               " has " + std::to_string(Count);
      });
      return;
    }
    const QualifierInfo *Before = nullptr; // TypedByFirstElement.
    const QualifierInfo *First = firstElementType(Spec);
    bool Mixed = Spec.TypedWhenUniform && mixesRegisterTypes(Given);
    const QualifierInfo *Previous = nullptr; // TypedWhenUniform, mixed.
    for (const Operand &Element : Given.elements()) {
      // The first element of its own type (FirstElementType) while it is
      // judged; the others of the operand's.
      ElementType = &Element == &Given.elements().front() ? First : nullptr;
      if (Element.kind() == Operand::Kind::Sink && Spec.SinkAllowed)
        continue;
      if (Mixed && Element.kind() == Operand::Kind::Expression &&
          isRegister(*Element.value(), Ctx)) {
        checkNeighbourElement(*Element.value(), Spec, Previous);
        continue;
      }
      if (Element.kind() != Operand::Kind::Expression)
        kindProblem(Element, Spec, "made of registers and constants");
      else if (isConstant(*Element.value()) && Spec.NoConstants)
        noConstantProblem(Element, Spec);
      else if (isConstant(*Element.value()))
        checkVectorConstant(Element, Spec);
      else if (Spec.TypedByFirstElement && isRegister(*Element.value(), Ctx))
        checkAgreeingElement(*Element.value(), Spec, Before);
      else if (isRegister(*Element.value(), Ctx))
        checkRegisterType(*Element.value(), Spec, /*InVector=*/true);
      else if (symbolOf(*Element.value(), Ctx) ||
               Element.value()->K != Expr::Kind::Symbol)
        kindProblem(Element, Spec, "made of registers and constants");
    }
    ElementType = nullptr;
  }

  /// A constant element of a VectorOperand: refused where the spec takes
  /// no constants (NoConstants: the fragment registers of ldmatrix and
  /// stmatrix, wgmma's accumulators), else checked against the operand's
  /// type.
  void checkVectorConstant(const Operand &Element, const OperandInfo &Spec) {
    if (Spec.NoConstants)
      noConstantProblem(Element, Spec);
    else
      checkRange(Element, Spec);
  }

  /// A vector whose length has a least (Count, set by By when not null)
  /// and a most (MaxElements), a power of two between them (ptxas:
  /// "Illegal vector size: 3"); false after reporting another length.
  bool checkElementRange(const Operand &Given, const OperandInfo &Spec,
                         unsigned Count, const QualifierInfo *By) {
    size_t Have = Given.elements().size();
    if (Have >= Count && Have <= Spec.MaxElements && (Have & (Have - 1)) == 0)
      return true;
    M.problem(DiagID::OperandKind, Given.range(), [&] {
      return "the " + std::string(Spec.Name) + " operand has " +
             std::to_string(Have) + " element" + (Have == 1 ? "" : "s") +
             "; " + (By ? "with " + quoted(By->Spelling) + " it" : "it") +
             " has at least " + std::to_string(Count) + " (in a vector of " +
             vectorLengths(Spec.MaxElements) + ")";
    });
    return false;
  }

  /// A symbol operand whose spec lists VariableTypes names a variable
  /// declared with one of them. An undeclared name is the name check's.
  void checkVariableType(const Expr &E, const OperandInfo &Spec) {
    EntryList<QualifierInfo> Types = variableTypesOf(Spec);
    const Symbol *S = Types.empty() ? nullptr : symbolOf(E, Ctx);
    if (!S)
      return;
    const QualifierInfo *Declared = S->Kind == SymbolKind::Variable
                                        ? qualifierSpelt(S->facts().Type)
                                        : nullptr;
    for (const QualifierInfo &T : Types)
      if (&T == Declared)
        return;
    if (S->Kind == SymbolKind::Variable &&
        listsWord(Spec.VariableSpaces, S->facts().Space))
      return;
    M.problem(DiagID::OperandKind, E.Range, [&] {
      std::string Wanted;
      for (size_t I = 0; I < Types.size(); ++I)
        Wanted += std::string(I == 0 ? "" : I + 1 == Types.size() ? " or " : ", ") +
                  quoted(Types[I].Spelling);
      return "the " + std::string(Spec.Name) + " operand of " +
             quoted(M.opcodeName()) + " names a " + Wanted + " variable; " +
             quoted(E.text()) +
             (S->Kind != SymbolKind::Variable
                  ? std::string(" is not a variable")
              : S->facts().Type.empty()
                  ? std::string(" is not one")
                  : " is declared " + quoted(S->facts().Type));
    });
  }

  /// A register of a vector typed as ptxas types a vector expression: the
  /// first against the operand's type, a later one against the type of
  /// those before it (Before, updated).
  void checkAgreeingElement(const Expr &E, const OperandInfo &Spec,
                            const QualifierInfo *&Before) {
    const QualifierInfo *Have = registerType(E, Ctx);
    if (!Before) {
      checkRegisterType(E, Spec, /*InVector=*/true);
      Before = Have;
      return;
    }
    if (!Have)
      return;
    if (const QualifierInfo *Joined = agreeingType(*Before, *Have)) {
      Before = Joined;
      return;
    }
    M.problem(DiagID::OperandType, E.Range, [&] {
      return "the registers of the " + std::string(Spec.Name) +
             " operand must have compatible types; " + quoted(E.text()) +
             " is " + quoted(Have->Spelling) + ", the ones before it " +
             quoted(Before->Spelling);
    });
  }

  /// Whether the registers of a vector are of more than one type
  /// (TypedWhenUniform).
  bool mixesRegisterTypes(const Operand &Given) const {
    const QualifierInfo *First = nullptr;
    for (const Operand &Element : Given.elements()) {
      if (Element.kind() != Operand::Kind::Expression ||
          !isRegister(*Element.value(), Ctx))
        continue;
      const QualifierInfo *Have = registerType(*Element.value(), Ctx);
      if (!First)
        First = Have;
      else if (Have != First)
        return true;
    }
    return false;
  }

  /// A register of a vector of mixed types (TypedWhenUniform): it must
  /// agree with the register before it; the operand's type is not asked.
  void checkNeighbourElement(const Expr &E, const OperandInfo &Spec,
                             const QualifierInfo *&Previous) {
    const QualifierInfo *Have = registerType(E, Ctx);
    if (Previous && Have && !agreeingType(*Previous, *Have)) {
      const QualifierInfo *Before = Previous;
      M.problem(DiagID::OperandType, E.Range, [&, Before] {
        return "the registers of the " + std::string(Spec.Name) +
               " operand must have compatible types; " + quoted(E.text()) +
               " is " + quoted(Have->Spelling) + ", the one before it " +
               quoted(Before->Spelling);
      });
    }
    if (Have)
      Previous = Have;
  }

  /// The type of a vector expression whose registers so far are of type
  /// Vector, with a further one of type Element; null if they disagree:
  /// equal types, a bit-size one and another of its width, or two integers.
  static const QualifierInfo *agreeingType(const QualifierInfo &Vector,
                                           const QualifierInfo &Element) {
    if (&Vector == &Element)
      return &Vector;
    if (Vector.Bits != Element.Bits)
      return nullptr;
    if (Vector.TypeClass == "b")
      return &Element;
    if (Element.TypeClass == "b")
      return &Vector;
    auto IsInteger = [](const QualifierInfo &T) {
      return T.TypeClass == "u" || T.TypeClass == "s";
    };
    return IsInteger(Vector) && IsInteger(Element) ? &Vector : nullptr;
  }

  /// `[a, {b, c}]`: one element per part, each judged by its part's spec.
  void checkTuple(const Operand &Given, const OperandInfo &Spec) {
    EntryList<OperandInfo> Parts = partsOf(Spec);
    std::vector<const OperandInfo *> Assigned;
    if (Given.kind() == Operand::Kind::Address)
      Assigned = assignParts(Given, Parts);
    if (Assigned.empty()) {
      std::string Shape;
      for (const OperandInfo &P : Parts)
        Shape += std::string(Shape.empty() ? "" : ", ") +
                 (P.Kind == OperandKind::Vector ? "{" + std::string(P.Name) + "}"
                                                : std::string(P.Name));
      // Say which part the module's `.target` option makes required.
      std::string Why;
      for (const OperandInfo &P : Parts)
        if (P.Optional && !optionalInModule(P, Ctx))
          Why += " (the " + std::string(P.Name) + " is required with '.target " +
                 std::string(targetOption(static_cast<uint16_t>(P.RequiredWith)).Name) +
                 "')";
      kindProblem(Given, Spec, "[" + Shape + "]" + Why);
      return;
    }
    for (size_t I = 0; I < Assigned.size(); ++I)
      checkOperand(Given.elements()[I], *Assigned[I]);
  }

  /// The part each element of a tuple stands for: one each, or, where a
  /// part is Optional (tex's sampler in `[a, {b,} c]`), matched as
  /// operands are (assignOperands). Empty: the elements fit no shape.
  std::vector<const OperandInfo *> assignParts(const Operand &Given,
                                               EntryList<OperandInfo> Parts) {
    std::vector<const OperandInfo *> Expected;
    for (const OperandInfo &P : Parts)
      Expected.push_back(&P);
    if (Given.elements().size() == Parts.size())
      return Expected;
    bool AnyOptional = false;
    for (const OperandInfo *P : Expected)
      AnyOptional = AnyOptional || optionalInModule(*P, Ctx);
    return AnyOptional ? assignOperands(Expected, Given.elements(), Ctx)
                       : std::vector<const OperandInfo *>();
  }

  /// Immediates limited to a set of values, possibly set by a qualifier,
  /// or bounded by another operand's value.
  void checkAllowedValue(const Operand &Given, const OperandInfo &Spec,
                         int64_t Value) {
    if (!Spec.MultipleOf && !Spec.ValueBy.Count && !Spec.Values.Count &&
        Spec.AtMostOperand.empty())
      return;
    auto Name = [&] { return "the " + std::string(Spec.Name) + " operand"; };
    if (Spec.MultipleOf && Value % Spec.MultipleOf != 0) {
      M.problem(DiagID::ImmediateRange, Given.range(), [&] {
        return Name() + " must be a multiple of " +
               std::to_string(Spec.MultipleOf) + "; it is " +
               std::to_string(Value);
      });
      return;
    }
    EntryList<QualifierInfo> By = valueBy(Spec);
    ValueList With = valueWith(Spec);
    for (size_t I = 0; I < By.size(); ++I)
      if (written(By[I])) {
        if (Value != With[I])
          M.problem(DiagID::ImmediateRange, Given.range(), [&] {
            return Name() + " must be " + std::to_string(With[I]) + " with " +
                   quoted(By[I].Spelling) + "; it is " + std::to_string(Value);
          });
        return;
      }
    ValueList Values = allowedValues(Spec);
    if (!Values.empty() &&
        std::find(Values.begin(), Values.end(), Value) == Values.end()) {
      M.problem(DiagID::ImmediateRange, Given.range(), [&] {
        std::string List;
        for (size_t I = 0; I < Values.size(); ++I)
          List += (I == 0                   ? ""
                   : I + 1 == Values.size() ? " or "
                                            : ", ") +
                  std::to_string(Values[I]);
        return Name() + " must be " + List + "; it is " + std::to_string(Value);
      });
      return;
    }
    if (Spec.AtMostOperand.empty())
      return;
    const Operand *Bound = assignedOperand(Spec.AtMostOperand);
    std::optional<int64_t> Limit =
        Bound && Bound->kind() == Operand::Kind::Expression &&
                isConstant(*Bound->value())
            ? evaluateInteger(*Bound->value())
            : std::nullopt;
    if (Limit && (Value < 0 || Value > *Limit))
      M.problem(DiagID::ImmediateRange, Given.range(), [&] {
        return Name() + " must be in [0, " + std::to_string(*Limit) +
               "] (at most the " + std::string(Spec.AtMostOperand) +
               "); it is " + std::to_string(Value);
      });
  }

  FormMatch &M;
  CheckContext &Ctx;
  /// The type of the vector element being judged when it is not the
  /// operand's (FirstElementType); typeFor answers it.
  const QualifierInfo *ElementType = nullptr;
  std::vector<const OperandInfo *> Assigned;
};

} // namespace

std::vector<const OperandInfo *> ptxlint::expectedOperands(const FormMatch &M) {
  std::vector<const OperandInfo *> Expected;
  EntryList<OperandInfo> Operands = operandsOf(M.Form);
  Expected.reserve(Operands.size());
  for (const OperandInfo &O : Operands) {
    EntryList<QualifierInfo> With = presentWith(O);
    bool Present = With.empty();
    // By record (one per spelling): no lookup of the spelling's text.
    for (const QualifierInfo &Q : With)
      Present = Present || M.has(Q);
    if (Present)
      Expected.push_back(&O);
  }
  return Expected;
}

unsigned ptxlint::vectorRegisterLanes(const Expr &E, const CheckContext &Ctx) {
  const Symbol *S = symbolOf(E, Ctx);
  return S && S->Kind == SymbolKind::Register && E.Component.empty()
             ? S->facts().VectorLanes
             : 0;
}

const QualifierInfo *ptxlint::registerType(const Expr &E,
                                           const CheckContext &Ctx) {
  if (E.K != Expr::Kind::Symbol)
    return nullptr;
  if (const Symbol *S = symbolOf(E, Ctx))
    return S->Kind == SymbolKind::Register ? findType(S->facts().Type)
                                           : nullptr;
  if (const SpecialRegisterInfo *R = findSpecialRegister(E.text()))
    return findType(R->Type);
  return nullptr;
}

void ptxlint::checkOperands(FormMatch &Match, CheckContext &Ctx) {
  OperandChecker(Match, Ctx).run();
}

//===----------------------------------------------------------------------===//
// The assignment, for those who read a matched form
//===----------------------------------------------------------------------===//

const Operand *FormMatch::operandFor(uint16_t SpecIndex) const {
  const OperandInfo *Wanted = &operandSpec(SpecIndex);
  for (size_t I = 0; I < OperandSpecs.size(); ++I)
    if (OperandSpecs[I] == Wanted)
      return I < Inst.operands().size()
                 ? &withoutParentheses(Inst.operands()[I])
                 : nullptr;
  return nullptr;
}
