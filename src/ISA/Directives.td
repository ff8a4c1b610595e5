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
// ptxas: "enable_smem_spilling 1" is accepted, its value ignored; in a
// .func's body "Pragma 'enable_smem_spilling' cannot be specified for
// device functions".
def : PragmaString<"enable_smem_spilling", ".pragma \"enable_smem_spilling\"",
                   ["kernel body"], "ignored">;
def : PragmaString<"frequency", ".pragma \"frequency\"", ["body"], "positive">;
// ptxas: in a kernel's body, "Pragma 'abi_param_reg 4' cannot be
// specified for function 'k'"; in a .func's body it is that function's
// (a caller without "call_abi_param_reg 4" is "ABI mismatch when 'k' calls
// 'f': number of registers used for parameter passing differ", which
// ptx-lint does not check). "abi_param_reg 0 is invalid for sm_90", and
// 249 too, for every target ptxas 13.0 compiles for (sm_75 to sm_121); a
// negative value is an "Invalid range".
def : PragmaString<"abi_param_reg", "", ["module", "function", "function body"],
                   "integer"> {
  let ValueRange = [1, 248];
}
// ptxas: read where abi_param_reg is, and anything after the name is
// ignored ("retaddr_reg_before_param_reg1"); without an abi_param_reg for
// the function it warns "Pragma retaddr_reg_before_param_reg requires
// abi_param_reg, ignoring pragma" (not modelled).
def : PragmaString<"retaddr_reg_before_param_reg", "",
                   ["module", "function", "function body"], "ignored">;

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

// ptxas: more strings the ptxas binary names (issue 37), read in a body
// only, silently; at module scope "Pragma 'x' not supported", among a
// kernel's directives "Pragma 'x' unsupported", as any string it does not
// know. They set the registers of a function (local_maxnreg) or of the
// calls that follow them (call_*), which must then agree with the callee
// ("ABI mismatch when 'k' calls 'f': return address register differ";
// not modelled). "local_maxnreg N": 0 to 255 on every target from sm_75
// to sm_121 ("local_maxnreg 256 is invalid for sm_90"; below 24 "For
// entry k adjusting per thread register count of 8 to lower bound of
// 24"), once a function ("local_maxnreg specified multiple times in
// function 'k'"; not modelled); in a .func's body ptxas ignores it with a
// warning unless it compiles with -c ("Pragma 'local_maxnreg' on device
// functions is supported only with --compile-only option, ignoring
// pragma"; not modelled). "call_abi_param_reg N": 1 to 255 ("abi_param_reg
// 0 is invalid for sm_90"), more than abi_param_reg takes.
let UnknownElsewhere = 1 in {
def : PragmaString<"local_maxnreg", "", ["body"], "integer"> {
  let ValueRange = [0, 255];
}
def : PragmaString<"call_abi_param_reg", "", ["body"], "integer"> {
  let ValueRange = [1, 255];
}
// ptxas: a register, which ptx-lint does not check (sm_90): 4 to 254
// ("Registers 0-3 are reserved by ABI and cannot be used for return
// address passing", "call_retaddr_reg 256 is invalid for sm_90"), even
// but with <R:rel32> ("Pragma 'call_retaddr_reg 5' has value 5 which is
// not aligned"); with <U>, a uniform register, an even one of 0 to 62
// ("call_retaddr_reg<U> 63 is invalid for sm_90"). None is "Argument(s)
// to pragma 'call_retaddr_reg' cannot be empty".
foreach Name = ["call_retaddr_reg", "call_retaddr_reg<U>", "call_retaddr_reg<R>",
                "call_retaddr_reg<R:rel32>"] in
  def : PragmaString<Name, "", ["body"], "text">;
// ptxas: registers (<R>, 0 to 255) or barriers (<B>, 0 to 11) as a list,
// which ptx-lint does not check: "10,11" and "10-20" are taken, and so is
// nothing; "10 11", "x" and "10-" are "Invalid value" or "Invalid range",
// "call_scratch_regs<R> 256" and "call_scratch_regs<B> 12" "invalid for
// sm_90".
foreach Name = ["call_scratch_regs<R>", "call_scratch_regs<B>"] in
  def : PragmaString<Name, "", ["body"], "ignored">;
// ptxas: anything after the name is ignored; without a call_abi_param_reg
// before the call, "Pragma call_retaddr_reg_before_param_reg requires
// call_abi_param_reg, ignoring pragma" (not modelled).
def : PragmaString<"call_retaddr_reg_before_param_reg", "", ["body"],
                   "ignored">;
}
// The ptxas binary names more: "call_coroutine" (in a body "Unknown pragma
// 'call_coroutine'. Ignoring pragma" and "unsupported", as any string it
// does not know), "confirm", "predict", "call_abi_preserve",
// "call_abi_preserve_control" and "call_allow_conv_alloc", which ptxas
// 13.0 reads nowhere: anywhere they are strings it does not know.
