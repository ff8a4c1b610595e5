//===- FragmentShapes.td - Fragment register counts, checked at build time ===//
//
// The FragRegs formula (Base.td) gives the number of registers a thread
// holds of a matrix fragment; the matrix instructions' variant rows take
// their operand element counts from it. These are the counts the ISA's
// fragment tables give; ptx-tblgen stops with "assertion failed" if the
// formula drifts from them.
//
//===----------------------------------------------------------------------===//

// mma.m16n8k16 with .f16 A: four .f16x2 registers (ISA 9.7.14.5.8).
assert !eq(FragRegs<16, 16, F16>.Regs, 4), "mma.m16n8k16 .f16 A is 4 registers";
// mma.m8n8k4 with .f64 A: one .f64 register.
assert !eq(FragRegs<8, 4, F64>.Regs, 1), "mma.m8n8k4 .f64 A is 1 register";
// mma.m8n8k4 with .f16 A: each of the four quad-pairs holds a copy.
assert !eq(FragRegs<8, 4, F16, 32, 4>.Regs, 2),
       "mma.m8n8k4 .f16 A (4 replicas) is 2 registers";
// wgmma .f32 D over a warpgroup (128 threads): N/2 registers for M = 64.
assert !eq(FragRegs<64, 256, F32, 128>.Regs, 128),
       "wgmma.m64n256 .f32 D is 128 registers";
