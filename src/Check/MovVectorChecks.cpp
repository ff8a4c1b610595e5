//===- MovVectorChecks.cpp - Custom checks of mov with vectors ---===//
//
// Rules of these instruction forms that the .td constraints cannot express.
// Each is named by a CustomCheck record in src/ISA/MovShuffle.td, whose
// summary states the rule and says where ptxas and the ISA text differ.
//
// Custom checks run before the operands are matched to the form: they find
// operands by position and stay quiet about a wrong operand count, which
// the operand checker reports.
//
//===----------------------------------------------------------------------===//

#include "MovShuffleHelpers.h"

#include "ConstantEval.h"
#include "OperandChecker.h"

#include <algorithm>
#include <cctype>

using namespace ptxlint;
using namespace ptxlint::isa;
using namespace ptxlint::movshuffle;

namespace {

//===----------------------------------------------------------------------===//
// mov: vectors
//===----------------------------------------------------------------------===//

/// Whether two registers of one size may share a vector (ptxas: "Vector
/// with elements of different types are not allowed in mov instruction"):
/// bit-size registers go with any type, signed with unsigned integers, and
/// otherwise the types must be the same.
bool sameKind(const QualifierInfo &A, const QualifierInfo &B) {
  if (A.TypeClass == "b" || B.TypeClass == "b")
    return true;
  auto IsInteger = [](const QualifierInfo &Q) {
    return Q.TypeClass == "u" || Q.TypeClass == "s";
  };
  return (IsInteger(A) && IsInteger(B)) || A.Spelling == B.Spelling;
}

/// How a vector operand is used.
enum class VectorRole {
  Pack,      ///< The source of a pack: registers, special registers, constants.
  Unpack,    ///< The destination of an unpack: registers and sinks.
  VectorDst, ///< The destination of mov.vN: registers and sinks.
  VectorSrc, ///< The source of mov.vN: registers and constants.
};

/// Checks the elements of a vector operand of mov. Lanes: the number of
/// elements the shape needs (0: 1, 2 or 4 that fill T exactly).
void checkMovVector(FormMatch &M, CheckContext &Ctx, const Operand &V,
                    const QualifierInfo &T, VectorRole Role) {
  bool IsDestination = Role == VectorRole::Unpack || Role == VectorRole::VectorDst;
  bool ElementTyped = Role == VectorRole::VectorDst || Role == VectorRole::VectorSrc;
  std::string What = IsDestination ? "destination vector" : "source vector";
  size_t N = V.elements().size();
  if (ElementTyped) {
    unsigned Lanes = M.vector()->Lanes;
    if (N != Lanes) {
      problem(M, DiagID::OperandKind, V.range(),
              "the " + What + " has " + std::to_string(N) + " elements; " +
                  quoted(M.vector()->Spelling) + " needs " +
                  std::to_string(Lanes));
      return;
    }
  } else if (N != 1 && N != 2 && N != 4) {
    problem(M, DiagID::OperandKind, V.range(),
            "a vector that " +
                std::string(IsDestination ? "unpacks" : "packs") + " a " +
                quoted(T.Spelling) + " value has 2 or 4 elements, not " +
                std::to_string(N));
    return;
  }

  const Expr *First = nullptr;          // The first register element.
  const QualifierInfo *FirstType = nullptr;
  bool AnyBitSize = false;              // Bit-size or special: any kind.
  std::vector<const Expr *> Constants;
  size_t Sinks = 0;
  bool Failed = false;
  for (const Operand &Written : V.elements()) {
    const Operand &El = withoutParentheses(Written);
    if (El.kind() == Operand::Kind::Sink) {
      ++Sinks;
      // ptxas: a sink in a source vector only when it packs .b32 or in
      // mov.vN (not in the ISA, which allows sinks only in destinations).
      if (Role == VectorRole::Pack && T.Bits != 32) {
        problem(M, DiagID::OperandKind, El.range(),
                "a sink '_' cannot be an element of the source vector" +
                    std::string(Role == VectorRole::Pack
                                    ? " (ptxas takes it only when packing .b32)"
                                    : ""));
        Failed = true;
      }
      continue;
    }
    if (El.kind() != Operand::Kind::Expression || El.pairedSink()) {
      problem(M, DiagID::OperandKind, El.range(),
              "the elements of the " + What + " must be registers" +
                  std::string(IsDestination ? " or '_'" : " or constants"));
      Failed = true;
      continue;
    }
    const Expr &E = *El.value();
    if (isConstant(E)) {
      if (IsDestination) {
        problem(M, DiagID::OperandKind, E.Range,
                "the elements of the " + What + " must be registers or '_'");
        Failed = true;
      } else {
        Constants.push_back(&E);
      }
      continue;
    }
    NameKind Kind = kindOfName(E, Ctx);
    if (Kind == NameKind::Unknown && E.K == Expr::Kind::Symbol) {
      Failed = true; // Undeclared: the name check reports it.
      continue;
    }
    if (E.K == Expr::Kind::Index ||
        (Kind != NameKind::Register && Kind != NameKind::Special)) {
      problem(M, DiagID::OperandKind, E.Range,
              "the elements of the " + What + " must be registers" +
                  std::string(IsDestination ? " or '_'" : " or constants") +
                  "; " + quoted(sourceText(Ctx, E.Range)) + " is not one");
      Failed = true;
      continue;
    }
    if (Kind == NameKind::Special) {
      // ptxas: mov.vN even writes special registers.
      if (Role == VectorRole::Unpack) {
        problem(M, DiagID::OperandKind, E.Range,
                "special register " + quoted(sourceText(Ctx, E.Range)) +
                    " is read-only; it cannot be a destination");
        Failed = true;
        continue;
      }
      if (!checkComponent(M, E, *findSpecialRegister(E.text()), false)) {
        Failed = true;
        continue;
      }
    }
    const QualifierInfo *Type = registerType(E, Ctx);
    if (!Type)
      continue;
    bool Special = Kind == NameKind::Special;
    if (Type->TypeClass == "pred" ||
        (Special && T.TypeClass == "f" && !ElementTyped)) {
      problem(M, DiagID::OperandType, E.Range,
              quoted(sourceText(Ctx, E.Range)) + " of type " +
                  quoted(Type->Spelling) + " cannot be an element of a " +
                  quoted(T.Spelling) + " vector");
      Failed = true;
      continue;
    }
    if (ElementTyped) {
      // ptxas: a special register goes with any type of its width.
      bool Ok = Special ? Type->Bits == T.Bits
                        : registerFits(M.Form, T, *Type, /*InVector=*/true);
      if (!Ok) {
        problem(M, DiagID::OperandType, E.Range,
                quoted(sourceText(Ctx, E.Range)) + " of type " +
                    quoted(Type->Spelling) + " cannot be an element of a " +
                    quoted(std::string(M.vector()->Spelling) +
                           std::string(T.Spelling)) +
                    " vector");
        Failed = true;
        continue;
      }
    }
    AnyBitSize = AnyBitSize || Type->TypeClass == "b" || Special;
    if (!First) {
      First = &E;
      FirstType = Type;
      continue;
    }
    if (Type->Bits != FirstType->Bits) {
      problem(M, DiagID::OperandType, E.Range,
              "the elements of a vector have one size: " +
                  quoted(sourceText(Ctx, First->Range)) + " has " +
                  bitsText(FirstType->Bits) + ", " +
                  quoted(sourceText(Ctx, E.Range)) + " " + bitsText(Type->Bits));
      Failed = true;
    } else if (!Special && kindOfName(*First, Ctx) != NameKind::Special &&
               !sameKind(*FirstType, *Type)) {
      problem(M, DiagID::OperandType, E.Range,
              "the elements of a vector have one type: " +
                  quoted(First->text()) + " is " + quoted(FirstType->Spelling) +
                  ", " + quoted(E.text()) + " is " + quoted(Type->Spelling));
      Failed = true;
    }
  }
  if (N && Sinks == N) {
    problem(M, DiagID::OperandKind, V.range(),
            "the " + What + " needs at least one register; it is all sinks");
    return;
  }
  if (Failed)
    return;

  // The elements must fill the type exactly (element-wise moves: one each).
  unsigned ElementBits = ElementTyped ? T.Bits : T.Bits / static_cast<unsigned>(N);
  if (FirstType && FirstType->Bits * N != T.Bits && !ElementTyped) {
    problem(M, DiagID::OperandType, V.range(),
            "the " + What + " has " + std::to_string(N) + " elements of " +
                bitsText(FirstType->Bits) + ", " +
                bitsText(FirstType->Bits * static_cast<unsigned>(N)) +
                " in all; " + quoted(T.Spelling) + " needs " +
                bitsText(T.Bits) +
                (T.Bits % N == 0 ? " (" + std::to_string(N) + " elements of " +
                                       bitsText(ElementBits) + ")"
                                 : std::string()));
    return;
  }

  // ptxas infers one element type: an integer constant goes with integer
  // and bit-size registers, a floating-point one with floating-point and
  // bit-size registers; constants alone must suit the elements' width.
  if (AnyBitSize)
    return;
  bool FirstFloat = false;
  for (size_t I = 0; I < Constants.size(); ++I) {
    const Expr &C = *Constants[I];
    bool IsFloat = hasFloatLiteral(C);
    if (FirstType) {
      if (IsFloat != (FirstType->TypeClass == "f"))
        problem(M, DiagID::OperandType, C.Range,
                std::string(IsFloat ? "a floating-point" : "an integer") +
                    " constant cannot share a vector with " +
                    quoted(First->text()) + " of type " +
                    quoted(FirstType->Spelling));
      continue;
    }
    if (ElementTyped) {
      checkConstantKind(M, Ctx, C, T, "element");
      continue;
    }
    if (I == 0)
      FirstFloat = IsFloat;
    if (IsFloat != FirstFloat) {
      problem(M, DiagID::OperandType, C.Range,
              "the constants of a vector are all integers or all "
              "floating-point constants");
      return;
    }
    if (IsFloat && floatConstantBits(C) != ElementBits)
      problem(M, DiagID::OperandType, C.Range,
              quoted(sourceText(Ctx, C.Range)) + " is a " +
                  std::to_string(floatConstantBits(C)) +
                  "-bit floating-point constant; the elements of this vector "
                  "are " + bitsText(ElementBits) + " (0f literals are 32 "
                  "bits, the others 64)");
  }
}

/// Packing and unpacking need a bit-size type.
bool checkBitSizeType(FormMatch &M, const QualifierInfo &T, bool Pack) {
  if (T.TypeClass == "b")
    return true;
  problem(M, DiagID::QualifierNotAllowed, typeRange(M),
          std::string(Pack ? "packing a vector into" : "unpacking") +
              " a register needs a bit-size type (.b16, .b32, .b64 or "
              ".b128); " +
              quoted(T.Spelling) + " is not one");
  return false;
}

/// ptxas: "Illegal vector-vector operands": a register declared as a
/// vector does not take a pack or give an unpack.
bool checkNotVectorRegister(FormMatch &M, CheckContext &Ctx, const Operand &O,
                            std::string_view Role) {
  if (O.kind() != Operand::Kind::Expression ||
      !vectorRegisterLanes(*O.value(), Ctx))
    return true;
  problem(M, DiagID::OperandKind, O.range(),
          "register " + quoted(O.value()->text()) +
              " is a vector; it cannot be " + std::string(Role) + " of " +
              opcodeText(M) +
              " with a vector of registers (move vectors element by element "
              "with '.v2' or '.v4')");
  return false;
}

/// A register declared as a vector where mov.vN wants a vector: as many
/// elements, each fitting the type as a written element would.
void checkMovVectorRegister(FormMatch &M, CheckContext &Ctx, const Expr &E,
                            const QualifierInfo &T, const QualifierInfo &V) {
  unsigned Lanes = vectorRegisterLanes(E, Ctx);
  if (Lanes != V.Lanes) {
    problem(M, DiagID::OperandKind, E.Range,
            "register " + quoted(E.text()) + " is a vector of " +
                std::to_string(Lanes) + " elements; " + quoted(V.Spelling) +
                " needs " + std::to_string(V.Lanes));
    return;
  }
  const QualifierInfo *Element = registerType(E, Ctx);
  if (Element && !registerFits(M.Form, T, *Element, /*InVector=*/true))
    problem(M, DiagID::OperandType, E.Range,
            "register " + quoted(E.text()) + " is a vector of " +
                quoted(Element->Spelling) +
                "; its elements cannot be moved "
                "as " +
                quoted(std::string(V.Spelling) + std::string(T.Spelling)));
}

void checkMovPack(FormMatch &M, CheckContext &Ctx) {
  MovShape Shape = movShape(M);
  if (Shape == MovShape::VectorToVector) {
    problem(M, DiagID::OperandKind,
            M.Inst.operands()[0].range().merge(M.Inst.operands()[1].range()),
            "a vector moves to a vector only element by element, with "
            "'.v2' or '.v4' (mov.v2.b32 {a, b}, {c, d}); without it mov "
            "packs a vector into a register or unpacks a register");
    return;
  }
  if (Shape != MovShape::Pack)
    return;
  const QualifierInfo &T = *movType(M);
  if (!checkBitSizeType(M, T, /*Pack=*/true) ||
      !checkNotVectorRegister(M, Ctx, withoutParentheses(M.Inst.operands()[0]),
                              "the destination"))
    return;
  checkMovDestination(M, Ctx, withoutParentheses(M.Inst.operands()[0]), T);
  checkMovVector(M, Ctx, withoutParentheses(M.Inst.operands()[1]), T,
                 VectorRole::Pack);
}

void checkMovUnpack(FormMatch &M, CheckContext &Ctx) {
  if (movShape(M) != MovShape::Unpack)
    return;
  const QualifierInfo &T = *movType(M);
  if (!checkBitSizeType(M, T, /*Pack=*/false) ||
      !checkNotVectorRegister(M, Ctx, withoutParentheses(M.Inst.operands()[1]),
                              "the source"))
    return;
  checkMovVector(M, Ctx, withoutParentheses(M.Inst.operands()[0]), T,
                 VectorRole::Unpack);
  checkMovValue(M, Ctx, withoutParentheses(M.Inst.operands()[1]), T);
}

/// ptxas: mov.v2/.v4 moves vectors element by element.
void checkMovVectorForm(FormMatch &M, CheckContext &Ctx) {
  if (movShape(M) != MovShape::Vector)
    return;
  const QualifierInfo &T = *movType(M);
  const QualifierInfo &V = *M.vector();
  SourceRange Shape = M.modifierFor(V.Spelling)->Range.merge(typeRange(M));
  if (V.Lanes > 4) {
    problem(M, DiagID::QualifierNotAllowed, M.modifierFor(V.Spelling)->Range,
            "'mov' moves vectors of 2 or 4 elements ('.v2', '.v4'), not " +
                quoted(V.Spelling));
    return;
  }
  if (T.TypeClass == "pred") {
    problem(M, DiagID::QualifierConflict, Shape,
            "'mov' moves no vectors of predicates");
    return;
  }
  if (V.Lanes * T.Bits > 128) {
    problem(M, DiagID::QualifierConflict, Shape,
            "vector " + quoted(std::string(V.Spelling) + std::string(T.Spelling)) +
                " is " + bitsText(V.Lanes * T.Bits) +
                "; 'mov' moves vectors of at most 128 bits");
    return;
  }
  const Operand &D = withoutParentheses(M.Inst.operands()[0]);
  const Operand &S = withoutParentheses(M.Inst.operands()[1]);
  if (D.kind() == Operand::Kind::Expression &&
      vectorRegisterLanes(*D.value(), Ctx))
    checkMovVectorRegister(M, Ctx, *D.value(), T, V);
  else if (D.kind() != Operand::Kind::Vector)
    problem(M, DiagID::OperandKind, D.range(),
            "the destination of " + opcodeText(M) + " with " +
                quoted(V.Spelling) + " must be a vector of " +
                std::to_string(V.Lanes) + " registers");
  else
    checkMovVector(M, Ctx, D, T, VectorRole::VectorDst);
  if (S.kind() == Operand::Kind::Vector) {
    checkMovVector(M, Ctx, S, T, VectorRole::VectorSrc);
    return;
  }
  if (S.kind() == Operand::Kind::Expression &&
      vectorRegisterLanes(*S.value(), Ctx)) {
    checkMovVectorRegister(M, Ctx, *S.value(), T, V);
    return;
  }
  // ptxas: a whole vector special register (%tid) for .v4, or one value
  // for every element: a register, a constant or a special register.
  const Expr *E =
      S.kind() == Operand::Kind::Expression ? S.value().get() : nullptr;
  NameKind Kind = E ? kindOfName(*E, Ctx) : NameKind::Unknown;
  if (E && E->K == Expr::Kind::Symbol && Kind == NameKind::Special &&
      E->Component.empty() &&
      !findSpecialRegister(E->text())->Components.empty()) {
    const QualifierInfo *Have = findType(findSpecialRegister(E->text())->Type);
    if (V.Lanes != 4 || !Have ||
        !(Have->Bits == T.Bits || legacyWidth(E->text(), T.Bits)) ||
        T.TypeClass == "f")
      problem(M, DiagID::OperandType, E->Range,
              "special register " + quoted(E->text()) +
                  " is a vector of four " + quoted(Have ? Have->Spelling : "") +
                  "; it cannot be moved as " +
                  quoted(std::string(V.Spelling) + std::string(T.Spelling)));
    return;
  }
  if (E && (isConstant(*E) || (E->K == Expr::Kind::Symbol &&
                               (Kind == NameKind::Register ||
                                Kind == NameKind::Special)))) {
    checkMovValue(M, Ctx, S, T);
    return;
  }
  if (E && E->K == Expr::Kind::Symbol && Kind == NameKind::Unknown)
    return; // Undeclared.
  problem(M, DiagID::OperandKind, S.range(),
          "the source of " + opcodeText(M) + " with " + quoted(V.Spelling) +
              " must be a vector of " + std::to_string(V.Lanes) +
              " registers or constants, or one register, constant or "
              "special register for every element");
}

constexpr NamedCheck Checks[] = {
    {"mov-pack", checkMovPack},
    {"mov-unpack", checkMovUnpack},
    {"mov-vector", checkMovVectorForm},
};

} // namespace

const CheckTable ptxlint::MovVectorChecks = makeCheckTable(Checks);
