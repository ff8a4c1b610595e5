//===- TypeRules.td - Which registers fit which instruction types ---------===//
//
// ISA 9.4: bit-size types fit any type of the same size, signed and
// unsigned integers of one size fit each other, floating-point types need
// an exact match. ld, st and cvt relax the size rule to "at least as wide"
// (ISA 9.4.1, tables 27 and 28). Predicates fit only predicates.

def ExactTypes : TypeRuleSet<[
  TypeRule<"b", "b", "same">, TypeRule<"b", "u", "same">,
  TypeRule<"b", "s", "same">, TypeRule<"b", "f", "same">,
  TypeRule<"u", "b", "same">, TypeRule<"u", "u", "same">,
  TypeRule<"u", "s", "same">,
  TypeRule<"s", "b", "same">, TypeRule<"s", "u", "same">,
  TypeRule<"s", "s", "same">,
  TypeRule<"f", "b", "same">, TypeRule<"f", "f", "same">,
  TypeRule<"pred", "pred", "same">
]>;

// ptxas 13.0 is wider than tables 27/28 in one place: a floating-point
// instruction type accepts any wider bit-size register (`ld.f32` into a
// `.b64`), not only an equal-size one.
def RelaxedTypes : TypeRuleSet<[
  TypeRule<"b", "b", "at-least">, TypeRule<"b", "u", "at-least">,
  TypeRule<"b", "s", "at-least">, TypeRule<"b", "f", "at-least">,
  TypeRule<"u", "b", "at-least">, TypeRule<"u", "u", "at-least">,
  TypeRule<"u", "s", "at-least">,
  TypeRule<"s", "b", "at-least">, TypeRule<"s", "u", "at-least">,
  TypeRule<"s", "s", "at-least">,
  TypeRule<"f", "b", "at-least">, TypeRule<"f", "f", "same">,
  TypeRule<"pred", "pred", "same">,
  // ptxas: an .f16x2 register is a 32-bit bit-size register for ld/st
  // (`ld.global.u16 %h2, [a]`), but it does not fit .f32.
  TypeRule<"b", ".f16x2", "at-least">, TypeRule<"u", ".f16x2", "at-least">,
  TypeRule<"s", ".f16x2", "at-least">
]>;

// ptxas: in a vector operand `{a, b}` of ld/st, integer registers of the
// type's size also fit a floating-point type (`ld.global.v2.f32 {%u0, %u1}`
// is accepted, `ld.global.f32 %u0` is not).
def RelaxedVectorTypes : TypeRuleSet<!listconcat(RelaxedTypes.Rules, [
  TypeRule<"f", "u", "same">, TypeRule<"f", "s", "same">
])>;

// Fragments the arithmetic, logic and video instructions share (issue 16).
// ptxas reads an .f16x2 register as a 32-bit integer one where the
// instruction type is an integer of that width (`add.s32 r, x1, x2`) ...
defvar F16x2AsIntegerRules = [
  TypeRule<"u", ".f16x2", "same">, TypeRule<"s", ".f16x2", "same">
];
// ... and, for most of them, as a bit-size one (`and.b32 r, x1, r2`).
defvar F16x2AsBitsRule = TypeRule<"b", ".f16x2", "same">;
// An .f16x2 instruction type takes .f16x2 and bit-size registers; the bf16
// types only bit-size ones (`.b16` for .bf16, not an .f16 register).
defvar HalfPackedRules = [
  TypeRule<".f16x2", "b", "same">, TypeRule<".f16x2", ".f16x2", "same">,
  TypeRule<".bf16", "b", "same">, TypeRule<".bf16x2", "b", "same">
];
