//===- AsciiCharStream.h - ANTLR input over a byte range -------*- C++ -*-===//
//
// ANTLR's stock ANTLRInputStream decodes its input into UTF-32, four bytes
// per character. PTX is ASCII, so this stream serves the bytes of one
// chunk of the source buffer as they are. Indices are offsets into the
// whole buffer, which makes every token's start index its source offset.
// Bytes outside ASCII come through unchanged and lex as INVALID_CHARACTER.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PARSE_ASCIICHARSTREAM_H
#define PTXLINT_PARSE_ASCIICHARSTREAM_H

#include "antlr4-runtime.h"

#include <string_view>

namespace ptxlint {

class AsciiCharStream final : public antlr4::CharStream {
public:
  /// Streams Buffer[Begin, End); Buffer must outlive the stream.
  AsciiCharStream(std::string_view Buffer, size_t Begin, size_t End)
      : Buffer(Buffer), Begin(Begin), End(End), Position(Begin) {}

  void consume() override {
    if (Position >= End)
      throw antlr4::IllegalStateException("cannot consume EOF");
    ++Position;
  }
  size_t LA(ssize_t I) override {
    if (I == 0)
      return 0; // Undefined by the interface; ANTLR never asks.
    ssize_t Index = static_cast<ssize_t>(Position) + (I > 0 ? I - 1 : I);
    if (Index < static_cast<ssize_t>(Begin) || Index >= static_cast<ssize_t>(End))
      return antlr4::IntStream::EOF;
    return static_cast<unsigned char>(Buffer[Index]);
  }
  ssize_t mark() override { return -1; }
  void release(ssize_t) override {}
  size_t index() override { return Position; }
  void seek(size_t Index) override {
    Position = Index < Begin ? Begin : (Index > End ? End : Index);
  }
  size_t size() override { return End; }
  std::string getSourceName() const override { return "<ptx>"; }
  std::string getText(const antlr4::misc::Interval &Interval) override {
    size_t First = static_cast<size_t>(Interval.a);
    size_t Last = static_cast<size_t>(Interval.b);
    if (Interval.a < 0 || First >= End || Last < First)
      return "";
    if (Last >= End)
      Last = End - 1;
    return std::string(Buffer.substr(First, Last - First + 1));
  }
  std::string toString() const override {
    return std::string(Buffer.substr(Begin, End - Begin));
  }

private:
  std::string_view Buffer;
  size_t Begin, End, Position;
};

} // namespace ptxlint

#endif // PTXLINT_PARSE_ASCIICHARSTREAM_H
