//===- AtomicWrite.cpp - Temporary file, fsync, rename --------------------===//

#include "ptxlint/AtomicWrite.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace ptxlint;

namespace {

std::string systemError(const std::string &What, const std::string &Path) {
  return "cannot " + What + " '" + Path + "': " + std::strerror(errno);
}

bool writeAll(int FD, std::string_view Contents) {
  while (!Contents.empty()) {
    ssize_t Written = ::write(FD, Contents.data(), Contents.size());
    if (Written < 0) {
      if (errno == EINTR)
        continue;
      return false;
    }
    Contents.remove_prefix(static_cast<size_t>(Written));
  }
  return true;
}

} // namespace

bool ptxlint::writeFileAtomically(const std::string &Path,
                                  std::string_view Contents,
                                  std::string &Error) {
  // Write next to the file the link points to, so the rename stays within
  // one file system and the link itself survives.
  char Resolved[PATH_MAX];
  std::string Target = ::realpath(Path.c_str(), Resolved) ? Resolved : Path;
  struct stat Original;
  if (::stat(Target.c_str(), &Original) != 0) {
    Error = systemError("rewrite", Path);
    return false;
  }
  std::string Temporary = Target + ".ptx-lint-XXXXXX";
  int FD = ::mkstemp(Temporary.data());
  if (FD < 0) {
    Error = systemError("create a temporary file next to", Path);
    return false;
  }
  // The owner too, where we may set it (root rewriting someone's file):
  // otherwise the file would change hands. Only the mode must succeed.
  if (Original.st_uid != ::geteuid() || Original.st_gid != ::getegid())
    (void)::fchown(FD, Original.st_uid, Original.st_gid);
  bool OK = writeAll(FD, Contents) &&
            ::fchmod(FD, Original.st_mode & 07777) == 0 && ::fsync(FD) == 0;
  int SavedErrno = errno;
  OK = (::close(FD) == 0) && OK;
  if (OK && ::rename(Temporary.c_str(), Target.c_str()) == 0)
    return true;
  if (!OK)
    errno = SavedErrno;
  Error = systemError("write", Path);
  ::unlink(Temporary.c_str());
  return false;
}
