//===- SASSTables.cpp - Lookups over the generated SASS tables ------------===//

#include "SASSTables.h"

namespace ptxlint::sass {
namespace {
#include "SASSTables.inc"

template <typename T, size_t N>
std::vector<const T *> fromPool(const T (&Table)[N], const uint16_t *Pool,
                                IndexRange R) {
  std::vector<const T *> Result;
  for (uint16_t I = 0; I < R.Count; ++I)
    Result.push_back(&Table[Pool[R.Begin + I]]);
  return Result;
}

} // namespace

const OpcodeInfo *findOpcode(std::string_view Name) {
  for (const OpcodeInfo &Op : Opcodes)
    if (Op.Name == Name)
      return &Op;
  return nullptr;
}

const ModifierInfo *findModifier(std::string_view Spelling) {
  for (const ModifierInfo &M : Modifiers)
    if (M.Spelling == Spelling)
      return &M;
  return nullptr;
}

size_t indexOf(const ModifierInfo &M) {
  return static_cast<size_t>(&M - Modifiers);
}

const ModifierInfo &modifier(size_t Index) { return Modifiers[Index]; }

size_t numModifiers() { return sizeof(Modifiers) / sizeof(Modifiers[0]); }

const OpcodeInfo &opcode(const FormInfo &F) { return Opcodes[F.Opcode]; }

std::vector<const FormInfo *> formsOf(const OpcodeInfo &Op) {
  return fromPool(Forms, FormPool, Op.Forms);
}

std::vector<const FormInfo *> allForms() {
  std::vector<const FormInfo *> Result;
  for (const FormInfo &F : Forms)
    Result.push_back(&F);
  return Result;
}

std::vector<const ModifierInfo *> extensionsOf(const FormInfo &F) {
  return fromPool(Modifiers, ModifierPool, F.Extensions);
}
std::vector<const ModifierInfo *> cachesOf(const FormInfo &F) {
  return fromPool(Modifiers, ModifierPool, F.Caches);
}
std::vector<const ModifierInfo *> operationsOf(const FormInfo &F) {
  return fromPool(Modifiers, ModifierPool, F.Operations);
}
std::vector<const AddressModeInfo *> addressesOf(const FormInfo &F) {
  return fromPool(AddressModes, AddressPool, F.Addresses);
}

const CacheEffectInfo *findEffect(const ModifierInfo &Cache,
                                  const ModifierInfo &Operation) {
  for (const CacheEffectInfo &E : CacheEffects)
    if (E.Cache == indexOf(Cache) && E.Operation == indexOf(Operation))
      return &E;
  return nullptr;
}

std::string_view ambiguity(const ModifierInfo &Cache,
                           const ModifierInfo &Operation) {
  for (const AmbiguityInfo &A : Ambiguities)
    if (A.Cache == indexOf(Cache) && A.Operation == indexOf(Operation))
      return A.Reason;
  return {};
}

std::vector<const CacheEffectInfo *> effectsOf(const ModifierInfo &Operation) {
  std::vector<const CacheEffectInfo *> Result;
  for (const CacheEffectInfo &E : CacheEffects)
    if (E.Operation == indexOf(Operation))
      Result.push_back(&E);
  return Result;
}

const ScoreboardFileInfo &scoreboards() { return ScoreboardFile; }

} // namespace ptxlint::sass
