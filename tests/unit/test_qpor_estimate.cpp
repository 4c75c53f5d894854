// qpor's progress estimate: hunting's sleep-set probes of the lock-event tree
// (SleepSetProbe::Tree::LockEvents: memory accesses run first without branching, as qpor's
// scheduler runs them) count qpor's executions, not POP's (docs/algorithms.md, "Progress
// estimates"). Checked exactly where every descent is enumerated (the tree's completed
// leaves are qpor's executions; the weight's expectation is their number) and, with a
// fixed seed, on probes of programs with known counts.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "check/check.h"
#include "explore/hunt/hunt.h"
#include "explore/hunt/sleep_probe.h"
#include "jit/instance.h"
#include "jit/program.h"
#include "support/build_source.h"
#include "support/probe_paths.h"
#include "support/random_program.h"

using namespace braid;
using namespace braid::testing;

namespace {

struct LeafCount {
  std::uint64_t completed = 0, blocked = 0;
  double expected_weight = 0, total_probability = 0;
};

LeafCount enumerate(Executor& executor, SleepSetProbe::Tree tree, const ProbeForecast* forecast = nullptr) {
  LeafCount out;
  for_each_probe_path(
      executor, forecast, [&](SleepSetProbe& probe) { probe.set_tree(tree); },
      [&](const SleepSetProbe& probe, const ExecutionResult&, double probability) {
        out.total_probability += probability;
        out.expected_weight += probability * probe.weight();
        if (probe.blocked()) ++out.blocked;
        else ++out.completed;
      });
  return out;
}

class CountOnly final : public ExplorationObserver {
 public:
  bool on_execution(const ExecutionResult&) override { return true; }
};

// qpor's executions on `executor`, or nothing when qpor refuses the program.
std::optional<ExplorationStats> qpor_executions(Executor& executor) {
  AlgorithmOptions options;
  options.name = "qpor";
  CountOnly observer;
  try {
    return make_algorithm(options)->explore(executor, observer);
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

Instr op(Instr::Kind k, int var = 0, int value = 0, int target = 0) { return make_instr(k, var, value, target); }

// `threads` threads that each race on x (a store outside any lock), then take mutex 0 and
// store to y `sections` times: qpor's executions are the orders of the critical sections,
// (threads*sections)! / (sections!)^threads; the Mazurkiewicz classes also order the racy
// stores, so POP's count (and the probes of POP's tree) is larger.
testing::Program racy_sections(int threads, int sections) {
  testing::Program p;
  p.vars = 2;
  p.mutexes = 1;
  p.threads.resize(threads + 1);
  for (int t = 1; t <= threads; ++t) {
    p.threads[0].push_back(op(Instr::Create, 0, 0, t));
    p.threads[t].push_back(op(Instr::Store, 0, t));
    for (int i = 0; i < sections; ++i) {
      Instr lock = op(Instr::Lock, 0);
      lock.body.push_back(op(Instr::Store, 1, t * 10 + i));
      p.threads[t].push_back(lock);
    }
  }
  return p;
}

// A random lock program (2-4 workers, each with 1-3 critical sections on 1-3 mutexes,
// sometimes nested in mutex order, a branch on a value read inside) whose workers also load
// and store a shared variable outside any lock (races: qpor does not order them).
testing::Program lock_program(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  const auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  testing::Program p;
  p.mutexes = pick(1, 3);
  p.vars = p.mutexes + 1;  // the last one is raced on
  p.regs = 2;
  const int racy = p.mutexes;
  const int workers = pick(2, 4);
  p.threads.resize(static_cast<std::size_t>(workers) + 1);
  for (int t = 1; t <= workers; ++t) {
    for (int k = pick(1, 3); k > 0; --k) {
      if (pick(0, 1) == 0) p.threads[t].push_back(op(pick(0, 1) ? Instr::Store : Instr::Load, racy, t));
      const int m = pick(0, p.mutexes - 1);
      Instr lock = op(Instr::Lock, m);
      Instr load = op(Instr::Load, m);
      load.reg = 0;
      lock.body.push_back(load);
      Instr branch = op(Instr::If, 0, pick(0, 2));
      branch.reg = 0;
      branch.body.push_back(op(Instr::Store, m, t));
      lock.body.push_back(branch);
      if (m + 1 < p.mutexes && pick(0, 2) == 0) {
        Instr inner = op(Instr::Lock, m + 1);
        inner.body.push_back(op(Instr::Store, m + 1, t));
        lock.body.push_back(inner);
      }
      p.threads[t].push_back(lock);
    }
  }
  for (int t = 1; t <= workers; ++t) p.threads[0].push_back(op(Instr::Create, 0, 0, t));
  for (int t = 1; t <= workers; ++t) p.threads[0].push_back(op(Instr::Join, 0, 0, t));
  return p;
}

}  // namespace

TEST_CASE("qpor estimate: the lock-event tree completes one leaf per qpor execution (random programs)", "[estimate][qpor]") {
  int compared = 0, branching = 0;  // branching: qpor ran more than one execution
  for (std::uint64_t seed = 1; seed <= 120; ++seed) {
    // Random programs (few locks) and random lock programs with races, alternately.
    const testing::Program p = seed % 2 ? random_program(seed, false) : lock_program(seed);
    INFO("seed " << seed << "\n" << to_text(p));
    ToyExecutor ex(p, ToyExecutor::AfterBug::RunOnWhenAsked);
    const std::optional<ExplorationStats> qpor = qpor_executions(ex);
    if (!qpor || !qpor->complete || qpor->executions > 3000) continue;  // refused (atomics) or large
    ++compared;
    branching += qpor->executions > 1;
    const LeafCount leaves = enumerate(ex, SleepSetProbe::Tree::LockEvents);
    CHECK(leaves.completed == qpor->executions);
    // Unbiased: the probabilities of all leaves sum to 1 and E[weight] is the leaf count.
    CHECK(leaves.total_probability == Approx(1.0).epsilon(1e-9));
    CHECK(leaves.expected_weight == Approx(static_cast<double>(leaves.completed)).epsilon(1e-9));
  }
  WARN(compared << " random programs compared with qpor, " << branching << " with more than one execution");
  CHECK(compared >= 40);
  CHECK(branching >= 50);
}

TEST_CASE("qpor estimate: racy stores are no branches of qpor's tree (POP's count is larger)", "[estimate][qpor]") {
  ToyExecutor ex(racy_sections(3, 2), ToyExecutor::AfterBug::RunOnWhenAsked);
  const std::optional<ExplorationStats> qpor = qpor_executions(ex);
  REQUIRE(qpor);
  CHECK(qpor->executions == 90);  // 6! / (2!)^3 orders of the critical sections
  const LeafCount locks = enumerate(ex, SleepSetProbe::Tree::LockEvents);
  CHECK(locks.completed == 90);
  CHECK(locks.expected_weight == Approx(90));
  // With a forecast learnt from earlier probes, the same leaves and still unbiased.
  ProbeForecast forecast;
  std::mt19937_64 rng(7);
  for (int i = 0; i < 20; ++i) {
    SleepSetProbe probe([&](std::span<const double> q) { return std::uniform_int_distribution<std::size_t>(0, q.size() - 1)(rng); });
    probe.set_tree(SleepSetProbe::Tree::LockEvents);
    forecast.learn(ex.run(probe).events);
  }
  const LeafCount guided = enumerate(ex, SleepSetProbe::Tree::LockEvents, &forecast);
  CHECK(guided.completed == 90);
  CHECK(guided.expected_weight == Approx(90));
  CHECK(enumerate(ex, SleepSetProbe::Tree::Mazurkiewicz).completed > 90);
}

TEST_CASE("qpor estimate: seeded guided probes of the lock-event tree, within 1.5x and 3 standard errors", "[estimate][qpor]") {
  struct Case {
    int threads, sections;
    double executions;
  };
  for (const Case c : {Case{3, 2, 90}, Case{2, 5, 252}, Case{4, 2, 2520}, Case{3, 3, 1680}}) {
    INFO(c.threads << " threads x " << c.sections << " sections: " << c.executions << " qpor executions");
    ToyExecutor ex(racy_sections(c.threads, c.sections), ToyExecutor::AfterBug::RunOnWhenAsked);
    ProbeForecast forecast;
    std::mt19937_64 rng(0x71706f72);
    double sum = 0, squares = 0;
    constexpr int kProbes = 300;
    for (int i = 0; i < kProbes; ++i) {
      SleepSetProbe probe(
          [&](std::span<const double> q) {
            double u = std::uniform_real_distribution<double>(0, 1)(rng);
            for (std::size_t k = 0; k + 1 < q.size(); ++k) {
              if (u < q[k]) return k;
              u -= q[k];
            }
            return q.size() - 1;
          },
          &forecast);
      probe.set_tree(SleepSetProbe::Tree::LockEvents);
      forecast.learn(ex.run(probe).events);
      sum += probe.weight();
      squares += probe.weight() * probe.weight();
    }
    const double mean = sum / kProbes;
    const double error = std::sqrt(std::max(0.0, (squares - kProbes * mean * mean) / (kProbes - 1)) / kProbes);
    INFO("estimate " << mean << " +- " << error);
    CHECK(mean >= c.executions / 1.5);
    CHECK(mean <= c.executions * 1.5);
    CHECK(std::abs(mean - c.executions) <= 3 * error + 1e-9);
  }
}

TEST_CASE("qpor estimate: through the JIT, the lock-event tree's leaves are qpor's executions", "[estimate][qpor]") {
  // Two workers race on `hits` and take two mutexes in turn; main joins them.
  const auto program = must_build(R"(
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int hits, x, y;
void *worker(void *arg) {
  hits++;
  pthread_mutex_lock(&a); x++; pthread_mutex_unlock(&a);
  pthread_mutex_lock(&b); y++; pthread_mutex_unlock(&b);
  pthread_mutex_lock(&a); x++; pthread_mutex_unlock(&a);
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
)");
  REQUIRE(program);
  CheckOptions options;
  options.algorithm.name = "qpor";
  options.detect_races = false;
  const CheckResult qpor = check_program(*program, options);
  REQUIRE(qpor.stats.complete);
  const auto instance = program->instantiate(runtime::RuntimeConfig{});
  const LeafCount leaves = enumerate(*instance, SleepSetProbe::Tree::LockEvents);
  CHECK(leaves.completed == qpor.stats.executions);
  CHECK(leaves.expected_weight == Approx(static_cast<double>(qpor.stats.executions)));
}

TEST_CASE("qpor estimate: hunting settles on an exact estimate (every leaf weighs the same)", "[estimate][qpor]") {
  // 5 threads, one critical section each on one mutex: 5! = 120 orders, and every probe of
  // the lock-event tree completes with weight 120 whatever it picks. Both the guided and the
  // corroborating uniform estimates are then exact, with intervals of width 0 whose means
  // may differ in the last bits: they must still count as meeting (they once did not, and
  // PI's exact estimates were never shown).
  struct Sink final : HuntSink {
    bool on_hunt_execution(const ExecutionResult&, std::string_view) override { return true; }
    void on_classes_estimate(double c, double e, std::uint64_t n) override {
      classes = c;
      error = e;
      probes = n;
    }
    double classes = 0, error = 0;
    std::uint64_t probes = 0;
  } sink;
  ToyExecutor ex(racy_sections(5, 1), ToyExecutor::AfterBug::RunOnWhenAsked);
  Hunter hunter;
  hunter.set_class_tree(SleepSetProbe::Tree::LockEvents);
  // 80 class probes: at least 30 corroborating uniform ones (every other lock-event turn).
  while (sink.probes < 80 && hunter.step(ex, sink)) {
  }
  REQUIRE(sink.probes == 80);
  CHECK(sink.classes == Approx(120).epsilon(1e-9));
  CHECK(sink.error <= 1e-6);  // settled: not raised to the estimate by any guard
}
