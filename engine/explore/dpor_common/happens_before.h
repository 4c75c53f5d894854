// Happens-before over one execution, shared by the DPOR algorithms (sdpor, pop).
//
// Events are appended in execution order. For each event we compute a vector clock (flat
// array, one row per event) and the events it races with (Definition 5 of the POP paper:
// different threads, dependent, adjacent in happens-before), filtered to the races that a
// reversal can actually realise:
//   * memory: overlapping bytes, at least one writes (events_dependent);
//   * mutex: all operations on one mutex are dependent (hb), but an unlock -> lock edge can
//     not be reversed (the lock is disabled until the unlock). A lock acquisition instead
//     races with the previous acquisition of the same mutex (by another thread): reversing
//     it lets the later locker acquire first. trylock-fail races with the acquisition that
//     made it fail, and an unlock races with the failed trylocks of its critical section;
//   * blocking acquisitions of the other primitives (kFlagAcquire: sem_wait, a
//     condition-variable wake-up, a rwlock acquisition) are memory-like events, but the
//     release that enables one (post, signal, unlock) is often not reversible with it, and
//     when the previous acquirer's own thread made that release (a hand-off: wait; ...;
//     post), the race that matters, with the previous acquisition, is hidden behind it. So
//     an acquisition also races with the previous conflicting acquisitions of the primitive
//     by other threads when it depends on them only through the primitive and the release
//     between them cannot move before the earlier acquisition (acquisition_races);
//   * create -> child events and thread events -> join are hb edges, never races (the child
//     cannot run before it exists; a join is disabled until its target exits).
// The dependency relation is exactly events_dependent(), so equivalence is the one
// mazurkiewicz_key() counts.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

#include "analysis/flat_table.h"
#include "explore/execution.h"
#include "model/bug.h"
#include "model/event.h"

namespace braid::dpor {

class HappensBefore {
 public:
  // Forgets every event (keeps capacity: no allocation in steady state).
  void clear();

  // Appends the next event of the execution; computes its clock and races. A virtual event
  // (see append_blocked_locks) gets a clock and races but leaves the access tables as they
  // are, so that several virtual events all race with real events only.
  // `also_observes`: the other reads the event stands for, when it is an await loop's
  // blocked iteration (ThreadStatus::await_observes: every location its blocking round
  // observed, `e` being the first). The event then depends on (gets its clock from, races
  // with, and is recorded as a reader of) each of them, as one read of several locations.
  void append(const Event& e, bool virtual_event = false, std::span<const Event> also_observes = {});
  // Appends event number `position` of a run, with the reads it stands for if it is an
  // await wake-up (`woken`: the run's ExecutionResult::woken_reads, in event order).
  void append_executed(const Event& e, std::size_t position, std::span<const WokenRead> woken);
  // The reads event i stands for besides itself (empty unless appended with some).
  std::span<const Event> observes(std::size_t i) const {
    return {observe_pool_.data() + observe_begin_[i], observe_pool_.data() + observe_begin_[i + 1]};
  }
  // Is event i dependent with `e` (events_dependent, through any read event i stands for)?
  bool dependent(std::size_t i, const Event& e) const {
    if (events_dependent(events_[i], e)) return true;
    for (const Event& o : observes(i))
      if (events_dependent(o, e)) return true;
    return false;
  }

  // Drops the events from position `size` on, restoring the access tables as they were
  // (undo log): an algorithm that re-executes a prefix keeps its analysis instead of
  // rebuilding it. Costs O(dropped events + their table changes).
  void truncate(std::size_t size);
  std::size_t size() const { return events_.size(); }
  const Event& event(std::size_t i) const { return events_[i]; }
  std::span<const Event> events() const { return events_; }

  // Does event i happen before event j (i != j)? Reflexive pairs return false.
  bool hb(std::size_t i, std::size_t j) const {
    if (i == j) return false;
    const Event& a = events_[i];
    return a.index < clock_at(j, a.thread);
  }
  // Does the event (thread t, per-thread index idx) happen before event j?
  bool id_hb(ThreadId t, std::uint32_t idx, std::size_t j) const { return idx < clock_at(j, t); }

  // Number of events of thread t that happen before or are event j.
  std::uint32_t clock_at(std::size_t j, ThreadId t) const {
    return t < stride_ ? clocks_[j * stride_ + t] : 0;
  }

  // Racing earlier events of event j (positions), as filtered above.
  std::span<const std::uint32_t> races(std::size_t j) const {
    return {race_pool_.data() + race_begin_[j], race_pool_.data() + race_begin_[j + 1]};
  }

  // For a lock race (i, j): positions of the schedule must exclude everything hb-after i.
  // Position of event (t, idx), or -1.
  std::int64_t position(ThreadId t, std::uint32_t idx) const {
    if (t >= pos_of_.size() || idx >= pos_of_[t].size()) return -1;
    return pos_of_[t][idx];
  }

  // Computes into `out` (size = stride()) the clock the pending operation `op` of thread t
  // would get if executed next. Conservative for ops known only once executed (a pending
  // CAS is treated as a write, a pending trylock as a lock): more dependence, never less.
  void pending_clock(ThreadId t, std::uint32_t index, const PendingOp& op,
                     std::vector<std::uint32_t>& out) const;
  std::size_t stride() const { return stride_; }
  const std::uint32_t* row(std::size_t j) const { return clocks_.data() + j * stride_; }

  // Is the mutex at `addr` held at the end of the events appended so far?
  bool mutex_held(std::uint64_t addr) const {
    const MutexState* m = mutexes_.find(addr);
    return m && m->depth > 0;
  }
  std::uint32_t thread_events(ThreadId t) const {
    return t < pos_of_.size() ? static_cast<std::uint32_t>(pos_of_[t].size()) : 0;
  }

  // Event built from a pending operation, for dependency checks (same conservatism).
  static Event pending_event(ThreadId t, std::uint32_t index, const PendingOp& op);

 private:
  struct ByteState {
    std::int32_t last_write = -1;
    std::int32_t read_head = -1;  // linked list in read_nodes_ of reads since last_write
  };
  struct ReadNode {
    std::int32_t pos;
    std::int32_t next;
  };
  struct MutexState {
    std::int32_t last_op = -1;       // last lock/unlock
    std::int32_t last_lock = -1;     // last acquisition of the free mutex (outermost)
    std::uint32_t depth = 0;         // re-entry depth (recursive mutexes)
    std::int32_t tryfail_head = -1;  // failed trylocks since last_op (in read_nodes_)
    bool tried_while_held = false;   // a failed trylock since last_lock (by another thread)
  };

  // Appends to `out` the positions of the earlier events e directly depends on, each once,
  // leaving out those that happen before `prev` (e's thread's previous event, or -1): their
  // clocks are already in prev's, and they can not race with e (not hb-maximal).
  void candidates(const Event& e, std::int32_t prev, std::vector<std::int32_t>& out) const;
  // Adds those of `e` to the ones candidates() found last (the same marks: each once).
  void more_candidates(const Event& e, std::int32_t prev, std::vector<std::int32_t>& out) const;
  // Records e's access (at position pos) in the access tables, with its undo entries.
  // `observed`: one of the other reads an await round's wake-up, stale read or virtual event
  // stands for (HappensBefore::append's also_observes).
  void note_access(const Event& e, std::int32_t pos, bool observed = false);
  void grow_stride(std::size_t threads);
  // Adds the acquisition races of event e (kFlagAcquire) at the end of race_pool_.
  void acquisition_races(const Event& e, std::int32_t prev);
  bool reversible_step_by_step(std::size_t L, const Event& e) const;
  void add_race(std::int32_t c);
  void push_read(std::int32_t& head, std::int32_t pos, ThreadId t);
  // Whether thread t still holds the read acquisition at `read` of the primitive at addr when
  // it acquires it again now (no release of it by t since): a nested rwlock read.
  bool holds_read_acquisition(ThreadId t, std::int32_t read, std::uint64_t addr) const;

  std::vector<Event> events_;
  std::vector<Event> observe_pool_;                // see observes()
  std::vector<std::uint32_t> observe_begin_{0};   // [position] -> start in observe_pool_
  std::size_t stride_ = 0;
  std::vector<std::uint32_t> clocks_;
  std::vector<std::uint32_t> race_pool_;
  std::vector<std::uint32_t> race_begin_{0};
  std::vector<std::vector<std::int32_t>> pos_of_;  // [thread][index] -> position
  std::vector<std::int32_t> creator_;              // [thread] -> position of its create
  std::vector<std::int32_t> last_join_;            // [thread] -> position of its last join or detach
                                                   // (all write its join state: the second is misuse)
  // [thread] -> position of its last join that did not wait for its end (kFlagJoinNoWait: a
  // join of a detached thread). Such a join is dependent with the thread's later
  // events (model/event.cpp) and races with them; -1: none (always, in programs without it).
  std::vector<std::int32_t> early_join_;
  // Access tables: 8-byte granules (one lookup per access of up to 8 aligned bytes) and
  // mutexes, in flat tables that keep their capacity across executions.
  struct Granule {
    ByteState b[8];
  };
  FlatTable<Granule> bytes_;
  // Undo log of the access-table changes, in order; event i's changes start at
  // undo_begin_[i], and read_nodes_ had read_nodes_mark_[i] nodes before it.
  struct Undo {
    enum class Kind : std::uint8_t { Granule, Mutex, ReadNode, Creator, Acquire, Join, EarlyJoin } kind;
    std::uint64_t key;  // granule, mutex address, node, thread, primitive address
    Granule granule{};
    MutexState mutex{};
    ByteState acquire{};
    std::int32_t value = 0;
  };
  std::vector<Undo> undo_;
  std::vector<std::uint32_t> undo_begin_;
  std::vector<std::uint32_t> read_nodes_mark_;
  FlatTable<MutexState> mutexes_;
  // Blocking acquisitions per primitive address: the last writing one (sem_wait, wake-up,
  // write lock) and the reading ones (read locks) since, one per thread.
  FlatTable<ByteState> acquisitions_;
  std::vector<ReadNode> read_nodes_;
  // Scratch buffers (avoid per-event allocation).
  mutable std::vector<std::int32_t> cand_;
  std::vector<Event> woken_scratch_;
  mutable std::vector<std::uint32_t> stamp_;  // [position] dedup marks for candidates()
  mutable std::uint32_t cur_stamp_ = 0;
};

// A run can end (deadlock, bug, failed assume, sleep-set block) with threads waiting for a
// held mutex. Their lock attempts never execute, so no executed event races with them, yet
// running them before the current holder's acquisition is a real alternative (e.g. the
// only way to reach some deadlocks). This appends them to `hb` as virtual events after
// the run's events, from ExecutionResult::final_threads (every thread's status when the
// run ended, including the pending operation of each deadlocked thread), so their races
// get reversed. Assume-blocked threads are skipped (their pending operation is stale).
// Likewise a disabled pending load (an await loop's next iteration, blocked until another
// thread changes what the loop read) races with the last write that disabled it again; so
// does a spin loop's blocked CAS / RMW, announced by the runtime as a failed CAS (a read).
// Returns the number appended.
std::size_t append_blocked_locks(HappensBefore& hb, std::span<const ThreadStatus> final_threads);

// A run cut short by a bug (an assertion, a crash, a `bound`: --max-steps or the loop-tick
// bound) leaves the enabled threads' next operations unexecuted, so nothing races with them,
// yet running them earlier is a real alternative (other bugs, or runs that are not cut:
// a bounded execution is a finding, not the end of its prefix's alternatives). This appends
// them to `hb` as virtual events, like append_blocked_locks, so their races get reversed.
// The thread that hit the bug is skipped (its announced operation already ran). Returns
// the number appended.
std::size_t append_cut_pending(HappensBefore& hb, const ExecutionResult& result);

}  // namespace braid::dpor
