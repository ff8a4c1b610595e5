//===- Versions.td - The PTX ISA versions and the CUDA releases -----------===//
//
// Every `.version` some ptxas accepts: up to 9.0 as ptxas 13.0 does, then
// 9.1 ... 9.5 from their ISA texts (no ptxas newer than 13.0 runs here;
// docs/isa-support.md). ptxas rejects any other ("Unsupported .version").
//
// ptxas: how it reads the number. Each part is a decimal integer, leading
// zeros and all, wrapping at 2^32 (`08.05` and `8.4294967301` are 8.5).
// Whether the version is known, ptxas decides by MAJOR * 10 + MINOR: so
// `8.00`, `8.01` (8.1), `8.10` (90: 9.0), `7.20`, `2.30`, `0.90` are all
// known, while `7.80` (150), `7.19` (89) and `2.300` are "Unsupported". A
// known version is then compared as written, part by part: `8.10` is newer
// than 8.8 (it takes sm_103) and older than 9.0 (no `.abi_preserve`), `7.18`
// older than 8.8, `2.10` older than 2.3. (isa::isKnownVersionNumber.)
// Between `.version` and its number only blanks may stand, on one line: a
// line break or a comment there is "Missing .version directive".

def PTX10 : PTXVersion<1, 0>;  def PTX11 : PTXVersion<1, 1>;
def PTX12 : PTXVersion<1, 2>;  def PTX13 : PTXVersion<1, 3>;
def PTX14 : PTXVersion<1, 4>;  def PTX15 : PTXVersion<1, 5>;
def PTX20 : PTXVersion<2, 0>;  def PTX21 : PTXVersion<2, 1>;
def PTX22 : PTXVersion<2, 2>;  def PTX23 : PTXVersion<2, 3>;
def PTX30 : PTXVersion<3, 0>;  def PTX31 : PTXVersion<3, 1>;
def PTX32 : PTXVersion<3, 2>;
def PTX40 : PTXVersion<4, 0>;  def PTX41 : PTXVersion<4, 1>;
def PTX42 : PTXVersion<4, 2>;  def PTX43 : PTXVersion<4, 3>;
def PTX50 : PTXVersion<5, 0>;  def PTX51 : PTXVersion<5, 1>;
def PTX60 : PTXVersion<6, 0>;  def PTX61 : PTXVersion<6, 1>;
def PTX62 : PTXVersion<6, 2>;  def PTX63 : PTXVersion<6, 3>;
def PTX64 : PTXVersion<6, 4>;  def PTX65 : PTXVersion<6, 5>;
def PTX70 : PTXVersion<7, 0>;  def PTX71 : PTXVersion<7, 1>;
def PTX72 : PTXVersion<7, 2>;  def PTX73 : PTXVersion<7, 3>;
def PTX74 : PTXVersion<7, 4>;  def PTX75 : PTXVersion<7, 5>;
def PTX76 : PTXVersion<7, 6>;  def PTX77 : PTXVersion<7, 7>;
def PTX78 : PTXVersion<7, 8>;
def PTX80 : PTXVersion<8, 0>;  def PTX81 : PTXVersion<8, 1>;
def PTX82 : PTXVersion<8, 2>;  def PTX83 : PTXVersion<8, 3>;
def PTX84 : PTXVersion<8, 4>;  def PTX85 : PTXVersion<8, 5>;
def PTX86 : PTXVersion<8, 6>;  def PTX87 : PTXVersion<8, 7>;
def PTX88 : PTXVersion<8, 8>;
def PTX90 : PTXVersion<9, 0>;  def PTX91 : PTXVersion<9, 1>;
def PTX92 : PTXVersion<9, 2>;  def PTX93 : PTXVersion<9, 3>;
def PTX94 : PTXVersion<9, 4>;  def PTX95 : PTXVersion<9, 5>;

// CUDA toolkits, from the release notes (PTX ISA chapter 13), in release
// order, each with the newest .version its ptxas accepts: `--cuda 12.4`
// refuses a module declaring a newer one. 1.5 came with a driver release
// only; 4.2 and 12.6 brought no new PTX ISA version. 13.1 ... 13.4: from
// the PTX ISA 9.1 text, CCCL's __cccl_ptx_isa table (ptx_isa.h) and LLVM's
// NVPTX back-end (NVPTX.td: ptx91 ... ptx94); 13.5 with PTX ISA 9.5 only
// from a public compiler's notes (TVM), no NVIDIA text. Driver branches:
// the CUDA release notes' table of toolkit and driver versions (CCCL's
// ptx_isa.h names them too, from 11.8 to 13.0); none is given here where
// no source did.
def CUDA1_0 : CUDARelease<"1.0", PTX10>;
def CUDA1_1 : CUDARelease<"1.1", PTX11>;
def CUDA2_0 : CUDARelease<"2.0", PTX12>;
def CUDA2_1 : CUDARelease<"2.1", PTX13>;
def CUDA2_2 : CUDARelease<"2.2", PTX14>;
def CUDA3_0 : CUDARelease<"3.0", PTX20>;
def CUDA3_1 : CUDARelease<"3.1", PTX21>;
def CUDA3_2 : CUDARelease<"3.2", PTX22>;
def CUDA4_0 : CUDARelease<"4.0", PTX23>;
def CUDA4_1 : CUDARelease<"4.1", PTX30>;
def CUDA4_2 : CUDARelease<"4.2", PTX30>;
def CUDA5_0 : CUDARelease<"5.0", PTX31>;
def CUDA5_5 : CUDARelease<"5.5", PTX32>;
def CUDA6_0 : CUDARelease<"6.0", PTX40>;
def CUDA6_5 : CUDARelease<"6.5", PTX41>;
def CUDA7_0 : CUDARelease<"7.0", PTX42>;
def CUDA7_5 : CUDARelease<"7.5", PTX43>;
def CUDA8_0 : CUDARelease<"8.0", PTX50>;
def CUDA9_0 : CUDARelease<"9.0", PTX60>;
def CUDA9_1 : CUDARelease<"9.1", PTX61>;
def CUDA9_2 : CUDARelease<"9.2", PTX62>;
def CUDA10_0 : CUDARelease<"10.0", PTX63, "r410">;
def CUDA10_1 : CUDARelease<"10.1", PTX64, "r418">;
def CUDA10_2 : CUDARelease<"10.2", PTX65, "r440">;
def CUDA11_0 : CUDARelease<"11.0", PTX70, "r450">;
def CUDA11_1 : CUDARelease<"11.1", PTX71, "r455">;
def CUDA11_2 : CUDARelease<"11.2", PTX72, "r460">;
def CUDA11_3 : CUDARelease<"11.3", PTX73, "r465">;
def CUDA11_4 : CUDARelease<"11.4", PTX74, "r470">;
def CUDA11_5 : CUDARelease<"11.5", PTX75, "r495">;
def CUDA11_6 : CUDARelease<"11.6", PTX76, "r510">;
def CUDA11_7 : CUDARelease<"11.7", PTX77, "r515">;
// The releases behind ptx-lint's facts: ptxas 11.8, 12.4 and 13.0 run
// here (../shared/multi/fetch-ptxas.sh for the older two); 12.8's and
// 12.9's verdicts were recorded (../shared/multi/verdicts.jsonl).
let Evidence = "ptxas" in
def CUDA11_8 : CUDARelease<"11.8", PTX78, "r520">;
def CUDA12_0 : CUDARelease<"12.0", PTX80, "r525">;
def CUDA12_1 : CUDARelease<"12.1", PTX81, "r530">;
def CUDA12_2 : CUDARelease<"12.2", PTX82, "r535">;
def CUDA12_3 : CUDARelease<"12.3", PTX83, "r545">;
let Evidence = "ptxas" in
def CUDA12_4 : CUDARelease<"12.4", PTX84, "r550">;
def CUDA12_5 : CUDARelease<"12.5", PTX85, "r555">;
def CUDA12_6 : CUDARelease<"12.6", PTX85, "r560">;
def CUDA12_7 : CUDARelease<"12.7", PTX86>;
let Evidence = "verdicts" in {
def CUDA12_8 : CUDARelease<"12.8", PTX87, "r570">;
def CUDA12_9 : CUDARelease<"12.9", PTX88, "r575">;
}
let Evidence = "ptxas", Oracle = 1 in
def CUDA13_0 : CUDARelease<"13.0", PTX90, "r580">;
def CUDA13_1 : CUDARelease<"13.1", PTX91>;
def CUDA13_2 : CUDARelease<"13.2", PTX92>;
def CUDA13_3 : CUDARelease<"13.3", PTX93>;
def CUDA13_4 : CUDARelease<"13.4", PTX94>;
def CUDA13_5 : CUDARelease<"13.5", PTX95>;

// Shorthands for the requirements most features have.
def Always : Requires<PTX10>;

