//===- Tcgen05.td - tcgen05 tensor memory: allocation, data movement -----===//
//
// ISA 9.7.16 without the mma instructions (Tcgen05Mma.td): tcgen05.alloc,
// .dealloc and .relinquish_alloc_permit (9.7.16.7.1), tcgen05.ld, .ld.red,
// .st and .wait (9.7.16.8.3 - 9.7.16.8.5), tcgen05.cp and .shift (9.7.16.9),
// tcgen05.fence (9.7.16.11.1) and tcgen05.commit (9.7.16.12.1). One Form per
// syntax block; what each instruction needs of the module is its opcode
// entry's (Opcodes.td), since every word here came with its instruction.
//
// Conventions of this file:
// - Record names start with `TD` (tcgen05 data), so that they cannot clash
//   with the tcgen05 mma family's.
// - Where ptxas 13.0 and the ISA text differ the records follow ptxas, with
//   a `ptxas:` comment (docs/ptxas-differences.md, "tcgen05 data
//   movement").
//
//===----------------------------------------------------------------------===//

// ---- Words of this family ----------------------------------------------------

// .cta_group::1/::2 are the tensor copies' records (TensorCopy.td): PTX
// 8.6 on the sm_100 and sm_110 families, as the opcodes here need.
defvar TDCtaGroups = [TCCtaGroup1, TCCtaGroup2];
// "All tcgen05 instructions within a kernel must specify the same value
// for the .cta_group qualifier" (ISA 9.7.16.7.1); ptxas 13.0 follows the
// calls, and counts no other instruction's .cta_group (cp.async.bulk
// .tensor's).
def : OneValuePerKernel<"tcgen05", TDCtaGroups>;

// The shapes of the tensor memory accesses (lanes x bits) and of the copies
// from shared memory (rows x bits).
def TDShape16x64b   : Qualifier<".16x64b",   Always>;
def TDShape16x128b  : Qualifier<".16x128b",  Always>;
def TDShape16x256b  : Qualifier<".16x256b",  Always>;
def TDShape32x32b   : Qualifier<".32x32b",   Always>;
def TDShape16x32bx2 : Qualifier<".16x32bx2", Always>;
def TDShape128x256b : Qualifier<".128x256b", Always>;
def TDShape4x256b   : Qualifier<".4x256b",   Always>;
def TDShape128x128b : Qualifier<".128x128b", Always>;
def TDShape64x128b  : Qualifier<".64x128b",  Always>;
def TDShape32x128b  : Qualifier<".32x128b",  Always>;
defvar TDAccessShapes = [TDShape16x64b, TDShape16x128b, TDShape16x256b,
                         TDShape32x32b, TDShape16x32bx2];
defvar TDReduceShapes = [TDShape32x32b, TDShape16x32bx2];
defvar TDCopyShapes = [TDShape128x256b, TDShape4x256b, TDShape128x128b,
                       TDShape64x128b, TDShape32x128b];

// The repeat count .num (.x1 ... .x128, Qualifiers.td); the variant rows
// below say how many 32-bit registers a repeat of each shape moves.
defvar TDRepeats = [Repeat1, Repeat2, Repeat4, Repeat8, Repeat16, Repeat32,
                    Repeat64, Repeat128];

// Two 16-bit elements packed into one register on a load, unpacked on a
// store.
def TDPack16b   : Qualifier<".pack::16b",   Always>;
def TDUnpack16b : Qualifier<".unpack::16b", Always>;

// tcgen05.cp: which warps of the warpgroup the rows are multicast to.
def TDWarpx2Pairs02And13 : Qualifier<".warpx2::02_13", Always>;
def TDWarpx2Pairs01And23 : Qualifier<".warpx2::01_23", Always>;
def TDWarpx4             : Qualifier<".warpx4",        Always>;

// tcgen05.commit's completion mechanism.
def TDMbarrierArriveOne : Qualifier<".mbarrier::arrive::one", Always>;

defvar TDDown = ShflDown;
defvar TDUp = ShflUp;

// ---- Slots -------------------------------------------------------------------

// ptxas takes `.sync` written twice (`tcgen05.ld.sync.sync.aligned`), but
// not `.aligned`.
def TDSyncSlot : RequiredSlot<"synchronization", [Sync]> { let RepeatAllowed = 1; }
def TDAlignedSlot : RequiredSlot<"alignment", [Aligned]>;
def TDCtaGroupSlot : RequiredSlot<"CTA group", TDCtaGroups>;

// ---- Operands ----------------------------------------------------------------

// ptxas: no operand of these instructions may be a special register
// ("Special register argument not allowed"), hence SpecialRegisters = 0 on
// every value, register and vector operand below.

// A tensor memory address `[taddr]`, `[taddr+imm]`: a 32-bit integer
// register. ptxas: a 64-bit register, a variable, an immediate address and
// an address without brackets are refused ("Arguments mismatch", or an
// internal 'add' error for [sbuf] and [rd1]).
def TDTensorMemoryAddress : AddressSpec {
  let ImmediateIn = [];
  let MinRegisterBits = 32;
  let MaxRegisterBits = 32;
  let NoVariableIn = ["generic"];
}
def TDTaddr : OperandSpec<"taddr", AddressOperand> {
  let Address = TDTensorMemoryAddress;
}

// The shared memory word tcgen05.alloc writes the address to: a register
// (32 or 64 bits) or a variable, plus an offset; not [imm]. ptxas: without
// a state space the address is generic and may name a .global variable.
def TDSharedWordAddress : AddressSpec {
  let ImmediateIn = [];
  let MinRegisterBits = 32;
}

// ---- tcgen05.alloc, .dealloc, .relinquish_alloc_permit (9.7.16.7.1) ----------

// tcgen05.alloc.cta_group.sync.aligned{.shared::cta}.b32 [dst], nCols;
// nCols: a 32-bit integer register or a power of two in [32, 512].
// ptxas: `.shared` and `.shared::cluster` are refused ("State space
// incorrect ..., expected '.shared::cta'").
def TDAllocDestination : OperandSpec<"dst", AddressOperand> {
  let Address = TDSharedWordAddress;
}
def TDAllocColumns : OperandSpec<"nCols", ValueOperand> {
  let SpecialRegisters = 0;
  let FixedType = U32;
  let Variables = 0;
  let Values = [32, 64, 128, 256, 512];
}
def TDAllocForm : Form<OpTcgen05Alloc, "tcgen05.alloc"> {
  let Summary = "Allocate columns of tensor memory and write their address to shared memory.";
  let Slots = [TDCtaGroupSlot, TDSyncSlot, TDAlignedSlot,
               Slot<"state space", [SpaceSharedCTA, SpaceShared, SpaceSharedCluster]>,
               RequiredSlot<"type", [B32]>];
  let Operands = [TDAllocDestination, TDAllocColumns];
  let Constraints = [
    NotAllowed<[SpaceShared, SpaceSharedCluster],
               "the address is written to the CTA's own shared memory: write '.shared::cta' or no state space">];
}

// tcgen05.dealloc.cta_group.sync.aligned.b32 taddr, nCols;
// ptxas: taddr may be an immediate; nCols is any multiple of 32 (0 and
// 1024 included), not only the powers of two alloc takes.
def TDDeallocAddress : OperandSpec<"taddr", ValueOperand> {
  let SpecialRegisters = 0;
  let FixedType = U32;
  let Variables = 0;
}
def TDDeallocColumns : OperandSpec<"nCols", ValueOperand> {
  let SpecialRegisters = 0;
  let FixedType = U32;
  let Variables = 0;
  let MultipleOf = 32;
}
def TDDeallocForm : Form<OpTcgen05Dealloc, "tcgen05.dealloc"> {
  let Summary = "Free columns of tensor memory.";
  let Slots = [TDCtaGroupSlot, TDSyncSlot, TDAlignedSlot,
               RequiredSlot<"type", [B32]>];
  let Operands = [TDDeallocAddress, TDDeallocColumns];
}

// tcgen05.relinquish_alloc_permit.cta_group.sync.aligned;
def TDRelinquishForm : Form<OpTcgen05RelinquishAllocPermit,
                            "tcgen05.relinquish_alloc_permit"> {
  let Summary = "Give up the CTA's right to allocate tensor memory.";
  let Slots = [TDCtaGroupSlot, TDSyncSlot, TDAlignedSlot];
}

// ---- tcgen05.ld, tcgen05.ld.red, tcgen05.st (9.7.16.8.3, 9.7.16.8.4) ---------

// The registers loaded or stored: a vector of 32-bit registers of any
// type (ptxas takes .f32 and .f16x2 ones for .b32), no constant and no
// sink; as many as the shape and .num say (the variant rows' Elements).
// ptxas: the registers agree in type as a vector expression's do ("Vector
// with elements of different types": {f1, u1} is refused, {r1, f1} and
// {u1, s1} pass).
def TDLdDestination : OperandSpec<"r", VectorOperand> {
  let SpecialRegisters = 0;
  let FixedType = B32;
  let NoConstants = 1;
  let TypedByFirstElement = 1;
}
def TDStSource : OperandSpec<"r", VectorOperand> {
  let SpecialRegisters = 0;
  let FixedType = B32;
  let NoConstants = 1;
  let TypedByFirstElement = 1;
}
// .16x32bx2 takes the offset of its second half as an integer immediate
// (ptxas takes any: -1, 1024 and 0x100000000 pass, 0f3F800000 does not);
// the other shapes take none ("Unexpected number of arguments ... with
// shape").
def TDHalfSplitOffset : OperandSpec<"immHalfSplitoff", ImmediateOperand> {
  let FixedType = S64;
  let PresentWith = [TDShape16x32bx2];
}

// ptxas: `.aligned` may be left out of tcgen05.ld, .ld.red and .st
// (`tcgen05.ld.sync.32x32b.x8.b32` passes from PTX 8.6 on), `.sync` may not.
defvar TDAccessSlots = [TDSyncSlot, Slot<"alignment", [Aligned]>];

// tcgen05.ld.sync.aligned.shape.num{.pack::16b}.b32 r, [taddr]{, immHalfSplitoff};
def TDLdForm : Form<OpTcgen05Ld, "tcgen05.ld"> {
  let Summary = "Load from tensor memory into registers, a warp's lanes at a time.";
  let Slots = !listconcat(TDAccessSlots,
                          [RequiredSlot<"shape", TDAccessShapes>,
                           RequiredSlot<"num", TDRepeats>,
                           Slot<"packing", [TDPack16b]>,
                           RequiredSlot<"type", [B32]>]);
  let Operands = [TDLdDestination, TDTaddr, TDHalfSplitOffset];
  let Keys = ["shape", "num"];
  let DocMatrix = ["shape", "num"];
}

// tcgen05.st.sync.aligned.shape.num{.unpack::16b}.b32 [taddr]{, immHalfSplitoff}, r;
def TDStForm : Form<OpTcgen05St, "tcgen05.st"> {
  let Summary = "Store registers into tensor memory, a warp's lanes at a time.";
  let Slots = !listconcat(TDAccessSlots,
                          [RequiredSlot<"shape", TDAccessShapes>,
                           RequiredSlot<"num", TDRepeats>,
                           Slot<"packing", [TDUnpack16b]>,
                           RequiredSlot<"type", [B32]>]);
  let Operands = [TDTaddr, TDHalfSplitOffset, TDStSource];
  let Keys = ["shape", "num"];
  let DocMatrix = ["shape", "num"];
}

// tcgen05.ld.red.sync.aligned.shape.num.redOp{.abs}{.NaN}.type d, redval,
//     [taddr]{, immHalfSplitoff};
// Loads like tcgen05.ld and also reduces the loaded values into redval.
// ptxas: .num starts at .x2 ("Illegal modifier '.x1'"); the registers are
// any 32-bit ones whatever the type (`.u32 {fa0, fa1}, f0` passes); redval
// is a register, not a constant, and may be written `{f0}` as ld's data.
// `.NaN` may be written twice (ArNaNSlot, as on the arithmetic), `.abs` may
// not.
def TDLdRedValue : OperandSpec<"redval", DataOperand> {
  let BracedScalar = 1;
  let SpecialRegisters = 0;
  let FixedType = B32;
}
def TDLdRedFloatOnly : OnlyWith<[AbsoluteValue, PropagateNaN], "type", [F32]> {
  let Why = "the integer reductions have no absolute value and no NaN";
}
def TDLdRedForm : Form<OpTcgen05LdRed, "tcgen05.ld.red"> {
  let Summary = "Load from tensor memory and reduce the loaded values (min or max).";
  let Slots = !listconcat(TDAccessSlots,
                          [RequiredSlot<"shape", TDReduceShapes>,
                           RequiredSlot<"num", TDRepeats>,
                           RequiredSlot<"reduction operation", [RedOpMin, RedOpMax]>,
                           Slot<"absolute value", [AbsoluteValue]>,
                           ArNaNSlot,
                           RequiredSlot<"type", [F32, U32, S32]>]);
  let Operands = [TDLdDestination, TDLdRedValue, TDTaddr, TDHalfSplitOffset];
  let Keys = ["shape", "num"];
  let DocMatrix = ["shape", "num"];
  let Constraints = [TDLdRedFloatOnly];
}

// Rows: per shape, the repeats it takes and the registers per repeat. A
// 16x64b, 32x32b or 16x32bx2 repeat is one register, a 16x128b two, a
// 16x256b four; a load or store moves at most 128 registers.
// A repeat count and its number of repeats.
class TDRepeatCount<Qualifier num, int count> {
  Qualifier Num = num;
  int Count = count;
}
def TDX1   : TDRepeatCount<Repeat1, 1>;
def TDX2   : TDRepeatCount<Repeat2, 2>;
def TDX4   : TDRepeatCount<Repeat4, 4>;
def TDX8   : TDRepeatCount<Repeat8, 8>;
def TDX16  : TDRepeatCount<Repeat16, 16>;
def TDX32  : TDRepeatCount<Repeat32, 32>;
def TDX64  : TDRepeatCount<Repeat64, 64>;
def TDX128 : TDRepeatCount<Repeat128, 128>;
defvar TDUpToX32 = [TDX1, TDX2, TDX4, TDX8, TDX16, TDX32];
defvar TDUpToX64 = !listconcat(TDUpToX32, [TDX64]);
defvar TDUpToX128 = !listconcat(TDUpToX64, [TDX128]);

class TDAccessRow<Form form, Qualifier shape, TDRepeatCount repeat, int perRepeat>
    : Variant<form, [[shape], [repeat.Num]]> {
  let Elements = [!mul(perRepeat, repeat.Count)];
}
foreach form = [TDLdForm, TDStForm] in {
  foreach r = TDUpToX128 in {
    def : TDAccessRow<form, TDShape16x64b, r, 1>;
    def : TDAccessRow<form, TDShape32x32b, r, 1>;
    def : TDAccessRow<form, TDShape16x32bx2, r, 1>;
  }
  foreach r = TDUpToX64 in
    def : TDAccessRow<form, TDShape16x128b, r, 2>;
  foreach r = TDUpToX32 in
    def : TDAccessRow<form, TDShape16x256b, r, 4>;
}
foreach r = [TDX2, TDX4, TDX8, TDX16, TDX32, TDX64, TDX128] in {
  def : TDAccessRow<TDLdRedForm, TDShape32x32b, r, 1>;
  def : TDAccessRow<TDLdRedForm, TDShape16x32bx2, r, 1>;
}

// ---- tcgen05.wait (9.7.16.8.5) -----------------------------------------------

// tcgen05.wait::ld.sync.aligned;  tcgen05.wait::st.sync.aligned;
def TDWaitLdForm : Form<OpTcgen05WaitLd, "tcgen05.wait::ld"> {
  let Summary = "Wait until the thread's earlier tcgen05.ld instructions are complete.";
  let Slots = [TDSyncSlot, TDAlignedSlot];
}
def TDWaitStForm : Form<OpTcgen05WaitSt, "tcgen05.wait::st"> {
  let Summary = "Wait until the thread's earlier tcgen05.st instructions are complete.";
  let Slots = [TDSyncSlot, TDAlignedSlot];
}

// ---- tcgen05.cp (9.7.16.9.2), tcgen05.shift (9.7.16.9.3) ---------------------

// tcgen05.cp.cta_group.shape{.multicast}{.dst_fmt.src_fmt} [taddr], s-desc;
// The shared memory matrix descriptor: a 64-bit integer register or an
// integer constant. The decompression formats come together, .b8x16
// first (ptxas: ".b6x16_p32.b8x16" is illegal, `.b8x16.4x256b.b4x16_p64`
// passes).
def TDCpDescriptor : OperandSpec<"s-desc", ValueOperand> {
  let SpecialRegisters = 0;
  let FixedType = U64;
  let Variables = 0;
}
defvar TDDstFormat = PackedB8x16;
defvar TDSrcFormats = [PackedB6x16P32, PackedB4x16P64];
def TDFormatOrder : WrittenInOrder<"destination format", "source format">;
def TDCpForm : Form<OpTcgen05Cp, "tcgen05.cp"> {
  let Summary = "Copy a matrix from shared memory into tensor memory, decompressing 4- or 6-bit elements.";
  let Slots = [TDCtaGroupSlot,
               RequiredSlot<"shape", TDCopyShapes>,
               Slot<"multicast", [TDWarpx2Pairs02And13, TDWarpx2Pairs01And23, TDWarpx4]>,
               Slot<"destination format", [TDDstFormat]>,
               Slot<"source format", TDSrcFormats>];
  let Operands = [TDTaddr, TDCpDescriptor];
  let Keys = ["shape", "multicast"];
  let Constraints = [
    NeedsOneOf<[TDDstFormat], TDSrcFormats>,
    NeedsOneOf<TDSrcFormats, [TDDstFormat]>,
    TDFormatOrder];
}
// .64x128b and .32x128b copy to a quarter or half of the lanes and say to
// which warps' lanes with their multicast word; the other shapes take none.
def : Variant<TDCpForm, [[TDShape128x256b, TDShape4x256b, TDShape128x128b], [Absent]]>;
def : Variant<TDCpForm, [[TDShape64x128b], [TDWarpx2Pairs02And13, TDWarpx2Pairs01And23]]>;
def : Variant<TDCpForm, [[TDShape32x128b], [TDWarpx4]]>;

// tcgen05.shift.cta_group.down [taddr];
// Not on the family targets (OpTcgen05Shift).
def TDShiftForm : Form<OpTcgen05Shift, "tcgen05.shift"> {
  let Summary = "Shift the rows of a tensor memory matrix down by one row.";
  let Slots = [TDCtaGroupSlot, RequiredSlot<"direction", [TDDown, TDUp]>];
  let Operands = [TDTaddr];
  let Constraints = [NotAllowed<[TDUp], "the rows shift down only">];
}

// ---- tcgen05.fence (9.7.16.11.1) ---------------------------------------------

// tcgen05.fence::before_thread_sync;  tcgen05.fence::after_thread_sync;
// No qualifier, no operand.
def TDFenceBeforeForm : Form<OpTcgen05FenceBefore, "tcgen05.fence::before_thread_sync"> {
  let Summary = "Order the thread's earlier tcgen05 instructions before a following thread synchronization.";
}
def TDFenceAfterForm : Form<OpTcgen05FenceAfter, "tcgen05.fence::after_thread_sync"> {
  let Summary = "Order the thread's later tcgen05 instructions after a preceding thread synchronization.";
}

// ---- tcgen05.commit (9.7.16.12.1) --------------------------------------------

// tcgen05.commit.cta_group.completion_mechanism{.shared::cluster}{.multicast}.b64
//     [mbar]{, ctaMask};
// ptxas: the mbarrier is a register (32 or 64 bits) or a variable, plus an
// offset; not [imm], not without brackets. ctaMask is a 16-bit integer
// register, not a constant (`0xff` is "Arguments mismatch").
def TDCommitMbarAddress : AddressSpec {
  let ImmediateIn = [];
  let MinRegisterBits = 32;
}
def TDCommitMbar : OperandSpec<"mbar", AddressOperand> {
  let Address = TDCommitMbarAddress;
}
def TDCommitCtaMask : OperandSpec<"ctaMask", RegisterOperand> {
  let FixedType = U16;
  let PresentWith = [MulticastCluster];
}
def TDCommitForm : Form<OpTcgen05Commit, "tcgen05.commit"> {
  let Summary = "Make an mbarrier track the completion of the thread's earlier asynchronous tcgen05 operations.";
  let Slots = [TDCtaGroupSlot,
               RequiredSlot<"completion mechanism", [TDMbarrierArriveOne]>,
               Slot<"state space", [SpaceSharedCluster, SpaceShared, SpaceSharedCTA]>,
               Slot<"multicast", [MulticastCluster]>,
               RequiredSlot<"type", [B64]>];
  let Operands = [TDCommitMbar, TDCommitCtaMask];
  let Constraints = [
    NotAllowed<[SpaceShared, SpaceSharedCTA],
               "the mbarrier may be in another CTA of the cluster: write '.shared::cluster' or no state space">];
}
