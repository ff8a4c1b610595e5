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
#include "ToolkitPreamble.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <set>

using namespace ptxlint;

#ifndef PTXLINT_CLANG_RESOURCE_DIR
#error "the build names clang's resource directory"
#endif

namespace {

/// Where the stand-in headers live; nothing on disk has this name.
constexpr const char *ShimDir = "/ptx-lint-cuda-shims";

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

/// Without a toolkit: what its headers would define for a source that
/// includes none of them.
constexpr const char *NoToolkitPrelude = R"(/* ptx-lint: no CUDA toolkit */
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __grid_constant__
#define __CUDACC__ 1
#include <__clang_cuda_builtin_vars.h>
)";

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

/// 90 for "sm_90a", 100 for "sm_100f".
unsigned targetNumber(const std::string &Target) {
  unsigned Number = 0;
  for (size_t I = Target.find('_') + 1; I < Target.size() && isdigit(Target[I]); ++I)
    Number = Number * 10 + (Target[I] - '0');
  return Number;
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
        Finding.File = std::string(Entry->getName());
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

/// An asm statement in device code, and the function it is in.
struct FoundAsm {
  const clang::GCCAsmStmt *Statement;
  const clang::FunctionDecl *Function; ///< Canonical.
  bool Entry;
  /// In a template not yet instantiated: operands may have no type yet.
  bool Dependent;
};

/// Collects every asm statement in device code, templates and their
/// instantiations included, and which function refers to which, for what
/// nvcc compiles (reachability).
class AsmVisitor : public clang::RecursiveASTVisitor<AsmVisitor> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(clang::Decl *D) {
    // The precompiled toolkit headers are read only where the program uses
    // them (visitCompiled): reading them all back costs as much as
    // parsing them.
    if (D && D->isFromASTFile() && !InPreamble)
      return true;
    auto *Function = llvm::dyn_cast_or_null<clang::FunctionDecl>(D);
    if (Function)
      Functions.push_back(Function->getCanonicalDecl());
    bool Result = RecursiveASTVisitor::TraverseDecl(D);
    if (Function)
      Functions.pop_back();
    return Result;
  }

  bool TraverseLambdaExpr(clang::LambdaExpr *E) {
    // Defining a lambda in compiled code counts as using it.
    refer(E->getCallOperator());
    Functions.push_back(E->getCallOperator()->getCanonicalDecl());
    bool Result = RecursiveASTVisitor::TraverseLambdaExpr(E);
    Functions.pop_back();
    return Result;
  }

  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    refer(llvm::dyn_cast<clang::FunctionDecl>(E->getDecl()));
    return true;
  }
  bool VisitMemberExpr(clang::MemberExpr *E) {
    refer(llvm::dyn_cast<clang::FunctionDecl>(E->getMemberDecl()));
    return true;
  }
  bool VisitCXXConstructExpr(clang::CXXConstructExpr *E) {
    refer(E->getConstructor());
    return true;
  }

  bool VisitGCCAsmStmt(clang::GCCAsmStmt *S) {
    if (Functions.empty())
      return true;
    const clang::FunctionDecl *F = Functions.back();
    bool Entry = F->hasAttr<clang::CUDAGlobalAttr>();
    if (Entry || F->hasAttr<clang::CUDADeviceAttr>())
      Found.push_back({S, F, Entry, F->isDependentContext()});
    return true;
  }

  /// Reads a function of the precompiled preamble, as TraverseDecl does
  /// not.
  void visitFromPreamble(const clang::FunctionDecl &F) {
    const clang::FunctionDecl *Definition = nullptr;
    if (!F.hasBody(Definition) || !Definition)
      return;
    InPreamble = true;
    TraverseDecl(const_cast<clang::FunctionDecl *>(Definition));
    InPreamble = false;
  }

  std::vector<FoundAsm> Found;
  std::map<const clang::FunctionDecl *, std::vector<const clang::FunctionDecl *>> Refers;

private:
  bool InPreamble = false;

  void refer(const clang::FunctionDecl *Callee) {
    if (Callee && !Functions.empty())
      Refers[Functions.back()].push_back(Callee->getCanonicalDecl());
  }

  std::vector<const clang::FunctionDecl *> Functions;
};

/// Whether nvcc compiles F for its own sake: a kernel, or with -rdc a
/// device function other translation units may call.
bool isRoot(const clang::FunctionDecl &F, bool Relocatable) {
  if (F.isDependentContext())
    return false;
  if (F.hasAttr<clang::CUDAGlobalAttr>())
    return true;
  return Relocatable && F.hasAttr<clang::CUDADeviceAttr>() &&
         F.isExternallyVisible() && !F.isInlined() &&
         F.getTemplatedKind() == clang::FunctionDecl::TK_NonTemplate;
}

/// The functions nvcc compiles: the roots and all they refer to.
std::set<const clang::FunctionDecl *> compiledFunctions(const AsmVisitor &Visitor,
                                                       bool Relocatable) {
  std::vector<const clang::FunctionDecl *> Work;
  std::set<const clang::FunctionDecl *> Compiled;
  auto add = [&](const clang::FunctionDecl *F) {
    if (Compiled.insert(F).second)
      Work.push_back(F);
  };
  for (const auto &Entry : Visitor.Refers)
    if (isRoot(*Entry.first, Relocatable))
      add(Entry.first);
  for (const FoundAsm &Asm : Visitor.Found)
    if (isRoot(*Asm.Function, Relocatable))
      add(Asm.Function);
  while (!Work.empty()) {
    const clang::FunctionDecl *F = Work.back();
    Work.pop_back();
    auto It = Visitor.Refers.find(F);
    if (It != Visitor.Refers.end())
      for (const clang::FunctionDecl *Callee : It->second)
        add(Callee);
  }
  return Compiled;
}

/// Function templates are parsed when something instantiates them
/// (-fdelayed-template-parsing): most of a header's templates never are.
/// Those of the user's own files, and with --system-headers all, are
/// parsed at the end all the same, so that their statements are checked as
/// written.
void parseUninstantiatedTemplates(clang::Sema &S, bool SystemHeaders) {
  if (!S.LateTemplateParser)
    return;
  const clang::SourceManager &SM = S.getSourceManager();
  std::vector<clang::LateParsedTemplate *> Pending;
  for (auto &Entry : S.LateParsedTemplateMap) {
    const clang::FunctionDecl *F = Entry.first;
    if (!F->isLateTemplateParsed() || F->isFromASTFile() ||
        (!SystemHeaders && SM.isInSystemHeader(F->getLocation())))
      continue;
    Pending.push_back(Entry.second.get());
  }
  for (clang::LateParsedTemplate *Template : Pending)
    S.LateTemplateParser(S.OpaqueParser, *Template);
}

/// Whether a statement of F lands in a kernel's body. nvcc always inlines
/// an always_inline (__forceinline__) function, so its statements land in
/// the bodies of the functions that call it, through any chain of such
/// functions: a kernel's body if each of those is a kernel, or if nothing
/// calls it yet (where it is placed decides then, and a kernel is where
/// kernel-only PTX such as `.pragma "enable_smem_spilling"` is right).
bool landsInKernel(const clang::FunctionDecl *F,
                   const std::map<const clang::FunctionDecl *,
                                  std::vector<const clang::FunctionDecl *>> &Callers) {
  if (F->hasAttr<clang::CUDAGlobalAttr>())
    return true;
  if (!F->hasAttr<clang::AlwaysInlineAttr>())
    return false;
  std::set<const clang::FunctionDecl *> Seen{F};
  std::vector<const clang::FunctionDecl *> Work{F};
  while (!Work.empty()) {
    const clang::FunctionDecl *G = Work.back();
    Work.pop_back();
    auto It = Callers.find(G);
    if (It == Callers.end())
      continue;
    for (const clang::FunctionDecl *Caller : It->second) {
      if (!Seen.insert(Caller).second || Caller->hasAttr<clang::CUDAGlobalAttr>())
        continue;
      if (!Caller->hasAttr<clang::AlwaysInlineAttr>())
        return false;
      Work.push_back(Caller);
    }
  }
  return true;
}

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
    if (TheSema)
      parseUninstantiatedTemplates(*TheSema, SystemHeaders);
    Checker.setContext(Context);
    AsmVisitor Visitor;
    Visitor.TraverseDecl(Context.getTranslationUnitDecl());
    std::set<const clang::FunctionDecl *> Compiled =
        compiledFunctions(Visitor, Relocatable);
    // The preamble's functions the program compiles, and those they call.
    for (std::set<const clang::FunctionDecl *> Read;;) {
      bool More = false;
      for (const clang::FunctionDecl *F : Compiled)
        if (F->isFromASTFile() && Read.insert(F).second) {
          Visitor.visitFromPreamble(*F);
          More = true;
        }
      if (!More)
        break;
      Compiled = compiledFunctions(Visitor, Relocatable);
    }
    // A template's statement is checked as written only where no
    // instantiation of it is: those know their operands.
    std::set<unsigned> InstantiatedAt;
    for (const FoundAsm &Asm : Visitor.Found)
      if (!Asm.Dependent)
        InstantiatedAt.insert(Asm.Statement->getAsmString()->getBeginLoc().getRawEncoding());
    std::map<const clang::FunctionDecl *, std::vector<const clang::FunctionDecl *>> Callers;
    for (const auto &[Caller, Callees] : Visitor.Refers)
      for (const clang::FunctionDecl *Callee : Callees)
        Callers[Callee].push_back(Caller);
    for (const FoundAsm &Asm : Visitor.Found) {
      if (Asm.Dependent &&
          InstantiatedAt.count(Asm.Statement->getAsmString()->getBeginLoc().getRawEncoding()))
        continue;
      Checker.check(*Asm.Statement, *Asm.Function,
                    landsInKernel(Asm.Function, Callers),
                    Compiled.count(Asm.Function) != 0);
    }
  }

private:
  AsmChecker &Checker;
  BodySkipper &Skipper;
  bool Relocatable;
  bool SystemHeaders;
  clang::Sema *TheSema = nullptr;
};

/// CCCL's <cuda/std/__cccl/ptx_isa.h> defines __cccl_ptx_isa, the PTX ISA
/// the compiler can emit, from a table of CUDA releases: for nvcc the
/// newest ISA the table knows up to nvcc's release, for clang before 16
/// 750 whatever the toolkit (CCCL 3.x), and every cuda::ptx wrapper under
/// `#if __cccl_ptx_isa >= 800` (nearly all of <cuda/ptx>) is left out. So
/// the definition is replaced, as soon as it is read, by nvcc's: the
/// release's ISA, or the newest the header names if that is older (870
/// for the CCCL of CUDA 13.0, whose table ends at 8.7). Nothing else of
/// the header changes.
class CCCLPTXISA : public clang::PPCallbacks {
public:
  CCCLPTXISA(clang::Preprocessor &PP, unsigned ReleaseISA)
      : PP(PP), ReleaseISA(ReleaseISA) {}

  void MacroDefined(const clang::Token &Name, const clang::MacroDirective *MD) override {
    clang::IdentifierInfo *II = Name.getIdentifierInfo();
    if (!II || !II->isStr("__cccl_ptx_isa") || !ReleaseISA)
      return;
    const clang::SourceManager &SM = PP.getSourceManager();
    clang::SourceLocation Loc = MD->getLocation();
    // The newest ISA of the header's table.
    llvm::StringRef Text = SM.getBufferData(SM.getFileID(Loc));
    unsigned Newest = 0;
    for (size_t At = 0; (At = Text.find("define __cccl_ptx_isa ", At)) != llvm::StringRef::npos;) {
      At += strlen("define __cccl_ptx_isa ");
      unsigned ISA = 0;
      if (!Text.substr(At).take_while([](char C) { return C >= '0' && C <= '9'; }).getAsInteger(10, ISA))
        Newest = std::max(Newest, ISA);
    }
    if (!Newest)
      return;
    clang::MacroInfo *MI = PP.AllocateMacroInfo(Loc);
    clang::Token Number;
    Number.startToken();
    Number.setKind(clang::tok::numeric_constant);
    PP.CreateString(std::to_string(std::min(Newest, ReleaseISA)) + "ULL", Number);
    MI->AddTokenToBody(Number);
    MI->setDefinitionEndLoc(Loc);
    PP.appendDefMacroDirective(II, MI, Loc);
  }

private:
  clang::Preprocessor &PP;
  unsigned ReleaseISA;
};

/// "9.0" -> 900, as CCCL counts the ISA.
unsigned ccclPTXISA(const std::string &PTXVersion) {
  size_t Dot = PTXVersion.find('.');
  if (Dot == std::string::npos || Dot == 0 || Dot + 1 >= PTXVersion.size())
    return 0;
  return std::stoul(PTXVersion.substr(0, Dot)) * 100 + (PTXVersion[Dot + 1] - '0') * 10;
}

class AsmAction : public clang::ASTFrontendAction {
public:
  AsmAction(AsmChecker &Checker, bool Relocatable, bool SystemHeaders,
            std::string PTXVersion)
      : Checker(Checker), Relocatable(Relocatable), SystemHeaders(SystemHeaders),
        PTXVersion(std::move(PTXVersion)) {}

  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, llvm::StringRef) override {
    // Bodies without asm are skipped: most of a header's functions.
    CI.getFrontendOpts().SkipFunctionBodies = true;
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<CCCLPTXISA>(CI.getPreprocessor(), ccclPTXISA(PTXVersion)));
    Skipper = std::make_unique<BodySkipper>(CI.getSourceManager(),
                                            CI.getPreprocessor());
    return std::make_unique<AsmConsumer>(Checker, *Skipper, Relocatable,
                                         SystemHeaders);
  }

private:
  AsmChecker &Checker;
  bool Relocatable;
  bool SystemHeaders;
  std::string PTXVersion;
  std::unique_ptr<BodySkipper> Skipper;
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

std::vector<std::string> ptxlint::deviceMacros(const std::string &Target) {
  unsigned Number = targetNumber(Target);
  std::string Arch = std::to_string(Number * 10);
  std::vector<std::string> Macros = {"__CUDA_ARCH__=" + Arch,
                                     "__CUDA_ARCH_LIST__=" + Arch};
  char Suffix = Target.empty() ? 0 : Target.back();
  if (Suffix == 'a') {
    Macros.push_back("__CUDA_ARCH_FEAT_SM" + std::to_string(Number) + "_ALL");
    Macros.push_back("__CUDA_ARCH_SPECIFIC__=" + Arch);
  }
  if (Suffix == 'a' || Suffix == 'f')
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
      "--cuda-gpu-arch=" + clangArchitecture(targetNumber(C.Target)),
      "-nocudalib", "-nocudainc", "-resource-dir", PTXLINT_CLANG_RESOURCE_DIR,
      "-U__CUDA_ARCH__"};
  for (const std::string &Macro : deviceMacros(C.Target))
    Args.push_back("-D" + Macro);
  // The user's -I and -isystem come first, as they would for clang.
  Args.insert(Args.end(), C.UserArgs.begin(), C.UserArgs.end());
  std::vector<std::string> ToolkitFiles;
  if (C.CudaPath.empty()) {
    Args.insert(Args.end(), {"-include", std::string(ShimDir) + "/ptx_lint_no_toolkit.h"});
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

  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  for (const auto &[Name, Text] : ToolkitShims)
    Memory->addFile(std::string(ShimDir) + "/" + Name, 0,
                    llvm::MemoryBuffer::getMemBuffer(Text));
  Memory->addFile(std::string(ShimDir) + "/ptx_lint_no_toolkit.h", 0,
                  llvm::MemoryBuffer::getMemBuffer(NoToolkitPrelude));
  Memory->addFile(std::string(ShimDir) + "/preamble.cu", 0,
                  llvm::MemoryBuffer::getMemBuffer(""));
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::getRealFileSystem());
  if (!C.WorkingDirectory.empty())
    Overlay->setCurrentWorkingDirectory(C.WorkingDirectory);
  Overlay->pushOverlay(Memory);
  if (C.Contents) {
    // The editor's text over the file on disk.
    auto Unsaved = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
    llvm::SmallString<256> Absolute(C.Path);
    Overlay->makeAbsolute(Absolute);
    Unsaved->addFile(Absolute, 0, llvm::MemoryBuffer::getMemBufferCopy(*C.Contents));
    Overlay->pushOverlay(Unsaved);
  }
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(
      clang::FileSystemOptions{C.WorkingDirectory}, Overlay);

  std::optional<std::string> Preamble;
  // --system-headers reads every header whole: no preamble then. Nor for
  // C++20 and later, where clang 14 finds the toolkit's math functions
  // defined twice, once in the preamble and once in the source.
  if (!C.CudaPath.empty() && !C.SystemHeaders && !cxx20OrLater(Args))
    Preamble = toolkitPreamble(Args, ToolkitFiles, C.CacheDir, *Files);

  AsmCheckSettings Settings;
  Settings.Target = C.Target;
  Settings.PTXVersion = C.PTXVersion;
  Settings.CUDARelease = C.CUDARelease;
  Settings.OneOfSeveralTargets = C.OneOfSeveralTargets;
  Settings.Diagnostics = C.Diagnostics;
  auto run = [&](bool UsePreamble) {
    std::vector<std::string> Command = Args;
    if (UsePreamble)
      Command.insert(Command.end(), {"-include-pch", *Preamble});
    else if (!C.CudaPath.empty())
      Command.insert(Command.end(), {"-include", "__clang_cuda_runtime_wrapper.h"});
    Command.push_back(C.Path);
    Result = DeviceCompilationResult();
    AsmChecker Checker(Settings, Result.Findings);
    ErrorCollector Errors(Result.Findings);
    clang::tooling::ToolInvocation Invocation(
        Command, std::make_unique<AsmAction>(Checker, C.Relocatable, C.SystemHeaders,
                                            C.PTXVersion),
        Files.get());
    Invocation.setDiagnosticConsumer(&Errors);
    Invocation.run();
    Result.AsmStatements = Checker.statements();
    Result.DistinctForms = Checker.distinctForms();
    return !Errors.preambleFailed();
  };
  // A preamble that does not fit (the toolkit changed under it) is not
  // this file's problem: read it without.
  if (Preamble && !run(true)) {
    llvm::sys::fs::remove(*Preamble); // Built afresh next time.
    run(false);
  } else if (!Preamble) {
    run(false);
  }

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
