//===- PTX.td - The PTX ISA as ptx-lint checks it -------------------------===//
//
// The root of the ISA description: ptx-tblgen reads this file.
//
//===----------------------------------------------------------------------===//

include "Base.td"
include "Versions.td"
include "Targets.td"
include "Directives.td"
include "Program.td"
include "Declarations.td"
include "Opcodes.td"
include "Qualifiers.td"
include "FragmentShapes.td"
include "SpecialRegisters.td"
include "LoadStore.td"
include "CacheControl.td"
include "MovShuffle.td"
include "AddressSpace.td"
include "Convert.td"
include "AsyncCopy.td"
include "TensorCopy.td"
include "AsyncStore.td"
include "CompareLogic.td"
include "IntegerMisc.td"
include "ControlFlow.td"
include "Video.td"
include "FloatMath.td"
include "Arithmetic.td"
include "Surface.td"
include "Lint.td"
