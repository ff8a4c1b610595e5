//===- Convert.td - cvt and cvt.pack --------------------------------------===//
//
// ISA 9.7.9.21 (cvt) and 9.7.9.22 (cvt.pack).
//
// Both instructions name their types by position: the first type written
// is the destination, the second the source (and cvt.pack's third the type
// of c). Their type slots are PositionalSlots; every other qualifier may come
// anywhere (ptxas accepts `cvt.f32.f64.rn` and `cvt.f32.rn.f64`).
//
// Which type pairs are conversions, which rounding each needs or takes and
// which of .ftz, .sat, .relu and .satfinite go with it are Conversion
// records: rows of the forms' variant tables, keyed by the two types and
// checked by the variant engine. The forms differ only in
// their operands (one source, two sources, four sources in a vector) and in
// how strictly registers must fit the types (see the type rule sets below);
// each rule names the form its conversion is written in.
//
// The rules follow ptxas 13.0, probed over every pair and qualifier
// combination. Where ptxas and the ISA text differ a comment marked
// "ptxas:" says how.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Qualifiers
//===----------------------------------------------------------------------===//

// ---- Rounding -----------------------------------------------------------------
// The rounding words are the shared records of Qualifiers.td.
defvar CvtRni = RoundRni;
defvar CvtRzi = RoundRzi;
defvar CvtRmi = RoundRmi;
defvar CvtRpi = RoundRpi;
defvar CvtRn  = RoundRn;
defvar CvtRz  = RoundRz;
defvar CvtRm  = RoundRm;
defvar CvtRp  = RoundRp;
// Only .tf32 takes .rna; its own requirement is the conversion's.
def CvtRna : Qualifier<".rna", Always>;
// Stochastic rounding: PTX 8.7, sm_100a and sm_103a only (not their family
// targets: ptxas rejects it on sm_100f and sm_103f, and on sm_110a/sm_120a).
def CvtRs  : Qualifier<".rs",  Requires<PTX87, 0, [sm_100a, sm_103a]>>;

defvar CvtIntRounding = [CvtRni, CvtRzi, CvtRmi, CvtRpi];
defvar CvtFpRounding = [CvtRn, CvtRz, CvtRm, CvtRp];
defvar CvtAllRounding = !listconcat(CvtIntRounding, CvtFpRounding,
                                    [CvtRna, CvtRs]);

// ---- Saturation ---------------------------------------------------------------
defvar CvtFtz = FlushToZero;
defvar CvtSat = Saturate;
defvar CvtRelu = ClampNegativeToZero;
// ptxas: .satfinite itself needs sm_70 (`cvt.rn.satfinite.f16.f32` is fine
// on sm_70 and sm_75 from PTX 8.1 on; the ISA names no target for it). The
// conversions it goes with have their own requirements (rules below).
def CvtSatfinite : Qualifier<".satfinite", Requires<PTX10, 70>>;

// ---- Types ----------------------------------------------------------------------
// The integer and f16/f32/f64 types, .bf16, .f16x2 and .bf16x2 are the shared
// records of Qualifiers.td. The packed narrow formats are bit-size types of
// their packed width; what they need is in the conversion rules.
def CvtTF32    : TypeQualifier<".tf32",    "b", 32, Requires<PTX70, 80>>;
def CvtE4M3x2  : TypeQualifier<".e4m3x2",  "b", 16, Always>;
def CvtE5M2x2  : TypeQualifier<".e5m2x2",  "b", 16, Always>;
def CvtE2M1x2  : TypeQualifier<".e2m1x2",  "b", 8,  Always>;
def CvtE2M3x2  : TypeQualifier<".e2m3x2",  "b", 16, Always>;
def CvtE3M2x2  : TypeQualifier<".e3m2x2",  "b", 16, Always>;
def CvtUE8M0x2 : TypeQualifier<".ue8m0x2", "b", 16, Always>;
def CvtE2M1x4  : TypeQualifier<".e2m1x4",  "b", 16, Always>;
def CvtE4M3x4  : TypeQualifier<".e4m3x4",  "b", 32, Always>;
def CvtE5M2x4  : TypeQualifier<".e5m2x4",  "b", 32, Always>;
def CvtE2M3x4  : TypeQualifier<".e2m3x4",  "b", 32, Always>;
def CvtE3M2x4  : TypeQualifier<".e3m2x4",  "b", 32, Always>;
// PTX 9.1: a pair of signed fp6 values (.s2f6), packed like .e2m3x2 into
// 16 bits, and the scale qualifier that goes with it (ISA 9.1 cvt; ptxas
// 13.0: "Unknown modifier '.s2f6x2'", "Unknown modifier
// '.scaled::n2::ue8m0'"). What they need is in the conversion rules.
def CvtS2F6x2  : TypeQualifier<".s2f6x2",  "b", 16, Always>;
def CvtScaledN2UE8M0 : Qualifier<".scaled::n2::ue8m0", Always>;

defvar CvtIntTypes = [U8, U16, U32, U64, S8, S16, S32, S64];
defvar CvtFloatTypes = [F16, F32, F64];
defvar CvtF8x2 = [CvtE4M3x2, CvtE5M2x2];
defvar CvtF6x2 = [CvtE2M3x2, CvtE3M2x2];
defvar CvtX4Types = [CvtE2M1x4, CvtE4M3x4, CvtE5M2x4, CvtE2M3x4, CvtE3M2x4];

defvar CvtDestinationTypes = !listconcat(CvtIntTypes, [BF16], CvtFloatTypes,
    [CvtTF32, F16x2, BF16x2], CvtF8x2, [CvtE2M1x2], CvtF6x2, [CvtUE8M0x2],
    CvtX4Types, [CvtS2F6x2]);
defvar CvtSourceTypes = !listconcat(CvtIntTypes, [BF16], CvtFloatTypes,
    [F16x2, BF16x2], CvtF8x2, [CvtE2M1x2], CvtF6x2, [CvtUE8M0x2],
    [CvtS2F6x2]);

//===----------------------------------------------------------------------===//
// Register types
//===----------------------------------------------------------------------===//

// ISA 9.4.1: cvt takes registers wider than an integer, bit-size or
// floating-point type. ptxas grants that only to the conversions among the
// integer types, .f16, .f32, .f64 and .f16x2 (from .f32); as in ld/st an
// .f16x2 register counts as a 32-bit bit-size one for integer types, and
// an .f16x2 instruction type takes an .f16x2 or a bit-size register.
// The random bits of .rs are a .b32 register exactly (no .u32, no .b64).
def CvtRelaxedTypes : TypeRuleSet<!listconcat(RelaxedTypes.Rules, [
  TypeRule<".f16x2", "b", "at-least">, TypeRule<".f16x2", ".f16x2", "same">,
  TypeRule<".b32", "b", "same">
])>;

// ptxas: a conversion from or to .bf16, .bf16x2, .tf32 or a packed narrow
// format takes registers of exactly the types' widths, for both operands
// (ISA: only the .bf16/.bf16x2/.tf32 operand itself is exact), and .bf16,
// .bf16x2, .tf32 and the packed formats want bit-size registers: `.b16`
// for .bf16, not `.f16`.
def CvtExactTypes : TypeRuleSet<[
  TypeRule<"b", "b", "same">,
  TypeRule<"u", "b", "same">, TypeRule<"u", "u", "same">,
  TypeRule<"u", "s", "same">, TypeRule<"u", ".f16x2", "same">,
  TypeRule<"s", "b", "same">, TypeRule<"s", "u", "same">,
  TypeRule<"s", "s", "same">, TypeRule<"s", ".f16x2", "same">,
  TypeRule<"f", "b", "same">, TypeRule<"f", "f", "same">,
  TypeRule<".bf16", "b", "same">, TypeRule<".bf16x2", "b", "same">,
  TypeRule<".f16x2", "b", "same">, TypeRule<".f16x2", ".f16x2", "same">
]>;

// ptxas: the .bf16x2 operand of the .ue8m0x2 conversions takes any 32-bit
// register (.u32, .s32, .f32, .f16x2 too; even a predicate, which is not
// modelled).
def CvtLooseBF16x2Types : TypeRuleSet<!listconcat(CvtExactTypes.Rules, [
  TypeRule<".bf16x2", "u", "same">, TypeRule<".bf16x2", "s", "same">,
  TypeRule<".bf16x2", "f", "same">, TypeRule<".bf16x2", ".f16x2", "same">
])>;

//===----------------------------------------------------------------------===//
// cvt (9.7.9.21)
//===----------------------------------------------------------------------===//

// ptxas: .sat, .relu and .satfinite may be written twice (`cvt.rzi.sat.sat`);
// a second rounding or .ftz is an error.
def CvtSatSlot : Slot<"saturation", [CvtSat]> { let RepeatAllowed = 1; }
def CvtReluSlot : Slot<"relu", [CvtRelu]> { let RepeatAllowed = 1; }
def CvtSatfiniteSlot : Slot<"satfinite", [CvtSatfinite]> {
  let RepeatAllowed = 1;
}
// ptxas: a `.pred` after the types is ignored, also written more than
// once (`cvt.s8.s32.pred`, `cvt.f32.f16.pred.pred`; not in the ISA);
// any other third type is an error.
def CvtTrailingPred : Slot<"trailing type", [Pred]> {
  let Positional = 1;
  let RepeatAllowed = 1;
}
defvar CvtSlots = [
  Slot<"rounding", CvtAllRounding>,
  Slot<"ftz", [CvtFtz]>,
  CvtSatSlot, CvtReluSlot, CvtSatfiniteSlot,
  PositionalSlot<"destination type", CvtDestinationTypes>,
  PositionalSlot<"source type", CvtSourceTypes>,
  CvtTrailingPred
];

// The forms with exact register types also have a slot for
// `.scaled::n2::ue8m0` (PTX 9.1, the .s2f6x2 conversions; their rows alone
// allow it) and the optional scale-factor operand written exactly with it.
// The other forms leave the slot out: a slot no row of a form names is
// free.
defvar CvtScaledSlots = !listconcat(CvtSlots,
                                    [Slot<"scale", [CvtScaledN2UE8M0]>]);

// The conversion tables below are keyed by the two types.
defvar CvtKeys = ["destination type", "source type"];

def CvtDestination : OperandSpec<"destination", RegisterOperand> {
  let TypeSlot = "destination type";
}
def CvtSource : OperandSpec<"source", ValueOperand> {
  let TypeSlot = "source type";
}
def CvtSecondSource : OperandSpec<"second source", ValueOperand> {
  let TypeSlot = "source type";
}
// The random bits of .rs: a .b32 register.
def CvtPairRandomBits : OperandSpec<"random-bits", RegisterOperand> {
  let FixedType = B32;
  let PresentWith = [CvtRs];
}
def CvtRandomBits : OperandSpec<"random-bits", RegisterOperand> {
  let FixedType = B32;
}
// ISA 9.1: "scale-factor" is a .b16 value holding two .ue8m0 scales
// (0x7f7f, 1.0 and 1.0, when left out); `.scaled::n2::ue8m0` and the
// operand go together.
def CvtScaleFactor : OperandSpec<"scale-factor", ValueOperand> {
  let FixedType = B16;
  let PresentWith = [CvtScaledN2UE8M0];
}
// `{a, b, e, f}`: four .f32 values, floating-point constants or registers.
// ptxas types the vector by its first register, which must fit .f32 (.f32
// or .b32), and takes the others while their types agree (equal, one of
// them bit-size, or both integers: `{r1, u1, u2, u3}` is accepted,
// `{f1, u1, f3, f4}` is "Vector with elements of different types"). The
// x4 conversion rows give its length. Not modelled: ptxas also takes a
// special register such as %tid.x there.
def CvtFourSources : OperandSpec<"sources", VectorOperand> {
  let FixedType = F32;
  let TypedByFirstElement = 1;
}

// One source, registers judged exactly. First of the one-source forms, so
// that a bf16 conversion with an ill-fitting register is explained by its
// register rather than by the form.
def CvtExactForm : Form<OpCvt, "cvt.dtype.atype d, a (exact register types)"> {
  let Summary = "Conversions from or to .bf16, .tf32 and the packed formats "
                "with one source operand; for .s2f6x2, an optional scale "
                "factor.";
  let Slots = CvtScaledSlots;
  let Operands = [CvtDestination, CvtSource, CvtScaleFactor];
  let TypeRules = CvtExactTypes;
  let Keys = CvtKeys;
}

def CvtForm : Form<OpCvt, "cvt.dtype.atype d, a"> {
  let Summary = "Conversions among the integer types, .f16, .f32 and .f64.";
  let Slots = CvtSlots;
  let Operands = [CvtDestination, CvtSource];
  let TypeRules = CvtRelaxedTypes;
  let Keys = CvtKeys;
}

def CvtUE8M0Form
    : Form<OpCvt, "cvt.dtype.atype d, a (.ue8m0x2 and .bf16x2)"> {
  let Summary = "Conversions between .ue8m0x2 and .bf16x2.";
  let Slots = CvtSlots;
  let Operands = [CvtDestination, CvtSource];
  let TypeRules = CvtLooseBF16x2Types;
  let Keys = CvtKeys;
}

def CvtPairExactForm
    : Form<OpCvt, "cvt.dtype.f32 d, a, b (exact register types)"> {
  let Summary = "Two .f32 values converted and packed into one destination; "
                "with .rs, random bits as a fourth operand; for .s2f6x2, an "
                "optional scale factor.";
  let Slots = CvtScaledSlots;
  let Operands = [CvtDestination, CvtSource, CvtSecondSource,
                  CvtPairRandomBits, CvtScaleFactor];
  let TypeRules = CvtExactTypes;
  let Keys = CvtKeys;
}

def CvtPairForm : Form<OpCvt, "cvt.dtype.f32 d, a, b"> {
  let Summary = "Two .f32 values converted to .f16x2.";
  let Slots = CvtSlots;
  let Operands = [CvtDestination, CvtSource, CvtSecondSource,
                  CvtPairRandomBits];
  let TypeRules = CvtRelaxedTypes;
  let Keys = CvtKeys;
}

def CvtQuadForm : Form<OpCvt, "cvt.rs.dtype.f32 d, {a, b, e, f}, rbits"> {
  let Summary = "Four .f32 values converted with stochastic rounding and "
                "packed into one destination.";
  let Slots = CvtSlots;
  let Operands = [CvtDestination, CvtFourSources, CvtRandomBits];
  let TypeRules = CvtExactTypes;
  let Keys = CvtKeys;
}

//===----------------------------------------------------------------------===//
// cvt conversions
//===----------------------------------------------------------------------===//

// A conversion: rows of the variant table keyed by (destination type,
// source type). Rounding lists the roundings it takes, of which one must be
// written when RoundingRequired; Also the other qualifiers it may take,
// Needs those it must. Its sources may be constants only when
// ConstantSource (PTX has constants of the integer types, .f32 and .f64),
// special registers only when SpecialRegisterSource, and never variables.
class Conversion<Form form, list<TypeQualifier> destinations,
                 list<TypeQualifier> sources>
    : Variant<form, [destinations, sources]> {
  list<Qualifier> Rounding = [];
  bit RoundingRequired = 0;
  list<Qualifier> Also = [];
  list<Qualifier> Needs = [];
  bit ConstantSource = 0;
  bit SpecialRegisterSource = 0;
  let Allowed = !listconcat(!if(RoundingRequired, [], Rounding), Also);
  let Required = !listconcat(!if(RoundingRequired, Rounding, []), Needs);
  let ConstantOperands = ConstantSource;
  let SpecialRegisterOperands = SpecialRegisterSource;
  let VariableOperands = 0;
}

// What the newer conversions need.
defvar CvtBF16Req = Requires<PTX78, 90>;
// fp8: PTX 7.8 for sm_90 and later, PTX 8.1 for sm_89 (two rules each).
defvar CvtF8ReqSM89 = Requires<PTX81, 89>;
defvar CvtF8ReqSM90 = Requires<PTX78, 90>;
// fp4, fp6 and ue8m0: the family-specific targets of sm_100, sm_110 (ex
// sm_101) and sm_120, and their `a` targets.
defvar CvtNarrowReq = Requires<PTX86, 0, [sm_100f, sm_110f, sm_120f]>;

// ---- Integer to integer: no rounding ------------------------------------------------
// A constant source is allowed where PTX has constants of the source type:
// the integer types, .f32 and .f64 (ConstantSource). ptxas: a special
// register (`%tid.x`) is a source of the integer-to-integer conversions
// only ("Special register argument not allowed" in `cvt.rn.f32.u32`).
def : Conversion<CvtForm, CvtIntTypes, CvtIntTypes> {
  let ConstantSource = 1;
  let SpecialRegisterSource = 1;
}
// .sat only where the destination cannot hold every source value (ISA:
// "illegal in cases where saturation is not possible").
def : Conversion<CvtForm, [U8], [U16, U32, U64, S8, S16, S32, S64]> {
  let Also = [CvtSat];
  let ConstantSource = 1;
  let SpecialRegisterSource = 1;
}
def : Conversion<CvtForm, [U16], [U32, U64, S8, S16, S32, S64]> {
  let Also = [CvtSat];
  let ConstantSource = 1;
  let SpecialRegisterSource = 1;
}
def : Conversion<CvtForm, [U32], [U64, S8, S16, S32, S64]> {
  let Also = [CvtSat];
  let ConstantSource = 1;
  let SpecialRegisterSource = 1;
}
def : Conversion<CvtForm, [U64], [S8, S16, S32, S64]> {
  let Also = [CvtSat];
  let ConstantSource = 1;
  let SpecialRegisterSource = 1;
}
def : Conversion<CvtForm, [S8], [U8, U16, U32, U64, S16, S32, S64]> {
  let Also = [CvtSat];
  let ConstantSource = 1;
  let SpecialRegisterSource = 1;
}
def : Conversion<CvtForm, [S16], [U16, U32, U64, S32, S64]> {
  let Also = [CvtSat];
  let ConstantSource = 1;
  let SpecialRegisterSource = 1;
}
def : Conversion<CvtForm, [S32], [U32, U64, S64]> {
  let Also = [CvtSat];
  let ConstantSource = 1;
  let SpecialRegisterSource = 1;
}
def : Conversion<CvtForm, [S64], [U64]> {
  let Also = [CvtSat];
  let ConstantSource = 1;
  let SpecialRegisterSource = 1;
}

// ---- Floating point to integer: integer rounding -----------------------------
// .sat is redundant but allowed; .ftz only for an .f32 source.
def : Conversion<CvtForm, CvtIntTypes, [F16]> {
  let Rounding = CvtIntRounding;
  let RoundingRequired = 1;
  let Also = [CvtSat];
}
def : Conversion<CvtForm, CvtIntTypes, [F64]> {
  let Rounding = CvtIntRounding;
  let RoundingRequired = 1;
  let Also = [CvtSat];
  let ConstantSource = 1;
}
def : Conversion<CvtForm, CvtIntTypes, [F32]> {
  let Rounding = CvtIntRounding;
  let RoundingRequired = 1;
  let Also = [CvtSat, CvtFtz];
  let ConstantSource = 1;
}
// ptxas: no .sat with a .bf16 source (ISA: allowed, redundant).
def : Conversion<CvtExactForm, CvtIntTypes, [BF16]> {
  let Rounding = CvtIntRounding;
  let RoundingRequired = 1;
  let Req = CvtBF16Req;
}

// ---- Integer to floating point: fp rounding --------------------------------------
def : Conversion<CvtForm, [F16, F64], CvtIntTypes> {
  let Rounding = CvtFpRounding;
  let RoundingRequired = 1;
  let Also = [CvtSat];
  let ConstantSource = 1;
}
def : Conversion<CvtForm, [F32], CvtIntTypes> {
  let Rounding = CvtFpRounding;
  let RoundingRequired = 1;
  let Also = [CvtSat, CvtFtz];
  let ConstantSource = 1;
}
// ptxas: no .sat for a .bf16 destination.
def : Conversion<CvtExactForm, [BF16], CvtIntTypes> {
  let Rounding = CvtFpRounding;
  let RoundingRequired = 1;
  let ConstantSource = 1;
  let Req = CvtBF16Req;
}

// ---- Floating point to the same type: optional integer rounding --------------
def : Conversion<CvtForm, [F16], [F16]> {
  let Rounding = CvtIntRounding;
  let Also = [CvtSat];
}
def : Conversion<CvtForm, [F32], [F32]> {
  let Rounding = CvtIntRounding;
  let Also = [CvtSat, CvtFtz];
  let ConstantSource = 1;
}
def : Conversion<CvtForm, [F64], [F64]> {
  let Rounding = CvtIntRounding;
  let Also = [CvtSat];
  let ConstantSource = 1;
}
def : Conversion<CvtExactForm, [BF16], [BF16]> {
  let Rounding = CvtIntRounding;
  let Req = CvtBF16Req;
}

// ---- Widening floating point: no rounding ------------------------------------------
def : Conversion<CvtForm, [F32], [F16]> {
  let Also = [CvtSat, CvtFtz];
}
def : Conversion<CvtForm, [F64], [F16]> {
  let Also = [CvtSat];
}
def : Conversion<CvtForm, [F64], [F32]> {
  let Also = [CvtSat, CvtFtz];
  let ConstantSource = 1;
}
// ptxas: widening from .bf16 takes an optional fp rounding (the ISA's own
// example is `cvt.f64.bf16.rp`), and no .sat. .ftz with .f32 came with PTX
// 7.8 and needs sm_90; ptxas 11.8 and 12.4 asked only what .f32 from .bf16
// without .ftz needs.
def CvtF32BF16Req : Requires<PTX71, 80>;
def CvtF32BF16FtzReq : Requires<PTX78, 90> {
  let OlderUpTo = [CUDA12_4];
  let Older = [CvtF32BF16Req];
}
def : Conversion<CvtExactForm, [F32], [BF16]> {
  let Rounding = CvtFpRounding;
  let Req = CvtF32BF16Req;
}
def : Conversion<CvtExactForm, [F32], [BF16]> {
  let Rounding = CvtFpRounding;
  let Needs = [CvtFtz];
  let Req = CvtF32BF16FtzReq;
}
def : Conversion<CvtExactForm, [F64], [BF16]> {
  let Rounding = CvtFpRounding;
  let Req = CvtBF16Req;
}
// ptxas: .f16 <-> .bf16 take an optional rounding, although both lose
// precision (ISA: rounding required).
def : Conversion<CvtExactForm, [BF16], [F16]> {
  let Rounding = CvtFpRounding;
  let Req = CvtBF16Req;
}
def : Conversion<CvtExactForm, [F16], [BF16]> {
  let Rounding = CvtFpRounding;
  let Req = CvtBF16Req;
}

// ---- Narrowing floating point: fp rounding -----------------------------------------
def : Conversion<CvtForm, [F16], [F64]> {
  let Rounding = CvtFpRounding;
  let RoundingRequired = 1;
  let Also = [CvtSat];
  let ConstantSource = 1;
}
def : Conversion<CvtForm, [F32], [F64]> {
  let Rounding = CvtFpRounding;
  let RoundingRequired = 1;
  let Also = [CvtSat, CvtFtz];
  let ConstantSource = 1;
}
def : Conversion<CvtExactForm, [BF16], [F64]> {
  let Rounding = CvtFpRounding;
  let RoundingRequired = 1;
  let ConstantSource = 1;
  let Req = CvtBF16Req;
}
def : Conversion<CvtForm, [F16], [F32]> {
  let Rounding = CvtFpRounding;
  let RoundingRequired = 1;
  let Also = [CvtSat, CvtFtz];
  let ConstantSource = 1;
}
// ptxas: .bf16 from .f32 takes any fp rounding and .ftz (the syntax gives
// .rn and .rz only), and no .sat.
def : Conversion<CvtExactForm, [BF16], [F32]> {
  let Rounding = CvtFpRounding;
  let RoundingRequired = 1;
  let Also = [CvtFtz];
  let Req = Requires<PTX70, 80>;
  let ConstantSource = 1;
}
// .relu and .satfinite: with .rn or .rz only, and neither with .ftz nor
// .sat. .satfinite on these came with PTX 8.1.
def : Conversion<CvtForm, [F16], [F32]> {
  let Rounding = [CvtRn, CvtRz];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let ConstantSource = 1;
}
def : Conversion<CvtForm, [F16], [F32]> {
  let Rounding = [CvtRn, CvtRz];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Needs = [CvtSatfinite];
  let Req = Requires<PTX81>;
  let ConstantSource = 1;
}
def : Conversion<CvtExactForm, [BF16], [F32]> {
  let Rounding = [CvtRn, CvtRz];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Req = Requires<PTX70, 80>;
  let ConstantSource = 1;
}
def : Conversion<CvtExactForm, [BF16], [F32]> {
  let Rounding = [CvtRn, CvtRz];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Needs = [CvtSatfinite];
  let Req = Requires<PTX81, 80>;
  let ConstantSource = 1;
}

// ---- .tf32 --------------------------------------------------------------------------
// .rna (PTX 7.0, sm_80; .satfinite from 8.1), or .rn/.rz with an optional
// .relu (PTX 7.8, sm_90; .satfinite from 8.6 and sm_100). Not modelled:
// ptxas fails on `cvt.rna.tf32.f32 %r, 1.0` with an internal "Arguments
// mismatch for instruction 'mov'" (0f3F800000, or 1.0 with .rn, is fine).
def : Conversion<CvtExactForm, [CvtTF32], [F32]> {
  let ConstantSource = 1;
  let Rounding = [CvtRna];
  let RoundingRequired = 1;
  let Req = Requires<PTX70, 80>;
}
def : Conversion<CvtExactForm, [CvtTF32], [F32]> {
  let ConstantSource = 1;
  let Rounding = [CvtRna];
  let RoundingRequired = 1;
  let Needs = [CvtSatfinite];
  let Req = Requires<PTX81, 80>;
}
def : Conversion<CvtExactForm, [CvtTF32], [F32]> {
  let ConstantSource = 1;
  let Rounding = [CvtRn, CvtRz];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Req = Requires<PTX78, 90>;
}
def : Conversion<CvtExactForm, [CvtTF32], [F32]> {
  let ConstantSource = 1;
  let Rounding = [CvtRn, CvtRz];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Needs = [CvtSatfinite];
  let Req = Requires<PTX86, 100>;
}

// ---- .f16x2 and .bf16x2 from two .f32 ---------------------------------------------
// ptxas: .f16x2 takes wider registers (`cvt.rn.f16x2.f32 %rd0, ...`),
// .bf16x2 does not.
def : Conversion<CvtPairForm, [F16x2], [F32]> {
  let Rounding = [CvtRn, CvtRz];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Req = Requires<PTX70, 80>;
  let ConstantSource = 1;
}
def : Conversion<CvtPairForm, [F16x2], [F32]> {
  let Rounding = [CvtRn, CvtRz];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Needs = [CvtSatfinite];
  let Req = Requires<PTX81, 80>;
  let ConstantSource = 1;
}
def : Conversion<CvtPairForm, [F16x2], [F32]> {
  let Rounding = [CvtRs];
  let RoundingRequired = 1;
  let Also = [CvtRelu, CvtSatfinite];
  let Req = Requires<PTX70, 80>;
  let ConstantSource = 1;
}
def : Conversion<CvtPairExactForm, [BF16x2], [F32]> {
  let Rounding = [CvtRn, CvtRz];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Req = Requires<PTX70, 80>;
  let ConstantSource = 1;
}
def : Conversion<CvtPairExactForm, [BF16x2], [F32]> {
  let Rounding = [CvtRn, CvtRz];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Needs = [CvtSatfinite];
  let Req = Requires<PTX81, 80>;
  let ConstantSource = 1;
}
def : Conversion<CvtPairExactForm, [BF16x2], [F32]> {
  let Rounding = [CvtRs];
  let RoundingRequired = 1;
  let Also = [CvtRelu, CvtSatfinite];
  let Req = Requires<PTX70, 80>;
  let ConstantSource = 1;
}
// ptxas: scalar .rs is rejected (`cvt.rs.f16.f32`), although the ISA
// describes the random bits of .f16 and .bf16 destinations.

// ---- fp8: .e4m3x2 and .e5m2x2 ------------------------------------------------------
// To fp8 with .rn and the mandatory .satfinite; from fp8 to .f16x2 with .rn.
multiclass CvtF8Rules<Requires req> {
  def _F32 : Conversion<CvtPairExactForm, CvtF8x2, [F32]> {
    let ConstantSource = 1;
    let Rounding = [CvtRn];
    let RoundingRequired = 1;
    let Also = [CvtRelu];
    let Needs = [CvtSatfinite];
    let Req = req;
  }
  def _F16x2 : Conversion<CvtExactForm, CvtF8x2, [F16x2]> {
    let Rounding = [CvtRn];
    let RoundingRequired = 1;
    let Also = [CvtRelu];
    let Needs = [CvtSatfinite];
    let Req = req;
  }
  def _ToF16x2 : Conversion<CvtExactForm, [F16x2], CvtF8x2> {
    let Rounding = [CvtRn];
    let RoundingRequired = 1;
    let Also = [CvtRelu];
    let Req = req;
  }
}
defm CvtF8SM89 : CvtF8Rules<CvtF8ReqSM89>;
defm CvtF8SM90 : CvtF8Rules<CvtF8ReqSM90>;

// ---- fp4 and fp6: .e2m1x2, .e2m3x2, .e3m2x2 -----------------------------------------
def : Conversion<CvtPairExactForm, !listconcat([CvtE2M1x2], CvtF6x2), [F32]> {
  let ConstantSource = 1;
  let Rounding = [CvtRn];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Needs = [CvtSatfinite];
  let Req = CvtNarrowReq;
}
// ptxas: .e2m1x2 also converts from .f16x2 (the ISA has it from .f32
// only); .e2m3x2 and .e3m2x2 do not.
def : Conversion<CvtExactForm, [CvtE2M1x2], [F16x2]> {
  let Rounding = [CvtRn];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Needs = [CvtSatfinite];
  let Req = CvtNarrowReq;
}
def : Conversion<CvtExactForm, [F16x2], !listconcat([CvtE2M1x2], CvtF6x2)> {
  let Rounding = [CvtRn];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Req = CvtNarrowReq;
}

// PTX 9.1 (ISA 9.1 cvt, PTX ISA Notes: "cvt.rn.satfinite{.relu}
// {.e5m2x2/.e4m3x2}{.bf16x2} introduced in PTX ISA version 9.1" and
// "cvt.rn.satfinite{.relu}{.e2m3x2/.e3m2x2/.e2m1x2}{.f16x2/.bf16x2}
// introduced in PTX ISA version 9.1"): the packed fp8, fp6 and fp4 pairs
// from .bf16x2, and fp6 from .f16x2, on the family-specific targets of
// sm_100, sm_110 and sm_120 (Target ISA Notes: "sm_100f or higher in the
// same family", sm_110f, sm_120f). ptxas 13.0 refuses every one of them at
// .version 9.0, on sm_100a, sm_100f and sm_120a alike: "Unexpected
// instruction types specified for 'cvt'". .e2m1x2 from .f16x2 is older:
// ptxas 13.0 takes it from PTX 8.6 (the rule above), although the 9.1 text
// dates it with the others.
defvar CvtPackedFromHalfReq = Requires<PTX91, 0, [sm_100f, sm_110f, sm_120f]>;
class CvtPackedFromHalf<list<TypeQualifier> destinations,
                        list<TypeQualifier> sources>
    : Conversion<CvtExactForm, destinations, sources> {
  let Rounding = [CvtRn];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Needs = [CvtSatfinite];
  let Req = CvtPackedFromHalfReq;
}
def : CvtPackedFromHalf<CvtF8x2, [BF16x2]>;
def : CvtPackedFromHalf<CvtF6x2, [F16x2, BF16x2]>;
def : CvtPackedFromHalf<[CvtE2M1x2], [BF16x2]>;

// ---- .s2f6x2 (PTX 9.1) ----------------------------------------------------------------
// ISA 9.1 cvt, three syntax lines:
//   cvt.rn.satfinite{.relu}{.scaled::n2::ue8m0}.s2f6x2.f32 d, a, b{, scale-factor};
//   cvt.rn.satfinite{.relu}{.scaled::n2::ue8m0}.s2f6x2.bf16x2 d, a{, scale-factor};
//   cvt.rn{.satfinite}{.relu}{.scaled::n2::ue8m0}.bf16x2.s2f6x2 d, a{, scale-factor};
// PTX ISA Notes: "cvt with .s2f6x2 instruction type introduced in PTX ISA
// version 9.1"; Target ISA Notes: sm_100a, sm_103a, sm_110a, sm_120a and
// sm_121a only (no family-specific targets). Only the ISA text speaks for
// these rows: ptxas 13.0 knows neither .s2f6x2 nor .scaled::n2::ue8m0
// ("Unknown modifier"). Constants as the .f32 sources are taken as for the
// other packed conversions from .f32 (not probed).
defvar CvtS2F6Req = Requires<PTX91, 0, [sm_100a, sm_103a, sm_110a, sm_120a,
                                        sm_121a]>;
def : Conversion<CvtPairExactForm, [CvtS2F6x2], [F32]> {
  let Rounding = [CvtRn];
  let RoundingRequired = 1;
  let Also = [CvtRelu, CvtScaledN2UE8M0];
  let Needs = [CvtSatfinite];
  let Req = CvtS2F6Req;
  let ConstantSource = 1;
}
def : Conversion<CvtExactForm, [CvtS2F6x2], [BF16x2]> {
  let Rounding = [CvtRn];
  let RoundingRequired = 1;
  let Also = [CvtRelu, CvtScaledN2UE8M0];
  let Needs = [CvtSatfinite];
  let Req = CvtS2F6Req;
}
def : Conversion<CvtExactForm, [BF16x2], [CvtS2F6x2]> {
  let Rounding = [CvtRn];
  let RoundingRequired = 1;
  let Also = [CvtSatfinite, CvtRelu, CvtScaledN2UE8M0];
  let Req = CvtS2F6Req;
}

// ---- .ue8m0x2 -------------------------------------------------------------------------
// ptxas: no .relu with .ue8m0x2 (the ISA's syntax gives .bf16x2 sources
// one), and no .satfinite in the conversion back to .bf16x2.
def : Conversion<CvtPairExactForm, [CvtUE8M0x2], [F32]> {
  let Rounding = [CvtRz, CvtRp];
  let RoundingRequired = 1;
  let Also = [CvtSatfinite];
  let Req = CvtNarrowReq;
  let ConstantSource = 1;
}
def : Conversion<CvtUE8M0Form, [CvtUE8M0x2], [BF16x2]> {
  let Rounding = [CvtRz, CvtRp];
  let RoundingRequired = 1;
  let Also = [CvtSatfinite];
  let Req = CvtNarrowReq;
}
def : Conversion<CvtUE8M0Form, [BF16x2], [CvtUE8M0x2]> {
  let Rounding = [CvtRn];
  let RoundingRequired = 1;
  let Req = CvtNarrowReq;
}

// ---- Four .f32 with .rs: .e2m1x4, .e4m3x4, .e5m2x4, .e2m3x4, .e3m2x4 ---------------
// .rs brings the requirement (PTX 8.7, sm_100a or sm_103a).
def : Conversion<CvtQuadForm, CvtX4Types, [F32]> {
  let Rounding = [CvtRs];
  let RoundingRequired = 1;
  let Also = [CvtRelu];
  let Needs = [CvtSatfinite];
  let Elements = [4];   // the sources {a, b, e, f}
}

//===----------------------------------------------------------------------===//
// cvt.pack (9.7.9.22)
//===----------------------------------------------------------------------===//

// Sub-byte convert types need sm_75; ptxas gates .u4/.s4 at PTX 6.3 and
// .u2/.s2 at 6.5 (cvt.pack itself needs 6.5 and sm_72).
def PackU2 : TypeQualifier<".u2", "u", 2, Requires<PTX65, 75>>;
def PackS2 : TypeQualifier<".s2", "s", 2, Requires<PTX65, 75>>;
def PackU4 : TypeQualifier<".u4", "u", 4, Requires<PTX63, 75>>;
def PackS4 : TypeQualifier<".s4", "s", 4, Requires<PTX63, 75>>;

defvar PackConvertTypes = [U16, S16, PackU2, PackS2, PackU4, PackS4, U8, S8];

// ptxas: `.sat` may be written twice (`cvt.pack.sat.sat.u16.s32`).
def PackSat : RequiredSlot<"saturation", [CvtSat]> { let RepeatAllowed = 1; }

// ptxas: no special registers and no variables as operands (the rules
// have no SpecialRegisterSource, unlike cvt's integer conversions).
//
// ptxas: the destination takes any integer or bit-size register of at
// least 32 bits (`%rd0`), as do a, b (`%sd1`) and c (`%rd3`); c may be an
// immediate.
def PackDestination : OperandSpec<"destination", RegisterOperand> {
  let FixedType = U32;
}
def PackA : OperandSpec<"a", ValueOperand> { let TypeSlot = "source type"; }
def PackB : OperandSpec<"b", ValueOperand> { let TypeSlot = "source type"; }
def PackC : OperandSpec<"c", ValueOperand> { let TypeSlot = "c type"; }

def PackForm : Form<OpCvtPack, "cvt.pack.sat.convertType.s32 d, a, b"> {
  let Summary = "Two .s32 values saturated to 16 bits and packed.";
  let Slots = [PackSat,
               PositionalSlot<"destination type", PackConvertTypes>,
               PositionalSlot<"source type", [S32]>,
               CvtTrailingPred];
  let Operands = [PackDestination, PackA, PackB];
  let TypeRules = RelaxedTypes;
  let Keys = CvtKeys;
}

def PackWithCForm
    : Form<OpCvtPack, "cvt.pack.sat.convertType.s32.b32 d, a, b, c"> {
  let Summary = "Two .s32 values saturated to 8, 4 or 2 bits and packed into "
                "the low bits of d; the other bits come from c.";
  let Slots = [PackSat,
               PositionalSlot<"destination type", PackConvertTypes>,
               PositionalSlot<"source type", [S32]>,
               PositionalSlot<"c type", [B32]>,
               CvtTrailingPred];
  let Operands = [PackDestination, PackA, PackB, PackC];
  let TypeRules = RelaxedTypes;
  let Keys = CvtKeys;
}

def : Conversion<PackForm, [U16, S16], [S32]> {
  let Also = [CvtSat];
  let ConstantSource = 1;
}
def : Conversion<PackWithCForm, [PackU2, PackS2, PackU4, PackS4, U8, S8],
                     [S32]> {
  let Also = [CvtSat];
  let ConstantSource = 1;
}
