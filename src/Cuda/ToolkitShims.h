//===- ToolkitShims.h - Headers ptx-lint maps in from memory ---*- C++ -*-===//
//
// clang 14's CUDA wrapper expects headers CUDA 13 no longer has, and
// CUDA 13's headers leave out what nvcc knows without being told. The
// stand-ins and the preludes every compilation starts with live in a
// folder that exists only in memory; the device compilation and the
// process that builds a precompiled preamble see the same files.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CUDA_TOOLKITSHIMS_H
#define PTXLINT_CUDA_TOOLKITSHIMS_H

#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <string>
#include <vector>

namespace ptxlint {

/// The folder of the stand-ins; nothing on disk has this name. It is
/// given to clang as a system include folder.
extern const char *const ShimDir;

/// What every source built with the toolkit starts with (-include).
extern const std::string ToolkitPrelude;
/// What a source starts with when there is no toolkit (-include).
extern const std::string NoToolkitPrelude;
/// The toolkit prelude followed by a source's leading includes
/// (SourcePreamble.h), whose text is given to shimFileSystem.
extern const std::string SourcePrelude;
/// An empty main file for building a preamble.
extern const std::string EmptySource;

/// The text of every stand-in, as one: a preamble built with others is
/// stale.
std::string shimText();

/// The text of SourcePrelude for the given `<header>` names.
std::string sourcePreludeText(const std::vector<std::string> &Includes);

/// The real file system with the stand-ins over it, relative paths taken
/// from WorkingDirectory (if not empty).
llvm::IntrusiveRefCntPtr<llvm::vfs::OverlayFileSystem>
shimFileSystem(const std::string &WorkingDirectory);

/// Puts SourcePrelude over Files with Text (sourcePreludeText).
void addSourcePrelude(llvm::vfs::OverlayFileSystem &Files, const std::string &Text);

} // namespace ptxlint

#endif // PTXLINT_CUDA_TOOLKITSHIMS_H
