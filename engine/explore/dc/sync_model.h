// DC-DPOR's dead-call search: semaphores and rwlocks (runtime/primitives.cpp) as values of
// their one-byte location, so that the search can run them on abstract runs and the record
// can keep the threads that use them (docs/algorithms.md, "dc15").
//
// The runtime records their events as memory-like events with kFlagSync on the object's
// first byte, and several shapes are shared (a sem_wait and a wrlock are both an Rmw with
// kFlagAcquire), so which primitive an address is comes from the shapes only one of them
// has, gathered over every recorded run (SyncKinds). A semaphore's cell holds its count, a
// rwlock's its holders (writer, readers); the cell's last writer is the last Rmw, as in the
// trace (every event of the location is a read for the annotation, the Rmw ones writes).
#pragma once

#include <cstdint>
#include <map>

#include "model/barrier_slots.h"
#include "model/condvar_events.h"
#include "model/event.h"
#include "model/rwlock_try_flag.h"

namespace braid::dc {

enum class SyncKind : std::uint8_t { Unknown, Semaphore, Rwlock, Other };

enum class SyncOp : std::uint8_t {
  None,         // not a semaphore or rwlock event the search models
  SemPost,      // plain: count + 1
  SemWait,      // plain, blocking while the count is 0: count - 1
  SemGetValue,  // a read whose outcome is the count
  RwRead,       // plain, blocking while a writer holds it: one more reader
  RwWrite,      // plain, blocking while anyone holds it: the writer
  RwUnlock,     // plain: its thread's hold released
};

// A one-byte sync event on an object of the program (not a condition variable's, a barrier's,
// a cancel cell's or a cancellation wake-up, which name a peer): a candidate.
inline bool is_sync_object_event(const Event& e) {
  return (e.flags & kFlagSync) && e.size == 1 && e.addr < kBarrierSpace && e.peer == kNoThread &&
         !is_cond_registration(e) && (e.kind == OpKind::Rmw || e.kind == OpKind::Load);
}

// A std::latch count-down, a std::barrier arrival of 1 or a pthread barrier arrival: an Rmw
// of one byte of the primitive's synthetic range (its thread's own, runtime/cxx_sync.cpp,
// runtime/primitives.cpp) whose result the thread never sees: a plain event of the trie, a
// write of its byte for the search (dc19). Not the pthread barrier's serial claim (its last
// byte: whether it wins depends on the other claims), nor a wait or release (a read of many
// bytes: the search's record stops there).
inline bool is_barrier_arrival(const Event& e) {
  return e.kind == OpKind::Rmw && (e.flags & kFlagSync) && e.size == 1 && (e.addr & kBarrierSpace) &&
         (e.addr & (kBarrierSlots - 1)) != kBarrierSerialSlot && e.peer == kNoThread;
}

// What one event says about its address's primitive (Unknown: a shape two primitives share).
inline SyncKind sync_evidence(const Event& e) {
  // A cancellation request's events name their target (on its cancel cell, or on the
  // semaphore or condition variable its wait is on): they say nothing of the primitive.
  if (!(e.flags & kFlagSync) || e.addr >= kBarrierSpace || e.peer != kNoThread) return SyncKind::Unknown;
  // A condition variable's events are on one or two bytes and named, a futex word's or a
  // pipe's wider.
  if (e.size != 1 || is_cond_registration(e)) return SyncKind::Other;
  const bool acquire = e.flags & kFlagAcquire, is_try = e.flags & kFlagTry;
  if (e.flags & kFlagRwlockTry) return SyncKind::Rwlock;
  if (e.kind == OpKind::Load) return acquire ? SyncKind::Rwlock : SyncKind::Semaphore;  // rdlock; getvalue, failed trywait
  if (e.kind != OpKind::Rmw) return SyncKind::Other;
  if (is_try) return SyncKind::Semaphore;  // a trywait that took a unit
  if (acquire) return SyncKind::Unknown;   // sem_wait, wrlock, a condition or futex wake-up
  // A post records the count it left (>= 1); an unlock records nothing.
  return e.value_written != 0 ? SyncKind::Semaphore : e.value_read == 0 ? SyncKind::Rwlock : SyncKind::Other;
}

// The kind of every address sync events were seen on, over every recorded run.
class SyncKinds {
 public:
  // Adds what `e` says; false when it contradicts what was seen (two primitives' shapes on
  // one address: the classification cannot be trusted).
  bool learn(const Event& e) {
    if (!(e.flags & kFlagSync) || e.addr >= kBarrierSpace) return true;
    const SyncKind seen = sync_evidence(e);
    // A condition variable's registration is on its byte 1: its token byte is byte 0.
    const std::uint64_t addr = is_cond_registration(e) ? e.addr - 1 : e.addr;
    if (seen == SyncKind::Unknown) return true;
    SyncKind& kind = kinds_[addr];
    if (kind == SyncKind::Unknown || kind == seen) {
      kind = seen;
      return true;
    }
    if (kind == SyncKind::Other || seen == SyncKind::Other) {
      const bool was_modelled = kind != SyncKind::Other;
      kind = SyncKind::Other;
      return !was_modelled;  // a semaphore or rwlock whose events the search took as modelled
    }
    return false;
  }
  SyncKind at(std::uint64_t addr) const {
    const auto it = kinds_.find(addr);
    return it == kinds_.end() ? SyncKind::Unknown : it->second;
  }
  // A sem_wait's event (blocking, not a try), woken by a cancellation request or not: the
  // wake-up of a wait a request may end (cancel_model.h, dc19).
  bool sem_acquisition(const Event& e) const {
    return e.kind == OpKind::Rmw && (e.flags & kFlagSync) && (e.flags & kFlagAcquire) && !(e.flags & kFlagTry) &&
           e.size == 1 && e.peer == kNoThread && e.addr < kBarrierSpace && at(e.addr) == SyncKind::Semaphore;
  }
  SyncOp op(const Event& e) const {
    if (!is_sync_object_event(e)) return SyncOp::None;
    const bool acquire = e.flags & kFlagAcquire, is_try = e.flags & kFlagTry;
    switch (at(e.addr)) {
      case SyncKind::Semaphore:
        // A sem_trywait or timed wait: dc's trace falls back to POP on it (trace.cpp).
        if (is_try) return SyncOp::None;
        if (e.kind == OpKind::Load) return acquire ? SyncOp::None : SyncOp::SemGetValue;
        // A wait a cancellation request woke (value_read 1) took no unit: not a SemWait (the
        // search runs it as a read of the trie: sem_acquisition, dc19).
        if (acquire) return e.value_read == 0 ? SyncOp::SemWait : SyncOp::None;
        return SyncOp::SemPost;
      case SyncKind::Rwlock:
        if ((e.flags & kFlagRwlockTry) || is_try) return SyncOp::None;  // dc falls back to POP on them
        if (e.kind == OpKind::Load) return acquire ? SyncOp::RwRead : SyncOp::None;
        return acquire ? SyncOp::RwWrite : SyncOp::RwUnlock;
      case SyncKind::Unknown:
      case SyncKind::Other: return SyncOp::None;
    }
    return SyncOp::None;
  }

 private:
  std::map<std::uint64_t, SyncKind> kinds_;
};

// A plain event of the trie: what the thread does next does not depend on what it read.
inline bool is_sync_plain(SyncOp op) {
  return op == SyncOp::SemPost || op == SyncOp::SemWait || op == SyncOp::RwRead || op == SyncOp::RwWrite ||
         op == SyncOp::RwUnlock;
}
inline bool is_sync_read(SyncOp op) { return op == SyncOp::SemGetValue; }

// A rwlock's holders in its cell's value: the writer (thread + 1) in the high half, the
// number of readers in the low one; 0 is free (a rwlock starts free: its events start with it).
struct RwHolders {
  std::uint64_t writer_plus_one = 0, readers = 0;
  static RwHolders of(std::uint64_t value) { return {value >> 32, value & 0xFFFFFFFFULL}; }
  std::uint64_t value() const { return writer_plus_one << 32 | readers; }
};

// Whether `op` of `thread` can run on a cell holding `value` (a semaphore's count, a
// rwlock's holders), and the value it leaves.
inline bool sync_enabled(SyncOp op, std::uint64_t value) {
  switch (op) {
    case SyncOp::SemWait: return value > 0;
    case SyncOp::RwRead: return RwHolders::of(value).writer_plus_one == 0;
    case SyncOp::RwWrite: return value == 0;
    default: return true;
  }
}
inline std::uint64_t sync_after(SyncOp op, std::uint64_t value, ThreadId thread) {
  RwHolders rw = RwHolders::of(value);
  switch (op) {
    case SyncOp::SemPost: return value + 1;
    case SyncOp::SemWait: return value - 1;
    case SyncOp::RwRead: ++rw.readers; return rw.value();
    case SyncOp::RwWrite: return RwHolders{std::uint64_t{thread} + 1, 0}.value();
    case SyncOp::RwUnlock:
      if (rw.writer_plus_one == std::uint64_t{thread} + 1) rw.writer_plus_one = 0;
      else if (rw.readers > 0) --rw.readers;
      return rw.value();
    default: return value;
  }
}
// Rmw events write the cell's last writer; a read lock only counts itself in (a Load).
inline bool sync_writes(SyncOp op) { return op != SyncOp::RwRead && op != SyncOp::SemGetValue; }

}  // namespace braid::dc
