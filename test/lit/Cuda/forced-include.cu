// -include files are read after the toolkit's prelude, as nvcc reads them
// after cuda_runtime.h: a CCCL header, which needs the runtime's
// declarations, may be forced in, and what a forced header defines is seen
// by the source. The headers the source starts with then do not come
// precompiled (the forced header comes before them and could change them):
// the cache holds the toolkit's part only, and the findings are the same.
// forced-include-nvcc.test compiles the file with nvcc.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: env PTXLINT_CACHE_DIR= %expect-exit 1 ptx-lint --target sm_80 -include cuda/std/cstdint -include %S/Inputs/forced.h %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: env PTXLINT_CACHE_DIR=%t/cache %expect-exit 1 ptx-lint --target sm_80 -include cuda/std/cstdint -include %S/Inputs/forced.h %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: env PTXLINT_CACHE_DIR=%t/cache %expect-exit 1 ptx-lint --target sm_80 -include cuda/std/cstdint -include %S/Inputs/forced.h %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t/cache | FileCheck %s --check-prefix=FILES --implicit-check-not=cuda-source
// FILES: cuda-toolkit-{{[0-9a-f]+}}.pch
// Without the forced header, nothing to report.
// RUN: %expect-exit 0 ptx-lint --target sm_80 -include cuda/std/cstdint %s
#include <cuda/ptx>

__global__ void kernel(cuda::std::uint32_t *out) {
#if FORCED_WAIT
  asm volatile("griddepcontrol.wait;" ::: "memory");
// CHECK: forced-include.cu:[[@LINE-1]]:17: error: 'griddepcontrol' requires sm_90 or later; checking for target sm_80
#endif
  *out = 0;
}
