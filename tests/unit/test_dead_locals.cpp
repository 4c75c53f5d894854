// Locals of calls that have returned and thread-locals of threads that have finished, used by
// another thread (runtime/trust.cpp check_returned_frame_access, runtime/threads.cpp
// finish_current): memory errors in every algorithm, and no finding for the live ones.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "check/check.h"
#include "jit/program.h"
#include "report/verdict.h"
#include "support/build_source.h"

namespace {

braid::CheckOptions options_for(const std::string& algo) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  return options;
}

std::vector<const braid::BugReport*> memory_errors(const braid::CheckResult& r) {
  std::vector<const braid::BugReport*> out;
  for (const auto& b : r.bugs)
    if (b.bug.kind == braid::BugKind::MemoryError) out.push_back(&b);
  return out;
}

const std::vector<std::string> kAlgorithms = {"dfs", "sdpor", "pop", "dc"};

}  // namespace

TEST_CASE("a local of a call that has returned, written by another thread", "[trust][memory][dead-locals]") {
  // start() returns while the thread it started still holds the address of its local.
  // (Called through a pointer: inlined into main, its local would live in main's frame.)
  auto bad = braid::testing::must_build(R"(
#include <pthread.h>
#include <stdatomic.h>
int *progress; atomic_int done;
void *w(void *a) { *progress = 100; atomic_store(&done, 1); return 0; }
void start(pthread_t *t) { int local = 0; progress = &local; pthread_create(t, 0, w, 0); pthread_detach(*t); }
void (*volatile start_fn)(pthread_t *) = start;
int main(void) { pthread_t t; start_fn(&t); while (!atomic_load(&done)) {} return 0; }
)", {}, ".c");
  // Live locals used by another thread: main's, while main waits in a memory access (a
  // spin on an atomic) or in a blocking call (join), and the worker's while it spins.
  auto good = braid::testing::must_build(R"(
#include <pthread.h>
#include <stdatomic.h>
int *shared; atomic_int published, written;
void *w(void *a) {
  int local = 0; shared = &local; atomic_store(&published, 1);
  while (!atomic_load(&written)) {}
  *(int *)a += local;
  return 0;
}
int main(void) {
  int mine = 1;
  pthread_t t; pthread_create(&t, 0, w, &mine);
  while (!atomic_load(&published)) {}
  *shared = 5; atomic_store(&written, 1);
  pthread_join(t, 0);
  return mine == 6 ? 0 : 1;
}
)", {}, ".c");
  for (const std::string& algo : kAlgorithms) {
    CAPTURE(algo);
    auto r = braid::check_program(*bad, options_for(algo));
    auto errors = memory_errors(r);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0]->bug.message.find("function that has returned") != std::string::npos);
    CHECK(braid::check_program(*good, options_for(algo)).bugs.empty());
  }
}

TEST_CASE("a thread-local of a finished thread, read by another thread", "[trust][memory][dead-locals]") {
  auto bad = braid::testing::must_build(R"(
#include <pthread.h>
__thread int scratch[4];
int *published;
void *w(void *a) { scratch[1] = 7; published = scratch; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0); return published[1] == 7 ? 0 : 1; }
)", {}, ".c");
  // A key destructor may still use the thread's thread-locals; main's own live on at exit.
  auto good = braid::testing::must_build(R"(
#include <pthread.h>
#include <stdlib.h>
__thread int count;
int total;
pthread_key_t key;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void flush(void *v) { pthread_mutex_lock(&m); total += count; pthread_mutex_unlock(&m); }
void *w(void *a) { pthread_setspecific(key, &key); count = 2; return 0; }
void at_exit(void) { count += 1; }
int main(void) {
  pthread_key_create(&key, flush);
  atexit(at_exit);
  pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0);
  count = total;
  return count == 2 ? 0 : 1;
}
)", {}, ".c");
  for (const std::string& algo : kAlgorithms) {
    CAPTURE(algo);
    auto r = braid::check_program(*bad, options_for(algo));
    auto errors = memory_errors(r);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0]->bug.message.find("use after free") != std::string::npos);
    CHECK(braid::check_program(*good, options_for(algo)).bugs.empty());
  }
}

// Before (branch audit13): once the owner had called other functions over the dead frame,
// another thread's write through the stale pointer landed in the new frame unreported
// ("complete, no bug", or a `bound` when it broke a loop counter there). The pass now brackets
// every escaped local's life (instrument/frame_locals.cpp).
TEST_CASE("a local of a call that has returned, its frame reused by later calls", "[trust][memory][dead-locals]") {
  auto bad = braid::testing::must_build(R"(
#include <pthread.h>
#include <stdatomic.h>
int *_Atomic published; atomic_int answered;
__attribute__((noinline)) void post(void) { int reply = 0; atomic_store(&published, &reply); }
__attribute__((noinline)) int wait_answer(void) {
  volatile int scratch[4] = {1, 2, 3, 4};
  while (!atomic_load(&answered)) {}
  return scratch[0] + scratch[3];
}
void *w(void *a) { post(); return (void *)(long)wait_answer(); }
int main(void) {
  pthread_t t; pthread_create(&t, 0, w, 0);
  int *p; while (!(p = atomic_load(&published))) {}
  *p = 42; atomic_store(&answered, 1);
  pthread_join(t, 0);
  return 0;
}
)", {}, ".c");
  // The same bytes taken again by an escaped local of a later call (here the same function
  // entered again), used by the other thread while that call is live: no finding.
  auto good = braid::testing::must_build(R"(
#include <pthread.h>
#include <stdatomic.h>
int *_Atomic published; atomic_int answered, finished;
__attribute__((noinline)) int ask(int round) {
  int reply = 0; atomic_store(&published, &reply);
  while (atomic_load(&answered) != round) {}
  atomic_store(&published, (int *)0);
  atomic_store(&finished, round);
  return reply;
}
void *w(void *a) { return (void *)(long)(ask(1) + ask(2)); }
int main(void) {
  pthread_t t; pthread_create(&t, 0, w, 0);
  for (int round = 1; round <= 2; round++) {
    int *p; while (!(p = atomic_load(&published))) {}
    *p = round; atomic_store(&answered, round);
    while (atomic_load(&finished) != round) {}
  }
  pthread_join(t, 0);
  return 0;
}
)", {}, ".c");
  for (const std::string& algo : kAlgorithms) {
    CAPTURE(algo);
    auto r = braid::check_program(*bad, options_for(algo));
    auto errors = memory_errors(r);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0]->bug.message.find("frame since reused") != std::string::npos);
    const auto good_result = braid::check_program(*good, options_for(algo));
    CHECK(good_result.bugs.empty());
    CHECK(good_result.stats.complete);
  }
}
