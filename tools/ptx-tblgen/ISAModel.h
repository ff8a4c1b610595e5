//===- ISAModel.h - The ISA records, numbered and validated ----*- C++ -*-===//
//
// Collects the records of every class in src/ISA/Base.td in definition
// order, gives each an index, checks the cross-references a typo could
// break, and builds the index pools the C++ tables use for lists.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_TBLGEN_ISAMODEL_H
#define PTXLINT_TBLGEN_ISAMODEL_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/TableGen/Record.h"

#include <string>
#include <vector>

namespace ptxlint::tblgen {

/// Records of one class, in definition order, with their indices.
class RecordTable {
public:
  /// Takes the records in the order given.
  void assign(std::vector<llvm::Record *> Records);
  /// Takes the records in definition order.
  void assignInDefinitionOrder(std::vector<llvm::Record *> Records);
  unsigned indexOf(const llvm::Record *R) const;
  const std::vector<llvm::Record *> &records() const { return Records; }

private:
  std::vector<llvm::Record *> Records;
  llvm::DenseMap<const llvm::Record *, unsigned> Index;
};

/// A pool of indices; lists become (Begin, Count) ranges into it.
struct IndexPool {
  std::vector<unsigned> Entries;
  std::pair<unsigned, unsigned> add(const std::vector<unsigned> &List);
};

class ISAModel {
public:
  explicit ISAModel(llvm::RecordKeeper &Records);

  RecordTable Versions, Targets, TargetOptions, DirectiveFeatures,
      Requirements, Qualifiers,
      Slots, Operands, Constraints, Forms, Opcodes, SpecialRegisters,
      TypeRules, TypeRuleSets, CUDAReleases, PartSelects;
  /// Variant rows, grouped by form (forms in definition order), each
  /// form's rows in definition order.
  RecordTable Variants;

  /// Forms of each opcode, in definition order, by opcode index.
  std::vector<std::vector<unsigned>> FormsOfOpcode;

  /// Slot names (Slot's Name) used from C++: every distinct name once,
  /// sorted; a name's id is its index here. The same in every backend.
  std::vector<llvm::StringRef> SlotNames;
  unsigned slotNameId(llvm::StringRef Name) const;
  /// The C++ constant for a slot name: "L2 eviction priority" ->
  /// L2EvictionPriority, "tensor-map type" -> TensorMapType.
  static std::string slotConstantName(llvm::StringRef Name);

  std::vector<unsigned> indicesOf(const RecordTable &Table,
                                  const std::vector<llvm::Record *> &List) const;

  /// "sm_80", "sm_90a or sm_100f", "any target": for docs.
  std::string describeTargets(const llvm::Record *Requirement) const;
  static std::string versionName(const llvm::Record *Version);

private:
  void validate() const;
  void validateConstraintQualifiers(const llvm::Record *Form) const;
  void validateOneRecordPerSpelling() const;
  void collectSlotNames();
};

} // namespace ptxlint::tblgen

#endif // PTXLINT_TBLGEN_ISAMODEL_H
