//===- Transport.h - JSON-RPC with Content-Length framing -----*- C++ -*-===//
//-*-===//
//
// LSP's base protocol: each message is a header block ("Content-Length: N",
// optionally "Content-Type: ..."), a blank line, and N bytes of JSON. The
// server reads on one thread and writes from several (the checker publishes
// diagnostics), so sending is serialized here.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LSP_TRANSPORT_H
#define PTXLINT_LSP_TRANSPORT_H

#include "llvm/Support/JSON.h"

#include <istream>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>

namespace ptxlint::lsp {

class Transport {
public:
  Transport(std::istream &In, std::ostream &Out) : In(In), Out(Out) {
    // std::cin flushes std::cout before each read: on the message thread,
    // outside SendMutex, while a checker thread writes. Untied, only send()
    // touches the output.
    In.tie(nullptr);
  }

  /// The body of the next message, or nothing at the end of the input.
  /// A message with a header block that makes no sense is skipped: the
  /// stream cannot be trusted to hold a body of any particular length.
  std::optional<std::string> readMessage();

  void send(const llvm::json::Value &Message);
  void reply(const llvm::json::Value &ID, llvm::json::Value Result);
  void replyError(const llvm::json::Value &ID, int Code,
                  const std::string &Message);
  void notify(const std::string &Method, llvm::json::Value Params);

private:
  std::istream &In;
  std::ostream &Out;
  std::mutex SendMutex;
};

/// Text as JSON takes it: bytes that are not UTF-8 (a document may hold
/// any) become U+FFFD instead of tripping LLVM's assertion.
std::string validUTF8(std::string Text);

/// JSON-RPC and LSP error codes.
enum ErrorCode : int {
  ParseError = -32700,
  InvalidRequest = -32600,
  MethodNotFound = -32601,
  InvalidParams = -32602,
  InternalError = -32603,
  ServerNotInitialized = -32002,
  RequestFailed = -32803,
  ContentModified = -32801,
};

} // namespace ptxlint::lsp

#endif // PTXLINT_LSP_TRANSPORT_H
