//===- SASS.td - ptx-lint's SASS tables: the root file --------------------===//
//
// ptx-tblgen -gen-sass-tables reads this file (and what it includes) into
// SASSTables.inc. The model knows nothing of PTX: it shares only the
// TableGen machinery and the diagnostics with it.
//
//===----------------------------------------------------------------------===//

include "SASSBase.td"
include "CCTL.td"
