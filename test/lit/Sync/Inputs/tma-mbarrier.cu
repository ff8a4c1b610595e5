// A bulk-copy (TMA, non-tensor) kernel in the style of the CUDA Programming
// Guide's cp.async.bulk example: thread 0 initialises an mbarrier, fences the
// initialisation for the async proxy (fence.mbarrier_init), and each round
// issues one cp.async.bulk that completes on the barrier with complete_tx;
// every thread waits on the barrier's phase and reads the tile. The source
// of test/lit/Sync/Inputs/tma-mbarrier.sm_90a.ptx (how it was generated is
// written at the top of that file).
#include <cuda/ptx>
#include <cstdint>

namespace ptx = cuda::ptx;

constexpr int kTile = 1024;  // floats per tile: 4 KiB

__global__ void __launch_bounds__(128)
tile_sum(const float* __restrict__ src, float* __restrict__ dst, int tiles)
{
  __shared__ alignas(128) float tile[kTile];
  __shared__ alignas(8) uint64_t full;

  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full, 1);
    // Make the initialised barrier visible to the async proxy that
    // cp.async.bulk's complete_tx acts through.
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();

  uint32_t parity = 0;
  float acc = 0.f;
  for (int t = blockIdx.x; t < tiles; t += gridDim.x) {
    if (threadIdx.x == 0) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                     &full, sizeof(tile));
      ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, tile,
                         src + static_cast<size_t>(t) * kTile, sizeof(tile), &full);
    }
    while (!ptx::mbarrier_try_wait_parity(&full, parity)) {
    }
    parity ^= 1;
    for (int i = threadIdx.x; i < kTile; i += blockDim.x)
      acc += tile[i];
    // The next round's copy (async proxy) overwrites what this round read
    // (generic proxy).
    ptx::fence_proxy_async(ptx::space_shared);
    __syncthreads();
  }
  dst[blockIdx.x * blockDim.x + threadIdx.x] = acc;

  __syncthreads();
  if (threadIdx.x == 0)
    asm volatile("mbarrier.inval.shared::cta.b64 [%0];"
                 :: "r"(static_cast<uint32_t>(__cvta_generic_to_shared(&full))) : "memory");
}
