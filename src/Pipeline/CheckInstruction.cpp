//===- CheckInstruction.cpp - One inline-asm string, checked --------------===//
//
// An inline asm string is not a module: it has no header, `%%` stands for
// `%`, and `%0`, `%1`, ... are operands whose types only the compiler
// knows. checkInstruction undoes the escapes, checks the text as a
// function body (SyntheticModule.h, with undeclared `%` names taken as
// registers of any type), and maps every range back to offsets in the
// caller's string.
//
//===----------------------------------------------------------------------===//

#include "ptxlint/Lint.h"

#include "SyntheticModule.h"

#include "ptxlint/Checker.h"

#include "ISA/ISA.h"

#include <algorithm>
#include <cctype>

using namespace ptxlint;

namespace {

/// The body of the synthetic module and, for each of its bytes, the
/// original bytes it stands for (two for the `%` of `%%`, none for a `;`
/// ptx-lint added).
struct Translation {
  std::string Body;
  std::vector<uint32_t> Begin; // Original offset of each body byte.
  std::vector<uint32_t> End;   // Original offset just after it.
  uint32_t OriginalSize = 0;
  bool EscapedPercent = false; // The text wrote `%%`.

  void push(char C, uint32_t B, uint32_t E) {
    Body.push_back(C);
    Begin.push_back(B);
    End.push_back(E);
  }

  /// The original offset of a body offset (Size() maps to the end).
  uint32_t begin(uint32_t Offset) const {
    return Offset < Begin.size() ? Begin[Offset] : OriginalSize;
  }
  /// The original end of the body range [From, To).
  uint32_t end(uint32_t From, uint32_t To) const {
    if (To <= From)
      return begin(From);
    return End[std::min<size_t>(To, End.size()) - 1];
  }
};

/// The offset after the last byte that is not blank or in a comment, or
/// 0 when there is none. Strings are skipped whole.
size_t endOfLastToken(std::string_view Text) {
  size_t Last = 0;
  for (size_t I = 0; I < Text.size();) {
    char C = Text[I];
    if (C == '/' && I + 1 < Text.size() && Text[I + 1] == '/') {
      I = Text.find('\n', I);
      if (I == std::string_view::npos)
        break;
      continue;
    }
    if (C == '/' && I + 1 < Text.size() && Text[I + 1] == '*') {
      size_t Close = Text.find("*/", I + 2);
      I = Close == std::string_view::npos ? Text.size() : Close + 2;
      continue;
    }
    if (C == '"') {
      size_t J = I + 1;
      while (J < Text.size() && Text[J] != '"' && Text[J] != '\n')
        J += Text[J] == '\\' ? 2 : 1;
      I = std::min(J + 1, Text.size());
      Last = I;
      continue;
    }
    if (!std::isspace(static_cast<unsigned char>(C)))
      Last = I + 1;
    ++I;
  }
  return Last;
}

/// Undoes the inline-asm escapes of Text and ends it with a `;` if its last
/// statement lacks one.
Translation translate(std::string_view Text) {
  Translation T;
  T.OriginalSize = static_cast<uint32_t>(Text.size());
  for (uint32_t I = 0; I < Text.size(); ++I) {
    if (Text[I] == '%' && I + 1 < Text.size() && Text[I + 1] == '%') {
      T.push('%', I, I + 2);
      T.EscapedPercent = true;
      ++I;
      continue;
    }
    T.push(Text[I], I, I + 1);
  }
  // "add.s32 %0, %1, %2" as one instruction: the final ';' may be left out.
  size_t Last = endOfLastToken(T.Body);
  if (Last && T.Body[Last - 1] != ';' && T.Body[Last - 1] != '}' &&
      T.Body[Last - 1] != '{' && T.Body[Last - 1] != ':') {
    uint32_t At = T.End[Last - 1];
    T.Body.insert(T.Body.begin() + Last, ';');
    T.Begin.insert(T.Begin.begin() + Last, At);
    T.End.insert(T.End.begin() + Last, At);
  }
  return T;
}

bool isIdentifierChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '$';
}

/// A fix-it's text in inline-asm spelling: `%` doubled where the caller
/// doubled it, operand placeholders (`%0`) as they are.
std::string escapePercents(const Translation &T, std::string_view Replacement) {
  if (!T.EscapedPercent)
    return std::string(Replacement);
  std::string Out;
  for (size_t I = 0; I < Replacement.size(); ++I) {
    Out += Replacement[I];
    if (Replacement[I] != '%')
      continue;
    size_t J = I + 1;
    while (J < Replacement.size() && isIdentifierChar(Replacement[J]))
      ++J;
    std::string_view Name = Replacement.substr(I + 1, J - I - 1);
    if (Name.empty() ||
        Name.find_first_not_of("0123456789") != std::string_view::npos)
      Out += '%';
  }
  return Out;
}

/// "line:col" of an offset of the caller's string.
std::string originalPosition(std::string_view Original, uint32_t Offset) {
  unsigned Line = 1, Column = 1;
  for (uint32_t I = 0; I < Offset && I < Original.size(); ++I) {
    if (Original[I] == '\n') {
      ++Line;
      Column = 1;
    } else {
      ++Column;
    }
  }
  return std::to_string(Line) + ":" + std::to_string(Column);
}

} // namespace

std::vector<Diagnostic>
ptxlint::checkInstruction(std::string_view Instruction, std::string_view Target,
                          std::string_view PTXVersion,
                          const DiagnosticOptions &Options) {
  DiagnosticEngine Diags(Options);
  // What the caller gave must name a target and a version: there is no
  // module whose own header could stand in.
  bool KnownTarget = isKnownTarget(Target);
  bool KnownVersion = isKnownPTXVersion(PTXVersion);
  if (!KnownTarget)
    Diags.report(DiagID::UnknownTarget, {0, 0},
                 Target.empty()
                     ? std::string("no target given to ptx-lint; name one, "
                                   "such as 'sm_80'")
                     : "unknown target '" + std::string(Target) +
                           "' (given to ptx-lint)");
  if (!KnownVersion)
    Diags.report(DiagID::UnsupportedVersion, {0, 0},
                 (PTXVersion.empty()
                      ? std::string("no PTX ISA version given to ptx-lint")
                      : "unsupported PTX ISA version '" +
                            std::string(PTXVersion) + "' (given to ptx-lint)") +
                     "; the newest ptx-lint knows is " +
                     isa::versionString(isa::latestVersion()));
  if (!KnownTarget || !KnownVersion)
    return Diags.takeDiagnostics();

  Translation T = translate(Instruction);
  SyntheticFunction Spec;
  Spec.Target = std::string(Target);
  Spec.PTXVersion = std::string(PTXVersion);
  Spec.ImplicitRegisters = true;
  std::vector<Diagnostic> Result = checkInSyntheticFunction(
      T.Body, Spec, Options, [&](uint32_t Offset) {
        return originalPosition(Instruction, T.begin(Offset));
      });
  auto Original = [&](SourceRange R) {
    return SourceRange{T.begin(R.Begin), T.end(R.Begin, R.End)};
  };
  for (Diagnostic &D : Result) {
    D.Range = Original(D.Range);
    for (DiagnosticNote &N : D.Notes)
      N.Range = Original(N.Range);
    for (FixIt &F : D.FixIts)
      F = {Original(F.Range), escapePercents(T, F.Replacement)};
  }
  return Result;
}
