// braidd against bad input and other local users (docs/security.md): bounded frames and
// JSON nesting, the TCP authentication hook, regular-file reads, the workspace-scoped
// compilation database, private files, range-checked settings, bounded trace retention.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <boost/asio/io_context.hpp>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "daemon/access.h"
#include "daemon/project.h"
#include "daemon/service.h"
#include "lsp/framing.h"
#include "lsp/jsonrpc.h"
#include "lsp/server.h"

namespace d = braid::daemon;
namespace lsp = braid::lsp;
namespace fs = std::filesystem;
using lsp::json;

namespace {

struct Dir {
  fs::path path;
  Dir() {
    std::random_device rd;
    path = fs::temp_directory_path() / ("braidd-sec-" + std::to_string(rd()));
    fs::create_directories(path);
  }
  ~Dir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  std::string write(const std::string& name, const std::string& text) const {
    const fs::path p = path / name;
    fs::create_directories(p.parent_path());
    std::ofstream(p) << text;
    return p.string();
  }
};

class Recording final : public lsp::Transport {
 public:
  Recording(std::vector<std::string>& out, bool& closed) : out_(out), closed_(closed) {}
  void async_read_some(std::span<char>, ReadHandler) override {}
  void async_write(std::shared_ptr<const std::string> data, WriteHandler h) override {
    out_.push_back(*data);
    h({});
  }
  void close() override { closed_ = true; }

 private:
  std::vector<std::string>& out_;
  bool& closed_;
};

struct Conn {
  boost::asio::io_context io;
  std::vector<std::string> written;
  bool closed = false;
  int exit_code = -1;
  std::shared_ptr<lsp::Server> server = lsp::Server::create(io, std::make_unique<Recording>(written, closed));
  Conn() {
    server->set_initialize([](const json&) { return json{{"capabilities", json::object()}}; });
    server->set_exit([this](int c) { exit_code = c; });
    server->on_request("test/echo", [](const json& p, const lsp::Reply& r) { r.result(p.at("x")); });
  }
  void send(const json& j) { server->feed(lsp::encode_frame(j.dump())); }
  std::vector<json> replies() {
    lsp::FrameParser p;
    for (auto& w : written) p.feed(w);
    written.clear();
    std::vector<json> out;
    while (auto f = p.next()) out.push_back(json::parse(f->text));
    return out;
  }
};

std::string nested(std::size_t depth, const std::string& prefix) {
  return prefix + std::string(depth, '[') + std::string(depth, ']') + "}";
}

}  // namespace

TEST_CASE("framing: an absurd Content-Length is refused and the stream stays in sync", "[lsp][security]") {
  for (const char* len : {"18446744073709551615", "18446744073709551616", "99999999999999999999999"}) {
    lsp::FrameParser p;
    p.feed(std::string("Content-Length: ") + len + "\r\n\r\n" + lsp::encode_frame("{\"a\":1}"));
    auto f1 = p.next();
    REQUIRE(f1);
    CHECK_FALSE(f1->ok);
    auto f2 = p.next();
    REQUIRE(f2);
    CHECK(f2->ok);
    CHECK(f2->text == "{\"a\":1}");
  }
}

TEST_CASE("server: 200k-deep JSON is refused (with its id), before and after initialize", "[lsp][security]") {
  Conn c;
  // Before initialize: the crash of the issue was a recursive copy of such params (~58k
  // levels there; between 58k and 100k with an 8 MB stack).
  c.server->feed(lsp::encode_frame(
      nested(200000, "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"initialize\",\"params\":{\"capabilities\":") + "}"));
  auto r = c.replies();
  REQUIRE(r.size() == 1);
  CHECK(r[0]["id"] == 7);
  CHECK(r[0]["error"]["code"] == lsp::error_code::kInvalidRequest);
  CHECK(std::string(r[0]["error"]["message"]).find("nested deeper") != std::string::npos);
  c.send({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}, {"params", {{"capabilities", json::object()}}}});
  c.server->feed(lsp::encode_frame(nested(200000, "{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":")));
  c.server->feed(lsp::encode_frame(std::string(200000, '[')));  // unterminated and deep
  c.send({{"jsonrpc", "2.0"}, {"id", 2}, {"method", "test/echo"}, {"params", {{"x", 5}}}});
  r = c.replies();
  REQUIRE(r.size() == 4);
  CHECK(r[0].contains("result"));
  CHECK(r[1]["id"].is_null());
  CHECK(r[2]["id"].is_null());
  CHECK(r[3]["result"] == 5);
  // Nesting within the bound is served.
  json deep = 1;
  for (int i = 0; i < 200; ++i) deep = json::array({deep});
  c.send({{"jsonrpc", "2.0"}, {"id", 3}, {"method", "test/echo"}, {"params", {{"x", deep}}}});
  r = c.replies();
  REQUIRE(r.size() == 1);
  CHECK(r[0]["result"] == deep);
}

TEST_CASE("server: an authenticated connection starts with an accepted initialize", "[lsp][security]") {
  auto authenticate = [](const json& p) -> std::optional<std::string> {
    if (p.value("initializationOptions", json::object()).value("braiddToken", "") == "secret") return std::nullopt;
    return std::string("authentication failed");
  };
  {
    Conn c;  // anything but initialize first: refused and closed
    c.server->set_authenticate(authenticate);
    c.send({{"jsonrpc", "2.0"}, {"method", "textDocument/didSave"}, {"params", json::object()}});
    auto r = c.replies();
    REQUIRE(r.size() == 1);
    CHECK(r[0]["error"]["code"] == lsp::error_code::kServerNotInitialized);
    CHECK(c.closed);
    c.io.run();
    CHECK(c.exit_code == 1);
  }
  {
    Conn c;  // the wrong token
    c.server->set_authenticate(authenticate);
    c.send({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"},
            {"params", {{"capabilities", json::object()}, {"initializationOptions", {{"braiddToken", "guess"}}}}}});
    c.send({{"jsonrpc", "2.0"}, {"id", 2}, {"method", "test/echo"}, {"params", {{"x", 1}}}});
    auto r = c.replies();
    REQUIRE(r.size() == 1);  // nothing after the refusal is read
    CHECK(r[0]["error"]["message"] == "authentication failed");
    CHECK(c.closed);
  }
  {
    Conn c;
    c.server->set_authenticate(authenticate);
    c.send({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"},
            {"params", {{"capabilities", json::object()}, {"initializationOptions", {{"braiddToken", "secret"}}}}}});
    c.send({{"jsonrpc", "2.0"}, {"id", 2}, {"method", "test/echo"}, {"params", {{"x", 1}}}});
    auto r = c.replies();
    REQUIRE(r.size() == 2);
    CHECK(r[0].contains("result"));
    CHECK(r[1]["result"] == 1);
    CHECK_FALSE(c.closed);
  }
}

TEST_CASE("daemon: only regular files of bounded size are read", "[lsp][security]") {
  Dir dir;
  const std::string ok = dir.write("ok.c", "int main(void) { return 0; }\n");
  CHECK(d::read_regular_file(ok).text);
  const std::string fifo = (dir.path / "fifo.c").string();
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  fs::create_symlink("/dev/zero", dir.path / "zero.c");
  fs::create_symlink(fifo, dir.path / "tofifo.c");
  for (const std::string& p : {std::string("/dev/zero"), fifo, (dir.path / "zero.c").string(), (dir.path / "tofifo.c").string()}) {
    const d::FileRead r = d::read_regular_file(p);  // returns at once: never blocks, never grows
    CHECK_FALSE(r.text);
    CHECK(r.error.find("not a regular file") != std::string::npos);
  }
  const std::string big = dir.write("big.c", std::string(4096, 'x'));
  CHECK_FALSE(d::read_regular_file(big, 1024).text);
  CHECK(d::read_regular_file(big, 4096).text);
}

TEST_CASE("daemon: the compilation database is looked up inside the workspace only", "[lsp][security]") {
  Dir dir;
  std::vector<std::string> warnings;
  dir.write("compile_commands.json", "[]");  // above the workspace: never used
  const std::string ws = (dir.path / "ws").string();
  const std::string file = dir.write("ws/src/a.c", "int main(void){return 0;}\n");
  CHECK_FALSE(d::find_compile_commands(file, ws, warnings));
  CHECK(d::workspace_of(file, {ws}) == ws);
  CHECK(d::workspace_of(file, {}) == (dir.path / "ws/src").string());  // no workspace: its own folder
  CHECK(d::workspace_of(file, {dir.path.string(), ws}) == ws);          // the deepest folder
  const std::string db = dir.write("ws/build/compile_commands.json", "[]");
  CHECK(d::find_compile_commands(file, ws, warnings) == db);
  const std::string nearer = dir.write("ws/src/compile_commands.json", "[]");
  CHECK(d::find_compile_commands(file, ws, warnings) == nearer);
  // A symbolic link to a FIFO is not a database.
  fs::remove(nearer);
  const std::string fifo = (dir.path / "fifo").string();
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  fs::create_symlink(fifo, nearer);
  CHECK(d::find_compile_commands(file, ws, warnings) == db);
  if (::geteuid() == 0) {
    // Another user's database in a shared folder is skipped, with a warning.
    REQUIRE(::chown(db.c_str(), 65534, 65534) == 0);
    warnings.clear();
    CHECK_FALSE(d::find_compile_commands(file, ws, warnings));
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].find("belongs to uid 65534") != std::string::npos);
  } else {
    WARN("SKIP (not root): the foreign-owner case needs a second uid");
  }
}

TEST_CASE("daemon: private directories and files", "[lsp][security]") {
  Dir dir;
  const std::string cache = (dir.path / "a/b/cache").string();
  REQUIRE_FALSE(d::make_private_directory(cache));
  struct stat st {};
  REQUIRE(::stat(cache.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0700);
  ::chmod(cache.c_str(), 0755);
  REQUIRE_FALSE(d::make_private_directory(cache));
  REQUIRE(::stat(cache.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0700);
  // A planted link is never followed.
  fs::create_directories(dir.path / "victim");
  fs::create_symlink(dir.path / "victim", dir.path / "planted");
  auto problem = d::make_private_directory((dir.path / "planted").string());
  REQUIRE(problem);
  CHECK(problem->find("symbolic link") != std::string::npos);
  if (::geteuid() == 0) {
    fs::create_directories(dir.path / "theirs");
    REQUIRE(::chown((dir.path / "theirs").c_str(), 65534, 65534) == 0);
    problem = d::make_private_directory((dir.path / "theirs").string());
    REQUIRE(problem);
    CHECK(problem->find("belongs to uid 65534") != std::string::npos);
  }
  const std::string token = (dir.path / "t.token").string();
  REQUIRE_FALSE(d::write_private_file(token, "abc\n"));
  REQUIRE(::stat(token.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0600);
  REQUIRE_FALSE(d::write_private_file(token, "def\n"));  // a stale file of ours is replaced
  fs::create_symlink(dir.path / "victim/x", dir.path / "link.token");
  CHECK(d::write_private_file((dir.path / "link.token").string(), "x"));
  CHECK_FALSE(fs::exists(dir.path / "victim/x"));
  const std::string t1 = d::random_token(), t2 = d::random_token();
  CHECK(t1.size() == 64);
  CHECK(t1 != t2);
  CHECK(d::same_token(t1, t1));
  CHECK_FALSE(d::same_token(t1, t2));
  CHECK_FALSE(d::same_token(t1, t1.substr(0, 63)));
}

TEST_CASE("daemon: numeric settings are range-checked", "[lsp][security]") {
  d::Settings s;
  std::vector<std::string> warnings;
  s.update(json{{"timeBudget", 9.3e15}, {"threads", 4294967297LL}, {"memoryLimitMB", json(18446744073709551615ULL)},
                {"maxExecutions", json(18446744073709551615ULL)}, {"maxSteps", -1}, {"spuriousWakeups", 4294967296LL},
                {"k", json(18446744073709551615ULL)}},
           warnings);
  CHECK_FALSE(s.k);
  CHECK(s.time_budget == 10);
  CHECK(s.threads == 1);
  CHECK(s.memory_limit_mb == 2048);
  CHECK_FALSE(s.max_executions);
  CHECK_FALSE(s.max_steps);
  CHECK(s.spurious_wakeups == 0);
  CHECK(warnings.size() == 7);
  warnings.clear();
  s.update(json{{"k", "3 --trace-dir=/tmp"}}, warnings);  // not a number: not passed on
  CHECK_FALSE(s.k);
  CHECK(warnings.size() == 1);
  warnings.clear();
  s.update(json{{"timeBudget", 30.5}, {"threads", 3}, {"memoryLimitMB", 512}, {"maxExecutions", 1000}}, warnings);
  CHECK(warnings.empty());
  CHECK(s.time_budget == 30.5);
  CHECK(s.threads == 3);
  CHECK(s.memory_limit_mb == 512);
  CHECK(*s.max_executions == 1000);
}

TEST_CASE("daemon: retained traces are bounded in number and bytes", "[lsp][security]") {
  d::TraceStore store;
  const json bug{{"kind", "assertion"}, {"trace", {{"steps", json::array()}}}, {"pad", std::string(1000, 'x')}};
  for (int save = 0; save < 300; ++save)  // 300 saves with 40 bugs each
    for (int b = 0; b < 40; ++b) store.add(std::to_string(save) + "-" + std::to_string(b), bug);
  CHECK(store.size() == d::kMaxTraces);
  CHECK(store.find("299-39"));
  CHECK_FALSE(store.find("0-0"));
  d::TraceStore small(100, 10000);
  for (int i = 0; i < 50; ++i) small.add(std::to_string(i), bug);
  CHECK(small.bytes() <= 10000);
  CHECK(small.size() == small.bytes() / bug.dump().size());
  CHECK(small.find("49"));
  small.add("huge", json{{"pad", std::string(20000, 'y')}});  // larger than the whole budget
  CHECK_FALSE(small.find("huge"));
  CHECK(small.find("49"));
}

TEST_CASE("daemon: flags cannot become braid options or source files", "[lsp][security]") {
  std::vector<std::string> warnings;
  const auto out = d::flags_for_cli({"-DA", "--include-root=/", "-I", "--x", "/tmp/evil.c", "-include", "pre.h",
                                     "--trace-dir", "/tmp/t", "-Wall"},
                                    warnings);
  // "--x" stays as the value of -I (the CLI takes it as one); the rest that the CLI would
  // read as its options or as sources is dropped.
  CHECK(out == std::vector<std::string>{"-DA", "-I", "--x", "-include", "pre.h", "-Wall"});
  CHECK(warnings.size() == 4);
}

TEST_CASE("daemon: include roots are the workspace and the entry's build folder", "[lsp][security]") {
  Dir dir;
  const std::string ws = (dir.path / "ws").string();
  const std::string build = (dir.path / "build").string();  // out of tree
  const std::string file = dir.write("ws/a.c", "int main(void){return 0;}\n");
  dir.write("ws/compile_commands.json",
            "[{\"directory\": \"" + build + "\", \"file\": \"" + file + "\", \"arguments\": [\"cc\", \"-Igen\", \"-c\", \"" +
                file + "\"]}]");
  d::ProjectModel model;
  model.set_workspace_folders({ws});
  const d::Target t = model.resolve(file, {}, {"--include-root=/", "/etc/evil.c"});
  CHECK(t.include_roots == std::vector<std::string>{ws, build});
  CHECK(t.flags == std::vector<std::string>{"-I" + build + "/gen"});  // the settings' words are dropped
  CHECK(t.warnings.size() == 2);
  const d::Target lone = model.resolve(dir.write("other/b.c", "int main(void){return 0;}\n"), {}, {});
  CHECK(lone.include_roots == std::vector<std::string>{(dir.path / "other").string()});
}
