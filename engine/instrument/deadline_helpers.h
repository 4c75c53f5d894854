// A module step of the instrumentation pass (pipeline.cpp), defined in await_loops.cpp.
#pragma once

namespace braid::instrument {

struct Context;

// Helpers that only compute a timed wait's deadline from the clock (`deadline_in(&d, ns)`),
// and the wrappers of timed waits (libstdc++'s timed_mutex::try_lock_for and the chrono
// arithmetic it calls), inlined into the loops that call them before anything is
// instrumented, so that the per-loop await analysis sees the clock, the deadline and the wait
// in the loop itself (trust31).
void inline_deadline_helpers(Context& cx);

}  // namespace braid::instrument
