//===- SourcePreamble.cpp - A source's leading headers, precompiled -------===//

#include "SourcePreamble.h"

#include "ToolkitPreamble.h"
#include "ToolkitShims.h"

#include "clang/Basic/FileManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <dlfcn.h>
#include <unistd.h>

using namespace ptxlint;

namespace {

/// The helper's exit codes (ptxlint_cuda_build_preamble).
enum HelperExit { Built = 0, Failed = 1, BadCommandLine = 2, UserHeader = 3 };

/// Long enough for the largest preamble on a loaded machine, short enough
/// that a helper that hangs does not hold up the run for long.
constexpr unsigned HelperSeconds = 120;

constexpr const char *HelperName = "ptx-lint-cuda-preamble";

/// The helper, next to this module.
std::string helperPath() {
  Dl_info Info;
  if (!dladdr(reinterpret_cast<void *>(&ptxlint_cuda_build_preamble), &Info) ||
      !Info.dli_fname)
    return "";
  llvm::SmallString<256> Path(llvm::sys::path::parent_path(Info.dli_fname));
  llvm::sys::path::append(Path, HelperName);
  return std::string(Path.str());
}

std::vector<std::string> readLines(const std::string &Path) {
  std::vector<std::string> Lines;
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return Lines;
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  (*Buffer)->getBuffer().split(Parts, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Part : Parts)
    Lines.push_back(Part.str());
  return Lines;
}

bool writeLines(const std::string &Path, const std::vector<std::string> &Lines) {
  std::error_code Error;
  llvm::raw_fd_ostream Out(Path, Error);
  if (Error)
    return false;
  for (const std::string &Line : Lines)
    Out << Line << '\n';
  Out.close();
  return !Out.has_error();
}

/// Remembers that the preamble at Path cannot be built.
void refuse(const std::string &Path) {
  std::error_code Error;
  llvm::raw_fd_ostream Marker(Path + ".refused", Error);
}

} // namespace

std::optional<SourcePreambleFile> ptxlint::sourcePreamble(const SourcePreambleInputs &In) {
  if (In.CacheDir.empty() || In.Includes.empty())
    return std::nullopt;
  std::string Key = preambleKey(In.Args, In.ToolkitFiles) + In.Stamp + "\nsource for " +
                    In.PTXVersion + "\n";
  for (const std::string &Include : In.Includes)
    Key += Include + "\n";
  std::string Path = preamblePath(In.CacheDir, "source", Key);
  std::string Macros = Path + ".macros";
  if (llvm::sys::fs::exists(Path) && llvm::sys::fs::exists(Macros)) {
    markUsed(Path);
    return SourcePreambleFile{Path, readLines(Macros)};
  }
  if (llvm::sys::fs::exists(Path + ".refused")) {
    markUsed(Path + ".refused");
    return std::nullopt;
  }
  // Without the helper, or where nothing can be kept, a preamble would be
  // built for nothing on every run.
  std::string Helper = helperPath();
  if (Helper.empty() || !llvm::sys::fs::can_execute(Helper) ||
      llvm::sys::fs::create_directories(In.CacheDir) ||
      llvm::sys::fs::access(In.CacheDir, llvm::sys::fs::AccessMode::Write))
    return std::nullopt;

  // Built under a name of its own, then renamed: another ptx-lint reading
  // the cache at the same time sees the whole preamble or none.
  std::string Partial = Path + "." + std::to_string(getpid()) + ".tmp";
  std::vector<llvm::StringRef> Command = {Helper, Partial, In.PTXVersion,
                                          In.WorkingDirectory};
  Command.insert(Command.end(), In.Includes.begin(), In.Includes.end());
  Command.push_back("--");
  Command.insert(Command.end(), In.Args.begin(), In.Args.end());
  llvm::Optional<llvm::StringRef> Quiet[] = {llvm::StringRef(""), llvm::StringRef(""),
                                             llvm::StringRef("")};
  std::string Error;
  bool ExecutionFailed = false;
  int Exit = llvm::sys::ExecuteAndWait(Helper, Command, llvm::None, Quiet, HelperSeconds,
                                       0, &Error, &ExecutionFailed);
  bool Kept = Exit == Built && !llvm::sys::fs::rename(Partial + ".macros", Macros) &&
              !llvm::sys::fs::rename(Partial, Path);
  llvm::sys::fs::remove(Partial);
  llvm::sys::fs::remove(Partial + ".macros");
  if (!Kept) {
    // Built but not kept (the cache's disk is full), or not started:
    // nothing is known of the headers. Else it would fail the same way
    // next time.
    if (Exit != Built && !ExecutionFailed && Exit != BadCommandLine)
      refuse(Path);
    return std::nullopt;
  }
  trimCache(In.CacheDir, Path, In.CacheBudget);
  return SourcePreambleFile{Path, readLines(Macros)};
}

extern "C" __attribute__((visibility("default"))) int
ptxlint_cuda_build_preamble(int argc, char **argv) {
  if (argc < 5)
    return BadCommandLine;
  std::string Output = argv[1], PTXVersion = argv[2], WorkingDirectory = argv[3];
  int Arg = 4;
  std::vector<std::string> Includes;
  for (; Arg < argc && llvm::StringRef(argv[Arg]) != "--"; ++Arg)
    Includes.push_back(argv[Arg]);
  if (Arg + 1 >= argc)
    return BadCommandLine;
  std::vector<std::string> Args(argv + Arg + 1, argv + argc);

  auto FileSystem = shimFileSystem(WorkingDirectory);
  addSourcePrelude(*FileSystem, sourcePreludeText(Includes));
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(
      clang::FileSystemOptions{WorkingDirectory}, FileSystem);
  PreambleReading Reading;
  Reading.SkipBodies = true;
  Reading.PTXVersion = PTXVersion;
  Reading.SystemHeadersOnlyBut = ShimDir;
  BuiltPreamble Result = buildPreamble(Args, SourcePrelude, Reading, Output, *Files);
  if (Result.UserHeader)
    return UserHeader;
  if (!Result.Built || !writeLines(Output + ".macros", Result.AsmMacros))
    return Failed;
  return Built;
}
