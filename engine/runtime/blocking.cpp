// Whether each thread can run its pending operation, and if not, why (model/blocking.h):
// the runtime's fact, stated in ThreadStatus::blocked for the explorers and the reports.
#include <algorithm>
#include <pthread.h>

#include <algorithm>
#include <string>

#include "model/sync_names.h"
#include "runtime/runtime.h"

namespace braid::runtime {

Blocking Runtime::blocking(const ThreadRecord& t, const ThreadStatus& s) const {
  if (s.assume_blocked()) return s.blocked;  // for good (Runtime::assume)
  if (s.finished || !t.started) return {};
  if (t.await_blocked && !await_values_changed(t))
    return {BlockReason::Await, t.await_reads.empty() ? 0 : t.await_reads.front().addr, t.await_one_location};
  switch (t.wait) {
    case WaitKind::None: break;
    case WaitKind::CondSignal:  // a cancellation request ends the wait too (cancel_state.cpp)
      if (t.cancel_woken || cond_wakeup_possible(t, s.next.addr)) return {};
      return {BlockReason::CondVar, s.next.addr};
    case WaitKind::ThreadEnd: {  // a join's wait for the thread's end (cancel_state.cpp, await_thread_end)
      const ThreadId joined = static_cast<ThreadId>(s.next.peer);
      if (t.cancel_woken || joined >= status_.size() || status_[joined].finished ||
          (threads_[joined] && threads_[joined]->detached))
        return {};
      return {BlockReason::Join, joined};
    }
    case WaitKind::FutexWake:
      if (futex_wakeup_possible(t, s.next.addr)) return {};
      return {BlockReason::Futex, s.next.addr};
    case WaitKind::PipeReadable:  // bytes in the pipe, or its write end closed (end of file)
      if (__atomic_load_n(reinterpret_cast<const std::uint32_t*>(s.next.addr), __ATOMIC_SEQ_CST) != 0) return {};
      return {BlockReason::Pipe, s.next.addr};
    case WaitKind::SemPositive: {
      auto it = sems_.find(s.next.addr);
      if (t.cancel_woken || (it != sems_.end() && it->second.value > 0)) return {};
      return {BlockReason::Semaphore, s.next.addr};
    }
    case WaitKind::RwRead: {
      auto it = rwlocks_.find(s.next.addr);
      if (it == rwlocks_.end() || it->second.writer == kNoThread) return {};
      return {BlockReason::RwLockRead, s.next.addr};
    }
    case WaitKind::RwWrite: {
      auto it = rwlocks_.find(s.next.addr);
      if (it == rwlocks_.end() || (it->second.writer == kNoThread && it->second.readers.empty())) return {};
      return {BlockReason::RwLockWrite, s.next.addr};
    }
    case WaitKind::LatchOpen: {
      const std::uint64_t latch = barrier_of_slots(s.next.addr);
      if (cxx_latch_open(latch)) return {};
      return {BlockReason::Latch, latch};
    }
    case WaitKind::CxxBarrierPhase: {
      const std::uint64_t barrier = barrier_of_slots(s.next.addr);
      if (cxx_barrier_phase_passed(barrier, t.wait_generation)) return {};
      return {BlockReason::Barrier, barrier};
    }
    case WaitKind::CxxBarrierCompletion: {
      const std::uint64_t barrier = barrier_of_slots(s.next.addr);
      if (cxx_barrier_completion_due(barrier, t.wait_generation)) return {};
      return {BlockReason::Barrier, barrier};
    }
    case WaitKind::BarrierRelease: {
      const std::uint64_t barrier = barrier_of_slots(s.next.addr);
      auto it = barriers_.find(barrier);
      if (it != barriers_.end() && it->second.generation != t.wait_generation) return {};
      return {BlockReason::Barrier, barrier};
    }
  }
  switch (s.next.kind) {
    case OpKind::MutexLock: {
      if (s.next.flags & kFlagTry) return {};
      auto it = mutexes_.find(s.next.addr);
      if (it == mutexes_.end() || it->second.owner == kNoThread) return {};
      if (it->second.owner == t.id && it->second.type == PTHREAD_MUTEX_RECURSIVE) return {};
      return {BlockReason::Mutex, s.next.addr};
    }
    case OpKind::ThreadJoin:
      if (s.next.peer < status_.size() && status_[s.next.peer].finished) return {};
      // A detached thread is not waited for: glibc's join answers EINVAL at once, and
      // thread_join reports the misuse at this scheduling point — also when the thread never
      // ends (waiting here turned the misuse into a deadlock report).
      if (s.next.peer < threads_.size() && threads_[s.next.peer] && threads_[s.next.peer]->detached) return {};
      return {BlockReason::Join, s.next.peer};
    default:
      return {};
  }
}

Runtime::Settled Runtime::settled_as(const ThreadRecord& t, const ThreadStatus& s) {
  // Finished: for good (a placeholder's slot reused by thread_create is unsettled there).
  // Enabled with no wait, no await loop, no replaced announcement and an operation that no
  // other thread's step can disable (not a lock or a join): blocking() answers {} whatever
  // the others do, and refresh_status leaves it as it is.
  if (t.next_replaced) return Settled::No;
  if (s.finished) return Settled::Finished;
  if (s.enabled && t.wait == WaitKind::None && !t.await_blocked && s.next.kind != OpKind::MutexLock &&
      s.next.kind != OpKind::ThreadJoin)
    return Settled::Enabled;
  return Settled::No;
}

void Runtime::unsettle(ThreadId id) {
  if (id >= settled_.size() || settled_[id] == Settled::No) return;
  if (settled_[id] == Settled::Enabled) --settled_enabled_;
  settled_[id] = Settled::No;
  unsettled_.push_back(id);
}

void Runtime::refresh_status(ThreadStatus& s) {
  ThreadRecord& t = *threads_[s.id];
  if (t.next_replaced) {  // judged on its real operation (below: announced again if still blocked)
    s.next = t.real_next;
    t.next_replaced = false;
  }
  s.blocked = blocking(t, s);
  s.enabled = !s.finished && t.started && s.blocked.reason == BlockReason::None;
  note_await_observes(t, s);
  // A blocked await loop whose next operation is not a read (the first step of a helper
  // such as try_pop is a std::lock_guard's store into its own frame, or a mutex lock) is
  // announced as a read of the first memory value its last iteration observed: what
  // another thread must write to release it, which the DPOR algorithms' blocked-operation
  // rule needs (dpor_common/happens_before.cpp, append_blocked_locks).
  if (s.blocked.reason == BlockReason::Await && !t.next_replaced && s.next.kind != OpKind::Load &&
      s.next.kind != OpKind::CasFailure && s.next.kind != OpKind::Rmw) {
    for (const ThreadRecord::AwaitRead& r : t.await_reads) {
      if (r.kind != ThreadRecord::AwaitRead::Kind::Memory) continue;
      t.real_next = s.next;
      t.next_replaced = true;
      PendingOp read;
      read.kind = OpKind::Load;
      read.size = r.size;
      read.addr = r.addr;
      read.loc = s.next.loc;
      s.next = read;
      break;
    }
  }
  // A condition-variable (or futex) wake-up takes a token (an RMW) when it runs; while it cannot
  // run it is announced as a read of the token byte, so that a blocked waiter is seen
  // like a blocked await loop, racing with the token operation that disabled it
  // (runtime/primitives.cpp).
  if ((t.wait == WaitKind::CondSignal || t.wait == WaitKind::FutexWake) && !s.finished) s.next.kind = s.enabled ? OpKind::Rmw : OpKind::Load;
  // A spin loop's next CAS / RMW, while blocked, would find the value its previous
  // iteration found and change nothing: it is announced as the read it would be (a failed
  // CAS), so that the DPOR algorithms treat it like a blocked await loop's load.
  if (t.await_blocked && !s.finished && (s.next.kind == OpKind::Rmw || s.next.kind == OpKind::CasFailure))
    s.next.kind = s.enabled ? OpKind::Rmw : OpKind::CasFailure;
}

// A blocked await loop's observations, as the reads the algorithms see
// (ThreadStatus::await_observes): the same set await_values_changed watches to wake it.
// A semaphore or rwlock it found unavailable (a failed try or timed operation) or whose count
// it read (sem_getvalue) is the read that operation was: a Load of the primitive's byte with
// kFlagSync, dependent with exactly the operations that change the primitive (a lock, an
// unlock, a post, a wait) and so with every one that can wake the round or block it again.
// (Left out before, the round's dependence on the primitive was invisible to the algorithms
// and the class keys: pop and dc lost classes, docs/algorithms.md, "A round that observed a
// rwlock or a semaphore".)
void Runtime::note_await_observes(const ThreadRecord& t, ThreadStatus& s) {
  s.await_observes.clear();
  if (s.blocked.reason == BlockReason::Await) observations_of(t, s, s.await_observes);
}

void Runtime::observations_of(const ThreadRecord& t, const ThreadStatus& s, std::vector<Event>& out) {
  using Kind = ThreadRecord::AwaitRead::Kind;
  out.clear();
  // The thread's own stack (a helper's out-parameter, a struct copied into the loop's
  // local): no other thread writes there, so nothing there can wake the loop.
  const StackPool::Stack& own = stacks_.stack(t.id);
  const auto base = reinterpret_cast<std::uint64_t>(own.base), top = reinterpret_cast<std::uint64_t>(own.top());
  for (const ThreadRecord::AwaitRead& r : t.await_reads) {
    if (r.kind == Kind::Memory && base != 0 && r.addr >= base && r.addr < top) continue;
    Event o;
    o.thread = s.id;
    o.index = s.executed;
    o.addr = r.addr;
    switch (r.kind) {
      case Kind::Memory:
        o.kind = OpKind::Load;
        o.size = r.size;
        o.value_read = r.value;
        break;
      case Kind::MutexFree:
      case Kind::MutexHeld: o.kind = OpKind::MutexTryFail; break;
      // A mutex it locked and unlocked (polling under it): its next operation, the lock, is
      // dependent with every operation on the mutex already.
      case Kind::MutexTrylocks: continue;
      case Kind::SemEmpty:
      case Kind::RwNoReader:
        o.kind = OpKind::Load;  // as recorded: primitives.cpp, record_sync (one byte)
        o.size = 1;
        o.flags = kFlagSync | kFlagTry;
        break;
      // A failed trywrlock fails whether or not another reader comes, but the round it blocks
      // waits for the lock to be free, which a read acquisition (a Load) undoes as a write
      // acquisition does: as what wakes the round, it depends on every operation on the lock.
      case Kind::RwNoWriter:
        o.kind = OpKind::Rmw;
        o.size = 1;
        o.flags = kFlagSync;
        break;
      case Kind::SemValue:  // as sem_getvalue recorded it, with the count it read
        o.kind = OpKind::Load;
        o.size = 1;
        o.flags = kFlagSync;
        o.value_read = r.value;
        break;
      case Kind::LatchClosed: continue;
    }
    const bool seen = std::any_of(out.begin(), out.end(), [&](const Event& x) {
      return x.kind == o.kind && x.addr == o.addr && x.size == o.size && x.flags == o.flags;
    });
    if (!seen) out.push_back(o);
  }
}

void Runtime::update_enabled() {
  for (std::size_t id = settled_.size(); id < status_.size(); ++id) {
    settled_.push_back(Settled::No);
    unsettled_.push_back(static_cast<ThreadId>(id));
  }
  // Settled threads are finished (they count for nothing below) or enabled.
  StatusSummary summary;
  summary.any_unfinished = summary.any_enabled = settled_enabled_ > 0;
  for (std::size_t i = 0; i < unsettled_.size();) {
    ThreadStatus& s = status_[unsettled_[i]];
    refresh_status(s);  // reads no other status it sets: any order gives the same result
    summary.any_unfinished |= !s.finished;
    summary.any_enabled |= s.enabled;
    summary.any_assume_blocked |= !s.finished && s.assume_blocked();
    const Settled now = settled_as(*threads_[s.id], s);
    if (now == Settled::No) {
      ++i;
      continue;
    }
    settled_[s.id] = now;
    if (now == Settled::Enabled) ++settled_enabled_;
    unsettled_[i] = unsettled_.back();
    unsettled_.pop_back();
  }
  summary_ = summary;
  // No thread can run: a timed condition-variable or futex wait past its early timeouts times out
  // now (the signal it waits for can no longer come; primitives.cpp, cond_wait).
  if (summary_.any_enabled) return;
  for (ThreadStatus& s : status_) {
    const ThreadRecord& t = *threads_[s.id];
    if (s.finished || !t.cond_timed ||
        (s.blocked.reason != BlockReason::CondVar && s.blocked.reason != BlockReason::Futex))
      continue;
    s.blocked = {};
    s.enabled = true;
    s.next.kind = OpKind::Rmw;
    summary_.any_enabled = true;
  }
}

std::string Runtime::describe_wait(const ThreadStatus& s) const {
  switch (s.blocked.reason) {
    case BlockReason::Await:
      return "another thread to change what it spins on (a spin loop that would run forever)";
    case BlockReason::CondVar: return "a signal on " + std::string(waited_object_words(s.blocked.reason));
    case BlockReason::Semaphore: return "a semaphore to be posted";
    case BlockReason::RwLockRead: return "a rwlock held for writing";
    case BlockReason::RwLockWrite: {
      auto it = rwlocks_.find(s.blocked.object);
      if (it != rwlocks_.end() && std::find(it->second.readers.begin(), it->second.readers.end(), s.id) !=
                                      it->second.readers.end())
        return "the write lock of a rwlock it holds for reading (self-deadlock: glibc does not upgrade a read lock)";
      return "a rwlock held by others";
    }
    case BlockReason::Barrier: return "the other threads at a barrier";
    case BlockReason::Latch: return "a std::latch to be counted down to zero";
    case BlockReason::Futex: return "a FUTEX_WAKE on a futex word (FUTEX_WAIT: a lost wake-up if none comes)";
    case BlockReason::Pipe: return "bytes in a pipe whose write end is still open";
    case BlockReason::Mutex: {
      auto it = mutexes_.find(s.blocked.object);
      if (it != mutexes_.end() && it->second.owner == s.id) {
        return std::string(waited_object_words(s.blocked.reason)) + " it already holds (self-deadlock: the mutex is not recursive)";
      }
      std::string who = it == mutexes_.end() ? "?" : std::to_string(it->second.owner);
      return std::string(waited_object_words(s.blocked.reason)) + " held by thread " + who;
    }
    case BlockReason::Join:
      return "thread " + std::to_string(s.blocked.object) + " to finish";
    case BlockReason::None:
    case BlockReason::Assume: break;
  }
  return std::string(to_string(s.next.kind));
}

}  // namespace braid::runtime
