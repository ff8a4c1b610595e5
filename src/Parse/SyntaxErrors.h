//===- SyntaxErrors.h - PTX syntax errors in ptx-lint's words --*- C++ -*-===//
//
// Replaces ANTLR's console messages ("mismatched input ... expecting {...}")
// with diagnostics that name what was expected in PTX terms and point at the
// exact bytes. Recovery itself is ANTLR's: one error does not stop parsing.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PARSE_SYNTAXERRORS_H
#define PTXLINT_PARSE_SYNTAXERRORS_H

#include "ptxlint/Diagnostic.h"

#include "antlr4-runtime.h"

#include <map>
#include <string_view>
#include <vector>

namespace ptxlint {

/// Reports syntax errors of one source buffer and remembers where they are,
/// so that the AST builder can leave out the constructs they damaged.
class SyntaxErrorSink {
public:
  SyntaxErrorSink(std::string_view Text, DiagnosticEngine &Diags)
      : Text(Text), Diags(Diags) {}

  Diagnostic &report(DiagID ID, SourceRange Range, std::string Message);
  /// Whether T is a string literal that the lexer found unterminated.
  bool isUnterminatedString(const antlr4::Token *T) const;
  /// An unterminated string runs to the end of the input: what the parser
  /// then misses there is no news. Set by the driver when it meets one.
  void noteUnterminatedString() { EndsInString = true; }
  bool endsInUnterminatedString() const { return EndsInString; }
  /// The source text a token covers, or "end of file".
  std::string describe(const antlr4::Token *T) const;

  /// Offsets of the errors reported so far, in the order reported.
  const std::vector<uint32_t> &errorOffsets() const { return Offsets; }
  std::string_view text() const { return Text; }

private:
  std::string_view Text;
  DiagnosticEngine &Diags;
  std::vector<uint32_t> Offsets;
  bool EndsInString = false;
};

/// ANTLR's default recovery, with messages written for PTX users.
class PTXErrorStrategy final : public antlr4::DefaultErrorStrategy {
public:
  explicit PTXErrorStrategy(SyntaxErrorSink &Sink) : Sink(Sink) {}

  /// A statement that could end here, followed by a token on a later line
  /// that cannot continue it, is missing its ';'. Say so at the end of the
  /// line and go on as if it were there, instead of ANTLR's default of
  /// discarding the next line as "extraneous input".
  void sync(antlr4::Parser *Recognizer) override;

protected:
  /// Never delete a ';' or '}' as "extraneous": that would glue the next
  /// statement onto a broken one and lose it.
  antlr4::Token *singleTokenDeletion(antlr4::Parser *Recognizer) override;
  /// ANTLR's, with its lookahead set remembered: see expectedAfter.
  bool singleTokenInsertion(antlr4::Parser *Recognizer) override;
  void reportNoViableAlternative(antlr4::Parser *Recognizer,
                                 const antlr4::NoViableAltException &E) override;
  void reportInputMismatch(antlr4::Parser *Recognizer,
                           const antlr4::InputMismatchException &E) override;
  void reportFailedPredicate(antlr4::Parser *Recognizer,
                             const antlr4::FailedPredicateException &E) override;
  void reportUnwantedToken(antlr4::Parser *Recognizer) override;
  void reportMissingToken(antlr4::Parser *Recognizer) override;

private:
  void reportAt(const antlr4::Token *T, std::string Message);
  /// The tokens that may follow State in the current rule context. ANTLR
  /// computes this afresh for every error, an LL(1) analysis that made up
  /// two thirds of the time on input with an error at every token; the
  /// answer depends only on State and the states the rules were entered
  /// from, which repeat.
  const antlr4::misc::IntervalSet &expectedAfter(antlr4::Parser *Recognizer,
                                                 antlr4::atn::ATNState *State);

  SyntaxErrorSink &Sink;
  std::map<std::vector<size_t>, antlr4::misc::IntervalSet> ExpectedAfter;
  /// The last report, by token index and message: recovery inside nested
  /// rules can fail twice on one token, which is one error to the reader.
  size_t LastReportedToken = SIZE_MAX;
  std::string LastReportedMessage;
};

/// Describes a set of expected token types for a message, e.g.
/// "';' or ','", or an empty string when the set is too large to help.
std::string describeExpected(const antlr4::misc::IntervalSet &Expected,
                             const antlr4::dfa::Vocabulary &Vocabulary);

/// What the parser was reading, for messages: "instruction", "operand", ...
std::string_view describeRule(size_t RuleIndex);

} // namespace ptxlint

#endif // PTXLINT_PARSE_SYNTAXERRORS_H
