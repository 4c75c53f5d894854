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

ExecutionResult execution_prefix(const ExecutionResult& result, const ExecutionResult::Prefix& prefix) {
  ExecutionResult cut = result;
  if (prefix.events < cut.events.size()) cut.events.resize(prefix.events);
  if (prefix.schedule < cut.schedule.size()) cut.schedule.resize(prefix.schedule);
  if (prefix.output < cut.output.size()) cut.output.resize(prefix.output);
  if (prefix.events < cut.stacks.size()) cut.stacks.resize(prefix.events);
  cut.later_bugs.clear();
  return cut;
}

}  // namespace braid
