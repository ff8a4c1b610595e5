//===- SourceRange.h - Byte ranges into a PTX source buffer ----*- C++ -*-===//
//
// Locations are byte offsets into the buffer a node was parsed from. They are
// small, cheap to copy, and turned into line:column only when a diagnostic is
// printed (see SourceFile).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SOURCERANGE_H
#define PTXLINT_SOURCERANGE_H

#include <cstdint>

namespace ptxlint {

/// A half-open byte range [Begin, End) in one source buffer.
struct SourceRange {
  uint32_t Begin = 0;
  uint32_t End = 0;

  SourceRange() = default;
  SourceRange(uint32_t Begin, uint32_t End) : Begin(Begin), End(End) {}

  bool empty() const { return Begin == End; }
  uint32_t size() const { return End - Begin; }
  /// The smallest range covering both.
  SourceRange merge(SourceRange Other) const {
    return {Begin < Other.Begin ? Begin : Other.Begin,
            End > Other.End ? End : Other.End};
  }
  friend bool operator==(SourceRange A, SourceRange B) {
    return A.Begin == B.Begin && A.End == B.End;
  }
  friend bool operator!=(SourceRange A, SourceRange B) { return !(A == B); }
};

} // namespace ptxlint

#endif // PTXLINT_SOURCERANGE_H
