//===- Diagnostics.td - The catalog of ptx-lint diagnostics --*- tablegen -*-===//
//
// Errors are what ptxas rejects; warnings (LintDiagnostics.td) are what it
// accepts but an expert would flag. See DiagnosticBase.td for the fields.
//
//===----------------------------------------------------------------------===//

include "DiagnosticBase.td"

def InputGroup : DiagGroup<"input",
  "The file could not be read, or holds bytes that are not PTX text.">;
def SyntaxGroup : DiagGroup<"syntax",
  "The text does not follow the PTX grammar (PTX ISA chapters 4, 5 and 11).">;
def ModuleGroup : DiagGroup<"module",
  "The module's header (`.version`, `.target`, `.address_size`) and the "
  "names it declares.">;
def ISAGroup : DiagGroup<"isa",
  "An instruction checked against the ISA tables for the module's "
  "`.version` and `.target`.">;

//===----------------------------------------------------------------------===//
// Input and syntax
//===----------------------------------------------------------------------===//

def IOError : Error<"io-error", InputGroup, "the input could not be read"> {
  let Documentation = [{
The file does not exist, is a directory, or could not be read. The exit
status is 2, as for a usage error, because nothing was checked.
}];
}

def OutOfMemory : Error<"out-of-memory", InputGroup,
    "ptx-lint ran out of memory while checking the file"> {
  let Documentation = [{
Memory ran out (an allocation failed, for instance under `ulimit -v`) while
the file was read, checked or reported. The error points at the line
ptx-lint had read up to; the file's other findings are dropped, since the
run did not finish, and nothing is written (`--fix` leaves the file as it
was). The exit status is 2, as for a file that could not be read. Give
ptx-lint more memory, or lower `--max-findings` if the file holds a flood
of findings.
}];
}

def FindingsDropped : Note<"findings-dropped", InputGroup,
    "findings of one kind beyond --max-findings were counted, not kept"> {
  let Documentation = [{
A file had more findings of one ID than `--max-findings` (per ID and file;
default 10000, `max-findings` in `.ptx-lint.yaml`) allows. The first ones,
in the order the file is read, are reported; the rest are counted, and
this note, at the first one left out, says how many there were, so that a
flood of errors or warnings takes bounded memory. Syntax errors are not
counted but cut short: once a part of the module (a function, or what lies
between two) has as many as the limit, the rest of it is not read, and
this note says where reading stopped. `--max-findings=0` keeps every
finding. Inline suppressions apply to the findings kept: a file that
suppresses more findings of one ID than the limit should raise it.
}];
}

def InvalidCharacter : Error<"invalid-character", SyntaxGroup,
    "a character that cannot appear in PTX outside comments and strings"> {
  let Documentation = [{
PTX source is ASCII. A byte outside the language's character set (a
non-ASCII byte, a control character, a stray `#` or `` ` ``) is reported
where it stands; comments and strings may hold anything.
}];
}

def UnterminatedComment : Error<"unterminated-comment", SyntaxGroup,
    "a /* comment that is never closed"> {
  let Documentation = [{
A `/*` comment runs to the end of the file. The note points at where it
opened; close it with `*/`.
}];
}

def UnterminatedString : Error<"unterminated-string", SyntaxGroup,
    "a string literal that is never closed"> {
  let Documentation = [{
A string literal (in `.file` and pragmas) runs to the next `"`, as ptxas
reads it: across line breaks, and a backslash escapes nothing (`"C:\dir\"`
is a whole string). A `"` that no other follows opens a string that runs to
the end of the file; the error points at it.
}];
}

def SyntaxError : Error<"syntax-error", SyntaxGroup,
    "the input does not follow the PTX grammar"> {
  let Documentation = [{
The parser met a token it did not expect. The message names what it found
and what would have been valid there; a missing `;` or `}` comes with a
fix-it. As ptxas does, ptx-lint checks the module only up to its first
syntax error: later findings would mostly be echoes of the damage.
}];
}

def NestingTooDeep : Error<"nesting-too-deep", SyntaxGroup,
    "blocks, brackets or operators nested beyond what ptx-lint parses"> {
  let Documentation = [{
Blocks nest more than 1663 deep in a function body (where ptxas runs out of
parser stack too), or an operand nests more than 64 brackets or holds more
than 1000 operators.
No compiler emits such an operand; the limit keeps hostile input from
exhausting the stack. ptxas goes further there (9978 nested parentheses,
operands of 100,000 operators): such a module is reported although ptxas
would take it.
}];
}

def InvalidVersion : Error<"invalid-version", SyntaxGroup,
    "a .version that is not MAJOR.MINOR"> {
  let Documentation = [{
`.version` takes a number of the form `MAJOR.MINOR`, such as `8.5`.
}];
}

def NoteOpenedHere : Note<"note-opened-here", SyntaxGroup,
    "where an unclosed construct begins">;

//===----------------------------------------------------------------------===//
// Module structure and names
//===----------------------------------------------------------------------===//

def MissingVersion : Error<"missing-version", ModuleGroup,
    "the module does not begin with a .version directive"> {
  let Documentation = [{
Every PTX module starts with `.version`, before anything but comments.
}];
}

def MissingTarget : Error<"missing-target", ModuleGroup,
    "the module has no .target directive after its .version"> {
  let Documentation = [{
`.target` must follow `.version`. Without it ptxas cannot tell which
instructions are available.
}];
}

def UnsupportedVersion : Error<"unsupported-version", ModuleGroup,
    "a .version that ptxas does not accept"> {
  let Documentation = [{
The PTX ISA version is not one that exists, or is newer than the newest one
ptx-lint (and the ptxas it models) knows.
}];
}

def VersionUnknownToRelease : Error<"version-unknown-to-release", ModuleGroup,
    "the .version is newer than the ptxas of the CUDA release asked about accepts"> {
  let Documentation = [{
With `--cuda X`, ptx-lint answers whether the ptxas of CUDA X accepts the
file as written. Each release's ptxas accepts PTX ISA versions up to its
own (CUDA 12.4: 8.4); a module declaring a newer one is refused
("Unsupported .version"), and a driver of that release cannot JIT-compile
it either. The message names the first release that knows the version.
Declare the oldest `.version` the module needs (`--min-cuda` tells it), or
build with a newer toolkit.
}];
}

def TargetUnknownToRelease : Error<"target-unknown-to-release", ModuleGroup,
    "the .target is newer than the ptxas of the CUDA release asked about knows"> {
  let Documentation = [{
With `--cuda X`, a `.target` (or `--target`) architecture that appeared after
CUDA X is one its ptxas does not know. The message names the first release
that knows it.
}];
}

def UnknownTarget : Error<"unknown-target", ModuleGroup,
    "a .target architecture or option that does not exist"> {
  let Documentation = [{
The `.target` names an architecture or option PTX does not have.
`--target` on the command line is checked the same way. Several
architectures may be named, in one `.target` or several: the last is the
module's, as for ptxas; `compute_80` is another spelling of `sm_80`.
}];
}

def TargetNeedsVersion : Error<"target-requires-version", ModuleGroup,
    "the .target needs a newer .version than the module declares"> {
  let Documentation = [{
Each architecture appeared in some PTX ISA version (`sm_90a` in 8.0,
`sm_100f` in 8.8). Raise `.version`, or target an older architecture.
}];
}

def InvalidAddressSize : Error<"invalid-address-size", ModuleGroup,
    ".address_size is neither 32 nor 64"> {
  let Documentation = [{
`.address_size` takes 32 or 64.
}];
}

def DirectiveMisplaced : Error<"misplaced-directive", ModuleGroup,
    "a module directive repeated or after the module's first declarations"> {
  let Documentation = [{
`.version` comes first, then one or more `.target` directives, then at
most one `.address_size`, before any other item (`.file` and `.pragma`
included). ptxas reads anything else as a syntax error or a missing
`.target`.
}];
}

def Redefinition : Error<"redefinition", ModuleGroup,
    "a name declared twice in the same scope"> {
  let Documentation = [{
A register, variable, function or label is declared twice in one scope. The
note shows the first declaration.
}];
}

def UndeclaredSymbol : Error<"undeclared-symbol", ModuleGroup,
    "a register, variable, function or label used but never declared"> {
  let Documentation = [{
The name is not declared in this scope or an enclosing one. Registers need
a `.reg` declaration; functions used before their definition need a
prototype (`.func` without a body).
}];
}

def UndefinedFunction : Error<"undefined-function", ModuleGroup,
    "a function declared without a body and never defined"> {
  let Format = "function %0 is declared but never defined in this module; "
               "declare it '.extern' if another module defines it";
  let Documentation = [{
A `.func` or `.entry` prototype that is not `.extern` promises a definition
in the same module. ptxas rejects the module when none follows ("Unresolved
extern function"), whether it compiles the whole program or with `-c`, and
whether or not the function is called. A `.alias` of the name counts as its
definition. `.extern` declarations are left alone: whether their definition
is found is the linker's business.
}];
}

def InconsistentLinkage : Error<"inconsistent-linkage", ModuleGroup,
    "a function defined with another linkage than its prototype"> {
  let Format = "definition of %0 has %1, but its prototype has %2; %3";
  let Documentation = [{
A definition may leave out the linkage (`.visible`, `.weak`) its prototype
gave, or repeat it, but not change it; and a function whose prototype is
`.extern` is defined in another module, never in this one. ptxas reports
both as an "Inconsistent redefinition". The note shows the prototype.
}];
}

def ExternResolvedByStatic : Error<"extern-resolved-by-static", ModuleGroup,
    "a variable declared .extern, then defined without linkage"> {
  let Format = "%0 was declared '.extern', and a definition without linkage "
               "(static to this module) cannot define it; give the "
               "definition '.visible', or leave out the '.extern' declaration";
  let Documentation = [{
An `.extern` variable may be defined later in the same module by a
definition with linkage (`.visible`, `.weak`, `.common`; ptxas then warns
that the whole program resolves the `.extern` itself), but not by one
without linkage, which is static to the module ("'.extern' variable 'x'
cannot be resolved by a '.static'"). Which linkage words may: the
ResolvesExtern field of the LinkageWord records (`Declarations.td`).
}];
}

def UnknownInlinedAt : Error<"unknown-inlined-at", ModuleGroup,
    "an inlined_at location that no earlier .loc gave"> {
  let Format = "'inlined_at %0' names a source location that no earlier "
               "'.loc' in this module gave; the call site's '.loc' must come "
               "before the code inlined there";
  let Documentation = [{
`.loc file line column, function_name label, inlined_at file line column`
marks code inlined from the function `label` at a call site. ptxas accepts
the call site only if an earlier `.loc` (in this function or in one before
it, with or without its own `inlined_at`) gave the same file, line and
column, compared as numbers (`0x10` is `16`). A `.loc` does not count for
its own `inlined_at`.
}];
}

def UndefinedDebugLabel : Error<"undefined-debug-label", ModuleGroup,
    "a .loc function_name that is not a label of a .section"> {
  let Format = "'function_name' names %0, which is not a label in any "
               "'.section' of this module";
  let Documentation = [{
The label after `function_name` locates the inlined function's name in the
debug information, usually `$L__info_stringN` in `.section .debug_str`.
ptxas resolves it among the labels of the module's `.section` blocks,
before or after the `.loc`; a function, a variable or a label inside a
function body does not count ("Unresolved label"). Of section names only
`.debug_str` may stand there (`function_name .debug_str+16`), with or
without a `.section .debug_str` in the module. Each missing label is
reported once, where it is first used.
}];
}

def UnknownFunctionDirective : Error<"unknown-function-directive", ModuleGroup,
    "a word between a function's signature and body that is no directive"> {
  let Format = "unknown directive %0 before the body of %1";
  let Documentation = [{
Between a function's parameters and its body ptxas takes only the
performance-tuning, cluster and ABI directives of PTX ISA chapter 11
(`.maxntid`, `.reqntid`, `.minnctapersm`, `.maxnreg`, `.noreturn`,
`.pragma`, `.explicitcluster`, `.reqnctapercluster`, `.maxclusterrank`,
`.blocksareclusters`, `.abi_preserve`, `.abi_preserve_control`); anything
else is a syntax error for it.
}];
}

def FunctionDirectiveNotAllowed : Error<"function-directive-not-allowed",
    ModuleGroup, "a function directive on the wrong kind of function"> {
  let Format = "%0 is allowed on %1 only, not on %2 %3";
  let Documentation = [{
ptxas takes the performance-tuning and cluster directives and `.pragma`
on kernels (`.entry`) only, and `.noreturn`, `.abi_preserve` and
`.abi_preserve_control` on `.func` only; elsewhere they are a syntax error
for it.
}];
}

def FunctionDirectiveRepeated : Error<"function-directive-repeated",
    ModuleGroup, "a function directive that may be given once, given again"> {
  let Format = "%0 is given more than once to %1";
  let Documentation = [{
`.noreturn`, `.abi_preserve` and `.abi_preserve_control` may appear once
per function. The note shows the first.
}];
}

def UnknownPragma : Error<"unknown-pragma", ModuleGroup,
    "a .pragma string ptxas does not read at module scope"> {
  let Format = "ptxas does not read the pragma %0 at module scope and "
               "refuses it";
  let Documentation = [{
ptxas knows a few `.pragma` strings (ISA chapter 12; PragmaString in
`src/ISA/Directives.td`). At module scope it refuses any other ("Pragma 'x'
not supported"), and those it reads only in a body (the knobs, `nvopt`), including a known one written differently: `"nounroll "`
with a space, `"NOUNROLL"`. Inside a function the same string is only a
warning (`ignored-pragma`).
}];
}

def IgnoredPragma : Warning<"ignored-pragma", ModuleGroup,
    "a .pragma string ptxas does not read, inside a function"> {
  let Format = "ptxas does not read the pragma %0 here; it warns that it is "
               "unsupported and ignores it";
  let Documentation = [{
Among a function's directives or in its body, ptxas warns of a `.pragma`
string it does not read there ("Pragma 'x' unsupported") and compiles on:
one it does not know, or one it reads only in a body (the knobs and
`nvopt`, `unsupported-pragma`) written among a function's directives. At
module scope it is an error (`unknown-pragma`).
}];
}

def UnsupportedPragma : Warning<"unsupported-pragma", ModuleGroup,
    "a .pragma string ptxas reads and then ignores as unsupported"> {
  let Format = "ptxas reads the pragma %0 but does not support it: it warns "
               "\"Pragma %1 unsupported\" and compiles as without it";
  let Documentation = [{
ptxas 13.0 reads a few strings the ISA does not document, those of NVIDIA's
own compilers, in a function body (and others silently: `local_maxnreg`,
`call_abi_param_reg`, `call_retaddr_reg`, ...): the knobs (`"global knob X=1"`, `"next
knob FenceCode"`, and `func`, `reset` and `set` knobs) and `"nvopt N"`. It
checks their values (`pragma-value`: "Argument(s) to pragma 'nvopt' cannot
be empty"), then warns "Pragma '...' unsupported" and emits the same cubin
as without them. At module scope and among a function's directives it does
not read them (`unknown-pragma`, `ignored-pragma`).
}];
}

def PragmaPlace : Error<"pragma-place", ModuleGroup,
    "a .pragma string where ptxas does not take it"> {
  let Format = "the pragma %0 may be written only %1";
  let Documentation = [{
`used_bytes_mask`, `enable_smem_spilling` and `frequency` are statements of
a function body ("Pragma '...' is allowed only within function scope", also
among the directives before the body), `enable_smem_spilling` of a
kernel's only ("Pragma 'enable_smem_spilling' cannot be specified for
device functions"); `abi_param_reg` and `retaddr_reg_before_param_reg`
are written at module scope, among a kernel's directives or in a `.func`'s
body ("Pragma 'abi_param_reg 4' cannot be specified for function 'k'" in
a kernel's body).
}];
}

def PragmaValue : Error<"pragma-value", ModuleGroup,
    "a .pragma string with a missing or invalid value"> {
  let Format = "the pragma %0 takes %1";
  let Documentation = [{
`used_bytes_mask` and `abi_param_reg` (1 to 248) take one integer,
`frequency` one integer above zero, `nvopt` one from 0 up, `local_maxnreg`
one from 0 to 255, `call_abi_param_reg` one from 1 to 255, the knobs and
`call_retaddr_reg` any value; ptxas refuses none ("Argument(s) to pragma
'frequency' cannot be empty"), two, or anything else ("Invalid value '0'
specified for .pragma 'frequency 0'", "local_maxnreg 256 is invalid for
sm_90").
}];
}

def FunctionDirectiveArguments : Error<"function-directive-arguments",
    ModuleGroup, "a function directive with the wrong number or kind of values"> {
  let Documentation = [{
The directives between a function's signature and its body take integer
literals: `.maxnreg` and `.minnctapersm` one, `.maxntid`, `.reqntid` and
`.reqnctapercluster` one to three, `.maxclusterrank`, `.abi_preserve` and
`.abi_preserve_control` one; `.noreturn`, `.explicitcluster` and
`.blocksareclusters` none. An expression, a sign or a floating-point
number is a syntax error for ptxas, and `.maxntid`, `.reqntid`, `.maxnreg`
and `.minnctapersm` need values above zero ("Positive non-zero value
expected for maxntid").
}];
}

def FunctionDirectiveConflict : Error<"function-directive-conflict",
    ModuleGroup, "two function directives that exclude each other"> {
  let Format = "%0 and %1 cannot both be given to %2";
  let Documentation = [{
`.maxntid` bounds the block size that `.reqntid` fixes, and
`.maxclusterrank` the cluster size that `.reqnctapercluster` fixes: ptxas
takes one of each pair. The note shows the other.
}];
}

def FunctionDirectiveNeeds : Error<"function-directive-needs",
    ModuleGroup, "a function directive without the ones it needs"> {
  let Format = "%0 on %1 needs %2 as well";
  let Documentation = [{
`.blocksareclusters` makes every block a cluster, so ptxas wants the block
and cluster sizes fixed: `.reqntid` and `.reqnctapercluster`.
}];
}

def RemovedDirective : Error<"removed-directive", ModuleGroup,
    "a directive that newer PTX ISA versions no longer accept"> {
  let Format = "%0 is not supported from PTX ISA .version %1 on; %2; "
               "write %3 instead";
  let Documentation = [{
`.maxnctapersm` was deprecated in PTX ISA 2.0, and ptxas refuses it from
2.1 on ("Deprecated feature ... not supported"). `.minnctapersm` states
the same wish the other way round.
}];
}

def InvalidAlias : Error<"invalid-alias", ModuleGroup,
    "an .alias between names ptxas cannot alias"> {
  let Format = "'.alias %0, %1' is not allowed: %2";
  let Documentation = [{
`.alias alias, aliasee;` gives the function `aliasee` a second name. The
alias must be declared first, as a `.func` prototype without a body, and
be aliased once; the aliasee must be a function of this module, not a
kernel, a variable, or a `.weak` or `.extern` function.
}];
}

def AliasPrototypeMismatch : Error<"alias-prototype-mismatch", ModuleGroup,
    "an alias whose prototype differs from its aliasee's"> {
  let Format = "alias %0 and its aliasee %1 differ in %2";
  let Documentation = [{
An alias is called through its own prototype, so ptxas wants it to be the
aliasee's: the same number of parameters and return parameters, in the
same state spaces, of the same types (`.b32` is not `.u32`; array sizes
count) and alignment (an explicit `.align` equal to a parameter's size is
the same as none), and `.noreturn` on both or neither. Parameter names may
differ. The note shows the aliasee.
}];
}

//===----------------------------------------------------------------------===//
// Whole programs (src/Check/ProgramChecks.cpp)
//===----------------------------------------------------------------------===//

def UnresolvedExternFunction : Error<"unresolved-extern-function", ModuleGroup,
    "an .extern function the module uses but never defines, in a whole program"> {
  let Format = "%0 '.extern' function %1, which this module never defines; "
               "ptxas refuses it when it compiles a whole program: define it "
               "here, or check with -c (--relocatable) if the module is "
               "linked with others (nvcc -rdc=true)";
  let Documentation = [{
By default ptxas compiles a module as a whole program: every function it
calls must be defined in it, except the few ptxas supplies itself
(`vprintf`, `malloc`, `free`, `__assertfail`, ...: `src/ISA/Program.td`).
A call to an `.extern` function the module never defines is refused
("Unresolved extern function 'foo'"), and so is taking its address (`mov`,
an initializer: "Cannot take address of function 'foo'"), even in a
function nothing calls. With `-c` (relocatable code, what `nvcc -rdc=true`
does) the linker resolves the name and ptxas accepts both. ptx-lint checks
as ptxas does: whole program by default, relocatable with `-c` /
`--relocatable` (`relocatable: true` in `.ptx-lint.yaml`). The finding is
at the first use of each function; a note shows its declaration. A
`.calltargets` list may name the function either way, and a declaration
nothing uses is fine. The device runtime functions of dynamic parallelism
(`cudaGetParameterBuffer`, `cudaLaunchDevice`, ...) come from
`libcudadevrt`: modules that call them need `-c`.
}];
}

def AddressOfRuntimeFunction : Error<"address-of-runtime-function", ModuleGroup,
    "the address of a function ptxas supplies itself"> {
  let Format = "the address of %0 cannot be taken: ptxas supplies this "
               "function itself and refuses its address, with or without "
               "-c; call it directly";
  let Documentation = [{
`vprintf`, `malloc`, `free`, `__assertfail` and the other functions of
`src/ISA/Program.td` are supplied by ptxas when the module declares them
`.extern` without defining them. They can be called, but ptxas refuses to
take their address (`mov.u64 %rd1, malloc;`, an initializer), also with
`-c` ("Cannot take address of function 'malloc'").
}];
}

def MixedKernelQualifiers : Error<"mixed-kernel-qualifiers", ModuleGroup,
    "a kernel whose instructions use two values of which it may use one"> {
  let Format = "%0 uses %1 in the %2 instructions of %3; ptxas allows one "
               "of them only";
  let Documentation = [{
Some qualifiers must have one value across a whole kernel: every `tcgen05`
instruction of a kernel, and of the functions it calls, uses the same
`.cta_group` (`::1`, one CTA, or `::2`, a CTA pair). ptxas refuses the
kernel otherwise ("Function 'k' uses single CTA(.cta_group::1) and CTA pair
granularity(.cta_group::2) and that is not allowed"), without saying where;
ptx-lint reports the kernel and notes the first instruction that writes each
value. A function that no kernel calls may mix them. With `--relocatable`
(`ptxas -c`), calls are resolved at link time and not followed: there,
ptxas refuses any function whose own body mixes the values, kernel or not.
Which qualifiers: the OneValuePerKernel records of the .td files.
}];
}

def TooMuchSharedData : Error<"too-much-shared-data", ModuleGroup,
    "an .entry whose static .shared data exceeds the target's limit"> {
  let Format = "entry %0 needs at least %1 bytes of static .shared data, more than "
               "the %2 bytes %3 allows; put large buffers in "
               "dynamic shared memory ('.extern .shared .align 16 .b8 "
               "name[];', sized at launch)";
  let Documentation = [{
When ptxas compiles a whole program it lays out the static `.shared` data of
each `.entry` and refuses one that needs more than the target has ("Entry
function 'k' uses too much shared data (0xc001 bytes, 0xc000 max)"): 48 KiB
on every target but the `a` ones of the data-centre families (227 KiB on
`sm_90a`, `sm_100a`, `sm_103a`, `sm_110a`; 99 KiB on `sm_120a`, `sm_121a`;
`MaxStaticShared` in `src/ISA/Targets.td`). What counts: every `.shared`
variable the entry declares (used or not), the module-scope `.shared`
variables it refers to, and the same for every function it calls or takes
the address of, and those functions' own callees (not other kernels
whose address it takes); a module-scope variable
whose initializer names a function or variable brings that in too. Dynamic
shared memory (`.extern .shared ... name[]`) does not count. ptx-lint adds
up the sizes without the padding ptxas puts between variables of different
alignment, so a module over the limit by padding alone is not reported.
With `-c` ptxas leaves the check to the linker, and so does ptx-lint. The
note points at the largest variable.
}];
}

def NotePreviousDefinition : Note<"note-previous-definition", ModuleGroup,
    "where the name was declared before">;

def NoteModuleDeclares : Note<"note-module-declares", ModuleGroup,
    "the module's own .version or .target">;

//===----------------------------------------------------------------------===//
// Module header and declarations (src/ISA/Declarations.td, Targets.td)
//===----------------------------------------------------------------------===//

def InvalidTargetOption : Error<"invalid-target-option", ModuleGroup,
    "a .target option that ptxas refuses where it stands"> {
  let Documentation = [{
The options of `.target` (`texmode_unified`, `texmode_independent`,
`map_f64_to_f32`, `debug`) follow an architecture, in the same `.target` or
an earlier one. `texmode_unified` and `texmode_independent` exclude each
other; `map_f64_to_f32` only works for architectures before `sm_13`
(judged by the architecture named last before it); `debug` needs the
module's debug information, at least one `.section`. A `.samplerref`
needs `texmode_independent` (`texmode_unified` is the default).
}];
}

def UnsupportedAddressSize : Error<"unsupported-address-size", ModuleGroup,
    "an .address_size the ptxas checked for no longer compiles"> {
  let Documentation = [{
32-bit compilation was removed in CUDA 12.0: ptxas from that release on
refuses `.address_size 32` ("32-Bit compilation is no longer supported"),
and no ptxas compiles it for `sm_90` or later. ptx-lint checks for the
ptxas of CUDA 13.0, or of the release `--cuda` (or `--ptx-version`) names.
Write `.address_size 64` and 64-bit addresses.
}];
}

def InvalidLinkage : Error<"invalid-linkage", ModuleGroup,
    "a second linkage word, or one the declaration cannot take"> {
  let Format = "%0 %1; a declaration takes at most one of '.visible', "
               "'.extern', '.weak' and '.common', and functions not '.common'";
  let Documentation = [{
A function or variable has one linkage: `.visible`, `.extern`, `.weak`, or
(variables only) `.common`. ptxas reads a second one, or `.common` before
`.func`/`.entry`, as a syntax error, and so any of them before a variable
inside a function. A `.common` variable is in `.global`. (A variable's
second linkage word is a word out of its place: `declaration-words`.)
}];
}

def ExternalDefinition : Error<"external-definition", ModuleGroup,
    "an .extern declaration with a body or an initializer"> {
  let Format = "%0 is declared '.extern' and so defined in another module; "
               "%1";
  let Documentation = [{
`.extern` says that another module defines the function or variable: it
can have no body ("Function definition conflicts with '.extern'
declaration") and no initial value ("No initial value is allowed for
external symbol"). Drop `.extern` to define it here.
}];
}

def ModuleScopeSpace : Error<"module-scope-space", ModuleGroup,
    "a module-scope variable in a state space only functions have"> {
  let Format = "a variable in %0 cannot be declared at module scope%1; "
               "declare it inside the function that uses it";
  let Documentation = [{
`.param` variables exist only as parameters or inside functions. From PTX
ISA 3.0 on (the ABI), `.reg` and `.local` variables do too ("Module-scoped
variables in .reg state space are not allowed with ABI").
}];
}

def ModuleScopeSpaceABI : Warning<"module-scope-abi", ModuleGroup,
    "a module-scope .reg or .local variable, which disables the ABI"> {
  let Format = "module-scope variable %0 in %1 makes ptxas compile without "
               "the ABI; from PTX ISA .version %2 on it is an error";
  let Documentation = [{
Before PTX ISA 3.0 ptxas accepts module-scope `.reg` and `.local`
variables, and warns that it compiles the module without the calling ABI
("Use of module scoped .local or .reg variable ... found, disabling ABI").
Like ptxas, ptx-lint warns of the module's first such variable only.
}];
}

def IncompleteArray : Error<"incomplete-array", ModuleGroup,
    "an array of unknown size where its size must be known"> {
  let Format = "%0 %1 is an array of unknown size; %2";
  let Documentation = [{
Only the first dimension of an array may be left empty (`x[]`), and only
where something else gives the size: an initializer, another module (an
`.extern` variable), or the caller (a `.func` input parameter). A variable
that is not `.extern`, a kernel parameter and a return parameter need
their size ("Non-external variable ... has incomplete type").
}];
}

def InvalidParameter : Error<"invalid-parameter", ModuleGroup,
    "a parameter a function of this kind cannot have"> {
  let Documentation = [{
A kernel (`.entry`) returns nothing, so it has no return parameters, and
its parameters are in `.param`. In `.param`, a vector type is allowed only
for an array (`.param .v2 .b32 x[1]`): ptxas cannot allocate a single
vector there ("cannot be allocated in .param state space"); a `.reg`
parameter of a `.func` may be a vector. The kernel parameter attributes
(`.hidden`, and after the type `.ptr`, a space and `.align N`) are for a
kernel's parameters: on a `.func`'s, ptxas says "Illegal placement of
kernel parameter attribute" (`.param .u32 .align 4 p`; the parameter's own
alignment is written before its type).
}];
}

def InvalidDeclarationType : Error<"declaration-type", ModuleGroup,
    "a declaration with a type that cannot be declared, or not there"> {
  let Documentation = [{
Variables, registers and parameters are declared with the fundamental
types (`.b8` to `.b128`, `.u8` to `.u64`, `.s8` to `.s64`, `.f16`, `.f32`,
`.f64`, `.pred`), `.f16x2`, three packed fp4/fp6 types (`.e2m1x4`,
`.e2m3x4`, `.e3m2x4`) and the texture types. Every other type qualifier
(`.bf16`, `.tf32`, `.f32x2`, `.e4m3`, ...) is an instruction type only:
declare the register with the untyped type of its width (`.b16` for a
`.bf16` value) and give the instruction its type. A `.pred` is a scalar
`.reg`; `.f16x2` and the packed fp4/fp6 types are vectors in `.param`,
so there only arrays of them are allowed. Texture, sampler and surface
handles are declared at module scope in `.global`, or as kernel
parameters. A declared type needs the PTX ISA version and target its
qualifier needs (`.b128`: PTX ISA 8.3, sm_70).
}];
}

def DeclarationWords : Error<"declaration-words", ModuleGroup,
    "a declaration with a word it cannot have, two state spaces, or none"> {
  let Documentation = [{
A declaration is made of at most one linkage word (`.visible`, `.extern`,
`.weak`, `.common`), then one state space (`.global`, `.shared`, `.const`,
`.local`, `.reg`, `.param`), `.align N` and `.attribute(...)` in any
order, then a vector (`.v2`, `.v4`) and a type, then the names it
declares. A kernel parameter may begin with `.hidden`, and have after its
type `.ptr`, the space of the memory it points to and that memory's
`.align N` (`.param .u64 .ptr .global .align 16 p`). Before `.entry` or
`.func` only a linkage word may stand. ptxas reads any other word there
as a syntax error (`.vistble`, `.b33`, `.v3`, `.shared::cta`, or
`.address_size$64` with its value run into the word), and so a word out
of this order (`.global .u32 .align 8 x`, `.param .ptr .u64 p`) or a
second type, vector or linkage word; it refuses a second state space
("Multiple state spaces specified") and a declaration without one ("No
variable storage specified"; a kernel parameter is in `.param`, a
function parameter in `.param` or `.reg`), and one without a type.
}];
}

def KernelParameterSpace : Error<"kernel-parameter-space", ModuleGroup,
    "a kernel whose parameters take more bytes than ptxas allows"> {
  let Documentation = [{
A kernel's parameters are passed in a space of limited size: 4,352 bytes
before PTX ISA 8.1, 32,764 bytes from 8.1 on. ptxas places each parameter
at the next multiple of its alignment (its `.align`, or its size) and
refuses a kernel whose last parameter ends past the limit ("Entry function
'k' uses too much parameter space"). Pass large data through a pointer to
global memory, or declare `.version 8.1` or later.
}];
}

def RegisterArray : Error<"register-array", ModuleGroup,
    "an array in .reg"> {
  let Documentation = [{
Registers are not addressable, so `.reg` variables cannot be arrays,
in a body or as parameters ("Variable 'r' cannot be allocated into a
register"). Declare a range (`.reg .b32 %r<4>;` gives `%r0` to `%r3`) or
separate registers, or use `.local` memory for an array.
}];
}

def InvalidAttribute : Error<"invalid-attribute", ModuleGroup,
    "an attribute a variable cannot have, or with the wrong values"> {
  let Documentation = [{
`.attribute(...)` lists a variable's attributes: `.managed` (memory the
CUDA runtime migrates between host and device) and `.unified(a, b)`, both
for `.global` variables only ("Illegal attribute '.managed' for symbol
'm'"). An unknown item, values after `.managed` or none after `.unified`
are syntax errors for ptxas.
}];
}

def InvalidAlignment : Error<"invalid-alignment", ModuleGroup,
    "an alignment that is not a power of two"> {
  let Documentation = [{
`.align N` gives a variable's or a parameter's alignment in bytes, a power
of two: 1, 2, 4, 8, 16 and so on ("Alignment must be a power of two"; 0 is
refused too).
}];
}

def InvalidInitializer : Error<"invalid-initializer", ModuleGroup,
    "an initial value where none may be, or not of the declared shape"> {
  let Documentation = [{
Only variables in `.global` and `.const` may have an initial value (`=
...`), which the loader writes before the kernel starts. `.shared`,
`.local`, `.reg` and `.param` variables are set by the code that uses them
("No initial value is allowed for 'x' in this state space").

The value has the shape of the variable: a `{...}` list of at most N
elements for each dimension of N (fewer leave the rest zero), a list of
exactly as many values as a vector has lanes, and a single constant for
each scalar. A `.f32` or `.f64` takes floating-point numbers (`1.0`, not
`1`), a `.u` or `.s` type integers and addresses, a `.b` type any of them;
a `.f16` or `.f16x2` takes no initial value ("Initial value type
mismatch", "Greater number of elements in array initializer").
}];
}

//===----------------------------------------------------------------------===//
// Instructions against the ISA tables
//===----------------------------------------------------------------------===//

def UnknownOpcode : Error<"unknown-opcode", ISAGroup,
    "an instruction name that PTX does not have"> {
  let Documentation = [{
No PTX instruction has this name. When a known one is close, the message
suggests it.
}];
}

def RefusedByRelease : Error<"refused-by-release", ISAGroup,
    "a feature the ptxas of an older CUDA release refuses at any .version"> {
  let Documentation = [{
With `--cuda X`: the ptxas of CUDA X refuses this instruction form, whatever
the module's `.version` and `.target`, although newer releases take it (the
ptxas of CUDA 12.4 refuses `st.global.v8.b8`: "Illegal vector size: 8").
The differences between releases are records in `src/ISA/*.td`
(`Requires::RefusedUpTo`), listed in `docs/ptxas-differences.md`.
}];
}

def AddressSizeMismatch : Warning<"address-size-mismatch", ISAGroup,
    "a 32-bit register as the address in a 64-bit module, which an older ptxas still compiles"> {
  let Documentation = [{
With `--cuda X` for a release that still compiled 32-bit code (before CUDA
12.0), on a target before sm_90: a 32-bit register used as a global or
generic address in a module with `.address_size 64`. That ptxas accepts it
with a warning ("Program uses 32-bit address ... conflicting with
.address_size 64"); CUDA 12.0 and later refuse it. Use a 64-bit register.
}];
}

def RequiresVersion : Error<"requires-ptx-version", ISAGroup,
    "an instruction, qualifier or directive that needs a newer .version"> {
  let Documentation = [{
The instruction, qualifier or directive (`.alias`, `.noreturn`, labels in
`.section`, ...: `src/ISA/Directives.td`) appeared in a later PTX ISA
version than the module declares. The message names the version needed and points at the
module's `.version`; raise it (and make sure the toolkit that compiles the
module accepts that version), or avoid the feature.
}];
}

def RequiresTarget : Error<"requires-target", ISAGroup,
    "an instruction, qualifier or directive that the module's .target lacks"> {
  let Documentation = [{
The feature needs a newer architecture, or one of a set of
architecture-specific (`a`) or family-specific (`f`) targets. The message
lists the targets that have it and points at the module's `.target`.
}];
}

def UnknownQualifier : Error<"unknown-qualifier", ISAGroup,
    "a qualifier that no form of the instruction accepts"> {
  let Documentation = [{
No form of the instruction takes this qualifier. When a valid one is close
in spelling, the message suggests it and a fix-it replaces it.
}];
}

def QualifierNotAllowed : Error<"qualifier-not-allowed", ISAGroup,
    "a qualifier of the instruction that cannot be used in this combination"> {
  let Documentation = [{
The instruction knows the qualifier, but not in the form the other
qualifiers and operands select.
}];
}

def DuplicateQualifier : Error<"duplicate-qualifier", ISAGroup,
    "two qualifiers for one slot, or one qualifier twice"> {
  let Documentation = [{
Each slot of an instruction (its state space, cache operator, type, ...)
takes at most one qualifier. A qualifier written twice comes with a fix-it
that removes the repeat.
}];
}

def MissingQualifier : Error<"missing-qualifier", ISAGroup,
    "a qualifier the instruction form requires is missing"> {
  let Documentation = [{
The form needs a qualifier from a slot that has none written, most often
the instruction type (`.b32`, `.f16`, ...). The message lists the choices.
}];
}

def QualifierOrder : Error<"qualifier-order", ISAGroup,
    "a qualifier that must come right after the opcode does not"> {
  let Documentation = [{
Some qualifiers select the form and must follow the opcode directly
(`cp.async.bulk`'s `.tensor`, `shfl.sync`). A fix-it moves it.
}];
}

def QualifierConflict : Error<"qualifier-conflict", ISAGroup,
    "two qualifiers that exclude each other"> {
  let Documentation = [{
The two qualifiers are each valid but not together (`.volatile` with a
scope, `.L2::cache_hint` with `.nc` on old targets, ...).
}];
}

def QualifierNeeds : Error<"qualifier-needs-qualifier", ISAGroup,
    "a qualifier that needs another one that is missing"> {
  let Documentation = [{
The qualifier is valid only together with another (a scope with `.relaxed`
or `.acquire`, `.level::prefetch_size` with a global access, ...).
}];
}

def QualifierSpace : Error<"qualifier-state-space", ISAGroup,
    "a qualifier that is not allowed with the instruction's state space"> {
  let Documentation = [{
The qualifier applies only to some state spaces (cache eviction priorities
to `.global`, for instance).
}];
}

def OperandCount : Error<"operand-count", ISAGroup,
    "too many or too few operands for the instruction form"> {
  let Documentation = [{
The form chosen by the qualifiers takes a different number of operands; the
message lists them. Optional operands come with their qualifier (the cache
policy with `.L2::cache_hint`).
}];
}

def OperandKind : Error<"operand-kind", ISAGroup,
    "an operand of the wrong kind (register, immediate, address, vector)"> {
  let Documentation = [{
An operand is a register where an address is needed, a constant where a
register is needed, a vector of the wrong length, and so on.
}];
}

def OperandType : Error<"operand-type", ISAGroup,
    "a register whose type does not fit the instruction's type"> {
  let Documentation = [{
The register's declared type does not fit the instruction type under the
ISA's operand-type rules (section 9.4 of the PTX ISA: `ld`, `st` and `cvt`
relax them, most instructions need an exact match).
}];
}

def ImmediateRange : Error<"immediate-range", ISAGroup,
    "an immediate outside the range the instruction accepts"> {
  let Documentation = [{
A constant operand lies outside the range or set of values the form takes
(a prefetch size, a shuffle lane mask, a bulk size that is not a multiple of
16, ...).
}];
}

def ConstantOverflow : Error<"constant-overflow", ISAGroup,
    "an integer constant too large for ptxas"> {
  let Documentation = [{
ptxas reads a decimal constant into 64 bits and stops with "Constant
overflow" once the digits no longer fit its reading (every constant of 21
digits or more, and 20-digit ones from 92233720368547758080 on). Smaller
values above 2^64 - 1 are accepted and silently cut to 64 bits. Write the
constant in hexadecimal if its low 64 bits are what is meant.

Some places take 32 bits only (the ThirtyTwoBitValue records of the .td
files): a register count (`%r<N>`), an alignment, the values of the
directives before a function's body, a `.file` index and the numbers of
`.loc`. There, a value from 4294967296 on, in any radix, is "Constant
overflow" too.
}];
}

// Operand kinds that hold for every instruction, its forms modelled or not
// (issue 14).
def LabelOperand : Error<"label-operand", ISAGroup,
    "a branch target that is not a label, or a label where a value is needed"> {
  let Documentation = [{
`bra` branches to a label of the function: not to a register, a function,
a variable or a constant (ptxas: "Label expected for argument 0 of
instruction 'bra'"). Elsewhere a label is no value: only `bra`, `brx.idx`
(its `.branchtargets` list) and `call` (its `.calltargets` list) take one
(ptxas: "Arguments mismatch").
}];
}

def HexFloatOperand : Error<"hex-float-operand", SyntaxGroup,
    "a '0f' literal as the operand of an operator, outside parentheses"> {
  let Documentation = [{
ptxas's grammar takes a single-precision hexadecimal literal (`0f3F000000`)
as the operand of an operator only in parentheses: `-0f3F000000` and
`1.0 + 0f3F000000` are syntax errors ("Parsing error near '0f3F000000'"),
in instructions and in initializers alike, while `-(0f3F000000)` is
accepted; `0d` literals may stand anywhere (`-0d3FE0000000000000`). Write
the literal in parentheses, or its negation directly (`0fBF000000`).
}];
}

def IntegerExpected : Error<"integer-expected", ISAGroup,
    "a floating-point constant where ptxas wants an integer"> {
  let Documentation = [{
An address offset (`[%rd1+1.0]`) is an integer constant expression (ptxas:
"Integer constant expression expected"), and an array size an integer
literal (`.b8 x[2.0]`, `x[1+1]` and `x[(2)]` are syntax errors for ptxas;
`x[WARP_SZ]` is accepted), whatever the instruction or the state space.
}];
}

def InvalidInstruction : Error<"invalid-instruction", ISAGroup,
    "an instruction that breaks a rule of its form (see the message)"> {
  let Documentation = [{
A rule that is neither a qualifier nor an operand rule, checked by a named
custom check (`CustomCheck` in the `.td` files): the message states the
rule.
}];
}

//===----------------------------------------------------------------------===//
// The tool's own configuration
//===----------------------------------------------------------------------===//

def ConfigGroup : DiagGroup<"config",
  "Suppression comments and configuration files that ptx-lint cannot "
  "follow.">;

def UnknownSuppression : Warning<"unknown-suppression", ConfigGroup,
    "a ptx-lint: disable comment that names no warning"> {
  let Documentation = [{
A `// ptx-lint: disable=<id>` or `disable-next-line=<id>` comment names an
ID that is not a warning: a typo, a renamed check, or an error (errors
cannot be suppressed, since ptxas would still reject the line). The comment
then suppresses nothing; fix the ID, or remove the comment.
}];
}

include "LintDiagnostics.td"
include "SyncDiagnostics.td"
include "PolicyDiagnostics.td"
include "SASSDiagnostics.td"
include "CudaDiagnostics.td"
