//===- AsyncCopyChecks.cpp - Custom checks of cp.async and the bulk copies ---===//
//
// Rules of these instruction forms that the .td constraints cannot express.
// Each is named by a CustomCheck record in src/ISA/AsyncCopy.td, which also
// says where ptxas and the ISA text differ.
//
// Custom checks run before the operands are matched to the form, so they
// find the operands themselves and stay quiet about operands of the wrong
// number: the operand checker reports those.
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

constexpr std::string_view DstSlot = "destination state space";
constexpr std::string_view SrcSlot = "source state space";


/// The instruction's operand for the expected operand named Name, when the
/// operand count is the expected one (otherwise the positions mean nothing
/// and the operand checker reports the count).
const Operand *operandNamed(const FormMatch &M, std::string_view Name) {
  std::vector<const OperandInfo *> Expected = expectedOperands(M);
  if (M.Inst.Operands.size() != Expected.size())
    return nullptr;
  for (size_t I = 0; I < Expected.size(); ++I)
    if (Expected[I]->Name == Name)
      return &withoutParentheses(M.Inst.Operands[I]);
  return nullptr;
}

const Modifier *modifierOf(const FormMatch &M, std::string_view Slot) {
  const QualifierInfo *Q = M.valueOf(Slot);
  return Q ? M.modifierFor(Q->Spelling) : nullptr;
}

/// `.shared::cta` -> "shared": the space a declaration or qualifier names.
std::string_view spaceName(std::string_view Spelling) {
  if (!Spelling.empty() && Spelling[0] == '.')
    Spelling.remove_prefix(1);
  return Spelling.substr(0, Spelling.find("::"));
}

const Symbol *registerSymbol(const Expr &E, const CheckContext &Ctx) {
  if (E.K != Expr::Kind::Symbol)
    return nullptr;
  const Symbol *S = Ctx.Symbols.lookup(E.Text);
  return S && S->Kind == SymbolKind::Register ? S : nullptr;
}

bool isSpecialRegister(const Expr &E, const CheckContext &Ctx) {
  return E.K == Expr::Kind::Symbol && !Ctx.Symbols.lookup(E.Text) &&
         findSpecialRegister(E.Text);
}

/// An integer or bit-size register type of exactly Bits bits.
bool isIntegerOfWidth(const QualifierInfo *T, unsigned Bits) {
  return T && T->Bits == Bits &&
         (T->TypeClass == "b" || T->TypeClass == "u" || T->TypeClass == "s");
}

std::optional<int64_t> integerConstant(const Operand &O) {
  if (O.K != Operand::Kind::Expression || !isConstant(*O.Value) ||
      floatConstantBits(*O.Value))
    return std::nullopt;
  return evaluateInteger(*O.Value);
}

/// Checks one address operand. Space is the state space a variable in it
/// must be in ("shared", "global"), or empty when any variable will do
/// (a generic address). MinRegisterBits: narrower address registers are
/// rejected.
void checkAddress(FormMatch &M, CheckContext &Ctx, const Operand &A,
                  std::string_view What, std::string_view Space,
                  unsigned MinRegisterBits = 0) {
  if (A.K != Operand::Kind::Address)
    return; // The operand checker asks for an address.
  std::string Name = "the " + std::string(What) + " address";
  if (!A.AddressSuffix.Text.empty())
    M.Problems.push_back({DiagID::OperandKind, A.AddressSuffix.Range,
                          quoted(A.AddressSuffix.Text) +
                              " cannot follow " + Name});
  if (A.Elements.size() != 1 || A.Elements[0].K != Operand::Kind::Expression) {
    M.Problems.push_back({DiagID::OperandKind, A.Range,
                          Name + " must be [register] or [variable], either "
                                 "optionally plus an integer ([a+16])"});
    return;
  }
  const Expr &E = *A.Elements[0].Value;
  const Expr *Base = nullptr;
  if (E.K == Expr::Kind::Symbol) {
    Base = &E;
  } else if (E.K == Expr::Kind::Binary &&
             E.Operands[0]->K == Expr::Kind::Symbol &&
             isConstant(*E.Operands[1])) {
    if (E.Text != "+") {
      M.Problems.push_back({DiagID::OperandKind, E.Range,
                            E.Text == "-"
                                ? "a negative offset is written with '+-', "
                                  "as in [a+-16]"
                                : "an address offset must be added with '+'"});
      return;
    }
    // A floating-point offset: checkInstruction reports it for every opcode
    // (integer-expected).
    if (!evaluateInteger(*E.Operands[1]) && !hasFloatLiteral(*E.Operands[1])) {
      M.Problems.push_back({DiagID::OperandKind, E.Operands[1]->Range,
                            "the address offset must be an integer constant"});
      return;
    }
    Base = E.Operands[0].get();
  } else if (isConstant(E)) {
    M.Problems.push_back({DiagID::OperandKind, A.Range,
                          Name + " cannot be an immediate: ptxas takes "
                                 "immediate addresses only for .local"});
    return;
  } else {
    M.Problems.push_back({DiagID::OperandKind, E.Range,
                          Name + " must be a register or a variable, "
                                 "optionally plus an integer constant"});
    return;
  }

  if (isSpecialRegister(*Base, Ctx)) {
    M.Problems.push_back({DiagID::OperandKind, Base->Range,
                          "special register " +
                              quoted(sourceText(Ctx, Base->Range)) +
                              " cannot be " + Name});
    return;
  }
  const Symbol *S = Ctx.Symbols.lookup(Base->Text);
  if (!S)
    return; // Undeclared: reported with the module's names.
  switch (S->Kind) {
  case SymbolKind::Register: {
    const QualifierInfo *Type = findType(S->Type);
    if (!Type)
      return;
    std::string Have = "register " + quoted(Base->Text) + " of type " +
                       quoted(Type->Spelling);
    if (Type->TypeClass == "f" || Type->TypeClass == "pred" || Type->Bits > 64)
      M.Problems.push_back({DiagID::OperandType, Base->Range,
                            Have + " cannot hold " + Name +
                                "; use an integer or bit-size register"});
    else if (Type->Bits < MinRegisterBits)
      M.Problems.push_back({DiagID::OperandType, Base->Range,
                            Have + " is too narrow for " + Name +
                                "; use a 32- or 64-bit register"});
    return;
  }
  case SymbolKind::Variable: {
    std::string_view VarSpace = spaceName(S->Space);
    if (!Space.empty() && VarSpace != Space)
      M.Problems.push_back(
          {DiagID::InvalidInstruction, Base->Range,
           quoted(Base->Text) + " is a ." + std::string(VarSpace) +
               " variable; " + Name + " must be in ." + std::string(Space)});
    return;
  }
  default:
    M.Problems.push_back({DiagID::OperandKind, Base->Range,
                          quoted(Base->Text) + " is not a variable or a "
                                               "register; it cannot be " +
                              Name});
    return;
  }
}

/// A problem with a state space qualifier that was written (at its
/// modifier) or is missing (at the opcode).
void spaceProblem(FormMatch &M, std::string_view Slot, std::string Message) {
  const Modifier *Written = modifierOf(M, Slot);
  M.Problems.push_back({Written ? DiagID::QualifierNotAllowed
                                : DiagID::MissingQualifier,
                        Written ? Written->Range : M.Inst.Opcode.Range,
                        std::move(Message)});
}

//===----------------------------------------------------------------------===//
// cp.async
//===----------------------------------------------------------------------===//

/// The cp-size, if it is an integer constant.
std::optional<int64_t> cpSize(const FormMatch &M) {
  if (M.Inst.Operands.size() < 3)
    return std::nullopt;
  return integerConstant(withoutParentheses(M.Inst.Operands[2]));
}

void cpAsyncSizes(FormMatch &M, CheckContext &) {
  std::optional<int64_t> Size = cpSize(M);
  if (!Size)
    return; // Not an integer: the operand checker says so.
  const Operand &O = M.Inst.Operands[2];
  bool CG = M.has(".cg");
  if (CG && *Size != 16)
    M.Problems.push_back({DiagID::ImmediateRange, O.Range,
                          "the cp-size of 'cp.async.cg' must be 16; it is " +
                              std::to_string(*Size)});
  else if (*Size != 4 && *Size != 8 && *Size != 16)
    M.Problems.push_back({DiagID::ImmediateRange, O.Range,
                          "the cp-size of 'cp.async' must be 4, 8 or 16; it "
                          "is " + std::to_string(*Size)});
}

void checkCachePolicy(FormMatch &M, CheckContext &Ctx, const Operand &O) {
  if (O.K == Operand::Kind::Expression) {
    if (integerConstant(O))
      return;
    if (const Symbol *S = registerSymbol(*O.Value, Ctx)) {
      const QualifierInfo *T = findType(S->Type);
      if (!T || isIntegerOfWidth(T, 64))
        return;
      M.Problems.push_back({DiagID::OperandType, O.Range,
                            "register " + quoted(O.Value->Text) + " of type " +
                                quoted(T->Spelling) +
                                " cannot be the cache-policy, which is a "
                                "64-bit integer register or an immediate"});
      return;
    }
  }
  M.Problems.push_back({DiagID::OperandKind, O.Range,
                        "the cache-policy operand must be a 64-bit integer "
                        "register or an integer constant"});
}

/// src-size (a 32-bit integer register or a constant in [0, cp-size]) or
/// ignore-src (a predicate, possibly negated; PTX 7.5).
void checkSrcSize(FormMatch &M, CheckContext &Ctx, const Operand &O) {
  auto Wrong = [&](DiagID ID, std::string Message) {
    M.Problems.push_back({ID, O.Range, std::move(Message)});
  };
  if (O.K != Operand::Kind::Expression) {
    Wrong(DiagID::OperandKind,
          "the operand after cp-size must be src-size (a 32-bit integer "
          "register or an integer constant) or ignore-src (a predicate)");
    return;
  }
  const Expr *E = O.Value.get();
  bool Negated = E->K == Expr::Kind::Unary && E->Text == "!";
  if (Negated)
    E = E->Operands[0].get();
  if (const Symbol *S = registerSymbol(*E, Ctx)) {
    const QualifierInfo *T = findType(S->Type);
    if (!T)
      return;
    if (T->TypeClass == "pred") {
      if (Ctx.Version && *Ctx.Version < Version{7, 5})
        M.Problems.push_back(
            {DiagID::RequiresVersion, O.Range,
             "ignore-src (the predicate " + quoted(sourceText(Ctx, O.Range)) +
                 ") requires PTX ISA .version 7.5 or later; " +
                 Ctx.versionSource()});
      return;
    }
    if (!Negated && isIntegerOfWidth(T, 32))
      return;
    Wrong(DiagID::OperandType,
          "register " + quoted(E->Text) + " of type " + quoted(T->Spelling) +
              " cannot be src-size, which is a 32-bit integer register, nor "
              "ignore-src, which is a predicate");
    return;
  }
  if (!Negated && isConstant(*E)) {
    std::optional<int64_t> Value = integerConstant(O);
    if (!Value) {
      Wrong(DiagID::OperandType, "src-size must be an integer constant; " +
                                     quoted(sourceText(Ctx, O.Range)) +
                                     " is not");
      return;
    }
    std::optional<int64_t> Size = cpSize(M);
    if (!Size || (*Size != 4 && *Size != 8 && *Size != 16))
      return;
    // ptxas: src-size may equal cp-size (ISA: "must be less than").
    if (*Value < 0 || *Value > *Size)
      Wrong(DiagID::ImmediateRange,
            "src-size must be in [0, " + std::to_string(*Size) +
                "] (at most the cp-size); it is " + std::to_string(*Value));
    return;
  }
  Wrong(DiagID::OperandKind,
        "the operand after cp-size must be src-size (a 32-bit integer "
        "register or an integer constant) or ignore-src (a predicate)");
}

void cpAsyncOperands(FormMatch &M, CheckContext &Ctx) {
  const std::vector<Operand> &Ops = M.Inst.Operands;
  bool Hint = M.has(".L2::cache_hint");
  // Counts outside these the operand checker reports.
  if (Hint && (Ops.size() == 4 || Ops.size() == 5)) {
    // ptxas: with the hint a single operand after cp-size is the policy.
    checkCachePolicy(M, Ctx, withoutParentheses(Ops.back()));
    if (Ops.size() == 5)
      checkSrcSize(M, Ctx, withoutParentheses(Ops[3]));
  } else if (!Hint && Ops.size() == 4) {
    checkSrcSize(M, Ctx, withoutParentheses(Ops[3]));
  }
}

void cpAsyncAddresses(FormMatch &M, CheckContext &Ctx) {
  const std::vector<Operand> &Ops = M.Inst.Operands;
  if (Ops.size() >= 1)
    checkAddress(M, Ctx, Ops[0], "destination", "shared");
  if (Ops.size() >= 2)
    checkAddress(M, Ctx, Ops[1], "source", "global");
}

//===----------------------------------------------------------------------===//
// cp.async.mbarrier.arrive
//===----------------------------------------------------------------------===//

void cpAsyncMbarrierArrive(FormMatch &M, CheckContext &Ctx) {
  const QualifierInfo *Type = M.valueOf("type");
  if (!Type)
    M.Problems.push_back({DiagID::MissingQualifier, M.Inst.Opcode.Range,
                          "'cp.async.mbarrier.arrive' needs the type .b64"});
  else if (Type->Spelling != ".b64")
    M.Problems.push_back({DiagID::QualifierNotAllowed,
                          M.modifierFor(Type->Spelling)->Range,
                          "the type of 'cp.async.mbarrier.arrive' is .b64, "
                          "not " + quoted(Type->Spelling)});
  const QualifierInfo *Space = M.valueOf("state space");
  if (Space && Space->Spelling != ".shared" && Space->Spelling != ".shared::cta") {
    spaceProblem(M, "state space",
                 "the mbarrier of 'cp.async.mbarrier.arrive' is in "
                 ".shared or .shared::cta, or a generic address; not " +
                     quoted(Space->Spelling));
    return;
  }
  if (M.Inst.Operands.size() == 1)
    checkAddress(M, Ctx, M.Inst.Operands[0], "mbarrier",
                 Space ? "shared" : "", Space ? 0 : 32);
}

//===----------------------------------------------------------------------===//
// cp.async.bulk, cp.reduce.async.bulk, cp.async.bulk.prefetch
//===----------------------------------------------------------------------===//

void cpAsyncBulkSize(FormMatch &M, CheckContext &) {
  const Operand *Size = operandNamed(M, "size");
  if (!Size)
    return;
  std::optional<int64_t> Value = integerConstant(*Size);
  // Values out of [0, 1048560] are the range check's.
  if (Value && *Value >= 0 && *Value <= 1048560 && *Value % 16 != 0)
    M.Problems.push_back({DiagID::ImmediateRange, Size->Range,
                          "the size must be a multiple of 16; it is " +
                              std::to_string(*Value)});
}

/// The space a bulk address must be in, from the qualifier that names it.
std::string_view bulkSpace(const QualifierInfo *Q) {
  if (!Q)
    return {};
  std::string_view S = Q->Spelling;
  if (S == ".global" || S == ".shared::cta" || S == ".shared::cluster")
    return spaceName(S);
  return {}; // A wrong space is the direction check's.
}

void cpAsyncBulkAddresses(FormMatch &M, CheckContext &Ctx) {
  std::vector<const OperandInfo *> Expected = expectedOperands(M);
  if (M.Inst.Operands.size() != Expected.size())
    return;
  bool Prefetch = M.Form.Name == "cp.async.bulk.prefetch";
  for (size_t I = 0; I < Expected.size(); ++I) {
    const Operand &O = M.Inst.Operands[I];
    std::string_view Name = Expected[I]->Name;
    if (Name == "destination") {
      std::string_view Space = bulkSpace(M.valueOf(DstSlot));
      if (!Space.empty())
        checkAddress(M, Ctx, O, "destination", Space);
    } else if (Name == "source") {
      std::string_view Space =
          Prefetch ? bulkSpace(M.valueOf("state space")) : bulkSpace(M.valueOf(SrcSlot));
      if (!Space.empty())
        checkAddress(M, Ctx, O, "source", Space);
    } else if (Name == "mbar") {
      const Operand &Mbar = withoutParentheses(O);
      if (Mbar.K == Operand::Kind::Address) {
        checkAddress(M, Ctx, Mbar, "mbarrier", "shared", 32);
        continue;
      }
      // ptxas: a bare 64-bit register holding the mbarrier's address.
      if (Mbar.K == Operand::Kind::Expression)
        if (const Symbol *S = registerSymbol(*Mbar.Value, Ctx)) {
          const QualifierInfo *T = findType(S->Type);
          if (I + 1 < Expected.size()) {
            // ptxas: "Arguments mismatch" when operands follow it.
            M.Problems.push_back(
                {DiagID::OperandKind, Mbar.Range,
                 "a bare register can be the mbar operand only when it is "
                 "the last operand; write its address as [" +
                     std::string(Mbar.Value->Text) + "]"});
            continue;
          }
          if (!T || isIntegerOfWidth(T, 64))
            continue;
          M.Problems.push_back(
              {DiagID::OperandType, Mbar.Range,
               "register " + quoted(Mbar.Value->Text) + " of type " +
                   quoted(T->Spelling) +
                   " cannot be the mbar operand; write its address as "
                   "[reg] or give a 64-bit integer register"});
          continue;
        }
      M.Problems.push_back({DiagID::OperandKind, Mbar.Range,
                            "the mbar operand must be an address ([mbar]) or "
                            "a 64-bit register holding one"});
    }
  }
}

void cpAsyncBulkPrefetch(FormMatch &M, CheckContext &) {
  const QualifierInfo *Level = M.valueOf("cache level");
  if (!Level)
    M.Problems.push_back({DiagID::MissingQualifier, M.Inst.Opcode.Range,
                          "'cp.async.bulk.prefetch' needs the cache level .L2"});
  else if (Level->Spelling != ".L2")
    M.Problems.push_back({DiagID::QualifierNotAllowed,
                          M.modifierFor(Level->Spelling)->Range,
                          "'cp.async.bulk.prefetch' prefetches into .L2 only, "
                          "not " + quoted(Level->Spelling)});
  const QualifierInfo *Space = M.valueOf("state space");
  if (!Space)
    M.Problems.push_back({DiagID::MissingQualifier, M.Inst.Opcode.Range,
                          "'cp.async.bulk.prefetch' needs the state space "
                          ".global"});
  else if (Space->Spelling != ".global")
    spaceProblem(M, "state space",
                 "'cp.async.bulk.prefetch' reads .global only, not " +
                     quoted(Space->Spelling));
}

constexpr NamedCheck Checks[] = {
    {"cp-async-sizes", cpAsyncSizes},
    {"cp-async-operands", cpAsyncOperands},
    {"cp-async-addresses", cpAsyncAddresses},
    {"cp-async-mbarrier-arrive", cpAsyncMbarrierArrive},
    {"cp-async-bulk-size", cpAsyncBulkSize},
    {"cp-async-bulk-addresses", cpAsyncBulkAddresses},
    {"cp-async-bulk-prefetch", cpAsyncBulkPrefetch},
};

} // namespace

const CheckTable ptxlint::AsyncCopyChecks = makeCheckTable(Checks);
