//===- Driver.cpp - Running ptx-lint over files ---------------------------===//

#include "Driver.h"

#include "ptxlint/AccessProperty.h"
#include "ptxlint/AtomicWrite.h"
#include "ptxlint/Checker.h"
#include "ptxlint/Config.h"
#include "ptxlint/Cuda.h"
#include "ptxlint/DiagnosticPrinter.h"
#include "ptxlint/Floor.h"
#include "ptxlint/OutOfMemory.h"
#include "ptxlint/OutputFormats.h"
#include "ptxlint/Printer.h"
#include "ptxlint/SASS.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <condition_variable>
#include <iostream>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>

using namespace ptxlint;

namespace {

/// The options for one file: the run's, then its config file's, then the
/// command line's.
bool optionsFor(const RunSettings &Settings, const ConfigFile *Config,
                LintOptions &Options, std::string &Error) {
  Options = Settings.Lint;
  Options.KeepComments = Settings.KeepComments;
  if (Config && !applyConfigFile(*Config, Options, Error))
    return false;
  if (!Settings.CommandLineTargets.empty())
    Options.Targets = Settings.CommandLineTargets;
  if (Settings.CommandLineRelocatable)
    Options.Relocatable = true;
  if (Settings.CommandLineMaxFindings)
    Options.Diagnostics.MaxFindingsPerKind = *Settings.CommandLineMaxFindings;
  if (!resolvePTXVersion(Settings.CommandLinePTXVersion, "", Options.PTXVersion,
                         Error) ||
      !resolveCUDAReleases(Settings.CommandLineCUDA, "", Options.CUDAReleases,
                           Error))
    return false;
  for (const std::string &Switch : Settings.CommandLineWarnings)
    if (!applyWarningSwitch(Switch, Options.Diagnostics, Error))
      return false;
  return true;
}

/// Everything one file produced, kept until its turn to be printed.
struct FileOutcome {
  std::unique_ptr<SourceFile> Source;
  /// With --fix, the fixed text the diagnostics point into.
  std::unique_ptr<SourceFile> FixedSource;
  std::vector<Diagnostic> Diagnostics;
  std::string ToolError;   // unreadable file or configuration
  std::string Canonical;   // --emit=canonical
  std::string FixReport;   // --fix: what was done
  std::unique_ptr<FloorReport> Floor; // --min-cuda
  /// A CUDA source's findings in the headers it includes.
  std::vector<std::unique_ptr<SourceFile>> Headers;
  std::vector<FileDiagnostics> HeaderFindings;
  int Exit = ExitClean;
  bool Ready = false;

  const SourceFile &shown() const {
    return FixedSource ? *FixedSource : *Source;
  }
};

/// Config files by path, read once per run.
class ConfigCache {
public:
  /// The config that applies to Path (null: none), or false on an error.
  bool lookup(const std::string &Path, const ConfigFile *&Config,
              std::string &Error) {
    Config = nullptr;
    std::optional<std::string> Found = findConfigFile(Path);
    if (!Found)
      return true;
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Files.find(*Found);
    if (It == Files.end()) {
      std::string LoadError;
      std::optional<ConfigFile> Loaded = loadConfigFile(*Found, LoadError);
      It = Files.emplace(*Found, std::make_pair(std::move(Loaded), LoadError))
               .first;
    }
    if (!It->second.first) {
      Error = It->second.second;
      return false;
    }
    Config = &*It->second.first;
    return true;
  }

private:
  std::mutex Mutex;
  std::map<std::string, std::pair<std::optional<ConfigFile>, std::string>> Files;
};

void fixFile(const std::string &Path, const RunSettings &Settings,
             const LintOptions &Options, FileOutcome &Out) {
  FixResult Fixed = fix(*Out.Source, Options);
  Out.FixedSource = std::move(Fixed.FixedSource);
  Out.Diagnostics = std::move(Fixed.Remaining.Diagnostics);
  unsigned Errors = Fixed.Remaining.Errors, Warnings = Fixed.Remaining.Warnings;
  if (!Fixed.Text) {
    Out.FixReport = "not rewritten: errors remain";
    Out.Exit = ExitFindings;
    return;
  }
  bool Changes = *Fixed.Text != Out.Source->text();
  if (Changes && Settings.DryRun) {
    Out.FixReport = "would be rewritten";
  } else if (Changes) {
    std::string Error;
    if (!writeFileAtomically(Path, *Fixed.Text, Error)) {
      Out.ToolError = Error;
      Out.Exit = ExitUsageOrIOError;
      return;
    }
    Out.FixReport = "rewritten in canonical form";
  }
  if (Changes && Fixed.FixesApplied)
    Out.FixReport += " (" + std::to_string(Fixed.FixesApplied) + " fix-it" +
                     (Fixed.FixesApplied == 1 ? "" : "s") + " applied)";
  bool Findings = Errors || Warnings || (Changes && Settings.DryRun);
  Out.Exit = Findings && !Settings.ExitZero ? ExitFindings : ExitClean;
}

bool isCudaPath(std::string_view Path) {
  auto EndsWith = [&](std::string_view Suffix) {
    return Path.size() > Suffix.size() &&
           Path.substr(Path.size() - Suffix.size()) == Suffix;
  };
  return EndsWith(".cu") || EndsWith(".cuh");
}

/// Checks the asm statements of a CUDA source for every target.
void lintCudaFile(const std::string &Path, const RunSettings &Settings,
                  const LintOptions &Options, FileOutcome &Out) {
  if (Settings.Fix || Settings.Emit != EmitKind::None || Settings.Explain ||
      Settings.MinCUDA) {
    Out.ToolError = "'" + Path + "' is CUDA C++: --fix, --emit, --explain and "
                    "--min-cuda work on PTX only";
    Out.Exit = ExitUsageOrIOError;
    return;
  }
  CudaOptions Cuda = cudaOptionsLike(Options);
  Cuda.CudaPath = Settings.CudaPath;
  Cuda.SystemHeaders = Settings.SystemHeaders;
  std::string Name = Path;
  if (!Settings.BuildDir.empty()) {
    std::optional<CompileCommand> Command =
        findCompileCommand(Settings.BuildDir, Path, Out.ToolError);
    if (!Command) {
      Out.Exit = ExitUsageOrIOError;
      return;
    }
    // The compiler itself is not a flag.
    Cuda.CompilerArgs.assign(Command->Arguments.begin() +
                                 std::min<size_t>(1, Command->Arguments.size()),
                             Command->Arguments.end());
    Cuda.WorkingDirectory = Command->Directory;
    // The command's relative paths are the build's, not ours.
    Name = absoluteSourcePath(Path);
  }
  Cuda.CompilerArgs.insert(Cuda.CompilerArgs.end(), Settings.CompilerArgs.begin(),
                           Settings.CompilerArgs.end());
  CudaLintResult Result = lintCuda(Name, Cuda);
  if (!Result.FatalError.empty()) {
    Out.ToolError = Result.FatalError;
    Out.Exit = ExitUsageOrIOError;
    return;
  }
  for (size_t I = 0; I < Result.Files.size(); ++I) {
    if (Result.Files[I].Source->name() == Name)
      Out.Diagnostics = std::move(Result.Files[I].Diagnostics);
    else
      Out.HeaderFindings.push_back(std::move(Result.Files[I]));
  }
  Out.Headers = std::move(Result.Sources);
  bool Findings = Result.Errors || Result.Warnings;
  Out.Exit = Findings && !Settings.ExitZero ? ExitFindings : ExitClean;
}

void lintFile(const std::string &Path, const RunSettings &Settings,
              ConfigCache &Configs, FileOutcome &Out, size_t &ReadUpTo) {
  const ConfigFile *Config = nullptr;
  LintOptions Options;
  if ((Settings.UseConfigFiles && !Configs.lookup(Path, Config, Out.ToolError)) ||
      !optionsFor(Settings, Config, Options, Out.ToolError)) {
    Out.Exit = ExitUsageOrIOError;
    return;
  }
  // Where the parser has got to, so that running out of memory can be
  // reported at the part of the file that was being read. The parser calls
  // this on the thread that called lint(), this one.
  Options.Progress = [&ReadUpTo, Shown = Settings.Lint.Progress](size_t Done,
                                                                 size_t Total) {
    ReadUpTo = Done;
    if (Shown)
      Shown(Done, Total);
  };
  Out.Source = SourceFile::open(Path, Out.ToolError);
  if (!Out.Source) {
    Out.Exit = ExitUsageOrIOError;
    return;
  }
  if (Settings.ISA == ISAKind::Cuda ||
      (Settings.ISA == ISAKind::Auto && isCudaPath(Path)))
    return lintCudaFile(Path, Settings, Options, Out);
  bool SASS = Settings.ISA == ISAKind::SASS ||
              (Settings.ISA == ISAKind::Auto && isSASSPath(Path));
  if (SASS &&
      (Settings.Fix || Settings.Emit != EmitKind::None || Settings.Explain ||
       Settings.MinCUDA)) {
    Out.ToolError = "'" + Path + "' is SASS: --fix, --emit, --explain and "
                    "--min-cuda work on PTX only";
    Out.Exit = ExitUsageOrIOError;
    return;
  }
  if (SASS) {
    SASSOptions Check;
    Check.Diagnostics = Options.Diagnostics;
    Check.InlineSuppressions = Options.InlineSuppressions;
    SASSResult Result = checkSASS(*Out.Source, Check);
    Out.Diagnostics = std::move(Result.Diagnostics);
    bool Findings = Result.Errors || Result.Warnings;
    Out.Exit = Findings && !Settings.ExitZero ? ExitFindings : ExitClean;
    return;
  }
  if (Settings.Explain) {
    Out.Diagnostics = explainPolicies(*Out.Source);
    bool Errors = false;
    for (const Diagnostic &D : Out.Diagnostics)
      Errors = Errors || D.Level == Severity::Error;
    Out.Exit = Errors && !Settings.ExitZero ? ExitFindings : ExitClean;
    return;
  }
  if (Settings.Fix)
    return fixFile(Path, Settings, Options, Out);
  if (Settings.MinCUDA) {
    Out.Floor = std::make_unique<FloorReport>(findFloor(*Out.Source, Options));
    Out.Diagnostics = Out.Floor->Errors;
    Out.Exit = Out.Floor->Checked ? ExitClean : ExitFindings;
    return;
  }
  Options.KeepAST = Settings.Emit == EmitKind::Canonical;
  LintResult Result = lint(*Out.Source, Options);
  Out.Diagnostics = std::move(Result.Diagnostics);
  if (Settings.Emit == EmitKind::Canonical && !Result.hasErrors()) {
    PrintOptions Print;
    Print.KeepComments = Settings.KeepComments;
    Out.Canonical = printModuleToString(Result.AST, Print);
  }
  bool Findings = Result.Errors || Result.Warnings;
  Out.Exit = Findings && !Settings.ExitZero ? ExitFindings : ExitClean;
}

/// Replaces what a file produced with one error saying that memory ran
/// out, at the part of the file the parser was reading (ReadUpTo: where
/// the last complete chunk ended). The findings so far are dropped: the
/// run did not finish, and a partial list would look like a verdict.
/// Located: the parser or the checker said what it was reading
/// (OutOfMemoryAt), which ReadUpTo then is.
void reportOutOfMemory(FileOutcome &Out, const std::string &Path,
                       size_t ReadUpTo, bool Located = false) {
  // Free what the file holds first: the report needs a little memory.
  std::vector<Diagnostic>().swap(Out.Diagnostics);
  Out.FixedSource.reset();
  std::string().swap(Out.Canonical);
  std::string().swap(Out.FixReport);
  Out.Exit = ExitUsageOrIOError;
  if (!Out.Source) {
    Out.ToolError = "out of memory reading '" + Path + "'";
    return;
  }
  std::string_view Text = Out.Source->text();
  size_t At = std::min(ReadUpTo, Text.size());
  // A chunk ends after a '}': point at the next thing in the file instead.
  while (At < Text.size() && std::isspace(static_cast<unsigned char>(Text[At])))
    ++At;
  uint32_t Offset = static_cast<uint32_t>(std::min<size_t>(At, Text.size()));
  std::string Message =
      Located ? "ptx-lint ran out of memory reading or checking the statement "
                "here; the file's findings are not reported and nothing was "
                "written"
      : At < Text.size()
          ? "ptx-lint ran out of memory reading the part of the file that "
            "starts here; its findings are not reported and nothing was "
            "written"
          : "ptx-lint ran out of memory checking this file after reading it; "
            "its findings are not reported and nothing was written";
  Out.Diagnostics.push_back({DiagID::OutOfMemory, Severity::Error,
                             {Offset, Offset}, std::move(Message), {}, {}, {}});
}

/// lintFile, with an allocation failure anywhere in the library (its
/// worker threads hand theirs back to this one) turned into a finding and
/// exit status 2 instead of an abort.
void lintFileWithinMemory(const std::string &Path, const RunSettings &Settings,
                          ConfigCache &Configs, FileOutcome &Out) {
  size_t ReadUpTo = 0;
  try {
    lintFile(Path, Settings, Configs, Out, ReadUpTo);
  } catch (const OutOfMemoryAt &Failure) {
    reportOutOfMemory(Out, Path, Failure.Offset, /*Located=*/true);
  } catch (const std::bad_alloc &) {
    reportOutOfMemory(Out, Path, ReadUpTo);
  } catch (const std::length_error &) {
    // What std::string and std::vector throw when asked for more than
    // max_size(): the same thing, seen earlier.
    reportOutOfMemory(Out, Path, ReadUpTo);
  }
}

/// A one-line progress indicator on stderr, rewritten in place; cleared
/// before anything else is printed there.
class ProgressLine {
public:
  explicit ProgressLine(bool Enabled) : Enabled(Enabled) {}

  void show(const std::string &Text) {
    if (!Enabled)
      return;
    std::lock_guard<std::mutex> Lock(Mutex);
    auto Now = std::chrono::steady_clock::now();
    if (Now - Last < std::chrono::milliseconds(100))
      return; // Redrawing costs more than it tells.
    Last = Now;
    std::cerr << "\r\033[K" << Text << std::flush;
    Shown = true;
  }
  void clear() {
    std::lock_guard<std::mutex> Lock(Mutex);
    if (Shown)
      std::cerr << "\r\033[K" << std::flush;
    Shown = false;
  }

private:
  bool Enabled;
  bool Shown = false;
  std::mutex Mutex;
  std::chrono::steady_clock::time_point Last{};
};

/// Files this large get a percentage while they are parsed.
constexpr size_t LargeFileBytes = 8 << 20;

/// In text, a finding for some targets only says which.
void nameTargets(std::vector<Diagnostic> &Diagnostics) {
  for (Diagnostic &D : Diagnostics) {
    if (D.Targets.empty())
      continue;
    std::string List;
    for (const std::string &T : D.Targets)
      List += (List.empty() ? "" : ", ") + T;
    D.Message += " [for " + List + "]";
  }
}

void printOutcome(const std::string &Path, const RunSettings &Settings,
                  FileOutcome &Out, std::vector<FileDiagnostics> &Collected,
                  std::vector<FileFloor> &Floors) {
  if (!Out.ToolError.empty())
    printToolError("ptx-lint", Out.ToolError, std::cerr, Settings.Color);
  if (!Out.Source)
    return;
  if (Out.Floor && Settings.Format == OutputFormat::JSON) {
    Floors.push_back({Out.Source.get(), Out.Floor.get()});
    return;
  }
  if (Settings.Format == OutputFormat::Text) {
    nameTargets(Out.Diagnostics);
    TextOutputOptions Text;
    Text.Color = Settings.Color;
    Text.MaxDiagnostics = Settings.MaxDiagnostics;
    Text.GroupRepeats = Settings.GroupRepeats && !Settings.Explain;
    // Explanations are what was asked for: standard output.
    printDiagnosticsText(Out.shown(), Out.Diagnostics,
                         Settings.Explain ? std::cout : std::cerr, Text);
    for (FileDiagnostics &Header : Out.HeaderFindings) {
      nameTargets(Header.Diagnostics);
      printDiagnosticsText(*Header.Source, Header.Diagnostics, std::cerr, Text);
    }
    if (!Out.FixReport.empty())
      std::cerr << Path << ": " << Out.FixReport << "\n";
    if (Out.Floor)
      printFloorText({Out.Source.get(), Out.Floor.get()}, std::cout);
  } else {
    Collected.push_back({&Out.shown(), std::move(Out.Diagnostics)});
    for (FileDiagnostics &Header : Out.HeaderFindings)
      Collected.push_back(std::move(Header));
  }
  std::cout << Out.Canonical;
}

} // namespace

bool ptxlint::validateSettings(const RunSettings &Settings, std::string &Error) {
  std::string Version;
  std::vector<std::string> Releases;
  DiagnosticOptions Scratch;
  if (!checkTargetNames(Settings.CommandLineTargets, "", Error) ||
      !resolvePTXVersion(Settings.CommandLinePTXVersion, "", Version, Error) ||
      !resolveCUDAReleases(Settings.CommandLineCUDA, "", Releases, Error))
    return false;
  for (const std::string &Switch : Settings.CommandLineWarnings)
    if (!applyWarningSwitch(Switch, Scratch, Error))
      return false;
  return true;
}

int ptxlint::runFiles(const std::vector<std::string> &Paths,
                      const RunSettings &Settings, unsigned Threads) {
  // One file gets every thread; several files get one each.
  RunSettings PerFile = Settings;
  ProgressLine Progress(Settings.Progress);
  if (Paths.size() == 1) {
    PerFile.Lint.Threads = std::max(1u, Threads);
    std::string Name = Paths.front();
    PerFile.Lint.Progress = [&Progress, Name](size_t Done, size_t Total) {
      if (Total >= LargeFileBytes)
        Progress.show("ptx-lint: " + Name + " " +
                      std::to_string(Done * 100 / Total) + "%");
    };
  }
  std::vector<FileOutcome> Outcomes(Paths.size());
  ConfigCache Configs;
  std::mutex Mutex;
  std::condition_variable Done;
  std::atomic<size_t> Next{0};
  auto Work = [&] {
    for (size_t I; (I = Next++) < Paths.size();) {
      FileOutcome Out;
      lintFileWithinMemory(Paths[I], PerFile, Configs, Out);
      std::lock_guard<std::mutex> Lock(Mutex);
      Outcomes[I] = std::move(Out);
      Outcomes[I].Ready = true;
      Done.notify_all();
    }
  };
  Threads = std::max(1u, std::min<unsigned>(Threads, Paths.size()));
  std::vector<std::thread> Workers;
  for (unsigned T = 1; T < Threads; ++T)
    Workers.emplace_back(Work);
  if (Threads == 1)
    Work();

  // Print in the order given, each file as soon as it and those before it
  // are done, then drop it: memory holds only what is not printed yet.
  int Exit = ExitClean;
  std::vector<FileDiagnostics> Collected;
  std::vector<FileFloor> Floors;
  std::vector<std::unique_ptr<FileOutcome>> KeptForReport;
  for (size_t I = 0; I < Paths.size(); ++I) {
    auto Out = std::make_unique<FileOutcome>();
    {
      std::unique_lock<std::mutex> Lock(Mutex);
      Done.wait(Lock, [&] { return Outcomes[I].Ready; });
      *Out = std::move(Outcomes[I]);
    }
    Progress.clear();
    printOutcome(Paths[I], Settings, *Out, Collected, Floors);
    if (Paths.size() > 1 && I + 1 < Paths.size())
      Progress.show("ptx-lint: " + std::to_string(I + 1) + "/" +
                    std::to_string(Paths.size()) + " files");
    Exit = std::max(Exit, Out->Exit);
    if (Settings.Format != OutputFormat::Text && Out->Source)
      KeptForReport.push_back(std::move(Out)); // Collected points into it.
  }
  for (std::thread &T : Workers)
    T.join();
  if (Settings.Format == OutputFormat::JSON && Settings.MinCUDA)
    printFloorJSON(Floors, std::cout);
  else if (Settings.Format == OutputFormat::JSON)
    printDiagnosticsJSON(Collected, std::cout);
  else if (Settings.Format == OutputFormat::SARIF) {
    SarifToolInfo Tool;
    Tool.Version = PTXLINT_VERSION;
    printDiagnosticsSARIF(Collected, std::cout, Tool);
  }
  std::cout.flush();
  return Exit;
}

bool ptxlint::expandDirectories(const std::vector<std::string> &Inputs,
                                std::vector<std::string> &Files, std::string &Error) {
  for (const std::string &Input : Inputs) {
    if (Input == "-" || !llvm::sys::fs::is_directory(Input)) {
      Files.push_back(Input);
      continue;
    }
    std::vector<std::string> Found;
    std::error_code Failure;
    // Symbolic links to folders are not followed: a link back up the tree
    // would never end.
    for (llvm::sys::fs::recursive_directory_iterator It(Input, Failure, false), End;
         It != End && !Failure; It.increment(Failure)) {
      llvm::StringRef Path = It->path();
      if (llvm::sys::path::extension(Path) == ".ptx" && !llvm::sys::fs::is_directory(Path))
        Found.push_back(Path.str());
    }
    if (Failure) {
      Error = "cannot read the folder '" + Input + "': " + Failure.message();
      return false;
    }
    if (Found.empty()) {
      Error = "no .ptx file in the folder '" + Input + "'";
      return false;
    }
    std::sort(Found.begin(), Found.end());
    Files.insert(Files.end(), Found.begin(), Found.end());
  }
  return true;
}
