//===- ControlFlow.td - Control flow, stack and miscellaneous -------------===//
//
// ISA 9.7.12 (control flow: bra, brx.idx, call, ret, exit), 9.7.17 (stack
// manipulation: stacksave, stackrestore, alloca) and 9.7.19.1-4
// (miscellaneous: brkpt, nanosleep, pmevent, trap).
//
// None of these instructions takes a qualifier besides `.uni` (bra, brx.idx,
// call, ret) and a type (nanosleep and the stack instructions): anything
// else written after the opcode is refused, which is what the forms say by
// listing nothing else.
//
// Where ptxas and the ISA text differ the records follow ptxas and say so
// in a comment marked "ptxas:".
//
//===----------------------------------------------------------------------===//

// `.uni`: the branch, call or return is non-divergent. Only the control
// flow instructions take it. ptxas takes it written twice
// (`ret.uni.uni`, `bra.uni.uni`, `brx.idx.uni.uni`) and ignores the repeat.
def CFUniform : Qualifier<".uni", Always>;
def UniformSlot : Slot<"uniformity", [CFUniform]> {
  let RepeatAllowed = 1;
}

//===----------------------------------------------------------------------===//
// bra (9.7.12.3)
//===----------------------------------------------------------------------===//

// bra{.uni} tgt;
//
// The target is a label of the code: not a function, not a register, not
// a `.branchtargets` list (ptxas: "Label expected for argument 0"). The
// ISA's later form with a mask operand (`bra tgt, mask`) is refused by
// ptxas 13.0 on every target ("Arguments mismatch").
def BraTarget : OperandSpec<"target", LabelOperand> {
  let Labels = [CodeLabels];
}
def BraForm : Form<OpBra, "bra"> {
  let Summary = "Branch to a label of the function.";
  let Slots = [UniformSlot];
  let Operands = [BraTarget];
}

//===----------------------------------------------------------------------===//
// brx.idx (9.7.12.4)
//===----------------------------------------------------------------------===//

// brx.idx{.uni} index, tlist;
//
// The index is a 32-bit integer register (.b32, .u32 or .s32) or an
// immediate; tlist names a `.branchtargets` list (ptxas: "Label with
// '.branchtargets' directive expected for argument 1"), not a plain label
// and not a vector of labels.
def BrxIndex : OperandSpec<"index", ValueOperand> {
  let FixedType = U32;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}
def BrxTargets : OperandSpec<"tlist", LabelOperand> {
  let Labels = [BranchTargetLists];
}
def BrxIdxForm : Form<OpBrxIdx, "brx.idx"> {
  let Summary = "Branch to the label at an index of a .branchtargets list.";
  let Slots = [UniformSlot];
  let Operands = [BrxIndex, BrxTargets];
}

//===----------------------------------------------------------------------===//
// call (9.7.12.5)
//===----------------------------------------------------------------------===//

// A call's lists: `(ret-param)` before the callee and `(param-list)` after
// it, each matched against the callee's parameters (ResultsIn,
// ArgumentsIn): as many elements as it has, registers and .param
// variables as wide as each parameter (ptxas: "Call has wrong number of
// parameters", "Type of argument does not match formal parameter").
// ptxas takes immediates (`(r1, 5)`, even `(5)` for a result) and `_` in
// either list, and registers for .param parameters; not special registers
// ("Call argument '%laneid' has illegal state space").
def CallResults : OperandSpec<"results", ListOperand>;
def CallArguments : OperandSpec<"arguments", ListOperand>;
def CallArgumentsIfAny : OperandSpec<"arguments", ListOperand> {
  let Optional = 1;
}
// A direct call names a function that is not a kernel (ptxas: "Illegal
// call target, device function expected"), declared before the call
// ("Call to 'f' requires call prototype").
def CallFunction : OperandSpec<"function", LabelOperand> {
  let Labels = [DeviceFunctions];
  let ResultsIn = "results";
  let ArgumentsIn = "arguments";
}
// An indirect call (PTX 2.1, sm_20) takes the function's address in a
// 64- or 32-bit integer register, and names the functions it may reach
// (`.calltargets`) or their prototype (`.callprototype`), against which
// the lists are matched. Without either, ptxas: "Call target not
// recognized".
def CallPointer64 : OperandSpec<"fptr", RegisterOperand> {
  let FixedType = U64;
  let SpecialRegisters = 0;
}
def CallPointer32 : OperandSpec<"fptr", RegisterOperand> {
  let FixedType = U32;
  let SpecialRegisters = 0;
}
def CallPointer : OperandSpec<"fptr", AnyOperand> {
  let Alternatives = [CallPointer64, CallPointer32];
}
def CallTargetsOrPrototype : OperandSpec<"flist or fproto", LabelOperand> {
  let Labels = [CallTargetLists, CallPrototypes];
  let ResultsIn = "results";
  let ArgumentsIn = "arguments";
}
defvar CallSlots = [UniformSlot];
defvar IndirectCall = Requires<PTX21, 20>;

// call{.uni} (ret-param), func, (param-list);   call{.uni} (ret-param), func;
def CallForm : Form<OpCall, "call with results"> {
  let Summary = "Call a function and take its results.";
  let Slots = CallSlots;
  let Operands = [CallResults, CallFunction, CallArgumentsIfAny];
}
// call{.uni} func, (param-list);   call{.uni} func;
def CallNoResultsForm : Form<OpCall, "call without results"> {
  let Summary = "Call a function that returns nothing.";
  let Slots = CallSlots;
  let Operands = [CallFunction, CallArgumentsIfAny];
}
// call{.uni} (ret-param), fptr, (param-list), flist | fproto;
def CallIndirectForm : Form<OpCall, "indirect call with results"> {
  let Summary = "Call the function at an address and take its results.";
  let Req = IndirectCall;
  let Slots = CallSlots;
  let Operands = [CallResults, CallPointer, CallArguments,
                  CallTargetsOrPrototype];
}
// call{.uni} fptr, (param-list), flist | fproto;   call{.uni} fptr, flist | fproto;
def CallIndirectNoResultsForm : Form<OpCall, "indirect call without results"> {
  let Summary = "Call the function at an address that returns nothing.";
  let Req = IndirectCall;
  let Slots = CallSlots;
  let Operands = [CallPointer, CallArgumentsIfAny, CallTargetsOrPrototype];
}

//===----------------------------------------------------------------------===//
// ret, exit (9.7.12.6, 9.7.12.7)
//===----------------------------------------------------------------------===//

// ret{.uni};  No operands: a function's results are in its return
// parameters.
def RetForm : Form<OpRet, "ret"> {
  let Summary = "Return from a function.";
  let Slots = [UniformSlot];
}
// exit;  No `.uni` (ptxas: "Illegal modifier"), nor on trap and brkpt:
// their slot lists it so that the message can say so.
defvar CFNoUniform = NotAllowed<[CFUniform], "only bra, brx.idx, call and "
                                             "ret take '.uni'">;
def ExitForm : Form<OpExit, "exit"> {
  let Summary = "End the thread.";
  let Slots = [UniformSlot];
  let Constraints = [CFNoUniform];
}

//===----------------------------------------------------------------------===//
// stacksave, stackrestore, alloca (9.7.17)
//===----------------------------------------------------------------------===//

// The type is .u32 or .u64, as the pointer the instruction reads or
// writes; nothing else (ptxas: "Unexpected instruction types specified").
defvar StackTypes = [U32, U64];
// ptxas: an .f16x2 register is a 32-bit register here (`stacksave.u32 x`),
// as for ld/st; a floating-point one is not.
def StackTypeRules : TypeRuleSet<!listconcat(ExactTypes.Rules, [
  TypeRule<"u", ".f16x2", "same">
])>;

// stacksave.type d;  d is a register: ptxas refuses an immediate ("Result
// register required") and a special register.
def StackPointerDestination : OperandSpec<"destination", RegisterOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
}
def StacksaveForm : Form<OpStacksave, "stacksave"> {
  let Summary = "Save the stack pointer in a register.";
  let Slots = [RequiredSlot<"type", StackTypes>];
  let Operands = [StackPointerDestination];
  let TypeRules = StackTypeRules;
}

// stackrestore.type a;  a is a register too (ptxas: "Result register
// required" for an immediate).
def StackPointerSource : OperandSpec<"source", RegisterOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
}
def StackrestoreForm : Form<OpStackrestore, "stackrestore"> {
  let Summary = "Restore the stack pointer from a register.";
  let Slots = [RequiredSlot<"type", StackTypes>];
  let Operands = [StackPointerSource];
  let TypeRules = StackTypeRules;
}

// alloca.type ptr, size{, immAlign};
//
// size is a register of the type or an immediate; the alignment an
// immediate power of two (ptxas: "Alignment must be a power of two"), at
// most 2^23 ("Alignment value too large, exceeds 2^23").
def AllocaPointer : OperandSpec<"ptr", RegisterOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
}
def AllocaSize : OperandSpec<"size", ValueOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}
def AllocaAlignment : OperandSpec<"alignment", ImmediateOperand> {
  let Optional = 1;
  let FixedType = U32;
  let Values = !foreach(i, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                            14, 15, 16, 17, 18, 19, 20, 21, 22, 23],
                        !shl(1, i));
}
def AllocaForm : Form<OpAlloca, "alloca"> {
  let Summary = "Allocate memory on the stack.";
  let Slots = [RequiredSlot<"type", StackTypes>];
  let Operands = [AllocaPointer, AllocaSize, AllocaAlignment];
  let TypeRules = StackTypeRules;
}

//===----------------------------------------------------------------------===//
// brkpt, nanosleep, pmevent, trap (9.7.19.1-4)
//===----------------------------------------------------------------------===//

def BrkptForm : Form<OpBrkpt, "brkpt"> {
  let Summary = "Suspend execution for a debugger.";
  let Slots = [UniformSlot];
  let Constraints = [CFNoUniform];
}
def TrapForm : Form<OpTrap, "trap"> {
  let Summary = "Abort execution and report an error to the host.";
  let Slots = [UniformSlot];
  let Constraints = [CFNoUniform];
}

// nanosleep.u32 t;  t is a 32-bit integer register or an immediate (ptxas
// takes any integer constant and truncates it); not an .f16x2 register,
// not a special register.
def NanosleepTime : OperandSpec<"delay", ValueOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}
def NanosleepForm : Form<OpNanosleep, "nanosleep"> {
  let Summary = "Suspend the thread for about t nanoseconds.";
  // .s32 and .b32 are listed so that the message can say what to write
  // (ptxas: "Instruction 'nanosleep' requires '.u32' type").
  let Slots = [RequiredSlot<"type", [U32, S32, B32]>];
  let Operands = [NanosleepTime];
  let Constraints = [NotAllowed<[S32, B32], "the delay is a .u32">];
}

// pmevent a;  a is an immediate performance monitor event, 0 to 15.
def PmeventIndex : OperandSpec<"event", ImmediateOperand> {
  let FixedType = U32;
  let HasRange = 1;
  let Min = 0;
  let Max = 15;
}
def PmeventForm : Form<OpPmevent, "pmevent"> {
  let Summary = "Trigger one performance monitor event.";
  let Operands = [PmeventIndex];
}
// pmevent.mask a;  a is an immediate 16-bit mask of events (ptxas:
// 0x10000 is "out of range").
def PmeventMask : OperandSpec<"mask", ImmediateOperand> {
  let FixedType = U32;
  let HasRange = 1;
  let Min = 0;
  let Max = 65535;
}
def PmeventMaskForm : Form<OpPmeventMask, "pmevent.mask"> {
  let Summary = "Trigger the performance monitor events of a mask.";
  let Operands = [PmeventMask];
}
