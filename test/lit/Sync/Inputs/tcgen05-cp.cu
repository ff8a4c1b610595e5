// A tile copied from shared memory into tensor memory with tcgen05.cp on
// sm_100a, for the missing-proxy-fence test in ../real. tcgen05-cp.ptx beside
// this file is nvcc's output for it:
//   nvcc -arch=sm_100a -ptx tcgen05-cp.cu -o tcgen05-cp.ptx    (CUDA 13.0)
// with a comment added on top.
//
// tcgen05.cp reads shared memory through the async proxy (PTX ISA 9.7.16.6.5),
// so the generic stores that fill the tile must be followed by
// fence.proxy.async in the storing threads before the barrier that hands the
// tile to the thread issuing the copy. Which element lands in which TMEM cell
// does not matter here.
#include <cstdint>

namespace {

__device__ __forceinline__ uint32_t smem(const void* p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void mbar_wait(uint64_t* bar, uint32_t parity) {
  uint32_t done;
  do {
    asm volatile("{\n\t.reg .pred p;\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n\t"
                 "selp.u32 %0, 1, 0, p;\n\t}"
                 : "=r"(done) : "r"(smem(bar)), "r"(parity) : "memory");
  } while (!done);
}

// Shared memory descriptor (PTX ISA 9.7.16.4.1), no swizzling: start address,
// leading and stride dimension byte offsets, each encoded as (x & 0x3FFFF) >> 4,
// and the fixed 0b001 at bits 46-48.
__device__ __forceinline__ uint64_t smem_desc(uint32_t addr, uint32_t lbo, uint32_t sbo) {
  auto enc = [](uint32_t x) { return static_cast<uint64_t>((x & 0x3FFFF) >> 4); };
  return enc(addr) | enc(lbo) << 16 | enc(sbo) << 32 | 1ull << 46;
}

}  // namespace

// One warpgroup: 128 rows of 32 bytes go to shared memory, then into TMEM,
// then each thread reads its lane back.
__global__ void __launch_bounds__(128) tmem_from_smem(const uint4* in, uint32_t* out) {
  __shared__ alignas(128) uint4 tile[256];
  __shared__ uint32_t tmem_slot;
  __shared__ alignas(8) uint64_t copied;
  const unsigned t = threadIdx.x;

  if (t == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" :: "r"(smem(&copied)) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  if (t / 32 == 0) {
    asm volatile("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], 32;"
                 :: "r"(smem(&tmem_slot)) : "memory");
    asm volatile("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;" ::: "memory");
  }

  tile[t] = in[blockIdx.x * 256 + t];
  tile[t + 128] = in[blockIdx.x * 256 + 128 + t];
  // The generic stores above, ordered before the async-proxy read below.
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  const uint32_t base = tmem_slot;

  if (t == 0) {
    asm volatile("tcgen05.cp.cta_group::1.128x256b [%0], %1;"
                 :: "r"(base), "l"(smem_desc(smem(tile), 128, 256)) : "memory");
    asm volatile("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%0];"
                 :: "r"(smem(&copied)) : "memory");
  }
  mbar_wait(&copied, 0);
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");

  uint32_t r[8];
  asm volatile("tcgen05.ld.sync.aligned.32x32b.x8.b32 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]),
                 "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7])
               : "r"(base + ((t / 32 * 32) << 16)) : "memory");
  asm volatile("tcgen05.wait::ld.sync.aligned;"
               : "+r"(r[0]), "+r"(r[1]), "+r"(r[2]), "+r"(r[3]),
                 "+r"(r[4]), "+r"(r[5]), "+r"(r[6]), "+r"(r[7]) :: "memory");
  for (int i = 0; i < 8; ++i)
    out[(blockIdx.x * 8 + i) * 128 + t] = r[i];

  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  if (t / 32 == 0) {
    asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
    asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, 32;" :: "r"(base) : "memory");
  }
}
