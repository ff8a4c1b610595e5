//===- UndefinedReads.cpp - Reads a path from the entry reaches unwritten -===//

#include "UndefinedReads.h"

#include "DominatorTree.h"

#include <algorithm>

using namespace ptxlint;
using namespace ptxlint::analysis;

namespace {
/// Groups Items by their Register, keeping their order within a register:
/// Items[At[R], At[R + 1]) are register R's.
template <typename T>
void groupByRegister(std::vector<T> &Items, uint32_t Registers,
                     std::vector<uint32_t> &At) {
  At.assign(Registers + 1, 0);
  for (const T &I : Items)
    ++At[I.Register + 1];
  for (size_t R = 1; R < At.size(); ++R)
    At[R] += At[R - 1];
  std::vector<T> Sorted(Items.size());
  std::vector<uint32_t> Next(At.begin(), At.end() - 1);
  for (const T &I : Items)
    Sorted[Next[I.Register]++] = I;
  Items.swap(Sorted);
}

/// How many writes of a register the dominance test looks at before it
/// leaves the question to the walk.
constexpr size_t MaxDominanceTests = 16;
} // namespace

UndefinedReads::UndefinedReads(
    const ControlFlowGraph &G, const DominatorTree &Dominators,
    const InstructionSource &Source, const RegisterUses &Uses,
    const std::function<bool(uint32_t Id)> &DefinedAtEntry,
    ConditionKeyFn ConditionKey)
    : G(G), Source(Source), Uses(Uses), ConditionKey(std::move(ConditionKey)),
      Dominators(Dominators) {
  if (!G.valid() || G.size() == 0)
    return;
  findExposedReads();
  if (Exposed.empty())
    return;
  std::vector<uint32_t> ReadsAt, WritesAt;
  groupByRegister(Exposed, Uses.count(), ReadsAt);
  groupByRegister(BlockWrites, Uses.count(), WritesAt);
  Visited.assign(G.size(), 0);
  WriteMark.assign(G.size(), 0);
  GuardOf.assign(G.size(), NoInstruction);
  Next.assign(G.size(), 0);
  BranchKey.assign(G.size(), Unknown);
  // Walks over 16 times the function in all are not worth their time.
  Budget = 16 * (uint64_t(Source.size()) + G.size()) + 4096;
  for (uint32_t R = 0; R < Uses.count() && Complete; ++R)
    if (ReadsAt[R] != ReadsAt[R + 1] && !DefinedAtEntry(R))
      walkBack(R, {Exposed.data() + ReadsAt[R], Exposed.data() + ReadsAt[R + 1]},
               {BlockWrites.data() + WritesAt[R],
                BlockWrites.data() + WritesAt[R + 1]});
  std::sort(Found.begin(), Found.end(),
            [](const Read &A, const Read &B) { return A.At < B.At; });
  // What the walks needed goes with them.
  std::vector<ExposedRead>().swap(Exposed);
  std::vector<BlockWrite>().swap(BlockWrites);
}

int32_t UndefinedReads::guardDirection(uint32_t At) {
  const Instruction &I = Source.instruction(At);
  int32_t Key = I.Pred ? ConditionKey(I.Pred->Predicate.text()) : -1;
  return Key < 0 ? -1 : Key * 2 + !I.Pred->Negated;
}

int32_t UndefinedReads::operandDirection(uint32_t At, int Position) {
  int32_t Direction = -1;
  for (isa::SyncFactKind Kind :
       {isa::SyncFactKind::ReadOnlyIf, isa::SyncFactKind::ReadOnlyUnless})
    forEachFact(Source, At, Kind, [&](const isa::SyncFactInfo &F) {
      NodeList<Operand> Operands = Source.instruction(At).operands();
      if (F.OperandCount < 2 || F.Operands[0] != Position ||
          F.Operands[1] >= Operands.size() || !Operands[F.Operands[1]].value())
        return;
      int32_t Key = ConditionKey(Operands[F.Operands[1]].value()->text());
      if (Key >= 0)
        Direction = Key * 2 + (Kind == isa::SyncFactKind::ReadOnlyIf);
    });
  return Direction;
}

uint32_t UndefinedReads::conditionalBranch(uint32_t B) const {
  if (G.successors(B).size() != 2)
    return NoInstruction;
  uint32_t Last = G.end(B) - 1;
  const isa::SyncFactInfo *T =
      factOf(Source, Last, isa::SyncFactKind::ControlTransfer);
  return Source.instruction(Last).Pred && T &&
                 T->transfer() == isa::TransferKind::Branch
             ? Last
             : NoInstruction;
}

int32_t UndefinedReads::edgeDirection(uint32_t From, uint32_t To) {
  if (BranchKey[From] == Unknown) {
    uint32_t Branch = conditionalBranch(From);
    BranchKey[From] =
        Branch == NoInstruction
            ? -1
            : ConditionKey(Source.instruction(Branch).Pred->Predicate.text());
  }
  int32_t Key = BranchKey[From];
  if (Key < 0)
    return -1;
  const Instruction &Branch = Source.instruction(G.end(From) - 1);
  // The fall-through successor is the next block; the other is taken.
  bool Taken = To != From + 1;
  return Key * 2 + (Taken != Branch.Pred->Negated);
}

void UndefinedReads::findExposedReads() {
  uint32_t Registers = Uses.count();
  // Per register, the block (plus one) in which the pass last saw it
  // written, written under a guard, read first, or touched at all.
  std::vector<uint32_t> WrittenIn(Registers, 0), GuardedIn(Registers, 0),
      ExposedIn(Registers, 0), TouchedIn(Registers, 0);
  std::vector<uint32_t> Guard(Registers), LastWrite(Registers);
  std::vector<uint32_t> Touched;
  for (uint32_t B = 0; B < G.size(); ++B) {
    uint32_t Stamp = B + 1;
    Touched.clear();
    for (uint32_t At = G.begin(B); At < G.end(B); ++At) {
      bool Guarded = Source.instruction(At).Pred != nullptr;
      // An instruction reads its operands before it writes its result.
      for (const RegisterUses::Use &U : Uses.uses(At)) {
        uint32_t R = U.Register;
        if (U.Written || WrittenIn[R] == Stamp || ExposedIn[R] == Stamp)
          continue;
        if (Guarded && GuardedIn[R] == Stamp &&
            guardDirection(Guard[R]) == guardDirection(At) &&
            guardDirection(At) >= 0)
          continue; // Read under the guard it was written under.
        ExposedIn[R] = Stamp;
        Exposed.push_back({R, B, At, U.Position});
      }
      for (const RegisterUses::Use &U : Uses.uses(At)) {
        uint32_t R = U.Register;
        if (!U.Written)
          continue;
        if (TouchedIn[R] != Stamp) {
          TouchedIn[R] = Stamp;
          Touched.push_back(R);
        }
        LastWrite[R] = At;
        if (WrittenIn[R] == Stamp)
          continue;
        int32_t Direction = Guarded ? guardDirection(At) : -1;
        if (!Guarded || (GuardedIn[R] == Stamp && Direction >= 0 &&
                         guardDirection(Guard[R]) == (Direction ^ 1))) {
          WrittenIn[R] = Stamp; // Unguarded, or under both directions.
        } else {
          GuardedIn[R] = Stamp;
          Guard[R] = At;
        }
      }
    }
    for (uint32_t R : Touched)
      BlockWrites.push_back(
          {R, B, LastWrite[R], WrittenIn[R] == Stamp ? NoInstruction : Guard[R]});
  }
}

void UndefinedReads::walkBack(uint32_t Register, Span<ExposedRead> Reads,
                              Span<BlockWrite> Writes) {
  uint32_t Stamp = Register + 1;
  for (const BlockWrite &W : Writes) {
    WriteMark[W.Block] = Stamp;
    GuardOf[W.Block] = W.Guard;
  }
  std::vector<Step> &Stack = WalkStack;
  for (const ExposedRead &Rd : Reads) {
    uint32_t B = Rd.Block;
    if (!Dominators.reachable(B))
      continue;
    // A block that writes the register on every path and dominates the
    // read's answers at once.
    bool Dominated = false;
    size_t Tested = 0;
    for (const BlockWrite &W : Writes) {
      if (W.Guard != NoInstruction || W.Block == B)
        continue;
      if (++Tested > MaxDominanceTests)
        break;
      if (Dominators.dominates(W.Block, B)) {
        Dominated = true;
        break;
      }
    }
    if (Dominated)
      continue;
    if (Writes.size() == 0) { // Every path from the entry will do.
      Found.push_back({Register, Rd.At, NoInstruction, {}});
      return;
    }
    // The path runs the read: its guard's direction holds on it, and the
    // direction under which the instruction reads the operand at all.
    Directions Start = Directions::of(guardDirection(Rd.At));
    int32_t Needed = operandDirection(Rd.At, Rd.Position);
    if (Needed >= 0 && Start.contains(Needed ^ 1))
      continue;
    Start.add(Needed);
    bool Reached = B == 0;
    Stack.clear();
    auto Push = [&](uint32_t From, uint32_t To, Directions Condition) {
      // A path that took both directions of one condition is not a path.
      int32_t D = edgeDirection(From, To);
      if (D >= 0 && Condition.contains(D ^ 1))
        return;
      Condition.add(D);
      Stack.push_back({From, To, Condition});
    };
    for (uint32_t P : G.predecessors(B))
      Push(P, B, Start);
    while (!Reached && !Stack.empty()) {
      Step S = Stack.back();
      Stack.pop_back();
      if (++Steps > Budget) {
        Complete = false;
        return;
      }
      uint32_t P = S.Block;
      if (Visited[P] == Stamp)
        continue;
      if (WriteMark[P] == Stamp &&
          (GuardOf[P] == NoInstruction ||
           S.Condition.contains(guardDirection(GuardOf[P]))))
        continue; // Written on this path.
      Visited[P] = Stamp;
      Next[P] = S.Toward;
      if (P == 0) {
        Reached = true;
        break;
      }
      for (uint32_t Q : G.predecessors(P))
        if (Visited[Q] != Stamp)
          Push(Q, P, S.Condition);
    }
    if (!Reached)
      continue;
    Read Found{Register, Rd.At, NoInstruction, {}};
    for (uint32_t X = 0; X != B; X = Next[X])
      if (uint32_t Branch = conditionalBranch(X); Branch != NoInstruction)
        Found.Branches.push_back({Branch, Next[X] != X + 1});
    // The nearest write before the read, else the first after it.
    uint32_t Before = NoInstruction, After = NoInstruction;
    for (const BlockWrite &W : Writes)
      if (W.At < Rd.At)
        Before = Before == NoInstruction ? W.At : std::max(Before, W.At);
      else
        After = std::min(After, W.At);
    Found.Write = Before != NoInstruction ? Before : After;
    this->Found.push_back(std::move(Found));
    return;
  }
}
