//===- SymbolTable.h - Scoped names of a PTX module ------------*- C++ -*-===//
//
// PTX resolves names in one pass: a register, variable or function must be
// declared before its first use (ptxas: "Unknown symbol"); only labels may
// be used before they appear. `.reg .b32 %r<100>` declares %r0..%r99
// without listing them, so ranges are kept as (prefix, count).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_SYMBOLTABLE_H
#define PTXLINT_CHECK_SYMBOLTABLE_H

#include "ptxlint/SourceRange.h"

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ptxlint {

enum class SymbolKind : uint8_t { Register, Variable, Function, Label, Prototype };

/// The parameters of a function or call prototype, for matching the lists
/// of a call: each one's name and size in bits (0: not known, as for an
/// array whose size is not an integer literal).
struct Signature {
  struct Parameter {
    std::string Name;
    uint64_t Bits = 0;
  };
  std::vector<Parameter> Results, Arguments;
};

struct Symbol {
  SymbolKind Kind;
  SourceRange Declared;
  std::string_view Type;  ///< `.b32`; empty for functions and labels.
  std::string_view Space; ///< `.global`, `.shared`, ...; `.reg` for registers.
  /// 2, 4 or 8 for a vector register, else 0. A byte, so that a symbol is
  /// 72 bytes: a body's scope holds one for each of its labels.
  uint8_t VectorLanes = 0;
  bool External = false; ///< Declared `.extern`: a definition may follow.
  /// An input parameter of the function being checked (not a return
  /// parameter): it may be read but not written.
  bool InputParameter = false;
  /// Declared in the parameter list of the function being checked, for
  /// input or return; a `.param` variable of the body (a call's buffer) is
  /// not one.
  bool Parameter = false;
  /// Declared with a dimension: `gbuf[4096]`, `ext[]`.
  bool Array = false;
  /// Not declared: an inline-asm operand (CheckOptions::ImplicitRegisters).
  /// Its Type is empty, so no operand type rule rejects it.
  bool Implicit = false;
  /// A label that names a `.branchtargets` or `.calltargets` list rather
  /// than a place in the code.
  enum class List : uint8_t { None, BranchTargets, CallTargets };
  List TargetList = List::None;
  /// A function declared with `.entry`.
  bool Kernel = false;
  /// A function's or call prototype's parameters; null when not known
  /// (an alias declared without a function).
  std::shared_ptr<const Signature> Parameters = nullptr;
};

static_assert(sizeof(void *) != 8 || sizeof(Symbol) == 72,
              "a body's scope holds one for each label");

class SymbolTable {
public:
  SymbolTable() { pushScope(); }

  void pushScope() { Scopes.emplace_back(); }
  void popScope() { Scopes.pop_back(); }
  /// No function or block scope is open.
  bool atModuleScope() const { return !Enclosing && Scopes.size() == 1; }

  /// Makes this table's scopes nested in Enclosing's innermost, which must
  /// not change while this one is used: a part of a huge body, checked on
  /// another thread, sees the body's names through it and keeps its own
  /// blocks' to itself.
  void setEnclosing(const SymbolTable *Outer) { Enclosing = Outer; }

  /// Declares a name in the innermost scope. Returns the earlier symbol if
  /// the scope already has the name (including via a register range).
  const Symbol *declare(std::string_view Name, const Symbol &S);
  /// Makes room in the innermost scope for Count more names.
  void reserve(size_t Count) {
    Scopes.back().Names.reserve(Scopes.back().Names.size() + Count);
  }
  /// Declares Prefix0 .. Prefix<Count-1>.
  const Symbol *declareRange(std::string_view Prefix, uint64_t Count,
                             const Symbol &S);

  /// The symbol Name resolves to in the innermost scope that has it. With
  /// implicit registers, an undeclared `%` name that is not a special
  /// register resolves to a register of no particular type.
  const Symbol *lookup(std::string_view Name) const;

  void setImplicitRegisters(bool On) { ImplicitRegisters = On; }

private:
  struct Scope {
    std::unordered_map<std::string_view, Symbol> Names;
    struct Range {
      uint64_t Count;
      Symbol Sym;
    };
    std::unordered_map<std::string_view, Range> Ranges; // By prefix.
    /// For names that end in a number (`%x7`), the lowest-numbered one of
    /// each prefix: a range declared later overlaps a single name exactly
    /// when it covers that one, so the check needs no scan of Names.
    struct Numbered {
      uint64_t Number;
      const Symbol *Sym;
    };
    std::unordered_map<std::string_view, Numbered> LowestNumbered;
  };
  static const Symbol *findIn(const Scope &S, std::string_view Name);
  /// The range of S that Name is in, or null.
  static const Symbol *findInRanges(const Scope &S, std::string_view Name);
  std::vector<Scope> Scopes;
  const SymbolTable *Enclosing = nullptr;
  bool ImplicitRegisters = false;
};

} // namespace ptxlint

#endif // PTXLINT_CHECK_SYMBOLTABLE_H
