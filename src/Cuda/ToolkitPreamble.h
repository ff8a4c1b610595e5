//===- ToolkitPreamble.h - The toolkit's headers, precompiled --*- C++ -*-===//
//
// Every CUDA translation unit starts with clang's CUDA wrapper, which
// includes cuda_runtime.h, the math headers and the device functions: a
// third of the time clang takes to read a small kernel, the same for every
// file built for one target with one set of flags. It is precompiled once
// per target and flags into the cache folder (CudaOptions::CacheDirectory)
// and loaded from there.
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
                clang::FileManager &Files);

} // namespace ptxlint

#endif // PTXLINT_CUDA_TOOLKITPREAMBLE_H
