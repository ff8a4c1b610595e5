//===- Workspace.cpp - Open documents and the checker thread --------------===//

#include "Workspace.h"

#include "Documents.h"

#include <algorithm>

using namespace ptxlint;
using namespace ptxlint::lsp;

/// How many documents are checked at once.
constexpr unsigned NumCheckers = 2;

Workspace::Workspace(CheckedCallback OnChecked, ClosedCallback OnClosed)
    : OnChecked(std::move(OnChecked)), OnClosed(std::move(OnClosed)) {
  for (unsigned I = 0; I < NumCheckers; ++I)
    Checkers.emplace_back([this] { runChecker(); });
}

Workspace::~Workspace() { stop(); }

void Workspace::stop() {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    Stopping = true;
  }
  Wake.notify_all();
  for (std::thread &Checker : Checkers)
    if (Checker.joinable())
      Checker.join();
}

void Workspace::enqueue(const std::string &URI) {
  // Called with Mutex held. A document waits in the queue once, however
  // often it changes: the checker takes its newest text when its turn comes.
  if (std::find(Queue.begin(), Queue.end(), URI) == Queue.end())
    Queue.push_back(URI);
  // Every checker: the one woken might find only documents being checked.
  Wake.notify_all();
}

std::optional<std::string> Workspace::takeNext() {
  for (auto It = Queue.begin(); It != Queue.end(); ++It)
    if (!Checking.count(*It)) {
      std::string URI = std::move(*It);
      Queue.erase(It);
      return URI;
    }
  return std::nullopt;
}

void Workspace::open(const std::string &URI, int64_t Version,
                     std::string Text, const std::string &LanguageID) {
  std::lock_guard<std::mutex> Lock(Mutex);
  Document &D = Documents[URI];
  D.Version = Version;
  D.Text = std::move(Text);
  D.Cuda = isCudaDocument(URI, LanguageID);
  enqueue(URI);
}

bool Workspace::change(const std::string &URI, int64_t Version,
                       const llvm::json::Array &Changes, std::string &Error) {
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = Documents.find(URI);
  if (It == Documents.end()) {
    Error = "the document is not open: " + URI;
    return false;
  }
  std::string Text = It->second.Text;
  for (const llvm::json::Value &Change : Changes)
    if (!applyContentChange(Text, Change, Error))
      return false;
  It->second.Text = std::move(Text);
  It->second.Version = Version;
  enqueue(URI);
  return true;
}

void Workspace::close(const std::string &URI) {
  std::vector<WaitingRequest> Orphans;
  {
    std::lock_guard<std::mutex> Publishing(PublishMutex);
    {
      std::lock_guard<std::mutex> Lock(Mutex);
      auto It = Documents.find(URI);
      if (It == Documents.end())
        return;
      Orphans = std::move(It->second.Waiting);
      Documents.erase(It);
    }
    OnClosed(URI);
  }
  for (WaitingRequest &Request : Orphans)
    Request(nullptr);
}

void Workspace::setSettings(ClientSettings NewSettings) {
  std::lock_guard<std::mutex> Lock(Mutex);
  Settings = std::move(NewSettings);
  for (const auto &Entry : Documents)
    enqueue(Entry.first);
}

bool Workspace::whenCurrent(const std::string &URI, WaitingRequest Request) {
  std::shared_ptr<const Analysis> Ready;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Documents.find(URI);
    if (It == Documents.end())
      return false;
    Document &D = It->second;
    bool Queued = std::find(Queue.begin(), Queue.end(), URI) != Queue.end();
    if (D.Latest && D.Latest->Version == D.Version && !Queued)
      Ready = D.Latest;
    else
      D.Waiting.push_back(std::move(Request));
  }
  if (Ready)
    Request(Ready.get());
  return true;
}

void Workspace::runChecker() {
  while (true) {
    std::string URI, Text;
    int64_t Version;
    bool Cuda;
    ClientSettings Snapshot;
    {
      std::unique_lock<std::mutex> Lock(Mutex);
      std::optional<std::string> Next;
      Wake.wait(Lock,
                [&] { return Stopping || (Next = takeNext()).has_value(); });
      if (Stopping)
        return;
      URI = std::move(*Next);
      auto It = Documents.find(URI);
      if (It == Documents.end())
        continue;
      Checking.insert(URI);
      Version = It->second.Version;
      Text = It->second.Text;
      Cuda = It->second.Cuda;
      Snapshot = Settings;
    }
    // Whatever happens to this check, the document may be checked again.
    struct Done {
      Workspace &W;
      const std::string &URI;
      ~Done() {
        {
          std::lock_guard<std::mutex> Lock(W.Mutex);
          W.Checking.erase(URI);
        }
        W.Wake.notify_all();
      }
    } MarkDone{*this, URI};
    std::shared_ptr<const Analysis> Result;
    try {
      std::optional<std::string> Path = pathFromURI(URI);
      std::string Problem;
      LintOptions Options = optionsFor(Path ? *Path : "", Snapshot, Problem);
      Result = Cuda ? analyzeCuda(URI, Version, std::move(Text), Options, Problem)
                    : analyze(URI, Version, std::move(Text), Options, Problem);
    } catch (const std::exception &) {
      // Too big to check in the memory there is (std::bad_alloc, or the
      // std::length_error of a container asked for more than max_size()),
      // or any other failure: the server goes on, the document keeps its
      // last diagnostics, and the requests that waited for this check get
      // an error instead of waiting on.
      std::vector<WaitingRequest> Unanswerable;
      {
        std::lock_guard<std::mutex> Lock(Mutex);
        auto It = Documents.find(URI);
        if (It != Documents.end() && It->second.Version == Version)
          Unanswerable = std::move(It->second.Waiting);
      }
      for (WaitingRequest &Request : Unanswerable)
        Request(nullptr);
      continue;
    }
    std::vector<WaitingRequest> Answerable;
    {
      std::lock_guard<std::mutex> Publishing(PublishMutex);
      {
        std::lock_guard<std::mutex> Lock(Mutex);
        auto It = Documents.find(URI);
        // Edited or closed meanwhile: the result describes text that is
        // gone.
        if (It == Documents.end() || It->second.Version != Version)
          continue;
        It->second.Latest = Result;
        if (std::find(Queue.begin(), Queue.end(), URI) == Queue.end())
          Answerable = std::move(It->second.Waiting);
      }
      OnChecked(Result);
    }
    for (WaitingRequest &Request : Answerable)
      Request(Result.get());
  }
}
