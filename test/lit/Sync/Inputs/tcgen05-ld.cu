// Tensor memory (TMEM) round trips on sm_100a, for the tcgen05-wait-missing
// tests in ../real. tcgen05-ld.ptx beside this file is nvcc's output for it:
//   nvcc -arch=sm_100a -ptx tcgen05-ld.cu -o tcgen05-ld.ptx    (CUDA 13.0)
// with a comment added on top. Each kernel synchronizes as PTX ISA 9.7.16.6.4
// ("Canonical synchronization patterns") asks; the tests delete one wait.
//
// Every block is one warpgroup of 128 threads: warp w reaches TMEM lanes
// 32w..32w+31, and thread t owns lane t.
#include <cstdint>

namespace {

__device__ __forceinline__ uint32_t smem(const void* p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

// Warp 0 allocates 32 TMEM columns; the address lands in *slot.
__device__ __forceinline__ uint32_t tmem_alloc(uint32_t* slot) {
  if (threadIdx.x / 32 == 0) {
    asm volatile("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], 32;"
                 :: "r"(smem(slot)) : "memory");
    asm volatile("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;" ::: "memory");
  }
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  return *slot;
}

// Every warp is done with TMEM; warp 0 gives it back.
__device__ __forceinline__ void tmem_free(uint32_t base) {
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  if (threadIdx.x / 32 == 0) {
    asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
    asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, 32;" :: "r"(base) : "memory");
  }
}

__device__ __forceinline__ void mbar_init(uint64_t* bar, uint32_t count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(smem(bar)), "r"(count) : "memory");
}

__device__ __forceinline__ void mbar_arrive(uint64_t* bar) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(smem(bar)) : "memory");
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

}  // namespace

// Producer and consumer of one TMEM stage, as a warp-specialized epilogue
// uses it (here the same threads play both parts): registers go to TMEM
// (tcgen05.st, wait::st, then arrive on `full`); after `full` completes they
// come back (tcgen05.ld, wait::ld), the stage is handed back (arrive on
// `empty`), and only then are the loaded registers used.
__global__ void __launch_bounds__(128) tmem_stage(const float4* in, float4* out, float scale) {
  __shared__ uint32_t tmem_slot;
  __shared__ alignas(8) uint64_t full, empty;
  if (threadIdx.x == 0) {
    mbar_init(&full, 128);
    mbar_init(&empty, 128);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  const uint32_t base = tmem_alloc(&tmem_slot);
  const uint32_t taddr = base + ((threadIdx.x / 32 * 32) << 16);  // lane in bits 31:16

  float4 v = in[blockIdx.x * 128 + threadIdx.x];
  asm volatile("tcgen05.st.sync.aligned.32x32b.x4.b32 [%0], {%1, %2, %3, %4};"
               :: "r"(taddr), "f"(v.x), "f"(v.y), "f"(v.z), "f"(v.w) : "memory");
  asm volatile("tcgen05.wait::st.sync.aligned;" ::: "memory");
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  mbar_arrive(&full);

  mbar_wait(&full, 0);
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  uint32_t r0, r1, r2, r3;
  asm volatile("tcgen05.ld.sync.aligned.32x32b.x4.b32 {%0, %1, %2, %3}, [%4];"
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(taddr) : "memory");
  // The loaded registers are tied to the wait, so that no use of them can be
  // scheduled above it.
  asm volatile("tcgen05.wait::ld.sync.aligned;"
               : "+r"(r0), "+r"(r1), "+r"(r2), "+r"(r3) :: "memory");
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  mbar_arrive(&empty);

  out[blockIdx.x * 128 + threadIdx.x] =
      make_float4(__uint_as_float(r0) * scale, __uint_as_float(r1) * scale,
                  __uint_as_float(r2) * scale, __uint_as_float(r3) * scale);
  mbar_wait(&empty, 0);
  tmem_free(base);
}

// Reads back TMEM that tcgen05.st wrote, and uses the values right after
// tcgen05.wait::ld: the first instruction after the wait reads them.
__global__ void __launch_bounds__(128) tmem_readback(const uint32_t* in, uint32_t* out) {
  __shared__ uint32_t tmem_slot;
  const uint32_t base = tmem_alloc(&tmem_slot);
  const uint32_t taddr = base + ((threadIdx.x / 32 * 32) << 16);

  uint32_t w0 = in[blockIdx.x * 256 + threadIdx.x];
  uint32_t w1 = in[blockIdx.x * 256 + 128 + threadIdx.x];
  asm volatile("tcgen05.st.sync.aligned.32x32b.x2.b32 [%0], {%1, %2};"
               :: "r"(taddr), "r"(w0), "r"(w1) : "memory");
  asm volatile("tcgen05.wait::st.sync.aligned;" ::: "memory");

  uint32_t r0, r1;
  asm volatile("tcgen05.ld.sync.aligned.32x32b.x2.b32 {%0, %1}, [%2];"
               : "=r"(r0), "=r"(r1) : "r"(taddr) : "memory");
  asm volatile("tcgen05.wait::ld.sync.aligned;" : "+r"(r0), "+r"(r1) :: "memory");
  out[blockIdx.x * 128 + threadIdx.x] = r0 ^ r1;
  tmem_free(base);
}
