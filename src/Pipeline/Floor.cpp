//===- Floor.cpp - The oldest toolkit that takes a module ------------------===//
//
// Every answer comes from checking the module again, as --cuda and
// --ptx-version do: the floor is what the checker says, not a second model
// of the versions.
//
//===----------------------------------------------------------------------===//

#include "ptxlint/Floor.h"

#include "ptxlint/Checker.h"

#include <algorithm>
#include <utility>

using namespace ptxlint;

namespace {

using VersionNumber = std::pair<unsigned, unsigned>;

VersionNumber parseVersion(const std::string &Text) {
  size_t Dot = Text.find('.');
  return {static_cast<unsigned>(std::stoul(Text.substr(0, Dot))),
          static_cast<unsigned>(std::stoul(Text.substr(Dot + 1)))};
}

class FloorFinder {
public:
  FloorFinder(const SourceFile &Source, const LintOptions &Options)
      : Source(Source), Base(Options), Releases(cudaReleases()) {
    Base.PTXVersion.clear();
    Base.CUDAReleases.clear();
    Base.KeepAST = false;
    Base.KeepComments = false;
    Base.Progress = nullptr;
  }

  FloorReport find() {
    FloorReport Report;
    LintOptions First = Base;
    First.KeepAST = true;
    LintResult Result = lint(Source, First);
    for (Diagnostic &D : Result.Diagnostics)
      if (D.Level == Severity::Error)
        Report.Errors.push_back(std::move(D));
    const VersionDirective *Version = nullptr;
    for (const TopLevelItem &Item : Result.AST.Items)
      if ((Version = std::get_if<VersionDirective>(&Item)))
        break;
    if (!Report.Errors.empty() || !Version)
      return Report;
    Report.DeclaredVersion =
        std::to_string(Version->Major) + "." + std::to_string(Version->Minor);
    Report.DeclaredAt = Version->Version.Range;
    if (!isKnownPTXVersion(Report.DeclaredVersion))
      return Report;
    Report.Checked = true;
    Report.AsWritten = floorOf(Report.DeclaredVersion, /*AsWritten=*/true);
    Report.Lowest = lowestVersion(Report.DeclaredVersion);
    return Report;
  }

private:
  /// The errors of checking the module as if it declared Version (empty:
  /// its own) for the ptxas of Release (empty: the default one).
  std::vector<Diagnostic> errors(const std::string &Version,
                                 const std::string &Release) {
    LintOptions Options = Base;
    Options.PTXVersion = Version;
    if (!Release.empty())
      Options.CUDAReleases = {Release};
    std::vector<Diagnostic> Errors;
    for (Diagnostic &D : lint(Source, Options).Diagnostics)
      if (D.Level == Severity::Error)
        Errors.push_back(std::move(D));
    return Errors;
  }

  /// The first release whose ptxas knows Version.
  size_t firstReleaseKnowing(const std::string &Version) const {
    VersionNumber Wanted = parseVersion(Version);
    for (size_t R = 0; R < Releases.size(); ++R)
      if (parseVersion(Releases[R].NewestVersion) >= Wanted)
        return R;
    return Releases.size();
  }

  /// The oldest release that takes the module with Version: the first
  /// that knows it, unless that one refuses something in the module.
  FloorStep floorOf(const std::string &Version, bool AsWritten) {
    FloorStep Step;
    Step.Version = Version;
    std::vector<Diagnostic> Older;
    for (size_t R = firstReleaseKnowing(Version); R < Releases.size(); ++R) {
      std::vector<Diagnostic> Errors =
          errors(AsWritten ? std::string() : Version, Releases[R].Name);
      if (Errors.empty()) {
        Step.Release = Releases[R].Name;
        Step.Driver = Releases[R].Driver;
        Step.Why = std::move(Older);
        return Step;
      }
      Older = std::move(Errors);
    }
    Step.Why = std::move(Older);
    return Step;
  }

  /// The lowest version the module could declare, as the default ptxas
  /// judges it: requirements only grow with the version, so the versions
  /// that work are those from some point on, up to the declared one.
  FloorStep lowestVersion(const std::string &Declared) {
    std::vector<std::string> Versions;
    for (const std::string &V : knownPTXVersions())
      if (parseVersion(V) <= parseVersion(Declared))
        Versions.push_back(V);
    // One ptxas judges every version: the one checked without --cuda for
    // the declared version, which knows all the older ones.
    size_t Judge = firstReleaseKnowing(Declared);
    for (size_t R = 0; R < Releases.size(); ++R)
      if (Releases[R].Oracle)
        Judge = std::max(Judge, R);
    const std::string &By = Releases[std::min(Judge, Releases.size() - 1)].Name;
    // The declared version works (the module has no errors): search below.
    size_t Low = 0, High = Versions.size() - 1;
    while (Low < High) {
      size_t Middle = Low + (High - Low) / 2;
      if (errors(Versions[Middle], By).empty())
        High = Middle;
      else
        Low = Middle + 1;
    }
    FloorStep Step = floorOf(Versions[High], /*AsWritten=*/false);
    if (High > 0)
      Step.Why = errors(Versions[High - 1], By);
    return Step;
  }

  const SourceFile &Source;
  LintOptions Base;
  std::vector<CUDAReleaseFacts> Releases;
};

} // namespace

FloorReport ptxlint::findFloor(const SourceFile &Source,
                               const LintOptions &Options) {
  return FloorFinder(Source, Options).find();
}
