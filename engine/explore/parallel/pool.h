// The work pool every parallel exploration runs on (dfs, sdpor, pop, qpor; dc runs on one
// worker, see docs/algorithms.md "Parallel exploration").
//
// Each worker explores its own subtree with its own program instance and algorithm state;
// nothing of the exploration itself is shared. Work moves only when a worker is idle:
// a busy worker checks a lock-free hint (wants_work) between executions and, when someone
// waits for more than is queued, splits off subtrees as WorkUnits (the shallowest first: the
// biggest). So at the start, while every other worker waits, the first worker splits after
// each execution until all have work (early splitting), and later splits are rare. Units are
// queued on the giver's own deque, each with its own lock, and an idle worker takes from its
// own deque first, then steals from the others': the locks are taken only when work moves,
// never per execution. Units cross the pool as bytes (work_unit.h), the same bytes that
// would cross machines or go to disk, so every parallel run exercises that path.
//
// The exploration is finished when every worker waits and nothing is queued; stop() ends it
// early (budget, first bug, cancel): waiting workers wake at once, busy ones at their next
// execution.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "explore/algorithm.h"
#include "explore/parallel/jobs.h"
#include "explore/parallel/work_unit.h"

namespace braid::parallel {


class WorkPool {
 public:
  // `split_always` (tests: BRAID_SPLIT_ALWAYS=1 in run_workers) makes busy workers split
  // whenever nothing is queued, waiting workers or not: every exploration then crosses
  // the unit codec and resumes subtrees on other program instances (or on the giver's own
  // after other runs) at every step, which timing alone does only now and then.
  WorkPool(unsigned workers, std::string algorithm, bool split_always = false);
  unsigned workers() const { return static_cast<unsigned>(deques_.size()); }

  // Worker `w` has nothing left: blocks until it gets a unit (true) or the exploration is
  // over (false: finished everywhere, or stopped).
  bool take(unsigned w, WorkUnit& out);
  // Worker `w` splits off `unit` (its algorithm field is set here). With `want_result`,
  // the unit gets an id and whoever explores it must complete() it; the giver await()s it.
  std::uint64_t give(unsigned w, WorkUnit unit, bool want_result = false);
  // The result of unit `id` (bytes in the algorithm's own format). Dropped if its giver
  // forgot it.
  void complete(std::uint64_t id, std::vector<std::uint8_t> result);
  // The giver of unit `id` will not await its result (it has no decision left that the
  // result could change: the end of its part). Whoever explores the unit may ask
  // result_wanted() and skip making the result; one made anyway is dropped.
  void forget(std::uint64_t id);
  bool result_wanted(std::uint64_t id) const {
    std::lock_guard lock(sleep_mutex_);
    return forgotten_.count(id) == 0;
  }
  // Worker `w` needs the result of unit `id`. Returns Result (in `result`), Help (another
  // unit is queued: `help` holds it; explore it, then await again) or Stopped.
  enum class Await : std::uint8_t { Result, Help, Stopped };
  Await await(unsigned w, std::uint64_t id, std::vector<std::uint8_t>& result, WorkUnit& help);
  // How many more units the waiting workers could use now (a hint, read without a lock).
  unsigned hungry() const {
    // Workers that await a result are hungry too (they help with queued units), though
    // they do not count for the end of the exploration: they still hold work.
    const std::size_t waiting =
        waiting_.load(std::memory_order_relaxed) + awaiting_.load(std::memory_order_relaxed);
    const std::size_t queued = queued_.load(std::memory_order_relaxed);
    if (split_always_ && queued == 0) return waiting > 1 ? static_cast<unsigned>(waiting) : 1;
    return waiting > queued ? static_cast<unsigned>(waiting - queued) : 0;
  }
  bool wants_work() const { return hungry() > 0; }
  // Units queued and not taken yet (a hint, read without a lock): an algorithm whose units
  // are small keeps a few queued so that a worker that finishes one takes the next at once
  // instead of sleeping until a busy worker notices it (dc: Units::offer).
  std::size_t queued() const { return queued_.load(std::memory_order_relaxed); }

  // Whether unit `id`'s result is in (takes the pool's lock: for a worker about to await
  // it, once per wait, never per execution).
  bool has_result(std::uint64_t id) const {
    std::lock_guard lock(sleep_mutex_);
    return results_.count(id) != 0;
  }

  void stop();
  bool stopped() const { return stop_.load(std::memory_order_relaxed); }
  // When stop() was first called (for the stop latency in run_workers' counters).
  std::chrono::steady_clock::time_point stopped_at() const {
    std::lock_guard lock(sleep_mutex_);
    return stopped_at_;
  }

  // Worker `w` finished one execution (for the per-worker statistics and unit sizes). Only
  // worker w writes its slot, on a cache line of its own: a counter per execution shared
  // with another worker's line costs both a cache miss every execution.
  void executed(unsigned w) {
    Progress& mine = progress_[w];
    mine.executions.store(mine.executions.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
    ++mine.unit_executions;
  }
  // Progress estimates over all workers, without a lock (each worker writes only its own
  // slots, on its own cache line). DFS: leaves seen and their probability mass.
  void add_leaf(unsigned w, double mass) {
    progress_[w].leaves.store(progress_[w].leaves.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
    progress_[w].mass.store(progress_[w].mass.load(std::memory_order_relaxed) + mass, std::memory_order_relaxed);
  }
  double leaves() const { return sum(&Progress::leaves); }
  double mass() const { return sum(&Progress::mass); }
  // POP: the schedules known and not started on worker w's frames; summed over the workers.
  void set_known_pending(unsigned w, double known_pending) {
    progress_[w].known_pending.store(known_pending, std::memory_order_relaxed);
  }
  double known_pending() const { return sum(&Progress::known_pending); }
  double executions() const;
  // Per-worker statistics; read them after the workers ended.
  std::vector<WorkerStats> stats();

 private:
  struct Deque {
    std::mutex mutex;
    std::deque<std::vector<std::uint8_t>> units;  // encoded WorkUnits
  };
  bool try_take(unsigned w, std::vector<std::uint8_t>& bytes);
  void close_unit(unsigned w);

  std::string algorithm_;
  bool split_always_ = false;
  struct alignas(64) Progress {
    std::atomic<double> leaves{0}, mass{0};
    std::atomic<double> known_pending{0};
    std::atomic<std::uint64_t> executions{0};  // all of worker w's (stats(): its executions)
    std::uint64_t unit_executions = 0;         // of its current unit; only worker w touches it
  };
  double sum(std::atomic<double> Progress::*field) const {
    double total = 0;
    for (unsigned w = 0; w < workers(); ++w) total += (progress_[w].*field).load(std::memory_order_relaxed);
    return total;
  }
  std::vector<std::unique_ptr<Deque>> deques_;
  std::unique_ptr<Progress[]> progress_;
  std::vector<WorkerStats> stats_;               // stats_[w]: touched only by worker w, never per execution
  mutable std::mutex sleep_mutex_;               // idle workers only
  std::condition_variable wake_;
  std::atomic<std::size_t> waiting_{0}, queued_{0}, awaiting_{0};
  bool finished_ = false;                        // under sleep_mutex_
  std::uint64_t next_id_ = 1;                    // under sleep_mutex_
  std::map<std::uint64_t, std::vector<std::uint8_t>> results_;  // under sleep_mutex_
  std::set<std::uint64_t> forgotten_;            // under sleep_mutex_: forget() before complete()
  // Read at every scheduling point of every worker (StoppableExecutor): on a cache line of
  // its own, so that the writes to the pool's other fields (a give, a take) do not evict it.
  alignas(64) std::atomic<bool> stop_{false};
  std::chrono::steady_clock::time_point stopped_at_{};  // under sleep_mutex_
};

// Passes the workers' executions on to the (thread-safe) observer; once it says stop, the
// pool stops every worker, and executions finished after that are not reported.
class StoppingObserver final : public ExplorationObserver {
 public:
  StoppingObserver(ExplorationObserver& inner, WorkPool& pool) : inner_(inner), pool_(pool) {}
  bool on_execution(const ExecutionResult& result) override { return on_execution_at(result, {}); }
  bool on_execution_at(const ExecutionResult& result, std::span<const std::uint32_t> position) override {
    if (pool_.stopped()) return false;
    if (inner_.on_execution_at(result, position)) return true;
    pool_.stop();
    return false;
  }
  void on_estimate(double total_executions) override { inner_.on_estimate(total_executions); }
  bool keep_going() override {
    if (pool_.stopped()) return false;
    if (inner_.keep_going()) return true;
    pool_.stop();
    return false;
  }
  void on_estimate_with_floor(double total_executions, double at_least) override {
    inner_.on_estimate_with_floor(total_executions, at_least);
  }
  void on_probe_estimate(double mean, double standard_error, std::uint64_t probes) override {
    inner_.on_probe_estimate(mean, standard_error, probes);
  }
  void retire(std::shared_ptr<void> state) override { inner_.retire(std::move(state)); }

 private:
  ExplorationObserver& inner_;
  WorkPool& pool_;
};

// One worker's exploration: until its own work and the pool's are exhausted or the pool
// stopped. Worker 0 starts with the root; the others start by taking units.
using WorkerBody = std::function<ExplorationStats(unsigned worker, Executor& executor,
                                                  ExplorationObserver& observer, WorkPool& pool)>;

// Gives every worker its own program instance: worker 0's made on the calling thread before
// any worker runs, each other's on its worker's thread when that worker first uses its
// executor (a worker that never gets work makes none; ExecutorFactory::make must allow
// calls from several threads at once). Runs `jobs` workers and merges their statistics: sums, except counters named max_*
// (maxima); complete when no worker was stopped; `workers` per worker.
ExplorationStats run_workers(ExecutorFactory& executors, unsigned jobs, ExplorationObserver& observer,
                             const std::string& algorithm, const WorkerBody& body);

}  // namespace braid::parallel
