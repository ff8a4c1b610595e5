//===- BodyPieces.h - A huge function body read on several threads -*- C++ -*-===//
//
// A function of a million instructions is a single chunk (ModuleChunker.h),
// which one thread would read alone. With more threads, the fast parser
// cuts its body at line starts that follow a `;`, gives each piece after
// the first to a helper thread, and reads the first itself.
//
// A cut is a guess made without reading what precedes it: the line may be
// inside a block comment, a string or a nested block. The parser's thread
// checks each guess when it reaches it. A piece is taken only if the
// statement the parser would read next begins exactly where the piece's
// first token does, and the next piece only if this one stopped exactly
// where that one begins; from the first piece not taken on, the parser's
// thread reads on itself. Lexing from a line start is lexing from anywhere
// between two tokens, so a piece that is taken holds the nodes and
// comments a single thread would have built there.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PARSE_BODYPIECES_H
#define PTXLINT_PARSE_BODYPIECES_H

#include "AST/LargeArrays.h"

#include "ptxlint/AST.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <thread>
#include <vector>

namespace ptxlint {
namespace fast {

/// One piece of a body and, once its reader is done, what it read.
struct BodyPiece {
  size_t Begin = 0;         ///< A line start.
  size_t StopAt = SIZE_MAX; ///< The next piece's Begin; SIZE_MAX for the last.
  /// Read to the end without giving up; the fields below are then set.
  bool Ok = false;
  /// It stopped at the body's closing `}`, not at StopAt.
  bool EndedAtBrace = false;
  uint32_t FirstToken = 0; ///< Where its first token begins.
  uint32_t EndedAt = 0;    ///< Where the first token it left begins.
  uint32_t LastEnd = 0;    ///< Where its last token ends.
  LargeVector<Statement> Statements;
  std::vector<Comment> Comments; ///< Lexed ahead too: up to past EndedAt.
  std::unique_ptr<ASTArena> Arena; ///< Where its nodes live.
};

/// Where to cut Text[Begin, End) into up to Count pieces of about the same
/// size: line starts after a line that ends in `;`, in increasing order,
/// after Begin. Fewer where no such line is near.
std::vector<size_t> findPieceStarts(std::string_view Text, size_t Begin,
                                    size_t End, size_t Count);

/// The helper threads that read one body's pieces after the first.
class PieceReaders {
public:
  /// Reads one piece; returns early, leaving it not Ok, once Cancelled.
  using ReadPiece =
      std::function<void(BodyPiece &, const std::atomic<bool> &Cancelled)>;

  /// Starts a thread per piece, from Starts (findPieceStarts). A piece
  /// whose thread cannot be started stays not Ok.
  PieceReaders(const std::vector<size_t> &Starts, ReadPiece Read);
  /// Cancels the pieces not waited for and joins their threads.
  ~PieceReaders();
  PieceReaders(const PieceReaders &) = delete;
  PieceReaders &operator=(const PieceReaders &) = delete;

  size_t size() const { return Pieces.size(); }
  size_t begin(size_t I) const { return Pieces[I].Begin; }
  /// Waits for piece I's reader and returns the piece.
  BodyPiece &wait(size_t I);

private:
  ReadPiece Read;
  std::vector<BodyPiece> Pieces; ///< Never resized once threads run.
  std::vector<std::thread> Threads;
  std::atomic<bool> Cancelled{false};
};

} // namespace fast
} // namespace ptxlint

#endif // PTXLINT_PARSE_BODYPIECES_H
