// Starts with library headers only: they can come precompiled.
#include <asm_wrappers.cuh>
#include <cuda/ptx>

__global__ void kernel(unsigned *out, unsigned short half, cuda::std::uint64_t *bar) {
  out[0] = add_one<int>(half) + sum_lanes<4>(out[1]);
  cuda::ptx::mbarrier_init(bar, 1);
  asm volatile("griddepcontrol.wait;" ::: "memory");
}
