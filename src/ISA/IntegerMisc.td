//===- IntegerMisc.td - The other integer and the carry instructions ------===//
//
// ISA 9.7.1.5 to 9.7.1.7, 9.7.1.9 and 9.7.1.14 to 9.7.1.24 (mul24, mad24,
// sad, rem, popc, clz, bfind, fns, brev, bfe, bfi, szext, bmsk, dp4a,
// dp2a) and 9.7.2 (add.cc, addc, sub.cc, subc, mad.cc, madc).
//
// Every instruction here is one syntax block, so one form each. Their
// qualifiers are a type and at most a mode; the few combinations that are
// not a plain product (mad24's .sat, the 64-bit carries) are constraints.
// Each type slot lists every fundamental type and refuses the ones the
// form does not take (IMTypeSlot, IMTypeRefusal), so that a wrong type is
// one problem that says what to write.
//
// ptxas 13.0 takes these qualifiers in any order, except that the .hi/.lo
// mode of mul24, mad24, dp2a and madc must come right after the opcode
// (`mul24.s32.hi` is "Not a name of any known instruction"): a FixedSlot.
// Where ptxas and the ISA text differ the records follow ptxas and say so
// in a comment marked "ptxas:".
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Shared words and operand shapes
//===----------------------------------------------------------------------===//

defvar IMHigh = HalfHigh;
defvar IMLow = HalfLow;
defvar IMSat = Saturate;
defvar IMCarry = CarryOut;
defvar IMClamp = ModeClamp;
defvar IMWrap = ModeWrap;

// bfind's `.shiftamt`: the bit position counted from the top.
def BfindShiftAmount : Qualifier<".shiftamt", Always>;

// ptxas: an .f16x2 register is a 32-bit integer register to these
// instructions where an operand takes the instruction's .u32 or .s32 type
// (`mul24.lo.u32 x0, x1, x2`, `sub.cc.u32 d, x1, b`, `dp4a.u32.s32 d, x1, b,
// c`), not where the operand's type is fixed (popc's count, bfe's position,
// dp4a's c and d: those follow ExactTypes). .b32 operands take it anyway
// (a 32-bit floating-point register fits a bit-size type; a rule naming
// .f16x2 makes such registers follow only the rules that name it, hence
// the .b one).
def IMTypes : TypeRuleSet<!listconcat(ExactTypes.Rules, [F16x2AsBitsRule],
                                      F16x2AsIntegerRules)>;

// ptxas: no operand of these instructions may be a special register
// ("Special register argument not allowed") or a variable's name ("must
// be register"); a function's name passes where the operand takes the
// instruction's type.
class IMOperand<string name, OperandKind kind> : OperandSpec<name, kind> {
  let SpecialRegisters = 0;
  let Variables = 0;
}
// The destination: a register of the instruction's type. An immediate is
// "Result register required".
class IMDestination<string name = "destination">
    : IMOperand<name, RegisterOperand> {
  let TypeSlot = "type";
}
// A source: a register of the instruction's type or a constant of its
// kind (integers for .u/.s types, also 0f/0d literals of the type's width
// for .b types).
class IMSource<string name> : IMOperand<name, ValueOperand> {
  let TypeSlot = "type";
}
// An operand whose type the instruction fixes, whatever its type
// qualifier (popc's count, bfe's position and length, ...): registers fit
// it by the exact rules of ISA 9.4, and ptxas takes no function name
// ("Arguments mismatch").
class IMFixedOperand<string name, OperandKind kind, TypeQualifier type>
    : OperandWithTypeRules<name, kind, ExactTypes> {
  let FixedType = type;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}
class IMFixedSource<string name, TypeQualifier type>
    : IMFixedOperand<name, ValueOperand, type>;

def IMDest : IMDestination;
def IMSourceA : IMSource<"a">;
def IMSourceB : IMSource<"b">;
def IMSourceC : IMSource<"c">;
// A 32-bit integer result (popc, clz, bfind): `.u32` or `.s32` registers
// (and `.b32`), whatever the type of the source.
def IMCountDest : IMFixedOperand<"destination", RegisterOperand, U32>;

// Every form here reads registers by IMTypes.
class IMForm<Opcode op, string name> : Form<op, name> {
  let TypeRules = IMTypes;
}

// The type slot of a form: the types it takes, and the other fundamental
// types, which the form refuses with a message that says what it takes
// (ptxas: "Unexpected instruction types specified"), instead of calling
// them unknown words and asking for a type.
defvar IMFundamentalTypes = [B8, B16, B32, B64, U8, U16, U32, U64,
                             S8, S16, S32, S64, F16, F32, F64, Pred,
                             F16x2, BF16, BF16x2];
class IMOtherTypes<list<Qualifier> legal> {
  list<Qualifier> List = !filter(t, IMFundamentalTypes,
      !not(!foldl(0, legal, found, l, !or(found, !eq(l, t)))));
}
class IMTypeSlot<string name, list<Qualifier> legal>
    : RequiredSlot<name, !listconcat(legal, IMOtherTypes<legal>.List)>;
// "it takes .u32, .s32 or .u64": the last one joined with "or".
class IMSpelledList<list<Qualifier> words> {
  Qualifier Last = !foldl(!head(words), words, last, w, w);
  string Text = !foldl("", words, text, w,
      !if(!eq(text, ""), w.Spelling,
          text # !if(!eq(w, Last), " or ", ", ") # w.Spelling));
}
class IMTypeRefusal<list<Qualifier> legal>
    : NotAllowed<IMOtherTypes<legal>.List,
                 "it takes " # IMSpelledList<legal>.Text>;

// A slot whose word ptxas takes again without complaint.
class IMRepeatable<string name, list<Qualifier> values> : Slot<name, values> {
  let RepeatAllowed = 1;
}

defvar IMModeSlot = FixedSlot<"mode", [IMHigh, IMLow]>;
defvar IMWrapModeSlot = RequiredSlot<"mode", [IMClamp, IMWrap]>;

//===----------------------------------------------------------------------===//
// mul24, mad24 (9.7.1.5, 9.7.1.6)
//===----------------------------------------------------------------------===//

def Mul24Form : IMForm<OpMul24, "mul24"> {
  let Summary = "Multiply the low 24 bits of two 32-bit integers; keep the "
                "high or the low 32 bits of the 48-bit product.";
  let Slots = [IMModeSlot, IMTypeSlot<"type", [U32, S32]>];
  let Operands = [IMDest, IMSourceA, IMSourceB];
  let Constraints = [IMTypeRefusal<[U32, S32]>];
}

def Mad24Form : IMForm<OpMad24, "mad24"> {
  let Summary = "mul24, then add c; `.hi.sat.s32` saturates the sum.";
  // ptxas: `.sat` may be written twice (`mad24.hi.sat.sat.s32`).
  let Slots = [IMModeSlot, IMRepeatable<"saturation", [IMSat]>,
               IMTypeSlot<"type", [U32, S32]>];
  let Operands = [IMDest, IMSourceA, IMSourceB, IMSourceC];
  let Constraints = [IMTypeRefusal<[U32, S32]>,
                     OnlyWith<[IMSat], "type", [S32]>,
                     OnlyWith<[IMSat], "mode", [IMHigh]>];
}

//===----------------------------------------------------------------------===//
// sad, rem (9.7.1.7, 9.7.1.9)
//===----------------------------------------------------------------------===//

defvar IMIntegerTypes = [U16, U32, U64, S16, S32, S64];

def SadForm : IMForm<OpSad, "sad"> {
  let Summary = "Sum of absolute differences: d = c + |a - b|.";
  let Slots = [IMTypeSlot<"type", IMIntegerTypes>];
  let Operands = [IMDest, IMSourceA, IMSourceB, IMSourceC];
  let Constraints = [IMTypeRefusal<IMIntegerTypes>];
}

def RemForm : IMForm<OpRem, "rem"> {
  let Summary = "Integer remainder of a / b.";
  let Slots = [IMTypeSlot<"type", IMIntegerTypes>];
  let Operands = [IMDest, IMSourceA, IMSourceB];
  let Constraints = [IMTypeRefusal<IMIntegerTypes>];
}

//===----------------------------------------------------------------------===//
// popc, clz, brev, bfind (9.7.1.14 to 9.7.1.16, 9.7.1.18)
//===----------------------------------------------------------------------===//

defvar IMBitTypes = [B32, B64];
defvar IMWordTypes = [U32, U64, S32, S64];

def PopcForm : IMForm<OpPopc, "popc"> {
  let Summary = "Count the one bits of a; the count is a .u32.";
  let Slots = [IMTypeSlot<"type", IMBitTypes>];
  let Operands = [IMCountDest, IMSourceA];
  let Constraints = [IMTypeRefusal<IMBitTypes>];
}

def ClzForm : IMForm<OpClz, "clz"> {
  let Summary = "Count the leading zero bits of a; the count is a .u32.";
  let Slots = [IMTypeSlot<"type", IMBitTypes>];
  let Operands = [IMCountDest, IMSourceA];
  let Constraints = [IMTypeRefusal<IMBitTypes>];
}

def BfindForm : IMForm<OpBfind, "bfind"> {
  let Summary = "Find the most significant non-sign bit of a (its position, "
                "or with .shiftamt the shift that brings it to the top); the "
                "result is a .u32.";
  // ptxas: `.shiftamt` may be written twice.
  let Slots = [IMRepeatable<"shift amount", [BfindShiftAmount]>,
               IMTypeSlot<"type", IMWordTypes>];
  let Operands = [IMCountDest, IMSourceA];
  let Constraints = [IMTypeRefusal<IMWordTypes>];
}

def BrevForm : IMForm<OpBrev, "brev"> {
  let Summary = "Reverse the bits of a.";
  let Slots = [IMTypeSlot<"type", IMBitTypes>];
  let Operands = [IMDest, IMSourceA];
  let Constraints = [IMTypeRefusal<IMBitTypes>];
}

//===----------------------------------------------------------------------===//
// fns (9.7.1.17)
//===----------------------------------------------------------------------===//

def FnsMask : IMSource<"mask">;
def FnsBase : IMSource<"base">;
def FnsOffset : IMSource<"offset">;

def FnsForm : IMForm<OpFns, "fns"> {
  let Summary = "Find the bit position of the offset-th set bit of mask, "
                "counting from base.";
  let Slots = [IMTypeSlot<"type", [B32]>];
  let Operands = [IMDest, FnsMask, FnsBase, FnsOffset];
  let Constraints = [IMTypeRefusal<[B32]>];
}

//===----------------------------------------------------------------------===//
// bfe, bfi (9.7.1.19, 9.7.1.20)
//===----------------------------------------------------------------------===//

// The bit position and field length are 32-bit integers, whatever the type;
// ptxas: a constant one must be in [0, 255] (the instructions use the low
// byte of a register).
class BitFieldByte<string name> : IMFixedSource<name, U32> {
  let HasRange = 1;
  let Min = 0;
  let Max = 255;
}
def BfePosition : BitFieldByte<"position">;
def BfeLength : BitFieldByte<"length">;

def BfeForm : IMForm<OpBfe, "bfe"> {
  let Summary = "Extract the bit field of a at a position and length, zero- "
                "or sign-extended by the type.";
  let Slots = [IMTypeSlot<"type", IMWordTypes>];
  let Operands = [IMDest, IMSourceA, BfePosition, BfeLength];
  let Constraints = [IMTypeRefusal<IMWordTypes>];
}

def BfiForm : IMForm<OpBfi, "bfi"> {
  let Summary = "Insert the low bits of a into b at a position and length.";
  let Slots = [IMTypeSlot<"type", IMBitTypes>];
  let Operands = [IMDest, IMSourceA, IMSourceB, BfePosition, BfeLength];
  let Constraints = [IMTypeRefusal<IMBitTypes>];
}

//===----------------------------------------------------------------------===//
// szext, bmsk (9.7.1.21, 9.7.1.22)
//===----------------------------------------------------------------------===//

def SzextWidth : IMFixedSource<"width", U32>;

def SzextForm : IMForm<OpSzext, "szext"> {
  let Summary = "Sign- or zero-extend the low bits of a, as many as b says "
                "(clamped at 32 or wrapped).";
  let Slots = [IMWrapModeSlot, IMTypeSlot<"type", [U32, S32]>];
  let Operands = [IMDest, IMSourceA, SzextWidth];
  let Constraints = [IMTypeRefusal<[U32, S32]>];
}

// ptxas: although the type is .b32, bmsk's operands are 32-bit integers:
// no .f32 or .f16x2 register and no 0f literal ("Arguments mismatch").
def BmskDest : IMFixedOperand<"destination", RegisterOperand, U32>;
def BmskPosition : IMFixedSource<"position", U32>;
def BmskWidth : IMFixedSource<"width", U32>;

def BmskForm : IMForm<OpBmsk, "bmsk"> {
  let Summary = "A mask of b bits starting at bit a (clamped or wrapped).";
  let Slots = [IMWrapModeSlot, IMTypeSlot<"type", [B32]>];
  let Operands = [BmskDest, BmskPosition, BmskWidth];
  let Constraints = [IMTypeRefusal<[B32]>];
}

//===----------------------------------------------------------------------===//
// dp4a, dp2a (9.7.1.23, 9.7.1.24)
//===----------------------------------------------------------------------===//

// The types of a and b, in this order.
defvar IMDotTypes = [U32, S32];
def DotSourceA : IMOperand<"a", ValueOperand> { let TypeSlot = "a type"; }
def DotSourceB : IMOperand<"b", ValueOperand> { let TypeSlot = "b type"; }
// d and c are .u32 when both types are, .s32 otherwise: either fits a
// 32-bit integer register of the other signedness.
def DotDest : IMFixedOperand<"destination", RegisterOperand, U32>;
def DotAccumulator : IMFixedSource<"c", U32>;

def Dp4aForm : IMForm<OpDp4a, "dp4a"> {
  let Summary = "Four-way byte dot product of a and b, accumulated into c.";
  let Slots = [PositionalSlot<"a type", IMDotTypes>,
               PositionalSlot<"b type", IMDotTypes>];
  let Operands = [DotDest, DotSourceA, DotSourceB, DotAccumulator];
}

def Dp2aForm : IMForm<OpDp2a, "dp2a"> {
  let Summary = "Two-way dot product of the 16-bit halves of a and the bytes "
                "of one half of b (.lo or .hi), accumulated into c.";
  let Slots = [IMModeSlot, PositionalSlot<"a type", IMDotTypes>,
               PositionalSlot<"b type", IMDotTypes>];
  let Operands = [DotDest, DotSourceA, DotSourceB, DotAccumulator];
}

//===----------------------------------------------------------------------===//
// Extended precision: add.cc, addc, sub.cc, subc, mad.cc, madc (9.7.2)
//===----------------------------------------------------------------------===//

defvar IMCarryTypes = [U32, S32, U64, S64];
// A carry-out of a 64-bit type came with PTX 4.3 and needs sm_20 (ptxas:
// "Feature '.cc with 64bit type'"). ptxas: addc, subc and madc without .cc
// take 64-bit types at any version and target the opcode allows (the ISA
// dates all 64-bit addc/subc/madc 4.3).
defvar IMCarry64Types = [U64, S64];
defvar IMCarry64Req = Requires<PTX43, 20>;
// add.cc, sub.cc, mad.lo.cc, mad.hi.cc: `.cc` is part of the opcode.
defvar IMCarry64 = RequiresIn<IMCarry64Types, IMCarry64Req>;
// addc, subc, madc: only with `.cc` written.
defvar IMCarryOut64 = RequiresWith<[IMCarry], IMCarry64Types, IMCarry64Req>;

// ptxas: `.cc` may be written again (`add.cc.cc.u32`, `addc.cc.cc.s64`,
// `mad.lo.cc.cc.u32`); the repeat changes nothing.
def IMCarrySlot : IMRepeatable<"carry-out", [IMCarry]>;
def IMRepeatedCarrySlot : IMRepeatable<"repeated carry-out", [IMCarry]>;

// ptxas: "Modifier '.cc' cannot be combined with modifier '.sat'"; the
// slot lets the message name the word instead of calling it unknown.
def IMNoSaturationSlot : Slot<"saturation", [IMSat]>;
defvar IMNoSaturation =
    NotAllowed<[IMSat], "a carry-out or carry-in instruction does not saturate">;

// mad.lo.cc and mad.hi.cc have their half in the name; another one is
// refused (ptxas: "Comparison qualifier is not allowed").
def IMNamedModeSlot : Slot<"mode", [IMHigh, IMLow]>;
defvar IMNoSecondMode =
    NotAllowed<[IMHigh, IMLow], "the half is part of the name: mad.lo.cc or mad.hi.cc">;

class CarryForm<Opcode op, string name, string summary, Slot carry,
                list<OperandSpec> sources> : IMForm<op, name> {
  let Summary = summary;
  let Slots = !listconcat([carry, IMTypeSlot<"type", IMCarryTypes>,
                           IMNoSaturationSlot],
                          !if(!eq(!size(sources), 3), [IMNamedModeSlot], []));
  let Operands = !listconcat([IMDest], sources);
  let Constraints = !listconcat(
      [!if(!eq(carry, IMCarrySlot), IMCarryOut64, IMCarry64),
       IMNoSaturation, IMTypeRefusal<IMCarryTypes>],
      !if(!eq(!size(sources), 3), [IMNoSecondMode], []));
}

def AddCCForm : CarryForm<OpAddCC, "add.cc",
  "Add, writing the carry-out to the condition code.",
  IMRepeatedCarrySlot, [IMSourceA, IMSourceB]>;
def AddcForm : CarryForm<OpAddc, "addc",
  "Add with the carry-in; with .cc also write the carry-out.",
  IMCarrySlot, [IMSourceA, IMSourceB]>;
def SubCCForm : CarryForm<OpSubCC, "sub.cc",
  "Subtract, writing the borrow-out to the condition code.",
  IMRepeatedCarrySlot, [IMSourceA, IMSourceB]>;
def SubcForm : CarryForm<OpSubc, "subc",
  "Subtract with the borrow-in; with .cc also write the borrow-out.",
  IMCarrySlot, [IMSourceA, IMSourceB]>;
def MadLoCCForm : CarryForm<OpMadLoCC, "mad.lo.cc",
  "Multiply, add the low half of the product to c, write the carry-out.",
  IMRepeatedCarrySlot, [IMSourceA, IMSourceB, IMSourceC]>;
def MadHiCCForm : CarryForm<OpMadHiCC, "mad.hi.cc",
  "Multiply, add the high half of the product to c, write the carry-out.",
  IMRepeatedCarrySlot, [IMSourceA, IMSourceB, IMSourceC]>;

def MadcForm : IMForm<OpMadc, "madc"> {
  let Summary = "Multiply, add the high or low half of the product, c and "
                "the carry-in; with .cc also write the carry-out.";
  let Slots = [IMModeSlot, IMCarrySlot,
               IMTypeSlot<"type", IMCarryTypes>, IMNoSaturationSlot];
  let Operands = [IMDest, IMSourceA, IMSourceB, IMSourceC];
  let Constraints = [IMTypeRefusal<IMCarryTypes>, IMCarryOut64,
                     IMNoSaturation];
}
