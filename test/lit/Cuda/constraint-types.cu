// The C++ side of an asm statement, as nvcc's front end checks it: an
// operand must have exactly the size (and kind) its constraint letter
// takes, an "n" operand must be a constant, and the string may not name
// operands. constraint-types-nvcc.test shows nvcc refusing the same.
// RUN: %expect-exit 1 ptx-lint --target sm_80 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %expect-exit 1 ptx-lint --target sm_80 --format=json %s | FileCheck %s --check-prefix=JSON
#include <stdint.h>

__global__ void kernel(uint32_t *out, uint64_t *pointer, short s, float f,
                       long long ll, int n) {
  uint32_t r = 0;
  asm volatile("mov.b32 %0, %1;" : "=r"(r) : "r"(pointer));
// CHECK: :[[@LINE-1]]:46: error: asm operand of type 'uint64_t *' (8 bytes) does not fit constraint "r", which takes a 4-byte integer or enum; nvcc does not convert it [asm-operand-type]
  asm volatile("mov.b32 %0, %1;" : "=r"(r) : "r"(s));
// CHECK: :[[@LINE-1]]:46: error: asm operand of type 'short' (2 bytes) does not fit constraint "r"
  asm volatile("mov.b32 %0, %1;" : "=r"(r) : "r"(f));
// CHECK: :[[@LINE-1]]:46: error: asm operand of type 'float' (4 bytes) does not fit constraint "r"
  asm volatile("mov.b64 %0, %0;" : "+d"(ll));
// CHECK: :[[@LINE-1]]:36: error: asm operand of type 'long long' (8 bytes) does not fit constraint "d", which takes a double; nvcc does not convert it
  asm volatile("mov.b32 %0, %1;" : "=r"(r) : "n"(n));
// CHECK: :[[@LINE-1]]:50: error: an "n" operand must be an integral constant expression; pass a value known only at run time with "r" or "l" [asm-operand-not-constant]
  asm volatile("mov.b32 %0, %[value];" : "=r"(r) : [value] "r"(n));
// CHECK: :[[@LINE-1]]:29: error: nvcc does not take an operand by name ('symbolic operand reference not supported'); write '%1' [asm-named-operand]
// CHECK-NEXT: asm volatile
// CHECK-NEXT: ^~~~~~~~
// CHECK-NEXT: %1
  struct Pair { unsigned char low, high; } pair = {1, 2};
  asm volatile("cvt.u32.u16 %0, %1;" : "=r"(r) : "h"(pair));
// CHECK: :[[@LINE-1]]:50: error: asm operand of type 'struct Pair' is not a scalar, and nvcc takes only scalars; pass its bytes as a 2-byte integer or enum for constraint "h" [asm-operand-type]
  asm volatile("mov.b32 %0, %1;" : "=r"(r) : "r"(5));
  asm volatile("mov.b64 %0, %1;" : "=l"(ll) : "l"(pointer));
  *out = r + (uint32_t)ll;
}

// JSON: "id": "asm-named-operand"
// JSON: "fixits": [
// JSON-NEXT: {
// JSON: "replacement": "%1"
