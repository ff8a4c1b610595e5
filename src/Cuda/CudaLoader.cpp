//===- CudaLoader.cpp - Finding and loading the CUDA front end ------------===//
//
// The functions of ptxlint/Cuda.h that need clang, by way of the module
// that has it (CudaPlugin.h). The module is looked for in
// $PTXLINT_CUDA_PLUGIN, next to the running program (a build tree), and
// where `cmake --install` puts it relative to the program.
//
//===----------------------------------------------------------------------===//

#include "CudaPlugin.h"

#include <dlfcn.h>
#include <limits.h>
#include <mutex>
#include <unistd.h>

using namespace ptxlint;

namespace {

struct LoadedPlugin {
  const CudaPluginInterface *Interface = nullptr;
  std::string Error;
};

/// The folder of the running program, with a trailing '/'.
std::string programFolder() {
  char Buffer[PATH_MAX];
  ssize_t Length = readlink("/proc/self/exe", Buffer, sizeof(Buffer) - 1);
  if (Length <= 0)
    return "";
  std::string Path(Buffer, static_cast<size_t>(Length));
  return Path.substr(0, Path.rfind('/') + 1);
}

LoadedPlugin load() {
  LoadedPlugin Result;
#ifndef PTXLINT_CUDA_PLUGIN_NAME
  Result.Error = "this ptx-lint was built without CUDA support (it needs "
                 "Debian's libclang-cpp14-dev when it is built)";
  return Result;
#else
  std::vector<std::string> Candidates;
  if (const char *Given = getenv("PTXLINT_CUDA_PLUGIN"); Given && *Given)
    Candidates.push_back(Given);
  std::string Folder = programFolder();
  Candidates.push_back(Folder + PTXLINT_CUDA_PLUGIN_NAME);
  Candidates.push_back(Folder + PTXLINT_CUDA_PLUGIN_INSTALLED);
  std::string Tried;
  for (const std::string &Candidate : Candidates) {
    if (access(Candidate.c_str(), R_OK) != 0) {
      Tried += (Tried.empty() ? "" : ", ") + Candidate;
      continue;
    }
    // RTLD_LOCAL: its LLVM stays its own.
    void *Handle = dlopen(Candidate.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!Handle) {
      Result.Error = std::string("cannot load the CUDA front end: ") + dlerror();
      return Result;
    }
    using Entry = const CudaPluginInterface *(*)();
    auto Get = reinterpret_cast<Entry>(dlsym(Handle, CudaPluginEntry));
    const CudaPluginInterface *Interface = Get ? Get() : nullptr;
    if (!Interface || Interface->Version != CudaPluginVersion) {
      Result.Error = "'" + Candidate + "' is not the CUDA front end of this "
                     "ptx-lint build";
      return Result;
    }
    Result.Interface = Interface;
    return Result;
  }
  Result.Error = "the CUDA front end (" + std::string(PTXLINT_CUDA_PLUGIN_NAME) +
                 ") is missing; looked for " + Tried;
  return Result;
#endif
}

const LoadedPlugin &plugin() {
  static std::once_flag Once;
  static LoadedPlugin Plugin;
  std::call_once(Once, [] { Plugin = load(); });
  return Plugin;
}

} // namespace

bool ptxlint::cudaSupported() { return plugin().Interface != nullptr; }

CudaLintResult ptxlint::lintCuda(const std::string &Path, const CudaOptions &Options) {
  if (!plugin().Interface) {
    CudaLintResult Result;
    Result.FatalError = plugin().Error;
    return Result;
  }
  return plugin().Interface->LintCuda(Path, Options);
}

std::optional<CompileCommand> ptxlint::findCompileCommand(const std::string &BuildDir,
                                                          const std::string &File,
                                                          std::string &Error) {
  if (!plugin().Interface) {
    Error = plugin().Error;
    return std::nullopt;
  }
  return plugin().Interface->FindCompileCommand(BuildDir, File, Error);
}
