//===- Barriers.td - Barriers, memory fences and their relatives ----------===//
//
// ISA 9.7.13.1-4 (bar, barrier, bar.warp.sync, barrier.cluster, membar,
// fence), 9.7.13.13 (griddepcontrol), 9.7.13.16 (tensormap.cp_fenceproxy)
// and 9.7.19.5 (setmaxnreg).
//
// ptxas reads several of these as opcodes of their own rather than as a
// word after the opcode: `bar.cta`, `bar.arrive`, `bar.red`,
// `barrier.cluster.arrive`, `setmaxnreg.inc` (its messages name them so).
// Such a word must come right after the opcode (`bar.sync.cta`: "Illegal
// modifier '.cta'"; `barrier.aligned.arrive`: "Unknown modifier
// '.arrive'"), which the forms say with fixed slots; the others are taken
// in any order, as usual.
//
// Where ptxas and the ISA text differ the records follow ptxas and say so
// in a comment marked "ptxas:" (docs/ptxas-differences.md, "Barriers").
//
//===----------------------------------------------------------------------===//

// ---- Words of this group ----------------------------------------------------
def BarArrive : Qualifier<".arrive", Always>;   // bar, barrier, barrier.cluster
def BarReduce : Qualifier<".red", Always>;      // bar.red, barrier.red
def BarWait   : Qualifier<".wait", Always>;     // barrier.cluster, griddepcontrol
// ptxas (undocumented): bar.sync takes `.any` or `.all` and bar.red takes
// `.any`, from PTX 5.1 ("Feature '.any' requires PTX ISA .version 6.0"
// below it, as for every 6.0 feature ptxas takes at 5.1); barrier and the
// `.cta` forms refuse both. The records are vote's and match's words too
// (Qualifiers.td).
def MembarGlobalLevel : Qualifier<".gl", Always>;
def FenceSC : Qualifier<".sc", Always>;
def FenceMbarrierInit : Qualifier<".mbarrier_init", Requires<PTX80, 90>>;
def FenceSyncRestrictCTA : Qualifier<".sync_restrict::shared::cta",
                                     Requires<PTX86, 90>>;
def FenceSyncRestrictCluster : Qualifier<".sync_restrict::shared::cluster",
                                         Requires<PTX86, 90>>;
// ptxas: `.alias` needs PTX 7.5 and sm_60 ("Modifier '.alias' requires
// .target sm_60 or higher"); fence.proxy itself needs sm_70.
def ProxyAlias : Qualifier<".alias", Requires<PTX75, 60>>;
def ProxyTensormapGeneric : Qualifier<".tensormap::generic", Requires<PTX83, 90>>;
def ProxyAsyncGeneric : Qualifier<".async::generic", Requires<PTX86, 90>>;
def GridLaunchDependents : Qualifier<".launch_dependents", Always>;

defvar BarCTA = ScopeCTA;
defvar BarSync = Sync;
defvar BarScopes = [ScopeCTA, ScopeCluster, ScopeGPU, ScopeSys];

// `.cta` right after `bar`/`barrier` (PTX 7.8); when it is not written the
// next fixed word takes its place (an optional fixed slot).
def BarCTASlot : Slot<"cta", [BarCTA]> { let Fixed = 1; }
def BarCTANeeds : RequiresIn<[BarCTA], Requires<PTX78>>;
// `.sync` may be written twice (`bar.sync.sync 0`); ptxas ignores the repeat.
def BarSyncSlot : RequiredSlot<"synchronization", [BarSync]> {
  let RepeatAllowed = 1;
}

// ---- Operands of bar and barrier ----------------------------------------------
// The barrier number: a 32-bit integer register or an immediate in [0, 15]
// (ptxas: "Barrier number '16' out of range"); no special register ("Special
// register argument not allowed"), no 16- or 64-bit register.
class BarValue<string name> : OperandSpec<name, ValueOperand> {
  let FixedType = U32;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}
def BarNumber : BarValue<"barrier"> {
  let HasRange = 1;
  let Min = 0;
  let Max = 15;
}
// The thread count: a multiple of the warp size ("Number of threads
// participating in barrier must be in multiple of warp size"); ptxas takes
// any such constant, 0 and negative ones included, with bar.sync.
def BarThreadCount : BarValue<"thread count"> { let MultipleOf = 32; }
def BarThreadCountIfAny : BarValue<"thread count"> {
  let MultipleOf = 32;
  let Optional = 1;
}
// bar.red's destination: a register of the type (.u32 for .popc, .pred for
// .and and .or); ptxas: "Result register required" for a constant.
def BarRedDestination : OperandSpec<"destination", RegisterOperand> {
  let TypeSlot = "type";
  let SpecialRegisters = 0;
}
// The predicate reduced: a predicate register or a constant, negatable.
def BarRedPredicate : OperandSpec<"predicate", ValueOperand> {
  let FixedType = Pred;
  let Negatable = 1;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}

// ---- bar, barrier (9.7.13.1) ------------------------------------------------
// bar{.cta}.sync a{, b};   barrier{.cta}.sync{.aligned} a{, b};
// bar{.cta}.arrive a, b;   barrier{.cta}.arrive{.aligned} a, b;
// bar{.cta}.red.popc.u32 d, a{, b}, {!}c;   bar{.cta}.red.op.pred p, a{, b}, {!}c;
// bar takes no `.aligned` (it is aligned), barrier no `.any`/`.all`.
class BarrierSlots<bit aligned> {
  list<Slot> Extra = !if(aligned, [Slot<"alignment", [Aligned]>], []);
}
multiclass BarrierForms<Opcode op, bit aligned, list<Qualifier> syncModes,
                        list<Qualifier> redModes> {
  def SyncForm : Form<op, op.Name # ".sync"> {
    let Summary = "Wait at a CTA barrier until the threads arrive.";
    let Slots = !listconcat([BarCTASlot, BarSyncSlot],
                            BarrierSlots<aligned>.Extra,
                            !if(!empty(syncModes), [],
                                [Slot<"condition", syncModes>]));
    let Operands = [BarNumber, BarThreadCountIfAny];
    let Constraints = !listconcat([BarCTANeeds],
        !if(!empty(syncModes), [],
            [Excludes<syncModes, [BarCTA]>, RequiresIn<syncModes, Requires<PTX51>>]));
  }
  def ArriveForm : Form<op, op.Name # ".arrive"> {
    let Summary = "Arrive at a CTA barrier without waiting.";
    let Req = Requires<PTX20, 20>;
    let Slots = !listconcat([BarCTASlot, FixedSlot<"operation", [BarArrive]>],
                            BarrierSlots<aligned>.Extra);
    let Operands = [BarNumber, BarThreadCount];
    let Constraints = [BarCTANeeds];
  }
  def RedForm : Form<op, op.Name # ".red"> {
    let Summary = "Wait at a CTA barrier and reduce a predicate over the "
                  "threads.";
    let Req = Requires<PTX20, 20>;
    let Slots = !listconcat(
        [BarCTASlot, FixedSlot<"operation", [BarReduce]>,
         RequiredSlot<"reduction", [PopCount, RedOpAnd, RedOpOr]>,
         RequiredSlot<"type", [U32, Pred]>],
        BarrierSlots<aligned>.Extra,
        !if(!empty(redModes), [], [Slot<"condition", redModes>]));
    let Operands = [BarRedDestination, BarNumber, BarThreadCountIfAny,
                    BarRedPredicate];
    let Keys = ["reduction", "type"];
    let Constraints = !listconcat([BarCTANeeds],
        !if(!empty(redModes), [],
            [Excludes<redModes, [BarCTA]>, RequiresIn<redModes, Requires<PTX51>>]));
  }
  def : Variant<!cast<Form>(NAME # "RedForm"), [[PopCount], [U32]]>;
  def : Variant<!cast<Form>(NAME # "RedForm"), [[RedOpAnd, RedOpOr], [Pred]]>;
}
defm Bar : BarrierForms<OpBar, 0, [ConditionAny, ConditionAll], [ConditionAny]>;
defm Barrier : BarrierForms<OpBarrier, 1, [], []>;

// ---- bar.warp.sync (9.7.13.2) ------------------------------------------------
// bar.warp.sync membermask;  a 32-bit integer register or any integer
// constant (ptxas truncates `-1` and `0x100000000`); no special register.
def BarWarpMask : OperandSpec<"membermask", ValueOperand> {
  let FixedType = U32;
  let SpecialRegisters = 0;
  let Variables = 0;
  let Functions = 0;
}
def BarWarpSyncSlot : Slot<"synchronization", [BarSync]> {
  let RepeatAllowed = 1;
}
def BarWarpSyncForm : Form<OpBarWarpSync, "bar.warp.sync"> {
  let Summary = "Wait until the threads of a warp named in a mask arrive.";
  // `.sync` is part of the name; written again it is ignored
  // (`bar.warp.sync.sync 1`).
  let Slots = [BarWarpSyncSlot];
  let Operands = [BarWarpMask];
}

// ---- barrier.cluster (9.7.13.3) ----------------------------------------------
// barrier.cluster.arrive{.release, .relaxed}{.aligned};
// barrier.cluster.wait{.acquire}{.aligned};
// The memory orders came with PTX 8.0 (ptxas: "Modifier '.release' on
// 'barrier.cluster.arrive' requires PTX ISA .version 8.0").
def BarrierClusterForm : Form<OpBarrierCluster, "barrier.cluster"> {
  let Summary = "Arrive at or wait on the cluster barrier.";
  let Slots = [FixedSlot<"operation", [BarArrive, BarWait]>,
               Slot<"semantics", [OrderRelease, OrderRelaxed, OrderAcquire]>,
               Slot<"alignment", [Aligned]>];
  let Keys = ["operation", "semantics"];
}
def : Variant<BarrierClusterForm, [[BarArrive], [Absent]]>;
def : Variant<BarrierClusterForm, [[BarArrive], [OrderRelease, OrderRelaxed]]> {
  let Req = Requires<PTX80, 90>;
}
def : Variant<BarrierClusterForm, [[BarWait], [Absent]]>;
def : Variant<BarrierClusterForm, [[BarWait], [OrderAcquire]]> {
  let Req = Requires<PTX80, 90>;
}

// ---- membar (9.7.13.4) --------------------------------------------------------
// membar.level;  .cta, .gl or .sys (PTX 2.0, sm_20). The scopes of fence
// are no levels of membar (ptxas: "Illegal modifier '.gpu'").
def MembarForm : Form<OpMembar, "membar"> {
  let Summary = "Order the thread's memory accesses at a level.";
  let Slots = [RequiredSlot<"level", [ScopeCTA, MembarGlobalLevel, ScopeSys,
                                      ScopeGPU, ScopeCluster]>];
  let Constraints = [
    NotAllowed<[ScopeGPU, ScopeCluster], "membar's levels are .cta, .gl and "
                                         ".sys; fence takes the scopes">,
    RequiresIn<[ScopeSys], Requires<PTX20, 20>>];
}
// membar.proxy.alias;  the only proxy kind of membar (ptxas: "Illegal
// modifier '.async' for instruction 'membar.proxy'").
def MembarProxyForm : Form<OpMembarProxy, "membar.proxy"> {
  let Summary = "Order accesses through aliased virtual addresses.";
  let Slots = [RequiredSlot<"proxy kind", [ProxyAlias, Async]>];
  let Constraints = [NotAllowed<[Async], "write 'fence.proxy.async' (sm_90)">];
}

// ---- fence (9.7.13.4) -----------------------------------------------------------
// fence{.sem}.scope;  .sc or .acq_rel (the default), and .acquire or
// .release (ptxas: from PTX 5.1, where the ISA says 8.6);
// fence.op_restrict.release.cluster with .mbarrier_init (PTX 8.0, sm_90);
// fence.sem.sync_restrict::space.cluster (PTX 8.6, sm_90): .release with
// ::cta, .acquire with ::cluster. ptxas: `.op_restrict` is an unknown word
// (`.mbarrier_init` alone names the operation), and the words are taken in
// any order (`fence.release.mbarrier_init.cluster`).
defvar FenceSemantics = [FenceSC, OrderAcqRel, OrderAcquire, OrderRelease];
def FenceClusterNeeds : RequiresIn<[ScopeCluster], Requires<PTX78, 90>> {
  let FirstSlot = "scope";
}
def FenceForm : Form<OpFence, "fence"> {
  let Summary = "Order memory accesses at a scope.";
  let Slots = [Slot<"semantics", FenceSemantics>,
               RequiredSlot<"scope", BarScopes>,
               Slot<"operation", [FenceMbarrierInit]>,
               Slot<"synchronization restriction",
                    [FenceSyncRestrictCTA, FenceSyncRestrictCluster]>];
  let Constraints = [
    FenceClusterNeeds,
    RequiresIn<[OrderAcquire, OrderRelease], Requires<PTX51, 70>>,
    OnlyWith<[FenceMbarrierInit], "semantics", [OrderRelease]>,
    OnlyWith<[FenceMbarrierInit], "scope", [ScopeCluster]>,
    OnlyWith<[FenceSyncRestrictCTA], "semantics", [OrderRelease]>,
    OnlyWith<[FenceSyncRestrictCluster], "semantics", [OrderAcquire]>,
    OnlyWith<[FenceSyncRestrictCTA, FenceSyncRestrictCluster], "scope",
             [ScopeCluster]>,
    Excludes<[FenceMbarrierInit],
             [FenceSyncRestrictCTA, FenceSyncRestrictCluster]>];
}
// fence.mbarrier_init.release.cluster;
def FenceMbarrierInitForm : Form<OpFenceMbarrierInit, "fence.mbarrier_init"> {
  let Summary = "Make mbarrier.init visible to the cluster.";
  let Slots = [RequiredSlot<"semantics", [OrderRelease, OrderAcquire, FenceSC,
                                          OrderAcqRel]>,
               RequiredSlot<"scope", BarScopes>];
  let Constraints = [
    NotAllowed<[OrderAcquire, FenceSC, OrderAcqRel], "it is a release fence">,
    NotAllowed<[ScopeCTA, ScopeGPU, ScopeSys], "its scope is .cluster">];
}

// ---- fence.proxy (9.7.13.4) -----------------------------------------------------
// Bidirectional: fence.proxy.alias;  fence.proxy.async{.global,
// .shared::cta, .shared::cluster} (PTX 8.0, sm_90).
// Unidirectional: fence.proxy.tensormap::generic.release.scope;
// fence.proxy.tensormap::generic.acquire.scope [addr], 128; (PTX 8.3, sm_90)
// and fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster
// / .acquire.sync_restrict::shared::cluster.cluster (PTX 8.6, sm_90).
// Each proxy kind after `fence.proxy` is an entry of its own
// (Opcodes.td); written elsewhere (`fence.proxy.shared::cta.async`,
// `fence.proxy.acquire.tensormap::generic.cluster`) it falls back to
// fence.proxy, whose forms take it as a word.
defvar ProxySpaces = [SpaceGlobal, SpaceSharedCTA, SpaceSharedCluster];
def ProxyAsyncNeeds : RequiresIn<[Async], Requires<PTX80, 90>>;
// The tensormap fence's address: generic, any register, a variable of any
// space the generic space covers, or an immediate (ptxas takes `[8]`).
def ProxyTensormapAddressSpec : AddressSpec {
  let ImmediateIn = ["generic"];
}
def ProxyTensormapAddress : OperandSpec<"address", AddressOperand> {
  let Address = ProxyTensormapAddressSpec;
  let PresentWith = [OrderAcquire];
}
// The size of the tensor map, which is 128 bytes ("unexpected value '64',
// expected to be 128").
def ProxyTensormapSize : OperandSpec<"size", ImmediateOperand> {
  let FixedType = U32;
  let Values = [128];
  let PresentWith = [OrderAcquire];
}

class BidirectionalProxyForm<Opcode op, list<Slot> kind>
    : Form<op, op.Name # " (bidirectional)"> {
  let Summary = "Order accesses between the generic proxy and another.";
  let Slots = !listconcat(kind, [Slot<"state space", ProxySpaces>]);
}
def FenceProxyForm
    : BidirectionalProxyForm<OpFenceProxy,
                             [RequiredSlot<"proxy kind", [ProxyAlias, Async]>]> {
  let Constraints = [ProxyAsyncNeeds,
                     OnlyWith<ProxySpaces, "proxy kind", [Async]>];
}
def FenceProxyAsyncForm : BidirectionalProxyForm<OpFenceProxyAsync, []>;

// Unidirectional: .tensormap::generic (one form for both semantics: the
// acquire fence names the tensor map).
class TensormapProxyForm<Opcode op, list<Slot> kind>
    : Form<op, op.Name # " (tensormap::generic)"> {
  let Summary = "Order tensor-map accesses between the generic and the "
                "tensormap proxy.";
  let Slots = !listconcat(kind,
                          [RequiredSlot<"semantics", [OrderRelease, OrderAcquire]>,
                           RequiredSlot<"scope", BarScopes>]);
  let Operands = [ProxyTensormapAddress, ProxyTensormapSize];
  let Constraints = [FenceClusterNeeds,
                     RequiresIn<[OrderAcquire, OrderRelease], Requires<PTX83, 90>>];
}
def FenceProxyTensormapForm
    : TensormapProxyForm<OpFenceProxyTensormapGeneric, []>;
def FenceProxyTensormapFallbackForm
    : TensormapProxyForm<OpFenceProxy,
                         [RequiredSlot<"proxy kind", [ProxyTensormapGeneric]>]>;

// Unidirectional: .async::generic, only with its restriction and .cluster.
class AsyncGenericProxyForm<Opcode op, list<Slot> kind>
    : Form<op, op.Name # " (async::generic)"> {
  let Summary = "Order shared-memory accesses between the async and the "
                "generic proxy within the cluster.";
  let Slots = !listconcat(kind,
      [RequiredSlot<"semantics", [OrderRelease, OrderAcquire]>,
       RequiredSlot<"synchronization restriction",
                    [FenceSyncRestrictCTA, FenceSyncRestrictCluster]>,
       RequiredSlot<"scope", BarScopes>]);
  let Constraints = [
    RequiresIn<[OrderAcquire, OrderRelease], Requires<PTX86, 90>>,
    OnlyWith<[FenceSyncRestrictCTA], "semantics", [OrderRelease]>,
    OnlyWith<[FenceSyncRestrictCluster], "semantics", [OrderAcquire]>,
    NotAllowed<[ScopeCTA, ScopeGPU, ScopeSys], "its scope is .cluster">];
}
def FenceProxyAsyncGenericForm
    : AsyncGenericProxyForm<OpFenceProxyAsyncGeneric, []>;
def FenceProxyAsyncGenericFallbackForm
    : AsyncGenericProxyForm<OpFenceProxy,
                            [RequiredSlot<"proxy kind", [ProxyAsyncGeneric]>]>;

// ---- griddepcontrol (9.7.13.13) -------------------------------------------------
// griddepcontrol.launch_dependents;  griddepcontrol.wait;  one of them,
// once (ptxas: "Duplicate .wait modifier").
def GriddepcontrolForm : Form<OpGriddepcontrol, "griddepcontrol"> {
  let Summary = "Launch the dependent grids, or wait for the grids this one "
                "depends on.";
  let Slots = [RequiredSlot<"action", [GridLaunchDependents, BarWait]>];
}

// ---- tensormap.cp_fenceproxy (9.7.13.16) ----------------------------------------
// tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.scope
//     .sync.aligned [dst], [src], 128;
// The destination space comes first (ptxas: `.shared::cta.global` is
// "State space incorrect ... expected '.global'").
defvar CpFenceproxySpaces = [SpaceGlobal, SpaceSharedCTA];
def CpFenceproxySourceSlot : SourceSpaceSlot<CpFenceproxySpaces> {
  let Required = 1;
}
def CpFenceproxyDst : OperandSpec<"destination", AddressOperand> {
  let Address = AsyncCopyAddress<"destination state space">;
}
def CpFenceproxySrc : OperandSpec<"source", AddressOperand> {
  let Address = AsyncCopyAddress<"source state space">;
}
def CpFenceproxySize : OperandSpec<"size", ImmediateOperand> {
  let FixedType = U32;
  let Values = [128];
}
def TensormapCpFenceproxyForm
    : Form<OpTensormapCpFenceproxy, "tensormap.cp_fenceproxy"> {
  let Summary = "Copy a tensor map to global memory and fence the tensormap "
                "proxy.";
  let Slots = [RequiredSlot<"destination state space", CpFenceproxySpaces>,
               CpFenceproxySourceSlot,
               RequiredSlot<"proxy kind", [ProxyTensormapGeneric]>,
               RequiredSlot<"semantics", [OrderRelease]>,
               RequiredSlot<"scope", BarScopes>,
               BarSyncSlot,
               RequiredSlot<"alignment", [Aligned]>];
  let Operands = [CpFenceproxyDst, CpFenceproxySrc, CpFenceproxySize];
  let Keys = ["destination state space", "source state space"];
  let Constraints = [FenceClusterNeeds];
}
def : Variant<TensormapCpFenceproxyForm, [[SpaceGlobal], [SpaceSharedCTA]]>;

// ---- setmaxnreg (9.7.19.5) -----------------------------------------------------
// setmaxnreg.inc.sync.aligned.u32 n;  setmaxnreg.dec...;  n an immediate
// in [24, 256], a multiple of 8. `.inc`/`.dec` right after the opcode
// (ptxas: `setmaxnreg.sync.inc` is "Not a name of any known instruction").
// ptxas: `.s32` is taken too (the ISA writes only `.u32`).
def SetmaxnregCount : OperandSpec<"register count", ImmediateOperand> {
  let FixedType = U32;
  let HasRange = 1;
  let Min = 24;
  let Max = 256;
  let MultipleOf = 8;
}
def SetmaxnregForm : Form<OpSetmaxnreg, "setmaxnreg"> {
  let Summary = "Raise or lower the number of registers the warp may use.";
  let Slots = [FixedSlot<"action", [RedOpInc, RedOpDec]>,
               BarSyncSlot,
               RequiredSlot<"alignment", [Aligned]>,
               RequiredSlot<"type", [U32, S32]>];
  let Operands = [SetmaxnregCount];
}
