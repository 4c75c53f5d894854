// A bug as reported: the finding and the execution that shows it. Shared by check (which
// collects them), analysis (the race detector builds them) and report (which prints them).
#pragma once

#include <string>

#include "model/bug.h"
#include "model/execution.h"

namespace braid {

struct BugReport {
  Bug bug;
  ExecutionResult execution;  // events, schedule and output of the execution that found it
  std::string found_by;       // the hunting strategy ("pct(d=2)"); empty: the algorithm
};

}  // namespace braid
