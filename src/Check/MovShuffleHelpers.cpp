//===- MovShuffleHelpers.cpp ----------------------------------------------===//

#include "MovShuffleHelpers.h"

#include "ConstantEval.h"
#include "OperandChecker.h"

#include <algorithm>
#include <cctype>

using namespace ptxlint;
using namespace ptxlint::isa;

namespace ptxlint::movshuffle {

void problem(FormMatch &M, DiagID ID, SourceRange Where, std::string Message) {
  M.Problems.push_back({ID, Where, std::move(Message)});
}

std::string opcodeText(const FormMatch &M) {
  return quoted(M.Inst.Opcode.text());
}

std::string bitsText(unsigned Bits) { return std::to_string(Bits) + " bits"; }

const QualifierInfo *typeOf(const FormMatch &M) {
  const QualifierInfo *T = M.valueOf(slots::Type);
  return T && T->Kind == QualifierKind::Type ? T : nullptr;
}

SourceRange typeRange(const FormMatch &M) {
  const QualifierInfo *T = typeOf(M);
  const Modifier *Written = T ? M.modifierFor(T->Spelling) : nullptr;
  return Written ? Written->Range : M.Inst.Opcode.Range;
}



NameKind kindOfName(const Expr &E, const CheckContext &Ctx) {
  if (E.K != Expr::Kind::Symbol && E.K != Expr::Kind::Index)
    return NameKind::Unknown;
  if (const Symbol *S = Ctx.Symbols.lookup(E.text())) {
    switch (S->Kind) {
    case SymbolKind::Register: return NameKind::Register;
    case SymbolKind::Variable: return NameKind::Variable;
    case SymbolKind::Function: return NameKind::Function;
    default: return NameKind::Other;
    }
  }
  return findSpecialRegister(E.text()) ? NameKind::Special : NameKind::Unknown;
}

/// Whether a register of type Have fits the form's type rules for Want.
bool fits(const FormMatch &M, const QualifierInfo &Want,
          const QualifierInfo &Have) {
  return registerFits(M.Form, Want, Have, /*InVector=*/false);
}

/// A register that does not fit the instruction's type.
void registerMismatch(FormMatch &M, const Expr &E, const QualifierInfo &Have,
                      const QualifierInfo &Want, std::string_view Role) {
  problem(M, DiagID::OperandType, E.Range,
          "register " + quoted(E.text()) + " of type " + quoted(Have.Spelling) +
              " cannot be the " + std::string(Role) + " of a " +
              quoted(Want.Spelling) + " " + opcodeText(M));
}

/// Whether a constant suits type T: integers for integer types and .pred,
/// floating-point constants for .f32/.f64, either for bit-size types, but
/// floats only of the type's width (0f literals are 32 bits, the others
/// 64). Reports and returns false otherwise.
bool checkConstantKind(FormMatch &M, const CheckContext &Ctx, const Expr &E,
                       const QualifierInfo &T, std::string_view Role) {
  ConstantKind Kind = constantKind(E);
  if (Kind == ConstantKind::Invalid) {
    problem(M, DiagID::OperandType, E.Range,
            describeInvalidConstant(sourceText(Ctx, E.Range)));
    return false;
  }
  bool IsFloat = Kind == ConstantKind::Float;
  unsigned FloatBits = IsFloat ? floatConstantBits(E) : 0;
  std::string Text = quoted(sourceText(Ctx, E.Range));
  if (T.TypeClass == "f") {
    if (!IsFloat) {
      problem(M, DiagID::OperandType, E.Range,
              "the " + std::string(Role) + " of a " + quoted(T.Spelling) +
                  " " + opcodeText(M) + " must be a floating-point constant "
                  "(1.0, 0f3F800000); " + Text + " is an integer");
      return false;
    }
    return true;
  }
  if (!IsFloat)
    return true;
  if (T.TypeClass == "b" && FloatBits == T.Bits)
    return true;
  problem(M, DiagID::OperandType, E.Range,
          "the " + std::string(Role) + " of a " + quoted(T.Spelling) + " " +
              opcodeText(M) +
              (T.TypeClass == "b"
                   ? " must be an integer or a " + std::to_string(T.Bits) +
                         "-bit floating-point constant; " + Text + " is a " +
                         std::to_string(FloatBits) +
                         "-bit one (0f literals are 32 bits, the others 64)"
                   : " must be an integer constant; " + Text +
                         " is a floating-point constant"));
  return false;
}

//===----------------------------------------------------------------------===//
// mov: types and shapes
//===----------------------------------------------------------------------===//

/// The type mov moves, or null when it has none or one its variant table
/// refuses (MovShuffle.td: the rows with a Refusal).
const QualifierInfo *movType(const FormMatch &M) {
  const QualifierInfo *T = typeOf(M);
  if (!T || !M.Row || !M.Row->Refusal.empty())
    return nullptr;
  return T;
}


MovShape movShape(const FormMatch &M) {
  if (M.Inst.operands().size() != 2 || !movType(M))
    return MovShape::None;
  if (M.vector())
    return MovShape::Vector;
  bool D =
      withoutParentheses(M.Inst.operands()[0]).kind() == Operand::Kind::Vector;
  bool S =
      withoutParentheses(M.Inst.operands()[1]).kind() == Operand::Kind::Vector;
  return D && S ? MovShape::VectorToVector
         : D    ? MovShape::Unpack
         : S    ? MovShape::Pack
                : MovShape::Scalar;
}

} // namespace ptxlint::movshuffle
