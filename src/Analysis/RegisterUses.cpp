//===- RegisterUses.cpp - Which instructions read and write each register -===//

#include "RegisterUses.h"

#include <algorithm>

using namespace ptxlint;
using namespace ptxlint::analysis;

RegisterUses::RegisterUses(const ControlFlowGraph &G,
                           const InstructionSource &Source)
    : G(G) {
  size_t N = Source.size();
  UsesAt.reserve(N + 1);
  for (size_t At = 0; At < N; ++At) {
    UsesAt.push_back(static_cast<uint32_t>(Uses.size()));
    forEachRegister(Source, At,
                    [&](std::string_view Name, const Expr &, RegisterRole Role,
                        int Position) {
                      // A name seen before is a register; a new one is
                      // unless it is a special register (asking the source
                      // is quicker than the list of those).
                      uint32_t Id = id(Name, At);
                      if (Id == NoRegister) {
                        if (!Source.isRegister(Name))
                          return;
                        Id = add(Name, At);
                      }
                      bool Written = Role == RegisterRole::Written;
                      Writes[Id] += Written;
                      Uses.push_back({Id, Written,
                                      static_cast<int8_t>(std::min(Position, 127))});
                    });
  }
  UsesAt.push_back(static_cast<uint32_t>(Uses.size()));

  // The readers, grouped by register (a counting sort).
  ReadersAt.assign(count() + 1, 0);
  for (const Use &U : Uses)
    ReadersAt[U.Register + 1] += !U.Written;
  for (size_t I = 1; I < ReadersAt.size(); ++I)
    ReadersAt[I] += ReadersAt[I - 1];
  Readers.resize(ReadersAt.back());
  std::vector<uint32_t> Next(ReadersAt.begin(), ReadersAt.end() - 1);
  for (size_t At = 0; At < N; ++At)
    for (const Use &U : uses(At))
      if (!U.Written)
        Readers[Next[U.Register]++] = static_cast<uint32_t>(At);
}

uint32_t RegisterUses::id(std::string_view Name, size_t At) const {
  uint32_t Scope = G.registerScope(At, Name);
  if (Scope == 0) {
    auto It = Ids.find(Name);
    return It == Ids.end() ? NoRegister : It->second;
  }
  auto It = ScopedIds.find({Scope, Name});
  return It == ScopedIds.end() ? NoRegister : It->second;
}

uint32_t RegisterUses::add(std::string_view Name, size_t At) {
  uint32_t Scope = G.registerScope(At, Name);
  uint32_t Next = count();
  if (Scope == 0)
    Ids.emplace(Name, Next);
  else
    ScopedIds.emplace(std::make_pair(Scope, Name), Next);
  Names.push_back(Name);
  Writes.push_back(0);
  return Next;
}
