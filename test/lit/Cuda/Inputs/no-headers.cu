// Needs no toolkit header: the CUDA keywords and built-in variables are
// the compiler's own.
__global__ void kernel(unsigned *out) {
  __shared__ unsigned slots[32];
  unsigned r;
  asm volatile("ld.shared.u32 %0, [%1];" : "=r"(r) : "r"(threadIdx.x));
  asm volatile("bar.sync %0;" :: "n"(16));
  slots[threadIdx.x] = r;
  out[blockIdx.x] = slots[0];
}
