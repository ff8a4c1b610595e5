//===- SASSTables.h - The C++ shape of the SASS tables ---------*- C++ -*-===//
//
// ptx-tblgen -gen-sass-tables writes src/SASS/*.td out as constant arrays of
// these structs (SASSTables.inc in the build tree, included once by
// SASSTables.cpp). Lists are ranges into index pools, as for the PTX tables.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SASS_SASSTABLES_H
#define PTXLINT_SASS_SASSTABLES_H

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace ptxlint::sass {

/// A run of entries in one of the index pools.
struct IndexRange {
  uint16_t Begin = 0, Count = 0;
};

enum class ModifierKind : uint8_t { Extension, Cache, Operation };

struct ModifierInfo {
  std::string_view Spelling;
  ModifierKind Kind;
  std::string_view Summary;
  int16_t AliasOf; ///< Index into modifiers(), or -1.
  bool Deprecated;
  bool Default;             ///< What an empty position means.
  bool WholeCache;          ///< Operation: takes no address.
  std::string_view Illegal; ///< Non-empty: an illegal encoding, and why.
  std::string_view Noun;    ///< Cache: "data", "constant", ...
};

/// One "Y" of the cache x operation table.
struct CacheEffectInfo {
  uint16_t Cache, Operation; ///< Indices into modifiers().
  std::string_view Levels;   ///< "L1, L2".
};

/// A cache x operation pair the document describes in two ways.
struct AmbiguityInfo {
  uint16_t Cache, Operation; ///< Indices into modifiers().
  std::string_view Reason;
};

struct AddressModeInfo {
  std::string_view Syntax; ///< "[Ra + ImmS32]".
  bool HasRegister;
  uint8_t ImmediateBits;
  bool Signed;
};

struct OpcodeInfo {
  std::string_view Name;
  std::string_view Architecture;
  std::string_view Summary;
  IndexRange Forms; ///< Into the form pool.
};

struct FormInfo {
  uint16_t Opcode;
  std::string_view Name;
  std::string_view Syntax;
  std::string_view Summary;
  IndexRange Extensions, Caches, Operations; ///< Into the modifier pool.
  IndexRange Addresses;                      ///< Into the address pool.
  bool CacheRequired;
  int16_t ImpliedCache; ///< Index into modifiers(), or -1.
  bool ReadScoreboard;
  std::string_view NoReadScoreboardReason;
  uint8_t MinWait;
};

struct ScoreboardFileInfo {
  uint8_t Scoreboards; ///< &rdN and &req members: 0 .. Scoreboards-1.
  uint8_t Predicates;  ///< @P0 .. @P<Predicates-1>, and PT.
};

// Lookups over the generated tables (SASSTables.cpp).
const OpcodeInfo *findOpcode(std::string_view Name);
const ModifierInfo *findModifier(std::string_view Spelling);
size_t indexOf(const ModifierInfo &M);
const ModifierInfo &modifier(size_t Index);
size_t numModifiers();
const OpcodeInfo &opcode(const FormInfo &F);

/// Forms of an opcode, in definition order.
std::vector<const FormInfo *> formsOf(const OpcodeInfo &Op);
/// Every form, of every opcode.
std::vector<const FormInfo *> allForms();
std::vector<const ModifierInfo *> extensionsOf(const FormInfo &F);
std::vector<const ModifierInfo *> cachesOf(const FormInfo &F);
std::vector<const ModifierInfo *> operationsOf(const FormInfo &F);
std::vector<const AddressModeInfo *> addressesOf(const FormInfo &F);
/// The table entry for Cache x Operation, or null when the table has "-".
const CacheEffectInfo *findEffect(const ModifierInfo &Cache,
                                  const ModifierInfo &Operation);
/// Why Cache x Operation is ambiguous, or empty.
std::string_view ambiguity(const ModifierInfo &Cache,
                           const ModifierInfo &Operation);
/// Every entry of the table for Operation.
std::vector<const CacheEffectInfo *> effectsOf(const ModifierInfo &Operation);
const ScoreboardFileInfo &scoreboards();

} // namespace ptxlint::sass

#endif // PTXLINT_SASS_SASSTABLES_H
