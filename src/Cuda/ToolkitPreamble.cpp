//===- ToolkitPreamble.cpp - The toolkit's headers, precompiled -----------===//

#include "ToolkitPreamble.h"

#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Serialization/ASTWriter.h"
#include "clang/Serialization/PCHContainerOperations.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

#include <unistd.h>

using namespace ptxlint;

namespace {

/// clang's GeneratePCHAction, writing straight into Output. clang's own
/// writes through a temporary file it registers for removal on a signal,
/// which makes LLVM give the calling thread an alternate signal stack of
/// its own: harmless, but AddressSanitizer cannot take it down when a
/// worker thread ends, and aborts.
class WritePreamble : public clang::GeneratePCHAction {
public:
  explicit WritePreamble(std::string Output) : Output(std::move(Output)) {}

protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, llvm::StringRef InFile) override {
    std::string Sysroot;
    if (!ComputeASTConsumerArguments(CI, Sysroot))
      return nullptr;
    std::error_code Error;
    auto Stream = std::make_unique<llvm::raw_fd_ostream>(Output, Error,
                                                         llvm::sys::fs::OF_None);
    if (Error)
      return nullptr;
    auto Buffer = std::make_shared<clang::PCHBuffer>();
    std::vector<std::unique_ptr<clang::ASTConsumer>> Consumers;
    Consumers.push_back(std::make_unique<clang::PCHGenerator>(
        CI.getPreprocessor(), CI.getModuleCache(), Output, Sysroot, Buffer,
        CI.getFrontendOpts().ModuleFileExtensions,
        +CI.getPreprocessorOpts().AllowPCHWithCompilerErrors,
        +CI.getFrontendOpts().IncludeTimestamps));
    Consumers.push_back(CI.getPCHContainerWriter().CreatePCHContainerGenerator(
        CI, std::string(InFile), Output, std::move(Stream), Buffer));
    return std::make_unique<clang::MultiplexConsumer>(std::move(Consumers));
  }

private:
  std::string Output;
};

/// Runs WritePreamble on the invocation the driver makes.
class PreambleBuilder : public clang::tooling::ToolAction {
public:
  explicit PreambleBuilder(std::string Output) : Output(std::move(Output)) {}

  bool runInvocation(std::shared_ptr<clang::CompilerInvocation> Invocation,
                     clang::FileManager *Files,
                     std::shared_ptr<clang::PCHContainerOperations> Containers,
                     clang::DiagnosticConsumer *Diagnostics) override {
    Invocation->getFrontendOpts().OutputFile = "";
    Invocation->getFrontendOpts().ProgramAction = clang::frontend::GeneratePCH;
    clang::CompilerInstance Compiler(std::move(Containers));
    Compiler.setInvocation(std::move(Invocation));
    Compiler.setFileManager(Files);
    Compiler.createDiagnostics(Diagnostics, false);
    if (!Compiler.hasDiagnostics())
      return false;
    Compiler.createSourceManager(*Files);
    WritePreamble Action(Output);
    return Compiler.ExecuteAction(Action) &&
           !Compiler.getDiagnostics().hasErrorOccurred();
  }

private:
  std::string Output;
};

/// Swallows what clang says while building the preamble: a preamble that
/// fails is not used, and the compilation then says it all itself.
class Silent : public clang::DiagnosticConsumer {};

/// Raised whenever a preamble's content changes for the same inputs.
constexpr unsigned PreambleFormat = 2;

/// The most preambles kept: one per target and flag set in use, about
/// 6 MB each.
constexpr size_t MostPreambles = 16;

/// Removes the preambles of CacheDir used longest ago (by modification
/// time) beyond MostPreambles, never Keep.
void keepNewest(const std::string &CacheDir, const std::string &Keep) {
  std::vector<std::pair<llvm::sys::TimePoint<>, std::string>> Found;
  std::error_code Error;
  for (llvm::sys::fs::directory_iterator It(CacheDir, Error), End; It != End && !Error;
       It.increment(Error)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    llvm::sys::fs::file_status Status;
    if (!Name.startswith("cuda-toolkit-") || !Name.endswith(".pch") ||
        llvm::sys::fs::status(It->path(), Status) || It->path() == Keep)
      continue;
    Found.emplace_back(Status.getLastModificationTime(), It->path());
  }
  if (Found.size() < MostPreambles)
    return;
  std::sort(Found.begin(), Found.end());
  for (size_t I = 0; I + MostPreambles <= Found.size(); ++I)
    llvm::sys::fs::remove(Found[I].second);
}

std::string stamp(const std::string &Path) {
  llvm::sys::fs::file_status Status;
  if (llvm::sys::fs::status(Path, Status))
    return Path + ":missing";
  return Path + ":" + std::to_string(Status.getSize()) + ":" +
         std::to_string(Status.getLastModificationTime().time_since_epoch().count());
}

} // namespace

std::optional<std::string>
ptxlint::toolkitPreamble(const std::vector<std::string> &Args,
                         const std::string &Prelude,
                         const std::vector<std::string> &ToolkitFiles,
                         const std::string &Stamp, const std::string &CacheDir,
                         clang::FileManager &Files) {
  if (CacheDir.empty())
    return std::nullopt;
  // The name says everything the preamble depends on.
  // PreambleFormat changes with what ptx-lint puts into a preamble, for
  // builds that keep its version number.
  std::string Key = clang::getClangFullVersion() + "\n" PTXLINT_VERSION "\n" +
                    std::to_string(PreambleFormat) + "\n" + Stamp;
  for (const std::string &Arg : Args)
    Key += Arg + "\n";
  for (const std::string &File : ToolkitFiles)
    Key += stamp(File) + "\n";
  char Hex[17];
  snprintf(Hex, sizeof(Hex), "%016llx",
           static_cast<unsigned long long>(llvm::xxHash64(Key)));
  llvm::SmallString<256> Path(CacheDir);
  llvm::sys::path::append(Path, std::string("cuda-toolkit-") + Hex + ".pch");
  std::string Preamble(Path.str());
  if (llvm::sys::fs::exists(Preamble)) {
    // Marked as used, so that keepNewest keeps it.
    int Descriptor;
    if (!llvm::sys::fs::openFileForWrite(Preamble, Descriptor, llvm::sys::fs::CD_OpenExisting,
                                         llvm::sys::fs::OF_Append)) {
      llvm::sys::fs::setLastAccessAndModificationTime(Descriptor,
                                                      std::chrono::system_clock::now());
      close(Descriptor);
    }
    return Preamble;
  }

  if (llvm::sys::fs::create_directories(CacheDir))
    return std::nullopt;
  // Built under a name of its own, then renamed: another ptx-lint reading
  // the cache at the same time sees the whole file or none.
  std::string Partial = Preamble + "." + std::to_string(getpid()) + ".tmp";
  std::vector<std::string> Command = Args;
  Command.insert(Command.end(), {"-include", Prelude, "/ptx-lint-cuda-shims/preamble.cu"});
  PreambleBuilder Builder(Partial);
  Silent Quiet;
  clang::tooling::ToolInvocation Invocation(Command, &Builder, &Files,
                                            std::make_shared<clang::PCHContainerOperations>());
  Invocation.setDiagnosticConsumer(&Quiet);
  bool Built = Invocation.run();
  if (!Built || llvm::sys::fs::rename(Partial, Preamble)) {
    llvm::sys::fs::remove(Partial);
    return std::nullopt;
  }
  keepNewest(CacheDir, Preamble);
  return Preamble;
}
