// Await loops: a loop iteration that changed nothing and observed only values that are
// still there would be repeated identically, so the thread is blocked until another thread
// changes one of them (docs/runtime.md, "Spin loops").
//
// The pass marks loops whose iteration may be such a repetition (instrument/await_loops.cpp:
// mark_await_loops), calls included; whether an iteration really was one is decided here,
// from what it did: its events (found through ThreadRecord::event_positions), the writes
// that changed memory (write checks) and every other change (ThreadRecord::effects).
#include <pthread.h>

#include <algorithm>
#include <cstring>

#include "runtime/runtime.h"

namespace braid::runtime {

namespace {

std::uint64_t load_bytes(std::uint64_t addr, std::uint32_t size) {
  std::uint64_t v = 0;
  if (size <= 8) std::memcpy(&v, reinterpret_cast<const void*>(addr), size);
  return v;
}

}  // namespace

void Runtime::begin_write_check(std::uint64_t addr, std::uint64_t size) {
  ThreadRecord& t = cur();
  finish_write_check(t);
  if (size == 0 || size > sizeof t.write_check.before) {
    ++t.effects;  // too large to compare: counted as a change
    return;
  }
  t.write_check.pending = true;
  t.write_check.addr = addr;
  t.write_check.size = static_cast<std::uint32_t>(size);
  t.write_check.event = static_cast<std::uint32_t>(result_.events.size() - 1);
  t.write_check.position = static_cast<std::uint32_t>(t.event_positions.size() - 1);
  const StackPool::Stack& own = stacks_.stack(t.id);
  t.write_check.own_stack = addr >= reinterpret_cast<std::uint64_t>(own.base) &&
                            addr + size <= reinterpret_cast<std::uint64_t>(own.top());
  std::memcpy(t.write_check.before, reinterpret_cast<const void*>(addr), size);
}

// Called at the thread's next visit to the runtime (its next scheduling point, a latch):
// only the thread's own native code ran since the write's hook.
void Runtime::finish_write_check(ThreadRecord& t) {
  if (!t.write_check.pending) return;
  t.write_check.pending = false;
  if (std::memcmp(t.write_check.before, reinterpret_cast<const void*>(t.write_check.addr), t.write_check.size) != 0) {
    if (t.write_check.own_stack) {
      t.stack_changes.push_back({t.write_check.position, t.write_check.addr});
    } else {
      ++t.effects;
    }
    return;
  }
  // The write stored what was there: an observation of that value. The event keeps the
  // value really written (a non-scalar store's hook could not pass it).
  Event& e = result_.events[t.write_check.event];
  if (e.kind == OpKind::Store) e.value_written = load_bytes(t.write_check.addr, t.write_check.size);
}

std::uint64_t Runtime::await_token(ThreadRecord& t) {
  finish_write_check(t);
  return (std::uint64_t{t.effects} << 32) | static_cast<std::uint32_t>(t.event_positions.size());
}

std::uint64_t Runtime::await_reset() {
  if (!executing_) return 0;
  ThreadRecord& t = cur();
  // A block decided at a latch stands until the thread's next operation
  // (Runtime::schedule_point): the repeated iteration may enter a loop before it — the
  // scan `for (i = 0; i < n; i++) if (ready[i]) ...` inside a waiting loop, or a helper
  // with a loop called by it — and entering that loop must not undo the block.
  t.await_cycle.known = false;  // a new instance of a loop: no state of it seen yet
  return await_token(t);
}

std::uint64_t Runtime::await_latch(std::uint64_t token, LocationId loc, bool locals_unchanged,
                                   std::uint64_t frame_floor, const AwaitState* state) {
  if (!executing_) return 0;
  ThreadRecord& t = cur();
  const std::uint64_t next = await_token(t);
  ThreadRecord::AwaitCycle& cycle = t.await_cycle;
  // States are compared only along one instance of one loop (the token the previous latch
  // returned, the same frame): the other locals of the thread are then those of that time.
  const bool tracked = state != nullptr && state->count > 0;
  const bool goes_on = cycle.known && cycle.token == token && cycle.loc == loc && cycle.frame == frame_floor;
  if (!goes_on) {
    cycle.steps.clear();
    cycle.reads.clear();
  }
  cycle.known = tracked;
  cycle.token = next;
  cycle.loc = loc;
  cycle.frame = frame_floor;
  const AwaitState started = cycle.start;
  if (tracked) cycle.start = *state;
  // Other local values next time and no state to compare, or a change no event shows: the
  // iteration made progress.
  if ((!locals_unchanged && !(tracked && goes_on)) || !await_iteration_idle(t, token, next, frame_floor)) {
    cycle.steps.clear();
    cycle.reads.clear();
    return next;
  }
  bool repeats = false;
  t.await_one_location = false;
  bool idle_round = false;  // the loop went round once, changing nothing but what it observed
  if (locals_unchanged) {
    idle_round = true;
    // The next iteration starts where this one did: it repeats it unless another thread
    // changes what this one observed.
    repeats = !await_values_changed(t);
    t.await_one_location = repeats && await_reads_one_location(t, token, frame_floor);
  }
  if (tracked && goes_on) {
    cycle.steps.push_back({started, 0});
    cycle.reads.insert(cycle.reads.end(), t.await_reads.begin(), t.await_reads.end());
    cycle.steps.back().reads_end = static_cast<std::uint32_t>(cycle.reads.size());
    if (cycle.steps.size() > kMaxAwaitPeriod) {  // forget the oldest iteration
      const std::uint32_t dropped = cycle.steps.front().reads_end;
      cycle.reads.erase(cycle.reads.begin(), cycle.reads.begin() + dropped);
      cycle.steps.erase(cycle.steps.begin());
      for (ThreadRecord::AwaitCycle::Step& s : cycle.steps) s.reads_end -= dropped;
    }
    if (!repeats && !locals_unchanged) repeats = await_cycle(t, *state, idle_round);
  }
  if (!repeats && !idle_round) return next;
  // The next iteration would observe the same and do the same: its first operation is
  // disabled until another thread changes one of the observed values (Runtime::blocking,
  // runtime/blocking.cpp). A round that went round idle but whose observed values another
  // thread changed before its latch is blocked and woken at once (`repeats` false): its next
  // operation is the wake-up, as in a schedule where the change came after the latch — and,
  // as there, the loop is blocked again while the values are back to what it observed (an
  // ABA: changed, then restored before the loop ran). Keeping such a loop enabled for good
  // made the order of the round's last step and an independent change matter:
  // spincycle_c_trylock_alternating_same_order.c had 2 DFS classes (an idle round run after
  // the restore) that no DPOR algorithm could reach (docs/runtime.md, "Spin loops").
  t.await_blocked = true;
  t.await_loc = loc;
  return next;
}

bool Runtime::await_reads_one_location(const ThreadRecord& t, std::uint64_t token, std::uint64_t frame_floor) {
  const StackPool::Stack& own = stacks_.stack(t.id);
  const auto stack_base = reinterpret_cast<std::uint64_t>(own.base);
  const Event* first = nullptr;
  for (std::size_t i = static_cast<std::uint32_t>(token); i < t.event_positions.size(); ++i) {
    const Event& e = result_.events[t.event_positions[i]];
    if (op_is_memory(e.kind) && !(e.flags & kFlagSync) && stack_base != 0 && e.addr >= stack_base &&
        e.addr < frame_floor)
      continue;  // a returned call's frame: only this thread goes there
    if (e.flags & kFlagSync) return false;
    // An RMW of an idle iteration found the value it wrote (await_iteration_idle).
    const bool read = e.kind == OpKind::Load || e.kind == OpKind::CasFailure || e.kind == OpKind::Rmw ||
                      e.kind == OpKind::CasSuccess;
    if (!read) return false;
    if (first == nullptr) first = &e;
    if (e.addr != first->addr || e.size != first->size) return false;
  }
  return first != nullptr;
}

bool Runtime::await_cycle(ThreadRecord& t, const AwaitState& next_state, bool& found) {
  const ThreadRecord::AwaitCycle& cycle = t.await_cycle;
  // The latest iteration that started in the state the next one starts in: from there on
  // the loop went round once, and (each iteration idle) changed nothing else.
  for (std::size_t j = cycle.steps.size(); j-- > 0;) {
    if (!(cycle.steps[j].start == next_state)) continue;
    const std::uint32_t from = j == 0 ? 0 : cycle.steps[j - 1].reads_end;
    // Everything the round observed, in order: the next iteration's first observation is
    // the round's first (what a blocked loop is announced as reading, blocking.cpp).
    t.await_reads.assign(cycle.reads.begin() + from, cycle.reads.end());
    found = true;
    return !await_values_changed(t);
  }
  return false;
}

bool Runtime::await_iteration_idle(ThreadRecord& t, std::uint64_t token, std::uint64_t next,
                                   std::uint64_t frame_floor) {
  if ((next >> 32) != (token >> 32)) return false;  // a change no event shows
  const std::size_t begin = static_cast<std::uint32_t>(token), end = t.event_positions.size();
  // The frames of calls made by this iteration are gone: what it did there (a helper's
  // std::lock_guard, a returned std::optional) is neither progress nor an observation.
  const StackPool::Stack& own = stacks_.stack(t.id);
  const auto stack_base = reinterpret_cast<std::uint64_t>(own.base);
  auto in_dead_frame = [&](std::uint64_t addr) { return stack_base != 0 && addr >= stack_base && addr < frame_floor; };
  for (auto c = t.stack_changes.rbegin(); c != t.stack_changes.rend() && c->position >= begin; ++c)
    if (!in_dead_frame(c->addr)) return false;  // a change of a live local (this frame or a caller's)
  if (begin >= end || end - begin > kMaxAwaitReads) return false;  // nothing observed / too long to remember

  using Kind = ThreadRecord::AwaitRead::Kind;
  t.await_reads.clear();
  struct MutexBalance {
    std::uint64_t addr;
    int held;
  };
  std::vector<MutexBalance> balance;  // small: the mutexes this iteration touched
  auto adjust = [&](std::uint64_t addr, int by) {
    for (MutexBalance& b : balance)
      if (b.addr == addr) {
        b.held += by;
        return;
      }
    balance.push_back({addr, by});
  };
  for (std::size_t i = begin; i < end; ++i) {
    const Event& e = result_.events[t.event_positions[i]];
    if (op_is_memory(e.kind) && !(e.flags & kFlagSync) && in_dead_frame(e.addr)) continue;
    // Operations of modelled primitives (condition variables, semaphores, barriers,
    // rwlocks) change their state: progress. Except a failed try-operation (sem_trywait,
    // sem_timedwait, rwlock try / timed locks): it found the primitive unavailable and
    // changed nothing, an observation like a failed mutex trylock.
    if (e.flags & kFlagSync) {
      // sem_getvalue (a semaphore's only plain read) observes the value it returned.
      if (e.kind == OpKind::Load && !(e.flags & kFlagTry) && sems_.count(e.addr)) {
        t.await_reads.push_back({Kind::SemValue, 0, e.addr, e.value_read});
        continue;
      }
      if (!(e.flags & kFlagTry) || e.kind != OpKind::Load) return false;
      if (sems_.count(e.addr)) {
        t.await_reads.push_back({Kind::SemEmpty, 0, e.addr, 0});
      } else if (auto rw = rwlocks_.find(e.addr); rw != rwlocks_.end()) {
        const std::uint32_t pos = t.event_positions[i];
        const bool write_attempt = std::binary_search(t.failed_write_tries.begin(), t.failed_write_tries.end(), pos);
        t.await_reads.push_back({write_attempt ? Kind::RwNoWriter : Kind::RwNoReader, 0, e.addr, 0});
      } else if (e.addr & kBarrierSpace) {  // std::latch::try_wait answered false (cxx_sync.cpp)
        t.await_reads.push_back({Kind::LatchClosed, 0, barrier_of_slots(e.addr), 0});
      } else {
        return false;
      }
      continue;
    }
    switch (e.kind) {
      case OpKind::Load:
      case OpKind::CasFailure:
      case OpKind::Rmw:         // writes that changed memory were counted as effects:
      case OpKind::CasSuccess:  // these found the value they wrote
        if (e.size > 8) return false;
        t.await_reads.push_back({Kind::Memory, e.size, e.addr, e.value_read});
        break;
      case OpKind::Store: {
        // A store into the thread's own stack that found the value it wrote (a changed one
        // counted as an effect above) is an observation: a helper's out-parameter, `*r = 0`
        // of a failing __VERIFIER_atomic_CAS retried in a loop. No other thread writes there
        // in such a loop; if one did, the value would differ and the loop would wake.
        // A larger store (a struct copied into a local) is observed in pieces of 8 bytes;
        // only this thread writes there, so memory still holds what it stored.
        const auto base = stack_base, top = reinterpret_cast<std::uint64_t>(own.top());
        if (e.size <= 8 && e.addr >= base && e.addr + e.size <= top) {
          t.await_reads.push_back({Kind::Memory, e.size, e.addr, e.value_written});
          break;
        }
        if (e.size <= sizeof t.write_check.before && e.addr >= base && e.addr + e.size <= top) {
          for (std::uint64_t at = e.addr; at < e.addr + e.size; at += 8) {
            const auto piece = static_cast<std::uint32_t>(std::min<std::uint64_t>(8, e.addr + e.size - at));
            t.await_reads.push_back({Kind::Memory, piece, at, load_bytes(at, piece)});
          }
          break;
        }
        // A store of the value this iteration read from the same bytes (`v = x; ...; x = v`)
        // is a non-atomic RMW that found the value it wrote, an observation like the RMW
        // case above: a write of another thread in between is explored in the iteration that
        // ran (the store races with it), and the same write later wakes the loop.
        bool rewrites_read = false;
        for (const ThreadRecord::AwaitRead& r : t.await_reads)
          rewrites_read |= r.kind == Kind::Memory && r.addr == e.addr && r.size == e.size && r.value == e.value_written;
        if (rewrites_read) break;
        // Even a store of the value memory held is progress here: the exploration
        // algorithms announce a blocked iteration by its first operation, and a repeated
        // store would be a write they do not see (pop and sdpor missed classes of random
        // programs with such loops, tests/unit/test_random_programs.cpp seeds 8123, 8220,
        // 9023 of the [.long] run).
        return false;
      }
      case OpKind::MutexLock: {
        adjust(e.addr, 1);
        const MutexState& m = mutex_state(reinterpret_cast<void*>(e.addr));
        // A trylock observed that the mutex was free; a lock waits for it anyway, but a
        // trylock of another thread could have seen it held: one more iteration after it.
        if (e.flags & kFlagTry) t.await_reads.push_back({Kind::MutexFree, 0, e.addr, 0});
        t.await_reads.push_back({Kind::MutexTrylocks, 0, e.addr, m.trylocks});
        break;
      }
      case OpKind::MutexTryFail:
        t.await_reads.push_back({Kind::MutexHeld, 0, e.addr, 0});
        break;
      case OpKind::MutexUnlock:
        adjust(e.addr, -1);
        break;
      case OpKind::ThreadCreate:
      case OpKind::ThreadJoin:
      case OpKind::ThreadDetach:
        return false;
    }
  }
  for (const MutexBalance& b : balance)
    if (b.held != 0) return false;  // a mutex taken or released for good
  return !t.await_reads.empty();  // else observed nothing that outlives the iteration
}

bool Runtime::await_values_changed(const ThreadRecord& t) const {
  using Kind = ThreadRecord::AwaitRead::Kind;
  for (const ThreadRecord::AwaitRead& r : t.await_reads) {
    switch (r.kind) {
      case Kind::Memory:
        if (r.size > 8 || load_bytes(r.addr, r.size) != r.value) return true;
        break;
      case Kind::MutexTrylocks:
      case Kind::MutexFree:
      case Kind::MutexHeld: {
        auto it = mutexes_.find(r.addr);
        const bool held = it != mutexes_.end() && it->second.owner != kNoThread;
        const std::uint64_t trylocks = it == mutexes_.end() ? 0 : it->second.trylocks;
        if (r.kind == Kind::MutexTrylocks && trylocks != r.value) return true;
        if (r.kind == Kind::MutexFree && held) return true;
        if (r.kind == Kind::MutexHeld && !held) return true;
        break;
      }
      case Kind::SemEmpty: {
        auto it = sems_.find(r.addr);
        if (it == sems_.end() || it->second.value > 0) return true;
        break;
      }
      case Kind::SemValue: {
        auto it = sems_.find(r.addr);
        if (it == sems_.end() || static_cast<std::uint64_t>(it->second.value) != r.value) return true;
        break;
      }
      case Kind::LatchClosed:
        if (cxx_latch_open(r.addr)) return true;
        break;
      case Kind::RwNoReader:
      case Kind::RwNoWriter: {
        auto it = rwlocks_.find(r.addr);
        if (it == rwlocks_.end() || it->second.writer == kNoThread) {
          if (r.kind == Kind::RwNoReader || it == rwlocks_.end() || it->second.readers.empty()) return true;
        }
        break;
      }
    }
  }
  return false;
}

}  // namespace braid::runtime
