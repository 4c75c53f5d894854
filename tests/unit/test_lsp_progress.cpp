// braidd reads the engine's `--progress` lines as typed data (docs/cli.md): the estimate
// fields reach braid/status only when the engine sent them, and malformed values are
// ignored rather than guessed.
#include <catch2/catch.hpp>

#include "daemon/service.h"

namespace d = braid::daemon;
using nlohmann::json;

TEST_CASE("daemon: progress lines are read as typed estimates", "[lsp][daemon]") {
  const d::EngineProgress full = d::parse_engine_progress(json::parse(
      R"({"progress": {"executions": 5000, "rate": 12195.1, "bugs": 0, "estimated_total": 80000.0,
                       "estimated_interleavings": 3.2e12, "estimate_exceeds_budget": true}})"));
  CHECK(full.executions == 5000);
  CHECK(full.rate == Approx(12195.1));
  CHECK(full.estimated_total == Approx(80000));
  CHECK(full.estimated_interleavings == Approx(3.2e12));
  CHECK(full.exceeds_budget);
  CHECK(full.bugs == 0);
  CHECK(d::parse_engine_progress(json::parse(R"({"progress": {"executions": 9, "bugs": 2}})")).bugs == 2);
  // POP (issue 17): hunting's settled estimate with its interval, and what is certain.
  const d::EngineProgress pop = d::parse_engine_progress(json::parse(
      R"({"progress": {"executions": 5000, "estimated_total": 714135.0, "estimated_total_error": 371350.0,
                       "estimated_at_least": 5120.0}})"));
  CHECK(pop.estimated_total == Approx(714135));
  CHECK(pop.estimated_total_error == Approx(371350));
  CHECK(pop.estimated_at_least == Approx(5120));

  const d::EngineProgress bare = d::parse_engine_progress(json::parse(R"({"progress": {"executions": 7, "rate": 1.5}})"));
  CHECK(bare.executions == 7);
  CHECK(bare.estimated_total == 0);
  CHECK(bare.estimated_interleavings == 0);
  CHECK(bare.estimated_at_least == 0);
  CHECK(bare.estimated_total_error == 0);
  CHECK_FALSE(bare.exceeds_budget);

  const d::EngineProgress odd = d::parse_engine_progress(
      json::parse(R"({"progress": {"executions": "many", "estimated_total": "lots", "estimate_exceeds_budget": 1}})"));
  CHECK(odd.executions == 0);
  CHECK(odd.estimated_total == 0);
  CHECK_FALSE(odd.exceeds_budget);
  CHECK(d::parse_engine_progress(json::parse(R"({"finding": {}})")).executions == 0);
}

TEST_CASE("daemon: what the estimate rests on is read as given (dc: none)", "[lsp][daemon]") {
  CHECK(d::parse_engine_progress(json::parse(R"({"progress": {"executions": 9, "total_estimator": "none"}})"))
            .total_estimator == "none");
  CHECK(d::parse_engine_progress(
            json::parse(R"({"progress": {"executions": 9, "total_estimator": "lock-event-probes"}})"))
            .total_estimator == "lock-event-probes");
  CHECK(d::parse_engine_progress(json::parse(R"({"progress": {"executions": 9, "total_estimator": 3}})"))
            .total_estimator.empty());
  CHECK(d::parse_engine_progress(json::parse(R"({"progress": {"executions": 9}})")).total_estimator.empty());
}
