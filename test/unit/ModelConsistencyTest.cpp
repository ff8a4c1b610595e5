//===- ModelConsistencyTest.cpp - The .td files and the C++ agree ---------===//

#include "Check/CustomChecks.h"
#include "ISA/ISA.h"

#include <catch2/catch.hpp>

using namespace ptxlint;

TEST_CASE("every custom check the ISA tables name is implemented",
          "[model]") {
  size_t Custom = 0;
  for (const isa::ConstraintInfo &C : isa::allConstraints()) {
    if (C.Kind != isa::ConstraintKind::Custom)
      continue;
    ++Custom;
    INFO("custom check '" << std::string(C.CustomName) << "'");
    CHECK(hasCustomCheck(C.CustomName));
  }
  CHECK(Custom > 0);
}

TEST_CASE("each custom check id names the check it stands for", "[model]") {
  // The checker runs a constraint's check by its id; the id must lead to
  // the name the .td wrote, and every id the tables emit to code.
  for (const isa::ConstraintInfo &C : isa::allConstraints()) {
    if (C.Kind != isa::ConstraintKind::Custom) {
      CHECK(C.CustomCheck == isa::NoCustomCheck);
      continue;
    }
    REQUIRE(C.CustomCheck < isa::numCustomChecks());
    CHECK(isa::customCheckName(C.CustomCheck) == C.CustomName);
  }
  for (size_t Id = 0; Id < isa::numCustomChecks(); ++Id) {
    std::string_view Name = isa::customCheckName(static_cast<uint16_t>(Id));
    INFO("custom check '" << std::string(Name) << "'");
    CHECK(hasCustomCheck(Name));
    if (Id > 0) // Sorted and each once.
      CHECK(isa::customCheckName(static_cast<uint16_t>(Id - 1)) < Name);
  }
}

TEST_CASE("every implemented custom check is named by some form", "[model]") {
  // A check no .td names is dead code, or its name is misspelt on one side.
  for (std::string_view Name : unusedCustomChecks()) {
    INFO("custom check '" << std::string(Name) << "'");
    CHECK(false);
  }
}

TEST_CASE("state spaces are the bits the records give them", "[model]") {
  // The address checker compares these bits, never spellings: a space
  // qualifier has the bit of the space it names, whatever its suffix, and a
  // declaration's space reaches the same bit.
  for (const isa::QualifierInfo &Q : isa::allQualifiers()) {
    INFO("qualifier '" << std::string(Q.Spelling) << "'");
    uint8_t Bit = isa::spaceBitOf(Q);
    if (Q.Kind != isa::QualifierKind::Space) {
      CHECK(Bit == 0);
      continue;
    }
    CHECK(Bit != isa::SpaceGenericBit);
    CHECK((Bit != 0 && (Bit & (Bit - 1)) == 0));
    CHECK(isa::addressSpaceName(Bit) == "." + std::string(Q.Space));
  }
  const isa::QualifierInfo *CTA =
      isa::findQualifier(".shared::cta", isa::QualifierKind::Space);
  REQUIRE(CTA);
  CHECK(isa::spaceBitOf(*CTA) == isa::declaredSpaceBit(".shared"));
  CHECK(isa::declaredSpaceBit(".reg") == 0);
  CHECK(isa::addressSpaceName(isa::SpaceGenericBit) == "generic");
}

TEST_CASE("an address's slots are slots of the forms that use it", "[model]") {
  // ptx-tblgen resolves SpaceSlot and RegisterWidthSlot to ids; a form
  // without that slot would silently judge every address as generic.
  for (const isa::OpcodeInfo &Op : isa::allOpcodes())
    for (const isa::FormInfo &F : isa::formsOf(Op))
      for (const isa::OperandInfo &O : isa::operandsOf(F)) {
        const isa::AddressInfo *A = isa::addressOf(O);
        if (!A)
          continue;
        INFO("form '" << std::string(F.Name) << "', operand '"
                      << std::string(O.Name) << "'");
        for (isa::SlotId Wanted : {A->SpaceSlot, A->RegisterWidthSlot}) {
          if (Wanted == isa::NoSlot)
            continue;
          bool Found = false;
          for (const isa::SlotInfo &S : isa::slotsOf(F))
            Found = Found || S.NameId == Wanted;
          CHECK(Found);
        }
      }
}

TEST_CASE("every opcode and qualifier is found by its name", "[model]") {
  // The lookups index short names (at most 7 characters) apart from long
  // ones; both must find every record, and a qualifier spelt like others
  // is found as the first of its kind in table order.
  for (const isa::OpcodeInfo &Op : isa::allOpcodes()) {
    INFO("opcode '" << std::string(Op.Name) << "'");
    CHECK(isa::findOpcode(Op.Name) == &Op);
  }
  for (const isa::QualifierInfo &Q : isa::allQualifiers()) {
    INFO("qualifier '" << std::string(Q.Spelling) << "'");
    const isa::QualifierInfo *Found = isa::findQualifier(Q.Spelling, Q.Kind);
    REQUIRE(Found);
    CHECK(Found->Spelling == Q.Spelling);
    CHECK(Found->Kind == Q.Kind);
    CHECK(Found <= &Q);
  }
  for (std::string_view Unknown :
       {"", ".", ".b33", "ld.", "frobnicate", ".nonexistent::qualifier"}) {
    INFO("word '" << std::string(Unknown) << "'");
    CHECK(!isa::findOpcode(Unknown));
    CHECK(!isa::findType(Unknown));
    CHECK(!isa::findQualifier(Unknown, isa::QualifierKind::Space));
  }
}
