//===- MovShuffleHelpers.h - What the mov and shuffle checks share -*- C++ -*-===//
//
// Helpers of MovChecks.cpp, MovVectorChecks.cpp and ShuffleChecks.cpp:
// reporting, what a name in an operand refers to, how constants and
// registers fit a type, and the type and shape of a mov.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_MOVSHUFFLEHELPERS_H
#define PTXLINT_CHECK_MOVSHUFFLEHELPERS_H

#include "CustomChecks.h"

#include <string>
#include <string_view>

namespace ptxlint::movshuffle {

using isa::QualifierInfo;
using isa::SpecialRegisterInfo;

void problem(FormMatch &M, DiagID ID, SourceRange Where, std::string Message);

std::string opcodeText(const FormMatch &M);

std::string bitsText(unsigned Bits);

const QualifierInfo *typeOf(const FormMatch &M);

SourceRange typeRange(const FormMatch &M);

/// What a name in an operand refers to.
enum class NameKind { Unknown, Register, Special, Variable, Function, Other };

NameKind kindOfName(const Expr &E, const CheckContext &Ctx);

/// Whether a register of type Have fits the form's type rules for Want.
bool fits(const FormMatch &M, const QualifierInfo &Want,
          const QualifierInfo &Have);

/// A register that does not fit the instruction's type.
void registerMismatch(FormMatch &M, const Expr &E, const QualifierInfo &Have,
                      const QualifierInfo &Want, std::string_view Role);

/// Whether a constant suits type T: integers for integer types and .pred,
/// floating-point constants for .f32/.f64, either for bit-size types, but
/// floats only of the type's width (0f literals are 32 bits, the others
/// 64). Reports and returns false otherwise.
bool checkConstantKind(FormMatch &M, const CheckContext &Ctx, const Expr &E,
                       const QualifierInfo &T, std::string_view Role);

/// The type mov moves, or null when it has none or one mov-type rejects.
const QualifierInfo *movType(const FormMatch &M);

enum class MovShape { None, Scalar, Pack, Unpack, VectorToVector, Vector };

MovShape movShape(const FormMatch &M);

// Defined in MovChecks.cpp, used for the elements of vectors too.

/// Whether a 16- or 32-bit read of a special register is one that legacy
/// code may make of a wider register (ISA chapter 10).
bool legacyWidth(std::string_view Register, unsigned Bits);
bool checkComponent(FormMatch &M, const Expr &E, const SpecialRegisterInfo &R,
                    bool WholeVectorAllowed);
bool checkWholeVectorRegister(FormMatch &M, CheckContext &Ctx, const Expr &E,
                              const QualifierInfo &T, std::string_view Role);
void checkMovValue(FormMatch &M, CheckContext &Ctx, const Operand &O,
                   const QualifierInfo &T);
void checkMovDestination(FormMatch &M, CheckContext &Ctx, const Operand &O,
                         const QualifierInfo &T);

} // namespace ptxlint::movshuffle

#endif // PTXLINT_CHECK_MOVSHUFFLEHELPERS_H
