//===- CheckContext.cpp ---------------------------------------------------===//

#include "CheckContext.h"

using namespace ptxlint;

std::string CheckContext::position(SourceRange R) const {
  LineColumn Where = Source.lineColumn(R.Begin);
  return std::to_string(Where.Line) + ":" + std::to_string(Where.Column);
}

bool CheckContext::checkRequirement(const isa::RequirementInfo &R,
                                    std::string_view Feature,
                                    SourceRange Where) {
  bool Met = true;
  if (Version && *Version < R.MinVersion) {
    Met = false;
    Diagnostic &D = Diags.report(
        DiagID::RequiresVersion, Where,
        "'" + std::string(Feature) + "' requires PTX ISA .version " +
            isa::versionString(R.MinVersion) +
            " or later; the module declares .version " +
            isa::versionString(*Version) + " (at " + position(VersionRange) +
            ")");
    D.Notes.push_back({VersionRange, "the module's .version is declared here"});
  }
  if (Target && !isa::targetMeets(*Target, R)) {
    Met = false;
    Diagnostic &D = Diags.report(
        DiagID::RequiresTarget, Where,
        "'" + std::string(Feature) + "' requires " + isa::describeTargets(R) +
            "; the module targets " + std::string(Target->Name) +
            " (declared at " + position(TargetRange) + ")");
    D.Notes.push_back({TargetRange, "the module's .target is declared here"});
  }
  return Met;
}
