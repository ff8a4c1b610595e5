//===- AddressChecker.h - Address operands against their AddressSpec -*- C++ -*-===//
//
// One checker for every address operand that has a description
// (Base.td AddressSpec): what may stand in the brackets, which registers
// can hold the address, which variables it may name, and which suffixes
// may follow it. The facts are the description's; this file holds none.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_ADDRESSCHECKER_H
#define PTXLINT_CHECK_ADDRESSCHECKER_H

#include "InstructionChecker.h"

namespace ptxlint {

/// Checks Given, the instruction's operand for the form's address operand
/// Spec, against Address (Spec's description), adding to Match.Problems.
void checkAddressOperand(FormMatch &Match, CheckContext &Ctx,
                         const Operand &Given, const isa::OperandInfo &Spec,
                         const isa::AddressInfo &Address);

/// An address written as a value (isspacep's, cvta's, mapa's operand),
/// taken apart.
struct ValueAddress {
  enum class Kind {
    Register,  ///< `rd8`
    Variable,  ///< `gbuf`
    Function,  ///< `dfunc`
    Immediate, ///< `0x1000`, `(1+2)`, `-1`
    Quiet,     ///< Reported elsewhere: undeclared, special register.
    Invalid,   ///< Reported by classifyValueAddress().
  };
  Kind K = Kind::Invalid;
  bool HasOffset = false;     ///< `base+imm` (Register, Variable, Function).
  bool Indexed = false;       ///< `array[index]` (Variable).
  const Expr *Base = nullptr; ///< The symbol (not for Immediate).
  const Symbol *Sym = nullptr;
  const isa::QualifierInfo *Type = nullptr; ///< Register: its declared type.
};

/// Takes O, the operand named What, apart: `base`, `base+imm`
/// (`base+imm+imm`, `base+-imm`), `array[index]` or an integer constant.
/// Reports the shapes ptxas does not parse or never takes there.
ValueAddress classifyValueAddress(const Operand &O, std::string_view What,
                                  FormMatch &M, const CheckContext &Ctx);

/// "'gbuf' is a .global variable", "'sbuf[8]' is an element of the .shared
/// array 'sbuf'".
std::string describeAddressVariable(const ValueAddress &S,
                                    const CheckContext &Ctx);

/// What the address `[a]`, `[a+8]`, `[a+8+8]` starts from (`a`), or null
/// when A is not an address of one expression.
const Expr *addressBase(const Operand &A);

} // namespace ptxlint

#endif // PTXLINT_CHECK_ADDRESSCHECKER_H
