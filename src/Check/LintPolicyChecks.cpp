//===- LintPolicyChecks.cpp - Cache policies and createpolicy operands ----===//
//
// cache-policy-uninitialized (PolicyOperand records), cache-policy-unused
// (PolicyResult), truncated-immediate (TruncatedImmediate),
// value-out-of-range (OperandValueRange) and values-out-of-order
// (OperandOrder).
//
//===----------------------------------------------------------------------===//

#include "Lint.h"

#include "ConstantEval.h"

#include <cmath>
#include <cstdio>

using namespace ptxlint;
using namespace ptxlint::lint;

namespace {

std::string formatNumber(double V) {
  char Buffer[64];
  std::snprintf(Buffer, sizeof Buffer, "%.9g", V);
  return Buffer;
}

/// A register operand: its name, or empty.
std::string_view registerName(const Operand *O) {
  if (!O || O->kind() != Operand::Kind::Expression ||
      O->value()->K != Expr::Kind::Symbol)
    return {};
  return O->value()->text();
}

void checkUninitializedPolicy(const FunctionFacts &F, const LintInstruction &LI) {
  for (uint16_t Spec : isa::policyOperands()) {
    std::string_view Name = registerName(LI.operand(Spec));
    if (Name.empty())
      continue; // No register written for it (most forms lack the spec).
    const RegisterFacts *R = F.reg(Name);
    if (!R || R->Writes || !R->Declared || R->Parameter || R->Ambiguous)
      continue;
    Diagnostic &D = F.warn(DiagID::CachePolicyUninitialized,
                           LI.operand(Spec)->range(), {Name});
    D.Notes.push_back({R->Declaration, "'" + std::string(Name) +
                                           "' is declared here"});
  }
}

void checkUnusedPolicy(const FunctionFacts &F, const LintInstruction &LI) {
  for (uint16_t Spec : isa::policyResults()) {
    std::string_view Name = registerName(LI.operand(Spec));
    if (Name.empty())
      continue; // No register written for it.
    const RegisterFacts *R = F.reg(Name);
    // Every appearance is as the result of a createpolicy: nothing reads it.
    if (R && !R->Parameter && !R->Ambiguous && R->PolicyWrites == R->Appearances)
      F.warn(DiagID::CachePolicyUnused, LI.operand(Spec)->range(), {Name});
  }
}

void checkTruncated(const FunctionFacts &F, const LintInstruction &LI) {
  for (const isa::TruncatedImmediateInfo &T : isa::truncatedImmediates()) {
    const Operand *O = LI.operand(T.Operand);
    if (!O || O->kind() != Operand::Kind::Expression ||
        !isConstant(*O->value()) || hasFloatLiteral(*O->value()))
      continue;
    std::optional<int64_t> Value = evaluateInteger(*O->value());
    if (!Value || T.Bits >= 64)
      continue;
    // A value fits if it is one as unsigned or as signed (-1 is the
    // largest size, as ptxas reads it).
    uint64_t Mask = (uint64_t(1) << T.Bits) - 1;
    int64_t SignedMin = -(int64_t(1) << (T.Bits - 1));
    if (*Value >= SignedMin && (*Value < 0 || static_cast<uint64_t>(*Value) <= Mask))
      continue;
    F.warn(DiagID::TruncatedImmediate, O->range(),
           {isa::operandSpec(T.Operand).Name, F.text(O->range()),
            std::to_string(T.Bits),
            std::to_string(static_cast<uint64_t>(*Value) & Mask)});
  }
}

/// "(0, 1]" for messages.
std::string describeRange(const isa::OperandValueRangeInfo &R) {
  return (R.MinExclusive ? "(" : "[") + formatNumber(R.Min) + ", " +
         formatNumber(R.Max) + "]";
}

void checkValueRange(const FunctionFacts &F, const LintInstruction &LI,
                     size_t At) {
  for (const isa::OperandValueRangeInfo &R : isa::operandValueRanges()) {
    const Operand *O = LI.operand(R.Operand);
    // Constants are ptxas's to check (and the checker's errors).
    if (!O || O->kind() != Operand::Kind::Expression || isConstant(*O->value()))
      continue;
    SourceRange SetAt;
    std::optional<double> Value = F.floatValue(*O->value(), At, &SetAt);
    if (!Value)
      continue;
    // The operand is 32 bits: judge the value as the register holds it.
    double Held = static_cast<float>(*Value);
    bool Inside = (R.MinExclusive ? Held > R.Min : Held >= R.Min) && Held <= R.Max;
    if (Inside)
      continue;
    F.warn(DiagID::ValueOutOfRange, O->range(),
           {isa::operandSpec(R.Operand).Name, F.text(O->range()),
            std::isnan(Held) ? "not a number" : formatNumber(Held),
            F.Ctx.position(SetAt), describeRange(R)});
  }
}

void checkValueOrder(const FunctionFacts &F, const LintInstruction &LI,
                     size_t At) {
  for (const isa::OperandOrderInfo &R : isa::operandOrders()) {
    const Operand *Lesser = LI.operand(R.Lesser);
    const Operand *Greater = LI.operand(R.Greater);
    if (!Lesser || !Greater || Lesser->kind() != Operand::Kind::Expression ||
        Greater->kind() != Operand::Kind::Expression)
      continue;
    // Two constants are ptxas's to check.
    if (isConstant(*Lesser->value()) && isConstant(*Greater->value()))
      continue;
    SourceRange LesserSet, GreaterSet;
    std::optional<int64_t> L = F.integerValue(*Lesser->value(), At, &LesserSet);
    std::optional<int64_t> G =
        F.integerValue(*Greater->value(), At, &GreaterSet);
    if (!L || !G || R.Bits > 64)
      continue;
    uint64_t Mask = R.Bits == 64 ? ~uint64_t(0) : (uint64_t(1) << R.Bits) - 1;
    uint64_t LV = static_cast<uint64_t>(*L) & Mask;
    uint64_t GV = static_cast<uint64_t>(*G) & Mask;
    if (LV <= GV)
      continue;
    auto Describe = [&](const Operand &O, uint64_t V, SourceRange Set) {
      std::string Text = std::to_string(V);
      if (!isConstant(*O.value()))
        Text += " ('" + F.text(O.range()) + "', set at " + F.Ctx.position(Set) +
                ")";
      return Text;
    };
    F.warn(DiagID::ValuesOutOfOrder, Lesser->range(),
           {isa::operandSpec(R.Lesser).Name, Describe(*Lesser, LV, LesserSet),
            isa::operandSpec(R.Greater).Name,
            Describe(*Greater, GV, GreaterSet)});
  }
}

} // namespace

void lint::lintPolicies(const FunctionFacts &F) {
  bool Uninitialized = F.enabled(DiagID::CachePolicyUninitialized);
  bool Unused = F.enabled(DiagID::CachePolicyUnused);
  bool Truncated = F.enabled(DiagID::TruncatedImmediate);
  bool Range = F.enabled(DiagID::ValueOutOfRange);
  bool Order = F.enabled(DiagID::ValuesOutOfOrder);
  for (size_t At = 0; At < F.Instructions.size(); ++At) {
    F.prefetchAhead(At);
    const LintInstruction &LI = F.Instructions[At];
    if (!LI.clean() || !LI.form())
      continue;
    if (Uninitialized)
      checkUninitializedPolicy(F, LI);
    if (Unused)
      checkUnusedPolicy(F, LI);
    if (Truncated)
      checkTruncated(F, LI);
    if (Range)
      checkValueRange(F, LI, At);
    if (Order)
      checkValueOrder(F, LI, At);
  }
}
