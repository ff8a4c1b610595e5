//===- Diagnostic.h - Findings reported against a source file --*- C++ -*-===//
//
// Every diagnostic has a stable ID from the catalog (src/Basic/Diagnostics.td,
// generated into ptxlint/DiagnosticKinds.inc), a severity, an exact byte
// range, and a message that says what to do. Diagnostics are collected, not
// printed: the Output library renders them as text, JSON or SARIF.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_DIAGNOSTIC_H
#define PTXLINT_DIAGNOSTIC_H

#include "ptxlint/SourceRange.h"

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ptxlint {

enum class Severity : uint8_t { Note, Warning, Error };

enum class DiagID : uint16_t {
#define DIAG(Enumerator, Sev, Id, Group, DefaultEnabled, Summary, Format)      \
  Enumerator,
#include "ptxlint/DiagnosticKinds.inc"
  NumDiagnostics
};

/// The groups warnings are switched by (-W<group>, -Wno-<group>).
enum class DiagGroupID : uint16_t {
#define DIAG_GROUP(Enumerator, Name) Enumerator,
#include "ptxlint/DiagnosticKinds.inc"
  NumGroups
};

/// The stable, user-visible name of a diagnostic, e.g. "syntax-error".
std::string_view diagnosticName(DiagID ID);
/// The diagnostic with this stable name, if there is one.
std::optional<DiagID> findDiagnostic(std::string_view Name);
Severity defaultSeverity(DiagID ID);
/// The catalog's one-line description of the diagnostic.
std::string_view diagnosticSummary(DiagID ID);
DiagGroupID diagnosticGroup(DiagID ID);
/// Whether a warning is reported unless switched off.
bool isEnabledByDefault(DiagID ID);
std::string_view groupName(DiagGroupID Group);
std::optional<DiagGroupID> findGroup(std::string_view Name);
std::string_view severityName(Severity S);

/// The catalog's message format of ID with %0, %1, ... replaced by Args.
std::string formatMessage(DiagID ID, std::initializer_list<std::string_view> Args);

/// Replace Range with Replacement; an empty Range inserts.
struct FixIt {
  SourceRange Range;
  std::string Replacement;
};

/// A place in a file other than the one checked, by line and column: the
/// source line a `.loc` directive names (a .cu or .py file ptx-lint does
/// not read).
struct OtherFileLocation {
  std::string File;    ///< As the module's `.file` directive names it.
  uint32_t Line = 0;   ///< 1-based.
  uint32_t Column = 0; ///< 1-based; 0 when the `.loc` gives no column.
};

struct DiagnosticNote {
  SourceRange Range;
  std::string Message;
  /// Set when the note points into another file: the note is about that
  /// place, and Range is what in the checked file says so (the `.loc`).
  /// Initialised so that `{Range, Message}` stays a complete initialiser.
  std::optional<OtherFileLocation> InOtherFile = std::nullopt;
};

struct Diagnostic {
  DiagID ID;
  Severity Level;
  SourceRange Range;
  std::string Message;
  std::vector<DiagnosticNote> Notes;
  std::vector<FixIt> FixIts;
  /// When a module is checked for several targets (--target a,b), the ones
  /// this finding applies to; empty when it applies to every target checked.
  std::vector<std::string> Targets;
};

/// Which warnings are reported and which of them fail a run.
struct DiagnosticOptions {
  /// -W<group> (true) and -Wno-<group> (false) in the order given; the last
  /// switch of a group wins. The group "all" stands for every group.
  std::vector<std::pair<DiagGroupID, bool>> GroupSwitches;
  bool AllWarningsOff = false;            // -w
  bool AllWarningsOn = false;             // -Wall
  bool AllWarningsAsErrors = false;       // -Werror
  std::vector<DiagGroupID> ErrorGroups;   // --warnings-as-errors=<groups>
  static constexpr unsigned DefaultMaxFindingsPerKind = 10000;
  /// Keep at most this many findings of one ID per file (--max-findings;
  /// 0: all). The rest are counted, not kept, and a findings-dropped note
  /// says how many there were: a flood takes bounded memory.
  unsigned MaxFindingsPerKind = DefaultMaxFindingsPerKind;

  /// Whether a warning of ID is reported at all.
  bool isEnabled(DiagID ID) const;
  /// The severity a reported diagnostic gets.
  Severity severityOf(DiagID ID) const;
};

/// Collects the diagnostics of one source file.
class DiagnosticEngine {
public:
  DiagnosticEngine() = default;
  explicit DiagnosticEngine(DiagnosticOptions Options)
      : Options(std::move(Options)) {}

  /// Records a finding. A warning that is switched off is dropped: the
  /// reference then goes to a scratch diagnostic, so callers that add
  /// notes or fix-its need not check.
  Diagnostic &report(DiagID ID, SourceRange Range, std::string Message);
  /// report() with the catalog's message format of ID.
  Diagnostic &reportFormatted(DiagID ID, SourceRange Range,
                              std::initializer_list<std::string_view> Args) {
    return report(ID, Range, formatMessage(ID, Args));
  }
  /// Takes over a diagnostic collected elsewhere, as it is.
  void add(Diagnostic D);

  /// Whether a report of ID would be kept; lets costly lint checks skip
  /// their work when their warning is switched off.
  bool isEnabled(DiagID ID) const { return Options.isEnabled(ID); }
  const DiagnosticOptions &options() const { return Options; }

  /// Drops the diagnostics Keep rejects (inline suppressions).
  void retainIf(const std::function<bool(const Diagnostic &)> &Keep);

  /// Orders diagnostics by position (stable for equal positions), so output
  /// does not depend on the order in which the work was done.
  void sortByLocation();

  const std::vector<Diagnostic> &diagnostics() const { return Diagnostics; }
  std::vector<Diagnostic> takeDiagnostics();
  unsigned errorCount() const { return Errors; }
  unsigned warningCount() const { return Warnings; }

  /// Findings of one ID left out by DiagnosticOptions::MaxFindingsPerKind.
  struct Dropped {
    uint64_t Count = 0;
    SourceRange First{UINT32_MAX, UINT32_MAX}; ///< The earliest left out.
  };
  using DroppedFindings = std::vector<std::pair<DiagID, Dropped>>;
  /// Hands over what was left out, and starts counting afresh (for each
  /// function body checked on a worker, so that what is kept does not
  /// depend on which worker checked it).
  DroppedFindings takeDropped();
  /// Adds what another engine left out.
  void addDropped(const DroppedFindings &Other);
  /// Adds a findings-dropped note for each ID with findings left out.
  void reportDropped();

private:
  void count(const Diagnostic &D, int Delta);
  /// Whether a finding of ID at Range is within the limit; counts it as
  /// left out if not.
  bool withinLimit(DiagID ID, SourceRange Range);
  void noteDropped(DiagID ID, uint64_t Count, SourceRange First);
  std::vector<uint32_t> KeptPerKind; ///< By DiagID, with a limit.
  DroppedFindings DroppedPerKind;

  DiagnosticOptions Options;
  std::vector<Diagnostic> Diagnostics;
  Diagnostic Discarded{};
  unsigned Errors = 0;
  unsigned Warnings = 0;
};

} // namespace ptxlint

#endif // PTXLINT_DIAGNOSTIC_H
