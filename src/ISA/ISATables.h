//===- ISATables.h - The C++ shape of the TableGen'd ISA tables -*- C++ -*-===//
//
// ptx-tblgen writes src/ISA/*.td out as constant arrays of these structs
// (ISATables.inc in the build tree). Lists are ranges into index pools, so
// every table is a flat array and no code runs to set them up.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ISA_ISATABLES_H
#define PTXLINT_ISA_ISATABLES_H

#include <cstdint>
#include <string_view>

namespace ptxlint::isa {

struct Version {
  uint8_t Major = 0, Minor = 0;
  friend bool operator<(Version A, Version B) {
    return A.Major != B.Major ? A.Major < B.Major : A.Minor < B.Minor;
  }
  friend bool operator==(Version A, Version B) {
    return A.Major == B.Major && A.Minor == B.Minor;
  }
  friend bool operator>=(Version A, Version B) { return !(A < B); }
};

/// A run of entries in one of the index pools.
struct IndexRange {
  uint16_t Begin = 0, Count = 0;
};

struct RequirementInfo {
  Version MinVersion;
  uint16_t MinSM;
  IndexRange OnlyOn; ///< Into TargetPool.
  /// Releases up to OlderUpTo asked for Requirements[Older] instead
  /// (NoRelease: none did).
  uint16_t OlderUpTo, Older;
  /// Releases up to this one refuse the feature whatever the module
  /// declares (NoRelease: none).
  uint16_t RefusedUpTo;
};

struct TargetInfo {
  std::string_view Name;
  uint16_t SM;
  Version MinVersion;
  bool ArchSpecific, FamilySpecific;
  IndexRange Implies; ///< Into TargetPool.
  /// The most static .shared data an .entry may use, in bytes.
  uint32_t MaxStaticShared;
  /// The first release whose ptxas knows it, when not the first that
  /// knows MinVersion (NoRelease).
  uint16_t FirstRelease;
};

/// A part of a declaration (Base.td DeclarationPart); DeclarationParts
/// holds them in the order ptxas reads them.
struct DeclarationPartInfo {
  std::string_view Description;
  bool Repeats, Required, FollowsPrevious, Pointee;
  bool Variables, Parameters, KernelParameterAttribute;
};

/// A part a word of a declaration may be read as.
struct DeclarationWordPartInfo {
  std::string_view Word;
  uint8_t Part; ///< Into DeclarationParts, which is in the order read.
};

/// A kernel parameter attribute and the directive feature it needs.
struct KernelParameterWordInfo {
  std::string_view Word;    ///< `.ptr`
  std::string_view Feature; ///< Its DirectiveFeature's name.
};

/// Words older releases' ptxas dropped (Base.td OlderReleasesDrop).
struct DroppedWordsInfo {
  IndexRange Words; ///< Into QualifierPool.
  uint16_t UpTo;    ///< The newest release that dropped them.
  /// The opcodes, each between blanks (" fma  min "); empty: any.
  std::string_view Opcodes;
  /// Into QualifierPool; empty: anywhere, else only the last modifier,
  /// right after one of these.
  IndexRange LastAfterType;
};

struct CUDAReleaseInfo {
  std::string_view Release; ///< "12.4"
  Version Newest;           ///< The newest .version its ptxas accepts.
  std::string_view Driver;  ///< Its driver branch ("r550"), or empty.
  /// "ptxas", "verdicts" or empty (Base.td, CUDARelease::Evidence).
  std::string_view Evidence;
  bool Oracle; ///< The release of /usr/local/cuda/bin/ptxas.
};

struct TargetOptionInfo {
  std::string_view Name;
  Version Since;
  /// Refused after an architecture of at least this SM number (0: never).
  uint16_t RefusedFromSM;
  bool NeedsSection; ///< Needs debug information: a `.section`.
};

/// Two target options refused together (indices into TargetOptions).
struct TargetOptionConflictInfo {
  uint16_t First, Second;
};

/// A declaration word that needs a target option.
struct NeedsTargetOptionInfo {
  std::string_view Word;
  uint16_t Option; ///< Into TargetOptions.
};

/// `.target compute_80` spells sm_80.
struct TargetSpellingInfo {
  std::string_view Prefix, Means;
};

//===----------------------------------------------------------------------===//
// Module structure and declarations (Declarations.td)
//===----------------------------------------------------------------------===//

struct HeaderDirectiveInfo {
  std::string_view Name;
  uint8_t Position;
  bool Required, Repeatable;
};

struct AddressSizeInfo {
  uint16_t Bits;
  /// Index into CUDAReleases of the first release that refuses it, or
  /// NoRelease.
  uint16_t DroppedIn;
  uint16_t RefusedFromSM; ///< 0: none.
};
constexpr uint16_t NoRelease = UINT16_MAX;

struct LinkageWordInfo {
  std::string_view Name;
  bool OnFunctions, OnVariables;
  bool DeclaresOnly; ///< No body, no initializer.
  bool InBodies;     ///< On a variable inside a function.
  bool ResolvesExtern; ///< A variable with it may define an `.extern` one.
  std::string_view OnlySpace; ///< The one space it takes; empty: any.
};

struct NotAtModuleScopeInfo {
  std::string_view Space;
  Version ErrorFrom;
  bool WarnBefore;
};

struct DeclarationPlaceInfo {
  std::string_view Name;
  bool Incomplete; ///< Takes an array of unknown size.
  bool Allowed;
  bool Parameter;  ///< One name, at most one dimension.
  /// The state spaces allowed there; none listed: any.
  std::string_view Spaces[4];
};

struct VectorOnlyAsArrayInfo {
  std::string_view Space;
};

/// An item of a variable's `.attribute(...)` (Declarations.td).
struct VariableAttributeInfo {
  std::string_view Name;
  std::string_view OnlySpace;
  uint8_t Arguments;
};

/// Where a .pragma string is written (PragmaStringInfo::Places).
enum PragmaPlace : uint8_t {
  PragmaAtModuleScope = 1,
  PragmaAmongFunctionDirectives = 2,
  PragmaInKernelBody = 4,   ///< An `.entry`'s.
  PragmaInFunctionBody = 8, ///< A `.func`'s.
  PragmaInBody = PragmaInKernelBody | PragmaInFunctionBody,
};
/// What may follow a .pragma string's name (Base.td, PragmaString).
enum class PragmaValues : uint8_t { None, Ignored, Text, Integer, Positive };

/// A .pragma string ptxas knows (Directives.td).
struct PragmaStringInfo {
  std::string_view Name;
  std::string_view Feature; ///< A DirectiveFeature's name, or empty.
  uint8_t Places;           ///< PragmaPlace bits.
  PragmaValues Values;
  /// Integer and Positive: the least and the most value taken (Positive's
  /// least is 1; ValueRange in Base.td narrows either).
  int64_t Least, Most;
  /// Outside Places, a string ptxas does not know (PragmaString).
  bool UnknownElsewhere;
  /// Read, then ignored with "Pragma '...' unsupported".
  bool Unsupported;
};

/// Qualifiers of which a kernel and its callees may use one only, in the
/// instructions whose opcode's first word is Opcode (Base.td).
struct OneValuePerKernelInfo {
  std::string_view Opcode;
  std::string_view Values[4]; ///< Their spellings; empty after the last.
};

/// How many bytes a kernel's parameters may take where a requirement is
/// met (Declarations.td).
struct KernelParameterSpaceInfo {
  uint32_t Bytes;
  uint16_t Requirement; ///< Into Requirements.
};

/// A vector declarations may have (DeclaredTypes.td, DeclarableVector).
struct DeclarableVectorInfo {
  uint16_t Vector; ///< qualifier(Vector).
  uint16_t MaxBits;
};

/// The constants an initializer may give a declared type.
enum class InitialValueKind : uint8_t { Any, Integer, Float, None };

/// A type declarations may have (DeclaredTypes.td, DeclarableType).
struct DeclarableTypeInfo {
  uint16_t Type;               ///< qualifier(Type).
  std::string_view OnlySpace;  ///< Empty: any space.
  bool ScalarOnly;
  bool Packed;
  bool ModuleOrKernelParameter;
  std::string_view ModuleSpace; ///< Empty: any space.
  InitialValueKind InitialValues;
};

/// A directive or a form of one (Directives.td).
struct DirectiveFeatureInfo {
  std::string_view Name; ///< `.alias`, or a phrase for a form.
  uint16_t Requirement;  ///< Into Requirements.
  /// For a directive between a function's signature and body: which
  /// kinds take it (DirectiveOnEntry, DirectiveOnFunc); 0 otherwise.
  uint8_t AppliesTo;
  Version RemovedIn;          ///< 0.0: never removed.
  std::string_view Replacement; ///< What to write once it is removed.
  bool Once;                    ///< Refused twice on one function.
  /// A function directive's integer constants: how many, and whether
  /// each is positive.
  uint8_t MinArguments, MaxArguments;
  bool PositiveArguments;
};

/// Between the directives of one function: First conflicts with the one
/// of Others, or needs all of them.
struct FunctionDirectiveRuleInfo {
  bool Conflict;
  uint16_t First;    ///< Into DirectiveFeatures.
  IndexRange Others; ///< Into DirectivePool.
};
constexpr uint8_t DirectiveOnEntry = 1, DirectiveOnFunc = 2;

enum class QualifierKind : uint8_t { Plain, Type, Vector, Space };

struct QualifierInfo {
  std::string_view Spelling;
  QualifierKind Kind;
  uint16_t Requirement;
  std::string_view TypeClass; ///< Type: "b", "u", "s", "f" or "pred".
  uint16_t Bits;              ///< Type: width in bits.
  uint8_t Lanes;              ///< Vector: number of elements.
  std::string_view Space;     ///< Space: "global", "shared", ...
};

/// A slot name's id: its index in the sorted list of distinct slot names.
/// C++ names one through the emitted constants of src/ISA/SlotNames.h
/// (isa::slots::CacheOperator), never by its text.
struct SlotId {
  uint16_t Index;
  friend constexpr bool operator==(SlotId A, SlotId B) { return A.Index == B.Index; }
  friend constexpr bool operator!=(SlotId A, SlotId B) { return A.Index != B.Index; }
};

/// No slot: an operand whose type no slot gives.
constexpr SlotId NoSlot{0xFFFF};

struct SlotInfo {
  std::string_view Name;
  IndexRange Values; ///< Into QualifierPool.
  bool Required, Fixed;
  bool Positional;    ///< Filled by the order of its kind's qualifiers.
  bool RepeatAllowed; ///< The same qualifier may be written again.
  SlotId NameId;      ///< Name as an id (isa::slots).
};

enum class OperandKind : uint8_t {
  Register, Value, Immediate, Address, Predicate, Symbol, Label, Data,
  DataValue, Any, Vector, Tuple, List
};

/// What a label operand may name (Base.td LabelKind): bits of
/// OperandInfo::Labels; no bit set means any label.
enum LabelKindBit : uint8_t {
  CodeLabelBit = 1, BranchTargetsBit = 2, CallTargetsBit = 4,
  DeviceFunctionBit = 8, CallPrototypeBit = 16
};

struct OperandInfo {
  std::string_view Name;
  OperandKind Kind;
  /// The slot whose qualifier is the operand's type (its name's id, as
  /// isa::slots), or NoSlot when FixedType gives it or it is not checked.
  SlotId TypeSlot;
  int16_t FixedType; ///< A Qualifiers index, or -1.
  IndexRange PresentWith; ///< Into QualifierPool.
  bool Optional;
  bool HasRange;
  int64_t Min, Max;
  bool BracedScalar; ///< `{r}` may stand for r.

  // Operand shapes (Base.td, "Operand shapes").
  uint8_t Elements;          ///< Vector length when ElementsBy says none; 0: none.
  IndexRange ElementsBy;     ///< Into QualifierPool.
  IndexRange ElementCounts;  ///< Into ValuePool, one per ElementsBy entry.
  uint8_t PairedPredicate;   ///< `d|p`: 0 none, 1 optional, 2 required.
  bool SinkAllowed;          ///< `d|_`.
  bool Negatable;            ///< `!p`.
  IndexRange Parts;          ///< Into OperandPool: `[a, {b, c}]`.
  IndexRange Alternatives;   ///< Into OperandPool: `src-size | ignore-src`.
  bool SpecialRegisters, Variables, Functions, NameOffsets, VariableOffsets;
  IndexRange Values;         ///< Into ValuePool; empty: any.
  IndexRange ValueBy;        ///< Into QualifierPool.
  IndexRange ValueWith;      ///< Into ValuePool, one per ValueBy entry.
  std::string_view AtMostOperand;
  uint16_t Requirement;      ///< A Requirements index, or NoRequirement.
  uint32_t MultipleOf;       ///< Immediates: a multiple of this; 0: any.
  int32_t TypeRules;         ///< A TypeRuleSets index; -1: the form's.
  // Register types per operand (Base.td).
  IndexRange RegisterTypes;  ///< Into QualifierPool; empty: any that fits.
  bool TypedByFirstElement;  ///< A vector's registers agree with the first.
  bool ScalarOrVector;       ///< A scalar or a vector, whatever the slot says.
  // Discarded results (Base.td).
  bool DiscardAllowed;              ///< `_` and `_|p` stand for the operand.
  IndexRange NoPredicateOutputWith; ///< Into QualifierPool: no `|p` with these.
  IndexRange DiscardOnlyWith;       ///< Into QualifierPool: only `_` with these.
  uint16_t DiscardRequirement;      ///< What `_` needs, or NoRequirement.
  uint8_t Labels;            ///< LabelKindBit mask; 0: any label.
  /// Operands holding the return parameters and the parameters of the
  /// function or prototype this operand names; empty: not matched.
  std::string_view ResultsIn, ArgumentsIn;
  // Part selects and negated values (Base.td).
  IndexRange PartSelects;    ///< Into PartSelectPool; empty: none.
  std::string_view PartSelectsWith; ///< The operand they need; "": none.
  IndexRange NotNegatedWith; ///< Into QualifierPool.
  std::string_view NegationAgainst; ///< Operand names, separated by spaces.
  // Wider operands (Base.td): with a qualifier of WidenedBy written, the
  // type at position I of WidenFrom stands for WidenTo[I].
  IndexRange WidenedBy;      ///< Into QualifierPool.
  IndexRange WidenFrom;      ///< Into QualifierPool.
  IndexRange WidenTo;        ///< Into QualifierPool, parallel to WidenFrom.
  bool NoConstants;          ///< A value operand (or vector's elements) that takes no constant.
  // What a paired predicate needs (Base.td).
  uint16_t PairedPredicateRequirement; ///< `d|p` needs it; or NoRequirement.
  // Lengths and names that vary (Base.td): textures and surfaces.
  uint8_t MaxElements;       ///< A vector's most elements; 0: exactly its count.
  bool VectorWithoutQualifier; ///< `{a, b}` with no vector qualifier written.
  IndexRange VariableTypes;  ///< Into QualifierPool; empty: any name.
  // Operands that depend on the module and on other qualifiers (Base.td).
  int16_t WithOption;        ///< A TargetOptions index, or -1: judged only with it.
  int16_t WithoutOption;     ///< A TargetOptions index, or -1: only without it.
  int16_t RequiredWith;      ///< A TargetOptions index, or -1: required with it.
  IndexRange NotWith;        ///< Into QualifierPool: refused with these.
  IndexRange NotWithSlots;   ///< Into ValuePool: each one's slot id, or -1: any.
  std::string_view MatchedByClasses; ///< Type classes, space-separated; "": any.
  IndexRange FirstElementTypeBy; ///< Into QualifierPool.
  int16_t FirstElementType;  ///< A Qualifiers index, or -1.
  std::string_view VariableSpaces; ///< State spaces, space-separated; "": none.
  // Vectors of mixed register types (Base.td).
  bool TypedWhenUniform;     ///< Typed only when its registers share a type.
  bool NoIntegerConstants;   ///< A value operand that takes no integer constant.
  /// What a floating-point constant needs, or NoRequirement...
  uint16_t FloatConstantRequirement;
  /// ...when one of these is written (into QualifierPool; empty: always).
  IndexRange FloatConstantRequirementWith;
};

/// A part select an operand may carry (Base.td PartSelect): Letter, then
/// MinDigits to MaxDigits digits of at most MaxDigit, strictly decreasing
/// when Descending.
struct PartSelectInfo {
  std::string_view Letter;
  uint8_t MinDigits, MaxDigits, MaxDigit;
  bool Descending;
  std::string_view Summary;
};

/// State spaces as bits of a mask (AddressInfo); Generic is "no state
/// space written".
enum AddressSpaceBit : uint8_t {
  SpaceGenericBit = 1, SpaceGlobalBit = 2, SpaceSharedBit = 4,
  SpaceLocalBit = 8, SpaceConstBit = 16, SpaceParamBit = 32
};

/// An address operand's description (Base.td AddressSpec); space lists are
/// AddressSpaceBit masks.
struct AddressInfo {
  /// The slot whose space the address is in (its name's id, as
  /// isa::slots); NoSlot: the form's state space qualifier.
  SlotId SpaceSlot;
  uint8_t VariableSpaces, GenericVariables, ImmediateIn, NarrowIn,
      No32BitRegisterIn, SuffixSpaces;
  uint8_t MinRegisterBits;
  bool SpecialRegisterBase, BracketsOptional, BareRegisterLast;
  std::string_view Suffixes; ///< Separated by spaces.
  // Addresses written as values (isspacep, mapa).
  bool Bracketed;
  SlotId RegisterWidthSlot; ///< NoSlot: MinRegisterBits to 64 bits.
  bool OffsetBaseAnyWidth;
  IndexRange OffsetBaseTypes; ///< Into QualifierPool.
  bool VariableAlone, FunctionName;
  // Variables by space (Base.td AddressSpec).
  uint8_t NoVariableIn, ParameterAddressOnly, No32BitVariableIn;
  IndexRange BaseRegisterTypes; ///< Into QualifierPool; empty: any.
  /// Registers wider than this are no address; 0: up to 64 bits.
  uint8_t MaxRegisterBits;
  /// Releases up to OlderUpTo read the address as AddressSpecs[Older]
  /// (NoRelease: none differed).
  uint16_t OlderUpTo;
  int16_t Older;
};

enum class ConstraintKind : uint8_t {
  Excludes, Needs, Spaces, Custom, RequiresWith, Removed,
  // Constraints that name slots (Base.td).
  OnlyWith, SameValue, NotAllowed, InOrder
};

constexpr uint16_t NoRequirement = 0xFFFF;

struct ConstraintInfo {
  ConstraintKind Kind;
  IndexRange First, Second; ///< Into QualifierPool.
  bool AllowGeneric;
  std::string_view CustomName;
  std::string_view Summary;
  /// RequiresWith, Removed, Custom: a Requirements index; NoRequirement
  /// for a custom check without one.
  uint16_t Requirement;
  // ---- Constraints that name slots ----
  /// The constraint holds only when one of these is written too; empty:
  /// always. Into QualifierPool.
  IndexRange When;
  /// Why the rule holds, appended to its message; may be empty.
  std::string_view Why;
  /// The slot names First, Second and When are narrowed to ("": any); a
  /// form's slot indices for them are in ConstraintSlots.
  std::string_view FirstSlot, SecondSlot, WhenSlot;
  /// OnlyWith: an empty slot passes.
  bool AllowEmpty;
  /// Custom: the check's id, an index into the emitted list of check names
  /// (isa::customCheckName); the checker runs it by this index.
  uint16_t CustomCheck;
};

/// Where a form's constraint looks, as indices into the form's slots
/// (AnySlot: every slot): emitted per (form, constraint) because a
/// constraint record may serve forms whose slots differ.
struct ConstraintSlots {
  uint8_t First, Second, When;
};
constexpr uint8_t AnySlot = 0xFF;

/// ConstraintInfo::CustomCheck of a constraint that is no custom check.
constexpr uint16_t NoCustomCheck = 0xFFFF;

struct TypeRuleInfo {
  std::string_view InstructionClass, RegisterClass;
  bool AtLeast; ///< The register may be wider; otherwise same width.
  bool AnyWidth; ///< The register may have any width (overrides AtLeast).
};

struct TypeRuleSetInfo {
  IndexRange Rules; ///< Into TypeRulePool.
};

struct FormInfo {
  std::string_view Name;
  uint16_t Opcode;
  uint16_t Requirement;
  uint16_t TypeRules; ///< A TypeRuleSets index.
  IndexRange Slots;       ///< Into SlotPool.
  IndexRange Operands;    ///< Into OperandPool.
  IndexRange Constraints; ///< Into ConstraintPool.
  std::string_view Summary;
  uint16_t VectorTypeRules; ///< A TypeRuleSets index, for vector elements.
};

//===----------------------------------------------------------------------===//
// Variant tables (Base.td: Variant, Form.Keys)
//===----------------------------------------------------------------------===//

/// Forms have at most this many key slots.
constexpr size_t MaxVariantKeys = 6;
/// A key position whose slot is left empty (Absent in the .td).
constexpr uint16_t AbsentKey = UINT16_MAX;

/// A Variant record: one or more legal key tuples of a form and what they
/// take and need.
struct VariantInfo {
  uint16_t Form; ///< A Forms index.
  /// Per key slot, the qualifiers of the row (into VariantKeyPool: Qualifiers
  /// indices, AbsentKey for an empty slot).
  IndexRange Key[MaxVariantKeys];
  IndexRange Allowed, Required; ///< Into QualifierPool.
  uint16_t Requirement;
  IndexRange Elements; ///< Into ElementPool.
  bool ConstantOperands, SpecialRegisterOperands, VariableOperands;
  /// Non-empty: the tuples are refused, for this reason.
  std::string_view Refusal;
  /// The largest value of each immediate operand of the form for this row
  /// (into ElementPool; -1: the operand's own range).
  IndexRange ImmediateMax;
};

/// One tuple of a row, in the sorted probe index: (Form, Key) ascending,
/// then rows in definition order.
struct VariantTupleInfo {
  uint16_t Form;
  uint16_t Key[MaxVariantKeys]; ///< Qualifiers indices or AbsentKey; unused: 0.
  uint16_t Row;                 ///< A Variants index.
};

/// A form's variant table, by form index.
struct FormVariantsInfo {
  uint8_t NumKeys; ///< 0: the form has none.
  uint8_t KeySlots[MaxVariantKeys]; ///< Positions in the form's slots.
  /// Bit S: slot S of the form is governed by the rows (some row names one
  /// of its qualifiers in Allowed or Required).
  uint32_t GovernedSlots;
  uint16_t RowBegin, RowCount;     ///< Into Variants.
  uint32_t TupleBegin, TupleCount; ///< Into VariantTuples.
};

struct SpecialRegisterInfo {
  std::string_view Name;
  std::string_view Type;
  uint16_t Requirement;
  uint16_t Count;                ///< > 0: Name0 .. Name<Count-1>.
  std::string_view Components;   ///< Concatenated: ".x.y.z", or empty.
  uint8_t LegacyReadBits;        ///< Bit N/8: an N-bit legacy read is allowed.
};

struct OpcodeInfo {
  std::string_view Name;
  uint16_t Requirement;
  IndexRange Forms; ///< Into FormPool.
  std::string_view Section;
  bool PartSelects; ///< Operands may be written `r1.b3` (video).
  int8_t LabelTarget; ///< The operand that must be a label; -1: none.
  bool LabelsAllowed; ///< Whether operands may name labels at all.
  bool ShapedVectors; ///< Vector lengths follow the shape, not 1/2/4/8.
};

//===----------------------------------------------------------------------===//
// Lint facts (src/ISA/Lint.td): what the lint warnings know about the ISA
//===----------------------------------------------------------------------===//

/// EffectiveSpaces: Qualifiers on Opcode act on memory in Spaces only.
struct EffectiveSpacesInfo {
  uint16_t Opcode;
  IndexRange Qualifiers;     ///< Into QualifierPool; empty: the instruction.
  IndexRange Spaces;         ///< Into QualifierPool: SpaceQualifiers.
  std::string_view Diagnostic; ///< The warning's stable ID.
  bool Undefined;            ///< Undefined behaviour elsewhere, not no effect.
};

/// DefaultQualifier: Qualifier in Opcode's slot Slot is the default.
struct DefaultQualifierInfo {
  uint16_t Opcode;
  std::string_view Slot;
  uint16_t Qualifier;
  SlotId SlotName; ///< Slot as an id.
};

/// DefaultOperand: the optional Operand's value when left out.
struct DefaultOperandInfo {
  uint16_t Operand; ///< An Operands index.
  double Value;
};

/// AlignedAddress / AlignedOpcodeAddress.
struct AlignedAddressInfo {
  uint16_t Opcode;
  int32_t Form;     ///< A Forms index; -1: any `[...]` operand of Opcode.
  int32_t Operand;  ///< An Operands index; -1 with Form -1.
  uint16_t Bytes;   ///< 0: the access size (or SizeFrom's value).
  int32_t SizeFrom; ///< An Operands index, or -1.
};

enum class MemoryAccessKind : uint8_t { Write, ReadOnly };

/// MemoryAccess / OpcodeMemoryAccess.
struct MemoryAccessInfo {
  uint16_t Opcode;
  int32_t Form;    ///< -1: the first `[...]` operand of Opcode.
  int32_t Operand; ///< An Operands index, or -1.
  MemoryAccessKind Kind;
  IndexRange When; ///< Into QualifierPool; empty: always.
};

/// TruncatedImmediate.
struct TruncatedImmediateInfo {
  uint16_t Operand;
  uint8_t Bits;
};

/// OperandValueRange: (Min, Max] or [Min, Max].
struct OperandValueRangeInfo {
  uint16_t Operand;
  double Min, Max;
  bool MinExclusive;
};

/// OperandOrder: Lesser <= Greater, unsigned in Bits bits.
struct OperandOrderInfo {
  uint16_t Lesser, Greater;
  uint8_t Bits;
};

/// AdvisedTargets.
struct AdvisedTargetsInfo {
  IndexRange Qualifiers; ///< Into QualifierPool.
  uint16_t Requirement;  ///< The targets the qualifiers are meant for.
};

//===----------------------------------------------------------------------===//
// Synchronization facts (src/ISA/Sync.td)
//===----------------------------------------------------------------------===//

/// What a SyncFact record says of its opcode (Sync.td's kinds).
enum class SyncFactKind : uint8_t {
  ControlTransfer, NoResult, Collective, MemberMask, ResultUniformity,
  CustomUniformity, SharedMemoryAccess, ProxyFence, GroupMember, GroupCommit,
  GroupWait, NotWhilePending, RegisterFence, MbarrierInit, MbarrierInval,
  MbarrierUse, MbarrierAsyncUse, MbarrierInitFence, ThreadBarrier,
  PeerSharedMemory, TensorMemoryAlloc, TensorMemoryDealloc, CollectiveResult,
  Call, RegisterCountChange, ReadOnlyIf, ReadOnlyUnless, Copy, AgreementMask,
  RegisterCountRaise, Comparison
};

/// How widely threads take part, or a value is the same: ordered, so that
/// the narrower of two is the smaller.
enum class SyncScope : uint8_t { Thread, Warp, Warpgroup, CTA, Cluster, Grid };

/// ControlTransfer records keep their kind in Scope's place.
enum class TransferKind : uint8_t { Branch, Indirect, Return, Exit, Trap };

/// The asynchronous groups of Sync.td.
enum class AsyncGroup : uint8_t { CpAsync, Bulk, Wgmma, Tcgen05Ld, Tcgen05St };
constexpr size_t NumAsyncGroups = 5;

/// The uniformity rules written in C++ (CustomUniformity).
enum class CustomUniformityRule : uint8_t {
  BroadcastLane, LaneBitsShifted, LaneBitsDivided, LaneBitsKept,
  LaneThresholdBelow, LaneThresholdAtMost, AgreementIsWhole
};

/// What a Comparison fact's instruction tests.
enum class Relation : uint8_t { Eq, Ne, Lt, Le, Gt, Ge };

/// One SyncFact record.
struct SyncFactInfo {
  uint16_t Opcode;
  SyncFactKind Kind;
  IndexRange When;   ///< Into QualifierPool; empty: always.
  IndexRange Unless; ///< Into QualifierPool.
  int8_t Scope;      ///< A SyncScope (a TransferKind); -1: none.
  int8_t Group;      ///< An AsyncGroup; -1: none.
  int8_t Custom;     ///< A CustomUniformityRule, or for a Comparison its
                     ///< Relation; -1: none.
  bool AsyncProxy;   ///< SharedMemoryAccess: async, else generic.
  uint8_t Access;    ///< SharedMemoryAccess: 1 read, 2 write, 3 both.
  bool AlwaysShared; ///< SharedMemoryAccess: whatever space is written.
  std::string_view SpaceSlot; ///< SharedMemoryAccess: "" or a slot name.
  uint8_t OperandCount;
  uint8_t Operands[2]; ///< Operand positions.
  std::string_view Spelling; ///< What a fix-it inserts; may be empty.

  SyncScope scope() const { return static_cast<SyncScope>(Scope); }
  TransferKind transfer() const { return static_cast<TransferKind>(Scope); }
  AsyncGroup group() const { return static_cast<AsyncGroup>(Group); }
  bool reads() const { return Access & 1; }
  bool writes() const { return Access & 2; }
};

/// SpecialRegisterScope: reading Register gives Scope's threads one value.
struct SpecialRegisterScopeInfo {
  std::string_view Register;
  uint8_t Scope; ///< A SyncScope.
};

} // namespace ptxlint::isa

#endif // PTXLINT_ISA_ISATABLES_H
