#include "wrappers.cuh"

__global__ void kernel(unsigned *out, unsigned short half) {
  out[0] = lane_id() + add_half(half);
}
