// Each target sees the source as nvcc's device compiler does for it:
// __CUDA_ARCH__ and, for the `a` and `f` targets, the feature macros
// (__CUDA_ARCH_FEAT_SM90_ALL, __CUDA_ARCH_SPECIFIC__,
// __CUDA_ARCH_FAMILY_SPECIFIC__). A statement is checked for exactly the
// targets whose code holds it, and a finding names the targets it holds
// for. targets-nvcc.test compiles the same file with nvcc for each.
// RUN: %expect-exit 1 ptx-lint --target sm_80,sm_90,sm_90a,sm_100f %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// Without --target: the targets of -arch (and -gencode), as nvcc takes them.
// RUN: %expect-exit 1 ptx-lint -arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=ARCH
// RUN: %expect-exit 0 ptx-lint -gencode arch=compute_90a,code=sm_90a %s
// And without either: sm_75, nvcc's default.
// RUN: %expect-exit 1 ptx-lint %s 2>&1 | FileCheck %s --check-prefix=DEFAULT

__global__ void kernel(unsigned *out) {
  unsigned r = 0;
#if __CUDA_ARCH__ >= 900
  // Only sm_90 and later read this; sm_80 never sees it.
  asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
  // Every target reads this one.
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
// CHECK: :[[@LINE-1]]:17: error: 'griddepcontrol' requires sm_90 or later [for sm_80] [requires-target]
// DEFAULT: :[[@LINE-2]]:17: error: 'griddepcontrol' requires sm_90 or later; checking for target sm_75 (as nvcc 13.0 compiles it) [requires-target]
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  // sm_90a only.
  asm volatile("setmaxnreg.inc.sync.aligned.u32 64;");
#endif
#if __CUDA_ARCH__ >= 900
  // sm_90 (without a) reads this too, and may not use it.
  asm volatile("wgmma.fence.sync.aligned;");
// CHECK: :[[@LINE-1]]:17: error: 'wgmma.fence' requires sm_90a [for sm_90, sm_100f] [requires-target]
// ARCH: :[[@LINE-2]]:17: error: 'wgmma.fence' requires sm_90a; checking for target sm_90 (as nvcc 13.0 compiles it) [requires-target]
#endif
#if defined(__CUDA_ARCH_FAMILY_SPECIFIC__) && __CUDA_ARCH_FAMILY_SPECIFIC__ == 1000
  // The sm_100 family only.
  asm volatile("tcgen05.fence::before_thread_sync;");
#endif
#if defined(__CUDA_ARCH_SPECIFIC__)
  // The `a` targets only: sm_90a here.
  asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(r));
#endif
  *out = r;
}
