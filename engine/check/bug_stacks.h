// Call stacks for the bugs of a check: each bug's schedule is run once more with stack
// recording on (runtime/shadow_stack.h). Bugs are rare and executions are not, so the
// exploration itself never copies a stack.
#pragma once

#include <chrono>
#include <cstddef>
#include <vector>

#include "runtime/runtime.h"

namespace braid {

class Program;
struct BugReport;

// Fills each report's execution.stacks / final_stacks. A re-run that does not reproduce the
// recorded events exactly (it should always), or that the check's deadline (`config`'s,
// from --time-limit) interrupts, leaves that report without stacks. A bug whose re-run and
// the report after it would end past `deadline` (max(): none) is not re-run; returns how
// many bugs were left without stacks for lack of time.
std::size_t record_bug_stacks(const Program& program, runtime::RuntimeConfig config, std::vector<BugReport>& bugs,
                              std::chrono::steady_clock::time_point deadline, double slowdown);

// Reports of traces longer than this keep their first quarter and their end (report/);
// the schedule keeps every step. Here because the after-work estimate depends on it.
inline constexpr std::size_t kMaxTraceSteps = 2000;

// The steps of the bugs' traces (what the stack re-runs cost grows with).
std::size_t trace_steps(const std::vector<BugReport>& bugs);
// The steps their reports show (what the report's cost grows with).
std::size_t shown_trace_steps(const std::vector<BugReport>& bugs);

// A generous estimate of the time the work after the exploration takes for these bugs:
// a stack re-run per bug and the report (the JSON of every step of every trace, built,
// sent by the supervised engine, parsed and printed), in seconds of wall time: CPU time
// per step times `slowdown`, the wall time a CPU second takes on this machine now (the
// exploration measures it: check.cpp).
double after_work_estimate_s(const std::vector<BugReport>& bugs, double slowdown);
double report_estimate_s(const std::vector<BugReport>& bugs, double slowdown);
// The same for one bug: what sending it ahead of the report costs (CheckOptions::on_bug
// builds its JSON, text and trace file as the report does).
double report_estimate_s(const BugReport& bug, double slowdown);

}  // namespace braid
