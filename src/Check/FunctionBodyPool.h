//===- FunctionBodyPool.h - Checking function bodies on threads -*- C++ -*-===//
//
// Most of a module's checking is inside function bodies, and a body's
// checks depend on the rest of the module only through its header (version,
// target, address size) and the names declared before it. So the thread
// that reads the module in order keeps everything at module scope to
// itself, records each module-scope declaration in a log, and queues each
// body with a copy of the header and the log's length at that point (a
// body of a few statements it checks itself: ModuleChecker.cpp). A worker
// given a huge body splits it among as many threads (BodyChecker.h).
// Workers take bodies first come, first served; each keeps its own copy of
// the module scope and replays the log into it up to the body's point
// before checking it. Because bodies are taken in order, a worker's copy
// only ever grows towards the body it takes next. Diagnostics are merged
// back in the order the module was read, so the result is the same for any
// number of threads.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_FUNCTIONBODYPOOL_H
#define PTXLINT_CHECK_FUNCTIONBODYPOOL_H

#include "BodyChecker.h"

#include <condition_variable>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace ptxlint {

class FunctionBodyPool {
public:
  FunctionBodyPool(const SourceFile &Source, const DiagnosticOptions &Options,
                   bool ImplicitRegisters, unsigned Threads);
  /// Waits for the bodies still queued.
  ~FunctionBodyPool();

  /// A declaration the module scope gained (BodyChecker::OnModuleScope).
  void record(const ModuleScopeEvent &E);
  /// Queues the body of F, which lives in *Owner: Owner is kept until the
  /// body is checked. The body is checked under Header and with the names
  /// recorded so far. ReaderDiagnostics is how many diagnostics the reading
  /// thread has reported before it, for the merge. Blocks while too many
  /// bodies wait, so that memory holds a bounded number of items.
  void submit(std::shared_ptr<const TopLevelItem> Owner, const Function &F,
              const ModuleHeader &Header, size_t ReaderDiagnostics);
  /// Waits for every queued body, then adds to Out the reading thread's
  /// diagnostics (ReaderDiagnostics, in the order reported) and the bodies',
  /// each body's where the reader had got to when it queued it.
  void drainInto(std::vector<Diagnostic> ReaderDiagnostics,
                 DiagnosticEngine &Out);

private:
  struct Job {
    std::shared_ptr<const TopLevelItem> Owner;
    const Function *F;
    ModuleHeader Header;
    size_t LogLength;
    size_t ReaderDiagnostics;
    std::vector<Diagnostic> Diagnostics; ///< Set when done.
    DiagnosticEngine::DroppedFindings Dropped; ///< Set when done.
  };
  /// A worker's own context, symbol table, lint state and diagnostics.
  struct Worker {
    Worker(const SourceFile &Source, const DiagnosticOptions &Options)
        : Diags(Options), Ctx(Source, Diags), Checker(Ctx, Lint) {}
    DiagnosticEngine Diags;
    CheckContext Ctx;
    Linter Lint;
    BodyChecker Checker;
    size_t Replayed = 0; ///< Log entries applied to Ctx and Lint.
  };
  void work(Worker &W);

  std::vector<std::unique_ptr<Worker>> Workers;
  std::vector<std::thread> Threads;
  size_t Window;

  std::mutex LogMutex;
  std::deque<ModuleScopeEvent> Log; ///< Under LogMutex.

  std::mutex Mutex;
  std::condition_variable Changed;
  std::deque<Job> Jobs; ///< Under Mutex; references stay valid on push_back.
  size_t NextJob = 0, DoneJobs = 0;
  bool Stopping = false;
  /// The first exception a worker met (under Mutex), for drainInto.
  std::exception_ptr Failure;
};

} // namespace ptxlint

#endif // PTXLINT_CHECK_FUNCTIONBODYPOOL_H
