// Random concurrent programs for testing the DPOR algorithms against brute force.
//
// One abstract program shape serves two purposes:
//   * ToyExecutor interprets it directly, implementing braid::Executor the way the runtime
//     does (pending operations, enabledness, deterministic thread ids, thread-exit events
//     emitted without a scheduling point, bugs and failed assumes ending the run), so the
//     algorithms can be tested without the JIT;
//   * to_c_source() prints it as a C program with the same visible operations, for
//     end-to-end tests through braid::check_program.
#pragma once

#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "explore/algorithm.h"
#include "analysis/classes.h"
#include "explore/execution.h"

namespace braid::testing {

struct Instr {
  enum Kind : std::uint8_t {
    Load,      // reg = var
    Store,     // var = value
    FetchAdd,  // reg = fetch_add(var, value)
    Cas,       // reg = cas(var, expected=value, desired=value2)  (1 on success)
    Lock,      // lock(mutex)
    Unlock,    // unlock(mutex)
    TryLock,   // reg = trylock(mutex) == 0 ; body runs (then unlock) when it succeeded
    Create,    // create thread body `target`
    Join,      // join thread body `target`
    If,        // if (reg == value) body
    Assert,    // assert(reg != value)
    Assume,    // assume(reg != value)
    Await,     // while (var == value) {}  (an await loop: blocks until var changes)
    // Blocking primitives (generated with `blocking` only; C programs, not the toy executor):
    SemWait,   // sem_wait(&s<var>)
    SemPost,   // sem_post(&s<var>)
    RdLock,    // pthread_rwlock_rdlock(&rw<var>); body; unlock
    WrLock,    // pthread_rwlock_wrlock(&rw<var>); body; unlock
    CondTake,  // lock(cm); while (tokens<var> == 0) cond_wait(&c<var>, &cm); tokens<var>--; unlock(cm)
    CondGive,  // lock(cm); tokens<var>++; cond_signal(&c<var>) (broadcast if value); unlock(cm)
    SpinCas,   // while (!cas(var, value, value2)) {} body; and with target == 1 then
               // var = value (a spinlock and its critical section). A failed attempt blocks
               // the thread until var changes, as the runtime does (docs/runtime.md).
    SpinTryLock,  // while (trylock(mutex) != 0) {} body; unlock(mutex). A failed attempt
                  // blocks the thread while the mutex stays held (as the runtime does).
  };
  Kind kind = Load;
  int var = 0;      // variable or mutex index
  int reg = 0;      // register written / tested
  int value = 0;
  int value2 = 0;
  int target = 0;   // Create/Join: index of the thread body
  std::vector<Instr> body;  // If / TryLock / Lock / SpinCas / SpinTryLock
};

// A statement for hand-written programs: `kind` on variable/mutex `var` with `value`, or
// thread body `target` for Create/Join.
inline Instr make_instr(Instr::Kind kind, int var = 0, int value = 0, int target = 0) {
  Instr i;
  i.kind = kind;
  i.var = var;
  i.value = value;
  i.target = target;
  return i;
}

struct Program {
  int vars = 2;
  int mutexes = 0;
  std::vector<int> sems;  // initial values of the semaphores s0, s1, ...
  int rwlocks = 0;
  int conds = 0;          // condition variables c<i> with token counters, under one mutex
  int regs = 4;
  std::vector<std::vector<Instr>> threads;  // [0] = main; others are started by Create
};

// A program from a seed: 2-4 threads, a few variables and mutexes, branches on values
// read, create/join, asserts (rare) and assumes (rarer when `allow_bugs` is false: none).
// With `awaits`, threads also spin in await loops (Instr::Await), which the runtime blocks
// until another thread changes the variable (docs/runtime.md, "Spin loops"). With `spins`,
// threads also take CAS spinlocks (Instr::SpinCas); programs without it are unchanged. With
// `blocking`, they also use semaphores, rwlocks and condition variables (hand-offs,
// predicate loops): programs for the C engine only (the toy executor refuses them).
Program random_program(std::uint64_t seed, bool allow_bugs, bool awaits = false, bool spins = false,
                       bool blocking = false);

// Programs for DC-DPOR's architectures (issue 15): with `cyclic` false, the threads'
// communication graph (two threads linked when they share a variable or mutex) is a forest
// (random_program's statements, with each variable and mutex moved onto one edge of a
// random tree of the threads); with `cyclic` true, it has a cycle (at least three threads
// all write variable 0). Without bugs, awaits, spins or blocking primitives.
Program random_program_architecture(std::uint64_t seed, bool cyclic);

// A CAS / RMW-heavy program from a seed (issue 14): 2-4 threads on one or two variables, one
// idiom shared by most statements — competing CAS on a stored value, CAS rotations,
// fetch-add counters read by others, mixed loads/stores/CAS — and with `spins` also CAS
// spinlocks around a critical section and CAS spin loops waiting for another thread's value.
// No asserts. Independent of random_program (its programs are unchanged).
Program random_rmw_program(std::uint64_t seed, bool spins);
// The lock and message-passing idioms of random_rmw_program's generator, most statements from
// one of: CAS spinlocks, test-and-test-and-set spinlocks (an await loop, then the CAS spin
// loop), CAS spin loops waiting for another thread's value, message passing through an RMW
// (data then fetch_add(flag, 1) | fetch_add(flag, 0) then data).
Program random_rmw_idiom_program(std::uint64_t seed);
// Trylock retry loops (issue 14): 2-4 threads taking one or two mutexes through
// `while (trylock(m) != 0) {}` (Instr::SpinTryLock), around loads, stores and CASes of one or
// two variables, sometimes with a plain lock or a single trylock of the same mutex instead.
Program random_trylock_spin_program(std::uint64_t seed);

// The same program as C source (C11 atomics, pthreads, assert, __VERIFIER_assume).
std::string to_c_source(const Program& p);
// The same, with its spin loops written the way programs hide them in calls: an await loop
// calls a helper (directly, through a function pointer, through another helper) or polls
// under a mutex; a CAS spin loop retries a helper that does the CAS
// (docs/runtime.md, "Spin loops"). Such a loop may spin forever under some schedules
// (nobody writes the variable): a `deadlock` (a thread spinning forever) there.
std::string to_c_source_via_calls(const Program& p);
std::string to_text(const Program& p);  // human-readable dump for failure messages

// Number of statements (recursively) and deletion of the i-th one (for shrinking).
int count_statements(const Program& p);
Program delete_statement(const Program& p, int index);

class ToyExecutor final : public Executor {
 public:
  // What a failed assert does. Stop: the run ends there (the default; the brute-force
  // oracle and most tests count such cut runs). RunOnWhenAsked: like the runtime, when the
  // scheduler runs_on_after_bug, the thread stops and the others run on, so the run is a
  // maximal configuration whatever ran before the bug (tests of qpor on several workers:
  // a cut run's events depend on the linearisation, which depends on the tree's shape).
  enum class AfterBug : std::uint8_t { Stop, RunOnWhenAsked };
  explicit ToyExecutor(Program p, AfterBug after_bug = AfterBug::Stop);
  ~ToyExecutor() override;
  const ExecutionResult& run(Scheduler& scheduler) override;
  const LocationTable& locations() const override { return locations_; }

 private:
  struct State;
  Program program_;
  std::unique_ptr<State> state_;
  ExecutionResult result_;
  LocationTable locations_;
  AfterBug after_bug_;
};

// Brute force: every interleaving, by depth-first enumeration of scheduling choices.
struct Enumeration {
  std::set<std::pair<std::uint64_t, std::uint64_t>> classes;  // Mazurkiewicz keys
  std::set<std::string> bugs;  // "kind@thread:index" of the failing event
  std::uint64_t executions = 0;
  bool maximal_only = true;  // no run ended by an assertion or a failed assume
};
// With `run_on_after_bug`, its scheduler asks the executor to run on after a bug (a
// ToyExecutor made with AfterBug::RunOnWhenAsked then explores maximal runs only).
Enumeration brute_force(Executor& executor, std::uint64_t limit = 2'000'000, bool run_on_after_bug = false);

// Runs `algorithm` collecting the same data.
struct AlgoRun {
  ExplorationStats stats;
  Enumeration seen;
  std::uint64_t duplicate_classes = 0;  // complete executions whose class was seen before
};
AlgoRun run_algorithm(Algorithm& algorithm, Executor& executor);
// The same with `jobs` workers (Algorithm::explore_parallel), each on its own ToyExecutor of `p`.
AlgoRun run_algorithm_parallel(Algorithm& algorithm, const Program& p, unsigned jobs,
                              ToyExecutor::AfterBug after_bug = ToyExecutor::AfterBug::Stop);

std::string bug_signature(const ExecutionResult& r);

}  // namespace braid::testing
