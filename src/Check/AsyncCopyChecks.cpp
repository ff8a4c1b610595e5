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

std::string spellingOf(const QualifierInfo *Q) {
  return Q ? std::string(Q->Spelling) : std::string();
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

/// Both state spaces written: reports the missing ones and returns false.
bool bothSpaces(FormMatch &M, std::string_view Instr, std::string_view Dsts,
                std::string_view Srcs) {
  const QualifierInfo *Dst = M.valueOf(DstSlot);
  const QualifierInfo *Src = M.valueOf(SrcSlot);
  if (Dst && Src)
    return true;
  std::string Message =
      quoted(Instr) + " needs two state spaces, the destination (" +
      std::string(Dsts) + ") and then the source (" + std::string(Srcs) + ")";
  Message += Dst ? "; only " + quoted(Dst->Spelling) + " is written"
                 : "; none is written";
  M.Problems.push_back({DiagID::MissingQualifier, M.Inst.Opcode.Range,
                        std::move(Message)});
  return false;
}

//===----------------------------------------------------------------------===//
// cp.async
//===----------------------------------------------------------------------===//

void cpAsyncDirection(FormMatch &M, CheckContext &) {
  if (!bothSpaces(M, "cp.async", ".shared or .shared::cta", ".global"))
    return;
  std::string Dst = spellingOf(M.valueOf(DstSlot));
  std::string Src = spellingOf(M.valueOf(SrcSlot));
  if (Dst != ".shared" && Dst != ".shared::cta")
    spaceProblem(M, DstSlot,
                 "the destination of 'cp.async' must be .shared or "
                 ".shared::cta (the first state space written); it is " +
                     quoted(Dst));
  if (Src != ".global")
    spaceProblem(M, SrcSlot,
                 "the source of 'cp.async' must be .global (the second state "
                 "space written); it is " +
                     quoted(Src));
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

void cpAsyncBulkDirection(FormMatch &M, CheckContext &) {
  if (!bothSpaces(M, "cp.async.bulk", ".shared::cta, .shared::cluster or "
                                      ".global",
                  ".global or .shared::cta"))
    return;
  std::string Dst = spellingOf(M.valueOf(DstSlot));
  std::string Src = spellingOf(M.valueOf(SrcSlot));
  struct Direction {
    std::string_view Dst, Src, Completion;
    bool Multicast, Hint, CpMask;
  };
  static constexpr Direction Table[] = {
      {".shared::cta", ".global", ".mbarrier::complete_tx::bytes", false, true, false},
      {".shared::cluster", ".global", ".mbarrier::complete_tx::bytes", true, true, false},
      {".shared::cluster", ".shared::cta", ".mbarrier::complete_tx::bytes", false, false, false},
      {".global", ".shared::cta", ".bulk_group", false, true, true},
  };
  const Direction *D = nullptr;
  for (const Direction &Row : Table)
    if (Row.Dst == Dst && Row.Src == Src)
      D = &Row;
  if (!D) {
    spaceProblem(M, SrcSlot,
                 "'cp.async.bulk' cannot copy from " + quoted(Src) + " to " +
                     quoted(Dst) +
                     "; it copies .global to .shared::cta or .shared::cluster, "
                     ".shared::cta to .shared::cluster, and .shared::cta to "
                     ".global (the destination is written first)");
    return;
  }
  std::string Copy = "a copy from " + Src + " to " + Dst;
  const QualifierInfo *Completion = M.valueOf("completion mechanism");
  if (!Completion)
    M.Problems.push_back({DiagID::MissingQualifier, M.Inst.Opcode.Range,
                          "'cp.async.bulk' needs a completion mechanism: " +
                              Copy + " uses " + std::string(D->Completion)});
  else if (Completion->Spelling != D->Completion)
    M.Problems.push_back({DiagID::QualifierNotAllowed,
                          modifierOf(M, "completion mechanism")->Range,
                          quoted(Completion->Spelling) + " cannot complete " +
                              Copy + "; it uses " + std::string(D->Completion)});
  auto NotFor = [&](std::string_view Spelling, std::string_view Allowed) {
    if (const Modifier *Mod = M.modifierFor(Spelling))
      M.Problems.push_back({DiagID::QualifierNotAllowed, Mod->Range,
                            quoted(Spelling) + " cannot be used in " + Copy +
                                "; it is only for " + std::string(Allowed)});
  };
  if (!D->Multicast)
    NotFor(".multicast::cluster", "copies from .global to .shared::cluster");
  if (!D->Hint)
    NotFor(".L2::cache_hint", "copies from or to .global");
  if (!D->CpMask)
    NotFor(".cp_mask", "copies from .shared::cta to .global");
}

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

void cpReduceAsyncBulkOps(FormMatch &M, CheckContext &) {
  if (!bothSpaces(M, "cp.reduce.async.bulk", ".global or .shared::cluster",
                  ".shared::cta"))
    return;
  std::string Dst = spellingOf(M.valueOf(DstSlot));
  std::string Src = spellingOf(M.valueOf(SrcSlot));
  bool ToGlobal = Dst == ".global";
  if ((Dst != ".global" && Dst != ".shared::cluster") || Src != ".shared::cta") {
    spaceProblem(M, Dst != ".global" && Dst != ".shared::cluster" ? DstSlot : SrcSlot,
                 "'cp.reduce.async.bulk' cannot reduce from " + quoted(Src) +
                     " into " + quoted(Dst) +
                     "; it reduces .shared::cta into .global or "
                     ".shared::cluster (the destination is written first)");
    return;
  }
  std::string_view Wanted =
      ToGlobal ? ".bulk_group" : ".mbarrier::complete_tx::bytes";
  std::string Into = "a reduction into " + Dst;
  const QualifierInfo *Completion = M.valueOf("completion mechanism");
  if (!Completion)
    M.Problems.push_back({DiagID::MissingQualifier, M.Inst.Opcode.Range,
                          "'cp.reduce.async.bulk' needs a completion "
                          "mechanism: " + Into + " uses " + std::string(Wanted)});
  else if (Completion->Spelling != Wanted)
    M.Problems.push_back({DiagID::QualifierNotAllowed,
                          modifierOf(M, "completion mechanism")->Range,
                          quoted(Completion->Spelling) + " cannot complete " +
                              Into + "; it uses " + std::string(Wanted)});
  if (!ToGlobal)
    if (const Modifier *Hint = M.modifierFor(".L2::cache_hint"))
      M.Problems.push_back({DiagID::QualifierNotAllowed, Hint->Range,
                            "'.L2::cache_hint' cannot be used in " + Into +
                                "; it needs a .global destination"});

  const QualifierInfo *Op = M.valueOf("reduction operation");
  const QualifierInfo *Type = M.valueOf("type");
  if (!Op || !Type)
    return; // Required slots: reported already.
  struct Row {
    std::string_view Op;
    std::string_view Types;
  };
  // ISA 9.7.9.25.4.2, the .redOp x type table; ptxas agrees.
  static constexpr Row Cluster[] = {
      {".add", ".u32 .s32 .u64"}, {".min", ".u32 .s32"}, {".max", ".u32 .s32"},
      {".inc", ".u32"}, {".dec", ".u32"},
      {".and", ".b32"}, {".or", ".b32"}, {".xor", ".b32"}};
  static constexpr Row Global[] = {
      {".add", ".u32 .s32 .u64 .f32 .f64 .f16 .bf16"},
      {".min", ".u32 .s32 .u64 .s64 .f16 .bf16"},
      {".max", ".u32 .s32 .u64 .s64 .f16 .bf16"},
      {".inc", ".u32"}, {".dec", ".u32"},
      {".and", ".b32 .b64"}, {".or", ".b32 .b64"}, {".xor", ".b32 .b64"}};
  std::string_view Types;
  const Row *Begin = ToGlobal ? std::begin(Global) : std::begin(Cluster);
  const Row *End = ToGlobal ? std::end(Global) : std::end(Cluster);
  for (const Row *R = Begin; R != End; ++R)
    if (R->Op == Op->Spelling)
      Types = R->Types;
  bool Fits = false;
  for (size_t Pos = 0; Pos < Types.size();) {
    size_t Next = Types.find(' ', Pos);
    if (Next == std::string_view::npos)
      Next = Types.size();
    Fits = Fits || Types.substr(Pos, Next - Pos) == Type->Spelling;
    Pos = Next + 1;
  }
  if (!Fits) {
    std::string List;
    for (char C : Types)
      List += C == ' ' ? std::string(", ") : std::string(1, C);
    M.Problems.push_back({DiagID::QualifierNotAllowed,
                          M.modifierFor(Type->Spelling)->Range,
                          quoted(Op->Spelling) + " of " + Into +
                              " takes the types " + List + "; not " +
                              quoted(Type->Spelling)});
  }
  bool HalfAdd = Op->Spelling == ".add" &&
                 (Type->Spelling == ".f16" || Type->Spelling == ".bf16");
  const Modifier *Noftz = M.modifierFor(".noftz");
  if (HalfAdd && Fits && !Noftz)
    M.Problems.push_back({DiagID::MissingQualifier,
                          M.modifierFor(Op->Spelling)->Range,
                          "'.add' of " + quoted(Type->Spelling) +
                              " needs '.noftz'"});
  if (!HalfAdd && Noftz)
    M.Problems.push_back({DiagID::QualifierNotAllowed, Noftz->Range,
                          "'.noftz' is only for '.add' of .f16 or .bf16"});
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
    {"cp-async-direction", cpAsyncDirection},
    {"cp-async-mbarrier-arrive", cpAsyncMbarrierArrive},
    {"cp-async-bulk-direction", cpAsyncBulkDirection},
    {"cp-async-bulk-size", cpAsyncBulkSize},
    {"cp-reduce-async-bulk-ops", cpReduceAsyncBulkOps},
    {"cp-async-bulk-prefetch", cpAsyncBulkPrefetch},
};

} // namespace

const CheckTable ptxlint::AsyncCopyChecks = makeCheckTable(Checks);
