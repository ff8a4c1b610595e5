//===- SyncProxyChecks.cpp - Generic and async proxies over shared memory --===//
//
// missing-proxy-fence: on a thread's path, a generic-proxy write of shared
// memory followed by an async-proxy read of it, or a generic read followed
// by an async write, with no ProxyFence (Sync.td) in between,
// where the two may overlap: the generic accesses are kept by the region
// they start at (a variable or register plus a constant), and a copy
// reaches up from its start by a size only its descriptor knows. A
// barrier between them orders threads, not proxies; the fix-it puts the
// fence before the first such barrier (where every writing thread passes)
// or, without one, before the async access.
//
//===----------------------------------------------------------------------===//

#include "SyncChecks.h"

#include <unordered_map>

using namespace ptxlint;
using namespace ptxlint::lint;
using isa::SyncFactKind;

namespace {

/// Whether the access Fact describes of instruction At is to shared memory.
bool touchesShared(const SyncContext &C, size_t At,
                   const isa::SyncFactInfo &Fact) {
  if (Fact.AlwaysShared)
    return true;
  const LintInstruction &LI = C.F.Instructions[At];
  if (!Fact.SpaceSlot.empty()) {
    const isa::FormInfo *Form = LI.form();
    if (!Form)
      return false;
    isa::EntryList<isa::SlotInfo> Slots = isa::slotsOf(*Form);
    for (WrittenQualifier W : LI.written())
      if (W.Slot < Slots.size() && Slots[W.Slot].Name == Fact.SpaceSlot)
        return W.value().Space == "shared";
    return false;
  }
  if (const Modifier *Space = LI.space())
    return spaceName(Space->text()) == "shared";
  for (const Operand &O : C.inst(At).operands())
    if (O.kind() == Operand::Kind::Address)
      return C.F.genericTarget(O, At).first == "shared";
  return false;
}

/// Where an access of shared memory starts, when its address is a
/// variable or a register plus a constant; Known false otherwise.
struct Region {
  bool Known = false;
  std::string_view Base;
  int64_t Offset = 0;
  uint64_t Bytes = 0; ///< The generic access's size; 0: unknown.
  /// The variable the address is in, where Known is false but the
  /// address is that variable's plus an offset not known.
  std::string_view Variable;
};

/// The shared variable whose address register Name holds plus some
/// offset, following registers written once through moves, conversions
/// and additions; empty when not found.
std::string_view baseVariable(const SyncContext &C, std::string_view Name,
                              size_t At, unsigned Depth = 0) {
  const FunctionFacts &F = C.F;
  if (const VariableFacts *V = F.variable(Name))
    return V->Space == "shared" ? Name : std::string_view();
  const LintInstruction *W = F.onlyWriter(Name, At);
  if (!W || Depth > FunctionFacts::MaxChase)
    return {};
  std::string_view Op = W->opcodeName();
  if (Op != "mov" && Op != "add" && Op != "cvt" && Op != "cvta" &&
      Op != "sub" && Op != "mad")
    return {};
  NodeList<Operand> Operands = W->Inst->operands();
  size_t Writer = static_cast<size_t>(W - F.Instructions.data());
  // The address is the first operand that leads to a variable: a sub's
  // second operand is an offset, and a mad (a * b + c) adds to its third.
  size_t First = Op == "mad" ? 3 : 1;
  for (size_t I = First; I < Operands.size() && (Op != "sub" || I == 1); ++I) {
    ExprPtr E = Operands[I].value();
    if (!E || E->K != Expr::Kind::Symbol)
      continue;
    std::string_view Found = baseVariable(C, E->text(), Writer, Depth + 1);
    if (!Found.empty())
      return Found;
  }
  return {};
}

/// The region of the shared-memory operand of instruction At: for a copy,
/// the side Fact describes (the destination is the first address).
Region regionOf(const SyncContext &C, size_t At, const isa::SyncFactInfo &Fact) {
  Region R;
  NodeList<Operand> Operands = C.inst(At).operands();
  size_t Wanted = Fact.SpaceSlot == "source state space" ? 1 : 0;
  for (const Operand &O : Operands) {
    if (O.kind() != Operand::Kind::Address)
      continue;
    if (Wanted-- != 0)
      continue;
    // Only a variable is a known base: a register that is not written
    // once (Place::Kind::Register) may hold any address.
    if (std::optional<Place> P = C.F.resolve(O, At);
        P && P->K == Place::Kind::Variable) {
      R.Known = true;
      R.Base = R.Variable = P->Name;
      R.Offset = P->Offset;
      R.Bytes = C.F.Instructions[At].accessSize();
    } else if (O.elements().size() == 1) {
      // `[%r + 16]`, `[%r]`: the variable %r's address is in, if any.
      const Expr *E = O.elements()[0].value().get();
      if (E && E->K == Expr::Kind::Binary && E->Operands[0])
        E = E->Operands[0].get();
      if (E && E->K == Expr::Kind::Symbol)
        R.Variable = baseVariable(C, E->text(), At);
    }
    break;
  }
  return R;
}

/// Whether a generic access of Generic may touch what an async access
/// starting at Async does (its size is in a descriptor: it reaches up
/// from its start).
bool mayOverlap(const Region &Generic, const Region &Async) {
  if (!Generic.Variable.empty() && !Async.Variable.empty() &&
      Generic.Variable != Async.Variable)
    return false; // Two variables do not overlap.
  if (!Generic.Known || !Async.Known || Generic.Bytes == 0)
    return true;
  if (Generic.Base != Async.Base)
    return false;
  return Generic.Offset + static_cast<int64_t>(Generic.Bytes) > Async.Offset;
}

} // namespace

void lint::checkProxyFences(SyncContext &C) {
  const FunctionFacts &F = C.F;
  if (!F.enabled(DiagID::MissingProxyFence) ||
      !C.has(SyncFactKind::SharedMemoryAccess))
    return;
  // Only a function with an async-proxy access of shared memory can break
  // the rule.
  bool Async = false;
  for (size_t At = 0; At < F.Instructions.size() && !Async; ++At)
    analysis::forEachFact(C.Source, At, SyncFactKind::SharedMemoryAccess,
                          [&](const isa::SyncFactInfo &Fact) {
                            Async = Async || Fact.AsyncProxy;
                          });
  if (!Async)
    return;
  std::string_view FenceSpelling = spellingOf(SyncFactKind::ProxyFence);

  // A write slot and a read slot for each region the generic accesses
  // start at (one for all of them past a bound), then one for the barrier
  // since the oldest of them.
  constexpr size_t MaxRegions = 64;
  std::vector<Region> Regions;
  std::unordered_map<size_t, size_t> RegionOf; // instruction -> region
  for (size_t At = 0; At < F.Instructions.size(); ++At) {
    if (!F.Instructions[At].clean())
      continue;
    analysis::forEachFact(
        C.Source, At, SyncFactKind::SharedMemoryAccess,
        [&](const isa::SyncFactInfo &Fact) {
          if (Fact.AsyncProxy || !touchesShared(C, At, Fact))
            return;
          Region R = regionOf(C, At, Fact);
          size_t Index = Regions.size();
          for (size_t I = 0; I < Regions.size(); ++I)
            if (Regions[I].Known == R.Known && Regions[I].Base == R.Base &&
                Regions[I].Offset == R.Offset && Regions[I].Bytes == R.Bytes &&
                Regions[I].Variable == R.Variable)
              Index = I;
          if (Index == Regions.size()) {
            if (Regions.size() == MaxRegions)
              Index = MaxRegions - 1, Regions.back() = Region();
            else
              Regions.push_back(R);
          }
          RegionOf[At] = Index;
        });
  }
  size_t Count = Regions.size();
  auto WriteSlot = [](size_t R) { return 2 * R; };
  auto ReadSlot = [](size_t R) { return 2 * R + 1; };
  size_t BarrierSince = 2 * Count;

  using analysis::kindBit;
  constexpr uint32_t Relevant = kindBit(SyncFactKind::ProxyFence) |
                                kindBit(SyncFactKind::ThreadBarrier) |
                                kindBit(SyncFactKind::SharedMemoryAccess);
  runPathAnalysis(C, 2 * Count + 1, [&](size_t At, PathState &S, bool Report) {
    if (!(C.Source.factKinds(At) & Relevant))
      return;
    if (C.fact(At, SyncFactKind::ProxyFence)) {
      for (PathSlot &Slot : S.Slots)
        Slot = PathSlot();
      return;
    }
    if (C.fact(At, SyncFactKind::ThreadBarrier))
      for (size_t R = 0; R < 2 * Count; ++R)
        if (S.Slots[R].set()) {
          S.start(BarrierSince, At);
          break;
        }
    bool Reported = false;
    analysis::forEachFact(
        C.Source, At, SyncFactKind::SharedMemoryAccess,
        [&](const isa::SyncFactInfo &Fact) {
          if (!touchesShared(C, At, Fact))
            return;
          if (!Fact.AsyncProxy) {
            auto It = RegionOf.find(At);
            if (It == RegionOf.end())
              return;
            if (Fact.writes())
              S.start(WriteSlot(It->second), At);
            if (Fact.reads())
              S.start(ReadSlot(It->second), At);
            return;
          }
          // An async read after a generic write (the data may not be
          // there yet), an async write after a generic read (it may
          // overwrite what is still to be read), where the two may overlap.
          // A write after a write is left alone: the async write is the
          // one that counts whichever lands first, unless the program reads
          // in between, which the read-after-write rule then sees.
          if (!Report || Reported)
            return;
          Region Here = regionOf(C, At, Fact);
          const PathSlot *Earlier = nullptr;
          bool EarlierWrites = false;
          for (size_t R = 0; R < Count && !Earlier; ++R) {
            if (!mayOverlap(Regions[R], Here))
              continue;
            if (Fact.reads() && S.Slots[WriteSlot(R)].set()) {
              Earlier = &S.Slots[WriteSlot(R)];
              EarlierWrites = true;
            } else if (Fact.writes() && S.Slots[ReadSlot(R)].set()) {
              Earlier = &S.Slots[ReadSlot(R)];
            }
          }
          if (!Earlier)
            return;
          Reported = true;
          Diagnostic &D = F.warn(
              DiagID::MissingProxyFence, C.mnemonicRange(At),
              {"'" + F.Instructions[At].mnemonic() + "'",
               Fact.writes() ? (Fact.reads() ? "reads and writes" : "writes")
                             : "reads",
               std::string(EarlierWrites ? "write" : "read") + " ('" +
                   F.Instructions[Earlier->Origin].mnemonic() + "')",
               C.whereInstruction(Earlier->Origin)});
          D.Notes.push_back({C.mnemonicRange(Earlier->Origin),
                             std::string("the generic-proxy ") +
                                 (EarlierWrites ? "write" : "read") +
                                 " of shared memory"});
          const PathSlot &Barrier = S.Slots[BarrierSince];
          if (Barrier.set()) {
            D.Notes.push_back(
                {C.mnemonicRange(Barrier.Origin),
                 "this barrier orders the threads, not the proxies: the "
                 "fence goes before it, in every thread that accessed the "
                 "memory"});
            D.FixIts.push_back(C.insertBefore(Barrier.Origin, FenceSpelling));
          } else {
            D.FixIts.push_back(C.insertBefore(At, FenceSpelling));
          }
        });
  });
}
