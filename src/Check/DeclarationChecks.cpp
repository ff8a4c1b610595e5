//===- DeclarationChecks.cpp ----------------------------------------------===//

#include "DeclarationChecks.h"

#include "ConstantEval.h"
#include "DirectiveChecks.h"
#include "Suggestions.h"

#include "ISA/ISA.h"

#include <algorithm>

using namespace ptxlint;

namespace {

/// Declaration words that need a target option the module does not give.
void checkNeededTargetOptions(CheckContext &Ctx,
                              const std::vector<Qualifier> &Qualifiers) {
  for (const Qualifier &Q : Qualifiers)
    if (const isa::TargetOptionInfo *Needed =
            isa::targetOptionNeededBy(Q.Name.Text))
      if (std::find(Ctx.TargetOptions.begin(), Ctx.TargetOptions.end(),
                    Needed) == Ctx.TargetOptions.end())
        Ctx.Diags.report(DiagID::InvalidTargetOption, Q.Name.Range,
                         quoted(Q.Name.Text) + " needs the target option " +
                             quoted(Needed->Name) +
                             ", which the module's .target does not give; "
                             "add it (.target ..., " +
                             std::string(Needed->Name) + ")");
}

/// A word a declaration may have in some place (Declarations.td,
/// DeclaredTypes.td); whether it may have it there is checked elsewhere.
bool isDeclarationWord(std::string_view Word) {
  return isa::findLinkageWord(Word) || isa::isDeclaredSpace(Word) ||
         isa::isDeclarationWord(Word) || isa::findType(Word) ||
         isa::findQualifier(Word, isa::QualifierKind::Vector);
}

/// "did you mean" for a word no declaration takes, among those of the
/// same place: linkage words only before a function's kind.
std::string suggestDeclarationWord(std::string_view Word, bool LinkageOnly) {
  SpellingSuggester Suggester(Word);
  for (const isa::LinkageWordInfo &L : isa::linkageWords())
    if (L.OnFunctions || !LinkageOnly)
      Suggester.add(L.Name);
  if (!LinkageOnly) {
    for (std::string_view Space : isa::declaredSpaces())
      Suggester.add(Space);
    for (const isa::QualifierInfo &Q : isa::allQualifiers())
      if ((Q.Kind == isa::QualifierKind::Type && isa::declarableType(Q)) ||
          (Q.Kind == isa::QualifierKind::Vector && isa::declarableVector(Q)))
        Suggester.add(Q.Spelling);
  }
  if (std::optional<std::string> Best = Suggester.best())
    return didYouMean(*Best);
  // A header directive with its value run into it (`.address_size$64`).
  for (const isa::HeaderDirectiveInfo &H : isa::headerDirectives())
    if (Word.size() > H.Name.size() && Word.substr(0, H.Name.size()) == H.Name)
      return "; " + quoted(H.Name) + " is a directive of its own, with a "
             "space before its value";
  return {};
}

/// Where a declaration is, for the types that may be declared in some
/// places only and the parts ptxas reads there.
enum class DeclarationSite { ModuleVariable, BodyVariable, KernelParameter,
                             OtherParameter };

bool isParameter(DeclarationSite Site) {
  return Site == DeclarationSite::KernelParameter ||
         Site == DeclarationSite::OtherParameter;
}

/// How ptxas reads one word of a declaration (DeclarationPart records).
struct PartReading {
  enum Kind {
    Read,            ///< As Part.
    NoPart,          ///< No part holds it: an unknown word or an
                     ///< instruction type, reported elsewhere.
    NotInThisPlace,  ///< Its parts (Part the first) are not read here.
    Repeated,        ///< Part holds one word, the one at Earlier.
    WithoutPrevious, ///< Part is read only after the part before it.
    BeforeRequired,  ///< It comes after Part, which is not read yet.
    OutOfOrder,      ///< Its parts are passed: it follows the word at Earlier.
  } K = NoPart;
  size_t Part = 0;
  size_t Earlier = 0;
};

/// ptxas reads a declaration's words part by part, in the order of
/// isa::declarationParts(): each as the first of its parts it has not
/// passed (`.align` before the type is the declaration's own, after it the
/// pointee's).
std::vector<PartReading> readParts(const std::vector<Qualifier> &Qualifiers,
                                   DeclarationSite Site) {
  isa::TableSpan<isa::DeclarationPartInfo> Parts = isa::declarationParts();
  std::vector<PartReading> Readings(Qualifiers.size());
  std::optional<size_t> Reached, LastRead;
  std::vector<std::optional<size_t>> FirstOfPart(Parts.size());
  for (size_t I = 0; I < Qualifiers.size(); ++I) {
    PartReading &R = Readings[I];
    std::vector<uint8_t> Allowed;
    for (uint8_t Part : isa::declarationPartsOf(Qualifiers[I].Name.Text))
      if (isParameter(Site) ? Parts[Part].Parameters : Parts[Part].Variables)
        Allowed.push_back(Part);
      else if (R.K == PartReading::NoPart)
        R = {PartReading::NotInThisPlace, Part};
    if (Allowed.empty())
      continue;
    R = {PartReading::OutOfOrder, 0, LastRead.value_or(0)};
    for (uint8_t Part : Allowed) {
      if (Reached && (Part < *Reached ||
                      (Part == *Reached && !Parts[Part].Repeats))) {
        if (Part == *Reached)
          R = {PartReading::Repeated, Part, *FirstOfPart[Part]};
        continue;
      }
      // A part every declaration has (the type) cannot be skipped.
      size_t Skipped = Reached ? *Reached + 1 : 0;
      while (Skipped < Part && !Parts[Skipped].Required)
        ++Skipped;
      if (Skipped < Part) {
        if (R.K == PartReading::OutOfOrder)
          R = {PartReading::BeforeRequired, Skipped};
        continue;
      }
      if (Parts[Part].FollowsPrevious && Reached != Part - 1u) {
        if (R.K == PartReading::OutOfOrder)
          R = {PartReading::WithoutPrevious, Part, LastRead.value_or(0)};
        continue;
      }
      R = {PartReading::Read, Part};
      break;
    }
    if (R.K != PartReading::Read)
      continue;
    Reached = R.Part;
    LastRead = I;
    if (!FirstOfPart[R.Part])
      FirstOfPart[R.Part] = I;
  }
  return Readings;
}

/// The descriptions of the parts ptxas reads at Site, in their order; a
/// .func's parameter is not told of the kernel parameter attributes.
std::string partsInOrder(DeclarationSite Site) {
  std::string Listed;
  for (const isa::DeclarationPartInfo &P : isa::declarationParts())
    if ((isParameter(Site) ? P.Parameters : P.Variables) &&
        (!P.KernelParameterAttribute ||
         Site == DeclarationSite::KernelParameter))
      Listed += (Listed.empty() ? "" : "; ") + std::string(P.Description);
  return "a declaration's words come in this order: " + Listed +
         "; then the name";
}

/// The word at I, read as a kernel parameter attribute, on a .func's
/// parameter (ptxas: "Illegal placement of kernel parameter attribute").
/// Where the word may also be one of the parameter's own (`.align` before
/// the type), the message says where to write it for that.
void reportKernelParameterAttribute(CheckContext &Ctx,
                                    const std::vector<Qualifier> &Qualifiers,
                                    const std::vector<PartReading> &Readings,
                                    size_t I) {
  isa::TableSpan<isa::DeclarationPartInfo> Parts = isa::declarationParts();
  const isa::DeclarationPartInfo &Part = Parts[Readings[I].Part];
  std::string_view Word = Qualifiers[I].Name.Text;
  std::string Instead;
  for (uint8_t Own : isa::declarationPartsOf(Word))
    if (Parts[Own].Parameters && !Parts[Own].KernelParameterAttribute)
      for (size_t J = 0; J < I && Instead.empty(); ++J)
        if (Readings[J].K == PartReading::Read && Readings[J].Part > Own)
          Instead = ": for the parameter's own, write it before " +
                    quoted(Qualifiers[J].Name.Text);
  Ctx.Diags.report(DiagID::InvalidParameter, Qualifiers[I].Name.Range,
                   quoted(Word) + " is an attribute of kernel parameters" +
                       (Part.Pointee
                            ? " here, the " + std::string(Part.Description)
                            : std::string()) +
                       "; a .func's parameter cannot have it" + Instead);
}

/// The words of a variable's or a parameter's declaration: each one a
/// declaration takes, in the order ptxas reads them, one state space, and a
/// type when it declares a name (ptxas: a syntax error, "Multiple state
/// spaces specified", "Illegal placement of kernel parameter attribute").
/// Returns whether every word is one a declaration takes; a missing type
/// or space is not reported after one that is not, which is likely that
/// one misspelt.
bool checkDeclarationWords(CheckContext &Ctx,
                           const std::vector<Qualifier> &Qualifiers,
                           const Token *Name, DeclarationSite Site) {
  isa::TableSpan<isa::DeclarationPartInfo> Parts = isa::declarationParts();
  std::vector<PartReading> Readings = readParts(Qualifiers, Site);
  const Qualifier *Space = nullptr;
  bool Typed = false, Known = true;
  // ptxas stops at the first word out of place, and says once that a
  // .func's parameter has kernel parameter attributes (`.ptr .global`).
  bool OutOfPlace = false, AttributeReported = false;
  for (size_t I = 0; I < Qualifiers.size(); ++I) {
    const Qualifier &Q = Qualifiers[I];
    std::string_view Word = Q.Name.Text;
    if (!isDeclarationWord(Word)) {
      Ctx.Diags.report(DiagID::DeclarationWords, Q.Name.Range,
                       quoted(Word) + " is not a word of a declaration: "
                           "one has a state space, then '.align N', a "
                           "vector ('.v2', '.v4') and a type as needed, as "
                           "in '.global .align 4 .u32 x'" +
                           suggestDeclarationWord(Word, false));
      Known = false;
      continue;
    }
    Typed = Typed || isa::findType(Word);
    const PartReading &R = Readings[I];
    const isa::DeclarationPartInfo &Part = Parts[R.Part];
    const Qualifier &Earlier = Qualifiers[R.Earlier];
    if (R.K != PartReading::Read && R.K != PartReading::NoPart) {
      if (OutOfPlace)
        continue;
      OutOfPlace = true;
    }
    switch (R.K) {
    case PartReading::NoPart:
      break;
    case PartReading::NotInThisPlace:
      Ctx.Diags.report(DiagID::DeclarationWords, Q.Name.Range,
                       quoted(Word) + " is " +
                           (Part.KernelParameterAttribute
                                ? std::string("an attribute of kernel "
                                              "parameters")
                                : "a " + std::string(Part.Description)) +
                           "; a " +
                           (isParameter(Site) ? "parameter" : "variable") +
                           " cannot have it");
      break;
    case PartReading::Repeated:
      Ctx.Diags
          .report(DiagID::DeclarationWords, Q.Name.Range,
                  "a declaration has one " + std::string(Part.Description) +
                      "; " + quoted(Earlier.Name.Text) + " is given already")
          .Notes.push_back(
              {Earlier.Name.Range, quoted(Earlier.Name.Text) + " is here"});
      break;
    case PartReading::BeforeRequired:
      Ctx.Diags.report(DiagID::DeclarationWords, Q.Name.Range,
                       quoted(Word) + " cannot come before the " +
                           std::string(Part.Description) + "; " +
                           partsInOrder(Site));
      break;
    case PartReading::WithoutPrevious:
      // `.param .u64 .global p`: what a `.ptr` would point to.
      if (Site == DeclarationSite::KernelParameter) {
        std::string Previous(Parts[R.Part - 1].Description);
        Ctx.Diags.report(DiagID::DeclarationWords, Q.Name.Range,
                         quoted(Word) + " after " +
                             quoted(Earlier.Name.Text) +
                             " can only be the " +
                             std::string(Part.Description) + ", after " +
                             Previous + ": write " + Previous +
                             " before it");
        break;
      }
      [[fallthrough]];
    case PartReading::OutOfOrder:
      Ctx.Diags.report(DiagID::DeclarationWords, Q.Name.Range,
                       quoted(Word) + " cannot follow " +
                           quoted(Earlier.Name.Text) + "; " +
                           partsInOrder(Site));
      break;
    case PartReading::Read:
      if (Part.KernelParameterAttribute &&
          Site != DeclarationSite::KernelParameter && !AttributeReported) {
        reportKernelParameterAttribute(Ctx, Qualifiers, Readings, I);
        AttributeReported = true;
      }
      if (!isa::isDeclaredSpace(Word) || Part.Pointee)
        break;
      if (Space)
        Ctx.Diags
            .report(DiagID::DeclarationWords, Q.Name.Range,
                    "a declaration is in one state space; " +
                        quoted(Space->Name.Text) + " is given already: drop "
                        "one of them")
            .Notes.push_back({Space->Name.Range,
                              quoted(Space->Name.Text) + " is here"});
      else
        Space = &Q;
      break;
    }
  }
  if (Name && !Typed && Known)
    Ctx.Diags.report(DiagID::DeclarationWords, Name->Range,
                     quoted(Name->Text) + " is declared without a type; "
                     "give it one before its name, such as '.b32'");
  return Known;
}

/// Reports a function's second linkage word, or one the declaration cannot
/// take; returns the word that makes it a declaration only (`.extern`), if
/// any. Space is the variable's state space, empty for a function; InBody,
/// whether it is a variable inside a function.
const Token *checkLinkageWords(CheckContext &Ctx,
                               const std::vector<const Token *> &Words,
                               bool IsFunction, std::string_view Space = {},
                               bool InBody = false) {
  const Token *First = nullptr, *DeclaresOnly = nullptr;
  for (const Token *Word : Words) {
    const isa::LinkageWordInfo *Linkage = isa::findLinkageWord(Word->Text);
    if (!Linkage && IsFunction) {
      // The linkage words of functions (Declarations.td), for the message.
      std::vector<std::string_view> OnFunctions;
      for (const isa::LinkageWordInfo &L : isa::linkageWords())
        if (L.OnFunctions)
          OnFunctions.push_back(L.Name);
      std::string Listed;
      for (size_t I = 0; I < OnFunctions.size(); ++I)
        Listed += (I == 0 ? "" : I + 1 == OnFunctions.size() ? " and " : ", ") +
                  quoted(OnFunctions[I]);
      Ctx.Diags.report(DiagID::DeclarationWords, Word->Range,
                       quoted(Word->Text) + " is not a linkage word: "
                           "before '.entry' or '.func' stands at most one "
                           "of " + Listed +
                           suggestDeclarationWord(Word->Text, true));
    }
    if (!Linkage)
      continue;
    if (!(IsFunction ? Linkage->OnFunctions : Linkage->OnVariables)) {
      Ctx.Diags.reportFormatted(DiagID::InvalidLinkage, Word->Range,
                                {quoted(Word->Text), "cannot be given to a function"});
      continue;
    }
    // The two below are reported, and the word still counts for the
    // checks that follow (an `.extern` array needs no size).
    if (InBody && !Linkage->InBodies)
      Ctx.Diags.report(DiagID::InvalidLinkage, Word->Range,
                       quoted(Word->Text) +
                           " cannot be given to a variable inside a function; "
                           "declare the variable at module scope to give it "
                           "linkage");
    else if (!IsFunction && !Linkage->OnlySpace.empty() && !Space.empty() &&
             Space != Linkage->OnlySpace)
      Ctx.Diags.report(DiagID::InvalidLinkage, Word->Range,
                       "a " + quoted(Word->Text) + " variable is in " +
                           quoted(Linkage->OnlySpace) + ", not in " +
                           quoted(Space));
    // A variable's second one is out of its place among the declaration's
    // words (checkDeclarationWords).
    if (First) {
      if (IsFunction)
        Ctx.Diags
            .reportFormatted(DiagID::InvalidLinkage, Word->Range,
                             {quoted(Word->Text),
                              "follows " + quoted(First->Text)})
            .Notes.push_back({First->Range, quoted(First->Text) + " is here"});
      continue;
    }
    First = Word;
    if (Linkage->DeclaresOnly)
      DeclaresOnly = Word;
  }
  return DeclaresOnly;
}

/// An array whose first dimension is empty and that no initializer sizes;
/// a later dimension left empty is never allowed.
void checkArrayDimensions(CheckContext &Ctx, const Declarator &D,
                          const isa::DeclarationPlaceInfo &Place,
                          std::string_view Space, std::string_view What) {
  if (Place.Parameter && D.Dimensions.size() > 1) {
    Ctx.Diags.report(DiagID::InvalidParameter, D.Dimensions[1].Range,
                     std::string(What) + " " + quoted(D.Name.Text) + " has " +
                         std::to_string(D.Dimensions.size()) +
                         " dimensions; a parameter array has one: give it "
                         "the product of the sizes");
    return;
  }
  if (!D.Dimensions.empty() && !Space.empty() && !isa::takesArrays(Space))
    Ctx.Diags.report(DiagID::RegisterArray, D.Dimensions[0].Range,
                     std::string(What) + " " + quoted(D.Name.Text) +
                         " is an array in " + quoted(Space) +
                         ", which registers cannot hold; " +
                         (Place.Parameter
                              ? "pass it in '.param'"
                              : "declare a range of registers (%r<4>) or "
                                "separate ones"));
  if (Place.Parameter && D.RangeCount)
    Ctx.Diags.report(DiagID::InvalidParameter, D.RangeCount->Range,
                     std::string(What) + " " + quoted(D.Name.Text) +
                         " declares a range of registers; a parameter "
                         "declares one name");
  for (size_t I = 0; I < D.Dimensions.size(); ++I) {
    if (D.Dimensions[I].Size)
      continue;
    if (I > 0)
      Ctx.Diags.reportFormatted(
          DiagID::IncompleteArray, D.Dimensions[I].Range,
          {std::string(What), quoted(D.Name.Text),
           "only the first dimension may be left empty"});
    else if (!Place.Incomplete && !D.Init)
      Ctx.Diags.reportFormatted(
          DiagID::IncompleteArray, D.Dimensions[I].Range,
          {std::string(What), quoted(D.Name.Text),
           "a " + std::string(Place.Name) + " needs its size" +
               (D.Init || !Place.Spaces[0].empty() || What != "variable"
                    ? std::string()
                    : ": give it, initialize the array, or declare it "
                      "'.extern'")});
  }
}

/// The declarable type the declaration gives, or null when it gives none
/// or an instruction type (checkDeclaredType reports that).
const isa::DeclarableTypeInfo *declaredType(const DeclarationShape &Shape) {
  const isa::QualifierInfo *Type =
      Shape.Type.empty() ? nullptr : isa::findType(Shape.Type);
  return Type ? isa::declarableType(*Type) : nullptr;
}

/// A `.param .v2 .b32 x` (or `.param .f16x2 x`) that is not an array.
void checkVectorSpace(CheckContext &Ctx, const DeclarationShape &Shape,
                      const Declarator &D, std::string_view What) {
  if (!isa::vectorOnlyAsArray(Shape.Space) || !D.Dimensions.empty())
    return;
  std::string Single;
  if (Shape.Lanes)
    Single = "a single vector";
  else if (const isa::DeclarableTypeInfo *Type = declaredType(Shape);
           Type && Type->Packed)
    Single = "a single " + quoted(Shape.Type) + ", a vector of packed values,";
  else
    return;
  Ctx.Diags.report(DiagID::InvalidParameter, D.Name.Range,
                   std::string(What) + " " + quoted(D.Name.Text) + " is " +
                       Single + " in " + quoted(Shape.Space) +
                       ", which ptxas cannot allocate; make it an array "
                       "(" + std::string(D.Name.Text) + "[1]) or use scalars");
}

/// The items of `.attribute(...)`: known ones, with their values, on a
/// variable of their space.
void checkAttributes(CheckContext &Ctx, const std::vector<Qualifier> &Qualifiers,
                     std::string_view Space) {
  for (const Qualifier &Q : Qualifiers) {
    if (!Q.isAttribute())
      continue;
    for (const AttributeItem &Item : Q.Attributes) {
      const isa::VariableAttributeInfo *Known = nullptr;
      std::string Names;
      for (const isa::VariableAttributeInfo &A : isa::variableAttributes()) {
        Names += (Names.empty() ? "" : " or ") + quoted(A.Name);
        if (A.Name == Item.Name.Text)
          Known = &A;
      }
      if (!Known)
        Ctx.Diags.report(DiagID::InvalidAttribute, Item.Name.Range,
                         "unknown attribute " + quoted(Item.Name.Text) +
                             "; a variable's attributes are " + Names);
      else if (Item.Arguments.size() != Known->Arguments ||
               Item.HasArguments != (Known->Arguments > 0))
        Ctx.Diags.report(DiagID::InvalidAttribute, Item.Name.Range,
                         quoted(Item.Name.Text) + " takes " +
                             (Known->Arguments
                                  ? std::to_string(Known->Arguments) +
                                        " values in parentheses"
                                  : std::string("no values")));
      else if (!Known->OnlySpace.empty() && Space != Known->OnlySpace)
        Ctx.Diags.report(DiagID::InvalidAttribute, Item.Name.Range,
                         "attribute " + quoted(Item.Name.Text) + " is for " +
                             quoted(Known->OnlySpace) + " variables, not " +
                             (Space.empty() ? std::string("this one")
                                            : quoted(Space) + " ones"));
    }
  }
}

/// ptxas: "Alignment must be a power of two" (0 included).
void checkAlignment(CheckContext &Ctx,
                    const std::vector<Qualifier> &Qualifiers) {
  for (const Qualifier &Q : Qualifiers) {
    if (Q.Name.Text != ".align" || !Q.Argument)
      continue;
    if (!checkThirtyTwoBitValue(Ctx, "an alignment", Q.Argument->Text,
                                Q.Argument->Range))
      continue;
    std::optional<uint64_t> Bytes = parseIntegerLiteral(Q.Argument->Text);
    if (Bytes && (*Bytes == 0 || (*Bytes & (*Bytes - 1))))
      Ctx.Diags.report(DiagID::InvalidAlignment, Q.Argument->Range,
                       "alignment " + std::string(Q.Argument->Text) +
                           " is not a power of two; align to 1, 2, 4, 8, "
                           "16, ... bytes");
  }
}

/// The type of a declaration: one declarations may have, in a place and a
/// space it may be in, where the module's version and target allow it
/// (DeclaredTypes.td).
void checkDeclaredType(CheckContext &Ctx,
                       const std::vector<Qualifier> &Qualifiers,
                       const DeclarationShape &Shape, DeclarationSite Site) {
  // The first of each; checkDeclarationWords reports a second.
  const Qualifier *Written = nullptr, *Vector = nullptr;
  for (const Qualifier &Q : Qualifiers)
    if (isa::findType(Q.Name.Text))
      Written = Written ? Written : &Q;
    else if (isa::findQualifier(Q.Name.Text, isa::QualifierKind::Vector))
      Vector = Vector ? Vector : &Q;
  const isa::QualifierInfo *Type =
      Written ? isa::findType(Written->Name.Text) : nullptr;
  if (!Type)
    return;
  SourceRange Where = Written->Name.Range;
  const isa::DeclarableTypeInfo *Declarable = isa::declarableType(*Type);
  if (!Declarable) {
    bool Untyped = Type->Bits >= 8 && Type->Bits <= 128 &&
                   (Type->Bits & (Type->Bits - 1)) == 0;
    Ctx.Diags.report(
        DiagID::InvalidDeclarationType, Where,
        quoted(Shape.Type) + " is an instruction type only; declare the " +
            "variable " +
            (Untyped ? "as " + quoted(".b" + std::to_string(Type->Bits)) +
                           ", the untyped type of its width,"
                     : std::string("with an untyped type that holds it")) +
            " and give the instruction the type");
    return;
  }
  Ctx.checkRequirementOf(isa::requirement(Type->Requirement),
                         "a declaration of type " + quoted(Shape.Type), Where);
  if (!Declarable->OnlySpace.empty() && !Shape.Space.empty() &&
      Shape.Space != Declarable->OnlySpace)
    Ctx.Diags.report(DiagID::InvalidDeclarationType, Where,
                     "a variable of type " + quoted(Shape.Type) + " must be in " +
                         quoted(Declarable->OnlySpace) + ", not in " +
                         quoted(Shape.Space));
  else if (Declarable->ScalarOnly && Shape.Lanes)
    Ctx.Diags.report(DiagID::InvalidDeclarationType, Where,
                     "a variable of type " + quoted(Shape.Type) +
                         " is a scalar; declare one for each lane rather "
                         "than a vector");
  else if (Vector) {
    const isa::QualifierInfo *Lanes =
        isa::findQualifier(Vector->Name.Text, isa::QualifierKind::Vector);
    const isa::DeclarableVectorInfo *Allowed = isa::declarableVector(*Lanes);
    if (!Allowed)
      Ctx.Diags.report(DiagID::InvalidDeclarationType, Vector->Name.Range,
                       quoted(Vector->Name.Text) +
                           " is an instruction's vector only; declare an "
                           "array, or vectors of fewer lanes");
    else if (uint64_t Bits = uint64_t(Lanes->Lanes) * Type->Bits;
             Bits > Allowed->MaxBits)
      Ctx.Diags.report(DiagID::InvalidDeclarationType, Vector->Name.Range,
                       quoted(std::string(Vector->Name.Text) + std::string(Shape.Type)) + " is " +
                           std::to_string(Bits) + " bits, more than the " +
                           std::to_string(Allowed->MaxBits) +
                           " a declared vector holds; declare an array, or "
                           "vectors of fewer lanes");
  }
  else if (Declarable->ModuleOrKernelParameter &&
           (Site == DeclarationSite::BodyVariable ||
            Site == DeclarationSite::OtherParameter))
    Ctx.Diags.report(DiagID::InvalidDeclarationType, Where,
                     "a variable of type " + quoted(Shape.Type) +
                         " is declared at module scope or as a kernel "
                         "parameter, not " +
                         (Site == DeclarationSite::BodyVariable
                              ? "in a function"
                              : "as a function's parameter"));
  else if (Site == DeclarationSite::ModuleVariable &&
           !Declarable->ModuleSpace.empty() && !Shape.Space.empty() &&
           Shape.Space != Declarable->ModuleSpace)
    Ctx.Diags.report(DiagID::InvalidDeclarationType, Where,
                     "a variable of type " + quoted(Shape.Type) +
                         " at module scope must be in " +
                         quoted(Declarable->ModuleSpace) + ", not in " +
                         quoted(Shape.Space));
}

void checkParameters(CheckContext &Ctx, const ParameterList &List,
                     std::string_view PlaceName, std::string_view What) {
  const isa::DeclarationPlaceInfo &Place = isa::declarationPlace(PlaceName);
  for (const ParameterDecl &P : List) {
    checkNeededTargetOptions(Ctx, P.Qualifiers);
    DeclarationSite Site = PlaceName == "kernel parameter"
                               ? DeclarationSite::KernelParameter
                               : DeclarationSite::OtherParameter;
    bool Known = checkDeclarationWords(Ctx, P.Qualifiers, &P.Decl.Name, Site);
    DeclarationShape Shape = shapeOf(P.Qualifiers);
    if (Known && Shape.Space.empty() && !Place.Spaces[0].empty()) {
      std::string Listed;
      for (std::string_view Space : Place.Spaces)
        if (!Space.empty())
          Listed += (Listed.empty() ? "" : " or ") + quoted(Space);
      Ctx.Diags.report(DiagID::DeclarationWords, P.Range,
                       std::string(What) + " " + quoted(P.Decl.Name.Text) +
                           " has no state space; a " +
                           std::string(Place.Name) + " is in " + Listed +
                           ": begin it with " + quoted(Place.Spaces[0]));
    }
    if (!Shape.Space.empty() && !Place.Spaces[0].empty()) {
      bool Allowed = false;
      std::string Listed;
      for (std::string_view Space : Place.Spaces)
        if (!Space.empty()) {
          Allowed = Allowed || Space == Shape.Space;
          Listed += (Listed.empty() ? "" : " or ") + quoted(Space);
        }
      if (!Allowed)
        Ctx.Diags.report(DiagID::InvalidParameter, P.Range,
                         std::string(What) + " " + quoted(P.Decl.Name.Text) +
                             " is in " + quoted(Shape.Space) + "; a " +
                             std::string(Place.Name) + " is in " + Listed);
    }
    checkAlignment(Ctx, P.Qualifiers);
    checkAttributes(Ctx, P.Qualifiers, Shape.Space);
    checkDeclaredType(Ctx, P.Qualifiers, Shape, Site);
    checkArrayDimensions(Ctx, P.Decl, Place, Shape.Space, What);
    checkVectorSpace(Ctx, Shape, P.Decl, What);
  }
}

} // namespace

DeclarationShape ptxlint::shapeOf(const std::vector<Qualifier> &Qualifiers) {
  DeclarationShape Shape;
  for (const Qualifier &Q : Qualifiers) {
    std::string_view Name = Q.Name.Text;
    if (isa::findType(Name))
      Shape.Type = Name;
    else if (const isa::QualifierInfo *V =
                 isa::findQualifier(Name, isa::QualifierKind::Vector))
      Shape.Lanes = V->Lanes;
    else if (Shape.Space.empty() && isa::isDeclaredSpace(Name))
      Shape.Space = Name;
  }
  return Shape;
}

void ptxlint::checkVariableDeclaration(CheckContext &Ctx, const VariableDecl &V,
                                       bool InFunction) {
  std::vector<const Token *> Words;
  for (const Qualifier &Q : V.Qualifiers)
    Words.push_back(&Q.Name);
  DeclarationShape Shape = shapeOf(V.Qualifiers);
  const Token *Extern = checkLinkageWords(Ctx, Words, /*IsFunction=*/false,
                                          Shape.Space, InFunction);
  checkNeededTargetOptions(Ctx, V.Qualifiers);
  DeclarationSite Site = InFunction ? DeclarationSite::BodyVariable
                                    : DeclarationSite::ModuleVariable;
  bool Known = checkDeclarationWords(
      Ctx, V.Qualifiers,
      V.Declarators.empty() ? nullptr : &V.Declarators.front().Name, Site);
  if (Known && Shape.Space.empty() && !V.Declarators.empty() &&
      !V.Qualifiers.empty())
    Ctx.Diags.report(DiagID::DeclarationWords, V.Qualifiers.front().Name.Range,
                     quoted(V.Declarators.front().Name.Text) +
                         " is declared without a state space; begin the "
                         "declaration with one, such as '.global' or "
                         "'.reg'");
  // A declaration without a name declares no variable, and ptxas takes it
  // at module scope in any space (`.reg .b32;`).
  if (!InFunction && !V.Declarators.empty())
    if (const isa::NotAtModuleScopeInfo *Rule =
            isa::findNotAtModuleScope(Shape.Space)) {
      bool Error = !Ctx.Version || *Ctx.Version >= Rule->ErrorFrom;
      if (Error)
        Ctx.Diags.reportFormatted(
            DiagID::ModuleScopeSpace, V.Range,
            {quoted(Shape.Space),
             Rule->WarnBefore
                 ? " from PTX ISA .version " +
                       isa::versionString(Rule->ErrorFrom) + " on"
                 : std::string()});
      // ptxas warns of the module's first such variable only: the ABI is
      // off for the whole module then.
      else if (Rule->WarnBefore && !Ctx.ABIDisabled) {
        Ctx.ABIDisabled = true;
        Ctx.Diags.reportFormatted(
            DiagID::ModuleScopeSpaceABI, V.Range,
            {quoted(V.Declarators.front().Name.Text), quoted(Shape.Space),
             isa::versionString(Rule->ErrorFrom)});
      }
    }
  checkAlignment(Ctx, V.Qualifiers);
  checkAttributes(Ctx, V.Qualifiers, Shape.Space);
  checkDeclaredType(Ctx, V.Qualifiers, Shape, Site);
  const isa::DeclarationPlaceInfo &Place =
      isa::declarationPlace(Extern ? ".extern variable" : "variable");
  for (const Declarator &D : V.Declarators) {
    if (Extern && D.Init)
      Ctx.Diags.reportFormatted(
          DiagID::ExternalDefinition, D.Init->Range,
          {quoted(D.Name.Text), "give it no initial value here"});
    else if (D.Init && !Shape.Space.empty() &&
             !isa::takesInitializer(Shape.Space))
      Ctx.Diags.report(DiagID::InvalidInitializer, D.Init->Range,
                       quoted(D.Name.Text) + " is in " + quoted(Shape.Space) +
                           ", whose variables have no initial value; set it "
                           "when the function runs, or declare it in "
                           "'.global' or '.const'");
    else if (const isa::DeclarableTypeInfo *Type = declaredType(Shape);
             D.Init && Type)
      checkInitializer(Ctx, D, Shape, *Type);
    checkArrayDimensions(Ctx, D, Place, Shape.Space, "variable");
    checkVectorSpace(Ctx, Shape, D, "variable");
  }
}

namespace {
uint64_t saturatingMultiply(uint64_t A, uint64_t B) {
  if (A != 0 && B > UINT64_MAX / A)
    return UINT64_MAX;
  return A * B;
}
} // namespace

std::optional<uint64_t> ptxlint::declaredBytes(const DeclarationShape &Shape,
                                               const Declarator &D) {
  const isa::QualifierInfo *Type =
      Shape.Type.empty() ? nullptr : isa::findType(Shape.Type);
  if (!Type || Type->Bits < 8 || Type->TypeClass == "opaque")
    return std::nullopt;
  uint64_t Bytes = uint64_t(Type->Bits / 8) * std::max(Shape.Lanes, 1u);
  for (const ArrayDimension &Dimension : D.Dimensions) {
    std::optional<int64_t> Count =
        Dimension.Size ? evaluateInteger(*Dimension.Size) : std::nullopt;
    if (!Count || *Count < 0)
      return std::nullopt;
    Bytes = saturatingMultiply(Bytes, static_cast<uint64_t>(*Count));
  }
  return Bytes;
}

namespace {
/// The bytes a kernel's parameters take as ptxas lays them out, each at the
/// next multiple of its alignment (the largest `.align` of its own, else
/// its element's size; not the `.align` of what a `.ptr` points to); none
/// when a size is not known (a texture handle, a dimension that is not a
/// constant).
std::optional<uint64_t> parameterBytes(const ParameterList &List) {
  uint64_t Offset = 0;
  for (const ParameterDecl &P : List) {
    DeclarationShape Shape = shapeOf(P.Qualifiers);
    std::optional<uint64_t> Bytes = declaredBytes(Shape, P.Decl);
    if (!Bytes)
      return std::nullopt;
    uint64_t Align = isa::findType(Shape.Type)->Bits / 8 *
                     std::max(Shape.Lanes, 1u), Explicit = 0;
    std::vector<PartReading> Readings =
        readParts(P.Qualifiers, DeclarationSite::KernelParameter);
    for (size_t I = 0; I < P.Qualifiers.size(); ++I) {
      const Qualifier &Q = P.Qualifiers[I];
      if (Q.Name.Text != ".align" || !Q.Argument ||
          Readings[I].K != PartReading::Read ||
          isa::declarationParts()[Readings[I].Part].Pointee)
        continue;
      std::optional<uint64_t> Given = parseIntegerLiteral(Q.Argument->Text);
      if (!Given || *Given == 0 || (*Given & (*Given - 1)))
        return std::nullopt; // checkAlignment reports it.
      Explicit = std::max(Explicit, *Given);
    }
    Align = Explicit ? Explicit : Align;
    if (*Bytes > UINT64_MAX / 2 || Offset > UINT64_MAX / 2)
      return UINT64_MAX; // Past any limit.
    Offset = (Offset + Align - 1) / Align * Align + *Bytes;
  }
  return Offset;
}

/// ptxas: "Entry function 'k' uses too much parameter space". The limit
/// is the largest of the records whose requirement the module meets; a
/// kernel within a larger one is told what that one needs.
void checkKernelParameterSpace(CheckContext &Ctx, const Function &F) {
  std::optional<uint64_t> Bytes = parameterBytes(*F.Parameters);
  if (!Bytes)
    return;
  uint64_t Limit = 0;
  const isa::KernelParameterSpaceInfo *Larger = nullptr;
  for (const isa::KernelParameterSpaceInfo &Space : isa::kernelParameterSpaces())
    if (Ctx.meets(isa::requirement(Space.Requirement)))
      Limit = std::max<uint64_t>(Limit, Space.Bytes);
    else if (Space.Bytes >= *Bytes && (!Larger || Space.Bytes < Larger->Bytes))
      Larger = &Space;
  if (*Bytes <= Limit)
    return;
  std::string Fix = "pass a pointer to the data in global memory instead";
  if (Larger) {
    const isa::RequirementInfo &R = isa::requirement(Larger->Requirement);
    Fix = "PTX ISA .version " + isa::versionString(R.MinVersion) + " on " +
          isa::describeTargets(R) + " allows " +
          std::to_string(Larger->Bytes) + "; or " + Fix;
  }
  Ctx.Diags.report(DiagID::KernelParameterSpace, F.Name.Range,
                   "kernel " + quoted(F.Name.Text) + " takes " +
                       std::to_string(*Bytes) +
                       " bytes of parameters, more than the " +
                       std::to_string(Limit) + " the module's version and "
                       "target allow; " + Fix);
}
} // namespace

void ptxlint::checkFunctionDeclaration(CheckContext &Ctx, const Function &F) {
  std::vector<const Token *> Words;
  for (const Token &Word : F.Linkage)
    Words.push_back(&Word);
  const Token *Extern = checkLinkageWords(Ctx, Words, /*IsFunction=*/true);
  if (Extern && F.Body)
    Ctx.Diags.reportFormatted(DiagID::ExternalDefinition, F.Name.Range,
                              {quoted(F.Name.Text),
                               "give it no body here, or drop '.extern'"});
  bool IsKernel = F.K == Function::Kind::Entry;
  if (F.ReturnParameters) {
    const isa::DeclarationPlaceInfo &Place = isa::declarationPlace(
        IsKernel ? "kernel return parameter" : "function return parameter");
    if (!Place.Allowed)
      Ctx.Diags.report(DiagID::InvalidParameter, F.KindRange,
                       "kernel " + quoted(F.Name.Text) +
                           " has return parameters; a kernel returns "
                           "nothing: make it a .func, or pass a pointer "
                           "to the result");
    else
      checkParameters(Ctx, *F.ReturnParameters, Place.Name,
                      "return parameter");
  }
  if (F.Parameters) {
    checkParameters(Ctx, *F.Parameters,
                    IsKernel ? "kernel parameter" : "function parameter",
                    "parameter");
    if (IsKernel)
      checkKernelParameterSpace(Ctx, F);
  }
}
