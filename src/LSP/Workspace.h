//===- Workspace.h - Open documents and the checker thread -----*- C++ -*-===//
//
// The message thread records edits here and returns at once; checker
// threads check the newest text of each document that changed, two
// documents at a time, so that a big file being checked does not hold up
// the diagnostics of the others. A result
// for a version that has since been edited is stale: it is dropped, never
// published, and the newer text is checked instead. Requests that need a
// document's current text checked wait here until it is.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LSP_WORKSPACE_H
#define PTXLINT_LSP_WORKSPACE_H

#include "Analysis.h"
#include "Settings.h"

#include "llvm/Support/JSON.h"

#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

namespace ptxlint::lsp {

class Workspace {
public:
  /// Called on the checker thread with each result that is still current.
  using CheckedCallback =
      std::function<void(const std::shared_ptr<const Analysis> &)>;
  /// A request's answer, given the current analysis, or null when the
  /// document was closed before it was checked, or could not be.
  using WaitingRequest = std::function<void(const Analysis *)>;

  /// Called when a document closes, to clear what was published for it.
  using ClosedCallback = std::function<void(const std::string &URI)>;

  Workspace(CheckedCallback OnChecked, ClosedCallback OnClosed);
  ~Workspace();
  Workspace(const Workspace &) = delete;
  Workspace &operator=(const Workspace &) = delete;

  /// LanguageID is didOpen's: a CUDA document (isCudaDocument) has its
  /// asm statements checked, any other is PTX.
  void open(const std::string &URI, int64_t Version, std::string Text,
            const std::string &LanguageID = "");
  /// Applies didChange's contentChanges in order; false (and nothing
  /// changed) if one of them is not a change, or the document is not open.
  bool change(const std::string &URI, int64_t Version,
              const llvm::json::Array &Changes, std::string &Error);
  void close(const std::string &URI);
  /// New client settings: every open document is checked again.
  void setSettings(ClientSettings Settings);

  /// Runs Request with the analysis of the document's current text: at
  /// once if there is one, else on the checker thread when it is ready.
  /// False if the document is not open.
  bool whenCurrent(const std::string &URI, WaitingRequest Request);

  /// Stops the checker threads (a check under way runs to its end).
  void stop();

private:
  struct Document {
    int64_t Version = 0;
    std::string Text;
    bool Cuda = false;
    std::shared_ptr<const Analysis> Latest;
    std::vector<WaitingRequest> Waiting;
  };

  void enqueue(const std::string &URI);
  /// The first queued document no other checker is working on (removed
  /// from the queue), or nothing. Called with Mutex held.
  std::optional<std::string> takeNext();
  void runChecker();

  CheckedCallback OnChecked;
  ClosedCallback OnClosed;
  /// Held while a result is published or a document's are cleared, so
  /// that a result checked just before its document closed cannot be
  /// published after the clearing.
  std::mutex PublishMutex;
  std::mutex Mutex;
  std::condition_variable Wake;
  std::map<std::string, Document> Documents;
  std::deque<std::string> Queue;
  /// Documents a checker is working on: a document is checked by one
  /// checker at a time, so its results arrive in order.
  std::set<std::string> Checking;
  ClientSettings Settings;
  bool Stopping = false;
  std::vector<std::thread> Checkers;
};

} // namespace ptxlint::lsp

#endif // PTXLINT_LSP_WORKSPACE_H
