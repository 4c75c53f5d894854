// Synchronisation primitives beyond mutexes and threads, modelled as memory-like events
// with kFlagSync on the primitive's address:
//   - an operation that changes the primitive's state is an Rmw (a write),
//   - one that only observes it (a condition-variable wake-up, rwlock read acquisition,
//     barrier release, sem_getvalue, failed try-operations) is a Load (a read),
// so two operations conflict exactly when at least one changes the primitive, which is
// what dependence, the race detector and every exploration algorithm already understand.
#include <pthread.h>
#include <semaphore.h>

#include <algorithm>
#include <cerrno>

#include "model/barrier_slots.h"
#include "model/condvar_events.h"
#include "model/rwlock_try_flag.h"
#include "runtime/libc_state.h"
#include "runtime/runtime.h"

namespace braid::runtime {

void Runtime::sync_point(OpKind kind, void* object, WaitKind wait, std::uint32_t offset,
                         std::uint32_t size) {
  PendingOp op;
  op.kind = kind;
  op.addr = reinterpret_cast<std::uint64_t>(object) + offset;
  op.size = size;
  op.flags = kFlagSync | (wait == WaitKind::None ? 0 : kFlagAcquire);
  op.loc = cur().callsite;
  cur().wait = wait;
  schedule_point(op);
  cur().wait = WaitKind::None;
}

Event& Runtime::record_sync(OpKind kind, void* object, std::uint32_t offset, std::uint32_t size,
                           bool acquire) {
  Event& e = record(kind, reinterpret_cast<std::uint64_t>(object) + offset, size, cur().callsite);
  e.flags = kFlagSync | (acquire ? kFlagAcquire : 0);
  return e;
}

// ---- condition variables ----------------------------------------------------------------
// wait(c, m) = [register on c] [unlock m] [wake-up on c: disabled until it may return] [lock m].
// Registering while still holding m makes release-and-wait atomic for every signaller
// that holds m, as POSIX requires.
//
// POSIX lets pthread_cond_signal wake any thread waiting at the time of the signal. braid
// explores every choice through ordinary dependence, with wake-up tokens:
//   - registering gives the waiter the next ticket of the condition variable;
//   - a signal, when more waiters are pending than tokens are outstanding, adds a token
//     usable by the waiters registered before it (ticket < the token's limit); otherwise
//     every pending waiter is already owed a wake-up and the signal is lost. A broadcast
//     wakes every pending waiter and drops the tokens (they were owed to those waiters);
//   - a waiter's wake-up is enabled while a token it may use is outstanding (or a broadcast
//     woke it); executing it consumes the usable token with the smallest limit. Tokens'
//     eligible sets are nested (prefixes in ticket order), so taking the smallest one never
//     strands another token: every assignment of signals to waiters that POSIX allows is
//     reachable, and none it forbids (a waiter that arrives after a signal cannot take it).
// Waiters that can use the same token race with visible events on the condition variable,
// and the exploration reverses that race like any other. The events use two bytes of the
// pthread_cond_t, so that exactly the operations that do not commute are dependent:
//   byte 0 (tokens):  wake-ups (a read-modify-write: they take a token), signals;
//   byte 1 (tickets): registrations, signals (whether a signal is lost and whom its token
//                     serves depend on the registrations before it).
// A registration and a wake-up commute (a new waiter cannot use the outstanding tokens).
// A wake-up executes as an RMW of byte 0; while it is disabled, its pending operation is
// announced as a read of byte 0 (Runtime::update_enabled), so that a blocked waiter is
// seen by the exploration like a blocked await loop, racing with the last token operation
// that disabled it (dpor_common's blocked-operation rule).
namespace {
constexpr std::uint32_t kCondTokenByte = 0, kCondTicketByte = 1;
}  // namespace

int Runtime::cond_init(void* cond, bool destroy) {
  if (!executing_) return 0;
  // An event on both bytes, like a signal: whether threads wait depends on the order.
  sync_point(OpKind::Rmw, cond, WaitKind::None, kCondTokenByte, 2);
  record_sync(OpKind::Rmw, cond, kCondTokenByte, 2).value_read =
      kCondBothBytes | static_cast<std::uint64_t>(destroy ? CondOp::Destroy : CondOp::Init);
  if (destroy) {
    check_not_destroyed(cond, "pthread_cond_destroy");
  } else {
    forget_destroyed(cond);
  }
  auto it = conds_.find(reinterpret_cast<std::uint64_t>(cond));
  if (it == conds_.end()) {
    if (destroy) mark_destroyed(cond);
    return 0;
  }
  // Waiters owed a token are as good as woken (destroying is then allowed); the others are
  // blocked on it. Re-initialising forgets the state, so no waiter may be pending at all.
  const CondState& c = it->second;
  if (destroy ? c.pending.size() > c.tokens.size() : !c.pending.empty()) {
    fail(BugKind::Misuse,
         std::string(destroy ? "pthread_cond_destroy" : "pthread_cond_init") +
             " on a condition variable that threads are blocked on",
         0);
  }
  if (!destroy || it->second.pending.empty()) conds_.erase(it);
  if (destroy) mark_destroyed(cond);
  return 0;
}

int Runtime::cond_wait(void* cond, void* mutex, bool timed, bool posix_errors) {
  if (!executing_) return 0;
  const LocationId loc = cur().callsite;
  MutexState& m = mutex_state(mutex);
  if (m.owner != current_) {
    // glibc unlocks the mutex first and returns that unlock's error without waiting: EPERM
    // for an error-checking mutex (POSIX: "shall fail"), as pthread_mutex_unlock
    // (mutex.cpp). Thread-local knowledge: no event. Before branch audit17 a checked EPERM
    // was a false misuse.
    if (posix_errors && m.type == PTHREAD_MUTEX_ERRORCHECK) return EPERM;
    fail(BugKind::Misuse,
         "pthread_cond_wait by thread " + std::to_string(current_) + " without holding the mutex", loc);
  }
  const std::uint64_t key = reinterpret_cast<std::uint64_t>(cond);
  sync_point(OpKind::Rmw, cond, WaitKind::None, kCondTicketByte, 1);
  {
    CondState& c = conds_[key];
    cur().cond_ticket = c.tickets++;
    cur().cond_broadcast = false;
    cur().cond_enabled_since = 0;  // the tokens outstanding are not for it
    c.pending.push_back(current_);
  }
  {
    // What the wait may do, for DC-DPOR's dead-call search (model/condvar_events.h): the
    // allowances are its thread's, which only its own wake-ups use.
    const bool early = timed && cur().early_timeouts_used < config_.early_timeouts;
    record_sync(OpKind::Rmw, cond, kCondTicketByte, 1).value_read =
        kCondRegistration | (timed ? kCondWaitTimed : 0) |
        (cur().spurious_used < config_.spurious_wakeups ? kCondWaitSpuriousLeft : 0) |
        (early ? kCondWaitEarlyTimeout : 0);
  }
  check_not_destroyed(cond, "pthread_cond_wait");

  cur().callsite = loc;
  mutex_unlock(mutex);

  // A timed wait may time out at any moment, but a retry loop around it (`while (!ready)
  // pthread_cond_timedwait(...)`) would then never end: each thread's timed waits time out
  // early (their wake-up always enabled) at most config_.early_timeouts times per execution; after
  // that a timed wait waits for a signal, and times out only when no thread can run any
  // more (the signal never comes: update_enabled). docs/runtime.md, "Condition variables".
  cur().callsite = loc;
  cur().cond_timed = timed;
  const bool early_timeout_possible = timed && cur().early_timeouts_used < config_.early_timeouts;
  if (timed && !early_timeout_possible) ++result_.timed_waits_past_early_timeout;
  sync_point(OpKind::Rmw, cond, early_timeout_possible ? WaitKind::None : WaitKind::CondSignal, kCondTokenByte, 1);
  cur().cond_timed = false;
  const bool cancelled = take_cancel_wake();
  int status = 0;
  bool took_token = false;
  WakeEnabler enabler = WakeEnabler::Unknown;
  std::uint64_t enabled_by = 0;  // event_identity of the signal or broadcast, 0 if none
  if (cancelled) {
    // Woken by a cancellation request (cancel_state.cpp): it takes no token (POSIX: a
    // cancelled waiter does not consume a signal another waiter can take) and re-acquires
    // the mutex below; the exit read of the cancellation point acts on the request.
    // What let it run is not named (Unknown, enabled_by 0): a token may have let it run
    // before the request came, so no race of this wake-up is redundant for POP (naming the
    // request lost the classes where a signal wakes it first: 23 of 34,
    // trust20_cancel_cond_signal_not_consumed.c).
    ThreadRecord& t = cur();
    if (t.cond_broadcast) {
      t.cond_broadcast = false;
    } else {
      CondState& c = conds_[key];
      c.pending.erase(std::find(c.pending.begin(), c.pending.end(), current_));
      drop_unusable_cond_tokens(c);
    }
  } else {
    CondState& c = conds_[key];
    ThreadRecord& t = cur();
    // What lets this wake-up run (WakeEnabler). A timed wait too: with an early timeout left
    // it runs anywhere (and is no acquisition: POP does not ask); without, it runs where a
    // usable token exists, as an untimed wait, or where no other thread can run (its late
    // timeout: no token, so nothing is named and it stays Unknown below). The place right
    // before its enabler X is no such place: X's thread can run there.
    enabler = t.spurious_used < config_.spurious_wakeups ? WakeEnabler::Always : WakeEnabler::Named;
    enabled_by = t.cond_enabled_since;
    if (t.cond_broadcast) {
      t.cond_broadcast = false;  // removed from `pending` by the broadcast
    } else {
      const auto usable = std::upper_bound(c.tokens.begin(), c.tokens.end(), t.cond_ticket);
      if (usable != c.tokens.end()) {
        c.tokens.erase(usable);
        took_token = true;
        // Waiters left with no usable token cannot run any more: their interval ends.
        for (const ThreadId w : c.pending) {
          ThreadRecord& other = *threads_[w];
          if (w != current_ && (c.tokens.empty() || c.tokens.back() <= other.cond_ticket))
            other.cond_enabled_since = 0;
        }
      } else if (timed && (t.spurious_used >= config_.spurious_wakeups || !nondet_value(NondetType::Bool, NondetChoice::TimedWaitWakeup))) {
        // Woken without a token: timed out, or (--spurious-wakeups, within the bound) woke
        // spuriously, returning 0 with the clock short of the deadline. Two outcomes of one
        // event: a bool draw explores both (every value, no gap). Before branch audit18 a
        // timed wait always timed out here, and a program trusting a 0 result of
        // pthread_cond_timedwait or condition_variable::wait_until was reported complete
        // without its bug (audit18_cpp_cv_wait_until_no_predicate_spurious_bug.cpp).
        status = ETIMEDOUT;
        if (early_timeout_possible) ++t.early_timeouts_used;
      } else {
        ++t.spurious_used;  // enabled without a token: a spurious wake-up (within the bound)
      }
      c.pending.erase(std::find(c.pending.begin(), c.pending.end(), current_));
    }
  }
  {
    Event& wake = record_sync(OpKind::Rmw, cond, kCondTokenByte, 1, !early_timeout_possible);  // as announced
    // A timed wait with an early timeout left that took a token is an acquisition that never
    // blocks, like a successful sem_trywait (kFlagTry): a blocking wake-up after it must be
    // able to move before it and take its token, a race hidden behind the signal in between
    // (dpor_common, acquisition_races). Without it pop lost the classes where a waiter past
    // its early timeout takes the token before one that still had it
    // (sync_cond_timedwait_two_consumers_loop.c: 453 of 480).
    if (early_timeout_possible && took_token) wake.flags |= kFlagTry;
    if (enabler == WakeEnabler::Named && enabled_by == 0) enabler = WakeEnabler::Unknown;
    wake.value_read = enabled_by;
    wake.value_written = static_cast<std::uint64_t>(enabler);
  }

  cur().callsite = loc;
  mutex_lock(mutex, false);
  return status;
}

void Runtime::drop_unusable_cond_tokens(CondState& c) {
  // A waiter left without a token: the tokens no remaining waiter can use go (else a later
  // signal would count them as owed and be lost). Tokens ascend and their eligible sets are
  // nested, so token i stays when more pending waiters may use it than the tokens kept.
  std::vector<std::uint64_t> kept;
  for (const std::uint64_t limit : c.tokens) {
    const auto eligible = static_cast<std::size_t>(std::count_if(
        c.pending.begin(), c.pending.end(), [&](ThreadId w) { return threads_[w]->cond_ticket < limit; }));
    if (eligible > kept.size()) kept.push_back(limit);
  }
  if (kept.size() == c.tokens.size()) return;
  c.tokens = std::move(kept);
  for (const ThreadId w : c.pending) {
    ThreadRecord& other = *threads_[w];
    if (c.tokens.empty() || c.tokens.back() <= other.cond_ticket) other.cond_enabled_since = 0;
  }
}

bool Runtime::cond_wakeup_possible(const ThreadRecord& t, std::uint64_t cond) const {
  if (t.cond_broadcast) return true;
  if (auto it = conds_.find(cond); it != conds_.end()) {
    const auto& tokens = it->second.tokens;
    if (!tokens.empty() && tokens.back() > t.cond_ticket) return true;
  }
  return t.spurious_used < config_.spurious_wakeups;
}

int Runtime::cond_signal(void* cond, bool broadcast) {
  if (!executing_) return 0;
  sync_point(OpKind::Rmw, cond, WaitKind::None, kCondTokenByte, 2);
  CondState& c = conds_[reinterpret_cast<std::uint64_t>(cond)];
  Event& e = record_sync(OpKind::Rmw, cond, kCondTokenByte, 2);
  e.value_read = kCondBothBytes | static_cast<std::uint64_t>(broadcast ? CondOp::Broadcast : CondOp::Signal);
  const std::uint64_t self = event_identity(e);  // what the woken waiters' wake-ups name
  // A waiter that could not run can from now on (a waiter a token already served keeps
  // the start of its interval).
  auto enables = [&](ThreadId w) {
    if (threads_[w]->cond_enabled_since == 0) threads_[w]->cond_enabled_since = self;
  };
  if (broadcast) {
    for (ThreadId w : c.pending) {
      threads_[w]->cond_broadcast = true;
      enables(w);
    }
    c.pending.clear();
    c.tokens.clear();
  } else if (c.pending.size() > c.tokens.size()) {
    c.tokens.push_back(c.tickets);  // usable by every waiter registered so far
    for (ThreadId w : c.pending) enables(w);
  }
  check_not_destroyed(cond, broadcast ? "pthread_cond_broadcast" : "pthread_cond_signal");
  return 0;
}

// ---- semaphores ------------------------------------------------------------------------

int Runtime::sem_init(void* sem, unsigned value) {
  if (!executing_) return 0;
  note_effect();
  forget_destroyed(sem);
  sems_[reinterpret_cast<std::uint64_t>(sem)].value = value;
  return 0;
}

int Runtime::sem_wait(void* sem, bool try_only) {
  if (!executing_) return 0;
  const std::uint64_t key = reinterpret_cast<std::uint64_t>(sem);
  if (!sems_.count(key)) fail(BugKind::Misuse, "sem_wait on a semaphore that was not initialised with sem_init", 0);
  if (try_only) {
    // A trywait that finds the semaphore at zero only reads it.
    sync_point(sems_[key].value > 0 ? OpKind::Rmw : OpKind::Load, sem, WaitKind::None);
    SemState& s = sems_[key];
    if (s.value <= 0) {
      record_sync(OpKind::Load, sem).flags |= kFlagTry;  // a failed try: await loops observe it
      errno = EAGAIN;
      return -1;
    }
    --s.value;
    // A successful try: an acquisition that never blocks (kFlagTry tells it from a post).
    record_sync(OpKind::Rmw, sem).flags |= kFlagTry;
    return 0;
  }
  sync_point(OpKind::Rmw, sem, WaitKind::SemPositive);
  if (take_cancel_wake()) {
    // Woken by a cancellation request (cancel_state.cpp): it takes no unit; the exit read
    // of the cancellation point acts on the request.
    record_sync(OpKind::Rmw, sem, 0, 1, true).value_read = 1;
    return 0;
  }
  --sems_[key].value;
  record_sync(OpKind::Rmw, sem, 0, 1, true);
  check_not_destroyed(sem, "sem_wait");
  return 0;
}

int Runtime::sem_post(void* sem) {
  if (!executing_) return 0;
  const std::uint64_t key = reinterpret_cast<std::uint64_t>(sem);
  if (!sems_.count(key)) fail(BugKind::Misuse, "sem_post on a semaphore that was not initialised with sem_init", 0);
  sync_point(OpKind::Rmw, sem, WaitKind::None);
  const auto found = static_cast<std::uint64_t>(sems_[key].value);
  ++sems_[key].value;
  Event& post = record_sync(OpKind::Rmw, sem);
  if (found > 0) post.flags |= kFlagSemNonZero;
  // The count it found and the count it left (POP predicts a sem_trywait moved before it).
  post.value_read = found;
  post.value_written = found + 1;
  check_not_destroyed(sem, "sem_post");
  return 0;
}

int Runtime::sem_getvalue(void* sem, int* value) {
  if (!executing_) return 0;
  const std::uint64_t key = reinterpret_cast<std::uint64_t>(sem);
  if (!sems_.count(key)) fail(BugKind::Misuse, "sem_getvalue on a semaphore that was not initialised", 0);
  sync_point(OpKind::Load, sem, WaitKind::None);
  if (value) {
    *value = static_cast<int>(sems_[key].value);
    heap_.mark_initialised(value, sizeof *value);
  }
  // The value read: an await loop polling it observes it (runtime/await.cpp, SemValue).
  record_sync(OpKind::Load, sem).value_read = static_cast<std::uint64_t>(sems_[key].value);
  return 0;
}

// ---- rwlocks ------------------------------------------------------------------------------
// A read acquisition only observes that no writer holds the lock, so two read acquisitions
// commute (Load); write acquisitions and unlocks change the lock (Rmw).

int Runtime::rwlock_lock(void* rwlock, bool write, bool try_only) {
  if (!executing_) return 0;
  const std::uint64_t key = reinterpret_cast<std::uint64_t>(rwlock);
  {
    RwState& rw = rwlocks_[key];
    if (rw.writer == current_) {
      if (try_only) return EBUSY;
      return EDEADLK;  // glibc reports relocking by the writer
    }
    // A reader asking for the write lock ("upgrade") is not detected by glibc: it waits for
    // the readers to leave, itself among them, for good (a deadlock). Before, braid returned
    // EDEADLK and the program went on as if it had written under the lock.
    if (write && try_only && std::find(rw.readers.begin(), rw.readers.end(), current_) != rw.readers.end())
      return EBUSY;
  }
  const WaitKind wait = try_only ? WaitKind::None : (write ? WaitKind::RwWrite : WaitKind::RwRead);
  sync_point(write ? OpKind::Rmw : OpKind::Load, rwlock, wait);
  RwState& rw = rwlocks_[key];
  const bool free = write ? (rw.writer == kNoThread && rw.readers.empty()) : rw.writer == kNoThread;
  const char* what = write ? "pthread_rwlock_wrlock" : "pthread_rwlock_rdlock";
  if (!free) {  // only a try-operation gets here
    // A failed try: await loops observe it.
    Event& failed = record_sync(OpKind::Load, rwlock);
    failed.flags |= kFlagTry | kFlagRwlockTry;
    if (write) {
      failed.flags |= kFlagRwlockWriteTry;
      cur().failed_write_tries.push_back(static_cast<std::uint32_t>(result_.events.size() - 1));
    }
    check_not_destroyed(rwlock, what);
    return EBUSY;
  }
  if (write) {
    rw.writer = current_;
  } else {
    rw.readers.push_back(current_);
  }
  // A successful try (or timed) lock is an acquisition too, though it never blocks: marked
  // kFlagAcquire, the algorithms know it from a release (a successful trywrlock is an Rmw,
  // like an unlock) and a later writer races with it as with a blocking acquisition. Before,
  // pop explored 1 of the 3 classes of `tryrdlock; unlock` against `wrlock; unlock`
  // (docs/algorithms.md, "Rwlocks in POP").
  Event& taken = record_sync(write ? OpKind::Rmw : OpKind::Load, rwlock, 0, 1, true);
  if (try_only) taken.flags |= kFlagRwlockTry;
  check_not_destroyed(rwlock, what);
  return 0;
}

int Runtime::rwlock_unlock(void* rwlock) {
  if (!executing_) return 0;
  const std::uint64_t key = reinterpret_cast<std::uint64_t>(rwlock);
  {
    RwState& rw = rwlocks_[key];
    const bool reader = std::find(rw.readers.begin(), rw.readers.end(), current_) != rw.readers.end();
    if (rw.writer != current_ && !reader) {
      fail(BugKind::Misuse, "thread " + std::to_string(current_) + " unlocks a rwlock it does not hold", 0);
    }
  }
  sync_point(OpKind::Rmw, rwlock, WaitKind::None);
  RwState& rw = rwlocks_[key];
  if (rw.writer == current_) {
    rw.writer = kNoThread;
  } else {
    rw.readers.erase(std::find(rw.readers.begin(), rw.readers.end(), current_));
  }
  record_sync(OpKind::Rmw, rwlock);
  return 0;
}

// ---- barriers ------------------------------------------------------------------------------

int Runtime::barrier_init(void* barrier, unsigned count) {
  if (!executing_) return 0;
  if (count == 0) return EINVAL;
  note_effect();
  BarrierState& b = barriers_[reinterpret_cast<std::uint64_t>(barrier)];
  b = BarrierState{};
  b.count = count;
  forget_destroyed(barrier);
  return 0;
}

// Arrivals are events on a synthetic byte range of the barrier, outside any real memory: two
// halves, one for even and one for odd generations, of one byte per thread (its id mod
// kBarrierHalf). Every arrival writes its thread's byte of its generation's half, so
// arrivals commute. Every waiter then reads that half (its release: disabled until the last
// arrival, and after all of them). N threads meeting at a barrier are one Mazurkiewicz class
// instead of N!. A release and the next generation's arrivals touch different halves: they
// commute (with one range, a barrier reused in a loop ordered every thread's release with
// every other thread's next arrival: 6 859 classes for 3 threads and 4 waits instead of 1).
// The next generation but one uses the same half again; its arrivals come after every
// release of the one before (each needs an arrival of every thread in between).
//
// Which thread gets PTHREAD_BARRIER_SERIAL_THREAD: POSIX gives it to "a single (arbitrary)
// thread synchronized at the barrier". A caller that uses the result claims it after its
// release: the first claim of the generation takes it (an RMW of the serial slot), later ones
// find it taken (a read of the slot, returning 0). Claims are thus ordered only with each
// other, and N threads using the result are N classes (who is serial), not the N! arrival
// orders an "the last arriver is serial" rule needs (whether an arrival is the last depends
// on every other arrival, so that rule orders them all). Callers that ignore the result
// make no claim. docs/runtime.md, "Barriers".
namespace {
// A pthread barrier's arrival slots split in two halves, one per generation parity.
constexpr std::uint32_t kBarrierHalf = Runtime::kBarrierArrivalSlots / 2;
// DC-DPOR reads this layout back (model/barrier_slots.h, which states it for the explorers).
static_assert(kBarrierHalf == kPthreadBarrierHalf && Runtime::kBarrierSpace == braid::kBarrierSpace &&
                  Runtime::kBarrierSlots == braid::kBarrierSlots && Runtime::kBarrierSerialSlot == braid::kBarrierSerialSlot,
              "the barrier layout of model/barrier_slots.h");
}  // namespace

void* Runtime::barrier_slots(void* barrier) {
  return reinterpret_cast<void*>(Runtime::kBarrierSpace | (reinterpret_cast<std::uint64_t>(barrier) << 8));
}

void Runtime::learn_barrier_completions(ThreadId from, ThreadId to) {
  for (auto& [key, b] : barriers_) {
    if (b.known_complete.size() <= from) continue;
    if (b.known_complete.size() <= to) b.known_complete.resize(to + 1, 0);
    b.known_complete[to] = std::max(b.known_complete[to], b.known_complete[from]);
  }
}

std::uint64_t Runtime::barrier_of_slots(std::uint64_t addr) { return (addr & ~kBarrierSpace) >> 8; }

int Runtime::barrier_wait(void* barrier, bool observed) {
  if (!executing_) return 0;
  const std::uint64_t key = reinterpret_cast<std::uint64_t>(barrier);
  if (!barriers_.count(key)) fail(BugKind::Misuse, "pthread_barrier_wait on an uninitialised barrier", 0);
  const LocationId loc = cur().callsite;
  void* slots = barrier_slots(barrier);
  const auto half = [](std::uint64_t generation) {
    return static_cast<std::uint32_t>(generation % 2) * kBarrierHalf;
  };
  const auto own = static_cast<std::uint32_t>(current_ % kBarrierHalf);
  const bool ordered = config_.ordered_barrier_arrivals;
  // The arrival's byte range (offset, size). Independent: its thread's byte of its
  // generation's half, announced in the half of the generation now: only this thread's
  // arrival can complete it (true while no arrival can join another generation: the check
  // below). Ordered: the counter byte, which orders every arrival with every other, and,
  // for the arrival completing generation g, g's parity slot too, which g's releases read
  // (model/barrier_slots.h); announced as what it does now: only another arrival, dependent
  // with it, can change whether it completes the generation.
  const auto arrival_range = [&](const BarrierState& s) -> std::pair<std::uint32_t, std::uint32_t> {
    if (!ordered) return {half(s.generation) + own, 1};
    if (s.arrived + 1 < s.count) return {kOrderedCounterSlot, 1};
    return {s.generation % 2 == 0 ? kOrderedEvenSlot : kOrderedCounterSlot, 2};
  };
  const auto announced = arrival_range(barriers_[key]);
  sync_point(OpKind::Rmw, slots, WaitKind::None, announced.first, announced.second);
  BarrierState& b = barriers_[key];
  const std::uint64_t generation = b.generation;
  const auto arrival = arrival_range(b);
  record_sync(OpKind::Rmw, slots, arrival.first, arrival.second);
  check_not_destroyed(barrier, "pthread_barrier_wait");
  // Independent arrivals are exact only if no arrival could have joined the generation
  // before its own: each arrival at generation g >= 1 must follow g - 1's completion in every
  // run, which holds when its thread knows of it by its own release, its creation or a join
  // (docs/runtime.md, "Barriers": else more threads wait here than the count).
  if (b.known_complete.size() <= current_) b.known_complete.resize(current_ + 1, 0);
  if (generation > b.known_complete[current_] && !result_.barrier_generations_overlap)
    result_.barrier_generations_overlap = loc;
  if (++b.arrived == b.count) {
    b.arrived = 0;
    ++b.generation;
  }
  // The release: enabled once the generation completed (at once for the last arriver).
  cur().wait_generation = generation;
  cur().callsite = loc;
  const std::uint32_t release_offset = !ordered ? half(generation) : generation % 2 == 0 ? kOrderedEvenSlot : kOrderedOddSlot;
  const std::uint32_t release_size = ordered ? 1 : kBarrierHalf;
  sync_point(OpKind::Load, slots, WaitKind::BarrierRelease, release_offset, release_size);
  record_sync(OpKind::Load, slots, release_offset, release_size);
  {
    std::vector<std::uint64_t>& known = barriers_[key].known_complete;
    if (known.size() <= current_) known.resize(current_ + 1, 0);
    known[current_] = std::max(known[current_], generation + 1);
  }
  if (!observed) return 0;
  // The serial claim (announced as what it does now; only another claim of the generation
  // can change that, and it is dependent with it).
  cur().callsite = loc;
  const auto claimed = [&] {
    const auto& c = barriers_[key].serial_claimed;
    return std::find(c.begin(), c.end(), generation) != c.end();
  };
  sync_point(claimed() ? OpKind::Load : OpKind::Rmw, slots, WaitKind::None, kBarrierSerialSlot, 1);
  const bool lost = claimed();
  record_sync(lost ? OpKind::Load : OpKind::Rmw, slots, kBarrierSerialSlot, 1);
  if (lost) return 0;
  barriers_[key].serial_claimed.push_back(generation);
  return PTHREAD_BARRIER_SERIAL_THREAD;
}

// ---- spinlocks and pthread_once: mutexes in disguise -----------------------------------

int Runtime::spin_lock(void* lock, bool try_only) {
  if (!executing_) return 0;
  mutex_state(lock, PTHREAD_MUTEX_NORMAL);
  const int r = mutex_lock(lock, try_only);
  return r == EDEADLK ? EDEADLK : r;
}

int Runtime::spin_unlock(void* lock) {
  if (!executing_) return 0;
  mutex_state(lock, PTHREAD_MUTEX_NORMAL);
  return mutex_unlock(lock);
}

int Runtime::once(void* control, void (*init)()) {
  const std::uint64_t key = reinterpret_cast<std::uint64_t>(control);
  if (!executing_) {
    init();
    return 0;
  }
  // The first caller runs `init` inside a critical section of the once-control; later
  // callers synchronise with its end through the same lock.
  const LocationId loc = cur().callsite;
  mutex_state(control, PTHREAD_MUTEX_NORMAL);
  mutex_lock(control, false);
  if (std::find(once_done_.begin(), once_done_.end(), key) == once_done_.end()) {
    try {
      init();
    } catch (...) {
      // std::call_once's callable threw: the once is not done and the next caller runs it
      // again ([thread.once.callonce]; glibc's pthread_once resets the control in its
      // cleanup handler). Without this the control stayed locked: a false deadlock.
      cur().callsite = loc;
      mutex_unlock(control);
      throw;
    }
    once_done_.push_back(key);
    note_effect();
  }
  cur().callsite = loc;
  mutex_unlock(control);
  return 0;
}

// ---- thread-specific data ------------------------------------------------------------------

int Runtime::key_create(unsigned* key, void (*destructor)(void*)) {
  if (!executing_) return EAGAIN;
  note_effect();
  // The key's number, so the order of its destructor at a thread's exit, follows creation:
  // glibc takes a lock on its key table, and so does braid (a hidden mutex every algorithm
  // orders; qpor's unfolding as any mutex), so that two unsynchronised creations are
  // explored in both orders (docs/runtime.md, "trust30").
  lock_libc_list(&LibcHiddenState::key_table);
  key_destructors_.push_back(destructor);
  key_live_.push_back(true);
  *key = static_cast<unsigned>(key_destructors_.size() - 1);
  heap_.mark_initialised(key, sizeof *key);
  return 0;
}

int Runtime::key_delete(unsigned key) {
  if (!executing_) return 0;
  note_effect();
  lock_libc_list(&LibcHiddenState::key_table);  // the table's update, as key_create
  if (key >= key_live_.size() || !key_live_[key]) return EINVAL;
  key_live_[key] = false;
  return 0;
}

void* Runtime::get_specific(unsigned key) {
  if (!executing_) return nullptr;
  const auto& values = cur().specific;
  return key < values.size() ? values[key] : nullptr;
}

int Runtime::set_specific(unsigned key, const void* value) {
  if (!executing_) return 0;
  note_effect();
  if (key >= key_live_.size() || !key_live_[key]) return EINVAL;
  auto& values = cur().specific;
  if (values.size() <= key) values.resize(key + 1, nullptr);
  values[key] = const_cast<void*>(value);
  return 0;
}

void Runtime::run_key_destructors() {
  if (!executing_) return;
  // POSIX: repeat while destructors leave non-null values, at most
  // PTHREAD_DESTRUCTOR_ITERATIONS times.
  for (int round = 0; round < PTHREAD_DESTRUCTOR_ITERATIONS; ++round) {
    bool any = false;
    for (unsigned key = 0; key < cur().specific.size(); ++key) {
      void* value = cur().specific[key];
      if (!value || key >= key_live_.size() || !key_live_[key] || !key_destructors_[key]) continue;
      cur().specific[key] = nullptr;
      key_destructors_[key](value);
      any = true;
    }
    if (!any) break;
  }
}

// ---- deterministic nondeterminism ---------------------------------------------------------

int Runtime::rand_next() {
  note_effect();
  rand_state_ = rand_state_ * 6364136223846793005ULL + 1442695040888963407ULL;
  return static_cast<int>((rand_state_ >> 33) & 0x7fffffff);
}

void Runtime::rand_seed(unsigned seed) {
  note_effect();
  rand_state_ = seed;
}

void Runtime::clock_reach(const struct timespec* deadline) {
  if (!executing_ || deadline == nullptr || deadline->tv_nsec < 0 || deadline->tv_nsec >= 1'000'000'000) return;
  const long long ns = static_cast<long long>(deadline->tv_sec) * 1'000'000'000LL + deadline->tv_nsec;
  clock_ns_ = std::max(clock_ns_, ns);
}

long long Runtime::clock_next_ns() {
  note_effect();
  // Time advances by one millisecond per query: deterministic, and loops that wait for
  // time to pass still terminate.
  clock_ns_ += 1'000'000;
  return clock_ns_;
}

}  // namespace braid::runtime
