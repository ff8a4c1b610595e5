//===- ToolkitShims.cpp - Headers ptx-lint maps in from memory -----------===//

#include "ToolkitShims.h"

#include "llvm/Support/MemoryBuffer.h"

using namespace ptxlint;

const char *const ptxlint::ShimDir = "/ptx-lint-cuda-shims";
const std::string ptxlint::ToolkitPrelude = std::string(ShimDir) + "/ptx_lint_toolkit.h";
const std::string ptxlint::NoToolkitPrelude =
    std::string(ShimDir) + "/ptx_lint_no_toolkit.h";
const std::string ptxlint::SourcePrelude =
    std::string(ShimDir) + "/ptx_lint_source_preamble.h";
const std::string ptxlint::EmptySource = std::string(ShimDir) + "/preamble.cu";

namespace {

/// CUDA 13 has no texture references: clang 14's wrapper includes headers
/// that are gone, and its texture intrinsics name a template that is gone.
const std::pair<const char *, const char *> ToolkitShims[] = {
    {"__clang_cuda_texture_intrinsics.h",
     "/* ptx-lint: CUDA 13 has no texture references */\n"},
    {"texture_fetch_functions.h", "/* ptx-lint: gone in CUDA 13 */\n"},
    // In its place, what crt/device_functions.h includes next to it and
    // clang 14's wrapper, which replaces that header, leaves out: the
    // sm_90 and sm_100 runtime functions (__isClusterShared, which CCCL's
    // <cuda/__memory/address_space.h> calls). The sm_70 and sm_80 ones
    // clang has itself.
    {"texture_indirect_functions.h", "/* ptx-lint: gone in CUDA 13 */\n"
                                     "#include \"crt/sm_90_rt.h\"\n"
                                     "#include \"crt/sm_100_rt.h\"\n"},
};

/// clang's CUDA wrapper (as the driver would -include it), then
/// `__noinline__`. CUDA 13's headers no longer define it, nvcc knowing it
/// as a keyword, and clang 14 does not; it is defined after <memory>,
/// whose libstdc++ code spells `__attribute__((__noinline__))` itself and
/// would break on the macro.
constexpr const char *ToolkitPreludeText = R"(/* ptx-lint: the toolkit's prelude */
#include <__clang_cuda_runtime_wrapper.h>
#include <memory>
#ifndef __noinline__
#define __noinline__ __attribute__((noinline))
#endif
)";

/// Without a toolkit: what its headers would define for a source that
/// includes none of them.
constexpr const char *NoToolkitPreludeText = R"(/* ptx-lint: no CUDA toolkit */
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ __inline__ __attribute__((always_inline))
#include <stdlib.h> /* clang's <new> wrapper calls free */
#include <memory>     /* before __noinline__: see ToolkitPrelude */
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __grid_constant__
#define __CUDACC__ 1
#include <__clang_cuda_builtin_vars.h>
)";

void addFile(llvm::vfs::InMemoryFileSystem &Memory, const std::string &Path,
             llvm::StringRef Text) {
  Memory.addFile(Path, 0, llvm::MemoryBuffer::getMemBuffer(Text));
}

} // namespace

std::string ptxlint::shimText() {
  std::string Text;
  for (const auto &[Name, Contents] : ToolkitShims)
    Text += std::string(Name) + "\n" + Contents;
  return Text + ToolkitPreludeText;
}

std::string ptxlint::sourcePreludeText(const std::vector<std::string> &Includes) {
  std::string Text = "/* ptx-lint: the toolkit, then the headers the source starts with */\n"
                     "#include \"" + ToolkitPrelude + "\"\n";
  for (const std::string &Include : Includes)
    Text += "#include " + Include + "\n";
  return Text;
}

llvm::IntrusiveRefCntPtr<llvm::vfs::OverlayFileSystem>
ptxlint::shimFileSystem(const std::string &WorkingDirectory) {
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  for (const auto &[Name, Contents] : ToolkitShims)
    addFile(*Memory, std::string(ShimDir) + "/" + Name, Contents);
  addFile(*Memory, ToolkitPrelude, ToolkitPreludeText);
  addFile(*Memory, NoToolkitPrelude, NoToolkitPreludeText);
  addFile(*Memory, EmptySource, "");
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::getRealFileSystem());
  if (!WorkingDirectory.empty())
    Overlay->setCurrentWorkingDirectory(WorkingDirectory);
  Overlay->pushOverlay(Memory);
  return Overlay;
}

void ptxlint::addSourcePrelude(llvm::vfs::OverlayFileSystem &Files, const std::string &Text) {
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  // Copied: the caller's string may not outlive the file system.
  Memory->addFile(SourcePrelude, 0, llvm::MemoryBuffer::getMemBufferCopy(Text));
  Files.pushOverlay(Memory);
}
