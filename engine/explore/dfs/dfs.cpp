#include "explore/dfs/dfs.h"
#include "model/engine_error.h"

#include <bit>
#include <stdexcept>
#include <vector>

namespace braid {

namespace {

// One scheduling point on the current path: the threads enabled there and the one taken.
struct ChoicePoint {
  std::uint64_t enabled = 0;  // bit t = thread t enabled
  ThreadId chosen = 0;
};

class DfsScheduler final : public Scheduler {
 public:
  explicit DfsScheduler(std::vector<ChoicePoint>& path) : path_(path) {}
  ThreadId choose(const ExecutionView& view) override {
    if (depth_ < path_.size()) return path_[depth_++].chosen;  // replaying the prefix
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
};

class DfsAlgorithm final : public Algorithm {
 public:
  std::string_view name() const override { return "dfs"; }

  ExplorationStats explore(Executor& executor, ExplorationObserver& observer) override {
    ExplorationStats stats;
    std::vector<ChoicePoint> path;
    // Progress estimate: a uniform random descent reaches a leaf with probability
    // prod 1/|enabled| over its choice points, and the probabilities of all leaves sum to
    // 1, so (leaves seen) / (their probability mass) estimates the number of leaves.
    double leaves = 0, mass = 0;
    while (true) {
      DfsScheduler scheduler(path);
      const ExecutionResult& result = executor.run(scheduler);
      if (result.outcome == ExecutionOutcome::Blocked) ++stats.assume_blocked;
      if (result.outcome != ExecutionOutcome::Abandoned) ++stats.executions;
      const bool go_on = observer.on_execution(result);
      double probability = 1;
      for (std::size_t d = 0; d < result.schedule.size() && d < path.size(); ++d)
        probability /= std::popcount(path[d].enabled);
      leaves += 1;
      mass += probability;
      if (mass > 0) observer.on_estimate(leaves / mass);
      if (!go_on) return stats;
      // The run made exactly one choice per scheduling point; deeper points (if the
      // prefix were longer than the run) cannot exist because runs are deterministic.
      path.resize(result.schedule.size());
      // Backtrack to the deepest point with an untried enabled thread.
      while (!path.empty()) {
        ChoicePoint& p = path.back();
        const std::uint64_t untried = p.enabled & ~((2ULL << p.chosen) - 1);
        if (untried) {
          p.chosen = static_cast<ThreadId>(std::countr_zero(untried));
          break;
        }
        path.pop_back();
      }
      if (path.empty()) {
        stats.complete = true;
        return stats;
      }
    }
  }
};

}  // namespace

std::unique_ptr<Algorithm> make_dfs_algorithm(const AlgorithmOptions&) {
  return std::make_unique<DfsAlgorithm>();
}

}  // namespace braid
