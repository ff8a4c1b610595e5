//===- Config.h - .ptx-lint.yaml and warning switches -----------*- C++ -*-===//
//
// A project keeps its settings in a `.ptx-lint.yaml` next to its PTX or in
// any directory above it; the nearest one applies, and command-line flags
// come after it (a -W flag on the command line overrides the file's):
//
//   # .ptx-lint.yaml
//   targets: [sm_80, sm_90a]      # as --target
//   ptx-version: "8.5"            # as --ptx-version
//   cuda: ["11.8", "12.4"]        # as --cuda (one, or a list)
//   relocatable: true             # as -c (--relocatable)
//   warnings: [all, no-redundant, error=policy]   # as -W<...> flags
//   max-findings: 1000            # as --max-findings
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CONFIG_H
#define PTXLINT_CONFIG_H

#include "ptxlint/Diagnostic.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ptxlint {

struct ConfigFile {
  std::string Path;
  std::vector<std::string> Targets;
  std::string PTXVersion;
  /// As --cuda: one release, or several.
  std::vector<std::string> CUDA;
  /// `relocatable: true|false`; unset: not given.
  std::optional<bool> Relocatable;
  /// -W switches without the "-W": "all", "no-redundant", "error",
  /// "error=policy".
  std::vector<std::string> Warnings;
  /// `max-findings: N` (DiagnosticOptions::MaxFindingsPerKind); unset: not
  /// given.
  std::optional<unsigned> MaxFindings;
};

inline constexpr std::string_view ConfigFileName = ".ptx-lint.yaml";

/// The nearest .ptx-lint.yaml in the directory of InputPath or above it
/// ("-" searches from the current directory).
std::optional<std::string> findConfigFile(std::string_view InputPath);

/// Reads a configuration file. On failure returns nullopt and sets Error to
/// "path:line:col: message".
std::optional<ConfigFile> loadConfigFile(const std::string &Path,
                                         std::string &Error);

/// Applies one -W switch to Options: "all" (every warning on), "no-<group>",
/// "<group>", "error" (warnings are errors), "error=<group>",
/// "no-error=<group>". Returns false and sets Error for an unknown group or
/// switch, naming the groups there are.
bool applyWarningSwitch(std::string_view Switch, DiagnosticOptions &Options,
                        std::string &Error);

struct LintOptions;

/// Checks that every name is a target ptx-lint knows (isKnownTarget).
/// Where ("path: ", or empty) starts the message.
bool checkTargetNames(const std::vector<std::string> &Targets,
                      const std::string &Where, std::string &Error);

/// The .version to check for as if the module declared it (--ptx-version,
/// "8.5"): checked and stored in Out; Out is left as it is when PTX is
/// empty. Where starts the message.
bool resolvePTXVersion(const std::string &PTX, const std::string &Where,
                       std::string &Out, std::string &Error);

/// The CUDA releases whose ptxas is asked about (--cuda "11.8,12.4", or
/// the config file's list): each must be one ptx-lint models; "13" is
/// 13.0. Stored in Out as they are known ("13.0"), each once; Out is left
/// as it is when Releases is empty.
bool resolveCUDAReleases(const std::vector<std::string> &Releases,
                         const std::string &Where,
                         std::vector<std::string> &Out, std::string &Error);

/// "11.8,12.4" as {"11.8", "12.4"}; blanks around the names are dropped.
std::vector<std::string> splitList(std::string_view Text);

/// Config's settings over Options, as ptx-lint applies them before its
/// command line (and ptx-lint --lsp before the editor's settings): targets,
/// version, relocatable, max-findings, warnings. Errors name the file.
bool applyConfigFile(const ConfigFile &Config, LintOptions &Options,
                     std::string &Error);

} // namespace ptxlint

#endif // PTXLINT_CONFIG_H
