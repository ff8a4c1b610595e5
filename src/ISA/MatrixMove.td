//===- MatrixMove.td - ldmatrix, stmatrix, movmatrix ----------------------===//
//
// ISA 9.7.14.5.15 (ldmatrix), 9.7.14.5.16 (stmatrix), 9.7.14.5.17
// (movmatrix): the warp moves a matrix between shared memory and the
// fragment registers of its threads, or transposes one in registers.
//
//   ldmatrix.sync.aligned.shape.num{.trans}{.ss}.type r, [p];
//   stmatrix.sync.aligned.shape.num{.trans}{.ss}.type [p], r;
//   movmatrix.sync.aligned.m8n8.trans.b16 d, a;
//
// The legal shape x count x element-format combinations are variant rows
// keyed by separate shape and type slots; each row says how many 32-bit
// registers the vector operand holds. What ptxas 13.0 does, probed line by
// line (marked "ptxas:" where it differs from the ISA text):
// - the qualifiers come in any order (`ldmatrix.sync.aligned.x4.m8n8.trans`,
//   `.b16.shared::cta`); `.sync` may be written twice, nothing else may;
// - ptxas: `.row` and `.col` are taken and ignored on all three, once or
//   twice, both together too (`stmatrix.sync.aligned.row.col.m8n8...`);
// - the matrix registers are 32-bit ones of any kind (`.b32`, `.u32`,
//   `.s32`, `.f32`, `.f16x2`): no constant, no sink, no 16- or 64-bit
//   register; in the ld/st vectors a special register is taken, as a
//   movmatrix operand it is not;
// - the address is a `.shared` one (a generic address with no state space
//   written): no `[imm]`, and a 16-bit register only with `.shared`
//   (generic: ptxas fails inside its own lowering, "Arguments mismatch
//   for instruction 'mov'");
// - the new shapes (.m16n16, .m8n16 of ldmatrix and .m16n8 of stmatrix)
//   need PTX 8.6 and a target of the sm_100, sm_110 or sm_120 family, as
//   the a/f targets implying them (sm_100a, sm_103f, sm_110a, sm_120a,
//   sm_121f, ...); not the baseline sm_100/sm_110/sm_120;
// - movmatrix takes only .m8n8 (ptxas: "Illegal matrix shape '.m16n16'"
//   on every target, although it reads `.m16n16` as a shape there).
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Words of the matrix moves
//===----------------------------------------------------------------------===//

// The targets of the new shapes: the families of sm_100, sm_110 and
// sm_120, from PTX 8.6 (their `a` targets imply them).
defvar MatrixMoveNewShapeTargets = [sm_100f, sm_110f, sm_120f];
defvar MatrixMoveNewShapeNeeds = Requires<PTX86, 100, MatrixMoveNewShapeTargets>;

// ptxas: ".m8n8 requires .target sm_75" (and PTX 6.5, with ldmatrix).
def ShapeM8N8   : Qualifier<".m8n8",   Requires<PTX65, 75>>;
def ShapeM16N16 : Qualifier<".m16n16", MatrixMoveNewShapeNeeds>;
def ShapeM8N16  : Qualifier<".m8n16",  MatrixMoveNewShapeNeeds>;
def ShapeM16N8  : Qualifier<".m16n8",  MatrixMoveNewShapeNeeds>;
def Transpose   : Qualifier<".trans",  Always>;

defvar MMoveX1 = Repeat1;
defvar MMoveX2 = Repeat2;
defvar MMoveX4 = Repeat4;

// The element format written `.b8x16.b6x16_p32` / `.b8x16.b4x16_p64`: the
// unpacked 8-bit format in the type slot, the packed format it is read
// from in a slot of its own, written after it (ptxas:
// `.b4x16_p64.b8x16` is "Illegal modifier").
defvar MMoveFormatTypes = [B16, B8, PackedB8x16];
// The type slots list the other fundamental types too, refused with what
// the form takes (IntegerMisc.td's IMTypeSlot/IMTypeRefusal; ptxas:
// "Unexpected instruction types specified").
defvar MMovePackedFormats = [PackedB6x16P32, PackedB4x16P64];

def MMoveLayoutSlot : Slot<"ignored layout", [LayoutRow, LayoutCol]> {
  let RepeatAllowed = 1;
}
def MMoveSecondLayoutSlot : Slot<"second ignored layout",
                                 [LayoutRow, LayoutCol]> {
  let Repeated = 1;
  let RepeatAllowed = 1;
}

// The slots every matrix move has, besides its shape, count and type.
defvar MMoveCommonSlots = [WarpRequiredSync,
                           RequiredSlot<"alignment", [Aligned]>,
                           MMoveLayoutSlot, MMoveSecondLayoutSlot];

// The registers of a matrix: 32-bit ones of any kind by the exact rules,
// and ptxas: a .pred register too (`ldmatrix ... {r0, p1}`, `movmatrix ...
// r0, p1`), whatever sense that makes.
def MMoveRegisterTypes : TypeRuleSet<!listconcat(ExactTypes.Rules,
                                                 [TypeRule<"b", "pred", "any">])>;

// The matrix in registers: a vector of 32-bit registers, as many as the
// variant row says.
class MMoveFragment<string name>
    : OperandWithTypeRules<name, VectorOperand, MMoveRegisterTypes> {
  let FixedType = B32;
  let NoConstants = 1;
}

// The shared-memory address of ldmatrix/stmatrix.
def MMoveAddressSpec : AddressSpec {
  let ImmediateIn = [];          // ptxas: [16] is .local-only
  let MinRegisterBits = 32;      // a 16-bit register ...
  let NarrowIn = ["shared"];     // ... only with .shared written
  let SpecialRegisterBase = 1;   // [%clock64]
}
// ptxas: ldmatrix takes `.unified` after a register of a generic address
// (`[rd1].unified`, `[rd1+8].unified`), stmatrix does not.
// ptxas 11.8 does not know `.unified` (a fatal parsing error).
def LdmatrixAddressSpec : AddressSpec {
  let ImmediateIn = MMoveAddressSpec.ImmediateIn;
  let MinRegisterBits = MMoveAddressSpec.MinRegisterBits;
  let NarrowIn = MMoveAddressSpec.NarrowIn;
  let SpecialRegisterBase = MMoveAddressSpec.SpecialRegisterBase;
  let Suffixes = [".unified"];
  let SuffixSpaces = ["generic"];
  let OlderUpTo = [CUDA11_8];
  let Older = [MMoveAddressSpec];
}
def LdmatrixAddress : OperandSpec<"address", AddressOperand> {
  let Address = LdmatrixAddressSpec;
}
def StmatrixAddress : OperandSpec<"address", AddressOperand> {
  let Address = MMoveAddressSpec;
}

defvar MMoveSpaces = [SpaceShared, SpaceSharedCTA];
defvar MMoveFormatOrder = WrittenInOrder<"type", "source format">;

// One row per (shape, count): `regs` is the length of the register vector.
class MMoveCount<Qualifier num, int regs> {
  Qualifier Num = num;
  int Regs = regs;
}
defvar MMoveOneTwoFour = [MMoveCount<MMoveX1, 1>, MMoveCount<MMoveX2, 2>,
                          MMoveCount<MMoveX4, 4>];
// .m16n16 of 8-bit elements: each matrix fills two registers per thread.
defvar MMoveM16N16Counts = [MMoveCount<MMoveX1, 2>, MMoveCount<MMoveX2, 4>];

//===----------------------------------------------------------------------===//
// ldmatrix (9.7.14.5.15)
//===----------------------------------------------------------------------===//

def LdmatrixDestination : MMoveFragment<"destination">;

def LdmatrixForm : Form<OpLdmatrix, "ldmatrix"> {
  let Summary = "Load matrices from shared memory into the warp's fragment "
                "registers.";
  let Slots = !listconcat(MMoveCommonSlots, [
    RequiredSlot<"shape", [ShapeM8N8, ShapeM16N16, ShapeM8N16, ShapeM16N8]>,
    RequiredSlot<"num", [MMoveX1, MMoveX2, MMoveX4]>,
    Slot<"transpose", [Transpose]>,
    Slot<"state space", MMoveSpaces>,
    IMTypeSlot<"type", MMoveFormatTypes>,
    Slot<"source format", MMovePackedFormats>]);
  let Operands = [LdmatrixDestination, LdmatrixAddress];
  let Keys = ["shape", "num", "type", "source format"];
  let DocMatrix = ["shape", "type"];
  // ptxas: "Illegal matrix shape '.m16n8' for instruction 'ldmatrix'".
  let Constraints = [MMoveFormatOrder, IMTypeRefusal<MMoveFormatTypes>,
                     NotAllowed<[ShapeM16N8], "ldmatrix loads .m8n8, .m16n16 "
                                              "or .m8n16 matrices">];
}

// .m8n8 of 16-bit elements, transposed or not.
foreach C = MMoveOneTwoFour in
  def : Variant<LdmatrixForm, [[ShapeM8N8], [C.Num], [B16], [Absent]]> {
    let Allowed = [Transpose];
    let Elements = [C.Regs];
  }
// .m16n16 of 8-bit elements, always transposed; from 8-bit data or
// unpacked from 6- or 4-bit data.
foreach C = MMoveM16N16Counts in {
  def : Variant<LdmatrixForm, [[ShapeM16N16], [C.Num], [B8], [Absent]]> {
    let Required = [Transpose];
    let Elements = [C.Regs];
  }
  def : Variant<LdmatrixForm, [[ShapeM16N16], [C.Num], [PackedB8x16],
                               MMovePackedFormats]> {
    let Required = [Transpose];
    let Elements = [C.Regs];
  }
}
// .m8n16: only unpacked from 6- or 4-bit data, never transposed.
foreach C = MMoveOneTwoFour in
  def : Variant<LdmatrixForm, [[ShapeM8N16], [C.Num], [PackedB8x16],
                               MMovePackedFormats]> {
    let Elements = [C.Regs];
  }

//===----------------------------------------------------------------------===//
// stmatrix (9.7.14.5.16)
//===----------------------------------------------------------------------===//

def StmatrixSource : MMoveFragment<"source">;

def StmatrixForm : Form<OpStmatrix, "stmatrix"> {
  let Summary = "Store matrices from the warp's fragment registers to shared "
                "memory.";
  let Slots = !listconcat(MMoveCommonSlots, [
    RequiredSlot<"shape", [ShapeM8N8, ShapeM16N8, ShapeM16N16, ShapeM8N16]>,
    RequiredSlot<"num", [MMoveX1, MMoveX2, MMoveX4]>,
    Slot<"transpose", [Transpose]>,
    Slot<"state space", MMoveSpaces>,
    IMTypeSlot<"type", [B16, B8]>]);
  let Operands = [StmatrixAddress, StmatrixSource];
  let Keys = ["shape", "num", "type"];
  let DocMatrix = ["shape", "type"];
  let Constraints = [NotAllowed<[ShapeM16N16, ShapeM8N16],
                                "stmatrix stores .m8n8 or .m16n8 matrices">,
                     IMTypeRefusal<[B16, B8]>];
}

foreach C = MMoveOneTwoFour in {
  def : Variant<StmatrixForm, [[ShapeM8N8], [C.Num], [B16]]> {
    let Allowed = [Transpose];
    let Elements = [C.Regs];
  }
  // .m16n8 of 8-bit elements, always transposed.
  def : Variant<StmatrixForm, [[ShapeM16N8], [C.Num], [B8]]> {
    let Required = [Transpose];
    let Elements = [C.Regs];
  }
}

//===----------------------------------------------------------------------===//
// movmatrix (9.7.14.5.17)
//===----------------------------------------------------------------------===//

// Both are 32-bit registers (the two 16-bit elements a thread holds). The
// source may be `reg+imm` (ptxas takes `r1+1`), not a constant, variable,
// special register or negated register.
def MovmatrixDestination
    : OperandWithTypeRules<"destination", RegisterOperand, MMoveRegisterTypes> {
  let FixedType = B32;
  let SpecialRegisters = 0;
}
def MovmatrixSource
    : OperandWithTypeRules<"source", ValueOperand, MMoveRegisterTypes> {
  let FixedType = B32;
  let NoConstants = 1;
  let NameOffsets = 1;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}

def MovmatrixForm : Form<OpMovmatrix, "movmatrix"> {
  let Summary = "Transpose an 8x8 matrix of 16-bit elements held in the "
                "warp's registers.";
  let Slots = !listconcat(MMoveCommonSlots, [
    RequiredSlot<"shape", [ShapeM8N8, ShapeM16N16, ShapeM8N16, ShapeM16N8]>,
    RequiredSlot<"transpose", [Transpose]>,
    IMTypeSlot<"type", [B16]>]);
  let Operands = [MovmatrixDestination, MovmatrixSource];
  let Keys = ["shape", "type"];
  let DocMatrix = ["shape", "type"];
  // ptxas: "Illegal matrix shape '.m16n16' for instruction 'movmatrix'"
  // on every target (the ISA lists only .m8n8); the other shapes of the
  // matrix moves likewise.
  let Constraints = [NotAllowed<[ShapeM16N16, ShapeM8N16, ShapeM16N8],
                                "movmatrix transposes .m8n8 matrices only">,
                     IMTypeRefusal<[B16]>];
}
def : Variant<MovmatrixForm, [[ShapeM8N8], [B16]]>;
