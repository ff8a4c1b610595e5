//===- Targets.td - `.target` architectures and options -------------------===//
//
// MinVersion is the lowest `.version` ptxas 13.0 accepts with the target
// (probed with `ptxas -arch=compute_XX`; where it differs from the ISA's
// table, ptxas wins: sm_70 with 5.1, sm_75 with 6.3, sm_88 with 7.3 and
// sm_120 with 8.7 are accepted).
//
// Implies encodes the `a`/`f` rules of `ptxas --help` and ISA section
// 11.1.2: an `a` target has its own family's `f` features; a later member
// of a family has the features of the earlier members' `f` targets.
//
// MaxStaticShared (probed with ptxas 13.0 at the limit and one byte above)
// is 48 KiB (0xc000) on every target but the `a` ones of the data-centre
// families, which take the whole shared memory of a block (227 KiB,
// 0x38c00; 99 KiB, 0x18c00 on sm_12x) as static data. The limit follows
// ptxas's -arch, not the module's .target: targets older than sm_75, which
// ptxas 13 compiles only for sm_75 or later, get sm_75's.

def sm_10 : Target<"sm_10", 10, PTX10>;
def sm_11 : Target<"sm_11", 11, PTX10>;
def sm_12 : Target<"sm_12", 12, PTX12>;
def sm_13 : Target<"sm_13", 13, PTX12>;
def sm_20 : Target<"sm_20", 20, PTX20>;
def sm_21 : Target<"sm_21", 21, PTX20>;
def sm_30 : Target<"sm_30", 30, PTX30>;
def sm_32 : Target<"sm_32", 32, PTX40>;
def sm_35 : Target<"sm_35", 35, PTX31>;
def sm_37 : Target<"sm_37", 37, PTX41>;
def sm_50 : Target<"sm_50", 50, PTX40>;
def sm_52 : Target<"sm_52", 52, PTX41>;
def sm_53 : Target<"sm_53", 53, PTX42>;
def sm_60 : Target<"sm_60", 60, PTX50>;
def sm_61 : Target<"sm_61", 61, PTX50>;
def sm_62 : Target<"sm_62", 62, PTX50>;
def sm_70 : Target<"sm_70", 70, PTX51>;
def sm_72 : Target<"sm_72", 72, PTX61>;
def sm_75 : Target<"sm_75", 75, PTX63>;
def sm_80 : Target<"sm_80", 80, PTX70>;
def sm_86 : Target<"sm_86", 86, PTX71>;
def sm_87 : Target<"sm_87", 87, PTX74>;
// ptxas 11.8 and 12.4: "Unsupported .target 'sm_88'" (the ISA introduces
// it with PTX 9.0).
def sm_88 : Target<"sm_88", 88, PTX73> { let FirstRelease = [CUDA13_0]; }
def sm_89 : Target<"sm_89", 89, PTX78>;
def sm_90 : Target<"sm_90", 90, PTX78>;
let MaxStaticShared = 0x38C00 in
def sm_90a : ArchTarget<"sm_90a", 90, PTX80>;

// The sm_10x family.
def sm_100 : Target<"sm_100", 100, PTX86>;
def sm_100f : FamilyTarget<"sm_100f", 100, PTX88>;
let MaxStaticShared = 0x38C00 in
def sm_100a : ArchTarget<"sm_100a", 100, PTX86, [sm_100f]>;
def sm_103 : Target<"sm_103", 103, PTX88>;
def sm_103f : FamilyTarget<"sm_103f", 103, PTX88, [sm_100f]>;
let MaxStaticShared = 0x38C00 in
def sm_103a : ArchTarget<"sm_103a", 103, PTX88, [sm_103f]>;
// sm_107 (PTX 9.4, CUDA 13.4) joins the sm_10x family: sm_107f has the
// features of sm_103f and so of sm_100f, and sm_107a those of sm_107f.
// Not probed: ptxas 13.0 knows none of the three ("Value 'sm_107' is not
// defined for option 'gpu-name'"; `.target sm_107a` is "Unsupported
// .target" at .version 9.0). Sources: LLVM NVPTXTargetParser.def and
// NVPTXSubtarget.cpp minPTXVersion (94 for sm_107, sm_107f and sm_107a),
// NVPTX.td's family list [100, 103, 107]. MaxStaticShared of sm_107a is
// assumed to be that of the family's other `a` targets (unverified).
def sm_107 : Target<"sm_107", 107, PTX94>;
def sm_107f : FamilyTarget<"sm_107f", 107, PTX94, [sm_103f]>;
let MaxStaticShared = 0x38C00 in
def sm_107a : ArchTarget<"sm_107a", 107, PTX94, [sm_107f]>;

// The sm_11x family; sm_101 is the former name of sm_110.
def sm_110 : Target<"sm_110", 110, PTX90>;
def sm_110f : FamilyTarget<"sm_110f", 110, PTX90>;
let MaxStaticShared = 0x38C00 in
def sm_110a : ArchTarget<"sm_110a", 110, PTX90, [sm_110f]>;
def sm_101 : Target<"sm_101", 101, PTX86>;
def sm_101f : FamilyTarget<"sm_101f", 101, PTX88, [sm_110f]>;
// ptxas 13 no longer takes sm_101a: the limit is that of sm_110a.
let MaxStaticShared = 0x38C00 in
def sm_101a : ArchTarget<"sm_101a", 101, PTX86, [sm_101f]>;

// The sm_12x family.
def sm_120 : Target<"sm_120", 120, PTX87>;
def sm_120f : FamilyTarget<"sm_120f", 120, PTX88>;
let MaxStaticShared = 0x18C00 in
def sm_120a : ArchTarget<"sm_120a", 120, PTX87, [sm_120f]>;
def sm_121 : Target<"sm_121", 121, PTX88>;
def sm_121f : FamilyTarget<"sm_121f", 121, PTX88, [sm_120f]>;
let MaxStaticShared = 0x18C00 in
def sm_121a : ArchTarget<"sm_121a", 121, PTX88, [sm_121f]>;

// ptxas: `.target compute_80` is accepted as sm_80, for every architecture
// (compute_90a, compute_100f).
def : TargetSpelling<"compute_", "sm_">;

// Options follow an architecture (ptxas: "Target architecture not defined"
// for `.target texmode_unified, sm_80`); one may be given more than once.
def TexmodeUnified : TargetOption<"texmode_unified", PTX10>;
// ptxas: "Feature 'texmode_independent' requires PTX ISA .version 1.5".
def TexmodeIndependent : TargetOption<"texmode_independent", PTX15>;
// ptxas: "Debug information not found in presence of .target debug" unless
// the module has a `.section` (any section; `.file` and `.loc` do not count).
def DebugOption : TargetOption<"debug", PTX30> {
  let NeedsSection = 1;
}
// ptxas: "Directive map_f64_to_f32 is not supported with SM 1.3 or higher",
// judged by the architecture named last before the option
// (`.target sm_12, map_f64_to_f32, sm_20` is accepted).
def MapF64ToF32 : TargetOption<"map_f64_to_f32", PTX10> {
  let RefusedFromSM = 13;
}
def : TargetOptionsConflict<TexmodeUnified, TexmodeIndependent>;
// ptxas: texmode_unified is the default, and a separate sampler is refused
// in it, whatever the version.
def : NeedsTargetOption<".samplerref", TexmodeIndependent>;
