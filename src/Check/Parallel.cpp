//===- Parallel.cpp -------------------------------------------------------===//

#include "Parallel.h"

#include <exception>
#include <thread>
#include <vector>

using namespace ptxlint;

void ptxlint::runTasks(size_t Count, const std::function<void(size_t)> &Task) {
  std::vector<std::exception_ptr> Failures(Count);
  auto Run = [&](size_t I) {
    try {
      Task(I);
    } catch (...) {
      Failures[I] = std::current_exception(); // Rethrown below, here.
    }
  };
  std::vector<std::thread> Helpers;
  Helpers.reserve(Count); // Nothing below may throw past a started helper.
  for (size_t I = 1; I < Count; ++I) {
    try {
      Helpers.emplace_back(Run, I);
    } catch (...) {
      Run(I); // No thread to be had.
    }
  }
  if (Count > 0)
    Run(0);
  for (std::thread &T : Helpers)
    T.join();
  for (const std::exception_ptr &Failure : Failures)
    if (Failure)
      std::rethrow_exception(Failure);
}

void ptxlint::adoptDiagnostics(DiagnosticEngine &From, DiagnosticEngine &Into) {
  for (Diagnostic &D : From.takeDiagnostics())
    Into.add(std::move(D));
  Into.addDropped(From.takeDropped());
}
