//===- ConstantEval.h - Integer constant expressions -----------*- C++ -*-===//
#ifndef PTXLINT_CHECK_CONSTANTEVAL_H
#define PTXLINT_CHECK_CONSTANTEVAL_H

#include "ptxlint/AST.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ptxlint {

/// The value of an integer literal (`42`, `0x1F`, `017`, `0b101`, with an
/// optional `U`), cut to 64 bits as ptxas does; nothing if it is not one.
std::optional<uint64_t> parseIntegerLiteral(std::string_view Text);

/// The value of an integer constant expression (ISA 4.5.4) in 64-bit two's
/// complement, or nothing if it names a symbol, uses a float or divides by
/// zero.
std::optional<int64_t> evaluateInteger(const Expr &E);

/// The value of a floating-point constant expression: a float literal
/// (`1.5`, `.5`, `1e-3`, `0f3F800000`, `0d3FE0000000000000`), in
/// parentheses, under unary `+`/`-`, or `+ - * /` of two such expressions.
/// Nothing for integer or mixed expressions and symbols.
std::optional<double> evaluateFloat(const Expr &E);

/// The width of the floating-point constant E, which gives its type: 32
/// for a `0f` literal, 64 for `0d` and decimal literals and arithmetic on
/// them; 0 when E is not a floating-point constant.
unsigned floatConstantBits(const Expr &E);

/// Whether E is a `0f` literal (`0f3F800000`). ptxas's grammar takes one
/// as an operand of an operator only in parentheses: `-(0f3F000000)`, not
/// `-0f3F000000` or `1.0 + 0f3F000000` (`0d` literals may stand anywhere).
bool isSinglePrecisionHexLiteral(const Expr &E);

/// What kind of constant E is, as ptxas types constant expressions:
/// arithmetic (`+ - * /`, unary `-` `+`) keeps its operands' kind, a
/// comparison of two of a kind is an integer, and the other operators
/// (`% << >> & | ^ && || ! ~ ?:`) take integers only. Mixing integers and
/// floating-point values, or an integer-only operator on floating-point
/// ones, is Invalid ("Constant expression type mismatch", "Integer constant
/// expression expected"). NotConstant: E names something, or has a form
/// this does not judge (a cast of a floating-point value).
enum class ConstantKind : uint8_t { Integer, Float, Invalid, NotConstant };
ConstantKind constantKind(const Expr &E);
/// What a message says of Text, a constant expression of kind Invalid.
std::string describeInvalidConstant(std::string_view Text);

/// Whether E contains a floating-point literal anywhere.
bool hasFloatLiteral(const Expr &E);

/// The first floating-point literal in E, or null.
const Expr *firstFloatLiteral(const Expr &E);

/// Whether ptxas rejects an integer literal with "Constant overflow". It
/// reads decimal digits into 64 bits, wrapping, and fails when the value
/// read so far has its top bit set before another digit is added: so
/// 92233720368547758079 passes (as a wrapped value) and
/// 92233720368547758080 fails, as does every literal of 21 digits or more.
/// Hexadecimal, octal and binary literals are cut to 64 bits silently.
bool overflowsInPtxas(std::string_view IntegerLiteral);

/// Whether E is a constant (integer or floating point) rather than a
/// reference to a register, variable or label.
bool isConstant(const Expr &E);

/// `name+c`, `name+c-d`, ...: the name an offset expression starts from,
/// or null if E is not of that shape. ptxas wants `+` right after the name
/// (`r-4` does not parse) and integer offsets; FloatOffset is set when an
/// offset is a floating-point constant.
const Expr *offsetBase(const Expr &E, bool &FloatOffset);

} // namespace ptxlint

#endif // PTXLINT_CHECK_CONSTANTEVAL_H
