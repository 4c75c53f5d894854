// report/verdict: completeness is decided from typed fields of a CheckResult.
#include <catch2/catch.hpp>

#include "frontend/compiler.h"
#include "report/verdict.h"

namespace {

std::vector<std::string> codes(const braid::Verdict& v) {
  std::vector<std::string> out;
  for (const braid::CoverageGap& g : v.gaps) out.push_back(g.code);
  return out;
}

braid::CheckResult complete_run(std::uint64_t executions) {
  braid::CheckResult r;
  r.algorithm = "pop";
  r.stats.executions = executions;
  r.stats.complete = true;
  return r;
}

}  // namespace

TEST_CASE("a complete bug-free check exits 0, and a bug exits 1", "[verdict]") {
  braid::CheckResult r = complete_run(6);
  braid::Verdict v = braid::verdict_of(r);
  CHECK(v.complete());
  CHECK(v.exit_status() == 0);
  CHECK(v.status() == "no-bug");
  CHECK(braid::incomplete_headline(v).empty());
  r.bugs.push_back(braid::BugReport{});
  v = braid::verdict_of(r);
  CHECK(v.exit_status() == 1);
  CHECK(v.status() == "bug");
}

TEST_CASE("each budget that stops the observer is its own reason", "[verdict]") {
  braid::CheckResult r = complete_run(10);
  r.stats.complete = false;
  r.stopped_by = braid::StopReason::TimeLimit;
  r.time_limit_s = 5;
  braid::Verdict v = braid::verdict_of(r);
  CHECK(codes(v) == std::vector<std::string>{"time-limit"});
  CHECK(v.exit_status() == braid::kExitIncomplete);
  CHECK(v.gaps[0].count == 10);
  CHECK(braid::incomplete_headline(v) == "INCOMPLETE (time limit)");
  r.stopped_by = braid::StopReason::ExecutionLimit;
  CHECK(codes(braid::verdict_of(r)) == std::vector<std::string>{"execution-limit"});
  r.stopped_by = braid::StopReason::FirstBug;
  r.bugs.push_back(braid::BugReport{});
  v = braid::verdict_of(r);
  CHECK(codes(v) == std::vector<std::string>{"first-bug"});
  CHECK(v.exit_status() == 1);  // a bug found in an incomplete check is still a bug
  r.bugs.clear();
  r.stopped_by = braid::StopReason::None;  // not complete, and no budget says why
  CHECK(codes(braid::verdict_of(r)) == std::vector<std::string>{"stopped-early"});
}

TEST_CASE("bounds, inputs, assumes, sampling and qpor's race freedom are reasons", "[verdict]") {
  braid::CheckResult r = complete_run(4);
  r.bound_executions = 3;
  braid::Verdict v = braid::verdict_of(r);
  REQUIRE(codes(v) == std::vector<std::string>{"bound"});
  CHECK(v.gaps[0].count == 3);
  CHECK(braid::incomplete_headline(v) == "INCOMPLETE (3 bounded executions)");

  r = complete_run(4);
  r.nondet_executions = 4;
  r.stats.assume_blocked = 4;
  CHECK(codes(braid::verdict_of(r)) == std::vector<std::string>{"nondet-inputs", "assume-blocked"});

  // The text names only the kinds of fixed input the executions met.
  r = complete_run(4);
  r.nondet_executions = 4;
  r.fixed_input_kinds = braid::kFixedRandSeed;
  v = braid::verdict_of(r);
  REQUIRE(codes(v) == std::vector<std::string>{"nondet-inputs"});
  CHECK(v.gaps[0].text.find("seeded from a non-constant seed") != std::string::npos);
  CHECK(v.gaps[0].text.find("random_device") == std::string::npos);
  CHECK(v.gaps[0].text.find("__VERIFIER_nondet") == std::string::npos);
  r.fixed_input_kinds = braid::kFixedRandomDevice | braid::kFixedStaticInitNondet;
  v = braid::verdict_of(r);
  CHECK(v.gaps[0].text.find("std::random_device gave a fixed sequence, and __VERIFIER_nondet_*") == 0);
  CHECK(v.gaps[0].text.find("seeded") == std::string::npos);

  r = complete_run(10);
  r.races_sampled = true;
  r.race_executions = 4;
  v = braid::verdict_of(r);
  REQUIRE(codes(v) == std::vector<std::string>{"race-sampling"});
  CHECK(v.gaps[0].count == 6);

  r = complete_run(1);
  r.algorithm = "qpor";
  r.assumes_race_freedom = true;
  CHECK(braid::verdict_of(r).complete());  // race-free as far as the detector saw
  braid::BugReport race;
  race.bug.kind = braid::BugKind::DataRace;
  r.bugs.push_back(race);
  CHECK(codes(braid::verdict_of(r)) == std::vector<std::string>{"race-free-assumption"});
  r.bugs.clear();
  r.races_detected = false;
  CHECK(codes(braid::verdict_of(r)) == std::vector<std::string>{"race-free-assumption"});
}

TEST_CASE("gaps serialise with code, label, text and count", "[verdict]") {
  braid::CheckResult r = complete_run(2);
  r.stats.complete = false;
  r.stopped_by = braid::StopReason::ExecutionLimit;
  r.max_executions = 2;
  const nlohmann::json j = braid::gaps_json(braid::verdict_of(r));
  REQUIRE(j.size() == 1);
  CHECK(j[0]["code"] == "execution-limit");
  CHECK(j[0]["count"] == 2);
  CHECK(j[0]["text"].get<std::string>().find("execution limit (2)") != std::string::npos);
}

TEST_CASE("a trylock that could see a std::lock half done is a reason", "[verdict]") {
  braid::CheckResult r = complete_run(5);
  CHECK(braid::verdict_of(r).complete());
  r.lock_all_half_observable_executions = 2;
  const braid::Verdict v = braid::verdict_of(r);
  REQUIRE(codes(v) == std::vector<std::string>{"std-lock-model"});
  CHECK(v.gaps[0].count == 2);
  CHECK(v.exit_status() == braid::kExitIncomplete);
}

TEST_CASE("a dropped target flag makes the verdict incomplete", "[verdict]") {
  // -m32 and the other target flags are dropped (braid JIT-compiles for the host): a 32-bit
  // long wrap was not explored, so "complete, no bug" would claim more than was checked.
  CHECK(braid::is_target_flag("-m32"));
  CHECK(braid::is_target_flag("-mx32"));
  CHECK(braid::is_target_flag("--target=i686-linux-gnu"));
  CHECK_FALSE(braid::is_target_flag("-march=native"));
  CHECK_FALSE(braid::is_target_flag("-m64"));
  braid::CheckResult r = complete_run(2);
  r.ignored_target_flags = {"-m32"};
  const braid::Verdict v = braid::verdict_of(r);
  REQUIRE(codes(v) == std::vector<std::string>{"host-target"});
  CHECK(v.gaps[0].text.find("-m32") != std::string::npos);
  CHECK_FALSE(v.complete());
}

TEST_CASE("loads that could read other writes under C11 are a reason, unless --memory-model=sc", "[verdict][weak]") {
  braid::CheckResult r = complete_run(3);
  r.weak_memory_executions = 2;
  r.weak_memory_loads = 3;
  r.first_weak_load = braid::CheckResult::WeakLoadSite{"/tmp/dir/sb.c", 14, "relaxed", false};
  const braid::Verdict v = braid::verdict_of(r);
  REQUIRE(codes(v) == std::vector<std::string>{"weak-memory"});
  CHECK(v.gaps[0].count == 2);
  CHECK(v.gaps[0].text.find("3 atomic loads (first at sb.c:14, relaxed, which could read an older write)") !=
        std::string::npos);
  CHECK(v.exit_status() == braid::kExitIncomplete);
  r.first_weak_load->later_write = true;
  CHECK(braid::verdict_of(r).gaps[0].text.find("a write its schedule ran later") != std::string::npos);
  // The user stated SC semantics: the check's finding is no gap.
  r.memory_model = braid::MemoryModel::SC;
  CHECK(braid::verdict_of(r).complete());
}
