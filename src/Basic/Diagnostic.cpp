//===- Diagnostic.cpp -----------------------------------------------------===//

#include "ptxlint/Diagnostic.h"

#include <algorithm>
#include <string>

using namespace ptxlint;

namespace {

struct DiagInfo {
  Severity Level;
  std::string_view Name;
  DiagGroupID Group;
  bool DefaultEnabled;
  std::string_view Summary;
  std::string_view Format;
};

constexpr DiagInfo DiagTable[] = {
#define DIAG(Enumerator, Sev, Id, Group, DefaultEnabled, Summary, Format)      \
  {Severity::Sev, Id, DiagGroupID::Group, DefaultEnabled, Summary, Format},
#include "ptxlint/DiagnosticKinds.inc"
};

constexpr std::string_view GroupNames[] = {
#define DIAG_GROUP(Enumerator, Name) Name,
#include "ptxlint/DiagnosticKinds.inc"
};

const DiagInfo &info(DiagID ID) { return DiagTable[static_cast<unsigned>(ID)]; }

} // namespace

std::string_view ptxlint::diagnosticName(DiagID ID) { return info(ID).Name; }
Severity ptxlint::defaultSeverity(DiagID ID) { return info(ID).Level; }
std::string_view ptxlint::diagnosticSummary(DiagID ID) {
  return info(ID).Summary;
}
DiagGroupID ptxlint::diagnosticGroup(DiagID ID) { return info(ID).Group; }
bool ptxlint::isEnabledByDefault(DiagID ID) { return info(ID).DefaultEnabled; }

std::optional<DiagID> ptxlint::findDiagnostic(std::string_view Name) {
  for (unsigned I = 0; I < std::size(DiagTable); ++I)
    if (DiagTable[I].Name == Name)
      return static_cast<DiagID>(I);
  return std::nullopt;
}

std::string_view ptxlint::groupName(DiagGroupID Group) {
  return GroupNames[static_cast<unsigned>(Group)];
}

std::optional<DiagGroupID> ptxlint::findGroup(std::string_view Name) {
  for (unsigned I = 0; I < std::size(GroupNames); ++I)
    if (GroupNames[I] == Name)
      return static_cast<DiagGroupID>(I);
  return std::nullopt;
}

std::string_view ptxlint::severityName(Severity S) {
  switch (S) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  return "error";
}

std::string ptxlint::formatMessage(DiagID ID,
                                   std::initializer_list<std::string_view> Args) {
  std::string_view Format = info(ID).Format;
  std::string Message;
  for (size_t I = 0; I < Format.size(); ++I) {
    char Digit = I + 1 < Format.size() ? Format[I + 1] : '\0';
    if (Format[I] == '%' && Digit >= '0' && Digit <= '9') {
      size_t Index = static_cast<size_t>(Digit - '0');
      if (Index < Args.size())
        Message += *(Args.begin() + Index);
      ++I;
      continue;
    }
    Message += Format[I];
  }
  return Message;
}

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

bool DiagnosticOptions::isEnabled(DiagID ID) const {
  if (defaultSeverity(ID) != Severity::Warning)
    return true; // Errors and notes cannot be switched off.
  if (AllWarningsOff)
    return false;
  bool Enabled = AllWarningsOn || isEnabledByDefault(ID);
  for (const auto &[Group, On] : GroupSwitches)
    if (Group == diagnosticGroup(ID))
      Enabled = On;
  return Enabled;
}

Severity DiagnosticOptions::severityOf(DiagID ID) const {
  Severity Level = defaultSeverity(ID);
  if (Level != Severity::Warning)
    return Level;
  if (AllWarningsAsErrors ||
      std::find(ErrorGroups.begin(), ErrorGroups.end(), diagnosticGroup(ID)) !=
          ErrorGroups.end())
    return Severity::Error;
  return Level;
}

//===----------------------------------------------------------------------===//
// Engine
//===----------------------------------------------------------------------===//

void DiagnosticEngine::count(const Diagnostic &D, int Delta) {
  if (D.Level == Severity::Error)
    Errors += Delta;
  else if (D.Level == Severity::Warning)
    Warnings += Delta;
}

bool DiagnosticEngine::withinLimit(DiagID ID, SourceRange Range) {
  // The note about the limit, and running out of memory, are never left
  // out themselves.
  if (!Options.MaxFindingsPerKind || ID == DiagID::FindingsDropped ||
      ID == DiagID::OutOfMemory)
    return true;
  if (KeptPerKind.empty())
    KeptPerKind.assign(static_cast<size_t>(DiagID::NumDiagnostics), 0);
  uint32_t &Kept = KeptPerKind[static_cast<size_t>(ID)];
  if (Kept < Options.MaxFindingsPerKind) {
    ++Kept;
    return true;
  }
  noteDropped(ID, 1, Range);
  return false;
}

void DiagnosticEngine::noteDropped(DiagID ID, uint64_t Count,
                                   SourceRange First) {
  auto It = std::find_if(DroppedPerKind.begin(), DroppedPerKind.end(),
                         [ID](const auto &Entry) { return Entry.first == ID; });
  if (It == DroppedPerKind.end()) {
    DroppedPerKind.push_back({ID, {}});
    It = DroppedPerKind.end() - 1;
  }
  It->second.Count += Count;
  // The earliest position, not the first seen: the same for any order in
  // which the findings arrive.
  if (First.Begin < It->second.First.Begin ||
      (First.Begin == It->second.First.Begin && First.End < It->second.First.End))
    It->second.First = First;
}

DiagnosticEngine::DroppedFindings DiagnosticEngine::takeDropped() {
  KeptPerKind.clear();
  DroppedFindings Taken = std::move(DroppedPerKind);
  DroppedPerKind.clear();
  return Taken;
}

void DiagnosticEngine::addDropped(const DroppedFindings &Other) {
  for (const auto &[ID, D] : Other)
    noteDropped(ID, D.Count, D.First);
}

void DiagnosticEngine::reportDropped() {
  std::sort(DroppedPerKind.begin(), DroppedPerKind.end(),
            [](const auto &A, const auto &B) { return A.first < B.first; });
  for (const auto &[ID, D] : DroppedPerKind)
    add({DiagID::FindingsDropped, Severity::Note, D.First,
         std::to_string(D.Count) + " more '" + std::string(diagnosticName(ID)) +
             "' findings from here on were counted but not kept (at most " +
             std::to_string(Options.MaxFindingsPerKind) +
             " of one kind per file; --max-findings)",
         {}, {}, {}});
  DroppedPerKind.clear();
}

Diagnostic &DiagnosticEngine::report(DiagID ID, SourceRange Range,
                                     std::string Message) {
  if (!Options.isEnabled(ID) || !withinLimit(ID, Range)) {
    Discarded = {ID, Severity::Note, Range, {}, {}, {}, {}};
    return Discarded;
  }
  Diagnostics.push_back(
      {ID, Options.severityOf(ID), Range, std::move(Message), {}, {}, {}});
  count(Diagnostics.back(), +1);
  return Diagnostics.back();
}

void DiagnosticEngine::add(Diagnostic D) {
  if (!withinLimit(D.ID, D.Range))
    return;
  count(D, +1);
  Diagnostics.push_back(std::move(D));
}

void DiagnosticEngine::retainIf(
    const std::function<bool(const Diagnostic &)> &Keep) {
  auto Dropped = std::stable_partition(Diagnostics.begin(), Diagnostics.end(),
                                       Keep);
  for (auto It = Dropped; It != Diagnostics.end(); ++It)
    count(*It, -1);
  Diagnostics.erase(Dropped, Diagnostics.end());
}

void DiagnosticEngine::sortByLocation() {
  std::stable_sort(Diagnostics.begin(), Diagnostics.end(),
                   [](const Diagnostic &A, const Diagnostic &B) {
                     return A.Range.Begin < B.Range.Begin;
                   });
}

std::vector<Diagnostic> DiagnosticEngine::takeDiagnostics() {
  Errors = Warnings = 0;
  return std::move(Diagnostics);
}
