// Call stacks for the bugs of a check: each bug's schedule is run once more with stack
// recording on (runtime/shadow_stack.h). Bugs are rare and executions are not, so the
// exploration itself never copies a stack.
#pragma once

#include <vector>

#include "runtime/runtime.h"

namespace braid {

class Program;
struct BugReport;

// Fills each report's execution.stacks / final_stacks. A re-run that does not reproduce the
// recorded events exactly (it should always), or that the check's deadline (`config`'s,
// from --time-limit) interrupts, leaves that report without stacks.
void record_bug_stacks(const Program& program, runtime::RuntimeConfig config, std::vector<BugReport>& bugs);

}  // namespace braid
