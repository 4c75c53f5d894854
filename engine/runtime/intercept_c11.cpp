// Replacements for C11 <threads.h> and for futex system calls (the waits of C++20
// std::atomic::wait, std::latch, std::barrier and std::counting_semaphore in libstdc++'s
// headers). Without them, glibc's thrd_create starts a real thread behind braid's back and a
// futex wait blocks the whole process.
#include <linux/futex.h>
#include <pthread.h>
#include <sys/syscall.h>
#include <threads.h>
#include <unistd.h>

#include <cerrno>
#include <cstdarg>
#include <cstdint>
#include <memory>

#include "model/event.h"
#include "runtime/intercept.h"
#include "runtime/process_guard.h"
#include "runtime/runtime.h"

namespace braid::runtime {
namespace {

Runtime& rt() { return *Runtime::current(); }

// pthread-style result -> C11 result.
int c11_status(int r) {
  switch (r) {
    case 0: return thrd_success;
    case EBUSY: return thrd_busy;
    case ETIMEDOUT: return thrd_timedout;
    case ENOMEM: return thrd_nomem;
    default: return thrd_error;
  }
}

// ---- threads ----
// A C11 start routine returns int; braid's threads return void*.
struct C11Start {
  thrd_start_t func;
  void* arg;
};
void* run_c11_thread(void* p) {
  const std::unique_ptr<C11Start> start(static_cast<C11Start*>(p));
  const int result = start->func(start->arg);
  return reinterpret_cast<void*>(static_cast<std::intptr_t>(result));
}
int r_thrd_create(thrd_t* handle, thrd_start_t func, void* arg) {
  auto start = std::make_unique<C11Start>(C11Start{func, arg});
  std::uint64_t h = 0;
  const int r = rt().thread_create(&h, run_c11_thread, start.get());
  if (r != 0) return c11_status(r);
  start.release();  // owned by the new thread now
  if (handle) *handle = static_cast<thrd_t>(h);
  return thrd_success;
}
int r_thrd_join(thrd_t handle, int* result) {
  void* value = nullptr;
  // A cancellation point, as glibc's pthread_join (cancel_state.cpp): a request wakes it
  // through the joined thread's end cell, which thread_join names.
  rt().enter_cancel_wait(Runtime::CancelWake::Event);
  const int r = rt().thread_join(handle, &value);
  rt().leave_cancel_wait();
  if (r == 0 && result) *result = static_cast<int>(reinterpret_cast<std::intptr_t>(value));
  return c11_status(r);
}
[[noreturn]] void r_thrd_exit(int result) {
  rt().thread_exit(reinterpret_cast<void*>(static_cast<std::intptr_t>(result)));
}
thrd_t r_thrd_current() { return static_cast<thrd_t>(rt().thread_self()); }
int r_thrd_equal(thrd_t a, thrd_t b) { return a == b; }
int r_thrd_detach(thrd_t handle) { return c11_status(rt().thread_detach(handle)); }
void r_thrd_yield() {}
int r_thrd_sleep(const struct timespec*, struct timespec*) {  // no real time passes
  rt().cancellation_point();  // glibc's nanosleep: a cancellation point (cancel_state.cpp)
  return 0;
}

// ---- mutexes and condition variables (mtx_t and cnd_t are glibc's pthread objects) ----
int r_mtx_init(mtx_t* m, int type) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  const int kind = (type & mtx_recursive) ? PTHREAD_MUTEX_RECURSIVE : PTHREAD_MUTEX_NORMAL;
  pthread_mutexattr_settype(&attr, kind);
  auto* pm = reinterpret_cast<pthread_mutex_t*>(m);
  pthread_mutex_init(pm, &attr);  // glibc's own fields stay consistent, as for pthread_mutex_init
  pthread_mutexattr_destroy(&attr);
  return c11_status(rt().mutex_init(pm, kind));
}
int r_mtx_lock(mtx_t* m) { return c11_status(rt().mutex_lock(m, false)); }
int r_mtx_timedlock(mtx_t* m, const struct timespec* t) { return c11_status(rt().mutex_timedlock(m, t)); }
int r_mtx_trylock(mtx_t* m) { return c11_status(rt().mutex_lock(m, true)); }
int r_mtx_unlock(mtx_t* m) { return c11_status(rt().mutex_unlock(m)); }
void r_mtx_destroy(mtx_t* m) { rt().mutex_destroy(m); }
int r_cnd_init(cnd_t* c) { return c11_status(rt().cond_init(c, false)); }
void r_cnd_destroy(cnd_t* c) { rt().cond_init(c, true); }
int r_cnd_signal(cnd_t* c) { return c11_status(rt().cond_signal(c, false)); }
int r_cnd_broadcast(cnd_t* c) { return c11_status(rt().cond_signal(c, true)); }
// Cancellation points, as glibc's pthread_cond_wait (cancel_state.cpp).
int r_cnd_wait(cnd_t* c, mtx_t* m) {
  rt().enter_cancel_wait(Runtime::CancelWake::Event, reinterpret_cast<std::uint64_t>(c));
  const int rc = rt().cond_wait(c, m, false);
  rt().leave_cancel_wait();
  return c11_status(rc);
}
int r_cnd_timedwait(cnd_t* c, mtx_t* m, const struct timespec* abstime) {
  rt().enter_cancel_wait(Runtime::CancelWake::Event, reinterpret_cast<std::uint64_t>(c));
  const int rc = rt().cond_wait(c, m, true);
  rt().leave_cancel_wait();
  if (rc == ETIMEDOUT) rt().clock_reach(abstime);
  return c11_status(rc);
}
void r_call_once(once_flag* flag, void (*init)()) { rt().once(flag, init); }

// ---- thread-specific storage ----
int r_tss_create(tss_t* key, tss_dtor_t destructor) {
  static_assert(sizeof(tss_t) == sizeof(unsigned));
  return c11_status(rt().key_create(reinterpret_cast<unsigned*>(key), destructor));
}
void* r_tss_get(tss_t key) { return rt().get_specific(key); }
int r_tss_set(tss_t key, void* value) { return c11_status(rt().set_specific(key, value)); }
void r_tss_delete(tss_t) {}

}  // namespace

// ---- futex-like waits of libstdc++'s std::future ----
// __atomic_futex_unsigned_base (runtime/blocking_calls.cpp) waits while *addr == expected:
// an await loop on that word (the runtime blocks the thread until another thread changes
// it, and reports a deadlock if none ever can); its notify does nothing. The program's own
// syscall(SYS_futex, ...) is modelled with explicit wake-ups instead (runtime/futex.cpp).
long futex_wait(const std::uint32_t* addr, std::uint32_t expected) {
  Runtime& r = rt();
  const LocationId loc = r.callsite();
  std::uint64_t token = r.await_reset();
  for (;;) {
    r.on_load(addr, sizeof *addr, kFlagAtomic, loc);
    if (__atomic_load_n(addr, __ATOMIC_SEQ_CST) != expected) return 0;
    token = r.await_latch(token, loc, true, 0);  // no program frame inside this loop
  }
}

namespace {
long r_syscall(long number, ...) {
  va_list ap;
  va_start(ap, number);
  long a[6];
  for (long& x : a) x = va_arg(ap, long);
  va_end(ap);
  if (long result = 0; guard_syscall(number, a, result)) return result;  // exit_group, execve, kill, ...
  if (number == SYS_futex && Runtime::current()) {
    return rt().futex(reinterpret_cast<std::uint32_t*>(a[0]), static_cast<int>(a[1]), static_cast<std::uint32_t>(a[2]),
                      reinterpret_cast<const void*>(a[3]), static_cast<std::uint32_t>(a[5]));
  }
  bool handled = false;
  const long result = trust_syscall(number, a, handled);
  if (handled) return result;
  const long other = other_syscall(number, a, handled);
  if (handled) return other;
  return syscall(number, a[0], a[1], a[2], a[3], a[4], a[5]);
}

const InterceptedSymbol kC11Symbols[] = {
    {"thrd_create", fn(r_thrd_create)},
    {"thrd_join", fn(r_thrd_join)},
    {"thrd_exit", fn(r_thrd_exit)},
    {"thrd_current", fn(r_thrd_current)},
    {"thrd_equal", fn(r_thrd_equal)},
    {"thrd_detach", fn(r_thrd_detach)},
    {"thrd_yield", fn(r_thrd_yield)},
    {"thrd_sleep", fn(r_thrd_sleep)},
    {"mtx_init", fn(r_mtx_init)},
    {"mtx_lock", fn(r_mtx_lock)},
    {"mtx_timedlock", fn(r_mtx_timedlock)},
    {"mtx_trylock", fn(r_mtx_trylock)},
    {"mtx_unlock", fn(r_mtx_unlock)},
    {"mtx_destroy", fn(r_mtx_destroy)},
    {"cnd_init", fn(r_cnd_init)},
    {"cnd_destroy", fn(r_cnd_destroy)},
    {"cnd_signal", fn(r_cnd_signal)},
    {"cnd_broadcast", fn(r_cnd_broadcast)},
    {"cnd_wait", fn(r_cnd_wait)},
    {"cnd_timedwait", fn(r_cnd_timedwait)},
    {"call_once", fn(r_call_once)},
    {"tss_create", fn(r_tss_create)},
    {"tss_get", fn(r_tss_get)},
    {"tss_set", fn(r_tss_set)},
    {"tss_delete", fn(r_tss_delete)},
    {"syscall", fn(r_syscall)},
};

}  // namespace

std::span<const InterceptedSymbol> c11_and_futex_symbols() { return kC11Symbols; }

}  // namespace braid::runtime
