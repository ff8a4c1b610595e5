#include <cuda_runtime.h>
__global__ void kernel(unsigned *out) { asm volatile("membar.gl;"); }
