// nvcc always inlines a __forceinline__ function: its statements land in
// the bodies of its callers. So a statement valid only in a kernel's body
// (`.pragma "enable_smem_spilling"`, as cuda::ptx::enable_smem_spilling()
// writes it) is right in one that only kernels call, through any chain of
// __forceinline__ functions, or that nothing calls yet, and wrong in one
// that a function nvcc compiles as a .func calls. forceinline-nvcc.test
// compiles the file with nvcc.
// RUN: %expect-exit 1 ptx-lint --target sm_90a %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %expect-exit 0 ptx-lint --target sm_90a -DONLY_KERNELS %s

__forceinline__ __device__ void spill() {
  asm volatile(".pragma \"enable_smem_spilling\";");
}

__forceinline__ __device__ void spill_through() { spill(); }

__forceinline__ __device__ void never_called() {
  asm volatile(".pragma \"enable_smem_spilling\";");
}

__global__ void kernel() { spill_through(); }

#ifndef ONLY_KERNELS
__forceinline__ __device__ void spill_in_function() {
  asm volatile(".pragma \"enable_smem_spilling\";");
// CHECK: forceinline.cu:[[@LINE-1]]:25: error: the pragma 'enable_smem_spilling' may be written only as a statement of a kernel's body
}

__device__ __attribute__((noinline)) void helper() { spill_in_function(); }

__global__ void other_kernel() { helper(); }
#endif
