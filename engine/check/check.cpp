#include "check/check.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <unordered_set>

#include "analysis/race_detector.h"
#include "analysis/classes.h"
#include "check/bug_stacks.h"
#include "frontend/compile_cache.h"
#include "instrument/instrument.h"
#include "jit/instance.h"
#include "jit/program.h"
#include "jit/program_cache.h"

namespace braid {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Collects bugs and class counts, enforces budgets, reports progress. Thread-safe: the
// workers of a parallel exploration call it concurrently. Race detection, the expensive
// part, runs outside the lock, on a detector of the calling thread.
class CheckObserver final : public ExplorationObserver {
 public:
  CheckObserver(const CheckOptions& options, CheckResult& result, const LocationTable& locations)
      : options_(options), result_(result), locations_(locations), start_(Clock::now()), last_progress_(start_) {}

  bool on_execution(const ExecutionResult& run) override {
    const std::uint64_t index = next_index_.fetch_add(1, std::memory_order_relaxed);
    const std::vector<Race>* races = nullptr;
    if (options_.detect_races && run.outcome != ExecutionOutcome::Blocked &&
        race_sampled(index, options_.race_sample_percent))
      races = &detector_of_this_thread().analyze(run.events);
    std::lock_guard lock(mutex_);
    ++seen_;
    result_.events += run.events.size();
    if (run.nondet_calls) ++result_.nondet_executions;
    if (run.outcome == ExecutionOutcome::Abandoned) {
      ++abandoned_;
    } else {
      ++finished_;
    }
    if (options_.count_classes && run.outcome != ExecutionOutcome::Abandoned) {
      mazurkiewicz_.insert(mazurkiewicz_key(run.events));
      reads_from_.insert(reads_from_key(run.events));
    }
    if (run.bug) record_bug(*run.bug, run);
    if (run.bug && run.bug->kind == BugKind::Bound) ++result_.bound_executions;
    for (const Bug& misuse : run.misuses) record_bug(misuse, run);
    if (races) record_races(run, *races);
    divergence_ |= run.divergence;
    if (run.interrupted) {
      interrupted_ = true;  // the deadline passed inside this execution
      return false;
    }

    if (options_.stop_on_first_bug && !result_.bugs.empty()) return stop(StopReason::FirstBug);
    if (options_.max_executions && finished_ >= options_.max_executions) return stop(StopReason::ExecutionLimit);
    if (options_.cancel && options_.cancel->load(std::memory_order_relaxed)) return stop(StopReason::Cancelled);
    // Checking the clock every execution is cheap next to running one.
    if ((seen_ & 63) == 0 || options_.time_limit_s > 0 || options_.on_progress) {
      const auto now = Clock::now();
      if (options_.time_limit_s > 0 &&
          std::chrono::duration<double>(now - start_).count() >= options_.time_limit_s) {
        return stop(StopReason::TimeLimit);
      }
      if (options_.on_progress && now - last_progress_ >= std::chrono::milliseconds(100)) {
        last_progress_ = now;
        options_.on_progress(Progress{finished_, abandoned_, std::chrono::duration<double>(now - start_).count(),
                                      result_.bugs.size(), estimated_total_});
      }
    }
    return true;
  }

  void on_estimate(double total_executions) override {
    std::lock_guard lock(mutex_);
    estimated_total_ = total_executions;
  }

  void finish() {
    // Executions cut by a bound: one fact (CheckResult::bound_executions), mirrored in the
    // stats; report/verdict.cpp says what they leave uncovered.
    result_.stats.bounded_executions = result_.bound_executions;
    if (result_.bound_executions) result_.stats.complete = false;
    result_.time_limit_s = options_.time_limit_s;
    result_.max_executions = options_.max_executions;
    result_.races_sampled = options_.detect_races && options_.race_sample_percent < 100;
    result_.races_detected = options_.detect_races && options_.race_sample_percent > 0;
    result_.mazurkiewicz_classes = mazurkiewicz_.size();
    result_.reads_from_classes = reads_from_.size();
    // Inputs fixed to 0, runs cut by assumes, bounds, a deadline inside an execution,
    // divergence: report/verdict.cpp says what they leave uncovered, from the fields set here.
    if (interrupted_) {
      // The deadline passed inside an execution, which was abandoned: a time-limit stop.
      result_.stats.complete = false;
      if (result_.stopped_by == StopReason::None) result_.stopped_by = StopReason::TimeLimit;
    }
    for (const std::string& note : runtime::describe_divergence(divergence_)) result_.notes.push_back(note);
    if (runtime::divergence_makes_incomplete(divergence_)) {
      result_.stats.complete = false;
      result_.divergent = true;
    }
  }

 private:
  void record_bug(const Bug& bug, const ExecutionResult& run) {
    auto key = std::make_pair(static_cast<int>(bug.kind), bug.loc);
    if (!seen_bugs_.insert(key).second) return;
    result_.bugs.push_back(BugReport{bug, run});
    if (options_.on_bug) options_.on_bug(result_.bugs.back());
  }

  // Races of one execution, each once per check: per pair of source lines and accessed
  // objects, in either order (two accesses of `p` on one line, e.g. `if (p) use(*p)`, are
  // one race for the user, not two reports that differ only in a column).
  void record_races(const ExecutionResult& run, const std::vector<Race>& races) {
    ++result_.race_executions;
    auto site = [&](LocationId id) {
      const SourceLocation& l = locations_[id];
      return l.file + ':' + std::to_string(l.line) + ':' + l.object;
    };
    for (const Race& race : races) {
      const std::string a = site(run.events[race.first].loc), b = site(run.events[race.second].loc);
      if (!seen_races_.insert(std::minmax(a, b)).second) continue;
      result_.bugs.push_back(make_race_report(run, race, locations_));
      if (options_.on_bug) options_.on_bug(result_.bugs.back());
    }
  }

  // One detector per calling thread (its buffers are reused from one execution to the next).
  RaceDetector& detector_of_this_thread() {
    std::lock_guard lock(detectors_mutex_);
    std::unique_ptr<RaceDetector>& d = detectors_[std::this_thread::get_id()];
    if (!d) d = std::make_unique<RaceDetector>();
    return *d;
  }

  // Records the first reason to stop (workers of a parallel run may report a few more
  // executions after it); always returns false, the answer to give the algorithm.
  bool stop(StopReason reason) {
    if (result_.stopped_by == StopReason::None) result_.stopped_by = reason;
    return false;
  }

  const CheckOptions& options_;
  CheckResult& result_;
  double estimated_total_ = 0;
  const LocationTable& locations_;
  std::mutex mutex_;  // everything below but the detectors
  std::atomic<std::uint64_t> next_index_{0};
  std::mutex detectors_mutex_;
  std::map<std::thread::id, std::unique_ptr<RaceDetector>> detectors_;
  std::set<std::pair<std::string, std::string>> seen_races_;
  Clock::time_point start_;
  Clock::time_point last_progress_;
  std::uint64_t seen_ = 0, finished_ = 0, abandoned_ = 0;
  std::unordered_set<ClassKey, ClassKeyHash> mazurkiewicz_;
  std::unordered_set<ClassKey, ClassKeyHash> reads_from_;
  std::set<std::pair<int, LocationId>> seen_bugs_;
  std::uint32_t divergence_ = 0;  // runtime::Divergence bits over all executions
  bool interrupted_ = false;
};

}  // namespace

ProgramBuild build_program(const CompileRequest& request) {
  PhaseTimer timer("build (total)");
  ProgramBuild build;
  const auto start = Clock::now();
  ProgramCacheLookup cached = lookup_cached_program(request);
  if (cached.program) {
    build.program = std::move(cached.program);
    build.diagnostics = std::move(cached.diagnostics);
    build.compile_s = seconds_since(start);
    return build;
  }
  llvm::LLVMContext context;
  CompileResult compiled = compile_to_module(request, context);
  build.diagnostics = compiled.diagnostics;
  build.failure = compiled.failure;
  if (!compiled.ok || !compiled.module) {
    build.compile_s = seconds_since(start);
    return build;
  }
  InstrumentResult instrumented = instrument_module(*compiled.module);
  if (!instrumented.unsupported.empty()) {
    for (const std::string& what : instrumented.unsupported) {
      build.diagnostics += what + ": not supported by braid\n";
    }
    build.failure = ErrorKind::Unsupported;
    build.compile_s = seconds_since(start);
    return build;
  }
  build.program = std::make_shared<Program>(*compiled.module, std::move(instrumented.locations),
                                            request.files, request.flags);
  compiled.module.reset();
  store_cached_program(cached, *build.program, build.diagnostics);
  build.compile_s = seconds_since(start);
  return build;
}

CheckResult check_program(const Program& program, const CheckOptions& options) {
  CheckResult result;
  std::unique_ptr<Algorithm> algorithm = make_algorithm(options.algorithm);
  result.algorithm = std::string(algorithm->name());
  result.assumes_race_freedom = algorithm->assumes_data_race_freedom();
  runtime::RuntimeConfig config;
  config.max_steps = options.max_steps;
  config.spurious_wakeups = options.spurious_wakeups;
  config.report_leaks = options.report_leaks;
  config.limits = options.limits;
  if (result.algorithm == "dfs" && config.limits.max_threads > 63) {
    config.limits.max_threads = 63;  // dfs keeps enabled threads in a 64-bit set (main + 63)
    config.limits.max_threads_is_algorithm_limit = true;
  }
  if (result.algorithm == "dfs") config.limits.max_thread_id = 64;
  config.input = options.input;
  const auto start = Clock::now();
  if (options.time_limit_s > 0)
    config.limits.deadline = start + std::chrono::duration_cast<Clock::duration>(
                                         std::chrono::duration<double>(options.time_limit_s));
  CheckObserver observer(options, result, program.locations());
  std::size_t unrun_static_destructors = 0;  // the program's global destructors (runtime.h)
  if (options.jobs > 1) {
    // One program instance per worker (instances share nothing mutable).
    class Instances final : public ExecutorFactory {
     public:
      Instances(const Program& program, const runtime::RuntimeConfig& config) : program_(program), config_(config) {}
      std::unique_ptr<Executor> make() override {
        auto instance = program_.instantiate(config_);
        unrun_static_destructors = instance->unrun_static_destructors();
        return instance;
      }
      std::atomic<std::size_t> unrun_static_destructors{0};

     private:
      const Program& program_;
      const runtime::RuntimeConfig& config_;
    } instances(program, config);
    result.stats = algorithm->explore_parallel(instances, options.jobs, observer);
    unrun_static_destructors = instances.unrun_static_destructors;
    if (!algorithm->splits_work())
      result.notes.push_back("--jobs " + std::to_string(options.jobs) + ": " + result.algorithm +
                             " explores on one worker (only pop splits its exploration)");
  } else {
    std::unique_ptr<ProgramInstance> instance = program.instantiate(config);
    result.stats = algorithm->explore(*instance, observer);
    unrun_static_destructors = instance->unrun_static_destructors();
  }
  result.unrun_static_destructors = unrun_static_destructors;  // a coverage gap (report/verdict.cpp)
  observer.finish();  // after the stats: the notes read them
  record_bug_stacks(program, config, result.bugs);  // one re-run per bug (check/bug_stacks.h)
  result.time_s = seconds_since(start);
  return result;
}

ExecutionResult replay_program(const Program& program, const Schedule& schedule, std::uint64_t max_steps,
                               unsigned spurious_wakeups, bool report_leaks, const runtime::ExecutionLimits& limits,
                               const runtime::ProgramInput& input) {
  runtime::RuntimeConfig config;
  config.limits = limits;
  config.limits.deadline = Clock::time_point::max();
  config.input = input;
  config.max_steps = max_steps;
  config.spurious_wakeups = spurious_wakeups;
  config.report_leaks = report_leaks;
  config.record_stacks = true;  // for the report's call stacks (runtime/shadow_stack.h)
  std::unique_ptr<ProgramInstance> instance = program.instantiate(config);
  ReplayScheduler scheduler(schedule);
  return instance->run(scheduler);  // copied: the instance dies here
}

}  // namespace braid
