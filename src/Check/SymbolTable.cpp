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

const Symbol *SymbolTable::findIn(const Scope &S, std::string_view Name) {
  // A scope never holds a name both alone and in a range (declare and
  // declareRange refuse the overlap), so the order of the two lookups is
  // free: the few ranges first, for most names are registers of a range
  // and a body's Names may hold a label for every few instructions.
  if (const Symbol *InRange = findInRanges(S, Name))
    return InRange;
  if (auto It = S.Names.find(Name); It != S.Names.end())
    return &It->second;
  return nullptr;
}

const Symbol *SymbolTable::declare(std::string_view Name, const Symbol &S) {
  Scope &Innermost = Scopes.back();
  if (const Symbol *InRange = findInRanges(Innermost, Name))
    return InRange;
  auto [Slot, New] = Innermost.Names.try_emplace(Name, S);
  if (!New)
    return &Slot->second;
  const Symbol &Declared = Slot->second;
  std::string_view Prefix;
  uint64_t Number;
  if (splitNumberedName(Name, Prefix, Number)) {
    auto [It, New] = Innermost.LowestNumbered.try_emplace(
        Prefix, Scope::Numbered{Number, &Declared});
    if (!New && Number < It->second.Number)
      It->second = {Number, &Declared};
  }
  return nullptr;
}

const Symbol *SymbolTable::declareRange(std::string_view Prefix,
                                        uint64_t Count, const Symbol &S) {
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

const Symbol *SymbolTable::lookup(std::string_view Name) const {
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It)
    if (const Symbol *S = findIn(*It, Name))
      return S;
  if (Enclosing)
    return Enclosing->lookup(Name);
  if (ImplicitRegisters && Name.size() > 1 && Name[0] == '%' &&
      !isa::findSpecialRegister(Name)) {
    static const Symbol Implicit = [] {
      Symbol S{SymbolKind::Register, {}, {}, ".reg", 0};
      S.Implicit = true;
      return S;
    }();
    return &Implicit;
  }
  return nullptr;
}
