//===- TensorCopyChecks.cpp - Custom checks of the tensor copies and tensormap.replace ---===//
//
// Rules of these instruction forms that the .td constraints cannot express.
// Each is named by a CustomCheck record in src/ISA/TensorCopy.td, which
// also says where ptxas and the ISA text differ.
//
// Custom checks run before the operands are matched to the form, so they
// find the operands themselves (skipping those whose qualifier is not
// written) and stay quiet about operands of the wrong kind or number: the
// operand checker reports those.
//
//===----------------------------------------------------------------------===//

#include "CustomChecks.h"

#include "ConstantEval.h"
#include "OperandChecker.h"

#include <optional>

using namespace ptxlint;
using namespace ptxlint::isa;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The instruction's operand that the form's operand Name describes, given
/// the qualifiers written; null if it is not there.
const Operand *operandNamed(const FormMatch &M, std::string_view Name) {
  size_t Index = 0;
  for (const OperandInfo &O : operandsOf(M.Form)) {
    EntryList<QualifierInfo> With = presentWith(O);
    bool Present = With.empty();
    for (const QualifierInfo &Q : With)
      Present = Present || M.has(Q.Spelling);
    if (!Present)
      continue;
    if (O.Name == Name)
      return Index < M.Inst.operands().size()
                 ? &withoutParentheses(M.Inst.operands()[Index])
                 : nullptr;
    ++Index;
  }
  return nullptr;
}

bool isIntegerType(const QualifierInfo &T) {
  return T.TypeClass == "b" || T.TypeClass == "u" || T.TypeClass == "s";
}

bool isSpecialRegister(const Expr &E, const CheckContext &Ctx) {
  return E.K == Expr::Kind::Symbol && !Ctx.Symbols.lookup(E.text()) &&
         findSpecialRegister(E.text());
}

/// Checks that Base, the base of an address, is a 32- or 64-bit integer
/// register or a variable of one of Spaces (AddressSpaceBits).
void checkAddressBase(FormMatch &M, const CheckContext &Ctx, const Expr &Base,
                      std::string_view Name, uint8_t Spaces,
                      std::string_view SpaceWords) {
  if (isSpecialRegister(Base, Ctx)) {
    M.problem(DiagID::OperandKind, Base.Range, [&] {
      return "special register " + quoted(Base.text()) + " cannot be the " +
             std::string(Name) + " address";
    });
    return;
  }
  const Symbol *S = Ctx.Symbols.lookup(Base.text());
  if (!S)
    return; // Undeclared: reported with the module's names.
  switch (S->Kind) {
  case SymbolKind::Register: {
    const QualifierInfo *Type = findType(S->facts().Type);
    if (Type && (!isIntegerType(*Type) || (Type->Bits != 32 && Type->Bits != 64)))
      M.problem(DiagID::OperandType, Base.Range, [&] {
        return "register " + quoted(Base.text()) + " of type " +
               quoted(Type->Spelling) + " cannot hold the " +
               std::string(Name) +
               " address; use a 32- or 64-bit integer or bit-size register";
      });
    return;
  }
  case SymbolKind::Variable: {
    if (declaredSpaceBit(S->facts().Space) & Spaces)
      return;
    M.problem(DiagID::InvalidInstruction, Base.Range, [&] {
      return quoted(Base.text()) + " is a " + std::string(S->facts().Space) +
             " variable; the " + std::string(Name) + " operand needs " +
             std::string(SpaceWords);
    });
    return;
  }
  default:
    M.problem(DiagID::OperandKind, Base.Range, [&] {
      return quoted(Base.text()) +
             " is not a register or a variable and cannot "
             "be the " +
             std::string(Name) + " address";
    });
  }
}

//===----------------------------------------------------------------------===//
// The checks
//===----------------------------------------------------------------------===//

/// The tensor map of `[tensorMap, {coordinates}]`; the tuple's shape and
/// the coordinates are the operand checker's (TCTensorMap's parts).
void tensorMapOperand(FormMatch &M, CheckContext &Ctx) {
  const Operand *A = operandNamed(M, "tensor-map");
  if (!A || A->kind() != Operand::Kind::Address || A->elements().size() != 2 ||
      A->elements()[0].kind() != Operand::Kind::Expression ||
      A->elements()[0].value()->K != Expr::Kind::Symbol)
    return;
  // The spaces a tensor map variable may be in are its part's record's.
  const AddressInfo *Where = nullptr;
  for (const OperandInfo &O : operandsOf(M.Form))
    if (O.Name == "tensor-map" && !partsOf(O).empty())
      Where = addressOf(partsOf(O)[0]);
  if (!Where)
    return;
  std::string Spaces;
  for (uint8_t Bit = SpaceGlobalBit; Bit <= SpaceParamBit; Bit <<= 1)
    if (Where->VariableSpaces & Bit)
      Spaces += (Spaces.empty() ? "" : " or ") + std::string(addressSpaceName(Bit));
  checkAddressBase(M, Ctx, *A->elements()[0].value(), "tensor-map",
                   Where->VariableSpaces,
                   "a register or a " + Spaces +
                       " variable (ptxas takes a "
                       "tensor map of another space only through its generic "
                       "address in a register)");
}

constexpr NamedCheck Checks[] = {
    {"tensor-map-operand", tensorMapOperand},
};

} // namespace

const CheckTable ptxlint::TensorCopyChecks = makeCheckTable(Checks);
