//===- ToolkitPreamble.h - The toolkit's headers, precompiled --*- C++ -*-===//
//
// Every CUDA translation unit starts with clang's CUDA wrapper, which
// includes cuda_runtime.h, the math headers and the device functions: a
// third of the time clang takes to read a small kernel, the same for every
// file built for one target with one set of flags. It is precompiled once
// per target and flags into the cache folder (CudaOptions::CacheDirectory)
// and loaded from there. How any preamble is built and named, and how the
// cache is kept to its budget, is here too; SourcePreamble.h adds the
// library headers a source starts with.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CUDA_TOOLKITPREAMBLE_H
#define PTXLINT_CUDA_TOOLKITPREAMBLE_H

#include "llvm/ADT/IntrusiveRefCntPtr.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class FileManager;
} // namespace clang

namespace ptxlint {

/// How a preamble's headers are read, when not as clang reads them by
/// default: as the device compilation reads them (DeviceCompilation.cpp).
struct PreambleReading {
  /// Bodies without asm skipped (BodySkipper); the names of the macros
  /// that expand to asm are then kept in AsmMacros.
  bool SkipBodies = false;
  /// CCCL's __cccl_ptx_isa made nvcc's for this PTX ISA (CCCLMacros.h);
  /// empty: left alone.
  std::string PTXVersion;
  /// Refuse (SystemHeadersOnly is then false) if a header outside the
  /// system include folders is read, other than those under this folder:
  /// the user's own code is never precompiled.
  std::string SystemHeadersOnlyBut;
};

/// What building a preamble gave.
struct BuiltPreamble {
  bool Built = false;
  /// A header of the user's was read (PreambleReading::SystemHeadersOnlyBut).
  bool UserHeader = false;
  std::vector<std::string> AsmMacros;
};

/// Builds the preamble Prelude for a compilation with Args (a clang command
/// line without the input file) into Output, reading as Reading says.
BuiltPreamble buildPreamble(const std::vector<std::string> &Args, const std::string &Prelude,
                            const PreambleReading &Reading, const std::string &Output,
                            clang::FileManager &Files);

/// The name of a preamble in CacheDir for Key, which says everything its
/// content depends on; Kind ("toolkit", "source") starts the name.
std::string preamblePath(const std::string &CacheDir, const std::string &Kind,
                         const std::string &Key);

/// The key part common to every preamble: clang's and ptx-lint's versions,
/// Args, and the size and time of each of ToolkitFiles.
std::string preambleKey(const std::vector<std::string> &Args,
                        const std::vector<std::string> &ToolkitFiles);

/// Marks Path as used just now, so that the cache keeps it longest.
void markUsed(const std::string &Path);

/// Removes the files of CacheDir used longest ago until they take no more
/// than Budget bytes, never Keep and what goes with it.
void trimCache(const std::string &CacheDir, const std::string &Keep, uint64_t Budget);

/// The precompiled toolkit preamble, the header Prelude, for a compilation
/// with Args (a clang command line without the input file and without
/// Prelude's -include), building it into CacheDir first if it is not there; nothing
/// if it cannot be built or written. ToolkitFiles are the headers whose
/// change makes a built preamble stale; so is a change of Stamp (the text
/// of the headers ptx-lint maps in from memory).
std::optional<std::string>
toolkitPreamble(const std::vector<std::string> &Args, const std::string &Prelude,
                const std::vector<std::string> &ToolkitFiles,
                const std::string &Stamp, const std::string &CacheDir,
                uint64_t Budget, clang::FileManager &Files);

} // namespace ptxlint

#endif // PTXLINT_CUDA_TOOLKITPREAMBLE_H
