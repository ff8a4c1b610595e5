//===- CheckContext.cpp ---------------------------------------------------===//

#include "CheckContext.h"

using namespace ptxlint;

std::string CheckContext::position(SourceRange R) const {
  LineColumn Where = Source.lineColumn(R.Begin);
  return std::to_string(Where.Line) + ":" + std::to_string(Where.Column);
}

std::string CheckContext::versionSource() const {
  std::string Number = Version ? isa::versionString(*Version) : "?";
  if (VersionOverridden)
    return "checking for .version " + Number + " (" + OverrideOrigin + ")";
  return "the module declares .version " + Number + " (at " +
         position(VersionRange) + ")";
}

std::string CheckContext::targetSource() const {
  std::string Name = Target ? std::string(Target->Name) : "?";
  if (TargetNamedByTag)
    return "";
  if (TargetOverridden)
    return "; checking for target " + Name + " (" + OverrideOrigin + ")";
  return "; the module targets " + Name + " (declared at " +
         position(TargetRange) + ")";
}

bool CheckContext::meets(const isa::RequirementInfo &Newest) const {
  if (isa::refusedIn(Newest, Release))
    return false;
  const isa::RequirementInfo &R = isa::requirementIn(Newest, Release);
  return !(Version && *Version < R.MinVersion) &&
         !(Target && !isa::targetMeets(*Target, R));
}

bool CheckContext::checkRequirement(const isa::RequirementInfo &R,
                                    std::string_view Feature,
                                    SourceRange Where) {
  // Most requirements are met: name the feature only for a message.
  if (meets(R))
    return true;
  return checkRequirementOf(R, quoted(Feature), Where);
}

bool CheckContext::checkRequirementOf(const isa::RequirementInfo &Newest,
                                      const std::string &Named,
                                      SourceRange Where) {
  if (isa::refusedIn(Newest, Release)) {
    Diags.report(DiagID::RefusedByRelease, Where,
                 Named + " is refused by the ptxas of CUDA " +
                     std::string(isa::releaseName(Release)) +
                     " whatever the .version and .target; every release up "
                     "to CUDA " +
                     std::string(isa::releaseName(Newest.RefusedUpTo)) +
                     " refuses it, newer ones accept it");
    return false;
  }
  const isa::RequirementInfo &R = isa::requirementIn(Newest, Release);
  bool Met = true;
  if (Version && *Version < R.MinVersion) {
    Met = false;
    Diagnostic &D = Diags.report(
        DiagID::RequiresVersion, Where,
        Named + " requires PTX ISA .version " +
            isa::versionString(R.MinVersion) +
            " or later; " + versionSource());
    if (!VersionOverridden)
      D.Notes.push_back({VersionRange, "the module's .version is declared here"});
  }
  if (Target && !isa::targetMeets(*Target, R)) {
    Met = false;
    Diagnostic &D = Diags.report(
        DiagID::RequiresTarget, Where,
        Named + " requires " + isa::describeTargets(R) +
            targetSource());
    if (!TargetOverridden)
      D.Notes.push_back({TargetRange, "the module's .target is declared here"});
  }
  return Met;
}

std::string ptxlint::listSpellings(isa::EntryList<isa::QualifierInfo> Values,
                                   std::string_view Last) {
  std::string Result;
  for (size_t I = 0; I < Values.size(); ++I) {
    if (I)
      Result += I + 1 == Values.size() ? Last : ", ";
    Result += std::string(Values[I].Spelling);
  }
  return Result;
}
