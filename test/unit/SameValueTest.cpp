//===- SameValueTest.cpp - The SameValue slot constraint ------------------===//
//
// No form of the data-movement chapter needs SameValue yet (its first user
// is mma's m16n8k8, whose A and B types are one), so the constraint is
// tested here on a hand-made constraint over two slots of a real form:
// the slot constraint engine reads only the slot values and the record.
//
//===----------------------------------------------------------------------===//

#include "Check/SlotConstraints.h"
#include "ISA/ISA.h"

#include <catch2/catch.hpp>

using namespace ptxlint;
using namespace ptxlint::isa;

namespace {

/// `SameValue<"A type", "B type">` as ptx-tblgen would emit it, with its
/// two slots resolved to positions 0 and 1.
ConstraintInfo sameValue(std::string_view Why = {}) {
  ConstraintInfo C{};
  C.Kind = ConstraintKind::SameValue;
  C.Requirement = NoRequirement;
  C.FirstSlot = "A type";
  C.SecondSlot = "B type";
  C.Why = Why;
  C.CustomCheck = NoCustomCheck;
  return C;
}

constexpr ConstraintSlots FirstTwoSlots{0, 1, AnySlot};

/// A match of some real form whose first two slots hold A and B.
struct TwoSlotMatch {
  Instruction Inst;
  Modifier WroteA{".f16", {10, 14}}, WroteB{".f32", {14, 18}};
  FormMatch M;

  TwoSlotMatch(const QualifierInfo *A, const QualifierInfo *B)
      : M{Inst, formsOf(*findOpcode("cvt"))[0], {A, B}, {}, {}, {}, {}} {
    M.SlotModifiers = {A ? &WroteA : nullptr, B ? &WroteB : nullptr};
  }
};

} // namespace

TEST_CASE("SameValue: two equal slots pass", "[model][constraints]") {
  const QualifierInfo *F16 = findType(".f16");
  REQUIRE(F16);
  TwoSlotMatch T(F16, F16);
  CHECK(checkSlotConstraint(T.M, sameValue(), FirstTwoSlots));
  CHECK(T.M.Problems.empty());
}

TEST_CASE("SameValue: an empty slot passes", "[model][constraints]") {
  TwoSlotMatch OnlyA(findType(".f16"), nullptr);
  CHECK(checkSlotConstraint(OnlyA.M, sameValue(), FirstTwoSlots));
  CHECK(OnlyA.M.Problems.empty());
  TwoSlotMatch OnlyB(nullptr, findType(".f32"));
  CHECK(checkSlotConstraint(OnlyB.M, sameValue(), FirstTwoSlots));
  CHECK(OnlyB.M.Problems.empty());
}

TEST_CASE("SameValue: different slots blame slot B's word",
          "[model][constraints]") {
  TwoSlotMatch T(findType(".f16"), findType(".f32"));
  CHECK(checkSlotConstraint(T.M, sameValue("the A and B matrices are one type"),
                            FirstTwoSlots));
  REQUIRE(T.M.Problems.size() == 1);
  const Problem &P = T.M.Problems[0];
  CHECK(P.ID == DiagID::QualifierConflict);
  CHECK(P.Range.Begin == 14);
  CHECK(P.Range.End == 18);
  CHECK(P.Message == "the B type '.f32' must be the A type '.f16'; the A and "
                     "B matrices are one type");
}

TEST_CASE("A form compared, not reported, gets the same problem without text",
          "[model][constraints]") {
  TwoSlotMatch T(findType(".f16"), findType(".f32"));
  T.M.Explain = false;
  CHECK(checkSlotConstraint(T.M, sameValue("the A and B matrices are one type"),
                            FirstTwoSlots));
  REQUIRE(T.M.Problems.size() == 1);
  CHECK(T.M.Problems[0].ID == DiagID::QualifierConflict);
  CHECK(T.M.Problems[0].Range.Begin == 14);
  CHECK(T.M.Problems[0].Message.empty());
  bool Built = false;
  T.M.problem(DiagID::QualifierConflict, {0, 1}, [&] {
    Built = true;
    return std::string("text");
  });
  CHECK_FALSE(Built);
}
