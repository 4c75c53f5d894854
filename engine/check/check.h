// The engine's front door: build a program once, explore it with an algorithm, collect bugs.
// The CLI (`braid check`) and the daemon's engine process both go through here.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "explore/algorithm.h"
#include "explore/hunt/hunt.h"
#include "frontend/compiler.h"
#include "model/bug.h"
#include "model/bug_report.h"
#include "model/nondet.h"
#include "runtime/limits.h"
#include "runtime/program_input.h"
#include "runtime/thread_names.h"

namespace braid {

class Program;  // jit/program.h: a compiled, instrumented program (immutable, shareable)

struct ProgramBuild {
  std::shared_ptr<const Program> program;  // null when the build failed
  std::string diagnostics;                 // Clang's diagnostics / refusal messages
  ErrorKind failure = ErrorKind::CompileError;  // why, when `program` is null
  double compile_s = 0;                    // time spent in Clang + instrumentation
};

// Compiles and instruments; never throws for bad user input.
ProgramBuild build_program(const CompileRequest& request);

struct Progress {
  std::uint64_t executions = 0;
  std::uint64_t blocked = 0;
  double elapsed_s = 0;
  std::uint64_t bugs = 0;           // distinct bugs found so far
  double estimated_total = 0;       // the algorithm's estimate of all executions; 0 = unknown
  // What is certain about the total (runs done plus branches known and not started; runs
  // include abandoned ones): 0 = the algorithm gives no such bound (dfs, sdpor).
  double estimated_at_least = 0;
  // When estimated_total comes from random probes (POP): the half-width of its 95 % interval
  // (two standard errors); 0 otherwise.
  double estimated_total_error = 0;
  // No settled estimate (estimated_total is 0) but random probes of a tree whose leaves are
  // the algorithm's executions have one (pop, qpor: hunting's; dc: its own): their mean, a
  // rough estimate (fewer than 30 probes, an interval wider than 75 % of it, a heavy tail, or
  // refuted by what is certain), and the half-width of its 95 % interval; 0: none. The
  // displays show it as rough, never as the estimate.
  double rough_total = 0;
  double rough_total_error = 0;
  // Random probes of a tree whose leaves are the algorithm's executions: Knuth's estimate
  // of its leaves, two standard errors, the probes; 0: none. Hunting's sleep-set probes
  // for pop (the Mazurkiewicz classes) and qpor (its lock-event classes); dc's own probes
  // of its recursion (its executions, one per reads-from class: explore/dc/estimate.h).
  double estimated_classes = 0;
  double estimated_classes_error = 0;
  std::uint64_t class_probes = 0;
  // Hunting's random probes: estimated interleavings of the whole space (an upper bound on
  // the executions of a partial-order reduction); 0 = unknown.
  double estimated_interleavings = 0;
  // The estimate, at the current rate, needs more than --time-limit: the exhaustive run
  // will not finish (hunting then favours the preemption-bounded search).
  bool estimate_exceeds_budget = false;
  // What an estimate of the total rests on, for this algorithm and strategy (docs/cli.md,
  // "--progress"): Algorithm, its own (dfs, sdpor; hunting's interleavings with --strategy
  // hunt); MazurkiewiczProbes (pop) and LockEventProbes (qpor), hunting's sleep-set probes
  // of a tree whose completed leaves are the algorithm's executions (portfolio only; shown
  // once settled); AnnotationProbes (dc), dc's random descents of its own recursion (any
  // strategy but hunt; shown once settled); None, no estimator: pop and qpor without
  // hunting, the preemption-bounded search. With None the displays say so instead of
  // showing another algorithm's number.
  enum class TotalEstimator : std::uint8_t { Algorithm, MazurkiewiczProbes, LockEventProbes, AnnotationProbes, None };
  TotalEstimator total_estimator = TotalEstimator::None;
};

// "algorithm", "mazurkiewicz-probes", "lock-event-probes", "annotation-probes", "none" (the
// --progress JSON).
std::string_view to_string(Progress::TotalEstimator estimator);

// Why the observer stopped an exploration before the algorithm finished it.
enum class StopReason : std::uint8_t { None, FirstBug, ExecutionLimit, TimeLimit, Cancelled };

// The memory model a check's verdict is given for (docs/memory_model.md). Exploration is
// sequentially consistent either way; under C11 an execution in which an atomic load could
// read another write than the one it read makes the verdict incomplete (gap "weak-memory").
enum class MemoryModel : std::uint8_t { C11, SC };
std::string_view to_string(MemoryModel model);  // "c11", "sc"

struct CheckOptions {
  AlgorithmOptions algorithm;
  MemoryModel memory_model = MemoryModel::C11;  // --memory-model
  // Exhaustive: `algorithm` alone. Hunt: explore/hunt's strategies alone (until a budget
  // or the space is exhausted). Portfolio: `algorithm` as Exhaustive, with hunting on a
  // thread and program instance of its own; the exhaustive counts are unchanged.
  Strategy strategy = Strategy::Exhaustive;
  // Portfolio: hunting starts this long after the exhaustive run (checks that end sooner
  // never start it); tests set 0 to hunt at once.
  double hunt_start_delay_s = 0.05;
  // Portfolio, for tests: the exhaustive run starts only once hunting has run its first
  // execution, so the two surely overlap however the machine schedules threads (a small
  // program's exhaustive run can otherwise end before hunting's thread gets a core).
  bool exhaustive_after_first_hunt = false;
  std::uint64_t max_executions = 0;  // 0 = unlimited
  double time_limit_s = 0;           // 0 = unlimited
  // Of time_limit_s, the seconds already spent before the exploration (the CLI counts its
  // compilation): the exploration gets the rest; none when nothing is left (incomplete,
  // stopped by the time limit, no execution run).
  double time_limit_spent_s = 0;
  std::uint64_t max_steps = 100000;  // visible operations per execution
  unsigned spurious_wakeups = 0;     // per thread and execution (0: condvar waits never wake spuriously)
  unsigned early_timeouts = 1;       // per thread and execution (RuntimeConfig::early_timeouts)
  bool report_leaks = false;         // `leak` bugs for blocks still allocated at a normal end
  bool count_classes = false;        // count Mazurkiewicz / reads-from classes of explored runs
  // Explore every order of the arrivals at pthread barriers (RuntimeConfig::
  // ordered_barrier_arrivals). check_program restarts with it when a run shows more distinct
  // threads waiting at a barrier than its count; tests set it directly.
  bool ordered_barrier_arrivals = false;
  bool stop_on_first_bug = false;
  bool detect_races = true;              // run the data-race detector (analysis/race_detector.h)
  unsigned race_sample_percent = 100;    // analyse this % of executions for races (0 = none)
  // Worker threads, each with its own program instance (dfs, sdpor and pop split their
  // exploration over them: explore/parallel/pool.h; the others run on one).
  unsigned jobs = 1;
  // Bounds on one execution (threads, heap, output); the deadline is set from time_limit_s.
  runtime::ExecutionLimits limits;
  runtime::ProgramInput input;  // argv and stdin, the same for every execution
  std::function<void(const Progress&)> on_progress;  // called about every 100 ms
  const std::atomic<bool>* cancel = nullptr;         // set to stop the exploration
  // Each new (deduplicated) bug as soon as it is found, in report order (under the
  // observer's lock): the supervisor keeps them if the program ends the engine later.
  std::function<void(const BugReport&)> on_bug;
  // Once, when the exploration stops (a limit, the first bug, its end), before the bugs'
  // stack re-runs and the report: the supervisor then knows a verdict is on its way (it
  // waits longer for one than for an engine stuck in one event: cli/supervisor.h).
  std::function<void()> on_explored;
};

// What the outer loop over nondet value assignments covered (docs/algorithms.md, "Nondet
// values"): set when an execution called __VERIFIER_nondet_*.
// A nondet slot an exploration reached: its type, and the values it is explored with (the
// union over the call sites that reached it).
struct ReachedSlot {
  NondetType type = NondetType::Int;
  NondetDomain domain;
};

struct NondetCoverage {
  struct Slot {
    NondetSlot slot;
    NondetType type = NondetType::Int;
    NondetDomain domain;  // the values explored (the type's, or learnt from the program)
  };
  std::vector<Slot> slots;        // every slot an exploration reached, in slot order
  std::uint64_t assignments = 0;  // value assignments whose exploration ran
  std::uint64_t unexplored = 0;   // assignments known and not explored (the check stopped)
  // Assignments not even kept: the search keeps at most 2^16 (explored and queued).
  std::uint64_t dropped = 0;
  // Some slot's type was explored over a bounded set of its values (model/nondet.h).
  bool bounded() const {
    for (const Slot& s : slots)
      if (!s.domain.exhaustive) return true;
    return false;
  }
};

struct CheckResult {
  ExplorationStats stats;
  std::vector<BugReport> bugs;  // deduplicated by (kind, location)
  std::uint64_t mazurkiewicz_classes = 0;  // with count_classes
  std::uint64_t reads_from_classes = 0;    // with count_classes
  std::uint64_t events = 0;  // visible operations executed over all executions
  std::uint64_t race_executions = 0;  // executions analysed by the race detector
  double time_s = 0;
  std::string algorithm;
  unsigned jobs = 1;  // workers that explored (1 when the algorithm does not split its work)
  // Executions that gave a library input its one fixed value, or ran after static
  // initialisation called __VERIFIER_nondet_* (ExecutionResult::nondet_calls).
  std::uint64_t nondet_executions = 0;
  std::uint8_t fixed_input_kinds = 0;  // FixedInput bits of those executions
  std::optional<NondetCoverage> nondet;  // the nondet value assignments explored
  // Executions in which a thread trylocked a mutex another took with std::lock, modelled as
  // one call at a time (ExecutionResult::lock_all_half_observable).
  std::uint64_t lock_all_half_observable_executions = 0;
  // The weak-memory check (MemoryModel::C11, analysis/race_detector.h): executions in which
  // an atomic load could read another write under C11 than the one it read, the distinct
  // loads (source locations) concerned, and the first of them in source order.
  MemoryModel memory_model = MemoryModel::C11;
  std::uint64_t weak_memory_executions = 0;
  std::uint64_t weak_memory_loads = 0;
  struct WeakLoadSite {
    std::string file;
    unsigned line = 0;
    std::string order;         // the load's memory order: "relaxed", "acquire", "seq_cst"
    bool later_write = false;  // it could read a later write (load buffering), else an older one
  };
  std::optional<WeakLoadSite> first_weak_load;
  StopReason stopped_by = StopReason::None;  // the first budget/stop the observer applied
  // Executions of one schedule may differ (random devices, files read back, the environment:
  // runtime/program_input.h); the notes say which source.
  bool divergent = false;
  // Destructors of the program's global objects, which no execution runs (runtime/runtime.h).
  std::uint64_t unrun_static_destructors = 0;
  std::uint64_t bound_executions = 0;  // executions cut short by a bound (a `bound` bug)
  // An execution reached a construct braid does not support (an `unsupported` finding): it
  // was not explored past it, so neither the verdict (gap "unsupported") nor the
  // exploration (stats.complete, which check_program clears) is complete.
  bool reached_unsupported() const;
  // Executions in which a timed wait could have timed out early but its thread had used
  // its `early_timeouts` (ExecutionResult::timed_waits_past_early_timeout): the verdict is
  // complete only up to that many early timeouts per thread (gap "early-timeout-bound").
  std::uint64_t early_timeout_bound_executions = 0;
  unsigned early_timeouts = 1;  // CheckOptions::early_timeouts
  // Coverage settings of the check, for the verdict (report/verdict.h).
  double time_limit_s = 0;
  std::uint64_t max_executions = 0;
  bool races_sampled = false;  // --race-sample below 100 with race detection on
  bool assumes_race_freedom = false;  // the algorithm explores plain accesses as local
  bool races_detected = true;         // the race detector ran (--races=on)
  Strategy strategy = Strategy::Exhaustive;
  std::optional<HuntCoverage> hunt;  // what hunting covered (strategies hunt, portfolio)
  double estimated_interleavings = 0;    // from hunting's random probes (0: none)
  bool estimate_exceeds_budget = false;  // Progress::estimate_exceeds_budget, at the end
  // C++ files given without -std that do not compile as C++17 (the default) but do as
  // C++20, and were checked so (Program::files_checked_as_cxx20): each has a note, and the
  // reports carry the list (JSON `files_checked_as_cxx20`, braidd's diagnostics).
  std::vector<std::string> files_checked_as_cxx20;
  // Flags asking for another target than the host (frontend/compiler.h, is_target_flag):
  // the program ran as compiled for the host, so the verdict is incomplete ("host-target").
  std::vector<std::string> ignored_target_flags;
  // Work after or beside the exploration that --time-limit cut (docs/cli.md, "--time-limit"):
  // bugs left without call stacks (no time to re-run their schedules; their traces are
  // whole), and bugs not sent to the supervisor as they were found (CheckOptions::on_bug;
  // they are in the report, but would have been lost had the engine been killed).
  std::size_t bugs_without_stacks = 0;
  std::size_t bugs_not_sent_ahead = 0;
  // What a stopped exploration built (its workers' state, program instances), released
  // with the result rather than before the report (ExplorationObserver::retire): freeing it
  // took seconds past --time-limit on a loaded machine. The CLI's engine exits without
  // releasing it (cli/supervisor.cpp).
  std::vector<std::shared_ptr<void>> retired_state;
  // Remarks for the user, one sentence each, that do not limit what was covered (what
  // does is decided from the typed fields above by report/verdict.h).
  std::vector<std::string> notes;
};

// Explores `program`; throws std::invalid_argument for an unknown algorithm.
CheckResult check_program(const Program& program, const CheckOptions& options);

// Re-executes `program` along `schedule`. The result's bug (if any) is the reproduced one.
// `spurious_wakeups`, `report_leaks` and `early_timeouts` must be those of the check that
// found the schedule.
// `limits` (without deadline) and `input` too.
// `nondet_values`: the values of the check's execution (assignment_of its nondet_draws).
ExecutionResult replay_program(const Program& program, const Schedule& schedule,
                               std::uint64_t max_steps, unsigned spurious_wakeups = 0,
                               bool report_leaks = false, const runtime::ExecutionLimits& limits = {},
                               const runtime::ProgramInput& input = {},
                               const NondetAssignment& nondet_values = {}, unsigned early_timeouts = 1,
                               std::span<const runtime::ThreadName> thread_names = {});

}  // namespace braid
