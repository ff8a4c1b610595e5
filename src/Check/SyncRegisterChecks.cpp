//===- SyncRegisterChecks.cpp - setmaxnreg against the kernel's directives -===//
//
// setmaxnreg-ignored: a kernel with a RegisterCountChange (Sync.td) that
// writes none of the sets of directives EntryRegisterCountFrom lists, so
// that ptxas drops its setmaxnreg.
//
//===----------------------------------------------------------------------===//

#include "SyncChecks.h"

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
  auto Written = [&](std::string_view Directive) -> const FunctionAttribute * {
    for (const FunctionAttribute &A : C.Fn.Attributes)
      if (A.Name.Text == Directive)
        return &A;
    return nullptr;
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
