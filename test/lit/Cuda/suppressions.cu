// The comments disable-next-line=<id> and disable=<id> silence a warning
// in a CUDA source as in a PTX file, also after the statement's string on
// its line. What nothing compiles gets warnings with an error's ID, which
// can be silenced; errors cannot. --no-inline-suppressions shows all.
// RUN: %expect-exit 1 ptx-lint --target sm_80 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %expect-exit 1 ptx-lint --target sm_80 --no-inline-suppressions %s 2>&1 | FileCheck %s --check-prefix=ALL

// Nothing calls these: their findings are warnings.
__device__ void unused_one() {
  // ptx-lint: disable-next-line=requires-target
  asm volatile("griddepcontrol.wait;" ::: "memory");
// ALL: :[[@LINE-1]]:17: warning: 'griddepcontrol' requires sm_90 or later
}
__device__ void unused_two() {
  asm volatile("griddepcontrol.wait; // not a comment" ::: "memory"); // ptx-lint: disable=requires-target
// ALL: :[[@LINE-1]]:17: warning: 'griddepcontrol' requires sm_90 or later
}
__device__ void unused_three() {
  asm volatile("griddepcontrol.wait;" ::: "memory");
// CHECK: :[[@LINE-1]]:17: warning: 'griddepcontrol' requires sm_90 or later
// ALL: :[[@LINE-2]]:17: warning: 'griddepcontrol' requires sm_90 or later
}

__global__ void kernel(unsigned *out, unsigned short half) {
  unsigned r;
  asm("add.u32 %0, %1, 1;" : "=r"(r) : "h"(half)); // ptx-lint: disable=operand-type
// CHECK: :[[@LINE-1]]:20: error: register '%1' of type '.b16'
// ALL: :[[@LINE-2]]:20: error: register '%1' of type '.b16'
  *out = r;
}
