//===- Analysis.cpp - One checked version of a document -------------------===//

#include "Analysis.h"

#include "ptxlint/AccessProperty.h"

using namespace ptxlint;
using namespace ptxlint::lsp;

const std::vector<Diagnostic> &Analysis::policyExplanations() const {
  std::call_once(Explained,
                 [this] { Explanations = explainPolicies(*Source); });
  return Explanations;
}

std::shared_ptr<const Analysis> lsp::analyze(std::string URI, int64_t Version,
                                             std::string Text,
                                             const LintOptions &Options,
                                             std::string ConfigProblem) {
  auto A = std::make_shared<Analysis>();
  A->URI = std::move(URI);
  A->Version = Version;
  A->ConfigProblem = std::move(ConfigProblem);
  A->CheckedTargets = Options.Targets;
  A->CheckedVersion = Options.PTXVersion;
  std::optional<std::string> Path = pathFromURI(A->URI);
  A->Source = SourceFile::fromString(Path ? *Path : A->URI, std::move(Text));
  A->Result = lint(*A->Source, Options);
  A->Lines = std::make_unique<LineTable>(A->Source->text());
  A->Symbols = std::make_unique<SymbolIndex>(A->Result.AST);
  return A;
}
