//===- InstructionChecker.cpp ---------------------------------------------===//

#include "InstructionChecker.h"

#include "ConstantEval.h"
#include "CustomChecks.h"
#include "OperandChecker.h"
#include "SlotConstraints.h"
#include "Suggestions.h"
#include "VariantChecker.h"

#include <algorithm>
#include <cassert>
#include <cctype>
#include <unordered_set>

using namespace ptxlint;
using namespace ptxlint::isa;

//===----------------------------------------------------------------------===//
// FormMatch queries
//===----------------------------------------------------------------------===//

const QualifierInfo *FormMatch::valueOf(SlotId Slot) const {
  EntryList<SlotInfo> Slots = slotsOf(Form);
  for (size_t I = 0; I < Slots.size(); ++I)
    if (Slots[I].NameId == Slot)
      return SlotValues[I];
  return nullptr;
}

const Modifier *FormMatch::modifierOf(SlotId Slot) const {
  EntryList<SlotInfo> Slots = slotsOf(Form);
  for (size_t I = 0; I < Slots.size(); ++I)
    if (Slots[I].NameId == Slot)
      return SlotModifiers[I];
  return nullptr;
}

bool FormMatch::has(std::string_view Spelling) const {
  return modifierFor(Spelling) != nullptr;
}

bool FormMatch::has(const QualifierInfo &Q) const {
  return modifierFor(Q) != nullptr;
}

const Modifier *FormMatch::modifierFor(std::string_view Spelling) const {
  const QualifierInfo *Q = qualifierSpelt(Spelling);
  return Q ? modifierFor(*Q) : nullptr;
}

const Modifier *FormMatch::modifierFor(const QualifierInfo &Q) const {
  for (size_t I = 0; I < SlotValues.size(); ++I)
    if (SlotValues[I] == &Q)
      return SlotModifiers[I];
  return nullptr;
}

std::string_view FormMatch::opcodeName() const {
  return opcodeOf(Form).Name;
}

const QualifierInfo *FormMatch::space() const {
  for (const QualifierInfo *Q : SlotValues)
    if (Q && Q->Kind == QualifierKind::Space)
      return Q;
  return nullptr;
}

const QualifierInfo *FormMatch::vector() const {
  for (const QualifierInfo *Q : SlotValues)
    if (Q && Q->Kind == QualifierKind::Vector)
      return Q;
  return nullptr;
}

namespace {

//===----------------------------------------------------------------------===//
// Opcode resolution
//===----------------------------------------------------------------------===//

/// The registry entry for Head followed by the first of Parts.
isa::SpelledOpcode resolveName(std::string_view Head,
                               const std::vector<std::string_view> &Parts) {
  return isa::findOpcodeSpelledBy(Head, Parts.data(), Parts.size());
}

std::vector<std::string_view> modifierTexts(const Instruction &I,
                                            size_t From = 0) {
  std::vector<std::string_view> Texts;
  for (size_t M = From; M < I.modifiers().size(); ++M)
    Texts.push_back(I.modifiers()[M].text());
  return Texts;
}

/// Whether List has the qualifier Wanted (false for null).
bool contains(EntryList<QualifierInfo> List, const QualifierInfo *Wanted) {
  for (const QualifierInfo &Q : List)
    if (&Q == Wanted)
      return true;
  return false;
}

//===----------------------------------------------------------------------===//
// Spelling suggestions
//===----------------------------------------------------------------------===//

/// Whether some slot of some form of Op lists Spelling.
bool isQualifierOf(const OpcodeInfo &Op, std::string_view Spelling) {
  const QualifierInfo *Q = qualifierSpelt(Spelling);
  for (const FormInfo &F : formsOf(Op))
    for (const SlotInfo &S : slotsOf(F))
      if (contains(valuesOf(S), Q))
        return true;
  return false;
}

/// Whether Text is real PTX: a qualifier of some instruction, or a part of
/// a registered name (the `.sync` of `shfl.sync`). A modifier spelt like
/// one is misused, not misspelt, and gets no spelling suggestion.
bool isKnownSpelling(std::string_view Text) {
  static const std::unordered_set<std::string_view> Known = [] {
    std::unordered_set<std::string_view> Set;
    for (const QualifierInfo &Q : allQualifiers())
      Set.insert(Q.Spelling);
    for (const OpcodeInfo &Op : allOpcodes())
      for (size_t Dot = Op.Name.find('.'); Dot != std::string_view::npos;) {
        size_t Next = Op.Name.find('.', Dot + 1);
        Set.insert(Op.Name.substr(Dot, Next == std::string_view::npos
                                            ? std::string_view::npos
                                            : Next - Dot));
        Dot = Next;
      }
    return Set;
  }();
  return Known.count(Text) != 0;
}

/// Whether Word (lower case, no dot) is a word of PTX: a `::` or `.` part
/// of a qualifier or of a registered name (`gpu`, `cta`, `bf16`, `async`).
bool isKnownWord(std::string_view Word) {
  static const std::unordered_set<std::string> Known = [] {
    std::unordered_set<std::string> Set;
    auto AddWords = [&Set](std::string_view S) {
      std::string Word;
      for (size_t I = 0; I <= S.size(); ++I) {
        if (I == S.size() || S[I] == '.' || S[I] == ':') {
          if (!Word.empty())
            Set.insert(Word);
          Word.clear();
        } else {
          Word += static_cast<char>(
              std::tolower(static_cast<unsigned char>(S[I])));
        }
      }
    };
    for (const QualifierInfo &Q : allQualifiers())
      AddWords(Q.Spelling);
    for (const OpcodeInfo &Op : allOpcodes())
      AddWords(Op.Name);
    return Set;
  }();
  return Known.count(std::string(Word)) != 0;
}

/// Whether an instruction `Head Parts...` would know all its parts: Head
/// and the first parts resolve to a registered name, and every part left
/// is a qualifier of some form of it. Ranks spelling suggestions.
bool partsFit(std::string_view Head, const std::vector<std::string_view> &Parts) {
  isa::SpelledOpcode R = resolveName(Head, Parts);
  if (!R.Op)
    return false;
  if (formsOf(*R.Op).empty())
    return true; // Known at the opcode level only: anything goes.
  for (size_t P = R.PartsTaken; P < Parts.size(); ++P)
    if (!isQualifierOf(*R.Op, Parts[P]))
      return false;
  return true;
}

/// Whether a registered name is Prefix or begins with Prefix and a dot.
bool isNamePrefix(std::string_view Prefix) {
  for (const OpcodeInfo &Op : allOpcodes())
    if (Op.Name.substr(0, Prefix.size()) == Prefix &&
        (Op.Name.size() == Prefix.size() || Op.Name[Prefix.size()] == '.'))
      return true;
  return false;
}

/// The dotted parts that follow Prefix in registered names: `.async` and
/// `.reduce` for `cp`.
std::vector<std::string_view> nextParts(std::string_view Prefix) {
  std::vector<std::string_view> Parts;
  for (const OpcodeInfo &Op : allOpcodes()) {
    std::string_view Name = Op.Name;
    if (Name.size() <= Prefix.size() + 1 ||
        Name.substr(0, Prefix.size()) != Prefix || Name[Prefix.size()] != '.')
      continue;
    std::string_view Rest = Name.substr(Prefix.size());
    Parts.push_back(Rest.substr(0, Rest.find('.', 1)));
  }
  return Parts;
}

/// An unknown instruction's likely correction.
struct OpcodeSuggestion {
  std::string Written, Suggested; ///< The whole names, for the message.
  SourceRange Range;              ///< What the diagnostic covers.
  FixIt Fix;
};

/// `cvat.to.global.u64` -> `cvta`; `cp.asnyc.ca...` -> `cp.async`: the
/// first part of the name that no registered name continues with, corrected
/// if exactly one known continuation is close, or one that fits the
/// qualifiers written.
/// The first words of the registered names (`cp` of `cp.async`), once.
const std::vector<std::string_view> &opcodeFirstWords() {
  static const std::vector<std::string_view> Words = [] {
    std::vector<std::string_view> Result;
    for (const OpcodeInfo &Op : allOpcodes()) {
      std::string_view First = Op.Name.substr(0, Op.Name.find('.'));
      if (std::find(Result.begin(), Result.end(), First) == Result.end())
        Result.push_back(First);
    }
    return Result;
  }();
  return Words;
}

std::optional<OpcodeSuggestion> suggestOpcode(const Instruction &I) {
  std::string_view Head = I.Opcode.text();
  if (!isNamePrefix(Head)) {
    SpellingSuggester Suggester(Head, isKnownWord);
    std::vector<std::string_view> Parts = modifierTexts(I);
    for (std::string_view First : opcodeFirstWords())
      Suggester.add(First, partsFit(First, Parts));
    std::optional<std::string> Best = Suggester.best();
    if (!Best)
      return std::nullopt;
    return OpcodeSuggestion{std::string(Head), *Best, I.Opcode.Range,
                            {I.Opcode.Range, *Best}};
  }
  std::string Prefix(Head);
  size_t K = 0;
  while (K < I.modifiers().size() &&
         isNamePrefix(Prefix + std::string(I.modifiers()[K].text())))
    Prefix += I.modifiers()[K++].text();
  if (K == I.modifiers().size() || isKnownSpelling(I.modifiers()[K].text()))
    return std::nullopt;
  const Modifier &Wrong = I.modifiers()[K];
  SpellingSuggester Suggester(Wrong.text(), isKnownWord);
  std::vector<std::string_view> Rest = modifierTexts(I, K + 1);
  for (std::string_view Part : nextParts(Prefix))
    Suggester.add(Part, partsFit(Prefix + std::string(Part), Rest));
  std::optional<std::string> Best = Suggester.best();
  if (!Best)
    return std::nullopt;
  return OpcodeSuggestion{Prefix + std::string(Wrong.text()),
                          Prefix + *Best,
                          I.Opcode.Range.merge(Wrong.Range),
                          {Wrong.Range, *Best}};
}

/// suggestOpcode, remembered per opcode-and-modifiers text in Ctx.
std::optional<OpcodeSuggestion> cachedOpcodeSuggestion(const Instruction &I,
                                                       CheckContext &Ctx) {
  std::string Key(I.Opcode.text());
  for (const Modifier &M : I.modifiers())
    Key += M.text();
  auto [It, New] = Ctx.OpcodeSuggestions.try_emplace(std::move(Key));
  if (New) {
    std::optional<OpcodeSuggestion> S = suggestOpcode(I);
    if (!S)
      return std::nullopt; // The entry stays empty: no suggestion.
    int Replaced = -1;
    for (size_t K = 0; K < I.modifiers().size(); ++K)
      if (I.modifiers()[K].Range.Begin == S->Fix.Range.Begin)
        Replaced = static_cast<int>(K);
    It->second = std::make_pair(S->Fix.Replacement, Replaced);
    return S;
  }
  if (!It->second)
    return std::nullopt;
  // Rebuild the suggestion at this instruction's positions.
  const auto &[Replacement, Replaced] = *It->second;
  OpcodeSuggestion S;
  if (Replaced < 0) {
    S = {std::string(I.Opcode.text()),
         Replacement,
         I.Opcode.Range,
         {I.Opcode.Range, Replacement}};
  } else {
    std::string Prefix(I.Opcode.text());
    for (int K = 0; K < Replaced; ++K)
      Prefix += I.modifiers()[K].text();
    const Modifier &Wrong = I.modifiers()[Replaced];
    S = {Prefix + std::string(Wrong.text()),
         Prefix + Replacement,
         I.Opcode.Range.merge(Wrong.Range),
         {Wrong.Range, Replacement}};
  }
  return S;
}

//===----------------------------------------------------------------------===//
// Matching one form
//===----------------------------------------------------------------------===//

using FormQualifiers = SpelledInstruction::FormQualifiers;

class FormMatcher {
public:
  /// Spellings: the qualifier record each modifier of I spells, or null.
  FormMatcher(const Instruction &I, const OpcodeInfo &Op, size_t FirstModifier,
              const SpelledInstruction &Spelt, CheckContext &Ctx)
      : I(I), Op(Op), FirstModifier(FirstModifier), Ctx(Ctx),
        Spellings(Spelt.Spellings), Dropped(Spelt.Dropped) {}

  /// Matches I against F. Known is what its qualifiers came to against F
  /// for an earlier instruction spelt the same: when Clean, they are not
  /// matched again; when Unknown, it is filled in. Problems get their text
  /// only if Explain (FormMatch::Explain).
  FormMatch match(const FormInfo &F, FormQualifiers &Known, bool Explain) {
    FormMatch M{I, F, {}, {}, {}, {}, {}};
    M.Explain = Explain;
    EntryList<SlotInfo> Slots = slotsOf(F);
    size_t QualifierProblems = 0;
    if (Known.State == FormQualifiers::Outcome::Clean) {
      M.SlotValues = Known.Values;
      M.SlotModifiers.reserve(Slots.size());
      for (uint16_t Mod : Known.Modifiers)
        M.SlotModifiers.push_back(Mod == SpelledInstruction::NoModifier
                                      ? nullptr
                                      : &I.modifiers()[Mod]);
    } else {
      M.SlotValues.assign(Slots.size(), nullptr);
      M.SlotModifiers.assign(Slots.size(), nullptr);
      Attempted.assign(Slots.size(), false);
      assignQualifiers(M, Slots);
      checkRequiredSlots(M, Slots);
      checkFixedPositions(M, Slots);
      QualifierProblems = M.Problems.size();
    }
    checkVariants(M, Ctx);
    QualifierProblems += checkConstraints(M, Known);
    checkOperands(M, Ctx);
    if (Known.State == FormQualifiers::Outcome::Unknown)
      remember(M, QualifierProblems, Known);
    return M;
  }

private:
  /// Records what the qualifiers of M came to, Problems of them.
  void remember(const FormMatch &M, size_t Problems, FormQualifiers &Known) {
    if (Problems || variantTupleRefused(M)) {
      Known.State = FormQualifiers::Outcome::RuledOut;
      return;
    }
    if (I.modifiers().size() >= SpelledInstruction::NoModifier)
      return; // Past what an index holds: matched in full every time.
    Known.State = FormQualifiers::Outcome::Clean;
    Known.Values = M.SlotValues;
    Known.Modifiers.clear();
    for (const Modifier *Mod : M.SlotModifiers)
      Known.Modifiers.push_back(
          Mod ? static_cast<uint16_t>(Mod - I.modifiers().data())
              : SpelledInstruction::NoModifier);
  }

  /// The slot of Slots listing Spelling that is still empty, first of all
  /// (a spelling listed in several slots fills them in the order it is
  /// written, as createpolicy's primary and secondary priorities); failing
  /// that the first slot listing it; Slots.size() if none does.
  size_t slotFor(const FormMatch &M, EntryList<SlotInfo> Slots,
                 const QualifierInfo *Spelling) const {
    size_t Found = Slots.size();
    for (size_t S = 0; S < Slots.size(); ++S)
      if (contains(valuesOf(Slots[S]), Spelling)) {
        if (!M.SlotValues[S])
          return S;
        Found = std::min(Found, S);
      }
    return Found;
  }

  /// An empty slot after Full that shares a spelling with it: where a
  /// repeated qualifier of Full's kind would go if it were allowed there.
  std::optional<size_t> emptySibling(const FormMatch &M,
                                     EntryList<SlotInfo> Slots,
                                     size_t Full) const {
    for (size_t S = Full + 1; S < Slots.size(); ++S)
      if (!M.SlotValues[S])
        for (const QualifierInfo &Q : valuesOf(Slots[S]))
          if (contains(valuesOf(Slots[Full]), &Q))
            return S;
    return std::nullopt;
  }

  /// "the destination type and the source type": the names of Slots[S]
  /// for S in Indices, for messages.
  static std::string slotNames(EntryList<SlotInfo> Slots,
                               const std::vector<size_t> &Indices) {
    std::string Result;
    for (size_t N = 0; N < Indices.size(); ++N) {
      if (N)
        Result += N + 1 == Indices.size() ? " and " : ", ";
      Result += "the " + std::string(Slots[Indices[N]].Name);
    }
    return Result;
  }

  /// Whether a slot that is not positional lists Q: such a type goes to
  /// that slot wherever it is written (add's ignored `.pred` in
  /// `add.pred.f32.f16`), not to the next positional slot.
  static bool listedByOrderFreeSlot(EntryList<SlotInfo> Slots,
                                    const QualifierInfo &Q) {
    for (const SlotInfo &S : Slots)
      if (!S.Positional && contains(valuesOf(S), &Q))
        return true;
    return false;
  }

  /// Fills the positional slots with the written qualifiers of their kind,
  /// in order, and marks the modifiers it took in Taken.
  void assignPositional(FormMatch &M, EntryList<SlotInfo> Slots,
                        std::vector<bool> &Taken) {
    std::vector<size_t> Positional;
    for (size_t S = 0; S < Slots.size(); ++S)
      if (Slots[S].Positional)
        Positional.push_back(S);
    if (Positional.empty())
      return;
    QualifierKind Kind = valuesOf(Slots[Positional.front()])[0].Kind;
    size_t Next = 0;
    for (size_t MI = FirstModifier; MI < I.modifiers().size(); ++MI) {
      const Modifier &Mod = I.modifiers()[MI];
      if (dropped(MI) || !Spellings[MI] || Spellings[MI]->Kind != Kind ||
          listedByOrderFreeSlot(Slots, *Spellings[MI]))
        continue;
      Taken[MI] = true;
      if (Next == Positional.size()) {
        size_t Last = Positional.back();
        if (Slots[Last].RepeatAllowed && M.SlotValues[Last] &&
            M.SlotValues[Last] == Spellings[MI])
          continue; // A repeat ptxas ignores.
        M.problem(DiagID::QualifierNotAllowed, Mod.Range, [&] {
          std::vector<size_t> Required;
          for (size_t P : Positional)
            if (Slots[P].Required)
              Required.push_back(P);
          return quoted(Mod.text()) +
                 " is one type too many: " + quoted(Op.Name) + " takes " +
                 slotNames(Slots, Required);
        });
        continue;
      }
      size_t S = Positional[Next++];
      Attempted[S] = true;
      EntryList<QualifierInfo> Values = valuesOf(Slots[S]);
      bool Found = false;
      for (size_t V = 0; V < Values.size() && !Found; ++V)
        if (&Values[V] == Spellings[MI]) {
          M.SlotValues[S] = &Values[V];
          M.SlotModifiers[S] = &Mod;
          Found = true;
        }
      if (!Found)
        M.problem(DiagID::QualifierNotAllowed, Mod.Range, [&] {
          return quoted(Mod.text()) + " cannot be the " +
                 std::string(Slots[S].Name) + " of " + quoted(Op.Name) +
                 (Values.size() <= 10 ? "; it must be " + listSpellings(Values)
                                      : std::string());
        });
    }
  }

  void assignQualifiers(FormMatch &M, EntryList<SlotInfo> Slots) {
    std::vector<bool> Taken(I.modifiers().size(), false);
    assignPositional(M, Slots, Taken);
    for (size_t MI = FirstModifier; MI < I.modifiers().size(); ++MI) {
      if (Taken[MI] || dropped(MI))
        continue;
      const Modifier &Mod = I.modifiers()[MI];
      bool Placed = false;
      const QualifierInfo *Spelling = Spellings[MI];
      size_t First = slotFor(M, Slots, Spelling);
      if (First < Slots.size() && M.SlotValues[First])
        if (std::optional<size_t> Next = emptySibling(M, Slots, First)) {
          M.problem(DiagID::QualifierNotAllowed, Mod.Range, [&] {
            return quoted(Mod.text()) + " cannot be the " +
                   std::string(Slots[*Next].Name) + " qualifier; it must be " +
                   listSpellings(valuesOf(Slots[*Next]));
          });
          continue;
        }
      for (size_t S = First; S < Slots.size() && !Placed; ++S) {
        for (const QualifierInfo &Q : valuesOf(Slots[S])) {
          if (&Q != Spelling)
            continue;
          Placed = true;
          if (M.SlotValues[S]) {
            bool Same = M.SlotValues[S] == Spelling;
            if (Same && Slots[S].RepeatAllowed)
              break; // ptxas ignores the repeat.
            Problem &P = M.problem(DiagID::DuplicateQualifier, Mod.Range, [&] {
              return Same ? "duplicate " + quoted(Q.Spelling)
                          : quoted(Q.Spelling) + " and " +
                                quoted(M.SlotValues[S]->Spelling) +
                                " are both " + std::string(Slots[S].Name) +
                                " qualifiers; give only one";
            });
            // The repeat of the very same qualifier can only go; of two
            // different ones, which is meant is not certain.
            if (Same && M.Explain)
              P.FixIts.push_back({Mod.Range, ""});
          } else {
            M.SlotValues[S] = &Q;
            M.SlotModifiers[S] = &Mod;
          }
          break;
        }
      }
      if (!Placed)
        unplaceable(M, Mod, Spelling);
    }
  }

  /// A modifier M's form has no slot for: unknown to the opcode, or known
  /// to another of its forms. A spelling is suggested only when Explain.
  void unplaceable(FormMatch &M, const Modifier &Mod,
                   const QualifierInfo *Spelling) {
    const FormInfo &F = M.Form;
    for (const FormInfo &Other : formsOf(Op))
      for (const SlotInfo &S : slotsOf(Other))
        if (contains(valuesOf(S), Spelling)) {
          M.problem(DiagID::QualifierNotAllowed, Mod.Range, [&] {
            return quoted(Mod.text()) + " cannot be used in this form of " +
                   quoted(Op.Name) + " (" + std::string(F.Name) + ")";
          });
          return;
        }
    std::optional<std::string> Fix;
    Problem &P = M.problem(DiagID::UnknownQualifier, Mod.Range, [&] {
      Fix = suggestQualifier(Mod, F);
      return "unknown qualifier " + quoted(Mod.text()) + " for " +
             quoted(Op.Name) + (Fix ? didYouMean(*Fix) : std::string());
    });
    if (Fix)
      P.FixIts.push_back({Mod.Range, *Fix});
  }

  /// The qualifier of the opcode that Mod, a spelling PTX does not have,
  /// most likely stands for. Among equally close ones, those of form F
  /// win. Right after the opcode, the parts that continue its name are
  /// candidates too (`shfl.sycn` -> `.sync`).
  std::optional<std::string> suggestQualifier(const Modifier &Mod,
                                              const FormInfo &F) const {
    if (isKnownSpelling(Mod.text()))
      return std::nullopt;
    SpellingSuggester Suggester(Mod.text(), isKnownWord);
    auto Written = [&](std::string_view Spelling) {
      for (const Modifier &Other : I.modifiers())
        if (Other.text() == Spelling)
          return true;
      return false;
    };
    for (const FormInfo &Other : formsOf(Op))
      for (const SlotInfo &S : slotsOf(Other))
        for (const QualifierInfo &Q : valuesOf(S))
          if (!Written(Q.Spelling)) // The correction would be a repeat.
            Suggester.add(Q.Spelling, &Other == &F);
    if (FirstModifier < I.modifiers().size() &&
        &Mod == &I.modifiers()[FirstModifier])
      for (std::string_view Part : nextParts(Op.Name))
        Suggester.add(Part);
    return Suggester.best();
  }

  /// " (.L2)": the values a required slot may be given, for the message
  /// that it is missing; those the form refuses outright (a NotAllowed with
  /// no When lists them so that a message can name them) left out. Empty
  /// when there are too many to list.
  static std::string writableValues(const FormInfo &F, const SlotInfo &Slot) {
    std::vector<std::string_view> Writable;
    for (const QualifierInfo &Q : valuesOf(Slot)) {
      bool Refused = false;
      for (const ConstraintInfo &C : constraintsOf(F))
        if (C.Kind == ConstraintKind::NotAllowed && !C.When.Count)
          for (const QualifierInfo &R : firstOf(C))
            Refused = Refused || &R == &Q;
      if (!Refused)
        Writable.push_back(Q.Spelling);
    }
    if (Writable.empty() || Writable.size() > 10)
      return "";
    std::string List;
    for (size_t I = 0; I < Writable.size(); ++I)
      List += std::string(I == 0 ? "" : I + 1 == Writable.size() ? " or " : ", ") +
              std::string(Writable[I]);
    return " (" + List + ")";
  }

  void checkRequiredSlots(FormMatch &M, EntryList<SlotInfo> Slots) {
    for (size_t S = 0; S < Slots.size(); ++S) {
      // A positional slot given a type it does not list is reported as such.
      if (!Slots[S].Required || M.SlotValues[S] || Attempted[S])
        continue;
      M.problem(DiagID::MissingQualifier, I.Opcode.Range, [&] {
        std::string_view Name = Slots[S].Name;
        bool Vowel = !Name.empty() && std::string_view("aeiou").find(Name[0]) !=
                                          std::string_view::npos;
        return quoted(Op.Name) + (Vowel ? " needs an " : " needs a ") +
               std::string(Name) + " qualifier" +
               writableValues(M.Form, Slots[S]);
      });
    }
  }

  /// Fixed slots come first, in their order, right after the opcode; an
  /// optional one (Fixed without Required) only when it is written.
  void checkFixedPositions(FormMatch &M, EntryList<SlotInfo> Slots) {
    size_t Position = FirstModifier;
    // Whether every fixed slot so far was written where it belongs: then
    // the place of this one is certain, and a fix-it moves it there.
    bool InPlace = true;
    for (size_t S = 0; S < Slots.size(); ++S) {
      if (!Slots[S].Fixed)
        continue;
      const Modifier *Written = M.SlotModifiers[S];
      // An optional fixed slot left empty gives its place to the next one
      // (`bar.cta.red` and `bar.red`).
      if (!Written && !Slots[S].Required)
        continue;
      if (Written &&
          Written !=
              &I.modifiers()[std::min(Position, I.modifiers().size() - 1)]) {
        Problem &P = M.problem(DiagID::QualifierOrder, Written->Range, [&] {
          return quoted(Written->text()) + " must come right after " +
                 quoted(precedingText(Position));
        });
        if (M.Explain && InPlace && Position < I.modifiers().size() &&
            Written > &I.modifiers()[Position]) {
          uint32_t At = Position ? I.modifiers()[Position - 1].Range.End
                                 : I.Opcode.Range.End;
          P.FixIts = {{Written->Range, ""},
                      {{At, At}, std::string(Written->text())}};
        }
      }
      bool AtPosition = Written && Position < I.modifiers().size() &&
                        Written == &I.modifiers()[Position];
      InPlace = InPlace && AtPosition;
      // An optional one written elsewhere holds no place: the next fixed
      // word belongs where it should have been (`bar.red.cta`: only '.cta'
      // is out of place).
      if (AtPosition || Slots[S].Required)
        ++Position;
    }
  }

  std::string precedingText(size_t Position) const {
    std::string Text(I.Opcode.text());
    for (size_t M = 0; M < Position && M < I.modifiers().size(); ++M)
      Text += I.modifiers()[M].text();
    return Text;
  }

  /// Checks the form's constraints, but those between qualifiers that
  /// Known, Clean, says hold; returns the problems found with those.
  size_t checkConstraints(FormMatch &M, FormQualifiers &Known) {
    EntryList<ConstraintInfo> Constraints = constraintsOf(M.Form);
    bool Clean = Known.State == FormQualifiers::Outcome::Clean;
    if (!Clean)
      Known.OfQualifiers.assign(Constraints.size(), false);
    size_t QualifierProblems = 0;
    for (size_t N = 0; N < Constraints.size(); ++N) {
      const ConstraintInfo &C = Constraints[N];
      if (Clean && Known.OfQualifiers[N])
        continue;
      // The data constraints between qualifiers: SlotConstraints.cpp.
      size_t Before = M.Problems.size();
      if (!Clean && checkSlotConstraint(M, C, constraintSlotsOf(M.Form, N))) {
        Known.OfQualifiers[N] = true;
        QualifierProblems += M.Problems.size() - Before;
        continue;
      }
      if (C.Kind == ConstraintKind::Custom)
        runCustomCheck(C, M, Ctx);
      else if (C.Kind == ConstraintKind::Removed)
        checkRemoved(M, C);
      // RequiresWith is a requirement: checkRequirements, on the chosen form.
    }
    return QualifierProblems;
  }

  /// A form that modules of this version and target no longer have.
  void checkRemoved(FormMatch &M, const ConstraintInfo &C) {
    const RequirementInfo &R = requirement(C.Requirement);
    if (!Ctx.Version || !Ctx.Target || *Ctx.Version < R.MinVersion ||
        !targetMeets(*Ctx.Target, R))
      return;
    M.problem(DiagID::RequiresTarget, I.Opcode.Range, [&] {
      std::string Message =
          quoted(M.Form.Name) + " is not supported from PTX ISA .version " +
          versionString(R.MinVersion) + " on " + describeTargets(R) +
          "; the module declares .version " + versionString(*Ctx.Version) +
          " and targets " + std::string(Ctx.Target->Name);
      if (!C.Summary.empty())
        Message += "; " + std::string(C.Summary);
      return Message;
    });
  }

  const Instruction &I;
  const OpcodeInfo &Op;
  size_t FirstModifier;
  CheckContext &Ctx;
  /// Positional slots a written qualifier was meant for, listed or not.
  std::vector<bool> Attempted;
  /// The qualifier record each modifier of I spells (null: none).
  const std::vector<const QualifierInfo *> &Spellings;
  /// SpelledInstruction::Dropped: words the checked ptxas reads past.
  const std::vector<bool> &Dropped;

  bool dropped(size_t Modifier) const {
    return !Dropped.empty() && Dropped[Modifier];
  }
};

/// What the qualifier in slot Slot needs in M's form: the form's
/// RequiresIn for it (a RequiresWith without a second list), if one names
/// it there, else its record's own. One record serves every instruction
/// that spells the word so; the form knows when it came to this one.
uint16_t requirementInForm(const FormMatch &M, size_t Slot) {
  EntryList<ConstraintInfo> Constraints = constraintsOf(M.Form);
  for (size_t N = 0; N < Constraints.size(); ++N) {
    const ConstraintInfo &C = Constraints[N];
    if (C.Kind != ConstraintKind::RequiresWith || C.Second.Count != 0)
      continue;
    uint8_t In = constraintSlotsOf(M.Form, N).First;
    if (In != AnySlot && In != Slot)
      continue;
    for (const QualifierInfo &Q : firstOf(C))
      if (&Q == M.SlotValues[Slot])
        return C.Requirement;
  }
  return M.SlotValues[Slot]->Requirement;
}

/// What is known of instructions spelt as I, from the module's earlier
/// ones: an entry made now for a new spelling.
SpelledInstruction &spelledAs(const Instruction &I, const OpcodeInfo &Op,
                              size_t FirstModifier, size_t NumForms,
                              CheckContext &Ctx) {
  std::string &Key = Ctx.SpelledInstructionKey;
  Key.assign(Op.Name);
  Key += ' '; // `cp.async` `.bulk` is not `cp.async.bulk`.
  for (size_t M = FirstModifier; M < I.modifiers().size(); ++M)
    Key += I.modifiers()[M].text();
  auto It = Ctx.SpelledInstructions.find(Key);
  if (It != Ctx.SpelledInstructions.end())
    return It->second;
  SpelledInstruction &New = Ctx.SpelledInstructions[Key];
  for (const Modifier &Mod : I.modifiers())
    New.Spellings.push_back(qualifierSpelt(Mod.text()));
  New.Dropped.assign(New.Spellings.size(), false);
  if (!isa::droppedWords(Ctx.Release, Op.Name, New.Spellings, New.Dropped))
    New.Dropped.clear();
  New.Forms.resize(NumForms);
  return New;
}

/// The form I is checked against: the first that fits it without a
/// problem, else the first with the fewest problems (on a tie, one that
/// takes as many operands as were written before one that does not:
/// `call (r), fptr, (a), bt` is explained as an indirect call, not as a
/// direct call with an operand too many). The forms its
/// qualifiers rule out are tried only when no other fits: each has a
/// problem, so the first clean form among the rest is the first of all.
/// Forms are compared by their problems' count, without text; the one
/// chosen, if it has problems, is matched again to explain them (a lone
/// form explains them at once: it is the one reported).
FormMatch chooseForm(FormMatcher &Matcher, EntryList<FormInfo> Forms,
                     SpelledInstruction &Spelt) {
  bool Explain = Forms.size() == 1;
  std::optional<FormMatch> Best;
  size_t BestIndex = 0;
  auto Consider = [&](size_t F, FormMatch &&M) {
    bool Tie = Best && M.Problems.size() == Best->Problems.size();
    if (!Best || M.Problems.size() < Best->Problems.size() ||
        (Tie && Best->OperandsMiscounted && !M.OperandsMiscounted) ||
        (Tie && Best->OperandsMiscounted == M.OperandsMiscounted &&
         F < BestIndex)) {
      Best.emplace(std::move(M));
      BestIndex = F;
    }
  };
  using Outcome = FormQualifiers::Outcome;
  for (size_t F = 0; F < Forms.size(); ++F) {
    if (Spelt.Forms[F].State == Outcome::RuledOut)
      continue;
    Consider(F, Matcher.match(Forms[F], Spelt.Forms[F], Explain));
    if (Best->Problems.empty())
      return std::move(*Best);
  }
  for (size_t F = 0; F < Forms.size(); ++F)
    if (Spelt.Forms[F].State == Outcome::RuledOut)
      Consider(F, Matcher.match(Forms[F], Spelt.Forms[F], Explain));
  if (!Best->Explain) {
    // The same steps find the same problems: what Spelt learnt in the
    // first match only spares the ones that found none.
    [[maybe_unused]] size_t Count = Best->Problems.size();
    Best.emplace(Matcher.match(Forms[BestIndex], Spelt.Forms[BestIndex], true));
    assert(Best->Problems.size() == Count);
  }
  return std::move(*Best);
}

/// Reports the version and target needs of the form and of every
/// qualifier it uses.
void checkRequirements(const FormMatch &M, const OpcodeInfo &Op,
                       CheckContext &Ctx) {
  Ctx.checkRequirement(requirement(M.Form.Requirement), Op.Name,
                       M.Inst.Opcode.Range);
  for (size_t S = 0; S < M.SlotValues.size(); ++S)
    if (M.SlotValues[S])
      Ctx.checkRequirement(requirement(requirementInForm(M, S)),
                           M.SlotValues[S]->Spelling, M.SlotModifiers[S]->Range);
  // Combinations with requirements of their own: "'.sys' with '.b128'".
  checkCombinationRequirements(M, Ctx);
  for (const FormMatch::Requirement &R : M.Requirements)
    Ctx.checkRequirement(*R.Req, R.Feature, R.Where);
}

/// A part select (`r1.b3`) is for the operands of the instructions whose
/// record says so (the video instructions); ptxas refuses it on any other.
void checkPartSelects(const Operand &O, const OpcodeInfo &Op,
                      CheckContext &Ctx) {
  if (!O.selector().Text.empty())
    Ctx.Diags.report(DiagID::OperandKind, O.selector().Range,
                     "part select " + quoted(O.selector().Text) + " on an operand of " +
                         quoted(Op.Name) +
                         "; only the video instructions (vadd, vadd2, ...) "
                         "select parts of a register");
  for (const Operand &Element : O.elements())
    checkPartSelects(Element, Op, Ctx);
}

/// What a name in an operand declares, for messages: "a register".
std::string describeSymbol(const Expr &E, const CheckContext &Ctx) {
  if (const Symbol *S = Ctx.Symbols.lookup(E.text()))
    return std::string(ptxlint::describeSymbol(*S));
  if (isConstant(E))
    return "a constant";
  return findSpecialRegister(E.text()) ? "a special register" : "not a label";
}

/// The label target, for the opcodes that have one (Opcodes.td:
/// LabelTarget): a branch target is a label. (Labels elsewhere, which are
/// no values, BodyChecker reports as it looks the names up.)
void checkLabelTarget(const Instruction &I, const OpcodeInfo &Op,
                      CheckContext &Ctx) {
  if (Op.LabelTarget < 0 ||
      static_cast<size_t>(Op.LabelTarget) >= I.operands().size())
    return;
  const Operand &O = I.operands()[static_cast<size_t>(Op.LabelTarget)];
  bool IsName = O.kind() == Operand::Kind::Expression &&
                O.value()->K == Expr::Kind::Symbol &&
                O.value()->Component.empty();
  const Symbol *S = IsName ? Ctx.Symbols.lookup(O.value()->text()) : nullptr;
  if (S ? S->Kind == SymbolKind::Label
        : IsName && !isConstant(*O.value()) &&
              !findSpecialRegister(O.value()->text()))
    return; // A label, or undeclared: the name check reports that.
  Ctx.Diags.report(DiagID::LabelOperand, O.range(),
                   "the target of " + quoted(Op.Name) +
                       " must be a label of the function; " +
                       quoted(sourceText(Ctx, O.range())) + " is " +
                       (IsName ? describeSymbol(*O.value(), Ctx)
                               : std::string("not a label")));
}

/// An address's offset is an integer constant expression, for every
/// opcode (ptxas: "Integer constant expression expected"): `[%rd1+1.0]`
/// is refused. The coordinates of a texture tuple are not offsets.
void checkAddressOffsets(const Instruction &I, CheckContext &Ctx) {
  for (const Operand &O : I.operands()) {
    if (O.kind() != Operand::Kind::Address || O.elements().empty() ||
        O.elements()[0].kind() != Operand::Kind::Expression)
      continue;
    if (const Expr *Float = firstFloatLiteral(*O.elements()[0].value()))
      Ctx.Diags.report(DiagID::IntegerExpected, Float->Range,
                       "an address offset is an integer constant; " +
                           quoted(Float->text()) + " is a floating-point one");
  }
}

/// ptxas takes vectors of 1, 2, 4 or 8 elements ("Illegal vector size:
/// 3"), in addresses' tuples too, except where the shape sets the length
/// (Opcodes.td: ShapedVectors).
void checkVectorSizes(const Operand &O, CheckContext &Ctx) {
  size_t N = O.elements().size();
  if (O.kind() == Operand::Kind::Vector && N != 1 && N != 2 && N != 4 && N != 8)
    Ctx.Diags.report(DiagID::OperandKind, O.range(),
                     "a vector has 1, 2, 4 or 8 elements; this one has " +
                         std::to_string(N));
  for (const Operand &Element : O.elements())
    checkVectorSizes(Element, Ctx);
}

/// The guard of `@p ins` must be a predicate register (ptxas: "Predicate
/// expression expected").
void checkGuard(const Instruction &I, CheckContext &Ctx) {
  if (!I.Pred)
    return;
  const Token P = I.Pred->Predicate.token();
  StandaloneExpr Name(Expr::Kind::Symbol, P.Range, P.Text);
  const Expr &E = Name.expr();
  const Symbol *S = Ctx.Symbols.lookup(P.Text);
  if (S && S->Kind != SymbolKind::Register) {
    Ctx.Diags.report(DiagID::OperandKind, P.Range,
                     "the guard " + quoted(P.Text) +
                         " is not a register; a guard is a .pred register");
    return;
  }
  const QualifierInfo *Type = registerType(E, Ctx);
  if (Type && Type->TypeClass != "pred")
    Ctx.Diags.report(DiagID::OperandType, P.Range,
                     "the guard " + quoted(P.Text) + " is " +
                         quoted(Type->Spelling) +
                         "; a guard is a .pred register");
}

} // namespace

isa::SpelledOpcode ptxlint::resolveOpcode(const Instruction &I) {
  std::string_view Parts[isa::MaxOpcodeParts];
  size_t NumParts = std::min(I.modifiers().size(), isa::MaxOpcodeParts);
  for (size_t P = 0; P < NumParts; ++P)
    Parts[P] = I.modifiers()[P].text();
  return isa::findOpcodeSpelledBy(I.Opcode.text(), Parts, NumParts);
}

void ptxlint::reportLabelOperand(const Expr &E, const OpcodeInfo &Op,
                                 CheckContext &Ctx) {
  Ctx.Diags.report(DiagID::LabelOperand, E.Range,
                   quoted(E.text()) + " is a label; " + quoted(Op.Name) +
                       " takes no labels (only 'bra', 'brx.idx' and "
                       "'call' do): give a register or a constant");
}

std::optional<FormMatch>
ptxlint::checkInstruction(const Instruction &I,
                          const isa::SpelledOpcode &Resolved,
                          CheckContext &Ctx) {
  if (!Resolved.Op) {
    if (std::optional<OpcodeSuggestion> S = cachedOpcodeSuggestion(I, Ctx))
      Ctx.Diags
          .report(DiagID::UnknownOpcode, S->Range,
                  "unknown instruction " + quoted(S->Written) +
                      didYouMean(S->Suggested))
          .FixIts.push_back(std::move(S->Fix));
    else
      Ctx.Diags.report(DiagID::UnknownOpcode, I.Opcode.Range,
                       "unknown instruction " + quoted(I.Opcode.text()));
    return std::nullopt;
  }
  const OpcodeInfo &Op = *Resolved.Op;
  checkGuard(I, Ctx);
  checkLabelTarget(I, Op, Ctx);
  checkAddressOffsets(I, Ctx);
  if (!Op.PartSelects)
    for (const Operand &O : I.operands())
      checkPartSelects(O, Op, Ctx);
  SourceRange NameRange = I.Opcode.Range;
  if (Resolved.PartsTaken)
    NameRange.End = I.modifiers()[Resolved.PartsTaken - 1].Range.End;
  if (!Ctx.checkRequirement(requirement(Op.Requirement), Op.Name, NameRange))
    return std::nullopt; // Its forms would only repeat that it is missing.

  EntryList<FormInfo> Forms = formsOf(Op);
  if (Forms.empty()) {
    // Known at the opcode level only: the rules for every instruction.
    if (!Op.ShapedVectors)
      for (const Operand &O : I.operands())
        checkVectorSizes(O, Ctx);
    return std::nullopt;
  }

  SpelledInstruction &Spelt =
      spelledAs(I, Op, Resolved.PartsTaken, Forms.size(), Ctx);
  FormMatcher Matcher(I, Op, Resolved.PartsTaken, Spelt, Ctx);
  std::optional<FormMatch> Best(chooseForm(Matcher, Forms, Spelt));
  for (Problem &P : Best->Problems)
    Ctx.Diags.report(P.ID, P.Range, std::move(P.Message)).FixIts =
        std::move(P.FixIts);
  for (Problem &W : Best->Warnings)
    Ctx.Diags.report(W.ID, W.Range, std::move(W.Message));
  checkRequirements(*Best, Op, Ctx);
  if (!Best->Problems.empty())
    return std::nullopt;
  return Best;
}
