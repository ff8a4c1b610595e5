//===- CudaPlugin.h - The CUDA front end as a loadable module --*- C++ -*-===//
//
// clang's libraries come with LLVM as one shared library, which registers
// every LLVM command-line option; ptx-lint links LLVM Support statically
// and has options of its own (-W) that would clash. So the part that needs
// clang is a module of its own, libptxlint-cuda.so, loaded with its own
// LLVM when a CUDA source is first read: PTX runs never load clang at all.
// The loader (CudaLoader.cpp) implements the functions of ptxlint/Cuda.h
// that need clang by calling into the module through this table.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CUDA_CUDAPLUGIN_H
#define PTXLINT_CUDA_CUDAPLUGIN_H

#include "ptxlint/Cuda.h"

namespace ptxlint {

/// Changes whenever the table or the types it passes change, so that a
/// module of another build is refused rather than misused.
constexpr unsigned CudaPluginVersion = 2;

struct CudaPluginInterface {
  unsigned Version;
  CudaLintResult (*LintCuda)(const std::string &Path, const CudaOptions &Options);
  std::optional<CompileCommand> (*FindCompileCommand)(const std::string &BuildDir,
                                                      const std::string &File,
                                                      std::string &Error);
};

/// The name of the module's one exported function, which returns its
/// table: extern "C" const CudaPluginInterface *ptxlint_cuda_plugin().
constexpr const char *CudaPluginEntry = "ptxlint_cuda_plugin";

/// Flags and targets: ordinary code, used by both sides (CudaFlags.cpp).
std::vector<std::string> preprocessorFlags(const std::vector<std::string> &Args);

} // namespace ptxlint

#endif // PTXLINT_CUDA_CUDAPLUGIN_H
