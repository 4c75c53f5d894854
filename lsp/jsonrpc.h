// JSON-RPC 2.0 message shapes and the error codes LSP 3.17 uses.
#pragma once

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

namespace braid::lsp {

using json = nlohmann::json;

namespace error_code {
inline constexpr int kParseError = -32700;
inline constexpr int kInvalidRequest = -32600;
inline constexpr int kMethodNotFound = -32601;
inline constexpr int kInvalidParams = -32602;
inline constexpr int kInternalError = -32603;
inline constexpr int kServerNotInitialized = -32002;
inline constexpr int kUnknownErrorCode = -32001;
inline constexpr int kRequestFailed = -32803;
inline constexpr int kServerCancelled = -32802;
inline constexpr int kContentModified = -32801;
inline constexpr int kRequestCancelled = -32800;
}  // namespace error_code

// Thrown by request handlers to answer with a specific JSON-RPC error.
struct RpcError : std::runtime_error {
  int code;
  RpcError(int c, const std::string& msg) : std::runtime_error(msg), code(c) {}
};

enum class MessageKind { Request, Notification, Response, Invalid };

struct Classified {
  MessageKind kind = MessageKind::Invalid;
  std::string problem;  // for Invalid: why
  json id;              // null if absent or unusable
};

// One message body, parsed with bounded nesting: a body nested deeper than `max_depth` is
// refused before any recursive code (copy, dump, destruction) can see it.
inline constexpr std::size_t kMaxJsonDepth = 256;
struct ParsedMessage {
  json value;         // discarded unless `error` is empty
  std::string error;  // "invalid JSON" or "nested deeper than N levels"; empty if fine
  bool too_deep = false;
  json id;            // the top-level "id", when it was seen before the problem (else null)
};
ParsedMessage parse_message(std::string_view text, std::size_t max_depth = kMaxJsonDepth);

// Decides what a parsed JSON value is, per JSON-RPC 2.0 (ids are integers or strings;
// params, if present, are an object or array).
Classified classify(const json& msg);

json make_response(const json& id, json result);
json make_error(const json& id, int code, const std::string& message, json data = nullptr);
json make_notification(const std::string& method, json params);
json make_request(const json& id, const std::string& method, json params);

}  // namespace braid::lsp
