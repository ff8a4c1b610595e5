// A finding points at the characters of the string literal that hold the
// offending PTX: through concatenation over several lines, macros that
// spell part of the string, escapes, `{ }` scopes with their own .reg
// declarations, several instructions in one statement, and basic asm
// (no operands: `%` is written once). A fix-it edits the literal.
// literal-mapping-nvcc.test shows ptxas refusing the same statements.
// RUN: %expect-exit 1 ptx-lint --target sm_80 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %expect-exit 1 ptx-lint --target sm_80 --format=sarif %s | FileCheck %s --check-prefix=SARIF
#define LOAD_GLOBAL "ld.global."

__global__ void kernel(unsigned *out, unsigned long long address) {
  unsigned r;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "setp.eq.u32 p, %1, 0;\n\t"
               LOAD_GLOBAL "nc.u32 %0, [%2];\n\t"
               "addd.u32 %0, %0, 1;\n\t"
// CHECK: :[[@LINE-1]]:17: error: unknown instruction 'addd' [unknown-opcode]
               "@p bra.uni done;\n"
               "done:\n\t"
               "}" : "=r"(r) : "r"(*out), "l"(address));
  asm volatile("ld.global.ca.L1::evict_last.u32 %0, [%1];" : "=r"(r) : "l"(address));
// CHECK: :[[@LINE-1]]:29: error: '.L1::evict_last' cannot be combined with '.ca' [qualifier-conflict]
  asm volatile("mov.b32 %0, %1" : "=r"(r) : "r"(r));
// CHECK: :[[@LINE-1]]:31: error: expected ';' after '%1' [syntax-error]
// CHECK-NEXT: asm volatile
// CHECK-NEXT: {{^}}                              ^{{$}}
// CHECK-NEXT: {{^}}                              ;{{$}}
  asm volatile("add.rn.u32 %0, %0, 1;" : "+r"(r));
// CHECK: :[[@LINE-1]]:20: error: 'add.u32' takes no rounding qualifier [qualifier-not-allowed]
  asm("{ .reg .b32 lane; mov.u32 lane, %laneid; mov.u32 lane, %lanied; }");
// CHECK: :[[@LINE-1]]:63: error: unknown symbol '%lanied' [undeclared-symbol]
  *out = r;
}

// SARIF: "ruleId": "syntax-error"
// SARIF: "fixes": [
// SARIF: "insertedContent": {
// SARIF-NEXT: "text": ";"
