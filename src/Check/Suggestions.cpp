//===- Suggestions.cpp ----------------------------------------------------===//

#include "Suggestions.h"

#include <algorithm>
#include <cctype>
#include <utility>

using namespace ptxlint;

namespace {

char lower(char C) {
  return static_cast<char>(std::tolower(static_cast<unsigned char>(C)));
}

bool isDigit(char C) { return C >= '0' && C <= '9'; }

/// The digits of S, sorted: "b32" and "b23" have the same, "rc4" and "rc8"
/// do not.
std::string digitsOf(std::string_view S) {
  std::string Digits;
  for (char C : S)
    if (isDigit(C))
      Digits += C;
  std::sort(Digits.begin(), Digits.end());
  return Digits;
}

std::string lowered(std::string_view S) {
  std::string Result(S);
  for (char &C : Result)
    C = lower(C);
  return Result;
}

/// `.L2::cache_hint` -> "l2", "cache_hint".
std::vector<std::string> partsOf(std::string_view S) {
  if (!S.empty() && S.front() == '.')
    S.remove_prefix(1);
  std::vector<std::string> Parts;
  for (;;) {
    size_t At = S.find("::");
    Parts.push_back(lowered(S.substr(0, At)));
    if (At == std::string_view::npos)
      return Parts;
    S.remove_prefix(At + 2);
  }
}

} // namespace

unsigned ptxlint::spellingDistance(std::string_view A, std::string_view B) {
  // Three rows of the optimal-string-alignment table.
  size_t N = B.size();
  std::vector<unsigned> Before(N + 1), Previous(N + 1), Current(N + 1);
  for (size_t J = 0; J <= N; ++J)
    Previous[J] = static_cast<unsigned>(J);
  for (size_t I = 1; I <= A.size(); ++I) {
    Current[0] = static_cast<unsigned>(I);
    for (size_t J = 1; J <= N; ++J) {
      bool Same = lower(A[I - 1]) == lower(B[J - 1]);
      unsigned Best = std::min({Previous[J] + 1, Current[J - 1] + 1,
                                Previous[J - 1] + (Same ? 0u : 1u)});
      if (I > 1 && J > 1 && lower(A[I - 1]) == lower(B[J - 2]) &&
          lower(A[I - 2]) == lower(B[J - 1]))
        Best = std::min(Best, Before[J - 2] + 1);
      Current[J] = Best;
    }
    std::swap(Before, Previous);
    std::swap(Previous, Current);
  }
  return Previous[N];
}

unsigned ptxlint::maxSpellingDistance(std::string_view Written) {
  if (!Written.empty() && Written.front() == '.')
    Written.remove_prefix(1);
  return static_cast<unsigned>(Written.size() + 1) / 4;
}

SpellingSuggester::SpellingSuggester(
    std::string_view Written,
    std::function<bool(std::string_view)> IsKnownWord)
    : Written(Written), IsKnownWord(std::move(IsKnownWord)),
      Limit(maxSpellingDistance(Written)) {}

bool SpellingSuggester::typoOnly(std::string_view Candidate) const {
  // Numbers are widths, sizes and counts: another number is another
  // meaning (`.v3` is not `.v4`); swapped digits are a typo (`.b23`).
  if (digitsOf(Candidate) != digitsOf(Written))
    return false;
  std::vector<std::string> Mine = partsOf(Written), Theirs = partsOf(Candidate);
  if (Mine.size() != Theirs.size())
    return false;
  for (size_t P = 0; P < Mine.size(); ++P) {
    if (Mine[P] == Theirs[P])
      continue;
    if (IsKnownWord && IsKnownWord(Mine[P]))
      return false; // `.shared::gpu`: a scope, not a misspelt `cta`.
    bool Code = std::any_of(Mine[P].begin(), Mine[P].end(), isDigit);
    if (Code) {
      // A short code such as `u128` or `f16x2`: only a swap is a typo.
      std::string A = Mine[P], B = Theirs[P];
      std::sort(A.begin(), A.end());
      std::sort(B.begin(), B.end());
      if (A != B)
        return false;
    }
  }
  return true;
}

void SpellingSuggester::add(std::string_view Candidate, bool Preferred) {
  if (Candidate == Written || Candidate.empty())
    return;
  // Cheap rejection: the lengths alone differ by more than the limit.
  size_t Gap = Candidate.size() > Written.size()
                   ? Candidate.size() - Written.size()
                   : Written.size() - Candidate.size();
  if (Gap > Limit || !typoOnly(Candidate))
    return;
  for (Entry &E : Entries)
    if (E.Spelling == Candidate) {
      E.Preferred = E.Preferred || Preferred;
      return;
    }
  unsigned Distance = spellingDistance(Written, Candidate);
  if (Distance <= Limit)
    Entries.push_back({std::string(Candidate), Distance, Preferred});
}

std::optional<std::string> SpellingSuggester::best() const {
  const Entry *Best = nullptr;
  bool Tied = false;
  auto Key = [](const Entry &E) {
    return std::make_pair(E.Distance, E.Preferred ? 0 : 1);
  };
  for (const Entry &E : Entries) {
    if (!Best || Key(E) < Key(*Best)) {
      Best = &E;
      Tied = false;
    } else if (Key(E) == Key(*Best)) {
      Tied = true;
    }
  }
  if (!Best || Tied)
    return std::nullopt;
  return Best->Spelling;
}

std::string ptxlint::didYouMean(std::string_view Suggestion) {
  return "; did you mean '" + std::string(Suggestion) + "'?";
}
