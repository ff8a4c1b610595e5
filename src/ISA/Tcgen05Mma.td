//===- Tcgen05Mma.td - tcgen05.mma, .sp, .ws and .ws.sp -------------------===//
//
// ISA 9.7.16.10.9: the fifth-generation tensor core's matrix multiply, issued
// by one thread for the CTA (or the CTA pair with .cta_group::2). One Form
// per syntax block of the ISA; the legal kind x block-scaling x sparsity
// combinations are Variant rows. `.sp` is a qualifier here, not an opcode:
// ptxas takes it anywhere among the other words (`tcgen05.mma.cta_group::2.sp
// .kind::i8`) and reports the sparse forms as 'tcgen05.mma' and
// 'tcgen05.mma.ws'; the sparsity metadata operand is present exactly when
// it is written.
//
// Conventions of this file:
// - Record names start with `T5M`, so that they cannot clash with the other
//   families' (the tcgen05 data-movement instructions live in Tcgen05.td).
// - Every requirement below was probed with ptxas 13.0 at the PTX 8.6, 8.7,
//   8.8 and 9.0 boundaries on sm_100a, sm_100f, sm_103a, sm_103f, sm_110a,
//   sm_110f, sm_100, sm_120a and sm_90a; where ptxas and the ISA text
//   differ, the records follow ptxas and say so (`// ptxas:`).
//
//===----------------------------------------------------------------------===//

// ---- Qualifiers --------------------------------------------------------------

defvar T5MCtaGroup1 = TCCtaGroup1;
defvar T5MCtaGroup2 = TCCtaGroup2;

// Sparse A: the sparsity metadata in tensor memory follows b's descriptor
// (`.sp` is the word of every matrix family, Qualifiers.td).
defvar Sparse = MatrixSparse;

// A in tensor memory, shifted down by one row per MMA (convolutions).
def T5MAshift : Qualifier<".ashift", Always>;

// What the collector buffer does with A (tcgen05.mma) ...
def T5MCollectorAFill    : Qualifier<".collector::a::fill", Always>;
def T5MCollectorAUse     : Qualifier<".collector::a::use", Always>;
def T5MCollectorALastuse : Qualifier<".collector::a::lastuse", Always>;
def T5MCollectorADiscard : Qualifier<".collector::a::discard", Always>;
defvar T5MCollectorA = [T5MCollectorAFill, T5MCollectorAUse,
                        T5MCollectorALastuse, T5MCollectorADiscard];

// ... and with B in one of the four buffers of the weight-stationary MMA.
foreach Buffer = ["b0", "b1", "b2", "b3"] in
  foreach Use = ["fill", "use", "lastuse", "discard"] in
    def T5MCollector # Buffer # Use
        : Qualifier<".collector::" # Buffer # "::" # Use, Always>;
defvar T5MCollectorB = !foldl([]<Qualifier>, ["b0", "b1", "b2", "b3"], all, buffer,
  !listconcat(all, [!cast<Qualifier>("T5MCollector" # buffer # "fill"),
                    !cast<Qualifier>("T5MCollector" # buffer # "use"),
                    !cast<Qualifier>("T5MCollector" # buffer # "lastuse"),
                    !cast<Qualifier>("T5MCollector" # buffer # "discard")]));

defvar T5MDenseKinds = [KindF16, KindTF32, KindF8F6F4, KindI8];
defvar T5MScaledKinds = [KindMXF8F6F4, KindMXF4, KindMXF4NVF4];
defvar T5MScaleSizes = [ScaleVec1X, ScaleVec2X, ScaleVec4X, ScaleBlock16,
                        ScaleBlock32];

// The arch-specific targets of the tcgen05 generation (no `f` target):
// sm_101a is the former name of sm_110a.
defvar T5MArchOnly = [sm_100a, sm_101a, sm_103a, sm_110a];

// What the words need on these instructions beyond the opcode's PTX 8.6 on
// the sm_100/sm_110 families:
// - .kind::i8 is not in the sm_103 or any `f` family (ptxas: "Feature
//   '.kind::i8' not supported on .target 'sm_100f'", and on sm_103a).
def T5MKindI8Needs
    : RequiresIn<[KindI8], Requires<PTX86, 100, [sm_100a, sm_101a, sm_110a]>>;
// - .kind::mxf4nvf4 came with PTX 8.7, .block16/.block32 with 8.8 (on the
//   families); the .scale_vec::* sizes need an arch-specific target
//   (ptxas: "Feature '.scale_vec::1X' not supported on .target 'sm_100f'"),
//   and .scale_vec::4X PTX 8.7 as well.
def T5MMxf4nvf4Needs : RequiresIn<[KindMXF4NVF4], Requires<PTX87, 100, [sm_100f, sm_110f]>>;
def T5MBlockSizesNeed : RequiresIn<[ScaleBlock16, ScaleBlock32],
                                   Requires<PTX88, 100, [sm_100f, sm_110f]>>;
def T5MScaleVecNeeds : RequiresIn<[ScaleVec1X, ScaleVec2X],
                                  Requires<PTX86, 100, T5MArchOnly>>;
def T5MScaleVec4XNeeds : RequiresIn<[ScaleVec4X], Requires<PTX87, 100, T5MArchOnly>>;

// ---- Operands ----------------------------------------------------------------

// A tensor memory address: [r] or [r+imm] with a 32-bit register; no
// variable, no immediate address ("Arguments mismatch" for [rd1], [16] and
// [sbuf]).
// ptxas: a .b32 register only ([u1] and [s1] are "Arguments mismatch").
def T5MTmemAddress : AddressSpec {
  let ImmediateIn = [];
  let GenericVariables = ["global", "shared", "local", "const", "param"];
  let NoVariableIn = ["generic"];
  let MinRegisterBits = 32;
  let BaseRegisterTypes = [B32];
}
class T5MTmem<string name> : OperandSpec<name, AddressOperand> {
  let Address = T5MTmemAddress;
}
def T5MD : T5MTmem<"d-tmem">;
def T5MATmem : T5MTmem<"a-tmem">;
def T5MSparseMeta : T5MTmem<"sp-meta-tmem"> { let PresentWith = [Sparse]; }
def T5MScaleA : T5MTmem<"scale-A-tmem">;
def T5MScaleB : T5MTmem<"scale-B-tmem">;

// A 64-bit integer register or an immediate: a shared memory matrix
// descriptor (ptxas: no .f64 register, no variable, no special register).
class T5MDescriptor<string name> : OperandSpec<name, ValueOperand> {
  let FixedType = U64;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}
def T5MADesc : T5MDescriptor<"a-desc">;
def T5MBDesc : T5MDescriptor<"b-desc">;
// A is read through a descriptor or from tensor memory.
def T5MA : OperandSpec<"a-desc or [a-tmem]", AnyOperand> {
  let Alternatives = [T5MADesc, T5MATmem];
}
// The instruction descriptor: a 32-bit integer register or an immediate
// (ptxas: not .f32, not a 16- or 64-bit register, not %tid.x).
def T5MIdesc : OperandSpec<"idesc", ValueOperand> {
  let FixedType = U32;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}
// One 32-bit mask per lane quarter: 4 with .cta_group::1, 8 with ::2
// (ptxas: "Argument vector size mismatch"). Any 32-bit register (.f32
// too); mixed widths are "Incompatible elements of vector expression".
def T5MDisableOutputLane : OperandSpec<"disable-output-lane", VectorOperand> {
  let Optional = 1;
  let FixedType = B32;
  let ElementsBy = [T5MCtaGroup1, T5MCtaGroup2];
  let ElementCounts = [4, 8];
}
// A predicate, negated or not, or an immediate (ptxas takes `1`).
def T5MEnableInputDPredicate : OperandSpec<"enable-input-d", PredicateOperand> {
  let FixedType = Pred;
  let Negatable = 1;
}
def T5MEnableInputDConstant : OperandSpec<"enable-input-d", ImmediateOperand>;
def T5MEnableInputD : OperandSpec<"enable-input-d", AnyOperand> {
  let Alternatives = [T5MEnableInputDPredicate, T5MEnableInputDConstant];
}
// D = A*B + D * 2^-scale-input-d: an immediate 0 to 15, for .kind::f16 and
// .kind::tf32 only (ptxas: "Illegal modifier '.kind::f8f6f4' ... with 'arg
// scale-inp-d-imm'"), and not on the sm_110 family (ptxas: "Feature
// 'argument scale-inp-d-imm' not supported on .target 'sm_110a'").
def T5MScaleInputD : OperandSpec<"scale-input-d", ImmediateOperand> {
  let Optional = 1;
  let FixedType = U32;   // an integer: ptxas refuses 0f3F800000
  let PresentWith = [KindF16, KindTF32];
  let HasRange = 1;
  let Min = 0;
  let Max = 15;
  let Req = Requires<PTX86, 100, [sm_100f]>;
}
// ptxas: with .kind::i8, which the ISA gives no scale-input-d, an integer
// immediate in its place is accepted on every target that has .kind::i8,
// whatever its value (16, -5); a register is not.
def T5MScaleInputDInteger : OperandSpec<"scale-input-d", ImmediateOperand> {
  let Optional = 1;
  let FixedType = S64;
  let PresentWith = [KindI8];
}
// tcgen05.mma.ws: the columns of B to zero, a 64-bit register or an
// immediate (ptxas: not a 32-bit register, not .f64).
def T5MZeroColumnMask : OperandSpec<"zero-column-mask-desc", ValueOperand> {
  let Optional = 1;
  let FixedType = U64;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}

// ---- Constraints ---------------------------------------------------------------

// ptxas: "Modifier '.collector::a::fill' cannot be combined with modifier
// '.ashift'" (and ::use); ::lastuse and ::discard are taken.
def T5MAshiftCollector
    : Excludes<[T5MAshift], [T5MCollectorAFill, T5MCollectorAUse]> {
  let Why = "a shifted A is read from tensor memory, not kept in the collector";
}

defvar T5MSlotsCommon = [RequiredSlot<"CTA group", [T5MCtaGroup1, T5MCtaGroup2]>,
                         Slot<"sparsity", [Sparse]>,
                         Slot<"collector usage", T5MCollectorA>];

// ---- tcgen05.mma without block scaling (9.7.16.10.9.1, .sp: 9.7.16.10.9.2) ----

// tcgen05.mma{.sp}.cta_group.kind.ashift{.collector_usage}
//     [d-tmem], [a-tmem], b-desc{, [sp-meta-tmem]}, idesc, ...
// ptxas: ".ashift" is illegal with A from a descriptor. This form comes
// first so that `.ashift` with a descriptor is explained by its A operand.
def T5MmaAshiftForm : Form<OpTcgen05Mma, "tcgen05.mma with .ashift"> {
  let Summary = "tcgen05.mma with A in tensor memory shifted down one row.";
  let Slots = !listconcat(T5MSlotsCommon,
                          [RequiredSlot<"kind", T5MDenseKinds>,
                           RequiredSlot<"ashift", [T5MAshift]>]);
  let Operands = [T5MD, T5MATmem, T5MBDesc, T5MSparseMeta, T5MIdesc,
                  T5MDisableOutputLane, T5MEnableInputD, T5MScaleInputD,
                  T5MScaleInputDInteger];
  let Constraints = [T5MKindI8Needs, T5MAshiftCollector];
  let Keys = ["kind", "sparsity"];
  let DocMatrix = ["kind", "sparsity"];
}
def : Variant<T5MmaAshiftForm, [T5MDenseKinds, [Absent, Sparse]]>;


// tcgen05.mma{.sp}.cta_group.kind{.collector_usage}
//     [d-tmem], a-desc | [a-tmem], b-desc{, [sp-meta-tmem]}, idesc,
//     {, disable-output-lane}, enable-input-d{, scale-input-d};
// .kind = .kind::f16, .kind::tf32, .kind::f8f6f4, .kind::i8
//
// ptxas differences:
// - the collector usages are taken with A in tensor memory too.
// - scale-input-d: see T5MScaleInputD and T5MScaleInputDInteger.
def T5MmaForm : Form<OpTcgen05Mma, "tcgen05.mma"> {
  let Summary = "Matrix multiply-accumulate D = A*B+D on the 5th-generation "
                "tensor core, D in tensor memory.";
  let Slots = !listconcat(T5MSlotsCommon,
                          [RequiredSlot<"kind", T5MDenseKinds>]);
  let Operands = [T5MD, T5MA, T5MBDesc, T5MSparseMeta, T5MIdesc,
                  T5MDisableOutputLane, T5MEnableInputD, T5MScaleInputD,
                  T5MScaleInputDInteger];
  let Constraints = [T5MKindI8Needs];
  let Keys = ["kind", "sparsity"];
  let DocMatrix = ["kind", "sparsity"];
}
def : Variant<T5MmaForm, [T5MDenseKinds, [Absent, Sparse]]>;

// ---- tcgen05.mma with block scaling ------------------------------------------

// tcgen05.mma{.sp}.cta_group.kind.block_scale{.scale_vectorsize}{.collector_usage}
//     [d-tmem], a-desc | [a-tmem], b-desc{, [sp-meta-tmem]}, idesc,
//     [scale-A-tmem], [scale-B-tmem], enable-input-d;
// .kind = .kind::mxf8f6f4, .kind::mxf4, .kind::mxf4nvf4
//
// ptxas differences:
// - no .ashift ("Illegal modifier '.ashift'"), no disable-output-lane and
//   no scale-input-d ("Arguments mismatch").
// - without a scale vector size, .kind::mxf8f6f4 and .kind::mxf4 mean
//   .block32, and need PTX 8.8 ("Feature '.block32' requires PTX ISA
//   .version 8.8"); .kind::mxf4nvf4 needs one (".scale_vectorsize
//   modifier required").
// - .kind::mxf4 and .kind::mxf4nvf4 with .sp need an arch-specific target
//   ("Feature '.kind::mxf4 with .sp modifier' not supported on .target
//   'sm_100f'").
def T5MmaBlockScaleForm : Form<OpTcgen05Mma, "tcgen05.mma with block scaling"> {
  let Summary = "tcgen05.mma of MX formats, each block of A and B scaled by "
                "factors in tensor memory.";
  let Slots = !listconcat(T5MSlotsCommon,
                          [RequiredSlot<"kind", T5MScaledKinds>,
                           RequiredSlot<"block scale", [BlockScale]>,
                           Slot<"scale vector size", T5MScaleSizes>]);
  let Operands = [T5MD, T5MA, T5MBDesc, T5MSparseMeta, T5MIdesc,
                  T5MScaleA, T5MScaleB, T5MEnableInputD];
  let Constraints = [T5MMxf4nvf4Needs, T5MBlockSizesNeed, T5MScaleVecNeeds,
                     T5MScaleVec4XNeeds];
  let Keys = ["kind", "scale vector size", "sparsity"];
  let DocMatrix = ["kind", "scale vector size"];
}
class T5MScaledRow<Qualifier kind, list<Qualifier> sizes, list<Qualifier> sparsity>
    : Variant<T5MmaBlockScaleForm, [[kind], sizes, sparsity]>;
// The implicit .block32 of the two kinds that have a default size.
defvar T5MImplicitBlock32 = Requires<PTX88>;
defvar T5MSparseFp4 = Requires<PTX86, 100, T5MArchOnly>;
def : T5MScaledRow<KindMXF8F6F4, [ScaleVec1X, ScaleBlock32], [Absent, Sparse]>;
def : T5MScaledRow<KindMXF8F6F4, [Absent], [Absent, Sparse]> { let Req = T5MImplicitBlock32; }
def : T5MScaledRow<KindMXF4, [ScaleVec2X, ScaleBlock32], [Absent]>;
def : T5MScaledRow<KindMXF4, [Absent], [Absent]> { let Req = T5MImplicitBlock32; }
def : T5MScaledRow<KindMXF4, [ScaleVec2X, ScaleBlock32], [Sparse]> { let Req = T5MSparseFp4; }
def : T5MScaledRow<KindMXF4, [Absent], [Sparse]> {
  let Req = Requires<PTX88, 100, T5MArchOnly>;
}
def : T5MScaledRow<KindMXF4NVF4, [ScaleVec2X, ScaleVec4X, ScaleBlock16, ScaleBlock32],
                   [Absent]>;
def : T5MScaledRow<KindMXF4NVF4, [ScaleVec2X, ScaleVec4X, ScaleBlock16, ScaleBlock32],
                   [Sparse]> { let Req = T5MSparseFp4; }

// ---- tcgen05.mma.ws (9.7.16.10.9.3, .sp: 9.7.16.10.9.4) ----------------------

// tcgen05.mma.ws{.sp}.cta_group::1.kind{.collector_usage}
//     [d-tmem], a-desc | [a-tmem], b-desc{, [sp-meta-tmem]}, idesc,
//     enable-input-d{, zero-column-mask-desc};
// .kind = .kind::f16, .kind::tf32, .kind::f8f6f4, .kind::i8
// .collector_usage = .collector::{b0,b1,b2,b3}::{fill,use,lastuse,discard}
def T5MmaWsForm : Form<OpTcgen05MmaWs, "tcgen05.mma.ws"> {
  let Summary = "Weight-stationary tcgen05.mma: B kept in one of four "
                "collector buffers.";
  let Slots = [RequiredSlot<"CTA group", [T5MCtaGroup1, T5MCtaGroup2]>,
               Slot<"sparsity", [Sparse]>,
               RequiredSlot<"kind", T5MDenseKinds>,
               Slot<"collector usage", T5MCollectorB>];
  let Operands = [T5MD, T5MA, T5MBDesc, T5MSparseMeta, T5MIdesc,
                  T5MEnableInputD, T5MZeroColumnMask];
  let Constraints = [
    T5MKindI8Needs,
    NotAllowed<[T5MCtaGroup2], "the weight-stationary MMA runs on one CTA">];
}
