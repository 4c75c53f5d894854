// C++ function-local statics ("magic statics"): the Itanium ABI's __cxa_guard_acquire,
// __cxa_guard_release and __cxa_guard_abort, which clang calls after its inline check of the
// guard's first byte. libstdc++'s own versions wait in a native futex for a thread that is
// initialising the object: with program threads as fibers of one system thread, the second
// thread put braid's whole process to sleep (past --time-limit), and the release, a native
// store, gave no happens-before edge (a false data race on the object).
//
// Here the initialisation runs under a mutex of the guard (its address + 1: the first byte is
// the ABI's "done" flag, the other bytes are the implementation's), as pthread_once: acquire
// locks it and returns 1 when the object is not built yet (the caller builds it, still
// holding the mutex) or unlocks and returns 0; release writes the done byte as an atomic
// store event (the inline check of later callers reads it: happens-before) and unlocks;
// abort (the constructor threw) unlocks. Recursive initialisation of the same static
// relocks a normal mutex: a self-deadlock (libstdc++ throws recursive_init_error).
#include <pthread.h>

#include <cstdint>

#include "runtime/hooks.h"
#include "runtime/intercept.h"
#include "runtime/runtime.h"

namespace braid::runtime {

namespace {
unsigned char* done_byte(std::uint64_t* guard) { return reinterpret_cast<unsigned char*>(guard); }
void* guard_mutex(std::uint64_t* guard) { return reinterpret_cast<unsigned char*>(guard) + 1; }
}  // namespace

int Runtime::guard_acquire(std::uint64_t* guard) {
  if (!executing_) return *done_byte(guard) ? 0 : 1;  // static initialisation: one thread
  const LocationId loc = cur().callsite;
  mutex_state(guard_mutex(guard), PTHREAD_MUTEX_NORMAL);
  mutex_lock(guard_mutex(guard), false);
  if (*done_byte(guard) == 0) return 1;  // built by this thread, under the mutex
  cur().callsite = loc;
  mutex_unlock(guard_mutex(guard));
  return 0;
}

void Runtime::guard_release(std::uint64_t* guard) {
  if (!executing_) {
    *done_byte(guard) = 1;
    return;
  }
  const LocationId loc = cur().callsite;
  on_store(guard, 1, 1, BRAID_ACCESS_ATOMIC, loc);
  *done_byte(guard) = 1;
  note_effect();
  cur().callsite = loc;
  mutex_unlock(guard_mutex(guard));
}

void Runtime::guard_abort(std::uint64_t* guard) {
  if (!executing_) return;
  mutex_unlock(guard_mutex(guard));
}

namespace {
int r_guard_acquire(std::uint64_t* guard) {
  Runtime* r = Runtime::current();
  return r ? r->guard_acquire(guard) : (*done_byte(guard) ? 0 : 1);
}
void r_guard_release(std::uint64_t* guard) {
  if (Runtime* r = Runtime::current()) r->guard_release(guard);
  else *done_byte(guard) = 1;
}
void r_guard_abort(std::uint64_t* guard) {
  if (Runtime* r = Runtime::current()) r->guard_abort(guard);
}
const InterceptedSymbol kGuardSymbols[] = {
    {"__cxa_guard_acquire", fn(r_guard_acquire)},
    {"__cxa_guard_release", fn(r_guard_release)},
    {"__cxa_guard_abort", fn(r_guard_abort)},
};
}  // namespace

std::span<const InterceptedSymbol> static_guard_symbols() { return kGuardSymbols; }

}  // namespace braid::runtime
