#include <broken.cuh>

__global__ void kernel(int *out) {
  asm volatile("griddepcontrol.wait;" ::: "memory");
}
