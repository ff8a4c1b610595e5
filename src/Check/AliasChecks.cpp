//===- AliasChecks.cpp ----------------------------------------------------===//

#include "AliasChecks.h"

#include "ConstantEval.h"
#include "ISA/ISA.h"

using namespace ptxlint;

std::vector<AliasChecker::Parameter>
AliasChecker::shapeOf(const std::optional<ParameterList> &List) {
  std::vector<Parameter> Shape;
  if (!List)
    return Shape;
  for (const ParameterDecl &P : *List) {
    Parameter Param;
    uint64_t Explicit = 0;
    for (const Qualifier &Q : P.Qualifiers) {
      std::string_view Name = Q.Name.Text;
      if (isa::findType(Name))
        Param.Type = Name;
      else if (Name == ".v2" || Name == ".v4" || Name == ".v8")
        Param.Lanes = static_cast<unsigned>(Name[2] - '0');
      else if (Name == ".align" && Q.Argument)
        Explicit = parseIntegerLiteral(Q.Argument->Text).value_or(0);
      else if (Name == ".param" || Name == ".reg")
        Param.Space = Name;
    }
    // Without .align a parameter is aligned to its own size.
    const isa::QualifierInfo *Type = isa::findType(Param.Type);
    uint64_t Natural = Type ? (Type->Bits + 7) / 8 * Param.Lanes : 0;
    Param.Alignment = Explicit ? Explicit : Natural;
    for (const ArrayDimension &D : P.Decl.Dimensions)
      Param.Dimensions += "[" +
                          std::to_string(D.Size ? evaluateInteger(*D.Size)
                                                      .value_or(-1)
                                                : 0) +
                          "]";
    Shape.push_back(std::move(Param));
  }
  return Shape;
}

void AliasChecker::noteFunction(const Function &F) {
  Prototype P;
  P.Kind = F.K;
  for (const Token &T : F.Linkage)
    P.Linkage = T.Text;
  P.HasBody = F.Body.has_value();
  for (const FunctionAttribute &A : F.Attributes)
    P.NoReturn = P.NoReturn || A.Name.Text == ".noreturn";
  P.Returns = shapeOf(F.ReturnParameters);
  P.Parameters = shapeOf(F.Parameters);
  P.Name = F.Name.Range;
  auto [It, Inserted] = Functions.try_emplace(F.Name.Text, P);
  if (!Inserted) {
    // A definition keeps its prototype's linkage when it names none.
    if (P.Linkage.empty())
      P.Linkage = It->second.Linkage;
    P.HasBody = P.HasBody || It->second.HasBody;
    It->second = std::move(P);
  }
}

std::string AliasChecker::differences(const Prototype &A, const Prototype &B) {
  std::vector<std::string> Found;
  auto Compare = [&Found](const std::vector<Parameter> &X,
                          const std::vector<Parameter> &Y, const char *What) {
    if (X.size() != Y.size()) {
      Found.push_back(std::string("the number of ") + What);
      return;
    }
    bool Spaces = false, Types = false, Alignment = false;
    for (size_t I = 0; I < X.size(); ++I) {
      Spaces = Spaces || X[I].Space != Y[I].Space;
      Types = Types || X[I].Type != Y[I].Type || X[I].Lanes != Y[I].Lanes ||
              X[I].Dimensions != Y[I].Dimensions;
      Alignment = Alignment || X[I].Alignment != Y[I].Alignment;
    }
    if (Spaces)
      Found.push_back(std::string("the state spaces of ") + What);
    if (Types)
      Found.push_back(std::string("the types of ") + What);
    if (Alignment)
      Found.push_back(std::string("the alignment of ") + What);
  };
  Compare(A.Returns, B.Returns, "return parameters");
  Compare(A.Parameters, B.Parameters, "parameters");
  if (A.NoReturn != B.NoReturn)
    Found.push_back("'.noreturn'");
  std::string Text;
  for (size_t I = 0; I < Found.size(); ++I)
    Text += (I == 0 ? "" : I + 1 == Found.size() ? " and " : ", ") + Found[I];
  return Text;
}

bool AliasChecker::checkAlias(const AliasDirective &A) {
  auto Invalid = [&](const Token &At, std::string Why) {
    Ctx.Diags.reportFormatted(DiagID::InvalidAlias, At.Range,
                              {A.Alias.Text, A.Aliasee.Text, Why});
  };
  auto AliasIt = Functions.find(A.Alias.Text);
  auto AliaseeIt = Functions.find(A.Aliasee.Text);
  if (AliasIt == Functions.end())
    return false; // Not declared: the caller reports the unknown symbol.
  const Prototype &Alias = AliasIt->second;
  if (auto Earlier = Aliased.find(A.Alias.Text); Earlier != Aliased.end()) {
    Invalid(A.Alias, quoted(A.Alias.Text) + " is already an alias of " +
                         quoted(Earlier->second));
    return true;
  }
  Aliased.emplace(A.Alias.Text, A.Aliasee.Text);
  if (Alias.Kind == Function::Kind::Entry)
    Invalid(A.Alias, "a kernel (.entry) cannot be an alias");
  if (Alias.HasBody)
    Invalid(A.Alias, quoted(A.Alias.Text) +
                         " has a body; declare it without one");
  const Symbol *Target = Ctx.Symbols.lookup(A.Aliasee.Text);
  if (Target && Target->Kind == SymbolKind::Variable) {
    Invalid(A.Aliasee, "only functions can be aliased, and " +
                           quoted(A.Aliasee.Text) + " is a variable");
    return true;
  }
  if (AliaseeIt == Functions.end())
    return true;
  const Prototype &Aliasee = AliaseeIt->second;
  if (Aliasee.Kind == Function::Kind::Entry)
    Invalid(A.Aliasee, "a kernel (.entry) cannot be aliased");
  if (Aliasee.Linkage == ".weak" || Aliasee.Linkage == ".extern")
    Invalid(A.Aliasee, "a " + quoted(Aliasee.Linkage) +
                           " function cannot be aliased");
  std::string Differences = differences(Alias, Aliasee);
  if (!Differences.empty())
    Ctx.Diags
        .reportFormatted(DiagID::AliasPrototypeMismatch, A.Range,
                         {quoted(A.Alias.Text), quoted(A.Aliasee.Text),
                          Differences})
        .Notes.push_back({Aliasee.Name, "the aliasee is declared here"});
  return true;
}
