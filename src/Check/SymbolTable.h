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

#include <cassert>
#include <deque>
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

struct SymbolFacts;

/// A declared name: what a label has. A body's scope holds one for each
/// of its labels, so it is 12 bytes; every other kind of name is a
/// FullSymbol, whose further facts facts() reads. A Symbol whose Kind is
/// not Label is always part of a FullSymbol: facts() relies on it.
struct Symbol {
  SymbolKind Kind;
  /// A label that names a `.branchtargets` or `.calltargets` list rather
  /// than a place in the code.
  enum class List : uint8_t { None, BranchTargets, CallTargets };
  List TargetList = List::None;
  SourceRange Declared;

  /// What a register, variable, function or prototype is; for a label,
  /// nothing (every fact empty or false).
  const SymbolFacts &facts() const;
};

static_assert(sizeof(Symbol) == 12, "a body's scope holds one for each label");

/// What a name that is not a label has beyond its Symbol.
struct SymbolFacts {
  std::string_view Type;  ///< `.b32`; empty for functions.
  std::string_view Space; ///< `.global`, `.shared`, ...; `.reg` for registers.
  uint8_t VectorLanes = 0; ///< 2, 4 or 8 for a vector register, else 0.
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
  /// A function declared with `.entry`.
  bool Kernel = false;
  /// A function's or call prototype's parameters; null when not known
  /// (an alias declared without a function).
  std::shared_ptr<const Signature> Parameters = nullptr;
};

/// A register, variable, function or call prototype.
struct FullSymbol : Symbol, SymbolFacts {
  FullSymbol() : Symbol{SymbolKind::Variable, List::None, {}} {}
  FullSymbol(SymbolKind Kind, SourceRange Declared, std::string_view Type = {},
             std::string_view Space = {}, uint8_t VectorLanes = 0)
      : Symbol{Kind, List::None, Declared} {
    assert(Kind != SymbolKind::Label && "a label is a bare Symbol");
    this->Type = Type;
    this->Space = Space;
    this->VectorLanes = VectorLanes;
  }
};

inline const SymbolFacts &Symbol::facts() const {
  static const SymbolFacts NoFacts;
  return Kind == SymbolKind::Label ? NoFacts
                                   : static_cast<const FullSymbol &>(*this);
}

/// What S is, for messages: "a register", "a kernel", "a label of the
/// code", "a .branchtargets list", ...
std::string_view describeSymbol(const Symbol &S);

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

  /// Declares a name other than a label in the innermost scope. Returns
  /// the earlier symbol if the scope already has the name (including via
  /// a register range).
  const Symbol *declare(std::string_view Name, const FullSymbol &S);
  /// Declares a label in the innermost scope, as declare does.
  const Symbol *declareLabel(std::string_view Name, SourceRange Declared,
                             Symbol::List TargetList = Symbol::List::None);
  /// Makes room in the innermost scope for Count more labels.
  void reserveLabels(size_t Count) { Scopes.back().Labels.reserve(Count); }
  /// Declares Prefix0 .. Prefix<Count-1>.
  const Symbol *declareRange(std::string_view Prefix, uint64_t Count,
                             const FullSymbol &S);

  /// The symbol Name resolves to in the innermost scope that has it, seen
  /// from the reading position (setPosition). With implicit registers, an
  /// undeclared `%` name that is not a special register resolves to a
  /// register of no particular type.
  const Symbol *lookup(std::string_view Name) const;
  /// What lookup would find with every declaration of the body seen: a
  /// target list or call prototype named before it appears, for messages.
  const Symbol *lookupAnywhere(std::string_view Name) const {
    return lookupFrom(Name, Everywhere).first;
  }
  /// Where in the source the names looked up are written: the statement
  /// being checked. ptxas reads a body once: a label that comes later is
  /// not declared yet where it is named, so an outer scope's symbol of the
  /// same name is found first (`mov.u64 %rd1, buf;` before `buf:` names
  /// the module's `buf`), and the label only when there is none. Without
  /// a position, every label is seen.
  void setPosition(uint32_t At) { Position = At; }
  static constexpr uint32_t Everywhere = UINT32_MAX;

  void setImplicitRegisters(bool On) { ImplicitRegisters = On; }
  /// Set here or on the enclosing table.
  bool implicitRegisters() const {
    return ImplicitRegisters || (Enclosing && Enclosing->implicitRegisters());
  }

private:
  /// A scope's labels, apart from its other names: a generated body has a
  /// label every few instructions, and a hash map's node for each would
  /// take several times the label's 12 bytes. Open addressing over an
  /// array of indices; the labels stay where they are put, for the table
  /// hands out their addresses.
  class LabelTable {
  public:
    const Symbol *find(std::string_view Name) const;
    /// Adds Name, unless the table has it: the label of that name, and
    /// whether it is the one added.
    std::pair<const Symbol *, bool> insert(std::string_view Name,
                                           const Symbol &Label);
    /// Makes room for Count more labels.
    void reserve(size_t Count);

  private:
    struct Entry {
      std::string_view Name;
      Symbol Label;
    };
    /// The slot Name is in, or the empty one where it would go.
    size_t slotOf(std::string_view Name) const;
    std::deque<Entry> Entries;
    /// For each slot, 1 + the index of its entry, or 0; a power of two in
    /// size, at most three quarters full.
    std::vector<uint32_t> Slots;
  };

  struct Scope {
    std::unordered_map<std::string_view, FullSymbol> Names;
    LabelTable Labels;
    struct Range {
      uint64_t Count;
      FullSymbol Sym;
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
  /// The symbol Name resolves to from position At, and whether it is a
  /// label that comes after At (found only as no outer scope has the name).
  std::pair<const Symbol *, bool> lookupFrom(std::string_view Name,
                                             uint32_t At) const;
  /// Notes a name declared in S, for declareRange's overlap check.
  static void noteNumbered(Scope &S, std::string_view Name,
                           const Symbol &Declared);
  /// The range of S that Name is in, or null.
  static const Symbol *findInRanges(const Scope &S, std::string_view Name);
  std::vector<Scope> Scopes;
  const SymbolTable *Enclosing = nullptr;
  uint32_t Position = Everywhere;
  bool ImplicitRegisters = false;
};

} // namespace ptxlint

#endif // PTXLINT_CHECK_SYMBOLTABLE_H
