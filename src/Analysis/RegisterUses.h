//===- RegisterUses.h - Which instructions read and write each register -*- C++ -*-===//
//
// A function's registers, numbered, with where each is read and written:
// the def-use facts the other analyses start from. A register is a name
// and the `{ }` scope that declares it (ControlFlowGraph::registerScope),
// so that inline asm's own `%p1` is not the function's. Special registers
// are not numbered: nothing writes them.
//
// Built in one pass over the instructions (forEachRegister), kept in flat
// arrays: per instruction its appearances in order, per register its
// readers.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSIS_REGISTERUSES_H
#define PTXLINT_ANALYSIS_REGISTERUSES_H

#include "ControlFlowGraph.h"

#include <cstdint>
#include <map>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace ptxlint::analysis {

class RegisterUses {
public:
  static constexpr uint32_t NoRegister = UINT32_MAX;

  /// One appearance of a register in an instruction.
  struct Use {
    uint32_t Register;
    bool Written;
    int8_t Position; ///< The operand, as forEachRegister counts; -1: guard.
  };
  /// A run of appearances, or of instructions.
  template <typename T> struct Range {
    const T *Begin = nullptr, *End = nullptr;
    const T *begin() const { return Begin; }
    const T *end() const { return End; }
    size_t size() const { return static_cast<size_t>(End - Begin); }
  };

  RegisterUses(const ControlFlowGraph &G, const InstructionSource &Source);

  uint32_t count() const { return static_cast<uint32_t>(Names.size()); }
  /// The register Name as instruction At names it; NoRegister when the
  /// function never names it so.
  uint32_t id(std::string_view Name, size_t At) const;
  /// Its name, as written.
  std::string_view name(uint32_t Id) const { return Names[Id]; }
  /// How many appearances write it.
  uint32_t writes(uint32_t Id) const { return Writes[Id]; }
  /// The first instruction that writes it (UINT32_MAX: none).
  uint32_t firstWriter(uint32_t Id) const { return FirstWriter[Id]; }
  /// The registers instruction At names, in forEachRegister's order: its
  /// guard, then its operands (a written result first).
  Range<Use> uses(size_t At) const {
    return {Uses.data() + UsesAt[At], Uses.data() + UsesAt[At + 1]};
  }
  /// The index of instruction At's first appearance among all of the
  /// function's, in order: uses(At)[k] is appearance firstUse(At) + k.
  uint32_t firstUse(size_t At) const { return UsesAt[At]; }
  uint32_t appearances() const { return static_cast<uint32_t>(Uses.size()); }
  /// The instructions that read register Id, in order, once per
  /// appearance.
  Range<uint32_t> readers(uint32_t Id) const {
    return {Readers.data() + ReadersAt[Id], Readers.data() + ReadersAt[Id + 1]};
  }

private:
  /// Numbers Name, as instruction At names it, a new register.
  uint32_t add(std::string_view Name, size_t At);
  /// Name's number from the body's `name<N>` declarations, numbering it
  /// when first met if Add; NoRegister when none declares it. No hashing:
  /// compilers name nearly every register so.
  uint32_t fromDeclarations(std::string_view Name, bool Add);
  uint32_t fromDeclarations(std::string_view Name) const {
    return const_cast<RegisterUses *>(this)->fromDeclarations(Name, false);
  }
  uint32_t newRegister(std::string_view Name);

  const ControlFlowGraph &G;
  /// A `.reg name<N>` of the body: its registers' numbers, by index.
  struct Declared {
    std::string_view Prefix;
    uint64_t Packed; ///< Prefix's bytes, when it has 8 or fewer.
    std::vector<uint32_t> Ids;
  };
  std::vector<Declared> Ranges;
  /// The same by prefix, where there are many.
  std::unordered_map<std::string_view, uint32_t> RangeOf;
  std::unordered_map<std::string_view, uint32_t> Ids;
  /// Registers of nested scopes, by scope and name.
  std::map<std::pair<uint32_t, std::string_view>, uint32_t> ScopedIds;
  std::vector<std::string_view> Names;
  std::vector<uint32_t> Writes, FirstWriter;
  std::vector<Use> Uses;
  std::vector<uint32_t> UsesAt;
  std::vector<uint32_t> Readers, ReadersAt;
};

} // namespace ptxlint::analysis

#endif // PTXLINT_ANALYSIS_REGISTERUSES_H
