//===- ShuffleChecks.cpp - Custom checks of shfl, shfl.sync and prmt ---===//
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
// shfl, shfl.sync and prmt
//===----------------------------------------------------------------------===//

/// A value operand of shfl or prmt (the operand checker has judged
/// registers and constants): no special registers and no variables;
/// function names only where Functions allows them; `register+imm` is the
/// register.
void checkValueOperand(FormMatch &M, CheckContext &Ctx, const Operand &O,
                       const QualifierInfo *Type, bool Functions) {
  if (O.K != Operand::Kind::Expression)
    return; // The operand checker reports the kind.
  std::string Role = "an operand of " + opcodeText(M);
  if (O.PairedSink) {
    problem(M, DiagID::OperandKind, O.Range,
            "only the destination of " + opcodeText(M) + " may carry '|_'");
    return;
  }
  const Expr &E = *O.Value;
  if (isConstant(E))
    return;
  bool FloatOffset = false;
  const Expr *Name = E.K == Expr::Kind::Symbol ? &E : offsetBase(E, FloatOffset);
  if (!Name || Name->K == Expr::Kind::Index) {
    problem(M, DiagID::OperandKind, E.Range,
            quoted(sourceText(Ctx, E.Range)) + " cannot be " + Role +
                "; write a register or a constant");
    return;
  }
  if (FloatOffset) {
    problem(M, DiagID::OperandKind, E.Range,
            "the offset added to " + quoted(Name->Text) +
                " must be an integer constant");
    return;
  }
  switch (kindOfName(*Name, Ctx)) {
  case NameKind::Unknown:
    return;
  case NameKind::Register:
    // ptxas: `register+imm` needs a register of a suitable kind, of any
    // width, except in the member mask.
    if (Name != &E && Type)
      if (const QualifierInfo *Have = registerType(*Name, Ctx))
        if (!(Functions ? registerFits(M.Form, *Type, Have->TypeClass, Type->Bits)
                        : fits(M, *Type, *Have)))
          registerMismatch(M, *Name, *Have, *Type, "operand");
    return;
  case NameKind::Special:
    // ptxas: `%laneid+1` is accepted, `%laneid` is not.
    if (Name == &E)
      problem(M, DiagID::OperandKind, Name->Range,
              "special register " + quoted(sourceText(Ctx, Name->Range)) +
                  " cannot be " + Role + "; copy it to a register with mov "
                  "first");
    return;
  case NameKind::Variable:
    // ptxas: `variable+imm` is accepted as a constant address.
    if (Name == &E)
      problem(M, DiagID::OperandKind, Name->Range,
              quoted(Name->Text) + " is a variable; it cannot be " + Role +
                  " (move its address to a register with mov first)");
    return;
  case NameKind::Function:
    if (!Functions || Name != &E)
      problem(M, DiagID::OperandKind, Name->Range,
              "function " + quoted(Name->Text) + " cannot be " +
                  (Functions ? Role + " in an arithmetic expression"
                             : "the member mask; write a register or an "
                               "integer constant"));
    return;
  case NameKind::Other:
    problem(M, DiagID::OperandKind, Name->Range,
            quoted(Name->Text) + " is a label; it cannot be " + Role);
    return;
  }
}

/// The destination register of shfl and prmt; PredicateOutput allows
/// `d|p` and `d|_` (shfl).
void checkShuffleDestination(FormMatch &M, CheckContext &Ctx, const Operand &O,
                             const QualifierInfo *Type, bool PredicateOutput) {
  auto Wrong = [&](SourceRange Where, std::string Why) {
    problem(M, DiagID::OperandKind, Where, std::move(Why));
  };
  if (O.K == Operand::Kind::Sink)
    return Wrong(O.Range, opcodeText(M) + " cannot discard its result; the "
                                          "destination must be a register");
  if (O.K != Operand::Kind::Expression)
    return Wrong(O.Range, "the destination of " + opcodeText(M) +
                              " must be a register");
  const Expr *E = O.Value.get();
  if (E->K == Expr::Kind::Binary && E->Text == "|") {
    if (!PredicateOutput)
      return Wrong(O.Range, opcodeText(M) + " has no predicate output");
    const Expr &P = *E->Operands[1];
    const QualifierInfo *PType = registerType(P, Ctx);
    NameKind PKind = kindOfName(P, Ctx);
    if (PKind != NameKind::Unknown || P.K != Expr::Kind::Symbol)
      if (!PType || PType->TypeClass != "pred")
        Wrong(P.Range, "the output after '|' must be a .pred register; " +
                           quoted(sourceText(Ctx, P.Range)) + " is not one");
    E = E->Operands[0].get();
  }
  switch (kindOfName(*E, Ctx)) {
  case NameKind::Unknown:
    if (E->K != Expr::Kind::Symbol)
      Wrong(E->Range, "the destination of " + opcodeText(M) +
                          " must be a register");
    return;
  case NameKind::Register:
    if (E->K == Expr::Kind::Index)
      return Wrong(E->Range, "the destination of " + opcodeText(M) +
                                 " must be a register");
    if (Type)
      if (const QualifierInfo *Have = registerType(*E, Ctx))
        if (!fits(M, *Type, *Have))
          registerMismatch(M, *E, *Have, *Type, "destination");
    return;
  case NameKind::Special:
    return Wrong(E->Range, "special register " +
                               quoted(sourceText(Ctx, E->Range)) +
                               " cannot be the destination of " + opcodeText(M));
  default:
    return Wrong(E->Range, "the destination of " + opcodeText(M) +
                               " must be a register; " + quoted(E->Text) +
                               " is not one");
  }
}

/// ptxas: for targets before sm_90 shfl.sync becomes a call of a library
/// function, whose arguments cannot be function names ("Call argument
/// 'dfunc' has illegal state space") and do not parse as `name+imm`.
void checkLoweredShflSync(FormMatch &M, CheckContext &Ctx, const Operand &O) {
  if (O.K != Operand::Kind::Expression || isConstant(*O.Value))
    return;
  const Expr &E = *O.Value;
  bool FloatOffset = false;
  const Expr *Name = E.K == Expr::Kind::Symbol ? &E : offsetBase(E, FloatOffset);
  if (!Name || FloatOffset)
    return;
  NameKind Kind = kindOfName(*Name, Ctx);
  std::string Target = std::string(Ctx.Target->Name);
  if (Name == &E && Kind == NameKind::Function)
    problem(M, DiagID::OperandKind, E.Range,
            "function " + quoted(E.Text) + " cannot be an operand of " +
                "shfl.sync for " + Target +
                ": ptxas makes shfl.sync a call before sm_90, and a call "
                "does not take a function's address");
  else if (Name != &E && Kind != NameKind::Function && Kind != NameKind::Unknown)
    problem(M, DiagID::OperandKind, E.Range,
            quoted(sourceText(Ctx, E.Range)) + " cannot be an operand of " +
                "shfl.sync for " + Target +
                ": ptxas makes shfl.sync a call before sm_90 and does not "
                "parse 'name+offset' there; compute it into a register");
}

void checkShflOperands(FormMatch &M, CheckContext &Ctx) {
  EntryList<OperandInfo> Specs = operandsOf(M.Form);
  const QualifierInfo *T = typeOf(M);
  if (M.Inst.Operands.size() != Specs.size())
    return;
  checkShuffleDestination(M, Ctx, withoutParentheses(M.Inst.Operands[0]), T,
                          /*PredicateOutput=*/true);
  bool Sync = false;
  for (size_t I = 1; I < Specs.size(); ++I)
    Sync = Sync || Specs[I].FixedType >= 0;
  for (size_t I = 1; I < Specs.size(); ++I) {
    bool Mask = Specs[I].FixedType >= 0;
    const QualifierInfo *Want =
        Mask ? &qualifier(static_cast<uint16_t>(Specs[I].FixedType)) : T;
    size_t Before = M.Problems.size();
    const Operand &O = withoutParentheses(M.Inst.Operands[I]);
    checkValueOperand(M, Ctx, O, Want, /*Functions=*/!Mask);
    if (Sync && Ctx.Target && Ctx.Target->SM < 90 && M.Problems.size() == Before)
      checkLoweredShflSync(M, Ctx, O);
  }
}

void checkPrmtOperands(FormMatch &M, CheckContext &Ctx) {
  EntryList<OperandInfo> Specs = operandsOf(M.Form);
  const QualifierInfo *T = typeOf(M);
  if (M.Inst.Operands.size() != Specs.size())
    return;
  checkShuffleDestination(M, Ctx, withoutParentheses(M.Inst.Operands[0]), T,
                          /*PredicateOutput=*/false);
  for (size_t I = 1; I < Specs.size(); ++I)
    checkValueOperand(M, Ctx, withoutParentheses(M.Inst.Operands[I]), T,
                      /*Functions=*/true);
}

constexpr NamedCheck Checks[] = {
    {"shfl-operands", checkShflOperands},
    {"prmt-operands", checkPrmtOperands},
};

} // namespace

const CheckTable ptxlint::ShuffleChecks = makeCheckTable(Checks);
