//===- Texture.td - tex, tld4, txq, istypep (ISA 9.7.10) ------------------===//
//
// The texture instructions: one form per syntax block (tex and its mipmap
// entries tex.base, tex.level and tex.grad, tld4, txq, txq.level, istypep).
// What may be combined is said with slot constraints, what each operand
// looks like with operand shapes; there is no custom check.
//
// The requirements follow ptxas 13.0, probed at each version and target
// boundary; where ptxas and the ISA text differ a comment marked "ptxas:"
// says so, and docs/ptxas-differences.md lists it. The two texture modes of
// `.target` (texmode_unified, the default, and texmode_independent) differ
// in the handles only: the operands below say which they take in each.

//===----------------------------------------------------------------------===//
// Words of the texture instructions alone
//===----------------------------------------------------------------------===//

// Geometries beyond .1d-.a2d (Qualifiers.td). ptxas: "Feature 'cubemap
// textures' requires PTX ISA .version 3.0", "'cubemap array' requires
// .target sm_20", "'multi-sample textures' requires .target sm_30" (and
// PTX 3.2).
def TexCube : Qualifier<".cube", Requires<PTX30>>;
def TexArrayCube : Qualifier<".acube", Requires<PTX30, 20>>;
def Tex2DMS : Qualifier<".2dms", Requires<PTX32, 30>>;
def TexArray2DMS : Qualifier<".a2dms", Requires<PTX32, 30>>;

// tld4's component. `.r` is shf's word (CompareLogic.td); `.b` is also
// the surface instructions' (suld.b): LetterB (Qualifiers.td).
defvar TexComponentR = ShfRight;
def TexComponentG : Qualifier<".g", Always>;
def TexComponentA : Qualifier<".a", Always>;

// txq's attributes that suq does not share. ptxas: .num_mipmap_levels and
// .num_samples came with PTX 4.1, as .array_size did on txq; the first
// needs sm_20, the second sm_30 ("Feature 'num_samples attribute' requires
// .target sm_30").
def QueryNormalizedCoords : Qualifier<".normalized_coords", Always>;
def QueryNumMipmapLevels : Qualifier<".num_mipmap_levels", Requires<PTX41, 20>>;
def QueryNumSamples : Qualifier<".num_samples", Requires<PTX41, 30>>;
def QueryFilterMode : Qualifier<".filter_mode", Always>;
def QueryAddrMode0 : Qualifier<".addr_mode_0", Always>;
def QueryAddrMode1 : Qualifier<".addr_mode_1", Always>;
def QueryAddrMode2 : Qualifier<".addr_mode_2", Always>;
def QueryForceUnnormalized : Qualifier<".force_unnormalized_coords", Always>;

// istypep's handle types are TexRefType, SamplerRefType and SurfRefType
// (Qualifiers.td).

//===----------------------------------------------------------------------===//
// Register types
//===----------------------------------------------------------------------===//

// ptxas: a texture instruction is looser than ISA 9.4 about registers of
// the instruction's width. A .f32 destination or coordinate takes any
// 32-bit register but an .f16x2 one (`{u0, u1, u2, u3}` for .f32, `{sx4,
// sx5}` as .f32 coordinates); .f16 any 16-bit register; .s32/.u32 also an
// .f16x2 one; .f16x2 only .f16x2 and .b32 registers (not .u32).
def TexTypes : TypeRuleSet<!listconcat(ExactTypes.Rules, [
  TypeRule<"f", "u", "same">, TypeRule<"f", "s", "same">,
  F16x2AsBitsRule, TypeRule<".f16x2", "b", "same">,
  TypeRule<".f16x2", ".f16x2", "same">
], F16x2AsIntegerRules)>;

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

defvar TexGeometries = [Geom1D, Geom2D, Geom3D, GeomArray1D, GeomArray2D,
                        TexCube, TexArrayCube, Tex2DMS, TexArray2DMS];

// The result `d` or `d|p`: four values (two .f16x2 pairs), `_` for one
// not wanted. ptxas: "Feature 'Texture instruction with optional predicate
// result' requires PTX ISA .version 7.1" and "... requires .target sm_60 or
// higher", on every form of tex and on tld4 alike (issue 37).
def TexDestination : OperandSpec<"destination", DataOperand> {
  let TypeSlot = "destination type";
  let PairedPredicate = 1;
  let PairedPredicateReq = Requires<PTX71, 60>;
  let SinkAllowed = 1;
}

// A handle held in a register: a .u64 one (.b64 and .s64 fit), no
// special register.
class HandleRegister<string name>
    : OperandWithTypeRules<name, RegisterOperand, ExactTypes> {
  let FixedType = U64;
  let SpecialRegisters = 0;
  let Variables = 0;
}
// A handle named by its variable, of one of the opaque types. A texture
// may also be declared the way of PTX 1.x, in the `.tex` space (`.tex .u64
// t`), which ptxas still takes as a `.texref`.
class HandleVariable<string name, list<Qualifier> types,
                     list<string> spaces = []>
    : OperandSpec<name, SymbolOperand> {
  let VariableTypes = types;
  let VariableSpaces = spaces;
}
defvar TextureSpaces = [".tex"];

// The texture: a .texref variable, or a register holding its handle
// (ptxas: ".texref or .u64 register expected"; a register is "indirect
// texture access", PTX 3.1).
def TexRegister : HandleRegister<"texture"> {
  let Req = Requires<PTX31>;
}
def TexHandle : OperandSpec<"texture", SymbolOperand> {
  let Alternatives = [HandleVariable<"texture", [TexRefType], TextureSpaces>,
                      TexRegister];
}

// The sampler. In the default texmode_unified it may be left out and ptxas
// ignores one that is written: any variable or .u64 register, from PTX 4.3
// on sm_30 (on sm_20 ptxas reports "Feature 'offset operand' requires
// .target sm_30"). In texmode_independent it is required, and it is a
// .samplerref variable or a register (ptxas: ".samplerref or .u64 register
// expected"; without it ptxas 13.0 stops, and crashes on tex.grad).
def UnifiedModeSampler : OperandSpec<"sampler", ValueOperand> {
  let FixedType = U64;
  let NoConstants = 1;
  let SpecialRegisters = 0;
  let Functions = 0;
  let Req = Requires<PTX43, 30>;
  let WithoutOption = TexmodeIndependent;
}
def SamplerVariable : HandleVariable<"sampler", [SamplerRefType]>;
def SamplerRegister : HandleRegister<"sampler">;
def TexSampler : OperandSpec<"sampler", ValueOperand> {
  let Alternatives = [UnifiedModeSampler, SamplerVariable, SamplerRegister];
  let Optional = 1;
  let RequiredWith = TexmodeIndependent;
}

// ptxas: coordinates are a vector with at least as many elements as the
// geometry needs (a 2-element one for .1d, 4 for .2d are taken; 3 is no
// vector length), or a single value. An array's index comes first and is
// an integer whatever the coordinate type ("Array index in the 'tex'
// instruction has unexpected type. Expecting type .u32").
def TexCoordinateVector : OperandSpec<"coordinates", VectorOperand> {
  let TypeSlot = "coordinate type";
  let ElementsBy = TexGeometries;
  let ElementCounts = [1, 2, 4, 2, 4, 4, 4, 4, 4];
  let MaxElements = 4;
  let FirstElementTypeBy = [GeomArray1D, GeomArray2D, TexArrayCube];
  let FirstElementType = U32;
}
def TexCoordinateScalar : OperandSpec<"coordinates", ValueOperand> {
  let TypeSlot = "coordinate type";
}
def TexCoordinates : OperandSpec<"coordinates", ValueOperand> {
  let Alternatives = [TexCoordinateVector, TexCoordinateScalar];
}
// `[a, c]` or `[a, b, c]`.
def TexOperand : OperandSpec<"texture", TupleOperand> {
  let Parts = [TexHandle, TexSampler, TexCoordinates];
}

// The offset e: a vector of .s32 with at least as many elements as the
// geometry has dimensions, or one integer value. ptxas: a single value
// after the coordinates is the offset when it is an integer and the depth
// compare when it is a float (`], r1` and `], f1`); a cube map takes no
// offset vector ("Illegal modifier '.cube'"); offsets and depth compare
// came with PTX 4.3.
// ptxas: "Feature 'offset operand' requires .target sm_30".
defvar TexOffsetNeeds = Requires<PTX43, 30>;
def TexOffsetVector : OperandSpec<"offset", VectorOperand> {
  let FixedType = S32;
  let Req = TexOffsetNeeds;
  let ElementsBy = TexGeometries;
  let ElementCounts = [1, 2, 4, 1, 2, 1, 1, 2, 2];
  let MaxElements = 4;
  let NotWith = [TexCube, TexArrayCube];
}
def TexOffsetScalar : OperandSpec<"offset", ValueOperand> {
  let FixedType = B32;
  let Req = TexOffsetNeeds;
  let Variables = 0;
  let MatchedByClasses = ["s", "u", "b"];
}
def TexOffset : OperandSpec<"offset", ValueOperand> {
  let Alternatives = [TexOffsetVector, TexOffsetScalar];
  let Optional = 1;
}
// ptxas: the depth compare value is an .f32 (an .s32 register is refused
// beside .f32 coordinates: "Arguments mismatch"), and there is none with
// .3d ("Illegal modifier '.3d'") or with integer coordinates.
def TexDepthCompare
    : OperandWithTypeRules<"depth compare", ValueOperand, ExactTypes> {
  let FixedType = F32;
  let Optional = 1;
  let Variables = 0;
  let Req = Requires<PTX43>;
  let NotWith = [Geom3D, S32];
  let NotWithSlots = ["", "coordinate type"];
}

// tex.level's level of detail, of the coordinate type (ptxas: an .s32
// lod with integer coordinates; a vector is taken too).
def TexLodScalar : OperandSpec<"lod", ValueOperand> {
  let TypeSlot = "coordinate type";
  let Variables = 0;
}
def TexLodVector : OperandSpec<"lod", VectorOperand> {
  let TypeSlot = "coordinate type";
}
def TexLod : OperandSpec<"lod", ValueOperand> {
  let Alternatives = [TexLodScalar, TexLodVector];
}

// tex.grad's gradients: .f32 vectors of exactly the geometry's
// dimensions (ptxas: "Operand vector size doesn't match geometry"; .f32 or
// .b32 registers, not .s32 ones).
class TexGradient<string name>
    : OperandWithTypeRules<name, VectorOperand, ExactTypes> {
  let FixedType = F32;
  let ElementsBy = TexGeometries;
  let ElementCounts = [1, 2, 4, 1, 2, 4, 4, 2, 2];
}
def TexGradientX : TexGradient<"dPdx">;
def TexGradientY : TexGradient<"dPdy">;

//===----------------------------------------------------------------------===//
// tex, tex.base, tex.level, tex.grad
//===----------------------------------------------------------------------===//

defvar TexSlots = [
  RequiredSlot<"geometry", TexGeometries>,
  RequiredSlot<"vector", [V4, V2]>,
  PositionalSlot<"destination type", [U32, S32, F16, F32, F16x2]>,
  PositionalSlot<"coordinate type", [S32, F32]>
];
// ptxas: "Instruction 'tex.f32' requires .v4 type", "'tex.f16x2' requires
// .v2 type".
defvar TexVectorWhy = "four values are returned, two .f16x2 pairs with '.v2'";
def TexFourValues : OnlyWith<[U32, S32, F16, F32], "vector", [V4]> {
  let FirstSlot = "destination type";
  let Why = TexVectorWhy;
}
def TexTwoPairs : OnlyWith<[F16x2], "vector", [V2]> {
  let FirstSlot = "destination type";
  let Why = TexVectorWhy;
}
// ptxas: "Floating-point coordinates required".
def TexCubeCoordinates : OnlyWith<[TexCube, TexArrayCube], "coordinate type", [F32]> {
  let Why = "a cube map is sampled at floating-point coordinates";
}
// ptxas: "Integer coordinates require .s32 instruction type".
def TexSampleCoordinates : OnlyWith<[Tex2DMS, TexArray2DMS], "coordinate type", [S32]> {
  let Why = "a multi-sample texture is read at integer coordinates";
}
// ptxas: "Feature 'f16 arithemetic and compare instructions' requires
// .target sm_53" (and PTX 4.2).
def TexHalfNeeds : RequiresIn<[F16, F16x2], Requires<PTX42, 53>> {
  let FirstSlot = "destination type";
}
defvar TexConstraints = [
  TexFourValues, TexTwoPairs, TexCubeCoordinates, TexSampleCoordinates,
  TexHalfNeeds, RequiresIn<[GeomArray1D, GeomArray2D], Requires<PTX23>>
];

def TexForm : Form<OpTex, "tex.geom.v4.dtype.ctype d{|p}, [a, {b,} c] {, e} {, f}"> {
  let Summary = "Texture fetch; `.v2.f16x2` returns two packed pairs.";
  let Slots = TexSlots;
  let Operands = [TexDestination, TexOperand, TexOffset, TexDepthCompare];
  let TypeRules = TexTypes;
  let Constraints = TexConstraints;
}
def TexBaseForm : Form<OpTexBase, "tex.base.geom.v4.dtype.ctype d{|p}, [a, {b,} c] {, e} {, f}"> {
  let Summary = "Texture fetch from the base mipmap level.";
  let Slots = TexSlots;
  let Operands = [TexDestination, TexOperand, TexOffset, TexDepthCompare];
  let TypeRules = TexTypes;
  let Constraints = TexConstraints;
}
// ptxas: "Illegal modifier 'Multi-sample geometry' for instruction
// 'tex.grad'" (tex.level likewise refuses them).
defvar TexMipmapOnly = NotAllowed<[Tex2DMS, TexArray2DMS],
    "a multi-sample texture has no mipmap levels">;
def TexLevelForm : Form<OpTexLevel, "tex.level.geom.v4.dtype.ctype d{|p}, [a, {b,} c], lod {, e} {, f}"> {
  let Summary = "Texture fetch at an explicit level of detail.";
  let Slots = TexSlots;
  let Operands = [TexDestination, TexOperand, TexLod, TexOffset,
                  TexDepthCompare];
  let TypeRules = TexTypes;
  let Constraints = !listconcat(TexConstraints, [TexMipmapOnly]);
}
def TexGradForm : Form<OpTexGrad, "tex.grad.geom.v4.dtype.ctype d{|p}, [a, {b,} c], dPdx, dPdy {, e} {, f}"> {
  let Summary = "Texture fetch with explicit gradients.";
  let Slots = TexSlots;
  let Operands = [TexDestination, TexOperand, TexGradientX, TexGradientY,
                  TexOffset, TexDepthCompare];
  let TypeRules = TexTypes;
  let Constraints = !listconcat(TexConstraints, [TexMipmapOnly]);
}

//===----------------------------------------------------------------------===//
// tld4
//===----------------------------------------------------------------------===//

// ptxas: .a2d, .cube and .acube, offsets and depth compare came with PTX
// 4.3 ("Feature 'tld4 instruction with .a2d' requires .target sm_30"); no .f16 result, only .f32 coordinates ("Unexpected instruction
// types specified for 'tld4'"); "Component modifier required".
def Tld4Form : Form<OpTld4, "tld4.comp.geom.v4.dtype.f32 d{|p}, [a, {b,} c] {, e} {, f}"> {
  let Summary = "Gather one component of the four texels around a point.";
  let Slots = [
    RequiredSlot<"component", [TexComponentR, TexComponentG, LetterB,
                               TexComponentA]>,
    RequiredSlot<"geometry", [Geom2D, GeomArray2D, TexCube, TexArrayCube]>,
    RequiredSlot<"vector", [V4]>,
    PositionalSlot<"destination type", [U32, S32, F32]>,
    PositionalSlot<"coordinate type", [F32]>
  ];
  let Operands = [TexDestination, TexOperand, TexOffset, TexDepthCompare];
  let TypeRules = TexTypes;
  let Constraints = [
    RequiresIn<[GeomArray2D, TexCube, TexArrayCube], Requires<PTX43, 30>>
  ];
}

//===----------------------------------------------------------------------===//
// txq, txq.level
//===----------------------------------------------------------------------===//

// The result: any 32-bit register (ptxas takes .f32 and .f16x2 ones too).
def TxqDestination : OperandSpec<"destination", RegisterOperand> {
  let FixedType = B32;
  let SpecialRegisters = 0;
}
def TxqOperand : OperandSpec<"texture", TupleOperand> {
  let Parts = [TexHandle];
}
// The sampler queried: a .samplerref variable or a register; in
// texmode_unified, where there is no .samplerref, the texture's variable
// stands for its sampler (ptxas: ".samplerref or .u64 register expected"
// in texmode_independent).
def UnifiedModeTextureSampler
    : HandleVariable<"sampler", [TexRefType], TextureSpaces> {
  let WithoutOption = TexmodeIndependent;
}
def TxqSamplerHandle : OperandSpec<"sampler", SymbolOperand> {
  let Alternatives = [UnifiedModeTextureSampler, SamplerVariable,
                      SamplerRegister];
}
// ptxas: .force_unnormalized_coords wants a sampler in both modes, so a
// .texref is refused ("Argument 1 of instruction 'txq': .samplerref
// expected").
def TxqOnlySamplerHandle : OperandSpec<"sampler", SymbolOperand> {
  let Alternatives = [SamplerVariable, SamplerRegister];
}
defvar TxqType = RequiredSlot<"type", [B32]>;

defvar TxqTextureQueries = [
  QueryWidth, QueryHeight, QueryDepth, QueryChannelDataType,
  QueryChannelOrder, QueryNormalizedCoords, QueryArraySize,
  QueryNumMipmapLevels, QueryNumSamples, QueryMemoryLayout];
defvar TxqSamplerQueries = [QueryFilterMode, QueryAddrMode0, QueryAddrMode1,
                            QueryAddrMode2];
// The handle asked: one of the three, as the query says.
def TxqTextureOperand : OperandSpec<"texture", TupleOperand> {
  let Parts = [TexHandle];
  let PresentWith = TxqTextureQueries;
}
def TxqSamplerQueryOperand : OperandSpec<"sampler", TupleOperand> {
  let Parts = [TxqSamplerHandle];
  let PresentWith = TxqSamplerQueries;
}
def TxqForceUnnormalizedOperand : OperandSpec<"sampler", TupleOperand> {
  let Parts = [TxqOnlySamplerHandle];
  let PresentWith = [QueryForceUnnormalized];
}

def TxqForm : Form<OpTxq, "txq.query.b32 d, [a]"> {
  let Summary = "Query an attribute of a texture or a sampler.";
  let Slots = [
    RequiredSlot<"query", !listconcat(TxqTextureQueries, TxqSamplerQueries,
                                      [QueryForceUnnormalized])>,
    TxqType
  ];
  let Operands = [TxqDestination, TxqTextureOperand, TxqSamplerQueryOperand,
                  TxqForceUnnormalizedOperand];
  let TypeRules = TexTypes;
  // ptxas: txq's .array_size came with PTX 4.1.
  let Constraints = [RequiresIn<[QueryArraySize], Requires<PTX41>>];
}

// ptxas: only the dimensions per level ("Illegal query modifier for
// instruction 'txq.level'"); the level is an integer.
def TxqLevelLod : OperandSpec<"lod", ValueOperand> {
  let FixedType = S32;
  let Variables = 0;
}
def TxqLevelForm : Form<OpTxqLevel, "txq.level.tlquery.b32 d, [a], lod"> {
  let Summary = "Query a dimension of one mipmap level of a texture.";
  let Slots = [RequiredSlot<"query", [QueryWidth, QueryHeight, QueryDepth]>,
               TxqType];
  let Operands = [TxqDestination, TxqOperand, TxqLevelLod];
  let TypeRules = TexTypes;
}

//===----------------------------------------------------------------------===//
// istypep
//===----------------------------------------------------------------------===//

def IstypepDestination : OperandSpec<"destination", PredicateOperand> {
  let FixedType = Pred;
}
// ptxas: a 64-bit register (`rd1+1` too) or an integer constant; not the
// variable itself ("Arguments mismatch"), not a special register.
def IstypepHandle : OperandSpec<"handle", ValueOperand> {
  let FixedType = U64;
  let Variables = 0;
  let Functions = 0;
  let SpecialRegisters = 0;
  let NameOffsets = 1;
}
def IstypepForm : Form<OpIstypep, "istypep.type p, a"> {
  let Summary = "Test whether a 64-bit handle is of a texture, sampler or surface.";
  let Slots = [RequiredSlot<"handle type", [TexRefType, SamplerRefType,
                                            SurfRefType]>];
  let Operands = [IstypepDestination, IstypepHandle];
  let TypeRules = TexTypes;
}
