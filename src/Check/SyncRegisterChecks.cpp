//===- SyncRegisterChecks.cpp - setmaxnreg against the kernel's directives -===//
//
// setmaxnreg-ignored: a kernel with a RegisterCountChange (Sync.td) that
// writes none of the sets of directives EntryRegisterCountFrom lists, so
// that ptxas drops its setmaxnreg.
//
// setmaxnreg-budget, setmaxnreg-wrong-direction: which setmaxnreg each
// warpgroup runs first, found by following the kernel from the first
// thread of each warpgroup through branches on values computed from
// %tid.x, against the count the directives give every thread at entry.
//
//===----------------------------------------------------------------------===//

#include "SyncChecks.h"

#include <optional>
#include <sstream>

using namespace ptxlint;
using namespace ptxlint::lint;

namespace {
/// The words of a space-separated list.
std::vector<std::string> wordsOf(std::string_view List) {
  std::istringstream In{std::string(List)};
  std::vector<std::string> Words;
  for (std::string Word; In >> Word;)
    Words.push_back(Word);
  return Words;
}

/// The directive Name of function Fn, or null.
const FunctionAttribute *findAttribute(const Function &Fn,
                                       std::string_view Name) {
  for (const FunctionAttribute &A : Fn.Attributes)
    if (A.Name.Text == Name)
      return &A;
  return nullptr;
}
} // namespace

void lint::checkRegisterCounts(SyncContext &C) {
  const FunctionFacts &F = C.F;
  if (!C.entry() || !F.enabled(DiagID::SetmaxnregIgnored) ||
      !C.has(isa::SyncFactKind::RegisterCountChange))
    return;
  size_t First = SIZE_MAX;
  for (size_t At = 0; At < F.Instructions.size() && First == SIZE_MAX; ++At)
    if (F.Instructions[At].clean() &&
        C.fact(At, isa::SyncFactKind::RegisterCountChange))
      First = At;
  if (First == SIZE_MAX)
    return;
  auto Written = [&](std::string_view Directive) {
    return findAttribute(C.Fn, Directive);
  };
  // The directives any set names, as the kernel writes them.
  std::vector<std::string> Named;
  for (std::string_view Set : isa::entryRegisterCountSets()) {
    bool All = true;
    for (const std::string &Directive : wordsOf(Set)) {
      All = All && Written(Directive);
      if (Written(Directive) &&
          std::find(Named.begin(), Named.end(), Directive) == Named.end())
        Named.push_back(Directive);
    }
    if (All)
      return; // ptxas knows the count at entry.
  }
  std::string Gives = "none of the directives that fix it";
  if (!Named.empty()) {
    Gives = "only";
    for (size_t I = 0; I < Named.size(); ++I)
      Gives += (I ? " and '" : " '") + Named[I] + "'";
  }
  Diagnostic &D = F.warn(DiagID::SetmaxnregIgnored, C.mnemonicRange(First),
                         {F.Instructions[First].mnemonic(), Gives});
  // With the threads given, one CTA per SM is what the count needs.
  for (std::string_view Threads : {".maxntid", ".reqntid"})
    if (const FunctionAttribute *A = Written(Threads); A && !Written(".minnctapersm")) {
      D.Notes.push_back({A->Range, "the kernel's thread count"});
      D.FixIts.push_back({{A->Range.End, A->Range.End}, "\n.minnctapersm 1"});
      break;
    }
}

//===----------------------------------------------------------------------===//
// setmaxnreg-budget, setmaxnreg-wrong-direction
//===----------------------------------------------------------------------===//

namespace {
/// How far chains of registers are followed to a thread's value.
constexpr unsigned MaxValueDepth = 8;

/// The value of E at instruction At in the thread whose %tid.x is Tid (of
/// a one-dimensional CTA): a constant, %tid.x, or a register written once
/// before At by what Sync.td's lane-bits and broadcast rules describe (a
/// copy, a shift, a division, an `and` with a constant, a shuffle from a
/// constant lane). Nothing when it depends on anything else.
std::optional<int64_t> threadValue(SyncContext &C, const Expr &E, size_t At,
                                   int64_t Tid, unsigned Depth = 0) {
  const FunctionFacts &F = C.F;
  if (E.K == Expr::Kind::Symbol && E.text() == "%tid" && E.Component == ".x")
    return Tid;
  if (std::optional<int64_t> Constant = F.integerValue(E, At))
    return Constant;
  if (E.K != Expr::Kind::Symbol || Depth >= MaxValueDepth)
    return std::nullopt;
  const RegisterFacts *R = F.reg(E.text());
  if (!R || !R->writtenOnce() || R->FirstWrite >= At ||
      !F.Instructions[R->FirstWrite].clean() || C.inst(R->FirstWrite).Pred)
    return std::nullopt;
  size_t Def = R->FirstWrite;
  const isa::SyncFactInfo *Rule = C.fact(Def, isa::SyncFactKind::CustomUniformity);
  NodeList<Operand> Ops = C.inst(Def).operands();
  auto Operand = [&](size_t I, int64_t ThreadTid) -> std::optional<int64_t> {
    if (I >= Ops.size() || !Ops[I].value())
      return std::nullopt;
    return threadValue(C, *Ops[I].value(), Def, ThreadTid, Depth + 1);
  };
  if (!Rule || Rule->Custom < 0)
    return std::nullopt;
  switch (static_cast<isa::CustomUniformityRule>(Rule->Custom)) {
  case isa::CustomUniformityRule::LaneBitsKept: {
    std::optional<int64_t> A = Operand(1, Tid);
    if (Ops.size() < 3 || !A)
      return A; // A copy or a conversion.
    std::optional<int64_t> Mask = Operand(2, Tid);
    return Mask ? std::optional<int64_t>(*A & *Mask) : std::nullopt;
  }
  case isa::CustomUniformityRule::LaneBitsShifted:
  case isa::CustomUniformityRule::LaneBitsDivided: {
    std::optional<int64_t> A = Operand(1, Tid), B = Operand(2, Tid);
    if (!A || !B || *A < 0 || *B < 0)
      return std::nullopt;
    if (static_cast<isa::CustomUniformityRule>(Rule->Custom) ==
        isa::CustomUniformityRule::LaneBitsDivided)
      return *B == 0 ? std::nullopt : std::optional<int64_t>(*A / *B);
    return *B > 62 ? 0 : *A >> *B;
  }
  case isa::CustomUniformityRule::BroadcastLane: {
    // shfl.idx d, a, lane, c, mask: lane's value of a, in this warp.
    std::optional<int64_t> Lane = Operand(2, Tid);
    if (!Lane || *Lane < 0 || *Lane > 31)
      return std::nullopt;
    return Operand(1, (Tid & ~int64_t(31)) + *Lane);
  }
  default:
    return std::nullopt;
  }
}

/// Whether the predicate Name, set before At by one comparison (Sync.td's
/// Comparison), holds in the thread whose %tid.x is Tid; nothing when that
/// is not known.
std::optional<bool> predicateHolds(SyncContext &C, std::string_view Name,
                                   size_t At, int64_t Tid) {
  const FunctionFacts &F = C.F;
  const RegisterFacts *R = F.reg(Name);
  if (!R || !R->writtenOnce() || R->FirstWrite >= At ||
      !F.Instructions[R->FirstWrite].clean())
    return std::nullopt;
  const Instruction &Setp = C.inst(R->FirstWrite);
  NodeList<Operand> Ops = Setp.operands();
  const isa::SyncFactInfo *Test =
      C.fact(R->FirstWrite, isa::SyncFactKind::Comparison);
  if (!Test || Test->Custom < 0 || Setp.Pred || Ops.size() != 3 ||
      Ops[0].pairedPredicate() || !Ops[1].value() || !Ops[2].value())
    return std::nullopt;
  std::optional<int64_t> A = threadValue(C, *Ops[1].value(), R->FirstWrite, Tid);
  std::optional<int64_t> B = threadValue(C, *Ops[2].value(), R->FirstWrite, Tid);
  if (!A || !B)
    return std::nullopt;
  switch (static_cast<isa::Relation>(Test->Custom)) {
  case isa::Relation::Eq: return *A == *B;
  case isa::Relation::Ne: return *A != *B;
  case isa::Relation::Lt: return *A < *B;
  case isa::Relation::Le: return *A <= *B;
  case isa::Relation::Gt: return *A > *B;
  case isa::Relation::Ge: return *A >= *B;
  }
  return std::nullopt;
}

/// The first setmaxnreg the thread whose %tid.x is Tid reaches from the
/// kernel's entry: its instruction, or SIZE_MAX when it leaves the kernel
/// without one; nothing when a branch on the way cannot be told.
std::optional<size_t> firstRegisterCountChange(SyncContext &C, int64_t Tid) {
  const analysis::ControlFlowGraph &G = C.CFG;
  uint32_t B = 0;
  for (uint32_t Steps = 0; Steps <= G.size(); ++Steps) {
    for (uint32_t At = G.begin(B); At < G.end(B); ++At)
      if (C.fact(At, isa::SyncFactKind::RegisterCountChange))
        return C.inst(At).Pred ? std::nullopt : std::optional<size_t>(At);
    analysis::EdgeList Next = G.successors(B);
    if (Next.empty() || (Next.size() == 1 && *Next.begin() == G.exitNode()))
      return SIZE_MAX;
    if (Next.size() == 1) {
      B = *Next.begin();
      continue;
    }
    const Instruction &Branch = C.inst(G.end(B) - 1);
    if (Next.size() != 2 || !Branch.Pred)
      return std::nullopt;
    std::optional<bool> Holds = predicateHolds(
        C, Branch.Pred->Predicate.text(), G.end(B) - 1, Tid);
    if (!Holds)
      return std::nullopt;
    bool Taken = *Holds != Branch.Pred->Negated;
    uint32_t Target = *Next.begin() == B + 1 ? *(Next.begin() + 1) : *Next.begin();
    B = Taken ? Target : B + 1;
    if (B == G.exitNode())
      return SIZE_MAX;
  }
  return std::nullopt; // A loop before any setmaxnreg.
}

/// The first argument of directive Name as a number, or nothing.
/// (Product: of all its arguments, the dimensions of a thread count.)
std::optional<int64_t> directiveValue(const Function &Fn, std::string_view Name,
                                      bool Product = false) {
  const FunctionAttribute *A = findAttribute(Fn, Name);
  if (!A || A->Arguments.empty())
    return std::nullopt;
  int64_t Value = 1;
  for (size_t I = 0; I < (Product ? A->Arguments.size() : 1); ++I) {
    const ExprPtr &E = A->Arguments[I];
    if (!E || E->K != Expr::Kind::IntegerLiteral)
      return std::nullopt;
    Value *= std::strtoll(std::string(E->text()).c_str(), nullptr, 0);
  }
  return Value;
}

/// Notes at the directives the entry count comes from: those the sets of
/// Sync.td's EntryRegisterCountFrom name.
void noteEntryDirectives(const SyncContext &C, Diagnostic &D) {
  for (const FunctionAttribute &A : C.Fn.Attributes) {
    bool Named = false;
    for (std::string_view Set : isa::entryRegisterCountSets())
      for (const std::string &Directive : wordsOf(Set))
        Named = Named || A.Name.Text == Directive;
    if (Named)
      D.Notes.push_back({A.Range, "the count at entry comes from here"});
  }
}

/// Whether setmaxnreg instruction At raises the count (`.inc`).
bool increases(const SyncContext &C, size_t At) {
  return C.fact(At, isa::SyncFactKind::RegisterCountRaise) != nullptr;
}

/// A kernel's setmaxnreg and the counts ptxas 13.0 gives its threads
/// (docs/sync-ptxas-probes.md, probes of 2026-12-07).
struct RegisterCounts {
  std::vector<size_t> Changes; ///< The setmaxnreg instructions.
  std::vector<int64_t> Counts; ///< Their counts.
  /// At entry: the smaller of `.maxnreg` and 65536 over the threads of
  /// the CTAs an SM holds (`.maxntid`/`.reqntid` times `.minnctapersm`)
  /// in steps of 8, at most 255; lowered to the largest `.inc`.
  int64_t Entry = 0;
  /// The most a thread may hold: the entry count or the largest `.inc`
  /// (C7406's "largest temporal register count in the program").
  int64_t Largest = 0;
  std::optional<int64_t> Threads;
};

/// The counts of kernel C, or nothing: not a kernel, no setmaxnreg, a
/// count not a constant, or directives that do not fix the entry count
/// (ptxas then ignores the setmaxnreg: setmaxnreg-ignored).
std::optional<RegisterCounts> registerCounts(SyncContext &C) {
  const FunctionFacts &F = C.F;
  if (!C.entry() || !C.has(isa::SyncFactKind::RegisterCountChange))
    return std::nullopt;
  RegisterCounts R;
  R.Threads = directiveValue(C.Fn, ".reqntid", true);
  if (!R.Threads)
    R.Threads = directiveValue(C.Fn, ".maxntid", true);
  std::optional<int64_t> CTAs = directiveValue(C.Fn, ".minnctapersm");
  std::optional<int64_t> Entry = directiveValue(C.Fn, ".maxnreg");
  if (Entry && (*Entry > 255 || *Entry <= 0))
    Entry.reset(); // "Too many maxnreg specified ..., will be ignored".
  if (R.Threads && CTAs && *R.Threads > 0 && *CTAs > 0) {
    int64_t ByThreads = std::min<int64_t>(65536 / (*R.Threads * *CTAs) / 8 * 8, 255);
    Entry = Entry ? std::min(*Entry, ByThreads) : ByThreads;
  }
  if (!Entry || *Entry <= 0)
    return std::nullopt;
  int64_t LargestInc = 0;
  for (size_t At = 0; At < F.Instructions.size(); ++At) {
    if (!F.Instructions[At].clean() ||
        !C.fact(At, isa::SyncFactKind::RegisterCountChange))
      continue;
    std::optional<int64_t> Count = C.constantOperand(At, 0);
    if (!Count)
      return std::nullopt;
    R.Changes.push_back(At);
    R.Counts.push_back(*Count);
    if (increases(C, At))
      LargestInc = std::max(LargestInc, *Count);
  }
  R.Entry = LargestInc ? std::min(*Entry, LargestInc) : *Entry;
  R.Largest = std::max(R.Entry, LargestInc);
  return R;
}
} // namespace

void lint::checkRegisterBudgets(SyncContext &C) {
  const FunctionFacts &F = C.F;
  std::optional<RegisterCounts> R = registerCounts(C);
  if (!R)
    return;
  // ptxas's C7406 first, an error whatever warnings are on. Near the top
  // of the range the limit ptxas applies was not pinned down (a `.dec 256`
  // passed with 128 threads and with `.maxnreg 255`).
  for (size_t I = 0; I < R->Changes.size() && R->Largest < 248; ++I)
    if (!increases(C, R->Changes[I]) && R->Counts[I] > R->Largest) {
      size_t At = R->Changes[I];
      Diagnostic &D = F.warn(
          DiagID::SetmaxnregAboveLargest, C.mnemonicRange(At),
          {F.Instructions[At].mnemonic(), std::to_string(R->Counts[I]),
           std::to_string(R->Largest)});
      noteEntryDirectives(C, D);
    }
  if (!F.enabled(DiagID::SetmaxnregBudget) &&
      !F.enabled(DiagID::SetmaxnregWrongDirection))
    return;
  std::optional<int64_t> Threads = R->Threads;
  std::optional<int64_t> Entry = R->Entry;
  const std::vector<size_t> &Changes = R->Changes;
  auto CountOf = [&](size_t At) {
    return R->Counts[std::find(Changes.begin(), Changes.end(), At) -
                     Changes.begin()];
  };

  // Each warpgroup's first setmaxnreg, followed from its first thread.
  int64_t Groups = Threads ? (*Threads + 127) / 128 : 1;
  if (Groups > 32)
    return;
  std::vector<std::optional<size_t>> First;
  for (int64_t Group = 0; Group < Groups; ++Group)
    First.push_back(firstRegisterCountChange(C, Group * 128));

  auto GroupsOf = [&](size_t At) {
    std::string List;
    for (int64_t Group = 0; Group < Groups; ++Group)
      if (First[Group] && *First[Group] == At)
        List += (List.empty() ? "" : ", ") + std::to_string(Group);
    return List;
  };
  // A setmaxnreg that moves the count the other way from what it holds.
  for (size_t At : Changes) {
    std::string Runs = GroupsOf(At);
    if (Runs.empty() || !F.enabled(DiagID::SetmaxnregWrongDirection))
      continue;
    int64_t Count = CountOf(At);
    bool Inc = increases(C, At);
    // Above every count it is ptxas's error (setmaxnreg-above-largest).
    if (Inc ? Count >= *Entry : Count <= *Entry || Count > R->Largest)
      continue;
    F.warn(DiagID::SetmaxnregWrongDirection, C.mnemonicRange(At),
           {F.Instructions[At].mnemonic(), std::to_string(Count),
            Inc ? "below" : "above", std::to_string(*Entry),
            "warpgroup" + std::string(Runs.find(',') == std::string::npos ? " " : "s ") + Runs});
  }
  // What the warpgroups hold in the end against what the CTA started with.
  if (!Threads || !F.enabled(DiagID::SetmaxnregBudget))
    return;
  int64_t Needed = 0;
  size_t Worst = SIZE_MAX;
  for (int64_t Group = 0; Group < Groups; ++Group) {
    if (!First[Group])
      return; // A role the analysis cannot tell.
    int64_t InGroup = std::min<int64_t>(128, *Threads - Group * 128);
    int64_t Count = *First[Group] == SIZE_MAX ? *Entry : CountOf(*First[Group]);
    Needed += InGroup * Count;
    if (*First[Group] != SIZE_MAX && increases(C, *First[Group]) &&
        (Worst == SIZE_MAX || Count > CountOf(Worst)))
      Worst = *First[Group];
  }
  int64_t Pool = *Entry * *Threads;
  if (Needed <= Pool || Worst == SIZE_MAX)
    return;
  Diagnostic &D = F.warn(
      DiagID::SetmaxnregBudget, C.mnemonicRange(Worst),
      {F.Instructions[Worst].mnemonic(), std::to_string(Needed),
       std::to_string(Pool), std::to_string(*Entry), std::to_string(*Threads)});
  for (size_t At : Changes)
    if (std::string Runs = GroupsOf(At); !Runs.empty() && At != Worst)
      D.Notes.push_back({C.mnemonicRange(At),
                         (Runs.find(',') == std::string::npos ? "warpgroup "
                                                              : "warpgroups ") +
                             Runs + " set" +
                             (Runs.find(',') == std::string::npos ? "s " : " ") +
                             std::to_string(CountOf(At)) +
                             " registers a thread here"});
  noteEntryDirectives(C, D);
}
