//===- AccessProperty.h - cuda::access_property and L2 policies -*- C++ -*-===//
//
// libcu++'s cuda::access_property is the C++ face of PTX's L2 cache
// policies: global, normal, streaming and persisting are the eviction
// priorities evict_unchanged, evict_normal, evict_first and evict_last;
// interleaved properties are createpolicy.fractional and range properties
// createpolicy.range. nvcc does not emit createpolicy for them: libcu++
// encodes the 64-bit policy descriptor itself, and the PTX carries it as a
// constant into the `.L2::cache_hint` operand.
//
// This header maps between the three: an access property, the createpolicy
// instruction that asks for the same, and the descriptor bits.
//
//   using namespace ptxlint;
//   L2Policy P = policyFor(AccessProperty::interleaved(
//       Residence::Persisting, 0.5f, Residence::Streaming));
//   // P.CreatePolicy: createpolicy.fractional.L2::evict_last
//   //                   .L2::evict_first.b64 %policy, 0.5;
//   // P.Descriptor:   0x1500000000000000 (what libcu++ encodes)
//
//   DescriptorInfo D = decodeDescriptor(0x10F0000000000000);
//   // D.Summary: "... cuda::access_property::global ..."
//
// docs/access-property.md has the bit layout and what was measured.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ACCESSPROPERTY_H
#define PTXLINT_ACCESSPROPERTY_H

#include "ptxlint/Diagnostic.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ptxlint {

class SourceFile;

/// The residence-control properties of cuda::access_property.
enum class Residence : uint8_t { Global, Normal, Streaming, Persisting };

/// PTX's L2 eviction priorities, as createpolicy spells them.
enum class EvictionPriority : uint8_t {
  EvictUnchanged, ///< .L2::evict_unchanged: access_property::global.
  EvictFirst,     ///< .L2::evict_first: streaming.
  EvictLast,      ///< .L2::evict_last: persisting.
  EvictNormal,    ///< .L2::evict_normal: normal.
};

/// "global", "normal", "streaming", "persisting".
std::string_view residenceName(Residence R);
/// ".L2::evict_last" and so on.
std::string_view prioritySpelling(EvictionPriority P);
/// The priority the document maps a residence property to.
EvictionPriority priorityOf(Residence R);
/// The residence property a priority stands for (the inverse).
Residence residenceOf(EvictionPriority P);

/// One cuda::access_property value, as its constructor was called.
struct AccessProperty {
  enum class Kind : uint8_t {
    Shared,      ///< access_property::shared: no residence control.
    Static,      ///< global, normal, streaming, persisting.
    Interleaved, ///< (primary, probability[, streaming]).
    Range,       ///< (ptr, leading_bytes, total_bytes, primary[, streaming]).
  };
  Kind K = Kind::Static;
  Residence Primary = Residence::Global;
  /// Interleaved and Range: Global, or Streaming when given.
  Residence Secondary = Residence::Global;
  /// Interleaved: the probability of the primary property.
  float Probability = 1.0f;
  /// Range: the pointer, when known; the descriptor depends on it.
  std::optional<uint64_t> Pointer;
  uint64_t LeadingBytes = 0;
  uint64_t TotalBytes = 0;
  /// The property is requested for memory in the shared state space
  /// (associate_access_property of a __shared__ pointer): residence
  /// control there is undefined.
  bool OnShared = false;

  static AccessProperty shared();
  static AccessProperty of(Residence R);
  static AccessProperty interleaved(Residence Primary, float Probability,
                                    Residence Secondary = Residence::Global);
  static AccessProperty range(std::optional<uint64_t> Pointer,
                              uint64_t LeadingBytes, uint64_t TotalBytes,
                              Residence Primary,
                              Residence Secondary = Residence::Global);
};

/// The property in the syntax parseAccessProperty reads:
/// "interleaved(persisting, 0.5, streaming)", "range(0x10000, 4096, 8192,
/// normal)", "streaming", "shared", each optionally followed by
/// " on shared".
std::string toString(const AccessProperty &P);
/// The property as C++: "cuda::access_property(cuda::access_property::
/// persisting{}, 0.5f, cuda::access_property::streaming{})".
std::string toCXX(const AccessProperty &P);

/// Reads a property written as toString writes it, or as its C++
/// constructor call: `cuda::access_property(cuda::access_property::
/// streaming{}, 0.5f)`, `access_property(ptr, 4096, 8192, persisting{})`,
/// `persisting, 0.25, streaming`. A range's pointer may be a name (`ptr`,
/// unknown) or an integer. Sizes take K, M and G suffixes (4G = 4 GB).
/// On failure returns nothing and sets Error.
std::optional<AccessProperty> parseAccessProperty(std::string_view Text,
                                                  std::string &Error);

/// What a property asks of the L2 cache.
struct L2Policy {
  /// False when the document calls the property undefined (probability
  /// outside (0, 1], leading_bytes > total_bytes, an empty range, total
  /// bytes above 4 GB, residence control on shared memory); Problem says
  /// which rule, and nothing below is set.
  bool Defined = true;
  std::string Problem;
  /// False for access_property::shared: shared-memory accesses take no L2
  /// policy, and there is neither a createpolicy nor a descriptor.
  bool HasPolicy = true;
  /// The createpolicy instruction that asks for the same, writing
  /// `%policy` (and reading `[ptr]` for a range whose pointer is unknown).
  std::string CreatePolicy;
  /// The descriptor libcu++ (CCCL of CUDA 13.0) encodes for the property,
  /// which nvcc emits as a constant. For a range whose pointer is unknown,
  /// the bits that do not depend on it, the others 0 (see KnownBits).
  uint64_t Descriptor = 0;
  /// The bits of Descriptor that do not depend on an unknown pointer.
  uint64_t KnownBits = ~uint64_t(0);
  /// The descriptor ptxas folds CreatePolicy into, when it does
  /// (createpolicy.fractional; a range policy is computed at run time).
  std::optional<uint64_t> CreatePolicyDescriptor;
  /// Remarks: where libcu++'s descriptor and the createpolicy differ, and
  /// where the document and libcu++ disagree.
  std::vector<std::string> Notes;
};

L2Policy policyFor(const AccessProperty &P);

/// A 64-bit L2 policy descriptor taken apart.
struct DescriptorInfo {
  /// Kind 0, which libcu++ names "implicit", carries no policy of its own:
  /// the access keeps its default behaviour (0 is such a descriptor).
  enum class Kind : uint8_t { Fraction, Range, Implicit, Invalid };
  Kind K = Kind::Invalid;
  uint64_t Bits = 0;
  /// Why the bits are not a descriptor (K is Invalid then, or reserved
  /// bits are set); empty for a valid one.
  std::vector<std::string> Problems;
  EvictionPriority Primary = EvictionPriority::EvictUnchanged;
  EvictionPriority Secondary = EvictionPriority::EvictUnchanged;
  /// Fraction: the 4-bit field; the primary priority applies to
  /// (FractionField + 1) / 16 of accesses.
  unsigned FractionField = 0;
  /// Range: a window of 128 blocks of BlockBytes, aligned to its size;
  /// the primary priority applies to BlockCount blocks from block
  /// BlockStart of the window, the secondary one to the others.
  unsigned BlockSizeCode = 0;
  uint64_t BlockBytes = 0;
  unsigned BlockStart = 0;
  unsigned BlockCount = 0;
  /// Flags neither createpolicy nor libcu++ sets (bits 61 and 62).
  bool L1NoAllocate = false;
  bool SectorPromote = false;
  /// The access property libcu++ encodes exactly these bits for, when
  /// there is one (a range: with the pointer and sizes it implies).
  std::optional<AccessProperty> Property;
  /// The equivalent createpolicy, when there is one.
  std::string CreatePolicy;
  /// One sentence: what the policy does, in access-property terms.
  std::string Summary;

  bool valid() const { return Problems.empty(); }
};

DescriptorInfo decodeDescriptor(uint64_t Bits);

/// The 4-bit fraction field ptxas folds `createpolicy.fractional ...,
/// Fraction` into: floor(Fraction * 15.99) in single precision (measured
/// with ptxas 13.0 for every f32 value at the field's boundaries).
unsigned fractionFieldOf(float Fraction);

/// "0x10F0000000000000".
std::string descriptorHex(uint64_t Bits);

/// Explanations (`policy-explanation` notes) of every createpolicy and of
/// the policy operand of every `.L2::cache_hint` access of a PTX module:
/// what the policy does, in access-property terms, when its value is
/// known. Syntax errors come first, as ptx-lint reports them.
std::vector<Diagnostic> explainPolicies(const SourceFile &Source);

/// The same for a few instructions written as in a function body
/// ("createpolicy.fractional.L2::evict_last.b64 %p, 0.5;"), or for a
/// descriptor value alone ("0x10F0000000000000"). Positions in the notes
/// are offsets into Text.
std::vector<Diagnostic> explainText(std::string_view Text);

} // namespace ptxlint

#endif // PTXLINT_ACCESSPROPERTY_H
