#include "explore/dc/continuations.h"

#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <unordered_set>
#include <unordered_map>

namespace braid::dc {

namespace {

constexpr std::uint64_t kNoWake = ~0ULL;

// The abstract state of the search: per thread its trie node and position, and per
// location its value and last writer (a mutex: 1 + holder, or 0 when free).
struct ThreadState {
  const void* node = nullptr;
  std::uint32_t pos = 0;    // in the node's plain events
  std::uint32_t index = 0;  // events executed: the next event's identity
  std::uint8_t status = 0;  // 0 not created, 1 running, 2 finished, 3 stopped for good
};
struct Cell {
  std::uint64_t value = 0;
  EvId writer = kInit;
  bool freed = false;  // the writer freed the block (is_heap_free): a read here is a use after free
};
struct State {
  std::vector<ThreadState> threads;
  // Sorted by location key: the written locations of a small program, copied per step.
  std::vector<std::pair<std::uint64_t, Cell>> memory;
  std::vector<CondModel> conds;  // sorted by address: the condition variables used so far
  const Cell* find(std::uint64_t key) const {
    const auto it = std::lower_bound(memory.begin(), memory.end(), key,
                                     [](const auto& entry, std::uint64_t k) { return entry.first < k; });
    return it != memory.end() && it->first == key ? &it->second : nullptr;
  }
  void erase(std::uint64_t key) {
    const auto it = std::lower_bound(memory.begin(), memory.end(), key,
                                     [](const auto& entry, std::uint64_t k) { return entry.first < k; });
    memory.erase(it);
  }
  void write(std::uint64_t key, Cell cell) {
    const auto it = std::lower_bound(memory.begin(), memory.end(), key,
                                     [](const auto& entry, std::uint64_t k) { return entry.first < k; });
    if (it != memory.end() && it->first == key) it->second = cell;
    else memory.insert(it, {key, cell});
  }
  void encode(std::vector<std::uint64_t>& out) const {
    out.clear();
    for (const ThreadState& t : threads) {
      out.push_back(reinterpret_cast<std::uintptr_t>(t.node));
      out.push_back((static_cast<std::uint64_t>(t.pos) << 8) | t.status);
      out.push_back(t.index);
    }
    for (const auto& [key, cell] : memory) {
      out.push_back(key);
      out.push_back(cell.value);
      out.push_back(cell.writer);
    }
    for (const CondModel& c : conds) c.encode(out);
  }
};


}  // namespace

std::uint64_t Continuations::outcome_key(const Event& read) const {
  if (read.kind == OpKind::MutexLock) return 1;
  if (read.kind == OpKind::MutexTryFail) return 0;
  return read.value_read;
}

bool Continuations::same_plain(const Event& a, const Event& b) const {
  // A cancellation request's wake-up event records whether it woke the wait, which other
  // threads' steps decide (the search computes it: cancel_model.h); a thread's end nothing.
  if (const CancelOp op = cancel_op(a); op != CancelOp::None)
    return a.kind == b.kind && a.flags == b.flags && a.addr == b.addr && a.size == b.size && a.peer == b.peer &&
           a.value_written == b.value_written && (op == CancelOp::Wake || a.value_read == b.value_read);
  // A sem_post records the count it found and left, which other threads' steps decide: the
  // same post whatever they were.
  if (const SyncOp op = sync_kinds_.op(a); is_sync_plain(op))
    return a.kind == b.kind && a.addr == b.addr && a.size == b.size && a.peer == b.peer && sync_kinds_.op(b) == op &&
           (a.flags & ~kFlagSemNonZero) == (b.flags & ~kFlagSemNonZero);
  return a.kind == b.kind && a.flags == b.flags && a.addr == b.addr && a.size == b.size && a.peer == b.peer &&
         (!op_writes(a.kind) || a.value_written == b.value_written) &&
         (!(a.flags & kFlagSync) || a.value_read == b.value_read);  // a condition variable's: what it is
}

bool Continuations::modelled(const Event& e) const {
  // Of the primitives, condition variables (record() tells their wake-ups), semaphores and
  // rwlocks (sync_model.h).
  // A futex's registration and wake (dc23): a registration only of an untimed wait with no
  // spurious wake-up left to its thread (its wake-up then has two outcomes, woken or blocked;
  // the others, whose runtime choice between a timeout and a spurious wake-up the model does
  // not run, cut the record there).
  if (e.flags & kFlagSync)
    return is_cond_plain(e) || sync_kinds_.op(e) != SyncOp::None || cancel_op(e) != CancelOp::None ||
           is_barrier_arrival(e) || is_futex_wake(e) || (is_futex_registration(e) && futex_wait_bits(e) == 0);
  switch (e.kind) {
    case OpKind::Load: case OpKind::Store: case OpKind::Rmw: case OpKind::CasSuccess: case OpKind::CasFailure:
    case OpKind::MutexLock: case OpKind::MutexTryFail: case OpKind::MutexUnlock: case OpKind::ThreadCreate:
    case OpKind::ThreadJoin:
      return true;
    case OpKind::ThreadDetach:  // outside dc's model: index_trace falls back to POP
      return false;
  }
  return false;
}

bool Continuations::learn_sync_objects(const std::vector<Event>& events) {
  for (const Event& e : events)
    if (!sync_kinds_.learn(e)) return false;
  // A semaphore's initial count (sem_init records no event): its count before an event that
  // shows it (a post's value_read, a sem_getvalue's) plus the units taken before. Then the recorded run must be one the count model allows.
  struct Count {
    std::int64_t offset = 0;  // the count minus the initial count
    std::optional<std::int64_t> initial;
    std::vector<std::int64_t> at_waits;  // offsets before each acquisition: count > 0 there
  };
  std::map<std::uint64_t, Count> counts;
  for (const Event& e : events) {
    const SyncOp op = sync_kinds_.op(e);
    if (op != SyncOp::SemPost && op != SyncOp::SemWait && op != SyncOp::SemGetValue) continue;
    Count& c = counts[e.addr];
    std::optional<std::int64_t> shown;
    if (op == SyncOp::SemPost || op == SyncOp::SemGetValue) shown = static_cast<std::int64_t>(e.value_read);
    if (shown) {
      const std::int64_t initial = *shown - c.offset;
      if (c.initial && *c.initial != initial) return false;  // re-initialised by sem_init, say
      c.initial = initial;
    }
    if (op == SyncOp::SemPost) ++c.offset;
    if (op == SyncOp::SemWait) {
      c.at_waits.push_back(c.offset);
      --c.offset;
    }
  }
  for (const auto& [addr, c] : counts) {
    if (!c.initial) continue;
    if (*c.initial < 0) return false;
    for (std::int64_t offset : c.at_waits)
      if (*c.initial + offset <= 0) return false;
    const auto [it, fresh] = initial_value_.emplace(location_key(OpKind::Rmw, addr), static_cast<std::uint64_t>(*c.initial));
    learnt_ += fresh;
    if (!fresh && it->second != static_cast<std::uint64_t>(*c.initial)) return false;
  }
  // A rwlock's holders, run over the events as the search runs them.
  std::map<std::uint64_t, std::uint64_t> holders;
  for (const Event& e : events) {
    const SyncOp op = sync_kinds_.op(e);
    if (op != SyncOp::RwRead && op != SyncOp::RwWrite && op != SyncOp::RwUnlock) continue;
    std::uint64_t& value = holders[e.addr];
    if (!sync_enabled(op, value)) return false;
    value = sync_after(op, value, e.thread);
  }
  return true;
}

void Continuations::record(const ExecutionResult& run) {
  // A run that read the environment, random devices or files may not be a function of the
  // values its threads read.
  if (run.divergence != 0) reliable_ = false;
  // Its locations are addresses: where two threads access overlapping ranges of different
  // sizes (cells, trace.h), in one run or in two (the search combines behaviours of several),
  // it would model a read inside a wider write as observing an older write at its own
  // address; then the record is no longer trusted.
  if (reliable_) {
    bool new_range = false;
    // A free's range is the block's, wider than the accesses inside it; the search writes
    // every location it knows in that range instead (a free stores no value to read).
    for (const Event& e : run.events)
      if (op_is_memory(e.kind) && !(e.flags & kFlagSync) && !is_heap_free(e))
        new_range |= ranges_seen_.insert({e.addr, e.size, e.thread}).second;
    if (new_range) {
      std::vector<Event> accesses;
      accesses.reserve(ranges_seen_.size());
      for (const auto& [addr, size, thread] : ranges_seen_) {
        Event e;
        e.kind = OpKind::Load;
        e.addr = addr;
        e.size = size;
        e.thread = thread;
        accesses.push_back(e);
      }
      if (has_shared_partial_overlap(accesses)) reliable_ = false;
    }
  }
  if (!reliable_) return;
  // Initial values: what a location held before its first write (any access shows it).
  std::unordered_map<std::uint64_t, bool> written;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> freed;  // blocks freed so far: [start, end)
  for (const Event& e : run.events) {
    if (!op_is_memory(e.kind) || (e.flags & kFlagSync)) continue;  // a primitive's values are no memory's
    if (is_heap_free(e)) {
      freed.emplace_back(e.addr, e.addr + e.size);
      continue;
    }
    // After its block's free an access finds no initial value (a use after free).
    if (std::any_of(freed.begin(), freed.end(), [&](const auto& b) { return b.first <= e.addr && e.addr < b.second; }))
      continue;
    const std::uint64_t key = location_key(e.kind, e.addr);
    if (!written[key]) {
      // A store reads nothing: the value it overwrote is the location's initial value, but
      // one no thread's behaviour depends on. On a reused stack it is a previous run's
      // leftover (libstdc++'s atomic::wait stores into a local of its spin loop; dc24), so two
      // stores' overwritten values that differ make that location's initial value unknown;
      // a read that finds another value than the record holds distrusts the record.
      const bool reads = e.kind != OpKind::Store;
      if (initial_value_varies_.count(key) != 0) {
        if (reads) reliable_ = false;  // a read of a value that differs between runs
      } else {
        const auto [it, fresh] = initial_value_.emplace(key, e.value_read);
        learnt_ += fresh;
        if (!fresh && it->second != e.value_read) {
          if (!reads && shown_by_a_read_.count(key) == 0) {
            initial_value_.erase(it);
            initial_value_varies_.insert(key);
          } else {
            reliable_ = false;
          }
        } else if (reads) {
          shown_by_a_read_.insert(key);
        }
      }
    }
    if (op_writes(e.kind)) written[key] = true;
  }
  // Semaphores and rwlocks: which addresses they are, a semaphore's initial count.
  if (!learn_sync_objects(run.events)) {
    reliable_ = false;
    return;
  }
  // Re-entered locks of recursive mutexes on their thread-local locations, as in the
  // trace (ReentrantLocks, trace.h).
  std::vector<Event> events = run.events;
  ReentrantLocks reentrant;
  for (Event& e : events) reentrant.apply(e);
  for (const Event& e : events) {
    if (!op_is_memory(e.kind) && !op_is_mutex(e.kind)) continue;
    if (is_heap_free(e)) {
      freed_blocks_.emplace(e.addr, e.addr + e.size, e.thread);
      continue;
    }
    touched_by_[location_key(e)] |= std::uint64_t{1} << std::min<ThreadId>(e.thread, 63);
    // A signal writes the ticket byte too (the search's step covers both).
    if (is_cond_both_bytes(e)) touched_by_[e.addr + 1] |= std::uint64_t{1} << std::min<ThreadId>(e.thread, 63);
  }
  // What each condition-variable wake-up did (its outcome selects its thread's continuation:
  // a timed wait returns ETIMEDOUT or 0), by the runtime's token model run over the run.
  std::vector<std::uint8_t> wake_outcome(events.size(), 0xFF);  // 0xFF: no wake-up
  std::vector<CondModel> conds;  // at the end of the run: who still waits where
  // Cancellation requests (cancel_model.h): each thread's cancel cell, then the model run over
  // the run; a recorded value it does not foresee makes the record distrust itself.
  for (const Event& e : events) {
    const CancelOp op = cancel_op(e);
    if (op == CancelOp::None || op == CancelOp::Wake) continue;
    const ThreadId owner = op == CancelOp::Point || op == CancelOp::Edge || op == CancelOp::ThreadEnd ? e.thread : e.peer;
    const std::uint64_t cell = op == CancelOp::ThreadEnd || op == CancelOp::JoinWait ? e.addr - 1 : e.addr;
    const auto [it, fresh] = cancel_cells_.emplace(owner, cell);
    if (!fresh && it->second != cell) reliable_ = false;
  }
  std::vector<std::uint8_t> cancel_outcome(events.size(), 0);  // a cancellation read's outcome
  std::map<std::uint64_t, std::uint64_t> cancel_bits;           // cancel cell -> CancelBits
  std::map<ThreadId, ThreadId> wake_event_due;                  // requester -> target
  std::map<std::uint64_t, std::uint64_t> end_cells;             // end cell -> its value (cancel_model.h)
  const auto own_bits = [&](ThreadId thread) -> std::uint64_t* {
    const auto it = cancel_cells_.find(thread);
    return it == cancel_cells_.end() ? nullptr : &cancel_bits[it->second];
  };
  for (std::size_t i = 0; i < events.size() && reliable_; ++i) {
    const Event& e = events[i];
    const CancelOp cancel = cancel_op(e);
    // A request that found its target in a wait it wakes is followed by its wake-up event.
    if (const auto due = wake_event_due.find(e.thread); due != wake_event_due.end()) {
      if (cancel != CancelOp::Wake || e.peer != due->second) reliable_ = false;
      wake_event_due.erase(due);
    } else if (cancel == CancelOp::Wake) {
      reliable_ = false;
    }
    if (!(e.flags & kFlagSync)) continue;
    if (cancel != CancelOp::None) {
      switch (cancel) {
        case CancelOp::Request: {
          std::uint64_t& bits = cancel_bits[e.addr];
          cancel_outcome[i] = CancelBits::request_wakes(bits) ? 1 : 0;
          if (cancel_outcome[i]) wake_event_due[e.thread] = e.peer;
          bits |= CancelBits::kPending;
          break;
        }
        case CancelOp::Point:
        case CancelOp::Edge: {
          std::uint64_t& bits = cancel_bits[e.addr];
          if ((e.value_read != 0) != ((bits & CancelBits::kPending) != 0)) reliable_ = false;
          cancel_outcome[i] = e.value_read != 0;
          if (cancel == CancelOp::Edge) bits = CancelBits::after_edge(bits, e);
          break;
        }
        case CancelOp::Wake: {
          std::uint64_t* target = own_bits(e.peer);
          const bool wakes = target && CancelBits::wake_event_wakes(*target);
          if (wakes != (e.value_read != 0)) reliable_ = false;
          if (wakes) *target |= CancelBits::kWoken;
          break;
        }
        case CancelOp::JoinWait: {
          std::uint64_t* own = own_bits(e.thread);
          const bool woken = own && (*own & CancelBits::kWoken) && !(*own & CancelBits::kPastWake);
          if (woken != (e.value_read != 0)) reliable_ = false;
          const std::uint64_t end = end_cells[e.addr];
          if (!woken && !thread_ended(end)) reliable_ = false;  // the runtime let it run: the model is wrong
          cancel_outcome[i] = static_cast<std::uint8_t>(join_wait_outcome(woken, end));
          if (own) *own = CancelBits::after_own_wakeup(*own);
          break;
        }
        case CancelOp::ThreadEnd: end_cells[e.addr] = end_cell_after(e); break;
        case CancelOp::None: break;
      }
      continue;
    }
    // The wake-up of a semaphore wait inside a cancellation point (an acquisition): whether a
    // request woke it is in its value_read (then it took no unit). Inside a wait a request
    // wakes it is a read of the trie whose outcome is "woken" (the thread then acts on the
    // request instead of going on with a unit: dc19); elsewhere a plain event.
    if (sync_kinds_.sem_acquisition(e)) {
      if (std::uint64_t* own = own_bits(e.thread); own && (*own & CancelBits::kInWait) && !(*own & CancelBits::kPastWake)) {
        const bool woken = (*own & CancelBits::kWoken) != 0;
        if (woken != (e.value_read == 1)) reliable_ = false;
        wake_outcome[i] = woken ? kSemWaitWoken : kSemWaitTookUnit;
        *own = CancelBits::after_own_wakeup(*own);
      }
      continue;
    }
    // A futex word's waiters and tokens (dc23), as the runtime keeps them (runtime/futex.cpp):
    // a registration that found the expected value enrols its thread; a wake adds its tokens
    // and must have woken as many waiters as the model says.
    if (is_futex_registration(e) || is_futex_wake(e)) {
      learnt_ += futex_words_.insert(e.addr).second;
      CondModel& word = cond_at(conds, e.addr);
      if (is_futex_wake(e)) {
        if (word.futex_wake(e.value_written) != futex_woken(e)) reliable_ = false;
      } else if (e.value_read & kFutexRegistered) {
        word.enrol(e.thread, futex_wait_bits(e));
      }
      continue;
    }
    if (is_cond_registration(e)) {
      cond_at(conds, e.addr - 1).enrol(e.thread, static_cast<std::uint8_t>(e.value_read & 0xFF));
    } else if (is_cond_both_bytes(e)) {
      if (!cond_at(conds, e.addr).both_bytes(cond_op(e))) reliable_ = false;
    } else if (is_cond_wake_shape(e)) {
      CondModel& c = cond_at(conds, e.addr);
      if (c.waiter(e.thread) == c.waiters.end()) continue;  // another primitive's event
      std::uint64_t* own = own_bits(e.thread);
      if (own && (*own & CancelBits::kWoken) && !(*own & CancelBits::kPastWake)) {
        // A cancellation request ended the wait (cancel_model.h): no token taken.
        wake_outcome[i] = static_cast<std::uint8_t>(WakeOutcome::Cancelled);
        c.cancel(e.thread);
      } else {
        WakeOutcome outcome = c.wake_outcome(e.thread);
        if (outcome == WakeOutcome::Late) outcome = WakeOutcome::TimedOut;
        if (outcome == WakeOutcome::Blocked) reliable_ = false;  // the runtime let it run: the model is wrong
        wake_outcome[i] = static_cast<std::uint8_t>(outcome);
        c.wake(e.thread);
      }
      if (own) *own = CancelBits::after_own_wakeup(*own);
    }
  }
  if (!reliable_) return;
  std::vector<std::vector<const Event*>> by_thread(run.final_threads.size());
  for (const Event& e : events) {
    if (e.thread >= by_thread.size()) by_thread.resize(e.thread + 1);
    by_thread[e.thread].push_back(&e);
  }
  if (roots_.size() < by_thread.size()) roots_.resize(by_thread.size());
  for (ThreadId t = 0; t < by_thread.size() && reliable_; ++t) {
    if (!roots_[t]) {
      roots_[t] = std::make_unique<Node>();
      ++learnt_;
    }
    Node* node = roots_[t].get();
    std::uint32_t pos = 0;
    bool cut = false;
    for (const Event* e : by_thread[t]) {
      const auto at = static_cast<std::size_t>(e - events.data());
      const std::uint8_t woke = wake_outcome[at];
      const bool wake = woke != 0xFF;
      const CancelOp cancel = cancel_op(*e);
      // Registrations and signals read a location for dc, but what the thread does next
      // does not depend on it: plain events of the trie (so are a cancellation request's
      // wake-up event, a thread's end, a latch count-down and a barrier arrival).
      const bool trie_read = wake || is_cancel_read(cancel) ||
                             (cancel == CancelOp::None && is_read(e->kind) && !is_cond_plain(*e) &&
                              !is_sync_plain(sync_kinds_.op(*e)) && !is_barrier_arrival(*e));
      if (!wake && !modelled(*e)) {
        if (pos == node->plain.size() && node->tail == Node::Tail::Unknown) {
          node->tail = Node::Tail::Unsupported;
          ++learnt_;
        }
        cut = true;
        break;
      }
      if (pos < node->plain.size()) {
        if (trie_read || !same_plain(node->plain[pos], *e)) reliable_ = false;
        ++pos;
        continue;
      }
      if (!trie_read) {
        if (node->tail != Node::Tail::Unknown) {
          if (node->tail != Node::Tail::Unsupported) reliable_ = false;
          cut = true;
          break;
        }
        node->plain.push_back(*e);
        ++learnt_;
        ++pos;
        continue;
      }
      if (node->tail == Node::Tail::Unknown) {
        node->tail = Node::Tail::Read;
        node->next_read = *e;
        ++learnt_;
      } else if (node->tail != Node::Tail::Read || node->next_read.addr != e->addr ||
                 op_is_mutex(node->next_read.kind) != op_is_mutex(e->kind)) {
        reliable_ = false;
        break;
      }
      auto& child = node->children[wake ? woke : cancel != CancelOp::None ? cancel_outcome[at] : outcome_key(*e)];
      if (!child) {
        child = std::make_unique<Node>();
        child->has_via = true;
        child->via = *e;
        ++learnt_;
      } else if (child->via.kind != e->kind || (!wake && child->via.value_written != e->value_written) ||
                 (cancel != CancelOp::None && child->via.flags != e->flags)) {
        reliable_ = false;
        break;
      }
      node = child.get();
      pos = 0;
    }
    if (cut || !reliable_) continue;
    // A thread stopped by a failed assume or by its own bug (the others running on) stops
    // there whenever its reads observe the same values; one cut otherwise (a deadlock, an
    // exit, a bound) tells nothing.
    if (t >= run.final_threads.size()) continue;
    const ThreadStatus& status = run.final_threads[t];
    // A thread the run left waiting on a condition variable (a lost wake-up, a deadlock):
    // its next event is that wake-up, whatever it then observes, so the search knows where
    // it stands (blocked until a signal reaches it) instead of not knowing it at all.
    if (!status.finished && !status.assume_blocked() && (status.next.flags & kFlagSync) && pos == node->plain.size()) {
      const auto c = std::find_if(conds.begin(), conds.end(), [&](const CondModel& m) { return m.addr == status.next.addr; });
      if (c != conds.end() && std::any_of(c->waiters.begin(), c->waiters.end(), [&](const CondWaiter& w) { return w.thread == t; })) {
        if (node->tail == Node::Tail::Unknown) {
          Event wake;
          wake.thread = t;
          wake.index = status.executed;
          wake.kind = OpKind::Rmw;
          wake.flags = kFlagSync | kFlagAcquire;
          wake.addr = c->addr;
          wake.size = 1;
          // (As an executed wake-up, it keeps other threads' wake-ups from being private.)
          touched_by_[c->addr] |= std::uint64_t{1} << std::min<ThreadId>(t, 63);
          node->tail = Node::Tail::Read;
          node->next_read = wake;
          ++learnt_;
        } else if (node->tail != Node::Tail::Read || node->next_read.addr != c->addr) {
          reliable_ = false;
        }
        continue;
      }
    }
    // A thread the run left blocked on a semaphore or a rwlock: its next event is that
    // acquisition (a plain event: what follows does not depend on it), so the search knows it
    // stands blocked there until a post or an unlock lets it go.
    if (status.blocked.reason == BlockReason::Semaphore || status.blocked.reason == BlockReason::RwLockRead ||
        status.blocked.reason == BlockReason::RwLockWrite) {
      Event wait;
      wait.thread = t;
      wait.index = status.executed;
      wait.kind = status.blocked.reason == BlockReason::RwLockRead ? OpKind::Load : OpKind::Rmw;
      wait.flags = kFlagSync | kFlagAcquire;
      wait.addr = status.blocked.object;
      wait.size = 1;
      // Blocked in a sem_wait a request would wake: that wait is a read of the trie (above),
      // whose outcomes the search learns from the runs that pass it.
      if (const std::uint64_t* own = own_bits(t);
          own && sync_kinds_.sem_acquisition(wait) && (*own & CancelBits::kInWait) && !(*own & CancelBits::kPastWake)) {
        if (pos != node->plain.size()) {
          reliable_ = false;
        } else if (node->tail == Node::Tail::Unknown) {
          touched_by_[location_key(wait)] |= std::uint64_t{1} << std::min<ThreadId>(t, 63);
          node->tail = Node::Tail::Read;
          node->next_read = wait;
          ++learnt_;
        } else if (node->tail != Node::Tail::Read || node->next_read.addr != wait.addr) {
          reliable_ = false;
        }
        continue;
      }
      if (is_sync_plain(sync_kinds_.op(wait))) {
        // A step of the record like the executed ones: no other thread's step on the object
        // is private to that thread.
        touched_by_[location_key(wait)] |= std::uint64_t{1} << std::min<ThreadId>(t, 63);
        if (pos < node->plain.size()) {
          if (!same_plain(node->plain[pos], wait)) reliable_ = false;
        } else if (node->tail == Node::Tail::Unknown) {
          node->plain.push_back(wait);
          ++learnt_;
        } else if (node->tail != Node::Tail::Unsupported) {
          reliable_ = false;
        }
      }
      continue;
    }
    const Node::Tail end = status.finished          ? Node::Tail::Finished
                           : status.assume_blocked() ? Node::Tail::Stopped
                                                     : Node::Tail::Unknown;
    if (end == Node::Tail::Unknown) continue;
    if (pos != node->plain.size() || (node->tail != Node::Tail::Unknown && node->tail != end))
      reliable_ = false;
    else if (node->tail != end) {
      node->tail = end;
      ++learnt_;
    }
  }
}

bool Continuations::private_to(std::uint64_t key, ThreadId thread) const {
  if (thread >= 63) return false;
  const auto it = touched_by_.find(key);
  if (it == touched_by_.end() || it->second != std::uint64_t{1} << thread) return false;
  // Another thread's free of a block holding the key writes it too.
  for (const auto& [start, end, by] : freed_blocks_) {
    if (start > key) break;
    if (key < end && by != thread) return false;
  }
  return true;
}

void Continuations::DeadStates::clear() {
  arena_.clear();
  used_ = 0;
  if (++generation_ == 0) {  // wrapped: every slot's stamp could look current
    std::fill(slots_.begin(), slots_.end(), Slot{});
    generation_ = 1;
  }
}

std::uint64_t Continuations::DeadStates::hash_of(const std::vector<std::uint64_t>& code) {
  // One xor and one multiply per word (the search hashes every state it enters: this loop
  // was 12% of the search's instructions with a shift and an add more per word); the
  // finalisation folds the high bits, which every word reaches, into the low bits the
  // table's mask uses.
  std::uint64_t h = 0x9e3779b97f4a7c15ULL;
  for (std::uint64_t x : code) h = (h ^ x) * 0x9e3779b97f4a7c15ULL;
  h ^= h >> 32;
  h *= 0xd6e8feb86659fd93ULL;
  return h ^ (h >> 32);
}

std::uint64_t* Continuations::DeadStates::find(const std::vector<std::uint64_t>& code, std::uint64_t hash) {
  if (slots_.empty()) return nullptr;
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    Slot& slot = slots_[i];
    if (slot.generation != generation_) return nullptr;
    if (slot.hash == hash && slot.length == code.size() &&
        std::equal(code.begin(), code.end(), arena_.begin() + static_cast<std::ptrdiff_t>(slot.offset)))
      return &slot.sleep;
  }
}

void Continuations::DeadStates::add(const std::vector<std::uint64_t>& code, std::uint64_t hash, std::uint64_t sleep) {
  if ((used_ + 1) * 2 > slots_.size()) grow();
  const std::size_t mask = slots_.size() - 1;
  std::size_t i = hash & mask;
  while (slots_[i].generation == generation_) i = (i + 1) & mask;
  slots_[i] = Slot{hash, sleep, arena_.size(), static_cast<std::uint32_t>(code.size()), generation_};
  arena_.insert(arena_.end(), code.begin(), code.end());
  ++used_;
}

void Continuations::DeadStates::grow() {
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(std::max<std::size_t>(1024, old.size() * 2), Slot{});
  const std::size_t mask = slots_.size() - 1;
  for (const Slot& slot : old) {
    if (slot.generation != generation_) continue;
    std::size_t i = slot.hash & mask;
    while (slots_[i].generation == generation_) i = (i + 1) & mask;
    slots_[i] = slot;
  }
}

Continuations::Verdict Continuations::check(const Annotation& annotation, bool resume, bool first_unseen) {
  last_over_budget_ = false;
  if (!reliable_ || roots_.empty() || !roots_[0]) return Verdict::Maybe;
  // A read annotated never to run (its thread kept blocked in an await loop on one
  // location): its thread is never stepped there, and a maximal run is wanted only if the
  // location then holds the value that blocks the loop. Without that value: no answer.
  std::vector<std::pair<EvId, std::uint64_t>> absent;  // (read, blocking value)
  if (annotation.any_absent()) {
    for (const auto& [read, write] : annotation.positive()) {
      if (write != kPending) continue;
      const std::uint64_t* value = annotation.blocking_value(read);
      if (!value) return Verdict::Maybe;
      absent.emplace_back(read, *value);
    }
  }
  ++searches;
  if (!resume) seen_.clear();
  // The budget adapts: it halves after a search that ran out of it (the searches are not
  // paying for themselves there) and doubles after one that proved a call dead. A resumed
  // search (its call already ran a witness that stopped short) gets the full budget.
  std::uint64_t budget = resume ? kStateBudget : budget_;
  // Sleep sets (one bit per thread) need at most 64 threads; beyond, none are used.
  const bool sleep_sets = roots_.size() <= 64;

  // A thread's next step, for the independence of two steps: different threads, not a
  // creation or join of the other, and not the same location with a write among them
  // (a read-modify-write, a compare-exchange or a lock counts as writing). Swapping
  // independent neighbours keeps every read's write and the final state, so a search
  // that explores one order of them (sleep sets) finds a wanted run if any exists.
  const auto independent = [](ThreadId a, const Step& sa, ThreadId b, const Step& sb) {
    if (sa.peer == b || sb.peer == a) return false;
    return !(sa.located && sb.located && sa.key < sb.key_end && sb.key < sa.key_end && (sa.writes || sb.writes));
  };

  // A thread at the end of its recorded events that is known to finish (or to stop for
  // good) does so.
  const auto settle = [](ThreadState& t) {
    if (t.status != 1) return;
    const Node* n = static_cast<const Node*>(t.node);
    if (t.pos != n->plain.size()) return;
    if (n->tail == Node::Tail::Finished) t.status = 2;
    if (n->tail == Node::Tail::Stopped) t.status = 3;
  };

  // A semaphore's count or a rwlock's holders in `s` (sync_model.h); none when the
  // semaphore's initial count was never shown.
  const auto sync_value = [&](const State& s, std::uint64_t key, SyncOp op) -> std::optional<std::uint64_t> {
    if (const Cell* known = s.find(key)) return known->value;
    if (op == SyncOp::RwRead || op == SyncOp::RwWrite || op == SyncOp::RwUnlock) return 0;  // a rwlock starts free
    const auto init = initial_value_.find(key);
    if (init == initial_value_.end()) return std::nullopt;
    return init->second;
  };

  // A futex word's value in `s` (the program's: futex events leave it as it was); none when
  // nothing wrote it and no run has shown its initial value.
  const auto word_value = [&](const State& s, std::uint64_t key) -> std::optional<std::uint64_t> {
    if (const Cell* known = s.find(key)) return known->value;
    const auto init = initial_value_.find(key);
    if (init == initial_value_.end()) return std::nullopt;
    return init->second;
  };

  // A thread's cancel cell in `s` (cancel_model.h): its key, and its CancelBits (0: none yet).
  const auto cancel_cell_of = [&](ThreadId thread) -> std::optional<std::uint64_t> {
    const auto it = cancel_cells_.find(thread);
    if (it == cancel_cells_.end()) return std::nullopt;
    return location_key(OpKind::Rmw, it->second);
  };
  const auto cancel_bits_of = [&](const State& s, ThreadId thread) -> std::uint64_t {
    const std::optional<std::uint64_t> key = cancel_cell_of(thread);
    if (!key) return 0;
    const Cell* known = s.find(*key);
    return known ? known->value : 0;
  };

  std::vector<ThreadId> path;  // the threads of the steps from the start to `s`
  std::deque<Frame>& frames = frames_;
  // The search reached thread j's unseen behaviour: the probe that shows it.
  // The search goes on past it (another branch may find a wanted run without it); the
  // first one met is the one probed.
  bool probe_set = false;
  const auto unseen = [&](ThreadId j, std::uint32_t reads, std::uint32_t events) {
    if (probe_set) return;
    probe_set = true;
    probe_.path = path;
    // The thread goes on alone past what is needed: a probe costs a run of the prefix,
    // so it may as well show the thread's next few reads too.
    probe_.phases.assign(1, Phase{j, reads ? reads + kProbeExtraReads : 0, events});
  };

  // Whether write `want` can no longer be observed from `s`: the initial value, or a write
  // its thread has already moved past (a read annotated with it realizes A+ in no run from
  // here once nothing blocks the read).
  const auto overwritten_write = [](const State& s, EvId want) {
    return want == kInit || (ev_thread(want) < s.threads.size() && s.threads[ev_thread(want)].status != 0 &&
                             s.threads[ev_thread(want)].index > ev_index(want));
  };

  // Depth-first over the abstract runs from `s` (changed in place and restored).
  auto search = [&](auto&& self, State& s, std::uint64_t sleep) -> Verdict {
    // Buffers of this depth, reused (deque: deeper levels never move them).
    const std::size_t depth = path.size();
    if (frames.size() <= depth) frames.emplace_back();
    Frame& frame = frames[depth];
    std::vector<std::uint64_t>& code = frame.code;
    s.encode(code);
    const std::uint64_t hash = DeadStates::hash_of(code);
    if (const std::uint64_t* known = seen_.find(code, hash); known && (*known & ~sleep) == 0) return Verdict::Dead;
    if (budget-- == 0) return Verdict::Maybe;
    ++states;
    const std::size_t n_threads = s.threads.size();
    std::vector<Step>& steps = frame.steps;
    steps.assign(n_threads, Step{});
    std::vector<const Node*>& targets = frame.targets;  // for an allowed read: its child
    targets.assign(n_threads, nullptr);
    bool some_real = false;
    bool late_timeout = false;  // a timed wait could time out once nothing else can run
    // Some step from here needs a behaviour no run has shown: not provably dead.
    bool incomplete = false;
    for (ThreadId j = 0; j < n_threads; ++j) {
      const ThreadState& t = s.threads[j];
      if (t.status != 1) continue;
      const Node* n = static_cast<const Node*>(t.node);
      const EvId id = ev_id(j, t.index);
      Step& st = steps[j];
      if (t.pos < n->plain.size()) {
        const Event& e = n->plain[t.pos];
        if (cancel_op(e) != CancelOp::None || is_barrier_arrival(e)) {
          // A request's wake-up event (on the byte of its target's wait), a thread's end (on
          // its end cell), a latch count-down or a barrier arrival (dc19: on its thread's byte
          // of the primitive's range): Rmws, so reads of their location's last writer for the
          // annotation.
          st.located = st.writes = true;
          st.key = location_key(e);
          st.key_end = st.key + 1;
          st.real = true;
          some_real = true;
          const Cell* known = s.find(st.key);
          const EvId writer = known ? known->writer : kInit;
          const EvId* annotated_write = annotation.find_observed(id);
          if (annotated_write ? *annotated_write != writer : annotation.forbidden(id, writer)) {
            if (annotated_write && overwritten_write(s, *annotated_write)) return Verdict::Dead;
            continue;
          }
          st.allowed = true;
          continue;
        }
        if (is_cond_plain(e)) {
          // A registration reads the ticket byte, a signal (broadcast, init, destroy) the
          // token byte and writes both: reads for the annotation, plain events for the trie.
          const bool registration = is_cond_registration(e);
          st.located = st.writes = true;
          st.key = e.addr;
          st.key_end = e.addr + (registration ? 1 : 2);
          if (!registration) {
            const auto it = std::lower_bound(s.conds.begin(), s.conds.end(), e.addr,
                                             [](const CondModel& c, std::uint64_t a) { return c.addr < a; });
            if (it != s.conds.end() && it->addr == e.addr) {
              CondModel probe = *it;
              if (!probe.both_bytes(cond_op(e))) return Verdict::Maybe;  // a misuse: not modelled
            }
          }
          st.real = true;
          some_real = true;
          const Cell* known = s.find(st.key);
          const EvId writer = known ? known->writer : kInit;
          const EvId* annotated_write = annotation.find_observed(id);
          if (annotated_write ? *annotated_write != writer : annotation.forbidden(id, writer)) {
            // Nothing blocks it: once its annotated write is overwritten, no run from here
            // realizes A+.
            if (annotated_write) {
              const EvId want = *annotated_write;
              const bool overwritten = overwritten_write(s, want);
              if (overwritten) return Verdict::Dead;
            }
            continue;
          }
          st.allowed = true;
          continue;
        }
        if (const SyncOp op = sync_kinds_.op(e); op != SyncOp::None) {
          // A semaphore wait a cancellation request woke takes no unit: its recorded event is
          // another (value_read 1), which the record does not keep.
          if (op == SyncOp::SemWait && (cancel_bits_of(s, j) & CancelBits::kWoken) &&
              !(cancel_bits_of(s, j) & CancelBits::kPastWake))
            return Verdict::Maybe;
          // A semaphore's or rwlock's plain event: a read of its location for the annotation
          // (of the last Rmw), blocked while the primitive does not let it go.
          st.located = true;
          st.writes = sync_writes(op);
          st.key = location_key(e);
          st.key_end = st.key + 1;
          const std::optional<std::uint64_t> value = sync_value(s, st.key, op);
          if (!value) {  // a semaphore whose initial count no run has shown
            unseen(j, 0, 1);
            if (first_unseen) return Verdict::Unseen;
            incomplete = some_real = true;
            continue;
          }
          if (!sync_enabled(op, *value)) continue;  // blocked
          st.real = true;
          some_real = true;
          const Cell* known = s.find(st.key);
          const EvId writer = known ? known->writer : kInit;
          const EvId* annotated_write = annotation.find_observed(id);
          if (annotated_write ? *annotated_write != writer : annotation.forbidden(id, writer)) {
            // Once its annotated write is overwritten, no run from here realizes A+ (a
            // maximal run that never runs it does not either).
            if (annotated_write) {
              const EvId want = *annotated_write;
              const bool overwritten = overwritten_write(s, want);
              if (overwritten) return Verdict::Dead;
            }
            continue;
          }
          st.allowed = true;
          continue;
        }
        if (e.kind == OpKind::ThreadCreate || e.kind == OpKind::ThreadJoin) st.peer = e.peer;
        else {
          st.located = true;
          st.writes = true;
          st.key = location_key(e.kind, e.addr);
          st.key_end = is_heap_free(e) ? e.addr + e.size : st.key + 1;
        }
        if (e.kind == OpKind::ThreadJoin && (e.peer >= n_threads || s.threads[e.peer].status != 2)) continue;
        st.real = st.allowed = true;
        some_real = true;
        continue;
      }
      if (n->tail == Node::Tail::Unknown) {  // what the thread does next is unknown
        unseen(j, 1, 0);
        if (first_unseen) return Verdict::Unseen;
        incomplete = some_real = true;
        continue;
      }
      if (n->tail != Node::Tail::Read) return Verdict::Maybe;
      if (!absent.empty() && annotation.absent(id)) continue;  // kept blocked: never stepped
      const Event& r = n->next_read;
      st.located = true;
      st.key = location_key(r.kind, r.addr);
      st.key_end = st.key + 1;
      st.writes = r.kind != OpKind::Load && r.kind != OpKind::MutexTryFail;
      Cell cell;
      std::uint64_t wake_key = kNoWake;
      if (const CancelOp cancel = cancel_op(r); cancel != CancelOp::None) {
        // A cancellation request, point, edge or join wait (cancel_model.h): its cell starts
        // empty (no request pending, the thread not ended).
        if (const Cell* known = s.find(st.key)) cell = *known;
        switch (cancel) {
          case CancelOp::Request: wake_key = CancelBits::request_wakes(cell.value) ? 1 : 0; break;
          case CancelOp::Point:
          case CancelOp::Edge: wake_key = (cell.value & CancelBits::kPending) ? 1 : 0; break;
          case CancelOp::JoinWait: {
            const std::uint64_t own = cancel_bits_of(s, j);
            const bool woken = (own & CancelBits::kWoken) && !(own & CancelBits::kPastWake);
            if (!woken && !thread_ended(cell.value)) continue;  // blocked until the thread ends
            wake_key = join_wait_outcome(woken, cell.value);
            break;
          }
          default: return Verdict::Maybe;  // (plain events are never a thread's next read)
        }
      } else if (sync_kinds_.sem_acquisition(r)) {
        // A sem_wait inside a wait a request wakes (recorded as a read: dc19). Woken by the
        // request, it takes no unit and never blocks; else it blocks at 0 and takes one. An
        // Rmw either way: the semaphore's last writer.
        const std::uint64_t own = cancel_bits_of(s, j);
        const bool woken = (own & CancelBits::kWoken) && !(own & CancelBits::kPastWake);
        const std::optional<std::uint64_t> value = sync_value(s, st.key, SyncOp::SemWait);
        if (!value) {  // a semaphore whose initial count no run has shown (even woken: its count is kept)
          unseen(j, 2, 0);
          if (first_unseen) return Verdict::Unseen;
          incomplete = some_real = true;
          continue;
        }
        if (!woken && *value == 0) continue;  // blocked
        wake_key = woken ? kSemWaitWoken : kSemWaitTookUnit;
        if (const Cell* known = s.find(st.key)) cell = *known;
      } else if (const SyncOp op = sync_kinds_.op(r); is_sync_read(op)) {
        // A sem_getvalue: its outcome is the count; it only reads.
        st.writes = false;
        const std::optional<std::uint64_t> value = sync_value(s, st.key, op);
        if (!value) {
          unseen(j, 2, 0);
          if (first_unseen) return Verdict::Unseen;
          incomplete = some_real = true;
          continue;
        }
        wake_key = *value;
        if (const Cell* known = s.find(st.key)) cell = *known;
      } else if ((r.flags & kFlagSync) && futex_word(r.addr)) {
        // A futex word's registration, wake or wake-up (dc23): a read and a write of the word
        // for the annotation that leaves its value as it found it, so that value must be known
        // (what a registration finds decides whether it enqueues its thread).
        const std::optional<std::uint64_t> value = word_value(s, st.key);
        if (!value) {
          unseen(j, 2, 0);
          if (first_unseen) return Verdict::Unseen;
          incomplete = some_real = true;
          continue;
        }
        if (const Cell* known = s.find(st.key)) cell = *known;
        cell.value = *value;
        const auto it = std::lower_bound(s.conds.begin(), s.conds.end(), r.addr,
                                         [](const CondModel& c, std::uint64_t a) { return c.addr < a; });
        const CondModel* word = it != s.conds.end() && it->addr == r.addr ? &*it : nullptr;
        if (is_futex_registration(r)) {
          // Enqueued when the word holds the expected value (compared as the kernel does: 32 bits).
          const bool registered = (*value & 0xFFFFFFFFULL) == (r.value_written & 0xFFFFFFFFULL);
          wake_key = (r.value_read & ~kFutexRegistered) | (registered ? kFutexRegistered : 0);
        } else if (is_futex_wake(r)) {
          CondModel copy = word ? *word : CondModel{};
          wake_key = kFutexWake | copy.futex_wake(r.value_written);
        } else {
          // Its wake-up: an untimed wait with no spurious wake-up left (modelled()), woken by a
          // token it may use or blocked.
          if (!word) return Verdict::Maybe;
          const WakeOutcome outcome = word->wake_outcome(j);
          if (outcome != WakeOutcome::Woken && outcome != WakeOutcome::Blocked) return Verdict::Maybe;
          if (outcome == WakeOutcome::Blocked) continue;
          wake_key = static_cast<std::uint64_t>(outcome);
        }
      } else if (r.flags & kFlagSync) {  // a condition-variable wake-up (the only other sync read recorded)
        const auto it = std::lower_bound(s.conds.begin(), s.conds.end(), r.addr,
                                         [](const CondModel& c, std::uint64_t a) { return c.addr < a; });
        if (it == s.conds.end() || it->addr != r.addr) return Verdict::Maybe;
        const std::uint64_t own = cancel_bits_of(s, j);
        const WakeOutcome outcome = (own & CancelBits::kWoken) && !(own & CancelBits::kPastWake) ? WakeOutcome::Cancelled
                                                                                                  : it->wake_outcome(j);
        if (outcome == WakeOutcome::Late) late_timeout = true;
        if (outcome == WakeOutcome::Blocked || outcome == WakeOutcome::Late) continue;
        wake_key = static_cast<std::uint64_t>(outcome);
        if (const Cell* known = s.find(st.key)) cell = *known;
      } else if (const Cell* known = s.find(st.key)) {
        cell = *known;
        // A use after free: the run ends there with the bug, which the search does not
        // model (a thread stopped by its own bug is unknown past it, as in record()).
        if (cell.freed) {
          unseen(j, 2, 0);
          if (first_unseen) return Verdict::Unseen;
          incomplete = some_real = true;
          continue;
        }
      } else if (!op_is_mutex(r.kind)) {
        const auto init = initial_value_.find(st.key);
        if (init == initial_value_.end()) {
          unseen(j, 2, 0);
          if (first_unseen) return Verdict::Unseen;
          incomplete = some_real = true;
          continue;
        }
        cell.value = init->second;
      }
      std::uint64_t outcome = wake_key != kNoWake ? wake_key : cell.value;
      if (op_is_mutex(r.kind)) {
        const bool held = cell.value != 0;
        const bool is_try = r.kind == OpKind::MutexTryFail || (r.flags & kFlagTry);
        if (held && !is_try) continue;  // blocked
        outcome = held ? 0 : 1;
      }
      st.real = true;
      some_real = true;
      // An annotated read must observe its write, another read no write A- forbids: if
      // not now, maybe after another write.
      const EvId* annotated_write = annotation.find_observed(id);
      if (annotated_write ? *annotated_write != cell.writer : annotation.forbidden(id, cell.writer)) {
        // A load runs in every maximal run (nothing blocks it): once its annotated write
        // has been overwritten, no run from here realizes A+.
        if (annotated_write && !op_is_mutex(r.kind)) {
          const EvId want = *annotated_write;
          const bool overwritten = overwritten_write(s, want);
          if (overwritten) return Verdict::Dead;
        }
        continue;
      }
      st.allowed = true;
      if ((sleep >> j & 1) && sleep_sets) continue;
      const auto child = n->children.find(outcome);
      if (child == n->children.end()) {  // an outcome no run has shown
        unseen(j, 2, 0);
        if (first_unseen) return Verdict::Unseen;
        incomplete = true;
        st.allowed = false;
        continue;
      }
      targets[j] = child->second.get();
    }
    // Nothing else can move, and a timed wait past its early timeouts would time out now:
    // not modelled (its step would depend on every other thread's).
    if (!some_real && late_timeout) return Verdict::Maybe;
    // Nothing can move: a maximal run (every thread finished, or a deadlock).
    if (!some_real && !absent.empty()) {
      // Each kept-blocked thread must be at its read, its location holding the blocking
      // value (else the loop could go on: the run would not be maximal).
      for (const auto& [read, value] : absent) {
        const ThreadId j = ev_thread(read);
        if (j >= n_threads || s.threads[j].status != 1 || s.threads[j].index != ev_index(read)) return Verdict::Dead;
        const Node* n = static_cast<const Node*>(s.threads[j].node);
        if (s.threads[j].pos != n->plain.size() || n->tail != Node::Tail::Read) return Verdict::Dead;
        const Event& r = n->next_read;
        const std::uint64_t key = location_key(r.kind, r.addr);
        std::uint64_t current = 0;
        if (const Cell* known = s.find(key)) {
          current = known->value;
        } else {
          const auto init = initial_value_.find(key);
          if (init == initial_value_.end()) return Verdict::Maybe;
          current = init->second;
        }
        if (current != value) return Verdict::Dead;
      }
    }
    if (!some_real) {
      // A run that ends with threads blocked (a wake-up no signal reaches, a lock held for
      // ever) may leave an annotated read unrun: it does not realize A+.
      for (const auto& [read, write] : annotation.positive()) {
        if (write == kPending) continue;
        const ThreadId rt = ev_thread(read);
        if (rt >= n_threads || s.threads[rt].status == 0 || s.threads[rt].index <= ev_index(read)) return Verdict::Dead;
      }
      alive_schedule_ = path;
      return Verdict::Alive;
    }
    // A step on a location only its thread touches in every recorded run (so in every
    // abstract run: they are made of recorded steps) is independent of every step the other
    // threads can take, and nothing but its own thread can disable it: every maximal run from
    // here holds it, and can be reordered to take it first. Exploring it alone (a persistent
    // set of one step) keeps every maximal run up to swaps of independent steps, which keep
    // every read's write: the search visits one order of a thread's private work instead of
    // all its interleavings with the others' (C++ programs run hundreds of such events).
    ThreadId only = kNoThread;
    for (ThreadId j = 0; j < n_threads && only == kNoThread; ++j) {
      const Step& st = steps[j];
      if (!st.allowed || !st.located || (sleep_sets && (sleep >> j & 1))) continue;
      const ThreadState& t = s.threads[j];
      const Node* n = static_cast<const Node*>(t.node);
      if (t.pos < n->plain.size() && is_heap_free(n->plain[t.pos])) continue;
      // (A signal's step covers the variable's two bytes.)
      if (private_to(st.key, j) && (st.key_end != st.key + 2 || private_to(st.key + 1, j))) only = j;
    }
    std::uint64_t done = sleep_sets ? sleep : 0;
    for (ThreadId j = 0; j < n_threads; ++j) {
      const Step& st = steps[j];
      if (only != kNoThread && j != only) continue;
      if (!st.allowed || (sleep_sets && (done >> j & 1))) continue;
      const ThreadState& t = s.threads[j];
      const Node* n = static_cast<const Node*>(t.node);
      const EvId id = ev_id(j, t.index);
      // A write that overwrites a write some annotated read still to come must observe
      // leads to no wanted run (that read can only observe later writes).
      const bool step_writes = t.pos < n->plain.size()
                                   ? n->plain[t.pos].kind == OpKind::Store || n->plain[t.pos].kind == OpKind::MutexUnlock
                                   : targets[j]->via.kind == OpKind::MutexLock ||
                                         // (not a wake-up: the signal it overwrites also wrote the
                                         // ticket byte, whose readers it does not cut off)
                                         (op_writes(targets[j]->via.kind) && !(targets[j]->via.flags & kFlagSync));
      const bool step_frees = t.pos < n->plain.size() && is_heap_free(n->plain[t.pos]);
      // (The pruning is not applied to a free, which writes a range: only a pruning.)
      if (step_writes && !step_frees) {
        const Cell* current = s.find(st.key);
        {
          bool kills = false;
          const bool initial = !current || current->writer == kInit;
          for (EvId reader : initial ? annotation.initial_readers(st.key) : annotation.readers(current->writer)) {
            const ThreadId rt = ev_thread(reader);
            if (reader != id && (rt >= n_threads || s.threads[rt].status == 0 || s.threads[rt].index <= ev_index(reader)))
              kills = true;
          }
          if (kills) {
            if (sleep_sets) done |= std::uint64_t{1} << j;
            continue;
          }
        }
      }
      // Apply the step in place; undone below.
      const ThreadState saved = t;
      ThreadId created = kNoThread;
      std::uint64_t written_key = 0;
      const Cell* old_cell = nullptr;
      Cell old_value;
      bool wrote = false;
      const auto write = [&](Cell cell) {
        old_cell = s.find(st.key);
        if (old_cell) old_value = *old_cell;
        written_key = st.key;
        wrote = true;
        s.write(st.key, cell);
      };
      // A free writes every location of its block the search knows (written in this run
      // or with a recorded initial value), as a freed cell; undone below.
      std::vector<SavedCell>& freed_cells = frame.freed_cells;
      freed_cells.clear();
      const auto free_block = [&](const Event& e) {
        const std::uint64_t end = e.addr + e.size;
        for (auto it = std::lower_bound(s.memory.begin(), s.memory.end(), e.addr,
                                        [](const auto& entry, std::uint64_t k) { return entry.first < k; });
             it != s.memory.end() && it->first < end; ++it)
          freed_cells.push_back({it->first, it->second.value, it->second.writer, true, it->second.freed});
        for (auto it = initial_value_.lower_bound(e.addr); it != initial_value_.end() && it->first < end; ++it)
          if (!s.find(it->first)) freed_cells.push_back({it->first, 0, kInit, false, false});
        for (const SavedCell& c : freed_cells) s.write(c.key, Cell{0, id, true});
      };
      // A condition variable's step changes its model (restored below) and writes its
      // bytes' last writer: the token byte (wake-up, signal), the ticket byte
      // (registration, signal).
      std::vector<CondModel>& saved_conds = frame.saved_conds;
      bool cond_step = false;
      SavedCell second_byte;
      bool wrote_second = false;
      const auto cond_write = [&](std::uint64_t key) {
        if (!wrote) {
          write({0, id});
          return;
        }
        const Cell* old = s.find(key);
        second_byte = {key, old ? old->value : 0, old ? old->writer : kInit, old != nullptr, false};
        wrote_second = true;
        s.write(key, {0, id});
      };
      // A step that changes a second cell besides its own location (a cancellation request's
      // wake-up event marks its target woken; a thread's wake-up inside a wait a request
      // wakes marks the wait past it), restored below.
      const auto write_second = [&](std::uint64_t key, Cell cell) {
        const Cell* old = s.find(key);
        second_byte = {key, old ? old->value : 0, old ? old->writer : kInit, old != nullptr, false};
        wrote_second = true;
        s.write(key, cell);
      };
      // The wait of thread j past its wake-up (cancel_model.h).
      const auto past_own_wakeup = [&]() {
        const std::optional<std::uint64_t> key = cancel_cell_of(j);
        if (!key) return;
        const Cell* known = s.find(*key);
        if (!known || !(known->value & CancelBits::kInWait)) return;
        write_second(*key, Cell{CancelBits::after_own_wakeup(known->value), known->writer, false});
      };
      ThreadState& nt = s.threads[j];
      const Event& next_event = t.pos < n->plain.size() ? n->plain[t.pos] : targets[j]->via;
      if (const CancelOp cancel = cancel_op(next_event); cancel != CancelOp::None) {
        if (t.pos < n->plain.size()) {
          ++nt.pos;
        } else {
          nt.node = targets[j];
          nt.pos = 0;
        }
        ++nt.index;
        const Cell* known = s.find(st.key);
        Cell cell = known ? *known : Cell{};
        // A wake-up event on a semaphore not written yet: its count is the initial one.
        if (const auto init = initial_value_.find(st.key); !known && cancel == CancelOp::Wake && init != initial_value_.end())
          cell.value = init->second;
        switch (cancel) {
          case CancelOp::Request: write({cell.value | CancelBits::kPending, id}); break;
          case CancelOp::Edge: write({CancelBits::after_edge(cell.value, next_event), id}); break;
          case CancelOp::ThreadEnd: write({end_cell_after(next_event), id}); break;
          case CancelOp::JoinWait:
            write({cell.value, id});
            past_own_wakeup();
            break;
          case CancelOp::Wake: {
            write({cell.value, id});
            if (const std::optional<std::uint64_t> target = cancel_cell_of(next_event.peer)) {
              const Cell* bits = s.find(*target);
              if (bits && CancelBits::wake_event_wakes(bits->value))
                write_second(*target, Cell{bits->value | CancelBits::kWoken, bits->writer, false});
            }
            break;
          }
          case CancelOp::Point:
          case CancelOp::None: break;
        }
      } else if (t.pos < n->plain.size() && is_cond_plain(n->plain[t.pos])) {
        const Event& e = n->plain[t.pos];
        ++nt.pos;
        ++nt.index;
        saved_conds = s.conds;
        cond_step = true;
        if (is_cond_registration(e)) {
          cond_at(s.conds, e.addr - 1).enrol(j, static_cast<std::uint8_t>(e.value_read & 0xFF));
          cond_write(e.addr);
        } else {
          cond_at(s.conds, e.addr).both_bytes(cond_op(e));
          cond_write(e.addr);
          cond_write(e.addr + 1);
        }
      } else if (const SyncOp op = t.pos < n->plain.size() ? sync_kinds_.op(n->plain[t.pos]) : sync_kinds_.op(targets[j]->via);
                 op != SyncOp::None) {
        // A semaphore's or rwlock's event: its count or holders change; an Rmw is the
        // location's last writer (a read lock and a sem_getvalue only read).
        const Cell* known = s.find(st.key);
        const std::uint64_t value = *sync_value(s, st.key, op);
        const std::uint64_t after = sync_after(op, value, j);
        if (t.pos < n->plain.size()) {
          ++nt.pos;
        } else {
          nt.node = targets[j];
          nt.pos = 0;
        }
        ++nt.index;
        if (after != value || st.writes) write({after, st.writes ? id : known ? known->writer : kInit});
        if (op == SyncOp::SemWait) past_own_wakeup();
      } else if (t.pos >= n->plain.size() && sync_kinds_.sem_acquisition(targets[j]->via)) {
        // A sem_wait a request woke (the one that took a unit is SyncOp::SemWait, above): the
        // count stays, the wait is the semaphore's last writer.
        nt.node = targets[j];
        nt.pos = 0;
        ++nt.index;
        const Cell* known = s.find(st.key);
        write({known ? known->value : *sync_value(s, st.key, SyncOp::SemWait), id});
        past_own_wakeup();
      } else if (t.pos >= n->plain.size() && (targets[j]->via.flags & kFlagSync) && futex_word(targets[j]->via.addr)) {
        // A futex word's event (dc23): the word's waiters and tokens change as the runtime's
        // do; the event is the word's last writer and leaves its value (known: checked above).
        const Event& via = targets[j]->via;
        const std::uint64_t value = *word_value(s, st.key);
        nt.node = targets[j];
        nt.pos = 0;
        ++nt.index;
        saved_conds = s.conds;
        cond_step = true;
        CondModel& word = cond_at(s.conds, via.addr);
        if (is_futex_registration(via)) {
          if (via.value_read & kFutexRegistered) word.enrol(j, futex_wait_bits(via));
        } else if (is_futex_wake(via)) {
          word.futex_wake(via.value_written);
        } else {
          word.wake(j);
        }
        write({value, id});
      } else if (t.pos >= n->plain.size() && (targets[j]->via.flags & kFlagSync)) {
        nt.node = targets[j];
        nt.pos = 0;
        ++nt.index;
        saved_conds = s.conds;
        cond_step = true;
        const std::uint64_t own = cancel_bits_of(s, j);
        if ((own & CancelBits::kWoken) && !(own & CancelBits::kPastWake))  // a request ended the wait
          cond_at(s.conds, targets[j]->via.addr).cancel(j);
        else
          cond_at(s.conds, targets[j]->via.addr).wake(j);
        cond_write(st.key);
        past_own_wakeup();
      } else if (t.pos < n->plain.size() && is_barrier_arrival(n->plain[t.pos])) {
        const Event& e = n->plain[t.pos];
        ++nt.pos;
        ++nt.index;
        write({e.value_written, id});
      } else if (t.pos < n->plain.size()) {
        const Event& e = n->plain[t.pos];
        ++nt.pos;
        ++nt.index;
        switch (e.kind) {
          case OpKind::Store:
            if (is_heap_free(e)) free_block(e);
            else write({e.value_written, id});
            break;
          case OpKind::MutexUnlock: write({is_reentrant(e) ? 1 + j : 0, id}); break;  // inner: still held
          case OpKind::ThreadCreate:
            if (e.peer >= s.threads.size() || e.peer >= roots_.size() || !roots_[e.peer]) {
              nt = saved;
              // The created thread was never seen running: create it, then run it.
              if (!probe_set) {
                unseen(j, 0, 1);
                probe_.phases.push_back({e.peer, 1 + kProbeExtraReads, 0});
              }
              if (first_unseen) return Verdict::Unseen;
              incomplete = true;
              continue;
            }
            created = e.peer;
            s.threads[e.peer] = {roots_[e.peer].get(), 0, 0, 1};
            settle(s.threads[e.peer]);
            break;
          default: break;
        }
      } else {
        const Node* child = targets[j];
        const Event& via = child->via;
        nt.node = child;
        nt.pos = 0;
        ++nt.index;
        if (via.kind == OpKind::MutexLock) write({1 + j, id});
        else if (op_writes(via.kind)) write({via.value_written, id});
      }
      settle(nt);
      std::uint64_t next_sleep = 0;
      if (sleep_sets)
        for (ThreadId k = 0; k < n_threads; ++k)
          if ((done >> k & 1) && independent(j, st, k, steps[k])) next_sleep |= std::uint64_t{1} << k;
      path.push_back(j);
      const Verdict v = self(self, s, next_sleep);
      path.pop_back();
      s.threads[j] = saved;
      if (created != kNoThread) s.threads[created] = ThreadState{};
      if (wrote_second) {
        if (second_byte.present) s.write(second_byte.key, Cell{second_byte.value, second_byte.writer, false});
        else s.erase(second_byte.key);
      }
      if (wrote) {
        if (old_cell) s.write(written_key, old_value);
        else s.erase(written_key);
      }
      if (cond_step) s.conds.swap(saved_conds);
      for (const SavedCell& c : freed_cells) {
        if (c.present) s.write(c.key, Cell{c.value, c.writer, c.freed});
        else s.erase(c.key);
      }
      if (v == Verdict::Alive || v == Verdict::Maybe || (v == Verdict::Unseen && first_unseen)) return v;
      incomplete = incomplete || v == Verdict::Unseen;
      // (Explored as far as what is recorded allows: a wanted run through j found later
      // would be found through j first, so j sleeps either way.)
      if (sleep_sets) done |= std::uint64_t{1} << j;
    }
    if (incomplete) return Verdict::Unseen;
    if (std::uint64_t* known = seen_.find(code, hash)) *known &= sleep;
    else seen_.add(code, hash, sleep);
    return Verdict::Dead;
  };

  State start;
  start.threads.resize(roots_.size());
  start.threads[0] = {roots_[0].get(), 0, 0, 1};
  settle(start.threads[0]);
  Verdict v = search(search, start, 0);
  // Out of states after meeting an unseen behaviour: probing it may still settle the call.
  if (v == Verdict::Maybe && probe_set) v = Verdict::Unseen;
  last_over_budget_ = budget == static_cast<std::uint64_t>(-1) && v == Verdict::Maybe;
  if (budget == static_cast<std::uint64_t>(-1)) {
    ++over_budget;
    if (!resume) budget_ = std::max<std::uint64_t>(budget_ / 2, kMinStateBudget);
  }
  if (v == Verdict::Dead) {
    ++dead_found;
    budget_ = std::min<std::uint64_t>(budget_ * 2, kStateBudget);
  }
  if (v == Verdict::Maybe || v == Verdict::Unseen) ++unknown;
  return v;
}

}  // namespace braid::dc
