//===- MovShuffleChecks.cpp - Custom checks of mov, shfl, shfl.sync and prmt ---===//
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

#include "CustomChecks.h"

#include "ConstantEval.h"
#include "OperandChecker.h"

#include <algorithm>
#include <cctype>

using namespace ptxlint;
using namespace ptxlint::isa;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

void problem(FormMatch &M, DiagID ID, SourceRange Where, std::string Message) {
  M.Problems.push_back({ID, Where, std::move(Message)});
}

std::string_view sourceText(const CheckContext &Ctx, SourceRange R) {
  return Ctx.Source.text().substr(R.Begin, R.End - R.Begin);
}

std::string opcodeText(const FormMatch &M) {
  return quoted(M.Inst.Opcode.Text);
}

std::string bitsText(unsigned Bits) { return std::to_string(Bits) + " bits"; }

const QualifierInfo *typeOf(const FormMatch &M) {
  const QualifierInfo *T = M.valueOf("type");
  return T && T->Kind == QualifierKind::Type ? T : nullptr;
}

SourceRange typeRange(const FormMatch &M) {
  const QualifierInfo *T = typeOf(M);
  const Modifier *Written = T ? M.modifierFor(T->Spelling) : nullptr;
  return Written ? Written->Range : M.Inst.Opcode.Range;
}


/// What a name in an operand refers to.
enum class NameKind { Unknown, Register, Special, Variable, Function, Other };

NameKind kindOfName(const Expr &E, const CheckContext &Ctx) {
  if (E.K != Expr::Kind::Symbol && E.K != Expr::Kind::Index)
    return NameKind::Unknown;
  if (const Symbol *S = Ctx.Symbols.lookup(E.Text)) {
    switch (S->Kind) {
    case SymbolKind::Register: return NameKind::Register;
    case SymbolKind::Variable: return NameKind::Variable;
    case SymbolKind::Function: return NameKind::Function;
    default: return NameKind::Other;
    }
  }
  return findSpecialRegister(E.Text) ? NameKind::Special : NameKind::Unknown;
}

/// `name+c`, `name+c-d`, ...: the name an offset expression starts from,
/// or null if E is not of that shape. ptxas wants `+` right after the name
/// (`r-4` does not parse) and integer offsets; FloatOffset is set when an
/// offset is a floating-point constant.
const Expr *offsetBase(const Expr &E, bool &FloatOffset) {
  const Expr *Cur = &E;
  std::string_view FirstOp;
  while (Cur->K == Expr::Kind::Binary && (Cur->Text == "+" || Cur->Text == "-") &&
         isConstant(*Cur->Operands[1]) && !isConstant(*Cur->Operands[0])) {
    FloatOffset = FloatOffset || hasFloatLiteral(*Cur->Operands[1]);
    FirstOp = Cur->Text;
    Cur = Cur->Operands[0].get();
  }
  if (Cur == &E || FirstOp != "+" ||
      (Cur->K != Expr::Kind::Symbol && Cur->K != Expr::Kind::Index))
    return nullptr;
  return Cur;
}

/// Whether a register of type Have fits the form's type rules for Want.
bool fits(const FormMatch &M, const QualifierInfo &Want,
          const QualifierInfo &Have) {
  return registerFits(M.Form, Want, Have, /*InVector=*/false);
}

/// A register that does not fit the instruction's type.
void registerMismatch(FormMatch &M, const Expr &E, const QualifierInfo &Have,
                      const QualifierInfo &Want, std::string_view Role) {
  problem(M, DiagID::OperandType, E.Range,
          "register " + quoted(E.Text) + " of type " + quoted(Have.Spelling) +
              " cannot be the " + std::string(Role) + " of a " +
              quoted(Want.Spelling) + " " + opcodeText(M));
}

/// Whether a constant suits type T: integers for integer types and .pred,
/// floating-point constants for .f32/.f64, either for bit-size types, but
/// floats only of the type's width (0f literals are 32 bits, the others
/// 64). Reports and returns false otherwise.
bool checkConstantKind(FormMatch &M, const CheckContext &Ctx, const Expr &E,
                       const QualifierInfo &T, std::string_view Role) {
  bool IsFloat = hasFloatLiteral(E);
  unsigned FloatBits = IsFloat ? floatConstantBits(E) : 0;
  std::string Text = quoted(sourceText(Ctx, E.Range));
  if (IsFloat && !FloatBits) {
    problem(M, DiagID::OperandType, E.Range,
            Text + " mixes integer and floating-point constants");
    return false;
  }
  if (T.TypeClass == "f") {
    if (!IsFloat) {
      problem(M, DiagID::OperandType, E.Range,
              "the " + std::string(Role) + " of a " + quoted(T.Spelling) +
                  " " + opcodeText(M) + " must be a floating-point constant "
                  "(1.0, 0f3F800000); " + Text + " is an integer");
      return false;
    }
    return true;
  }
  if (!IsFloat)
    return true;
  if (T.TypeClass == "b" && FloatBits == T.Bits)
    return true;
  problem(M, DiagID::OperandType, E.Range,
          "the " + std::string(Role) + " of a " + quoted(T.Spelling) + " " +
              opcodeText(M) +
              (T.TypeClass == "b"
                   ? " must be an integer or a " + std::to_string(T.Bits) +
                         "-bit floating-point constant; " + Text + " is a " +
                         std::to_string(FloatBits) +
                         "-bit one (0f literals are 32 bits, the others 64)"
                   : " must be an integer constant; " + Text +
                         " is a floating-point constant"));
  return false;
}

/// Whether a .param variable was declared in a function body (the buffer
/// of a call) rather than in a parameter list. The symbol table does not
/// say, so this reads the source before the name: its qualifiers, then
/// '(' or ',' in a parameter list; a body declaration follows ';', '{',
/// '}' or a label, or continues a declarator list (`, name` without
/// qualifiers).
bool declaredInBody(const Symbol &S, const CheckContext &Ctx) {
  std::string_view Text = Ctx.Source.text();
  size_t Pos = std::min<size_t>(S.Declared.Begin, Text.size());
  bool SawQualifier = false;
  while (Pos > 0) {
    char C = Text[Pos - 1];
    if (C == ' ' || C == '\t' || C == '\r' || C == '\n') {
      --Pos;
      if (C == '\n') {
        // Skip a `//` comment at the end of the previous line.
        size_t LineStart = Text.rfind('\n', Pos == 0 ? 0 : Pos - 1);
        LineStart = LineStart == std::string_view::npos ? 0 : LineStart + 1;
        size_t Comment = Text.substr(LineStart, Pos - LineStart).find("//");
        if (Comment != std::string_view::npos)
          Pos = LineStart + Comment;
      }
      continue;
    }
    if (C == '(' || C == ',')
      return !SawQualifier;
    if (C == ';' || C == '{' || C == '}' || C == ':' || C == ')')
      return true;
    // A word: `.param`, `.align`, `8`, `.b8`.
    size_t End = Pos;
    while (Pos > 0 && !std::isspace(static_cast<unsigned char>(Text[Pos - 1])) &&
           std::string_view("(),;{}:").find(Text[Pos - 1]) == std::string_view::npos)
      --Pos;
    SawQualifier = SawQualifier || Text.substr(Pos, End - Pos) == ".param";
  }
  return false;
}

//===----------------------------------------------------------------------===//
// mov: types and shapes
//===----------------------------------------------------------------------===//

/// The type mov moves, or null when it has none or one mov-type rejects.
const QualifierInfo *movType(const FormMatch &M) {
  const QualifierInfo *T = typeOf(M);
  if (!T)
    return nullptr;
  if (T->Bits == 8 || T->Spelling == ".f16" || T->Spelling == ".bf16" ||
      T->Spelling == ".f16x2" || T->Spelling == ".bf16x2")
    return nullptr;
  return T;
}

void checkMovType(FormMatch &M, CheckContext &) {
  const QualifierInfo *T = typeOf(M);
  if (!T || movType(M))
    return;
  std::string Instead = T->Bits == 8 ? "'.b16' with 16-bit registers"
                        : T->Bits == 16 ? "'.b16'"
                                        : "'.b32'";
  problem(M, DiagID::QualifierNotAllowed, typeRange(M),
          "'mov' does not take the type " + quoted(T->Spelling) +
              "; it moves .pred and 16-, 32-, 64- and 128-bit values: "
              "write " + Instead);
}

enum class MovShape { None, Scalar, Pack, Unpack, VectorToVector, Vector };

MovShape movShape(const FormMatch &M) {
  if (M.Inst.Operands.size() != 2 || !movType(M))
    return MovShape::None;
  if (M.vector())
    return MovShape::Vector;
  bool D = withoutParentheses(M.Inst.Operands[0]).K == Operand::Kind::Vector;
  bool S = withoutParentheses(M.Inst.Operands[1]).K == Operand::Kind::Vector;
  return D && S ? MovShape::VectorToVector
         : D    ? MovShape::Unpack
         : S    ? MovShape::Pack
                : MovShape::Scalar;
}

//===----------------------------------------------------------------------===//
// mov: sources
//===----------------------------------------------------------------------===//

/// ISA chapter 10: legacy code may read the lower bits of %tid, %ntid,
/// %ctaid and %nctaid with 16-bit moves, and of %gridid with 16- and 32-bit
/// ones.
bool legacyWidth(std::string_view Register, unsigned Bits) {
  if (Register == "%gridid")
    return Bits == 16 || Bits == 32;
  return Bits == 16 && (Register == "%tid" || Register == "%ntid" ||
                        Register == "%ctaid" || Register == "%nctaid");
}

/// A special register's component: a register with components needs one
/// (ptxas: they are .v4, so .w is accepted too), the others take none.
bool checkComponent(FormMatch &M, const Expr &E, const SpecialRegisterInfo &R,
                    bool WholeVectorAllowed) {
  if (R.Components.empty()) {
    if (!E.Component.empty()) {
      problem(M, DiagID::OperandKind, E.Range,
              "special register " + quoted(E.Text) + " has no component " +
                  quoted(E.Component));
      return false;
    }
    return true;
  }
  if (E.Component.empty()) {
    if (WholeVectorAllowed)
      return true;
    problem(M, DiagID::OperandKind, E.Range,
            "special register " + quoted(E.Text) +
                " is a vector; read one component, such as " +
                quoted(std::string(E.Text) + ".x"));
    return false;
  }
  if (E.Component != ".x" && E.Component != ".y" && E.Component != ".z" &&
      E.Component != ".w") {
    problem(M, DiagID::OperandKind, E.Range,
            "unknown component " + quoted(E.Component) + " of " +
                quoted(E.Text) + "; write .x, .y, .z or .w");
    return false;
  }
  return true;
}

/// A special register read by a scalar move of type T.
void checkSpecialSource(FormMatch &M, const Expr &E, bool HasOffset,
                        const QualifierInfo &T) {
  const SpecialRegisterInfo &R = *findSpecialRegister(E.Text);
  const QualifierInfo *Have = findType(R.Type);
  std::string Name = quoted(std::string(E.Text) + std::string(E.Component));
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
              (Have->Bits == T.Bits || legacyWidth(E.Text, T.Bits));
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
            "the address of variable " + quoted(Name.Text) +
                " is an integer; it cannot be moved as " + quoted(T.Spelling) +
                " (use .u64 or .b64)");
    return;
  }
  if (S.Space == ".param" && declaredInBody(S, Ctx)) {
    problem(M, DiagID::OperandKind, Name.Range,
            "ptxas cannot take the address of " + quoted(Name.Text) +
                ", a .param variable of a function body (only parameters "
                "of the function itself have addresses)");
    return;
  }
  // ptxas: only the full compile notices, with a module-level fatal error
  // ("32-Bit ABI ... not supported"); `var+imm` escapes it, `var[imm]`
  // does not, and 16-bit moves only draw a warning.
  if (T.Bits == 32 && Ctx.AddressSize == 64 && S.Space == ".global" &&
      (!HasOffset || Name.K == Expr::Kind::Index))
    problem(M, DiagID::OperandType, Name.Range,
            "the address of .global variable " + quoted(Name.Text) +
                " does not fit a " + quoted(T.Spelling) +
                " register in a module with .address_size 64 (ptxas: 32-bit "
                "addressing is not supported); move it as .u64 or .b64");
}

/// The source of a scalar move or of an unpack: a register, a constant, a
/// special register, a variable or function name, `name+offset`, or `!p`.
void checkMovValue(FormMatch &M, CheckContext &Ctx, const Operand &O,
                   const QualifierInfo &T) {
  auto Wrong = [&](SourceRange Where, std::string Why) {
    problem(M, DiagID::OperandKind, Where, std::move(Why));
  };
  if (O.K == Operand::Kind::Sink)
    return Wrong(O.Range, "a sink '_' cannot be the source of " + opcodeText(M));
  if (O.K == Operand::Kind::Address)
    return Wrong(O.Range, opcodeText(M) + " does not read memory; load it with "
                                          "'ld', or write the variable's name "
                                          "without brackets to move its address");
  if (O.K != Operand::Kind::Expression)
    return Wrong(O.Range, "the source of " + opcodeText(M) +
                              " must be a register, a constant, a special "
                              "register or a variable or function name");
  if (O.PairedSink)
    return Wrong(O.Range, opcodeText(M) + " has no predicate operand; remove '|_'");
  const Expr &E = *O.Value;
  if (isConstant(E)) {
    checkConstantKind(M, Ctx, E, T, "source");
    return;
  }
  // `!p`: a .pred move takes a negated predicate.
  if (E.K == Expr::Kind::Unary && E.Text == "!") {
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
    return Wrong(E.Range, "the offset added to " + quoted(Name->Text) +
                              " must be an integer constant");
  NameKind Kind = kindOfName(*Name, Ctx);
  if (Name->K == Expr::Kind::Index && Kind != NameKind::Variable &&
      Kind != NameKind::Unknown)
    return Wrong(Name->Range, "only a variable can be indexed; " +
                                  quoted(Name->Text) + " is not one");
  switch (Kind) {
  case NameKind::Unknown:
    return; // Undeclared: the name check reports it.
  case NameKind::Register: {
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
    return checkAddressSource(M, Ctx, *Name, *Ctx.Symbols.lookup(Name->Text),
                              HasOffset, T);
  case NameKind::Function:
    // ISA: only .u32/.u64; ptxas takes any type (and warns for signed).
    if (HasOffset)
      Wrong(E.Range, "ptxas cannot take the address of function " +
                         quoted(Name->Text) + " in an arithmetic expression");
    return;
  case NameKind::Other:
    return Wrong(Name->Range, quoted(Name->Text) +
                                  " is a label; mov moves registers, constants, "
                                  "and the addresses of variables and functions");
  }
}

/// The destination of a scalar move or a pack: a register of the type.
void checkMovDestination(FormMatch &M, CheckContext &Ctx, const Operand &O,
                         const QualifierInfo &T) {
  auto Wrong = [&](SourceRange Where, std::string Why) {
    problem(M, DiagID::OperandKind, Where, std::move(Why));
  };
  if (O.K == Operand::Kind::Sink)
    return Wrong(O.Range, opcodeText(M) + " cannot discard its result; the "
                                          "destination must be a register");
  if (O.K != Operand::Kind::Expression)
    return Wrong(O.Range, "the destination of " + opcodeText(M) +
                              " must be a register");
  const Expr &E = *O.Value;
  if (O.PairedSink || (E.K == Expr::Kind::Binary && E.Text == "|"))
    return Wrong(O.Range, opcodeText(M) + " has no predicate output");
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
    return Wrong(E.Range, quoted(E.Text) + " is a variable; the destination "
                                           "of mov is a register (write "
                                           "memory with 'st')");
  case NameKind::Function:
  case NameKind::Other:
    return Wrong(E.Range, "the destination of " + opcodeText(M) +
                              " must be a register; " + quoted(E.Text) +
                              " is not one");
  }
}

void checkMovScalar(FormMatch &M, CheckContext &Ctx) {
  if (movShape(M) != MovShape::Scalar)
    return;
  const QualifierInfo &T = *movType(M);
  checkMovDestination(M, Ctx, withoutParentheses(M.Inst.Operands[0]), T);
  checkMovValue(M, Ctx, withoutParentheses(M.Inst.Operands[1]), T);
}

//===----------------------------------------------------------------------===//
// mov: vectors
//===----------------------------------------------------------------------===//

/// Whether two registers of one size may share a vector (ptxas: "Vector
/// with elements of different types are not allowed in mov instruction"):
/// bit-size registers go with any type, signed with unsigned integers, and
/// otherwise the types must be the same.
bool sameKind(const QualifierInfo &A, const QualifierInfo &B) {
  if (A.TypeClass == "b" || B.TypeClass == "b")
    return true;
  auto IsInteger = [](const QualifierInfo &Q) {
    return Q.TypeClass == "u" || Q.TypeClass == "s";
  };
  return (IsInteger(A) && IsInteger(B)) || A.Spelling == B.Spelling;
}

/// How a vector operand is used.
enum class VectorRole {
  Pack,      ///< The source of a pack: registers, special registers, constants.
  Unpack,    ///< The destination of an unpack: registers and sinks.
  VectorDst, ///< The destination of mov.vN: registers and sinks.
  VectorSrc, ///< The source of mov.vN: registers and constants.
};

/// Checks the elements of a vector operand of mov. Lanes: the number of
/// elements the shape needs (0: 1, 2 or 4 that fill T exactly).
void checkMovVector(FormMatch &M, CheckContext &Ctx, const Operand &V,
                    const QualifierInfo &T, VectorRole Role) {
  bool IsDestination = Role == VectorRole::Unpack || Role == VectorRole::VectorDst;
  bool ElementTyped = Role == VectorRole::VectorDst || Role == VectorRole::VectorSrc;
  std::string What = IsDestination ? "destination vector" : "source vector";
  size_t N = V.Elements.size();
  if (ElementTyped) {
    unsigned Lanes = M.vector()->Lanes;
    if (N != Lanes) {
      problem(M, DiagID::OperandKind, V.Range,
              "the " + What + " has " + std::to_string(N) + " elements; " +
                  quoted(M.vector()->Spelling) + " needs " +
                  std::to_string(Lanes));
      return;
    }
  } else if (N != 1 && N != 2 && N != 4) {
    problem(M, DiagID::OperandKind, V.Range,
            "a vector that " + std::string(IsDestination ? "unpacks" : "packs") +
                " a " + quoted(T.Spelling) + " value has 2 or 4 elements, not " +
                std::to_string(N));
    return;
  }

  const Expr *First = nullptr;          // The first register element.
  const QualifierInfo *FirstType = nullptr;
  bool AnyBitSize = false;              // Bit-size or special: any kind.
  std::vector<const Expr *> Constants;
  size_t Sinks = 0;
  bool Failed = false;
  for (const Operand &Written : V.Elements) {
    const Operand &El = withoutParentheses(Written);
    if (El.K == Operand::Kind::Sink) {
      ++Sinks;
      // ptxas: a sink in a source vector only when it packs .b32 or in
      // mov.vN (not in the ISA, which allows sinks only in destinations).
      if (Role == VectorRole::Pack && T.Bits != 32) {
        problem(M, DiagID::OperandKind, El.Range,
                "a sink '_' cannot be an element of the source vector" +
                    std::string(Role == VectorRole::Pack
                                    ? " (ptxas takes it only when packing .b32)"
                                    : ""));
        Failed = true;
      }
      continue;
    }
    if (El.K != Operand::Kind::Expression || El.PairedSink) {
      problem(M, DiagID::OperandKind, El.Range,
              "the elements of the " + What + " must be registers" +
                  std::string(IsDestination ? " or '_'" : " or constants"));
      Failed = true;
      continue;
    }
    const Expr &E = *El.Value;
    if (isConstant(E)) {
      if (IsDestination) {
        problem(M, DiagID::OperandKind, E.Range,
                "the elements of the " + What + " must be registers or '_'");
        Failed = true;
      } else {
        Constants.push_back(&E);
      }
      continue;
    }
    NameKind Kind = kindOfName(E, Ctx);
    if (Kind == NameKind::Unknown && E.K == Expr::Kind::Symbol) {
      Failed = true; // Undeclared: the name check reports it.
      continue;
    }
    if (E.K == Expr::Kind::Index ||
        (Kind != NameKind::Register && Kind != NameKind::Special)) {
      problem(M, DiagID::OperandKind, E.Range,
              "the elements of the " + What + " must be registers" +
                  std::string(IsDestination ? " or '_'" : " or constants") +
                  "; " + quoted(sourceText(Ctx, E.Range)) + " is not one");
      Failed = true;
      continue;
    }
    if (Kind == NameKind::Special) {
      // ptxas: mov.vN even writes special registers.
      if (Role == VectorRole::Unpack) {
        problem(M, DiagID::OperandKind, E.Range,
                "special register " + quoted(sourceText(Ctx, E.Range)) +
                    " is read-only; it cannot be a destination");
        Failed = true;
        continue;
      }
      if (!checkComponent(M, E, *findSpecialRegister(E.Text), false)) {
        Failed = true;
        continue;
      }
    }
    const QualifierInfo *Type = registerType(E, Ctx);
    if (!Type)
      continue;
    bool Special = Kind == NameKind::Special;
    if (Type->TypeClass == "pred" ||
        (Special && T.TypeClass == "f" && !ElementTyped)) {
      problem(M, DiagID::OperandType, E.Range,
              quoted(sourceText(Ctx, E.Range)) + " of type " +
                  quoted(Type->Spelling) + " cannot be an element of a " +
                  quoted(T.Spelling) + " vector");
      Failed = true;
      continue;
    }
    if (ElementTyped) {
      // ptxas: a special register goes with any type of its width.
      bool Ok = Special ? Type->Bits == T.Bits : fits(M, T, *Type);
      if (!Ok) {
        problem(M, DiagID::OperandType, E.Range,
                quoted(sourceText(Ctx, E.Range)) + " of type " +
                    quoted(Type->Spelling) + " cannot be an element of a " +
                    quoted(std::string(M.vector()->Spelling) +
                           std::string(T.Spelling)) +
                    " vector");
        Failed = true;
        continue;
      }
    }
    AnyBitSize = AnyBitSize || Type->TypeClass == "b" || Special;
    if (!First) {
      First = &E;
      FirstType = Type;
      continue;
    }
    if (Type->Bits != FirstType->Bits) {
      problem(M, DiagID::OperandType, E.Range,
              "the elements of a vector have one size: " +
                  quoted(sourceText(Ctx, First->Range)) + " has " +
                  bitsText(FirstType->Bits) + ", " +
                  quoted(sourceText(Ctx, E.Range)) + " " + bitsText(Type->Bits));
      Failed = true;
    } else if (!Special && kindOfName(*First, Ctx) != NameKind::Special &&
               !sameKind(*FirstType, *Type)) {
      problem(M, DiagID::OperandType, E.Range,
              "the elements of a vector have one type: " +
                  quoted(First->Text) + " is " + quoted(FirstType->Spelling) +
                  ", " + quoted(E.Text) + " is " + quoted(Type->Spelling));
      Failed = true;
    }
  }
  if (N && Sinks == N) {
    problem(M, DiagID::OperandKind, V.Range,
            "the " + What + " needs at least one register; it is all sinks");
    return;
  }
  if (Failed)
    return;

  // The elements must fill the type exactly (element-wise moves: one each).
  unsigned ElementBits = ElementTyped ? T.Bits : T.Bits / static_cast<unsigned>(N);
  if (FirstType && FirstType->Bits * N != T.Bits && !ElementTyped) {
    problem(M, DiagID::OperandType, V.Range,
            "the " + What + " has " + std::to_string(N) + " elements of " +
                bitsText(FirstType->Bits) + ", " +
                bitsText(FirstType->Bits * static_cast<unsigned>(N)) +
                " in all; " + quoted(T.Spelling) + " needs " +
                bitsText(T.Bits) +
                (T.Bits % N == 0 ? " (" + std::to_string(N) + " elements of " +
                                       bitsText(ElementBits) + ")"
                                 : std::string()));
    return;
  }

  // ptxas infers one element type: an integer constant goes with integer
  // and bit-size registers, a floating-point one with floating-point and
  // bit-size registers; constants alone must suit the elements' width.
  if (AnyBitSize)
    return;
  bool FirstFloat = false;
  for (size_t I = 0; I < Constants.size(); ++I) {
    const Expr &C = *Constants[I];
    bool IsFloat = hasFloatLiteral(C);
    if (FirstType) {
      if (IsFloat != (FirstType->TypeClass == "f"))
        problem(M, DiagID::OperandType, C.Range,
                std::string(IsFloat ? "a floating-point" : "an integer") +
                    " constant cannot share a vector with " +
                    quoted(First->Text) + " of type " +
                    quoted(FirstType->Spelling));
      continue;
    }
    if (ElementTyped) {
      checkConstantKind(M, Ctx, C, T, "element");
      continue;
    }
    if (I == 0)
      FirstFloat = IsFloat;
    if (IsFloat != FirstFloat) {
      problem(M, DiagID::OperandType, C.Range,
              "the constants of a vector are all integers or all "
              "floating-point constants");
      return;
    }
    if (IsFloat && floatConstantBits(C) != ElementBits)
      problem(M, DiagID::OperandType, C.Range,
              quoted(sourceText(Ctx, C.Range)) + " is a " +
                  std::to_string(floatConstantBits(C)) +
                  "-bit floating-point constant; the elements of this vector "
                  "are " + bitsText(ElementBits) + " (0f literals are 32 "
                  "bits, the others 64)");
  }
}

/// Packing and unpacking need a bit-size type.
bool checkBitSizeType(FormMatch &M, const QualifierInfo &T, bool Pack) {
  if (T.TypeClass == "b")
    return true;
  problem(M, DiagID::QualifierNotAllowed, typeRange(M),
          std::string(Pack ? "packing a vector into" : "unpacking") +
              " a register needs a bit-size type (.b16, .b32, .b64 or "
              ".b128); " +
              quoted(T.Spelling) + " is not one");
  return false;
}

void checkMovPack(FormMatch &M, CheckContext &Ctx) {
  MovShape Shape = movShape(M);
  if (Shape == MovShape::VectorToVector) {
    problem(M, DiagID::OperandKind,
            M.Inst.Operands[0].Range.merge(M.Inst.Operands[1].Range),
            "a vector moves to a vector only element by element, with "
            "'.v2' or '.v4' (mov.v2.b32 {a, b}, {c, d}); without it mov "
            "packs a vector into a register or unpacks a register");
    return;
  }
  if (Shape != MovShape::Pack)
    return;
  const QualifierInfo &T = *movType(M);
  if (!checkBitSizeType(M, T, /*Pack=*/true))
    return;
  checkMovDestination(M, Ctx, withoutParentheses(M.Inst.Operands[0]), T);
  checkMovVector(M, Ctx, withoutParentheses(M.Inst.Operands[1]), T,
                 VectorRole::Pack);
}

void checkMovUnpack(FormMatch &M, CheckContext &Ctx) {
  if (movShape(M) != MovShape::Unpack)
    return;
  const QualifierInfo &T = *movType(M);
  if (!checkBitSizeType(M, T, /*Pack=*/false))
    return;
  checkMovVector(M, Ctx, withoutParentheses(M.Inst.Operands[0]), T,
                 VectorRole::Unpack);
  checkMovValue(M, Ctx, withoutParentheses(M.Inst.Operands[1]), T);
}

/// ptxas: mov.v2/.v4 moves vectors element by element.
void checkMovVectorForm(FormMatch &M, CheckContext &Ctx) {
  if (movShape(M) != MovShape::Vector)
    return;
  const QualifierInfo &T = *movType(M);
  const QualifierInfo &V = *M.vector();
  SourceRange Shape = M.modifierFor(V.Spelling)->Range.merge(typeRange(M));
  if (V.Lanes > 4) {
    problem(M, DiagID::QualifierNotAllowed, M.modifierFor(V.Spelling)->Range,
            "'mov' moves vectors of 2 or 4 elements ('.v2', '.v4'), not " +
                quoted(V.Spelling));
    return;
  }
  if (T.TypeClass == "pred") {
    problem(M, DiagID::QualifierConflict, Shape,
            "'mov' moves no vectors of predicates");
    return;
  }
  if (V.Lanes * T.Bits > 128) {
    problem(M, DiagID::QualifierConflict, Shape,
            "vector " + quoted(std::string(V.Spelling) + std::string(T.Spelling)) +
                " is " + bitsText(V.Lanes * T.Bits) +
                "; 'mov' moves vectors of at most 128 bits");
    return;
  }
  const Operand &D = withoutParentheses(M.Inst.Operands[0]);
  const Operand &S = withoutParentheses(M.Inst.Operands[1]);
  if (D.K != Operand::Kind::Vector)
    problem(M, DiagID::OperandKind, D.Range,
            "the destination of " + opcodeText(M) + " with " +
                quoted(V.Spelling) + " must be a vector of " +
                std::to_string(V.Lanes) + " registers");
  else
    checkMovVector(M, Ctx, D, T, VectorRole::VectorDst);
  if (S.K == Operand::Kind::Vector) {
    checkMovVector(M, Ctx, S, T, VectorRole::VectorSrc);
    return;
  }
  // ptxas: a whole vector special register (%tid) for .v4, or one value
  // for every element: a register, a constant or a special register.
  const Expr *E = S.K == Operand::Kind::Expression ? S.Value.get() : nullptr;
  NameKind Kind = E ? kindOfName(*E, Ctx) : NameKind::Unknown;
  if (E && E->K == Expr::Kind::Symbol && Kind == NameKind::Special &&
      E->Component.empty() && !findSpecialRegister(E->Text)->Components.empty()) {
    const QualifierInfo *Have = findType(findSpecialRegister(E->Text)->Type);
    if (V.Lanes != 4 || !Have ||
        !(Have->Bits == T.Bits || legacyWidth(E->Text, T.Bits)) ||
        T.TypeClass == "f")
      problem(M, DiagID::OperandType, E->Range,
              "special register " + quoted(E->Text) + " is a vector of four " +
                  quoted(Have ? Have->Spelling : "") + "; it cannot be moved as " +
                  quoted(std::string(V.Spelling) + std::string(T.Spelling)));
    return;
  }
  if (E && (isConstant(*E) || (E->K == Expr::Kind::Symbol &&
                               (Kind == NameKind::Register ||
                                Kind == NameKind::Special)))) {
    checkMovValue(M, Ctx, S, T);
    return;
  }
  if (E && E->K == Expr::Kind::Symbol && Kind == NameKind::Unknown)
    return; // Undeclared.
  problem(M, DiagID::OperandKind, S.Range,
          "the source of " + opcodeText(M) + " with " + quoted(V.Spelling) +
              " must be a vector of " + std::to_string(V.Lanes) +
              " registers or constants, or one register, constant or "
              "special register for every element");
}

//===----------------------------------------------------------------------===//
// shfl, shfl.sync and prmt
//===----------------------------------------------------------------------===//

/// A value operand of shfl or prmt (the operand checker has judged
/// registers and constants): no special registers and no variables;
/// function names only where Functions allows them; `register+imm` is the
/// register.
void checkValueOperand(FormMatch &M, CheckContext &Ctx, const Operand &O,
                       const QualifierInfo *Type, bool Functions) {
  if (O.K != Operand::Kind::Expression)
    return; // The operand checker reports the kind.
  std::string Role = "an operand of " + opcodeText(M);
  if (O.PairedSink) {
    problem(M, DiagID::OperandKind, O.Range,
            "only the destination of " + opcodeText(M) + " may carry '|_'");
    return;
  }
  const Expr &E = *O.Value;
  if (isConstant(E))
    return;
  bool FloatOffset = false;
  const Expr *Name = E.K == Expr::Kind::Symbol ? &E : offsetBase(E, FloatOffset);
  if (!Name || Name->K == Expr::Kind::Index) {
    problem(M, DiagID::OperandKind, E.Range,
            quoted(sourceText(Ctx, E.Range)) + " cannot be " + Role +
                "; write a register or a constant");
    return;
  }
  if (FloatOffset) {
    problem(M, DiagID::OperandKind, E.Range,
            "the offset added to " + quoted(Name->Text) +
                " must be an integer constant");
    return;
  }
  switch (kindOfName(*Name, Ctx)) {
  case NameKind::Unknown:
    return;
  case NameKind::Register:
    // ptxas: `register+imm` needs a register of a suitable kind, of any
    // width, except in the member mask.
    if (Name != &E && Type)
      if (const QualifierInfo *Have = registerType(*Name, Ctx))
        if (!(Functions ? registerFits(M.Form, *Type, Have->TypeClass, Type->Bits)
                        : fits(M, *Type, *Have)))
          registerMismatch(M, *Name, *Have, *Type, "operand");
    return;
  case NameKind::Special:
    // ptxas: `%laneid+1` is accepted, `%laneid` is not.
    if (Name == &E)
      problem(M, DiagID::OperandKind, Name->Range,
              "special register " + quoted(sourceText(Ctx, Name->Range)) +
                  " cannot be " + Role + "; copy it to a register with mov "
                  "first");
    return;
  case NameKind::Variable:
    // ptxas: `variable+imm` is accepted as a constant address.
    if (Name == &E)
      problem(M, DiagID::OperandKind, Name->Range,
              quoted(Name->Text) + " is a variable; it cannot be " + Role +
                  " (move its address to a register with mov first)");
    return;
  case NameKind::Function:
    if (!Functions || Name != &E)
      problem(M, DiagID::OperandKind, Name->Range,
              "function " + quoted(Name->Text) + " cannot be " +
                  (Functions ? Role + " in an arithmetic expression"
                             : "the member mask; write a register or an "
                               "integer constant"));
    return;
  case NameKind::Other:
    problem(M, DiagID::OperandKind, Name->Range,
            quoted(Name->Text) + " is a label; it cannot be " + Role);
    return;
  }
}

/// The destination register of shfl and prmt; PredicateOutput allows
/// `d|p` and `d|_` (shfl).
void checkShuffleDestination(FormMatch &M, CheckContext &Ctx, const Operand &O,
                             const QualifierInfo *Type, bool PredicateOutput) {
  auto Wrong = [&](SourceRange Where, std::string Why) {
    problem(M, DiagID::OperandKind, Where, std::move(Why));
  };
  if (O.K == Operand::Kind::Sink)
    return Wrong(O.Range, opcodeText(M) + " cannot discard its result; the "
                                          "destination must be a register");
  if (O.K != Operand::Kind::Expression)
    return Wrong(O.Range, "the destination of " + opcodeText(M) +
                              " must be a register");
  const Expr *E = O.Value.get();
  if (E->K == Expr::Kind::Binary && E->Text == "|") {
    if (!PredicateOutput)
      return Wrong(O.Range, opcodeText(M) + " has no predicate output");
    const Expr &P = *E->Operands[1];
    const QualifierInfo *PType = registerType(P, Ctx);
    NameKind PKind = kindOfName(P, Ctx);
    if (PKind != NameKind::Unknown || P.K != Expr::Kind::Symbol)
      if (!PType || PType->TypeClass != "pred")
        Wrong(P.Range, "the output after '|' must be a .pred register; " +
                           quoted(sourceText(Ctx, P.Range)) + " is not one");
    E = E->Operands[0].get();
  }
  switch (kindOfName(*E, Ctx)) {
  case NameKind::Unknown:
    if (E->K != Expr::Kind::Symbol)
      Wrong(E->Range, "the destination of " + opcodeText(M) +
                          " must be a register");
    return;
  case NameKind::Register:
    if (E->K == Expr::Kind::Index)
      return Wrong(E->Range, "the destination of " + opcodeText(M) +
                                 " must be a register");
    if (Type)
      if (const QualifierInfo *Have = registerType(*E, Ctx))
        if (!fits(M, *Type, *Have))
          registerMismatch(M, *E, *Have, *Type, "destination");
    return;
  case NameKind::Special:
    return Wrong(E->Range, "special register " +
                               quoted(sourceText(Ctx, E->Range)) +
                               " cannot be the destination of " + opcodeText(M));
  default:
    return Wrong(E->Range, "the destination of " + opcodeText(M) +
                               " must be a register; " + quoted(E->Text) +
                               " is not one");
  }
}

/// ptxas: for targets before sm_90 shfl.sync becomes a call of a library
/// function, whose arguments cannot be function names ("Call argument
/// 'dfunc' has illegal state space") and do not parse as `name+imm`.
void checkLoweredShflSync(FormMatch &M, CheckContext &Ctx, const Operand &O) {
  if (O.K != Operand::Kind::Expression || isConstant(*O.Value))
    return;
  const Expr &E = *O.Value;
  bool FloatOffset = false;
  const Expr *Name = E.K == Expr::Kind::Symbol ? &E : offsetBase(E, FloatOffset);
  if (!Name || FloatOffset)
    return;
  NameKind Kind = kindOfName(*Name, Ctx);
  std::string Target = std::string(Ctx.Target->Name);
  if (Name == &E && Kind == NameKind::Function)
    problem(M, DiagID::OperandKind, E.Range,
            "function " + quoted(E.Text) + " cannot be an operand of " +
                "shfl.sync for " + Target +
                ": ptxas makes shfl.sync a call before sm_90, and a call "
                "does not take a function's address");
  else if (Name != &E && Kind != NameKind::Function && Kind != NameKind::Unknown)
    problem(M, DiagID::OperandKind, E.Range,
            quoted(sourceText(Ctx, E.Range)) + " cannot be an operand of " +
                "shfl.sync for " + Target +
                ": ptxas makes shfl.sync a call before sm_90 and does not "
                "parse 'name+offset' there; compute it into a register");
}

void checkShflOperands(FormMatch &M, CheckContext &Ctx) {
  EntryList<OperandInfo> Specs = operandsOf(M.Form);
  const QualifierInfo *T = typeOf(M);
  if (M.Inst.Operands.size() != Specs.size())
    return;
  checkShuffleDestination(M, Ctx, withoutParentheses(M.Inst.Operands[0]), T,
                          /*PredicateOutput=*/true);
  bool Sync = false;
  for (size_t I = 1; I < Specs.size(); ++I)
    Sync = Sync || Specs[I].FixedType >= 0;
  for (size_t I = 1; I < Specs.size(); ++I) {
    bool Mask = Specs[I].FixedType >= 0;
    const QualifierInfo *Want =
        Mask ? &qualifier(static_cast<uint16_t>(Specs[I].FixedType)) : T;
    size_t Before = M.Problems.size();
    const Operand &O = withoutParentheses(M.Inst.Operands[I]);
    checkValueOperand(M, Ctx, O, Want, /*Functions=*/!Mask);
    if (Sync && Ctx.Target && Ctx.Target->SM < 90 && M.Problems.size() == Before)
      checkLoweredShflSync(M, Ctx, O);
  }
}

void checkPrmtOperands(FormMatch &M, CheckContext &Ctx) {
  EntryList<OperandInfo> Specs = operandsOf(M.Form);
  const QualifierInfo *T = typeOf(M);
  if (M.Inst.Operands.size() != Specs.size())
    return;
  checkShuffleDestination(M, Ctx, withoutParentheses(M.Inst.Operands[0]), T,
                          /*PredicateOutput=*/false);
  for (size_t I = 1; I < Specs.size(); ++I)
    checkValueOperand(M, Ctx, withoutParentheses(M.Inst.Operands[I]), T,
                      /*Functions=*/true);
}

constexpr NamedCheck Checks[] = {
    {"mov-type", checkMovType},
    {"mov-scalar", checkMovScalar},
    {"mov-pack", checkMovPack},
    {"mov-unpack", checkMovUnpack},
    {"mov-vector", checkMovVectorForm},
    {"shfl-operands", checkShflOperands},
    {"prmt-operands", checkPrmtOperands},
};

} // namespace

const CheckTable ptxlint::MovShuffleChecks = makeCheckTable(Checks);
