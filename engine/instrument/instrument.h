// The instrumentation pass: every operation another thread could observe becomes a call
// into the runtime (see runtime/hooks.h) carrying a location id.
#pragma once

#include <string>
#include <vector>

#include "model/location.h"

namespace llvm {
class Module;
}

namespace braid {

struct InstrumentStats {
  unsigned loads = 0, stores = 0, rmws = 0, cmpxchgs = 0, memintrinsics = 0;
  unsigned skipped_local = 0;  // accesses proven thread-local, left uninstrumented
  unsigned loop_ticks = 0;
  unsigned uninit_tracked_locals = 0;  // locals given a shadow by uninit_locals.cpp
  unsigned await_loops = 0;  // read-only spin loops the runtime may block (await)
};

struct InstrumentResult {
  LocationTable locations;
  InstrumentStats stats;
  // Constructs braid cannot model, each "file:line:col: what" (e.g. inline assembly that
  // touches memory). Non-empty means the program is refused.
  std::vector<std::string> unsupported;
};

// Runs braid's pipeline on `module` in place: promotes locals to registers, instruments
// visible operations, then optimises what remains (instrumented operations are opaque
// calls, so optimisation cannot move or merge them).
InstrumentResult instrument_module(llvm::Module& module);

}  // namespace braid
