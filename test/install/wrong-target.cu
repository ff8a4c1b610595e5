// The installed ptx-lint reads CUDA sources with the front end module
// installed beside it, and the helper there precompiles the header the
// source starts with: this asm needs sm_90.
#include <cuda/std/cstdint>
__global__ void kernel() { asm volatile("griddepcontrol.wait;" ::: "memory"); }
