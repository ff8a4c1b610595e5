//===- ControlFlowGraph.cpp - A function's basic blocks and edges ---------===//

#include "ControlFlowGraph.h"

#include "AST/StatementsInOrder.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>

using namespace ptxlint;
using namespace ptxlint::analysis;

namespace {
/// The labels of a body: where each points (the index of the instruction
/// after it), and the `.branchtargets` lists, by scope: a label declared
/// in a `{ }` scope is seen there and in the scopes inside it, so that
/// inline asm pasted many times may reuse its labels.
struct BodyLabels {
  std::vector<uint32_t> Parent;     ///< Per scope: the enclosing one.
  /// Per scope: its `.reg` declarations, as (name, count): count 0 for a
  /// plain name, N for `%r<N>`.
  std::vector<std::vector<std::pair<std::string_view, uint32_t>>> Registers;
  std::vector<uint32_t> ScopeOf;    ///< Per instruction.
  std::vector<std::unordered_map<std::string_view, uint32_t>> ScopedAt;
  std::vector<std::unordered_map<std::string_view, const TargetListDirective *>>
      ScopedLists;
  uint32_t Instructions = 0;

  /// The label Name as seen from instruction At's scope.
  template <typename T>
  const T *find(const std::vector<std::unordered_map<std::string_view, T>> &By,
                uint32_t At, std::string_view Name) const {
    for (uint32_t Scope = ScopeOf[At];; Scope = Parent[Scope]) {
      auto It = By[Scope].find(Name);
      if (It != By[Scope].end())
        return &It->second;
      if (Scope == 0)
        return nullptr;
    }
  }
};

BodyLabels labelsOf(const Block &Body) {
  BodyLabels Labels;
  // (scope, next statement), as forEachStatementInOrder walks, with the
  // scope's number.
  std::vector<std::tuple<const Block *, size_t, uint32_t>> Open{{&Body, 0, 0}};
  Labels.Parent.push_back(0);
  Labels.Registers.emplace_back();
  Labels.ScopedAt.emplace_back();
  Labels.ScopedLists.emplace_back();
  while (!Open.empty()) {
    auto &[Scope, Next, Id] = Open.back();
    if (Next == Scope->Statements.size()) {
      Open.pop_back();
      continue;
    }
    const Statement &S = Scope->Statements[Next++];
    uint32_t Here = Id;
    if (const auto *Inner = S.getIf<Block>()) {
      uint32_t Child = static_cast<uint32_t>(Labels.Parent.size());
      Labels.Parent.push_back(Here);
      Labels.Registers.emplace_back();
      Labels.ScopedAt.emplace_back();
      Labels.ScopedLists.emplace_back();
      Open.emplace_back(Inner, 0, Child);
    } else if (S.getIf<Instruction>()) {
      Labels.ScopeOf.push_back(Here);
      ++Labels.Instructions;
    } else if (const auto *V = S.getIf<VariableDecl>()) {
      bool Register = false;
      for (const Qualifier &Q : V->Qualifiers)
        Register = Register || Q.Name.Text == ".reg";
      if (Register)
        for (const Declarator &D : V->Declarators) {
          uint32_t Count = 0;
          if (D.RangeCount)
            Count = static_cast<uint32_t>(
                std::strtoul(std::string(D.RangeCount->Text).c_str(), nullptr, 10));
          Labels.Registers[Here].push_back({D.Name.Text, Count});
        }
    } else if (const auto *L = S.getIf<Label>()) {
      Labels.ScopedAt[Here].emplace(L->Name.text(), Labels.Instructions);
    } else if (const auto *T = S.getIf<TargetListDirective>()) {
      if (T->K == TargetListDirective::Kind::BranchTargets)
        Labels.ScopedLists[Here].emplace(T->Name.Text, T);
    }
  }
  return Labels;
}

/// The label an operand names: `L`, or nothing.
std::string_view labelIn(const Operand &O) {
  ExprPtr E = O.value();
  return E && E->K == Expr::Kind::Symbol ? E->text() : std::string_view();
}
} // namespace

ControlFlowGraph::ControlFlowGraph(const Block &Body,
                                   const InstructionSource &Source) {
  BodyLabels Labels = labelsOf(Body);
  if (Labels.Instructions != Source.size() || Source.size() >= UINT32_MAX) {
    Valid = false;
    return;
  }
  Instructions = Labels.Instructions;
  uint32_t N = Instructions;
  ScopeOf = Labels.ScopeOf;
  Parent = Labels.Parent;
  Registers = Labels.Registers;

  // Where each instruction's transfer goes: its targets, as instruction
  // indices (N: past the end, the exit), or none.
  std::vector<bool> Leader(N + 1, false);
  Leader[0] = true;
  for (const auto &Scope : Labels.ScopedAt)
    for (const auto &[Name, At] : Scope)
      Leader[At] = true;
  auto Transfer = [&](uint32_t At) {
    return factOf(Source, At, isa::SyncFactKind::ControlTransfer);
  };
  for (uint32_t At = 0; At < N; ++At)
    if (Transfer(At))
      Leader[At + 1] = true;
  for (uint32_t At = 0; At < N; ++At)
    if (Leader[At])
      Begins.push_back(At);
  uint32_t Blocks = size();
  uint32_t Exit = Blocks;

  // Successors, per block in order.
  std::vector<std::pair<uint32_t, uint32_t>> Edges; // (from, to)
  auto BlockAt = [&](uint32_t At) { return At == N ? Exit : blockOf(At); };
  // Labels are looked up from the scope of the transfer, the block's last
  // instruction.
  auto ToLabel = [&](uint32_t From, std::string_view Name) {
    const uint32_t *At = Labels.find(Labels.ScopedAt, end(From) - 1, Name);
    if (!At) {
      Valid = false;
      return;
    }
    Edges.push_back({From, BlockAt(*At)});
  };
  for (uint32_t B = 0; B < Blocks; ++B) {
    uint32_t Last = end(B) - 1;
    const isa::SyncFactInfo *T = Transfer(Last);
    const Instruction &I = Source.instruction(Last);
    bool FallsThrough = !T || I.Pred;
    if (T) {
      NodeList<Operand> Operands = I.operands();
      switch (T->transfer()) {
      case isa::TransferKind::Branch:
        if (!Operands.empty())
          ToLabel(B, labelIn(Operands[0]));
        break;
      case isa::TransferKind::Indirect: {
        const TargetListDirective *const *List =
            Operands.size() > 1
                ? Labels.find(Labels.ScopedLists, Last, labelIn(Operands[1]))
                : nullptr;
        if (!List) {
          Valid = false;
          break;
        }
        for (const Token &Target : (*List)->Targets)
          ToLabel(B, Target.Text);
        break;
      }
      case isa::TransferKind::Return:
      case isa::TransferKind::Exit:
      case isa::TransferKind::Trap:
        Edges.push_back({B, Exit});
        break;
      }
    }
    if (FallsThrough)
      Edges.push_back({B, B + 1 < Blocks ? B + 1 : Exit});
  }
  if (!Valid)
    return;
  std::sort(Edges.begin(), Edges.end());
  Edges.erase(std::unique(Edges.begin(), Edges.end()), Edges.end());

  // Flat arrays: successors by source, predecessors by target.
  auto Flatten = [&](bool BySource, std::vector<uint32_t> &All,
                     std::vector<uint32_t> &At) {
    At.assign(Blocks + 2, 0);
    for (const auto &[From, To] : Edges)
      ++At[(BySource ? From : To) + 1];
    for (uint32_t I = 1; I < At.size(); ++I)
      At[I] += At[I - 1];
    All.resize(Edges.size());
    std::vector<uint32_t> Next(At.begin(), At.end() - 1);
    for (const auto &[From, To] : Edges)
      All[Next[BySource ? From : To]++] = BySource ? To : From;
  };
  Flatten(true, Succ, SuccAt);
  Flatten(false, Pred, PredAt);
}

uint32_t ControlFlowGraph::blockOf(size_t At) const {
  auto It = std::upper_bound(Begins.begin(), Begins.end(),
                             static_cast<uint32_t>(At));
  return static_cast<uint32_t>(It - Begins.begin()) - 1;
}

uint32_t ControlFlowGraph::registerScope(size_t At, std::string_view Name) const {
  if (At >= ScopeOf.size())
    return 0;
  for (uint32_t Scope = ScopeOf[At]; Scope != 0; Scope = Parent[Scope])
    for (const auto &[Declared, Count] : Registers[Scope]) {
      if (Count == 0 ? Name == Declared
                     : Name.size() > Declared.size() &&
                           Name.substr(0, Declared.size()) == Declared &&
                           Name.find_first_not_of("0123456789", Declared.size()) ==
                               std::string_view::npos &&
                           std::strtoul(std::string(Name.substr(Declared.size())).c_str(),
                                        nullptr, 10) < Count)
        return Scope;
    }
  return 0;
}
