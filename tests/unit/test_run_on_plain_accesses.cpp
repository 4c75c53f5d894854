// A scheduler that runs the running thread on at its plain accesses
// (Scheduler::runs_plain_accesses_on, QPOR's) is not asked there: the runtime records the
// access and goes on without a stop (docs/runtime.md, "Running on through plain accesses").
// The execution must be the one a stop at every access gives: the same events in the same
// order, the same schedule (a trace of it replays under a scheduler that stops
// everywhere), the same await-loop blocking, step bound and outcome.
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "jit/instance.h"
#include "jit/program.h"
#include "runtime/runtime.h"
#include "support/build_source.h"

using namespace braid;

namespace {

// Runs the thread chosen last on while its pending operation is a plain load or store (the
// promise runs_plain_accesses_on makes); elsewhere the highest enabled thread, so that
// threads interleave at every lock, create and join.
class RunOnPlain final : public Scheduler {
 public:
  explicit RunOnPlain(bool declares) : declares_(declares) {}
  ThreadId choose(const ExecutionView& view) override {
    ++asked_;
    const auto threads = view.threads();
    if (last_ < threads.size() && threads[last_].enabled && threads[last_].next.flags == 0 &&
        (threads[last_].next.kind == OpKind::Load || threads[last_].next.kind == OpKind::Store))
      return last_;
    last_ = kStop;
    for (const ThreadStatus& s : threads)
      if (s.enabled) last_ = s.id;
    return last_;
  }
  bool runs_plain_accesses_on() const override { return declares_; }
  bool runs_on_after_bug() const override { return true; }
  std::size_t asked() const { return asked_; }

 private:
  bool declares_;
  ThreadId last_ = kStop;
  std::size_t asked_ = 0;
};

struct Run {
  ExecutionResult result;
  std::size_t asked = 0;
};

Run run_with(const Program& program, bool declares, std::uint64_t max_steps) {
  runtime::RuntimeConfig config;
  config.max_steps = max_steps;
  std::unique_ptr<ProgramInstance> instance = program.instantiate(config);
  RunOnPlain scheduler(declares);
  Run run;
  run.result = instance->run(scheduler);
  run.asked = scheduler.asked();
  return run;
}

// Both runs of `source`: the same execution, and the declaring scheduler asked at fewer
// scheduling points than the schedule has entries (the other at every one).
ExecutionResult check_same_execution(const std::string& source, std::uint64_t max_steps = 100000) {
  auto program = testing::must_build(source);
  const Run stops = run_with(*program, false, max_steps);
  const Run runs_on = run_with(*program, true, max_steps);
  const ExecutionResult& a = stops.result;
  const ExecutionResult& b = runs_on.result;
  CHECK(stops.asked == a.schedule.size());
  CHECK(runs_on.asked < b.schedule.size());
  CHECK(a.outcome == b.outcome);
  REQUIRE(a.bug.has_value() == b.bug.has_value());
  if (a.bug) {
    CHECK(a.bug->kind == b.bug->kind);
    CHECK(a.bug->message == b.bug->message);
  }
  CHECK(a.schedule == b.schedule);
  CHECK(a.output == b.output);
  REQUIRE(a.events.size() == b.events.size());
  for (std::size_t i = 0; i < a.events.size(); ++i) {
    INFO("event " << i);
    CHECK(a.events[i].thread == b.events[i].thread);
    CHECK(a.events[i].kind == b.events[i].kind);
    CHECK(a.events[i].addr == b.events[i].addr);
    CHECK(a.events[i].flags == b.events[i].flags);
    CHECK(a.events[i].value_read == b.events[i].value_read);
    CHECK(a.events[i].value_written == b.events[i].value_written);
  }
  REQUIRE(a.final_threads.size() == b.final_threads.size());
  for (std::size_t i = 0; i < a.final_threads.size(); ++i) {
    CHECK(a.final_threads[i].finished == b.final_threads[i].finished);
    CHECK(a.final_threads[i].blocked.reason == b.final_threads[i].blocked.reason);
  }
  return b;
}

std::size_t events_of(const ExecutionResult& r, ThreadId thread) {
  std::size_t n = 0;
  for (const Event& e : r.events) n += e.thread == thread;
  return n;
}

}  // namespace

TEST_CASE("runtime: running on through plain accesses gives the execution of a stop at each", "[runtime][qpor]") {
  SECTION("accesses under a lock and unprotected ones, three threads") {
    check_same_execution(R"(
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter, unprotected, seen[3];
void* work(void* arg) {
  long i = (long)arg;
  unprotected = unprotected + 1;
  pthread_mutex_lock(&m);
  counter = counter + 1;
  seen[i] = counter;
  counter = counter * 2;
  pthread_mutex_unlock(&m);
  seen[i] += unprotected;
  return 0;
}
int main() {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, work, (void*)i);
  work((void*)2);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return seen[0] + seen[1] + seen[2] > 100;
})");
  }
  SECTION("a thread spinning on a plain flag is blocked as an await loop, then woken") {
    const ExecutionResult r = check_same_execution(R"(
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int flag, data;
void* spin(void* arg) {
  (void)arg;
  while (!flag) {}
  data = data + 1;
  return 0;
}
int main() {
  pthread_t t;
  pthread_create(&t, 0, spin, 0);
  pthread_mutex_lock(&m);
  data = 5;
  pthread_mutex_unlock(&m);
  flag = 1;
  pthread_join(t, 0);
  return data != 6;
})");
    // The spinner ran first (the highest thread at main's lock), was blocked after one idle
    // round and woken by main's store: a few events, not a spin up to the step bound.
    CHECK(events_of(r, 1) < 10);
    CHECK(r.outcome == ExecutionOutcome::Complete);
  }
  SECTION("a spin loop nobody releases ends in the same deadlock") {
    const ExecutionResult r = check_same_execution(R"(
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int flag, data;
void* spin(void* arg) {
  (void)arg;
  while (!flag) { data = data; }
  return 0;
}
int main() {
  pthread_t t;
  pthread_create(&t, 0, spin, 0);
  pthread_mutex_lock(&m);
  data = 1;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
})");
    REQUIRE(r.bug.has_value());
    CHECK(r.bug->kind == BugKind::Deadlock);
  }
  SECTION("the step bound ends the execution at the same event") {
    const ExecutionResult r = check_same_execution(R"(
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int g;
void* writer(void* arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  for (int i = 0; i < 1000; i++) g = i;
  pthread_mutex_unlock(&m);
  return 0;
}
int main() {
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  pthread_mutex_lock(&m);
  g = -1;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
})",
                                                       /*max_steps=*/57);
    REQUIRE(r.bug.has_value());
    CHECK(r.bug->kind == BugKind::Bound);
    CHECK(r.events.size() == 57);
  }
}
