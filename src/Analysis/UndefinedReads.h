//===- UndefinedReads.h - Reads a path from the entry reaches unwritten -*- C++ -*-===//
//
// A register holds no value until the function writes it (ISA 5.1.1: a
// `.reg` has no initializer); a read that some path from the function's
// entry reaches with no write of the register on the way reads whatever
// the hardware register held. This analysis finds, for each register, the
// first such read in the source, and one such path.
//
// A guarded write (`@p mov`) writes on some paths only. It counts as a
// write where the path is known to have the guard's direction: a write
// under `@!p` beside one under `@p` in the same block, a read under the
// same guard, or a later branch on the same condition the path took
// (conditions are numbered by the caller, so that `setp` of the same
// operands twice is one condition).
//
// Cost: one pass over the instructions finds, per block, which registers
// it writes and which reads come before any write in it. A read in a block
// that a block writing the register dominates is answered at once; the
// rest walk back from the read over the blocks with no write, each block
// once per register, within a bound on the whole walk (complete() says
// whether it held).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSIS_UNDEFINEDREADS_H
#define PTXLINT_ANALYSIS_UNDEFINEDREADS_H

#include "BranchDirections.h"
#include "ControlFlowGraph.h"
#include "RegisterUses.h"

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace ptxlint::analysis {

class DominatorTree;

class UndefinedReads {
public:
  static constexpr uint32_t NoInstruction = UINT32_MAX;

  /// The condition the predicate register Name stands for, as a number
  /// (-1: unknown): the same number for two predicates that hold the same
  /// comparison.
  using ConditionKeyFn = std::function<int32_t(std::string_view Name)>;

  /// A read that a path from the entry reaches before any write.
  struct Read {
    uint32_t Register; ///< RegisterUses' id.
    uint32_t At;       ///< The reading instruction.
    /// A write of the register off that path: the nearest before At in
    /// the source, else the first after; NoInstruction when none.
    uint32_t Write;
    /// The conditional branches on the path, from the entry: the
    /// instruction and whether the path takes it. Empty when nothing
    /// writes the register.
    std::vector<std::pair<uint32_t, bool>> Branches;
  };

  /// DefinedAtEntry(Id): the register holds a value when the function
  /// starts (a parameter).
  UndefinedReads(const ControlFlowGraph &G, const DominatorTree &Dominators,
                 const InstructionSource &Source, const RegisterUses &Uses,
                 const std::function<bool(uint32_t Id)> &DefinedAtEntry,
                 ConditionKeyFn ConditionKey);

  /// At most one per register, in the order of the reads.
  const std::vector<Read> &reads() const { return Found; }
  /// Whether every register was looked at: false when the walks met their
  /// bound, and the registers left may have reads not listed.
  bool complete() const { return Complete; }

private:
  /// A read that comes before any write of its register in its block.
  struct ExposedRead {
    uint32_t Register, Block, At;
    int Position; ///< The operand read; -1: the guard.
  };
  /// A block that writes a register: on every path through it (Guard
  /// NoInstruction), or under the guard of instruction Guard.
  struct BlockWrite {
    uint32_t Register, Block, At, Guard;
  };

  template <typename T> using Span = RegisterUses::Range<T>;
  /// A block a walk is to look at, the block it came from, and the
  /// directions of the branches between them and the read.
  struct Step {
    uint32_t Block, Toward;
    Directions Condition;
  };

  void findExposedReads();
  /// Looks for a path from the entry to one of Reads (register Register's,
  /// in order) that passes none of Writes; records the first found.
  void walkBack(uint32_t Register, Span<ExposedRead> Reads,
                Span<BlockWrite> Writes);
  /// The guarded branch that ends block B, or NoInstruction.
  uint32_t conditionalBranch(uint32_t B) const;
  /// The direction a path along the edge From -> To takes at From's
  /// branch, as Directions has it; -1 when none is known.
  int32_t edgeDirection(uint32_t From, uint32_t To);
  /// The direction under which instruction At's guard lets it run.
  int32_t guardDirection(uint32_t At);
  /// The direction under which instruction At reads its operand Position
  /// at all (ReadOnlyIf, ReadOnlyUnless); -1: always.
  int32_t operandDirection(uint32_t At, int Position);

  const ControlFlowGraph &G;
  const InstructionSource &Source;
  const RegisterUses &Uses;
  ConditionKeyFn ConditionKey;
  bool Complete = true;
  std::vector<Read> Found;

  std::vector<ExposedRead> Exposed;
  std::vector<BlockWrite> BlockWrites;

  // The walks' state, per block; a mark is the register's id plus one.
  const DominatorTree &Dominators;
  std::vector<uint32_t> Visited, WriteMark;
  std::vector<uint32_t> GuardOf; ///< The guard of a block's guarded write.
  std::vector<uint32_t> Next;    ///< The block a walk came from.
  /// The condition of the branch that ends a block (-1: none), found when
  /// a walk first crosses it.
  std::vector<int32_t> BranchKey;
  static constexpr int32_t Unknown = -2;
  std::vector<Step> WalkStack;
  uint64_t Steps = 0, Budget = 0;
};

} // namespace ptxlint::analysis

#endif // PTXLINT_ANALYSIS_UNDEFINEDREADS_H
