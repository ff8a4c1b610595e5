//===- SASSParser.h - A line parser for SASS statements --------*- C++ -*-===//
//
// SASS is line-based, and ptx-lint checks only a few instructions of it, so
// the parser is small and hand-written: it finds the statements of each
// line (`;`-terminated), skips comments, labels and directives, and takes
// apart the statements whose opcode the SASS tables model. Statements of
// other opcodes are counted and left alone.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SASS_SASSPARSER_H
#define PTXLINT_SASS_SASSPARSER_H

#include "ptxlint/Diagnostic.h"
#include "ptxlint/SourceFile.h"

#include <optional>
#include <string_view>
#include <vector>

namespace ptxlint::sass {

struct Word {
  std::string_view Text;
  SourceRange Range;
};

/// An integer as written: sign and magnitude, so that any range can be
/// checked without overflow.
struct Integer {
  bool Negative = false;
  uint64_t Magnitude = 0;
  bool TooLarge = false; ///< Does not fit in 64 bits at all.
  SourceRange Range;

  bool isZero() const { return !TooLarge && Magnitude == 0; }
};

/// `[Ra]`, `[Ra + Imm]`, `[Ra - Imm]`, `[Ra + -Imm]` or `[Imm]`.
struct Address {
  SourceRange Range;
  std::optional<Word> Register;
  std::optional<Integer> Offset;
};

struct Operand {
  enum class Kind : uint8_t { Address, Other };
  Kind K = Kind::Other;
  SourceRange Range;
  Address Addr; ///< Kind::Address only.
};

/// `&req={0,3}`, `&req=0x9`, `&rd2`, `&wr1`, `?WAIT5`, or another `&`/`?`
/// word.
struct Annotation {
  enum class Kind : uint8_t { Require, Read, Write, Wait, Unknown };
  Kind K = Kind::Unknown;
  Word Text;
  /// Require: the scoreboards named; Read, Write: the one; Wait: cycles.
  std::vector<uint64_t> Values;
  bool FromMask = false; ///< Require written as a mask (`&req=0x9`).
  uint64_t Mask = 0;
};

struct Statement {
  SourceRange Range;
  std::optional<Word> Guard; ///< The predicate, without `@` and `!`.
  bool GuardNegated = false;
  SourceRange GuardRange;
  Word Opcode;
  std::vector<Word> Modifiers; ///< With their dots.
  std::vector<Operand> Operands;
  std::vector<Annotation> Annotations;
};

struct ParsedFile {
  std::vector<Statement> Statements; ///< Of modelled opcodes only.
  unsigned Skipped = 0;              ///< Statements of other opcodes.
};

/// Parses Source; syntax errors go to Diags (sass-syntax-error) and the
/// statement they are in is dropped.
ParsedFile parseSASS(const SourceFile &Source, DiagnosticEngine &Diags);

} // namespace ptxlint::sass

#endif // PTXLINT_SASS_SASSPARSER_H
