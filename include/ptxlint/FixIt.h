//===- FixIt.h - Applying the fix-its of diagnostics -----------*- C++ -*-===//
#ifndef PTXLINT_FIXIT_H
#define PTXLINT_FIXIT_H

#include "ptxlint/Diagnostic.h"

#include <string>
#include <string_view>
#include <vector>

namespace ptxlint {

/// Text with the fix-its of Diagnostics applied. A diagnostic's fix-its are
/// applied all together or not at all: one that overlaps a fix-it already
/// accepted (from an earlier diagnostic) is skipped whole, so that two
/// competing fixes never produce a mix of both.
std::string applyFixIts(std::string_view Text,
                        const std::vector<Diagnostic> &Diagnostics);

} // namespace ptxlint

#endif // PTXLINT_FIXIT_H
