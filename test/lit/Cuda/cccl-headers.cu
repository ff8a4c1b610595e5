// CCCL as nvcc 13.0 sees it, read by clang 14: the toolkit's
// <cuda/barrier> and <cuda/ptx> parse, and every cuda::ptx wrapper up to
// the release's PTX ISA is there. cccl-headers-nvcc.test compiles the file
// with nvcc for the same targets.
//  - __cccl_ptx_isa is what nvcc 13.0 gets from this CCCL's table, 870ULL;
//    CCCL would give clang 14 750ULL (newer CCCL does whatever the
//    toolkit) and leave out cuda::ptx::fence_proxy_async (PTX ISA 8.0)
//    and nearly all of <cuda/ptx>.
//  - CCCL's C variadic device functions (`__test(...)`, for overload
//    resolution) are taken, as nvcc takes them.
//  - cuda::barrier calls __isClusterShared for sm_90, which the toolkit's
//    crt/sm_90_rt.h declares and clang 14's wrapper does not include.
// REQUIRES: cuda-toolkit
// RUN: %expect-exit 0 ptx-lint --target sm_90a,sm_100a %s 2>&1 | count 0
#include <cuda/barrier>
#include <cuda/ptx>

static_assert(__cccl_ptx_isa == 870ULL, "the CCCL of CUDA 13.0 knows PTX ISA 8.7");

__global__ void kernel(cuda::barrier<cuda::thread_scope_block> *b,
                       cuda::std::uint64_t *bar, int *out) {
  init(b, 1);
  cuda::ptx::mbarrier_init(bar, 1);
  cuda::ptx::fence_proxy_async(cuda::ptx::space_shared);
  *out = cuda::ptx::mbarrier_arrive(bar) != 0;
}
