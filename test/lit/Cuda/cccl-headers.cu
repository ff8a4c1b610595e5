// The toolkit's CCCL, read by clang 14 as nvcc 13.0 reads it:
// <cuda/barrier> and <cuda/ptx> parse (cccl-ptx-isa.cu has the PTX ISA
// CCCL is told). cccl-headers-nvcc.test compiles the file with nvcc for
// the same targets.
//  - CCCL's C variadic device functions (`__test(...)`, for overload
//    resolution) are taken, as nvcc takes them.
//  - cuda::barrier calls __isClusterShared for sm_90, which the toolkit's
//    crt/sm_90_rt.h declares and clang 14's wrapper does not include.
// REQUIRES: cuda-toolkit
// RUN: %expect-exit 0 ptx-lint --target sm_90a,sm_100a %s 2>&1 | count 0
#include <cuda/barrier>
#include <cuda/ptx>

__global__ void kernel(cuda::barrier<cuda::thread_scope_block> *b,
                       cuda::std::uint64_t *bar, int *out) {
  init(b, 1);
  cuda::ptx::mbarrier_init(bar, 1);
  cuda::ptx::fence_proxy_async(cuda::ptx::space_shared);
  *out = cuda::ptx::mbarrier_arrive(bar) != 0;
}
