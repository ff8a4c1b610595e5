//===- BodyPieces.cpp -----------------------------------------------------===//

#include "BodyPieces.h"

#include <system_error>

using namespace ptxlint;
using namespace ptxlint::fast;

namespace {
/// How far past the ideal cut a line ending in `;` is looked for.
constexpr size_t SearchBytes = 64 * 1024;

/// The line start at or after From, within SearchBytes and before End,
/// whose previous line ends in `;` (blanks aside); npos if none.
size_t lineStartAfterSemicolon(std::string_view Text, size_t From,
                               size_t End) {
  size_t Limit = std::min(End, From + SearchBytes);
  for (size_t I = From; I < Limit; ++I) {
    if (Text[I] != '\n')
      continue;
    size_t J = I;
    while (J > 0 && (Text[J - 1] == ' ' || Text[J - 1] == '\t' ||
                     Text[J - 1] == '\r'))
      --J;
    if (J > 0 && Text[J - 1] == ';' && I + 1 < End)
      return I + 1;
  }
  return std::string_view::npos;
}
} // namespace

std::vector<size_t> fast::findPieceStarts(std::string_view Text, size_t Begin,
                                          size_t End, size_t Count) {
  std::vector<size_t> Starts;
  size_t Previous = Begin;
  for (size_t I = 1; I < Count; ++I) {
    size_t Ideal = Begin + (End - Begin) / Count * I;
    size_t Start = lineStartAfterSemicolon(Text, std::max(Ideal, Previous + 1),
                                           End);
    if (Start == std::string_view::npos)
      continue;
    Starts.push_back(Start);
    Previous = Start;
  }
  return Starts;
}

PieceReaders::PieceReaders(const std::vector<size_t> &Starts, ReadPiece Read)
    : Read(std::move(Read)), Pieces(Starts.size()) {
  for (size_t I = 0; I < Starts.size(); ++I) {
    Pieces[I].Begin = Starts[I];
    if (I + 1 < Starts.size())
      Pieces[I].StopAt = Starts[I + 1];
  }
  Threads.reserve(Pieces.size());
  for (BodyPiece &Piece : Pieces) {
    try {
      Threads.emplace_back(
          [this, &Piece] { this->Read(Piece, Cancelled); });
    } catch (const std::system_error &) {
      Threads.emplace_back(); // Not started: the piece stays not Ok.
    }
  }
}

PieceReaders::~PieceReaders() {
  Cancelled.store(true, std::memory_order_relaxed);
  for (std::thread &T : Threads)
    if (T.joinable())
      T.join();
}

BodyPiece &PieceReaders::wait(size_t I) {
  if (Threads[I].joinable())
    Threads[I].join();
  return Pieces[I];
}
