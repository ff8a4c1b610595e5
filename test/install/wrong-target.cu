// The installed ptx-lint reads CUDA sources with the front end module
// installed beside it: this asm needs sm_90.
__global__ void kernel() { asm volatile("griddepcontrol.wait;" ::: "memory"); }
