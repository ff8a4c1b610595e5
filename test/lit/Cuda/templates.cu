// A template's statement is checked once per distinct PTX its
// instantiations make, with their operands' real types and constants; one
// nothing instantiates is checked as written, dependent operands typed by
// their constraint and a dependent "n" operand standing for any value.
// Code nothing compiled calls gets warnings, with a note saying why.
// templates-nvcc.test compiles the file with nvcc.
// RUN: %expect-exit 1 ptx-lint --target sm_80 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=note:
#include <stdint.h>

template <int Barrier>
__device__ void sync_threads() {
  // Checked per instantiation: with 3 and 15 the PTX is right, with 16 it
  // is not. The template as written is not checked: its instantiations
  // say more.
  asm volatile("bar.sync %0;" :: "n"(Barrier) : "memory");
// CHECK: :[[@LINE-1]]:26: error: the barrier operand must be in [0, 15]; it is 16 [immediate-range]
// CHECK: :{{[0-9]+}}:3: note: in 'sync_threads<16>', instantiated here
// CHECK-NEXT: {{^}}  sync_threads<16>();
}

template <typename T>
__device__ void store_half(T *address, T value) {
  // Dependent operands: typed by their constraint. Every instantiation
  // makes the same PTX, checked once.
  asm volatile("st.global.b16 [%0], %1;" :: "l"(address), "h"(value));
}

template <typename T>
__device__ void never_instantiated(T value) {
  // Nothing instantiates this: checked as written, as code nvcc does not
  // compile (yet).
  asm volatile("add.u32 %0, %0, 1;" : "+h"(value));
// CHECK: :[[@LINE-1]]:25: warning: register '%0' of type '.b16' cannot be the d operand of a '.u32' instruction [operand-type]
// CHECK: :[[@LINE-2]]:39: note: operand 0 has constraint "h": nvcc passes it in a .b16 register
// CHECK: :[[@LINE-6]]:17: note: nothing compiled for the target calls 'never_instantiated', so ptxas does not see this statement yet; it is an error once something does
// CHECK: :[[@LINE-4]]:29: warning: register '%0' of type '.b16' cannot be the a operand of a '.u32' instruction [operand-type]
// CHECK: :[[@LINE-5]]:39: note: operand 0 has constraint "h"
// CHECK: :[[@LINE-9]]:17: note: nothing compiled for the target calls 'never_instantiated'
}

__global__ void kernel(uint16_t *halves) {
  sync_threads<3>();
  sync_threads<15>();
  sync_threads<16>();
  store_half(halves, (uint16_t)1);
  store_half((int16_t *)halves + 1, (int16_t)2);
}
