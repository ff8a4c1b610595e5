//===- MBarrier.td - The mbarrier instructions ----------------------------===//
//
// ISA 9.7.13.15: mbarrier.init, .inval, .expect_tx, .complete_tx, .arrive
// (and .arrive.expect_tx), .arrive_drop (and .arrive_drop.expect_tx),
// .test_wait{.parity}, .try_wait{.parity} and .pending_count.
// cp.async.mbarrier.arrive is in AsyncCopy.td.
//
// ptxas 13.0 takes the qualifiers of these instructions in any order, so
// each syntax block is one form with free-standing slots. Where ptxas and
// the ISA text differ, the records follow ptxas and say so in a comment
// marked "ptxas:" (docs/ptxas-differences.md, "mbarrier").
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Words, and what they need on an mbarrier
//===----------------------------------------------------------------------===//

defvar MBRelease = OrderRelease;
defvar MBRelaxed = OrderRelaxed;
defvar MBAcquire = OrderAcquire;
defvar MBScopeCTA = ScopeCTA;
defvar MBScopeCluster = ScopeCluster;
defvar MBShared = SpaceShared;
defvar MBSharedCTA = SpaceSharedCTA;
defvar MBSharedCluster = SpaceSharedCluster;

// An arrive that only counts down, never completing the phase: it needs a
// count and is local to the CTA (mbarrier.arrive and .arrive_drop only).
def MBNoComplete : Qualifier<".noComplete", Always>;

// ptxas: scopes and the .release/.acquire orders came with PTX 8.0
// ("scopes on mbarrier operations"); .cluster needs sm_90 as well
// ("'.cluster scope' requires .target sm_90"). .relaxed needs PTX 8.6 and
// sm_90 on every mbarrier instruction, sm_80 ones included. The cluster
// window needs PTX 8.0 here (7.8 elsewhere).
defvar MBWordNeeds = [
  RequiresIn<[MBRelease, MBAcquire, MBScopeCTA], Requires<PTX80>>,
  RequiresIn<[MBScopeCluster, MBSharedCluster], Requires<PTX80, 90>>,
  RequiresIn<[MBRelaxed], Requires<PTX86, 90>>
];
// ptxas: an order needs a scope and a scope an order ("Modifier '.release'
// requires scope", "Modifier '.cta' requires order").
class MBOrderAndScope<list<Qualifier> orders> {
  list<Constraint> Constraints = [
    NeedsOneOf<orders, [MBScopeCTA, MBScopeCluster]>,
    NeedsOneOf<[MBScopeCTA, MBScopeCluster], orders>
  ];
}

// The mbarrier object is 64 bits; the other sizes are known so that the
// message can say so.
defvar MBTypeSlot = RequiredSlot<"type", [B64, B32, U64, S64]>;
defvar MBTypeRefusal = NotAllowed<[B32, U64, S64], "the mbarrier object is .b64">;
defvar MBSpaces = [MBShared, MBSharedCTA, MBSharedCluster];
// ptxas: init, inval and the waits act on the CTA's own mbarrier
// ("Illegal modifier '::cluster'").
defvar MBNoClusterWindow =
  NotAllowed<[MBSharedCluster], "it acts on an mbarrier of the executing CTA: "
                                "write .shared or .shared::cta">;

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// ptxas: the mbarrier is in .shared, named by a register or a .shared
// variable (a generic address too: "Illegal state space for address
// operand 'gbuf'"), never by `[imm]`. A generic address in a register of
// 32 bits is "32-Bit ABI ... not supported" in a module with
// .address_size 64; one of 8 or 16 bits passes with a warning, and with a
// .shared space any width does.
//
// ptxas 11.8 and 12.4 (not 12.8) never judged a generic mbarrier address:
// a register of any width, and a .global or .local variable, pass without
// a word.
def MBAddressSpecUpTo12_4 : AddressSpec {
  let ImmediateIn = [];
}
def MBAddressSpec : AddressSpec {
  let GenericVariables = ["shared"];
  let ImmediateIn = [];
  let No32BitRegisterIn = ["generic"];
  let OlderUpTo = [CUDA12_4];
  let Older = [MBAddressSpecUpTo12_4];
}
def MBAddress : OperandSpec<"addr", AddressOperand> {
  let Address = MBAddressSpec;
}

// A 32-bit count: a .b32, .u32 or .s32 register or any integer constant;
// no special register, no variable.
// ptxas: a 32-bit register, a constant, or a name plus an integer (`m+8`,
// `%r1+1`; not `m-8` or `8+m`, syntax errors, nor `%rd1+1`, "Arguments
// mismatch"); not a variable's name alone.
class MBCount<string name> : OperandSpec<name, ValueOperand> {
  let FixedType = U32;
  let SpecialRegisters = 0;
  let Variables = 0;
  let NameOffsets = 1;
}
// ptxas: init takes any constant (0, -1, 0x100000000); an arrive's count
// is positive ("value '0' expected to be a non-zero positive").
def MBInitCount : MBCount<"count">;
class MBArriveCountOperand : MBCount<"count"> {
  let HasRange = 1;
  let Min = 1;
  let Max = 4294967295;
}
def MBNoCompleteCount : MBArriveCountOperand;
// ptxas: a count without .noComplete needs sm_90 ("mbarrier.arrive with
// count argument and without '.noComplete' modifier"); ISA: PTX 7.8 too,
// which sm_90 needs anyway.
def MBArriveCount : MBArriveCountOperand { let Req = Requires<PTX78, 90>; }
def MBTxCount : MBCount<"txCount">;
def MBPhaseParity : MBCount<"phaseParity"> {
  let Values = [0, 1];
}
def MBSuspendTimeHint : MBCount<"suspendTimeHint"> { let Optional = 1; }

// The state of a phase: a 64-bit integer register (not .f64).
defvar MBStateTypes = [B64, U64, S64];
// What an arrive returns: the state, or `_` (which it must be for an
// mbarrier of another CTA: "Sink '_' is expected as a destination operand
// ... with '.shared::cluster'").
class MBStateResultOperand : OperandSpec<"state", RegisterOperand> {
  let FixedType = B64;
  let RegisterTypes = MBStateTypes;
  let SpecialRegisters = 0;
  let DiscardAllowed = 1;
  let DiscardOnlyWith = [MBSharedCluster];
}
def MBStateResult : MBStateResultOperand;
// ptxas: mbarrier.arrive takes `_` from PTX 7.1 ("Result discard mode is
// not allowed" with 7.0); arrive_drop from 7.0.
def MBArriveStateResult : MBStateResultOperand {
  let DiscardReq = Requires<PTX71>;
}
// The state a wait or pending_count reads: such a register or an integer
// constant (ptxas takes `1`, `-1`; not `1.0`, `0d3FF0000000000000` or
// `0f3F800000`: "Arguments mismatch", issue 37), so the type of its
// constants is .u64's. ptxas takes a register plus an integer (`%rd1+8`)
// and refuses a variable's name plus one (`m+8`, of any state space:
// "Arguments mismatch"), which its 32-bit operands take.
def MBStateValue : OperandSpec<"state", ValueOperand> {
  let FixedType = U64;
  let RegisterTypes = MBStateTypes;
  let SpecialRegisters = 0;
  let Variables = 0;
  let NameOffsets = 1;
  let VariableOffsets = 0;
}
def MBWaitComplete : OperandSpec<"waitComplete", PredicateOperand> {
  let FixedType = Pred;
}
def MBPendingCount : OperandSpec<"count", RegisterOperand> {
  let FixedType = U32;
  let SpecialRegisters = 0;
}

//===----------------------------------------------------------------------===//
// mbarrier.init, mbarrier.inval (9.7.13.15.9, 9.7.13.15.10)
//===----------------------------------------------------------------------===//

// mbarrier.init{.shared{::cta}}.b64 [addr], count;
def MbarrierInitForm : Form<OpMbarrierInit, "mbarrier.init"> {
  let Summary = "Initialize an mbarrier with an expected arrival count.";
  let Slots = [Slot<"state space", MBSpaces>, MBTypeSlot];
  let Operands = [MBAddress, MBInitCount];
  let Constraints = [MBTypeRefusal, MBNoClusterWindow];
}

// mbarrier.inval{.shared{::cta}}.b64 [addr];
def MbarrierInvalForm : Form<OpMbarrierInval, "mbarrier.inval"> {
  let Summary = "Invalidate an mbarrier.";
  let Slots = [Slot<"state space", MBSpaces>, MBTypeSlot];
  let Operands = [MBAddress];
  let Constraints = [MBTypeRefusal, MBNoClusterWindow];
}

//===----------------------------------------------------------------------===//
// mbarrier.expect_tx, mbarrier.complete_tx (9.7.13.15.11, 9.7.13.15.12)
//===----------------------------------------------------------------------===//

// mbarrier.{expect,complete}_tx{.relaxed}{.scope}{.space}.b64 [addr], txCount;
// ptxas: .release and .acquire are illegal; .relaxed and a scope go
// together, and came with the instructions (PTX 8.0; on the others .relaxed
// needs PTX 8.6).
class MBTxForm<Opcode op, string name, string summary> : Form<op, name> {
  let Summary = summary;
  let Slots = [Slot<"semantics", [MBRelaxed]>,
               Slot<"scope", [MBScopeCTA, MBScopeCluster]>,
               Slot<"state space", MBSpaces>, MBTypeSlot];
  let Operands = [MBAddress, MBTxCount];
  let Constraints = !listconcat([RequiresIn<[MBRelaxed], Requires<PTX80>>],
                                MBWordNeeds, MBOrderAndScope<[MBRelaxed]>.Constraints,
                                [MBTypeRefusal]);
}
def MbarrierExpectTxForm
    : MBTxForm<OpMbarrierExpectTx, "mbarrier.expect_tx",
               "Raise the transaction count an mbarrier's phase expects.">;
def MbarrierCompleteTxForm
    : MBTxForm<OpMbarrierCompleteTx, "mbarrier.complete_tx",
               "Complete transactions on an mbarrier's phase.">;

//===----------------------------------------------------------------------===//
// mbarrier.arrive, mbarrier.arrive_drop (9.7.13.15.13, 9.7.13.15.14)
//===----------------------------------------------------------------------===//

// mbarrier.arrive{.sem}{.scope}{.space}.b64 state, [addr]{, count};
// mbarrier.arrive.noComplete{.release}{.cta}{.shared{::cta}}.b64 state, [addr], count;
// and the same for arrive_drop. Three forms each, by what ptxas asks of
// them: without a count (no .noComplete: "Illegal modifier '.noComplete'
// for instruction 'mbarrier.arrive without count argument'"), .noComplete
// with its count (sm_80), and a count without .noComplete (sm_90, on the
// count). .noComplete comes before the count form so that a line with it
// is explained as .noComplete.
defvar MBArriveSlots = [Slot<"semantics", [MBRelease, MBRelaxed]>,
                        Slot<"scope", [MBScopeCTA, MBScopeCluster]>,
                        Slot<"state space", MBSpaces>,
                        Slot<"completion", [MBNoComplete]>, MBTypeSlot];
defvar MBArriveConstraints =
  !listconcat(MBWordNeeds, MBOrderAndScope<[MBRelease, MBRelaxed]>.Constraints,
              [MBTypeRefusal]);
multiclass MBArrive<Opcode op, string name, OperandSpec state> {
  def Form : Form<op, name> {
    let Summary = "Arrive on an mbarrier (one arrival).";
    let Slots = MBArriveSlots;
    let Operands = [state, MBAddress];
    let Constraints = !listconcat(MBArriveConstraints, [
      NotAllowed<[MBNoComplete], "'.noComplete' takes a count operand">]);
  }
  // ptxas: .noComplete goes with neither .relaxed, .cluster nor
  // .shared::cluster ("Modifier '.cluster' cannot be combined with modifier
  // '.noComplete'"); .release.cta is taken.
  def NoCompleteForm : Form<op, name # ".noComplete"> {
    let Summary = "Arrive on an mbarrier with a count, without completing "
                  "the phase.";
    let Slots = [Slot<"semantics", [MBRelease, MBRelaxed]>,
                 Slot<"scope", [MBScopeCTA, MBScopeCluster]>,
                 Slot<"state space", MBSpaces>,
                 RequiredSlot<"completion", [MBNoComplete]>, MBTypeSlot];
    let Operands = [state, MBAddress, MBNoCompleteCount];
    let Constraints = !listconcat(MBArriveConstraints, [
      Excludes<[MBNoComplete], [MBRelaxed, MBScopeCluster, MBSharedCluster]>]);
  }
  def CountForm : Form<op, name # " with a count"> {
    let Summary = "Arrive on an mbarrier with a count of arrivals (sm_90).";
    let Slots = MBArriveSlots;
    let Operands = [state, MBAddress, MBArriveCount];
    let Constraints = !listconcat(MBArriveConstraints, [
      NotAllowed<[MBNoComplete], "'.noComplete' has a form of its own, which "
                                 "refuses .relaxed, .cluster and .shared::cluster">]);
  }
}
defm MbarrierArrive : MBArrive<OpMbarrierArrive, "mbarrier.arrive",
                              MBArriveStateResult>;
defm MbarrierArriveDrop : MBArrive<OpMbarrierArriveDrop, "mbarrier.arrive_drop",
                                  MBStateResult>;

// mbarrier.arrive{_drop}.expect_tx{.sem}{.scope}{.space}.b64 state, [addr], txCount;
class MBArriveExpectTxForm<Opcode op, string name> : Form<op, name> {
  let Summary = "Raise the expected transaction count, then arrive.";
  let Slots = [Slot<"semantics", [MBRelease, MBRelaxed]>,
               Slot<"scope", [MBScopeCTA, MBScopeCluster]>,
               Slot<"state space", MBSpaces>, MBTypeSlot];
  let Operands = [MBStateResult, MBAddress, MBTxCount];
  let Constraints = MBArriveConstraints;
}
def MbarrierArriveExpectTxForm
    : MBArriveExpectTxForm<OpMbarrierArriveExpectTx, "mbarrier.arrive.expect_tx">;
def MbarrierArriveDropExpectTxForm
    : MBArriveExpectTxForm<OpMbarrierArriveDropExpectTx,
                           "mbarrier.arrive_drop.expect_tx">;

//===----------------------------------------------------------------------===//
// mbarrier.test_wait, mbarrier.try_wait (9.7.13.15.16)
//===----------------------------------------------------------------------===//

// mbarrier.test_wait{.sem}{.scope}{.shared{::cta}}.b64 waitComplete, [addr], state;
// mbarrier.test_wait.parity{.sem}{.scope}{.shared{::cta}}.b64 waitComplete, [addr], phaseParity;
// mbarrier.try_wait... the same, with an optional suspendTimeHint.
defvar MBWaitSlots = [Slot<"semantics", [MBAcquire, MBRelaxed]>,
                      Slot<"scope", [MBScopeCTA, MBScopeCluster]>,
                      Slot<"state space", MBSpaces>, MBTypeSlot];
defvar MBWaitConstraints =
  !listconcat(MBWordNeeds, MBOrderAndScope<[MBAcquire, MBRelaxed]>.Constraints,
              [MBTypeRefusal, MBNoClusterWindow]);
class MBWaitForm<Opcode op, string name, string summary,
                 list<OperandSpec> operands> : Form<op, name> {
  let Summary = summary;
  let Slots = MBWaitSlots;
  let Operands = !listconcat([MBWaitComplete, MBAddress], operands);
  let Constraints = MBWaitConstraints;
}
def MbarrierTestWaitForm
    : MBWaitForm<OpMbarrierTestWait, "mbarrier.test_wait",
                 "Test whether the phase of a state has completed.",
                 [MBStateValue]>;
def MbarrierTestWaitParityForm
    : MBWaitForm<OpMbarrierTestWaitParity, "mbarrier.test_wait.parity",
                 "Test whether the phase of a parity has completed.",
                 [MBPhaseParity]>;
def MbarrierTryWaitForm
    : MBWaitForm<OpMbarrierTryWait, "mbarrier.try_wait",
                 "Wait a while for the phase of a state to complete.",
                 [MBStateValue, MBSuspendTimeHint]>;
def MbarrierTryWaitParityForm
    : MBWaitForm<OpMbarrierTryWaitParity, "mbarrier.try_wait.parity",
                 "Wait a while for the phase of a parity to complete.",
                 [MBPhaseParity, MBSuspendTimeHint]>;

//===----------------------------------------------------------------------===//
// mbarrier.pending_count (9.7.13.15.17)
//===----------------------------------------------------------------------===//

// mbarrier.pending_count.b64 count, state;
// ptxas: no state space, order or scope.
def MbarrierPendingCountForm
    : Form<OpMbarrierPendingCount, "mbarrier.pending_count"> {
  let Summary = "The pending arrival count of a state.";
  let Slots = [MBTypeSlot];
  let Operands = [MBPendingCount, MBStateValue];
  let Constraints = [MBTypeRefusal];
}
