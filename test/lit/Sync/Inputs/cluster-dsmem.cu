// A thread-block-cluster kernel that reads a peer CTA's shared memory
// (distributed shared memory) the way Triton and CUTLASS emit it:
// mapa.shared::cluster, then ld.shared::cluster, with the aligned cluster
// barrier before the reads (the peers' strips are written) and again before
// the kernel exits (no CTA may leave while a peer can still read its shared
// memory: triton#11730, the barrier Triton's #10656 emits before ret).
// The source of test/lit/Sync/Inputs/cluster-dsmem.sm_90a.ptx (how it was
// generated is written at the top of that file).
#include <cuda/ptx>
#include <cstdint>

namespace ptx = cuda::ptx;

__device__ __forceinline__ uint32_t map_to_rank(const void* smem, uint32_t rank)
{
  uint32_t local = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
  uint32_t remote;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(remote) : "r"(local), "r"(rank));
  return remote;
}

__device__ __forceinline__ float load_dsmem(uint32_t addr)
{
  float v;
  asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(v) : "r"(addr) : "memory");
  return v;
}

__device__ __forceinline__ void cluster_sync_aligned()
{
  asm volatile("barrier.cluster.arrive.release.aligned;\n\t"
               "barrier.cluster.wait.acquire.aligned;" ::: "memory");
}

__global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(256)
halo_sum(const float* __restrict__ in, float* __restrict__ out)
{
  __shared__ float strip[256];
  const unsigned tid = threadIdx.x;
  const unsigned gid = blockIdx.x * blockDim.x + tid;

  strip[tid] = in[gid];
  cluster_sync_aligned();  // every CTA's strip is written

  const uint32_t rank = ptx::get_sreg_cluster_ctarank();
  const uint32_t right = (rank + 1) % ptx::get_sreg_cluster_nctarank();
  const float neighbour = load_dsmem(map_to_rank(&strip[tid], right));
  out[gid] = strip[tid] + neighbour;

  cluster_sync_aligned();  // no peer reads this CTA's strip any more
}
