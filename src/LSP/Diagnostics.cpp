//===- Diagnostics.cpp - Findings as LSP diagnostics ----------------------===//

#include "Features.h"

#include "Transport.h"

using namespace ptxlint;
using namespace ptxlint::lsp;

std::string lsp::diagnosticHref(const std::string &DocsURI, DiagID ID) {
  return DocsURI + "#" + std::string(diagnosticName(ID));
}

namespace {

int lspSeverity(Severity S) {
  switch (S) {
  case Severity::Error:
    return 1;
  case Severity::Warning:
    return 2;
  case Severity::Note:
    return 3; // Information: an explanation, not a problem.
  }
  return 1;
}

std::string messageOf(const Diagnostic &D) {
  std::string Message = D.Message;
  if (!D.Targets.empty()) {
    std::string List;
    for (const std::string &T : D.Targets)
      List += (List.empty() ? "" : ", ") + T;
    Message += " [for " + List + "]";
  }
  return validUTF8(std::move(Message));
}

} // namespace

namespace {

/// One finding in the file at URI, whose text Lines is of.
llvm::json::Value findingToJSON(const std::string &URI, const LineTable &Lines,
                                const Diagnostic &D, const std::string &DocsURI) {
  llvm::json::Object O{
      {"range", rangeToJSON(Lines, D.Range)},
      {"severity", lspSeverity(D.Level)},
      {"code", std::string(diagnosticName(D.ID))},
      {"codeDescription",
       llvm::json::Object{{"href", diagnosticHref(DocsURI, D.ID)}}},
      {"source", "ptx-lint"},
      {"message", messageOf(D)},
  };
  if (!D.Notes.empty()) {
    llvm::json::Array Related;
    for (const DiagnosticNote &N : D.Notes)
      Related.push_back(llvm::json::Object{
          {"location",
           llvm::json::Object{{"uri", URI},
                              {"range", rangeToJSON(Lines, N.Range)}}},
          {"message", validUTF8(N.Message)}});
    O["relatedInformation"] = std::move(Related);
  }
  return O;
}

} // namespace

llvm::json::Value lsp::diagnosticToJSON(const Analysis &A, const Diagnostic &D,
                                        const std::string &DocsURI) {
  return findingToJSON(A.URI, *A.Lines, D, DocsURI);
}

llvm::json::Value lsp::publishParams(const Analysis &A,
                                     const std::string &DocsURI) {
  llvm::json::Array List;
  for (const Diagnostic &D : A.Result.Diagnostics)
    List.push_back(diagnosticToJSON(A, D, DocsURI));
  return llvm::json::Object{
      {"uri", A.URI}, {"version", A.Version}, {"diagnostics", std::move(List)}};
}

llvm::json::Array lsp::otherFileDiagnostics(const Analysis::OtherFile &F,
                                            const std::string &DocsURI) {
  llvm::json::Array List;
  for (const Diagnostic &D : F.Diagnostics)
    List.push_back(findingToJSON(F.URI, *F.Lines, D, DocsURI));
  return List;
}
