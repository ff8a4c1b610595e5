//===- ModuleChunker.h - Split a module into runs of items -----*- C++ -*-===//
//
// A PTX module is a flat sequence of top-level items, so any run of
// consecutive items is itself a valid input for the grammar's `module` rule.
// The chunker finds byte offsets where one item certainly ends and the next
// begins, without lexing: after a `;` or a `}` at brace depth zero, outside
// comments and strings, and never inside a function's signature (where
// `.pragma "x";` may precede the body). Where it is unsure it does not
// split; a missed split point only makes a chunk larger.
//
// Parsing chunk by chunk bounds the size of every parse tree and lets a
// syntax error be recovered from at the next chunk at the latest.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PARSE_MODULECHUNKER_H
#define PTXLINT_PARSE_MODULECHUNKER_H

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace ptxlint {

/// Which limit a chunk goes past.
enum class TooDeepKind : uint8_t { Braces, Brackets, Operators };

struct Chunk {
  size_t Begin, End;
  /// Where brackets first nest deeper than MaxNestingDepth (braces deeper
  /// than MaxBraceDepth), or an operand
  /// first has more than MaxOperators operators, in this chunk; npos if
  /// nowhere. Such a chunk is reported, not parsed: the parser recurses
  /// once per level, and its prediction slows down quadratically.
  size_t TooDeepAt = std::string_view::npos;
  TooDeepKind TooDeep = TooDeepKind::Braces; ///< With TooDeepAt.
};

/// Far beyond what any compiler writes; small enough to parse quickly and
/// without exhausting the stack (the tree's walks recurse too). ptxas goes
/// further: it takes 9978 nested parentheses and operands of 100,000
/// operators.
constexpr unsigned MaxNestingDepth = 64;
/// Braces: a function body with blocks nested in it, or an initializer.
/// ptxas takes 1663 blocks inside a body and runs out of parser stack at
/// 1664 ("memory exhausted"), so ptx-lint parses as deep as ptxas does.
constexpr unsigned MaxBraceDepth = 1664;
constexpr unsigned MaxOperators = 1000;

/// Splits Text into consecutive chunks covering all of it. Chunks smaller
/// than MinChunkBytes are merged with the next one, to amortise the cost
/// of setting up a parser.
std::vector<Chunk> splitIntoChunks(std::string_view Text,
                                   size_t MinChunkBytes = 16 * 1024);

} // namespace ptxlint

#endif // PTXLINT_PARSE_MODULECHUNKER_H
