//===- Base.td - The vocabulary of ptx-lint's ISA tables ------------------===//
//
// Every fact the checker knows about PTX is a record built from the classes
// below; tools/ptx-tblgen turns them into C++ tables and into the ISA
// support document. The checker itself holds no ISA facts: a rule that
// cannot be written as data here is a CustomCheck, named in the record that
// needs it and implemented under src/Check.
//
// Requirements are stored as numbers and target sets, not as predicate
// strings, so that the checker, its messages and the docs read one fact.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// PTX ISA versions and targets
//===----------------------------------------------------------------------===//

class PTXVersion<int major, int minor> {
  int Major = major;
  int Minor = minor;
}

// A CUDA toolkit release and the newest PTX ISA version its ptxas accepts:
// `ptx-lint --cuda 12.4` refuses a module declaring .version 8.5. Driver
// is the driver branch the release shipped with ("r550"; empty where no
// source gave it): a driver JIT-compiles PTX up to its release's version.
class CUDARelease<string release, PTXVersion newest, string driver = ""> {
  string Release = release;
  PTXVersion Newest = newest;
  string Driver = driver;
  // What ptx-lint's facts about this release's ptxas rest on: "ptxas" (it
  // was run here), "verdicts" (its recorded verdicts, ../shared/multi), or
  // "" (the ISA texts and public compilers only).
  string Evidence = "";
  // The release whose ptxas is the oracle (/usr/local/cuda/bin/ptxas):
  // without --cuda, ptx-lint checks as it does, or as the first release
  // that knows the module's .version, when that is newer.
  bit Oracle = 0;
}

// A `.target` architecture. A target has every feature whose minimum SM
// number it meets, plus the arch- and family-specific features of the
// targets it Implies (transitively): sm_100a implies sm_100f, sm_103f
// implies sm_100f, but sm_100 implies nothing, so an sm_100f feature is not
// available on sm_100 and an sm_90a feature is not available on sm_100.
class Target<string name, int sm, PTXVersion minVersion,
             list<Target> implies = []> {
  string Name = name;
  int SM = sm;
  // The lowest `.version` that accepts this target.
  PTXVersion MinVersion = minVersion;
  // The first CUDA release whose ptxas knows the target (`--cuda`), where
  // that is not the first release that knows MinVersion: ptxas 13.0 takes
  // sm_88 from .version 7.3, but no older ptxas knows sm_88.
  list<CUDARelease> FirstRelease = [];
  list<Target> Implies = implies;
  bit ArchSpecific = 0;   // An `a` target.
  bit FamilySpecific = 0; // An `f` target.
  // The most static `.shared` data, in bytes, one `.entry` may use when
  // ptxas compiles the whole program for this target ("Entry function 'k'
  // uses too much shared data (0xc001 bytes, 0xc000 max)"). Targets.td sets
  // it where it is not 48 KiB.
  int MaxStaticShared = 0xC000;
}

class ArchTarget<string name, int sm, PTXVersion minVersion,
                 list<Target> implies = []>
    : Target<name, sm, minVersion, implies> {
  let ArchSpecific = 1;
}

class FamilyTarget<string name, int sm, PTXVersion minVersion,
                   list<Target> implies = []>
    : Target<name, sm, minVersion, implies> {
  let FamilySpecific = 1;
}

// A `.target` option that is not an architecture: texmode_*, debug. An
// option needs an architecture named before it, in its own `.target` or an
// earlier one.
class TargetOption<string name, PTXVersion since> {
  string Name = name;
  PTXVersion Since = since;
  // Refused when the architecture named last before the option has at least
  // this SM number (0: never).
  int RefusedFromSM = 0;
  // Needs debug information in the module: at least one `.section`.
  bit NeedsSection = 0;
}
// Two options ptxas refuses in one module ("Conflicting .target option").
class TargetOptionsConflict<TargetOption first, TargetOption second> {
  TargetOption First = first;
  TargetOption Second = second;
}
// A declaration word that needs a target option (`.samplerref`:
// texmode_independent); without it ptxas says "Instruction or declaration
// violates .target texmode_unified setting".
class NeedsTargetOption<string word, TargetOption option> {
  string Word = word;
  TargetOption Option = option;
}
// Another spelling of the architectures: `.target compute_80` is sm_80.
class TargetSpelling<string prefix, string means> {
  string Prefix = prefix;
  string Means = means;
}

// What a feature needs of the module: a `.version` of at least Version, and
// a target whose SM number is at least MinSM (0: any) and, when OnlyOn is
// not empty, that is or implies one of OnlyOn.
class Requires<PTXVersion version, int minSM = 0, list<Target> onlyOn = []> {
  PTXVersion Version = version;
  int MinSM = minSM;
  list<Target> OnlyOn = onlyOn;
  // How the ptxas of older releases judged the feature, where it differed
  // (`--cuda`): in every release up to OlderUpTo it asked for Older in
  // place of this (ptxas 11.8 and 12.4 take `cvt.ftz.f32.bf16` where
  // `cvt.f32.bf16` is taken); Older may have an older one of its own.
  list<CUDARelease> OlderUpTo = [];
  list<Requires> Older = [];
  // Every release up to RefusedUpTo refuses the feature, whatever the
  // module declares (ptxas 12.4: `st.v8.b8` is "Illegal vector size").
  list<CUDARelease> RefusedUpTo = [];
}

// A directive, or a form of one, that ptxas takes only from some PTX ISA
// version or on some targets ("Feature '.alias' requires PTX ISA .version
// 6.3 or later"). Name is the directive as written (`.alias`) or, for a
// form, a phrase saying what it is; the checker asks for it by that name.
// The directives that may stand between a function's signature and its
// body are FunctionDirectives: any other word there is an error.
class DirectiveFeature<string name, Requires req> {
  string Name = name;
  Requires Req = req;
  // Which function kinds take a FunctionDirective: bit 0 `.entry`, bit 1
  // `.func`; 0 for a directive that is not one.
  int AppliesTo = 0;
  // The version from which ptxas refuses it again (at most one), and what
  // to write instead.
  list<PTXVersion> RemovedIn = [];
  string Replacement = "";
}
// A section that `.loc ..., function_name` may name in place of a label
// (`function_name .debug_str+16`), whether or not the module has it.
class FunctionNameSection<string name> {
  string Name = name;
}

class DirectiveKinds<int mask> { int Mask = mask; }
def OnEntry : DirectiveKinds<1>;
def OnFunc : DirectiveKinds<2>;
class FunctionDirective<string name, Requires req, DirectiveKinds kinds>
    : DirectiveFeature<name, req> {
  let AppliesTo = kinds.Mask;
  // ptxas refuses it twice on one function.
  bit Once = 0;
  // How many integer constants follow it (written as literals: an
  // expression or a sign is a syntax error), and whether each must be
  // positive.
  int MinArguments = 0;
  int MaxArguments = 0;
  bit PositiveArguments = 0;
}
// Rules between the directives of one function: First and Second exclude
// each other, or First needs every one of Others.
class FunctionDirectiveRule<FunctionDirective first, list<FunctionDirective> others> {
  FunctionDirective First = first;
  list<FunctionDirective> Others = others;
}
class DirectivesConflict<FunctionDirective first, FunctionDirective second>
    : FunctionDirectiveRule<first, [second]>;
class DirectiveNeeds<FunctionDirective first, list<FunctionDirective> needs>
    : FunctionDirectiveRule<first, needs>;

//===----------------------------------------------------------------------===//
// Module structure and declarations (Declarations.td)
//===----------------------------------------------------------------------===//

// A directive of the module's header. The header is the directives in the
// order of their Position, each once unless Repeatable, before any other
// item; Required ones must be there.
class HeaderDirective<string name, int position, bit required,
                      bit repeatable> {
  string Name = name;
  int Position = position;
  bit Required = required;
  bit Repeatable = repeatable;
}

// A value of `.address_size`. DroppedIn: the first CUDA release whose ptxas
// refuses it whatever the target; RefusedFromSM: the SM number from which
// every ptxas refuses it (0: none).
class AddressSize<int size> {
  int Bits = size;
  list<CUDARelease> DroppedIn = [];
  int RefusedFromSM = 0;
}

// A part of a variable's or a parameter's declaration. ptxas reads the
// words of a declaration part by part, in the order of Position, and a
// word of a part it has passed is a syntax error at that word; so is a
// second word of a part that does not repeat. Repeats: the part holds
// several words, in any order among themselves. Required: every
// declaration has a word of it (a word of a later part before it is a
// syntax error). FollowsPrevious: the part is read only right after a word
// of the part before it. Pointee: its words describe what a pointer points
// to, not the declaration.
// Variables, Parameters: which declarations ptxas reads the part in (in
// others its words are a syntax error). KernelParameterAttribute: ptxas
// reads it in every parameter and refuses it on a .func's ("Illegal
// placement of kernel parameter attribute").
class DeclarationPart<int position, string description> {
  int Position = position;
  string Description = description;
  bit Repeats = 0;
  bit Required = 0;
  bit FollowsPrevious = 0;
  bit Pointee = 0;
  bit Variables = 1;
  bit Parameters = 1;
  bit KernelParameterAttribute = 0;
}
// ptxas 13.0: `.global .u32 .align 8 x`, `.global .v4 .align 16 .u32 x`,
// `.u32 .global x`, `.global .visible .u32 x`, `.param .ptr .u64 p`,
// `.param .hidden .u64 p`, `.param .u64 .ptr .align 8 .global p` and
// `.param .u64 .global p` are syntax errors at the word out of place, and
// `.hidden .hidden`, `.ptr .ptr`, `.ptr .global .global` and a second
// `.align` after `.ptr` at the second word; `.align 8 .global .u32 x`,
// `.global .attribute(.managed) .align 8 .u32 x` and
// `.global .align 8 .align 16 .u32 x` are taken. After the type, a kernel
// parameter takes `.ptr`, the space it points to (`.global`, `.shared`,
// `.local`, `.const`) and that memory's `.align N` (also without `.ptr`:
// `.param .u64 .align 8 p` is taken, and leaves the parameter's own
// alignment and place as they are); a .func's parameter refuses each as a
// kernel parameter attribute, and a variable as a syntax error.
def LinkagePart : DeclarationPart<0, "linkage word"> { let Parameters = 0; }
def LeadingAttributePart : DeclarationPart<1, "'.hidden'"> {
  let Variables = 0;
  let KernelParameterAttribute = 1;
}
def StoragePart
    : DeclarationPart<2, "state space, '.align N' and '.attribute(...)'"> {
  let Repeats = 1;
}
def VectorPart : DeclarationPart<3, "vector qualifier">;
def TypePart : DeclarationPart<4, "type"> { let Required = 1; }
let Variables = 0, KernelParameterAttribute = 1 in {
def PointerPart : DeclarationPart<5, "'.ptr'">;
def PointeeSpacePart
    : DeclarationPart<6, "state space of the memory it points to"> {
  let FollowsPrevious = 1;
  let Pointee = 1;
}
def PointeeAlignmentPart
    : DeclarationPart<7, "alignment of the memory it points to"> {
  let Pointee = 1;
}
}

// A linkage word (`.visible`, `.extern`, `.weak`, `.common`): a declaration
// takes at most one. OnFunctions/OnVariables: what it may stand before;
// DeclaresOnly: what it declares is defined elsewhere, so it takes neither
// a body nor an initializer.
class LinkageWord<string name, bit onFunctions, bit onVariables,
                  bit declaresOnly = 0> {
  string Name = name;
  bit OnFunctions = onFunctions;
  bit OnVariables = onVariables;
  bit DeclaresOnly = declaresOnly;
  // Whether a variable inside a function may have it, and the one state
  // space a variable with it may be in (any when empty).
  bit InBodies = 0;
  string OnlySpace = "";
  // Whether a variable with it may define one declared `.extern` before: a
  // definition without linkage (static) may not ("'.extern' variable 'x'
  // cannot be resolved by a '.static'").
  bit ResolvesExtern = 0;
  list<DeclarationPart> Parts = [LinkagePart];
}

// A state space that module-scope variables may not use: refused from
// ErrorFrom on, and before that accepted with a warning when WarnBefore.
class NotAtModuleScope<string space, PTXVersion errorFrom, bit warnBefore> {
  string Space = space;
  PTXVersion ErrorFrom = errorFrom;
  bit WarnBefore = warnBefore;
}

// Where a declaration stands, for the rules that depend on it. Incomplete:
// whether an array whose first dimension is left empty (`x[]`, without an
// initializer that sizes it) may be declared there. Spaces: the state
// spaces allowed there (empty: any).
// Allowed: whether anything may be declared there at all.
// Parameter: a parameter, which declares one name with at most one array
// dimension (no range such as `%r<4>`).
class DeclarationPlace<string name, bit incomplete, list<string> spaces = [],
                       bit allowed = 1> {
  string Name = name;
  bit Incomplete = incomplete;
  list<string> Spaces = spaces;
  bit Allowed = allowed;
  bit Parameter = 0;
}

// An item of a variable's `.attribute(...)`: the one state space it is
// for, and how many values it takes in parentheses.
class VariableAttribute<string name, string onlySpace, int arguments> {
  string Name = name;
  string OnlySpace = onlySpace;
  int Arguments = arguments;
}

// A place where ptxas reads an integer into 32 bits: a value from 2^32 on
// (after the digits are cut to 64 bits, as everywhere) is "Constant
// overflow" there, though the same digits are a fine constant elsewhere.
// Place: the name the checker asks with, which its messages show.
class ThirtyTwoBitValue<string place> {
  string Place = place;
}

// A state space a variable or a parameter may be declared in; a declaration
// names exactly one (and a kernel parameter's `.ptr` may name another).
class DeclaredSpace<string space> {
  string Space = space;
  list<DeclarationPart> Parts = [StoragePart];
}

// A word of a declaration other than its linkage word, state space, vector
// and type (`.align`, `.ptr`). Argument: it takes an integer (`.align 8`).
class DeclarationWord<string name, bit argument = 0> {
  string Name = name;
  bit Argument = argument;
  list<DeclarationPart> Parts = [StoragePart];
  // A kernel parameter attribute (`.ptr`, `.hidden`): only a `.entry`'s
  // parameters take it (ptxas: "Illegal placement of kernel parameter
  // attribute"), and it needs the DirectiveFeature of this name.
  string KernelParameterFeature = "";
}

// A state space whose variables cannot be arrays.
class NoArraySpace<string space> {
  string Space = space;
}

// A state space whose variables may be vectors only as arrays
// (`.param .v2 .b32 x[1]`, not `.param .v2 .b32 x`).
class VectorOnlyAsArray<string space> {
  string Space = space;
}

//===----------------------------------------------------------------------===//
// Qualifiers
//===----------------------------------------------------------------------===//

// A dotted word after an opcode. Several records may share a spelling when
// the same word needs different things in different instructions; a slot
// lists the records that apply to its instruction form.
class Qualifier<string spelling, Requires req> {
  string Spelling = spelling;
  Requires Req = req;
}

// A `.pragma` string ptxas knows (ISA chapter 12, and the undocumented
// ones it reads), by its name: one word, or two ("global knob"). ptxas
// finds a name with a value at the start of the string and takes as the
// value what follows the one character after it, whatever that is
// ("used_bytes_mask-1" is "used_bytes_mask 1", "frequency2" has no value);
// a name without a value only as the whole string.
// Feature: the DirectiveFeature (Directives.td) whose requirement it has
// beyond `.pragma`'s; empty: none.
// Places: where it may be written: "module" (at module scope), "function"
// (among a function's directives, before its body), "kernel body" (a
// statement of an `.entry`'s body), "function body" (of a `.func`'s),
// "body" (of either). Values: what may follow the name: "none" (nothing;
// with more, the string is not this pragma), "ignored" (anything, which
// ptx-lint does not check), "text" (anything but nothing), "integer" (one
// integer as C's strtol reads it: blanks, a sign, decimal, `0x`
// hexadecimal or `0` octal digits; readPragmaInteger in
// DirectiveChecks.cpp), "positive" (one such integer above zero).
// ValueRange: for "integer" and "positive", the least and the most value
// ptxas takes, both included; empty: no limit.
// UnknownElsewhere: outside Places ptxas does not read the string at all,
// as one it does not know (an error at module scope, a warning among a
// function's directives), rather than refusing it as misplaced.
// Unsupported: where ptxas reads it (checking its value), it then warns
// "Pragma '...' unsupported" and compiles as without it.
class PragmaString<string name, string feature, list<string> places,
                   string values> {
  string Name = name;
  string Feature = feature;
  list<string> Places = places;
  string Values = values;
  list<int> ValueRange = [];
  bit UnknownElsewhere = 0;
  bit Unsupported = 0;
}

// Qualifiers of which a kernel, with every function it calls, may use one
// only, in the instructions whose opcode begins with the word Opcode
// (ptxas: "Function 'k' uses single CTA(.cta_group::1) and CTA pair
// granularity(.cta_group::2) and that is not allowed"). A function no
// kernel calls may use several.
class OneValuePerKernel<string opcode, list<Qualifier> values> {
  string Opcode = opcode;
  list<Qualifier> Values = values;
}

// A data type such as `.b32`; Class is one of "b", "u", "s", "f", "pred"
// (ptx-lint's relaxed type checking works on class and width).
class TypeQualifier<string spelling, string typeClass, int width, Requires req>
    : Qualifier<spelling, req> {
  string Class = typeClass;
  int Bits = width;
}

// A type a variable, a register or a parameter may be declared with; the
// type qualifiers no record names are instruction types only. A declared
// type needs what its own record needs (Type.Req). OnlySpace: the one state
// space it may be declared in (any when empty). ScalarOnly: never with
// `.v2`/`.v4`. Packed: it holds several values, and in a space of
// VectorOnlyAsArray it is a vector, declared only as an array.
// ModuleOrKernelParameter: declared at module scope or as a kernel
// parameter only, and at module scope in ModuleSpace (any when empty).
// InitialValues: the constants an initializer gives it: "any" (integers,
// floating-point numbers and addresses), "integer" (no floating-point
// number), "float" (floating-point numbers only) or "none".
class DeclarableType<TypeQualifier type> {
  TypeQualifier Type = type;
  string OnlySpace = "";
  bit ScalarOnly = 0;
  bit Packed = 0;
  bit ModuleOrKernelParameter = 0;
  string ModuleSpace = "";
  string InitialValues = "any";
  list<DeclarationPart> Parts = [TypePart];
}

// `.v2`, `.v4`, `.v8`.
class VectorQualifier<string spelling, int lanes, Requires req>
    : Qualifier<spelling, req> {
  int Lanes = lanes;
}

// A vector a declaration may have, of at most MaxBits bits in all.
class DeclarableVector<VectorQualifier vector, int maxBits> {
  VectorQualifier Vector = vector;
  int MaxBits = maxBits;
  list<DeclarationPart> Parts = [VectorPart];
}

// A state space whose variables may have an initial value.
class InitializedSpace<string space> {
  string Space = space;
}

// How many bytes a kernel's parameters may take together where Req is met
// (each parameter at an offset of its alignment, as ptxas lays them out);
// the largest that applies is the limit.
class KernelParameterSpace<int bytes, Requires req> {
  int Bytes = bytes;
  Requires Req = req;
}

// A state space, possibly with a sub-qualifier (`.shared::cluster`). Space
// is the space it names: "global", "shared", "local", "const", "param".
class SpaceQualifier<string spelling, string space, Requires req>
    : Qualifier<spelling, req> {
  string Space = space;
}

// One position of an instruction form: a set of qualifiers of which at most
// one may be written (ptxas: "Multiple ... modifiers specified").
class Slot<string name, list<Qualifier> values> {
  string Name = name;               // Used in messages: "cache operator".
  list<Qualifier> Values = values;
  bit Required = 0;
  // Most qualifiers may come in any order (ptxas accepts that); a slot with
  // Fixed set must come right after the opcode and the fixed slots before
  // it, as `.to` after `cvta` or `.range` after `createpolicy`.
  bit Fixed = 0;
  // Set when the slot lists spellings an earlier slot of the form lists
  // too: a spelling written once goes to the earlier slot, written again
  // to this one (createpolicy's primary and secondary priorities).
  bit Repeated = 0;
  // Positional slots take the written qualifiers of their kind (type
  // qualifiers, for slots of types) in the order they are written, whatever
  // their spelling: the first type written fills the form's first
  // positional slot, the second type the next one (cvt's destination and
  // source types). All other qualifiers are still placed by spelling, in any
  // order. A type the slot does not list, or one type more than the form
  // has positional slots, is reported there.
  bit Positional = 0;
  // ptxas takes this slot's qualifier written twice and ignores the repeat
  // (cvt's .sat, .relu and .satfinite); otherwise a repeat is an error.
  bit RepeatAllowed = 0;
}

class RequiredSlot<string name, list<Qualifier> values> : Slot<name, values> {
  let Required = 1;
}

class FixedSlot<string name, list<Qualifier> values> : Slot<name, values> {
  let Required = 1;
  let Fixed = 1;
}

// A required slot filled by position (see Positional): `cvt.f32.f16` has
// destination type .f32 and source type .f16.
class PositionalSlot<string name, list<Qualifier> values>
    : RequiredSlot<name, values> {
  let Positional = 1;
}

//===----------------------------------------------------------------------===//
// Address operands (src/Check/AddressChecker.cpp)
//===----------------------------------------------------------------------===//

// What an address operand may be written as and what it may name; every
// AddressOperand whose spec sets Address is checked by the one address
// checker. An address is `[base]` or `[base+imm]` (`[base+imm+imm]`,
// `[base+-imm]`), the base a register or a variable, or `[imm]`. Spaces
// are named as in declarations ("global", "shared", "local", "const",
// "param"), plus "generic" for an instruction that writes no state space.
class AddressSpec {
  // The slot whose state space the address is in; "": the form's state
  // space qualifier, whichever slot holds it.
  string SpaceSlot = "";
  // The spaces a variable in the address may be in. Empty: the space the
  // instruction writes, or, for a generic address, GenericVariables.
  list<string> VariableSpaces = [];
  // The variables a generic address may name (ptxas: not .const or .param
  // ones, whose generic address is not the variable's).
  list<string> GenericVariables = ["global", "shared", "local"];
  // The spaces in which `[imm]` is an address (ptxas: .local only, where
  // the ISA lists it for every space).
  list<string> ImmediateIn = ["local"];
  // Address registers narrower than this are rejected (where the address
  // is only a value, or ptxas cannot lower it), except in NarrowIn, where
  // ptxas takes 8- and 16-bit ones with a warning.
  int MinRegisterBits = 0;
  list<string> NarrowIn = [];
  // In a module with `.address_size 64`, a 32-bit register is no address
  // of these spaces (ptxas: the whole compile fails on "32-bit addressing").
  list<string> No32BitRegisterIn = [];
  // A special register (`[%clock64]`) may be the base.
  bit SpecialRegisterBase = 0;
  // The brackets may be left out (`sbuf+8` for `[sbuf+8]`).
  bit BracketsOptional = 0;
  // A bare 64-bit register holding the address may stand for `[reg]` when
  // the operand is the last one written (ptxas: "Arguments mismatch" when
  // an operand follows it).
  bit BareRegisterLast = 0;
  // Suffixes that may follow the brackets (`[a].unified`): only after a
  // register (not special) address of one of SuffixSpaces.
  list<string> Suffixes = [];
  list<string> SuffixSpaces = ["global", "generic"];
  // How the ptxas of older releases read the address, where it differed
  // (`--cuda`): in every release up to OlderUpTo, as Older describes
  // (which may have an older one of its own).
  list<CUDARelease> OlderUpTo = [];
  list<AddressSpec> Older = [];

  // Addresses that are values (isspacep's, mapa's): written without
  // brackets as `reg`, `reg+imm`, `var`, `var+imm`, `arr[i]`, a function
  // name or an integer constant. ImmediateIn, VariableSpaces and
  // GenericVariables apply as above.
  bit Bracketed = 1;
  // A register written alone is an integer or bit-size one of the width of
  // this slot's type; "": of MinRegisterBits to 64 bits.
  string RegisterWidthSlot = "";
  // The register of `reg+imm` may be an integer or bit-size one of any
  // width, or of one of OffsetBaseTypes (ptxas holds .f16x2 as a .b32);
  // otherwise it is judged as a register alone.
  bit OffsetBaseAnyWidth = 0;
  list<TypeQualifier> OffsetBaseTypes = [];
  // A variable (or array element) without an offset is an address.
  bit VariableAlone = 1;
  // A function's name is an address.
  bit FunctionName = 0;

  // Variables, by the spaces involved:
  // - NoVariableIn: the instruction spaces in which the address is a
  //   register and names no variable, not even one of that space (ptxas:
  //   `st.bulk.shared::cta [sbuf]` is an internal "add" error);
  // - ParameterAddressOnly: a variable of these spaces has an address only
  //   when it is a kernel or function parameter (ptxas: "Illegal to take
  //   address of parameter" for a .param variable of a function body);
  // - No32BitVariableIn: with `.address_size 64` the address of a variable
  //   of these spaces does not fit 32 bits (ptxas: "32-Bit ABI ... not
  //   supported" when the value is used).
  // The last two are read where a variable's address is taken as a value
  // (mov's source), by the form's custom check.
  list<string> NoVariableIn = [];
  list<string> ParameterAddressOnly = [];
  list<string> No32BitVariableIn = [];
  // The types a bracketed register base must be declared with (empty: any
  // integer or bit-size register the rules above take). A tensor memory
  // address of tcgen05.mma is a `.b32` register: ptxas refuses `[u1]`.
  list<TypeQualifier> BaseRegisterTypes = [];
  // Address registers wider than this are refused (0: up to 64 bits): a
  // tensor memory address (tcgen05) is a 32-bit register, never 64.
  int MaxRegisterBits = 0;
}

// The address of a memory access (ld, st, prefetch, discard, ...): ISA
// 6.4.1 as ptxas reads it.
class MemoryAddress : AddressSpec {
  let No32BitRegisterIn = ["global", "generic"];
}

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// What may be written in an operand position.
class OperandKind<string name> {
  string Name = name;
}
def RegisterOperand    : OperandKind<"register">;           // %r1
def ValueOperand       : OperandKind<"register or immediate">;
def ImmediateOperand   : OperandKind<"immediate">;
def AddressOperand     : OperandKind<"address">;            // [a], [a+4]
def PredicateOperand   : OperandKind<"predicate">;
def SymbolOperand      : OperandKind<"symbol">;             // a variable name
def LabelOperand       : OperandKind<"label">;
// A register, or a vector `{...}` when the form's vector slot is written.
def DataOperand        : OperandKind<"register or vector">;
// A register or an immediate, or a vector of them when the vector slot is
// written (the value a store writes).
def DataValueOperand   : OperandKind<"register, immediate or vector">;
def AnyOperand         : OperandKind<"any operand">;        // Opcode-level only.
// Operand shapes: a vector `{a, b, ...}` whatever the vector slot says,
// of the length ElementsBy/Elements give (0: any), each element a register
// or immediate of the operand's type; and a bracketed tuple `[a, {b, c}]`
// whose elements Parts describe.
def VectorOperand      : OperandKind<"vector">;
def TupleOperand       : OperandKind<"bracketed tuple">;
// A parenthesized list `(a, b)`, `()`: a call's results and arguments, each
// a register, an immediate, a .param variable or `_` (see ResultsIn).
def ListOperand        : OperandKind<"parenthesized list">;

// What a LabelOperand may name (OperandSpec.Labels, a list of these; empty:
// any label): a label of the code (a statement's label, not a target
// list), a `.branchtargets` list, a `.calltargets` list, a function that
// is not a kernel, a `.callprototype`.
class LabelKind<int mask> { int Bit = mask; }
def CodeLabels        : LabelKind<1>;
def BranchTargetLists : LabelKind<2>;
def CallTargetLists   : LabelKind<4>;
def DeviceFunctions   : LabelKind<8>;
def CallPrototypes    : LabelKind<16>;

// A part select an operand may carry: Letter, then MinDigits to MaxDigits
// digits, each at most MaxDigit (`.b3`: "b", 1, 1, 3; `.b7654`: "b", 4, 4,
// 7), strictly decreasing when Descending (a SIMD destination mask,
// `.b310`). Summary names them for messages ("'.b0' to '.b3'").
class PartSelect<string letter, int minDigits, int maxDigits, int maxDigit,
                 bit descending, string summary> {
  string Letter = letter;
  int MinDigits = minDigits;
  int MaxDigits = maxDigits;
  int MaxDigit = maxDigit;
  bit Descending = descending;
  string Summary = summary;
}

class OperandSpec<string name, OperandKind kind> {
  string Name = name;
  OperandKind Kind = kind;
  // The operand's type: the value of the slot named TypeSlot ("" when the
  // type is fixed by FixedType or not checked).
  string TypeSlot = "";
  TypeQualifier FixedType = ?;
  // The operand is written exactly when one of these qualifiers is; empty
  // means always (unless Optional).
  list<Qualifier> PresentWith = [];
  bit Optional = 0;
  // Ranges for immediates, inclusive; checked when HasRange is set.
  bit HasRange = 0;
  int Min = 0;
  int Max = 0;
  // A data operand (DataOperand, DataValueOperand) for which ptxas also
  // takes a one-element vector `{r}` where no vector qualifier is written
  // (ld/st); its element is then judged like a vector's.
  bit BracedScalar = 0;

  // ---- Operand shapes (see "Operand shapes" below and docs/isa-model.md) --
  // How many elements a vector operand `{a, b, ...}` has, when no vector
  // slot says it: the count at the position of the first qualifier of
  // ElementsBy that is written (ElementCounts lists one count per
  // qualifier), otherwise Elements; 0 means "not a vector by shape".
  int Elements = 0;
  list<Qualifier> ElementsBy = [];
  list<int> ElementCounts = [];
  // A paired predicate output `d|p`: 0 none, 1 optional, 2 required.
  int PairedPredicate = 0;
  // `_` may stand for a paired predicate (`d|_`; ptxas takes it even where
  // there is no predicate output, as on prmt) and for vector elements.
  bit SinkAllowed = 0;
  // A predicate operand that may be written negated (`!p`); on a value
  // operand whose type is .pred (a predicate register or an integer
  // constant: `and.pred d, !a, 1`), `!` before a predicate register or a
  // constant.
  bit Negatable = 0;
  // A bracketed tuple `[a, {b, c}]`: one spec per element, in order.
  list<OperandSpec> Parts = [];
  // One position written in one of several shapes (cp.async's
  // `src-size | ignore-src`) or types (st.bulk's 64- or 32-bit size):
  // judged by the first alternative whose kind fits what is written (a
  // predicate or not, a vector or not) and, for a register, whose type
  // fits it; else by the first whose kind fits, else by the first.
  // Optional and PresentWith stay this spec's.
  list<OperandSpec> Alternatives = [];
  // What else a register or immediate operand may name (ptxas differs by
  // instruction): a special register (`%laneid`), a variable's name, a
  // function's name, and `name+imm` (a register's, variable's or special
  // register's name plus an integer; a register there needs only a kind
  // that suits the type, of any width).
  bit SpecialRegisters = 1;
  bit Variables = 1;
  bit Functions = 1;
  bit NameOffsets = 0;
  // With NameOffsets: whether the name plus an integer may be a variable's,
  // not only a register's (mbarrier's 64-bit state takes `%rd1+8` and
  // refuses `m+8`, where its 32-bit operands take both).
  bit VariableOffsets = 1;
  // An immediate must be one of Values (empty: any); a qualifier of
  // ValueBy, when written, allows only the value at its position in
  // ValueWith (cp.async.cg: cp-size 16).
  list<int> Values = [];
  list<Qualifier> ValueBy = [];
  list<int> ValueWith = [];
  // An immediate is in [0, the constant value of the operand of this
  // name] (cp.async's src-size and cp-size).
  string AtMostOperand = "";
  // What writing this operand needs of the module (ignore-src: PTX 7.5),
  // checked like a qualifier's requirement. Unset: nothing more.
  Requires Req = ?;
  // An immediate must be a multiple of this (0: any).
  int MultipleOf = 0;
  // OperandWithTypeRules (after the type rules below) gives an operand
  // type rules of its own.
  // An AddressOperand's description (AddressSpec, below); unset: only
  // brackets are checked.
  AddressSpec Address = ?;

  // ---- Register types per operand ----------------------------------------
  // A register must also be declared with one of these types, after it
  // fits the type rules (createpolicy's fraction: .f32 or .b32, not the
  // 32-bit .f16x2); empty: whatever the type rules fit.
  list<TypeQualifier> RegisterTypes = [];
  // A vector `{a, b, ...}` whose registers are typed as ptxas types a
  // vector expression: the first register must fit the operand's type, a
  // later one only agree with those before it (the same type, one of them
  // bit-size of the same width, or both integers). cvt's `{a, b, e, f}`,
  // st.async's source with an mbarrier.
  bit TypedByFirstElement = 0;
  // A value operand (ValueOperand) that takes registers and names but no
  // constant (the .f16 source of add.f32.f16: PTX has no .f16 constants,
  // and the form's other sources do take theirs). On a VectorOperand: no
  // element may be a constant (ldmatrix's and wgmma's registers).
  bit NoConstants = 0;
  // ---- Wider operands -------------------------------------------------------
  // An operand of twice the instruction type's width when one of WidenedBy
  // is written (mul.wide's destination, mad.wide's destination and addend):
  // the type written at position I of WidenFrom stands for WidenTo[I], for
  // its registers and constants alike; a type not in WidenFrom is kept.
  list<Qualifier> WidenedBy = [];
  list<TypeQualifier> WidenFrom = [];
  list<TypeQualifier> WidenTo = [];
  // A data operand (DataValueOperand) that may be written as a scalar or
  // as a vector whatever the vector slot says (ptxas: st.async with an
  // mbarrier); a vector has the vector slot's lane count when one is
  // written.
  bit ScalarOrVector = 0;

  // ---- Discarded results ------------------------------------------------
  // `_` may stand for the operand itself, alone or with its paired
  // predicate (`_`, `_|p`): ptxas's "result discard mode" (setp, lop3).
  // Elsewhere `_` is no destination.
  bit DiscardAllowed = 0;
  // Qualifiers with which the operand has no paired predicate although
  // PairedPredicate says it may have one (setp on .f16 and .bf16, one
  // value, where .f16x2 and .bf16x2 give two).
  list<Qualifier> NoPredicateOutputWith = [];
  // Qualifiers with which the operand must be `_` (needs DiscardAllowed):
  // an arrive on an mbarrier of another CTA (`.shared::cluster`) returns
  // no state.
  list<Qualifier> DiscardOnlyWith = [];
  // What writing `_` for the operand needs (unset: nothing more than the
  // form): mbarrier.arrive's `_` came with PTX 7.1.
  Requires DiscardReq = ?;
  // ---- Labels and calls ---------------------------------------------------
  // What a LabelOperand names (LabelKind above; empty: any label): bra's
  // target is a label of the code, brx.idx's a .branchtargets list, call's
  // callee a function that is not a kernel.
  list<LabelKind> Labels = [];
  // For an operand that names a function or a call prototype: the operands,
  // by name, written as its return parameters (ResultsIn) and its
  // parameters (ArgumentsIn), each a ListOperand `(a, b)`; a form without
  // such an operand passes none. Each list has as many elements as the
  // function has parameters of its kind, and a register or a .param
  // variable given for one is as wide as it; immediates and `_` fit any.
  // Both empty: the parameters are not matched.
  string ResultsIn = "";
  string ArgumentsIn = "";
  // ---- Part selects and negated values (the video instructions) ----------
  // The part selects (`r1.b3`, `r2.h10`) the operand may carry, for an
  // opcode whose PartSelects is set; empty: none (ptxas: "Video selector is
  // not allowed on 'source C' operand").
  list<PartSelect> PartSelects = [];
  // The operand, by name, that must be written for a part select here to
  // be taken ("": always): a scalar video destination selects the part of
  // c its result merges into.
  string PartSelectsWith = "";
  // For a register or value operand, Negatable (above) lets a register be
  // written negated (`-r1`: vmad's sources); elsewhere ptxas refuses that
  // ("Operand negation not allowed"). NotNegatedWith: qualifiers with which
  // it may not be (vmad's `.po`). NegationAgainst: operands whose product
  // may not be negated together with this one, the product being negated
  // when an odd number of them are (vmad's c against a*b; ptxas: "Operand
  // negation limited to either (source A xor source B) or source C").
  list<Qualifier> NotNegatedWith = [];
  list<string> NegationAgainst = [];
  // ---- A paired predicate's requirement -----------------------------------
  // What writing the paired predicate `d|p` (or `{a, b}|p`) needs of the
  // module (tex's optional predicate result: PTX 7.1). Unset: nothing more.
  Requires PairedPredicateReq = ?;
  // ---- Lengths and names that vary (textures and surfaces) ----------------
  // A VectorOperand whose length ElementsBy (or Elements) gives as the
  // least it may have: with MaxElements set, a longer vector of up to
  // MaxElements elements is taken too, its length a power of two (suld's
  // and tex's `.1d` coordinates `{x}` may be written `{x, y}`; ptxas reads
  // the first ones; 0: exactly the count).
  int MaxElements = 0;
  // A data operand (DataOperand, DataValueOperand) that may be a vector
  // `{a, b, ...}` of any length where no vector qualifier is written, its
  // elements judged like a vector's (ptxas: `sust.b.1d.b8 [s, {x}], {c0,
  // c1}`); with a vector qualifier it is the vector the qualifier says.
  bit VectorWithoutQualifier = 0;
  // A SymbolOperand that must name a variable declared with one of these
  // types (`.surfref`); empty: any name.
  list<Qualifier> VariableTypes = [];

  // Operands that depend on the module (texture modes) and on what else is
  // written (tex's offset and depth compare).
  //
  // An alternative judged only where the module's `.target` names
  // WithOption, or only where it does not name WithoutOption (tex's
  // sampler: a `.samplerref` in texmode_independent, any handle in the
  // unified mode); elsewhere it does not fit what is written.
  TargetOption WithOption = ?;
  TargetOption WithoutOption = ?;
  // An Optional operand or tuple part that the module's `.target` option
  // makes required (tex's sampler in texmode_independent).
  TargetOption RequiredWith = ?;
  // Refused when one of these qualifiers is written: in the slot named at
  // the same position of NotWithSlots, or in any slot where that name is ""
  // or the list is shorter (no depth compare with `.3d` or with `.s32`
  // coordinates).
  list<Qualifier> NotWith = [];
  list<string> NotWithSlots = [];
  // A register fits the operand's shape only if its type is of one of these
  // classes ("s", "u", "b", "f"); empty: any register. An optional operand
  // is matched by shape, so this sends `f1` past an integer offset to the
  // depth compare that follows it.
  list<string> MatchedByClasses = [];
  // With one of FirstElementTypeBy written, a vector's first element has
  // type FirstElementType rather than the operand's (the array index of an
  // array texture's coordinates is an integer).
  list<Qualifier> FirstElementTypeBy = [];
  TypeQualifier FirstElementType = ?;
  // With VariableTypes, the state spaces whose variables are taken whatever
  // their type (a texture declared the old way, `.tex .u64 t`, is a
  // `.texref`).
  list<string> VariableSpaces = [];
  // ---- Vectors of mixed register types (wgmma) -----------------------------
  // A VectorOperand whose registers, when all of one type, must fit the
  // operand's type, and when of several types need only each agree with
  // the one before it (the same type, one of them bit-size of the same
  // width, or both integers), the operand's type then unchecked: ptxas
  // refuses `{u0, u1, u2, u3}` as an .f32 accumulator but takes
  // `{u0, r1, f2, f3}`, and refuses `{f0, r1, u2, f3}` ("Vector with
  // elements of different types").
  bit TypedWhenUniform = 0;
  // A value operand of a bit-size type that takes registers and
  // floating-point constants of the type's width, but no integer constant
  // (mma.sp's metadata: `0f3F800000` but not `0`).
  bit NoIntegerConstants = 0;
  // What a floating-point constant written for this operand needs of the
  // module, when one of FloatConstantReqWith is written (empty: always),
  // reported like a qualifier's requirement. ptxas moves such a constant
  // into a register of its own, which fails on some targets for some
  // types. Unset: nothing more.
  Requires FloatConstantReq = ?;
  list<Qualifier> FloatConstantReqWith = [];
}

//===----------------------------------------------------------------------===//
// Operand shapes
//===----------------------------------------------------------------------===//

// Optional operands are matched by shape, not by position: a written
// operand goes to the first optional spec whose kind fits it (a predicate
// or not, a vector or not, an address or not), so cp.async's
// `{, src-size | ignore-src}{, cache-policy}` is three optional specs.
// An operand that no optional spec fits is matched by position.

// The number of registers each thread holds of a matrix fragment of rows x
// cols elements of type t, spread over `threads` threads and held `replicas`
// times; elements narrower than 32 bits are packed into 32-bit registers.
// Rows of a variant table can use it for their operand element counts:
//   FragRegs<16, 16, F16>.Regs == 4 (mma.m16n8k16 A), FragRegs<8, 4, F64>.Regs
//   == 1 (m8n8k4 f64 A), FragRegs<8, 4, F16, 32, 4>.Regs == 2 (m8n8k4 f16 A,
//   replicated 4 times), FragRegs<64, 256, F32, 128>.Regs == 128 (wgmma D, N/2).
class FragRegs<int rows, int cols, TypeQualifier t, int threads = 32,
               int replicas = 1> {
  int Bits = !mul(rows, cols, t.Bits, replicas);
  int Divisor = !mul(threads, !if(!gt(t.Bits, 32), t.Bits, 32));
  // TableGen 14 has no division; thread counts and register widths are
  // powers of two, so the quotient is a shift.
  int Shift = !foldl(-1, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
                          15, 16],
                     found, i, !if(!eq(!shl(1, i), Divisor), i, found));
  assert !ge(Shift, 0), "FragRegs: threads x register bits must be a power of two";
  int Regs = !srl(Bits, Shift);
}

//===----------------------------------------------------------------------===//
// Constraints between qualifiers
//===----------------------------------------------------------------------===//

class Constraint {
  string Kind = ?;
  // Slot constraints (see "Constraints that name slots" below): FirstSlot, the slot
  // the qualifiers of First, and of Second, must have been written for
  // ("" : any slot), so that `.f16` as the A type and `.f16` as the D type
  // can be told apart (SecondSlot: the same for Second). Read by
  // Excludes, NeedsOneOf, RequiresWith and OnlyWith.
  string FirstSlot = "";
  string SecondSlot = "";
  // The constraint applies only when one of these is written as well
  // (the 256-bit vectors: `.v4` needs .global only with a 64-bit type);
  // empty: always. WhenSlot narrows them to a slot like FirstSlot does.
  list<Qualifier> When = [];
  string WhenSlot = "";
  // Why the rule holds, appended to the message ("a vector moves at most
  // 128 bits"); empty: the message alone.
  string Why = "";
}

// No qualifier of First together with one of Second.
class Excludes<list<Qualifier> first, list<Qualifier> second> : Constraint {
  let Kind = "excludes";
  list<Qualifier> First = first;
  list<Qualifier> Second = second;
}

// A qualifier of When needs one of Need as well.
class NeedsOneOf<list<Qualifier> when, list<Qualifier> need> : Constraint {
  let Kind = "needs";
  list<Qualifier> First = when;
  list<Qualifier> Second = need;
}

// A qualifier of When is allowed only with one of the state spaces Spaces,
// or, if AllowGeneric is set, with no state space at all.
class OnlyInSpaces<list<Qualifier> when, list<Qualifier> spaces,
                   bit allowGeneric> : Constraint {
  let Kind = "spaces";
  list<Qualifier> First = when;
  list<Qualifier> Second = spaces;
  bit AllowGeneric = allowGeneric;
}

// A qualifier of First written together with one of Second needs Req of
// the module, for features the ISA introduces as a combination (`.sys`
// with `.b128`, `.v4` with a 64-bit type). Checked like a qualifier's own
// Requires, on the form finally chosen.
class RequiresWith<list<Qualifier> first, list<Qualifier> second, Requires req>
    : Constraint {
  let Kind = "requires";
  list<Qualifier> First = first;
  list<Qualifier> Second = second;
  Requires Req = req;
}

// What the qualifiers of First need in this form, in place of their
// records' own Req. There is one Qualifier record per spelling (ptx-tblgen
// refuses a second), but a word may have come to an instruction later than
// to the ISA (`.L2::evict_first` on ld needs PTX 8.8 and sm_100, on
// createpolicy 7.4 and sm_80): the form says so here. Reported like the
// record's own requirement, at the word and under its name; FirstSlot
// narrows it to the word written in one slot (shfl's repeated `.sync`).
class RequiresIn<list<Qualifier> first, Requires req>
    : RequiresWith<first, [], req>;

//===----------------------------------------------------------------------===//
// Constraints that name slots
//===----------------------------------------------------------------------===//

// A qualifier of First is allowed only when the slot named SlotName holds
// one of Values (the positive form of Excludes: `.sat` only with type
// .s32). The slot left empty counts as a violation unless AllowEmpty. The
// message blames the qualifier of First: "'.v8' takes only the type .b32,
// .u32, .s32 or .f32, not '.u16'".
class OnlyWith<list<Qualifier> first, string slotName, list<Qualifier> values>
    : Constraint {
  let Kind = "only-with";
  list<Qualifier> First = first;
  list<Qualifier> Second = values;
  let SecondSlot = slotName;
  bit AllowEmpty = 0;
}

// The slots named SlotA and SlotB hold the same qualifier when both are
// written (mma's m16n8k8: the A and B types are one). The message blames
// SlotB's word.
class SameValue<string slotA, string slotB> : Constraint {
  let Kind = "same";
  let FirstSlot = slotA;
  let SecondSlot = slotB;
}

// When both slots are written, SlotA's word comes before SlotB's (the
// destination state space of a copy before the source one). The message
// blames SlotB's word.
class WrittenInOrder<string slotA, string slotB> : Constraint {
  let Kind = "order";
  let FirstSlot = slotA;
  let SecondSlot = slotB;
}

// Qualifiers the form's slots list (so that a message can name them) but
// the form refuses; Why says what to write instead ("'ldu' reads .global
// or a generic address"). Where the refusal depends on another qualifier,
// When says on which.
class NotAllowed<list<Qualifier> refused, string why> : Constraint {
  let Kind = "refused";
  list<Qualifier> First = refused;
  let Why = why;
}

// The form is gone for modules that meet Req: it is rejected when the
// module's .version is at least Req's and its target meets Req's targets
// (`shfl` without `.sync`: removed from PTX 6.4 on for sm_70 and later).
// Hint says what to write instead.
class RemovedFor<Requires req, string hint> : Constraint {
  let Kind = "removed";
  Requires Req = req;
  string Hint = hint;
}

// A rule that is not data: implemented in src/Check/CustomChecks.cpp under
// this name. Summary documents it.
class CustomCheck<string name, string summary> : Constraint {
  let Kind = "custom";
  string Name = name;
  string Summary = summary;
  // What the case the summary singles out needs, when it needs more than
  // the form (st.bulk's 32-bit size: PTX 9.0). The check reads it with
  // customRequirement() and reports it like a qualifier's. Unset: none.
  Requires Req = ?;
}
class CustomCheckNeeding<string name, string summary, Requires req>
    : CustomCheck<name, summary> {
  let Req = req;
}

//===----------------------------------------------------------------------===//
// Operand type checking (ISA 9.4)
//===----------------------------------------------------------------------===//

// A register of class RegisterClass may serve an instruction type of class
// InstructionClass when its width is the same ("same") or, for the relaxed
// rules of ld/st/cvt, at least as wide ("at-least"). RegisterClass may
// instead be a register type's spelling (".f16x2"): a register type that a
// rule of the set names is judged by those rules only, not by its class.
// InstructionClass may likewise be an instruction type's spelling (".bf16"):
// an instruction type that a rule of the set names is judged by those rules
// only (cvt's .bf16 takes a .b16 register, not an .f16 one). "any" lets the
// register have any width (ptxas takes a .pred register where ldmatrix,
// stmatrix and movmatrix want 32-bit fragment registers).
class TypeRule<string instructionClass, string registerClass, string width> {
  string InstructionClass = instructionClass;
  string RegisterClass = registerClass;
  string Width = width;
}

class TypeRuleSet<list<TypeRule> rules> {
  list<TypeRule> Rules = rules;
}

// The rule sets themselves are ISA facts; they live in their own file.
include "TypeRules.td"

// Operand shapes: an operand whose registers fit its type by rules of its
// own rather than by the form's TypeRules (st.bulk's 32-bit size: .u32 or
// .s32, not .b32).
class OperandWithTypeRules<string name, OperandKind kind, TypeRuleSet rules>
    : OperandSpec<name, kind> {
  TypeRuleSet TypeRules = rules;
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

// Every PTX opcode, whether or not its forms are modelled: an opcode that is
// not in this registry is an error, and one that is gets its introduction
// version and minimum target checked.
class Opcode<string name, Requires req> {
  string Name = name;
  Requires Req = req;
  string Section = "";  // Where the ISA describes it, e.g. "9.7.9.8".
  // Whether its register operands may carry a part select (`r1.b3`,
  // `r2.h10`): the video instructions. ptxas refuses one anywhere else
  // ("Video selector is not allowed on source operand for instruction").
  bit PartSelects = 0;
  // Labels as operands, checked for every opcode, modelled forms or not.
  // LabelTarget: the operand that must name a label, for an opcode whose
  // forms are not modelled (a form's LabelOperand says it with Labels, as
  // bra's target does; ptxas:
  // "Label expected for argument 0"), -1 for none. LabelsAllowed: whether
  // any operand may name one (bra; brx.idx's .branchtargets list; call's
  // .calltargets list); elsewhere a label is no value (ptxas: "Arguments
  // mismatch").
  int LabelTarget = -1;
  bit LabelsAllowed = 0;
  // Whether the lengths of its vector operands follow the instruction's
  // shape (wgmma's accumulators, tcgen05.ld's registers, 3 to 5 tensor
  // coordinates). Elsewhere ptxas takes vectors of 1, 2, 4 or 8 elements
  // only ("Illegal vector size: 3"), which is checked for the opcodes whose
  // forms are not modelled (the forms check their own vectors).
  bit ShapedVectors = 0;
}

// Qualifier words the ptxas of releases up to UpTo dropped wherever they
// were written, where newer ones refuse them (`--cuda`): ptxas 11.8 takes
// `rem.oob.s16` as `rem.s16`. Opcodes narrows it to some opcodes (empty:
// any); LastAfterType to the instruction's last modifier written right
// after one of these types (a second type, of which the first counts).
class OlderReleasesDrop<list<Qualifier> words, CUDARelease upTo> {
  list<Qualifier> Words = words;
  CUDARelease UpTo = upTo;
  list<Opcode> Opcodes = [];
  list<Qualifier> LastAfterType = [];
}

// One syntax block of the ISA: an opcode, its qualifier slots and operands.
// An instruction is legal when at least one of its opcode's forms accepts
// it; when none does, the checker explains the closest one.
class Form<Opcode opcode, string name> {
  Opcode Op = opcode;
  string Name = name;              // For messages and docs: "ld (weak)".
  Requires Req = Requires<PTXVersion<1, 0>>;
  list<Slot> Slots = [];
  list<OperandSpec> Operands = [];
  list<Constraint> Constraints = [];
  // How operand registers must fit the instruction type (TypeRules.td).
  TypeRuleSet TypeRules = ExactTypes;
  // How the registers of a vector operand `{a, b}` must fit it; unset: as
  // TypeRules.
  TypeRuleSet VectorTypeRules = ?;
  string Summary = "";
  // The slots, by name, whose qualifiers key the form's Variant rows (see
  // Variant tables below); empty: the form has no variant table.
  list<string> Keys = [];
  // Two of Keys (say the shape and the type slot): docs/isa-support.md
  // shows the variant rows as a table of the first slot's qualifiers by
  // the second's, each cell what the pair needs. Empty: rows as a list.
  list<string> DocMatrix = [];
}

//===----------------------------------------------------------------------===//
// Variant tables
//===----------------------------------------------------------------------===//

// Written in a Variant key for "this slot is left empty" (a copy without a
// completion mechanism). Not a qualifier of any slot.
def Absent : Qualifier<"(none)", Requires<PTXVersion<1, 0>>>;

// One or more rows of a form's variant table: the legal combinations of
// the qualifiers of the form's key slots (Form.Keys), each with the other
// qualifiers it takes and what it needs of the module. Key holds one list
// per key slot, in the order of Form.Keys; the row stands for every tuple
// of the lists' product (Absent: the slot is empty). Several rows may hold
// one tuple (cvt.f16.f32 with .ftz and .sat, or with .relu and .satfinite):
// the instruction is legal when one of them takes what is written and the
// module meets that row's Req.
//
// The slots that any row of the form names in Allowed or Required are the
// rows' business: a qualifier of them that the row lists in neither is an
// error. Required qualifiers of one slot are alternatives (one of them must
// be written: `.rn` or `.rz`); of different slots, each is needed. The
// engine (src/Check/VariantChecker.cpp) looks the written tuple up in a
// table ptx-tblgen sorts, and explains the closest row when none fits.
class Variant<Form form, list<list<Qualifier>> key> {
  Form InForm = form;
  list<list<Qualifier>> Key = key;
  list<Qualifier> Allowed = [];
  list<Qualifier> Required = [];
  // What the row needs beyond its qualifiers' own requirements.
  Requires Req = Requires<PTXVersion<1, 0>>;
  // Element counts of the form's vector operands (VectorOperand), in
  // operand order, for operand lengths that follow the row: a count other
  // than 0 wins over the operand's own Elements/ElementsBy (empty or 0: as
  // the operand says). cvt's x4 conversions: [4] sources.
  list<int> Elements = [];
  // What the form's value operands (ValueOperand) typed by a slot may be
  // besides a register: a constant, a special register such as %tid.x, a
  // variable. Operands of a fixed type (setp's predicate c) keep their
  // own rules.
  bit ConstantOperands = 1;
  bit SpecialRegisterOperands = 1;
  bit VariableOperands = 1;
  // Set for tuples that are known only to be refused (a slot lists them so
  // that the message can say what to write instead): the reason and the
  // advice, reported as "'mov' does not take the type '.b8'; <Refusal>".
  string Refusal = "";
  // The largest value of the form's immediate operands (ImmediateOperand),
  // in operand order, for this row: a value of 0 or more wins over the
  // operand's own Max (its Min stays); empty or -1: as the operand says.
  // mma.sp's sparsity selector: [3] for m16n8k16 .f16, [0] for m16n8k64 .s8.
  list<int> ImmediateMax = [];
}

//===----------------------------------------------------------------------===//
// Predefined identifiers
//===----------------------------------------------------------------------===//

// A special register (ISA chapter 10) or predefined constant. Count > 0
// declares Name0 .. Name<Count-1> (`%pm0`..`%pm7`, `%envreg0`..`%envreg31`);
// Components lists the `.x`-style suffixes it takes.
class SpecialRegister<string name, string type, Requires req,
                      int count = 0, list<string> components = []> {
  string Name = name;
  string Type = type;  // A type spelling: ".u32", ".u64", ".v4.u32", ...
  Requires Req = req;
  int Count = count;
  list<string> Components = components;
  // Narrower reads that legacy code may make of the register's low bits
  // (ISA chapter 10: 16-bit moves of %tid and friends, 16- and 32-bit
  // ones of %gridid).
  list<int> LegacyReadBits = [];
}

