//===- LargeArrays.h - Arrays that may grow to many megabytes ---*- C++ -*-===//
//
// A function of a million instructions makes arrays of tens of megabytes:
// its statements while they are parsed, the lint facts of its
// instructions, the registers they name. Filled a 4 KB page at a time,
// each such array costs thousands of page faults, which in a virtual
// machine are a large share of the run. Offered to the kernel as
// transparent huge pages (where it is set to `madvise`, as Debian's is),
// they cost one fault per 2 MB.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_AST_LARGEARRAYS_H
#define PTXLINT_AST_LARGEARRAYS_H

#include <cstddef>
#include <cstdlib>
#include <new>
#include <vector>

namespace ptxlint {

/// The size of a transparent huge page on x86-64.
constexpr size_t HugePageBytes = size_t(2) << 20;

inline size_t roundUpToHugePages(size_t Bytes) {
  return (Bytes + HugePageBytes - 1) & ~(HugePageBytes - 1);
}

/// Bytes, rounded up to whole huge pages, aligned to one and advised to be
/// backed by huge pages; released with std::free. Throws std::bad_alloc.
void *allocateHugePages(size_t Bytes);

/// Gives back to the kernel the whole huge pages of [Begin, Begin + Bytes),
/// part of a block from allocateHugePages whose contents there are no
/// longer needed: they read as zeros afterwards. Only advice: nothing
/// happens where the kernel does not take it.
void releaseHugePages(void *Begin, size_t Bytes);

/// A std::allocator that takes huge pages for blocks of at least one.
template <typename T> struct LargeArrayAllocator {
  using value_type = T;
  static_assert(alignof(T) <= alignof(std::max_align_t), "over-aligned");

  LargeArrayAllocator() = default;
  template <typename U> LargeArrayAllocator(const LargeArrayAllocator<U> &) {}

  T *allocate(size_t N) {
    if (N * sizeof(T) < HugePageBytes)
      return static_cast<T *>(::operator new(N * sizeof(T)));
    return static_cast<T *>(allocateHugePages(N * sizeof(T)));
  }
  void deallocate(T *P, size_t N) {
    if (N * sizeof(T) < HugePageBytes)
      ::operator delete(P);
    else
      std::free(P);
  }
  friend bool operator==(LargeArrayAllocator, LargeArrayAllocator) { return true; }
  friend bool operator!=(LargeArrayAllocator, LargeArrayAllocator) { return false; }
};

template <typename T> using LargeVector = std::vector<T, LargeArrayAllocator<T>>;

} // namespace ptxlint

#endif // PTXLINT_AST_LARGEARRAYS_H
