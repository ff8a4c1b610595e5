//===- Uniformity.cpp - Which values and blocks can differ between threads -===//

#include "Uniformity.h"

#include "DominatorTree.h"

#include <algorithm>
#include <cstdlib>
#include <string>

using namespace ptxlint;
using namespace ptxlint::analysis;
using isa::SyncScope;

std::string_view analysis::scopeName(SyncScope S) {
  switch (S) {
  case SyncScope::Thread: return "thread";
  case SyncScope::Warp: return "warp";
  case SyncScope::Warpgroup: return "warpgroup";
  case SyncScope::CTA: return "CTA";
  case SyncScope::Cluster: return "cluster";
  case SyncScope::Grid: return "grid";
  }
  return "grid";
}

namespace {
/// The value of an integer literal, or -1.
long long literalValue(const Expr &E) {
  if (E.K != Expr::Kind::IntegerLiteral)
    return -1;
  std::string Text(E.text());
  if (!Text.empty() && (Text.back() == 'U' || Text.back() == 'u'))
    Text.pop_back();
  char *End = nullptr;
  long long Value = std::strtoll(Text.c_str(), &End, 0);
  return End && *End == 0 ? Value : -1;
}

/// How widely %tid.x shifted right by Bits is one value (blocks are made
/// of whole warps, as every kernel that computes a warp index assumes).
SyncScope scopeOfLaneBits(int Bits) {
  return Bits >= 7 ? SyncScope::Warpgroup
         : Bits >= 5 ? SyncScope::Warp
                     : SyncScope::Thread;
}
} // namespace

Uniformity::Uniformity(const ControlFlowGraph &G,
                       const InstructionSource &Source,
                       const RegisterUses &Uses, bool Entry)
    : G(G), Source(Source), Uses(Uses) {
  size_t N = Source.size();
  Registers.resize(Uses.count());
  for (uint32_t Id = 0; Id < Uses.count(); ++Id)
    Registers[Id].Defs = Uses.writes(Id);
  // The reads whose value an earlier write of their block gives: per
  // register, its last unguarded write in the block being walked.
  LocalWrite.assign(Uses.appearances(), NoLocalWrite);
  {
    std::vector<uint32_t> Last(Uses.count(), NoLocalWrite), LastIn(Uses.count(), 0);
    for (uint32_t B = 0; B < G.size(); ++B)
      for (uint32_t At = G.begin(B); At < G.end(B); ++At) {
        uint32_t Index = Uses.firstUse(At);
        for (const RegisterUses::Use &U : Uses.uses(At)) {
          if (!U.Written && LastIn[U.Register] == B + 1)
            LocalWrite[Index] = Last[U.Register];
          ++Index;
        }
        bool Guarded = Source.instruction(At).Pred != nullptr;
        for (const RegisterUses::Use &U : Uses.uses(At))
          if (U.Written) {
            Last[U.Register] = At;
            LastIn[U.Register] = Guarded ? 0 : B + 1;
          }
      }
  }
  Written.assign(N, RegisterState());
  // And, per such write, the instructions that read it.
  LocalReadersAt.assign(N + 1, 0);
  for (size_t At = 0; At < N; ++At) {
    uint32_t Index = Uses.firstUse(At);
    for (size_t K = 0; K < Uses.uses(At).size(); ++K)
      if (uint32_t W = LocalWrite[Index + K]; W != NoLocalWrite)
        ++LocalReadersAt[W + 1];
  }
  for (size_t I = 1; I <= N; ++I)
    LocalReadersAt[I] += LocalReadersAt[I - 1];
  LocalReaders.resize(LocalReadersAt[N]);
  {
    std::vector<uint32_t> Next(LocalReadersAt.begin(), LocalReadersAt.end() - 1);
    for (size_t At = 0; At < N; ++At) {
      uint32_t Index = Uses.firstUse(At);
      for (size_t K = 0; K < Uses.uses(At).size(); ++K)
        if (uint32_t W = LocalWrite[Index + K]; W != NoLocalWrite)
          LocalReaders[Next[W]++] = static_cast<uint32_t>(At);
    }
  }

  Reach.assign(G.size(), SyncScope::Grid);
  Cause.assign(G.size(), NoInstruction);
  ReachThroughData.assign(G.size(), false);
  findTerminalBlocks(Entry);
  Queued.assign(N, true);
  Worklist.resize(N);
  for (size_t At = 0; At < N; ++At)
    Worklist[At] = static_cast<uint32_t>(N - 1 - At); // Popped in order.
  propagate();
  // Where the paths of a branch meet again, the threads that leave the
  // kernel on the way left out: with their paths dropped, so that a branch
  // to an exit inside the region does not move the meeting point past it;
  // but where that leaves a successor no way out (a loop whose only exit
  // was such a path), with those paths leaving the function instead.
  PostDominatorTree Dropped(G, &Terminal,
                            PostDominatorTree::RemovedEdges::Dropped);
  PostDominatorTree Leaving(G, &Terminal);
  Join.resize(G.size());
  for (uint32_t B = 0; B < G.size(); ++B) {
    bool AllLeave = Dropped.immediate(B) != PostDominatorTree::NoNode;
    for (uint32_t S : G.successors(B))
      if (S != G.exitNode() && !Terminal[S] &&
          Dropped.immediate(S) == PostDominatorTree::NoNode)
        AllLeave = false;
    Join[B] = AllLeave ? Dropped.immediate(B) : Leaving.immediate(B);
  }
  while (Complete && narrowRegions())
    propagate();
}

const Uniformity::RegisterState &Uniformity::readState(uint32_t Id,
                                                        size_t At) const {
  uint32_t Index = Uses.firstUse(At);
  for (const RegisterUses::Use &U : Uses.uses(At)) {
    if (!U.Written && U.Register == Id && LocalWrite[Index] != NoLocalWrite)
      return Written[LocalWrite[Index]];
    ++Index;
  }
  return Registers[Id];
}

SyncScope Uniformity::ofRegister(std::string_view Name, size_t At) const {
  uint32_t Id = Uses.id(Name, At);
  return Id == RegisterUses::NoRegister ? SyncScope::Grid
                                        : readState(Id, At).Scope;
}

size_t Uniformity::seedOf(std::string_view Name, size_t At) const {
  uint32_t Id = Uses.id(Name, At);
  return Id == RegisterUses::NoRegister ? NoInstruction
                                        : readState(Id, At).Seed;
}

size_t Uniformity::guardSeed(size_t At) const {
  const Instruction &I = Source.instruction(At);
  return I.Pred ? seedOf(I.Pred->Predicate.text(), At) : NoInstruction;
}

bool Uniformity::onlyThroughData(std::string_view Name, size_t At) const {
  uint32_t Id = Uses.id(Name, At);
  if (Id == RegisterUses::NoRegister)
    return false;
  const RegisterState &R = readState(Id, At);
  return R.ThroughData && R.Scope >= SyncScope::Warp;
}

SyncScope Uniformity::ofInstruction(size_t At) const {
  SyncScope S = Reach[G.blockOf(At)];
  const Instruction &I = Source.instruction(At);
  if (I.Pred)
    S = std::min(S, ofRegister(I.Pred->Predicate.text(), At));
  return S;
}

void Uniformity::findTerminalBlocks(bool Entry) {
  uint32_t Blocks = G.size();
  Terminal.assign(Blocks, false);
  if (!Entry)
    return; // A .func's threads return to its caller: none leaves.
  std::vector<bool> Quiet(Blocks, true);
  for (uint32_t B = 0; B < Blocks; ++B)
    for (uint32_t At = G.begin(B); At < G.end(B) && Quiet[B]; ++At) {
      uint16_t Op = Source.opcode(At);
      Quiet[B] = Op != NoOpcode && !isa::hasSyncRole(Op);
    }
  auto Leaves = [&](uint32_t B) {
    EdgeList Succ = G.successors(B);
    return Quiet[B] && !Succ.empty() &&
           std::all_of(Succ.begin(), Succ.end(), [&](uint32_t S) {
             return S == G.exitNode() || Terminal[S];
           });
  };
  std::vector<uint32_t> Check;
  for (uint32_t B = Blocks; B-- > 0;)
    Check.push_back(B);
  std::reverse(Check.begin(), Check.end()); // Popped last block first.
  while (!Check.empty()) {
    uint32_t B = Check.back();
    Check.pop_back();
    if (Terminal[B] || !Leaves(B))
      continue;
    Terminal[B] = true;
    for (uint32_t P : G.predecessors(B))
      if (P != G.exitNode() && !Terminal[P])
        Check.push_back(P);
  }
}

void Uniformity::propagate() {
  while (!Worklist.empty()) {
    uint32_t At = Worklist.back();
    Worklist.pop_back();
    Queued[At] = false;
    evaluate(At);
  }
}

void Uniformity::evaluate(size_t At) {
  uint32_t Block = G.blockOf(At);
  SyncScope Level = Reach[Block];
  size_t Seed = Level < SyncScope::Grid ? Cause[Block] : NoInstruction;
  bool ThroughData = Level < SyncScope::Grid && ReachThroughData[Block];
  auto Narrow = [&](SyncScope S, size_t From, bool Data = false) {
    if (S < Level || (S == Level && ThroughData && !Data)) {
      Level = S;
      Seed = From;
      ThroughData = Data;
    }
  };
  // A load from an address the same across a warp reads the warp's value.
  bool Load = false;
  forEachFact(Source, At, isa::SyncFactKind::SharedMemoryAccess,
              [&](const isa::SyncFactInfo &F) {
                Load = Load || (!F.AsyncProxy && F.Access == 1);
              });
  const isa::SyncFactInfo *Custom =
      factOf(Source, At, isa::SyncFactKind::CustomUniformity);
  auto Rule = Custom ? static_cast<isa::CustomUniformityRule>(Custom->Custom)
                     : isa::CustomUniformityRule::LaneBitsKept;
  if (const isa::SyncFactInfo *R =
          factOf(Source, At, isa::SyncFactKind::ResultUniformity))
    Narrow(R->scope(), At);
  // A vote or a reduction gives all its threads one result: only where
  // it is reached (its block, its guard) narrows it.
  const isa::SyncFactInfo *Collective =
      factOf(Source, At, isa::SyncFactKind::CollectiveResult);
  if (Collective)
    Narrow(Collective->scope(), At);

  // The source operand (position 1) of a custom rule, read apart.
  int SourceBits = -1;
  SyncScope SourceScope = SyncScope::Grid;
  size_t SourceSeed = NoInstruction;
  bool SourceData = false;
  NodeList<Operand> Operands = Source.instruction(At).operands();
  forEachRegister(Source, At, [&](std::string_view Name, const Expr &E,
                                  RegisterRole Role, int Position) {
    if (Role == RegisterRole::Written)
      return;
    SyncScope S;
    int Bits = -1;
    size_t From = At;
    bool Data = false;
    if (isSpecialRegister(Name)) {
      S = isa::specialRegisterScope(Name);
      if ((Name == "%tid" && std::string_view(E.Component) == ".x") ||
          Name == "%laneid")
        Bits = 0;
    } else {
      const RegisterState &R = readState(Uses.id(Name, At), At);
      S = R.Scope;
      Bits = R.LaneBits;
      From = R.Seed;
      Data = R.ThroughData;
    }
    if (Collective && Position >= 0)
      return; // The operands are what is voted on.
    if (Custom && Position == 1) {
      SourceBits = Bits;
      SourceScope = std::min(SourceScope, S);
      SourceData = Data || (Load && S >= SyncScope::Warp);
      if (S < SyncScope::Grid && SourceSeed == NoInstruction)
        SourceSeed = From;
      return;
    }
    Narrow(S, From, Data || (Load && S >= SyncScope::Warp));
  });

  int ResultBits = -1;
  // The source as %tid.x shifted right by Bits (-1: not so): as uniform as
  // those bits make it, and the result keeps them.
  auto KeepLaneBits = [&](int Bits) {
    if (SourceBits < 0 || Bits < 0) {
      Narrow(SourceScope, SourceSeed, SourceData);
      return -1;
    }
    Narrow(std::max(SourceScope, scopeOfLaneBits(Bits)), SourceSeed,
           SourceData);
    return Bits;
  };
  if (Custom) {
    switch (Rule) {
    case isa::CustomUniformityRule::BroadcastLane:
      // Every lane gets the value of the lane the other operands name. A
      // warp index broadcast keeps where it came from (%tid); other data
      // is what the shuffle makes warp-wide.
      Narrow(SourceBits >= 5 ? std::max(SyncScope::Warp, scopeOfLaneBits(SourceBits))
                             : SyncScope::Warp,
             SourceBits >= 5 ? SourceSeed : At, SourceBits < 5);
      ResultBits = SourceBits >= 5 ? SourceBits : -1;
      break;
    case isa::CustomUniformityRule::LaneBitsShifted:
    case isa::CustomUniformityRule::LaneBitsDivided: {
      long long Amount = Operands.size() > 2 && Operands[2].value()
                             ? literalValue(*Operands[2].value())
                             : -1;
      int Shift = -1;
      if (Rule == isa::CustomUniformityRule::LaneBitsShifted)
        Shift = Amount > 0 && Amount < 32 ? static_cast<int>(Amount) : -1;
      else if (Amount > 0 && (Amount & (Amount - 1)) == 0)
        for (Shift = 0; (1LL << Shift) < Amount; ++Shift) {
        }
      ResultBits = KeepLaneBits(Shift >= 0 ? SourceBits + Shift : -1);
      break;
    }
    case isa::CustomUniformityRule::LaneBitsKept: {
      // A copy keeps the bits; an `and` only with a mask 2^m - 1 that
      // keeps every bit above the lane's.
      bool Keeps = true;
      if (SourceBits >= 0 && Operands.size() > 2) {
        long long Mask =
            Operands[2].value() ? literalValue(*Operands[2].value()) : -1;
        int Width = 0;
        while (Mask > 0 && (Mask >> Width) & 1)
          ++Width;
        Keeps = Mask > 0 && (Mask >> Width) == 0 && Width + SourceBits >= 5;
      }
      ResultBits = KeepLaneBits(Keeps ? SourceBits : -1);
      break;
    }
    case isa::CustomUniformityRule::LaneThresholdBelow:
    case isa::CustomUniformityRule::LaneThresholdAtMost: {
      // (%tid.x >> k) < C holds for whole warps when C << k is a multiple
      // of 32; `<= C` and `> C` when (C + 1) << k is.
      long long Bound = SourceBits >= 0 && SourceBits < 20 &&
                                Operands.size() > 2 && Operands[2].value()
                            ? literalValue(*Operands[2].value())
                            : -1;
      SyncScope Compared = SourceScope;
      if (Bound >= 0 && Bound < (1LL << 32)) {
        long long Inclusive =
            Rule == isa::CustomUniformityRule::LaneThresholdAtMost;
        long long Threshold = (Bound + Inclusive) << SourceBits;
        SyncScope ByThreshold = Threshold % 128 == 0  ? SyncScope::Warpgroup
                                : Threshold % 32 == 0 ? SyncScope::Warp
                                                      : SyncScope::Thread;
        Compared = std::max(SourceScope, ByThreshold);
      }
      Narrow(Compared, SourceSeed, SourceData);
      break;
    }
    case isa::CustomUniformityRule::AgreementIsWhole: {
      // `setp.eq d, m, -1` where m = match.any.sync(v, -1): all lanes agree
      // on v, or none sees the whole warp in its mask.
      auto Whole = [](const Operand &O) {
        long long V = O.value() ? literalValue(*O.value()) : -1;
        return (V & 0xffffffffLL) == 0xffffffffLL;
      };
      bool Agreed = false;
      if (Operands.size() > 2 && Operands[1].value() &&
          Operands[1].value()->K == Expr::Kind::Symbol && Whole(Operands[2])) {
        uint32_t Id = Uses.id(Operands[1].value()->text(), At);
        uint32_t W = Id == RegisterUses::NoRegister || Uses.writes(Id) != 1
                         ? UINT32_MAX
                         : Uses.firstWriter(Id);
        const isa::SyncFactInfo *Mask =
            W == UINT32_MAX ? nullptr
                            : factOf(Source, W, isa::SyncFactKind::MemberMask);
        NodeList<Operand> MatchOperands =
            W == UINT32_MAX ? NodeList<Operand>() : Source.instruction(W).operands();
        Agreed = Mask && factOf(Source, W, isa::SyncFactKind::AgreementMask) &&
                 Mask->OperandCount && Mask->Operands[0] < MatchOperands.size() &&
                 Whole(MatchOperands[Mask->Operands[0]]);
      }
      Narrow(Agreed ? std::max(SourceScope, SyncScope::Warp) : SourceScope,
             SourceSeed, SourceData);
      break;
    }
    }
  }

  // What this write gives the reads after it in its block.
  bool LocalChanged = false;
  if (LocalReadersAt[At + 1] > LocalReadersAt[At]) {
    // Set on the first evaluation (Defs marks it); after that it only
    // narrows, as a register's state does, so that the fixed point comes.
    RegisterState &W = Written[At];
    int8_t Bits = static_cast<int8_t>(std::min(ResultBits, 100));
    bool First = W.Defs == 0;
    if (First || Level < W.Scope) {
      W = {Level, First ? Bits : int8_t(-1), 1, Seed, ThroughData};
      LocalChanged = true;
    } else {
      if (Level == W.Scope && W.ThroughData && !ThroughData) {
        W.ThroughData = false;
        W.Seed = Seed;
        LocalChanged = true;
      }
      if (W.LaneBits >= 0 && Bits != W.LaneBits) {
        W.LaneBits = -1;
        LocalChanged = true;
      }
    }
  }
  if (LocalChanged)
    for (uint32_t I = LocalReadersAt[At]; I < LocalReadersAt[At + 1]; ++I)
      if (uint32_t Reader = LocalReaders[I]; !Queued[Reader]) {
        Queued[Reader] = true;
        Worklist.push_back(Reader);
      }
  forEachRegister(Source, At, [&](std::string_view Name, const Expr &,
                                  RegisterRole Role, int) {
    if (Role != RegisterRole::Written)
      return;
    uint32_t Id = Uses.id(Name, At);
    RegisterState &R = Registers[Id];
    bool Changed = false;
    if (Level < R.Scope) {
      R.Scope = Level;
      R.Seed = Seed;
      R.ThroughData = ThroughData;
      Changed = true;
    } else if (Level == R.Scope && R.ThroughData && !ThroughData &&
               Level < SyncScope::Grid) {
      R.ThroughData = false; // Another definition is narrow on its own.
      R.Seed = Seed;
      Changed = true;
    }
    int Bits = R.Defs == 1 ? ResultBits : -1;
    if (Bits != R.LaneBits && R.Defs == 1) {
      R.LaneBits = static_cast<int8_t>(std::min(Bits, 100));
      Changed = true;
    }
    if (!Changed)
      return;
    for (uint32_t Reader : Uses.readers(Id))
      if (!Queued[Reader]) {
        Queued[Reader] = true;
        Worklist.push_back(Reader);
      }
  });
}

bool Uniformity::narrowRegions() {
  uint32_t Blocks = G.size();
  // Regions overlap when branches nest; their walks together stay within
  // this many visits, or the analysis gives up.
  size_t Budget = size_t(64) * Blocks + 4096;
  std::vector<uint32_t> Stamp(Blocks, UINT32_MAX), Stack;
  bool Changed = false;
  for (uint32_t B = 0; B < Blocks; ++B) {
    uint32_t Last = G.end(B) - 1;
    if (G.end(B) == G.begin(B))
      continue;
    const isa::SyncFactInfo *T =
        factOf(Source, Last, isa::SyncFactKind::ControlTransfer);
    if (!T)
      continue;
    const Instruction &I = Source.instruction(Last);
    SyncScope Condition = SyncScope::Grid;
    bool Data = false;
    if (T->transfer() == isa::TransferKind::Branch && I.Pred) {
      Condition = ofRegister(I.Pred->Predicate.text(), Last);
      Data = onlyThroughData(I.Pred->Predicate.text(), Last);
    } else if (T->transfer() == isa::TransferKind::Indirect &&
             !I.operands().empty() && I.operands()[0].value() &&
             I.operands()[0].value()->K == Expr::Kind::Symbol)
      Condition = std::min(ofInstruction(Last),
                           ofRegister(I.operands()[0].value()->text(), Last));
    else
      continue;
    if (Condition == SyncScope::Grid)
      continue;
    uint32_t Live = 0;
    for (uint32_t S : G.successors(B))
      Live += S != G.exitNode() && !Terminal[S];
    if (Live < 2)
      continue; // The threads that do not go on leave.
    uint32_t Meet = Join[B];
    Stack.clear();
    for (uint32_t S : G.successors(B))
      Stack.push_back(S);
    while (!Stack.empty()) {
      uint32_t X = Stack.back();
      Stack.pop_back();
      if (X == Meet || X == G.exitNode() || Terminal[X] || Stamp[X] == B)
        continue;
      Stamp[X] = B;
      if (Budget-- == 0) {
        Complete = false;
        return false;
      }
      if (Condition < Reach[X] ||
          (Condition == Reach[X] && ReachThroughData[X] && !Data)) {
        Reach[X] = Condition;
        Cause[X] = Last;
        ReachThroughData[X] = Data;
        Changed = true;
        for (uint32_t At = G.begin(X); At < G.end(X); ++At)
          if (!Queued[At]) {
            Queued[At] = true;
            Worklist.push_back(At);
          }
      }
      for (uint32_t S : G.successors(X))
        Stack.push_back(S);
    }
  }
  return Changed;
}
