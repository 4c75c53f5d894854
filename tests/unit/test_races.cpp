// The data-race detector (engine/analysis/race_detector.*) on real programs
// (tests/programs/races/*.c) through build_program + check_program, and on hand-made event
// lists for the happens-before edges the runtime does not produce yet.
#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "analysis/race_detector.h"
#include "check/check.h"
#include "explore/algorithm.h"
#include "jit/program.h"
#include "report/report.h"

namespace {

const std::string kRaces = std::string(BRAID_TEST_PROGRAMS) + "/races";

std::shared_ptr<const braid::Program> build(const std::string& file, std::vector<std::string> flags = {}) {
  static std::map<std::pair<std::string, std::vector<std::string>>, std::shared_ptr<const braid::Program>> cache;
  auto key = std::make_pair(file, flags);
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  braid::CompileRequest request;
  request.files = {kRaces + "/" + file};
  request.flags = std::move(flags);
  braid::ProgramBuild b = braid::build_program(request);
  INFO(b.diagnostics);
  REQUIRE(b.program);
  cache[key] = b.program;
  return b.program;
}

braid::CheckResult check(const braid::Program& program, unsigned percent = 100, const std::string& algo = "dfs") {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.race_sample_percent = percent;
  options.time_limit_s = 60;
  return braid::check_program(program, options);
}

std::vector<const braid::BugReport*> races_of(const braid::CheckResult& result) {
  std::vector<const braid::BugReport*> out;
  for (const auto& b : result.bugs) {
    if (b.bug.kind == braid::BugKind::DataRace) out.push_back(&b);
  }
  return out;
}

std::string races_text(const braid::CheckResult& result, const braid::Program& program) {
  std::string s;
  for (const auto* r : races_of(result)) s += r->bug.message + "\n";
  return s;
}

// Source lines of a race: (line of the second access, line of the first).
std::pair<std::uint32_t, std::uint32_t> lines(const braid::BugReport& r, const braid::Program& program) {
  return {program.locations()[r.bug.loc].line, program.locations()[r.bug.related_loc].line};
}

void require_no_race(const std::string& file, std::vector<std::string> flags = {}) {
  auto program = build(file, flags);
  for (const std::string& algo : braid::algorithm_names()) {
    braid::CheckResult result;
    try {
      result = check(*program, 100, algo);
    } catch (const std::invalid_argument&) {
      continue;  // an algorithm that refuses this program (QPOR on shared memory)
    }
    INFO(file << " under " << algo << ":\n" << races_text(result, *program));
    CHECK(result.race_executions > 0);
    CHECK(races_of(result).empty());
  }
}

}  // namespace

TEST_CASE("racy counter: both locations, kind data-race, once per pair", "[races]") {
  auto program = build("racy_counter.c");
  auto result = check(*program);
  auto races = races_of(result);
  INFO(races_text(result, *program));
  REQUIRE(!races.empty());
  std::set<std::pair<braid::LocationId, braid::LocationId>> pairs;
  for (const auto* r : races) {
    CHECK(r->bug.kind == braid::BugKind::DataRace);
    CHECK(lines(*r, *program) == std::make_pair(8u, 8u));
    CHECK(r->bug.thread != r->bug.related_thread);
    CHECK(pairs.insert(std::minmax(r->bug.loc, r->bug.related_loc)).second);  // each pair once
    CHECK(r->bug.message.find("data race on `counter`") == 0);
  }
  // The description of both accesses, with their locks.
  const auto d = braid::describe_race(races[0]->execution, races[0]->bug, program->locations());
  REQUIRE(d);
  CHECK(d->first.thread == races[0]->bug.related_thread);
  CHECK(d->second.thread == races[0]->bug.thread);
  CHECK(d->first.size == 4);
  CHECK(d->second.locks.empty());
  CHECK(d->first.description.find("locks held: none") != std::string::npos);
}

TEST_CASE("two accesses of one object on one line: one report per pair of lines", "[races]") {
  auto program = build("same_line_reads.c");
  auto result = check(*program);
  INFO(races_text(result, *program));
  int on_p = 0;
  for (const auto* r : races_of(result)) {
    if (r->bug.message.find("data race on `p`") != 0) continue;  // `*p` races too (lines 11, 19)
    ++on_p;
    const auto [second, first] = lines(*r, *program);
    CHECK(std::make_pair(std::min(second, first), std::max(second, first)) == std::make_pair(12u, 19u));
  }
  CHECK(on_p == 1);  // `if (p)` and `*p` read p in different columns of line 19
}

TEST_CASE("write/read race on a flag names both accesses", "[races]") {
  auto program = build("flag_race.c");
  auto result = check(*program);
  auto races = races_of(result);
  INFO(races_text(result, *program));
  REQUIRE(races.size() == 1);  // one pair of locations, however many executions show it
  auto [second, first] = lines(*races[0], *program);
  CHECK(std::set<std::uint32_t>{second, first} == std::set<std::uint32_t>{8, 15});
  const std::string& m = races[0]->bug.message;
  CHECK(m.find("data race on `flag`: ") == 0);
  CHECK(m.find("write by thread 1 at flag_race.c:8") != std::string::npos);
  CHECK(m.find("read by thread 0 at flag_race.c:15") != std::string::npos);
}

TEST_CASE("the race trace ends at the second access and replays", "[races]") {
  auto program = build("flag_race.c");
  auto result = check(*program);
  auto races = races_of(result);
  REQUIRE(races.size() == 1);
  const braid::BugReport& r = *races[0];
  const auto& events = r.execution.events;
  REQUIRE(!events.empty());
  CHECK(r.execution.schedule.size() == events.size());
  CHECK(events.back().loc == r.bug.loc);
  CHECK(events.back().thread == r.bug.thread);
  REQUIRE(r.execution.bug);
  CHECK(r.execution.bug->kind == braid::BugKind::DataRace);

  braid::ExecutionResult replay = braid::replay_program(*program, r.execution.schedule, 100000);
  REQUIRE(replay.events.size() >= events.size());
  for (std::size_t i = 0; i < events.size(); ++i) {
    CHECK(replay.events[i].thread == events[i].thread);
    CHECK(replay.events[i].kind == events[i].kind);
    CHECK(replay.events[i].addr == events[i].addr);
    CHECK(replay.events[i].loc == events[i].loc);
  }
  // Re-detection at the end of the replayed schedule (what `braid replay` does).
  auto again = braid::race_at_step(replay, r.execution.schedule.size(), program->locations());
  REQUIRE(again);
  CHECK(again->loc == r.bug.loc);
  CHECK(again->related_loc == r.bug.related_loc);
  CHECK(again->message == r.bug.message);

  // Reports: JSON `related` is the first access with its locks; the text shows both.
  braid::SourceCache sources;
  auto j = braid::bug_json(r, program->locations(), sources, 1);
  CHECK(j["kind"] == "data-race");
  CHECK(j["headline"] == r.bug.message);
  REQUIRE(j["related"].size() == 1);
  CHECK(j["related"][0]["thread"] == r.bug.related_thread);
  CHECK(j["related"][0]["locks_held"].is_array());
  CHECK(j["related"][0]["location"]["line"] == program->locations()[r.bug.related_loc].line);
  CHECK(j["access"]["step"] == events.size() - 1);
  const std::string text = braid::text_bug(r, program->locations(), sources, 1);
  CHECK(text.find("previous: ") != std::string::npos);
  CHECK(text.find("access:   ") != std::string::npos);
}

TEST_CASE("struct fields: distinct fields do not race, the same field does", "[races]") {
  require_no_race("struct_fields.c");
  auto program = build("struct_fields.c", {"-DSAME_FIELD"});
  auto result = check(*program);
  auto races = races_of(result);
  INFO(races_text(result, *program));
  REQUIRE(races.size() == 1);
  auto [second, first] = lines(*races[0], *program);
  CHECK(std::set<std::uint32_t>{second, first} == std::set<std::uint32_t>{14, 22});
}

TEST_CASE("array elements: distinct elements do not race, the same element does", "[races]") {
  require_no_race("array_elements.c");
  auto program = build("array_elements.c", {"-DSAME_ELEMENT"});
  auto result = check(*program);
  auto races = races_of(result);
  INFO(races_text(result, *program));
  std::set<std::pair<std::uint32_t, std::uint32_t>> found;
  for (const auto* r : races) found.insert(lines(*r, *program));
  // bytes[0] (line 12 vs 16) and words[0] (line 13 vs 17), in either order.
  std::set<std::set<std::uint32_t>> unordered;
  for (auto [a, b] : found) unordered.insert({a, b});
  CHECK(unordered == std::set<std::set<std::uint32_t>>{{12, 16}, {13, 17}});
}

TEST_CASE("partial overlap: a 4-byte read races with 1-byte writes", "[races]") {
  auto program = build("array_elements.c", {"-DWHOLE_WORD"});
  auto result = check(*program);
  auto races = races_of(result);
  INFO(races_text(result, *program));
  REQUIRE(!races.empty());
  for (const auto* r : races) {
    auto [a, b] = lines(*r, *program);
    CHECK(std::set<std::uint32_t>{a, b} == std::set<std::uint32_t>{12, 28});
  }
}

TEST_CASE("no race on correctly synchronised programs", "[races]") {
  SECTION("mutex and trylock") { require_no_race("mutex_counter.c"); }
  SECTION("C11 and GCC atomics, CAS loop") { require_no_race("atomics.c"); }
  SECTION("thread creation and join") { require_no_race("create_join.c"); }
  SECTION("message passing through an atomic flag") { require_no_race("message_passing.c"); }
}

TEST_CASE("no race with condition variables and pthread_once", "[races]") {
  braid::CompileRequest request;
  request.files = {kRaces + "/condvar.c"};
  braid::ProgramBuild b = braid::build_program(request);
  if (!b.program) {
    WARN("condvar.c not supported by this build: " << b.diagnostics);
    return;
  }
  auto result = check(*b.program);
  INFO(races_text(result, *b.program));
  CHECK(races_of(result).empty());
}

TEST_CASE("a plain flag in message passing races on the flag and on the payload", "[races]") {
  auto program = build("message_passing.c", {"-DPLAIN_FLAG"});
  auto result = check(*program);
  INFO(races_text(result, *program));
  std::set<std::string> objects;
  for (const auto* r : races_of(result)) objects.insert(program->locations()[r->bug.loc].object);
  CHECK(objects.count("ready") == 1);
  bool payload = false;
  for (const auto& o : objects) payload |= o.find("payload") != std::string::npos;
  CHECK(payload);
}

TEST_CASE("an atomic update races with a plain read", "[races]") {
  auto program = build("mixed_atomic.c");
  auto result = check(*program);
  auto races = races_of(result);
  INFO(races_text(result, *program));
  REQUIRE(races.size() == 1);
  CHECK(races[0]->bug.message.find("atomic update") != std::string::npos);
}

TEST_CASE("sampling: 0% reports nothing, 100% reports all, off means off", "[races]") {
  auto program = build("racy_counter.c");
  auto none = check(*program, 0);
  CHECK(none.race_executions == 0);
  CHECK(races_of(none).empty());
  auto all = check(*program, 100);
  CHECK(all.race_executions == all.stats.executions - all.stats.assume_blocked);
  CHECK(!races_of(all).empty());
  braid::CheckOptions off;
  off.detect_races = false;
  CHECK(races_of(braid::check_program(*program, off)).empty());
  // The sample is a fixed function of the execution number, near the asked fraction.
  int kept = 0;
  for (std::uint64_t i = 0; i < 10000; ++i) kept += braid::race_sampled(i, 30);
  CHECK(kept > 2700);
  CHECK(kept < 3300);
  CHECK(braid::race_sampled(17, 30) == braid::race_sampled(17, 30));
}

// ---- the happens-before edges on hand-made event lists --------------------------------

namespace {

struct Builder {
  std::vector<braid::Event> events;
  std::map<braid::ThreadId, std::uint32_t> next;
  Builder& op(braid::ThreadId t, braid::OpKind k, std::uint64_t addr, std::uint32_t size = 4,
              std::uint8_t flags = 0, braid::ThreadId peer = braid::kNoThread) {
    braid::Event e;
    e.thread = t;
    e.index = next[t]++;
    e.kind = k;
    e.addr = addr;
    e.size = size;
    e.flags = flags;
    e.peer = peer;
    e.loc = static_cast<braid::LocationId>(events.size() + 1);
    events.push_back(e);
    return *this;
  }
  // Sets the memory-order bits (braid::OrderFlags) of the last event.
  Builder& order(std::uint8_t bits) {
    events.back().order = bits;
    return *this;
  }
  std::size_t races() {
    braid::RaceDetector d;
    return d.analyze(events).size();
  }
};

using K = braid::OpKind;

}  // namespace

TEST_CASE("detector: happens-before edges on event lists", "[races][detector]") {
  SECTION("unordered write/write races") {
    CHECK(Builder{}.op(0, K::ThreadCreate, 0, 0, 0, 1).op(0, K::Store, 100).op(1, K::Store, 100).races() == 1);
  }
  SECTION("create orders the parent's earlier events") {
    CHECK(Builder{}.op(0, K::Store, 100).op(0, K::ThreadCreate, 0, 0, 0, 1).op(1, K::Load, 100).races() == 0);
  }
  SECTION("join orders the child's events") {
    CHECK(Builder{}.op(0, K::ThreadCreate, 0, 0, 0, 1).op(1, K::Store, 100).op(0, K::ThreadJoin, 0, 0, 0, 1)
              .op(0, K::Store, 100).races() == 0);
  }
  SECTION("reads do not race with reads") {
    CHECK(Builder{}.op(0, K::ThreadCreate, 0, 0, 0, 1).op(0, K::Load, 100).op(1, K::Load, 100).races() == 0);
  }
  SECTION("shared reads then a write race with each reader") {
    CHECK(Builder{}
              .op(0, K::ThreadCreate, 0, 0, 0, 1).op(0, K::ThreadCreate, 0, 0, 0, 2)
              .op(1, K::Load, 100).op(2, K::Load, 100).op(0, K::Store, 100)
              .races() == 2);
  }
  SECTION("non-overlapping ranges do not race, overlapping ones do") {
    CHECK(Builder{}.op(0, K::ThreadCreate, 0, 0, 0, 1).op(0, K::Store, 100, 4).op(1, K::Store, 104, 4).races() == 0);
    CHECK(Builder{}.op(0, K::ThreadCreate, 0, 0, 0, 1).op(0, K::Store, 100, 8).op(1, K::Load, 107, 1).races() == 1);
  }
  SECTION("unlock -> lock of the same mutex orders, of another does not") {
    auto prog = [](std::uint64_t m2) {
      return Builder{}
          .op(0, K::ThreadCreate, 0, 0, 0, 1)
          .op(0, K::MutexLock, 1).op(0, K::Store, 100).op(0, K::MutexUnlock, 1)
          .op(1, K::MutexLock, m2).op(1, K::Load, 100).op(1, K::MutexUnlock, m2)
          .races();
    };
    CHECK(prog(1) == 0);
    CHECK(prog(2) == 1);
  }
  SECTION("atomic store/load publish; atomic accesses never race together") {
    CHECK(Builder{}
              .op(0, K::ThreadCreate, 0, 0, 0, 1)
              .op(0, K::Store, 100).op(0, K::Store, 200, 4, braid::kFlagAtomic)
              .op(1, K::Load, 200, 4, braid::kFlagAtomic).op(1, K::Load, 100)
              .races() == 0);
    CHECK(Builder{}
              .op(0, K::ThreadCreate, 0, 0, 0, 1)
              .op(0, K::Store, 200, 4, braid::kFlagAtomic).op(1, K::Store, 200, 4, braid::kFlagAtomic)
              .races() == 0);
  }
  SECTION("an RMW continues the release sequence, a plain atomic store starts a new one") {
    auto prog = [](K middle) {
      return Builder{}
          .op(0, K::ThreadCreate, 0, 0, 0, 1).op(0, K::ThreadCreate, 0, 0, 0, 2)
          .op(0, K::Store, 100).op(0, K::Store, 200, 4, braid::kFlagAtomic)
          .op(1, middle, 200, 4, braid::kFlagAtomic)
          .op(2, K::Load, 200, 4, braid::kFlagAtomic).op(2, K::Load, 100)
          .races();
    };
    CHECK(prog(K::Rmw) == 0);
    CHECK(prog(K::Store) == 1);
  }
  SECTION("kFlagSync events synchronise and never race") {
    // A condition-variable signal (Rmw) then the waiter's wake-up (Load) on the same object.
    CHECK(Builder{}
              .op(0, K::ThreadCreate, 0, 0, 0, 1)
              .op(0, K::Store, 100).op(0, K::Rmw, 300, 1, braid::kFlagSync)
              .op(1, K::Load, 300, 1, braid::kFlagSync).op(1, K::Load, 100)
              .races() == 0);
    CHECK(Builder{}
              .op(0, K::ThreadCreate, 0, 0, 0, 1)
              .op(0, K::Rmw, 300, 1, braid::kFlagSync).op(1, K::Rmw, 300, 1, braid::kFlagSync)
              .races() == 0);
  }
  SECTION("a failed trylock acquires like a lock") {
    CHECK(Builder{}
              .op(0, K::ThreadCreate, 0, 0, 0, 1)
              .op(0, K::MutexLock, 1).op(0, K::Store, 100).op(0, K::MutexUnlock, 1)
              .op(1, K::MutexTryFail, 1).op(1, K::Load, 100)
              .races() == 0);
  }
}

TEST_CASE("detector: memory orders, fences and release sequences", "[races][detector]") {
  using braid::kFlagAtomic;
  constexpr std::uint8_t relaxed_read = braid::kOrderNoAcquire, relaxed_write = braid::kOrderNoRelease;
  // Thread 0 writes the payload (100) and publishes the flag (200); thread 1 reads both.
  auto message_passing = [](std::uint8_t store_order, std::uint8_t load_order) {
    return Builder{}
        .op(0, K::ThreadCreate, 0, 0, 0, 1)
        .op(0, K::Store, 100).op(0, K::Store, 200, 4, kFlagAtomic).order(store_order)
        .op(1, K::Load, 200, 4, kFlagAtomic).order(load_order).op(1, K::Load, 100)
        .races();
  };
  SECTION("release -> acquire synchronises; a relaxed side does not") {
    CHECK(message_passing(0, 0) == 0);
    CHECK(message_passing(relaxed_write, 0) == 1);
    CHECK(message_passing(0, relaxed_read) == 1);
    CHECK(message_passing(relaxed_write, relaxed_read) == 1);
  }
  // Fences: a release fence before the relaxed store, an acquire fence after the relaxed load,
  // each put on the event that follows it. `early_payload`: the payload write comes before
  // the release fence (else between the fence and the store); `late_payload_read`: the
  // payload read comes after the acquire fence (else between the load and the fence).
  auto fenced = [](bool early_payload, bool late_payload_read, bool acquire_fence) {
    Builder b;
    b.op(0, K::ThreadCreate, 0, 0, 0, 1);
    if (early_payload) b.op(0, K::Store, 100).op(0, K::Store, 200, 4, kFlagAtomic).order(relaxed_write | braid::kOrderReleaseFence);
    else b.op(0, K::Store, 100).order(braid::kOrderReleaseFence).op(0, K::Store, 200, 4, kFlagAtomic).order(relaxed_write);
    b.op(1, K::Load, 200, 4, kFlagAtomic).order(relaxed_read);
    if (late_payload_read) b.op(1, K::Load, 100).order(acquire_fence ? braid::kOrderAcquireFence : 0);
    else b.op(1, K::Load, 100).op(1, K::Load, 300).order(acquire_fence ? braid::kOrderAcquireFence : 0);
    return b.races();
  };
  SECTION("release fence + relaxed store -> relaxed load + acquire fence synchronises") {
    CHECK(fenced(true, true, true) == 0);
    CHECK(fenced(true, true, false) == 1);   // no acquire fence
    CHECK(fenced(false, true, true) == 1);   // payload written after the release fence
    CHECK(fenced(true, false, true) == 1);   // payload read before the acquire fence
  }
  SECTION("release sequences: relaxed RMWs continue them, a relaxed store ends them") {
    auto prog = [](K middle, std::uint8_t middle_order) {
      return Builder{}
          .op(0, K::ThreadCreate, 0, 0, 0, 1).op(0, K::ThreadCreate, 0, 0, 0, 2)
          .op(0, K::Store, 100).op(0, K::Store, 200, 4, kFlagAtomic)
          .op(1, middle, 200, 4, kFlagAtomic).order(middle_order)
          .op(2, K::Load, 200, 4, kFlagAtomic).op(2, K::Load, 100)
          .races();
    };
    CHECK(prog(K::Rmw, relaxed_read | relaxed_write) == 0);
    CHECK(prog(K::Store, relaxed_write) == 1);
  }
  SECTION("a relaxed RMW does not release its thread's earlier writes") {
    CHECK(Builder{}
              .op(0, K::ThreadCreate, 0, 0, 0, 1)
              .op(0, K::Store, 100).op(0, K::Rmw, 200, 4, kFlagAtomic).order(relaxed_read | relaxed_write)
              .op(1, K::Rmw, 200, 4, kFlagAtomic).op(1, K::Load, 100)
              .races() == 1);
  }
}

TEST_CASE("detector: one report per location pair per execution, buffers reused", "[races][detector]") {
  Builder b;
  b.op(0, K::ThreadCreate, 0, 0, 0, 1);
  for (int i = 0; i < 100; ++i) b.op(1, K::Store, 100);
  // Same location for every store of thread 1.
  for (auto& e : b.events) if (e.thread == 1) e.loc = 7;
  b.op(0, K::Store, 100);
  braid::RaceDetector d;
  CHECK(d.analyze(b.events).size() == 1);
  CHECK(d.analyze(b.events).size() == 1);  // reset between executions
  CHECK(d.analyze(std::span<const braid::Event>(b.events.data(), 50)).empty());
}

TEST_CASE("locks held at each access are reported", "[races]") {
  auto program = build("partial_lock.c");
  auto result = check(*program);
  auto races = races_of(result);
  INFO(races_text(result, *program));
  REQUIRE(!races.empty());
  for (const auto* r : races) {
    const auto d = braid::describe_race(r->execution, r->bug, program->locations());
    REQUIRE(d);
    const braid::RaceAccess& worker = d->first.thread == 1 ? d->first : d->second;
    const braid::RaceAccess& main_access = d->first.thread == 0 ? d->first : d->second;
    REQUIRE(worker.thread == 1);
    REQUIRE(main_access.thread == 0);
    REQUIRE(worker.locks.size() == 1);
    CHECK((worker.locks[0] == "`m`" || worker.locks[0].find("(locked at partial_lock.c:10)") != std::string::npos));
    CHECK(main_access.locks.empty());
    CHECK(worker.description.find("locks held: " + worker.locks[0]) != std::string::npos);
    CHECK(main_access.description.find("locks held: none") != std::string::npos);
    braid::SourceCache sources;
    auto j = braid::bug_json(*r, program->locations(), sources, 1);
    CHECK(j["related"][0]["locks_held"] == nlohmann::json(d->first.locks));
  }
}

// ---- cross-check against a brute-force happens-before on random executions -------------

namespace {

// A random valid execution: thread 0 creates threads 1..3, which run random programs of
// plain loads/stores (sizes 1, 2, 4 over 8 bytes), atomic loads / RMWs on one word, kFlagSync
// reads / writes on one object, and critical sections of one mutex; thread 0 joins some.
std::vector<braid::Event> random_execution(std::uint32_t seed) {
  std::uint64_t state = seed * 0x9e3779b97f4a7c15ULL + 1;
  auto rnd = [&](std::uint32_t n) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return static_cast<std::uint32_t>(state % n);
  };
  struct Op { K kind; std::uint64_t addr; std::uint32_t size; std::uint8_t flags; braid::ThreadId peer; };
  std::vector<std::vector<Op>> programs(4);
  for (braid::ThreadId t = 1; t < 4; ++t) programs[0].push_back({K::ThreadCreate, 0, 0, 0, t});
  for (braid::ThreadId t = 0; t < 4; ++t) {
    const std::uint32_t n = 2 + rnd(6);
    for (std::uint32_t i = 0; i < n; ++i) {
      switch (rnd(6)) {
        case 0: case 1: {
          const std::uint32_t size = 1u << rnd(3);
          const std::uint64_t addr = 100 + rnd(9 - size);
          programs[t].push_back({rnd(2) ? K::Store : K::Load, addr, size, 0, braid::kNoThread});
          break;
        }
        case 2:
          programs[t].push_back({rnd(2) ? K::Rmw : K::Load, 200, 4, braid::kFlagAtomic, braid::kNoThread});
          break;
        case 3:
          programs[t].push_back({rnd(2) ? K::Rmw : K::Load, 300, 1, braid::kFlagSync, braid::kNoThread});
          break;
        default: {
          programs[t].push_back({K::MutexLock, 1, 0, 0, braid::kNoThread});
          const std::uint32_t size = 1u << rnd(3);
          programs[t].push_back({rnd(2) ? K::Store : K::Load, 100 + rnd(9 - size), size, 0, braid::kNoThread});
          programs[t].push_back({K::MutexUnlock, 1, 0, 0, braid::kNoThread});
        }
      }
    }
  }
  for (braid::ThreadId t = 1; t < 4; ++t) {
    if (rnd(2)) programs[0].push_back({K::ThreadJoin, 0, 0, 0, t});
  }
  programs[0].push_back({K::Load, 100, 8, 0, braid::kNoThread});
  std::vector<std::size_t> pc(4, 0);
  std::vector<bool> created{true, false, false, false};
  braid::ThreadId owner = braid::kNoThread;
  Builder b;
  for (;;) {
    std::vector<braid::ThreadId> enabled;
    for (braid::ThreadId t = 0; t < 4; ++t) {
      if (!created[t] || pc[t] == programs[t].size()) continue;
      const Op& op = programs[t][pc[t]];
      if (op.kind == K::MutexLock && owner != braid::kNoThread) continue;
      if (op.kind == K::ThreadJoin && pc[op.peer] != programs[op.peer].size()) continue;
      enabled.push_back(t);
    }
    if (enabled.empty()) break;
    const braid::ThreadId t = enabled[rnd(static_cast<std::uint32_t>(enabled.size()))];
    const Op& op = programs[t][pc[t]++];
    if (op.kind == K::MutexLock) owner = t;
    if (op.kind == K::MutexUnlock) owner = braid::kNoThread;
    if (op.kind == K::ThreadCreate) created[op.peer] = true;
    b.op(t, op.kind, op.addr, op.size, op.flags, op.peer);
  }
  return b.events;
}

// Races by definition: happens-before as the transitive closure of the edges.
std::set<std::pair<std::uint32_t, std::uint32_t>> brute_force_races(const std::vector<braid::Event>& ev) {
  const std::size_t n = ev.size();
  std::vector<std::vector<bool>> hb(n, std::vector<bool>(n, false));  // hb[j][i]: i happens before j
  auto edge = [&](std::size_t i, std::size_t j) {
    hb[j][i] = true;
    for (std::size_t k = 0; k < n; ++k) if (hb[i][k]) hb[j][k] = true;
  };
  for (std::size_t j = 0; j < n; ++j) {
    const braid::Event& e = ev[j];
    for (std::size_t i = 0; i < j; ++i) {
      const braid::Event& f = ev[i];
      const bool same_thread = f.thread == e.thread;
      const bool create = f.kind == K::ThreadCreate && f.peer == e.thread;
      const bool join = e.kind == K::ThreadJoin && e.peer == f.thread;
      const bool mutex = f.kind == K::MutexUnlock && (e.kind == K::MutexLock || e.kind == K::MutexTryFail) &&
                         f.addr == e.addr;
      const bool sync = (f.flags & (braid::kFlagAtomic | braid::kFlagSync)) &&
                        (e.flags & (braid::kFlagAtomic | braid::kFlagSync)) && f.flags == e.flags &&
                        f.addr == e.addr && braid::op_writes(f.kind) && braid::op_reads(e.kind);
      if (same_thread || create || join || mutex || sync) edge(i, j);
    }
  }
  std::set<std::pair<std::uint32_t, std::uint32_t>> races;
  for (std::size_t j = 0; j < n; ++j) {
    for (std::size_t i = 0; i < j; ++i) {
      const braid::Event& f = ev[i];
      const braid::Event& e = ev[j];
      if (!braid::op_is_memory(f.kind) || !braid::op_is_memory(e.kind)) continue;
      if ((f.flags & braid::kFlagSync) || (e.flags & braid::kFlagSync)) continue;
      if (f.thread == e.thread || hb[j][i]) continue;
      if (!braid::ranges_overlap(f.addr, f.size, e.addr, e.size)) continue;
      if (!braid::op_writes(f.kind) && !braid::op_writes(e.kind)) continue;
      if ((f.flags & braid::kFlagAtomic) && (e.flags & braid::kFlagAtomic)) continue;
      races.insert({static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(j)});
    }
  }
  return races;
}

}  // namespace

TEST_CASE("detector agrees with brute-force happens-before on random executions", "[races][detector]") {
  braid::RaceDetector detector;
  int racy = 0, race_free = 0;
  for (std::uint32_t seed = 0; seed < 2000; ++seed) {
    const auto events = random_execution(seed);
    const auto truth = brute_force_races(events);
    const auto& found = detector.analyze(events);
    INFO("seed " << seed << ", " << events.size() << " events, " << truth.size() << " racing pairs");
    // Sound: every reported pair is a race.
    for (const braid::Race& r : found) CHECK(truth.count({r.first, r.second}) == 1);
    // Complete per execution: a racy execution gets a report (each location is an event).
    CHECK(found.empty() == truth.empty());
    (truth.empty() ? race_free : racy)++;
  }
  CHECK(racy > 100);      // both kinds of executions are well represented
  CHECK(race_free > 20);
}

// libc functions on the program's buffers (runtime/library_buffers.h) ran natively and made
// no event: a snprintf into a buffer another thread read, or a qsort of a table another
// thread sorted, was "complete, no bug" (issue 12 audit: audit12_c_request_log_static_
// status_buffer_bug.c, audit12_c_config_cache_sort_under_rdlock_bug.c).
TEST_CASE("libc functions reading or writing shared buffers race like the program's accesses", "[races]") {
  constexpr std::uint32_t kWriteLine = 36, kReadLine = 60;  // tests/programs/races/library_buffers.c
  const std::vector<std::string> writes = {
      "snprintf(text, sizeof text, \"w%d\", 1)", "sprintf(text, \"%s\", \"w\")", "strcpy(text, \"writer\")",
      "strncpy(text, \"w\", 8)", "strcat(text, \"+\")", "qsort(table, 4, sizeof table[0], by_value)",
      "bzero(text, 8)"};
  const std::vector<std::string> reads = {"(int)strlen(text)", "strcmp(text, \"seed\")", "memcmp(text, \"seed\", 4)",
                                          "puts(text)", "fputs(text, stderr)", "(int)strnlen(text, 8)",
                                          "strncmp(text, \"seed\", 2)"};
  std::vector<std::string> variants;
  for (const auto& w : writes) variants.push_back("-DWRITE_STATEMENT=" + w);
  for (const auto& r : reads) variants.push_back("-DREAD_EXPRESSION=" + r);
  for (const std::string& variant : variants) {
    INFO(variant);
    require_no_race("library_buffers.c", {variant});
    auto program = build("library_buffers.c", {variant, "-DUNLOCKED"});
    auto result = check(*program);
    INFO(races_text(result, *program));
    bool found = false;
    for (const auto* r : races_of(result)) {
      auto [a, b] = lines(*r, *program);
      found |= std::set<std::uint32_t>{a, b} == std::set<std::uint32_t>{kWriteLine, kReadLine};
    }
    CHECK(found);
  }
}

TEST_CASE("libc calls on thread-private buffers make no event", "[races]") {
  auto plain = build("library_buffers.c");
  auto with_calls = build("library_buffers.c", {"-DPRIVATE_CALLS"});
  const braid::CheckResult a = check(*plain), b = check(*with_calls);
  CHECK(races_of(b).empty());
  CHECK(a.stats.executions == b.stats.executions);
  CHECK(a.events == b.events);
}

// Input functions, the printf family's `%s` strings, the scanf family's targets and the
// string searches ran natively with no event on a shared buffer: "complete, no bug" on a
// race through them (issue 12, branch audit13). Each variant is race-free with the mutex and
// a race between its two lines without it, under every algorithm that accepts the program.
TEST_CASE("libc input, format and search functions on shared buffers race under every algorithm", "[races][libc]") {
  constexpr std::uint32_t kVlogLine = 24, kWriteLine = 50, kReadLine = 62;  // tests/programs/races/library_inputs.c
  const std::vector<std::string> variants = {
      "-DWRITE_STATEMENT=fgets(text, sizeof text, input)",
      "-DWRITE_STATEMENT=fread(text, 1, 4, input)",
      "-DWRITE_STATEMENT=read(zero_fd, text, 4)",
      "-DWRITE_STATEMENT=getline(&line, &capacity, input)",
      "-DWRITE_STATEMENT=sscanf(\"42 word\", \"%d %7s\", &number, text)",
      "-DWRITE_STATEMENT=fscanf(input, \"%d\", &number)",
      "-DWRITE_STATEMENT=fscanf(input, \"%*d %7[a-z]\", text)",
      "-DREAD_EXPRESSION=printf(\"%s\", text)",
      "-DREAD_EXPRESSION=fprintf(stderr, \"%.2s|%d\", text, 1)",
      "-DREAD_EXPRESSION=snprintf(own, sizeof own, \"<%s>\", text)",
      "-DREAD_EXPRESSION=vlog(\"%d %s\", 3, text)",
      "-DREAD_EXPRESSION=sscanf(text, \"%d\", &value)",
      "-DREAD_EXPRESSION=memchr(text, 'e', 4)",
      "-DREAD_EXPRESSION=strchr(text, 'e')",
      "-DREAD_EXPRESSION=strrchr(text, 'e')",
      "-DREAD_EXPRESSION=strstr(text, \"ee\")"};
  for (const std::string& variant : variants) {
    INFO(variant);
    require_no_race("library_inputs.c", {variant});
    auto program = build("library_inputs.c", {variant, "-DUNLOCKED"});
    for (const std::string& algo : braid::algorithm_names()) {
      braid::CheckResult result;
      try {
        result = check(*program, 100, algo);
      } catch (const std::invalid_argument&) {
        continue;  // an algorithm that refuses this program
      }
      INFO(algo << ":\n" << races_text(result, *program));
      bool found = false;
      for (const auto* r : races_of(result)) {
        auto [a, b] = lines(*r, *program);
        const std::set<std::uint32_t> pair{a, b};
        found |= pair == std::set<std::uint32_t>{kWriteLine, kReadLine} ||
                 pair == std::set<std::uint32_t>{kWriteLine, kVlogLine};
      }
      CHECK(found);
    }
  }
}

TEST_CASE("libc input and search calls on thread-private buffers make no event", "[races][libc]") {
  // The reader's own buffer, a string literal's `%s`, a private scanf target: no event, so
  // as many executions as without the calls.
  auto plain = build("library_inputs.c");
  auto with_calls = build("library_inputs.c",
                          {"-DREAD_EXPRESSION=(snprintf(own, sizeof own, \"%s\", \"lit\"), sscanf(own, \"%d\", &value), "
                           "printf(\"%s\", own), (int)(strchr(own, 'i') != 0) + text[0] + text[2] + number + (line != 0))"});
  const braid::CheckResult a = check(*plain), b = check(*with_calls);
  CHECK(races_of(b).empty());
  CHECK(a.stats.executions == b.stats.executions);
}

// dprintf, asprintf, strdup, positional printf formats (`%2$s`) and glibc's _FORTIFY_SOURCE
// variants (`__memcpy_chk`, `__sprintf_chk`, ...: what `-D_FORTIFY_SOURCE=2 -O2` headers or a
// preprocessed `.i` file call) ran natively with no event on a shared buffer: "complete, no
// bug" on a race through them (issue 12, branch audit14). The `+ (long)arg` keeps Clang from
// folding a `__builtin___X_chk` with a known size back into the plain X.
TEST_CASE("dprintf, asprintf, positional formats and _FORTIFY_SOURCE variants race under every algorithm",
          "[races][libc]") {
  constexpr std::uint32_t kWriteLine = 50, kReadLine = 62;  // tests/programs/races/library_inputs.c
  const std::vector<std::string> variants = {
      "-DWRITE_STATEMENT=__builtin___memcpy_chk(text, \"writer\", 4 + (long)arg, sizeof text)",
      "-DWRITE_STATEMENT=__builtin___memmove_chk(text, \"writer\", 4 + (long)arg, sizeof text)",
      "-DWRITE_STATEMENT=__builtin___memset_chk(text, 'w', 4 + (long)arg, sizeof text)",
      "-DWRITE_STATEMENT=__builtin___strcpy_chk(text, \"writer\", sizeof text + (long)arg)",
      "-DWRITE_STATEMENT=__builtin___strncpy_chk(text, \"writer\", 8, sizeof text + (long)arg)",
      "-DWRITE_STATEMENT=__builtin___stpcpy_chk(text, \"writer\", sizeof text + (long)arg)",
      "-DWRITE_STATEMENT=__builtin___sprintf_chk(text, 1, sizeof text + (long)arg, \"%d\", 7)",
      "-DWRITE_STATEMENT=__builtin___snprintf_chk(text, 8, 1, sizeof text + (long)arg, \"%d\", 7)",
      "-DWRITE_STATEMENT=asprintf(&line, \"%d\", 1)",
      "-DREAD_EXPRESSION=dprintf(2, \"%s\", text)",
      "-DREAD_EXPRESSION=dprintf(2, \"%2$s|%1$d\", 1, text)",
      "-DREAD_EXPRESSION=printf(\"%1$.*2$s\", text, 3)",
      "-DREAD_EXPRESSION=fprintf(stderr, \"%3$s %1$*2$d\", 1, 4, text)",
      "-DREAD_EXPRESSION=(free(strdup(text)), 0)",
      "-DREAD_EXPRESSION=(free(strndup(text, 3)), 0)",
      "-DREAD_EXPRESSION=__builtin___printf_chk(1, \"%s\", text)",
      "-DREAD_EXPRESSION=__builtin___fprintf_chk(stderr, 1, \"[%s]\", text)",
      "-DREAD_EXPRESSION=__builtin___snprintf_chk(own, sizeof own, 1, sizeof own + (long)arg, \"<%s>\", text)",
      "-DREAD_EXPRESSION=__builtin___memcpy_chk(own, text, 4 + (long)arg, sizeof own)"};
  for (const std::string& variant : variants) {
    INFO(variant);
    require_no_race("library_inputs.c", {"-D_GNU_SOURCE", variant});
    auto program = build("library_inputs.c", {"-D_GNU_SOURCE", variant, "-DUNLOCKED"});
    for (const std::string& algo : braid::algorithm_names()) {
      braid::CheckResult result;
      try {
        result = check(*program, 100, algo);
      } catch (const std::invalid_argument&) {
        continue;  // an algorithm that refuses this program
      }
      INFO(algo << ":\n" << races_text(result, *program));
      for (const auto& b : result.bugs) CHECK(b.bug.kind == braid::BugKind::DataRace);
      bool found = false;
      for (const auto* r : races_of(result)) {
        auto [a, b] = lines(*r, *program);
        found |= std::set<std::uint32_t>{a, b} == std::set<std::uint32_t>{kWriteLine, kReadLine};
      }
      CHECK(found);
    }
  }
}

TEST_CASE("a _FORTIFY_SOURCE check that fails is an abort naming the call and the sizes", "[races][libc]") {
  // glibc's __chk_fail aborted natively: braid said "SIGABRT raised inside a library call",
  // located at the statement before the call.
  constexpr std::uint32_t kReadLine = 62;  // tests/programs/races/library_inputs.c
  const std::vector<std::pair<std::string, std::string>> variants = {
      {"-DREAD_EXPRESSION=__builtin___memcpy_chk(own, text, sizeof own + 4 + (long)arg, sizeof own)",
       "__memcpy_chk needs 20 bytes in an object of 16"},
      {"-DREAD_EXPRESSION=__builtin___sprintf_chk(own, 1, sizeof own + (long)arg, \"%s%s\", text, \"-0123456789ab\")",
       "__sprintf_chk needs 18 bytes in an object of 16"},
      {"-DREAD_EXPRESSION=__builtin___strcpy_chk(own, \"01234567890123456\", sizeof own + (long)arg)",
       "__strcpy_chk needs 18 bytes in an object of 16"}};
  for (const auto& [variant, message] : variants) {
    INFO(variant);
    auto program = build("library_inputs.c", {variant, "-DUNLOCKED"});  // the aborted reader keeps no lock
    const braid::CheckResult result = check(*program);
    REQUIRE(!result.bugs.empty());
    for (const auto& b : result.bugs) {
      CHECK(b.bug.kind == braid::BugKind::Abort);
      CHECK(b.bug.message.find(message) != std::string::npos);
      CHECK(program->locations()[b.bug.loc].line == kReadLine);
    }
  }
}

TEST_CASE("asprintf's string is on braid's heap: the program frees it", "[races][libc]") {
  // Natively, libc's malloc made it, and free() said "not a heap block".
  for (const char* call : {"asprintf(&line, \"%s-%d\", text, 1)", "(free(line), asprintf(&line, \"%.2s\", text))"}) {
    INFO(call);
    auto program = build("library_inputs.c", {"-D_GNU_SOURCE", std::string("-DWRITE_STATEMENT=") + call});
    const braid::CheckResult result = check(*program);
    CHECK(result.bugs.empty());
    CHECK(result.stats.complete);
  }
}

TEST_CASE("a race between a whole-struct write and field reads is named after each field", "[races]") {
  // Named after the wider access (the struct), the two reports had one headline, twice
  // (issue 12, branch audit14).
  auto program = build("struct_copy_fields.c");
  const braid::CheckResult result = check(*program);
  std::set<std::string> headlines;
  for (const auto* r : races_of(result)) headlines.insert(r->bug.message.substr(0, r->bug.message.find(':')));
  INFO(races_text(result, *program));
  CHECK(headlines == std::set<std::string>{"data race on `shared.lo`", "data race on `shared.hi`"});
}
