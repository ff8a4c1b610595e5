//===- AccessPropertyTest.cpp - cuda::access_property <-> L2 policies -----===//
//
// The encoding both ways (include/ptxlint/AccessProperty.h). The expected
// descriptors are what nvcc 13.0 emits for libcu++'s properties and what
// ptxas 13.0 folds createpolicy into (test/lit/Policy checks both against
// the tools themselves when they are installed).
//
//===----------------------------------------------------------------------===//

#include "ptxlint/AccessProperty.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>

using namespace ptxlint;

namespace {

L2Policy definedPolicy(const AccessProperty &P) {
  L2Policy L = policyFor(P);
  INFO(toString(P) << ": " << L.Problem);
  REQUIRE(L.Defined);
  return L;
}

std::string undefinedBecause(const AccessProperty &P) {
  L2Policy L = policyFor(P);
  CHECK_FALSE(L.Defined);
  return L.Problem;
}

AccessProperty parsed(std::string_view Text) {
  std::string Error;
  std::optional<AccessProperty> P = parseAccessProperty(Text, Error);
  INFO(Text << ": " << Error);
  REQUIRE(P);
  return *P;
}

float floatOfBits(uint32_t Bits) {
  float F;
  std::memcpy(&F, &Bits, sizeof F);
  return F;
}

} // namespace

TEST_CASE("static properties map to fraction policies of their priority",
          "[access-property]") {
  // The descriptors libcu++ encodes, and ptxas folds the createpolicy into.
  struct {
    Residence R;
    uint64_t Descriptor;
    const char *CreatePolicy;
  } Cases[] = {
      {Residence::Global, 0x10F0000000000000,
       "createpolicy.fractional.L2::evict_unchanged.b64 %policy, 1.0;"},
      {Residence::Normal, 0x16F0000000000000,
       "createpolicy.fractional.L2::evict_normal.b64 %policy, 1.0;"},
      {Residence::Streaming, 0x12F0000000000000,
       "createpolicy.fractional.L2::evict_first.b64 %policy, 1.0;"},
      {Residence::Persisting, 0x14F0000000000000,
       "createpolicy.fractional.L2::evict_last.b64 %policy, 1.0;"},
  };
  for (const auto &C : Cases) {
    L2Policy L = definedPolicy(AccessProperty::of(C.R));
    CHECK(L.Descriptor == C.Descriptor);
    CHECK(L.CreatePolicy == C.CreatePolicy);
    REQUIRE(L.CreatePolicyDescriptor);
    CHECK(*L.CreatePolicyDescriptor == C.Descriptor);
    CHECK(L.Notes.empty());
  }
  // 1220475499017404416, the constant nvcc moves into the policy operand
  // for the default property.
  CHECK(definedPolicy(AccessProperty::of(Residence::Global)).Descriptor ==
        1220475499017404416ull);
}

TEST_CASE("interleaved properties: libcu++ truncates the probability",
          "[access-property]") {
  L2Policy Half = definedPolicy(AccessProperty::interleaved(
      Residence::Persisting, 0.5f, Residence::Streaming));
  CHECK(Half.CreatePolicy == "createpolicy.fractional.L2::evict_last.L2::evict_"
                             "first.b64 %policy, 0.5;");
  CHECK(Half.Descriptor == 0x1500000000000000);
  CHECK(*Half.CreatePolicyDescriptor == 0x1570000000000000);
  REQUIRE(Half.Notes.size() == 1);
  CHECK(Half.Notes[0].find("truncates") != std::string::npos);

  // At 1.0 the two agree.
  L2Policy One = definedPolicy(AccessProperty::interleaved(
      Residence::Normal, 1.0f, Residence::Streaming));
  CHECK(One.Descriptor == 0x17F0000000000000);
  CHECK(*One.CreatePolicyDescriptor == One.Descriptor);
  CHECK(One.Notes.empty());

  CHECK(definedPolicy(AccessProperty::interleaved(Residence::Normal, 0.25f))
            .Descriptor == 0x1600000000000000);
  CHECK(definedPolicy(AccessProperty::interleaved(Residence::Streaming, 0.75f))
            .CreatePolicy ==
        "createpolicy.fractional.L2::evict_first.b64 %policy, 0.75;");
}

TEST_CASE("the probability must be above 0 and at most 1",
          "[access-property]") {
  CHECK(
      undefinedBecause(AccessProperty::interleaved(Residence::Streaming, 0.0f))
          .find("outside (0, 1]") != std::string::npos);
  undefinedBecause(AccessProperty::interleaved(Residence::Streaming, -0.5f));
  undefinedBecause(AccessProperty::interleaved(Residence::Streaming, 1.0001f));
  undefinedBecause(AccessProperty::interleaved(Residence::Streaming, NAN));
  definedPolicy(AccessProperty::interleaved(Residence::Streaming, 1e-30f));
  // Only the constructors that exist.
  undefinedBecause(AccessProperty::interleaved(Residence::Global, 0.5f));
  undefinedBecause(AccessProperty::interleaved(Residence::Streaming, 0.5f,
                                               Residence::Streaming));
  undefinedBecause(AccessProperty::interleaved(Residence::Normal, 0.5f,
                                               Residence::Persisting));
}

TEST_CASE("range properties encode blocks of the window", "[access-property]") {
  // Values nvcc 13.0 folds libcu++'s range descriptors into (sm_80).
  struct {
    uint64_t Pointer, Leading, Total;
    Residence Primary, Secondary;
    uint64_t Descriptor;
  } Cases[] = {
      {0x10000, 4096, 8192, Residence::Persisting, Residence::Streaming,
       0x1D01002000000000},
      {0x12345678000, 3u << 20, 100u << 20, Residence::Normal,
       Residence::Streaming, 0x1F85608000000000},
      {0x7fff0000, 4096, 524288, Residence::Persisting, Residence::Global,
       0x1C07002000000000},
      {0x7fff0000, 4096, 524289, Residence::Persisting, Residence::Global,
       0x1C17802000000000},
      {0x1fff, 1, 4096, Residence::Streaming, Residence::Global,
       0x1A00102000000000},
      {0x1000, 0, 4096, Residence::Persisting, Residence::Global,
       0x1C00100000000000},
      // total_bytes up to 64: libcu++ shifts by more than 63 bits; these are
      // nvcc's foldings of that undefined behaviour.
      {0x10000, 0, 4, Residence::Streaming, Residence::Global,
       0x1AF00FE000000000},
      {0x10000, 1, 1, Residence::Persisting, Residence::Global,
       0x1CD00FE000000000},
      {0x20010, 8, 8, Residence::Persisting, Residence::Global,
       0x1C000FE000000000},
      {0, 33, 33, Residence::Persisting, Residence::Global, 0x1C30000000000000},
  };
  for (const auto &C : Cases) {
    AccessProperty P = AccessProperty::range(C.Pointer, C.Leading, C.Total,
                                             C.Primary, C.Secondary);
    L2Policy L = definedPolicy(P);
    INFO(toString(P));
    CHECK(L.Descriptor == C.Descriptor);
    CHECK(L.KnownBits == ~uint64_t(0));
    CHECK_FALSE(L.CreatePolicyDescriptor);
  }
  L2Policy Range = definedPolicy(AccessProperty::range(
      0x10000, 4096, 8192, Residence::Persisting, Residence::Streaming));
  CHECK(Range.CreatePolicy ==
        "createpolicy.range.L2::evict_last.L2::evict_first"
        ".b64 %policy, [%ptr], 4096, 8192;");
  // The tiny ranges are reported as such.
  L2Policy Tiny =
      definedPolicy(AccessProperty::range(0x10000, 0, 4, Residence::Streaming));
  CHECK(Tiny.Notes.size() == 3);
  CHECK_FALSE(decodeDescriptor(Tiny.Descriptor).valid());
}

TEST_CASE("a range with an unknown pointer leaves the block fields out",
          "[access-property]") {
  L2Policy L = definedPolicy(
      AccessProperty::range(std::nullopt, 4096, 8192, Residence::Persisting));
  CHECK(L.KnownBits == ~uint64_t(0x0007FFE000000000));
  CHECK(L.Descriptor == 0x1C00000000000000);
  CHECK(L.CreatePolicy ==
        "createpolicy.range.L2::evict_last.b64 %policy, [%ptr], 4096, 8192;");
}

TEST_CASE("range preconditions", "[access-property]") {
  auto Range = [](uint64_t Leading, uint64_t Total) {
    return AccessProperty::range(0x1000, Leading, Total, Residence::Normal);
  };
  CHECK(undefinedBecause(Range(8192, 4096)).find("greater than total_bytes") !=
        std::string::npos);
  CHECK(undefinedBecause(Range(0, 0)).find("empty range") != std::string::npos);
  CHECK(undefinedBecause(Range(4096, (uint64_t(1) << 32) + 1))
            .find("above 4 GB") != std::string::npos);
  // 4 GB itself is allowed; libcu++ falls back to the default policy, and
  // createpolicy cannot say it in 32 bits.
  L2Policy FourGB = definedPolicy(Range(4096, uint64_t(1) << 32));
  CHECK(FourGB.Descriptor == 0x10F0000000000000);
  CHECK(FourGB.CreatePolicy.find("0xFFFFFFFF") != std::string::npos);
  // leading_bytes 0: the examples of the document use it.
  CHECK(
      definedPolicy(Range(0, 4096)).Notes.front().find("leading_bytes is 0") ==
      0);
}

TEST_CASE("shared memory", "[access-property]") {
  L2Policy Shared = definedPolicy(AccessProperty::shared());
  CHECK_FALSE(Shared.HasPolicy);
  CHECK(Shared.CreatePolicy.empty());
  AccessProperty OnShared = AccessProperty::of(Residence::Persisting);
  OnShared.OnShared = true;
  CHECK(undefinedBecause(OnShared).find("shared memory is undefined") !=
        std::string::npos);
}

TEST_CASE("ptxas's fraction field is floor(f * 15.99) in single precision",
          "[access-property]") {
  CHECK(fractionFieldOf(1.0f) == 15);
  CHECK(fractionFieldOf(0.5f) == 7);
  CHECK(fractionFieldOf(0.25f) == 3);
  CHECK(fractionFieldOf(0.0625f) == 0);
  CHECK(fractionFieldOf(1e-10f) == 0);
  CHECK(fractionFieldOf(0.96f) == 15);
  // The boundaries measured with ptxas 13.0, bit patterns on each side.
  CHECK(fractionFieldOf(floatOfBits(0x3d80147e)) == 0);
  CHECK(fractionFieldOf(floatOfBits(0x3d80147f)) == 1);
  CHECK(fractionFieldOf(floatOfBits(0x3e401ebc)) == 2);
  CHECK(fractionFieldOf(floatOfBits(0x3e401ebd)) == 3);
  CHECK(fractionFieldOf(floatOfBits(0x3ea0199d)) == 4);
  CHECK(fractionFieldOf(floatOfBits(0x3ea0199e)) == 5);
  CHECK(fractionFieldOf(floatOfBits(0x3f70266c)) == 14);
  CHECK(fractionFieldOf(floatOfBits(0x3f70266d)) == 15);
  // The fraction decode writes maps back to its own field.
  for (unsigned Field = 0; Field < 16; ++Field)
    CHECK(fractionFieldOf((Field + 1) / 16.0f) == Field);
}

TEST_CASE("descriptors decode to the property that makes them",
          "[access-property]") {
  for (Residence R : {Residence::Global, Residence::Normal,
                      Residence::Streaming, Residence::Persisting}) {
    DescriptorInfo D =
        decodeDescriptor(policyFor(AccessProperty::of(R)).Descriptor);
    CHECK(D.valid());
    CHECK(D.K == DescriptorInfo::Kind::Fraction);
    REQUIRE(D.Property);
    CHECK(D.Property->K == AccessProperty::Kind::Static);
    CHECK(D.Property->Primary == R);
    CHECK(D.FractionField == 15);
  }
  DescriptorInfo Truncated = decodeDescriptor(0x1500000000000000);
  CHECK(Truncated.Primary == EvictionPriority::EvictLast);
  CHECK(Truncated.Secondary == EvictionPriority::EvictFirst);
  CHECK(Truncated.FractionField == 0);
  CHECK(Truncated.CreatePolicy == "createpolicy.fractional.L2::evict_last."
                                  "L2::evict_first.b64 %policy, 0.0625;");
  CHECK(Truncated.Summary.find("every other probability below 1") !=
        std::string::npos);

  DescriptorInfo Range = decodeDescriptor(0x1D01002000000000);
  CHECK(Range.valid());
  CHECK(Range.K == DescriptorInfo::Kind::Range);
  CHECK(Range.BlockBytes == 4096);
  CHECK(Range.BlockStart == 16);
  CHECK(Range.BlockCount == 1);
  REQUIRE(Range.Property);
  CHECK(*Range.Property->Pointer == 0x10000);
  CHECK(Range.Property->Primary == Residence::Persisting);
  CHECK(Range.Property->Secondary == Residence::Streaming);
  // Encoding the property decode found gives the bits back.
  CHECK(policyFor(*Range.Property).Descriptor == 0x1D01002000000000);

  CHECK(decodeDescriptor(0).K == DescriptorInfo::Kind::Implicit);
  CHECK(decodeDescriptor(0).valid());
}

TEST_CASE("what is not a descriptor", "[access-property]") {
  CHECK(decodeDescriptor(0x0800000000000000).K ==
        DescriptorInfo::Kind::Invalid);
  CHECK_FALSE(decodeDescriptor(0x0800000000000000).valid());
  CHECK_FALSE(decodeDescriptor(0x14F0000000000001).valid()); // reserved bits
  CHECK_FALSE(decodeDescriptor(0x9C01002000000000).valid()); // bit 63
  CHECK_FALSE(decodeDescriptor(0x1AF00FE000000000).valid()); // block size 15
  CHECK_FALSE(decodeDescriptor(0x1C01002000000001).valid()); // range reserved
  // The flags neither createpolicy nor libcu++ sets are legal bits.
  DescriptorInfo Flags = decodeDescriptor(0x34F0000000000000);
  CHECK(Flags.valid());
  CHECK(Flags.L1NoAllocate);
}

TEST_CASE("access properties are read as written or as C++",
          "[access-property]") {
  CHECK(parsed("global").K == AccessProperty::Kind::Static);
  CHECK(parsed("access_property()").Primary == Residence::Global);
  CHECK(parsed("shared").K == AccessProperty::Kind::Shared);
  AccessProperty I = parsed("cuda::access_property(cuda::access_property::"
                            "persisting{}, 0.5f, cuda::access_property::"
                            "streaming{})");
  CHECK(I.K == AccessProperty::Kind::Interleaved);
  CHECK(I.Probability == 0.5f);
  CHECK(I.Secondary == Residence::Streaming);
  CHECK(toString(I) == "interleaved(persisting, 0.5, streaming)");
  AccessProperty R = parsed("range(0x10000, 4K, 8k, normal, streaming)");
  CHECK(*R.Pointer == 0x10000);
  CHECK(R.LeadingBytes == 4096);
  CHECK(R.TotalBytes == 8192);
  CHECK(toString(R) == "range(0x10000, 4096, 8192, normal, streaming)");
  CHECK_FALSE(parsed("access_property(ptr, 1, 2G, persisting{})").Pointer);
  CHECK(parsed("range(nullptr, 0, 64, persisting)").Pointer == 0u);
  CHECK(parsed("persisting on shared").OnShared);
  CHECK(toString(parsed("persisting, 0.25")) ==
        "interleaved(persisting, 0.25)");
  // Round trips.
  for (const char *Text : {"streaming", "interleaved(normal, 0.75, streaming)",
                           "range(0x1000, 0, 4096, persisting)",
                           "range(ptr, 1, 64, streaming)", "normal on shared"})
    CHECK(toString(parsed(Text)) == Text);

  std::string Error;
  CHECK_FALSE(parseAccessProperty("evict_last", Error));
  CHECK(Error.find("not a residence property") != std::string::npos);
  CHECK_FALSE(parseAccessProperty("interleaved(normal)", Error));
  CHECK_FALSE(parseAccessProperty("range(1, 2, normal)", Error));
  CHECK_FALSE(parseAccessProperty("persisting, half", Error));
  CHECK_FALSE(parseAccessProperty("range(0x10, -1, 4, normal)", Error));
  CHECK_FALSE(parseAccessProperty("access_property(normal", Error));
}
