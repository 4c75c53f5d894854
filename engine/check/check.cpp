#include "check/check.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <cstdio>
#include <ctime>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>
#include <span>
#include <stop_token>
#include <thread>
#include <tuple>
#include <unordered_set>

#include "analysis/race_detector.h"
#include "analysis/classes.h"
#include "check/bug_stacks.h"
#include "explore/parallel/jobs.h"
#include "frontend/compile_cache.h"
#include "frontend/compiler.h"
#include "instrument/instrument.h"
#include "jit/instance.h"
#include "jit/program.h"
#include "jit/program_cache.h"
#include "model/source_file.h"

namespace braid {

namespace {

// The class or namespace a qualified C++ function name is in ("std::vector<int>" of
// "std::vector<int>::push_back"), the top-level `::` outside template arguments and
// parentheses; empty for a name without one (a C function).
std::string_view enclosing_scope(std::string_view function) {
  int depth = 0;
  std::size_t last = std::string_view::npos;
  for (std::size_t i = 0; i + 1 < function.size(); ++i) {
    const char c = function[i];
    if (c == '<' || c == '(') ++depth;
    else if ((c == '>' || c == ')') && depth > 0) --depth;
    else if (depth == 0 && c == ':' && function[i + 1] == ':') last = i++;
  }
  return last == std::string_view::npos ? std::string_view{} : function.substr(0, last);
}

// The exploration's share of --time-limit: what compilation left of it
// (CheckOptions::time_limit_spent_s); 0 when it used it all.
double exploration_budget_s(const CheckOptions& options) {
  return std::max(options.time_limit_s - options.time_limit_spent_s, 0.0);
}


using Clock = std::chrono::steady_clock;

// The tree whose completed leaves are the algorithm's executions, for hunting's class
// estimate (docs/algorithms.md, "Progress estimates"): pop's are the Mazurkiewicz classes,
// qpor's the classes of its lock events' orders. None for the others: dfs and sdpor
// estimate their own totals; dc explores reads-from classes, which no sleep-set tree
// counts, and probes its own recursion instead (dc_probes_itself).
std::optional<SleepSetProbe::Tree> class_estimate_tree(const AlgorithmOptions& algorithm) {
  if (algorithm.name == "pop") return SleepSetProbe::Tree::Mazurkiewicz;
  if (algorithm.name == "qpor") return SleepSetProbe::Tree::LockEvents;
  return std::nullopt;
}

// dc estimates its total by random descents of its own recursion (explore/dc/estimate.h).
bool dc_probes_itself(const CheckOptions& options) {
  return options.algorithm.name == "dc" && options.strategy != Strategy::Hunt && options.algorithm.preemption_bound < 0;
}

Progress::TotalEstimator total_estimator(const CheckOptions& options) {
  if (options.strategy == Strategy::Hunt) return Progress::TotalEstimator::Algorithm;
  if (options.algorithm.preemption_bound >= 0) return Progress::TotalEstimator::None;
  if (dc_probes_itself(options)) return Progress::TotalEstimator::AnnotationProbes;
  if (options.algorithm.name == "dfs" || options.algorithm.name == "sdpor") return Progress::TotalEstimator::Algorithm;
  const std::optional<SleepSetProbe::Tree> tree = class_estimate_tree(options.algorithm);
  if (!tree || options.strategy != Strategy::Portfolio) return Progress::TotalEstimator::None;
  return *tree == SleepSetProbe::Tree::LockEvents ? Progress::TotalEstimator::LockEventProbes
                                                  : Progress::TotalEstimator::MazurkiewiczProbes;
}

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Collects bugs and class counts, enforces budgets, reports progress. Thread-safe: the
// workers of a parallel exploration call it concurrently. Race detection, the expensive
// part, runs outside the lock, on a detector of the calling thread.
class CheckObserver final : public ExplorationObserver, public HuntSink {
 public:
  CheckObserver(const CheckOptions& options, CheckResult& result, const LocationTable& locations)
      : options_(options),
        result_(result),
        locations_(locations),
        start_(Clock::now()),
        last_progress_(start_),
        deadline_(options.time_limit_s > 0
                      ? start_ + std::chrono::duration_cast<Clock::duration>(
                                     std::chrono::duration<double>(exploration_budget_s(options)))
                      : Clock::time_point::max()) {}

  // When --time-limit ends the exploration (max(): never). The one deadline: executions
  // honour it (runtime/limits.h), on_execution and keep_going stop the algorithm at it.
  Clock::time_point deadline() const { return deadline_; }

  // The deadline less the time kept for the work after the exploration (the bugs' stack
  // re-runs, the report), which grows with the bugs' traces (bug_stacks.h): the whole
  // command, output included, ends near --time-limit even when 7 bound findings carry
  // 10^5 steps. At most half the budget is kept, so that a short limit still explores.
  Clock::time_point exploring_deadline() const {
    if (deadline_ == Clock::time_point::max()) return deadline_;
    return deadline_ - Clock::duration(after_work_reserve_.load(std::memory_order_relaxed));
  }
  // Kept until the verdict is out when --time-limit applies and the exploration stopped
  // (ExplorationObserver::retire): what a stopped exploration built can take seconds to
  // release on a loaded machine, past the limit. Otherwise (another nondet assignment
  // follows, or no limit) released at once.
  void retire(std::shared_ptr<void> state) override {
    std::lock_guard lock(mutex_);
    if (deadline_ == Clock::time_point::max() || (result_.stopped_by == StopReason::None && !interrupted_)) return;
    retired_.push_back(std::move(state));
  }
  std::vector<std::shared_ptr<void>> take_retired() {
    std::lock_guard lock(mutex_);
    return std::move(retired_);
  }
  // Whether the exploration stopped at exploring_deadline() before deadline() (a note says so).
  bool stopped_for_after_work() const { return stopped_for_after_work_; }
  // The slowdown the reserve was last computed with: the stack re-runs plan with it (while
  // the workers wind down, slowdown() counts their idle wait as load).
  double planning_slowdown() const {
    std::lock_guard lock(mutex_);
    return last_slowdown_;
  }
  double after_work_reserve_s() const {
    return std::chrono::duration<double>(Clock::duration(after_work_reserve_.load(std::memory_order_relaxed))).count();
  }

  // Between executions (ExplorationObserver::keep_going): the deadline and the cancel flag,
  // read without the lock until one of them says stop.
  bool keep_going() override {
    const bool cancelled = options_.cancel && options_.cancel->load(std::memory_order_relaxed);
    if (!cancelled && Clock::now() < exploring_deadline()) {
      if (Clock::now() < slice_deadline_) return true;
      std::lock_guard lock(mutex_);
      if (reached_slots_.empty()) return true;  // no nondet call: the only assignment
      slice_ended_ = true;
      return false;
    }
    std::lock_guard lock(mutex_);
    if (result_.stopped_by != StopReason::None || interrupted_ || barrier_generations_overlap_) return false;
    return stop(cancelled ? StopReason::Cancelled : StopReason::TimeLimit);
  }

  bool on_execution(const ExecutionResult& run) override { return on_execution_at(run, {}); }

  bool on_execution_at(const ExecutionResult& run, std::span<const std::uint32_t> position) override {
    const std::uint64_t index = next_index_.fetch_add(1, std::memory_order_relaxed);
    const std::vector<Race>* races = nullptr;
    const std::vector<WeakLoad>* weak_loads = nullptr;
    const bool detect_races = options_.detect_races && run.outcome != ExecutionOutcome::Blocked &&
                              race_sampled(index, options_.race_sample_percent);
    // Every execution's prefix happened, a blocked one's too; an abandoned one is run again.
    const bool weak_memory = options_.memory_model == MemoryModel::C11 && run.outcome != ExecutionOutcome::Abandoned;
    if (detect_races || weak_memory) {
      RaceDetector& detector = detector_of_this_thread();
      const std::vector<Race>& found = detector.analyze(run.events, Analyses{detect_races, weak_memory});
      if (detect_races) races = &found;
      if (weak_memory) weak_loads = &detector.weak_loads();
    }
    std::lock_guard lock(mutex_);
    // After a stop, workers of a parallel run may still finish the executions they were
    // running: they are not reported, so that a budget is exact.
    if (result_.stopped_by != StopReason::None || interrupted_) return false;
    if (run.barrier_generations_overlap && !barrier_generations_overlap_) barrier_generations_overlap_ = run.barrier_generations_overlap;
    // Without ordered arrivals this exploration is not exact (RuntimeConfig::
    // ordered_barrier_arrivals): it stops here, before this run counts, and check_program
    // restarts with them.
    if (barrier_generations_overlap_ && !options_.ordered_barrier_arrivals) return false;
    position_ = position;
    position_assignment_ = assignment_ordinal_;
    for (const NondetDraw& draw : run.nondet_draws) {
      // A slot other call sites reach too is explored with every site's values.
      const NondetDomain& domain = draw.explored_domain();
      if (auto it = reached_slots_.find(draw.slot); it == reached_slots_.end())
        reached_slots_.emplace(draw.slot, ReachedSlot{draw.type, domain});
      else if (!(it->second.domain == domain))
        it->second.domain = merged_domain(it->second.domain, domain);
    }
    ++seen_;
    result_.events += run.events.size();
    if (run.nondet_calls) {
      ++result_.nondet_executions;
      result_.fixed_input_kinds |= run.fixed_input_kinds;
    }
    if (run.lock_all_half_observable && run.outcome != ExecutionOutcome::Abandoned)
      ++result_.lock_all_half_observable_executions;
    if (run.outcome == ExecutionOutcome::Abandoned) {
      ++abandoned_;
    } else {
      ++finished_;
      if (run.outcome == ExecutionOutcome::Blocked) ++assume_blocked_;
    }
    if (options_.count_classes && run.outcome != ExecutionOutcome::Abandoned) {
      mazurkiewicz_.insert(mazurkiewicz_key(run.events, run.woken_reads));
      reads_from_.insert(reads_from_key(run.events, run.woken_reads));
    }
    if (run.bug) record_bug(*run.bug, run, &run.bug_prefix);
    bool bounded = run.bug && run.bug->kind == BugKind::Bound;
    // Bugs other threads hit after the first one, running on (Scheduler::runs_on_after_bug).
    // A bound hit there cuts what the others would do next (counted), but is no finding: it
    // may be a loop waiting for the thread that stopped at the first bug.
    for (const auto& [later, prefix] : run.later_bugs) {
      if (later.kind == BugKind::Bound) bounded = true;
      else record_bug(later, run, &prefix);
    }
    if (bounded) ++result_.bound_executions;
    for (const Bug& misuse : run.misuses) record_bug(misuse, run);
    if (races) record_races(run, *races);
    if (weak_loads && !weak_loads->empty()) record_weak_loads(run, *weak_loads);
    divergence_ |= run.divergence;
    if (run.timed_waits_past_early_timeout) ++timed_waits_past_early_timeout_;
    if (run.bug || !run.later_bugs.empty() || !run.misuses.empty() || (races && !races->empty()))
      update_after_work_reserve();
    if (run.interrupted) {
      interrupted_ = true;  // the deadline passed inside this execution
      return false;
    }

    if (options_.stop_on_first_bug && !result_.bugs.empty()) return stop(StopReason::FirstBug);
    if (options_.max_executions && finished_ >= options_.max_executions) return stop(StopReason::ExecutionLimit);
    if (!reached_slots_.empty() && (finished_ >= slice_executions_ || (slice_deadline_ != Clock::time_point::max() &&
                                                                       Clock::now() >= slice_deadline_))) {
      slice_ended_ = true;  // this assignment's share of hunting (check_program)
      return false;
    }
    if (options_.cancel && options_.cancel->load(std::memory_order_relaxed)) return stop(StopReason::Cancelled);
    // Checking the clock every execution is cheap next to running one.
    if ((seen_ & 63) == 0 || options_.time_limit_s > 0 || options_.on_progress) {
      const auto now = Clock::now();
      refresh_after_work_reserve();
      if (now >= exploring_deadline()) {
        stopped_for_after_work_ = now < deadline_;
        return stop(StopReason::TimeLimit);
      }
      const double elapsed = std::chrono::duration<double>(now - start_).count();
      // The algorithm's own estimate against the time budget, at the rate so far (once the
      // rate means something). Hunting's interleavings estimate is only an upper bound for a
      // reducing algorithm, so it decides nothing.
      // What is certain (estimated_at_least_) counts too, when there is no estimate yet.
      // So does hunting's lower bound on the classes, which holds however heavy the probes'
      // tail (an unsettled estimate of 1e19 classes still says the run cannot finish).
      const double expected_total = std::max({total_estimate(), estimated_at_least_, classes_at_least_});
      if (options_.time_limit_s > 0 && elapsed > 0.2 && finished_ >= 32 && expected_total > 0)
        exceeds_budget_ = expected_total / (static_cast<double>(finished_) / elapsed) > exploration_budget_s(options_);
      if (options_.on_progress && now - last_progress_ >= std::chrono::milliseconds(100)) {
        last_progress_ = now;
        Progress p{finished_, abandoned_, elapsed, result_.bugs.size(), total_estimate()};
        if (estimated_total_ <= 0 && p.estimated_total > 0) p.estimated_total_error = 2 * classes_error_;
        p.estimated_interleavings = estimated_interleavings_;
        p.estimated_classes = classes_;
        p.estimated_classes_error = 2 * classes_error_;
        p.class_probes = class_probes_;
        // The algorithm's floor (runs done and schedules known) dates from its last report;
        // runs finished since then are certain too (without this, a progress line could say
        // "at least" fewer than it had already run).
        p.estimated_at_least = estimated_at_least_ > 0 ? std::max(estimated_at_least_, static_cast<double>(finished_)) : 0;
        if (p.estimated_total <= 0 && counts_classes() && class_probes_ >= kRoughProbes && classes_ > 0) {
          p.rough_total = classes_;
          p.rough_total_error = 2 * classes_error_;
        }
        p.estimate_exceeds_budget = exceeds_budget_;
        p.total_estimator = total_estimator(options_);
        options_.on_progress(p);
      }
    }
    return true;
  }

  void on_estimate(double total_executions) override {
    std::lock_guard lock(mutex_);
    estimated_total_ = total_executions;
  }
  void on_estimate_with_floor(double total_executions, double at_least) override {
    std::lock_guard lock(mutex_);
    estimated_total_ = total_executions;
    estimated_at_least_ = at_least;
  }

  // Before the exploration of the ordinal-th nondet value assignment (from 0): its bugs
  // come after the earlier assignments' in the canonical order, its classes are counted
  // apart (an execution under other values is another execution), and it reaches slots of
  // its own. Hunting (--strategy hunt) gets a share of the budget per assignment: until
  // `slice_deadline` or `slice_executions` finished executions in all.
  void begin_assignment(std::uint32_t ordinal, Clock::time_point slice_deadline = Clock::time_point::max(),
                        std::uint64_t slice_executions = UINT64_MAX) {
    std::lock_guard lock(mutex_);
    assignment_ordinal_ = ordinal;
    folded_mazurkiewicz_ += mazurkiewicz_.size();
    folded_reads_from_ += reads_from_.size();
    mazurkiewicz_.clear();
    reads_from_.clear();
    reached_slots_.clear();
    estimated_total_ = 0;  // the algorithm's estimates were of the previous assignment's space
    estimated_at_least_ = 0;
    classes_at_least_ = 0;
    slice_deadline_ = slice_deadline;
    slice_executions_ = slice_executions;
    slice_ended_ = false;
  }
  // The slots the current assignment's executions reached, with their types and domains.
  std::map<NondetSlot, ReachedSlot> reached_slots() const {
    std::lock_guard lock(mutex_);
    return reached_slots_;
  }
  // A budget, the cancel flag or the deadline inside an execution ended the check, or it
  // must restart with ordered barrier arrivals (barrier_generations_overlap).
  bool stopped() const {
    std::lock_guard lock(mutex_);
    return result_.stopped_by != StopReason::None || interrupted_ ||
           (barrier_generations_overlap_ && !options_.ordered_barrier_arrivals);
  }
  // Where a run first had more distinct threads wait at a barrier than its count.
  std::optional<LocationId> barrier_generations_overlap() const {
    std::lock_guard lock(mutex_);
    return barrier_generations_overlap_;
  }
  // The current assignment's share of hunting ran out (begin_assignment).
  bool slice_ended() const {
    std::lock_guard lock(mutex_);
    return slice_ended_;
  }

  // What the observer accepted (a parallel run stopped early reports these: see above).
  std::uint64_t finished() const { return finished_; }
  std::uint64_t assume_blocked() const { return assume_blocked_; }

  // Hunting's executions (portfolio): their bugs and races are reported at once; they do
  // not count as the exhaustive run's executions or classes.
  bool on_hunt_execution(const ExecutionResult& run, std::string_view strategy) override {
    const std::vector<Race>* races = nullptr;
    if (options_.detect_races && options_.race_sample_percent > 0 && run.outcome != ExecutionOutcome::Blocked)
      races = &detector_of_this_thread().analyze(run.events);
    std::lock_guard lock(mutex_);
    // After every exhaustive execution in the canonical order: the exhaustive run's own
    // trace of the same bug, when it gets there, replaces the hunter's (record_bug).
    position_ = kHuntPosition;
    position_assignment_ = UINT32_MAX;
    if (run.bug) record_bug(*run.bug, run, &run.bug_prefix, strategy);
    for (const auto& [later, prefix] : run.later_bugs)
      if (later.kind != BugKind::Bound) record_bug(later, run, &prefix, strategy);
    for (const Bug& misuse : run.misuses) record_bug(misuse, run, nullptr, strategy);
    if (races) record_races(run, *races, strategy);
    if (run.bug || !run.later_bugs.empty() || !run.misuses.empty() || (races && !races->empty()))
      update_after_work_reserve();
    divergence_ |= run.divergence;
    if (options_.stop_on_first_bug && !result_.bugs.empty()) return false;
    if (options_.cancel && options_.cancel->load(std::memory_order_relaxed)) return false;
    return !run.interrupted;
  }

  void on_classes_estimate(double classes, double standard_error, std::uint64_t probes) override {
    // dc's total is its own probes' (on_probe_estimate): hunting's probes of POP's tree count
    // Mazurkiewicz classes, not dc's executions.
    if (dc_probes_itself(options_)) return;
    set_classes(classes, standard_error, probes);
  }

  // Hunting's lower bound on the classes (markov_lower_bound): weighed against the budget
  // only, for the algorithms whose executions those classes are (pop, qpor), never shown.
  void on_classes_at_least(double classes) override {
    if (dc_probes_itself(options_) || !class_estimate_tree(options_.algorithm).has_value() ||
        options_.algorithm.preemption_bound >= 0 || options_.strategy == Strategy::Hunt)
      return;
    std::lock_guard lock(mutex_);
    classes_at_least_ = classes;
  }

  // dc's probes of its own recursion (explore/dc/estimate.h): shown and weighed as hunting's
  // class probes are for pop and qpor.
  void on_probe_estimate(double mean, double standard_error, std::uint64_t probes) override {
    set_classes(mean, standard_error, probes);
  }

 private:
  void set_classes(double classes, double standard_error, std::uint64_t probes) {
    std::lock_guard lock(mutex_);
    classes_ = classes;
    classes_error_ = standard_error;
    class_probes_ = probes;
  }

 public:
  void on_interleavings_estimate(double interleavings) override {
    std::lock_guard lock(mutex_);
    estimated_interleavings_ = interleavings;
  }

  // Asked by the hunting thread between executions: the exhaustive run cannot finish.
  bool estimate_exceeds_budget() const {
    std::lock_guard lock(mutex_);
    return exceeds_budget_;
  }

  void finish() {
    // Bugs in the canonical order (see record_bug); stable, so bugs of one execution keep
    // the order they were found in.
    std::vector<std::size_t> order(result_.bugs.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return bug_positions_[a] < bug_positions_[b]; });
    std::vector<BugReport> sorted;
    sorted.reserve(order.size());
    for (std::size_t i : order) sorted.push_back(std::move(result_.bugs[i]));
    result_.bugs = std::move(sorted);

    // Executions cut by a bound: one fact (CheckResult::bound_executions), mirrored in the
    // stats; report/verdict.cpp says what they leave uncovered.
    result_.stats.bounded_executions = result_.bound_executions;
    if (result_.bound_executions) result_.stats.complete = false;
    // The same for an execution cut by an unsupported construct: before, the stat said
    // complete while the verdict (its "unsupported" gap) did not.
    if (result_.reached_unsupported()) result_.stats.complete = false;
    result_.time_limit_s = options_.time_limit_s;
    result_.early_timeouts = options_.early_timeouts;
    result_.max_executions = options_.max_executions;
    result_.races_sampled = options_.detect_races && options_.race_sample_percent < 100;
    result_.races_detected = options_.detect_races && options_.race_sample_percent > 0;
    result_.mazurkiewicz_classes = folded_mazurkiewicz_ + mazurkiewicz_.size();
    result_.estimated_interleavings = estimated_interleavings_;
    result_.estimate_exceeds_budget = exceeds_budget_;
    result_.reads_from_classes = folded_reads_from_ + reads_from_.size();
    // Inputs fixed to 0, runs cut by assumes, bounds, a deadline inside an execution,
    // divergence: report/verdict.cpp says what they leave uncovered, from the fields set here.
    if (interrupted_) {
      // The deadline passed inside an execution, which was abandoned: a time-limit stop.
      result_.stats.complete = false;
      if (result_.stopped_by == StopReason::None) result_.stopped_by = StopReason::TimeLimit;
    }
    for (const std::string& note : runtime::describe_divergence(divergence_)) result_.notes.push_back(note);
    result_.early_timeout_bound_executions = timed_waits_past_early_timeout_;  // a gap (report/verdict.cpp)
    result_.memory_model = options_.memory_model;
    result_.weak_memory_loads = weak_load_sites_.size();
    if (!weak_load_sites_.empty()) result_.first_weak_load = weak_load_sites_.begin()->second;
    if (exceeds_budget_)
      result_.notes.push_back("the estimated size of the space exceeded the time limit at the measured rate: the "
                              "exhaustive run could not finish, hunting favoured the preemption-bounded search");
    if (runtime::divergence_makes_incomplete(divergence_)) {
      result_.stats.complete = false;
      result_.divergent = true;
    }
    if (result_.stats.replay_divergences) {
      result_.stats.complete = false;
      result_.divergent = true;
      const std::uint64_t n = result_.stats.replay_divergences;
      result_.notes.push_back(std::to_string(n) + (n == 1 ? " run did" : " runs did") +
                              " not follow the schedule " + result_.algorithm +
                              " asked for (the program behaved differently on the same schedule), and the "
                              "branches they stood for were given up");
    }
  }

 private:
  // Each bug keeps the execution that comes first in the canonical order (the position in
  // the exploration tree, ExplorationObserver::on_execution_at), not the first to arrive,
  // and the bugs are sorted by it at the end: what the user sees does not depend on the
  // number of workers or their timing. On one worker executions arrive in that order, so
  // this is the first one found. (Algorithms that report no position: arrival order.)
  bool earlier_than_kept(std::size_t index) const {
    const BugPosition& kept = bug_positions_[index];
    if (position_assignment_ != kept.assignment) return position_assignment_ < kept.assignment;
    return std::lexicographical_compare(position_.begin(), position_.end(), kept.path.begin(), kept.path.end());
  }
  void add_report(BugReport report) {
    result_.bugs.push_back(std::move(report));
    bug_positions_.push_back({position_assignment_, {position_.begin(), position_.end()}});
    if (options_.on_bug) send_ahead(result_.bugs.back());
  }
  // CheckOptions::on_bug builds the bug's JSON, text and trace file and sends them to the
  // supervisor, under the lock: with a long trace (a bound finding at --max-steps) on a loaded
  // machine, seconds. A bug whose sending would not end before the exploration's deadline is
  // not sent ahead (it is in the report all the same), and CheckResult counts it; the
  // estimate is the longest sending so far, or the report's per-step cost for the first.
  void send_ahead(const BugReport& report) {
    if (deadline_ != Clock::time_point::max()) {
      const double needed_s = std::max(longest_send_s_, report_estimate_s(report, slowdown()));
      if (Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(needed_s)) >=
          exploring_deadline()) {
        ++result_.bugs_not_sent_ahead;
        return;
      }
    }
    const auto sending = Clock::now();
    options_.on_bug(report);
    longest_send_s_ = std::max(longest_send_s_, seconds_since(sending));
  }
  // `prefix`: the part of the run before the bug, which its report shows (the run may go on
  // past it: ExecutionResult::later_bugs).
  void record_bug(const Bug& bug, const ExecutionResult& run, const ExecutionResult::Prefix* prefix = nullptr,
                  std::string_view found_by = {}) {
    auto report = [&] {
      return BugReport{bug, prefix ? execution_prefix(run, *prefix) : run, std::string(found_by)};
    };
    auto key = std::make_pair(static_cast<int>(bug.kind), bug.loc);
    if (auto it = seen_bugs_.find(key); it != seen_bugs_.end()) {
      if (earlier_than_kept(it->second)) {
        result_.bugs[it->second] = report();
        bug_positions_[it->second] = {position_assignment_, {position_.begin(), position_.end()}};
      }
      return;
    }
    seen_bugs_.emplace(key, result_.bugs.size());
    add_report(report());
  }

  // Races of one execution, each once per check: per pair of source lines and accessed
  // objects, in either order (two accesses of `p` on one line, e.g. `if (p) use(*p)`, are
  // one race for the user, not two reports that differ only in a column).
  void record_races(const ExecutionResult& run, const std::vector<Race>& races, std::string_view found_by = {}) {
    if (found_by.empty()) ++result_.race_executions;  // the exhaustive run's race coverage
    // One report per racing pair of the program's locations. An access inside library code
    // stands for the program's call that inlined it, or, when the library function was not
    // inlined (its callers are known only from the report's re-run), for the library class or
    // function the program called, as a whole: two threads calling one std::mt19937 race on dozens of pairs of lines of
    // random.tcc and on every word of its state, one bug for the program (trust28; before,
    // 20 reports of 3,400 steps each, whose rendering the time limit had to make room for).
    auto site = [&](LocationId id) {
      const SourceLocation& l = locations_[id];
      if (!is_library_file(l.file)) return l.file + ':' + std::to_string(l.line) + ':' + l.object;
      if (const LocationId user = innermost_user_location(id, {}, locations_)) {
        const SourceLocation& call = locations_[user];
        return call.file + ':' + std::to_string(call.line) + ": inside a library call";
      }
      // The outermost frame of the inlined chain, and of a member function its class: the
      // library object the program called (std::mt19937's operator() and the _M_gen_rand it
      // calls are one site).
      LocationId called = id;
      for (int guard = 0; locations_[called].inlined_at != 0 && guard < 64; ++guard) called = locations_[called].inlined_at;
      const SourceLocation& outer = locations_[called];
      if (const std::string_view scope = enclosing_scope(outer.function); !scope.empty())
        return "library: inside " + std::string(scope);
      return outer.file + ": inside " + outer.function;
    };
    for (const Race& race : races) {
      const std::string a = site(run.events[race.first].loc), b = site(run.events[race.second].loc);
      const auto key = std::minmax(a, b);
      if (auto it = seen_races_.find(key); it != seen_races_.end()) {
        if (earlier_than_kept(it->second)) {
          result_.bugs[it->second] = make_race_report(run, race, locations_);
          result_.bugs[it->second].execution.nondet_draws = run.nondet_draws;  // for its replay
          result_.bugs[it->second].found_by = std::string(found_by);
          bug_positions_[it->second] = {position_assignment_, {position_.begin(), position_.end()}};
        }
        continue;
      }
      seen_races_.emplace(key, result_.bugs.size());
      BugReport report = make_race_report(run, race, locations_);
      report.execution.nondet_draws = run.nondet_draws;  // for its replay
      report.found_by = std::string(found_by);
      add_report(std::move(report));
    }
  }

  // Under the lock: the loads of `run` that could read another write under C11 (a gap,
  // report/verdict.cpp), by source location; the first in source order is named.
  void record_weak_loads(const ExecutionResult& run, const std::vector<WeakLoad>& loads) {
    ++result_.weak_memory_executions;
    for (const WeakLoad& w : loads) {
      const Event& e = run.events[w.position];
      // Named at the user's code: a load inlined from a system header (std::atomic's load)
      // at the call that inlined it.
      LocationId at = e.loc;
      auto system = [](const std::string& file) {
        return file.starts_with("/usr/include/") || file.starts_with("/usr/lib/") || file.starts_with("/usr/local/include/");
      };
      while (locations_[at].inlined_at != 0 && system(locations_[at].file)) at = locations_[at].inlined_at;
      const SourceLocation& where = locations_[at];
      const WeakLoadKey key{where.file, where.line, where.column, at};
      if (weak_load_sites_.count(key)) continue;
      weak_load_sites_.emplace(key, CheckResult::WeakLoadSite{where.file, where.line, load_order_name(e), w.later_write});
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
    explored();
    return false;
  }

 public:
  // CheckOptions::on_explored, once.
  void explored() {
    if (!explored_told_.exchange(true) && options_.on_explored) options_.on_explored();
  }

 private:

  // The total to show and to weigh against the budget (under mutex_): the algorithm's own
  // estimate; for POP, whose own gives only what is certain, hunting's estimate of the
  // Mazurkiewicz classes (one POP execution each) once it is settled: enough probes and a
  // 95 % interval within three quarters of it either way (docs/algorithms.md, "Progress
  // estimates"); until then the displays show only what is certain.
  // Whether the class probes count this algorithm's executions (pop, qpor: hunting's; dc: its own).
  bool counts_classes() const {
    return (class_estimate_tree(options_.algorithm).has_value() || dc_probes_itself(options_)) &&
           options_.algorithm.preemption_bound < 0 && options_.strategy != Strategy::Hunt;
  }
  double total_estimate() const {
    if (estimated_total_ > 0) return estimated_total_;
    if (!counts_classes() || class_probes_ < kSettledProbes || classes_ <= 0 || 2 * classes_error_ > 0.75 * classes_)
      return 0;
    // Refuted by what is certain (its 95 % interval lies below the runs done and known):
    // the probes missed the heavy part of the tree; show nothing rather than a wrong number.
    if (classes_ + 2 * classes_error_ < estimated_at_least_) return 0;
    // The same against the runs done, for dc (each of its executions is a class of its own):
    // its probes' values are very uneven (dc's first child, which reuses the parent's run,
    // holds most classes below a call), and a sample that missed the heavy paths can agree
    // with itself (sigma_false: every probe 1, +-0).
    if (dc_probes_itself(options_) && classes_ + 2 * classes_error_ < static_cast<double>(finished_)) return 0;
    return std::max(classes_, estimated_at_least_);
  }
  static constexpr std::uint64_t kSettledProbes = 30;
  // A rough estimate (Progress::rough_total) needs a few probes: one or two say nothing.
  static constexpr std::uint64_t kRoughProbes = 5;

  // The wall time one CPU second of a thread takes now: the exploration's share of the cores
  // (its workers' CPU time over wall time; on a loaded machine a fifth of a core or less).
  // Counted as if a hunting thread ran beside the workers (portfolio): when none does, more
  // time is kept, not less.
 public:
  double slowdown() const {
    const double wall = seconds_since(start_);
    const double cpu = process_cpu_seconds() - start_cpu_s_;
    const unsigned workers = std::max(options_.jobs, 1u) + (options_.strategy == Strategy::Portfolio ? 1 : 0);
    if (wall < 0.05 || cpu <= 0) return 5.0;  // too early to tell: as at load ~10 on 2 cores
    return std::clamp(wall * workers / cpu, 1.0, 20.0);
  }

 private:
  static double process_cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
  }
  // Under the lock, after bugs were recorded or replaced.
  void update_after_work_reserve() {
    if (deadline_ == Clock::time_point::max()) return;
    after_work_cpu_s_ = after_work_estimate_s(result_.bugs, 1.0);  // linear in the slowdown
    refresh_after_work_reserve();
  }
  // Under the lock, with the slowdown of now (the machine's load changes during a run).
  void refresh_after_work_reserve() {
    if (deadline_ == Clock::time_point::max() || after_work_cpu_s_ <= 0) return;
    last_slowdown_ = slowdown();
    // Plus the winding down before the stack re-runs (workers and hunting finish their
    // executions), which would otherwise leave the re-runs no time.
    constexpr double kWindDownSeconds = 0.2;
    const double reserve_s =
        std::min(last_slowdown_ * after_work_cpu_s_ + kWindDownSeconds, 0.5 * exploration_budget_s(options_));
    after_work_reserve_.store(
        std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(reserve_s)).count(),
        std::memory_order_relaxed);
  }

  const CheckOptions& options_;
  CheckResult& result_;
  double estimated_total_ = 0;
  double classes_ = 0, classes_error_ = 0;
  std::uint64_t class_probes_ = 0;
  double estimated_at_least_ = 0;
  double classes_at_least_ = 0;
  double estimated_interleavings_ = 0;
  bool exceeds_budget_ = false;
  const LocationTable& locations_;
  mutable std::mutex mutex_;  // everything below but the detectors
  std::atomic<std::uint64_t> next_index_{0};
  std::mutex detectors_mutex_;
  std::map<std::thread::id, std::unique_ptr<RaceDetector>> detectors_;
  std::map<std::pair<std::string, std::string>, std::size_t> seen_races_;  // -> index in bugs
  // Loads the weak-memory check found (record_weak_loads), in source order.
  using WeakLoadKey = std::tuple<std::string, unsigned, unsigned, LocationId>;
  std::map<WeakLoadKey, CheckResult::WeakLoadSite> weak_load_sites_;
  Clock::time_point start_;
  Clock::time_point last_progress_;
  const Clock::time_point deadline_;
  const double start_cpu_s_ = process_cpu_seconds();
  std::atomic<Clock::rep> after_work_reserve_{0};  // see exploring_deadline()
  bool stopped_for_after_work_ = false;
  double after_work_cpu_s_ = 0;  // after_work_estimate_s of the bugs so far, at slowdown 1
  double last_slowdown_ = 5.0;   // when the reserve was last refreshed
  double longest_send_s_ = 0;    // the longest CheckOptions::on_bug call so far (send_ahead)
  std::atomic<bool> explored_told_{false};  // CheckOptions::on_explored was called (any worker may stop)
  std::vector<std::shared_ptr<void>> retired_;  // see retire()
  std::uint64_t seen_ = 0, finished_ = 0, abandoned_ = 0;
  std::unordered_set<ClassKey, ClassKeyHash> mazurkiewicz_;
  std::unordered_set<ClassKey, ClassKeyHash> reads_from_;
  std::map<std::pair<int, LocationId>, std::size_t> seen_bugs_;  // -> index in result_.bugs
  // Where each report's execution is in the canonical order: the nondet value assignment it
  // ran under (hunting's after all), then its position in that exploration's tree.
  struct BugPosition {
    std::uint32_t assignment = 0;
    std::vector<std::uint32_t> path;
    auto operator<=>(const BugPosition&) const = default;
  };
  std::vector<BugPosition> bug_positions_;  // of each report in result_.bugs
  std::span<const std::uint32_t> position_;  // of the execution being recorded
  std::uint32_t position_assignment_ = 0;    // and its assignment's ordinal
  // Hunting's executions have no place in the exhaustive tree: after all of it.
  static constexpr std::uint32_t kHuntPositionValue[1] = {UINT32_MAX};
  static constexpr std::span<const std::uint32_t> kHuntPosition{kHuntPositionValue};
  std::uint64_t assume_blocked_ = 0;
  std::uint32_t divergence_ = 0;  // runtime::Divergence bits over all executions
  std::uint64_t timed_waits_past_early_timeout_ = 0;  // executions with such waits (ExecutionResult)
  // The nondet value assignment being explored (begin_assignment): its ordinal (bugs of an
  // earlier one come first), the classes of the earlier ones, the slots it reached, its share.
  std::uint32_t assignment_ordinal_ = 0;
  std::uint64_t folded_mazurkiewicz_ = 0, folded_reads_from_ = 0;
  std::map<NondetSlot, ReachedSlot> reached_slots_;
  Clock::time_point slice_deadline_ = Clock::time_point::max();
  std::uint64_t slice_executions_ = UINT64_MAX;
  bool slice_ended_ = false;
  bool interrupted_ = false;
  std::optional<LocationId> barrier_generations_overlap_;  // ExecutionResult::barrier_generations_overlap, the first
};

}  // namespace

bool CheckResult::reached_unsupported() const {
  return std::any_of(bugs.begin(), bugs.end(), [](const BugReport& b) { return b.bug.kind == BugKind::Unsupported; });
}

std::string_view to_string(MemoryModel model) { return model == MemoryModel::SC ? "sc" : "c11"; }

std::string_view to_string(Progress::TotalEstimator estimator) {
  switch (estimator) {
    case Progress::TotalEstimator::Algorithm: return "algorithm";
    case Progress::TotalEstimator::MazurkiewiczProbes: return "mazurkiewicz-probes";
    case Progress::TotalEstimator::LockEventProbes: return "lock-event-probes";
    case Progress::TotalEstimator::AnnotationProbes: return "annotation-probes";
    case Progress::TotalEstimator::None: break;
  }
  return "none";
}

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
                                            request.files, request.flags, compiled.files_checked_as_cxx20);
  compiled.module.reset();
  store_cached_program(cached, *build.program, build.diagnostics);
  build.compile_s = seconds_since(start);
  return build;
}

namespace {

// The algorithm a check runs: hunting (--strategy hunt), the preemption-bounded search
// (--preemption-bound K), else the one named.
std::unique_ptr<Algorithm> algorithm_of(const CheckOptions& options, HuntCoverage* hunt_coverage) {
  if (options.strategy == Strategy::Hunt) return make_hunt_algorithm(hunt_coverage);
  if (options.algorithm.preemption_bound >= 0) return make_preemption_bounded_algorithm(options.algorithm);
  AlgorithmOptions algorithm = options.algorithm;
  algorithm.estimate_total = options.on_progress != nullptr || options.time_limit_s > 0;
  return make_algorithm(algorithm);
}

// Portfolio: hunting on a thread of its own, with its own program instance, alongside the
// exhaustive run and until it ends. It starts after a short delay, so checks that finish
// sooner pay nothing for it. (The seam for a shared pool: one task that runs Hunter::step.)
class PortfolioHunt {
 public:
  // `spare_core`: the exploration leaves a hardware thread idle (it explores on fewer workers
  // than the machine has), so hunting runs at full speed throughout at no cost to it.
  // `class_tree`: the tree whose leaves are the exhaustive algorithm's executions (the
  // class estimate, Hunter::set_class_tree).
  PortfolioHunt(const Program& program, const runtime::RuntimeConfig& config, CheckObserver& observer,
                double delay_s, bool spare_core, SleepSetProbe::Tree class_tree)
      : delay_s_(delay_s), spare_core_(spare_core), class_tree_(class_tree), thread_([this, &program, config, &observer](std::stop_token stop) { run(program, config, observer, stop); }) {}

  // Returns once hunting has run one execution, or has ended without one.
  void wait_for_first_execution() { first_execution_.wait(false); }

  // Stops hunting and returns what it covered (nothing when it never started).
  std::optional<HuntCoverage> finish(std::vector<std::string>& notes) {
    thread_.request_stop();
    if (thread_.joinable()) thread_.join();
    if (!failure_.empty()) notes.push_back("hunting stopped: " + failure_);
    return coverage_;
  }

 private:
  void run(const Program& program, const runtime::RuntimeConfig& config, CheckObserver& observer,
           std::stop_token stop) {
    struct SignalFirst {  // however run() ends
      std::atomic<bool>& flag;
      void operator()() {
        flag = true;
        flag.notify_all();
      }
      ~SignalFirst() { (*this)(); }
    } signal_first{first_execution_};
    {
      std::mutex mutex;
      std::condition_variable_any wake;
      std::unique_lock lock(mutex);
      wake.wait_for(lock, stop, std::chrono::duration<double>(delay_s_), [] { return false; });
    }
    if (stop.stop_requested()) return;
    try {
      const std::shared_ptr<ProgramInstance> instance = program.instantiate(config);
      Hunter hunter;
      hunter.set_class_tree(class_tree_);
      // Full speed for hunting's first half second of CPU time (where it finds its bugs), then
      // a duty cycle: hunting's share of its thread's time falls to 5% (50% once the exhaustive run is
      // known not to finish in its budget), so it takes little from the exhaustive run on
      // a loaded machine (docs/benchmarks.md, "Hunting").
      const auto start = Clock::now();
      const double start_cpu_s = thread_cpu_s();
      double busy_s = 0;
      std::mutex mutex;
      std::condition_variable_any wake;
      while (!stop.stop_requested()) {
        const bool exceeds_budget = observer.estimate_exceeds_budget();
        if (exceeds_budget) hunter.prefer_bounded();
        const auto step_start = Clock::now();
        if (!hunter.step(*instance, observer)) break;
        signal_first();
        busy_s += seconds_since(step_start);
        const double elapsed_s = seconds_since(start);
        const double duty = spare_core_ ? 1.0 : exceeds_budget ? 0.5 : 0.05;
        // The full-speed phase is half a second of hunting's own CPU time: on a loaded
        // machine half a second of wall time gave it a fraction of that, and bugs found
        // at 0.4 s on a quiet machine came at the next duty slot, 10 s later. Capped in
        // wall time, so a starved thread still yields.
        const bool full_speed = thread_cpu_s() - start_cpu_s <= kFullSpeedS && elapsed_s <= kFullSpeedWallCapS;
        if (!full_speed && busy_s > duty * elapsed_s) {
          std::unique_lock lock(mutex);
          wake.wait_for(lock, stop, std::chrono::duration<double>(busy_s / duty - elapsed_s), [] { return false; });
        }
      }
      coverage_ = hunter.coverage();
      observer.retire(instance);  // kept (released after the verdict) when the exploration stopped
    } catch (const std::exception& e) {
      failure_ = e.what();  // hunting is a bonus: the exhaustive run's verdict stands
    }
  }

  static double thread_cpu_s() {
    timespec ts{};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
  }

  static constexpr double kFullSpeedS = 0.5;         // of hunting's thread CPU time
  static constexpr double kFullSpeedWallCapS = 2.0;  // at most, in wall time
  double delay_s_;
  bool spare_core_;
  SleepSetProbe::Tree class_tree_;
  std::optional<HuntCoverage> coverage_;
  std::string failure_;
  std::atomic<bool> first_execution_{false};
  std::jthread thread_;  // last: started once the members above exist
};

// The outer loop's worklist of nondet value assignments (docs/algorithms.md, "Nondet
// values"). It starts with the empty assignment (every call 0); an explored assignment A
// that reached slot s, which A leaves at 0, adds A with s set to each other value of its
// domain. Every combination of values of the slots reached is so explored, breadth first
// (assignments that change fewer calls first).
class NondetValueSearch {
 public:
  NondetValueSearch() {
    queue_.emplace_back();
    seen_.emplace();
  }
  std::optional<NondetAssignment> next() {
    if (queue_.empty()) return std::nullopt;
    NondetAssignment a = std::move(queue_.front());
    queue_.pop_front();
    return a;
  }
  void explored(const NondetAssignment& assignment, const std::map<NondetSlot, ReachedSlot>& reached) {
    ++explored_;
    for (const auto& [slot, reached_slot] : reached) {
      auto [known, fresh] = slots_.try_emplace(slot, reached_slot);
      if (!fresh && !(known->second.domain == reached_slot.domain))
        known->second.domain = merged_domain(known->second.domain, reached_slot.domain);
      if (assignment.contains(slot)) continue;
      for (std::int64_t value : reached_slot.domain.values) {
        if (value == 0) continue;  // the default: `assignment` itself
        NondetAssignment extended = assignment;
        extended.emplace(slot, value);
        if (seen_.contains(extended)) continue;
        if (seen_.size() >= kMaxAssignments) {
          ++dropped_;  // counted: the verdict says they were not explored
          continue;
        }
        seen_.insert(extended);
        queue_.push_back(std::move(extended));
      }
    }
  }
  std::uint64_t explored() const { return explored_; }
  std::uint64_t pending() const { return queue_.size(); }
  std::uint64_t dropped() const { return dropped_; }
  const std::map<NondetSlot, ReachedSlot>& slots() const { return slots_; }

 private:
  std::deque<NondetAssignment> queue_;
  std::set<NondetAssignment> seen_;  // explored or queued
  std::map<NondetSlot, ReachedSlot> slots_;  // every slot reached, with its type and values
  std::uint64_t explored_ = 0;
  std::uint64_t dropped_ = 0;
  // The assignments kept (explored or queued), each a map of its slots: a bound on memory
  // for programs whose nondet calls are in loops (2 values a call make 2^n assignments).
  static constexpr std::size_t kMaxAssignments = 1 << 16;
};

// --strategy hunt runs until a budget ends it: each assignment gets a share of what is left,
// the first half of it (it applies only once an execution called a nondet function, so a
// program without any keeps the whole budget), each later one an equal share with those
// queued. The exhaustive algorithms need no share: they end.
std::pair<Clock::time_point, std::uint64_t> hunting_slice(const CheckOptions& options, const CheckObserver& observer,
                                                          const NondetValueSearch& values) {
  if (options.strategy != Strategy::Hunt) return {Clock::time_point::max(), UINT64_MAX};
  const std::uint64_t shares = values.explored() == 0 ? 2 : 1 + values.pending();
  Clock::time_point deadline = Clock::time_point::max();
  if (observer.exploring_deadline() != Clock::time_point::max()) {
    const auto now = Clock::now();
    deadline = now + std::max(observer.exploring_deadline() - now, Clock::duration::zero()) / static_cast<long>(shares);
  }
  std::uint64_t executions = UINT64_MAX;
  if (options.max_executions) {
    const std::uint64_t done = observer.finished();
    executions = done + (options.max_executions - std::min(done, options.max_executions)) / shares;
  }
  return {deadline, executions};
}

// The stats of the assignments explored so far and of one more.
void merge_stats(ExplorationStats& total, ExplorationStats next, bool first) {
  if (first) {
    total = std::move(next);
    return;
  }
  total.executions += next.executions;
  total.blocked += next.blocked;
  total.assume_blocked += next.assume_blocked;
  total.complete = total.complete && next.complete;
  total.complete_up_to_preemptions = std::min(total.complete_up_to_preemptions, next.complete_up_to_preemptions);
  total.replay_divergences += next.replay_divergences;
  if (!total.fell_back) total.fell_back = std::move(next.fell_back);
  for (const auto& [name, value] : next.counters) total.counters[name] += value;
  total.workers.resize(std::max(total.workers.size(), next.workers.size()));
  for (std::size_t i = 0; i < next.workers.size(); ++i) {
    WorkerStats& w = total.workers[i];
    const WorkerStats& n = next.workers[i];
    w.executions += n.executions;
    w.units_taken += n.units_taken;
    w.units_given += n.units_given;
    w.idle_s += n.idle_s;
    w.unit_executions.insert(w.unit_executions.end(), n.unit_executions.begin(), n.unit_executions.end());
    w.unit_bytes.insert(w.unit_bytes.end(), n.unit_bytes.begin(), n.unit_bytes.end());
  }
}

// What hunting covered over the assignments so far and one more. A guarantee holds for the
// whole check only as far as it holds for every assignment: the preemption bound and PCT's
// runs are the least over them (an assignment hunting never reached counts as none); the
// other counts are sums.
std::optional<HuntCoverage> merge_hunt(const std::optional<HuntCoverage>& total, const std::optional<HuntCoverage>& next,
                                       bool first) {
  if (first) return next;
  const HuntCoverage none;
  const HuntCoverage& a = total ? *total : none;
  const HuntCoverage& b = next ? *next : none;
  if (!total && !next) return std::nullopt;
  HuntCoverage m = a;
  m.executions = a.executions + b.executions;
  m.complete_preemption_bound = std::min(a.complete_preemption_bound, b.complete_preemption_bound);
  m.space_exhausted = a.space_exhausted && b.space_exhausted;
  for (std::size_t d = 0; d < m.pct_runs.size(); ++d) m.pct_runs[d] = std::min(a.pct_runs[d], b.pct_runs[d]);
  m.max_threads = std::max(a.max_threads, b.max_threads);
  m.max_steps = std::max(a.max_steps, b.max_steps);
  m.pos_runs = a.pos_runs + b.pos_runs;
  m.random_runs = a.random_runs + b.random_runs;
  m.order_runs = a.order_runs + b.order_runs;
  m.class_runs = a.class_runs + b.class_runs;
  return m;
}

// One exploration of `algorithm` under config.nondet_values (with hunting beside it for the
// portfolio): its stats, and what its hunting covered.
struct AssignmentExploration {
  ExplorationStats stats;
  std::optional<HuntCoverage> portfolio_hunt;
};
AssignmentExploration explore_assignment(const Program& program, const runtime::RuntimeConfig& config,
                                         const CheckOptions& options, Algorithm& algorithm, CheckObserver& observer,
                                         std::unique_ptr<ProgramInstance>& sequential_instance,
                                         std::vector<std::string>& notes, std::size_t& unrun_static_destructors) {
  AssignmentExploration out;
  std::optional<PortfolioHunt> portfolio;
  if (options.strategy == Strategy::Portfolio) {
    const unsigned exploring = algorithm.splits_work() ? options.jobs : 1;
    portfolio.emplace(program, config, observer, options.hunt_start_delay_s,
                      exploring < parallel::default_jobs(),
                      class_estimate_tree(options.algorithm).value_or(SleepSetProbe::Tree::Mazurkiewicz));
    if (options.exhaustive_after_first_hunt) portfolio->wait_for_first_execution();
  }
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
    out.stats = algorithm.explore_parallel(instances, options.jobs, observer);
    unrun_static_destructors = instances.unrun_static_destructors;
  } else {
    // One instance for every assignment: only the values change between them.
    if (!sequential_instance) sequential_instance = program.instantiate(config);
    sequential_instance->set_nondet_values(config.nondet_values);
    out.stats = algorithm.explore(*sequential_instance, observer);
    unrun_static_destructors = sequential_instance->unrun_static_destructors();
  }
  if (portfolio) out.portfolio_hunt = portfolio->finish(notes);
  return out;
}

}  // namespace

CheckResult check_program(const Program& program, const CheckOptions& options) {
  CheckResult result;
  HuntCoverage hunt_coverage;
  std::unique_ptr<Algorithm> algorithm = algorithm_of(options, &hunt_coverage);
  result.strategy = options.strategy;
  result.algorithm = std::string(algorithm->name());
  result.memory_model = options.memory_model;
  result.assumes_race_freedom = algorithm->assumes_data_race_freedom();
  // A standard braid chose, not the user: said in the verdict, not only on stderr at compile
  // time (which a JSON, SARIF or editor user never sees, nor anyone when the build is cached).
  result.files_checked_as_cxx20 = program.files_checked_as_cxx20();
  for (const std::string& file : result.files_checked_as_cxx20)
    result.notes.push_back(file + " does not compile as C++17 (the default of braid, clang and g++) but compiles "
                           "as C++20: checked as -std=c++20; pass -std=... to choose the standard");
  for (const std::string& flag : program.flags())
    if (is_target_flag(flag)) result.ignored_target_flags.push_back(flag);
  runtime::RuntimeConfig config;
  config.max_steps = options.max_steps;
  config.spurious_wakeups = options.spurious_wakeups;
  config.early_timeouts = options.early_timeouts;
  config.report_leaks = options.report_leaks;
  config.limits = options.limits;
  if (result.algorithm == "dfs" && config.limits.max_threads > 63) {
    config.limits.max_threads = 63;  // dfs keeps enabled threads in a 64-bit set (main + 63)
    config.limits.max_threads_is_algorithm_limit = true;
  }
  if (result.algorithm == "dfs") config.limits.max_thread_id = 64;
  config.input = options.input;
  config.ordered_barrier_arrivals = options.ordered_barrier_arrivals;
  config.thread_names = std::make_shared<runtime::ThreadNames>();  // one naming for all workers (runtime/thread_names.h)
  const auto start = Clock::now();
  CheckObserver observer(options, result, program.locations());
  config.limits.deadline = observer.deadline();
  if (options.time_limit_s > 0 && exploration_budget_s(options) <= 0) {
    // Compilation used the whole --time-limit: nothing is explored (docs/cli.md).
    result.stopped_by = StopReason::TimeLimit;
    char note[128];
    std::snprintf(note, sizeof note, "braid's start and its compilation took %.2f s of the %g s time limit: no execution ran",
                  options.time_limit_spent_s, options.time_limit_s);
    result.notes.push_back(note);
    observer.finish();
    result.time_s = seconds_since(start);
    return result;
  }
  std::size_t unrun_static_destructors = 0;  // the program's global destructors (runtime.h)
  // One exploration of the algorithm per nondet value assignment, every one under the same
  // observer (its budgets, bugs and counts span them all): docs/algorithms.md, "Nondet values".
  NondetValueSearch values;
  bool first_exploration = true;
  std::unique_ptr<ProgramInstance> sequential_instance;
  result.jobs = algorithm->splits_work() ? options.jobs : 1;
  if (options.jobs > 1 && !algorithm->splits_work())
    result.notes.push_back("--jobs " + std::to_string(options.jobs) + ": " + result.algorithm +
                           " explores on one worker (it does not split its exploration yet)");
  while (std::optional<NondetAssignment> assignment = values.next()) {
    config.nondet_values = *assignment;
    const auto [slice_deadline, slice_executions] = hunting_slice(options, observer, values);
    observer.begin_assignment(static_cast<std::uint32_t>(values.explored()), slice_deadline, slice_executions);
    HuntCoverage assignment_hunt;
    std::unique_ptr<Algorithm> exploring = first_exploration ? std::move(algorithm) : algorithm_of(options, &assignment_hunt);
    HuntCoverage& hunt_of_this = first_exploration ? hunt_coverage : assignment_hunt;
    first_exploration = false;
    AssignmentExploration explored = explore_assignment(program, config, options, *exploring, observer,
                                                          sequential_instance, result.notes, unrun_static_destructors);
    const bool first = values.explored() == 0;
    merge_stats(result.stats, std::move(explored.stats), first);
    if (options.strategy == Strategy::Portfolio) result.hunt = merge_hunt(result.hunt, explored.portfolio_hunt, first);
    if (options.strategy == Strategy::Hunt) result.hunt = merge_hunt(result.hunt, hunt_of_this, first);
    const std::map<NondetSlot, ReachedSlot> reached = observer.reached_slots();
    values.explored(*assignment, reached);
    if (observer.stopped()) break;
  }
  if (const std::optional<LocationId> barrier = observer.barrier_generations_overlap()) {
    const SourceLocation& where = program.locations()[*barrier];
    const std::string site = where.file + ":" + std::to_string(where.line);
    if (!options.ordered_barrier_arrivals) {
      // Arrivals modelled as independent missed orders: the whole check again, with every
      // arrival dependent with every other one (one restart serves every algorithm). What
      // this exploration found is found again; its time counts against --time-limit.
      CheckOptions ordered = options;
      ordered.ordered_barrier_arrivals = true;
      const double before_restart_s = seconds_since(start);
      if (options.time_limit_s > 0) ordered.time_limit_spent_s += before_restart_s;
      CheckResult again = check_program(program, ordered);
      again.time_s += before_restart_s;
      return again;
    }
    const std::string name = where.object.empty() ? "" : " `" + where.object + "`";
    result.notes.push_back("more distinct threads wait at the pthread barrier" + name +
                           " than its count (an arrival at " + site +
                           " could join either of two generations, depending on the order of arrivals): its arrivals "
                           "were explored in every order");
  }
  if (values.explored() > 1 || !values.slots().empty()) {
    NondetCoverage& covered = result.nondet.emplace();
    for (const auto& [slot, reached] : values.slots()) covered.slots.push_back({slot, reached.type, reached.domain});
    covered.assignments = values.explored();
    covered.unexplored = values.pending();
    covered.dropped = values.dropped();
    if (!covered.bounded() && covered.unexplored == 0 && covered.dropped == 0) {
      const bool learnt = std::any_of(covered.slots.begin(), covered.slots.end(),
                                      [](const NondetCoverage::Slot& s) { return s.domain.learnt; });
      result.notes.push_back("every value of the " + std::to_string(covered.slots.size()) + " nondet call" +
                             (covered.slots.size() == 1 ? "" : "s") + " reached was explored (" +
                             std::to_string(covered.assignments) + " value assignments, each with every schedule" +
                             (learnt ? "; the values left out of ranges learnt from the program are rejected by its "
                                       "assumptions before they have any effect, or do what an explored value does"
                                     : "") +
                             ")");
    }
  }
  // Stopped early, other workers may have finished executions the observer no longer took:
  // report what it took (the budget is exact).
  if (options.jobs > 1 && result.stopped_by != StopReason::None) {
    result.stats.executions = observer.finished();
    result.stats.assume_blocked = observer.assume_blocked();
  }
  result.unrun_static_destructors = unrun_static_destructors;  // a coverage gap (report/verdict.cpp)
  if (const auto& fallback = result.stats.fell_back)
    result.notes.push_back(result.algorithm + " fell back to " + fallback->algorithm + " (" + fallback->why +
                           "): the executions are " + fallback->algorithm +
                           "'s, one per Mazurkiewicz class rather than per reads-from class; every "
                           "behaviour is still covered");
  observer.finish();  // after the stats: the notes read them
  observer.explored();
  if (observer.stopped_for_after_work()) {
    char note[256];
    std::snprintf(note, sizeof note,
                  "the exploration stopped %.2f s before the time limit, kept for recording the bugs' call stacks "
                  "and writing their traces (%zu bugs, %zu steps)",
                  observer.after_work_reserve_s(), result.bugs.size(), trace_steps(result.bugs));
    result.notes.push_back(note);
  }
  // One re-run per bug (check/bug_stacks.h), each only if its stacks and the report still fit
  // before the time limit.
  const std::size_t without_stacks = record_bug_stacks(program, config, result.bugs, observer.deadline(), observer.planning_slowdown());
  result.bugs_without_stacks = without_stacks;
  if (sequential_instance) observer.retire(std::shared_ptr<ProgramInstance>(std::move(sequential_instance)));
  result.retired_state = observer.take_retired();
  if (result.bugs_not_sent_ahead)
    result.notes.push_back(std::to_string(result.bugs_not_sent_ahead) + " of the " +
                           std::to_string(result.bugs.size()) +
                           " bugs were found too close to the time limit to be sent ahead of the report (they are in "
                           "it; had the engine been killed at the limit, they would have been missing)");
  if (without_stacks)
    result.notes.push_back("no call stacks for " + std::to_string(without_stacks) + " of the " +
                           std::to_string(result.bugs.size()) +
                           " bugs: the time limit left no time to re-run their schedules (their traces are complete)");
  result.time_s = seconds_since(start);
  return result;
}

ExecutionResult replay_program(const Program& program, const Schedule& schedule, std::uint64_t max_steps,
                               unsigned spurious_wakeups, bool report_leaks, const runtime::ExecutionLimits& limits,
                               const runtime::ProgramInput& input, const NondetAssignment& nondet_values,
                               unsigned early_timeouts,
                               std::span<const runtime::ThreadName> thread_names) {
  runtime::RuntimeConfig config;
  config.nondet_values = nondet_values;
  config.limits = limits;
  config.limits.deadline = Clock::time_point::max();
  config.input = input;
  config.max_steps = max_steps;
  config.spurious_wakeups = spurious_wakeups;
  config.early_timeouts = early_timeouts;
  config.report_leaks = report_leaks;
  config.record_stacks = true;  // for the report's call stacks (runtime/shadow_stack.h)
  config.thread_names = std::make_shared<runtime::ThreadNames>(thread_names);
  std::unique_ptr<ProgramInstance> instance = program.instantiate(config);
  // The threads run on after a bug as they did in sdpor, pop, dc and qpor (and after an
  // exit(0), as in every algorithm); the result is cut where its bug is (a trace of dfs,
  // which stops at its bug, has nothing after it).
  ReplayScheduler scheduler(schedule, /*run_on_after_bug=*/true);
  ExecutionResult result = instance->run(scheduler);  // copied: the instance dies here
  if (result.bug && result.bug_prefix.schedule >= schedule.size()) return execution_prefix(result, result.bug_prefix);
  return result;
}

}  // namespace braid
