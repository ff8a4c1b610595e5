// Built with -DUSE_GRID_DEPENDENCIES and -Iinclude by the compile command
// compile-commands.test writes.
#include "wrappers.cuh"

__global__ void kernel(unsigned *out) {
#ifdef USE_GRID_DEPENDENCIES
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
  out[0] = lane_id();
}
