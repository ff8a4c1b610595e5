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
      return Index < M.Inst.Operands.size()
                 ? &withoutParentheses(M.Inst.Operands[Index])
                 : nullptr;
    ++Index;
  }
  return nullptr;
}

std::string_view spaceName(std::string_view Spelling) {
  if (!Spelling.empty() && Spelling[0] == '.')
    Spelling.remove_prefix(1);
  return Spelling.substr(0, Spelling.find("::"));
}

/// The number a `.Nd` qualifier names, or 0.
unsigned dimensions(const FormMatch &M) {
  const QualifierInfo *Dim = M.valueOf("dimension");
  if (!Dim || Dim->Spelling.size() != 3)
    return 0;
  return static_cast<unsigned>(Dim->Spelling[1] - '0');
}

/// The declared type of a register, or null if E is not a register.
const QualifierInfo *declaredRegisterType(const Expr &E, const CheckContext &Ctx) {
  if (E.K != Expr::Kind::Symbol)
    return nullptr;
  const Symbol *S = Ctx.Symbols.lookup(E.Text);
  if (!S || S->Kind != SymbolKind::Register)
    return nullptr;
  return findType(S->Type);
}

bool isIntegerType(const QualifierInfo &T) {
  return T.TypeClass == "b" || T.TypeClass == "u" || T.TypeClass == "s";
}

bool isSpecialRegister(const Expr &E, const CheckContext &Ctx) {
  return E.K == Expr::Kind::Symbol && !Ctx.Symbols.lookup(E.Text) &&
         findSpecialRegister(E.Text);
}

void problem(FormMatch &M, DiagID ID, SourceRange R, std::string Message) {
  M.Problems.push_back({ID, R, std::move(Message)});
}

const Expr *addressExpressionBase(FormMatch &M, const Expr &E,
                                  std::string_view Name, bool AllowOffset);

/// An address `[base]` or `[base+offset]`: its base symbol, or null after
/// reporting a shape ptxas does not take. Immediate addresses give null
/// without a problem when AllowImmediate is set.
const Expr *addressBase(FormMatch &M, const Operand &A, std::string_view Name,
                        bool AllowOffset) {
  if (A.Elements.size() != 1 || A.Elements[0].K != Operand::Kind::Expression) {
    problem(M, DiagID::OperandKind, A.Range,
            "the " + std::string(Name) +
                " operand must be an address: [register] or [variable]" +
                (AllowOffset ? ", optionally plus an integer" : ""));
    return nullptr;
  }
  return addressExpressionBase(M, *A.Elements[0].Value, Name, AllowOffset);
}

/// The base of the address expression E (what is, or would be, in the
/// brackets): a register or variable, or null for an immediate address or
/// after reporting what else E is.
const Expr *addressExpressionBase(FormMatch &M, const Expr &E,
                                  std::string_view Name, bool AllowOffset) {
  if (E.K == Expr::Kind::Symbol)
    return &E;
  if (AllowOffset && E.K == Expr::Kind::Binary && E.Text == "+" &&
      E.Operands[0]->K == Expr::Kind::Symbol && isConstant(*E.Operands[1]) &&
      evaluateInteger(*E.Operands[1]))
    return E.Operands[0].get();
  if (isConstant(E) && evaluateInteger(E))
    return nullptr; // An immediate address.
  problem(M, DiagID::OperandKind, E.Range,
          "the " + std::string(Name) +
              " operand must be a register or a variable" +
              (AllowOffset ? ", optionally plus an integer constant" : "") +
              "; " + (AllowOffset ? "this" : "ptxas does not take an offset here, and this") +
              " is not one");
  return nullptr;
}

/// Checks that Base, the base of an address, is a 32- or 64-bit integer
/// register or a variable of one of Spaces ("global", "shared").
void checkAddressBase(FormMatch &M, const CheckContext &Ctx, const Expr &Base,
                      std::string_view Name,
                      std::initializer_list<std::string_view> Spaces,
                      std::string_view SpaceWords) {
  if (isSpecialRegister(Base, Ctx)) {
    problem(M, DiagID::OperandKind, Base.Range,
            "special register " + quoted(Base.Text) + " cannot be the " +
                std::string(Name) + " address");
    return;
  }
  const Symbol *S = Ctx.Symbols.lookup(Base.Text);
  if (!S)
    return; // Undeclared: reported with the module's names.
  switch (S->Kind) {
  case SymbolKind::Register: {
    const QualifierInfo *Type = findType(S->Type);
    if (Type && (!isIntegerType(*Type) || (Type->Bits != 32 && Type->Bits != 64)))
      problem(M, DiagID::OperandType, Base.Range,
              "register " + quoted(Base.Text) + " of type " +
                  quoted(Type->Spelling) + " cannot hold the " +
                  std::string(Name) +
                  " address; use a 32- or 64-bit integer or bit-size register");
    return;
  }
  case SymbolKind::Variable: {
    std::string_view VarSpace = spaceName(S->Space);
    for (std::string_view Wanted : Spaces)
      if (VarSpace == Wanted)
        return;
    problem(M, DiagID::InvalidInstruction, Base.Range,
            quoted(Base.Text) + " is a ." + std::string(VarSpace) +
                " variable; the " + std::string(Name) + " operand needs " +
                std::string(SpaceWords));
    return;
  }
  default:
    problem(M, DiagID::OperandKind, Base.Range,
            quoted(Base.Text) + " is not a register or a variable and cannot "
                                "be the " + std::string(Name) + " address");
  }
}

/// The vector of coordinates of `[tensorMap, {...}]`, or null.
const Operand *coordinatesOf(const FormMatch &M) {
  const Operand *A = operandNamed(M, "tensor-map");
  if (!A || A->K != Operand::Kind::Address || A->Elements.size() != 2 ||
      A->Elements[1].K != Operand::Kind::Vector)
    return nullptr;
  return &A->Elements[1];
}

/// Each element of V must be an integer constant or an integer register of
/// Bits bits.
void checkVectorElements(FormMatch &M, const CheckContext &Ctx, const Operand &V,
                         std::string_view What, unsigned Bits) {
  for (const Operand &E : V.Elements) {
    if (E.K == Operand::Kind::Expression) {
      if (isConstant(*E.Value) && evaluateInteger(*E.Value))
        continue;
      if (const QualifierInfo *T = declaredRegisterType(*E.Value, Ctx)) {
        if (!isIntegerType(*T) || T->Bits != Bits)
          problem(M, DiagID::OperandType, E.Range,
                  "register " + quoted(E.Value->Text) + " of type " +
                      quoted(T->Spelling) + " cannot be " + std::string(What) +
                      ", which is a " + std::to_string(Bits) +
                      "-bit integer (register or immediate)");
        continue;
      }
      if (E.Value->K == Expr::Kind::Symbol && !Ctx.Symbols.lookup(E.Value->Text) &&
          !findSpecialRegister(E.Value->Text))
        continue; // Undeclared: reported with the module's names.
    }
    problem(M, DiagID::OperandKind, E.Range,
            std::string(What) + " must be a " + std::to_string(Bits) +
                "-bit integer register or an integer constant");
  }
}

//===----------------------------------------------------------------------===//
// The checks
//===----------------------------------------------------------------------===//

/// The destination state space comes first: `.global.shared::cta` is the
/// store direction, not a load written in another order.
void tensorMapOperand(FormMatch &M, CheckContext &Ctx) {
  const Operand *A = operandNamed(M, "tensor-map");
  if (!A || A->K != Operand::Kind::Address)
    return; // The operand checker reports it.
  if (A->Elements.size() != 2 || A->Elements[0].K != Operand::Kind::Expression ||
      A->Elements[1].K != Operand::Kind::Vector) {
    problem(M, DiagID::OperandKind, A->Range,
            "the tensor-map operand must be [tensorMap, {coordinates}], with "
            "the coordinates as a vector inside the brackets");
    return;
  }
  const Expr &Map = *A->Elements[0].Value;
  if (Map.K != Expr::Kind::Symbol) {
    problem(M, DiagID::OperandKind, Map.Range,
            "the tensor map must be a register or a .global variable; ptxas "
            "takes no offset or constant here");
    return;
  }
  checkAddressBase(M, Ctx, Map, "tensor-map", {"global"},
                   "a register or a .global variable (ptxas takes a .param or "
                   ".const tensor map only through its generic address in a "
                   "register)");
}

void tensorCoordinates(FormMatch &M, CheckContext &Ctx) {
  const Operand *V = coordinatesOf(M);
  if (!V)
    return;
  unsigned Dims = dimensions(M);
  const Modifier *Rows = M.modifierFor(".tile::gather4");
  if (!Rows)
    Rows = M.modifierFor(".tile::scatter4");
  unsigned Wanted = Rows ? 5 : Dims;
  if (Wanted && V->Elements.size() != Wanted) {
    std::string Why = Rows ? quoted(Rows->Text) + " takes 5 coordinates (a "
                                                  "column and four rows)"
                           : quoted(M.valueOf("dimension")->Spelling) +
                                 " takes " + std::to_string(Dims) +
                                 " coordinate" + (Dims == 1 ? "" : "s");
    problem(M, DiagID::OperandKind, V->Range,
            "the tensor coordinates have " + std::to_string(V->Elements.size()) +
                " element" + (V->Elements.size() == 1 ? "" : "s") + "; " + Why);
  }
  checkVectorElements(M, Ctx, *V, "a tensor coordinate", 32);
}

void im2colInfo(FormMatch &M, CheckContext &Ctx) {
  const Operand *Info = operandNamed(M, "im2colInfo");
  if (!Info)
    return;
  const Modifier *Mode = M.modifierFor(".im2col");
  unsigned Wanted = 0;
  std::string Why;
  if (Mode) {
    unsigned Dims = dimensions(M);
    if (Dims >= 3) {
      Wanted = Dims - 2;
      Why = quoted(Mode->Text) + " with " + quoted(M.valueOf("dimension")->Spelling) +
            " takes " + std::to_string(Wanted) + " (.dim minus two)";
    }
  } else {
    Mode = M.modifierFor(".im2col::w");
    if (!Mode)
      Mode = M.modifierFor(".im2col::w::128");
    if (Mode) {
      Wanted = 2;
      Why = quoted(Mode->Text) + " takes 2 (wHalo and wOffset)";
    }
  }
  if (Info->K != Operand::Kind::Vector) {
    problem(M, DiagID::OperandKind, Info->Range,
            "the im2colInfo operand must be a vector {...} of 16-bit offsets" +
                (Why.empty() ? std::string() : "; " + Why));
    return;
  }
  if (Wanted && Info->Elements.size() != Wanted)
    problem(M, DiagID::OperandKind, Info->Range,
            "the im2colInfo operand has " + std::to_string(Info->Elements.size()) +
                " element" + (Info->Elements.size() == 1 ? "" : "s") + "; " + Why);
  checkVectorElements(M, Ctx, *Info, "an im2colInfo element", 16);
}

void sharedAddress(FormMatch &M, CheckContext &Ctx) {
  for (std::string_view Name : {"dstMem", "srcMem", "mbar"}) {
    const Operand *A = operandNamed(M, Name);
    if (!A)
      continue;
    // ptxas: these addresses may be written with or without brackets
    // (`[sbuf+8]` or `sbuf+8`), unlike those of ld, st or cp.async.bulk.
    const Expr *Written = nullptr;
    if (A->K == Operand::Kind::Address && A->Elements.size() == 1 &&
        A->Elements[0].K == Operand::Kind::Expression)
      Written = A->Elements[0].Value.get();
    else if (A->K == Operand::Kind::Expression)
      Written = A->Value.get();
    if (!Written) {
      problem(M, DiagID::OperandKind, A->Range,
              "the " + std::string(Name) +
                  " operand must be an address: a register or a variable, "
                  "optionally plus an integer, in brackets or not");
      continue;
    }
    if (isConstant(*Written)) {
      problem(M, DiagID::OperandKind, Written->Range,
              "the " + std::string(Name) +
                  " operand is an immediate address; ptxas takes those only "
                  "for .local, and this is a .shared address");
      continue;
    }
    const Expr *Base =
        addressExpressionBase(M, *Written, Name, /*AllowOffset=*/true);
    if (Base)
      checkAddressBase(M, Ctx, *Base, Name, {"shared"},
                       "a register or a .shared variable");
  }
}

void tensormapAddress(FormMatch &M, CheckContext &Ctx) {
  const Operand *A = operandNamed(M, "addr");
  if (!A || A->K != Operand::Kind::Address)
    return;
  const Expr *Base = addressBase(M, *A, "addr", /*AllowOffset=*/true);
  if (!Base)
    return;
  const QualifierInfo *Space = M.space();
  if (!Space)
    checkAddressBase(M, Ctx, *Base, "addr", {"global", "shared"},
                     "a register, a .global or a .shared variable");
  else if (Space->Space == "global")
    checkAddressBase(M, Ctx, *Base, "addr", {"global"},
                     "a register or a .global variable with '.global'");
  else if (Space->Space == "shared")
    checkAddressBase(M, Ctx, *Base, "addr", {"shared"},
                     "a register or a .shared variable with " +
                         quoted(Space->Spelling));
}

constexpr NamedCheck Checks[] = {
    {"tensor-map-operand", tensorMapOperand},
    {"tensor-coordinates", tensorCoordinates},
    {"tensor-im2col-info", im2colInfo},
    {"tensor-shared-address", sharedAddress},
    {"tensormap-address", tensormapAddress},
};

} // namespace

const CheckTable ptxlint::TensorCopyChecks = makeCheckTable(Checks);
