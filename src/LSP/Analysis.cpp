//===- Analysis.cpp - One checked version of a document -------------------===//

#include "Analysis.h"

#include "ptxlint/AccessProperty.h"
#include "ptxlint/Cuda.h"

#include "llvm/ADT/StringRef.h"

using namespace ptxlint;
using namespace ptxlint::lsp;

const std::vector<Diagnostic> &Analysis::policyExplanations() const {
  std::call_once(Explained,
                 [this] { Explanations = explainPolicies(*Source); });
  return Explanations;
}

namespace {

/// What every analysis records before the document is checked.
std::shared_ptr<Analysis> newAnalysis(std::string URI, int64_t Version,
                                      const LintOptions &Options,
                                      std::string ConfigProblem) {
  auto A = std::make_shared<Analysis>();
  A->URI = std::move(URI);
  A->Version = Version;
  A->ConfigProblem = std::move(ConfigProblem);
  A->CheckedTargets = Options.Targets;
  return A;
}

} // namespace

std::shared_ptr<const Analysis> lsp::analyze(std::string URI, int64_t Version,
                                             std::string Text,
                                             const LintOptions &Options,
                                             std::string ConfigProblem) {
  auto A = newAnalysis(std::move(URI), Version, Options, std::move(ConfigProblem));
  A->CheckedVersion = Options.PTXVersion;
  std::optional<std::string> Path = pathFromURI(A->URI);
  A->Source = SourceFile::fromString(Path ? *Path : A->URI, std::move(Text));
  A->Result = lint(*A->Source, Options);
  A->Lines = std::make_unique<LineTable>(A->Source->text());
  A->Symbols = std::make_unique<SymbolIndex>(A->Result.AST);
  return A;
}

bool lsp::isCudaDocument(const std::string &URI, const std::string &LanguageID) {
  if (LanguageID == "cuda" || LanguageID == "cuda-cpp")
    return true;
  llvm::StringRef Name(URI);
  return Name.endswith(".cu") || Name.endswith(".cuh");
}

std::shared_ptr<const Analysis> lsp::analyzeCuda(std::string URI, int64_t Version,
                                                 std::string Text,
                                                 const LintOptions &Options,
                                                 std::string ConfigProblem) {
  auto A = newAnalysis(std::move(URI), Version, Options, std::move(ConfigProblem));
  A->Cuda = true;
  // A document that is no file (untitled:) is read under a name of its
  // own: the text is given, the name only places it.
  std::optional<std::string> Path = pathFromURI(A->URI);
  std::string Name = Path ? absoluteSourcePath(*Path) : "/ptx-lint-unsaved.cu";

  CudaOptions Cuda = cudaOptionsLike(Options);
  Cuda.Contents = Text;
  CudaLintResult R = lintCuda(Name, Cuda);

  A->Source = SourceFile::fromString(Name, std::move(Text));
  A->Lines = std::make_unique<LineTable>(A->Source->text());
  A->Symbols = std::make_unique<SymbolIndex>(A->Result.AST);
  if (!R.FatalError.empty()) {
    if (!cudaSupported()) {
      A->Unsupported = R.FatalError;
      return A;
    }
    // Nothing was checked (an unknown CUDA release in .ptx-lint.yaml, ...):
    // said at the top of the document, where it is seen.
    Diagnostic D;
    D.ID = DiagID::CudaFrontEnd;
    D.Level = Severity::Error;
    D.Range = {0, 0};
    D.Message = "the asm statements of this file were not checked: " + R.FatalError;
    A->Result.Diagnostics.push_back(std::move(D));
    A->Result.Errors = 1;
    return A;
  }
  A->CheckedTargets = R.Targets;
  for (FileDiagnostics &F : R.Files) {
    std::string FileName = absoluteSourcePath(std::string(F.Source->name()));
    if (FileName == Name) {
      A->Result.Diagnostics = std::move(F.Diagnostics);
      continue;
    }
    Analysis::OtherFile Other;
    Other.URI = uriFromPath(FileName);
    Other.Diagnostics = std::move(F.Diagnostics);
    // The text the offsets count in, as the front end read it.
    Other.Source = SourceFile::fromString(FileName, std::string(F.Source->text()));
    Other.Lines = std::make_unique<LineTable>(Other.Source->text());
    A->OtherFiles.push_back(std::move(Other));
  }
  for (const Diagnostic &D : A->Result.Diagnostics) {
    if (D.Level == Severity::Error)
      ++A->Result.Errors;
    else if (D.Level == Severity::Warning)
      ++A->Result.Warnings;
  }
  return A;
}
