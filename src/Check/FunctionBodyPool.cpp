//===- FunctionBodyPool.cpp - Checking function bodies on threads ---------===//

#include "FunctionBodyPool.h"

using namespace ptxlint;

FunctionBodyPool::FunctionBodyPool(const SourceFile &Source,
                                   const DiagnosticOptions &Options,
                                   bool ImplicitRegisters, unsigned Count)
    // Two bodies a worker waiting are enough to keep it busy (four held
    // more of big_thrust in memory at no gain in time).
    : Window(2 * static_cast<size_t>(Count)) {
  for (unsigned I = 0; I < Count; ++I) {
    Workers.push_back(std::make_unique<Worker>(Source, Options));
    Workers.back()->Ctx.Symbols.setImplicitRegisters(ImplicitRegisters);
    // A module of one huge function keeps one worker busy and the others
    // idle: that worker splits the body among as many threads.
    Workers.back()->Checker.PartThreads = Count;
  }
  for (std::unique_ptr<Worker> &W : Workers)
    Threads.emplace_back([this, &W] { work(*W); });
}

FunctionBodyPool::~FunctionBodyPool() {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    Stopping = true;
    Changed.notify_all();
  }
  for (std::thread &T : Threads)
    T.join();
}

void FunctionBodyPool::record(const ModuleScopeEvent &E) {
  std::lock_guard<std::mutex> Lock(LogMutex);
  Log.push_back(E);
}

void FunctionBodyPool::submit(std::shared_ptr<const TopLevelItem> Owner,
                              const Function &F, const ModuleHeader &Header,
                              size_t ReaderDiagnostics) {
  size_t LogLength;
  {
    std::lock_guard<std::mutex> Lock(LogMutex);
    LogLength = Log.size();
  }
  std::unique_lock<std::mutex> Lock(Mutex);
  Changed.wait(Lock, [&] { return Jobs.size() - DoneJobs < Window; });
  Jobs.push_back(
      {std::move(Owner), &F, Header, LogLength, ReaderDiagnostics, {}, {}});
  Changed.notify_all();
}

void FunctionBodyPool::work(Worker &W) {
  std::unique_lock<std::mutex> Lock(Mutex);
  for (;;) {
    Changed.wait(Lock, [&] { return NextJob < Jobs.size() || Stopping; });
    if (NextJob == Jobs.size())
      return; // Stopping, and nothing is left.
    Job &J = Jobs[NextJob++];
    // After a failure the run is over: bodies are only marked done, so
    // that nobody waits for them.
    bool Skip = Failure != nullptr || Stopping;
    Lock.unlock();
    std::vector<Diagnostic> Found;
    DiagnosticEngine::DroppedFindings Dropped;
    std::exception_ptr Error;
    if (!Skip) {
      try {
        {
          std::lock_guard<std::mutex> LogLock(LogMutex);
          for (; W.Replayed < J.LogLength; ++W.Replayed)
            W.Checker.replay(Log[W.Replayed]);
        }
        static_cast<ModuleHeader &>(W.Ctx) = J.Header;
        W.Checker.checkBody(*J.F);
        Found = W.Diags.takeDiagnostics();
        Dropped = W.Diags.takeDropped();
      } catch (...) {
        // Out of memory, typically: an exception must not leave the
        // thread, so the reading thread rethrows it (drainInto).
        Error = std::current_exception();
        W.Diags.takeDiagnostics();
        W.Diags.takeDropped();
      }
    }
    J.Owner.reset(); // The item may go as soon as its body is checked.
    Lock.lock();
    if (Error && !Failure)
      Failure = Error;
    J.Diagnostics = std::move(Found);
    J.Dropped = std::move(Dropped);
    ++DoneJobs;
    Changed.notify_all();
  }
}

void FunctionBodyPool::drainInto(std::vector<Diagnostic> ReaderDiagnostics,
                                 DiagnosticEngine &Out) {
  std::unique_lock<std::mutex> Lock(Mutex);
  Changed.wait(Lock, [&] { return DoneJobs == Jobs.size(); });
  if (Failure) {
    Jobs.clear();
    NextJob = DoneJobs = 0;
    std::rethrow_exception(Failure);
  }
  size_t Reader = 0;
  for (Job &J : Jobs) {
    for (; Reader < J.ReaderDiagnostics; ++Reader)
      Out.add(std::move(ReaderDiagnostics[Reader]));
    for (Diagnostic &D : J.Diagnostics)
      Out.add(std::move(D));
    Out.addDropped(J.Dropped);
  }
  for (; Reader < ReaderDiagnostics.size(); ++Reader)
    Out.add(std::move(ReaderDiagnostics[Reader]));
  Jobs.clear();
  NextJob = DoneJobs = 0;
}
