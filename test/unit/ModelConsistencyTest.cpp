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
