//===- Transport.cpp - JSON-RPC messages with Content-Length framing ------===//

#include "Transport.h"

#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <cstdlib>

using namespace ptxlint::lsp;

namespace {

/// A client should never send more than this in one message; a length above
/// it is taken for a broken header rather than allocated.
constexpr size_t MaxMessageBytes = size_t(1) << 30;

std::string_view trimmed(std::string_view S) {
  while (!S.empty() && std::isspace(static_cast<unsigned char>(S.front())))
    S.remove_prefix(1);
  while (!S.empty() && std::isspace(static_cast<unsigned char>(S.back())))
    S.remove_suffix(1);
  return S;
}

bool equalsIgnoringCase(std::string_view A, std::string_view B) {
  if (A.size() != B.size())
    return false;
  for (size_t I = 0; I < A.size(); ++I)
    if (std::tolower(static_cast<unsigned char>(A[I])) !=
        std::tolower(static_cast<unsigned char>(B[I])))
      return false;
  return true;
}

} // namespace

std::string ptxlint::lsp::validUTF8(std::string Text) {
  if (llvm::json::isUTF8(Text))
    return Text;
  return llvm::json::fixUTF8(Text);
}

std::optional<std::string> Transport::readMessage() {
  while (true) {
    std::optional<size_t> Length;
    bool SawHeader = false;
    std::string Line;
    while (std::getline(In, Line)) {
      std::string_view Header = trimmed(Line);
      if (Header.empty()) {
        if (SawHeader)
          break;
        continue; // Blank lines between messages are harmless.
      }
      SawHeader = true;
      size_t Colon = Header.find(':');
      if (Colon == std::string_view::npos)
        continue;
      if (!equalsIgnoringCase(trimmed(Header.substr(0, Colon)),
                              "content-length"))
        continue;
      std::string Value(trimmed(Header.substr(Colon + 1)));
      char *End = nullptr;
      unsigned long long N = std::strtoull(Value.c_str(), &End, 10);
      if (!Value.empty() && End && *End == '\0' && N <= MaxMessageBytes)
        Length = static_cast<size_t>(N);
    }
    if (!In)
      return std::nullopt;
    if (!Length)
      continue; // No usable length: wait for the next header block.
    std::string Body(*Length, '\0');
    In.read(Body.data(), static_cast<std::streamsize>(*Length));
    if (static_cast<size_t>(In.gcount()) != *Length)
      return std::nullopt;
    return Body;
  }
}

void Transport::send(const llvm::json::Value &Message) {
  std::string Body;
  llvm::raw_string_ostream OS(Body);
  OS << Message;
  OS.flush();
  std::lock_guard<std::mutex> Lock(SendMutex);
  Out << "Content-Length: " << Body.size() << "\r\n\r\n" << Body;
  Out.flush();
}

void Transport::reply(const llvm::json::Value &ID, llvm::json::Value Result) {
  send(llvm::json::Object{
      {"jsonrpc", "2.0"}, {"id", ID}, {"result", std::move(Result)}});
}

void Transport::replyError(const llvm::json::Value &ID, int Code,
                           const std::string &Message) {
  send(llvm::json::Object{
      {"jsonrpc", "2.0"},
      {"id", ID},
      {"error", llvm::json::Object{{"code", Code}, {"message", Message}}}});
}

void Transport::notify(const std::string &Method, llvm::json::Value Params) {
  send(llvm::json::Object{
      {"jsonrpc", "2.0"}, {"method", Method}, {"params", std::move(Params)}});
}
