// CCCL's __cccl_ptx_isa is what nvcc of the release gets from CCCL's table
// (Inputs/cccl-ptx-isa has its shape): the release's PTX ISA, or the
// newest the table names if that is older. clang 14 would get 750 and skip
// every wrapper of PTX ISA 8.0 or later. cccl-ptx-isa-nvcc.test compiles
// the file with nvcc.
// RUN: %expect-exit 1 ptx-lint --target sm_90a -I %S/Inputs/cccl-ptx-isa %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
#include <cuda/std/__cccl/ptx_isa.h>

static_assert(__cccl_ptx_isa == 900ULL, "nvcc 13.0 emits PTX ISA 9.0");

#if __cccl_ptx_isa >= 800
__global__ void kernel(unsigned *p) {
  // Seen: a statement under the ISA test is checked.
  asm volatile("st.global.u32 [%0], 1" ::"l"(p));
// CHECK: cccl-ptx-isa.cu:[[@LINE-1]]:38: error: expected ';'
}
#endif
