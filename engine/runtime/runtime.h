// The runtime of one program instance: program threads as fibers, the scheduling loop and
// the model of every visible operation (memory, mutexes, threads, other primitives). One
// class, defined in one file per concern (runtime.cpp lists them; docs/architecture.md).
//
// The runtime runs on one OS thread at a time. The hooks called by instrumented code find
// their runtime through a thread-local pointer set while the runtime executes, so several
// instances can live in one process, each driven by its own worker thread.
#pragma once

#include <pthread.h>

#include <array>
#include <csetjmp>
#include <csignal>
#include <cstdio>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "model/execution.h"
#include "runtime/fiber.h"
#include "runtime/heap.h"
#include "runtime/hooks.h"
#include "runtime/limits.h"
#include "runtime/pipes.h"
#include "runtime/program_input.h"
#include "runtime/process_state.h"
#include "runtime/shadow_stack.h"
#include "runtime/thread_names.h"

namespace braid::runtime {

struct RuntimeConfig {
  std::uint64_t max_steps = 100000;              // visible operations per execution
  std::uint64_t max_loop_ticks = 50'000'000;     // iterations of an operation-free loop
  std::size_t stack_size = 8ull << 20;           // per program thread
  // Condition-variable waits may return without a signal, at most this many times per
  // thread and execution (0: never). Bounded so that a predicate loop around the wait
  // (`while (!ready) pthread_cond_wait(...)`) cannot make an execution infinite.
  unsigned spurious_wakeups = 0;
  // Timed condition-variable and futex waits may time out early (while another thread could
  // still run) at most this many times per thread and execution; after that they wait for
  // a signal (docs/runtime.md, "Condition variables"). Bounded so that a retry loop around
  // a timed wait cannot make an execution infinite; a wait the bound kept from timing out
  // early is counted (ExecutionResult::timed_waits_past_early_timeout) and qualifies the verdict.
  unsigned early_timeouts = 1;
  // Report heap blocks still allocated when the program ends normally (`leak` bugs).
  bool report_leaks = false;
  // Bounds on one execution and the check's deadline (runtime/limits.h).
  ExecutionLimits limits;
  // argv and stdin, the same for every execution (runtime/program_input.h).
  ProgramInput input;
  // Record call stacks (ExecutionResult::stacks): for re-running a bug's schedule only.
  bool record_stacks = false;
  // The values __VERIFIER_nondet_* calls return (model/nondet.h): the same in every
  // execution until set_nondet_values changes it.
  NondetAssignment nondet_values;
  // Every arrival at a pthread barrier is dependent with every other arrival at it (an RMW
  // of all its arrival bytes), so arrival orders are explored. Needed when more distinct
  // threads wait at a barrier than its count (ExecutionResult::barrier_generations_overlap): which
  // generation an arrival joins then depends on the order of arrivals. The check sets it
  // on a restart (docs/runtime.md, "Barriers").
  bool ordered_barrier_arrivals = false;
  // The thread-name table shared by every instance made from this configuration (copies of
  // it share the table): runtime/thread_names.h. Null: the instance makes its own.
  std::shared_ptr<ThreadNames> thread_names;
};

struct LibcHiddenState;  // runtime/libc_state.h

// How the runtime reaches the program: its entry point and the state to restore.
struct ProgramImage {
  int (*main_fn)(int, char**) = nullptr;
  // Writable globals of the program: address and size. Restored from a snapshot taken
  // when the instance was created, before every execution.
  std::vector<std::pair<void*, std::size_t>> globals;
  // Functions the static initialisation may register as exit handlers that braid can run
  // in every execution (jit/exit_functions.h): they touch only the program and the runtime.
  std::vector<void*> runnable_exit_functions;
  // Code outside static initialisation calls atexit, __cxa_atexit or at_quick_exit
  // (jit/exit_functions.h): an exit while other threads run takes the handler lists.
  bool registers_exit_handlers_while_running = true;
  // The program has C++ cleanups: pthread_exit unwinds the thread's frames, running the
  // destructors of its locals (runtime/thread_unwind.cpp).
  bool unwinds_at_exit = false;
  // The program calls pthread_cancel (runtime/cancel_state.cpp): its cancellation points are
  // events; `cancel_refusal`: why a request cannot be modelled in it (empty: it can).
  bool cancels = false;
  std::string cancel_refusal;
  // libc's hidden state of the non-reentrant functions, a global of the program
  // (runtime/libc_state.h); null if the program has none.
  LibcHiddenState* libc_state = nullptr;
  // The program's static constructors, in the order they run (jit/exit_functions.h), and
  // its globals as they were before static initialisation (empty if it has none): for
  // static initialisation run again in every execution (Runtime::static_init_each_execution_).
  std::vector<void (*)()> static_constructors;
  std::vector<std::vector<char>> globals_before_static_init;
  // Its `__attribute__((destructor))` functions, in the order exit runs them (glibc's
  // .fini_array, after the atexit handlers: jit/exit_functions.h).
  std::vector<void (*)()> static_destructors;
};

class Runtime final : public ExecutionView {
 public:
  // on_load flag (beside hooks.h's BRAID_ACCESS_*): the read of a memcpy / memmove source,
  // which copies bytes whether they are initialised or not.
  static constexpr std::uint32_t kAccessCopy = 1u << 30;
  explicit Runtime(RuntimeConfig config);
  ~Runtime() override;
  Runtime(const Runtime&) = delete;
  Runtime& operator=(const Runtime&) = delete;

  // Attach the program (after the JIT materialised it and ran its static constructors
  // with this runtime current, in pass-through mode). Takes the globals snapshot.
  void attach(ProgramImage image);
  // An address in a form that names the same object in every instance of the program
  // (globals by index, heap and stacks by offset) and back, for work units that move
  // between instances (explore/parallel/). runtime/portable_address.cpp.
  std::uint64_t portable_address(std::uint64_t addr) const;
  std::uint64_t local_address(std::uint64_t portable);
  // Makes this runtime the current one of the calling OS thread for the duration of a
  // scope (static constructors run in pass-through mode inside such a scope).
  class CurrentScope {
   public:
    explicit CurrentScope(Runtime& rt);
    ~CurrentScope();
    CurrentScope(const CurrentScope&) = delete;
    CurrentScope& operator=(const CurrentScope&) = delete;
   private:
    Runtime* previous_;
  };

  // One execution from the initial state under `scheduler`.
  const ExecutionResult& run(Scheduler& scheduler);

  // The threads' call stacks (runtime/shadow_stack.h); the instance attaches the program's.
  ShadowStacks& shadow_stacks() { return shadow_; }
  const ShadowStacks& shadow_stacks() const { return shadow_; }
  // The program's stack limit cell (runtime/hooks.h, kStackLimitSymbol): set at every switch
  // to a program thread to the lowest address its frames may use. Absent (nullptr) in a
  // module built without the checks.
  void attach_stack_limit(std::uint64_t* cell) { stack_limit_cell_ = cell; }
  // __braid_stack_overflow: the running thread's frames passed its stack size.
  [[noreturn]] void report_stack_overflow();
  // The stack thread `thread` runs on: its lowest usable address for the program (the top
  // minus the size it asked for, or the default), and that size (pthread_getattr_np).
  // {nullptr, 0} for a thread that never ran.
  std::pair<void*, std::size_t> thread_stack(ThreadId thread) const;
  // The guard size thread `thread` was created with (pthread_attr_setguardsize; glibc's
  // default of a page otherwise), which pthread_getattr_np reports.
  std::size_t thread_guard_size(ThreadId thread) const;
  // Thread `thread`'s creation (ThreadRecord::created_at, creator_sites); {0, {}} for main
  // and threads this execution did not create.
  std::pair<LocationId, std::span<const LocationId>> creation_site(ThreadId thread) const;

  // ExecutionView
  std::span<const Event> events() const override { return result_.events; }
  std::span<const ThreadStatus> threads() const override { return status_; }
  std::span<const WokenRead> woken_reads() const override { return result_.woken_reads; }

  // ---- called by the hooks (runtime/hooks.h, defined in runtime/intercept.cpp) ----
  // Memory (runtime/memory.cpp):
  static Runtime* current();
  bool executing() const { return executing_; }
  LibcHiddenState* libc_state() const { return image_.libc_state; }
  PipeTable& pipes() { return pipes_; }
  // Pipes between threads (runtime/pipes.cpp): read / write / close of a modelled pipe's
  // end as operations of the pipe primitive; false when `fd` is no such end.
  int pipe_create(int fds[2], int flags);
  bool pipe_read(int fd, void* buffer, std::size_t n, long& result);
  bool pipe_write(int fd, const void* data, std::size_t n, long& result);
  void pipe_close(int fd);
  void on_load(const void* addr, std::uint64_t size, std::uint32_t flags, LocationId loc);
  void on_store(void* addr, std::uint64_t size, std::uint64_t value, std::uint32_t flags, LocationId loc);
  // A store of `size` bytes copied from `source` (memcpy, memmove, a libatomic store): its
  // value is read from `source` once the thread is scheduled, right before the native copy,
  // so the event records what the copy writes (Event::value_written, sizes up to 8).
  void on_copy_store(void* addr, const void* source, std::uint64_t size, std::uint32_t flags, LocationId loc);
  // `order`: BRAID_ACCESS_NO_* memory-order flags (0: seq_cst).
  void on_rmw(void* addr, std::uint64_t size, std::uint64_t operand, std::uint32_t op, LocationId loc,
              std::uint32_t order = 0);
  void on_cmpxchg(void* addr, std::uint64_t size, std::uint64_t expected, std::uint64_t desired, LocationId loc,
                  std::uint32_t order = 0);
  // A thread fence (BRAID_FENCE_*): noted on the thread's next event (Event::order).
  void on_fence(std::uint32_t kind);
  void set_callsite(LocationId loc);
  LocationId callsite() const;
  void loop_tick(LocationId loc);
  void* tls_address(void* global, std::uint64_t size);
  // Await loops (runtime/await.cpp): a token marks where an iteration starts.
  std::uint64_t await_reset();
  // `frame_floor`: the lowest address of the loop function's frame (the latch hook's
  // caller); the thread's stack below it held only frames of calls that have returned.
  // `state`: the decisive loop-carried locals for the next iteration, when the pass could
  // pass them (null: only a repetition of the previous iteration is recognised).
  struct AwaitState {
    std::array<std::uint64_t, BRAID_AWAIT_STATE_WORDS> words{};
    std::uint32_t count = 0;
    bool operator==(const AwaitState&) const = default;
  };
  std::uint64_t await_latch(std::uint64_t token, LocationId loc, bool locals_unchanged, std::uint64_t frame_floor,
                            const AwaitState* state = nullptr);
  // The running thread changed state that no event shows (a thread-local variable, a
  // library call braid does not model, the heap, the random generator, ...): its current
  // loop iteration made progress and must not be taken for a repetition.
  void note_effect() {
    if (executing_) ++threads_[current_]->effects;
  }

  // Mutexes and atomic blocks (runtime/mutex.cpp):
  int mutex_init(void* mutex, int type);
  // The host pthread_attr_t standing for the program's thread-attribute object at
  // `program_attr` (runtime/threads.cpp, "Thread attributes"): `fresh` starts it over with
  // the defaults (pthread_attr_init), otherwise one is made on first use.
  pthread_attr_t* thread_attributes(const void* program_attr, bool fresh);
  void forget_thread_attributes(const void* program_attr);
  // The stack size set on the program's attribute object (pthread_attr_setstacksize or
  // pthread_attr_setstack, once glibc accepted it), 0 if none was set since its init.
  void set_requested_stack_size(const void* program_attr, std::size_t size);
  std::size_t requested_stack_size(const void* program_attr);
  int mutex_lock(void* mutex, bool try_only);
  // What an unlock by a thread that does not hold the mutex gives (runtime/mutex.cpp): POSIX
  // defines EPERM for error-checking and recursive mutexes, which a program may check.
  enum class UnlockErrors : std::uint8_t {
    Default,        // C11, C++ and braid itself: EPERM for an error-checking mutex, else a misuse
    PosixObserved,  // pthread_mutex_unlock whose result may be looked at: EPERM for both types
    PosixIgnored,   // pthread_mutex_unlock whose result is unused (the pass says so): a misuse
  };
  int mutex_unlock(void* mutex, UnlockErrors errors = UnlockErrors::Default);
  int mutex_destroy(void* mutex);
  // std::lock of several mutexes without its retry livelock (runtime/lock_all.cpp): returns
  // once the thread holds them all.
  void lock_all(std::vector<std::uint64_t> mutexes);
  // A trylock by the running thread on `mutex` outside std::lock: it could observe another thread's
  // std::lock half done in a way the model never shows (lock_all.cpp).
  void note_lone_trylock(std::uint64_t mutex);
  // Timed acquisitions (runtime/timed_locks.cpp): a lock that may time out while the
  // object is held by another thread; ETIMEDOUT (EINVAL for a bad deadline).
  int mutex_timedlock(void* mutex, const struct timespec* abstime);
  int rwlock_timedlock(void* rwlock, bool write, const struct timespec* abstime);
  int sem_timedwait(void* sem, const struct timespec* abstime);
  void atomic_begin();
  void atomic_end();
  // Threads (runtime/threads.cpp):
  // `stack_size`: the usable stack the program asked for (pthread_attr_setstacksize or
  // pthread_attr_setstack), 0 for braid's default (RuntimeConfig::stack_size).
  // `guard_size`: its attribute's guard size (0: glibc's default, a page).
  int thread_create(std::uint64_t* handle, void* (*start)(void*), void* arg, std::size_t stack_size = 0,
                    std::size_t guard_size = 0);
  int thread_join(std::uint64_t handle, void** retval);
  [[noreturn]] void thread_exit(void* retval);
  // pthread_cleanup_push / pop in C (glibc's __pthread_register_cancel, unregister and
  // __pthread_unwind_next, runtime/cleanup.cpp): pthread_exit runs the handlers pushed and
  // not popped, last pushed first, by jumping back into each push's setjmp buffer.
  void cleanup_register(void* buffer);
  void cleanup_unregister(void* buffer);
  [[noreturn]] void cleanup_unwind_next();
  // pthread_setcancelstate / setcanceltype (runtime/cancel_state.cpp): each program thread's
  // own state (natively it would be the one system thread's, shared by every fiber).
  // Returns 0, or EINVAL for a value POSIX does not define.
  int set_cancel_state(int state, int* old_state);
  int set_cancel_type(int type, int* old_type);
  // pthread_cancel (deferred cancellation) and the cancellation points: `blocking` points
  // check at entry and, after they return, again (the window between is the wait).
  int cancel_thread(std::uint64_t handle);
  void cancellation_point();
  // How a request can end a blocking point's wait (cancel_state.cpp): `Event`: by an event on
  // `wake_addr` (the byte the wait's wake-up is an event on: a condition variable's token
  // byte, a semaphore; for a join, the joined thread's end cell, which thread_join sets once
  // it knows the thread); `NeverBlocks`: the wait never blocks (a timed semaphore wait is a
  // try), a request during it stays pending.
  enum class CancelWake : std::uint8_t { NeverBlocks, Event };
  void enter_cancel_wait(CancelWake how, std::uint64_t wake_addr = 0);
  void leave_cancel_wait();
  // Right after a wakeable wait's wake-up was scheduled: whether a request woke it (then the
  // wait ends without taking what it waited for); later requests no longer wake it.
  bool take_cancel_wake();
  void cancel_wait_edge(bool act);  // a blocking point's entry or exit event (cancel_state.cpp)
  void access_own_cancel_cell(OpKind kind);  // cancel_state.cpp
  // In a program that calls pthread_cancel, a thread's end is an event on its *end cell*, and
  // a join first waits for that event (or a request that wakes the joiner): the wait a
  // request can end (cancel_state.cpp, branch trust21). await_thread_end returns whether a
  // request woke the joiner (the join then does not happen: the thread stays joinable).
  void announce_thread_end();
  bool await_thread_end(ThreadId target);
  // Signal dispositions the program set with signal / sigaction for signals that are not
  // braid's crash signals: modelled per execution, never installed in braid's process
  // (runtime/process_guard.cpp). Those set by static initialisation are every execution's
  // initial ones.
  std::map<int, struct sigaction>& signal_actions() { return executing_ ? signal_actions_ : initial_signal_actions_; }
  std::uint64_t thread_self();
  // pthread_detach: an event (OpKind::ThreadDetach); detaching twice or after a join is a misuse.
  int thread_detach(std::uint64_t handle);
  // pthread_create with the PTHREAD_CREATE_DETACHED attribute: detached at birth, no event.
  void thread_created_detached(std::uint64_t handle);
  // pthread_setname_np / getname_np (ESRCH for a handle that names no thread of this run).
  int set_thread_name(std::uint64_t handle, const char* name);
  int get_thread_name(std::uint64_t handle, char* buffer, std::size_t size) const;
  // A thread this execution created (or main), finished or not.
  bool thread_exists(std::uint64_t handle) const;
  // A false condition stops the thread for good (BlockReason::Assume).
  void assume(bool condition);
  // Ending the execution (runtime/end_of_run.cpp):
  [[noreturn]] void fail(BugKind kind, std::string message, LocationId loc);
  // exit(status) with the handlers that kind of exit runs: exit's atexit handlers (and
  // static destructors), quick_exit's at_quick_exit handlers, none for _exit and _Exit.
  enum class ExitHandlers { AtExit, AtQuickExit, None };
  [[noreturn]] void exit_program(int status, ExitHandlers handlers = ExitHandlers::AtExit);
  // at_quick_exit (runtime/trust.cpp): registered in an execution, the handler belongs to it;
  // registered by static initialisation, to every execution (run after the execution's own,
  // being registered before them). quick_exit(0) runs them last registered first, in the
  // calling thread, interleaved with the threads still running, as exit(0) runs atexit's.
  // No fixed limit, as glibc (C11 asks for at least 32): 0, or -1 when out of memory.
  int register_quick_exit_handler(void (*fn)());
  // atexit / __cxa_atexit (C++ destructors of statics; runtime/trust.cpp). The handlers run when an execution
  // ends normally (main returns 0, exit(0)), in the exiting thread, interleaved with the
  // threads still running, as program code: an abort() in it is a bug of the execution.
  // Registered during an execution (a function-local static constructed in it), a handler
  // runs at the end of that execution, last registered first. Registered by static
  // initialisation (a global object, built once for all executions), it runs after those, in
  // every execution, if it touches only the program and the runtime (restored before each
  // execution: ProgramImage::runnable_exit_functions); one that reaches library code (a
  // member std::string's libstdc++ destructor) could free library memory again in every
  // execution and is not run: those written in the program are counted, for the verdict.
  // Unless static initialisation can run again: then, when static initialisation registers
  // such a destructor, every execution starts from the globals and the heap as they were
  // before static initialisation, runs the static constructors (pass-through mode, as the
  // JIT did) and, at its end, every destructor they registered, library ones included, so
  // that memory the library allocates in a constructor is freed by the matching destructor
  // of the same execution (static_init_each_execution_, runtime/static_init.cpp).
  int register_exit_handler(void (*fn)(void*), void* arg);
  // A registration in one of libc's lists (exit handlers, quick_exit handlers, pthread keys:
  // LibcHiddenState) during an execution: an acquisition and release of the list's lock,
  // as glibc takes it. No event before the execution's first pthread_create.
  void lock_libc_list(std::uint8_t LibcHiddenState::*list);
  // Another thread of the execution has not finished (it may still register).
  bool other_threads_running() const;
  // Does an exit take its handler list (an event)? `registered`: this execution registered
  // a handler in it.
  bool exit_takes_list(bool registered) const;
  std::size_t unrun_static_destructors() const { return unrun_static_destructors_; }
  // Static initialisation runs in every execution (above).
  bool static_init_each_execution() const { return static_init_each_execution_; }
  // A refused call (runtime/refused_calls.cpp) made by static initialisation, before any
  // execution: every execution ends `unsupported` with `message` before main runs, at the
  // program's line that made the call (the last __braid_callsite static initialisation ran).
  void refuse_static_init(std::string message) {
    if (!refused_in_static_init_.empty()) return;
    refused_in_static_init_ = std::move(message);
    refused_in_static_init_at_ = static_init_callsite_;
    refused_in_static_init_sites_ = shadow_.capture_current();
  }
  // After static initialisation: the refusal names the innermost frame in the program's own
  // code (a library header's constructor called from a global's definition names the
  // global's line), as Executor::user_location does for other refusals.
  void name_static_init_refusal(const LocationTable& locations);

  // Modelled primitives (runtime/primitives.cpp). Each operation is a visible event on the
  // primitive's address, memory-like with kFlagSync (so that dependence, race detection
  // and the algorithms need no new event kinds); blocking ones are disabled until their
  // condition holds.
  // pthread_cond_init / destroy: forget the state; misuse while threads are blocked on it.
  int cond_init(void* cond, bool destroy);
  // `posix_errors`: pthread_cond_*wait, which return the mutex's unlock error (EPERM) to a
  // caller that does not hold an error-checking mutex, as glibc does.
  int cond_wait(void* cond, void* mutex, bool timed, bool posix_errors = false);
  int cond_signal(void* cond, bool broadcast);
  // syscall(SYS_futex, ...) (runtime/futex.cpp): FUTEX_WAIT / FUTEX_WAKE (and their
  // _BITSET forms with FUTEX_BITSET_MATCH_ANY, private or not) are modelled; any other
  // operation is `unsupported`. Returns the system call's result (-1 with errno set).
  long futex(std::uint32_t* addr, int op, std::uint32_t val, const void* timeout, std::uint32_t val3);
  int sem_init(void* sem, unsigned value);
  int sem_wait(void* sem, bool try_only);
  int sem_post(void* sem);
  int sem_getvalue(void* sem, int* value);
  int rwlock_lock(void* rwlock, bool write, bool try_only);
  int rwlock_unlock(void* rwlock);
  int barrier_init(void* barrier, unsigned count);
  // `observed`: the caller uses the result (which thread is PTHREAD_BARRIER_SERIAL_THREAD).
  int barrier_wait(void* barrier, bool observed);
  // Barrier events are on a synthetic range above any real address (primitives.cpp).
  static constexpr std::uint64_t kBarrierSpace = 1ULL << 63;
  static constexpr std::uint32_t kBarrierSlots = 256;  // slots per barrier
  // A pthread barrier's arrival slots are the first kBarrierArrivalSlots; the last slot is its
  // serial claim (barrier_wait).
  static constexpr std::uint32_t kBarrierArrivalSlots = kBarrierSlots - 1;
  static constexpr std::uint32_t kBarrierSerialSlot = kBarrierSlots - 1;
  static std::uint64_t barrier_of_slots(std::uint64_t addr);
  // The synthetic address range of a barrier's arrival slots (runtime/primitives.cpp).
  static void* barrier_slots(void* barrier);
  // C++20 std::latch and std::barrier as braid's own <latch> / <barrier> call them
  // (runtime/include/latch, runtime/include/barrier; runtime/cxx_sync.cpp). Their events are
  // on the object's synthetic range (barrier_slots).
  void latch_count_down(void* latch, std::ptrdiff_t update);
  bool latch_try_wait(const void* latch);
  void latch_wait(const void* latch);
  // Returns whether the arrival completes the phase; `phase` receives its phase. With a
  // completion function the phase then waits for the barrier's completion thread.
  bool cxx_barrier_arrive(void* barrier, std::ptrdiff_t update, bool drop, bool completion, unsigned long long* phase);
  // A barrier with a completion function runs it on a thread of its own (`body`, the header's
  // loop over cxx_barrier_completion_wait, the completion, cxx_barrier_phase_done), started at
  // construction (or, for a barrier of static storage, when main starts) and stopped by the
  // destructor (docs/runtime.md, "C++20 latches and barriers").
  void cxx_barrier_start_completion(void* barrier, void* (*body)(void*));
  bool cxx_barrier_completion_wait(void* barrier);
  void cxx_barrier_stop_completion(void* barrier);
  void cxx_barrier_phase_done(void* barrier);
  void cxx_barrier_wait(const void* barrier, unsigned long long phase);
  // Whether a std::latch wait may return; whether a std::barrier wait for `phase` may.
  static bool cxx_latch_open(std::uint64_t latch);
  static bool cxx_barrier_phase_passed(std::uint64_t barrier, std::uint64_t phase);
  // Whether a barrier's completion thread may run its next step (stopped, or a phase waits).
  bool cxx_barrier_completion_due(std::uint64_t barrier, std::uint64_t phase) const;
  // Whether thread `id` is a completion thread waiting for its barrier's next phase (no
  // deadlock: it has nothing to do until every participant arrives).
  bool idle_completion_thread(ThreadId id) const;
  int spin_lock(void* lock, bool try_only);
  int spin_unlock(void* lock);
  int once(void* control, void (*init)());
  // C++ function-local statics (__cxa_guard_acquire / release / abort, runtime/static_guards.cpp):
  // the guard's initialisation runs under a mutex of the guard, as pthread_once.
  int guard_acquire(std::uint64_t* guard);
  void guard_release(std::uint64_t* guard);
  void guard_abort(std::uint64_t* guard);
  int key_create(unsigned* key, void (*destructor)(void*));
  // C++ thread_local destructors registered by __cxa_thread_atexit (runtime/thread_exit.cpp).
  int thread_atexit(void (*dtor)(void*), void* object);
  int key_delete(unsigned key);
  void* get_specific(unsigned key);
  int set_specific(unsigned key, const void* value);
  // Deterministic replacements of nondeterministic libc (rand, time): reset per execution.
  int rand_next();
  void rand_seed(unsigned seed);
  long long clock_next_ns();
  // A timed wait that returned ETIMEDOUT: its deadline has passed, so the clock reads at
  // least that time from now on (libstdc++'s condition_variable::wait_until decides
  // `timeout` by reading the clock after the wait). Not an effect: only a later clock
  // query, itself an effect, can see it. A deadline with an invalid tv_nsec is ignored.
  void clock_reach(const struct timespec* deadline);
  void clock_reach_after(long long relative_ns) { clock_ns_ += relative_ns > 0 ? relative_ns : 0; }

  // The heap (runtime/heap_runtime.cpp). `initialised`: false for malloc-like allocations
  // (their bytes are uninitialised until written; reading them is reported,
  // runtime/trust.cpp). Beyond the heap limit: a `bound` bug; beyond kImpossibleAllocation:
  // null.
  void* heap_allocate(std::size_t size, std::size_t align = 16, bool initialised = true);
  void heap_mark_initialised(const void* ptr, std::size_t size) { heap_.mark_initialised(ptr, size); }
  void heap_free(void* ptr);
  // A tested read of a local variable found every byte it reads never written
  // (runtime/uninit_locals.cpp): a memory-error bug at `loc`.
  void report_uninitialised_local(std::uint64_t size, LocationId loc);
  // A local passed to helpers begins (every byte unwritten) / its function returns.
  // An escaped local (its address may reach another thread) begins or ends its life
  // (instrument/frame_locals.cpp): for accesses of dead frames another call has covered.
  // `frame`: the stack pointer at the function's entry (its locals' frame; a deeper frame
  // has a lower one). frame_release ends the frame's dynamic blocks (VLAs, alloca) below
  // `below`.
  void frame_local_begin(const void* addr, std::uint64_t size, const void* frame);
  void frame_local_end(const void* addr, std::uint64_t size, const void* frame);
  void frame_release(const void* frame, const void* below);
  void frame_resumed(const void* frame);
  void local_begin(const void* addr, std::uint64_t size);
  void local_end(const void* addr);
  // pthread_exit's unwinding was caught by the program and not rethrown (glibc aborts).
  void report_swallowed_thread_exit();
  std::size_t heap_block_size(const void* ptr) const { return heap_.block_size(ptr); }
  // Whether `p` is in memory the program can write: its heap, a thread's stack, a writable
  // global (not a string literal or other constant).
  bool in_program_memory(const void* p) const;
  // The program's output of this execution (runtime/runtime.cpp).
  void append_output(const char* data, std::size_t size);
  // A library input was given its one fixed value (counted and typed, so the check can say
  // what was not covered: std::random_device, rand() seeded from a non-constant seed).
  void note_nondet(FixedInput kind) {
    if (!executing_) return;
    ++result_.nondet_calls;
    result_.fixed_input_kinds |= kind;
  }
  // A __VERIFIER_nondet_* call of the running thread: the value the assignment gives its
  // slot (0 when none), recorded as a draw of the execution (runtime/threads.cpp).
  std::int64_t nondet_value(NondetType type, NondetChoice choice = NondetChoice::ProgramCall);
  // __braid_nondet_domain: the next nondet call's learnt domain (its constant pattern array).
  void set_next_nondet_domain(const std::uint64_t* patterns, std::uint64_t count, bool exhaustive) {
    next_nondet_domain_ = {patterns, count, exhaustive};
  }
  // Whether the running thread is main and no thread has been created in this execution
  // (so far; std::barrier's completion threads count): nothing can observe its memory.
  bool alone() const { return executing_ && current_ == 0 && threads_created_ == 0; }
  // The assignment the next executions use (between executions only).
  void set_nondet_values(NondetAssignment values) { config_.nondet_values = std::move(values); }

  // ---- runtime/trust.cpp: program input, divergence, exit handlers, misuse checks ----
  // The stream standing for the program's stdin in this execution (replayed input).
  FILE* program_stdin();
  // A source of divergence between executions (runtime::Divergence bits).
  void note_divergence(std::uint32_t bits) {
    if (executing_) result_.divergence |= bits;
  }
  // The environment, locale, directory and umask this instance changed, put back before each
  // execution (runtime/process_state.h).
  ProcessStateRestore& process_state() { return process_state_; }
  // open / fopen of `path`, for writing or not: detects files read back and random devices.
  void note_file_open(const char* path, bool write);
  // Anonymous mmap / munmap served by the heap (under its limit, reset between executions).
  void* map_anonymous(std::size_t length);
  bool unmap(void* addr);
  // sem_destroy, pthread_barrier_destroy, pthread_rwlock_destroy / init: a visible event on
  // the object (so that uses after the destroy are explored), misuse when it is in use.
  int sem_destroy(void* sem);
  int barrier_destroy(void* barrier);
  int rwlock_destroy(void* rwlock);
  int rwlock_init(void* rwlock);
  // Deterministic bytes for getrandom / getentropy / arc4random.
  void random_bytes(void* buffer, std::size_t size);

  // Crash handling (runtime/crash.cpp). Crash signals (SIGSEGV, SIGBUS, SIGFPE, SIGILL,
  // SIGABRT) are process-wide; the handler forwards a fault to the runtime of the faulting
  // OS thread if it was running program code, and otherwise restores the default action and
  // re-raises.
  static void install_signal_handlers();
  // The signal handler (on an alternate stack) calls this; it jumps back to run().
  [[noreturn]] void on_crash_signal(int signal, const void* fault_address);
  bool in_program_code() const { return in_fiber_; }

 private:
  // on_store / on_copy_store: the value written is `value`, or read from `value_source`.
  void store_event(void* addr, std::uint64_t size, std::uint64_t value, const void* value_source,
                   std::uint32_t flags, LocationId loc);
  struct MutexState {
    ThreadId owner = kNoThread;
    std::uint32_t depth = 0;
    std::uint64_t trylocks = 0;  // trylock attempts so far (await loops that lock it observe them)
    int type = 0;  // PTHREAD_MUTEX_NORMAL / RECURSIVE / ERRORCHECK
  };
  enum class WaitKind : std::uint8_t { None, CondSignal, SemPositive, RwRead, RwWrite, BarrierRelease, FutexWake, PipeReadable, LatchOpen, CxxBarrierPhase, CxxBarrierCompletion, ThreadEnd };
  // A condition variable as wake-up tokens (runtime/primitives.cpp explains the model).
  struct CondState {
    std::uint64_t tickets = 0;            // registrations so far: the next waiter's ticket
    std::vector<ThreadId> pending;        // registered waiters that are not woken yet
    std::vector<std::uint64_t> tokens;    // unconsumed signals, each usable by the waiters
                                          // with a ticket below its limit (non-decreasing)
  };
  struct SemState {
    long value = 0;
  };
  struct RwState {
    ThreadId writer = kNoThread;
    std::vector<ThreadId> readers;
  };
  struct BarrierState {
    unsigned count = 0;
    unsigned arrived = 0;
    std::uint64_t generation = 0;
    // The generations whose serial result was claimed (barrier_wait).
    std::vector<std::uint64_t> serial_claimed;
    // Per thread id: how many generations (since the init) the thread knows completed, by
    // its own releases and the threads it was created by or joined (barrier_wait).
    std::vector<std::uint64_t> known_complete;
  };
  // `to` learns every barrier generation `from` knows completed (thread creation, join).
  void learn_barrier_completions(ThreadId from, ThreadId to);
  struct ThreadRecord {
    ThreadId id = 0;
    ctx::fcontext_t context = nullptr;
    bool started = false;
    bool finished = false;
    bool joined = false;
    bool detached = false;
    // The usable stack the program asked for at its creation (0: braid's default).
    std::size_t stack_size = 0;
    // The lowest address its program frames may use (Runtime::prime): the top of its stack
    // minus the size it asked for, braid's default, or the main thread's RLIMIT_STACK.
    std::uint64_t stack_limit = 0;
    // The guard size of its attribute (pthread_getattr_np reports it; braid's own guard is
    // the region below its stack, StackPool).
    std::size_t guard_size = 0;
    // A std::barrier's completion thread: the barrier's address (runtime/cxx_sync.cpp); else 0.
    std::uint64_t completion_of = 0;
    void* (*start)(void*) = nullptr;
    void* arg = nullptr;
    void* retval = nullptr;
    std::uint32_t children = 0;
    ThreadPath path;                 // how it was created (model/nondet.h)
    std::uint32_t nondet_calls = 0;  // its __VERIFIER_nondet_* calls so far
    std::uint64_t loop_ticks = 0;
    LocationId callsite = 0;
    // Where it was created: the create's location and its creator's call sites then,
    // innermost first (empty without call stacks), for messages about a thread that starts
    // inside a library (Executor::user_location).
    LocationId created_at = 0;
    std::vector<LocationId> creator_sites;
    std::vector<std::pair<void*, void*>> tls;  // global -> this thread's copy
    std::vector<void*> specific;               // pthread_getspecific values by key
    std::string name;                          // pthread_setname_np
    std::vector<void*> cleanup_buffers;        // pthread_cleanup_push buffers, innermost last
    void* exit_retval = nullptr;               // pthread_exit's value while cleanup handlers run
    int cancel_state = 0;                      // PTHREAD_CANCEL_ENABLE (runtime/cancel_state.cpp)
    int cancel_type = 0;                       // PTHREAD_CANCEL_DEFERRED
    bool cancel_pending = false;               // a pthread_cancel request not acted on yet
    // Between the entry and the exit check of a blocking cancellation point (cancel_state.cpp).
    bool in_cancel_wait = false;
    // ... how a request can end that wait (CancelWake), on which byte, which wait it is (a
    // request names the wait it woke), whether its wake-up has run, whether a request woke
    // it and by which event (event_identity).
    CancelWake cancel_wake = CancelWake::NeverBlocks;
    std::uint64_t cancel_wake_addr = 0;
    std::uint32_t cancel_wait_serial = 0;
    bool cancel_wait_past_wake = false;
    bool cancel_woken = false;
    // C++ thread_local destructors (__cxa_thread_atexit; runtime/thread_exit.cpp), last first.
    std::vector<std::pair<void (*)(void*), void*>> thread_local_dtors;
    // This thread's errno while another thread runs (every fiber shares the system
    // thread's errno; resume() swaps it in and out).
    int saved_errno = 0;
    WaitKind wait = WaitKind::None;            // what a blocking pending operation awaits
    std::uint64_t wait_generation = 0;
    std::uint64_t cond_ticket = 0;             // condition-variable wait: this wait's ticket
    bool cond_broadcast = false;               // ... woken by a broadcast (needs no token)
    // ... the signal or broadcast since which it could run without a break (event_identity;
    // 0 while it cannot): what its wake-up names (WakeEnabler, primitives.cpp)
    std::uint64_t cond_enabled_since = 0;
    unsigned spurious_used = 0;                // spurious wake-ups taken in this execution
    // pthread_cond_timedwait (runtime/primitives.cpp): this wait may time out; early
    // timeouts (while another thread could still signal) taken in this execution.
    bool cond_timed = false;
    unsigned early_timeouts_used = 0;
    // Await loops (runtime/await.cpp). `effects` counts changes no event shows;
    // `event_positions` maps each of the thread's events to its index in result_.events;
    // `write_check` is the last write's target and former bytes, compared with memory at the
    // thread's next visit to the runtime (the write itself runs natively after its hook).
    std::uint32_t effects = 0;
    std::vector<std::uint32_t> event_positions;
    // Fences since the thread's last event (kOrder*Fence), put on its next one (record).
    std::uint8_t pending_fences = 0;
    // Writes into the thread's own stack that changed it, not counted in `effects`: a
    // change in the frame of a call that has returned carries nothing into the next
    // iteration of a loop (and its bytes are overwritten by whatever runs there next, the
    // runtime included), so each latch judges them against its loop's frame (await.cpp).
    struct StackChange {
      std::uint32_t position = 0;  // index in event_positions of the write
      std::uint64_t addr = 0;
    };
    std::vector<StackChange> stack_changes;
    // While the thread is inside a memory hook (on_load, on_store, on_rmw, on_cmpxchg): the
    // hook's canonical frame address (memory.cpp). Below it the thread's stack holds braid's frames and what calls
    // that have returned left, never a live local of the program (check_stack_access).
    // 0 elsewhere: then the thread's saved context bounds its live frames.
    std::uintptr_t program_frames_end = 0;
    struct WriteCheck {
      bool pending = false;
      std::uint32_t size = 0;
      std::uint64_t addr = 0;
      std::uint32_t event = 0;  // index in result_.events of the write
      std::uint32_t position = 0;  // index in event_positions of the write
      bool own_stack = false;      // into this thread's stack
      unsigned char before[64] = {};  // larger writes count as changes
    } write_check;
    // What a blocked await loop's last iteration observed: a value of memory, the state
    // of a mutex it locked (the number of trylocks on it so far) or tried (free or held),
    // or a semaphore / rwlock a try-operation found unavailable.
    struct AwaitRead {
      enum class Kind : std::uint8_t {
        Memory, MutexTrylocks, MutexFree, MutexHeld,
        SemEmpty,     // a failed sem_trywait / timed wait: the value was 0
        SemValue,     // sem_getvalue: the value was `value`
        RwNoReader,   // a failed tryrdlock: a writer held it
        RwNoWriter,   // a failed trywrlock: a writer or readers held it
        LatchClosed,  // a std::latch::try_wait that answered false: the count was not 0
      } kind = Kind::Memory;
      std::uint32_t size = 0;
      std::uint64_t addr = 0;
      std::uint64_t value = 0;
    };
    // Blocked on the values its last idle round observed (Runtime::blocking: enabled while one
    // of them differs). Also set when another thread changed one before the round's latch (the
    // loop is blocked and woken at once: its next operation is the wake-up,
    // ExecutionResult::woken_reads, as in a schedule where the change came after the latch).
    bool await_blocked = false;
    // Blocked by an iteration that only read one location (Blocking::await_one_location).
    bool await_one_location = false;
    LocationId await_loc = 0;
    // While an await loop is blocked on an operation that is not a read (a helper's store
    // into its own frame, a mutex lock), its pending operation is announced as a read of
    // the first value the loop observed, as the DPOR algorithms expect of a blocked await
    // loop (runtime/blocking.cpp); the real one comes back when it is enabled.
    bool next_replaced = false;
    PendingOp real_next;
    // Indices (in result_.events, increasing) of this thread's failed trywrlock events, so
    // that an await loop tells them from failed tryrdlocks (both are Loads of the rwlock).
    std::vector<std::uint32_t> failed_write_tries;
    std::vector<AwaitRead> await_reads;
    // The latest iterations of the await loop this thread is in, for loops whose state
    // cycles (await.cpp, Runtime::await_cycle): consecutive iterations of one loop instance
    // that changed nothing but their decisive locals, oldest first, with what they observed.
    struct AwaitCycle {
      bool known = false;       // `start` is the state the current iteration started in
      std::uint64_t token = 0;  // the token the last latch returned: the same loop goes on
      LocationId loc = 0;
      std::uint64_t frame = 0;
      AwaitState start;
      struct Step {
        AwaitState start;             // the state the iteration started in
        std::uint32_t reads_end = 0;  // its observations end there in `reads`
      };
      std::vector<Step> steps;
      std::vector<AwaitRead> reads;
    } await_cycle;
    // A read of uninitialised heap memory, reported at the thread's next operation unless
    // that operation writes the same bytes (a bit-field store reads its byte first).
    struct UninitRead {
      std::uint64_t addr = 0;
      std::uint64_t size = 0;
      LocationId loc = 0;
      bool local = false;  // of a local variable (uninit_locals.cpp), not of the heap
    };
    std::optional<UninitRead> uninit_read;
    // Locals passed to helper functions whose bytes the runtime follows, innermost frame
    // last (runtime/uninit_locals.cpp): 1 per byte never written.
    struct LiveLocal {
      std::uint64_t begin = 0;
      std::vector<std::uint8_t> unwritten;
    };
    std::vector<LiveLocal> live_locals;
    // [begin, end) of this thread's escaped locals whose function has returned and whose
    // bytes no escaped local of a later call has taken since (runtime/trust.cpp,
    // frame_local_end): another thread's access there uses a dead local even when the
    // thread's new calls have covered the frame.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> dead_locals;
    // This thread's escaped locals that began and have not ended, outermost frame first
    // (so the deepest frames' at the back): those of a frame a longjmp or an exception left
    // without a return end when a shallower frame begins or ends one (runtime/trust.cpp).
    struct EscapedLocal {
      std::uint64_t begin = 0, end = 0;
      std::uint64_t frame = 0;  // the stack pointer at its function's entry
      bool operator==(const EscapedLocal&) const = default;
    };
    std::vector<EscapedLocal> escaped_locals;
    // The C++ runtime's per-OS-thread exception state (caught exceptions, uncaught count),
    // kept per fiber while another runs (runtime/thread_unwind.cpp).
    struct ExceptionState {
      void* caught = nullptr;
      unsigned int uncaught = 0;
    };
    ExceptionState exceptions;
  };
  // Resets a record for a new thread `id`, keeping its vectors' capacity (no allocation per
  // thread and execution).
  static void recycle(ThreadRecord& t, ThreadId id);
  static constexpr std::size_t kMaxAwaitReads = 64;
  // The longest cycle of an await loop's states recognised (ThreadRecord::AwaitCycle).
  static constexpr std::size_t kMaxAwaitPeriod = 4;
  // Whether the iteration from `token` to now changed nothing but its loop's locals; then
  // `await_reads` holds what it observed (await.cpp).
  // Fills s.await_observes from t.await_reads while s is blocked in an await loop (blocking.cpp).
  void note_await_observes(const ThreadRecord& t, ThreadStatus& s);
  void mark_await_wakes();  // kFlagAwaitWake on the events of result_.woken_reads
  // t.await_reads as the reads the algorithms see (ThreadStatus::await_observes), into `out`.
  void observations_of(const ThreadRecord& t, const ThreadStatus& s, std::vector<Event>& out);
  bool await_iteration_idle(ThreadRecord& t, std::uint64_t token, std::uint64_t next, std::uint64_t frame_floor);
  // Whether the iteration that ends returned its loop to a state an earlier idle iteration
  // started in, every observation since still holding; then `await_reads` holds them.
  // Whether the events since `token` (an idle iteration) are only reads of one location, of
  // one size, besides those into frames below `frame_floor` (returned from).
  bool await_reads_one_location(const ThreadRecord& t, std::uint64_t token, std::uint64_t frame_floor);
  // `found`: an earlier iteration started in next_state (a cycle, whether values changed or not).
  bool await_cycle(ThreadRecord& t, const AwaitState& next_state, bool& found);
  bool await_values_changed(const ThreadRecord& t) const;
  // Writes (store, RMW, successful CAS): remember the bytes before, so that the thread's
  // next visit to the runtime can tell whether the write changed memory.
  void begin_write_check(std::uint64_t addr, std::uint64_t size);
  void finish_write_check(ThreadRecord& t);
  std::uint64_t await_token(ThreadRecord& t);

  void reset();
  // ---- runtime/trust.cpp ----
  void reset_trust_state();
  // Ends the execution because the check's deadline passed (outcome Abandoned, interrupted).
  [[noreturn]] void interrupt_execution();
  bool deadline_passed_in_scheduler() { return scheduler_deadline_.passed(); }
  void run_exit_handlers();
  void run_quick_exit_handlers();
  // A `bound` bug when creating one more thread would exceed the limit.
  void check_thread_limit();
  // Object use after pthread_*_destroy (misuse); `what` names the operation.
  void mark_destroyed(void* object);
  void forget_destroyed(void* object);
  // Returns false (after reporting a misuse finding; the execution goes on) when `object`
  // was destroyed and not initialised again.
  bool check_not_destroyed(void* object, const char* what);
  // A misuse finding that does not end the execution (ExecutionResult::misuses).
  void report_misuse(std::string message, LocationId loc = 0);
  // Memory checks of an access about to happen: the stack of a finished thread, reads of
  // uninitialised heap memory (see trust.cpp for the scope).
  void check_stack_access(const void* addr, std::uint64_t size, bool write, LocationId loc);
  // The part of check_stack_access for threads still running: an access by another thread
  // below the owner's live frames (a local of a call that has returned). trust.cpp.
  void check_returned_frame_access(std::uintptr_t addr, std::uint64_t size, bool write, LocationId loc);
  // Escaped locals: bytes of a local that ended (frame_local_end), and the end of the live
  // ones of frames deeper than `frame` (left by longjmp or an exception).
  void mark_local_dead(std::uint64_t begin, std::uint64_t end);
  void retire_left_frames(std::uint64_t frame);
  void note_heap_read(const void* addr, std::uint64_t size, LocationId loc);
  void note_heap_write(const void* addr, std::uint64_t size);
  // The same for the current thread's followed locals (uninit_locals.cpp); the read
  // returns whether `addr` is in one.
  bool note_local_read(const void* addr, std::uint64_t size, LocationId loc);
  void note_local_write(const void* addr, std::uint64_t size);
  void flush_uninitialised_read();
  // Heap checks of an access about to happen (use after free, out of bounds).
  void check_heap_access(const void* addr, std::uint64_t size, bool write, LocationId loc);
  ThreadRecord& cur() { return *threads_[current_]; }
  ThreadId name_child(ThreadId parent, std::uint32_t nth);
  void prime(ThreadRecord& t);
  void resume(ThreadRecord& t);
  void yield_to_scheduler();
  // Announce the pending operation and wait until the scheduler picks this thread.
  void schedule_point(const PendingOp& op);
  // At this scheduling point the scheduler would choose the running thread again without
  // looking (Scheduler::runs_plain_accesses_on) and the scheduling loop would neither end
  // the execution nor prime a thread: schedule_point records the choice and returns.
  bool runs_on_without_stop(const ThreadRecord& t, const PendingOp& op);
  Event& record(OpKind kind, std::uint64_t addr, std::uint32_t size, LocationId loc);
  // `type` is the kind for a mutex first seen here; -1 reads it from glibc's struct.
  MutexState& mutex_state(void* mutex, int type = -1);
  // A blocking schedule point for primitive operations.
  // Events on `size` bytes at `offset` in the object (condition variables use two bytes).
  void sync_point(OpKind kind, void* object, WaitKind wait, std::uint32_t offset = 0,
                  std::uint32_t size = 1);
  // `acquire`: an acquisition (kFlagAcquire), see model/event.h.
  Event& record_sync(OpKind kind, void* object, std::uint32_t offset = 0, std::uint32_t size = 1,
                     bool acquire = false);
  // Whether a condition-variable waiter's wake-up may run (runtime/primitives.cpp).
  bool cond_wakeup_possible(const ThreadRecord& t, std::uint64_t cond) const;
  // A waiter left a condition variable without a token (a cancelled wait): drop what none can use.
  void drop_unusable_cond_tokens(CondState& c);
  // Whether a FUTEX_WAIT's wake-up may run (runtime/futex.cpp).
  bool futex_wakeup_possible(const ThreadRecord& t, std::uint64_t word) const;
  void run_key_destructors();
  // C++ thread_local destructors of the current thread (runtime/thread_exit.cpp).
  void run_thread_local_destructors();
  // The system thread's errno, where libc and the program's `errno` write: per program
  // thread (resume() swaps its value), so its accesses are not shared-memory events.
  int* errno_address_ = nullptr;
  bool is_errno(const void* addr) const { return addr == errno_address_; }
  // With config_.report_leaks: ends a normally finished execution with a `leak` bug if
  // blocks allocated during it are still live.
  void check_leaks();
  // ---- runtime/blocking.cpp: why a thread cannot run its pending operation ----
  Blocking blocking(const ThreadRecord& t, const ThreadStatus& s) const;
  // Sets every thread's ThreadStatus::enabled and ::blocked, and summary_. A thread whose
  // status cannot change until it runs again (finished, or enabled with an operation no
  // other thread can disable) is settled and skipped until resume() or thread_create
  // unsettles it: each step costs the threads whose status can change, not all of them
  // (docs/runtime.md, "Per-step cost").
  void update_enabled();
  // One thread's ThreadStatus::enabled, ::blocked and announced operation.
  void refresh_status(ThreadStatus& s);
  enum class Settled : std::uint8_t { No, Finished, Enabled };
  static Settled settled_as(const ThreadRecord& t, const ThreadStatus& s);
  void unsettle(ThreadId id);
  // For a deadlock report: "a mutex held by thread 2", ...
  std::string describe_wait(const ThreadStatus& s) const;
  // ---- runtime/end_of_run.cpp ----
  // At a scheduling point: whether the execution is over (every thread finished, a
  // deadlock, threads stopped by a failed assume, the step bound, the deadline), with its
  // outcome and bug set.
  bool execution_over();
  Bug deadlock_bug() const;
  Bug step_bound_bug() const;
  void end_with_bug(Bug bug);
  // Sorts the exit handlers static initialisation registered into those run in every
  // execution and those counted as not run (runtime/trust.cpp).
  void classify_static_exit_handlers();
  // Static initialisation again, for this execution (static_init_each_execution_):
  // after reset(), before main's thread starts. runtime/static_init.cpp.
  void run_static_initialisation();
  // A bug of the running thread: with run_on_after_bug_ (and not a bound) records it and
  // stops the thread for good, the others going on, and returns true; else ends the
  // execution with it and returns false.
  bool stop_thread_at_bug(Bug bug);
  void finish_current(void* retval);
  static void fiber_entry(ctx::transfer_t transfer);
  [[noreturn]] void thread_main();
  // runtime/thread_unwind.cpp: pthread_exit's unwinding (throws a ThreadExitUnwind), and the
  // exchange of the C++ exception state between the OS thread and a fiber (at each switch,
  // so that every program thread has its own).
  [[noreturn]] void unwind_thread_exit();
  void swap_exception_state(ThreadRecord& t);
  // An alternate signal stack for the calling OS thread (runtime/crash.cpp).
  static void ensure_alt_stack();

  RuntimeConfig config_;
  ProgramImage image_;
  std::vector<std::vector<char>> snapshot_;
  StackPool stacks_;
  Heap heap_;
  ShadowStacks shadow_;
  std::uint64_t* stack_limit_cell_ = nullptr;
  // The stack of a thread that asks for no size, main included: the process's RLIMIT_STACK
  // as glibc takes it for its default (RuntimeConfig::stack_size when unlimited).
  std::size_t default_stack_size_;
  // The usable size thread `t`'s program frames get (asked for, or the default).
  std::size_t program_stack_size(const ThreadRecord& t) const {
    return t.stack_size ? t.stack_size : default_stack_size_;
  }

  // Per-execution state.
  ExecutionResult result_;
  // The observations of a woken await loop, for the event it is about to record (schedule_point, record).
  std::vector<Event> wake_pending_;
  std::size_t wakes_marked_ = 0;  // woken_reads whose event has kFlagAwaitWake (mark_await_wakes)
  std::vector<std::unique_ptr<ThreadRecord>> threads_;
  std::vector<ThreadStatus> status_;
  // Per thread id (up to status_.size()): whether its status is settled (update_enabled);
  // the ids that are not, in no order; how many settled ones are enabled.
  std::vector<Settled> settled_;
  std::vector<ThreadId> unsettled_;
  std::size_t settled_enabled_ = 0;
  // What update_enabled found, for execution_over (called right after it).
  struct StatusSummary {
    bool any_unfinished = false;
    bool any_enabled = false;
    bool any_assume_blocked = false;  // an unfinished thread stopped for good
  } summary_;
  // A thread was created and not yet run to its first visible operation (Runtime::run).
  bool unprimed_ = false;
  std::unordered_map<std::uint64_t, MutexState> mutexes_;
  // Thread attributes by the token pthread_attr_init wrote into the program's object
  // (threads.cpp). The program's pthread_attr_t may be smaller than the host's (a task
  // preprocessed for a 32-bit target: 36 bytes, the host's 56), so glibc never writes into
  // the program's object: it works on these.
  struct HostThreadAttributes {
    pthread_attr_t attr;
    std::size_t requested_stack_size = 0;  // 0: never set (braid's default stack)
    HostThreadAttributes() { pthread_attr_init(&attr); }
    ~HostThreadAttributes() { pthread_attr_destroy(&attr); }
    HostThreadAttributes(const HostThreadAttributes&) = delete;
    HostThreadAttributes& operator=(const HostThreadAttributes&) = delete;
  };
  std::unordered_map<std::uint64_t, std::unique_ptr<HostThreadAttributes>> thread_attributes_;
  // This execution's std::lock mutexes and lone trylocks, by (mutex, thread) (lock_all.cpp).
  std::vector<std::pair<std::uint64_t, ThreadId>> lock_all_members_, lone_trylocks_;
  std::unordered_map<std::uint64_t, CondState> conds_;
  // Futex words with waiters, by address: wake-up tokens as for condition variables.
  std::unordered_map<std::uint64_t, CondState> futexes_;
  std::unordered_map<std::uint64_t, SemState> sems_;
  std::unordered_map<std::uint64_t, RwState> rwlocks_;
  std::unordered_map<std::uint64_t, BarrierState> barriers_;
  // std::barrier: per (barrier, thread), the phase its next arrival must land in (the one
  // after the last phase it waited for): a check that arrivals commute (runtime/cxx_sync.cpp).
  std::map<std::pair<std::uint64_t, ThreadId>, unsigned long long> cxx_barrier_next_phase_;
  // std::barrier completion threads of this execution, by barrier: whether the destructor
  // stopped it. Barriers of static storage constructed by static initialisation (which runs
  // before any thread, once or once per execution): their completion threads start with main.
  std::map<std::uint64_t, bool> cxx_completion_stopped_;
  std::vector<std::pair<void*, void* (*)(void*)>> static_completion_barriers_;
  void start_static_completion_threads();
  std::vector<std::uint64_t> once_done_;
  struct Allocation {  // heap blocks of this execution, recorded for leak reports
    void* block;
    std::size_t size;
    LocationId site;
    ThreadId thread;
  };
  std::vector<Allocation> allocations_;
  std::vector<void (*)(void*)> key_destructors_;
  std::vector<bool> key_live_;
  std::uint64_t rand_state_ = 1;
  long long clock_ns_ = 0;
  ThreadId current_ = 0;
  bool executing_ = false;
  // Static initialisation called __VERIFIER_nondet_*, which returned 0 (nondet_value).
  bool nondet_before_main_ = false;
  // Static initialisation made a call braid refuses (runtime/refused_calls.cpp): no execution
  // can start then; each ends at once, `unsupported` with this message (empty: none).
  std::string refused_in_static_init_;
  LocationId refused_in_static_init_at_ = 0;
  std::vector<LocationId> refused_in_static_init_sites_;  // the call stack then, innermost first
  // The library call static initialisation (outside every execution) made last: where a
  // refusal then points. Before, such a refusal named no line.
  LocationId static_init_callsite_ = 0;
  // The learnt domain __braid_nondet_domain gave the next nondet call (patterns null: none),
  // and every site's domain built once per instance (keyed by its pattern array).
  struct PendingNondetDomain {
    const std::uint64_t* patterns = nullptr;
    std::uint64_t count = 0;
    bool exhaustive = false;
  };
  PendingNondetDomain next_nondet_domain_;
  std::unordered_map<const std::uint64_t*, std::shared_ptr<const NondetDomain>> nondet_site_domains_;
  bool in_fiber_ = false;
  bool ended_ = false;
  // The scheduler asked to run the other threads on after a bug (Scheduler::runs_on_after_bug).
  bool run_on_after_bug_ = false;
  // The scheduler chooses the running thread at its plain accesses (Scheduler::
  // runs_plain_accesses_on), and the running thread was resumed by the scheduling loop's
  // choice (not primed: priming must reach the thread's first operation's stop).
  bool plain_accesses_run_on_ = false;
  bool running_chosen_ = false;
  // The deadline was seen passed at an access run on without a stop: execution_over ends
  // the execution at the next stop (DeadlineCheck reads the clock once per period).
  bool deadline_seen_ = false;
  int main_status_ = 0;
  // main returned (not pthread_exit): that is exit(main_status_), which ends the threads
  // still running, so threads that can no longer go on do not make a deadlock.
  bool main_returned_ = false;
  // A thread called exit(0) (or _exit(0), quick_exit(0)): its exit handlers ran, it stopped
  // for good there, and the other threads run on until none can go on, whatever the
  // scheduler (end_of_run.cpp, exit_program): the execution then ends normally.
  bool exit_called_ = false;
  std::size_t unrun_static_destructors_ = 0;
  ctx::fcontext_t scheduler_context_ = nullptr;
  sigjmp_buf crash_jump_;
  int atomic_mutex_ = 0;  // address used as the mutex of __VERIFIER_atomic blocks
  int lock_all_turn_ = 0;  // address used as the mutex whose holder may take a std::lock's mutexes

  // ---- runtime/trust.cpp state ----
  DeadlineCheck scheduler_deadline_;   // checked in the scheduling loop
  DeadlineCheck tick_deadline_;        // checked in loop ticks
  std::uint32_t threads_created_ = 0;  // this execution
  StdinReplay stdin_;
  ProcessStateRestore process_state_;
  NativeStdinWatch native_stdin_;
  PipeTable pipes_;  // this execution's (runtime/pipes.h)
  std::vector<std::string> argv_storage_;  // copied per execution: the program may write argv
  std::vector<char*> argv_;
  struct ExitHandler {
    void (*fn)(void*);
    void* arg;
  };
  std::vector<ExitHandler> exit_handlers_;         // registered in this execution
  std::vector<ExitHandler> static_init_exit_handlers_;  // registered by static initialisation
  std::vector<void (*)()> quick_exit_handlers_;         // at_quick_exit in this execution
  std::vector<void (*)()> static_quick_exit_handlers_;  // at_quick_exit by static initialisation
  bool quick_exiting_ = false;                          // quick_exit's handlers are running
  std::map<int, struct sigaction> signal_actions_;          // this execution's (signal_actions())
  std::map<int, struct sigaction> initial_signal_actions_;  // set by static initialisation
  std::vector<ExitHandler> static_exit_handlers_;  // those run in every execution (attach)
  // The `__attribute__((destructor))` functions run at every exit(0), after the handlers
  // (attach: those braid can run in every execution, or all when static initialisation
  // runs again in every execution).
  std::vector<void (*)()> static_destructor_functions_;
  bool static_init_each_execution_ = false;         // register_exit_handler says when
  // The heap the static constructors of this execution allocated (leak roots, like the
  // marked heap of a single static initialisation).
  std::vector<std::pair<const char*, std::size_t>> static_init_heap_;
  bool exiting_ = false;                           // exit handlers are running
  std::unordered_map<std::uint64_t, bool> destroyed_;  // primitives destroyed in this execution
  std::vector<std::pair<std::uintptr_t, std::uintptr_t>> finished_stacks_;  // [begin, end) of finished threads
  std::vector<std::string> written_files_;  // persistent: paths this instance opened for writing
  std::uint64_t random_state_ = 0;
  bool any_uninit_pending_ = false;


};

}  // namespace braid::runtime
