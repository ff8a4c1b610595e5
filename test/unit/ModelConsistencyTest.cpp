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
