// Event::order bits beyond OrderFlags (model/event.h), read only by the weak-memory check
// (analysis/race_detector.cpp, docs/memory_model.md, weak14): what follows an atomic access
// in its thread, as the instrumentation saw it in the program's code. Their meaning depends
// on the event's kind; they sit above OrderFlags' bits.
#pragma once

#include <cstdint>

#include "model/event.h"

namespace braid {

enum WeakOrderFlags : std::uint8_t {
  // On an atomic Load (relaxed): had it read a value of the other zero-ness (zero when it read
  // nonzero, and the reverse), its thread would have run an acquire fence before any other
  // event: the fence is control-dependent on the load
  // (`if (atomic_load_explicit(&f, memory_order_relaxed)) { atomic_thread_fence(acquire); ...`).
  kOrderFencedOtherValue = 64,
  // On an Rmw: its operation adds or subtracts (two of them commute).
  kOrderAdditive = 64,
  // On an Rmw: the program never uses the value it read.
  kOrderResultUnused = 128,
};
static_assert(static_cast<int>(kOrderFencedOtherValue) > static_cast<int>(kOrderSeqCstFence), "above OrderFlags' bits");

}  // namespace braid
