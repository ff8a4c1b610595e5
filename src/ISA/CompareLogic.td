//===- CompareLogic.td - Comparison, selection, logic and shifts ----------===//
//
// ISA 9.7.6 (set, setp, selp, slct), 9.7.7 (set and setp on half-precision
// and bf16 values) and 9.7.8 (and, or, xor, not, cnot, lop3, shf, shl, shr).
//
// One form per syntax block, with the types as slots: setp and set are one
// form each (every compare operator, boolean operator and type), and what
// depends on the type (which compare operators, .ftz, the predicate
// output, constants, the version and target) is constraints and variant
// rows. lop3 has two forms, with and without a boolean operation, as the
// ISA does: the predicate output and the operand count differ.
//
// What ptxas 13.0 takes, probed on every form (sm_50 to sm_120, PTX 4.1 to
// 9.0), where it differs from the ISA text, is marked "ptxas:" and listed
// in docs/ptxas-differences.md.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Register types
//===----------------------------------------------------------------------===//

// ISA 9.4's exact rules, and what ptxas does with the packed and bf16
// registers in these instructions:
// - ptxas: an .f16x2 register is a 32-bit bit-size value for the integer and
//   bit-size types (`and.b32 r, x1, r2`, `selp.u32 u, x1, u2, p`), not an
//   .f32 one (`setp.lt.f32 p, x1, f2` is refused), and a predicate for the
//   .pred logic operations (`and.pred x1, p1, p2`, `not.pred p1, x1`);
// - an .f16x2 instruction type takes .f16x2 and .b32 registers, not .u32;
// - ptxas: the bf16 types take bit-size registers only (`setp.lt.bf16 p,
//   h1, h2`, not .f16 registers, whose width and kind would fit).
defvar CLPackedRules = !listconcat([F16x2AsBitsRule], F16x2AsIntegerRules,
    [TypeRule<"pred", ".f16x2", "at-least">], HalfPackedRules);
def CompareLogicTypes : TypeRuleSet<!listconcat(ExactTypes.Rules, CLPackedRules)>;
// ptxas: set's .bf16 result also goes to a 16-bit integer register
// (`set.lt.bf16.bf16 us0, h1, h2`), which no source takes.
def SetDestinationTypes : TypeRuleSet<!listconcat(ExactTypes.Rules, CLPackedRules, [
  TypeRule<".bf16", "u", "same">, TypeRule<".bf16", "s", "same">
])>;

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// ptxas: no operand of these instructions may be a special register
// ("Special register argument not allowed") or a variable ("must be
// register"), but `name+imm` and function names are values.
class CLValue<string name, string typeSlot = "type">
    : OperandSpec<name, ValueOperand> {
  let TypeSlot = typeSlot;
  let SpecialRegisters = 0;
  let Variables = 0;
  let NameOffsets = 1;
}
class CLDestination<string typeSlot = "type">
    : OperandSpec<"destination", RegisterOperand> {
  let TypeSlot = typeSlot;
  let SpecialRegisters = 0;
}
// A predicate input: `p`, `!p` or an integer constant (ptxas: `setp.lt.and
// .f32 p, a, b, 1` and `!1` are accepted, a float or an .f16x2 register is
// not). Exact rules: the .f16x2 registers that the .pred logic operations
// take are no predicate here.
class CLPredicateInput<string name>
    : OperandWithTypeRules<name, ValueOperand, ExactTypes> {
  let FixedType = Pred;
  let Negatable = 1;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}
// A shift amount: a 32-bit integer register or an integer constant of any
// value (ptxas: no .f16x2 register, no 16- or 64-bit one, no function).
def CLShiftAmount : OperandWithTypeRules<"shift amount", ValueOperand, ExactTypes> {
  let FixedType = U32;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
  let NameOffsets = 1;
}

// The boolean operation of set, setp and lop3 (the reduction words of
// Qualifiers.td): it brings the predicate operand c.
defvar CLAnd = RedOpAnd;
defvar CLOr = RedOpOr;
defvar CLXor = RedOpXor;
defvar CLBoolOps = [CLAnd, CLOr, CLXor];

//===----------------------------------------------------------------------===//
// Compare operators and types (9.7.6.1, 9.7.6.2, 9.7.7.1, 9.7.7.2)
//===----------------------------------------------------------------------===//

defvar CLCmpLo = HalfLow;
defvar CLCmpHi = HalfHigh;
defvar CLCompareOps = [CmpEq, CmpNe, CmpLt, CmpLe, CmpGt, CmpGe, CLCmpLo, CmpLs,
                       CLCmpHi, CmpHs, CmpEqu, CmpNeu, CmpLtu, CmpLeu, CmpGtu,
                       CmpGeu, CmpNum, CmpNan];

defvar CLBitTypes = [B16, B32, B64];
defvar CLUnsignedTypes = [U16, U32, U64];
defvar CLSignedTypes = [S16, S32, S64];
defvar CLHalfTypes = [F16, F16x2, BF16, BF16x2];
defvar CLFloatTypes = !listconcat([F32, F64], CLHalfTypes);
// The types that are no half-precision ones.
defvar CLWideTypes = !listconcat(CLBitTypes, CLUnsignedTypes, CLSignedTypes,
                                 [F32, F64]);
defvar CLCompareTypes = !listconcat(CLWideTypes, CLHalfTypes);

// ptxas: ordering (.lt .le .gt .ge) needs a number, not bits; the unsigned
// orderings only unsigned integers; the unordered ones and .num/.nan only
// floating point ("Mismatch between instruction type and comparison
// qualifier").
class CLOnlyWith<list<Qualifier> first, string slot, list<Qualifier> values,
                 string why> : OnlyWith<first, slot, values> {
  let Why = why;
}
class CLCompareRules<string slot> {
  list<Constraint> Rules = [
    CLOnlyWith<[CmpLt, CmpLe, CmpGt, CmpGe], slot,
               !listconcat(CLUnsignedTypes, CLSignedTypes, CLFloatTypes),
               "bit-size values compare only with .eq and .ne">,
    CLOnlyWith<[CLCmpLo, CmpLs, CLCmpHi, CmpHs], slot, CLUnsignedTypes,
               "they are the unsigned orderings">,
    CLOnlyWith<[CmpEqu, CmpNeu, CmpLtu, CmpLeu, CmpGtu, CmpGeu, CmpNum, CmpNan],
               slot, CLFloatTypes, "they say how a NaN compares">
  ];
}

//===----------------------------------------------------------------------===//
// setp (9.7.6.2, 9.7.7.2)
//===----------------------------------------------------------------------===//

// p, p|q, and (ptxas) `_`, `_|q`, `p|_`. The half-precision compare of one
// value has no second output: setp.f16 and setp.bf16 take only `p`.
def SetpDestination : OperandWithTypeRules<"destination", PredicateOperand,
                                           ExactTypes> {
  let FixedType = Pred;
  let SpecialRegisters = 0;
  let PairedPredicate = 1;
  let SinkAllowed = 1;
  let DiscardAllowed = 1;
  let NoPredicateOutputWith = [F16, BF16];
}
def SetpA : CLValue<"first source">;
def SetpB : CLValue<"second source">;
def SetpC : CLPredicateInput<"predicate source"> {
  let PresentWith = CLBoolOps;
}

def SetpForm : Form<OpSetp, "setp"> {
  let Summary = "Compare two values and set one predicate, or two (the "
                "result and its complement), combined with a third.";
  let Slots = [
    RequiredSlot<"compare operator", CLCompareOps>,
    Slot<"boolean operation", CLBoolOps>,
    Slot<"flush", [FlushToZero]>,
    RequiredSlot<"type", CLCompareTypes>
  ];
  let Operands = [SetpDestination, SetpA, SetpB, SetpC];
  let TypeRules = CompareLogicTypes;
  let Keys = ["type"];
  let Constraints = !listconcat(CLCompareRules<"type">.Rules, [
    // ptxas: not .f64 and not the bf16 types.
    OnlyWith<[FlushToZero], "type", [F32, F16, F16x2]>
  ]);
}
def : Variant<SetpForm, [CLWideTypes]>;
// ptxas: no constant is a half-precision value ("Arguments mismatch"),
// while .f32 and .f64 take 0f and 0d constants alike.
def : Variant<SetpForm, [[F16, F16x2]]> {
  let Req = Requires<PTX42, 53>;
  let ConstantOperands = 0;
}
def : Variant<SetpForm, [[BF16, BF16x2]]> {
  let Req = Requires<PTX78, 90>;
  let ConstantOperands = 0;
}

//===----------------------------------------------------------------------===//
// set (9.7.6.1, 9.7.7.1)
//===----------------------------------------------------------------------===//

def SetDestination : OperandWithTypeRules<"destination", RegisterOperand,
                                          SetDestinationTypes> {
  let TypeSlot = "destination type";
  let SpecialRegisters = 0;
}
def SetA : CLValue<"first source", "source type">;
def SetB : CLValue<"second source", "source type">;
def SetC : CLPredicateInput<"predicate source"> {
  let PresentWith = CLBoolOps;
}

def SetForm : Form<OpSet, "set"> {
  let Summary = "Compare two values and write all ones (1.0 for a float) "
                "or zero, combined with a predicate.";
  let Slots = [
    RequiredSlot<"compare operator", CLCompareOps>,
    Slot<"boolean operation", CLBoolOps>,
    Slot<"flush", [FlushToZero]>,
    PositionalSlot<"destination type", [U32, S32, F32, U16, S16, F16, F16x2,
                                        BF16, BF16x2]>,
    PositionalSlot<"source type", CLCompareTypes>
  ];
  let Operands = [SetDestination, SetA, SetB, SetC];
  let TypeRules = CompareLogicTypes;
  let Keys = ["destination type", "source type"];
  let Constraints = !listconcat(CLCompareRules<"source type">.Rules, [
    OnlyWith<[FlushToZero], "source type", [F32, F16, F16x2]>,
    // ptxas: not with a .bf16 result either.
    Excludes<[FlushToZero], [BF16]>
  ]);
}
// ISA: .u32, .s32 and .f32 results of the 32- and 64-bit types.
def : Variant<SetForm, [[U32, S32, F32], CLWideTypes]>;
// ptxas, not in the ISA: an .f16 or .bf16 result of those types too
// (`set.lt.f16.f32 h0, f1, f2`), with the half-precision requirements.
def : Variant<SetForm, [[F16], CLWideTypes]> { let Req = Requires<PTX42, 53>; }
def : Variant<SetForm, [[BF16], CLWideTypes]> { let Req = Requires<PTX78, 90>; }
// Half-precision sources take no constants. An integer result of a half
// compare needs PTX 6.5 (ptxas: "half precision floating point set
// instruction with integer result"); ptxas also takes a .bf16 result of
// an .f16 compare, not the other way round.
def : Variant<SetForm, [[F16], [F16]]> {
  let Req = Requires<PTX42, 53>;
  let ConstantOperands = 0;
}
def : Variant<SetForm, [[F16x2], [F16x2]]> {
  let Req = Requires<PTX42, 53>;
  let ConstantOperands = 0;
}
def : Variant<SetForm, [[U16, S16, U32, S32], [F16]]> {
  let Req = Requires<PTX65, 53>;
  let ConstantOperands = 0;
}
def : Variant<SetForm, [[U32, S32], [F16x2]]> {
  let Req = Requires<PTX65, 53>;
  let ConstantOperands = 0;
}
def : Variant<SetForm, [[BF16, U16, S16, U32, S32], [BF16]]> {
  let Req = Requires<PTX78, 90>;
  let ConstantOperands = 0;
}
def : Variant<SetForm, [[BF16], [F16]]> {
  let Req = Requires<PTX78, 90>;
  let ConstantOperands = 0;
}
def : Variant<SetForm, [[BF16x2, U32, S32], [BF16x2]]> {
  let Req = Requires<PTX78, 90>;
  let ConstantOperands = 0;
}

//===----------------------------------------------------------------------===//
// selp (9.7.6.3) and slct (9.7.6.4)
//===----------------------------------------------------------------------===//

// ptxas: no half-precision or 8-bit types.
defvar CLSelectTypes = CLWideTypes;

def SelpForm : Form<OpSelp, "selp"> {
  let Summary = "Select one of two values by a predicate.";
  let Slots = [RequiredSlot<"type", CLSelectTypes>];
  let Operands = [CLDestination<>, CLValue<"first source">,
                  CLValue<"second source">, CLPredicateInput<"selector">];
  let TypeRules = CompareLogicTypes;
}

def SlctForm : Form<OpSlct, "slct"> {
  let Summary = "Select one of two values by the sign of a third.";
  let Slots = [
    Slot<"flush", [FlushToZero]>,
    PositionalSlot<"type", CLSelectTypes>,
    // ptxas: "Instruction 'slct' applies only to signed numeric types".
    PositionalSlot<"selector type", [S32, F32]>
  ];
  let Operands = [CLDestination<>, CLValue<"first source">,
                  CLValue<"second source">,
                  CLValue<"selector", "selector type">];
  let TypeRules = CompareLogicTypes;
  let Constraints = [OnlyWith<[FlushToZero], "selector type", [F32]>];
}

//===----------------------------------------------------------------------===//
// and, or, xor, not, cnot (9.7.8.1 - 9.7.8.5)
//===----------------------------------------------------------------------===//

defvar CLLogicTypes = [Pred, B16, B32, B64];
// The sources of the .pred forms may be negated (`and.pred p, !q, r`).
class CLLogicSource<string name> : CLValue<name> {
  let Negatable = 1;
}

class CLBinaryLogic<Opcode op, string summary> : Form<op, op.Name> {
  let Summary = summary;
  let Slots = [RequiredSlot<"type", CLLogicTypes>];
  let Operands = [CLDestination<>, CLLogicSource<"first source">,
                  CLLogicSource<"second source">];
  let TypeRules = CompareLogicTypes;
}
def AndForm : CLBinaryLogic<OpAnd, "Bitwise and of two values or predicates.">;
def OrForm : CLBinaryLogic<OpOr, "Bitwise or of two values or predicates.">;
def XorForm : CLBinaryLogic<OpXor,
                            "Bitwise exclusive or of two values or predicates.">;

def NotForm : Form<OpNot, "not"> {
  let Summary = "Bitwise complement of a value or a predicate.";
  let Slots = [RequiredSlot<"type", CLLogicTypes>];
  let Operands = [CLDestination<>, CLLogicSource<"source">];
  let TypeRules = CompareLogicTypes;
}

def CnotForm : Form<OpCnot, "cnot"> {
  let Summary = "C logical not: 1 for a zero value, 0 otherwise.";
  let Slots = [RequiredSlot<"type", CLLogicTypes>];
  let Operands = [CLDestination<>, CLValue<"source">];
  let TypeRules = CompareLogicTypes;
  let Constraints = [
    // ptxas: "Unexpected instruction types specified for 'cnot'".
    NotAllowed<[Pred], "it takes .b16, .b32 or .b64; for a predicate write "
                       "'not.pred'">
  ];
}

//===----------------------------------------------------------------------===//
// lop3 (9.7.8.6)
//===----------------------------------------------------------------------===//

// ptxas: the lookup table is an integer constant of any size (256 and
// 0x1ffffffff are accepted; the low 8 bits are used).
def Lop3Table : OperandSpec<"immLut", ImmediateOperand> {
  let FixedType = U32;
}
// ptxas: `lop3.b32 _, a, b, c, lut` discards the result.
def Lop3Destination : CLDestination<> {
  let DiscardAllowed = 1;
}
defvar Lop3Sources = [CLValue<"first source">, CLValue<"second source">,
                      CLValue<"third source">];

def Lop3Form : Form<OpLop3, "lop3"> {
  let Summary = "Any logical function of three values, given by its "
                "truth table.";
  let Slots = [RequiredSlot<"type", [B32]>];
  let Operands = !listconcat([Lop3Destination], Lop3Sources, [Lop3Table]);
  let TypeRules = CompareLogicTypes;
}

// d|p with a predicate output that is required (`_|p` discards d; ptxas
// refuses `d|_` and `_`).
def Lop3BoolDestination : CLDestination<> {
  let PairedPredicate = 2;
  let DiscardAllowed = 1;
}
def Lop3BoolForm : Form<OpLop3, "lop3 with a boolean operation"> {
  let Summary = "lop3, and a predicate set from whether the result is "
                "not zero, combined with a third predicate.";
  let Slots = [
    RequiredSlot<"boolean operation", [CLAnd, CLOr]>,
    RequiredSlot<"type", [B32]>
  ];
  let Operands = !listconcat([Lop3BoolDestination], Lop3Sources,
                             [Lop3Table, CLPredicateInput<"predicate source">]);
  let TypeRules = CompareLogicTypes;
  let Constraints = [
    // ptxas: "Feature 'lop3.<BoolOp>' requires PTX ISA .version 8.2" and
    // "Instruction 'lop3.<BoolOp>' requires .target sm_70 or higher".
    RequiresIn<[CLAnd, CLOr], Requires<PTX82, 70>>
  ];
}

//===----------------------------------------------------------------------===//
// shf, shl, shr (9.7.8.7 - 9.7.8.9)
//===----------------------------------------------------------------------===//

// shf's direction comes right after the opcode (ptxas: `shf.wrap.l.b32`
// is "Not a name of any known instruction"), and ptxas names the
// instruction by it ('shf.l'); the mode is required ("Clamp modifier
// required") and may stand anywhere after it.
def ShfLeft : Qualifier<".l", Always>;
def ShfRight : Qualifier<".r", Always>;

def ShfForm : Form<OpShf, "shf"> {
  let Summary = "Funnel shift: shift the 64-bit pair {b, a} and keep 32 "
                "bits.";
  let Slots = [
    FixedSlot<"direction", [ShfLeft, ShfRight]>,
    RequiredSlot<"mode", [ModeClamp, ModeWrap]>,
    RequiredSlot<"type", [B32]>
  ];
  let Operands = [CLDestination<>, CLValue<"first source">,
                  CLValue<"second source">, CLShiftAmount];
  let TypeRules = CompareLogicTypes;
}

def ShlForm : Form<OpShl, "shl"> {
  let Summary = "Shift left, filling with zeros.";
  let Slots = [RequiredSlot<"type", CLBitTypes>];
  let Operands = [CLDestination<>, CLValue<"source">, CLShiftAmount];
  let TypeRules = CompareLogicTypes;
}

def ShrForm : Form<OpShr, "shr"> {
  let Summary = "Shift right: with the sign for signed types, zeros "
                "otherwise.";
  let Slots = [RequiredSlot<"type", CLWideTypes>];
  let Operands = [CLDestination<>, CLValue<"source">, CLShiftAmount];
  let TypeRules = CompareLogicTypes;
  let Constraints = [
    // ptxas: "Unexpected instruction types specified for 'shr'".
    NotAllowed<[F32, F64], "it shifts integers and bit-size values">
  ];
}
