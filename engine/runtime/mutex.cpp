// Mutexes (pthread_mutex_*) and __VERIFIER_atomic blocks: lock and unlock events on the
// mutex's address. The other primitives are in runtime/primitives.cpp.
#include <pthread.h>

#include <cerrno>
#include <string>

#include "runtime/runtime.h"

namespace braid::runtime {

Runtime::MutexState& Runtime::mutex_state(void* mutex, int type) {
  auto [it, inserted] = mutexes_.try_emplace(reinterpret_cast<std::uint64_t>(mutex));
  if (inserted && type >= 0) {
    it->second.type = type;
  } else if (inserted) {
    // A mutex first seen here was initialised statically (PTHREAD_*_MUTEX_INITIALIZER*),
    // or by pthread_mutex_init in a previous execution; its kind is in glibc's struct. A
    // task preprocessed for a 32-bit target initialises glibc's 32-bit layout, whose kind
    // is the fourth int, where the host's layout has __nusers. Neither braid nor a static
    // initialiser ever sets __nusers, and in the 32-bit layout the host's __kind is its
    // __nusers: so whichever of the two is not 0 is the kind (before, the 32-bit
    // PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP gave a normal mutex: a false self-deadlock).
    const auto& data = static_cast<pthread_mutex_t*>(mutex)->__data;
    it->second.type = (data.__kind != 0 ? data.__kind : static_cast<int>(data.__nusers)) & 3;
  }
  return it->second;
}

int Runtime::mutex_init(void* mutex, int type) {
  if (!executing_) return 0;
  note_effect();
  MutexState& m = mutex_state(mutex);
  if (m.owner != kNoThread) {
    fail(BugKind::Misuse, "pthread_mutex_init on a mutex that is locked", 0);
  }
  m = MutexState{};
  m.type = type;
  forget_destroyed(mutex);
  return 0;
}

int Runtime::mutex_lock(void* mutex, bool try_only) {
  if (!executing_) return 0;
  PendingOp op;
  op.kind = OpKind::MutexLock;
  op.addr = reinterpret_cast<std::uint64_t>(mutex);
  op.flags = try_only ? kFlagTry : 0;
  op.loc = cur().callsite;
  MutexState& before = mutex_state(mutex);
  if (!try_only && before.owner == current_ && before.type == PTHREAD_MUTEX_ERRORCHECK) {
    return EDEADLK;  // defined behaviour for error-checking mutexes: no event, no blocking
  }
  schedule_point(op);
  // Uses of a destroyed mutex are checked once the operation is an event (so that the
  // exploration sees it conflict with the destroy).
  const char* what = try_only ? "pthread_mutex_trylock" : "pthread_mutex_lock";
  MutexState& m = mutex_state(mutex);
  if (try_only) ++m.trylocks;  // observed by await loops that lock this mutex
  if (m.owner != kNoThread && !(m.owner == current_ && m.type == PTHREAD_MUTEX_RECURSIVE)) {
    // Only a trylock gets here with the mutex held.
    Event& e = record(OpKind::MutexTryFail, op.addr, 0, op.loc);
    e.flags = kFlagTry;
    check_not_destroyed(mutex, what);
    return EBUSY;
  }
  m.owner = current_;
  ++m.depth;
  Event& e = record(OpKind::MutexLock, op.addr, 0, op.loc);
  e.flags = op.flags;
  check_not_destroyed(mutex, what);
  return 0;
}

int Runtime::mutex_unlock(void* mutex, UnlockErrors errors) {
  if (!executing_) return 0;
  const LocationId loc = cur().callsite;
  check_not_destroyed(mutex, "pthread_mutex_unlock");
  MutexState& before = mutex_state(mutex);
  if (before.owner != current_) {
    // POSIX: EPERM for error-checking and recursive mutexes (glibc too). A program that
    // looks at the result may act on it (goblint's tests do); one that ignores it unlocked a
    // mutex it does not hold, the misuse it is. Whether the thread holds the mutex is its
    // own knowledge: no event. C11's recursive mtx_t and std::recursive_mutex define no such
    // result: a misuse.
    const bool posix_type = before.type == PTHREAD_MUTEX_ERRORCHECK || before.type == PTHREAD_MUTEX_RECURSIVE;
    switch (errors) {
      case UnlockErrors::PosixObserved:
        if (posix_type) return EPERM;
        break;
      case UnlockErrors::Default:
        if (before.type == PTHREAD_MUTEX_ERRORCHECK) return EPERM;
        break;
      case UnlockErrors::PosixIgnored: break;
    }
    fail(BugKind::Misuse,
         before.owner == kNoThread
             ? "thread " + std::to_string(current_) + " unlocks a mutex that is not locked"
             : "thread " + std::to_string(current_) + " unlocks a mutex held by thread " +
                   std::to_string(before.owner),
         loc);
  }
  PendingOp op;
  op.kind = OpKind::MutexUnlock;
  op.addr = reinterpret_cast<std::uint64_t>(mutex);
  op.loc = loc;
  schedule_point(op);
  MutexState& m = mutex_state(mutex);
  if (--m.depth == 0) m.owner = kNoThread;
  record(OpKind::MutexUnlock, op.addr, 0, loc);
  return 0;
}

int Runtime::mutex_destroy(void* mutex) {
  if (!executing_) return 0;
  // Destroying is an acquisition and release of the mutex (two events): it conflicts with
  // every lock of it, so the exploration also runs the locks that come after it (misuse).
  const LocationId loc = cur().callsite;
  PendingOp op;
  op.kind = OpKind::MutexLock;
  op.addr = reinterpret_cast<std::uint64_t>(mutex);
  op.flags = kFlagTry;
  op.loc = loc;
  schedule_point(op);
  MutexState& m = mutex_state(mutex);
  if (m.owner != kNoThread) {
    // glibc returns EBUSY and leaves the mutex alone: a finding, and the program goes on.
    Event& e = record(OpKind::MutexTryFail, op.addr, 0, loc);
    e.flags = kFlagTry;
    report_misuse("pthread_mutex_destroy on a mutex held by thread " + std::to_string(m.owner), loc);
    return EBUSY;
  }
  m.owner = current_;
  m.depth = 1;
  Event& e = record(OpKind::MutexLock, op.addr, 0, loc);
  e.flags = kFlagTry;
  check_not_destroyed(mutex, "pthread_mutex_destroy");  // a second destroy: a finding
  op.kind = OpKind::MutexUnlock;
  op.flags = 0;
  schedule_point(op);
  MutexState& after = mutex_state(mutex);
  after.owner = kNoThread;
  after.depth = 0;
  record(OpKind::MutexUnlock, op.addr, 0, loc);
  mark_destroyed(mutex);
  return 0;
}

void Runtime::atomic_begin() {
  // An atomic block is a critical section of one program-wide mutex (as in Nidhugg):
  // atomic blocks exclude each other and appear as lock/unlock events.
  if (!executing_) return;
  // The mutex is an int of the runtime, not a pthread_mutex_t: its kind is given, never read.
  MutexState& m = mutex_state(&atomic_mutex_, PTHREAD_MUTEX_NORMAL);
  if (m.owner == current_) {
    // A nested atomic block (a __VERIFIER_atomic_* function called from another, or a
    // begin/end pair inside one) is part of the enclosing block: no event, no blocking.
    ++m.depth;
    return;
  }
  mutex_lock(&atomic_mutex_, false);
}

void Runtime::atomic_end() {
  if (!executing_) return;
  MutexState& m = mutex_state(&atomic_mutex_, PTHREAD_MUTEX_NORMAL);
  if (m.owner == current_ && m.depth > 1) {
    --m.depth;  // the end of a nested block: the enclosing one goes on
    return;
  }
  mutex_unlock(&atomic_mutex_);
}

}  // namespace braid::runtime
