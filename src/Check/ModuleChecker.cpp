//===- ModuleChecker.cpp - Module structure, names and instructions -------===//

#include "ptxlint/Checker.h"

#include "AliasChecks.h"
#include "BodyChecker.h"
#include "CheckContext.h"
#include "ConstantEval.h"
#include "DebugLocations.h"
#include "DeclarationChecks.h"
#include "DirectiveChecks.h"
#include "FunctionBodyPool.h"
#include "ProgramChecks.h"
#include "Lint.h"

#include <algorithm>
#include <charconv>
#include <climits>
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
  return isa::findTargetSpelt(Name) != nullptr;
}

bool ptxlint::isKnownPTXVersion(std::string_view Text) {
  return parseVersion(Text).has_value();
}

std::string ptxlint::ptxVersionForCUDA(std::string_view ToolkitVersion) {
  if (std::optional<uint16_t> Release = isa::findRelease(ToolkitVersion))
    return isa::versionString(isa::newestVersionOf(*Release));
  return {};
}

bool ptxlint::isKnownCUDARelease(std::string_view Name) {
  return isa::findRelease(Name).has_value();
}

std::string ptxlint::cudaReleaseName(std::string_view Name) {
  if (std::optional<uint16_t> Release = isa::findRelease(Name))
    return std::string(isa::releaseName(*Release));
  return {};
}

std::string ptxlint::newestPTXVersion() {
  return isa::versionString(isa::latestVersion());
}

std::vector<std::string> ptxlint::knownPTXVersions() {
  std::vector<std::string> Versions;
  for (isa::Version V : isa::knownVersions())
    Versions.push_back(isa::versionString(V));
  return Versions;
}

std::vector<CUDAReleaseFacts> ptxlint::cudaReleases() {
  std::vector<CUDAReleaseFacts> Releases;
  for (uint16_t R = 0; R <= isa::latestRelease(); ++R) {
    const isa::CUDAReleaseInfo &Info = isa::release(R);
    Releases.push_back({std::string(Info.Release),
                        isa::versionString(Info.Newest),
                        std::string(Info.Driver), std::string(Info.Evidence),
                        Info.Oracle});
  }
  return Releases;
}

std::string ptxlint::knownCUDAReleases() {
  std::string List;
  for (uint16_t R = 0; R <= isa::latestRelease(); ++R)
    List += (R ? ", " : "") + std::string(isa::releaseName(R));
  return List;
}

namespace {
/// The largest body the reading thread checks itself when there are
/// workers.
constexpr size_t SmallBodyStatements = 64;

/// Whether B holds at most Budget statements, those of nested blocks too;
/// Budget keeps what is left. A nested block is one of its block's
/// statements, so this recurses at most Budget deep.
bool atMost(const Block &B, size_t &Budget) {
  if (B.Statements.size() > Budget)
    return false;
  Budget -= B.Statements.size();
  for (const Statement &S : B.Statements)
    if (const auto *Inner = S.getIf<Block>(); Inner && !atMost(*Inner, Budget))
      return false;
  return true;
}
} // namespace

struct ModuleChecker::Impl {
  Impl(const SourceFile &Source, DiagnosticEngine &Diags,
       const CheckOptions &Options)
      : Out(Diags), ReaderDiags(Diags.options()),
        Ctx(Source, Options.Threads > 1 ? ReaderDiags : Diags),
        Options(Options), Names(Ctx, Lint), Locations(Ctx), Aliases(Ctx),
        Program(Ctx, Options.Relocatable) {
    Ctx.Symbols.setImplicitRegisters(Options.ImplicitRegisters);
    if (!Options.OverrideOrigin.empty())
      Ctx.OverrideOrigin = Options.OverrideOrigin;
    if (std::optional<uint16_t> Given = isa::findRelease(Options.CUDARelease)) {
      Ctx.Release = *Given;
      Ctx.ReleaseGiven = true;
    }
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
  /// The Position (Declarations.td) of the last header directive read.
  int HeaderPosition = -1;
  /// What the `.target` directives gave so far: the architecture named
  /// last, and each option with where it was first given.
  const isa::TargetInfo *LastArchitecture = nullptr;
  std::vector<std::pair<const isa::TargetOptionInfo *, SourceRange>> TargetOptions;
  bool SawSection = false;
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
  /// Once the version is known: without a CUDA release given, chooses the
  /// release whose ptxas checks the module (isa::defaultRelease, or for
  /// --ptx-version the first that knows it); with one, reports a version
  /// that release does not know.
  void settleRelease(const VersionDirective &V);
  /// With a CUDA release given: whether its ptxas knows the target.
  void checkTargetKnownToRelease(const isa::TargetInfo &Target,
                                 SourceRange Where, bool Given);
  /// Whether the header directive Name (empty: any other item) stands
  /// where the header order of Declarations.td puts it; reports it if not,
  /// and the required header directives it skips.
  bool placeInHeader(std::string_view Name, SourceRange Where);
  void checkTarget(const TargetDirective &T);
  void checkTargetOption(const isa::TargetOptionInfo &Option, const Token &Name);
  void checkTargetArchitecture(const isa::TargetInfo &Target, const Token &Name);
  void checkAddressSize(const AddressSizeDirective &A);
  /// The CUDA release whose ptxas ptx-lint checks for (settleRelease).
  uint16_t checkedRelease() const;
  /// Without .address_size ptxas infers the size from the addresses used;
  /// a ptxas that compiles one size only compiles the module with that one
  /// and refuses addresses of the other.
  void inferAddressSize();
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
  if (auto *V = std::get_if<VersionDirective>(&Item)) {
    if (HeaderPosition > 0 && !SawOtherItem && !SawVersion)
      return; // After the .target its absence was reported at.
    return checkVersion(*V);
  }
  if (auto *T = std::get_if<TargetDirective>(&Item)) {
    if (placeInHeader(".target", T->Range))
      checkTarget(*T);
    return;
  }
  if (auto *A = std::get_if<AddressSizeDirective>(&Item)) {
    if (placeInHeader(".address_size", A->Range))
      checkAddressSize(*A);
    return;
  }
  if (placeInHeader({}, rangeOf(Item)) && !SawOtherItem)
    inferAddressSize();
  SawOtherItem = true;
  if (std::holds_alternative<SectionDirective>(Item))
    SawSection = true;
  if (auto *V = std::get_if<VariableDecl>(&Item)) {
    Program.noteVariable(*V);
    return Names.checkVariable(*V, /*InFunction=*/false);
  }
  if (auto *F = std::get_if<Function>(&Item))
    return checkFunction(*F, std::move(Owner));
  if (auto *S = std::get_if<SectionDirective>(&Item))
    return checkSection(*S);
  if (auto *P = std::get_if<PragmaDirective>(&Item)) {
    checkDirective(Ctx, ".pragma", P->Range);
    return checkPragma(Ctx, *P, isa::PragmaAtModuleScope);
  }
  if (auto *F = std::get_if<FileDirective>(&Item)) {
    checkThirtyTwoBitValue(Ctx, "a .file index", F->Index.Text, F->Index.Range);
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
      Names.declare(A->Alias, {SymbolKind::Function, A->Alias.Range});
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
  HeaderPosition = std::max(HeaderPosition, 0);
  if (std::optional<isa::Version> Given = parseVersion(Options.VersionOverride)) {
    Ctx.Version = *Given;
    Ctx.VersionOverridden = true;
    Ctx.VersionRange = V.Version.Range;
    settleRelease(V);
    return;
  }
  if (!isa::isKnownVersionNumber(V.Major, V.Minor)) {
    Ctx.Diags.report(DiagID::UnsupportedVersion, V.Version.Range,
                     "unsupported PTX ISA version " + quoted(V.Version.Text) +
                         "; the newest ptx-lint knows is " +
                         isa::versionString(isa::latestVersion()) +
                         " (CUDA " +
                         std::string(isa::releaseName(isa::latestRelease())) +
                         ")");
    return;
  }
  // Known, and then compared as written (Versions.td): 8.10 is newer than
  // 8.8 but older than 9.0. A known number keeps both parts below 100.
  Ctx.Version = isa::Version{static_cast<uint8_t>(V.Major),
                             static_cast<uint8_t>(V.Minor)};
  // Messages point at the number itself: "(at 1:10)".
  Ctx.VersionRange = V.Version.Range;
  settleRelease(V);
}

void ModuleChecker::Impl::settleRelease(const VersionDirective &V) {
  if (!Ctx.Version)
    return;
  if (!Ctx.ReleaseGiven) {
    Ctx.Release = Ctx.VersionOverridden
                      ? isa::firstReleaseAccepting(*Ctx.Version)
                      : isa::defaultRelease(Ctx.Version);
    return;
  }
  isa::Version Newest = isa::newestVersionOf(Ctx.Release);
  if (!(Newest < *Ctx.Version))
    return;
  std::string Version = isa::versionString(*Ctx.Version);
  Diagnostic &D = Ctx.Diags.report(
      DiagID::VersionUnknownToRelease, V.Version.Range,
      "the ptxas of CUDA " + std::string(isa::releaseName(Ctx.Release)) +
          " does not know PTX ISA .version " + Version +
          " (it accepts up to " + isa::versionString(Newest) +
          "); CUDA " +
          std::string(isa::releaseName(isa::firstReleaseAccepting(*Ctx.Version))) +
          " is the first release that does. Declare .version " +
          isa::versionString(Newest) +
          " or older if the module needs nothing newer (--min-cuda says "
          "what it needs)");
  if (Ctx.VersionOverridden)
    D.Message += "; checking for .version " + Version + " (given to ptx-lint)";
}

/// "a module begins with .version, then .target (one or more), then
/// .address_size (at most one), before anything else", from the table.
static std::string headerOrder() {
  std::string Text = "a module begins with ";
  int Index = 0;
  for (const isa::HeaderDirectiveInfo &H : isa::headerDirectives()) {
    Text += (Index++ ? ", then " : "") + std::string(H.Name);
    if (H.Repeatable)
      Text += H.Required ? " (one or more)" : " (any number)";
    else if (!H.Required)
      Text += " (at most one)";
  }
  return Text + ", before anything else";
}

bool ModuleChecker::Impl::placeInHeader(std::string_view Name,
                                        SourceRange Where) {
  const isa::HeaderDirectiveInfo *H =
      Name.empty() ? nullptr : isa::findHeaderDirective(Name);
  if (SawOtherItem && !H)
    return true; // The header is over, and this is not part of it.
  int Position = H ? H->Position : INT_MAX;
  if (H && (SawOtherItem || Position < HeaderPosition ||
            (Position == HeaderPosition && !H->Repeatable))) {
    Ctx.Diags.report(DiagID::DirectiveMisplaced, Where, headerOrder());
    return false;
  }
  // The required directives between the last one read and this one are
  // missing; the .version's absence is reported where it is checked.
  for (const isa::HeaderDirectiveInfo &Skipped : isa::headerDirectives())
    if (Skipped.Required && Skipped.Position > HeaderPosition &&
        Skipped.Position < Position) {
      // One missing directive is reported, the first, as ptxas does.
      if (Skipped.Position == 0)
        Ctx.Diags.report(DiagID::MissingVersion, Where,
                         "a PTX module must begin with a .version directive");
      else
        Ctx.Diags.report(DiagID::MissingTarget, Where,
                         "a " + std::string(Skipped.Name) +
                             " directive must follow .version");
      break;
    }
  if (H)
    HeaderPosition = Position;
  return true;
}

void ModuleChecker::Impl::checkTarget(const TargetDirective &T) {
  if (!SawTarget) {
    SawTarget = true;
    if (const isa::TargetInfo *Given =
            isa::findTargetSpelt(Options.TargetOverride)) {
      Ctx.Target = Given;
      LastArchitecture = Given;
      Ctx.TargetOverridden = true;
      Ctx.TargetNamedByTag = Options.OneOfSeveralTargets;
      Ctx.TargetRange = T.Range;
      if (Ctx.Version && *Ctx.Version < Given->MinVersion)
        Ctx.Diags.report(DiagID::TargetNeedsVersion, T.Range,
                         "target " + quoted(Given->Name) +
                             " (given to ptx-lint) requires PTX ISA .version " +
                             isa::versionString(Given->MinVersion) +
                             " or later; " + Ctx.versionSource());
      checkTargetKnownToRelease(*Given, T.Range, /*Given=*/true);
    }
  }
  for (const Token &Name : T.Targets) {
    if (const isa::TargetInfo *Target = isa::findTargetSpelt(Name.Text)) {
      checkTargetArchitecture(*Target, Name);
      continue;
    }
    if (const isa::TargetOptionInfo *Option = isa::findTargetOption(Name.Text)) {
      checkTargetOption(*Option, Name);
      continue;
    }
    Ctx.Diags.report(DiagID::UnknownTarget, Name.Range,
                     "unknown target " + quoted(Name.Text));
  }
}

void ModuleChecker::Impl::checkTargetArchitecture(const isa::TargetInfo &Target,
                                                  const Token &Name) {
  if (Ctx.TargetOverridden)
    return; // The module's own architectures are replaced.
  // ptxas checks every architecture named against the .version.
  if (Ctx.Version && *Ctx.Version < Target.MinVersion) {
    Diagnostic &D = Ctx.Diags.report(
        DiagID::TargetNeedsVersion, Name.Range,
        "target " + quoted(Name.Text) + " requires PTX ISA .version " +
            isa::versionString(Target.MinVersion) + " or later; " +
            Ctx.versionSource());
    if (!Ctx.VersionOverridden)
      D.Notes.push_back({Ctx.VersionRange, "the module's .version is declared here"});
  }
  checkTargetKnownToRelease(Target, Name.Range, /*Given=*/false);
  // The last architecture named, in any of the .target directives, is the
  // module's (ptxas compiles `.target sm_80, sm_90` for sm_90).
  Ctx.Target = &Target;
  Ctx.TargetRange = Name.Range; // "(declared at 2:9)" names the target.
  LastArchitecture = &Target;
}

void ModuleChecker::Impl::checkTargetKnownToRelease(
    const isa::TargetInfo &Target, SourceRange Where, bool Given) {
  if (!Ctx.ReleaseGiven)
    return;
  uint16_t First = isa::firstReleaseKnowing(Target);
  if (First <= Ctx.Release)
    return;
  Ctx.Diags.report(DiagID::TargetUnknownToRelease, Where,
                   "the ptxas of CUDA " +
                       std::string(isa::releaseName(Ctx.Release)) +
                       " does not know target " + quoted(Target.Name) +
                       (Given ? " (given to ptx-lint)" : "") + "; CUDA " +
                       std::string(isa::releaseName(First)) +
                       " is the first release that does");
}

void ModuleChecker::Impl::checkTargetOption(const isa::TargetOptionInfo &Option,
                                            const Token &Name) {
  if (Ctx.Version && *Ctx.Version < Option.Since) {
    Ctx.Diags.report(DiagID::TargetNeedsVersion, Name.Range,
                     "target option " + quoted(Name.Text) +
                         " requires PTX ISA .version " +
                         isa::versionString(Option.Since) + " or later; " +
                         Ctx.versionSource());
    return;
  }
  if (!LastArchitecture) {
    Ctx.Diags.report(DiagID::InvalidTargetOption, Name.Range,
                     "target option " + quoted(Name.Text) +
                         " comes before any architecture; name the "
                         "architecture first (.target sm_80, " +
                         std::string(Name.Text) + ")");
    return;
  }
  if (Option.RefusedFromSM && LastArchitecture->SM >= Option.RefusedFromSM) {
    Ctx.Diags.report(DiagID::InvalidTargetOption, Name.Range,
                     "target option " + quoted(Name.Text) +
                         " is not supported on " +
                         quoted(LastArchitecture->Name) +
                         "; ptxas takes it only after an architecture "
                         "before sm_" +
                         std::to_string(Option.RefusedFromSM) +
                         "; remove it");
    return;
  }
  for (const isa::TargetOptionConflictInfo &C : isa::targetOptionConflicts()) {
    const isa::TargetOptionInfo &First = isa::targetOption(C.First);
    const isa::TargetOptionInfo &Second = isa::targetOption(C.Second);
    const isa::TargetOptionInfo *Other =
        &Option == &First ? &Second : &Option == &Second ? &First : nullptr;
    for (const auto &[Given, Where] : TargetOptions)
      if (Given == Other)
        Ctx.Diags
            .report(DiagID::InvalidTargetOption, Name.Range,
                    "target option " + quoted(Name.Text) + " conflicts with " +
                        quoted(Other->Name) + "; keep one of them")
            .Notes.push_back({Where, quoted(Other->Name) + " is given here"});
  }
  for (const auto &Given : TargetOptions)
    if (Given.first == &Option)
      return;
  TargetOptions.push_back({&Option, Name.Range});
  Ctx.TargetOptions.push_back(&Option);
}

void ModuleChecker::Impl::checkAddressSize(const AddressSizeDirective &A) {
  // ptxas reads the number as any integer constant: 0x40 is 64.
  std::optional<uint64_t> Size = parseIntegerLiteral(A.Size.Text);
  const isa::AddressSizeInfo *Known = Size ? isa::findAddressSize(*Size) : nullptr;
  if (!Known) {
    Ctx.Diags.report(DiagID::InvalidAddressSize, A.Size.Range,
                     ".address_size must be 32 or 64");
    return;
  }
  Ctx.AddressSize = Known->Bits;
  checkDirective(Ctx, ".address_size", A.Range);
  uint16_t Release = checkedRelease();
  std::string Bits = std::to_string(Known->Bits);
  if (Known->DroppedIn != isa::NoRelease && Release >= Known->DroppedIn) {
    Ctx.Diags.report(DiagID::UnsupportedAddressSize, A.Size.Range,
                     Bits + "-bit compilation was removed in CUDA " +
                         std::string(isa::releaseName(Known->DroppedIn)) +
                         "; the ptxas of CUDA " +
                         std::string(isa::releaseName(Release)) +
                         " refuses '.address_size " + Bits +
                         "': write '.address_size 64'");
    return;
  }
  if (Known->RefusedFromSM && Ctx.Target && Ctx.Target->SM >= Known->RefusedFromSM)
    Ctx.Diags.report(DiagID::UnsupportedAddressSize, A.Size.Range,
                     "'.address_size " + Bits + "' is not supported on sm_" +
                         std::to_string(Known->RefusedFromSM) +
                         " or later" + Ctx.targetSource() +
                         ": write '.address_size 64'");
}

uint16_t ModuleChecker::Impl::checkedRelease() const { return Ctx.Release; }

void ModuleChecker::Impl::inferAddressSize() {
  if (Ctx.AddressSize)
    return;
  uint16_t Release = checkedRelease();
  unsigned Compiled = 0, Count = 0;
  for (const isa::AddressSizeInfo &Size : isa::addressSizes())
    if (Size.DroppedIn == isa::NoRelease || Release < Size.DroppedIn) {
      Compiled = Size.Bits;
      ++Count;
    }
  if (Count == 1)
    Ctx.AddressSize = Compiled;
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
  else if (SawVersion && !SawTarget && !SawOtherItem && HeaderPosition < 1)
    Ctx.Diags.report(DiagID::MissingTarget, FirstItem,
                     "a .target directive must follow .version");
  for (const auto &[Option, Where] : TargetOptions)
    if (Option->NeedsSection && !SawSection)
      Ctx.Diags.report(DiagID::InvalidTargetOption, Where,
                       "target option " + quoted(Option->Name) +
                           " needs the module's debug information, and the "
                           "module has no .section; remove '" +
                           std::string(Option->Name) +
                           "' or compile with debug information");
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
  if (!(Earlier && Earlier->Kind == SymbolKind::Function)) {
    FullSymbol Declared{SymbolKind::Function, F.Name.Range};
    Declared.Kernel = F.K == Function::Kind::Entry;
    Declared.Parameters = signatureOf(F.ReturnParameters, F.Parameters);
    Names.declare(F.Name, Declared);
  }
  checkFunctionDirectives(Ctx, F);
  checkFunctionDeclaration(Ctx, F);
  Aliases.noteFunction(F);
  if (!checkPrototypesAndDefinitions(F))
    return;
  if (!F.Body)
    return Program.noteFunction(F);
  Ctx.InKernelBody = F.K == Function::Kind::Entry;
  Locations.checkBody(*F.Body);
  // A small body is checked here: handing it to a worker costs more than
  // checking it, and a module of 200,000 tiny functions spent its time
  // waking threads (7.7 s with -j2 against 2.3 s with -j1).
  size_t Budget = SmallBodyStatements;
  if (Bodies && Owner && !atMost(*F.Body, Budget)) {
    // The whole-module rules' walk of the body, which reports nothing
    // before the module ends, runs while a worker checks it. This thread's
    // reference keeps the tree until the walk is done.
    std::shared_ptr<const TopLevelItem> Walked = Owner;
    Bodies->submit(std::move(Owner), F, Ctx, ReaderDiags.diagnostics().size());
    Program.noteFunction(F);
    return;
  }
  Program.noteFunction(F);
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
  if (Bodies) {
    Bodies->drainInto(ReaderDiags.takeDiagnostics(), Out);
    Out.addDropped(ReaderDiags.takeDropped());
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
  Out->addDropped(P->Findings.takeDropped());
}

void ptxlint::checkParsedModule(const Module &M, const SourceFile &Source,
                                DiagnosticEngine &Diags,
                                const CheckOptions &Options) {
  ParsedModuleChecker Checker(Source, Diags, Options);
  for (const TopLevelItem &Item : M.Items)
    Checker.checkItem(Item);
  Checker.finish();
}
