//===- Diagnostic.h - Findings reported against a source file --*- C++ -*-===//
//
// Every diagnostic has a stable ID from DiagnosticKinds.def, a severity, an
// exact byte range, and a message that says what to do. Diagnostics are
// collected, not printed: the Output library renders them as text, JSON or
// SARIF.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_DIAGNOSTIC_H
#define PTXLINT_DIAGNOSTIC_H

#include "ptxlint/SourceRange.h"

#include <string>
#include <string_view>
#include <vector>

namespace ptxlint {

enum class Severity : uint8_t { Note, Warning, Error };

enum class DiagID : uint16_t {
#define DIAG(Enumerator, Sev, Id, Summary) Enumerator,
#include "ptxlint/DiagnosticKinds.def"
  NumDiagnostics
};

/// The stable, user-visible name of a diagnostic, e.g. "syntax-error".
std::string_view diagnosticName(DiagID ID);
Severity defaultSeverity(DiagID ID);
std::string_view severityName(Severity S);

/// Replace Range with Replacement; an empty Range inserts.
struct FixIt {
  SourceRange Range;
  std::string Replacement;
};

struct DiagnosticNote {
  SourceRange Range;
  std::string Message;
};

struct Diagnostic {
  DiagID ID;
  Severity Level;
  SourceRange Range;
  std::string Message;
  std::vector<DiagnosticNote> Notes;
  std::vector<FixIt> FixIts;
};

/// Collects the diagnostics of one source file.
class DiagnosticEngine {
public:
  Diagnostic &report(DiagID ID, SourceRange Range, std::string Message);
  /// Takes over a diagnostic collected elsewhere.
  void add(Diagnostic D);

  /// Orders diagnostics by position (stable for equal positions), so output
  /// does not depend on the order in which the work was done.
  void sortByLocation();

  const std::vector<Diagnostic> &diagnostics() const { return Diagnostics; }
  unsigned errorCount() const { return Errors; }
  unsigned warningCount() const { return Warnings; }

private:
  std::vector<Diagnostic> Diagnostics;
  unsigned Errors = 0;
  unsigned Warnings = 0;
};

} // namespace ptxlint

#endif // PTXLINT_DIAGNOSTIC_H
