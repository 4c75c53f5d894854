// The engine's --json (docs/json-schema.md) as braidd reads it: parsed once into the typed
// EngineReport, each error kind as the engine writes it, and the one conversion to LSP
// diagnostics reading only the typed model.
#include <catch2/catch.hpp>

#include "daemon/diagnostics.h"
#include "daemon/engine_report.h"
#include "report/report.h"

namespace d = braid::daemon;
using nlohmann::json;

TEST_CASE("engine report: every error kind the engine writes parses to its typed kind", "[lsp][daemon][schema]") {
  const std::pair<braid::ErrorKind, d::EngineErrorKind> kinds[] = {
      {braid::ErrorKind::Usage, d::EngineErrorKind::Usage},
      {braid::ErrorKind::CompileError, d::EngineErrorKind::CompileError},
      {braid::ErrorKind::Unsupported, d::EngineErrorKind::Unsupported},
      {braid::ErrorKind::LinkError, d::EngineErrorKind::LinkError},
      {braid::ErrorKind::Limit, d::EngineErrorKind::Limit},
      {braid::ErrorKind::Internal, d::EngineErrorKind::Internal},
  };
  for (const auto& [engine_kind, daemon_kind] : kinds) {
    const json j = braid::error_json(engine_kind, "what happened", "a.c:1:2: error: x\n");
    const d::EngineReport r = d::parse_engine_report(j);
    CAPTURE(j.dump());
    REQUIRE(r.error);
    CHECK(r.error->kind == daemon_kind);
    CHECK(r.error->message == "what happened");
    CHECK(r.error->diagnostics == "a.c:1:2: error: x\n");
    CHECK_FALSE(r.error->suggested_algorithm);
    CHECK(r.schema_version == braid::kJsonSchemaVersion);
    CHECK_FALSE(r.has_bugs_field);
  }
}

TEST_CASE("engine report: a refused algorithm carries the engine's suggestion as data", "[lsp][daemon][schema]") {
  const braid::AlgorithmRefused refused("qpor does not model x (at a.c:3); use --algo=pop", "qpor", "pop");
  const json j = braid::error_json(braid::ErrorKind::AlgorithmRefused, refused.what(), {}, &refused);
  CHECK(j["error"]["kind"] == "algorithm-refused");
  const d::EngineReport r = d::parse_engine_report(j);
  REQUIRE(r.error);
  CHECK(r.error->kind == d::EngineErrorKind::AlgorithmRefused);
  REQUIRE(r.error->suggested_algorithm);
  CHECK(*r.error->suggested_algorithm == "pop");  // not dfs, whatever the prose says
  // An error of another kind never suggests one, even if its text names an algorithm.
  const d::EngineReport other =
      d::parse_engine_report(json{{"error", {{"kind", "usage"}, {"message", "--algo=dfs expects ..."}}}});
  CHECK_FALSE(other.error->suggested_algorithm);
  // An unknown kind is the engine's bug.
  CHECK(d::parse_engine_report(json{{"error", {{"kind", "??"}}}}).error->kind == d::EngineErrorKind::Internal);
}

namespace {

json place(const std::string& file, int line, int column = 1) {
  return {{"file", file}, {"line", line}, {"column", column}, {"function", "f"}};
}

json deadlock_bug() {
  json step = {{"step", 0},          {"thread", 1},   {"op", "lock"}, {"object", "mutex `a`"}, {"value", nullptr},
               {"text", "lock mutex `a` (engine text)"}, {"location", place("/p/a.c", 4)}};
  json blocked = json::array();
  blocked.push_back({{"thread", 1}, {"waits_for", "mutex `b`"}, {"text", "thread 1 waits for mutex `b`"},
                     {"location", place("/p/a.c", 5)}});
  blocked.push_back({{"thread", 2}, {"waits_for", "mutex `a`"}, {"reason", "mutex"}, {"object", 4096},
                     {"text", "thread 2 waits for mutex `a`"},
                     {"location", place("/p/a.c", 9)}});
  json bug = {{"id", 2},
              {"kind", "deadlock"},
              {"message", "every thread is blocked"},
              {"summary", "deadlock: thread 1 waits for mutex `b` at a.c:5; thread 2 waits for mutex `a` at a.c:9"},
              {"location", place("/p/a.c", 0, 0)},
              {"thread", 0},
              {"related", json::array()},
              {"blocked", blocked}};
  bug["trace"] = {{"schedule", json::array({0, 1, 2})}, {"steps", json::array({step})}};
  return bug;
}

}  // namespace

TEST_CASE("engine report: a verdict's fields, bugs and steps as typed data", "[lsp][daemon][schema]") {
  const json j = {{"schema_version", 1},
                  {"algorithm", "pop"},
                  {"executions", 12},
                  {"assume_blocked", 3},
                  {"nondet_executions", 0},
                  {"time_s", 0.5},
                  {"complete", false},
                  {"exploration_complete", true},
                  {"incomplete_reasons", {{{"code", "fixed-input"}, {"text", "inputs fixed to 0"}}}},
                  {"bugs", json::array({deadlock_bug()})}};
  const d::EngineReport r = d::parse_engine_report(j);
  CHECK(r.schema_version == 1);
  CHECK(r.algorithm == "pop");
  CHECK(r.executions == 12);
  CHECK(r.assume_blocked == 3);
  CHECK(r.time_s == 0.5);
  CHECK_FALSE(r.complete);
  CHECK(r.exploration_complete);
  REQUIRE(r.gaps.size() == 1);
  CHECK(r.gaps[0].code == "fixed-input");
  CHECK(r.has_bugs_field);
  CHECK_FALSE(r.error);
  REQUIRE(r.bugs.size() == 1);
  const d::EngineBug& b = r.bugs[0];
  CHECK(b.id == 2);
  CHECK(b.kind == "deadlock");
  CHECK(b.summary.rfind("deadlock: thread 1", 0) == 0);
  REQUIRE(b.blocked.size() == 2);
  CHECK(b.blocked[1].text == "thread 2 waits for mutex `a`");
  CHECK(b.blocked[1].reason == d::BlockReason::Mutex);
  CHECK(b.blocked[1].object == 4096);
  CHECK(b.blocked[0].reason == d::BlockReason::Unknown);  // no `reason`: an older engine
  REQUIRE(b.steps.size() == 1);
  CHECK(b.steps[0].text == "lock mutex `a` (engine text)");
  REQUIRE(b.steps[0].place);
  CHECK(b.steps[0].place->line == 4);
  // The program's process forged or broke the output: wrong types read as absent.
  const d::EngineReport junk = d::parse_engine_report(
      json{{"executions", "many"}, {"bugs", json::array({json(1), json{{"kind", 7}, {"trace", "x"}}})}, {"failure", {{"kind", "exit"}}}});
  CHECK(junk.executions == 0);
  REQUIRE(junk.bugs.size() == 1);
  CHECK(junk.bugs[0].kind == "bug");
  CHECK(junk.bugs[0].steps.empty());
  REQUIRE(junk.failure);
  CHECK(junk.failure->kind == "exit");
}

TEST_CASE("engine report: diagnostics are converted from the typed model, the engine's text as is",
          "[lsp][daemon][schema]") {
  d::VerifyResult r;
  r.path = "/p/a.c";
  r.state = "done";
  r.files = {"/p/a.c"};
  r.trace_prefix = "abc";
  r.report = d::parse_engine_report(json{{"complete", true}, {"bugs", json::array({deadlock_bug()})}});
  const std::string text = "int a;\nint b;\nint c;\nvoid lock_a(void);\nvoid lock_b(void);\n\n\n\nvoid x(void);\n";
  const d::DiagnosticContext ctx{[&](const std::string&) { return text; },
                                 [](const std::string& p) { return "file://" + p; }, true};
  const auto per_file = d::to_lsp_diagnostics(r, false, ctx);
  REQUIRE(per_file.count("/p/a.c"));
  const json& diags = per_file.at("/p/a.c");
  REQUIRE(diags.size() == 2);  // one at each blocked thread
  CHECK(diags[0]["range"]["start"]["line"] == 4);
  CHECK(diags[1]["range"]["start"]["line"] == 8);
  CHECK(diags[0]["message"] == r.report.bugs[0].summary);
  CHECK(diags[0]["data"]["traceId"] == "abc-2");
  const json& related = diags[0]["relatedInformation"];
  REQUIRE(related.size() == 3);
  CHECK(related[0]["message"] == "thread 1 waits for mutex `b`");
  CHECK(related[2]["message"] == "step 0: thread 1 lock mutex `a` (engine text)");
  // A client without relatedInformation reads it folded into the message.
  const d::DiagnosticContext plain{ctx.text_of, ctx.uri_of, false};
  const std::string folded = d::to_lsp_diagnostics(r, false, plain).at("/p/a.c")[0]["message"];
  CHECK(folded.find("\n  a.c:5: thread 1 waits for mutex `b`") != std::string::npos);
  // The place of a bug outside the target's files falls back to the top of the main file.
  CHECK_FALSE(d::effective_place(r.report.bugs[0], {"/other.c"}));
}

TEST_CASE("engine report: diagnostics relate the steps the engine marks as key, not the last ones",
          "[lsp][daemon][schema]") {
  json bug = deadlock_bug();
  json steps = json::array();
  for (int i = 0; i < 10; ++i) {
    json s = {{"step", i}, {"thread", i % 2}, {"op", "read"}, {"object", "x"}, {"value", i},
              {"text", "read x = " + std::to_string(i)}, {"location", place("/p/a.c", 2)}};
    if (i == 1 || i == 2) s["key"] = true;  // early steps: the last six would leave them out
    if (i == 1)  // inside a helper, through a library frame (folded)
      s["stack"] = json::array({json{{"function", "helper"}, {"file", "/p/a.c"}, {"line", 2}},
                                json{{"function", "std::invoke"}, {"library", true}},
                                json{{"function", "caller"}, {"file", "/p/a.c"}, {"line", 9}}});
    steps.push_back(s);
  }
  bug["trace"]["steps"] = steps;
  d::VerifyResult r;
  r.path = "/p/a.c";
  r.state = "done";
  r.files = {"/p/a.c"};
  r.trace_prefix = "abc";
  r.report = d::parse_engine_report(json{{"complete", true}, {"bugs", json::array({bug})}});
  REQUIRE(r.report.bugs[0].steps.size() == 10);
  CHECK(r.report.bugs[0].steps[1].key);
  CHECK_FALSE(r.report.bugs[0].steps[3].key);
  const std::string text = "int a;\nint b;\nint c;\nvoid lock_a(void);\nvoid lock_b(void);\n\n\n\nvoid x(void);\n";
  const d::DiagnosticContext ctx{[&](const std::string&) { return text; },
                                 [](const std::string& p) { return "file://" + p; }, true};
  const auto per_file = d::to_lsp_diagnostics(r, false, ctx);
  const json& related = per_file.at("/p/a.c")[0]["relatedInformation"];
  REQUIRE(related.size() == 4);  // two blocked threads, the two key steps
  CHECK(related[2]["message"] == "step 1: thread 1 read x = 1 (in helper \u2190 caller)");
  CHECK(r.report.bugs[0].steps[1].functions == std::vector<std::string>{"helper", "caller"});
  CHECK(related[3]["message"] == "step 2: thread 0 read x = 2");
}

TEST_CASE("engine report: a file checked as C++20 without -std gets a note at its top", "[lsp][daemon][schema][cxxstd]") {
  // The engine's typed `files_checked_as_cxx20`, not its prose notes: one Information
  // diagnostic at the top of each such file of the target.
  d::VerifyResult r;
  r.path = "/p/main.cpp";
  r.state = "done";
  r.files = {"/p/main.cpp", "/p/latch.cpp"};
  r.report = d::parse_engine_report(json{{"complete", true},
                                         {"bugs", json::array()},
                                         {"files_checked_as_cxx20", {"/p/latch.cpp", 7}},
                                         {"notes", {"/p/latch.cpp does not compile as C++17 ..."}}});
  REQUIRE(r.report.files_checked_as_cxx20 == std::vector<std::string>{"/p/latch.cpp"});  // junk ignored
  const std::string text = "#include <latch>\nint main() {}\n";
  const d::DiagnosticContext ctx{[&](const std::string&) { return text; },
                                 [](const std::string& p) { return "file://" + p; }, true};
  const auto per_file = d::to_lsp_diagnostics(r, false, ctx);
  REQUIRE(per_file.count("/p/latch.cpp"));
  const json& diags = per_file.at("/p/latch.cpp");
  REQUIRE(diags.size() == 1);
  CHECK(diags[0]["code"] == "cxx-standard");
  CHECK(diags[0]["severity"] == 3);
  CHECK(diags[0]["range"]["start"]["line"] == 0);
  CHECK(diags[0]["data"]["standard"] == "c++20");
  CHECK(per_file.at("/p/main.cpp").empty());
  // Without the field (a C++17 file, an older engine), no such note.
  r.report = d::parse_engine_report(json{{"complete", true}, {"bugs", json::array()}});
  CHECK(d::to_lsp_diagnostics(r, false, ctx).at("/p/latch.cpp").empty());
}
