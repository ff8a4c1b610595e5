//===- AsyncStoreChecks.cpp - Custom checks of st.async -------------------===//
//
// Rules of st.async that the .td constraints cannot express (st.bulk's and
// multimem's are all records: AddressSpecs and constraints in AsyncStore.td).
// Each is named by a CustomCheck record in src/ISA/AsyncStore.td, whose
// summary states the rule; the facts used here (widths, lanes, spaces) come
// from the qualifiers the instruction wrote.
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

void problem(FormMatch &M, DiagID ID, SourceRange Where, std::string Message) {
  M.Problems.push_back({ID, Where, std::move(Message)});
}

const QualifierInfo *typeOf(const FormMatch &M) {
  const QualifierInfo *T = M.valueOf(slots::Type);
  return T && T->Kind == QualifierKind::Type ? T : nullptr;
}

SourceRange rangeOf(const FormMatch &M, const QualifierInfo *Q) {
  const Modifier *Mod = Q ? M.modifierFor(Q->Spelling) : nullptr;
  return Mod ? Mod->Range : M.Inst.Opcode.Range;
}

bool isRegisterName(const Expr &E, const CheckContext &Ctx) {
  if (E.K != Expr::Kind::Symbol)
    return false;
  if (const Symbol *S = Ctx.Symbols.lookup(E.Text))
    return S->Kind == SymbolKind::Register;
  return findSpecialRegister(E.Text) != nullptr;
}

/// The variable an address names, or null.
const Symbol *addressVariable(const Operand &A, const CheckContext &Ctx,
                              const Expr **Base = nullptr) {
  const Expr *B = addressBase(A);
  if (!B || B->K != Expr::Kind::Symbol)
    return nullptr;
  const Symbol *S = Ctx.Symbols.lookup(B->Text);
  if (!S || S->Kind != SymbolKind::Variable)
    return nullptr;
  if (Base)
    *Base = B;
  return S;
}

/// A variable address must be in the state space the instruction names
/// (`.shared::cluster` and `.shared::cta` name .shared); a generic address
/// may name any variable.
void checkVariableSpace(FormMatch &M, const Operand &A, CheckContext &Ctx,
                        std::string_view Role) {
  const QualifierInfo *Space = M.space();
  const Expr *Base = nullptr;
  const Symbol *S = addressVariable(A, Ctx, &Base);
  if (!Space || !S)
    return;
  std::string_view VarSpace = S->Space;
  if (!VarSpace.empty() && VarSpace.front() == '.')
    VarSpace.remove_prefix(1);
  if (VarSpace == Space->Space)
    return;
  problem(M, DiagID::OperandKind, Base->Range,
          "the " + std::string(Role) + " variable " + quoted(Base->Text) +
              " is in " +
              quoted(S->Space.empty() ? "no state space" : S->Space) +
              ", which does not match " + quoted(Space->Spelling));
}

/// A register of the source or destination against the instruction type.
void checkRegisterFits(FormMatch &M, const Expr &E, CheckContext &Ctx,
                       std::string_view Role, bool InVector) {
  const QualifierInfo *T = typeOf(M);
  const QualifierInfo *Have = registerType(E, Ctx);
  if (!T || !Have || registerFits(M.Form, *T, *Have, InVector))
    return;
  problem(M, DiagID::OperandType, E.Range,
          "register " + quoted(E.Text) + " of type " + quoted(Have->Spelling) +
              " cannot be the " + std::string(Role) + " of a " +
              quoted(T->Spelling) + " instruction");
}

/// A scalar source: a register of the type's size or an immediate.
void checkScalarValue(FormMatch &M, const Operand &O, CheckContext &Ctx,
                      std::string_view Role, bool InVector) {
  if (O.K != Operand::Kind::Expression) {
    problem(M, DiagID::OperandKind, O.Range,
            "the " + std::string(Role) + " must be a register or an immediate");
    return;
  }
  if (isRegisterName(*O.Value, Ctx))
    checkRegisterFits(M, *O.Value, Ctx, Role, InVector);
  else if (!isConstant(*O.Value))
    problem(M, DiagID::OperandKind, O.Range,
            "the " + std::string(Role) + " must be a register or an immediate");
}

//===----------------------------------------------------------------------===//
// st.async
//===----------------------------------------------------------------------===//

void checkStAsyncOperands(FormMatch &M, CheckContext &Ctx) {
  const auto &Ops = M.Inst.Operands;
  if (Ops.size() < 2 || Ops.size() > 3)
    return; // The operand checker reports the count.
  const QualifierInfo *T = typeOf(M);
  const QualifierInfo *V = M.vector();
  const QualifierInfo *Space = M.space();
  const Operand &Source = withoutParentheses(Ops[1]);
  bool WithMbarrier = Ops.size() == 3;

  if (WithMbarrier) {
    // ptxas: the mbarrier operand makes it the weak, shared-memory store.
    for (std::string_view Q : {".release", ".gpu", ".sys", ".global", ".mmio"})
      if (const Modifier *Mod = M.modifierFor(Q))
        problem(M, DiagID::QualifierConflict, Mod->Range,
                quoted(Q) + " cannot be used with an mbarrier operand; the "
                            "release store to global memory takes two "
                            "operands");
    if (!Space && !M.valueOf(slots::CompletionMechanism) &&
        !M.valueOf(slots::Scope))
      problem(M, DiagID::QualifierNeeds, M.Inst.Opcode.Range,
              "'st.async' with an mbarrier operand and no state space "
              "stores to '.shared::cluster' and needs the completion "
              "mechanism '.mbarrier::complete_tx::bytes'");
    if (T && T->Bits < 32)
      problem(M, DiagID::QualifierConflict, rangeOf(M, T),
              "the weak 'st.async' with an mbarrier operand stores 32- or "
              "64-bit values; " + quoted(T->Spelling) + " has " +
                  std::to_string(T->Bits) + " bits");
    if (V && T && V->Lanes * T->Bits > 128)
      problem(M, DiagID::QualifierConflict,
              rangeOf(M, V).merge(rangeOf(M, T)),
              "vector " + quoted(std::string(V->Spelling) +
                                 std::string(T->Spelling)) +
                  " is " + std::to_string(V->Lanes * T->Bits) +
                  " bits; 'st.async' stores at most 128 bits");
    checkVariableSpace(M, Ops[0], Ctx, "address");
    checkVariableSpace(M, Ops[2], Ctx, "mbarrier");
  } else {
    if (V)
      problem(M, DiagID::QualifierNotAllowed, rangeOf(M, V),
              "'st.async' without an mbarrier operand takes no vector");
    if (Source.K == Operand::Kind::Vector)
      problem(M, DiagID::OperandKind, Source.Range,
              "'st.async' without an mbarrier operand stores a scalar, not "
              "a vector");
    checkVariableSpace(M, Ops[0], Ctx, "address");
  }

  // The source. ptxas: a vector may stand where no vector qualifier is
  // written and a scalar where one is; a vector operand with a vector
  // qualifier has its lane count.
  if (Source.K == Operand::Kind::Vector) {
    if (!WithMbarrier)
      return;
    if (V && Source.Elements.size() != V->Lanes)
      problem(M, DiagID::OperandKind, Source.Range,
              "the source vector has " +
                  std::to_string(Source.Elements.size()) + " elements; " +
                  quoted(V->Spelling) + " needs " + std::to_string(V->Lanes));
    for (const Operand &E : Source.Elements)
      checkScalarValue(M, E, Ctx, "source", /*InVector=*/true);
    return;
  }
  checkScalarValue(M, Source, Ctx, "source", /*InVector=*/false);
}

constexpr NamedCheck Checks[] = {
    {"st-async-operands", checkStAsyncOperands},
};

} // namespace

const CheckTable ptxlint::AsyncStoreChecks = makeCheckTable(Checks);
