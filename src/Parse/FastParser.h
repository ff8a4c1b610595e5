//===- FastParser.h - Hand-written parser for well-formed chunks -*- C++ -*-===//
//
// The grammar (grammar/*.g4) defines PTX for ptx-lint, and the ANTLR parser
// built from it reports every syntax error. Most of the input, however, is
// compiler output without a single error, and ANTLR spends ~15 s on 36 MB
// of it. This parser takes a chunk (see ModuleChunker.h) and builds exactly
// the AST that ASTBuilder builds from ANTLR's parse of it -- the same nodes,
// ranges and string_views -- or gives up at the first thing the grammar
// would not accept without an error, or that this parser does not handle.
// The caller then parses the chunk with ANTLR as before, so every
// diagnostic still comes from the grammar path.
//
// Where the grammar is ambiguous, ANTLR picks the alternative listed first;
// the parser makes the same choice and says so where it matters. That the
// two agree is tested, not assumed: ptx-parse-verify parses every chunk of
// the corpus, the lit inputs and mutated variants of both both ways and
// compares dumps of the trees (ASTDump.h).
//
// Recursion is bounded by MaxFastDepth; deeper input goes to ANTLR.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PARSE_FASTPARSER_H
#define PTXLINT_PARSE_FASTPARSER_H

#include "ptxlint/AST.h"
#include "ptxlint/NumberRuns.h"

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace ptxlint {
namespace fast {

/// How deeply blocks, brackets, initializers and expressions may nest
/// before the fast path gives up (ModuleChunker's limits are higher).
constexpr unsigned MaxFastDepth = 200;

/// What a chunk parses into: its items and, if asked for, its comments.
struct ChunkAST {
  std::vector<TopLevelItem> Items;
  std::vector<Comment> Comments;
  std::shared_ptr<ASTArena> Arena; ///< Where the items' nodes live.
  /// Pieces of function bodies read by helper threads (BodyPieces.h).
  size_t PiecesTaken = 0;
};

/// How a huge function body may be read on several threads (BodyPieces.h).
struct BodyPieceOptions {
  unsigned Threads = 1;            ///< Pieces per body at most; 1: never.
  size_t MinPieceBytes = 1u << 20; ///< Bytes per piece at least.
};

/// Numbers in a row among a list's elements, which the fast path read
/// before it gave up on the chunk: the first element lies at
/// [Begin, FirstEnd), the last ends at End. The grammar path, which then
/// parses the chunk, reads the first element and skips the rest (a lookup
/// table with a syntax error near its end need not be read number by
/// number); ASTBuilder puts the whole run in the tree.
struct NumberSpan {
  uint32_t Begin = 0, FirstEnd = 0, End = 0;
  NumberShape Shape; ///< Of all of its elements.
};

/// The span of Spans (in source order) whose first element a list element
/// the grammar read at Element is, or null. The element may begin before
/// the span: the grammar's recovery from an error just before it takes the
/// tokens it drops into the element.
const NumberSpan *spanOfFirstElement(const std::vector<NumberSpan> &Spans,
                                     SourceRange Element);

/// Parses Text[Begin, End) as the grammar's `module` rule would. Returns
/// nullopt if the chunk has a syntax error, if lexing it would report an
/// error, or if it holds something the fast path leaves to ANTLR; then
/// SpansRead, if given, holds the NumberSpans read before that, in source
/// order. The tree does not depend on Pieces.
std::optional<ChunkAST> parseChunk(std::string_view Text, size_t Begin,
                                   size_t End, bool KeepComments,
                                   BodyPieceOptions Pieces = {},
                                   std::vector<NumberSpan> *SpansRead = nullptr);

} // namespace fast
} // namespace ptxlint

#endif // PTXLINT_PARSE_FASTPARSER_H
