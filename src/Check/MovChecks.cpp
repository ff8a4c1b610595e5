//===- MovChecks.cpp - Custom checks of scalar mov ---===//
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

namespace ptxlint::movshuffle {

//===----------------------------------------------------------------------===//
// mov: sources
//===----------------------------------------------------------------------===//

bool legacyWidth(std::string_view Register, unsigned Bits) {
  const SpecialRegisterInfo *R = findSpecialRegister(Register);
  return R && Bits % 8 == 0 && Bits / 8 < 8 &&
         (R->LegacyReadBits >> (Bits / 8) & 1);
}

/// A special register's component: a register with components needs one
/// (ptxas: they are .v4, so .w is accepted too), the others take none.
bool checkComponent(FormMatch &M, const Expr &E, const SpecialRegisterInfo &R,
                    bool WholeVectorAllowed) {
  if (R.Components.empty()) {
    if (!E.Component.empty()) {
      problem(M, DiagID::OperandKind, E.Range,
              "special register " + quoted(E.text()) + " has no component " +
                  quoted(E.Component));
      return false;
    }
    return true;
  }
  if (E.Component.empty()) {
    if (WholeVectorAllowed)
      return true;
    problem(M, DiagID::OperandKind, E.Range,
            "special register " + quoted(E.text()) +
                " is a vector; read one component, such as " +
                quoted(std::string(E.text()) + ".x"));
    return false;
  }
  if (E.Component != ".x" && E.Component != ".y" && E.Component != ".z" &&
      E.Component != ".w") {
    problem(M, DiagID::OperandKind, E.Range,
            "unknown component " + quoted(E.Component) + " of " +
                quoted(E.text()) + "; write .x, .y, .z or .w");
    return false;
  }
  return true;
}

/// A special register read by a scalar move of type T.
void checkSpecialSource(FormMatch &M, const Expr &E, bool HasOffset,
                        const QualifierInfo &T) {
  const SpecialRegisterInfo &R = *findSpecialRegister(E.text());
  const QualifierInfo *Have = findType(R.Type);
  std::string Name = quoted(std::string(E.text()) + std::string(E.Component));
  if (HasOffset) {
    // ptxas: `%clock+1` goes with any type but .pred, `%tid.x+1` does not
    // parse.
    if (!E.Component.empty())
      problem(M, DiagID::OperandKind, E.Range,
              "ptxas does not accept an offset after " + Name);
    else if (checkComponent(M, E, R, /*WholeVectorAllowed=*/false) &&
             T.TypeClass == "pred")
      problem(M, DiagID::OperandType, E.Range,
              "special register " + Name + " plus an offset cannot be moved "
              "as '.pred'");
    return;
  }
  // ptxas: a whole vector special register (%tid, 4 x 32 bits) fills .b128.
  bool Whole = T.Bits == 128 && T.TypeClass == "b";
  if (!checkComponent(M, E, R, Whole) || !Have)
    return;
  if (E.Component.empty() && !R.Components.empty()) {
    if (Have->Bits * 4 != T.Bits)
      problem(M, DiagID::OperandType, E.Range,
              "special register " + Name + " is a vector of four " +
                  quoted(Have->Spelling) + "; it cannot be moved as " +
                  quoted(T.Spelling));
    return;
  }
  if (T.TypeClass == "f") {
    problem(M, DiagID::OperandKind, E.Range,
            "special register " + Name + " cannot be moved as " +
                quoted(T.Spelling) + "; move it as an integer type (" +
                quoted(".u" + std::to_string(Have->Bits)) + ")");
    return;
  }
  bool Fits = (T.TypeClass == "pred") == (Have->TypeClass == "pred") &&
              (Have->Bits == T.Bits || legacyWidth(E.text(), T.Bits));
  if (!Fits)
    problem(M, DiagID::OperandType, E.Range,
            "special register " + Name + " is " + quoted(Have->Spelling) +
                "; it cannot be moved as " + quoted(T.Spelling));
}

/// The address of a variable, optionally plus an offset.
void checkAddressSource(FormMatch &M, CheckContext &Ctx, const Expr &Name,
                        const Symbol &S, bool HasOffset,
                        const QualifierInfo &T) {
  if (T.TypeClass == "f" || T.TypeClass == "pred") {
    problem(M, DiagID::OperandType, Name.Range,
            "the address of variable " + quoted(Name.text()) +
                " is an integer; it cannot be moved as " + quoted(T.Spelling) +
                " (use .u64 or .b64)");
    return;
  }
  // Which spaces these rules concern is the source's AddressSpec's.
  const AddressInfo *A = addressOf(operandsOf(M.Form)[1]);
  if (!A)
    return;
  uint8_t Space = declaredSpaceBit(S.facts().Space);
  if ((A->ParameterAddressOnly & Space) && !S.facts().Parameter) {
    problem(M, DiagID::OperandKind, Name.Range,
            "ptxas cannot take the address of " + quoted(Name.text()) + ", a " +
                std::string(S.facts().Space) +
                " variable of a function body (only parameters of the "
                "function itself have addresses)");
    return;
  }
  // ptxas: only the full compile notices, with a module-level fatal error
  // ("32-Bit ABI ... not supported"); `var+imm` escapes it, `var[imm]`
  // does not, and 16-bit moves only draw a warning.
  if (T.Bits == 32 && Ctx.AddressSize == 64 && (A->No32BitVariableIn & Space) &&
      (!HasOffset || Name.K == Expr::Kind::Index)) {
    if (isa::compiles32BitAddresses(Ctx.Release, Ctx.Target)) {
      M.warning(DiagID::AddressSizeMismatch, Name.Range,
              "the address of " + std::string(S.facts().Space) +
                  " variable " + quoted(Name.text()) + " is moved into a " +
                  quoted(T.Spelling) + " register: the ptxas of CUDA " +
                  std::string(isa::releaseName(Ctx.Release)) +
                  " compiles it as 32-bit addressing in a module with "
                  ".address_size 64 (newer releases refuse it); move it as "
                  ".u64 or .b64");
      return;
    }
    problem(M, DiagID::OperandType, Name.Range,
            "the address of " + std::string(S.facts().Space) + " variable " +
                quoted(Name.text()) + " does not fit a " + quoted(T.Spelling) +
                " register in a module with .address_size 64 (ptxas: 32-bit "
                "addressing is not supported); move it as .u64 or .b64");
  }
}

/// ptxas: a register declared as a vector (`.reg .v2 .u32 v`) moves whole
/// as a bit-size value of its full width (`mov.b64 d, v`). Returns false
/// when E is not such a register.
bool checkWholeVectorRegister(FormMatch &M, CheckContext &Ctx, const Expr &E,
                              const QualifierInfo &T, std::string_view Role) {
  unsigned Lanes = vectorRegisterLanes(E, Ctx);
  if (!Lanes)
    return false;
  const QualifierInfo *Element = registerType(E, Ctx);
  if (!Element)
    return true;
  unsigned Bits = Lanes * Element->Bits;
  if (T.TypeClass != "b" || Bits != T.Bits)
    problem(M, DiagID::OperandType, E.Range,
            "register " + quoted(E.text()) + " is a vector of " +
                std::to_string(Lanes) + " " + quoted(Element->Spelling) +
                "; it can be the " + std::string(Role) + " of a " +
                opcodeText(M) + " only as '.b" + std::to_string(Bits) +
                "', or with '.v" + std::to_string(Lanes) + "'");
  return true;
}

/// The source of a scalar move or of an unpack: a register, a constant, a
/// special register, a variable or function name, `name+offset`, or `!p`.
void checkMovValue(FormMatch &M, CheckContext &Ctx, const Operand &O,
                   const QualifierInfo &T) {
  auto Wrong = [&](SourceRange Where, std::string Why) {
    problem(M, DiagID::OperandKind, Where, std::move(Why));
  };
  if (O.kind() == Operand::Kind::Sink)
    return Wrong(O.range(),
                 "a sink '_' cannot be the source of " + opcodeText(M));
  if (O.kind() == Operand::Kind::Address)
    return Wrong(O.range(), opcodeText(M) +
                                " does not read memory; load it with "
                                "'ld', or write the variable's name "
                                "without brackets to move its address");
  if (O.kind() != Operand::Kind::Expression)
    return Wrong(O.range(), "the source of " + opcodeText(M) +
                                " must be a register, a constant, a special "
                                "register or a variable or function name");
  if (O.pairedSink())
    return Wrong(O.range(),
                 opcodeText(M) + " has no predicate operand; remove '|_'");
  const Expr &E = *O.value();
  if (isConstant(E)) {
    checkConstantKind(M, Ctx, E, T, "source");
    return;
  }
  // `!p`: a .pred move takes a negated predicate.
  if (E.K == Expr::Kind::Unary && E.text() == "!") {
    const Expr &Inner = *E.Operands[0];
    const QualifierInfo *Have = registerType(Inner, Ctx);
    if (T.TypeClass != "pred" || !Have || Have->TypeClass != "pred")
      Wrong(E.Range, "only a .pred move takes a negated predicate '!p'");
    return;
  }
  bool FloatOffset = false;
  const Expr *Name = E.K == Expr::Kind::Symbol || E.K == Expr::Kind::Index
                         ? &E
                         : offsetBase(E, FloatOffset);
  if (!Name)
    return Wrong(E.Range,
                 "the source of " + opcodeText(M) +
                     " must be a register, a constant, a special register, a "
                     "variable or function name, or a register or variable "
                     "plus an integer ('a+4')");
  bool HasOffset = Name != &E;
  if (FloatOffset)
    return Wrong(E.Range, "the offset added to " + quoted(Name->text()) +
                              " must be an integer constant");
  NameKind Kind = kindOfName(*Name, Ctx);
  if (Name->K == Expr::Kind::Index && Kind != NameKind::Variable &&
      Kind != NameKind::Unknown)
    return Wrong(Name->Range, "only a variable can be indexed; " +
                                  quoted(Name->text()) + " is not one");
  switch (Kind) {
  case NameKind::Unknown:
    return; // Undeclared: the name check reports it.
  case NameKind::Register: {
    if (!HasOffset && checkWholeVectorRegister(M, Ctx, *Name, T, "source"))
      return;
    const QualifierInfo *Have = registerType(*Name, Ctx);
    // ptxas: `register+imm` only needs a register of a kind that suits the
    // type, of any width (`mov.b16 h1, rd2+8;` is accepted).
    if (Have && !(HasOffset ? registerFits(M.Form, T, Have->TypeClass, T.Bits)
                            : fits(M, T, *Have)))
      registerMismatch(M, *Name, *Have, T, "source");
    return;
  }
  case NameKind::Special:
    return checkSpecialSource(M, *Name, HasOffset, T);
  case NameKind::Variable:
    return checkAddressSource(M, Ctx, *Name, *Ctx.Symbols.lookup(Name->text()),
                              HasOffset, T);
  case NameKind::Function:
    // ISA: only .u32/.u64; ptxas takes any type (and warns for signed).
    if (HasOffset)
      Wrong(E.Range, "ptxas cannot take the address of function " +
                         quoted(Name->text()) + " in an arithmetic expression");
    return;
  case NameKind::Other:
    // A label: checkInstruction reports it for every opcode (label-operand).
    if (Ctx.Symbols.lookup(Name->text())->Kind == SymbolKind::Label)
      return;
    return Wrong(Name->Range, quoted(Name->text()) +
                                  " is a call prototype; mov moves registers, "
                                  "constants, and the addresses of variables "
                                  "and functions");
  }
}

/// The destination of a scalar move or a pack: a register of the type.
void checkMovDestination(FormMatch &M, CheckContext &Ctx, const Operand &O,
                         const QualifierInfo &T) {
  auto Wrong = [&](SourceRange Where, std::string Why) {
    problem(M, DiagID::OperandKind, Where, std::move(Why));
  };
  if (O.kind() == Operand::Kind::Sink)
    return Wrong(O.range(), opcodeText(M) + " cannot discard its result; the "
                                            "destination must be a register");
  if (O.kind() != Operand::Kind::Expression)
    return Wrong(O.range(),
                 "the destination of " + opcodeText(M) + " must be a register");
  const Expr &E = *O.value();
  if (O.pairedSink() || (E.K == Expr::Kind::Binary && E.text() == "|"))
    return Wrong(O.range(), opcodeText(M) + " has no predicate output");
  switch (kindOfName(E, Ctx)) {
  case NameKind::Unknown:
    if (E.K == Expr::Kind::Symbol)
      return; // Undeclared.
    return Wrong(E.Range, "the destination of " + opcodeText(M) +
                              " must be a register");
  case NameKind::Register: {
    if (E.K == Expr::Kind::Index)
      return Wrong(E.Range, "the destination of " + opcodeText(M) +
                                " must be a register");
    if (checkWholeVectorRegister(M, Ctx, E, T, "destination"))
      return;
    const QualifierInfo *Have = registerType(E, Ctx);
    if (Have && !fits(M, T, *Have))
      registerMismatch(M, E, *Have, T, "destination");
    return;
  }
  case NameKind::Special:
    return Wrong(E.Range, "special register " +
                              quoted(sourceText(Ctx, E.Range)) +
                              " is read-only; it cannot be a destination");
  case NameKind::Variable:
    return Wrong(E.Range, quoted(E.text()) + " is a variable; the destination "
                                             "of mov is a register (write "
                                             "memory with 'st')");
  case NameKind::Function:
  case NameKind::Other:
    return Wrong(E.Range, "the destination of " + opcodeText(M) +
                              " must be a register; " + quoted(E.text()) +
                              " is not one");
  }
}

} // namespace ptxlint::movshuffle

namespace {

void checkMovScalar(FormMatch &M, CheckContext &Ctx) {
  if (movShape(M) != MovShape::Scalar)
    return;
  const QualifierInfo &T = *movType(M);
  const Operand &D = withoutParentheses(M.Inst.operands()[0]);
  const Operand &S = withoutParentheses(M.Inst.operands()[1]);
  // ptxas: "Illegal vector-vector operands" for two registers declared as
  // vectors, whatever their widths; mov.vN moves them.
  if (D.kind() == Operand::Kind::Expression &&
      S.kind() == Operand::Kind::Expression &&
      vectorRegisterLanes(*D.value(), Ctx) &&
      vectorRegisterLanes(*S.value(), Ctx)) {
    problem(M, DiagID::OperandKind, D.range().merge(S.range()),
            "registers " + quoted(D.value()->text()) + " and " +
                quoted(S.value()->text()) +
                " are vectors; move them element by "
                "element with '.v" +
                std::to_string(vectorRegisterLanes(*D.value(), Ctx)) + "'");
    return;
  }
  checkMovDestination(M, Ctx, D, T);
  checkMovValue(M, Ctx, S, T);
}

constexpr NamedCheck Checks[] = {
    {"mov-scalar", checkMovScalar},
};

} // namespace

const CheckTable ptxlint::MovChecks = makeCheckTable(Checks);
