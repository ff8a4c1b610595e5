//===- SourcePreamble.h - A source's leading headers, precompiled -*- C++ -*-===//
//
// Past the toolkit, the headers a source starts with (<cuda/ptx>, CCCL,
// the C++ library) are most of what clang reads: <cuda/ptx> alone is twice
// the toolkit. When they are library headers, they are precompiled with the
// toolkit into the cache, once per target, flags and list of headers.
//
// clang 14's precompiled-header writer has been seen to crash on CCCL's
// headers (<cuda/barrier> with -fdelayed-template-parsing, when function
// bodies are kept). So the preamble is built in a process of its own,
// ptx-lint-cuda-preamble, installed next to the front end: a crash or a
// failure there costs that one build, is remembered in the cache (a
// `.refused` file) so that it is not tried again, and the source is read
// with the toolkit's preamble alone.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CUDA_SOURCEPREAMBLE_H
#define PTXLINT_CUDA_SOURCEPREAMBLE_H

#include <optional>
#include <string>
#include <vector>

namespace ptxlint {

/// What a compilation needs to read a precompiled source preamble.
struct SourcePreambleFile {
  std::string Path;
  /// The macros of its headers that expand to asm (BodySkipper).
  std::vector<std::string> AsmMacros;
};

/// What a source preamble is built from: the compilation's clang command
/// line (without the input file), the headers the source starts with, and
/// what a toolkit preamble depends on (ToolkitPreamble.h).
struct SourcePreambleInputs {
  std::vector<std::string> Args;
  std::vector<std::string> Includes; ///< `<cuda/ptx>`, ...
  std::string PTXVersion;            ///< For CCCL's __cccl_ptx_isa.
  std::vector<std::string> ToolkitFiles;
  std::string Stamp;
  std::string CacheDir;
  uint64_t CacheBudget = 0; ///< CudaOptions::CacheBudget.
  std::string WorkingDirectory;
};

/// The source preamble for Inputs, built into the cache first if need be;
/// nothing if it cannot be built (a header is the user's, clang fails or
/// crashes, the helper is missing).
std::optional<SourcePreambleFile> sourcePreamble(const SourcePreambleInputs &Inputs);

} // namespace ptxlint

/// The helper process's work (its main calls this): argv is
/// OUTPUT PTX-VERSION WORKING-DIRECTORY HEADER... -- CLANG-ARGS...; the
/// preamble goes to OUTPUT and the names of its asm macros to
/// OUTPUT.macros. Returns 0 when built, 3 when a header is the user's,
/// 2 on a bad command line, 1 when clang fails.
extern "C" int ptxlint_cuda_build_preamble(int argc, char **argv);

#endif // PTXLINT_CUDA_SOURCEPREAMBLE_H
