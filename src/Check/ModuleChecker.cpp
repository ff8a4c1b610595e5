//===- ModuleChecker.cpp - Module structure, names and instructions -------===//

#include "ptxlint/Checker.h"

#include "AliasChecks.h"
#include "BodyChecker.h"
#include "CheckContext.h"
#include "DebugLocations.h"
#include "DirectiveChecks.h"
#include "FunctionBodyPool.h"
#include "ProgramChecks.h"
#include "Lint.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <unordered_map>

using namespace ptxlint;

namespace {

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
      : Out(Diags), ReaderDiags(Diags.options()),
        Ctx(Source, Options.Threads > 1 ? ReaderDiags : Diags),
        Options(Options), Names(Ctx, Lint), Locations(Ctx), Aliases(Ctx),
        Program(Ctx, Options.Relocatable) {
    Ctx.Symbols.setImplicitRegisters(Options.ImplicitRegisters);
    if (Options.Threads > 1) {
      Bodies = std::make_unique<FunctionBodyPool>(
          Source, Diags.options(), Options.ImplicitRegisters, Options.Threads);
      Names.OnModuleScope = [this](const ModuleScopeEvent &E) {
        Bodies->record(E);
      };
    }
  }

  /// Where findings go. With a pool, this thread's own go to ReaderDiags
  /// first and are merged with the bodies' in flush().
  DiagnosticEngine &Out;
  DiagnosticEngine ReaderDiags;
  CheckContext Ctx;
  CheckOptions Options;
  Linter Lint; // Warnings beyond ptxas, per function (Lint.h).
  BodyChecker Names;
  std::unique_ptr<FunctionBodyPool> Bodies; // With Options.Threads > 1.
  DebugLocationChecker Locations; // .loc rules across functions.
  AliasChecker Aliases;
  ProgramChecker Program; // Rules over the whole module, at finish().
  bool SawVersion = false, SawTarget = false, SawOtherItem = false;
  SourceRange FirstItem;
  bool AnyItem = false;
  /// The first prototype (declaration without a body) of each function.
  struct Prototype {
    Token Name;
    std::string_view Linkage; ///< `.visible`, `.weak`, `.extern` or empty.
    bool Defined = false;     ///< A body or an alias followed.
  };
  /// Ordered by name, so that what finish() reports has a fixed order.
  std::map<std::string_view, Prototype> Prototypes;
  /// Where each function with a body was defined: a second body, or a
  /// prototype after it, is a redefinition for ptxas.
  std::unordered_map<std::string_view, SourceRange> Defined;

  /// Owner, when given, owns Item and lets a function body be checked on
  /// another thread.
  void checkItem(const TopLevelItem &Item,
                 std::shared_ptr<const TopLevelItem> Owner = nullptr);
  void checkVersion(const VersionDirective &V);
  void checkTarget(const TargetDirective &T);
  void checkAddressSize(const AddressSizeDirective &A);
  void checkSection(const SectionDirective &S);
  void checkFunction(const Function &F,
                     std::shared_ptr<const TopLevelItem> Owner);
  /// Records F's prototype or definition and reports what ptxas says of
  /// the pair; false for a second definition, whose body is not checked.
  bool checkPrototypesAndDefinitions(const Function &F);
  void flush();
  void finish();
};

//===----------------------------------------------------------------------===//
// Module header
//===----------------------------------------------------------------------===//

void ModuleChecker::Impl::checkItem(const TopLevelItem &Item,
                                    std::shared_ptr<const TopLevelItem> Owner) {
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
  if (auto *V = std::get_if<VariableDecl>(&Item)) {
    Program.noteVariable(*V);
    return Names.checkVariable(*V, /*InFunction=*/false);
  }
  if (auto *F = std::get_if<Function>(&Item))
    return checkFunction(*F, std::move(Owner));
  if (auto *S = std::get_if<SectionDirective>(&Item))
    return checkSection(*S);
  if (auto *P = std::get_if<PragmaDirective>(&Item))
    return checkDirective(Ctx, ".pragma", P->Range);
  if (auto *F = std::get_if<FileDirective>(&Item)) {
    if (F->Timestamp)
      checkDirective(Ctx, "a timestamp and size in .file", F->Timestamp->Range);
    return;
  }
  if (auto *A = std::get_if<AliasDirective>(&Item)) {
    checkDirective(Ctx, ".alias", A->Range);
    if (!Ctx.Symbols.lookup(A->Aliasee.Text))
      Ctx.Diags.report(DiagID::UndeclaredSymbol, A->Aliasee.Range,
                       "unknown symbol " + quoted(A->Aliasee.Text));
    if (auto It = Prototypes.find(A->Alias.Text); It != Prototypes.end())
      It->second.Defined = true;
    Program.noteAlias(*A);
    if (!Aliases.checkAlias(*A)) {
      Ctx.Diags.report(DiagID::UndeclaredSymbol, A->Alias.Range,
                       "unknown symbol " + quoted(A->Alias.Text) +
                           "; declare the alias first, as a function "
                           "without a body");
      // Declared now, so that its uses do not report it again.
      Names.declare(A->Alias, {SymbolKind::Function, A->Alias.Range, {}, {}, 0});
    }
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
  if (std::optional<isa::Version> Given = parseVersion(Options.VersionOverride)) {
    Ctx.Version = *Given;
    Ctx.VersionOverridden = true;
    Ctx.VersionRange = V.Version.Range;
    return;
  }
  if (!isa::isKnownVersionNumber(V.Major, V.Minor)) {
    Ctx.Diags.report(DiagID::UnsupportedVersion, V.Version.Range,
                     "unsupported PTX ISA version " + quoted(V.Version.Text) +
                         "; ptxas accepts versions up to " +
                         isa::versionString(isa::latestVersion()));
    return;
  }
  // Known, and then compared as written (Versions.td): 8.10 is newer than
  // 8.8 but older than 9.0. A known number keeps both parts below 100.
  Ctx.Version = isa::Version{static_cast<uint8_t>(V.Major),
                             static_cast<uint8_t>(V.Minor)};
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
  checkDirective(Ctx, ".address_size", A.Range);
}

void ModuleChecker::Impl::checkSection(const SectionDirective &S) {
  checkDirective(Ctx, ".section", S.Range);
  for (const SectionEntry &Entry : S.Entries)
    if (Entry.IsLabel) {
      // Once per section: the version is the module's, not the label's.
      checkDirective(Ctx, "a label in .section", Entry.Range);
      break;
    }
  Locations.noteSection(S);
}

void ModuleChecker::Impl::finish() {
  if (!AnyItem)
    Ctx.Diags.report(DiagID::MissingVersion, {0, 0},
                     "empty module: a PTX module must begin with a .version "
                     "directive");
  else if (SawVersion && !SawTarget && !SawOtherItem)
    Ctx.Diags.report(DiagID::MissingTarget, FirstItem,
                     "a .target directive must follow .version");
  for (const auto &[Name, P] : Prototypes)
    if (!P.Defined && P.Linkage != ".extern")
      Ctx.Diags.reportFormatted(DiagID::UndefinedFunction, P.Name.Range,
                                {quoted(Name)});
  Locations.finish();
  Program.finish();
  // Last: with a pool, what was just reported joins the bodies' findings.
  flush();
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

void ModuleChecker::Impl::checkFunction(
    const Function &F, std::shared_ptr<const TopLevelItem> Owner) {
  // A declaration followed by the definition is one function.
  const Symbol *Earlier = Ctx.Symbols.lookup(F.Name.Text);
  if (!(Earlier && Earlier->Kind == SymbolKind::Function))
    Names.declare(F.Name, {SymbolKind::Function, F.Name.Range, {}, {}, 0});
  checkFunctionDirectives(Ctx, F);
  Aliases.noteFunction(F);
  if (!checkPrototypesAndDefinitions(F))
    return;
  Program.noteFunction(F);
  if (!F.Body)
    return;
  Locations.checkBody(*F.Body);
  if (Bodies && Owner)
    return Bodies->submit(std::move(Owner), F, Ctx,
                          ReaderDiags.diagnostics().size());
  Names.checkBody(F);
}

bool ModuleChecker::Impl::checkPrototypesAndDefinitions(const Function &F) {
  if (auto It = Defined.find(F.Name.Text); It != Defined.end()) {
    Diagnostic &D = Ctx.Diags.report(DiagID::Redefinition, F.Name.Range,
                                     "redefinition of function " +
                                         quoted(F.Name.Text));
    D.Notes.push_back({It->second, "previous definition is here"});
    return false;
  }
  std::string_view Linkage;
  for (const Token &T : F.Linkage)
    if (T.Text == ".visible" || T.Text == ".weak" || T.Text == ".extern")
      Linkage = T.Text;
  if (!F.Body) {
    Prototypes.try_emplace(F.Name.Text, Prototype{F.Name, Linkage});
    return true;
  }
  Defined.emplace(F.Name.Text, F.Name.Range);
  auto It = Prototypes.find(F.Name.Text);
  if (It == Prototypes.end())
    return true;
  Prototype &P = It->second;
  P.Defined = true;
  // A definition inherits its prototype's linkage or repeats it; what is
  // `.extern` is defined elsewhere, not here.
  if (P.Linkage == ".extern" || (!Linkage.empty() && Linkage != P.Linkage)) {
    auto Spelt = [](std::string_view L) {
      return L.empty() ? std::string("no linkage") : quoted(L);
    };
    Diagnostic &D = Ctx.Diags.reportFormatted(
        DiagID::InconsistentLinkage, F.Name.Range,
        {quoted(F.Name.Text), Spelt(Linkage), Spelt(P.Linkage),
         P.Linkage == ".extern"
             ? "drop '.extern' from the prototype, as this module defines it"
             : "write the prototype's linkage or none"});
    D.Notes.push_back({P.Name.Range, "the prototype is here"});
  }
  return true;
}

void ModuleChecker::Impl::flush() {
  if (Bodies)
    Bodies->drainInto(ReaderDiags.takeDiagnostics(), Out);
}

//===----------------------------------------------------------------------===//
// Public interface
//===----------------------------------------------------------------------===//

ModuleChecker::ModuleChecker(const SourceFile &Source, DiagnosticEngine &Diags,
                             const CheckOptions &Options)
    : P(std::make_unique<Impl>(Source, Diags, Options)) {}

ModuleChecker::~ModuleChecker() = default;

void ModuleChecker::checkItem(const TopLevelItem &Item) { P->checkItem(Item); }

void ModuleChecker::checkItem(std::shared_ptr<const TopLevelItem> Item) {
  const TopLevelItem &Ref = *Item;
  P->checkItem(Ref, std::move(Item));
}

void ModuleChecker::flush() { P->flush(); }

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

void ParsedModuleChecker::checkItem(std::shared_ptr<const TopLevelItem> Item) {
  if (rangeOf(*Item).Begin < P->firstSyntaxError())
    P->Checker.checkItem(std::move(Item));
}

void ParsedModuleChecker::finish() {
  P->Checker.flush();
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
