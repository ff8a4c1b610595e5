//===- SymbolTable.cpp ----------------------------------------------------===//

#include "SymbolTable.h"

#include "ISA/ISA.h"

using namespace ptxlint;

namespace {
/// Splits `%r17` into `%r` and 17; false when Name does not end in a
/// number without leading zeros.
bool splitNumberedName(std::string_view Name, std::string_view &Prefix,
                       uint64_t &Number) {
  size_t Digits = 0;
  while (Digits < Name.size() && Digits < 19 &&
         Name[Name.size() - 1 - Digits] >= '0' &&
         Name[Name.size() - 1 - Digits] <= '9')
    ++Digits;
  if (Digits == 0 || Digits == Name.size())
    return false;
  std::string_view Number_ = Name.substr(Name.size() - Digits);
  if (Number_.size() > 1 && Number_[0] == '0')
    return false;
  Number = 0;
  for (char C : Number_)
    Number = Number * 10 + static_cast<uint64_t>(C - '0');
  Prefix = Name.substr(0, Name.size() - Digits);
  return true;
}

/// Whether S is declared before the statement that declares it is read:
/// a body's labels, target lists and call prototypes
/// (BodyChecker::declareForwardNames).
bool declaredAhead(const Symbol &S) {
  return S.Kind == SymbolKind::Label || S.Kind == SymbolKind::Prototype;
}
} // namespace

const Symbol *SymbolTable::findInRanges(const Scope &S, std::string_view Name) {
  std::string_view Prefix;
  uint64_t Number;
  if (!S.Ranges.empty() && splitNumberedName(Name, Prefix, Number))
    if (auto It = S.Ranges.find(Prefix);
        It != S.Ranges.end() && Number < It->second.Count)
      return &It->second.Sym;
  return nullptr;
}

std::string_view ptxlint::describeSymbol(const Symbol &S) {
  switch (S.Kind) {
  case SymbolKind::Register:
    return "a register";
  case SymbolKind::Variable:
    return "a variable";
  case SymbolKind::Function:
    return S.facts().Kernel ? "a kernel" : "a function";
  case SymbolKind::Prototype:
    return "a call prototype";
  case SymbolKind::Label:
    switch (S.TargetList) {
    case Symbol::List::None:
      return "a label of the code";
    case Symbol::List::BranchTargets:
      return "a .branchtargets list";
    case Symbol::List::CallTargets:
      return "a .calltargets list";
    }
  }
  return "not a label";
}

size_t SymbolTable::LabelTable::slotOf(std::string_view Name) const {
  size_t Mask = Slots.size() - 1;
  size_t At = std::hash<std::string_view>()(Name) & Mask;
  while (Slots[At] && Entries[Slots[At] - 1].Name != Name)
    At = (At + 1) & Mask;
  return At;
}

const Symbol *SymbolTable::LabelTable::find(std::string_view Name) const {
  if (Entries.empty())
    return nullptr;
  uint32_t Entry = Slots[slotOf(Name)];
  return Entry ? &Entries[Entry - 1].Label : nullptr;
}

void SymbolTable::LabelTable::reserve(size_t Count) {
  size_t Wanted = Entries.size() + Count;
  size_t Size = std::max<size_t>(Slots.size(), 16);
  while (Size / 4 * 3 < Wanted)
    Size *= 2;
  if (Size == Slots.size())
    return;
  Slots.assign(Size, 0);
  for (size_t I = 0; I < Entries.size(); ++I)
    Slots[slotOf(Entries[I].Name)] = static_cast<uint32_t>(I + 1);
}

std::pair<const Symbol *, bool>
SymbolTable::LabelTable::insert(std::string_view Name, const Symbol &Label) {
  reserve(1);
  uint32_t &Entry = Slots[slotOf(Name)];
  if (Entry)
    return {&Entries[Entry - 1].Label, false};
  Entries.push_back({Name, Label});
  Entry = static_cast<uint32_t>(Entries.size());
  return {&Entries.back().Label, true};
}

const Symbol *SymbolTable::findIn(const Scope &S, std::string_view Name) {
  // A scope never holds a name twice, alone, in a range or as a label
  // (the declare functions refuse it), so the order of the lookups is
  // free: the few ranges first, for most names are registers of a range.
  if (const Symbol *InRange = findInRanges(S, Name))
    return InRange;
  if (auto It = S.Names.find(Name); It != S.Names.end())
    return &It->second;
  return S.Labels.find(Name);
}

void SymbolTable::noteNumbered(Scope &S, std::string_view Name,
                               const Symbol &Declared) {
  std::string_view Prefix;
  uint64_t Number;
  if (splitNumberedName(Name, Prefix, Number)) {
    auto [It, New] = S.LowestNumbered.try_emplace(
        Prefix, Scope::Numbered{Number, &Declared});
    if (!New && Number < It->second.Number)
      It->second = {Number, &Declared};
  }
}

const Symbol *SymbolTable::declare(std::string_view Name, const FullSymbol &S) {
  Scope &Innermost = Scopes.back();
  if (const Symbol *InRange = findInRanges(Innermost, Name))
    return InRange;
  if (const Symbol *Label = Innermost.Labels.find(Name))
    return Label;
  auto [Slot, New] = Innermost.Names.try_emplace(Name, S);
  if (!New)
    return &Slot->second;
  noteNumbered(Innermost, Name, Slot->second);
  return nullptr;
}

const Symbol *SymbolTable::declareLabel(std::string_view Name,
                                        SourceRange Declared,
                                        Symbol::List TargetList) {
  Scope &Innermost = Scopes.back();
  if (const Symbol *InRange = findInRanges(Innermost, Name))
    return InRange;
  if (auto It = Innermost.Names.find(Name); It != Innermost.Names.end())
    return &It->second;
  auto [Label, New] = Innermost.Labels.insert(
      Name, Symbol{SymbolKind::Label, TargetList, Declared});
  if (!New)
    return Label;
  noteNumbered(Innermost, Name, *Label);
  return nullptr;
}

const Symbol *SymbolTable::declareRange(std::string_view Prefix, uint64_t Count,
                                        const FullSymbol &S) {
  Scope &Innermost = Scopes.back();
  if (auto It = Innermost.Ranges.find(Prefix); It != Innermost.Ranges.end())
    return &It->second.Sym;
  // A single name inside the new range, declared before it.
  if (auto It = Innermost.LowestNumbered.find(Prefix);
      It != Innermost.LowestNumbered.end() && It->second.Number < Count)
    return It->second.Sym;
  Innermost.Ranges.emplace(Prefix, Scope::Range{Count, S});
  return nullptr;
}

std::pair<const Symbol *, bool> SymbolTable::lookupFrom(std::string_view Name,
                                                        uint32_t At) const {
  const Symbol *Later = nullptr; // The innermost label that comes after At.
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It)
    if (const Symbol *S = findIn(*It, Name)) {
      if (S->Declared.Begin <= At || !declaredAhead(*S))
        return {S, false};
      // Only a label of the code may be named before it appears; a target
      // list or a call prototype is unknown until then (ptxas: "Unknown
      // symbol", "Label expected for forward reference").
      if (S->Kind == SymbolKind::Label && S->TargetList == Symbol::List::None &&
          !Later)
        Later = S;
    }
  if (Enclosing) {
    auto [Outer, OuterIsLater] = Enclosing->lookupFrom(Name, At);
    if (Outer && (!OuterIsLater || !Later))
      return {Outer, OuterIsLater};
  }
  return {Later, Later != nullptr};
}

const Symbol *SymbolTable::lookup(std::string_view Name) const {
  if (const Symbol *S = lookupFrom(Name, Position).first)
    return S;
  if (implicitRegisters() && Name.size() > 1 && Name[0] == '%' &&
      !isa::findSpecialRegister(Name)) {
    static const FullSymbol Implicit = [] {
      FullSymbol S{SymbolKind::Register, {}, {}, ".reg", 0};
      S.Implicit = true;
      return S;
    }();
    return &Implicit;
  }
  return nullptr;
}
