//===- AddressSpace.td - isspacep, cvta, mapa and getctarank --------------===//
//
// The address-space instructions of ISA 9.7.9.19 (isspacep), 9.7.9.20
// (cvta), 9.7.9.23 (mapa) and 9.7.9.24 (getctarank). One Form per
// instruction: the ISA's syntax lines of an instruction differ only in the
// shape of the address operand (and, for cvta, in the direction `.to`),
// which a custom check judges. Where ptxas 13.0 and the ISA text disagree
// the records follow ptxas, and a comment next to the record says how.
//
// Conventions of this file:
// - ptxas takes the qualifiers in any order (`cvta.u64.global`,
//   `mapa.u64.shared::cluster`), except `.to`, which must follow `cvta`
//   directly (`cvta.global.to.u64` is "Unknown modifier '.to'").
// - The address operands are not in brackets: they are values. ptxas takes
//   more shapes for them than the ISA lists (registers plus an offset,
//   immediates, function names), and different ones per instruction: an
//   AddressSpec with Bracketed = 0 says which (isspacep, mapa,
//   getctarank); cvta's source, whose rules change with `.to`, is judged by
//   the custom check cvta-source.
// - mapa's and getctarank's space slot lists the state spaces they reject
//   as well, so that their NotAllowed constraints can say which one they
//   take instead of "unknown qualifier".
//
//===----------------------------------------------------------------------===//

// ---- State spaces ------------------------------------------------------------

// The state spaces of Qualifiers.td, with what isspacep and cvta need of
// them more (the RequiresIn below, in both forms' constraints).
defvar AddrSpaceConst = SpaceConst;
defvar AddrSpaceSharedCTA = SpaceSharedCTA;
defvar AddrSpaceParam = SpaceParam;
defvar AddrSpaceParamEntry = SpaceParamEntry;
// isspacep.const and cvta(.to).const arrived with PTX 3.1. ISA: `::cta`
// needs sm_30 (and PTX 7.8, as everywhere). The kernel parameter window:
// PTX 7.7 and sm_70, `::entry` PTX 8.3. ptxas gates both exactly there
// ("Feature 'cvta/isspacep with .param state space' requires ...").
def AddrConstNeeds : RequiresIn<[AddrSpaceConst], Requires<PTX31>>;
def AddrSharedCTANeeds : RequiresIn<[AddrSpaceSharedCTA], Requires<PTX78, 30>>;
def AddrParamNeeds : RequiresIn<[AddrSpaceParam], Requires<PTX77, 70>>;
def AddrParamEntryNeeds : RequiresIn<[AddrSpaceParamEntry], Requires<PTX83, 70>>;

// What isspacep and cvta take. The parameter window is that of kernel
// parameters: `.param::func` is no window (ptxas: "Illegal modifier
// '::func'"), and is left out so that it is an unknown qualifier here.
defvar AddrWindowSpaces = [AddrSpaceConst, SpaceGlobal, SpaceLocal, SpaceShared,
                           AddrSpaceSharedCTA, SpaceSharedCluster,
                           AddrSpaceParam, AddrSpaceParamEntry];

// Every state space, for mapa and getctarank, which take only
// `.shared::cluster` (their NotAllowed constraints say so).
defvar AddrAnySpace = [SpaceGlobal, SpaceLocal, SpaceShared, SpaceSharedCTA,
                       SpaceSharedCluster, SpaceConst, SpaceParam,
                       SpaceParamEntry, SpaceParamFunc];

// ---- Other qualifiers ----------------------------------------------------------

def CvtaTo : Qualifier<".to", Always>;

// ptxas: mapa and getctarank also take the signed types `.s32` and `.s64`
// (`mapa.s64 sd0, sd1, r2;`, `getctarank.s32 r0, sx1;`); the ISA lists
// only .u32 and .u64. Bit-size and other types are rejected ("Unexpected
// instruction types specified").
defvar ClusterAddressTypes = [U32, U64, S32, S64];

// ---- Operands ----------------------------------------------------------------

def IsspacepResult : OperandSpec<"destination", RegisterOperand> {
  let FixedType = Pred;
}
// ptxas: a 32- or 64-bit integer or bit-size register (alone or plus an
// offset), an integer constant, or a variable plus an offset (`gbuf+8`) of
// any space; not a variable alone, an array element or a function.
def IsspacepAddressSpec : AddressSpec {
  let Bracketed = 0;
  let VariableSpaces = ["global", "shared", "local", "const", "param"];
  let ImmediateIn = ["global", "shared", "local", "const", "param"];
  let MinRegisterBits = 32;
  let VariableAlone = 0;
}
def IsspacepAddress : OperandSpec<"address", AddressOperand> {
  let Address = IsspacepAddressSpec;
}

def CvtaResult : OperandSpec<"destination", RegisterOperand> {
  let TypeSlot = "size";
}
// Judged by cvta-source, which reads from this record the register types
// ptxas takes as the base of `register+offset` besides integer and
// bit-size ones (ptxas holds .f16x2 as a .b32).
def CvtaSourceAddressSpec : AddressSpec {
  let Bracketed = 0;
  let OffsetBaseAnyWidth = 1;
  let OffsetBaseTypes = [F16x2];
  // ptxas: "Illegal to take address of parameter" for a .param variable of
  // the function body (its element or itself plus an offset is taken).
  let ParameterAddressOnly = ["param"];
}
def CvtaSource : OperandSpec<"source", AnyOperand> {
  let Address = CvtaSourceAddressSpec;
}

def MapaResult : OperandSpec<"destination", RegisterOperand> {
  let TypeSlot = "type";
}
// ptxas (mapa, getctarank): a register of the instruction's type, an
// integer register of any width plus an offset, an integer constant, a
// .shared variable (alone, plus an offset or indexed) or a function name.
def ClusterAddressSpec : AddressSpec {
  let Bracketed = 0;
  let VariableSpaces = ["shared"];
  let ImmediateIn = ["generic", "global", "shared", "local", "const", "param"];
  let RegisterWidthSlot = "type";
  let OffsetBaseAnyWidth = 1;
  let OffsetBaseTypes = [F16x2];
  let FunctionName = 1;
}
def ClusterAddress : OperandSpec<"address", AddressOperand> {
  let Address = ClusterAddressSpec;
}
// ISA: "b is a 32-bit integer operand". ptxas takes 32-bit integer or
// bit-size registers and any integer constant, truncated
// (`mapa.u64 rd0, rd8, 0x100000000;`); no .f32 register, no float literal.
def MapaRank : OperandSpec<"target CTA rank", ValueOperand> {
  let FixedType = U32;
}

// ISA: "Destination d is always a 32-bit register"; ptxas takes 32-bit
// integer and bit-size registers, not .f32 or .f16x2 ones.
def GetctarankResult : OperandSpec<"destination", RegisterOperand> {
  let FixedType = U32;
}

// ---- Custom checks -------------------------------------------------------------

def NoSpecialRegisters : CustomCheck<"addrspace-no-special-registers",
  "no operand is a special register such as %clock64 or %cluster_ctarank "
  "(ptxas: 'Special register argument not allowed')">;

// The only state space is `.shared::cluster`; without one the address is
// generic.
def ClusterNotCTAShared : NotAllowed<[SpaceShared, SpaceSharedCTA],
  "it works on the shared memory of the whole cluster: write "
  "'.shared::cluster', or no state space for a generic address">;
def ClusterNotOtherSpaces : NotAllowed<[SpaceGlobal, SpaceLocal, SpaceConst,
                                        SpaceParam, SpaceParamEntry,
                                        SpaceParamFunc],
  "its state space is '.shared::cluster', or none for a generic address">;

// ---- isspacep (9.7.9.19) -------------------------------------------------------

// isspacep.space p, a;
//
// ptxas differences:
// - The address may be an immediate (`isspacep.global p0, 0x1000;`) or a
//   register plus an offset (`rd8+8`). A 32-bit register is fine in a
//   64-bit module (`isspacep.global p0, r12;`), 8- and 16-bit ones are not.
// - A variable alone is rejected ("Arguments mismatch", "must be
//   register"), but a variable plus an offset is accepted (`gbuf+8`,
//   `sbuf+0`): a .global, .shared or .local one with any space, a .const
//   or .param one only with `.const` or `.param`; with the other spaces
//   ptxas 13.0 crashes (SIGSEGV) on it, which is reported.
// - A function name or an array element (`gbuf[8]`) is rejected.
def IsspacepForm : Form<OpIsspacep, "isspacep"> {
  let Summary = "Whether a generic address falls in a state space's window.";
  let Slots = [RequiredSlot<"state space", AddrWindowSpaces>];
  let Operands = [IsspacepResult, IsspacepAddress];
  let Constraints = [
    AddrConstNeeds, AddrSharedCTANeeds, AddrParamNeeds, AddrParamEntryNeeds,
    NoSpecialRegisters,
    CustomCheck<"isspacep-ptxas-failures",
      "ptxas 13.0 crashes (SIGSEGV) on a .const or .param variable plus an "
      "offset unless the window is .const or .param">];
}

// ---- cvta (9.7.9.20) -----------------------------------------------------------

// `.to` chooses the direction and must come right after the opcode
// (`cvta.global.to.u64` is "Unknown modifier '.to'" to ptxas); the space
// and the size may then come in any order (`cvta.to.u64.global`). An
// optional fixed slot: only the first slot of a form may be one.
def CvtaDirection : Slot<"direction", [CvtaTo]> {
  let Fixed = 1;
}

// cvta.space.size p, a;  cvta.space.size p, var;  cvta.space.size p, var+imm;
// cvta.to.space.size p, a;
//
// The ISA's two syntax blocks are one form: they differ only in what the
// source may be, which cvta-source judges by the direction.
//
// ptxas differences, to generic:
// - The source may also be an integer register of any width plus an
//   offset (`cvta.global.u64 rd0, rd8+8;`, `h0+8`), an integer constant
//   (`cvta.global.u64 rd0, 0x1000;`) or an element of an array variable
//   (`gbuf[8]`, `gbuf[r12]`).
// - A variable must be in the instruction's state space (`.shared::cta`
//   and `.shared::cluster` take .shared variables; `.param` takes kernel
//   and function parameters, not a .param variable of a function body:
//   "Illegal to take address of parameter"). A function is "State space
//   mismatch".
// ptxas differences, from generic (`.to`):
// - Besides a register of the instruction's size, the source may be an
//   integer constant (`cvta.to.global.u64 rd0, 0x1000;`), an integer
//   register or any variable plus an offset (`cvta.to.shared.u64 rd0,
//   gbuf+4;`) or a function name (`dfunc`); not a variable alone or an
//   array element ("must be register", "Arguments mismatch").
// Both directions:
// - The ISA's own examples `cvta.const.u32 ptr,cvar;` and
//   `cvta.shared::cta.u32 p,As+4;` fail in the 64-bit modules ptxas 13.0
//   requires: every .u32 cvta is a (line-less) "32-Bit ABI ... not
//   supported" error there, reported on the size (cvta-size).
def CvtaForm : Form<OpCvta, "cvta"> {
  let Summary = "Convert between a state space's addresses and generic "
                "addresses, or take a variable's generic address.";
  let Slots = [CvtaDirection,
               RequiredSlot<"state space", AddrWindowSpaces>,
               RequiredSlot<"size", [U32, U64]>];
  let Operands = [CvtaResult, CvtaSource];
  let Constraints = [
    AddrConstNeeds, AddrSharedCTANeeds, AddrParamNeeds, AddrParamEntryNeeds,
    NoSpecialRegisters,
    CustomCheck<"cvta-source",
      "to generic: a register of the instruction's size, an integer "
      "constant, an integer register plus an integer, or a variable of the "
      "instruction's state space, optionally plus an integer or indexed; "
      "with .to: a register of the instruction's size, an integer constant, "
      "an integer register or a variable plus an integer, or a function "
      "name">,
    CustomCheck<"cvta-size",
      "the size is the module's address size: ptxas rejects .u32 under "
      ".address_size 64 (a module-level error without a line)">];
}

// ---- mapa (9.7.9.23) -----------------------------------------------------------

// mapa{.shared::cluster}.type d, a, b;
//
// ptxas differences:
// - Types .s32 and .s64 (see ClusterAddressTypes).
// - The generic form takes .shared variables too (`mapa.u64 rd0, sbuf,
//   r2;`; ISA: variables only with .shared::cluster), and both forms take
//   integer constants (`mapa.u64 rd0, 0x1000, r2;`), integer registers of
//   any width plus an offset, elements of .shared arrays (`sbuf[8]`) and
//   function names (`dfunc`). Other variables are "State space mismatch".
// - `.shared` and `.shared::cta` are rejected ("expected '::cluster'").
// One form: the space is optional and the generic and .shared::cluster
// lines take the same operands.
def MapaForm : Form<OpMapa, "mapa"> {
  let Summary = "Map a shared memory address to the same address in another "
                "CTA of the cluster.";
  let Slots = [Slot<"state space", AddrAnySpace>,
               RequiredSlot<"type", ClusterAddressTypes>];
  let Operands = [MapaResult, ClusterAddress, MapaRank];
  let Constraints = [
    ClusterNotCTAShared, ClusterNotOtherSpaces,
    NoSpecialRegisters,
    CustomCheck<"mapa-rank",
      "a rank written as a register plus an integer needs a 32-bit integer "
      "register; a variable alone is no rank">];
}

// ---- getctarank (9.7.9.24) -----------------------------------------------------

// getctarank{.shared::cluster}.type d, a;
//
// ptxas differences: as for mapa (signed types, .shared variables in the
// generic form, constants, registers plus an offset, function names).
def GetctarankForm : Form<OpGetctarank, "getctarank"> {
  let Summary = "The rank of the CTA whose shared memory holds an address.";
  let Slots = [Slot<"state space", AddrAnySpace>,
               RequiredSlot<"type", ClusterAddressTypes>];
  let Operands = [GetctarankResult, ClusterAddress];
  let Constraints = [
    ClusterNotCTAShared, ClusterNotOtherSpaces,
    NoSpecialRegisters];
}
