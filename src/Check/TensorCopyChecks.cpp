//===- TensorCopyChecks.cpp - Custom checks of the tensor copies and tensormap.replace ---===//
//
// Rules of these instruction forms that the .td constraints cannot express.
// Each is named by a CustomCheck record in src/ISA/TensorCopy.td.
//
//===----------------------------------------------------------------------===//

#include "CustomChecks.h"

using namespace ptxlint;

namespace {

// A placeholder so the table is never empty; remove it once a real check
// exists.
void noCheck(FormMatch &, CheckContext &) {}

constexpr NamedCheck Checks[] = {
    {"", noCheck},
};

} // namespace

const CheckTable ptxlint::TensorCopyChecks = makeCheckTable(Checks);
