//===- DiagnosticPrinter.h - Rendering diagnostics for people --*- C++ -*-===//
//
// The clang-style text form: `file:line:col: error: message [id]`, then the
// source line with a caret under the exact range and any fix-it below it.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_DIAGNOSTICPRINTER_H
#define PTXLINT_DIAGNOSTICPRINTER_H

#include "ptxlint/Diagnostic.h"

#include <ostream>

namespace ptxlint {

class SourceFile;

struct TextOutputOptions {
  bool Color = false;
  bool ShowSourceLine = true;
  /// printDiagnosticsText: show a finding that repeats in a file (same ID,
  /// severity and message) once, followed by a note that counts the others.
  bool GroupRepeats = true;
  /// ... when it occurs at least this many times; fewer are printed in full.
  unsigned GroupThreshold = 4;
  /// printDiagnosticsText: print at most this many findings in full per
  /// file (0 = no limit), then a note that counts the ones left out.
  unsigned MaxDiagnostics = 0;
};

void printDiagnosticText(const SourceFile &Source, const Diagnostic &D,
                         std::ostream &OS,
                         const TextOutputOptions &Options = {});

/// Prints the diagnostics of one file in order. With GroupRepeats, the first
/// of a set of repeated findings is printed in full and followed by
///
///   kernel.ptx:12:3: note: 41 more 'unknown-opcode' findings with the same
///   message, at 14:3, 15:3, 19:3, ... [unknown-opcode]
///
/// (one line; up to three further locations, "..." when there are more); the
/// repeats are not printed. With MaxDiagnostics N, after the N-th printed
/// finding nothing more is printed but
///
///   kernel.ptx: note: 1200 more diagnostics not shown (limit 20)
///
/// counting every finding that was neither printed nor counted by a note.
/// Returns how many findings were printed in full.
unsigned printDiagnosticsText(const SourceFile &Source,
                              const std::vector<Diagnostic> &Diagnostics,
                              std::ostream &OS,
                              const TextOutputOptions &Options = {});

/// A file-level message without a location, e.g. for an unreadable file:
/// `ptx-lint: error: cannot open 'x.ptx': No such file or directory`.
void printToolError(std::string_view Tool, std::string_view Message,
                    std::ostream &OS, bool Color = false);

} // namespace ptxlint

#endif // PTXLINT_DIAGNOSTICPRINTER_H
