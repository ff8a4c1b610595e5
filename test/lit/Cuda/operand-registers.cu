// Each operand is a register of the type its constraint gives, as nvcc
// declares it (h .b16, r .b32, l .b64, f .f32, d .f64) or the constant an
// "n" operand has; the PTX is checked with them. operand-registers-nvcc.test
// shows ptxas refusing the same statements.
// RUN: %expect-exit 1 ptx-lint --target sm_80 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
#include <stdint.h>

__global__ void kernel(uint32_t *out, uint64_t address, unsigned short half,
                       float f, double d) {
  uint32_t r = 0;
  uint64_t l = 0;
  asm volatile("add.u32 %0, %1, 1;" : "=r"(r) : "h"(half));
// CHECK: :[[@LINE-1]]:29: error: register '%1' of type '.b16' cannot be the a operand of a '.u32' instruction [operand-type]
// CHECK: :[[@LINE-2]]:49: note: operand 1 has constraint "h": nvcc passes it in a .b16 register
  asm volatile("ld.global.u32 %0, [%1];" : "=r"(r) : "r"((uint32_t)address));
// CHECK: :[[@LINE-1]]:36: error: register '%1' is 32 bits; a '.global' address in a module with .address_size 64 needs a 64-bit register [operand-type]
// CHECK: :[[@LINE-2]]:54: note: operand 1 has constraint "r": nvcc passes it in a .b32 register
  asm volatile("ld.global.u32 %0, [%1];" : "=r"(r) : "l"(address));
  // A .b32 register fits any 32-bit type.
  asm volatile("add.f32 %0, %1, %2;" : "=f"(f) : "f"(f), "r"(r));
  asm volatile("add.f64 %0, %0, %1;" : "+d"(d) : "d"(d));
  asm volatile("shl.b64 %0, %1, %2;" : "=l"(l) : "l"(address), "n"(3));
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  asm volatile("mov.u32 %0, %1;" : [result] "=r"(r) : [value] "n"(-7));
  asm volatile("mov.u32 %0, %%tid.q;" : "=r"(r));
// CHECK: :[[@LINE-1]]:29: error: special register '%tid' is a vector; read one component, such as '%tid.x' [operand-kind]
// CHECK: :[[@LINE-2]]:34: error: part select '.q' on an operand of 'mov'
  out[0] = r + (uint32_t)l + (uint32_t)f + (uint32_t)d;
}
