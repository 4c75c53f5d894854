// Timed waits and the loops around them (docs/runtime.md, "Spin loops" and the clock row of
// "Modelled without events"): a timeout moves the clock to the deadline; a retry loop that
// only pushes its deadline's seconds on, or runs a backoff delay in a volatile local, is an
// await loop; a loop whose exit depends on the deadline is not.
#include <catch2/catch.hpp>

#include <string>

#include "check/check.h"
#include "jit/program.h"
#include "report/verdict.h"
#include "support/build_source.h"

namespace {

braid::CheckResult explore(const braid::Program& program, const std::string& algo) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.detect_races = false;
  options.max_steps = 5000;
  options.time_limit_s = 120;  // safety net: a hung exploration fails, not hangs
  return braid::check_program(program, options);
}

// A thread that takes `m` and ends without unlocking it, then `run()` in a second thread.
std::string after_lost_unlock(const std::string& run) {
  return "#include <assert.h>\n#include <pthread.h>\n#include <time.h>\n"
         "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;\nint flag;\n" +
         run +
         "\nvoid *holder(void *a) { pthread_mutex_lock(&m); return a; }\n"
         "void *t(void *a) { run(); return a; }\n"
         "int main(void) { pthread_t h, x; pthread_create(&h, 0, holder, 0); pthread_join(h, 0);\n"
         "  pthread_create(&x, 0, t, 0); pthread_join(x, 0); return 0; }\n";
}

}  // namespace

TEST_CASE("timed retry loops: spins that only move a deadline's seconds or run a volatile delay wait",
          "[await][timed]") {
  const char* loops[] = {
      // the deadline pushed on by a second each time (was: unrolled to --max-steps, `bound`)
      "void run(void) { struct timespec d; clock_gettime(CLOCK_REALTIME, &d);\n"
      "  for (;;) { d.tv_sec += 1; if (pthread_mutex_timedlock(&m, &d) == 0) break; } }",
      "void run(void) { struct timespec d; clock_gettime(CLOCK_REALTIME, &d); int misses = 0;\n"
      "  while (pthread_mutex_timedlock(&m, &d) != 0) { d.tv_sec += 2; misses++; } }",
      // the deadline read from the clock before each attempt, normalised (trust29: the time read
      // reaches only the wait, so the clock calls count no effect; was: `bound`)
      "void run(void) { for (;;) { struct timespec d; clock_gettime(CLOCK_MONOTONIC, &d);\n"
      "  d.tv_nsec += 1000000; if (d.tv_nsec >= 1000000000) { d.tv_sec += 1; d.tv_nsec -= 1000000000; }\n"
      "  if (pthread_mutex_timedlock(&m, &d) == 0) break; } }",
      // ... built from gettimeofday's timeval in a second local, normalised with / and %
      "#include <sys/time.h>\n"
      "void run(void) { for (;;) { struct timeval now; struct timespec d; gettimeofday(&now, 0);\n"
      "  d.tv_sec = now.tv_sec; d.tv_nsec = now.tv_usec * 1000 + 500000;\n"
      "  d.tv_sec += d.tv_nsec / 1000000000; d.tv_nsec %= 1000000000;\n"
      "  if (pthread_mutex_timedlock(&m, &d) == 0) break; } }",
      // the deadline computed by a helper through a pointer (trust31: inlined into the loop,
      // then judged as above; was: `bound`)
      "static void deadline_in(struct timespec *d, long ns) { clock_gettime(CLOCK_REALTIME, d);\n"
      "  d->tv_nsec += ns; if (d->tv_nsec >= 1000000000) { d->tv_sec += 1; d->tv_nsec -= 1000000000; } }\n"
      "void run(void) { struct timespec d; for (;;) { deadline_in(&d, 1000000);\n"
      "  if (pthread_mutex_timedlock(&m, &d) == 0) break; } }",
      // ... and the timed wait itself in a wrapper the helper's deadline is handed to
      "static int lock_within(pthread_mutex_t *mu, long ns) { struct timespec d; clock_gettime(CLOCK_REALTIME, &d);\n"
      "  d.tv_nsec = ns; return pthread_mutex_timedlock(mu, &d); }\n"
      "void run(void) { while (lock_within(&m, 1000) != 0) {} }",
      // a backoff delay in a volatile local inside a spin on a flag nobody sets
      "void run(void) { while (!__atomic_load_n(&flag, __ATOMIC_SEQ_CST)) {\n"
      "  for (volatile int d = 3; d > 0; d--) {} } }",
  };
  for (const char* loop : loops) {
    const std::string source = after_lost_unlock(loop);
    INFO(source);
    auto program = braid::testing::must_build(source);
    for (const char* algo : {"dfs", "sdpor", "pop", "dc"}) {
      const braid::CheckResult r = explore(*program, algo);
      INFO(algo);
      REQUIRE(r.bugs.size() == 1);
      CHECK(r.bugs[0].bug.kind == braid::BugKind::Deadlock);
      CHECK(r.bugs[0].bug.message.find("spin") != std::string::npos);
      CHECK(r.stats.complete);
    }
  }
}

TEST_CASE("timed retry loops: a loop that stops at a deadline limit still reaches its give-up path",
          "[await][timed]") {
  // The seconds decide the exit here: blocking the loop would hide the assertion after it.
  const std::string source = after_lost_unlock(
      "void run(void) { struct timespec d; clock_gettime(CLOCK_REALTIME, &d); const time_t limit = d.tv_sec + 3;\n"
      "  int locked = 0;\n"
      "  while (d.tv_sec < limit) { d.tv_sec++; if (pthread_mutex_timedlock(&m, &d) == 0) { locked = 1; break; } }\n"
      "  assert(locked); }");
  INFO(source);
  auto program = braid::testing::must_build(source);
  for (const char* algo : {"dfs", "sdpor", "pop", "dc"}) {
    const braid::CheckResult r = explore(*program, algo);
    INFO(algo);
    REQUIRE(r.bugs.size() == 1);
    CHECK(r.bugs[0].bug.kind == braid::BugKind::Assertion);
    CHECK(r.stats.complete);
  }
}

TEST_CASE("timed retry loops: a clock-read retry that gives up once the clock passes a limit progresses",
          "[await][timed]") {
  // The clock's reading decides the exit (trust29): its clock calls stay effects, the loop is
  // not blocked as a wait for the lock, and the give-up path's assertion is reached.
  const std::string source = after_lost_unlock(
      "void run(void) { struct timespec start; clock_gettime(CLOCK_MONOTONIC, &start); int locked = 0;\n"
      "  for (;;) { struct timespec d; clock_gettime(CLOCK_MONOTONIC, &d);\n"
      "    if ((d.tv_sec - start.tv_sec) * 1000000000LL + (d.tv_nsec - start.tv_nsec) >= 3000000) break;\n"
      "    d.tv_sec += 1; if (pthread_mutex_timedlock(&m, &d) == 0) { locked = 1; break; } }\n"
      "  assert(locked); }");
  INFO(source);
  auto program = braid::testing::must_build(source);
  for (const char* algo : {"dfs", "sdpor", "pop", "dc"}) {
    const braid::CheckResult r = explore(*program, algo);
    INFO(algo);
    REQUIRE(r.bugs.size() == 1);
    CHECK(r.bugs[0].bug.kind == braid::BugKind::Assertion);
    CHECK(r.stats.complete);
  }
}

TEST_CASE("timed waits: after a timeout the clock has reached the deadline", "[timed]") {
  // Each wait times out (nobody signals, the mutex is never released); the clock read
  // afterwards must not be earlier than the deadline (was: 1 ms after the previous query).
  const char* waits[] = {
      "pthread_mutex_lock(&m); rc = pthread_cond_timedwait(&c, &m, &d); pthread_mutex_unlock(&m);",
      "pthread_mutex_lock(&m); rc = pthread_cond_clockwait(&c, &m, CLOCK_MONOTONIC, &d); pthread_mutex_unlock(&m);",
      "rc = pthread_mutex_timedlock(&held, &d);",
      "rc = sem_timedwait(&s, &d) == 0 ? 0 : ETIMEDOUT;",
  };
  for (const char* wait : waits) {
    const std::string source =
        std::string("#define _GNU_SOURCE\n#include <assert.h>\n#include <errno.h>\n#include <pthread.h>\n"
                    "#include <semaphore.h>\n#include <time.h>\n"
                    "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER, held = PTHREAD_MUTEX_INITIALIZER;\n"
                    "pthread_cond_t c = PTHREAD_COND_INITIALIZER; sem_t s;\n"
                    "void *grab(void *a) { pthread_mutex_lock(&held); return a; }\n"
                    "int main(void) { sem_init(&s, 0, 0); pthread_t g; pthread_create(&g, 0, grab, 0);"
                    " pthread_join(g, 0);\n"
                    "  struct timespec d, now; clock_gettime(CLOCK_REALTIME, &d); d.tv_sec += 30; int rc;\n  ") +
        wait +
        "\n  assert(rc == ETIMEDOUT);\n  clock_gettime(CLOCK_REALTIME, &now);\n"
        "  assert(now.tv_sec > d.tv_sec || (now.tv_sec == d.tv_sec && now.tv_nsec >= d.tv_nsec));\n"
        "  return 0; }\n";
    INFO(source);
    auto program = braid::testing::must_build(source);
    for (const char* algo : {"dfs", "pop"}) {
      const braid::CheckResult r = explore(*program, algo);
      INFO(algo);
      CHECK(r.bugs.empty());
      CHECK(r.stats.complete);
    }
  }
}

// A thread's timed waits may time out early at most --early-timeouts times per execution
// (docs/runtime.md, "Condition variables"). A consumer that gives up after two timeouts in a
// row needs two: with one, that behaviour is not explored, and the verdict is complete only
// up to one early timeout per thread (a typed gap, never plain "complete": before, it said
// "complete, no bug" with a note at most; audit12_c_deadline_consumer_gives_up_items_lost_bug.c).
namespace {

braid::CheckResult explore_early_timeouts(const braid::Program& program, const std::string& algo, unsigned n) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.detect_races = false;
  options.max_steps = 5000;
  options.time_limit_s = 120;
  options.early_timeouts = n;
  return braid::check_program(program, options);
}

bool has_gap(const braid::Verdict& v, const std::string& code) {
  for (const braid::CoverageGap& g : v.gaps)
    if (g.code == code) return true;
  return false;
}

const std::string kTimedHead =
    "#include <pthread.h>\n#include <time.h>\n#include <errno.h>\n#include <assert.h>\n"
    "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;\npthread_cond_t c = PTHREAD_COND_INITIALIZER;\nint ready;\n";
const std::string kTimedTail =
    "void *signaller(void *a) { pthread_mutex_lock(&m); ready = 1; pthread_cond_signal(&c);\n"
    "  pthread_mutex_unlock(&m); return a; }\n"
    "int main(void) { pthread_t t; pthread_create(&t, 0, signaller, 0); wait_some();\n"
    "  pthread_join(t, 0); return 0; }\n";

}  // namespace

TEST_CASE("a timed wait the early-timeout bound kept from timing out qualifies the verdict", "[timed][cond]") {
  // Two timeouts in a row end the wait: the second needs a second early timeout.
  const std::string two = kTimedHead +
                          "void wait_some(void) { struct timespec d = {0, 0}; int timeouts = 0;\n"
                          "  pthread_mutex_lock(&m);\n"
                          "  while (!ready && timeouts < 2)\n"
                          "    if (pthread_cond_timedwait(&c, &m, &d) == ETIMEDOUT) timeouts++;\n"
                          "  pthread_mutex_unlock(&m); }\n" + kTimedTail;
  // One timed wait: its early timeout is explored, nothing is left out.
  const std::string one = kTimedHead +
                          "void wait_some(void) { struct timespec d = {0, 0};\n"
                          "  pthread_mutex_lock(&m);\n"
                          "  if (!ready) pthread_cond_timedwait(&c, &m, &d);\n"
                          "  pthread_mutex_unlock(&m); }\n" + kTimedTail;
  const auto two_program = braid::testing::must_build(two);
  const auto one_program = braid::testing::must_build(one);
  for (const char* algo : {"dfs", "sdpor", "pop", "dc"}) {
    INFO(algo);
    const braid::CheckResult bounded = explore_early_timeouts(*two_program, algo, 1);
    const braid::Verdict v = braid::verdict_of(bounded);
    CHECK(bounded.early_timeout_bound_executions > 0);
    CHECK(has_gap(v, "early-timeout-bound"));
    CHECK_FALSE(v.complete());
    CHECK(v.exit_status() == braid::kExitIncomplete);
    CHECK(v.coverage_kind == "bounded");
    CHECK(v.early_timeouts_per_thread == 1);
    CHECK(v.coverage == "complete up to 1 early timeout per thread");
    CHECK(braid::coverage_json(v, bounded).value("early_timeouts_per_thread", -1) == 1);
    // Two early timeouts cover both of this thread's waits: nothing is left out.
    const braid::Verdict enough = braid::verdict_of(explore_early_timeouts(*two_program, algo, 2));
    CHECK(enough.complete());
    CHECK(enough.coverage_kind == "complete");
    const braid::Verdict single = braid::verdict_of(explore_early_timeouts(*one_program, algo, 1));
    CHECK(single.complete());
    CHECK_FALSE(has_gap(single, "early-timeout-bound"));
  }
}

// The deadline consumer (the corpus program, abridged): it gives up after two timed-out waits
// in a row and leaves the items main produced afterwards unprocessed. With one early timeout
// per thread it cannot be found and the verdict says so; with two it is found.
TEST_CASE("a consumer that gives up after two timeouts: qualified with 1 early timeout, found with 2",
          "[timed][cond]") {
  const std::string source =
      "#include <assert.h>\n#include <errno.h>\n#include <pthread.h>\n#include <time.h>\n"
      "pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;\npthread_cond_t nonempty = PTHREAD_COND_INITIALIZER;\n"
      "int count, processed;\n"
      "void *consumer(void *a) { int timeouts = 0; pthread_mutex_lock(&lock);\n"
      "  while (timeouts < 2) { struct timespec dl; clock_gettime(CLOCK_REALTIME, &dl); dl.tv_sec += 1; int rc = 0;\n"
      "    while (count == 0 && rc != ETIMEDOUT) rc = pthread_cond_timedwait(&nonempty, &lock, &dl);\n"
      "    if (count == 0) { timeouts++; continue; }\n"
      "    timeouts = 0; count--; processed++; }\n"
      "  pthread_mutex_unlock(&lock); return a; }\n"
      "void produce(void) { pthread_mutex_lock(&lock); count++; pthread_cond_signal(&nonempty);\n"
      "  pthread_mutex_unlock(&lock); }\n"
      "int main(void) { pthread_t c; pthread_create(&c, 0, consumer, 0); produce(); produce();\n"
      "  pthread_join(c, 0); assert(processed == 2); return 0; }\n";
  const auto program = braid::testing::must_build(source);
  for (const char* algo : {"dfs", "pop"}) {
    INFO(algo);
    const braid::CheckResult one = explore_early_timeouts(*program, algo, 1);
    const braid::Verdict v1 = braid::verdict_of(one);
    CHECK_FALSE(v1.bug_found);
    CHECK(has_gap(v1, "early-timeout-bound"));
    CHECK(v1.status() == "incomplete");
    CHECK(v1.coverage == "complete up to 1 early timeout per thread");
    const braid::CheckResult two = explore_early_timeouts(*program, algo, 2);
    REQUIRE_FALSE(two.bugs.empty());
    CHECK(two.bugs.front().bug.kind == braid::BugKind::Assertion);
  }
}
