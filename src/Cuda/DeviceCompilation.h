//===- DeviceCompilation.h - One target's view of a CUDA source -*- C++ -*-===//
//
// The command line that makes clang read a source as nvcc's device
// compiler does for one target, and the asm statements clang then finds
// in device code, handed over without clang types.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CUDA_DEVICECOMPILATION_H
#define PTXLINT_CUDA_DEVICECOMPILATION_H

#include "ptxlint/Diagnostic.h"

#include "llvm/ADT/StringRef.h"

#include <functional>
#include <string>
#include <vector>

namespace ptxlint {

/// The macros nvcc defines in device code for Target ("sm_90a"):
/// __CUDA_ARCH__, __CUDA_ARCH_LIST__, and for `a` and `f` targets the
/// feature macros, as `NAME=VALUE` (or `NAME`).
std::vector<std::string> deviceMacros(const std::string &Target);

/// A file's name as findings show it: clang's, without `.` and `..`
/// (`build/../include/x.cuh` is `include/x.cuh`).
std::string displayPath(llvm::StringRef Name);

/// A finding located in a file, before the file's text is loaded.
struct LocatedDiagnostic {
  std::string File;
  Diagnostic D; ///< Ranges are byte offsets into File.
  /// In a header found through a system include path (the toolkit's, -isystem).
  bool InSystemHeader = false;
  /// In code nvcc does not compile for the target: nothing it compiles
  /// calls the function the statement is in.
  bool Uncompiled = false;
};

/// What one device compilation needs besides the source.
struct DeviceCompilation {
  std::string Target;      ///< "sm_90a"
  std::string CUDARelease; ///< Judging ptxas (CheckOptions::CUDARelease).
  std::string PTXVersion;  ///< The .version its nvcc writes.
  bool OneOfSeveralTargets = false;
  /// As nvcc -rdc=true: device functions other units may call are compiled
  /// even when nothing here calls them.
  bool Relocatable = false;
  /// CudaOptions::SystemHeaders: system headers' templates nothing
  /// instantiates are checked too.
  bool SystemHeaders = false;
  std::string CudaPath;    ///< Empty: no toolkit headers.
  /// Where the precompiled toolkit preamble is kept (ToolkitPreamble.h);
  /// empty: none is used.
  std::string CacheDir;
  uint64_t CacheBudget = 0; ///< CudaOptions::CacheBudget.
  std::vector<std::string> UserArgs;
  std::string WorkingDirectory;
  std::string Path;
  const std::string *Contents = nullptr; ///< Unsaved text of Path, or null.
  DiagnosticOptions Diagnostics;
};

struct DeviceCompilationResult {
  std::vector<LocatedDiagnostic> Findings;
  /// The text of each file a finding is in, as clang read it.
  std::vector<std::pair<std::string, std::string>> FileTexts;
  unsigned AsmStatements = 0;
  unsigned DistinctForms = 0;
};

/// Reads the source for one target and checks its asm statements.
DeviceCompilationResult compileForDevice(const DeviceCompilation &C);

} // namespace ptxlint

#endif // PTXLINT_CUDA_DEVICECOMPILATION_H
