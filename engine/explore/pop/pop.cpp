#include <cstdio>
#include <cstdlib>
// POP, iterative form of CAV'24 Algorithm 1 over an Executor that re-runs the program.
//
// A Frame is one recursive call Explore(E1·σ) together with the maximal execution it
// extends σ into (POP picks exactly one continuation at line 13; alternatives only ever
// come from race reversals). The frame stack is the recursion stack of Algorithm 1: the
// children of a frame are the schedules reversed from races in its execution, explored
// one after another in discovery order, each completely (its whole subtree) before the
// next is even built. That is the eager strategy: at any time only the schedules of the
// executions on the stack exist, at most n(n-1)/2 frames deep (Lemma 1), each holding
// its own execution (n nodes) and at most one schedule per race of it. Nothing survives a
// frame's pop, so memory does not grow with the number of executions explored.
//
// One difference in *order* only: Algorithm 1 switches to a new schedule the moment its
// race is found, then resumes the rest of E; an executor cannot suspend a run, so we let
// the run finish first and then explore the schedules in the order they were found. The
// set of explored executions is the same: Explore(E) depends only on E, its schedule
// markings and SSChar[E], never on what other calls did.
#include "explore/pop/pop.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <span>
#include <string_view>
#include <vector>

#include "explore/dpor_common/happens_before.h"
#include "explore/parallel/pool.h"
#include "explore/pop/shared_prefix_path.h"
#include "explore/pop/sleep_char.h"
#include "explore/pop/sleep_char_codec.h"
#include "model/rwlock_try_flag.h"

namespace braid {

namespace {

using pop::Clock;
using pop::SleepSet;
using pop::SSPtr;

// One event of a schedule. A *stale read* is an await loop's next load at a point where
// the runtime keeps it disabled (it would read the value the previous iteration read):
// POP explores the program as if that load executed there and its thread then stopped for
// good (Nidhugg's "spin-assume" view of await loops), without asking the runtime to run it.
// See "Await loops" in docs/algorithms.md.
struct Step {
  Event ev;
  bool stale = false;
};

// The stale read a disabled spin-loop event `e` stands for. A CAS / RMW spin loop (a
// spinlock) is blocked only when its next attempt would find the value the previous one
// found and change nothing: a failed CAS, a read. A load stays itself.
// A stale attempt of an RMW spin loop (exchange, fetch_or, test-and-set) is no CAS: it has
// no expected value, and reversed_head takes its reversal for a write.
constexpr std::uint8_t kFlagStaleRmw = 0x80;  // POP-internal, on stale reads only

// A successful try-operation of a modelled primitive (sem_trywait, sem_timedwait: an Rmw
// with kFlagSync and kFlagTry) and a failed one (the same as a Load with kFlagTry). The
// runtime announces the pending attempt as the one it would be now (runtime/primitives.cpp),
// so a retry loop kept disabled announces a Load where it succeeded in another run.
bool is_primitive_try_success(const Event& e) {
  return e.kind == OpKind::Rmw && (e.flags & kFlagSync) && (e.flags & kFlagTry) && !(e.flags & kFlagAcquire);
}
bool is_primitive_try_failure(const Event& e) {
  return e.kind == OpKind::Load && (e.flags & kFlagSync) && (e.flags & kFlagTry) && !(e.flags & kFlagAcquire);
}

// A failed rwlock try that was a read try (tryrdlock, or a timed read lock whose deadline had
// passed): the runtime marks the failed write tries (kFlagRwlockWriteTry).
bool is_failed_rwlock_read_try(const Event& e) {
  return is_primitive_try_failure(e) && (e.flags & kFlagRwlockTry) && !(e.flags & kFlagRwlockWriteTry);
}

// A sem_post: the runtime records the count it found in value_read and the count it left in
// value_written, at least 1 (runtime/primitives.cpp); no other non-acquiring operation of a
// modelled primitive records a value.
bool is_semaphore_post(const Event& e) {
  return e.kind == OpKind::Rmw && (e.flags & kFlagSync) && !(e.flags & (kFlagAcquire | kFlagTry)) &&
         e.value_written > 0;
}

Event stale_read(const Event& e) {
  Event r = e;
  if (op_is_mutex(r.kind)) {  // a trylock retry loop: the attempt finds the mutex held
    r.kind = OpKind::MutexTryFail;
    return r;
  }
  if (is_primitive_try_success(r)) {  // a sem_trywait retry loop: the attempt finds it at 0
    r.kind = OpKind::Load;
    r.flags |= kFlagTry;
    return r;
  }
  if (r.kind != OpKind::Load) {
    if (r.kind == OpKind::CasSuccess || r.kind == OpKind::CasFailure) r.value_written = cas_expected(e);
    else r.flags |= kFlagStaleRmw;
    r.kind = OpKind::CasFailure;
  }
  return r;
}

// Can `want` (a prescribed event) be a stale read of a thread whose disabled pending
// operation has kind `pending`? An await loop's load (`Load`), or a spin loop's CAS / RMW,
// which the runtime announces as `CasFailure` while blocked (whatever `want` turned out
// to be where it ran: a CAS that succeeded, an exchange).
// A trylock retry loop's pending trylock (`MutexLock` with kFlagTry, `pending_try`) matches
// the trylock it was where it ran (successful or failed).
bool spin_pending_matches(const PendingOp& next, const Event& want) {
  const OpKind pending = next.kind;
  const bool pending_try = (next.flags & kFlagTry) != 0;
  // A try-operation retry loop of a semaphore kept disabled (pending: a Load of it, the
  // attempt that would fail now) matches the attempt it was where it ran, successful or not.
  if (pending == OpKind::Load && (next.flags & kFlagSync) && !(next.flags & kFlagAcquire) &&
      is_primitive_try_success(want))
    return want.addr == next.addr && want.loc == next.loc;
  if (pending == OpKind::Load) return want.kind == OpKind::Load;
  const OpKind want_kind = want.kind;
  if (pending == OpKind::MutexLock) return pending_try && (want_kind == OpKind::MutexLock || want_kind == OpKind::MutexTryFail);
  return pending == OpKind::CasFailure &&
         (want_kind == OpKind::CasFailure || want_kind == OpKind::CasSuccess || want_kind == OpKind::Rmw);
}

// A CAS is a read where it fails and a write where it succeeds (the Mazurkiewicz events are
// outcomes), so a reversal can change its kind. The event e_k becomes when a race (e_j, e_k)
// is reversed: it then runs right where e_j ran (σ has no other access to its bytes), on the
// value e_j found there (Event::value_read). Only a CAS changes; when the bytes do not match
// exactly the outcome is taken for a success, a write: a write head never blocks and never
// makes a read schedule, which can only add executions, never lose one.
Event reversed_head(const Event& ej, const Event& ek) {
  // A trylock is a CAS on its mutex: moved before a release of another thread it finds the
  // mutex held and fails (a read); moved before an acquisition it is taken for a success (a
  // write: the mutex was free there unless the acquisition re-entered a recursive mutex).
  if (ek.kind == OpKind::MutexLock && (ek.flags & kFlagTry) && ej.kind == OpKind::MutexUnlock && ej.addr == ek.addr &&
      ej.thread != ek.thread) {
    Event h = ek;
    h.kind = OpKind::MutexTryFail;
    return h;
  }
  if (ek.kind == OpKind::MutexTryFail && ej.kind == OpKind::MutexLock && ej.addr == ek.addr) {
    Event h = ek;
    h.kind = OpKind::MutexLock;
    h.flags |= kFlagTry;
    return h;
  }
  // A sem_trywait moved before another thread's sem_post finds the count the post found: at
  // zero it fails (a read of the semaphore), else it succeeds (a take). Taken for a write
  // before the post, the attempts of two threads that both fail there headed no read schedule
  // and were explored in both orders (random semaphore program 197: 36 executions for 29
  // classes). A retry of a try loop is still taken for a success (Pop::reverse).
  if ((is_primitive_try_failure(ek) || is_primitive_try_success(ek)) && is_semaphore_post(ej) && ej.addr == ek.addr &&
      ej.thread != ek.thread) {
    Event h = ek;
    h.kind = ej.value_read == 0 ? OpKind::Load : OpKind::Rmw;
    return h;
  }
  // A failed sem_trywait moved before another thread's take of the semaphore (or an operation
  // of a rwlock): a success before a take (the value was positive there), unknown otherwise;
  // taken for a success (a write) either way. Kept a read, it headed a read schedule where it took an
  // item, and the characterisation blocked the take's reversals: classes were lost
  // (docs/algorithms.md, "Semaphore try-retry loops").
  if (is_primitive_try_failure(ek) && ej.kind == OpKind::Rmw && (ej.flags & kFlagSync) && ej.addr == ek.addr && ej.thread != ek.thread) {
    // A failed rwlock *read* try moved before a write acquisition: the lock is free there
    // (the acquisition took it), so the try takes a read lock, a read acquisition that
    // commutes with the other readers' (pop26; before, the event did not say which try it
    // was and both were taken for a write).
    if (is_failed_rwlock_read_try(ek) && (ej.flags & kFlagAcquire)) {
      Event h = ek;
      h.flags = static_cast<std::uint8_t>((h.flags | kFlagAcquire) & ~kFlagTry);
      return h;
    }
    Event h = ek;
    h.kind = OpKind::Rmw;
    h.flags = static_cast<std::uint8_t>(h.flags & ~kFlagTry);
    return h;
  }
  if (ek.kind != OpKind::CasSuccess && ek.kind != OpKind::CasFailure) return ek;
  if (!op_writes(ej.kind)) return ek;  // e_j read the bytes: the value e_k finds is unchanged
  Event h = ek;
  if (ek.flags & kFlagStaleRmw) {
    h.kind = OpKind::CasSuccess;
    return h;
  }
  const std::uint64_t expected = cas_expected(ek);
  if (ej.addr == ek.addr && ej.size == ek.size && ej.value_read != expected) {
    h.kind = OpKind::CasFailure;
    h.value_read = ej.value_read;
    h.value_written = expected;
  } else {
    h.kind = OpKind::CasSuccess;
    h.value_read = expected;
  }
  return h;
}

// A read for the sleep sets: a load, a failed CAS, or a failed trylock (a read of its mutex).
// A blocking read acquisition of a rwlock (a Load of it: readers commute) is no read for the
// sleep sets: whether it can run depends on the writers, not on what it reads, so it never
// heads a read schedule and is taken for a write of the rwlock (docs/algorithms.md,
// "Rwlocks in POP").
bool is_rwlock_read_acquisition(const Event& e) {
  return e.kind == OpKind::Load && (e.flags & kFlagSync) && (e.flags & kFlagAcquire);
}
// Taken for a Store (a write, like an Rmw, for every level) so that a sleeping read
// acquisition can tell it from a write acquisition: two read acquisitions commute
// (pop::is_read_acquisition_as_write, "Compatible schedule heads of one write").
Event for_characterisation(const Event& e) {
  if (!is_rwlock_read_acquisition(e)) return e;
  Event w = e;
  w.kind = OpKind::Store;
  return w;
}
bool is_read_event(const Event& e) {
  if (is_rwlock_read_acquisition(e)) return false;
  return e.kind == OpKind::Load || e.kind == OpKind::CasFailure || e.kind == OpKind::MutexTryFail;
}
// Does `e` write what a read schedule on its variable reads (memory, or an acquisition or
// release of a mutex)?
bool writes_variable(const Event& e) {
  return op_writes(e.kind) || e.kind == OpKind::MutexLock || e.kind == OpKind::MutexUnlock;
}

struct PNode {
  Event ev;
  std::int32_t sched = -1;  // frame index whose schedule contains the event, -1 if none
  bool head = false;        // last event of that schedule
  bool stale = false;       // a stale read (not executed by the runtime)
  SleepSet ss;              // SSChar before this event (non-schedule positions only)
};

struct PendingSchedule {
  std::uint32_t branch = 0;   // |E1|
  std::vector<Step> sigma;    // σ, in order
  SleepSet ss_after;          // SSChar[E1·σ]
  SSPtr schedchar;            // SchedChar[E1](σ) for read schedules, else null
  // For a head that may turn out a stale read of a blocked round (Pop::reverse_round_wakers):
  // SSChar[E1·σ'] (σ' = σ without its head) and e_j, the event the head was moved before.
  SleepSet ss_before_head;
  Event displaced;
  // For a schedule that moved a write before a wake-up standing for several reads: the
  // other threads' writes of the wake-up's other objects that raced with it before σ's head
  // in the run that made σ (Pop::left_to_earlier_head).
  std::vector<std::uint64_t> earlier_wakeup_racers;  // event_identity
  // Those of them that were a weak initial at E1 in that run (nothing after E1 but W's
  // thread's events happened before them): their own schedule at E1 is σ = u1 alone. The
  // frames *below* σ's frame do not reverse W's race with such a u1 either while u1 stays a
  // weak initial at E1 there (Pop::left_to_ancestor_head).
  std::vector<std::uint64_t> initial_wakeup_racers;  // event_identity
  // σ = u2, a release that may put the round of W (displaced) back to sleep until an earlier
  // racer u1 runs (Pop::release_puts_round_back_to_sleep): if W's thread is blocked right
  // after σ, the subtree's classes are u1's schedule's and the run stops there.
  bool prune_if_round_sleeps = false;
  // The event σ moves (e_k of the race, as it was in the run that made σ): stays with the
  // parent frame after the child took σ (Pop::failed_try_race_left_to_parent_lock_race).
  ThreadId head_thread = 0;
  std::uint32_t head_index = 0;
};

struct Frame {
  std::uint32_t branch = 0;
  std::vector<Step> sigma;
  SleepSet ss_after;
  SSPtr schedchar;
  SleepSet ss_before_head;  // see PendingSchedule
  Event displaced;
  std::vector<std::uint64_t> earlier_wakeup_racers;  // event_identity  // see PendingSchedule
  std::vector<std::uint64_t> initial_wakeup_racers;  // event_identity  // see PendingSchedule
  bool prune_if_round_sleeps = false;                 // see PendingSchedule
  // pop31: the wakers' schedules a child of this frame made at its own branch (a round's
  // head that turned out a stale read, Pop::reverse_round_wakers): the node, the event the
  // head was moved before, the round's event and σ's events (Pop::round_wake_made_by_stale_child).
  struct WokenAtBranch {
    std::uint32_t branch = 0;
    std::uint64_t displaced = 0;
    std::uint64_t round_event = 0;
    std::vector<std::uint64_t> sigma;
  };
  std::vector<WokenAtBranch> woken_at_branch;
  // pop33: the schedules σ headed by a mutex release u made at a node of this frame's run
  // (by this frame, or by a child at a node before the child's branch): the node, the event
  // e_j u was moved before, u and σ's events, sorted (Pop::release_moved_before_at_earlier_node).
  struct ReleaseMovedAtNode {
    std::uint32_t branch = 0;
    std::uint64_t displaced = 0;
    std::uint64_t release = 0;
    std::vector<std::uint64_t> sigma;
  };
  std::vector<ReleaseMovedAtNode> release_moved_at_node;
  // The frame's execution: the parent's up to `branch` (shared with it), then its own.
  pop::SharedPrefixPath<PNode> path;
  std::vector<PendingSchedule> pending;
  std::size_t next = 0;
  bool ran = false;
  // Where the frame sits in the exploration tree (the pending index taken at each level):
  // one worker explores in lexicographic order of positions (parallel/work_unit.h).
  parallel::Position position;
};

// Parallel exploration: the subtree of a pending schedule depends only on the schedule and
// on the SchedChars of the frames below it, so any worker can explore it. Its work unit
// (parallel/work_unit.h) carries those SchedChars (indexed by frame) and the child frame
// itself; a busy worker gives away its shallowest pending schedule (the biggest subtree)
// whenever another worker waits.

class Pop final : public Algorithm {
 public:
  std::string_view name() const override { return "pop"; }
  ExplorationStats explore(Executor& executor, ExplorationObserver& observer) override;
  bool splits_work() const override { return true; }
  ExplorationStats explore_parallel(ExecutorFactory& executors, unsigned jobs,
                                    ExplorationObserver& observer) override;

 private:
  class Sched;
  void reset();
  // The exploration loop of one worker, until its frames and (with a pool) the pool's
  // tasks are exhausted or the observer says stop.
  ExplorationStats run_worker(Executor& executor, ExplorationObserver& observer, parallel::WorkPool* pool,
                              unsigned worker);
  // The frame of the parent's next pending schedule (taken from it).
  static Frame child_of(Frame& parent);
  // Units carry portable addresses: `executor` translates this worker's (codec.h).
  void donate(parallel::WorkPool& pool, unsigned worker, const Executor& executor);
  void install(const parallel::WorkUnit& unit, Executor& executor);
  void analyse(std::size_t frame_index, std::size_t real_events, std::size_t branch_limit = SIZE_MAX);
  void reverse(std::size_t fi, std::size_t j, std::size_t k, std::size_t real_events);
  void add_sleeping_heads(std::size_t j, std::size_t k, const Event& head, SleepSet& ss) const;
  void add_sleeping_readers_of_failed_try(std::size_t j, std::size_t k, SleepSet& ss) const;
  void add_sleeping_tries_before_writer_unlock(std::size_t j, std::size_t k, SleepSet& ss) const;
  bool add_sleeping_displaced_reader_of_failed_try(std::size_t j, std::size_t k, SleepSet& ss) const;
  bool other_reader_holds_after_sigma(std::size_t j, std::size_t k) const;
  // Does `e` commute with every event of σ at positions (j, end)? (The three rules above put
  // an event to sleep only then.)
  bool commutes_with_sigma(std::size_t j, std::size_t end, const Event& e) const {
    for (std::size_t s = j + 1; s < end; ++s)
      if (in_sigma_[s] && events_dependent(hb_.event(s), e)) return false;
    return true;
  }
  // The sleep-set entry of one event that sleeps until an event dependent with it runs.
  static pop::Expr sleeping_event(const Event& e) {
    pop::Level sleeper;
    sleeper.p = std::make_shared<const pop::Segments>();
    sleeper.heads.push_back(e);
    sleeper.xaddr = e.addr;
    sleeper.xsize = e.size;
    sleeper.head_at = pop::Level::HeadAt::SleepingEvent;
    return pop::Expr{std::move(sleeper)};
  }
  static void add_to_sleep_set(SleepSet& ss, pop::SSChar entries) {
    if (entries.empty()) return;
    pop::SSChar merged = ss.snapshot();
    merged.insert(merged.end(), std::make_move_iterator(entries.begin()), std::make_move_iterator(entries.end()));
    ss = SleepSet::of(std::move(merged));
  }
  bool is_rwlock_write_try(std::size_t k) const;
  // Is `e` its thread's next event right before position j (its previous event, or for a
  // first event its creation, before j)?
  bool next_event_at(const Event& e, std::size_t j) const {
    if (e.index > 0) {
      const std::int64_t prev = hb_.position(e.thread, e.index - 1);
      return prev >= 0 && static_cast<std::size_t>(prev) < j;
    }
    for (std::size_t i = 0; i < j; ++i)
      if (hb_.event(i).kind == OpKind::ThreadCreate && hb_.event(i).peer == e.thread) return true;
    return false;
  }
  void reverse_round_wakers(std::size_t fi, std::size_t p, std::size_t real_events);
  static bool same_mutex(const Event& a, const Event& b) {
    return op_is_mutex(a.kind) && op_is_mutex(b.kind) && a.addr == b.addr;
  }
  // `in_past(i)`: is position i (between p and k) in w's past in σ?
  void schedule_woken_round(std::size_t fi, std::size_t p, std::size_t k,
                            const std::function<bool(std::size_t)>& in_past);
  // σ's events (positions after p, in σ's order) then s' woken by the last of them; an event
  // that comes after its position in the run carries the rows it follows in σ (`after`).
  struct WokenStep {
    std::size_t at;
    std::vector<std::size_t> after;
  };
  void record_woken_round(std::size_t fi, std::size_t p, const std::vector<WokenStep>& sigma);
  void schedule_slept_through(std::size_t fi, std::size_t p, std::size_t c, std::size_t k, std::size_t real_events);
  void reverse_starved(std::size_t fi, const ExecutionResult& r, std::size_t real_events);
  Clock clock_at(std::size_t i) const { return {hb_.row(i), hb_.stride()}; }
  // A race between two acquisitions (of a mutex, or blocking ones of another primitive:
  // dpor_common) reverses e_j and e_k although e_k happens after e_j through a release.
  // Of the same object only: a woken round's acquisition of one mutex also stands for what
  // its blocked round observed of another (hb_.observes), and races with that other mutex's
  // last acquisition through the observation, a read. That race is an ordinary one: its σ
  // keeps e_k's past, the write that woke the round among it. Taken for a lock race, σ left
  // that write out (lock_race_clock follows the mutex e_k locks, not the observed one) and
  // the round's acquisition before e_j was a run of something else: pop lost 16 of 924
  // classes of spincycle_c_trylock_alternating_after_m1_locker.c (docs/algorithms.md,
  // "A woken round's acquisition races through what it observed").
  static bool acquisition_race(const Event& ej, const Event& ek) {
    if (ej.kind == OpKind::MutexLock && ek.kind == OpKind::MutexLock) return ej.addr == ek.addr;
    // A successful sem_trywait as e_j: an acquisition that never blocks (dpor_common).
    const bool ej_acquires = (ej.flags & kFlagAcquire) || is_primitive_try_success(ej);
    return ej_acquires && (ek.flags & kFlagAcquire) && op_is_memory(ej.kind) && op_is_memory(ek.kind) &&
           ranges_overlap(ej.addr, ej.size, ek.addr, ek.size);
  }
  // A lock race (e_j, e_k) reverses two acquisitions: in E1·σ, e_k no longer depends on the
  // release after e_j, nor on anything it saw only through that critical section. Its
  // clock there is the join of its dependencies in E2 that do not happen after e_j.
  // Every operation on the mutex after e_j (the latest acquisition) happens after e_j, so
  // that is the clock of e_k's previous event in its thread (for a first event, the loop
  // finds its creator).
  // An await loop's wake-up that is a lock (the loop polls under a mutex) also depends on
  // the writes it was woken by (hb_.observes: the other objects its blocked round read):
  // those after e_j that do not happen after it stay before e_k too. Without them σ put the
  // wake-up where nothing had changed yet, a stale read, and the class where a write to the
  // second polled object wakes the loop, which then locks the first mutex before another
  // thread, was lost (await_multi_c_two_mutexes_poll.c: pop 6 of 7).
  void lock_race_clock(std::size_t j, std::size_t k) {
    lock_clock_.assign(hb_.stride(), 0);
    const Event& ek = hb_.event(k);
    auto join_row = [&](std::size_t i) {
      const std::uint32_t* r = hb_.row(i);
      for (std::size_t t = 0; t < lock_clock_.size(); ++t) lock_clock_[t] = std::max(lock_clock_[t], r[t]);
    };
    bool own_past = false;
    if (ek.index > 0) {
      const std::int64_t prev = hb_.position(ek.thread, ek.index - 1);
      if (prev >= 0) {
        join_row(static_cast<std::size_t>(prev));
        own_past = true;
      }
    }
    const std::span<const Event> observed = hb_.observes(k);
    if (own_past && observed.empty()) return;
    for (std::size_t i = j + 1; i < k; ++i) {
      if (hb_.hb(j, i)) continue;
      const Event& e = hb_.event(i);
      if (e.thread == ek.thread) continue;
      const bool through_lock = !own_past && events_dependent(e, ek);
      const bool woken_by = std::any_of(observed.begin(), observed.end(),
                                        [&](const Event& o) { return events_dependent(e, o); });
      if (through_lock || woken_by) join_row(i);
    }
  }
  // A race (e_j, e_k) whose e_k is a condition-variable wake-up that says what let it run
  // (WakeEnabler): is its reversal infeasible or reached through another race of the run?
  // docs/algorithms.md, "Condition variables in POP". The wake-up can run at every point
  // after its enabler X (the signal or broadcast since which it could run without a break)
  // and not right before it (Named), or anywhere after its registration (Always). Its races are its
  // direct one with p, the last write of its byte before it (the memory race), and those
  // with earlier wake-ups (acquisition races, dpor_common):
  //   * p = X: moved before X, it cannot run (the run would diverge): dropped;
  //   * p after X (or Always): feasible, kept; e_k then reaches every later place step by
  //     step from the schedules it heads, so its acquisition races are dropped;
  //   * p = X, an acquisition race with a wake-up L before X: the only way to run e_k
  //     before L (taking L's token): kept.
  // A wake-up that stands for several reads (hb_.observes) gets its races from several rules
  // (its own operation's, each observation's), and their union is not filtered for
  // transitivity: e_j may happen before another event of the run that happens before e_k (an
  // unlock of m1, then the same thread's unlock of m0, which the wake-up's observation of m0
  // read, then the wake-up's lock of m1). Such a pair is no race (Def. 5 needs e_j and e_k
  // adjacent in happens-before): its σ would hold that event without e_j, which it needs,
  // and the replay ran e_j's thread's next event in its place, another schedule's class
  // again. Acquisition races (a lock, the unlock in between, the next lock) are races by
  // their own rule and stay. docs/algorithms.md, "Races through a wake-up's observations".
  // Two writes u1 (earlier) and u2 of two different objects a wake-up W observed, by other
  // threads, both race with W: the schedules "u1 before W" and "u2 before W" at the same
  // node have compatible heads (two writes of different variables, while the proof of
  // Theorem 4 needs heads racing with one event to conflict), and each subtree reverses the
  // other race again: the classes with both before W were explored twice (two unlocks before
  // a round's wake-up, in both orders). They belong to u1's schedule: σ of (W, u2) records
  // u1 (earlier_wakeup_racers), and its frame does not reverse W's race with u1 again unless
  // u1 depends on σ there. docs/algorithms.md, "Two writes that both wake a round".
  std::vector<std::uint64_t> earlier_wakeup_racers(std::size_t fi, std::size_t j, std::size_t k,
                                                   std::size_t real_events) const {
    std::vector<std::uint64_t> racers;
    const Event& w = hb_.event(j);
    const Event& ek = hb_.event(k);
    // Writes of what a round observes: mutex acquisitions and releases, plain stores.
    auto writes_observable = [](const Event& e) {
      return e.kind == OpKind::MutexLock || e.kind == OpKind::MutexUnlock ||
             (op_is_memory(e.kind) && op_writes(e.kind));
    };
    auto same_object = [](const Event& a, const Event& b) {
      if (op_is_mutex(a.kind) || op_is_mutex(b.kind)) return op_is_mutex(a.kind) && op_is_mutex(b.kind) && a.addr == b.addr;
      return ranges_overlap(a.addr, a.size, b.addr, b.size);
    };
    if (hb_.observes(j).empty() || !writes_observable(ek)) return racers;
    const Frame& f = frames_[fi];
    for (std::size_t i = j + 1; i < k && i < real_events; ++i) {
      const Event& u = hb_.event(i);
      if (u.thread == w.thread || u.thread == ek.thread || in_sigma_[i] || !writes_observable(u)) continue;
      if (same_object(u, ek) || acquisition_race(w, u)) continue;
      if (f.path[i].sched >= 0 && !f.path[i].head) continue;  // Def. 6 (i)
      const auto rr = hb_.races(i);
      if (std::find(rr.begin(), rr.end(), static_cast<std::uint32_t>(j)) == rr.end() &&
          !races_with_next_on_observed(j, i))
        continue;
      bool fresh = true;  // Def. 6 (ii) for (W, u1)
      for (std::size_t h = j + 1; h < i && fresh; ++h)
        if (f.path[h].head && !hb_.hb(h, i)) fresh = false;
      if (!fresh || wake_race_redundant(j, i) || race_through_observation(j, i)) continue;
      racers.push_back(event_identity(u.thread, u.index));
    }
    return racers;
  }
  // Does u (position i) race with W's thread's next event q, an operation on an object W
  // observed (a round's sem_trywait after its wake-up, which the post u reached first)? The
  // reversal of (q, u) puts u between W and q, where it races with W through the observation
  // and is moved before W one level down: u's schedule then holds the classes with u before W
  // as a direct racer's does (issue 14, branch pop19: a sem_post and a lock both waking a
  // round of trylock and sem_trywait).
  bool races_with_next_on_observed(std::size_t j, std::size_t i) const {
    const Event& w = hb_.event(j);
    const std::int64_t at = hb_.position(w.thread, w.index + 1);
    if (at < 0 || static_cast<std::size_t>(at) <= j || static_cast<std::size_t>(at) >= i) return false;
    const auto q = static_cast<std::size_t>(at);
    const Event& next = hb_.event(q);
    const auto observed = hb_.observes(j);
    const bool on_observed = op_is_memory(next.kind) && std::any_of(observed.begin(), observed.end(), [&](const Event& o) {
      return op_is_memory(o.kind) && ranges_overlap(o.addr, o.size, next.addr, next.size);
    });
    if (!on_observed) return false;
    const auto rr = hb_.races(i);
    return std::find(rr.begin(), rr.end(), static_cast<std::uint32_t>(q)) != rr.end();
  }
  bool left_to_earlier_head(const Frame& f, std::size_t j, std::size_t k) const {
    if (f.earlier_wakeup_racers.empty()) return false;
    const Event& w = hb_.event(j);
    if (w.thread != f.displaced.thread || w.index != f.displaced.index) return false;
    const Event& u = hb_.event(k);
    const std::uint64_t id = event_identity(u.thread, u.index);
    if (std::find(f.earlier_wakeup_racers.begin(), f.earlier_wakeup_racers.end(), id) ==
        f.earlier_wakeup_racers.end())
      return false;
    // u1 and its past after σ (W aside: u1 comes after it only in this run) must commute
    // with σ, as in the run that made σ, where u1 raced with W after it.
    const std::size_t sigma_end = f.branch + f.sigma.size();
    for (std::size_t m = sigma_end; m <= k; ++m) {
      if (m == j || (m < k && !hb_.hb(m, k))) continue;
      for (std::size_t i = f.branch; i < sigma_end; ++i)
        if (hb_.dependent(i, hb_.event(m)) || hb_.dependent(m, hb_.event(i))) return false;
    }
    return true;
  }
  // Of the earlier racers of (W, u2) (W at position j), those that are a weak initial at E1
  // in this run: their thread's previous event lies before W, and no event after W but W's
  // thread's own happens before them. W's thread's events are the steps by which u1 reaches W
  // (a post that raced with the round's operation after W, races_with_next_on_observed: each
  // reversal moves u1 one of them earlier, with σ = u1 alone), so u1's schedule at E1 is
  // σ = u1 alone (docs/algorithms.md, "pop23: earlier racers of a round's wake-up, below the
  // frame that recorded them").
  std::vector<std::uint64_t> initial_wakeup_racers(std::size_t j, const std::vector<std::uint64_t>& racers) const {
    std::vector<std::uint64_t> initial;
    const Event& w = hb_.event(j);
    for (const std::uint64_t id : racers) {
      const auto thread = static_cast<ThreadId>((id >> 32) - 1);  // event_identity's encoding
      const auto index = static_cast<std::uint32_t>(id);
      const std::int64_t at = hb_.position(thread, index);
      if (at <= static_cast<std::int64_t>(j) || !next_event_at(hb_.event(static_cast<std::size_t>(at)), j)) continue;
      const auto i = static_cast<std::size_t>(at);
      bool weak_initial = true;
      for (std::size_t m = j + 1; m < i && weak_initial; ++m)
        if (hb_.event(m).thread != w.thread && hb_.hb(m, i)) weak_initial = false;
      if (weak_initial) initial.push_back(id);
    }
    return initial;
  }
  // The race (W, u) in a frame *below* the frame of a schedule σ = u2 made for (W, u2) (an
  // ancestor on the frame stack, W its displaced event) that recorded u as a weak-initial
  // earlier racer: when u is still a weak initial at that frame's E1 here (nothing from E1 on
  // but W happens before it), the run σ of (W, u) would make has u as a weak initial at E1, so
  // every class below it starts with E1·u up to equivalence: the classes of u's own schedule
  // at E1 (σ = u). docs/algorithms.md, "pop23: earlier racers of a round's wake-up, below the
  // frame that recorded them".
  bool left_to_ancestor_head(std::size_t fi, std::size_t j, std::size_t k, std::size_t real_events) const {
    if (k >= real_events) return false;
    const Event& w = hb_.event(j);
    const Event& u = hb_.event(k);
    const std::uint64_t id = event_identity(u.thread, u.index);
    for (std::size_t a = 0; a < fi; ++a) {
      const Frame& anc = frames_[a];
      if (anc.initial_wakeup_racers.empty() || w.thread != anc.displaced.thread || w.index != anc.displaced.index)
        continue;
      if (std::find(anc.initial_wakeup_racers.begin(), anc.initial_wakeup_racers.end(), id) ==
          anc.initial_wakeup_racers.end())
        continue;
      if (j < anc.branch || !next_event_at(u, anc.branch)) continue;
      // This run still extends E1·σ of that frame: no frame between branched inside it (a
      // race of an event before E1 reversed below it starts a run of another node).
      const std::size_t sigma_end = anc.branch + anc.sigma.size();
      bool extends = true;
      for (std::size_t b = a + 1; b <= fi && extends; ++b)
        if (frames_[b].branch < sigma_end) extends = false;
      if (!extends) continue;
      // σ of (W, u) is u alone (nothing after W happens before u), and u depends on nothing
      // from E1 to W: right after E1·(the events up to W) it is a weak initial at E1.
      bool weak_initial = true;
      for (std::size_t m = j + 1; m < k && weak_initial; ++m)
        if (hb_.hb(m, k)) weak_initial = false;
      for (std::size_t m = anc.branch; m < j && weak_initial; ++m)
        if (hb_.dependent(m, u) || hb_.dependent(k, hb_.event(m))) weak_initial = false;
      // u races with nothing before E1: the runs below (W, u)'s schedule would reverse no
      // race of u into a node before E1, where u's schedule at E1 can not reach.
      for (const std::uint32_t r : hb_.races(k))
        if (r < anc.branch) weak_initial = false;
      if (weak_initial) return true;
    }
    return false;
  }
  // A release u2 of m moved before a round's wake-up W (a failed trylock of m) that may only
  // put back what the round last saw (docs/algorithms.md, "A release that puts a round back
  // to sleep (pop21)"): W was woken because u2's thread took m (a, the acquisition u2
  // releases) after the round's own unlock of m, nothing else touches m between a and u2,
  // W's other observations (mutexes only) are unchanged since the round's thread last
  // operated on them, and no third thread uses m anywhere in the run. Whether the round does
  // sleep at E1·u2 only the runtime knows (Sched::round_sleeps_after_release asks it).
  bool release_restores_round_view(std::size_t j, std::size_t k) const {
    const Event& w = hb_.event(j);
    const Event& u2 = hb_.event(k);
    if (w.kind != OpKind::MutexTryFail || !(w.flags & kFlagAwaitWake) || u2.kind != OpKind::MutexUnlock ||
        u2.addr != w.addr || u2.thread == w.thread || u2.index == 0)
      return false;
    const auto observed = hb_.observes(j);
    if (observed.empty()) return false;
    for (const Event& o : observed)
      if (o.kind != OpKind::MutexTryFail || o.addr == w.addr) return false;
    // a: u2's thread's acquisition of m that u2 releases (its critical section may go on
    // past W: those events come along in σ).
    std::size_t a = SIZE_MAX;
    for (std::size_t i = k; i-- > 0 && a == SIZE_MAX;)
      if (hb_.event(i).thread == u2.thread && op_is_mutex(hb_.event(i).kind) && hb_.event(i).addr == w.addr) a = i;
    if (a == SIZE_MAX || a >= j || hb_.event(a).kind != OpKind::MutexLock) return false;
    for (std::size_t i = a + 1; i < k; ++i) {
      const Event& e = hb_.event(i);
      if (i != j && op_is_mutex(e.kind) && e.addr == w.addr) return false;
    }
    bool before_a = false;
    for (std::size_t i = a; i-- > 0 && !before_a;) {
      const Event& e = hb_.event(i);
      if (!op_is_mutex(e.kind) || e.addr != w.addr) continue;
      if (e.thread != w.thread || e.kind != OpKind::MutexUnlock) return false;
      before_a = true;
    }
    if (!before_a) return false;
    for (const Event& o : observed) {
      std::size_t last_write = SIZE_MAX, round_op = SIZE_MAX;
      for (std::size_t i = 0; i < j; ++i) {
        const Event& e = hb_.event(i);
        if (!op_is_mutex(e.kind) || e.addr != o.addr) continue;
        if (e.kind != OpKind::MutexTryFail) last_write = i;
        if (e.thread == w.thread) round_op = i;
      }
      if (round_op == SIZE_MAX || (last_write != SIZE_MAX && last_write > round_op)) return false;
    }
    // A third thread that still uses m after E1 (a trylock spinner on it) would take m at
    // E1·u2 and wake the round; blocked threads' pending operations (virtual events) included.
    for (std::size_t i = j + 1; i < hb_.size(); ++i) {
      const Event& e = hb_.event(i);
      if (op_is_mutex(e.kind) && e.addr == w.addr && e.thread != w.thread && e.thread != u2.thread) return false;
    }
    return true;
  }
  // ... and if the round sleeps at E1·u2, only an earlier racer u1 of W (racers) can wake it:
  // every other object W observed is used after E1 by other threads only through u1, its
  // thread's next event at E1 (and that thread's later events), and by no third thread
  // anywhere in the run; m by nobody but W's thread after u2. u1 commutes with everything
  // before it in any run below E1·u2, so every class there starts with E1·u1 up to
  // equivalence: u1's own schedule at E1 explores them (its frame reverses W's race with u2
  // itself: `analyse` keeps that race out of left_to_earlier_head, or the two schedules would
  // each leave the classes with both before W to the other). The schedule is marked; its run
  // stops right after σ when the round sleeps there (counter `restoring_release_runs_pruned`,
  // not an execution).
  bool release_puts_round_back_to_sleep(std::size_t j, std::size_t k, std::size_t real_events,
                                        const std::vector<std::uint64_t>& racers) const {
    if (racers.empty() || !release_restores_round_view(j, k)) return false;
    const Event& w = hb_.event(j);
    for (const Event& o : hb_.observes(j)) {
      ThreadId owner = w.thread;
      for (std::size_t i = j + 1; i < real_events; ++i) {
        const Event& e = hb_.event(i);
        if (e.thread == w.thread || !op_is_mutex(e.kind) || e.addr != o.addr) continue;
        if (owner != w.thread && e.thread == owner) continue;  // u1's thread after u1
        const std::uint64_t id = event_identity(e.thread, e.index);
        const bool first_racer = owner == w.thread && std::find(racers.begin(), racers.end(), id) != racers.end() &&
                                 e.kind != OpKind::MutexTryFail && next_event_at(e, j);
        if (!first_racer) return false;
        owner = e.thread;
      }
      if (owner == w.thread) return false;
      for (std::size_t i = j + 1; i < hb_.size(); ++i) {
        const Event& e = hb_.event(i);
        if (op_is_mutex(e.kind) && e.addr == o.addr && e.thread != w.thread && e.thread != owner) return false;
      }
    }
    for (std::size_t i = k + 1; i < real_events; ++i) {
      const Event& e = hb_.event(i);
      if (e.thread != w.thread && op_is_mutex(e.kind) && e.addr == w.addr) return false;
    }
    return true;
  }
  bool race_through_observation(std::size_t j, std::size_t k) const {
    if (hb_.observes(k).empty() || acquisition_race(hb_.event(j), hb_.event(k))) return false;
    for (std::size_t i = j + 1; i < k; ++i)
      if (hb_.hb(j, i) && hb_.hb(i, k)) return true;
    return false;
  }
  bool wake_race_redundant(std::size_t j, std::size_t k) const {
    const Event& ek = hb_.event(k);
    if (ek.kind != OpKind::Rmw || (ek.flags & (kFlagSync | kFlagAcquire)) != (kFlagSync | kFlagAcquire) ||
        ek.size != 1)
      return false;
    const auto how = static_cast<WakeEnabler>(ek.value_written);
    if (how != WakeEnabler::Named && how != WakeEnabler::Always) return false;
    std::size_t p = k;
    for (std::size_t i = k; i-- > 0;) {
      const Event& e = hb_.event(i);
      if (op_writes(e.kind) && ranges_overlap(e.addr, e.size, ek.addr, ek.size)) {
        p = i;
        break;
      }
    }
    if (how == WakeEnabler::Always) return j != p;
    const std::int64_t x = hb_.position(static_cast<ThreadId>((ek.value_read >> 32) - 1),
                                        static_cast<std::uint32_t>(ek.value_read));
    if (x < 0 || static_cast<std::size_t>(x) >= k) return false;  // not found: take the race as it comes
    const auto enabler = static_cast<std::size_t>(x);
    if (j == enabler) return true;
    if (j == p) return false;
    return j > enabler || p != enabler;
  }
  // A futex wake-up (an acquiring one-byte Rmw of the word, right after its thread's
  // registration, a four-byte Rmw of it) that names its FUTEX_WAKE (WakeEnabler::Unknown:
  // the condition-variable rules do not apply).
  bool is_named_futex_wakeup(std::size_t k) const {
    const Event& ek = hb_.event(k);
    if (ek.kind != OpKind::Rmw || (ek.flags & (kFlagSync | kFlagAcquire)) != (kFlagSync | kFlagAcquire) ||
        ek.size != 1 || static_cast<WakeEnabler>(ek.value_written) != WakeEnabler::Unknown || ek.value_read == 0 ||
        ek.index == 0)
      return false;
    const std::int64_t r = hb_.position(ek.thread, ek.index - 1);
    if (r < 0) return false;
    const Event& registration = hb_.event(static_cast<std::size_t>(r));
    return registration.kind == OpKind::Rmw && (registration.flags & kFlagSync) && registration.addr == ek.addr &&
           registration.size == 4;
  }
  // An acquisition race (e_j, e_k) of a futex wake-up e_k (it took a token and could run
  // without a break since the FUTEX_WAKE X it names: runtime/futex.cpp) with an earlier
  // wake-up L, when p, the last write of e_k's byte before it, comes after X: e_k can run
  // right before p, the memory race (p, e_k) moves it there, and from that run on its races
  // are taken again step by step (each feasible: still after X) down to L itself or to X,
  // where the acquisition race with L is the way on. Reversing (L, e_k) here too reached
  // "e_k before L" twice (docs/algorithms.md, "Futex wake-ups (pop20)"). Unlike a condition
  // variable's token byte, the futex word is the program's own: its loads and stores race
  // with e_k too, and each of those races is a class of its own, so only the acquisition race
  // is dropped, never a memory race (dropping them as wake_race_redundant does for a
  // condition variable lost classes).
  // Its race with X itself is dropped too, as a condition variable's: right before X no token
  // it may use existed, and σ holds no FUTEX_WAKE (one would happen after X), so the run
  // would diverge.
  bool futex_wake_race_redundant(std::size_t j, std::size_t k) const {
    const Event& ek = hb_.event(k);
    if (!is_named_futex_wakeup(k)) return false;
    const std::int64_t x = hb_.position(static_cast<ThreadId>((ek.value_read >> 32) - 1),
                                        static_cast<std::uint32_t>(ek.value_read));
    if (x < 0 || static_cast<std::size_t>(x) >= k) return false;
    if (j == static_cast<std::size_t>(x)) return true;
    if (!acquisition_race(hb_.event(j), ek)) return false;
    for (std::size_t i = k; i-- > j + 1;) {
      const Event& e = hb_.event(i);
      if (op_writes(e.kind) && ranges_overlap(e.addr, e.size, ek.addr, ek.size)) return i > static_cast<std::size_t>(x);
    }
    return false;  // p = e_j (or before it): the race is the memory race
  }
  // An acquisition race (e_j, e_k) of a rwlock read acquisition e_k with a write acquisition
  // e_j, when the last write of the rwlock before e_k is a reader's unlock u: e_k can run
  // right before u (no writer holds the lock there), so its memory race with u is reversed,
  // and in that run e_k's races are taken again from there, down to a write unlock (where
  // it cannot go: the acquisition race with e_j is then the way on) or e_j. Reversing
  // (e_j, e_k) here too reached the same "e_k before e_j" schedule twice (one writer, two
  // readers: 16 runs for 10 classes; docs/algorithms.md, "Compatible schedule heads of one
  // write").
  // Only where that memory race is one POP reverses (u in no schedule).
  bool read_lock_race_reached_step_by_step(const Frame& f, std::size_t j, std::size_t k) const {
    const Event& ek = hb_.event(k);
    const Event& ej = hb_.event(j);
    if (!is_rwlock_read_acquisition(ek) || !acquisition_race(ej, ek) || ej.kind != OpKind::Rmw) return false;
    for (std::size_t i = k; i-- > j + 1;) {
      const Event& u = hb_.event(i);
      if (!op_writes(u.kind) || !(u.flags & kFlagSync) || !ranges_overlap(u.addr, u.size, ek.addr, ek.size)) continue;
      if (u.kind != OpKind::Rmw || (u.flags & kFlagAcquire)) return false;  // a write acquisition
      const auto races = hb_.races(k);
      if (f.path[i].sched >= 0 || std::find(races.begin(), races.end(), static_cast<std::uint32_t>(i)) == races.end())
        return false;
      return reader_unlock(u);
    }
    return false;
  }
  // An acquisition race (e_j, e_k) of a rwlock write acquisition e_k with a read acquisition
  // e_j, when e_k also races with a later read acquisition r (after e_j) right before which
  // the lock was free: e_k can run there, the race (r, e_k) puts it there, and in that run
  // its race with e_j is taken again. Reversing (e_j, e_k) here too reached "e_k before e_j"
  // twice (two readers, then a writer: 14 runs for 10 classes).
  bool write_lock_race_reached_step_by_step(const Frame& f, std::size_t j, std::size_t k) const {
    const Event& ek = hb_.event(k);
    const Event& ej = hb_.event(j);
    if (!is_rwlock_read_acquisition(ej) || ek.kind != OpKind::Rmw || !(ek.flags & kFlagSync) ||
        !(ek.flags & kFlagAcquire) || ek.addr != ej.addr)
      return false;
    for (const std::uint32_t r : hb_.races(k))
      if (r > j && r < k && f.path[r].sched < 0 && is_rwlock_read_acquisition(hb_.event(r)) &&
          hb_.event(r).addr == ek.addr && lock_free_before(r))
        return true;
    return false;
  }
  // The same for a write acquisition e_j: an acquisition race (e_j, e_k) of two write
  // acquisitions of a rwlock, when e_k also races with a later read acquisition r (after e_j)
  // right before which the lock was free (e_j released): the race (r, e_k) puts e_k there, and
  // in that run its race with e_j is taken again. Reversing (e_j, e_k) here too reached
  // "e_k before e_j" twice (a writer, a reader, a writer: docs/algorithms.md, "Try
  // acquisitions of a rwlock after a writer's unlock (pop19)").
  bool write_lock_race_after_writer_reached_step_by_step(const Frame& f, std::size_t j, std::size_t k) const {
    const Event& ek = hb_.event(k);
    const Event& ej = hb_.event(j);
    constexpr std::uint8_t kWriteAcquisition = kFlagSync | kFlagAcquire;
    if (ej.kind != OpKind::Rmw || (ej.flags & kWriteAcquisition) != kWriteAcquisition || ek.kind != OpKind::Rmw ||
        (ek.flags & kWriteAcquisition) != kWriteAcquisition || ek.addr != ej.addr)
      return false;
    for (const std::uint32_t r : hb_.races(k))
      if (r > j && r < k && f.path[r].sched < 0 && is_rwlock_read_acquisition(hb_.event(r)) &&
          hb_.event(r).addr == ek.addr && hb_.event(r).thread != ej.thread && lock_free_before(r))
        return true;
    return false;
  }
  // A successful try (or timed) acquisition e_k of a rwlock never blocks. When the last write
  // of the rwlock before it is the unlock u of the writer whose write acquisition is e_j, its
  // acquisition race (e_j, e_k) and its ordinary race (u, e_k) both lead to "e_k before e_j":
  // moved before u, e_k fails (a read of the lock the writer holds), and in that run the
  // failed try races with e_j, whose reversal makes it succeed before e_j, the schedule the
  // acquisition race makes here. As for a mutex trylock after an unlock (dpor_common: the
  // unlock race subsumes the lock race), the acquisition race is dropped when the unlock
  // race is one POP reverses here. docs/algorithms.md, "Try acquisitions of a rwlock after
  // a writer's unlock (pop19)".
  bool try_lock_race_reached_through_release(const Frame& f, std::size_t j, std::size_t k,
                                             std::size_t real_events) const {
    const Event& ek = hb_.event(k);
    const Event& ej = hb_.event(j);
    constexpr std::uint8_t kTryAcquisition = kFlagSync | kFlagAcquire | kFlagRwlockTry;
    if (!op_is_memory(ek.kind) || (ek.flags & kTryAcquisition) != kTryAcquisition) return false;
    if (ej.kind != OpKind::Rmw || (ej.flags & (kFlagSync | kFlagAcquire)) != (kFlagSync | kFlagAcquire) ||
        ej.addr != ek.addr || ej.thread == ek.thread)
      return false;
    std::size_t u = k;
    for (std::size_t i = k; i-- > j + 1;) {
      const Event& e = hb_.event(i);
      if (op_writes(e.kind) && (e.flags & kFlagSync) && ranges_overlap(e.addr, e.size, ek.addr, ek.size)) {
        u = i;
        break;
      }
    }
    if (u == k || u >= real_events) return false;
    const Event& eu = hb_.event(u);
    if (eu.kind != OpKind::Rmw || (eu.flags & kFlagAcquire) || eu.thread != ej.thread) return false;
    // The race (u, e_k) must be one analyse reverses: listed, u in no schedule, not dropped by
    // another rule, and every schedule head between u and e_k before e_k.
    const auto races = hb_.races(k);
    if (std::find(races.begin(), races.end(), static_cast<std::uint32_t>(u)) == races.end()) return false;
    if (f.path[u].sched >= 0 || wake_race_redundant(u, k) || race_through_observation(u, k) ||
        left_to_earlier_head(f, u, k))
      return false;
    for (std::size_t i = u + 1; i < k && i < real_events; ++i)
      if (f.path[i].head && !hb_.hb(i, k)) return false;
    return true;
  }
  // An acquisition race (e_j, e_k) of a rwlock write acquisition e_k (a trywrlock's fallback
  // `wrlock`) with another thread's read acquisition e_j, when e_k's thread's previous event p
  // is its failed try of the rwlock after e_j, and p heads the σ of a frame on the path (this
  // one or an ancestor), moved there from a run in which it succeeded (that frame's
  // `sigma.back()`, the event as it was in its parent's run). σ of (e_j, e_k) holds p (e_k's
  // own past): before e_j the try finds the lock free and succeeds, so the schedule is "the
  // try acquires before e_j", with the same σ up to p, which that parent run's acquisition
  // race (e_j, p) of the successful try made already (e_j is in the prefix both runs share,
  // before that frame's branch). A frame received from another worker (a placeholder
  // without σ) drops nothing.
  // Reversing it here too explored that class twice (`tryrdlock; unlock ‖ trywrlock or
  // wrlock; unlock`: 5 runs for 4 classes). docs/algorithms.md, "A write lock after its own
  // failed try (pop22)".
  bool write_lock_race_after_own_failed_try(const Frame& f, std::size_t j, std::size_t k) const {
    const Event& ek = hb_.event(k);
    const Event& ej = hb_.event(j);
    constexpr std::uint8_t kWriteAcquisition = kFlagSync | kFlagAcquire;
    if (!is_rwlock_read_acquisition(ej) || ek.kind != OpKind::Rmw || (ek.flags & kWriteAcquisition) != kWriteAcquisition ||
        ek.addr != ej.addr || ej.thread == ek.thread || ek.index == 0)
      return false;
    const std::int64_t at = hb_.position(ek.thread, ek.index - 1);
    if (at < 0) return false;
    const PNode& node = f.path[static_cast<std::size_t>(at)];
    if (node.sched < 0 || !node.head) return false;
    const Frame& placed = frames_[static_cast<std::size_t>(node.sched)];  // the frame whose σ p heads
    if (placed.sigma.empty() || j >= placed.branch) return false;
    const Event& p = hb_.event(static_cast<std::size_t>(at));
    constexpr std::uint8_t kFailedTry = kFlagSync | kFlagTry | kFlagRwlockTry;
    if (p.kind != OpKind::Load || (p.flags & (kFailedTry | kFlagAcquire)) != kFailedTry || p.addr != ek.addr) return false;
    const Event& in_parent = placed.sigma.back().ev;
    constexpr std::uint8_t kTryAcquisition = kFlagSync | kFlagAcquire | kFlagRwlockTry;
    return in_parent.thread == p.thread && in_parent.index == p.index && in_parent.kind == OpKind::Rmw &&
           (in_parent.flags & kTryAcquisition) == kTryAcquisition;
  }
  // pop31: the records round_wake_made_by_stale_child reads are made by a frame's child when
  // it runs; for the same counts at any worker count, a frame gives away no pending schedule
  // while its child on the stack has not run yet, nor a schedule that may make such records
  // (a head moved before a lock: reverse_round_wakers), which stays with the worker that
  // explores its later siblings.
  // pop33's records (release_moved_before_at_earlier_node) are made the same way, by a child
  // whose σ ends with a release (it moves that release further, into the parent's run).
  bool keeps_stale_round_children(std::size_t i) const {
    if (i + 1 < frames_.size() && !frames_[i + 1].ran) return true;
    const PendingSchedule& next = frames_[i].pending[frames_[i].next];
    return (next.sigma.size() == 1 && next.displaced.kind == OpKind::MutexLock) ||
           next.sigma.back().ev.kind == OpKind::MutexUnlock;
  }
  // pop33: the race (e_j', u) of a mutex release u whose σ (u's past after e_j', then u) has
  // the same events as a schedule already made before the same event e_j' at an earlier node
  // j of a run this one shares up to j (the record, in an ancestor frame: made by it or by its
  // child; every frame in between branched at j or later), when every event of σ commutes with
  // every event from j up to j'. E1 = the first j events is shared; with x = the events at
  // j..j'-1, E1·x·σ ≡ E1·σ·x, so every run below the schedule this race would make is an
  // extension of E1·σ, the recorded schedule's, whose subtree explores every class extending
  // it (docs/algorithms.md, "pop33: a release moved before the same event at an earlier
  // node"). The two unlocks of a round's wake-up in both orders: ⟨B's unlock before W⟩ at
  // E1·B.lock and, in the subtree of ⟨C's unlock before W⟩ at that node, B's unlock moved
  // before W again one node later.
  bool release_moved_before_at_earlier_node(std::size_t fi, std::size_t j, std::size_t k,
                                            std::size_t real_events) const {
    if (k >= real_events) return false;
    const Event& u = hb_.event(k);
    if (u.kind != OpKind::MutexUnlock || (u.flags & kFlagAwaitWake)) return false;
    const std::uint64_t displaced = event_identity(hb_.event(j));
    const std::uint64_t release = event_identity(u);
    bool recorded = false;
    for (std::size_t a = 0; a < fi && !recorded; ++a)
      for (const Frame::ReleaseMovedAtNode& made : frames_[a].release_moved_at_node)
        recorded = recorded || (made.displaced == displaced && made.release == release && made.branch < j);
    if (!recorded) return false;
    std::vector<std::size_t> sigma_at;  // σ's positions in this run
    for (std::size_t i = j + 1; i < k; ++i)
      if (hb_.hb(i, k)) sigma_at.push_back(i);
    sigma_at.push_back(k);
    std::vector<std::uint64_t> sigma;
    for (const std::size_t i : sigma_at) sigma.push_back(event_identity(hb_.event(i)));
    std::sort(sigma.begin(), sigma.end());
    for (std::size_t a = 0; a < fi; ++a) {
      for (const Frame::ReleaseMovedAtNode& made : frames_[a].release_moved_at_node) {
        if (made.displaced != displaced || made.release != release || made.branch >= j || made.sigma != sigma)
          continue;
        bool shared = true;
        for (std::size_t b = a + 1; b <= fi && shared; ++b)
          if (frames_[b].branch < made.branch) shared = false;  // E1 (the events before j) shared
        if (!shared) continue;
        bool commutes = true;
        for (std::size_t m = made.branch; m < j && commutes; ++m)
          for (const std::size_t i : sigma_at)
            if (hb_.dependent(m, hb_.event(i)) || hb_.dependent(i, hb_.event(m))) commutes = false;
        if (commutes) return true;
      }
    }
    return false;
  }
  // A race (e_j, W), W a round's wake-up standing for several reads, whose schedule σ (W's
  // past after e_j, then W) at node E1 = the events before j is already a schedule of that
  // node: an ancestor's child moved the round's same event before the same e_j at E1, the
  // head turned out a stale read and reverse_round_wakers made σ (the same events) there.
  // Both are Explore(E1·σ) with the same markings up to j (every frame in between branched
  // after j); the wakers' schedule starts from SSChar[E1] with no more sleeping entries than
  // this reversal would add, so its subtree holds every class this one would: one schedule
  // per race reversal at a node (docs/algorithms.md, "pop31: a round's wake-up made twice at
  // one node").
  bool round_wake_made_by_stale_child(std::size_t fi, std::size_t j, std::size_t k) const {
    const Event& w = hb_.event(k);
    const Event& ej = hb_.event(j);
    if (!(w.flags & kFlagAwaitWake) || hb_.observes(k).empty() || acquisition_race(ej, w)) return false;
    std::vector<std::uint64_t> sigma;
    for (std::size_t i = j + 1; i < k; ++i)
      if (hb_.hb(i, k)) sigma.push_back(event_identity(hb_.event(i)));
    sigma.push_back(event_identity(w));
    std::sort(sigma.begin(), sigma.end());
    for (std::size_t a = 0; a < fi; ++a) {
      bool shared = true;
      for (std::size_t b = a + 1; b <= fi && shared; ++b)
        if (frames_[b].branch <= j) shared = false;
      if (!shared) continue;
      for (const Frame::WokenAtBranch& made : frames_[a].woken_at_branch)
        if (made.branch == j && made.displaced == event_identity(ej) && made.round_event == event_identity(w) &&
            made.sigma == sigma)
          return true;
    }
    return false;
  }
  // pop30: the race (e_j, e_k) of a failed write try e_k of a rwlock with the read
  // acquisition e_j that made it fail (pop29's edge), when e_k heads this frame's σ and
  // succeeded in the parent's run: the parent reversed e_k's race with a reader's unlock
  // (or a writer's: then no read acquisition holds the lock and there is no such race), which
  // moved the try into the reader's critical section, where it fails. Reversed, (e_j, e_k)
  // puts the try right before e_j (where it succeeds unless another reader still holds the
  // lock): E1·σ with E1 the prefix up to e_j and σ = the try's past after e_j, then the try.
  // That is the schedule the parent's acquisition race (e_j, e_k) of the successful try
  // made from the same E1 (a lock race's σ is the try's past not after e_j: the same events,
  // the try's own thread's; the reader's unlock and what follows e_j are left out in both).
  // Both subtrees explored its classes (`pop22_rwlock_trywrlock_fallback_vs_reader.c`: 4 runs
  // for 3 classes since pop29). Left to the parent's schedule: only when the parent's list
  // holds it (same node e_j, same moved event; a schedule the parent's sleep set blocked or a
  // rule dropped is not there, and then this race stays). The parent's list goes with a work
  // unit (par21), so the rule drops the same races at any worker count.
  // docs/algorithms.md, "pop30: a failed write try's race with its reader, left to the parent".
  bool failed_try_race_left_to_parent_lock_race(std::size_t fi, std::size_t j, std::size_t k) const {
    if (fi == 0) return false;
    const Frame& f = frames_[fi];
    if (f.sigma.empty() || k + 1 != f.branch + f.sigma.size() || j >= f.branch) return false;
    const Event& ek = hb_.event(k);
    const Event& ej = hb_.event(j);
    constexpr std::uint8_t kFailedTry = kFlagSync | kFlagTry | kFlagRwlockTry;
    if (ek.kind != OpKind::Load || (ek.flags & (kFailedTry | kFlagAcquire)) != kFailedTry ||
        !(ek.flags & kFlagRwlockWriteTry))
      return false;
    if (!is_rwlock_read_acquisition(ej) || ej.addr != ek.addr || ej.thread == ek.thread) return false;
    const Event& in_parent = f.sigma.back().ev;
    constexpr std::uint8_t kTryAcquisition = kFlagSync | kFlagAcquire | kFlagRwlockTry;
    if (in_parent.thread != ek.thread || in_parent.index != ek.index || in_parent.kind != OpKind::Rmw ||
        (in_parent.flags & kTryAcquisition) != kTryAcquisition)
      return false;
    const Frame& parent = frames_[fi - 1];
    for (const PendingSchedule& ps : parent.pending)
      if (ps.branch == j && ps.head_thread == ek.thread && ps.head_index == ek.index) return true;
    return false;
  }
  // pop28: the lock race (e_j, e_k) of two write acquisitions of a rwlock, when e_k also races
  // with a read acquisition r of e_j's *own* thread after e_j (the writer takes the write lock,
  // lets it go, then takes the read lock: `wrlock; ...; unlock; rdlock`), right before which the
  // lock is free. The race (r, e_k) moves e_k right before r (σ = e_k's own past: a lock race),
  // where the writer has released the lock and e_k can run; in that run e_k's races are taken
  // again, among them its lock race with e_j, whose σ is e_k's own past again, from the same
  // E1: the schedule "e_k before e_j" that reversing (e_j, e_k) here makes too. Both subtrees
  // explored it (two threads `wrlock; unlock; rdlock; unlock` each: 15 runs for 10 classes).
  // `write_lock_race_after_writer_reached_step_by_step` drops the race for a reader of another
  // thread; this is the same step for e_j's own reader, and only when this frame reverses
  // (r, e_k): r in no schedule, and every schedule head between r and e_k before e_k in the
  // reversed run (Def. 6 (ii) for the lock race). A head between e_j and r that e_k does not
  // need makes (e_j, e_k) not fresh here either (the same clock: e_k's own past), so the
  // child, where those heads lie before e_k's position again, drops no more than this frame.
  // Reads only this frame's run (nothing of a parent frame): the same at every worker count.
  // docs/algorithms.md, "pop28: a writer's lock race reached through its own read lock".
  bool write_lock_race_reached_through_own_reader(const Frame& f, std::size_t j, std::size_t k,
                                                  std::size_t real_events) {
    const Event& ek = hb_.event(k);
    const Event& ej = hb_.event(j);
    constexpr std::uint8_t kWriteAcquisition = kFlagSync | kFlagAcquire;
    if (ej.kind != OpKind::Rmw || (ej.flags & kWriteAcquisition) != kWriteAcquisition || ek.kind != OpKind::Rmw ||
        (ek.flags & kWriteAcquisition) != kWriteAcquisition || ek.addr != ej.addr || ek.thread == ej.thread ||
        k >= real_events)
      return false;
    for (const std::uint32_t r : hb_.races(k)) {
      if (r <= j || r >= k || f.path[r].sched >= 0) continue;
      const Event& er = hb_.event(r);
      if (!is_rwlock_read_acquisition(er) || er.addr != ek.addr || er.thread != ej.thread || !lock_free_before(r))
        continue;
      lock_race_clock(r, k);
      bool fresh = true;
      for (std::size_t i = r + 1; i < k && fresh; ++i)
        if (f.path[i].head && !before_lock(i)) fresh = false;
      if (fresh) return true;
    }
    return false;
  }
  // Is the rwlock of the acquisition at position r free right before it: every acquisition of
  // it before r released (its thread's next unlock of it before r)?
  bool lock_free_before(std::size_t r) const {
    const std::uint64_t addr = hb_.event(r).addr;
    for (std::size_t p = 0; p < r; ++p) {
      const Event& a = hb_.event(p);
      if (!(a.flags & kFlagSync) || !(a.flags & kFlagAcquire) || a.addr != addr || !op_is_memory(a.kind)) continue;
      bool released = false;
      for (std::uint32_t idx = a.index + 1;; ++idx) {
        const std::int64_t at = hb_.position(a.thread, idx);
        if (at < 0 || static_cast<std::size_t>(at) >= r) break;
        const Event& u = hb_.event(static_cast<std::size_t>(at));
        if (u.kind == OpKind::Rmw && (u.flags & kFlagSync) && !(u.flags & kFlagAcquire) && u.addr == addr) {
          released = true;
          break;
        }
      }
      if (!released) return false;
    }
    return true;
  }
  // Is `u` (an Rmw of a rwlock) a reader's unlock: its thread's last acquisition of the
  // rwlock before it a read one? No writer holds the lock right before it.
  bool reader_unlock(const Event& u) const {
    if (u.kind != OpKind::Rmw || !(u.flags & kFlagSync) || (u.flags & kFlagAcquire)) return false;
    for (std::uint32_t idx = u.index; idx-- > 0;) {
      const std::int64_t at = hb_.position(u.thread, idx);
      if (at < 0) return false;
      const Event& a = hb_.event(static_cast<std::size_t>(at));
      if (!(a.flags & kFlagSync) || !(a.flags & kFlagAcquire) || a.addr != u.addr) continue;
      return is_rwlock_read_acquisition(a);
    }
    return false;
  }
  // Lists the run's CASes (cas_attempts_, for the self-only items of `reverse`): executed
  // ones, stale reads aside, and the pending attempts of CAS spin loops still blocked at the
  // run's end (virtual events with their expected value: a branch at the write they read
  // makes them succeed, "CAS and RMW: ninth session").
  void list_cas_attempts(const Frame& f, std::size_t real_events) {
    cas_attempts_.clear();
    for (std::size_t i = 0; i < real_events; ++i) {
      const OpKind kind = hb_.event(i).kind;
      if (kind == OpKind::CasSuccess || (kind == OpKind::CasFailure && !f.path[i].stale))
        cas_attempts_.push_back(static_cast<std::uint32_t>(i));
    }
    for (std::size_t i = real_events; i < hb_.size(); ++i) {
      const Event& e = hb_.event(i);
      if (e.kind == OpKind::CasFailure && (e.flags & kFlagCas) && hb_.observes(i).empty())
        cas_attempts_.push_back(static_cast<std::uint32_t>(i));
    }
  }
  // Is position m a schedule head of the frame's path (virtual events never are)?
  static bool head_at(const Frame& f, std::size_t m) { return m < f.path.size() && f.path[m].head; }
  // Is e_k a retry of a spin loop (its thread's previous event a failed attempt on the same
  // bytes)? Placed before e_j it may find the loop disabled and be a stale read.
  bool spin_retry(std::size_t k) const {
    const Event& ek = hb_.event(k);
    if (ek.index == 0) return false;
    const std::int64_t prev = hb_.position(ek.thread, ek.index - 1);
    if (prev < 0) return false;
    const Event& p = hb_.event(static_cast<std::size_t>(prev));
    return p.kind == OpKind::CasFailure && p.addr == ek.addr && p.size == ek.size;
  }
  // σ of a virtual head k (after the run's executed events) has no other virtual event, and
  // the virtual events before k are stale reads of one object (spin loops still blocked: in
  // the spin-assume model, E ends with them in this order, so they are events of w).
  bool only_head_virtual(std::size_t k, std::size_t real_events) const {
    for (std::size_t i = real_events; i < k; ++i) {
      const Event& e = hb_.event(i);
      if (in_sigma_[i] || !hb_.observes(i).empty() || (e.kind != OpKind::Load && e.kind != OpKind::CasFailure))
        return false;
    }
    return true;
  }
  // Can the retry e_k (spin_retry), placed before e_j, be a stale read that the runtime keeps
  // disabled there and that repeats its previous attempt (Sched::repeats_previous_read: the
  // schedule is then pruned, never explored)? Only if no write of its bytes lies between that
  // attempt and e_j (σ' has none: it happens before e_k and not after e_j, which writes
  // them). After such a write the retry before e_j is a read of another write: a failed CAS
  // if the value changed (the loop is enabled), else a stale read that is explored; a read
  // either way, which heads a read schedule ("CAS and RMW: seventh session"). The same for a
  // trylock retry (trylock_retry), with acquisitions and releases of its mutex for writes.
  bool retry_may_be_pruned(std::size_t j, std::size_t k) const {
    const Event& ek = hb_.event(k);
    const std::int64_t prev = hb_.position(ek.thread, ek.index - 1);
    if (prev < 0 || static_cast<std::size_t>(prev) >= j) return true;
    for (std::size_t i = static_cast<std::size_t>(prev) + 1; i < j; ++i) {
      const Event& w = hb_.event(i);
      // A trylock retry: an acquisition or release of its mutex (a failed trylock reads it).
      if (op_is_mutex(ek.kind) ? (w.kind == OpKind::MutexLock || w.kind == OpKind::MutexUnlock) && w.addr == ek.addr
                               : op_writes(w.kind) && ranges_overlap(w.addr, w.size, ek.addr, ek.size))
        return false;
    }
    return true;
  }
  // The branch at q (a race (q, c) of the analysed run, c at position r: c and what happens
  // before it after q moved before q): does c succeed there and race directly with one of
  // the events `candidates` (positions before q, each dependent with c as it is there)? No
  // event between the two may be after the candidate and before c in happens-before *in that
  // branch* (where nothing from q on that happens after q precedes c). The branch's schedule
  // must be fresh: every schedule head between q and c happens before c.
  bool branch_races_one_of(const Frame& f, std::span<const std::size_t> candidates, std::size_t q, std::size_t r) {
    auto from_q = [&](std::size_t m) { return m == q || (m > q && hb_.hb(q, m)); };
    for (std::size_t m = q + 1; m < r; ++m)
      if (head_at(f, m) && !hb_.hb(m, r)) return false;
    const Event c = reversed_head(hb_.event(q), hb_.event(r));
    const std::uint64_t expected = cas_expected(hb_.event(r));
    for (const std::size_t e : candidates) {
      // Further branches can move c before an access of its bytes m after ê that it depends
      // on (a race (m, c), reversed in the branch at m) as long as c stays a successful CAS
      // there (m reads, or m is a write that found c's expected value) and m is in no
      // schedule: a chain of branches (random_rmw_program seed 9: c moved before a write, then
      // before a load, then before ê). What c still needs before it (its core) is the past of
      // its other dependencies; ê is reached iff nothing after ê is in that core, and every
      // schedule head between ê and c is in it (each branch of the chain must be fresh).
      auto jumpable = [&](std::size_t m) {
        const Event& x = hb_.event(m);
        return m > e && x.thread != c.thread && op_is_memory(x.kind) && x.addr == c.addr && x.size == c.size &&
               m < f.path.size() && f.path[m].sched < 0 && !f.path[m].stale &&
               (!op_writes(x.kind) || x.value_read == expected);
      };
      branch_clock_.assign(hb_.stride(), 0);
      for (std::size_t i = 0; i < r; ++i) {
        if (from_q(i) || !events_dependent(hb_.event(i), c) || jumpable(i)) continue;
        const std::uint32_t* row = hb_.row(i);
        for (std::size_t t = 0; t < branch_clock_.size(); ++t) branch_clock_[t] = std::max(branch_clock_[t], row[t]);
      }
      if (c.thread < branch_clock_.size() && c.index > 0)  // c's own thread: program order
        branch_clock_[c.thread] = std::max(branch_clock_[c.thread], c.index);
      const Clock core{branch_clock_.data(), branch_clock_.size()};
      bool reachable = true;
      for (std::size_t m = e + 1; m < r && reachable; ++m) {
        if (from_q(m)) continue;
        if (hb_.hb(e, m) && core.before(hb_.event(m))) reachable = false;
        if (head_at(f, m) && !core.before(hb_.event(m))) reachable = false;
      }
      if (reachable) return true;
    }
    return false;
  }
  // Can a chain of branches move the CAS c at position r (an executed CAS, successful or
  // not) right before ê (position e < r), as a successful CAS there or racing with a write
  // ê? Each branch reverses a race (m, c) with an access m of c's bytes between ê and c, in
  // no schedule, and puts c before m: c fails after m (it reads m's value) or succeeds, and
  // races with m unless both are reads (then they commute and nothing is needed). What c
  // needs before it (its core: its thread's past and its dependencies other than those
  // accesses) must not follow ê, and every schedule head between ê and c must be in that
  // core (each branch must be fresh). Conservative: an access of overlapping bytes, a stale
  // read or an access in the core among the jumped events ends the chain (no item: only
  // redundancy).
  bool chain_reaches(const Frame& f, std::size_t e, std::size_t r) {
    const Event& c = hb_.event(r);
    const std::uint64_t expected = cas_expected(c);
    auto same_bytes = [&](const Event& x) { return op_is_memory(x.kind) && x.addr == c.addr && x.size == c.size; };
    auto value_after = [](const Event& x) { return op_writes(x.kind) ? x.value_written : x.value_read; };
    branch_clock_.assign(hb_.stride(), 0);
    auto join = [&](std::size_t i) {
      const std::uint32_t* row = hb_.row(i);
      for (std::size_t t = 0; t < branch_clock_.size(); ++t) branch_clock_[t] = std::max(branch_clock_[t], row[t]);
    };
    if (c.index > 0) {
      const std::int64_t prev = hb_.position(c.thread, c.index - 1);
      if (prev >= 0) join(static_cast<std::size_t>(prev));
    }
    for (std::size_t i = 0; i < r; ++i) {
      const Event& x = hb_.event(i);
      if (x.thread == c.thread || !events_dependent(x, c)) continue;
      if (i > e && same_bytes(x)) continue;  // jumped
      if (i > e && op_is_memory(x.kind) && ranges_overlap(x.addr, x.size, c.addr, c.size)) return false;
      join(i);
    }
    const Clock core{branch_clock_.data(), branch_clock_.size()};
    for (std::size_t m = e + 1; m < r; ++m) {
      const Event& x = hb_.event(m);
      const bool needed = core.before(x);
      if (needed && hb_.hb(e, m)) return false;
      if (f.path[m].head && !needed) return false;
      if (x.thread != c.thread && same_bytes(x) && (needed || f.path[m].stale || f.path[m].sched >= 0)) return false;
    }
    // No condition on the walk itself: after each access m, c either races with m (one of
    // them writes; the branch at m moves c before it) or both read and commute. Right after
    // ê (only non-accesses of its bytes in between) c finds what ê left.
    const Event& hat = hb_.event(e);
    if (!same_bytes(hat)) return false;
    return value_after(hat) == expected || op_writes(hat.kind);
  }
  // Can a branch at a later event q that moves an earlier event d of c's own thread before
  // q make c (the successful CAS at position r) race directly with ê (position e)? In E, c
  // may follow ê only through d: d read or wrote after q (a race (q, d)), so c's thread
  // depends on q, and q on ê. The branch at q (fresh: every schedule head between q and d
  // happens before d; q in no schedule) reverses that race, and then c needs neither q nor
  // what follows q through the edge (q, d) alone (random_rmw_program seed 804 with spin
  // loops, minimised: `t1: cas(y, 0, 1) ‖ t2: cas(y, 2, 2); cas(x, 0, 2) ‖ t3: cas(x, 2, 2);
  // cas(y, 1, 2)`: t3's first CAS moved before t2's second makes t3's CAS of y race with
  // t2's failed one, and that branch makes t3's CAS of y a failed CAS before t1's, a read
  // schedule ∝-before ⟨t2's CAS fails⟩ by Prop. 1 (B); 9 runs for 8 classes before).
  // Conservative: d and q access no byte of c, no other event after q up to c accesses d's
  // bytes (their outcomes stay E's), c needs no other access of its bytes after ê, and the
  // window from ê to c is at most kPredecessorBranchWindow events (the walks are quadratic);
  // anything else adds no item (redundancy, never a lost class).
  static constexpr std::size_t kPredecessorBranchWindow = 96;
  bool predecessor_branch_reaches(const Frame& f, std::size_t e, std::size_t r, std::size_t real_events) {
    const Event& c = hb_.event(r);
    if (c.kind != OpKind::CasSuccess || r - e > kPredecessorBranchWindow) return false;
    const std::uint64_t expected = cas_expected(c);
    auto same_bytes = [&](const Event& x) { return op_is_memory(x.kind) && x.addr == c.addr && x.size == c.size; };
    const Event& hat = hb_.event(e);
    if (!same_bytes(hat) || hat.thread == c.thread) return false;
    if (!op_writes(hat.kind) && hat.value_read != expected) return false;  // c fails after a read ê
    auto touches = [](const Event& x, const Event& y) {
      return op_is_memory(x.kind) && op_is_memory(y.kind) && ranges_overlap(x.addr, x.size, y.addr, y.size);
    };
    for (std::size_t d = e + 1; d < r; ++d) {
      const Event& ed = hb_.event(d);
      if (ed.thread != c.thread || touches(ed, c) || f.path[d].stale) continue;
      if (f.path[d].sched >= 0 && !f.path[d].head) continue;  // Def. 6 (i)
      for (const std::uint32_t q : hb_.races(d)) {
        if (q <= e || q >= real_events || f.path[q].sched >= 0 || f.path[q].stale) continue;
        const Event& eq = hb_.event(q);
        if (touches(eq, c) || eq.thread == c.thread) continue;
        bool fresh = true, outcomes_kept = true;
        for (std::size_t m = q + 1; m <= r; ++m) {
          if (m < d && f.path[m].head && !hb_.hb(m, d)) fresh = false;
          if (m != d && touches(hb_.event(m), ed)) outcomes_kept = false;
        }
        if (!fresh || !outcomes_kept) continue;
        if (branch_without_edge_reaches(f, e, r, q, d, reversed_head(eq, ed))) return true;
      }
    }
    return false;
  }
  // In E with the race (q, d) reversed (d, now `moved`, before q): c at r needs nothing after
  // ê that happens after ê, every schedule head between ê and c, and no access of its bytes
  // after ê (positions e < q < d < r).
  bool branch_without_edge_reaches(const Frame& f, std::size_t e, std::size_t r, std::size_t q, std::size_t d,
                                   const Event& moved) {
    auto ev = [&](std::size_t i) -> const Event& { return i == d ? moved : hb_.event(i); };
    auto edge = [&](std::size_t a, std::size_t b) { return !(a == q && b == d) && events_dependent(ev(a), ev(b)); };
    const std::size_t n = r - e + 1;  // positions e..r, indexed from e
    branch_needed_.assign(n, 0);
    branch_after_.assign(n, 0);
    branch_needed_[n - 1] = 1;
    for (std::size_t m = r; m-- > e + 1;)
      for (std::size_t i = m + 1; i <= r && !branch_needed_[m - e]; ++i)
        if (branch_needed_[i - e] && edge(m, i)) branch_needed_[m - e] = 1;
    branch_after_[0] = 1;
    for (std::size_t m = e + 1; m < r; ++m)
      for (std::size_t i = e; i < m && !branch_after_[m - e]; ++i)
        if (branch_after_[i - e] && edge(i, m)) branch_after_[m - e] = 1;
    const Event& c = hb_.event(r);
    for (std::size_t m = e + 1; m < r; ++m) {
      if (!branch_needed_[m - e]) {
        if (f.path[m].head && m != d) return false;  // a schedule head c does not need
        continue;
      }
      if (branch_after_[m - e]) return false;
      const Event& x = ev(m);
      if (x.thread != c.thread && op_is_memory(x.kind) && ranges_overlap(x.addr, x.size, c.addr, c.size)) return false;
    }
    return events_dependent(hb_.event(e), c);
  }
  // Is e_k a retry of a trylock loop (its thread's previous event a failed trylock of the
  // same mutex)?
  bool trylock_retry(std::size_t k) const {
    const Event& ek = hb_.event(k);
    if (ek.index == 0) return false;
    const std::int64_t prev = hb_.position(ek.thread, ek.index - 1);
    if (prev < 0) return false;
    const Event& p = hb_.event(static_cast<std::size_t>(prev));
    return p.kind == OpKind::MutexTryFail && p.addr == ek.addr;
  }
  // Is e_k's thread's previous event a try-operation (successful or not) on e_k's primitive?
  bool sem_try_retry(std::size_t k) const {
    const Event& ek = hb_.event(k);
    if (ek.index == 0) return false;
    const std::int64_t prev = hb_.position(ek.thread, ek.index - 1);
    if (prev < 0) return false;
    const Event& p = hb_.event(static_cast<std::size_t>(prev));
    return (is_primitive_try_failure(p) || is_primitive_try_success(p)) && p.addr == ek.addr;
  }
  // Is e_k the same statement (source location, when the executor records one) as its
  // thread's previous event?
  bool same_statement_as_previous(std::size_t k) const {
    const Event& ek = hb_.event(k);
    if (ek.loc == 0 || ek.index == 0) return false;
    const std::int64_t prev = hb_.position(ek.thread, ek.index - 1);
    return prev >= 0 && hb_.event(static_cast<std::size_t>(prev)).loc == ek.loc;
  }
  bool before_lock(std::size_t i) const {
    const Event& e = hb_.event(i);
    return e.thread < lock_clock_.size() && e.index < lock_clock_[e.thread];
  }

  std::vector<Frame> frames_;
  dpor::HappensBefore hb_;
  std::vector<std::uint8_t> in_sigma_;  // scratch
  std::vector<std::uint32_t> head_clock_;  // scratch: clock of a schedule's head in E1·σ
  std::vector<std::uint32_t> lock_clock_;  // scratch: see lock_race_clock
  std::vector<std::uint32_t> branch_clock_;      // scratch: see branch_races_one_of
  std::vector<std::size_t> branch_candidates_;   // scratch: the ê that c may race with
  std::vector<std::uint8_t> branch_needed_, branch_after_;  // scratch: predecessor_branch_reaches
  std::vector<std::uint32_t> segment_of_;        // scratch: the segment of P_m of each event of w
  std::uint64_t races_ = 0, parsimonious_ = 0, sleep_blocked_schedules_ = 0, late_blocks_ = 0;
  std::uint64_t stale_reads_ = 0, pruned_ = 0;
  std::uint64_t stale_cut_runs_ = 0;  // runs stopped at the write that overwrote a stale read (Sched::cut)
  std::uint64_t round_wakers_ = 0;    // schedules of reverse_round_wakers
  std::uint64_t wake_races_dropped_ = 0;  // wake_race_redundant
  std::uint64_t observed_races_dropped_ = 0;  // race_through_observation
  std::uint64_t earlier_head_races_dropped_ = 0;  // left_to_earlier_head
  std::uint64_t ancestor_head_races_dropped_ = 0;  // left_to_ancestor_head
  std::uint64_t stale_child_wake_races_dropped_ = 0;  // round_wake_made_by_stale_child
  std::uint64_t moved_release_races_dropped_ = 0;     // release_moved_before_at_earlier_node
  std::uint64_t restoring_release_runs_pruned_ = 0;  // release_puts_round_back_to_sleep
  std::uint64_t rwlock_races_dropped_ = 0;  // read/write_lock_race_reached_step_by_step
  std::uint64_t try_lock_races_dropped_ = 0;  // try_lock_race_reached_through_release
  std::uint64_t own_try_lock_races_dropped_ = 0;  // write_lock_race_after_own_failed_try
  std::uint64_t failed_try_races_left_to_parent_ = 0;  // failed_try_race_left_to_parent_lock_race
  std::uint64_t displaced_readers_asleep_ = 0;  // add_sleeping_displaced_reader_of_failed_try
  std::uint64_t writer_lock_races_dropped_ = 0;  // write_lock_race_after_writer_reached_step_by_step
  std::uint64_t own_reader_lock_races_dropped_ = 0;  // write_lock_race_reached_through_own_reader (pop28)
  std::vector<std::uint32_t> cas_attempts_;  // positions of the analysed run's CASes (stale reads aside)
  // The threads the runtime kept disabled in a CAS / RMW spin loop at some point of the
  // analysed run (its attempt changed nothing), by thread id: only their failed CAS followed
  // by the same CAS is a retry; two CASes in a row of another thread are not ("CAS and RMW:
  // seventh session").
  std::vector<std::uint8_t> spin_blocked_threads_;
  bool spin_blocked_thread(ThreadId t) const { return t < spin_blocked_threads_.size() && spin_blocked_threads_[t]; }
  // The threads the runtime kept disabled in a trylock retry loop at some point of the
  // analysed run: only their failed trylock followed by another trylock of the mutex is a
  // retry; two trylock statements in a row of another thread are not ("Trylock statements
  // in a row", issue 14, branch pop17).
  std::vector<std::uint8_t> trylock_blocked_threads_;
  bool trylock_blocked_thread(ThreadId t) const {
    return t < trylock_blocked_threads_.size() && trylock_blocked_threads_[t];
  }
  std::size_t hb_real_ = 0;
  std::uint64_t kept_events_ = 0;  // analysed events reused from the previous run  // events of hb_ before the previous run's virtual events
  std::size_t max_depth_ = 0;
  std::uint64_t analysed_events_ = 0, diverged_ = 0, wasted_runs_ = 0;
  std::uint64_t tasks_taken_ = 0;  // subtrees this worker took from others (parallel only)
  // What is certain about the total, for the progress displays.
  void report_at_least(ExplorationObserver& observer, parallel::WorkPool* pool, unsigned worker);
  std::uint64_t known_pending() const;  // schedules known and not started, on frames_
  std::uint64_t runs_ = 0;
};

class Pop::Sched final : public Scheduler {
 public:
  Sched(Pop& a, std::size_t fi) : a_(a), fi_(fi) {
    Frame& f = a_.frames_[fi_];
    sigma_end_ = f.branch + f.sigma.size();
    ss_ = f.ss_after;
    // Keep the analysis of the longest prefix the previous run shares with this one's
    // replayed prefix (executions are deterministic: same events, same analysis). Virtual
    // events of the previous run are never kept.
    auto& hb = a_.hb_;
    const std::size_t limit = std::min<std::size_t>({a_.hb_real_, hb.size(), f.branch});
    while (keep_ < limit && pop::same_event(hb.event(keep_), f.path[keep_].ev)) ++keep_;
    // Undoing an event costs about as much as appending it: start afresh when less than
    // half of the previous run would be kept.
    if (keep_ * 2 < hb.size()) {
      keep_ = 0;
      hb.clear();
    }
    hb.truncate(keep_);
    a_.kept_events_ += keep_;
  }
  bool blocked = false;   // only sleeping schedule heads could run (never expected)
  bool diverged = false;  // the run left the prescribed prefix and schedule
  // ... inside the replayed prefix (positions before the frame's branch), which an earlier
  // run executed exactly so: the program did something else on the same schedule, a
  // nondeterminism the runtime did not catch. What the frame stood for is not explored,
  // and the verdict says so (ExplorationStats::replay_divergences). Leaving σ (a reversal
  // into a thread the runtime keeps disabled) is the algorithm's own business.
  bool replay_diverged = false;
  void diverge_at(std::size_t position) {
    diverged = true;
    if (position < a_.frames_[fi_].branch) replay_diverged = true;
  }
  // The run is not an execution of the program as the runtime defines it: a stale read was
  // followed by a write it could observe (the spinning thread was kept stopped although the
  // runtime would have let it go on), or only such stopped threads could still run.
  bool wasted = false;
  // σ's head is a spin loop's retry that the runtime keeps disabled here, and the stale read
  // placed for it would read the very write the loop's previous attempt read: the schedule
  // is dropped (docs/algorithms.md, "Await loops", pruning). Such a stale read has no race
  // of its own (that write happens before the previous attempt), and its subtree held only
  // runs where the loop is stopped although the run goes on writing what it waits for.
  bool pruned = false;
  // The position of the earliest stale read that a later write of this run overwrote (the
  // run is then `wasted`). The run stops there: docs/algorithms.md, "Stale-read runs cut at
  // the write that wastes them".
  std::size_t wasted_from = SIZE_MAX;
  bool cut() const { return wasted_from != SIZE_MAX; }
  // Right after σ of a release that may put a round back to sleep (Frame::prune_if_round_sleeps):
  // is the round's thread blocked in its await loop, on mutexes only? Then only the earlier
  // racer u1 can wake it, and the subtree belongs to u1's schedule (Pop::release_puts_round_back_to_sleep).
  bool round_sleeps_after_release(std::span<const ThreadStatus> threads) const {
    const Frame& f = a_.frames_[fi_];
    if (!f.prune_if_round_sleeps) return false;
    const ThreadId t = f.displaced.thread;
    if (t >= threads.size() || threads[t].enabled || threads[t].finished ||
        threads[t].blocked.reason != BlockReason::Await || threads[t].await_observes.empty())
      return false;
    return std::all_of(threads[t].await_observes.begin(), threads[t].await_observes.end(),
                       [](const Event& o) { return o.kind == OpKind::MutexTryFail; });
  }
  // The cut stale read is σ's head and stands for a blocked round that observed several
  // objects: the run goes on past the cut (its thread still stopped) to find the other
  // threads' writes that would wake the round before the one that cut it
  // (Pop::reverse_round_wakers). Only those races are taken from the part after the cut:
  // the rest is analysed as the run was at the cut (`cut_size` events, `threads_at_cut`).
  bool past_cut = false;
  std::size_t cut_size = 0;
  std::vector<ThreadStatus> threads_at_cut;
  // Would a stale read of `e` here read the very write its thread's previous event (an
  // access of the same bytes) read or made? (No write to those bytes since.)
  // The previous event is the latest of the thread's events on those bytes (or that mutex):
  // a loop whose state cycles (docs/runtime.md, "Spin loops") observes other values in
  // between, `while (!(i ? f1 : f0)) i = 1 - i;`.
  bool repeats_previous_read(const Event& e) const {
    const auto& hb = a_.hb_;
    std::int64_t p = -1;
    // At most one round of the longest cycle the runtime recognises (4 iterations of at
    // most 64 observations).
    for (std::uint32_t back = 1; back <= e.index && back <= 256; ++back) {
      const std::int64_t q = hb.position(e.thread, e.index - back);
      if (q < 0) return false;
      const Event& before = hb.event(static_cast<std::size_t>(q));
      const bool same_object = op_is_mutex(e.kind) ? op_is_mutex(before.kind) && before.addr == e.addr
                                                   : op_is_memory(before.kind) &&
                                                         ranges_overlap(before.addr, before.size, e.addr, e.size);
      if (same_object) {
        p = q;
        break;
      }
      // Only observations of other objects in between (an idle round of the loop).
      const bool observation = (before.kind == OpKind::Load || before.kind == OpKind::CasFailure ||
                                before.kind == OpKind::MutexTryFail) && !(before.flags & kFlagSync);
      if (!observation) return false;
    }
    if (p < 0) return false;
    const Event& prev = hb.event(static_cast<std::size_t>(p));
    if (prev.kind == OpKind::MutexTryFail) {  // a trylock retry: the mutex neither taken nor released since
      if (!op_is_mutex(e.kind) || prev.addr != e.addr) return false;
      for (std::size_t i = static_cast<std::size_t>(p) + 1; i < hb.size(); ++i) {
        const Event& w = hb.event(i);
        if (may_change(w) && op_is_mutex(w.kind) && w.addr == e.addr) return false;
      }
      return true;
    }
    // A read, or an exchange that wrote what was there (the loop's stale attempt then reads
    // its own thread's write): either way the stale read's write happens before `prev`.
    // A modelled primitive's pure observation (sem_getvalue: a Load with kFlagSync, neither a
    // failed try-operation nor a blocking acquisition) is such a read too: its loop waits
    // until a post or a wait changes the value (runtime/await.cpp), writes of its bytes here.
    auto observation_of_primitive = [](const Event& x) {
      return x.kind == OpKind::Load && (x.flags & kFlagSync) && !(x.flags & (kFlagTry | kFlagAcquire));
    };
    const bool both_observations = observation_of_primitive(prev) && observation_of_primitive(e);
    if (!op_is_memory(prev.kind) || ((prev.flags & kFlagSync) && !both_observations) || prev.addr != e.addr ||
        prev.size != e.size)
      return false;
    for (std::size_t i = static_cast<std::size_t>(p) + 1; i < hb.size(); ++i) {
      const Event& w = hb.event(i);
      if (op_writes(w.kind) && ranges_overlap(w.addr, w.size, e.addr, e.size)) return false;
    }
    return true;
  }
  // What a spin loop's attempt is (a CAS or an RMW: exchange, test-and-set, fetch_or).
  static bool is_attempt(OpKind k) { return k == OpKind::CasFailure || k == OpKind::CasSuccess || k == OpKind::Rmw; }
  // A thread was kept disabled in a CAS / RMW spin loop at some scheduling point.
  bool spin_blocked = false;
  std::vector<std::uint8_t> spin_blocked_threads;  // by thread id
  void note_spin_blocked(std::span<const ThreadStatus> threads) {
    for (const ThreadStatus& s : threads)
      if (s.blocked.reason == BlockReason::Await && s.next.kind == OpKind::CasFailure) {
        spin_blocked = true;
        if (spin_blocked_threads.size() <= s.id) spin_blocked_threads.resize(s.id + 1, 0);
        spin_blocked_threads[s.id] = 1;
      }
  }
  // The threads the runtime kept disabled in an await loop right after a failed trylock (a
  // trylock retry loop), by thread id: only their failed trylock followed by another trylock
  // of the mutex is a retry (Pop::reverse).
  std::vector<std::uint8_t> trylock_blocked_threads;
  void note_trylock_blocked(const ThreadStatus& s) {
    if (s.blocked.reason != BlockReason::Await) return;
    if (trylock_blocked_threads.size() <= s.id) trylock_blocked_threads.resize(s.id + 1, 0);
    trylock_blocked_threads[s.id] = 1;
  }

  // The cut threads' later events must take part in race detection (execution.h).
  bool runs_on_after_bug() const override { return true; }
  ThreadId choose(const ExecutionView& view) override {
    const auto events = view.events();
    sync(events, view.woken_reads());
    auto threads = view.threads();
    // A spin loop blocks right after an attempt that changed nothing: look at the thread
    // that made the last event only (checking every thread at every step cost ~5 % on lastzero).
    if (!events.empty() && is_attempt(events.back().kind)) {
      const ThreadId t = events.back().thread;
      if (t < threads.size() && (t >= spin_blocked_threads.size() || !spin_blocked_threads[t]))
        note_spin_blocked(threads.subspan(t, 1));
    } else if (!events.empty() && events.back().kind == OpKind::MutexTryFail && events.back().thread < threads.size()) {
      note_trylock_blocked(threads[events.back().thread]);
    }
    place_stale_reads(threads);
    if (cut() && cursor_ >= sigma_end_) {  // σ itself always runs
      if (!go_past_cut(threads)) return kStop;
      // Past the cut: any thread but the stopped ones, sleep sets aside (no schedule is
      // explored below this point of the run; it only shows which writes wake the round).
      for (const ThreadStatus& s : threads)
        if (s.enabled && !stopped(s.id)) return s.id;
      return kStop;
    }
    const std::size_t m = cursor_;
    if (m < sigma_end_) {
      const ThreadId t = expected(m).ev.thread;
      if (t < threads.size() && threads[t].enabled && !stopped(t)) return t;
      diverge_at(m);
      return kStop;
    }
    if (m == sigma_end_ && round_sleeps_after_release(threads)) {
      ++a_.restoring_release_runs_pruned_;
      pruned = diverged = true;
      return kStop;
    }
    // Line 13: the lowest enabled thread whose next event is not the head of a sleeping
    // read schedule (threads stopped after a stale read never run again).
    bool any = false, only_stopped = false;
    for (const ThreadStatus& s : threads) {
      if (!s.enabled) continue;
      if (stopped(s.id)) {
        only_stopped = true;
        continue;
      }
      any = true;
      if (!ss_) return s.id;
      a_.hb_.pending_clock(s.id, s.executed, s.next, scratch_);
      Event pe = dpor::HappensBefore::pending_event(s.id, s.executed, s.next);
      if ((s.next.flags & kFlagCas) && pe.kind == OpKind::Rmw && pop::has_level_on(ss_, pe.addr, pe.size))
        predict_cas(pe, s.next.expected);
      if (pe.kind == OpKind::MutexLock && (pe.flags & kFlagTry) && pop::has_level_on(ss_, pe.addr, 0))
        predict_trylock(pe);
      if (!pop::blocks(for_characterisation(pe), Clock{scratch_.data(), scratch_.size()}, ss_)) return s.id;
    }
    if (any) blocked = true;
    else if (only_stopped) wasted = true;
    return kStop;
  }

  // Appends the runtime's events executed since the last call (positions in hb_ and the
  // frame's path count stale reads too, which the runtime never executes).
  void sync(std::span<const Event> events, std::span<const WokenRead> woken) {
    Frame& f = a_.frames_[fi_];
    for (; real_seen_ < events.size(); ++real_seen_) {
      const Event& e = events[real_seen_];
      pass_kept_stale_reads();
      if (cursor_ < keep_) {  // analysed in the previous run: the same event again
        const Event& was = a_.hb_.event(cursor_);
        if (was.thread != e.thread || was.index != e.index || was.kind != e.kind) diverge_at(cursor_);
        ++cursor_;
        if (!stale_.empty() && may_change(e)) note_write(e);
        continue;
      }
      const std::size_t i = cursor_++;
      if (i < sigma_end_) {
        const Expected want = expected(i);
        if (want.stale || want.ev.thread != e.thread || want.ev.index != e.index) diverge_at(i);
        // In the replayed prefix the same event again; in σ a CAS may now fail where it succeeded.
        else if (i < f.branch && want.ev.kind != e.kind) diverge_at(i);
      }
      a_.hb_.append_executed(e, real_seen_, woken);
      if (!stale_.empty() && may_change(e)) note_write(e);
      if (i < f.branch) continue;  // copied from the parent
      PNode n;
      n.ev = e;
      if (i < sigma_end_) {
        n.sched = static_cast<std::int32_t>(fi_);
        n.head = i + 1 == sigma_end_;
      } else {
        n.ss = ss_;
        if (ss_) {
          auto r = pop::upd_event(for_characterisation(e), a_.clock_at(i), ss_);
          // Only a pending op that changed nature (a CAS that failed) can get here.
          if (r.blocked) ++a_.late_blocks_;
          else ss_ = std::move(r.ss);
        }
      }
      f.path.push_back(std::move(n));
    }
  }

  // Places the stale reads due at the current position: those of the replayed prefix and
  // of σ, and σ's head when it is an await loop's load that the runtime keeps disabled here
  // (the reversal asks the loop to read before the write that let it go on, but the value
  // there is the one its previous iteration read). A stale read is a read of the current
  // value after which its thread stops for good: its races (with the write it reads from)
  // are reversed like any other, which reaches the executions where the loop reads an
  // earlier value, and the executions where a later write lets the loop go on are reached
  // from the races of that write. `threads` is indexed by thread id.
  void place_stale_reads(std::span<const ThreadStatus> threads, bool run_ended = false) {
    Frame& f = a_.frames_[fi_];
    if (pruned) return;
    pass_kept_stale_reads();
    while (cursor_ >= keep_ && cursor_ < sigma_end_) {
      const std::size_t m = cursor_;
      const Expected want = expected(m);
      if (!want.stale && m + 1 != sigma_end_) return;  // the common case: nothing to place
      const ThreadStatus* spinning = await_disabled(threads, want.ev);
      const bool disabled_await = spinning != nullptr;
      // The blocked iteration stands for every read of its blocking round (the runtime's
      // ThreadStatus::await_observes): a write to any of them would let it go on. (Those
      // the read itself covers need no standing for, await_read_covered: a loop on one
      // object stays one plain stale read.)
      others_.clear();
      if (spinning) {
        const Event own = stale_read(want.ev);
        for (const Event& o : spinning->await_observes)
          if (!await_read_covered(own, o)) others_.push_back(o);
      }
      const std::span<const Event> observes(others_);
      if (!want.stale) {
        if (!disabled_await) return;
        // (Only for a loop that observed one object: another one's later write would let it
        // go on, a class this stale read's races lead to.)
        if (!run_ended && observes.empty() && repeats_previous_read(want.ev)) {
          pruned = diverged = true;
          return;
        }
      } else if (!disabled_await) {
        diverge_at(m);  // the replayed stale read's loop can run here: nondeterminism
        return;
      }
      const Event read = stale_read(want.ev);
      stale_pos_.push_back(a_.hb_.size());
      a_.hb_.append(read, false, observes);  // a read in every respect (clocks, races, access tables)
      ++cursor_;
      stale_.push_back(read);
      if (m < f.branch) continue;  // copied from the parent
      PNode n;
      n.ev = read;
      n.sched = static_cast<std::int32_t>(fi_);
      n.head = m + 1 == sigma_end_;
      n.stale = true;
      f.path.push_back(std::move(n));
      ++a_.stale_reads_;
    }
  }

  // After the run: a run that ended inside the kept prefix (only a nondeterministic program
  // can) must not be analysed with the previous run's rest.
  void finish(bool stopped_early) {
    // Ended inside the replayed prefix, not stopped (deadline, pool): another behaviour.
    if (!stopped_early && cursor_ < a_.frames_[fi_].branch) replay_diverged = true;
    if (cursor_ < a_.hb_.size()) a_.hb_.truncate(cursor_);
  }

 private:
  // Decided at the first scheduling point after the cut (past_cut).
  bool go_past_cut(std::span<const ThreadStatus> threads) {
    if (cut_size == 0) {
      cut_size = a_.hb_.size();
      const Frame& f = a_.frames_[fi_];
      const std::size_t head = sigma_end_ - 1;
      past_cut = sigma_end_ > 0 && wasted_from == head && head < f.path.size() && f.path[head].stale &&
                 !a_.hb_.observes(head).empty() && f.displaced.kind == OpKind::MutexLock;
      if (past_cut) threads_at_cut.assign(threads.begin(), threads.end());
    }
    return past_cut;
  }
  // Stale reads of the kept prefix: already in hb_; their threads stop here again.
  void pass_kept_stale_reads() {
    const Frame& f = a_.frames_[fi_];
    while (cursor_ < keep_ && f.path[cursor_].stale) {
      stale_pos_.push_back(cursor_);
      stale_.push_back(f.path[cursor_++].ev);
    }
  }
  void note_write(const Event& e) {
    auto changes = [&](const Event& r) {
      // A mutex the loop locked: it observed the number of trylocks on it (runtime/await.cpp).
      if (r.kind == OpKind::MutexLock)
        return e.addr == r.addr && (e.kind == OpKind::MutexTryFail || (e.kind == OpKind::MutexLock && (e.flags & kFlagTry)));
      return op_is_mutex(r.kind) ? (op_is_mutex(e.kind) && e.kind != OpKind::MutexTryFail && e.addr == r.addr)
                                 : (op_writes(e.kind) && ranges_overlap(e.addr, e.size, r.addr, r.size));
    };
    for (std::size_t i = 0; i < stale_.size(); ++i) {
      bool changed = changes(stale_[i]);
      for (const Event& o : a_.hb_.observes(stale_pos_[i])) changed = changed || changes(o);
      if (!changed) continue;
      wasted = true;
      wasted_from = std::min(wasted_from, stale_pos_[i]);
    }
  }
  // Can `e` change what a stale read observed (a write of its bytes; for a stale trylock, an
  // acquisition or release of its mutex)?
  static bool may_change(const Event& e) { return op_writes(e.kind) || e.kind == OpKind::MutexLock || e.kind == OpKind::MutexUnlock; }
  // The outcome a pending CAS would have now: a failure (a read, which may head a sleeping
  // read schedule) when the current value of its bytes is known and differs from what it
  // expects, else a success (a write: never blocked). The current value is the last write
  // to exactly these bytes in this run, or, before any, the value the first access found.
  // Stale reads never ran and say nothing about values. A sleeping schedule on x has its
  // head, a read of x, in this run, so the value is known wherever blocking can matter.
  void predict_cas(Event& pe, std::uint64_t expected) const {
    const Frame& f = a_.frames_[fi_];
    const auto& hb = a_.hb_;
    const std::size_t n = std::min(cursor_, hb.size());
    bool known = false;
    std::uint64_t value = 0;
    for (std::size_t i = n; i-- > 0 && !known;) {
      const Event& e = hb.event(i);
      if (!op_writes(e.kind) || !ranges_overlap(e.addr, e.size, pe.addr, pe.size)) continue;
      if (e.addr != pe.addr || e.size != pe.size) return;  // partly overwritten: unknown
      known = true;
      value = e.value_written;
    }
    for (std::size_t i = 0; i < n && !known; ++i) {
      const Event& e = hb.event(i);
      if (!op_is_memory(e.kind) || !ranges_overlap(e.addr, e.size, pe.addr, pe.size)) continue;
      if (i < f.path.size() && f.path[i].stale) continue;
      if (e.addr != pe.addr || e.size != pe.size) return;
      known = true;
      value = e.value_read;  // no write before it: the initial value
    }
    if (!known) return;
    if (value == expected) {
      pe.kind = OpKind::CasSuccess;
      pe.value_read = value;
    } else {
      pe.kind = OpKind::CasFailure;
      pe.value_read = value;
      pe.value_written = expected;
    }
  }

  // The outcome a pending trylock would have now: a failure (a read of the mutex, which may
  // head a sleeping read schedule) when the mutex's last acquisition or release in this run
  // is an acquisition by another thread, else a success (a write: never blocked).
  void predict_trylock(Event& pe) const {
    const auto& hb = a_.hb_;
    for (std::size_t i = std::min(cursor_, hb.size()); i-- > 0;) {
      const Event& e = hb.event(i);
      if (e.addr != pe.addr || (e.kind != OpKind::MutexLock && e.kind != OpKind::MutexUnlock)) continue;
      if (e.kind == OpKind::MutexLock && e.thread != pe.thread) pe.kind = OpKind::MutexTryFail;
      return;
    }
  }

  // The event prescribed at position m (replayed prefix or σ), and whether it is stale.
  struct Expected {
    const Event& ev;
    bool stale;
  };
  Expected expected(std::size_t m) const {
    const Frame& f = a_.frames_[fi_];
    if (m >= f.branch) return {f.sigma[m - f.branch].ev, f.sigma[m - f.branch].stale};
    return {f.path[m].ev, f.path[m].stale};
  }
  bool stopped(ThreadId t) const {
    return std::any_of(stale_.begin(), stale_.end(), [t](const Event& e) { return e.thread == t; });
  }
  // Is `want` the next load (or CAS / RMW) of a thread that the runtime keeps disabled in
  // an await / spin loop (BlockReason::Await)?
  // Its status if so, else null.
  const ThreadStatus* await_disabled(std::span<const ThreadStatus> threads, const Event& want) const {
    const ThreadStatus* s = nullptr;
    if (want.thread < threads.size() && threads[want.thread].id == want.thread) s = &threads[want.thread];
    else
      for (const ThreadStatus& x : threads)
        if (x.id == want.thread) s = &x;
    const bool disabled = s && s->blocked.reason == BlockReason::Await && s->executed == want.index &&
                          spin_pending_matches(s->next, want) &&
                          !stopped(want.thread);
    return disabled ? s : nullptr;
  }

  Pop& a_;
  std::size_t fi_;
  std::size_t sigma_end_ = 0;
  std::size_t real_seen_ = 0;  // runtime events seen so far
  std::size_t keep_ = 0;       // positions of hb_ kept from the previous run
  std::size_t cursor_ = 0;     // positions (events and stale reads) this run has reached
  SleepSet ss_;
  std::vector<Event> stale_;  // stale reads placed in this run (their threads are stopped)
  std::vector<std::size_t> stale_pos_;  // their positions in hb_ (hb_.observes: the other reads)
  std::vector<Event> others_;           // scratch: a stale read's observations it does not cover
  std::vector<std::uint32_t> scratch_;
};


// Builds the schedule reversing race (j, k) of the current frame's execution, checks it
// against the sleep set at E1 (line 7) and records it for exploration (lines 8-12).

void Pop::reverse(std::size_t fi, std::size_t j, std::size_t k, std::size_t real_events) {
  Frame& f = frames_[fi];
  const Event& ek = hb_.event(k);
  const bool lock_race = acquisition_race(hb_.event(j), ek);
  // σ = e_k↓^{E2}: events after e_j that happen before e_k (for a lock race, minus those
  // after e_j: the unlock in between and what follows it), then e_k.
  in_sigma_.assign(k + 1, 0);
  PendingSchedule ps;
  ps.branch = static_cast<std::uint32_t>(j);
  if (lock_race) lock_race_clock(j, k);
  std::size_t sigma_size = 1;
  for (std::size_t i = j + 1; i < k; ++i) {
    if (lock_race ? !before_lock(i) : !hb_.hb(i, k)) continue;
    in_sigma_[i] = 1;
    ++sigma_size;
  }
  // σ stays with the pending schedule until it runs, and can be most of a long execution:
  // no spare capacity.
  ps.sigma.reserve(sigma_size);
  for (std::size_t i = j + 1; i < k; ++i)
    if (in_sigma_[i]) ps.sigma.push_back({hb_.event(i), f.path[i].stale});
  in_sigma_[k] = 1;
  // Whether the head is stale in E1·σ is seen when σ runs: it reads another write there.
  ps.sigma.push_back({ek, false});
  // What e_k is in E1·σ: a CAS may succeed there where it failed in E, or fail where it
  // succeeded. The sleep sets and the read-schedule test see that outcome.
  // A virtual event (a thread blocked in a spin loop at the run's end) of an RMW spin loop
  // (an exchange, a test-and-set: no compared value) is taken for a success before e_j,
  // like its stale reads; a blocked CAS carries its expected value (pending_event).
  Event ek_as_pending = ek;
  if (k >= real_events && ek.kind == OpKind::CasFailure && !(ek.flags & kFlagCas)) ek_as_pending.flags |= kFlagStaleRmw;
  Event head = reversed_head(hb_.event(j), ek_as_pending);
  // A spin loop's retry placed before e_j may be a stale read there (not a failed CAS): taken
  // for a write (never blocked, no read schedule). Only in a run where the runtime kept such a
  // loop disabled, or for the same statement: two CASes of one thread in a row are not a loop otherwise, and taking the
  // second for a write discarded the sleep sets on its variable (a redundant execution per
  // such pair: `random_rmw_program` seed 121, 10 runs for 9 classes).
  // The same statement again (a retry loop that the runtime did not have to block, e.g. one
  // whose value changed: `loc`, where the executor knows it) is also taken for a retry.
  if (head.kind == OpKind::CasFailure && ek.kind == OpKind::CasSuccess && spin_retry(k) &&
      (spin_blocked_thread(ek.thread) || same_statement_as_previous(k)) && retry_may_be_pruned(j, k))
    head.kind = OpKind::CasSuccess;
  // Likewise a trylock retry (its thread's previous event a failed trylock of the mutex, in a
  // thread the runtime kept disabled in a retry loop in this run): the runtime keeps it
  // disabled while the mutex stays held, so before e_j it may be a stale read that is pruned.
  // Taken for a write. Two trylock statements in a row of a thread that never waited on the
  // mutex are no loop: the second one fails before e_j and heads a read schedule (MODE=6 seed
  // 187: 150 runs for 148 classes when it was taken for a write).
  if (head.kind == OpKind::MutexTryFail && ek.kind == OpKind::MutexLock && trylock_retry(k) &&
      trylock_blocked_thread(ek.thread) && retry_may_be_pruned(j, k))
    head = ek;
  // And a sem_trywait retry (its thread's previous event a try of the semaphore) that fails
  // before e_j: the runtime keeps the loop disabled there (a stale read, "Semaphore try-retry
  // loops"), taken for a success as before the prediction from the post's count.
  if (is_primitive_try_failure(head) && sem_try_retry(k)) {
    head.kind = OpKind::Rmw;
    head.flags = static_cast<std::uint8_t>(head.flags & ~kFlagTry);
  }

  // Line 7-8: UpdSeq(σ, SSChar[E1]). Happens-before among E1·σ equals that of E except
  // for e_k, whose clock in E includes e_j and e_j's past: recompute it from e_k's
  // dependencies that remain in E1·σ, as the event it is there (a CAS that fails there no
  // longer depends on the reads of its bytes before it).
  // A blocked await iteration that stands for several reads (a stale read or a virtual
  // event with hb_.observes: its loop observed several objects) depends on each; for the
  // sleep sets it is taken for a write of its first one (never blocked, no read schedule of
  // its own): the characterisations speak of reads of one variable. A read of memory is
  // taken for a store of its bytes, a failed trylock for a lock of its mutex (a store to a
  // mutex's address, of size 0, would overlap nothing and leave the mutex's levels standing
  // where the wake-up discards them); a lock stays a lock (a wake-up that locks the mutex
  // it polls under: await_multi_c_two_mutexes_poll.c lost a class).
  auto stands_for_several = [&](std::size_t i) { return !hb_.observes(i).empty(); };
  auto for_sleep_sets = [&](std::size_t i, const Event& e) {
    if (!stands_for_several(i)) return e;
    Event w = e;
    if (e.kind == OpKind::Load || e.kind == OpKind::CasFailure) w.kind = OpKind::Store;
    else if (e.kind == OpKind::MutexTryFail) w.kind = OpKind::MutexLock;
    return w;
  };
  const bool several = stands_for_several(k);
  SleepSet ss = f.path[j].ss;
  ps.displaced = hb_.event(j);
  ps.head_thread = ek.thread;
  ps.head_index = ek.index;
  ps.earlier_wakeup_racers = earlier_wakeup_racers(fi, j, k, real_events);
  ps.initial_wakeup_racers = initial_wakeup_racers(j, ps.earlier_wakeup_racers);
  ps.prune_if_round_sleeps = release_puts_round_back_to_sleep(j, k, real_events, ps.earlier_wakeup_racers);
  if (ss) {
    head_clock_.assign(hb_.stride(), 0);
    for (std::size_t i = 0; i < k; ++i) {
      if (!(i < j || in_sigma_[i])) continue;
      bool dependent = events_dependent(hb_.event(i), head);
      for (const Event& o : hb_.observes(k)) dependent = dependent || events_dependent(hb_.event(i), o);
      if (!dependent) continue;
      const std::uint32_t* r = hb_.row(i);
      for (std::size_t t = 0; t < head_clock_.size(); ++t) head_clock_[t] = std::max(head_clock_[t], r[t]);
    }
    if (ek.thread < head_clock_.size()) head_clock_[ek.thread] = ek.index + 1;
  }
  for (std::size_t i = j + 1; i <= k; ++i) {
    if (!in_sigma_[i] || !ss) continue;
    const Clock clk = i == k ? Clock{head_clock_.data(), head_clock_.size()} : clock_at(i);
    if (i == k) ps.ss_before_head = ss;
    auto r = pop::upd_event(for_characterisation(for_sleep_sets(i, i == k ? head : hb_.event(i))), clk, ss);
    if (r.blocked) {
      ++sleep_blocked_schedules_;
      return;
    }
    ss = std::move(r.ss);
  }

  // Lines 9-11: read schedules get a sleep-set characterisation (MkSchedChar): those whose
  // head is a read in E1·σ (a load, or a CAS that fails there). A head that read in E and
  // succeeds in E1·σ (a write schedule) gets one too, for inheritance only: e_j's read
  // partners in E are ordered by ∝ as read schedules, and once reversed into successful
  // CASes their subtrees each reverse the head's race with an earlier write again; the read
  // schedules of that write found there are ordered by case (C) through σ's SchedChar
  // (competing CAS: x = 2 ‖ cas(x, 2, 3) ‖ cas(x, 2, 3) ‖ cas(x, 2, 3) explored both
  // orders of two failed attempts before the store). It is not part of σ's own sleep set:
  // σ's head writes x, no read of x after it heads a read schedule of e_j.
  const bool read_schedule = is_read_event(head) && !several;
  // A write schedule whose head is a successful CAS that also succeeded in E (of a read e_j,
  // or of a write e_j, of exactly its bytes) gets a characterisation for nesting only:
  // "CAS and RMW: sixth session".
  const Event& ej = hb_.event(j);
  const bool cas_write_head = head.kind == OpKind::CasSuccess && ek.kind == OpKind::CasSuccess &&
                              op_is_memory(ej.kind) && ej.addr == ek.addr && ej.size == ek.size;
  const bool of_a_read = cas_write_head && is_read_event(ej);
  // A virtual head (a thread still blocked in a spin loop at the run's end: the stale read
  // that ends E in the spin-assume model, "Await loops") heads a read schedule like an
  // executed read; w is then the executed events after e_j ("CAS and RMW: seventh session").
  // One that reads in E and succeeds before e_j (the stale read of a CAS spin loop blocked at
  // the run's end, moved before the write it read) gets its characterisation for nesting
  // only, as an executed read reversed into a write does ("CAS and RMW: tenth session").
  const bool virtual_read_head =
      k >= real_events && (read_schedule || is_read_event(ek)) && only_head_virtual(k, real_events);
  if ((read_schedule || is_read_event(ek) || cas_write_head) && (k < real_events || virtual_read_head) && !several) {
    auto sc = std::make_shared<pop::SSChar>();
    // Decompose w = e_{j+1..k-1} into w_0 σ_1 w_1 ... σ_m w_m.
    pop::Level lvl;  // P_i ▷ x under construction: P in `segs`
    pop::Segments segs;
    lvl.xaddr = ek.addr;
    lvl.xsize = ek.size;
    lvl.writer_thread = hb_.event(j).thread;
    lvl.writer_index = hb_.event(j).index;
    if (of_a_read) {
      lvl.head_at = pop::Level::HeadAt::CasSucceeds;
      lvl.branch_value = ej.value_read;  // x's value where e_j read it
    }
    segs.emplace_back();
    const std::int32_t own = k < real_events ? f.path[k].sched : -1;  // e_k may head a schedule partly in w
    const std::size_t w_end = std::min(k, real_events);  // executed events; virtual ones below
    // Adds P[φ] ▷ x, with P the level built so far, for every φ in the SchedChar of the
    // schedule of frame `schedule_frame`.
    auto nest_schedchar_of = [&](std::int32_t schedule_frame) {
      const SSPtr& inner = frames_[static_cast<std::size_t>(schedule_frame)].schedchar;
      if (!inner) return;
      pop::Level built = lvl;  // P_i as it is now, shared by every φ
      built.p = std::make_shared<const pop::Segments>(segs);
      for (const pop::Expr& phi : *inner) {
        pop::Expr x;
        x.reserve(phi.size() + 1);
        x.push_back(built);
        x.insert(x.end(), phi.begin(), phi.end());
        sc->push_back(std::move(x));
      }
    };
    std::size_t i = j + 1;
    segment_of_.assign(k + 1, 0);
    while (i < w_end) {
      const std::int32_t s = f.path[i].sched;
      if (s < 0 || s == own) {
        segment_of_[i] = static_cast<std::uint32_t>(segs.size() - 1);
        if (!in_sigma_[i]) segs.back().push_back(hb_.event(i));
        ++i;
        continue;
      }
      // A schedule σ_i = positions [i, end) with the same id.
      std::size_t end = i;
      while (end < w_end && f.path[end].sched == s) ++end;
      const Event head = hb_.event(end - 1);
      // P_{i-1}[φ] ▷ x for every φ in SchedChar(σ_i).
      nest_schedchar_of(s);
      lvl.heads.push_back(head);
      segs.emplace_back();
      i = end;
    }
    // A virtual head: the stale reads of the other blocked threads before it are events of w
    // (in no schedule, not in σ: only_head_virtual).
    for (std::size_t v = w_end; v < k; ++v) {
      segment_of_[v] = static_cast<std::uint32_t>(segs.size() - 1);
      segs.back().push_back(hb_.event(v));
    }
    // e_k may itself head a read schedule σ_own (a fresh event may be a schedule head, Def. 6
    // (i)); σ_own's other events are in w and all in σ. Alg. 2 (line 3) ends w before e_k
    // and never names σ_own, yet by ∝ (C) every σ'_own ∝ σ_own puts the schedule of e_j it
    // leads to before σ. So σ_own is the last schedule of the decomposition: P_m[φ] ▷ x for
    // φ in SchedChar(σ_own), whose inner expression blocks a read of x through Prop. 1 (C)2
    // (hd(σ'_i) = e'_R), a case only σ_own can meet (a σ_i in w headed by a read of x would
    // lie between e_j and e_k in happens-before). Without it, two reads of x reordered at a
    // later write and then both moved before e_j were explored in both orders
    // (reads_between_writes.c T=4: 26 runs for 24 classes; sigma_false(7): 330855 for 135135).
    if (own >= 0) nest_schedchar_of(own);
    segment_of_[k] = static_cast<std::uint32_t>(segs.size() - 1);
    // A head that wrote in E (a CAS that succeeded after e_j and fails before it) is not
    // the event σ ends with: with events as outcomes, P_m = (w·e_k) \ σ ends with e_k as it
    // was in E. The read schedules of e_j that E's subtree makes by reversing e_k's races (a
    // read of e_k's value moved before e_k becomes a successful CAS, whose race with e_j then
    // yields a read of x before e_j) come from branches at ê = e_k and precede σ in ∝ (case
    // (B)); their heads conflict with e_k. When e_k heads a schedule of its own, its races
    // are never reversed (Def. 7) and it is a separator {e_k} with nothing after it.
    if (writes_variable(ek) && own < 0) segs.back().push_back(ek);
    // Likewise a CAS that succeeded after e_k in E and raced with it: reversing that race
    // (a branch at ê = e_k) and then its race with e_j makes it a failed CAS before e_j, a
    // read schedule that precedes σ in ∝ (case (B)). It is blocked where it fails in σ's
    // continuation as that very operation (it is no conflict for any other event).
    // (Not on the level of a read e_j's write schedule: these items stand for failed CASes
    // before a *write* e_j; there they claimed orders that do not exist and lost classes.)
    for (auto it_r = std::upper_bound(cas_attempts_.begin(), cas_attempts_.end(), static_cast<std::uint32_t>(k));
           !of_a_read && it_r != cas_attempts_.end(); ++it_r) {
        const std::size_t r = *it_r;
        const Event& er = hb_.event(r);
        if (er.addr != ek.addr || er.size != ek.size) continue;
        const auto rr = hb_.races(r);
        // ê: e_k (unless it heads a schedule) or an event of w in neither σ nor a schedule. The
        // branch at ê that moves c before it is found in E's subtree when c races with ê in E,
        // or after one more branch: c raced with a later event q, and the branch at q leaves c
        // a successful CAS racing with ê directly (t1: r = cas(x, 1, 2); cas(x, 0, 2) ‖
        // t2: cas(x, 0, 3); cas(x, 2, 2) ‖ x = 2: 24 runs for 22 classes before). Only
        // branches at ê ≤ e_k make (B) schedules; a branch after e_k shares E up to e_k, and
        // the read schedules made there follow σ in ∝ (case (A)): blocking them lost classes.
        auto branch_point = [&](std::size_t q) {
          return (q == k && own < 0) || (q > j && q < k && !in_sigma_[q] && f.path[q].sched < 0);
        };
        // A CAS that failed in E can only be one after the branch at a later write q that
        // it read, where it succeeds.
        const bool failed = er.kind == OpKind::CasFailure;
        const bool raced = std::any_of(rr.begin(), rr.end(), [&](std::uint32_t q) {
          if (!failed && branch_point(q)) return true;
          if (q <= (failed ? k : j) || q >= real_events || f.path[q].sched >= 0) return false;
          // c raced with a later event q: the branch at q may make c race with ê directly.
          const Event moved = reversed_head(hb_.event(q), er);
          if (moved.kind != OpKind::CasSuccess) return false;
          branch_candidates_.clear();
          for (std::size_t e = j + 1; e <= k && e < q; ++e)
            if (branch_point(e) && hb_.event(e).thread != er.thread && events_dependent(hb_.event(e), moved))
              branch_candidates_.push_back(e);
          return !branch_candidates_.empty() && branch_races_one_of(f, branch_candidates_, q, r);
        });
        // The item goes to the segment of the earliest ê found (Prop. 1 (B)(ii): only the heads
        // of the schedules before ê must happen before the blocked head); through the
        // one-branch rule above, conservatively to the last one.
        std::size_t item_segment = segs.size();
        for (std::size_t e = j + 1; e <= k && item_segment == segs.size(); ++e) {
          if (!branch_point(e) || hb_.event(e).thread == er.thread) continue;
          const bool direct = !failed && std::find(rr.begin(), rr.end(), static_cast<std::uint32_t>(e)) != rr.end();
          if (direct || (r < real_events && chain_reaches(f, e, r))) item_segment = segment_of_[e];
        }
        if (item_segment == segs.size() && raced) item_segment = segs.size() - 1;
        // Through a branch that moves an earlier event of c's thread (conservatively, to the
        // last segment too).
        for (std::size_t e = j + 1; e <= k && item_segment == segs.size() && r < real_events; ++e)
          if (branch_point(e) && predecessor_branch_reaches(f, e, r, real_events)) item_segment = segs.size() - 1;
        if (item_segment == segs.size()) continue;
        Event item = er;
        item.flags |= pop::kItemSelfOnly;
        segs[item_segment].push_back(item);
      }
    lvl.p = std::make_shared<const pop::Segments>(std::move(segs));
    sc->push_back(pop::Expr{lvl});  // P_m ▷ x
    // Reads of σ itself (its head reads x; inner schedules' heads read their variables)
    // happen before anything explored after σ in their threads: a later read on the same
    // variable that happens after one of them cannot head a read schedule (§4.3: "if a
    // read on x happens-after a read in R, it ... should not be blocked"). Without this a
    // second read of x by the head's own thread would be taken for a sleeping schedule.
    // R is only asked whether one of its reads happens before an event, and a read that
    // happens before it makes every earlier read of its thread do so: a read of σ goes in
    // only when R has no earlier read of its thread (σ of a 10^4-event run has thousands).
    for (pop::Expr& x : *sc)
      for (pop::Level& l : x)
        for (std::size_t si = 0; si < ps.sigma.size(); ++si) {
          const Event& ev = si + 1 == ps.sigma.size() ? head : ps.sigma[si].ev;
          if (!pop::reads_variable(ev, l)) continue;
          const bool implied = std::any_of(l.reads.begin(), l.reads.end(), [&](const pop::Stamped& r) {
            return r.ev.thread == ev.thread && r.ev.index <= ev.index;
          });
          if (!implied) l.reads.push_back({ev, 0});
        }
    if (read_schedule) {
      pop::SSChar merged = ss.snapshot();
      merged.insert(merged.end(), sc->begin(), sc->end());
      ss = SleepSet::of(std::move(merged));
    }
    ps.schedchar = std::move(sc);
  }
  add_sleeping_heads(j, k, head, ss);
  add_sleeping_readers_of_failed_try(j, k, ss);
  add_sleeping_tries_before_writer_unlock(j, k, ss);
  if (add_sleeping_displaced_reader_of_failed_try(j, k, ss)) ++displaced_readers_asleep_;
  ps.ss_after = std::move(ss);
  // pop33: a schedule headed by a release, recorded in the frame whose run holds its node
  // (this one, or the parent for a node before this frame's branch when the release is this
  // frame's own σ head moved further), read by the later subtrees below it
  // (release_moved_before_at_earlier_node).
  const bool own_head_moved = fi > 0 && j < f.branch && j >= frames_[fi - 1].branch && !f.sigma.empty() &&
                              k + 1 == f.branch + f.sigma.size();
  if (ek.kind == OpKind::MutexUnlock && k < real_events && (j >= f.branch || own_head_moved)) {
    Frame::ReleaseMovedAtNode made{static_cast<std::uint32_t>(j), event_identity(hb_.event(j)), event_identity(ek), {}};
    for (const Step& st : ps.sigma) made.sigma.push_back(event_identity(st.ev));
    std::sort(made.sigma.begin(), made.sigma.end());
    frames_[j >= f.branch ? fi : fi - 1].release_moved_at_node.push_back(std::move(made));
  }
  f.pending.push_back(std::move(ps));
}

// Compatible schedule heads of one write (docs/algorithms.md, "Compatible schedule heads of
// one write: classic sleep-set entries"). POP's optimality argument (CAV'24, Theorem 4)
// takes two schedules at one point that race with the same e_j to be incompatible unless
// their heads read one variable (those get the read schedules' characterisations). Two
// shapes break it; each of the two subtrees then also reverses the other head's race with
// e_j, and the classes where both heads come before e_j were explored twice:
//   * a signal or broadcast e_j writes both bytes of its condition variable, a registration
//     (a new waiter) byte 1 only and a wake-up byte 0 only: a wake-up W and a registration
//     that both race with e_j commute. The classes belong to W's schedule; W sleeps in the
//     registration's (a queue with two consumers: 10 860 runs for 10 608 classes);
//   * e_j a write acquisition of a rwlock (free right before it) or a reader's unlock, e_k a
//     read acquisition: another read acquisition commutes with e_k, and read acquisitions
//     head no read schedule ("Rwlocks in POP"). The classes belong to the schedule of the
//     reader with the lowest thread id; the others' read acquisitions sleep in it.
// An entry is a classic sleep-set one: the event blocked until a write of its bytes runs.
// Only for an event that could run at E1 itself (its thread's previous event in E1; a
// wake-up's enabler too, or a spurious wake-up still allowed) and that σ leaves out and
// commutes with, so E1·W·σ is the same run as E1·σ·W.
// pop26: e_k as it is in E1·σ (`head`) decides, and a failed read try of the run sleeps too: a
// read try that failed after the write acquisition e_j takes a read lock before it (the lock
// is free there, reversed_head), and so does one of a lower thread at E1 (the runtime marks
// which failed tries were write tries: kFlagRwlockWriteTry). Two tryrdlocks that succeed
// before a write acquisition were explored in both orders before
// (`pop16_rwlock_tryrdlock_readers_and_writer.c`).
void Pop::add_sleeping_heads(std::size_t j, std::size_t k, const Event& head, SleepSet& ss) const {
  const Event& ej = hb_.event(j);
  const Event& ek = head;
  auto sync_rmw = [](const Event& e) { return e.kind == OpKind::Rmw && (e.flags & kFlagSync); };
  const bool cond_registration = sync_rmw(ej) && sync_rmw(ek) && !(ej.flags & kFlagAcquire) &&
                                 !(ek.flags & kFlagAcquire) && ej.size == 2 && ek.size == 1 &&
                                 ek.addr == ej.addr + 1;
  // e_j a write acquisition (the lock is free right before it) or a reader's unlock (no
  // writer holds it): every read acquisition can run at E1.
  const bool read_before_writer = is_rwlock_read_acquisition(ek) && sync_rmw(ej) && ej.addr == ek.addr &&
                                  ej.size == ek.size && ((ej.flags & kFlagAcquire) || reader_unlock(ej));
  if (!cond_registration && !read_before_writer) return;
  auto may_sleep = [&](const Event& w) {
    if (w.thread == ej.thread || w.thread == ek.thread) return false;
    if (read_before_writer)
      return (is_rwlock_read_acquisition(w) || is_failed_rwlock_read_try(w)) && w.addr == ek.addr &&
             w.thread < ek.thread;
    if (!sync_rmw(w) || w.size != 1 || w.addr != ej.addr) return false;
    // A timed wake-up with an early timeout left (no kFlagAcquire: it never blocks) runs
    // anywhere after its registration, as an Always one (branch pop20: the timed queue of
    // docs/algorithms.md "Futex wake-ups (pop20)", 10 904 executions before, 10 148 after, 9 068 classes).
    if (!(w.flags & kFlagAcquire)) return true;
    const auto how = static_cast<WakeEnabler>(w.value_written);
    if (how == WakeEnabler::Always) return true;
    if (how != WakeEnabler::Named) return false;
    const std::int64_t x = hb_.position(static_cast<ThreadId>((w.value_read >> 32) - 1),
                                        static_cast<std::uint32_t>(w.value_read));
    return x >= 0 && static_cast<std::size_t>(x) < j;  // enabled at E1 (and on to W)
  };
  pop::SSChar entries;
  for (std::size_t i = j + 1; i < hb_.size(); ++i) {
    const Event& w = hb_.event(i);
    if ((i <= k && in_sigma_[i]) || !may_sleep(w)) continue;
    if (!next_event_at(w, j)) continue;
    if (!commutes_with_sigma(j, k + 1, w)) continue;
    entries.push_back(sleeping_event(w));
  }
  add_to_sleep_set(ss, std::move(entries));
}

// A try write acquisition that fails before a reader's unlock, and the read acquisitions that
// could run there too (docs/algorithms.md, "A failed trywrlock and a reader before a reader's
// unlock (pop22)"). e_j is a reader's unlock: right before it a reader holds the lock, so a
// trywrlock (or a timed write lock with a past deadline) e_k moved there fails, a read of the
// lock byte, and every other thread's read acquisition R that could run at E1 can still run:
// the two commute (loads), and both race with e_j. R's schedule at E1 (from the run where
// e_j comes first) and this one both hold the classes where both come before e_j: each
// subtree reverses e_j's race with the other again (`tryrdlock ‖ trywrlock or wrlock ‖
// rdlock`: 25 runs for 23 classes). They belong to R's schedule: R sleeps here until a
// write of the rwlock. Not the other way round: R's subtree is also where the classes with
// both before the reader's own lock are found (its unlock raced with that lock there),
// and W sleeping in it lost them (20 of 23 classes).
void Pop::add_sleeping_readers_of_failed_try(std::size_t j, std::size_t k, SleepSet& ss) const {
  const Event& ej = hb_.event(j);
  const Event& ek = hb_.event(k);
  if (ek.thread == ej.thread || ek.addr != ej.addr || !reader_unlock(ej) ||
      !is_rwlock_write_try(k))
    return;
  pop::SSChar entries;
  for (std::size_t i = j + 1; i < hb_.size(); ++i) {
    const Event& r = hb_.event(i);
    if ((i <= k && in_sigma_[i]) || !is_rwlock_read_acquisition(r) || r.addr != ek.addr || r.thread == ej.thread ||
        r.thread == ek.thread || !next_event_at(r, j))
      continue;
    // e_k is the failed try there (a load), whatever it was in the run.
    if (!commutes_with_sigma(j, k, r)) continue;
    entries.push_back(sleeping_event(r));
  }
  add_to_sleep_set(ss, std::move(entries));
}

// Try acquisitions of a rwlock that all fail before a writer's unlock (docs/algorithms.md,
// "pop25: failed tries before a writer's unlock"). e_j is the unlock of a thread that holds
// the write lock, e_k another thread's try (or timed, past deadline) acquisition of it: right
// before e_j every try of the rwlock fails, a load of its lock byte, and two failed tries
// commute. Each such try that races with e_j heads a read schedule at E1 of its own, and
// each subtree reverses e_j's race with the other try again: the classes with both tries
// failing before e_j were explored twice (`pop16_rwlock_tryrdlock_readers_and_writer.c`).
// They belong to the schedule of the try of the lowest thread: every try T of a thread
// with a lower id than e_k's that could run at E1 (its thread's previous event in E1), that
// σ leaves out and that commutes with σ sleeps after E1·σ until a write of the rwlock
// (a classic entry, as in `add_sleeping_heads`).
void Pop::add_sleeping_tries_before_writer_unlock(std::size_t j, std::size_t k, SleepSet& ss) const {
  const Event& ej = hb_.event(j);
  const Event& ek = hb_.event(k);
  auto rwlock_try = [&](const Event& e) {
    return (e.flags & kFlagSync) && (e.flags & kFlagRwlockTry) && e.addr == ej.addr && e.size == ej.size;
  };
  if (ek.thread == ej.thread || !rwlock_try(ek) || ek.kind != OpKind::Load) return;
  // e_j: an unlock by a thread whose last acquisition of the rwlock before it is a write one.
  if (ej.kind != OpKind::Rmw || !(ej.flags & kFlagSync) || (ej.flags & kFlagAcquire)) return;
  bool writer_holds = false;
  for (std::uint32_t idx = ej.index; idx-- > 0;) {
    const std::int64_t at = hb_.position(ej.thread, idx);
    if (at < 0) return;
    const Event& a = hb_.event(static_cast<std::size_t>(at));
    if (!(a.flags & kFlagSync) || a.addr != ej.addr) continue;
    if (!(a.flags & kFlagAcquire)) return;  // an unlock before: not the holder's release
    writer_holds = a.kind == OpKind::Rmw;
    break;
  }
  if (!writer_holds) return;
  pop::SSChar entries;
  for (std::size_t i = j + 1; i < hb_.size(); ++i) {
    const Event& t = hb_.event(i);
    if ((i <= k && in_sigma_[i]) || !rwlock_try(t) || t.kind != OpKind::Load || t.thread == ej.thread ||
        t.thread >= ek.thread || !next_event_at(t, j))
      continue;
    if (!commutes_with_sigma(j, k + 1, t)) continue;
    entries.push_back(sleeping_event(t));
  }
  add_to_sleep_set(ss, std::move(entries));
}

// pop32: a failed write try moved before a read acquisition it raced with (pop29's edge)
// while a third thread's read lock, taken before e_j or in σ, still holds the rwlock at E1·σ
// (docs/algorithms.md, "pop32: the displaced reader of a failed try sleeps"). The try fails
// there as it did in the run, and e_j (a read acquisition: a load of the lock byte, as the
// failed try and the other read acquisitions are) commutes with σ, so every class of this
// schedule's subtree in which e_j runs before the next write of the rwlock is one where e_j
// runs right at E1: a class of the run that made this schedule (e_j at E1), explored from
// there through the races after e_j. Both subtrees explored it (two readers and a try:
// `r1 r3 try u1 u3` again as `r3 try r1 u1 u3`, and `r3 try r1 u3 u1` as the run's own
// `r1 r3 try u3 u1`: 20 runs for 18 classes). e_j sleeps after E1·σ until a write of the
// rwlock (an unlock, a write acquisition); after one, its later orders (e_j behind the
// holder's unlock, where the try is no longer in e_j's section) stay this subtree's: pop30
// showed that dropping the race loses them. Returns whether an entry was added.
bool Pop::add_sleeping_displaced_reader_of_failed_try(std::size_t j, std::size_t k, SleepSet& ss) const {
  const Event& ej = hb_.event(j);
  const Event& ek = hb_.event(k);
  constexpr std::uint8_t kFailedTry = kFlagSync | kFlagTry | kFlagRwlockTry;
  if (ek.kind != OpKind::Load || (ek.flags & (kFailedTry | kFlagAcquire)) != kFailedTry ||
      !(ek.flags & kFlagRwlockWriteTry))
    return false;
  if (!is_rwlock_read_acquisition(ej) || ej.addr != ek.addr || ej.thread == ek.thread) return false;
  if (!other_reader_holds_after_sigma(j, k)) return false;
  // e_k included: it is the failed try there too (the lock stays held).
  if (!commutes_with_sigma(j, k + 1, ej)) return false;
  add_to_sleep_set(ss, pop::SSChar{sleeping_event(ej)});
  return true;
}

// Does a thread other than e_j's and e_k's hold a read lock of e_k's rwlock at E1·σ (E1 the
// events before j, σ the positions `in_sigma_` marks in (j, k))? Its read acquisitions there
// minus its unlocks of the rwlock there; a write acquisition leaves no reader holding.
bool Pop::other_reader_holds_after_sigma(std::size_t j, std::size_t k) const {
  const Event& ej = hb_.event(j);
  const Event& ek = hb_.event(k);
  std::vector<std::pair<ThreadId, std::uint32_t>> held;  // thread, read locks held
  auto count_of = [&](ThreadId t) -> std::uint32_t& {
    for (auto& [thread, n] : held)
      if (thread == t) return n;
    return held.emplace_back(t, 0).second;
  };
  for (std::size_t i = 0; i < k; ++i) {
    if (i == j || (i > j && !in_sigma_[i])) continue;
    const Event& e = hb_.event(i);
    if (!(e.flags & kFlagSync) || e.addr != ek.addr || !op_is_memory(e.kind)) continue;
    if (is_rwlock_read_acquisition(e)) {
      ++count_of(e.thread);
    } else if (e.kind == OpKind::Rmw && (e.flags & kFlagAcquire)) {
      held.clear();  // a write acquisition: no reader holds the lock
    } else if (e.kind == OpKind::Rmw) {
      std::uint32_t& n = count_of(e.thread);
      if (n > 0) --n;
    }
  }
  for (const auto& [thread, n] : held)
    if (n > 0 && thread != ej.thread && thread != ek.thread) return true;
  return false;
}

// Is e_k a try write acquisition of a rwlock: one that succeeded in the run (an Rmw with
// kFlagRwlockTry), or a failed one (the runtime marks it kFlagRwlockWriteTry; before pop26 a
// failed try was taken for a write try when no writer held the lock, since a tryrdlock fails
// only while a writer holds it)?
bool Pop::is_rwlock_write_try(std::size_t k) const {
  const Event& ek = hb_.event(k);
  constexpr std::uint8_t kTryAcquisition = kFlagSync | kFlagAcquire | kFlagRwlockTry;
  if (ek.kind == OpKind::Rmw && (ek.flags & kTryAcquisition) == kTryAcquisition) return true;
  constexpr std::uint8_t kFailedTry = kFlagSync | kFlagTry | kFlagRwlockTry;
  return ek.kind == OpKind::Load && (ek.flags & (kFailedTry | kFlagAcquire)) == kFailedTry &&
         (ek.flags & kFlagRwlockWriteTry);
}

// The run was cut at a write that overwrote its σ head, a stale read s (position p) standing
// for a blocked round that observed several objects, and went on past the cut. A write w of
// another object the round observed, by another thread than the event e_j that s was moved
// before, races with s: E1·w↓·w wakes the round before e_j, a class no other race reaches
// (docs/algorithms.md, "Rounds woken by another thread than the acquisition they were moved
// before"). Only writes
// whose past after s holds no other write that wakes the round, and not by e_j's thread (e_j
// itself is the parent's own continuation, a later event of its thread has e_j in its past).
void Pop::reverse_round_wakers(std::size_t fi, std::size_t p, std::size_t real_events) {
  const Frame& f = frames_[fi];
  const ThreadId displaced = f.displaced.thread;
  if (f.displaced.kind != OpKind::MutexLock) return;
  const bool direct = !same_mutex(hb_.event(p), f.displaced);
  auto races_with_head = [&](std::size_t i) {
    const auto rr = hb_.races(i);
    return std::find(rr.begin(), rr.end(), static_cast<std::uint32_t>(p)) != rr.end();
  };
  // Not when the round's next operation tries the mutex e_j took: the round's acquisition of it
  // races with e_j (an acquisition race), whose reversal keeps the writes that woke the round
  // (lock_race_clock), and the wakers' schedules only repeated those classes
  // (spincycle_c_trylock_alternating_vs_two_lockers.c: 68 executions for 65 instead of 67).
  for (std::size_t k = p + 1; k < real_events && direct; ++k) {
    if (hb_.event(k).thread == displaced || !races_with_head(k)) continue;
    bool first = true;
    for (std::size_t i = p + 1; i < k && first; ++i)
      if (hb_.hb(i, k) && races_with_head(i)) first = false;
    if (!first) continue;
    ++races_;
    schedule_woken_round(fi, p, k, [&](std::size_t i) { return hb_.hb(i, k); });
  }
  // A waker that comes second on its mutex only because e_j took it first: another thread's
  // acquisition w of that mutex racing with e_j (an acquisition race). Moved before e_j, w
  // wakes the round first; σ is w's past without e_j and what follows it (lock_race_clock).
  std::size_t c = real_events;
  for (std::size_t i = p + 1; i < real_events && c == real_events; ++i)
    if (hb_.event(i).thread == displaced && hb_.event(i).index == f.displaced.index) c = i;
  if (c == real_events || !races_with_head(c)) return;
  for (std::size_t k = c + 1; k < real_events; ++k) {
    const Event& w = hb_.event(k);
    if (w.thread == displaced || !acquisition_race(hb_.event(c), w) || w.addr != hb_.event(c).addr) continue;
    const auto rr = hb_.races(k);
    if (std::find(rr.begin(), rr.end(), static_cast<std::uint32_t>(c)) == rr.end()) continue;
    lock_race_clock(c, k);
    if (before_lock(c)) continue;  // w needs e_j
    bool alone = true;
    for (std::size_t i = p + 1; i < k && alone; ++i)
      if (before_lock(i) && races_with_head(i)) alone = false;
    if (!alone) continue;
    ++races_;
    const std::vector<std::uint32_t> clock = lock_clock_;
    schedule_woken_round(fi, p, k, [&](std::size_t i) {
      const Event& e = hb_.event(i);
      return e.thread < clock.size() && e.index < clock[e.thread];
    });
    schedule_slept_through(fi, p, c, k, real_events);
  }
}

// The round sleeps through w's whole critical section (w takes e_j's mutex and gives it back:
// an ABA of what the round observed) and e_j, after it, wakes the round as in the parent:
// σ = w↓ (without e_j)·w·(w's thread up to its release u)·e_j·s'. No race reaches it: in the
// subtree of w·s' the round is woken by w, and the race of s' with u is not reversed below
// s' (Def. 7 (ii)). Uses lock_clock_ as lock_race_clock(c, k) left it.
void Pop::schedule_slept_through(std::size_t fi, std::size_t p, std::size_t c, std::size_t k,
                                 std::size_t real_events) {
  const Event& w = hb_.event(k);
  auto races_with_head = [&](std::size_t i) {
    const auto rr = hb_.races(i);
    return std::find(rr.begin(), rr.end(), static_cast<std::uint32_t>(p)) != rr.end();
  };
  // e_j's past after s must come along in w↓ (it is then in σ before e_j).
  for (std::size_t i = p + 1; i < c; ++i)
    if (hb_.hb(i, c) && !before_lock(i)) return;
  std::vector<WokenStep> sigma;
  for (std::size_t i = p + 1; i < k; ++i)
    if (before_lock(i)) sigma.push_back({i, {}});
  sigma.push_back({k, {}});
  // w's thread up to its release of the mutex: each of its events must need nothing of the
  // run but σ so far, and none may wake the round (then it is not an ABA).
  std::size_t u = real_events;
  for (std::size_t i = k + 1; i < real_events && u == real_events; ++i) {
    const Event& e = hb_.event(i);
    if (e.thread != w.thread) continue;
    for (std::size_t q = p + 1; q < i; ++q) {
      // What w needs in the run (e_j among it) is lock_race_clock's to judge.
      if (!hb_.hb(q, i) || before_lock(q) || q == k || hb_.hb(q, k)) continue;
      if (hb_.event(q).thread == w.thread) continue;
      return;
    }
    if (e.kind == OpKind::MutexUnlock && e.addr == w.addr) u = i;
    else if (races_with_head(i)) return;
    sigma.push_back({i, {}});
  }
  if (u == real_events) return;
  sigma.push_back({c, {u}});
  ++races_;
  record_woken_round(fi, p, sigma);
}

// σ = w↓·w·s' at E1 (p = |E1|): the waking write w (position k) with what happens before it
// after s, then the round's next operation s' (s's thread and index) woken by w. s' ends σ,
// so its races with e_j's thread are not reversed below it (Def. 7 (ii)): the classes where
// e_j comes before s' are the parent's.
void Pop::schedule_woken_round(std::size_t fi, std::size_t p, std::size_t k,
                               const std::function<bool(std::size_t)>& in_past) {
  std::vector<WokenStep> sigma;
  for (std::size_t i = p + 1; i <= k; ++i)
    if (i == k || in_past(i)) sigma.push_back({i, {}});
  record_woken_round(fi, p, sigma);
}

void Pop::record_woken_round(std::size_t fi, std::size_t p, const std::vector<WokenStep>& sigma) {
  Frame& f = frames_[fi];
  PendingSchedule ps;
  ps.branch = static_cast<std::uint32_t>(p);
  ps.displaced = f.displaced;
  SleepSet ss = f.ss_before_head;
  auto step = [&](const Event& e, const Clock& clk) {
    if (!ss) return true;
    auto r = pop::upd_event(for_characterisation(e), clk, ss);
    if (r.blocked) return false;
    ss = std::move(r.ss);
    return true;
  };
  auto join = [&](std::size_t i) {
    const std::uint32_t* r = hb_.row(i);
    for (std::size_t t = 0; t < head_clock_.size(); ++t) head_clock_[t] = std::max(head_clock_[t], r[t]);
  };
  for (const WokenStep& w : sigma) {
    ps.sigma.push_back({hb_.event(w.at), false});
    bool ok = true;
    if (w.after.empty()) {
      ok = step(hb_.event(w.at), clock_at(w.at));
    } else {
      head_clock_.assign(hb_.stride(), 0);
      join(w.at);
      for (std::size_t a : w.after) join(a);
      ok = step(hb_.event(w.at), Clock{head_clock_.data(), head_clock_.size()});
    }
    if (!ok) {
      ++sleep_blocked_schedules_;
      return;
    }
  }
  // s' depends on its thread's past and on the waker; for the sleep sets it stands for
  // several reads: taken for a write of its first object, as in `reverse`.
  const Event& s = hb_.event(p);
  Event woken = s;
  if (woken.kind == OpKind::Load || woken.kind == OpKind::CasFailure) woken.kind = OpKind::Store;
  else if (woken.kind == OpKind::MutexTryFail) woken.kind = OpKind::MutexLock;
  head_clock_.assign(hb_.stride(), 0);
  if (s.index > 0) {
    const std::int64_t prev = hb_.position(s.thread, s.index - 1);
    if (prev >= 0) join(static_cast<std::size_t>(prev));
  }
  const WokenStep& waker = sigma.back();
  join(waker.at);
  for (std::size_t a : waker.after) join(a);
  if (s.thread < head_clock_.size()) head_clock_[s.thread] = s.index + 1;
  ps.ss_before_head = ss;
  if (!step(woken, Clock{head_clock_.data(), head_clock_.size()})) {
    ++sleep_blocked_schedules_;
    return;
  }
  ps.sigma.push_back({s, false});  // the round's operation as the runtime announces it blocked
  ps.ss_after = std::move(ss);
  if (fi > 0 && p == f.branch) {
    Frame::WokenAtBranch made;
    made.branch = static_cast<std::uint32_t>(p);
    made.displaced = event_identity(f.displaced);
    made.round_event = event_identity(s);
    for (const Step& st : ps.sigma) made.sigma.push_back(event_identity(st.ev));
    std::sort(made.sigma.begin(), made.sigma.end());
    frames_[fi - 1].woken_at_branch.push_back(std::move(made));
  }
  f.pending.push_back(std::move(ps));
}

void Pop::analyse(std::size_t fi, std::size_t real_events, std::size_t branch_limit) {
  Frame& f = frames_[fi];
  const std::size_t n = hb_.size();
  const std::size_t sigma_end = f.branch + f.sigma.size();
  // Events before the head of σ were analysed in earlier executions (or are non-head
  // schedule events, never fresh).
  const std::size_t from = f.sigma.empty() ? f.branch : sigma_end - 1;
  list_cas_attempts(f, real_events);
  for (std::size_t k = from; k < n; ++k) {
    const bool is_virtual = k >= real_events;
    if (!is_virtual && f.path[k].sched >= 0 && !f.path[k].head) continue;  // Def. 6 (i)
    for (std::uint32_t j : hb_.races(k)) {
      ++races_;
      if (f.path[j].sched >= 0) continue;  // Def. 7 (ii): e_j in a schedule
      if (j >= branch_limit) continue;
      if (wake_race_redundant(j, k) || futex_wake_race_redundant(j, k)) {
        ++wake_races_dropped_;
        continue;
      }
      if (race_through_observation(j, k)) {
        ++observed_races_dropped_;
        continue;
      }
      if (left_to_earlier_head(f, j, k) && !release_restores_round_view(j, k)) {
        ++earlier_head_races_dropped_;
        continue;
      }
      if (left_to_ancestor_head(fi, j, k, real_events) && !release_restores_round_view(j, k)) {
        ++ancestor_head_races_dropped_;
        continue;
      }
      if (read_lock_race_reached_step_by_step(f, j, k) || write_lock_race_reached_step_by_step(f, j, k)) {
        ++rwlock_races_dropped_;
        continue;
      }
      if (write_lock_race_after_writer_reached_step_by_step(f, j, k)) {
        ++writer_lock_races_dropped_;
        continue;
      }
      if (write_lock_race_reached_through_own_reader(f, j, k, real_events)) {
        ++own_reader_lock_races_dropped_;
        continue;
      }
      if (try_lock_race_reached_through_release(f, j, k, real_events)) {
        ++try_lock_races_dropped_;
        continue;
      }
      if (write_lock_race_after_own_failed_try(f, j, k)) {
        ++own_try_lock_races_dropped_;
        continue;
      }
      if (round_wake_made_by_stale_child(fi, j, k)) {
        ++stale_child_wake_races_dropped_;
        continue;
      }
      if (release_moved_before_at_earlier_node(fi, j, k, real_events)) {
        ++moved_release_races_dropped_;
        continue;
      }
      if (failed_try_race_left_to_parent_lock_race(fi, j, k)) {
        ++failed_try_races_left_to_parent_;
        continue;
      }
      // Def. 6 (ii): every schedule head between e_j and e_k happens before e_k (for a lock
      // race, in the reversed execution: not through what happens after e_j).
      const bool lock_race = acquisition_race(hb_.event(j), hb_.event(k));
      if (lock_race) lock_race_clock(j, k);
      bool fresh = true;
      for (std::size_t i = j + 1; i < k && i < real_events && fresh; ++i)
        if (f.path[i].head && !(lock_race ? before_lock(i) : hb_.hb(i, k))) fresh = false;
      if (!fresh) continue;
      ++parsimonious_;
      reverse(fi, j, k, real_events);
    }
  }
}

// A run cut by a bound starved the threads still enabled at the cut (their operations are
// the virtual events after `real_events`, dpor::append_cut_pending): the continuation in
// which they run is not explored, and their next operations may race with nothing in the
// run (a thread that would end another one's loop through a later write). Each is also
// scheduled where it became enabled: before the first event after its thread's last
// event (or its creation).
void Pop::reverse_starved(std::size_t fi, const ExecutionResult& r, std::size_t real_events) {
  for (std::size_t k = real_events; k < hb_.size(); ++k) {
    const ThreadId t = hb_.event(k).thread;
    if (t >= r.final_threads.size() || !r.final_threads[t].enabled) continue;  // a blocked lock's
    std::size_t p = 0;
    for (std::size_t i = real_events; i-- > 0;) {
      const Event& e = hb_.event(i);
      if (e.thread == t || (e.kind == OpKind::ThreadCreate && e.peer == t)) {
        p = i + 1;
        break;
      }
    }
    if (p >= real_events || frames_[fi].path[p].sched >= 0 || hb_.event(p).thread == t) continue;
    reverse(fi, p, k, real_events);
  }
}

// After each run (its schedules known): the runs done plus the schedules known and not
// started, one run each at least. No estimate of the total of its own: a depth-first
// Knuth estimate is useless on POP's trees (their first subtrees dwarf the later ones; the
// leftmost path of circular-buffer N=8 alone extrapolates to 2^56), so the displays take
// hunting's estimate of the Mazurkiewicz classes (docs/algorithms.md, "Progress
// estimates"). On the work pool every worker publishes its part and reports the sum now and
// then (a unit queued between a give and a take counts for nothing meanwhile, so what is
// certain stays so).
std::uint64_t Pop::known_pending() const {
  std::uint64_t pending = 0;
  for (const Frame& f : frames_) pending += f.pending.size() - f.next;
  return pending;
}

void Pop::report_at_least(ExplorationObserver& observer, parallel::WorkPool* pool, unsigned worker) {
  if (!pool) {
    observer.on_estimate_with_floor(0, static_cast<double>(runs_ + known_pending()));
    return;
  }
  pool->set_known_pending(worker, static_cast<double>(known_pending()));
  if ((runs_ & 15) == 0) observer.on_estimate_with_floor(0, pool->executions() + pool->known_pending());
}

void Pop::reset() {
  frames_.clear();
  races_ = parsimonious_ = sleep_blocked_schedules_ = late_blocks_ = 0;
  hb_.clear();
  hb_real_ = 0;
  kept_events_ = 0;
  analysed_events_ = diverged_ = wasted_runs_ = tasks_taken_ = 0;
  max_depth_ = 0;
  stale_reads_ = wake_races_dropped_ = observed_races_dropped_ = earlier_head_races_dropped_ = ancestor_head_races_dropped_ = stale_child_wake_races_dropped_ = moved_release_races_dropped_ = restoring_release_runs_pruned_ = rwlock_races_dropped_ = round_wakers_ = 0;
  try_lock_races_dropped_ = writer_lock_races_dropped_ = own_try_lock_races_dropped_ = 0;
  failed_try_races_left_to_parent_ = 0;
  displaced_readers_asleep_ = 0;
  own_reader_lock_races_dropped_ = 0;
  runs_ = 0;
}

Frame Pop::child_of(Frame& parent) {
  const std::size_t index = parent.next++;
  PendingSchedule& ps = parent.pending[index];
  Frame child;
  child.branch = ps.branch;
  child.sigma = std::move(ps.sigma);
  child.ss_after = std::move(ps.ss_after);
  child.schedchar = std::move(ps.schedchar);
  child.ss_before_head = std::move(ps.ss_before_head);
  child.displaced = ps.displaced;
  child.earlier_wakeup_racers = std::move(ps.earlier_wakeup_racers);
  child.initial_wakeup_racers = std::move(ps.initial_wakeup_racers);
  child.prune_if_round_sleeps = ps.prune_if_round_sleeps;
  child.path = parent.path.prefix(ps.branch);
  child.position = parent.position;
  child.position.push_back(static_cast<std::uint32_t>(index));
  return child;
}

namespace {

// A POP work unit's state: the SchedChars of the frames below the unit's frame (by index),
// then the frame (a child frame that has not run: no pending schedules yet).
void write_step(parallel::ByteWriter& out, const Step& step) {
  out.event(step.ev);
  out.boolean(step.stale);
}
Step read_step(parallel::ByteReader& in) {
  Step step;
  step.ev = in.event();
  step.stale = in.boolean();
  return step;
}

// A frame below the unit's frame, as much of it as the rules of the frames above read (one
// worker has the frame itself there; the taker a placeholder that must answer them alike,
// docs/algorithms.md, "par21: a work unit carries what POP's rules read of the frames below
// it"): its SchedChar (nest_schedchar_of), where it branched and its σ
// (left_to_ancestor_head, write_lock_race_after_own_failed_try), the event its σ was moved
// before and the earlier racers it recorded as weak initials (left_to_ancestor_head).
void write_ancestor(parallel::ByteWriter& out, pop::SSCharWriter& ss, const Frame& frame) {
  ss.write(frame.schedchar);
  out.varint(frame.branch);
  out.varint(frame.sigma.size());
  for (const Step& step : frame.sigma) write_step(out, step);
  out.event(frame.displaced);
  out.varint(frame.initial_wakeup_racers.size());
  for (const std::uint64_t id : frame.initial_wakeup_racers) out.varint(id);
  out.varint(frame.woken_at_branch.size());
  for (const Frame::WokenAtBranch& made : frame.woken_at_branch) {
    out.varint(made.branch);
    out.varint(made.displaced);
    out.varint(made.round_event);
    out.varint(made.sigma.size());
    for (const std::uint64_t id : made.sigma) out.varint(id);
  }
  out.varint(frame.release_moved_at_node.size());
  for (const Frame::ReleaseMovedAtNode& made : frame.release_moved_at_node) {
    out.varint(made.branch);
    out.varint(made.displaced);
    out.varint(made.release);
    out.varint(made.sigma.size());
    for (const std::uint64_t id : made.sigma) out.varint(id);
  }
}
// The placeholder for it: explored, nothing pending (its pending list, read back for the
// parent alone, only answers what stays with a frame after its children took their σ).
Frame read_ancestor(parallel::ByteReader& in, pop::SSCharReader& ss) {
  Frame frame;
  frame.ran = true;
  frame.schedchar = ss.read_schedchar();
  frame.branch = in.u32();
  frame.sigma.resize(in.count());
  for (Step& step : frame.sigma) step = read_step(in);
  frame.displaced = in.event();
  frame.initial_wakeup_racers.resize(in.count());
  for (std::uint64_t& id : frame.initial_wakeup_racers) id = in.varint();
  frame.woken_at_branch.resize(in.count());
  for (Frame::WokenAtBranch& made : frame.woken_at_branch) {
    made.branch = in.u32();
    made.displaced = in.varint();
    made.round_event = in.varint();
    made.sigma.resize(in.count());
    for (std::uint64_t& id : made.sigma) id = in.varint();
  }
  frame.release_moved_at_node.resize(in.count());
  for (Frame::ReleaseMovedAtNode& made : frame.release_moved_at_node) {
    made.branch = in.u32();
    made.displaced = in.varint();
    made.release = in.varint();
    made.sigma.resize(in.count());
    for (std::uint64_t& id : made.sigma) id = in.varint();
  }
  return frame;
}

// A node of a path: its event and its place in the schedules (the sleep set before it is
// written only for the unit's own frame, which runs from it).
void write_node_event(parallel::ByteWriter& out, const PNode& node) {
  out.event(node.ev);
  out.varint(static_cast<std::uint64_t>(node.sched + 1));
  out.boolean(node.head);
  out.boolean(node.stale);
}
PNode read_node_event(parallel::ByteReader& in) {
  PNode node;
  node.ev = in.event();
  node.sched = static_cast<std::int32_t>(in.varint()) - 1;
  node.head = in.boolean();
  node.stale = in.boolean();
  return node;
}

// The parent's recorded run after the unit's branch point (its prefix up to there is the
// unit's frame's path) and, of its list of schedules, what stays with it after its
// children took their σ: where each branches and the event it moves
// (failed_try_race_left_to_parent_lock_race reads the list).
void write_parent_run(parallel::ByteWriter& out, const Frame& parent, std::size_t branch) {
  out.varint(parent.path.size() - branch);
  for (std::size_t n = branch; n < parent.path.size(); ++n) write_node_event(out, parent.path[n]);
  out.varint(parent.pending.size());
  for (const PendingSchedule& ps : parent.pending) {
    out.varint(ps.branch);
    out.varint(ps.head_thread);
    out.varint(ps.head_index);
  }
}
std::vector<PNode> read_parent_run(parallel::ByteReader& in, Frame& parent) {
  std::vector<PNode> run_after_branch(in.count());
  for (PNode& node : run_after_branch) node = read_node_event(in);
  parent.pending.resize(in.count());
  for (PendingSchedule& ps : parent.pending) {
    ps.branch = in.u32();
    ps.head_thread = in.u32();
    ps.head_index = in.u32();
  }
  parent.next = parent.pending.size();
  return run_after_branch;
}

}  // namespace

// Gives away the shallowest pending schedules (the biggest subtrees), one per waiting
// worker: their frame's SchedChar and those below it go with them (nest_schedchar_of reads
// them by frame index).
void Pop::donate(parallel::WorkPool& pool, unsigned worker, const Executor& executor) {
  std::size_t i = 0;
  for (unsigned wanted = pool.hungry(); wanted > 0; --wanted) {
    while (i < frames_.size() && (!frames_[i].ran || frames_[i].next >= frames_[i].pending.size() ||
                                  keeps_stale_round_children(i)))
      ++i;
    if (i >= frames_.size()) return;
    const Frame child = child_of(frames_[i]);
    parallel::WorkUnit unit;
    unit.position = child.position;
    for (std::size_t e = 0; e < child.branch; ++e) unit.prefix.push_back(child.path[e].ev.thread);
    for (const Step& step : child.sigma) unit.prefix.push_back(step.ev.thread);
    parallel::ByteWriter out(&executor);
    pop::SSCharWriter ss(out);
    out.varint(i + 1);
    for (std::size_t a = 0; a <= i; ++a) write_ancestor(out, ss, frames_[a]);
    write_parent_run(out, frames_[i], child.branch);
    out.varint(child.branch);
    out.varint(child.sigma.size());
    for (const Step& step : child.sigma) write_step(out, step);
    ss.write(child.ss_after);
    ss.write(child.schedchar);
    ss.write(child.ss_before_head);
    out.event(child.displaced);
    out.varint(child.earlier_wakeup_racers.size());
    for (const std::uint64_t id : child.earlier_wakeup_racers) out.varint(id);
    out.varint(child.initial_wakeup_racers.size());
    for (const std::uint64_t id : child.initial_wakeup_racers) out.varint(id);
    out.varint(child.prune_if_round_sleeps ? 1 : 0);
    out.varint(child.path.size());
    for (std::size_t n = 0; n < child.path.size(); ++n) {
      write_node_event(out, child.path[n]);
      ss.write(child.path[n].ss);
    }
    unit.state = out.take();
    // What is given is no longer this worker's to count, before anyone can take it (the
    // taker counts it once it ran it): what is certain stays so.
    pool.set_known_pending(worker, static_cast<double>(known_pending()));
    pool.give(worker, std::move(unit));
  }
}

// Rebuilds the frame stack of a unit: placeholders (explored, nothing pending) that keep
// at their indices what the rules read of the ancestors (write_ancestor; of the parent its
// run too), then the unit's frame.
void Pop::install(const parallel::WorkUnit& unit, Executor& executor) {
  parallel::ByteReader in(unit.state, &executor);
  pop::SSCharReader ss(in);
  frames_.clear();
  const std::size_t ancestors = in.count();
  if (ancestors == 0) throw parallel::CodecError("pop work unit: no parent frame");
  for (std::size_t a = 0; a < ancestors; ++a) frames_.push_back(read_ancestor(in, ss));
  Frame& parent = frames_.back();
  std::vector<PNode> parent_run_after_branch = read_parent_run(in, parent);
  Frame frame;
  frame.branch = in.u32();
  frame.sigma.resize(in.count());
  for (Step& step : frame.sigma) step = read_step(in);
  frame.ss_after = ss.read_sleep_set();
  frame.schedchar = ss.read_schedchar();
  frame.ss_before_head = ss.read_sleep_set();
  frame.displaced = in.event();
  frame.earlier_wakeup_racers.resize(in.count());
  for (std::uint64_t& id : frame.earlier_wakeup_racers) id = in.varint();
  frame.initial_wakeup_racers.resize(in.count());
  for (std::uint64_t& id : frame.initial_wakeup_racers) id = in.varint();
  frame.prune_if_round_sleeps = in.varint() != 0;
  // The parent's path is the unit's prefix, then its own run; the frame shares the prefix
  // with it (child_of).
  const std::size_t prefix = in.count();
  for (std::size_t n = prefix; n > 0; --n) {
    PNode node = read_node_event(in);
    node.ss = ss.read_sleep_set();
    parent.path.push_back(std::move(node));
  }
  if (!in.done() || prefix != frame.branch || unit.position.size() != ancestors)
    throw parallel::CodecError("pop work unit: inconsistent state");
  for (PNode& node : parent_run_after_branch) parent.path.push_back(std::move(node));
  frame.path = parent.path.prefix(frame.branch);
  frame.position = unit.position;
  frames_.push_back(std::move(frame));
}

ExplorationStats Pop::explore(Executor& executor, ExplorationObserver& observer) {
  reset();
  frames_.emplace_back();
  return run_worker(executor, observer, nullptr, 0);
}

ExplorationStats Pop::explore_parallel(ExecutorFactory& executors, unsigned jobs, ExplorationObserver& observer) {
  if (jobs <= 1) return Algorithm::explore_parallel(executors, 1, observer);
  return parallel::run_workers(executors, jobs, observer, "pop",
                               [](unsigned w, Executor& executor, ExplorationObserver& obs, parallel::WorkPool& pool) {
                                 auto worker = std::make_shared<Pop>();
                                 worker->reset();
                                 if (w == 0) worker->frames_.emplace_back();  // the root
                                 ExplorationStats stats = worker->run_worker(executor, obs, &pool, w);
                                 obs.retire(std::move(worker));  // its state: released after the verdict
                                 return stats;
                               });
}

ExplorationStats Pop::run_worker(Executor& executor, ExplorationObserver& observer, parallel::WorkPool* pool,
                                 unsigned worker) {
  ExplorationStats stats;
  bool stop = false;
  for (;;) {
    if (frames_.empty()) {
      parallel::WorkUnit unit;
      if (!pool || !pool->take(worker, unit)) break;
      install(unit, executor);
      ++tasks_taken_;
    }
    if (stop || (pool && pool->stopped())) {
      stop = true;
      break;
    }
    if (pool && pool->wants_work()) donate(*pool, worker, executor);
    const std::size_t fi = frames_.size() - 1;
    max_depth_ = std::max(max_depth_, frames_.size());
    if (!frames_[fi].ran) {
      frames_[fi].ran = true;
      ++runs_;
      Sched sched(*this, fi);
      const ExecutionResult& r = executor.run(sched);
      sched.sync(r.events, r.woken_reads);
      sched.place_stale_reads(r.final_threads, true);  // σ's head, when the run ended before it
      sched.finish(r.interrupted || (pool && pool->stopped()));
      sched.note_spin_blocked(r.final_threads);
      spin_blocked_threads_ = std::move(sched.spin_blocked_threads);
      for (const ThreadStatus& s : r.final_threads)
        if (s.next.kind == OpKind::MutexLock && (s.next.flags & kFlagTry)) sched.note_trylock_blocked(s);
      trylock_blocked_threads_ = std::move(sched.trylock_blocked_threads);
      if (sched.pruned) ++pruned_;
      else if (sched.diverged) ++diverged_;
      if (sched.replay_diverged) ++stats.replay_divergences;
      if (sched.cut()) {
        // Stopped at the write that wasted it: not an execution of the program, explored for
        // the races that reverse into nodes before its first overwritten stale read. Its bugs
        // are real (every event ran).
        ++stale_cut_runs_;
        ExecutionResult abandoned = r;
        abandoned.outcome = ExecutionOutcome::Abandoned;
        if (pool) pool->executed(worker);
        stop = !observer.on_execution_at(abandoned, frames_[fi].position);
        if (stop) continue;  // stopped: see below
        std::size_t real = hb_.size();
        analysed_events_ += real;
        const std::size_t before = frames_[fi].pending.size();
        if (sched.past_cut) {
          if (!sched.diverged) {
            list_cas_attempts(frames_[fi], real);
            reverse_round_wakers(fi, sched.wasted_from, real);
          }
          real = std::min(real, sched.cut_size);  // the rest as the run was at the cut
          hb_.truncate(real);
        }
        const std::size_t wakers = frames_[fi].pending.size() - before;
        hb_real_ = real;
        dpor::append_blocked_locks(hb_, sched.past_cut ? std::span<const ThreadStatus>(sched.threads_at_cut)
                                                       : std::span<const ThreadStatus>(r.final_threads));
        if (!sched.past_cut) dpor::append_cut_pending(hb_, r);
        if (!sched.diverged) analyse(fi, real, sched.wasted_from);
        if (!sched.diverged && !sched.past_cut && r.bug && r.bug->kind == BugKind::Bound) reverse_starved(fi, r, real);
        // The wakers' schedules after the others, as if found last.
        auto& pending = frames_[fi].pending;
        std::rotate(pending.begin() + static_cast<std::ptrdiff_t>(before),
                    pending.begin() + static_cast<std::ptrdiff_t>(before + wakers), pending.end());
        round_wakers_ += wakers;
        report_at_least(observer, pool, worker);
        continue;
      }
      if (sched.wasted) {
        // Not an execution of the program (a stopped spinning thread could have gone on):
        // explored for its races only. Its bugs are real (every event ran), its class is
        // not one of the program's.
        ++stats.blocked;
        ++wasted_runs_;
        ExecutionResult abandoned = r;
        abandoned.outcome = ExecutionOutcome::Abandoned;
        if (pool) pool->executed(worker);
        stop = !observer.on_execution_at(abandoned, frames_[fi].position);
      } else {
        if (r.outcome == ExecutionOutcome::Abandoned) {
          if (sched.blocked) ++stats.blocked;
        } else {
          ++stats.executions;
          if (r.outcome == ExecutionOutcome::Blocked) ++stats.assume_blocked;
        }
        if (pool) pool->executed(worker);
        stop = !observer.on_execution_at(r, frames_[fi].position);
      }
      // Stopped (the deadline, a budget): the analysis only feeds the exploration that will
      // not go on, and on a long run (a bound finding at --max-steps) it would delay the stop.
      if (stop) continue;
      const std::size_t real = hb_.size();
      hb_real_ = real;
      analysed_events_ += real;
      dpor::append_blocked_locks(hb_, r.final_threads);
      dpor::append_cut_pending(hb_, r);
      if (!sched.diverged) analyse(fi, real);
      if (!sched.diverged && r.bug && r.bug->kind == BugKind::Bound) reverse_starved(fi, r, real);
      report_at_least(observer, pool, worker);
      continue;
    }
    Frame& f = frames_[fi];
    if (f.next < f.pending.size()) {
      frames_.push_back(child_of(f));
      continue;
    }
    frames_.pop_back();
  }
  stats.complete = !stop;
  stats.counters["races"] = static_cast<double>(races_);
  stats.counters["parsimonious_races"] = static_cast<double>(parsimonious_);
  stats.counters["schedules_in_sleep"] = static_cast<double>(sleep_blocked_schedules_);
  stats.counters["max_recursion_depth"] = static_cast<double>(max_depth_);
  if (late_blocks_) stats.counters["late_blocks"] = static_cast<double>(late_blocks_);
  if (diverged_) stats.counters["diverged"] = static_cast<double>(diverged_);
  stats.counters["prefix_events_reused"] = static_cast<double>(kept_events_);
  stats.counters["run_events"] = static_cast<double>(analysed_events_);
  if (stale_reads_) stats.counters["stale_reads"] = static_cast<double>(stale_reads_);
  if (wasted_runs_) stats.counters["stale_read_runs"] = static_cast<double>(wasted_runs_);
  if (pruned_) stats.counters["stale_pruned"] = static_cast<double>(pruned_);
  if (stale_cut_runs_) stats.counters["stale_cut_runs"] = static_cast<double>(stale_cut_runs_);
  if (round_wakers_) stats.counters["round_wakers"] = static_cast<double>(round_wakers_);
  if (wake_races_dropped_) stats.counters["wake_races_dropped"] = static_cast<double>(wake_races_dropped_);
  if (observed_races_dropped_) stats.counters["observed_races_dropped"] = static_cast<double>(observed_races_dropped_);
  if (earlier_head_races_dropped_)
    stats.counters["earlier_head_races_dropped"] = static_cast<double>(earlier_head_races_dropped_);
  if (ancestor_head_races_dropped_)
    stats.counters["ancestor_head_races_dropped"] = static_cast<double>(ancestor_head_races_dropped_);
  if (stale_child_wake_races_dropped_)
    stats.counters["stale_child_wake_races_dropped"] = static_cast<double>(stale_child_wake_races_dropped_);
  if (moved_release_races_dropped_)
    stats.counters["moved_release_races_dropped"] = static_cast<double>(moved_release_races_dropped_);
  if (restoring_release_runs_pruned_)
    stats.counters["restoring_release_runs_pruned"] = static_cast<double>(restoring_release_runs_pruned_);
  if (rwlock_races_dropped_) stats.counters["rwlock_races_dropped"] = static_cast<double>(rwlock_races_dropped_);
  if (try_lock_races_dropped_)
    stats.counters["try_lock_races_dropped"] = static_cast<double>(try_lock_races_dropped_);
  if (writer_lock_races_dropped_)
    stats.counters["writer_lock_races_dropped"] = static_cast<double>(writer_lock_races_dropped_);
  if (own_try_lock_races_dropped_)
    stats.counters["own_try_lock_races_dropped"] = static_cast<double>(own_try_lock_races_dropped_);
  if (failed_try_races_left_to_parent_)
    stats.counters["failed_try_races_left_to_parent"] = static_cast<double>(failed_try_races_left_to_parent_);
  if (displaced_readers_asleep_)
    stats.counters["displaced_readers_asleep"] = static_cast<double>(displaced_readers_asleep_);
  if (own_reader_lock_races_dropped_)
    stats.counters["own_reader_lock_races_dropped"] = static_cast<double>(own_reader_lock_races_dropped_);
  if (pool) stats.counters["subtrees_shared"] = static_cast<double>(tasks_taken_);
  return stats;
}

}  // namespace

std::unique_ptr<Algorithm> make_pop_algorithm(const AlgorithmOptions&) {
  return std::make_unique<Pop>();
}

}  // namespace braid
