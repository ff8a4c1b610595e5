// A Blackwell (sm_100a) kernel that uses tensor memory the way CUTLASS's
// TmemAllocator1Sm does: warp 0 allocates 32 columns (tcgen05.alloc writes
// the TMEM address to shared memory) and gives up its allocation permit;
// after a CTA barrier (with tcgen05.fence around it) every warp stores its
// 32 TMEM lanes and loads them back; after a second barrier warp 0, the
// warp that allocated, frees the columns (tcgen05.dealloc) before exit.
// The source of test/lit/Sync/Inputs/tmem-alloc.sm_100a.ptx (how it was
// generated is written at the top of that file).
#include <cuda/ptx>
#include <cstdint>

namespace ptx = cuda::ptx;

__global__ void __launch_bounds__(128)
tmem_roundtrip(const uint32_t* __restrict__ in, uint32_t* __restrict__ out)
{
  __shared__ uint32_t tmem_base;
  const uint32_t columns = 32;
  const unsigned warp = threadIdx.x / 32;
  const unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;

  if (warp == 0) {
    ptx::tcgen05_alloc(ptx::cta_group_1, &tmem_base, columns);
    ptx::tcgen05_relinquish_alloc_permit(ptx::cta_group_1);
  }
  ptx::tcgen05_fence_before_thread_sync();
  __syncthreads();
  ptx::tcgen05_fence_after_thread_sync();

  // Warp w owns TMEM lanes 32w .. 32w+31 (the lane is in the address's
  // upper 16 bits).
  const uint32_t taddr = tmem_base + ((warp * 32) << 16);
  const uint32_t value[1] = {in[gid]};
  ptx::tcgen05_st_32x32b(taddr, value);
  ptx::tcgen05_wait_st();
  uint32_t back[1];
  ptx::tcgen05_ld_32x32b(back, taddr);
  ptx::tcgen05_wait_ld();
  out[gid] = back[0] + 1;

  ptx::tcgen05_fence_before_thread_sync();
  __syncthreads();
  if (warp == 0) {
    ptx::tcgen05_fence_after_thread_sync();
    ptx::tcgen05_dealloc(ptx::cta_group_1, tmem_base, columns);
  }
}
