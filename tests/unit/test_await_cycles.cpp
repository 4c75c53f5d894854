// Await loops whose state cycles (docs/runtime.md, "Spin loops", "Loops whose state
// cycles"): a round of idle iterations that returns the loop to a state it started an
// iteration in, every observation since still holding, is blocked like a repeated iteration.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "check/check.h"
#include "jit/program.h"
#include "report/verdict.h"
#include "support/build_source.h"

namespace {

braid::CheckResult explore_cycles(const braid::Program& program, const std::string& algo, std::uint64_t max_steps) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.count_classes = true;
  options.detect_races = false;
  options.max_steps = max_steps;
  options.time_limit_s = 120;  // safety net: a hung exploration fails, not hangs
  return braid::check_program(program, options);
}

// `run` (a loop on the globals `flag`, `ready[4]`, mutexes `m[2]`) in a thread nobody helps.
std::string alone(const std::string& run) {
  return "#include <pthread.h>\n#include <stdlib.h>\nint flag, x; int ready[5];\n"
         "pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};\n" +
         run +
         "\nvoid *t(void *a) { run(); return a; }\n"
         "int main(void) { pthread_t x; pthread_create(&x, 0, t, 0); pthread_join(x, 0); return 0; }\n";
}

}  // namespace

TEST_CASE("await loops: a round of idle iterations nobody ends spins forever", "[await]") {
  const char* loops[] = {
      // period 2: two flags in turn
      "void run(void) { int i = 0; while (!__atomic_load_n(&ready[i], __ATOMIC_SEQ_CST)) i = 1 - i; }",
      // period 3 and 4, the index in a wider type
      "void run(void) { unsigned long i = 0; while (!__atomic_load_n(&ready[i], __ATOMIC_SEQ_CST)) i = (i + 1) % 3; }",
      "void run(void) { int i = 0; while (!__atomic_load_n(&ready[i], __ATOMIC_SEQ_CST)) i = (i + 1) & 3; }",
      // a pointer alternating between two flags
      "void run(void) { int *p = &ready[0]; while (!__atomic_load_n(p, __ATOMIC_SEQ_CST))"
      " p = p == &ready[0] ? &ready[1] : &ready[0]; }",
  };
  for (const char* loop : loops) {
    const std::string source = alone(loop);
    INFO(source);
    auto program = braid::testing::must_build(source);
    for (const char* algo : {"dfs", "sdpor", "pop"}) {
      const braid::CheckResult r = explore_cycles(*program, algo, 5000);
      INFO(algo);
      REQUIRE(r.bugs.size() == 1);
      CHECK(r.bugs[0].bug.kind == braid::BugKind::Deadlock);
      CHECK(r.bugs[0].bug.message.find("spin") != std::string::npos);
      CHECK(r.stats.complete);
    }
  }
}

TEST_CASE("await loops: a state that cycles is not a repetition when something else progresses", "[await]") {
  // Nobody writes `flag` or `ready`: a loop wrongly blocked would end the run as a thread
  // spinning forever (a deadlock). Each of these loops ends by itself.
  const char* loops[] = {
      // another decisive local grows
      "void run(void) { int i = 0; for (int k = 0; k < 9 && !__atomic_load_n(&ready[i], __ATOMIC_SEQ_CST); k++)"
      " i = 1 - i; }",
      // a static counter in a helper: an effect in memory each iteration
      "static int calls; int poll(int i) { return ++calls > 7 || ready[i]; }\n"
      "void run(void) { int i = 0; while (!poll(i)) i = 1 - i; }",
      // the heap
      "void run(void) { int i = 0; int *p = 0; while (!ready[i] && !p) { i = 1 - i; if (!i) p = malloc(4); }"
      " free(p); }",
  };
  for (const char* loop : loops) {
    const std::string source = alone(loop);
    INFO(source);
    auto program = braid::testing::must_build(source);
    for (const char* algo : {"dfs", "pop"}) {
      const braid::CheckResult r = explore_cycles(*program, algo, 2000);
      INFO(algo);
      CHECK(r.bugs.empty());
      CHECK(r.stats.complete);
    }
  }
}

TEST_CASE("await loops: rounds not recognised are bounded, not blocked", "[await]") {
  const char* loops[] = {
      // longer than 4 iterations
      "void run(void) { int i = 0; while (!__atomic_load_n(&ready[i], __ATOMIC_SEQ_CST)) i = (i + 1) % 5; }",
      // the round stores alternating values: another thread could see the intermediate one
      "void run(void) { int i = 0; while (!__atomic_load_n(&ready[i], __ATOMIC_SEQ_CST)) { x = i; i = 1 - i; } }",
  };
  for (const char* loop : loops) {
    const std::string source = alone(loop);
    INFO(source);
    auto program = braid::testing::must_build(source);
    const braid::CheckResult r = explore_cycles(*program, "pop", 500);
    REQUIRE(r.bugs.size() == 1);
    CHECK(r.bugs[0].bug.kind == braid::BugKind::Bound);
    CHECK_FALSE(r.stats.complete);
  }
}

TEST_CASE("await loops: an alternating trylock loop waits for the holder, in every algorithm", "[await]") {
  auto program = braid::testing::must_build(R"(
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int counter;
void *alternating(void *arg) {
  int i = 0;
  for (;;) {
    if (pthread_mutex_trylock(&m[i]) == 0) {
      if (pthread_mutex_trylock(&m[1 - i]) == 0) break;
      pthread_mutex_unlock(&m[i]);
    }
    i = 1 - i;
  }
  counter++;
  pthread_mutex_unlock(&m[0]);
  pthread_mutex_unlock(&m[1]);
  return arg;
}
void *both(void *arg) {
  pthread_mutex_lock(&m[1]);
  pthread_mutex_lock(&m[0]);
  counter++;
  pthread_mutex_unlock(&m[0]);
  pthread_mutex_unlock(&m[1]);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, both, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
)");
  std::uint64_t dfs_classes = 0;
  for (const char* algo : {"dfs", "sdpor", "pop"}) {
    const braid::CheckResult r = explore_cycles(*program, algo, 100000);
    INFO(algo << ": " << r.stats.executions << " executions, " << r.mazurkiewicz_classes << " classes");
    CHECK(r.bugs.empty());
    CHECK(r.stats.complete);
    if (dfs_classes == 0) dfs_classes = r.mazurkiewicz_classes;
    CHECK(r.mazurkiewicz_classes == dfs_classes);
    if (std::string(algo) == "pop") CHECK(r.stats.executions == dfs_classes);
  }
}
