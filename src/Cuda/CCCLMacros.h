//===- CCCLMacros.h - CCCL's view of the compiler, as under nvcc -*- C++ -*-===//
//
// CCCL decides what it offers from macros it derives from the compiler;
// under clang 14 some come out other than under nvcc, which ptx-lint
// stands in for. These put nvcc's values back as the headers are read.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CUDA_CCCLMACROS_H
#define PTXLINT_CUDA_CCCLMACROS_H

#include <string>

namespace clang {
class Preprocessor;
} // namespace clang

namespace ptxlint {

/// Makes __cccl_ptx_isa what nvcc writing PTXVersion ("9.0") gets.
void replaceCCCLPTXISA(clang::Preprocessor &PP, const std::string &PTXVersion);

} // namespace ptxlint

#endif // PTXLINT_CUDA_CCCLMACROS_H
