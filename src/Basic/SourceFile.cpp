//===- SourceFile.cpp -----------------------------------------------------===//

#include "ptxlint/SourceFile.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <sys/stat.h>
#include <unistd.h>

using namespace ptxlint;

SourceFile::SourceFile(std::string Name, std::string Text)
    : Name(std::move(Name)), Text(std::move(Text)) {}

std::unique_ptr<SourceFile> SourceFile::fromString(std::string Name,
                                                   std::string Text) {
  return std::unique_ptr<SourceFile>(
      new SourceFile(std::move(Name), std::move(Text)));
}

namespace {

/// Offsets are 32-bit: a larger file is refused rather than wrapped.
constexpr uint64_t MaxFileSize = std::numeric_limits<uint32_t>::max() - 1;

/// Reads all of FD into Text. A regular file is read into a buffer of its
/// size, in place: no copy and no growth, so memory peaks at the file's
/// size. Pipes and terminals are read in blocks. Returns false with errno
/// set on a read error, or with EFBIG when the input is too large.
bool readAll(int FD, std::string &Text) {
  struct stat Info;
  size_t Expected = 0;
  if (::fstat(FD, &Info) == 0 && S_ISREG(Info.st_mode)) {
    if (static_cast<uint64_t>(Info.st_size) > MaxFileSize) {
      errno = EFBIG;
      return false;
    }
    Expected = static_cast<size_t>(Info.st_size);
  }
  // One byte more than expected, so that a file that grew is still read to
  // its end.
  Text.resize(Expected + 1);
  size_t Size = 0;
  for (;;) {
    if (Size == Text.size()) {
      if (Size > MaxFileSize) {
        errno = EFBIG;
        return false;
      }
      Text.resize(std::max<size_t>(2 * Size, 64 * 1024));
    }
    ssize_t Got = ::read(FD, &Text[Size], Text.size() - Size);
    if (Got < 0) {
      if (errno == EINTR)
        continue;
      return false;
    }
    if (Got == 0)
      break;
    Size += static_cast<size_t>(Got);
  }
  Text.resize(Size);
  if (Size > MaxFileSize) {
    errno = EFBIG;
    return false;
  }
  return true;
}

std::string readError(const std::string &Path) {
  if (errno == EFBIG)
    return "'" + Path + "' is larger than 4 GiB";
  return "cannot read '" + Path + "': " + std::strerror(errno);
}

} // namespace

std::unique_ptr<SourceFile> SourceFile::open(const std::string &Path,
                                             std::string &ErrorMessage) {
  std::string Text;
  if (Path == "-") {
    if (!readAll(STDIN_FILENO, Text)) {
      ErrorMessage = readError("<stdin>");
      return nullptr;
    }
    return fromString("<stdin>", std::move(Text));
  }
  int FD = ::open(Path.c_str(), O_RDONLY | O_CLOEXEC);
  if (FD < 0) {
    ErrorMessage = "cannot open '" + Path + "': " + std::strerror(errno);
    return nullptr;
  }
  bool Read = readAll(FD, Text);
  int ReadErrno = errno;
  ::close(FD);
  if (!Read) {
    errno = ReadErrno;
    ErrorMessage = readError(Path);
    return nullptr;
  }
  return fromString(Path, std::move(Text));
}

const std::vector<uint32_t> &SourceFile::lineStarts() const {
  std::call_once(LineStartsBuilt, [this] {
    LineStarts.push_back(0);
    for (size_t I = 0, E = Text.size(); I != E; ++I)
      if (Text[I] == '\n')
        LineStarts.push_back(static_cast<uint32_t>(I + 1));
  });
  return LineStarts;
}

LineColumn SourceFile::lineColumn(uint32_t Offset) const {
  const std::vector<uint32_t> &Starts = lineStarts();
  auto It = std::upper_bound(Starts.begin(), Starts.end(), Offset);
  unsigned Line = static_cast<unsigned>(It - Starts.begin());
  return {Line, Offset - Starts[Line - 1] + 1};
}

uint32_t SourceFile::lineStart(uint32_t Offset) const {
  const std::vector<uint32_t> &Starts = lineStarts();
  return *(std::upper_bound(Starts.begin(), Starts.end(), Offset) - 1);
}

std::string_view SourceFile::lineText(uint32_t Offset) const {
  // The line table gives the end too: searching for it would cost the
  // line's length for every diagnostic on a long line.
  const std::vector<uint32_t> &Starts = lineStarts();
  auto It = std::upper_bound(Starts.begin(), Starts.end(), Offset);
  uint32_t Begin = *(It - 1);
  size_t End = It == Starts.end() ? Text.size() : *It - 1;
  std::string_view Line = std::string_view(Text).substr(Begin, End - Begin);
  if (!Line.empty() && Line.back() == '\r')
    Line.remove_suffix(1);
  return Line;
}
