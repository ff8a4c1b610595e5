//===- LoadStoreChecks.cpp - Custom checks of ld, ldu and st --------------===//
//
// Rules of the forms in src/ISA/LoadStore.td that the .td constraints cannot
// express: vector shapes, the elements of data vectors and the cache-policy
// operand (addresses are AddressSpec records: AddressChecker.cpp). Each is
// named by a CustomCheck record there, and its summary is the rule; the
// facts these checks use (widths, spaces, lanes) come from the qualifiers
// the instruction wrote.
//
// Custom checks run before the form's operands are matched, so they find
// operands by position and leave count and kind problems to the operand
// checker.
//
//===----------------------------------------------------------------------===//

#include "CustomChecks.h"

#include "AddressChecker.h"
#include "ConstantEval.h"
#include "OperandChecker.h"

using namespace ptxlint;
using namespace ptxlint::isa;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

const QualifierInfo *typeOf(const FormMatch &M) {
  const QualifierInfo *T = M.valueOf(slots::Type);
  return T && T->Kind == QualifierKind::Type ? T : nullptr;
}

/// A vector of 256 bits: `.v8` of a 32-bit type or `.v4` of a 64-bit type.
bool isWideVector(const FormMatch &M) {
  const QualifierInfo *V = M.vector();
  const QualifierInfo *T = typeOf(M);
  return V && T &&
         ((V->Lanes == 8 && T->Bits == 32) || (V->Lanes == 4 && T->Bits == 64));
}

void problem(FormMatch &M, DiagID ID, SourceRange Where, std::string Message) {
  M.Problems.push_back({ID, Where, std::move(Message)});
}

const Symbol *declared(const Expr &E, const CheckContext &Ctx) {
  return E.K == Expr::Kind::Symbol ? Ctx.Symbols.lookup(E.text()) : nullptr;
}

bool isSpecialRegister(const Expr &E, const CheckContext &Ctx) {
  // WARP_SZ, spelt like a special register, is the constant 32.
  return E.K == Expr::Kind::Symbol && !Ctx.Symbols.lookup(E.text()) &&
         findSpecialRegister(E.text()) && !isConstant(E);
}

bool isRegisterName(const Expr &E, const CheckContext &Ctx) {
  if (E.K != Expr::Kind::Symbol)
    return false;
  if (const Symbol *S = Ctx.Symbols.lookup(E.text()))
    return S->Kind == SymbolKind::Register;
  return findSpecialRegister(E.text()) != nullptr;
}


std::string bitsText(unsigned Bits) { return std::to_string(Bits) + " bits"; }

//===----------------------------------------------------------------------===//
// Data operands
//===----------------------------------------------------------------------===//

/// What an element or scalar data operand may not be, whatever the type:
/// a special register.
bool checkNotSpecial(FormMatch &M, const Operand &O, const CheckContext &Ctx,
                     std::string_view Role) {
  if (O.kind() != Operand::Kind::Expression ||
      !isSpecialRegister(*O.value(), Ctx))
    return true;
  problem(M, DiagID::OperandKind, O.range(),
          "special register " + quoted(O.value()->text()) + " cannot be the " +
              std::string(Role) + " of " + quoted(M.opcodeName()));
  return false;
}

/// The immediates of a source vector (the operand checker judges scalar
/// ones alike): integers for integer and bit-size types, floating-point
/// literals for floating-point types; ptxas also takes a floating-point
/// literal of the type's width for a bit-size type (`0f3F800000` as .b32,
/// `1.0`, a double, as .b64), and any one for .f32/.f64.
void checkImmediateKind(FormMatch &M, const Operand &O) {
  const QualifierInfo *T = typeOf(M);
  if (!T || O.kind() != Operand::Kind::Expression || !isConstant(*O.value()))
    return;
  bool IsFloat = hasFloatLiteral(*O.value());
  if (T->TypeClass == "f" && !IsFloat) {
    problem(M, DiagID::OperandType, O.range(),
            "an integer immediate cannot be stored as " + quoted(T->Spelling) +
                "; write a floating-point literal (1.0, 0f3F800000)");
  } else if (T->TypeClass != "f" && IsFloat) {
    unsigned Bits = floatConstantBits(*O.value());
    if (T->TypeClass == "b" && Bits == T->Bits)
      return;
    problem(M, DiagID::OperandType, O.range(),
            "a floating-point immediate cannot be stored as " +
                quoted(T->Spelling) +
                (T->TypeClass == "b"
                     ? "; it is " + bitsText(Bits ? Bits : 64) +
                           " wide (0f literals are 32 bits, others 64)"
                     : std::string("; write an integer")));
  }
}

/// Whether two registers of one size may share a vector (ptxas: "Vector with
/// elements of different types"): bit-size registers go with any type,
/// signed with unsigned integers, and otherwise the types must be the same.
bool sameKind(const QualifierInfo &A, const QualifierInfo &B) {
  if (A.TypeClass == "b" || B.TypeClass == "b")
    return true;
  auto IsInteger = [](const QualifierInfo &Q) {
    return Q.TypeClass == "u" || Q.TypeClass == "s";
  };
  return (IsInteger(A) && IsInteger(B)) || A.Spelling == B.Spelling;
}

/// The elements of a data vector: registers of one size, sinks where
/// AllowSinks, never only sinks, immediates where AllowImmediates.
void checkVectorElements(FormMatch &M, const Operand &V, const CheckContext &Ctx,
                         std::string_view Role, bool AllowSinks,
                         bool AllowImmediates) {
  const Expr *FirstRegister = nullptr;
  const QualifierInfo *First = nullptr;
  bool AnyBitRegister = false; // Bit-size or special: goes with anything.
  std::vector<const Operand *> Immediates;
  size_t Sinks = 0;
  for (const Operand &E : V.elements()) {
    if (E.kind() == Operand::Kind::Sink) {
      ++Sinks;
      if (!AllowSinks)
        problem(M, DiagID::OperandKind, E.range(),
                "a sink '_' in the " + std::string(Role) +
                    " vector needs a 256-bit vector ('.v8' of a 32-bit type or "
                    "'.v4' of a 64-bit type)");
      continue;
    }
    if (E.kind() != Operand::Kind::Expression)
      continue; // The operand checker explains nested vectors and the like.
    // ptxas: unlike a scalar operand, a vector element may be a special
    // register (`ld.global.v2.u32 {%r0, %clock}, [a]`).
    if (isConstant(*E.value())) {
      if (!AllowImmediates)
        problem(M, DiagID::OperandKind, E.range(),
                "the elements of the " + std::string(Role) +
                    " vector must be registers or '_'");
      else
        Immediates.push_back(&E);
      continue;
    }
    const QualifierInfo *Type = registerType(*E.value(), Ctx);
    if (!Type)
      continue;
    AnyBitRegister = AnyBitRegister || Type->TypeClass == "b" ||
                     isSpecialRegister(*E.value(), Ctx);
    if (!First) {
      FirstRegister = E.value().get();
      First = Type;
    } else if (Type->Bits != First->Bits) {
      problem(M, DiagID::OperandType, E.range(),
              "the registers of a vector must have one size: " +
                  quoted(FirstRegister->text()) + " has " +
                  bitsText(First->Bits) + ", " + quoted(E.value()->text()) +
                  " " + bitsText(Type->Bits));
    } else if (!isSpecialRegister(*E.value(), Ctx) &&
               !isSpecialRegister(*FirstRegister, Ctx) &&
               !sameKind(*First, *Type)) {
      // ptxas: a special register goes with any type of its size.
      problem(M, DiagID::OperandType, E.range(),
              "the registers of a vector must have one type: " +
                  quoted(FirstRegister->text()) + " is " +
                  quoted(First->Spelling) + ", " + quoted(E.value()->text()) +
                  " is " + quoted(Type->Spelling));
    }
  }
  if (!V.elements().empty() && Sinks == V.elements().size())
    problem(M, DiagID::OperandKind, V.range(),
            "the " + std::string(Role) +
                " vector needs at least one register; it is all sinks");
  // ptxas infers one element type for the vector: an immediate goes with a
  // bit-size register of any kind (`{%r0, 1.0}` as .v2.u32), an integer
  // with integer registers and a floating-point literal with floating-point
  // ones; a vector of immediates only must suit the instruction's type.
  if (AnyBitRegister)
    return;
  for (const Operand *I : Immediates) {
    bool IsFloat = hasFloatLiteral(*I->value());
    if (!First) {
      checkImmediateKind(M, *I);
      continue;
    }
    if (IsFloat != (First->TypeClass == "f"))
      problem(M, DiagID::OperandType, I->range(),
              std::string(IsFloat ? "a floating-point" : "an integer") +
                  " immediate cannot share a vector with " +
                  quoted(FirstRegister->text()) + " of type " +
                  quoted(First->Spelling));
  }
}

/// A vector data operand, or `{r}` standing for a scalar (BracedScalar).
bool isDataVector(const FormMatch &M, const Operand &O) {
  return O.kind() == Operand::Kind::Vector &&
         (M.vector() || O.elements().size() == 1);
}

void checkLdDestination(FormMatch &M, CheckContext &Ctx) {
  if (M.Inst.operands().empty())
    return;
  const Operand &D = M.Inst.operands()[0];
  if (isDataVector(M, D))
    // ptxas: a sink may stand for any element of any vector (ISA: only in
    // the 256-bit ones).
    checkVectorElements(M, D, Ctx, "destination", /*AllowSinks=*/true,
                        /*AllowImmediates=*/false);
  else
    checkNotSpecial(M, D, Ctx, "destination");
}

void checkStSource(FormMatch &M, CheckContext &Ctx) {
  if (M.Inst.operands().size() < 2)
    return;
  const Operand &S = M.Inst.operands()[1];
  if (isDataVector(M, S)) {
    checkVectorElements(M, S, Ctx, "source", /*AllowSinks=*/isWideVector(M),
                        /*AllowImmediates=*/true);
    return;
  }
  // A scalar immediate's kind is the operand checker's (checkRange).
  checkNotSpecial(M, S, Ctx, "source");
}

//===----------------------------------------------------------------------===//
// Cache policies
//===----------------------------------------------------------------------===//

/// The variable an address such as `[p]` or `[p+8]` starts from, if any.
const Expr *baseVariable(const Operand &A, const CheckContext &Ctx) {
  const Expr *Base = addressBase(A);
  return Base && Base->K == Expr::Kind::Symbol && declared(*Base, Ctx) ? Base
                                                                       : nullptr;
}

void checkCachePolicy(FormMatch &M, CheckContext &Ctx) {
  if (M.Inst.operands().size() != 3 || !M.valueOf(slots::CacheHint))
    return;
  const Operand &P = M.Inst.operands()[2];
  if (P.kind() != Operand::Kind::Expression)
    return; // The operand checker reports it.
  const Expr &E = *P.value();
  if (isConstant(E)) {
    if (hasFloatLiteral(E))
      problem(M, DiagID::OperandType, P.range(),
              "the cache policy is a 64-bit integer, not a floating-point "
              "value");
    return;
  }
  if (!isRegisterName(E, Ctx)) {
    if (declared(E, Ctx))
      problem(M, DiagID::OperandKind, P.range(),
              "the cache policy must be a 64-bit register or an immediate");
    return;
  }
  if (isSpecialRegister(E, Ctx)) {
    problem(M, DiagID::OperandKind, P.range(),
            "special register " + quoted(E.text()) +
                " cannot be the cache policy");
    return;
  }
  const QualifierInfo *Type = registerType(E, Ctx);
  if (Type && (Type->Bits != 64 || Type->TypeClass == "f"))
    problem(M, DiagID::OperandType, P.range(),
            "the cache policy must be a 64-bit integer or bit-size register; " +
                quoted(E.text()) + " is " + quoted(Type->Spelling));
}

//===----------------------------------------------------------------------===//
// State spaces
//===----------------------------------------------------------------------===//

/// st.param: not predicated, and not to the parameters the function
/// receives (which the symbol table knows).
void checkStParam(FormMatch &M, CheckContext &Ctx) {
  const QualifierInfo *Space = M.space();
  if (!Space || Space->Space != "param")
    return;
  if (M.Inst.Pred)
    problem(M, DiagID::InvalidInstruction, M.Inst.Pred->Range,
            "'st.param' cannot be predicated");
  if (!M.Inst.operands().empty())
    if (const Expr *Base = baseVariable(M.Inst.operands()[0], Ctx))
      if (declared(*Base, Ctx)->facts().InputParameter)
        problem(M, DiagID::InvalidInstruction, Base->Range,
                "'st' cannot write the input parameter " +
                    quoted(Base->text()) +
                    "; the parameters a function receives are read-only");
}

constexpr NamedCheck Checks[] = {
    {"ld-destination", checkLdDestination},
    {"st-source", checkStSource},
    {"ldst-cache-policy", checkCachePolicy},
    {"st-param", checkStParam},
};

} // namespace

const CheckTable ptxlint::LoadStoreChecks = makeCheckTable(Checks);
