//===- SyncLifetimeChecks.cpp - mbarriers, peers' shared memory, tensor memory -===//
//
// mbarrier-uninitialized, mbarrier-reinitialized, mbarrier-init-fence: per
// mbarrier address that some mbarrier.init names (a variable plus an
// offset, registers followed), slots for "not initialized on some path",
// "initialized on some path" and "not yet fenced for the async proxy". An
// init followed by a CTA barrier counts for every thread. In a kernel whose
// CTAs work together (barrier.cluster, mapa), the peers see an init only
// after fence.mbarrier_init in the initializing thread, before the cluster
// barrier that publishes it; a guarded fence counts only for what was
// initialized under the same guard.
// cluster-exit-without-barrier and tensor-memory-not-deallocated: what
// `mapa` and `tcgen05.alloc` start must end (a cluster barrier, a dealloc)
// before the kernel is left.
//
//===----------------------------------------------------------------------===//

#include "SyncChecks.h"

#include <set>
#include <unordered_map>

using namespace ptxlint;
using namespace ptxlint::lint;
using isa::SyncFactKind;

namespace {

enum MbarrierSlot : size_t { Uninitialized, Initialized, Unfenced, PerAddress };

/// The mbarrier instruction At acts on, as a key: "var+8"; empty when its
/// address is not certainly known.
std::string mbarrierKey(const SyncContext &C, size_t At,
                        const isa::SyncFactInfo &Fact) {
  NodeList<Operand> Operands = C.inst(At).operands();
  if (!Fact.OperandCount || Fact.Operands[0] >= Operands.size())
    return {};
  std::optional<Place> P = C.F.resolve(Operands[Fact.Operands[0]], At);
  if (!P || P->K == Place::Kind::Immediate)
    return {};
  // A register that is not written once may hold any address: its key
  // says so (isVariableKey).
  return std::string(P->K == Place::Kind::Register ? "register " : "") +
         std::string(P->Name) + "+" + std::to_string(P->Offset);
}

/// Whether instruction At is a barrier of the cluster's threads.
bool clusterBarrier(const SyncContext &C, size_t At) {
  bool Found = false;
  analysis::forEachFact(C.Source, At, SyncFactKind::Collective,
                        [&](const isa::SyncFactInfo &F) {
                          Found = Found || F.scope() == isa::SyncScope::Cluster;
                        });
  return Found;
}

/// Whether Key names a variable plus an offset (not a register's value).
bool isVariableKey(const std::string &Key) {
  return !Key.empty() && Key.rfind("register ", 0) != 0;
}

/// The mbarrier fact of instruction At, if any.
const isa::SyncFactInfo *mbarrierFact(const SyncContext &C, size_t At) {
  for (SyncFactKind Kind :
       {SyncFactKind::MbarrierInit, SyncFactKind::MbarrierInval,
        SyncFactKind::MbarrierUse, SyncFactKind::MbarrierAsyncUse})
    if (const isa::SyncFactInfo *F = C.fact(At, Kind))
      return F;
  return nullptr;
}

} // namespace

void lint::checkMbarriers(SyncContext &C) {
  const FunctionFacts &F = C.F;
  bool WantUninit = F.enabled(DiagID::MbarrierUninitialized),
       WantReinit = F.enabled(DiagID::MbarrierReinitialized),
       WantFence = F.enabled(DiagID::MbarrierInitFence);
  if ((!WantUninit && !WantReinit && !WantFence) ||
      (!C.has(SyncFactKind::MbarrierInit) && !C.entry()))
    return;
  // The addresses followed, each with its slots: those an init names, and,
  // in a kernel that initializes every mbarrier at an address it can name
  // and calls nothing, the variables (plus offsets) the other operations
  // name, which nothing else can initialize. A stage's barrier picked by a
  // register may be any of them, and is not followed.
  std::unordered_map<std::string, size_t> Addresses;
  // The key of each mbarrier instruction's address, by instruction: few
  // of a body's instructions act on mbarriers.
  std::unordered_map<size_t, std::string> KeyOf;
  std::vector<size_t> Inits;
  bool Cluster = false, AllInitsKnown = C.entry();
  for (size_t At = 0; At < F.Instructions.size(); ++At) {
    if (!F.Instructions[At].clean())
      continue;
    Cluster = Cluster || clusterBarrier(C, At) ||
              C.fact(At, SyncFactKind::PeerSharedMemory);
    if (C.fact(At, SyncFactKind::Call))
      AllInitsKnown = false; // The callee may initialize.
    const isa::SyncFactInfo *Fact = mbarrierFact(C, At);
    if (!Fact)
      continue;
    KeyOf[At] = mbarrierKey(C, At, *Fact);
    if (Fact->Kind != SyncFactKind::MbarrierInit)
      continue;
    Inits.push_back(At);
    if (!isVariableKey(KeyOf[At]))
      AllInitsKnown = false;
    if (!KeyOf[At].empty())
      Addresses.try_emplace(KeyOf[At], Addresses.size());
  }
  // A kernel's shared memory starts undefined: with every init in view,
  // an mbarrier no init names is used uninitialized.
  if (Inits.empty() && !AllInitsKnown)
    return;
  if (AllInitsKnown)
    for (const auto &[At, Key] : KeyOf)
      if (isVariableKey(Key))
        Addresses.try_emplace(Key, Addresses.size());
  if (Addresses.empty())
    return;
  // The addresses some init reaches a CTA barrier from: after any barrier
  // of the CTA's threads, another thread may have initialized them (the
  // threads of one role initialize, those of another wait, each behind
  // a barrier of its own arm).
  std::vector<bool> Published(Addresses.size(), false);
  {
    const analysis::ControlFlowGraph &G = C.CFG;
    std::vector<bool> HasBarrier(G.size(), false), Seen;
    for (uint32_t B = 0; B < G.size(); ++B)
      for (uint32_t At = G.begin(B); At < G.end(B) && !HasBarrier[B]; ++At)
        HasBarrier[B] = C.fact(At, SyncFactKind::ThreadBarrier) != nullptr;
    for (size_t Init : Inits) {
      auto It = Addresses.find(KeyOf[Init]);
      if (It == Addresses.end() || Published[It->second])
        continue;
      Seen.assign(G.size(), false);
      std::vector<uint32_t> Work{G.blockOf(Init)};
      bool Reaches = false;
      for (uint32_t At = Init + 1; At < G.end(Work[0]) && !Reaches; ++At)
        Reaches = C.fact(At, SyncFactKind::ThreadBarrier) != nullptr;
      if (!Reaches) {
        Work = {};
        for (uint32_t S : G.successors(G.blockOf(Init)))
          Work.push_back(S);
      }
      while (!Reaches && !Work.empty()) {
        uint32_t B = Work.back();
        Work.pop_back();
        if (B == G.exitNode() || Seen[B])
          continue;
        Seen[B] = true;
        Reaches = HasBarrier[B];
        for (uint32_t S : G.successors(B))
          Work.push_back(S);
      }
      Published[It->second] = Reaches;
    }
  }
  std::vector<PathSlot> Entry(Addresses.size() * PerAddress);
  for (size_t K = 0; K < Addresses.size(); ++K)
    Entry[K * PerAddress + Uninitialized] = {0, 1, Directions()};
  std::set<size_t> FenceReported;
  std::string_view FenceSpelling = spellingOf(SyncFactKind::MbarrierInitFence);

  auto ReportUnfenced = [&](size_t Init, size_t Where) {
    if (!WantFence || !FenceReported.insert(Init).second)
      return;
    Diagnostic &D = F.warn(DiagID::MbarrierInitFence, C.mnemonicRange(Init),
                           {C.whereInstruction(Init),
                            "the '" + F.Instructions[Where].mnemonic() +
                                "' at " + C.whereInstruction(Where)});
    D.Notes.push_back({C.mnemonicRange(Where),
                       "the cluster barrier after which peers may use it"});
    D.FixIts.push_back(C.insertAfter(Init, FenceSpelling));
  };

  using analysis::kindBit;
  constexpr uint32_t Relevant =
      kindBit(SyncFactKind::MbarrierInitFence) |
      kindBit(SyncFactKind::ThreadBarrier) | kindBit(SyncFactKind::Collective) |
      kindBit(SyncFactKind::MbarrierInit) | kindBit(SyncFactKind::MbarrierInval) |
      kindBit(SyncFactKind::MbarrierUse) | kindBit(SyncFactKind::MbarrierAsyncUse);
  runPathAnalysis(
      C, Entry.size(),
      [&](size_t At, PathState &S, bool Report) {
        if (!(C.Source.factKinds(At) & Relevant))
          return;
        if (C.fact(At, SyncFactKind::MbarrierInitFence)) {
          int32_t Guard = guardCondition(C, At);
          for (size_t K = 0; K < Addresses.size(); ++K) {
            PathSlot &U = S.Slots[K * PerAddress + Unfenced];
            if (U.set() && U.sameGuard(Guard))
              U = PathSlot();
          }
          return;
        }
        if (clusterBarrier(C, At))
          for (size_t K = 0; K < Addresses.size(); ++K) {
            PathSlot &U = S.Slots[K * PerAddress + Unfenced];
            if (U.set()) {
              if (Report)
                ReportUnfenced(U.Origin, At);
              U = PathSlot();
            }
          }
        if (C.fact(At, SyncFactKind::ThreadBarrier)) {
          // Some thread's init before a barrier is every thread's after it.
          for (size_t K = 0; K < Addresses.size(); ++K)
            if (Published[K] || S.Slots[K * PerAddress + Initialized].set())
              S.Slots[K * PerAddress + Uninitialized] = PathSlot();
          return;
        }
        const isa::SyncFactInfo *Fact = mbarrierFact(C, At);
        if (!Fact)
          return;
        auto Key = KeyOf.find(At);
        auto Known = Key == KeyOf.end() || Key->second.empty()
                         ? Addresses.end()
                         : Addresses.find(Key->second);
        if (Known == Addresses.end())
          return;
        PathSlot *Slots = &S.Slots[Known->second * PerAddress];
        switch (Fact->Kind) {
        case SyncFactKind::MbarrierInit: {
          if (Report && WantReinit && Slots[Initialized].set()) {
            Diagnostic &D = F.warn(
                DiagID::MbarrierReinitialized, C.mnemonicRange(At),
                {Key->second, C.whereInstruction(Slots[Initialized].Origin)});
            D.Notes.push_back({C.mnemonicRange(Slots[Initialized].Origin),
                               "the earlier initialization"});
          }
          Slots[Uninitialized] = PathSlot();
          int32_t Guard = guardCondition(C, At);
          Directions Condition = S.Condition;
          Condition.add(Guard);
          Slots[Initialized] = {static_cast<uint32_t>(At), 0, Condition, Guard};
          if (Cluster)
            Slots[Unfenced] = {static_cast<uint32_t>(At), 0, Condition, Guard};
          return;
        }
        default:
          break;
        }
        if (Report && WantUninit && Slots[Uninitialized].set()) {
          bool AfterInval = Slots[Uninitialized].Count == 0;
          Diagnostic &D = F.warn(DiagID::MbarrierUninitialized,
                                 C.mnemonicRange(At),
                                 {F.Instructions[At].mnemonic(), Key->second});
          if (AfterInval)
            D.Notes.push_back({C.mnemonicRange(Slots[Uninitialized].Origin),
                               "invalidated here"});
        }
        if (Fact->Kind == SyncFactKind::MbarrierInval) {
          Slots[Initialized] = PathSlot();
          Slots[Unfenced] = PathSlot();
          Slots[Uninitialized] = {static_cast<uint32_t>(At), 0, S.Condition};
        }
      },
      &Entry);
}

void lint::checkClusterAndTensorMemory(SyncContext &C) {
  const FunctionFacts &F = C.F;
  if (!C.entry())
    return;
  enum : size_t { Peer, Allocated, NumSlots };
  if (!C.has(SyncFactKind::PeerSharedMemory) &&
      !C.has(SyncFactKind::TensorMemoryAlloc))
    return;
  bool WantCluster = F.enabled(DiagID::ClusterExitWithoutBarrier),
       WantTensor = F.enabled(DiagID::TensorMemoryNotDeallocated);
  using analysis::kindBit;
  constexpr uint32_t Relevant =
      kindBit(SyncFactKind::PeerSharedMemory) |
      kindBit(SyncFactKind::ThreadBarrier) |
      kindBit(SyncFactKind::TensorMemoryAlloc) |
      kindBit(SyncFactKind::TensorMemoryDealloc) |
      kindBit(SyncFactKind::ControlTransfer);
  size_t Last = F.Instructions.size() - 1;
  runPathAnalysis(C, NumSlots, [&](size_t At, PathState &S, bool Report) {
    if (!(C.Source.factKinds(At) & Relevant) && At != Last)
      return;
    if (C.fact(At, SyncFactKind::PeerSharedMemory)) {
      S.start(Peer, At);
    } else if (const isa::SyncFactInfo *B =
                   C.fact(At, SyncFactKind::ThreadBarrier)) {
      if (B->scope() == isa::SyncScope::Cluster)
        S.end(Peer);
    } else if (C.fact(At, SyncFactKind::TensorMemoryAlloc)) {
      int32_t Guard = guardCondition(C, At);
      Directions Condition = S.Condition;
      Condition.add(Guard);
      S.Slots[Allocated] = {static_cast<uint32_t>(At), 0, Condition, Guard};
    } else if (C.fact(At, SyncFactKind::TensorMemoryDealloc)) {
      int32_t Guard = guardCondition(C, At);
      if (S.Slots[Allocated].sameGuard(Guard))
        S.end(Allocated);
    }
    if (!Report || !leavesKernel(C, At))
      return;
    // What is still pending where the kernel is left.
    auto Pending = [&](bool Wanted, size_t Slot, DiagID ID, const char *Note) {
      if (!Wanted || !S.Slots[Slot].set())
        return;
      uint32_t Origin = S.Slots[Slot].Origin;
      F.warn(ID, C.mnemonicRange(At), {C.whereInstruction(Origin)})
          .Notes.push_back({C.mnemonicRange(Origin), Note});
    };
    Pending(WantCluster, Peer, DiagID::ClusterExitWithoutBarrier,
            "the address into a peer CTA's shared memory");
    Pending(WantTensor, Allocated, DiagID::TensorMemoryNotDeallocated,
            "the allocation");
  });
}
