//===- Qualifiers.td - Types, vectors and state spaces --------------------===//
//
// The qualifiers many instructions share. Family files (LoadStore.td, ...)
// define the ones only their instructions use. There is one record per
// spelling (ptx-tblgen refuses a second): a family names a shared record
// under its own defvar, and a form that needs more of a word than its
// record says, because the word came to that instruction later, says so
// with a RequiresIn (Base.td).

// ---- Fundamental types (ISA 5.2.1) -----------------------------------------
def B8   : TypeQualifier<".b8",   "b", 8,   Always>;
def B16  : TypeQualifier<".b16",  "b", 16,  Always>;
def B32  : TypeQualifier<".b32",  "b", 32,  Always>;
def B64  : TypeQualifier<".b64",  "b", 64,  Always>;
def B128 : TypeQualifier<".b128", "b", 128, Requires<PTX83, 70>>;
def U8   : TypeQualifier<".u8",   "u", 8,   Always>;
def U16  : TypeQualifier<".u16",  "u", 16,  Always>;
def U32  : TypeQualifier<".u32",  "u", 32,  Always>;
def U64  : TypeQualifier<".u64",  "u", 64,  Always>;
def S8   : TypeQualifier<".s8",   "s", 8,   Always>;
def S16  : TypeQualifier<".s16",  "s", 16,  Always>;
def S32  : TypeQualifier<".s32",  "s", 32,  Always>;
def S64  : TypeQualifier<".s64",  "s", 64,  Always>;
def F16  : TypeQualifier<".f16",  "f", 16,  Always>;
def F32  : TypeQualifier<".f32",  "f", 32,  Always>;
def F64  : TypeQualifier<".f64",  "f", 64,  Always>;
def Pred : TypeQualifier<".pred", "pred", 1, Always>;

// Register types that only declarations use directly.
def F16x2  : TypeQualifier<".f16x2",  "f", 32, Always>;
def BF16   : TypeQualifier<".bf16",   "f", 16, Requires<PTX70, 80>>;
def BF16x2 : TypeQualifier<".bf16x2", "f", 32, Requires<PTX70, 80>>;
// Packed types of the arithmetic instructions (add/sub/mul/fma .f32x2,
// min/max .u16x2/.s16x2): what each needs is on the forms that take it.
def F32x2 : TypeQualifier<".f32x2", "f", 64, Always>;
def U16x2 : TypeQualifier<".u16x2", "u", 32, Always>;
def S16x2 : TypeQualifier<".s16x2", "s", 32, Always>;

// ---- Vectors (ISA 5.4.2) -----------------------------------------------------
def V2 : VectorQualifier<".v2", 2, Always>;
def V4 : VectorQualifier<".v4", 4, Always>;
// `.v8` itself is not gated: what needs PTX 8.8 and sm_100 is a 256-bit
// access, which the forms say with RequiresWith (LoadStore.td).
def V8 : VectorQualifier<".v8", 8, Always>;

// ---- State spaces (ISA 5.1) -------------------------------------------------
def SpaceGlobal        : SpaceQualifier<".global", "global", Always>;
def SpaceShared        : SpaceQualifier<".shared", "shared", Always>;
def SpaceSharedCTA     : SpaceQualifier<".shared::cta", "shared", Requires<PTX78>>;
def SpaceSharedCluster : SpaceQualifier<".shared::cluster", "shared", Requires<PTX78, 90>>;
def SpaceLocal         : SpaceQualifier<".local", "local", Always>;
def SpaceConst         : SpaceQualifier<".const", "const", Always>;
def SpaceParam         : SpaceQualifier<".param", "param", Always>;
def SpaceParamEntry    : SpaceQualifier<".param::entry", "param", Requires<PTX83>>;
def SpaceParamFunc     : SpaceQualifier<".param::func", "param", Requires<PTX83>>;

// ---- Words several families share (one record per spelling) ---------------
// The checker compares qualifiers by record, so a spelling that means the
// same in several instructions, with the same requirement, is one record;
// the family files name it under their own defvar.
def ScopeCTA : Qualifier<".cta", Always>;
def ScopeGPU : Qualifier<".gpu", Always>;
def ScopeSys : Qualifier<".sys", Always>;
// Reduction operations (cp.reduce.async.bulk, multimem, the tensor
// reductions).
def RedOpAdd : Qualifier<".add", Always>;
def RedOpAnd : Qualifier<".and", Always>;
def RedOpOr  : Qualifier<".or",  Always>;
def RedOpXor : Qualifier<".xor", Always>;
def RedOpMin : Qualifier<".min", Always>;
def RedOpMax : Qualifier<".max", Always>;
def RedOpInc : Qualifier<".inc", Always>;
def RedOpDec : Qualifier<".dec", Always>;
def LevelL1 : Qualifier<".L1", Always>;
def PrefetchSize256B : Qualifier<".L2::256B", Requires<PTX74, 80>>;
def BulkGroupCompletion : Qualifier<".bulk_group", Requires<PTX80, 90>>;
def CacheStreaming : Qualifier<".cs", Requires<PTX20, 20>>;
def MulticastCluster : Qualifier<".multicast::cluster", Requires<PTX80, 90>>;

// Memory orders and their scope: each record holds what most of the
// instructions that take the word need of it (ld and st ask PTX 6.0 and
// sm_70 for .weak, .relaxed and .release, and PTX 7.8 and sm_90 for
// .cluster: their forms say so).
def OrderWeak    : Qualifier<".weak",    Always>;
def OrderRelaxed : Qualifier<".relaxed", Always>;
def OrderAcquire : Qualifier<".acquire", Requires<PTX60, 70>>;
def OrderRelease : Qualifier<".release", Always>;
def ScopeCluster : Qualifier<".cluster", Always>;
def MemoryMmio   : Qualifier<".mmio",    Requires<PTX82, 70>>;
// Cache operators, levels, eviction priorities and hints (ISA 9.7.9.1,
// 9.7.9.2). On ld and st, the .L2::evict_* priorities came with the 256-bit
// accesses (PTX 8.8, sm_100); cp.async asks sm_80 for the prefetch sizes.
def CacheAllLevels   : Qualifier<".ca", Requires<PTX20, 20>>;
def CacheGlobalLevel : Qualifier<".cg", Requires<PTX20, 20>>;
def LevelL2          : Qualifier<".L2", Always>;
def L2EvictNormal    : Qualifier<".L2::evict_normal", Requires<PTX74, 80>>;
def L2EvictFirst     : Qualifier<".L2::evict_first",  Requires<PTX74, 80>>;
def L2EvictLast      : Qualifier<".L2::evict_last",   Requires<PTX74, 80>>;
def L2CacheHint      : Qualifier<".L2::cache_hint",   Requires<PTX74, 80>>;
def PrefetchSize64B  : Qualifier<".L2::64B",  Requires<PTX74, 75>>;
def PrefetchSize128B : Qualifier<".L2::128B", Requires<PTX74, 75>>;
// The completion mechanism of the bulk copies and st.async.
def MbarrierCompleteTx : Qualifier<".mbarrier::complete_tx::bytes",
                                   Requires<PTX80, 90>>;

// ---- Words of the synchronization, atomic, texture and surface groups -----
// Shared by several of ISA 9.7.10, 9.7.11, 9.7.13 and 9.7.14-16. Each record
// needs nothing itself: the instruction entries and the forms (RequiresIn)
// say what each instruction needs of the word.
def Sync    : Qualifier<".sync",    Always>;   // shfl, vote, bar, redux, ...
def Aligned : Qualifier<".aligned", Always>;   // bar, barrier.cluster, wgmma, ...
def Async   : Qualifier<".async",   Always>;   // clusterlaunchcontrol, tcgen05, ...
def OrderAcqRel : Qualifier<".acq_rel", Always>; // atom, fence, ...
def PopCount : Qualifier<".popc", Always>;     // bar.red, barrier.red, wmma
def ConditionAny : Qualifier<".any", Always>; // vote, match, bar.sync, bar.red
def ConditionAll : Qualifier<".all", Always>; // vote, match, bar.sync
// Geometries of textures and surfaces; the first three are also the
// dimensions of the tensor copies.
def Geom1D : Qualifier<".1d", Always>;
def Geom2D : Qualifier<".2d", Always>;
def Geom3D : Qualifier<".3d", Always>;
def GeomArray1D : Qualifier<".a1d", Always>;
def GeomArray2D : Qualifier<".a2d", Always>;
// `.b`: tld4's blue component and the surface instructions' unformatted
// access (suld.b).
def LetterB : Qualifier<".b", Always>;
// The declared types of texture, sampler and surface variables
// (`.global .surfref s;`): a type class of their own, so that a declaration
// records them as its type; no register and no instruction type is of
// them. A 64-bit handle as a `.param`. istypep tests for each.
def TexRefType     : TypeQualifier<".texref",     "opaque", 64, Always>;
def SamplerRefType : TypeQualifier<".samplerref", "opaque", 64, Always>;
def SurfRefType    : TypeQualifier<".surfref",    "opaque", 64, Always>;
// Attributes that both txq and suq query.
def QueryWidth           : Qualifier<".width", Always>;
def QueryHeight          : Qualifier<".height", Always>;
def QueryDepth           : Qualifier<".depth", Always>;
def QueryChannelDataType : Qualifier<".channel_data_type", Always>;
def QueryChannelOrder    : Qualifier<".channel_order", Always>;
def QueryArraySize       : Qualifier<".array_size", Always>;
def QueryMemoryLayout    : Qualifier<".memory_layout", Always>;

// ---- Rounding, flushing and saturation (ISA 9.7.3, 9.7.4, 9.7.9.21) -------
// Shared by cvt and the arithmetic instructions; each record holds what
// most instructions need of the word, a form that needs more says so
// with a RequiresIn.
def RoundRni : Qualifier<".rni", Always>;
def RoundRzi : Qualifier<".rzi", Always>;
def RoundRmi : Qualifier<".rmi", Always>;
def RoundRpi : Qualifier<".rpi", Always>;
def RoundRn  : Qualifier<".rn",  Always>;
def RoundRz  : Qualifier<".rz",  Always>;
def RoundRm  : Qualifier<".rm",  Always>;
def RoundRp  : Qualifier<".rp",  Always>;
def FlushToZero : Qualifier<".ftz", Always>;
def Saturate : Qualifier<".sat", Always>;
def ClampNegativeToZero : Qualifier<".relu", Requires<PTX70, 80>>;
def Approximate : Qualifier<".approx", Always>;
def FullRange : Qualifier<".full", Always>;
// min/max: NaN propagation and the sign rule of the result.
def PropagateNaN : Qualifier<".NaN", Always>;
def XorSign : Qualifier<".xorsign", Always>;
def AbsoluteValue : Qualifier<".abs", Always>;
// fma/ex2 and friends on half types: out-of-bounds NaN to zero.
def OutOfBoundsZero : Qualifier<".oob", Always>;

// ---- Parts of a product and carries (ISA 9.7.1, 9.7.2) ---------------------
// `.hi` and `.lo` are also compare operators (below): one record each.
def HalfHigh : Qualifier<".hi", Always>;
def HalfLow  : Qualifier<".lo", Always>;
def WideProduct : Qualifier<".wide", Always>;
def CarryOut : Qualifier<".cc", Always>;
// Out-of-range shift and position handling (shf, szext, bmsk).
def ModeClamp : Qualifier<".clamp", Always>;
def ModeWrap  : Qualifier<".wrap",  Always>;

// ---- Compare operators (ISA 9.7.6.1, set/setp; vset) -----------------------
// `.lo` and `.hi` are HalfLow and HalfHigh above.
def CmpEq  : Qualifier<".eq",  Always>;
def CmpNe  : Qualifier<".ne",  Always>;
def CmpLt  : Qualifier<".lt",  Always>;
def CmpLe  : Qualifier<".le",  Always>;
def CmpGt  : Qualifier<".gt",  Always>;
def CmpGe  : Qualifier<".ge",  Always>;
def CmpLs  : Qualifier<".ls",  Always>;
def CmpHs  : Qualifier<".hs",  Always>;
def CmpEqu : Qualifier<".equ", Always>;
def CmpNeu : Qualifier<".neu", Always>;
def CmpLtu : Qualifier<".ltu", Always>;
def CmpLeu : Qualifier<".leu", Always>;
def CmpGtu : Qualifier<".gtu", Always>;
def CmpGeu : Qualifier<".geu", Always>;
def CmpNum : Qualifier<".num", Always>;
def CmpNan : Qualifier<".nan", Always>;

// ---- Matrix instructions (ISA 9.7.14-9.7.16) -------------------------------
// Words that more than one matrix family spells: the warp-level shapes that
// wmma and mma share, the fragment layouts, the `.kind` of an mma and its
// block scaling (mma and tcgen05.mma), the repeat counts (ldmatrix/stmatrix
// and tcgen05.ld/st), and the packed sub-byte element formats (ldmatrix and
// tcgen05.cp). Their families give the requirements with `RequiresIn`.
def LayoutRow : Qualifier<".row", Always>;
def LayoutCol : Qualifier<".col", Always>;
def ShapeM8N8K4    : Qualifier<".m8n8k4",    Always>;
def ShapeM8N8K16   : Qualifier<".m8n8k16",   Always>;
def ShapeM8N8K32   : Qualifier<".m8n8k32",   Always>;
def ShapeM8N8K128  : Qualifier<".m8n8k128",  Always>;
def ShapeM16N8K4   : Qualifier<".m16n8k4",   Always>;
def ShapeM16N8K8   : Qualifier<".m16n8k8",   Always>;
def ShapeM16N8K16  : Qualifier<".m16n8k16",  Always>;
def ShapeM16N8K32  : Qualifier<".m16n8k32",  Always>;
def ShapeM16N8K64  : Qualifier<".m16n8k64",  Always>;
def ShapeM16N8K128 : Qualifier<".m16n8k128", Always>;
def ShapeM16N8K256 : Qualifier<".m16n8k256", Always>;
def ShapeM16N16K16 : Qualifier<".m16n16k16", Always>;
def ShapeM16N16K8  : Qualifier<".m16n16k8",  Always>;
def ShapeM32N8K16  : Qualifier<".m32n8k16",  Always>;
def ShapeM8N32K16  : Qualifier<".m8n32k16",  Always>;
def SingleBit : TypeQualifier<".b1", "b", 1, Always>;
def KindF16      : Qualifier<".kind::f16",      Always>;
def KindTF32     : Qualifier<".kind::tf32",     Always>;
def KindF8F6F4   : Qualifier<".kind::f8f6f4",   Always>;
def KindI8       : Qualifier<".kind::i8",       Always>;
def KindMXF8F6F4 : Qualifier<".kind::mxf8f6f4", Always>;
def KindMXF4     : Qualifier<".kind::mxf4",     Always>;
def KindMXF4NVF4 : Qualifier<".kind::mxf4nvf4", Always>;
def BlockScale   : Qualifier<".block_scale",    Always>;
def ScaleVec1X   : Qualifier<".scale_vec::1X",  Always>;
def ScaleVec2X   : Qualifier<".scale_vec::2X",  Always>;
def ScaleVec4X   : Qualifier<".scale_vec::4X",  Always>;
def ScaleBlock16 : Qualifier<".block16",        Always>;
def ScaleBlock32 : Qualifier<".block32",        Always>;
def Repeat1   : Qualifier<".x1",   Always>;
def Repeat2   : Qualifier<".x2",   Always>;
def Repeat4   : Qualifier<".x4",   Always>;
def Repeat8   : Qualifier<".x8",   Always>;
def Repeat16  : Qualifier<".x16",  Always>;
def Repeat32  : Qualifier<".x32",  Always>;
def Repeat64  : Qualifier<".x64",  Always>;
def Repeat128 : Qualifier<".x128", Always>;
// Sparse A (mma, wgmma.mma_async, tcgen05.mma).
def MatrixSparse : Qualifier<".sp", Always>;
def PackedB8x16   : Qualifier<".b8x16",     Always>;
def PackedB6x16P32 : Qualifier<".b6x16_p32", Always>;
def PackedB4x16P64 : Qualifier<".b4x16_p64", Always>;
