#include "explore/dfs/dfs.h"
#include "model/engine_error.h"

#include <bit>
#include <stdexcept>
#include <vector>

#include "explore/parallel/codec.h"
#include "explore/parallel/pool.h"

namespace braid {

namespace {

// One scheduling point on the current path: the threads enabled there and the one taken.
struct ChoicePoint {
  std::uint64_t enabled = 0;  // bit t = thread t enabled
  std::uint64_t given = 0;    // enabled threads whose branches another worker explores
  ThreadId chosen = 0;
  // Enabled threads after the chosen one that this worker still has to try here.
  std::uint64_t untried() const { return enabled & ~given & ~((2ULL << chosen) - 1); }
};

class DfsScheduler final : public Scheduler {
 public:
  explicit DfsScheduler(std::vector<ChoicePoint>& path) : path_(path) {}
  // After a bug the other threads run on, as in every other algorithm: an execution is then
  // maximal (the buggy thread stopped for good), so a class is the same thing for all of them.
  // Stopping at the bug counted two cut prefixes that differ only in how far an independent
  // thread had got as two classes of what is one execution (docs/algorithms.md, "Runs cut by
  // a bug: the other threads run on").
  bool runs_on_after_bug() const override { return true; }
  bool diverged() const { return diverged_; }
  ThreadId choose(const ExecutionView& view) override {
    if (depth_ < path_.size()) {  // replaying the prefix
      const ThreadId wanted = path_[depth_].chosen;
      const auto threads = view.threads();
      if (wanted < threads.size() && threads[wanted].enabled) {
        ++depth_;
        return wanted;
      }
      // The program did not repeat itself on the same schedule (state braid does not reset
      // between executions, e.g. libc's getopt position): the recorded points from here on
      // describe another program run. They are dropped and this run goes on as a new branch;
      // the verdict says a replay diverged (ExplorationStats::replay_divergences).
      diverged_ = true;
      path_.resize(depth_);
    }
    ChoicePoint point;
    for (const ThreadStatus& s : view.threads()) {
      if (!s.enabled) continue;
      if (s.id >= 64) throw LimitError("dfs supports at most 64 threads");
      point.enabled |= 1ULL << s.id;
    }
    if (point.enabled == 0) return kStop;
    point.chosen = static_cast<ThreadId>(std::countr_zero(point.enabled));
    path_.push_back(point);
    ++depth_;
    return point.chosen;
  }

 private:
  std::vector<ChoicePoint>& path_;
  std::size_t depth_ = 0;
  bool diverged_ = false;
};

// The exploration of one worker: every run that extends path_[0, floor_) with choices
// changed only at points floor_ and deeper (the whole tree when floor_ is 0). A work unit
// is such a subtree: its prefix's choice points, the last one (at floor_) with the branches
// given away with it.
class DfsWorker {
 public:
  ExplorationStats run(Executor& executor, ExplorationObserver& observer, parallel::WorkPool* pool, unsigned w);
  void install(const parallel::WorkUnit& unit);

 private:
  void split(parallel::WorkPool& pool, unsigned w);
  bool backtrack();

  std::vector<ChoicePoint> path_;
  std::size_t floor_ = 0;  // choices before floor_ are fixed (the unit's prefix)
  std::vector<std::uint32_t> position_;  // scratch: the chosen threads of the last run
};

// Gives away the shallowest choice point's untried branches, all as one unit (the biggest
// subtrees this worker has): the unit may change the choice at that point, and only after it.
void DfsWorker::split(parallel::WorkPool& pool, unsigned w) {
  for (unsigned wanted = pool.hungry(); wanted > 0; --wanted) {
    std::size_t d = floor_;
    while (d < path_.size() && path_[d].untried() == 0) ++d;
    if (d >= path_.size()) return;
    const std::uint64_t branches = path_[d].untried();
    parallel::WorkUnit unit;
    parallel::ByteWriter state;
    state.varint(d);  // the unit's floor
    for (std::size_t i = 0; i <= d; ++i) {
      ChoicePoint p = path_[i];
      if (i == d) {
        p.chosen = static_cast<ThreadId>(std::countr_zero(branches));
        p.given = p.enabled & ~branches;
      }
      unit.prefix.push_back(p.chosen);
      unit.position.push_back(p.chosen);
      state.varint(p.enabled);
      state.varint(p.given);
    }
    unit.state = state.take();
    path_[d].given |= branches;
    pool.give(w, std::move(unit));
  }
}

void DfsWorker::install(const parallel::WorkUnit& unit) {
  parallel::ByteReader state(unit.state);
  floor_ = static_cast<std::size_t>(state.varint());
  path_.assign(unit.prefix.size(), {});
  if (floor_ + 1 != path_.size()) throw parallel::CodecError("dfs work unit: bad floor");
  for (std::size_t i = 0; i < path_.size(); ++i) {
    path_[i].chosen = unit.prefix[i];
    path_[i].enabled = state.varint();
    path_[i].given = state.varint();
  }
  if (!state.done()) throw parallel::CodecError("dfs work unit: trailing bytes");
}

// Moves to the deepest point at or after the floor with an untried enabled thread; false
// when the subtree is exhausted.
bool DfsWorker::backtrack() {
  while (path_.size() > floor_) {
    ChoicePoint& p = path_.back();
    if (const std::uint64_t untried = p.untried()) {
      p.chosen = static_cast<ThreadId>(std::countr_zero(untried));
      return true;
    }
    path_.pop_back();
  }
  return false;
}

ExplorationStats DfsWorker::run(Executor& executor, ExplorationObserver& observer, parallel::WorkPool* pool,
                                unsigned w) {
  ExplorationStats stats;
  // Progress estimate (one worker only): a uniform random descent reaches a leaf with
  // probability prod 1/|enabled| over its choice points, and the probabilities of all
  // leaves sum to 1, so (leaves seen) / (their probability mass) estimates the leaves.
  double leaves = 0, mass = 0;
  std::uint64_t runs = 0;
  bool has_work = pool == nullptr || w == 0;
  for (;;) {
    if (!has_work) {
      parallel::WorkUnit unit;
      if (!pool->take(w, unit)) break;
      install(unit);
      has_work = true;
    }
    if (pool && pool->stopped()) return stats;
    if (pool && pool->wants_work()) split(*pool, w);
    DfsScheduler scheduler(path_);
    const ExecutionResult& result = executor.run(scheduler);
    if (result.outcome == ExecutionOutcome::Blocked) ++stats.assume_blocked;
    if (result.outcome != ExecutionOutcome::Abandoned) ++stats.executions;
    if (scheduler.diverged()) ++stats.replay_divergences;
    // The run made exactly one choice per scheduling point; deeper points (if the
    // prefix were longer than the run) cannot exist because runs are deterministic.
    path_.resize(result.schedule.size());
    position_.clear();
    for (const ChoicePoint& p : path_) position_.push_back(p.chosen);
    if (pool) pool->executed(w);
    const bool go_on = observer.on_execution_at(result, position_);
    double probability = 1;
    for (const ChoicePoint& p : path_) probability /= std::popcount(p.enabled);
    if (!pool) {
      leaves += 1;
      mass += probability;
      if (mass > 0) observer.on_estimate(leaves / mass);
    } else {
      // Every worker's leaves are leaves of the one tree (units carry their prefix's
      // enabled sets): the estimate is over all of them.
      pool->add_leaf(w, probability);
      if (w == 0 && (++runs & 15) == 0 && pool->mass() > 0) observer.on_estimate(pool->leaves() / pool->mass());
    }
    if (!go_on) return stats;
    if (!backtrack()) {
      if (!pool) break;
      has_work = false;
    }
  }
  stats.complete = pool == nullptr || !pool->stopped();
  return stats;
}

class DfsAlgorithm final : public Algorithm {
 public:
  std::string_view name() const override { return "dfs"; }
  bool splits_work() const override { return true; }

  ExplorationStats explore(Executor& executor, ExplorationObserver& observer) override {
    DfsWorker worker;
    return worker.run(executor, observer, nullptr, 0);
  }

  ExplorationStats explore_parallel(ExecutorFactory& executors, unsigned jobs, ExplorationObserver& observer) override {
    if (jobs <= 1) return Algorithm::explore_parallel(executors, 1, observer);
    return parallel::run_workers(executors, jobs, observer, "dfs",
                                 [](unsigned w, Executor& executor, ExplorationObserver& obs, parallel::WorkPool& pool) {
                                   DfsWorker worker;
                                   return worker.run(executor, obs, &pool, w);
                                 });
  }
};

}  // namespace

std::unique_ptr<Algorithm> make_dfs_algorithm(const AlgorithmOptions&) {
  return std::make_unique<DfsAlgorithm>();
}

}  // namespace braid
