//===- DominatorTree.cpp - Post-dominators of a control-flow graph --------===//

#include "DominatorTree.h"

#include <utility>

using namespace ptxlint;
using namespace ptxlint::analysis;

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
  std::vector<uint32_t> Pred, PredAt(Nodes + 1, 0);
  for (uint32_t S : Succ)
    ++PredAt[S + 1];
  for (uint32_t I = 1; I <= Nodes; ++I)
    PredAt[I] += PredAt[I - 1];
  Pred.resize(Succ.size());
  {
    std::vector<uint32_t> Next(PredAt.begin(), PredAt.end() - 1);
    for (uint32_t B = 0; B < Exit; ++B)
      for (uint32_t I = SuccAt[B]; I < SuccAt[B + 1]; ++I)
        Pred[Next[Succ[I]]++] = B;
  }

  // Post-order of the reversed graph from the exit (a stack, not
  // recursion: bodies are as deep as the input makes them).
  std::vector<uint32_t> Order, Number(Nodes, NoNode);
  std::vector<std::pair<uint32_t, uint32_t>> Stack{{Exit, PredAt[Exit]}};
  std::vector<bool> Seen(Nodes, false);
  Seen[Exit] = true;
  while (!Stack.empty()) {
    auto &[Node, Next] = Stack.back();
    if (Next < PredAt[Node + 1]) {
      uint32_t P = Pred[Next++];
      if (!Seen[P]) {
        Seen[P] = true;
        Stack.push_back({P, PredAt[P]});
      }
      continue;
    }
    Number[Node] = static_cast<uint32_t>(Order.size());
    Order.push_back(Node);
    Stack.pop_back();
  }

  Idom.assign(Nodes, NoNode);
  Idom[Exit] = Exit;
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
    // Reverse post-order, the exit (last in Order) first and skipped.
    for (size_t I = Order.size() - 1; I-- > 0;) {
      uint32_t B = Order[I];
      uint32_t New = NoNode;
      for (uint32_t K = SuccAt[B]; K < SuccAt[B + 1]; ++K) {
        uint32_t S = Succ[K];
        if (Idom[S] == NoNode)
          continue;
        New = New == NoNode ? S : Intersect(S, New);
      }
      if (New != Idom[B]) {
        Idom[B] = New;
        Changed = true;
      }
    }
  }
  Idom[Exit] = NoNode;
}
