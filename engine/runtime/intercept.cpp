// Replacements for library functions, bound by name in the JIT (see intercept.h). Each
// forwards to the Runtime of the calling OS thread; outside an execution (static
// constructors) they behave like the library.
#include "runtime/intercept.h"

#include <pthread.h>
#include <semaphore.h>
#include <sys/time.h>
#include <unistd.h>

#include <ctime>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>

#include <algorithm>
#include <cerrno>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

#include "runtime/hooks.h"
#include "runtime/process_guard.h"
#include "runtime/runtime.h"

namespace braid::runtime {
namespace {

Runtime& rt() { return *Runtime::current(); }

// ---- threads and mutexes ----
int r_pthread_create(pthread_t* handle, const pthread_attr_t* attr, void* (*start)(void*), void* arg) {
  std::uint64_t h = 0;
  std::size_t guard = 0;
  if (attr) pthread_attr_getguardsize(rt().thread_attributes(attr, false), &guard);
  int r = rt().thread_create(&h, start, arg, attr ? rt().requested_stack_size(attr) : 0, guard);
  if (handle) {
    *handle = static_cast<pthread_t>(h);
    rt().heap_mark_initialised(handle, sizeof *handle);
  }
  // Of the attributes the detach state matters to the model, the stack size to the run.
  int detach = PTHREAD_CREATE_JOINABLE;
  if (r == 0 && attr && pthread_attr_getdetachstate(rt().thread_attributes(attr, false), &detach) == 0 &&
      detach == PTHREAD_CREATE_DETACHED)
    rt().thread_created_detached(h);
  return r;
}
// A blocking cancellation point (runtime/cancel_state.cpp): the cancel cell is read before
// and after the wait. (Only in a program that calls pthread_cancel; a no-op otherwise.)
// `how` / `wake`: how a request ends the wait (Runtime::CancelWake), on which byte (the
// condition variable's token byte 0, the semaphore; a join names the joined thread's end
// cell itself, Runtime::await_thread_end).
template <typename Wait>
int in_cancel_wait(Wait wait, Runtime::CancelWake how, const void* wake = nullptr) {
  rt().enter_cancel_wait(how, reinterpret_cast<std::uint64_t>(wake));
  const int rc = wait();
  rt().leave_cancel_wait();
  return rc;
}
int r_pthread_join(pthread_t handle, void** retval) {
  // A request wakes it through the joined thread's end cell, which thread_join names.
  return in_cancel_wait([&] { return rt().thread_join(handle, retval); }, Runtime::CancelWake::Event);
}
void r_pthread_exit(void* retval) { rt().thread_exit(retval); }
pthread_t r_pthread_self() { return static_cast<pthread_t>(rt().thread_self()); }
int r_pthread_equal(pthread_t a, pthread_t b) { return a == b; }
int r_pthread_detach(pthread_t handle) { return rt().thread_detach(handle); }
// Functions that take a thread handle: braid's handles are not glibc's thread descriptors,
// so none of these may reach glibc.
int r_pthread_setname_np(pthread_t t, const char* name) { return rt().set_thread_name(t, name); }
int r_pthread_getname_np(pthread_t t, char* buffer, std::size_t size) { return rt().get_thread_name(t, buffer, size); }
int r_pthread_setschedparam(pthread_t t, int, const struct sched_param*) { return rt().thread_exists(t) ? 0 : ESRCH; }
int r_pthread_getschedparam(pthread_t t, int* policy, struct sched_param* param) {
  if (!rt().thread_exists(t)) return ESRCH;
  if (policy) *policy = SCHED_OTHER;
  if (param) param->sched_priority = 0;
  return 0;
}
int r_pthread_setschedprio(pthread_t t, int) { return rt().thread_exists(t) ? 0 : ESRCH; }
int r_pthread_setaffinity_np(pthread_t t, std::size_t, const cpu_set_t*) { return rt().thread_exists(t) ? 0 : ESRCH; }
int r_pthread_getaffinity_np(pthread_t t, std::size_t size, cpu_set_t* set) {
  if (!rt().thread_exists(t)) return ESRCH;
  CPU_ZERO_S(size, set);
  CPU_SET_S(0, size, set);
  return 0;
}
// The thread's stack as its program frames get it: the size it asked for (or the default,
// RLIMIT_STACK's), from the lowest address its frames may use up to the top of braid's
// stack for it; the guard size of its attribute (glibc's page otherwise). Which memory the
// guard is, is braid's: a region below the stack's margin (docs/runtime.md, trust23).
int r_pthread_getattr_np(pthread_t t, pthread_attr_t* attr) {
  if (!rt().thread_exists(t)) return ESRCH;
  pthread_attr_t* host = rt().thread_attributes(attr, true);
  // The stack the thread really runs on, its fiber's: a conservative collector or a depth
  // guard reads these bounds, and a local must lie inside them (default attributes said
  // size 0: a false assertion, audit20_getattr_np_stack_bounds_hold_local.c).
  const auto thread = static_cast<ThreadId>(static_cast<std::uint64_t>(t) - 1);
  auto [low, size] = rt().thread_stack(thread);
  if (low) {
    pthread_attr_setstack(host, low, size);
    rt().set_requested_stack_size(attr, size);
  }
  const std::size_t guard = rt().thread_guard_size(thread);
  pthread_attr_setguardsize(host, guard ? guard : static_cast<std::size_t>(sysconf(_SC_PAGESIZE)));
  return 0;
}
// pthread_attr_*: glibc's functions run on the host object standing for the program's
// (Runtime::thread_attributes: the program's may be a 32-bit target's smaller layout).
int r_pthread_attr_init(pthread_attr_t* attr) {
  rt().thread_attributes(attr, true);
  return 0;
}
int r_pthread_attr_destroy(pthread_attr_t* attr) {
  rt().forget_thread_attributes(attr);
  return 0;
}
template <auto F>
struct OnHostThreadAttributes;
template <typename Attr, typename... Args, int (*F)(Attr*, Args...)>
struct OnHostThreadAttributes<F> {
  static int call(Attr* attr, Args... args) { return F(rt().thread_attributes(attr, false), args...); }
};
// The stack size is glibc's to check (EINVAL below PTHREAD_STACK_MIN) and braid's to apply:
// the thread runs on a stack of that size (Runtime::prime). With pthread_attr_setstack the
// program's own memory is not used as the stack, only its size (docs/runtime.md, trust22).
int r_pthread_attr_setstacksize(pthread_attr_t* attr, std::size_t size) {
  const int rc = pthread_attr_setstacksize(rt().thread_attributes(attr, false), size);
  if (rc == 0) rt().set_requested_stack_size(attr, size);
  return rc;
}
int r_pthread_attr_setstack(pthread_attr_t* attr, void* addr, std::size_t size) {
  const int rc = pthread_attr_setstack(rt().thread_attributes(attr, false), addr, size);
  if (rc == 0) rt().set_requested_stack_size(attr, size);
  return rc;
}
[[noreturn]] void refuse(const char* what);
int r_pthread_kill(pthread_t t, int sig) {
  if (sig != 0) refuse("pthread_kill() with a signal");
  return rt().thread_exists(t) ? 0 : ESRCH;  // signal 0 only checks that the thread exists
}
int r_pthread_tryjoin_np(pthread_t, void**) { refuse("pthread_tryjoin_np()"); }
int r_pthread_timedjoin_np(pthread_t, void**, const struct timespec*) { refuse("pthread_timedjoin_np()"); }
int r_pthread_clockjoin_np(pthread_t, void**, clockid_t, const struct timespec*) { refuse("pthread_clockjoin_np()"); }
int r_pthread_mutex_init(pthread_mutex_t* m, const pthread_mutexattr_t* attr) {
  int type = PTHREAD_MUTEX_NORMAL;
  if (attr) pthread_mutexattr_gettype(attr, &type);
  // Keep glibc's kind field consistent too: mutex_state() reads it for a mutex first seen in
  // an execution. Not glibc's pthread_mutex_init: it writes the host's 40 bytes, and a task
  // preprocessed for a 32-bit target declares a 24-byte pthread_mutex_t (it overwrote the
  // fields after the mutex: audit16_sv_ilp32_*). The fields written all lie in those 24 bytes.
  static_assert(offsetof(pthread_mutex_t, __data.__kind) + sizeof(int) <= 24);
  m->__data.__lock = 0;
  m->__data.__count = 0;
  m->__data.__owner = 0;
  m->__data.__nusers = 0;
  m->__data.__kind = type;
  return rt().mutex_init(m, type);
}
int r_pthread_mutex_lock(pthread_mutex_t* m) { return rt().mutex_lock(m, false); }
int r_pthread_mutex_trylock(pthread_mutex_t* m) {
  rt().note_lone_trylock(reinterpret_cast<std::uint64_t>(m));
  return rt().mutex_lock(m, true);
}
// std::lock<L...> (instrument/lock_all.cpp): `count` lockables follow, each a mutex or (bit
// set in `unique_lock_mask`) a std::unique_lock of one. 0: let the original body run (a
// unique_lock without a mutex or already owning one throws there; a mutex named twice).
int r_lock_all(std::uint32_t count, std::uint64_t unique_lock_mask, ...) {
  struct UniqueLockLayout {  // libstdc++'s std::unique_lock<M>
    void* device;
    bool owns;
  };
  std::vector<void*> lockables(count);
  std::va_list args;
  va_start(args, unique_lock_mask);
  for (void*& l : lockables) l = va_arg(args, void*);
  va_end(args);
  std::vector<std::uint64_t> mutexes;
  for (std::uint32_t i = 0; i < count; ++i) {
    void* device = lockables[i];
    if (unique_lock_mask >> i & 1) {
      const auto* ul = static_cast<const UniqueLockLayout*>(lockables[i]);
      if (!ul->device || ul->owns) return 0;
      device = ul->device;
    }
    mutexes.push_back(reinterpret_cast<std::uint64_t>(device));
  }
  std::vector<std::uint64_t> distinct = mutexes;
  std::sort(distinct.begin(), distinct.end());
  if (std::adjacent_find(distinct.begin(), distinct.end()) != distinct.end()) return 0;
  if (!rt().executing()) return 0;
  rt().lock_all(std::move(mutexes));
  for (std::uint32_t i = 0; i < count; ++i)
    if (unique_lock_mask >> i & 1) static_cast<UniqueLockLayout*>(lockables[i])->owns = true;
  rt().note_effect();
  return 1;
}
// Timed acquisitions may time out while another thread holds the object (timed_locks.cpp).
int r_pthread_mutex_timedlock(pthread_mutex_t* m, const struct timespec* t) {
  rt().note_lone_trylock(reinterpret_cast<std::uint64_t>(m));  // a timeout observes the mutex held
  return rt().mutex_timedlock(m, t);
}
int r_pthread_mutex_clocklock(pthread_mutex_t* m, clockid_t, const struct timespec* t) {
  return rt().mutex_timedlock(m, t);
}
int r_pthread_mutex_unlock(pthread_mutex_t* m) { return rt().mutex_unlock(m, Runtime::UnlockErrors::PosixObserved); }
// A pthread_mutex_unlock whose result the program does not use (instrument/unused_results.cpp).
int r_pthread_mutex_unlock_unchecked(pthread_mutex_t* m) {
  return rt().mutex_unlock(m, Runtime::UnlockErrors::PosixIgnored);
}
int r_pthread_mutex_destroy(pthread_mutex_t* m) { return rt().mutex_destroy(m); }
int r_sched_yield() { return 0; }
// No real time passes; each is a cancellation point (runtime/cancel_state.cpp).
unsigned r_sleep(unsigned) {
  rt().cancellation_point();
  return 0;
}
int r_usleep(unsigned) {
  rt().cancellation_point();
  return 0;
}
int r_nanosleep(const struct timespec*, struct timespec*) {
  rt().cancellation_point();
  return 0;
}

// ---- verification API and termination ----
void r_assert_fail(const char* expr, const char* file, unsigned line, const char* func) {
  if (!Runtime::current() || !rt().executing()) std::abort();
  rt().fail(BugKind::Assertion, std::string("assertion `") + expr + "` failed", 0);
}
void r_verifier_error() { rt().fail(BugKind::Assertion, "__VERIFIER_error() reached", 0); }
void r_reach_error() { rt().fail(BugKind::Assertion, "reach_error() reached", 0); }
void r_abort() {
  if (!Runtime::current() || !rt().executing()) std::abort();
  rt().fail(BugKind::Abort, "abort() called", 0);
}
void r_exit(int status) {
  if (!Runtime::current() || !rt().executing()) std::exit(status);
  rt().exit_program(status);
}
void r_exit_now(int status) {  // _exit, _Exit: no handlers
  if (!Runtime::current() || !rt().executing()) std::_Exit(status);
  rt().exit_program(status, Runtime::ExitHandlers::None);
}
void r_quick_exit(int status) {  // at_quick_exit's handlers, not atexit's
  if (!Runtime::current() || !rt().executing()) std::_Exit(status);
  rt().exit_program(status, Runtime::ExitHandlers::AtQuickExit);
}
int r_at_quick_exit(void (*handler)()) {
  Runtime* r = Runtime::current();
  return r ? r->register_quick_exit_handler(handler) : -1;
}
void r_verifier_assume(int cond) { rt().assume(cond != 0); }
void r_atomic_begin() { rt().atomic_begin(); }
void r_atomic_end() { rt().atomic_end(); }
// __VERIFIER_nondet_*: the value the exploration's assignment gives the call's slot
// (model/nondet.h; engine/check enumerates the assignments). Returned in a 64-bit register
// with the value's sign or zero extension, which is what the caller of a narrower type reads.
template <NondetType type>
long r_nondet() {
  if (Runtime* r = Runtime::current()) return static_cast<long>(r->nondet_value(type));
  return 0;
}
// Results returned in other registers than rax (xmm0, rax:rdx).
double r_nondet_double() { return static_cast<double>(r_nondet<NondetType::Double>()); }
float r_nondet_float() { return static_cast<float>(r_nondet<NondetType::Float>()); }
__int128 r_nondet_int128() { return r_nondet<NondetType::Long>(); }
unsigned __int128 r_nondet_uint128() {
  return static_cast<unsigned __int128>(static_cast<unsigned long>(r_nondet<NondetType::ULong>()));
}

[[noreturn]] void refuse(const char* what) {
  rt().fail(BugKind::Unsupported,
            std::string(what) + " is not supported by braid: the program cannot be verified past this call",
            0);
}
#define BRAID_REFUSE(fn) \
  int r_refuse_##fn() { refuse(#fn "()"); }
BRAID_REFUSE(fork)
BRAID_REFUSE(vfork)
BRAID_REFUSE(execv)
BRAID_REFUSE(execve)
BRAID_REFUSE(execvp)
BRAID_REFUSE(execl)
BRAID_REFUSE(execlp)
BRAID_REFUSE(system)
BRAID_REFUSE(popen)
#undef BRAID_REFUSE

// ---- primitives modelled in runtime/primitives.cpp ----
int r_cond_init(pthread_cond_t* c, const pthread_condattr_t*) { return rt().cond_init(c, false); }
int r_cond_destroy(pthread_cond_t* c) { return rt().cond_init(c, true); }
int r_cond_wait(pthread_cond_t* c, pthread_mutex_t* m) {
  return in_cancel_wait([&] { return rt().cond_wait(c, m, false, /*posix_errors=*/true); }, Runtime::CancelWake::Event, c);
}
int r_cond_timedwait(pthread_cond_t* c, pthread_mutex_t* m, const struct timespec* abstime) {
  const int rc = in_cancel_wait([&] { return rt().cond_wait(c, m, true, /*posix_errors=*/true); }, Runtime::CancelWake::Event, c);
  if (rc == ETIMEDOUT) rt().clock_reach(abstime);
  return rc;
}
int r_cond_signal(pthread_cond_t* c) { return rt().cond_signal(c, false); }
int r_cond_broadcast(pthread_cond_t* c) { return rt().cond_signal(c, true); }
int r_sem_init(sem_t* s, int, unsigned value) { return rt().sem_init(s, value); }
int r_sem_destroy(sem_t* s) { return rt().sem_destroy(s); }
int r_sem_wait(sem_t* s) {
  return in_cancel_wait([&] { return rt().sem_wait(s, false); }, Runtime::CancelWake::Event, s);
}
int r_sem_timedwait(sem_t* s, const struct timespec* t) {
  return in_cancel_wait([&] { return rt().sem_timedwait(s, t); }, Runtime::CancelWake::NeverBlocks);
}
int r_sem_clockwait(sem_t* s, clockid_t, const struct timespec* t) {
  return in_cancel_wait([&] { return rt().sem_timedwait(s, t); }, Runtime::CancelWake::NeverBlocks);
}
int r_sem_trywait(sem_t* s) { return rt().sem_wait(s, true); }
int r_sem_post(sem_t* s) { return rt().sem_post(s); }
int r_sem_getvalue(sem_t* s, int* v) { return rt().sem_getvalue(s, v); }
int r_rwlock_init(pthread_rwlock_t* l, const pthread_rwlockattr_t*) { return rt().rwlock_init(l); }
int r_rwlock_destroy(pthread_rwlock_t* l) { return rt().rwlock_destroy(l); }
int r_rwlock_rdlock(pthread_rwlock_t* l) { return rt().rwlock_lock(l, false, false); }
int r_rwlock_wrlock(pthread_rwlock_t* l) { return rt().rwlock_lock(l, true, false); }
int r_rwlock_tryrdlock(pthread_rwlock_t* l) { return rt().rwlock_lock(l, false, true); }
int r_rwlock_trywrlock(pthread_rwlock_t* l) { return rt().rwlock_lock(l, true, true); }
int r_rwlock_unlock(pthread_rwlock_t* l) { return rt().rwlock_unlock(l); }
int r_rwlock_timedrdlock(pthread_rwlock_t* l, const struct timespec* t) { return rt().rwlock_timedlock(l, false, t); }
int r_rwlock_timedwrlock(pthread_rwlock_t* l, const struct timespec* t) { return rt().rwlock_timedlock(l, true, t); }
int r_rwlock_clockrdlock(pthread_rwlock_t* l, clockid_t, const struct timespec* t) {
  return rt().rwlock_timedlock(l, false, t);
}
int r_rwlock_clockwrlock(pthread_rwlock_t* l, clockid_t, const struct timespec* t) {
  return rt().rwlock_timedlock(l, true, t);
}
int r_barrier_init(pthread_barrier_t* b, const pthread_barrierattr_t*, unsigned count) { return rt().barrier_init(b, count); }
int r_barrier_destroy(pthread_barrier_t* b) { return rt().barrier_destroy(b); }
int r_barrier_wait(pthread_barrier_t* b) { return rt().barrier_wait(b, true); }
int r_barrier_wait_unobserved(pthread_barrier_t* b) { return rt().barrier_wait(b, false); }
int r_spin_init(pthread_spinlock_t*, int) { return 0; }
int r_spin_destroy(pthread_spinlock_t*) { return 0; }
int r_spin_lock(pthread_spinlock_t* l) { return rt().spin_lock(const_cast<int*>(l), false); }
int r_spin_trylock(pthread_spinlock_t* l) { return rt().spin_lock(const_cast<int*>(l), true); }
int r_spin_unlock(pthread_spinlock_t* l) { return rt().spin_unlock(const_cast<int*>(l)); }
int r_once(pthread_once_t* control, void (*init)()) { return rt().once(control, init); }
int r_key_create(pthread_key_t* key, void (*destructor)(void*)) { return rt().key_create(key, destructor); }
int r_key_delete(pthread_key_t key) { return rt().key_delete(key); }
void* r_getspecific(pthread_key_t key) { return rt().get_specific(key); }
int r_setspecific(pthread_key_t key, const void* v) { return rt().set_specific(key, v); }
int r_rand() { return rt().rand_next(); }
void r_srand(unsigned seed) { rt().rand_seed(seed); }
long r_random() { return rt().rand_next(); }
void r_srandom(unsigned seed) { rt().rand_seed(seed); }
// srand / srandom of a seed that is not a constant (instrument/input_seeds.cpp): the seed
// comes from the clock, the pid, ... which differ between real runs.
void r_srand_from_input(unsigned seed) {
  if (Runtime* r = Runtime::current()) r->note_nondet(kFixedRandSeed);
  rt().rand_seed(seed);
}
int r_rand_r(unsigned* state) {
  *state = *state * 1103515245u + 12345u;
  return static_cast<int>((*state / 65536u) % 32768u);
}
time_t r_time(time_t* out) {
  const time_t t = static_cast<time_t>(rt().clock_next_ns() / 1'000'000'000LL);
  if (out) *out = t;
  return t;
}
int r_clock_gettime(clockid_t, struct timespec* ts) {
  const long long ns = rt().clock_next_ns();
  ts->tv_sec = static_cast<time_t>(ns / 1'000'000'000LL);
  ts->tv_nsec = static_cast<long>(ns % 1'000'000'000LL);
  return 0;
}
int r_gettimeofday(struct timeval* tv, void*) {
  const long long ns = rt().clock_next_ns();
  if (tv) {
    tv->tv_sec = static_cast<time_t>(ns / 1'000'000'000LL);
    tv->tv_usec = static_cast<suseconds_t>((ns % 1'000'000'000LL) / 1000);
  }
  return 0;
}
// A clock read whose value only computes the deadline of timed waits in an await loop
// (instrument/await_loops.cpp, deadline_from_clock): the waits ignore the seconds and only check
// tv_nsec's validity, and no real time passes for them (timed_locks.cpp), so nothing the
// program does depends on the time read. Answered with the clock's reading at the start of
// the execution (0), without advancing the clock and without an effect: an iteration that
// differs from the previous one only by the time it read is a repetition, and the retry
// waits for what it polls (trust29). A later clock_reach of a timed-out wait keeps the clock
// monotonic for every other reading.
int r_clock_gettime_for_deadline(clockid_t, struct timespec* ts) {
  ts->tv_sec = 0;
  ts->tv_nsec = 0;
  return 0;
}
int r_gettimeofday_for_deadline(struct timeval* tv, void*) {
  if (tv) {
    tv->tv_sec = 0;
    tv->tv_usec = 0;
  }
  return 0;
}
clock_t r_clock() { return static_cast<clock_t>(rt().clock_next_ns() / 1000); }

int r_cond_clockwait(pthread_cond_t* c, pthread_mutex_t* m, clockid_t, const struct timespec* abstime) {
  const int rc = in_cancel_wait([&] { return rt().cond_wait(c, m, true, /*posix_errors=*/true); }, Runtime::CancelWake::Event, c);
  if (rc == ETIMEDOUT) rt().clock_reach(abstime);  // one clock for every clock id
  return rc;
}

// ---- C++ threads: libstdc++ starts and joins std::thread inside libstdc++.so, whose calls
// to pthread_create/join the JIT cannot redirect, so its entry points are replaced. ----
void* run_std_thread_state(void* state) {
  std::unique_ptr<std::thread::_State> owned(static_cast<std::thread::_State*>(state));
  owned->_M_run();
  return nullptr;
}
// std::thread::_M_start_thread(unique_ptr<_State>, void(*)()): the unique_ptr is passed
// by invisible reference (it is not trivially copyable).
void r_std_thread_start(std::thread* self, std::unique_ptr<std::thread::_State>* state, void (*)()) {
  std::uint64_t handle = 0;
  std::thread::_State* raw = state->release();
  if (rt().thread_create(&handle, run_std_thread_state, raw) != 0) {
    delete raw;
    throw std::system_error(std::make_error_code(std::errc::resource_unavailable_try_again));
  }
  // std::thread::id wraps the native handle.
  *reinterpret_cast<std::thread::native_handle_type*>(self) = static_cast<std::thread::native_handle_type>(handle);
}
void r_std_thread_join(std::thread* self) {
  auto* id = reinterpret_cast<std::thread::native_handle_type*>(self);
  if (*id == 0) throw std::system_error(std::make_error_code(std::errc::invalid_argument));
  rt().thread_join(*id, nullptr);
  *id = 0;
}
void r_std_thread_detach(std::thread* self) {
  auto* id = reinterpret_cast<std::thread::native_handle_type*>(self);
  if (*id == 0) throw std::system_error(std::make_error_code(std::errc::invalid_argument));
  rt().thread_detach(*id);
  *id = 0;
}
// std::condition_variable's members live in libstdc++.so too; its address is the key.
void r_std_cv_wait(void* self, std::unique_lock<std::mutex>* lock) {
  rt().cond_wait(self, lock->mutex()->native_handle(), false);
}
void r_std_cv_notify_one(void* self) { rt().cond_signal(self, false); }
void r_std_cv_notify_all(void* self) { rt().cond_signal(self, true); }

// ---- heap ----
// malloc'ed bytes are uninitialised until written (reads of them are reported).
void* r_malloc(std::size_t n) { return rt().heap_allocate(n ? n : 1, 16, false); }
void* r_calloc(std::size_t n, std::size_t size) {
  if (size && n > SIZE_MAX / size) return nullptr;
  const std::size_t bytes = n * size;
  return rt().heap_allocate(bytes != 0 ? bytes : 1);  // arena memory is zeroed
}
void r_free(void* p) { rt().heap_free(p); }
void* r_realloc(void* p, std::size_t n) {
  if (!p) return r_malloc(n);
  const std::size_t old = rt().heap_block_size(p);
  void* q = r_malloc(n);
  if (q) {
    std::memcpy(q, p, old < n ? old : n);
    rt().heap_mark_initialised(q, old < n ? old : n);
  }
  rt().heap_free(p);
  return q;
}
int r_posix_memalign(void** out, std::size_t align, std::size_t n) {
  void* p = rt().heap_allocate(n ? n : 1, align, false);
  if (!p) return ENOMEM;
  *out = p;
  return 0;
}
void* r_aligned_alloc(std::size_t align, std::size_t n) { return rt().heap_allocate(n ? n : 1, align, false); }
char* r_strdup(const char* s) {
  const std::size_t n = std::strlen(s) + 1;
  auto* p = static_cast<char*>(r_malloc(n));
  if (p) {
    std::memcpy(p, s, n);
    rt().heap_mark_initialised(p, n);
  }
  return p;
}
char* r_strndup(const char* s, std::size_t max) {
  const std::size_t n = strnlen(s, max);
  auto* p = static_cast<char*>(r_malloc(n + 1));
  if (p) {
    std::memcpy(p, s, n);
    p[n] = 0;
    rt().heap_mark_initialised(p, n + 1);
  }
  return p;
}
void* r_operator_new(std::size_t n) {
  // Not tracked for uninitialised reads: C++ objects are often initialised by constructors
  // compiled into libstdc++.so, whose stores braid does not see.
  void* p = rt().heap_allocate(n ? n : 1);
  if (!p) throw std::bad_alloc();
  return p;
}
void r_operator_delete(void* p) { r_free(p); }
void r_operator_delete_sized(void* p, std::size_t) { r_free(p); }

// ---- output capture: what the program prints belongs to its execution's report ----
bool capturing(FILE* stream) {
  Runtime* r = Runtime::current();
  // Outside an execution, program code runs after the runtime attached only as the static
  // constructors run again before each execution (runtime/static_init.cpp): theirs too.
  return r && (r->executing() || r->static_init_each_execution()) && (stream == stdout || stream == stderr);
}
int capture_vprintf(FILE* stream, const char* fmt, va_list ap) {
  if (!capturing(stream)) return std::vfprintf(stream, fmt, ap);
  char small[512];
  va_list copy;
  va_copy(copy, ap);
  int n = std::vsnprintf(small, sizeof small, fmt, copy);
  va_end(copy);
  if (n < 0) return n;
  if (static_cast<std::size_t>(n) < sizeof small) {
    rt().append_output(small, static_cast<std::size_t>(n));
  } else {
    std::string big(static_cast<std::size_t>(n) + 1, '\0');
    std::vsnprintf(big.data(), big.size(), fmt, ap);
    rt().append_output(big.data(), static_cast<std::size_t>(n));
  }
  return n;
}
int r_printf(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = capture_vprintf(stdout, fmt, ap);
  va_end(ap);
  return n;
}
int r_fprintf(FILE* f, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = capture_vprintf(f, fmt, ap);
  va_end(ap);
  return n;
}
int r_vprintf(const char* fmt, va_list ap) { return capture_vprintf(stdout, fmt, ap); }
int r_vfprintf(FILE* f, const char* fmt, va_list ap) { return capture_vprintf(f, fmt, ap); }
int r_puts(const char* s) {
  if (!capturing(stdout)) return std::puts(s);
  rt().append_output(s, std::strlen(s));
  rt().append_output("\n", 1);
  return 1;
}
int r_fputs(const char* s, FILE* f) {
  if (!capturing(f)) return std::fputs(s, f);
  rt().append_output(s, std::strlen(s));
  return 1;
}
int r_fputc(int c, FILE* f) {
  if (!capturing(f)) return std::fputc(c, f);
  char ch = static_cast<char>(c);
  rt().append_output(&ch, 1);
  return c & 0xff;
}
int r_putchar(int c) { return r_fputc(c, stdout); }
std::size_t r_fwrite(const void* p, std::size_t size, std::size_t n, FILE* f) {
  if (!capturing(f)) return std::fwrite(p, size, n, f);
  rt().append_output(static_cast<const char*>(p), size * n);
  return n;
}
int r_fflush(FILE* f) { return capturing(f) || f == nullptr ? 0 : std::fflush(f); }

// ---- instrumentation hooks (hooks.h) ----
void h_load(const void* a, std::uint64_t s, std::uint32_t f, std::uint32_t loc) {
  if (Runtime* r = Runtime::current()) r->on_load(a, s, f, loc);
}
void h_store(void* a, std::uint64_t s, std::uint64_t v, std::uint32_t f, std::uint32_t loc) {
  if (Runtime* r = Runtime::current()) r->on_store(a, s, v, f, loc);
}
void h_rmw(void* a, std::uint64_t s, std::uint64_t v, std::uint32_t op, std::uint32_t f, std::uint32_t loc) {
  if (Runtime* r = Runtime::current()) r->on_rmw(a, s, v, op, loc, f);
}
void h_cmpxchg(void* a, std::uint64_t s, std::uint64_t e, std::uint64_t d, std::uint32_t f, std::uint32_t loc) {
  if (Runtime* r = Runtime::current()) r->on_cmpxchg(a, s, e, d, loc, f);
}
void h_fence(std::uint32_t kind) {
  if (Runtime* r = Runtime::current()) r->on_fence(kind);
}
// memcpy and memmove: a read of the source, then a write of the destination.
void note_copy(void* dst, const void* src, std::uint64_t n, std::uint32_t loc) {
  Runtime* r = Runtime::current();
  if (r && n) {
    r->on_load(src, n, Runtime::kAccessCopy, loc);
    r->on_copy_store(dst, src, n, 0, loc);
  }
}
void h_memcpy(void* dst, const void* src, std::uint64_t n, std::uint32_t loc) {
  note_copy(dst, src, n, loc);
  std::memcpy(dst, src, n);
}
void h_memmove(void* dst, const void* src, std::uint64_t n, std::uint32_t loc) {
  note_copy(dst, src, n, loc);
  std::memmove(dst, src, n);
}
void h_memset(void* dst, std::int32_t byte, std::uint64_t n, std::uint32_t loc) {
  Runtime* r = Runtime::current();
  // The value written is the byte repeated (as far as an event's value goes: 8 bytes).
  const std::uint64_t repeated = static_cast<std::uint8_t>(byte) * 0x0101010101010101ULL;
  const std::uint64_t value = n >= 8 ? repeated : repeated & ((1ULL << (n * 8)) - 1);
  if (r && n) r->on_store(dst, n, value, 0, loc);
  std::memset(dst, byte, n);
}
void h_callsite(std::uint32_t loc) {
  if (Runtime* r = Runtime::current()) r->set_callsite(loc);
}
void h_loop_tick(std::uint32_t loc) {
  if (Runtime* r = Runtime::current()) r->loop_tick(loc);
}
// (The limit is nonzero only while a program thread of the current runtime runs.)
void h_stack_overflow() { Runtime::current()->report_stack_overflow(); }
void h_nondet_domain(const std::uint64_t* patterns, std::uint64_t count, std::uint32_t exhaustive) {
  if (Runtime* r = Runtime::current()) r->set_next_nondet_domain(patterns, count, exhaustive != 0);
}
void h_nondet_domain_alone(const std::uint64_t* patterns, std::uint64_t count, std::uint32_t exhaustive) {
  if (Runtime* r = Runtime::current(); r && r->alone()) r->set_next_nondet_domain(patterns, count, exhaustive != 0);
}
std::uint64_t h_await_reset() {
  Runtime* r = Runtime::current();
  return r ? r->await_reset() : 0;
}
std::uint64_t h_await_latch(std::uint64_t token, std::uint32_t loc, std::uint32_t locals_unchanged,
                            std::uint32_t state_words, std::uint64_t state0, std::uint64_t state1,
                            std::uint64_t state2, std::uint64_t state3) {
  static_assert(BRAID_AWAIT_STATE_WORDS == 4);
  Runtime* r = Runtime::current();
  // The caller's frame lies above this function's frame and return address.
  const auto frame_floor = reinterpret_cast<std::uint64_t>(__builtin_frame_address(0)) + 2 * sizeof(void*);
  const Runtime::AwaitState state{{state0, state1, state2, state3}, std::min<std::uint32_t>(state_words, 4)};
  return r ? r->await_latch(token, loc, locals_unchanged != 0, frame_floor, &state) : 0;
}
void h_local_effect() {
  if (Runtime* r = Runtime::current()) r->note_effect();
}
void* h_tls_address(void* g, std::uint64_t size) {
  Runtime* r = Runtime::current();
  return r ? r->tls_address(g, size) : g;
}

// glibc's `__libc_single_threaded` (read by libstdc++'s shared_ptr, locale and string code
// to skip atomic operations) describes braid's host process, whose real threads come and go
// (workers, the watchdog): the program would take the non-atomic path in some executions and
// not others, and race with itself. A program under braid may always have other threads:
// it reads "not single-threaded", constant (read-only; applications must not write it).
const char kNotSingleThreaded = 0;

const InterceptedSymbol kSymbols[] = {
    {"__libc_single_threaded", const_cast<char*>(&kNotSingleThreaded)},
    {"__braid_load", fn(h_load)},
    {"__braid_store", fn(h_store)},
    {"__braid_rmw", fn(h_rmw)},
    {"__braid_cmpxchg", fn(h_cmpxchg)},
    {"__braid_fence", fn(h_fence)},
    {"__braid_memcpy", fn(h_memcpy)},
    {"__braid_memmove", fn(h_memmove)},
    {"__braid_memset", fn(h_memset)},
    {"__braid_callsite", fn(h_callsite)},
    {"__braid_loop_tick", fn(h_loop_tick)},
    {"__braid_stack_overflow", fn(h_stack_overflow)},
    {"__braid_tls_address", fn(h_tls_address)},
    {"__braid_nondet_domain", fn(h_nondet_domain)},
    {"__braid_nondet_domain_alone", fn(h_nondet_domain_alone)},
    {"__braid_await_reset", fn(h_await_reset)},
    {"__braid_await_latch", fn(h_await_latch)},
    {"__braid_local_effect", fn(h_local_effect)},
    {"pthread_create", fn(r_pthread_create)},
    {"pthread_join", fn(r_pthread_join)},
    {"pthread_exit", fn(r_pthread_exit)},
    {"pthread_self", fn(r_pthread_self)},
    {"pthread_equal", fn(r_pthread_equal)},
    {"pthread_detach", fn(r_pthread_detach)},
    {"pthread_setname_np", fn(r_pthread_setname_np)},
    {"pthread_getname_np", fn(r_pthread_getname_np)},
    {"pthread_setschedparam", fn(r_pthread_setschedparam)},
    {"pthread_getschedparam", fn(r_pthread_getschedparam)},
    {"pthread_setschedprio", fn(r_pthread_setschedprio)},
    {"pthread_setaffinity_np", fn(r_pthread_setaffinity_np)},
    {"pthread_getaffinity_np", fn(r_pthread_getaffinity_np)},
    {"pthread_getattr_np", fn(r_pthread_getattr_np)},
    {"pthread_attr_init", fn(r_pthread_attr_init)},
    {"pthread_attr_destroy", fn(r_pthread_attr_destroy)},
    {"pthread_attr_setdetachstate", fn(OnHostThreadAttributes<pthread_attr_setdetachstate>::call)},
    {"pthread_attr_getdetachstate", fn(OnHostThreadAttributes<pthread_attr_getdetachstate>::call)},
    {"pthread_attr_setstacksize", fn(r_pthread_attr_setstacksize)},
    {"pthread_attr_getstacksize", fn(OnHostThreadAttributes<pthread_attr_getstacksize>::call)},
    {"pthread_attr_setstack", fn(r_pthread_attr_setstack)},
    {"pthread_attr_getstack", fn(OnHostThreadAttributes<pthread_attr_getstack>::call)},
    {"pthread_attr_setguardsize", fn(OnHostThreadAttributes<pthread_attr_setguardsize>::call)},
    {"pthread_attr_getguardsize", fn(OnHostThreadAttributes<pthread_attr_getguardsize>::call)},
    {"pthread_attr_setschedpolicy", fn(OnHostThreadAttributes<pthread_attr_setschedpolicy>::call)},
    {"pthread_attr_getschedpolicy", fn(OnHostThreadAttributes<pthread_attr_getschedpolicy>::call)},
    {"pthread_attr_setschedparam", fn(OnHostThreadAttributes<pthread_attr_setschedparam>::call)},
    {"pthread_attr_getschedparam", fn(OnHostThreadAttributes<pthread_attr_getschedparam>::call)},
    {"pthread_attr_setinheritsched", fn(OnHostThreadAttributes<pthread_attr_setinheritsched>::call)},
    {"pthread_attr_getinheritsched", fn(OnHostThreadAttributes<pthread_attr_getinheritsched>::call)},
    {"pthread_attr_setscope", fn(OnHostThreadAttributes<pthread_attr_setscope>::call)},
    {"pthread_attr_getscope", fn(OnHostThreadAttributes<pthread_attr_getscope>::call)},
    {"pthread_attr_setaffinity_np", fn(OnHostThreadAttributes<pthread_attr_setaffinity_np>::call)},
    {"pthread_attr_getaffinity_np", fn(OnHostThreadAttributes<pthread_attr_getaffinity_np>::call)},
    {"pthread_attr_setsigmask_np", fn(OnHostThreadAttributes<pthread_attr_setsigmask_np>::call)},
    {"pthread_attr_getsigmask_np", fn(OnHostThreadAttributes<pthread_attr_getsigmask_np>::call)},
    {"pthread_kill", fn(r_pthread_kill)},
    {"pthread_tryjoin_np", fn(r_pthread_tryjoin_np)},
    {"pthread_timedjoin_np", fn(r_pthread_timedjoin_np)},
    {"pthread_clockjoin_np", fn(r_pthread_clockjoin_np)},
    {"pthread_mutex_clocklock", fn(r_pthread_mutex_clocklock)},
    {"pthread_mutex_init", fn(r_pthread_mutex_init)},
    {"pthread_mutex_lock", fn(r_pthread_mutex_lock)},
    {"pthread_mutex_trylock", fn(r_pthread_mutex_trylock)},
    {"pthread_mutex_timedlock", fn(r_pthread_mutex_timedlock)},
    {"pthread_mutex_unlock", fn(r_pthread_mutex_unlock)},
    {"__braid_mutex_unlock_unchecked", fn(r_pthread_mutex_unlock_unchecked)},
    {"pthread_mutex_destroy", fn(r_pthread_mutex_destroy)},
    {"pthread_yield", fn(r_sched_yield)},
    {"sched_yield", fn(r_sched_yield)},
    {"sleep", fn(r_sleep)},
    {"usleep", fn(r_usleep)},
    {"nanosleep", fn(r_nanosleep)},
    {"__assert_fail", fn(r_assert_fail)},
    {"__VERIFIER_error", fn(r_verifier_error)},
    {"reach_error", fn(r_reach_error)},
    {"abort", fn(r_abort)},
    {"exit", fn(r_exit)},
    {"_exit", fn(r_exit_now)},
    {"_Exit", fn(r_exit_now)},
    {"quick_exit", fn(r_quick_exit)},
    {"at_quick_exit", fn(r_at_quick_exit)},
    {"__VERIFIER_assume", fn(r_verifier_assume)},
    {"__VERIFIER_atomic_begin", fn(r_atomic_begin)},
    {"__VERIFIER_atomic_end", fn(r_atomic_end)},
    {"__VERIFIER_nondet_int", fn(r_nondet<NondetType::Int>)},
    {"__VERIFIER_nondet_uint", fn(r_nondet<NondetType::UInt>)},
    {"__VERIFIER_nondet_long", fn(r_nondet<NondetType::Long>)},
    {"__VERIFIER_nondet_ulong", fn(r_nondet<NondetType::ULong>)},
    {"__VERIFIER_nondet_char", fn(r_nondet<NondetType::Char>)},
    {"__VERIFIER_nondet_uchar", fn(r_nondet<NondetType::UChar>)},
    {"__VERIFIER_nondet_short", fn(r_nondet<NondetType::Short>)},
    {"__VERIFIER_nondet_ushort", fn(r_nondet<NondetType::UShort>)},
    {"__VERIFIER_nondet_bool", fn(r_nondet<NondetType::Bool>)},
    {"__VERIFIER_nondet_pointer", fn(r_nondet<NondetType::Pointer>)},
    {"__VERIFIER_nondet_size_t", fn(r_nondet<NondetType::ULong>)},
    // The rest of SV-COMP's list (ldv-races, pthread-complex and older harnesses use them).
    {"__VERIFIER_nondet_longlong", fn(r_nondet<NondetType::Long>)},
    {"__VERIFIER_nondet_ulonglong", fn(r_nondet<NondetType::ULong>)},
    {"__VERIFIER_nondet_unsigned", fn(r_nondet<NondetType::UInt>)},
    {"__VERIFIER_nondet_u8", fn(r_nondet<NondetType::UChar>)},
    {"__VERIFIER_nondet_u16", fn(r_nondet<NondetType::UShort>)},
    {"__VERIFIER_nondet_u32", fn(r_nondet<NondetType::UInt>)},
    {"__VERIFIER_nondet_u64", fn(r_nondet<NondetType::ULong>)},
    {"__VERIFIER_nondet_s8", fn(r_nondet<NondetType::Char>)},
    {"__VERIFIER_nondet_s16", fn(r_nondet<NondetType::Short>)},
    {"__VERIFIER_nondet_s32", fn(r_nondet<NondetType::Int>)},
    {"__VERIFIER_nondet_s64", fn(r_nondet<NondetType::Long>)},
    {"__VERIFIER_nondet_loff_t", fn(r_nondet<NondetType::Long>)},
    {"__VERIFIER_nondet_sector_t", fn(r_nondet<NondetType::ULong>)},
    {"__VERIFIER_nondet_pchar", fn(r_nondet<NondetType::Pointer>)},
    {"__VERIFIER_nondet_charp", fn(r_nondet<NondetType::Pointer>)},
    {"__VERIFIER_nondet_pthread_t", fn(r_nondet<NondetType::Pointer>)},
    {"__VERIFIER_nondet_float", fn(r_nondet_float)},
    {"__VERIFIER_nondet_double", fn(r_nondet_double)},
    {"__VERIFIER_nondet_int128", fn(r_nondet_int128)},
    {"__VERIFIER_nondet_uint128", fn(r_nondet_uint128)},
    {"fork", fn(r_refuse_fork)},
    {"vfork", fn(r_refuse_vfork)},
    {"execv", fn(r_refuse_execv)},
    {"execve", fn(r_refuse_execve)},
    {"execvp", fn(r_refuse_execvp)},
    {"execl", fn(r_refuse_execl)},
    {"execlp", fn(r_refuse_execlp)},
    {"system", fn(r_refuse_system)},
    {"popen", fn(r_refuse_popen)},
    {"pthread_cond_init", fn(r_cond_init)},
    {"pthread_cond_destroy", fn(r_cond_destroy)},
    {"pthread_cond_wait", fn(r_cond_wait)},
    {"pthread_cond_timedwait", fn(r_cond_timedwait)},
    {"pthread_cond_signal", fn(r_cond_signal)},
    {"pthread_cond_clockwait", fn(r_cond_clockwait)},
    {"_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE", fn(r_std_thread_start)},
    {"_ZNSt6thread4joinEv", fn(r_std_thread_join)},
    {"_ZNSt6thread6detachEv", fn(r_std_thread_detach)},
    {"_ZNSt18condition_variable4waitERSt11unique_lockISt5mutexE", fn(r_std_cv_wait)},
    {"_ZNSt18condition_variable10notify_oneEv", fn(r_std_cv_notify_one)},
    {"_ZNSt18condition_variable10notify_allEv", fn(r_std_cv_notify_all)},
    {"pthread_cond_broadcast", fn(r_cond_broadcast)},
    {"sem_init", fn(r_sem_init)},
    {"sem_destroy", fn(r_sem_destroy)},
    {"sem_wait", fn(r_sem_wait)},
    {"sem_timedwait", fn(r_sem_timedwait)},
    {"sem_clockwait", fn(r_sem_clockwait)},
    {"sem_trywait", fn(r_sem_trywait)},
    {"sem_post", fn(r_sem_post)},
    {"sem_getvalue", fn(r_sem_getvalue)},
    {"pthread_rwlock_init", fn(r_rwlock_init)},
    {"pthread_rwlock_destroy", fn(r_rwlock_destroy)},
    {"pthread_rwlock_rdlock", fn(r_rwlock_rdlock)},
    {"pthread_rwlock_wrlock", fn(r_rwlock_wrlock)},
    {"pthread_rwlock_tryrdlock", fn(r_rwlock_tryrdlock)},
    {"pthread_rwlock_trywrlock", fn(r_rwlock_trywrlock)},
    {"pthread_rwlock_unlock", fn(r_rwlock_unlock)},
    {"pthread_rwlock_timedrdlock", fn(r_rwlock_timedrdlock)},
    {"pthread_rwlock_timedwrlock", fn(r_rwlock_timedwrlock)},
    {"pthread_rwlock_clockrdlock", fn(r_rwlock_clockrdlock)},
    {"pthread_rwlock_clockwrlock", fn(r_rwlock_clockwrlock)},
    {"pthread_barrier_init", fn(r_barrier_init)},
    {"pthread_barrier_destroy", fn(r_barrier_destroy)},
    {"pthread_barrier_wait", fn(r_barrier_wait)},
    {"__braid_barrier_wait_unobserved", fn(r_barrier_wait_unobserved)},
    {"__braid_lock_all", fn(r_lock_all)},
    {"pthread_spin_init", fn(r_spin_init)},
    {"pthread_spin_destroy", fn(r_spin_destroy)},
    {"pthread_spin_lock", fn(r_spin_lock)},
    {"pthread_spin_trylock", fn(r_spin_trylock)},
    {"pthread_spin_unlock", fn(r_spin_unlock)},
    {"pthread_once", fn(r_once)},
    {"pthread_key_create", fn(r_key_create)},
    {"pthread_key_delete", fn(r_key_delete)},
    {"pthread_getspecific", fn(r_getspecific)},
    {"pthread_setspecific", fn(r_setspecific)},
    {"rand", fn(r_rand)},
    {"srand", fn(r_srand)},
    {"random", fn(r_random)},
    {"srandom", fn(r_srandom)},
    {"__braid_srand_from_input", fn(r_srand_from_input)},
    {"rand_r", fn(r_rand_r)},
    {"time", fn(r_time)},
    {"clock_gettime", fn(r_clock_gettime)},
    {"gettimeofday", fn(r_gettimeofday)},
    {"__braid_clock_gettime_for_deadline", fn(r_clock_gettime_for_deadline)},
    {"__braid_gettimeofday_for_deadline", fn(r_gettimeofday_for_deadline)},
    {"clock", fn(r_clock)},
    {"malloc", fn(r_malloc)},
    {"calloc", fn(r_calloc)},
    {"realloc", fn(r_realloc)},
    {"free", fn(r_free)},
    {"posix_memalign", fn(r_posix_memalign)},
    {"aligned_alloc", fn(r_aligned_alloc)},
    {"strdup", fn(r_strdup)},
    {"strndup", fn(r_strndup)},
    {"_Znwm", fn(r_operator_new)},
    {"_Znam", fn(r_operator_new)},
    {"_ZdlPv", fn(r_operator_delete)},
    {"_ZdaPv", fn(r_operator_delete)},
    {"_ZdlPvm", fn(r_operator_delete_sized)},
    {"_ZdaPvm", fn(r_operator_delete_sized)},
    {"printf", fn(r_printf)},
    {"fprintf", fn(r_fprintf)},
    {"vprintf", fn(r_vprintf)},
    {"vfprintf", fn(r_vfprintf)},
    {"puts", fn(r_puts)},
    {"fputs", fn(r_fputs)},
    {"fputc", fn(r_fputc)},
    {"putc", fn(r_fputc)},
    {"putchar", fn(r_putchar)},
    {"fwrite", fn(r_fwrite)},
    {"fflush", fn(r_fflush)},
};

}  // namespace

std::span<const InterceptedSymbol> intercepted_symbols() {
  // Built once, never changed: the union of this file's table and intercept_c11.cpp's.
  static const std::vector<InterceptedSymbol> all = [] {
    std::vector<InterceptedSymbol> v(std::begin(kSymbols), std::end(kSymbols));
    const auto more = c11_and_futex_symbols();
    v.insert(v.end(), more.begin(), more.end());
    const auto guard = process_guard_symbols();
    v.insert(v.end(), guard.begin(), guard.end());
    const auto cxx_sync = cxx_sync_symbols();
    v.insert(v.end(), cxx_sync.begin(), cxx_sync.end());
    const auto trust = trust_symbols();
    v.insert(v.end(), trust.begin(), trust.end());
    const auto cleanup = cleanup_symbols();
    v.insert(v.end(), cleanup.begin(), cleanup.end());
    const auto uninit_locals = uninit_local_symbols();
    v.insert(v.end(), uninit_locals.begin(), uninit_locals.end());
    for (const auto extra : {cancel_state_symbols(), thread_exit_symbols(), blocking_call_symbols(), libatomic_symbols(), nonreentrant_symbols(), getopt_symbols(), rand48_symbols(), library_buffer_symbols(), pipe_symbols(), refused_call_symbols(), static_guard_symbols(), cxx_library_input_symbols()}) v.insert(v.end(), extra.begin(), extra.end());
    return v;
  }();
  return all;
}

}  // namespace braid::runtime
