// DC-DPOR's dead-call search: the runtime's condition variable (tickets, wake-up tokens,
// waiters a broadcast woke; runtime/primitives.cpp) as a value, so that the search can run
// it on abstract runs and the record on recorded ones (docs/algorithms.md, "dc14").
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "model/condvar_events.h"
#include "model/event.h"
#include "model/futex_events.h"

namespace braid::dc {

// A condition variable as the runtime models it (runtime/primitives.cpp: tickets, wake-up
// tokens, waiters a broadcast woke), run both on a recorded run (to know what each wake-up
// did: its outcome selects the thread's continuation) and on the search's abstract runs.
// Cancelled: a cancellation request's wake-up event ended the wait (cancel_model.h): it takes
// no token.
enum class WakeOutcome : std::uint8_t { Woken = 0, Spurious = 1, TimedOut = 2, Blocked = 3, Late = 4, Cancelled = 5 };
struct CondWaiter {
  ThreadId thread = 0;
  std::uint32_t ticket = 0;
  std::uint8_t bits = 0;  // kCondWait* bits of its registration
  bool woken = false;     // by a broadcast (needs no token)
};
struct CondModel {
  std::uint64_t addr = 0;
  std::uint32_t tickets = 0;
  std::vector<std::uint32_t> tokens;  // limits of the unconsumed signals, non-decreasing
  std::vector<CondWaiter> waiters;    // registered and not through their wake-up yet

  std::size_t pending() const {
    return static_cast<std::size_t>(std::count_if(waiters.begin(), waiters.end(), [](const CondWaiter& w) { return !w.woken; }));
  }
  void enrol(ThreadId thread, std::uint8_t bits) { waiters.push_back({thread, tickets++, bits, false}); }
  // A signal, broadcast, init or destroy; false where the runtime reports a misuse (threads
  // blocked on a re-initialised or destroyed variable): outside the model.
  bool both_bytes(CondOp op) {
    const std::size_t waiting = pending();
    switch (op) {
      case CondOp::Signal:
        if (waiting > tokens.size()) tokens.push_back(tickets);
        return true;
      case CondOp::Broadcast:
        for (CondWaiter& w : waiters) w.woken = true;
        tokens.clear();
        return true;
      case CondOp::Init:
      case CondOp::Destroy:
        if (op == CondOp::Init ? waiting != 0 : waiting > tokens.size()) return false;
        if (waiting == 0) {  // the runtime forgets the state (woken waiters keep their flag)
          tickets = 0;
          tokens.clear();
        }
        return true;
    }
    return false;
  }
  // A futex word's FUTEX_WAKE of at most `limit` waiters (runtime/futex.cpp: the word's waiters
  // and tokens are a condition variable's, dc23): one token per waiter it wakes, usable by the
  // waiters registered so far; returns their number (what the call returns).
  std::uint32_t futex_wake(std::uint64_t limit) {
    std::uint32_t woken = 0;
    while (woken < limit && pending() > tokens.size()) {
      tokens.push_back(tickets);
      ++woken;
    }
    return woken;
  }
  std::vector<CondWaiter>::iterator waiter(ThreadId thread) {
    return std::find_if(waiters.begin(), waiters.end(), [&](const CondWaiter& w) { return w.thread == thread; });
  }
  // What `thread`'s wake-up does now (Blocked: it cannot run; Late: only when no thread can
  // run, a timed wait past its early timeouts), without doing it.
  WakeOutcome wake_outcome(ThreadId thread) const {
    const auto it = std::find_if(waiters.begin(), waiters.end(), [&](const CondWaiter& w) { return w.thread == thread; });
    if (it == waiters.end()) return WakeOutcome::Blocked;
    if (it->woken || (!tokens.empty() && tokens.back() > it->ticket)) return WakeOutcome::Woken;
    const bool timed = it->bits & kCondWaitTimed;
    if (it->bits & kCondWaitEarlyTimeout) return WakeOutcome::TimedOut;
    if (it->bits & kCondWaitSpuriousLeft) return timed ? WakeOutcome::TimedOut : WakeOutcome::Spurious;
    return timed ? WakeOutcome::Late : WakeOutcome::Blocked;
  }
  // Runs `thread`'s wake-up (its outcome as wake_outcome said, Late run as a timeout).
  void wake(ThreadId thread) {
    const auto it = waiter(thread);
    if (it == waiters.end()) return;
    if (!it->woken) {
      const auto usable = std::upper_bound(tokens.begin(), tokens.end(), it->ticket);
      if (usable != tokens.end()) tokens.erase(usable);
    }
    waiters.erase(it);
  }
  // Runs the wake-up of `thread` that a cancellation request woke: it takes no token, and
  // the tokens no remaining waiter can use are dropped (runtime/primitives.cpp,
  // drop_unusable_cond_tokens: tokens ascend and their eligible sets are nested, so token i
  // stays when more waiters not woken by a broadcast may use it than the tokens kept).
  void cancel(ThreadId thread) {
    const auto it = waiter(thread);
    if (it == waiters.end()) return;
    const bool by_broadcast = it->woken;
    waiters.erase(it);
    if (by_broadcast) return;
    std::vector<std::uint32_t> kept;
    for (const std::uint32_t limit : tokens) {
      const auto eligible = static_cast<std::size_t>(
          std::count_if(waiters.begin(), waiters.end(), [&](const CondWaiter& w) { return !w.woken && w.ticket < limit; }));
      if (eligible > kept.size()) kept.push_back(limit);
    }
    tokens = std::move(kept);
  }
  void encode(std::vector<std::uint64_t>& out) const {
    out.push_back(addr);
    out.push_back((static_cast<std::uint64_t>(tickets) << 32) | (tokens.size() << 16) | waiters.size());
    for (std::uint32_t t : tokens) out.push_back(t);
    for (const CondWaiter& w : waiters)
      out.push_back((static_cast<std::uint64_t>(w.thread) << 32) | (static_cast<std::uint64_t>(w.ticket) << 9) |
                    (static_cast<std::uint64_t>(w.bits) << 1) | w.woken);
  }
};
// The model of the variable at `addr` among `conds` (sorted by address), made when missing.
inline CondModel& cond_at(std::vector<CondModel>& conds, std::uint64_t addr) {
  const auto it = std::lower_bound(conds.begin(), conds.end(), addr, [](const CondModel& c, std::uint64_t a) { return c.addr < a; });
  if (it != conds.end() && it->addr == addr) return *it;
  CondModel fresh;
  fresh.addr = addr;
  return *conds.insert(it, std::move(fresh));
}
// A wake-up of a condition variable in a recorded or abstract run: the only sync event the
// record keeps as a read (registrations and both-byte events are plain events there).
inline bool is_cond_wake_shape(const Event& e) {
  return e.kind == OpKind::Rmw && (e.flags & kFlagSync) && e.size == 1 && !is_cond_registration(e);
}
inline bool is_cond_plain(const Event& e) { return is_cond_registration(e) || is_cond_both_bytes(e); }

}  // namespace braid::dc
