// DC-DPOR on recursive mutexes (explore/dc/trace.h, ReentrantLocks): a re-entered lock or an
// inner unlock is a write of the mutex that leaves it held, so dc explores these programs
// natively (no fallback to POP) with exactly as many executions as DFS counts reads-from
// classes, and the same bugs (docs/algorithms.md, "Recursive mutexes").
#include <catch2/catch.hpp>

#include <cstdlib>
#include <regex>
#include <set>
#include <string>

#include "check/check.h"
#include "jit/program.h"
#include "support/build_source.h"
#include "support/dc_oracle.h"
#include "support/random_program.h"

namespace {

struct Shape {
  const char* name;
  const char* source;
};

const char* const kPrelude = R"(
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m, n;
static void init_recursive(pthread_mutex_t *mu) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(mu, &attr);
}
)";

const Shape kShapes[] = {
    {"counter through a re-entering helper", R"(
int counter;
static void add(int k) { pthread_mutex_lock(&m); counter++; if (k > 1) add(k - 1); pthread_mutex_unlock(&m); }
void *worker(void *arg) { add((int)(long)arg); return 0; }
int main(void) {
  init_recursive(&m);
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)1L);
  pthread_create(&b, 0, worker, (void *)3L);
  pthread_mutex_lock(&m);
  int seen = counter;
  pthread_mutex_unlock(&m);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(seen <= 4 && counter == 4);
  return 0;
}
)"},
    {"a failed trylock observes the re-entered lock and the inner unlock", R"(
int inside;
void *holder(void *arg) {
  pthread_mutex_lock(&m); pthread_mutex_lock(&m); inside = 1;
  pthread_mutex_unlock(&m); pthread_mutex_unlock(&m);
  return arg;
}
void *prober(void *arg) {
  if (pthread_mutex_trylock(&m) == 0) { int seen = inside; pthread_mutex_unlock(&m); assert(seen <= 1); }
  return arg;
}
int main(void) {
  init_recursive(&m);
  pthread_t h, p;
  pthread_create(&h, 0, holder, 0);
  pthread_create(&p, 0, prober, 0);
  pthread_join(h, 0);
  pthread_join(p, 0);
  return 0;
}
)"},
    {"two recursive mutexes nested, a racy read", R"(
int x, y;
void *writer(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_lock(&n); pthread_mutex_lock(&m); x++; pthread_mutex_unlock(&m); y++; pthread_mutex_unlock(&n);
  pthread_mutex_unlock(&m);
  return arg;
}
void *reader(void *arg) {
  pthread_mutex_lock(&n); int seen = y; pthread_mutex_unlock(&n);
  int unlocked = x;  // racy read: a data race (the assertion holds: y is written after x)
  assert(seen <= unlocked);
  return arg;
}
int main(void) {
  init_recursive(&m);
  init_recursive(&n);
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
)"},
};

}  // namespace

TEST_CASE("dc explores recursive mutexes natively, one execution per reads-from class", "[dc][engine]") {
  for (const Shape& shape : kShapes) {
    INFO(shape.name);
    const auto program = braid::testing::must_build(std::string(kPrelude) + shape.source);
    const auto run = [&](const char* algo) {
      braid::CheckOptions options;
      options.algorithm.name = algo;
      options.count_classes = true;
      options.time_limit_s = 120;
      return braid::check_program(*program, options);
    };
    const braid::CheckResult dfs = run("dfs");
    const braid::CheckResult dc = run("dc");
    REQUIRE(dfs.stats.complete);
    CHECK(dc.stats.complete);
    CHECK_FALSE(dc.stats.fell_back.has_value());
    CHECK(dc.stats.executions == dfs.reads_from_classes);
    CHECK(dc.reads_from_classes == dfs.reads_from_classes);
    CHECK(braid::testing::bug_kinds(dc) == braid::testing::bug_kinds(dfs));
  }
}

namespace {

// A random program's C source with its mutexes made recursive and every acquisition
// re-entered once (each lock taken twice, each unlock doubled; a successful trylock followed
// by a lock): the same behaviours through twice the lock operations.
std::string reentered(std::string c) {
  c = "#define _GNU_SOURCE\n" + c;
  c = std::regex_replace(c, std::regex(R"(pthread_mutex_t m(\d+) = PTHREAD_MUTEX_INITIALIZER;)"),
                         "pthread_mutex_t m$1 = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;");
  c = std::regex_replace(c, std::regex(R"(pthread_mutex_lock\(&m(\d+)\);)"),
                         "pthread_mutex_lock(&m$1); pthread_mutex_lock(&m$1);");
  c = std::regex_replace(c, std::regex(R"(pthread_mutex_unlock\(&m(\d+)\);)"),
                         "pthread_mutex_unlock(&m$1); pthread_mutex_unlock(&m$1);");
  c = std::regex_replace(c, std::regex(R"(pthread_mutex_trylock\(&m(\d+)\) == 0)"),
                         "(pthread_mutex_trylock(&m$1) == 0 && pthread_mutex_lock(&m$1) == 0)");
  c = std::regex_replace(c, std::regex(R"(while \(pthread_mutex_trylock\(&m(\d+)\) != 0\) \{\})"),
                         "while (pthread_mutex_trylock(&m$1) != 0) {} pthread_mutex_lock(&m$1);");
  return c;
}

}  // namespace

TEST_CASE("dc agrees with dfs on random C programs with re-entered recursive mutexes", "[dc][engine]") {
  int compared = 0;
  const char* env = std::getenv("DC_RECURSIVE_PROGRAMS");  // more by hand
  const int wanted = env ? std::atoi(env) : 10;
  std::uint64_t executions = 0, classes = 0;
  for (std::uint64_t seed = 1; compared < wanted && seed <= 60 + 6 * static_cast<std::uint64_t>(wanted); ++seed) {
    const braid::testing::Program p = braid::testing::random_program(seed, seed % 2 == 0);
    if (p.mutexes == 0) continue;
    const std::string source = reentered(braid::testing::to_c_source(p));
    INFO("seed " << seed << "\n" << source);
    const auto program = braid::testing::must_build(source);
    const auto run = [&](const char* algo) {
      braid::CheckOptions options;
      options.algorithm.name = algo;
      options.count_classes = true;
      options.max_executions = 100'000;
      options.time_limit_s = 120;
      return braid::check_program(*program, options);
    };
    const braid::CheckResult dfs = run("dfs");
    if (!dfs.stats.complete) continue;
    ++compared;
    const braid::CheckResult dc = run("dc");
    CHECK(dc.stats.complete);
    CHECK_FALSE(dc.stats.fell_back.has_value());
    // A run cut at an assertion is a class for DFS that dc extends past the bug
    // (docs/algorithms.md, "Runs cut by a bug"): counts are compared without such bugs.
    bool cut = false;
    for (const braid::BugReport& b : dfs.bugs) cut |= b.bug.kind != braid::BugKind::DataRace;
    if (!cut) {
      CHECK(dc.reads_from_classes == dfs.reads_from_classes);
      if (!dc.stats.fell_back) CHECK(dc.stats.executions == dfs.reads_from_classes);
      executions += dc.stats.executions;
      classes += dfs.reads_from_classes;
    }
    CHECK(braid::testing::bug_kinds(dc) == braid::testing::bug_kinds(dfs));
  }
  WARN(compared << " programs: dc " << executions << " executions for " << classes
                << " dfs reads-from classes (programs without a bug that cuts runs)");
  CHECK(compared >= 5);
}
