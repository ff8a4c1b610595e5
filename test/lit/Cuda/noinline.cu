// __noinline__ is a keyword to nvcc (CUDA 13's headers no longer define
// it) and not to clang 14: ptx-lint defines it, after <memory>, whose
// libstdc++ code spells __attribute__((__noinline__)) itself. A function
// nvcc does not inline is a .func of its own, called from the kernel.
// RUN: %expect-exit 1 ptx-lint --target sm_80 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %expect-exit 1 env CUDA_PATH=%t.none ptx-lint --cuda-path= --target sm_80 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %expect-exit 0 ptx-lint --target sm_90 %s
#include <memory>

__device__ __noinline__ void wait_for_grid() {
  asm volatile("griddepcontrol.wait;" ::: "memory");
// CHECK: :[[@LINE-1]]:17: error: 'griddepcontrol' requires sm_90 or later
}

__global__ void kernel() {
  wait_for_grid();
}
