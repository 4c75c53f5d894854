// std::lock / std::scoped_lock of several mutexes (docs/runtime.md, "std::lock"; the call is
// recognised by instrument/lock_all.cpp).
//
// libstdc++ locks one mutex, try_locks the others and, when one is taken, unlocks and
// starts again from the one that failed: two threads naming the same mutexes in opposite
// orders can take turns at that forever (each holds its first and fails the other's), and
// braid would explore those rounds up to --max-steps. Here only the holder of one
// program-wide mutex, the turn, tries a std::lock's mutexes: it takes the turn, try_locks
// the mutexes in argument order and, if one is taken, gives back what it took and the turn,
// waits for that mutex with a plain lock (holding nothing else) and starts again holding it.
// The turn's holder never waits, so the turn always comes back; two std::locks never hold
// parts of their sets at once, so the turn-taking cannot happen: a thread gives up only for
// a plain lock's holder or a thread that waited for one mutex. Every step is an ordinary lock,
// trylock or unlock event (of the program's mutexes or of the turn), so every exploration
// algorithm and both class keys see what enables what.
//
// What the model does not show: a std::lock holding only some of its mutexes while another
// thread's std::lock holds others (the turn keeps them apart). Only another thread's trylock
// (or timed lock) of one of the mutexes could tell those states apart from the ones
// explored, so an execution in which a thread trylocks a mutex another thread takes with
// std::lock is flagged (ExecutionResult::lock_all_half_observable) and the verdict says so.
#include <pthread.h>

#include "runtime/runtime.h"

namespace braid::runtime {

void Runtime::note_lone_trylock(std::uint64_t mutex) {
  if (!executing_) return;
  lone_trylocks_.emplace_back(mutex, current_);
  for (const auto& [m, owner] : lock_all_members_)
    if (m == mutex && owner != current_) result_.lock_all_half_observable = true;
}

void Runtime::lock_all(std::vector<std::uint64_t> mutexes) {
  for (std::uint64_t m : mutexes) {
    lock_all_members_.emplace_back(m, current_);
    for (const auto& [tried, thread] : lone_trylocks_)
      if (tried == m && thread != current_) result_.lock_all_half_observable = true;
  }
  void* turn = &lock_all_turn_;
  mutex_state(turn, PTHREAD_MUTEX_NORMAL);
  const LocationId loc = cur().callsite;
  std::uint64_t waited = 0;  // the mutex this thread waited for and holds (0: none)
  std::vector<std::uint64_t> taken;
  for (;;) {
    cur().callsite = loc;
    mutex_lock(turn, false);
    taken.clear();
    if (waited) taken.push_back(waited);
    std::uint64_t busy = 0;
    for (std::uint64_t m : mutexes) {
      if (m == waited) continue;
      cur().callsite = loc;
      if (mutex_lock(reinterpret_cast<void*>(m), true) != 0) {
        busy = m;
        break;
      }
      taken.push_back(m);
    }
    cur().callsite = loc;
    if (!busy) {
      mutex_unlock(turn);
      return;
    }
    for (auto it = taken.rbegin(); it != taken.rend(); ++it) {
      cur().callsite = loc;
      mutex_unlock(reinterpret_cast<void*>(*it));
    }
    cur().callsite = loc;
    mutex_unlock(turn);
    cur().callsite = loc;
    mutex_lock(reinterpret_cast<void*>(busy), false);
    waited = busy;
  }
}

}  // namespace braid::runtime
