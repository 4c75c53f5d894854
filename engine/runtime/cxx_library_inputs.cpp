// libstdc++'s clocks and std::random_device (cxx_library_input_symbols(), intercept.h). Their
// members are compiled into libstdc++.so, which reads the real clock (vDSO clock_gettime) and
// the hardware or kernel random source natively, past braid's deterministic clock and random
// generator (docs/runtime.md, "Modelled without events"). Two executions of one schedule then
// differed: a loop until `steady_clock::now()` passed a deadline ran a different number of
// times ("internal error: scheduler chose thread 0, which is not enabled" with --algo=dfs), and
// a branch on `rd()` explored one random value while saying "complete".
//
// - steady_clock::now / system_clock::now (so high_resolution_clock): braid's clock, which
//   advances 1 ms per query and is reset every execution, as clock_gettime (a reading that
//   only computes a timed wait's deadline in an await loop: the fixed one below);
// - random_device's value (`_M_getval`, what operator() calls): braid's generator, reset every
//   execution, counted as a fixed input (note_nondet: the verdict says other values were not
//   explored, "nondet-inputs"), as __VERIFIER_nondet_*; its entropy estimate is 0, as for a
//   pseudo-random device.
#include <time.h>

#include <cstdint>

#include "runtime/intercept.h"
#include "runtime/runtime.h"

namespace braid::runtime {
namespace {

Runtime* executing_runtime() {
  Runtime* r = Runtime::current();
  return r && r->executing() ? r : nullptr;
}

std::int64_t native_ns(clockid_t clock) {
  struct timespec ts {};
  ::clock_gettime(clock, &ts);
  return static_cast<std::int64_t>(ts.tv_sec) * 1'000'000'000LL + ts.tv_nsec;
}

// std::chrono::time_point<Clock, nanoseconds> is returned as its 64-bit count.
std::int64_t r_steady_now() {
  if (Runtime* r = executing_runtime()) return r->clock_next_ns();
  return native_ns(CLOCK_MONOTONIC);
}
std::int64_t r_system_now() {
  if (Runtime* r = executing_runtime()) return r->clock_next_ns();
  return native_ns(CLOCK_REALTIME);
}

// A reading of either clock that only computes the deadline of timed waits in an await loop
// (instrument/await_loops.cpp, deadline_from_clock: the clock read inside libstdc++'s
// `timed_mutex::try_lock_for`): the execution's starting reading (0), without advancing the
// clock and without an effect, as runtime/intercept.cpp's clock_gettime for a deadline
// (trust29, trust31).
std::int64_t r_clock_now_for_deadline() { return 0; }

// unsigned int random_device::_M_getval(); `self` is the device, whose state is not used.
unsigned r_random_device_value(void* /*self*/) {
  unsigned v = 0;
  if (Runtime* r = Runtime::current()) {
    r->note_nondet(kFixedRandomDevice);
    r->random_bytes(&v, sizeof v);
  }
  return v;
}
double r_random_device_entropy(void* /*self*/) { return 0.0; }

const InterceptedSymbol kCxxInputSymbols[] = {
    {"_ZNSt6chrono3_V212steady_clock3nowEv", fn(r_steady_now)},
    {"_ZNSt6chrono3_V212system_clock3nowEv", fn(r_system_now)},
    {"__braid_steady_clock_now_for_deadline", fn(r_clock_now_for_deadline)},
    {"__braid_system_clock_now_for_deadline", fn(r_clock_now_for_deadline)},
    {"_ZNSt13random_device9_M_getvalEv", fn(r_random_device_value)},
    {"_ZNKSt13random_device13_M_getentropyEv", fn(r_random_device_entropy)},
};

}  // namespace

std::span<const InterceptedSymbol> cxx_library_input_symbols() { return kCxxInputSymbols; }

}  // namespace braid::runtime
