#include "lsp/jsonrpc.h"

namespace braid::lsp {
namespace {

// A SAX pass that only measures nesting and remembers the top-level id (nlohmann's own
// parser is iterative, but copying or printing a value recurses once per level).
class DepthProbe : public nlohmann::json_sax<json> {
 public:
  explicit DepthProbe(std::size_t max) : max_(max) {}
  bool null() override { return value(nullptr); }
  bool boolean(bool) override { return value(nullptr); }
  bool number_integer(number_integer_t v) override { return value(v); }
  bool number_unsigned(number_unsigned_t v) override { return value(v); }
  bool number_float(number_float_t, const string_t&) override { return value(nullptr); }
  bool string(string_t& v) override { return value(v); }
  bool binary(binary_t&) override { return value(nullptr); }
  bool start_object(std::size_t) override { return enter(); }
  bool end_object() override { return leave(); }
  bool start_array(std::size_t) override { return enter(); }
  bool end_array() override { return leave(); }
  bool key(string_t& k) override {
    next_is_id_ = depth_ == 1 && k == "id";
    return true;
  }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }

  bool too_deep = false;
  json id;

 private:
  bool value(json v) {
    if (next_is_id_) id = std::move(v);
    next_is_id_ = false;
    return true;
  }
  bool enter() {
    next_is_id_ = false;
    if (++depth_ > max_) {
      too_deep = true;
      return false;
    }
    return true;
  }
  bool leave() {
    --depth_;
    return true;
  }
  std::size_t max_;
  std::size_t depth_ = 0;
  bool next_is_id_ = false;
};

}  // namespace

ParsedMessage parse_message(std::string_view text, std::size_t max_depth) {
  ParsedMessage m;
  DepthProbe probe(max_depth);
  const bool ok = json::sax_parse(text, &probe, json::input_format_t::json, /*strict=*/true);
  if (probe.id.is_number_integer() || probe.id.is_string()) m.id = probe.id;
  if (probe.too_deep) {
    m.too_deep = true;
    m.error = "message nested deeper than " + std::to_string(max_depth) + " levels";
    return m;
  }
  if (!ok) {
    m.error = "invalid JSON";
    return m;
  }
  m.value = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (m.value.is_discarded()) m.error = "invalid JSON";
  return m;
}

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
