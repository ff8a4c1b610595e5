//===- Arithmetic.td - add sub mul mad div abs neg min max ----------------===//
//
// ISA 9.7.1 (integer), 9.7.3 (floating point), 9.7.4 (half precision) and
// 9.7.5 (mixed precision) forms of the nine arithmetic instructions that
// share their opcode across those sections.
//
// One form per operand shape: where the operands are all of one type (the
// type written), the legal qualifiers per type are rows of the form's
// variant table, keyed by the type, so that `add.f32` and `add.u32` are one
// binary-search probe each. The forms whose operands differ in type get
// their own form: mixed precision (`add.f32.f16 d, a, c`), mul/mad with a
// mode word right after the opcode (`.hi`, `.lo`, `.wide`; the `.wide`
// destination, and mad's addend, are twice as wide: OperandSpec WidenedBy),
// and min/max with three inputs.
//
// The rules follow ptxas 13.0, probed type by type and qualifier by
// qualifier; where it differs from the ISA text a comment marked "ptxas:"
// says how.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Qualifiers: the shared records of Qualifiers.td
//===----------------------------------------------------------------------===//

defvar ArRn = RoundRn;
defvar ArRz = RoundRz;
defvar ArRm = RoundRm;
defvar ArRp = RoundRp;
defvar ArRounding = [ArRn, ArRz, ArRm, ArRp];
defvar ArFtz = FlushToZero;
defvar ArSat = Saturate;
defvar ArRelu = ClampNegativeToZero;
defvar ArApprox = Approximate;
defvar ArFull = FullRange;
defvar ArNaN = PropagateNaN;
defvar ArXorSign = XorSign;
defvar ArAbs = AbsoluteValue;
defvar ArHi = HalfHigh;
defvar ArLo = HalfLow;
defvar ArWide = WideProduct;
defvar ArCarry = CarryOut;

defvar ArIntTypes = [U16, U32, U64, S16, S32, S64];
defvar ArSignedTypes = [S16, S32, S64];
// The integer types that add/sub/mad take .cc with (ISA 9.7.2: the 32- and
// 64-bit ones).
defvar ArCarryTypes = [U32, S32, U64, S64];
// The types whose product `.wide` keeps whole, and the type it has.
defvar ArNarrowTypes = [U16, U32, S16, S32];
defvar ArWideTypes = [U32, U64, S32, S64];

//===----------------------------------------------------------------------===//
// Register types
//===----------------------------------------------------------------------===//

// ISA 9.4's exact rules, as ptxas applies them to these instructions:
// - an .f16x2 register is a 32-bit bit-size one for the integer types
//   (`add.s32 r, x1, x2`) and the packed .u16x2/.s16x2, not for .f32;
// - .f16x2 takes .b32 and .f16x2 registers, .bf16 and .bf16x2 only
//   bit-size ones (`.b16`, `.b32`: not an .f16 or .f16x2 register), and
//   .f32x2 only a .b64 (not an .f64);
// - .u16x2 and .s16x2 take .b32 and .f16x2 registers, not .u32 or .s32.
def ArithTypes : TypeRuleSet<!listconcat(ExactTypes.Rules, F16x2AsIntegerRules,
                                         HalfPackedRules, [
  TypeRule<".f32x2", "b", "same">,
  TypeRule<".u16x2", "b", "same">, TypeRule<".u16x2", ".f16x2", "same">,
  TypeRule<".s16x2", "b", "same">, TypeRule<".s16x2", ".f16x2", "same">
])>;

// ptxas: the .bf16 source of the mixed-precision add/sub is judged as a
// 16-bit integer: a .b16, .u16 or .s16 register or an integer constant.
// ptxas: unlike the other operands, it takes no function's name.
def ArMixedBF16Source : OperandSpec<"a", ValueOperand> {
  let FixedType = B16;
  let RegisterTypes = [B16, U16, S16];
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// ptxas: no special register (`%tid.x`: "Special register argument not
// allowed") and no variable is an operand of these instructions; a
// function's name is (`add.u32 r0, r1, dfunc`), whatever the type.
class ArOperand<string name, OperandKind kind, string typeSlot = "type">
    : OperandSpec<name, kind> {
  let TypeSlot = typeSlot;
  let SpecialRegisters = 0;
  let Variables = 0;
}
def ArD : ArOperand<"d", RegisterOperand>;
def ArA : ArOperand<"a", ValueOperand>;
def ArB : ArOperand<"b", ValueOperand>;
def ArC : ArOperand<"c", ValueOperand>;
// The mixed-precision .f16 source: a register or a function's name
// (ptxas takes `add.f32.f16 f0, dfunc, f1`), no constant.
def ArMixedF16Source : ArOperand<"a", ValueOperand, "source type"> {
  let NoConstants = 1;
}
// mul.wide's and mad.wide's destination and mad.wide's addend.
class ArWidened<string name, OperandKind kind> : ArOperand<name, kind> {
  let WidenedBy = [ArWide];
  let WidenFrom = ArNarrowTypes;
  let WidenTo = ArWideTypes;
}
def ArWideD : ArWidened<"d", RegisterOperand>;
def ArWideC : ArWidened<"c", ValueOperand>;

//===----------------------------------------------------------------------===//
// Slots and row helpers
//===----------------------------------------------------------------------===//

// ptxas takes .sat, .NaN and .relu written twice (`add.sat.sat.f16x2`); a
// second rounding, .ftz or .xorsign is an error.
def ArSatSlot : Slot<"saturation", [ArSat]> { let RepeatAllowed = 1; }
def ArNaNSlot : Slot<"NaN", [ArNaN]> { let RepeatAllowed = 1; }
def ArReluSlot : Slot<"relu", [ArRelu]> { let RepeatAllowed = 1; }
def ArRoundingSlot : Slot<"rounding", ArRounding>;
def ArFtzSlot : Slot<"ftz", [ArFtz]>;
def ArCarrySlot : Slot<"carry", [ArCarry]>;
// ptxas: add, sub, min, max, abs, neg and the floating-point mul take
// `.pred` anywhere among their qualifiers, as often as written, and ignore
// it (`add.pred.u32`, `min.NaN.pred.bf16`, `mul.pred.f32`); the integer
// mul, mad and div refuse it.
def ArIgnoredPred : Slot<"ignored type", [Pred]> { let RepeatAllowed = 1; }
// ptxas: `.hi`, `.lo` and `.wide` come right after mul and mad
// (`mul.u32.hi` is refused, `mad.hi.s32.sat` is not).
def ArModeSlot : FixedSlot<"mode", [ArHi, ArLo, ArWide]>;

// ptxas: "Feature '.cc with 64bit type' requires PTX ISA .version 4.3".
def ArCarry64 : RequiresWith<[ArCarry], [U64, S64], Requires<PTX43>>;

// A row of a form keyed by its type: what the type takes, what it needs.
class ArRow<Form form, list<Qualifier> types, list<Qualifier> allowed = [],
            Requires req = Always> : Variant<form, [types]> {
  let Allowed = allowed;
  let Req = req;
}
// Types of which PTX has no constants: the packed and half types.
class ArRegisterRow<Form form, list<Qualifier> types,
                    list<Qualifier> allowed = [], Requires req = Always>
    : ArRow<form, types, allowed, req> {
  let ConstantOperands = 0;
}

// What the newer types need (ISA "PTX ISA Notes" and "Target ISA Notes").
defvar ArF16Req = Requires<PTX42, 53>;
defvar ArBF16Req = Requires<PTX78, 90>;
defvar ArF32x2Req = Requires<PTX86, 100>;
defvar ArInt16x2Req = Requires<PTX80, 90>;
defvar ArMixedReq = Requires<PTX86, 100>;

// The floating-point rows add, sub and mul share: .f32 with rounding,
// .ftz and .sat; .f64 with rounding; .f32x2 without .sat; .f16/.f16x2
// with .rn, .ftz, .sat; .bf16/.bf16x2 with .rn only.
multiclass ArFloatRows<Form form> {
  def F32 : ArRow<form, [F32], !listconcat(ArRounding, [ArFtz, ArSat])>;
  def F64 : ArRow<form, [F64], ArRounding>;
  def F32x2 : ArRegisterRow<form, [F32x2], !listconcat(ArRounding, [ArFtz]),
                            ArF32x2Req>;
  def Half : ArRegisterRow<form, [F16, F16x2], [ArRn, ArFtz, ArSat], ArF16Req>;
  def BF16 : ArRegisterRow<form, [BF16, BF16x2], [ArRn], ArBF16Req>;
}

defvar ArFloatSlots = [ArRoundingSlot, ArFtzSlot, ArSatSlot];
defvar ArFloatTypes = [F32, F64, F32x2, F16, F16x2, BF16, BF16x2];

class ArForm<Opcode op, string name> : Form<op, name> {
  let TypeRules = ArithTypes;
}

//===----------------------------------------------------------------------===//
// add, sub (9.7.1.1, 9.7.1.2, 9.7.3.3, 9.7.3.4, 9.7.4.1, 9.7.4.2, 9.7.5)
//===----------------------------------------------------------------------===//

// One form for the integer, floating-point and half-precision blocks: the
// same three operands of the type written. `.cc` here is the carry-out of
// ISA 9.7.2 written after the type (`add.u32.cc`): ptxas takes it on the
// 32- and 64-bit integer types, never with .sat.
multiclass ArAddSub<Opcode op, string name, list<Qualifier> packed> {
  def Form : ArForm<op, name # " d, a, b"> {
    let Summary = "Integer, floating-point and half-precision " # name #
                  ": the operands are of the type written.";
    let Slots = [ArRoundingSlot, ArFtzSlot, ArSatSlot, ArCarrySlot,
                 ArIgnoredPred, PositionalSlot<"type", !listconcat(ArIntTypes, packed,
                                                    ArFloatTypes)>];
    let Operands = [ArD, ArA, ArB];
    let Keys = ["type"];
    let Constraints = [Excludes<[ArSat], [ArCarry]>, ArCarry64];
  }
  def IntRow : ArRow<!cast<Form>(NAME # "Form"), [U16, S16]>;
  def CarryRow : ArRow<!cast<Form>(NAME # "Form"), [U32, U64, S64], [ArCarry]>;
  def S32Row : ArRow<!cast<Form>(NAME # "Form"), [S32], [ArSat, ArCarry]>;
  defm Float : ArFloatRows<!cast<Form>(NAME # "Form")>;

  // 9.7.5: an .f16 or .bf16 source converted to .f32 and added to an .f32.
  // ptxas: no .ftz.
  defvar MixedSlots = [ArRoundingSlot, ArSatSlot, ArIgnoredPred,
                       PositionalSlot<"type", [F32]>];
  def MixedF16Form : ArForm<op, name # ".f32.f16 d, a, c"> {
    let Summary = "Mixed precision: an .f16 source and an .f32 one.";
    let Keys = ["type", "source type"];
    let Slots = !listconcat(MixedSlots,
                            [PositionalSlot<"source type", [F16]>]);
    // ptxas: the .f16 source is an .f16 or .b16 register, no constant.
    let Operands = [ArD, ArMixedF16Source, ArC];
  }
  def MixedBF16Form : ArForm<op, name # ".f32.bf16 d, a, c"> {
    let Summary = "Mixed precision: a .bf16 source and an .f32 one.";
    let Keys = ["type", "source type"];
    let Slots = !listconcat(MixedSlots,
                            [PositionalSlot<"source type", [BF16]>]);
    let Operands = [ArD, ArMixedBF16Source, ArC];
  }
  // One row each, for what they need: "'add.f32.f16' requires sm_100".
  def MixedF16Row : Variant<!cast<Form>(NAME # "MixedF16Form"), [[F32], [F16]]> {
    let Req = ArMixedReq;
  }
  def MixedBF16Row : Variant<!cast<Form>(NAME # "MixedBF16Form"),
                             [[F32], [BF16]]> {
    let Req = ArMixedReq;
  }
}

// ISA: add takes the packed .u16x2 and .s16x2 (PTX 8.0, sm_90); sub does not.
defm ArAdd : ArAddSub<OpAdd, "add", [U16x2, S16x2]>;
def ArAddInt16x2Row : ArRegisterRow<ArAddForm, [U16x2, S16x2], [],
                                    ArInt16x2Req>;
defm ArSub : ArAddSub<OpSub, "sub", []>;

//===----------------------------------------------------------------------===//
// mul (9.7.1.3, 9.7.3.5, 9.7.4.3)
//===----------------------------------------------------------------------===//

def ArMulForm : ArForm<OpMul, "mul.mode.type d, a, b"> {
  let Summary = "Integer multiply: the high or low half of the product, or "
                "all of it (.wide, 16- and 32-bit types: d is twice as wide).";
  let Slots = [ArModeSlot, RequiredSlot<"type", ArIntTypes>];
  let Operands = [ArWideD, ArA, ArB];
  let Constraints = [OnlyWith<[ArWide], "type", ArNarrowTypes>];
}

def ArMulFloatForm : ArForm<OpMul, "mul.type d, a, b (floating point)"> {
  let Summary = "Floating-point and half-precision multiply.";
  let Slots = [ArRoundingSlot, ArFtzSlot, ArSatSlot, ArIgnoredPred,
               RequiredSlot<"type", ArFloatTypes>];
  let Operands = [ArD, ArA, ArB];
  let Keys = ["type"];
}
defm ArMulFloat : ArFloatRows<ArMulFloatForm>;

//===----------------------------------------------------------------------===//
// mad (9.7.1.4, 9.7.3.7)
//===----------------------------------------------------------------------===//

def ArMadForm : ArForm<OpMad, "mad.mode.type d, a, b, c"> {
  let Summary = "Integer multiply-add: the high or low half of the product, "
                "or all of it (.wide: d and c are twice as wide), plus c; "
                ".sat only in mad.hi.s32; .cc (ISA 9.7.2, written after "
                "the mode) on .hi and .lo of the 32- and 64-bit types.";
  let Slots = [ArModeSlot, ArSatSlot, ArCarrySlot,
               RequiredSlot<"type", ArIntTypes>];
  let Operands = [ArWideD, ArA, ArB, ArWideC];
  let Constraints = [
    OnlyWith<[ArWide], "type", ArNarrowTypes>,
    OnlyWith<[ArSat], "mode", [ArHi]>,
    OnlyWith<[ArSat], "type", [S32]>,
    OnlyWith<[ArCarry], "mode", [ArHi, ArLo]>,
    OnlyWith<[ArCarry], "type", ArCarryTypes>,
    Excludes<[ArSat], [ArCarry]>,
    ArCarry64,
    // ptxas: "Feature 'mad.cc' requires PTX ISA .version 3.0".
    RequiresIn<[ArCarry], Requires<PTX30, 20>>
  ];
}

// From PTX 3.2 mad.f32 and mad.f64 need a rounding (ptxas: 3.1 warns and
// takes .rn); see the legacy form below.
def ArMadFloatForm : ArForm<OpMad, "mad.rnd.type d, a, b, c (floating point)"> {
  let Summary = "Floating-point multiply-add, rounded once.";
  let Slots = [ArRoundingSlot, ArFtzSlot, ArSatSlot,
               RequiredSlot<"type", [F32, F64]>];
  let Operands = [ArD, ArA, ArB, ArC];
  let Keys = ["type"];
}
def : ArRow<ArMadFloatForm, [F32], [ArFtz, ArSat]> { let Required = ArRounding; }
def : ArRow<ArMadFloatForm, [F64]> { let Required = ArRounding; }

// ptxas: `mad.f32` without a rounding is accepted up to PTX 3.1 (as
// mad.rn.f32), refused from 3.2 on.
def ArMadLegacyForm : ArForm<OpMad, "mad.f32 d, a, b, c (PTX 3.1 and earlier)"> {
  let Summary = "mad.f32 without a rounding, before PTX 3.2.";
  let Slots = [ArFtzSlot, ArSatSlot, RequiredSlot<"type", [F32]>];
  let Operands = [ArD, ArA, ArB, ArC];
  let Constraints = [
    RemovedFor<Requires<PTX32>, "write a rounding (.rn, .rz, .rm or .rp)">
  ];
}

//===----------------------------------------------------------------------===//
// div (9.7.1.8, 9.7.3.8)
//===----------------------------------------------------------------------===//

// div.f32 needs exactly one of .approx, .full or a rounding, div.f64 a
// rounding (ptxas: "Rounding modifier or '.approx' modifier required"):
// the rows are keyed by all three slots. ptxas: `.approx` may be written
// twice (`div.approx.approx.f32`), `.full` may not.
def ArApproxSlot : Slot<"approx", [ArApprox]> { let RepeatAllowed = 1; }
def ArDivForm : ArForm<OpDiv, "div.type d, a, b"> {
  let Summary = "Integer and floating-point divide: .f32 needs .approx, "
                ".full or a rounding, .f64 a rounding.";
  let Slots = [ArApproxSlot, Slot<"full", [ArFull]>, ArRoundingSlot, ArFtzSlot,
               RequiredSlot<"type", !listconcat(ArIntTypes, [F32, F64])>];
  let Operands = [ArD, ArA, ArB];
  let Keys = ["type", "full", "approx", "rounding"];
}
class ArDivRow<list<Qualifier> types, list<Qualifier> full,
               list<Qualifier> approx, list<Qualifier> rounding,
               list<Qualifier> allowed = []>
    : Variant<ArDivForm, [types, full, approx, rounding]> {
  let Allowed = allowed;
}
def : ArDivRow<ArIntTypes, [Absent], [Absent], [Absent]>;
def : ArDivRow<[F32], [Absent], [Absent], ArRounding, [ArFtz]>;
def : ArDivRow<[F32], [Absent], [ArApprox], [Absent], [ArFtz]>;
def : ArDivRow<[F32], [ArFull], [Absent], [Absent], [ArFtz]>;
def : ArDivRow<[F64], [Absent], [Absent], ArRounding>;

//===----------------------------------------------------------------------===//
// abs, neg (9.7.1.10, 9.7.1.11, 9.7.3.9, 9.7.3.10, 9.7.4.5, 9.7.4.6)
//===----------------------------------------------------------------------===//

multiclass ArUnary<Opcode op, string name, Requires halfReq> {
  def Form : ArForm<op, name # ".type d, a"> {
    let Summary = "Signed integer, floating-point and half-precision " # name # ".";
    let Slots = [ArFtzSlot, ArIgnoredPred,
                 RequiredSlot<"type", !listconcat(ArSignedTypes,
                     [F32, F64, F16, F16x2, BF16, BF16x2])>];
    let Operands = [ArD, ArA];
    let Keys = ["type"];
  }
  def IntRow : ArRow<!cast<Form>(NAME # "Form"), ArSignedTypes>;
  def F32Row : ArRow<!cast<Form>(NAME # "Form"), [F32], [ArFtz]>;
  def F64Row : ArRow<!cast<Form>(NAME # "Form"), [F64]>;
  def HalfRow : ArRegisterRow<!cast<Form>(NAME # "Form"), [F16, F16x2],
                              [ArFtz], halfReq>;
  def BF16Row : ArRegisterRow<!cast<Form>(NAME # "Form"), [BF16, BF16x2], [],
                              Requires<PTX70, 80>>;
}
defm ArAbs : ArUnary<OpAbs, "abs", Requires<PTX65, 53>>;
defm ArNeg : ArUnary<OpNeg, "neg", Requires<PTX60, 53>>;

//===----------------------------------------------------------------------===//
// min, max (9.7.1.12, 9.7.1.13, 9.7.3.11, 9.7.3.12, 9.7.4.7, 9.7.4.8)
//===----------------------------------------------------------------------===//

multiclass ArMinMax<Opcode op, string name> {
  def Form : ArForm<op, name # ".type d, a, b"> {
    let Summary = "Integer, floating-point and half-precision " # name #
                  " of two values.";
    let Slots = [ArFtzSlot, ArNaNSlot, Slot<"xorsign", [ArXorSign]>,
                 Slot<"abs", [ArAbs]>, ArReluSlot, ArIgnoredPred,
                 RequiredSlot<"type", !listconcat(ArIntTypes, [U16x2, S16x2],
                     [F32, F64, F16, F16x2, BF16, BF16x2])>];
    let Operands = [ArD, ArA, ArB];
    let Keys = ["type"];
    let Constraints = [
      NeedsOneOf<[ArXorSign], [ArAbs]>, NeedsOneOf<[ArAbs], [ArXorSign]>,
      RequiresIn<[ArNaN], Requires<PTX70, 80>>,
      RequiresIn<[ArXorSign, ArAbs], Requires<PTX72, 86>>,
      RequiresIn<[ArRelu], ArInt16x2Req>
    ];
  }
  def IntRow : ArRow<!cast<Form>(NAME # "Form"), [U16, U32, U64, S16, S64]>;
  def S32Row : ArRow<!cast<Form>(NAME # "Form"), [S32], [ArRelu]>;
  def U16x2Row : ArRegisterRow<!cast<Form>(NAME # "Form"), [U16x2], [],
                               ArInt16x2Req>;
  def S16x2Row : ArRegisterRow<!cast<Form>(NAME # "Form"), [S16x2], [ArRelu],
                               ArInt16x2Req>;
  def F32Row : ArRow<!cast<Form>(NAME # "Form"), [F32],
                     [ArFtz, ArNaN, ArXorSign, ArAbs]>;
  def F64Row : ArRow<!cast<Form>(NAME # "Form"), [F64]>;
  def HalfRow : ArRegisterRow<!cast<Form>(NAME # "Form"), [F16, F16x2],
                              [ArFtz, ArNaN, ArXorSign, ArAbs],
                              Requires<PTX70, 80>>;
  def BF16Row : ArRegisterRow<!cast<Form>(NAME # "Form"), [BF16, BF16x2],
                              [ArNaN, ArXorSign, ArAbs], Requires<PTX70, 80>>;

  // Three inputs: .f32 only, .abs without .xorsign (PTX 8.8, sm_100).
  def ThreeForm : ArForm<op, name # ".f32 d, a, b, c"> {
    let Summary = "The " # name # " of three .f32 values.";
    let Req = Requires<PTX88, 100>;
    let Slots = [ArFtzSlot, ArNaNSlot, Slot<"abs", [ArAbs]>, ArIgnoredPred,
                 RequiredSlot<"type", [F32]>];
    let Operands = [ArD, ArA, ArB, ArC];
  }
}
defm ArMin : ArMinMax<OpMin, "min">;
defm ArMax : ArMinMax<OpMax, "max">;
