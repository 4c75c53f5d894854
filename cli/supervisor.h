// The supervisor: `braid check` and `braid replay` run their engine work — compiling,
// JIT-running the program under test, rendering the verdict — in a child process, and the
// verdict comes back on a private pipe (docs/security-isolation.md).
//
// Why: the program under test runs inside the engine. Sharing the engine's process and
// stdout, it could corrupt or forge the verdict (write(1, ...)), end the engine with status
// 0 and no verdict (exit_group, exec), leave grandchildren holding the caller's pipes, or
// eat the machine's memory. Here the parent — which never runs program code — decides what
// happened: a verdict counts only when the engine child sent it complete on the private
// channel; anything else is a reported failure that names what the program did, with the
// bugs found so far. braidd runs `braid check`, so its engine processes get the same wall.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace braid {
class Program;
struct CheckOptions;
}  // namespace braid

namespace braid::cli {

// Exit status when the program under test stopped verification (it ended or replaced the
// engine process, a signal, a memory or time limit) and no bug had been found before.
inline constexpr int kExitIncomplete = 4;

// Default resident-memory limit of the engine process tree (--memory-limit MB).
inline constexpr std::uint64_t kDefaultMemoryLimitMb = 4096;
// Time the engine may take beyond --time-limit (it stops itself at the limit; this only
// catches a program that does not let it: one event whose bookkeeping takes seconds, a
// blocking system call). Short: braid ends within this of the limit plus the supervisor's
// own wind-down (kKillWindDownS), however large the engine process is: a killed engine's
// teardown (unmapping gigabytes) is not waited for (trust24; a compilation still running
// at the limit is killed sooner: supervisor.cpp).
inline constexpr double kTimeLimitGraceS = 0.6;
// After killing the engine, the longest the supervisor waits for it to be reaped before it
// reports without its exit status (its teardown goes on in the kernel; the program's
// processes are killed all the same).
inline constexpr double kKillWindDownS = 0.15;

struct SupervisorOptions {
  bool json = false;                                   // render a failure as JSON
  double time_limit_s = 0;                             // of the whole check, compilation included (0: none)
  double grace_s = kTimeLimitGraceS;
  std::uint64_t memory_limit_mb = kDefaultMemoryLimitMb;  // 0: none
  bool enabled = true;                                 // false: run in this process (--no-isolation)
  std::string trace_dir;                               // --trace-dir: where bugs found before a failure are saved
  std::string sarif_path;                              // --sarif: written here on a failure too
};

// The options the supervisor needs, read from `braid check` / `braid replay` arguments
// (the engine parses and validates them again). Throws std::invalid_argument for a bad
// --memory-limit value.
SupervisorOptions supervisor_options(const std::vector<std::string>& args);

// True for the supervisor's own options, which the engine's argument parser skips:
// `consumed` is how many arguments (1 or 2) the option takes at args[i].
bool is_supervisor_option(const std::vector<std::string>& args, std::size_t i, std::size_t& consumed);

// When this braid process started (its exec, from /proc/self/stat), on the steady clock:
// --time-limit counts from here, so the seconds a loaded machine takes to load braid count
// too (0.5 s at load 20). Fixed by the first call, which main() makes before anything else
// (the engine child, a fork, inherits the value).
std::chrono::steady_clock::time_point braid_started();

// Runs `engine` in a supervised child and returns braid's exit status: the engine's own
// when its verdict arrived complete, else kExitIncomplete (or 1 when bugs were found
// before the failure), after printing a verdict that says what happened.
int run_supervised(const SupervisorOptions& options, const std::function<int()>& engine);

// Engine side, once the program is built: starts the supervisor's time-limit clock and
// streams each bug to the supervisor as it is found, so that none is lost if the program
// ends the engine later. Does nothing when not supervised.
void stream_findings(CheckOptions& options, const Program& program);

// Engine side, after CheckOptions::on_progress was set (or not): with a time limit, also
// sends the executions finished so far (about every 100 ms), which the supervisor's report
// gives when it had to kill the engine (an event whose bookkeeping outlasts the limit).
// Does nothing when not supervised.
void stream_progress(CheckOptions& options);

// Engine side, after the check: the supervised engine takes what a stopped exploration
// built (CheckResult::retired_state) and exits without releasing it (releasing hundreds of
// MB took seconds past --time-limit on a loaded machine). Unsupervised, `state` is left to
// the caller, whose result releases it after the verdict was printed (and before the
// program it belongs to).
void keep_until_exit(std::vector<std::shared_ptr<void>>& state);

}  // namespace braid::cli
