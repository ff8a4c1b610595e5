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
};

void printDiagnosticText(const SourceFile &Source, const Diagnostic &D,
                         std::ostream &OS,
                         const TextOutputOptions &Options = {});

/// A file-level message without a location, e.g. for an unreadable file:
/// `ptx-lint: error: cannot open 'x.ptx': No such file or directory`.
void printToolError(std::string_view Tool, std::string_view Message,
                    std::ostream &OS, bool Color = false);

} // namespace ptxlint

#endif // PTXLINT_DIAGNOSTICPRINTER_H
