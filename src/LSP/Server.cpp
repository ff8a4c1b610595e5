//===- Server.cpp - Dispatching LSP messages ------------------------------===//
//
// The message thread: reads a message, answers or hands it on, and never
// waits for a check. Every malformed message gets a JSON-RPC error reply
// (or, for a notification, a log message) and the loop goes on.
//
//===----------------------------------------------------------------------===//

#include "LanguageServer.h"

#include "Features.h"
#include "Transport.h"
#include "Workspace.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

using namespace ptxlint;
using namespace ptxlint::lsp;

namespace {

/// A request's params did not have the shape the method needs.
struct BadParams {
  std::string Message;
};

const llvm::json::Object &objectParams(const llvm::json::Value *Params) {
  const llvm::json::Object *O = Params ? Params->getAsObject() : nullptr;
  if (!O)
    throw BadParams{"params must be an object"};
  return *O;
}

std::string documentURI(const llvm::json::Object &Params) {
  const llvm::json::Object *Doc = Params.getObject("textDocument");
  llvm::Optional<llvm::StringRef> URI =
      Doc ? Doc->getString("uri") : llvm::None;
  if (!URI)
    throw BadParams{"params need textDocument.uri"};
  return URI->str();
}

Position positionParam(const llvm::json::Object &Params) {
  std::optional<Position> P = positionFromJSON(Params.get("position"));
  if (!P)
    throw BadParams{"params need a position {line, character}"};
  return *P;
}

class Server {
public:
  Server(Transport &Channel, const ServerOptions &Options)
      : T(Channel), Options(Options),
        Docs(
            [this](const std::shared_ptr<const Analysis> &A) { published(*A); },
            [this](const std::string &URI) { closed(URI); }) {}

  int run() {
    while (std::optional<std::string> Body = T.readMessage()) {
      handle(*Body);
      if (Exited)
        break;
    }
    Docs.stop();
    return Exited && ShutdownRequested ? 0 : 1;
  }

private:
  using Handler = std::function<void(const llvm::json::Value &ID,
                                     const llvm::json::Object &Params)>;
  using Feature = std::function<llvm::json::Value(const Analysis &,
                                                  const llvm::json::Object &)>;

  void handle(const std::string &Body) {
    llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(Body);
    if (!Parsed) {
      T.replyError(nullptr, ParseError,
                   "not JSON: " + llvm::toString(Parsed.takeError()));
      return;
    }
    const llvm::json::Object *Message = Parsed->getAsObject();
    const llvm::json::Value *ID = Message ? Message->get("id") : nullptr;
    llvm::Optional<llvm::StringRef> Method =
        Message ? Message->getString("method") : llvm::None;
    if (!Method) {
      // A response to a request of ours (we send none), or nonsense.
      if (Message && ID && (Message->get("result") || Message->get("error")))
        return;
      T.replyError(ID ? *ID : nullptr, InvalidRequest,
                   "a message needs a method");
      return;
    }
    const llvm::json::Value *Params = Message->get("params");
    if (ID)
      request(*ID, Method->str(), Params);
    else
      notification(Method->str(), Params);
  }

  void request(const llvm::json::Value &ID, const std::string &Method,
               const llvm::json::Value *Params) {
    if (Method == "initialize" && Initialized)
      return T.replyError(ID, InvalidRequest, "initialize was already sent");
    if (Method == "initialize")
      return guarded(ID, [&] { initialize(ID, Params); });
    if (!Initialized)
      return T.replyError(ID, ServerNotInitialized,
                          "initialize must come first");
    if (ShutdownRequested)
      return T.replyError(ID, InvalidRequest,
                          "the server is shutting down: only exit is left");
    if (Method == "shutdown") {
      ShutdownRequested = true;
      return T.reply(ID, nullptr);
    }
    auto It = features().find(Method);
    if (It == features().end())
      return T.replyError(ID, MethodNotFound, "unknown method " + Method);
    guarded(ID, [&] {
      answerWithAnalysis(ID, objectParams(Params), It->second,
                         Method == "textDocument/codeAction");
    });
  }

  /// Runs Work, turning bad params and failures into error replies.
  void guarded(const llvm::json::Value &ID, const std::function<void()> &Work) {
    try {
      Work();
    } catch (const BadParams &E) {
      T.replyError(ID, InvalidParams, E.Message);
    } catch (const std::exception &E) {
      T.replyError(ID, InternalError, E.what());
    }
  }

  void answerWithAnalysis(const llvm::json::Value &ID,
                          const llvm::json::Object &Params, const Feature &F,
                          bool ForCuda) {
    std::string URI = documentURI(Params);
    // Checked here, on the message thread, so that a bad request is
    // answered at once rather than after the check it would wait for.
    if (Params.get("position"))
      positionParam(Params);
    auto Answer = [this, ID = llvm::json::Value(ID),
                   Params = llvm::json::Object(Params), F,
                   ForCuda](const Analysis *A) {
      if (!A)
        return T.replyError(ID, ContentModified,
                            "the document was closed, or could not be "
                            "checked in the memory there is");
      // A CUDA document has findings (code actions) and nothing else:
      // hover, completion, navigation and formatting are PTX's.
      if (A->Cuda && !ForCuda)
        return T.reply(ID, nullptr);
      try {
        T.reply(ID, F(*A, Params));
      } catch (const BadParams &E) {
        T.replyError(ID, InvalidParams, E.Message);
      } catch (const std::exception &E) {
        T.replyError(ID, InternalError, E.what());
      }
    };
    if (!Docs.whenCurrent(URI, std::move(Answer)))
      T.replyError(ID, InvalidParams, "the document is not open: " + URI);
  }

  static uint32_t offsetParam(const Analysis &A, const llvm::json::Object &P) {
    return A.Lines->offsetOf(positionParam(P));
  }

  const std::map<std::string, Feature> &features() {
    if (FeatureTable.empty())
      FeatureTable = {
          {"textDocument/hover",
           [](const Analysis &A, const llvm::json::Object &P) {
             return hover(A, offsetParam(A, P));
           }},
          {"textDocument/completion",
           [](const Analysis &A, const llvm::json::Object &P) {
             return completion(A, offsetParam(A, P));
           }},
          {"textDocument/definition",
           [](const Analysis &A, const llvm::json::Object &P) {
             return definition(A, offsetParam(A, P));
           }},
          {"textDocument/references",
           [](const Analysis &A, const llvm::json::Object &P) {
             const llvm::json::Object *Context = P.getObject("context");
             bool WithDeclaration =
                 Context &&
                 Context->getBoolean("includeDeclaration").getValueOr(false);
             return references(A, offsetParam(A, P), WithDeclaration);
           }},
          {"textDocument/documentSymbol",
           [](const Analysis &A, const llvm::json::Object &) {
             return documentSymbols(A);
           }},
          {"textDocument/formatting",
           [](const Analysis &A, const llvm::json::Object &) {
             std::string Error;
             std::optional<llvm::json::Value> Edits = formatting(A, Error);
             if (!Edits)
               throw std::runtime_error(Error);
             return std::move(*Edits);
           }},
          {"textDocument/codeAction",
           [this](const Analysis &A, const llvm::json::Object &P) {
             const llvm::json::Object *R = P.getObject("range");
             std::optional<Position> Start =
                 R ? positionFromJSON(R->get("start")) : std::nullopt;
             std::optional<Position> End =
                 R ? positionFromJSON(R->get("end")) : std::nullopt;
             if (!Start || !End)
               throw BadParams{"params need a range {start, end}"};
             SourceRange Range{A.Lines->offsetOf(*Start),
                               A.Lines->offsetOf(*End)};
             return codeActions(A, Range, docsURI());
           }},
      };
    return FeatureTable;
  }

  void initialize(const llvm::json::Value &ID,
                  const llvm::json::Value *Params) {
    const llvm::json::Object &P = objectParams(Params);
    if (const llvm::json::Value *Init = P.get("initializationOptions")) {
      if (const llvm::json::Object *O = Init->getAsObject())
        if (llvm::Optional<llvm::StringRef> Docs =
                O->getString("diagnosticsDocs")) {
          std::lock_guard<std::mutex> Lock(StateMutex);
          DocsURI = Docs->str();
        }
      applySettings(*Init);
    }
    Initialized = true;
    llvm::json::Object Capabilities{
        {"positionEncoding", "utf-16"},
        {"textDocumentSync",
         llvm::json::Object{{"openClose", true}, {"change", 2}}},
        {"hoverProvider", true},
        {"completionProvider",
         llvm::json::Object{
             {"triggerCharacters", llvm::json::Array{".", "%"}}}},
        {"definitionProvider", true},
        {"referencesProvider", true},
        {"documentSymbolProvider", true},
        {"documentFormattingProvider", true},
        {"codeActionProvider",
         llvm::json::Object{
             {"codeActionKinds", llvm::json::Array{"quickfix"}}}},
    };
    T.reply(ID, llvm::json::Object{
                    {"capabilities", std::move(Capabilities)},
                    {"serverInfo",
                     llvm::json::Object{{"name", "ptx-lint"},
                                        {"version", Options.Version}}}});
  }

  void applySettings(const llvm::json::Value &V) {
    std::string Error;
    std::optional<ClientSettings> S = readClientSettings(V, Error);
    if (!S)
      return showMessage(1, "ptx-lint: settings ignored: " + Error);
    Docs.setSettings(std::move(*S));
  }

  void notification(const std::string &Method,
                    const llvm::json::Value *Params) {
    if (Method == "exit") {
      Exited = true;
      return;
    }
    if (!Initialized || ShutdownRequested)
      return; // The protocol says to drop these.
    try {
      if (Method == "textDocument/didOpen") {
        const llvm::json::Object *Doc =
            objectParams(Params).getObject("textDocument");
        llvm::Optional<llvm::StringRef> URI =
            Doc ? Doc->getString("uri") : llvm::None;
        llvm::Optional<llvm::StringRef> Text =
            Doc ? Doc->getString("text") : llvm::None;
        if (!URI || !Text)
          throw BadParams{"didOpen needs textDocument.uri and .text"};
        Docs.open(URI->str(), Doc->getInteger("version").getValueOr(0),
                  Text->str(), Doc->getString("languageId").getValueOr("").str());
      } else if (Method == "textDocument/didChange") {
        const llvm::json::Object &P = objectParams(Params);
        const llvm::json::Object *Doc = P.getObject("textDocument");
        const llvm::json::Array *Changes = P.getArray("contentChanges");
        llvm::Optional<int64_t> Version =
            Doc ? Doc->getInteger("version") : llvm::None;
        if (!Changes || !Version)
          throw BadParams{"didChange needs textDocument.version and "
                          "contentChanges"};
        std::string Error;
        if (!Docs.change(documentURI(P), *Version, *Changes, Error))
          throw BadParams{Error};
      } else if (Method == "textDocument/didClose") {
        Docs.close(documentURI(objectParams(Params)));
      } else if (Method == "workspace/didChangeConfiguration") {
        const llvm::json::Value *Settings =
            objectParams(Params).get("settings");
        if (Settings)
          applySettings(*Settings);
      }
      // Others ($/cancelRequest, initialized, didSave, ...) need nothing.
    } catch (const BadParams &E) {
      showMessage(1, "ptx-lint: " + Method + " ignored: " + E.Message);
    }
  }

  /// window/logMessage would go unseen; a bad notification has no reply,
  /// so the user is told this way. Type 1: error.
  void showMessage(int Type, const std::string &Message) {
    T.notify(
        "window/showMessage",
        llvm::json::Object{{"type", Type}, {"message", validUTF8(Message)}});
  }

  std::string docsURI() {
    std::lock_guard<std::mutex> Lock(StateMutex);
    return DocsURI.empty() ? Options.DiagnosticsDocsURI : DocsURI;
  }

  /// On the checker thread: the diagnostics of a current result.
  void published(const Analysis &A) {
    std::string Docs = docsURI();
    {
      std::lock_guard<std::mutex> Lock(FilesMutex);
      Own.insert(A.URI);
      T.notify("textDocument/publishDiagnostics", publishParams(A, Docs));
      std::map<std::string, llvm::json::Array> Now;
      for (const Analysis::OtherFile &F : A.OtherFiles)
        Now[F.URI] = otherFileDiagnostics(F, Docs);
      lend(A.URI, std::move(Now));
    }
    if (!A.Unsupported.empty())
      showOnce("ptx-lint: CUDA files are not checked: " + A.Unsupported);
    if (!A.ConfigProblem.empty())
      showOnce("ptx-lint: configuration ignored: " + A.ConfigProblem);
  }

  /// A warning the user sees once per server, however many documents
  /// have it.
  void showOnce(const std::string &Message) {
    {
      std::lock_guard<std::mutex> Lock(StateMutex);
      if (!ShownProblems.insert(Message).second)
        return;
    }
    showMessage(2, Message);
  }

  /// Called with FilesMutex held: the findings in other files that the
  /// document From has now (Now: by file URI) replace those it had, and
  /// the files whose findings that changes are published again.
  void lend(const std::string &From, std::map<std::string, llvm::json::Array> Now) {
    std::set<std::string> Touched;
    for (auto &[URI, ByDocument] : Borrowed) {
      auto Had = ByDocument.find(From);
      if (Had == ByDocument.end())
        continue;
      auto Has = Now.find(URI);
      if (Has != Now.end() && Has->second == Had->second) {
        Now.erase(Has); // Unchanged: not published again.
        continue;
      }
      ByDocument.erase(Had);
      Touched.insert(URI);
    }
    for (auto &[URI, List] : Now)
      if (!List.empty()) {
        Borrowed[URI][From] = std::move(List);
        Touched.insert(URI);
      }
    for (const std::string &URI : Touched)
      if (!Own.count(URI))
        publishBorrowed(URI);
  }

  /// Called with FilesMutex held: what the open CUDA documents found in
  /// the file at URI, each finding once (two sources including one header
  /// mostly find the same).
  void publishBorrowed(const std::string &URI) {
    llvm::json::Array List;
    auto It = Borrowed.find(URI);
    if (It != Borrowed.end()) {
      for (const auto &[From, Findings] : It->second)
        for (const llvm::json::Value &D : Findings)
          if (std::find(List.begin(), List.end(), D) == List.end())
            List.push_back(D);
      if (It->second.empty())
        Borrowed.erase(It);
    }
    T.notify("textDocument/publishDiagnostics",
             llvm::json::Object{{"uri", URI}, {"diagnostics", std::move(List)}});
  }

  /// On either thread, when a document closes: its findings go with it,
  /// and so do those it found in other files; what other documents found
  /// in it is left.
  void closed(const std::string &URI) {
    std::lock_guard<std::mutex> Lock(FilesMutex);
    Own.erase(URI);
    lend(URI, {});
    publishBorrowed(URI);
  }

  Transport &T;
  ServerOptions Options;
  bool Initialized = false;
  bool ShutdownRequested = false;
  bool Exited = false;
  std::mutex StateMutex; ///< DocsURI and ShownProblems: both threads read.
  std::string DocsURI;
  std::set<std::string> ShownProblems;
  std::map<std::string, Feature> FeatureTable;
  /// Published findings by file, for the files a CUDA document includes.
  std::mutex FilesMutex;
  /// The open documents whose own findings are published: what other
  /// documents find in them is not (their own check is what they show).
  std::set<std::string> Own;
  /// The findings of CUDA documents in other files (headers): by the
  /// file's URI, then the URI of the document that found them.
  std::map<std::string, std::map<std::string, llvm::json::Array>> Borrowed;
  /// Last: its checker thread calls back into the members above.
  Workspace Docs;
};

} // namespace

int lsp::runLanguageServer(std::istream &In, std::ostream &Out,
                           const ServerOptions &Options) {
  Transport T(In, Out);
  Server S(T, Options);
  return S.run();
}
