// syscall(SYS_futex, ...): FUTEX_WAIT and FUTEX_WAKE as scheduler-visible operations.
//
// The kernel's FUTEX_WAIT(addr, val) checks *addr == val and enqueues the caller in one
// atomic step, then sleeps until a FUTEX_WAKE on addr dequeues it (or a signal / timeout /
// spurious wake-up). A waiter that no FUTEX_WAKE ever reaches sleeps forever, even if the
// word changed: hand-written futex locks, conditions and semaphores lose wake-ups that way.
// braid models exactly that, with the wake-up tokens of condition variables
// (runtime/primitives.cpp):
//   wait(addr, val) = [check *addr == val and register: an RMW of the whole word, so it is
//                      ordered with every write of the word and every wake]
//                     [wake-up: disabled until a wake's token it may use exists; an RMW of
//                      byte 0 when it runs, announced as a read of it while blocked]
//   wake(addr, n)   = [an RMW of bytes 0-1: adds one token per waiter it wakes, at most n,
//                      usable by the waiters registered before it; returns their number]
// Which of several eligible waiters a wake reaches is explored (waiters race for its
// token), as the kernel gives no order a program may rely on. A waiter never woken is a
// `deadlock` finding. Spurious wake-ups follow --spurious-wakeups, as for condition
// variables; a timed wait times out as a timed condition-variable wait does.
#include <linux/futex.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <string>

#include "model/condvar_events.h"
#include "model/futex_events.h"
#include "runtime/runtime.h"

namespace braid::runtime {

namespace {

constexpr std::uint32_t kWordSize = 4;

const char* futex_op_name(int cmd) {
  switch (cmd) {
    case FUTEX_WAIT: return "FUTEX_WAIT";
    case FUTEX_WAKE: return "FUTEX_WAKE";
    case FUTEX_FD: return "FUTEX_FD";
    case FUTEX_REQUEUE: return "FUTEX_REQUEUE";
    case FUTEX_CMP_REQUEUE: return "FUTEX_CMP_REQUEUE";
    case FUTEX_WAKE_OP: return "FUTEX_WAKE_OP";
    case FUTEX_LOCK_PI: return "FUTEX_LOCK_PI";
    case FUTEX_UNLOCK_PI: return "FUTEX_UNLOCK_PI";
    case FUTEX_TRYLOCK_PI: return "FUTEX_TRYLOCK_PI";
    case FUTEX_WAIT_BITSET: return "FUTEX_WAIT_BITSET";
    case FUTEX_WAKE_BITSET: return "FUTEX_WAKE_BITSET";
    case FUTEX_WAIT_REQUEUE_PI: return "FUTEX_WAIT_REQUEUE_PI";
    case FUTEX_CMP_REQUEUE_PI: return "FUTEX_CMP_REQUEUE_PI";
#ifdef FUTEX_LOCK_PI2
    case FUTEX_LOCK_PI2: return "FUTEX_LOCK_PI2";
#endif
    default: return nullptr;
  }
}

}  // namespace

long Runtime::futex(std::uint32_t* addr, int op, std::uint32_t val, const void* timeout, std::uint32_t val3) {
  const int cmd = op & FUTEX_CMD_MASK;
  const bool bitset = cmd == FUTEX_WAIT_BITSET || cmd == FUTEX_WAKE_BITSET;
  const bool wait = cmd == FUTEX_WAIT || cmd == FUTEX_WAIT_BITSET;
  const bool wake = cmd == FUTEX_WAKE || cmd == FUTEX_WAKE_BITSET;
  if ((!wait && !wake) || (bitset && val3 != FUTEX_BITSET_MATCH_ANY)) {
    if (executing_) {
      const char* name = futex_op_name(cmd);
      std::string what = name ? name : "operation " + std::to_string(cmd);
      if (bitset) what += " with a bitset other than FUTEX_BITSET_MATCH_ANY";
      fail(BugKind::Unsupported,
           "futex " + what + " is not supported by braid (only FUTEX_WAIT, FUTEX_WAKE and their _BITSET forms " +
               "with FUTEX_BITSET_MATCH_ANY are modelled): the program cannot be verified past this call",
           0);
    }
    errno = ENOSYS;
    return -1;
  }
  if (bitset && val3 == 0) {
    errno = EINVAL;
    return -1;
  }
  if (reinterpret_cast<std::uintptr_t>(addr) % alignof(std::uint32_t) != 0) {
    errno = EINVAL;
    return -1;
  }
  if (!executing_) {
    // Static initialisation: one thread, nobody to wait for or to wake. A wait returns at
    // once (a spurious wake-up, which callers must tolerate) instead of sleeping forever.
    if (wait && __atomic_load_n(addr, __ATOMIC_SEQ_CST) != val) {
      errno = EAGAIN;
      return -1;
    }
    return 0;
  }
  const std::uint64_t key = reinterpret_cast<std::uint64_t>(addr);
  const LocationId loc = cur().callsite;

  if (wake) {
    sync_point(OpKind::Rmw, addr, WaitKind::None, 0, 2);
    CondState& f = futexes_[key];
    // Linux wakes at least one waiter even when asked for none (nr_wake <= 0).
    const long limit = static_cast<int>(val) <= 0 ? 1 : static_cast<long>(static_cast<int>(val));
    long woken = 0;
    while (woken < limit && f.pending.size() > f.tokens.size()) {
      f.tokens.push_back(f.tickets);  // usable by every waiter registered so far
      ++woken;
    }
    Event& e = record_sync(OpKind::Rmw, addr, 0, 2);
    // What it asked and did, for DC-DPOR's dead-call search (model/futex_events.h).
    e.value_read = kFutexWake | static_cast<std::uint64_t>(woken);
    e.value_written = static_cast<std::uint64_t>(limit);
    // A waiter that could not run can from now on: this wake starts its interval, which its
    // wake-up names (one that a token already served keeps its start).
    if (woken > 0)
      for (const ThreadId w : f.pending)
        if (threads_[w]->cond_enabled_since == 0) threads_[w]->cond_enabled_since = event_identity(e);
    return woken;
  }

  // The check and the registration: one step, as in the kernel.
  sync_point(OpKind::Rmw, addr, WaitKind::None, 0, kWordSize);
  {
    // What the wait asked and what it may do, for DC-DPOR's dead-call search
    // (model/futex_events.h): the allowances are its thread's, which only its own wake-up uses.
    const bool timed = timeout != nullptr;
    const bool early = timed && cur().early_timeouts_used < config_.early_timeouts;
    Event& registration = record_sync(OpKind::Rmw, addr, 0, kWordSize);
    registration.value_read = kFutexRegistration | (timed ? kCondWaitTimed : 0) |
                              (cur().spurious_used < config_.spurious_wakeups ? kCondWaitSpuriousLeft : 0) |
                              (early ? kCondWaitEarlyTimeout : 0);
    registration.value_written = val;
    if (__atomic_load_n(addr, __ATOMIC_SEQ_CST) != val) {
      errno = EAGAIN;
      return -1;
    }
    registration.value_read |= kFutexRegistered;
  }
  {
    CondState& f = futexes_[key];
    cur().cond_ticket = f.tickets++;
    cur().cond_broadcast = false;
    cur().cond_enabled_since = 0;  // the tokens outstanding are not for it
    f.pending.push_back(current_);
  }

  // The wake-up. A timed wait times out early at most config_.early_timeouts times per thread and
  // execution, then only when no thread can run (as pthread_cond_timedwait, primitives.cpp).
  const bool timed = timeout != nullptr;
  cur().callsite = loc;
  cur().cond_timed = timed;
  const bool early_timeout_possible = timed && cur().early_timeouts_used < config_.early_timeouts;
  if (timed && !early_timeout_possible) ++result_.timed_waits_past_early_timeout;
  sync_point(OpKind::Rmw, addr, early_timeout_possible ? WaitKind::None : WaitKind::FutexWake, 0, 1);
  cur().cond_timed = false;
  int status = 0;
  bool took_token = false;
  // What let the wake-up run: the wake since which a token it may use existed without a
  // break, as for a condition variable (primitives.cpp, cond_wait); POP drops fewer of its
  // races (docs/algorithms.md, "Futex wake-ups", pop20). A wake-up that may be spurious, or
  // that timed out, names nothing (0).
  std::uint64_t enabled_by = 0;
  {
    CondState& f = futexes_[key];
    ThreadRecord& t = cur();
    const auto usable = std::upper_bound(f.tokens.begin(), f.tokens.end(), t.cond_ticket);
    if (usable != f.tokens.end()) {
      f.tokens.erase(usable);
      took_token = true;
      if (t.spurious_used >= config_.spurious_wakeups) enabled_by = t.cond_enabled_since;
      // Waiters left with no usable token cannot run any more: their interval ends.
      for (const ThreadId w : f.pending) {
        ThreadRecord& other = *threads_[w];
        if (w != current_ && (f.tokens.empty() || f.tokens.back() <= other.cond_ticket)) other.cond_enabled_since = 0;
      }
    } else if (timed && (t.spurious_used >= config_.spurious_wakeups || !nondet_value(NondetType::Bool, NondetChoice::TimedWaitWakeup))) {
      // Timed out, or woke spuriously: both explored (primitives.cpp, cond_wait).
      status = ETIMEDOUT;
      if (early_timeout_possible) ++t.early_timeouts_used;
    } else {
      ++t.spurious_used;  // enabled without a token: a spurious wake-up (within the bound)
    }
    f.pending.erase(std::find(f.pending.begin(), f.pending.end(), current_));
  }
  // With an early timeout left, a wake-up that took a token is an acquisition that never
  // blocks (kFlagTry), as a timed condition-variable wait's (primitives.cpp, cond_wait).
  Event& wake_up = record_sync(OpKind::Rmw, addr, 0, 1, !early_timeout_possible);  // as announced
  if (early_timeout_possible && took_token) wake_up.flags |= kFlagTry;
  // WakeEnabler::Unknown still (the condition-variable rules do not hold for a futex: its word
  // is the program's own), but with the wake that started the interval in value_read.
  if (!early_timeout_possible) wake_up.value_read = enabled_by;
  if (status != 0) {
    // The timeout passed: FUTEX_WAIT's is relative, FUTEX_WAIT_BITSET's a deadline.
    const auto* limit = static_cast<const struct timespec*>(timeout);
    if (bitset) {
      clock_reach(limit);
    } else if (limit->tv_nsec >= 0 && limit->tv_nsec < 1'000'000'000) {
      clock_reach_after(static_cast<long long>(limit->tv_sec) * 1'000'000'000LL + limit->tv_nsec);
    }
    errno = status;
    return -1;
  }
  return 0;
}

bool Runtime::futex_wakeup_possible(const ThreadRecord& t, std::uint64_t word) const {
  if (auto it = futexes_.find(word); it != futexes_.end()) {
    const auto& tokens = it->second.tokens;
    if (!tokens.empty() && tokens.back() > t.cond_ticket) return true;
  }
  return t.spurious_used < config_.spurious_wakeups;
}

}  // namespace braid::runtime
