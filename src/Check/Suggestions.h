//===- Suggestions.h - "Did you mean" for misspelt names --------*- C++ -*-===//
//
// Picks the one known spelling a misspelt opcode or qualifier most likely
// stands for. A suggestion is made only when it is certain enough to be a
// fix-it: the candidate must be close (about one typo per four characters)
// and the single closest one. What is meaning rather than a typo is never
// corrected: another number (`.rc4` is not `.rc8`), another `::` part that
// is itself a PTX word (`.shared::gpu` is not `.shared::cta`), a part more
// or less (`.shared::cta::cluster`), another letter in a short code with
// digits (`.u128` is not `.b128`). Candidates that fit the rest of the
// instruction may be marked preferred; among equally close candidates, a
// single preferred one wins.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_SUGGESTIONS_H
#define PTXLINT_CHECK_SUGGESTIONS_H

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ptxlint {

/// The edit distance between A and B, ignoring case: inserting, deleting or
/// replacing a character, or swapping two adjacent ones, costs one each
/// (optimal string alignment distance).
unsigned spellingDistance(std::string_view A, std::string_view B);

/// How far a candidate may be from Written to be suggested: about one typo
/// per four characters, none in one or two (only case then). The leading
/// '.' of a qualifier does not count.
unsigned maxSpellingDistance(std::string_view Written);

/// Collects candidates for one misspelt word and picks the best.
class SpellingSuggester {
public:
  /// IsKnownWord: whether a lower-case `::` part (without its dot) is a word
  /// PTX has; a written part that is one is meant, not misspelt.
  explicit SpellingSuggester(
      std::string_view Written,
      std::function<bool(std::string_view)> IsKnownWord = nullptr);

  /// Considers Candidate; Preferred: it fits the rest of the instruction.
  /// Adding a spelling twice is harmless (it counts as preferred if any of
  /// the additions was).
  void add(std::string_view Candidate, bool Preferred = false);

  /// The single best candidate within maxSpellingDistance(Written): the
  /// closest one, and among equally close ones the preferred one; nothing
  /// if that is not one spelling.
  std::optional<std::string> best() const;

private:
  struct Entry {
    std::string Spelling;
    unsigned Distance;
    bool Preferred;
  };
  /// Whether Candidate differs from Written only where a typo can be.
  bool typoOnly(std::string_view Candidate) const;

  std::string Written;
  std::function<bool(std::string_view)> IsKnownWord;
  unsigned Limit;
  std::vector<Entry> Entries;
};

/// "; did you mean '.global'?" for message tails.
std::string didYouMean(std::string_view Suggestion);

} // namespace ptxlint

#endif // PTXLINT_CHECK_SUGGESTIONS_H
