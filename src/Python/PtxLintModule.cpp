//===- PtxLintModule.cpp - The ptxlint Python package's native part -------===//
//
// pybind11 bindings of the library (ptxlint/Lint.h) and of the command line
// (tools/ptx-lint/CommandLine.h). They hand back plain dicts and lists;
// python/ptxlint/__init__.py turns them into the package's classes, so
// that what Python users see is written, documented and typed in Python.
// The GIL is released while a module is checked.
//
//===----------------------------------------------------------------------===//

#include "CommandLine.h"

#include "ptxlint/Config.h"
#include "ptxlint/Cuda.h"
#include "ptxlint/Lint.h"
#include "ptxlint/Printer.h"
#include "ptxlint/SourceFile.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <vector>

namespace py = pybind11;
using namespace ptxlint;

namespace {

/// Raised for what the caller asked wrongly (an unknown target, warning
/// or release); ptxlint.PtxLintError on the Python side.
struct UsageError {
  std::string Message;
};

void applyWarnings(const std::vector<std::string> &Switches, DiagnosticOptions &Options) {
  for (const std::string &Switch : Switches) {
    std::string Error;
    if (!applyWarningSwitch(Switch, Options, Error))
      throw UsageError{Error};
  }
}

/// Start and end (one past the last character) of Range in Source.
void addRange(py::dict &D, const SourceFile &Source, SourceRange Range) {
  LineColumn Begin = Source.lineColumn(Range.Begin);
  LineColumn End = Source.lineColumn(std::max(Range.Begin, Range.End));
  D["line"] = Begin.Line;
  D["column"] = Begin.Column;
  D["end_line"] = End.Line;
  D["end_column"] = End.Column;
  D["offset"] = Range.Begin;
  D["end_offset"] = std::max(Range.Begin, Range.End);
}

py::dict toDict(const Diagnostic &Found, const SourceFile &Source) {
  py::dict D;
  D["id"] = std::string(diagnosticName(Found.ID));
  D["severity"] = std::string(severityName(Found.Level));
  D["message"] = Found.Message;
  D["filename"] = Source.name();
  addRange(D, Source, Found.Range);
  py::list Notes;
  for (const DiagnosticNote &Note : Found.Notes) {
    py::dict N;
    N["message"] = Note.Message;
    if (const std::optional<OtherFileLocation> &Other = Note.InOtherFile) {
      // The source line a .loc names: a place, not a range (column 0 when
      // the .loc gives none).
      N["filename"] = Other->File;
      N["line"] = Other->Line;
      N["end_line"] = Other->Line;
      N["column"] = Other->Column;
      N["end_column"] = Other->Column;
    } else {
      N["filename"] = Source.name();
      addRange(N, Source, Note.Range);
    }
    Notes.append(std::move(N));
  }
  D["notes"] = std::move(Notes);
  py::list FixIts;
  for (const FixIt &Fix : Found.FixIts) {
    py::dict F;
    addRange(F, Source, Fix.Range);
    F["replacement"] = Fix.Replacement;
    FixIts.append(std::move(F));
  }
  D["fixits"] = std::move(FixIts);
  D["targets"] = Found.Targets;
  return D;
}

/// The options both lint and lint_cuda take, checked as the command line
/// checks them.
LintOptions lintOptions(const std::vector<std::string> &Targets,
                        const std::string &PTXVersion,
                        const std::vector<std::string> &CUDAReleases, bool Relocatable,
                        const std::vector<std::string> &Warnings, bool Suppressions) {
  LintOptions Options;
  std::string Error;
  if (!checkTargetNames(Targets, "", Error) ||
      !resolvePTXVersion(PTXVersion, "", Options.PTXVersion, Error) ||
      !resolveCUDAReleases(CUDAReleases, "", Options.CUDAReleases, Error))
    throw UsageError{Error};
  Options.Targets = Targets;
  Options.Relocatable = Relocatable;
  Options.InlineSuppressions = Suppressions;
  applyWarnings(Warnings, Options.Diagnostics);
  return Options;
}

py::dict resultDict(py::list Diagnostics, unsigned Errors, unsigned Warnings) {
  py::dict D;
  D["diagnostics"] = std::move(Diagnostics);
  D["errors"] = Errors;
  D["warnings"] = Warnings;
  return D;
}

py::dict lintText(const std::string &Text, const std::string &Filename,
                  const std::vector<std::string> &Targets, const std::string &PTXVersion,
                  const std::vector<std::string> &CUDAReleases, bool Relocatable,
                  const std::vector<std::string> &Warnings, bool Suppressions) {
  LintOptions Options =
      lintOptions(Targets, PTXVersion, CUDAReleases, Relocatable, Warnings, Suppressions);
  Options.KeepAST = false;
  auto Source = SourceFile::fromString(Filename, Text);
  LintResult Result;
  {
    py::gil_scoped_release Unlocked;
    Result = lint(*Source, Options);
  }
  py::list Diagnostics;
  for (const Diagnostic &Found : Result.Diagnostics)
    Diagnostics.append(toDict(Found, *Source));
  return resultDict(std::move(Diagnostics), Result.Errors, Result.Warnings);
}

py::dict lintCudaText(const std::string &Text, const std::string &Filename,
                      const std::vector<std::string> &Targets,
                      const std::vector<std::string> &CUDAReleases, bool Relocatable,
                      const std::vector<std::string> &Warnings,
                      const std::vector<std::string> &CompilerArgs,
                      const std::string &CudaPath, bool Suppressions) {
  // As the command line makes them for a .cu file, the usual cache included.
  CudaOptions Options = cudaOptionsLike(
      lintOptions(Targets, "", CUDAReleases, Relocatable, Warnings, Suppressions));
  Options.CompilerArgs = CompilerArgs;
  Options.CudaPath = CudaPath;
  Options.Contents = Text;
  CudaLintResult Result;
  {
    py::gil_scoped_release Unlocked;
    Result = lintCuda(Filename, Options);
  }
  if (!Result.FatalError.empty())
    throw UsageError{Result.FatalError};
  // Findings may be in the headers the source includes: each is placed in
  // its own file.
  py::list Diagnostics;
  for (const FileDiagnostics &File : Result.Files)
    for (const Diagnostic &Found : File.Diagnostics)
      Diagnostics.append(toDict(Found, *File.Source));
  return resultDict(std::move(Diagnostics), Result.Errors, Result.Warnings);
}

std::string canonicalText(const std::string &Text, const std::string &Filename,
                          bool KeepComments) {
  LintOptions Options;
  Options.KeepComments = KeepComments;
  auto Source = SourceFile::fromString(Filename, Text);
  LintResult Result;
  std::string Printed;
  {
    py::gil_scoped_release Unlocked;
    Result = lint(*Source, Options);
    if (!Result.Errors) {
      PrintOptions Print;
      Print.KeepComments = KeepComments;
      Printed = printModuleToString(Result.AST, Print);
    }
  }
  for (const Diagnostic &Found : Result.Diagnostics)
    if (Found.Level == Severity::Error) {
      LineColumn Where = Source->lineColumn(Found.Range.Begin);
      throw UsageError{"cannot print canonical PTX: " + Filename + ":" +
                       std::to_string(Where.Line) + ":" + std::to_string(Where.Column) +
                       ": " + Found.Message};
    }
  return Printed;
}

py::list checkOneInstruction(const std::string &Instruction, const std::string &Target,
                             const std::string &PTXVersion,
                             const std::vector<std::string> &Warnings) {
  // The library reports an unknown target or version as a finding at
  // offset 0; in Python it is a wrong argument, as for lint().
  std::string Error, Version;
  if (!checkTargetNames({Target}, "", Error) ||
      !resolvePTXVersion(PTXVersion, "", Version, Error))
    throw UsageError{Error};
  if (Version.empty())
    throw UsageError{"check_instruction needs a PTX version (\"8.5\")"};
  DiagnosticOptions Options;
  applyWarnings(Warnings, Options);
  std::vector<Diagnostic> Found;
  {
    py::gil_scoped_release Unlocked;
    Found = checkInstruction(Instruction, Target, PTXVersion, Options);
  }
  auto Source = SourceFile::fromString("<instruction>", Instruction);
  py::list Diagnostics;
  for (const Diagnostic &D : Found)
    Diagnostics.append(toDict(D, *Source));
  return Diagnostics;
}

int runCommandLineFromPython(const std::vector<std::string> &Arguments) {
  std::vector<std::string> Owned = Arguments;
  std::vector<char *> Argv;
  for (std::string &Argument : Owned)
    Argv.push_back(Argument.data());
  Argv.push_back(nullptr);
  py::gil_scoped_release Unlocked;
  return runCommandLine(static_cast<int>(Owned.size()), Argv.data());
}

} // namespace

PYBIND11_MODULE(_ptxlint, Package) {
  Package.doc() = "ptx-lint's library, for the ptxlint package (see ptxlint.lint)";
  Package.attr("__version__") = PTXLINT_VERSION;
  static py::exception<UsageError> Usage(Package, "PtxLintError", PyExc_ValueError);
  py::register_exception_translator([](std::exception_ptr Raised) {
    try {
      if (Raised)
        std::rethrow_exception(Raised);
    } catch (const UsageError &E) {
      PyErr_SetString(Usage.ptr(), E.Message.c_str());
    }
  });
  Package.def("lint", &lintText, py::arg("text"), py::arg("filename"), py::arg("targets"),
             py::arg("ptx_version"), py::arg("cuda"), py::arg("relocatable"),
             py::arg("warnings"), py::arg("suppressions"));
  Package.def("lint_cuda", &lintCudaText, py::arg("text"), py::arg("filename"),
              py::arg("targets"), py::arg("cuda"), py::arg("relocatable"),
              py::arg("warnings"), py::arg("compiler_args"), py::arg("cuda_path"),
              py::arg("suppressions"));
  Package.def("cuda_supported", &cudaSupported);
  Package.def("canonical", &canonicalText, py::arg("text"), py::arg("filename"),
             py::arg("keep_comments"));
  Package.def("check_instruction", &checkOneInstruction, py::arg("instruction"),
             py::arg("target"), py::arg("ptx_version"), py::arg("warnings"));
  Package.def("run_command_line", &runCommandLineFromPython, py::arg("argv"));
}
