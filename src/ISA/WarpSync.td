//===- WarpSync.td - vote, match, activemask, redux, elect, clc -----------===//
//
// ISA 9.7.13.8 (vote, without .sync), 9.7.13.9 (vote.sync), 9.7.13.10
// (match.sync), 9.7.13.11 (activemask), 9.7.13.12 (redux.sync), 9.7.13.14
// (elect.sync), 9.7.13.17 and 9.7.13.18 (clusterlaunchcontrol.try_cancel and
// .query_cancel).
//
// What the warp-wide instructions share, as ptxas 13.0 reads them:
// - `.sync` may stand anywhere among the qualifiers and may be written
//   twice (`vote.ballot.sync.b32`, `match.sync.all.b64`,
//   `redux.sync.sync.min.s32`). vote and shfl have an entry of their own
//   for the `.sync` instruction, which only an instruction starting with
//   `vote.sync` reaches; the others fall back to `vote`, which therefore
//   has a form with `.sync` elsewhere. match and redux have no instruction
//   without `.sync`: their entries are the bare names and `.sync` is a
//   required slot.
// - The member mask is a 32-bit integer: a register (`.b32`, `.u32`,
//   `.s32`), an integer constant or `reg+imm`; no floating-point register
//   or literal, no special register, variable or function name.
// - Destinations are registers, never special registers or `_` unless a
//   paired predicate follows (`_|p`).
// - ptxas: before sm_90, vote.sync, match.sync and redux.sync are calls of
//   library functions, as shfl.sync is: `reg+imm` and function names,
//   which the instructions take from sm_90 on, are then refused (a parse
//   error in the function's body, or "Call argument ... has illegal state
//   space"). They share shfl.sync's check (MovShuffle.td).
//
// Where ptxas and the ISA text differ the records follow ptxas and say so
// in a comment marked "ptxas:".
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Shared words and operands
//===----------------------------------------------------------------------===//

// The vote and match modes. `.uni` is CFUniform (ControlFlow.td).
// ptxas: vote.ballot needs PTX 2.0 and sm_20 ("Feature 'vote.ballot'
// requires PTX ISA .version 2.0"); only vote takes it.
defvar WarpModeAll = ConditionAll;
defvar WarpModeAny = ConditionAny;
def VoteBallot  : Qualifier<".ballot", Requires<PTX20, 20>>;

defvar WarpSync = Sync;
// ptxas: `.sync` written again is ignored, however often
// (`vote.sync.sync.any.pred`, `match.all.sync.sync.b32`,
// `elect.sync.sync.sync`). Where the entry's name holds `.sync`
// (vote.sync, elect.sync) the slot takes only the repeats.
class WarpSyncSlot<string name> : Slot<name, [WarpSync]> {
  let RepeatAllowed = 1;
}
def WarpRequiredSync : WarpSyncSlot<"sync"> {
  let Required = 1;
}
def WarpRepeatedSync : WarpSyncSlot<"repeated sync">;

// The member mask of every .sync instruction here: a 32-bit integer.
// ptxas: `reg+imm` is taken, special registers are not ("Special register
// argument not allowed"), nor .f32 or .f16x2 registers, float literals,
// variables or function names.
class WarpMemberMask : OperandSpec<"membermask", ValueOperand> {
  let FixedType = U32;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
  let NameOffsets = 1;
}
def WarpMask : WarpMemberMask;

//===----------------------------------------------------------------------===//
// vote (9.7.13.8) and vote.sync (9.7.13.9)
//===----------------------------------------------------------------------===//

// ptxas: `.uni` written again is ignored (`vote.sync.uni.uni.pred`), any
// other mode twice, or two modes, is refused ("Multiple vote modifiers",
// "Multiple .any/.all modifiers"). So `.uni` has a slot of its own, and
// the variant rows below take one mode or the other.
def VoteUniformSlot : Slot<"uniform mode", [CFUniform]> {
  let RepeatAllowed = 1;
}
defvar VoteModeSlots = [
  Slot<"mode", [WarpModeAll, WarpModeAny, VoteBallot]>,
  VoteUniformSlot,
  RequiredSlot<"type", [Pred, B32]>
];

// The destination: a .pred register for .all/.any/.uni, a 32-bit register
// of any kind for .ballot.b32 (`.f32` and `.f16x2` ones too).
class VoteDestinationOf : OperandSpec<"destination", RegisterOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
}
// ptxas: an .f16x2 register is also taken as the .pred destination (it is
// 32 bits of bit-size data to ptxas). Without .sync always; vote.sync
// before sm_90 is lowered through a setp that then fails ("Arguments
// mismatch for instruction 'setp'"), so there it needs sm_90.
def VoteF16x2AsPredicate : TypeRuleSet<[TypeRule<"pred", ".f16x2", "at-least">]>;
class VoteF16x2DestinationOf
    : OperandWithTypeRules<"destination given as an .f16x2 register",
                           RegisterOperand, VoteF16x2AsPredicate> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
  let RegisterTypes = [F16x2];
}
def VoteRegisterDestination : VoteDestinationOf;
def VoteF16x2Destination : VoteF16x2DestinationOf;
def VoteDestination : VoteDestinationOf {
  let Alternatives = [VoteRegisterDestination, VoteF16x2Destination];
}
def VoteSyncF16x2Destination : VoteF16x2DestinationOf {
  let Req = Requires<PTX51, 90>;
}
def VoteSyncDestination : VoteDestinationOf {
  let Alternatives = [VoteRegisterDestination, VoteSyncF16x2Destination];
}
// The predicate voted: a predicate register, maybe negated, or an integer
// constant (`!7`); no float literal, no other register.
def VoteSource : OperandSpec<"source", ValueOperand> {
  let FixedType = Pred;
  let Negatable = 1;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}

// `.sync` after another qualifier: the instruction is vote.sync, with its
// requirement (PTX 5.1, sm_30; the entry of vote asks for less).
def VoteSyncElsewhereNeeds : RequiresIn<[WarpSync], Requires<PTX51, 30>> {
  let FirstSlot = "sync";
}

// Most real code writes vote.sync, and CUB writes `vote.ballot.sync.b32`,
// which reaches this entry: that form comes first.
def VoteSyncElsewhereForm : Form<OpVote, "vote.sync"> {
  let Summary = "vote.sync with `.sync` after another qualifier "
                "(`vote.ballot.sync.b32`), which ptxas accepts.";
  let Slots = !listconcat([WarpRequiredSync], VoteModeSlots);
  let Operands = [VoteSyncDestination, VoteSource, WarpMask];
  let Keys = ["mode", "uniform mode", "type"];
  let Constraints = [VoteSyncElsewhereNeeds, ShflSyncCallCheck];
}

def VoteForm : Form<OpVote, "vote without .sync"> {
  let Summary = "Vote across the threads of a warp (deprecated since PTX "
                "6.0).";
  let Slots = VoteModeSlots;
  let Operands = [VoteDestination, VoteSource];
  let Keys = ["mode", "uniform mode", "type"];
  let Constraints = [
    RemovedFor<Requires<PTX64, 70>,
               "use vote.sync with a member mask (0xffffffff for the whole "
               "warp)">
  ];
}

def VoteSyncForm : Form<OpVoteSync, "vote.sync"> {
  let Summary = "Vote across the threads of a warp, waiting for the threads "
                "of membermask.";
  let Slots = !listconcat([WarpRepeatedSync], VoteModeSlots);
  let Operands = [VoteSyncDestination, VoteSource, WarpMask];
  let Keys = ["mode", "uniform mode", "type"];
  let Constraints = [ShflSyncCallCheck];
}

// .all, .any and .uni give a predicate, .ballot a 32-bit mask.
foreach F = [VoteSyncElsewhereForm, VoteForm, VoteSyncForm] in {
  def : Variant<F, [[WarpModeAll, WarpModeAny], [Absent], [Pred]]>;
  def : Variant<F, [[Absent], [CFUniform], [Pred]]>;
  def : Variant<F, [[VoteBallot], [Absent], [B32]]>;
}

//===----------------------------------------------------------------------===//
// match.sync (9.7.13.10)
//===----------------------------------------------------------------------===//

// The destination is a 32-bit integer register (ptxas: not .f32, not
// .f16x2), with a predicate output for .all only ("Predicate output not
// allowed for instruction 'match.any'"), though `d|_` passes with .any.
// ptxas: `_|p` discards the mask; `_` alone is refused, which this model
// does not tell from `_|p`.
def MatchDestination : OperandSpec<"destination", RegisterOperand> {
  let FixedType = U32;
  let SpecialRegisters = 0;
  let PairedPredicate = 1;
  let SinkAllowed = 1;
  let DiscardAllowed = 1;
  let NoPredicateOutputWith = [WarpModeAny];
}
// The value compared, of the type: registers of its width (.f32 and
// .f16x2 ones for .b32, .f64 for .b64), constants, `reg+imm` and, for
// .b64, function names; no special register and no variable.
def MatchSource : OperandSpec<"source", ValueOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
  let Variables = 0;
  let NameOffsets = 1;
}

def MatchForm : Form<OpMatch, "match.sync"> {
  let Summary = "Find the threads of a warp that hold the same value "
                "(.any) or whether all of them do (.all).";
  let Slots = [
    WarpRequiredSync,
    RequiredSlot<"mode", [WarpModeAny, WarpModeAll]>,
    RequiredSlot<"type", [B32, B64]>
  ];
  let Operands = [MatchDestination, MatchSource, WarpMask];
  let Constraints = [ShflSyncCallCheck];
}

//===----------------------------------------------------------------------===//
// activemask (9.7.13.11)
//===----------------------------------------------------------------------===//

// Any 32-bit register (`.f32`, `.f16x2` too), not a special register.
def ActivemaskDestination : OperandSpec<"destination", RegisterOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
}
def ActivemaskForm : Form<OpActivemask, "activemask"> {
  let Summary = "The mask of the threads of the warp that are active.";
  let Slots = [RequiredSlot<"type", [B32]>];
  let Operands = [ActivemaskDestination];
}

//===----------------------------------------------------------------------===//
// redux.sync (9.7.13.12)
//===----------------------------------------------------------------------===//

// ptxas: .f32 takes 32-bit .f32 and bit-size registers, not .f16x2 ones;
// the integer types take 32-bit integer and bit-size registers, no
// floating-point ones (`redux.sync.and.b32 f0, ...` is refused). An .f16x2
// register follows only the .f16x2 rule, which no redux type has.
def ReduxTypes : TypeRuleSet<[
  TypeRule<"b", "b", "same">, TypeRule<"b", "u", "same">,
  TypeRule<"b", "s", "same">,
  TypeRule<"u", "b", "same">, TypeRule<"u", "u", "same">,
  TypeRule<"u", "s", "same">,
  TypeRule<"s", "b", "same">, TypeRule<"s", "u", "same">,
  TypeRule<"s", "s", "same">,
  TypeRule<"f", "b", "same">, TypeRule<"f", "f", "same">,
  TypeRule<".f16x2", ".f16x2", "same">
]>;

def ReduxDestination : OperandSpec<"destination", RegisterOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
}
// ptxas: `reg+imm` passes; special registers, variables and function
// names do not.
def ReduxSource : OperandSpec<"source", ValueOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
  let NameOffsets = 1;
}

// ptxas: `.NaN` written twice is taken, `.abs` twice is not ("Multiple
// .abs modifiers specified").
def ReduxNaNSlot : Slot<"NaN", [PropagateNaN]> {
  let RepeatAllowed = 1;
}

def ReduxForm : Form<OpRedux, "redux.sync"> {
  let Summary = "Reduce a value across the threads of membermask: integer "
                "add, min, max and bitwise and, or, xor; .f32 min and max "
                "with .abs and .NaN.";
  let Slots = [
    WarpRequiredSync,
    RequiredSlot<"operation", [RedOpAdd, RedOpMin, RedOpMax,
                               RedOpAnd, RedOpOr, RedOpXor]>,
    Slot<"absolute value", [AbsoluteValue]>,
    ReduxNaNSlot,
    RequiredSlot<"type", [U32, S32, B32, F32]>
  ];
  let Operands = [ReduxDestination, ReduxSource, WarpMask];
  let TypeRules = ReduxTypes;
  let Keys = ["operation", "type"];
  let Constraints = [ShflSyncCallCheck];
}

// Arithmetic on signed or unsigned integers, bitwise operations on .b32
// ("Incorrect type '.b32' for operation '.add'").
def : Variant<ReduxForm, [[RedOpAdd, RedOpMin, RedOpMax], [U32, S32]]>;
def : Variant<ReduxForm, [[RedOpAnd, RedOpOr, RedOpXor], [B32]]>;
// .f32 min and max: PTX 8.6 on sm_100a/sm_100f and sm_103a/sm_103f
// (ptxas: "Instruction 'redux.f32' not supported on .target 'sm_120f'",
// also refused on sm_100 and sm_110a).
def : Variant<ReduxForm, [[RedOpMin, RedOpMax], [F32]]> {
  let Allowed = [AbsoluteValue, PropagateNaN];
  let Req = Requires<PTX86, 100, [sm_100f]>;
}

//===----------------------------------------------------------------------===//
// elect.sync (9.7.13.14)
//===----------------------------------------------------------------------===//

// `d|p` with the predicate output required ("Predicate output expected"):
// d a 32-bit integer register (not .f32, .f16x2 or .b16) or `_` (`_|p`);
// ptxas: `d|_` is refused.
def ElectDestination : OperandSpec<"destination", RegisterOperand> {
  let FixedType = U32;
  let SpecialRegisters = 0;
  let PairedPredicate = 2;
  let DiscardAllowed = 1;
}

def ElectSyncForm : Form<OpElectSync, "elect.sync"> {
  let Summary = "Elect one leader thread among the threads of membermask.";
  let Slots = [WarpRepeatedSync];
  let Operands = [ElectDestination, WarpMask];
}

//===----------------------------------------------------------------------===//
// clusterlaunchcontrol.try_cancel (9.7.13.17)
//===----------------------------------------------------------------------===//

// ptxas: on sm_100f, sm_110f and sm_120f targets (and those that imply
// them: sm_100a, sm_103a, sm_110a, sm_120a, sm_121a, ...), not on sm_100,
// sm_103, sm_110 or sm_120 ("Feature '.multicast::cluster::all' not
// supported on .target 'sm_100'").
def ClcMulticastAll : Qualifier<".multicast::cluster::all",
                                Requires<PTX86, 100, [sm_100f, sm_110f, sm_120f]>>;

// The response buffer and the mbarrier: `[reg]`, `[var]`, `[var+imm]`.
// ptxas: registers of any integer width (`[c1]`, `[h1]`: 8 and 16 bits),
// special registers (`[%laneid]`); a generic address names .global,
// .shared or .local variables, not .const or .param ones ("State space
// mismatch"); `.shared::cta` only .shared ones; `[imm]` is refused
// ("Immediate addresses allowed only for .local state space").
def ClcAddressSpec : AddressSpec {
  let ImmediateIn = [];
  let SpecialRegisterBase = 1;
}
def ClcResponseAddress : OperandSpec<"response address", AddressOperand> {
  let Address = ClcAddressSpec;
}
def ClcMbarrier : OperandSpec<"mbar", AddressOperand> {
  let Address = ClcAddressSpec;
}

// ptxas: the instruction is `clusterlaunchcontrol.try_cancel.async`, so
// `.async` comes right after try_cancel (elsewhere: "Unknown modifier
// '.try_cancel'"); the other qualifiers in any order.
def ClcTryCancelForm : Form<OpClusterlaunchcontrolTryCancel,
                            "clusterlaunchcontrol.try_cancel"> {
  let Summary = "Ask to cancel the launch of a cluster that has not started; "
                "the 16-byte response is written to addr and completes a "
                "transaction on the mbarrier.";
  let Slots = [
    FixedSlot<"async", [Async]>,
    Slot<"state space", [SpaceSharedCTA]>,
    RequiredSlot<"completion mechanism", [MbarrierCompleteTx]>,
    Slot<"multicast", [ClcMulticastAll]>,
    RequiredSlot<"type", [B128]>
  ];
  let Operands = [ClcResponseAddress, ClcMbarrier];
}

//===----------------------------------------------------------------------===//
// clusterlaunchcontrol.query_cancel (9.7.13.18)
//===----------------------------------------------------------------------===//

def ClcIsCanceled     : Qualifier<".is_canceled", Always>;
def ClcFirstCtaid     : Qualifier<".get_first_ctaid", Always>;
def ClcFirstCtaidX    : Qualifier<".get_first_ctaid::x", Always>;
def ClcFirstCtaidY    : Qualifier<".get_first_ctaid::y", Always>;
def ClcFirstCtaidZ    : Qualifier<".get_first_ctaid::z", Always>;

// A .pred register (not negated, no `|p`) for .is_canceled, a 32-bit
// register for one coordinate, four of them for .v4 (`_` for any); ptxas:
// the registers of the vector must agree ("Vector with elements of
// different types": `{f0, u1, ...}`; `{f0, r1, ...}` passes).
def ClcQueryDestination : OperandSpec<"destination", DataOperand> {
  let TypeSlot = "destination type";
  let SpecialRegisters = 0;
  let SinkAllowed = 1;
  let TypedByFirstElement = 1;
}
// The response: a .b128 register, `reg+imm` or an integer constant; no
// float literal, no special register, no variable.
def ClcQueryResponse : OperandSpec<"response", ValueOperand> {
  let TypeSlot = "source type";
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
  let NameOffsets = 1;
}

// ptxas: the two types are read in order, the destination's first
// (`.b32.get_first_ctaid::x.b128` passes, `.b128.get_first_ctaid::x.b32`
// does not).
def ClcQueryCancelForm : Form<OpClusterlaunchcontrolQueryCancel,
                              "clusterlaunchcontrol.query_cancel"> {
  let Summary = "Read a try_cancel response: whether the cancel succeeded, "
                "or the first CTA id of the canceled cluster.";
  let Slots = [
    RequiredSlot<"query", [ClcIsCanceled, ClcFirstCtaid, ClcFirstCtaidX,
                           ClcFirstCtaidY, ClcFirstCtaidZ]>,
    Slot<"vector", [V4]>,
    PositionalSlot<"destination type", [Pred, B32]>,
    PositionalSlot<"source type", [B128]>
  ];
  let Operands = [ClcQueryDestination, ClcQueryResponse];
  let Keys = ["query", "vector", "destination type"];
}

def : Variant<ClcQueryCancelForm, [[ClcIsCanceled], [Absent], [Pred]]>;
// ptxas: "Vector of size 4 is expected" for .get_first_ctaid alone.
def : Variant<ClcQueryCancelForm, [[ClcFirstCtaid], [V4], [B32]]>;
def : Variant<ClcQueryCancelForm,
              [[ClcFirstCtaidX, ClcFirstCtaidY, ClcFirstCtaidZ], [Absent],
               [B32]]>;
