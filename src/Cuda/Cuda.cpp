//===- Cuda.cpp - Inline PTX in CUDA C++ sources, for every target ---------===//
//
// One device compilation per target and CUDA release (DeviceCompilation.h),
// run side by side; findings they share are reported once, naming the
// targets they hold for, as for a PTX module checked for several targets.
//
//===----------------------------------------------------------------------===//

#include "CudaPlugin.h"
#include "DeviceCompilation.h"

#include "ptxlint/Checker.h"
#include "ptxlint/Suppressions.h"

#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"

#include <algorithm>
#include <map>
#include <thread>

using namespace ptxlint;

namespace {

/// The toolkit to read headers from, or empty.
std::string findToolkit(const std::string &Given) {
  std::string Path = Given;
  if (Path.empty())
    if (llvm::Optional<std::string> Env = llvm::sys::Process::GetEnv("CUDA_PATH"))
      Path = *Env;
  if (Path.empty())
    Path = "/usr/local/cuda";
  if (!llvm::sys::fs::exists(Path + "/include/cuda_runtime.h"))
    return "";
  return Path;
}

using FindingKey = std::tuple<std::string, uint32_t, uint32_t, uint16_t, std::string>;

std::optional<CompileCommand> findCommand(const std::string &BuildDir,
                                          const std::string &File,
                                          std::string &Error) {
  std::string Database = BuildDir + "/compile_commands.json";
  std::string LoadError;
  auto Commands = clang::tooling::JSONCompilationDatabase::loadFromFile(
      Database, LoadError, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  if (!Commands) {
    Error = "cannot read '" + Database + "': " + LoadError;
    return std::nullopt;
  }
  std::vector<clang::tooling::CompileCommand> Found =
      Commands->getCompileCommands(absoluteSourcePath(File));
  if (Found.empty()) {
    Error = "'" + Database + "' has no command for '" + File + "'";
    return std::nullopt;
  }
  return CompileCommand{Found.front().Directory, Found.front().CommandLine};
}

CudaLintResult lintSource(const std::string &Path, const CudaOptions &Options) {
  CudaLintResult Result;
  std::vector<std::string> Targets = Options.Targets;
  if (Targets.empty())
    Targets = targetsFromCompilerArgs(Options.CompilerArgs);
  if (Targets.empty())
    Targets.push_back(defaultCudaTarget());
  for (const std::string &Target : Targets) {
    if (Target == "all" || Target == "all-major" || Target == "native") {
      Result.FatalError = "cannot tell which targets -arch=" + Target +
                          " builds for; name them with --target";
      return Result;
    }
    if (!isKnownTarget(Target)) {
      Result.FatalError = "unknown target '" + Target + "'";
      return Result;
    }
  }
  std::vector<std::string> Releases = Options.CUDAReleases;
  if (Releases.empty())
    Releases.push_back("13.0");
  Result.Targets = Targets;

  // One device compilation per target and release; Tags name each in
  // findings that hold for some of them only.
  std::vector<DeviceCompilation> Runs;
  std::vector<std::string> Tags;
  std::string CudaPath = findToolkit(Options.CudaPath);
  std::vector<std::string> UserArgs = preprocessorFlags(Options.CompilerArgs);
  for (const std::string &Target : Targets)
    for (const std::string &Release : Releases) {
      DeviceCompilation C;
      C.Target = Target;
      C.CUDARelease = cudaReleaseName(Release);
      C.PTXVersion = ptxVersionForCUDA(C.CUDARelease);
      if (C.PTXVersion.empty()) {
        Result.FatalError = "unknown CUDA release '" + Release + "'";
        return Result;
      }
      C.OneOfSeveralTargets = Targets.size() > 1;
      C.Relocatable = Options.Relocatable ||
                      relocatableFromCompilerArgs(Options.CompilerArgs);
      C.CudaPath = CudaPath;
      C.SystemHeaders = Options.SystemHeaders;
      C.CacheDir = Options.CacheDirectory;
      C.CacheBudget = Options.CacheBudget;
      C.UserArgs = UserArgs;
      C.WorkingDirectory = Options.WorkingDirectory;
      C.Path = Path;
      C.Contents = Options.Contents ? &*Options.Contents : nullptr;
      C.Diagnostics = Options.Diagnostics;
      Runs.push_back(std::move(C));
      std::string Tag = Targets.size() > 1 ? Target : "";
      if (Releases.size() > 1)
        Tag += (Tag.empty() ? "CUDA " : " with CUDA ") + Runs.back().CUDARelease;
      Tags.push_back(std::move(Tag));
    }

  std::vector<DeviceCompilationResult> Outcomes(Runs.size());
  unsigned Workers = std::max(1u, std::min<unsigned>(std::thread::hardware_concurrency(),
                                                     static_cast<unsigned>(Runs.size())));
  std::atomic<size_t> NextRun{0};
  auto work = [&] {
    for (size_t I; (I = NextRun++) < Runs.size();)
      Outcomes[I] = compileForDevice(Runs[I]);
  };
  std::vector<std::thread> Threads;
  for (unsigned W = 1; W < Workers; ++W)
    Threads.emplace_back(work);
  work();
  for (std::thread &T : Threads)
    T.join();

  // Merge: once per distinct finding, with the runs it holds for.
  std::map<FindingKey, size_t> Seen;
  std::vector<LocatedDiagnostic> Merged;
  std::map<std::string, std::string> Texts;
  for (size_t I = 0; I < Runs.size(); ++I) {
    Result.AsmStatements += Outcomes[I].AsmStatements;
    Result.DistinctForms += Outcomes[I].DistinctForms;
    for (auto &[Name, Text] : Outcomes[I].FileTexts)
      Texts.emplace(Name, std::move(Text));
    for (LocatedDiagnostic &F : Outcomes[I].Findings) {
      // A system header's code nobody uses is the header's business.
      if (F.InSystemHeader && F.Uncompiled && !Options.SystemHeaders)
        continue;
      FindingKey Key{F.File, F.D.Range.Begin, F.D.Range.End,
                     static_cast<uint16_t>(F.D.ID), F.D.Message};
      auto [It, New] = Seen.try_emplace(Key, Merged.size());
      if (New) {
        Merged.push_back(std::move(F));
        Merged.back().D.Targets = {Tags[I]};
      } else {
        Merged[It->second].D.Targets.push_back(Tags[I]);
      }
    }
  }

  std::map<std::string, size_t> FileIndex;
  std::vector<DiagnosticEngine> Engines;
  auto fileFor = [&](const std::string &Name) {
    auto [It, New] = FileIndex.try_emplace(Name, Result.Sources.size());
    if (New) {
      auto Text = Texts.find(Name);
      Result.Sources.push_back(SourceFile::fromString(
          Name, Text == Texts.end() ? std::string() : std::move(Text->second)));
      Engines.emplace_back(Options.Diagnostics);
    }
    return It->second;
  };
  for (LocatedDiagnostic &F : Merged) {
    if (F.D.Targets.size() == Runs.size())
      F.D.Targets.clear();
    // A finding clang made without a place is the source's.
    size_t Index = fileFor(F.File.empty() ? Path : F.File);
    F.D.Level = F.D.ID == DiagID::CudaFrontEnd ? Severity::Error
                                               : F.D.Level;
    Engines[Index].add(std::move(F.D));
  }
  for (size_t I = 0; I < Result.Sources.size(); ++I) {
    DiagnosticEngine &Diags = Engines[I];
    const SourceFile &Source = *Result.Sources[I];
    if (Options.InlineSuppressions) {
      std::vector<Diagnostic> Problems;
      Suppressions Comments = Suppressions::scan(Source, Problems, true);
      if (!Comments.empty())
        Diags.retainIf([&](const Diagnostic &D) { return !Comments.suppresses(Source, D); });
      // A suppression of an error or of no known ID says so.
      for (Diagnostic &D : Problems)
        if (Diags.isEnabled(D.ID)) {
          D.Level = Diags.options().severityOf(D.ID);
          Diags.add(std::move(D));
        }
    }
    Diags.sortByLocation();
    Result.Errors += Diags.errorCount();
    Result.Warnings += Diags.warningCount();
    Result.Files.push_back({&Source, Diags.takeDiagnostics()});
  }
  return Result;
}

} // namespace

extern "C" __attribute__((visibility("default"))) const CudaPluginInterface *
ptxlint_cuda_plugin() {
  static const CudaPluginInterface Interface = {CudaPluginVersion, lintSource,
                                                findCommand};
  return &Interface;
}
