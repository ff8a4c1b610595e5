//===- SASSChecker.cpp - CCTL and CCTLL against the SASS tables -----------===//
//
// Every rule comes from src/SASS/*.td: which modifiers exist and in which
// position, which form an instruction is written in, the cache x operation
// table, the address syntaxes and their immediate fields, and what each
// form allows of scoreboards and scheduling. The code here only applies
// them and words the messages.
//
//===----------------------------------------------------------------------===//

#include "ptxlint/SASS.h"

#include "SASSParser.h"
#include "SASSTables.h"

#include "ptxlint/Suppressions.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

using namespace ptxlint;
using namespace ptxlint::sass;

namespace {

std::string quoted(std::string_view S) { return "'" + std::string(S) + "'"; }

std::string hex(uint64_t V) {
  char Buffer[32];
  std::snprintf(Buffer, sizeof Buffer, "0x%llX",
                static_cast<unsigned long long>(V));
  return Buffer;
}

/// "a, b or c".
std::string listOf(const std::vector<std::string> &Items,
                   std::string_view Last = "or") {
  std::string Out;
  for (size_t I = 0; I < Items.size(); ++I) {
    if (I)
      Out += I + 1 == Items.size() ? " " + std::string(Last) + " " : ", ";
    Out += Items[I];
  }
  return Out;
}

unsigned editDistance(std::string_view A, std::string_view B) {
  std::vector<unsigned> Row(B.size() + 1);
  for (size_t J = 0; J <= B.size(); ++J)
    Row[J] = static_cast<unsigned>(J);
  for (size_t I = 1; I <= A.size(); ++I) {
    unsigned Diagonal = Row[0];
    Row[0] = static_cast<unsigned>(I);
    for (size_t J = 1; J <= B.size(); ++J) {
      unsigned Up = Row[J];
      unsigned Cost = std::toupper(static_cast<unsigned char>(A[I - 1])) ==
                              std::toupper(static_cast<unsigned char>(B[J - 1]))
                          ? 0
                          : 1;
      Row[J] = std::min({Row[J] + 1, Row[J - 1] + 1, Diagonal + Cost});
      Diagonal = Up;
    }
  }
  return Row[B.size()];
}

/// The modifier of Op's forms closest to a misspelling, if one is close.
const ModifierInfo *suggestModifier(const OpcodeInfo &Op,
                                    std::string_view Text) {
  const ModifierInfo *Best = nullptr;
  unsigned BestDistance = 3;
  for (const FormInfo *F : formsOf(Op))
    for (auto List : {extensionsOf(*F), cachesOf(*F), operationsOf(*F)})
      for (const ModifierInfo *M : List) {
        // Case is ignored: `.pf1` is one slip away from `.PF1`.
        unsigned D = editDistance(Text, M->Spelling);
        if (D < BestDistance || (D == BestDistance && Best &&
                                 M->Spelling.size() < Best->Spelling.size())) {
          Best = M;
          BestDistance = D;
        }
      }
  return BestDistance <= (Text.size() > 3 ? 2u : 1u) ? Best : nullptr;
}

std::string formName(const FormInfo &F) { return std::string(F.Name); }

class StatementChecker {
public:
  StatementChecker(const Statement &S, const SourceFile &Source,
                   DiagnosticEngine &Diags)
      : S(S), Source(Source), Diags(Diags), Op(*findOpcode(S.Opcode.Text)) {}

  void run() {
    checkGuard();
    if (!classifyModifiers())
      return;
    const FormInfo *F = selectForm();
    if (!F)
      return;
    checkTable(*F);
    checkExtension(*F);
    checkOperands(*F);
    checkAnnotations(*F);
    checkAdvisories();
  }

private:
  Diagnostic &report(DiagID ID, SourceRange Range, std::string Message) {
    return Diags.report(ID, Range, std::move(Message));
  }
  std::string mnemonic() const {
    std::string Text(S.Opcode.Text);
    for (const Word &M : S.Modifiers)
      Text += M.Text;
    return Text;
  }
  SourceRange mnemonicRange() const {
    SourceRange R = S.Opcode.Range;
    if (!S.Modifiers.empty())
      R = R.merge(S.Modifiers.back().Range);
    return R;
  }

  void checkGuard() {
    if (!S.Guard)
      return;
    std::string_view P = S.Guard->Text;
    unsigned Count = scoreboards().Predicates;
    if (P == "PT")
      return;
    if (P.size() >= 2 && P[0] == 'P' &&
        std::all_of(P.begin() + 1, P.end(),
                    [](char C) {
                      return std::isdigit(static_cast<unsigned char>(C));
                    }) &&
        P.size() <= 3 && std::stoul(std::string(P.substr(1))) < Count &&
        (P.size() == 2 || P[1] != '0'))
      return;
    report(DiagID::SASSPredicate, S.Guard->Range,
           "the guard " + quoted(P) +
               " is not a predicate register; use P0 .. P" +
               std::to_string(Count - 1) + " or PT");
  }

  /// Sorts the written modifiers into their positions; false when the
  /// rest cannot be judged (an unknown modifier or two in one position).
  bool classifyModifiers() {
    bool Usable = true;
    int LastRank = -1;
    bool Ordered = true;
    const Word *Slots[3] = {nullptr, nullptr, nullptr};
    for (const Word &W : S.Modifiers) {
      const ModifierInfo *M = findModifier(W.Text);
      if (!M) {
        Diagnostic &D = report(DiagID::SASSUnknownModifier, W.Range,
                               "unknown modifier " + quoted(W.Text) + " for " +
                                   quoted(Op.Name));
        if (const ModifierInfo *Close = suggestModifier(Op, W.Text)) {
          D.Message += "; did you mean " + quoted(Close->Spelling) + "?";
          D.FixIts.push_back({W.Range, std::string(Close->Spelling)});
        }
        Usable = false;
        continue;
      }
      int Rank = static_cast<int>(M->Kind);
      const Word *&Slot = Slots[Rank];
      if (Slot) {
        if (Slot->Text == W.Text) {
          // The repeat can simply go: its range is the dot and the word.
          Diagnostic &D = report(DiagID::SASSDuplicateModifier, W.Range,
                                 "duplicate " + quoted(W.Text));
          D.FixIts.push_back({W.Range, ""});
        } else {
          static const char *const Names[] = {"extensions", "cache hierarchies",
                                              "cache operations"};
          report(DiagID::SASSDuplicateModifier, W.Range,
                 "two " + std::string(Names[Rank]) + ", " + quoted(Slot->Text) +
                     " and " + quoted(W.Text) + "; " + quoted(Op.Name) +
                     " takes one");
          Usable = false;
        }
        continue;
      }
      Slot = &W;
      Ordered = Ordered && Rank >= LastRank;
      LastRank = std::max(LastRank, Rank);
    }
    Extension = Slots[0];
    Cache = Slots[1];
    Operation = Slots[2];
    if (!Ordered && Usable) {
      std::string Sorted;
      for (const Word *W : Slots)
        if (W)
          Sorted += W->Text;
      SourceRange All =
          S.Modifiers.front().Range.merge(S.Modifiers.back().Range);
      Diagnostic &D = report(DiagID::SASSModifierOrder, All,
                             "modifiers out of order: " + quoted(Op.Name) +
                                 " takes {.E}{.cache}.cop; write " +
                                 quoted(std::string(Op.Name) + Sorted));
      // Only when nothing else is among them (a repeat would be lost).
      if (S.Modifiers.size() ==
          static_cast<size_t>((Slots[0] != nullptr) + (Slots[1] != nullptr) +
                              (Slots[2] != nullptr)))
        D.FixIts.push_back({All, Sorted});
    }
    if (!Usable)
      return false;
    if (!Operation) {
      std::vector<std::string> Ops;
      for (const FormInfo *F : formsOf(Op))
        for (const ModifierInfo *M : operationsOf(*F))
          if (M->Illegal.empty() &&
              std::find(Ops.begin(), Ops.end(), std::string(M->Spelling)) ==
                  Ops.end())
            Ops.push_back(std::string(M->Spelling));
      report(DiagID::SASSMissingModifier, mnemonicRange(),
             quoted(mnemonic()) + " needs a cache operation: " + listOf(Ops));
      return false;
    }
    OperationInfo = findModifier(Operation->Text);
    CacheInfo = Cache ? findModifier(Cache->Text) : nullptr;
    if (!OperationInfo->Illegal.empty())
      report(DiagID::SASSIllegalEncoding, Operation->Range,
             std::string(OperationInfo->Illegal));
    return true;
  }

  static bool contains(const std::vector<const ModifierInfo *> &List,
                       const ModifierInfo *M) {
    return std::find(List.begin(), List.end(), M) != List.end();
  }

  /// The forms, of any opcode, that list M in the position of its kind.
  static std::vector<std::string> formsWith(const ModifierInfo &M) {
    std::vector<std::string> Names;
    for (const FormInfo *F : allForms()) {
      auto List = M.Kind == ModifierKind::Cache       ? cachesOf(*F)
                  : M.Kind == ModifierKind::Operation ? operationsOf(*F)
                                                      : extensionsOf(*F);
      if (contains(List, &M))
        Names.push_back(formName(*F));
    }
    return Names;
  }

  const FormInfo *selectForm() {
    std::vector<const FormInfo *> Candidates;
    for (const FormInfo *F : formsOf(Op))
      if (contains(operationsOf(*F), OperationInfo))
        Candidates.push_back(F);
    if (Candidates.empty()) {
      std::vector<std::string> Where = formsWith(*OperationInfo);
      report(DiagID::SASSInvalidCombination, Operation->Range,
             quoted(Op.Name) + " does not take " + quoted(Operation->Text) +
                 (Where.empty() ? std::string()
                                : "; it is valid only in " + listOf(Where)));
      return nullptr;
    }
    for (const FormInfo *F : Candidates) {
      if (CacheInfo ? contains(cachesOf(*F), CacheInfo) : !F->CacheRequired)
        return F;
    }
    if (!CacheInfo) {
      // Every form of the operation needs a hierarchy: name them.
      std::vector<std::string> Caches;
      for (const FormInfo *F : Candidates)
        for (const ModifierInfo *M : cachesOf(*F))
          Caches.push_back(quoted(std::string(Op.Name) +
                                  std::string(M->Spelling) +
                                  std::string(Operation->Text)));
      report(DiagID::SASSMissingModifier, mnemonicRange(),
             quoted(mnemonic()) + " needs a cache hierarchy: write " +
                 listOf(Caches));
      return nullptr;
    }
    std::vector<std::string> Where = formsWith(*CacheInfo);
    bool AnyCaches =
        std::any_of(Candidates.begin(), Candidates.end(),
                    [](const FormInfo *F) { return F->Caches.Count; });
    std::string Message =
        quoted(Cache->Text) + " cannot be used in " +
        quoted(std::string(Op.Name) + std::string(Operation->Text));
    if (!AnyCaches)
      Message += ", which takes no cache hierarchy";
    if (!Where.empty())
      Message +=
          "; " + quoted(Cache->Text) + " is valid only in " + listOf(Where);
    report(DiagID::SASSInvalidCombination, Cache->Range, Message);
    return nullptr;
  }

  /// The hierarchy the instruction acts on: the one written (through its
  /// alias), the form's default, or the one its opcode implies.
  const ModifierInfo *effectiveCache(const FormInfo &F) const {
    if (CacheInfo)
      return CacheInfo->AliasOf >= 0 ? &modifier(CacheInfo->AliasOf)
                                     : CacheInfo;
    if (F.ImpliedCache >= 0)
      return &modifier(F.ImpliedCache);
    for (const ModifierInfo *M : cachesOf(F))
      if (M->Default)
        return M;
    return nullptr;
  }

  void checkTable(const FormInfo &F) {
    if (!OperationInfo->Illegal.empty())
      return;
    const ModifierInfo *C = effectiveCache(F);
    if (!C || findEffect(*C, *OperationInfo))
      return;
    std::vector<std::string> Implemented;
    for (const CacheEffectInfo *E : effectsOf(*OperationInfo))
      Implemented.push_back(std::string(modifier(E->Cache).Spelling) + " (" +
                            std::string(E->Levels) + ")");
    std::string Written =
        CacheInfo ? std::string(CacheInfo->Spelling) : std::string(C->Spelling);
    report(DiagID::SASSInvalidCombination,
           Cache ? Cache->Range.merge(Operation->Range) : Operation->Range,
           quoted(Operation->Text) + " is not implemented for the " +
               std::string(C->Noun) + " cache hierarchy (" + Written +
               "); the cache x operation table has it for " +
               listOf(Implemented) + " only");
  }

  void checkExtension(const FormInfo &F) {
    if (!Extension)
      return;
    const ModifierInfo *E = findModifier(Extension->Text);
    if (contains(extensionsOf(F), E))
      return;
    std::string Why =
        OperationInfo->WholeCache
            ? std::string(": whole-cache operations take no address")
            : ": its addresses are " +
                  std::string(F.Addresses.Count ? addressesOf(F).front()->Syntax
                                                : "none");
    report(DiagID::SASSInvalidCombination, Extension->Range,
           quoted(Extension->Text) + " cannot be used in " + formName(F) + Why);
  }

  /// Whether a register is a general register, and which.
  bool generalRegister(const Word &R, unsigned &Number, bool &Zero) {
    Zero = R.Text == "RZ";
    if (Zero)
      return true;
    std::string_view T = R.Text;
    if (T.size() >= 2 && T.size() <= 4 && T[0] == 'R' &&
        std::all_of(T.begin() + 1, T.end(),
                    [](char C) {
                      return std::isdigit(static_cast<unsigned char>(C));
                    }) &&
        (T.size() == 2 || T[1] != '0')) {
      Number = static_cast<unsigned>(std::stoul(std::string(T.substr(1))));
      if (Number <= 254)
        return true;
      Diagnostic &D =
          report(DiagID::SASSOperand, R.Range,
                 quoted(T) + " is not a register: general registers "
                             "are R0 .. R254, and R255 is written RZ");
      if (Number == 255)
        D.FixIts.push_back({R.Range, "RZ"});
      return false;
    }
    report(DiagID::SASSOperand, R.Range,
           quoted(T) + " is not a general register (R0 .. R254 or RZ)");
    return false;
  }

  void checkRange(const Integer &I, const AddressModeInfo &Mode) {
    unsigned Bits = Mode.ImmediateBits;
    bool Fits;
    std::string Limits;
    if (Mode.Signed) {
      uint64_t Max = (uint64_t(1) << (Bits - 1)) - 1;
      Fits = !I.TooLarge &&
             (I.Negative ? I.Magnitude <= Max + 1 : I.Magnitude <= Max);
      Limits = "-" + hex(Max + 1) + " .. " + hex(Max);
    } else {
      uint64_t Max = Bits >= 64 ? UINT64_MAX : (uint64_t(1) << Bits) - 1;
      Fits =
          !I.TooLarge && (I.Negative ? I.Magnitude == 0 : I.Magnitude <= Max);
      Limits = "0 .. " + hex(Max);
    }
    if (Fits)
      return;
    std::string Written(Source.slice(I.Range.Begin, I.Range.End));
    report(DiagID::SASSImmediateRange, I.Range,
           quoted(Written) + " does not fit the " +
               (Mode.Signed ? "signed " : "unsigned ") + std::to_string(Bits) +
               "-bit immediate of " + quoted(Mode.Syntax) + " (" + Limits +
               ")");
  }

  void checkOperands(const FormInfo &F) {
    std::vector<const AddressModeInfo *> Modes = addressesOf(F);
    std::string Name = quoted(mnemonic());
    if (Modes.empty()) {
      // Whole-cache operations: Ra is assembled as RZ and the immediate as
      // 0; an address saying so is harmless, any other is illegal.
      for (size_t I = 0; I < S.Operands.size(); ++I) {
        const Operand &O = S.Operands[I];
        if (I == 0 && O.K == Operand::Kind::Address) {
          const Address &A = O.Addr;
          bool ZeroRegister = !A.Register || A.Register->Text == "RZ";
          bool ZeroOffset = !A.Offset || A.Offset->isZero();
          if (ZeroRegister && ZeroOffset)
            continue;
          report(DiagID::SASSIllegalEncoding, O.Range,
                 Name + " takes no address: its Ra field is assembled as RZ "
                        "and its immediate as 0, and an encoding with other "
                        "values is illegal");
          continue;
        }
        report(DiagID::SASSOperand, O.Range, Name + " takes no operands");
        break;
      }
      return;
    }
    std::vector<std::string> Syntaxes;
    for (const AddressModeInfo *M : Modes)
      Syntaxes.push_back(std::string(M->Syntax));
    if (S.Operands.empty()) {
      report(DiagID::SASSOperand, mnemonicRange(),
             Name + " needs an address: " + listOf(Syntaxes));
      return;
    }
    const Operand &O = S.Operands.front();
    for (size_t I = 1; I < S.Operands.size(); ++I) {
      report(DiagID::SASSOperand, S.Operands[I].Range,
             Name + " takes one operand, an address; this one is too many");
      break;
    }
    if (O.K != Operand::Kind::Address) {
      Diagnostic &D = report(
          DiagID::SASSOperand, O.Range,
          "expected an address in brackets (" + listOf(Syntaxes) + "), found " +
              quoted(Source.slice(O.Range.Begin, O.Range.End)));
      D.FixIts.push_back({{O.Range.Begin, O.Range.Begin}, "["});
      D.FixIts.push_back({{O.Range.End, O.Range.End}, "]"});
      return;
    }
    const Address &A = O.Addr;
    unsigned Number = 0;
    bool Zero = false;
    if (A.Register && !generalRegister(*A.Register, Number, Zero))
      return;
    // An omitted register is RZ; `[RZ + imm]` is the register syntax with
    // Ra = RZ, and its immediate is the form's signed one.
    const AddressModeInfo *Mode = nullptr;
    for (const AddressModeInfo *M : Modes)
      if (M->HasRegister == A.Register.has_value())
        Mode = M;
    if (!Mode) {
      report(DiagID::SASSOperand, A.Range, Name + " takes " + listOf(Syntaxes));
      return;
    }
    if (A.Offset)
      checkRange(*A.Offset, *Mode);
    if (Extension) {
      if (!A.Register || Zero)
        Diags.reportFormatted(
            DiagID::SASSExtensionNoEffect, A.Range,
            {!A.Register ? "an absolute address" : "an address based on RZ"});
      else if (Number == 254)
        report(DiagID::SASSRegisterPair, A.Register->Range,
               "with '.E' the address is the register pair (R254, R255), but "
               "R255 is RZ; use a pair R<n>, R<n+1> below it");
    }
  }

  void checkAnnotations(const FormInfo &F) {
    unsigned Count = scoreboards().Scoreboards;
    const Annotation *Seen[5] = {};
    for (const Annotation &A : S.Annotations) {
      unsigned K = static_cast<unsigned>(A.K);
      if (A.K != Annotation::Kind::Unknown && Seen[K]) {
        report(A.K == Annotation::Kind::Wait ? DiagID::SASSScheduling
                                             : DiagID::SASSScoreboard,
               A.Text.Range,
               quoted(A.Text.Text) + ": the instruction already has " +
                   quoted(Seen[K]->Text.Text));
        continue;
      }
      Seen[K] = &A;
      switch (A.K) {
      case Annotation::Kind::Require:
        if (A.FromMask && A.Mask >> Count)
          report(DiagID::SASSScoreboard, A.Text.Range,
                 "the scoreboard mask " + hex(A.Mask) +
                     " names scoreboards "
                     "beyond the " +
                     std::to_string(Count) + " there are (at most " +
                     hex((uint64_t(1) << Count) - 1) + ")");
        else
          for (uint64_t V : A.Values)
            if (V >= Count) {
              report(DiagID::SASSScoreboard, A.Text.Range,
                     "scoreboard " + std::to_string(V) +
                         " does not exist; scoreboards are 0 .. " +
                         std::to_string(Count - 1));
              break;
            }
        break;
      case Annotation::Kind::Read:
        if (!F.ReadScoreboard) {
          report(DiagID::SASSScoreboard, A.Text.Range,
                 quoted(formName(F)) + " cannot take a read scoreboard (" +
                     quoted(A.Text.Text) +
                     "): " + std::string(F.NoReadScoreboardReason));
        } else if (A.Values.front() >= Count) {
          report(DiagID::SASSScoreboard, A.Text.Range,
                 "scoreboard " + std::to_string(A.Values.front()) +
                     " does not exist; scoreboards are 0 .. " +
                     std::to_string(Count - 1));
        }
        break;
      case Annotation::Kind::Write:
        report(DiagID::SASSScoreboard, A.Text.Range,
               quoted(Op.Name) +
                   " writes no register, so it takes no write "
                   "scoreboard (" +
                   quoted(A.Text.Text) + ")");
        break;
      case Annotation::Kind::Wait:
        if (A.Values.front() < F.MinWait)
          report(DiagID::SASSScheduling, A.Text.Range,
                 quoted(formName(F)) + " needs ?sched>=?WAIT" +
                     std::to_string(F.MinWait) + "; " + quoted(A.Text.Text) +
                     " waits too little");
        break;
      case Annotation::Kind::Unknown:
        if (A.Text.Text[0] == '?')
          report(DiagID::SASSScheduling, A.Text.Range,
                 "unknown scheduling annotation " + quoted(A.Text.Text) +
                     "; ptx-lint knows ?WAITn");
        else
          report(DiagID::SASSScoreboard, A.Text.Range,
                 "unknown scoreboard annotation " + quoted(A.Text.Text) +
                     "; CCTL takes &req={...} and &rdN");
        break;
      }
    }
  }

  void checkAdvisories() {
    if (!CacheInfo)
      return;
    if (CacheInfo->Deprecated && CacheInfo->AliasOf >= 0) {
      std::string_view To = modifier(CacheInfo->AliasOf).Spelling;
      Diagnostic &D = Diags.reportFormatted(DiagID::SASSDeprecatedModifier,
                                            Cache->Range, {Cache->Text, To});
      D.FixIts.push_back({Cache->Range, std::string(To)});
    }
    std::string_view Why = ambiguity(*CacheInfo, *OperationInfo);
    if (!Why.empty())
      Diags.reportFormatted(DiagID::SASSAmbiguousAlias,
                            Cache->Range.merge(Operation->Range),
                            {std::string(Op.Name) + std::string(Cache->Text) +
                                 std::string(Operation->Text),
                             Why});
    if (CacheInfo->Default) {
      Diagnostic &D = Diags.reportFormatted(
          DiagID::SASSRedundantDefault, Cache->Range,
          {Cache->Text, "cache hierarchy of " + quoted(Op.Name)});
      D.FixIts.push_back({Cache->Range, ""});
    }
  }

  const Statement &S;
  const SourceFile &Source;
  DiagnosticEngine &Diags;
  const OpcodeInfo &Op;
  const Word *Extension = nullptr, *Cache = nullptr, *Operation = nullptr;
  const ModifierInfo *CacheInfo = nullptr, *OperationInfo = nullptr;
};

} // namespace

SASSResult ptxlint::checkSASS(const SourceFile &Source,
                              const SASSOptions &Options) {
  DiagnosticEngine Diags(Options.Diagnostics);
  ParsedFile File = parseSASS(Source, Diags);
  for (const Statement &S : File.Statements)
    StatementChecker(S, Source, Diags).run();
  if (Options.InlineSuppressions) {
    std::vector<Diagnostic> Problems;
    Suppressions Comments = Suppressions::scan(Source, Problems);
    if (!Comments.empty())
      Diags.retainIf(
          [&](const Diagnostic &D) { return !Comments.suppresses(Source, D); });
    for (Diagnostic &D : Problems)
      if (Diags.isEnabled(D.ID)) {
        D.Level = Diags.options().severityOf(D.ID);
        Diags.add(std::move(D));
      }
  }
  Diags.reportDropped();
  Diags.sortByLocation();
  SASSResult Result;
  Result.Errors = Diags.errorCount();
  Result.Warnings = Diags.warningCount();
  Result.Diagnostics = Diags.takeDiagnostics();
  Result.Checked = static_cast<unsigned>(File.Statements.size());
  Result.Skipped = File.Skipped;
  return Result;
}

std::vector<Diagnostic> ptxlint::checkSASS(const SourceFile &Source,
                                           const DiagnosticOptions &Options) {
  SASSOptions O;
  O.Diagnostics = Options;
  return checkSASS(Source, O).Diagnostics;
}

bool ptxlint::isSASSPath(std::string_view Path) {
  constexpr std::string_view Suffix = ".sass";
  return Path.size() > Suffix.size() &&
         Path.substr(Path.size() - Suffix.size()) == Suffix;
}
