//===- Suppressions.cpp - Inline `ptx-lint: disable` comments -------------===//

#include "ptxlint/Suppressions.h"

#include "ptxlint/SourceFile.h"

#include <algorithm>

using namespace ptxlint;

namespace {

constexpr std::string_view Marker = "ptx-lint:";

bool isNameChar(char C) {
  return (C >= 'a' && C <= 'z') || (C >= '0' && C <= '9') || C == '-';
}

/// Answers whether a marker sits in a `//` comment of its line; markers
/// are asked about in source order, and each line is searched only once, so
/// that a long line full of markers costs its length, not its length times
/// the number of markers.
/// Whether Text leaves a string literal open: an odd number of '"' that no
/// backslash escapes.
bool opensString(std::string_view Text) {
  bool Open = false;
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] == '\\' && Open)
      ++I;
    else if (Text[I] == '"')
      Open = !Open;
  }
  return Open;
}

class LineComments {
public:
  explicit LineComments(const SourceFile &Source) : Source(Source) {}

  /// Whether the marker at Offset sits in a `//` comment. A marker in a
  /// string or an instruction is not a directive.
  bool contain(size_t Offset) {
    std::string_view Text = Source.text();
    size_t Start = Source.lineStart(static_cast<uint32_t>(Offset));
    if (Start != LineStart) {
      LineStart = Start;
      size_t End = Text.find('\n', Start);
      std::string_view Line = Text.substr(Start, End == std::string_view::npos
                                                     ? std::string_view::npos
                                                     : End - Start);
      // The first slashes outside a string: an odd number of '"' before
      // them means they are in one (a CUDA source's asm("...") comes
      // before its comment, and its PTX may hold `//` too).
      Slashes = Line.find("//");
      while (Slashes != std::string_view::npos && opensString(Line.substr(0, Slashes)))
        Slashes = Line.find("//", Slashes + 2);
      if (Slashes != std::string_view::npos)
        Slashes += Start;
    }
    return Slashes != std::string_view::npos && Slashes + 2 <= Offset;
  }

private:
  const SourceFile &Source;
  size_t LineStart = std::string_view::npos;
  size_t Slashes = std::string_view::npos; ///< Of the line's comment.
};

} // namespace

Suppressions Suppressions::scan(const SourceFile &Source,
                                std::vector<Diagnostic> &Problems,
                                bool ErrorIDsMayWarn) {
  Suppressions Result;
  std::string_view Text = Source.text();
  LineComments Comments(Source);
  for (size_t At = Text.find(Marker); At != std::string_view::npos;
       At = Text.find(Marker, At + Marker.size())) {
    if (!Comments.contain(At))
      continue;
    size_t Pos = At + Marker.size();
    while (Pos < Text.size() && Text[Pos] == ' ')
      ++Pos;
    unsigned Line = Source.lineColumn(static_cast<uint32_t>(At)).Line;
    std::string_view Rest = Text.substr(Pos);
    if (Rest.substr(0, 18) == "disable-next-line=") {
      Pos += 18;
      ++Line;
    } else if (Rest.substr(0, 8) == "disable=") {
      Pos += 8;
    } else {
      continue; // Some other tool's remark; not ours to judge.
    }
    // A comma-separated list of names, ending at anything else.
    while (true) {
      size_t End = Pos;
      while (End < Text.size() && isNameChar(Text[End]))
        ++End;
      std::string Name(Text.substr(Pos, End - Pos));
      SourceRange Range{static_cast<uint32_t>(Pos), static_cast<uint32_t>(End)};
      std::optional<DiagID> ID = findDiagnostic(Name);
      if (Name == "all" ||
          (ID && (ErrorIDsMayWarn || defaultSeverity(*ID) == Severity::Warning))) {
        Result.ByLine[Line].push_back(Name);
      } else {
        DiagID Kind = DiagID::UnknownSuppression;
        std::string Message =
            ID ? "'" + Name + "' is an error, not a warning; errors cannot be "
                                "suppressed"
               : "unknown diagnostic '" + Name + "'" +
                     " in a suppression comment; see docs/diagnostics.md "
                     "for the IDs";
        Problems.push_back({Kind, defaultSeverity(Kind), Range,
                            std::move(Message), {}, {}, {}});
      }
      if (End >= Text.size() || Text[End] != ',')
        break;
      Pos = End + 1;
    }
  }
  return Result;
}

bool Suppressions::suppresses(const SourceFile &Source,
                              const Diagnostic &D) const {
  if (D.Level == Severity::Error && defaultSeverity(D.ID) == Severity::Error)
    return false;
  auto It = ByLine.find(Source.lineColumn(D.Range.Begin).Line);
  if (It == ByLine.end())
    return false;
  std::string_view Name = diagnosticName(D.ID);
  return std::any_of(It->second.begin(), It->second.end(),
                     [&](const std::string &S) { return S == "all" || S == Name; });
}
