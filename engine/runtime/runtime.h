// The runtime of one program instance: program threads as fibers, the scheduling loop and
// the model of every visible operation (memory, mutexes, threads).
//
// The runtime runs on one OS thread at a time. The hooks called by instrumented code find
// their runtime through a thread-local pointer set while the runtime executes, so several
// instances can live in one process, each driven by its own worker thread.
#pragma once

#include <csetjmp>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "explore/execution.h"
#include "runtime/fiber.h"
#include "runtime/heap.h"

namespace braid::runtime {

struct RuntimeConfig {
  std::uint64_t max_steps = 100000;              // visible operations per execution
  std::uint64_t max_loop_ticks = 50'000'000;     // iterations of an operation-free loop
  std::size_t stack_size = 8ull << 20;           // per program thread
  // Condition-variable waits may return without a signal, at most this many times per
  // thread and execution (0: never). Bounded so that a predicate loop around the wait
  // (`while (!ready) pthread_cond_wait(...)`) cannot make an execution infinite.
  unsigned spurious_wakeups = 0;
  // Report heap blocks still allocated when the program ends normally (`leak` bugs).
  bool report_leaks = false;
};

// How the runtime reaches the program: its entry point and the state to restore.
struct ProgramImage {
  int (*main_fn)(int, char**) = nullptr;
  // Writable globals of the program: address and size. Restored from a snapshot taken
  // when the instance was created, before every execution.
  std::vector<std::pair<void*, std::size_t>> globals;
};

class Runtime final : public ExecutionView {
 public:
  explicit Runtime(RuntimeConfig config);
  ~Runtime() override;
  Runtime(const Runtime&) = delete;
  Runtime& operator=(const Runtime&) = delete;

  // Attach the program (after the JIT materialised it and ran its static constructors
  // with this runtime current, in pass-through mode). Takes the globals snapshot.
  void attach(ProgramImage image);
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

  // ExecutionView
  std::span<const Event> events() const override { return result_.events; }
  std::span<const ThreadStatus> threads() const override { return status_; }

  // ---- called by hooks (runtime/hooks.cpp, runtime/intercept.cpp) ----
  static Runtime* current();
  bool executing() const { return executing_; }
  void on_load(const void* addr, std::uint64_t size, std::uint32_t flags, LocationId loc);
  void on_store(void* addr, std::uint64_t size, std::uint64_t value, std::uint32_t flags, LocationId loc);
  void on_rmw(void* addr, std::uint64_t size, std::uint64_t operand, std::uint32_t op, LocationId loc);
  void on_cmpxchg(void* addr, std::uint64_t size, std::uint64_t expected, std::uint64_t desired, LocationId loc);
  void set_callsite(LocationId loc);
  LocationId callsite() const;
  void loop_tick(LocationId loc);
  void* tls_address(void* global, std::uint64_t size);
  void await_reset();
  void await_latch(LocationId loc, bool locals_unchanged);

  int mutex_init(void* mutex, int type);
  int mutex_lock(void* mutex, bool try_only);
  int mutex_unlock(void* mutex);
  int mutex_destroy(void* mutex);
  int thread_create(std::uint64_t* handle, void* (*start)(void*), void* arg);
  int thread_join(std::uint64_t handle, void** retval);
  [[noreturn]] void thread_exit(void* retval);
  std::uint64_t thread_self() const;
  int thread_detach(std::uint64_t handle);
  // pthread_setname_np / getname_np (ESRCH for a handle that names no thread of this run).
  int set_thread_name(std::uint64_t handle, const char* name);
  int get_thread_name(std::uint64_t handle, char* buffer, std::size_t size) const;
  // A thread this execution created (or main), finished or not.
  bool thread_exists(std::uint64_t handle) const;
  void atomic_begin();
  void atomic_end();
  void assume(bool condition);
  [[noreturn]] void fail(BugKind kind, std::string message, LocationId loc);
  [[noreturn]] void exit_program(int status);

  // Modelled primitives (runtime/primitives.cpp). Each operation is a visible event on the
  // primitive's address, memory-like with kFlagSync (so that dependence, race detection
  // and the algorithms need no new event kinds); blocking ones are disabled until their
  // condition holds.
  // pthread_cond_init / destroy: forget the state; misuse while threads are blocked on it.
  int cond_init(void* cond, bool destroy);
  int cond_wait(void* cond, void* mutex, bool timed);
  int cond_signal(void* cond, bool broadcast);
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
  static std::uint64_t barrier_of_slots(std::uint64_t addr);
  int spin_lock(void* lock, bool try_only);
  int spin_unlock(void* lock);
  int once(void* control, void (*init)());
  int key_create(unsigned* key, void (*destructor)(void*));
  int key_delete(unsigned key);
  void* get_specific(unsigned key);
  int set_specific(unsigned key, const void* value);
  // Deterministic replacements of nondeterministic libc (rand, time): reset per execution.
  int rand_next();
  void rand_seed(unsigned seed);
  long long clock_next_ns();

  void* heap_allocate(std::size_t size, std::size_t align = 16);
  void heap_free(void* ptr);
  std::size_t heap_block_size(const void* ptr) const { return heap_.block_size(ptr); }
  void append_output(const char* data, std::size_t size);
  // A __VERIFIER_nondet_* call returned 0 (counted, so the check can say what was not covered).
  void note_nondet() {
    if (executing_) ++result_.nondet_calls;
  }

  // Crash signals (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT) are process-wide; the handler
  // forwards a fault to the runtime of the faulting OS thread if it was running program
  // code, and otherwise restores the default action and re-raises.
  static void install_signal_handlers();
  // Crash handling: the signal handler (on an alternate stack) jumps back here.
  [[noreturn]] void on_crash_signal(int signal, const void* fault_address);
  bool in_program_code() const { return in_fiber_; }

 private:
  struct MutexState {
    ThreadId owner = kNoThread;
    std::uint32_t depth = 0;
    int type = 0;  // PTHREAD_MUTEX_NORMAL / RECURSIVE / ERRORCHECK
  };
  enum class WaitKind : std::uint8_t { None, CondSignal, SemPositive, RwRead, RwWrite, BarrierRelease };
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
  };
  struct ThreadRecord {
    ThreadId id = 0;
    ctx::fcontext_t context = nullptr;
    bool started = false;
    bool finished = false;
    bool joined = false;
    bool detached = false;
    bool blocked_on_assume = false;
    void* (*start)(void*) = nullptr;
    void* arg = nullptr;
    void* retval = nullptr;
    std::uint32_t children = 0;
    std::uint64_t loop_ticks = 0;
    LocationId callsite = 0;
    std::vector<std::pair<void*, void*>> tls;  // global -> this thread's copy
    std::vector<void*> specific;               // pthread_getspecific values by key
    std::string name;                          // pthread_setname_np
    WaitKind wait = WaitKind::None;            // what a blocking pending operation awaits
    std::uint64_t wait_generation = 0;
    std::uint64_t cond_ticket = 0;             // condition-variable wait: this wait's ticket
    bool cond_broadcast = false;               // ... woken by a broadcast (needs no token)
    unsigned spurious_used = 0;                // spurious wake-ups taken in this execution
    // Await loops: what the current iteration read, and whether the thread waits for
    // one of those values to change.
    struct AwaitRead {
      std::uint64_t addr;
      std::uint32_t size;
      std::uint64_t value;
    };
    bool await_tracking = false;
    bool await_blocked = false;
    LocationId await_loc = 0;
    std::vector<AwaitRead> await_reads;
  };
  static constexpr std::size_t kMaxAwaitReads = 32;
  static bool await_values_changed(const ThreadRecord& t);
  void note_spin_read(std::uint64_t addr, std::uint32_t size, std::uint64_t value);

  void reset();
  // Heap checks of an access about to happen (use after free, out of bounds).
  void check_heap_access(const void* addr, std::uint64_t size, bool write, LocationId loc);
  ThreadRecord& cur() { return *threads_[current_]; }
  ThreadId name_child(ThreadId parent, std::uint32_t nth);
  void prime(ThreadRecord& t);
  void resume(ThreadRecord& t);
  void yield_to_scheduler();
  // Announce the pending operation and wait until the scheduler picks this thread.
  void schedule_point(const PendingOp& op);
  Event& record(OpKind kind, std::uint64_t addr, std::uint32_t size, LocationId loc);
  // `type` is the kind for a mutex first seen here; -1 reads it from glibc's struct.
  MutexState& mutex_state(void* mutex, int type = -1);
  // A blocking schedule point for primitive operations.
  // Events on `size` bytes at `offset` in the object (condition variables use two bytes).
  void sync_point(OpKind kind, void* object, WaitKind wait, std::uint32_t offset = 0,
                  std::uint32_t size = 1);
  // `acquire`: a blocking acquisition (kFlagAcquire), see model/event.h.
  Event& record_sync(OpKind kind, void* object, std::uint32_t offset = 0, std::uint32_t size = 1,
                     bool acquire = false);
  // Whether a condition-variable waiter's wake-up may run (runtime/primitives.cpp).
  bool cond_wakeup_possible(const ThreadRecord& t, std::uint64_t cond) const;
  void run_key_destructors();
  // With config_.report_leaks: ends a normally finished execution with a `leak` bug if
  // blocks allocated during it are still live.
  void check_leaks();
  bool enabled(const ThreadRecord& t, const ThreadStatus& s) const;
  void update_enabled();
  void end_with_bug(Bug bug);
  void finish_current(void* retval);
  static void fiber_entry(ctx::transfer_t transfer);
  [[noreturn]] void thread_main();
  std::string describe_wait(const ThreadStatus& s) const;

  RuntimeConfig config_;
  ProgramImage image_;
  std::vector<std::vector<char>> snapshot_;
  StackPool stacks_;
  Heap heap_;

  // Per-execution state.
  ExecutionResult result_;
  std::vector<std::unique_ptr<ThreadRecord>> threads_;
  std::vector<ThreadStatus> status_;
  std::unordered_map<std::uint64_t, MutexState> mutexes_;
  std::unordered_map<std::uint64_t, CondState> conds_;
  std::unordered_map<std::uint64_t, SemState> sems_;
  std::unordered_map<std::uint64_t, RwState> rwlocks_;
  std::unordered_map<std::uint64_t, BarrierState> barriers_;
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
  bool in_fiber_ = false;
  bool ended_ = false;
  int main_status_ = 0;
  ctx::fcontext_t scheduler_context_ = nullptr;
  sigjmp_buf crash_jump_;
  int atomic_mutex_ = 0;  // address used as the mutex of __VERIFIER_atomic blocks

  // Persistent across executions: stable thread names (parent, nth child) -> id.
  std::map<std::pair<ThreadId, std::uint32_t>, ThreadId> thread_names_;
};

}  // namespace braid::runtime
