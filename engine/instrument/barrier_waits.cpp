// Barrier waits: pthread_barrier_wait calls whose result is unused.
#include "instrument/transforms.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>

namespace braid::instrument {

using namespace llvm;

// A pthread_barrier_wait whose result is unused calls __braid_barrier_wait_unobserved:
// nobody can tell which thread arrived last (PTHREAD_BARRIER_SERIAL_THREAD), so the
// runtime lets its arrivals commute (docs/runtime.md, "Barriers").
void mark_unobserved_barrier_waits(Context& cx) {
  redirect_unused_result_calls(cx, "pthread_barrier_wait", "__braid_barrier_wait_unobserved");
}

}  // namespace braid::instrument
