// The runtime instance (construction, the program's image, the reset between executions)
// and the scheduling loop: run() resumes the thread the scheduler picks at every scheduling
// point, until the execution is over (runtime/end_of_run.cpp). The rest of the class lives
// in one file per concern: threads.cpp, memory.cpp, mutex.cpp, primitives.cpp, await.cpp,
// blocking.cpp, heap_runtime.cpp, crash.cpp, end_of_run.cpp, trust.cpp (docs/architecture.md).
#include "runtime/runtime.h"

#include "model/source_file.h"

#include <sys/resource.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>
#include <utility>

namespace braid::runtime {

namespace {

// The runtime the hooks of the calling OS thread reach (Runtime::current).
thread_local Runtime* tls_runtime = nullptr;

// What braid adds below the size a thread's program frames get: its hooks (the scheduling
// point, the context switch, checks and messages) and the libc functions it runs for the
// program run on the thread's own stack, below the program's frames, where a real thread has
// none of them. The program's frames are held to the size itself by the check at every
// function's entry (instrument/stack_frames.cpp, Runtime::report_stack_overflow); the margin
// is room for braid's frames below them and the guard region below it the backstop
// (docs/runtime.md, "trust22", "trust23").
constexpr std::size_t kRuntimeStackMargin = 32 * 1024;

// What a native run gives a thread that asks for no size: glibc's default thread stack is
// the soft RLIMIT_STACK when it is finite, and the main thread may grow to it; braid's
// default when unlimited (a native main could then grow further: docs/runtime.md, trust23).
std::size_t native_default_stack_size(std::size_t fallback) {
  rlimit limit{};
  if (getrlimit(RLIMIT_STACK, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return fallback;
  // (Below PTHREAD_STACK_MIN glibc takes its own minimum; 1 GiB bounds what one slot maps.)
  return std::clamp<std::size_t>(limit.rlim_cur, 16 * 1024, std::size_t{1} << 30);
}

}  // namespace

Runtime* Runtime::current() { return tls_runtime; }

Runtime::CurrentScope::CurrentScope(Runtime& rt) : previous_(tls_runtime) {
  ensure_alt_stack();
  tls_runtime = &rt;
}
Runtime::CurrentScope::~CurrentScope() { tls_runtime = previous_; }

Runtime::Runtime(RuntimeConfig config)
    : config_(std::move(config)),
      // The pool's own size is a default thread's (its program frames and braid's margin), so
      // that a slot mapped before its thread first runs (StackPool::stack: a cancellation
      // request's cell is a byte of the target's slot) is not remapped elsewhere when it does.
      stacks_(native_default_stack_size(config_.stack_size) + kRuntimeStackMargin),
      heap_(config_.limits.max_heap_bytes),
      default_stack_size_(native_default_stack_size(config_.stack_size)),
      scheduler_deadline_(config_.limits.deadline, 64),
      tick_deadline_(config_.limits.deadline, 1u << 16) {
  if (!config_.thread_names) config_.thread_names = std::make_shared<ThreadNames>();
  install_signal_handlers();
  stdin_.set_source(config_.input.stdin_source);
  shadow_.recording = config_.record_stacks;
}

Runtime::~Runtime() = default;

void Runtime::attach(ProgramImage image) {
  image_ = std::move(image);
  snapshot_.clear();
  for (auto [addr, size] : image_.globals) {
    const char* p = static_cast<const char*>(addr);
    snapshot_.emplace_back(p, p + size);
  }
  classify_static_exit_handlers();
  // Allocations of static constructors survive resets, unless the constructors run again in
  // every execution (then every execution starts from the empty heap).
  if (!static_init_each_execution_) heap_.mark();
}

void Runtime::recycle(ThreadRecord& t, ThreadId id) {
  // Copy-assigned from an empty record: every member is reset, and every container keeps
  // its capacity (a vector or string assigned from an empty one keeps its buffer), so a
  // thread costs no allocation per execution.
  static const ThreadRecord fresh{};
  t = fresh;
  t.id = id;
}

void Runtime::reset() {
  const std::vector<std::vector<char>>& globals =
      static_init_each_execution_ ? image_.globals_before_static_init : snapshot_;
  for (std::size_t i = 0; i < image_.globals.size(); ++i) {
    std::memcpy(image_.globals[i].first, globals[i].data(), globals[i].size());
  }
  heap_.reset();
  result_.outcome = ExecutionOutcome::Complete;
  result_.bug.reset();
  result_.events.clear();
  result_.schedule.clear();
  result_.output.clear();
  result_.final_threads.clear();
  result_.woken_reads.clear();
  wake_pending_.clear();
  wakes_marked_ = 0;
  result_.nondet_calls = 0;
  result_.fixed_input_kinds = 0;
  result_.nondet_draws.clear();
  result_.lock_all_half_observable = false;
  result_.interrupted = false;
  result_.divergence = 0;
  result_.barrier_generations_overlap.reset();
  result_.misuses.clear();
  result_.bug_prefix = {};
  result_.later_bugs.clear();
  result_.stacks.clear();
  result_.final_stacks.clear();
  shadow_.reset();
  reset_trust_state();
  // Reuse the records (and their vectors' capacity) across executions. Only main's here:
  // every other record is recycled when this execution creates its thread (or its slot as
  // a placeholder, threads.cpp), and none is read beyond status_.size() before that.
  if (!threads_.empty()) recycle(*threads_[0], 0);
  status_.clear();
  settled_.clear();
  unsettled_.clear();
  settled_enabled_ = 0;
  summary_ = {};
  mutexes_.clear();
  thread_attributes_.clear();
  lock_all_members_.clear();
  lone_trylocks_.clear();
  conds_.clear();
  futexes_.clear();
  sems_.clear();
  rwlocks_.clear();
  barriers_.clear();
  cxx_barrier_next_phase_.clear();
  cxx_completion_stopped_.clear();
  once_done_.clear();
  allocations_.clear();
  key_destructors_.clear();
  key_live_.clear();
  rand_state_ = 1;
  clock_ns_ = 1'700'000'000'000'000'000LL;
  current_ = 0;
  ended_ = false;
  main_status_ = 0;
  main_returned_ = false;
  exit_called_ = false;
}

// ---------------------------------------------------------------------------------------
// The scheduling loop

void Runtime::name_static_init_refusal(const LocationTable& locations) {
  if (refused_in_static_init_.empty()) return;
  if (const LocationId user = innermost_user_location(refused_in_static_init_at_, refused_in_static_init_sites_, locations))
    refused_in_static_init_at_ = user;
}

const ExecutionResult& Runtime::run(Scheduler& scheduler) {
  if (!image_.main_fn) throw std::logic_error("runtime: no program attached");
  CurrentScope scope(*this);
  reset();
  if (static_init_each_execution_) run_static_initialisation();
  if (nondet_before_main_) {  // a nondet value fixed to 0 (threads.cpp)
    ++result_.nondet_calls;
    result_.fixed_input_kinds |= kFixedStaticInitNondet;
  }
  errno_address_ = &errno;  // this system thread's: every fiber of the execution runs on it

  // Thread 0 runs main().
  if (threads_.empty()) threads_.push_back(std::make_unique<ThreadRecord>());
  status_.resize(1);
  status_[0].id = 0;
  unprimed_ = true;

  executing_ = true;
  run_on_after_bug_ = scheduler.runs_on_after_bug();
  plain_accesses_run_on_ = scheduler.runs_plain_accesses_on();
  running_chosen_ = false;
  deadline_seen_ = false;
  if (!refused_in_static_init_.empty()) {
    Bug bug;
    bug.kind = BugKind::Unsupported;
    bug.thread = 0;
    bug.message = refused_in_static_init_;
    bug.loc = refused_in_static_init_at_;
    end_with_bug(std::move(bug));
  }
  // A crash lands here (siglongjmp) with the bug recorded: the execution has ended, or the
  // thread that crashed stopped and the others run on (run_on_after_bug_).
  if (sigsetjmp(crash_jump_, 1) != 0) {
    in_fiber_ = false;
    if (stack_limit_cell_) *stack_limit_cell_ = 0;  // (resume's reset was jumped over)
  }
  {
    while (!ended_) {
      // Run newly created threads up to their first visible operation: that stretch is
      // invisible to other threads, so doing it eagerly adds no interleavings. (Only after a
      // step that created one: unprimed_.)
      while (unprimed_ && !ended_) {
        unprimed_ = false;
        for (ThreadId id = 0; id < status_.size(); ++id) {
          if (!threads_[id]->started) {
            prime(*threads_[id]);
            if (ended_) break;
          }
        }
      }
      if (ended_) break;
      update_enabled();
      mark_await_wakes();

      if (execution_over()) break;

      const ThreadId chosen = scheduler.choose(*this);
      if (chosen == Scheduler::kStop) {
        result_.outcome = ExecutionOutcome::Abandoned;
        break;
      }
      if (chosen >= status_.size() || !status_[chosen].enabled) {
        executing_ = false;
        throw std::logic_error("scheduler chose thread " + std::to_string(chosen) +
                               ", which is not enabled");
      }
      result_.schedule.push_back(chosen);
      running_chosen_ = true;
      resume(*threads_[chosen]);
    }
  }
  // (A crash lands here through siglongjmp with the bug already recorded.) From here on a
  // fault is braid's own, not the program's: the signal handler must not jump back.
  in_fiber_ = false;
  if (native_stdin_.changed()) result_.divergence |= kDivergenceNativeStdin;
  update_enabled();
  mark_await_wakes();
  result_.final_threads.assign(status_.begin(), status_.end());
  if (shadow_.recording)
    for (ThreadId id = 0; id < status_.size(); ++id) result_.final_stacks.push_back(shadow_.capture(id));
  executing_ = false;
  in_fiber_ = false;
  return result_;
}


void Runtime::prime(ThreadRecord& t) {
  const StackPool::Stack* stack_ptr = nullptr;
  try {
    stack_ptr = &stacks_.fresh_stack(t.id, t.stack_size ? program_stack_size(t) + kRuntimeStackMargin : 0);
  } catch (const std::bad_alloc&) {
    Bug bug;
    bug.kind = BugKind::Bound;
    bug.thread = t.id;
    bug.message = "no memory for the stack of thread " + std::to_string(t.id) +
                  " (braid gives each thread " +
                  describe_bytes(program_stack_size(t) + kRuntimeStackMargin) +
                  " of virtual memory): too many threads; lower --max-threads";
    end_with_bug(std::move(bug));
    return;
  }
  const StackPool::Stack& stack = *stack_ptr;
  t.stack_limit = reinterpret_cast<std::uintptr_t>(stack.top()) - program_stack_size(t);
  t.context = ctx::make_fcontext(stack.top(), stack.size, &Runtime::fiber_entry);
  t.started = true;
  running_chosen_ = false;
  resume(t);
}

void Runtime::resume(ThreadRecord& t) {
  current_ = t.id;
  unsettle(t.id);  // its own step may change anything about its status
  shadow_.activate(t.id);
  swap_exception_state(t);
  in_fiber_ = true;
  // errno is per thread: the program thread's own value while it runs.
  const int scheduler_errno = errno;
  errno = t.saved_errno;
  if (stack_limit_cell_) *stack_limit_cell_ = t.stack_limit;
  ctx::transfer_t back = ctx::jump_fcontext(t.context, this);
  if (stack_limit_cell_) {
    // (Lowered while frames with braid's own locals are active: instrument/stack_frames.cpp.)
    t.stack_limit = *stack_limit_cell_;
    *stack_limit_cell_ = 0;  // no program frames on the scheduler's stack
  }
  t.saved_errno = errno;
  errno = scheduler_errno;
  in_fiber_ = false;
  swap_exception_state(t);
  t.context = back.fctx;
}

void Runtime::yield_to_scheduler() {
  stacks_.note_depth(current_, reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0)));
  ctx::transfer_t back = ctx::jump_fcontext(scheduler_context_, nullptr);
  scheduler_context_ = back.fctx;
}

void Runtime::schedule_point(const PendingOp& op) {
  ThreadRecord& t = cur();
  finish_write_check(t);
  if (t.uninit_read) {
    // A bit-field store reads its storage first: a write of the same bytes cancels it.
    if (op.kind == OpKind::Store && op.addr == t.uninit_read->addr && op.size == t.uninit_read->size)
      t.uninit_read.reset();
    else
      flush_uninitialised_read();
  }
  ThreadStatus& s = status_[t.id];
  s.next = op;
  if (runs_on_without_stop(t, op)) {
    // The scheduling loop's step, as it would go: the thread is chosen again.
    stacks_.note_depth(current_, reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0)));
    result_.schedule.push_back(t.id);
  } else {
    yield_to_scheduler();
  }
  // Chosen: the operation executes now.
  t.loop_ticks = 0;
  t.next_replaced = false;  // enabled, so update_enabled gave it back its real operation
  if (t.await_blocked) {
    // Woken: the operation about to run ends the wait, on a change of any value the
    // blocking round observed (recorded with it, Runtime::record).
    observations_of(t, s, wake_pending_);
    t.await_blocked = false;
    t.await_reads.clear();
  }
}

// What a stop here would do, for a scheduler that runs plain accesses on
// (docs/runtime.md, "Running on through plain accesses"): the scheduling loop primes no
// thread (none created since the last stop), and execution_over does not end the execution
// (this thread is enabled: neither every thread finished nor a deadlock; the step bound and
// the deadline are checked here as there). The thread is enabled: a plain access waits for
// nothing, unless the thread's await loop was found repeating (Runtime::await_latch: the
// stop's update_enabled decides whether it is blocked). Not right after priming: the
// priming loop waits for the thread's stop.
bool Runtime::runs_on_without_stop(const ThreadRecord& t, const PendingOp& op) {
  if (!plain_accesses_run_on_ || !running_chosen_ || unprimed_ || ended_) return false;
  if ((op.kind != OpKind::Load && op.kind != OpKind::Store) || op.flags != 0) return false;
  if (t.await_blocked || t.next_replaced || t.wait != WaitKind::None) return false;
  if (result_.events.size() >= config_.max_steps) return false;
  if (deadline_passed_in_scheduler()) {
    deadline_seen_ = true;
    return false;
  }
  return true;
}

Event& Runtime::record(OpKind kind, std::uint64_t addr, std::uint32_t size, LocationId loc) {
  ThreadStatus& s = status_[current_];
  threads_[current_]->event_positions.push_back(static_cast<std::uint32_t>(result_.events.size()));
  Event& e = result_.events.emplace_back();
  e.thread = current_;
  e.index = s.executed++;
  e.kind = kind;
  e.addr = addr;
  e.size = size;
  e.loc = loc;
  e.order = std::exchange(threads_[current_]->pending_fences, std::uint8_t{0});
  if (!wake_pending_.empty()) {
    const auto position = static_cast<std::uint32_t>(result_.events.size() - 1);
    // (Those the event itself covers need no standing for: await_read_covered.)
    for (Event& o : wake_pending_)
      if (o.thread == current_ && !await_read_covered(e, o)) result_.woken_reads.push_back({position, o});
    wake_pending_.clear();
  }
  if (shadow_.recording) result_.stacks.push_back(shadow_.capture(current_));
  return e;
}

// The hook that recorded an event sets its flags after record(): the wake-ups' flag is
// added once the thread is back at the scheduler.
void Runtime::mark_await_wakes() {
  for (; wakes_marked_ < result_.woken_reads.size(); ++wakes_marked_)
    result_.events[result_.woken_reads[wakes_marked_].event].flags |= kFlagAwaitWake;
}

void Runtime::append_output(const char* data, std::size_t size) {
  // Per execution; the rest is dropped with a marker (output changes no behaviour).
  const std::size_t max_output = config_.limits.max_output_bytes;
  if (result_.output.size() >= max_output) return;
  result_.output.append(data, std::min(size, max_output - result_.output.size()));
  if (result_.output.size() >= max_output)
    result_.output += "\n[braid: output truncated after " + describe_bytes(max_output) + "]\n";
}

}  // namespace braid::runtime
