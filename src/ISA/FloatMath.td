//===- FloatMath.td - fma and the floating-point functions -----------------===//
//
// ISA 9.7.3.1 (testp), 9.7.3.2 (copysign), 9.7.3.6 (fma), 9.7.3.13 to
// 9.7.3.22 (rcp, rcp.approx.ftz.f64, sqrt, rsqrt, rsqrt.approx.ftz.f64,
// sin, cos, lg2, ex2, tanh), the half-precision fma, ex2 and tanh of 9.7.4
// and the mixed-precision fma of 9.7.5.
//
// Each opcode is one form per syntax block; where what a qualifier may do
// depends on the type (fma's rounding and saturation, rcp's and sqrt's
// .approx or rounding, ex2's .ftz), the form has a variant table keyed by
// the type, whose rows say which qualifiers each type takes or needs, what
// it needs of the module, and whether its sources may be constants.
//
// The rules follow ptxas 13.0, probed at the version and target boundaries
// the ISA notes give; where ptxas and the ISA text differ a comment marked
// "ptxas:" says how (and docs/ptxas-differences.md, "Floating point").
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Qualifiers
//===----------------------------------------------------------------------===//

// The rounding, flush, saturation, .relu, .approx and .oob words are the
// shared records of Qualifiers.td.
defvar FmRn = RoundRn;
defvar FmRz = RoundRz;
defvar FmRm = RoundRm;
defvar FmRp = RoundRp;
defvar FmRounding = [FmRn, FmRz, FmRm, FmRp];
defvar FmFtz = FlushToZero;
defvar FmSat = Saturate;
defvar FmRelu = ClampNegativeToZero;
defvar FmApprox = Approximate;
defvar FmOob = OutOfBoundsZero;

// testp's tests: only testp takes them.
def TestpFinite     : Qualifier<".finite",     Always>;
def TestpInfinite   : Qualifier<".infinite",   Always>;
def TestpNumber     : Qualifier<".number",     Always>;
def TestpNotANumber : Qualifier<".notanumber", Always>;
def TestpNormal     : Qualifier<".normal",     Always>;
def TestpSubnormal  : Qualifier<".subnormal",  Always>;

// ---- Slots shared by the forms ---------------------------------------------------
// ptxas: `.approx`, `.sat` and `.relu` may be written twice
// (`sin.approx.approx.f32`, `fma.rn.sat.sat.f32`, `fma.rn.relu.relu.f16`);
// a second rounding ("Multiple rounding modifiers"), `.ftz` or `.oob`
// ("Duplicate .ftz modifier") is an error.
def FmRoundingSlot : Slot<"rounding", FmRounding>;
def FmApproxSlot : Slot<"approx", [FmApprox]> { let RepeatAllowed = 1; }
def FmApproxRequired : RequiredSlot<"approx", [FmApprox]> {
  let RepeatAllowed = 1;
}
def FmFtzSlot : Slot<"ftz", [FmFtz]>;
def FmSatSlot : Slot<"saturation", [FmSat]> { let RepeatAllowed = 1; }
def FmReluSlot : Slot<"relu", [FmRelu]> { let RepeatAllowed = 1; }
def FmOobSlot : Slot<"oob", [FmOob]>;

//===----------------------------------------------------------------------===//
// Register types
//===----------------------------------------------------------------------===//

// ISA 9.4's exact rules for floating-point types, as ptxas applies them to
// these instructions: an .f16x2 register is no .f32 one (`sin.approx.f32
// f0, x1` is refused) and serves .f16x2 only, with .b32; .bf16, .bf16x2
// and .f32x2 take bit-size registers of their width only (`.b16`, not
// `.f16`; `.b64`, not `.f64` or `.u64`).
def FloatMathTypes : TypeRuleSet<!listconcat([
  TypeRule<"f", "f", "same">, TypeRule<"f", "b", "same">], HalfPackedRules, [
  TypeRule<".f32x2", "b", "same">,
  TypeRule<"pred", "pred", "same">
])>;

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// ptxas: no special register (`%tid.x`: "Special register argument not
// allowed") and no variable ("must be register") in any operand of these
// instructions. It does take a function's name as a source, whatever the
// type (`fma.rn.f16 hf0, hf1, hf2, dfunc`), and `register+imm` with an
// integer offset and a register of any width (`sin.approx.f32 f0, rd1+1`);
// not a negated register (`-f1`: "Operand negation not allowed").
class FloatResult<string slot = "type">
    : OperandSpec<"destination", RegisterOperand> {
  let TypeSlot = slot;
  let SpecialRegisters = 0;
}
class FloatSource<string name, string slot = "type">
    : OperandSpec<name, ValueOperand> {
  let TypeSlot = slot;
  let SpecialRegisters = 0;
  let Variables = 0;
  let NameOffsets = 1;
}
// A source that is a register (mixed-precision fma's a and b). Not
// modelled: ptxas also takes a function's name there.
class FloatRegisterSource<string name, string slot>
    : OperandSpec<name, RegisterOperand> {
  let TypeSlot = slot;
  let SpecialRegisters = 0;
}

def FmD : FloatResult;
def FmA : FloatSource<"a">;
def FmB : FloatSource<"b">;
def FmC : FloatSource<"c">;

// Rows of the variant tables below. The operands themselves refuse
// special registers and variables; a row of a type whose sources may not
// be constants says so: the half, bf16 and packed types (ptxas:
// "Arguments mismatch" for `1.0`, `0f3F800000`).
class FloatRow<Form form, list<list<Qualifier>> key> : Variant<form, key>;
class RegisterOnlyRow<Form form, list<list<Qualifier>> key>
    : FloatRow<form, key> {
  let ConstantOperands = 0;
}

//===----------------------------------------------------------------------===//
// fma (9.7.3.6, 9.7.4.4, 9.7.5.3)
//===----------------------------------------------------------------------===//

defvar FmaTypes = [F32, F64, F16, F16x2, BF16, BF16x2, F32x2];

def FmaForm : Form<OpFma, "fma.rnd.type d, a, b, c"> {
  let Summary = "Fused multiply-add of one type: .f32 and .f64 (9.7.3.6), "
                ".f16, .f16x2, .bf16 and .bf16x2 (9.7.4.4), .f32x2.";
  let Slots = [FmRoundingSlot, FmFtzSlot, FmSatSlot, FmReluSlot, FmOobSlot,
               RequiredSlot<"type", FmaTypes>];
  let Operands = [FmD, FmA, FmB, FmC];
  let TypeRules = FloatMathTypes;
  let Keys = ["type"];
  let Constraints = [
    // ptxas: "Modifier '.relu' cannot be combined with modifier '.sat'",
    // "Modifier '.ftz' cannot be combined with modifier '.oob'".
    Excludes<[FmRelu], [FmSat]>,
    Excludes<[FmOob], [FmFtz]>,
    RequiresIn<[FmOob], Requires<PTX81, 90>>
  ];
}

// ISA: fma.f32 needs PTX 2.0 and sm_20; fma.f64 came with PTX 1.4 (the
// opcode's requirement).
def : FloatRow<FmaForm, [[F32]]> {
  let Required = FmRounding;
  let Allowed = [FmFtz, FmSat];
  let Req = Requires<PTX20, 20>;
}
def : FloatRow<FmaForm, [[F64]]> {
  let Required = FmRounding;
}
// .f16 and .f16x2: PTX 4.2, sm_53; .rn only. .relu (PTX 7.0, sm_80: the
// record's requirement) excludes .sat, .oob (PTX 8.1, sm_90) excludes
// .ftz. ptxas: .oob also takes .sat (the ISA's syntax has .oob{.relu}
// only).
def : RegisterOnlyRow<FmaForm, [[F16, F16x2]]> {
  let Required = [FmRn];
  let Allowed = [FmFtz, FmSat, FmRelu, FmOob];
  let Req = Requires<PTX42, 53>;
}
// .bf16 and .bf16x2: PTX 7.0, sm_80 (the types' requirement); no .ftz,
// no .sat. ptxas: every rounding is taken (ISA: .rn only), from PTX 7.0 on.
def : RegisterOnlyRow<FmaForm, [[BF16, BF16x2]]> {
  let Required = FmRounding;
  let Allowed = [FmRelu, FmOob];
}
// .f32x2: PTX 8.6, sm_100; .ftz, no .sat (ptxas: "Illegal modifier
// '.sat'"); a .b64 register each.
def : RegisterOnlyRow<FmaForm, [[F32x2]]> {
  let Required = FmRounding;
  let Allowed = [FmFtz];
  let Req = Requires<PTX86, 100>;
}

// Mixed precision: d and c are .f32, a and b .f16 or .bf16 registers.
// ptxas: c may be a floating-point constant, a and b may not.
def FmaMixedA : FloatRegisterSource<"a", "source type">;
def FmaMixedB : FloatRegisterSource<"b", "source type">;
def FmaMixedC : FloatSource<"c", "destination type">;
def FmaMixedForm : Form<OpFma, "fma.rnd.f32.abtype d, a, b, c"> {
  let Summary = "Mixed-precision fused multiply-add: .f16 or .bf16 a and b, "
                ".f32 c and d (9.7.5.3).";
  let Slots = [FmRoundingSlot, FmSatSlot,
               PositionalSlot<"destination type", [F32]>,
               PositionalSlot<"source type", [F16, BF16]>];
  let Operands = [FloatResult<"destination type">, FmaMixedA, FmaMixedB,
                  FmaMixedC];
  let TypeRules = FloatMathTypes;
  let Keys = ["destination type", "source type"];
}
def : FloatRow<FmaMixedForm, [[F32], [F16, BF16]]> {
  let Required = FmRounding;
  let Allowed = [FmSat];
  let Req = Requires<PTX86, 100>;
}

//===----------------------------------------------------------------------===//
// rcp (9.7.3.13, 9.7.3.14) and sqrt (9.7.3.15)
//===----------------------------------------------------------------------===//

// One form each; the rows say that .f32 is either approximate or rounded,
// .f64 rounded (or, for rcp, approximate with .ftz). A rounding and
// .approx together match no row (ptxas: "Rounding modifier or '.approx'
// modifier required").
def RcpForm : Form<OpRcp, "rcp.approx_or_rnd.type d, a"> {
  let Summary = "Reciprocal, approximate or rounded; .approx.ftz.f64 also "
                "when its words are written in another order.";
  let Slots = [FmRoundingSlot, FmApproxSlot, FmFtzSlot,
               RequiredSlot<"type", [F32, F64]>];
  let Operands = [FmD, FmA];
  let TypeRules = FloatMathTypes;
  let Keys = ["type"];
}
def : FloatRow<RcpForm, [[F32]]> {
  let Required = [FmApprox];
  let Allowed = [FmFtz];
}
def : FloatRow<RcpForm, [[F32, F64]]> {
  let Required = FmRounding;
  let Allowed = [FmFtz];    // ptxas: also with .f64 (`rcp.rn.ftz.f64`)
}
// `rcp.ftz.approx.f64`, `rcp.approx.f64.ftz`: rcp.approx.ftz.f64 written
// in another order (PTX 2.1, sm_20, as the opcode). ptxas: without .ftz,
// "'.ftz' modifier required for instruction 'rcp.approx.f64'".
def : FloatRow<RcpForm, [[F64]]> {
  let Required = [FmApprox, FmFtz];
  let Req = Requires<PTX21, 20>;
}

// rcp.approx.ftz.f64 as its own opcode: no qualifier more; .f64 operands
// (a .b64 register, or a floating-point constant of either width).
def RcpF64D : FloatResult<""> { let FixedType = F64; }
def RcpF64A : FloatSource<"a", ""> { let FixedType = F64; }
def RcpApproxFtzF64Form
    : Form<OpRcpApproxFtzF64, "rcp.approx.ftz.f64 d, a"> {
  let Summary = "Fast approximate reciprocal of an .f64 (the upper 32 bits "
                "of its mantissa).";
  let Operands = [RcpF64D, RcpF64A];
  let TypeRules = FloatMathTypes;
}

def SqrtForm : Form<OpSqrt, "sqrt.approx_or_rnd.type d, a"> {
  let Summary = "Square root, approximate (.f32) or rounded.";
  let Slots = [FmRoundingSlot, FmApproxSlot, FmFtzSlot,
               RequiredSlot<"type", [F32, F64]>];
  let Operands = [FmD, FmA];
  let TypeRules = FloatMathTypes;
  let Keys = ["type"];
}
def : FloatRow<SqrtForm, [[F32]]> {
  let Required = [FmApprox];
  let Allowed = [FmFtz];
}
def : FloatRow<SqrtForm, [[F32]]> {
  let Required = FmRounding;
  let Allowed = [FmFtz];
}
// ptxas: no .ftz with .f64 ("Illegal modifier '.ftz'"), unlike rcp.
def : FloatRow<SqrtForm, [[F64]]> {
  let Required = FmRounding;
}

//===----------------------------------------------------------------------===//
// rsqrt (9.7.3.16, 9.7.3.17), sin, cos, lg2 (9.7.3.18 to 9.7.3.20)
//===----------------------------------------------------------------------===//

// Approximate only: `.approx` must be written (ptxas: ".approx modifier
// required"), `.ftz` may be.
def RsqrtForm : Form<OpRsqrt, "rsqrt.approx{.ftz}.type d, a"> {
  let Summary = "Approximate reciprocal square root; "
                "rsqrt.approx.ftz.f64 also when its words are written in "
                "another order.";
  let Slots = [FmApproxRequired, FmFtzSlot, RequiredSlot<"type", [F32, F64]>];
  let Operands = [FmD, FmA];
  let TypeRules = FloatMathTypes;
}
def RsqrtApproxFtzF64Form
    : Form<OpRsqrtApproxFtzF64, "rsqrt.approx.ftz.f64 d, a"> {
  let Summary = "Approximate reciprocal square root of an .f64.";
  let Operands = [RcpF64D, RcpF64A];
  let TypeRules = FloatMathTypes;
}

class ApproxF32Form<Opcode op, string name, string summary>
    : Form<op, name # ".approx{.ftz}.f32 d, a"> {
  let Summary = summary;
  let Slots = [FmApproxRequired, FmFtzSlot, RequiredSlot<"type", [F32]>];
  let Operands = [FmD, FmA];
  let TypeRules = FloatMathTypes;
}
def SinForm : ApproxF32Form<OpSin, "sin", "Approximate sine.">;
def CosForm : ApproxF32Form<OpCos, "cos", "Approximate cosine.">;
def Lg2Form : ApproxF32Form<OpLg2, "lg2", "Approximate binary logarithm.">;

//===----------------------------------------------------------------------===//
// ex2 (9.7.3.21, 9.7.4.9) and tanh (9.7.3.22, 9.7.4.10)
//===----------------------------------------------------------------------===//

def Ex2Form : Form<OpEx2, "ex2.approx{.ftz}.type d, a"> {
  let Summary = "Approximate base-2 exponential of .f32, .f16, .f16x2, "
                ".bf16 or .bf16x2.";
  let Slots = [FmApproxRequired, FmFtzSlot,
               RequiredSlot<"type", [F32, F16, F16x2, BF16, BF16x2]>];
  let Operands = [FmD, FmA];
  let TypeRules = FloatMathTypes;
  let Keys = ["type"];
}
def : FloatRow<Ex2Form, [[F32]]> {
  let Allowed = [FmFtz];
}
// PTX 7.0, sm_75; no .ftz (ptxas: "Illegal modifier '.ftz'").
def : RegisterOnlyRow<Ex2Form, [[F16, F16x2]]> {
  let Req = Requires<PTX70, 75>;
}
// PTX 7.8, sm_90, and .ftz must be written (ptxas: ".ftz modifier
// required for instruction 'ex2.bf16'").
def : RegisterOnlyRow<Ex2Form, [[BF16, BF16x2]]> {
  let Required = [FmFtz];
  let Req = Requires<PTX78, 90>;
}

// tanh takes no .ftz. .f32, .f16 and .f16x2 need what the opcode needs
// (PTX 7.0, sm_75).
def TanhForm : Form<OpTanh, "tanh.approx.type d, a"> {
  let Summary = "Approximate hyperbolic tangent of .f32, .f16, .f16x2, "
                ".bf16 or .bf16x2.";
  let Slots = [FmApproxRequired,
               RequiredSlot<"type", [F32, F16, F16x2, BF16, BF16x2]>];
  let Operands = [FmD, FmA];
  let TypeRules = FloatMathTypes;
  let Keys = ["type"];
}
def : FloatRow<TanhForm, [[F32]]>;
def : RegisterOnlyRow<TanhForm, [[F16, F16x2]]>;
def : RegisterOnlyRow<TanhForm, [[BF16, BF16x2]]> {
  let Req = Requires<PTX78, 90>;
}

//===----------------------------------------------------------------------===//
// testp (9.7.3.1) and copysign (9.7.3.2)
//===----------------------------------------------------------------------===//

// ptxas: the test may be left out (`testp.f64 p, fd` is accepted; the ISA
// requires one); two tests are "Multiple testp operation modifiers".
def TestpDestination : OperandSpec<"destination", PredicateOperand> {
  let FixedType = Pred;   // a .pred register (not `sc1`, `fd1`)
}
def TestpForm : Form<OpTestp, "testp.op.type p, a"> {
  let Summary = "Test a floating-point value for a property.";
  let Slots = [Slot<"test", [TestpFinite, TestpInfinite, TestpNumber,
                             TestpNotANumber, TestpNormal, TestpSubnormal]>,
               RequiredSlot<"type", [F32, F64]>];
  let Operands = [TestpDestination, FmA];
  let TypeRules = FloatMathTypes;
}

def CopysignForm : Form<OpCopysign, "copysign.type d, a, b"> {
  let Summary = "The value of b with the sign of a.";
  let Slots = [RequiredSlot<"type", [F32, F64]>];
  let Operands = [FmD, FmA, FmB];
  let TypeRules = FloatMathTypes;
}
