// Library calls braid cannot model and that would otherwise run natively with a wrong or
// dangerous effect (refused_calls_symbols(), intercept.h): each stops the execution with an
// `unsupported` finding that names the call, so the verdict is incomplete, never wrong.
//
// - waiting for file descriptors (poll, select, epoll): every program thread is a fiber of
//   one system thread, so a native wait that no other fiber can end puts braid's whole
//   process to sleep (past --time-limit), and a wait that returns reflects no explored order;
// - real timers (alarm, ualarm, setitimer, timer_settime): no real time passes in braid's
//   model, and the timer's signal would be delivered to braid's process (SIGALRM kills it);
// - named semaphores (sem_open): kernel objects that outlive the execution, whose value is
//   not braid's model of a semaphore (sem_wait on one was a false `misuse`);
// - socketpair: a read of one end would block natively like an unmodelled pipe;
// - FILE streams and duplicates of a modelled pipe's end (fdopen, dup, dup2, dup3): the kernel
//   pipe is non-blocking, so a native read through them returned end-of-file or EAGAIN at once
//   instead of waiting for the writer (a false assertion failure);
// - robust mutexes (pthread_mutexattr_setrobust): the owner's end is not modelled;
// - writer-preferring non-recursive rwlocks (pthread_rwlockattr_setkind_np): a read lock
//   that waits behind a waiting writer is not modelled;
// - libstdc++'s at-thread-exit hand-offs (notify_all_at_thread_exit, set_value_at_thread_exit);
// - memory streams (open_memstream, open_wmemstream): libc's malloc grows their buffer and
//   stores its address at every fflush / fclose, so the program's free() of it is a block
//   braid's heap does not know (a false `memory-error`, audit23), and its reads of the
//   buffer are of memory libc writes with no event;
// - initstate / setstate: braid's random() is its own generator, restarted in every
//   execution (runtime/trust.cpp), which reads no state array: after them random() would
//   return other numbers than natively (trust27);
// - std::pmr::synchronized_pool_resource: compiled into libstdc++.so, it keeps a pool per
//   system thread (pthread_getspecific) behind a native rwlock, which every program thread
//   (one system thread) shares, so memory one thread freed went to another with no order
//   braid could see (a false `data-race` on the reused block).
#include <dlfcn.h>
#include <poll.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cwchar>
#include <string>

#include "runtime/intercept.h"
#include "runtime/runtime.h"

namespace braid::runtime {
namespace {

Runtime* executing_runtime() {
  Runtime* r = Runtime::current();
  return r && r->executing() ? r : nullptr;
}

[[noreturn]] void refuse(Runtime& r, const std::string& what, const std::string& why) {
  r.fail(BugKind::Unsupported, what + " is not supported by braid: " + why +
                                   "; the program cannot be verified past this call",
         0);
}

const char* const kFdWait = "braid does not model waiting for file descriptors (all program threads share one system thread)";

int r_poll(struct pollfd* fds, nfds_t n, int timeout) {
  if (Runtime* r = executing_runtime()) refuse(*r, "poll()", kFdWait);
  return ::poll(fds, n, timeout);
}
int r_ppoll(struct pollfd* fds, nfds_t n, const struct timespec* timeout, const sigset_t* mask) {
  if (Runtime* r = executing_runtime()) refuse(*r, "ppoll()", kFdWait);
  return ::ppoll(fds, n, timeout, mask);
}
int r_select(int n, fd_set* in, fd_set* out, fd_set* err, struct timeval* timeout) {
  if (Runtime* r = executing_runtime()) refuse(*r, "select()", kFdWait);
  return ::select(n, in, out, err, timeout);
}
int r_pselect(int n, fd_set* in, fd_set* out, fd_set* err, const struct timespec* timeout, const sigset_t* mask) {
  if (Runtime* r = executing_runtime()) refuse(*r, "pselect()", kFdWait);
  return ::pselect(n, in, out, err, timeout, mask);
}
int r_epoll_wait(int epfd, struct epoll_event* events, int max, int timeout) {
  if (Runtime* r = executing_runtime()) refuse(*r, "epoll_wait()", kFdWait);
  return ::epoll_wait(epfd, events, max, timeout);
}
int r_epoll_pwait(int epfd, struct epoll_event* events, int max, int timeout, const sigset_t* mask) {
  if (Runtime* r = executing_runtime()) refuse(*r, "epoll_pwait()", kFdWait);
  return ::epoll_pwait(epfd, events, max, timeout, mask);
}

const char* const kTimer = "braid does not model real time, and the timer's signal would reach braid's own process";

// alarm(0) cancels (nothing was armed: every arming is refused) and is fine.
unsigned r_alarm(unsigned seconds) {
  if (Runtime* r = executing_runtime(); r && seconds != 0) refuse(*r, "alarm() arming a timer", kTimer);
  return seconds == 0 ? 0 : ::alarm(seconds);
}
useconds_t r_ualarm(useconds_t usecs, useconds_t interval) {
  if (Runtime* r = executing_runtime(); r && (usecs != 0 || interval != 0)) refuse(*r, "ualarm()", kTimer);
  return ::ualarm(usecs, interval);
}
bool arms(const struct itimerval* v) {
  return v && (v->it_value.tv_sec != 0 || v->it_value.tv_usec != 0);
}
int r_setitimer(int which, const struct itimerval* value, struct itimerval* old) {
  if (Runtime* r = executing_runtime(); r && arms(value)) refuse(*r, "setitimer() arming a timer", kTimer);
  if (executing_runtime()) {  // disarming: nothing was armed
    if (old) *old = {};
    return 0;
  }
  return ::setitimer(static_cast<__itimer_which_t>(which), value, old);
}
int r_timer_settime(timer_t timer, int flags, const struct itimerspec* value, struct itimerspec* old) {
  if (Runtime* r = executing_runtime();
      r && value && (value->it_value.tv_sec != 0 || value->it_value.tv_nsec != 0))
    refuse(*r, "timer_settime() arming a timer", kTimer);
  return ::timer_settime(timer, flags, value, old);
}

sem_t* r_sem_open(const char* name, int oflag, ...) {
  if (Runtime* r = executing_runtime())
    refuse(*r, std::string("sem_open(\"") + (name ? name : "") + "\") (a named semaphore)",
           "named semaphores are kernel objects that outlive an execution; use an unnamed one (sem_init)");
  errno = ENOSYS;  // static constructors: braid cannot give them a semaphore either
  return SEM_FAILED;
}

int r_socketpair(int domain, int type, int protocol, int fds[2]) {
  if (Runtime* r = executing_runtime())
    refuse(*r, "socketpair()", "braid models pipes between threads (pipe, pipe2), not sockets, whose reads would block natively");
  return ::socketpair(domain, type, protocol, fds);
}

const char* const kRandomStateWhy =
    "braid's random() is its own deterministic generator, restarted in every execution, and does not use a state "
    "array given to initstate or setstate, so random() would return other numbers than natively (srandom and "
    "rand_r are supported)";
[[noreturn]] void refuse_random_state(Runtime& r, const char* what) { refuse(r, what, kRandomStateWhy); }
char* r_initstate(unsigned seed, char* state, std::size_t size) {
  if (Runtime* r = executing_runtime()) refuse_random_state(*r, "initstate()");
  if (Runtime* r = Runtime::current())
    r->refuse_static_init(std::string("initstate() (called by static initialisation) is not supported by braid: ") +
                          kRandomStateWhy + "; the program cannot be verified");
  return ::initstate(seed, state, size);
}
char* r_setstate(char* state) {
  if (Runtime* r = executing_runtime()) refuse_random_state(*r, "setstate()");
  if (Runtime* r = Runtime::current())
    r->refuse_static_init(std::string("setstate() (called by static initialisation) is not supported by braid: ") +
                          kRandomStateWhy + "; the program cannot be verified");
  return ::setstate(state);
}

// A descriptor that is one end of a pipe braid models in this execution.
bool modelled_pipe_end(Runtime& r, int fd) { return r.pipes().reader(fd) >= 0 || r.pipes().writer(fd) >= 0; }
const char* const kPipeEnd = "braid models read, write and close of a pipe's own descriptors only";

FILE* r_open_memstream(char** buffer, std::size_t* size) {
  if (Runtime* r = executing_runtime())
    refuse(*r, "open_memstream()", "its buffer is allocated and moved by the C library's own malloc at every fflush and fclose");
  return ::open_memstream(buffer, size);
}
FILE* r_open_wmemstream(wchar_t** buffer, std::size_t* size) {
  if (Runtime* r = executing_runtime())
    refuse(*r, "open_wmemstream()", "its buffer is allocated and moved by the C library's own malloc at every fflush and fclose");
  return ::open_wmemstream(buffer, size);
}
FILE* r_fdopen(int fd, const char* mode) {
  if (Runtime* r = executing_runtime(); r && modelled_pipe_end(*r, fd))
    refuse(*r, "fdopen() of a pipe's end (a FILE stream on a pipe)", kPipeEnd);
  return ::fdopen(fd, mode);
}
int r_dup(int fd) {
  if (Runtime* r = executing_runtime(); r && modelled_pipe_end(*r, fd)) refuse(*r, "dup() of a pipe's end", kPipeEnd);
  return ::dup(fd);
}
int r_dup2(int fd, int to) {
  if (Runtime* r = executing_runtime(); r && (modelled_pipe_end(*r, fd) || modelled_pipe_end(*r, to)))
    refuse(*r, "dup2() of a pipe's end", kPipeEnd);
  return ::dup2(fd, to);
}
int r_dup3(int fd, int to, int flags) {
  if (Runtime* r = executing_runtime(); r && (modelled_pipe_end(*r, fd) || modelled_pipe_end(*r, to)))
    refuse(*r, "dup3() of a pipe's end", kPipeEnd);
  return ::dup3(fd, to, flags);
}

// Robust mutexes: a lock of one whose owner ended returns EOWNERDEAD in glibc; braid's mutex
// model keeps it held for good (a false deadlock), so making a mutex robust is refused.
int r_mutexattr_setrobust(pthread_mutexattr_t* attr, int robustness) {
  if (Runtime* r = executing_runtime(); r && robustness == PTHREAD_MUTEX_ROBUST)
    refuse(*r, "pthread_mutexattr_setrobust(PTHREAD_MUTEX_ROBUST) (a robust mutex)",
           "braid does not model a mutex whose owner ended (EOWNERDEAD, pthread_mutex_consistent)");
  return ::pthread_mutexattr_setrobust(attr, robustness);
}

// glibc's PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP blocks a read lock while a writer
// waits (a reader taking the lock again then deadlocks with the writer); braid's rwlock lets
// readers in whenever no writer holds it (glibc's default, readers preferred), which would
// hide that deadlock. The other kinds behave like the default in glibc and are accepted.
int r_rwlockattr_setkind_np(pthread_rwlockattr_t* attr, int kind) {
  if (Runtime* r = executing_runtime(); r && kind == PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP)
    refuse(*r, "pthread_rwlockattr_setkind_np(PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP) (a writer-preferring rwlock)",
           "braid models rwlocks that let readers in while a writer waits (glibc's default)");
  return ::pthread_rwlockattr_setkind_np(attr, kind);
}

// libstdc++'s "at thread exit" hand-offs register a native action that unlocks a mutex and
// notifies a condition variable (or makes a future ready) when the system thread ends: braid's
// models of the mutex and the condition variable never saw it (false deadlocks; braid itself
// was aborted). The program's fibers never end a system thread, so these are refused.
const char* const kAtThreadExit =
    "braid does not model actions libstdc++ runs natively when a thread exits (they bypass braid's models of the "
    "mutex, condition variable or future)";
void r_notify_all_at_thread_exit(void* /*cv*/, void* /*lock*/) {
  if (Runtime* r = executing_runtime()) refuse(*r, "std::notify_all_at_thread_exit", kAtThreadExit);
}
void r_make_ready_at_thread_exit(void* /*self*/) {
  if (Runtime* r = executing_runtime())
    refuse(*r, "std::promise::set_value_at_thread_exit / packaged_task::make_ready_at_thread_exit", kAtThreadExit);
}

// std::pmr::synchronized_pool_resource(const pool_options&, memory_resource*), both
// constructor symbols: the object is still built natively (a global one is built by static
// initialisation, before any execution, which then each end `unsupported`).
constexpr const char* kSyncPoolCtorComplete =
    "_ZNSt3pmr26synchronized_pool_resourceC1ERKNS_12pool_optionsEPNS_15memory_resourceE";
constexpr const char* kSyncPoolCtorBase =
    "_ZNSt3pmr26synchronized_pool_resourceC2ERKNS_12pool_optionsEPNS_15memory_resourceE";
const char* const kSyncPoolWhat = "std::pmr::synchronized_pool_resource";
const char* const kSyncPoolWhy =
    "libstdc++ runs it natively with a pool per system thread and a native lock, which all program threads "
    "share (memory one thread frees goes to another in no order braid sees)";
using SyncPoolCtor = void (*)(void*, const void*, void*);
void construct_sync_pool(const char* symbol, void* self, const void* options, void* upstream) {
  if (Runtime* r = executing_runtime()) refuse(*r, kSyncPoolWhat, kSyncPoolWhy);
  if (Runtime* r = Runtime::current())
    r->refuse_static_init(std::string(kSyncPoolWhat) + " (built by static initialisation) is not supported by braid: " +
                          kSyncPoolWhy + "; the program cannot be verified");
  // Not executing: static initialisation. Build it natively (its destructor will run).
  const auto native = reinterpret_cast<SyncPoolCtor>(dlsym(RTLD_DEFAULT, symbol));
  if (!native) std::abort();  // libstdc++.so, which the program links, defines it
  native(self, options, upstream);
}
void r_sync_pool_ctor_complete(void* self, const void* options, void* upstream) {
  construct_sync_pool(kSyncPoolCtorComplete, self, options, upstream);
}
void r_sync_pool_ctor_base(void* self, const void* options, void* upstream) {
  construct_sync_pool(kSyncPoolCtorBase, self, options, upstream);
}

const InterceptedSymbol kRefusedSymbols[] = {
    {kSyncPoolCtorComplete, fn(r_sync_pool_ctor_complete)},
    {kSyncPoolCtorBase, fn(r_sync_pool_ctor_base)},
    {"_ZSt25notify_all_at_thread_exitRSt18condition_variableSt11unique_lockISt5mutexE",
     fn(r_notify_all_at_thread_exit)},
    {"_ZNSt13__future_base13_State_baseV211_Make_ready6_M_setEv", fn(r_make_ready_at_thread_exit)},
    {"pthread_mutexattr_setrobust", fn(r_mutexattr_setrobust)},
    {"pthread_mutexattr_setrobust_np", fn(r_mutexattr_setrobust)},
    {"pthread_rwlockattr_setkind_np", fn(r_rwlockattr_setkind_np)},
    {"poll", fn(r_poll)},
    {"__poll", fn(r_poll)},
    {"__poll_chk", fn(r_poll)},
    {"ppoll", fn(r_ppoll)},
    {"__ppoll_chk", fn(r_ppoll)},
    {"select", fn(r_select)},
    {"__select", fn(r_select)},
    {"pselect", fn(r_pselect)},
    {"epoll_wait", fn(r_epoll_wait)},
    {"epoll_pwait", fn(r_epoll_pwait)},
    {"alarm", fn(r_alarm)},
    {"ualarm", fn(r_ualarm)},
    {"setitimer", fn(r_setitimer)},
    {"timer_settime", fn(r_timer_settime)},
    {"sem_open", fn(r_sem_open)},
    {"socketpair", fn(r_socketpair)},
    {"initstate", fn(r_initstate)},
    {"setstate", fn(r_setstate)},
    {"open_memstream", fn(r_open_memstream)},
    {"open_wmemstream", fn(r_open_wmemstream)},
    {"fdopen", fn(r_fdopen)},
    {"dup", fn(r_dup)},
    {"dup2", fn(r_dup2)},
    {"dup3", fn(r_dup3)},
};

}  // namespace

std::span<const InterceptedSymbol> refused_call_symbols() { return kRefusedSymbols; }

}  // namespace braid::runtime
