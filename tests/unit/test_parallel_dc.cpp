// DC-DPOR on the work pool (docs/algorithms.md, "DC-DPOR on the work pool"): where its units
// start and what each knows depend on the call tree alone, so the whole result — counts,
// classes, bugs in their order with their traces — is the same on 1, 2 and 4 workers. The
// random programs are compared run by run in test_parallel.cpp; here the corpus, through
// the real engine (one program instance per worker).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "check/check.h"
#include "jit/program.h"
#include "support/build_source.h"

using namespace braid;

namespace {

std::string summary(const CheckResult& r) {
  std::ostringstream out;
  out << r.stats.executions << " executions, " << r.stats.blocked << " redundant, " << r.mazurkiewicz_classes
      << " classes, " << r.reads_from_classes << " rf-classes, complete " << r.stats.complete << ";";
  for (const BugReport& b : r.bugs) {  // in the order reported, each with its trace
    out << ' ' << to_string(b.bug.kind) << '@' << b.bug.loc << '[';
    for (ThreadId t : b.execution.schedule) out << t << ',';
    out << ']';
  }
  return out.str();
}

}  // namespace

TEST_CASE("parallel: dc on the corpus, 1 2 and 4 workers", "[parallel][engine]") {
  std::ifstream in(std::string(BRAID_TEST_PROGRAMS) + "/manifest.json");
  REQUIRE(in);
  const nlohmann::json manifest = nlohmann::json::parse(in);
  int compared = 0, with_bugs = 0, split = 0;
  for (const auto& row : manifest.at("programs")) {
    CompileRequest request;
    request.files = {std::string(BRAID_TEST_PROGRAMS) + "/" + row.at("file").get<std::string>()};
    for (const auto& f : row.at("flags")) request.flags.push_back(f.get<std::string>());
    const ProgramBuild build = build_program(request);
    REQUIRE(build.program);
    INFO(row.at("name").get<std::string>());
    CheckOptions options;
    options.algorithm.name = "dc";
    options.count_classes = true;
    options.strategy = Strategy::Exhaustive;
    options.time_limit_s = 120;
    const CheckResult one = check_program(*build.program, options);
    if (!one.stats.complete) continue;  // cut by the time limit: what is left out depends on timing
    ++compared;
    with_bugs += !one.bugs.empty();
    const std::string expected = summary(one);
    for (unsigned jobs : {2u, 4u}) {
      options.jobs = jobs;
      const CheckResult many = check_program(*build.program, options);
      INFO(jobs << " workers");
      CHECK(many.jobs == jobs);
      CHECK(summary(many) == expected);
      for (const WorkerStats& w : many.stats.workers) split += w.units_taken > 0;
    }
  }
  WARN("dc: " << compared << " corpus programs compared on 1, 2 and 4 workers (" << with_bugs
              << " with bugs; a worker took units in " << split << " runs)");
  CHECK(compared >= 35);
  CHECK(split > 0);
}

// A unit's prefix is the schedule of a dc run, and dc's runs go on after a bug (the other
// threads run on: runs_on_after_bug). The worker that took the unit replayed it with a
// scheduler that stopped at the bug, so a prefix whose run had hit an assertion ended short
// and dc fell back to POP ("a work unit's run did not replay"; issue 15/16: a bounded
// buffer whose producers wait in an `if`). Units travel on every split here
// (BRAID_SPLIT_ALWAYS), so the runs of 1 and 2 workers must agree, with no fall-back.
namespace {

struct SplitAlways {
  SplitAlways() { ::setenv("BRAID_SPLIT_ALWAYS", "1", 1); }
  ~SplitAlways() { ::unsetenv("BRAID_SPLIT_ALWAYS"); }
  SplitAlways(const SplitAlways&) = delete;
  SplitAlways& operator=(const SplitAlways&) = delete;
};

// Two producers (two puts and one) wait for room in an `if`, two consumers (two gets and
// one) in a `while`: a producer woken while the other refilled the buffer overfills it.
const char* kBufferIfProducers = R"(
#include <pthread.h>
#include <assert.h>
int count;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t room = PTHREAD_COND_INITIALIZER, item = PTHREAD_COND_INITIALIZER;
static void put(void) {
  pthread_mutex_lock(&m);
  if (count == 1) pthread_cond_wait(&room, &m);
  assert(count < 1);
  count++;
  pthread_cond_signal(&item);
  pthread_mutex_unlock(&m);
}
static void get(void) {
  pthread_mutex_lock(&m);
  while (count == 0) pthread_cond_wait(&item, &m);
  count--;
  pthread_cond_signal(&room);
  pthread_mutex_unlock(&m);
}
static void *producer(void *n) { for (long i = 0; i < (long)n; i++) put(); return 0; }
static void *consumer(void *n) { for (long i = 0; i < (long)n; i++) get(); return 0; }
int main(void) {
  pthread_t p1, p2, c1, c2;
  pthread_create(&p1, 0, producer, (void *)2);
  pthread_create(&p2, 0, producer, (void *)1);
  pthread_create(&c1, 0, consumer, (void *)2);
  pthread_create(&c2, 0, consumer, (void *)1);
  pthread_join(p1, 0); pthread_join(p2, 0); pthread_join(c1, 0); pthread_join(c2, 0);
  return 0;
}
)";

// The reverse: producers loop, consumers wait in an `if` and one of them may take from an
// empty buffer; signals are broadcasts, so every waiter wakes.
const char* kBufferIfConsumersBroadcast = R"(
#include <pthread.h>
#include <assert.h>
int count;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static void *producer(void *arg) {
  pthread_mutex_lock(&m);
  while (count == 1) pthread_cond_wait(&changed, &m);
  count++;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&m);
  return arg;
}
static void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  if (count == 0) pthread_cond_wait(&changed, &m);
  assert(count > 0);
  count--;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t p1, p2, c1, c2;
  pthread_create(&p1, 0, producer, 0);
  pthread_create(&p2, 0, producer, 0);
  pthread_create(&c1, 0, consumer, 0);
  pthread_create(&c2, 0, consumer, 0);
  pthread_join(p1, 0); pthread_join(p2, 0); pthread_join(c1, 0); pthread_join(c2, 0);
  return 0;
}
)";

}  // namespace

TEST_CASE("parallel: dc replays a unit whose run went on after a bug", "[parallel][dc]") {
  const SplitAlways split_always;
  for (const char* source : {kBufferIfProducers, kBufferIfConsumersBroadcast}) {
    auto program = testing::must_build(source, {}, ".c");
    CheckOptions options;
    options.algorithm.name = "dc";
    options.count_classes = true;
    options.detect_races = false;
    const CheckResult one = check_program(*program, options);
    REQUIRE(one.stats.complete);
    CHECK(one.stats.counters.count("dc_fallback_pop") == 0);
    CHECK_FALSE(one.bugs.empty());
    options.jobs = 2;
    const CheckResult two = check_program(*program, options);
    CHECK(two.stats.counters.count("dc_fallback_pop") == 0);
    CHECK(summary(two) == summary(one));
    std::uint64_t replays = 0;
    for (const auto& [name, value] : two.stats.counters)
      if (name == "dc_unit_replays") replays = static_cast<std::uint64_t>(value);
    CHECK(replays > 0);  // units did travel, so replays were checked
  }
}
