//===- Surface.td - The surface instructions -------------------------------===//
//
// ISA 9.7.11: suld (9.7.11.1), sust and sust.p (9.7.11.2), sured
// (9.7.11.3) and suq (9.7.11.4). One form per syntax block: suld.b,
// sust.b, sust.p, sured (its .b and .p blocks share a form and a variant
// table of operation x type) and suq.
//
// Every one of them names a surface: a `.surfref` variable, or (indirect
// access) a 64-bit integer register holding one's address. suld, sust and
// sured add the coordinates `{x, ...}` inside the brackets, as long as the
// geometry needs or longer (see SurfaceCoordinateVector).
//
// Where ptxas 13.0 and the ISA text differ the records follow ptxas and
// say so in a comment marked "ptxas:" (docs/ptxas-differences.md, "The
// surface instructions").
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Words
//===----------------------------------------------------------------------===//

// `.b` (unformatted, byte addressing; LetterB, Qualifiers.td) and `.p`
// (formatted, sample addressing) come right after the opcode.
def LetterP : Qualifier<".p", Requires<PTX20, 20>>;

// What happens out of bounds. `.clamp` and `.zero` came with PTX 2.0.
// ptxas: they are taken on sm_1x targets too (ISA: only `.trap` there).
def SurfaceTrap : Qualifier<".trap", Always>;
def SurfaceZero : Qualifier<".zero", Requires<PTX20>>;
defvar SurfaceClamp = ModeClamp;
defvar SurfaceClampModes = [SurfaceTrap, SurfaceClamp, SurfaceZero];
def SurfaceClampNeeds : RequiresIn<[SurfaceClamp], Requires<PTX20>>;

// Geometries. The three-dimensional and array ones came with PTX 3.0 on
// sm_20 (ptxas: "Feature 'surface instruction with .3d geometry' requires
// ...", "... with array geometry ...").
defvar SurfaceGeometries = [Geom1D, Geom2D, Geom3D, GeomArray1D, GeomArray2D];
def SurfaceGeometryNeeds : RequiresIn<[Geom3D, GeomArray1D, GeomArray2D],
                                      Requires<PTX30, 20>>;

// Cache operators (their records need PTX 2.0 and sm_20, as the ISA says
// of the surface instructions). Loads take the ld ones but .lu, stores the
// st ones; each slot lists the others too, refused with a message.
defvar SuldCacheOps = [CacheAllLevels, CacheGlobalLevel, CacheStreaming, LdCacheCV];
defvar SustCacheOps = [StCacheWB, CacheGlobalLevel, CacheStreaming, StCacheWT];
def SuldCacheRefusal : NotAllowed<[LdCacheLU, StCacheWB, StCacheWT],
                                  "it takes .ca, .cg, .cs or .cv">;
def SustCacheRefusal : NotAllowed<[CacheAllLevels, LdCacheCV, LdCacheLU],
                                  "it takes .wb, .cg, .cs or .wt">;

// The type slots list every fundamental type and refuse the ones a form
// does not take with a message that says what it takes (IntegerMisc.td's
// IMTypeSlot and IMTypeRefusal; ptxas: "Unexpected instruction types").
defvar SurfaceDataTypes = [B8, B16, B32, B64];
// ptxas: "Vector type too large, exceeds 128 bit limit".
def SurfaceVectorWidth : Excludes<[V4], [B64]> {
  let Why = "a surface access moves at most 128 bits";
}

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// The surface: a .surfref variable, or a .u64 register (.b64 and .s64 fit;
// ptxas: no special register, no other variable: ".surfref or .u64 register
// expected"). A register is indirect access: PTX 3.1, sm_20 (ptxas:
// "Feature 'indirect surface access' requires PTX ISA .version 3.1").
def SurfaceVariable : OperandSpec<"surface", SymbolOperand> {
  let VariableTypes = [SurfRefType];
}
def SurfaceRegister : OperandWithTypeRules<"surface register", RegisterOperand, ExactTypes> {
  let FixedType = U64;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Req = Requires<PTX31, 20>;
}
def SurfaceOperand : OperandSpec<"surface", SymbolOperand> {
  let Alternatives = [SurfaceVariable, SurfaceRegister];
}

// The coordinates: 32-bit integer registers (.b32, .u32 or .s32; not .f32,
// not .f16x2) and integer constants. ptxas: a vector needs at least the
// elements its geometry uses (the 3d and a2d ones four, the fourth
// ignored: "Operand vector size doesn't match geometry") and takes more,
// up to four (`.1d` with `{x, y}`), and a single register may be written
// without braces whatever the geometry (`[s, r8]`).
def SurfaceCoordinateVector
    : OperandWithTypeRules<"coordinates", VectorOperand, ExactTypes> {
  let FixedType = S32;
  let ElementsBy = SurfaceGeometries;
  let ElementCounts = [1, 2, 4, 2, 4];
  let MaxElements = 4;
}
def SurfaceCoordinateRegister
    : OperandWithTypeRules<"coordinate", RegisterOperand, ExactTypes> {
  let FixedType = S32;
  let SpecialRegisters = 0;
  let Variables = 0;
}
def SurfaceCoordinates : OperandSpec<"coordinates", VectorOperand> {
  let Alternatives = [SurfaceCoordinateVector, SurfaceCoordinateRegister];
}
def SurfaceAccess : OperandSpec<"surface-access", TupleOperand> {
  let Parts = [SurfaceOperand, SurfaceCoordinates];
}
// suq's `[a]`.
def SurfaceQueried : OperandSpec<"surface-access", TupleOperand> {
  let Parts = [SurfaceOperand];
}

// Data read or written: registers at least as wide as the type (ld's and
// st's rules, RelaxedTypes). ptxas: a vector `{a, b}` is taken where no
// vector qualifier is written (`sust.b.3d.b8 [s, {x, y, z, w}], {c0,
// c1}`) of up to four elements, while a vector qualifier wants its vector.
// The registers of a vector must agree ("Incompatible elements of vector
// expression": `{r0, rd1}`; `{r0, f1}` of .b32 is fine): typed by the
// first. No special register, no variable ("must be register").
def SuldDestination : OperandSpec<"destination", DataOperand> {
  let TypeSlot = "type";
  let VectorWithoutQualifier = 1;
  let MaxElements = 4;
  let TypedByFirstElement = 1;
  let SpecialRegisters = 0;
  let Variables = 0;
}
// Stored and reduced values also take constants and `r+1`.
def SustSource : OperandSpec<"source", DataValueOperand> {
  let TypeSlot = "type";
  let VectorWithoutQualifier = 1;
  let MaxElements = 4;
  let TypedByFirstElement = 1;
  let SpecialRegisters = 0;
  let Variables = 0;
  let NameOffsets = 1;
}
// ptxas: sured takes no vector ("Vector operand is not allowed").
def SuredSource : OperandSpec<"source", ValueOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
  let Variables = 0;
  let NameOffsets = 1;
}
// ptxas: suq writes a 32-bit register (.f32 and .f16x2 ones too), not a
// wider or narrower one.
def SuqDestination : OperandSpec<"destination", RegisterOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
  let Variables = 0;
}
def SuqTypes : TypeRuleSet<!listconcat(ExactTypes.Rules, [F16x2AsBitsRule])>;

//===----------------------------------------------------------------------===//
// Forms
//===----------------------------------------------------------------------===//

// suld.b.geom{.cop}{.vec}.dtype.clamp d, [a, b]
def SuldForm : Form<OpSuld, "suld.b"> {
  let Slots = [
    FixedSlot<"format", [LetterB]>,
    RequiredSlot<"geometry", SurfaceGeometries>,
    Slot<"cache operator", !listconcat(SuldCacheOps, [LdCacheLU, StCacheWB, StCacheWT])>,
    Slot<"vector", [V2, V4]>,
    IMTypeSlot<"type", SurfaceDataTypes>,
    RequiredSlot<"clamp mode", SurfaceClampModes>
  ];
  let Operands = [SuldDestination, SurfaceAccess];
  let Constraints = [SuldCacheRefusal, IMTypeRefusal<SurfaceDataTypes>,
                     SurfaceVectorWidth, SurfaceClampNeeds,
                     SurfaceGeometryNeeds];
  let TypeRules = RelaxedTypes;
}

// sust.b.geom{.cop}{.vec}.ctype.clamp [a, b], c
def SustForm : Form<OpSust, "sust.b"> {
  let Slots = [
    FixedSlot<"format", [LetterB]>,
    RequiredSlot<"geometry", SurfaceGeometries>,
    Slot<"cache operator", !listconcat(SustCacheOps, [CacheAllLevels, LdCacheCV, LdCacheLU])>,
    Slot<"vector", [V2, V4]>,
    IMTypeSlot<"type", SurfaceDataTypes>,
    RequiredSlot<"clamp mode", SurfaceClampModes>
  ];
  let Operands = [SurfaceAccess, SustSource];
  let Constraints = [SustCacheRefusal, IMTypeRefusal<SurfaceDataTypes>,
                     SurfaceVectorWidth, SurfaceClampNeeds,
                     SurfaceGeometryNeeds];
  let TypeRules = RelaxedTypes;
}

// sust.p.geom{.cop}{.vec}.b32.clamp [a, b], c. ptxas: the array
// geometries and the cache operators are taken too (ISA: .1d, .2d, .3d);
// the type is .b32 alone ("Unexpected instruction types specified").
def SustPForm : Form<OpSustP, "sust.p"> {
  let Slots = [
    RequiredSlot<"geometry", SurfaceGeometries>,
    Slot<"cache operator", !listconcat(SustCacheOps, [CacheAllLevels, LdCacheCV, LdCacheLU])>,
    Slot<"vector", [V2, V4]>,
    IMTypeSlot<"type", [B32]>,
    RequiredSlot<"clamp mode", SurfaceClampModes>
  ];
  let Operands = [SurfaceAccess, SustSource];
  let Constraints = [SustCacheRefusal, IMTypeRefusal<[B32]>,
                     SurfaceClampNeeds, SurfaceGeometryNeeds];
  let TypeRules = RelaxedTypes;
}

// sured.b.op.geom.ctype.clamp [a, b], c and sured.p.op.geom.ctype.clamp.
// ptxas: no array geometry ("Illegal modifier '.a1d'").
def SuredForm : Form<OpSured, "sured"> {
  let Slots = [
    FixedSlot<"format", [LetterB, LetterP]>,
    RequiredSlot<"operation", [RedOpAdd, RedOpMin, RedOpMax, RedOpAnd, RedOpOr]>,
    RequiredSlot<"geometry", SurfaceGeometries>,
    IMTypeSlot<"type", [U32, S32, B32, U64, S64, B64]>,
    RequiredSlot<"clamp mode", SurfaceClampModes>
  ];
  let Operands = [SurfaceAccess, SuredSource];
  let Constraints = [NotAllowed<[GeomArray1D, GeomArray2D], "it takes .1d, .2d or .3d">,
                     IMTypeRefusal<[U32, S32, B32, U64, S64, B64]>,
                     SurfaceClampNeeds, SurfaceGeometryNeeds];
  let TypeRules = RelaxedTypes;
  let Keys = ["format", "operation", "type"];
}
// ptxas, against the ISA's list: sured.b's .and and .or take .b32 only
// (.b64 is "Unexpected instruction types"), .add no .s64; sured.p's .b64
// is a min/max type.
class SuredRow<Qualifier format, list<Qualifier> ops, list<Qualifier> types>
    : Variant<SuredForm, [[format], ops, types]>;
def : SuredRow<LetterB, [RedOpAdd], [U32, S32, U64]>;
def : SuredRow<LetterB, [RedOpMin, RedOpMax], [U32, S32]>;
// ptxas: "Feature '64-bit min/max operation on sured.b' requires PTX ISA
// .version 8.1"; ISA: sm_50.
def : SuredRow<LetterB, [RedOpMin, RedOpMax], [U64, S64]> {
  let Req = Requires<PTX81, 50>;
}
def : SuredRow<LetterB, [RedOpAnd, RedOpOr], [B32]>;
def : SuredRow<LetterP, [RedOpAdd, RedOpMin, RedOpMax, RedOpAnd, RedOpOr], [B32]>;
// ptxas: "Feature '.b64 on sured.p' requires PTX ISA .version 8.1".
def : SuredRow<LetterP, [RedOpMin, RedOpMax], [B64]> {
  let Req = Requires<PTX81, 50>;
}

// suq.query.b32 d, [a]. The attributes came one by one (ptxas: "Feature
// 'array_size attribute' requires PTX ISA .version 4.1").
def SuqForm : Form<OpSuq, "suq"> {
  let Slots = [
    RequiredSlot<"query", [QueryWidth, QueryHeight, QueryDepth,
                           QueryChannelDataType, QueryChannelOrder,
                           QueryArraySize, QueryMemoryLayout]>,
    IMTypeSlot<"type", [B32]>
  ];
  let Operands = [SuqDestination, SurfaceQueried];
  let Constraints = [
    IMTypeRefusal<[B32]>,
    RequiresIn<[QueryChannelDataType, QueryChannelOrder], Requires<PTX21>>,
    RequiresIn<[QueryArraySize], Requires<PTX41>>,
    RequiresIn<[QueryMemoryLayout], Requires<PTX42>>
  ];
  let TypeRules = SuqTypes;
}
