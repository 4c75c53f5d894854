// Barriers on several workers: a barrier's events are on a synthetic range derived from the
// object's address (runtime/primitives.cpp, barrier_slots), and work units carry events
// (sdpor's sleep sets) between program instances, whose objects are at other addresses.
// The range must travel in portable form (runtime/portable_address.cpp): it did not, so
// on --jobs 2 a sleeping arrival from another instance was independent of every event and
// never woke, and sdpor missed 12 of the 16 classes of
// tests/programs/verdicts/cxxbarrier_completion_swaps_buffers.cpp.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "check/check.h"
#include "jit/instance.h"
#include "jit/program.h"
#include "runtime/runtime.h"
#include "support/build_source.h"

using namespace braid;

namespace {

// Lowest enabled thread first: the same schedule on every instance.
struct LowestFirst final : Scheduler {
  ThreadId choose(const ExecutionView& view) override {
    for (const ThreadStatus& s : view.threads())
      if (s.enabled) return s.id;
    return kStop;
  }
};

// The barrier-range events of one execution, in order.
std::vector<Event> barrier_events(Executor& instance) {
  LowestFirst lowest;
  const ExecutionResult& r = instance.run(lowest);
  std::vector<Event> out;
  for (const Event& e : r.events)
    if (e.addr & runtime::Runtime::kBarrierSpace) out.push_back(e);
  return out;
}

// Two threads, one phase; the barrier on the stack of main (std::barrier with a completion
// function, std::latch) or a global (pthread barrier): every kind of object address.
const char* const kCompletionBarrier = R"(
#include <barrier>
#include <pthread.h>
int x;
struct Flip { void operator()() noexcept { x = 1 - x; } };
std::barrier<Flip>* sync;
void* work(void*) { sync->arrive_and_wait(); return nullptr; }
int main() {
  std::barrier<Flip> s(2);
  sync = &s;
  pthread_t a, b;
  pthread_create(&a, nullptr, work, nullptr);
  pthread_create(&b, nullptr, work, nullptr);
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  return x;
})";

const char* const kLatch = R"(
#include <latch>
#include <pthread.h>
int slot[2];
std::latch* done;
void* work(void* i) { slot[(long)i] = 1; done->count_down(); return nullptr; }
int main() {
  std::latch l(2);
  done = &l;
  pthread_t a, b;
  pthread_create(&a, nullptr, work, (void*)0);
  pthread_create(&b, nullptr, work, (void*)1);
  l.wait();
  int seen = slot[0] + slot[1];
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  return seen == 2 ? 0 : 1;
})";

const char* const kLatchTryWait = R"(
#include <latch>
#include <pthread.h>
std::latch* done;
int opened;
void* work(void*) { done->count_down(); return nullptr; }
int main() {
  std::latch l(2);
  done = &l;
  pthread_t a, b;
  pthread_create(&a, nullptr, work, nullptr);
  pthread_create(&b, nullptr, work, nullptr);
  opened = l.try_wait();
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  return 0;
})";

const char* const kPthreadBarrierObserved = R"(
#include <pthread.h>
pthread_barrier_t bar;
int serial[2];
void* work(void* i) { serial[(long)i] = pthread_barrier_wait(&bar) == PTHREAD_BARRIER_SERIAL_THREAD; return nullptr; }
int main() {
  pthread_barrier_init(&bar, nullptr, 2);
  pthread_t a, b;
  pthread_create(&a, nullptr, work, (void*)0);
  pthread_create(&b, nullptr, work, (void*)1);
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  return 0;
})";

// Busy workers split whenever another waits (explore/parallel/pool.h), so units do travel
// between the two instances on every run, whatever the timing.
struct SplitAlways {
  SplitAlways() { ::setenv("BRAID_SPLIT_ALWAYS", "1", 1); }
  ~SplitAlways() { ::unsetenv("BRAID_SPLIT_ALWAYS"); }
  SplitAlways(const SplitAlways&) = delete;
  SplitAlways& operator=(const SplitAlways&) = delete;
};

CheckResult classes_of(const Program& program, const std::string& algo, unsigned jobs) {
  CheckOptions options;
  options.algorithm.name = algo;
  options.count_classes = true;
  options.detect_races = false;
  options.jobs = jobs;
  return check_program(program, options);
}

}  // namespace

TEST_CASE("barrier slots name the same range on every program instance", "[cxx_barrier][parallel]") {
  for (const char* source : {kCompletionBarrier, kLatch, kPthreadBarrierObserved}) {
    auto program = testing::must_build(source, {"-std=c++20"}, ".cpp");
    runtime::RuntimeConfig config;
    std::unique_ptr<ProgramInstance> one = program->instantiate(config);
    std::unique_ptr<ProgramInstance> two = program->instantiate(config);
    const std::vector<Event> here = barrier_events(*one);
    const std::vector<Event> there = barrier_events(*two);
    REQUIRE(!here.empty());
    REQUIRE(here.size() == there.size());
    for (std::size_t i = 0; i < here.size(); ++i) {
      INFO("barrier event " << i << " of thread " << here[i].thread);
      bool portable = false;
      const std::uint64_t p = one->portable_address(here[i].addr, portable);
      CHECK(portable);
      CHECK(two->local_address(p) == there[i].addr);
      CHECK(one->local_address(p) == here[i].addr);
    }
  }
}

TEST_CASE("sdpor on two workers covers pop's classes of barrier and latch programs", "[cxx_barrier][parallel]") {
  // DFS finishes on the one-phase completion barrier (without race detection): it fixes the
  // count, one class (the completion runs on the barrier's own thread; two while the last
  // arriver ran it, one per runner).
  struct Shape {
    const char* source;
    bool dfs;
  };
  for (const Shape& shape : {Shape{kCompletionBarrier, true}, Shape{kLatch, false}, Shape{kLatchTryWait, false},
                             Shape{kPthreadBarrierObserved, true}}) {
    auto program = testing::must_build(shape.source, {"-std=c++20"}, ".cpp");
    const CheckResult pop = classes_of(*program, "pop", 1);
    REQUIRE(pop.stats.complete);
    if (shape.dfs) {
      const CheckResult dfs = classes_of(*program, "dfs", 1);
      REQUIRE(dfs.stats.complete);
      CHECK(dfs.mazurkiewicz_classes == pop.mazurkiewicz_classes);
    }
    for (unsigned jobs : {1u, 2u}) {
      INFO("sdpor on " << jobs << " workers");
      const SplitAlways split;
      const CheckResult sdpor = classes_of(*program, "sdpor", jobs);
      CHECK(sdpor.stats.complete);
      CHECK(sdpor.mazurkiewicz_classes == pop.mazurkiewicz_classes);
      CHECK(sdpor.reads_from_classes == pop.reads_from_classes);
    }
  }
}
