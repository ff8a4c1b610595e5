//===- RegisterUses.cpp - Which instructions read and write each register -===//

#include "RegisterUses.h"

#include <algorithm>

using namespace ptxlint;
using namespace ptxlint::analysis;

namespace {
/// Past this many `name<N>` declarations, they are found by a map.
constexpr size_t MaxScannedRanges = 16;

/// The bytes of a prefix of 8 characters or fewer, as one number to
/// compare (0 for a longer one).
uint64_t packed(std::string_view Prefix) {
  if (Prefix.size() > 8)
    return 0;
  uint64_t Bytes = 0;
  for (char C : Prefix)
    Bytes = Bytes << 8 | static_cast<unsigned char>(C);
  return Bytes;
}
} // namespace

RegisterUses::RegisterUses(const ControlFlowGraph &G,
                           const InstructionSource &Source)
    : G(G) {
  size_t N = Source.size();
  // A declaration gets a slot per register it declares, within a bound in
  // the body's size: `%r<1000000000>` is a short line.
  size_t Room = 4 * N + 1024;
  for (const auto &[Name, Count] : G.declaredRegisters(0))
    if (Count > 0 && Count <= Room) {
      Room -= Count;
      Ranges.push_back(
          {Name, packed(Name), std::vector<uint32_t>(Count, NoRegister)});
    }
  if (Ranges.size() > MaxScannedRanges)
    for (size_t I = 0; I < Ranges.size(); ++I)
      RangeOf.emplace(Ranges[I].Prefix, static_cast<uint32_t>(I));

  UsesAt.reserve(N + 1);
  for (size_t At = 0; At < N; ++At) {
    UsesAt.push_back(static_cast<uint32_t>(Uses.size()));
    // The number IsRegister found, for the visit that follows it.
    std::string_view Found;
    uint32_t FoundId = NoRegister;
    auto IsRegister = [&](std::string_view Name) {
      Found = Name;
      FoundId = G.registerScope(At, Name) == 0 ? fromDeclarations(Name, true)
                                               : NoRegister;
      return FoundId != NoRegister || id(Name, At) != NoRegister ||
             Source.isRegister(Name);
    };
    forEachRegisterOf(
        Source, At, IsRegister,
        [&](std::string_view Name, const Expr &, RegisterRole Role,
            int Position) {
          uint32_t Id = Name.data() == Found.data() ? FoundId : NoRegister;
          if (Id == NoRegister)
            Id = id(Name, At);
          if (Id == NoRegister)
            Id = add(Name, At);
          bool Written = Role == RegisterRole::Written;
          Writes[Id] += Written;
          if (Written && FirstWriter[Id] == UINT32_MAX)
            FirstWriter[Id] = static_cast<uint32_t>(At);
          Uses.push_back(
              {Id, Written, static_cast<int8_t>(std::min(Position, 127))});
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

uint32_t RegisterUses::fromDeclarations(std::string_view Name, bool Add) {
  // `prefix` and a number without leading zeros.
  size_t Digits = Name.size();
  while (Digits > 0 && Name[Digits - 1] >= '0' && Name[Digits - 1] <= '9')
    --Digits;
  size_t Length = Name.size() - Digits;
  if (Ranges.empty() || Digits == 0 || Length == 0 || Length > 9 ||
      (Name[Digits] == '0' && Length > 1))
    return NoRegister;
  std::string_view Prefix = Name.substr(0, Digits);
  Declared *Range = nullptr;
  if (RangeOf.empty()) {
    uint64_t Packed = packed(Prefix);
    for (Declared &D : Ranges)
      if (Packed ? D.Packed == Packed : D.Prefix == Prefix) {
        Range = &D;
        break;
      }
  } else if (auto It = RangeOf.find(Prefix); It != RangeOf.end()) {
    Range = &Ranges[It->second];
  }
  if (!Range)
    return NoRegister;
  uint32_t Index = 0;
  for (char C : Name.substr(Digits))
    Index = Index * 10 + static_cast<uint32_t>(C - '0');
  if (Index >= Range->Ids.size())
    return NoRegister;
  uint32_t &Id = Range->Ids[Index];
  if (Id == NoRegister && Add)
    Id = newRegister(Name);
  return Id;
}

uint32_t RegisterUses::id(std::string_view Name, size_t At) const {
  uint32_t Scope = G.registerScope(At, Name);
  if (Scope != 0) {
    auto It = ScopedIds.find({Scope, Name});
    return It == ScopedIds.end() ? NoRegister : It->second;
  }
  if (uint32_t Id = fromDeclarations(Name); Id != NoRegister)
    return Id;
  auto It = Ids.find(Name);
  return It == Ids.end() ? NoRegister : It->second;
}

uint32_t RegisterUses::newRegister(std::string_view Name) {
  Names.push_back(Name);
  Writes.push_back(0);
  FirstWriter.push_back(UINT32_MAX);
  return count() - 1;
}

uint32_t RegisterUses::add(std::string_view Name, size_t At) {
  uint32_t Scope = G.registerScope(At, Name);
  uint32_t Id = newRegister(Name);
  if (Scope == 0)
    Ids.emplace(Name, Id);
  else
    ScopedIds.emplace(std::make_pair(Scope, Name), Id);
  return Id;
}
