// Turning results into what users read: text reports, JSON, SARIF 2.1.0 and trace files.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "check/check.h"
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
nlohmann::json check_json(const CheckResult& result, const Program& program, SourceCache& sources);

// The human-readable report: one block per bug with its trace, then a summary line.
std::string text_report(const CheckResult& result, const Program& program, SourceCache& sources);
std::string text_bug(const BugReport& report, const LocationTable& locations, SourceCache& sources,
                     int id);
std::string text_summary(const CheckResult& result);

nlohmann::json sarif_report(const CheckResult& result, const Program& program, SourceCache& sources);

// One-line story of a bug ("assertion `x == 2` failed in thread 0 at a.c:14").
std::string bug_headline(const BugReport& report, const LocationTable& locations);

}  // namespace braid
