//===- VersionNumber.h - `.version` as ptxas reads it ----------*- C++ -*-===//
//
// Shared by the grammar path (ASTBuilder) and the fast path (FastParser),
// which must read a `.version` alike.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PARSE_VERSIONNUMBER_H
#define PTXLINT_PARSE_VERSIONNUMBER_H

#include <cstdint>
#include <optional>
#include <string_view>

namespace ptxlint {

struct VersionNumber {
  unsigned Major = 0, Minor = 0;
};

/// Reads a DECIMAL_FLOAT token as `MAJOR.MINOR`, both parts decimal digits,
/// or nothing if it is not of that form (`8.`, `8.5e0`). ptxas reads each
/// part as a 32-bit integer that wraps, leading zeros and all: `08.05` is
/// 8.5, `8.4294967301` is 8.5 too (the checker decides what 8.10 means).
inline std::optional<VersionNumber> readVersionNumber(std::string_view Spelling) {
  size_t Dot = Spelling.find('.');
  if (Dot == std::string_view::npos || Dot == 0 || Dot + 1 == Spelling.size())
    return std::nullopt;
  auto read = [](std::string_view Digits) -> std::optional<unsigned> {
    uint32_t Value = 0;
    for (char C : Digits) {
      if (C < '0' || C > '9')
        return std::nullopt;
      Value = Value * 10u + static_cast<uint32_t>(C - '0');
    }
    return Value;
  };
  std::optional<unsigned> Major = read(Spelling.substr(0, Dot));
  std::optional<unsigned> Minor = read(Spelling.substr(Dot + 1));
  if (!Major || !Minor)
    return std::nullopt;
  return VersionNumber{*Major, *Minor};
}

/// ptxas reads `.version` and its number on one line with only blanks
/// between: a line break or a comment there is "Missing .version directive".
/// Gap is the text between the two; returns the offset in it of the first
/// thing that may not stand there, or npos.
inline size_t misplacedInVersionGap(std::string_view Gap) {
  for (size_t I = 0; I < Gap.size(); ++I)
    switch (Gap[I]) {
    case ' ': case '\t': case '\r': case '\f': case '\x1A':
      continue;
    default:
      return I;
    }
  return std::string_view::npos;
}

} // namespace ptxlint

#endif // PTXLINT_PARSE_VERSIONNUMBER_H
