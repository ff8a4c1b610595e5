//===- Mma.td - Warp-level mma and mma.sp (ISA 9.7.14.5, 9.7.14.6) --------===//
//
// mma.sync.aligned multiplies fragments held by the 32 threads of a warp:
// d = a * b + c. Which shapes go with which types, and how many registers
// each fragment takes, are the ISA's tables; here they are variant rows
// keyed by the shape and the four types (d, a, b, c, written in that order
// after the other qualifiers, so the type slots are positional).
//
// Forms, one per syntax block:
//   - MmaForm: the dense forms without a .kind (f16, bf16, tf32, f64,
//     fp8, integer, single bit);
//   - MmaKindForm: `.kind::f8f6f4`, fp8/fp6/fp4 inputs;
//   - MmaBlockScaleForm: `.kind::mxf8f6f4/.mxf4/.mxf4nvf4.block_scale`,
//     with the scale operands;
//   - the sparse forms (MmaSparse below) of `mma.sp`,
//     `mma.sp::ordered_metadata`, and of `mma` itself, where ptxas takes
//     `.sp` written after other words (`mma.sync.aligned.sp.m16n8k16...`).
//
// Fragment operands: `{...}` vectors whose lengths the row gives (Elements
// in the order d, a, b, c), from FragRegs (Base.td). Register types of
// fragments are not checked here: ptxas packs narrow elements into 32-bit
// registers and takes .b32/.f16x2 registers for .f16 fragments, which the
// type rules cannot say yet.
//
//===----------------------------------------------------------------------===//

// ---- Words of mma alone --------------------------------------------------
// The fp6/fp4 element types and the scale types of the block-scale forms.
// The rows give their requirements.
def MmaE2M1  : TypeQualifier<".e2m1",  "b", 4, Always>;
def MmaE3M2  : TypeQualifier<".e3m2",  "b", 6, Always>;
def MmaE2M3  : TypeQualifier<".e2m3",  "b", 6, Always>;
def MmaUE8M0 : TypeQualifier<".ue8m0", "b", 8, Always>;
def MmaUE4M3 : TypeQualifier<".ue4m3", "b", 8, Always>;
// `.sp` and `.sp::ordered_metadata` written after other words of `mma`
// (ptxas reads `mma.sync.aligned.sp.m16n8k16...` as the sparse mma).
// `.sp` is every matrix family's word (Qualifiers.td); the sparse rows
// give what it needs (PTX 7.1, sm_80 and more).
defvar MmaSparseWord = MatrixSparse;
def MmaSparseOrderedWord : Qualifier<".sp::ordered_metadata", Requires<PTX85, 80>>;

defvar MmaFp8 = [MME4M3, MME5M2];
defvar MmaFp6Fp4 = [MmaE3M2, MmaE2M3, MmaE2M1];
defvar MmaF8F6F4 = !listconcat(MmaFp8, MmaFp6Fp4);
defvar MmaInt8 = [S8, U8];
defvar MmaInt4 = [PackS4, PackU4];
defvar MmaInputTypes = [F16, BF16, CvtTF32, F64, S8, U8, PackS4, PackU4,
                        SingleBit, MME4M3, MME5M2, MmaE3M2, MmaE2M3, MmaE2M1];
defvar MmaAccumulatorTypes = [F16, F32, F64, S32];

// Targets (ptxas 13.0): the fp8 `.kind::f8f6f4` on every family-specific
// sm_100+ target; fp6/fp4 inputs and block scaling on sm_120f only.
defvar MmaOnSm100Families = [sm_100f, sm_110f, sm_120f];
defvar MmaOnSm120Family = [sm_120f];

// ---- Operands ------------------------------------------------------------
class MmaFragment<string name> : OperandSpec<name, VectorOperand>;
def MmaD : MmaFragment<"d">;
def MmaA : MmaFragment<"a">;
def MmaB : MmaFragment<"b">;
def MmaC : MmaFragment<"c">;
// The sparse forms' metadata: a 32-bit register. ptxas: no integer
// constant ("Arguments mismatch"), but a 32-bit floating-point one
// (`0f3F800000`, not `1.5`), which it moves into a register. With fp8
// types that move fails ("Arguments mismatch for instruction 'mov'") on
// every target from sm_90 to sm_110; sm_89 and the sm_12x family take it.
def MmaMetadata : OperandSpec<"e", ValueOperand> {
  let FixedType = B32;
  let NoIntegerConstants = 1;
  let FloatConstantReq = Requires<PTX84, 89, [sm_89, sm_120, sm_120f, sm_121]>;
  let FloatConstantReqWith = MmaFp8;
}
// The sparsity selector: a constant; its largest value depends on the
// shape and type (the rows' ImmediateMax).
def MmaSelector : OperandSpec<"f", ImmediateOperand> {
  let HasRange = 1;
  let Min = 0;
  let Max = 3;
}
// Block scaling: each matrix's scale factors in a 32-bit register and
// `{byte-id, thread-id}` selecting them.
def MmaScaleA : OperandSpec<"scale-a-data", RegisterOperand> { let FixedType = B32; }
def MmaScaleB : OperandSpec<"scale-b-data", RegisterOperand> { let FixedType = B32; }
def MmaSelectA : OperandSpec<"{byte-id-a, thread-id-a}", VectorOperand> { let Elements = 2; }
def MmaSelectB : OperandSpec<"{byte-id-b, thread-id-b}", VectorOperand> { let Elements = 2; }

// ---- Slots and constraints shared by the forms ---------------------------
// `.sync.sync` is taken (ptxas ignores the repeat); `.aligned` twice is not.
def MmaSyncSlot : RequiredSlot<"sync", [Sync]> { let RepeatAllowed = 1; }
def MmaAlignedSlot : RequiredSlot<"aligned", [Aligned]>;
def MmaShapeSlot : RequiredSlot<"shape", [
  ShapeM8N8K4, ShapeM8N8K16, ShapeM8N8K32, ShapeM8N8K128, ShapeM16N8K4,
  ShapeM16N8K8, ShapeM16N8K16, ShapeM16N8K32, ShapeM16N8K64, ShapeM16N8K128,
  ShapeM16N8K256]>;
// The first layout written is A's, the second B's (`.row.f32.row` is
// `.row.row`).
def MmaALayoutSlot : RequiredSlot<"A layout", [LayoutRow, LayoutCol]>;
def MmaBLayoutSlot : RequiredSlot<"B layout", [LayoutRow, LayoutCol]> {
  let Repeated = 1;
}
def MmaSatfiniteSlot : Slot<"satfinite", [CvtSatfinite]> { let RepeatAllowed = 1; }
defvar MmaTypeSlots = [PositionalSlot<"D matrix type", MmaAccumulatorTypes>,
                       PositionalSlot<"A matrix type", MmaInputTypes>,
                       PositionalSlot<"B matrix type", MmaInputTypes>,
                       PositionalSlot<"C matrix type", MmaAccumulatorTypes>];
defvar MmaKeys = ["shape", "D matrix type", "A matrix type", "B matrix type", "C matrix type"];

// Only m8n8k4 with .f16 inputs takes a column-major A or a row-major B
// (ptxas: "Illegal alayout '.col'", "Illegal blayout '.row'").
defvar MmaLayoutWhy = "only '.m8n8k4' with '.f16' inputs takes other layouts than '.row.col'";
class MmaLayoutOnly<Qualifier layout, string layoutSlot, string slot,
                    list<Qualifier> values>
    : OnlyWith<[layout], slot, values> {
  let FirstSlot = layoutSlot;
  let Why = MmaLayoutWhy;
}
defvar MmaLayoutRules = [
  MmaLayoutOnly<LayoutCol, "A layout", "shape", [ShapeM8N8K4]>,
  MmaLayoutOnly<LayoutCol, "A layout", "A matrix type", [F16]>,
  MmaLayoutOnly<LayoutRow, "B layout", "shape", [ShapeM8N8K4]>,
  MmaLayoutOnly<LayoutRow, "B layout", "A matrix type", [F16]>];
// In mma the fp8 types came with PTX 8.4 for sm_89 (their records' own
// requirement is st.async's); `.and` of the single-bit mma with PTX 7.1
// for sm_80 (ptxas: "Modifier '.and' on 'mma' requires ...").
def MmaFp8Needs : RequiresIn<MmaFp8, Requires<PTX84, 89>>;
def MmaAndNeeds : RequiresIn<[RedOpAnd], Requires<PTX71, 80>>;

// A row: shape, the four types, the fragment lengths [d, a, b, c].
class MmaRow<Form form, Qualifier shape, list<Qualifier> d, list<Qualifier> a,
             list<Qualifier> b, list<Qualifier> c, list<int> elements,
             Requires req>
    : Variant<form, [[shape], d, a, b, c]> {
  let Elements = elements;
  let Req = req;
}
// Fragment lengths from the matrix sizes: A is m x k (half of it when
// sparse = 2), B is k x n, C and D are m x n; inType and accType are the
// input and accumulator types.
class MmaFrags<int m, int n, int k, TypeQualifier inType, TypeQualifier accType,
               int replicas = 1, int sparse = 1> {
  list<int> Elements = [FragRegs<m, n, accType, 32, replicas>.Regs,
                        !srl(FragRegs<m, k, inType, 32, replicas>.Regs, !sub(sparse, 1)),
                        FragRegs<k, n, inType, 32, replicas>.Regs,
                        FragRegs<m, n, accType, 32, replicas>.Regs];
}

// ---- mma (dense, without .kind) ------------------------------------------
// mma.sync.aligned.shape.alayout.blayout{.satfinite}.dtype.atype.btype.ctype
//     {.bitOp.popc} d, a, b, c;
def MmaForm : Form<OpMma, "mma"> {
  let Summary = "Warp-level matrix multiply-accumulate: d = a * b + c.";
  let Slots = !listconcat([MmaSyncSlot, MmaAlignedSlot, MmaShapeSlot,
                           MmaALayoutSlot, MmaBLayoutSlot, MmaSatfiniteSlot,
                           Slot<"bit operation", [RedOpXor, RedOpAnd]>,
                           Slot<"popc", [PopCount]>],
                          MmaTypeSlots);
  let Operands = [MmaD, MmaA, MmaB, MmaC];
  let Keys = MmaKeys;
  let DocMatrix = ["shape", "A matrix type"];
  let Constraints = !listconcat(MmaLayoutRules, [MmaFp8Needs, MmaAndNeeds]);
}
class MmaDense<Qualifier shape, int m, int n, int k, list<Qualifier> d,
               list<Qualifier> ins, list<Qualifier> c, TypeQualifier inType,
               TypeQualifier accType, Requires req, int replicas = 1>
    : MmaRow<MmaForm, shape, d, ins, ins, c,
             MmaFrags<m, n, k, inType, accType, replicas>.Elements, req>;

// .f16: m8n8k4 (each quad-pair holds its copy), m16n8k8, m16n8k16. The
// accumulators: .f16 and .f16, .f32 and .f32, and for m8n8k4 also .f32
// from .f16 (ptxas: ".dtype must be '.f32' when .ctype is '.f32'").
def : MmaDense<ShapeM8N8K4, 8, 8, 4, [F16], [F16], [F16], F16, F16, Requires<PTX64, 70>, 4>;
def : MmaDense<ShapeM8N8K4, 8, 8, 4, [F32], [F16], [F32], F16, F32, Requires<PTX64, 70>, 4>;
// .f32 from .f16 on m8n8k4: d has the 8 registers of .f32, c the 4 of .f16.
def : MmaRow<MmaForm, ShapeM8N8K4, [F32], [F16], [F16], [F16], [8, 2, 2, 4],
             Requires<PTX64, 70>>;
foreach acc = [F16, F32] in {
  def : MmaDense<ShapeM16N8K8, 16, 8, 8, [acc], [F16], [acc], F16, acc, Requires<PTX65, 75>>;
  def : MmaDense<ShapeM16N8K16, 16, 8, 16, [acc], [F16], [acc], F16, acc, Requires<PTX70, 80>>;
}
// .bf16 and .tf32: .f32 accumulators.
def : MmaDense<ShapeM16N8K8, 16, 8, 8, [F32], [BF16], [F32], BF16, F32, Requires<PTX70, 80>>;
def : MmaDense<ShapeM16N8K16, 16, 8, 16, [F32], [BF16], [F32], BF16, F32, Requires<PTX70, 80>>;
def : MmaDense<ShapeM16N8K4, 16, 8, 4, [F32], [CvtTF32], [F32], CvtTF32, F32, Requires<PTX70, 80>>;
def : MmaDense<ShapeM16N8K8, 16, 8, 8, [F32], [CvtTF32], [F32], CvtTF32, F32, Requires<PTX70, 80>>;
// .f64: m8n8k4 from sm_80, the m16n8 shapes from PTX 7.8 on sm_90.
def : MmaDense<ShapeM8N8K4, 8, 8, 4, [F64], [F64], [F64], F64, F64, Requires<PTX70, 80>>;
def : MmaDense<ShapeM16N8K4, 16, 8, 4, [F64], [F64], [F64], F64, F64, Requires<PTX78, 90>>;
def : MmaDense<ShapeM16N8K8, 16, 8, 8, [F64], [F64], [F64], F64, F64, Requires<PTX78, 90>>;
def : MmaDense<ShapeM16N8K16, 16, 8, 16, [F64], [F64], [F64], F64, F64, Requires<PTX78, 90>>;

// Integer: .s32 accumulators, .satfinite allowed; A and B types may
// differ in signedness.
class MmaInteger<Qualifier shape, int m, int k, list<Qualifier> ins,
                 TypeQualifier inType, Requires req>
    : MmaRow<MmaForm, shape, [S32], ins, ins, [S32],
             MmaFrags<m, 8, k, inType, S32>.Elements, req> {
  let Allowed = [CvtSatfinite];
}
def : MmaInteger<ShapeM8N8K16, 8, 16, MmaInt8, S8, Requires<PTX65, 75>>;
def : MmaInteger<ShapeM16N8K16, 16, 16, MmaInt8, S8, Requires<PTX70, 80>>;
def : MmaInteger<ShapeM16N8K32, 16, 32, MmaInt8, S8, Requires<PTX70, 80>>;
def : MmaInteger<ShapeM8N8K32, 8, 32, MmaInt4, PackS4, Requires<PTX65, 75>>;
def : MmaInteger<ShapeM16N8K32, 16, 32, MmaInt4, PackS4, Requires<PTX70, 80>>;
def : MmaInteger<ShapeM16N8K64, 16, 64, MmaInt4, PackS4, Requires<PTX70, 80>>;

// Single bit: `.xor.popc` or `.and.popc`, one of each is needed; no
// .satfinite (ptxas: "Illegal modifier '.satfinite'").
class MmaSingleBit<Qualifier shape, int m, int k, Requires req>
    : MmaRow<MmaForm, shape, [S32], [SingleBit], [SingleBit], [S32],
             MmaFrags<m, 8, k, SingleBit, S32>.Elements, req> {
  let Required = [RedOpXor, RedOpAnd, PopCount];
}
def : MmaSingleBit<ShapeM8N8K128, 8, 128, Requires<PTX70, 75>>;
def : MmaSingleBit<ShapeM16N8K128, 16, 128, Requires<PTX70, 80>>;
def : MmaSingleBit<ShapeM16N8K256, 16, 256, Requires<PTX70, 80>>;

// fp8 without .kind: m16n8k32 with .f32 from PTX 8.4 on sm_89; .f16
// accumulators and m16n8k16 from PTX 8.7.
def : MmaRow<MmaForm, ShapeM16N8K32, [F32], MmaFp8, MmaFp8, [F32],
             MmaFrags<16, 8, 32, MME4M3, F32>.Elements, Requires<PTX84, 89>>;
def : MmaRow<MmaForm, ShapeM16N8K32, [F16], MmaFp8, MmaFp8, [F16],
             MmaFrags<16, 8, 32, MME4M3, F16>.Elements, Requires<PTX87, 89>>;
foreach acc = [F16, F32] in
  def : MmaRow<MmaForm, ShapeM16N8K16, [acc], MmaFp8, MmaFp8, [acc],
               MmaFrags<16, 8, 16, MME4M3, acc>.Elements, Requires<PTX87, 89>>;

// ---- mma with .kind::f8f6f4 ----------------------------------------------
// mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.dtype.f8f6f4type.f8f6f4type.ctype
//     d, a, b, c;
// Every element takes a byte in the a and b registers, whatever its width.
def MmaKindForm : Form<OpMma, "mma .kind::f8f6f4"> {
  let Summary = "Warp-level mma of fp8, fp6 and fp4 inputs.";
  let Slots = !listconcat([MmaSyncSlot, MmaAlignedSlot, MmaShapeSlot,
                           MmaALayoutSlot, MmaBLayoutSlot,
                           RequiredSlot<"kind", [KindF8F6F4]>],
                          MmaTypeSlots);
  let Operands = [MmaD, MmaA, MmaB, MmaC];
  let Keys = MmaKeys;
  let DocMatrix = ["shape", "A matrix type"];
  let Constraints = !listconcat(MmaLayoutRules, [MmaFp8Needs]);
}
// ptxas: fp8 inputs on the family-specific sm_100+ targets (with .f32
// accumulators from PTX 8.6, which sm_100a has; .f16 ones from 8.7); an
// fp6 or fp4 input ("mma with FP6/FP4 floating point type") on sm_120f
// only.
foreach acc = [F16, F32] in {
  defvar Frags = MmaFrags<16, 8, 32, MME4M3, acc>.Elements;
  def : MmaRow<MmaKindForm, ShapeM16N8K32, [acc], MmaFp8, MmaFp8, [acc], Frags,
               Requires<!if(!eq(acc, F32), PTX86, PTX87), 100, MmaOnSm100Families>>;
  def : MmaRow<MmaKindForm, ShapeM16N8K32, [acc], MmaFp6Fp4, MmaF8F6F4, [acc], Frags,
               Requires<PTX87, 120, MmaOnSm120Family>>;
  def : MmaRow<MmaKindForm, ShapeM16N8K32, [acc], MmaFp8, MmaFp6Fp4, [acc], Frags,
               Requires<PTX87, 120, MmaOnSm120Family>>;
}

// ---- mma with block scaling ----------------------------------------------
// mma.sync.aligned.shape.row.col.kind.block_scale.scale_vec_size.f32.atype.btype.f32.stype
//     d, a, b, c, scale-a-data, {byte-id-a, thread-id-a},
//     scale-b-data, {byte-id-b, thread-id-b};
def MmaBlockScaleForm : Form<OpMma, "mma .block_scale"> {
  let Summary = "Warp-level mma of fp8, fp6 and fp4 inputs scaled by blocks.";
  let Slots = [MmaSyncSlot, MmaAlignedSlot, MmaShapeSlot,
               MmaALayoutSlot, MmaBLayoutSlot,
               RequiredSlot<"kind", [KindMXF8F6F4, KindMXF4, KindMXF4NVF4]>,
               RequiredSlot<"block scale", [BlockScale]>,
               RequiredSlot<"scale vector", [ScaleVec1X, ScaleVec2X, ScaleVec4X]>,
               RequiredSlot<"scale type", [MmaUE8M0, MmaUE4M3]>,
               PositionalSlot<"D matrix type", [F32]>,
               PositionalSlot<"A matrix type", MmaF8F6F4>,
               PositionalSlot<"B matrix type", MmaF8F6F4>,
               PositionalSlot<"C matrix type", [F32]>];
  let Operands = [MmaD, MmaA, MmaB, MmaC, MmaScaleA, MmaSelectA,
                  MmaScaleB, MmaSelectB];
  let Keys = ["kind", "shape", "scale vector", "scale type", "A matrix type", "B matrix type"];
  let DocMatrix = ["shape", "A matrix type"];
  let Constraints = !listconcat(MmaLayoutRules, [MmaFp8Needs]);
}
class MmaBlockScaled<Qualifier kind, Qualifier shape, int k, Qualifier vec,
                     Qualifier scale, list<Qualifier> ins, TypeQualifier inType>
    : Variant<MmaBlockScaleForm, [[kind], [shape], [vec], [scale], ins, ins]> {
  let Elements = MmaFrags<16, 8, k, inType, F32>.Elements;
  let Req = Requires<PTX87, 120, MmaOnSm120Family>;
}
def : MmaBlockScaled<KindMXF8F6F4, ShapeM16N8K32, 32, ScaleVec1X, MmaUE8M0,
                     MmaF8F6F4, MME4M3>;
def : MmaBlockScaled<KindMXF4, ShapeM16N8K64, 64, ScaleVec2X, MmaUE8M0,
                     [MmaE2M1], MmaE2M1>;
def : MmaBlockScaled<KindMXF4NVF4, ShapeM16N8K64, 64, ScaleVec2X, MmaUE8M0,
                     [MmaE2M1], MmaE2M1>;
def : MmaBlockScaled<KindMXF4NVF4, ShapeM16N8K64, 64, ScaleVec4X, MmaUE4M3,
                     [MmaE2M1], MmaE2M1>;
// PTX 9.1: `.scale_vec::4X` with `.ue8m0` for `.kind::mxf4nvf4` (ISA 9.1
// mma, PTX ISA Notes: "Support for .scale_vec::4X on .ue8m0 as .stype with
// .kind::mxf4nvf4 is introduced in PTX ISA version 9.1"; Table 36: mxf4nvf4
// takes ue8m0 with 2X or 4X, ue4m3 with 4X). ptxas 13.0 refuses it at
// .version 8.8 and 9.0 on sm_120a, sm_120f and sm_121f ("Illegal modifier
// '.scale_vec::4X' for instruction 'mma' with type '.ue8m0'") and takes the
// 2X row on all three, so the targets are the 2X row's (the sm_120 family;
// LLVM tests the 9.1 form on sm_120a and sm_120f).
def : MmaBlockScaled<KindMXF4NVF4, ShapeM16N8K64, 64, ScaleVec4X, MmaUE8M0,
                     [MmaE2M1], MmaE2M1> {
  let Req = Requires<PTX91, 120, MmaOnSm120Family>;
}

// ---- mma.sp and mma.sp::ordered_metadata ---------------------------------
// mma.sp{::ordered_metadata}.sync.aligned.shape.row.col{.satfinite}.dtype.atype.btype.ctype
//     d, a, b, c, e, f;
// A holds half of its elements (two of every four); e is the metadata, f
// the sparsity selector, whose largest value the rows give. sparseWords:
// the words that make `mma` sparse when written among its qualifiers.

// A sparse row: A is m x k/2; selectorMax is the largest selector.
class MmaSparseRow<Form form, Qualifier shape, int k, list<Qualifier> acc,
                   list<Qualifier> ins, TypeQualifier inType, TypeQualifier accType,
                   int selectorMax, Requires req>
    : MmaRow<form, shape, acc, ins, ins, acc,
             MmaFrags<16, 8, k, inType, accType, 1, 2>.Elements, req> {
  let ImmediateMax = [selectorMax];
}
multiclass MmaSparse<Opcode op, string name, list<Qualifier> sparseWords> {
  def Form : Form<op, name> {
    let Summary = "Warp-level mma with a sparse A matrix: d = a * b + c.";
    let Slots = !listconcat(
        !if(!empty(sparseWords), []<Slot>,
            [RequiredSlot<"sparsity", sparseWords>]),
        [MmaSyncSlot, MmaAlignedSlot, MmaShapeSlot, MmaALayoutSlot,
         MmaBLayoutSlot, MmaSatfiniteSlot],
        MmaTypeSlots);
    let Operands = [MmaD, MmaA, MmaB, MmaC, MmaMetadata, MmaSelector];
    let Keys = MmaKeys;
    let DocMatrix = ["shape", "A matrix type"];
    let Constraints = !listconcat(MmaLayoutRules, [MmaFp8Needs]);
  }
  defvar F = !cast<Form>(NAME # "Form");
  defvar V71 = Requires<PTX71, 80>;
  foreach acc = [F16, F32] in {
    def : MmaSparseRow<F, ShapeM16N8K16, 16, [acc], [F16], F16, acc, 3, V71>;
    def : MmaSparseRow<F, ShapeM16N8K32, 32, [acc], [F16], F16, acc, 1, V71>;
  }
  def : MmaSparseRow<F, ShapeM16N8K16, 16, [F32], [BF16], BF16, F32, 3, V71>;
  def : MmaSparseRow<F, ShapeM16N8K32, 32, [F32], [BF16], BF16, F32, 1, V71>;
  def : MmaSparseRow<F, ShapeM16N8K8, 8, [F32], [CvtTF32], CvtTF32, F32, 3, V71>;
  def : MmaSparseRow<F, ShapeM16N8K16, 16, [F32], [CvtTF32], CvtTF32, F32, 1, V71>;
  // Integer: .satfinite allowed.
  let Allowed = [CvtSatfinite] in {
    def : MmaSparseRow<F, ShapeM16N8K32, 32, [S32], MmaInt8, S8, S32, 1, V71>;
    def : MmaSparseRow<F, ShapeM16N8K64, 64, [S32], MmaInt8, S8, S32, 0, V71>;
    def : MmaSparseRow<F, ShapeM16N8K64, 64, [S32], MmaInt4, PackS4, S32, 1, V71>;
    def : MmaSparseRow<F, ShapeM16N8K128, 128, [S32], MmaInt4, PackS4, S32, 0, V71>;
  }
  // fp8: .f32 accumulators only (ptxas 13.0 refuses `.sp` with .f16 ones).
  def : MmaSparseRow<F, ShapeM16N8K64, 64, [F32], MmaFp8, MME4M3, F32, 0,
                     Requires<PTX84, 89>>;
}
defm MmaSp : MmaSparse<OpMmaSp, "mma.sp", []>;
defm MmaSpOrdered : MmaSparse<OpMmaSpOrderedMetadata, "mma.sp::ordered_metadata", []>;
defm MmaSpWord : MmaSparse<OpMma, "mma with .sp written after other words",
                           [MmaSparseWord, MmaSparseOrderedWord]>;
