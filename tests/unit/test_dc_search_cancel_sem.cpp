// DC-DPOR's dead-call search on a sem_wait a cancellation request woke (docs/algorithms.md,
// "dc19"): inside a wait a request wakes, the wait is a read of the recorded continuations
// whose outcome is "woken" (no unit taken, the thread acts on the request) or not (a unit
// taken). Before, the record stopped at a woken wait and every search that met one answered
// "maybe": the call ran its witness, a redundant run when its extension observed a forbidden
// write (trust20_cancel_sem_wait_woken_takes_no_unit.c 8 + 8, the two-consumer program 44 +
// 108). Each program must run exactly the oracle's reads-from classes, with its bugs, and no
// redundant run.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "check/check.h"
#include "jit/program.h"

using namespace braid;

TEST_CASE("dc's dead-call search models a sem_wait a cancellation request woke: no redundant run",
          "[dc][engine][cancel]") {
  const std::string dir = std::string(BRAID_TEST_PROGRAMS) + "/verdicts/";
  struct Case {
    const char* name;
    const char* oracle;  // dfs, or sdpor where DFS does not finish in seconds
  };
  for (const Case& c : {Case{"trust20_cancel_sem_wait_woken_takes_no_unit.c", "sdpor"},
                        Case{"trust20_cancel_sem_wait_cancelled_assumed_unit_bug.c", "dfs"},
                        Case{"dc19_c_cancel_sem_wait_two_consumers_one_cancelled.c", "sdpor"},
                        Case{"dc19_c_cancel_sem_wait_disabled_first_wait.c", "dfs"},
                        Case{"dc19_c_cancel_sem_handoff_pair.c", "sdpor"}}) {
    CompileRequest req;
    req.files = {dir + c.name};
    const ProgramBuild build = build_program(req);
    if (!build.program) {
      WARN("build failed: " << build.diagnostics);
      return;  // no engine here
    }
    auto run = [&](const std::string& algo) {
      CheckOptions o;
      o.algorithm.name = algo;
      o.count_classes = true;
      return check_program(*build.program, o);
    };
    const CheckResult oracle = run(c.oracle);
    const CheckResult dc = run("dc");
    INFO(c.name);
    CHECK_FALSE(dc.stats.fell_back.has_value());
    CHECK(dc.stats.complete == oracle.stats.complete);
    CHECK(dc.stats.blocked == 0);
    CHECK(dc.reads_from_classes == oracle.reads_from_classes);
    CHECK(dc.stats.executions == oracle.reads_from_classes);
    std::set<std::string> oracle_bugs, dc_bugs;
    for (const BugReport& b : oracle.bugs) oracle_bugs.insert(std::string(to_string(b.bug.kind)));
    for (const BugReport& b : dc.bugs) dc_bugs.insert(std::string(to_string(b.bug.kind)));
    CHECK(oracle_bugs == dc_bugs);
  }
}
