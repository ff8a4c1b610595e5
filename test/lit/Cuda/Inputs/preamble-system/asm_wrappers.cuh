// A library header of asm wrappers, found through -isystem. Its template
// writes asm through a macro: a compilation that reads the header
// precompiled must still know the macro stands for asm.
#pragma once

#define WRAPPED_ASM asm

template <typename T> __device__ inline unsigned add_one(unsigned short half) {
  unsigned sum;
  WRAPPED_ASM("add.u32 %0, %1, 1;" : "=r"(sum) : "h"(half));
  return sum;
}

// CUB's templates hold `#pragma unroll`, which clang keeps as a token of
// its own in a template whose parsing is put off: the preamble must be
// written all the same.
template <int N> __device__ inline unsigned sum_lanes(unsigned x) {
  unsigned sum = 0;
#pragma unroll
  for (int i = 0; i < N; ++i) {
    unsigned lane;
    asm("mov.u32 %0, %%lane;" : "=r"(lane));
    sum += lane + x;
  }
  return sum;
}
