//===- ToolkitPreamble.cpp - The toolkit's headers, precompiled -----------===//

#include "ToolkitPreamble.h"

#include "BodySkipper.h"
#include "CCCLMacros.h"
#include "ToolkitShims.h"

#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Serialization/ASTWriter.h"
#include "clang/Serialization/PCHContainerOperations.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

#include <map>

#include <unistd.h>

using namespace ptxlint;

namespace {

/// Notes whether a header outside the system include folders is read,
/// other than those under Exempt.
class UserHeaderWatcher : public clang::PPCallbacks {
public:
  UserHeaderWatcher(const clang::SourceManager &SM, std::string Exempt, bool &UserHeader)
      : SM(SM), Exempt(std::move(Exempt)), UserHeader(UserHeader) {}

  void FileChanged(clang::SourceLocation Loc, FileChangeReason Reason,
                   clang::SrcMgr::CharacteristicKind Kind, clang::FileID) override {
    if (Reason != EnterFile || clang::SrcMgr::isSystem(Kind))
      return;
    const clang::FileEntry *Entry = SM.getFileEntryForID(SM.getFileID(Loc));
    if (Entry && !llvm::StringRef(Entry->getName()).startswith(Exempt))
      UserHeader = true;
  }

private:
  const clang::SourceManager &SM;
  std::string Exempt;
  bool &UserHeader;
};

/// Skips the bodies the device compilation skips.
class SkipBodies : public clang::ASTConsumer {
public:
  explicit SkipBodies(const BodySkipper &Skipper) : Skipper(Skipper) {}
  bool shouldSkipFunctionBody(clang::Decl *D) override { return Skipper.canSkip(D); }

private:
  const BodySkipper &Skipper;
};

/// Parses, before the preamble is written, the function templates whose
/// parsing was put off (-fdelayed-template-parsing) and whose kept tokens
/// hold an annotation: a `#pragma unroll` in the body (CUB's
/// _CCCL_PRAGMA_UNROLL_FULL()) is kept as one. clang 14's writer takes
/// such a token for a name and crashes; parsed, the template is written
/// as a declaration like any other.
class ParseAnnotatedTemplates : public clang::SemaConsumer {
public:
  void InitializeSema(clang::Sema &S) override { TheSema = &S; }

  void HandleTranslationUnit(clang::ASTContext &) override {
    if (!TheSema || !TheSema->LateTemplateParser)
      return;
    std::vector<const clang::FunctionDecl *> Annotated;
    for (const auto &[Function, Template] : TheSema->LateParsedTemplateMap)
      if (llvm::any_of(Template->Toks,
                       [](const clang::Token &T) { return T.isAnnotation(); }))
        Annotated.push_back(Function);
    for (const clang::FunctionDecl *Function : Annotated) {
      auto Entry = TheSema->LateParsedTemplateMap.find(Function);
      if (Function->isLateTemplateParsed())
        TheSema->LateTemplateParser(TheSema->OpaqueParser, *Entry->second);
      const_cast<clang::FunctionDecl *>(Function)->setLateTemplateParsed(false);
      TheSema->LateParsedTemplateMap.erase(Entry);
    }
  }

private:
  clang::Sema *TheSema = nullptr;
};

/// clang's GeneratePCHAction, writing straight into Output. clang's own
/// writes through a temporary file it registers for removal on a signal,
/// which makes LLVM give the calling thread an alternate signal stack of
/// its own: harmless, but AddressSanitizer cannot take it down when a
/// worker thread ends, and aborts.
class WritePreamble : public clang::GeneratePCHAction {
public:
  WritePreamble(std::string Output, const PreambleReading &Reading, BuiltPreamble &Result)
      : Output(std::move(Output)), Reading(Reading), Result(Result) {}

  /// The macros that expand to asm, as the skipper found them.
  void keepAsmMacros() {
    if (Skipper)
      Result.AsmMacros = Skipper->asmMacros();
  }

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
    clang::Preprocessor &PP = CI.getPreprocessor();
    if (!Reading.PTXVersion.empty())
      replaceCCCLPTXISA(PP, Reading.PTXVersion);
    if (!Reading.SystemHeadersOnlyBut.empty())
      PP.addPPCallbacks(std::make_unique<UserHeaderWatcher>(
          CI.getSourceManager(), Reading.SystemHeadersOnlyBut, Result.UserHeader));
    auto Buffer = std::make_shared<clang::PCHBuffer>();
    std::vector<std::unique_ptr<clang::ASTConsumer>> Consumers;
    // First: the writer comes after it.
    Consumers.push_back(std::make_unique<ParseAnnotatedTemplates>());
    if (Reading.SkipBodies) {
      // As the device compilation reads the same headers.
      CI.getFrontendOpts().SkipFunctionBodies = true;
      Skipper = std::make_unique<BodySkipper>(CI.getSourceManager(), PP);
      Consumers.push_back(std::make_unique<SkipBodies>(*Skipper));
    }
    Consumers.push_back(std::make_unique<clang::PCHGenerator>(
        PP, CI.getModuleCache(), Output, Sysroot, Buffer,
        CI.getFrontendOpts().ModuleFileExtensions,
        +CI.getPreprocessorOpts().AllowPCHWithCompilerErrors,
        +CI.getFrontendOpts().IncludeTimestamps));
    Consumers.push_back(CI.getPCHContainerWriter().CreatePCHContainerGenerator(
        CI, std::string(InFile), Output, std::move(Stream), Buffer));
    return std::make_unique<clang::MultiplexConsumer>(std::move(Consumers));
  }

private:
  std::string Output;
  const PreambleReading &Reading;
  BuiltPreamble &Result;
  std::unique_ptr<BodySkipper> Skipper;
};

/// Runs WritePreamble on the invocation the driver makes.
class PreambleBuilder : public clang::tooling::ToolAction {
public:
  PreambleBuilder(std::string Output, const PreambleReading &Reading, BuiltPreamble &Result)
      : Output(std::move(Output)), Reading(Reading), Result(Result) {}

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
    WritePreamble Action(Output, Reading, Result);
    bool Built = Compiler.ExecuteAction(Action) &&
                 !Compiler.getDiagnostics().hasErrorOccurred();
    Action.keepAsmMacros();
    return Built;
  }

private:
  std::string Output;
  const PreambleReading &Reading;
  BuiltPreamble &Result;
};

/// Swallows what clang says while building the preamble: a preamble that
/// fails is not used, and the compilation then says it all itself.
class Silent : public clang::DiagnosticConsumer {};

/// Raised whenever a preamble's content changes for the same inputs.
constexpr unsigned PreambleFormat = 3;

/// What a file of the cache counts as at least against its budget, so that
/// markers of a few bytes are bounded in number too.
constexpr uint64_t MinimumFileBytes = 4096;

std::string stamp(const std::string &Path) {
  llvm::sys::fs::file_status Status;
  if (llvm::sys::fs::status(Path, Status))
    return Path + ":missing";
  return Path + ":" + std::to_string(Status.getSize()) + ":" +
         std::to_string(Status.getLastModificationTime().time_since_epoch().count());
}

/// A cache entry's name without its extensions: a preamble and the files
/// that go with it share it.
llvm::StringRef entryName(llvm::StringRef FileName) {
  return FileName.take_until([](char C) { return C == '.'; });
}

} // namespace

std::string ptxlint::preamblePath(const std::string &CacheDir, const std::string &Kind,
                                  const std::string &Key) {
  char Hex[17];
  snprintf(Hex, sizeof(Hex), "%016llx",
           static_cast<unsigned long long>(llvm::xxHash64(Key)));
  llvm::SmallString<256> Path(CacheDir);
  llvm::sys::path::append(Path, "cuda-" + Kind + "-" + Hex + ".pch");
  return std::string(Path.str());
}

std::string ptxlint::preambleKey(const std::vector<std::string> &Args,
                                 const std::vector<std::string> &ToolkitFiles) {
  // PreambleFormat changes with what ptx-lint puts into a preamble, for
  // builds that keep its version number.
  std::string Key = clang::getClangFullVersion() + "\n" PTXLINT_VERSION "\n" +
                    std::to_string(PreambleFormat) + "\n";
  for (const std::string &Arg : Args)
    Key += Arg + "\n";
  for (const std::string &File : ToolkitFiles)
    Key += stamp(File) + "\n";
  return Key;
}

void ptxlint::markUsed(const std::string &Path) {
  int Descriptor;
  if (!llvm::sys::fs::openFileForWrite(Path, Descriptor, llvm::sys::fs::CD_OpenExisting,
                                       llvm::sys::fs::OF_Append)) {
    llvm::sys::fs::setLastAccessAndModificationTime(Descriptor,
                                                    std::chrono::system_clock::now());
    close(Descriptor);
  }
}

void ptxlint::trimCache(const std::string &CacheDir, const std::string &Keep,
                        uint64_t Budget) {
  struct Entry {
    llvm::sys::TimePoint<> LastUsed;
    uint64_t Bytes = 0;
    std::vector<std::string> Files;
  };
  std::map<std::string, Entry> Entries;
  std::error_code Error;
  for (llvm::sys::fs::directory_iterator It(CacheDir, Error), End; It != End && !Error;
       It.increment(Error)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    llvm::sys::fs::file_status Status;
    if (!Name.startswith("cuda-") || llvm::sys::fs::status(It->path(), Status))
      continue;
    Entry &E = Entries[entryName(Name).str()];
    E.LastUsed = std::max(E.LastUsed, Status.getLastModificationTime());
    E.Bytes += std::max<uint64_t>(Status.getSize(), MinimumFileBytes);
    E.Files.push_back(It->path());
  }
  std::string Kept = entryName(llvm::sys::path::filename(Keep)).str();
  uint64_t Total = 0;
  std::vector<std::pair<llvm::sys::TimePoint<>, const Entry *>> ByAge;
  for (const auto &[Name, E] : Entries) {
    Total += E.Bytes;
    if (Name != Kept)
      ByAge.emplace_back(E.LastUsed, &E);
  }
  std::sort(ByAge.begin(), ByAge.end(),
            [](const auto &A, const auto &B) { return A.first < B.first; });
  for (const auto &[LastUsed, E] : ByAge) {
    if (Total <= Budget)
      break;
    for (const std::string &File : E->Files)
      llvm::sys::fs::remove(File);
    Total -= E->Bytes;
  }
}

BuiltPreamble ptxlint::buildPreamble(const std::vector<std::string> &Args,
                                     const std::string &Prelude,
                                     const PreambleReading &Reading,
                                     const std::string &Output, clang::FileManager &Files) {
  BuiltPreamble Result;
  std::vector<std::string> Command = Args;
  Command.insert(Command.end(), {"-include", Prelude, EmptySource});
  PreambleBuilder Builder(Output, Reading, Result);
  Silent Quiet;
  clang::tooling::ToolInvocation Invocation(Command, &Builder, &Files,
                                            std::make_shared<clang::PCHContainerOperations>());
  Invocation.setDiagnosticConsumer(&Quiet);
  Result.Built = Invocation.run() && !Result.UserHeader;
  return Result;
}

std::optional<std::string>
ptxlint::toolkitPreamble(const std::vector<std::string> &Args,
                         const std::string &Prelude,
                         const std::vector<std::string> &ToolkitFiles,
                         const std::string &Stamp, const std::string &CacheDir,
                         uint64_t Budget, clang::FileManager &Files) {
  if (CacheDir.empty())
    return std::nullopt;
  std::string Preamble =
      preamblePath(CacheDir, "toolkit", preambleKey(Args, ToolkitFiles) + Stamp);
  if (llvm::sys::fs::exists(Preamble)) {
    markUsed(Preamble);
    return Preamble;
  }

  if (llvm::sys::fs::create_directories(CacheDir))
    return std::nullopt;
  // Built under a name of its own, then renamed: another ptx-lint reading
  // the cache at the same time sees the whole file or none.
  std::string Partial = Preamble + "." + std::to_string(getpid()) + ".tmp";
  bool Built = buildPreamble(Args, Prelude, PreambleReading(), Partial, Files).Built;
  if (!Built || llvm::sys::fs::rename(Partial, Preamble)) {
    llvm::sys::fs::remove(Partial);
    return std::nullopt;
  }
  trimCache(CacheDir, Preamble, Budget);
  return Preamble;
}
