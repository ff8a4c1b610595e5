//===- FixIt.cpp - Applying the fix-its of diagnostics --------------------===//

#include "ptxlint/FixIt.h"

#include <algorithm>

using namespace ptxlint;

namespace {

bool overlaps(SourceRange A, SourceRange B) {
  // Two insertions at one point would be ordered arbitrarily: a conflict.
  if (A.Begin == B.Begin)
    return true;
  return A.Begin < B.End && B.Begin < A.End;
}

} // namespace

std::string ptxlint::applyFixIts(std::string_view Text,
                                 const std::vector<Diagnostic> &Diagnostics) {
  std::vector<const FixIt *> Accepted;
  for (const Diagnostic &D : Diagnostics) {
    bool Conflict = false;
    for (size_t I = 0; I < D.FixIts.size() && !Conflict; ++I) {
      const FixIt &F = D.FixIts[I];
      // A range outside the text is not this text's fix.
      Conflict = F.Range.End > Text.size() || F.Range.Begin > F.Range.End;
      for (const FixIt *Other : Accepted)
        Conflict = Conflict || overlaps(F.Range, Other->Range);
      // A diagnostic's own fix-its must not overlap either; an insertion
      // at the start of its own replacement is fine (it goes first).
      for (size_t J = 0; J < I; ++J) {
        SourceRange A = F.Range, B = D.FixIts[J].Range;
        if (A.Begin == B.Begin)
          Conflict = Conflict || (A.empty() == B.empty());
        else
          Conflict = Conflict || overlaps(A, B);
      }
    }
    if (Conflict)
      continue;
    for (const FixIt &F : D.FixIts)
      Accepted.push_back(&F);
  }
  // By position; at one position an insertion before a replacement, and
  // otherwise in the order given.
  std::stable_sort(Accepted.begin(), Accepted.end(),
                   [](const FixIt *A, const FixIt *B) {
                     if (A->Range.Begin != B->Range.Begin)
                       return A->Range.Begin < B->Range.Begin;
                     return A->Range.empty() && !B->Range.empty();
                   });
  std::string Result;
  Result.reserve(Text.size());
  uint32_t Copied = 0;
  for (const FixIt *F : Accepted) {
    Result.append(Text.substr(Copied, F->Range.Begin - Copied));
    Result += F->Replacement;
    Copied = F->Range.End;
  }
  Result.append(Text.substr(Copied));
  return Result;
}
