//===- AsmChecker.h - One asm statement, checked for one target -*- C++ -*-===//
//
// Checks the C++ side of an asm statement as nvcc's front end does (the
// operands' types against their constraints), rebuilds its PTX
// (AsmText.h), checks that as the body of a function of the kind the
// statement is in, and points the findings into the string literal.
// Statements that rebuild to the same PTX are checked once: a template's
// instantiations mostly do.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CUDA_ASMCHECKER_H
#define PTXLINT_CUDA_ASMCHECKER_H

#include "DeviceCompilation.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
class GCCAsmStmt;
class SourceLocation;
} // namespace clang

namespace ptxlint {

struct AsmCheckSettings {
  std::string Target, PTXVersion, CUDARelease;
  bool OneOfSeveralTargets = false;
  DiagnosticOptions Diagnostics;
};

class AsmChecker {
public:
  AsmChecker(AsmCheckSettings Settings, std::vector<LocatedDiagnostic> &Out)
      : Settings(std::move(Settings)), Out(Out) {}

  void setContext(clang::ASTContext &Context) { this->Context = &Context; }
  /// Checks S, which is in Function, a __global__ function (Entry) or a
  /// __device__ one. Not Compiled: nvcc compiles nothing that calls it
  /// for this target, so ptxas never sees S; its PTX findings are
  /// warnings that say so.
  void check(const clang::GCCAsmStmt &S, const clang::FunctionDecl &Function,
             bool Entry, bool Compiled);

  unsigned statements() const { return Statements; }
  unsigned distinctForms() const { return static_cast<unsigned>(Forms.size()); }

private:
  /// Adds a finding at [Begin, End) if both lie in one file.
  LocatedDiagnostic *report(Diagnostic D, clang::SourceLocation Begin,
                            clang::SourceLocation End);

  AsmCheckSettings Settings;
  std::vector<LocatedDiagnostic> &Out;
  clang::ASTContext *Context = nullptr;
  /// The findings of each distinct function body checked, by its text.
  std::map<std::string, std::vector<Diagnostic>> Forms;
  /// Findings already reported, so that instantiations repeat none.
  std::set<std::tuple<std::string, uint32_t, uint32_t, uint16_t, std::string>> Reported;
  unsigned Statements = 0;
  /// Whether the statement being checked is compiled (check()).
  bool Compiled = true;
};

} // namespace ptxlint

#endif // PTXLINT_CUDA_ASMCHECKER_H
