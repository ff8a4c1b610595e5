//===- Parallel.h - Running a huge body's work on several threads -*- C++ -*-===//
//
// A huge function body is checked in parts, and its lint passes are shared
// among threads, each part and pass with a diagnostic engine of its own
// (BodyChecker::checkInParts, Linter::lintFunction). These are what both
// need: run the tasks and hand their failures back, then take over what a
// task's engine found, in order.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_PARALLEL_H
#define PTXLINT_CHECK_PARALLEL_H

#include "ptxlint/Diagnostic.h"

#include <cstddef>
#include <functional>

namespace ptxlint {

/// Runs Task(0) on this thread and Task(1) .. Task(Count - 1) on threads of
/// their own (here, first, when no thread can be had); waits for all, then
/// rethrows the first exception a task threw (out of memory, typically).
void runTasks(size_t Count, const std::function<void(size_t)> &Task);

/// Adds From's diagnostics and dropped findings to Into, as if reported
/// there in their order (Into's limits apply), and empties From.
void adoptDiagnostics(DiagnosticEngine &From, DiagnosticEngine &Into);

} // namespace ptxlint

#endif // PTXLINT_CHECK_PARALLEL_H
