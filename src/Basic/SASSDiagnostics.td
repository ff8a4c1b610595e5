//===- SASSDiagnostics.td - Findings of the SASS checker -----*- tablegen -*-===//
//
// What `ptx-lint --isa=sass` (or a `.sass` file) reports on SASS
// cache-control instructions, CCTL and CCTLL of the SPA 5.0 documents. The
// facts are in src/SASS/*.td; the checker is src/SASS/SASSChecker.cpp;
// docs/sass-cctl.md describes the syntax ptx-lint reads.
//
//===----------------------------------------------------------------------===//

def SASSSyntaxGroup : DiagGroup<"sass-syntax",
  "SASS lines that do not follow the line syntax: guard, opcode and "
  "modifiers, operands, scoreboard and scheduling annotations, `;`.">;
def SASSISAGroup : DiagGroup<"sass-isa",
  "SASS cache-control instructions (CCTL, CCTLL) checked against the SASS "
  "tables (`src/SASS/*.td`).">;
def SASSAdvisoryGroup : DiagGroup<"sass-advisory",
  "SASS cache-control instructions that assemble but are deprecated, "
  "ambiguous, or carry modifiers that do nothing.">;

//===----------------------------------------------------------------------===//
// Syntax
//===----------------------------------------------------------------------===//

def SASSSyntaxError : Error<"sass-syntax-error", SASSSyntaxGroup,
    "a SASS line that does not follow the instruction syntax"> {
  let Documentation = [{
A SASS statement is `{@{!}Pg} OPCODE{.mod...} operands {annotations} ;`.
The message names what was found and what was expected; a missing `;`
comes with a fix-it. Lines that hold only comments, labels (`name:`) or
directives (`.section ...`) are skipped, and so are instructions other than
CCTL and CCTLL, which ptx-lint does not model.
}];
}

//===----------------------------------------------------------------------===//
// The tables
//===----------------------------------------------------------------------===//

def SASSUnknownModifier : Error<"sass-unknown-modifier", SASSISAGroup,
    "a modifier that the SASS instruction does not have"> {
  let Documentation = [{
CCTL takes `.E`, a cache hierarchy (`.D`, `.U`, `.C`, `.I`, `.CRS`) and a
cache operation (`.PF1`, `.PF2`, `.WB`, `.IV`, `.IVALL`, `.RS`, `.WBALL`).
A close spelling is suggested with a fix-it (`.pf1` for `.PF1`).
}];
}

def SASSDuplicateModifier : Error<"sass-duplicate-modifier", SASSISAGroup,
    "two modifiers for one position, or one modifier twice"> {
  let Documentation = [{
An instruction has at most one `.E`, one cache hierarchy and one cache
operation (`CCTL.D.C.PF1`, `CCTL.PF1.PF2`). A modifier written twice comes
with a fix-it that removes the repeat.
}];
}

def SASSModifierOrder : Error<"sass-modifier-order", SASSISAGroup,
    "modifiers out of the order the syntax gives"> {
  let Documentation = [{
The syntax is `CCTL{.E}{.cache}.cop`: the extension first, then the cache
hierarchy, then the operation. A fix-it writes them in that order.
}];
}

def SASSMissingModifier : Error<"sass-missing-modifier", SASSISAGroup,
    "a cache operation or hierarchy the instruction needs is missing"> {
  let Documentation = [{
Every CCTL and CCTLL names its operation (`.PF1`, `.IVALL`, ...), and
`CCTLL.CRS.WBALL` its hierarchy.
}];
}

def SASSInvalidCombination : Error<"sass-invalid-combination", SASSISAGroup,
    "modifiers that the cache x operation table or a form does not allow together"> {
  let Documentation = [{
The page's table says which operation each cache hierarchy implements:
`.PF1`, `.PF2`, `.WB`, `.IV` and `.RS` only the data hierarchy (`.D`);
`.IVALL` the data, constant and instruction hierarchies; `.WBALL` only the
call return stack, and `.CRS` is valid only as `CCTLL.CRS.WBALL`. The
whole-cache operations `.IVALL` and `.WBALL` take no address and so no
`.E`; CCTLL takes no `.E` and, but for `.CRS`, no hierarchy.

```
CCTL.C.PF1 [R2];      // error: .PF1 is implemented for .D only
CCTL.E.IVALL;         // error: .IVALL takes no .E
```
}];
}

def SASSIllegalEncoding : Error<"sass-illegal-encoding", SASSISAGroup,
    "an instruction that assembles to an illegal encoding"> {
  let Documentation = [{
`.QRY1` is unimplemented and signals an illegal instruction encoding. The
whole-cache operations (`.IVALL`, `.WBALL`) assemble Ra as RZ and the
immediate as 0; an address with any other register or offset is an illegal
encoding. Writing `[RZ]` or `[0]` is accepted: it is what they assemble to.
}];
}

def SASSOperand : Error<"sass-operand", SASSISAGroup,
    "a missing, extra or malformed operand"> {
  let Documentation = [{
The line operations take one address, `[Ra + Imm]`, `[Ra]` or `[Imm]`;
the whole-cache ones take none. A register must be `R0` .. `R254` or `RZ`.
}];
}

def SASSRegisterPair : Error<"sass-register-pair", SASSISAGroup,
    "an .E address register without a register after it"> {
  let Documentation = [{
With `.E` the address is the 64-bit value of `(R[a], R[a+1])`. `R254` has
no second register (R255 is RZ), so it cannot hold an extended address.
}];
}

def SASSImmediateRange : Error<"sass-immediate-range", SASSISAGroup,
    "an address offset that does not fit its immediate field"> {
  let Documentation = [{
CCTL's offset is a signed 32-bit immediate (`[Ra + ImmS32]`) and its
absolute address an unsigned 32-bit one (`[ImmU32]`); CCTLL's offset is a
signed 24-bit immediate (`[Ra + ImmS24]`) and its absolute address an
unsigned 24-bit one. A value outside is not encodable. Negative offsets are
written `[R2-0x10]` or `[R2+-0x10]`.
}];
}

def SASSPredicate : Error<"sass-predicate", SASSISAGroup,
    "a guard that names no predicate register"> {
  let Documentation = [{
The guard is `@Pg` or `@!Pg` with `Pg` one of `P0` .. `P6` or `PT`.
}];
}

def SASSScoreboard : Error<"sass-scoreboard", SASSISAGroup,
    "a scoreboard annotation the instruction cannot take"> {
  let Documentation = [{
`&rdN` names the scoreboard released when the instruction has read its
operands and `&req={...}` the scoreboards it waits for, each `0` .. `5`
(the page's `&req_6` is a six-bit mask; `&req=0x21` is accepted too).
`CCTL.C.IVALL` and `CCTL.I.IVALL` cannot take `&rd`: they are executed in
dispatch and go into no VQ. CCTL writes no register, so `&wrN` is never
valid. Each annotation may be given once.
}];
}

def SASSScheduling : Error<"sass-scheduling", SASSISAGroup,
    "a scheduling annotation below the minimum the instruction needs"> {
  let Documentation = [{
`CCTL.C.IVALL`, `CCTL.I.IVALL` and `CCTLL.CRS.WBALL` need `?sched>=?WAIT5`:
when a scheduling annotation is written, it must wait at least 5 cycles.
Leaving it out leaves the choice to the assembler. Only `?WAITn` is known.
}];
}

//===----------------------------------------------------------------------===//
// Advisory
//===----------------------------------------------------------------------===//

def SASSDeprecatedModifier : Warning<"sass-deprecated-modifier",
    SASSAdvisoryGroup, "a deprecated modifier"> {
  let Format = "'%0' is deprecated: it is assembled as '%1'; write '%1'";
  let Documentation = [{
`.U` is deprecated and "implemented merely as an alias for `.D`". A fix-it
writes `.D`.

```
CCTL.U.PF1 [R2];   // warning: write CCTL.D.PF1
```
}];
}

def SASSAmbiguousAlias : Warning<"sass-ambiguous-alias", SASSAdvisoryGroup,
    "a modifier whose meaning the document gives two ways"> {
  let Format = "'%0' is ambiguous: %1";
  let Documentation = [{
`CCTL.U.IVALL`: the page calls `.U` an alias of `.D`, but also says that
`CCTL.U.IVALL` "will always invalidate all global lines in the indexed
constant cache". Write `CCTL.D.IVALL` (the L1 data cache) or
`CCTL.C.IVALL` (the constant cache), whichever is meant.
}];
}

def SASSExtensionNoEffect : Warning<"sass-extension-no-effect",
    SASSAdvisoryGroup, "an .E extension on an address that has no register"> {
  let Format = "'.E' has no effect on %0: without a register the address is "
               "the zero-extended immediate; remove '.E'";
  let Documentation = [{
`.E` makes `(R[a], R[a+1])` a 64-bit base address. When Ra is omitted or
`RZ`, the effective address is the zero-extended absolute immediate, and
`.E` changes nothing.

```
CCTL.E.D.PF1 [0x1000];   // warning
```
}];
}

def SASSRedundantDefault : Warning<"sass-redundant-default", SASSAdvisoryGroup,
    "a modifier that spells out the default"> {
  let DefaultEnabled = 0;
  let Format = "'%0' is the default %1; it can be left out";
  let Documentation = [{
`.D` is the default cache hierarchy of CCTL. Off by default: spelling it
out can be deliberate.
}];
}
