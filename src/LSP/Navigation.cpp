//===- Navigation.cpp - Definition, references, document symbols ----------===//

#include "Features.h"

#include "Transport.h"

#include <algorithm>

using namespace ptxlint;
using namespace ptxlint::lsp;

namespace {

llvm::json::Value location(const Analysis &A, SourceRange R) {
  return llvm::json::Object{{"uri", A.URI},
                            {"range", rangeToJSON(*A.Lines, R)}};
}

/// LSP's SymbolKind numbers.
int lspKind(SymbolKind K) {
  switch (K) {
  case SymbolKind::Function:
    return 12;
  case SymbolKind::Parameter:
  case SymbolKind::Variable:
  case SymbolKind::Register:
    return 13;
  case SymbolKind::Label:
    return 20; // Key: a name code jumps to.
  }
  return 13;
}

std::string detailOf(SymbolKind K) {
  switch (K) {
  case SymbolKind::Function:
    return "function";
  case SymbolKind::Parameter:
    return "parameter";
  case SymbolKind::Variable:
    return "variable";
  case SymbolKind::Register:
    return "register";
  case SymbolKind::Label:
    return "label";
  }
  return "";
}

std::string displayName(const SymbolDecl &D) {
  std::string Name(D.Name);
  if (D.RangeCount)
    Name += "<" + std::to_string(*D.RangeCount) + ">";
  return Name;
}

llvm::json::Object symbolJSON(const Analysis &A, const SymbolDecl &D) {
  return llvm::json::Object{
      {"name", validUTF8(displayName(D))},
      {"detail", detailOf(D.Kind)},
      {"kind", lspKind(D.Kind)},
      {"range", rangeToJSON(*A.Lines, D.DeclRange.merge(D.NameRange))},
      {"selectionRange", rangeToJSON(*A.Lines, D.NameRange)}};
}

} // namespace

llvm::json::Value lsp::definition(const Analysis &A, uint32_t Offset) {
  std::optional<int> Decl = A.Symbols->declAt(Offset);
  if (!Decl)
    return nullptr;
  return location(A, A.Symbols->decls()[*Decl].NameRange);
}

llvm::json::Value lsp::references(const Analysis &A, uint32_t Offset,
                                  bool IncludeDeclaration) {
  std::optional<int> Decl = A.Symbols->declAt(Offset);
  llvm::json::Array Result;
  if (!Decl)
    return llvm::json::Value(std::move(Result));
  if (IncludeDeclaration)
    Result.push_back(location(A, A.Symbols->decls()[*Decl].NameRange));
  for (SourceRange R : A.Symbols->usesOf(*Decl))
    Result.push_back(location(A, R));
  return llvm::json::Value(std::move(Result));
}

llvm::json::Value lsp::documentSymbols(const Analysis &A) {
  const std::vector<SymbolDecl> &Decls = A.Symbols->decls();
  // Functions hold what they declare; the module's variables stand alone.
  // Labels are collected before the statements are walked: order by
  // position, as the document shows them.
  std::vector<int> InOrder;
  for (size_t I = 0; I < Decls.size(); ++I)
    InOrder.push_back(static_cast<int>(I));
  std::stable_sort(InOrder.begin(), InOrder.end(), [&](int L, int R) {
    return Decls[L].NameRange.Begin < Decls[R].NameRange.Begin;
  });
  std::vector<llvm::json::Array> Children(Decls.size());
  for (int I : InOrder)
    if (Decls[I].Function >= 0)
      Children[Decls[I].Function].push_back(symbolJSON(A, Decls[I]));
  llvm::json::Array Result;
  for (size_t I = 0; I < Decls.size(); ++I) {
    if (Decls[I].Function >= 0)
      continue;
    llvm::json::Object Symbol = symbolJSON(A, Decls[I]);
    if (!Children[I].empty())
      Symbol["children"] = std::move(Children[I]);
    Result.push_back(std::move(Symbol));
  }
  return llvm::json::Value(std::move(Result));
}
