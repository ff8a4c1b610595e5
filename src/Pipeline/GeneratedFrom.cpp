//===- GeneratedFrom.cpp --------------------------------------------------===//

#include "GeneratedFrom.h"

#include "Check/ConstantEval.h"

#include <algorithm>
#include <optional>

using namespace ptxlint;

size_t GeneratedFromIndex::PlaceHash::operator()(const Place &P) const {
  uint64_t Key = (uint64_t(P.File) << 32 | P.Line) * 0x9E3779B97F4A7C15ULL;
  return static_cast<size_t>(Key ^ (Key >> 29) ^ (uint64_t(P.Column) * 1009));
}

std::string GeneratedFromIndex::unquotePath(std::string_view Quoted) {
  if (Quoted.size() >= 2 && Quoted.front() == '"' && Quoted.back() == '"')
    Quoted = Quoted.substr(1, Quoted.size() - 2);
  return std::string(Quoted);
}

void GeneratedFromIndex::noteItem(const TopLevelItem &Item) {
  if (const auto *F = std::get_if<Function>(&Item)) {
    if (F->Body)
      noteBody(*F->Body);
    return;
  }
  if (const auto *File = std::get_if<FileDirective>(&Item)) {
    std::optional<uint64_t> Number = parseIntegerLiteral(File->Index.Text);
    if (Number && *Number <= UINT32_MAX)
      FileNames.try_emplace(static_cast<uint32_t>(*Number),
                            unquotePath(File->Path.Text));
  }
}

void GeneratedFromIndex::noteBody(const Block &Body) {
  // The location in force: none before the function's first .loc.
  uint32_t Current = None;
  // Whether Spans.back() is Current's and grows with the next instruction.
  bool Extending = false;
  // Where the labels since the last instruction begin, if any: a label
  // takes the location of the instruction after it (ISA 11.5.4), which
  // may come after a .loc that follows the label.
  uint32_t LabelsBegin = None;
  // Nested scopes continue the location: one walk in source order.
  forEachStatementInOrder(Body, WalkStack, [&](const Statement &S) {
    switch (S.kind()) {
    case Statement::Kind::LocDirective:
      Current = noteLoc(S.get<LocDirective>());
      Extending = false;
      break;
    case Statement::Kind::Label:
      if (LabelsBegin == None)
        LabelsBegin = S.get<Label>().Range.Begin;
      break;
    case Statement::Kind::Instruction: {
      SourceRange Range = S.get<Instruction>().Range;
      uint32_t Begin = std::min(LabelsBegin, Range.Begin);
      LabelsBegin = None;
      if (Current == None)
        break;
      if (Extending)
        Spans.back().End = Range.End;
      else
        Spans.push_back({Begin, Range.End, Current});
      Extending = true;
      break;
    }
    default:
      break; // Declarations, pragmas: no instruction of their own.
    }
  });
}

uint32_t GeneratedFromIndex::addLocation(Place Where, uint32_t InlinedAt,
                                         SourceRange Range) {
  auto Index = static_cast<uint32_t>(Locations.size());
  if (Index == None)
    return None; // Four billion .locs: the rest go without notes.
  Locations.push_back({Where.File, Where.Line, Where.Column, InlinedAt, Range});
  if (Inlining)
    rememberLatest(Index);
  return Index;
}

uint32_t &GeneratedFromIndex::slotOf(Place Where) {
  size_t Mask = LatestAt.size() - 1;
  size_t Slot = PlaceHash()(Where) & Mask;
  while (LatestAt[Slot] != None && !(placeOf(Locations[LatestAt[Slot]]) == Where))
    Slot = (Slot + 1) & Mask;
  return LatestAt[Slot];
}

void GeneratedFromIndex::rememberLatest(uint32_t Index) {
  if (2 * (LatestAtUsed + 1) > LatestAt.size()) {
    std::vector<uint32_t> Old(std::max<size_t>(64, 2 * LatestAt.size()), None);
    Old.swap(LatestAt);
    for (uint32_t Entry : Old)
      if (Entry != None)
        slotOf(placeOf(Locations[Entry])) = Entry;
  }
  uint32_t &Slot = slotOf(placeOf(Locations[Index]));
  if (Slot == None)
    ++LatestAtUsed;
  Slot = Index;
}

uint32_t GeneratedFromIndex::latestAt(Place Where) {
  if (!Inlining) {
    Inlining = true;
    for (uint32_t Index = 0; Index < Locations.size(); ++Index)
      rememberLatest(Index);
  }
  if (LatestAt.empty())
    return None;
  return slotOf(Where);
}

uint32_t GeneratedFromIndex::noteLoc(const LocDirective &Loc) {
  auto Number = [](const Token &T) -> std::optional<uint32_t> {
    std::optional<uint64_t> Value = parseIntegerLiteral(T.Text);
    if (!Value || *Value > UINT32_MAX)
      return std::nullopt;
    return static_cast<uint32_t>(*Value);
  };
  std::optional<uint32_t> File = Number(Loc.File), Line = Number(Loc.Line),
                          Column = Number(Loc.Column);
  if (!File || !Line || !Column)
    return None;
  uint32_t InlinedAt = None;
  if (Loc.InlinedFile && Loc.InlinedLine && Loc.InlinedColumn) {
    std::optional<uint32_t> CallFile = Number(*Loc.InlinedFile),
                            CallLine = Number(*Loc.InlinedLine),
                            CallColumn = Number(*Loc.InlinedColumn);
    if (CallFile && CallLine && CallColumn) {
      Place CallSite{*CallFile, *CallLine, *CallColumn};
      InlinedAt = latestAt(CallSite);
      // A call site no earlier .loc gave (ptxas refuses that) still names
      // a place; the chain just ends there.
      if (InlinedAt == None)
        InlinedAt = addLocation(CallSite, None,
                                {Loc.InlinedFile->Range.Begin,
                                 Loc.InlinedColumn->Range.End});
    }
  }
  return addLocation({*File, *Line, *Column}, InlinedAt, Loc.Range);
}

void GeneratedFromIndex::addNotes(std::vector<Diagnostic> &Diagnostics) const {
  if (Spans.empty())
    return;
  for (Diagnostic &D : Diagnostics) {
    uint32_t Offset = D.Range.Begin;
    auto After = std::upper_bound(
        Spans.begin(), Spans.end(), Offset,
        [](uint32_t O, const Span &S) { return O < S.Begin; });
    if (After == Spans.begin() || Offset >= std::prev(After)->End)
      continue;
    const char *Message = "generated from here";
    uint32_t Index = std::prev(After)->Location;
    for (unsigned Links = 0; Index != None && Links <= MaxInlinedNotes;
         ++Links) {
      const Location &L = Locations[Index];
      auto Name = FileNames.find(L.File);
      if (L.Line == 0 || Name == FileNames.end())
        break;
      D.Notes.push_back(
          {L.Range, Message, OtherFileLocation{Name->second, L.Line, L.Column}});
      Message = "inlined from here";
      Index = L.InlinedAt;
    }
  }
}
