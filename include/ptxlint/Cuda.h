//===- Cuda.h - Inline PTX in CUDA C++ sources -----------------*- C++ -*-===//
//
// The PTX that `asm()` statements put into a CUDA program, checked for
// every target the program is built for, with findings in the .cu file.
//
// For each target the source is read as the device compiler reads it for
// that target (libclang: real preprocessing with __CUDA_ARCH__ and the
// feature macros nvcc defines), every asm statement in device code is
// rebuilt into the PTX it becomes (operands as registers of the type
// their constraint gives, or as the constant an "n" operand has), and
// that is checked as the body of a function with the .version nvcc
// writes. docs/inline-ptx.md tells the whole story.
//
//   ptxlint::CudaOptions Options;
//   Options.Targets = {"sm_80", "sm_90a"};
//   Options.CompilerArgs = {"-Iinclude", "-std=c++17"};
//   ptxlint::CudaLintResult R = ptxlint::lintCuda("kernel.cu", Options);
//   for (const ptxlint::FileDiagnostics &F : R.Files) ...
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CUDA_H
#define PTXLINT_CUDA_H

#include "ptxlint/Diagnostic.h"
#include "ptxlint/Lint.h"
#include "ptxlint/OutputFormats.h"
#include "ptxlint/SourceFile.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ptxlint {

/// Whether this build reads CUDA sources (it was built with libclang).
bool cudaSupported();

/// The target checked when neither the caller nor the compile command
/// names one: nvcc's own default (sm_75 for CUDA 13.0).
std::string defaultCudaTarget();

struct CudaOptions {
  /// Architectures to check for ("sm_90a"). Empty: those CompilerArgs
  /// build for (-arch, -gencode, --cuda-gpu-arch), else defaultCudaTarget.
  std::vector<std::string> Targets;
  /// As LintOptions::CUDAReleases: each release's nvcc writes its own
  /// .version, and its ptxas is the one that judges.
  std::vector<std::string> CUDAReleases;
  /// Compiler flags as nvcc or clang take them. -I, -isystem, -D, -U,
  /// -include, -std and the target flags are used; others are ignored.
  std::vector<std::string> CompilerArgs;
  /// Relative paths in CompilerArgs and the file name are relative to
  /// this directory (a compile command's "directory"); empty: the current.
  std::string WorkingDirectory;
  /// The CUDA toolkit whose headers are used. Empty: $CUDA_PATH, else
  /// /usr/local/cuda when it exists, else none (then only sources that
  /// include no toolkit header can be read).
  std::string CudaPath;
  /// As nvcc -rdc=true (also taken from CompilerArgs: -rdc=true, -dc):
  /// device functions other translation units may call are compiled even
  /// when nothing in this one calls them.
  bool Relocatable = false;
  /// Report findings in system headers (the toolkit's, -isystem) in code
  /// nvcc does not compile for the target, as clang-tidy's
  /// --system-headers does. Findings in code it compiles are always
  /// reported, wherever they are.
  bool SystemHeaders = false;
  /// Where the toolkit's headers are kept precompiled, one file per target
  /// and set of flags, for the next run: see docs/inline-ptx.md. Empty:
  /// nothing is cached. defaultCudaCacheDirectory() is the usual place.
  std::string CacheDirectory;
  /// The most bytes the cache's files may take together; those used
  /// longest ago go first. defaultCudaCacheBudget() is the usual value.
  uint64_t CacheBudget = uint64_t(1) << 30;
  DiagnosticOptions Diagnostics;
  bool InlineSuppressions = true;
  /// The file's text, when it is not what is on disk (an editor's buffer).
  std::optional<std::string> Contents;
};

/// The options a PTX check with Lint would use (targets, releases,
/// relocatable, warnings, suppressions), for a CUDA source, with the usual
/// cache (defaultCudaCacheDirectory).
CudaOptions cudaOptionsLike(const LintOptions &Lint);

struct CudaLintResult {
  /// Every file a finding is in (the source, headers), with its findings
  /// in order. Ranges are byte offsets into Sources[i].
  std::vector<FileDiagnostics> Files;
  std::vector<std::unique_ptr<SourceFile>> Sources;
  unsigned Errors = 0;
  unsigned Warnings = 0;
  /// The targets checked, in order.
  std::vector<std::string> Targets;
  /// asm statements in device code, over all targets, and how many
  /// distinct PTX texts they made (each is checked once).
  unsigned AsmStatements = 0;
  unsigned DistinctForms = 0;
  /// A reason nothing could be checked (no CUDA support in this build, an
  /// unknown target); the tool reports it as a usage error.
  std::string FatalError;
};

/// PTXLINT_CACHE_DIR if set (empty: no cache), else
/// $XDG_CACHE_HOME/ptx-lint, else ~/.cache/ptx-lint.
std::string defaultCudaCacheDirectory();

/// PTXLINT_CACHE_SIZE if set and valid (a number of bytes, or of K, M or
/// G bytes: `512M`), else 1 GiB.
uint64_t defaultCudaCacheBudget();

/// Reads Path as CUDA C++ and checks every inline PTX statement in it and
/// in the headers it includes.
CudaLintResult lintCuda(const std::string &Path, const CudaOptions &Options);

/// The targets compiler flags build device code for: -arch=sm_90a,
/// --gpu-architecture sm_90a, -gencode arch=compute_90a,code=sm_90a,
/// --cuda-gpu-arch=sm_90a, --offload-arch=sm_90a; a virtual architecture
/// ("compute_90") gives its target. "all", "all-major" and "native" are
/// kept as they are: lintCuda refuses them, asking for --target.
std::vector<std::string> targetsFromCompilerArgs(const std::vector<std::string> &Args);

/// Whether compiler flags make relocatable device code (-rdc=true, -dc,
/// --relocatable-device-code=true, -fgpu-rdc).
bool relocatableFromCompilerArgs(const std::vector<std::string> &Args);

/// Path made absolute (against the current folder) and without `.` and
/// `..`: how a source is named to a compilation database, whose commands
/// take relative paths from folders of their own.
std::string absoluteSourcePath(const std::string &Path);

/// One entry of a compilation database.
struct CompileCommand {
  std::string Directory;
  /// The command line, the compiler first.
  std::vector<std::string> Arguments;
};

/// The command BuildDir/compile_commands.json gives for File, or nothing
/// with Error set (no database, or no entry for the file).
std::optional<CompileCommand> findCompileCommand(const std::string &BuildDir,
                                                 const std::string &File,
                                                 std::string &Error);

} // namespace ptxlint

#endif // PTXLINT_CUDA_H
