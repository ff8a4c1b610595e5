//===- SASSBase.td - The vocabulary of ptx-lint's SASS tables -------------===//
//
// A second, small ISA described with the same TableGen machinery as PTX
// (src/ISA/Base.td): the machine-level cache-control instructions of the
// SPA 5.0 SASS documents. tools/ptx-tblgen's -gen-sass-tables backend turns
// the records into SASSTables.inc, which src/SASS/SASSChecker.cpp reads;
// the checker holds no fact about the instructions itself.
//
// SASS is line-based: an optional guard (`@P0`, `@!P0`), the opcode with its
// dotted modifiers, the operands, then scoreboard and scheduling
// annotations (`&req={...}`, `&rdN`, `?WAITn`) and a `;`.
//
//===----------------------------------------------------------------------===//

// The architecture a syntax block belongs to ("SPA 5.0").
class SASSArchitecture<string name> {
  string Name = name;
}

// How many dependency scoreboards an instruction can name (`&rdN`, the
// members of `&req={...}`), and how many predicate registers a guard can
// name (`@P0` .. `@P6`; `PT` is the always-true one).
class ScoreboardFile<int count, int predicates> {
  int Count = count;
  int Predicates = predicates;
}

class SASSOpcode<string name, SASSArchitecture arch> {
  string Name = name;
  SASSArchitecture Arch = arch;
  string Summary = "";
}

// A dotted modifier after a SASS opcode. Kind says which position of the
// syntax it fills: "extension" ({.E}), "cache" ({.cache}) or "operation"
// (.cop).
class SASSModifier<string spelling, string kind, string summary> {
  string Spelling = spelling;
  string Kind = kind;
  string Summary = summary;
  // The modifier assembles as another one (.U as .D).
  SASSModifier AliasOf = ?;
  // Still accepted, but should not be written any more.
  bit Deprecated = 0;
  // What the position means when it is left empty (.D for the cache).
  bit Default = 0;
  // The operation acts on a whole cache: no address is taken, and the
  // encoding's register and immediate fields must be RZ and 0.
  bit WholeCache = 0;
  // Non-empty: the encoding is illegal, for this reason.
  string Illegal = "";
}

class CacheHierarchy<string spelling, string summary>
    : SASSModifier<spelling, "cache", summary> {
  // The cache the hierarchy's operations act on, for messages ("data").
  string Noun = "";
}

class CacheOperation<string spelling, string summary>
    : SASSModifier<spelling, "operation", summary>;

// A level of a cache hierarchy: a column of the document's table.
class CacheLevel<string name> {
  string Name = name;
}

// One "Y" of the document's cache x operation table: Operation is
// implemented for Cache, at Levels.
class CacheEffect<CacheHierarchy cache, CacheOperation op,
                  list<CacheLevel> levels> {
  CacheHierarchy Cache = cache;
  CacheOperation Operation = op;
  list<CacheLevel> Levels = levels;
}

// A combination the document describes in two ways that do not agree:
// the instruction assembles, but what it does is unclear (warning
// sass-ambiguous-alias, with Reason).
class AmbiguousCombination<SASSModifier cache, SASSModifier op, string reason> {
  SASSModifier Cache = cache;
  SASSModifier Operation = op;
  string Reason = reason;
}

// An address operand: `[Ra + Imm]` (HasRegister) or `[Imm]`, with an
// immediate field of ImmediateBits bits, signed or not.
class AddressMode<string syntax, bit hasRegister, int width, bit signed> {
  string Syntax = syntax;
  bit HasRegister = hasRegister;
  int ImmediateBits = width;
  bit Signed = signed;
}

// One syntax block of the document. An instruction is checked against the
// form of its opcode whose Operations list its operation and whose Caches
// take its cache hierarchy.
class SASSForm<SASSOpcode op, string name> {
  SASSOpcode Op = op;
  string Name = name;
  string Syntax = "";
  string Summary = "";
  // {.E}: the extensions the form takes.
  list<SASSModifier> Extensions = [];
  // {.cache}: the hierarchies the form takes; empty: none may be written.
  list<CacheHierarchy> Caches = [];
  // A hierarchy must be written (CCTLL.CRS.WBALL).
  bit CacheRequired = 0;
  // The hierarchy the operations act on when the form has no cache
  // position (CCTLL: the Local data cache, the .D column of the table).
  CacheHierarchy ImpliedCache = ?;
  // .cop: the operations of the form; one must be written.
  list<CacheOperation> Operations = [];
  // The address syntaxes; empty: the form takes no address.
  list<AddressMode> Addresses = [];
  // Whether a read scoreboard (&rdN) may be given.
  bit ReadScoreboard = 1;
  // Why not, for messages.
  string NoReadScoreboardReason = "";
  // A scheduling annotation, when written, must be at least ?WAIT<MinWait>.
  int MinWait = 0;
}
