//===- AddressSpaceChecks.cpp - isspacep, cvta, mapa, getctarank -----------===//
//
// Rules of these instruction forms that the .td constraints cannot express.
// Each is named by a CustomCheck record in src/ISA/AddressSpace.td, which
// also says where ptxas and the ISA text differ.
//
// The address operands of these instructions are values, not bracketed
// memory operands, and ptxas accepts a different set of shapes for each
// instruction. classify() takes an operand apart once (a register,
// variable, function or special register, each optionally plus an integer;
// an element of an array variable; an integer constant) and reports the
// shapes that no instruction accepts; the checks then judge the shapes by
// their instruction's rules.
//
// Custom checks run before the operands are matched to the form: they read
// the instruction's operands by position and stay quiet about operands
// that are missing (the operand checker reports a wrong count).
//
//===----------------------------------------------------------------------===//

#include "CustomChecks.h"

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
  return Index < M.Inst.Operands.size() ? &M.Inst.Operands[Index] : nullptr;
}

/// `.shared::cta` -> "shared": the space a declaration or qualifier names.
std::string_view spaceName(std::string_view Spelling) {
  if (!Spelling.empty() && Spelling[0] == '.')
    Spelling.remove_prefix(1);
  return Spelling.substr(0, Spelling.find("::"));
}

/// "'mapa'", "'cvta.to'": the instruction as messages name it.
std::string instructionName(const FormMatch &M) {
  return quoted(std::string(M.Inst.Opcode.Text) + (M.has(".to") ? ".to" : ""));
}

bool isSpecialRegisterName(const Expr &E, const CheckContext &Ctx) {
  return E.K == Expr::Kind::Symbol && !Ctx.Symbols.lookup(E.Text) &&
         findSpecialRegister(E.Text);
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
/// `register+offset`: any integer or bit-size register, and .f16x2, which
/// ptxas holds as a .b32; not .f16/.f32/.f64 or predicates.
bool isOffsetBase(const QualifierInfo &Register) {
  return isIntegerType(Register) || Register.Spelling == ".f16x2";
}

std::string describeRegister(const Expr &E, const QualifierInfo &Type) {
  return "register " + quoted(E.Text) + " of type " + quoted(Type.Spelling);
}

//===----------------------------------------------------------------------===//
// Operand shapes
//===----------------------------------------------------------------------===//

/// What an address-like operand is made of.
struct Shape {
  enum class Kind {
    Register,  ///< `rd8`
    Variable,  ///< `gbuf`
    Function,  ///< `dfunc`
    Immediate, ///< `0x1000`, `(1+2)`, `-1`
    Quiet,     ///< Reported elsewhere: undeclared, special register.
    Invalid,   ///< Reported by classify().
  };
  Kind K = Kind::Invalid;
  bool HasOffset = false;     ///< `base+imm` (Register, Variable, Function).
  bool Indexed = false;       ///< `array[index]` (Variable).
  const Expr *Base = nullptr; ///< The symbol (not for Immediate).
  const Symbol *Sym = nullptr;
  const QualifierInfo *Type = nullptr; ///< Register: its declared type.
};

/// `array[index]`: ptxas takes an element of an array variable, indexed by
/// an integer constant, an integer or bit-size register of any width, or
/// even a variable; not plus an offset (`gbuf[8]+4` does not parse).
Shape classifyElement(const Expr &E, const std::string &Named, Shape S, FormMatch &M,
                      const CheckContext &Ctx) {
  auto Problem = [&](DiagID ID, SourceRange R, std::string Message) {
    M.Problems.push_back({ID, R, std::move(Message)});
    S.K = Shape::Kind::Invalid;
    return S;
  };
  if (S.HasOffset)
    return Problem(DiagID::OperandKind, E.Range,
                   "an array element cannot take an offset; fold it into "
                   "the index");
  S.Base = &E;
  S.Indexed = true;
  S.Sym = Ctx.Symbols.lookup(E.Text);
  if (!S.Sym) {
    S.K = Shape::Kind::Quiet; // Undeclared: reported with the module's names.
    return S;
  }
  if (S.Sym->Kind != SymbolKind::Variable || !S.Sym->Array)
    return Problem(DiagID::OperandKind, E.Range,
                   quoted(E.Text) + " is not an array variable and cannot be "
                                    "indexed");
  const Expr &Index = *E.Operands[0];
  if (isConstant(Index)) {
    if (!evaluateInteger(Index))
      return Problem(DiagID::OperandKind, Index.Range,
                     "the index " + quoted(sourceText(Ctx, Index.Range)) +
                         " must be an integer constant or register");
  } else if (Index.K == Expr::Kind::Symbol) {
    if (isSpecialRegisterName(Index, Ctx))
      return Problem(DiagID::OperandKind, Index.Range,
                     "special register " + quoted(sourceText(Ctx, Index.Range)) +
                         " cannot be an index; copy it to a register first");
    const Symbol *I = Ctx.Symbols.lookup(Index.Text);
    const QualifierInfo *T =
        I && I->Kind == SymbolKind::Register ? findType(I->Type) : nullptr;
    if (T && !isIntegerType(*T))
      return Problem(DiagID::OperandType, Index.Range,
                     describeRegister(Index, *T) +
                         " cannot be an index; use an integer or bit-size "
                         "register");
  } else {
    return Problem(DiagID::OperandKind, Index.Range,
                   "the index of " + Named +
                       " must be an integer constant or a register");
  }
  S.K = Shape::Kind::Variable;
  return S;
}

/// Takes an address-like value apart: `base`, `base+imm` (`base+imm+imm`,
/// `base+-imm`), `array[index]` or an integer constant. Reports the shapes
/// ptxas does not parse or never accepts there, naming the operand What.
Shape classify(const Operand &O, std::string_view What, FormMatch &M,
               const CheckContext &Ctx) {
  Shape S;
  auto Problem = [&](DiagID ID, SourceRange R, std::string Message) {
    M.Problems.push_back({ID, R, std::move(Message)});
    S.K = Shape::Kind::Invalid;
    return S;
  };
  std::string Named = "the " + std::string(What) + " operand of " + instructionName(M);
  switch (O.K) {
  case Operand::Kind::Sink:
    return Problem(DiagID::OperandKind, O.Range, Named + " cannot be the sink '_'");
  case Operand::Kind::Address:
    return Problem(DiagID::OperandKind, O.Range,
                   Named + " is an address value, written without "
                           "brackets (as 'rd8' or 'gbuf+4')");
  case Operand::Kind::Vector:
    return Problem(DiagID::OperandKind, O.Range, Named + " cannot be a vector");
  case Operand::Kind::List: {
    // `(1+2)` is a constant; `(rd8)` and `(gbuf+4)` do not parse in ptxas.
    if (O.Elements.size() == 1 && O.Elements[0].K == Operand::Kind::Expression &&
        isConstant(*O.Elements[0].Value))
      return classify(O.Elements[0], What, M, Ctx);
    return Problem(DiagID::OperandKind, O.Range,
                   Named + " cannot be in parentheses unless it is a "
                           "constant; write 'rd8' or 'gbuf+4'");
  }
  case Operand::Kind::Expression:
    break;
  }

  const Expr *E = O.Value.get();
  // Peel the integer offsets: `base+4`, `base+4+4`, `base+-4`, `base+(2*4)`.
  while (E->K == Expr::Kind::Binary && !isConstant(*E) && isConstant(*E->Operands[1])) {
    const Expr &Offset = *E->Operands[1];
    if (E->Text == "-")
      return Problem(DiagID::OperandKind, E->Range,
                     "a negative offset is written with '+-', as in "
                     "'gbuf+-8'");
    if (E->Text != "+")
      return Problem(DiagID::OperandKind, E->Range,
                     Named + " can only add an integer to a register or "
                             "a variable");
    if (!evaluateInteger(Offset))
      return Problem(DiagID::OperandKind, Offset.Range,
                     "the offset " + quoted(sourceText(Ctx, Offset.Range)) +
                         " must be an integer constant");
    S.HasOffset = true;
    E = E->Operands[0].get();
  }

  if (E->K == Expr::Kind::Index)
    return classifyElement(*E, Named, S, M, Ctx);

  if (E->K == Expr::Kind::Symbol) {
    S.Base = E;
    if (isSpecialRegisterName(*E, Ctx)) {
      if (S.HasOffset)
        return Problem(DiagID::OperandKind, E->Range,
                       "special register " + quoted(sourceText(Ctx, E->Range)) +
                           " cannot be the base of " + Named);
      S.K = Shape::Kind::Quiet; // addrspace-no-special-registers reports it.
      return S;
    }
    S.Sym = Ctx.Symbols.lookup(E->Text);
    if (!S.Sym) {
      S.K = Shape::Kind::Quiet; // Undeclared: reported with the module's names.
      return S;
    }
    switch (S.Sym->Kind) {
    case SymbolKind::Register:
      S.K = Shape::Kind::Register;
      S.Type = findType(S.Sym->Type);
      if (!S.Type)
        S.K = Shape::Kind::Quiet;
      return S;
    case SymbolKind::Variable:
      S.K = Shape::Kind::Variable;
      return S;
    case SymbolKind::Function:
      if (S.HasOffset)
        return Problem(DiagID::OperandKind, O.Range,
                       "an offset cannot be added to the address of the "
                       "function " +
                           quoted(E->Text));
      S.K = Shape::Kind::Function;
      return S;
    case SymbolKind::Label:
    case SymbolKind::Prototype:
      return Problem(DiagID::OperandKind, E->Range,
                     quoted(E->Text) + " is a label, not an address; " + Named +
                         " is a register, a variable or a constant");
    }
  }

  if (!S.HasOffset && isConstant(*E)) {
    if (evaluateInteger(*E)) {
      S.K = Shape::Kind::Immediate;
      return S;
    }
    return Problem(DiagID::OperandType, O.Range,
                   Named +
                       " must be an integer constant, not the "
                       "floating-point constant " +
                       quoted(sourceText(Ctx, O.Range)));
  }
  return Problem(DiagID::OperandKind, O.Range,
                 Named +
                     " must be a register, a variable or an integer "
                     "constant, optionally plus an integer ('rd8+8', "
                     "'gbuf+4'); " +
                     quoted(sourceText(Ctx, O.Range)) + " is not");
}

/// "'gbuf' is a .global variable", "'sbuf[8]' is an element of the .shared
/// array 'sbuf'".
std::string describeVariable(const Shape &S, const CheckContext &Ctx) {
  std::string Space = "." + std::string(spaceName(S.Sym->Space));
  if (S.Indexed)
    return quoted(sourceText(Ctx, S.Base->Range)) + " is an element of the " + Space +
           " array " + quoted(S.Base->Text);
  return quoted(S.Base->Text) + " is a " + Space + " variable";
}

/// The instruction's type or size qualifier (`.u64`), or null.
const QualifierInfo *instructionType(const FormMatch &M, std::string_view Slot) {
  const QualifierInfo *T = M.valueOf(Slot);
  return T && T->Kind == QualifierKind::Type ? T : nullptr;
}

/// A register source of an instruction that reads addresses of its own
/// type: an integer or bit-size register of that width.
void checkExactRegister(const Shape &S, const QualifierInfo *Wanted,
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

/// The base register of `register+offset`.
void checkOffsetBase(const Shape &S, FormMatch &M) {
  if (isOffsetBase(*S.Type))
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
  for (const Operand &O : M.Inst.Operands)
    if (O.K == Operand::Kind::Expression && isSpecialRegisterName(*O.Value, Ctx))
      M.Problems.push_back({DiagID::OperandKind, O.Range,
                            "special register " + quoted(sourceText(Ctx, O.Range)) +
                                " cannot be an operand of " + instructionName(M) +
                                "; copy it to a register with mov first"});
}

/// mapa and getctarank: `.shared::cluster` or no state space.
/// isspacep: a register or constant holding a generic address.
void isspacepAddress(FormMatch &M, CheckContext &Ctx) {
  const Operand *O = operandAt(M, 1);
  if (!O)
    return;
  Shape S = classify(*O, "address", M, Ctx);
  std::string_view InstSpace = M.space() ? M.space()->Space : std::string_view();
  switch (S.K) {
  case Shape::Kind::Register:
    if (!isIntegerType(*S.Type) || (S.Type->Bits != 32 && S.Type->Bits != 64))
      M.Problems.push_back({DiagID::OperandType, S.Base->Range,
                            describeRegister(*S.Base, *S.Type) +
                                " cannot hold a generic address; 'isspacep' "
                                "needs a 32- or 64-bit integer or bit-size "
                                "register"});
    return;
  case Shape::Kind::Variable: {
    std::string_view VarSpace = spaceName(S.Sym->Space);
    if (!S.HasOffset) {
      M.Problems.push_back({DiagID::OperandKind, S.Base->Range,
                            describeVariable(S, Ctx) +
                                "; 'isspacep' tests a generic "
                                "address held in a register: take the "
                                "variable's address with 'cvta' first"});
      return;
    }
    // ptxas 13.0 crashes (SIGSEGV) on .const and .param variables plus an
    // offset unless the window is .const or .param.
    if (M.space() && (VarSpace == "const" || VarSpace == "param") &&
        InstSpace != "const" && InstSpace != "param")
      M.Problems.push_back(
          {DiagID::InvalidInstruction, O->Range,
           "ptxas 13.0 crashes on 'isspacep" + std::string(M.space()->Spelling) +
               "' of the ." + std::string(VarSpace) + " variable " +
               quoted(S.Base->Text) +
               " plus an offset; take its generic address with 'cvta' first"});
    return;
  }
  case Shape::Kind::Function:
    M.Problems.push_back({DiagID::OperandKind, S.Base->Range,
                          quoted(S.Base->Text) +
                              " is a function; 'isspacep' tests a data "
                              "address held in a register"});
    return;
  case Shape::Kind::Immediate:
  case Shape::Kind::Quiet:
  case Shape::Kind::Invalid:
    return;
  }
}

/// cvta.to: a generic address in a register or a constant.
void cvtaFromGeneric(const Shape &S, FormMatch &M, CheckContext &Ctx) {
  switch (S.K) {
  case Shape::Kind::Register:
    if (S.HasOffset)
      checkOffsetBase(S, M);
    else
      checkExactRegister(S, instructionType(M, "size"), "source", M);
    return;
  case Shape::Kind::Variable:
    if (!S.HasOffset)
      M.Problems.push_back(
          {DiagID::OperandKind, S.Base->Range,
           describeVariable(S, Ctx) +
               "; 'cvta.to' converts a generic address held in a "
               "register (a variable's address in its own state space is "
               "what 'mov' gives)"});
    return;
  case Shape::Kind::Function:
  case Shape::Kind::Immediate:
  case Shape::Kind::Quiet:
  case Shape::Kind::Invalid:
    return;
  }
}

/// cvta: an address of the instruction's state space, or a variable of it.
void cvtaToGeneric(const Shape &S, FormMatch &M, CheckContext &Ctx) {
  const QualifierInfo *Space = M.space();
  switch (S.K) {
  case Shape::Kind::Register:
    if (S.HasOffset)
      checkOffsetBase(S, M);
    else
      checkExactRegister(S, instructionType(M, "size"), "source", M);
    return;
  case Shape::Kind::Variable: {
    if (!Space)
      return; // Reported as a missing state space.
    std::string_view VarSpace = spaceName(S.Sym->Space);
    std::string Have = describeVariable(S, Ctx);
    if (VarSpace != Space->Space) {
      M.Problems.push_back({DiagID::InvalidInstruction, S.Base->Range,
                            Have + "; " + quoted("cvta" + std::string(Space->Spelling)) +
                                " takes the address of ." + std::string(Space->Space) +
                                " variables"});
      return;
    }
    // ptxas: "Illegal to take address of parameter" (an element of one,
    // `fpar[0]`, or one plus an offset, `fpar+0`, is accepted).
    if (VarSpace == "param" && !S.Indexed && !S.HasOffset &&
        !S.Sym->Parameter)
      M.Problems.push_back(
          {DiagID::InvalidInstruction, S.Base->Range,
           Have + " of the function body; 'cvta" + std::string(Space->Spelling) +
               "' takes the address of kernel and function parameters only"});
    return;
  }
  case Shape::Kind::Function:
    M.Problems.push_back(
        {DiagID::InvalidInstruction, S.Base->Range,
         quoted(S.Base->Text) + " is a function, not a variable" +
             (Space ? " of ." + std::string(Space->Space) : std::string()) +
             "; 'cvta' converts data addresses"});
    return;
  case Shape::Kind::Immediate:
  case Shape::Kind::Quiet:
  case Shape::Kind::Invalid:
    return;
  }
}

void cvtaSource(FormMatch &M, CheckContext &Ctx) {
  const Operand *O = operandAt(M, 1);
  if (!O)
    return;
  Shape S = classify(*O, "source", M, Ctx);
  if (M.has(".to"))
    cvtaFromGeneric(S, M, Ctx);
  else
    cvtaToGeneric(S, M, Ctx);
}

/// ptxas 13.0 supports only 64-bit addressing: cvta's size must be .u64
/// there.
void cvtaSize(FormMatch &M, CheckContext &Ctx) {
  const QualifierInfo *Size = instructionType(M, "size");
  if (!Size || Size->Bits != 32 || Ctx.AddressSize != 64)
    return;
  M.Problems.push_back(
      {DiagID::InvalidInstruction, M.modifierFor(Size->Spelling)->Range,
       "a '.u32' 'cvta' converts 32-bit addresses, but the module declares "
       ".address_size 64; use '.u64' (ptxas 13.0 supports only 64-bit "
       "addresses: '32-Bit ABI ... is not supported')"});
}

/// mapa and getctarank: a shared memory address.
void clusterAddress(FormMatch &M, CheckContext &Ctx) {
  const Operand *O = operandAt(M, 1);
  if (!O)
    return;
  Shape S = classify(*O, "address", M, Ctx);
  switch (S.K) {
  case Shape::Kind::Register:
    if (S.HasOffset)
      checkOffsetBase(S, M);
    else
      checkExactRegister(S, instructionType(M, "type"), "address", M);
    return;
  case Shape::Kind::Variable: {
    std::string_view VarSpace = spaceName(S.Sym->Space);
    if (VarSpace != "shared")
      M.Problems.push_back({DiagID::InvalidInstruction, S.Base->Range,
                            describeVariable(S, Ctx) + "; " + instructionName(M) +
                                " takes the address of .shared variables"});
    return;
  }
  case Shape::Kind::Function:
  case Shape::Kind::Immediate:
  case Shape::Kind::Quiet:
  case Shape::Kind::Invalid:
    return;
  }
}

/// mapa's rank beyond what the operand checker sees: a register plus an
/// integer needs a 32-bit integer register, and a variable is no rank.
void mapaRank(FormMatch &M, CheckContext &Ctx) {
  const Operand *O = operandAt(M, 2);
  if (!O || O->K != Operand::Kind::Expression)
    return;
  const Expr *E = O->Value.get();
  bool HasOffset = false;
  while (E->K == Expr::Kind::Binary && E->Text == "+" && !isConstant(*E) &&
         isConstant(*E->Operands[1])) {
    HasOffset = true;
    E = E->Operands[0].get();
  }
  if (E->K != Expr::Kind::Symbol)
    return;
  const Symbol *S = Ctx.Symbols.lookup(E->Text);
  if (!S)
    return;
  if (S->Kind == SymbolKind::Register) {
    const QualifierInfo *Type = findType(S->Type);
    if (HasOffset && Type && !(isIntegerType(*Type) && Type->Bits == 32))
      M.Problems.push_back({DiagID::OperandType, E->Range,
                            describeRegister(*E, *Type) +
                                " cannot be the target CTA rank, which is a "
                                "32-bit integer"});
    return;
  }
  if (!HasOffset)
    M.Problems.push_back({DiagID::OperandKind, E->Range,
                          quoted(E->Text) + " is not a register; the target "
                                            "CTA rank is a 32-bit integer "
                                            "register or constant"});
}

constexpr NamedCheck Checks[] = {
    {"addrspace-no-special-registers", noSpecialRegisters},
    {"isspacep-address", isspacepAddress},
    {"cvta-source", cvtaSource},
    {"cvta-size", cvtaSize},
    {"cluster-address", clusterAddress},
    {"mapa-rank", mapaRank},
};

} // namespace

const CheckTable ptxlint::AddressSpaceChecks = makeCheckTable(Checks);
