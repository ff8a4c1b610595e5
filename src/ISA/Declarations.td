//===- Declarations.td - Module structure and declarations ----------------===//
//
// The module-level rules ptxas 13.0 enforces on the header of a module and
// on declarations of variables, functions and parameters (ISA chapters 5
// and 11). Every fact was probed with ptxas; its messages are quoted.
//
//===----------------------------------------------------------------------===//

// The header: `.version`, then one or more `.target` (ptxas: "Missing
// .target directive"; a later architecture replaces an earlier one), then
// at most one `.address_size`; anything of these after another item, or out
// of this order, is a syntax error for ptxas.
def : HeaderDirective<".version", 0, /*required=*/1, /*repeatable=*/0>;
def : HeaderDirective<".target", 1, /*required=*/1, /*repeatable=*/1>;
def : HeaderDirective<".address_size", 2, /*required=*/0, /*repeatable=*/0>;

// `.address_size 32`: ptxas 13.0 refuses it ("32-Bit compilation is no
// longer supported"); CUDA 12.0 dropped 32-bit compilation (its release
// notes: "32-bit compilation native and cross-compilation is removed from
// CUDA 12.0 and later Toolkit"; LLVM's NVPTX tests run ptxas on 32-bit PTX
// only before ptxas 12.0, `%if ptxas && !ptxas-12.0`). For sm_90 and later
// ptxas says "32-Bit ABI ... is not supported on sm_90 or higher
// architectures", a rule of the architecture, not of the release. Without
// .address_size ptxas infers the size from the addresses used (a 32-bit
// register as a global address makes the module 32-bit), so a ptxas that
// compiles one size only checks every module as one of that size.
def : AddressSize<64>;
def : AddressSize<32> {
  let DroppedIn = [CUDA12_0];
  let RefusedFromSM = 90;
}

// ptxas: a second linkage word is a syntax error (`.visible .visible`,
// `.visible .weak`, `.extern .visible`), and so is `.common` before
// `.func` or `.entry`, and any of them before a variable inside a
// function. ".common variables must be declared in .global space".
def : LinkageWord<".visible", 1, 1> { let ResolvesExtern = 1; }
def : LinkageWord<".weak", 1, 1> { let ResolvesExtern = 1; }
def : LinkageWord<".common", 0, 1> {
  let OnlySpace = ".global";
  let ResolvesExtern = 1;
}
// ptxas: "Function definition conflicts with '.extern' declaration",
// "No initial value is allowed for external symbol".
def : LinkageWord<".extern", 1, 1, /*declaresOnly=*/1>;

// The words a declaration is made of (ISA 5.1, 5.4): at most one linkage
// word, one state space, `.align N`, `.attribute(...)`, a vector (`.v2`,
// `.v4`; DeclaredTypes.td) and a type, in the order of their
// DeclarationPart records (Base.td); after the type a kernel parameter may
// have `.ptr` with a space and an alignment for what it points to. ptxas
// 13.0: any
// other word is a syntax error there (`.vistble .entry`, `.global$x`,
// `.b33`, `.v3`, `.v16`, `.shared::cta`, `.param::entry`); two spaces are
// "Multiple state spaces specified"; a declaration without a space is "No
// variable storage specified" ("Entry parameter 'p' must have .param state
// space", "Function parameter 'p' has illegal state space"); one without a
// type is a syntax error near its name.
// ptxas: the memory a `.ptr` points to is in `.global`, `.shared`,
// `.const` or `.local` (ISA 5.1.6.3); `.ptr .param`, `.ptr .reg` and
// `.ptr .generic` are syntax errors.
let Parts = [StoragePart, PointeeSpacePart] in {
def : DeclaredSpace<".global">;
def : DeclaredSpace<".shared">;
def : DeclaredSpace<".const">;
def : DeclaredSpace<".local">;
}
def : DeclaredSpace<".reg">;
def : DeclaredSpace<".param">;
// Texture memory: ptxas takes it up to PTX 1.4 ("Deprecated feature:
// '.tex' not supported as of PTX version 1.5"); old SDK samples use it.
def : DeclaredSpace<".tex">;
// ptxas: of two `.align` before the type the larger counts (a kernel's
// parameters are laid out so, whichever comes first); one after the type
// is the pointee's, which leaves the parameter where it is.
def : DeclarationWord<".align", /*argument=*/1> {
  let Parts = [StoragePart, PointeeAlignmentPart];
}
def : DeclarationWord<".attribute">;
def : DeclarationWord<".ptr"> {
  let Parts = [PointerPart];
  let KernelParameterFeature = "a kernel parameter pointer attribute (.ptr)";
}
// ptxas 13.0, not in the ISA 9.0 text: `.hidden` on a kernel parameter
// ("Feature 'kernel parameter hidden attribute' requires PTX ISA .version
// 8.8 or later"); on a .func parameter "Illegal placement of kernel
// parameter attribute"; before a variable or a function, a syntax error.
// Triton emits it (`.hidden .param .align 64 .b8 k_param_24[128]`); it
// stands first (`.param .hidden` and `.align 8 .hidden` are syntax errors).
def : DeclarationWord<".hidden"> {
  let Parts = [LeadingAttributePart];
  let KernelParameterFeature = "a kernel parameter hidden attribute (.hidden)";
}

// ptxas: "Module-scoped variables in .reg state space are not allowed with
// ABI" from PTX 3.0 on; before, "Use of module scoped .local or .reg
// variable ... found, disabling ABI" (a warning). "Parameter variables may
// not be declared at module scope", in every version.
def : NotAtModuleScope<".reg", PTX30, /*warnBefore=*/1>;
def : NotAtModuleScope<".local", PTX30, /*warnBefore=*/1>;
def : NotAtModuleScope<".param", PTX10, /*warnBefore=*/0>;

// Incomplete arrays (`x[]`, no initializer): ptxas: "Non-external variable
// 'x' has incomplete type" for any variable that is not `.extern`, in
// every state space; "Parameter to entry function cannot be an incomplete
// array."; "Output parameter cannot be an incomplete array."; a `.func`
// input parameter may be one. ptxas: "Entry parameter 'x' must have .param
// state space". A kernel has no return parameters (a syntax error for
// ptxas).
// ptxas: "Function parameter 'x' has illegal state space" for a .func
// parameter or return parameter outside .param and .reg; a parameter with
// two dimensions (`m[2][2]`) or a range (`%r<2>`) is a syntax error.
def : DeclarationPlace<"variable", 0>;
def : DeclarationPlace<".extern variable", 1>;
let Parameter = 1 in {
def : DeclarationPlace<"kernel parameter", 0, [".param"]>;
def : DeclarationPlace<"kernel return parameter", 0, [], /*allowed=*/0>;
def : DeclarationPlace<"function parameter", 1, [".param", ".reg"]>;
def : DeclarationPlace<"function return parameter", 0, [".param", ".reg"]>;
}

// ptxas: "Variable 'r' cannot be allocated into a register" for a .reg
// array, in a body or as a parameter.
def : NoArraySpace<".reg">;

// Integers read into 32 bits (ptxas 13.0: "Constant overflow" from
// 4294967296 on; a register count of 4294967295 is accepted, and fails
// later for want of memory).
def : ThirtyTwoBitValue<"a register count">;   // %r<N>
def : ThirtyTwoBitValue<"an alignment">;       // .align N

// ptxas: "Variable 'x' cannot be allocated in .param state space" for
// `.param .v2 .b32 x`, as a parameter or in a body; `.param .v2 .b32 x[2]`
// and `.reg .v2 .b32 x` are fine.
def : VectorOnlyAsArray<".param">;

// ptxas: "Entry function 'k' uses too much parameter space (0x1101 bytes,
// 0x1100 max)" before PTX 8.1, "(0x8000 bytes, 0x7ffc max)" from it on,
// where for targets below sm_70 it is "Feature 'Kernel parameter size
// larger than 4352 bytes' requires .target sm_70 or higher". Each
// parameter is placed at the next multiple of its alignment (probed at the
// boundaries with .b8 arrays after a .b8 and a .u64).
def : KernelParameterSpace<4352, Always>;
def : KernelParameterSpace<32764, Requires<PTX81, 70>>;

// ptxas: "Illegal attribute '.managed' for symbol 'm'" outside .global (in
// .shared, .const, .local, on a parameter); an unknown item, an empty list,
// `.managed(1)` and `.unified` without its two values are syntax errors.
def : VariableAttribute<".managed", ".global", 0>;
def : VariableAttribute<".unified", ".global", 2>;
