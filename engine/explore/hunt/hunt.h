// Bug hunting: strategies that find bugs fast when exhaustive exploration is out of reach
// (issue 17, docs/algorithms.md "Hunting").
//
//   * iterative preemption bounding (CHESS): depth-first search over every schedule with at
//     most K preemptions, K = 0, 1, 2, ...; a finished level is a typed coverage fact;
//   * PCT (Burckhardt et al., ASPLOS'10) with depths 1-3: random priorities, d-1 change
//     points, a probabilistic guarantee per bug depth;
//   * POS (Yuan et al., CAV'18): random priorities per thread, re-drawn for the threads
//     whose next operation conflicts with the one just executed;
//   * depth-first search in orders unlike the exhaustive algorithms' (highest thread first,
//     alternation first: switch thread at every point where another one can run), and
//     round robin with quanta of 1, 2, ... steps (lockstep alternation for many rounds);
//   * longest waiting first: round robin among the enabled threads, turns of one step or of
//     1-3 lock releases, a random first round (strict alternation through locks and
//     condition variables);
//   * rare sites: the thread that runs a location it runs only a few times per execution
//     (a special case of a hot loop) is preempted just before or after it; turns of writes:
//     round robin whose turns end at a thread's shared writes (targeted.h);
//   * random speeds: each thread runs at a speed drawn per run, so threads progress in a
//     drawn ratio (a checker sampling a writer's stages one by one; targeted.h);
//   * uniform random probes, whose product of choice counts estimates (Knuth) the number
//     of interleavings of the whole space, and uniform random descents of the sleep-set
//     tree, which estimate the number of Mazurkiewicz classes (POP's executions).
//
// A Hunter owns only its strategies' state: it runs on whatever Executor it is given (its
// own program instance), one execution at a time, so it can run on a thread of its own
// today and as tasks on a pool later. Every execution is a real run of the program with
// its schedule, so every bug found replays like any other.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>
#include <string_view>

#include "explore/algorithm.h"
#include "explore/execution.h"
#include "explore/hunt/coverage.h"
#include "explore/hunt/sleep_probe.h"

namespace braid {

// `--strategy`: the exhaustive algorithm alone, hunting alone, or both at once (default).
enum class Strategy : std::uint8_t { Exhaustive, Hunt, Portfolio };
std::optional<Strategy> parse_strategy(std::string_view name);
std::string_view to_string(Strategy strategy);

class HuntSink {
 public:
  virtual ~HuntSink() = default;
  // Each execution of the hunt, with the strategy that chose its schedule ("pct(d=2)").
  // Return false to stop the hunt.
  virtual bool on_hunt_execution(const ExecutionResult& result, std::string_view strategy) = 0;
  // A new estimate of the number of interleavings of the whole space.
  virtual void on_interleavings_estimate(double interleavings) { (void)interleavings; }
  // A new estimate of the number of Mazurkiewicz classes (POP's executions), the standard
  // error of that mean, and the number of probes it rests on.
  virtual void on_classes_estimate(double classes, double standard_error, std::uint64_t probes) {
    (void)classes;
    (void)standard_error;
    (void)probes;
  }
  // A lower bound (about 95 %) on those classes that holds whatever the probes' tail
  // (markov_lower_bound in explore/tail_shape.h); 0 when it says nothing.
  virtual void on_classes_at_least(double classes) { (void)classes; }
};

class Hunter {
 public:
  explicit Hunter(std::uint64_t seed = 0x627261696468756eULL);
  ~Hunter();
  Hunter(const Hunter&) = delete;
  Hunter& operator=(const Hunter&) = delete;

  // One execution of the next strategy in turn. False when the sink said stop or when
  // the preemption-bounded search exhausted the whole space (nothing left to hunt).
  bool step(Executor& executor, HuntSink& sink);
  // Steps until `stop` is requested or step() returns false.
  void run(Executor& executor, HuntSink& sink, std::stop_token stop);
  // The exhaustive run will not finish in its budget: give the preemption-bounded search,
  // which can finish a level, every other turn. May be called from another thread.
  void prefer_bounded() { prefer_bounded_.store(true, std::memory_order_relaxed); }
  // The tree whose completed leaves the class estimate counts (on_classes_estimate): the
  // exhaustive algorithm's executions. Mazurkiewicz (default) for pop; LockEvents for
  // qpor (SleepSetProbe::Tree). Set before the first step.
  void set_class_tree(SleepSetProbe::Tree tree);
  const HuntCoverage& coverage() const { return coverage_; }

 private:
  bool step_once(Executor& executor, HuntSink& sink);  // step() without its time accounting
  struct Strategies;
  std::unique_ptr<Strategies> strategies_;
  HuntCoverage coverage_;
  std::uint64_t turn_ = 0;
  std::atomic<bool> prefer_bounded_{false};
};

// Depth-first search over the schedules with at most `bound` preemptions (a preemption:
// switching away from a thread that could go on). Exposed for `--preemption-bound K` (the
// "pb" algorithm) and tests.
class BoundedDfs {
 public:
  enum class Order : std::uint8_t { LowestFirst, HighestFirst, AlternationFirst };
  // bound < 0: no bound.
  BoundedDfs(int bound, Order order);
  ~BoundedDfs();
  BoundedDfs(BoundedDfs&&) noexcept;
  BoundedDfs& operator=(BoundedDfs&&) noexcept;
  // Runs the next schedule; the result stays valid until the executor's next run.
  const ExecutionResult& run_next(Executor& executor);
  bool done() const;    // every schedule within the bound was run
  bool pruned() const;  // some schedule was left out because of the bound
  int bound() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// "pb": exhaustive up to `AlgorithmOptions::preemption_bound` preemptions.
std::unique_ptr<Algorithm> make_preemption_bounded_algorithm(const AlgorithmOptions& options);
// "hunt": the Hunter as an Algorithm (--strategy hunt): runs until the observer stops it
// or the space is exhausted. `coverage` (optional) receives what it covered.
std::unique_ptr<Algorithm> make_hunt_algorithm(HuntCoverage* coverage);

}  // namespace braid
