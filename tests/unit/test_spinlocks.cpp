// Spin loops built on CAS / exchange / test-and-set (docs/runtime.md, "Spin loops"): an
// iteration whose only side effect was an attempt that changed nothing blocks its thread
// until another thread writes what it read, so every exploration is finite. Checked here:
// dfs, sdpor and pop complete without a `bound` bug; sdpor and pop cover DFS's classes and
// find its bugs; the bugs are those of a bounded reference (the same program with a spin
// loop of a few attempts and a failed __VERIFIER_assume after them, explored by DFS).
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "check/check.h"
#include "jit/program.h"
#include "support/build_source.h"

namespace {

std::shared_ptr<const braid::Program> build(const std::string& source, const std::vector<std::string>& flags = {}) {
  return braid::testing::must_build(source, flags);
}

braid::CheckResult explore(const braid::Program& program, const std::string& algo) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.count_classes = true;
  options.detect_races = false;  // some programs race on purpose to make assertions fail
  options.max_steps = 2000;       // a spin loop that is not blocked runs into this at once
  options.time_limit_s = 120;     // safety net: a hung exploration fails, not hangs
  return braid::check_program(program, options);
}

std::set<braid::BugKind> kinds(const braid::CheckResult& r) {
  std::set<braid::BugKind> out;
  for (const auto& b : r.bugs) out.insert(b.bug.kind);
  return out;
}

double counter(const braid::CheckResult& r, const std::string& name) {
  const auto it = r.stats.counters.find(name);
  return it == r.stats.counters.end() ? 0 : it->second;
}

// dfs, sdpor and pop on `program`: complete, no `bound`, the same bugs, and (when every
// execution runs to its end) the same classes. POP's only blocked runs are its stale-read
// runs. Returns DFS's result.
braid::CheckResult expect_agreement(const braid::Program& program) {
  const braid::CheckResult dfs = explore(program, "dfs");
  INFO("dfs: " << dfs.stats.executions << " executions, " << dfs.mazurkiewicz_classes << " classes, "
               << dfs.bugs.size() << " bugs");
  REQUIRE(dfs.stats.complete);
  CHECK(kinds(dfs).count(braid::BugKind::Bound) == 0);
  const bool cut = std::any_of(dfs.bugs.begin(), dfs.bugs.end(),
                               [](const braid::BugReport& b) { return b.bug.kind != braid::BugKind::Deadlock; });
  for (const char* algo : {"sdpor", "pop"}) {
    const braid::CheckResult r = explore(program, algo);
    INFO(algo << ": " << r.stats.executions << " executions, " << r.stats.blocked << " blocked, "
              << r.mazurkiewicz_classes << " classes");
    CHECK(r.stats.complete);
    CHECK(kinds(r) == kinds(dfs));
    if (!cut) CHECK(r.mazurkiewicz_classes == dfs.mazurkiewicz_classes);
    else CHECK(r.mazurkiewicz_classes <= dfs.mazurkiewicz_classes);
    if (std::string(algo) == "pop") CHECK(static_cast<double>(r.stats.blocked) == counter(r, "stale_read_runs"));
  }
  return dfs;
}

// The lock flavours: each LOCK() spins until it takes `l` (or `al`, `fl`), UNLOCK() frees it.
// With -DBOUNDED, LOCK() gives up after three attempts and stops its thread with a failed
// __VERIFIER_assume: the bounded reference, whose loop the runtime never blocks (its
// counter decides the exit).
const char* const kLocks[] = {
    // __atomic builtin on a compound literal
    "#define TRY() __atomic_compare_exchange_n(&l, &(int){0}, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)\n"
    "#define UNLOCK() __atomic_store_n(&l, 0, __ATOMIC_SEQ_CST)\n",
    "#define TRY() __sync_bool_compare_and_swap(&l, 0, 1)\n"
    "#define UNLOCK() __atomic_store_n(&l, 0, __ATOMIC_SEQ_CST)\n",
    "#define TRY() atomic_compare_exchange_strong(&al, &(int){0}, 1)\n"
    "#define UNLOCK() atomic_store(&al, 0)\n",
    "#define TRY() atomic_compare_exchange_weak(&al, &(int){0}, 1)\n"
    "#define UNLOCK() atomic_store(&al, 0)\n",
    "#define TRY() !atomic_flag_test_and_set(&fl)\n"
    "#define UNLOCK() atomic_flag_clear(&fl)\n",
    "#define TRY() !__sync_lock_test_and_set(&l, 1)\n"
    "#define UNLOCK() __sync_lock_release(&l)\n",
    "#define TRY() (atomic_exchange(&al, 1) == 0)\n"
    "#define UNLOCK() atomic_store(&al, 0)\n",
    "#define TRY() !(atomic_fetch_or(&al, 1) & 1)\n"
    "#define UNLOCK() atomic_store(&al, 0)\n",
    // test-and-test-and-set, as two loops and as one
    "#define SPIN() while (1) { while (__atomic_load_n(&l, __ATOMIC_RELAXED)) {} if (__sync_bool_compare_and_swap(&l, 0, 1)) break; }\n"
    "#define TRY() (!__atomic_load_n(&l, __ATOMIC_RELAXED) && __sync_bool_compare_and_swap(&l, 0, 1))\n"
    "#define UNLOCK() __atomic_store_n(&l, 0, __ATOMIC_SEQ_CST)\n",
    "#define TRY() (!__atomic_load_n(&l, __ATOMIC_RELAXED) && __sync_bool_compare_and_swap(&l, 0, 1))\n"
    "#define UNLOCK() __atomic_store_n(&l, 0, __ATOMIC_SEQ_CST)\n",
    // pause hints and yields in the loop body (no-ops for the runtime)
    "#define SPIN() while (!(TRY())) { __builtin_ia32_pause(); __asm__ volatile(\"pause\" ::: \"memory\"); sched_yield(); }\n"
    "#define TRY() __sync_bool_compare_and_swap(&l, 0, 1)\n"
    "#define UNLOCK() __atomic_store_n(&l, 0, __ATOMIC_SEQ_CST)\n",
};

// T threads increment `counter` under the lock; with -DFORGET, thread 0 does not take it.
const char* const kCounter = R"(
#include <pthread.h>
#include <assert.h>
#include <sched.h>
#include <stdatomic.h>
extern void __VERIFIER_assume(int);
int l, counter;
atomic_int al;
atomic_flag fl = ATOMIC_FLAG_INIT;
#ifndef SPIN
#define SPIN() while (!(TRY())) {}
#endif
#ifdef BOUNDED
#define LOCK() do { int ok_ = 0; for (int i_ = 0; i_ < 3 && !ok_; i_++) ok_ = TRY(); __VERIFIER_assume(ok_); } while (0)
#else
#define LOCK() SPIN()
#endif
static void *worker(void *arg) {
#ifdef FORGET
  if (arg == 0) { counter++; return 0; }
#endif
  LOCK();
  counter++;
  UNLOCK();
  return 0;
}
int main(void) {
  pthread_t t[T];
  for (long i = 0; i < T; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < T; i++) pthread_join(t[i], 0);
  assert(counter == T);
  return 0;
}
)";

}  // namespace

TEST_CASE("spinlocks: CAS, exchange and test-and-set spin loops are blocked and explored completely",
          "[runtime][spin]") {
  for (const char* lock : kLocks) {
    for (const bool forget : {false, true}) {
      INFO(lock << (forget ? "thread 0 forgets the lock" : "both threads take the lock"));
      std::vector<std::string> flags = {"-DT=2"};
      if (forget) flags.push_back("-DFORGET");
      const auto program = build(std::string(lock) + kCounter, flags);
      const braid::CheckResult dfs = expect_agreement(*program);
      if (forget) CHECK(kinds(dfs) == std::set<braid::BugKind>{braid::BugKind::Assertion});
      else CHECK(dfs.bugs.empty());
      // The bounded reference finds the same bugs.
      flags.push_back("-DBOUNDED");
      const braid::CheckResult bounded = explore(*build(std::string(lock) + kCounter, flags), "dfs");
      REQUIRE(bounded.stats.complete);
      if (!forget) CHECK(bounded.stats.assume_blocked > 0);  // contended: it gives up somewhere
      CHECK(kinds(bounded) == kinds(dfs));
    }
  }
}

TEST_CASE("spinlocks: three threads", "[runtime][spin]") {
  // CAS (a failed attempt is a read) and test-and-set (a failed attempt is an exchange:
  // a write) give different classes; DFS's count of each is checked by the corpus model
  // (tests/programs/cas_spinlock.c) for the first.
  for (const std::size_t i : {std::size_t{1}, std::size_t{5}}) {
    INFO(kLocks[i]);
    const auto program = build(std::string(kLocks[i]) + kCounter, {"-DT=3"});
    const braid::CheckResult dfs = expect_agreement(*program);
    CHECK(dfs.bugs.empty());
    CHECK(dfs.mazurkiewicz_classes == (i == 1 ? 36u : 42u));
  }
  const auto buggy = build(std::string(kLocks[0]) + kCounter, {"-DT=3", "-DFORGET"});
  const braid::CheckResult dfs = expect_agreement(*buggy);
  CHECK(kinds(dfs) == std::set<braid::BugKind>{braid::BugKind::Assertion});
}

TEST_CASE("spinlocks: a lock nobody releases is a deadlock, reported at once", "[runtime][spin]") {
  // Thread 1 takes the lock and returns without releasing it; main then spins forever. A
  // thread relocking its own spinlock spins forever too.
  const char* const sources[] = {R"(
#include <pthread.h>
int l;
void *t1(void *x) { while (!__sync_bool_compare_and_swap(&l, 0, 1)) {} return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, t1, 0); pthread_join(t, 0);
  while (__sync_lock_test_and_set(&l, 1)) {} return 0; }
)",
                                 R"(
#include <stdatomic.h>
atomic_flag f = ATOMIC_FLAG_INIT;
int main(void) { while (atomic_flag_test_and_set(&f)) {} while (atomic_flag_test_and_set(&f)) {} return 0; }
)"};
  for (const char* source : sources) {
    const auto program = build(source);
    for (const char* algo : {"dfs", "sdpor", "pop"}) {
      INFO(algo << source);
      const braid::CheckResult r = explore(*program, algo);
      CHECK(r.stats.complete);
      CHECK(r.stats.executions == 1);
      REQUIRE(r.bugs.size() == 1);
      CHECK(r.bugs[0].bug.kind == braid::BugKind::Deadlock);
      CHECK(r.bugs[0].bug.message.find("spins") != std::string::npos);
    }
  }
}

TEST_CASE("spinlocks: a blocked CAS races with the write that disabled it again", "[runtime][spin]") {
  // The analogues of the await-loop programs of test_random_programs.cpp with a CAS loop:
  // w1's CAS waits for flag == 1, which w2 sets and clears again; a run can end with w1
  // blocked after the second write (its pending CAS must race with it), and reversals can
  // ask for w1 where it is blocked (pop's stale reads).
  const char* const sources[] = {R"(
#include <pthread.h>
#include <stdatomic.h>
atomic_int flag, g, y;
static void *w1(void *a) { while (!atomic_compare_exchange_strong(&flag, &(int){1}, 1)) {} y = 1; return 0; }
static void *w4(void *a) { while (!atomic_compare_exchange_strong(&g, &(int){1}, 1)) {} flag = 0; y = 2; return 0; }
static void *w2(void *a) { flag = 1; g = 1; flag = 0; return 0; }
static void *w3(void *a) { g = 0; return 0; }
int main(void) {
  pthread_t t1, t2, t3, t4;
  pthread_create(&t1, 0, w1, 0); pthread_create(&t2, 0, w2, 0);
  pthread_create(&t3, 0, w3, 0); pthread_create(&t4, 0, w4, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); pthread_join(t3, 0); pthread_join(t4, 0);
  return 0;
}
)",
                                 R"(
#include <pthread.h>
#include <stdatomic.h>
atomic_int flag, y;
static void *w1(void *a) { int v; while ((v = atomic_exchange(&flag, 0)) == 0) {} y = v; return 0; }
static void *w2(void *a) { flag = 1; flag = 0; return 0; }
static void *w3(void *a) { flag = 2; return 0; }
static void *w4(void *a) { int r = y; (void)r; return 0; }
int main(void) {
  pthread_t t1, t2, t3, t4;
  pthread_create(&t2, 0, w2, 0); pthread_create(&t3, 0, w3, 0);
  pthread_create(&t1, 0, w1, 0); pthread_create(&t4, 0, w4, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); pthread_join(t3, 0); pthread_join(t4, 0);
  return 0;
}
)"};
  for (const char* source : sources) {
    INFO(source);
    const braid::CheckResult dfs = expect_agreement(*build(source));
    CHECK(dfs.mazurkiewicz_classes > 1);
  }
}
