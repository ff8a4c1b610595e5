//===- ISA.cpp ------------------------------------------------------------===//

#include "ISA.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace ptxlint::isa {
namespace {
#include "ISATables.inc"

/// Words of at most 7 characters (`.b32`, `.global`, `ld`, `mma`), packed
/// with their length into an integer, to be found without hashing text.
std::optional<uint64_t> shortKey(std::string_view Text) {
  if (Text.size() > 7)
    return std::nullopt;
  uint64_t Key = Text.size();
  for (char C : Text)
    Key = (Key << 8) | static_cast<unsigned char>(C);
  return Key;
}

/// A fixed set of short keys and what each stands for, in an open-addressed
/// array that a multiplication and a shift index: the checker asks it for
/// every modifier and register type of every instruction, and a
/// std::unordered_map's division and scattered nodes cost several times as
/// much. Built once, then only read.
template <typename Value> class ShortKeyTable {
public:
  void insert(uint64_t Key, Value V) {
    assert(Key != Empty && "a short key has a length, so is never 0");
    if ((Count + 1) * 2 > Slots.size())
      grow();
    place(Key, V);
  }
  /// The value of Key, or a value-initialized one.
  Value find(uint64_t Key) const {
    if (Slots.empty())
      return Value();
    for (size_t I = slotOf(Key);; I = (I + 1) & (Slots.size() - 1)) {
      if (Slots[I].Key == Key)
        return Slots[I].V;
      if (Slots[I].Key == Empty)
        return Value();
    }
  }

private:
  static constexpr uint64_t Empty = 0;
  struct Slot {
    uint64_t Key = Empty;
    Value V{};
  };
  size_t slotOf(uint64_t Key) const {
    return static_cast<size_t>((Key * 0x9E3779B97F4A7C15ull) >> Shift);
  }
  void place(uint64_t Key, Value V) {
    size_t I = slotOf(Key);
    while (Slots[I].Key != Empty && Slots[I].Key != Key)
      I = (I + 1) & (Slots.size() - 1);
    Count += Slots[I].Key == Empty;
    Slots[I] = {Key, V};
  }
  void grow() {
    std::vector<Slot> Old = std::move(Slots);
    Slots.assign(Old.empty() ? 64 : Old.size() * 2, Slot());
    Shift = 64 - static_cast<unsigned>(__builtin_ctzll(Slots.size()));
    Count = 0;
    for (const Slot &S : Old)
      if (S.Key != Empty)
        place(S.Key, S.V);
  }
  std::vector<Slot> Slots;
  size_t Count = 0;
  unsigned Shift = 64;
};

/// Every instruction looks up its opcode and each of its qualifiers: hash
/// indexes, built once, instead of searching the tables.
struct LookupIndex {
  std::unordered_map<std::string_view, const OpcodeInfo *> OpcodeByName;
  ShortKeyTable<const OpcodeInfo *> ShortOpcodes;
  /// Qualifier records by spelling, in table order.
  std::unordered_map<std::string_view, std::vector<const QualifierInfo *>>
      QualifiersBySpelling;
  /// Directive features by name: [0] the others, [1] function directives
  /// (`.pragma` is both). Declarations ask for every qualifier they have.
  std::unordered_map<std::string_view, const DirectiveFeatureInfo *>
      DirectiveByName[2];

  LookupIndex() {
    for (const DirectiveFeatureInfo &D : DirectiveFeatures)
      DirectiveByName[D.AppliesTo != 0].emplace(D.Name, &D);
    for (const OpcodeInfo &Op : Opcodes) {
      OpcodeByName.emplace(Op.Name, &Op);
      if (std::optional<uint64_t> Key = shortKey(Op.Name))
        ShortOpcodes.insert(*Key, &Op);
    }
    for (const QualifierInfo &Q : Qualifiers)
      QualifiersBySpelling[Q.Spelling].push_back(&Q);
    for (const auto &[Spelling, Records] : QualifiersBySpelling)
      if (std::optional<uint64_t> Key = shortKey(Spelling))
        ShortSpellings.insert(*Key, &Records);
  }

  /// Most spellings (`.b32`, `.global`) are short.
  ShortKeyTable<const std::vector<const QualifierInfo *> *> ShortSpellings;

  /// The records spelt Text, in table order, or null.
  const std::vector<const QualifierInfo *> *qualifiersSpelt(
      std::string_view Text) const {
    if (std::optional<uint64_t> Key = shortKey(Text))
      return ShortSpellings.find(*Key);
    auto It = QualifiersBySpelling.find(Text);
    return It == QualifiersBySpelling.end() ? nullptr : &It->second;
  }

  const OpcodeInfo *opcodeNamed(std::string_view Name) const {
    if (std::optional<uint64_t> Key = shortKey(Name))
      return ShortOpcodes.find(*Key);
    auto It = OpcodeByName.find(Name);
    return It == OpcodeByName.end() ? nullptr : It->second;
  }
};

const LookupIndex &lookupIndex() {
  static const LookupIndex Index;
  return Index;
}

} // namespace

EntryList<ConstraintInfo> allConstraints() {
  // An identity pool over the Constraints table.
  static const std::vector<uint16_t> Identity = [] {
    std::vector<uint16_t> Indices(std::size(Constraints));
    for (size_t I = 0; I < Indices.size(); ++I)
      Indices[I] = static_cast<uint16_t>(I);
    return Indices;
  }();
  return {Identity.data(),
          {0, static_cast<uint16_t>(Identity.size())},
          Constraints};
}

TableSpan<Version> knownVersions() {
  return {std::begin(KnownVersions), std::end(KnownVersions)};
}

bool isKnownVersion(Version V) {
  return std::find(std::begin(KnownVersions), std::end(KnownVersions), V) !=
         std::end(KnownVersions);
}

bool isKnownVersionNumber(uint32_t Major, uint32_t Minor) {
  uint64_t Number = uint64_t{Major} * 10 + Minor;
  return std::any_of(std::begin(KnownVersions), std::end(KnownVersions),
                     [Number](Version V) {
                       return uint64_t{V.Major} * 10 + V.Minor == Number;
                     });
}

std::optional<uint16_t> findRelease(std::string_view Name) {
  std::string Release(Name);
  if (Release.find('.') == std::string::npos)
    Release += ".0"; // "13" is 13.0.
  for (size_t I = 0; I < std::size(CUDAReleases); ++I)
    if (CUDAReleases[I].Release == Release)
      return static_cast<uint16_t>(I);
  return std::nullopt;
}

Version newestVersionOf(uint16_t Release) {
  return CUDAReleases[Release].Newest;
}

uint16_t defaultRelease(std::optional<Version> V) {
  uint16_t Oracle = latestRelease();
  for (size_t I = 0; I < std::size(CUDAReleases); ++I)
    if (CUDAReleases[I].Oracle)
      Oracle = static_cast<uint16_t>(I);
  return V ? std::max(Oracle, firstReleaseAccepting(*V)) : Oracle;
}

const CUDAReleaseInfo &release(uint16_t Release) {
  return CUDAReleases[Release];
}

Version latestVersion() {
  return *std::max_element(std::begin(KnownVersions), std::end(KnownVersions));
}

const TargetInfo *findTarget(std::string_view Name) {
  for (const TargetInfo &T : Targets)
    if (T.Name == Name)
      return &T;
  return nullptr;
}

const TargetOptionInfo *findTargetOption(std::string_view Name) {
  for (const TargetOptionInfo &T : TargetOptions)
    if (T.Name == Name)
      return &T;
  return nullptr;
}

const TargetInfo *findTargetSpelt(std::string_view Word) {
  if (const TargetInfo *T = findTarget(Word))
    return T;
  for (const TargetSpellingInfo &S : TargetSpellings)
    if (Word.substr(0, S.Prefix.size()) == S.Prefix)
      return findTarget(std::string(S.Means) +
                        std::string(Word.substr(S.Prefix.size())));
  return nullptr;
}

uint16_t firstReleaseAccepting(Version V) {
  for (size_t I = 0; I < std::size(CUDAReleases); ++I)
    if (CUDAReleases[I].Newest >= V)
      return static_cast<uint16_t>(I);
  return latestRelease();
}

uint16_t latestRelease() {
  return static_cast<uint16_t>(std::size(CUDAReleases) - 1);
}

std::string_view releaseName(uint16_t Release) {
  return CUDAReleases[Release].Release;
}

TableSpan<TargetOptionConflictInfo> targetOptionConflicts() {
  return {std::begin(TargetOptionConflicts), std::end(TargetOptionConflicts)};
}

const TargetOptionInfo &targetOption(uint16_t Index) {
  return TargetOptions[Index];
}

const TargetOptionInfo *targetOptionNeededBy(std::string_view Word) {
  for (const NeedsTargetOptionInfo &N : NeedsTargetOptions)
    if (N.Word == Word)
      return &TargetOptions[N.Option];
  return nullptr;
}

const HeaderDirectiveInfo *findHeaderDirective(std::string_view Name) {
  for (const HeaderDirectiveInfo &H : HeaderDirectives)
    if (H.Name == Name)
      return &H;
  return nullptr;
}

TableSpan<HeaderDirectiveInfo> headerDirectives() {
  return {std::begin(HeaderDirectives), std::end(HeaderDirectives)};
}

const AddressSizeInfo *findAddressSize(uint64_t Bits) {
  for (const AddressSizeInfo &A : AddressSizes)
    if (A.Bits == Bits)
      return &A;
  return nullptr;
}

TableSpan<AddressSizeInfo> addressSizes() {
  return {std::begin(AddressSizes), std::end(AddressSizes)};
}

const LinkageWordInfo *findLinkageWord(std::string_view Name) {
  for (const LinkageWordInfo &L : LinkageWords)
    if (L.Name == Name)
      return &L;
  return nullptr;
}

TableSpan<LinkageWordInfo> linkageWords() {
  return {std::begin(LinkageWords), std::end(LinkageWords)};
}

const NotAtModuleScopeInfo *findNotAtModuleScope(std::string_view Space) {
  for (const NotAtModuleScopeInfo &N : NotAtModuleScopeSpaces)
    if (N.Space == Space)
      return &N;
  return nullptr;
}

const DeclarationPlaceInfo &declarationPlace(std::string_view Name) {
  for (const DeclarationPlaceInfo &P : DeclarationPlaces)
    if (P.Name == Name)
      return P;
  assert(false && "a declaration place missing from Declarations.td");
  return DeclarationPlaces[0];
}

bool vectorOnlyAsArray(std::string_view Space) {
  for (const VectorOnlyAsArrayInfo &V : VectorOnlyAsArraySpaces)
    if (V.Space == Space)
      return true;
  return false;
}

const DeclarableTypeInfo *declarableType(const QualifierInfo &Type) {
  for (const DeclarableTypeInfo &D : DeclarableTypes)
    if (D.Type == indexOf(Type))
      return &D;
  return nullptr;
}

const DeclarableVectorInfo *declarableVector(const QualifierInfo &Vector) {
  for (const DeclarableVectorInfo &D : DeclarableVectors)
    if (D.Vector == indexOf(Vector))
      return &D;
  return nullptr;
}

TableSpan<KernelParameterSpaceInfo> kernelParameterSpaces() {
  return {std::begin(KernelParameterSpaces), std::end(KernelParameterSpaces)};
}

TableSpan<VariableAttributeInfo> variableAttributes() {
  return {std::begin(VariableAttributes), std::end(VariableAttributes)};
}

TableSpan<std::string_view> declaredSpaces() {
  return {std::begin(DeclaredSpaces), std::end(DeclaredSpaces)};
}

bool isDeclaredSpace(std::string_view Word) {
  return std::find(std::begin(DeclaredSpaces), std::end(DeclaredSpaces),
                   Word) != std::end(DeclaredSpaces);
}

bool isDeclarationWord(std::string_view Word) {
  return std::find(std::begin(DeclarationWords), std::end(DeclarationWords),
                   Word) != std::end(DeclarationWords);
}

const KernelParameterWordInfo *findKernelParameterWord(std::string_view Word) {
  for (const KernelParameterWordInfo &K : KernelParameterWords)
    if (K.Word == Word)
      return &K;
  return nullptr;
}

TableSpan<DeclarationPartInfo> declarationParts() {
  return {std::begin(DeclarationParts), std::end(DeclarationParts)};
}

std::vector<uint8_t> declarationPartsOf(std::string_view Word) {
  std::vector<uint8_t> Parts;
  for (const DeclarationWordPartInfo &W : DeclarationWordParts)
    if (W.Word == Word)
      Parts.push_back(W.Part);
  std::sort(Parts.begin(), Parts.end());
  return Parts;
}

bool takesArrays(std::string_view Space) {
  return std::find(std::begin(NoArraySpaces), std::end(NoArraySpaces),
                   Space) == std::end(NoArraySpaces);
}

const PragmaStringInfo *findPragmaString(std::string_view Text) {
  const PragmaStringInfo *Found = nullptr;
  for (const PragmaStringInfo &P : PragmaStrings) {
    bool Matches = P.Values == PragmaValues::None
                       ? Text == P.Name
                       : Text.substr(0, P.Name.size()) == P.Name;
    if (Matches && (!Found || P.Name.size() > Found->Name.size()))
      Found = &P;
  }
  return Found;
}

TableSpan<OneValuePerKernelInfo> oneValuePerKernelRules() {
  return {std::begin(OneValuePerKernelRules), std::end(OneValuePerKernelRules)};
}

bool readsThirtyTwoBits(std::string_view Place) {
  return std::find(std::begin(ThirtyTwoBitPlaces),
                   std::end(ThirtyTwoBitPlaces),
                   Place) != std::end(ThirtyTwoBitPlaces);
}

bool takesInitializer(std::string_view Space) {
  return std::find(std::begin(InitializedSpaces), std::end(InitializedSpaces),
                   Space) != std::end(InitializedSpaces);
}

const DirectiveFeatureInfo *findDirectiveFeature(std::string_view Name,
                                                 bool FunctionDirective) {
  const auto &ByName = lookupIndex().DirectiveByName[FunctionDirective];
  auto It = ByName.find(Name);
  return It == ByName.end() ? nullptr : It->second;
}

bool isFunctionNameSection(std::string_view Name) {
  for (std::string_view Section : FunctionNameSections)
    if (Section == Name)
      return true;
  return false;
}

bool isRuntimeFunction(std::string_view Name) {
  for (std::string_view Function : RuntimeFunctions)
    if (Function == Name)
      return true;
  return false;
}

TableSpan<FunctionDirectiveRuleInfo> allFunctionDirectiveRules() {
  return {std::begin(FunctionDirectiveRules), std::end(FunctionDirectiveRules)};
}

const DirectiveFeatureInfo &directiveFeature(uint16_t Index) {
  return DirectiveFeatures[Index];
}

EntryList<DirectiveFeatureInfo> othersOf(const FunctionDirectiveRuleInfo &R) {
  return {DirectivePool, R.Others, DirectiveFeatures};
}

const OpcodeInfo *findOpcode(std::string_view Name) {
  return lookupIndex().opcodeNamed(Name);
}

SpelledOpcode findOpcodeSpelledBy(std::string_view Head,
                                  const std::string_view *Parts,
                                  size_t NumParts) {
  size_t Extra = std::min(NumParts, MaxOpcodeParts);
  // Opcode and modifiers are usually one run of source text (`ld.global`):
  // then each candidate is a prefix of that run, and nothing is copied.
  size_t Contiguous = 0;
  const char *End = Head.data() + Head.size();
  for (; Contiguous < Extra && Parts[Contiguous].data() == End; ++Contiguous)
    End += Parts[Contiguous].size();
  std::string Joined;
  for (size_t Taken = Extra + 1; Taken-- > 0;) {
    std::string_view Name;
    if (Taken <= Contiguous) {
      size_t Length = Head.size();
      for (size_t P = 0; P < Taken; ++P)
        Length += Parts[P].size();
      Name = std::string_view(Head.data(), Length);
    } else {
      Joined.assign(Head);
      for (size_t P = 0; P < Taken; ++P)
        Joined += Parts[P];
      Name = Joined;
    }
    if (const OpcodeInfo *Op = findOpcode(Name))
      return {Op, Taken};
  }
  return {};
}

TableSpan<OpcodeInfo> allOpcodes() {
  return {std::begin(Opcodes), std::end(Opcodes)};
}
TableSpan<QualifierInfo> allQualifiers() {
  return {std::begin(Qualifiers), std::end(Qualifiers)};
}

const SpecialRegisterInfo *findSpecialRegister(std::string_view Name) {
  for (const SpecialRegisterInfo &R : SpecialRegisters) {
    if (R.Count == 0) {
      if (R.Name == Name)
        return &R;
      continue;
    }
    // `%pm3`: the name, then a number below Count without leading zeros.
    if (Name.size() <= R.Name.size() || Name.substr(0, R.Name.size()) != R.Name)
      continue;
    std::string_view Digits = Name.substr(R.Name.size());
    if (Digits.size() > 1 && Digits[0] == '0')
      continue;
    unsigned Value = 0;
    bool AllDigits = Digits.size() <= 4;
    for (char C : Digits) {
      AllDigits = AllDigits && C >= '0' && C <= '9';
      Value = Value * 10 + static_cast<unsigned>(C - '0');
    }
    if (AllDigits && Value < R.Count)
      return &R;
  }
  return nullptr;
}

bool hasComponent(const SpecialRegisterInfo &R, std::string_view Component) {
  size_t At = R.Components.find(Component);
  // Each component is two characters (".x"); match whole ones only.
  return !Component.empty() && At != std::string_view::npos && At % 2 == 0 &&
         Component.size() == 2;
}

const RequirementInfo &requirement(uint16_t Index) {
  return Requirements[Index];
}
const QualifierInfo &qualifier(uint16_t Index) { return Qualifiers[Index]; }
uint16_t indexOf(const QualifierInfo &Q) {
  return static_cast<uint16_t>(&Q - Qualifiers);
}

EntryList<FormInfo> formsOf(const OpcodeInfo &Op) {
  return {FormPool, Op.Forms, Forms};
}
const OpcodeInfo &opcodeOf(const FormInfo &F) { return Opcodes[F.Opcode]; }
EntryList<SlotInfo> slotsOf(const FormInfo &F) {
  return {SlotPool, F.Slots, Slots};
}
EntryList<OperandInfo> operandsOf(const FormInfo &F) {
  return {OperandPool, F.Operands, Operands};
}
EntryList<ConstraintInfo> constraintsOf(const FormInfo &F) {
  return {ConstraintPool, F.Constraints, Constraints};
}
std::string_view slotNameText(SlotId Id) { return SlotNameTexts[Id.Index]; }
size_t numCustomChecks() { return NumCustomChecks; }
std::string_view customCheckName(uint16_t Id) { return CustomCheckNames[Id]; }
const RequirementInfo &customRequirement(const FormInfo &F,
                                         std::string_view Name) {
  for (const ConstraintInfo &C : constraintsOf(F))
    if (C.Kind == ConstraintKind::Custom && C.CustomName == Name &&
        C.Requirement != NoRequirement)
      return requirement(C.Requirement);
  static constexpr RequirementInfo None{}; // Met by every module.
  return None;
}
EntryList<QualifierInfo> valuesOf(const SlotInfo &S) {
  return {QualifierPool, S.Values, Qualifiers};
}
EntryList<QualifierInfo> presentWith(const OperandInfo &O) {
  return {QualifierPool, O.PresentWith, Qualifiers};
}

// Operand shapes.
namespace {
ValueList valuesIn(IndexRange R) {
  return {ValuePool + R.Begin, ValuePool + R.Begin + R.Count};
}
} // namespace
EntryList<QualifierInfo> elementsBy(const OperandInfo &O) {
  return {QualifierPool, O.ElementsBy, Qualifiers};
}
ValueList elementCounts(const OperandInfo &O) { return valuesIn(O.ElementCounts); }
EntryList<OperandInfo> partsOf(const OperandInfo &O) {
  return {OperandPool, O.Parts, Operands};
}
EntryList<OperandInfo> alternativesOf(const OperandInfo &O) {
  return {OperandPool, O.Alternatives, Operands};
}
ValueList allowedValues(const OperandInfo &O) { return valuesIn(O.Values); }
EntryList<QualifierInfo> valueBy(const OperandInfo &O) {
  return {QualifierPool, O.ValueBy, Qualifiers};
}
ValueList valueWith(const OperandInfo &O) { return valuesIn(O.ValueWith); }

EntryList<QualifierInfo> registerTypesOf(const OperandInfo &O) {
  return {QualifierPool, O.RegisterTypes, Qualifiers};
}
EntryList<QualifierInfo> variableTypesOf(const OperandInfo &O) {
  return {QualifierPool, O.VariableTypes, Qualifiers};
}
EntryList<QualifierInfo> notWith(const OperandInfo &O) {
  return {QualifierPool, O.NotWith, Qualifiers};
}
ValueList notWithSlots(const OperandInfo &O) { return valuesIn(O.NotWithSlots); }
EntryList<QualifierInfo> firstElementTypeBy(const OperandInfo &O) {
  return {QualifierPool, O.FirstElementTypeBy, Qualifiers};
}
EntryList<QualifierInfo> noPredicateOutputWith(const OperandInfo &O) {
  return {QualifierPool, O.NoPredicateOutputWith, Qualifiers};
}
EntryList<QualifierInfo> discardOnlyWith(const OperandInfo &O) {
  return {QualifierPool, O.DiscardOnlyWith, Qualifiers};
}
EntryList<PartSelectInfo> partSelectsOf(const OperandInfo &O) {
  return {PartSelectPool, O.PartSelects, PartSelects};
}
EntryList<QualifierInfo> notNegatedWith(const OperandInfo &O) {
  return {QualifierPool, O.NotNegatedWith, Qualifiers};
}

EntryList<QualifierInfo> widenedBy(const OperandInfo &O) {
  return {QualifierPool, O.WidenedBy, Qualifiers};
}

const QualifierInfo &widenedType(const OperandInfo &O, const QualifierInfo &T) {
  EntryList<QualifierInfo> From(QualifierPool, O.WidenFrom, Qualifiers);
  EntryList<QualifierInfo> To(QualifierPool, O.WidenTo, Qualifiers);
  for (size_t I = 0; I < From.size(); ++I)
    if (&From[I] == &T)
      return To[I];
  return T;
}

const AddressInfo *addressOf(const OperandInfo &O) {
  int16_t Index = OperandAddress[&O - Operands];
  return Index < 0 ? nullptr : &AddressSpecs[Index];
}

const AddressInfo *addressOf(const OperandInfo &O, uint16_t Release) {
  const AddressInfo *A = addressOf(O);
  while (A && A->OlderUpTo != NoRelease && Release <= A->OlderUpTo)
    A = &AddressSpecs[A->Older];
  return A;
}

const RequirementInfo &requirementIn(const RequirementInfo &R,
                                     uint16_t Release) {
  const RequirementInfo *In = &R;
  while (In->OlderUpTo != NoRelease && Release <= In->OlderUpTo)
    In = &Requirements[In->Older];
  return *In;
}

bool droppedWords(uint16_t Release, std::string_view Opcode,
                  const std::vector<const QualifierInfo *> &Spellings,
                  std::vector<bool> &Dropped) {
  bool Any = false;
  for (const DroppedWordsInfo &D : DroppedWords) {
    if (Release > D.UpTo || D.Words.Count == 0)
      continue;
    if (!D.Opcodes.empty() &&
        D.Opcodes.find(" " + std::string(Opcode) + " ") == std::string_view::npos)
      continue;
    EntryList<QualifierInfo> Words(QualifierPool, D.Words, Qualifiers);
    EntryList<QualifierInfo> After(QualifierPool, D.LastAfterType, Qualifiers);
    auto In = [](EntryList<QualifierInfo> List, const QualifierInfo *Q) {
      for (const QualifierInfo &Entry : List)
        if (&Entry == Q)
          return true;
      return false;
    };
    for (size_t I = 0; I < Spellings.size(); ++I) {
      if (!Spellings[I] || !In(Words, Spellings[I]))
        continue;
      if (!After.empty() && (I + 1 != Spellings.size() || I == 0 ||
                             !Spellings[I - 1] || !In(After, Spellings[I - 1])))
        continue;
      Dropped[I] = true;
      Any = true;
    }
  }
  return Any;
}

uint16_t firstReleaseKnowing(const TargetInfo &T) {
  return T.FirstRelease != NoRelease ? T.FirstRelease
                                     : firstReleaseAccepting(T.MinVersion);
}

bool refusedIn(const RequirementInfo &R, uint16_t Release) {
  return R.RefusedUpTo != NoRelease && Release <= R.RefusedUpTo;
}

bool compiles32BitAddresses(uint16_t Release, const TargetInfo *T) {
  const AddressSizeInfo *Size = findAddressSize(32);
  if (!Size)
    return false;
  if (Size->DroppedIn != NoRelease && Release >= Size->DroppedIn)
    return false;
  return !(T && Size->RefusedFromSM && T->SM >= Size->RefusedFromSM);
}
EntryList<QualifierInfo> offsetBaseTypes(const AddressInfo &A) {
  return {QualifierPool, A.OffsetBaseTypes, Qualifiers};
}
EntryList<QualifierInfo> baseRegisterTypes(const AddressInfo &A) {
  return {QualifierPool, A.BaseRegisterTypes, Qualifiers};
}

uint8_t spaceBitOf(const QualifierInfo &Q) {
  return QualifierSpaceBits[&Q - Qualifiers];
}
uint8_t declaredSpaceBit(std::string_view Space) {
  const QualifierInfo *Q = findQualifier(Space, QualifierKind::Space);
  return Q ? spaceBitOf(*Q) : 0;
}
std::string_view addressSpaceName(uint8_t Bit) {
  for (size_t I = 0; I < std::size(AddressSpaceNames); ++I)
    if (Bit == 1u << I)
      return AddressSpaceNames[I];
  return {};
}
EntryList<QualifierInfo> firstOf(const ConstraintInfo &C) {
  return {QualifierPool, C.First, Qualifiers};
}
EntryList<QualifierInfo> secondOf(const ConstraintInfo &C) {
  return {QualifierPool, C.Second, Qualifiers};
}
EntryList<TargetInfo> onlyOn(const RequirementInfo &R) {
  return {TargetPool, R.OnlyOn, Targets};
}

bool hasFeaturesOf(const TargetInfo &From, const TargetInfo &Wanted) {
  // The Implies graph is tiny and may have cycles (renamed targets).
  std::vector<const TargetInfo *> Work{&From}, Seen;
  while (!Work.empty()) {
    const TargetInfo *T = Work.back();
    Work.pop_back();
    if (T == &Wanted)
      return true;
    if (std::find(Seen.begin(), Seen.end(), T) != Seen.end())
      continue;
    Seen.push_back(T);
    for (const TargetInfo &Next : EntryList<TargetInfo>(TargetPool, T->Implies, Targets))
      Work.push_back(&Next);
  }
  return false;
}

bool targetMeets(const TargetInfo &T, const RequirementInfo &R) {
  if (T.SM < R.MinSM)
    return false;
  EntryList<TargetInfo> Allowed = onlyOn(R);
  if (Allowed.empty())
    return true;
  for (const TargetInfo &A : Allowed)
    if (hasFeaturesOf(T, A))
      return true;
  return false;
}

namespace {
/// Whether a register of RegisterBits fits an instruction type of
/// InstructionBits by the width a rule asks: the same, at least as wide, or
/// any ("any": ptxas takes a .pred register as a matrix fragment register).
bool ruleWidthFits(const TypeRuleInfo &Rule, unsigned RegisterBits,
                   unsigned InstructionBits) {
  if (Rule.AnyWidth)
    return true;
  return Rule.AtLeast ? RegisterBits >= InstructionBits
                      : RegisterBits == InstructionBits;
}
} // namespace

bool registerFits(const FormInfo &F, const QualifierInfo &InstructionType,
                  std::string_view RegisterClass, unsigned RegisterBits) {
  const TypeRuleSetInfo &Set = TypeRuleSets[F.TypeRules];
  for (const TypeRuleInfo &Rule :
       EntryList<TypeRuleInfo>(TypeRulePool, Set.Rules, TypeRules)) {
    if (Rule.InstructionClass != InstructionType.TypeClass ||
        Rule.RegisterClass != RegisterClass)
      continue;
    if (ruleWidthFits(Rule, RegisterBits, InstructionType.Bits))
      return true;
  }
  return false;
}

namespace {
bool fitsRules(const TypeRuleSetInfo &Set, const QualifierInfo &InstructionType,
               const QualifierInfo &RegisterType);
bool fitsRulesRemembered(size_t SetIndex, const QualifierInfo &InstructionType,
                         const QualifierInfo &RegisterType);
} // namespace

bool registerFits(const FormInfo &F, const QualifierInfo &InstructionType,
                  const QualifierInfo &RegisterType, bool InVector) {
  return fitsRulesRemembered(InVector ? F.VectorTypeRules : F.TypeRules,
                             InstructionType, RegisterType);
}

bool registerFits(const FormInfo &F, const OperandInfo &O,
                  const QualifierInfo &InstructionType,
                  const QualifierInfo &RegisterType, bool InVector) {
  if (O.TypeRules < 0)
    return registerFits(F, InstructionType, RegisterType, InVector);
  return fitsRulesRemembered(static_cast<size_t>(O.TypeRules), InstructionType,
                             RegisterType);
}

namespace {
bool fitsRules(const TypeRuleSetInfo &Set, const QualifierInfo &InstructionType,
               const QualifierInfo &RegisterType) {
  EntryList<TypeRuleInfo> Rules(TypeRulePool, Set.Rules, TypeRules);
  // A register type named by a rule is judged by those rules only; so is
  // an instruction type named by a rule.
  bool Named = false, NamedInstruction = false;
  for (const TypeRuleInfo &Rule : Rules) {
    Named = Named || Rule.RegisterClass == RegisterType.Spelling;
    NamedInstruction =
        NamedInstruction || Rule.InstructionClass == InstructionType.Spelling;
  }
  std::string_view Class = Named ? RegisterType.Spelling : RegisterType.TypeClass;
  std::string_view InstructionClass =
      NamedInstruction ? InstructionType.Spelling : InstructionType.TypeClass;
  for (const TypeRuleInfo &Rule : Rules) {
    if (Rule.InstructionClass != InstructionClass ||
        Rule.RegisterClass != Class)
      continue;
    if (ruleWidthFits(Rule, RegisterType.Bits, InstructionType.Bits))
      return true;
  }
  return false;
}

/// fitsRules of a rule set and two type records, worked out once per
/// triple: every register operand of every instruction asks, and the
/// answer depends on nothing else (the rules compare class spellings).
/// The table is shared by the checking threads; an entry is 0 until
/// known, then 1 (no) or 2 (yes), and two threads can only store the
/// same answer.
bool fitsRulesRemembered(size_t SetIndex, const QualifierInfo &InstructionType,
                         const QualifierInfo &RegisterType) {
  struct Memo {
    std::vector<int16_t> TypeNumber; ///< Per qualifier: -1 if no type.
    size_t NumTypes = 0;
    std::unique_ptr<std::atomic<uint8_t>[]> Answers;
    Memo() : TypeNumber(std::size(Qualifiers), -1) {
      for (size_t Q = 0; Q < std::size(Qualifiers); ++Q)
        if (Qualifiers[Q].Kind == QualifierKind::Type)
          TypeNumber[Q] = static_cast<int16_t>(NumTypes++);
      size_t Size = std::size(TypeRuleSets) * NumTypes * NumTypes;
      Answers.reset(new std::atomic<uint8_t>[Size]);
      for (size_t I = 0; I < Size; ++I)
        Answers[I].store(0, std::memory_order_relaxed);
    }
    /// The type number of Q, a record of the table, or -1.
    int16_t typeNumber(const QualifierInfo &Q) const {
      auto Begin = reinterpret_cast<uintptr_t>(std::begin(Qualifiers));
      auto End = reinterpret_cast<uintptr_t>(std::end(Qualifiers));
      auto At = reinterpret_cast<uintptr_t>(&Q);
      return At >= Begin && At < End ? TypeNumber[&Q - Qualifiers] : -1;
    }
  };
  static const Memo M;
  int16_t I = M.typeNumber(InstructionType), R = M.typeNumber(RegisterType);
  if (I < 0 || R < 0)
    return fitsRules(TypeRuleSets[SetIndex], InstructionType, RegisterType);
  std::atomic<uint8_t> &Answer =
      M.Answers[(SetIndex * M.NumTypes + static_cast<size_t>(I)) * M.NumTypes +
                static_cast<size_t>(R)];
  uint8_t Known = Answer.load(std::memory_order_relaxed);
  if (Known == 0) {
    Known = fitsRules(TypeRuleSets[SetIndex], InstructionType, RegisterType) ? 2 : 1;
    Answer.store(Known, std::memory_order_relaxed);
  }
  return Known == 2;
}
} // namespace

const QualifierInfo *findQualifier(std::string_view Spelling,
                                   QualifierKind Kind) {
  const std::vector<const QualifierInfo *> *Records =
      lookupIndex().qualifiersSpelt(Spelling);
  if (!Records)
    return nullptr;
  for (const QualifierInfo *Q : *Records)
    if (Q->Kind == Kind)
      return Q;
  return nullptr;
}

const QualifierInfo *qualifierSpelt(std::string_view Text) {
  const std::vector<const QualifierInfo *> *Records =
      lookupIndex().qualifiersSpelt(Text);
  return Records ? Records->front() : nullptr;
}

const FormInfo &form(uint16_t Index) { return Forms[Index]; }

//===----------------------------------------------------------------------===//
// Variant tables
//===----------------------------------------------------------------------===//

const FormVariantsInfo &variantsOf(const FormInfo &F) {
  return FormVariants[&F - Forms];
}

TableSpan<VariantTupleInfo> variantTuplesOf(const FormInfo &F) {
  const FormVariantsInfo &V = variantsOf(F);
  const VariantTupleInfo *Begin = VariantTuples + V.TupleBegin;
  return {Begin, Begin + V.TupleCount};
}

TableSpan<VariantTupleInfo> findVariantTuples(const FormInfo &F,
                                              const uint16_t *Key) {
  const FormVariantsInfo &V = variantsOf(F);
  TableSpan<VariantTupleInfo> All = variantTuplesOf(F);
  auto Less = [&](const VariantTupleInfo &T, const uint16_t *K) {
    return std::lexicographical_compare(T.Key, T.Key + V.NumKeys, K,
                                        K + V.NumKeys);
  };
  auto Greater = [&](const uint16_t *K, const VariantTupleInfo &T) {
    return std::lexicographical_compare(K, K + V.NumKeys, T.Key,
                                        T.Key + V.NumKeys);
  };
  const VariantTupleInfo *Lo = std::lower_bound(All.Begin, All.End, Key, Less);
  const VariantTupleInfo *Hi = std::upper_bound(Lo, All.End, Key, Greater);
  return {Lo, Hi};
}

const VariantInfo &variant(uint16_t Index) { return Variants[Index]; }

TableSpan<uint16_t> keyOf(const VariantInfo &R, size_t K) {
  const uint16_t *Begin = VariantKeyPool + R.Key[K].Begin;
  return {Begin, Begin + R.Key[K].Count};
}
EntryList<QualifierInfo> allowedOf(const VariantInfo &R) {
  return {QualifierPool, R.Allowed, Qualifiers};
}
EntryList<QualifierInfo> requiredOf(const VariantInfo &R) {
  return {QualifierPool, R.Required, Qualifiers};
}
TableSpan<int16_t> elementsOf(const VariantInfo &R) {
  const int16_t *Begin = ElementPool + R.Elements.Begin;
  return {Begin, Begin + R.Elements.Count};
}
TableSpan<int16_t> immediateMaxOf(const VariantInfo &R) {
  const int16_t *Begin = ElementPool + R.ImmediateMax.Begin;
  return {Begin, Begin + R.ImmediateMax.Count};
}

const QualifierInfo *findType(std::string_view Spelling) {
  return findQualifier(Spelling, QualifierKind::Type);
}

std::string versionString(Version V) {
  return std::to_string(V.Major) + "." + std::to_string(V.Minor);
}

std::string describeTargets(const RequirementInfo &R) {
  EntryList<TargetInfo> Allowed = onlyOn(R);
  if (Allowed.empty())
    return R.MinSM ? "sm_" + std::to_string(R.MinSM) + " or later"
                   : "any target";
  std::string Result;
  for (size_t I = 0; I < Allowed.size(); ++I) {
    if (I)
      Result += I + 1 == Allowed.size() ? " or " : ", ";
    Result += std::string(Allowed[I].Name);
  }
  return Result;
}

//===----------------------------------------------------------------------===//
// Lint facts
//===----------------------------------------------------------------------===//

namespace {
template <typename T, size_t N>
TableSpan<T> lintTable(const T (&Table)[N], size_t Count) {
  return {Table, Table + Count}; // Count < N when the .td has no records.
}
} // namespace

TableSpan<EffectiveSpacesInfo> effectiveSpaces() {
  return lintTable(EffectiveSpaces, NumEffectiveSpaces);
}
TableSpan<DefaultQualifierInfo> defaultQualifiers() {
  return lintTable(DefaultQualifiers, NumDefaultQualifiers);
}
TableSpan<DefaultOperandInfo> defaultOperands() {
  return lintTable(DefaultOperands, NumDefaultOperands);
}
TableSpan<AlignedAddressInfo> alignedAddresses() {
  return lintTable(AlignedAddresses, NumAlignedAddresses);
}
TableSpan<AlignedAddressInfo> alignedOpcodeAddresses() {
  return lintTable(AlignedOpcodeAddresses, NumAlignedOpcodeAddresses);
}
TableSpan<MemoryAccessInfo> memoryAccesses() {
  return lintTable(MemoryAccesses, NumMemoryAccesses);
}
TableSpan<MemoryAccessInfo> opcodeMemoryAccesses() {
  return lintTable(OpcodeMemoryAccesses, NumOpcodeMemoryAccesses);
}
TableSpan<uint16_t> policyOperands() {
  return lintTable(PolicyOperands, NumPolicyOperands);
}
TableSpan<uint16_t> policyResults() {
  return lintTable(PolicyResults, NumPolicyResults);
}
TableSpan<TruncatedImmediateInfo> truncatedImmediates() {
  return lintTable(TruncatedImmediates, NumTruncatedImmediates);
}
TableSpan<OperandValueRangeInfo> operandValueRanges() {
  return lintTable(OperandValueRanges, NumOperandValueRanges);
}
TableSpan<OperandOrderInfo> operandOrders() {
  return lintTable(OperandOrders, NumOperandOrders);
}
TableSpan<AdvisedTargetsInfo> advisedTargets() {
  return lintTable(AdvisedTargets, NumAdvisedTargets);
}
TableSpan<uint16_t> spaceAddressed() {
  return lintTable(SpaceAddressed, NumSpaceAddressed);
}

TableSpan<SyncFactInfo> syncFacts() { return lintTable(SyncFacts, NumSyncFacts); }

namespace {
/// The SyncFact records sorted by opcode, and where each opcode's begin.
struct SyncFactIndex {
  std::vector<SyncFactInfo> ByOpcode;
  std::vector<uint32_t> FirstOf; ///< Per opcode, and one past the last.
  std::vector<bool> Role;        ///< Per opcode: hasSyncRole.

  SyncFactIndex() {
    TableSpan<SyncFactInfo> All = syncFacts();
    ByOpcode.assign(All.begin(), All.end());
    std::stable_sort(ByOpcode.begin(), ByOpcode.end(),
                     [](const SyncFactInfo &A, const SyncFactInfo &B) {
                       return A.Opcode < B.Opcode;
                     });
    size_t Count = std::size(Opcodes);
    FirstOf.assign(Count + 1, 0);
    Role.assign(Count, false);
    for (const SyncFactInfo &F : ByOpcode) {
      ++FirstOf[F.Opcode + 1];
      bool Shape = F.Kind == SyncFactKind::ControlTransfer ||
                   F.Kind == SyncFactKind::NoResult ||
                   F.Kind == SyncFactKind::ResultUniformity ||
                   F.Kind == SyncFactKind::CustomUniformity ||
                   F.Kind == SyncFactKind::CollectiveResult ||
                   F.Kind == SyncFactKind::Call ||
                   F.Kind == SyncFactKind::ReadOnlyIf ||
                   F.Kind == SyncFactKind::ReadOnlyUnless ||
                   F.Kind == SyncFactKind::Copy ||
                   F.Kind == SyncFactKind::AgreementMask ||
                   F.Kind == SyncFactKind::Comparison;
      // Generic loads and stores matter only where async ones are too:
      // the checks ask hasSyncRole of them separately.
      bool Generic = F.Kind == SyncFactKind::SharedMemoryAccess && !F.AsyncProxy;
      if (!Shape && !Generic)
        Role[F.Opcode] = true;
    }
    for (size_t I = 1; I <= Count; ++I)
      FirstOf[I] += FirstOf[I - 1];
  }
};

const SyncFactIndex &syncFactIndex() {
  static const SyncFactIndex Index;
  return Index;
}
} // namespace

TableSpan<SyncFactInfo> syncFactsOf(uint16_t Opcode) {
  const SyncFactIndex &Index = syncFactIndex();
  if (Opcode + size_t(1) >= Index.FirstOf.size())
    return {nullptr, nullptr};
  const SyncFactInfo *Base = Index.ByOpcode.data();
  return {Base + Index.FirstOf[Opcode], Base + Index.FirstOf[Opcode + 1]};
}

bool hasSyncRole(uint16_t Opcode) {
  const SyncFactIndex &Index = syncFactIndex();
  return Opcode < Index.Role.size() && Index.Role[Opcode];
}

TableSpan<std::string_view> entryRegisterCountSets() {
  return lintTable(EntryRegisterCountSets, NumEntryRegisterCountSets);
}

SyncScope specialRegisterScope(std::string_view Name) {
  for (const SpecialRegisterScopeInfo &S :
       lintTable(SpecialRegisterScopes, NumSpecialRegisterScopes))
    if (S.Register == Name ||
        // %envreg3 and %reserved_smem_offset_0 are numbered members.
        (Name.size() > S.Register.size() &&
         Name.substr(0, S.Register.size()) == S.Register &&
         Name.find_first_not_of("0123456789", S.Register.size()) ==
             std::string_view::npos &&
         (S.Register == "%envreg" || S.Register == "%reserved_smem_offset_")))
      return static_cast<SyncScope>(S.Scope);
  return SyncScope::Thread;
}

const OpcodeInfo &opcode(uint16_t Index) { return Opcodes[Index]; }
const OperandInfo &operandSpec(uint16_t Index) { return Operands[Index]; }
uint16_t indexOf(const OperandInfo &O) {
  return static_cast<uint16_t>(&O - Operands);
}
uint16_t indexOf(const FormInfo &F) { return static_cast<uint16_t>(&F - Forms); }
uint16_t indexOf(const OpcodeInfo &Op) {
  return static_cast<uint16_t>(&Op - Opcodes);
}
EntryList<QualifierInfo> qualifierList(IndexRange Range) {
  return {QualifierPool, Range, Qualifiers};
}

// ---- Constraints that name slots ----
EntryList<QualifierInfo> whenOf(const ConstraintInfo &C) {
  return {QualifierPool, C.When, Qualifiers};
}
ConstraintSlots constraintSlotsOf(const FormInfo &F, size_t Position) {
  // ConstraintSlotPool runs parallel to ConstraintPool.
  return ConstraintSlotPool[F.Constraints.Begin + Position];
}

} // namespace ptxlint::isa
