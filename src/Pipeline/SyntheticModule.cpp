//===- SyntheticModule.cpp - Checking text that is not a module ------------===//
//
// The wrapper is
//
//   .version V / .target T / .address_size 64 / .visible .func f() (or
//   .entry) { DECLARATIONS BODY }
//
// checked with the version and target given as CheckOptions overrides, so
// that messages say they were given to ptx-lint rather than declared.
//
//===----------------------------------------------------------------------===//

#include "SyntheticModule.h"

#include "ptxlint/Checker.h"
#include "ptxlint/Parser.h"
#include "ptxlint/SourceFile.h"
#include "ptxlint/Suppressions.h"

#include <algorithm>
#include <cctype>

using namespace ptxlint;

namespace {

bool isIdentifierChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '$';
}

/// Where the body lies in the wrapper, and how to say its positions.
class BodyMapper {
public:
  BodyMapper(std::string_view ModuleText, uint32_t BodyStart, uint32_t BodySize,
             const std::function<std::string(uint32_t)> &Position)
      : ModuleText(ModuleText), BodyStart(BodyStart),
        BodyEnd(BodyStart + BodySize), Position(Position) {
    for (uint32_t I = 0; I < ModuleText.size(); ++I)
      if (ModuleText[I] == '\n')
        LineStarts.push_back(I + 1);
  }

  bool inBody(SourceRange R) const {
    return R.Begin >= BodyStart && R.End <= BodyEnd && R.Begin <= R.End;
  }

  /// A range of the wrapper as offsets into the body: ranges in the header
  /// become the empty range at 0, those in the footer the empty range at
  /// the end.
  SourceRange map(SourceRange R) const {
    uint32_t Size = BodyEnd - BodyStart;
    if (R.Begin < BodyStart && R.End <= BodyStart)
      return {0, 0};
    if (R.Begin >= BodyEnd && R.Begin > BodyStart)
      return {Size, Size};
    return {std::clamp(R.Begin, BodyStart, BodyEnd) - BodyStart,
            std::clamp(R.End, BodyStart, BodyEnd) - BodyStart};
  }

  /// "... (set at 7:12)": positions of the wrapper that lie in the body,
  /// as Position says them.
  std::string mapPositions(const std::string &Message) const {
    std::string Out;
    for (size_t I = 0; I < Message.size();) {
      size_t LineEnd = I;
      while (LineEnd < Message.size() &&
             std::isdigit(static_cast<unsigned char>(Message[LineEnd])))
        ++LineEnd;
      bool Boundary = I == 0 || (!isIdentifierChar(Message[I - 1]) &&
                                 Message[I - 1] != ':' && Message[I - 1] != '.');
      if (LineEnd > I && Boundary && LineEnd + 1 < Message.size() &&
          Message[LineEnd] == ':' &&
          std::isdigit(static_cast<unsigned char>(Message[LineEnd + 1]))) {
        size_t ColEnd = LineEnd + 1;
        while (ColEnd < Message.size() &&
               std::isdigit(static_cast<unsigned char>(Message[ColEnd])))
          ++ColEnd;
        bool After = ColEnd == Message.size() ||
                     (!isIdentifierChar(Message[ColEnd]) && Message[ColEnd] != ':');
        if (After && LineEnd - I < 7 && ColEnd - LineEnd < 8) {
          unsigned Line = std::stoul(Message.substr(I, LineEnd - I));
          unsigned Column = std::stoul(Message.substr(LineEnd + 1, ColEnd - LineEnd - 1));
          if (Line >= 1 && Line <= LineStarts.size() && Column >= 1) {
            uint32_t Offset = LineStarts[Line - 1] + Column - 1;
            if (Offset >= BodyStart && Offset < BodyEnd) {
              Out += Position(Offset - BodyStart);
              I = ColEnd;
              continue;
            }
          }
        }
      }
      if (LineEnd > I) {
        Out.append(Message, I, LineEnd - I);
        I = LineEnd;
      } else {
        Out += Message[I++];
      }
    }
    return Out;
  }

private:
  std::string_view ModuleText;
  uint32_t BodyStart, BodyEnd;
  const std::function<std::string(uint32_t)> &Position;
  std::vector<uint32_t> LineStarts{0};
};

} // namespace

std::vector<Diagnostic> ptxlint::checkInSyntheticFunction(
    std::string_view Body, const SyntheticFunction &Spec,
    const DiagnosticOptions &Options,
    const std::function<std::string(uint32_t)> &Position) {
  // The text is a piece of a function (one asm statement), not all of it:
  // the synchronization rules, which follow a whole function's paths
  // (docs/sync.md), would judge the piece as if nothing came before or
  // after it.
  DiagnosticOptions Piece = Options;
  for (DiagGroupID Group : {DiagGroupID::SyncGroup, DiagGroupID::SyncExperimentalGroup})
    Piece.GroupSwitches.push_back({Group, false});
  DiagnosticEngine Diags(Piece);
  std::string Header = ".version " + Spec.PTXVersion + "\n.target " +
                       Spec.Target + "\n.address_size 64\n.visible " +
                       (Spec.Entry ? ".entry" : ".func") + " inline_asm(" +
                       Spec.Parameters + ")\n{\n" +
                       Spec.Declarations;
  std::string Text = Header;
  Text.append(Body);
  Text += "\n}\n";
  std::unique_ptr<SourceFile> Synthetic =
      SourceFile::fromString("<inline asm>", std::move(Text));

  Module AST = parseModule(*Synthetic, Diags);
  CheckOptions Check;
  Check.TargetOverride = Spec.Target;
  Check.VersionOverride = Spec.PTXVersion;
  Check.CUDARelease = Spec.CUDARelease;
  Check.ImplicitRegisters = Spec.ImplicitRegisters;
  Check.OneOfSeveralTargets = Spec.OneOfSeveralTargets;
  Check.OverrideOrigin = Spec.OverrideOrigin;
  checkParsedModule(AST, *Synthetic, Diags, Check);

  // `// ptx-lint: disable=...` works inside the string as in a file.
  std::vector<Diagnostic> Problems;
  Suppressions Comments = Suppressions::scan(*Synthetic, Problems);
  if (!Comments.empty())
    Diags.retainIf(
        [&](const Diagnostic &D) { return !Comments.suppresses(*Synthetic, D); });
  for (Diagnostic &D : Problems)
    if (Diags.isEnabled(D.ID)) {
      D.Level = Diags.options().severityOf(D.ID);
      Diags.add(std::move(D));
    }
  Diags.sortByLocation();

  uint32_t BodyStart = static_cast<uint32_t>(Header.size());
  auto FunctionStart = static_cast<uint32_t>(Header.find(".visible"));
  BodyMapper Map(Synthetic->text(), BodyStart, static_cast<uint32_t>(Body.size()),
                 Position);
  std::vector<Diagnostic> Result;
  for (Diagnostic &D : Diags.takeDiagnostics()) {
    // A finding in the function's header, parameters and declarations,
    // which the caller wrote for its operands, is not the user's.
    if (D.Range.Begin >= FunctionStart && D.Range.End <= BodyStart)
      continue;
    D.Range = Map.map(D.Range);
    D.Message = Map.mapPositions(D.Message);
    // Notes about the synthetic header ("the module's .target is declared
    // here") have nothing to point at in the caller's text.
    std::vector<DiagnosticNote> Notes;
    for (DiagnosticNote &N : D.Notes)
      if (Map.inBody(N.Range))
        Notes.push_back({Map.map(N.Range), Map.mapPositions(N.Message)});
    D.Notes = std::move(Notes);
    std::vector<FixIt> FixIts;
    for (FixIt &F : D.FixIts)
      if (Map.inBody(F.Range))
        FixIts.push_back({Map.map(F.Range), std::move(F.Replacement)});
    D.FixIts = std::move(FixIts);
    Result.push_back(std::move(D));
  }
  return Result;
}
