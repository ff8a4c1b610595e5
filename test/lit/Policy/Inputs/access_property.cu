// Kernels that use cuda::access_property through cuda::annotated_ptr, one
// property each. compare_with_nvcc.py compiles them with nvcc -ptx and
// checks that the descriptor reaching each `.L2::cache_hint` operand is
// what `ptx-lint --policy-for` predicts for the property on the line
// before the kernel.
#include <cuda/annotated_ptr>

using ap = cuda::access_property;

#define STATIC_KERNEL(NAME, PROPERTY)                                          \
  extern "C" __global__ void NAME(float *in, float *out) {                     \
    cuda::annotated_ptr<float, PROPERTY> p(in);                                \
    out[threadIdx.x] = p[threadIdx.x];                                         \
  }
#define KERNEL(NAME, ...)                                                      \
  extern "C" __global__ void NAME(float *in, float *out) {                     \
    cuda::annotated_ptr<float, ap> p(in, __VA_ARGS__);                         \
    out[threadIdx.x] = p[threadIdx.x];                                         \
  }

// policy-for: global
STATIC_KERNEL(static_global, ap::global)
// policy-for: normal
STATIC_KERNEL(static_normal, ap::normal)
// policy-for: streaming
STATIC_KERNEL(static_streaming, ap::streaming)
// policy-for: persisting
STATIC_KERNEL(static_persisting, ap::persisting)

// policy-for: access_property()
KERNEL(default_property, ap())
// policy-for: normal
KERNEL(runtime_normal, ap(ap::normal{}))
// policy-for: streaming
KERNEL(runtime_streaming, ap(ap::streaming{}))
// policy-for: persisting
KERNEL(runtime_persisting, ap(ap::persisting{}))

// policy-for: persisting, 0.5, streaming
KERNEL(interleaved_persisting_half_streaming, ap(ap::persisting{}, 0.5f, ap::streaming{}))
// policy-for: normal, 0.25
KERNEL(interleaved_normal_quarter, ap(ap::normal{}, 0.25f))
// policy-for: streaming, 1.0
KERNEL(interleaved_streaming_one, ap(ap::streaming{}, 1.0f))
// policy-for: normal, 0.75, streaming
KERNEL(interleaved_normal_streaming, ap(ap::normal{}, 0.75f, ap::streaming{}))
// policy-for: persisting, 1.0, streaming
KERNEL(interleaved_persisting_one_streaming, ap(ap::persisting{}, 1.0f, ap::streaming{}))
// policy-for: persisting, 0.0001
KERNEL(interleaved_persisting_tiny, ap(ap::persisting{}, 0.0001f))

// policy-for: range(0x10000, 4096, 8192, persisting, streaming)
KERNEL(range_small, ap((void *)0x10000, 4096, 8192, ap::persisting{}, ap::streaming{}))
// policy-for: range(0x12345678000, 3M, 100M, normal, streaming)
KERNEL(range_large, ap((void *)0x12345678000ull, 3u << 20, 100u << 20, ap::normal{}, ap::streaming{}))
// policy-for: range(0x7fff0000, 4096, 524288, persisting)
KERNEL(range_window_4k, ap((void *)0x7fff0000, 4096, 524288, ap::persisting{}))
// policy-for: range(0x7fff0000, 4096, 524289, persisting)
KERNEL(range_window_8k, ap((void *)0x7fff0000, 4096, 524289, ap::persisting{}))
// policy-for: range(0x1fff, 1, 4096, streaming)
KERNEL(range_unaligned, ap((void *)0x1fff, 1, 4096, ap::streaming{}))
// policy-for: range(0x40000000, 200M, 3G, normal)
KERNEL(range_huge, ap((void *)0x40000000, 200u << 20, 3ull << 30, ap::normal{}))
// policy-for: range(0x10000, 4096, 4G, persisting)
KERNEL(range_four_gigabytes, ap((void *)0x10000, 4096, 1ull << 32, ap::persisting{}))
// The document's own "correct" example: leading_bytes 0, total sizeof(int).
// policy-for: range(0x10000, 0, 4, streaming)
KERNEL(range_doc_example, ap((void *)0x10000, 0, sizeof(int), ap::streaming{}))
// policy-for: range(0x40, 1, 8, streaming)
KERNEL(range_tiny, ap((void *)0x40, 1, 8, ap::streaming{}))
// policy-for: range(nullptr, 0, 64, persisting)
KERNEL(range_null, ap(nullptr, 0, 64, ap::persisting{}))
// A pointer known only at run time: only the bits that do not depend on it.
// policy-for: range(ptr, 4096, 8192, persisting)
KERNEL(range_runtime_pointer, ap(in, 4096, 8192, ap::persisting{}))
