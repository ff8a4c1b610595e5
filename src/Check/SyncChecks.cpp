//===- SyncChecks.cpp - What the sync rules share, and where they start ---===//

#include "SyncChecks.h"

#include "AST/StatementsInOrder.h"

#include <algorithm>

using namespace ptxlint;
using namespace ptxlint::lint;

SyncContext::SyncContext(const FunctionFacts &F, const Function &Fn,
                         uint32_t Kinds)
    : F(F), Fn(Fn), Source(F, Kinds), CFG(*Fn.Body, Source) {}

std::string_view lint::spellingOf(isa::SyncFactKind Kind, int Group) {
  for (const isa::SyncFactInfo &F : isa::syncFacts())
    if (F.Kind == Kind && (Group < 0 || F.Group == Group) && !F.Spelling.empty())
      return F.Spelling;
  return {};
}

const analysis::DominatorTree &SyncContext::dominators() {
  if (!Dominators)
    Dominators = std::make_unique<analysis::DominatorTree>(CFG);
  return *Dominators;
}

const analysis::RegisterUses &SyncContext::registerUses() {
  if (!Uses)
    Uses = std::make_unique<analysis::RegisterUses>(CFG, Source);
  return *Uses;
}

const analysis::Uniformity &SyncContext::uniformity() {
  if (!Uniform)
    Uniform = std::make_unique<analysis::Uniformity>(CFG, Source,
                                                     registerUses(), entry());
  return *Uniform;
}

std::string SyncContext::where(uint32_t Offset) const {
  LineColumn LC = F.Ctx.Source.lineColumn(Offset);
  return std::to_string(LC.Line) + ":" + std::to_string(LC.Column);
}

SourceRange SyncContext::mnemonicRange(size_t At) const {
  const Instruction &I = inst(At);
  SourceRange R = I.Opcode.Range;
  NodeList<Modifier> Mods = I.modifiers();
  if (!Mods.empty())
    R.End = std::max(R.End, Mods.back().Range.End);
  return R;
}

int32_t SyncContext::conditionKey(std::string_view Name) {
  // A predicate written once by a comparison stands for the comparison:
  // compilers compute `warp == 0` again rather than keep the register.
  std::string Key = "register " + std::string(Name);
  const RegisterFacts *R = F.reg(Name);
  if (R && R->writtenOnce() && R->FirstWrite < F.Instructions.size()) {
    const Instruction &Def = inst(R->FirstWrite);
    NodeList<Operand> Operands = Def.operands();
    if (fact(R->FirstWrite, isa::SyncFactKind::Comparison) &&
        Operands.size() >= 3 && Operands[0].value() &&
        Operands[0].value()->K == Expr::Kind::Symbol && !Def.Pred) {
      Key = "comparison";
      for (const Modifier &M : Def.modifiers())
        Key += M.text();
      for (size_t I = 1; I < Operands.size(); ++I)
        Key += " " + F.text(Operands[I].range());
    }
  }
  auto [It, New] = Keys.try_emplace(Key, static_cast<int32_t>(Keys.size()));
  return It->second;
}

bool SyncContext::retested(int32_t Key) {
  if (!Counted) {
    Counted = true;
    for (size_t At = 0; At < F.Instructions.size(); ++At)
      if (const Instruction &I = inst(At); I.Pred) {
        int32_t K = conditionKey(I.Pred->Predicate.text());
        if (static_cast<size_t>(K) >= Tests.size())
          Tests.resize(K + 1, 0);
        ++Tests[K];
      }
  }
  return Key >= 0 && static_cast<size_t>(Key) < Tests.size() && Tests[Key] > 1;
}

std::string SyncContext::lineLike(size_t At, std::string_view Line) const {
  uint32_t Begin = inst(At).Range.Begin;
  uint32_t LineStart = F.Ctx.Source.lineStart(Begin);
  std::string_view Text = F.Ctx.Source.text();
  uint32_t Indent = LineStart;
  while (Indent < Begin && (Text[Indent] == ' ' || Text[Indent] == '\t'))
    ++Indent;
  std::string Insert(Text.substr(LineStart, Indent - LineStart));
  Insert += Line;
  Insert += "\n";
  return Insert;
}

FixIt SyncContext::insertBefore(size_t At, std::string_view Line) const {
  uint32_t LineStart = F.Ctx.Source.lineStart(inst(At).Range.Begin);
  return {{LineStart, LineStart}, lineLike(At, Line)};
}

FixIt SyncContext::insertAfter(size_t At, std::string_view Line) const {
  const SourceFile &Source = F.Ctx.Source;
  uint32_t Begin = inst(At).Range.Begin;
  uint32_t Next = Source.lineStart(Begin) +
                  static_cast<uint32_t>(Source.lineText(Begin).size());
  std::string_view Text = Source.text();
  // Past the line break, where the next line starts.
  if (Next < Text.size() && Text[Next] == '\r')
    ++Next;
  if (Next < Text.size() && Text[Next] == '\n')
    ++Next;
  std::string Insert = lineLike(At, Line);
  if (Next == Text.size() && (Text.empty() || Text.back() != '\n'))
    Insert = "\n" + Insert;
  return {{Next, Next}, Insert};
}

int32_t lint::guardCondition(SyncContext &C, size_t At) {
  const Instruction &I = C.inst(At);
  if (!I.Pred)
    return -1;
  return C.conditionKey(I.Pred->Predicate.text()) * 2 + !I.Pred->Negated;
}

bool lint::leavesKernel(const SyncContext &C, size_t At) {
  if (!C.entry())
    return false;
  if (const isa::SyncFactInfo *T =
          C.fact(At, isa::SyncFactKind::ControlTransfer))
    return T->transfer() == isa::TransferKind::Exit ||
           T->transfer() == isa::TransferKind::Return;
  return At + 1 == C.F.Instructions.size();
}

bool lint::detail::joinInto(PathSlot *Into, Directions &IntoCondition,
                            const PathState &From) {
  bool Changed = IntoCondition.intersect(From.Condition);
  for (size_t I = 0; I < From.Slots.size(); ++I) {
    PathSlot &A = Into[I];
    const PathSlot &B = From.Slots[I];
    if (!B.set())
      continue;
    if (!A.set()) {
      A = B;
      Changed = true;
      continue;
    }
    if (B.Origin < A.Origin) {
      A.Origin = B.Origin;
      Changed = true;
    }
    if (B.Count < A.Count) {
      A.Count = B.Count;
      Changed = true;
    }
    if (A.Guard != B.Guard && A.Guard != -1) {
      A.Guard = -1;
      Changed = true;
    }
    Changed = A.Condition.intersect(B.Condition) || Changed;
  }
  return Changed;
}

void lint::detail::alongEdge(SyncContext &C, uint32_t B, uint32_t Succ,
                             PathState &Edge) {
  const analysis::ControlFlowGraph &G = C.CFG;
  size_t Last = G.end(B) - 1;
  const Instruction &I = C.inst(Last);
  const isa::SyncFactInfo *T = C.fact(Last, isa::SyncFactKind::ControlTransfer);
  if (!T || T->transfer() != isa::TransferKind::Branch || !I.Pred ||
      G.successors(B).size() != 2)
    return;
  // The fall-through successor is the next block; the other is taken.
  bool Taken = Succ != B + 1;
  bool PredicateTrue = Taken != I.Pred->Negated;
  int32_t Key = C.conditionKey(I.Pred->Predicate.text());
  if (!C.retested(Key))
    return; // Nothing later can contradict it.
  int32_t Here = Key * 2 + PredicateTrue, Other = Key * 2 + !PredicateTrue;
  Edge.Condition.add(Here);
  for (PathSlot &S : Edge.Slots) {
    if (!S.set())
      continue;
    if (S.Condition.contains(Other))
      S = PathSlot(); // Started, or still pending, on the other side.
    else
      S.Condition.add(Here); // Still pending this way: a later branch on
                             // the same condition cannot go the other way.
  }
}

void ptxlint::lintSynchronization(const FunctionFacts &F, const Function &Fn) {
  if (!Fn.Body || F.Instructions.empty())
    return;
  // Every body can read a register it never wrote; the other rules need
  // an instruction with a role in Sync.td.
  bool Relevant = false, ChangesCount = false;
  for (const LintInstruction &LI : F.Instructions) {
    if (!LI.clean() || LI.opIndex() == LintInstruction::NoIndex ||
        !isa::hasSyncRole(LI.opIndex()))
      continue;
    Relevant = true;
    for (const isa::SyncFactInfo &Fact : isa::syncFactsOf(LI.opIndex()))
      ChangesCount = ChangesCount ||
                     Fact.Kind == isa::SyncFactKind::RegisterCountChange;
    if (ChangesCount)
      break; // Both known.
  }
  bool Wanted = false;
  for (DiagID ID :
       {DiagID::MissingProxyFence, DiagID::WgmmaRegisterInFlight,
        DiagID::WgmmaFenceMissing, DiagID::Tcgen05WaitMissing,
        DiagID::AsyncGroupNotCommitted, DiagID::BulkGroupPendingAtExit,
        DiagID::CollectiveUnderDivergence, DiagID::MembermaskUnderDivergence,
        DiagID::BarrierThreadCount, DiagID::MbarrierUninitialized,
        DiagID::MbarrierReinitialized, DiagID::MbarrierInitFence,
        DiagID::ClusterExitWithoutBarrier, DiagID::TensorMemoryNotDeallocated,
        DiagID::SetmaxnregIgnored, DiagID::SetmaxnregBudget,
        DiagID::SetmaxnregWrongDirection})
    Wanted = Wanted || (Relevant && F.enabled(ID));
  // ptxas's error C7406 is reported whatever warnings are on.
  if (!Wanted && !ChangesCount && !F.enabled(DiagID::UninitializedRegister))
    return;
  SyncContext C(F, Fn,
                Wanted || ChangesCount ? ~0u : UninitializedRegisterKinds);
  if (!C.CFG.valid())
    return;
  checkRegisterBudgets(C);
  checkUninitializedRegisters(C);
  if (!Wanted)
    return;
  checkCollectives(C);
  checkAsyncGroups(C);
  checkProxyFences(C);
  checkMbarriers(C);
  checkClusterAndTensorMemory(C);
  checkRegisterCounts(C);
}
