//===- OutputFormats.h - Diagnostics for programs: JSON and SARIF -*- C++ -*-===//
//
// Machine-readable renderings of the diagnostics of one or more files. Both
// writers take every file checked in one run, including files without
// findings, and write one complete JSON document.
//
// Strings. Output is always valid UTF-8 JSON: quotes, backslashes and control
// characters are escaped (\", \\, \n, \r, \t, other C0 controls as \u00XX);
// valid UTF-8 is copied through unescaped; every byte that is not part of a
// valid UTF-8 sequence (in a message, a file name or a replacement) is
// replaced by U+FFFD. Offsets are never affected: they count bytes of the
// original file.
//
// ---------------------------------------------------------------------------
// JSON (printDiagnosticsJSON), format version 1. Keys appear in this order;
// every key is always present unless marked optional. New keys may be added
// in later versions without bumping "formatVersion"; a change to the meaning
// or type of an existing key bumps it.
//
//   {
//     "format": "ptx-lint-diagnostics",
//     "formatVersion": 1,
//     "files": [                      // every file given, in order
//       { "file": "kernel.ptx",       // the name as given ("<stdin>" for -)
//         "errors": 1, "warnings": 0, "notes": 0 }
//     ],
//     "diagnostics": [                // file by file, in the order given
//       { "file": "kernel.ptx",
//         "id": "requires-target",    // stable ID (docs/diagnostics.md)
//         "severity": "error",        // "error" | "warning" | "note"
//         "group": "targets",         // warning group (-W<group>)
//         "message": "'.L2::cache_hint' requires sm_80 or later; ...",
//         "range": RANGE,
//         "notes": [ { "message": "...", "range": RANGE,
//                      "location": OTHER } ], // "location" optional
//         "fixits": [ { "range": RANGE, "replacement": ";" } ],
//         "targets": [ "sm_75" ] }    // [] = applies to every target checked
//     ]
//   }
//
//   RANGE = { "start": POS, "end": POS }, half-open: "end" is the position
//           of the first byte after the range; start == end is an insertion
//           point (a fix-it that inserts, a missing token).
//   POS   = { "line": 30, "column": 11, "offset": 812 }: line and column are
//           1-based, the column counts bytes (as in the text output);
//           offset is the 0-based byte offset into the file.
//   OTHER = { "file": "kernel.py", "line": 19, "column": 48 }: the note is
//           about a place in another file, the source line a `.loc` names
//           ("generated from here", "inlined from here"); "file" as the
//           module's `.file` directive names it, "line" 1-based, "column"
//           1-based or 0 when the .loc gives none. Its "range" is the .loc
//           in the module that says so.
//
// ---------------------------------------------------------------------------
// The floor of each file (printFloorJSON; ptx-lint --min-cuda --format=json,
// include/ptxlint/Floor.h), format version 1:
//
//   {
//     "format": "ptx-lint-floor",
//     "formatVersion": 1,
//     "files": [
//       { "file": "kernel.ptx",
//         "checked": true,           // false: errors (below) or no .version
//         "declaredVersion": "8.0",  // "" when the module declares none
//         "declaredAt": RANGE,       // optional: with a declared version
//         "asWritten": FLOOR,        // optional: when checked
//         "lowest": FLOOR,           // optional: when checked
//         "errors": [ DIAGNOSTIC ] } // the module's own errors
//     ]
//   }
//
//   FLOOR = { "version": "7.4",      // the .version checked
//             "cuda": "11.4",        // oldest release accepting it; "" none
//             "driver": "r470",      // that release's driver branch; "" unknown
//             "why": [ DIAGNOSTIC ] }  // what the next older one reports
//   DIAGNOSTIC = an element of "diagnostics" above.
//
// ---------------------------------------------------------------------------
// SARIF (printDiagnosticsSARIF): SARIF 2.1.0 as GitHub code scanning reads
// it. One run; tool.driver.rules holds one reportingDescriptor per
// diagnostic ID used, in catalog order, with the catalog summary as
// shortDescription, the default severity as defaultConfiguration.level and
// the group in properties.tags. Each result has ruleId, ruleIndex, level,
// message.text, one location, relatedLocations for notes (ids 0, 1, ...;
// a note about the source line a `.loc` names points into that file: its
// artifactLocation.uri is the `.file` name as a URI, as below, and its
// region gives startLine, and startColumn unless the .loc gives none),
// one fix holding all fix-its, partialFingerprints["ptxLintHash/v1"]
// (stable when lines move; see the .cpp) and properties.targets when the
// finding applies to some targets only. Regions are 1-based; their columns
// count Unicode code points (run.columnKind = "unicodeCodePoints"), which for
// ASCII PTX equals the byte column; endColumn is exclusive, as SARIF
// requires. A relative file name becomes a relative URI (percent-encoded,
// leading "./" dropped) with uriBaseId "%SRCROOT%"; an absolute one a
// file:// URI. test/sarif/validate_sarif.py checks the output.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_OUTPUTFORMATS_H
#define PTXLINT_OUTPUTFORMATS_H

#include "ptxlint/Diagnostic.h"

#include <ostream>
#include <string>
#include <vector>

namespace ptxlint {

class SourceFile;

/// The diagnostics found in one file. Source must not be null and every
/// range must lie in it (ranges past its end are clamped to the end).
struct FileDiagnostics {
  const SourceFile *Source = nullptr;
  std::vector<Diagnostic> Diagnostics;
};

/// Writes the JSON document described above, followed by a newline.
void printDiagnosticsJSON(const std::vector<FileDiagnostics> &Files,
                          std::ostream &OS);

struct FloorReport;
/// The floor of one file.
struct FileFloor {
  const SourceFile *Source = nullptr;
  const FloorReport *Report = nullptr;
};

/// Writes the floor document described above, followed by a newline.
void printFloorJSON(const std::vector<FileFloor> &Files, std::ostream &OS);

/// Writes the floor of one file for a person: the release that takes it as
/// written, the lowest .version it could declare, and the lines that set
/// it (at most MaxWhy of them; 0: all).
void printFloorText(const FileFloor &File, std::ostream &OS,
                    unsigned MaxWhy = 10);

/// What SARIF says about the tool (tool.driver).
struct SarifToolInfo {
  std::string Name = "ptx-lint";
  /// driver.version; omitted when empty.
  std::string Version;
  /// driver.informationUri, an absolute URI; omitted when empty.
  std::string InformationUri;
  /// Each rule's helpUri is this followed by the diagnostic ID, e.g.
  /// "https://example.org/ptx-lint/docs/diagnostics.md#"; none when empty.
  std::string HelpUriPrefix;
};

/// Writes a SARIF 2.1.0 log with one run, followed by a newline.
void printDiagnosticsSARIF(const std::vector<FileDiagnostics> &Files,
                           std::ostream &OS, const SarifToolInfo &Tool = {});

} // namespace ptxlint

#endif // PTXLINT_OUTPUTFORMATS_H
