// Schedulers every exploration algorithm uses. The execution substrate itself (Scheduler,
// Executor, ExecutionResult) is model/execution.h, below the runtime and jit that implement it.
#pragma once

#include "model/execution.h"

namespace braid {

// A scheduler that follows a fixed schedule and then always picks the lowest enabled
// thread. Used for replay and by algorithms that re-execute a prefix.
class ReplayScheduler final : public Scheduler {
 public:
  // `run_on_after_bug`: the runtime runs the other threads on after a bug, as for the
  // algorithms that found the schedule (`braid replay` of their traces, whose steps can
  // follow the bug). After an exit(0) they run on whatever the scheduler (runtime.h).
  explicit ReplayScheduler(const Schedule& schedule, bool run_on_after_bug = false)
      : schedule_(schedule), run_on_after_bug_(run_on_after_bug) {}
  ThreadId choose(const ExecutionView& view) override;
  bool runs_on_after_bug() const override { return run_on_after_bug_; }
  bool diverged() const { return diverged_; }  // the schedule named a thread not enabled

 private:
  const Schedule& schedule_;
  std::size_t position_ = 0;
  bool diverged_ = false;
  bool run_on_after_bug_ = false;
};

// Lowest-numbered enabled thread, or kStop when none is enabled.
ThreadId lowest_enabled(const ExecutionView& view);

// The part of `result` before a bug (events, schedule, output), for its report.
ExecutionResult execution_prefix(const ExecutionResult& result, const ExecutionResult::Prefix& prefix);

}  // namespace braid
