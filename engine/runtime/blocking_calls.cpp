// Calls that would block a program thread natively, for something braid does not model,
// or in libstdc++ code that does not go through the replaced functions. A native block
// stops the whole engine (every program thread is a fiber of one system thread) until the
// supervisor kills it: each gets a model or an honest `unsupported` finding instead.
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <string>
#include <ctime>

#include "runtime/intercept.h"
#include "runtime/runtime.h"

namespace braid::runtime {

namespace {

Runtime* live_runtime() {
  Runtime* r = Runtime::current();
  return r && r->executing() ? r : nullptr;
}

// Waiting for a signal: signals the program sends itself run their handler in the sending
// thread at once (process_guard.cpp), so no signal ever arrives for a thread that waits
// for one; that wait is not modelled. Outside an execution, as if interrupted.
long refuse_signal_wait(const char* what) {
  if (Runtime* r = live_runtime()) {
    r->fail(BugKind::Unsupported,
            std::string(what) +
                " (waiting for a signal) is not supported by braid: the program cannot be verified past this call",
            0);
  }
  errno = EINTR;
  return -1;
}
int r_pause() { return static_cast<int>(refuse_signal_wait("pause()")); }
int r_sigsuspend(const sigset_t*) { return static_cast<int>(refuse_signal_wait("sigsuspend()")); }
int r_sigwait(const sigset_t*, int*) {
  refuse_signal_wait("sigwait()");
  return EINTR;
}
int r_sigwaitinfo(const sigset_t*, siginfo_t*) { return static_cast<int>(refuse_signal_wait("sigwaitinfo()")); }
int r_sigtimedwait(const sigset_t*, siginfo_t*, const struct timespec*) {
  return static_cast<int>(refuse_signal_wait("sigtimedwait()"));
}

// std::this_thread::sleep_for / sleep_until (libstdc++'s out-of-line part) and
// clock_nanosleep: no real time passes under braid, as for nanosleep.
void r_std_sleep_for(long, long) {}
int r_clock_nanosleep(clockid_t, int, const struct timespec*, struct timespec*) {
  if (Runtime* r = Runtime::current()) r->cancellation_point();  // runtime/cancel_state.cpp
  return 0;
}

// std::future / std::promise wait in libstdc++'s __atomic_futex_unsigned_base: wait while
// *addr == val; false on a timeout. Without a timeout, FUTEX_WAIT's model. With one, the
// wait times out when it runs while *addr still holds val (no real time passes; the
// schedules where it runs after the change are its successful waits, as for timed locks).
bool futex_wait_until(unsigned* addr, unsigned val, bool has_timeout) {
  Runtime* r = live_runtime();
  if (!r) return __atomic_load_n(addr, __ATOMIC_SEQ_CST) != val;
  if (!has_timeout) {
    futex_wait(reinterpret_cast<const std::uint32_t*>(addr), val);
    return true;
  }
  r->on_load(addr, sizeof *addr, kFlagAtomic, r->callsite());
  return __atomic_load_n(addr, __ATOMIC_SEQ_CST) != val;
}
bool r_future_wait_until(void*, unsigned* addr, unsigned val, bool has_timeout, long, long) {
  return futex_wait_until(addr, val, has_timeout);
}
// The waker's write releases the waiters (FUTEX_WAKE's model).
void r_future_notify_all(unsigned*) {}

const InterceptedSymbol kBlockingCallSymbols[] = {
    {"pause", fn(r_pause)},
    {"sigsuspend", fn(r_sigsuspend)},
    {"sigwait", fn(r_sigwait)},
    {"sigwaitinfo", fn(r_sigwaitinfo)},
    {"sigtimedwait", fn(r_sigtimedwait)},
    {"clock_nanosleep", fn(r_clock_nanosleep)},
    {"_ZNSt11this_thread11__sleep_forENSt6chrono8durationIlSt5ratioILl1ELl1EEEENS1_IlS2_ILl1ELl1000000000EEEE",
     fn(r_std_sleep_for)},
    {"_ZNSt28__atomic_futex_unsigned_base19_M_futex_wait_untilEPjjbNSt6chrono8durationIlSt5ratioILl1ELl1EEEENS2_"
     "IlS3_ILl1ELl1000000000EEEE",
     fn(r_future_wait_until)},
    {"_ZNSt28__atomic_futex_unsigned_base26_M_futex_wait_until_steadyEPjjbNSt6chrono8durationIlSt5ratioILl1ELl1EEEE"
     "NS2_IlS3_ILl1ELl1000000000EEEE",
     fn(r_future_wait_until)},
    {"_ZNSt28__atomic_futex_unsigned_base19_M_futex_notify_allEPj", fn(r_future_notify_all)},
};

}  // namespace

std::span<const InterceptedSymbol> blocking_call_symbols() { return kBlockingCallSymbols; }

}  // namespace braid::runtime
