//===- SourceFile.cpp -----------------------------------------------------===//

#include "ptxlint/SourceFile.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <limits>
#include <sstream>

using namespace ptxlint;

SourceFile::SourceFile(std::string Name, std::string Text)
    : Name(std::move(Name)), Text(std::move(Text)) {}

std::unique_ptr<SourceFile> SourceFile::fromString(std::string Name,
                                                   std::string Text) {
  return std::unique_ptr<SourceFile>(
      new SourceFile(std::move(Name), std::move(Text)));
}

std::unique_ptr<SourceFile> SourceFile::open(const std::string &Path,
                                             std::string &ErrorMessage) {
  std::string Text;
  if (Path == "-") {
    std::ostringstream Buffer;
    Buffer << std::cin.rdbuf();
    Text = Buffer.str();
    return fromString("<stdin>", std::move(Text));
  }
  std::ifstream In(Path, std::ios::binary);
  if (!In) {
    ErrorMessage = "cannot open '" + Path + "': " + std::strerror(errno);
    return nullptr;
  }
  Text.assign(std::istreambuf_iterator<char>(In),
              std::istreambuf_iterator<char>());
  if (In.bad()) {
    ErrorMessage = "cannot read '" + Path + "': " + std::strerror(errno);
    return nullptr;
  }
  // Offsets are 32-bit; refuse what they cannot address rather than wrap.
  if (Text.size() >= std::numeric_limits<uint32_t>::max()) {
    ErrorMessage = "'" + Path + "' is larger than 4 GiB";
    return nullptr;
  }
  return fromString(Path, std::move(Text));
}

void SourceFile::buildLineTable() const {
  LineStarts.push_back(0);
  for (size_t I = 0, E = Text.size(); I != E; ++I)
    if (Text[I] == '\n')
      LineStarts.push_back(static_cast<uint32_t>(I + 1));
}

LineColumn SourceFile::lineColumn(uint32_t Offset) const {
  if (LineStarts.empty())
    buildLineTable();
  auto It = std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset);
  unsigned Line = static_cast<unsigned>(It - LineStarts.begin());
  return {Line, Offset - LineStarts[Line - 1] + 1};
}

uint32_t SourceFile::lineStart(uint32_t Offset) const {
  if (LineStarts.empty())
    buildLineTable();
  auto It = std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset);
  return *(It - 1);
}

std::string_view SourceFile::lineText(uint32_t Offset) const {
  uint32_t Begin = lineStart(Offset);
  size_t End = Text.find('\n', Begin);
  if (End == std::string::npos)
    End = Text.size();
  std::string_view Line = std::string_view(Text).substr(Begin, End - Begin);
  if (!Line.empty() && Line.back() == '\r')
    Line.remove_suffix(1);
  return Line;
}
