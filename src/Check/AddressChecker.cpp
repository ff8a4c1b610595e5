//===- AddressChecker.cpp - Address operands against their AddressSpec ----===//
//
// An address is taken apart once: `[base]`, `[base+imm]` (any number of
// `+imm` terms, `+-imm` for a negative one) or `[imm]`, then judged by the
// operand's AddressSpec: whether `[imm]` is an address in the instruction's
// state space, which registers can hold it, which variables it may name,
// which suffixes may follow it. Where ptxas and the ISA differ the record
// says so (Base.td, and the family .td files that set the fields).
//
// Messages name the operand ("the mbar operand") and the state space the
// instruction writes.
//
//===----------------------------------------------------------------------===//

#include "AddressChecker.h"

#include "ConstantEval.h"
#include "OperandChecker.h"

#include <deque>

using namespace ptxlint;
using namespace ptxlint::isa;

uint8_t ptxlint::addressSpaceBit(std::string_view Space) {
  if (!Space.empty() && Space.front() == '.')
    Space.remove_prefix(1);
  Space = Space.substr(0, Space.find("::"));
  if (Space == "global")
    return SpaceGlobalBit;
  if (Space == "shared")
    return SpaceSharedBit;
  if (Space == "local")
    return SpaceLocalBit;
  if (Space == "const")
    return SpaceConstBit;
  if (Space == "param")
    return SpaceParamBit;
  return 0;
}

namespace {

/// "'.global' or '.shared'": the spaces of a mask, for messages.
std::string spaceList(uint8_t Mask) {
  static constexpr std::pair<uint8_t, std::string_view> Names[] = {
      {SpaceGlobalBit, ".global"}, {SpaceSharedBit, ".shared"},
      {SpaceLocalBit, ".local"},   {SpaceConstBit, ".const"},
      {SpaceParamBit, ".param"},   {SpaceGenericBit, "generic"}};
  std::vector<std::string_view> Listed;
  for (const auto &[Bit, Name] : Names)
    if (Mask & Bit)
      Listed.push_back(Name);
  std::string Text;
  for (size_t I = 0; I < Listed.size(); ++I)
    Text += std::string(I == 0 ? "" : I + 1 == Listed.size() ? " or " : ", ") +
            std::string(Listed[I]);
  return Text;
}

/// The terms of `a+b+c`, left to right.
std::deque<const Expr *> sumTerms(const Expr &E) {
  std::deque<const Expr *> Terms;
  const Expr *Cur = &E;
  while (Cur->K == Expr::Kind::Binary && Cur->Text == "+") {
    Terms.push_front(Cur->Operands[1].get());
    Cur = Cur->Operands[0].get();
  }
  Terms.push_front(Cur);
  return Terms;
}

class AddressJudge {
public:
  AddressJudge(FormMatch &M, CheckContext &Ctx, const OperandInfo &Spec,
               const AddressInfo &A)
      : M(M), Ctx(Ctx), A(A) {
    const QualifierInfo *Space =
        A.SpaceSlot.empty() ? M.space() : M.valueOf(A.SpaceSlot);
    SpaceQ = Space && Space->Kind == QualifierKind::Space ? Space : nullptr;
    SpaceBit = SpaceQ ? addressSpaceBit(SpaceQ->Space) : uint8_t(SpaceGenericBit);
    Name = "the " + std::string(Spec.Name) + " operand";
  }

  void run(const Operand &Given) {
    const Expr *Written = writtenExpression(Given);
    if (!Written)
      return;
    WrittenRange = Given.Range;
    bool RegisterBase = judgeExpression(*Written);
    if (Given.K == Operand::Kind::Address && !Given.AddressSuffix.Text.empty())
      judgeSuffix(Given.AddressSuffix, RegisterBase);
  }

private:
  void problem(DiagID ID, SourceRange Where, std::string Message) {
    M.Problems.push_back({ID, Where, std::move(Message)});
  }

  std::string spaceWords() const {
    return SpaceQ ? "a " + quoted(SpaceQ->Spelling) + " address"
                  : std::string("a generic address");
  }

  /// What is in the brackets (or written without them where that is
  /// allowed), or null after judging a bare register or reporting a shape
  /// that is no address.
  const Expr *writtenExpression(const Operand &Given) {
    if (Given.K == Operand::Kind::Address) {
      if (Given.Elements.size() == 1 &&
          Given.Elements[0].K == Operand::Kind::Expression)
        return Given.Elements[0].Value.get();
      problem(DiagID::OperandKind, Given.Range,
              Name + " must be an address: a register or a variable, "
                     "optionally plus an integer constant ([a+4], [a+-4])" +
                  std::string(A.ImmediateIn ? ", or an integer constant" : "") +
                  ", in brackets");
      return nullptr;
    }
    if (Given.K == Operand::Kind::Expression) {
      if (A.BracketsOptional)
        return Given.Value.get();
      if (A.BareRegisterLast && judgeBareRegister(Given))
        return nullptr;
    }
    problem(DiagID::OperandKind, Given.Range,
            Name + " must be an address" +
                std::string(A.BareRegisterLast
                                ? " in brackets ([a]) or a 64-bit register "
                                  "holding one"
                            : A.BracketsOptional
                                ? ": a register or a variable, optionally "
                                  "plus an integer, in brackets or not"
                                : " in brackets"));
    return nullptr;
  }

  /// A register written without brackets where the spec takes one: true
  /// when Given is a register (judged here).
  bool judgeBareRegister(const Operand &Given) {
    const Expr &E = *Given.Value;
    const Symbol *S =
        E.K == Expr::Kind::Symbol ? Ctx.Symbols.lookup(E.Text) : nullptr;
    if (!S || S->Kind != SymbolKind::Register)
      return false;
    if (&Given != &withoutParentheses(M.Inst.Operands.back())) {
      problem(DiagID::OperandKind, Given.Range,
              "a bare register can be " + Name +
                  " only when it is the last operand; write its address as [" +
                  std::string(E.Text) + "]");
      return true;
    }
    const QualifierInfo *T = findType(S->Type);
    if (T && (T->Bits != 64 || T->TypeClass == "f" || T->TypeClass == "pred"))
      problem(DiagID::OperandType, Given.Range,
              "register " + quoted(E.Text) + " of type " + quoted(T->Spelling) +
                  " cannot be " + Name +
                  "; write its address as [reg] or give a 64-bit integer "
                  "register");
    return true;
  }

  /// The expression of an address; true when its base is a register that
  /// is not a special one (what a suffix may follow).
  bool judgeExpression(const Expr &E) {
    if (isConstant(E)) {
      if (!(A.ImmediateIn & SpaceBit))
        problem(DiagID::OperandKind, WrittenRange,
                A.ImmediateIn
                    ? "an immediate address is allowed only with " +
                          spaceList(A.ImmediateIn) + "; this is " + spaceWords()
                    : Name + " cannot be an immediate address");
      return false;
    }
    std::deque<const Expr *> Terms = sumTerms(E);
    const Expr &Base = *Terms.front();
    if (Base.K == Expr::Kind::Binary && Base.Text == "-" &&
        !isConstant(*Base.Operands[0])) {
      problem(DiagID::OperandKind, Base.Range,
              "write a negative offset as '[a+-4]'; ptxas does not accept "
              "'[a-4]'");
      return false;
    }
    for (size_t I = 1; I < Terms.size(); ++I)
      if (!isConstant(*Terms[I])) {
        problem(DiagID::OperandKind, Terms[I]->Range,
                "the offset of an address must be an integer constant; " +
                    quoted(Terms[I]->K == Expr::Kind::Symbol ? Terms[I]->Text
                                                             : "this") +
                    " is not");
        return false;
      }
    if (Base.K != Expr::Kind::Symbol) {
      problem(DiagID::OperandKind, Base.Range,
              "an address begins with a register or a variable" +
                  std::string(Base.K == Expr::Kind::Binary
                                  ? ", plus an integer constant added with '+'"
                                  : ""));
      return false;
    }
    return judgeBase(Base);
  }

  bool judgeBase(const Expr &Base) {
    const Symbol *S = Ctx.Symbols.lookup(Base.Text);
    if (!S) {
      if (!findSpecialRegister(Base.Text))
        return false; // Undeclared: reported with the module's names.
      if (!A.SpecialRegisterBase)
        problem(DiagID::OperandKind, Base.Range,
                "special register " + quoted(Base.Text) +
                    " cannot be an address; copy it to a register first");
      return false;
    }
    switch (S->Kind) {
    case SymbolKind::Register:
      judgeRegister(Base, *S);
      return true;
    case SymbolKind::Variable:
      judgeVariable(Base, *S);
      return false;
    case SymbolKind::Label:
      return false; // checkInstruction reports labels for every opcode.
    case SymbolKind::Function:
    case SymbolKind::Prototype:
      break;
    }
    problem(DiagID::OperandKind, Base.Range,
            quoted(Base.Text) +
                " is not a register or a variable; an address names one");
    return false;
  }

  void judgeRegister(const Expr &Base, const Symbol &S) {
    const QualifierInfo *Type = findType(S.Type);
    if (!Type)
      return;
    std::string Have = "register " + quoted(Base.Text) + " of type " +
                       quoted(Type->Spelling);
    if (Type->TypeClass == "f" || Type->TypeClass == "pred" ||
        Type->Bits > 64) {
      problem(DiagID::OperandType, Base.Range,
              Have + " cannot hold an address; use an integer or bit-size "
                     "register of " +
                  (A.MinRegisterBits > 16 ? "32 or 64 bits"
                                          : "at most 64 bits"));
    } else if (Type->Bits < A.MinRegisterBits && !(A.NarrowIn & SpaceBit)) {
      problem(DiagID::OperandType, Base.Range,
              Have + " is too narrow for " + Name + "; use a 32- or 64-bit "
                                                    "register");
    } else if (Type->Bits == 32 && Ctx.AddressSize == 64 &&
               (A.No32BitRegisterIn & SpaceBit)) {
      // ptxas: 8- and 16-bit registers pass with a warning, and 32-bit
      // ones are fine for the windows that are 32-bit anyway.
      problem(DiagID::OperandType, Base.Range,
              "register " + quoted(Base.Text) + " is 32 bits; " +
                  spaceWords() +
                  " in a module with .address_size 64 needs a 64-bit "
                  "register");
    }
  }

  void judgeVariable(const Expr &Base, const Symbol &S) {
    uint8_t Have = addressSpaceBit(S.Space);
    uint8_t Allowed = A.VariableSpaces           ? A.VariableSpaces
                      : SpaceBit == SpaceGenericBit ? A.GenericVariables
                                                    : SpaceBit;
    if (Have & Allowed)
      return;
    std::string Message =
        "variable " + quoted(Base.Text) + " is in " +
        quoted(S.Space.empty() ? "no state space" : S.Space);
    if (A.VariableSpaces)
      Message += "; " + Name + " must name a " + spaceList(A.VariableSpaces) +
                 " variable";
    else if (SpaceQ)
      Message += ", which does not match " + quoted(SpaceQ->Spelling);
    else
      Message += ", which a generic address of " + quoted(M.opcodeName()) +
                 " cannot name (it may name " + spaceList(A.GenericVariables) +
                 " variables)";
    problem(DiagID::OperandKind, Base.Range, std::move(Message));
  }

  void judgeSuffix(const Token &Suffix, bool RegisterBase) {
    std::string_view List = A.Suffixes;
    bool Known = false;
    for (size_t Pos = 0; Pos < List.size() && !Known;) {
      size_t End = std::min(List.find(' ', Pos), List.size());
      Known = List.substr(Pos, End - Pos) == Suffix.Text;
      Pos = End + 1;
    }
    if (!Known)
      problem(DiagID::QualifierNotAllowed, Suffix.Range,
              quoted(Suffix.Text) + " cannot follow the address of " +
                  quoted(M.opcodeName()));
    else if (!RegisterBase || !(A.SuffixSpaces & SpaceBit))
      problem(DiagID::QualifierNotAllowed, Suffix.Range,
              quoted(Suffix.Text) + " follows a register address of a " +
                  spaceList(A.SuffixSpaces) + " access" +
                  (RegisterBase ? "; this is " + spaceWords()
                                : std::string(", not a variable")));
  }

  FormMatch &M;
  CheckContext &Ctx;
  const AddressInfo &A;
  const QualifierInfo *SpaceQ = nullptr;
  uint8_t SpaceBit = SpaceGenericBit;
  std::string Name;
  SourceRange WrittenRange; ///< The whole operand, brackets included.
};

} // namespace

const Expr *ptxlint::addressBase(const Operand &A) {
  if (A.K != Operand::Kind::Address || A.Elements.size() != 1 ||
      A.Elements[0].K != Operand::Kind::Expression)
    return nullptr;
  return sumTerms(*A.Elements[0].Value).front();
}

void ptxlint::checkAddressOperand(FormMatch &M, CheckContext &Ctx,
                                  const Operand &Given, const OperandInfo &Spec,
                                  const AddressInfo &Address) {
  AddressJudge(M, Ctx, Spec, Address).run(Given);
}
