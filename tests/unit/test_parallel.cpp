// Parallel exploration (engine/explore/parallel/): the work unit's bytes, and exactness:
// every algorithm that splits its work explores, on any number of workers, exactly the
// executions it explores on one — the same runs at the same canonical positions, hence the
// same counts, classes, bugs and (first in canonical order) traces.
#include <catch2/catch.hpp>

#include <atomic>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "check/check.h"
#include "explore/algorithm.h"
#include "explore/parallel/codec.h"
#include "explore/parallel/pool.h"
#include "explore/parallel/work_unit.h"
#include "jit/program.h"
#include "support/build_source.h"
#include "support/random_program.h"

using namespace braid;
using namespace braid::testing;

TEST_CASE("parallel: a work unit survives the trip through bytes", "[parallel]") {
  parallel::WorkUnit unit;
  unit.algorithm = "pop";
  unit.id = 42;
  unit.position = {0, 3, 1, 70000};
  unit.prefix = {0, 0, 1, 2, 1};
  unit.state = {1, 2, 3, 0, 255};
  const std::vector<std::uint8_t> bytes = parallel::encode(unit);
  CHECK(parallel::decode(bytes) == unit);
  // A unit of another version, truncated or with trailing bytes is refused, never misread.
  for (std::size_t cut = 0; cut < bytes.size(); ++cut)
    CHECK_THROWS_AS(parallel::decode(std::span(bytes).first(cut)), parallel::CodecError);
  std::vector<std::uint8_t> longer = bytes;
  longer.push_back(0);
  CHECK_THROWS_AS(parallel::decode(longer), parallel::CodecError);
  std::vector<std::uint8_t> other_version = bytes;
  other_version[5] = static_cast<std::uint8_t>(parallel::kWorkUnitVersion + 1);  // after the 5-byte magic
  CHECK_THROWS_AS(parallel::decode(other_version), parallel::CodecError);

  Event e;
  e.thread = 3;
  e.index = 9;
  e.kind = OpKind::CasFailure;
  e.flags = kFlagAtomic;
  e.size = 8;
  e.addr = 0x7fff'1234'5678;
  e.value_read = ~0ULL;
  e.value_written = 5;
  e.peer = kNoThread;
  e.loc = 17;
  parallel::ByteWriter w;
  w.event(e);
  const std::vector<std::uint8_t> eb = w.take();
  parallel::ByteReader r(eb);
  const Event back = r.event();
  CHECK((back.thread == e.thread && back.index == e.index && back.kind == e.kind && back.flags == e.flags &&
         back.size == e.size && back.addr == e.addr && back.value_read == e.value_read &&
         back.value_written == e.value_written && back.peer == e.peer && back.loc == e.loc));
  CHECK(r.done());
}

namespace {

// Every execution by its canonical position: its schedule and outcome.
struct Runs {
  std::map<std::vector<std::uint32_t>, std::string> by_position;
  std::uint64_t reported = 0;
  bool clash = false;  // two executions at one position
};

struct PositionObserver final : ExplorationObserver {
  bool on_execution(const ExecutionResult& r) override { return on_execution_at(r, {}); }
  bool on_execution_at(const ExecutionResult& r, std::span<const std::uint32_t> position) override {
    std::ostringstream run;
    run << static_cast<int>(r.outcome) << ':' << bug_signature(r) << ':';
    for (ThreadId t : r.schedule) run << t << ',';
    std::lock_guard lock(mutex);
    ++runs.reported;
    if (!runs.by_position.emplace(std::vector<std::uint32_t>(position.begin(), position.end()), run.str()).second)
      runs.clash = true;
    return true;
  }
  std::mutex mutex;
  Runs runs;
};

struct Toys final : ExecutorFactory {
  explicit Toys(const testing::Program& program) : program(program) {}
  std::unique_ptr<Executor> make() override { return std::make_unique<ToyExecutor>(program); }
  const testing::Program& program;
};

Runs explore(const std::string& algorithm, const testing::Program& p, unsigned jobs, ExplorationStats& stats) {
  AlgorithmOptions options;
  options.name = algorithm;
  auto algo = make_algorithm(options);
  PositionObserver observer;
  Toys toys(p);
  stats = algo->explore_parallel(toys, jobs, observer);
  return std::move(observer.runs);
}

// dc falls back to POP on what it does not cover, restarting the exploration: where the
// workers were when one of them met it depends on timing, so the runs dc reported before
// (their positions start with UINT32_MAX - 1, after all of POP's) are left out; POP's runs
// are compared as for pop.
void drop_runs_before_fallback(Runs& runs, const ExplorationStats& stats) {
  if (!stats.counters.count("dc_fallback_pop")) return;
  std::erase_if(runs.by_position, [](const auto& run) { return !run.first.empty() && run.first[0] == UINT32_MAX - 1; });
  runs.reported = runs.by_position.size();
}

// Random programs: the general generator, or (dc) its acyclic and cyclic architectures.
enum class Programs { Plain, Acyclic, Cyclic };

testing::Program program_for(Programs kind, std::uint64_t seed) {
  switch (kind) {
    case Programs::Acyclic: return random_program_architecture(seed, false);
    case Programs::Cyclic: return random_program_architecture(seed, true);
    case Programs::Plain: break;
  }
  return random_program(seed, seed % 2 == 0, seed % 3 == 0, seed % 5 == 0);
}

void compare_workers(const std::string& algorithm, std::uint64_t first_seed, std::uint64_t last_seed,
                     std::uint64_t max_executions, std::vector<unsigned> worker_counts = {2, 4},
                     Programs kind = Programs::Plain, bool must_split = true) {
  std::uint64_t programs = 0, executions = 0, shared = 0;
  for (std::uint64_t seed = first_seed; seed <= last_seed; ++seed) {
    const testing::Program p = program_for(kind, seed);
    INFO(algorithm << " seed " << seed << "\n" << to_text(p));
    ExplorationStats one_stats;
    Runs one = explore(algorithm, p, 1, one_stats);
    if (one.reported > max_executions) continue;
    drop_runs_before_fallback(one, one_stats);
    REQUIRE_FALSE(one.clash);
    ++programs;
    executions += one.reported;
    for (unsigned jobs : worker_counts) {
      INFO(jobs << " workers");
      ExplorationStats stats;
      Runs many = explore(algorithm, p, jobs, stats);
      CHECK_FALSE(many.clash);
      drop_runs_before_fallback(many, stats);
      CHECK(many.reported == one.reported);
      CHECK(many.by_position == one.by_position);
      CHECK(stats.executions == one_stats.executions);
      CHECK(stats.blocked == one_stats.blocked);
      CHECK(stats.complete == one_stats.complete);
      CHECK(stats.workers.size() == jobs);
      for (const WorkerStats& w : stats.workers) shared += w.units_taken;
    }
  }
  WARN(algorithm << ": " << programs << " programs, " << executions << " executions each on 1 and more workers, "
                 << shared << " units taken");
  CHECK(programs >= (last_seed - first_seed + 1) / 2);
  if (must_split) CHECK(shared > 0);
}

}  // namespace

// qpor's giver forgets the units still out when its part ends (docs/algorithms.md, "par20"):
// their takers then skip making the result, and one made anyway is not kept.
TEST_CASE("parallel: a result its giver forgot is neither kept nor awaited", "[parallel]") {
  parallel::WorkPool pool(1, "qpor");
  const std::uint64_t early = pool.give(0, parallel::WorkUnit{}, true);
  const std::uint64_t late = pool.give(0, parallel::WorkUnit{}, true);
  const std::uint64_t kept = pool.give(0, parallel::WorkUnit{}, true);
  pool.forget(early);  // before its result is made
  CHECK_FALSE(pool.result_wanted(early));
  CHECK(pool.result_wanted(late));
  pool.complete(early, {1});
  CHECK_FALSE(pool.has_result(early));
  pool.complete(late, {2});
  CHECK(pool.has_result(late));
  pool.forget(late);  // after: dropped
  CHECK_FALSE(pool.has_result(late));
  pool.complete(kept, {3});
  std::vector<std::uint8_t> result;
  parallel::WorkUnit help;
  CHECK(pool.await(0, kept, result, help) == parallel::WorkPool::Await::Result);
  CHECK(result == std::vector<std::uint8_t>{3});
}

TEST_CASE("parallel: dfs on 1, 2 and 4 workers explores the same executions", "[parallel]") {
  compare_workers("dfs", 1, 120, 3'000);
}
TEST_CASE("parallel: sdpor on 1, 2 and 4 workers explores the same executions", "[parallel]") {
  compare_workers("sdpor", 1, 200, 5'000);
}
TEST_CASE("parallel: pop on 1, 2 and 4 workers explores the same executions", "[parallel]") {
  compare_workers("pop", 1, 200, 5'000);
}
// dc: the same runs at the same positions, including the redundant ones (dc/work.h: where
// units start and what each knows does not depend on the workers), on the general
// generator (await loops and spinlocks: some fall back to POP, on the pool too) and on
// acyclic and cyclic architectures.
TEST_CASE("parallel: dc on 1, 2 and 4 workers explores the same executions", "[parallel]") {
  // The general programs are small too (606 executions over 100 programs): since dc got
  // faster, a run often ends before another worker asks for work (0 units taken in one CI
  // run under load), so only the cyclic set below must share.
  compare_workers("dc", 1, 100, 5'000, {2, 4}, Programs::Plain, false);
  // The acyclic architectures are small (1-3 classes each): their calls rarely reach a
  // unit's depth (dc/work.h), so workers seldom take units there; compared all the same.
  compare_workers("dc", 1, 150, 5'000, {2, 4}, Programs::Acyclic, false);
  compare_workers("dc", 1, 150, 5'000, {2, 4}, Programs::Cyclic);
}
TEST_CASE("parallel: every algorithm on 1, 2, 4 and 8 workers (long run)", "[.long-parallel]") {
  for (const char* algorithm : {"dfs", "sdpor", "pop"}) compare_workers(algorithm, 1, 2000, 100'000, {2, 4, 8});
}
TEST_CASE("parallel: dc on 1, 2, 4 and 8 workers (long run)", "[.long-parallel]") {
  compare_workers("dc", 1, 2000, 100'000, {2, 4, 8});
  compare_workers("dc", 1, 1000, 100'000, {2, 4, 8}, Programs::Acyclic, false);
  compare_workers("dc", 1, 1000, 100'000, {2, 4, 8}, Programs::Cyclic);
}

// Through the real engine: each worker has its own program instance, whose globals, heap
// and stacks are elsewhere, so units must carry portable addresses. A dining-philosophers
// deadlock (mutexes in a global array) and a lost update with races on: same executions,
// classes and bugs (kind, location and trace) on 1, 2 and 4 workers.
namespace {

const char* kPhilosophers = R"(
#include <pthread.h>
#include <assert.h>
pthread_mutex_t forks[3];
int eaten;
static void *philosopher(void *arg) {
  int i = (int)(long)arg;
  pthread_mutex_lock(&forks[i]);
  pthread_mutex_lock(&forks[(i + 1) % 3]);
  eaten = eaten + 1;
  pthread_mutex_unlock(&forks[(i + 1) % 3]);
  pthread_mutex_unlock(&forks[i]);
  return 0;
}
int main(void) {
  pthread_t th[3];
  for (int i = 0; i < 3; i++) pthread_mutex_init(&forks[i], 0);
  for (long i = 0; i < 3; i++) pthread_create(&th[i], 0, philosopher, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(th[i], 0);
  assert(eaten == 3);
  return 0;
}
)";

std::string outcome(const CheckResult& r) {
  std::ostringstream out;
  out << r.stats.executions << " executions, " << r.stats.blocked << " blocked, " << r.mazurkiewicz_classes
      << " classes;";
  for (const BugReport& b : r.bugs) {
    out << ' ' << to_string(b.bug.kind) << '@' << b.bug.loc << '[';
    for (ThreadId t : b.execution.schedule) out << t;
    out << ']';
  }
  return out.str();
}

}  // namespace

TEST_CASE("parallel: real programs give the same result on 1, 2 and 4 workers", "[parallel]") {
  auto program = testing::must_build(kPhilosophers, {}, ".c");
  for (const char* algorithm : {"sdpor", "pop", "dc"}) {
    CheckOptions options;
    options.algorithm.name = algorithm;
    options.count_classes = true;
    const std::string one = outcome(check_program(*program, options));
    for (unsigned jobs : {2u, 4u}) {
      options.jobs = jobs;
      const CheckResult many = check_program(*program, options);
      INFO(algorithm << " on " << jobs << " workers");
      CHECK(many.jobs == jobs);
      CHECK(outcome(many) == one);
    }
  }
}

TEST_CASE("parallel: a budget is exact and every worker stops", "[parallel]") {
  for (const char* algorithm : {"dfs", "sdpor", "pop", "dc"}) {
    const testing::Program p = random_program(11, false);
    struct Budget final : ExplorationObserver {
      std::atomic<std::uint64_t> calls{0};
      bool on_execution(const ExecutionResult&) override { return ++calls < 5; }
    } budget;
    Toys toys(p);
    AlgorithmOptions options;
  options.name = algorithm;
  auto algo = make_algorithm(options);
    const ExplorationStats stats = algo->explore_parallel(toys, 3, budget);
    INFO(algorithm);
    CHECK_FALSE(stats.complete);
    CHECK(budget.calls >= 5);
    CHECK(budget.calls <= 7);  // the other two workers' executions in flight
  }
}

// Threads that create threads, under a mutex: which creator's child a worker meets first
// depends on the schedules it ran before. Thread ids are named once for all workers
// (runtime/thread_names.h); when each worker numbered children in its own order, a prefix
// made on one worker named another thread on the next: dfs on 2 workers counted 8 classes
// where there are 6, and on 4 chose a thread that was not enabled ("internal error").
TEST_CASE("parallel: threads created by threads are named alike on every worker", "[parallel]") {
  auto program = testing::must_build(R"(
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int last;
static void *leaf(void *p) { last = (int)(long)p; return p; }
static void *mid(void *p) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, leaf, p);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
int main(void) {
  pthread_t w[3];
  for (long i = 0; i < 3; i++) pthread_create(&w[i], 0, mid, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(w[i], 0);
  return 0;
}
)", {}, ".c");
  for (const char* algorithm : {"dfs", "sdpor", "pop", "dc"}) {
    CheckOptions options;
    options.algorithm.name = algorithm;
    options.count_classes = true;
    const CheckResult first = check_program(*program, options);
    const std::string one = outcome(first);
    CHECK(first.bugs.size() == 1);  // the leaves' race on `last`
    // dfs runs 18,804 executions a time: 4 workers only (2 also counted 8 classes before).
    for (unsigned jobs : std::string(algorithm) == "dfs" ? std::vector<unsigned>{4} : std::vector<unsigned>{2, 4}) {
      options.jobs = jobs;
      const CheckResult many = check_program(*program, options);
      INFO(algorithm << " on " << jobs << " workers");
      CHECK(outcome(many) == one);
    }
  }
}

// POP's rules of branches pop22-pop25 read the frames below the current one: their σ, where
// they branched, the event σ was moved before, the racers they recorded, and the parent's
// recorded run and list of schedules. A frame received from another worker used to have
// placeholders there (only their SchedChars), so those rules did not fire on it and the pool
// explored runs one worker does not: the shared_mutex program of pop19 15 or 21 executions
// for 15 classes, pop24's trywrlock program 13 for 10 (10 with one worker). The unit carries
// what they read now (docs/algorithms.md, "par21: a work unit carries what POP's rules read
// of the frames below it"). Which frames cross workers depends on timing, so each program
// runs several times on 2 and 4 workers, with and without BRAID_SPLIT_ALWAYS.
TEST_CASE("parallel: pop's rules that read the frames below give the same runs on 1, 2 and 4 workers",
          "[parallel][pop]") {
  struct SplitAlways {
    SplitAlways() { ::setenv("BRAID_SPLIT_ALWAYS", "1", 1); }
    ~SplitAlways() { ::unsetenv("BRAID_SPLIT_ALWAYS"); }
  };
  struct Source {
    std::string what;
    std::string text;
    std::string ext;
  };
  std::vector<Source> sources;
  for (const char* name : {"pop19_cpp_shared_mutex_try_lock_shared_vs_writers.cpp",
                           "pop24_rwlock_trywrlock_vs_writer_and_reader.c",
                           "pop24_rwlock_timedwrlock_vs_writer_and_reader.c"}) {
    std::ifstream in(std::string(BRAID_TEST_PROGRAMS) + "/verdicts/" + name);
    REQUIRE(in.good());
    std::stringstream text;
    text << in.rdbuf();
    const std::string file = name;
    sources.push_back({file, text.str(), file.substr(file.rfind('.'))});
  }
  // The two shapes of test_primitives.cpp's pop25 test (failed tries before a writer's unlock).
  const std::string rwlock_head = "#include <pthread.h>\npthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER; int x;\nint misses;\n"
                                  "void *a(void *p) { pthread_rwlock_wrlock(&l); x++; pthread_rwlock_unlock(&l); return 0; }\n"
                                  "void *b(void *p) { if (pthread_rwlock_tryrdlock(&l) == 0) { int v = x; (void)v; pthread_rwlock_unlock(&l); }\n"
                                  "  else __atomic_fetch_add(&misses, 1, __ATOMIC_SEQ_CST); return 0; }\n";
  const std::string rwlock_main = "int main(void) { pthread_t t[3]; pthread_create(&t[0], 0, a, 0); pthread_create(&t[1], 0, b, 0);\n"
                                  "  pthread_create(&t[2], 0, c, 0); for (int i = 0; i < 3; i++) pthread_join(t[i], 0); return 0; }\n";
  sources.push_back({"a writer, a tryrdlock and a trywrlock counting misses",
                     rwlock_head +
                         "void *c(void *p) { if (pthread_rwlock_trywrlock(&l) == 0) { x += 4; pthread_rwlock_unlock(&l); }\n"
                         "  else __atomic_fetch_add(&misses, 1, __ATOMIC_SEQ_CST); return 0; }\n" +
                         rwlock_main,
                     ".c"});
  sources.push_back({"a writer and two tryrdlocks counting misses",
                     rwlock_head +
                         "void *c(void *p) { if (pthread_rwlock_tryrdlock(&l) == 0) { int v = x; (void)v; pthread_rwlock_unlock(&l); }\n"
                         "  else __atomic_fetch_add(&misses, 1, __ATOMIC_SEQ_CST); return 0; }\n" +
                         rwlock_main,
                     ".c"});
  for (const Source& source : sources) {
    auto program = testing::must_build(source.text, {}, source.ext);
    CheckOptions options;
    options.algorithm.name = "pop";
    options.count_classes = true;
    options.jobs = 1;
    const CheckResult first = check_program(*program, options);
    REQUIRE(first.stats.complete);
    const std::string one = outcome(first);
    for (const bool split_always : {false, true}) {
      std::optional<SplitAlways> knob;
      if (split_always) knob.emplace();
      for (unsigned jobs : {2u, 4u}) {
        for (int attempt = 0; attempt < 3; ++attempt) {
          options.jobs = jobs;
          const CheckResult many = check_program(*program, options);
          INFO(source.what << " on " << jobs << " workers" << (split_always ? ", split always" : "") << ", attempt "
                           << attempt);
          CHECK(many.jobs == jobs);
          CHECK(outcome(many) == one);
        }
      }
    }
  }
}

namespace {

// An executor with nothing to run: the tests below count instances, not executions.
class NullExecutor final : public Executor {
 public:
  const ExecutionResult& run(Scheduler&) override { return result_; }
  const LocationTable& locations() const override { return locations_; }

 private:
  ExecutionResult result_;
  LocationTable locations_;
};

struct CountingInstances final : ExecutorFactory {
  std::atomic<int> made{0};
  int fail_at = 0;  // the fail_at-th instance throws (1-based; 0: none)
  std::unique_ptr<Executor> make() override {
    const int n = ++made;
    if (n == fail_at) throw std::runtime_error("instance " + std::to_string(n) + " could not be made");
    return std::make_unique<NullExecutor>();
  }
};

struct QuietObserver final : ExplorationObserver {
  bool on_execution(const ExecutionResult&) override { return true; }
};

// Worker 0 hands out `units` units and waits until another worker took one (or the pool
// stopped), then every worker uses its executor once per unit it takes.
ExplorationStats run_units(CountingInstances& instances, unsigned jobs, int units) {
  QuietObserver observer;
  std::atomic<bool> others_took{false};
  return parallel::run_workers(
      instances, jobs, observer, "pop",
      [units, &others_took](unsigned w, Executor& executor, ExplorationObserver&, parallel::WorkPool& pool) {
        if (w == 0) {
          (void)executor.locations();  // the root's run
          for (int i = 0; i < units; ++i) pool.give(0, parallel::WorkUnit{});
          while (units > 0 && !others_took && !pool.stopped()) std::this_thread::yield();
        }
        parallel::WorkUnit unit;
        while (pool.take(w, unit)) {
          if (w != 0) others_took = true;
          (void)executor.locations();
        }
        return ExplorationStats{};
      });
}

}  // namespace

// speed22: a worker's program instance is made when the worker first uses its executor, so
// a program that one worker explores alone costs one instance, not one per worker.
TEST_CASE("parallel: workers make their program instance when they first get work", "[parallel][lazy]") {
  SECTION("no work to share: one instance") {
    CountingInstances instances;
    run_units(instances, 4, 0);
    CHECK(instances.made == 1);
  }
  SECTION("shared work: at most one instance per worker") {
    CountingInstances instances;
    run_units(instances, 4, 64);
    CHECK(instances.made >= 2);
    CHECK(instances.made <= 4);
  }
  SECTION("an error making a late worker's instance reaches the caller") {
    // Worker 0's instance is made first, on the calling thread; the second one throws, in
    // whichever worker takes a unit first.
    CountingInstances instances;
    instances.fail_at = 2;
    CHECK_THROWS_WITH(run_units(instances, 2, 64), "instance 2 could not be made");
    CHECK(instances.made == 2);
    instances.made = 0;
    instances.fail_at = 1;  // worker 0's: thrown before any worker runs
    CHECK_THROWS_WITH(run_units(instances, 2, 64), "instance 1 could not be made");
  }
}
