//===- TargetLatticeTest.cpp - a/f targets are sets, not a >= -------------===//

#include "ISA/ISA.h"

#include <catch2/catch.hpp>

using namespace ptxlint::isa;

namespace {
const TargetInfo &target(std::string_view Name) {
  const TargetInfo *T = findTarget(Name);
  REQUIRE(T);
  return *T;
}

/// A requirement as the tables would hold it, with a minimum SM only.
RequirementInfo minSM(uint16_t SM) {
  RequirementInfo R{};
  R.MinSM = SM;
  return R;
}
} // namespace

TEST_CASE("targets are looked up by name", "[isa]") {
  CHECK(findTarget("sm_90a"));
  CHECK(findTarget("sm_100f"));
  CHECK_FALSE(findTarget("sm_99"));
  CHECK_FALSE(findTarget("sm_90f"));
  CHECK(target("sm_90a").ArchSpecific);
  CHECK(target("sm_100f").FamilySpecific);
  CHECK_FALSE(target("sm_100").ArchSpecific);
}

TEST_CASE("a minimum SM is met by every later target, a and f included",
          "[isa]") {
  RequirementInfo SM80 = minSM(80);
  CHECK(targetMeets(target("sm_80"), SM80));
  CHECK(targetMeets(target("sm_90a"), SM80));
  CHECK(targetMeets(target("sm_100f"), SM80));
  CHECK(targetMeets(target("sm_120"), SM80));
  CHECK_FALSE(targetMeets(target("sm_75"), SM80));
}

TEST_CASE("each target's lowest .version", "[isa]") {
  CHECK(target("sm_90").MinVersion == Version{7, 8});
  CHECK(target("sm_90a").MinVersion == Version{8, 0});
  CHECK(target("sm_100f").MinVersion == Version{8, 8});
  CHECK(isKnownVersion({9, 0}));
  CHECK_FALSE(isKnownVersion({8, 9}));
  CHECK(isKnownVersion({9, 1}));
  CHECK(latestVersion() == Version{9, 5});
}

TEST_CASE("arch-specific features stay on their own target", "[isa]") {
  CHECK(hasFeaturesOf(target("sm_90a"), target("sm_90a")));
  CHECK_FALSE(hasFeaturesOf(target("sm_100"), target("sm_90a")));
  CHECK_FALSE(hasFeaturesOf(target("sm_100a"), target("sm_90a")));
  CHECK_FALSE(hasFeaturesOf(target("sm_90"), target("sm_90a")));
  CHECK_FALSE(hasFeaturesOf(target("sm_100f"), target("sm_100a")));
}

TEST_CASE("family features reach later members and a targets of the family",
          "[isa]") {
  CHECK(hasFeaturesOf(target("sm_100f"), target("sm_100f")));
  CHECK(hasFeaturesOf(target("sm_100a"), target("sm_100f")));
  CHECK(hasFeaturesOf(target("sm_103f"), target("sm_100f")));
  CHECK(hasFeaturesOf(target("sm_103a"), target("sm_100f")));
  CHECK(hasFeaturesOf(target("sm_121a"), target("sm_120f")));
  // Baseline targets have no family features, even in the family...
  CHECK_FALSE(hasFeaturesOf(target("sm_100"), target("sm_100f")));
  CHECK_FALSE(hasFeaturesOf(target("sm_103"), target("sm_100f")));
  // ...an earlier member lacks a later one's, and families do not mix.
  CHECK_FALSE(hasFeaturesOf(target("sm_100f"), target("sm_103f")));
  CHECK_FALSE(hasFeaturesOf(target("sm_120a"), target("sm_100f")));
  CHECK_FALSE(hasFeaturesOf(target("sm_110f"), target("sm_100f")));
}

TEST_CASE("sm_107 joins the sm_10x family in PTX 9.4", "[isa]") {
  CHECK(target("sm_107").MinVersion == Version{9, 4});
  CHECK(target("sm_107f").MinVersion == Version{9, 4});
  CHECK(target("sm_107a").MinVersion == Version{9, 4});
  CHECK(target("sm_107f").FamilySpecific);
  CHECK(target("sm_107a").ArchSpecific);
  CHECK(hasFeaturesOf(target("sm_107f"), target("sm_100f")));
  CHECK(hasFeaturesOf(target("sm_107f"), target("sm_103f")));
  CHECK(hasFeaturesOf(target("sm_107a"), target("sm_107f")));
  CHECK(hasFeaturesOf(target("sm_107a"), target("sm_100f")));
  CHECK_FALSE(hasFeaturesOf(target("sm_107"), target("sm_100f")));
  CHECK_FALSE(hasFeaturesOf(target("sm_107a"), target("sm_100a")));
  CHECK_FALSE(hasFeaturesOf(target("sm_103f"), target("sm_107f")));
  CHECK_FALSE(hasFeaturesOf(target("sm_107f"), target("sm_110f")));
}

TEST_CASE("compute_XX spells sm_XX in .target", "[isa]") {
  CHECK(findTargetSpelt("compute_80") == &target("sm_80"));
  CHECK(findTargetSpelt("compute_90a") == &target("sm_90a"));
  CHECK(findTargetSpelt("compute_100f") == &target("sm_100f"));
  CHECK(findTargetSpelt("sm_80") == &target("sm_80"));
  CHECK(findTargetSpelt("compute_99") == nullptr);
  CHECK(findTargetSpelt("COMPUTE_80") == nullptr);
}

TEST_CASE("the ptxas checked for a version is the first release taking it",
          "[isa]") {
  CHECK(releaseName(firstReleaseAccepting({8, 4})) == "12.4");
  CHECK(releaseName(firstReleaseAccepting({8, 5})) == "12.5");
  CHECK(releaseName(firstReleaseAccepting({7, 8})) == "11.8");
  CHECK(releaseName(latestRelease()) == "13.5");
  CHECK(releaseName(firstReleaseAccepting({9, 1})) == "13.1");
  // Without --cuda: the oracle's release, 13.0, or the first that knows a
  // newer .version.
  CHECK(releaseName(defaultRelease(std::nullopt)) == "13.0");
  CHECK(releaseName(defaultRelease(Version{7, 0})) == "13.0");
  CHECK(releaseName(defaultRelease(Version{9, 2})) == "13.2");
  CHECK(findRelease("13") == findRelease("13.0"));
  CHECK_FALSE(findRelease("12.10").has_value());
  // 32-bit compilation went with CUDA 12.0.
  const AddressSizeInfo *Bits32 = findAddressSize(32);
  REQUIRE(Bits32);
  CHECK(releaseName(Bits32->DroppedIn) == "12.0");
  CHECK(findAddressSize(64)->DroppedIn == NoRelease);
  CHECK(findAddressSize(16) == nullptr);
}
