// Program threads: each is a fiber (runtime/fiber.h) that the scheduling loop resumes;
// creation, join, exit, names and detach are visible operations or thread state.
#include <unistd.h>  // environ

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <span>
#include <string>
#include <utility>

#include "runtime/runtime.h"
#include "runtime/thread_unwind.h"

namespace braid::runtime {

ThreadId Runtime::name_child(ThreadId parent, std::uint32_t nth) { return config_.thread_names->name(parent, nth); }

std::int64_t Runtime::nondet_value(NondetType type, NondetChoice choice) {
  const PendingNondetDomain site = std::exchange(next_nondet_domain_, {});
  if (!executing_) {
    // Static initialisation, outside every execution: no slot to vary. 0, and every
    // execution counts a fixed input (Runtime::run), so the verdict says so.
    nondet_before_main_ = true;
    return 0;
  }
  // A draw is a state change without an event: the thread's next draw is another slot, whose
  // value may differ. A loop that draws (`while (nondet()) switch (nondet()) ...`) is not
  // a spin when an iteration changed nothing else. Before, such an iteration was blocked
  // as a spin loop: a false `deadlock`, and the later slots (the next rounds) never reached.
  note_effect();
  ThreadRecord& t = cur();
  NondetDraw draw;
  draw.slot = NondetSlot{t.path, t.nondet_calls++};
  draw.type = type;
  draw.choice = choice;
  draw.loc = t.callsite;
  if (site.patterns) {
    auto [known, fresh] = nondet_site_domains_.try_emplace(site.patterns);
    if (fresh)
      if (auto domain = domain_from_patterns(type, std::span(site.patterns, site.count), site.exhaustive))
        known->second = std::make_shared<const NondetDomain>(std::move(*domain));
    draw.domain = known->second;  // null: the type's domain
  }
  if (auto it = config_.nondet_values.find(draw.slot); it != config_.nondet_values.end()) draw.value = it->second;
  result_.nondet_draws.push_back(draw);
  return draw.value;
}

void Runtime::fiber_entry(ctx::transfer_t transfer) {
  auto* rt = static_cast<Runtime*>(transfer.data);
  rt->scheduler_context_ = transfer.fctx;
  rt->thread_main();
}

void Runtime::thread_main() {
  ThreadRecord& t = cur();
  void* retval = nullptr;
  bool unwound = false;
  try {
    if (t.id == 0) {
      // main may take a third parameter, the environment (`int main(int, char**, char**)`, common
      // on Unix); a main with fewer ignores it (the x86-64 calling convention allows the call).
      using MainWithEnvironment = int (*)(int, char**, char**);
      // (Through void (*)(), the generic function pointer type: no -Wcast-function-type.)
      start_static_completion_threads();  // std::barrier objects of static storage
      const auto main_with_environment =
          reinterpret_cast<MainWithEnvironment>(reinterpret_cast<void (*)()>(image_.main_fn));
      int status = main_with_environment(static_cast<int>(argv_.size() - 1), argv_.data(), environ);
      main_status_ = status;
      main_returned_ = true;
      // Returning from main is exit(status): atexit handlers and static destructors run here,
      // interleaved with the threads still running.
      if (status == 0) run_exit_handlers();
      retval = reinterpret_cast<void*>(static_cast<std::intptr_t>(status));
    } else {
      retval = t.start(t.arg);
    }
  } catch (ThreadExitUnwind& unwind) {
    // pthread_exit in a C++ program: its frames are unwound (thread_unwind.cpp).
    unwind.reached_thread_entry();
    unwound = true;
  }
  if (unwound) {
    retval = t.exit_retval;
    if (t.id == 0) main_status_ = 0;
  }
  finish_current(retval);
  // The scheduler never resumes a finished thread.
  __builtin_unreachable();
}

void Runtime::finish_current(void* retval) {
  run_thread_local_destructors();  // before the key destructors, as glibc
  run_key_destructors();
  flush_uninitialised_read();
  announce_thread_end();  // an event only in a program that calls pthread_cancel
  ThreadRecord& t = cur();
  if (t.id != 0) {
    // Locals of a finished thread are dead: accesses to its stack are reported
    // (check_stack_access). main's stack is not checked (docs/runtime.md).
    const StackPool::Stack& stack = stacks_.stack(t.id);
    finished_stacks_.emplace_back(reinterpret_cast<std::uintptr_t>(stack.base),
                                  reinterpret_cast<std::uintptr_t>(stack.top()));
    // Its thread_local objects end with it (after their destructors and the key destructors,
    // which may use them): a pointer to one kept by another thread now points to freed
    // memory, reported as a use after free. main's live on while the exit handlers run, as
    // in glibc. (The release is no event: only accesses ordered after the thread's end, by
    // a join or what the thread published last, are certain to be seen.)
    for (const auto& [global, copy] : t.tls) heap_.release(copy);
  }
  t.finished = true;
  t.retval = retval;
  status_[t.id].finished = true;
  status_[t.id].enabled = false;
  yield_to_scheduler();
  throw std::logic_error("runtime: finished thread resumed");
}

void Runtime::assume(bool condition) {
  if (condition || !executing_) return;
  // As in Nidhugg and the benchmarks' conventions, a failed assume blocks its thread for
  // good; the others go on (their operations still matter to the exploration). An
  // execution that ends with such a thread is neither complete nor a bug.
  status_[current_].enabled = false;
  status_[current_].blocked = {BlockReason::Assume, 0};
  yield_to_scheduler();
  throw std::logic_error("runtime: blocked thread resumed");
}

int Runtime::thread_create(std::uint64_t* handle, void* (*start)(void*), void* arg, std::size_t stack_size,
                           std::size_t guard_size) {
  if (!executing_) {
    // Static initialisation runs once, in pass-through mode, before any execution: a thread
    // it starts would belong to no execution. Natively the call succeeds, so failing it
    // quietly (EAGAIN, as before trust27) changed what the program does: refused, every
    // execution ends `unsupported` at the call.
    refuse_static_init(
        "pthread_create (or std::thread) during static initialisation (a constructor function or the constructor "
        "of an object of static storage) is not supported by braid: static initialisation runs once, outside "
        "every execution, so the thread would belong to none; the program cannot be verified");
    return EAGAIN;
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
      recycle(*threads_[i], static_cast<ThreadId>(i));
      threads_[i]->started = true;
      threads_[i]->finished = true;
    }
  }
  ThreadRecord& t = *threads_[child];
  recycle(t, child);
  t.path = cur().path;  // the creator's path and its child number (counted above)
  t.path.push_back(cur().children - 1);
  t.start = start;
  t.arg = arg;
  t.stack_size = stack_size;
  t.guard_size = guard_size;
  t.created_at = op.loc;
  learn_barrier_completions(current_, child);  // the barrier generations it has seen complete
  if (shadow_.attached()) shadow_.capture_into(current_, t.creator_sites);
  status_[child] = ThreadStatus{};
  status_[child].id = child;
  unsettle(child);    // a placeholder's slot (finished) now holds a new thread
  unprimed_ = true;   // the scheduling loop starts it (Runtime::run)
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
  if (target == current_) {
    cur().cancel_wake = CancelWake::NeverBlocks;  // no wait: a request during the call stays pending
    return EDEADLK;
  }
  // In a program that calls pthread_cancel, the join first waits for the thread's end event:
  // a wait that a cancellation request of the caller can end (cancel_state.cpp). The join
  // then does not happen (the thread stays joinable) and the caller's cancellation point
  // acts on the request as it returns.
  if (await_thread_end(target)) return 0;
  PendingOp op;
  op.kind = OpKind::ThreadJoin;
  op.peer = target;
  op.loc = loc;
  schedule_point(op);
  ThreadRecord& t = *threads_[target];
  // The second join is an event too (two joins of one thread are dependent, so every
  // algorithm explores both orders and finds the misuse at both sites). The join state is
  // checked here, at the join's scheduling point, not when it was called: a detach is an
  // event dependent with the join (thread_detach), so both of their orders are explored.
  Event& e = record(OpKind::ThreadJoin, 0, 0, loc);
  e.peer = target;
  if (t.detached) {
    // Undefined in POSIX; glibc answers EINVAL at once, and the program goes on. A join of
    // a detached thread does not wait for its end (blocking()), ended or not: it
    // synchronises with nothing (race detection) and can run before the thread's events.
    e.flags |= kFlagJoinNoWait;
    report_misuse("pthread_join on detached thread " + std::to_string(target), loc);
    return EINVAL;
  }
  if (t.joined) {
    // Undefined in POSIX; the program goes on (with EINVAL, as glibc answers a second
    // concurrent join), so that what follows is explored too.
    report_misuse("thread " + std::to_string(target) + " is joined twice", loc);
    return EINVAL;
  }
  t.joined = true;
  learn_barrier_completions(target, current_);
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
  if (image_.unwinds_at_exit) unwind_thread_exit();  // destructors run, thread_main ends it
  if (current_ == 0) main_status_ = 0;
  finish_current(retval);
  __builtin_unreachable();
}

std::uint64_t Runtime::thread_self() {
  if (executing_ && cur().completion_of)
    fail(BugKind::Unsupported,
         "a std::barrier completion function asks for its thread's identity: braid runs completion functions on "
         "a thread of its own (so that arrivals commute), not on one of the participating threads",
         cur().callsite);
  return executing_ ? current_ + 1 : 1;
}

std::pair<LocationId, std::span<const LocationId>> Runtime::creation_site(ThreadId thread) const {
  if (thread >= threads_.size() || !threads_[thread]) return {0, {}};
  const ThreadRecord& t = *threads_[thread];
  return {t.created_at, t.creator_sites};
}

std::pair<void*, std::size_t> Runtime::thread_stack(ThreadId thread) const {
  if (thread >= threads_.size() || !threads_[thread] || threads_[thread]->stack_limit == 0) return {nullptr, 0};
  const ThreadRecord& t = *threads_[thread];
  // From the top of its stack: ThreadRecord::stack_limit is lower while frames with braid's
  // own locals are active (instrument/stack_frames.cpp). (stack() only maps a slot never used.)
  const auto top = reinterpret_cast<std::uintptr_t>(const_cast<StackPool&>(stacks_).stack(thread).top());
  return {reinterpret_cast<void*>(top - program_stack_size(t)), program_stack_size(t)};
}

std::size_t Runtime::thread_guard_size(ThreadId thread) const {
  if (thread >= threads_.size() || !threads_[thread]) return 0;
  return threads_[thread]->guard_size;
}

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
  if (name.empty()) name = kProgramName;
  if (size < name.size() + 1) return ERANGE;
  std::memcpy(buffer, name.c_str(), name.size() + 1);
  return 0;
}

int Runtime::thread_detach(std::uint64_t handle) {
  if (!executing_) return 0;
  const ThreadId target = static_cast<ThreadId>(handle - 1);
  if (handle == 0 || target >= status_.size() || !threads_[target]) return ESRCH;
  // A write to the thread's join state: an event, dependent with every join and detach of
  // the thread (model/event.cpp), so that a join or a second detach is explored on both
  // sides of it.
  const LocationId loc = cur().callsite;
  PendingOp op;
  op.kind = OpKind::ThreadDetach;
  op.peer = target;
  op.loc = loc;
  schedule_point(op);
  Event& e = record(OpKind::ThreadDetach, 0, 0, loc);
  e.peer = target;
  ThreadRecord& t = *threads_[target];
  // Both undefined in POSIX (the thread is no longer joinable); glibc answers EINVAL.
  if (t.detached) {
    report_misuse("thread " + std::to_string(target) + " is detached twice", loc);
    return EINVAL;
  }
  if (t.joined) {
    report_misuse("pthread_detach on thread " + std::to_string(target) + ", already joined", loc);
    return EINVAL;
  }
  t.detached = true;
  return 0;
}

void Runtime::thread_created_detached(std::uint64_t handle) {
  // Part of the creation (no event of its own): the thread is detached from its start.
  const ThreadId target = static_cast<ThreadId>(handle - 1);
  if (executing_ && handle != 0 && target < status_.size() && threads_[target]) threads_[target]->detached = true;
}

// Thread attributes. glibc's pthread_attr_* functions write the host's layout (56 bytes on
// x86-64); a program preprocessed for a 32-bit target (SV-COMP's ILP32 tasks) declares a
// 36-byte pthread_attr_t, so running them on its object wrote past it (a false crash,
// audit16_sv_ilp32_*). They run on a host object kept here instead, named by a token that
// pthread_attr_init writes into the first 8 bytes of the program's object: a copy of the
// object (`pthread_attr_t b = a;`) names the same attributes, as with glibc. Only the detach
// state matters to the model (pthread_create).
namespace {
constexpr std::uint64_t kThreadAttributesToken = 0x62726169'64000000;  // "braid" + a number
}

pthread_attr_t* Runtime::thread_attributes(const void* program_attr, bool fresh) {
  std::uint64_t token = 0;
  std::memcpy(&token, program_attr, sizeof token);
  auto it = thread_attributes_.find(token);
  if (it != thread_attributes_.end() && !fresh) return &it->second->attr;
  if (it != thread_attributes_.end()) thread_attributes_.erase(it);
  // A new token (pthread_attr_init, or an object that was never initialised): the next
  // after the largest in use, so that tokens repeat from one execution to the next.
  token = kThreadAttributesToken;
  for (const auto& [t, attr] : thread_attributes_) token = std::max(token, t + 1);
  std::memcpy(const_cast<void*>(program_attr), &token, sizeof token);
  auto& slot = thread_attributes_[token];
  slot = std::make_unique<HostThreadAttributes>();
  return &slot->attr;
}

void Runtime::set_requested_stack_size(const void* program_attr, std::size_t size) {
  thread_attributes(program_attr, false);  // (an object never initialised gets its token here)
  std::uint64_t token = 0;
  std::memcpy(&token, program_attr, sizeof token);
  thread_attributes_.at(token)->requested_stack_size = size;
}

std::size_t Runtime::requested_stack_size(const void* program_attr) {
  thread_attributes(program_attr, false);
  std::uint64_t token = 0;
  std::memcpy(&token, program_attr, sizeof token);
  return thread_attributes_.at(token)->requested_stack_size;
}

void Runtime::forget_thread_attributes(const void* program_attr) {
  std::uint64_t token = 0;
  std::memcpy(&token, program_attr, sizeof token);
  thread_attributes_.erase(token);
}

}  // namespace braid::runtime
