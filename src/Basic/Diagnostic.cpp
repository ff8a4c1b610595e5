//===- Diagnostic.cpp -----------------------------------------------------===//

#include "ptxlint/Diagnostic.h"

#include <algorithm>

using namespace ptxlint;

namespace {
struct DiagInfo {
  Severity Level;
  std::string_view Name;
};
constexpr DiagInfo DiagTable[] = {
#define DIAG(Enumerator, Sev, Id, Summary) {Severity::Sev, Id},
#include "ptxlint/DiagnosticKinds.def"
};
} // namespace

std::string_view ptxlint::diagnosticName(DiagID ID) {
  return DiagTable[static_cast<unsigned>(ID)].Name;
}

Severity ptxlint::defaultSeverity(DiagID ID) {
  return DiagTable[static_cast<unsigned>(ID)].Level;
}

std::string_view ptxlint::severityName(Severity S) {
  switch (S) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  return "error";
}

Diagnostic &DiagnosticEngine::report(DiagID ID, SourceRange Range,
                                     std::string Message) {
  Severity Level = defaultSeverity(ID);
  if (Level == Severity::Error)
    ++Errors;
  else if (Level == Severity::Warning)
    ++Warnings;
  Diagnostics.push_back({ID, Level, Range, std::move(Message), {}, {}});
  return Diagnostics.back();
}

void DiagnosticEngine::add(Diagnostic D) {
  if (D.Level == Severity::Error)
    ++Errors;
  else if (D.Level == Severity::Warning)
    ++Warnings;
  Diagnostics.push_back(std::move(D));
}

void DiagnosticEngine::sortByLocation() {
  std::stable_sort(Diagnostics.begin(), Diagnostics.end(),
                   [](const Diagnostic &A, const Diagnostic &B) {
                     return A.Range.Begin < B.Range.Begin;
                   });
}
