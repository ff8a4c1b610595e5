//===- SyncRegisterReads.cpp - Registers read before any write -----------===//
//
// uninitialized-register: the first read of each register that a path
// from the function's entry reaches with no write of it on the way
// (analysis::UndefinedReads), with the branches of that path and the
// nearest write off it as notes.
//
//===----------------------------------------------------------------------===//

#include "SyncChecks.h"

#include "Analysis/UndefinedReads.h"

using namespace ptxlint;
using namespace ptxlint::lint;

namespace {
/// How many of a path's branches, the last ones, a finding shows.
constexpr size_t MaxBranchNotes = 3;
/// How many instructions the search for what an undefined value decides
/// looks at, per finding.
constexpr size_t MaxDependents = 256;

/// Where instruction At names register Id (as RegisterUses numbers it)
/// with Role, and at which operand (-1: the guard); the instruction's
/// mnemonic when not found.
std::pair<SourceRange, int> registerAt(SyncContext &C, size_t At, uint32_t Id,
                                       analysis::RegisterRole Role) {
  const analysis::RegisterUses &Uses = C.registerUses();
  std::pair<SourceRange, int> Found{C.mnemonicRange(At), -2};
  analysis::forEachRegister(
      C.Source, At,
      [&](std::string_view Name, const Expr &E, analysis::RegisterRole R,
          int Position) {
        if (Found.second == -2 && R == Role && Uses.id(Name, At) == Id)
          Found = {E.Range, Position};
      });
  return Found;
}

/// What a value read as operand Position of instruction At (-1: its
/// guard) decides, as a phrase; empty when it is only data: a value
/// computed, stored or passed on is garbage where it is not used, and
/// compilers leave such values unwritten on the paths that ignore them.
std::string_view decides(SyncContext &C, size_t At, int Position) {
  if (Position == -1) {
    const isa::SyncFactInfo *T = C.fact(At, isa::SyncFactKind::ControlTransfer);
    return T && T->transfer() == isa::TransferKind::Branch
               ? "whether the branch is taken"
               : "whether the instruction runs";
  }
  NodeList<Operand> Operands = C.inst(At).operands();
  if (Position >= 0 && static_cast<size_t>(Position) < Operands.size() &&
      Operands[Position].kind() == Operand::Kind::Address)
    return "the address the instruction accesses";
  if (C.fact(At, isa::SyncFactKind::ControlTransfer))
    return "where control goes";
  if (const isa::SyncFactInfo *Mask = C.fact(At, isa::SyncFactKind::MemberMask);
      Mask && Mask->OperandCount && Mask->Operands[0] == Position)
    return "which lanes take part";
  return {};
}

/// Whether the search for what an undefined value decides stops at
/// instruction At: its result mixes in other threads' values (a shuffle, a
/// vote, a reduction) or memory's, so that what it read of its own
/// registers no longer decides it alone; or it is a copy, the way
/// compilers carry a value to a join point, where an unwritten one stands
/// for a path that does not use it.
bool endsDependence(SyncContext &C, size_t At) {
  for (isa::SyncFactKind Kind :
       {isa::SyncFactKind::Copy, isa::SyncFactKind::Collective,
        isa::SyncFactKind::MemberMask,
        isa::SyncFactKind::CollectiveResult,
        isa::SyncFactKind::ResultUniformity})
    if (C.fact(At, Kind))
      return true;
  return false;
}

/// Where a value read undefined at instruction At decides something: the
/// instruction (At itself, or one that reads a register At computes from
/// it) and the register it reads there. Followed through the registers At
/// writes, not through memory, to the readers At dominates: those read
/// what it wrote, not another path's value.
struct Decision {
  size_t At = SIZE_MAX;
  uint32_t Register = analysis::RegisterUses::NoRegister;
  std::string_view What;
};
/// Whether instruction Write comes before Read on every path to Read.
bool writtenBefore(SyncContext &C, size_t Write, size_t Read) {
  uint32_t W = C.CFG.blockOf(Write), R = C.CFG.blockOf(Read);
  return W == R ? Write < Read : C.dominators().dominates(W, R);
}

Decision findDecision(SyncContext &C, size_t At, uint32_t Register) {
  const analysis::RegisterUses &Uses = C.registerUses();
  int Position = registerAt(C, At, Register, analysis::RegisterRole::Read).second;
  if (std::string_view What = decides(C, At, Position); !What.empty())
    return {At, Register, What};
  if (endsDependence(C, At))
    return {};
  // One step only: a comparison, or an address computed from the value,
  // that decides. Further on, the value is as often masked by what it is
  // combined with (CUB ors an out-of-range flag into the predicate it
  // computes from a key it did not load) as it decides.
  size_t Looked = 0;
  for (const analysis::RegisterUses::Use &U : Uses.uses(At)) {
    if (!U.Written)
      continue;
    for (uint32_t Reader : Uses.readers(U.Register)) {
      if (++Looked > MaxDependents)
        return {};
      if (!writtenBefore(C, At, Reader))
        continue;
      int P = registerAt(C, Reader, U.Register, analysis::RegisterRole::Read).second;
      if (std::string_view What = decides(C, Reader, P); !What.empty())
        return {Reader, U.Register, What};
    }
  }
  return {};
}

/// The blocks that write each register, in order, built on first use.
class WriteBlocks {
public:
  explicit WriteBlocks(SyncContext &C) : C(C) {}
  /// Whether registers A and B are both written in some block.
  bool shareABlock(uint32_t A, uint32_t B) {
    build();
    const uint32_t *I = Blocks.data() + At[A], *IEnd = Blocks.data() + At[A + 1];
    const uint32_t *J = Blocks.data() + At[B], *JEnd = Blocks.data() + At[B + 1];
    while (I != IEnd && J != JEnd)
      if (*I == *J)
        return true;
      else if (*I < *J)
        ++I;
      else
        ++J;
    return false;
  }

private:
  void build() {
    if (!At.empty())
      return;
    const analysis::RegisterUses &Uses = C.registerUses();
    std::vector<std::pair<uint32_t, uint32_t>> Writes; // (register, block)
    for (size_t I = 0; I < C.F.Instructions.size(); ++I)
      for (const analysis::RegisterUses::Use &U : Uses.uses(I))
        if (U.Written)
          Writes.push_back({U.Register, C.CFG.blockOf(I)});
    At.assign(Uses.count() + 1, 0);
    for (const auto &[Register, Block] : Writes)
      ++At[Register + 1];
    for (size_t R = 1; R < At.size(); ++R)
      At[R] += At[R - 1];
    Blocks.resize(Writes.size());
    std::vector<uint32_t> Next(At.begin(), At.end() - 1);
    for (const auto &[Register, Block] : Writes) // Blocks ascend: sorted.
      Blocks[Next[Register]++] = Block;
  }

  SyncContext &C;
  std::vector<uint32_t> Blocks, At;
};

/// Whether a branch on the path of R tests a value written beside the
/// register: a flag set in the same block as the value (an Option, a
/// found-it bit) says which paths carry it, which branch directions alone
/// do not show.
bool testsCompanion(SyncContext &C, WriteBlocks &Written,
                    const analysis::UndefinedReads::Read &R) {
  const analysis::RegisterUses &Uses = C.registerUses();
  for (const auto &[Branch, Taken] : R.Branches) {
    const RegisterFacts *Test = C.F.reg(C.inst(Branch).Pred->Predicate.text());
    if (!Test || !Test->writtenOnce() ||
        Test->FirstWrite >= C.F.Instructions.size())
      continue;
    for (const analysis::RegisterUses::Use &U : Uses.uses(Test->FirstWrite))
      if (!U.Written && Written.shareABlock(U.Register, R.Register))
        return true;
  }
  return false;
}
} // namespace

const uint32_t lint::UninitializedRegisterKinds = [] {
  using K = isa::SyncFactKind;
  uint32_t Kinds = 0;
  for (K Kind : {K::ControlTransfer, K::NoResult, K::ReadOnlyIf,
                 K::ReadOnlyUnless, K::Copy, K::Collective, K::MemberMask,
                 K::CollectiveResult, K::ResultUniformity, K::Comparison})
    Kinds |= analysis::kindBit(Kind);
  return Kinds;
}();

void lint::checkUninitializedRegisters(SyncContext &C) {
  const FunctionFacts &F = C.F;
  if (!F.enabled(DiagID::UninitializedRegister))
    return;
  const analysis::RegisterUses &Uses = C.registerUses();
  auto DefinedAtEntry = [&](uint32_t Id) {
    const RegisterFacts *R = F.reg(Uses.name(Id));
    // A parameter holds the caller's value; a name the tally does not know
    // as the body's own register is not the analysis's to judge.
    return !R || R->Parameter || !R->Declared;
  };
  auto ConditionKey = [&](std::string_view Name) {
    return C.conditionKey(Name);
  };
  analysis::UndefinedReads Reads(C.CFG, C.dominators(), C.Source, Uses,
                                 DefinedAtEntry, ConditionKey);
  WriteBlocks Written(C);
  for (const analysis::UndefinedReads::Read &R : Reads.reads()) {
    Decision D = findDecision(C, R.At, R.Register);
    if (D.At == SIZE_MAX || testsCompanion(C, Written, R))
      continue;
    std::string_view Name = Uses.name(R.Register);
    bool WrittenSomewhere = R.Write != analysis::UndefinedReads::NoInstruction;
    std::string Effect = "its value decides ";
    if (D.At != R.At)
      Effect = "'" + std::string(Uses.name(D.Register)) +
               "', computed from it, decides ";
    Effect += D.What;
    if (D.At != R.At)
      Effect += " at " + C.whereInstruction(D.At);
    Diagnostic &Warning = F.warn(
        DiagID::UninitializedRegister,
        registerAt(C, R.At, R.Register, analysis::RegisterRole::Read).first,
        {Name,
         WrittenSomewhere
             ? "a path from the function's entry reaches this read with "
               "no write of it on the way"
             : "nothing in the function writes it",
         Effect});
    size_t First = R.Branches.size() > MaxBranchNotes
                       ? R.Branches.size() - MaxBranchNotes
                       : 0;
    for (size_t I = First; I < R.Branches.size(); ++I) {
      auto [Branch, Taken] = R.Branches[I];
      Warning.Notes.push_back({C.mnemonicRange(Branch),
                               Taken ? "the path takes this branch"
                                     : "the path does not take this branch"});
    }
    if (WrittenSomewhere)
      Warning.Notes.push_back(
          {registerAt(C, R.Write, R.Register, analysis::RegisterRole::Written)
               .first,
           "'" + std::string(Name) + "' is written here" +
               (C.inst(R.Write).Pred ? " only where the guard holds"
                                     : ", which that path does not pass")});
    if (D.At != R.At)
      Warning.Notes.push_back(
          {registerAt(C, D.At, D.Register, analysis::RegisterRole::Read).first,
           "'" + std::string(Uses.name(D.Register)) + "' decides " +
               std::string(D.What) + " here"});
  }
}
