//===- AddressSpaceChecks.cpp - isspacep, cvta, mapa, getctarank -----------===//
//
// Rules of these instruction forms that the .td constraints cannot express.
// Each is named by a CustomCheck record in src/ISA/AddressSpace.td, which
// also says where ptxas and the ISA text differ.
//
// The address operands of these instructions are values, not bracketed
// memory operands. Those of isspacep, mapa and getctarank are data
// (AddressSpec records, judged by AddressChecker.cpp); cvta's source, whose
// rules change with the direction, is judged here from the same
// classification (classifyValueAddress).
//
// Custom checks run before the operands are matched to the form: they read
// the instruction's operands by position and stay quiet about operands
// that are missing (the operand checker reports a wrong count).
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

/// The instruction's operand at Index, or null.
const Operand *operandAt(const FormMatch &M, size_t Index) {
  return Index < M.Inst.operands().size() ? &M.Inst.operands()[Index] : nullptr;
}

/// "'mapa'", "'cvta.to'": the instruction as messages name it.
std::string instructionName(const FormMatch &M) {
  return quoted(std::string(M.Inst.Opcode.text()) +
                (M.has(".to") ? ".to" : ""));
}

bool isSpecialRegisterName(const Expr &E, const CheckContext &Ctx) {
  return E.K == Expr::Kind::Symbol && !Ctx.Symbols.lookup(E.text()) &&
         findSpecialRegister(E.text());
}

bool isIntegerType(const QualifierInfo &T) {
  return T.TypeClass == "b" || T.TypeClass == "u" || T.TypeClass == "s";
}

/// A register of the type an instruction of type Wanted reads: an integer
/// or bit-size register of the same width.
bool fitsExactly(const QualifierInfo &Register, const QualifierInfo &Wanted) {
  return isIntegerType(Register) && Register.Bits == Wanted.Bits;
}

/// Whether ptxas takes a register of this type as the base of
/// `register+offset` in an operand of M's form: any integer or bit-size
/// register, and those the operand's AddressSpec lists (OffsetBaseTypes).
bool isOffsetBase(const QualifierInfo &Register, const FormMatch &M,
                  size_t Operand) {
  if (isIntegerType(Register))
    return true;
  EntryList<OperandInfo> Specs = operandsOf(M.Form);
  const AddressInfo *A = Operand < Specs.size() ? addressOf(Specs[Operand]) : nullptr;
  if (A)
    for (const QualifierInfo &T : offsetBaseTypes(*A))
      if (&T == &Register)
        return true;
  return false;
}

std::string describeRegister(const Expr &E, const QualifierInfo &Type) {
  return "register " + quoted(E.text()) + " of type " + quoted(Type.Spelling);
}

//===----------------------------------------------------------------------===//
// Operand shapes
//===----------------------------------------------------------------------===//

/// The instruction's type or size qualifier (`.u64`), or null.
const QualifierInfo *instructionType(const FormMatch &M, SlotId Slot) {
  const QualifierInfo *T = M.valueOf(Slot);
  return T && T->Kind == QualifierKind::Type ? T : nullptr;
}

/// A register source of an instruction that reads addresses of its own
/// type: an integer or bit-size register of that width.
void checkExactRegister(const ValueAddress &S, const QualifierInfo *Wanted,
                        std::string_view What, FormMatch &M) {
  if (!Wanted || fitsExactly(*S.Type, *Wanted))
    return;
  M.Problems.push_back({DiagID::OperandType, S.Base->Range,
                        describeRegister(*S.Base, *S.Type) + " cannot be the " +
                            std::string(What) + " operand of a " +
                            quoted(Wanted->Spelling) + " " + instructionName(M) +
                            "; it needs a " + std::to_string(Wanted->Bits) +
                            "-bit integer or bit-size register"});
}

/// The base register of `register+offset` (cvta's source, operand 1).
void checkOffsetBase(const ValueAddress &S, FormMatch &M) {
  if (isOffsetBase(*S.Type, M, 1))
    return;
  M.Problems.push_back({DiagID::OperandType, S.Base->Range,
                        describeRegister(*S.Base, *S.Type) +
                            " cannot hold an address; an offset can only be "
                            "added to an integer or bit-size register"});
}

//===----------------------------------------------------------------------===//
// The checks
//===----------------------------------------------------------------------===//

/// ptxas: "Special register argument not allowed" for every operand.
void noSpecialRegisters(FormMatch &M, CheckContext &Ctx) {
  for (const Operand &O : M.Inst.operands())
    if (O.kind() == Operand::Kind::Expression &&
        isSpecialRegisterName(*O.value(), Ctx))
      M.Problems.push_back(
          {DiagID::OperandKind, O.range(),
           "special register " + quoted(sourceText(Ctx, O.range())) +
               " cannot be an operand of " + instructionName(M) +
               "; copy it to a register with mov first"});
}

/// `a+4+8` -> `a`, setting HasOffset when there was an offset to take off.
const Expr *withoutConstantOffsets(const Expr &Value, bool &HasOffset) {
  const Expr *E = &Value;
  while (E->K == Expr::Kind::Binary && E->text() == "+" && !isConstant(*E) &&
         isConstant(*E->Operands[1])) {
    HasOffset = true;
    E = E->Operands[0].get();
  }
  return E;
}

/// ptxas 13.0 crashes (SIGSEGV) on `isspacep` of a .const or .param
/// variable plus an offset unless the window is .const or .param.
void isspacepPtxasFailures(FormMatch &M, CheckContext &Ctx) {
  const QualifierInfo *Space = M.space();
  const Operand *O = operandAt(M, 1);
  if (!Space || Space->Space == "const" || Space->Space == "param" || !O ||
      O->kind() != Operand::Kind::Expression)
    return;
  bool HasOffset = false;
  const Expr *E = withoutConstantOffsets(*O->value(), HasOffset);
  const Symbol *S =
      E->K == Expr::Kind::Symbol ? Ctx.Symbols.lookup(E->text()) : nullptr;
  if (!HasOffset || !S || S->Kind != SymbolKind::Variable)
    return;
  const QualifierInfo *VarSpace =
      findQualifier(S->facts().Space, QualifierKind::Space);
  if (VarSpace && (VarSpace->Space == "const" || VarSpace->Space == "param"))
    M.Problems.push_back(
        {DiagID::InvalidInstruction, O->range(),
         "ptxas 13.0 crashes on 'isspacep" + std::string(Space->Spelling) +
             "' of the " + std::string(S->facts().Space) + " variable " +
             quoted(E->text()) +
             " plus an offset; take its generic address with 'cvta' first"});
}

/// cvta.to: a generic address in a register or a constant.
void cvtaFromGeneric(const ValueAddress &S, FormMatch &M, CheckContext &Ctx) {
  switch (S.K) {
  case ValueAddress::Kind::Register:
    if (S.HasOffset)
      checkOffsetBase(S, M);
    else
      checkExactRegister(S, instructionType(M, slots::Size), "source", M);
    return;
  case ValueAddress::Kind::Variable:
    if (!S.HasOffset)
      M.Problems.push_back(
          {DiagID::OperandKind, S.Base->Range,
           describeAddressVariable(S, Ctx) +
               "; 'cvta.to' converts a generic address held in a "
               "register (a variable's address in its own state space is "
               "what 'mov' gives)"});
    return;
  case ValueAddress::Kind::Function:
  case ValueAddress::Kind::Immediate:
  case ValueAddress::Kind::Quiet:
  case ValueAddress::Kind::Invalid:
    return;
  }
}

/// cvta: an address of the instruction's state space, or a variable of it.
void cvtaToGeneric(const ValueAddress &S, FormMatch &M, CheckContext &Ctx) {
  const QualifierInfo *Space = M.space();
  switch (S.K) {
  case ValueAddress::Kind::Register:
    if (S.HasOffset)
      checkOffsetBase(S, M);
    else
      checkExactRegister(S, instructionType(M, slots::Size), "source", M);
    return;
  case ValueAddress::Kind::Variable: {
    if (!Space)
      return; // Reported as a missing state space.
    uint8_t VarSpace = declaredSpaceBit(S.Sym->facts().Space);
    std::string Have = describeAddressVariable(S, Ctx);
    if (VarSpace != spaceBitOf(*Space)) {
      M.Problems.push_back({DiagID::InvalidInstruction, S.Base->Range,
                            Have + "; " + quoted("cvta" + std::string(Space->Spelling)) +
                                " takes the address of ." + std::string(Space->Space) +
                                " variables"});
      return;
    }
    // ptxas: "Illegal to take address of parameter" (an element of one,
    // `fpar[0]`, or one plus an offset, `fpar+0`, is accepted). Which
    // spaces this concerns is the source's AddressSpec's.
    const AddressInfo *A = addressOf(operandsOf(M.Form)[1]);
    if (A && (A->ParameterAddressOnly & VarSpace) && !S.Indexed &&
        !S.HasOffset && !S.Sym->facts().Parameter)
      M.Problems.push_back(
          {DiagID::InvalidInstruction, S.Base->Range,
           Have + " of the function body; 'cvta" + std::string(Space->Spelling) +
               "' takes the address of kernel and function parameters only"});
    return;
  }
  case ValueAddress::Kind::Function:
    M.Problems.push_back(
        {DiagID::InvalidInstruction, S.Base->Range,
         quoted(S.Base->text()) + " is a function, not a variable" +
             (Space ? " of ." + std::string(Space->Space) : std::string()) +
             "; 'cvta' converts data addresses"});
    return;
  case ValueAddress::Kind::Immediate:
  case ValueAddress::Kind::Quiet:
  case ValueAddress::Kind::Invalid:
    return;
  }
}

void cvtaSource(FormMatch &M, CheckContext &Ctx) {
  const Operand *O = operandAt(M, 1);
  if (!O)
    return;
  ValueAddress S = classifyValueAddress(*O, "source", M, Ctx);
  if (M.has(".to"))
    cvtaFromGeneric(S, M, Ctx);
  else
    cvtaToGeneric(S, M, Ctx);
}

/// ptxas 13.0 supports only 64-bit addressing: cvta's size must be .u64
/// there. A ptxas that still compiles 32-bit code (before CUDA 12.0, below
/// sm_90) converts with a warning.
void cvtaSize(FormMatch &M, CheckContext &Ctx) {
  const QualifierInfo *Size = instructionType(M, slots::Size);
  if (!Size || Size->Bits != 32 || Ctx.AddressSize != 64)
    return;
  if (isa::compiles32BitAddresses(Ctx.Release, Ctx.Target)) {
    M.warning(DiagID::AddressSizeMismatch, M.modifierFor(Size->Spelling)->Range,
              "a '.u32' 'cvta' converts 32-bit addresses: the ptxas of CUDA " +
                  std::string(isa::releaseName(Ctx.Release)) +
                  " compiles it as 32-bit addressing in a module with "
                  ".address_size 64 (newer releases refuse it); use '.u64'");
    return;
  }
  M.Problems.push_back(
      {DiagID::InvalidInstruction, M.modifierFor(Size->Spelling)->Range,
       "a '.u32' 'cvta' converts 32-bit addresses, but the module declares "
       ".address_size 64; use '.u64' (ptxas 13.0 supports only 64-bit "
       "addresses: '32-Bit ABI ... is not supported')"});
}

/// mapa's rank beyond what the operand checker sees: a register plus an
/// integer needs a 32-bit integer register, and a variable is no rank.
void mapaRank(FormMatch &M, CheckContext &Ctx) {
  const Operand *O = operandAt(M, 2);
  if (!O || O->kind() != Operand::Kind::Expression)
    return;
  bool HasOffset = false;
  const Expr *E = withoutConstantOffsets(*O->value(), HasOffset);
  if (E->K != Expr::Kind::Symbol)
    return;
  const Symbol *S = Ctx.Symbols.lookup(E->text());
  if (!S)
    return;
  if (S->Kind == SymbolKind::Register) {
    const QualifierInfo *Type = findType(S->facts().Type);
    if (HasOffset && Type && !(isIntegerType(*Type) && Type->Bits == 32))
      M.Problems.push_back({DiagID::OperandType, E->Range,
                            describeRegister(*E, *Type) +
                                " cannot be the target CTA rank, which is a "
                                "32-bit integer"});
    return;
  }
  if (!HasOffset)
    M.Problems.push_back({DiagID::OperandKind, E->Range,
                          quoted(E->text()) + " is not a register; the target "
                                              "CTA rank is a 32-bit integer "
                                              "register or constant"});
}

constexpr NamedCheck Checks[] = {
    {"addrspace-no-special-registers", noSpecialRegisters},
    {"isspacep-ptxas-failures", isspacepPtxasFailures},
    {"cvta-source", cvtaSource},
    {"cvta-size", cvtaSize},
    {"mapa-rank", mapaRank},
};

} // namespace

const CheckTable ptxlint::AddressSpaceChecks = makeCheckTable(Checks);
