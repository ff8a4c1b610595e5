//===- OutOfMemory.h - Where memory ran out --------------------*- C++ -*-===//
//
// An allocation failure while a file is parsed or checked becomes one
// located error (out-of-memory) rather than an abort. The parser and the
// checker know where in the file they were; they say so by throwing this
// in place of the std::bad_alloc they caught, and whoever reports the
// failure catches std::bad_alloc and looks for it.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_OUTOFMEMORY_H
#define PTXLINT_OUTOFMEMORY_H

#include <cstdint>
#include <new>

namespace ptxlint {

class OutOfMemoryAt : public std::bad_alloc {
public:
  explicit OutOfMemoryAt(uint32_t Offset) : Offset(Offset) {}
  const char *what() const noexcept override {
    return "out of memory reading a PTX module";
  }
  /// The byte offset of what was being parsed or checked.
  uint32_t Offset;
};

/// Calls F; an allocation failure in it that no one has located yet is
/// rethrown as OutOfMemoryAt(Offset).
template <typename Fn> decltype(auto) locateOutOfMemory(uint32_t Offset, Fn &&F) {
  try {
    return F();
  } catch (const OutOfMemoryAt &) {
    throw;
  } catch (const std::bad_alloc &) {
    throw OutOfMemoryAt(Offset);
  }
}

} // namespace ptxlint

#endif // PTXLINT_OUTOFMEMORY_H
