//===- SyncChecks.h - The synchronization rules, over one function -*- C++ -*-===//
//
// The warnings of group `sync` (src/Basic/SyncDiagnostics.td). They run in
// the lint pass, over a function that has an instruction Sync.td gives a
// role (a collective, an async copy, a group, an mbarrier...): for any
// other, lintSynchronization returns after one look at each opcode. The
// analyses come from src/Analysis; SyncContext builds each once, when a
// rule first asks, and drops them with the function.
//
// Most rules are "on some path" questions over one thread: PathAnalysis
// runs a forward data flow whose state is a few slots, each holding the
// instruction that started something not yet ended (a write not fenced, a
// group not waited for) and the branch direction under which it started,
// so that a later branch on the same condition cannot take the other way.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_SYNCCHECKS_H
#define PTXLINT_CHECK_SYNCCHECKS_H

#include "Lint.h"

#include "Analysis/BranchDirections.h"
#include "Analysis/ControlFlowGraph.h"
#include "Analysis/DominatorTree.h"
#include "Analysis/Uniformity.h"

#include <algorithm>
#include <array>
#include <functional>
#include <memory>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>

namespace ptxlint {
namespace lint {

/// The lint pass's instructions as the analyses read them.
class FactsSource final : public analysis::InstructionSource {
public:
  /// Finds the kinds of facts of each instruction once: every rule asks.
  /// Only those of Wanted, when the rules that run ask no others.
  explicit FactsSource(const FunctionFacts &F, uint32_t Wanted = ~0u) : F(F) {
    Kinds.resize(F.Instructions.size());
    for (size_t At = 0; At < Kinds.size(); ++At)
      Present |= Kinds[At] = analysis::kindsOf(*this, At, Wanted);
  }
  uint32_t factKinds(size_t At) const override { return Kinds[At]; }
  /// The kinds of fact any instruction of the function has.
  uint32_t presentKinds() const { return Present; }
  size_t size() const override { return F.Instructions.size(); }
  const Instruction &instruction(size_t At) const override {
    return *F.Instructions[At].Inst;
  }
  uint16_t opcode(size_t At) const override {
    const LintInstruction &LI = F.Instructions[At];
    return LI.clean() ? LI.opIndex() : analysis::NoOpcode;
  }
  bool isRegister(std::string_view Name) const override {
    return F.reg(Name) != nullptr;
  }

private:
  const FunctionFacts &F;
  std::vector<uint32_t> Kinds;
  uint32_t Present = 0;
};

/// What the sync rules share about one function.
class SyncContext {
public:
  /// Kinds: the kinds of fact the rules that run ask of instructions.
  SyncContext(const FunctionFacts &F, const Function &Fn, uint32_t Kinds = ~0u);

  const FunctionFacts &F;
  const Function &Fn;
  FactsSource Source;
  analysis::ControlFlowGraph CFG;

  bool entry() const { return Fn.K == Function::Kind::Entry; }
  /// Whether any instruction of the function has a fact of Kind.
  bool has(isa::SyncFactKind Kind) const {
    return Source.presentKinds() & analysis::kindBit(Kind);
  }
  /// Built on first use.
  const analysis::DominatorTree &dominators();
  const analysis::RegisterUses &registerUses();
  const analysis::Uniformity &uniformity();
  /// "12:5" for the place Offset in the source.
  std::string where(uint32_t Offset) const;
  /// "12:5" for where instruction At begins (its guard, if any).
  std::string whereInstruction(size_t At) const {
    return where(F.Instructions[At].Inst->Range.Begin);
  }
  const Instruction &inst(size_t At) const { return *F.Instructions[At].Inst; }
  /// The range of the instruction's opcode and qualifiers, where its
  /// findings point.
  SourceRange mnemonicRange(size_t At) const;
  /// The constant operand Position of instruction At holds: a literal, or
  /// a register written once by a mov of one (SetAt: where).
  std::optional<int64_t> constantOperand(size_t At, size_t Position,
                                         SourceRange *SetAt = nullptr) const {
    NodeList<Operand> Operands = inst(At).operands();
    if (Position >= Operands.size() || !Operands[Position].value())
      return std::nullopt;
    return F.integerValue(*Operands[Position].value(), At, SetAt);
  }
  /// The first fact of Kind that applies to instruction At, or null.
  const isa::SyncFactInfo *fact(size_t At, isa::SyncFactKind Kind) const {
    return analysis::factOf(Source, At, Kind);
  }
  /// An id for the condition predicate register Name stands for: two
  /// registers set by the same comparison of the same operands share it.
  int32_t conditionKey(std::string_view Name);
  /// Whether the condition Key is tested more than once in the function
  /// (by branches or guards): only those are worth remembering on a path.
  bool retested(int32_t Key);
  /// A fix-it that inserts Line on a line of its own before instruction At.
  FixIt insertBefore(size_t At, std::string_view Line) const;
  /// The same after instruction At (on the line after its own).
  FixIt insertAfter(size_t At, std::string_view Line) const;
  /// Line, indented as instruction At's line is, with its line break.
  std::string lineLike(size_t At, std::string_view Line) const;

private:
  std::unique_ptr<analysis::DominatorTree> Dominators;
  std::unique_ptr<analysis::RegisterUses> Uses;
  std::unique_ptr<analysis::Uniformity> Uniform;
  std::unordered_map<std::string, int32_t> Keys;
  /// Per condition key, how many guards test it; filled on first use.
  std::vector<uint32_t> Tests;
  bool Counted = false;
};

using analysis::Directions;

/// A slot of PathAnalysis's state: what started at instruction Origin
/// (None: nothing pending), a small count, and the branch directions
/// under which it started or stayed pending.
struct PathSlot {
  static constexpr uint32_t None = UINT32_MAX;
  uint32_t Origin = None;
  uint32_t Count = 0;
  Directions Condition;
  /// The guard of the instruction at Origin, as a direction; -1: none.
  int32_t Guard = -1;
  bool set() const { return Origin != None; }
  /// Whether an instruction under guard direction G runs wherever this
  /// started: unguarded, or under the same guard.
  bool sameGuard(int32_t G) const {
    return G == -1 || G == Guard || Condition.contains(G);
  }
  bool operator==(const PathSlot &O) const {
    return Origin == O.Origin && Count == O.Count &&
           Condition == O.Condition && Guard == O.Guard;
  }
};

/// The state at a point of a thread's path: Slots, and the directions of
/// the conditional branches taken on the way.
struct PathState {
  std::vector<PathSlot> Slots;
  Directions Condition;
  bool operator==(const PathState &O) const {
    return Condition == O.Condition && Slots == O.Slots;
  }
  /// Starts slot I at instruction At, unless it is pending already.
  void start(size_t I, size_t At) {
    if (!Slots[I].set())
      Slots[I] = {static_cast<uint32_t>(At), 0, Condition};
  }
  void end(size_t I) { Slots[I] = PathSlot(); }
};

/// A forward "on some path" data flow over the function's blocks. Transfer
/// (At, State, Report) updates State across instruction At; it is called
/// until the states settle with Report false, then once more for each
/// instruction with Report true, where the checks report. Slots join by
/// taking the earliest origin and the smallest count, so that what is
/// pending on one path is pending after the join. Returns false (and
/// reports nothing) when the graph is not valid.
template <typename TransferFn>
bool runPathAnalysis(SyncContext &C, size_t Slots, TransferFn &&Transfer,
                     const std::vector<PathSlot> *AtEntry = nullptr);

/// What a fix-it inserts where an instruction of Kind (of async group
/// Group, -1: any) is missing: the Spelling of its Sync.td record.
std::string_view spellingOf(isa::SyncFactKind Kind, int Group = -1);

/// The direction a guard `@p` / `@!p` of instruction At stands for, as an
/// entry of Directions; -1 when unguarded.
int32_t guardCondition(SyncContext &C, size_t At);
/// Whether instruction At leaves the kernel: an `exit`, a `ret` of an
/// entry, or the last instruction of an entry's body.
bool leavesKernel(const SyncContext &C, size_t At);

/// The rules, each over one function (SyncCollectiveChecks.cpp,
/// SyncGroupChecks.cpp, SyncProxyChecks.cpp, SyncLifetimeChecks.cpp,
/// SyncRegisterChecks.cpp, SyncRegisterReads.cpp).
void checkCollectives(SyncContext &C);
void checkAsyncGroups(SyncContext &C);
void checkProxyFences(SyncContext &C);
void checkMbarriers(SyncContext &C);
void checkClusterAndTensorMemory(SyncContext &C);
void checkRegisterCounts(SyncContext &C);
/// With ptxas's fatal C7406, an error: run whatever warnings are on.
void checkRegisterBudgets(SyncContext &C);
void checkUninitializedRegisters(SyncContext &C);
/// The kinds of fact checkUninitializedRegisters and its analyses ask.
extern const uint32_t UninitializedRegisterKinds;

//===----------------------------------------------------------------------===//
// runPathAnalysis
//===----------------------------------------------------------------------===//

namespace detail {
/// Joins the slots of From into Into[0, From.Slots.size()) and the
/// directions into IntoCondition; whether anything changed.
bool joinInto(PathSlot *Into, Directions &IntoCondition, const PathState &From);
/// Turns Out, the state at the end of block B, into the state along the
/// edge to Succ: the branch's direction recorded, and the slots that
/// started under the other direction of the same condition dropped.
void alongEdge(SyncContext &C, uint32_t B, uint32_t Succ, PathState &Out);
} // namespace detail

template <typename TransferFn>
bool runPathAnalysis(SyncContext &C, size_t Slots, TransferFn &&Transfer,
                     const std::vector<PathSlot> *AtEntry) {
  const analysis::ControlFlowGraph &G = C.CFG;
  if (!G.valid() || G.size() == 0)
    return false;
  uint32_t Blocks = G.size();
  // The states at the blocks' entries, in one array: a body of a million
  // instructions has a hundred thousand blocks.
  std::vector<PathSlot> In(size_t(Blocks) * Slots);
  std::vector<Directions> InCondition(Blocks);
  std::vector<bool> Reached(Blocks, false), Queued(Blocks, false);
  if (AtEntry)
    std::copy(AtEntry->begin(), AtEntry->end(), In.begin());
  Reached[0] = true;
  // Blocks in source order make a good order for forward problems.
  std::priority_queue<uint32_t, std::vector<uint32_t>, std::greater<uint32_t>>
      Work;
  Work.push(0);
  Queued[0] = true;
  PathState State, Edge; // Reused: their slots keep their room.
  auto Run = [&](uint32_t B, bool Report) {
    auto First = In.begin() + ptrdiff_t(B) * ptrdiff_t(Slots);
    State.Slots.assign(First, First + ptrdiff_t(Slots));
    State.Condition = InCondition[B];
    for (uint32_t At = G.begin(B); At < G.end(B); ++At)
      Transfer(static_cast<size_t>(At), State, Report);
  };
  while (!Work.empty()) {
    uint32_t B = Work.top();
    Work.pop();
    Queued[B] = false;
    Run(B, false);
    for (uint32_t S : G.successors(B)) {
      if (S == G.exitNode())
        continue;
      Edge = State;
      detail::alongEdge(C, B, S, Edge);
      PathSlot *Into = In.data() + size_t(S) * Slots;
      bool Changed;
      if (!Reached[S]) {
        std::copy(Edge.Slots.begin(), Edge.Slots.end(), Into);
        InCondition[S] = Edge.Condition;
        Reached[S] = true;
        Changed = true;
      } else {
        Changed = detail::joinInto(Into, InCondition[S], Edge);
      }
      if (Changed && !Queued[S]) {
        Queued[S] = true;
        Work.push(S);
      }
    }
  }
  for (uint32_t B = 0; B < Blocks; ++B)
    if (Reached[B])
      Run(B, true);
  return true;
}

} // namespace lint

/// The sync rules over one function (the lint pass's last).
void lintSynchronization(const lint::FunctionFacts &F, const Function &Fn);

} // namespace ptxlint

#endif // PTXLINT_CHECK_SYNCCHECKS_H
