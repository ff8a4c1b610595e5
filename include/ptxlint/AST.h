//===- AST.h - ptx-lint's syntax tree for PTX modules ----------*- C++ -*-===//
//
// The project's own representation of a PTX module, built once from the
// parse tree, which is then dropped. Every node records the bytes it came
// from. Text is held as string_views into the SourceFile the module was
// parsed from, so a Module must not outlive its SourceFile.
//
// Instructions are generic (guard, opcode, modifiers, operands): the tree
// says what was written, the checker says whether it is legal.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_AST_H
#define PTXLINT_AST_H

#include "ptxlint/SourceRange.h"

#include <memory>
#include <optional>
#include <string_view>
#include <variant>
#include <vector>

namespace ptxlint {

/// A word as written in the source: an identifier, a dotted name or a literal.
struct Token {
  std::string_view Text;
  SourceRange Range;
};

//===----------------------------------------------------------------------===//
// Constant expressions (PTX ISA 4.5.4) and operands
//===----------------------------------------------------------------------===//

struct Expr {
  enum class Kind : uint8_t {
    IntegerLiteral, ///< Text: `42`, `0x1F`, `017`, `0b101`, optionally `U`.
    FloatLiteral,   ///< Text: `1.5`, `1e-3`, `0f3F800000`, `0d3FF0...`.
    Symbol,         ///< Text: a name; Component: `.x` of `%tid.x` or empty.
    Call,           ///< Text: the function (`generic`); Operands[0]: argument.
    Unary,          ///< Text: `-`, `+`, `!` or `~`; Operands[0].
    Binary,         ///< Text: the operator; Operands[0] op Operands[1].
    Conditional,    ///< Operands[0] ? Operands[1] : Operands[2].
    Cast,           ///< Text: `.s64` or `.u64`; Operands[0].
    Paren,          ///< ( Operands[0] ).
    Index,          ///< Text: an array's name; `Text[Operands[0]]`.
  };

  Kind K;
  SourceRange Range;
  std::string_view Text;
  std::string_view Component;
  std::unique_ptr<Expr> Operands[3];

  Expr(Kind K, SourceRange Range, std::string_view Text = {})
      : K(K), Range(Range), Text(Text) {}

  unsigned numOperands() const {
    unsigned N = 0;
    while (N < 3 && Operands[N])
      ++N;
    return N;
  }
};

using ExprPtr = std::unique_ptr<Expr>;

struct Operand {
  enum class Kind : uint8_t {
    Expression, ///< Value: a register, symbol, label or constant expression.
    Address,    ///< `[a]`, `[a+4]`, or a texture tuple `[tex, {x, y}]`.
    Vector,     ///< `{a, b, _, d}`.
    List,       ///< A parenthesized list: call arguments `(a, b)`, `()`.
    Sink,       ///< `_`.
  };

  Kind K = Kind::Expression;
  SourceRange Range;
  ExprPtr Value;                 ///< Expression only.
  std::vector<Operand> Elements; ///< Address, Vector and List.
  /// A suffix after an address, as in `[a].unified`; empty when absent.
  Token AddressSuffix;
  /// The `p` of `{a, b}|p` or `_|p`: instructions such as `tex` and
  /// `elect.sync` also write a predicate. (`%p|%q` is an Expression: a
  /// Binary `|` of two symbols.) Vector and Sink only; null when absent.
  ExprPtr PairedPredicate;
  /// Set for `r|_`: an Expression whose paired predicate is discarded.
  bool PairedSink = false;
  /// The part select of a video instruction's operand, as in `r1.b3`,
  /// `r2.h10`, `r3.b7654`: an Expression only; empty when absent.
  Token Selector;
};

//===----------------------------------------------------------------------===//
// Declarations
//===----------------------------------------------------------------------===//

/// One item of `.attribute(...)`, e.g. `.managed` or `.unified(19, 95)`.
struct AttributeItem {
  Token Name;
  bool HasArguments = false;
  std::vector<ExprPtr> Arguments;
};

/// A dotted word before the names of a declaration: `.global`, `.align 8`,
/// `.v4`, `.u32`, `.ptr`, `.attribute(.managed)`. Kept in source order.
struct Qualifier {
  Token Name;
  std::optional<Token> Argument;          ///< The integer of `.align 8`.
  std::vector<AttributeItem> Attributes;  ///< Only for `.attribute(...)`.
  SourceRange Range;
  bool isAttribute() const { return Name.Text == ".attribute"; }
};

struct Initializer {
  bool IsAggregate = false;
  ExprPtr Value;                     ///< Scalar initializers.
  std::vector<Initializer> Elements; ///< `{...}` initializers.
  SourceRange Range;
};

struct ArrayDimension {
  ExprPtr Size; ///< Null for `[]`.
  SourceRange Range;
};

/// One declared name: `%r<100>`, `a[4][4] = {...}`, `_`.
struct Declarator {
  Token Name;
  std::optional<Token> RangeCount; ///< The N of `%r<N>`.
  std::vector<ArrayDimension> Dimensions;
  std::optional<Initializer> Init;
  SourceRange Range;
};

/// `.global .align 4 .u32 a, b[2] = {1, 2};`, `.reg .b32 %r<10>;`, and
/// `.reg .b32;`, which ptxas takes though it declares nothing (no
/// Declarators).
struct VariableDecl {
  std::vector<Qualifier> Qualifiers;
  std::vector<Declarator> Declarators;
  SourceRange Range;
};

/// A parameter of a function or call prototype: qualifiers and one name.
struct ParameterDecl {
  std::vector<Qualifier> Qualifiers;
  Declarator Decl;
  SourceRange Range;
};
using ParameterList = std::vector<ParameterDecl>;

//===----------------------------------------------------------------------===//
// Directives
//===----------------------------------------------------------------------===//

struct VersionDirective {
  Token Version; ///< `9.0`
  unsigned Major = 0, Minor = 0;
  SourceRange Range;
};

struct TargetDirective {
  std::vector<Token> Targets; ///< `sm_90a`, `texmode_independent`, `debug`.
  SourceRange Range;
};

struct AddressSizeDirective {
  Token Size;
  SourceRange Range;
};

struct FileDirective {
  Token Index;
  Token Path;                     ///< The string literal, quotes included.
  std::optional<Token> Timestamp; ///< Optional `, timestamp`...
  std::optional<Token> FileSize;  ///< ...and `, size` after it.
  SourceRange Range;
};

struct PragmaDirective {
  std::vector<Token> Strings; ///< String literals, quotes included.
  SourceRange Range;
};

struct AliasDirective {
  Token Alias, Aliasee;
  SourceRange Range;
};

/// An obsolete `@@DWARF ...` line, kept verbatim.
struct DwarfLine {
  Token Text;
};

/// A line of a `.section` block: `label:` or `.b8 1, 2, 3`.
struct SectionEntry {
  bool IsLabel = false;
  Token Name; ///< The label, or the data type (`.b8`, `.b32`, `.b64`).
  std::vector<ExprPtr> Values;
  SourceRange Range;
};

struct SectionDirective {
  Token Name; ///< `.debug_info`
  std::vector<SectionEntry> Entries;
  SourceRange Range;
};

/// `.loc file line column [, function_name f, inlined_at file line column]`.
struct LocDirective {
  Token File, Line, Column;
  /// A label, or `label + integer`; set exactly when the Inlined* are.
  ExprPtr FunctionName;
  std::optional<Token> InlinedFile, InlinedLine, InlinedColumn;
  SourceRange Range;
};

/// A directive between a function's signature and its body:
/// `.maxntid 256, 1, 1`, `.noreturn`, `.pragma "nounroll";`.
struct FunctionAttribute {
  Token Name;
  std::vector<ExprPtr> Arguments;
  std::optional<PragmaDirective> Pragma; ///< Set for `.pragma`.
  SourceRange Range;
};

//===----------------------------------------------------------------------===//
// Function bodies
//===----------------------------------------------------------------------===//

struct Modifier {
  std::string_view Text; ///< With its dot: `.global`, `.L2::cache_hint`.
  SourceRange Range;
};

struct Guard {
  Token Predicate;
  bool Negated = false;
  SourceRange Range;
};

struct Instruction {
  std::optional<Guard> Pred;
  Token Opcode;
  std::vector<Modifier> Modifiers;
  std::vector<Operand> Operands;
  SourceRange Range;
};

struct Label {
  Token Name;
  SourceRange Range;
};

/// `name: .branchtargets a, b;` or `name: .calltargets f, g;`
struct TargetListDirective {
  enum class Kind : uint8_t { BranchTargets, CallTargets };
  Kind K;
  Token Name;
  std::vector<Token> Targets;
  SourceRange Range;
};

/// `name: .callprototype (.param .b32 _) _ (.param .b64 _) .noreturn;`
struct CallPrototype {
  Token Name;
  std::optional<ParameterList> ReturnParameters;
  std::optional<ParameterList> Parameters;
  std::vector<FunctionAttribute> Attributes;
  SourceRange Range;
};

struct Statement;

/// `{ ... }`: a function body or a nested scope.
struct Block {
  std::vector<Statement> Statements;
  SourceRange Range;
};

struct Statement {
  std::variant<Label, Instruction, VariableDecl, LocDirective, PragmaDirective,
               Block, TargetListDirective, CallPrototype, DwarfLine>
      Node;
};

//===----------------------------------------------------------------------===//
// Functions and the module
//===----------------------------------------------------------------------===//

struct Function {
  enum class Kind : uint8_t { Entry, Func };
  std::vector<Token> Linkage; ///< Words before the kind: `.visible`, `.weak`.
  Kind K = Kind::Func;
  SourceRange KindRange;
  std::optional<ParameterList> ReturnParameters;
  Token Name;
  std::optional<ParameterList> Parameters; ///< Absent: no `( )` at all.
  std::vector<FunctionAttribute> Attributes;
  /// Absent for a prototype: a header ending in `;`, or a `.func` header
  /// that ends where the next item begins (as old nvopencc wrote them).
  std::optional<Block> Body;
  SourceRange Range;
};

using TopLevelItem =
    std::variant<VersionDirective, TargetDirective, AddressSizeDirective,
                 FileDirective, SectionDirective, PragmaDirective,
                 AliasDirective, DwarfLine, Function, VariableDecl>;

/// A comment, kept only when parsing was asked to keep them.
struct Comment {
  std::string_view Text; ///< `// ...` or `/* ... */`.
  SourceRange Range;
  /// It starts on the line where code ends before it, with only blanks or
  /// such comments in between: `ret; // done`, `ret; /* a */ // b`. Set by
  /// the parser; the printer keeps a `ptx-lint:` directive of this kind on
  /// its line, since the directive applies to the line it is on.
  bool Trailing = false;
};

struct Module {
  std::vector<TopLevelItem> Items;
  std::vector<Comment> Comments; ///< In source order.
};

/// The source range of any top-level item or statement.
SourceRange rangeOf(const TopLevelItem &Item);
SourceRange rangeOf(const Statement &S);

} // namespace ptxlint

#endif // PTXLINT_AST_H
