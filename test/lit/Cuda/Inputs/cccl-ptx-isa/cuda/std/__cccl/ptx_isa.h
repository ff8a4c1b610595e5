// The shape of CCCL 3.x's <cuda/std/__cccl/ptx_isa.h>: a table of CUDA
// releases, newest first, where nvcc gets its release's PTX ISA and clang
// before 20 an older one whatever the toolkit.
#ifndef __CCCL_PTX_ISA_H_
#define __CCCL_PTX_ISA_H_
#if defined(__NVCC__) && __CUDACC_VER_MAJOR__ >= 13
#  define __cccl_ptx_isa 900ULL
#elif defined(__NVCC__) && __CUDACC_VER_MAJOR__ == 12 && __CUDACC_VER_MINOR__ >= 9
#  define __cccl_ptx_isa 880ULL
#else
#  define __cccl_ptx_isa 750ULL
#endif
#endif
