//===- TensorCopy.td - the tensor copies and tensormap.replace ---===//
//
// ISA 9.7.9.25.5.2 - 9.7.9.25.5.4 (`cp.async.bulk.tensor`,
// `cp.reduce.async.bulk.tensor`, `cp.async.bulk.prefetch.tensor`) and
// 9.7.9.26 (`tensormap.replace`). One Form per syntax block of the ISA.
// Where ptxas 13.0 and the ISA text disagree the records follow ptxas, and
// a comment next to the record says how.
//
// Conventions of this file:
// - Record names start with `TC` and custom check names with `tensor-` or
//   `tensormap-`, so that they cannot clash with the other families'.
// - The tensor-map tuple `[tensorMap, {c0, ...}]` and the im2colInfo
//   vector are operand shapes: their lengths follow .dim and the load mode
//   (ElementsBy). The tensor map's base and the shared memory addresses
//   are addresses, checked by the custom checks of
//   src/Check/TensorCopyChecks.cpp.
// - Qualifiers may be written in any order (ptxas treats them as a set),
//   except that the first state space is the destination and the second
//   the source (tensor-space-order).
//
//===----------------------------------------------------------------------===//

// ---- Qualifiers --------------------------------------------------------------

// Dimensions. The instructions' own introduction (PTX 8.0, sm_90) gates them.
// .1d to .3d are also the texture and surface geometries (Qualifiers.td).
defvar TCDim1 = Geom1D;
defvar TCDim2 = Geom2D;
defvar TCDim3 = Geom3D;
def TCDim4 : Qualifier<".4d", Always>;
def TCDim5 : Qualifier<".5d", Always>;
defvar TCDims = [TCDim1, TCDim2, TCDim3, TCDim4, TCDim5];

// State spaces as these instructions use them. A `.shared::cta`
// destination of cp.async.bulk.tensor arrived with PTX 8.6 (ptxas:
// "cp.async.bulk.tensor with destination state space as .shared::cta
// requires PTX ISA .version 8.6"); as a source it is as old as the
// instruction (TCDstSharedCTANeeds, TCSrcSharedCTANeeds below).
defvar TCDstSharedCTA = SpaceSharedCTA;
defvar TCSharedCTA = SpaceSharedCTA;
defvar TCSharedCluster = SpaceSharedCluster;
defvar TCGlobal = SpaceGlobal;

// Completion mechanisms.
defvar TCMbarrier = MbarrierCompleteTx;
defvar TCBulkGroup = BulkGroupCompletion;

// The targets of the sm_100 and sm_110 (formerly sm_101) families, where
// the ISA puts the newer load modes and .cta_group ("sm_100a, sm_101a, and
// sm_100f / sm_101f or higher in the same family from PTX 8.8"; the `f`
// targets exist only from 8.8, so the family sets say it all).
defvar TCOnSm100Families = [sm_100f, sm_110f];

// Load modes.
def TCTile : Qualifier<".tile", Always>;
def TCIm2col : Qualifier<".im2col", Requires<PTX80, 90>>;
def TCIm2colNoOffs : Qualifier<".im2col_no_offs", Requires<PTX80, 90>>;
// cp.async.bulk.tensor: `.tile::gather4` and `.im2col::w` need sm_100 or
// later with a .shared::cta destination (sm_120 included) and an sm_100
// family target with a .shared::cluster one (TCLoadFamilyModes below).
def TCGather4 : Qualifier<".tile::gather4", Requires<PTX86, 100>>;
def TCIm2colW : Qualifier<".im2col::w", Requires<PTX86, 100>>;
def TCIm2colW128 : Qualifier<".im2col::w::128", Requires<PTX86, 100, TCOnSm100Families>>;
def TCScatter4 : Qualifier<".tile::scatter4", Requires<PTX86, 100, TCOnSm100Families>>;
// cp.async.bulk.prefetch.tensor: `.tile::gather4` and `.im2col::w` need an
// sm_100 family target whatever the destination (TCPrefetchModesNeed).
defvar TCPrefetchGather4 = TCGather4;
defvar TCPrefetchIm2colW = TCIm2colW;

defvar TCMulticast = MulticastCluster;
def TCCtaGroup1 : Qualifier<".cta_group::1", Requires<PTX86, 100, TCOnSm100Families>>;
def TCCtaGroup2 : Qualifier<".cta_group::2", Requires<PTX86, 100, TCOnSm100Families>>;
defvar TCCacheHint = L2CacheHint;
defvar TCL2 = LevelL2;

// What these instructions need of the words they share with others: their
// own introduction (PTX 8.0, sm_90), as the shared records need less. A
// form takes the ones it lists.
def TCSharedWordsNeed : RequiresIn<[TCGlobal, TCSharedCluster, TCTile,
                                    TCCacheHint, TCL2], Requires<PTX80, 90>>;
def TCSrcSharedCTANeeds : RequiresIn<[TCSharedCTA], Requires<PTX80, 90>>;
def TCDstSharedCTANeeds : RequiresIn<[TCDstSharedCTA], Requires<PTX86, 90>>;
def TCPrefetchModesNeed : RequiresIn<[TCPrefetchGather4, TCPrefetchIm2colW],
                                     Requires<PTX86, 100, TCOnSm100Families>>;

// Reduction operations of cp.reduce.async.bulk.tensor.
defvar TCRedAdd = RedOpAdd;
defvar TCRedMin = RedOpMin;
defvar TCRedMax = RedOpMax;
defvar TCRedInc = RedOpInc;
defvar TCRedDec = RedOpDec;
defvar TCRedAnd = RedOpAnd;
defvar TCRedOr = RedOpOr;
defvar TCRedXor = RedOpXor;

// ---- Operands ----------------------------------------------------------------

// [tensorMap, {c0, ...}]: the tensor map (a register or a .global variable,
// checked by tensor-map-operand) and as many coordinates as .dim says, five
// with .tile::gather4 and .tile::scatter4 (a column and four rows); each a
// 32-bit integer register or an immediate.
// ptxas: a tensor map variable is a .global one; one in .param or .const
// is taken only through its generic address in a register. The
// tensor-map-operand check reads the spaces from this record (the address
// checker does not run on a symbol operand).
def TCTensorMapVariables : AddressSpec { let VariableSpaces = ["global"]; }
def TCTensorMapBase : OperandSpec<"tensorMap", SymbolOperand> {
  let Address = TCTensorMapVariables;
}
def TCCoordinates : OperandSpec<"tensorCoords", VectorOperand> {
  let FixedType = U32;
  let ElementsBy = [TCGather4, TCScatter4, TCPrefetchGather4,
                    TCDim1, TCDim2, TCDim3, TCDim4, TCDim5];
  let ElementCounts = [5, 5, 5, 1, 2, 3, 4, 5];
}
def TCTensorMap : OperandSpec<"tensor-map", TupleOperand> {
  let Parts = [TCTensorMapBase, TCCoordinates];
}
// Shared memory addresses. ptxas: dstMem, srcMem and mbar are a register
// (32 or 64 bits) or a .shared variable, optionally plus an integer, and
// may be written without brackets (`sbuf+8`; a bare .shared variable `mbar`
// for the mbarrier, which cp.async.bulk does not take); not an immediate.
def TCSharedAddress : AddressSpec {
  let VariableSpaces = ["shared"];
  let ImmediateIn = [];
  let MinRegisterBits = 32;
  let BracketsOptional = 1;
}
def TCDstMem : OperandSpec<"dstMem", AddressOperand> {
  let Address = TCSharedAddress;
}
def TCSrcMem : OperandSpec<"srcMem", AddressOperand> {
  let Address = TCSharedAddress;
}
def TCMbar : OperandSpec<"mbar", AddressOperand> {
  let Address = TCSharedAddress;
}
// ISA: "can be specified"; ptxas: mandatory in the im2col modes
// ("Arguments mismatch" without it). A vector of 16-bit offsets: .dim minus
// two with .im2col, two (wHalo and wOffset) with .im2col::w and
// .im2col::w::128; each a 16-bit integer register or an immediate.
class TCIm2colInfoOperand<list<Qualifier> with>
    : OperandSpec<"im2colInfo", VectorOperand> {
  let PresentWith = with;
  let FixedType = U16;
  let ElementsBy = [TCIm2colW, TCIm2colW128, TCPrefetchIm2colW,
                    TCDim3, TCDim4, TCDim5];
  let ElementCounts = [2, 2, 2, 1, 2, 3];
}
def TCIm2colInfo : TCIm2colInfoOperand<[TCIm2col, TCIm2colW, TCIm2colW128]>;
def TCPrefetchIm2colInfo
    : TCIm2colInfoOperand<[TCIm2col, TCPrefetchIm2colW, TCIm2colW128]>;
// A 16-bit register or an immediate: ptxas rejects 32-bit registers.
def TCCtaMask : OperandSpec<"ctaMask", ValueOperand> {
  let FixedType = B16;
  let PresentWith = [TCMulticast];
}
// A 64-bit register (ptxas: "Arguments mismatch" for r4); integer-like, as
// createpolicy's result.
def TCCachePolicy : OperandSpec<"cache-policy", ValueOperand> {
  let FixedType = U64;
  let PresentWith = [TCCacheHint];
}

// ---- Custom checks -----------------------------------------------------------

def TCTensorMapCheck : CustomCheck<"tensor-map-operand",
  "the tensor map in [tensorMap, {coordinates}] is a 32- or 64-bit integer "
  "register or a .global variable (ptxas rejects .param and .const "
  "variables, which the ISA allows, and any offset)">;

def TCSpaceOrderCheck : WrittenInOrder<"destination state space",
                                        "source state space"> {
  let Why = "the first state space is where the copy goes";
}

// The dimensions a load mode allows (ptxas: "Modifier '.2d' cannot be
// combined with modifier '.im2col'"). The im2col modes need a tensor of at
// least 3 dimensions; ptxas also rejects `.im2col_no_offs` with .1d and
// .2d. `.tile::gather4` and `.tile::scatter4` work on 2-d tensors only.
defvar TCIm2colDims = Excludes<[TCDim1, TCDim2],
                               [TCIm2col, TCIm2colW, TCIm2colW128, TCIm2colNoOffs]>;
defvar TCRowDims = Excludes<[TCDim1, TCDim3, TCDim4, TCDim5], [TCGather4, TCScatter4]>;
defvar TCPrefetchIm2colDims = Excludes<[TCDim1, TCDim2],
                                       [TCIm2col, TCPrefetchIm2colW, TCIm2colW128]>;
defvar TCPrefetchRowDims = Excludes<[TCDim1, TCDim3, TCDim4, TCDim5], [TCPrefetchGather4]>;

// ---- cp.async.bulk.tensor (9.7.9.25.5.2) -------------------------------------

// cp.async.bulk.tensor.dim.dst.src{.load_mode}.completion_mechanism{.multicast}
//     {.cta_group}{.level::cache_hint}
//     [dstMem], [tensorMap, tensorCoords], [mbar]{, im2colInfo}{, ctaMask}{, cache-policy}
// with .dst = .shared::cta (PTX 8.6) or .shared::cluster, .src = .global.
//
// ptxas differences:
// - The completion mechanism is mandatory: the ISA example
//   `...shared::cluster.global.tile.cta_group::2 [..], [..], [peerMbar];`
//   is rejected (".completion_mechanism modifier required").
// - im2colInfo is mandatory in the im2col modes; .im2col_no_offs is
//   "Illegal" here (it is for the store direction only).
// - `.multicast::cluster` needs a .shared::cluster destination ("Illegal
//   modifier '.multicast::cluster' ... with '.shared::cta.global'"). On
//   targets other than the `a`/`f` ones it only draws an advisory warning.
// - The mbarrier may be a bare .shared variable (`mbar`) or a 32-bit
//   register address ([r2]).
// - `.tile::gather4` and `.im2col::w` need sm_100 or later with a
//   .shared::cta destination (sm_120 included), but an sm_100 family
//   target with .shared::cluster (the ISA names sm_100a/sm_100f only; the
//   sm_110 family shares the other family features and is admitted too).
def TCLoadForm : Form<OpCpAsyncBulkTensor, "cp.async.bulk.tensor (global to shared)"> {
  let Summary = "Copy a tensor tile from global to shared memory, completing on an mbarrier.";
  let Slots = [RequiredSlot<"dimension", TCDims>,
               RequiredSlot<"destination state space", [TCDstSharedCTA, TCSharedCluster]>,
               RequiredSlot<"source state space", [TCGlobal]>,
               Slot<"load mode", [TCTile, TCGather4, TCIm2col, TCIm2colW, TCIm2colW128]>,
               RequiredSlot<"completion mechanism", [TCMbarrier]>,
               Slot<"multicast", [TCMulticast]>,
               Slot<"CTA group", [TCCtaGroup1, TCCtaGroup2]>,
               Slot<"cache hint", [TCCacheHint]>];
  let Operands = [TCDstMem, TCTensorMap, TCMbar, TCIm2colInfo, TCCtaMask,
                  TCCachePolicy];
  let Constraints = [
    TCSharedWordsNeed, TCDstSharedCTANeeds,
    TCIm2colDims, TCRowDims,
    Excludes<[TCDstSharedCTA], [TCMulticast]>,
    RequiresWith<[TCGather4, TCIm2colW], [TCSharedCluster],
                 Requires<PTX86, 100, TCOnSm100Families>>,
    TCSpaceOrderCheck, TCTensorMapCheck];
}

// cp.async.bulk.tensor.dim.dst.src{.load_mode}.completion_mechanism{.level::cache_hint}
//     [tensorMap, tensorCoords], [srcMem]{, cache-policy}
// with .dst = .global, .src = .shared::cta, completion .bulk_group.
def TCStoreForm : Form<OpCpAsyncBulkTensor, "cp.async.bulk.tensor (shared to global)"> {
  let Summary = "Copy a tensor tile from shared to global memory, completing in a bulk async-group.";
  let Slots = [RequiredSlot<"dimension", TCDims>,
               RequiredSlot<"destination state space", [TCGlobal]>,
               RequiredSlot<"source state space", [TCSharedCTA]>,
               Slot<"load mode", [TCTile, TCScatter4, TCIm2colNoOffs]>,
               RequiredSlot<"completion mechanism", [TCBulkGroup]>,
               Slot<"cache hint", [TCCacheHint]>];
  let Operands = [TCTensorMap, TCSrcMem, TCCachePolicy];
  let Constraints = [
    TCSharedWordsNeed, TCSrcSharedCTANeeds,
    TCIm2colDims, TCRowDims,
    TCSpaceOrderCheck, TCTensorMapCheck];
}

// ---- cp.reduce.async.bulk.tensor (9.7.9.25.5.3) ------------------------------

// cp.reduce.async.bulk.tensor.dim.dst.src.redOp{.load_mode}.completion_mechanism
//     {.level::cache_hint} [tensorMap, tensorCoords], [srcMem]{, cache-policy}
//
// ptxas differences:
// - `.im2col` is rejected, including in the ISA example
//   `...3d.global.shared::cta.xor.im2col.bulk_group`; only
//   `.im2col_no_offs` works (and not with .1d or .2d).
// - `.tile::scatter4` is accepted although the ISA does not list it for
//   reductions, with the requirements it has on cp.async.bulk.tensor.
// - The redOp × element type table applies to the tensor map's type,
//   which is not visible in the instruction.
def TCReduceForm : Form<OpCpReduceAsyncBulkTensor, "cp.reduce.async.bulk.tensor"> {
  let Summary = "Reduce a tensor tile from shared memory into global memory.";
  let Slots = [RequiredSlot<"dimension", TCDims>,
               RequiredSlot<"destination state space", [TCGlobal]>,
               RequiredSlot<"source state space", [TCSharedCTA]>,
               RequiredSlot<"reduction operation",
                            [TCRedAdd, TCRedMin, TCRedMax, TCRedInc, TCRedDec,
                             TCRedAnd, TCRedOr, TCRedXor]>,
               Slot<"load mode", [TCTile, TCIm2colNoOffs, TCScatter4]>,
               RequiredSlot<"completion mechanism", [TCBulkGroup]>,
               Slot<"cache hint", [TCCacheHint]>];
  let Operands = [TCTensorMap, TCSrcMem, TCCachePolicy];
  let Constraints = [
    TCSharedWordsNeed, TCSrcSharedCTANeeds,
    TCIm2colDims, TCRowDims,
    TCSpaceOrderCheck, TCTensorMapCheck];
}

// ---- cp.async.bulk.prefetch.tensor (9.7.9.25.5.4) ----------------------------

// cp.async.bulk.prefetch.tensor.dim.L2.src{.load_mode}{.level::cache_hint}
//     [tensorMap, tensorCoords]{, im2colInfo}{, cache-policy}
//
// ptxas differences:
// - im2colInfo is mandatory in the im2col modes, as for the copy.
def TCPrefetchForm : Form<OpCpAsyncBulkPrefetchTensor, "cp.async.bulk.prefetch.tensor"> {
  let Summary = "Prefetch a tensor tile from global memory into L2.";
  let Slots = [RequiredSlot<"dimension", TCDims>,
               RequiredSlot<"cache level", [TCL2]>,
               RequiredSlot<"source state space", [TCGlobal]>,
               Slot<"load mode", [TCTile, TCPrefetchGather4, TCIm2col,
                                  TCPrefetchIm2colW, TCIm2colW128]>,
               Slot<"cache hint", [TCCacheHint]>];
  let Operands = [TCTensorMap, TCPrefetchIm2colInfo, TCCachePolicy];
  let Constraints = [
    TCSharedWordsNeed, TCPrefetchModesNeed,
    TCPrefetchIm2colDims, TCPrefetchRowDims,
    TCTensorMapCheck];
}

// ---- tensormap.replace (9.7.9.26) --------------------------------------------

defvar TMTile = TCTile;
def TMB1024 : Qualifier<".b1024", Always>;

def TMGlobalAddress : Qualifier<".global_address", Always>;
def TMRank : Qualifier<".rank", Always>;
def TMBoxDim : Qualifier<".box_dim", Always>;
def TMGlobalDim : Qualifier<".global_dim", Always>;
def TMGlobalStride : Qualifier<".global_stride", Always>;
def TMElementStride : Qualifier<".element_stride", Always>;
def TMElemtype : Qualifier<".elemtype", Always>;
def TMInterleaveLayout : Qualifier<".interleave_layout", Always>;
def TMSwizzleMode : Qualifier<".swizzle_mode", Always>;
// ptxas: "Instruction 'tensormap.replace.swizzle_atomicity' requires PTX
// ISA .version 8.6" and is "not supported on .target 'sm_90a'".
def TMSwizzleAtomicity : Qualifier<".swizzle_atomicity",
                                   Requires<PTX86, 100, [sm_100f, sm_110f, sm_120f]>>;
def TMFillMode : Qualifier<".fill_mode", Always>;
// `.elemtype` with a new value of 13 to 15 (the sub-byte types): PTX 8.7 on
// sm_100a, sm_101a (sm_110a), sm_120a and their families. ptxas: "Instruction
// 'tensormap.replace.elemtype with input value >= 13' requires ...".
defvar TMElemtypeSubByte = TMElemtype;
def TMElemtypeSubByteNeeds
    : RequiresIn<[TMElemtypeSubByte],
                 Requires<PTX87, 100, [sm_100f, sm_110f, sm_120f]>>;
// `.swizzle_mode` 4 (96B swizzling): PTX 8.8 on sm_103a only. ptxas on
// other targets says "expected to be in range [0..3]".
defvar TMSwizzleMode96B = TMSwizzleMode;
def TMSwizzleMode96BNeeds
    : RequiresIn<[TMSwizzleMode96B], Requires<PTX88, 103, [sm_103a]>>;

defvar TMModeSlot = RequiredSlot<"mode", [TMTile]>;
defvar TMSizeSlot = RequiredSlot<"tensor-map type", [TMB1024]>;
defvar TMTypeSlot = RequiredSlot<"type", [B32, B64]>;
// Every state space is parsed; only .global and .shared::cta are allowed
// (ptxas: "State space incorrect"), plain `.shared` included.
defvar TMSpaceSlot = Slot<"state space",
  [SpaceGlobal, SpaceLocal, SpaceShared, SpaceSharedCTA, SpaceSharedCluster,
   SpaceConst, SpaceParam, SpaceParamEntry, SpaceParamFunc]>;
defvar TMSpaces = OnlyInSpaces<[TMTile], [SpaceGlobal, SpaceSharedCTA], 1>;

// ptxas: addr is [register] (32 or 64 bits), [variable] or [variable+imm],
// or an immediate; a variable is in the instruction's state space (.global
// or .shared::cta), or in either for a generic address.
def TMAddressSpec : AddressSpec {
  let GenericVariables = ["global", "shared"];
  let ImmediateIn = ["global", "shared", "generic"];
  let MinRegisterBits = 32;
}
def TMAddress : OperandSpec<"addr", AddressOperand> {
  let Address = TMAddressSpec;
}
// ISA: "the immediate integer operand ord"; ptxas checks [0..4].
def TMOrdinal : OperandSpec<"ord", ImmediateOperand> {
  let FixedType = B32;
  let HasRange = 1;
  let Min = 0;
  let Max = 4;
}
def TMNewValue : OperandSpec<"new_val", ValueOperand> {
  let TypeSlot = "type";
}
class TMField3Value<int max, int min = 0> : OperandSpec<"new_val", ImmediateOperand> {
  let FixedType = B32;
  let HasRange = 1;
  let Min = min;
  let Max = max;
}

// .global_address and .global_stride take a .b64 new value, the other
// fields a .b32 one.
defvar TMFieldTypeWhy = "the new value of .global_address and .global_stride "
                        "is 64 bits, that of the other fields 32";
def TMWideFieldType : OnlyWith<[TMGlobalAddress, TMGlobalStride], "type", [B64]> {
  let Why = TMFieldTypeWhy;
}
def TMNarrowFieldType : OnlyWith<[TMRank, TMBoxDim, TMGlobalDim, TMElementStride,
                                  TMElemtype, TMElemtypeSubByte, TMInterleaveLayout,
                                  TMSwizzleMode, TMSwizzleMode96B,
                                  TMSwizzleAtomicity, TMFillMode], "type", [B32]> {
  let Why = TMFieldTypeWhy;
}

// tensormap.replace.mode.field1{.ss}.b1024.type [addr], new_val;
//
// ptxas differences:
// - `new_val` may be an immediate; a 32-bit address register is accepted
//   in a 64-bit module.
def TMField1Form : Form<OpTensormapReplace, "tensormap.replace (field1)"> {
  let Summary = "Replace the global address or the rank of a tensor map.";
  let Slots = [TMModeSlot, RequiredSlot<"field", [TMGlobalAddress, TMRank]>,
               TMSpaceSlot, TMSizeSlot, TMTypeSlot];
  let Operands = [TMAddress, TMNewValue];
  let Constraints = [TMSpaces, TMWideFieldType, TMNarrowFieldType];
}

// tensormap.replace.mode.field2{.ss}.b1024.type [addr], ord, new_val;
def TMField2Form : Form<OpTensormapReplace, "tensormap.replace (field2)"> {
  let Summary = "Replace one dimension's box size, size or strides in a tensor map.";
  let Slots = [TMModeSlot,
               RequiredSlot<"field", [TMBoxDim, TMGlobalDim, TMGlobalStride,
                                      TMElementStride]>,
               TMSpaceSlot, TMSizeSlot, TMTypeSlot];
  let Operands = [TMAddress, TMOrdinal, TMNewValue];
  let Constraints = [TMSpaces, TMWideFieldType, TMNarrowFieldType];
}

// tensormap.replace.mode.field3{.ss}.b1024.type [addr], new_val;
// new_val is an immediate in the range Table 33 gives for the field
// (ptxas: "Integer constant expression expected" for a register). One form
// per field and range; needs says what the field needs in this range more
// than its record does.
class TMField3Form<string name, Qualifier fieldQual, int max, int min = 0,
                   list<Constraint> needs = []>
    : Form<OpTensormapReplace, "tensormap.replace." # name> {
  let Summary = "Replace the " # name # " field of a tensor map.";
  let Slots = [TMModeSlot, RequiredSlot<"field", [fieldQual]>,
               TMSpaceSlot, TMSizeSlot, TMTypeSlot];
  let Operands = [TMAddress, TMField3Value<max, min>];
  let Constraints = !listconcat(needs, [TMSpaces, TMWideFieldType,
                                        TMNarrowFieldType]);
}

def TMElemtypeForm : TMField3Form<"elemtype", TMElemtype, 12>;
def TMElemtypeSubByteForm : TMField3Form<"elemtype (sub-byte types)", TMElemtypeSubByte,
                                         15, 13, [TMElemtypeSubByteNeeds]>;
def TMInterleaveForm : TMField3Form<"interleave_layout", TMInterleaveLayout, 2>;
def TMSwizzleModeForm : TMField3Form<"swizzle_mode", TMSwizzleMode, 3>;
def TMSwizzleMode96BForm : TMField3Form<"swizzle_mode (96B)", TMSwizzleMode96B, 4, 4,
                                        [TMSwizzleMode96BNeeds]>;
def TMSwizzleAtomicityForm : TMField3Form<"swizzle_atomicity", TMSwizzleAtomicity, 3>;
def TMFillModeForm : TMField3Form<"fill_mode", TMFillMode, 1>;
