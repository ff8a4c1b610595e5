//===- LeadingIncludes.h - The headers a source starts with ----*- C++ -*-===//
//
// A CUDA source usually starts by including library headers (<cuda/ptx>,
// <cuda/barrier>, <cstdio>), and those take most of the time clang spends
// on it. When that part is the same from one run to the next it can come
// precompiled (SourcePreamble.h). This finds it, from the text alone.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CUDA_LEADINGINCLUDES_H
#define PTXLINT_CUDA_LEADINGINCLUDES_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace ptxlint {

/// The `#include <...>` lines Source starts with, each as its `<name>`:
/// blank lines, comments and `#pragma once` may come between them; the
/// first other line ends them (a `#define` may change what a header
/// declares, a quoted include is the user's own). Empty when a line of
/// them is continued with a backslash.
std::vector<std::string> leadingAngleIncludes(llvm::StringRef Source);

} // namespace ptxlint

#endif // PTXLINT_CUDA_LEADINGINCLUDES_H
