//===- DominatorTree.h - Post-dominators of a control-flow graph -*- C++ -*-===//
//
// Block P post-dominates B when every path from B to the exit passes P.
// The nearest such P of a branch is where the paths that split there meet
// again: what lies between is what the branch's condition decides (control
// dependence), the region a divergent branch makes divergent.
//
// Computed as Cooper, Harvey and Kennedy do ("A Simple, Fast Dominance
// Algorithm"), on the reversed graph from the exit node: a few passes over
// the blocks in reverse post-order, each linear in the edges.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSIS_DOMINATORTREE_H
#define PTXLINT_ANALYSIS_DOMINATORTREE_H

#include "ControlFlowGraph.h"

#include <cstdint>
#include <vector>

namespace ptxlint::analysis {

class PostDominatorTree {
public:
  static constexpr uint32_t NoNode = UINT32_MAX;

  /// What becomes of an edge into a block Removed marks.
  enum class RemovedEdges { LeaveFunction, Dropped };

  /// The post-dominators of G's blocks, as if the blocks Removed marks
  /// (when given) were not there, and the edges into them left the
  /// function or were not there either (a block left without successors
  /// then leaves the function).
  explicit PostDominatorTree(const ControlFlowGraph &G,
                             const std::vector<bool> *Removed = nullptr,
                             RemovedEdges Edges = RemovedEdges::LeaveFunction);

  /// The immediate post-dominator of Node: another block or the exit
  /// node; NoNode for the exit node and for a block with no path to it
  /// (an endless loop) or removed.
  uint32_t immediate(uint32_t Node) const { return Idom[Node]; }

private:
  std::vector<uint32_t> Idom;
};

} // namespace ptxlint::analysis

#endif // PTXLINT_ANALYSIS_DOMINATORTREE_H
