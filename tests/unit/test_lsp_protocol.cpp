// braid_lsp: framing, UTF-16 text edits, JSON-RPC classification and the server's error replies.
#include <catch2/catch.hpp>

#include <boost/asio/io_context.hpp>
#include <string>
#include <vector>

#include "lsp/framing.h"
#include "lsp/jsonrpc.h"
#include "lsp/server.h"
#include "lsp/text_document.h"
#include "lsp/transport.h"
#include "lsp/uri.h"

using braid::lsp::json;
namespace lsp = braid::lsp;

namespace {

std::vector<lsp::Frame> drain(lsp::FrameParser& p) {
  std::vector<lsp::Frame> out;
  while (auto f = p.next()) out.push_back(*f);
  return out;
}

// A transport that records what the server writes and never delivers reads (tests feed()).
class RecordingTransport final : public lsp::Transport {
 public:
  explicit RecordingTransport(std::vector<std::string>& out) : out_(out) {}
  void async_read_some(std::span<char>, ReadHandler) override {}
  void async_write(std::shared_ptr<const std::string> data, WriteHandler h) override {
    out_.push_back(*data);
    h({});
  }
  void close() override {}

 private:
  std::vector<std::string>& out_;
};

struct ServerFixture {
  boost::asio::io_context io;
  std::vector<std::string> written;
  std::shared_ptr<lsp::Server> server = lsp::Server::create(io, std::make_unique<RecordingTransport>(written));
  int exit_code = -1;

  ServerFixture() {
    server->set_initialize([](const json&) { return json{{"capabilities", json::object()}}; });
    server->set_exit([this](int c) { exit_code = c; });
    server->on_request("test/echo", [](const json& p, const lsp::Reply& r) { r.result(p.at("x").get<int>()); });
    server->on_request("test/slow", [this](const json&, const lsp::Reply& r) {
      slow.push_back(r);
      r.on_cancel([this] { ++cancelled; });
    });
  }
  std::vector<lsp::Reply> slow;
  int cancelled = 0;

  void send(const json& j) { server->feed(lsp::encode_frame(j.dump())); }
  // Parses everything written since the last call.
  std::vector<json> replies() {
    lsp::FrameParser p;
    for (auto& w : written) p.feed(w);
    written.clear();
    std::vector<json> out;
    for (auto& f : drain(p)) out.push_back(json::parse(f.text));
    return out;
  }
  void initialize() {
    send({{"jsonrpc", "2.0"}, {"id", 0}, {"method", "initialize"}, {"params", {{"capabilities", json::object()}}}});
    send({{"jsonrpc", "2.0"}, {"method", "initialized"}, {"params", json::object()}});
    replies();
  }
};

int error_of(const json& j) { return j.at("error").at("code").get<int>(); }

}  // namespace

TEST_CASE("framing: one message, split byte by byte", "[lsp][framing]") {
  const std::string body = R"({"jsonrpc":"2.0","method":"x"})";
  const std::string wire = lsp::encode_frame(body);
  lsp::FrameParser p;
  std::vector<lsp::Frame> got;
  for (char c : wire) {
    p.feed(std::string_view(&c, 1));
    for (auto& f : drain(p)) got.push_back(f);
  }
  REQUIRE(got.size() == 1);
  CHECK(got[0].ok);
  CHECK(got[0].text == body);
}

TEST_CASE("framing: merged messages and extra headers", "[lsp][framing]") {
  std::string wire = lsp::encode_frame("{\"a\":1}") +
                     "content-length: 7\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"b\":2}" +
                     lsp::encode_frame("{\"c\":3}");
  lsp::FrameParser p;
  p.feed(wire);
  auto frames = drain(p);
  REQUIRE(frames.size() == 3);
  CHECK(frames[1].text == "{\"b\":2}");
  CHECK(frames[2].text == "{\"c\":3}");
  CHECK(p.buffered() == 0);
}

TEST_CASE("framing: multi-byte UTF-8 bodies are measured in bytes", "[lsp][framing]") {
  const std::string body = "{\"t\":\"h\xC3\xA9llo \xF0\x9F\x98\x80\"}";
  lsp::FrameParser p;
  p.feed(lsp::encode_frame(body));
  auto frames = drain(p);
  REQUIRE(frames.size() == 1);
  CHECK(frames[0].text == body);
}

TEST_CASE("framing: bad headers are reported and the stream recovers", "[lsp][framing]") {
  lsp::FrameParser p;
  p.feed("Content-Length: abc\r\n\r\n");
  p.feed("Garbage header\r\n\r\n");
  p.feed("X-Other: 1\r\n\r\n");
  p.feed(lsp::encode_frame("{}"));
  auto frames = drain(p);
  REQUIRE(frames.size() == 4);
  CHECK_FALSE(frames[0].ok);
  CHECK_FALSE(frames[1].ok);
  CHECK_FALSE(frames[2].ok);
  CHECK(frames[3].ok);
  CHECK(frames[3].text == "{}");
}

TEST_CASE("framing: endless garbage without a terminator is dropped", "[lsp][framing]") {
  lsp::FrameParser p;
  p.feed(std::string(20000, 'x'));
  auto frames = drain(p);
  REQUIRE(frames.size() == 1);
  CHECK_FALSE(frames[0].ok);
  p.feed("\r\n\r\n" + lsp::encode_frame("[1]"));
  frames = drain(p);
  REQUIRE_FALSE(frames.empty());
  CHECK(frames.back().ok);
  CHECK(frames.back().text == "[1]");
}

TEST_CASE("framing: oversized bodies are skipped", "[lsp][framing]") {
  lsp::FrameParser p;
  const std::size_t n = lsp::FrameParser::kMaxBody + 10;
  p.feed("Content-Length: " + std::to_string(n) + "\r\n\r\n");
  auto frames = drain(p);
  REQUIRE(frames.size() == 1);
  CHECK_FALSE(frames[0].ok);
  p.feed(std::string(n, ' '));
  p.feed(lsp::encode_frame("{}"));
  frames = drain(p);
  REQUIRE(frames.size() == 1);
  CHECK(frames[0].text == "{}");
}

TEST_CASE("text: UTF-16 positions over multi-byte text", "[lsp][text]") {
  // "é" is 2 bytes / 1 unit; U+1F600 is 4 bytes / 2 units.
  const std::string text = "a\xC3\xA9" "b\n\xF0\x9F\x98\x80x\r\nlast";
  CHECK(lsp::offset_of(text, {0, 0}) == 0);
  CHECK(lsp::offset_of(text, {0, 2}) == 3);
  CHECK(lsp::offset_of(text, {0, 3}) == 4);
  CHECK(lsp::offset_of(text, {0, 99}) == 4);  // clamps to end of line
  CHECK(lsp::offset_of(text, {1, 2}) == 9);   // after the surrogate pair
  CHECK(lsp::offset_of(text, {1, 3}) == 10);
  CHECK(lsp::offset_of(text, {2, 0}) == 12);  // after \r\n
  CHECK(lsp::offset_of(text, {9, 0}) == text.size());
  CHECK(lsp::position_of(text, 9) == lsp::Position{1, 2});
  CHECK(lsp::position_of(text, 12) == lsp::Position{2, 0});
  CHECK(lsp::position_from_line_col(text, 2, 5) == lsp::Position{1, 2});
}

TEST_CASE("text: incremental edits", "[lsp][text]") {
  lsp::TextDocument d{"file:///a.c", "c", 1, "int x;\nint \xF0\x9F\x98\x80y;\n"};
  // Replace "y" (after the 2-unit emoji at character 4..6) with "z".
  d.apply_change(json{{"range", {{"start", {{"line", 1}, {"character", 6}}}, {"end", {{"line", 1}, {"character", 7}}}}},
                      {"text", "z"}});
  CHECK(d.text == "int x;\nint \xF0\x9F\x98\x80z;\n");
  // Insert a line at the start, then delete across lines.
  d.apply_change(json{{"range", {{"start", {{"line", 0}, {"character", 0}}}, {"end", {{"line", 0}, {"character", 0}}}}},
                      {"text", "// c\n"}});
  CHECK(d.text == "// c\nint x;\nint \xF0\x9F\x98\x80z;\n");
  d.apply_change(json{{"range", {{"start", {{"line", 0}, {"character", 4}}}, {"end", {{"line", 2}, {"character", 0}}}}},
                      {"text", ""}});
  CHECK(d.text == "// cint \xF0\x9F\x98\x80z;\n");
  d.apply_change(json{{"text", "full"}});
  CHECK(d.text == "full");
  CHECK_THROWS_AS(d.apply_change(json{{"range", 3}, {"text", "x"}}), lsp::RpcError);
}

TEST_CASE("uri: round trip with escapes", "[lsp][uri]") {
  CHECK(lsp::path_to_uri("/tmp/a b/c.c") == "file:///tmp/a%20b/c.c");
  CHECK(lsp::uri_to_path("file:///tmp/a%20b/c.c") == "/tmp/a b/c.c");
  CHECK(lsp::uri_to_path("untitled:Untitled-1") == std::nullopt);
  CHECK(lsp::uri_to_path("file://otherhost/x") == std::nullopt);
}

TEST_CASE("transport: only loopback endpoints are accepted", "[lsp][transport]") {
  CHECK(lsp::parse_loopback_endpoint("127.0.0.1:9000").has_value());
  CHECK(lsp::parse_loopback_endpoint("localhost:0").has_value());
  CHECK(lsp::parse_loopback_endpoint("[::1]:9000").has_value());
  CHECK_FALSE(lsp::parse_loopback_endpoint("0.0.0.0:9000").has_value());
  CHECK_FALSE(lsp::parse_loopback_endpoint("192.168.1.2:9000").has_value());
  CHECK_FALSE(lsp::parse_loopback_endpoint("127.0.0.1:99999").has_value());
  CHECK_FALSE(lsp::parse_loopback_endpoint("127.0.0.1").has_value());
}

TEST_CASE("jsonrpc: classification", "[lsp][jsonrpc]") {
  using K = lsp::MessageKind;
  CHECK(lsp::classify(json::parse(R"({"jsonrpc":"2.0","id":1,"method":"m"})")).kind == K::Request);
  CHECK(lsp::classify(json::parse(R"({"jsonrpc":"2.0","method":"m"})")).kind == K::Notification);
  CHECK(lsp::classify(json::parse(R"({"jsonrpc":"2.0","id":"a","result":null})")).kind == K::Response);
  CHECK(lsp::classify(json::parse(R"({"jsonrpc":"1.0","id":1,"method":"m"})")).kind == K::Invalid);
  CHECK(lsp::classify(json::parse(R"({"jsonrpc":"2.0","id":1.5,"method":"m"})")).kind == K::Invalid);
  CHECK(lsp::classify(json::parse(R"({"jsonrpc":"2.0","id":1,"method":3})")).kind == K::Invalid);
  CHECK(lsp::classify(json::parse(R"({"jsonrpc":"2.0","id":1,"method":"m","params":3})")).kind == K::Invalid);
  CHECK(lsp::classify(json::parse(R"([1,2])")).kind == K::Invalid);
  CHECK(lsp::classify(json::parse(R"({"jsonrpc":"2.0","id":7,"method":3})")).id == 7);
}

TEST_CASE("server: lifecycle and error replies", "[lsp][server]") {
  ServerFixture f;
  f.send({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "test/echo"}, {"params", {{"x", 1}}}});
  auto r = f.replies();
  REQUIRE(r.size() == 1);
  CHECK(error_of(r[0]) == lsp::error_code::kServerNotInitialized);

  f.initialize();
  f.server->feed("Content-Length: 5\r\n\r\n{bad}");
  r = f.replies();
  REQUIRE(r.size() == 1);
  CHECK(error_of(r[0]) == lsp::error_code::kParseError);
  CHECK(r[0].at("id").is_null());

  f.send({{"jsonrpc", "2.0"}, {"id", 2}, {"method", 5}});
  f.send({{"jsonrpc", "2.0"}, {"id", 3}, {"method", "no/such"}});
  f.send({{"jsonrpc", "2.0"}, {"method", "no/such/notification"}});
  f.send({{"jsonrpc", "2.0"}, {"method", "$/setTrace"}, {"params", {{"value", "off"}}}});
  f.send({{"jsonrpc", "2.0"}, {"id", 4}, {"method", "test/echo"}, {"params", {{"x", "str"}}}});
  f.send({{"jsonrpc", "2.0"}, {"id", 5}, {"method", "test/echo"}, {"params", {{"x", 42}}}});
  f.send({{"jsonrpc", "2.0"}, {"id", 6}, {"method", "initialize"}, {"params", json::object()}});
  r = f.replies();
  REQUIRE(r.size() == 5);
  CHECK(error_of(r[0]) == lsp::error_code::kInvalidRequest);
  CHECK(r[0].at("id") == 2);
  CHECK(error_of(r[1]) == lsp::error_code::kMethodNotFound);
  CHECK(error_of(r[2]) == lsp::error_code::kInvalidParams);
  CHECK(r[3].at("result") == 42);
  CHECK(error_of(r[4]) == lsp::error_code::kInvalidRequest);

  f.send({{"jsonrpc", "2.0"}, {"id", 7}, {"method", "shutdown"}});
  f.send({{"jsonrpc", "2.0"}, {"id", 8}, {"method", "test/echo"}, {"params", {{"x", 1}}}});
  r = f.replies();
  REQUIRE(r.size() == 2);
  CHECK(r[0].at("result").is_null());
  CHECK(error_of(r[1]) == lsp::error_code::kInvalidRequest);
  f.send({{"jsonrpc", "2.0"}, {"method", "exit"}});
  f.io.run();
  CHECK(f.exit_code == 0);
}

TEST_CASE("server: exit without shutdown is code 1", "[lsp][server]") {
  ServerFixture f;
  f.initialize();
  f.send({{"jsonrpc", "2.0"}, {"method", "exit"}});
  f.io.run();
  CHECK(f.exit_code == 1);
}

TEST_CASE("server: cancelled requests are answered -32800 exactly once", "[lsp][server]") {
  ServerFixture f;
  f.initialize();
  f.send({{"jsonrpc", "2.0"}, {"id", "s1"}, {"method", "test/slow"}});
  CHECK(f.replies().empty());
  f.send({{"jsonrpc", "2.0"}, {"method", "$/cancelRequest"}, {"params", {{"id", "s1"}}}});
  auto r = f.replies();
  REQUIRE(r.size() == 1);
  CHECK(r[0].at("id") == "s1");
  CHECK(error_of(r[0]) == lsp::error_code::kRequestCancelled);
  CHECK(f.cancelled == 1);
  f.slow.at(0).result("late");  // the handler finishing afterwards must not answer twice
  CHECK(f.replies().empty());
  // Cancelling something already answered is a no-op.
  f.send({{"jsonrpc", "2.0"}, {"method", "$/cancelRequest"}, {"params", {{"id", "s1"}}}});
  CHECK(f.replies().empty());
}

TEST_CASE("server: server-to-client requests get their responses", "[lsp][server]") {
  ServerFixture f;
  f.initialize();
  json got;
  f.server->request("window/workDoneProgress/create", {{"token", "t"}},
                    [&](const json& result, const json& error) { got = {{"r", result}, {"e", error}}; });
  auto r = f.replies();
  REQUIRE(r.size() == 1);
  f.send({{"jsonrpc", "2.0"}, {"id", r[0].at("id")}, {"result", nullptr}});
  CHECK(got.at("r").is_null());
  CHECK(got.at("e").is_null());
}
