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

}  // namespace braid
