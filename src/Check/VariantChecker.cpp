//===- VariantChecker.cpp - A form's variant table ------------------------===//
//
// Checks the qualifiers written for a form's key slots against its Variant
// rows (Base.td): the written tuple is probed in the sorted index ptx-tblgen
// emits; the rows holding it must take the other qualifiers written in the
// slots the rows govern, and the module must meet one accepting row's
// requirement. When no row fits, the closest one is explained: the tuple
// is in another form, no row has it, or what is written besides the keys
// is not what the rows take.
//
// The engine reads records only: it names no opcode, slot or spelling.
//
//===----------------------------------------------------------------------===//

#include "VariantChecker.h"

#include "ConstantEval.h"
#include "OperandChecker.h"

#include <algorithm>

using namespace ptxlint;
using namespace ptxlint::isa;

namespace {

bool listed(EntryList<QualifierInfo> List, uint16_t Q) {
  for (size_t I = 0; I < List.size(); ++I)
    if (List.indexAt(I) == Q)
      return true;
  return false;
}

/// Whether Row takes qualifier Q in a governed slot.
bool takes(const VariantInfo &Row, uint16_t Q) {
  return listed(allowedOf(Row), Q) || listed(requiredOf(Row), Q);
}

std::string joinWords(const std::vector<std::string_view> &Words,
                      std::string_view Last, bool Quote) {
  std::string Result;
  for (size_t I = 0; I < Words.size(); ++I) {
    if (I)
      Result += I + 1 == Words.size() ? std::string(Last) : ", ";
    Result += Quote ? quoted(Words[I]) : std::string(Words[I]);
  }
  return Result;
}

void addOnce(std::vector<std::string_view> &Words, std::string_view W) {
  if (std::find(Words.begin(), Words.end(), W) == Words.end())
    Words.push_back(W);
}

/// Fills Key with the tuple M wrote for its form's key slots (AbsentKey
/// for one left empty). False when a required key slot is empty: that is
/// reported as a missing qualifier, not as a tuple.
bool writtenKey(const FormMatch &M, uint16_t (&Key)[MaxVariantKeys]) {
  const FormVariantsInfo &Table = variantsOf(M.Form);
  EntryList<SlotInfo> Slots = slotsOf(M.Form);
  for (size_t K = 0; K < Table.NumKeys; ++K) {
    size_t S = Table.KeySlots[K];
    if (!M.SlotValues[S] && Slots[S].Required)
      return false;
    Key[K] = M.SlotValues[S] ? indexOf(*M.SlotValues[S]) : AbsentKey;
  }
  return true;
}

class VariantChecker {
public:
  VariantChecker(FormMatch &M, CheckContext &Ctx)
      : M(M), Ctx(Ctx), Table(variantsOf(M.Form)), Slots(slotsOf(M.Form)) {}

  void run() {
    if (!Table.NumKeys)
      return;
    uint16_t Key[MaxVariantKeys] = {};
    if (!writtenKey(M, Key))
      return;
    for (size_t K = 0; K < Table.NumKeys; ++K) {
      size_t S = Table.KeySlots[K];
      if (M.SlotModifiers[S])
        KeysRange = KeysRange.Begin == KeysRange.End
                        ? M.SlotModifiers[S]->Range
                        : KeysRange.merge(M.SlotModifiers[S]->Range);
    }
    if (KeysRange.Begin == KeysRange.End)
      KeysRange = M.Inst.Opcode.Range;
    Name = std::string(M.opcodeName());
    for (size_t K = 0; K < Table.NumKeys; ++K)
      if (const QualifierInfo *Q = M.SlotValues[Table.KeySlots[K]])
        Name += Q->Spelling;
    for (size_t S = 0; S < Slots.size(); ++S)
      if (M.SlotValues[S] && (Table.GovernedSlots >> S & 1))
        Written.push_back(S);

    std::vector<const VariantInfo *> Rows = rowsOf(M.Form, Key);
    if (Rows.empty()) {
      elsewhere(Key);
      return;
    }
    if (!Rows.front()->Refusal.empty()) {
      refuse(*Rows.front());
      return;
    }
    std::vector<const VariantInfo *> Clean;
    for (const VariantInfo *R : Rows)
      if (!countProblems(*R))
        Clean.push_back(R);
    if (Clean.empty()) {
      const VariantInfo *Row = closest(Rows);
      M.Row = Row;
      checkOperands(*Row);
      explain(*Row, Rows);
      return;
    }
    requireOneOf(Clean);
    checkOperands(*M.Row);
  }

private:
  /// The rows of form F holding the tuple Key, by a probe of the index.
  static std::vector<const VariantInfo *> rowsOf(const FormInfo &F,
                                                 const uint16_t *Key) {
    std::vector<const VariantInfo *> Rows;
    for (const VariantTupleInfo &T : findVariantTuples(F, Key))
      Rows.push_back(&variant(T.Row));
    return Rows;
  }

  /// The forms of the opcode whose key slots are named as this form's.
  std::vector<const FormInfo *> siblings() const {
    std::vector<const FormInfo *> Result;
    for (const FormInfo &F : formsOf(opcodeOf(M.Form))) {
      const FormVariantsInfo &V = variantsOf(F);
      bool Same = V.NumKeys == Table.NumKeys;
      for (size_t K = 0; Same && K < Table.NumKeys; ++K)
        Same = slotsOf(F)[V.KeySlots[K]].Name == Slots[Table.KeySlots[K]].Name;
      if (Same && &F != &M.Form)
        Result.push_back(&F);
    }
    return Result;
  }

  /// No row of this form holds the tuple: it is written in another form,
  /// or no form has it.
  void elsewhere(const uint16_t *Key) {
    for (const FormInfo *F : siblings()) {
      std::vector<const VariantInfo *> Rows = rowsOf(*F, Key);
      if (Rows.empty())
        continue;
      M.problem(DiagID::InvalidInstruction, KeysRange, [&] {
        std::string There = syntaxOf(*F), Here = syntaxOf(M.Form);
        if (There == Here) // Same operands, other register rules.
          There = F->Name, Here = M.Form.Name;
        return quoted(Name) + " is written as " + quoted(There) + ", not as " +
               quoted(Here);
      });
      const VariantInfo *Row = closest(Rows);
      M.Row = Row;
      checkOperands(*Row);
      explain(*Row, Rows);
      return;
    }
    noVariant(Key);
  }

  /// A tuple the table knows only to refuse it: "'mov' does not take the
  /// type '.b8'; <the row's reason and advice>", at the last key written.
  void refuse(const VariantInfo &Row) {
    SourceRange Where = KeysRange;
    for (size_t K = 0; K < Table.NumKeys; ++K)
      if (M.SlotValues[Table.KeySlots[K]])
        Where = M.SlotModifiers[Table.KeySlots[K]]->Range;
    M.problem(DiagID::QualifierNotAllowed, Where, [&] {
      std::string Message =
          quoted(opcodeOf(M.Form).Name) + " does not take the ";
      bool First = true;
      for (size_t K = 0; K < Table.NumKeys; ++K) {
        if (!M.SlotValues[Table.KeySlots[K]])
          continue;
        Message += (First ? "" : " with the ") + describeKey(K);
        First = false;
      }
      return Message + "; " + std::string(Row.Refusal);
    });
  }

  /// "cvt.dtype.f32 d, a, b" of "cvt.dtype.f32 d, a, b (exact ...)".
  static std::string syntaxOf(const FormInfo &F) {
    return std::string(F.Name.substr(0, F.Name.find(" (")));
  }

  /// "destination type '.tf32'", or "no completion mechanism".
  std::string describeKey(size_t K) const {
    const SlotInfo &Slot = Slots[Table.KeySlots[K]];
    const QualifierInfo *Q = M.SlotValues[Table.KeySlots[K]];
    return Q ? std::string(Slot.Name) + " " + quoted(Q->Spelling)
             : "no " + std::string(Slot.Name);
  }

  /// No form of the opcode has the tuple. Blames one key: of the tuples
  /// that differ from the written one in a single key, those that differ
  /// in the last key possible (keys go from the defining to the dependent
  /// ones: a reduction's direction before its type), and says what that
  /// key may be instead.
  void noVariant(const uint16_t *Key) {
    std::vector<const FormInfo *> Forms = siblings();
    Forms.push_back(&M.Form);
    size_t Blamed = Table.NumKeys;
    std::vector<uint16_t> Instead;
    for (const FormInfo *F : Forms)
      for (const VariantTupleInfo &T : variantTuplesOf(*F)) {
        size_t Differ = Table.NumKeys, Count = 0;
        for (size_t K = 0; K < Table.NumKeys; ++K)
          if (T.Key[K] != Key[K])
            Differ = K, ++Count;
        if (Count != 1 || (Blamed < Table.NumKeys && Differ < Blamed))
          continue;
        if (Differ != Blamed)
          Instead.clear();
        Blamed = Differ;
        if (std::find(Instead.begin(), Instead.end(), T.Key[Differ]) ==
            Instead.end())
          Instead.push_back(T.Key[Differ]);
      }
    if (Blamed == Table.NumKeys) {
      M.problem(DiagID::QualifierConflict, KeysRange, [&] {
        std::string Message =
            quoted(opcodeOf(M.Form).Name) + " has no variant with ";
        for (size_t K = 0; K < Table.NumKeys; ++K)
          Message += (K ? (K + 1 == Table.NumKeys ? " and " : ", ") : "") +
                     describeKey(K);
        return Message;
      });
      return;
    }
    size_t S = Table.KeySlots[Blamed];
    if (!M.SlotModifiers[S])
      M.problem(DiagID::MissingQualifier, M.Inst.Opcode.Range,
                [&] { return insteadOf(Blamed, Instead); });
    else
      M.problem(DiagID::QualifierNotAllowed, M.SlotModifiers[S]->Range,
                [&] { return insteadOf(Blamed, Instead); });
  }

  /// The message of noVariant: what key Blamed (written or missing) may be
  /// instead, Instead holding the values of the tuples that differ from
  /// the written one only there.
  std::string insteadOf(size_t Blamed, std::vector<uint16_t> &Instead) const {
    size_t S = Table.KeySlots[Blamed];
    std::string Others(M.opcodeName());
    for (size_t K = 0; K < Table.NumKeys; ++K)
      if (K != Blamed && M.SlotValues[Table.KeySlots[K]])
        Others += M.SlotValues[Table.KeySlots[K]]->Spelling;
    // In the slot's order, not the index's.
    EntryList<QualifierInfo> SlotValues = valuesOf(Slots[S]);
    auto Position = [&](uint16_t Q) {
      size_t P = 0;
      while (P < SlotValues.size() && SlotValues.indexAt(P) != Q)
        ++P;
      return P;
    };
    std::stable_sort(Instead.begin(), Instead.end(), [&](uint16_t A, uint16_t B) {
      return Position(A) < Position(B);
    });
    std::vector<std::string_view> Values;
    bool None = false;
    for (uint16_t Q : Instead)
      if (Q == AbsentKey)
        None = true;
      else
        Values.push_back(qualifier(Q).Spelling);
    std::string List = Values.size() <= 8 ? joinWords(Values, " or ", false)
                                          : std::string();
    if (!M.SlotModifiers[S])
      return quoted(Others) + " needs " +
             (Values.size() == 1
                  ? quoted(Values.front())
                  : slotPhrase(S) + (List.empty() ? "" : " (" + List + ")"));
    const QualifierInfo &Q = *M.SlotValues[S];
    return Values.empty()
               ? quoted(Q.Spelling) + " cannot be used with " + quoted(Others)
               : quoted(Q.Spelling) + " is not a " +
                     std::string(Slots[S].Name) + " of " + quoted(Others) +
                     (List.empty()
                          ? std::string()
                          : "; it takes " + List + (None ? " or none" : ""));
  }

  /// The values of slot S that some row of Rows takes, in the rows' order
  /// (required ones first).
  std::vector<std::string_view>
  takenIn(size_t S, const std::vector<const VariantInfo *> &Rows) const {
    std::vector<std::string_view> Result;
    EntryList<QualifierInfo> Values = valuesOf(Slots[S]);
    for (const VariantInfo *R : Rows)
      for (EntryList<QualifierInfo> List : {requiredOf(*R), allowedOf(*R)})
        for (size_t I = 0; I < List.size(); ++I)
          if (listed(Values, List.indexAt(I)))
            addOnce(Result, List[I].Spelling);
    return Result;
  }

  std::string slotPhrase(size_t S) const {
    std::string_view N = Slots[S].Name;
    bool Vowel = !N.empty() && std::string_view("aeiou").find(N[0]) !=
                                   std::string_view::npos;
    return (Vowel ? "an " : "a ") + std::string(N) + " qualifier";
  }

  /// The written slots whose qualifier Row does not take, and the empty
  /// slots of which Row requires one qualifier; no messages yet.
  void mismatches(const VariantInfo &Row, std::vector<size_t> &NotTaken,
                  std::vector<size_t> &Missing) const {
    for (size_t S : Written)
      if (!takes(Row, indexOf(*M.SlotValues[S])))
        NotTaken.push_back(S);
    // Required qualifiers, grouped by slot: one of each slot's. They are
    // all in governed slots.
    EntryList<QualifierInfo> Required = requiredOf(Row);
    for (size_t S = 0; S < Slots.size() && !Required.empty(); ++S) {
      if (!(Table.GovernedSlots >> S & 1) || M.SlotValues[S])
        continue; // A written value the row does not take is counted above.
      bool Needed = false;
      EntryList<QualifierInfo> Values = valuesOf(Slots[S]);
      for (size_t V = 0; V < Values.size() && !Needed; ++V)
        Needed = listed(Required, Values.indexAt(V));
      if (Needed)
        Missing.push_back(S);
    }
  }

  size_t countProblems(const VariantInfo &Row) const {
    std::vector<size_t> NotTaken, Missing;
    mismatches(Row, NotTaken, Missing);
    return NotTaken.size() + Missing.size();
  }

  /// The row of Rows that takes the qualifier written in slot S but not
  /// some other written one, and the slots of those others; null if none.
  const VariantInfo *conflictRow(size_t S,
                                 const std::vector<const VariantInfo *> &Rows,
                                 std::vector<size_t> *Conflicts) const {
    uint16_t QI = indexOf(*M.SlotValues[S]);
    for (const VariantInfo *R : Rows) {
      if (!takes(*R, QI))
        continue;
      bool Any = false;
      for (size_t Other : Written)
        if (Other != S && !takes(*R, indexOf(*M.SlotValues[Other]))) {
          Any = true;
          if (!Conflicts)
            break;
          Conflicts->push_back(Other);
        }
      if (Any)
        return R;
    }
    return nullptr;
  }

  /// The qualifier written in slot S, which the closest row does not
  /// take. If another row of the tuple takes it, the trouble is the
  /// combination: name what it conflicts with there.
  void notTaken(size_t S, const std::vector<const VariantInfo *> &Rows) {
    const QualifierInfo &Q = *M.SlotValues[S];
    const Modifier &Mod = *M.SlotModifiers[S];
    if (conflictRow(S, Rows, nullptr)) {
      M.problem(DiagID::QualifierConflict, Mod.Range, [&] {
        std::vector<size_t> Others;
        conflictRow(S, Rows, &Others);
        std::vector<std::string_view> Conflicts;
        for (size_t Other : Others)
          Conflicts.push_back(M.SlotValues[Other]->Spelling);
        return quoted(Q.Spelling) + " cannot be combined with " +
               joinWords(Conflicts, " and ", true) + " in " + quoted(Name);
      });
      return;
    }
    M.problem(DiagID::QualifierNotAllowed, Mod.Range, [&] {
      std::vector<std::string_view> Taken = takenIn(S, Rows);
      if (valuesOf(Slots[S]).size() == 1)
        return quoted(Q.Spelling) + " cannot be used with " + quoted(Name);
      if (Taken.empty())
        return quoted(Name) + " takes no " + std::string(Slots[S].Name) +
               " qualifier";
      return quoted(Q.Spelling) + " is not a " + std::string(Slots[S].Name) +
             " of " + quoted(Name) + "; it takes " +
             joinWords(Taken, " or ", false);
    });
  }

  const VariantInfo *closest(const std::vector<const VariantInfo *> &Rows) const {
    const VariantInfo *Best = nullptr;
    size_t BestCount = 0;
    for (const VariantInfo *R : Rows) {
      size_t Count = countProblems(*R);
      if (!Best || Count < BestCount) {
        Best = R;
        BestCount = Count;
      }
    }
    return Best;
  }

  /// What Row does not accept of what is written.
  void explain(const VariantInfo &Row,
               const std::vector<const VariantInfo *> &Rows) {
    std::vector<size_t> NotTaken, Missing;
    mismatches(Row, NotTaken, Missing);
    for (size_t S : NotTaken)
      notTaken(S, Rows);
    for (size_t S : Missing)
      M.problem(DiagID::MissingQualifier, KeysRange, [&] {
        std::vector<std::string_view> Taken = takenIn(S, Rows);
        std::string What =
            Taken.size() > 1
                ? slotPhrase(S) + " (" + joinWords(Taken, " or ", false) + ")"
                : quoted(Taken.empty() ? "" : Taken.front());
        return quoted(Name) + " needs " + What;
      });
  }

  /// What is written fits each of Clean; the module must meet the
  /// requirement of one. If it meets none, the closest row's is recorded
  /// (one whose target is met, if any), named by the opcode, the written
  /// qualifiers that name the variant and the keys: "cvt.rn.satfinite.f16.f32".
  void requireOneOf(const std::vector<const VariantInfo *> &Clean) {
    const VariantInfo *Report = nullptr;
    for (const VariantInfo *R : Clean) {
      const RequirementInfo &Req = requirement(R->Requirement);
      if (Ctx.meets(Req)) {
        M.Row = R;
        return;
      }
      bool TargetMet = !Ctx.Target || targetMeets(*Ctx.Target, Req);
      if (!Report || (TargetMet && Ctx.Target &&
                      !targetMeets(*Ctx.Target, requirement(Report->Requirement))))
        Report = R;
    }
    M.Row = Report;
    std::string Feature(M.opcodeName());
    // A written choice among several values (a rounding) names the
    // variant; a flag (.ftz) only when the row requires it.
    for (size_t S : Written)
      if (valuesOf(Slots[S]).size() > 1 ||
          listed(requiredOf(*Report), indexOf(*M.SlotValues[S])))
        Feature += M.SlotValues[S]->Spelling;
    Feature += Name.substr(M.opcodeName().size());
    M.Requirements.push_back(
        {&requirement(Report->Requirement), Feature, KeysRange});
  }

  /// The form's value operands: constants, special registers and variables
  /// only where the row allows them. A data-value operand (a register, a
  /// constant or a vector) is judged so when it is written as a scalar
  /// (atom's b of a half type takes no constant; its vector's elements are
  /// the operand checker's).
  void checkOperands(const VariantInfo &Row) {
    if (Row.ConstantOperands && Row.SpecialRegisterOperands &&
        Row.VariableOperands)
      return;
    // The operands written, without those absent for want of their
    // qualifier (atom's c without .cas), so that each lines up with its
    // spec.
    std::vector<const OperandInfo *> Expected = expectedOperands(M);
    for (size_t I = 0; I < Expected.size() && I < M.Inst.operands().size();
         ++I) {
      const OperandInfo &Spec = *Expected[I];
      if ((Spec.Kind != OperandKind::Value &&
           Spec.Kind != OperandKind::DataValue) ||
          Spec.FixedType >= 0)
        continue; // A fixed-type operand keeps its own rules.
      const Operand &Given = withoutParentheses(M.Inst.operands()[I]);
      if (Given.kind() != Operand::Kind::Expression)
        continue; // The operand checker explains it.
      const Expr &E = *Given.value();
      auto What = [&] {
        return "the " + std::string(Spec.Name) + " operand";
      };
      if (E.K == Expr::Kind::Symbol) {
        const Symbol *S = Ctx.lookupName(E);
        if (!S && findSpecialRegister(E.text()) && !Row.SpecialRegisterOperands)
          M.problem(DiagID::OperandKind, Given.range(), [&] {
            return "special register " +
                   quoted(sourceText(Ctx, Given.range())) + " cannot be " +
                   What() + " of " + quoted(Name) +
                   "; copy it to a register with mov first";
          });
        if (S && S->Kind != SymbolKind::Register && !Row.VariableOperands)
          M.problem(DiagID::OperandKind, Given.range(), [&] {
            return What() + " must be a register or a constant; " +
                   quoted(E.text()) + " is a variable";
          });
      } else if (isConstant(E) && !Row.ConstantOperands) {
        const QualifierInfo *Type = Spec.TypeSlot != NoSlot
                                        ? M.valueOf(Spec.TypeSlot)
                                        : nullptr;
        M.problem(DiagID::OperandKind, Given.range(), [&] {
          return What() + " of " + quoted(Name) + " must be a register" +
                 (Type ? ": there are no " + quoted(Type->Spelling) +
                             " constants"
                       : std::string());
        });
      }
    }
  }

  FormMatch &M;
  CheckContext &Ctx;
  const FormVariantsInfo &Table;
  EntryList<SlotInfo> Slots;
  SourceRange KeysRange;
  std::string Name;
  /// The written slots the rows govern.
  std::vector<size_t> Written;
};

} // namespace

void ptxlint::checkVariants(FormMatch &M, CheckContext &Ctx) {
  VariantChecker(M, Ctx).run();
}

bool ptxlint::variantTupleRefused(const FormMatch &M) {
  uint16_t Key[MaxVariantKeys] = {};
  if (!variantsOf(M.Form).NumKeys || !writtenKey(M, Key))
    return false;
  TableSpan<VariantTupleInfo> Rows = findVariantTuples(M.Form, Key);
  return Rows.begin() == Rows.end() ||
         !variant(Rows.begin()->Row).Refusal.empty();
}
