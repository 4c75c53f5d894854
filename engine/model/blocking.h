// Why a thread cannot run its pending operation. The runtime decides it (it alone knows
// the state of mutexes, condition variables, await loops, ...) and states it once, in
// ThreadStatus::blocked and in a deadlock's BlockedThread; the exploration algorithms and
// the reports read it instead of re-deriving it from the pending operation.
#pragma once

#include <cstdint>
#include <string_view>

namespace braid {

enum class BlockReason : std::uint8_t {
  None,         // not blocked: enabled, finished, or not started yet
  Mutex,        // pthread_mutex_lock of a mutex that a thread (itself, if not recursive) holds
  Join,         // pthread_join of a thread that has not finished
  CondVar,      // pthread_cond_wait that no signal or broadcast may wake yet
  Semaphore,    // sem_wait on a semaphore at zero
  RwLockRead,   // read acquisition of a rwlock held for writing
  RwLockWrite,  // write acquisition of a rwlock held by others
  Barrier,      // pthread_barrier_wait until the other threads arrive; a C++20
                // std::barrier wait until its phase completes
  Futex,        // syscall(SYS_futex, FUTEX_WAIT) that no FUTEX_WAKE has woken yet
  Pipe,         // read of an empty pipe whose write end is open (runtime/pipes.h)
  Latch,        // C++20 std::latch wait until its count reaches zero
  Await,        // an await / spin loop whose next iteration would repeat its last one, until
                // another thread changes what that iteration observed (docs/runtime.md)
  Assume,       // a failed __VERIFIER_assume: stopped for good (its pending operation is stale)
};

struct Blocking {
  BlockReason reason = BlockReason::None;
  // What it waits on: the primitive's address (Mutex, CondVar, Semaphore, RwLock*, Barrier, Futex: the futex word),
  // the joined thread's id (Join), the first address the await loop's last iteration
  // observed (Await); 0 otherwise.
  std::uint64_t object = 0;
  // Await: the loop's blocking iteration made only reads (loads, failed CAS, RMWs that found
  // the value they wrote) of `object`, all of one size, outside frames it returned from, so
  // the thread stays blocked exactly while `object` holds the value they found
  // (explore/dc relies on it; docs/algorithms.md, "Await loops on one location").
  bool await_one_location = false;
  bool operator==(const Blocking&) const = default;
};

// Stable lower-case names ("mutex", "join", "condvar", ...), for JSON and logs.
constexpr std::string_view to_string(BlockReason reason) {
  switch (reason) {
    case BlockReason::None: return "none";
    case BlockReason::Mutex: return "mutex";
    case BlockReason::Join: return "join";
    case BlockReason::CondVar: return "condvar";
    case BlockReason::Semaphore: return "semaphore";
    case BlockReason::RwLockRead: return "rwlock-read";
    case BlockReason::RwLockWrite: return "rwlock-write";
    case BlockReason::Barrier: return "barrier";
    case BlockReason::Futex: return "futex";
    case BlockReason::Pipe: return "pipe";
    case BlockReason::Latch: return "latch";
    case BlockReason::Await: return "await";
    case BlockReason::Assume: return "assume";
  }
  return "?";
}

// A blocked operation of a modelled primitive other than a mutex (condition variable,
// semaphore, rwlock, barrier, futex, pipe): an acquisition event (kFlagSync | kFlagAcquire) that waits
// for what other operations on the primitive take or give.
constexpr bool waits_on_sync_primitive(BlockReason reason) {
  switch (reason) {
    case BlockReason::CondVar:
    case BlockReason::Semaphore:
    case BlockReason::RwLockRead:
    case BlockReason::RwLockWrite:
    case BlockReason::Barrier:
    case BlockReason::Futex:
    case BlockReason::Latch:
    case BlockReason::Pipe: return true;
    default: return false;
  }
}

}  // namespace braid
