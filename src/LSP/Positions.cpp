//===- Positions.cpp - LSP positions, byte offsets and URIs ---------------===//

#include "Positions.h"

#include "llvm/Support/JSON.h"

#include <algorithm>

using namespace ptxlint;
using namespace ptxlint::lsp;

namespace {

/// How many UTF-16 code units the UTF-8 sequence starting with Lead takes:
/// two for the four-byte sequences (outside the BMP), one otherwise.
/// Continuation bytes count nothing, so a malformed byte counts as one unit.
unsigned utf16Units(unsigned char Lead) {
  if ((Lead & 0xC0) == 0x80)
    return 0;
  return Lead >= 0xF0 ? 2 : 1;
}

} // namespace

LineTable::LineTable(std::string_view Text) : Text(Text) {
  Starts.push_back(0);
  for (size_t I = 0; I < Text.size(); ++I)
    if (Text[I] == '\n')
      Starts.push_back(static_cast<uint32_t>(I + 1));
}

Position LineTable::positionOf(uint32_t Offset) const {
  Offset = std::min<uint32_t>(Offset, static_cast<uint32_t>(Text.size()));
  auto After = std::upper_bound(Starts.begin(), Starts.end(), Offset);
  uint32_t Line = static_cast<uint32_t>(After - Starts.begin()) - 1;
  uint32_t Units = 0;
  for (uint32_t I = Starts[Line]; I < Offset; ++I)
    Units += utf16Units(static_cast<unsigned char>(Text[I]));
  return {Line, Units};
}

SourceRange LineTable::lineRange(uint32_t Line) const {
  if (Line >= Starts.size())
    return {static_cast<uint32_t>(Text.size()),
            static_cast<uint32_t>(Text.size())};
  uint32_t Begin = Starts[Line];
  uint32_t End = Line + 1 < Starts.size() ? Starts[Line + 1] - 1
                                          : static_cast<uint32_t>(Text.size());
  if (End > Begin && Text[End - 1] == '\r')
    --End;
  return {Begin, End};
}

uint32_t LineTable::offsetOf(Position P) const {
  if (P.Line >= Starts.size())
    return static_cast<uint32_t>(Text.size());
  SourceRange Line = lineRange(P.Line);
  uint32_t Units = 0, At = Line.Begin;
  while (At < Line.End && Units < P.Character) {
    Units += utf16Units(static_cast<unsigned char>(Text[At]));
    ++At;
    while (At < Line.End &&
           utf16Units(static_cast<unsigned char>(Text[At])) == 0)
      ++At;
  }
  return At;
}

llvm::json::Value lsp::toJSON(Position P) {
  return llvm::json::Object{{"line", P.Line}, {"character", P.Character}};
}

llvm::json::Value lsp::rangeToJSON(const LineTable &Lines, SourceRange R) {
  return llvm::json::Object{{"start", toJSON(Lines.positionOf(R.Begin))},
                            {"end", toJSON(Lines.positionOf(R.End))}};
}

std::optional<Position> lsp::positionFromJSON(const llvm::json::Value *V) {
  const llvm::json::Object *O = V ? V->getAsObject() : nullptr;
  if (!O)
    return std::nullopt;
  llvm::Optional<int64_t> Line = O->getInteger("line");
  llvm::Optional<int64_t> Character = O->getInteger("character");
  if (!Line || !Character || *Line < 0 || *Character < 0 ||
      *Line > UINT32_MAX || *Character > UINT32_MAX)
    return std::nullopt;
  return Position{static_cast<uint32_t>(*Line),
                  static_cast<uint32_t>(*Character)};
}

namespace {

int hexValue(char C) {
  if (C >= '0' && C <= '9')
    return C - '0';
  if (C >= 'a' && C <= 'f')
    return C - 'a' + 10;
  if (C >= 'A' && C <= 'F')
    return C - 'A' + 10;
  return -1;
}

bool isUnreserved(unsigned char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') ||
         (C >= '0' && C <= '9') || C == '-' || C == '_' || C == '.' ||
         C == '~' || C == '/';
}

} // namespace

std::optional<std::string> lsp::pathFromURI(std::string_view URI) {
  constexpr std::string_view Scheme = "file://";
  if (URI.substr(0, Scheme.size()) != Scheme)
    return std::nullopt;
  std::string_view Rest = URI.substr(Scheme.size());
  // "file://host/path": only the local host is ours to read.
  size_t Slash = Rest.find('/');
  if (Slash == std::string_view::npos)
    return std::nullopt;
  Rest = Rest.substr(Slash);
  std::string Path;
  for (size_t I = 0; I < Rest.size(); ++I) {
    int High, Low;
    if (Rest[I] == '%' && I + 2 < Rest.size() &&
        (High = hexValue(Rest[I + 1])) >= 0 &&
        (Low = hexValue(Rest[I + 2])) >= 0) {
      Path += static_cast<char>(High * 16 + Low);
      I += 2;
    } else {
      Path += Rest[I];
    }
  }
  return Path;
}

std::string lsp::uriFromPath(std::string_view Path) {
  static const char Hex[] = "0123456789ABCDEF";
  std::string URI = "file://";
  for (char C : Path) {
    unsigned char U = static_cast<unsigned char>(C);
    if (isUnreserved(U)) {
      URI += C;
    } else {
      URI += '%';
      URI += Hex[U >> 4];
      URI += Hex[U & 15];
    }
  }
  return URI;
}
