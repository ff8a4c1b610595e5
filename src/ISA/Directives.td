//===- Directives.td - What directives need of the module ----------------===//
//
// The PTX ISA version and target each directive, or form of one, needs, as
// ptxas 13.0 enforces them (ISA chapter 11; "Feature '...' requires PTX ISA
// .version X or later", "... requires .target sm_NN or higher"). ptxas
// differences (docs/ptxas-differences.md) are marked `ptxas:`.
//
//===----------------------------------------------------------------------===//

// Module and linking directives.
def : DirectiveFeature<".address_size", Requires<PTX23>>;
def : DirectiveFeature<".alias", Requires<PTX63, 30>>;
def : DirectiveFeature<".weak", Requires<PTX31>>;
def : DirectiveFeature<".common", Requires<PTX50>>;
def : DirectiveFeature<".attribute", Requires<PTX40>>;
// Items of `.attribute(...)`.
def : DirectiveFeature<".managed", Requires<PTX40, 30>>;
def : DirectiveFeature<".unified", Requires<PTX80, 90>>;
def : DirectiveFeature<".pragma", Requires<PTX20>>;
def : DirectiveFeature<"a kernel parameter list", Requires<PTX14>>;
def : DirectiveFeature<"a kernel parameter pointer attribute (.ptr)",
                       Requires<PTX22>>;
def : DirectiveFeature<"a kernel parameter hidden attribute (.hidden)",
                       Requires<PTX88>>;

// Control flow.
// ptxas: .branchtargets, like brx.idx, is taken from PTX 5.1, although its
// message below 5.1 says 6.0 (Opcodes.td: PTX 5.1).
def : DirectiveFeature<".branchtargets", Requires<PTX51, 30>>;
def : DirectiveFeature<".calltargets", Requires<PTX21>>;
def : DirectiveFeature<".callprototype", Requires<PTX21>>;

// Debugging.
def : DirectiveFeature<".section", Requires<PTX20>>;
// ptxas: the ISA does not say when labels in a .section came; ptxas wants 7.0.
def : DirectiveFeature<"a label in .section", Requires<PTX70>>;
def : DirectiveFeature<"a timestamp and size in .file", Requires<PTX32>>;
// ptxas: of section names only .debug_str, where DWARF keeps names; not
// .debug_info or .debug_abbrev, even when the module has them.
def : FunctionNameSection<".debug_str">;
// ptxas: 7.0, where the ISA says function_name and inlined_at came in 7.2.
def : DirectiveFeature<".loc with function_name and inlined_at",
                       Requires<PTX70>>;

// Between a function's signature and its body, and after a call
// prototype's parameters, which ptxas reads as a .func's (issue 37: the
// ABI ones need 9.0 and sm_80 there too). ptxas takes the
// performance-tuning and cluster directives on kernels only, .noreturn and
// the ABI ones on .func only, and .pragma before a kernel's body only.
// Their integers are literals, one to three (more, fewer, `1+1`, `-1` or
// `1.5` are a syntax error); "Positive non-zero value expected for
// maxntid", also for .maxnreg, .reqntid and .minnctapersm, while
// .reqnctapercluster and .maxclusterrank take 0.
class Arguments<int min, int max, bit positive = 0> {
  int MinArguments = min;
  int MaxArguments = max;
  bit PositiveArguments = positive;
}
def MaxNReg : FunctionDirective<".maxnreg", Requires<PTX13>, OnEntry>,
              Arguments<1, 1, /*positive=*/1>;
def MaxNTid : FunctionDirective<".maxntid", Requires<PTX13>, OnEntry>,
              Arguments<1, 3, /*positive=*/1>;
def ReqNTid : FunctionDirective<".reqntid", Requires<PTX21>, OnEntry>,
              Arguments<1, 3, /*positive=*/1>;
def MinNCtaPerSM
    : FunctionDirective<".minnctapersm", Requires<PTX20>, OnEntry>,
      Arguments<1, 1, /*positive=*/1>;
def MaxNCtaPerSM
    : FunctionDirective<".maxnctapersm", Requires<PTX13>, OnEntry>,
      Arguments<1, 1> {
  let RemovedIn = [PTX21];
  let Replacement = ".minnctapersm";
}
def NoReturn : FunctionDirective<".noreturn", Requires<PTX64, 30>, OnFunc> {
  let Once = 1;
}
// Its words are its own (FunctionAttribute::Pragma).
def FunctionPragma : FunctionDirective<".pragma", Requires<PTX20>, OnEntry>;
def ExplicitCluster
    : FunctionDirective<".explicitcluster", Requires<PTX78, 90>, OnEntry>;
def ReqNCtaPerCluster
    : FunctionDirective<".reqnctapercluster", Requires<PTX78, 90>, OnEntry>,
      Arguments<1, 3>;
def MaxClusterRank
    : FunctionDirective<".maxclusterrank", Requires<PTX78, 90>, OnEntry>,
      Arguments<1, 1>;
def BlocksAreClusters
    : FunctionDirective<".blocksareclusters", Requires<PTX90, 90>, OnEntry>;
def ABIPreserve
    : FunctionDirective<".abi_preserve", Requires<PTX90, 80>, OnFunc>,
      Arguments<1, 1> {
  let Once = 1;
}
def ABIPreserveControl
    : FunctionDirective<".abi_preserve_control", Requires<PTX90, 80>, OnFunc>,
      Arguments<1, 1> {
  let Once = 1;
}

// ptxas: "Conflicting directives: ... cannot both be specified".
def : DirectivesConflict<MaxNTid, ReqNTid>;
def : DirectivesConflict<ReqNCtaPerCluster, MaxClusterRank>;
// ptxas: ".reqntid and .reqnctapercluster directive(s) required".
def : DirectiveNeeds<BlocksAreClusters, [ReqNTid, ReqNCtaPerCluster]>;

// Directive values read into 32 bits (ptxas 13.0: "Constant overflow" from
// 4294967296 on, in any radix).
def : ThirtyTwoBitValue<"a function directive's value">; // .maxntid, .maxnreg, ...
def : ThirtyTwoBitValue<"a .file index">;
def : ThirtyTwoBitValue<"a .loc number">;   // file, line, column

// The .pragma strings (ISA chapter 12) as ptxas 13.0 reads them. A string it
// does not know is an error at module scope ("Pragma 'x' not supported")
// and a warning elsewhere ("Pragma 'x' unsupported"); so is "nounroll" with
// anything after it, even a space.
def : DirectiveFeature<".pragma \"used_bytes_mask\"", Requires<PTX83>>;
def : DirectiveFeature<".pragma \"enable_smem_spilling\"", Requires<PTX87>>;
def : DirectiveFeature<".pragma \"frequency\"", Requires<PTX90>>;
def : PragmaString<"nounroll", "", ["module", "function", "body"], "none">;
// ptxas: "used_bytes_mask -1" is accepted.
def : PragmaString<"used_bytes_mask", ".pragma \"used_bytes_mask\"", ["body"],
                   "integer">;
// ptxas: "enable_smem_spilling 1" is accepted, its value ignored.
def : PragmaString<"enable_smem_spilling", ".pragma \"enable_smem_spilling\"",
                   ["body"], "ignored">;
def : PragmaString<"frequency", ".pragma \"frequency\"", ["body"], "positive">;
// ptxas: in a body, "Pragma 'abi_param_reg 4' cannot be specified for
// function 'k'"; "abi_param_reg 0 is invalid for sm_90", and 249 too, for
// every target ptxas 13.0 compiles for (sm_75 to sm_121); a negative value
// is an "Invalid range".
def : PragmaString<"abi_param_reg", "", ["module", "function"], "integer"> {
  let ValueRange = [1, 248];
}

// ptxas: strings the ISA does not document, which ptxas 13.0 reads in a
// body only; at module scope and among a function's directives it knows
// them no more than any other string (issue 37). The knobs of NVIDIA's own
// compilers ("global knob X=1", "next knob FenceCode", and "func", "reset"
// and "set" knobs) and "nvopt N" take a value ("Argument(s) to pragma
// 'nvopt' cannot be empty", "Invalid value '-1' specified for .pragma
// 'nvopt -1'"), and then ptxas warns "Pragma 'nvopt 2' unsupported" and
// emits the same cubin as without them, on every target and -O level.
foreach Knob = ["global", "next", "func", "reset", "set"] in
  def : PragmaString<Knob # " knob", "", ["body"], "text"> {
    let UnknownElsewhere = 1;
    let Unsupported = 1;
  }
def : PragmaString<"nvopt", "", ["body"], "integer"> {
  let ValueRange = [0, 9223372036854775807];
  let UnknownElsewhere = 1;
  let Unsupported = 1;
}
// ptxas: taken in a body without a word, nothing after it.
def : PragmaString<"noPointerTrunc", "", ["body"], "none"> {
  let UnknownElsewhere = 1;
}
// ptxas: "Pragma 'sw4166479' is allowed only within function scope".
def : PragmaString<"sw4166479", "", ["body"], "none">;
