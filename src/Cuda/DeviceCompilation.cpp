//===- DeviceCompilation.cpp - One target's view of a CUDA source ---------===//
//
// clang 14 (Debian's libclang-cpp) reads the source in CUDA device mode.
// It knows no architecture past sm_86 and no CUDA past 11.5, so the target
// it is told is only the nearest it knows; __CUDA_ARCH__ and nvcc's
// feature macros are set to the real target's by hand, which is what the
// preprocessor and every header see. CUDA 13 dropped the texture
// reference headers clang's CUDA wrapper still includes; empty stand-ins
// for them are mapped in from memory.
//
//===----------------------------------------------------------------------===//

#include "DeviceCompilation.h"

#include "AsmChecker.h"
#include "BodySkipper.h"
#include "CCCLMacros.h"
#include "CompiledCode.h"
#include "LeadingIncludes.h"
#include "SourcePreamble.h"
#include "ToolkitPreamble.h"
#include "ToolkitShims.h"

#include "ISA/ISA.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <cassert>
#include <set>

using namespace ptxlint;

#ifndef PTXLINT_CLANG_RESOURCE_DIR
#error "the build names clang's resource directory"
#endif

namespace {

/// The architecture clang 14 is told: the target itself where clang knows
/// it, else the newest it knows below it.
std::string clangArchitecture(unsigned Number) {
  static const unsigned Known[] = {50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86};
  unsigned Best = Known[0];
  for (unsigned K : Known)
    if (K <= Number)
      Best = K;
  return "sm_" + std::to_string(Best);
}

/// The target's facts (src/ISA/Targets.td); lintCuda has made sure there
/// are some.
const isa::TargetInfo &targetFacts(const std::string &Target) {
  const isa::TargetInfo *Facts = isa::findTargetSpelt(Target);
  assert(Facts && "lintCuda checks the target names");
  return *Facts;
}

/// Collects clang's errors as findings.
class ErrorCollector : public clang::DiagnosticConsumer {
public:
  explicit ErrorCollector(std::vector<LocatedDiagnostic> &Out) : Out(Out) {}

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < clang::DiagnosticsEngine::Error)
      return;
    llvm::SmallString<256> Message;
    Info.FormatDiagnostic(Message);
    LocatedDiagnostic Finding;
    Finding.D.ID = DiagID::CudaFrontEnd;
    Finding.D.Level = Severity::Error;
    Finding.D.Message = std::string(Message.str());
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      const clang::SourceManager &SM = Info.getSourceManager();
      auto [File, Offset] = SM.getDecomposedLoc(SM.getFileLoc(Info.getLocation()));
      if (const clang::FileEntry *Entry = SM.getFileEntryForID(File)) {
        Finding.File = displayPath(Entry->getName());
        Finding.D.Range = {Offset, Offset};
      }
    }
    if (Finding.D.Message.find("precompiled header") != std::string::npos ||
        Finding.D.Message.find("PCH file") != std::string::npos ||
        Finding.D.Message.find("AST file") != std::string::npos)
      PreambleFailed = true;
    Out.push_back(std::move(Finding));
  }

  /// Whether clang refused the precompiled toolkit preamble.
  bool preambleFailed() const { return PreambleFailed; }

private:
  std::vector<LocatedDiagnostic> &Out;
  bool PreambleFailed = false;
};

class AsmConsumer : public clang::SemaConsumer {
public:
  AsmConsumer(AsmChecker &Checker, BodySkipper &Skipper, bool Relocatable,
              bool SystemHeaders)
      : Checker(Checker), Skipper(Skipper), Relocatable(Relocatable),
        SystemHeaders(SystemHeaders) {}

  bool shouldSkipFunctionBody(clang::Decl *D) override {
    return Skipper.canSkip(D);
  }

  void InitializeSema(clang::Sema &S) override { TheSema = &S; }

  void HandleTranslationUnit(clang::ASTContext &Context) override {
    Checker.setContext(Context);
    for (const StatementToCheck &Statement :
         statementsToCheck(Context, TheSema, Relocatable, SystemHeaders))
      Checker.check(*Statement.Statement, *Statement.Function,
                    Statement.InKernel, Statement.Compiled);
  }

private:
  AsmChecker &Checker;
  BodySkipper &Skipper;
  bool Relocatable;
  bool SystemHeaders;
  clang::Sema *TheSema = nullptr;
};

class AsmAction : public clang::ASTFrontendAction {
public:
  AsmAction(AsmChecker &Checker, bool Relocatable, bool SystemHeaders,
            std::string PTXVersion, std::vector<std::string> PreambleAsmMacros)
      : Checker(Checker), Relocatable(Relocatable), SystemHeaders(SystemHeaders),
        PTXVersion(std::move(PTXVersion)),
        PreambleAsmMacros(std::move(PreambleAsmMacros)) {}

  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, llvm::StringRef) override {
    // Bodies without asm are skipped: most of a header's functions.
    CI.getFrontendOpts().SkipFunctionBodies = true;
    replaceCCCLPTXISA(CI.getPreprocessor(), PTXVersion);
    Skipper = std::make_unique<BodySkipper>(CI.getSourceManager(),
                                            CI.getPreprocessor());
    Skipper->addAsmMacros(PreambleAsmMacros);
    return std::make_unique<AsmConsumer>(Checker, *Skipper, Relocatable,
                                         SystemHeaders);
  }

private:
  AsmChecker &Checker;
  bool Relocatable;
  bool SystemHeaders;
  std::string PTXVersion;
  std::vector<std::string> PreambleAsmMacros;
  std::unique_ptr<BodySkipper> Skipper;
};

/// A precompiled preamble a compilation starts from.
struct Preamble {
  std::string Path;
  std::vector<std::string> AsmMacros;
  /// Whether clang is to check that its headers have not changed: the
  /// name of a toolkit preamble already says so.
  bool Validate = false;
};

/// Whether the last -std= of Args asks for C++20 or later.
bool cxx20OrLater(const std::vector<std::string> &Args) {
  std::string Standard;
  for (const std::string &Arg : Args)
    if (llvm::StringRef(Arg).startswith("-std="))
      Standard = Arg.substr(5);
  for (const char *Later : {"20", "2a", "23", "2b", "26", "2c"})
    if (llvm::StringRef(Standard).endswith(Later))
      return true;
  return false;
}

bool isDirectory(const std::string &Path) {
  return llvm::sys::fs::is_directory(Path);
}

} // namespace

std::string ptxlint::displayPath(llvm::StringRef Name) {
  llvm::SmallString<256> Path(Name);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return std::string(Path.str());
}

std::vector<std::string> ptxlint::deviceMacros(const std::string &Target) {
  const isa::TargetInfo &Facts = targetFacts(Target);
  std::string Arch = std::to_string(Facts.SM * 10);
  std::vector<std::string> Macros = {"__CUDA_ARCH__=" + Arch,
                                     "__CUDA_ARCH_LIST__=" + Arch};
  if (Facts.ArchSpecific) {
    Macros.push_back("__CUDA_ARCH_FEAT_SM" + std::to_string(Facts.SM) + "_ALL");
    Macros.push_back("__CUDA_ARCH_SPECIFIC__=" + Arch);
  }
  if (Facts.ArchSpecific || Facts.FamilySpecific)
    Macros.push_back("__CUDA_ARCH_FAMILY_SPECIFIC__=" + Arch);
  return Macros;
}

DeviceCompilationResult ptxlint::compileForDevice(const DeviceCompilation &C) {
  DeviceCompilationResult Result;

  // -std=c++17: nvcc's default, which the user's -std overrides. No
  // carets: clang's "N errors generated" summary goes with them.
  // CCCL_DISABLE_FLOAT128_SUPPORT: CCCL uses __float128 in sm_100 code,
  // which clang 14 does not have for NVPTX. -fcuda-allow-variadic-functions:
  // nvcc takes C variadic device functions, which CCCL declares for
  // overload resolution (`__test(...)` in <cuda/std/type_traits>); clang 14
  // refuses them unless told.
  std::vector<std::string> Args = {
      "clang", "-x", "cuda", "--cuda-device-only", "-fsyntax-only", "-w",
      "-fno-caret-diagnostics", "-fdelayed-template-parsing", "-std=c++17",
      "-DCCCL_DISABLE_FLOAT128_SUPPORT", "-Xclang", "-fcuda-allow-variadic-functions",
      "--cuda-gpu-arch=" + clangArchitecture(targetFacts(C.Target).SM),
      "-nocudalib", "-nocudainc", "-resource-dir", PTXLINT_CLANG_RESOURCE_DIR,
      "-U__CUDA_ARCH__"};
  for (const std::string &Macro : deviceMacros(C.Target))
    Args.push_back("-D" + Macro);
  // The user's -I and -isystem come first, as they would for clang.
  // Their -include files come after the toolkit's prelude, as nvcc puts
  // them after cuda_runtime.h: they may use what it declares.
  std::vector<std::string> ForcedIncludes;
  for (size_t I = 0; I < C.UserArgs.size(); ++I) {
    if (C.UserArgs[I] == "-include" && I + 1 < C.UserArgs.size())
      ForcedIncludes.insert(ForcedIncludes.end(), {"-include", C.UserArgs[++I]});
    else
      Args.push_back(C.UserArgs[I]);
  }
  std::vector<std::string> ToolkitFiles;
  if (C.CudaPath.empty()) {
    Args.insert(Args.end(), {"-include", NoToolkitPrelude});
  } else {
    // What the driver adds for the toolkit (-nocudainc leaves it to us, so
    // that its wrapper can come precompiled), the stand-ins first.
    std::string Resource = PTXLINT_CLANG_RESOURCE_DIR;
    Args.insert(Args.end(), {"--cuda-path=" + C.CudaPath, "-isystem", ShimDir,
                             "-isystem", Resource + "/include/cuda_wrappers",
                             "-isystem", C.CudaPath + "/include"});
    // nvcc 12.8 and later find CCCL here without being told.
    if (isDirectory(C.CudaPath + "/include/cccl"))
      Args.insert(Args.end(), {"-isystem", C.CudaPath + "/include/cccl"});
    ToolkitFiles = {C.CudaPath + "/include/cuda.h", C.CudaPath + "/include/cuda_runtime.h",
                    Resource + "/include/__clang_cuda_runtime_wrapper.h"};
  }

  auto Overlay = shimFileSystem(C.WorkingDirectory);
  if (C.Contents) {
    // The editor's text over the file on disk.
    auto Unsaved = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
    llvm::SmallString<256> Absolute(C.Path);
    Overlay->makeAbsolute(Absolute);
    Unsaved->addFile(Absolute, 0, llvm::MemoryBuffer::getMemBufferCopy(*C.Contents));
    Overlay->pushOverlay(Unsaved);
  }
  // The headers the source starts with, which a source preamble holds: the
  // compilation that reads it must see the same prelude clang wrote it from.
  std::vector<std::string> Includes;
  if (auto Text = Overlay->getBufferForFile(C.Path))
    Includes = leadingAngleIncludes((*Text)->getBuffer());
  addSourcePrelude(*Overlay, sourcePreludeText(Includes));
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(
      clang::FileSystemOptions{C.WorkingDirectory}, Overlay);

  AsmCheckSettings Settings;
  Settings.Target = C.Target;
  Settings.PTXVersion = C.PTXVersion;
  Settings.CUDARelease = C.CUDARelease;
  Settings.OneOfSeveralTargets = C.OneOfSeveralTargets;
  Settings.Diagnostics = C.Diagnostics;
  // Whether clang read the source; false when it refused the preamble.
  auto run = [&](const Preamble *Start) {
    std::vector<std::string> Command = Args;
    if (Start && Start->Validate)
      Command.insert(Command.end(), {"-Xclang", "-fmodules-validate-system-headers"});
    if (Start)
      Command.insert(Command.end(), {"-include-pch", Start->Path});
    else if (!C.CudaPath.empty())
      Command.insert(Command.end(), {"-include", ToolkitPrelude});
    Command.insert(Command.end(), ForcedIncludes.begin(), ForcedIncludes.end());
    Command.push_back(C.Path);
    Result = DeviceCompilationResult();
    AsmChecker Checker(Settings, Result.Findings);
    ErrorCollector Errors(Result.Findings);
    clang::tooling::ToolInvocation Invocation(
        Command,
        std::make_unique<AsmAction>(Checker, C.Relocatable, C.SystemHeaders, C.PTXVersion,
                                    Start ? Start->AsmMacros : std::vector<std::string>()),
        Files.get());
    Invocation.setDiagnosticConsumer(&Errors);
    Invocation.run();
    Result.AsmStatements = Checker.statements();
    Result.DistinctForms = Checker.distinctForms();
    if (Start && Errors.preambleFailed()) {
      // Not this file's problem (the headers changed under it): read it
      // another way, and build the preamble afresh next time.
      llvm::sys::fs::remove(Start->Path);
      return false;
    }
    return true;
  };
  // --system-headers reads every header whole: no preamble then. Nor for
  // C++20 and later, where clang 14 finds the toolkit's math functions
  // defined twice, once in the preamble and once in the source.
  bool Done = false;
  if (!C.CudaPath.empty() && !C.SystemHeaders && !cxx20OrLater(Args)) {
    // A forced include comes before the source's own: what it defines may
    // change what they declare, and it is not in the preamble.
    SourcePreambleInputs Inputs{Args, Includes, C.PTXVersion, ToolkitFiles, shimText(),
                                C.CacheDir, C.CacheBudget, C.WorkingDirectory};
    std::optional<SourcePreambleFile> Source;
    if (ForcedIncludes.empty())
      Source = sourcePreamble(Inputs);
    if (Source) {
      Preamble Start{Source->Path, Source->AsmMacros, /*Validate=*/true};
      Done = run(&Start);
    }
    if (!Done)
      if (auto Toolkit = toolkitPreamble(Args, ToolkitPrelude, ToolkitFiles, shimText(),
                                         C.CacheDir, C.CacheBudget, *Files)) {
        Preamble Start{*Toolkit, {}, /*Validate=*/false};
        Done = run(&Start);
      }
  }
  if (!Done)
    run(nullptr);

  std::set<std::string> Needed;
  for (const LocatedDiagnostic &F : Result.Findings)
    if (!F.File.empty())
      Needed.insert(F.File);
  for (const std::string &Name : Needed) {
    if (auto Buffer = Files->getBufferForFile(Name))
      Result.FileTexts.emplace_back(Name, (*Buffer)->getBuffer().str());
    else
      Result.FileTexts.emplace_back(Name, "");
  }
  return Result;
}
