//===- CudaFlags.cpp - What a compile command says about device code ------===//
//
// nvcc's and clang's spellings of the flags that decide what the device
// compiler sees: the targets, and the include paths and macros.
//
//===----------------------------------------------------------------------===//

#include "CudaPlugin.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <algorithm>

using namespace ptxlint;

std::string ptxlint::defaultCudaTarget() { return "sm_75"; }

namespace {

/// "compute_90a" and "sm_90a" both build for the target sm_90a.
std::string targetOfArchitecture(llvm::StringRef Arch) {
  Arch = Arch.trim();
  if (Arch.consume_front("compute_"))
    return "sm_" + Arch.str();
  if (Arch.startswith("sm_"))
    return Arch.str();
  // Which targets these stand for depends on the toolkit or the machine:
  // kept as they are, for lintCuda to ask for --target.
  if (Arch == "all" || Arch == "all-major" || Arch == "native")
    return Arch.str();
  return "";
}

void addTargets(llvm::StringRef List, std::vector<std::string> &Targets) {
  // "[compute_80,sm_80]", "sm_80,sm_90", "arch=compute_90a,code=sm_90a".
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  List.split(Parts, ',');
  for (llvm::StringRef Part : Parts) {
    Part = Part.trim().trim("[]\"'");
    if (Part.consume_front("arch=") || Part.consume_front("code="))
      Part = Part.trim("[]");
    std::string Target = targetOfArchitecture(Part);
    if (!Target.empty() &&
        std::find(Targets.begin(), Targets.end(), Target) == Targets.end())
      Targets.push_back(Target);
  }
}

/// Whether Arg is one of Names followed by `=` or nothing, and the value
/// if it is in Arg itself.
bool matchFlag(llvm::StringRef Arg, std::initializer_list<llvm::StringRef> Names,
               llvm::StringRef &Value, bool &ValueFollows) {
  for (llvm::StringRef Name : Names) {
    if (Arg == Name) {
      ValueFollows = true;
      return true;
    }
    if (Arg.startswith(Name) && Arg.substr(Name.size()).startswith("=")) {
      Value = Arg.substr(Name.size() + 1);
      ValueFollows = false;
      return true;
    }
  }
  return false;
}

} // namespace

std::vector<std::string>
ptxlint::targetsFromCompilerArgs(const std::vector<std::string> &Args) {
  std::vector<std::string> Targets;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef Arg = Args[I], Value;
    bool ValueFollows = false;
    if (matchFlag(Arg, {"-arch", "--gpu-architecture", "-gencode", "--generate-code",
                        "--cuda-gpu-arch", "--offload-arch", "-code", "--gpu-code"},
                  Value, ValueFollows)) {
      if (ValueFollows && I + 1 < Args.size())
        Value = Args[++I];
      addTargets(Value, Targets);
    } else if (Arg.consume_front("--cuda-gpu-arch") ||
               Arg.consume_front("--offload-arch")) {
      addTargets(Arg, Targets);
    }
  }
  return Targets;
}

bool ptxlint::relocatableFromCompilerArgs(const std::vector<std::string> &Args) {
  bool Relocatable = false;
  for (const std::string &Arg : Args) {
    if (Arg == "-rdc=true" || Arg == "--relocatable-device-code=true" ||
        Arg == "-dc" || Arg == "--device-c" || Arg == "-fgpu-rdc")
      Relocatable = true;
    else if (Arg == "-rdc=false" || Arg == "--relocatable-device-code=false" ||
             Arg == "-fno-gpu-rdc")
      Relocatable = false;
  }
  return Relocatable;
}

/// The flags of a compile command that change what the device compiler
/// sees, in clang's spelling.
std::vector<std::string> ptxlint::preprocessorFlags(const std::vector<std::string> &Args) {
  std::vector<std::string> Kept;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef Arg = Args[I], Value;
    bool ValueFollows = false;
    auto take = [&](const char *Spelling) {
      if (ValueFollows && I + 1 < Args.size())
        Value = Args[++I];
      Kept.push_back(Spelling);
      Kept.push_back(Value.str());
    };
    if (matchFlag(Arg, {"--include-path"}, Value, ValueFollows))
      take("-I");
    else if (matchFlag(Arg, {"--system-include", "-isystem"}, Value, ValueFollows))
      take("-isystem");
    else if (matchFlag(Arg, {"--define-macro"}, Value, ValueFollows))
      take("-D");
    else if (matchFlag(Arg, {"--undefine-macro"}, Value, ValueFollows))
      take("-U");
    else if (matchFlag(Arg, {"--pre-include", "-include"}, Value, ValueFollows))
      take("-include");
    else if (matchFlag(Arg, {"--std", "-std"}, Value, ValueFollows)) {
      if (ValueFollows && I + 1 < Args.size())
        Value = Args[++I];
      Kept.push_back("-std=" + Value.str());
    } else if (Arg == "-I" || Arg == "-D" || Arg == "-U") {
      if (I + 1 < Args.size()) {
        Kept.push_back(Arg.str());
        Kept.push_back(Args[++I]);
      }
    } else if (Arg.startswith("-I") || Arg.startswith("-D") || Arg.startswith("-U")) {
      Kept.push_back(Arg.str());
    } else if (Arg == "-Xcompiler" || Arg == "-o" || Arg == "-x" || Arg == "-Xptxas" ||
               Arg == "-ccbin" || Arg == "-MF" || Arg == "-MT" || Arg == "-MQ") {
      ++I; // Its value is not a file to compile.
    }
  }
  return Kept;
}

std::string ptxlint::defaultCudaCacheDirectory() {
  if (llvm::Optional<std::string> Given = llvm::sys::Process::GetEnv("PTXLINT_CACHE_DIR"))
    return *Given; // Empty: no cache.
  llvm::SmallString<256> Path;
  if (llvm::Optional<std::string> XDG = llvm::sys::Process::GetEnv("XDG_CACHE_HOME");
      XDG && !XDG->empty())
    Path = *XDG;
  else if (llvm::Optional<std::string> Home = llvm::sys::Process::GetEnv("HOME");
           Home && !Home->empty())
    llvm::sys::path::append(Path, *Home, ".cache");
  else
    return "";
  llvm::sys::path::append(Path, "ptx-lint");
  return std::string(Path.str());
}

uint64_t ptxlint::defaultCudaCacheBudget() {
  constexpr uint64_t Default = uint64_t(1) << 30;
  llvm::Optional<std::string> Given = llvm::sys::Process::GetEnv("PTXLINT_CACHE_SIZE");
  if (!Given)
    return Default;
  llvm::StringRef Text(*Given);
  unsigned Shift = 0;
  if (Text.consume_back("K"))
    Shift = 10;
  else if (Text.consume_back("M"))
    Shift = 20;
  else if (Text.consume_back("G"))
    Shift = 30;
  uint64_t Number = 0;
  if (Text.getAsInteger(10, Number) || Number > (UINT64_MAX >> Shift))
    return Default;
  return Number << Shift;
}

CudaOptions ptxlint::cudaOptionsLike(const LintOptions &Lint) {
  CudaOptions Cuda;
  Cuda.Targets = Lint.Targets;
  Cuda.CUDAReleases = Lint.CUDAReleases;
  Cuda.Relocatable = Lint.Relocatable;
  Cuda.Diagnostics = Lint.Diagnostics;
  Cuda.InlineSuppressions = Lint.InlineSuppressions;
  Cuda.CacheDirectory = defaultCudaCacheDirectory();
  Cuda.CacheBudget = defaultCudaCacheBudget();
  return Cuda;
}

std::string ptxlint::absoluteSourcePath(const std::string &Path) {
  llvm::SmallString<256> Absolute(Path);
  llvm::sys::fs::make_absolute(Absolute);
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  return std::string(Absolute.str());
}
