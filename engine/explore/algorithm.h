// The one interface every exploration algorithm implements.
//
// An algorithm is a folder under engine/explore/ with a factory registered in
// registry.cpp; nothing outside its folder knows its internals. It drives an Executor,
// hands every finished execution to the ExplorationObserver (which collects bugs, counts
// classes and enforces budgets) and stops early when the observer says so.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "explore/execution.h"
#include "explore/qpor/options.h"

namespace braid {

// Which algorithm, and the options of those that have any (each defined in the
// algorithm's folder).
struct AlgorithmOptions {
  std::string name = "pop";  // dfs | sdpor | pop | qpor | dc
  QporOptions qpor;
  // >= 0: explore only schedules with at most this many preemptions (explore/hunt, "pb";
  // check_program picks it instead of `name`, which stays out of the registry).
  int preemption_bound = -1;
  // dc: estimate the total by random probes of its own tree (dc/estimate.h), which cost
  // part of the time; the check asks for it when a progress display or --time-limit uses it.
  bool estimate_total = false;
};

class ExplorationObserver {
 public:
  virtual ~ExplorationObserver() = default;
  // Called once per finished execution (any outcome, including Abandoned). Return false to
  // stop the exploration (budget exhausted, cancelled, enough bugs).
  virtual bool on_execution(const ExecutionResult& result) = 0;
  // The same, with the execution's position in the exploration tree (parallel/work_unit.h):
  // lexicographic order of positions is the order one worker explores in, whatever the
  // number of workers, so an observer can keep, say, the first trace of a bug in that order
  // rather than the first to arrive. Algorithms that know positions call this one.
  virtual bool on_execution_at(const ExecutionResult& result, std::span<const std::uint32_t> position) {
    (void)position;
    return on_execution(result);
  }
  // An algorithm that can estimate the total number of executions it will run reports its
  // current estimate here (for progress displays); the default ignores it.
  virtual void on_estimate(double total_executions) { (void)total_executions; }
  // The same with what is certain: the whole exploration runs at least `at_least` times
  // (runs done plus branches known and not started: POP).
  // `total_executions` 0: no estimate worth showing yet, only that. The default keeps the
  // estimate alone.
  virtual void on_estimate_with_floor(double total_executions, double at_least) {
    (void)at_least;
    on_estimate(total_executions);
  }
  // An algorithm that estimates its total by random probes of its own tree (dc: dc/estimate.h)
  // reports their mean, its standard error and the probes so far; probes 0 withdraws it.
  // The observer decides when it is settled enough to show. The default ignores it.
  virtual void on_probe_estimate(double mean, double standard_error, std::uint64_t probes) {
    (void)mean;
    (void)standard_error;
    (void)probes;
  }
  // Polled by an algorithm where it may compute for long without running an execution
  // (DC-DPOR's realizability checks and searches): false once the exploration must stop
  // (the time limit passed, cancelled, stopped elsewhere), as on_execution would say at the
  // next execution. The default never stops.
  virtual bool keep_going() { return true; }
  // State the exploration no longer needs (a worker's search state, a program instance),
  // whose release can take seconds on a loaded machine (hundreds of MB of small blocks):
  // the observer may keep it until the verdict is out (check.cpp, when --time-limit stopped
  // the exploration). The default releases it here.
  virtual void retire(std::shared_ptr<void> state) { (void)state; }
};

// What one worker of a parallel exploration did (parallel/pool.h), for --stats and the
// benchmarks: how the work was split decides how far it scales.
struct WorkerStats {
  std::uint64_t executions = 0;   // executions this worker ran (any outcome)
  std::uint64_t units_taken = 0;  // subtrees it took from the pool (steals)
  std::uint64_t units_given = 0;  // subtrees it split off for others
  double idle_s = 0;              // time spent waiting for work
  std::vector<std::uint64_t> unit_executions;  // executions of each subtree it explored
  std::vector<std::uint64_t> unit_bytes;       // encoded size of each unit it gave
};

struct ExplorationStats {
  std::uint64_t executions = 0;  // executions that ran to an end (Complete, Bug or Blocked)
  std::uint64_t blocked = 0;     // executions abandoned as redundant (sleep-set blocked)
  std::uint64_t assume_blocked = 0;  // executions blocked by a failed __VERIFIER_assume
  bool complete = false;         // the whole space was explored (not stopped early, and
                                 // no execution cut by a bound)
  // Executions cut by a bound (a `bound` finding: --max-steps, the loop-iteration bound):
  // what follows each cut is not explored, so `complete` is false when this is not 0.
  // Filled by check_program from the executions the observer saw (every algorithm).
  std::uint64_t bounded_executions = 0;
  // A preemption-bounded algorithm explored every schedule with at most this many
  // preemptions (-1: no such claim). report/verdict.cpp: "complete up to K preemptions".
  int complete_up_to_preemptions = -1;
  // Runs whose replay could not follow the schedule the algorithm asked for (the program
  // did something else on the same schedule: a nondeterminism the runtime did not catch),
  // so the branch each stood for was given up. Not 0: `complete` is false and the verdict
  // says why (report/verdict.cpp, "divergence").
  std::uint64_t replay_divergences = 0;
  // Set when the algorithm handed the whole exploration to another one (dc restarts as pop on
  // what it does not cover): the user asked for one equivalence and got another's count, so
  // the verdict says so (engine/check, a note).
  struct Fallback {
    std::string algorithm, why;
  };
  std::optional<Fallback> fell_back;
  // Algorithm-specific counters and timers (name -> value), printed by --stats.
  std::map<std::string, double> counters;
  // One entry per worker of a parallel exploration (empty on one worker).
  std::vector<WorkerStats> workers;
};

// Hands out the executors of a parallel exploration, one per worker: each worker owns its
// program instance, so workers share no mutable state of the program.
class ExecutorFactory {
 public:
  virtual ~ExecutorFactory() = default;
  virtual std::unique_ptr<Executor> make() = 0;
};

class Algorithm {
 public:
  virtual ~Algorithm() = default;
  virtual std::string_view name() const = 0;
  virtual ExplorationStats explore(Executor& executor, ExplorationObserver& observer) = 0;
  // Explores with up to `jobs` worker threads, each with its own executor from `executors`.
  // The observer is called by the workers concurrently (it must be thread-safe); after it
  // said stop, workers already running an execution may still report theirs. The explored
  // executions are the same as explore()'s, in another order. An algorithm that cannot
  // split its work runs explore() on one executor (the default).
  virtual bool splits_work() const { return false; }  // does explore_parallel use several workers?
  // Does the algorithm treat plain (non-atomic) accesses as thread-local, which covers every
  // behaviour only of data-race-free programs? Once a data race is found, the orders of
  // racing accesses were not explored (report/verdict.h says so).
  virtual bool assumes_data_race_freedom() const { return false; }
  virtual ExplorationStats explore_parallel(ExecutorFactory& executors, unsigned jobs,
                                            ExplorationObserver& observer) {
    (void)jobs;
    const std::unique_ptr<Executor> executor = executors.make();
    return explore(*executor, observer);
  }
};

// Creates the algorithm named in `options`; throws std::invalid_argument for unknown names.
std::unique_ptr<Algorithm> make_algorithm(const AlgorithmOptions& options);
std::vector<std::string> algorithm_names();

}  // namespace braid
