//===- AsyncStoreChecks.cpp - Custom checks of st.bulk and multimem -------===//
//
// Rules of these instruction forms that the .td constraints cannot express.
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

//===----------------------------------------------------------------------===//
// st.bulk
//===----------------------------------------------------------------------===//

void checkStBulkOperands(FormMatch &M, CheckContext &Ctx) {
  const QualifierInfo *Space = M.space();
  if (Space && Space->Spelling == ".shared")
    problem(M, DiagID::QualifierNotAllowed, rangeOf(M, Space),
            "'st.bulk' takes '.shared::cta', not '.shared'");
  const auto &Ops = M.Inst.Operands;
  if (Ops.size() != 3)
    return;
  // The address.
  const Expr *Base = nullptr;
  if (const Symbol *S = addressVariable(Ops[0], Ctx, &Base)) {
    if (Space)
      problem(M, DiagID::OperandKind, Base->Range,
              "'st.bulk" + std::string(Space->Spelling) +
                  "' needs a register address; ptxas cannot use the "
                  "variable " + quoted(Base->Text) +
                  (S->Space == ".shared" ? std::string()
                                         : " (it is in " +
                                               std::string(S->Space) + ")"));
  }
}

//===----------------------------------------------------------------------===//
// multimem
//===----------------------------------------------------------------------===//

void checkMultimemOperands(FormMatch &M, CheckContext &Ctx) {
  const QualifierInfo *T = typeOf(M);
  const QualifierInfo *V = M.vector();
  // Types narrower than 32 bits exist only as vector elements.
  if (T && !V && T->Bits < 32)
    problem(M, DiagID::QualifierNeeds, rangeOf(M, T),
            quoted(T->Spelling) + " is " + std::to_string(T->Bits) +
                " bits wide; " + quoted(M.opcodeName()) +
                " needs a vector of it (.v2, .v4 or .v8) to move 32, 64 "
                "or 128 bits");
  const auto &Ops = M.Inst.Operands;
  size_t AddressIndex = M.Form.Name == std::string_view("multimem.ld_reduce") ? 1 : 0;
  if (Ops.size() <= AddressIndex)
    return;
  const Operand &A = Ops[AddressIndex];
  const Expr *Base = addressBase(A);
  if (Base && isRegisterName(*Base, Ctx)) {
    const QualifierInfo *RT = registerType(*Base, Ctx);
    if (RT && RT->Bits != 64)
      problem(M, DiagID::OperandType, Base->Range,
              "a multimem address is a 64-bit register; " +
                  quoted(Base->Text) + " is " + quoted(RT->Spelling));
  }
  checkVariableSpace(M, A, Ctx, "address");
  // ptxas: a generic multimem address may name a .global, .shared or .local
  // variable (ISA: .global only), but not a parameter or a .const one.
  const Expr *VarBase = nullptr;
  if (const Symbol *S = addressVariable(A, Ctx, &VarBase))
    if (!M.space() && (S->Space == ".param" || S->Space == ".const"))
      problem(M, DiagID::OperandKind, VarBase->Range,
              "variable " + quoted(VarBase->Text) + " is in " +
                  quoted(S->Space) +
                  ", which a generic multimem address cannot reach");
}

constexpr NamedCheck Checks[] = {
    {"st-bulk-operands", checkStBulkOperands},
    {"multimem-operands", checkMultimemOperands},
};

} // namespace

const CheckTable ptxlint::AsyncStoreChecks = makeCheckTable(Checks);
