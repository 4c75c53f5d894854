#include "explore/qpor/canonical.h"

#include <algorithm>

#include "analysis/classes.h"

namespace braid::qpor {

namespace {

// Follows a schedule to its end, the other threads running on after a bug as in QPOR's own
// runs (so the same events exist); kStop if the program does not follow it.
class CanonicalScheduler final : public Scheduler {
 public:
  explicit CanonicalScheduler(const std::vector<ThreadId>& schedule) : schedule_(schedule) {}
  bool runs_on_after_bug() const override { return true; }
  ThreadId choose(const ExecutionView& view) override {
    if (next_ >= schedule_.size()) return kStop;
    const ThreadId t = schedule_[next_++];
    const auto threads = view.threads();
    return t < threads.size() && threads[t].enabled ? t : kStop;
  }

 private:
  const std::vector<ThreadId>& schedule_;
  std::size_t next_ = 0;
};

// The bugs a run shows (its first and the later ones), in a fixed order: a re-run in another
// order may meet them in another order.
std::vector<std::pair<int, LocationId>> bugs_of(const ExecutionResult& run) {
  std::vector<std::pair<int, LocationId>> bugs;
  if (run.bug) bugs.emplace_back(static_cast<int>(run.bug->kind), run.bug->loc);
  for (const auto& later : run.later_bugs) bugs.emplace_back(static_cast<int>(later.first.kind), later.first.loc);
  std::sort(bugs.begin(), bugs.end());
  return bugs;
}

}  // namespace

const ExecutionResult& CanonicalBugRuns::report(const ExecutionResult& result, Executor& executor,
                                                std::vector<std::uint32_t>& position) {
  if (!result.bug || result.outcome == ExecutionOutcome::Abandoned) return result;
  std::vector<ThreadId> order = canonical_schedule(result.events);
  bool lower = false;
  const auto note = [&](const Bug& bug) {
    auto [it, added] = least_.try_emplace({static_cast<int>(bug.kind), bug.loc}, order);
    if (!added && order < it->second) it->second = order;
    if (added || it->second == order) lower = true;
  };
  note(*result.bug);
  for (const auto& later : result.later_bugs) note(later.first);
  position.assign(order.begin(), order.end());
  if (!lower || order == result.schedule) return result;
  // Re-run in canonical order; the original is kept in case the program does not follow it
  // (then this bug's trace is the run's own linearisation, still at the canonical position).
  ExecutionResult original = result;
  ++reruns_;
  CanonicalScheduler scheduler(order);
  const ExecutionResult& again = executor.run(scheduler);
  if (again.schedule == order && again.outcome == original.outcome && bugs_of(again) == bugs_of(original))
    return again;
  kept_ = std::move(original);
  return kept_;
}

}  // namespace braid::qpor
