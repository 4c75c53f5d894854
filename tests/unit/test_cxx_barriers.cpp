// C++20 std::latch and std::barrier as modelled primitives (runtime/cxx_sync.cpp, braid's
// <latch> / <barrier>; docs/runtime.md, "C++20 latches and barriers"): every algorithm
// covers exactly DFS's Mazurkiewicz classes, POP with one execution per class; unobserved
// latch count-downs commute; misuse and missing arrivals are found.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "check/check.h"
#include "support/build_source.h"

namespace {

std::shared_ptr<const braid::Program> build(const std::string& source, std::vector<std::string> flags = {}) {
  flags.insert(flags.begin(), "-std=c++20");
  return braid::testing::must_build(source, flags, ".cpp");
}

braid::CheckResult run(const braid::Program& program, const std::string& algo, bool races = false) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.count_classes = true;
  options.detect_races = races;
  return braid::check_program(program, options);
}

bool has_bug(const braid::CheckResult& r, braid::BugKind kind) {
  for (const auto& b : r.bugs)
    if (b.bug.kind == kind) return true;
  return false;
}

// Every algorithm against DFS (when `dfs`; DFS enumerates every interleaving without
// reduction: a million executions for two threads meeting at a std::barrier, so the barrier
// programs are checked against their known class count `classes` alone, and the corpus
// programs cxxbarrier_* give pop's count): complete, no bug,
// the same classes; POP one execution per class.
void check_classes(const std::string& source, const std::vector<std::string>& flags, std::uint64_t classes,
                   bool dfs = true) {
  auto program = build(source, flags);
  INFO("flags " << (flags.empty() ? std::string("-") : flags.back()));
  std::uint64_t want = classes, want_rf = 0;
  if (dfs) {
    const braid::CheckResult oracle = run(*program, "dfs");
    REQUIRE(oracle.stats.complete);
    CHECK(oracle.bugs.empty());
    CHECK(oracle.mazurkiewicz_classes == classes);
    want = oracle.mazurkiewicz_classes;
    want_rf = oracle.reads_from_classes;
  }
  for (const char* algo : {"sdpor", "pop", "dc"}) {
    INFO(algo);
    const braid::CheckResult r = run(*program, algo);
    CHECK(r.stats.complete);
    CHECK(r.bugs.empty());
    CHECK(r.mazurkiewicz_classes == want);
    if (dfs) CHECK(r.reads_from_classes == want_rf);
    if (std::string(algo) == "pop") CHECK(r.stats.executions == want);
  }
}

// Threads are pthreads over a C function (std::thread's own events make DFS's unreduced
// enumeration long).
const char* kPrelude = R"(
#include <pthread.h>
#include <cassert>
#include <latch>
#include <barrier>
pthread_t tid[8];
void spawn(int n, void *(*f)(void *)) { for (long i = 0; i < n; ++i) pthread_create(&tid[i], 0, f, (void *)i); }
void join_all(int n) { for (int i = 0; i < n; ++i) pthread_join(tid[i], 0); }
)";

std::string with_prelude(const char* body) { return std::string(kPrelude) + body; }

}  // namespace

TEST_CASE("std::latch: count-downs commute, waits and try_wait are ordered with them", "[cxx_barrier][latch]") {
  // A done counter: N workers write their slots and count down; main waits and reads them.
  const std::string done_counter = with_prelude(R"(
std::latch done(N);
int slot[N];
void *work(void *x) { long i = (long)x; slot[i] = 1; done.count_down(); return 0; }
int main() {
  spawn(N, work);
  done.wait();
  for (int i = 0; i < N; ++i) assert(slot[i] == 1);
  join_all(N);
})");
  check_classes(done_counter, {"-DN=2"}, 1);
  check_classes(done_counter, {"-DN=3"}, 1, false);
  check_classes(done_counter, {"-DN=5"}, 1, /*dfs=*/false);
  // A start gate: N workers wait at a latch main opens after writing the input.
  const std::string start_gate = with_prelude(R"(
std::latch go(1);
int input, out[N];
void *work(void *x) { long i = (long)x; go.wait(); out[i] = input; return 0; }
int main() {
  spawn(N, work);
  input = 7;
  go.count_down();
  join_all(N);
  for (int i = 0; i < N; ++i) assert(out[i] == 7);
})");
  check_classes(start_gate, {"-DN=2"}, 1, false);
  check_classes(start_gate, {"-DN=4"}, 1, false);
  // arrive_and_wait by N threads, each reading its neighbour's slot afterwards.
  const std::string meet = with_prelude(R"(
std::latch meet(N);
int slot[N];
void *work(void *x) { long i = (long)x; slot[i] = 1; meet.arrive_and_wait(); assert(slot[(i + 1) % N] == 1); return 0; }
int main() { spawn(N, work); join_all(N); })");
  check_classes(meet, {"-DN=3"}, 1, false);
  check_classes(meet, {"-DN=5"}, 1, false);
  // A try_wait polling loop: it observes the count, so it is ordered with each count-down
  // (the loop blocks while nothing changes: an await loop).
  const std::string polling = with_prelude(R"(
std::latch done(N);
int slot[N];
void *work(void *x) { long i = (long)x; slot[i] = 1; done.count_down(); return 0; }
int main() {
  spawn(N, work);
  while (!done.try_wait()) {
  }
  for (int i = 0; i < N; ++i) assert(slot[i] == 1);
  join_all(N);
})");
  auto program = build(polling, {"-DN=2"});
  const braid::CheckResult pop = run(*program, "pop");
  CHECK(pop.stats.complete);
  CHECK(pop.bugs.empty());
  CHECK(pop.mazurkiewicz_classes > 1);  // try_wait answers false or true: ordered
  for (const char* algo : {"sdpor", "dc"}) {
    INFO(algo);
    const braid::CheckResult r = run(*program, algo);
    CHECK(r.stats.complete);
    CHECK(r.bugs.empty());
    CHECK(r.mazurkiewicz_classes == pop.mazurkiewicz_classes);
  }
}

TEST_CASE("std::barrier: arrivals commute, with or without a completion function", "[cxx_barrier][barrier]") {
  // N threads, P phases of arrive_and_wait, each reading its neighbour's slot of the phase.
  const std::string phases = with_prelude(R"(
std::barrier sync(N);
int slot[P][N];
void *work(void *x) {
  long i = (long)x;
  for (int p = 0; p < P; ++p) {
    slot[p][i] = p + 1;
    sync.arrive_and_wait();
    assert(slot[p][(i + 1) % N] == p + 1);
  }
  return 0;
}
int main() { spawn(N, work); join_all(N); })");
  check_classes(phases, {"-DP=1", "-DN=2"}, 1, false);
  check_classes(phases, {"-DP=3", "-DN=2"}, 1, false);
  check_classes(phases, {"-DP=2", "-DN=3"}, 1, false);
  check_classes(phases, {"-DP=3", "-DN=5"}, 1, false);
  // A completion function that swaps buffers: it runs once per phase, after every arrival and
  // before any thread is released, on the barrier's own completion thread, so the arrivals
  // commute: one class (N! per phase, 4 / 16 / 36 here, while the last arriver ran it).
  const std::string swap = with_prelude(R"(
int buf[2][N];
int front, phases_done;
void swap_buffers() noexcept { front = 1 - front; ++phases_done; }
std::barrier<void (*)() noexcept> sync(N, swap_buffers);
void *work(void *x) {
  long i = (long)x;
  for (int p = 0; p < P; ++p) {
    buf[1 - front][i] = p + 1;
    sync.arrive_and_wait();
    assert(buf[front][(i + 1) % N] == p + 1);
    assert(phases_done == 2 * p + 1);
    sync.arrive_and_wait();
  }
  return 0;
}
int main() { spawn(N, work); join_all(N); assert(phases_done == 2 * P); })");
  check_classes(swap, {"-DP=1", "-DN=2"}, 1, false);
  check_classes(swap, {"-DP=2", "-DN=2"}, 1, false);
  check_classes(swap, {"-DP=1", "-DN=3"}, 1, false);
  check_classes(swap, {"-DP=2", "-DN=4"}, 1, false);
  // The completion observes an order the arrivers made (tickets taken with fetch_add before
  // arriving): N! classes, from the tickets, not from the arrivals.
  const std::string tickets = with_prelude(R"(
int ticket, order[N], first = -1;
void note_first() noexcept { first = order[0]; }
std::barrier<void (*)() noexcept> sync(N, note_first);
void *work(void *x) {
  order[__atomic_fetch_add(&ticket, 1, __ATOMIC_SEQ_CST)] = (int)(long)x;
  sync.arrive_and_wait();
  assert(first == order[0]);
  return 0;
}
int main() { spawn(N, work); join_all(N); })");
  check_classes(tickets, {"-DN=2"}, 2, false);
  check_classes(tickets, {"-DN=3"}, 6, false);
  // A thread that is no participant reads what the completion writes: its read falls before,
  // between or after the P completions, P + 1 classes.
  const std::string observer = with_prelude(R"(
int phases_done;
void count_phase() noexcept { __atomic_fetch_add(&phases_done, 1, __ATOMIC_SEQ_CST); }
std::barrier<void (*)() noexcept> sync(N, count_phase);
void *work(void *x) {
  if ((long)x == N) {
    (void)__atomic_load_n(&phases_done, __ATOMIC_SEQ_CST);
    return 0;
  }
  for (int p = 0; p < P; ++p) sync.arrive_and_wait();
  return 0;
}
int main() { spawn(N + 1, work); join_all(N + 1); assert(phases_done == P); })");
  check_classes(observer, {"-DP=2", "-DN=2"}, 3, false);
  check_classes(observer, {"-DP=2", "-DN=3"}, 3, false);
  // arrive_and_drop: a worker leaves after one phase; the other goes on alone.
  const std::string drop = with_prelude(R"(
int a, b, phases;
void count_phase() noexcept { ++phases; }
std::barrier<void (*)() noexcept> sync(2, count_phase);
void *work(void *x) {
  if ((long)x == 0) {
    a = 1;
    sync.arrive_and_drop();
  } else {
    b = 1;
    sync.arrive_and_wait();
    sync.arrive_and_wait();  // alone: completes its phase at once
    assert(phases == 2 && a == 1);
  }
  return 0;
}
int main() { spawn(2, work); join_all(2); })");
  check_classes(drop, {}, 1, false);
  // The same without completion function: the drop commutes with the other arrival.
  const std::string drop_plain = with_prelude(R"(
std::barrier sync(N);
int a[N];
void *work(void *x) {
  long i = (long)x;
  a[i] = 1;
  if (i == 0) {
    sync.arrive_and_drop();
    return 0;
  }
  sync.arrive_and_wait();
  assert(a[0] == 1);
  sync.arrive_and_wait();
  return 0;
}
int main() { spawn(N, work); join_all(N); })");
  check_classes(drop_plain, {"-DN=2"}, 1, false);
  check_classes(drop_plain, {"-DN=3"}, 1, false);
  // arrive() and wait(token) apart: work between them.
  const std::string split = with_prelude(R"(
std::barrier sync(N);
int slot[N], extra[N];
void *work(void *x) {
  long i = (long)x;
  slot[i] = 1;
  auto token = sync.arrive();
  extra[i] = 2;
  sync.wait(std::move(token));
  assert(slot[(i + 1) % N] == 1);
  return 0;
}
int main() { spawn(N, work); join_all(N); })");
  check_classes(split, {"-DN=2"}, 1, false);
  check_classes(split, {"-DN=3"}, 1, false);
}

TEST_CASE("std::latch / std::barrier: misuse, missing arrivals and races across a phase", "[cxx_barrier][bugs]") {
  // (dfs: the same, exhaustively, but minutes per program on a loaded machine)
  const std::vector<const char*> algos = {"sdpor", "pop", "dc"};
  SECTION("a count-down past the latch's count is a misuse in every algorithm") {
    auto program = build(with_prelude(R"(
std::latch done(1);
void *work(void *) { done.count_down(); return 0; }
int main() { spawn(2, work); join_all(2); })"));
    for (const char* algo : algos) {
      INFO(algo);
      CHECK(has_bug(run(*program, algo), braid::BugKind::Misuse));
    }
  }
  SECTION("an arrival past a barrier phase's expected count is a misuse") {
    auto program = build(with_prelude(R"(
std::barrier sync(2);
int main() { (void)sync.arrive(3); })"));
    CHECK(has_bug(run(*program, "dfs"), braid::BugKind::Misuse));
  }
  SECTION("a missing count-down leaves the waiter blocked: a deadlock on the latch") {
    auto program = build(with_prelude(R"(
std::latch done(3);
void *work(void *) { done.count_down(); return 0; }
int main() { spawn(2, work); done.wait(); join_all(2); })"));
    for (const char* algo : algos) {
      INFO(algo);
      const braid::CheckResult r = run(*program, algo);
      REQUIRE(has_bug(r, braid::BugKind::Deadlock));
      bool latch_reason = false;
      for (const auto& b : r.bugs)
        for (const auto& t : b.bug.blocked) latch_reason |= t.blocking.reason == braid::BlockReason::Latch;
      CHECK(latch_reason);
    }
  }
  SECTION("a missing arrival at a barrier: deadlock with reason barrier") {
    auto program = build(with_prelude(R"(
std::barrier sync(3);
void *work(void *) { sync.arrive_and_wait(); return 0; }
int main() { spawn(1, work); sync.arrive_and_wait(); join_all(1); })"));
    for (const char* algo : algos) {
      INFO(algo);
      const braid::CheckResult r = run(*program, algo);
      REQUIRE(has_bug(r, braid::BugKind::Deadlock));
      bool barrier_reason = false;
      for (const auto& b : r.bugs)
        for (const auto& t : b.bug.blocked) barrier_reason |= t.blocking.reason == braid::BlockReason::Barrier;
      CHECK(barrier_reason);
    }
  }
  SECTION("a completion function that asks for its thread's identity is unsupported") {
    // braid runs completion functions on a thread of its own (so that arrivals commute); the
    // standard runs them on a participant: a thread_local or pthread_self there would tell
    // the two apart, so the verdict says the check does not cover it.
    for (const char* identity : {"-DRUNNER=mine", "-DRUNNER=(int)(pthread_self() == tid[0])"}) {
      auto program = build(with_prelude(R"(
thread_local int mine;
int runner_was;
void note_runner() noexcept { runner_was = RUNNER; }
std::barrier<void (*)() noexcept> sync(2, note_runner);
void *work(void *x) { mine = (int)(long)x; sync.arrive_and_wait(); return 0; }
int main() { spawn(2, work); join_all(2); })"),
                           {identity});
      for (const char* algo : algos) {
        INFO(algo << " " << identity);
        CHECK(has_bug(run(*program, algo), braid::BugKind::Unsupported));
      }
    }
  }
  SECTION("the completion thread waiting for arrivals is no deadlock, nor part of one") {
    // main ends with pthread_exit: the workers finish, the completion thread waits for a
    // phase nobody starts (the process ends with the last participant).
    auto ends = build(with_prelude(R"(
int phases;
void count_phase() noexcept { ++phases; }
std::barrier<void (*)() noexcept> sync(2, count_phase);
void *work(void *) { sync.arrive_and_wait(); assert(phases == 1); return 0; }
int main() { spawn(2, work); pthread_exit(0); })"));
    // A missing arrival: the deadlock names the waiting participant, not the completion thread.
    auto missing = build(with_prelude(R"(
void nothing() noexcept {}
std::barrier<void (*)() noexcept> sync(3, nothing);
void *work(void *) { sync.arrive_and_wait(); return 0; }
int main() { spawn(1, work); sync.arrive_and_wait(); join_all(1); })"));
    for (const char* algo : algos) {
      INFO(algo);
      const braid::CheckResult r = run(*ends, algo);
      CHECK(r.stats.complete);
      CHECK(r.bugs.empty());
      const braid::CheckResult d = run(*missing, algo);
      REQUIRE(has_bug(d, braid::BugKind::Deadlock));
      for (const auto& b : d.bugs)
        if (b.bug.kind == braid::BugKind::Deadlock) CHECK(b.bug.blocked.size() == 2);  // main and the worker
    }
  }
  SECTION("an arrival from the completion function itself is a misuse") {
    auto program = build(with_prelude(R"(
void arrive_again() noexcept;
std::barrier<void (*)() noexcept> sync(1, arrive_again);
void arrive_again() noexcept { (void)sync.arrive(); }
int main() { sync.arrive_and_wait(); })"));
    for (const char* algo : algos) {
      INFO(algo);
      CHECK(has_bug(run(*program, algo), braid::BugKind::Misuse));
    }
  }
  SECTION("a read of the completion's write between arrive and wait is a race in every order") {
    // Nothing orders the completion before the arriver's next step (the standard lets any
    // participant run it, in its arrive or its wait): found also when `a` arrives last.
    auto program = build(with_prelude(R"(
int generation, seen;
void next_generation() noexcept { ++generation; }
std::barrier<void (*)() noexcept> sync(2, next_generation);
void *work(void *x) {
  if ((long)x == 0) {
    auto token = sync.arrive();
    seen = generation;
    sync.wait(std::move(token));
  } else {
    sync.arrive_and_wait();
  }
  return 0;
}
int main() { spawn(2, work); join_all(2); })"));
    for (const char* algo : algos) {
      INFO(algo);
      CHECK(has_bug(run(*program, algo, /*races=*/true), braid::BugKind::DataRace));
    }
  }
  SECTION("a write after an arrival is not ordered before the other thread's release: a race") {
    auto program = build(with_prelude(R"(
std::barrier sync(2);
int x, seen;
void *work(void *id) {
  if ((long)id == 0) {
    auto token = sync.arrive();
    x = 1;
    sync.wait(std::move(token));
  } else {
    sync.arrive_and_wait();
    seen = x;
  }
  return 0;
}
int main() { spawn(2, work); join_all(2); })"));
    for (const char* algo : algos) {
      INFO(algo);
      CHECK(has_bug(run(*program, algo, /*races=*/true), braid::BugKind::DataRace));
    }
  }
}

TEST_CASE("std::barrier: an arrival whose phase depends on the order is reported unsupported", "[cxx_barrier][barrier]") {
  // Three threads at a barrier for two: which two make up phase 0 depends on the order (the
  // third is alone in phase 1 and never released): not covered by commuting arrivals.
  auto program = build(with_prelude(R"(
std::barrier sync(2);
void *work(void *) { sync.arrive_and_wait(); return 0; }
int main() { spawn(2, work); sync.arrive_and_wait(); join_all(2); })"));
  for (const char* algo : {"sdpor", "pop", "dc"}) {
    INFO(algo);
    CHECK(has_bug(run(*program, algo), braid::BugKind::Unsupported));
  }
}

TEST_CASE("qpor refuses std::latch like every modelled primitive", "[cxx_barrier][qpor]") {
  auto program = build(with_prelude(R"(
std::latch done(1);
void *work(void *) { done.count_down(); return 0; }
int main() { spawn(1, work); done.wait(); join_all(1); })"));
  CHECK_THROWS_AS(run(*program, "qpor"), std::invalid_argument);
}
