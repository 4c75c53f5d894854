#include "explore/execution.h"

namespace braid {

ThreadId lowest_enabled(const ExecutionView& view) {
  for (const ThreadStatus& s : view.threads()) {
    if (s.enabled) return s.id;
  }
  return Scheduler::kStop;
}

ThreadId ReplayScheduler::choose(const ExecutionView& view) {
  if (position_ < schedule_.size()) {
    const ThreadId wanted = schedule_[position_++];
    auto threads = view.threads();
    if (wanted < threads.size() && threads[wanted].enabled) return wanted;
    diverged_ = true;
  }
  return lowest_enabled(view);
}

}  // namespace braid
