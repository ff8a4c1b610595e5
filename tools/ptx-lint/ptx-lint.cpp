//===- ptx-lint.cpp - The ptx-lint command-line tool ----------------------===//
//
// Reads PTX modules, reports what is wrong with them, and optionally prints
// or rewrites them in canonical form. The work is done by the library
// (ptxlint/Lint.h); this file holds the options and the run over files,
// for the tool's main and for `python3 -m ptxlint` (CommandLine.h).
//
//===----------------------------------------------------------------------===//

#include "CommandLine.h"
#include "Driver.h"

#include "LSP/LanguageServer.h"

#include "ptxlint/AccessProperty.h"
#include "ptxlint/Checker.h"
#include "ptxlint/Config.h"
#include "ptxlint/DiagnosticPrinter.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/Threading.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <unistd.h>

using namespace ptxlint;
namespace cl = llvm::cl;

namespace {

cl::OptionCategory Category("ptx-lint options");
cl::OptionCategory WarningCategory("Warning options");

cl::list<std::string> InputFiles(cl::Positional, cl::desc("<file.ptx ...>"),
                                 cl::ZeroOrMore, cl::cat(Category));

cl::opt<ISAKind> ISA(
    "isa", cl::desc("What the files hold (default: .sass files are SASS, "
                    ".cu and .cuh\nfiles CUDA C++, others PTX)"),
    cl::values(clEnumValN(ISAKind::PTX, "ptx", "PTX modules"),
               clEnumValN(ISAKind::SASS, "sass",
                          "SASS: CCTL and CCTLL are checked "
                          "(docs/sass-cctl.md)"),
               clEnumValN(ISAKind::Cuda, "cuda",
                          "CUDA C++: every asm statement's PTX is checked "
                          "(docs/inline-ptx.md)")),
    cl::init(ISAKind::Auto), cl::cat(Category));

cl::OptionCategory CudaCategory(
    "CUDA source options (docs/inline-ptx.md)",
    "For .cu and .cuh files, and others with -x cuda: how the device\n"
    "compiler would see them. The targets are --target's, else those the\n"
    "flags or the compile command build for, else sm_75 (nvcc's default).");
cl::opt<std::string> Language(
    "x", cl::value_desc("language"),
    cl::desc("Read the files as 'cuda' (as --isa=cuda), 'ptx' or 'sass'"),
    cl::cat(CudaCategory));
cl::list<std::string> IncludeDirs("I", cl::Prefix, cl::value_desc("dir"),
                                  cl::desc("Add a directory to search for "
                                           "#include files"),
                                  cl::cat(CudaCategory));
cl::list<std::string> SystemIncludeDirs(
    "isystem", cl::value_desc("dir"),
    cl::desc("Add a directory of system headers"), cl::cat(CudaCategory));
cl::list<std::string> Defines("D", cl::Prefix, cl::value_desc("macro[=value]"),
                              cl::desc("Define a macro"), cl::cat(CudaCategory));
cl::list<std::string> Undefines("U", cl::Prefix, cl::value_desc("macro"),
                                cl::desc("Undefine a macro"),
                                cl::cat(CudaCategory));
cl::list<std::string> PreIncludes("include", cl::value_desc("file"),
                                  cl::desc("Include a file before the source"),
                                  cl::cat(CudaCategory));
cl::opt<std::string> Standard("std", cl::value_desc("c++17"),
                              cl::desc("The C++ standard, as nvcc takes it"),
                              cl::cat(CudaCategory));
cl::list<std::string> Architectures(
    "arch", cl::value_desc("sm_90a"),
    cl::desc("Build for this target, as nvcc -arch does (also\n"
             "-arch=sm_80,sm_90)"),
    cl::CommaSeparated, cl::cat(CudaCategory));
cl::list<std::string> ClangArchitectures(
    "cuda-gpu-arch", cl::value_desc("sm_90a"),
    cl::desc("Build for this target, as clang's --cuda-gpu-arch does"),
    cl::cat(CudaCategory));
cl::alias OffloadArch("offload-arch", cl::desc("Same as --cuda-gpu-arch"),
                      cl::aliasopt(ClangArchitectures), cl::cat(CudaCategory));
cl::list<std::string> GenerateCode(
    "gencode", cl::value_desc("arch=compute_90a,code=sm_90a"),
    cl::desc("Build for code's targets, as nvcc -gencode does"),
    cl::cat(CudaCategory));
cl::opt<std::string> BuildDir(
    "p", cl::value_desc("build-dir"),
    cl::desc("Read include paths, macros and targets of each file from\n"
             "build-dir/compile_commands.json, as clang-tidy does"),
    cl::cat(CudaCategory));
cl::opt<bool> SystemHeaders(
    "system-headers",
    cl::desc("Also report what is wrong in system headers' code that no\n"
             "target's code uses"),
    cl::cat(CudaCategory));
cl::opt<std::string> CudaPath(
    "cuda-path", cl::value_desc("dir"),
    cl::desc("The CUDA toolkit whose headers are read (default:\n"
             "$CUDA_PATH, else /usr/local/cuda)"),
    cl::cat(CudaCategory));
cl::opt<bool> Explain(
    "explain",
    cl::desc("Print what each createpolicy and each .L2::cache_hint policy\n"
             "does, in cuda::access_property terms, instead of findings"),
    cl::cat(Category));
cl::list<std::string> ExplainLine(
    "explain-line", cl::value_desc("instruction or descriptor"),
    cl::desc("Explain the cache policy of one instruction text, or a\n"
             "64-bit descriptor (needs no file)"),
    cl::cat(Category));
cl::opt<bool> LanguageServer(
    "lsp",
    cl::desc("Run as a language server (LSP 3.17) on standard input and\n"
             "output, for editors (docs/editors.md); takes no files"),
    cl::cat(Category));
cl::opt<std::string> PolicyFor(
    "policy-for", cl::value_desc("property"),
    cl::desc("Print the createpolicy and the descriptor for a\n"
             "cuda::access_property, e.g. \"persisting, 0.5, streaming\"\n"
             "(needs no file; docs/access-property.md)"),
    cl::cat(Category));

cl::list<std::string> Targets(
    "target", cl::CommaSeparated, cl::value_desc("sm_XX,..."),
    cl::desc("Check for these architectures instead of the module's .target,\n"
             "one run each; findings name the targets they apply to"),
    cl::cat(Category));
cl::opt<std::string> PTXVersion(
    "ptx-version", cl::value_desc("X.Y"),
    cl::desc("Check as if the module declared this .version"),
    cl::cat(Category));
cl::opt<bool> MinCUDA(
    "min-cuda",
    cl::desc("Print the oldest CUDA release whose ptxas accepts each file,\n"
             "the driver branch that runs it, the lowest .version it could\n"
             "declare and the lines that need it, instead of findings\n"
             "(--format=json: a document of its own)"),
    cl::cat(Category));
cl::list<std::string> CUDAVersion(
    "cuda", cl::CommaSeparated, cl::value_desc("X.Y,..."),
    cl::desc("Will the ptxas of these CUDA toolkits accept the file as\n"
             "written? Its .version and .target must be ones each knows;\n"
             "where a release behaved differently, it is checked as that\n"
             "release's ptxas. One run each; findings name the releases\n"
             "they apply to"),
    cl::cat(Category));

cl::opt<bool> Relocatable(
    "relocatable",
    cl::desc("Check the module as ptxas -c compiles it, to be linked with\n"
             "others (nvcc -rdc=true): .extern functions it calls need not\n"
             "be defined in it. Default: a whole program, as ptxas"),
    cl::cat(Category));
cl::alias RelocatableShort("c", cl::desc("Alias for --relocatable"),
                           cl::aliasopt(Relocatable), cl::cat(Category));

cl::opt<OutputFormat> Format(
    "format", cl::desc("How to report findings"),
    cl::values(clEnumValN(OutputFormat::Text, "text",
                          "compiler-style messages on stderr (default)"),
               clEnumValN(OutputFormat::JSON, "json",
                          "one JSON document on stdout (schema in "
                          "include/ptxlint/OutputFormats.h)"),
               clEnumValN(OutputFormat::SARIF, "sarif",
                          "SARIF 2.1.0 on stdout, for code scanning")),
    cl::init(OutputFormat::Text), cl::cat(Category));
cl::opt<bool> NoColor("no-color", cl::desc("Same as --color=false"),
                      cl::cat(Category));
cl::opt<unsigned> MaxDiagnostics(
    "max-diagnostics", cl::value_desc("N"), cl::init(0),
    cl::desc("Print at most N findings per file in text output\n"
             "(0: all); the rest are counted"),
    cl::cat(Category));

cl::opt<unsigned> MaxFindings(
    "max-findings", cl::value_desc("N"),
    cl::init(DiagnosticOptions::DefaultMaxFindingsPerKind),
    cl::desc("Keep at most N findings of one ID per file (0: all); the\n"
             "rest are counted, and a note says how many (default 10000)"),
    cl::cat(Category));

cl::opt<cl::boolOrDefault> GroupRepeats(
    "group-repeats",
    cl::desc("Print a finding that repeats in a file 4 or more times once,\n"
             "with a count and further locations (default: on a terminal)"),
    cl::cat(Category));

cl::opt<cl::boolOrDefault> Progress(
    "progress",
    cl::desc("Show progress on stderr for many files or a big one\n"
             "(default: on a terminal)"),
    cl::cat(Category));

cl::opt<EmitKind> Emit(
    "emit", cl::desc("What to print on standard output"),
    cl::values(clEnumValN(EmitKind::None, "none", "nothing (default)"),
               clEnumValN(EmitKind::Canonical, "canonical",
                          "the module as canonical PTX, if it has no errors")),
    cl::init(EmitKind::None), cl::cat(Category));
cl::opt<bool> KeepComments("keep-comments",
                           cl::desc("Keep comments in canonical output"),
                           cl::cat(Category));
cl::opt<bool> Fix("fix",
                  cl::desc("Apply certain fix-its and rewrite each file in\n"
                           "canonical form, in place; files with errors left\n"
                           "after the fix-its are not touched"),
                  cl::cat(Category));
cl::alias FixShort("i", cl::desc("Alias for --fix"), cl::aliasopt(Fix),
                   cl::cat(Category));
cl::opt<bool> DryRun("dry-run",
                     cl::desc("With --fix: write nothing, report which files "
                              "would change\n(exit 1 if any would)"),
                     cl::cat(Category));

cl::opt<unsigned> Jobs("j", cl::value_desc("N"), cl::init(0),
                       cl::desc("Check N files at a time, or a single file "
                                "on\nN threads (default: one per core)"),
                       cl::Prefix, cl::cat(Category));
cl::opt<bool> ExitZero("exit-zero",
                       cl::desc("Exit 0 even when there are findings (2 still "
                                "means the\nrun itself failed)"),
                       cl::cat(Category));
cl::opt<bool> NoConfig("no-config",
                       cl::desc("Ignore .ptx-lint.yaml files"),
                       cl::cat(Category));
cl::opt<bool> NoInlineSuppressions(
    "no-inline-suppressions",
    cl::desc("Report findings that // ptx-lint: disable comments hide"),
    cl::cat(Category));

cl::list<std::string> WarningSwitches(
    "W", cl::Prefix, cl::value_desc("switch"),
    cl::desc("-W<group> / -Wno-<group>: turn a warning group on / off;\n"
             "-Wall: every warning; -Werror: warnings are errors;\n"
             "-Werror=<group>: that group's warnings are errors"),
    cl::cat(WarningCategory));
cl::list<std::string> WarningsAsErrors(
    "warnings-as-errors", cl::CommaSeparated, cl::value_desc("group,..."),
    cl::desc("Treat these groups' warnings as errors"),
    cl::cat(WarningCategory));
cl::opt<bool> NoWarnings("w", cl::desc("Report no warnings at all"),
                         cl::cat(WarningCategory));

cl::extrahelp MoreHelp(R"(
EXAMPLES
  ptx-lint kernel.ptx                    check against the module's own
                                         .version and .target
  ptx-lint --target sm_80,sm_90a k.ptx   check for two targets at once
  ptx-lint --cuda 12.4 *.ptx             will CUDA 12.4's ptxas accept these?
  ptx-lint --cuda 11.8,12.4,13.0 k.ptx   ... and those of three releases?
  ptx-lint --min-cuda k.ptx              the oldest toolkit and driver that
                                         take it, and the lowest .version it
                                         could declare
  ptx-lint -c k.rdc.ptx                  a module compiled with ptxas -c
                                         (nvcc -rdc=true), linked later
  ptx-lint -Wall -Wno-redundant k.ptx    every warning but one group
  ptx-lint --format sarif *.ptx > r.sarif    for GitHub code scanning
  ptx-lint --fix k.ptx                   fix and rewrite in canonical form
  nvcc -ptx -o - k.cu | ptx-lint -       read standard input
  ptx-lint k.sass                        check SASS CCTL/CCTLL lines
  ptx-lint --target sm_80,sm_90a k.cu    check every asm statement of a CUDA
                                         source as nvcc would compile it for
                                         each target
  ptx-lint -p build src/gemm.cu          with the include paths, macros and
                                         targets of build/compile_commands.json
  ptx-lint --explain k.ptx               what each cache policy does
  ptx-lint --policy-for 'persisting, 0.5, streaming'
                                         the createpolicy and descriptor
                                         of a cuda::access_property
  ptx-lint --lsp                         a language server for editors
                                         (docs/editors.md)

EXIT STATUS
  0  no findings (or --exit-zero)
  1  errors or warnings were found (with --fix --dry-run: a file would change)
  2  bad usage, an unreadable file or configuration, out of memory

CONFIGURATION
  The nearest .ptx-lint.yaml in the file's directory or above sets
  targets, ptx-version, cuda, relocatable (true: as -c), warnings (as
  -W switches without -W) and max-findings;
  the command line comes after it. A finding is silenced for one line by
  a comment on it, "// ptx-lint: disable=<id>,...", or on the line before,
  "// ptx-lint: disable-next-line=<id>". Diagnostic IDs, warning groups and
  their meaning: docs/diagnostics.md; the manual: man ptx-lint.
)");

/// Turns the flags into settings for every file, before any config file.
bool readCommandLine(RunSettings &Settings, std::string &Error) {
  Settings.Format = Format;
  Settings.Emit = Emit;
  Settings.KeepComments = KeepComments;
  Settings.Fix = Fix;
  Settings.DryRun = DryRun;
  Settings.ExitZero = ExitZero;
  Settings.UseConfigFiles = !NoConfig;
  Settings.MaxDiagnostics = MaxDiagnostics;
  if (MaxFindings.getNumOccurrences())
    Settings.CommandLineMaxFindings = MaxFindings;
  Settings.Progress = Progress == cl::BOU_UNSET
                          ? llvm::sys::Process::StandardErrIsDisplayed()
                          : Progress == cl::BOU_TRUE;
  // Grouping is for people; a pipe gets every finding, one per line, as
  // scripts that read the text expect.
  Settings.GroupRepeats =
      GroupRepeats == cl::BOU_UNSET
          ? llvm::sys::Process::StandardErrIsDisplayed()
          : GroupRepeats == cl::BOU_TRUE;
  Settings.Lint.InlineSuppressions = !NoInlineSuppressions;
  // LLVM's own --color (auto by default; --color=false, --color=true).
  Settings.Color = !NoColor && llvm::WithColor(llvm::errs()).colorsEnabled();
  if (DryRun && !Fix) {
    Error = "--dry-run only makes sense with --fix";
    return false;
  }
  if (Fix && Emit != EmitKind::None) {
    Error = "--fix rewrites files in place; it cannot be combined with --emit";
    return false;
  }
  Settings.ISA = ISA;
  if (Language == "cuda" || Language == "cu")
    Settings.ISA = ISAKind::Cuda;
  else if (Language == "ptx")
    Settings.ISA = ISAKind::PTX;
  else if (Language == "sass")
    Settings.ISA = ISAKind::SASS;
  else if (!Language.empty()) {
    Error = "unknown language '" + Language + "' for -x; use cuda, ptx or sass";
    return false;
  }
  for (const std::string &Dir : IncludeDirs)
    Settings.CompilerArgs.push_back("-I" + Dir);
  for (const std::string &Dir : SystemIncludeDirs)
    Settings.CompilerArgs.insert(Settings.CompilerArgs.end(), {"-isystem", Dir});
  for (const std::string &Macro : Defines)
    Settings.CompilerArgs.push_back("-D" + Macro);
  for (const std::string &Macro : Undefines)
    Settings.CompilerArgs.push_back("-U" + Macro);
  for (const std::string &File : PreIncludes)
    Settings.CompilerArgs.insert(Settings.CompilerArgs.end(), {"-include", File});
  if (!Standard.empty())
    Settings.CompilerArgs.push_back("-std=" + Standard);
  for (const std::string &Arch : Architectures)
    Settings.CompilerArgs.push_back("-arch=" + Arch);
  for (const std::string &Arch : ClangArchitectures)
    Settings.CompilerArgs.push_back("--cuda-gpu-arch=" + Arch);
  for (const std::string &Code : GenerateCode)
    Settings.CompilerArgs.push_back("-gencode=" + Code);
  Settings.BuildDir = BuildDir;
  Settings.CudaPath = CudaPath;
  Settings.SystemHeaders = SystemHeaders;
  Settings.Explain = Explain;
  if (Explain && (Fix || Emit != EmitKind::None)) {
    Error = "--explain prints explanations; it cannot be combined with --fix "
            "or --emit";
    return false;
  }
  Settings.MinCUDA = MinCUDA;
  if (MinCUDA && (Fix || Emit != EmitKind::None || Explain)) {
    Error = "--min-cuda prints each file's floor; it cannot be combined with "
            "--fix, --emit or --explain";
    return false;
  }
  if (MinCUDA && (PTXVersion.getNumOccurrences() ||
                  CUDAVersion.getNumOccurrences())) {
    Error = "--min-cuda finds the release and the version itself; it cannot "
            "be combined with --cuda or --ptx-version";
    return false;
  }
  if (MinCUDA && Format == OutputFormat::SARIF) {
    Error = "--min-cuda writes text or --format=json, not SARIF";
    return false;
  }
  if (MinCUDA && Targets.size() > 1) {
    Error = "--min-cuda finds the floor for one target; give at most one "
            "--target";
    return false;
  }
  if (Explain && ISA == ISAKind::SASS) {
    Error = "--explain reads PTX; it cannot be combined with --isa=sass";
    return false;
  }
  if (Format != OutputFormat::Text && Emit != EmitKind::None) {
    Error = "--format=json and --format=sarif write to standard output, as "
            "does --emit; use one of them";
    return false;
  }
  for (const std::string &Path : InputFiles)
    if (Fix && !DryRun && Path == "-") {
      Error = "--fix cannot rewrite standard input; use --emit=canonical";
      return false;
    }
  for (const std::string &Switch : WarningSwitches)
    Settings.CommandLineWarnings.push_back(Switch);
  for (const std::string &Group : WarningsAsErrors)
    Settings.CommandLineWarnings.push_back("error=" + Group);
  if (NoWarnings)
    Settings.Lint.Diagnostics.AllWarningsOff = true;
  Settings.CommandLineTargets.assign(Targets.begin(), Targets.end());
  Settings.CommandLinePTXVersion = PTXVersion;
  Settings.CommandLineCUDA.assign(CUDAVersion.begin(), CUDAVersion.end());
  Settings.CommandLineRelocatable = Relocatable;
  return validateSettings(Settings, Error);
}

/// --policy-for: the createpolicy and the descriptor of one property.
int printPolicyFor(const std::string &Spec) {
  std::string Error;
  std::optional<AccessProperty> Property = parseAccessProperty(Spec, Error);
  if (!Property) {
    printToolError("ptx-lint", Error, std::cerr, false);
    return ExitUsageOrIOError;
  }
  L2Policy Policy = policyFor(*Property);
  auto Hex = [](uint64_t V) { return descriptorHex(V); };
  if (Format != OutputFormat::Text) {
    llvm::json::OStream J(llvm::outs(), 2);
    J.object([&] {
      J.attribute("property", toString(*Property));
      J.attribute("cxx", toCXX(*Property));
      J.attribute("defined", Policy.Defined);
      if (!Policy.Defined) {
        J.attribute("problem", Policy.Problem);
        return;
      }
      J.attribute("hasPolicy", Policy.HasPolicy);
      if (Policy.HasPolicy) {
        J.attribute("createpolicy", Policy.CreatePolicy);
        J.attribute("descriptor", Hex(Policy.Descriptor));
        J.attribute("descriptorDecimal", std::to_string(Policy.Descriptor));
        J.attribute("knownBits", Hex(Policy.KnownBits));
        if (Policy.CreatePolicyDescriptor)
          J.attribute("createpolicyDescriptor",
                      Hex(*Policy.CreatePolicyDescriptor));
      }
      J.attributeArray("notes", [&] {
        for (const std::string &N : Policy.Notes)
          J.value(N);
      });
    });
    llvm::outs() << "\n";
    llvm::outs().flush();
    return Policy.Defined ? ExitClean : ExitFindings;
  }
  if (!Policy.Defined) {
    printToolError("ptx-lint",
                   toCXX(*Property) + " is undefined: " + Policy.Problem,
                   std::cerr, false);
    return ExitFindings;
  }
  std::cout << "property:     " << toCXX(*Property) << "\n";
  if (Policy.HasPolicy) {
    std::cout << "createpolicy: " << Policy.CreatePolicy << "\n";
    std::cout << "descriptor:   " << Hex(Policy.Descriptor) << " ("
              << Policy.Descriptor << "), as libcu++ encodes it";
    if (Policy.KnownBits != ~uint64_t(0))
      std::cout << "; bits " << Hex(~Policy.KnownBits)
                << " depend on the pointer and are shown as 0";
    std::cout << "\n";
    if (Policy.CreatePolicyDescriptor)
      std::cout << "ptxas folds the createpolicy into "
                << Hex(*Policy.CreatePolicyDescriptor) << "\n";
  }
  for (const std::string &N : Policy.Notes)
    std::cout << "note: " << N << "\n";
  return ExitClean;
}

/// --explain-line: notes about the text itself, on standard output.
int printExplainLines() {
  int Exit = ExitClean;
  for (const std::string &Text : ExplainLine) {
    auto Source = SourceFile::fromString("<explain-line>", Text);
    std::vector<Diagnostic> Notes = explainText(Text);
    if (Notes.empty())
      std::cout << "<explain-line>: note: no createpolicy, .L2::cache_hint "
                   "access or descriptor to explain in '" << Text << "'\n";
    TextOutputOptions Options;
    Options.GroupRepeats = false;
    printDiagnosticsText(*Source, Notes, std::cout, Options);
    for (const Diagnostic &D : Notes)
      if (D.Level == Severity::Error)
        Exit = ExitFindings;
  }
  return Exit;
}

/// --lsp: diagnostics link to the diagnostics reference installed next to
/// the tool (<prefix>/share/doc/ptxlint/diagnostics.md), as a file URI.
int serveLanguageClient(const char *Argv0) {
  std::string Executable = llvm::sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&serveLanguageClient));
  llvm::SmallString<256> Docs(llvm::sys::path::parent_path(
      llvm::sys::path::parent_path(Executable)));
  llvm::sys::path::append(Docs, PTXLINT_INSTALL_DOCDIR, "diagnostics.md");
  lsp::ServerOptions Options;
  Options.Version = PTXLINT_VERSION;
  Options.DiagnosticsDocsURI = lsp::uriFromPath(Docs.str());
  std::ios::sync_with_stdio(false);
  return lsp::runLanguageServer(std::cin, std::cout, Options);
}

/// Writes Message to stderr without allocating: memory may be gone.
void writeOutOfMemory(const char *Message) {
  std::fflush(stdout);
  size_t Length = std::strlen(Message);
  while (Length) {
    ssize_t Written = ::write(STDERR_FILENO, Message, Length);
    if (Written <= 0)
      return;
    Message += Written;
    Length -= static_cast<size_t>(Written);
  }
}

/// The last resort, for an allocation that fails where an exception cannot
/// be caught (a destructor, a noexcept function): exit status 2 with a
/// message, not SIGABRT. Anything else still aborts, as it would have.
[[noreturn]] void terminateOutOfMemory() {
  if (std::exception_ptr Current = std::current_exception()) {
    try {
      std::rethrow_exception(Current);
    } catch (const std::bad_alloc &) {
      writeOutOfMemory("ptx-lint: error: out of memory\n");
      std::_Exit(ExitUsageOrIOError);
    } catch (const std::length_error &) {
      writeOutOfMemory("ptx-lint: error: out of memory\n");
      std::_Exit(ExitUsageOrIOError);
    } catch (...) {
    }
  }
  std::abort();
}

} // namespace

int ptxlint::runCommandLine(int argc, char **argv) {
  // A second run in the same process (Python's ptxlint.main) starts from
  // the defaults, not from the first run's options.
  cl::ResetAllOptionOccurrences();
  // LLVM's --color is ours too: colours text output; auto on a terminal.
  if (cl::Option *ColorOption = cl::getRegisteredOptions().lookup("color")) {
    ColorOption->Categories.clear();
    ColorOption->addCategory(Category);
  }
  cl::SetVersionPrinter([](llvm::raw_ostream &OS) {
    OS << "ptx-lint " << PTXLINT_VERSION << " (PTX ISA up to "
       << newestPTXVersion() << ")\n";
  });
  cl::HideUnrelatedOptions({&Category, &CudaCategory, &WarningCategory});
  // llvm::cl exits with status 1 on bad usage; ours is 2.
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "ptx-lint: check PTX modules against the PTX ISA for every target\n"
          "you care about, and print them back as canonical PTX\n",
          &llvm::errs()))
    return ExitUsageOrIOError;
  if (LanguageServer) {
    if (!InputFiles.empty()) {
      printToolError("ptx-lint", "--lsp reads requests, not files",
                     std::cerr, false);
      return ExitUsageOrIOError;
    }
    return serveLanguageClient(argv[0]);
  }
  if (!PolicyFor.empty() || !ExplainLine.empty()) {
    if (!InputFiles.empty()) {
      printToolError("ptx-lint",
                     "--policy-for and --explain-line take no input files",
                     std::cerr, false);
      return ExitUsageOrIOError;
    }
    int Exit = ExitClean;
    if (!PolicyFor.empty())
      Exit = std::max(Exit, printPolicyFor(PolicyFor));
    if (!ExplainLine.empty())
      Exit = std::max(Exit, printExplainLines());
    return ExitZero && Exit == ExitFindings ? ExitClean : Exit;
  }
  if (InputFiles.empty()) {
    printToolError("ptx-lint", "no input files (see ptx-lint --help)",
                   std::cerr, false);
    return ExitUsageOrIOError;
  }
  RunSettings Settings;
  std::string Error;
  if (!readCommandLine(Settings, Error)) {
    printToolError("ptx-lint", Error, std::cerr, false);
    return ExitUsageOrIOError;
  }
  unsigned Threads = Jobs ? Jobs.getValue()
                          : llvm::hardware_concurrency().compute_thread_count();
  std::vector<std::string> Files;
  if (!expandDirectories(std::vector<std::string>(InputFiles.begin(), InputFiles.end()),
                         Files, Error)) {
    printToolError("ptx-lint", Error, std::cerr, false);
    return ExitUsageOrIOError;
  }
  std::set_terminate(terminateOutOfMemory);
  try {
    return runFiles(Files, Settings, Threads);
  } catch (const std::bad_alloc &) {
  } catch (const std::length_error &) {
  }
  // Each file's run reports its own; this is what is left: printing the
  // findings, or the run over the files itself.
  writeOutOfMemory("ptx-lint: error: out of memory writing the findings\n");
  return ExitUsageOrIOError;
}
