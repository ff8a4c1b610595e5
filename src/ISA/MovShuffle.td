//===- MovShuffle.td - mov, shfl, shfl.sync and prmt ----------------------===//
//
// ISA 9.7.9.3 and 9.7.9.4 (mov: values, addresses and special registers;
// packing and unpacking vectors), 9.7.9.5 (shfl, deprecated), 9.7.9.6
// (shfl.sync) and 9.7.9.7 (prmt).
//
// mov is one form: the two ISA sections share the opcode and the type
// qualifiers, and what an operand may be depends on the shape of the other
// one (`mov.b64 rd, {a, b}` packs, `mov.b64 {a, b}, rd` unpacks), so the
// custom checks mov-scalar, mov-pack, mov-unpack and mov-vector each take
// the instructions of one shape and leave the others alone.
//
// ptxas 13.0 takes the qualifiers of all four instructions in any order,
// including `.sync` (`shfl.up.b32.sync ...`, `shfl.idx.sync.b32 ...`): such
// an instruction resolves to `shfl`, whose second form is shfl.sync with
// `.sync` written elsewhere.
//
// Where ptxas and the ISA text differ the records follow ptxas and say so
// in a comment marked "ptxas:".
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Register types
//===----------------------------------------------------------------------===//

// The exact rules of ISA 9.4, except for .f16x2 registers: ptxas lets mov
// treat them as 32-bit bit-size registers for the integer types
// (`mov.u32 ux0, x1;`), not as .f32 ones (`mov.f32 f0, x1;` is rejected),
// and even moves them to and from predicates (`mov.pred p0, x1;`,
// `mov.pred x0, p0;` are accepted).
def MovTypes : TypeRuleSet<!listconcat(ExactTypes.Rules, [
  TypeRule<"b", ".f16x2", "same">, TypeRule<"u", ".f16x2", "same">,
  TypeRule<"s", ".f16x2", "same">, TypeRule<"pred", ".f16x2", "at-least">
])>;

// ptxas: the elements of mov.v2/.v4 vectors, written (`{a, b}`) or a
// register declared as a vector, also take integer registers of the
// type's width for a floating-point type (`mov.v2.f32 {f, g}, {u, v}`),
// not the other way round; a scalar source does not (`mov.v2.f32 {f, g},
// u` is refused, as is `mov.f32 f, u`).
def MovVectorTypes : TypeRuleSet<!listconcat(MovTypes.Rules, [
  TypeRule<"f", "u", "same">, TypeRule<"f", "s", "same">
])>;

//===----------------------------------------------------------------------===//
// mov (9.7.9.3, 9.7.9.4)
//===----------------------------------------------------------------------===//

// The types of 9.7.9.3, with .b128 from 9.7.9.4 (PTX 8.3, sm_70: the B128
// record). The 8-bit and half-precision types are known so that the
// variant table below can say what to write instead: ptxas rejects them
// ("Unexpected instruction types specified for 'mov'").
defvar MovTypeQualifiers = [Pred, B16, B32, B64, B128, U16, U32, U64,
                            S16, S32, S64, F32, F64,
                            B8, U8, S8, F16, F16x2, BF16, BF16x2];

// ptxas: `mov.v2.b32 {a, b}, {c, d}` moves vectors element by element (not
// in the ISA). `.v8` is known so that mov-vector can reject it.
defvar MovV8 = V8;

// Both operands are judged by the custom checks: a register, a vector of
// registers, an immediate, a special register, a variable or function
// name, or `name+offset`, depending on the shape of the instruction.
def MovDestination : OperandSpec<"destination", AnyOperand> {
  let TypeSlot = "type";
}
// A variable's address as mov's source (read by mov-scalar): ptxas takes
// no address of a .param variable of a function body (with an offset or an
// index it crashes when the value is used), and a .global variable's
// address does not fit 32 bits in a 64-bit module.
def MovSourceAddressSpec : AddressSpec {
  let Bracketed = 0;
  let ParameterAddressOnly = ["param"];
  let No32BitVariableIn = ["global"];
}
def MovSource : OperandSpec<"source", AnyOperand> {
  let TypeSlot = "type";
  let Address = MovSourceAddressSpec;
}

def MovForm : Form<OpMov, "mov"> {
  let Summary = "Move a value, an address or a special register into a "
                "register (9.7.9.3); pack a vector into or unpack a register "
                "into a vector of registers (9.7.9.4).";
  let Slots = [
    Slot<"vector", [V2, V4, MovV8]>,
    RequiredSlot<"type", MovTypeQualifiers>
  ];
  let Operands = [MovDestination, MovSource];
  let TypeRules = MovTypes;
  let VectorTypeRules = MovVectorTypes;
  let Keys = ["type"];
  let Constraints = [
    CustomCheck<"mov-scalar",
                "mov.type d, a: d is a register (not a special register, "
                "not '_', not 'r|p') of the type; a is a register of the "
                "type; an immediate of the type's kind (integers for "
                "integer types and .pred, floating-point literals for .f32 "
                "and .f64, both for bit-size types, floats only of the "
                "type's width: 0f literals are 32 bits, others 64; ptxas "
                "truncates integers silently and takes a 64-bit float for "
                ".f32); a special register (not for .f32/.f64, same width "
                "as the type; ISA chapter 10: %tid, %ntid, %ctaid, %nctaid "
                "may also be read by 16-bit moves and %gridid by 16- and "
                "32-bit ones; a .pred one only for .pred; vector ones need "
                "a component, .x to .w); a variable's address (integer and "
                "bit-size types of 16 bits or more; ptxas: a plain .global "
                "variable's address does not fit 32 bits in a 64-bit module "
                "while 'var+imm' passes, and the .param variables of a "
                "function body have no address); a function or kernel name "
                "(ptxas: any type, even .pred; ISA: .u32/.u64); ptxas: "
                "'register+imm' and 'variable+imm' with integer offsets, "
                "where the register only needs a kind that suits the type, "
                "of any width (`mov.b16 h, rd+8`), but not 'function+imm'; "
                "'!p' for .pred; a whole vector special register (%tid) "
                "for .b128; ptxas: a register declared as a vector "
                "(`.reg .v2 .u32 v`) as a bit-size value of its full width "
                "(`mov.b64 d, v`, `mov.b32 v, r` for a .v2 .b16 v), its "
                "elements (`v.x`) as registers of the element type.">,
    CustomCheck<"mov-pack",
                "mov.btype d, {a, b[, c, d]}: a bit-size type; 2 or 4 "
                "elements (1 when it is as wide as the type) of one size "
                "that fill the type exactly; elements are registers of one "
                "kind (bit-size ones go with any; signed with unsigned), "
                "special registers of their width, or immediates of the "
                "elements' kind; ptxas: '_' only in a .b32 vector, and not "
                "only '_'; no variable names; d is a register of the type.">,
    CustomCheck<"mov-unpack",
                "mov.btype {a, b[, c, d]}, s: as mov-pack for the vector, "
                "whose elements are registers or '_' (not only '_'); s is "
                "anything mov.btype d, s accepts as a source.">,
    CustomCheck<"mov-vector",
                "ptxas, not in the ISA: mov.v2/.v4.type {d...}, {a...} moves "
                "at most 128 bits element by element; no .pred; the "
                "destination is a vector of registers or '_', the source a "
                "vector of registers or immediates of the type, a register "
                "of the type, or a vector special register such as %tid; "
                "vector to vector without .v2/.v4 is an error. ptxas is "
                "lenient here: '_' in the source, special registers of the "
                "type's width (also for .f32 and as destination elements), "
                "integer registers of a floating-point type's width as "
                "elements, and one scalar source for all elements are "
                "accepted. A register declared as a vector of as many "
                "elements stands for a vector operand (`mov.v2.u32 d, "
                "{a, b}`, `mov.v2.u32 d, s`).">
  ];
}

// The types mov moves: .pred and 16-, 32-, 64- and 128-bit values. The
// 8-bit and half-precision types are refused, with what to write instead.
def : Variant<MovForm, [[Pred, B16, B32, B64, B128, U16, U32, U64,
                         S16, S32, S64, F32, F64]]>;
defvar MovMoves = "it moves .pred and 16-, 32-, 64- and 128-bit values";
def : Variant<MovForm, [[B8, U8, S8]]> {
  let Refusal = MovMoves # ": write '.b16' with 16-bit registers";
}
def : Variant<MovForm, [[F16, BF16]]> {
  let Refusal = MovMoves # ": write '.b16'";
}
def : Variant<MovForm, [[F16x2, BF16x2]]> {
  let Refusal = MovMoves # ": write '.b32'";
}

//===----------------------------------------------------------------------===//
// shfl (9.7.9.5) and shfl.sync (9.7.9.6)
//===----------------------------------------------------------------------===//

def ShflUp   : Qualifier<".up", Always>;
def ShflDown : Qualifier<".down", Always>;
def ShflBfly : Qualifier<".bfly", Always>;
def ShflIdx  : Qualifier<".idx", Always>;
defvar ShflModes = [ShflUp, ShflDown, ShflBfly, ShflIdx];

// `.sync` after another qualifier (`shfl.up.sync.b32`): the instruction is
// shfl.sync, with its requirement. ptxas: PTX 5.1 (ISA: 6.0; at 5.0 ptxas
// says "requires PTX ISA .version 6.0", at 5.1 it accepts). The record
// needs nothing: shfl.sync's own requirement gates `shfl.sync.up`, and
// ShflSyncElsewhereNeeds this one.
defvar ShflSync = Sync;
def ShflSyncElsewhereNeeds : RequiresIn<[ShflSync], Requires<PTX51, 30>> {
  let FirstSlot = "sync";
}
// ptxas: `.sync` written twice is accepted (`shfl.sync.sync.up.b32`,
// `shfl.up.sync.sync.b32`). ptxas takes any number of them; a third one is
// reported here as a duplicate.
defvar ShflSyncAgain = ShflSync;
def ShflRepeatedSync : Slot<"repeated sync", [ShflSyncAgain]> {
  let Repeated = 1;
}

// The shapes ptxas takes (not all in the ISA): d is a register of the type
// but not a special register, with an optional predicate output `d|p`
// (any predicate, even %is_explicit_cluster) or `d|_`; `_` alone is
// "Result discard mode is not allowed".
class ShuffleDestination : OperandSpec<"destination", RegisterOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
  let SinkAllowed = 1;
}
def ShflDestination : ShuffleDestination {
  let PairedPredicate = 1;
}
// a, b, c (and prmt's operands) are .b32 values: registers that fit .b32
// (.f32 and .f16x2 ones too), integers, 32-bit float literals
// (0f3F800000) and function names; no special register and no variable
// name, but ptxas takes `name+imm` of any register, variable or special
// register (the register's kind must suit the type, its width does not
// matter).
class ShuffleValue<string name> : OperandSpec<name, ValueOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
  let Variables = 0;
  let NameOffsets = 1;
}
def ShflSource : ShuffleValue<"source">;
def ShflLane : ShuffleValue<"lane">;
def ShflClamp : ShuffleValue<"clamp">;
// ptxas: the member mask is an integer: no .f32 or .f16x2 register, no
// float literal and no function name.
def ShflMemberMask : ShuffleValue<"membermask"> {
  let TypeSlot = "";
  let FixedType = U32;
  let Functions = 0;
}

defvar ShflSyncCallCheck = CustomCheck<"shfl-sync-call-operands",
  "ptxas: for targets before sm_90 shfl.sync (and vote.sync, match.sync "
  "and redux.sync, WarpSync.td) is a call of a library function, and then "
  "takes neither function names nor name+imm as operands.">;

def ShflForm : Form<OpShfl, "shfl without .sync"> {
  let Summary = "Exchange registers between the threads of a warp "
                "(deprecated since PTX 6.0).";
  let Slots = [
    RequiredSlot<"mode", ShflModes>,
    RequiredSlot<"type", [B32]>
  ];
  let Operands = [ShflDestination, ShflSource, ShflLane, ShflClamp];
  let Constraints = [
    RemovedFor<Requires<PTX64, 70>,
               "use shfl.sync with a member mask (0xffffffff for the whole "
               "warp)">
  ];
}

def ShflSyncElsewhereForm : Form<OpShfl, "shfl.sync"> {
  let Summary = "shfl.sync with `.sync` after another qualifier "
                "(`shfl.up.sync.b32`), which ptxas accepts.";
  let Slots = [
    RequiredSlot<"sync", [ShflSync]>,
    ShflRepeatedSync,
    RequiredSlot<"mode", ShflModes>,
    RequiredSlot<"type", [B32]>
  ];
  let Operands = [ShflDestination, ShflSource, ShflLane, ShflClamp,
                  ShflMemberMask];
  let Constraints = [ShflSyncElsewhereNeeds, ShflSyncCallCheck];
}

def ShflSyncForm : Form<OpShflSync, "shfl.sync"> {
  let Summary = "Exchange registers between the threads of a warp, waiting "
                "for the threads of membermask.";
  let Slots = [
    ShflRepeatedSync,
    RequiredSlot<"mode", ShflModes>,
    RequiredSlot<"type", [B32]>
  ];
  let Operands = [ShflDestination, ShflSource, ShflLane, ShflClamp,
                  ShflMemberMask];
  let Constraints = [ShflSyncCallCheck];
}

//===----------------------------------------------------------------------===//
// prmt (9.7.9.7)
//===----------------------------------------------------------------------===//

def PrmtF4E  : Qualifier<".f4e", Always>;
def PrmtB4E  : Qualifier<".b4e", Always>;
def PrmtRC8  : Qualifier<".rc8", Always>;
def PrmtECL  : Qualifier<".ecl", Always>;
def PrmtECR  : Qualifier<".ecr", Always>;
def PrmtRC16 : Qualifier<".rc16", Always>;

// ptxas: prmt has no predicate output (`d|p`) but takes `d|_`.
def PrmtDestination : ShuffleDestination;
// As for shfl: .b32 values, function names and name+imm included.
def PrmtA : ShuffleValue<"first source">;
def PrmtB : ShuffleValue<"second source">;
def PrmtSelector : ShuffleValue<"selector">;

def PrmtForm : Form<OpPrmt, "prmt"> {
  let Summary = "Pick four bytes from two registers.";
  let Slots = [
    RequiredSlot<"type", [B32]>,
    Slot<"mode", [PrmtF4E, PrmtB4E, PrmtRC8, PrmtECL, PrmtECR, PrmtRC16]>
  ];
  let Operands = [PrmtDestination, PrmtA, PrmtB, PrmtSelector];
}
