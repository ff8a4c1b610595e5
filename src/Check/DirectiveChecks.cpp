//===- DirectiveChecks.cpp ------------------------------------------------===//

#include "DirectiveChecks.h"

#include "ConstantEval.h"

#include "ISA/ISA.h"

#include <cassert>

using namespace ptxlint;

namespace {

void checkFeature(CheckContext &Ctx, const isa::DirectiveFeatureInfo &Feature,
                  SourceRange Where) {
  // A directive is quoted as written; a phrase for a form is not.
  std::string Named = Feature.Name.find(' ') == std::string_view::npos
                          ? quoted(Feature.Name)
                          : std::string(Feature.Name);
  Ctx.checkRequirementOf(isa::requirement(Feature.Requirement), Named, Where);
  if (Feature.RemovedIn.Major == 0 || !Ctx.Version ||
      *Ctx.Version < Feature.RemovedIn)
    return;
  Diagnostic &D = Ctx.Diags.reportFormatted(
      DiagID::RemovedDirective, Where,
      {quoted(Feature.Name), isa::versionString(Feature.RemovedIn),
       Ctx.versionSource(), quoted(Feature.Replacement)});
  if (!Ctx.VersionOverridden)
    D.Notes.push_back({Ctx.VersionRange, "the module's .version is declared here"});
}

std::string_view kindName(const Function &F) {
  return F.K == Function::Kind::Entry ? "kernel" : "function";
}

/// The rules between the directives one function was given; FirstUse
/// finds where a directive was given, if it was.
template <typename FirstUseFn>
void checkFunctionDirectiveRules(CheckContext &Ctx, const std::string &Owner,
                                 const FirstUseFn &FirstUse) {
  for (const isa::FunctionDirectiveRuleInfo &Rule :
       isa::allFunctionDirectiveRules()) {
    const isa::DirectiveFeatureInfo &First = isa::directiveFeature(Rule.First);
    const Token *FirstGiven = FirstUse(First);
    if (!FirstGiven)
      continue;
    std::string Missing;
    size_t MissingCount = 0;
    for (const isa::DirectiveFeatureInfo &Other : isa::othersOf(Rule)) {
      const Token *OtherGiven = FirstUse(Other);
      if (Rule.Conflict && OtherGiven) {
        // Reported at whichever comes second, with a note at the other.
        bool FirstIsEarlier = FirstGiven->Range.Begin < OtherGiven->Range.Begin;
        const Token *Later = FirstIsEarlier ? OtherGiven : FirstGiven;
        const Token *Earlier = FirstIsEarlier ? FirstGiven : OtherGiven;
        Ctx.Diags
            .reportFormatted(DiagID::FunctionDirectiveConflict, Later->Range,
                             {quoted(Later->Text), quoted(Earlier->Text), Owner})
            .Notes.push_back({Earlier->Range, quoted(Earlier->Text) + " is here"});
      }
      if (!Rule.Conflict && !OtherGiven) {
        Missing += (MissingCount++ ? " and " : "") + quoted(Other.Name);
      }
    }
    if (MissingCount)
      Ctx.Diags.reportFormatted(DiagID::FunctionDirectiveNeeds,
                                FirstGiven->Range,
                                {quoted(First.Name), Owner, Missing});
  }
}

} // namespace

void ptxlint::checkDirective(CheckContext &Ctx, std::string_view Name,
                             SourceRange Where) {
  const isa::DirectiveFeatureInfo *Feature =
      isa::findDirectiveFeature(Name, /*FunctionDirective=*/false);
  assert(Feature && "a directive feature missing from Directives.td");
  if (Feature)
    checkFeature(Ctx, *Feature, Where);
}

namespace {
/// A function directive's values against its record: how many, integer
/// literals, and above zero where it says so.
void checkDirectiveArguments(CheckContext &Ctx,
                             const isa::DirectiveFeatureInfo &Feature,
                             const FunctionAttribute &A) {
  size_t Count = A.Arguments.size();
  if (Count < Feature.MinArguments || Count > Feature.MaxArguments) {
    std::string Wanted =
        Feature.MaxArguments == 0 ? std::string("no value")
        : Feature.MinArguments == Feature.MaxArguments
            ? std::to_string(Feature.MaxArguments) + " integer"
            : std::to_string(Feature.MinArguments) + " to " +
                  std::to_string(Feature.MaxArguments) + " integers";
    Ctx.Diags.report(DiagID::FunctionDirectiveArguments,
                     A.Arguments.empty() ? A.Name.Range : A.Range,
                     quoted(A.Name.Text) + " takes " + Wanted + ", not " +
                         std::to_string(Count));
    return;
  }
  for (const ExprPtr &Value : A.Arguments) {
    if (Value->K != Expr::Kind::IntegerLiteral) {
      Ctx.Diags.report(DiagID::FunctionDirectiveArguments, Value->Range,
                       quoted(A.Name.Text) +
                           " takes integers written as literals (32, 0x20), "
                           "not an expression, a sign or a fraction");
      return;
    }
    if (!checkThirtyTwoBitValue(Ctx, "a function directive's value",
                                Value->text(), Value->Range))
      return;
    if (Feature.PositiveArguments && parseIntegerLiteral(Value->text()) == 0u) {
      Ctx.Diags.report(DiagID::FunctionDirectiveArguments, Value->Range,
                       quoted(A.Name.Text) + " takes values above zero");
      return;
    }
  }
}

/// A pragma's value as ptxas reads it, which is as the C library's strtol
/// reads an integer in base 0: blanks, a sign, then decimal digits, `0x`
/// and hexadecimal ones or `0` and octal ones, and nothing after. So PTX's
/// own `0b101` and `U` suffix are refused, and `+4` and ` 4` are taken;
/// a value too large is not refused but stops at the largest of 64 bits,
/// as strtol's does. Nothing when Text is no such integer.
std::optional<int64_t> readPragmaInteger(std::string_view Text) {
  size_t First = Text.find_first_not_of(" \t\n\v\f\r");
  if (First == std::string_view::npos)
    return std::nullopt;
  Text.remove_prefix(First);
  bool Negative = Text[0] == '-';
  if (Negative || Text[0] == '+')
    Text.remove_prefix(1);
  unsigned Base = 10;
  if (Text.size() > 2 && Text[0] == '0' && (Text[1] == 'x' || Text[1] == 'X')) {
    Text.remove_prefix(2);
    Base = 16;
  } else if (Text.size() > 1 && Text[0] == '0') {
    Text.remove_prefix(1);
    Base = 8;
  }
  if (Text.empty())
    return std::nullopt;
  constexpr uint64_t Largest = uint64_t(INT64_MAX) + 1; // -INT64_MIN.
  uint64_t Magnitude = 0;
  for (char C : Text) {
    unsigned Digit = C >= '0' && C <= '9'   ? unsigned(C - '0')
                     : C >= 'a' && C <= 'f' ? unsigned(C - 'a' + 10)
                     : C >= 'A' && C <= 'F' ? unsigned(C - 'A' + 10)
                                            : Base;
    if (Digit >= Base)
      return std::nullopt;
    Magnitude = Magnitude > (Largest - Digit) / Base
                    ? Largest
                    : Magnitude * Base + Digit;
  }
  if (Negative)
    return Magnitude == Largest ? INT64_MIN : -int64_t(Magnitude);
  return Magnitude >= Largest ? INT64_MAX : int64_t(Magnitude);
}

/// Where a pragma may be written, as a message says it: "at module scope
/// or as a statement of a function body".
std::string pragmaPlaces(uint8_t Places) {
  std::string Text;
  for (auto [Bit, Words] :
       {std::pair<uint8_t, const char *>{isa::PragmaAtModuleScope,
                                         "at module scope"},
        {isa::PragmaAmongFunctionDirectives, "among a function's directives"},
        {isa::PragmaInBody, "as a statement of a function body"},
        {isa::PragmaInKernelBody, "as a statement of a kernel's body"},
        {isa::PragmaInFunctionBody, "as a statement of a .func's body"}})
    if ((Places & Bit) == Bit) {
      Text += (Text.empty() ? "" : " or ") + std::string(Words);
      Places &= ~Bit;
    }
  return Text;
}
} // namespace

void ptxlint::checkPragma(CheckContext &Ctx, const PragmaDirective &P,
                          uint8_t Place) {
  // A body is a kernel's or a .func's (enable_smem_spilling is a kernel's
  // only, abi_param_reg a .func's).
  if (Place == isa::PragmaInBody)
    Place = Ctx.InKernelBody ? isa::PragmaInKernelBody
                             : isa::PragmaInFunctionBody;
  for (const Token &String : P.Strings) {
    if (String.Text.size() < 2)
      continue;
    std::string_view Text = String.Text.substr(1, String.Text.size() - 2);
    const isa::PragmaStringInfo *Known = isa::findPragmaString(Text);
    if (Known && Known->UnknownElsewhere && !(Known->Places & Place))
      Known = nullptr; // ptxas: "nvopt 2" at module scope is any string.
    if (!Known) {
      Ctx.Diags.reportFormatted(Place == isa::PragmaAtModuleScope
                                    ? DiagID::UnknownPragma
                                    : DiagID::IgnoredPragma,
                                String.Range, {quoted(Text)});
      continue;
    }
    std::string_view Name = Known->Name;
    if (!(Known->Places & Place)) {
      Ctx.Diags.reportFormatted(DiagID::PragmaPlace, String.Range,
                                {quoted(Name), pragmaPlaces(Known->Places)});
      continue;
    }
    if (!Known->Feature.empty())
      checkDirective(Ctx, Known->Feature, String.Range);
    // ptxas: the value is what follows the one character after the name,
    // a blank or not ("used_bytes_mask-1" is "used_bytes_mask 1").
    std::string_view Value = Text.size() > Name.size() + 1
                                 ? Text.substr(Name.size() + 1)
                                 : std::string_view();
    auto Unsupported = [&] {
      if (Known->Unsupported)
        Ctx.Diags.reportFormatted(DiagID::UnsupportedPragma, String.Range,
                                  {quoted(Name), quoted(Text)});
    };
    if (Known->Values == isa::PragmaValues::Text && Value.empty()) {
      Ctx.Diags.reportFormatted(DiagID::PragmaValue, String.Range,
                                {quoted(Name), "a value after its name"});
      continue;
    }
    if (Known->Values != isa::PragmaValues::Integer &&
        Known->Values != isa::PragmaValues::Positive) {
      Unsupported();
      continue;
    }
    std::optional<int64_t> Number = readPragmaInteger(Value);
    if (Number && *Number >= Known->Least && *Number <= Known->Most) {
      Unsupported();
      continue;
    }
    std::string Expected = "one integer";
    if (Known->Most != INT64_MAX)
      Expected += " from " + std::to_string(Known->Least) + " to " +
                  std::to_string(Known->Most);
    else if (Known->Least == 1)
      Expected += " above zero";
    else if (Known->Least != INT64_MIN)
      Expected += " from " + std::to_string(Known->Least) + " up";
    Ctx.Diags.reportFormatted(
        DiagID::PragmaValue, String.Range,
        {quoted(Name), Expected + (Value.empty() ? std::string(" after its name")
                                                 : ", not " + quoted(Value))});
  }
}

bool ptxlint::checkThirtyTwoBitValue(CheckContext &Ctx, std::string_view Place,
                                     std::string_view Literal,
                                     SourceRange Range) {
  std::optional<uint64_t> Value = parseIntegerLiteral(Literal);
  if (!Value || *Value <= UINT32_MAX || !isa::readsThirtyTwoBits(Place))
    return true;
  Ctx.Diags.report(DiagID::ConstantOverflow, Range,
                   "integer constant " + quoted(Literal.substr(0, 24)) +
                       (Literal.size() > 24 ? "..." : "") +
                       " overflows; ptxas reads " + std::string(Place) +
                       " into 32 bits (at most 4294967295)");
  return false;
}

namespace {
/// The directives between a signature and its body (or its end, for a call
/// prototype), of a function of Kind (isa::DirectiveOnEntry or OnFunc)
/// that a message calls KindName Name.
void checkDirectiveList(CheckContext &Ctx,
                        const std::vector<FunctionAttribute> &Attributes,
                        uint8_t Kind, std::string_view KindName,
                        std::string_view Name) {
  // The known directives in place, each with its first use.
  std::vector<std::pair<const isa::DirectiveFeatureInfo *, const Token *>> Given;
  auto FirstUse = [&Given](const isa::DirectiveFeatureInfo &D) -> const Token * {
    for (const auto &[Feature, Use] : Given)
      if (Feature == &D)
        return Use;
    return nullptr;
  };
  std::string Owner = std::string(KindName) + " " + quoted(Name);
  for (const FunctionAttribute &A : Attributes) {
    const isa::DirectiveFeatureInfo *Feature =
        isa::findDirectiveFeature(A.Name.Text, /*FunctionDirective=*/true);
    if (!Feature) {
      Ctx.Diags.reportFormatted(DiagID::UnknownFunctionDirective, A.Name.Range,
                                {quoted(A.Name.Text), Owner});
      continue;
    }
    if (!(Feature->AppliesTo & Kind)) {
      Ctx.Diags.reportFormatted(
          DiagID::FunctionDirectiveNotAllowed, A.Name.Range,
          {quoted(A.Name.Text),
           Feature->AppliesTo & isa::DirectiveOnEntry ? "kernels (.entry)"
                                                      : "functions (.func)",
           KindName, quoted(Name)});
      continue;
    }
    checkFeature(Ctx, *Feature, A.Name.Range);
    if (A.Pragma)
      checkPragma(Ctx, *A.Pragma, isa::PragmaAmongFunctionDirectives);
    else
      checkDirectiveArguments(Ctx, *Feature, A);
    if (const Token *Earlier = FirstUse(*Feature)) {
      if (Feature->Once)
        Ctx.Diags
            .reportFormatted(DiagID::FunctionDirectiveRepeated, A.Name.Range,
                             {quoted(A.Name.Text), Owner})
            .Notes.push_back({Earlier->Range, "first given here"});
      continue;
    }
    Given.push_back({Feature, &A.Name});
  }
  checkFunctionDirectiveRules(Ctx, Owner, FirstUse);
}
} // namespace

void ptxlint::checkFunctionDirectives(CheckContext &Ctx, const Function &F) {
  // Linkage words that Directives.td gates (`.weak`).
  for (const Token &Word : F.Linkage)
    if (const isa::DirectiveFeatureInfo *Feature =
            isa::findDirectiveFeature(Word.Text, /*FunctionDirective=*/false))
      checkFeature(Ctx, *Feature, Word.Range);
  bool IsKernel = F.K == Function::Kind::Entry;
  if (IsKernel && F.Parameters && !F.Parameters->empty()) {
    SourceRange List{F.Parameters->front().Range.Begin,
                     F.Parameters->back().Range.End};
    checkDirective(Ctx, "a kernel parameter list", List);
    for (const ParameterDecl &P : *F.Parameters)
      for (const Qualifier &Q : P.Qualifiers)
        if (const isa::KernelParameterWordInfo *K =
                isa::findKernelParameterWord(Q.Name.Text))
          checkDirective(Ctx, K->Feature, Q.Range);
  }
  checkDirectiveList(Ctx, F.Attributes,
                     IsKernel ? isa::DirectiveOnEntry : isa::DirectiveOnFunc,
                     kindName(F), F.Name.Text);
}

void ptxlint::checkCallPrototypeDirectives(CheckContext &Ctx,
                                           const CallPrototype &C) {
  // ptxas reads the directives of a prototype as those of a .func: the
  // version and target of each, once each (issue 37).
  checkDirectiveList(Ctx, C.Attributes, isa::DirectiveOnFunc, "call prototype",
                     C.Name.Text);
}

void ptxlint::checkDeclarationDirectives(
    CheckContext &Ctx, const std::vector<Qualifier> &Qualifiers) {
  // Whichever qualifiers and attribute items Directives.td gates.
  for (const Qualifier &Q : Qualifiers) {
    if (const isa::DirectiveFeatureInfo *Feature = isa::findDirectiveFeature(
            Q.Name.Text, /*FunctionDirective=*/false))
      checkFeature(Ctx, *Feature, Q.Name.Range);
    for (const AttributeItem &Item : Q.Attributes)
      if (const isa::DirectiveFeatureInfo *Feature = isa::findDirectiveFeature(
              Item.Name.Text, /*FunctionDirective=*/false))
        checkFeature(Ctx, *Feature, Item.Name.Range);
  }
}
