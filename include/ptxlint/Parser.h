//===- Parser.h - Turning PTX text into a Module ---------------*- C++ -*-===//
//
// The parser reads a module in pieces (runs of top-level items, see
// src/Parse/ModuleChunker.h), builds the AST of each piece and drops its
// parse tree at once, so memory stays proportional to the input. Errors are
// reported to a DiagnosticEngine and parsing goes on after each one.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PARSER_H
#define PTXLINT_PARSER_H

#include "ptxlint/AST.h"

#include <functional>
#include <memory>
#include <string>

namespace ptxlint {

class DiagnosticEngine;
class SourceFile;

/// How the fast path and the grammar compared on one chunk, for testing
/// (ParseOptions::VerifyFastPath).
struct FastPathCheck {
  size_t Begin = 0, End = 0; ///< The chunk's bytes.
  bool FastAccepted = false; ///< The fast path parsed it.
  bool GrammarClean = false; ///< The grammar found no syntax error in it.
  /// The fast path declined, or built exactly the grammar's AST and
  /// comments for an error-free chunk.
  bool Agrees = false;
  /// When the fast path accepted the chunk and !Agrees: the two results
  /// (src/Parse/ASTDump.h).
  std::string GrammarDump, FastDump;
};

struct ParseOptions {
  /// Record comments in Module::Comments, for printing them back.
  bool KeepComments = false;
  /// Parse this many chunks (runs of top-level items) at once. Items,
  /// comments and syntax errors still arrive in source order, the same for
  /// any number of threads.
  unsigned Threads = 1;
  /// Called after each chunk is delivered with the bytes parsed so far and
  /// the total, from the thread that called the parser.
  std::function<void(size_t Done, size_t Total)> Progress;
  /// Try the hand-written parser on each chunk first (src/Parse/
  /// FastParser.h). It builds the same AST as the grammar or gives the
  /// chunk to the grammar's parser, which reports every syntax error, so
  /// the result does not depend on this; off, every chunk goes through
  /// ANTLR (for comparison and debugging).
  bool FastPath = true;
  /// Testing: parse every chunk both ways and call this for each, in source
  /// order, from the thread that called the parser. The grammar's result is
  /// the one delivered.
  std::function<void(const FastPathCheck &)> VerifyFastPath;
  /// Testing: chunks smaller than this are merged with the next one
  /// (splitIntoChunks). 1 splits at every point the chunker finds, which
  /// lets small inputs exercise chunking and threads; an error-free module
  /// parses into the same tree whatever the value.
  size_t MinChunkBytes = 16 * 1024;
  /// With several Threads, a function body at least twice this large is
  /// read in pieces of at least this size, one per thread (see
  /// src/Parse/BodyPieces.h); the tree is the same whatever the value.
  /// Testing sets it low, so that small bodies are cut too.
  size_t MinBodyPieceBytes = 1u << 20;
};

/// Parses a whole module. The result points into Source.
Module parseModule(const SourceFile &Source, DiagnosticEngine &Diags,
                   const ParseOptions &Options = {});

/// Streams the module's top-level items in source order, so that a caller
/// that checks or prints item by item never holds the whole tree. When
/// comments are kept, each item comes with the comments that start after the
/// previous item and before this one's end; those after the last item come
/// through OnTrailingComments. Each item comes with the arena its nodes live
/// in (consecutive items share one): a consumer that keeps the item keeps
/// the arena.
struct ItemConsumer {
  std::function<void(TopLevelItem &&, std::vector<Comment> &&,
                     const std::shared_ptr<ASTArena> &)>
      OnItem;
  std::function<void(std::vector<Comment> &&)> OnTrailingComments;
};
void parseModuleItems(const SourceFile &Source, DiagnosticEngine &Diags,
                      const ParseOptions &Options, const ItemConsumer &Sink);

} // namespace ptxlint

#endif // PTXLINT_PARSER_H
