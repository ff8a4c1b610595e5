//===- ControlFlowGraph.h - A function's basic blocks and edges -*- C++ -*-===//
//
// The control-flow graph of one function body, over the instructions of
// an InstructionSource: a block is a run of instructions entered only at
// its first and left only after its last. Edges follow Sync.td's
// ControlTransfer facts: `bra` to its label, `brx.idx` to the labels of
// its `.branchtargets` list, `ret`, `exit` and `trap` to the exit node; a
// guarded transfer may also fall through, and so does every other
// instruction, `call` included (the callee returns). One node past the
// blocks stands for leaving the function.
//
// Edges are kept in flat arrays (a function of a million instructions has
// as many blocks at most, and each block two successors at most but for
// brx.idx). Building is linear in the body's statements.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSIS_CONTROLFLOWGRAPH_H
#define PTXLINT_ANALYSIS_CONTROLFLOWGRAPH_H

#include "InstructionFacts.h"

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace ptxlint::analysis {

/// A run of edges of one node.
struct EdgeList {
  const uint32_t *Begin = nullptr, *End = nullptr;
  const uint32_t *begin() const { return Begin; }
  const uint32_t *end() const { return End; }
  size_t size() const { return static_cast<size_t>(End - Begin); }
  bool empty() const { return Begin == End; }
};

class ControlFlowGraph {
public:
  /// The graph of Body, whose instructions Source holds in order. Invalid
  /// (valid() false) when a branch names a label the body does not have,
  /// or the body's instructions are not Source's.
  ControlFlowGraph(const Block &Body, const InstructionSource &Source);

  bool valid() const { return Valid; }
  /// Blocks, not counting the exit node.
  uint32_t size() const { return static_cast<uint32_t>(Begins.size()); }
  /// The node that stands for leaving the function: size().
  uint32_t exitNode() const { return size(); }
  /// Instructions [begin(B), end(B)) make up block B.
  uint32_t begin(uint32_t B) const { return Begins[B]; }
  uint32_t end(uint32_t B) const {
    return B + 1 < size() ? Begins[B + 1] : Instructions;
  }
  /// The block instruction At belongs to.
  uint32_t blockOf(size_t At) const;
  EdgeList successors(uint32_t Node) const { return edges(Succ, SuccAt, Node); }
  EdgeList predecessors(uint32_t Node) const { return edges(Pred, PredAt, Node); }

  /// The `{ }` scope that declares the register Name as instruction At
  /// sees it: 0 for the body's own registers and the parameters, another
  /// number for a `.reg` of a nested scope (inline asm declares its own
  /// `%p1` beside the function's).
  uint32_t registerScope(size_t At, std::string_view Name) const;
  /// The registers the `.reg` declarations of scope Scope (0: the body's
  /// own) declare: a name, and N for `name<N>` (0 for a single one).
  const std::vector<std::pair<std::string_view, uint32_t>> &
  declaredRegisters(uint32_t Scope) const {
    return Registers[Scope];
  }

private:
  static EdgeList edges(const std::vector<uint32_t> &All,
                        const std::vector<uint32_t> &At, uint32_t Node) {
    return {All.data() + At[Node], All.data() + At[Node + 1]};
  }

  bool Valid = true;
  uint32_t Instructions = 0;
  std::vector<uint32_t> Begins;       ///< Per block: its first instruction.
  std::vector<uint32_t> Succ, SuccAt; ///< Per node (exit included).
  std::vector<uint32_t> Pred, PredAt;
  /// Per instruction, its scope; per scope, the enclosing one, and the
  /// registers its own `.reg` declarations declare (names, and the
  /// prefixes of `%r<N>` with N).
  std::vector<uint32_t> ScopeOf, Parent;
  std::vector<std::vector<std::pair<std::string_view, uint32_t>>> Registers;
};

} // namespace ptxlint::analysis

#endif // PTXLINT_ANALYSIS_CONTROLFLOWGRAPH_H
