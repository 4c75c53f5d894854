#include "check/bug_stacks.h"

#include <algorithm>
#include <chrono>

#include "check/check.h"
#include "jit/instance.h"
#include "jit/program.h"

namespace braid {

namespace {

bool same_events(const std::vector<Event>& a, const std::vector<Event>& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](const Event& x, const Event& y) {
           // Not the address: each program instance has its globals, heap and stacks at its
           // own addresses (runtime/portable_address.cpp), and the re-run is a new instance.
           return x.thread == y.thread && x.kind == y.kind && x.loc == y.loc && x.size == y.size;
         });
}

// Follows the recorded schedule and stops there: a race report's execution ends at the
// second access (analysis/race_detector.h), and its re-run must end there too.
class ExactScheduler final : public Scheduler {
 public:
  explicit ExactScheduler(const Schedule& schedule) : schedule_(schedule) {}
  ThreadId choose(const ExecutionView& view) override {
    if (position_ >= schedule_.size()) return kStop;
    const ThreadId next = schedule_[position_++];
    if (next >= view.threads().size() || !view.threads()[next].enabled) return kStop;
    return next;
  }

 private:
  const Schedule& schedule_;
  std::size_t position_ = 0;
};

}  // namespace

void record_bug_stacks(const Program& program, runtime::RuntimeConfig config, std::vector<BugReport>& bugs) {
  // Within the check's --time-limit (the deadline stays): a re-run it interrupts leaves
  // that bug without stacks rather than the check late.
  if (bugs.empty() || std::chrono::steady_clock::now() >= config.limits.deadline) return;
  config.record_stacks = true;
  std::unique_ptr<ProgramInstance> instance = program.instantiate(config);
  for (BugReport& report : bugs) {
    ExactScheduler scheduler(report.execution.schedule);
    const ExecutionResult& rerun = instance->run(scheduler);
    if (!same_events(rerun.events, report.execution.events)) continue;
    report.execution.stacks = rerun.stacks;
    report.execution.final_stacks = rerun.final_stacks;
  }
}

}  // namespace braid
