//===- Diagnostics.cpp - Findings as LSP diagnostics ----------------------===//

#include "Features.h"

#include "Positions.h"
#include "Transport.h"

#include <optional>
#include <string_view>

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

/// The file:// URI of a place in another file (the source line a .loc
/// names): a relative name is taken from the folder of the document that
/// names it, as the compiler's working folder is not in the module. None
/// when there is no such folder (an unsaved document).
std::optional<std::string> otherFileURI(const std::string &DocumentURI,
                                        const OtherFileLocation &Where) {
  if (!Where.File.empty() && Where.File.front() == '/')
    return uriFromPath(Where.File);
  std::optional<std::string> Document = pathFromURI(DocumentURI);
  if (!Document)
    return std::nullopt;
  size_t Slash = Document->rfind('/');
  if (Slash == std::string::npos)
    return std::nullopt;
  std::string_view Name = Where.File;
  while (Name.substr(0, 2) == "./")
    Name.remove_prefix(2);
  return uriFromPath(Document->substr(0, Slash + 1) + std::string(Name));
}

/// An empty range at a line and column of a file ptx-lint has not read:
/// LSP's character is taken to be the .loc's column, the best there is
/// without the text. A .loc without a column points at the line.
llvm::json::Value otherFileRange(const OtherFileLocation &Where) {
  Position At{Where.Line ? Where.Line - 1 : 0,
              Where.Column ? Where.Column - 1 : 0};
  return llvm::json::Object{{"start", toJSON(At)}, {"end", toJSON(At)}};
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
    for (const DiagnosticNote &N : D.Notes) {
      std::optional<std::string> OtherURI =
          N.InOtherFile ? otherFileURI(URI, *N.InOtherFile) : std::nullopt;
      // Without a URI for the other file, the note stays where the
      // document says it (the .loc).
      llvm::json::Object Location =
          OtherURI ? llvm::json::Object{{"uri", *OtherURI},
                                        {"range",
                                         otherFileRange(*N.InOtherFile)}}
                   : llvm::json::Object{{"uri", URI},
                                        {"range", rangeToJSON(Lines, N.Range)}};
      Related.push_back(llvm::json::Object{
          {"location", std::move(Location)},
          {"message", validUTF8(N.Message)}});
    }
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
