//===- AsmText.h - The PTX an asm statement puts into a kernel -*- C++ -*-===//
//
// nvcc copies an asm string into the PTX it writes, with `%%` as `%` and
// each operand reference (`%0`, `%[name]`) replaced by the register or
// constant it is bound to. rebuildAsm does the same from the string's
// bytes, keeping for every byte of the result the bytes of the string it
// came from, so that a finding in the PTX can point into the literal.
// Nothing here knows about clang: the front end hands over plain values.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CUDA_ASMTEXT_H
#define PTXLINT_CUDA_ASMTEXT_H

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ptxlint {

/// How nvcc passes an operand of one constraint letter.
struct ConstraintFacts {
  char Letter;
  /// The PTX register type (".b32"), or empty for an immediate ("n").
  const char *RegisterType;
  /// Bytes of the C++ operand the letter takes, and whether it must be a
  /// floating-point type (true) or an integer, enum or pointer (false).
  unsigned Bytes;
  bool Floating;
};

/// The facts of a constraint letter nvcc takes, or null.
const ConstraintFacts *constraintFacts(char Letter);

/// The letter of a constraint ("=r" -> 'r', "+l" -> 'l', "n" -> 'n'), or 0
/// when it has none or several.
char constraintLetter(std::string_view Constraint);

struct AsmOperand {
  std::string Name;   ///< From `[name] "r"(x)`; empty when unnamed.
  char Letter = 0;    ///< constraintLetter of its constraint.
  /// Its value goes into the statement: an input, or a "+" output.
  bool Input = false;
  /// For an "n" operand: its value in decimal; none while it depends on a
  /// template parameter.
  std::optional<std::string> Immediate;
};

/// Bytes of the rebuilt PTX and the bytes of the asm string they stand for.
struct AsmPiece {
  uint32_t BodyBegin, BodyEnd;
  uint32_t LiteralBegin, LiteralEnd;
  int Operand = -1; ///< The operand a reference was replaced by.
};

struct AsmTextProblem {
  enum Kind {
    NoSuchOperand,      ///< `%7` of a statement with three operands.
    SymbolicReference,  ///< `%[name]`, which nvcc does not take.
  };
  Kind What;
  uint32_t LiteralBegin, LiteralEnd;
  std::string Message;
  /// SymbolicReference: the operand's number, for `%N` in its place.
  int Operand = -1;
};

struct RebuiltAsm {
  std::string Body;
  /// `.reg` declarations of the register operands, for before Body; an
  /// input's register is loaded from a parameter, a value the PTX cannot
  /// know, as the C++ code sets it before the statement.
  std::string Declarations;
  /// Those parameters, for between the function's parentheses.
  std::string Parameters;
  std::vector<AsmPiece> Pieces; ///< In order, covering Body.
  /// Body ranges of a dependent "n" operand's stand-in value: findings on
  /// them say nothing about the program.
  std::vector<std::pair<uint32_t, uint32_t>> StandIns;
  /// References nvcc refuses.
  std::vector<AsmTextProblem> Problems;

  /// The string's bytes a range of Body came from.
  std::pair<uint32_t, uint32_t> literalRange(uint32_t Begin, uint32_t End) const;
  /// The operand whose reference Body's range lies in, or -1.
  int operandAt(uint32_t Begin, uint32_t End) const;
};

/// Rebuilds the PTX of an asm string. Basic asm (no operand sections) is
/// copied as it is; extended asm has its `%` sequences replaced.
RebuiltAsm rebuildAsm(std::string_view Literal,
                      const std::vector<AsmOperand> &Operands,
                      bool Extended);

} // namespace ptxlint

#endif // PTXLINT_CUDA_ASMTEXT_H
