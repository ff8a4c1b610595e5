//===- CCTL.td - SASS cache control: CCTL and CCTLL (SPA 5.0) -------------===//
//
// The CCTL/CCTLL page of the SPA 5.0 SASS documents: one record per syntax
// block, the cache hierarchies and operations with what the page says of
// them, and its cache x operation table as CacheEffect records. Where the
// page leaves something open, the comment next to the record says how
// ptx-lint reads it (docs/sass-cctl.md has the whole list).
//
//===----------------------------------------------------------------------===//

def SPA50 : SASSArchitecture<"SPA 5.0">;

// Six scoreboards (the page's `&req_6` is a six-bit mask over them) and
// seven predicate registers P0..P6 besides PT.
def SPA50Scoreboards : ScoreboardFile<6, 7>;

def OpCCTL : SASSOpcode<"CCTL", SPA50> {
  let Summary = "Control or query the cache line that holds an address";
}
def OpCCTLL : SASSOpcode<"CCTLL", SPA50> {
  let Summary = "Control a line of the Local data cache";
}

// ---- Modifiers ---------------------------------------------------------------

def ModE : SASSModifier<".E", "extension",
    "extended address: Ra and Ra+1 form a 64-bit address">;

def CacheD : CacheHierarchy<".D",
    "data cache hierarchy (L1, L2), generic byte address"> {
  let Default = 1;
  let Noun = "data";
}
def CacheU : CacheHierarchy<".U",
    "deprecated; assembled as .D"> {
  let AliasOf = CacheD;
  let Deprecated = 1;
  let Noun = "data";
}
def CacheC : CacheHierarchy<".C",
    "constant cache hierarchy (L1, L2), address (slot<<16) + byte offset"> {
  let Noun = "constant";
}
def CacheI : CacheHierarchy<".I",
    "instruction cache hierarchy (L1, L2), instruction byte address"> {
  let Noun = "instruction";
}
def CacheCRS : CacheHierarchy<".CRS",
    "call return stack hierarchy; only in CCTLL.CRS.WBALL"> {
  let Noun = "call return stack";
}

def OpPF1 : CacheOperation<".PF1", "prefetch the line into cache level 1">;
def OpPF2 : CacheOperation<".PF2", "prefetch the line into cache level 2">;
def OpWB : CacheOperation<".WB",
    "write the line back if dirty (flush to memory)">;
def OpIV : CacheOperation<".IV",
    "invalidate the line (written back first if dirty)">;
def OpRS : CacheOperation<".RS",
    "reset the line: invalid, without a write-back">;
def OpIVALL : CacheOperation<".IVALL",
    "invalidate every line (dirty ones written back first)"> {
  let WholeCache = 1;
}
def OpWBALL : CacheOperation<".WBALL", "write back every dirty line"> {
  let WholeCache = 1;
}
// "currently unimplemented, and will signal an illegal instruction
// encoding".
def OpQRY1 : CacheOperation<".QRY1", "query (unimplemented)"> {
  let Illegal = "'.QRY1' is not implemented: it assembles to an illegal "
                "instruction encoding";
}

// ---- The cache x operation table ---------------------------------------------

def LevelL1 : CacheLevel<"L1">;
def LevelL2 : CacheLevel<"L2">;
def LevelPreL1 : CacheLevel<"pre-L1">;

def : CacheEffect<CacheD, OpPF1, [LevelL1, LevelL2]>;
def : CacheEffect<CacheD, OpPF2, [LevelL2]>;
def : CacheEffect<CacheD, OpWB, [LevelL1]>;
def : CacheEffect<CacheD, OpIV, [LevelL1]>;
def : CacheEffect<CacheD, OpIVALL, [LevelL1]>;
def : CacheEffect<CacheD, OpRS, [LevelL1]>;
def : CacheEffect<CacheC, OpIVALL, [LevelL1]>;
def : CacheEffect<CacheI, OpIVALL, [LevelL1]>;
def : CacheEffect<CacheCRS, OpWBALL, [LevelPreL1]>;

// ".U Deprecated, implemented merely as an alias for .D", but also
// "CCTL.U.IVALL ... will always invalidate all global lines in the indexed
// constant cache".
def : AmbiguousCombination<CacheU, OpIVALL,
  "the page calls .U an alias of .D (the L1 data cache), but says that "
  "CCTL.U.IVALL invalidates the indexed constant cache; write CCTL.D.IVALL "
  "or CCTL.C.IVALL">;

// ---- Addresses -----------------------------------------------------------------

// "The generic byte address is computed as the 32-bit addition of register
// Ra plus the 32-bit signed immediate offset ImmS32 (or ImmS24)"; with .E
// the immediate is sign-extended and added to (R[a], R[a+1]).
def AddrRegS32 : AddressMode<"[Ra + ImmS32]", 1, 32, 1>;
def AddrAbsU32 : AddressMode<"[ImmU32]", 0, 32, 0>;
def AddrRegS24 : AddressMode<"[Ra + ImmS24]", 1, 24, 1>;
// "Omit register Ra to specify an unsigned absolute address": for CCTLL the
// immediate field is the 24-bit one, so the absolute address is ImmU24.
def AddrAbsU24 : AddressMode<"[ImmU24]", 0, 24, 0>;

// ---- Forms ---------------------------------------------------------------------

defvar LineOperations = [OpPF1, OpPF2, OpWB, OpIV, OpRS, OpQRY1];

def CCTLLine : SASSForm<OpCCTL, "CCTL (one line)"> {
  let Syntax = "{@{!}Pg} CCTL{.E}{.cache}.cop [Ra + ImmS32] | [ImmU32] "
               "{&req_6} {&rdN} {?sched} ;";
  let Summary = "Cache control of the line holding the address.";
  let Extensions = [ModE];
  let Caches = [CacheD, CacheU, CacheC, CacheI];
  let Operations = LineOperations;
  let Addresses = [AddrRegS32, AddrAbsU32];
}

def CCTLDataInvalidate : SASSForm<OpCCTL, "CCTL.IVALL (data)"> {
  let Syntax = "{@{!}Pg} CCTL{.cache}.IVALL {&req_6} {&rdN} {?sched} ;";
  let Summary = "Invalidate every global line of the L1 data cache.";
  let Caches = [CacheD, CacheU];
  let Operations = [OpIVALL];
}

def CCTLConstantInvalidate : SASSForm<OpCCTL, "CCTL.C.IVALL"> {
  let Syntax = "{@{!}Pg} CCTL.C.IVALL {&req_6} {?sched>=?WAIT5} ;";
  let Summary = "Invalidate the constant cache; executed in dispatch.";
  let Caches = [CacheC];
  let CacheRequired = 1;
  let Operations = [OpIVALL];
  let ReadScoreboard = 0;
  let NoReadScoreboardReason = "it is executed in dispatch and goes into no VQ";
  let MinWait = 5;
}

def CCTLInstructionInvalidate : SASSForm<OpCCTL, "CCTL.I.IVALL"> {
  let Syntax = "{@{!}Pg} CCTL.I.IVALL {&req_6} {?sched>=?WAIT5} ;";
  let Summary = "Invalidate the instruction cache; executed in dispatch.";
  let Caches = [CacheI];
  let CacheRequired = 1;
  let Operations = [OpIVALL];
  let ReadScoreboard = 0;
  let NoReadScoreboardReason = "it is executed in dispatch and goes into no VQ";
  let MinWait = 5;
}

// CCTLL has no cache position except in CCTLL.CRS.WBALL; its operations
// act on the Local data cache, the .D column of the table.
def CCTLLLine : SASSForm<OpCCTLL, "CCTLL (one line)"> {
  let Syntax = "{@{!}Pg} CCTLL.cop [Ra + ImmS24] | [ImmU24] {&req_6} {&rdN} "
               "{?sched} ;";
  let Summary = "Cache control of the Local data cache line holding the "
                "per-thread Local address.";
  let ImpliedCache = CacheD;
  let Operations = LineOperations;
  let Addresses = [AddrRegS24, AddrAbsU24];
}

def CCTLLInvalidate : SASSForm<OpCCTLL, "CCTLL.IVALL"> {
  let Syntax = "{@{!}Pg} CCTLL.IVALL {&req_6} {&rdN} {?sched} ;";
  let Summary = "Invalidate every local line of the L1 data cache.";
  let ImpliedCache = CacheD;
  let Operations = [OpIVALL];
}

def CCTLLCallStackWriteBack : SASSForm<OpCCTLL, "CCTLL.CRS.WBALL"> {
  let Syntax = "{@{!}Pg} CCTLL.CRS.WBALL {&req_6} {&rdN} {?sched>=?WAIT5} ;";
  let Summary = "Write the warp's call return stack back to L1.";
  let Caches = [CacheCRS];
  let CacheRequired = 1;
  let Operations = [OpWBALL];
  let MinWait = 5;
}
