// Turning results into what users read: text reports, JSON, SARIF 2.1.0 and trace files.
#pragma once

#include <map>
#include <set>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "check/bug_stacks.h"  // kMaxTraceSteps
#include "check/check.h"
#include "model/engine_error.h"
#include "model/location.h"
#include "report/stack.h"

namespace braid {

class Program;

// Reads source lines on demand (for "the source line" of each trace step).
class SourceCache {
 public:
  std::string line(const std::string& file, std::uint32_t line_number);

 private:
  std::map<std::string, std::vector<std::string>> files_;
};

// The version of the `--json` output (docs/json-schema.md). Bumped when a field changes
// meaning, type or disappears; fields may be added without a bump (readers ignore unknown
// fields).
inline constexpr int kJsonSchemaVersion = 1;

// How reports are rendered (`braid check --full-stacks`).
struct ReportOptions {
  bool full_stacks = false;  // show library frames in text and SARIF instead of folding them
};

// One step of a trace, ready for display.
struct TraceStep {
  std::size_t step = 0;
  ThreadId thread = 0;
  std::string op;        // read, write, lock, wait, wake, signal, sem_post, ... (report/story.h)
  std::string object;    // variable name, "mutex `m`", "thread 2", "condition variable `c`"
  bool has_value = false;
  std::uint64_t value = 0;   // raw bits
  std::string value_text;    // as its C type prints (-5, 0x7f.., true, 'a' (97))
  ValueType value_type = ValueType::Unknown;
  const SourceLocation* location = nullptr;  // the operation's own location
  // Innermost first; empty when the execution has no recorded stacks.
  std::vector<Frame> stack;
  // Where the step is shown: the innermost frame in user code (report/stack.h).
  Frame where;
  bool key = false;      // one of the steps that explain the bug (report/story.h)
  std::string source;    // the source line of `where`, trimmed
};

// The one rendering of a step every client shows: "read counter = 0", "lock mutex `m`",
// "wait condition variable `c`, releasing mutex `m`".
std::string step_text(const TraceStep& step);

// `keys`: positions of the key steps (key_steps in report/story.h).
std::vector<TraceStep> trace_steps(const ExecutionResult& execution, const LocationTable& locations,
                                   SourceCache& sources, const std::set<std::size_t>& keys = {});

nlohmann::json location_json(const SourceLocation& loc);
nlohmann::json bug_json(const BugReport& report, const LocationTable& locations, SourceCache& sources,
                        int id);
nlohmann::json program_json(const Program& program);
// The nondet calls of a bug's execution with their values (the trace's "nondet_values",
// docs/json-schema.md), and back to the assignment `braid replay` runs the trace with.
nlohmann::json nondet_draws_json(std::span<const NondetDraw> draws, const LocationTable& locations);
NondetAssignment nondet_assignment_from_json(const nlohmann::json& draws);
// A counterexample file (`--trace-dir`, `braid replay`): the program, the options its
// schedule needs to be replayed, and the bug (as bug_json gives it).
nlohmann::json trace_file_json(const Program& program, const std::string& algorithm, const CheckOptions& options,
                               nlohmann::json bug);
// The `--json` answer when there is no verdict: {"schema_version", "error": {"kind", ...}}.
// `suggested_algorithm` only for ErrorKind::AlgorithmRefused; `diagnostics` is Clang's text.
nlohmann::json error_json(ErrorKind kind, const std::string& message, const std::string& diagnostics = {},
                          const AlgorithmRefused* refused = nullptr);
nlohmann::json check_json(const CheckResult& result, const Program& program, SourceCache& sources);

// The human-readable report: one block per bug with its trace, then a summary line.
std::string text_report(const CheckResult& result, const Program& program, SourceCache& sources,
                        const ReportOptions& options = {});
std::string text_bug(const BugReport& report, const LocationTable& locations, SourceCache& sources,
                     int id, const ReportOptions& options = {});
std::string text_summary(const CheckResult& result);

nlohmann::json sarif_report(const CheckResult& result, const Program& program, SourceCache& sources,
                            const ReportOptions& options = {});
// The SARIF log of a check the engine could not finish (the supervisor's failure: the
// program ended or killed the engine, a memory or time limit): executionSuccessful false,
// the failure as an error notification, and the bugs found before (their JSON reports, as
// bug_json made them) as results, so that no SARIF consumer reads the run as clean.
nlohmann::json sarif_failure_report(const nlohmann::json& bugs, const std::string& failure_kind,
                                    const std::string& failure_message, int exit_code);

// The stack of the operation a bug is about (the failing step, the second access of a
// race, the first blocked thread's pending operation); empty without recorded stacks.
std::vector<Frame> bug_stack(const BugReport& report, const LocationTable& locations);
// A fingerprint of a bug that survives re-runs and edits elsewhere in the file: its kind,
// the functions of its user frames, the object and the text of its source lines (no line
// numbers, addresses or thread ids). SARIF's partialFingerprints.
std::string bug_fingerprint(const BugReport& report, const LocationTable& locations, SourceCache& sources);

// The bug as an editor states it at its location: the message and who did it, without the
// location itself ("data race on `x`: write by thread 2 at a.c:14 vs read by thread 1 at
// a.c:30", "deadlock: thread 1 waits for mutex `m` at a.c:5; ...").
std::string bug_summary(const BugReport& report, const LocationTable& locations);

// One-line story of a bug ("assertion `x == 2` failed in thread 0 at a.c:14").
std::string bug_headline(const BugReport& report, const LocationTable& locations);

}  // namespace braid
