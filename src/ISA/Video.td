//===- Video.td - The video instructions ----------------------------------===//
//
// ISA 9.7.18: the scalar video instructions (9.7.18.1: vadd, vsub,
// vabsdiff, vmin, vmax, vshl, vshr, vmad, vset) and the SIMD ones
// (9.7.18.2: vadd2 ... vset2, vadd4 ... vset4). Their versions and targets
// are the opcodes' (Opcodes.td, VideoOp): PTX 2.0 and sm_20 for the scalar
// ones, PTX 3.0 and sm_30 for the SIMD ones; no qualifier needs more.
//
// Every operand is a 32-bit integer. The types after the opcode say how
// each source is read (and the destination written): signed or unsigned,
// in the order destination, a, b (vset: a, b). They are positional slots:
// the first type written is the destination's, whatever else comes between
// (`vabsdiff.s32.u32.sat.s32.max` is accepted).
//
// Operands may select part of a register (`r1.b3`, `r2.h10`, `r3.b7654`):
// which selects an operand takes is its PartSelects list (VideoSelects
// below); ptxas refuses any other ("Incorrect video selector for operand
// 1"), and any on the operand c ("Video selector is not allowed on 'source
// C' operand").
//
// Where ptxas and the ISA text differ the records follow ptxas and say so
// in a comment marked "ptxas:".
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Words and register types
//===----------------------------------------------------------------------===//

defvar VideoTypes = [U32, S32];
defvar VideoSat = Saturate;
defvar VideoOpAdd = RedOpAdd;
defvar VideoOpMin = RedOpMin;
defvar VideoOpMax = RedOpMax;
defvar VideoSecondaryOps = [VideoOpAdd, VideoOpMin, VideoOpMax];
defvar VideoClamp = ModeClamp;
defvar VideoWrap = ModeWrap;
// vset compares signed or unsigned integers, as its types say: the six
// integer comparisons only. The others are listed so that the message can
// say so (ptxas: "Mismatch between instruction type and comparison
// qualifier").
defvar VideoCompares = [CmpEq, CmpNe, CmpLt, CmpLe, CmpGt, CmpGe];
defvar VideoOtherCompares = [HalfLow, CmpLs, HalfHigh, CmpHs, CmpEqu, CmpNeu,
                             CmpLtu, CmpLeu, CmpGtu, CmpGeu, CmpNum, CmpNan];
defvar VideoCompareWhy =
  "vset compares with .eq, .ne, .lt, .le, .gt or .ge; its types say "
  "whether signed";

// vmad's product is taken as a plain product (`.po`) or scaled down after
// the addition (`.shr7`, `.shr15`); the words are vmad's alone.
def VideoPlainProduct : Qualifier<".po", Always>;
def VideoShiftRight7  : Qualifier<".shr7", Always>;
def VideoShiftRight15 : Qualifier<".shr15", Always>;

// ptxas: a 32-bit integer or bit-size register, and an .f16x2 one, which
// ptxas holds as a .b32 (`vadd.u32.u32.u32 x0, x1, x2` is accepted); not an
// .f32 one and no other width ("Arguments mismatch").
def VideoRegisterTypes : TypeRuleSet<!listconcat(ExactTypes.Rules,
                                                 F16x2AsIntegerRules)>;

// ptxas: `.sat` may be written twice (`vadd.u32.sat.sat.u32.u32`); a
// second secondary operation, mode, comparison or scale may not ("Multiple
// instruction post-operation flags set", "Multiple clamp modifiers
// specified", "Multiple comparisons set").
def VideoSatSlot : Slot<"saturation", [VideoSat]> { let RepeatAllowed = 1; }

//===----------------------------------------------------------------------===//
// Part selects (ptxas, as the ISA gives them; case matters: `.B0` is
// "Unknown video selector")
//===----------------------------------------------------------------------===//

// Scalar sources, and a scalar destination that merges (d.dsel): a byte or
// a half-word.
def VideoByteSelect : PartSelect<"b", 1, 1, 3, 0, "'.b0' to '.b3'">;
def VideoHalfSelect : PartSelect<"h", 1, 1, 1, 0, "'.h0' to '.h1'">;
defvar VideoScalarSelects = [VideoByteSelect, VideoHalfSelect];
// SIMD destinations: a mask of the lanes written, highest first (ptxas:
// `.h01`, `.b0123` and `.b33` are refused).
def VideoHalfMask : PartSelect<"h", 1, 2, 1, 1,
                               "'.h0', '.h1' or '.h10' (lanes highest first)">;
def VideoByteMask : PartSelect<"b", 1, 4, 3, 1,
                               "'.b0' to '.b3210' (lanes highest first)">;
// SIMD sources: which half-words (of 4) or bytes (of 8) of the pair {b, a}
// go to each lane.
def VideoHalfLanes : PartSelect<"h", 2, 2, 3, 0, "'.hxy' (x, y in 0-3)">;
def VideoByteLanes : PartSelect<"b", 4, 4, 7, 0, "'.bxyzw' (x, y, z, w in 0-7)">;

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// The destination: a register (no special register, no `_`, no `d|p`).
class VideoDestinationSpec : OperandSpec<"destination", RegisterOperand> {
  let FixedType = U32;
  let SpecialRegisters = 0;
}
// A source of a scalar instruction: a register, an integer constant, a
// function's name or `name+imm` (ptxas takes both), but no variable
// ("must be register") and no special register ("Special register
// argument not allowed").
class VideoScalarSource<string name> : OperandSpec<name, ValueOperand> {
  let FixedType = U32;
  let SpecialRegisters = 0;
  let Variables = 0;
  let NameOffsets = 1;
}
// A source of a SIMD instruction: a register only (ptxas: a constant gets
// "Incorrect video selector for operand 3").
class VideoSimdSource<string name> : OperandSpec<name, RegisterOperand> {
  let FixedType = U32;
  let SpecialRegisters = 0;
}

def VideoDestination : VideoDestinationSpec;
def VideoMergeDestination : VideoDestinationSpec {
  let PartSelects = VideoScalarSelects;
  let PartSelectsWith = "c";
}
def VideoScalarA : VideoScalarSource<"a"> { let PartSelects = VideoScalarSelects; }
def VideoScalarB : VideoScalarSource<"b"> { let PartSelects = VideoScalarSelects; }
def VideoScalarC : VideoScalarSource<"c">;
def VideoScalarOptionalC : VideoScalarSource<"c"> { let Optional = 1; }
// vmad's sources may be negated, but not with `.po`, and ptxas lets either
// the product a*b (an odd number of a and b) or c be negated, not both:
// `-a, -b, -c` is accepted, `-a, b, -c` is not.
class VideoMadSource<string name> : VideoScalarSource<name> {
  let Negatable = 1;
  let NotNegatedWith = [VideoPlainProduct];
}
def VideoMadA : VideoMadSource<"a"> { let PartSelects = VideoScalarSelects; }
def VideoMadB : VideoMadSource<"b"> { let PartSelects = VideoScalarSelects; }
def VideoMadC : VideoMadSource<"c"> { let NegationAgainst = ["a", "b"]; }
def VideoSimd2Destination : VideoDestinationSpec {
  let PartSelects = [VideoHalfMask];
}
def VideoSimd4Destination : VideoDestinationSpec {
  let PartSelects = [VideoByteMask];
}
def VideoSimd2A : VideoSimdSource<"a"> { let PartSelects = [VideoHalfLanes]; }
def VideoSimd2B : VideoSimdSource<"b"> { let PartSelects = [VideoHalfLanes]; }
def VideoSimd4A : VideoSimdSource<"a"> { let PartSelects = [VideoByteLanes]; }
def VideoSimd4B : VideoSimdSource<"b"> { let PartSelects = [VideoByteLanes]; }
def VideoSimdC : VideoSimdSource<"c">;

// ptxas: vset, vset2 and vset4 refuse an .f16x2 register as d and as c
// ("Arguments mismatch"), which the other video instructions take.
class VideoSetOperand<string name, OperandKind kind>
    : OperandWithTypeRules<name, kind, ExactTypes> {
  let FixedType = U32;
  let SpecialRegisters = 0;
}
def VideoSetDestination : VideoSetOperand<"destination", RegisterOperand>;
def VideoSetMergeDestination : VideoSetOperand<"destination", RegisterOperand> {
  let PartSelects = VideoScalarSelects;
  let PartSelectsWith = "c";
}
class VideoSetValue : VideoSetOperand<"c", ValueOperand> {
  let Variables = 0;
  let NameOffsets = 1;
}
def VideoSetC : VideoSetValue;
def VideoSetOptionalC : VideoSetValue { let Optional = 1; }
def VideoSet2Destination : VideoSetOperand<"destination", RegisterOperand> {
  let PartSelects = [VideoHalfMask];
}
def VideoSet4Destination : VideoSetOperand<"destination", RegisterOperand> {
  let PartSelects = [VideoByteMask];
}
def VideoSetSimdC : VideoSetOperand<"c", RegisterOperand>;

//===----------------------------------------------------------------------===//
// Scalar: vadd, vsub, vabsdiff, vmin, vmax, vshl, vshr, vset (9.7.18.1)
//===----------------------------------------------------------------------===//

// Each scalar instruction has three syntax blocks:
//   vop.types{.sat} d, a{.asel}, b{.bsel};
//   vop.types{.sat}.op2 d, a{.asel}, b{.bsel}, c;    (op2: .add .min .max)
//   vop.types{.sat} d.dsel, a{.asel}, b{.bsel}, c;   (the result into c's
//                                                     part dsel names)
// The first and the third are one form, with c optional and d's part
// select taken only with c (PartSelectsWith); the second is a form of its
// own, tried first: it is ruled out by its qualifiers alone when no op2 is
// written, and explains a line with op2 and without c ("takes 4 operands").
// ptxas: a part select on d needs the third block ("Video selector is not
// allowed on destination", with op2 "Video instruction cannot have
// destination selector and secondary operation"); the third block also
// takes d without a select.
defvar VideoThreeTypes = !listconcat([]<Slot>, [
  PositionalSlot<"destination type", VideoTypes>,
  PositionalSlot<"a type", VideoTypes>,
  PositionalSlot<"b type", VideoTypes>]);

multiclass VideoScalar<Opcode op, string name, list<Slot> slots,
                       string summary, list<Constraint> constraints = [],
                       OperandSpec d = VideoDestination,
                       OperandSpec mergeD = VideoMergeDestination,
                       OperandSpec c = VideoScalarC,
                       OperandSpec optionalC = VideoScalarOptionalC> {
  def SecondaryForm : Form<op, name # " with a secondary operation"> {
    let Req = op.Req;
    let Summary = summary # " Then combine the result with c by the "
                  "secondary operation.";
    let Slots = !listconcat(slots, [
      RequiredSlot<"secondary operation", VideoSecondaryOps>]);
    let Operands = [d, VideoScalarA, VideoScalarB, c];
    let TypeRules = VideoRegisterTypes;
    let Constraints = constraints;
  }
  def Form : Form<op, name> {
    let Req = op.Req;
    let Summary = summary # " With c, merge the result into the part of c "
                  "that d's select names (all of it without a select).";
    let Slots = slots;
    let Operands = [mergeD, VideoScalarA, VideoScalarB, optionalC];
    let TypeRules = VideoRegisterTypes;
    let Constraints = constraints;
  }
}

defvar VideoArithmeticSlots = !listconcat(VideoThreeTypes, [VideoSatSlot]);
defm VAdd : VideoScalar<OpVadd, "vadd", VideoArithmeticSlots,
                        "Add two 32-bit integers or parts of them.">;
defm VSub : VideoScalar<OpVsub, "vsub", VideoArithmeticSlots,
                        "Subtract two 32-bit integers or parts of them.">;
defm VAbsdiff : VideoScalar<OpVabsdiff, "vabsdiff", VideoArithmeticSlots,
                            "The absolute difference of two 32-bit integers "
                            "or parts of them.">;
defm VMin : VideoScalar<OpVmin, "vmin", VideoArithmeticSlots,
                        "The smaller of two 32-bit integers or parts of "
                        "them.">;
defm VMax : VideoScalar<OpVmax, "vmax", VideoArithmeticSlots,
                        "The larger of two 32-bit integers or parts of "
                        "them.">;

// vshl, vshr: the shift amount b is unsigned (ptxas: "Operation requires
// .u32 type" for `.s32`), and the mode is required ("Clamp modifier
// required").
defvar VideoShiftSlots = [PositionalSlot<"destination type", VideoTypes>,
                          PositionalSlot<"a type", VideoTypes>,
                          PositionalSlot<"shift type", [U32]>,
                          VideoSatSlot,
                          RequiredSlot<"mode", [VideoClamp, VideoWrap]>];
defm VShl : VideoScalar<OpVshl, "vshl", VideoShiftSlots,
                        "Shift a 32-bit integer or part of one left.">;
defm VShr : VideoScalar<OpVshr, "vshr", VideoShiftSlots,
                        "Shift a 32-bit integer or part of one right.">;

// vset: two types (the sources'), a comparison, no `.sat` (ptxas: "Illegal
// modifier '.sat'"); d is 1 or 0.
def VideoCompareNotAllowed : NotAllowed<VideoOtherCompares, VideoCompareWhy>;
defvar VideoSetSlots = [PositionalSlot<"a type", VideoTypes>,
                        PositionalSlot<"b type", VideoTypes>,
                        RequiredSlot<"comparison", !listconcat(VideoCompares,
                                                    VideoOtherCompares)>];
defm VSet : VideoScalar<OpVset, "vset", VideoSetSlots,
                        "Compare two 32-bit integers or parts of them.",
                        [VideoCompareNotAllowed], VideoSetDestination,
                        VideoSetMergeDestination, VideoSetC,
                        VideoSetOptionalC>;

//===----------------------------------------------------------------------===//
// vmad (9.7.18.1.3)
//===----------------------------------------------------------------------===//

// vmad.types{.sat}{.scale} d, {-}a{.asel}, {-}b{.bsel}, {-}c;
// vmad.types.po{.sat}{.scale} d, a{.asel}, b{.bsel}, c;
// One form: `.po` is a slot. ptxas: d takes no part select ("Video selector
// is not allowed on destination"); `.sat` may be written twice, `.po` and
// the scale not ("Multiple shift-right modifiers specified").
def VMadForm : Form<OpVmad, "vmad"> {
  let Req = OpVmad.Req;
  let Summary = "Multiply two 32-bit integers or parts of them and add a "
                "third, optionally scaling the result down.";
  let Slots = !listconcat(VideoThreeTypes, [
    VideoSatSlot,
    Slot<"plain product", [VideoPlainProduct]>,
    Slot<"scale", [VideoShiftRight7, VideoShiftRight15]>
  ]);
  let Operands = [VideoDestination, VideoMadA, VideoMadB, VideoMadC];
  let TypeRules = VideoRegisterTypes;
}

//===----------------------------------------------------------------------===//
// SIMD: vadd2 ... vset2, vadd4 ... vset4 (9.7.18.2)
//===----------------------------------------------------------------------===//

// vop2.types{.sat} d{.mask}, a{.asel}, b{.bsel}, c;
// vop2.types.add d{.mask}, a{.asel}, b{.bsel}, c;
// One form per instruction: c is always written. ptxas: `.sat` and `.add`
// exclude each other ("Illegal combination of .sat and .add modifiers"),
// and `.add` is the only secondary operation ("Illegal secondary operation
// for video instruction", for .min and .max).
defvar VideoSimdWhy = "the SIMD video instructions take only '.add' as a "
                      "secondary operation";
def VideoSimdOnlyAdd : NotAllowed<[VideoOpMin, VideoOpMax], VideoSimdWhy>;
def VideoSimdSatOrAdd : Excludes<[VideoSat], [VideoOpAdd]> {
  let Why = "'.add' sums the lanes' results into c, unsaturated";
}
defvar VideoSimdSlots = !listconcat(VideoThreeTypes, [
  VideoSatSlot, Slot<"secondary operation", VideoSecondaryOps>]);
defvar VideoSetSimdSlots = [
  PositionalSlot<"a type", VideoTypes>, PositionalSlot<"b type", VideoTypes>,
  RequiredSlot<"comparison", !listconcat(VideoCompares, VideoOtherCompares)>,
  Slot<"secondary operation", VideoSecondaryOps>];

class VideoSimd<Opcode op, string name, int lanes, string summary,
                list<Slot> slots = VideoSimdSlots,
                list<Constraint> constraints = [VideoSimdOnlyAdd,
                                                VideoSimdSatOrAdd],
                bit compares = 0>
    : Form<op, name> {
  let Req = op.Req;
  let Summary = summary;
  let Slots = slots;
  let Operands = !if(!eq(lanes, 2),
    [!if(compares, VideoSet2Destination, VideoSimd2Destination),
     VideoSimd2A, VideoSimd2B, !if(compares, VideoSetSimdC, VideoSimdC)],
    [!if(compares, VideoSet4Destination, VideoSimd4Destination),
     VideoSimd4A, VideoSimd4B, !if(compares, VideoSetSimdC, VideoSimdC)]);
  let TypeRules = VideoRegisterTypes;
  let Constraints = constraints;
}

defvar VideoHalves = " on the two 16-bit halves of a and b";
defvar VideoBytes = " on the four bytes of a and b";
def VAdd2Form     : VideoSimd<OpVadd2, "vadd2", 2, "Add" # VideoHalves # ".">;
def VSub2Form     : VideoSimd<OpVsub2, "vsub2", 2, "Subtract" # VideoHalves # ".">;
def VAvrg2Form    : VideoSimd<OpVavrg2, "vavrg2", 2, "Average" # VideoHalves # ".">;
def VAbsdiff2Form : VideoSimd<OpVabsdiff2, "vabsdiff2", 2,
                              "Absolute difference" # VideoHalves # ".">;
def VMin2Form     : VideoSimd<OpVmin2, "vmin2", 2, "Minimum" # VideoHalves # ".">;
def VMax2Form     : VideoSimd<OpVmax2, "vmax2", 2, "Maximum" # VideoHalves # ".">;
def VSet2Form     : VideoSimd<OpVset2, "vset2", 2, "Compare" # VideoHalves # ".",
                              VideoSetSimdSlots,
                              [VideoSimdOnlyAdd, VideoCompareNotAllowed], 1>;
def VAdd4Form     : VideoSimd<OpVadd4, "vadd4", 4, "Add" # VideoBytes # ".">;
def VSub4Form     : VideoSimd<OpVsub4, "vsub4", 4, "Subtract" # VideoBytes # ".">;
def VAvrg4Form    : VideoSimd<OpVavrg4, "vavrg4", 4, "Average" # VideoBytes # ".">;
def VAbsdiff4Form : VideoSimd<OpVabsdiff4, "vabsdiff4", 4,
                              "Absolute difference" # VideoBytes # ".">;
def VMin4Form     : VideoSimd<OpVmin4, "vmin4", 4, "Minimum" # VideoBytes # ".">;
def VMax4Form     : VideoSimd<OpVmax4, "vmax4", 4, "Maximum" # VideoBytes # ".">;
def VSet4Form     : VideoSimd<OpVset4, "vset4", 4, "Compare" # VideoBytes # ".",
                              VideoSetSimdSlots,
                              [VideoSimdOnlyAdd, VideoCompareNotAllowed], 1>;
