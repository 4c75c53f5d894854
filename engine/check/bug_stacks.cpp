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

std::size_t trace_steps(const std::vector<BugReport>& bugs) {
  std::size_t steps = 0;
  for (const BugReport& report : bugs) steps += report.execution.events.size();
  return steps;
}

std::size_t shown_trace_steps(const std::vector<BugReport>& bugs) {
  std::size_t steps = 0;
  for (const BugReport& report : bugs) steps += std::min(report.execution.events.size(), kMaxTraceSteps);
  return steps;
}

namespace {
// CPU seconds per step, generous: measured on a 2-core machine at load ~8-10 (docs/cli.md,
// "--time-limit"): a shown step costs about 25 us of CPU from the engine's JSON to the
// printed output (built, dumped, sent by the supervised engine, parsed, printed), and each
// frame of its call stack past the first about 8 us more (a deep recursion's steps carry
// dozens); a re-run with stacks well under 1 us a step.
constexpr double kReportCpuSecondsPerShownStep = 25e-6;
constexpr double kReportCpuSecondsPerShownFrame = 8e-6;
constexpr double kRerunCpuSecondsPerStep = 0.5e-6;
constexpr double kReportFixedCpuSeconds = 0.02;
// Every step's thread is in the trace's schedule (for replay), however many steps are shown:
// a bound finding at --max-steps 10^5 writes 500 KB of it (issue 12: at load 12 its report
// ran past the limit). About 1 us of CPU an entry from the JSON built to the printed output.
constexpr double kReportCpuSecondsPerScheduleEntry = 1e-6;

// The call-stack frames past the first of the steps a report shows (the first quarter of
// kMaxTraceSteps and the end of a longer trace, report/): 0 before the stack re-run.
std::size_t shown_extra_frames(const ExecutionResult& execution) {
  const std::size_t steps = execution.stacks.size();
  const std::size_t head = steps > kMaxTraceSteps ? kMaxTraceSteps / 4 : steps;
  const std::size_t tail_from = steps > kMaxTraceSteps ? steps - (kMaxTraceSteps - head) : steps;
  std::size_t frames = 0;
  for (std::size_t i = 0; i < steps; ++i)
    if (i < head || i >= tail_from) frames += execution.stacks[i].size() > 1 ? execution.stacks[i].size() - 1 : 0;
  return frames;
}

double shown_frames_cpu_s(const BugReport& report) {
  return kReportCpuSecondsPerShownFrame * static_cast<double>(shown_extra_frames(report.execution));
}
}  // namespace

double report_estimate_s(const std::vector<BugReport>& bugs, double slowdown) {
  double per_bug_cpu_s = 0;
  for (const BugReport& report : bugs)
    per_bug_cpu_s += shown_frames_cpu_s(report) +
                    kReportCpuSecondsPerScheduleEntry * static_cast<double>(report.execution.schedule.size());
  return slowdown * (kReportFixedCpuSeconds + per_bug_cpu_s +
                     kReportCpuSecondsPerShownStep * static_cast<double>(shown_trace_steps(bugs)));
}

double report_estimate_s(const BugReport& bug, double slowdown) {
  return slowdown * (kReportFixedCpuSeconds + shown_frames_cpu_s(bug) +
                     kReportCpuSecondsPerScheduleEntry * static_cast<double>(bug.execution.schedule.size()) +
                     kReportCpuSecondsPerShownStep *
                         static_cast<double>(std::min(bug.execution.events.size(), kMaxTraceSteps)));
}

double after_work_estimate_s(const std::vector<BugReport>& bugs, double slowdown) {
  return report_estimate_s(bugs, slowdown) + slowdown * kRerunCpuSecondsPerStep * static_cast<double>(trace_steps(bugs));
}

std::size_t record_bug_stacks(const Program& program, runtime::RuntimeConfig config, std::vector<BugReport>& bugs,
                              std::chrono::steady_clock::time_point deadline, double slowdown) {
  using Clock = std::chrono::steady_clock;
  if (bugs.empty()) return 0;
  // Before `deadline` less the report's time: a bug that does not fit keeps its trace
  // without stacks rather than making the check late. A re-run the check's deadline
  // interrupts also leaves its bug without stacks.
  // The report's cost grows with the frames the re-runs add (deep recursion: dozens a step),
  // known only once a re-run is done: a bug whose stacks would make the report late keeps
  // its trace without them.
  double report_s = deadline == Clock::time_point::max() ? 0 : report_estimate_s(bugs, slowdown);
  const auto fits_in = [&](double needed_s) {
    if (deadline == Clock::time_point::max()) return true;
    return Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(needed_s)) < deadline;
  };
  const auto fits = [&](std::size_t steps) {
    return fits_in(report_s + slowdown * kRerunCpuSecondsPerStep * static_cast<double>(steps));
  };
  std::size_t skipped = 0;
  config.record_stacks = true;
  std::unique_ptr<ProgramInstance> instance;
  for (BugReport& report : bugs) {
    if (!fits(report.execution.events.size())) {
      ++skipped;
      continue;
    }
    if (!instance) instance = program.instantiate(config);
    instance->set_nondet_values(assignment_of(report.execution.nondet_draws));  // the bug's values
    ExactScheduler scheduler(report.execution.schedule);
    const ExecutionResult& rerun = instance->run(scheduler);
    if (rerun.interrupted) ++skipped;
    if (!same_events(rerun.events, report.execution.events)) continue;
    report.execution.stacks = rerun.stacks;
    const double frames_s = deadline == Clock::time_point::max() ? 0 : slowdown * shown_frames_cpu_s(report);
    if (!fits_in(report_s + frames_s)) {
      report.execution.stacks.clear();
      ++skipped;
      continue;
    }
    report_s += frames_s;
    report.execution.final_stacks = rerun.final_stacks;
  }
  return skipped;
}

}  // namespace braid
