//===- CodeActions.cpp - Fix-its and suppression comments -----------------===//

#include "Features.h"

#include "Transport.h"

#include <cctype>

using namespace ptxlint;
using namespace ptxlint::lsp;

namespace {

constexpr std::string_view SameLine = "// ptx-lint: disable=";
constexpr std::string_view NextLine = "// ptx-lint: disable-next-line=";

llvm::json::Value textEdit(const Analysis &A, SourceRange R,
                           std::string NewText) {
  return llvm::json::Object{{"range", rangeToJSON(*A.Lines, R)},
                            {"newText", validUTF8(std::move(NewText))}};
}

llvm::json::Value action(const Analysis &A, std::string Title,
                         llvm::json::Value Diagnostic, llvm::json::Array Edits,
                         bool Preferred) {
  llvm::json::Object Changes;
  Changes[A.URI] = std::move(Edits);
  return llvm::json::Object{
      {"title", validUTF8(std::move(Title))},
      {"kind", "quickfix"},
      {"diagnostics", llvm::json::Array{std::move(Diagnostic)}},
      {"isPreferred", Preferred},
      {"edit", llvm::json::Object{{"changes", std::move(Changes)}}}};
}

/// The edit that makes the suppression syntax of Suppressions.h silence
/// ID on the line of Offset: the name added to the line's own
/// `disable=` list; else the comment at the line's end; else, when the
/// line already ends in a comment, a `disable-next-line=` line above it.
llvm::json::Value suppressionEdit(const Analysis &A, uint32_t Offset,
                                  std::string_view ID) {
  std::string_view Text = A.Source->text();
  uint32_t LineNo = A.Lines->positionOf(Offset).Line;
  SourceRange Line = A.Lines->lineRange(LineNo);
  std::string_view LineText = Text.substr(Line.Begin, Line.size());
  size_t List = LineText.find(SameLine);
  if (List != std::string_view::npos) {
    size_t End = List + SameLine.size();
    while (End < LineText.size() &&
           (std::isalnum(static_cast<unsigned char>(LineText[End])) ||
            LineText[End] == '-' || LineText[End] == ','))
      ++End;
    uint32_t At = Line.Begin + static_cast<uint32_t>(End);
    return textEdit(A, {At, At}, "," + std::string(ID));
  }
  if (LineText.find("//") == std::string_view::npos) {
    return textEdit(A, {Line.End, Line.End},
                    " " + std::string(SameLine) + std::string(ID));
  }
  size_t Indent = 0;
  while (Indent < LineText.size() &&
         (LineText[Indent] == ' ' || LineText[Indent] == '\t'))
    ++Indent;
  std::string Comment = std::string(LineText.substr(0, Indent)) +
                        std::string(NextLine) + std::string(ID) + "\n";
  return textEdit(A, {Line.Begin, Line.Begin}, std::move(Comment));
}

bool overlaps(SourceRange A, SourceRange B) {
  return A.Begin <= B.End && B.Begin <= A.End;
}

} // namespace

llvm::json::Value lsp::codeActions(const Analysis &A, SourceRange Range,
                                   const std::string &DocsURI) {
  llvm::json::Array Actions;
  for (const Diagnostic &D : A.Result.Diagnostics) {
    if (!overlaps(D.Range, Range))
      continue;
    if (!D.FixIts.empty()) {
      llvm::json::Array Edits;
      for (const FixIt &F : D.FixIts)
        Edits.push_back(textEdit(A, F.Range, F.Replacement));
      Actions.push_back(action(A, "Fix: " + D.Message,
                               diagnosticToJSON(A, D, DocsURI),
                               std::move(Edits), true));
    }
    // Only warnings can be suppressed: an error is what ptxas rejects.
    if (D.Level == Severity::Warning) {
      std::string_view ID = diagnosticName(D.ID);
      Actions.push_back(action(
          A, "Suppress " + std::string(ID) + " on this line",
          diagnosticToJSON(A, D, DocsURI),
          llvm::json::Array{suppressionEdit(A, D.Range.Begin, ID)}, false));
    }
  }
  return llvm::json::Value(std::move(Actions));
}
