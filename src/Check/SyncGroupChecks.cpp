//===- SyncGroupChecks.cpp - Asynchronous groups and their waits ----------===//
//
// For each group of Sync.td (cp.async, bulk, wgmma, tcgen05.ld,
// tcgen05.st) present in a function: a slot per member instruction, pending
// from the member until a wait retires it, with the number of commits
// since (a wait_group N retires what has more than N newer groups). Then:
// - a register of a pending member touched by anything but a member
//   (wgmma-register-in-flight, tcgen05-wait-missing);
// - a release of tensor memory while a tcgen05.ld/st is pending
//   (tcgen05-wait-missing);
// - a wait_group while a member is in no committed group
//   (async-group-not-committed);
// - a kernel's exit while a bulk copy is pending (bulk-group-pending-at-exit);
// - wgmma.mma_async's registers touched since the last wgmma.fence
//   (wgmma-fence-missing).
//
//===----------------------------------------------------------------------===//

#include "SyncChecks.h"

#include <unordered_map>

using namespace ptxlint;
using namespace ptxlint::lint;
using isa::AsyncGroup;
using isa::SyncFactKind;

namespace {

/// The names of the registers in operand Position of instruction At.
std::vector<std::string_view> registersIn(const SyncContext &C, size_t At,
                                          size_t Position) {
  std::vector<std::string_view> Names;
  analysis::forEachRegister(
      C.Source, At,
      [&](std::string_view Name, const Expr &, analysis::RegisterRole,
          int Where) {
        if (Where == static_cast<int>(Position) &&
            !analysis::isSpecialRegister(Name))
          Names.push_back(Name);
      });
  return Names;
}

class GroupChecker {
public:
  GroupChecker(SyncContext &C, AsyncGroup Group) : C(C), Group(Group) {
    for (size_t At = 0; At < C.F.Instructions.size(); ++At)
      if (const isa::SyncFactInfo *M = member(At)) {
        size_t Slot = Sites.size();
        Sites.push_back(At);
        SlotOf[At] = Slot;
        // Registers written as a vector: a matrix descriptor in A's place
        // is read when the instruction is issued, not later.
        NodeList<Operand> Operands = C.inst(At).operands();
        for (size_t I = 0; I < M->OperandCount; ++I)
          if (M->Operands[I] < Operands.size() &&
              Operands[M->Operands[I]].kind() == Operand::Kind::Vector)
            for (std::string_view Name : registersIn(C, At, M->Operands[I]))
              Owners[Name].push_back({Slot, I});
      }
  }

  bool present() const { return !Sites.empty(); }

  void run() {
    runPathAnalysis(C, Sites.size(),
                    [&](size_t At, PathState &S, bool Report) {
                      transfer(At, S, Report);
                    });
    if (Group == AsyncGroup::Wgmma &&
        C.F.enabled(DiagID::WgmmaFenceMissing))
      runPathAnalysis(C, Sites.size(),
                      [&](size_t At, PathState &S, bool Report) {
                        fenceTransfer(At, S, Report);
                      });
  }

private:
  const isa::SyncFactInfo *factFor(size_t At, SyncFactKind Kind) const {
    const isa::SyncFactInfo *Found = nullptr;
    analysis::forEachFact(C.Source, At, Kind, [&](const isa::SyncFactInfo &F) {
      if (!Found && F.Group >= 0 && F.group() == Group)
        Found = &F;
    });
    return Found;
  }
  const isa::SyncFactInfo *member(size_t At) const {
    return factFor(At, SyncFactKind::GroupMember);
  }
  bool tcgen05() const {
    return Group == AsyncGroup::Tcgen05Ld || Group == AsyncGroup::Tcgen05St;
  }
  /// The opcode that waits for the group (its GroupWait record's).
  std::string waitName() const {
    for (const isa::SyncFactInfo &F : isa::syncFacts())
      if (F.Kind == SyncFactKind::GroupWait && F.Group >= 0 && F.group() == Group)
        return std::string(isa::opcode(F.Opcode).Name);
    return "wait";
  }
  std::string memberName(size_t Site) const {
    return std::string(C.F.Instructions[Sites[Site]].opcodeName());
  }

  /// The first pending site whose register Name is, or SIZE_MAX.
  std::pair<size_t, size_t> pendingOwner(const PathState &S,
                                         std::string_view Name) const {
    auto It = Owners.find(Name);
    if (It != Owners.end())
      for (auto [Slot, Operand] : It->second)
        if (S.Slots[Slot].set())
          return {Slot, Operand};
    return {SIZE_MAX, 0};
  }

  void reportRegister(size_t At, std::string_view Name, size_t Slot,
                      size_t Operand, bool Written, bool Committed) {
    const FunctionFacts &F = C.F;
    std::string Site = C.whereInstruction(Sites[Slot]);
    Diagnostic *D;
    if (tcgen05()) {
      if (!F.enabled(DiagID::Tcgen05WaitMissing))
        return;
      D = &F.warn(DiagID::Tcgen05WaitMissing, C.mnemonicRange(At),
                  {"'" + std::string(Name) + "' is " +
                       (Written ? "written" : "read"),
                   memberName(Slot), Site, waitName()});
      D->FixIts.push_back(C.insertBefore(
          At, spellingOf(SyncFactKind::GroupWait, static_cast<int>(Group))));
    } else {
      if (!F.enabled(DiagID::WgmmaRegisterInFlight))
        return;
      D = &F.warn(DiagID::WgmmaRegisterInFlight, C.mnemonicRange(At),
                  {std::string(Name),
                   Operand == 0 ? "an accumulator" : "an A fragment register",
                   Site});
      // A committed group is retired by one wait; an open one needs its
      // commit first, two instructions: no fix-it then.
      if (Committed)
        D->FixIts.push_back(C.insertBefore(
            At, spellingOf(SyncFactKind::GroupWait, static_cast<int>(Group))));
    }
    D->Notes.push_back({C.mnemonicRange(Sites[Slot]),
                        "the asynchronous operation that uses it"});
  }

  void transfer(size_t At, PathState &S, bool Report) {
    const FunctionFacts &F = C.F;
    using analysis::kindBit;
    constexpr uint32_t Relevant =
        kindBit(SyncFactKind::GroupMember) | kindBit(SyncFactKind::GroupCommit) |
        kindBit(SyncFactKind::GroupWait) |
        kindBit(SyncFactKind::NotWhilePending) |
        kindBit(SyncFactKind::ControlTransfer);
    // Other instructions matter only for the registers they touch, which
    // are looked at when reporting, and for a kernel's end.
    if (!(C.Source.factKinds(At) & Relevant) &&
        (!Report || (Owners.empty() && At + 1 != F.Instructions.size())))
      return;
    if (!F.Instructions[At].clean())
      return;
    auto Member = SlotOf.find(At);
    bool IsMember = Member != SlotOf.end();
    // Touching a pending member's registers.
    // A .func that loads tensor memory for its caller (CCCL's cuda::ptx
    // wrappers) hands the registers on before any wait: the caller's
    // wait is what counts, and it is not in view here.
    bool CheckRegisters = !tcgen05() || C.entry();
    if (Report && CheckRegisters && !IsMember && !Owners.empty()) {
      bool Done = false;
      analysis::forEachRegister(
          C.Source, At,
          [&](std::string_view Name, const Expr &,
              analysis::RegisterRole Role, int) {
            if (Done)
              return;
            auto [Slot, Operand] = pendingOwner(S, Name);
            if (Slot == SIZE_MAX)
              return;
            reportRegister(At, Name, Slot, Operand,
                           Role == analysis::RegisterRole::Written,
                           S.Slots[Slot].Count > 0);
            Done = true;
          });
    }
    if (Report && factFor(At, SyncFactKind::NotWhilePending) &&
        F.enabled(DiagID::Tcgen05WaitMissing))
      for (size_t Slot = 0; Slot < Sites.size(); ++Slot)
        if (S.Slots[Slot].set()) {
          Diagnostic &D = F.warn(
              DiagID::Tcgen05WaitMissing, C.mnemonicRange(At),
              {"'" + F.Instructions[At].mnemonic() +
                   "' tells other threads the tensor memory is free",
               memberName(Slot), C.whereInstruction(Sites[Slot]), waitName()});
          D.Notes.push_back({C.mnemonicRange(Sites[Slot]),
                             "the asynchronous operation still using it"});
          D.FixIts.push_back(C.insertBefore(
              At, spellingOf(SyncFactKind::GroupWait, static_cast<int>(Group))));
          break;
        }
    if (IsMember) {
      // A member issued again (a loop) starts afresh.
      S.Slots[Member->second] = {static_cast<uint32_t>(At), 0, S.Condition};
      return;
    }
    if (factFor(At, SyncFactKind::GroupCommit)) {
      for (PathSlot &Slot : S.Slots)
        if (Slot.set() && Slot.Count < 16)
          ++Slot.Count;
      return;
    }
    if (const isa::SyncFactInfo *Wait = factFor(At, SyncFactKind::GroupWait)) {
      if (!Wait->OperandCount) { // Commits, then waits for all.
        for (PathSlot &Slot : S.Slots)
          Slot = PathSlot();
        return;
      }
      std::optional<int64_t> N = C.constantOperand(At, Wait->Operands[0]);
      if (Report && (Group == AsyncGroup::CpAsync || Group == AsyncGroup::Bulk) &&
          F.enabled(DiagID::AsyncGroupNotCommitted))
        for (size_t Slot = 0; Slot < Sites.size(); ++Slot)
          if (S.Slots[Slot].set() && S.Slots[Slot].Count == 0) {
            const isa::OpcodeInfo *Op = F.Instructions[At].op();
            Diagnostic &D = F.warn(
                DiagID::AsyncGroupNotCommitted, C.mnemonicRange(At),
                {F.Instructions[At].mnemonic(), memberName(Slot),
                 C.whereInstruction(Sites[Slot]),
                 std::string(Op ? Op->Section : "9.7.9.25")});
            D.Notes.push_back({C.mnemonicRange(Sites[Slot]),
                               "issued here, after the last commit_group"});
            D.FixIts.push_back(C.insertBefore(
                At, spellingOf(SyncFactKind::GroupCommit, static_cast<int>(Group))));
            break;
          }
      if (!N)
        return; // A count not known: nothing is certainly retired.
      for (PathSlot &Slot : S.Slots)
        if (Slot.set() && Slot.Count > static_cast<uint64_t>(*N))
          Slot = PathSlot();
      return;
    }
    if (Report && Group == AsyncGroup::Bulk && leavesKernel(C, At) &&
        F.enabled(DiagID::BulkGroupPendingAtExit))
      for (size_t Slot = 0; Slot < Sites.size(); ++Slot)
        if (S.Slots[Slot].set()) {
          Diagnostic &D =
              F.warn(DiagID::BulkGroupPendingAtExit, C.mnemonicRange(At),
                     {memberName(Slot), C.whereInstruction(Sites[Slot])});
          D.Notes.push_back({C.mnemonicRange(Sites[Slot]),
                             "the bulk copy that may still read shared memory"});
          D.FixIts.push_back(C.insertBefore(
              At, spellingOf(SyncFactKind::GroupWait, static_cast<int>(Group))));
          break;
        }
  }

  /// wgmma-fence-missing: a slot per member, set when another
  /// instruction touches one of its registers, ended by wgmma.fence.
  void fenceTransfer(size_t At, PathState &S, bool Report) {
    const FunctionFacts &F = C.F;
    if (!F.Instructions[At].clean())
      return;
    if (factFor(At, SyncFactKind::RegisterFence)) {
      for (PathSlot &Slot : S.Slots)
        Slot = PathSlot();
      return;
    }
    auto Member = SlotOf.find(At);
    if (Member != SlotOf.end()) {
      const PathSlot &Dirty = S.Slots[Member->second];
      if (Report && Dirty.set()) {
        std::string_view Name = Names[Member->second];
        Diagnostic &D = F.warn(
            DiagID::WgmmaFenceMissing, C.mnemonicRange(At),
            {std::string(Name), "a register",
             "'" + F.Instructions[Dirty.Origin].mnemonic() + "'",
             C.whereInstruction(Dirty.Origin)});
        D.Notes.push_back({C.mnemonicRange(Dirty.Origin),
                           "the other access of the register"});
        D.FixIts.push_back(C.insertBefore(
            At, spellingOf(SyncFactKind::RegisterFence, static_cast<int>(Group))));
      }
      return;
    }
    analysis::forEachRegister(
        C.Source, At,
        [&](std::string_view Name, const Expr &, analysis::RegisterRole, int) {
          auto It = Owners.find(Name);
          if (It == Owners.end())
            return;
          for (auto [Slot, Operand] : It->second)
            if (!S.Slots[Slot].set()) {
              S.start(Slot, At);
              if (Names.size() < Sites.size())
                Names.resize(Sites.size());
              Names[Slot] = Name;
            }
        });
  }

  SyncContext &C;
  AsyncGroup Group;
  std::vector<size_t> Sites; ///< The members, by slot.
  std::unordered_map<size_t, size_t> SlotOf;
  /// For each register of a member: the slots, and which of the member's
  /// in-flight operands it is in.
  std::unordered_map<std::string_view, std::vector<std::pair<size_t, size_t>>>
      Owners;
  /// wgmma-fence-missing: a register of each slot that was touched.
  std::vector<std::string_view> Names;
};

} // namespace

void lint::checkAsyncGroups(SyncContext &C) {
  if (!C.has(SyncFactKind::GroupMember))
    return;
  for (size_t G = 0; G < isa::NumAsyncGroups; ++G) {
    GroupChecker Checker(C, static_cast<AsyncGroup>(G));
    if (Checker.present())
      Checker.run();
  }
}
