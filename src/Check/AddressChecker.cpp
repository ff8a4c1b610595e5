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

namespace {

/// ".global or .shared": the spaces of a mask, for messages, named by the
/// records (generic last).
std::string spaceList(uint8_t Mask) {
  std::vector<std::string_view> Listed;
  for (unsigned Bit = SpaceGenericBit << 1; Bit <= SpaceParamBit; Bit <<= 1)
    if (Mask & Bit)
      Listed.push_back(addressSpaceName(uint8_t(Bit)));
  if (Mask & SpaceGenericBit)
    Listed.push_back(addressSpaceName(SpaceGenericBit));
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
  while (Cur->K == Expr::Kind::Binary && Cur->text() == "+") {
    Terms.push_front(Cur->Operands[1].get());
    Cur = Cur->Operands[0].get();
  }
  Terms.push_front(Cur);
  return Terms;
}

bool isSpecialRegisterName(const Expr &E, const CheckContext &Ctx) {
  return E.K == Expr::Kind::Symbol && !Ctx.lookupName(E) &&
         findSpecialRegister(E.text());
}

bool isIntegerType(const QualifierInfo &T) {
  return T.TypeClass == "b" || T.TypeClass == "u" || T.TypeClass == "s";
}

std::string describeRegister(const Expr &E, const QualifierInfo &Type) {
  return "register " + quoted(E.text()) + " of type " + quoted(Type.Spelling);
}

//===----------------------------------------------------------------------===//
// Addresses written as values (isspacep, cvta, mapa)
//===----------------------------------------------------------------------===//

/// "the addr operand of 'isspacep'": the operand What, for messages.
std::string namedOperand(std::string_view What, const FormMatch &M) {
  return "the " + std::string(What) + " operand of " + quoted(M.opcodeName());
}

/// `array[index]`: ptxas takes an element of an array variable, indexed by
/// an integer constant, an integer or bit-size register of any width, or
/// even a variable; not plus an offset (`gbuf[8]+4` does not parse).
ValueAddress classifyElement(const Expr &E, std::string_view What,
                             ValueAddress S, FormMatch &M,
                             const CheckContext &Ctx) {
  auto Named = [&] { return namedOperand(What, M); };
  auto Problem = [&](DiagID ID, SourceRange R, auto &&Message) {
    M.problem(ID, R, Message);
    S.K = ValueAddress::Kind::Invalid;
    return S;
  };
  if (S.HasOffset)
    return Problem(DiagID::OperandKind, E.Range, [&] {
      return "an array element cannot take an offset; fold it into "
             "the index";
    });
  S.Base = &E;
  S.Indexed = true;
  S.Sym = Ctx.lookupName(E);
  if (!S.Sym) {
    S.K = ValueAddress::Kind::Quiet; // Undeclared: reported with the module's names.
    return S;
  }
  if (S.Sym->Kind != SymbolKind::Variable || !S.Sym->facts().Array)
    return Problem(DiagID::OperandKind, E.Range, [&] {
      return quoted(E.text()) + " is not an array variable and cannot be "
                                "indexed";
    });
  const Expr &Index = *E.Operands[0];
  if (isConstant(Index)) {
    if (!evaluateInteger(Index))
      return Problem(DiagID::OperandKind, Index.Range, [&] {
        return "the index " + quoted(sourceText(Ctx, Index.Range)) +
               " must be an integer constant or register";
      });
  } else if (Index.K == Expr::Kind::Symbol) {
    if (isSpecialRegisterName(Index, Ctx))
      return Problem(DiagID::OperandKind, Index.Range, [&] {
        return "special register " + quoted(sourceText(Ctx, Index.Range)) +
               " cannot be an index; copy it to a register first";
      });
    const Symbol *I = Ctx.lookupName(Index);
    const QualifierInfo *T = I && I->Kind == SymbolKind::Register
                                 ? findType(I->facts().Type)
                                 : nullptr;
    if (T && !isIntegerType(*T))
      return Problem(DiagID::OperandType, Index.Range, [&] {
        return describeRegister(Index, *T) +
               " cannot be an index; use an integer or bit-size "
               "register";
      });
  } else {
    return Problem(DiagID::OperandKind, Index.Range, [&] {
      return "the index of " + Named() +
             " must be an integer constant or a register";
    });
  }
  S.K = ValueAddress::Kind::Variable;
  return S;
}

} // namespace

/// Takes an address-like value apart: `base`, `base+imm` (`base+imm+imm`,
/// `base+-imm`), `array[index]` or an integer constant. Reports the shapes
/// ptxas does not parse or never accepts there, naming the operand What.
ValueAddress ptxlint::classifyValueAddress(const Operand &O, std::string_view What,
                                          FormMatch &M, const CheckContext &Ctx) {
  ValueAddress S;
  auto Problem = [&](DiagID ID, SourceRange R, auto &&Message) {
    M.problem(ID, R, Message);
    S.K = ValueAddress::Kind::Invalid;
    return S;
  };
  auto Named = [&] { return namedOperand(What, M); };
  switch (O.kind()) {
  case Operand::Kind::Sink:
    return Problem(DiagID::OperandKind, O.range(),
                   [&] { return Named() + " cannot be the sink '_'"; });
  case Operand::Kind::Address:
    return Problem(DiagID::OperandKind, O.range(), [&] {
      return Named() + " is an address value, written without "
                       "brackets (as 'rd8' or 'gbuf+4')";
    });
  case Operand::Kind::Vector:
    return Problem(DiagID::OperandKind, O.range(),
                   [&] { return Named() + " cannot be a vector"; });
  case Operand::Kind::List: {
    // `(1+2)` is a constant; `(rd8)` and `(gbuf+4)` do not parse in ptxas.
    if (O.elements().size() == 1 &&
        O.elements()[0].kind() == Operand::Kind::Expression &&
        isConstant(*O.elements()[0].value()))
      return classifyValueAddress(O.elements()[0], What, M, Ctx);
    return Problem(DiagID::OperandKind, O.range(), [&] {
      return Named() + " cannot be in parentheses unless it is a "
                       "constant; write 'rd8' or 'gbuf+4'";
    });
  }
  case Operand::Kind::Expression:
    break;
  }

  const Expr *E = O.value().get();
  // Peel the integer offsets: `base+4`, `base+4+4`, `base+-4`, `base+(2*4)`.
  while (E->K == Expr::Kind::Binary && !isConstant(*E) && isConstant(*E->Operands[1])) {
    const Expr &Offset = *E->Operands[1];
    if (E->text() == "-")
      return Problem(DiagID::OperandKind, E->Range, [&] {
        return "a negative offset is written with '+-', as in "
               "'gbuf+-8'";
      });
    if (E->text() != "+")
      return Problem(DiagID::OperandKind, E->Range, [&] {
        return Named() + " can only add an integer to a register or "
                         "a variable";
      });
    if (!evaluateInteger(Offset))
      return Problem(DiagID::OperandKind, Offset.Range, [&] {
        return "the offset " + quoted(sourceText(Ctx, Offset.Range)) +
               " must be an integer constant";
      });
    S.HasOffset = true;
    E = E->Operands[0].get();
  }

  if (E->K == Expr::Kind::Index)
    return classifyElement(*E, What, S, M, Ctx);

  if (E->K == Expr::Kind::Symbol) {
    S.Base = E;
    if (isSpecialRegisterName(*E, Ctx)) {
      if (S.HasOffset)
        return Problem(DiagID::OperandKind, E->Range, [&] {
          return "special register " + quoted(sourceText(Ctx, E->Range)) +
                 " cannot be the base of " + Named();
        });
      S.K = ValueAddress::Kind::Quiet; // addrspace-no-special-registers reports it.
      return S;
    }
    S.Sym = Ctx.lookupName(*E);
    if (!S.Sym) {
      S.K = ValueAddress::Kind::Quiet; // Undeclared: reported with the module's names.
      return S;
    }
    switch (S.Sym->Kind) {
    case SymbolKind::Register:
      S.K = ValueAddress::Kind::Register;
      S.Type = findType(S.Sym->facts().Type);
      if (!S.Type)
        S.K = ValueAddress::Kind::Quiet;
      return S;
    case SymbolKind::Variable:
      S.K = ValueAddress::Kind::Variable;
      return S;
    case SymbolKind::Function:
      if (S.HasOffset)
        return Problem(DiagID::OperandKind, O.range(), [&] {
          return "an offset cannot be added to the address of the "
                 "function " +
                 quoted(E->text());
        });
      S.K = ValueAddress::Kind::Function;
      return S;
    case SymbolKind::Label:
    case SymbolKind::Prototype:
      return Problem(DiagID::OperandKind, E->Range, [&] {
        return quoted(E->text()) + " is a label, not an address; " + Named() +
               " is a register, a variable or a constant";
      });
    }
  }

  if (!S.HasOffset && isConstant(*E)) {
    if (evaluateInteger(*E)) {
      S.K = ValueAddress::Kind::Immediate;
      return S;
    }
    return Problem(DiagID::OperandType, O.range(), [&] {
      return Named() +
             " must be an integer constant, not the "
             "floating-point constant " +
             quoted(sourceText(Ctx, O.range()));
    });
  }
  return Problem(DiagID::OperandKind, O.range(), [&] {
    return Named() +
           " must be a register, a variable or an integer "
           "constant, optionally plus an integer ('rd8+8', "
           "'gbuf+4'); " +
           quoted(sourceText(Ctx, O.range())) + " is not";
  });
}

/// "'gbuf' is a .global variable", "'sbuf[8]' is an element of the .shared
/// array 'sbuf'".
std::string ptxlint::describeAddressVariable(const ValueAddress &S,
                                            const CheckContext &Ctx) {
  std::string Space(S.Sym->facts().Space);
  if (S.Indexed)
    return quoted(sourceText(Ctx, S.Base->Range)) + " is an element of the " +
           Space + " array " + quoted(S.Base->text());
  return quoted(S.Base->text()) + " is a " + Space + " variable";
}

namespace {

class AddressJudge {
public:
  AddressJudge(FormMatch &M, CheckContext &Ctx, const OperandInfo &Spec,
               const AddressInfo &A)
      : M(M), Ctx(Ctx), A(A) {
    const QualifierInfo *Space =
        A.SpaceSlot == NoSlot ? M.space() : M.valueOf(A.SpaceSlot);
    SpaceQ = Space && Space->Kind == QualifierKind::Space ? Space : nullptr;
    SpaceBit = SpaceQ ? spaceBitOf(*SpaceQ) : uint8_t(SpaceGenericBit);
    SpecName = Spec.Name;
  }

  void run(const Operand &Given) {
    if (!A.Bracketed) {
      judgeValue(classifyValueAddress(Given, SpecName, M, Ctx));
      return;
    }
    const Expr *Written = writtenExpression(Given);
    if (!Written)
      return;
    WrittenRange = Given.range();
    bool RegisterBase = judgeExpression(*Written);
    if (Given.kind() == Operand::Kind::Address &&
        !Given.addressSuffix().Text.empty())
      judgeSuffix(Given.addressSuffix(), RegisterBase);
  }

private:
  template <typename TextFn>
  void problem(DiagID ID, SourceRange Where, TextFn &&Text) {
    M.problem(ID, Where, Text);
  }

  /// "the addr operand", for messages.
  std::string name() const {
    return "the " + std::string(SpecName) + " operand";
  }

  std::string spaceWords() const {
    return SpaceQ ? "a " + quoted(SpaceQ->Spelling) + " address"
                  : std::string("a generic address");
  }

  /// What is in the brackets (or written without them where that is
  /// allowed), or null after judging a bare register or reporting a shape
  /// that is no address.
  const Expr *writtenExpression(const Operand &Given) {
    if (Given.kind() == Operand::Kind::Address) {
      if (Given.elements().size() == 1 &&
          Given.elements()[0].kind() == Operand::Kind::Expression)
        return Given.elements()[0].value().get();
      problem(DiagID::OperandKind, Given.range(), [&] {
        return name() +
               " must be an address: a register or a variable, "
               "optionally plus an integer constant ([a+4], [a+-4])" +
               std::string(A.ImmediateIn ? ", or an integer constant" : "") +
               ", in brackets";
      });
      return nullptr;
    }
    if (Given.kind() == Operand::Kind::Expression) {
      if (A.BracketsOptional)
        return Given.value().get();
      if (A.BareRegisterLast && judgeBareRegister(Given))
        return nullptr;
    }
    problem(DiagID::OperandKind, Given.range(), [&] {
      return name() + " must be an address" +
             std::string(A.BareRegisterLast
                             ? " in brackets ([a]) or a 64-bit register "
                               "holding one"
                         : A.BracketsOptional
                             ? ": a register or a variable, optionally "
                               "plus an integer, in brackets or not"
                             : " in brackets");
    });
    return nullptr;
  }

  /// A register written without brackets where the spec takes one: true
  /// when Given is a register (judged here).
  bool judgeBareRegister(const Operand &Given) {
    const Expr &E = *Given.value();
    const Symbol *S =
        E.K == Expr::Kind::Symbol ? Ctx.lookupName(E) : nullptr;
    if (!S || S->Kind != SymbolKind::Register)
      return false;
    if (&Given != &withoutParentheses(M.Inst.operands().back())) {
      problem(DiagID::OperandKind, Given.range(), [&] {
        return "a bare register can be " + name() +
               " only when it is the last operand; write its address as [" +
               std::string(E.text()) + "]";
      });
      return true;
    }
    const QualifierInfo *T = findType(S->facts().Type);
    if (T && (T->Bits != 64 || T->TypeClass == "f" || T->TypeClass == "pred"))
      problem(DiagID::OperandType, Given.range(), [&] {
        return "register " + quoted(E.text()) + " of type " +
               quoted(T->Spelling) + " cannot be " + name() +
               "; write its address as [reg] or give a 64-bit integer "
               "register";
      });
    return true;
  }

  /// The expression of an address; true when its base is a register that
  /// is not a special one (what a suffix may follow).
  bool judgeExpression(const Expr &E) {
    if (isConstant(E)) {
      if (!(A.ImmediateIn & SpaceBit))
        problem(DiagID::OperandKind, WrittenRange, [&] {
          return A.ImmediateIn ? "an immediate address is allowed only with " +
                                     spaceList(A.ImmediateIn) + "; this is " +
                                     spaceWords()
                               : name() + " cannot be an immediate address";
        });
      return false;
    }
    std::deque<const Expr *> Terms = sumTerms(E);
    const Expr &Base = *Terms.front();
    if (Base.K == Expr::Kind::Binary && Base.text() == "-" &&
        !isConstant(*Base.Operands[0])) {
      problem(DiagID::OperandKind, Base.Range, [&] {
        return "write a negative offset as '[a+-4]'; ptxas does not accept "
               "'[a-4]'";
      });
      return false;
    }
    for (size_t I = 1; I < Terms.size(); ++I)
      if (!isConstant(*Terms[I])) {
        problem(DiagID::OperandKind, Terms[I]->Range, [&] {
          return "the offset of an address must be an integer constant; " +
                 quoted(Terms[I]->K == Expr::Kind::Symbol ? Terms[I]->text()
                                                          : "this") +
                 " is not";
        });
        return false;
      }
    if (Base.K != Expr::Kind::Symbol) {
      problem(DiagID::OperandKind, Base.Range, [&] {
        return "an address begins with a register or a variable" +
               std::string(Base.K == Expr::Kind::Binary
                               ? ", plus an integer constant added with '+'"
                               : "");
      });
      return false;
    }
    return judgeBase(Base);
  }

  bool judgeBase(const Expr &Base) {
    const Symbol *S = Ctx.lookupName(Base);
    if (!S) {
      if (!findSpecialRegister(Base.text()))
        return false; // Undeclared: reported with the module's names.
      if (!A.SpecialRegisterBase)
        problem(DiagID::OperandKind, Base.Range, [&] {
          return "special register " + quoted(Base.text()) +
                 " cannot be an address; copy it to a register first";
        });
      return false;
    }
    switch (S->Kind) {
    case SymbolKind::Register:
      judgeRegister(Base, *S);
      judgeBaseRegisterType(Base, *S);
      return true;
    case SymbolKind::Variable:
      judgeVariable(Base, *S);
      return false;
    case SymbolKind::Label:
    case SymbolKind::Function:
    case SymbolKind::Prototype:
      break;
    }
    problem(DiagID::OperandKind, Base.Range, [&] {
      return quoted(Base.text()) +
             " is not a register or a variable; an address names one";
    });
    return false;
  }

  void judgeRegister(const Expr &Base, const Symbol &S) {
    const QualifierInfo *Type = findType(S.facts().Type);
    if (!Type)
      return;
    if (tooWideRegister(Base, *Type))
      return;
    auto Have = [&] { return describeRegister(Base, *Type); };
    if (Type->TypeClass == "f" || Type->TypeClass == "pred" ||
        Type->Bits > 64) {
      problem(DiagID::OperandType, Base.Range, [&] {
        return Have() +
               " cannot hold an address; use an integer or bit-size "
               "register of " +
               (A.MinRegisterBits > 32   ? "64 bits"
                : A.MinRegisterBits > 16 ? "32 or 64 bits"
                                         : "at most 64 bits");
      });
    } else if (Type->Bits < A.MinRegisterBits && !(A.NarrowIn & SpaceBit)) {
      problem(DiagID::OperandType, Base.Range, [&] {
        return Have() + " is too narrow for " + name() + "; use a " +
               (A.MinRegisterBits > 32 ? "64-bit" : "32- or 64-bit") +
               " register";
      });
    } else if (Type->Bits == 32 && Ctx.AddressSize == 64 &&
               (A.No32BitRegisterIn & SpaceBit)) {
      // ptxas: 8- and 16-bit registers pass with a warning, and 32-bit
      // ones are fine for the windows that are 32-bit anyway. A ptxas that
      // still compiles 32-bit code warns and compiles the access so.
      if (isa::compiles32BitAddresses(Ctx.Release, Ctx.Target)) {
        M.warning(DiagID::AddressSizeMismatch, Base.Range,
                  "register " + quoted(Base.text()) + " is 32 bits; the "
                  "ptxas of CUDA " +
                      std::string(isa::releaseName(Ctx.Release)) +
                      " compiles " + spaceWords() +
                      " with it as 32-bit addressing in a module with "
                      ".address_size 64 (newer releases refuse it); use a "
                      "64-bit register");
        return;
      }
      problem(DiagID::OperandType, Base.Range, [&] {
        return "register " + quoted(Base.text()) + " is 32 bits; " +
               spaceWords() +
               " in a module with .address_size 64 needs a 64-bit "
               "register";
      });
    }
  }

  /// A register base of one of the address's BaseRegisterTypes, when it
  /// lists any (a tensor memory address is a .b32 register).
  void judgeBaseRegisterType(const Expr &Base, const Symbol &S) {
    EntryList<QualifierInfo> Types = baseRegisterTypes(A);
    const QualifierInfo *Type = findType(S.facts().Type);
    if (Types.empty() || !Type)
      return;
    for (const QualifierInfo &T : Types)
      if (&T == Type)
        return;
    problem(DiagID::OperandType, Base.Range, [&] {
      std::string Wanted;
      for (const QualifierInfo &T : Types)
        Wanted += (Wanted.empty() ? "" : " or ") + std::string(T.Spelling);
      return describeRegister(Base, *Type) + " cannot be the base of " +
             name() + "; use a " + Wanted + " register";
    });
  }

  /// An integer register wider than the record's MaxRegisterBits (a
  /// tensor memory address: 32 bits); true after reporting it.
  bool tooWideRegister(const Expr &Base, const QualifierInfo &Type) {
    if (!A.MaxRegisterBits || Type.Bits <= A.MaxRegisterBits)
      return false;
    problem(DiagID::OperandType, Base.Range, [&] {
      return describeRegister(Base, Type) + " is too wide for " + name() +
             "; use a " + std::to_string(A.MaxRegisterBits) + "-bit register";
    });
    return true;
  }

  void judgeVariable(const Expr &Base, const Symbol &S) {
    uint8_t Have = declaredSpaceBit(S.facts().Space);
    uint8_t Allowed = A.VariableSpaces           ? A.VariableSpaces
                      : SpaceBit == SpaceGenericBit ? A.GenericVariables
                                                    : SpaceBit;
    if (Have & Allowed) {
      if (A.NoVariableIn & SpaceBit)
        problem(DiagID::OperandKind, Base.Range, [&] {
          return "ptxas cannot use the variable " + quoted(Base.text()) +
                 " as " + spaceWords() + " of " + quoted(M.opcodeName()) +
                 "; put the address in a register";
        });
      return;
    }
    problem(DiagID::OperandKind, Base.Range, [&] {
      std::string Message =
          "variable " + quoted(Base.text()) + " is in " +
          quoted(S.facts().Space.empty() ? "no state space" : S.facts().Space);
      if (A.VariableSpaces)
        Message += "; " + name() + " must name a " +
                   spaceList(A.VariableSpaces) + " variable";
      else if (SpaceQ)
        Message += ", which does not match " + quoted(SpaceQ->Spelling);
      else
        Message += ", which a generic address of " + quoted(M.opcodeName()) +
                   " cannot name (it may name " +
                   spaceList(A.GenericVariables) + " variables)";
      return Message;
    });
  }

  //===--------------------------------------------------------------------===//
  // Addresses written as values
  //===--------------------------------------------------------------------===//

  void judgeValue(const ValueAddress &S) {
    auto Of = [&] { return name() + " of " + quoted(M.opcodeName()); };
    switch (S.K) {
    case ValueAddress::Kind::Register:
      judgeValueRegister(S);
      return;
    case ValueAddress::Kind::Variable:
      judgeValueVariable(S);
      return;
    case ValueAddress::Kind::Function:
      if (!A.FunctionName)
        problem(DiagID::OperandKind, S.Base->Range, [&] {
          return quoted(S.Base->text()) + " is a function; " + Of() +
                 " is a data address";
        });
      return;
    case ValueAddress::Kind::Immediate:
      if (!(A.ImmediateIn & SpaceBit))
        problem(DiagID::OperandKind, S.Base ? S.Base->Range : WrittenRange,
                [&] { return Of() + " cannot be an integer constant"; });
      return;
    case ValueAddress::Kind::Quiet:
    case ValueAddress::Kind::Invalid:
      return;
    }
  }

  void judgeValueRegister(const ValueAddress &S) {
    auto Of = [&] { return name() + " of " + quoted(M.opcodeName()); };
    bool Integer = isIntegerType(*S.Type);
    auto Have = [&] { return describeRegister(*S.Base, *S.Type); };
    if (S.HasOffset && A.OffsetBaseAnyWidth) {
      bool Listed = false;
      for (const QualifierInfo &T : offsetBaseTypes(A))
        Listed = Listed || &T == S.Type;
      if (!Integer && !Listed)
        problem(DiagID::OperandType, S.Base->Range, [&] {
          return Have() +
                 " cannot hold an address; an offset can only be added "
                 "to an integer or bit-size register";
        });
      return;
    }
    if (A.RegisterWidthSlot != NoSlot) {
      const QualifierInfo *Wanted = M.valueOf(A.RegisterWidthSlot);
      if (!Wanted || Wanted->Kind != QualifierKind::Type ||
          (Integer && S.Type->Bits == Wanted->Bits))
        return;
      problem(DiagID::OperandType, S.Base->Range, [&] {
        return Have() + " cannot be " + name() + " of a " +
               quoted(Wanted->Spelling) + " " + quoted(M.opcodeName()) +
               "; it needs a " + std::to_string(Wanted->Bits) +
               "-bit integer or bit-size register";
      });
      return;
    }
    if (!Integer || S.Type->Bits < A.MinRegisterBits || S.Type->Bits > 64)
      problem(DiagID::OperandType, S.Base->Range, [&] {
        return Have() + " cannot hold " + Of() + "; use a " +
               (A.MinRegisterBits > 16 ? "32- or 64-bit " : "") +
               "integer or bit-size register";
      });
  }

  void judgeValueVariable(const ValueAddress &S) {
    auto Of = [&] { return name() + " of " + quoted(M.opcodeName()); };
    if (!S.HasOffset && !A.VariableAlone) {
      problem(DiagID::OperandKind, S.Base->Range, [&] {
        return describeAddressVariable(S, Ctx) + "; " + Of() +
               " is a register or a variable plus an offset: take the "
               "variable's address into a register with 'cvta' first";
      });
      return;
    }
    uint8_t Have = declaredSpaceBit(S.Sym->facts().Space);
    uint8_t Allowed = A.VariableSpaces ? A.VariableSpaces
                      : SpaceBit == SpaceGenericBit ? A.GenericVariables
                                                     : SpaceBit;
    if (!(Have & Allowed))
      problem(DiagID::InvalidInstruction, S.Base->Range, [&] {
        return describeAddressVariable(S, Ctx) + "; " + Of() + " must name a " +
               spaceList(Allowed) + " variable";
      });
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
      problem(DiagID::QualifierNotAllowed, Suffix.Range, [&] {
        return quoted(Suffix.Text) + " cannot follow the address of " +
               quoted(M.opcodeName());
      });
    else if (!RegisterBase || !(A.SuffixSpaces & SpaceBit))
      problem(DiagID::QualifierNotAllowed, Suffix.Range, [&] {
        return quoted(Suffix.Text) + " follows a register address of a " +
               spaceList(A.SuffixSpaces) + " access" +
               (RegisterBase ? "; this is " + spaceWords()
                             : std::string(", not a variable"));
      });
  }

  FormMatch &M;
  CheckContext &Ctx;
  const AddressInfo &A;
  const QualifierInfo *SpaceQ = nullptr;
  uint8_t SpaceBit = SpaceGenericBit;
  std::string_view SpecName;
  SourceRange WrittenRange; ///< The whole operand, brackets included.
};

} // namespace

const Expr *ptxlint::addressBase(const Operand &A) {
  if (A.kind() != Operand::Kind::Address || A.elements().size() != 1 ||
      A.elements()[0].kind() != Operand::Kind::Expression)
    return nullptr;
  return sumTerms(*A.elements()[0].value()).front();
}

void ptxlint::checkAddressOperand(FormMatch &M, CheckContext &Ctx,
                                  const Operand &Given, const OperandInfo &Spec,
                                  const AddressInfo &Address) {
  AddressJudge(M, Ctx, Spec, Address).run(Given);
}
