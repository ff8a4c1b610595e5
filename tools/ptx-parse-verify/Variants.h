//===- Variants.h - Mutated and generated PTX for ptx-parse-verify -*- C++ -*-===//
//
// Inputs that real compilers never write, to find where the fast path and
// the grammar part ways: mutants of real modules (bytes deleted, grammar
// fragments and stray characters inserted, lines repeated), which test that
// the fast path gives up on everything broken, and modules generated from
// the grammar (random expressions, operands, declarations, directives),
// which test that it builds the same tree for everything well-formed.
// Deterministic for a seed; no timing, no I/O.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_TOOLS_PTXPARSEVERIFY_VARIANTS_H
#define PTXLINT_TOOLS_PTXPARSEVERIFY_VARIANTS_H

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ptxlint {

class Variants {
public:
  explicit Variants(uint64_t Seed) : State(Seed) {}

  /// A mutant of a run of at most a few items of Text.
  std::string mutate(std::string_view Text);
  /// A module from the grammar: mostly well-formed, in odd spacing.
  std::string generate();

private:
  uint64_t next();
  /// Uniform in [0, N); N > 0.
  size_t below(size_t N) { return static_cast<size_t>(next() % N); }
  bool chance(unsigned Percent) { return below(100) < Percent; }
  template <size_t N> const char *pick(const char *const (&Choices)[N]) {
    return Choices[below(N)];
  }

  void space(std::string &Out);
  void expr(std::string &Out, unsigned Depth);
  void operand(std::string &Out, unsigned Depth);
  void instruction(std::string &Out);
  void declaration(std::string &Out, bool Parameter);
  void initializer(std::string &Out, unsigned Depth);
  void statement(std::string &Out, unsigned Depth);
  void function(std::string &Out);
  void item(std::string &Out);

  uint64_t State;
  /// The item boundaries of the last big input mutated.
  std::string_view CachedText;
  std::vector<std::pair<size_t, size_t>> CachedItems;
};

} // namespace ptxlint

#endif // PTXLINT_TOOLS_PTXPARSEVERIFY_VARIANTS_H
