// A warp-specialized producer/consumer kernel in the style of CUTLASS's SM90
// kernels: three warpgroups (384 threads, __launch_bounds__(384, 1), so
// ptxas starts every warp at 65536 / 384 = 168 registers), one producer that
// gives registers back (setmaxnreg.dec 40) and two consumers that take them
// (setmaxnreg.inc 232): 40 + 232 + 232 = 504 = 3 x 168, the whole pool.
// The producer stages two tiles in shared memory and hands them over with a
// named barrier (bar.arrive / bar.sync 1, 384). The source of
// test/lit/Sync/Inputs/warp-specialized.sm_90a.ptx (how it was generated
// is written at the top of that file).
#include <cstdint>

template <uint32_t RegCount>
__device__ __forceinline__ void warpgroup_reg_alloc()
{
  asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;\n" :: "n"(RegCount));
}

template <uint32_t RegCount>
__device__ __forceinline__ void warpgroup_reg_dealloc()
{
  asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;\n" :: "n"(RegCount));
}

constexpr int kTile = 128 * 8;  // floats per consumer tile

__global__ void __launch_bounds__(384, 1)
ws_scale(const float* __restrict__ in, float* __restrict__ out, float alpha)
{
  __shared__ float tiles[2][kTile];
  // The warpgroup index, made warp-uniform the way CUTLASS does
  // (canonical_warp_group_idx: __shfl_sync of threadIdx.x / 128).
  const int warpgroup = __shfl_sync(0xffffffff, threadIdx.x / 128, 0);
  const int lane_in_group = threadIdx.x % 128;
  const float* src = in + static_cast<size_t>(blockIdx.x) * 2 * kTile;

  if (warpgroup == 0) {
    warpgroup_reg_dealloc<40>();
    for (int i = lane_in_group; i < 2 * kTile; i += 128)
      tiles[i / kTile][i % kTile] = src[i];
    asm volatile("bar.arrive 1, 384;" ::: "memory");
  } else {
    warpgroup_reg_alloc<232>();
    asm volatile("bar.sync 1, 384;" ::: "memory");
    const int c = warpgroup - 1;
    float* dst = out + static_cast<size_t>(blockIdx.x) * 2 * kTile + c * kTile;
    for (int i = lane_in_group; i < kTile; i += 128)
      dst[i] = alpha * tiles[c][i];
  }
}
