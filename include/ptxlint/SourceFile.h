//===- SourceFile.h - A PTX source buffer and its line table ---*- C++ -*-===//
//
// Owns the bytes of one input. AST nodes point into them, so a SourceFile
// must outlive every Module parsed from it. Line and column numbers are
// computed on demand from byte offsets.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SOURCEFILE_H
#define PTXLINT_SOURCEFILE_H

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace ptxlint {

/// 1-based line and column; the column counts bytes, as ptxas and clang do.
struct LineColumn {
  unsigned Line = 0;
  unsigned Column = 0;
};

class SourceFile {
public:
  /// Reads a file, or standard input for "-". On failure returns null and
  /// sets ErrorMessage to a sentence naming the file.
  static std::unique_ptr<SourceFile> open(const std::string &Path,
                                          std::string &ErrorMessage);
  /// Wraps text that is already in memory; Name is used in diagnostics.
  static std::unique_ptr<SourceFile> fromString(std::string Name,
                                                std::string Text);

  const std::string &name() const { return Name; }
  std::string_view text() const { return Text; }
  std::string_view slice(uint32_t Begin, uint32_t End) const {
    return std::string_view(Text).substr(Begin, End - Begin);
  }

  LineColumn lineColumn(uint32_t Offset) const;
  /// The text of the line containing Offset, without its line break.
  std::string_view lineText(uint32_t Offset) const;
  /// The offset at which the line containing Offset starts.
  uint32_t lineStart(uint32_t Offset) const;

private:
  SourceFile(std::string Name, std::string Text);
  /// The offsets at which lines start, built on first use: once, as the
  /// checker's threads may all ask at the same time.
  const std::vector<uint32_t> &lineStarts() const;

  std::string Name;
  std::string Text;
  mutable std::vector<uint32_t> LineStarts;
  mutable std::once_flag LineStartsBuilt;
};

} // namespace ptxlint

#endif // PTXLINT_SOURCEFILE_H
