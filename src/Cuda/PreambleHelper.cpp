//===- PreambleHelper.cpp - ptx-lint-cuda-preamble ------------------------===//
//
// Builds one precompiled source preamble, in a process of its own so that
// a crash of clang's writer costs nothing else (SourcePreamble.h). It is
// installed next to the CUDA front end, which it loads for the work.
//
//===----------------------------------------------------------------------===//

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include <string>

int main(int argc, char **argv) {
  // A crash is expected now and then, and must leave no core file in the
  // user's folder.
  struct rlimit NoCore = {0, 0};
  setrlimit(RLIMIT_CORE, &NoCore);

  char Self[PATH_MAX];
  ssize_t Length = readlink("/proc/self/exe", Self, sizeof(Self) - 1);
  // 2: the work could not start, as for a bad command line
  // (ptxlint_cuda_build_preamble): nothing is learnt of the headers.
  if (Length <= 0)
    return 2;
  std::string Module(Self, static_cast<size_t>(Length));
  Module = Module.substr(0, Module.rfind('/') + 1) + "libptxlint-cuda.so";
  void *Handle = dlopen(Module.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!Handle) {
    fprintf(stderr, "ptx-lint-cuda-preamble: %s\n", dlerror());
    return 2;
  }
  using Entry = int (*)(int, char **);
  auto Build = reinterpret_cast<Entry>(dlsym(Handle, "ptxlint_cuda_build_preamble"));
  if (!Build) {
    fprintf(stderr, "ptx-lint-cuda-preamble: %s\n", dlerror());
    return 2;
  }
  // Not closed: clang's libraries keep state that outlives the call.
  return Build(argc, argv);
}
