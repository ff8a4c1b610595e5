//===- Positions.h - LSP positions, byte offsets and URIs ------*- C++ -*-===//
//
// ptx-lint counts bytes; LSP counts lines from 0 and columns in UTF-16 code
// units. A LineTable converts between the two for one text.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LSP_POSITIONS_H
#define PTXLINT_LSP_POSITIONS_H

#include "ptxlint/SourceRange.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace llvm::json {
class Value;
} // namespace llvm::json

namespace ptxlint::lsp {

struct Position {
  uint32_t Line = 0;
  uint32_t Character = 0; ///< UTF-16 code units from the line start.
};

class LineTable {
public:
  explicit LineTable(std::string_view Text);

  Position positionOf(uint32_t Offset) const;
  /// The byte offset of P; a character past the line's end is its end, a
  /// line past the last is the end of the text (clients send both).
  uint32_t offsetOf(Position P) const;
  uint32_t lineCount() const { return static_cast<uint32_t>(Starts.size()); }
  /// The byte range of line Line without its line break.
  SourceRange lineRange(uint32_t Line) const;

private:
  std::string_view Text;
  std::vector<uint32_t> Starts;
};

/// {"line": .., "character": ..} and {"start": .., "end": ..}.
llvm::json::Value toJSON(Position P);
llvm::json::Value rangeToJSON(const LineTable &Lines, SourceRange R);
std::optional<Position> positionFromJSON(const llvm::json::Value *V);

/// The path of a file:// URI ("%20" decoded), or nothing for other schemes.
std::optional<std::string> pathFromURI(std::string_view URI);
/// A file:// URI for an absolute path.
std::string uriFromPath(std::string_view Path);

} // namespace ptxlint::lsp

#endif // PTXLINT_LSP_POSITIONS_H
