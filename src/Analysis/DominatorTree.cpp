//===- DominatorTree.cpp - Dominators and post-dominators of a graph ------===//

#include "DominatorTree.h"

#include <utility>

using namespace ptxlint;
using namespace ptxlint::analysis;

namespace {
constexpr uint32_t NoNode = UINT32_MAX;

/// A graph's edges, flat: node N's run is [At[N], At[N + 1]).
struct FlatEdges {
  const uint32_t *All;
  const uint32_t *At;
  const uint32_t *begin(uint32_t N) const { return All + At[N]; }
  const uint32_t *end(uint32_t N) const { return All + At[N + 1]; }
};

/// The immediate dominators of Nodes nodes from Root, where Forward holds
/// the edges the paths from Root follow and Backward the same reversed.
/// NoNode for Root and for the nodes Root does not reach.
std::vector<uint32_t> immediateDominators(uint32_t Root, uint32_t Nodes,
                                          FlatEdges Forward,
                                          FlatEdges Backward) {
  // Post-order from Root (a stack, not recursion: bodies are as deep as
  // the input makes them).
  std::vector<uint32_t> Order, Number(Nodes, NoNode);
  std::vector<std::pair<uint32_t, const uint32_t *>> Stack{
      {Root, Forward.begin(Root)}};
  std::vector<bool> Seen(Nodes, false);
  Seen[Root] = true;
  while (!Stack.empty()) {
    auto &[Node, Next] = Stack.back();
    if (Next != Forward.end(Node)) {
      uint32_t S = *Next++;
      if (!Seen[S]) {
        Seen[S] = true;
        Stack.push_back({S, Forward.begin(S)});
      }
      continue;
    }
    Number[Node] = static_cast<uint32_t>(Order.size());
    Order.push_back(Node);
    Stack.pop_back();
  }

  std::vector<uint32_t> Idom(Nodes, NoNode);
  Idom[Root] = Root;
  auto Intersect = [&](uint32_t A, uint32_t B) {
    while (A != B) {
      while (Number[A] < Number[B])
        A = Idom[A];
      while (Number[B] < Number[A])
        B = Idom[B];
    }
    return A;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    // Reverse post-order, Root (last in Order) first and skipped.
    for (size_t I = Order.size() - 1; I-- > 0;) {
      uint32_t B = Order[I];
      uint32_t New = NoNode;
      for (const uint32_t *P = Backward.begin(B); P != Backward.end(B); ++P) {
        if (Idom[*P] == NoNode)
          continue;
        New = New == NoNode ? *P : Intersect(*P, New);
      }
      if (New != Idom[B]) {
        Idom[B] = New;
        Changed = true;
      }
    }
  }
  Idom[Root] = NoNode;
  return Idom;
}

/// The edges of Succ reversed, as FlatEdges' arrays.
void reverse(const std::vector<uint32_t> &Succ,
             const std::vector<uint32_t> &SuccAt, uint32_t Nodes,
             std::vector<uint32_t> &Pred, std::vector<uint32_t> &PredAt) {
  PredAt.assign(Nodes + 1, 0);
  for (uint32_t S : Succ)
    ++PredAt[S + 1];
  for (uint32_t I = 1; I <= Nodes; ++I)
    PredAt[I] += PredAt[I - 1];
  Pred.resize(Succ.size());
  std::vector<uint32_t> Next(PredAt.begin(), PredAt.end() - 1);
  for (uint32_t B = 0; B < Nodes; ++B)
    for (uint32_t I = SuccAt[B]; I < SuccAt[B + 1]; ++I)
      Pred[Next[Succ[I]]++] = B;
}
} // namespace

PostDominatorTree::PostDominatorTree(const ControlFlowGraph &G,
                                     const std::vector<bool> *Removed,
                                     RemovedEdges Edges) {
  uint32_t Exit = G.exitNode(), Nodes = Exit + 1;
  auto Gone = [&](uint32_t Node) {
    return Node != Exit && Removed && (*Removed)[Node];
  };
  // The successors that count: an edge into a removed block leaves the
  // function, or is dropped.
  std::vector<uint32_t> Succ, SuccAt(Nodes + 1, 0);
  for (uint32_t B = 0; B < Exit; ++B) {
    SuccAt[B] = static_cast<uint32_t>(Succ.size());
    if (Gone(B))
      continue;
    bool ToExit = false;
    for (uint32_t S : G.successors(B))
      if (S == Exit || (Gone(S) && Edges == RemovedEdges::LeaveFunction))
        ToExit = true;
      else if (!Gone(S))
        Succ.push_back(S);
    if (ToExit || Succ.size() == SuccAt[B])
      Succ.push_back(Exit);
  }
  SuccAt[Exit] = SuccAt[Nodes] = static_cast<uint32_t>(Succ.size());
  std::vector<uint32_t> Pred, PredAt;
  reverse(Succ, SuccAt, Nodes, Pred, PredAt);
  Idom = immediateDominators(Exit, Nodes, {Pred.data(), PredAt.data()},
                             {Succ.data(), SuccAt.data()});
}

DominatorTree::DominatorTree(const ControlFlowGraph &G) {
  uint32_t Nodes = G.exitNode() + 1;
  std::vector<uint32_t> Succ, SuccAt(Nodes + 1, 0);
  for (uint32_t B = 0; B < Nodes; ++B) {
    SuccAt[B] = static_cast<uint32_t>(Succ.size());
    for (uint32_t S : G.successors(B))
      Succ.push_back(S);
  }
  SuccAt[Nodes] = static_cast<uint32_t>(Succ.size());
  std::vector<uint32_t> Pred, PredAt;
  reverse(Succ, SuccAt, Nodes, Pred, PredAt);
  Idom = immediateDominators(0, Nodes, {Succ.data(), SuccAt.data()},
                             {Pred.data(), PredAt.data()});

  // Number the tree's nodes in a walk from the entry: children first
  // gathered flat, by parent.
  std::vector<uint32_t> ChildAt(Nodes + 1, 0), Children;
  for (uint32_t B = 1; B < Nodes; ++B)
    if (Idom[B] != NoNode)
      ++ChildAt[Idom[B] + 1];
  for (uint32_t I = 1; I <= Nodes; ++I)
    ChildAt[I] += ChildAt[I - 1];
  Children.resize(ChildAt[Nodes]);
  {
    std::vector<uint32_t> Next(ChildAt.begin(), ChildAt.end() - 1);
    for (uint32_t B = 1; B < Nodes; ++B)
      if (Idom[B] != NoNode)
        Children[Next[Idom[B]]++] = B;
  }
  Enter.assign(Nodes, NoNode);
  Leave.assign(Nodes, NoNode);
  uint32_t Clock = 0;
  std::vector<std::pair<uint32_t, uint32_t>> Stack{{0, ChildAt[0]}};
  Enter[0] = Clock++;
  while (!Stack.empty()) {
    auto &[Node, Next] = Stack.back();
    if (Next < ChildAt[Node + 1]) {
      uint32_t Child = Children[Next++];
      Enter[Child] = Clock++;
      Stack.push_back({Child, ChildAt[Child]});
      continue;
    }
    Leave[Node] = Clock++;
    Stack.pop_back();
  }
}
