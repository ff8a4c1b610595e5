//===- AccessProperty.cpp - Access properties, createpolicy, descriptors --===//
//
// The descriptor encoding follows libcu++ (cuda/std/detail/__access_property
// of the CCCL that ships with CUDA 13.0), rewritten from its description;
// the createpolicy side follows what ptxas 13.0 folds createpolicy into.
// docs/access-property.md has the layout and the measurements.
//
// Layout of the 64 bits, common to both kinds:
//   63      reserved
//   62      promote L2 sectors to 256 B      (never set by libcu++ or ptxas)
//   61      do not allocate in L1            (never set either)
//   59..60  kind: 2 fraction ("interleaved"), 3 range ("block"); 0 is
//           "implicit" (no policy of its own), 1 is not used
//   57..58  primary priority: 0 evict_unchanged, 1 evict_first,
//           2 evict_last, 3 evict_normal
//   56      secondary priority: 0 evict_unchanged, 1 evict_first
// Fraction kind:
//   52..55  fraction field f: the primary priority for (f+1)/16 of accesses
//   0..51   reserved
// Range kind:
//   52..55  block size code s: blocks of 4 KB << s (s <= 13, 32 MB)
//   51      reserved
//   44..50  first block of the primary range, in a window of 128 blocks
//   37..43  number of blocks of the primary range (at most 127)
//   0..36   reserved
//
//===----------------------------------------------------------------------===//

#include "ptxlint/AccessProperty.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>

using namespace ptxlint;

namespace {

constexpr unsigned KindShift = 59, PrimaryShift = 57, SecondaryShift = 56;
constexpr unsigned FieldShift = 52, StartShift = 44, CountShift = 37;
constexpr uint64_t KindFraction = 2, KindRange = 3;
constexpr uint64_t FractionReserved = (uint64_t(1) << 52) - 1;
constexpr uint64_t RangeReserved =
    ((uint64_t(1) << 37) - 1) | (uint64_t(1) << 51);
constexpr uint64_t StartBits = uint64_t(0x7F) << StartShift;
constexpr uint64_t CountBits = uint64_t(0x7F) << CountShift;
constexpr uint64_t FourGB = uint64_t(1) << 32;

/// The 2-bit code of a primary priority in a descriptor.
unsigned primaryCode(EvictionPriority P) {
  switch (P) {
  case EvictionPriority::EvictUnchanged:
    return 0;
  case EvictionPriority::EvictFirst:
    return 1;
  case EvictionPriority::EvictLast:
    return 2;
  case EvictionPriority::EvictNormal:
    return 3;
  }
  return 0;
}

EvictionPriority primaryFromCode(unsigned Code) {
  static const EvictionPriority Table[] = {
      EvictionPriority::EvictUnchanged, EvictionPriority::EvictFirst,
      EvictionPriority::EvictLast, EvictionPriority::EvictNormal};
  return Table[Code & 3];
}

uint64_t header(uint64_t Kind, EvictionPriority Primary, bool SecondaryFirst) {
  return Kind << KindShift | uint64_t(primaryCode(Primary)) << PrimaryShift |
         uint64_t(SecondaryFirst) << SecondaryShift;
}

/// The number of bits needed for values below X (ceil(log2(X)), 0 for 0
/// and 1), as libcu++ computes it on 32 bits.
unsigned ceilLog2(uint32_t X) {
  unsigned N = 0;
  while (N < 32 && (uint64_t(1) << N) < X)
    ++N;
  return N;
}

/// A float written so that ptxas reads it back exactly, with a decimal
/// point (ptxas rejects an integer fraction).
std::string floatText(float F) {
  char Buffer[48];
  for (int Digits = 1; Digits <= 9; ++Digits) {
    std::snprintf(Buffer, sizeof Buffer, "%.*g", Digits,
                  static_cast<double>(F));
    if (std::strtof(Buffer, nullptr) == F)
      break;
  }
  std::string Text = Buffer;
  if (Text.find_first_of(".en") == std::string::npos)
    Text += ".0";
  return Text;
}

std::string sizeText(uint64_t Bytes) {
  static const char *const Units[] = {"bytes", "KB", "MB", "GB"};
  unsigned U = 0;
  uint64_t V = Bytes;
  while (U < 3 && V >= 1024 && V % 1024 == 0) {
    V /= 1024;
    ++U;
  }
  return std::to_string(V) + " " + Units[U];
}

std::string hexText(uint64_t V) {
  char Buffer[24];
  std::snprintf(Buffer, sizeof Buffer, "0x%llX",
                static_cast<unsigned long long>(V));
  return Buffer;
}

bool isResidenceConstructorPrimary(Residence R) {
  return R != Residence::Global;
}

/// The createpolicy qualifiers for a primary and secondary property.
std::string priorities(Residence Primary, Residence Secondary) {
  std::string Text(prioritySpelling(priorityOf(Primary)));
  if (Secondary == Residence::Streaming)
    Text += prioritySpelling(EvictionPriority::EvictFirst);
  return Text;
}

} // namespace

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

std::string_view ptxlint::residenceName(Residence R) {
  switch (R) {
  case Residence::Global:
    return "global";
  case Residence::Normal:
    return "normal";
  case Residence::Streaming:
    return "streaming";
  case Residence::Persisting:
    return "persisting";
  }
  return "global";
}

std::string_view ptxlint::prioritySpelling(EvictionPriority P) {
  switch (P) {
  case EvictionPriority::EvictUnchanged:
    return ".L2::evict_unchanged";
  case EvictionPriority::EvictFirst:
    return ".L2::evict_first";
  case EvictionPriority::EvictLast:
    return ".L2::evict_last";
  case EvictionPriority::EvictNormal:
    return ".L2::evict_normal";
  }
  return ".L2::evict_unchanged";
}

Residence ptxlint::residenceOf(EvictionPriority P) {
  switch (P) {
  case EvictionPriority::EvictUnchanged:
    return Residence::Global;
  case EvictionPriority::EvictFirst:
    return Residence::Streaming;
  case EvictionPriority::EvictLast:
    return Residence::Persisting;
  case EvictionPriority::EvictNormal:
    return Residence::Normal;
  }
  return Residence::Global;
}

EvictionPriority ptxlint::priorityOf(Residence R) {
  switch (R) {
  case Residence::Global:
    return EvictionPriority::EvictUnchanged;
  case Residence::Normal:
    return EvictionPriority::EvictNormal;
  case Residence::Streaming:
    return EvictionPriority::EvictFirst;
  case Residence::Persisting:
    return EvictionPriority::EvictLast;
  }
  return EvictionPriority::EvictUnchanged;
}

std::string ptxlint::descriptorHex(uint64_t Bits) {
  char Buffer[24];
  std::snprintf(Buffer, sizeof Buffer, "0x%016llX",
                static_cast<unsigned long long>(Bits));
  return Buffer;
}

unsigned ptxlint::fractionFieldOf(float Fraction) {
  // Single precision throughout, as ptxas computes it: the field of
  // 0.1876 is 2 and that of 0.18762 is 3 (floor(3.0000) in float).
  volatile float Scaled = Fraction * 15.99f;
  float Field = std::floor(Scaled);
  if (!(Field >= 0.0f))
    return 0;
  return Field > 15.0f ? 15u : static_cast<unsigned>(Field);
}

//===----------------------------------------------------------------------===//
// Access properties
//===----------------------------------------------------------------------===//

AccessProperty AccessProperty::shared() {
  AccessProperty P;
  P.K = Kind::Shared;
  return P;
}

AccessProperty AccessProperty::of(Residence R) {
  AccessProperty P;
  P.K = Kind::Static;
  P.Primary = R;
  return P;
}

AccessProperty AccessProperty::interleaved(Residence Primary, float Probability,
                                           Residence Secondary) {
  AccessProperty P;
  P.K = Kind::Interleaved;
  P.Primary = Primary;
  P.Probability = Probability;
  P.Secondary = Secondary;
  return P;
}

AccessProperty AccessProperty::range(std::optional<uint64_t> Pointer,
                                     uint64_t LeadingBytes, uint64_t TotalBytes,
                                     Residence Primary, Residence Secondary) {
  AccessProperty P;
  P.K = Kind::Range;
  P.Pointer = Pointer;
  P.LeadingBytes = LeadingBytes;
  P.TotalBytes = TotalBytes;
  P.Primary = Primary;
  P.Secondary = Secondary;
  return P;
}

std::string ptxlint::toString(const AccessProperty &P) {
  std::string Text;
  switch (P.K) {
  case AccessProperty::Kind::Shared:
    Text = "shared";
    break;
  case AccessProperty::Kind::Static:
    Text = std::string(residenceName(P.Primary));
    break;
  case AccessProperty::Kind::Interleaved:
    Text = "interleaved(" + std::string(residenceName(P.Primary)) + ", " +
           floatText(P.Probability) +
           (P.Secondary == Residence::Global
                ? std::string()
                : ", " + std::string(residenceName(P.Secondary))) +
           ")";
    break;
  case AccessProperty::Kind::Range:
    Text = "range(" + (P.Pointer ? hexText(*P.Pointer) : std::string("ptr")) +
           ", " + std::to_string(P.LeadingBytes) + ", " +
           std::to_string(P.TotalBytes) + ", " +
           std::string(residenceName(P.Primary)) +
           (P.Secondary == Residence::Global
                ? std::string()
                : ", " + std::string(residenceName(P.Secondary))) +
           ")";
    break;
  }
  if (P.OnShared)
    Text += " on shared";
  return Text;
}

std::string ptxlint::toCXX(const AccessProperty &P) {
  auto Tag = [](Residence R) {
    return "cuda::access_property::" + std::string(residenceName(R)) + "{}";
  };
  switch (P.K) {
  case AccessProperty::Kind::Shared:
    return "cuda::access_property::shared{}";
  case AccessProperty::Kind::Static:
    return Tag(P.Primary);
  case AccessProperty::Kind::Interleaved:
    return "cuda::access_property(" + Tag(P.Primary) + ", " +
           floatText(P.Probability) + "f" +
           (P.Secondary == Residence::Global ? std::string()
                                             : ", " + Tag(P.Secondary)) +
           ")";
  case AccessProperty::Kind::Range:
    return "cuda::access_property(" +
           (P.Pointer ? "(void*)" + hexText(*P.Pointer) : std::string("ptr")) +
           ", " + std::to_string(P.LeadingBytes) + ", " +
           std::to_string(P.TotalBytes) + ", " + Tag(P.Primary) +
           (P.Secondary == Residence::Global ? std::string()
                                             : ", " + Tag(P.Secondary)) +
           ")";
  }
  return {};
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

namespace {

std::string lowered(std::string_view S) {
  std::string Out;
  for (char C : S)
    Out += static_cast<char>(std::tolower(static_cast<unsigned char>(C)));
  return Out;
}

void eraseAll(std::string &S, std::string_view What) {
  for (size_t At; (At = S.find(What)) != std::string::npos;)
    S.erase(At, What.size());
}

std::string trimmed(std::string_view S) {
  size_t B = 0, E = S.size();
  while (B < E && std::isspace(static_cast<unsigned char>(S[B])))
    ++B;
  while (E > B && std::isspace(static_cast<unsigned char>(S[E - 1])))
    --E;
  return std::string(S.substr(B, E - B));
}

std::optional<Residence> residenceNamed(std::string_view Name) {
  for (Residence R : {Residence::Global, Residence::Normal,
                      Residence::Streaming, Residence::Persisting})
    if (residenceName(R) == Name)
      return R;
  return std::nullopt;
}

/// An integer with an optional K, M or G (KB, MB, GB) suffix.
std::optional<uint64_t> parseSize(std::string Text) {
  uint64_t Scale = 1;
  std::string L = lowered(Text);
  for (auto [Suffix, Factor] :
       {std::pair{"kb", uint64_t(1) << 10}, std::pair{"mb", uint64_t(1) << 20},
        std::pair{"gb", uint64_t(1) << 30}, std::pair{"k", uint64_t(1) << 10},
        std::pair{"m", uint64_t(1) << 20}, std::pair{"g", uint64_t(1) << 30}}) {
    std::string_view S(Suffix);
    if (L.size() > S.size() &&
        L.compare(L.size() - S.size(), S.size(), S) == 0 &&
        !(S == "b" ||
          (L.size() > 2 && L[0] == '0' && L[1] == 'x' && S.size() == 1 &&
           std::isxdigit(static_cast<unsigned char>(S[0]))))) {
      Scale = Factor;
      L.erase(L.size() - S.size());
      break;
    }
  }
  while (!L.empty() && (L.back() == 'u' || L.back() == 'l'))
    L.pop_back(); // C++ suffixes: 4096ull.
  if (L.empty())
    return std::nullopt;
  const char *Begin = L.c_str();
  char *End = nullptr;
  errno = 0;
  unsigned long long V = std::strtoull(Begin, &End, 0);
  if (errno || *End || L[0] == '-')
    return std::nullopt;
  if (Scale > 1 && V > UINT64_MAX / Scale)
    return std::nullopt;
  return static_cast<uint64_t>(V) * Scale;
}

std::optional<float> parseProbability(std::string Text) {
  if (!Text.empty() && (Text.back() == 'f' || Text.back() == 'F'))
    Text.pop_back();
  if (Text.empty())
    return std::nullopt;
  char *End = nullptr;
  float V = std::strtof(Text.c_str(), &End);
  if (*End)
    return std::nullopt;
  return V;
}

} // namespace

std::optional<AccessProperty>
ptxlint::parseAccessProperty(std::string_view Input, std::string &Error) {
  std::string Text = trimmed(Input);
  bool OnShared = false;
  std::string L = lowered(Text);
  for (std::string_view Suffix : {" on shared", " on global"}) {
    if (L.size() > Suffix.size() &&
        L.compare(L.size() - Suffix.size(), Suffix.size(), Suffix) == 0) {
      OnShared = Suffix == " on shared";
      Text = trimmed(Text.substr(0, Text.size() - Suffix.size()));
      break;
    }
  }
  eraseAll(Text, "cuda::");
  eraseAll(Text, "access_property::");
  eraseAll(Text, "{}");
  eraseAll(Text, "(void*)");
  eraseAll(Text, "(void *)");
  Text = trimmed(Text);

  // The call around the arguments, if any.
  std::string Call;
  size_t Open = Text.find('(');
  if (Open != std::string::npos) {
    if (Text.back() != ')') {
      Error = "expected ')' at the end of '" + std::string(Input) + "'";
      return std::nullopt;
    }
    Call = trimmed(Text.substr(0, Open));
    Text = Text.substr(Open + 1, Text.size() - Open - 2);
    if (Call != "access_property" && Call != "interleaved" && Call != "range") {
      Error = "unknown property '" + Call +
              "'; write access_property(...), interleaved(...) or range(...)";
      return std::nullopt;
    }
  }
  std::vector<std::string> Args;
  if (!trimmed(Text).empty()) {
    size_t Start = 0;
    for (size_t I = 0; I <= Text.size(); ++I)
      if (I == Text.size() || Text[I] == ',') {
        Args.push_back(trimmed(Text.substr(Start, I - Start)));
        Start = I + 1;
      }
  }
  for (const std::string &A : Args)
    if (A.empty()) {
      Error = "an empty argument in '" + std::string(Input) + "'";
      return std::nullopt;
    }

  auto Residence = [&](const std::string &Name,
                       std::optional<ptxlint::Residence> &Out) {
    Out = residenceNamed(Name);
    if (!Out)
      Error = "'" + Name +
              "' is not a residence property (global, normal, "
              "streaming or persisting)";
    return Out.has_value();
  };

  std::optional<AccessProperty> Result;
  if (Args.empty() && Call == "access_property") {
    Result = AccessProperty::of(Residence::Global); // The default constructor.
  } else if (Args.size() == 1 && Call != "interleaved" && Call != "range") {
    if (Args[0] == "shared") {
      Result = AccessProperty::shared();
    } else {
      std::optional<ptxlint::Residence> R;
      if (!Residence(Args[0], R))
        return std::nullopt;
      Result = AccessProperty::of(*R);
    }
  } else if ((Args.size() == 2 || Args.size() == 3) && Call != "range") {
    std::optional<ptxlint::Residence> Primary, Secondary = Residence::Global;
    if (!Residence(Args[0], Primary))
      return std::nullopt;
    std::optional<float> P = parseProbability(Args[1]);
    if (!P) {
      Error = "'" + Args[1] + "' is not a probability";
      return std::nullopt;
    }
    if (Args.size() == 3 && !Residence(Args[2], Secondary))
      return std::nullopt;
    Result = AccessProperty::interleaved(*Primary, *P, *Secondary);
  } else if ((Args.size() == 4 || Args.size() == 5) && Call != "interleaved") {
    std::optional<uint64_t> Pointer;
    std::string Ptr = lowered(Args[0]);
    if (Ptr == "nullptr" || Ptr == "null")
      Pointer = 0;
    else if (std::isdigit(static_cast<unsigned char>(Ptr[0])))
      Pointer = parseSize(Ptr);
    if (!Pointer && std::isdigit(static_cast<unsigned char>(Ptr[0]))) {
      Error = "'" + Args[0] + "' is not a pointer value";
      return std::nullopt;
    }
    std::optional<uint64_t> Leading = parseSize(Args[1]),
                            Total = parseSize(Args[2]);
    if (!Leading || !Total) {
      Error = "'" + (Leading ? Args[2] : Args[1]) + "' is not a size in bytes";
      return std::nullopt;
    }
    std::optional<ptxlint::Residence> Primary, Secondary = Residence::Global;
    if (!Residence(Args[3], Primary) ||
        (Args.size() == 5 && !Residence(Args[4], Secondary)))
      return std::nullopt;
    Result =
        AccessProperty::range(Pointer, *Leading, *Total, *Primary, *Secondary);
  } else {
    Error = "cannot read '" + std::string(Input) +
            "' as an access property: write a name (global, normal, "
            "streaming, persisting, shared), (property, probability[, "
            "streaming]) or (ptr, leading_bytes, total_bytes, property[, "
            "streaming])";
    return std::nullopt;
  }
  Result->OnShared = OnShared;
  return Result;
}

//===----------------------------------------------------------------------===//
// Property -> policy
//===----------------------------------------------------------------------===//

namespace {

/// What libcu++ encodes for a range property (its __block), or nothing
/// when it falls back to the default descriptor. For total sizes up to 64
/// bytes libcu++ shifts by more than 63 bits, which C++ leaves undefined;
/// the result is what nvcc 13.0 folds the expression into (measured).
uint64_t libcuxxRange(uint64_t Pointer, uint64_t Leading, uint64_t Total,
                      Residence Primary, Residence Secondary, bool &Undefined) {
  Undefined = false;
  uint64_t Head =
      header(KindRange, priorityOf(Primary), Secondary == Residence::Streaming);
  unsigned Log = ceilLog2(static_cast<uint32_t>(Total));
  if (Log < 7) {
    Undefined = true;
    uint64_t SizeCode = (13 + Log) & 15;
    uint64_t Count = Pointer ? 0x7F : 0;
    return Head | SizeCode << FieldShift | Count << CountShift;
  }
  unsigned Offset = std::max(12u, Log - 7);
  uint32_t Start = static_cast<uint32_t>(Pointer >> Offset);
  uint32_t EndHit = static_cast<uint32_t>(
      (Pointer + Leading + (uint64_t(1) << Offset) - 1) >> Offset);
  uint32_t Count = std::min<uint32_t>(0x7F, EndHit - Start);
  return Head | uint64_t(Offset - 12) << FieldShift |
         uint64_t(Start & 0x7F) << StartShift | uint64_t(Count) << CountShift;
}

uint64_t fractionDescriptor(EvictionPriority Primary, unsigned Field,
                            bool SecondaryFirst) {
  return header(KindFraction, Primary, SecondaryFirst) | uint64_t(Field & 15)
                                                             << FieldShift;
}

/// The default descriptor: access_property::global, also what libcu++
/// falls back to for a range it cannot encode.
const uint64_t GlobalDescriptor =
    fractionDescriptor(EvictionPriority::EvictUnchanged, 15, false);

} // namespace

L2Policy ptxlint::policyFor(const AccessProperty &P) {
  L2Policy Out;
  auto Undefined = [&](std::string Why) {
    Out.Defined = false;
    Out.Problem = std::move(Why);
    return Out;
  };
  if (P.K == AccessProperty::Kind::Shared) {
    Out.HasPolicy = false;
    Out.Notes.push_back("accesses to shared memory take no L2 cache policy: "
                        "annotated_ptr<T, access_property::shared> makes plain "
                        "shared-memory accesses, and there is no createpolicy "
                        "or descriptor");
    return Out;
  }
  if (P.OnShared)
    return Undefined(
        "requesting residence control (" +
        toString(P).substr(0, toString(P).size() - 10) +
        ") for shared memory is undefined: the properties other "
        "than access_property::shared apply to global memory only");

  // The constructors that exist.
  if (P.K == AccessProperty::Kind::Interleaved ||
      P.K == AccessProperty::Kind::Range) {
    bool PrimaryOK = isResidenceConstructorPrimary(P.Primary);
    bool SecondaryOK = P.Secondary == Residence::Global ||
                       (P.Secondary == Residence::Streaming &&
                        P.Primary != Residence::Streaming);
    if (!PrimaryOK || !SecondaryOK)
      return Undefined(
          "cuda::access_property has no constructor with " +
          std::string(residenceName(P.Primary)) + " as the primary and " +
          std::string(residenceName(P.Secondary)) +
          " as the secondary property: the primary is normal, streaming or "
          "persisting, and only normal and persisting take streaming as "
          "the secondary");
  }

  switch (P.K) {
  case AccessProperty::Kind::Shared:
    break;
  case AccessProperty::Kind::Static: {
    EvictionPriority Priority = priorityOf(P.Primary);
    Out.CreatePolicy = "createpolicy.fractional" +
                       std::string(prioritySpelling(Priority)) +
                       ".b64 %policy, 1.0;";
    Out.Descriptor = fractionDescriptor(Priority, 15, false);
    Out.CreatePolicyDescriptor = Out.Descriptor;
    break;
  }
  case AccessProperty::Kind::Interleaved: {
    float Probability = P.Probability;
    if (!(Probability > 0.0f && Probability <= 1.0f))
      return Undefined("the probability " + floatText(Probability) +
                       " is outside (0, 1]: the interleaved constructors "
                       "require 0 < probability <= 1");
    EvictionPriority Priority = priorityOf(P.Primary);
    bool SecondaryFirst = P.Secondary == Residence::Streaming;
    Out.CreatePolicy = "createpolicy.fractional" +
                       priorities(P.Primary, P.Secondary) + ".b64 %policy, " +
                       floatText(Probability) + ";";
    // libcu++ converts the probability to an integer before it scales it
    // to the 4-bit field, so everything below 1 becomes field 0.
    unsigned LibField = std::min(static_cast<unsigned>(Probability) * 16u, 15u);
    Out.Descriptor = fractionDescriptor(Priority, LibField, SecondaryFirst);
    unsigned Field = fractionFieldOf(Probability);
    Out.CreatePolicyDescriptor =
        fractionDescriptor(Priority, Field, SecondaryFirst);
    if (LibField != Field)
      Out.Notes.push_back(
          "libcu++ truncates the probability to an integer before scaling it "
          "to the descriptor's 4-bit fraction, so its descriptor " +
          descriptorHex(Out.Descriptor) + " applies " +
          std::string(prioritySpelling(Priority)) +
          " to 1/16 of the accesses whatever the probability below 1; the "
          "createpolicy gives " +
          descriptorHex(*Out.CreatePolicyDescriptor) + ", " +
          std::to_string(Field + 1) + "/16 of them");
    break;
  }
  case AccessProperty::Kind::Range: {
    if (P.TotalBytes > FourGB)
      return Undefined("total_bytes " + std::to_string(P.TotalBytes) +
                       " is above 4 GB: the range constructors require "
                       "total_bytes <= 4 GB");
    if (P.TotalBytes == 0)
      return Undefined("total_bytes is 0, an empty range: the range "
                       "constructors require 0 < leading_bytes <= total_bytes");
    if (P.LeadingBytes > P.TotalBytes)
      return Undefined("leading_bytes " + std::to_string(P.LeadingBytes) +
                       " is greater than total_bytes " +
                       std::to_string(P.TotalBytes) +
                       ": the range constructors require leading_bytes <= "
                       "total_bytes");
    if (P.LeadingBytes == 0)
      Out.Notes.push_back(
          "leading_bytes is 0: the document's precondition asks for "
          "0 < leading_bytes, although its own examples pass 0; the primary "
          "range is then empty");
    uint64_t Total = P.TotalBytes;
    std::string TotalText = std::to_string(Total);
    if (Total == FourGB) {
      TotalText = "0xFFFFFFFF";
      Out.Notes.push_back(
          "createpolicy.range's sizes are 32-bit: 4 GB cannot be written "
          "(0x100000000 becomes 0), so the createpolicy uses 0xFFFFFFFF; "
          "libcu++ takes only sizes up to 0xFFFFFFFF too and encodes the "
          "default policy (access_property::global) instead");
    }
    Out.CreatePolicy = "createpolicy.range" +
                       priorities(P.Primary, P.Secondary) +
                       ".b64 %policy, [%ptr], " +
                       std::to_string(P.LeadingBytes) + ", " + TotalText + ";";
    if (P.Pointer)
      Out.Notes.push_back("%ptr holds the range's pointer, " +
                          hexText(*P.Pointer) +
                          " (a generic address of global "
                          "memory)");
    if (Total == FourGB) {
      Out.Descriptor = GlobalDescriptor;
      break;
    }
    bool UB = false;
    Out.Descriptor = libcuxxRange(P.Pointer.value_or(0), P.LeadingBytes, Total,
                                  P.Primary, P.Secondary, UB);
    if (!P.Pointer) {
      Out.KnownBits = UB ? ~CountBits : ~(StartBits | CountBits);
      Out.Descriptor &= Out.KnownBits;
    }
    if (UB)
      Out.Notes.push_back(
          "for total_bytes up to 64 libcu++'s encoding shifts by more than 63 "
          "bits, which C++ leaves undefined; the descriptor is what nvcc 13.0 "
          "folds it into" +
          std::string(decodeDescriptor(Out.Descriptor).valid()
                          ? ""
                          : ", and is not a valid descriptor (block size code "
                            "above 13)"));
    break;
  }
  }
  return Out;
}

//===----------------------------------------------------------------------===//
// Descriptor -> property
//===----------------------------------------------------------------------===//

DescriptorInfo ptxlint::decodeDescriptor(uint64_t Bits) {
  DescriptorInfo D;
  D.Bits = Bits;
  uint64_t Kind = Bits >> KindShift & 3;
  D.Primary = primaryFromCode(static_cast<unsigned>(Bits >> PrimaryShift & 3));
  D.Secondary = Bits >> SecondaryShift & 1 ? EvictionPriority::EvictFirst
                                           : EvictionPriority::EvictUnchanged;
  D.L1NoAllocate = Bits >> 61 & 1;
  D.SectorPromote = Bits >> 62 & 1;
  if (Bits >> 63)
    D.Problems.push_back("reserved bit 63 is set");
  std::string Primary(prioritySpelling(D.Primary).substr(5));
  std::string Secondary(prioritySpelling(D.Secondary).substr(5));
  Residence PrimaryR = residenceOf(D.Primary),
            SecondaryR = residenceOf(D.Secondary);
  std::string Flags;
  if (D.L1NoAllocate)
    Flags += "; it also asks not to allocate in L1 (bit 61), which neither "
             "createpolicy nor libcu++ sets";
  if (D.SectorPromote)
    Flags += "; it also asks to promote L2 sectors to 256 bytes (bit 62), "
             "which neither createpolicy nor libcu++ sets";

  if (Kind == KindFraction) {
    D.K = DescriptorInfo::Kind::Fraction;
    D.FractionField = static_cast<unsigned>(Bits >> FieldShift & 15);
    if (Bits & FractionReserved)
      D.Problems.push_back("reserved bits 0-51 of a fraction policy are not 0");
    unsigned Share = D.FractionField + 1;
    bool SecondaryFirst = D.Secondary == EvictionPriority::EvictFirst;
    char Fraction[16];
    std::snprintf(Fraction, sizeof Fraction, "%g", Share / 16.0);
    std::string FractionText = Share == 16 ? "1.0" : Fraction;
    D.CreatePolicy = "createpolicy.fractional" +
                     std::string(prioritySpelling(D.Primary)) +
                     (SecondaryFirst ? std::string(".L2::evict_first") : "") +
                     ".b64 %policy, " + FractionText + ";";
    std::string What;
    if (Share == 16 && !SecondaryFirst) {
      D.Property = AccessProperty::of(PrimaryR);
      What = "fraction policy: " + Primary + " for every access; this is " +
             toCXX(*D.Property) +
             (PrimaryR == Residence::Global ? " (the default)" : "");
    } else {
      What = "fraction policy: " + Primary + " for " +
             (Share == 16 ? std::string("every access")
                          : std::to_string(Share) + "/16 of the accesses, " +
                                Secondary + " for the others");
      bool Constructible =
          PrimaryR != Residence::Global &&
          (!SecondaryFirst || PrimaryR != Residence::Streaming);
      if (Constructible) {
        D.Property =
            AccessProperty::interleaved(PrimaryR, Share / 16.0f, SecondaryR);
        if (D.FractionField == 0)
          What +=
              "; libcu++ encodes exactly this for " +
              toCXX(AccessProperty::interleaved(PrimaryR, 0.5f, SecondaryR)) +
              " and every other probability below 1 (it truncates the "
              "probability), so the " +
              Primary +
              " share is 1/16 whatever "
              "the probability asked";
        else if (Share == 16)
          What += "; this is " + toCXX(*D.Property);
        else
          What += "; this is " + toCXX(*D.Property) +
                  " as createpolicy makes it (libcu++ encodes only the "
                  "fractions 1/16 and 16/16)";
      } else {
        What += "; no cuda::access_property constructor asks for it";
      }
    }
    // The instruction without its `;`: the summary is one sentence.
    D.Summary = What + "; as createpolicy: " +
                D.CreatePolicy.substr(0, D.CreatePolicy.size() - 1) + Flags;
    return D;
  }
  if (Kind == KindRange) {
    D.K = DescriptorInfo::Kind::Range;
    D.BlockSizeCode = static_cast<unsigned>(Bits >> FieldShift & 15);
    D.BlockStart = static_cast<unsigned>(Bits >> StartShift & 0x7F);
    D.BlockCount = static_cast<unsigned>(Bits >> CountShift & 0x7F);
    if (Bits & RangeReserved)
      D.Problems.push_back(
          "reserved bits (0-36, 51) of a range policy are not 0");
    if (D.BlockSizeCode > 13) {
      D.Problems.push_back("block size code " +
                           std::to_string(D.BlockSizeCode) +
                           " (bits 52-55) is above 13, 32 MB blocks");
      D.Summary = "range policy with an invalid block size code " +
                  std::to_string(D.BlockSizeCode) + Flags;
      return D;
    }
    D.BlockBytes = uint64_t(4096) << D.BlockSizeCode;
    uint64_t Window = D.BlockBytes * 128;
    uint64_t From = D.BlockStart * D.BlockBytes;
    // libcu++ picks blocks of 4 KB for totals up to 512 KB, and blocks of
    // 1/128 of the total rounded up to a power of two above that.
    uint64_t LargestTotal = std::min<uint64_t>(Window, FourGB - 1);
    D.Property = AccessProperty::range(From, D.BlockCount * D.BlockBytes,
                                       LargestTotal, PrimaryR, SecondaryR);
    std::string Blocks = std::to_string(D.BlockCount) + " block" +
                         (D.BlockCount == 1 ? "" : "s") + " of " +
                         sizeText(D.BlockBytes);
    bool Constructible =
        PrimaryR != Residence::Global && !(SecondaryR == Residence::Streaming &&
                                           PrimaryR == Residence::Streaming);
    std::string Tags =
        "cuda::access_property::" + std::string(residenceName(PrimaryR)) +
        "{}" +
        (SecondaryR == Residence::Streaming
             ? ", cuda::access_property::streaming{}"
             : "");
    D.Summary =
        "range policy: " + Primary + " for " +
        (D.BlockCount ? Blocks + " from " + hexText(From)
                      : std::string("no block")) +
        " (addresses modulo a window of 128 blocks, " + sizeText(Window) +
        "), " + Secondary + " for the rest of the window; " +
        (Constructible
             ? "libcu++ makes it for cuda::access_property(ptr, leading_bytes, "
               "total_bytes, " +
                   Tags +
                   ") with [ptr, ptr + leading_bytes) "
                   "covering " +
                   (D.BlockCount ? "those blocks" : "no block") +
                   " and total_bytes of at most " +
                   sizeText(LargestTotal == Window ? Window : FourGB)
             : std::string("no cuda::access_property constructor takes these "
                           "priorities")) +
        "; as createpolicy: createpolicy.range" +
        std::string(prioritySpelling(D.Primary)) +
        (SecondaryR == Residence::Streaming ? ".L2::evict_first" : "") +
        ".b64 %policy, [ptr], leading_bytes, total_bytes" + Flags;
    return D;
  }
  if (Kind == 0) {
    // libcu++ lists this kind ("implicit") but never makes it; the access
    // then has no policy of its own, as without .L2::cache_hint.
    D.K = DescriptorInfo::Kind::Implicit;
    D.Summary = "implicit policy (kind 0): no eviction priority of its own, "
                "as if the access had no .L2::cache_hint; neither createpolicy "
                "nor cuda::access_property makes it" +
                Flags;
    return D;
  }
  D.K = DescriptorInfo::Kind::Invalid;
  D.Problems.insert(D.Problems.begin(),
                    "its kind (bits 59-60) is " + std::to_string(Kind) +
                        ", none of 0 (implicit), 2 (fraction) and 3 (range)");
  D.Summary = "not an L2 policy descriptor: kind " + std::to_string(Kind);
  return D;
}
