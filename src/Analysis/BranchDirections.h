//===- BranchDirections.h - The branch directions a path has taken -*- C++ -*-===//
//
// A path through a function that passed a conditional branch knows which
// way the condition went; a later branch or guard on the same condition
// goes the same way on that path. The analyses number conditions (two
// guards that test the same comparison share a number) and keep the last
// few directions of a path.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSIS_BRANCHDIRECTIONS_H
#define PTXLINT_ANALYSIS_BRANCHDIRECTIONS_H

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

namespace ptxlint::analysis {

/// Branch directions a path has taken, each a condition's key times two
/// plus the direction (1: the condition holds): the latest few, on
/// distinct conditions.
class Directions {
public:
  static constexpr size_t Max = 4;
  Directions() { Items.fill(-1); }
  /// The one direction D (none for -1).
  static Directions of(int32_t D) {
    Directions R;
    R.add(D);
    return R;
  }
  bool contains(int32_t D) const {
    return D >= 0 && std::find(Items.begin(), Items.end(), D) != Items.end();
  }
  /// Adds D first, dropping the other direction of its condition, or the
  /// oldest when full.
  void add(int32_t D) {
    if (D < 0)
      return;
    auto Same = std::find_if(Items.begin(), Items.end(), [&](int32_t I) {
      return I >= 0 && I / 2 == D / 2;
    });
    auto Last = Same == Items.end() ? Items.end() - 1 : Same;
    std::move_backward(Items.begin(), Last, Last + 1);
    Items[0] = D;
  }
  /// Keeps the directions O has too; whether any went.
  bool intersect(const Directions &O) {
    bool Changed = false;
    for (int32_t &I : Items)
      if (I >= 0 && !O.contains(I)) {
        I = -1;
        Changed = true;
      }
    return Changed;
  }
  bool operator==(const Directions &O) const { return Items == O.Items; }

private:
  std::array<int32_t, Max> Items; ///< Latest first; -1: empty.
};

} // namespace ptxlint::analysis

#endif // PTXLINT_ANALYSIS_BRANCHDIRECTIONS_H
