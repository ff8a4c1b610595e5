//===- Uniformity.h - Which values and blocks can differ between threads -*- C++ -*-===//
//
// For each register of a function, how widely its value is the same: for
// every thread of the grid, of a cluster, of a CTA, of a warpgroup, of a
// warp, or not even that (isa::SyncScope, narrowest first). And for each
// block, how widely the threads that reach it are all the threads of a
// scope: a block under a branch whose condition differs between the lanes
// of a warp is reached by some lanes only.
//
// Divergence starts at the special registers (Sync.td's
// SpecialRegisterScope), at results that differ by nature (atomics, matrix
// fragments, elect.sync: ResultUniformity) and flows through def-use: a
// result is as narrow as its narrowest operand, its guard, and the reach
// of its block. A branch on a value narrower than its block's reach makes
// the blocks it controls (those between it and its immediate
// post-dominator) that narrow. Threads that leave the function on a path
// with nothing but plain instructions to its `exit` or `ret` do not count
// (ISA 9.7.13.1: a barrier waits for the non-exited threads): those blocks
// are left out of the graph the post-dominators are computed on.
//
// Each register's and block's scope only narrows, and there are six: the
// fixed point takes a few passes, each linear in the function, and the
// regions walked are bounded (complete() says whether the bound held).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSIS_UNIFORMITY_H
#define PTXLINT_ANALYSIS_UNIFORMITY_H

#include "ControlFlowGraph.h"
#include "RegisterUses.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace ptxlint::analysis {

class Uniformity {
public:
  /// Not an instruction: no cause.
  static constexpr size_t NoInstruction = SIZE_MAX;

  /// Entry: the function is a kernel (`.entry`), whose `ret` ends its
  /// threads; a `.func`'s returns to a caller that goes on.
  Uniformity(const ControlFlowGraph &G, const InstructionSource &Source,
             const RegisterUses &Uses, bool Entry);

  /// Whether the analysis ran to its end: when false, nothing it says may
  /// ground a finding.
  bool complete() const { return Complete; }

  /// How widely register Name, as instruction At names it, holds one
  /// value (Grid for one never written here: a parameter's, or an
  /// uninitialized one's).
  isa::SyncScope ofRegister(std::string_view Name, size_t At) const;
  /// How widely the threads that reach block B are all of a scope's.
  isa::SyncScope reachOf(uint32_t B) const { return Reach[B]; }
  /// The narrower of the reach of instruction At's block and its guard.
  isa::SyncScope ofInstruction(size_t At) const;

  /// Why block B's reach is narrow: the conditional branch whose region
  /// it lies in; NoInstruction when its reach is the grid.
  size_t branchCause(uint32_t B) const { return Cause[B]; }
  /// Where register Name's (as instruction At names it) narrowness
  /// starts: the instruction that reads a special register, returns a
  /// differing result or lies under a divergent branch; NoInstruction when
  /// it is uniform.
  size_t seedOf(std::string_view Name, size_t At) const;
  /// The same for the guard of instruction At (NoInstruction: no guard,
  /// or a uniform one).
  size_t guardSeed(size_t At) const;
  /// Whether register Name (as instruction At names it) is the same across
  /// a warp but may differ between warps only because it was loaded from
  /// an address, or shuffled from a lane, that differs between warps: a
  /// program often keeps the same value at each warp's address, which the
  /// analysis cannot see.
  bool onlyThroughData(std::string_view Name, size_t At) const;

private:
  struct RegisterState {
    isa::SyncScope Scope = isa::SyncScope::Grid;
    /// >= 0: the value is %tid.x shifted right by so many bits.
    int8_t LaneBits = -1;
    uint32_t Defs = 0; ///< How many instructions write it.
    size_t Seed = NoInstruction;
    bool ThroughData = false; ///< See onlyThroughData.
  };

  /// The state of register Id as instruction At reads it: what the last
  /// unguarded write before At in its block gave it, where there is one
  /// (a value, not the register: a loop that updates the register later
  /// does not reach this read); else the register's, over all its writes.
  const RegisterState &readState(uint32_t Id, size_t At) const;
  /// Re-evaluates instruction At; pushes the readers of what narrowed.
  void evaluate(size_t At);
  void propagate();
  /// Narrows the blocks each divergent branch controls; whether any did.
  bool narrowRegions();
  void findTerminalBlocks(bool Entry);

  const ControlFlowGraph &G;
  const InstructionSource &Source;
  const RegisterUses &Uses;
  bool Complete = true;

  std::vector<RegisterState> Registers;
  /// Per appearance of a register read: the instruction of the block that
  /// last wrote it before, unguarded; NoLocalWrite when none.
  std::vector<uint32_t> LocalWrite;
  static constexpr uint32_t NoLocalWrite = UINT32_MAX;
  /// Per instruction that is such a write: the state it gives its result.
  std::vector<RegisterState> Written;
  /// Per instruction, the reads its write gives their value to (none: it
  /// is no such write).
  std::vector<uint32_t> LocalReaders, LocalReadersAt;

  std::vector<isa::SyncScope> Reach;
  std::vector<size_t> Cause;
  /// Per block: its reach is narrow only through data (onlyThroughData).
  std::vector<bool> ReachThroughData;
  std::vector<bool> Terminal;
  /// Per block, where the paths of a branch at its end meet again.
  std::vector<uint32_t> Join;
  std::vector<uint32_t> Worklist;
  std::vector<bool> Queued;
};

/// A scope's name for messages: "thread", "warp", "warpgroup", "CTA",
/// "cluster", "grid".
std::string_view scopeName(isa::SyncScope S);

} // namespace ptxlint::analysis

#endif // PTXLINT_ANALYSIS_UNIFORMITY_H
