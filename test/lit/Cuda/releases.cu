// --cuda R: the PTX is what R's nvcc writes (its newest .version), judged
// as R's ptxas would. elect.sync came with PTX ISA 8.0 (CUDA 12.0).
// RUN: %expect-exit 1 ptx-lint --target sm_90 --cuda 11.8,13.0 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %expect-exit 0 ptx-lint --target sm_90 --cuda 12.4 %s
__global__ void kernel(unsigned *out) {
  unsigned elected;
  asm volatile("{ .reg .pred p; elect.sync _|p, 0xffffffff; selp.u32 %0, 1, 0, p; }" : "=r"(elected));
// CHECK: :[[@LINE-1]]:33: error: 'elect.sync' requires PTX ISA .version 8.0 or later; checking for .version 7.8 (as nvcc 11.8 compiles it) [for CUDA 11.8] [requires-ptx-version]
  *out = elected;
}
