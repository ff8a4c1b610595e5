//===- ModuleChecker.cpp - Module structure, names and instructions -------===//

#include "ptxlint/Checker.h"

#include "CheckContext.h"
#include "ConstantEval.h"
#include "InstructionChecker.h"
#include "Lint.h"

#include <algorithm>
#include <charconv>

using namespace ptxlint;

namespace {

/// The type and state space a declaration's qualifiers name.
struct DeclarationShape {
  std::string_view Space;
  std::string_view Type;
  unsigned Lanes = 0;
};

DeclarationShape shapeOf(const std::vector<Qualifier> &Qualifiers) {
  DeclarationShape Shape;
  for (const Qualifier &Q : Qualifiers) {
    std::string_view Name = Q.Name.Text;
    if (isa::findType(Name))
      Shape.Type = Name;
    else if (Name == ".v2" || Name == ".v4" || Name == ".v8")
      Shape.Lanes = static_cast<unsigned>(Name[2] - '0');
    else if (Shape.Space.empty() && Name != ".align" && Name != ".attribute" &&
             Name != ".extern" && Name != ".visible" && Name != ".weak" &&
             Name != ".common" && Name != ".ptr")
      Shape.Space = Name;
  }
  return Shape;
}

/// "8.5" as a version ptx-lint knows, or nothing.
std::optional<isa::Version> parseVersion(std::string_view Text) {
  unsigned Major = 0, Minor = 0;
  size_t Dot = Text.find('.');
  if (Dot == std::string_view::npos || Dot == 0 || Dot + 1 == Text.size())
    return std::nullopt;
  const char *End = Text.data() + Text.size();
  auto [AfterMajor, E1] = std::from_chars(Text.data(), Text.data() + Dot, Major);
  auto [AfterMinor, E2] = std::from_chars(Text.data() + Dot + 1, End, Minor);
  if (E1 != std::errc() || E2 != std::errc() ||
      AfterMajor != Text.data() + Dot || AfterMinor != End || Major > 255 ||
      Minor > 255)
    return std::nullopt;
  isa::Version V{static_cast<uint8_t>(Major), static_cast<uint8_t>(Minor)};
  if (!isa::isKnownVersion(V))
    return std::nullopt;
  return V;
}

} // namespace

bool ptxlint::isKnownTarget(std::string_view Name) {
  return isa::findTarget(Name) != nullptr;
}

bool ptxlint::isKnownPTXVersion(std::string_view Text) {
  return parseVersion(Text).has_value();
}

std::string ptxlint::ptxVersionForCUDA(std::string_view ToolkitVersion) {
  std::string Release(ToolkitVersion);
  if (Release.find('.') == std::string::npos)
    Release += ".0"; // "13" is 13.0.
  if (std::optional<isa::Version> V = isa::newestVersionOf(Release))
    return isa::versionString(*V);
  return {};
}

struct ModuleChecker::Impl {
  Impl(const SourceFile &Source, DiagnosticEngine &Diags,
       const CheckOptions &Options)
      : Ctx(Source, Diags), Options(Options) {
    Ctx.Symbols.setImplicitRegisters(Options.ImplicitRegisters);
  }

  CheckContext Ctx;
  CheckOptions Options;
  Linter Lint; // Warnings beyond ptxas, per function (Lint.h).
  bool SawVersion = false, SawTarget = false, SawOtherItem = false;
  SourceRange FirstItem;
  bool AnyItem = false;

  void checkItem(const TopLevelItem &Item);
  void checkVersion(const VersionDirective &V);
  void checkTarget(const TargetDirective &T);
  void checkAddressSize(const AddressSizeDirective &A);
  void checkVariable(const VariableDecl &V, bool InFunction);
  void checkFunction(const Function &F);
  void checkBlock(const Block &B);
  void checkStatement(const Statement &S);
  void declare(const Token &Name, const Symbol &S);
  void checkNamesIn(const Expr &E);
  void checkNamesIn(const Operand &O);
  void finish();
};

//===----------------------------------------------------------------------===//
// Module header
//===----------------------------------------------------------------------===//

void ModuleChecker::Impl::checkItem(const TopLevelItem &Item) {
  if (!AnyItem) {
    AnyItem = true;
    FirstItem = rangeOf(Item);
  }
  if (auto *V = std::get_if<VersionDirective>(&Item))
    return checkVersion(*V);
  if (!SawVersion && !SawOtherItem) {
    Ctx.Diags.report(DiagID::MissingVersion, rangeOf(Item),
                     "a PTX module must begin with a .version directive");
  }
  if (auto *T = std::get_if<TargetDirective>(&Item))
    return checkTarget(*T);
  if (auto *A = std::get_if<AddressSizeDirective>(&Item))
    return checkAddressSize(*A);
  if (!std::holds_alternative<FileDirective>(Item) &&
      !std::holds_alternative<PragmaDirective>(Item) && SawVersion &&
      !SawTarget && !SawOtherItem)
    Ctx.Diags.report(DiagID::MissingTarget, rangeOf(Item),
                     "a .target directive must follow .version");
  SawOtherItem = true;
  if (auto *V = std::get_if<VariableDecl>(&Item))
    return checkVariable(*V, /*InFunction=*/false);
  if (auto *F = std::get_if<Function>(&Item))
    return checkFunction(*F);
  if (auto *A = std::get_if<AliasDirective>(&Item)) {
    if (!Ctx.Symbols.lookup(A->Aliasee.Text))
      Ctx.Diags.report(DiagID::UndeclaredSymbol, A->Aliasee.Range,
                       "unknown symbol " + quoted(A->Aliasee.Text));
    // The alias is usually declared first, as a function without a body.
    const Symbol *Alias = Ctx.Symbols.lookup(A->Alias.Text);
    if (!Alias || Alias->Kind != SymbolKind::Function)
      declare(A->Alias, {SymbolKind::Function, A->Alias.Range, {}, {}, 0});
  }
}

void ModuleChecker::Impl::checkVersion(const VersionDirective &V) {
  if (SawVersion || SawOtherItem) {
    Ctx.Diags.report(DiagID::DirectiveMisplaced, V.Range,
                     ".version must be the first directive of the module, "
                     "and appear once");
    return;
  }
  SawVersion = true;
  isa::Version Declared{static_cast<uint8_t>(V.Major),
                        static_cast<uint8_t>(V.Minor)};
  if (std::optional<isa::Version> Given = parseVersion(Options.VersionOverride)) {
    Ctx.Version = *Given;
    Ctx.VersionOverridden = true;
    Ctx.VersionRange = V.Version.Range;
    return;
  }
  if (V.Major > 255 || V.Minor > 255 || !isa::isKnownVersion(Declared)) {
    Ctx.Diags.report(DiagID::UnsupportedVersion, V.Version.Range,
                     "unsupported PTX ISA version " + quoted(V.Version.Text) +
                         "; ptxas accepts versions up to " +
                         isa::versionString(isa::latestVersion()));
    return;
  }
  Ctx.Version = Declared;
  // Messages point at the number itself: "(at 1:10)".
  Ctx.VersionRange = V.Version.Range;
}

void ModuleChecker::Impl::checkTarget(const TargetDirective &T) {
  if (SawTarget || SawOtherItem) {
    Ctx.Diags.report(DiagID::DirectiveMisplaced, T.Range,
                     ".target must follow .version, and appear once");
    return;
  }
  SawTarget = true;
  if (const isa::TargetInfo *Given = isa::findTarget(Options.TargetOverride)) {
    Ctx.Target = Given;
    Ctx.TargetOverridden = true;
    Ctx.TargetNamedByTag = Options.OneOfSeveralTargets;
    Ctx.TargetRange = T.Range;
    if (Ctx.Version && *Ctx.Version < Given->MinVersion)
      Ctx.Diags.report(DiagID::TargetNeedsVersion, T.Range,
                       "target " + quoted(Given->Name) +
                           " (given to ptx-lint) requires PTX ISA .version " +
                           isa::versionString(Given->MinVersion) +
                           " or later; " + Ctx.versionSource());
  }
  for (const Token &Name : T.Targets) {
    if (const isa::TargetInfo *Target = isa::findTarget(Name.Text)) {
      if (Ctx.TargetOverridden)
        continue; // The module's own architecture is replaced.
      if (Ctx.Target) {
        Ctx.Diags.report(DiagID::UnknownTarget, Name.Range,
                         "a module has one architecture; " +
                             quoted(Ctx.Target->Name) + " is already given");
        continue;
      }
      Ctx.Target = Target;
      Ctx.TargetRange = Name.Range; // "(declared at 2:9)" names the target.
      if (Ctx.Version && *Ctx.Version < Target->MinVersion) {
        Diagnostic &D = Ctx.Diags.report(
            DiagID::TargetNeedsVersion, Name.Range,
            "target " + quoted(Name.Text) + " requires PTX ISA .version " +
                isa::versionString(Target->MinVersion) + " or later; " +
                Ctx.versionSource());
        if (!Ctx.VersionOverridden)
          D.Notes.push_back({Ctx.VersionRange, "the module's .version is declared here"});
      }
      continue;
    }
    if (const isa::TargetOptionInfo *Option = isa::findTargetOption(Name.Text)) {
      if (Ctx.Version && *Ctx.Version < Option->Since)
        Ctx.Diags.report(DiagID::TargetNeedsVersion, Name.Range,
                         "target option " + quoted(Name.Text) +
                             " requires PTX ISA .version " +
                             isa::versionString(Option->Since) + " or later");
      continue;
    }
    Ctx.Diags.report(DiagID::UnknownTarget, Name.Range,
                     "unknown target " + quoted(Name.Text));
  }
}

void ModuleChecker::Impl::checkAddressSize(const AddressSizeDirective &A) {
  std::string_view Text = A.Size.Text;
  unsigned Size = 0;
  std::from_chars(Text.data(), Text.data() + Text.size(), Size);
  if (Size != 32 && Size != 64) {
    Ctx.Diags.report(DiagID::InvalidAddressSize, A.Size.Range,
                     ".address_size must be 32 or 64");
    return;
  }
  Ctx.AddressSize = Size;
}

void ModuleChecker::Impl::finish() {
  if (!AnyItem) {
    Ctx.Diags.report(DiagID::MissingVersion, {0, 0},
                     "empty module: a PTX module must begin with a .version "
                     "directive");
    return;
  }
  if (SawVersion && !SawTarget && !SawOtherItem)
    Ctx.Diags.report(DiagID::MissingTarget, FirstItem,
                     "a .target directive must follow .version");
}

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

void ModuleChecker::Impl::declare(const Token &Name, const Symbol &S) {
  if (const Symbol *Earlier = Ctx.Symbols.declare(Name.Text, S)) {
    Diagnostic &D = Ctx.Diags.report(DiagID::Redefinition, Name.Range,
                                     "redefinition of " + quoted(Name.Text));
    D.Notes.push_back({Earlier->Declared, "previous definition is here"});
  }
}

void ModuleChecker::Impl::checkNamesIn(const Expr &E) {
  if (E.K == Expr::Kind::IntegerLiteral && overflowsInPtxas(E.Text))
    Ctx.Diags.report(DiagID::ConstantOverflow, E.Range,
                     "integer constant " + quoted(E.Text.substr(0, 24)) +
                         (E.Text.size() > 24 ? "..." : "") +
                         " overflows; ptxas reads decimal constants into 64 "
                         "bits and rejects this one (write it in hexadecimal "
                         "if the low 64 bits are meant)");
  if (E.K == Expr::Kind::Symbol || E.K == Expr::Kind::Index) {
    if (!Ctx.Symbols.lookup(E.Text) && !isa::findSpecialRegister(E.Text))
      Ctx.Diags.report(DiagID::UndeclaredSymbol, E.Range,
                       "unknown symbol " + quoted(E.Text));
    if (E.K == Expr::Kind::Symbol)
      return;
  }
  for (unsigned I = 0; I < E.numOperands(); ++I)
    checkNamesIn(*E.Operands[I]);
}

void ModuleChecker::Impl::checkNamesIn(const Operand &O) {
  if (O.Value)
    checkNamesIn(*O.Value);
  if (O.PairedPredicate)
    checkNamesIn(*O.PairedPredicate);
  for (const Operand &Element : O.Elements)
    checkNamesIn(Element);
}

void ModuleChecker::Impl::checkVariable(const VariableDecl &V, bool InFunction) {
  if (!InFunction)
    Lint.noteModuleVariable(V);
  DeclarationShape Shape = shapeOf(V.Qualifiers);
  bool IsRegister = Shape.Space == ".reg";
  bool Extern = false;
  for (const Qualifier &Q : V.Qualifiers)
    Extern = Extern || Q.Name.Text == ".extern";
  for (const Declarator &D : V.Declarators) {
    if (D.Init) {
      std::vector<const Initializer *> Work{&*D.Init};
      while (!Work.empty()) {
        const Initializer *I = Work.back();
        Work.pop_back();
        if (I->Value)
          checkNamesIn(*I->Value);
        for (const Initializer &E : I->Elements)
          Work.push_back(&E);
      }
    }
    Symbol S{IsRegister ? SymbolKind::Register : SymbolKind::Variable,
             D.Name.Range, Shape.Type, Shape.Space, Shape.Lanes};
    S.Array = !D.Dimensions.empty();
    if (D.RangeCount) {
      uint64_t Count = 0;
      std::from_chars(D.RangeCount->Text.data(),
                      D.RangeCount->Text.data() + D.RangeCount->Text.size(),
                      Count);
      if (const Symbol *Earlier = Ctx.Symbols.declareRange(D.Name.Text, Count, S)) {
        Diagnostic &Diag = Ctx.Diags.report(
            DiagID::Redefinition, D.Name.Range,
            "redefinition of registers " + quoted(D.Name.Text));
        Diag.Notes.push_back({Earlier->Declared, "previous definition is here"});
      }
      continue;
    }
    // An `.extern` declaration and the definition may both appear.
    const Symbol *Earlier = Ctx.Symbols.lookup(D.Name.Text);
    if (!InFunction && Earlier && Earlier->Kind == SymbolKind::Variable &&
        (Extern || Earlier->External))
      continue;
    S.External = Extern;
    declare(D.Name, S);
  }
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

void ModuleChecker::Impl::checkFunction(const Function &F) {
  // A declaration followed by the definition is one function.
  const Symbol *Earlier = Ctx.Symbols.lookup(F.Name.Text);
  if (!(Earlier && Earlier->Kind == SymbolKind::Function))
    declare(F.Name, {SymbolKind::Function, F.Name.Range, {}, {}, 0});
  if (!F.Body)
    return;
  size_t FirstDiagnostic = Ctx.Diags.diagnostics().size();
  Ctx.Symbols.pushScope();
  for (const auto *List : {&F.ReturnParameters, &F.Parameters})
    if (*List)
      for (const ParameterDecl &P : **List) {
        DeclarationShape Shape = shapeOf(P.Qualifiers);
        Symbol S{Shape.Space == ".reg" ? SymbolKind::Register : SymbolKind::Variable,
                 P.Decl.Name.Range, Shape.Type, Shape.Space, Shape.Lanes};
        S.InputParameter = List == &F.Parameters;
        S.Parameter = true;
        S.Array = !P.Decl.Dimensions.empty();
        declare(P.Decl.Name, S);
      }
  checkBlock(*F.Body);
  Lint.lintFunction(F, Ctx, FirstDiagnostic);
  Ctx.Symbols.popScope();
}

void ModuleChecker::Impl::checkBlock(const Block &B) {
  Ctx.Symbols.pushScope();
  // Labels may be used before they appear: declare this block's first.
  for (const Statement &S : B.Statements) {
    if (auto *L = std::get_if<Label>(&S.Node))
      declare(L->Name, {SymbolKind::Label, L->Name.Range, {}, {}, 0});
    else if (auto *T = std::get_if<TargetListDirective>(&S.Node))
      declare(T->Name, {SymbolKind::Label, T->Name.Range, {}, {}, 0});
    else if (auto *P = std::get_if<CallPrototype>(&S.Node))
      declare(P->Name, {SymbolKind::Prototype, P->Name.Range, {}, {}, 0});
  }
  for (const Statement &S : B.Statements)
    checkStatement(S);
  Ctx.Symbols.popScope();
}

void ModuleChecker::Impl::checkStatement(const Statement &S) {
  if (auto *I = std::get_if<Instruction>(&S.Node)) {
    if (I->Pred)
      checkNamesIn(Expr(Expr::Kind::Symbol, I->Pred->Predicate.Range,
                        I->Pred->Predicate.Text));
    for (const Operand &O : I->Operands)
      checkNamesIn(O);
    checkInstruction(*I, Ctx);
  } else if (auto *V = std::get_if<VariableDecl>(&S.Node)) {
    checkVariable(*V, /*InFunction=*/true);
  } else if (auto *B = std::get_if<Block>(&S.Node)) {
    checkBlock(*B);
  } else if (auto *T = std::get_if<TargetListDirective>(&S.Node)) {
    for (const Token &Target : T->Targets)
      if (!Ctx.Symbols.lookup(Target.Text))
        Ctx.Diags.report(DiagID::UndeclaredSymbol, Target.Range,
                         "unknown symbol " + quoted(Target.Text));
  }
}

//===----------------------------------------------------------------------===//
// Public interface
//===----------------------------------------------------------------------===//

ModuleChecker::ModuleChecker(const SourceFile &Source, DiagnosticEngine &Diags,
                             const CheckOptions &Options)
    : P(std::make_unique<Impl>(Source, Diags, Options)) {}

ModuleChecker::~ModuleChecker() = default;

void ModuleChecker::checkItem(const TopLevelItem &Item) { P->checkItem(Item); }

void ModuleChecker::finish() { P->finish(); }

void ptxlint::checkModule(const Module &M, const SourceFile &Source,
                          DiagnosticEngine &Diags, const CheckOptions &Options) {
  ModuleChecker Checker(Source, Diags, Options);
  for (const TopLevelItem &Item : M.Items)
    Checker.checkItem(Item);
  Checker.finish();
}

struct ParsedModuleChecker::Impl {
  Impl(const SourceFile &Source, const DiagnosticEngine &ParseDiags,
       const CheckOptions &Options)
      : ParseDiags(ParseDiags), Findings(ParseDiags.options()),
        Checker(Source, Findings, Options) {}

  /// The first syntax error the parser has reported so far. Chunks are
  /// parsed in order and an item is delivered after its chunk, so every
  /// error before an item's end is known when the item arrives.
  uint32_t firstSyntaxError() {
    const std::vector<Diagnostic> &All = ParseDiags.diagnostics();
    for (; Scanned < All.size(); ++Scanned)
      if (All[Scanned].Level == Severity::Error)
        FirstSyntaxError = std::min(FirstSyntaxError, All[Scanned].Range.Begin);
    return FirstSyntaxError;
  }

  const DiagnosticEngine &ParseDiags;
  DiagnosticEngine Findings;
  ModuleChecker Checker;
  size_t Scanned = 0;
  uint32_t FirstSyntaxError = UINT32_MAX;
};

ParsedModuleChecker::ParsedModuleChecker(const SourceFile &Source,
                                         DiagnosticEngine &ParseDiags,
                                         const CheckOptions &Options,
                                         DiagnosticEngine *Findings)
    : P(std::make_unique<Impl>(Source, ParseDiags, Options)),
      Out(Findings ? Findings : &ParseDiags) {}

ParsedModuleChecker::~ParsedModuleChecker() = default;

void ParsedModuleChecker::checkItem(const TopLevelItem &Item) {
  // Past the first syntax error nothing is checked: what the error damaged
  // would only make echoes.
  if (rangeOf(Item).Begin < P->firstSyntaxError())
    P->Checker.checkItem(Item);
}

void ParsedModuleChecker::finish() {
  uint32_t FirstSyntaxError = P->firstSyntaxError();
  // What only the end of the module shows (it has no .version at all) is
  // unknown when part of it could not be read.
  if (FirstSyntaxError == UINT32_MAX)
    P->Checker.finish();
  // Lint warnings only for modules that parsed cleanly: past a syntax error
  // the facts they rest on are incomplete.
  bool Parsed = FirstSyntaxError == UINT32_MAX;
  for (const Diagnostic &D : P->Findings.diagnostics())
    if (D.Range.Begin < FirstSyntaxError &&
        (Parsed || defaultSeverity(D.ID) != Severity::Warning))
      Out->add(D);
}

void ptxlint::checkParsedModule(const Module &M, const SourceFile &Source,
                                DiagnosticEngine &Diags,
                                const CheckOptions &Options) {
  ParsedModuleChecker Checker(Source, Diags, Options);
  for (const TopLevelItem &Item : M.Items)
    Checker.checkItem(Item);
  Checker.finish();
}
