//===- Settings.cpp - What the client and .ptx-lint.yaml ask for ----------===//

#include "Settings.h"

#include "ptxlint/Config.h"

using namespace ptxlint;
using namespace ptxlint::lsp;

namespace {

bool readStrings(const llvm::json::Object &O, llvm::StringRef Key,
                 std::vector<std::string> &Out, std::string &Error) {
  const llvm::json::Value *V = O.get(Key);
  if (!V || V->kind() == llvm::json::Value::Null)
    return true;
  if (llvm::Optional<llvm::StringRef> One = V->getAsString()) {
    // "11.8,12.4" or "12.4": as on the command line.
    for (std::string &Item : splitList(*One))
      Out.push_back(std::move(Item));
    return true;
  }
  const llvm::json::Array *A = V->getAsArray();
  if (!A) {
    Error = "setting '" + Key.str() + "' must be a list of strings";
    return false;
  }
  for (const llvm::json::Value &E : *A) {
    llvm::Optional<llvm::StringRef> S = E.getAsString();
    if (!S) {
      Error = "setting '" + Key.str() + "' must be a list of strings";
      return false;
    }
    Out.push_back(S->str());
  }
  return true;
}

bool readString(const llvm::json::Object &O, llvm::StringRef Key,
                std::string &Out, std::string &Error) {
  const llvm::json::Value *V = O.get(Key);
  if (!V || V->kind() == llvm::json::Value::Null)
    return true;
  llvm::Optional<llvm::StringRef> S = V->getAsString();
  if (!S) {
    Error = "setting '" + Key.str() + "' must be a string";
    return false;
  }
  Out = S->str();
  return true;
}

} // namespace

std::optional<ClientSettings>
lsp::readClientSettings(const llvm::json::Value &V, std::string &Error) {
  const llvm::json::Object *O = V.getAsObject();
  if (!O) {
    if (V.kind() == llvm::json::Value::Null)
      return ClientSettings{};
    Error = "settings must be an object";
    return std::nullopt;
  }
  if (const llvm::json::Object *Nested = O->getObject("ptx-lint"))
    O = Nested;
  ClientSettings S;
  if (!readStrings(*O, "targets", S.Targets, Error) ||
      !readStrings(*O, "cuda", S.CUDA, Error) ||
      !readString(*O, "ptxVersion", S.PTXVersion, Error) ||
      !readStrings(*O, "warnings", S.Warnings, Error))
    return std::nullopt;
  // Refused here, when they arrive, with the command line's messages.
  std::string Version;
  std::vector<std::string> Releases;
  if (!checkTargetNames(S.Targets, "", Error) ||
      !resolvePTXVersion(S.PTXVersion, "", Version, Error) ||
      !resolveCUDAReleases(S.CUDA, "", Releases, Error))
    return std::nullopt;
  DiagnosticOptions Scratch;
  for (const std::string &W : S.Warnings)
    if (!applyWarningSwitch(W, Scratch, Error))
      return std::nullopt;
  return S;
}

LintOptions lsp::optionsFor(const std::string &Path,
                            const ClientSettings &Client,
                            std::string &Problem) {
  LintOptions Options;
  // The printer and the navigation features read the module and its
  // comments after checking.
  Options.KeepAST = true;
  Options.KeepComments = true;
  if (!Path.empty())
    if (std::optional<std::string> Found = findConfigFile(Path)) {
      std::string Error;
      std::optional<ConfigFile> Config = loadConfigFile(*Found, Error);
      LintOptions WithConfig = Options;
      if (!Config)
        Problem = Error;
      else if (applyConfigFile(*Config, WithConfig, Problem))
        Options = std::move(WithConfig);
    }
  if (!Client.Targets.empty())
    Options.Targets = Client.Targets;
  std::string Ignored; // Checked when the settings arrived.
  resolvePTXVersion(Client.PTXVersion, "", Options.PTXVersion, Ignored);
  resolveCUDAReleases(Client.CUDA, "", Options.CUDAReleases, Ignored);
  for (const std::string &Switch : Client.Warnings)
    applyWarningSwitch(Switch, Options.Diagnostics, Ignored);
  return Options;
}
