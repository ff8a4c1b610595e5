//===- SymbolIndex.h - Names declared and used in a module -----*- C++ -*-===//
//
// One walk over a checked module records every declaration (functions,
// parameters, variables, registers, labels) and every use of a name, each
// resolved to its declaration through PTX's scopes: a block's names, then
// the enclosing blocks', the function's parameters and labels, and the
// module's. Definition, references, symbols, hover and completion all read
// this index.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LSP_SYMBOLINDEX_H
#define PTXLINT_LSP_SYMBOLINDEX_H

#include "ptxlint/AST.h"

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ptxlint::lsp {

enum class SymbolKind : uint8_t {
  Function,
  Parameter,
  Variable,
  Register,
  Label
};

struct SymbolDecl {
  std::string_view Name;
  SymbolKind Kind;
  SourceRange NameRange;
  /// The whole declaration: `.reg .b32 %r<10>;`, a function with its body.
  SourceRange DeclRange;
  /// N of `%r<N>`, which declares %r0 ... %r<N-1>.
  std::optional<uint32_t> RangeCount;
  /// The function it belongs to (-1: module scope), as a declaration index.
  int Function = -1;
  /// The scope it was declared in: a SymbolIndex::Scopes index.
  int Scope = 0;
};

struct SymbolUse {
  SourceRange Range;
  int Decl; ///< A SymbolIndex::Decls index; -1: not declared (`%tid`).
};

/// Instructions by position, for hover and completion.
struct InstructionAt {
  const Instruction *Inst;
  int Function;
};

class SymbolIndex {
public:
  explicit SymbolIndex(const Module &M);

  const std::vector<SymbolDecl> &decls() const { return Decls; }
  const std::vector<SymbolUse> &uses() const { return Uses; }

  /// The declaration whose name or a use of which covers Offset; Where,
  /// if given, is set to that name's range.
  std::optional<int> declAt(uint32_t Offset,
                            SourceRange *Where = nullptr) const;
  /// Its uses (the declaration's own name not among them).
  std::vector<SourceRange> usesOf(int Decl) const;
  /// The instruction covering Offset, or null.
  const InstructionAt *instructionAt(uint32_t Offset) const;
  /// The function (a decl index) whose body covers Offset; -1: none.
  int functionAt(uint32_t Offset) const;
  /// The declarations visible at Offset: the innermost scope's first.
  std::vector<int> visibleAt(uint32_t Offset) const;

private:
  struct Scope {
    int Parent;
    SourceRange Range;
    std::unordered_map<std::string_view, int> Names;
    std::vector<int> Ranges; ///< `%r<N>` declarations.
  };
  class Builder;

  int lookup(std::string_view Name, int ScopeIndex) const;

  std::vector<SymbolDecl> Decls;
  std::vector<SymbolUse> Uses;             ///< Sorted by position.
  std::vector<Scope> Scopes;               ///< [0]: the module.
  std::vector<InstructionAt> Instructions; ///< Sorted by position.
  /// Each function with a body: its decl and body range.
  std::vector<std::pair<int, SourceRange>> Bodies;
};

} // namespace ptxlint::lsp

#endif // PTXLINT_LSP_SYMBOLINDEX_H
