//===- ISA.h - Queries over the TableGen'd ISA tables ----------*- C++ -*-===//
//
// The checker's only window onto the ISA: lookups by name and the one rule
// that gives requirements their meaning (targetMeets). Everything else the
// checker knows comes from the records these functions return.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ISA_ISA_H
#define PTXLINT_ISA_ISA_H

#include "ISATables.h"

#include <optional>
#include <string>
#include <vector>

namespace ptxlint::isa {

/// A view of consecutive table entries selected by an IndexRange.
template <typename T> class EntryList {
public:
  EntryList(const uint16_t *Pool, IndexRange Range, const T *Table)
      : Pool(Pool + Range.Begin), Count(Range.Count), Table(Table) {}
  size_t size() const { return Count; }
  bool empty() const { return Count == 0; }
  const T &operator[](size_t I) const { return Table[Pool[I]]; }
  uint16_t indexAt(size_t I) const { return Pool[I]; }

  class iterator {
  public:
    iterator(const EntryList *List, size_t I) : List(List), I(I) {}
    const T &operator*() const { return (*List)[I]; }
    iterator &operator++() { ++I; return *this; }
    bool operator!=(const iterator &O) const { return I != O.I; }
  private:
    const EntryList *List;
    size_t I;
  };
  iterator begin() const { return {this, 0}; }
  iterator end() const { return {this, Count}; }

private:
  const uint16_t *Pool;
  size_t Count;
  const T *Table;
};

/// Every constraint of every form, for tests that walk the whole model.
EntryList<ConstraintInfo> allConstraints();

bool isKnownVersion(Version V);
/// Whether ptxas takes `.version MAJOR.MINOR` (each part as read, modulo
/// 2^32): it looks the number up as MAJOR * 10 + MINOR, so `8.10` is known
/// (as 9.0 is) and `7.80` is not; see Versions.td.
bool isKnownVersionNumber(uint32_t Major, uint32_t Minor);
Version latestVersion();
/// A CUDA release by its name ("12.4"; "13" is "13.0"), as an index into
/// the CUDARelease records, which are in release order; or nothing.
std::optional<uint16_t> findRelease(std::string_view Name);
/// The newest .version the ptxas of a release accepts.
Version newestVersionOf(uint16_t Release);

const TargetInfo *findTarget(std::string_view Name);
const TargetOptionInfo *findTargetOption(std::string_view Name);
/// A directive or form of one by its name in Directives.td: a
/// FunctionDirective, or one of the others.
const DirectiveFeatureInfo *findDirectiveFeature(std::string_view Name,
                                                 bool FunctionDirective);
const OpcodeInfo *findOpcode(std::string_view Name);
/// Registered names have at most this many parts after the first
/// (`cp.async.bulk.tensor` has three).
constexpr size_t MaxOpcodeParts = 4;
/// The registry entry an instruction names, and how many of its modifiers
/// the entry's name covers: `cp` `.async` `.bulk` `.tensor` `.1d` ...
/// resolves to `cp.async.bulk.tensor` with 3 parts taken.
struct SpelledOpcode {
  const OpcodeInfo *Op = nullptr;
  size_t PartsTaken = 0;
};
/// The longest registered name spelt by Head followed by the first of
/// Parts.
SpelledOpcode findOpcodeSpelledBy(std::string_view Head,
                                  const std::string_view *Parts,
                                  size_t NumParts);
/// A whole table, for walks over every entry.
template <typename T> struct TableSpan {
  const T *Begin, *End;
  const T *begin() const { return Begin; }
  const T *end() const { return End; }
  size_t size() const { return static_cast<size_t>(End - Begin); }
  const T &operator[](size_t I) const { return Begin[I]; }
};
/// Every version ptxas (of some release) accepts, oldest first.
TableSpan<Version> knownVersions();
/// The architecture a `.target` word names, also in another spelling
/// (TargetSpelling: compute_80 is sm_80), or null.
const TargetInfo *findTargetSpelt(std::string_view Word);
/// The CUDA release whose ptxas checks a module of .version V: the first
/// that accepts V. Indices into the CUDARelease records, which are in
/// release order.
uint16_t firstReleaseAccepting(Version V);
/// The release ptx-lint checks a module of .version V for when none is
/// given: the oracle's (CUDARelease::Oracle), or the first that accepts V
/// when that is newer.
uint16_t defaultRelease(std::optional<Version> V);
/// The release's record.
const CUDAReleaseInfo &release(uint16_t Release);
uint16_t latestRelease();
std::string_view releaseName(uint16_t Release);

/// Module structure and declarations (Declarations.td, Targets.td).
TableSpan<TargetOptionConflictInfo> targetOptionConflicts();
const TargetOptionInfo &targetOption(uint16_t Index);
/// The target option a declaration word needs (`.samplerref`), or null.
const TargetOptionInfo *targetOptionNeededBy(std::string_view Word);
const HeaderDirectiveInfo *findHeaderDirective(std::string_view Name);
TableSpan<HeaderDirectiveInfo> headerDirectives();
const AddressSizeInfo *findAddressSize(uint64_t Bits);
TableSpan<AddressSizeInfo> addressSizes();
const LinkageWordInfo *findLinkageWord(std::string_view Name);
TableSpan<LinkageWordInfo> linkageWords();
const NotAtModuleScopeInfo *findNotAtModuleScope(std::string_view Space);
const DeclarationPlaceInfo &declarationPlace(std::string_view Name);
bool vectorOnlyAsArray(std::string_view Space);
/// What declarations of the type Type may be, or null when it is an
/// instruction type only.
const DeclarableTypeInfo *declarableType(const QualifierInfo &Type);
/// What a declaration's vector Vector may hold, or null when declarations
/// cannot have it.
const DeclarableVectorInfo *declarableVector(const QualifierInfo &Vector);
/// The kernel parameter space records, in the order of Declarations.td.
TableSpan<KernelParameterSpaceInfo> kernelParameterSpaces();
/// The attribute items variables may have.
TableSpan<VariableAttributeInfo> variableAttributes();
/// The state spaces a declaration may be in, in the order of
/// Declarations.td.
TableSpan<std::string_view> declaredSpaces();
bool isDeclaredSpace(std::string_view Word);
/// Whether Word is one of the other words of a declaration (`.align`,
/// `.attribute`, `.ptr`).
bool isDeclarationWord(std::string_view Word);
/// The directive feature a kernel parameter attribute needs (`.ptr`,
/// `.hidden`), or null when Word is none.
const KernelParameterWordInfo *findKernelParameterWord(std::string_view Word);
/// The parts of a declaration, in the order ptxas reads them.
TableSpan<DeclarationPartInfo> declarationParts();
/// The parts Word may be read as in a declaration, as indices into
/// declarationParts(), lowest first; empty when no part holds it.
std::vector<uint8_t> declarationPartsOf(std::string_view Word);
/// Whether variables in Space may be arrays.
bool takesArrays(std::string_view Space);
/// Whether variables in Space may have an initial value.
bool takesInitializer(std::string_view Space);
/// The .pragma string ptxas reads Text as, or null: the longest name with
/// a value that Text begins with, or a name without one that is all of
/// Text (PragmaString in Base.td).
const PragmaStringInfo *findPragmaString(std::string_view Text);
/// The qualifiers of which a kernel may use one only (Base.td).
TableSpan<OneValuePerKernelInfo> oneValuePerKernelRules();
/// Whether ptxas reads the integer at Place (a ThirtyTwoBitValue record's)
/// into 32 bits.
bool readsThirtyTwoBits(std::string_view Place);

/// Whether `.loc ..., function_name` may name this section itself.
bool isFunctionNameSection(std::string_view Name);
/// Whether ptxas supplies the function Name itself when it compiles a whole
/// program (`vprintf`, `malloc`: RuntimeFunction records, Program.td).
bool isRuntimeFunction(std::string_view Name);
/// The rules between directives of one function, and the directives a
/// rule names.
TableSpan<FunctionDirectiveRuleInfo> allFunctionDirectiveRules();
const DirectiveFeatureInfo &directiveFeature(uint16_t Index);
EntryList<DirectiveFeatureInfo> othersOf(const FunctionDirectiveRuleInfo &R);
/// Every registered opcode (sorted by name) and every qualifier record, for
/// spelling suggestions.
TableSpan<OpcodeInfo> allOpcodes();
TableSpan<QualifierInfo> allQualifiers();
/// A predefined identifier such as `%tid`, `%pm3` or `WARP_SZ`.
const SpecialRegisterInfo *findSpecialRegister(std::string_view Name);
bool hasComponent(const SpecialRegisterInfo &R, std::string_view Component);

const RequirementInfo &requirement(uint16_t Index);
const QualifierInfo &qualifier(uint16_t Index);
uint16_t indexOf(const QualifierInfo &Q);

/// The text of a slot name id: "cache operator".
std::string_view slotNameText(SlotId Id);

EntryList<FormInfo> formsOf(const OpcodeInfo &Op);
/// The registry entry a form belongs to.
const OpcodeInfo &opcodeOf(const FormInfo &F);
EntryList<SlotInfo> slotsOf(const FormInfo &F);
EntryList<OperandInfo> operandsOf(const FormInfo &F);
EntryList<ConstraintInfo> constraintsOf(const FormInfo &F);
/// The custom checks the tables name, by id (ConstraintInfo::CustomCheck):
/// sorted by name, each once.
size_t numCustomChecks();
std::string_view customCheckName(uint16_t Id);
/// The requirement (CustomCheck's Req) of the custom check Name of F.
const RequirementInfo &customRequirement(const FormInfo &F,
                                         std::string_view Name);
EntryList<QualifierInfo> valuesOf(const SlotInfo &S);
EntryList<QualifierInfo> presentWith(const OperandInfo &O);

// Operand shapes (Base.td, "Operand shapes").

/// A run of integers of the value pool: element counts, immediate values.
struct ValueList {
  const int64_t *Begin, *End;
  const int64_t *begin() const { return Begin; }
  const int64_t *end() const { return End; }
  size_t size() const { return static_cast<size_t>(End - Begin); }
  bool empty() const { return Begin == End; }
  int64_t operator[](size_t I) const { return Begin[I]; }
};
EntryList<QualifierInfo> elementsBy(const OperandInfo &O);
ValueList elementCounts(const OperandInfo &O);
/// The specs of a bracketed tuple's elements, in order.
EntryList<OperandInfo> partsOf(const OperandInfo &O);
/// The shapes one operand position may take, in order of preference.
EntryList<OperandInfo> alternativesOf(const OperandInfo &O);
ValueList allowedValues(const OperandInfo &O);
EntryList<QualifierInfo> valueBy(const OperandInfo &O);
ValueList valueWith(const OperandInfo &O);
/// The address description of an address operand, or null (AddressSpec).
const AddressInfo *addressOf(const OperandInfo &O);
/// The same, as the ptxas of Release read it (AddressSpec::Older).
const AddressInfo *addressOf(const OperandInfo &O, uint16_t Release);
EntryList<QualifierInfo> offsetBaseTypes(const AddressInfo &A);
EntryList<QualifierInfo> baseRegisterTypes(const AddressInfo &A);

// State spaces as AddressSpaceBits, from the records (ptx-tblgen), so that
// no C++ compares space spellings.
/// The AddressSpaceBit of the space a SpaceQualifier names (`.shared::cta`:
/// SpaceSharedBit); 0 for other qualifiers.
uint8_t spaceBitOf(const QualifierInfo &Q);
/// The AddressSpaceBit of a declaration's state space (`.global`), found
/// through the space qualifier of that spelling; 0 for none (`.reg`).
uint8_t declaredSpaceBit(std::string_view Space);
/// A space bit as messages name it: ".global", ..., or "generic".
std::string_view addressSpaceName(uint8_t Bit);
/// The register types an operand takes beyond its type rules (empty: any
/// that fits them).
EntryList<QualifierInfo> registerTypesOf(const OperandInfo &O);
/// The declared types of the variables a symbol operand may name (empty:
/// any name).
EntryList<QualifierInfo> variableTypesOf(const OperandInfo &O);
/// What an operand depends on (Base.td): the qualifiers it is refused with
/// and, parallel, the slot each must be written in (-1: any); those with
/// which a vector's first element has FirstElementType.
EntryList<QualifierInfo> notWith(const OperandInfo &O);
ValueList notWithSlots(const OperandInfo &O);
EntryList<QualifierInfo> firstElementTypeBy(const OperandInfo &O);
/// The qualifiers with which the operand has no paired predicate `d|p`.
EntryList<QualifierInfo> noPredicateOutputWith(const OperandInfo &O);
/// The qualifiers with which the operand must be `_`.
EntryList<QualifierInfo> discardOnlyWith(const OperandInfo &O);
/// The part selects an operand may carry (`r1.b3`), and the qualifiers
/// with which it may not be negated.
EntryList<PartSelectInfo> partSelectsOf(const OperandInfo &O);
EntryList<QualifierInfo> notNegatedWith(const OperandInfo &O);
/// The type operand O has with the instruction type T when one of O's
/// WidenedBy is written: WidenTo's entry for T, or T itself.
const QualifierInfo &widenedType(const OperandInfo &O, const QualifierInfo &T);
/// O's WidenedBy qualifiers (empty: its type is the instruction's).
EntryList<QualifierInfo> widenedBy(const OperandInfo &O);
EntryList<QualifierInfo> firstOf(const ConstraintInfo &C);
EntryList<QualifierInfo> secondOf(const ConstraintInfo &C);
EntryList<TargetInfo> onlyOn(const RequirementInfo &R);

/// Whether a register of RegisterType may be an operand of an instruction
/// of InstructionType under the form's type rules.
bool registerFits(const FormInfo &F, const QualifierInfo &InstructionType,
                  std::string_view RegisterClass, unsigned RegisterBits);
/// The same for a declared register type, which rules may name by spelling;
/// InVector: the register is an element of a vector operand, judged by the
/// form's vector-element rules.
bool registerFits(const FormInfo &F, const QualifierInfo &InstructionType,
                  const QualifierInfo &RegisterType, bool InVector);
/// The same for an operand with type rules of its own (OperandInfo's
/// TypeRules), which then apply in place of the form's.
bool registerFits(const FormInfo &F, const OperandInfo &O,
                  const QualifierInfo &InstructionType,
                  const QualifierInfo &RegisterType, bool InVector);
/// A type qualifier by spelling (`.b32`), for declarations.
const QualifierInfo *findType(std::string_view Spelling);
/// The first qualifier of kind Kind spelt Spelling, or null.
const QualifierInfo *findQualifier(std::string_view Spelling,
                                   QualifierKind Kind);

/// The qualifier record spelt Text, or null. ptx-tblgen allows one record
/// per spelling, so matching looks each modifier up once and then compares
/// records, not text.
const QualifierInfo *qualifierSpelt(std::string_view Text);

const FormInfo &form(uint16_t Index);

//===----------------------------------------------------------------------===//
// Variant tables
//===----------------------------------------------------------------------===//

/// The variant table of form F (NumKeys 0: none).
const FormVariantsInfo &variantsOf(const FormInfo &F);
/// The rows of F's table holding exactly the tuple Key (NumKeys entries:
/// qualifier indices or AbsentKey), in definition order; a binary search
/// over the sorted tuple index. Empty if none does.
TableSpan<VariantTupleInfo> findVariantTuples(const FormInfo &F,
                                              const uint16_t *Key);
/// Every tuple of F's table, sorted.
TableSpan<VariantTupleInfo> variantTuplesOf(const FormInfo &F);
const VariantInfo &variant(uint16_t Index);
/// The qualifier indices of key position K of a row (may hold AbsentKey).
TableSpan<uint16_t> keyOf(const VariantInfo &R, size_t K);
EntryList<QualifierInfo> allowedOf(const VariantInfo &R);
EntryList<QualifierInfo> requiredOf(const VariantInfo &R);
/// Element counts of the form's vector operands for this row.
TableSpan<int16_t> elementsOf(const VariantInfo &R);
/// The largest values of the form's immediate operands for this row.
TableSpan<int16_t> immediateMaxOf(const VariantInfo &R);

/// Whether a module for target T has the arch- or family-specific features
/// of target Wanted: T is Wanted or implies it (sm_103a has sm_100f's).
bool hasFeaturesOf(const TargetInfo &T, const TargetInfo &Wanted);

/// Whether a module for target T has the targets a requirement asks for:
/// T's SM is at least MinSM and, if the requirement names targets, T is one
/// of them or implies one of them.
bool targetMeets(const TargetInfo &T, const RequirementInfo &R);
/// Marks in Dropped (sized like Spellings) the modifiers of an instruction
/// of Opcode that the ptxas of Release dropped (OlderReleasesDrop);
/// Spellings holds the qualifier each modifier spells, or null. Returns
/// whether any was.
bool droppedWords(uint16_t Release, std::string_view Opcode,
                  const std::vector<const QualifierInfo *> &Spellings,
                  std::vector<bool> &Dropped);
/// What the ptxas of Release asked for in place of R (Requires::Older).
const RequirementInfo &requirementIn(const RequirementInfo &R,
                                     uint16_t Release);
/// The first release whose ptxas knows the target.
uint16_t firstReleaseKnowing(const TargetInfo &T);
/// Whether the ptxas of Release refuses R's feature whatever the module
/// declares (Requires::RefusedUpTo).
bool refusedIn(const RequirementInfo &R, uint16_t Release);
/// Whether the ptxas of Release still compiles 32-bit addresses for T
/// (null: any target): then a 32-bit register as a 64-bit module's
/// address only draws a warning (the AddressSize<32> record).
bool compiles32BitAddresses(uint16_t Release, const TargetInfo *T);

/// "sm_80 or later", "sm_90a", "sm_100a or sm_100f" for messages.
std::string describeTargets(const RequirementInfo &R);
std::string versionString(Version V);

//===----------------------------------------------------------------------===//
// Lint facts (src/ISA/Lint.td), for the lint pass (src/Check/Lint*.cpp)
//===----------------------------------------------------------------------===//

TableSpan<EffectiveSpacesInfo> effectiveSpaces();
TableSpan<DefaultQualifierInfo> defaultQualifiers();
TableSpan<DefaultOperandInfo> defaultOperands();
/// AlignedAddress records, then AlignedOpcodeAddress ones.
TableSpan<AlignedAddressInfo> alignedAddresses();
TableSpan<AlignedAddressInfo> alignedOpcodeAddresses();
TableSpan<MemoryAccessInfo> memoryAccesses();
TableSpan<MemoryAccessInfo> opcodeMemoryAccesses();
/// Operands indices: cache policies that .L2::cache_hint applies, and
/// operands that create one.
TableSpan<uint16_t> policyOperands();
TableSpan<uint16_t> policyResults();
TableSpan<TruncatedImmediateInfo> truncatedImmediates();
TableSpan<OperandValueRangeInfo> operandValueRanges();
TableSpan<OperandOrderInfo> operandOrders();
TableSpan<AdvisedTargetsInfo> advisedTargets();
/// Opcodes indices of SpaceAddressed records.
TableSpan<uint16_t> spaceAddressed();

//===----------------------------------------------------------------------===//
// Synchronization facts (src/ISA/Sync.td), for src/Analysis and the sync
// checks (src/Check/Sync*.cpp)
//===----------------------------------------------------------------------===//

/// Every SyncFact record, in .td order.
TableSpan<SyncFactInfo> syncFacts();
/// The SyncFact records of opcode Opcode (an Opcodes index): a few at most.
TableSpan<SyncFactInfo> syncFactsOf(uint16_t Opcode);
/// Whether any SyncFact record names Opcode other than as a control
/// transfer, NoResult, a uniformity rule or the operands it reads: an
/// instruction the sync checks look at.
bool hasSyncRole(uint16_t Opcode);
/// The sets of function directives (".maxntid .minnctapersm") any of
/// which lets ptxas know a kernel's register count at entry.
TableSpan<std::string_view> entryRegisterCountSets();
/// How widely the special register Name (without its component) has one
/// value; Thread for one with no SpecialRegisterScope record.
SyncScope specialRegisterScope(std::string_view Name);

/// Entries of the tables above by index.
const OpcodeInfo &opcode(uint16_t Index);
const OperandInfo &operandSpec(uint16_t Index);
uint16_t indexOf(const OperandInfo &O);
uint16_t indexOf(const FormInfo &F);
uint16_t indexOf(const OpcodeInfo &Op);
/// The qualifiers of a range into the qualifier pool.
EntryList<QualifierInfo> qualifierList(IndexRange Range);

//===----------------------------------------------------------------------===//
// Constraints that name slots
//===----------------------------------------------------------------------===//

/// The qualifiers a constraint's When lists.
EntryList<QualifierInfo> whenOf(const ConstraintInfo &C);
/// The slots the Position-th constraint of F looks at, as indices into F's
/// slots (AnySlot: all of them).
ConstraintSlots constraintSlotsOf(const FormInfo &F, size_t Position);

} // namespace ptxlint::isa

#endif // PTXLINT_ISA_ISA_H
