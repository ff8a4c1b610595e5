//===- FuzzSupport.h - Checks shared by the fuzz targets -------*- C++ -*-===//
//
// The fuzz targets assert properties, not just survival: a failed FUZZ_CHECK
// prints what was expected and what happened, then aborts. Under libFuzzer
// the abort is a crash and the input is saved; in the replay driver
// (ReplayMain.cpp) it fails the ctest test. Nothing here depends on
// libFuzzer, so the targets build with any compiler.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_TEST_FUZZ_FUZZSUPPORT_H
#define PTXLINT_TEST_FUZZ_FUZZSUPPORT_H

#include "ptxlint/Diagnostic.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace ptxlint {
namespace fuzz {

[[noreturn]] inline void failCheck(const char *File, int Line,
                                   const char *Condition,
                                   const std::string &Details) {
  std::fprintf(stderr, "%s:%d: fuzz check failed: %s\n", File, Line,
               Condition);
  if (!Details.empty())
    std::fprintf(stderr, "%s\n", Details.c_str());
  std::fflush(stderr);
  std::abort();
}

/// Aborts with Details (a std::string expression, evaluated only on
/// failure) unless Condition holds.
#define FUZZ_CHECK(Condition, Details)                                         \
  do {                                                                         \
    if (!(Condition))                                                          \
      ::ptxlint::fuzz::failCheck(__FILE__, __LINE__, #Condition, (Details));   \
  } while (false)

/// Where two long texts (AST dumps, printed modules) first differ, with a
/// few lines of each around it: enough to see the bug, short enough to read.
inline std::string describeDifference(std::string_view Expected,
                                      std::string_view Actual) {
  size_t At = 0;
  while (At < Expected.size() && At < Actual.size() &&
         Expected[At] == Actual[At])
    ++At;
  auto Around = [At](std::string_view Text) {
    size_t Begin = At;
    for (int Lines = 0; Begin > 0 && Lines < 4; --Begin)
      if (Text[Begin - 1] == '\n')
        ++Lines;
    size_t End = At;
    for (int Lines = 0; End < Text.size() && Lines < 4; ++End)
      if (Text[End] == '\n')
        ++Lines;
    return std::string(Text.substr(Begin, End - Begin));
  };
  return "first difference at byte " + std::to_string(At) + " (lengths " +
         std::to_string(Expected.size()) + " and " +
         std::to_string(Actual.size()) + ")\n--- expected:\n" +
         Around(Expected) + "\n--- actual:\n" + Around(Actual) + "\n---";
}

/// A diagnostic as one line (ID, severity, range, message, notes, fix-its,
/// targets), for comparing two runs that must agree.
inline std::string describeDiagnostic(const Diagnostic &D) {
  std::string Line = std::string(diagnosticName(D.ID)) + " " +
                     std::string(severityName(D.Level)) + " [" +
                     std::to_string(D.Range.Begin) + "," +
                     std::to_string(D.Range.End) + ") " + D.Message;
  for (const DiagnosticNote &N : D.Notes)
    Line += " | note [" + std::to_string(N.Range.Begin) + "," +
            std::to_string(N.Range.End) + ") " + N.Message;
  for (const FixIt &F : D.FixIts)
    Line += " | fix [" + std::to_string(F.Range.Begin) + "," +
            std::to_string(F.Range.End) + ") '" + F.Replacement + "'";
  for (const std::string &Target : D.Targets)
    Line += " | for " + Target;
  return Line;
}

inline std::string describeDiagnostics(const std::vector<Diagnostic> &Ds) {
  std::string Text;
  for (const Diagnostic &D : Ds) {
    Text += describeDiagnostic(D);
    Text += '\n';
  }
  return Text;
}

/// What every list of findings must be, whatever produced it: each has a
/// message, the list is in source order, no finding is there twice (same
/// ID, range and message), and every range (finding, note, fix-it) lies
/// inside the Size-byte input.
inline void checkFindingsWellFormed(const std::vector<Diagnostic> &Findings,
                                    size_t Size) {
  auto CheckInside = [Size](SourceRange R, const Diagnostic &D) {
    FUZZ_CHECK(R.Begin <= R.End && R.End <= Size,
               "range [" + std::to_string(R.Begin) + "," +
                   std::to_string(R.End) + ") outside the " +
                   std::to_string(Size) + "-byte input in\n" +
                   describeDiagnostics({D}));
  };
  uint32_t PreviousBegin = 0;
  std::set<std::tuple<DiagID, uint32_t, uint32_t, std::string_view>> Seen;
  for (const Diagnostic &D : Findings) {
    FUZZ_CHECK(!D.Message.empty(), describeDiagnostics({D}));
    FUZZ_CHECK(Seen.insert({D.ID, D.Range.Begin, D.Range.End, D.Message}).second,
               "a finding reported twice:\n" + describeDiagnostics({D}));
    FUZZ_CHECK(PreviousBegin <= D.Range.Begin,
               "findings out of order:\n" + describeDiagnostics(Findings));
    PreviousBegin = D.Range.Begin;
    CheckInside(D.Range, D);
    for (const DiagnosticNote &N : D.Notes) {
      CheckInside(N.Range, D);
      FUZZ_CHECK(!N.Message.empty(), describeDiagnostics({D}));
    }
    for (const FixIt &F : D.FixIts)
      CheckInside(F.Range, D);
  }
}

} // namespace fuzz
} // namespace ptxlint

#endif // PTXLINT_TEST_FUZZ_FUZZSUPPORT_H
