// Turning results into what users read: text reports, JSON, SARIF 2.1.0 and trace files.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "check/check.h"
#include "model/engine_error.h"
#include "model/location.h"

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

// Traces longer than this keep their first quarter and their end.
inline constexpr std::size_t kMaxTraceSteps = 2000;

// One step of a trace, ready for display.
struct TraceStep {
  std::size_t step = 0;
  ThreadId thread = 0;
  std::string op;        // read, write, lock, ...
  std::string object;    // variable name, "mutex `m`", "thread 2"
  bool has_value = false;
  std::uint64_t value = 0;
  const SourceLocation* location = nullptr;
  std::string source;    // the source line, trimmed
};

// The one rendering of a step every client shows: "read counter = 0", "lock mutex `m`".
std::string step_text(const TraceStep& step);

std::vector<TraceStep> trace_steps(const ExecutionResult& execution, const LocationTable& locations,
                                   SourceCache& sources);

nlohmann::json location_json(const SourceLocation& loc);
nlohmann::json bug_json(const BugReport& report, const LocationTable& locations, SourceCache& sources,
                        int id);
nlohmann::json program_json(const Program& program);
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
std::string text_report(const CheckResult& result, const Program& program, SourceCache& sources);
std::string text_bug(const BugReport& report, const LocationTable& locations, SourceCache& sources,
                     int id);
std::string text_summary(const CheckResult& result);

nlohmann::json sarif_report(const CheckResult& result, const Program& program, SourceCache& sources);

// The bug as an editor states it at its location: the message and who did it, without the
// location itself ("data race on `x`: write by thread 2 at a.c:14 vs read by thread 1 at
// a.c:30", "deadlock: thread 1 waits for mutex `m` at a.c:5; ...").
std::string bug_summary(const BugReport& report, const LocationTable& locations);

// One-line story of a bug ("assertion `x == 2` failed in thread 0 at a.c:14").
std::string bug_headline(const BugReport& report, const LocationTable& locations);

}  // namespace braid
