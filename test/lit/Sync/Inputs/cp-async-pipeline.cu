// A three-stage cp.async pipeline on sm_80, for the async-group-not-committed
// test in ../real. cp-async-pipeline.ptx beside this file is nvcc's output:
//   nvcc -arch=sm_80 -ptx cp-async-pipeline.cu -o cp-async-pipeline.ptx    (CUDA 13.0)
// with a comment added on top.
//
// cp.async.wait_group N waits for all but the N most recent *committed*
// groups (PTX ISA 9.7.9.25.3.3); a cp.async issued after the last
// cp.async.commit_group is in no group, and no wait_group waits for it.
#include <cstdint>

constexpr int kStages = 3;
constexpr int kThreads = 128;

namespace {

__device__ __forceinline__ void cp_async16(void* dst, const void* src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;"
               :: "r"(static_cast<uint32_t>(__cvta_generic_to_shared(dst))),
                  "l"(__cvta_generic_to_global(src))
               : "memory");
}

__device__ __forceinline__ void commit() {
  asm volatile("cp.async.commit_group;" ::: "memory");
}

template <int N>
__device__ __forceinline__ void wait_group() {
  asm volatile("cp.async.wait_group %0;" :: "n"(N) : "memory");
}

}  // namespace

// Each block sums `ntiles` tiles of 128 float4, staged through shared memory
// kStages deep; each thread reads its neighbour's element, so the barrier
// after the wait matters. Every stage commits a group, empty or not, so that
// "wait for all but kStages - 2 groups" always means "tile t has landed".
__global__ void __launch_bounds__(kThreads) tile_sums(const float4* in, float* out, int ntiles) {
  __shared__ float4 buf[kStages][kThreads];
  const int t = threadIdx.x;
#pragma unroll
  for (int s = 0; s < kStages - 1; ++s) {
    if (s < ntiles) cp_async16(&buf[s][t], &in[s * kThreads + t]);
    commit();
  }
  float acc = 0.0f;
#pragma unroll 1
  for (int i = 0; i < ntiles; ++i) {
    wait_group<kStages - 2>();
    __syncthreads();
    const int next = i + kStages - 1;
    if (next < ntiles) cp_async16(&buf[next % kStages][t], &in[next * kThreads + t]);
    commit();
    const float4 v = buf[i % kStages][(t + 1) % kThreads];
    acc += v.x + v.y + v.z + v.w;
  }
  wait_group<0>();
  out[blockIdx.x * kThreads + t] = acc;
}
