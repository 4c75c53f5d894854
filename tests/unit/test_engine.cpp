// The execution substrate end to end: compile, JIT, run under DFS, detect bugs, replay.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "check/check.h"
#include "analysis/classes.h"
#include "jit/instance.h"
#include "jit/program.h"
#include "report/report.h"
#include "support/build_source.h"

namespace {

using braid::testing::build_source;
using braid::testing::must_build;

braid::CheckResult dfs(const braid::Program& program, bool count_classes = true) {
  braid::CheckOptions options;
  options.algorithm.name = "dfs";
  options.count_classes = count_classes;
  options.detect_races = false;  // the substrate's own bugs; races are test_races.cpp's
  return braid::check_program(program, options);
}

// Three threads, each writing two globals nobody else touches; main only creates them.
const char* kIndependent = R"(
#include <pthread.h>
int a[3][2];
void *w(void *arg) { long i = (long)arg; a[i][0] = 1; a[i][1] = 1; return 0; }
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, w, (void *)i);
  return 0;
}
)";

}  // namespace

TEST_CASE("DFS explores every interleaving and counts classes", "[engine][dfs]") {
  auto program = must_build(kIndependent);
  auto result = dfs(*program);
  CHECK(result.stats.complete);
  CHECK(result.bugs.empty());
  // All events commute except program order and creation: one Mazurkiewicz class.
  CHECK(result.mazurkiewicz_classes == 1);
  CHECK(result.reads_from_classes == 1);
  // Interleavings = linear extensions of: c0 < c1 < c2 (main's creations) and, for each
  // worker i, c_i < its first write < its second write. Counted by a small recursion
  // (f(created, progress of each worker)) = 280.
  CHECK(result.stats.executions == 280);
}

TEST_CASE("two independent threads of two steps", "[engine][dfs]") {
  auto program = must_build(R"(
#include <pthread.h>
int x[2], y[2];
void *w(void *arg) { long i = (long)arg; x[i] = 1; y[i] = 1; return 0; }
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, w, (void *)i);
  return 0;
}
)");
  auto result = dfs(*program);
  // c0 < c1 in main; worker i's two writes follow c_i. With p of worker 0's writes before
  // c1, the remaining 2-p interleave with worker 1's two: C(4,2)+C(3,2)+C(2,2) = 10.
  CHECK(result.stats.executions == 10);
  CHECK(result.mazurkiewicz_classes == 1);
}

TEST_CASE("a lost update is found and replayed", "[engine][bugs][replay]") {
  auto program = must_build(R"(
#include <pthread.h>
#include <assert.h>
int counter;
void *worker(void *arg) { int tmp = counter; counter = tmp + 1; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
)");
  auto result = dfs(*program);
  REQUIRE(result.bugs.size() == 1);
  const braid::BugReport& bug = result.bugs[0];
  CHECK(bug.bug.kind == braid::BugKind::Assertion);
  CHECK(program->locations()[bug.bug.loc].line == 12);
  CHECK(result.mazurkiewicz_classes == 4);
  // With the race detector on, the unsynchronised counter is also reported.
  braid::CheckOptions with_races;
  auto raced = braid::check_program(*program, with_races);
  bool race = false;
  for (const auto& b : raced.bugs) race |= b.bug.kind == braid::BugKind::DataRace;
  CHECK(race);
  // Replay reproduces the same bug at the same place, deterministically, twice.
  for (int i = 0; i < 2; ++i) {
    auto replayed = braid::replay_program(*program, bug.execution.schedule, 100000);
    REQUIRE(replayed.bug);
    CHECK(replayed.bug->kind == braid::BugKind::Assertion);
    CHECK(replayed.bug->loc == bug.bug.loc);
    CHECK(replayed.events.size() == bug.execution.events.size());
  }
}

TEST_CASE("globals are restored between executions", "[engine][reset]") {
  // If the globals were not reset, the second execution would see g == 1 and fail.
  auto program = must_build(R"(
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
int g;
int *heap;
int x, y;
void *w(void *a) { if (a) x = 1; else y = 1; return 0; }
int main(void) {
  assert(g == 0);
  g = 1;
  heap = calloc(4, sizeof *heap);  /* malloc'ed memory read before a write is a bug */
  assert(heap[0] == 0);
  heap[0] = 7;
  pthread_t t, u;
  pthread_create(&t, 0, w, 0);
  pthread_create(&u, 0, w, (void *)1);
  return 0;
}
)");
  auto result = dfs(*program);
  CHECK(result.bugs.empty());
  CHECK(result.stats.executions > 1);
}

TEST_CASE("deadlock, crash, abort, exit and non-termination are reported", "[engine][bugs]") {
  SECTION("lock-order deadlock names the blocked threads") {
    auto program = must_build(R"(
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
void *t1(void *x) { pthread_mutex_lock(&a); pthread_mutex_lock(&b); pthread_mutex_unlock(&b); pthread_mutex_unlock(&a); return 0; }
void *t2(void *x) { pthread_mutex_lock(&b); pthread_mutex_lock(&a); pthread_mutex_unlock(&a); pthread_mutex_unlock(&b); return 0; }
int main(void) { pthread_t x, y; pthread_create(&x, 0, t1, 0); pthread_create(&y, 0, t2, 0); pthread_join(x, 0); pthread_join(y, 0); return 0; }
)");
    auto result = dfs(*program, false);
    REQUIRE(result.bugs.size() >= 1);
    const auto& bug = result.bugs[0].bug;
    CHECK(bug.kind == braid::BugKind::Deadlock);
    CHECK(bug.blocked.size() == 3);  // main waits in join, the workers for each other's mutex
  }
  SECTION("a NULL dereference in a thread is a crash, and braid survives it") {
    auto program = must_build(R"(
#include <pthread.h>
int *p;
void *t1(void *x) { *p = 1; return 0; }
int main(void) { pthread_t x; pthread_create(&x, 0, t1, 0); pthread_join(x, 0); return 0; }
)");
    auto result = dfs(*program, false);
    REQUIRE(result.bugs.size() == 1);
    CHECK(result.bugs[0].bug.kind == braid::BugKind::Crash);
    CHECK(result.bugs[0].bug.thread == 1);
    CHECK(result.stats.complete);  // exploration went on after the crash
  }
  SECTION("stack overflow in a program thread") {
    auto program = must_build(R"(
#include <pthread.h>
int depth(int n) { char buf[512]; buf[n % 512] = (char)n; return depth(n + 1) + buf[(n * 7) % 512]; }
void *t1(void *x) { return (void *)(long)depth(0); }
int main(void) { pthread_t x; pthread_create(&x, 0, t1, 0); pthread_join(x, 0); return 0; }
)");
    auto result = dfs(*program, false);
    REQUIRE(result.bugs.size() == 1);
    CHECK(result.bugs[0].bug.kind == braid::BugKind::Crash);
    CHECK(result.bugs[0].bug.message.find("stack overflow") != std::string::npos);
  }
  SECTION("abort and exit") {
    auto program = must_build(R"(
#include <pthread.h>
#include <stdlib.h>
int x;
void *t1(void *a) { if (x == 1) abort(); return 0; }
void *t2(void *a) { x = 1; return 0; }
int main(void) { pthread_t p, q; pthread_create(&p, 0, t1, 0); pthread_create(&q, 0, t2, 0); pthread_join(p, 0); pthread_join(q, 0); if (x) exit(3); return 0; }
)");
    auto result = dfs(*program, false);
    bool saw_abort = false, saw_exit = false;
    for (const auto& b : result.bugs) {
      saw_abort |= b.bug.kind == braid::BugKind::Abort;
      saw_exit |= b.bug.kind == braid::BugKind::Exit;
    }
    CHECK(saw_abort);
    CHECK(saw_exit);
  }
  SECTION("a thread looping without visible operations is bounded, not a hang") {
    auto program = must_build(R"(
#include <pthread.h>
void *t1(void *x) { while (1) {} return 0; }
int main(void) { pthread_t x; pthread_create(&x, 0, t1, 0); pthread_join(x, 0); return 0; }
)");
    auto result = dfs(*program, false);
    REQUIRE(result.bugs.size() == 1);
    CHECK(result.bugs[0].bug.kind == braid::BugKind::Bound);
    CHECK(program->locations()[result.bugs[0].bug.loc].line == 3);
  }
  SECTION("a thread looping over shared memory hits --max-steps") {
    auto program = must_build(R"(
#include <pthread.h>
int counter;
void *t1(void *x) { while (1) { counter++; } return 0; }
int main(void) { pthread_t x; pthread_create(&x, 0, t1, 0); pthread_join(x, 0); return 0; }
)");
    braid::CheckOptions options;
    options.max_steps = 1000;
    options.stop_on_first_bug = true;
    options.detect_races = false;
    auto result = braid::check_program(*program, options);
    REQUIRE(result.bugs.size() == 1);
    CHECK(result.bugs[0].bug.kind == braid::BugKind::Bound);
    CHECK(program->locations()[result.bugs[0].bug.loc].line == 4);
  }
  SECTION("an await loop nobody releases is reported at once, not after max-steps") {
    auto program = must_build(R"(
#include <pthread.h>
int flag;
void *t1(void *x) { while (!flag) {} return 0; }
int main(void) { pthread_t x; pthread_create(&x, 0, t1, 0); pthread_join(x, 0); flag = 1; return 0; }
)");
    for (const char* algo : {"dfs", "pop", "sdpor"}) {
      braid::CheckOptions options;
      options.algorithm.name = algo;
      options.detect_races = false;
      auto result = braid::check_program(*program, options);
      CHECK(result.stats.complete);
      CHECK(result.stats.executions == 1);
      REQUIRE(result.bugs.size() == 1);
      CHECK(result.bugs[0].bug.kind == braid::BugKind::Deadlock);
      CHECK(result.bugs[0].bug.message.find("spins") != std::string::npos);
    }
  }
  SECTION("an await loop released by another thread: finite, correct exploration") {
    auto program = must_build(R"(
#include <pthread.h>
#include <assert.h>
int flag, data;
void *waiter(void *x) { while (!flag) {} assert(data == 42); return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, waiter, 0); data = 42; flag = 1; pthread_join(t, 0); return 0; }
)");
    auto result = dfs(*program);
    CHECK(result.stats.complete);
    CHECK(result.bugs.empty());
    // The waiter's first read of `flag` comes before or after main's write: two classes
    // (one more spin iteration reads the same and is pruned by the await block).
    CHECK(result.mazurkiewicz_classes == 2);
    braid::CheckOptions options;
    options.algorithm.name = "pop";
    options.detect_races = false;
    CHECK(braid::check_program(*program, options).stats.executions == 2);
  }
  SECTION("await loops with loop-carried locals: a dead counter, a carried read value") {
    // The counter is only used after the loop: it cannot change what an iteration does.
    // The rotated loop carries the value it read: the next iteration starts from that value,
    // so it is compared (unchanged value and unchanged memory: blocked).
    for (const char* loop : {"int n = 0; while (!flag) n++; spins = n;",
                             "int v = flag; while (!v) v = flag; spins = v;",
                             "int v; do { v = __atomic_load_n(&flag, __ATOMIC_ACQUIRE); } while (!v);"}) {
      INFO(loop);
      const std::string body = std::string("void *t1(void *x) { ") + loop + " return 0; }\n";
      auto never = must_build("#include <pthread.h>\nint flag, spins;\n" + body +
                              "int main(void) { pthread_t x; pthread_create(&x, 0, t1, 0); pthread_join(x, 0); flag = 1; return 0; }\n");
      for (const char* algo : {"dfs", "pop", "sdpor"}) {
        INFO(algo);
        braid::CheckOptions options;
        options.algorithm.name = algo;
        options.detect_races = false;
        auto result = braid::check_program(*never, options);
        CHECK(result.stats.complete);
        CHECK(result.stats.executions == 1);
        REQUIRE(result.bugs.size() == 1);
        CHECK(result.bugs[0].bug.kind == braid::BugKind::Deadlock);
        CHECK(result.bugs[0].bug.message.find("spins") != std::string::npos);
      }
      auto released = must_build("#include <pthread.h>\n#include <assert.h>\nint flag, spins, data;\n" + body +
                                 "int main(void) { pthread_t x; pthread_create(&x, 0, t1, 0); data = 42; flag = 1; pthread_join(x, 0); assert(data == 42); return 0; }\n");
      auto result = dfs(*released);
      CHECK(result.stats.complete);
      CHECK(result.bugs.empty());
    }
  }
  SECTION("a local that decides the loop's exit keeps it an ordinary loop") {
    // `n < 3` bounds the spin: blocking would hide the exit by exhaustion, which is a real
    // behaviour (the assertion fails when the flag is not set in time).
    auto program = must_build(R"(
#include <pthread.h>
#include <assert.h>
int flag;
void *t1(void *x) { int n = 0; while (!flag && n < 3) n++; assert(flag); return 0; }
int main(void) { pthread_t x; pthread_create(&x, 0, t1, 0); flag = 1; pthread_join(x, 0); return 0; }
)");
    for (const char* algo : {"dfs", "pop", "sdpor"}) {
      INFO(algo);
      braid::CheckOptions options;
      options.algorithm.name = algo;
      options.detect_races = false;
      auto result = braid::check_program(*program, options);
      CHECK(result.stats.complete);
      REQUIRE(result.bugs.size() == 1);
      CHECK(result.bugs[0].bug.kind == braid::BugKind::Assertion);
    }
  }
  SECTION("a read-only loop with local state is not an await loop") {
    auto program = must_build(R"(
#include <assert.h>
int x = 3;
int main(void) { int sum = 0; for (int i = 0; i < 10; i++) sum += x; assert(sum == 30); return 0; }
)");
    CHECK(dfs(*program).bugs.empty());
  }

}

TEST_CASE("mutex kinds: recursive, error-checking, misuse", "[engine][mutex]") {
  SECTION("recursive relock is fine; normal relock is a self-deadlock") {
    auto ok = must_build(R"(
#include <pthread.h>
pthread_mutex_t m = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
int main(void) { pthread_mutex_lock(&m); pthread_mutex_lock(&m); pthread_mutex_unlock(&m); pthread_mutex_unlock(&m); return 0; }
)", {"-D_GNU_SOURCE"});
    CHECK(dfs(*ok, false).bugs.empty());
    auto self = must_build(R"(
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int main(void) { pthread_mutex_lock(&m); pthread_mutex_lock(&m); return 0; }
)");
    auto result = dfs(*self, false);
    REQUIRE(result.bugs.size() == 1);
    CHECK(result.bugs[0].bug.kind == braid::BugKind::Deadlock);
    CHECK(result.bugs[0].bug.message.find("self-deadlock") != std::string::npos);
  }
  SECTION("unlocking a mutex not owned is misuse") {
    auto program = must_build(R"(
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int main(void) { pthread_mutex_unlock(&m); return 0; }
)");
    auto result = dfs(*program, false);
    REQUIRE(result.bugs.size() == 1);
    CHECK(result.bugs[0].bug.kind == braid::BugKind::Misuse);
  }
  SECTION("error-checking relock returns EDEADLK") {
    auto program = must_build(R"(
#include <pthread.h>
#include <errno.h>
#include <assert.h>
int main(void) {
  pthread_mutexattr_t attr; pthread_mutex_t m;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &attr);
  pthread_mutex_lock(&m);
  assert(pthread_mutex_lock(&m) == EDEADLK);
  pthread_mutex_unlock(&m);
  assert(pthread_mutex_unlock(&m) == EPERM);
  return 0;
}
)");
    CHECK(dfs(*program, false).bugs.empty());
  }
}

TEST_CASE("bad input is refused with a clear message", "[engine][errors]") {
  auto broken = build_source("int main(void) { return undefined_var; }\n");
  CHECK_FALSE(broken.program);
  CHECK(broken.diagnostics.find("1:25: error: use of undeclared identifier 'undefined_var'") != std::string::npos);
  auto no_main = build_source("int f(void) { return 0; }\n");
  CHECK_FALSE(no_main.program);
  CHECK(no_main.diagnostics.find("main") != std::string::npos);
}

TEST_CASE("several instances of one program coexist", "[engine][instances]") {
  auto program = must_build(R"(
#include <pthread.h>
#include <assert.h>
int g;
void *w(void *a) { g++; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); g++; pthread_join(t, 0); assert(g == 2); return 0; }
)");
  braid::runtime::RuntimeConfig config;
  auto first = program->instantiate(config);
  auto second = program->instantiate(config);
  // Interleave executions of both instances: each has its own globals and heap.
  for (int i = 0; i < 5; ++i) {
    braid::Schedule s1 = {0, 0, 1, 1, 0, 0}, s2 = {0, 1, 0, 1, 0, 0, 0};
    braid::ReplayScheduler r1(s1), r2(s2);
    const auto& a = first->run(r1);
    const auto& b = second->run(r2);
    CHECK(a.outcome != braid::ExecutionOutcome::Abandoned);
    CHECK(b.outcome != braid::ExecutionOutcome::Abandoned);
  }
  // In separate OS threads at once.
  std::uint64_t n1 = 0, n2 = 0;
  std::thread th([&] { n1 = braid::check_program(*program, {}).stats.executions; });
  n2 = braid::check_program(*program, {}).stats.executions;
  th.join();
  CHECK(n1 == n2);
  CHECK(n1 > 0);
}

TEST_CASE("JSON and SARIF reports have the documented shape", "[engine][report]") {
  auto program = must_build(R"(
#include <pthread.h>
#include <assert.h>
int x;
void *w(void *a) { x = 1; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); assert(x == 0); pthread_join(t, 0); return 0; }
)");
  auto result = dfs(*program);
  braid::SourceCache sources;
  auto json = braid::check_json(result, *program, sources);
  CHECK(json["algorithm"] == "dfs");
  CHECK(json["complete"] == true);
  REQUIRE(json["bugs"].size() == 1);
  const auto& bug = json["bugs"][0];
  CHECK(bug["kind"] == "assertion");
  CHECK(bug["location"]["line"] == 6);
  CHECK(bug["trace"]["steps"].size() == bug["trace"]["schedule"].size());
  for (const auto& step : bug["trace"]["steps"]) {
    CHECK(step.contains("thread"));
    CHECK(step.contains("op"));
    CHECK(step["location"].contains("line"));
  }
  auto sarif = braid::sarif_report(result, *program, sources);
  CHECK(sarif["version"] == "2.1.0");
  REQUIRE(sarif["runs"][0]["results"].size() == 1);
  const auto& flows = sarif["runs"][0]["results"][0]["codeFlows"][0]["threadFlows"];
  CHECK(flows.size() == 2);  // main and the worker each have a thread flow
}
