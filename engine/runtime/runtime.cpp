#include "runtime/runtime.h"

#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "runtime/hooks.h"

namespace braid::runtime {

namespace {

thread_local Runtime* tls_runtime = nullptr;

// Crash signals are process-wide; the handler forwards to the runtime of the OS thread
// that faulted if it was running program code, and otherwise lets the process die as it
// would have without braid.
void crash_handler(int sig, siginfo_t* info, void*) {
  Runtime* rt = tls_runtime;
  if (rt && rt->in_program_code()) rt->on_crash_signal(sig, info->si_addr);
  signal(sig, SIG_DFL);
  raise(sig);
}

// The handler must not run on the (possibly overflowed) fiber stack: every OS thread that
// runs program code gets an alternate signal stack.
void ensure_alt_stack() {
  thread_local std::unique_ptr<char[]> alt_stack;
  if (!alt_stack) {
    constexpr std::size_t kAltSize = 256 * 1024;
    alt_stack = std::make_unique<char[]>(kAltSize);
    stack_t ss{};
    ss.ss_sp = alt_stack.get();
    ss.ss_size = kAltSize;
    sigaltstack(&ss, nullptr);
  }
}

}  // namespace

void Runtime::install_signal_handlers() {
  // Installed (again) whenever an instance is created: a host such as a test framework
  // may have replaced the handlers in between.
  struct sigaction sa {};
  sa.sa_sigaction = crash_handler;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
  sigemptyset(&sa.sa_mask);
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) sigaction(sig, &sa, nullptr);
}

namespace {

std::uint64_t read_value(const void* addr, std::uint64_t size) {
  std::uint64_t v = 0;
  if (size <= 8) std::memcpy(&v, addr, size);
  return v;
}

std::uint64_t apply_rmw(std::uint32_t op, std::uint64_t old, std::uint64_t operand, std::uint64_t size) {
  const std::uint64_t mask = size >= 8 ? ~0ULL : ((1ULL << (size * 8)) - 1);
  auto sext = [&](std::uint64_t v) {
    if (size >= 8) return static_cast<std::int64_t>(v);
    const unsigned shift = 64 - static_cast<unsigned>(size) * 8;
    return static_cast<std::int64_t>(v << shift) >> shift;
  };
  std::uint64_t r = 0;
  switch (op) {
    case BRAID_RMW_XCHG: r = operand; break;
    case BRAID_RMW_ADD: r = old + operand; break;
    case BRAID_RMW_SUB: r = old - operand; break;
    case BRAID_RMW_AND: r = old & operand; break;
    case BRAID_RMW_NAND: r = ~(old & operand); break;
    case BRAID_RMW_OR: r = old | operand; break;
    case BRAID_RMW_XOR: r = old ^ operand; break;
    case BRAID_RMW_MAX: r = sext(old) > sext(operand) ? old : operand; break;
    case BRAID_RMW_MIN: r = sext(old) < sext(operand) ? old : operand; break;
    case BRAID_RMW_UMAX: r = (old & mask) > (operand & mask) ? old : operand; break;
    case BRAID_RMW_UMIN: r = (old & mask) < (operand & mask) ? old : operand; break;
    default: r = operand; break;
  }
  return r & mask;
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
      stacks_(config_.stack_size),
      heap_(config_.limits.max_heap_bytes),
      scheduler_deadline_(config_.limits.deadline, 64),
      tick_deadline_(config_.limits.deadline, 1u << 16) {
  install_signal_handlers();
  stdin_.set_source(config_.input.stdin_source);
}

Runtime::~Runtime() = default;

void Runtime::attach(ProgramImage image) {
  image_ = std::move(image);
  snapshot_.clear();
  for (auto [addr, size] : image_.globals) {
    const char* p = static_cast<const char*>(addr);
    snapshot_.emplace_back(p, p + size);
  }
  heap_.mark();  // allocations of static constructors survive resets
  classify_static_exit_handlers();
}

void Runtime::reset() {
  for (std::size_t i = 0; i < image_.globals.size(); ++i) {
    std::memcpy(image_.globals[i].first, snapshot_[i].data(), snapshot_[i].size());
  }
  heap_.reset();
  result_.outcome = ExecutionOutcome::Complete;
  result_.bug.reset();
  result_.events.clear();
  result_.schedule.clear();
  result_.output.clear();
  result_.final_threads.clear();
  result_.nondet_calls = 0;
  result_.interrupted = false;
  result_.divergence = 0;
  result_.misuses.clear();
  result_.bug_prefix = {};
  result_.later_bugs.clear();
  reset_trust_state();
  for (std::size_t i = 0; i < threads_.size(); ++i) {
    // Reuse the records (and their tls vectors' capacity) across executions.
    ThreadRecord& t = *threads_[i];
    auto tls = std::move(t.tls);
    auto reads = std::move(t.await_reads);
    auto positions = std::move(t.event_positions);
    tls.clear();
    reads.clear();
    positions.clear();
    t = ThreadRecord{};
    t.tls = std::move(tls);
    t.await_reads = std::move(reads);
    t.event_positions = std::move(positions);
    t.id = static_cast<ThreadId>(i);
  }
  status_.clear();
  mutexes_.clear();
  conds_.clear();
  sems_.clear();
  rwlocks_.clear();
  barriers_.clear();
  once_done_.clear();
  allocations_.clear();
  key_destructors_.clear();
  key_live_.clear();
  rand_state_ = 1;
  clock_ns_ = 1'700'000'000'000'000'000LL;
  current_ = 0;
  ended_ = false;
  main_status_ = 0;
}

ThreadId Runtime::name_child(ThreadId parent, std::uint32_t nth) {
  auto [it, inserted] =
      thread_names_.try_emplace({parent, nth}, static_cast<ThreadId>(thread_names_.size() + 1));
  return it->second;
}

// ---------------------------------------------------------------------------------------
// The scheduling loop

const ExecutionResult& Runtime::run(Scheduler& scheduler) {
  if (!image_.main_fn) throw std::logic_error("runtime: no program attached");
  CurrentScope scope(*this);
  reset();

  // Thread 0 runs main().
  if (threads_.empty()) threads_.push_back(std::make_unique<ThreadRecord>());
  status_.resize(1);
  status_[0].id = 0;

  executing_ = true;
  run_on_after_bug_ = scheduler.runs_on_after_bug();
  // A crash lands here (siglongjmp) with the bug recorded: the execution has ended, or the
  // thread that crashed stopped and the others run on (run_on_after_bug_).
  if (sigsetjmp(crash_jump_, 1) != 0) in_fiber_ = false;
  {
    while (!ended_) {
      // Run newly created threads up to their first visible operation: that stretch is
      // invisible to other threads, so doing it eagerly adds no interleavings.
      for (ThreadId id = 0; id < status_.size(); ++id) {
        if (!threads_[id]->started) {
          prime(*threads_[id]);
          if (ended_) break;
        }
      }
      if (ended_) break;
      update_enabled();

      bool any_unfinished = false, any_enabled = false;
      for (const ThreadStatus& s : status_) {
        any_unfinished |= !s.finished;
        any_enabled |= s.enabled;
      }
      if (!any_unfinished) {
        if (main_status_ != 0) {
          Bug bug;
          bug.kind = BugKind::Exit;
          bug.message = "main returned " + std::to_string(main_status_);
          bug.thread = 0;
          end_with_bug(std::move(bug));
        } else {
          check_leaks();
        }
        break;
      }
      // The others ran on after a bug until none could go on: the outcome stays Bug.
      if (!any_enabled && result_.bug) break;
      bool any_assume_blocked = false;
      for (const ThreadStatus& s : status_) any_assume_blocked |= !s.finished && threads_[s.id]->blocked_on_assume;
      if (!any_enabled && any_assume_blocked) {
        result_.outcome = ExecutionOutcome::Blocked;
        break;
      }
      if (!any_enabled) {
        Bug bug;
        bug.kind = BugKind::Deadlock;
        for (const ThreadStatus& s : status_) {
          if (s.finished) continue;
          bug.blocked.push_back({s.id, describe_wait(s), s.next.loc});
        }
        bug.thread = bug.blocked.front().thread;
        bug.loc = bug.blocked.front().loc;
        for (std::size_t i = 0; i < bug.blocked.size(); ++i) {
          if (i) bug.message += "; ";
          bug.message += "thread " + std::to_string(bug.blocked[i].thread) + " waits for " +
                         bug.blocked[i].waits_for;
        }
        end_with_bug(std::move(bug));
        break;
      }
      if (result_.events.size() >= config_.max_steps) {
        // The longest-running thread is the likely culprit; report where it stands.
        ThreadId culprit = 0;
        std::uint32_t most = 0;
        for (const ThreadStatus& s : status_) {
          if (!s.finished && s.executed >= most) { most = s.executed; culprit = s.id; }
        }
        Bug bug;
        bug.kind = BugKind::Bound;
        bug.thread = culprit;
        bug.loc = status_[culprit].next.loc;
        bug.message = "execution exceeded " + std::to_string(config_.max_steps) +
                      " visible operations (--max-steps): possibly non-terminating; thread " +
                      std::to_string(culprit) + " keeps running";
        end_with_bug(std::move(bug));
        break;
      }

      if (deadline_passed_in_scheduler()) {
        // The check's time is up in the middle of this execution: abandon it (the
        // exploration then stops, incomplete).
        result_.outcome = ExecutionOutcome::Abandoned;
        result_.interrupted = true;
        break;
      }

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
      resume(*threads_[chosen]);
    }
  }
  // (A crash lands here through siglongjmp with the bug already recorded.) From here on a
  // fault is braid's own, not the program's: the signal handler must not jump back.
  in_fiber_ = false;
  if (native_stdin_.changed()) result_.divergence |= kDivergenceNativeStdin;
  update_enabled();
  result_.final_threads.assign(status_.begin(), status_.end());
  executing_ = false;
  in_fiber_ = false;
  return result_;
}

void Runtime::prime(ThreadRecord& t) {
  const StackPool::Stack* stack_ptr = nullptr;
  try {
    stack_ptr = &stacks_.stack(t.id);
  } catch (const std::bad_alloc&) {
    Bug bug;
    bug.kind = BugKind::Bound;
    bug.thread = t.id;
    bug.message = "no memory for the stack of thread " + std::to_string(t.id) +
                  " (braid gives each thread " + describe_bytes(config_.stack_size) +
                  " of virtual memory): too many threads; lower --max-threads";
    end_with_bug(std::move(bug));
    return;
  }
  const StackPool::Stack& stack = *stack_ptr;
  t.context = ctx::make_fcontext(stack.top(), stack.size, &Runtime::fiber_entry);
  t.started = true;
  resume(t);
}

void Runtime::resume(ThreadRecord& t) {
  current_ = t.id;
  in_fiber_ = true;
  ctx::transfer_t back = ctx::jump_fcontext(t.context, this);
  in_fiber_ = false;
  t.context = back.fctx;
}

void Runtime::yield_to_scheduler() {
  ctx::transfer_t back = ctx::jump_fcontext(scheduler_context_, nullptr);
  scheduler_context_ = back.fctx;
}

void Runtime::fiber_entry(ctx::transfer_t transfer) {
  auto* rt = static_cast<Runtime*>(transfer.data);
  rt->scheduler_context_ = transfer.fctx;
  rt->thread_main();
}

void Runtime::thread_main() {
  ThreadRecord& t = cur();
  void* retval = nullptr;
  if (t.id == 0) {
    int status = image_.main_fn(static_cast<int>(argv_.size() - 1), argv_.data());
    main_status_ = status;
    // Returning from main is exit(status): atexit handlers and static destructors run here,
    // interleaved with the threads still running.
    if (status == 0) run_exit_handlers();
    retval = reinterpret_cast<void*>(static_cast<std::intptr_t>(status));
  } else {
    retval = t.start(t.arg);
  }
  finish_current(retval);
  // The scheduler never resumes a finished thread.
  __builtin_unreachable();
}

void Runtime::finish_current(void* retval) {
  run_key_destructors();
  flush_uninitialised_read();
  ThreadRecord& t = cur();
  if (t.id != 0) {
    // Locals of a finished thread are dead: accesses to its stack are reported
    // (check_stack_access). main's stack is not checked (docs/runtime.md).
    const StackPool::Stack& stack = stacks_.stack(t.id);
    finished_stacks_.emplace_back(reinterpret_cast<std::uintptr_t>(stack.base),
                                  reinterpret_cast<std::uintptr_t>(stack.top()));
  }
  t.finished = true;
  t.retval = retval;
  status_[t.id].finished = true;
  status_[t.id].enabled = false;
  yield_to_scheduler();
  throw std::logic_error("runtime: finished thread resumed");
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
  yield_to_scheduler();
  // Chosen: the operation executes now.
  t.loop_ticks = 0;
  if (t.await_blocked) {
    t.await_blocked = false;
    t.await_reads.clear();
  }
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
  return e;
}

bool Runtime::enabled(const ThreadRecord& t, const ThreadStatus& s) const {
  if (s.finished || !t.started || t.blocked_on_assume || t.stopped_by_bug) return false;
  if (t.await_blocked && !await_values_changed(t)) return false;
  switch (t.wait) {
    case WaitKind::None: break;
    case WaitKind::CondSignal: return cond_wakeup_possible(t, s.next.addr);
    case WaitKind::SemPositive: {
      auto it = sems_.find(s.next.addr);
      return it != sems_.end() && it->second.value > 0;
    }
    case WaitKind::RwRead: {
      auto it = rwlocks_.find(s.next.addr);
      return it == rwlocks_.end() || it->second.writer == kNoThread;
    }
    case WaitKind::RwWrite: {
      auto it = rwlocks_.find(s.next.addr);
      return it == rwlocks_.end() || (it->second.writer == kNoThread && it->second.readers.empty());
    }
    case WaitKind::BarrierRelease: {
      auto it = barriers_.find(barrier_of_slots(s.next.addr));
      return it != barriers_.end() && it->second.generation != t.wait_generation;
    }
  }
  switch (s.next.kind) {
    case OpKind::MutexLock: {
      if (s.next.flags & kFlagTry) return true;
      auto it = mutexes_.find(s.next.addr);
      if (it == mutexes_.end() || it->second.owner == kNoThread) return true;
      return it->second.owner == t.id && it->second.type == PTHREAD_MUTEX_RECURSIVE;
    }
    case OpKind::ThreadJoin:
      return s.next.peer < status_.size() && status_[s.next.peer].finished;
    default:
      return true;
  }
}

void Runtime::update_enabled() {
  for (ThreadStatus& s : status_) {
    const ThreadRecord& t = *threads_[s.id];
    s.enabled = enabled(t, s);
    // A condition-variable wake-up takes a token (an RMW) when it runs; while it cannot
    // run it is announced as a read of the token byte, so that a blocked waiter is seen
    // like a blocked await loop, racing with the token operation that disabled it
    // (runtime/primitives.cpp).
    if (t.wait == WaitKind::CondSignal && !s.finished) s.next.kind = s.enabled ? OpKind::Rmw : OpKind::Load;
    // A spin loop's next CAS / RMW, while blocked, would find the value its previous
    // iteration found and change nothing: it is announced as the read it would be (a failed
    // CAS), so that the DPOR algorithms treat it like a blocked await loop's load.
    if (t.await_blocked && !s.finished && (s.next.kind == OpKind::Rmw || s.next.kind == OpKind::CasFailure))
      s.next.kind = s.enabled ? OpKind::Rmw : OpKind::CasFailure;
  }
  // No thread can run: a timed condition-variable wait past its early timeouts times out
  // now (the signal it waits for can no longer come; primitives.cpp, cond_wait).
  bool any_enabled = false;
  for (const ThreadStatus& s : status_) any_enabled |= s.enabled;
  if (!any_enabled) {
    for (ThreadStatus& s : status_) {
      const ThreadRecord& t = *threads_[s.id];
      if (s.finished || !t.cond_timed || t.wait != WaitKind::CondSignal || t.blocked_on_assume || t.stopped_by_bug)
        continue;
      s.enabled = true;
      s.next.kind = OpKind::Rmw;
    }
  }
}

std::string Runtime::describe_wait(const ThreadStatus& s) const {
  if (threads_[s.id]->await_blocked) {
    return "another thread to change what it spins on (a spin loop that would run forever)";
  }
  switch (threads_[s.id]->wait) {
    case WaitKind::None: break;
    case WaitKind::CondSignal: return "a signal on a condition variable";
    case WaitKind::SemPositive: return "a semaphore to be posted";
    case WaitKind::RwRead: return "a rwlock held for writing";
    case WaitKind::RwWrite: return "a rwlock held by others";
    case WaitKind::BarrierRelease: return "the other threads at a barrier";
  }
  switch (s.next.kind) {
    case OpKind::MutexLock: {
      auto it = mutexes_.find(s.next.addr);
      if (it != mutexes_.end() && it->second.owner == s.id) {
        return "a mutex it already holds (self-deadlock: the mutex is not recursive)";
      }
      std::string who = it == mutexes_.end() ? "?" : std::to_string(it->second.owner);
      return "a mutex held by thread " + who;
    }
    case OpKind::ThreadJoin:
      return "thread " + std::to_string(s.next.peer) + " to finish";
    default:
      return std::string(to_string(s.next.kind));
  }
}

void Runtime::end_with_bug(Bug bug) {
  const ExecutionResult::Prefix prefix{result_.events.size(), result_.schedule.size(), result_.output.size()};
  if (!result_.bug) {
    result_.bug = std::move(bug);
    result_.outcome = ExecutionOutcome::Bug;
    result_.bug_prefix = prefix;
  } else {
    // Another thread ran on after the first bug and hit this one (run_on_after_bug_).
    result_.later_bugs.emplace_back(std::move(bug), prefix);
  }
  ended_ = true;
}

bool Runtime::stop_thread_at_bug(Bug bug) {
  if (!run_on_after_bug_ || bug.kind == BugKind::Bound) {
    end_with_bug(std::move(bug));
    return false;
  }
  end_with_bug(std::move(bug));
  ended_ = false;
  // The thread stops for good where it is, like one blocked by a failed assume (its
  // announced operation is stale); the others run on.
  cur().stopped_by_bug = true;
  status_[current_].enabled = false;
  status_[current_].assume_blocked = true;
  return true;
}

void Runtime::fail(BugKind kind, std::string message, LocationId loc) {
  Bug bug;
  bug.kind = kind;
  bug.message = std::move(message);
  bug.loc = loc ? loc : cur().callsite;
  bug.thread = current_;
  stop_thread_at_bug(std::move(bug));
  yield_to_scheduler();
  throw std::logic_error("runtime: failed thread resumed");
}

void Runtime::exit_program(int status, bool run_handlers) {
  if (status != 0) {
    fail(BugKind::Exit, "exit(" + std::to_string(status) + ") called by thread " +
                            std::to_string(current_), 0);
  }
  // exit(0) ends the whole program, other threads included: a complete execution, after
  // the atexit handlers and static destructors, which run in this thread.
  if (run_handlers && !exiting_) run_exit_handlers();
  check_leaks();
  ended_ = true;
  yield_to_scheduler();
  throw std::logic_error("runtime: exited thread resumed");
}

void Runtime::on_crash_signal(int signal, const void* fault_address) {
  Bug bug;
  bug.kind = BugKind::Crash;
  bug.thread = current_;
  bug.loc = status_.size() > current_ ? status_[current_].next.loc : 0;
  if (stacks_.in_guard_page(fault_address)) {
    bug.message = "stack overflow in thread " + std::to_string(current_);
  } else {
    const char* name = signal == SIGSEGV ? "SIGSEGV (invalid memory access)"
                     : signal == SIGBUS  ? "SIGBUS (bus error)"
                     : signal == SIGFPE  ? "SIGFPE (arithmetic error)"
                                         : "SIGILL (illegal instruction)";
    char addr[32];
    std::snprintf(addr, sizeof addr, "%p", fault_address);
    bug.message = std::string("thread ") + std::to_string(current_) + " crashed: " + name +
                  (signal == SIGSEGV || signal == SIGBUS ? std::string(" at address ") + addr : "");
  }
  bug.related_loc = cur().callsite;
  stop_thread_at_bug(std::move(bug));
  siglongjmp(crash_jump_, 1);
}

// ---------------------------------------------------------------------------------------
// Memory

void Runtime::check_heap_access(const void* addr, std::uint64_t size, bool write, LocationId loc) {
  if (!heap_.contains(addr)) return;
  const Heap::Access access = heap_.check(addr, size);
  if (access == Heap::Access::Ok) return;
  char where[32];
  std::snprintf(where, sizeof where, "%p", addr);
  fail(BugKind::MemoryError,
       std::string(access == Heap::Access::UseAfterFree ? "use after free: " : "heap out of bounds: ") +
           (write ? "write of " : "read of ") + std::to_string(size) + " bytes at " + where + " by thread " +
           std::to_string(current_),
       loc);
}

void Runtime::on_load(const void* addr, std::uint64_t size, std::uint32_t flags, LocationId loc) {
  if (!executing_) return;
  PendingOp op;
  op.kind = OpKind::Load;
  op.addr = reinterpret_cast<std::uint64_t>(addr);
  op.size = static_cast<std::uint32_t>(size);
  op.flags = (flags & BRAID_ACCESS_ATOMIC) ? kFlagAtomic : 0;
  op.loc = loc;
  schedule_point(op);
  Event& e = record(OpKind::Load, op.addr, op.size, loc);
  e.flags = op.flags;
  e.value_read = read_value(addr, size);
  check_stack_access(addr, size, false, loc);
  if (!(flags & kAccessCopy)) note_heap_read(addr, size, loc);
  // Checked when the access really happens (another thread may have freed the block
  // while this one waited), after recording it: the exploration sees the faulty access.
  check_heap_access(addr, size, false, loc);
}

void Runtime::on_store(void* addr, std::uint64_t size, std::uint64_t value, std::uint32_t flags,
                       LocationId loc) {
  if (!executing_) return;
  PendingOp op;
  op.kind = OpKind::Store;
  op.addr = reinterpret_cast<std::uint64_t>(addr);
  op.size = static_cast<std::uint32_t>(size);
  op.flags = (flags & BRAID_ACCESS_ATOMIC) ? kFlagAtomic : 0;
  op.loc = loc;
  schedule_point(op);
  Event& e = record(OpKind::Store, op.addr, op.size, loc);
  e.flags = op.flags;
  e.value_read = read_value(addr, size);  // what it overwrites (Event::value_read)
  e.value_written = value;
  begin_write_check(op.addr, size);
  check_stack_access(addr, size, true, loc);
  note_heap_write(addr, size);
  // Checked when the access really happens (another thread may have freed the block
  // while this one waited), after recording it: the exploration sees the faulty access.
  check_heap_access(addr, size, true, loc);
}

void Runtime::on_rmw(void* addr, std::uint64_t size, std::uint64_t operand, std::uint32_t rmw_op,
                     LocationId loc) {
  if (!executing_) return;
  PendingOp op;
  op.kind = OpKind::Rmw;
  op.addr = reinterpret_cast<std::uint64_t>(addr);
  op.size = static_cast<std::uint32_t>(size);
  op.flags = kFlagAtomic;
  op.loc = loc;
  schedule_point(op);
  Event& e = record(OpKind::Rmw, op.addr, op.size, loc);
  e.flags = kFlagAtomic;
  e.value_read = read_value(addr, size);
  e.value_written = apply_rmw(rmw_op, e.value_read, operand, size);
  begin_write_check(op.addr, size);
  check_stack_access(addr, size, true, loc);
  note_heap_write(addr, size);
  // Checked when the access really happens (another thread may have freed the block
  // while this one waited), after recording it: the exploration sees the faulty access.
  check_heap_access(addr, size, true, loc);
}

void Runtime::on_cmpxchg(void* addr, std::uint64_t size, std::uint64_t expected,
                         std::uint64_t desired, LocationId loc) {
  if (!executing_) return;
  PendingOp op;
  op.kind = OpKind::Rmw;  // success is only known when it executes
  op.addr = reinterpret_cast<std::uint64_t>(addr);
  op.size = static_cast<std::uint32_t>(size);
  op.flags = kFlagAtomic | kFlagCas;
  op.loc = loc;
  const std::uint64_t mask = size >= 8 ? ~0ULL : ((1ULL << (size * 8)) - 1);
  op.expected = expected & mask;
  schedule_point(op);
  const std::uint64_t old = read_value(addr, size);
  const bool success = (old & mask) == (expected & mask);
  Event& e = record(success ? OpKind::CasSuccess : OpKind::CasFailure, op.addr, op.size, loc);
  e.flags = kFlagAtomic;
  e.value_read = old;
  e.value_written = (success ? desired : expected) & mask;  // Event::value_written
  if (success) begin_write_check(op.addr, size);
  check_stack_access(addr, size, success, loc);
  if (success) note_heap_write(addr, size);
  // Checked when the access really happens (another thread may have freed the block
  // while this one waited), after recording it: the exploration sees the faulty access.
  check_heap_access(addr, size, true, loc);
}

void Runtime::set_callsite(LocationId loc) {
  if (tls_runtime == this && executing_) cur().callsite = loc;
}

LocationId Runtime::callsite() const {
  return executing_ ? threads_[current_]->callsite : 0;
}

void Runtime::loop_tick(LocationId loc) {
  if (!executing_) return;
  ThreadRecord& t = cur();
  if (tick_deadline_.passed()) interrupt_execution();
  if (++t.loop_ticks > config_.max_loop_ticks) {
    fail(BugKind::Bound,
         "thread " + std::to_string(t.id) + " looped " + std::to_string(config_.max_loop_ticks) +
             " times without a visible operation: possibly non-terminating",
         loc);
  }
}

void* Runtime::tls_address(void* global, std::uint64_t size) {
  if (!executing_) return global;
  ThreadRecord& t = cur();
  for (auto& [g, copy] : t.tls) {
    if (g == global) return copy;
  }
  // The global itself still holds the initial value (the pass made it non-thread-local
  // and only this hook hands out addresses), so each thread copies it on first use.
  void* copy = heap_.allocate(t.id, size ? size : 1);
  if (!copy) fail(BugKind::Crash, "out of memory for thread-local storage", 0);
  std::memcpy(copy, global, size);
  t.tls.emplace_back(global, copy);
  return copy;
}

void* Runtime::heap_allocate(std::size_t size, std::size_t align, bool initialised) {
  const std::size_t owner = executing_ ? current_ : 0;
  note_effect();  // the heap's state changed (and each block is new)
  if (size >= kImpossibleAllocation) return nullptr;  // as glibc: no machine has that much
  if (executing_ && heap_.execution_bytes() + size > config_.limits.max_heap_bytes) {
    fail(BugKind::Bound,
         "thread " + std::to_string(current_) + " allocates " + std::to_string(size) +
             " bytes: the execution's heap would exceed " + describe_bytes(config_.limits.max_heap_bytes) +
             " (raise the limit with --max-heap)",
         0);
  }
  void* block = heap_.allocate(owner, size, align, initialised || !executing_);
  if (!block && executing_) {
    fail(BugKind::Bound,
         "thread " + std::to_string(current_) + " allocates " + std::to_string(size) +
             " bytes: braid's heap arena is exhausted (raise --max-heap)",
         0);
  }
  if (block && executing_ && config_.report_leaks) {
    allocations_.push_back({block, size, cur().callsite, current_});
  }
  return block;
}

void Runtime::check_leaks() {
  // After a bug (others ran on, then exit(0)) the program did not end normally.
  if (!config_.report_leaks || result_.bug) return;
  // Live blocks of this execution (blocks are never reused within an execution, so a
  // recorded block whose header still says live was never freed), by address.
  std::vector<const Allocation*> live;
  for (const Allocation& a : allocations_)
    if (heap_.block_size(a.block) != 0) live.push_back(&a);
  if (live.empty()) return;
  std::sort(live.begin(), live.end(), [](const Allocation* x, const Allocation* y) { return x->block < y->block; });
  // A block still referenced from the program's globals, thread-local copies or blocks
  // allocated before main (static constructors), directly or through other live blocks, is
  // not a leak: a C++ program's static destructors would free it, and valgrind calls it
  // "still reachable". Conservative scan: every aligned word that points into a live
  // block (interior pointers too) keeps it. Stacks are not scanned: at a normal end every
  // thread has returned; with exit(0), what only a stack referenced counts as leaked.
  std::vector<bool> reached(live.size(), false);
  std::vector<std::pair<const char*, std::size_t>> work;
  auto scan = [&](const char* from, std::size_t size) {
    const auto* begin = reinterpret_cast<const char*>((reinterpret_cast<std::uintptr_t>(from) + 7) & ~std::uintptr_t{7});
    for (const char* p = begin; p + sizeof(std::uintptr_t) <= from + size; p += sizeof(std::uintptr_t)) {
      std::uintptr_t word;
      std::memcpy(&word, p, sizeof word);
      auto it = std::upper_bound(live.begin(), live.end(), word, [](std::uintptr_t w, const Allocation* a) {
        return w < reinterpret_cast<std::uintptr_t>(a->block);
      });
      if (it == live.begin()) continue;
      const Allocation* a = *(it - 1);
      const auto start = reinterpret_cast<std::uintptr_t>(a->block);
      const std::size_t i = static_cast<std::size_t>(it - 1 - live.begin());
      if (word >= start + std::max<std::size_t>(a->size, 1) || reached[i]) continue;
      reached[i] = true;
      work.emplace_back(static_cast<const char*>(a->block), a->size);
    }
  };
  for (auto [addr, size] : image_.globals) scan(static_cast<const char*>(addr), size);
  for (auto [from, size] : heap_.marked_ranges()) scan(from, size);
  for (const auto& t : threads_) {
    if (!t) continue;
    for (auto [global, copy] : t->tls) scan(static_cast<const char*>(copy), heap_.block_size(copy));
  }
  while (!work.empty()) {
    auto [from, size] = work.back();
    work.pop_back();
    scan(from, size);
  }
  // The bug names the first leaked allocation (in allocation order) and counts the rest;
  // reports are deduplicated by site, so each leaking site is reported once per check.
  const Allocation* first = nullptr;
  std::size_t blocks = 0, bytes = 0;
  std::vector<LocationId> sites;
  for (std::size_t i = 0; i < live.size(); ++i) {
    if (reached[i]) continue;
    const Allocation* a = live[i];
    if (!first || a < first) first = a;  // allocations_ is in allocation order
    ++blocks;
    bytes += a->size;
    if (std::find(sites.begin(), sites.end(), a->site) == sites.end()) sites.push_back(a->site);
  }
  if (!first) return;
  std::size_t first_site_blocks = 0, first_site_bytes = 0;
  for (std::size_t i = 0; i < live.size(); ++i) {
    if (reached[i] || live[i]->site != first->site) continue;
    ++first_site_blocks;
    first_site_bytes += live[i]->size;
  }
  Bug bug;
  bug.kind = BugKind::Leak;
  bug.thread = first->thread;
  bug.loc = first->site;
  bug.message = std::to_string(first_site_bytes) + " bytes in " + std::to_string(first_site_blocks) +
                (first_site_blocks == 1 ? " block" : " blocks") + " allocated here by thread " +
                std::to_string(first->thread) + " unreachable when the program ended";
  if (sites.size() > 1) {
    bug.message += " (" + std::to_string(bytes) + " bytes in " + std::to_string(blocks) + " blocks from " +
                   std::to_string(sites.size()) + " allocation sites in all)";
  }
  end_with_bug(std::move(bug));
}

void Runtime::heap_free(void* ptr) {
  if (!ptr) return;
  std::size_t size = heap_.block_size(ptr);
  // A second free of a block is a write of its first byte: it conflicts with the first free
  // whether or not that one ran before this thread got here (a race, not only a bug).
  if (size == 0 && heap_.contains(ptr) && heap_.check(ptr, 1) == Heap::Access::UseAfterFree) size = 1;
  note_effect();
  if (executing_ && size > 0) {
    // Freeing is a write of the whole block: it conflicts with every access to it, so the
    // exploration orders frees against uses (and a use after free cannot hide).
    PendingOp op;
    op.kind = OpKind::Store;
    op.addr = reinterpret_cast<std::uint64_t>(ptr);
    op.size = static_cast<std::uint32_t>(std::min<std::size_t>(size, UINT32_MAX));
    op.loc = cur().callsite;
    schedule_point(op);
    record(OpKind::Store, op.addr, op.size, op.loc);
  }
  switch (heap_.release(ptr)) {
    case Heap::FreeResult::Ok: return;
    case Heap::FreeResult::DoubleFree:
      if (executing_) fail(BugKind::MemoryError, "double free of heap block", 0);
      return;
    case Heap::FreeResult::NotHeap:
      if (executing_) fail(BugKind::MemoryError, "free() of a pointer that is not a heap block", 0);
      return;
  }
}

void Runtime::append_output(const char* data, std::size_t size) {
  // Per execution; the rest is dropped with a marker (output changes no behaviour).
  const std::size_t max_output = config_.limits.max_output_bytes;
  if (result_.output.size() >= max_output) return;
  result_.output.append(data, std::min(size, max_output - result_.output.size()));
  if (result_.output.size() >= max_output)
    result_.output += "\n[braid: output truncated after " + describe_bytes(max_output) + "]\n";
}

// ---------------------------------------------------------------------------------------
// Mutexes

Runtime::MutexState& Runtime::mutex_state(void* mutex, int type) {
  auto [it, inserted] = mutexes_.try_emplace(reinterpret_cast<std::uint64_t>(mutex));
  if (inserted && type >= 0) {
    it->second.type = type;
  } else if (inserted) {
    // A mutex first seen here was initialised statically (PTHREAD_*_MUTEX_INITIALIZER*),
    // or by pthread_mutex_init in a previous execution; its kind is in glibc's struct.
    it->second.type = static_cast<pthread_mutex_t*>(mutex)->__data.__kind & 3;
  }
  return it->second;
}

int Runtime::mutex_init(void* mutex, int type) {
  if (!executing_) return 0;
  note_effect();
  MutexState& m = mutex_state(mutex);
  if (m.owner != kNoThread) {
    fail(BugKind::Misuse, "pthread_mutex_init on a mutex that is locked", 0);
  }
  m = MutexState{};
  m.type = type;
  forget_destroyed(mutex);
  return 0;
}

int Runtime::mutex_lock(void* mutex, bool try_only) {
  if (!executing_) return 0;
  PendingOp op;
  op.kind = OpKind::MutexLock;
  op.addr = reinterpret_cast<std::uint64_t>(mutex);
  op.flags = try_only ? kFlagTry : 0;
  op.loc = cur().callsite;
  MutexState& before = mutex_state(mutex);
  if (!try_only && before.owner == current_ && before.type == PTHREAD_MUTEX_ERRORCHECK) {
    return EDEADLK;  // defined behaviour for error-checking mutexes: no event, no blocking
  }
  schedule_point(op);
  // Uses of a destroyed mutex are checked once the operation is an event (so that the
  // exploration sees it conflict with the destroy).
  const char* what = try_only ? "pthread_mutex_trylock" : "pthread_mutex_lock";
  MutexState& m = mutex_state(mutex);
  if (try_only) ++m.trylocks;  // observed by await loops that lock this mutex
  if (m.owner != kNoThread && !(m.owner == current_ && m.type == PTHREAD_MUTEX_RECURSIVE)) {
    // Only a trylock gets here with the mutex held.
    Event& e = record(OpKind::MutexTryFail, op.addr, 0, op.loc);
    e.flags = kFlagTry;
    check_not_destroyed(mutex, what);
    return EBUSY;
  }
  m.owner = current_;
  ++m.depth;
  Event& e = record(OpKind::MutexLock, op.addr, 0, op.loc);
  e.flags = op.flags;
  check_not_destroyed(mutex, what);
  return 0;
}

int Runtime::mutex_unlock(void* mutex) {
  if (!executing_) return 0;
  const LocationId loc = cur().callsite;
  check_not_destroyed(mutex, "pthread_mutex_unlock");
  MutexState& before = mutex_state(mutex);
  if (before.owner != current_) {
    if (before.type == PTHREAD_MUTEX_ERRORCHECK) return EPERM;
    fail(BugKind::Misuse,
         before.owner == kNoThread
             ? "thread " + std::to_string(current_) + " unlocks a mutex that is not locked"
             : "thread " + std::to_string(current_) + " unlocks a mutex held by thread " +
                   std::to_string(before.owner),
         loc);
  }
  PendingOp op;
  op.kind = OpKind::MutexUnlock;
  op.addr = reinterpret_cast<std::uint64_t>(mutex);
  op.loc = loc;
  schedule_point(op);
  MutexState& m = mutex_state(mutex);
  if (--m.depth == 0) m.owner = kNoThread;
  record(OpKind::MutexUnlock, op.addr, 0, loc);
  return 0;
}

int Runtime::mutex_destroy(void* mutex) {
  if (!executing_) return 0;
  // Destroying is an acquisition and release of the mutex (two events): it conflicts with
  // every lock of it, so the exploration also runs the locks that come after it (misuse).
  const LocationId loc = cur().callsite;
  PendingOp op;
  op.kind = OpKind::MutexLock;
  op.addr = reinterpret_cast<std::uint64_t>(mutex);
  op.flags = kFlagTry;
  op.loc = loc;
  schedule_point(op);
  MutexState& m = mutex_state(mutex);
  if (m.owner != kNoThread) {
    // glibc returns EBUSY and leaves the mutex alone: a finding, and the program goes on.
    Event& e = record(OpKind::MutexTryFail, op.addr, 0, loc);
    e.flags = kFlagTry;
    report_misuse("pthread_mutex_destroy on a mutex held by thread " + std::to_string(m.owner), loc);
    return EBUSY;
  }
  m.owner = current_;
  m.depth = 1;
  Event& e = record(OpKind::MutexLock, op.addr, 0, loc);
  e.flags = kFlagTry;
  check_not_destroyed(mutex, "pthread_mutex_destroy");  // a second destroy: a finding
  op.kind = OpKind::MutexUnlock;
  op.flags = 0;
  schedule_point(op);
  MutexState& after = mutex_state(mutex);
  after.owner = kNoThread;
  after.depth = 0;
  record(OpKind::MutexUnlock, op.addr, 0, loc);
  mark_destroyed(mutex);
  return 0;
}

void Runtime::atomic_begin() {
  // An atomic block is a critical section of one program-wide mutex (as in Nidhugg):
  // atomic blocks exclude each other and appear as lock/unlock events.
  mutex_lock(&atomic_mutex_, false);
}

void Runtime::atomic_end() { mutex_unlock(&atomic_mutex_); }

void Runtime::assume(bool condition) {
  if (condition || !executing_) return;
  // As in Nidhugg and the benchmarks' conventions, a failed assume blocks its thread for
  // good; the others go on (their operations still matter to the exploration). An
  // execution that ends with such a thread is neither complete nor a bug.
  cur().blocked_on_assume = true;
  status_[current_].enabled = false;
  status_[current_].assume_blocked = true;
  yield_to_scheduler();
  throw std::logic_error("runtime: blocked thread resumed");
}

// ---------------------------------------------------------------------------------------
// Threads

int Runtime::thread_create(std::uint64_t* handle, void* (*start)(void*), void* arg) {
  if (!executing_) {
    return EAGAIN;  // threads cannot start during static initialisation
  }
  check_thread_limit();
  ThreadRecord& parent = cur();
  const ThreadId child = name_child(parent.id, parent.children);
  if (config_.limits.max_thread_id && child >= config_.limits.max_thread_id) {
    fail(BugKind::Bound,
         "thread " + std::to_string(current_) + " creates thread " + std::to_string(child) +
             ": --algo=dfs explores at most 64 threads (ids count the threads of every execution so far)",
         0);
  }
  PendingOp op;
  op.kind = OpKind::ThreadCreate;
  op.peer = child;
  op.loc = parent.callsite;
  schedule_point(op);
  ++cur().children;
  ++threads_created_;
  if (child >= threads_.size()) threads_.resize(child + 1);
  if (!threads_[child]) threads_[child] = std::make_unique<ThreadRecord>();
  if (status_.size() <= child) {
    // Ids are dense per program, but a given execution may not create every thread that
    // another did: intermediate slots exist as finished, never-started placeholders.
    const std::size_t old = status_.size();
    status_.resize(child + 1);
    for (std::size_t i = old; i < status_.size(); ++i) {
      status_[i].id = static_cast<ThreadId>(i);
      status_[i].finished = true;
      // (A slot can be new here: ids are reserved when a create is announced, and another
      // thread's later-reserved create may execute first.)
      if (!threads_[i]) threads_[i] = std::make_unique<ThreadRecord>();
      *threads_[i] = ThreadRecord{};
      threads_[i]->id = static_cast<ThreadId>(i);
      threads_[i]->started = true;
      threads_[i]->finished = true;
    }
  }
  ThreadRecord& t = *threads_[child];
  auto tls = std::move(t.tls);
  tls.clear();
  t = ThreadRecord{};
  t.tls = std::move(tls);
  t.id = child;
  t.start = start;
  t.arg = arg;
  status_[child] = ThreadStatus{};
  status_[child].id = child;
  if (handle) {
    *handle = child + 1;
    heap_.mark_initialised(handle, sizeof *handle);
  }
  Event& e = record(OpKind::ThreadCreate, 0, 0, op.loc);
  e.peer = child;
  return 0;
}

int Runtime::thread_join(std::uint64_t handle, void** retval) {
  if (!executing_) return ESRCH;
  const LocationId loc = cur().callsite;
  const ThreadId target = static_cast<ThreadId>(handle - 1);
  if (handle == 0 || target >= status_.size() || !threads_[target] || !threads_[target]->start) {
    fail(BugKind::Misuse, "pthread_join on an invalid thread handle", loc);
  }
  if (target == current_) return EDEADLK;
  if (threads_[target]->detached) {
    fail(BugKind::Misuse, "pthread_join on detached thread " + std::to_string(target), loc);
  }
  PendingOp op;
  op.kind = OpKind::ThreadJoin;
  op.peer = target;
  op.loc = loc;
  schedule_point(op);
  ThreadRecord& t = *threads_[target];
  // The second join is an event too (two joins of one thread are dependent, so every
  // algorithm explores both orders and finds the misuse at both sites).
  Event& e = record(OpKind::ThreadJoin, 0, 0, loc);
  e.peer = target;
  if (t.joined) {
    // Undefined in POSIX; the program goes on (with EINVAL, as glibc answers a second
    // concurrent join), so that what follows is explored too.
    report_misuse("thread " + std::to_string(target) + " is joined twice", loc);
    return EINVAL;
  }
  t.joined = true;
  if (retval) {
    *retval = t.retval;
    heap_.mark_initialised(retval, sizeof *retval);
  }
  return 0;
}

void Runtime::thread_exit(void* retval) {
  if (!executing_) std::abort();
  cur().exit_retval = retval;
  if (!cur().cleanup_buffers.empty()) cleanup_unwind_next();  // runs the handlers, then ends here
  if (current_ == 0) main_status_ = 0;
  finish_current(retval);
  __builtin_unreachable();
}

std::uint64_t Runtime::thread_self() const { return executing_ ? current_ + 1 : 1; }

bool Runtime::thread_exists(std::uint64_t handle) const {
  if (!executing_) return handle == 1;
  const ThreadId target = static_cast<ThreadId>(handle - 1);
  return handle != 0 && target < status_.size() && threads_[target] &&
         (target == 0 || threads_[target]->start != nullptr);
}

int Runtime::set_thread_name(std::uint64_t handle, const char* name) {
  if (std::strlen(name) >= 16) return ERANGE;  // glibc's limit, terminator included
  if (!thread_exists(handle)) return ESRCH;
  note_effect();
  if (executing_) threads_[handle - 1]->name = name;
  return 0;
}

int Runtime::get_thread_name(std::uint64_t handle, char* buffer, std::size_t size) const {
  if (!thread_exists(handle)) return ESRCH;
  // Unnamed threads are called like the program (what Linux shows: the command name).
  std::string name = executing_ ? threads_[handle - 1]->name : std::string();
  if (name.empty()) name = "program";
  if (size < name.size() + 1) return ERANGE;
  std::memcpy(buffer, name.c_str(), name.size() + 1);
  return 0;
}

int Runtime::thread_detach(std::uint64_t handle) {
  if (!executing_) return 0;
  note_effect();
  const ThreadId target = static_cast<ThreadId>(handle - 1);
  if (handle == 0 || target >= status_.size() || !threads_[target]) return ESRCH;
  threads_[target]->detached = true;
  return 0;
}

}  // namespace braid::runtime
