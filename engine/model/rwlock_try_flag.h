// A flag bit on rwlock events, kept out of model/event.h's EventFlags only so that adding it
// did not rebuild every file that includes event.h; it belongs with them.
#pragma once

#include <cstdint>

#include "model/event.h"

namespace braid {

// On an executed Event with kFlagSync: a rwlock try (or timed) acquisition, successful or
// failed. Never on a PendingOp, where the bit is kFlagCas. A successful one is otherwise the
// same event as a blocking acquisition, and DC-DPOR does not model its failing
// (docs/algorithms.md, "DC-DPOR: rwlock try locks and writes after a free").
inline constexpr std::uint8_t kFlagRwlockTry = kFlagCas;

// On a *failed* rwlock try (a Load with kFlagSync | kFlagTry | kFlagRwlockTry): it was a write
// try (trywrlock, or a timed write lock whose deadline had passed); without it, a read try.
// A successful try says which it was by its kind (an Rmw takes the write lock, a Load a read
// lock), a failed one is a load of the lock byte either way, and POP needs to know what the
// attempt becomes where the lock is free (docs/algorithms.md, "pop26"); the happens-before
// analysis makes a failed write try depend on the read locks that made it fail ("pop29"). The bit is
// kFlagSemNonZero's, which only a sem_post's Rmw carries otherwise.
inline constexpr std::uint8_t kFlagRwlockWriteTry = kFlagSemNonZero;

}  // namespace braid
