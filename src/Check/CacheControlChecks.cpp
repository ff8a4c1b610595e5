//===- CacheControlChecks.cpp - Custom checks of the CacheControl forms ---===//
//
// Rules of prefetch, prefetchu, applypriority, discard and createpolicy
// that the .td constraints cannot express. Each is named by a CustomCheck
// record in src/ISA/CacheControl.td, which also says where ptxas and the
// ISA text differ.
//
// Custom checks run before the operands are matched to the form, so they
// read the instruction's operands themselves and stay quiet about operands
// of the wrong kind or number: the operand checker reports those.
//
//===----------------------------------------------------------------------===//

#include "CustomChecks.h"

#include "AddressChecker.h"
#include "ConstantEval.h"
#include "OperandChecker.h"

#include <cmath>
#include <cstdio>
#include <optional>

using namespace ptxlint;
using namespace ptxlint::isa;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The instruction's operand that the form's operand named Name describes,
/// or null if the instruction does not have it (the operand checker
/// reports a wrong count).
const Operand *operandNamed(const FormMatch &M, std::string_view Name) {
  EntryList<OperandInfo> Specs = operandsOf(M.Form);
  for (size_t I = 0; I < Specs.size(); ++I)
    if (Specs[I].Name == Name)
      return I < M.Inst.operands().size()
                 ? &withoutParentheses(M.Inst.operands()[I])
                 : nullptr;
  return nullptr;
}

/// The first address operand, if it is written as an address.
const Operand *addressOperand(const FormMatch &M) {
  EntryList<OperandInfo> Specs = operandsOf(M.Form);
  for (size_t I = 0; I < Specs.size() && I < M.Inst.operands().size(); ++I)
    if (Specs[I].Kind == OperandKind::Address)
      return M.Inst.operands()[I].kind() == Operand::Kind::Address
                 ? &M.Inst.operands()[I]
                 : nullptr;
  return nullptr;
}

/// The symbol an address operand is based on (`rd8` of `[rd8+4]`), or
/// null.
const Expr *addressSymbol(const FormMatch &M) {
  const Operand *A = addressOperand(M);
  const Expr *Base = A ? addressBase(*A) : nullptr;
  return Base && Base->K == Expr::Kind::Symbol ? Base : nullptr;
}

/// The state space of the variable a generic address names ("" when the
/// address has a state space or is not a variable).
std::string_view genericVariableSpace(const FormMatch &M, const CheckContext &Ctx,
                                      const Expr *Base) {
  const Symbol *S = Base ? Ctx.Symbols.lookup(Base->text()) : nullptr;
  if (M.space() || !S || S->Kind != SymbolKind::Variable)
    return {};
  const QualifierInfo *Space =
      findQualifier(S->facts().Space, QualifierKind::Space);
  return Space ? Space->Space : std::string_view();
}

/// Whether the address is an 8- or 16-bit register outside .local.
bool narrowRegisterAddress(const FormMatch &M, const CheckContext &Ctx,
                           const Expr *Base) {
  const Symbol *S = Base ? Ctx.Symbols.lookup(Base->text()) : nullptr;
  if (!S || S->Kind != SymbolKind::Register ||
      (M.space() && M.space()->Space == "local"))
    return false;
  const QualifierInfo *Type = findType(S->facts().Type);
  return Type && Type->TypeClass != "f" && Type->TypeClass != "pred" &&
         Type->Bits < 32;
}

/// ptxas 13.0 fails (C7901) on 8- and 16-bit address registers outside
/// .local for sm_100 and later (it only warns for earlier targets).
void checkNarrowRegisterFailure(FormMatch &M, const CheckContext &Ctx) {
  const Expr *Base = addressSymbol(M);
  if (Ctx.Target && Ctx.Target->SM >= 100 && narrowRegisterAddress(M, Ctx, Base))
    M.problem(DiagID::InvalidInstruction, Base->Range, [&] {
      return "ptxas 13.0 fails with an internal compiler error (C7901) on the "
             "narrow address register " +
             quoted(Base->text()) + " for " + std::string(Ctx.Target->Name) +
             "; use a 64-bit address register";
    });
}

//===----------------------------------------------------------------------===//
// The checks
//===----------------------------------------------------------------------===//

/// ptxas fails on these valid lines; a module holding one does not build.
void prefetchPtxasFailures(FormMatch &M, CheckContext &Ctx) {
  checkNarrowRegisterFailure(M, Ctx);
  const Expr *Base = addressSymbol(M);
  std::string_view Space = genericVariableSpace(M, Ctx, Base);
  if (!Ctx.Target || Space.empty())
    return;
  if (Space == "local" && Ctx.Target->SM >= 100)
    M.problem(DiagID::InvalidInstruction, Base->Range, [&] {
      return "ptxas 13.0 fails with an internal compiler error (C7901) on a "
             "generic prefetch of the .local variable " +
             quoted(Base->text()) + " for " + std::string(Ctx.Target->Name) +
             "; write prefetch.local instead";
    });
  else if (Space == "shared" && Ctx.Target->SM < 80)
    M.problem(DiagID::InvalidInstruction, Base->Range, [&] {
      return "ptxas 13.0 crashes on a generic prefetch of the .shared "
             "variable " +
             quoted(Base->text()) + " for " + std::string(Ctx.Target->Name) +
             " (a prefetch of shared memory does nothing; remove it)";
    });
}

void applyPriorityPtxasFailures(FormMatch &M, CheckContext &Ctx) {
  checkNarrowRegisterFailure(M, Ctx);
}

void discardPtxasFailures(FormMatch &M, CheckContext &Ctx) {
  const Expr *Base = addressSymbol(M);
  std::string_view Space = genericVariableSpace(M, Ctx, Base);
  if (Ctx.Target && Space == "shared" && Ctx.Target->SM >= 100)
    M.problem(DiagID::InvalidInstruction, Base->Range, [&] {
      return "ptxas 13.0 fails with an internal compiler error (C7901) on a "
             "generic discard of the .shared variable " +
             quoted(Base->text()) + " for " + std::string(Ctx.Target->Name) +
             "; discard works on global memory";
    });
}

/// Register-or-constant operands take neither special registers (ptxas:
/// "Special register argument not allowed") nor the names of variables,
/// functions or labels.
std::string describeSize(const CheckContext &Ctx, const Operand &O,
                         int64_t Written, uint32_t Truncated) {
  std::string Text = quoted(sourceText(Ctx, O.range()));
  if (static_cast<uint64_t>(Written) != Truncated)
    Text += " (" + std::to_string(Truncated) + " as a 32-bit value)";
  return Text;
}

/// ptxas truncates immediate sizes to 32 bits and compares them unsigned.
void createPolicyRangeSizes(FormMatch &M, CheckContext &Ctx) {
  const Operand *Primary = operandNamed(M, "primary-size");
  const Operand *Total = operandNamed(M, "total-size");
  if (!Primary || !Total || Primary->kind() != Operand::Kind::Expression ||
      Total->kind() != Operand::Kind::Expression ||
      floatConstantBits(*Primary->value()) ||
      floatConstantBits(*Total->value()))
    return;
  std::optional<int64_t> P = evaluateInteger(*Primary->value());
  std::optional<int64_t> T = evaluateInteger(*Total->value());
  if (!P || !T)
    return;
  uint32_t P32 = static_cast<uint32_t>(*P), T32 = static_cast<uint32_t>(*T);
  if (P32 > T32)
    M.problem(DiagID::ImmediateRange, Primary->range(), [&] {
      return "primary-size " + describeSize(Ctx, *Primary, *P, P32) +
             " is greater than total-size " +
             describeSize(Ctx, *Total, *T, T32);
    });
}

std::string formatFloat(double V) {
  char Buffer[64];
  std::snprintf(Buffer, sizeof Buffer, "%.9g", V);
  return Buffer;
}

/// The fraction is rounded to .f32, then must be in (0, 1]. (Its register
/// types are the operand's RegisterTypes.)
void createPolicyFraction(FormMatch &M, CheckContext &Ctx) {
  const Operand *Fraction = operandNamed(M, "fraction");
  if (!Fraction || Fraction->kind() != Operand::Kind::Expression)
    return;
  const Expr &E = *Fraction->value();
  if (registerType(E, Ctx))
    return;
  std::optional<double> Value = evaluateFloat(E);
  if (!Value)
    return; // Not a float: the operand checker reports the kind.
  float Rounded = static_cast<float>(*Value);
  if (Rounded > 0.0f && Rounded <= 1.0f)
    return;
  std::string Have = quoted(sourceText(Ctx, Fraction->range()));
  if (std::isnan(Rounded))
    Have += ", not a number";
  else if (static_cast<double>(Rounded) != *Value)
    Have += ", " + formatFloat(Rounded) + " as .f32";
  M.problem(DiagID::ImmediateRange, Fraction->range(), [&] {
    return "the fraction must be in (0, 1] (greater than 0, at "
           "most 1); it is " +
           Have;
  });
}

constexpr NamedCheck Checks[] = {
    {"prefetch-ptxas-failures", prefetchPtxasFailures},
    {"applypriority-ptxas-failures", applyPriorityPtxasFailures},
    {"discard-ptxas-failures", discardPtxasFailures},
    {"createpolicy-range-sizes", createPolicyRangeSizes},
    {"createpolicy-fraction", createPolicyFraction},
};

} // namespace

const CheckTable ptxlint::CacheControlChecks = makeCheckTable(Checks);
