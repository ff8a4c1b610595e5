// A tile written to shared memory by generic stores and copied out with a
// bulk copy (cp.async.bulk, .bulk_group completion) on sm_90, for the
// missing-proxy-fence, async-group-not-committed and bulk-group-pending-at-exit
// tests in ../real. bulk-store.ptx beside this file is nvcc's output for it:
//   nvcc -arch=sm_90 -ptx bulk-store.cu -o bulk-store.ptx    (CUDA 13.0)
// with a comment added on top.
#include <cstdint>

constexpr int kThreads = 128;

// Each block sums `nrows` rows of `in` into a shared tile, and thread 0 copies
// the tile to out. The bulk copy reads shared memory through the async proxy
// (PTX ISA 9.7.9.25.2): every thread fences its generic stores before the
// barrier. The loop fences each iteration's store, and the fence after the
// loop covers the zero store when the loop runs zero times (nrows == 0): that
// path is the one MoonshotAI/FlashKDA#24 found unfenced.
__global__ void __launch_bounds__(kThreads) row_sums(const float* in, float* out, int nrows) {
  __shared__ alignas(128) float tile[kThreads];
  tile[threadIdx.x] = 0.0f;
#pragma unroll 1
  for (int r = 0; r < nrows; ++r) {
    tile[threadIdx.x] += in[r * kThreads + threadIdx.x];
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  }
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;"
                 :: "l"(__cvta_generic_to_global(out + blockIdx.x * kThreads)),
                    "r"(static_cast<uint32_t>(__cvta_generic_to_shared(tile))),
                    "n"(kThreads * 4)
                 : "memory");
    asm volatile("cp.async.bulk.commit_group;" ::: "memory");
    // The tile must not go away (the block exit) while the copy still reads it.
    asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
  }
}
