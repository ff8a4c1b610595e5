//===- AtomicWrite.h - Replacing a user's file safely ----------*- C++ -*-===//
#ifndef PTXLINT_ATOMICWRITE_H
#define PTXLINT_ATOMICWRITE_H

#include <string>
#include <string_view>

namespace ptxlint {

/// Replaces the file at Path with Contents such that, whatever happens (a
/// full disk, a kill, a power cut after the rename), Path holds either the
/// old contents or the new ones, never a mix: the new text goes to a
/// temporary file in the same directory, is flushed to disk, gets the
/// original's permissions, and is renamed over the original. A symbolic
/// link is followed, so the link stays a link. On failure returns false,
/// sets Error to a sentence naming the file, and leaves the original as it
/// was.
bool writeFileAtomically(const std::string &Path, std::string_view Contents,
                         std::string &Error);

} // namespace ptxlint

#endif // PTXLINT_ATOMICWRITE_H
