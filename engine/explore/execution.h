// Schedulers every exploration algorithm uses. The execution substrate itself (Scheduler,
// Executor, ExecutionResult) is model/execution.h, below the runtime and jit that implement it.
#pragma once

#include "model/execution.h"

namespace braid {

// A scheduler that follows a fixed schedule and then always picks the lowest enabled
// thread. Used for replay and by algorithms that re-execute a prefix.
class ReplayScheduler final : public Scheduler {
 public:
  explicit ReplayScheduler(const Schedule& schedule) : schedule_(schedule) {}
  ThreadId choose(const ExecutionView& view) override;
  bool diverged() const { return diverged_; }  // the schedule named a thread not enabled

 private:
  const Schedule& schedule_;
  std::size_t position_ = 0;
  bool diverged_ = false;
};

// Lowest-numbered enabled thread, or kStop when none is enabled.
ThreadId lowest_enabled(const ExecutionView& view);

}  // namespace braid
