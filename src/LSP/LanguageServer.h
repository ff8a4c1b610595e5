//===- LanguageServer.h - ptx-lint --lsp -----------------------*- C++ -*-===//
//
// The Language Server Protocol (3.17) over a pair of streams: diagnostics
// as the user types, hover, completion, navigation, formatting and code
// actions, all from the same library as the command line. docs/editors.md
// shows how editors start it.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LSP_LANGUAGESERVER_H
#define PTXLINT_LSP_LANGUAGESERVER_H

#include <istream>
#include <ostream>
#include <string>
#include <string_view>

namespace ptxlint::lsp {

struct ServerOptions {
  std::string Version;
  /// The URI of docs/diagnostics.md that diagnostics link to (the
  /// client's initializationOptions.diagnosticsDocs replaces it).
  std::string DiagnosticsDocsURI;
};

/// A file:// URI for an absolute path (for DiagnosticsDocsURI).
std::string uriFromPath(std::string_view Path);

/// Serves one client until it says exit or closes the input. Returns the
/// process's exit status: 0 after shutdown then exit, 1 otherwise.
int runLanguageServer(std::istream &In, std::ostream &Out,
                      const ServerOptions &Options);

} // namespace ptxlint::lsp

#endif // PTXLINT_LSP_LANGUAGESERVER_H
