// The execution substrate as exploration algorithms see it: the contract between the
// runtime (which runs the program and implements ExecutionView), jit (whose program
// instances implement Executor) and explore (whose algorithms implement Scheduler), and the
// vocabulary every layer above shares (ExecutionResult).
//
// An algorithm asks an Executor to run the program once, under a Scheduler it provides.
// The scheduler is consulted at every scheduling point (before every visible operation of
// any thread) and picks which enabled thread performs its next operation. Executions are
// deterministic: the same sequence of choices yields the same events, with the same thread
// ids and addresses.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "model/blocking.h"
#include "model/bug.h"
#include "model/event.h"
#include "model/location.h"
#include "model/nondet.h"

namespace braid {

// The operation a thread will perform when it is next scheduled. Some operations are only
// known precisely once executed: a pending compare-exchange is announced as Rmw (it may
// become CasSuccess or CasFailure), a pending trylock as MutexLock (it may become
// MutexTryFail).
struct PendingOp {
  OpKind kind = OpKind::Load;
  std::uint8_t flags = 0;
  std::uint32_t size = 0;
  std::uint64_t addr = 0;
  ThreadId peer = kNoThread;  // ThreadCreate: the id the child will get; ThreadJoin: target
  LocationId loc = 0;
  std::uint64_t expected = 0;  // with kFlagCas: the value the compare-exchange compares with
};

struct ThreadStatus {
  ThreadId id = 0;
  bool finished = false;  // returned from its start routine / pthread_exit
  bool enabled = false;   // has a pending op that can execute now
  // Why a started, unfinished thread is not enabled (model/blocking.h), set by the runtime.
  Blocking blocked;
  PendingOp next;         // valid when !finished (stale when assume_blocked())
  std::uint32_t executed = 0;  // number of events this thread executed so far
  // Blocked in an await loop (BlockReason::Await): everything its blocking round (or single
  // iteration) observed, each as the read it was, with the value found (a Load of the bytes;
  // for a mutex it found free or held, a MutexTryFail), as this thread's event number
  // `executed`; not its own stack; a semaphore or rwlock it found unavailable as the one-byte
  // Load of that operation, a failed trywrlock as an Rmw (runtime/blocking.cpp). Another thread's change
  // of any of them wakes the loop, so the blocked iteration depends on each: the exploration
  // algorithms treat it as reading all of them (await_woken_by; dpor_common/happens_before.h).
  // Set by the runtime (runtime/blocking.cpp); empty otherwise.
  std::vector<Event> await_observes;
  // Stopped for good (`next` is stale): by a failed __VERIFIER_assume, or at a bug when the
  // other threads run on after it (Scheduler::runs_on_after_bug; reason Assume too).
  bool assume_blocked() const { return blocked.reason == BlockReason::Assume; }
};

// An await loop's wake-up: event number `event` of the execution (the first operation of
// the iteration after the loop was blocked) also stands for `read`, one of the reads of the
// blocking round (ThreadStatus::await_observes, with the values found then): a change of
// any of them let the loop go on, so the event depends on each, in every algorithm and in
// the class keys (analysis/classes.h; docs/algorithms.md, "Await loops that observe several
// objects"). Kept in event order.
struct WokenRead {
  std::uint32_t event = 0;
  Event read;
};

// Does event `e` of the loop's thread already carry the dependence of `observed`, one of
// the reads its loop's blocking round made (ThreadStatus::await_observes)? Then `e` needs
// not stand for it: every event dependent with `observed` is dependent with `e` (a memory
// access covering its bytes; an operation on the same mutex). A loop that observed only what
// its next operation touches (one flag, one polled mutex) then stays one plain event, as
// before several objects were told apart (exactly the dependence the algorithms were exact
// with); only the other objects are taken as woken reads.
inline bool await_read_covered(const Event& e, const Event& observed) {
  if (op_is_memory(observed.kind))
    return op_is_memory(e.kind) && e.addr <= observed.addr && observed.addr + observed.size <= e.addr + e.size;
  return op_is_mutex(observed.kind) && op_is_mutex(e.kind) && e.addr == observed.addr;
}

// What a scheduler sees at a scheduling point.
class ExecutionView {
 public:
  virtual ~ExecutionView() = default;
  virtual std::span<const Event> events() const = 0;          // executed so far, in order
  virtual std::span<const ThreadStatus> threads() const = 0;  // indexed by ThreadId
  // Await wake-ups among events() so far (ExecutionResult::woken_reads).
  virtual std::span<const WokenRead> woken_reads() const { return {}; }
};

class Scheduler {
 public:
  virtual ~Scheduler() = default;
  static constexpr ThreadId kStop = kNoThread;
  // Pick the thread whose pending operation executes next; it must be enabled. Returning
  // kStop abandons the execution (e.g. sleep-set blocked); its outcome is Abandoned.
  virtual ThreadId choose(const ExecutionView& view) = 0;
  // After a bug (an assertion, a crash, a memory error, exit(n); not a bound), should the
  // other threads run on? The thread that hit the bug then stops there for good (like one
  // blocked by a failed __VERIFIER_assume) and the execution ends when no thread can go on;
  // its outcome stays Bug. A run that stopped every thread at the bug hides what the cut
  // threads would do later (a race with an event before the bug, whose other order is a
  // different execution); the DPOR algorithms ask for this so that those events exist.
  // DFS, which tries every schedule anyway, and replay do not.
  virtual bool runs_on_after_bug() const { return false; }
  // Does this scheduler, whenever the running thread's pending operation is a plain
  // (non-atomic) load or store, choose that thread again? Then the runtime does not stop
  // there (docs/runtime.md, "Running on through plain accesses"): the thread runs on to its
  // next operation of another kind, its events recorded as at a stop and the schedule
  // naming it at each access, so the execution, its schedule and a trace of it are the
  // same as with a stop at every access. QPOR, which decides only at lock, unlock, create
  // and join, says yes; a scheduler that decides at memory accesses must not.
  virtual bool runs_plain_accesses_on() const { return false; }
};

enum class ExecutionOutcome : std::uint8_t {
  Complete,   // every thread finished, no bug
  Bug,        // a bug ended the execution (see ExecutionResult::bug)
  Blocked,    // ended with a thread blocked by a failed __VERIFIER_assume (that thread
              // stops there, the others run on): not a complete execution, not a bug
  Abandoned,  // the scheduler returned kStop
};

// The kinds of library input an execution gives one fixed value (the verdict names those
// that occurred: ExecutionResult::fixed_input_kinds, CheckResult::fixed_input_kinds).
enum FixedInput : std::uint8_t {
  kFixedRandomDevice = 1,      // C++ std::random_device read
  kFixedRandSeed = 2,          // srand / srandom given a non-constant seed
  kFixedStaticInitNondet = 4,  // __VERIFIER_nondet_* called by static initialisation (returned 0)
};

struct ExecutionResult {
  ExecutionOutcome outcome = ExecutionOutcome::Complete;
  std::optional<Bug> bug;
  std::vector<Event> events;  // every executed visible operation, in order
  Schedule schedule;          // the thread chosen at each scheduling point (= events' threads)
  std::string output;         // what the program printed to stdout/stderr in this execution
  // Every thread's status when the execution ended: after a deadlock, the pending
  // (disabled) operation of each blocked thread, which DPOR needs to reverse it.
  std::vector<ThreadStatus> final_threads;
  // The reads each await wake-up among `events` stands for besides itself (WokenRead).
  std::vector<WokenRead> woken_reads;
  // Library inputs of this execution given one fixed value, whose other values are not
  // explored (std::random_device, rand() seeded from a non-constant seed; a nondet call of
  // static initialisation, which returned 0).
  std::uint32_t nondet_calls = 0;
  std::uint8_t fixed_input_kinds = 0;  // which kinds of such inputs (FixedInput bits)
  // The __VERIFIER_nondet_* calls of this execution, in order, each with the value it
  // returned (the exploration's value assignment, or 0): the slots an exploration reached
  // and what a replay of this execution must return (model/nondet.h).
  std::vector<NondetDraw> nondet_draws;
  // A thread's trylock (outside std::lock) of a mutex another thread takes with std::lock:
  // std::lock is modelled with one call at a time taking its mutexes (runtime/lock_all.cpp),
  // so states of the real one such a trylock could observe were not explored.
  bool lock_all_half_observable = false;
  // The check's deadline (--time-limit) passed in the middle of this execution, which was
  // then abandoned (outcome Abandoned): the exploration must stop, incomplete.
  bool interrupted = false;
  // Misuse that does not stop the program (glibc returns an error code or carries on:
  // destroying a locked mutex, joining a thread twice, using a destroyed primitive): each
  // is a finding of this execution, which goes on, so that what follows is explored too.
  std::vector<Bug> misuses;
  // Sources of divergence between executions seen in this one (runtime::Divergence bits).
  std::uint32_t divergence = 0;
  // Timed waits (condition variable, futex) its threads made after each had used its
  // early timeouts of the execution (RuntimeConfig::early_timeouts): they waited for a
  // signal and could not also time out early (docs/runtime.md, "Condition variables").
  // The verdict is then complete only up to that many early timeouts per thread
  // (CheckResult::early_timeout_bound_executions, report/verdict.cpp).
  std::uint32_t timed_waits_past_early_timeout = 0;
  // The call site of the first arrival at a pthread barrier by more distinct threads (since
  // its init) than its count: generations are then not always made of the same threads, and
  // an exploration without RuntimeConfig::ordered_barrier_arrivals misses arrival orders
  // (the check restarts with it: docs/runtime.md, "Barriers").
  std::optional<LocationId> barrier_generations_overlap;
  // How much of the execution came before a bug: with Scheduler::runs_on_after_bug, the
  // events, schedule and output go on past the bug; its report shows this prefix.
  struct Prefix {
    std::size_t events = 0, schedule = 0, output = 0;
  };
  Prefix bug_prefix;  // of `bug`
  // Bugs other threads hit after `bug`, while running on (runs_on_after_bug), each with its
  // prefix: real bugs of the schedule in which the first bug's thread was delayed.
  std::vector<std::pair<Bug, Prefix>> later_bugs;
  // Only with call-stack recording on (a bug's schedule re-run for its report:
  // check/bug_stacks.cpp, runtime/shadow_stack.h), else empty. Per event: the call sites
  // active in its thread, innermost first (the event's own location is the innermost
  // frame). Per thread: the same where the thread stood when the execution ended.
  std::vector<std::vector<LocationId>> stacks;
  std::vector<std::vector<LocationId>> final_stacks;
};

// In a recorded stack: frames deeper than the runtime keeps were lost here.
inline constexpr LocationId kLostFrames = UINT32_MAX;

class Executor {
 public:
  virtual ~Executor() = default;
  // Runs the program once from its initial state. The reference stays valid until the
  // next call to run().
  virtual const ExecutionResult& run(Scheduler& scheduler) = 0;
  virtual const LocationTable& locations() const = 0;
  // Addresses are those of this instance of the program. A work unit that moves to another
  // instance (explore/parallel/) carries them in a portable form that names the same object
  // in every instance, and back; an executor whose addresses are the same everywhere keeps
  // them. `portable` is false when `addr` is no address of the program's memory.
  virtual std::uint64_t portable_address(std::uint64_t addr, bool& portable) const {
    portable = false;
    return addr;
  }
  virtual std::uint64_t local_address(std::uint64_t portable) { return portable; }
  // The location a message about thread `thread`'s pending operation at `at` names (an
  // algorithm's refusal, say), asked while the thread waits at it: `at` itself when it is in
  // the program's code, else the innermost program frame of the thread's live call stack,
  // else of the call that created the thread (std::barrier's completion thread starts inside
  // braid's header). `at` when there is none, or where the executor keeps no call stacks.
  virtual LocationId user_location(ThreadId thread, LocationId at) const {
    (void)thread;
    return at;
  }
};

}  // namespace braid
