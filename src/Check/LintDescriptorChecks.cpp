//===- LintDescriptorChecks.cpp - L2 policy descriptors as constants ------===//
//
// invalid-policy-descriptor and undefined-access-property
// (src/Basic/PolicyDiagnostics.td). libcu++ encodes cache policies itself
// and nvcc moves them into the `.L2::cache_hint` operand as constants
// (`mov.u64 %rd7, 1220475499017404416;`, or a `selp` between two); the bits
// are judged by decodeDescriptor (include/ptxlint/AccessProperty.h).
//
//===----------------------------------------------------------------------===//

#include "Lint.h"

#include "ConstantEval.h"

#include "ptxlint/AccessProperty.h"

using namespace ptxlint;
using namespace ptxlint::lint;

namespace {

/// A constant that certainly reaches an operand, and where it is written.
struct ReachingConstant {
  uint64_t Bits;
  SourceRange SetAt; ///< The constant in the instruction that writes it.
};

std::optional<uint64_t> integerConstant(const Operand &O) {
  if (O.kind() != Operand::Kind::Expression || !O.value() ||
      !isConstant(*O.value()) || hasFloatLiteral(*O.value()))
    return std::nullopt;
  std::optional<int64_t> V = evaluateInteger(*O.value());
  if (!V)
    return std::nullopt;
  return static_cast<uint64_t>(*V);
}

/// The constants that may reach operand O of instruction At: O itself, or
/// what the only writer of the register moves into it (mov, either side of
/// a selp). A createpolicy.cvt of a constant is reported at itself.
std::vector<ReachingConstant> reaching(const FunctionFacts &F, const Operand &O,
                                       size_t At) {
  if (std::optional<uint64_t> V = integerConstant(O))
    return {{*V, O.range()}};
  if (O.kind() != Operand::Kind::Expression || !O.value() ||
      O.value()->K != Expr::Kind::Symbol)
    return {};
  const LintInstruction *W = F.onlyWriter(O.value()->text(), At);
  if (!W || W->Inst->Pred)
    return {};
  const Instruction &I = *W->Inst;
  std::vector<ReachingConstant> Out;
  auto Add = [&](size_t N) {
    if (N < I.operands().size())
      if (std::optional<uint64_t> V = integerConstant(I.operands()[N]))
        Out.push_back({*V, I.operands()[N].range()});
  };
  std::string_view Name = I.Opcode.text();
  if (Name == "mov" && I.operands().size() == 2)
    Add(1);
  else if (Name == "selp" && I.operands().size() == 4) {
    Add(1);
    Add(2);
  }
  return Out;
}

void checkBits(const FunctionFacts &F, const Operand &O,
               const ReachingConstant &C) {
  DescriptorInfo D = decodeDescriptor(C.Bits);
  if (D.valid())
    return;
  std::string What = descriptorHex(C.Bits);
  if (C.SetAt != O.range())
    What = "cache policy '" + F.text(O.range()) + "' (" + What + ", set at " +
           F.Ctx.position(C.SetAt) + ")";
  std::string Why;
  for (const std::string &P : D.Problems)
    Why += (Why.empty() ? "" : "; ") + P;
  F.warn(DiagID::InvalidPolicyDescriptor, O.range(), {What, Why});
}

void checkRange(const FunctionFacts &F, const LintInstruction &LI, size_t At) {
  const NodeList<Operand> &Ops = LI.Inst->operands();
  if (Ops.size() != 4)
    return;
  if (Ops[1].kind() == Operand::Kind::Address) {
    auto [Space, Description] = F.genericTarget(Ops[1], At);
    if (Space == "shared" || Space == "local")
      F.warn(DiagID::UndefinedAccessProperty, Ops[1].range(),
             {"residence control for " + Description +
              ", is undefined: range policies apply to global memory only "
              "(cuda::access_property::shared takes none)"});
  }
  if (Ops[3].kind() == Operand::Kind::Expression && Ops[3].value()) {
    SourceRange SetAt;
    std::optional<int64_t> Total = F.integerValue(*Ops[3].value(), At, &SetAt);
    if (Total && *Total == 0)
      F.warn(DiagID::UndefinedAccessProperty, Ops[3].range(),
             {"total-size is 0" +
              (isConstant(*Ops[3].value())
                   ? std::string()
                   : " (set at " + F.Ctx.position(SetAt) + ")") +
              ": a range policy over an empty range is undefined"});
  }
}

} // namespace

void lint::lintDescriptors(const FunctionFacts &F) {
  bool Invalid = F.enabled(DiagID::InvalidPolicyDescriptor);
  bool Undefined = F.enabled(DiagID::UndefinedAccessProperty);
  if (!Invalid && !Undefined)
    return;
  for (size_t At = 0; At < F.Instructions.size(); ++At) {
    F.prefetchAhead(At);
    const LintInstruction &LI = F.Instructions[At];
    if (!LI.clean() || !LI.form())
      continue;
    bool CreatePolicy = LI.opcodeName() == "createpolicy";
    if (Invalid) {
      for (uint16_t Spec : isa::policyOperands())
        if (const Operand *O = LI.operand(Spec))
          for (const ReachingConstant &C : reaching(F, *O, At))
            checkBits(F, *O, C);
      // createpolicy.cvt of a constant: the constant is the policy.
      if (CreatePolicy && LI.modifier(".cvt") &&
          LI.Inst->operands().size() == 2)
        if (std::optional<uint64_t> V = integerConstant(LI.Inst->operands()[1]))
          checkBits(F, LI.Inst->operands()[1],
                    {*V, LI.Inst->operands()[1].range()});
    }
    if (Undefined && CreatePolicy && LI.modifier(".range"))
      checkRange(F, LI, At);
  }
}
