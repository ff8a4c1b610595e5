//===- SyncCollectiveChecks.cpp - Collectives and the threads that reach them -===//
//
// collective-under-divergence: a Collective (Sync.td) reached by only some
// of the threads of its scope, as the uniformity analysis sees them;
// membermask-under-divergence: a constant full membermask at such a place;
// barrier-thread-count: a thread count that is not whole warps.
//
//===----------------------------------------------------------------------===//

#include "SyncChecks.h"

#include "ISA/ISA.h"

using namespace ptxlint;
using namespace ptxlint::lint;
using isa::SyncScope;

namespace {

/// The section a finding on instruction At cites: its opcode's.
std::string_view sectionOf(const SyncContext &C, size_t At) {
  const isa::OpcodeInfo *Op = C.F.Instructions[At].op();
  return Op ? Op->Section : std::string_view("9.7.13");
}

/// Notes on why instruction At is reached by only some threads: the branch
/// whose region it lies in, or its guard, and where their condition
/// starts to differ.
void explainDivergence(SyncContext &C, size_t At, Diagnostic &D) {
  const analysis::Uniformity &U = C.uniformity();
  const Instruction &I = C.inst(At);
  size_t Seed = analysis::Uniformity::NoInstruction;
  uint32_t Block = C.CFG.blockOf(At);
  size_t Branch = U.branchCause(Block);
  if (I.Pred && U.ofRegister(I.Pred->Predicate.text(), At) < U.reachOf(Block)) {
    D.Notes.push_back({I.Pred->Range, "its guard can differ between the threads"});
    Seed = U.guardSeed(At);
  } else if (Branch != analysis::Uniformity::NoInstruction) {
    D.Notes.push_back({C.inst(Branch).Range,
                       "it is reached only when this branch goes one way, and "
                       "its condition can differ between the threads"});
    Seed = U.guardSeed(Branch);
  }
  if (Seed != analysis::Uniformity::NoInstruction && Seed != At)
    D.Notes.push_back({C.inst(Seed).Range,
                       "the difference starts here"});
}

/// Whether what makes instruction At narrower than Scope (wider than a
/// warp) is only a value that differs between warps through data: loaded
/// from, or shuffled out of, a place that differs between warps, where the
/// program may well keep one value for all (a role each warp reads back, a
/// block-wide total). Such a finding would rest on what the analysis
/// cannot see.
bool onlyThroughData(SyncContext &C, size_t At, SyncScope Scope) {
  if (Scope <= SyncScope::Warp)
    return false;
  const analysis::Uniformity &U = C.uniformity();
  const Instruction &I = C.inst(At);
  uint32_t Block = C.CFG.blockOf(At);
  if (I.Pred && U.ofRegister(I.Pred->Predicate.text(), At) < U.reachOf(Block))
    return U.onlyThroughData(I.Pred->Predicate.text(), At);
  size_t Branch = U.branchCause(Block);
  if (Branch == analysis::Uniformity::NoInstruction)
    return false;
  const Instruction &B = C.inst(Branch);
  return B.Pred && U.onlyThroughData(B.Pred->Predicate.text(), Branch);
}

} // namespace

void lint::checkCollectives(SyncContext &C) {
  const FunctionFacts &F = C.F;
  bool WantCollective = F.enabled(DiagID::CollectiveUnderDivergence),
       WantMask = F.enabled(DiagID::MembermaskUnderDivergence),
       WantCount = F.enabled(DiagID::BarrierThreadCount);
  if (!WantCollective && !WantMask && !WantCount)
    return;
  constexpr uint32_t Kinds = analysis::kindBit(isa::SyncFactKind::Collective) |
                             analysis::kindBit(isa::SyncFactKind::MemberMask);
  for (size_t At = 0; At < F.Instructions.size(); ++At) {
    if (!(C.Source.factKinds(At) & Kinds))
      continue;
    // The narrowest scope whose threads must all take part, of the
    // Collective facts that apply; a thread count limits a barrier to
    // the threads that make it up.
    bool Reported = false;
    analysis::forEachFact(C.Source, At, isa::SyncFactKind::Collective,
                          [&](const isa::SyncFactInfo &Fact) {
      bool Counted = Fact.OperandCount &&
                     Fact.Operands[0] < C.inst(At).operands().size();
      SourceRange SetAt;
      if (Counted && WantCount)
        if (std::optional<int64_t> Count =
                C.constantOperand(At, Fact.Operands[0], &SetAt);
            Count && *Count % 32 != 0 && !Reported) {
          Diagnostic &D =
              F.warn(DiagID::BarrierThreadCount, C.mnemonicRange(At),
                     {std::to_string(*Count), F.Instructions[At].mnemonic()});
          if (SetAt.End > SetAt.Begin)
            D.Notes.push_back({SetAt, "the count is set here"});
          Reported = true;
        }
      if (Counted || !WantCollective || Reported)
        return;
      const analysis::Uniformity &U = C.uniformity();
      if (!U.complete() || U.ofInstruction(At) >= Fact.scope() ||
          onlyThroughData(C, At, Fact.scope()))
        return;
      Diagnostic &D = F.warn(DiagID::CollectiveUnderDivergence,
                             C.mnemonicRange(At),
                             {F.Instructions[At].mnemonic(),
                              std::string(analysis::scopeName(Fact.scope())),
                              std::string(sectionOf(C, At))});
      explainDivergence(C, At, D);
      Reported = true;
    });
    if (Reported || !WantMask)
      continue;
    analysis::forEachFact(C.Source, At, isa::SyncFactKind::MemberMask,
                          [&](const isa::SyncFactInfo &Fact) {
      std::optional<int64_t> Mask = C.constantOperand(At, Fact.Operands[0]);
      if (!Mask || (*Mask & 0xffffffff) != 0xffffffff || Reported)
        return;
      const analysis::Uniformity &U = C.uniformity();
      if (!U.complete() || U.ofInstruction(At) >= SyncScope::Warp)
        return;
      Diagnostic &D = F.warn(DiagID::MembermaskUnderDivergence,
                             C.mnemonicRange(At),
                             {F.Instructions[At].mnemonic(),
                              std::string(sectionOf(C, At))});
      explainDivergence(C, At, D);
      Reported = true;
    });
  }
}
