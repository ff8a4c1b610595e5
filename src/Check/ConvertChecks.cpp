//===- ConvertChecks.cpp - Custom checks of cvt and cvt.pack --------------===//
//
// Rules of these instruction forms that the .td constraints cannot express.
// Each is named by a CustomCheck record in src/ISA/Convert.td.
//
// "conversion" reads the ConversionRule records: it finds the rules of the
// written (destination, source) pair, takes the one that accepts the
// written qualifiers (or, failing that, the closest) and explains what the
// rule does not accept. The facts are all in the records; this file only
// compares and words the messages.
//
//===----------------------------------------------------------------------===//

#include "ConstantEval.h"
#include "CustomChecks.h"
#include "OperandChecker.h"

#include <algorithm>

using namespace ptxlint;
using namespace ptxlint::isa;

namespace {

bool contains(EntryList<QualifierInfo> List, const QualifierInfo &Q) {
  for (const QualifierInfo &Item : List)
    if (Item.Spelling == Q.Spelling)
      return true;
  return false;
}

std::string joinQuoted(const std::vector<std::string_view> &Words) {
  std::string Result;
  for (size_t I = 0; I < Words.size(); ++I) {
    if (I)
      Result += I + 1 == Words.size() ? " and " : ", ";
    Result += quoted(Words[I]);
  }
  return Result;
}

/// What is written besides the types: the rounding slot's value and the
/// values of the other slots that are not positional.
struct Written {
  const QualifierInfo *Rounding = nullptr;
  const Modifier *RoundingModifier = nullptr;
  std::vector<std::pair<const QualifierInfo *, const Modifier *>> Others;
};

Written writtenQualifiers(const FormMatch &M) {
  Written W;
  EntryList<SlotInfo> Slots = slotsOf(M.Form);
  for (size_t S = 0; S < Slots.size(); ++S) {
    if (!M.SlotValues[S] || Slots[S].Positional)
      continue;
    if (Slots[S].Name == "rounding") {
      W.Rounding = M.SlotValues[S];
      W.RoundingModifier = M.SlotModifiers[S];
    } else {
      W.Others.push_back({M.SlotValues[S], M.SlotModifiers[S]});
    }
  }
  return W;
}

bool meets(const CheckContext &Ctx, const RequirementInfo &R) {
  return !(Ctx.Version && *Ctx.Version < R.MinVersion) &&
         !(Ctx.Target && !targetMeets(*Ctx.Target, R));
}

/// Whether every qualifier written (besides the types) is one Rule takes,
/// with everything it needs.
bool accepts(const ConversionRuleInfo &Rule, const Written &W) {
  if (W.Rounding ? !contains(roundingOf(Rule), *W.Rounding)
                 : Rule.RoundingRequired)
    return false;
  for (const auto &[Q, Mod] : W.Others)
    if (!contains(allowedOf(Rule), *Q) && !contains(requiredOf(Rule), *Q))
      return false;
  for (const QualifierInfo &Q : requiredOf(Rule)) {
    bool Found = false;
    for (const auto &[Other, Mod] : W.Others)
      Found = Found || Other->Spelling == Q.Spelling;
    if (!Found)
      return false;
  }
  return true;
}

class ConversionChecker {
public:
  ConversionChecker(FormMatch &M, CheckContext &Ctx) : M(M), Ctx(Ctx) {}

  void run() {
    Destination = M.valueOf("destination type");
    Source = M.valueOf("source type");
    if (!Destination || !Source)
      return; // Reported as a missing qualifier.
    const Modifier *D = nullptr, *S = nullptr;
    EntryList<SlotInfo> Slots = slotsOf(M.Form);
    for (size_t I = 0; I < Slots.size(); ++I) {
      if (Slots[I].Name == "destination type")
        D = M.SlotModifiers[I];
      if (Slots[I].Name == "source type")
        S = M.SlotModifiers[I];
    }
    TypesRange = D->Range.merge(S->Range);
    Name = std::string(opcode().Name) + std::string(Destination->Spelling) +
           std::string(Source->Spelling);
    W = writtenQualifiers(M);

    std::vector<const ConversionRuleInfo *> Rules;
    for (const ConversionRuleInfo &R : conversionRules())
      if (&opcodeOf(R) == &opcode() &&
          contains(destinationsOf(R), *Destination) &&
          contains(sourcesOf(R), *Source))
        Rules.push_back(&R);
    if (Rules.empty()) {
      noConversion();
      return;
    }
    std::vector<const ConversionRuleInfo *> Home;
    for (const ConversionRuleInfo *R : Rules)
      if (&form(R->Form) == &M.Form)
        Home.push_back(R);
    if (Home.empty()) {
      // Written in the wrong form: say which, and what else is wrong, so
      // that its own form, where only the rest is wrong, is the closer one.
      const FormInfo &HomeForm = form(Rules.front()->Form);
      std::string There = syntaxOf(HomeForm), Here = syntaxOf(M.Form);
      if (There == Here) // Same operands, other register rules.
        There = HomeForm.Name, Here = M.Form.Name;
      M.Problems.push_back({DiagID::InvalidInstruction, TypesRange,
                            quoted(Name) + " is written as " + quoted(There) +
                                ", not as " + quoted(Here)});
      const ConversionRuleInfo *Rule = closest(Rules);
      checkSources(*Rule);
      explain(Rule, Rules);
      return;
    }
    std::vector<const ConversionRuleInfo *> Clean;
    for (const ConversionRuleInfo *R : Home)
      if (accepts(*R, W))
        Clean.push_back(R);
    const ConversionRuleInfo *Rule = Clean.empty() ? closest(Home) : Clean.front();
    checkSources(*Rule);
    if (Clean.empty()) {
      explain(Rule, Home);
      return;
    }
    requireOneOf(Clean);
  }

private:
  const OpcodeInfo &opcode() const { return isa::opcodeOf(M.Form); }
  static const OpcodeInfo &opcodeOf(const ConversionRuleInfo &R) {
    return isa::opcodeOf(form(R.Form));
  }

  /// "cvt.dtype.f32 d, a, b" of "cvt.dtype.f32 d, a, b (exact ...)".
  static std::string syntaxOf(const FormInfo &F) {
    std::string_view Name = F.Name;
    size_t Paren = Name.find(" (");
    return std::string(Name.substr(0, Paren));
  }

  void noConversion() {
    // What the destination type can be converted from, as a hint.
    std::vector<std::string_view> From;
    for (const ConversionRuleInfo &R : conversionRules()) {
      if (&opcodeOf(R) != &opcode() || !contains(destinationsOf(R), *Destination))
        continue;
      for (const QualifierInfo &Q : sourcesOf(R))
        if (std::find(From.begin(), From.end(), Q.Spelling) == From.end())
          From.push_back(Q.Spelling);
    }
    std::string Hint;
    if (From.empty())
      Hint = "; " + quoted(Destination->Spelling) + " is not a destination type of " +
             quoted(opcode().Name);
    else if (From.size() <= 4)
      Hint = "; " + quoted(Destination->Spelling) + " is converted from " +
             joinQuoted(From) + " only";
    M.Problems.push_back({DiagID::QualifierConflict, TypesRange,
                          quoted(opcode().Name) + " has no conversion from " +
                              quoted(Source->Spelling) + " to " +
                              quoted(Destination->Spelling) + Hint});
  }

  /// The roundings any rule of the pair takes: "'.rni' is not a rounding
  /// of 'cvt.tf32.f32'; it takes .rna, .rn or .rz".
  static std::string pairRounding(
      const std::vector<const ConversionRuleInfo *> &Rules) {
    std::vector<std::string_view> Spellings;
    for (const ConversionRuleInfo *R : Rules)
      for (const QualifierInfo &Q : roundingOf(*R))
        if (std::find(Spellings.begin(), Spellings.end(), Q.Spelling) ==
            Spellings.end())
          Spellings.push_back(Q.Spelling);
    std::string Result;
    for (size_t I = 0; I < Spellings.size(); ++I) {
      if (I)
        Result += I + 1 == Spellings.size() ? " or " : ", ";
      Result += std::string(Spellings[I]);
    }
    return Result;
  }

  /// The problems Rule has with what is written.
  std::vector<Problem> problemsOf(const ConversionRuleInfo &Rule,
                                  const std::vector<const ConversionRuleInfo *> &Rules) const {
    std::vector<Problem> Result;
    EntryList<QualifierInfo> Rounding = roundingOf(Rule);
    if (W.Rounding && !contains(Rounding, *W.Rounding)) {
      std::string Takes = pairRounding(Rules);
      Result.push_back(conflictOrPlain(
          *W.Rounding, *W.RoundingModifier, Rules,
          Takes.empty() ? quoted(Name) + " takes no rounding modifier"
                        : quoted(W.Rounding->Spelling) + " is not a rounding of " +
                              quoted(Name) + "; it takes " + Takes));
    } else if (!W.Rounding && Rule.RoundingRequired) {
      Result.push_back({DiagID::MissingQualifier, TypesRange,
                        quoted(Name) + " needs a rounding modifier (" +
                            pairRounding(Rules) + ")"});
    }
    for (const auto &[Q, Mod] : W.Others)
      if (!contains(allowedOf(Rule), *Q) && !contains(requiredOf(Rule), *Q))
        Result.push_back(conflictOrPlain(
            *Q, *Mod, Rules,
            quoted(Q->Spelling) + " cannot be used with " + quoted(Name)));
    for (const QualifierInfo &Q : requiredOf(Rule)) {
      bool Found = false;
      for (const auto &[Other, Mod] : W.Others)
        Found = Found || Other->Spelling == Q.Spelling;
      if (!Found)
        Result.push_back({DiagID::MissingQualifier, TypesRange,
                          quoted(Name) + " needs " + quoted(Q.Spelling)});
    }
    return Result;
  }

  /// Q, written at Mod, is not taken by the closest rule. If another rule
  /// of the pair takes it, the trouble is the combination: name what Q
  /// conflicts with. Otherwise Plain says Q is not allowed at all.
  Problem conflictOrPlain(const QualifierInfo &Q, const Modifier &Mod,
                          const std::vector<const ConversionRuleInfo *> &Rules,
                          std::string Plain) const {
    for (const ConversionRuleInfo *R : Rules) {
      bool Takes = contains(roundingOf(*R), Q) || contains(allowedOf(*R), Q) ||
                   contains(requiredOf(*R), Q);
      if (!Takes)
        continue;
      std::vector<std::string_view> Conflicts;
      if (W.Rounding && W.Rounding != &Q && !contains(roundingOf(*R), *W.Rounding))
        Conflicts.push_back(W.Rounding->Spelling);
      for (const auto &[Other, OtherMod] : W.Others)
        if (Other != &Q && !contains(allowedOf(*R), *Other) &&
            !contains(requiredOf(*R), *Other))
          Conflicts.push_back(Other->Spelling);
      if (!Conflicts.empty())
        return {DiagID::QualifierConflict, Mod.Range,
                quoted(Q.Spelling) + " cannot be combined with " +
                    joinQuoted(Conflicts) + " in " + quoted(Name)};
    }
    return {DiagID::QualifierNotAllowed, Mod.Range, std::move(Plain)};
  }

  const ConversionRuleInfo *
  closest(const std::vector<const ConversionRuleInfo *> &Rules) const {
    const ConversionRuleInfo *Best = nullptr;
    size_t BestCount = 0;
    for (const ConversionRuleInfo *R : Rules) {
      size_t Count = problemsOf(*R, Rules).size();
      if (!Best || Count < BestCount) {
        Best = R;
        BestCount = Count;
      }
    }
    return Best;
  }

  void explain(const ConversionRuleInfo *Rule,
               const std::vector<const ConversionRuleInfo *> &Rules) {
    for (Problem &P : problemsOf(*Rule, Rules))
      M.Problems.push_back(std::move(P));
  }

  /// The value operands: registers, or constants (for the sources, where
  /// the rule allows them); never variables.
  void checkSources(const ConversionRuleInfo &Rule) {
    EntryList<OperandInfo> Specs = operandsOf(M.Form);
    for (size_t I = 0; I < Specs.size() && I < M.Inst.Operands.size(); ++I) {
      if (Specs[I].Kind != OperandKind::Value)
        continue;
      const Operand &Given = withoutParentheses(M.Inst.Operands[I]);
      if (Given.K != Operand::Kind::Expression)
        continue; // The operand checker explains it.
      const Expr &E = *Given.Value;
      if (E.K == Expr::Kind::Symbol) {
        const Symbol *S = Ctx.Symbols.lookup(E.Text);
        if (!S && findSpecialRegister(E.Text) &&
            !(Rule.SpecialRegisterSource && Specs[I].TypeSlot == "source type"))
          M.Problems.push_back({DiagID::OperandKind, Given.Range,
                                "special register " +
                                    quoted(Ctx.Source.text().substr(
                                        Given.Range.Begin,
                                        Given.Range.End - Given.Range.Begin)) +
                                    " cannot be the " +
                                    std::string(Specs[I].Name) +
                                    " operand of " + quoted(Name) +
                                    "; copy it to a register with mov first"});
        if (S && S->Kind != SymbolKind::Register)
          M.Problems.push_back({DiagID::OperandKind, Given.Range,
                                "the " + std::string(Specs[I].Name) +
                                    " operand must be a register or a "
                                    "constant; " + quoted(E.Text) +
                                    " is a variable"});
      } else if (isConstant(E) && !Rule.ConstantSource &&
                 Specs[I].TypeSlot == "source type") {
        M.Problems.push_back({DiagID::OperandKind, Given.Range,
                              "the " + std::string(Specs[I].Name) +
                                  " operand of " + quoted(Name) +
                                  " must be a register: there are no " +
                                  quoted(Source->Spelling) + " constants"});
      }
    }
  }

  /// The written qualifiers fit each of Clean; the module must meet the
  /// requirements of one. If it meets none, the closest rule's are
  /// reported (one whose target is met, if any).
  void requireOneOf(const std::vector<const ConversionRuleInfo *> &Clean) {
    const ConversionRuleInfo *Report = nullptr;
    for (const ConversionRuleInfo *R : Clean) {
      const RequirementInfo &Req = requirement(R->Requirement);
      if (meets(Ctx, Req))
        return;
      bool TargetMet = !Ctx.Target || targetMeets(*Ctx.Target, Req);
      if (!Report || (TargetMet && Ctx.Target &&
                      !targetMeets(*Ctx.Target, requirement(Report->Requirement))))
        Report = R;
    }
    // "cvt.rn.satfinite.f16.f32": the rounding and the qualifiers the rule
    // requires, which are what the requirement is about.
    std::string Feature(opcode().Name);
    if (W.Rounding)
      Feature += W.Rounding->Spelling;
    for (const QualifierInfo &Q : requiredOf(*Report))
      Feature += Q.Spelling;
    Feature += std::string(Destination->Spelling) + std::string(Source->Spelling);
    M.Requirements.push_back(
        {&requirement(Report->Requirement), Feature, TypesRange});
  }

  FormMatch &M;
  CheckContext &Ctx;
  const QualifierInfo *Destination = nullptr, *Source = nullptr;
  SourceRange TypesRange;
  std::string Name;
  Written W;
};

void checkConversion(FormMatch &M, CheckContext &Ctx) {
  ConversionChecker(M, Ctx).run();
}

/// The type of a vector whose elements so far are of type Vector, with a
/// further element of type Element; null if they do not agree.
const QualifierInfo *unify(const QualifierInfo &Vector,
                           const QualifierInfo &Element) {
  if (Vector.Spelling == Element.Spelling)
    return &Vector;
  if (Vector.Bits != Element.Bits)
    return nullptr;
  if (Vector.TypeClass == "b")
    return &Element;
  if (Element.TypeClass == "b")
    return &Vector;
  bool VectorInt = Vector.TypeClass == "u" || Vector.TypeClass == "s";
  bool ElementInt = Element.TypeClass == "u" || Element.TypeClass == "s";
  return VectorInt && ElementInt ? &Vector : nullptr;
}

/// `{a, b, e, f}`: four .f32 sources, registers of compatible types or
/// floating-point constants; no sinks.
void checkFourSources(FormMatch &M, CheckContext &Ctx) {
  EntryList<OperandInfo> Specs = operandsOf(M.Form);
  const QualifierInfo *F32 = findType(".f32");
  for (size_t I = 0; I < Specs.size() && I < M.Inst.Operands.size(); ++I) {
    if (Specs[I].Kind != OperandKind::Any)
      continue;
    const Operand &Given = M.Inst.Operands[I];
    if (Given.K != Operand::Kind::Vector || Given.Elements.size() != 4) {
      M.Problems.push_back({DiagID::OperandKind, Given.Range,
                            "the sources operand must be a vector of four "
                            ".f32 values, {a, b, e, f}"});
      continue;
    }
    const QualifierInfo *First = nullptr, *Vector = nullptr;
    for (const Operand &Element : Given.Elements) {
      const Expr *E = Element.K == Operand::Kind::Expression ? Element.Value.get()
                                                             : nullptr;
      if (E && isConstant(*E)) {
        if (!floatConstantBits(*E))
          M.Problems.push_back({DiagID::OperandType, Element.Range,
                                "a constant source of an '.f32' conversion must "
                                "be a floating-point constant"});
        continue;
      }
      const QualifierInfo *Type = E ? registerType(*E, Ctx) : nullptr;
      if (!Type) {
        M.Problems.push_back({DiagID::OperandKind, Element.Range,
                              "each source in {a, b, e, f} must be a register "
                              "or a floating-point constant"});
        continue;
      }
      if (!First) {
        // ptxas types the vector by its first register...
        if (F32 && !registerFits(M.Form, *F32, *Type, /*InVector=*/true))
          M.Problems.push_back(
              {DiagID::OperandType, Element.Range,
               "register " + quoted(E->Text) + " of type " +
                   quoted(Type->Spelling) +
                   " cannot be a source of an '.f32' conversion"});
      } else if (const QualifierInfo *Joined = unify(*Vector, *Type)) {
        Vector = Joined;
      } else {
        // ... and takes the others while their types agree: equal, or one
        // of them bit-size of the same width, or both integers.
        M.Problems.push_back(
            {DiagID::OperandType, Element.Range,
             "the sources in {a, b, e, f} must have compatible types; " +
                 quoted(E->Text) + " is " + quoted(Type->Spelling) +
                 ", the ones before it " + quoted(Vector->Spelling)});
      }
      if (!First)
        First = Vector = Type;
    }
  }
}

constexpr NamedCheck Checks[] = {
    {"conversion", checkConversion},
    {"cvt-four-sources", checkFourSources},
};

} // namespace

const CheckTable ptxlint::ConvertChecks = makeCheckTable(Checks);
