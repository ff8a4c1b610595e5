//===- DiagnosticBase.td - The shape of a diagnostic record --*- tablegen -*-===//
//
// Every diagnostic ptx-lint can report is a record deriving from Diagnostic
// (Diagnostics.td includes the catalog files). ptx-tblgen turns the records
// into DiagnosticKinds.inc, which the Basic library compiles in, and into
// docs/diagnostics.md. The record's name is the C++ enumerator
// (DiagID::SyntaxError); its Id is what users see, suppress and search for:
// never rename or reuse an Id.
//
//===----------------------------------------------------------------------===//

class DiagSeverity<string name> {
  string Name = name;
}
def SevError : DiagSeverity<"Error">;
def SevWarning : DiagSeverity<"Warning">;
def SevNote : DiagSeverity<"Note">;

// A set of diagnostics that is switched on or off together on the command
// line (-W<name>, -Wno-<name>) or in the configuration file. Errors belong to
// groups too, for documentation; only warnings can be switched off.
class DiagGroup<string name, string doc> {
  string Name = name;
  string Documentation = doc;
}

class Diagnostic<string id, DiagSeverity severity, DiagGroup group,
                 string summary> {
  string Id = id;
  DiagSeverity Severity = severity;
  DiagGroup Group = group;
  // One line: what the finding is about (SARIF's shortDescription).
  string Summary = summary;
  // The message, with %0, %1, ... for the arguments given where it is
  // reported (DiagnosticEngine::reportFormatted). Empty when each report
  // site composes its own message, as most ISA errors do: their wording
  // depends on the form that came closest.
  string Format = "";
  // A paragraph for docs/diagnostics.md: when it fires, why it matters, and
  // what to do about it.
  string Documentation = "";
  // A warning that must be asked for (-W<group>) rather than switched off.
  bit DefaultEnabled = 1;
}

class Error<string id, DiagGroup group, string summary>
    : Diagnostic<id, SevError, group, summary>;
class Warning<string id, DiagGroup group, string summary>
    : Diagnostic<id, SevWarning, group, summary>;
class Note<string id, DiagGroup group, string summary>
    : Diagnostic<id, SevNote, group, summary>;
