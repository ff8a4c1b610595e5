//===- Driver.h - Running ptx-lint over files ------------------*- C++ -*-===//
//
// The part of the tool between its flags and the library: per-file
// configuration, parallel runs with output in the order files were given,
// --fix, and exit codes.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_TOOL_DRIVER_H
#define PTXLINT_TOOL_DRIVER_H

#include "ptxlint/Lint.h"

#include <optional>
#include <string>
#include <vector>

namespace ptxlint {

enum class OutputFormat { Text, JSON, SARIF };
enum class EmitKind { None, Canonical };
/// What the files hold: PTX, SASS (CCTL/CCTLL, ptxlint/SASS.h), CUDA C++
/// (ptxlint/Cuda.h), or what the extension says (.sass is SASS, .cu and
/// .cuh CUDA, anything else PTX).
enum class ISAKind { Auto, PTX, SASS, Cuda };

/// Exit codes, as shellcheck and ruff use them.
enum ExitCode { ExitClean = 0, ExitFindings = 1, ExitUsageOrIOError = 2 };

struct RunSettings {
  OutputFormat Format = OutputFormat::Text;
  EmitKind Emit = EmitKind::None;
  bool KeepComments = false;
  bool Fix = false;
  bool DryRun = false;
  bool ExitZero = false;
  bool Color = false;
  bool UseConfigFiles = true;
  unsigned MaxDiagnostics = 0;
  bool GroupRepeats = false;
  /// Show progress on stderr: files done of many, or bytes of one big file.
  bool Progress = false;
  ISAKind ISA = ISAKind::Auto;
  /// --explain: print what each cache policy does (AccessProperty.h)
  /// instead of the findings.
  bool Explain = false;
  /// --min-cuda: print each file's floor (ptxlint/Floor.h) instead of the
  /// findings.
  bool MinCUDA = false;
  /// Settings that do not depend on the file (suppressions, -w).
  LintOptions Lint;
  /// What the command line says; applied after each file's .ptx-lint.yaml.
  std::vector<std::string> CommandLineTargets;
  std::string CommandLinePTXVersion;
  /// --cuda's releases, as given ("11.8", "13").
  std::vector<std::string> CommandLineCUDA;
  /// -c / --relocatable: true overrides a config file's `relocatable`.
  bool CommandLineRelocatable = false;
  std::vector<std::string> CommandLineWarnings;
  /// --max-findings, if given; it overrides a config file's max-findings.
  std::optional<unsigned> CommandLineMaxFindings;
  /// CUDA sources: -I, -D, -U, -isystem, -include and -std as given, -p's
  /// build folder, --cuda-path.
  std::vector<std::string> CompilerArgs;
  std::string BuildDir;
  std::string CudaPath;
  bool SystemHeaders = false;
};

/// Checks the command line's targets, versions and -W switches, so that a
/// typo is a usage error before any file is read.
bool validateSettings(const RunSettings &Settings, std::string &Error);

/// Lints every path ("-" is standard input) with up to Threads at a time,
/// reports in the order given, and returns the exit code.
int runFiles(const std::vector<std::string> &Paths, const RunSettings &Settings,
             unsigned Threads);

/// The files to check for the command line's Inputs: a directory stands for
/// every `.ptx` file under it, in name order (where Triton, TorchInductor
/// and XLA keep what they compiled); other inputs stay as given. False,
/// with Error saying why, when a directory cannot be read or holds none.
bool expandDirectories(const std::vector<std::string> &Inputs,
                       std::vector<std::string> &Files, std::string &Error);

} // namespace ptxlint

#endif // PTXLINT_TOOL_DRIVER_H
