//===- SASS.h - Checking SASS cache-control instructions -------*- C++ -*-===//
//
// ptx-lint reads one piece of machine-level SASS besides PTX: the
// cache-control instructions CCTL and CCTLL of the SPA 5.0 documents,
// described in src/SASS/*.td with the same TableGen machinery as the PTX
// ISA. A SASS file is line-based; every CCTL/CCTLL statement in it is
// checked, and other instructions, labels and directives are skipped.
//
//   auto Source = ptxlint::SourceFile::fromString("k.sass",
//                                                 "CCTL.E.D.PF1 [R2+0x10];\n");
//   ptxlint::SASSResult R = ptxlint::checkSASS(*Source);
//
// Diagnostics come from the same catalog as PTX's (IDs sass-*, groups
// sass-syntax, sass-isa, sass-advisory) and print with the same Output
// library. docs/sass-cctl.md describes the syntax read.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SASS_H
#define PTXLINT_SASS_H

#include "ptxlint/Diagnostic.h"
#include "ptxlint/SourceFile.h"

#include <string_view>
#include <vector>

namespace ptxlint {

struct SASSOptions {
  /// Which warnings are reported, and which are errors.
  DiagnosticOptions Diagnostics;
  /// Honour `// ptx-lint: disable=<id>` comments, as for PTX.
  bool InlineSuppressions = true;
};

struct SASSResult {
  /// Sorted by position.
  std::vector<Diagnostic> Diagnostics;
  unsigned Errors = 0;
  unsigned Warnings = 0;
  /// CCTL/CCTLL statements checked, and other statements skipped.
  unsigned Checked = 0;
  unsigned Skipped = 0;

  bool hasErrors() const { return Errors != 0; }
};

/// Checks every CCTL and CCTLL statement of Source.
SASSResult checkSASS(const SourceFile &Source, const SASSOptions &Options = {});

/// checkSASS with warning options only, for callers that want the list.
std::vector<Diagnostic> checkSASS(const SourceFile &Source,
                                  const DiagnosticOptions &Options);

/// Whether a path names a SASS file by its extension (".sass"), which the
/// ptx-lint tool checks as SASS without --isa=sass.
bool isSASSPath(std::string_view Path);

} // namespace ptxlint

#endif // PTXLINT_SASS_H
