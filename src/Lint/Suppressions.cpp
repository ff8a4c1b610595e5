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

/// Whether the marker at Offset sits in a `//` comment of its line. A
/// marker in a string or an instruction is not a directive.
bool inLineComment(const SourceFile &Source, size_t Offset) {
  std::string_view Text = Source.text();
  size_t Start = Source.lineStart(static_cast<uint32_t>(Offset));
  std::string_view Before = Text.substr(Start, Offset - Start);
  size_t Slashes = Before.find("//");
  if (Slashes == std::string_view::npos)
    return false;
  // A '"' before the comment would mean the slashes are in a string.
  return Before.substr(0, Slashes).find('"') == std::string_view::npos;
}

} // namespace

Suppressions Suppressions::scan(const SourceFile &Source,
                                std::vector<Diagnostic> &Problems) {
  Suppressions Result;
  std::string_view Text = Source.text();
  for (size_t At = Text.find(Marker); At != std::string_view::npos;
       At = Text.find(Marker, At + Marker.size())) {
    if (!inLineComment(Source, At))
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
      if (Name == "all" || (ID && defaultSeverity(*ID) == Severity::Warning)) {
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
