// -std selects the C++ standard the device compiler reads the source with,
// as nvcc's -std does; without it, C++17 (nvcc 13.0's default).
// RUN: %expect-exit 0 ptx-lint --target sm_80 %s
// RUN: %expect-exit 1 ptx-lint --target sm_80 -std=c++20 %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %expect-exit 1 ptx-lint --target sm_80 -std c++20 %s 2>&1 | FileCheck %s --implicit-check-not=error:
__global__ void kernel(unsigned *out) {
  unsigned r = 0;
#if __cplusplus >= 202002L
  asm volatile("mov.u32 %0, %%laneid.x;" : "=r"(r));
// CHECK: :[[@LINE-1]]:29: error:
#endif
  *out = r;
}
