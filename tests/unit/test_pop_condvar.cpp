// POP on condition-variable programs (issue 14): one execution per Mazurkiewicz class, no
// blocked runs, the classes and bugs of DFS (or, where DFS is too slow to run here, of
// sdpor). A wake-up names what let it run (WakeEnabler, docs/runtime.md), and POP drops its
// races that cannot be reversed or that another race of the run already reaches
// (docs/algorithms.md, "Condition variables in POP"). Before, pop explored 26 executions for
// the 20 classes of one producer and two consumers with broadcasts, 448 for 208 with two of
// each (audit6_prodcons_cond_while_two_each.c).
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "check/check.h"
#include "jit/program.h"
#include "support/build_source.h"

namespace {

// NP producers each put one item into a one-slot buffer, NC consumers each take one; every
// wait is in a `while` loop, and every change is announced with SIGNAL.
std::string producers_consumers(int producers, int consumers, const char* signal) {
  std::string s = R"(#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
int full = 0, item = 0, sum = 0;
void *producer(void *arg) {
  pthread_mutex_lock(&m);
  while (full) pthread_cond_wait(&changed, &m);
  item = 1;
  full = 1;
  SIGNAL(&changed);
  pthread_mutex_unlock(&m);
  return 0;
}
void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  while (!full) pthread_cond_wait(&changed, &m);
  sum += item;
  full = 0;
  SIGNAL(&changed);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t p[3], c[3];
  for (int i = 0; i < NP; i++) pthread_create(&p[i], 0, producer, 0);
  for (int i = 0; i < NC; i++) pthread_create(&c[i], 0, consumer, 0);
  for (int i = 0; i < NP; i++) pthread_join(p[i], 0);
  for (int i = 0; i < NC; i++) pthread_join(c[i], 0);
  return 0;
}
)";
  return "#define NP " + std::to_string(producers) + "\n#define NC " + std::to_string(consumers) +
         "\n#define SIGNAL " + signal + "\n" + s;
}

braid::CheckResult run(const braid::Program& program, const char* algo, unsigned spurious = 0) {
  braid::CheckOptions o;
  o.algorithm.name = algo;
  o.count_classes = true;
  o.detect_races = false;
  o.spurious_wakeups = spurious;
  return braid::check_program(program, o);
}

std::set<braid::BugKind> kinds(const braid::CheckResult& r) {
  std::set<braid::BugKind> k;
  for (const auto& b : r.bugs) k.insert(b.bug.kind);
  return k;
}

// pop: complete, the reference's classes and bug kinds, one execution per class, nothing
// blocked, no reversal into a wake-up that cannot run (the `diverged` counter).
void check_pop_optimal(const braid::Program& program, const braid::CheckResult& reference, unsigned spurious) {
  const braid::CheckResult pop = run(program, "pop", spurious);
  INFO("reference: " << reference.mazurkiewicz_classes << " classes; pop: " << pop.stats.executions
                     << " executions, " << pop.mazurkiewicz_classes << " classes");
  REQUIRE(pop.stats.complete);
  CHECK(pop.mazurkiewicz_classes == reference.mazurkiewicz_classes);
  CHECK(kinds(pop) == kinds(reference));
  CHECK(pop.stats.executions == pop.mazurkiewicz_classes);
  CHECK(pop.stats.blocked == 0);
}

}  // namespace

TEST_CASE("pop on producers and consumers with condition variables: one execution per class", "[pop][condvar]") {
  struct Shape {
    int producers, consumers;
    const char* signal;
    unsigned spurious;
  };
  for (const Shape s : {Shape{1, 2, "pthread_cond_broadcast", 0}, Shape{1, 2, "pthread_cond_signal", 0},
                        Shape{2, 1, "pthread_cond_broadcast", 0}, Shape{2, 1, "pthread_cond_signal", 0},
                        Shape{1, 2, "pthread_cond_broadcast", 1}, Shape{1, 2, "pthread_cond_signal", 1}}) {
    INFO(s.producers << " producers, " << s.consumers << " consumers, " << s.signal << ", spurious wake-ups "
                     << s.spurious);
    const auto program = braid::testing::must_build(producers_consumers(s.producers, s.consumers, s.signal), {}, ".c");
    const braid::CheckResult dfs = run(*program, "dfs", s.spurious);
    REQUIRE(dfs.stats.complete);
    check_pop_optimal(*program, dfs, s.spurious);
  }
}

// Two of each: DFS needs minutes here; sdpor (complete on these) gives the classes.
TEST_CASE("pop on two producers and two consumers with condition variables", "[pop][condvar]") {
  for (const char* signal : {"pthread_cond_broadcast", "pthread_cond_signal"}) {
    INFO(signal);
    const auto program = braid::testing::must_build(producers_consumers(2, 2, signal), {}, ".c");
    const braid::CheckResult sdpor = run(*program, "sdpor");
    REQUIRE(sdpor.stats.complete);
    check_pop_optimal(*program, sdpor, 0);
  }
}

// Timed waits name their enabler too (a timed wait past its early timeout runs where a usable
// token exists, or where no other thread can run, never right before its enabler): pop's
// reversals of a timed wake-up no longer move it where it cannot run. Before, each shape
// below had 1 diverged run (148 with two consumers and two items). One consumer in a `while`
// loop of pthread_cond_timedwait, NP items with a signal each.
TEST_CASE("pop on timed condition-variable waits: no reversal into a wake-up that cannot run", "[pop][condvar]") {
  const std::string source = R"(#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int items;
void *consumer(void *arg) {
  struct timespec deadline = {0, 0};
  pthread_mutex_lock(&m);
  while (items == 0) pthread_cond_timedwait(&cv, &m, &deadline);
  items--;
  pthread_mutex_unlock(&m);
  return arg;
}
void *producer(void *arg) {
  for (int i = 0; i < NP; i++) {
    pthread_mutex_lock(&m);
    items++;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(void) {
  pthread_t c, p;
  pthread_create(&c, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(c, 0);
  pthread_join(p, 0);
  return 0;
}
)";
  for (const int items : {1, 2}) {
    INFO(items << " items");
    const auto program =
        braid::testing::must_build("#define NP " + std::to_string(items) + "\n" + source, {}, ".c");
    const braid::CheckResult dfs = run(*program, "dfs");
    REQUIRE(dfs.stats.complete);
    check_pop_optimal(*program, dfs, 0);
    const braid::CheckResult pop = run(*program, "pop");
    const auto diverged = pop.stats.counters.find("diverged");
    CHECK((diverged == pop.stats.counters.end() || diverged->second == 0));
  }
}

// A timed wake-up with an early timeout left runs anywhere after its registration, like a
// spurious one (Always): it sleeps after a registration's schedule as that one does
// (Pop::add_sleeping_heads; docs/algorithms.md, "Futex wake-ups (pop20)", the timed queue).
// Two consumers of a queue in a `while` loop of pthread_cond_timedwait, one item, a closing
// broadcast: 10 904 executions before, 10 148 after (the untimed queue with a spurious
// wake-up has as many), sdpor's 9 068 classes. Not yet one per class.
TEST_CASE("pop on a timed condition-variable queue: early timeouts sleep like spurious wake-ups", "[pop][condvar]") {
  const auto program = braid::testing::must_build(R"(#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int q[4], head, tail, closed;
static atomic_int sum;
static int qpop(int *out) {
  struct timespec d = {0, 0};
  pthread_mutex_lock(&m);
  while (head == tail && !closed) pthread_cond_timedwait(&cv, &m, &d);
  if (head == tail) { pthread_mutex_unlock(&m); return 0; }
  *out = q[head++]; pthread_mutex_unlock(&m); return 1;
}
static void *consumer(void *a) { int v; while (qpop(&v)) atomic_fetch_add(&sum, v); return a; }
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, consumer, 0);
  pthread_mutex_lock(&m); q[tail++] = 1; pthread_mutex_unlock(&m); pthread_cond_signal(&cv);
  pthread_mutex_lock(&m); closed = 1; pthread_mutex_unlock(&m); pthread_cond_broadcast(&cv);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
)",
                                                  {}, ".c");
  const braid::CheckResult sdpor = run(*program, "sdpor");
  const braid::CheckResult pop = run(*program, "pop");
  INFO("sdpor: " << sdpor.mazurkiewicz_classes << " classes; pop: " << pop.stats.executions << " executions, "
                 << pop.mazurkiewicz_classes << " classes");
  CHECK(sdpor.mazurkiewicz_classes == 9068);
  CHECK(pop.mazurkiewicz_classes == sdpor.mazurkiewicz_classes);
  CHECK(pop.stats.executions <= 10148);
  CHECK(pop.stats.blocked == 0);
}
