//===- ParsedModule.h - A module parsed from text, for the unit tests ----===//
#ifndef PTXLINT_TEST_UNIT_PARSEDMODULE_H
#define PTXLINT_TEST_UNIT_PARSEDMODULE_H

#include "ptxlint/Diagnostic.h"
#include "ptxlint/Parser.h"
#include "ptxlint/SourceFile.h"

#include <memory>
#include <string>

namespace ptxlint {
namespace test {

/// A module with the source and the findings it was parsed with, which
/// it points into.
struct Parsed {
  std::unique_ptr<SourceFile> Source;
  DiagnosticEngine Diags;
  Module M;
};

inline std::unique_ptr<Parsed> parse(std::string Text,
                                     bool KeepComments = false) {
  auto P = std::make_unique<Parsed>();
  P->Source = SourceFile::fromString("t.ptx", std::move(Text));
  ParseOptions Options;
  Options.KeepComments = KeepComments;
  P->M = parseModule(*P->Source, P->Diags, Options);
  return P;
}

} // namespace test
} // namespace ptxlint

#endif // PTXLINT_TEST_UNIT_PARSEDMODULE_H
