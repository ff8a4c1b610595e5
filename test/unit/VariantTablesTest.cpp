//===- VariantTablesTest.cpp - The emitted variant index holds up ---------===//
//
// The variant engine finds rows by a binary search over the tuples
// ptx-tblgen sorts; these tests walk every form's table to make sure the
// index is sorted, that a probe finds each tuple's row, and that every key
// names a value of its key slot.
//
//===----------------------------------------------------------------------===//

#include "ISA/ISA.h"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace ptxlint;
using namespace ptxlint::isa;

namespace {

bool keyLess(const VariantTupleInfo &A, const VariantTupleInfo &B,
             size_t NumKeys) {
  return std::lexicographical_compare(A.Key, A.Key + NumKeys, B.Key,
                                      B.Key + NumKeys);
}

} // namespace

TEST_CASE("every form's variant tuples are sorted and found by a probe",
          "[model][variants]") {
  size_t Tables = 0;
  for (const OpcodeInfo &Op : allOpcodes())
    for (const FormInfo &F : formsOf(Op)) {
      const FormVariantsInfo &V = variantsOf(F);
      if (!V.NumKeys)
        continue;
      ++Tables;
      INFO("form '" << std::string(F.Name) << "'");
      TableSpan<VariantTupleInfo> Tuples = variantTuplesOf(F);
      CHECK(Tuples.begin() != Tuples.end());
      for (const VariantTupleInfo *T = Tuples.begin(); T != Tuples.end(); ++T) {
        CHECK(T->Form == indexOf(F));
        CHECK(&form(variant(T->Row).Form) == &F);
        if (T + 1 != Tuples.end())
          CHECK_FALSE(keyLess(T[1], T[0], V.NumKeys));
        TableSpan<VariantTupleInfo> Found = findVariantTuples(F, T->Key);
        CHECK(std::any_of(Found.begin(), Found.end(),
                          [&](const VariantTupleInfo &X) { return X.Row == T->Row; }));
        for (size_t K = 0; K < V.NumKeys; ++K) {
          if (T->Key[K] == AbsentKey)
            continue;
          EntryList<QualifierInfo> Values = valuesOf(slotsOf(F)[V.KeySlots[K]]);
          bool Listed = false;
          for (size_t I = 0; I < Values.size(); ++I)
            Listed = Listed || Values.indexAt(I) == T->Key[K];
          CHECK(Listed);
        }
      }
    }
  CHECK(Tables > 0);
}

TEST_CASE("a tuple no row holds is not found", "[model][variants]") {
  const OpcodeInfo *Cvt = findOpcode("cvt");
  REQUIRE(Cvt);
  for (const FormInfo &F : formsOf(*Cvt)) {
    const FormVariantsInfo &V = variantsOf(F);
    REQUIRE(V.NumKeys == 2);
    uint16_t Key[MaxVariantKeys] = {AbsentKey, AbsentKey};
    TableSpan<VariantTupleInfo> Found = findVariantTuples(F, Key);
    CHECK(Found.begin() == Found.end());
  }
}
