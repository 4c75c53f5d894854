// POP against brute force on random abstract programs (toy executor): exactly one
// execution per Mazurkiewicz class, no sleep-set-blocked runs, every bug found.
#include <catch2/catch.hpp>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "explore/dpor_common/happens_before.h"
#include "explore/pop/pop.h"
#include "support/random_program.h"

using namespace braid;
using namespace braid::testing;

namespace {

Instr op(Instr::Kind k, int var = 0, int value = 0, int target = 0) { return make_instr(k, var, value, target); }

struct Totals {
  std::uint64_t executions = 0, classes = 0, programs = 0, stale_read_runs = 0;
};

// POP's only redundant runs: those that stop a spinning thread after a stale read (await
// loops, docs/algorithms.md); it never blocks on its sleep sets.
std::uint64_t stale_read_runs(const ExplorationStats& s) {
  const auto it = s.counters.find("stale_read_runs");
  return it == s.counters.end() ? 0 : static_cast<std::uint64_t>(it->second);
}

void check_pop(std::uint64_t seed, bool bugs, Totals& totals, bool awaits = false, bool spins = false) {
  const Program p = random_program(seed, bugs, awaits, spins);
  INFO("seed " << seed << "\n" << to_text(p));
  ToyExecutor ex(p);
  Enumeration truth;
  try {
    truth = brute_force(ex, 300'000);
  } catch (const std::runtime_error&) {
    return;  // too big for brute force
  }
  auto algo = make_pop_algorithm({});
  AlgoRun run = run_algorithm(*algo, ex);
  CHECK(run.stats.complete);
  CHECK(run.stats.blocked == stale_read_runs(run.stats));
  totals.stale_read_runs += stale_read_runs(run.stats);
  CHECK(run.seen.bugs == truth.bugs);
  if (truth.maximal_only) {
    CHECK(run.seen.classes == truth.classes);  // completeness: every class explored
    ++totals.programs;
    totals.executions += run.stats.executions;
    totals.classes += truth.classes.size();
  } else {
    for (const auto& k : run.seen.classes) CHECK(truth.classes.count(k) == 1);
  }
}

}  // namespace

TEST_CASE("pop: paper-style example with read schedules", "[pop]") {
  // Fig. 1-like: the sleep-set characterisation is needed for exactly one run per class.
  // Three threads racing on x and y with reads (needs the sleep-set characterisation).
  Program p;
  p.vars = 3;
  p.threads.resize(4);
  p.threads[1] = {op(Instr::Store, 0, 1), op(Instr::Store, 1, 1), op(Instr::Store, 2, 1)};
  Instr r0 = op(Instr::Load, 1), r1 = op(Instr::Load, 0), r2 = op(Instr::Load, 2);
  p.threads[2] = {r0, r1};
  p.threads[3] = {r2, r1, r0};
  p.threads[0] = {op(Instr::Create, 0, 0, 1), op(Instr::Create, 0, 0, 2), op(Instr::Create, 0, 0, 3)};
  ToyExecutor ex(p);
  const Enumeration truth = brute_force(ex);
  auto algo = make_pop_algorithm({});
  AlgoRun run = run_algorithm(*algo, ex);
  CHECK(run.seen.classes == truth.classes);
  CHECK(run.stats.executions == truth.classes.size());
  CHECK(run.stats.blocked == 0);
}

// Optimality is exact on the paper's model (reads, writes, RMW) but can be lost around
// mutexes and CAS (docs/algorithms.md); completeness is checked on every program, the
// redundancy is measured and bounded.
TEST_CASE("pop: random programs without bugs match brute force", "[pop]") {
  Totals t;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) check_pop(seed, false, t);
  WARN("pop: " << t.executions << " executions for " << t.classes << " classes in " << t.programs
               << " programs");
  CHECK(t.executions <= t.classes + t.classes / 10);
}

TEST_CASE("pop: random programs with asserts find every bug", "[pop]") {
  Totals t;
  for (std::uint64_t seed = 1001; seed <= 1200; ++seed) check_pop(seed, true, t);
  CHECK(t.executions <= t.classes + t.classes / 10);
}

// Await loops (the runtime blocks a read-only spin loop until its variable changes):
// complete, exactly one execution per class; redundant runs only where a stale read
// stopped a spinning thread that a later write would have let go on.
TEST_CASE("pop: random programs with await loops match brute force", "[pop]") {
  Totals t;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) check_pop(seed, false, t, true);
  WARN("pop with await loops: " << t.executions << " executions for " << t.classes << " classes in "
                                << t.programs << " programs, " << t.stale_read_runs << " stale-read runs");
  CHECK(t.executions <= t.classes + t.classes / 10);
  Totals b;
  for (std::uint64_t seed = 1001; seed <= 1150; ++seed) check_pop(seed, true, b, true);
}

TEST_CASE("pop: debug trace", "[.popdebug]") {
  const char* env = std::getenv("POPSEED");
  const Program p = random_program(env ? std::strtoull(env, nullptr, 10) : 1085, true);
  ToyExecutor ex(p);
  const Enumeration truth = brute_force(ex);
  auto algo = make_pop_algorithm({});
  AlgoRun run = run_algorithm(*algo, ex);
  std::printf("truth %zu classes; pop %zu classes, %llu executions\n", truth.classes.size(),
              run.seen.classes.size(), static_cast<unsigned long long>(run.stats.executions));
  struct Obs final : ExplorationObserver {
    const AlgoRun* pop;
    std::set<std::pair<std::uint64_t, std::uint64_t>> shown;
    bool on_execution(const ExecutionResult& r) override {
      if (r.outcome == ExecutionOutcome::Abandoned) return true;
      const ClassKey k = mazurkiewicz_key(r.events);
      if (pop->seen.classes.count({k.lo, k.hi}) || !shown.insert({k.lo, k.hi}).second) return true;
      std::printf("missing:");
      for (const Event& e : r.events) std::printf(" %u.%u", e.thread, e.index);
      std::printf("\n");
      return true;
    }
  } obs;
  obs.pop = &run;
  auto dfs = make_algorithm(AlgorithmOptions{});
  dfs->explore(ex, obs);
}

// POP keeps the happens-before analysis of the prefix a run shares with the previous one
// (HappensBefore::truncate with an undo log): truncating one execution's analysis to a
// shared prefix and appending another execution's rest must give exactly the clocks and
// races of the other execution's analysis built from scratch.
namespace {
// Follows `prefix`, then always picks the highest enabled thread.
class PrefixThenHighest final : public Scheduler {
 public:
  explicit PrefixThenHighest(const Schedule& prefix) : prefix_(prefix) {}
  ThreadId choose(const ExecutionView& view) override {
    const std::size_t m = view.events().size();
    if (m < prefix_.size()) return prefix_[m];
    ThreadId pick = kStop;
    for (const ThreadStatus& s : view.threads())
      if (s.enabled) pick = s.id;
    return pick;
  }

 private:
  const Schedule& prefix_;
};
}  // namespace

TEST_CASE("dpor_common: truncate and append another continuation equals a fresh analysis", "[pop]") {
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 80; ++seed) {
    const Program p = random_program(seed, false, seed % 2 == 0);
    ToyExecutor ex(p);
    Schedule none;
    ReplayScheduler lowest(none);
    const ExecutionResult first = ex.run(lowest);
    for (std::size_t cut = 0; cut <= first.events.size(); cut += 2) {
      const Schedule prefix(first.schedule.begin(),
                            first.schedule.begin() + static_cast<std::ptrdiff_t>(std::min(cut, first.schedule.size())));
      PrefixThenHighest other_sched(prefix);
      const std::vector<Event> other = ex.run(other_sched).events;
      std::size_t shared = 0;
      while (shared < other.size() && shared < first.events.size() &&
             other[shared].thread == first.events[shared].thread && other[shared].index == first.events[shared].index)
        ++shared;
      dpor::HappensBefore hb, fresh;
      for (const Event& e : first.events) hb.append(e);
      hb.truncate(shared);
      for (std::size_t i = shared; i < other.size(); ++i) hb.append(other[i]);
      for (const Event& e : other) fresh.append(e);
      REQUIRE(hb.size() == fresh.size());
      for (std::size_t i = 0; i < other.size(); ++i) {
        INFO("seed " << seed << " shared prefix " << shared << " event " << i);
        const auto a = hb.races(i), b = fresh.races(i);
        CHECK(std::vector<std::uint32_t>(a.begin(), a.end()) == std::vector<std::uint32_t>(b.begin(), b.end()));
        for (ThreadId t = 0; t < 6; ++t) CHECK(hb.clock_at(i, t) == fresh.clock_at(i, t));
      }
      compared += shared < first.events.size();
    }
  }
  CHECK(compared > 100);  // the continuations really differ from the truncated execution
}

// CAS spinlocks (a failed attempt blocks the thread until the variable changes, and is
// announced as a failed CAS while blocked): complete and every bug found; the CAS
// redundancy of docs/algorithms.md aside, about one execution per class.
TEST_CASE("pop: random programs with CAS spinlocks match brute force", "[pop]") {
  Totals t;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) check_pop(seed, false, t, false, true);
  WARN("pop with CAS spinlocks: " << t.executions << " executions for " << t.classes << " classes in "
                                  << t.programs << " programs, " << t.stale_read_runs << " stale-read runs");
  CHECK(t.executions <= t.classes + t.classes / 5);
  Totals b;
  for (std::uint64_t seed = 1001; seed <= 1150; ++seed) check_pop(seed, true, b, false, true);
}

TEST_CASE("pop: random programs with CAS spinlocks (long run)", "[.long]") {
  Totals t;
  for (std::uint64_t seed = 1; seed <= 3000; ++seed) check_pop(seed, false, t, false, true);
  WARN("pop with CAS spinlocks: " << t.executions << " executions for " << t.classes << " classes in "
                                  << t.programs << " programs, " << t.stale_read_runs << " stale-read runs");
  Totals b;
  for (std::uint64_t seed = 10001; seed <= 11000; ++seed) check_pop(seed, true, b, false, true);
}

// Parallel POP (--jobs): workers take subtrees of pending schedules from each other. The
// explored executions must be exactly the sequential ones: same count, same classes, same
// bugs, however the work was split (3 workers on 2 cores interleave donations more).
TEST_CASE("pop: parallel workers explore exactly the sequential executions", "[pop]") {
  std::uint64_t compared = 0, executions = 0;
  for (std::uint64_t seed = 1; seed <= 150; ++seed) {
    for (bool bugs : {false, true}) {
      const Program p = random_program(seed, bugs, seed % 3 == 0, seed % 5 == 0);
      INFO("seed " << seed << (bugs ? " with bugs" : "") << "\n" << to_text(p));
      ToyExecutor ex(p);
      auto sequential_algo = make_pop_algorithm({});
      const AlgoRun sequential = run_algorithm(*sequential_algo, ex);
      if (sequential.seen.executions > 20'000) continue;
      for (unsigned jobs : {2u, 3u}) {
        auto algo = make_pop_algorithm({});
        const AlgoRun parallel = run_algorithm_parallel(*algo, p, jobs);
        CHECK(parallel.stats.complete);
        CHECK(parallel.stats.executions == sequential.stats.executions);
        CHECK(parallel.stats.blocked == sequential.stats.blocked);
        CHECK(parallel.seen.classes == sequential.seen.classes);
        CHECK(parallel.seen.bugs == sequential.seen.bugs);
        CHECK(parallel.duplicate_classes == sequential.duplicate_classes);
      }
      ++compared;
      executions += sequential.stats.executions;
    }
  }
  WARN(compared << " programs, " << executions << " executions each way");
  CHECK(compared > 200);

  // A bigger program, so that the workers really share subtrees.
  Program big;
  big.vars = 3;
  big.threads.resize(5);
  for (int t = 1; t <= 4; ++t) {
    big.threads[static_cast<std::size_t>(t)] = {op(Instr::Store, t % 3, t), op(Instr::Load, (t + 1) % 3),
                                                op(Instr::Store, (t + 2) % 3, t), op(Instr::Load, t % 3)};
    big.threads[0].push_back(op(Instr::Create, 0, 0, t));
  }
  ToyExecutor ex(big);
  auto sequential_algo = make_pop_algorithm({});
  const AlgoRun sequential = run_algorithm(*sequential_algo, ex);
  for (unsigned jobs : {2u, 4u}) {
    auto algo = make_pop_algorithm({});
    const AlgoRun parallel = run_algorithm_parallel(*algo, big, jobs);
    INFO(jobs << " workers: " << parallel.stats.counters.at("subtrees_shared") << " subtrees shared, "
              << sequential.stats.executions << " executions");
    CHECK(parallel.stats.counters.at("subtrees_shared") > 0);
    CHECK(parallel.stats.executions == sequential.stats.executions);
    CHECK(parallel.seen.classes == sequential.seen.classes);
    CHECK(parallel.stats.blocked == 0);
  }
}

// A budget stops every worker: after the observer said stop, at most the executions the
// other workers were running are still reported, and the result says incomplete.
TEST_CASE("pop: parallel workers stop together when the observer says so", "[pop]") {
  Program p;
  p.vars = 1;
  p.threads.resize(5);
  for (int t = 1; t <= 4; ++t) p.threads[static_cast<std::size_t>(t)] = {op(Instr::Store, 0, t), op(Instr::Load, 0)};
  for (int t = 1; t <= 4; ++t) p.threads[0].push_back(op(Instr::Create, 0, 0, t));
  struct Toys final : ExecutorFactory {
    explicit Toys(const Program& program) : program(program) {}
    std::unique_ptr<Executor> make() override { return std::make_unique<ToyExecutor>(program); }
    const Program& program;
  } toys(p);
  struct Budget final : ExplorationObserver {
    std::atomic<std::uint64_t> calls{0};
    bool on_execution(const ExecutionResult&) override { return ++calls < 50; }
  } budget;
  auto algo = make_pop_algorithm({});
  const ExplorationStats stats = algo->explore_parallel(toys, 2, budget);
  CHECK_FALSE(stats.complete);
  CHECK(budget.calls >= 50);
  CHECK(budget.calls <= 51);  // the other worker's execution in flight
}
