//===- ShuffleChecks.cpp - The custom check of shfl.sync and friends -------===//
//
// The operands of shfl, shfl.sync and prmt are data (MovShuffle.td:
// paired predicate, no special registers or variables, name+imm). What is
// left is a ptxas quirk that depends on the target, named by a CustomCheck
// record in src/ISA/MovShuffle.td; vote.sync, match.sync and redux.sync
// share it (WarpSync.td), and the messages name the form.
//
// Custom checks run before the operands are matched to the form: this one
// finds operands by position and stays quiet about a wrong operand count,
// which the operand checker reports.
//
//===----------------------------------------------------------------------===//

#include "MovShuffleHelpers.h"

#include "ConstantEval.h"
#include "OperandChecker.h"

using namespace ptxlint;
using namespace ptxlint::isa;
using namespace ptxlint::movshuffle;

namespace {

/// ptxas: for targets before sm_90 shfl.sync becomes a call of a library
/// function, whose arguments cannot be function names ("Call argument
/// 'dfunc' has illegal state space") and do not parse as `name+imm`.
/// Operands the form's specs already refuse are left to the operand
/// checker.
void checkShflSyncCallOperands(FormMatch &M, CheckContext &Ctx) {
  EntryList<OperandInfo> Specs = operandsOf(M.Form);
  if (!Ctx.Target || Ctx.Target->SM >= 90 ||
      M.Inst.operands().size() != Specs.size())
    return;
  std::string Target = std::string(Ctx.Target->Name);
  std::string Form = std::string(M.Form.Name); // shfl.sync, vote.sync, ...
  for (size_t I = 1; I < Specs.size(); ++I) {
    const Operand &O = withoutParentheses(M.Inst.operands()[I]);
    if (O.kind() != Operand::Kind::Expression || isConstant(*O.value()))
      continue;
    const Expr &E = *O.value();
    bool FloatOffset = false;
    const Expr *Name = E.K == Expr::Kind::Symbol ? &E : offsetBase(E, FloatOffset);
    if (!Name || FloatOffset || Name->K != Expr::Kind::Symbol)
      continue;
    NameKind Kind = kindOfName(*Name, Ctx);
    if (Name == &E && Kind == NameKind::Function && Specs[I].Functions)
      problem(M, DiagID::OperandKind, E.Range,
              "function " + quoted(E.text()) + " cannot be an operand of " +
                  Form + " for " + Target + ": ptxas makes " + Form +
                  " a call before sm_90, and a call "
                  "does not take a function's address");
    else if (Name != &E && Kind != NameKind::Function &&
             Kind != NameKind::Unknown && Kind != NameKind::Other)
      problem(M, DiagID::OperandKind, E.Range,
              quoted(sourceText(Ctx, E.Range)) + " cannot be an operand of " +
                  Form + " for " + Target + ": ptxas makes " + Form +
                  " a call before sm_90 and does not "
                  "parse 'name+offset' there; compute it into a register");
  }
}

constexpr NamedCheck Checks[] = {
    {"shfl-sync-call-operands", checkShflSyncCallOperands},
};

} // namespace

const CheckTable ptxlint::ShuffleChecks = makeCheckTable(Checks);
