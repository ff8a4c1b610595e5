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

std::optional<int64_t> integerConstant(const Operand &O) {
  if (O.K != Operand::Kind::Expression || !isConstant(*O.Value) ||
      floatConstantBits(*O.Value))
    return std::nullopt;
  return evaluateInteger(*O.Value);
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
// cp.async.mbarrier.arrive
//===----------------------------------------------------------------------===//

/// The address is the address checker's (MbarArriveAddress).
void cpAsyncMbarrierArrive(FormMatch &M, CheckContext &) {
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
  if (Space && Space->Spelling != ".shared" && Space->Spelling != ".shared::cta")
    spaceProblem(M, "state space",
                 "the mbarrier of 'cp.async.mbarrier.arrive' is in "
                 ".shared or .shared::cta, or a generic address; not " +
                     quoted(Space->Spelling));
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
    {"cp-async-mbarrier-arrive", cpAsyncMbarrierArrive},
    {"cp-async-bulk-size", cpAsyncBulkSize},
    {"cp-async-bulk-prefetch", cpAsyncBulkPrefetch},
};

} // namespace

const CheckTable ptxlint::AsyncCopyChecks = makeCheckTable(Checks);
