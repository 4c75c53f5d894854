// The editor-agnostic verification service: one job per document, newest-wins cancellation,
// the result cache, replay of previous counterexamples, engine failure handling.
// Knows nothing about LSP; braidd_server.cpp translates.
#pragma once

#include <boost/asio/io_context.hpp>
#include <cstdint>
#include <functional>
#include <deque>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "daemon/cache.h"
#include "daemon/engine_process.h"
#include "daemon/engine_report.h"
#include "daemon/project.h"
#include "daemon/scheduler.h"
#include "explore/parallel/jobs.h"

namespace braid::daemon {

using json = nlohmann::json;

// Upper bounds of the numeric settings (out-of-range values are refused with a warning).
inline constexpr int kMaxThreads = 64;
inline constexpr double kMaxTimeBudget = 7 * 24 * 3600.0;  // a week
inline constexpr long long kMaxCount = 1LL << 53;
inline constexpr long long kMaxMemoryMB = 1LL << 22;       // 4 TiB
inline constexpr long long kMaxK = 1 << 20;

// Retained counterexamples (braid/trace, braid.replay): bounded in number and in bytes.
inline constexpr std::size_t kMaxTraces = 4096;
inline constexpr std::size_t kMaxTraceBytes = 64u << 20;

// Counterexamples kept for braid/trace and braid.replay: the newest, within kMaxTraces and
// kMaxTraceBytes (a trace larger than the byte bound alone is not kept).
class TraceStore {
 public:
  TraceStore(std::size_t max_count = kMaxTraces, std::size_t max_bytes = kMaxTraceBytes)
      : max_count_(max_count), max_bytes_(max_bytes) {}
  void add(const std::string& id, const json& bug);
  const json* find(const std::string& id) const;
  std::size_t size() const { return traces_.size(); }
  std::size_t bytes() const { return bytes_; }

 private:
  struct Stored {
    json bug;
    std::size_t bytes = 0;
  };
  std::size_t max_count_, max_bytes_;
  std::map<std::string, Stored> traces_;
  std::deque<std::string> order_;  // ids, oldest first
  std::size_t bytes_ = 0;
};

struct Settings {
  std::string algorithm = "pop";
  std::optional<std::string> k;
  int threads = 1;
  // Worker threads shared by the engines that run at once (`braid check --jobs`): each of
  // the n running engines gets jobs / n (at least 1). Not part of the fingerprint: results
  // are the same on any number of workers (explore/parallel/pool.h).
  int jobs = static_cast<int>(parallel::default_jobs());
  double time_budget = 10;
  std::optional<long long> max_executions;
  std::optional<long long> max_steps;
  std::vector<std::string> extra_flags;
  std::vector<std::string> fallback_flags;
  bool verify_on_save = true;
  long long memory_limit_mb = 2048;
  bool replay_previous = true;
  int spurious_wakeups = 0;  // --spurious-wakeups=N when > 0
  int early_timeouts = 1;    // --early-timeouts=N (1: the CLI's default)
  bool leaks = false;        // --leaks
  std::string memory_model = "c11";  // --memory-model (c11: the CLI's default, or sc)

  // Applies a settings object ({"algorithm": ...}); problems are appended to `warnings`.
  void update(const json& j, std::vector<std::string>& warnings);
  // Everything that can change a verification result (part of the cache key).
  std::string fingerprint(const std::string& effective_algorithm) const;
};

struct VerifyResult {
  std::string path;
  std::uint64_t generation = 0;
  // done | error | no-main | stale | replayed | found | cancelled | superseded
  // (found: the bugs the running check has streamed so far, published before it ends)
  std::string state;
  bool from_cache = false;
  // `braid check --json` output, locations moved to the current text: kept as the engine wrote
  // it for the result cache and braid/trace (editors read the bugs as they are).
  json engine = json::object();
  EngineReport report;  // `engine` parsed once: everything braidd decides or shows reads this
  std::string trace_prefix;  // traceId of bug N = trace_prefix + "-" + N
  std::string error_code;    // engine-crash | timeout | compile-error | no-main | internal
  std::string error_message;
  std::string compile_output;  // Clang diagnostics text for compile errors
  std::vector<std::string> files;
  // The files' text as the job read it (for positions of files the editor has not open).
  std::shared_ptr<const std::map<std::string, std::string>> texts;
  double seconds = 0;        // wall time of this job
};

// One `--progress` line of the engine, typed (docs/cli.md): the estimates are 0 when unknown.
struct EngineProgress {
  long long executions = 0;
  double rate = 0;                     // executions per second
  double estimated_total = 0;          // the algorithm's own estimate of its executions
  double estimated_at_least = 0;       // what is certain about that total (POP; 0: none)
  double estimated_total_error = 0;    // half-width of its 95 % interval (POP's probes; 0: none)
  double estimated_interleavings = 0;  // hunting's estimate (an upper bound for reducing algorithms)
  double rough_total = 0;              // an unsettled probe estimate of the total (0: none), shown as rough
  double rough_total_error = 0;        // half-width of its 95 % interval
  long long class_probes = 0;          // the probes it rests on
  bool exceeds_budget = false;         // the algorithm's estimate needs more than the time budget
  long long bugs = 0;                  // bugs found so far (the algorithm's and hunting's)
  // The line's `total_estimator` ("none": the algorithm has no estimate of its total, e.g.
  // pop without hunting; "mazurkiewicz-probes" / "lock-event-probes": hunting's probes,
  // "annotation-probes": dc's own, once settled; empty: not given).
  std::string total_estimator;
};
EngineProgress parse_engine_progress(const json& line);

struct ServiceEvents {
  std::function<void(const std::string& path, std::uint64_t gen)> on_start;
  std::function<void(const std::string& path, std::uint64_t gen, const EngineProgress& progress)> on_progress;
  std::function<void(const VerifyResult&)> on_result;
  std::function<void(int level, const std::string& msg)> on_log;  // 1 error .. 4 debug
  std::function<void(const std::string& msg)> on_show;            // user-visible failure
};

class VerificationService {
 public:
  VerificationService(boost::asio::io_context& io, std::string braid_binary, std::string cache_dir, ServiceEvents ev);
  ~VerificationService();

  // Starts verifying the program containing `path` (superseding a running job for it).
  // Returns the job's generation; every generation gets exactly one final on_result.
  std::uint64_t verify(const std::string& path);
  // Cancels running jobs (all or one document's). Returns how many were cancelled.
  std::size_t stop(const std::optional<std::string>& path);
  void shutdown();

  std::optional<json> trace(const std::string& trace_id) const;
  Settings& settings() { return settings_; }
  void settings_changed();
  ProjectModel& project() { return project_; }
  bool running(const std::string& path) const { return jobs_.count(path) != 0; }
  std::uint64_t current_generation(const std::string& path) const {
    auto it = generation_.find(path);
    return it == generation_.end() ? 0 : it->second;
  }

 private:
  struct Job;
  struct Prepared {
    Target target;
    Snapshot snap;
    std::shared_ptr<const std::map<std::string, std::string>> texts;
  };
  void prepared(const std::shared_ptr<Job>& job, Prepared p);
  void replay_previous(const std::shared_ptr<Job>& job);
  void run_check(const std::shared_ptr<Job>& job);
  void checked(const std::shared_ptr<Job>& job, EngineOutcome out);
  void found(const std::shared_ptr<Job>& job, const json& line);
  void finish(const std::shared_ptr<Job>& job, VerifyResult r);
  void remember_traces(const VerifyResult& r);
  std::string algorithm() const;
  EngineCommand command(const Job& job, std::vector<std::string> args, double budget_s) const;

  boost::asio::io_context& io_;
  Scheduler scheduler_;
  std::string braid_;
  std::string cache_dir_;
  ServiceEvents ev_;
  Settings settings_;
  std::optional<std::string> algorithm_fallback_;  // set when the engine rejected the algorithm
  ProjectModel project_;
  ResultCache cache_;
  std::map<std::string, std::uint64_t> generation_;
  std::map<std::string, std::shared_ptr<Job>> jobs_;
  std::map<std::string, VerifyResult> last_;  // last final result per path
  TraceStore traces_;
  bool shut_down_ = false;
  bool shutting_down_ = false;
};

}  // namespace braid::daemon
