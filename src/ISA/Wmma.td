//===- Wmma.td - wmma.load, wmma.store and wmma.mma -----------------------===//
//
// ISA 9.7.14.4 (warp-level matrix multiply-accumulate with wmma).
//
// Each instruction is one form per syntax block; the ISA's tables of
// shapes x types (and, for wmma.load, which layouts a sub-byte fragment
// takes) are the variant rows below, each with the number of registers a
// thread holds of the fragment (FragRegs, Base.td; FragmentShapes.td checks
// the formula). ptxas names wmma.load.a/.b/.c and wmma.store.d as
// instructions of their own: here the matrix is a fixed slot right after
// the opcode (`wmma.load.sync.a` is no instruction).
//
// A fragment is always a vector `{...}`, even of one register (ptxas:
// "Vector expected"), and its registers hold packed elements: an .f16
// fragment is made of .f16x2 (or .b32) registers, .bf16 and .tf32 ones of
// .b32 registers, .s8/.u8 of 32-bit integer ones, the sub-byte types and
// .b1 of any 32-bit register (WmmaFragmentRegisters).
//
// ptxas 13.0 is the ground truth; where it and the ISA text differ the
// records say so in a comment marked "ptxas:" (and docs/ptxas-differences.md).
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Qualifiers
//===----------------------------------------------------------------------===//

// The matrix a fragment belongs to. `.a` and `.b` are the texture
// component records (Texture.td, Qualifiers.td); `.c` and `.d` only wmma
// spells.
defvar WmmaA = TexComponentA;
defvar WmmaB = LetterB;
def WmmaC : Qualifier<".c", Always>;
def WmmaD : Qualifier<".d", Always>;

defvar WmmaTF32 = CvtTF32;
defvar WmmaS4 = PackS4;
defvar WmmaU4 = PackU4;
defvar WmmaSatfinite = CvtSatfinite;

// The shapes with their dimensions, for the fragment sizes.
class WmmaShape<Qualifier q, int m, int n, int k> {
  Qualifier Q = q;
  int M = m;
  int N = n;
  int K = k;
}
def WmmaM16N16K16 : WmmaShape<ShapeM16N16K16, 16, 16, 16>;
def WmmaM32N8K16  : WmmaShape<ShapeM32N8K16, 32, 8, 16>;
def WmmaM8N32K16  : WmmaShape<ShapeM8N32K16, 8, 32, 16>;
def WmmaM16N16K8  : WmmaShape<ShapeM16N16K8, 16, 16, 8>;
def WmmaM8N8K4    : WmmaShape<ShapeM8N8K4, 8, 8, 4>;
def WmmaM8N8K32   : WmmaShape<ShapeM8N8K32, 8, 8, 32>;
def WmmaM8N8K128  : WmmaShape<ShapeM8N8K128, 8, 8, 128>;
// The three shapes of the half-precision and 8-bit integer tables.
defvar WmmaHalfShapes = [WmmaM16N16K16, WmmaM32N8K16, WmmaM8N32K16];
defvar WmmaAllShapes = [ShapeM16N16K16, ShapeM32N8K16, ShapeM8N32K16,
                        ShapeM16N16K8, ShapeM8N8K4, ShapeM8N8K32,
                        ShapeM8N8K128];

// What each kind of fragment needs (ptxas 13.0, probed at every version and
// target boundary; each matches the ISA notes): .f16 with .f16/.f32
// accumulators came with PTX 6.0 on sm_70 (m16n16k16; the other two shapes
// PTX 6.1), the 8-bit integers with PTX 6.3 on sm_72, the sub-byte integers
// and .b1 with PTX 6.3 on sm_75, .bf16, .tf32 and .f64 with PTX 7.0 on
// sm_80.
def WmmaHalfNeeds      : Requires<PTX60, 70>;
def WmmaHalfLaterNeeds : Requires<PTX61, 70>;
def WmmaIntegerNeeds   : Requires<PTX63, 72>;
def WmmaSubByteNeeds   : Requires<PTX63, 75>;
def WmmaSm80Needs      : Requires<PTX70, 80>;
class WmmaHalfShapeNeeds<WmmaShape s>
    : Requires<!if(!and(!eq(s.M, 16), !eq(s.N, 16)), PTX60, PTX61), 70>;

// ptxas: on wmma the sub-byte types, .tf32 and .satfinite need what the
// fragment's row needs, not what their own records say for cvt.
def WmmaTypeWordsNeed : RequiresIn<[WmmaS4, WmmaU4, SingleBit],
                                   Requires<PTX63, 75>>;
def WmmaTF32Needs     : RequiresIn<[WmmaTF32], Requires<PTX70, 80>>;
def WmmaSatfiniteNeeds : RequiresIn<[WmmaSatfinite], Requires<PTX60, 70>>;
// `.shared::cta` needs PTX 7.8 (its record says so).

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// ptxas: the address is a register of any width that holds an address
// (`[r1]` is taken in a 64-bit module), a variable of the space written
// (a generic one names .global or .shared variables), `var+imm`, but not
// `[imm]`, nor a 16-bit register.
def WmmaAddressSpec : AddressSpec {
  let ImmediateIn = [];
  let MinRegisterBits = 32;   // ptxas: `[h1]` is refused
}
def WmmaAddress : OperandSpec<"p", AddressOperand> {
  let Address = WmmaAddressSpec;
}
// The stride in elements: a 32-bit integer register or a constant.
def WmmaStride : OperandSpec<"stride", ValueOperand> {
  let Optional = 1;
  let FixedType = U32;
  let SpecialRegisters = 0;
  let Variables = 0;
}

// The registers of a fragment hold packed elements: the type written
// stands for the type of its registers (WidenFrom/WidenTo with no
// WidenedBy: always).
// ptxas: `_` may stand for a register of a fragment written (wmma.load's,
// wmma.mma's d), not of one read ("Sink '_' not allowed as a source
// operand").
class WmmaFragment<string name, string typeSlot, bit written = 0>
    : OperandSpec<name, VectorOperand> {
  let TypeSlot = typeSlot;
  let SinkAllowed = written;
  // ptxas: the first register must fit, the later ones agree with it
  // (`{r0, f1}` is taken for an .f16 fragment, `{f0, r1}` is not).
  let TypedByFirstElement = 1;
  let SpecialRegisters = 0;
  let Variables = 0;
  let WidenFrom = [F16, BF16, S8, U8, WmmaS4, WmmaU4, SingleBit];
  let WidenTo = [F16x2, BF16x2, S32, U32, B32, B32, B32];
}
// An .f16 A or B fragment of the half-precision form, whose types name
// only D and C.
class WmmaHalfFragment<string name> : OperandSpec<name, VectorOperand> {
  let FixedType = F16x2;
  let TypedByFirstElement = 1;
  let SpecialRegisters = 0;
  let Variables = 0;
}

// ptxas: .bf16x2 (for .bf16) and .tf32 fragments take .b32 registers only;
// .f16x2 ones .b32 and .f16x2 registers; the .b32 of sub-byte and .b1
// fragments any 32-bit register, .f16x2 included.
def WmmaFragmentRegisters : TypeRuleSet<!listconcat(ExactTypes.Rules,
    HalfPackedRules, [F16x2AsBitsRule, TypeRule<".tf32", "b", "same">])>;

//===----------------------------------------------------------------------===//
// wmma.load and wmma.store
//===----------------------------------------------------------------------===//

defvar WmmaSpaces = [SpaceGlobal, SpaceShared, SpaceSharedCTA];
defvar WmmaOtherSpaces = [SpaceLocal, SpaceConst, SpaceParam,
                          SpaceSharedCluster];
defvar WmmaSpaceWhy = "wmma reads and writes .global, .shared or a generic "
                      "address";
defvar WmmaLayouts = [LayoutRow, LayoutCol];
// ptxas: `.sync` written twice is one `.sync`.
def WmmaSyncSlot : RequiredSlot<"sync", [Sync]> { let RepeatAllowed = 1; }
def WmmaAlignedSlot : RequiredSlot<"aligned", [Aligned]>;
defvar WmmaFragmentTypes = [F16, BF16, S8, U8, WmmaTF32, F64, WmmaS4, WmmaU4,
                            SingleBit, F32, S32];
// `.aligned` came with PTX 6.3; from then on ptxas asks for it, and the
// forms without it are refused.
def WmmaAlignedNeeds : RequiresIn<[Aligned], Requires<PTX63>>;
def WmmaNeedsAligned : RemovedFor<Requires<PTX63>, "write '.sync.aligned'">;

// One load or store form: with `.aligned` (PTX 6.3 on) or without it (the
// PTX 6.0 spelling, before 6.3 only).
class WmmaMemoryForm<Opcode op, string name, list<Qualifier> matrices,
                     list<OperandSpec> operands, bit aligned>
    : Form<op, name> {
  let Slots = [FixedSlot<"matrix", matrices>, WmmaSyncSlot]
              # !if(aligned, [WmmaAlignedSlot], [])
              # [RequiredSlot<"layout", WmmaLayouts>,
                 RequiredSlot<"shape", WmmaAllShapes>,
                 Slot<"state space", !listconcat(WmmaSpaces,
                                                 WmmaOtherSpaces)>,
                 RequiredSlot<"type", WmmaFragmentTypes>];
  let Operands = operands;
  let TypeRules = WmmaFragmentRegisters;
  let Keys = ["matrix", "shape", "type", "layout"];
  let DocMatrix = ["shape", "type"];
  let Constraints = [NotAllowed<WmmaOtherSpaces, WmmaSpaceWhy>,
                     WmmaTypeWordsNeed, WmmaTF32Needs]
                    # !if(aligned, [WmmaAlignedNeeds], [WmmaNeedsAligned]);
}

def WmmaLoadFragment : WmmaFragment<"r", "type", 1>;
def WmmaStoreFragment : WmmaFragment<"r", "type">;

def WmmaLoadForm : WmmaMemoryForm<OpWmmaLoad, "wmma.load",
    [WmmaA, WmmaB, WmmaC], [WmmaLoadFragment, WmmaAddress, WmmaStride], 1> {
  let Summary = "Loads a matrix fragment (A, B or the accumulator C) for "
                "wmma.mma.";
}
def WmmaLoadLegacyForm : WmmaMemoryForm<OpWmmaLoad,
    "wmma.load without .aligned (before PTX 6.3)",
    [WmmaA, WmmaB, WmmaC], [WmmaLoadFragment, WmmaAddress, WmmaStride], 0> {
  let Summary = "The PTX 6.0 spelling of wmma.load, without '.aligned'.";
}
def WmmaStoreForm : WmmaMemoryForm<OpWmmaStore, "wmma.store",
    [WmmaD], [WmmaAddress, WmmaStoreFragment, WmmaStride], 1> {
  let Summary = "Stores the result fragment D of wmma.mma.";
}
def WmmaStoreLegacyForm : WmmaMemoryForm<OpWmmaStore,
    "wmma.store without .aligned (before PTX 6.3)",
    [WmmaD], [WmmaAddress, WmmaStoreFragment, WmmaStride], 0> {
  let Summary = "The PTX 6.0 spelling of wmma.store, without '.aligned'.";
}

// A row of the load/store table: the fragment's matrix, shape, type and
// layouts, its register count and what it needs.
class WmmaMemoryRow<Form form, Qualifier matrix, WmmaShape shape,
                    TypeQualifier type, int regs, Requires req,
                    list<Qualifier> layouts = WmmaLayouts>
    : Variant<form, [[matrix], [shape.Q], [type], layouts]> {
  let Req = req;
  let Elements = [regs];
}

// The rows both spellings share: half precision (PTX 6.0/6.1, sm_70).
// An .f16 A or B fragment is eight .f16x2 registers whatever the shape
// (the warp holds copies); C and D are M x N.
multiclass WmmaHalfRows<Form load, Form store> {
  foreach s = WmmaHalfShapes in {
    defvar req = WmmaHalfShapeNeeds<s>;
    def : WmmaMemoryRow<load, WmmaA, s, F16, 8, req>;
    def : WmmaMemoryRow<load, WmmaB, s, F16, 8, req>;
    def : WmmaMemoryRow<load, WmmaC, s, F16, FragRegs<s.M, s.N, F16>.Regs, req>;
    def : WmmaMemoryRow<load, WmmaC, s, F32, FragRegs<s.M, s.N, F32>.Regs, req>;
    def : WmmaMemoryRow<store, WmmaD, s, F16, FragRegs<s.M, s.N, F16>.Regs, req>;
    def : WmmaMemoryRow<store, WmmaD, s, F32, FragRegs<s.M, s.N, F32>.Regs, req>;
  }
}
defm WmmaHalf : WmmaHalfRows<WmmaLoadForm, WmmaStoreForm>;
defm WmmaLegacyHalf : WmmaHalfRows<WmmaLoadLegacyForm, WmmaStoreLegacyForm>;

// The rows only the `.aligned` spelling has (PTX 6.3 and later).
foreach s = WmmaHalfShapes in {
  // 8-bit integers: A is M x K, B is K x N bytes; C and D M x N .s32.
  foreach t = [S8, U8] in {
    def : WmmaMemoryRow<WmmaLoadForm, WmmaA, s, t,
                        FragRegs<s.M, s.K, t>.Regs, WmmaIntegerNeeds>;
    def : WmmaMemoryRow<WmmaLoadForm, WmmaB, s, t,
                        FragRegs<s.K, s.N, t>.Regs, WmmaIntegerNeeds>;
  }
  def : WmmaMemoryRow<WmmaLoadForm, WmmaC, s, S32,
                      FragRegs<s.M, s.N, S32>.Regs, WmmaIntegerNeeds>;
  def : WmmaMemoryRow<WmmaStoreForm, WmmaD, s, S32,
                      FragRegs<s.M, s.N, S32>.Regs, WmmaIntegerNeeds>;
  // .bf16 (PTX 7.0, sm_80): packed in pairs, as the ISA's .b32 registers.
  def : WmmaMemoryRow<WmmaLoadForm, WmmaA, s, BF16,
                      FragRegs<s.M, s.K, BF16>.Regs, WmmaSm80Needs>;
  def : WmmaMemoryRow<WmmaLoadForm, WmmaB, s, BF16,
                      FragRegs<s.K, s.N, BF16>.Regs, WmmaSm80Needs>;
}
// .tf32 (m16n16k8, PTX 7.0, sm_80): accumulators in .f32.
def : WmmaMemoryRow<WmmaLoadForm, WmmaA, WmmaM16N16K8, WmmaTF32,
                    FragRegs<16, 8, WmmaTF32>.Regs, WmmaSm80Needs>;
def : WmmaMemoryRow<WmmaLoadForm, WmmaB, WmmaM16N16K8, WmmaTF32,
                    FragRegs<8, 16, WmmaTF32>.Regs, WmmaSm80Needs>;
def : WmmaMemoryRow<WmmaLoadForm, WmmaC, WmmaM16N16K8, F32,
                    FragRegs<16, 16, F32>.Regs, WmmaSm80Needs>;
def : WmmaMemoryRow<WmmaStoreForm, WmmaD, WmmaM16N16K8, F32,
                    FragRegs<16, 16, F32>.Regs, WmmaSm80Needs>;
// .f64 (m8n8k4, PTX 7.0, sm_80).
def : WmmaMemoryRow<WmmaLoadForm, WmmaA, WmmaM8N8K4, F64,
                    FragRegs<8, 4, F64>.Regs, WmmaSm80Needs>;
def : WmmaMemoryRow<WmmaLoadForm, WmmaB, WmmaM8N8K4, F64,
                    FragRegs<4, 8, F64>.Regs, WmmaSm80Needs>;
def : WmmaMemoryRow<WmmaLoadForm, WmmaC, WmmaM8N8K4, F64,
                    FragRegs<8, 8, F64>.Regs, WmmaSm80Needs>;
def : WmmaMemoryRow<WmmaStoreForm, WmmaD, WmmaM8N8K4, F64,
                    FragRegs<8, 8, F64>.Regs, WmmaSm80Needs>;
// Sub-byte integers (m8n8k32) and single bits (m8n8k128), PTX 6.3 on
// sm_75: A is read by rows and B by columns only (ptxas: "Illegal alayout
// '.col' for instruction 'wmma.load.a'").
foreach st = [[WmmaM8N8K32, WmmaS4], [WmmaM8N8K32, WmmaU4],
              [WmmaM8N8K128, SingleBit]] in {
  defvar s = !cast<WmmaShape>(st[0]);
  defvar t = !cast<TypeQualifier>(st[1]);
  def : WmmaMemoryRow<WmmaLoadForm, WmmaA, s, t, FragRegs<s.M, s.K, t>.Regs,
                      WmmaSubByteNeeds, [LayoutRow]>;
  def : WmmaMemoryRow<WmmaLoadForm, WmmaB, s, t, FragRegs<s.K, s.N, t>.Regs,
                      WmmaSubByteNeeds, [LayoutCol]>;
}
foreach s = [WmmaM8N8K32, WmmaM8N8K128] in {
  def : WmmaMemoryRow<WmmaLoadForm, WmmaC, s, S32,
                      FragRegs<s.M, s.N, S32>.Regs, WmmaSubByteNeeds>;
  def : WmmaMemoryRow<WmmaStoreForm, WmmaD, s, S32,
                      FragRegs<s.M, s.N, S32>.Regs, WmmaSubByteNeeds>;
}

//===----------------------------------------------------------------------===//
// wmma.mma
//===----------------------------------------------------------------------===//

// wmma.mma.sync.aligned.alayout.blayout.shape.dtype.ctype d, a, b, c
//   (.f16 A and B; D and C .f16 or .f32)
// wmma.mma{.op.popc}.sync.aligned.alayout.blayout.shape.dtype.atype.btype.ctype
//   {.satfinite | .rnd} d, a, b, c   (every other type)

// `.row.col`: the first layout is A's, the second B's.
def WmmaALayoutSlot : RequiredSlot<"A layout", WmmaLayouts>;
def WmmaBLayoutSlot : RequiredSlot<"B layout", WmmaLayouts> {
  let Repeated = 1;
}
defvar WmmaLayoutSlots = [WmmaALayoutSlot, WmmaBLayoutSlot];
defvar WmmaAccumulatorTypes = [F16, F32];
def WmmaSatfiniteSlot : Slot<"satfinite", [WmmaSatfinite]>;
def WmmaSatfiniteRequiredSlot : RequiredSlot<"satfinite", [WmmaSatfinite]>;
defvar WmmaRoundings = [RoundRn, RoundRz, RoundRm, RoundRp];

// The half-precision forms: D and C typed by the two types written, A and
// B .f16 (eight .f16x2 registers).
def WmmaMmaD : WmmaFragment<"d", "d type", 1>;
def WmmaMmaC : WmmaFragment<"c", "c type">;
def WmmaHalfA : WmmaHalfFragment<"a">;
def WmmaHalfB : WmmaHalfFragment<"b">;

// ptxas: `.satfinite` on a floating-point wmma.mma is refused from PTX 6.5
// on ("not supported starting from PTX ISA version 6.5"). Three forms:
// without `.aligned` (before PTX 6.3), with it and `.satfinite` (PTX 6.3
// and 6.4), with it and without `.satfinite`.
def WmmaHalfSatfiniteGone
    : RemovedFor<Requires<PTX65>,
                 "floating-point wmma.mma takes no '.satfinite' from PTX 6.5 "
                 "on">;
class WmmaHalfMmaForm<string name, bit aligned, int satfinite>
    : Form<OpWmmaMma, name> {
  let Slots = [WmmaSyncSlot] # !if(aligned, [WmmaAlignedSlot], [])
              # WmmaLayoutSlots
              # [RequiredSlot<"shape", WmmaAllShapes>,
                 PositionalSlot<"d type", WmmaAccumulatorTypes>,
                 PositionalSlot<"c type", WmmaAccumulatorTypes>,
                 !if(!eq(satfinite, 2), WmmaSatfiniteRequiredSlot,
                     WmmaSatfiniteSlot)];
  let Operands = [WmmaMmaD, WmmaHalfA, WmmaHalfB, WmmaMmaC];
  let TypeRules = WmmaFragmentRegisters;
  let Keys = ["shape", "d type", "c type"];
  let DocMatrix = ["shape", "d type"];
  let Constraints = [WmmaSatfiniteNeeds]
      # !if(aligned, [WmmaAlignedNeeds], [WmmaNeedsAligned])
      # !if(!eq(satfinite, 2), [WmmaHalfSatfiniteGone], [])
      # !if(!eq(satfinite, 0),
            [NotAllowed<[WmmaSatfinite],
                        "floating-point wmma.mma takes no '.satfinite' from "
                        "PTX ISA 6.5 on">], []);
}
def WmmaHalfMmaForm : WmmaHalfMmaForm<"wmma.mma (.f16)", 1, 0> {
  let Summary = "D = A x B + C on .f16 fragments, accumulating in .f16 or "
                ".f32.";
}
def WmmaHalfSatfiniteMmaForm
    : WmmaHalfMmaForm<"wmma.mma (.f16) with .satfinite (PTX 6.3 and 6.4)",
                      1, 2> {
  let Summary = "The floating-point wmma.mma with '.satfinite', before PTX "
                "6.5.";
}
def WmmaHalfLegacyMmaForm
    : WmmaHalfMmaForm<"wmma.mma (.f16) without .aligned (before PTX 6.3)",
                      0, 1> {
  let Summary = "The PTX 6.0 spelling of wmma.mma, without '.aligned'.";
}

class WmmaHalfMmaRow<Form form, WmmaShape s, TypeQualifier d, TypeQualifier c>
    : Variant<form, [[s.Q], [d], [c]]> {
  let Req = WmmaHalfShapeNeeds<s>;
  let Elements = [FragRegs<s.M, s.N, d>.Regs, 8, 8, FragRegs<s.M, s.N, c>.Regs];
}
foreach form = [WmmaHalfMmaForm, WmmaHalfSatfiniteMmaForm,
                WmmaHalfLegacyMmaForm] in
  foreach s = WmmaHalfShapes in
    foreach d = WmmaAccumulatorTypes in
      foreach c = WmmaAccumulatorTypes in
        def : WmmaHalfMmaRow<form, s, d, c>;

// Every other type: four types written, D, A, B and C.
def WmmaMmaA : WmmaFragment<"a", "a type">;
def WmmaMmaB : WmmaFragment<"b", "b type">;
defvar WmmaMultiplicandTypes = [S8, U8, BF16, WmmaTF32, F64, WmmaS4, WmmaU4,
                                SingleBit];
defvar WmmaBitOps = [RedOpXor, RedOpAnd];
// ptxas: `.and` came with PTX 7.1 on sm_80 (`.xor`: with .b1).
def WmmaAndNeeds : RequiresIn<[RedOpAnd], Requires<PTX71, 80>>;
def WmmaMmaForm : Form<OpWmmaMma, "wmma.mma"> {
  let Summary = "D = A x B + C on 8-bit, sub-byte and single-bit integers, "
                ".bf16, .tf32 and .f64.";
  let Slots = [Slot<"operation", WmmaBitOps>, Slot<"popc", [PopCount]>,
               WmmaSyncSlot, WmmaAlignedSlot] # WmmaLayoutSlots
              # [RequiredSlot<"shape", WmmaAllShapes>,
                 PositionalSlot<"d type", [S32, F32, F64, F16]>,
                 PositionalSlot<"a type", WmmaMultiplicandTypes # [F16]>,
                 PositionalSlot<"b type", WmmaMultiplicandTypes # [F16]>,
                 PositionalSlot<"c type", [S32, F32, F64, F16]>,
                 WmmaSatfiniteSlot,
                 Slot<"rounding", WmmaRoundings>];
  let Operands = [WmmaMmaD, WmmaMmaA, WmmaMmaB, WmmaMmaC];
  let TypeRules = WmmaFragmentRegisters;
  let Keys = ["shape", "a type", "b type", "c type", "d type"];
  let DocMatrix = ["shape", "a type"];
  let Constraints = [
    WmmaAlignedNeeds, WmmaTypeWordsNeed, WmmaTF32Needs, WmmaSatfiniteNeeds,
    WmmaAndNeeds,
    // ptxas: `.popc.xor` is refused; the operation comes first.
    WrittenInOrder<"operation", "popc">,
    // ptxas: "Illegal alayout '.col'", "Illegal blayout '.row'".
    OnlyWith<[ShapeM8N8K32, ShapeM8N8K128], "A layout", [LayoutRow]>,
    OnlyWith<[ShapeM8N8K32, ShapeM8N8K128], "B layout", [LayoutCol]>
  ];
}

class WmmaMmaRow<WmmaShape s, TypeQualifier ab, TypeQualifier cd,
                 Requires req>
    : Variant<WmmaMmaForm, [[s.Q], [ab], [ab], [cd], [cd]]> {
  let Req = req;
  let Elements = [FragRegs<s.M, s.N, cd>.Regs, FragRegs<s.M, s.K, ab>.Regs,
                  FragRegs<s.K, s.N, ab>.Regs, FragRegs<s.M, s.N, cd>.Regs];
}
// ptxas: A and B have one type (`.s32.s8.u8.s32` is refused, as is
// `.s4.u4`).
foreach s = WmmaHalfShapes in {
  foreach t = [S8, U8] in
    def : WmmaMmaRow<s, t, S32, WmmaIntegerNeeds> {
      let Allowed = [WmmaSatfinite];
    }
  def : WmmaMmaRow<s, BF16, F32, WmmaSm80Needs>;
}
def : WmmaMmaRow<WmmaM16N16K8, WmmaTF32, F32, WmmaSm80Needs>;
def : WmmaMmaRow<WmmaM8N8K4, F64, F64, WmmaSm80Needs> {
  let Allowed = WmmaRoundings;
}
foreach t = [WmmaS4, WmmaU4] in
  def : WmmaMmaRow<WmmaM8N8K32, t, S32, WmmaSubByteNeeds> {
    let Allowed = [WmmaSatfinite];
  }
// .b1 takes a bit operation and `.popc`.
def : WmmaMmaRow<WmmaM8N8K128, SingleBit, S32, WmmaSubByteNeeds> {
  let Required = [RedOpXor, RedOpAnd, PopCount];
}
