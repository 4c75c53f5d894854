// Every algorithm counts the classes DFS counts (issue 12, branch sound12): on buggy
// programs (DFS runs the other threads on after a bug, as the others do), on rwlock try locks
// in dc, and on a use after free through a write (a reads-from class of its own).
#include <catch2/catch.hpp>

#include <string>

#include "check/check.h"
#include "jit/program.h"
#include "report/verdict.h"
#include "support/build_source.h"

namespace {

braid::CheckResult classes_of(const braid::Program& program, const char* algo) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.count_classes = true;
  options.time_limit_s = 120;  // safety net: a hung exploration fails, not hangs
  return braid::check_program(program, options);
}

bool has_bug(const braid::CheckResult& r, braid::BugKind kind) {
  for (const auto& b : r.bugs)
    if (b.bug.kind == kind) return true;
  return false;
}

}  // namespace

// tests/programs/verdicts/poll_mutex_trylock_seen.c: the prober's assertion fails while the
// poller may or may not have read the flag yet. DFS stopped every thread at the failure and
// counted those two cut runs as two classes (14); sdpor and pop run the poller on and reach
// one execution (13). With DFS running on too, all agree.
TEST_CASE("class agreement: dfs counts the classes of runs continued after a bug", "[dfs][sdpor][pop]") {
  auto program = braid::testing::must_build(R"(
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag;
static void *poller(void *arg) {
  for (;;) {
    pthread_mutex_lock(&m);
    int f = flag;
    pthread_mutex_unlock(&m);
    if (f) break;
  }
  return arg;
}
static void *prober(void *arg) {
  int busy = 0;
  for (int i = 0; i < 2; i++) {
    if (pthread_mutex_trylock(&m) == 0) pthread_mutex_unlock(&m);
    else busy++;
  }
  assert(busy < 2);
  pthread_mutex_lock(&m);
  flag = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, poller, 0);
  pthread_create(&b, 0, prober, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
)");
  const braid::CheckResult dfs = classes_of(*program, "dfs");
  REQUIRE(dfs.stats.complete);
  CHECK(has_bug(dfs, braid::BugKind::Assertion));
  CHECK(dfs.mazurkiewicz_classes == 13);
  for (const char* algo : {"sdpor", "pop"}) {
    INFO(algo);
    const braid::CheckResult r = classes_of(*program, algo);
    CHECK(r.stats.complete);
    CHECK(has_bug(r, braid::BugKind::Assertion));
    CHECK(r.mazurkiewicz_classes == dfs.mazurkiewicz_classes);
    CHECK(r.reads_from_classes == dfs.reads_from_classes);
  }
}

// `tryrdlock; unlock` against `trywrlock; unlock` has 4 classes: either finishes first, or
// either holds the lock while the other's try fails. A failed trywrlock observes the same
// write as a successful one (a read lock is a load), so dc's annotations never asked for the
// class where it fails under the reader: 3 of 4. dc now leaves rwlock try locks to POP.
TEST_CASE("class agreement: dc explores every class of rwlock try locks", "[dc]") {
  auto program = braid::testing::must_build(R"(
#include <pthread.h>
static pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
static void *reader(void *a) {
  if (pthread_rwlock_tryrdlock(&l) == 0) pthread_rwlock_unlock(&l);
  return a;
}
static void *writer(void *a) {
  if (pthread_rwlock_trywrlock(&l) == 0) pthread_rwlock_unlock(&l);
  return a;
}
int main(void) {
  pthread_t r, w;
  pthread_create(&r, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(r, 0);
  pthread_join(w, 0);
  return 0;
}
)");
  const braid::CheckResult dfs = classes_of(*program, "dfs");
  REQUIRE(dfs.reads_from_classes == 4);
  const braid::CheckResult dc = classes_of(*program, "dc");
  CHECK(dc.stats.complete);
  CHECK(dc.reads_from_classes == 4);
  CHECK(dc.stats.fell_back.has_value());
}

// tests/programs/verdicts/gaps12_exit_handler_frees_buffer_worker_writes_after_uaf_bug.c: an
// exit handler frees a buffer an unjoined worker writes into. The store and the free are two
// writes no read tells apart: one reads-from class, so dc ran 1 execution and missed the use
// after free. A write after a free of its bytes now observes it (2 classes), and dc leaves a
// run with such an unordered write and free to POP.
TEST_CASE("class agreement: a write after a free is a reads-from class of its own, dc finds it", "[dc][dfs]") {
  auto program = braid::testing::must_build(R"(
#include <pthread.h>
#include <stdlib.h>
static int *buffer;
static void release(void) { free(buffer); }
static void *writer(void *arg) {
  buffer[0] = 1;
  return arg;
}
static void *quitter(void *arg) {
  exit(0);
  return arg;
}
int main(void) {
  buffer = malloc(4 * sizeof *buffer);
  atexit(release);
  pthread_t w, q;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&q, NULL, quitter, NULL);
  pthread_join(q, NULL);
  pthread_join(w, NULL);
  return 0;
}
)");
  const braid::CheckResult dfs = classes_of(*program, "dfs");
  CHECK(dfs.reads_from_classes == 2);
  CHECK(has_bug(dfs, braid::BugKind::MemoryError));
  const braid::CheckResult dc = classes_of(*program, "dc");
  CHECK(dc.stats.complete);
  CHECK(has_bug(dc, braid::BugKind::MemoryError));
  CHECK(dc.reads_from_classes == 2);
}

// A free ordered after every write by a join stays native in dc (no fallback): the common
// bug-free shape.
TEST_CASE("class agreement: dc keeps a free after a join native", "[dc]") {
  auto program = braid::testing::must_build(R"(
#include <pthread.h>
#include <stdlib.h>
static int *buffer;
static void *writer(void *arg) {
  buffer[(long)arg] = 1;
  return arg;
}
int main(void) {
  buffer = calloc(2, sizeof *buffer);
  pthread_t a, b;
  pthread_create(&a, NULL, writer, (void *)0L);
  pthread_create(&b, NULL, writer, (void *)1L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  free(buffer);
  return 0;
}
)");
  const braid::CheckResult dc = classes_of(*program, "dc");
  CHECK(dc.stats.complete);
  CHECK_FALSE(dc.stats.fell_back.has_value());
  CHECK(dc.bugs.empty());
}
