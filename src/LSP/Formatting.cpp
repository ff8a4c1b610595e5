//===- Formatting.cpp - The canonical printer as a formatter --------------===//

#include "Features.h"

#include "Transport.h"

#include "ptxlint/Printer.h"

using namespace ptxlint;
using namespace ptxlint::lsp;

std::optional<llvm::json::Value> lsp::formatting(const Analysis &A,
                                                 std::string &Error) {
  // A module with errors is never rewritten, as with --fix: the printer's
  // output is meaningful only for a module that parsed and checked.
  if (A.Result.hasErrors()) {
    Error = "not formatted: the document has errors (" +
            std::to_string(A.Result.Errors) + ")";
    return std::nullopt;
  }
  PrintOptions Print;
  Print.KeepComments = true;
  std::string Canonical = printModuleToString(A.Result.AST, Print);
  std::string_view Text = A.Source->text();
  if (Canonical == Text)
    return llvm::json::Value(llvm::json::Array{});
  SourceRange Whole{0, static_cast<uint32_t>(Text.size())};
  return llvm::json::Value(llvm::json::Array{
      llvm::json::Object{{"range", rangeToJSON(*A.Lines, Whole)},
                         {"newText", validUTF8(std::move(Canonical))}}});
}
