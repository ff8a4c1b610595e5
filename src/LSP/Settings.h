//===- Settings.h - What the client and .ptx-lint.yaml ask for -*- C++ -*-===//
//
// A document is checked with the nearest .ptx-lint.yaml above it
// (src/Pipeline/Config.cpp), then the client's settings on top, as the
// command line goes on top of the file for `ptx-lint`. The client sends
// its settings as initializationOptions and workspace/didChangeConfiguration:
//
//   { "targets": ["sm_80", "sm_90a"], "cuda": ["12.4", "13.0"],
//     "warnings": ["all", "no-redundant"] }
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LSP_SETTINGS_H
#define PTXLINT_LSP_SETTINGS_H

#include "ptxlint/Lint.h"

#include "llvm/Support/JSON.h"

#include <optional>
#include <string>
#include <vector>

namespace ptxlint::lsp {

struct ClientSettings {
  std::vector<std::string> Targets;
  std::vector<std::string> CUDA;
  std::string PTXVersion;
  std::vector<std::string> Warnings;
};

/// Reads settings sent by a client. They may sit under a "ptx-lint" key
/// (VS Code's generic clients nest them so), or be the object itself.
/// Returns nothing and sets Error when a value is of the wrong kind or
/// names an unknown target, toolkit or warning group.
std::optional<ClientSettings> readClientSettings(const llvm::json::Value &V,
                                                 std::string &Error);

/// The options to check the document at Path (empty: not a file) with.
/// A config file that cannot be read is reported in Problem and left out.
LintOptions optionsFor(const std::string &Path, const ClientSettings &Client,
                       std::string &Problem);

} // namespace ptxlint::lsp

#endif // PTXLINT_LSP_SETTINGS_H
