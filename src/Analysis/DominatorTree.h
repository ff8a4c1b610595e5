//===- DominatorTree.h - Dominators and post-dominators of a graph -*- C++ -*-===//
//
// Block D dominates B when every path from the entry to B passes D; P
// post-dominates B when every path from B to the exit passes P. The
// nearest post-dominator of a branch is where the paths that split there
// meet again: what lies between is what the branch's condition decides
// (control dependence), the region a divergent branch makes divergent. A
// write in a block that dominates a read reaches it on every path.
//
// Both are computed as Cooper, Harvey and Kennedy do ("A Simple, Fast
// Dominance Algorithm"): a few passes over the nodes in reverse post-order,
// each linear in the edges; post-dominators on the reversed graph, from
// the exit node.
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

class DominatorTree {
public:
  static constexpr uint32_t NoNode = UINT32_MAX;

  /// The dominators of G's blocks, from its first.
  explicit DominatorTree(const ControlFlowGraph &G);

  /// Whether block B can be reached from the entry.
  bool reachable(uint32_t B) const { return Enter[B] != NoNode; }
  /// The immediate dominator of B; NoNode for the entry and for a block
  /// not reachable.
  uint32_t immediate(uint32_t B) const { return Idom[B]; }
  /// Whether D dominates B (each reachable block dominates itself).
  bool dominates(uint32_t D, uint32_t B) const {
    return reachable(D) && reachable(B) && Enter[D] <= Enter[B] &&
           Leave[B] <= Leave[D];
  }

private:
  std::vector<uint32_t> Idom;
  /// Each block's interval in a walk of the tree: D dominates B when D's
  /// interval holds B's.
  std::vector<uint32_t> Enter, Leave;
};

} // namespace ptxlint::analysis

#endif // PTXLINT_ANALYSIS_DOMINATORTREE_H
