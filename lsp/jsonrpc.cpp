#include "lsp/jsonrpc.h"

namespace braid::lsp {

Classified classify(const json& msg) {
  Classified c;
  if (!msg.is_object()) {
    c.problem = msg.is_array() ? "batch messages are not supported by LSP" : "message is not an object";
    return c;
  }
  const auto id_it = msg.find("id");
  const bool has_id = id_it != msg.end();
  if (has_id && (id_it->is_number_integer() || id_it->is_string())) c.id = *id_it;
  const auto v = msg.find("jsonrpc");
  if (v == msg.end() || *v != "2.0") {
    c.problem = "missing or wrong \"jsonrpc\": \"2.0\"";
    return c;
  }
  if (has_id && !id_it->is_number_integer() && !id_it->is_string() && !id_it->is_null()) {
    c.problem = "id must be an integer or a string";
    return c;
  }
  const auto m = msg.find("method");
  if (m != msg.end()) {
    if (!m->is_string()) {
      c.problem = "method must be a string";
      return c;
    }
    const auto p = msg.find("params");
    if (p != msg.end() && !p->is_object() && !p->is_array()) {
      c.problem = "params must be an object or an array";
      return c;
    }
    if (has_id && id_it->is_null()) {
      c.problem = "request id must not be null";
      return c;
    }
    c.kind = has_id ? MessageKind::Request : MessageKind::Notification;
    return c;
  }
  if (has_id && (msg.contains("result") || msg.contains("error"))) {
    c.kind = MessageKind::Response;
    if (id_it->is_null()) c.id = nullptr;
    return c;
  }
  c.problem = "neither a request, a notification nor a response";
  return c;
}

json make_response(const json& id, json result) {
  return json{{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}};
}

json make_error(const json& id, int code, const std::string& message, json data) {
  json err{{"code", code}, {"message", message}};
  if (!data.is_null()) err["data"] = std::move(data);
  return json{{"jsonrpc", "2.0"}, {"id", id}, {"error", std::move(err)}};
}

json make_notification(const std::string& method, json params) {
  json n{{"jsonrpc", "2.0"}, {"method", method}};
  if (!params.is_null()) n["params"] = std::move(params);
  return n;
}

json make_request(const json& id, const std::string& method, json params) {
  json r{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}};
  if (!params.is_null()) r["params"] = std::move(params);
  return r;
}

}  // namespace braid::lsp
