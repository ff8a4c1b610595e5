//===- Checker.h - Checking a module against the PTX ISA -------*- C++ -*-===//
//
// Tells, for every directive and instruction, whether ptxas would accept it
// for the module's `.version` and `.target`, and why not. All ISA facts come
// from the TableGen tables (src/ISA/*.td).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECKER_H
#define PTXLINT_CHECKER_H

#include "ptxlint/AST.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ptxlint {

class DiagnosticEngine;
class SourceFile;

/// What to check a module against, when not what it declares itself.
struct CheckOptions {
  /// Check as if the module's .target named this architecture ("sm_90a");
  /// the module's target options (texmode_independent, debug) stay. Empty:
  /// the module's own. Callers validate the name (isKnownTarget).
  std::string TargetOverride;
  /// Check as if the module declared this .version ("8.5"). Empty: its own.
  std::string VersionOverride;
  /// Check as the ptxas of this CUDA release ("12.4") would: the module's
  /// .version and .target must be ones it knows, and where that release
  /// behaved differently from the newest, it is checked as that release
  /// behaved. Empty: the oracle's release (13.0), or for a module declaring
  /// a newer version the first release that knows it. Callers validate the
  /// name (isKnownCUDARelease).
  std::string CUDARelease;
  /// How messages name TargetOverride and VersionOverride; empty: "given
  /// to ptx-lint". The CUDA front end says they are what nvcc compiles for.
  std::string OverrideOrigin;
  /// TargetOverride is one of several targets checked in one run: messages
  /// then leave the target out, so that findings the targets share read
  /// the same and can be reported once, tagged with the targets they hold
  /// for (Diagnostic::Targets).
  bool OneOfSeveralTargets = false;
  /// Inline asm (checkInstruction, Lint.h): a `%` name that is neither
  /// declared nor a special register (`%0`, `%r1`) is a register of no
  /// particular type, which every operand type accepts; a `%<digits>`
  /// operand placeholder stands for an immediate too.
  bool ImplicitRegisters = false;
  /// The module is compiled on its own and linked with others (`ptxas -c`,
  /// nvcc -rdc=true): `.extern` functions it never defines may be used, and
  /// the shared data of entries is left to the linker. Otherwise it is a
  /// whole program, as ptxas compiles by default.
  bool Relocatable = false;
  /// Check function bodies on this many worker threads, for items handed
  /// over with checkItem(std::shared_ptr); 1: on the calling thread. The
  /// findings are the same, in the same order, for any number.
  unsigned Threads = 1;
};

/// Whether Name is a .target architecture ptx-lint knows ("sm_100f").
bool isKnownTarget(std::string_view Name);
/// Whether Text is a PTX ISA version ptx-lint knows ("8.5").
bool isKnownPTXVersion(std::string_view Text);
/// The newest PTX ISA version a CUDA toolkit's ptxas accepts ("12.4" ->
/// "8.4"), or empty if the toolkit is unknown.
std::string ptxVersionForCUDA(std::string_view ToolkitVersion);
/// Whether Name is a CUDA release ptx-lint models ("12.4"; "13" is 13.0).
bool isKnownCUDARelease(std::string_view Name);
/// The name ptx-lint gives the release Name spells ("13" -> "13.0"), or
/// empty if it models no such release.
std::string cudaReleaseName(std::string_view Name);
/// The CUDA releases ptx-lint models, oldest first, for messages.
std::string knownCUDAReleases();
/// The newest PTX ISA version ptx-lint knows ("9.5").
std::string newestPTXVersion();
/// Every PTX ISA version ptx-lint knows, oldest first ("1.0" ... "9.5").
std::vector<std::string> knownPTXVersions();

/// A CUDA release as ptx-lint models it (src/ISA/Versions.td).
struct CUDAReleaseFacts {
  std::string Name;          ///< "12.4"
  std::string NewestVersion; ///< The newest .version its ptxas takes: "8.4".
  std::string Driver;        ///< Its driver branch ("r550"), or empty.
  /// What ptx-lint's facts of its ptxas rest on: "ptxas" (run here),
  /// "verdicts" (recorded), or empty (texts only).
  std::string Evidence;
  /// The release of the oracle ptxas, checked for without --cuda.
  bool Oracle = false;
};
/// Every release ptx-lint models, oldest first.
std::vector<CUDAReleaseFacts> cudaReleases();

/// Checks a module item by item, so that it can follow parseModuleItems
/// without the whole tree in memory. Items must come in source order.
class ModuleChecker {
public:
  ModuleChecker(const SourceFile &Source, DiagnosticEngine &Diags,
                const CheckOptions &Options = {});
  ~ModuleChecker();

  void checkItem(const TopLevelItem &Item);
  /// The same for an item the checker may keep until it is done with it:
  /// a function body is then checked on a worker thread (Threads > 1).
  void checkItem(std::shared_ptr<const TopLevelItem> Item);
  /// Waits for the bodies being checked on other threads and reports
  /// everything found so far.
  void flush();
  /// flush(), then reports what only the end of the module can show (a
  /// missing .target).
  void finish();

private:
  struct Impl;
  std::unique_ptr<Impl> P;
};

void checkModule(const Module &M, const SourceFile &Source,
                 DiagnosticEngine &Diags, const CheckOptions &Options = {});

/// checkParsedModule for a module that arrives item by item from
/// parseModuleItems, so that no item need be kept once checked: memory
/// stays that of one item. ParseDiags is the engine the parser reports
/// syntax errors to; findings go to Findings (by default ParseDiags too) at
/// finish().
class ParsedModuleChecker {
public:
  ParsedModuleChecker(const SourceFile &Source, DiagnosticEngine &ParseDiags,
                      const CheckOptions &Options = {},
                      DiagnosticEngine *Findings = nullptr);
  ~ParsedModuleChecker();

  /// Items must come in source order, each after the parser has reported
  /// the syntax errors that precede its end.
  void checkItem(const TopLevelItem &Item);
  /// ModuleChecker::checkItem(std::shared_ptr).
  void checkItem(std::shared_ptr<const TopLevelItem> Item);
  void finish();

private:
  struct Impl;
  std::unique_ptr<Impl> P;
  DiagnosticEngine *Out;
};

/// Checks a module that was parsed into Diags, as ptxas does: when the
/// parse found syntax errors, only what comes before the first of them is
/// checked further. Past a syntax error the tree lacks what the error
/// damaged, so checks there would mostly report its echoes (a declaration
/// lost to an error makes every later use "unknown").
void checkParsedModule(const Module &M, const SourceFile &Source,
                       DiagnosticEngine &Diags,
                       const CheckOptions &Options = {});

} // namespace ptxlint

#endif // PTXLINT_CHECKER_H
