//===- Wgmma.td - Warpgroup matrix multiply-accumulate ---------*- tablegen -*-===//
//
// ISA 9.7.15: wgmma.mma_async (9.7.15.5.2), wgmma.mma_async.sp (9.7.15.6.3),
// wgmma.fence, wgmma.commit_group, wgmma.wait_group (9.7.15.7). The opcode
// entries (Opcodes.td) give PTX 8.0 (the sparse one 8.2) on sm_90a only.
//
// Everything below was probed against ptxas 13.0 (one line per module, see
// docs/ptxas-differences.md, "wgmma"); where it and the ISA text differ the
// records follow ptxas and say so.
//
//===----------------------------------------------------------------------===//

// ---- Shared by every wgmma instruction -----------------------------------------
// `.sync` is required (ptxas: ".sync modifier required") and may be written
// twice (`wgmma.fence.sync.sync.aligned`); `.aligned` is optional and only
// once ("Multiple .aligned modifiers specified"). Both go anywhere among the
// qualifiers.
def WgmmaSyncSlot : RequiredSlot<"synchronization", [Sync]> {
  let RepeatAllowed = 1;
}
def WgmmaAlignedSlot : Slot<"alignment", [Aligned]>;
defvar WgmmaSyncSlots = [WgmmaSyncSlot, WgmmaAlignedSlot];

// ---- wgmma.fence, wgmma.commit_group, wgmma.wait_group (9.7.15.7) --------------
def WgmmaFenceForm : Form<OpWgmmaFence, "wgmma.fence"> {
  let Summary = "Order register accesses of the warpgroup before wgmma.mma_async.";
  let Slots = WgmmaSyncSlots;
}
def WgmmaCommitGroupForm : Form<OpWgmmaCommitGroup, "wgmma.commit_group"> {
  let Summary = "Close the current wgmma-group.";
  let Slots = WgmmaSyncSlots;
}
// ptxas: N is a non-negative integer constant (expression) of any size
// (`1+2`, `0x7fffffffffffffff`); `-1`, registers and floating-point
// constants are refused.
def WgmmaWaitN : OperandSpec<"N", ImmediateOperand> {
  let FixedType = U64;
  let HasRange = 1;
  let Min = 0;
  let Max = 0x7fffffffffffffff;
}
def WgmmaWaitGroupForm : Form<OpWgmmaWaitGroup, "wgmma.wait_group"> {
  let Summary = "Wait until at most N wgmma-groups are pending.";
  let Slots = WgmmaSyncSlots;
  let Operands = [WgmmaWaitN];
}

// ---- Shapes -------------------------------------------------------------------
// `.m64nNkK`: M is always 64; N runs over multiples of 8 up to 256 (for the
// integer and .b1 types only 8, 16, 24 and the multiples of 16); K is what
// the type reads per step: 8 for .tf32, 16 for .f16/.bf16, 32 for 8-bit
// types, 256 for .b1, and twice as much in the sparse forms. These words are
// wgmma's alone.
defvar WgmmaAllN = [8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112,
                    120, 128, 136, 144, 152, 160, 168, 176, 184, 192, 200,
                    208, 216, 224, 232, 240, 248, 256];
defvar WgmmaIntegerN = [8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160,
                        176, 192, 208, 224, 240, 256];
defvar WgmmaK = [8, 16, 32, 64, 256];
foreach n = WgmmaAllN in
  foreach k = WgmmaK in
    def WgmmaShapeM64N # n # K # k : Qualifier<".m64n" # n # "k" # k, Always>;
defvar WgmmaShapes = !foldl([]<Qualifier>, WgmmaAllN, acc, n,
    !listconcat(acc, !foreach(k, WgmmaK,
                              !cast<Qualifier>("WgmmaShapeM64N" # n # "K" # k))));

// `.sp` after `.sync`/`.aligned` (`wgmma.mma_async.sync.aligned.sp...`) is
// taken by ptxas as the sparse instruction; such a line falls back to the
// wgmma.mma_async entry (Opcodes.td), whose sparse forms take the word
// (MatrixSparse, Qualifiers.td).

// ---- Types --------------------------------------------------------------------
// Written in order: D's type, A's, B's (as cvt's are), so `.f16.f16.f16`
// fills all three. The rows below say which triples exist.
defvar WgmmaDTypes = [F16, F32, S32];
defvar WgmmaABTypes = [F16, BF16, CvtTF32, MME4M3, MME5M2, S8, U8, SingleBit];
defvar WgmmaTypeSlots = [PositionalSlot<"d type", WgmmaDTypes>,
                         PositionalSlot<"a type", WgmmaABTypes>,
                         PositionalSlot<"b type", WgmmaABTypes>];
// .e4m3/.e5m2 came to wgmma with it (PTX 8.0), before cvt and the others had
// them (their records: PTX 8.6 on their own targets).
def WgmmaFp8Needs : RequiresIn<[MME4M3, MME5M2], Requires<PTX80>>;

// Registers per type (ptxas): an .f32 D takes .f32 and .b32 registers, an
// .s32 D .s32, .u32 and .b32, an .f16 D (two per register) .f16x2 and .b32;
// the A fragment of a floating-point type .f16x2 and .b32 registers, of an
// integer type any 32-bit register. An .f16x2 register is none of .f32,
// .s32 or .u32 here.
def WgmmaTypes : TypeRuleSet<!listconcat(ExactTypes.Rules, HalfPackedRules,
                                         [F16x2AsBitsRule])>;

// ---- Operands -----------------------------------------------------------------
// D: N/2 registers for an .f32 or .s32 D, N/4 for .f16 (two .f16 per
// register, hence the widening to .f16x2); the count is the row's. No
// constants ("Result register required"), no `_`. ptxas checks the type
// of a vector whose registers are all of one type; in one of mixed types
// each register need only agree with the one before it (`{u0, r1, f2, f3}`
// is an .f32 D, `{u0, u1, u2, u3}` and `{f0, r1, u2, f3}` are not), for D
// and A alike (TypedWhenUniform).
def WgmmaD : OperandSpec<"d", VectorOperand> {
  let TypeSlot = "d type";
  let WidenedBy = [F16];
  let WidenFrom = [F16];
  let WidenTo = [F16x2];
  let NoConstants = 1;
  let TypedWhenUniform = 1;
}
// A matrix descriptor: a 64-bit integer register or a constant; no .f64
// register, no variable, no special register.
class WgmmaDescriptor<string name> : OperandSpec<name, ValueOperand> {
  let FixedType = U64;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}
def WgmmaADesc : WgmmaDescriptor<"a-desc">;
def WgmmaBDesc : WgmmaDescriptor<"b-desc">;
// A in registers: four 32-bit registers per thread for every type.
class WgmmaARegisters<TypeQualifier t> : OperandSpec<"a", VectorOperand> {
  let FixedType = t;
  let Elements = 4;
  let TypedWhenUniform = 1;
}
def WgmmaAFloatRegisters : WgmmaARegisters<F16x2>;
def WgmmaAIntegerRegisters : WgmmaARegisters<B32>;
// A descriptor or registers, where the operands that follow do not depend
// on which (all but .f16/.bf16, whose descriptor form adds imm-trans-a).
def WgmmaAFloat : OperandSpec<"a", ValueOperand> {
  let Alternatives = [WgmmaADesc, WgmmaAFloatRegisters];
}
def WgmmaAInteger : OperandSpec<"a", ValueOperand> {
  let Alternatives = [WgmmaADesc, WgmmaAIntegerRegisters];
}
// scale-d: a predicate (`!p` too) or the constant 0 or 1 (ptxas: "expected
// to be 0 or 1"); no special register.
def WgmmaScaleD : OperandSpec<"scale-d", ValueOperand> {
  let FixedType = Pred;
  let Negatable = 1;
  let Values = [0, 1];
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}
// imm-scale-a/b negate A or B: the constant 1 or -1; imm-trans-a/b
// transpose a matrix in shared memory: 0 or 1 (only .f16/.bf16 have them).
class WgmmaImmediate<string name, list<int> values>
    : OperandSpec<name, ImmediateOperand> {
  let FixedType = S32;
  let Values = values;
}
def WgmmaImmScaleA : WgmmaImmediate<"imm-scale-a", [-1, 1]>;
def WgmmaImmScaleB : WgmmaImmediate<"imm-scale-b", [-1, 1]>;
def WgmmaImmTransA : WgmmaImmediate<"imm-trans-a", [0, 1]>;
def WgmmaImmTransB : WgmmaImmediate<"imm-trans-b", [0, 1]>;
// Sparse: the metadata, a 32-bit register of any type (no constant), and
// the selector of the threads that hold it, a constant: 0 or 1 for 16- and
// 32-bit types, 0 for 8-bit ones ("expected to be 0").
def WgmmaSpMeta : OperandSpec<"sp-meta", RegisterOperand> {
  let FixedType = B32;
  let SpecialRegisters = 0;
}
def WgmmaSpSel : WgmmaImmediate<"sp-sel", [0, 1]> {
  let ValueBy = [MME4M3, MME5M2, S8, U8];
  let ValueWith = [0, 0, 0, 0];
}

// ---- wgmma.mma_async and wgmma.mma_async.sp -------------------------------------
// One form per syntax block of the ISA, sparse or not:
//   .f16/.bf16 with A a descriptor (imm-trans-a and imm-trans-b) or in
//   registers (imm-trans-b only); .tf32 and the fp8 types (no transpose);
//   the integer types and .b1 (scale-d only).
// The sparse forms put sp-meta and sp-sel after b-desc. WgmmaForms<op,
// sparse, spWord> makes the four; spWord: `.sp` is a qualifier of the form
// (wgmma.mma_async written with `.sp` after `.sync`).
defvar WgmmaKeys = ["shape", "d type", "a type", "b type"];
// `.satfinite` (integer D only) may be written twice.
def WgmmaSatfiniteSlot : Slot<"saturation", [CvtSatfinite]> {
  let RepeatAllowed = 1;
}
multiclass WgmmaForms<Opcode op, string title, bit sparse, bit spWord> {
  defvar Sparse = !if(sparse, [WgmmaSpMeta, WgmmaSpSel], []<OperandSpec>);
  defvar SpSlot = !if(spWord, [RequiredSlot<"sparsity", [MatrixSparse]>], []<Slot>);
  defvar FormSlots = !listconcat(WgmmaSyncSlots, SpSlot,
                             [RequiredSlot<"shape", WgmmaShapes>],
                             WgmmaTypeSlots);
  defvar FormReq = !if(sparse, Requires<PTX82>, Requires<PTX80>);
  def HalfDescForm : Form<op, title # " (.f16/.bf16, A descriptor)"> {
    let Req = FormReq;
    let Slots = FormSlots;
    let Operands = !listconcat([WgmmaD, WgmmaADesc, WgmmaBDesc], Sparse,
        [WgmmaScaleD, WgmmaImmScaleA, WgmmaImmScaleB, WgmmaImmTransA,
         WgmmaImmTransB]);
    let TypeRules = WgmmaTypes;
    let Keys = WgmmaKeys;
    let DocMatrix = ["shape", "a type"];
    let Summary = "D = A*B (+D) over a warpgroup; A and B from shared-memory descriptors.";
  }
  def HalfRegForm : Form<op, title # " (.f16/.bf16, A in registers)"> {
    let Req = FormReq;
    let Slots = FormSlots;
    let Operands = !listconcat([WgmmaD, WgmmaAFloatRegisters, WgmmaBDesc],
        Sparse, [WgmmaScaleD, WgmmaImmScaleA, WgmmaImmScaleB, WgmmaImmTransB]);
    let TypeRules = WgmmaTypes;
    let Keys = WgmmaKeys;
    let DocMatrix = ["shape", "a type"];
    let Summary = "D = A*B (+D) over a warpgroup; A in registers.";
  }
  def FloatForm : Form<op, title # " (.tf32, .e4m3, .e5m2)"> {
    let Req = FormReq;
    let Slots = FormSlots;
    let Operands = !listconcat([WgmmaD, WgmmaAFloat, WgmmaBDesc], Sparse,
        [WgmmaScaleD, WgmmaImmScaleA, WgmmaImmScaleB]);
    let TypeRules = WgmmaTypes;
    let Keys = WgmmaKeys;
    let DocMatrix = ["shape", "a type"];
    let Constraints = [WgmmaFp8Needs];
    let Summary = "D = A*B (+D) over a warpgroup, without transposes.";
  }
  def IntegerForm : Form<op, title # " (integer, .b1)"> {
    let Req = FormReq;
    let Slots = !listconcat(FormSlots,
        [WgmmaSatfiniteSlot,
         Slot<"operation", [RedOpAnd]>, Slot<"population count", [PopCount]>]);
    let Operands = !listconcat([WgmmaD, WgmmaAInteger, WgmmaBDesc], Sparse,
        [WgmmaScaleD]);
    let TypeRules = WgmmaTypes;
    let Keys = WgmmaKeys;
    let DocMatrix = ["shape", "a type"];
    // ptxas: ".popc.and" is "Illegal reduction operation".
    let Constraints = [WrittenInOrder<"operation", "population count">];
    let Summary = "D = A*B (+D) over a warpgroup, integer or single-bit.";
  }

  // The rows: shape x D x A x B, D's register count per row.
  defvar KHalf = !if(sparse, 32, 16);
  defvar KTF32 = !if(sparse, 16, 8);
  defvar KByte = !if(sparse, 64, 32);
  foreach n = WgmmaAllN in {
    defvar HalfShape = [!cast<Qualifier>("WgmmaShapeM64N" # n # "K" # KHalf)];
    foreach f = ["HalfDescForm", "HalfRegForm"] in {
      def : Variant<!cast<Form>(NAME # f), [HalfShape, [F32], [F16], [F16]]> {
        let Elements = [!srl(n, 1)];
      }
      def : Variant<!cast<Form>(NAME # f), [HalfShape, [F16], [F16], [F16]]> {
        let Elements = [!srl(n, 2)];
      }
      def : Variant<!cast<Form>(NAME # f), [HalfShape, [F32], [BF16], [BF16]]> {
        let Elements = [!srl(n, 1)];
      }
    }
    def : Variant<!cast<Form>(NAME # "FloatForm"),
                  [[!cast<Qualifier>("WgmmaShapeM64N" # n # "K" # KTF32)],
                   [F32], [CvtTF32], [CvtTF32]]> {
      let Elements = [!srl(n, 1)];
    }
    defvar ByteShape = [!cast<Qualifier>("WgmmaShapeM64N" # n # "K" # KByte)];
    def : Variant<!cast<Form>(NAME # "FloatForm"),
                  [ByteShape, [F32], [MME4M3, MME5M2], [MME4M3, MME5M2]]> {
      let Elements = [!srl(n, 1)];
    }
    def : Variant<!cast<Form>(NAME # "FloatForm"),
                  [ByteShape, [F16], [MME4M3, MME5M2], [MME4M3, MME5M2]]> {
      let Elements = [!srl(n, 2)];
    }
  }
  foreach n = WgmmaIntegerN in {
    defvar ByteShape = [!cast<Qualifier>("WgmmaShapeM64N" # n # "K" # KByte)];
    def : Variant<!cast<Form>(NAME # "IntegerForm"),
                  [ByteShape, [S32], [S8], [S8]]> {
      let Elements = [!srl(n, 1)];
      let Allowed = [CvtSatfinite];
    }
    def : Variant<!cast<Form>(NAME # "IntegerForm"),
                  [ByteShape, [S32], [U8], [U8]]> {
      let Elements = [!srl(n, 1)];
      let Allowed = [CvtSatfinite];
    }
    // ptxas: "Feature 'wgmma.mma_async with mixed integer types' requires
    // PTX ISA .version 8.4" (the ISA lists them from PTX 8.0), sparse
    // ("Sparse WGMMA with mixed integer types") or not.
    def : Variant<!cast<Form>(NAME # "IntegerForm"),
                  [ByteShape, [S32], [S8], [U8]]> {
      let Elements = [!srl(n, 1)];
      let Allowed = [CvtSatfinite];
      let Req = Requires<PTX84>;
    }
    def : Variant<!cast<Form>(NAME # "IntegerForm"),
                  [ByteShape, [S32], [U8], [S8]]> {
      let Elements = [!srl(n, 1)];
      let Allowed = [CvtSatfinite];
      let Req = Requires<PTX84>;
    }
    // .b1 is dense only, with `.and.popc`.
    if !not(sparse) then
      def : Variant<!cast<Form>(NAME # "IntegerForm"),
                    [[!cast<Qualifier>("WgmmaShapeM64N" # n # "K256")],
                     [S32], [SingleBit], [SingleBit]]> {
        let Elements = [!srl(n, 1)];
        let Required = [RedOpAnd, PopCount];
      }
  }
}

defm WgmmaMmaAsync : WgmmaForms<OpWgmmaMmaAsync, "wgmma.mma_async", 0, 0>;
defm WgmmaMmaAsyncSpWord : WgmmaForms<OpWgmmaMmaAsync, "wgmma.mma_async.sp", 1, 1>;
defm WgmmaMmaAsyncSp : WgmmaForms<OpWgmmaMmaAsyncSp, "wgmma.mma_async.sp", 1, 0>;
