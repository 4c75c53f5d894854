// What makes a verdict trustworthy on programs nobody tuned for braid (runtime.h declares
// these as Runtime members): limits within one execution, the deadline in the middle of
// an execution, program input replayed identically, detection of divergence between
// executions, exit handlers interleaved with running threads, and misuse that the model
// would otherwise let pass (destroyed primitives, dead stacks, uninitialised heap reads).
#include <dlfcn.h>
#include <pthread.h>
#include <sys/mman.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <new>
#include <stdexcept>

#include "runtime/libc_state.h"
#include "runtime/runtime.h"

namespace braid::runtime {

namespace {
// Written into a destroyed primitive's first 8 bytes (as glibc poisons a destroyed mutex's
// kind): a program that initialises the object again by assignment
// (`m = PTHREAD_MUTEX_INITIALIZER`) overwrites it, and the object is usable again.
constexpr std::uint64_t kDestroyedMarker = 0xb4a1dde57401ed00ULL;
}  // namespace

void Runtime::reset_trust_state() {
  threads_created_ = 0;
  pipes_.close_all();
  stdin_.rewind();
  // argv as a C program gets it, fresh for every execution (the program may write to it).
  argv_storage_.clear();
  argv_storage_.emplace_back(kProgramName);
  for (const std::string& a : config_.input.args) argv_storage_.push_back(a);
  argv_.clear();
  for (std::string& a : argv_storage_) argv_.push_back(a.data());
  argv_.push_back(nullptr);
  exit_handlers_.clear();
  exiting_ = false;
  quick_exit_handlers_.clear();
  quick_exiting_ = false;
  signal_actions_ = initial_signal_actions_;
  destroyed_.clear();
  finished_stacks_.clear();
  random_state_ = 0x9e3779b97f4a7c15ULL;
  // What an earlier execution changed of the process's environment, locale, directory and
  // umask (still noted as a divergence: runtime/process_state.h).
  process_state_.restore();
}

void Runtime::interrupt_execution() {
  if (!result_.bug) result_.outcome = ExecutionOutcome::Abandoned;
  result_.interrupted = true;
  ended_ = true;
  yield_to_scheduler();
  throw std::logic_error("runtime: interrupted thread resumed");
}

// ---- limits ------------------------------------------------------------------------------

void Runtime::check_thread_limit() {
  if (threads_created_ < config_.limits.max_threads) return;
  fail(BugKind::Bound,
       "thread " + std::to_string(current_) + " creates a thread beyond the limit of " +
           std::to_string(config_.limits.max_threads) +
           " threads per execution: possibly unbounded thread creation" +
           (config_.limits.max_threads_is_algorithm_limit ? std::string(" (--algo=dfs explores at most 64 threads)")
                                                          : std::string(" (raise the limit with --max-threads)")),
       0);
}

void* Runtime::map_anonymous(std::size_t length) {
  const std::size_t page = 4096;
  if (length == 0 || length >= kImpossibleAllocation) return nullptr;
  // Anonymous memory is zero-filled: initialised.
  return heap_allocate((length + page - 1) & ~(page - 1), page, true);
}

bool Runtime::unmap(void* addr) {
  if (!heap_.contains(addr)) return false;
  if (heap_.block_size(addr) != 0) heap_free(addr);
  return true;  // a part of a block, or a block already unmapped: nothing to do
}

// ---- program input -----------------------------------------------------------------------

FILE* Runtime::program_stdin() { return stdin_.stream(); }

void Runtime::random_bytes(void* buffer, std::size_t size) {
  auto* out = static_cast<unsigned char*>(buffer);
  for (std::size_t i = 0; i < size; ++i) {
    // splitmix64: deterministic, reset every execution.
    std::uint64_t z = (random_state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    out[i] = static_cast<unsigned char>(z ^ (z >> 31));
  }
  if (executing_) heap_.mark_initialised(buffer, size);
}

void Runtime::note_file_open(const char* path, bool write) {
  if (!path) return;
  const std::string p(path);
  if (p == "/dev/urandom" || p == "/dev/random" || p == "/dev/arandom") {
    note_divergence(kDivergenceRandomDevice);
    return;
  }
  if (p.rfind("/dev/", 0) == 0 || p.rfind("/proc/", 0) == 0) return;
  const bool known = std::find(written_files_.begin(), written_files_.end(), p) != written_files_.end();
  if (write) {
    note_divergence(kDivergenceFilesWritten);
    if (!known) written_files_.push_back(p);
    // Opening it for update also reads what an earlier execution left.
    if (known) note_divergence(kDivergenceFileReadBack);
  } else if (known) {
    note_divergence(kDivergenceFileReadBack);
  }
}

// ---- exit handlers -----------------------------------------------------------------------

void Runtime::lock_libc_list(std::uint8_t LibcHiddenState::*list) {
  LibcHiddenState* state = image_.libc_state;
  // Before the execution's first pthread_create only main runs: every later registration
  // or exit happens after this one, so no event is needed (DFS pays no interleavings for
  // the programs that register in main before starting threads).
  if (!executing_ || !state || threads_created_ == 0) return;
  // glibc's registrations hold a lock around the list's update: modelled as the mutex it is
  // (a pair of events every algorithm orders, qpor's unfolding as any mutex), on the list's
  // byte in the program's copy of libc's state.
  void* lock = &(state->*list);
  const LocationId loc = cur().callsite;
  mutex_state(lock, PTHREAD_MUTEX_NORMAL);
  mutex_lock(lock, false);
  cur().callsite = loc;
  mutex_unlock(lock);
}

bool Runtime::exit_takes_list(bool registered) const {
  // With a handler registered in this execution, the exit is ordered with every other
  // registration. With none, only a thread still running can register one, and only if the
  // program registers outside static initialisation (an event at every exit would multiply
  // DFS's interleavings in every program that leaves threads running): then a thread's
  // first registration racing with the exit is explored in both orders (docs/runtime.md,
  // "trust30").
  return registered || (image_.registers_exit_handlers_while_running && other_threads_running());
}

bool Runtime::other_threads_running() const {
  return std::any_of(status_.begin(), status_.end(),
                     [&](const ThreadStatus& s) { return s.id != current_ && !s.finished; });
}

int Runtime::register_exit_handler(void (*fn)(void*), void* arg) {
  if (executing_) {
    lock_libc_list(&LibcHiddenState::exit_handler_list);
    exit_handlers_.push_back({fn, arg});
    return 0;
  }
  // Registered by static initialisation: sorted once the program is attached.
  static_init_exit_handlers_.push_back({fn, arg});
  return 0;
}

int Runtime::register_quick_exit_handler(void (*fn)()) {
  lock_libc_list(&LibcHiddenState::quick_exit_handler_list);
  try {
    (executing_ ? quick_exit_handlers_ : static_quick_exit_handlers_).push_back(fn);
  } catch (const std::bad_alloc&) {
    return -1;
  }
  return 0;
}

void Runtime::run_quick_exit_handlers() {
  // A handler that calls quick_exit again is undefined behaviour in C11: braid runs no
  // handler twice (the nested call only ends the program).
  if (quick_exiting_) return;
  quick_exiting_ = true;
  // Taking the list is ordered with another thread's registration (which, after it, would
  // not run): see run_exit_handlers.
  if (exit_takes_list(!quick_exit_handlers_.empty())) lock_libc_list(&LibcHiddenState::quick_exit_handler_list);
  // Last registered first; a handler may register more (run too). Those of static
  // initialisation were registered before any of this execution.
  std::size_t statics_left = static_quick_exit_handlers_.size();
  for (;;) {
    if (!quick_exit_handlers_.empty()) {
      void (*handler)() = quick_exit_handlers_.back();
      quick_exit_handlers_.pop_back();
      handler();
      continue;
    }
    if (statics_left == 0) break;
    static_quick_exit_handlers_[--statics_left]();
  }
}

void Runtime::classify_static_exit_handlers() {
  static_exit_handlers_.clear();
  static_destructor_functions_.clear();
  unrun_static_destructors_ = 0;
  static_init_each_execution_ = false;
  const std::vector<void*>& runnable = image_.runnable_exit_functions;
  auto is_runnable = [&](const void* f) { return std::find(runnable.begin(), runnable.end(), f) != runnable.end(); };
  // <iostream>'s `static ios_base::Init` (libstdc++ before 13, one per translation unit): a
  // reference count of the standard streams, no state of the program's; its destructor only
  // flushes them. Left out, as before, so that every program including <iostream> does not
  // pay for static initialisation in every execution.
  auto is_stream_init = [](const ExitHandler& h) {
    Dl_info info{};
    return ::dladdr(reinterpret_cast<void*>(h.fn), &info) != 0 && info.dli_sname &&
           (std::strcmp(info.dli_sname, "_ZNSt8ios_base4InitD1Ev") == 0 ||
            std::strcmp(info.dli_sname, "_ZNSt8ios_base4InitD2Ev") == 0);  // one address, two names
  };
  const std::vector<void (*)()>& destructor_functions = image_.static_destructors;
  auto is_runnable_function = [&](void (*fn)()) { return is_runnable(reinterpret_cast<void*>(fn)); };
  const bool all_runnable = std::all_of(static_init_exit_handlers_.begin(), static_init_exit_handlers_.end(),
                                        [&](const ExitHandler& h) {
                                          return is_runnable(reinterpret_cast<void*>(h.fn)) || is_runnable(h.arg) ||
                                                 is_stream_init(h);
                                        }) &&
                            std::all_of(destructor_functions.begin(), destructor_functions.end(), is_runnable_function);
  if (!all_runnable && !image_.static_constructors.empty() &&
      image_.globals_before_static_init.size() == image_.globals.size()) {
    // Static initialisation runs again in every execution (runtime.h), which registers
    // the destructors again, all run: nothing is left out (the destructor functions too,
    // after the constructor functions of the same execution).
    static_init_each_execution_ = true;
    static_destructor_functions_ = destructor_functions;
    return;
  }
  // A destructor function reaching library code after one static initialisation for all
  // executions could, like a registered destructor, release again in every execution what
  // the library allocated once: not run, and counted (a coverage gap in the verdict).
  for (void (*fn)() : destructor_functions) {
    if (is_runnable_function(fn))
      static_destructor_functions_.push_back(fn);
    else
      ++unrun_static_destructors_;
  }
  for (const ExitHandler& h : static_init_exit_handlers_) {
    // atexit() handlers come through a trampoline with the function as argument.
    if (is_runnable(reinterpret_cast<void*>(h.fn)) || is_runnable(h.arg)) {
      static_exit_handlers_.push_back(h);
      continue;
    }
    // Not run (runtime.h says why). Program code is JIT memory, outside every loaded
    // object; a library's own destructor registered directly (std::string's, iostream's)
    // holds no program logic and is not counted.
    Dl_info info{};
    if (::dladdr(reinterpret_cast<void*>(h.fn), &info) == 0) ++unrun_static_destructors_;
  }
}

void Runtime::run_exit_handlers() {
  if (exiting_) return;
  exiting_ = true;
  // Taking the list is ordered with another thread's registration (a handler registered
  // after it does not run).
  if (exit_takes_list(!exit_handlers_.empty())) lock_libc_list(&LibcHiddenState::exit_handler_list);
  run_thread_local_destructors();  // the exiting thread's, first (glibc's exit)
  // Last registered first; handlers may register more (run too, as exit() does). Those of
  // static initialisation were registered before any of this execution.
  std::size_t statics_left = static_exit_handlers_.size();
  for (;;) {
    if (!exit_handlers_.empty()) {
      const ExitHandler h = exit_handlers_.back();
      exit_handlers_.pop_back();
      h.fn(h.arg);
      continue;
    }
    if (statics_left == 0) break;
    const ExitHandler h = static_exit_handlers_[--statics_left];
    h.fn(h.arg);
  }
  // Then the `__attribute__((destructor))` functions, as glibc's _dl_fini runs .fini_array:
  // it was registered before main's constructors ran, so it comes after every handler, in
  // this thread, while the other threads may still run. A handler a destructor registers
  // runs after it (glibc's exit loop goes on with the handlers registered meanwhile).
  for (void (*destructor)() : static_destructor_functions_) {
    destructor();
    while (!exit_handlers_.empty()) {
      const ExitHandler h = exit_handlers_.back();
      exit_handlers_.pop_back();
      h.fn(h.arg);
    }
  }
}

// ---- destroyed primitives ----------------------------------------------------------------

void Runtime::mark_destroyed(void* object) {
  destroyed_[reinterpret_cast<std::uint64_t>(object)] = true;
  std::memcpy(object, &kDestroyedMarker, sizeof kDestroyedMarker);
}

void Runtime::forget_destroyed(void* object) { destroyed_.erase(reinterpret_cast<std::uint64_t>(object)); }

bool Runtime::check_not_destroyed(void* object, const char* what) {
  if (destroyed_.empty()) return true;
  auto it = destroyed_.find(reinterpret_cast<std::uint64_t>(object));
  if (it == destroyed_.end()) return true;
  std::uint64_t word = 0;
  std::memcpy(&word, object, sizeof word);
  if (word != kDestroyedMarker) {  // initialised again by assignment
    destroyed_.erase(it);  // (a destroyed mutex was left unlocked: its state needs no reset)
    return true;
  }
  report_misuse(std::string(what) + " by thread " + std::to_string(current_) +
                " on an object that was destroyed and not initialised again");
  return false;
}

void Runtime::report_misuse(std::string message, LocationId loc) {
  if (!executing_) return;
  Bug bug;
  bug.kind = BugKind::Misuse;
  bug.message = std::move(message);
  bug.loc = loc ? loc : cur().callsite;
  bug.thread = current_;
  for (const Bug& b : result_.misuses)
    if (b.loc == bug.loc && b.message == bug.message) return;
  result_.misuses.push_back(std::move(bug));
}

int Runtime::sem_destroy(void* sem) {
  if (!executing_) return 0;
  sync_point(OpKind::Rmw, sem, WaitKind::None);
  record_sync(OpKind::Rmw, sem);
  if (!check_not_destroyed(sem, "sem_destroy")) return 0;
  for (const ThreadStatus& s : status_) {
    if (!s.finished && threads_[s.id]->wait == WaitKind::SemPositive && s.next.addr == reinterpret_cast<std::uint64_t>(sem)) {
      report_misuse("sem_destroy on a semaphore that thread " + std::to_string(s.id) + " is blocked on");
      errno = EBUSY;
      return -1;
    }
  }
  mark_destroyed(sem);
  return 0;
}

int Runtime::barrier_destroy(void* barrier) {
  if (!executing_) return 0;
  // On every arrival slot: the destroy conflicts with each wait (primitives.cpp).
  void* slots = barrier_slots(barrier);
  sync_point(OpKind::Rmw, slots, WaitKind::None, 0, kBarrierSlots);
  record_sync(OpKind::Rmw, slots, 0, kBarrierSlots);
  if (!check_not_destroyed(barrier, "pthread_barrier_destroy")) return 0;
  // Threads still being released from a completed round may leave after the destroy (glibc
  // waits for them); threads that arrived in an incomplete round would wait forever.
  auto it = barriers_.find(reinterpret_cast<std::uint64_t>(barrier));
  if (it != barriers_.end() && it->second.arrived > 0) {
    report_misuse("pthread_barrier_destroy on a barrier that " + std::to_string(it->second.arrived) +
                  " thread(s) are waiting at");
    return EBUSY;
  }
  mark_destroyed(barrier);
  return 0;
}

int Runtime::rwlock_destroy(void* rwlock) {
  if (!executing_) return 0;
  sync_point(OpKind::Rmw, rwlock, WaitKind::None);
  record_sync(OpKind::Rmw, rwlock);
  if (!check_not_destroyed(rwlock, "pthread_rwlock_destroy")) return 0;
  auto it = rwlocks_.find(reinterpret_cast<std::uint64_t>(rwlock));
  if (it != rwlocks_.end() && (it->second.writer != kNoThread || !it->second.readers.empty())) {
    report_misuse("pthread_rwlock_destroy on a rwlock that is held");
    return EBUSY;
  }
  mark_destroyed(rwlock);
  return 0;
}

int Runtime::rwlock_init(void* rwlock) {
  if (!executing_) return 0;
  forget_destroyed(rwlock);
  rwlocks_.erase(reinterpret_cast<std::uint64_t>(rwlock));
  return 0;
}

// ---- memory ------------------------------------------------------------------------------

void Runtime::check_stack_access(const void* addr, std::uint64_t size, bool write, LocationId loc) {
  const auto a = reinterpret_cast<std::uintptr_t>(addr);
  check_returned_frame_access(a, size, write, loc);
  if (finished_stacks_.empty()) return;
  for (std::size_t i = 0; i < finished_stacks_.size(); ++i) {
    const auto [begin, end] = finished_stacks_[i];
    if (a + size <= begin || a >= end) continue;
    ThreadId owner = 0;
    for (ThreadId id = 1; id < status_.size(); ++id) {
      if (!threads_[id] || !threads_[id]->finished) continue;
      const StackPool::Stack& s = stacks_.stack(id);
      if (reinterpret_cast<std::uintptr_t>(s.base) == begin) owner = id;
    }
    fail(BugKind::MemoryError,
         std::string(write ? "write into" : "read of") + " the stack of thread " + std::to_string(owner) +
             ", which has finished (a local variable of a thread that returned), by thread " +
             std::to_string(current_),
         loc);
  }
}

// A thread that is not running is suspended inside braid: in a memory hook (its
// program_frames_end) or elsewhere in the runtime (its saved context, deeper still). Every
// byte of its stack below that point belongs to braid's frames or to calls that have
// returned, so another thread's access there uses a dead local: a lambda that captured a
// local by reference and outlived the call (`std::thread([&x] {...}).detach()`), a pointer
// to a local kept after its function returned. The write would also land in braid's own
// frames of the suspended thread. Only the part below the live frames is checked: a dead
// frame the owner has since covered with new calls is not seen (docs/runtime.md).
void Runtime::check_returned_frame_access(std::uintptr_t addr, std::uint64_t size, bool write, LocationId loc) {
  std::size_t owner = 0, offset = 0;
  if (!stacks_.locate(addr, owner, offset) || owner == current_ || owner >= threads_.size()) return;
  const ThreadRecord* t = threads_[owner].get();
  if (!t || !t->started) return;
  // Returning from main is exit: main's frame is gone and exit runs on its stack (the exit
  // handlers, then the process ends), so another thread's access of main's locals from
  // then on is a use after return. (After pthread_exit in main, glibc keeps its stack: not
  // checked; main_returned_ stays false then.) Before, main's locals were never checked.
  const bool main_gone = owner == 0 && main_returned_;
  if (main_gone && (t->finished || std::ranges::any_of(t->dead_locals, [&](const auto& range) {
                      return addr + size > range.first && addr < range.second;
                    }))) {
    fail(BugKind::MemoryError,
         std::string(write ? "write into" : "read of") +
             " a local variable on the stack of main, which has returned (returning from main is exit: the exit "
             "handlers run on that stack, then the process ends), by thread " +
             std::to_string(current_),
         loc);
    return;
  }
  if (t->finished) return;
  for (const auto& [begin, end] : t->dead_locals) {
    if (addr + size <= begin || addr >= end) continue;
    fail(BugKind::MemoryError,
         std::string(write ? "write into" : "read of") + " a local variable of a function that has returned, on the stack of thread " +
             std::to_string(owner) + " (still running; its frame since reused by other calls), by thread " +
             std::to_string(current_),
         loc);
    return;
  }
  const std::uintptr_t live_from =
      t->program_frames_end ? t->program_frames_end : reinterpret_cast<std::uintptr_t>(t->context);
  if (live_from == 0 || addr + size > live_from) return;
  fail(BugKind::MemoryError,
       std::string(write ? "write into" : "read of") + " a local variable of a function that has returned, on the stack of thread " +
           std::to_string(owner) + " (still running), by thread " + std::to_string(current_),
       loc);
}

// Scope (docs/runtime.md): heap blocks from malloc, realloc's new bytes, aligned_alloc,
// posix_memalign, memalign and valloc are uninitialised until written (not operator new:
// libstdc++.so constructors initialise objects with stores braid does not see). A read is reported
// when every byte it reads is uninitialised and still holds the zero the arena put there
// (a non-zero byte means library code the program called wrote it: then it is
// initialised). Locals: runtime/uninit_locals.cpp (the bytes of locals passed to helpers are
// followed here too, note_local_read / note_local_write).
void Runtime::note_heap_read(const void* addr, std::uint64_t size, LocationId loc) {
  if (note_local_read(addr, size, loc)) return;
  if (size == 0 || size > 64 || !heap_.contains(addr)) return;
  if (!heap_.uninitialised(addr, size)) return;
  const auto* bytes = static_cast<const unsigned char*>(addr);
  for (std::uint64_t i = 0; i < size; ++i) {
    if (bytes[i] != 0) {
      heap_.mark_initialised(addr, size);
      return;
    }
  }
  cur().uninit_read = ThreadRecord::UninitRead{reinterpret_cast<std::uint64_t>(addr), size, loc};
}

void Runtime::note_heap_write(const void* addr, std::uint64_t size) {
  note_local_write(addr, size);
  if (heap_.contains(addr)) heap_.mark_initialised(addr, size);
}

void Runtime::flush_uninitialised_read() {
  ThreadRecord& t = cur();
  if (!t.uninit_read) return;
  const ThreadRecord::UninitRead r = *t.uninit_read;
  t.uninit_read.reset();
  char where[32];
  std::snprintf(where, sizeof where, "%p", reinterpret_cast<const void*>(r.addr));
  if (r.local) {
    report_uninitialised_local(r.size, r.loc);
    return;
  }
  fail(BugKind::MemoryError,
       "read of uninitialised memory: " + std::to_string(r.size) + " bytes at " + where +
           " of a heap block that nothing wrote since it was allocated (malloc does not zero memory), by thread " +
           std::to_string(current_),
       r.loc);
}

// The pass brackets the life of every local whose address may reach another thread
// (instrument/frame_locals.cpp). A local that ends marks its bytes dead; one that begins
// (the same frame entered again, or a later call's escaped local on the same bytes) makes
// them live again. Only escaped locals can be reached legitimately by another thread, so
// another thread's access of dead bytes is a use after return whatever the owner's newer
// private calls keep there.
void Runtime::frame_local_begin(const void* addr, std::uint64_t size, const void* frame) {
  if (!executing_ || size == 0) return;
  const auto frame_sp = reinterpret_cast<std::uint64_t>(frame);
  retire_left_frames(frame_sp);
  const auto a = reinterpret_cast<std::uint64_t>(addr), z = a + size;
  ThreadRecord& t = cur();
  auto& dead = t.dead_locals;
  // In place, no allocation (a loop calling a function re-enters its frame every time):
  // ranges inside [a, z) go, ranges reaching past it keep the parts outside.
  for (std::size_t i = 0; i < dead.size();) {
    auto& [begin, end] = dead[i];
    if (end <= a || begin >= z) {
      ++i;
    } else if (begin < a && end > z) {
      const std::uint64_t tail = end;
      end = a;
      dead.emplace_back(z, tail);  // may reallocate: `begin`/`end` are not used after this
      ++i;
    } else if (begin < a) {
      end = a;
      ++i;
    } else if (end > z) {
      begin = z;
      ++i;
    } else {
      dead[i] = dead.back();
      dead.pop_back();
    }
  }
  const ThreadRecord::EscapedLocal local{a, z, frame_sp};
  if (t.escaped_locals.empty() || t.escaped_locals.back() != local) t.escaped_locals.push_back(local);
}

void Runtime::mark_local_dead(std::uint64_t begin, std::uint64_t end) {
  // A bound on the ranges kept: forgetting the oldest only misses reports.
  constexpr std::size_t kMaxDeadLocals = 64;
  auto& dead = cur().dead_locals;
  if (!dead.empty() && dead.back() == std::pair{begin, end}) return;  // a loop's calls
  if (dead.size() >= kMaxDeadLocals) dead.erase(dead.begin());
  dead.emplace_back(begin, end);
}

// A frame deeper than the one running now (a lower entry stack pointer) is gone: a longjmp
// or an exception left it without running its returns, so its locals never ended. Before,
// they stayed live for good, and another thread's write landed unseen in whatever frame
// covered them later.
void Runtime::retire_left_frames(std::uint64_t frame) {
  auto& live = cur().escaped_locals;
  if (live.empty()) return;
  // Only frames on the thread's own stack compare (code on another stack, such as a
  // ucontext's, says nothing about them).
  const StackPool::Stack& own = stacks_.stack(current_);
  if (frame < reinterpret_cast<std::uint64_t>(own.base) || frame >= reinterpret_cast<std::uint64_t>(own.top())) return;
  while (!live.empty() && live.back().frame < frame) {
    mark_local_dead(live.back().begin, live.back().end);
    live.pop_back();
  }
}

void Runtime::frame_local_end(const void* addr, std::uint64_t size, const void* frame) {
  if (!executing_ || size == 0) return;
  const auto frame_sp = reinterpret_cast<std::uint64_t>(frame);
  retire_left_frames(frame_sp);
  const auto a = reinterpret_cast<std::uint64_t>(addr);
  auto& live = cur().escaped_locals;
  const ThreadRecord::EscapedLocal local{a, a + size, frame_sp};
  for (std::size_t i = live.size(); i-- > 0 && live[i].frame == frame_sp;) {
    if (live[i] != local) continue;
    live.erase(live.begin() + static_cast<std::ptrdiff_t>(i));
    break;
  }
  mark_local_dead(a, a + size);
}

void Runtime::frame_resumed(const void* frame) {
  if (executing_) retire_left_frames(reinterpret_cast<std::uint64_t>(frame));
}

// Dynamic blocks (VLAs, alloca) lie below their frame's entry stack pointer; a
// stackrestore to `below` frees those under it, a return all of them. Before, they began
// and never ended: another thread's access after their scope or function ended was seen
// only while no later call covered them.
void Runtime::frame_release(const void* frame, const void* below) {
  if (!executing_) return;
  const auto frame_sp = reinterpret_cast<std::uint64_t>(frame);
  const auto limit = reinterpret_cast<std::uint64_t>(below);
  retire_left_frames(frame_sp);
  auto& live = cur().escaped_locals;
  for (std::size_t i = live.size(); i-- > 0 && live[i].frame == frame_sp;) {
    if (live[i].begin >= limit) continue;
    mark_local_dead(live[i].begin, live[i].end);
    live.erase(live.begin() + static_cast<std::ptrdiff_t>(i));
  }
}

}  // namespace braid::runtime
