//===- DeclaredTypes.td - The types declarations may have -----------------===//
//
// Which type qualifiers a variable, a register or a parameter may be
// declared with, and where (DeclarableType, Base.td). Apart from the other
// declaration rules (Declarations.td) because it names the type records of
// Qualifiers.td and Convert.td, which come after those.
//
//===----------------------------------------------------------------------===//

// The types of declarations. ptxas: "Type .f32x2 may only be used as an
// instruction type", and so for .u16x2, .s16x2, .e4m3, .e5m2, .e4m3x2,
// .e5m2x2, .e2m1x2, .e2m3x2, .e3m2x2, .ue8m0x2, .e4m3x4 and .e5m2x4; the
// other instruction types (.b1, .bf16, .bf16x2, .tf32, .u2, .s2, .u4, .s4,
// .e2m1, .e2m3, .e3m2, .ue4m3, .ue8m0) are a syntax error there. .e2m1x4,
// .e2m3x4 and .e3m2x4 are taken, but not as a single `.param` ("Variable
// 'p' cannot be allocated in .param state space", as .f16x2 and a vector).
// "Predicate variable 'g' must be in register state space"; "Predicate
// type can only be used to define scalar register variables". A .b128
// declaration needs PTX 8.3 and sm_70, as B128 does ("Feature 'Type
// .b128' requires PTX ISA .version 8.3 or later").
// Initial values: ".b32" takes any constant (`1.5`, an address); ".u8"
// and ".s32" no floating-point number, ".f32" and ".f64" nothing else
// ("Initial value type mismatch"); ".f16" none ("No initial value is
// allowed for .f16 type"), ".f16x2" and the packed fp4/fp6 types no value
// tried.
foreach T = [B8, B16, B32, B64, B128] in
  def : DeclarableType<T>;
foreach T = [U8, U16, U32, U64, S8, S16, S32, S64] in
  def : DeclarableType<T> { let InitialValues = "integer"; }
foreach T = [F32, F64] in
  def : DeclarableType<T> { let InitialValues = "float"; }
def : DeclarableType<F16> { let InitialValues = "none"; }
// "Texture/surface variable must be at module or entry parameter scope";
// "Texture and surface variables must be declared in .global space"; as a
// .func parameter, "Variable 't' cannot be allocated in .param state
// space".
foreach T = [TexRefType, SamplerRefType, SurfRefType] in
  def : DeclarableType<T> {
    let ModuleOrKernelParameter = 1;
    let ModuleSpace = ".global";
  }
def : DeclarableType<Pred> {
  let OnlySpace = ".reg";
  let ScalarOnly = 1;
  let InitialValues = "none";
}
def : DeclarableType<F16x2> {
  let Packed = 1;
  let InitialValues = "none";
}
// "Vector type only allowed over basic types".
foreach T = [CvtE2M1x4, CvtE2M3x4, CvtE3M2x4] in
  def : DeclarableType<T> {
    let Packed = 1;
    let ScalarOnly = 1;
    let InitialValues = "none";
  }

// `.v8` is a syntax error in a declaration; a vector has at most 128 bits
// ("Vector type too large, exceeds 128 bit limit": `.v4 .b64`, `.v2
// .b128`).
def : DeclarableVector<V2, 128>;
def : DeclarableVector<V4, 128>;

// "No initial value is allowed for 's' in this state space" in .shared,
// .local, .reg and .param, at module scope and in a body.
def : InitializedSpace<".global">;
def : InitializedSpace<".const">;
