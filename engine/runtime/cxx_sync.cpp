// C++20 std::latch and std::barrier, as braid's own <latch> and <barrier> call them
// (runtime/include/latch, runtime/include/barrier; docs/runtime.md, "C++20 latches and
// barriers"). Like pthread barriers (primitives.cpp), their events are on the object's
// synthetic range (barrier_slots: 256 bytes above any real address); the state is in the
// object itself, which only the runtime reads and changes after construction.
//
// Latch: a count_down writes its thread's byte (thread id mod 256), so count-downs commute:
// nobody can tell their order (count_down returns nothing; one past the count is a misuse
// whatever the order). try_wait and wait read the whole range: ordered with every count-down.
//
// Barrier without a completion function: the range has two halves, one for even and one for
// odd phases. An arrival (of 1) writes its thread's byte of its phase's half, so arrivals
// commute; the arrival that completes the phase ends it without an event of its own (as an
// unobserved pthread barrier arrival), so the last arriver's events are those of any other.
// wait(token) reads the token's half: after every arrival of the phase, not ordered with the
// next phase's arrivals. This is exact while every thread's arrival lands in the phase after
// the last one it waited for (or phase 0): swapping two arrivals then never moves one into
// another phase. An arrival that lands elsewhere (more arrivals than a phase expects, a
// thread arriving again without waiting, a thread joining late) could have been in another
// phase had the arrivals come in another order, so it is reported `unsupported`.
// arrive(n) with n > 1 writes the whole half (whether n fits in the phase depends on the
// order).
//
// Barrier with a completion function: the arrivals are the same own-byte writes (they
// commute). The completion function runs on a thread of the barrier's own (started with it):
// its first event reads the whole half of the phase (after every arrival), then the function's
// events, then a write of the half that ends the phase, which every release of the phase reads.
// So the order of arrival is a behaviour only where the completion function observes it
// through what the arrivers wrote (ordinary dependences), never through who runs it. The
// standard lets any participant run it during its arrive or wait; libstdc++ runs it in the
// last arrival. A completion function that asks for its thread's identity (thread_local,
// pthread_self, std::this_thread::get_id, gettid) is reported `unsupported`.
#include <algorithm>
#include <string>
#include <utility>

#include "runtime/intercept.h"
#include "runtime/runtime.h"

namespace braid::runtime {

namespace {

// The data members of braid's std::latch and std::barrier, in their order (keep in step with
// runtime/include/latch and runtime/include/barrier).
struct LatchLayout {
  std::ptrdiff_t count;
};
struct CxxBarrierLayout {
  std::ptrdiff_t expected;   // arrivals that complete the current phase
  std::ptrdiff_t arrived;    // arrivals in the current phase so far
  std::ptrdiff_t dropped;    // arrive_and_drop calls in the current phase
  unsigned long long phase;  // phases completed
  unsigned char completing;  // the completion function of the phase is running
};

constexpr std::uint32_t kHalf = Runtime::kBarrierSlots / 2;

std::uint32_t half_of(unsigned long long phase) { return static_cast<std::uint32_t>(phase % 2) * kHalf; }

void end_phase(CxxBarrierLayout& b) {
  b.expected -= b.dropped;
  b.dropped = 0;
  b.arrived = 0;
  b.completing = 0;
  ++b.phase;
}

}  // namespace

// ---- std::latch ----------------------------------------------------------------------------

void Runtime::latch_count_down(void* latch, std::ptrdiff_t update) {
  auto& l = *static_cast<LatchLayout*>(latch);
  if (!executing_) {
    l.count -= update;
    return;
  }
  const LocationId loc = cur().callsite;
  void* slots = barrier_slots(latch);
  const auto own = static_cast<std::uint32_t>(current_ % kBarrierSlots);
  sync_point(OpKind::Rmw, slots, WaitKind::None, own, 1);
  record_sync(OpKind::Rmw, slots, own, 1);
  if (update < 0)
    fail(BugKind::Misuse, "std::latch::count_down(" + std::to_string(update) + "): a negative update", loc);
  if (update > l.count)
    fail(BugKind::Misuse,
         "std::latch::count_down(" + std::to_string(update) + ") on a latch whose count is " +
             std::to_string(l.count) + ": more count-downs than the latch expects",
         loc);
  l.count -= update;
}

bool Runtime::latch_try_wait(const void* latch) {
  const auto& l = *static_cast<const LatchLayout*>(latch);
  if (!executing_) return l.count == 0;
  void* slots = barrier_slots(const_cast<void*>(latch));
  sync_point(OpKind::Load, slots, WaitKind::None, 0, kBarrierSlots);
  const bool open = l.count == 0;
  Event& e = record_sync(OpKind::Load, slots, 0, kBarrierSlots);
  if (!open) e.flags |= kFlagTry;  // a failed try: an await loop observes it (LatchClosed)
  return open;
}

void Runtime::latch_wait(const void* latch) {
  if (!executing_) return;
  void* slots = barrier_slots(const_cast<void*>(latch));
  sync_point(OpKind::Load, slots, WaitKind::LatchOpen, 0, kBarrierSlots);
  record_sync(OpKind::Load, slots, 0, kBarrierSlots);
}

// ---- std::barrier --------------------------------------------------------------------------

bool Runtime::cxx_barrier_arrive(void* barrier, std::ptrdiff_t update, bool drop, bool completion,
                                 unsigned long long* phase) {
  auto& b = *static_cast<CxxBarrierLayout*>(barrier);
  if (executing_) {
    const LocationId loc = cur().callsite;
    void* slots = barrier_slots(barrier);
    const bool ordered = update != 1;
    // Ordered: the whole half of the phase (every arrival of the phase, not the releases of the
    // previous one); else the thread's own byte of it.
    const std::uint32_t offset = half_of(b.phase) + (ordered ? 0 : static_cast<std::uint32_t>(current_ % kHalf));
    const std::uint32_t size = ordered ? kHalf : 1;
    const unsigned long long announced = b.phase;
    sync_point(OpKind::Rmw, slots, WaitKind::None, offset, size);
    record_sync(OpKind::Rmw, slots, offset, size);
    if (b.completing && cur().completion_of == reinterpret_cast<std::uint64_t>(barrier))
      fail(BugKind::Misuse, "std::barrier arrival from the barrier's own completion function", loc);
    if (b.completing)
      fail(BugKind::Unsupported,
           "std::barrier arrival while the phase's completion function is pending, by a thread that did not wait "
           "for the phase: braid runs the completion function on a thread of its own, so whether this arrival "
           "lands in the next phase (libstdc++'s last arriver) or past the phase's count depends on timing braid "
           "does not model",
           loc);
    if (update <= 0)
      fail(BugKind::Misuse, "std::barrier::arrive(" + std::to_string(update) + "): the update must be positive", loc);
    if (update > b.expected - b.arrived)
      fail(BugKind::Misuse,
           std::string(drop ? "std::barrier::arrive_and_drop" : "std::barrier::arrive(" + std::to_string(update) + ")") +
               " on a barrier whose phase expects " + std::to_string(b.expected - b.arrived) +
               " more arrival(s): past its expected count",
           loc);
    if (!ordered) {
      const auto key = std::make_pair(reinterpret_cast<std::uint64_t>(barrier), current_);
      const auto it = cxx_barrier_next_phase_.find(key);
      const unsigned long long expected_phase = it == cxx_barrier_next_phase_.end() ? 0 : it->second;
      if (b.phase != expected_phase || b.phase != announced)
        fail(BugKind::Unsupported,
             "std::barrier arrival in phase " + std::to_string(b.phase) + " by a thread whose last wait was for phase " +
                 (expected_phase == 0 ? std::string("none") : std::to_string(expected_phase - 1)) +
                 ": more arrivals than a phase expects, an arrival without waiting for the previous phase, or a "
                 "thread joining late; braid lets arrivals at a barrier without completion function commute, "
                 "which does not cover arrivals whose phase depends on their order",
             loc);
    }
  }
  *phase = b.phase;
  b.arrived += update;
  if (drop) ++b.dropped;
  if (b.arrived < b.expected) return false;
  if (completion) {
    b.completing = 1;  // the caller runs the completion function, then cxx_barrier_phase_done
  } else {
    end_phase(b);
  }
  return true;
}

void Runtime::cxx_barrier_start_completion(void* barrier, void* (*body)(void*)) {
  if (!executing_) {  // static initialisation: started when main starts
    static_completion_barriers_.emplace_back(barrier, body);
    return;
  }
  std::uint64_t handle = 0;
  thread_create(&handle, body, barrier);
  threads_[static_cast<ThreadId>(handle - 1)]->completion_of = reinterpret_cast<std::uint64_t>(barrier);
  cxx_completion_stopped_[reinterpret_cast<std::uint64_t>(barrier)] = false;
}

void Runtime::start_static_completion_threads() {
  for (const auto& [barrier, body] : static_completion_barriers_) cxx_barrier_start_completion(barrier, body);
}

bool Runtime::cxx_barrier_completion_wait(void* barrier) {
  if (!executing_) return false;
  const auto key = reinterpret_cast<std::uint64_t>(barrier);
  ThreadRecord& t = cur();
  // The phase whose completion is next: only this thread ends phases, so b.phase of them are
  // over (the object is not read once the destructor stopped the thread: it may be gone).
  if (!cxx_completion_stopped_[key]) t.wait_generation = static_cast<CxxBarrierLayout*>(barrier)->phase;
  void* slots = barrier_slots(barrier);
  sync_point(OpKind::Load, slots, WaitKind::CxxBarrierCompletion, half_of(t.wait_generation), kHalf);
  record_sync(OpKind::Load, slots, half_of(t.wait_generation), kHalf);
  return !cxx_completion_stopped_[key];
}

void Runtime::cxx_barrier_stop_completion(void* barrier) {
  const auto key = reinterpret_cast<std::uint64_t>(barrier);
  if (!executing_ || !cxx_completion_stopped_.contains(key)) return;
  void* slots = barrier_slots(barrier);
  // Read by the completion thread's wait: the step that lets it end.
  sync_point(OpKind::Rmw, slots, WaitKind::None, 0, kBarrierSlots);
  record_sync(OpKind::Rmw, slots, 0, kBarrierSlots);
  cxx_completion_stopped_[key] = true;  // (a thread with a wait is never settled: no unsettle)
}

void Runtime::cxx_barrier_phase_done(void* barrier) {
  auto& b = *static_cast<CxxBarrierLayout*>(barrier);
  if (executing_) {
    // The half of the phase: every release of the phase reads it; the next phase's arrivals
    // (the other half) follow it through their threads' releases.
    void* slots = barrier_slots(barrier);
    sync_point(OpKind::Rmw, slots, WaitKind::None, half_of(b.phase), kHalf);
    record_sync(OpKind::Rmw, slots, half_of(b.phase), kHalf);
  }
  end_phase(b);
}

void Runtime::cxx_barrier_wait(const void* barrier, unsigned long long phase) {
  if (!executing_) return;
  void* slots = barrier_slots(const_cast<void*>(barrier));
  cur().wait_generation = phase;
  sync_point(OpKind::Load, slots, WaitKind::CxxBarrierPhase, half_of(phase), kHalf);
  record_sync(OpKind::Load, slots, half_of(phase), kHalf);
  auto& next = cxx_barrier_next_phase_[std::make_pair(reinterpret_cast<std::uint64_t>(barrier), current_)];
  next = std::max(next, phase + 1);
}

// Whether a blocked std::latch / std::barrier wait may run (blocking.cpp asks).
bool Runtime::cxx_latch_open(std::uint64_t latch) { return reinterpret_cast<const LatchLayout*>(latch)->count <= 0; }
bool Runtime::cxx_barrier_phase_passed(std::uint64_t barrier, std::uint64_t phase) {
  return reinterpret_cast<const CxxBarrierLayout*>(barrier)->phase > phase;
}
bool Runtime::cxx_barrier_completion_due(std::uint64_t barrier, std::uint64_t phase) const {
  const auto stopped = cxx_completion_stopped_.find(barrier);
  if (stopped == cxx_completion_stopped_.end() || stopped->second) return true;  // (the object may be gone)
  const auto& b = *reinterpret_cast<const CxxBarrierLayout*>(barrier);
  return b.completing && b.phase == phase;
}
bool Runtime::idle_completion_thread(ThreadId id) const {
  if (id >= threads_.size() || !threads_[id]) return false;
  const ThreadRecord& t = *threads_[id];
  return t.completion_of && !status_[id].finished && t.wait == WaitKind::CxxBarrierCompletion &&
         !cxx_barrier_completion_due(t.completion_of, t.wait_generation);
}

// ---- the functions braid's <latch> and <barrier> call ------------------------------------

namespace {

Runtime& rt() { return *Runtime::current(); }

void r_latch_count_down(void* latch, std::ptrdiff_t update) { rt().latch_count_down(latch, update); }
bool r_latch_try_wait(const void* latch) { return rt().latch_try_wait(latch); }
void r_latch_wait(const void* latch) { rt().latch_wait(latch); }
bool r_barrier_arrive(void* barrier, std::ptrdiff_t update, bool drop, bool completion, unsigned long long* phase) {
  return rt().cxx_barrier_arrive(barrier, update, drop, completion, phase);
}
void r_barrier_phase_done(void* barrier) { rt().cxx_barrier_phase_done(barrier); }
void r_barrier_start_completion(void* barrier, void* (*body)(void*)) { rt().cxx_barrier_start_completion(barrier, body); }
bool r_barrier_completion_wait(void* barrier) { return rt().cxx_barrier_completion_wait(barrier); }
void r_barrier_stop_completion(void* barrier) { rt().cxx_barrier_stop_completion(barrier); }
void r_barrier_wait(const void* barrier, unsigned long long phase) { rt().cxx_barrier_wait(barrier, phase); }

const InterceptedSymbol kCxxSyncSymbols[] = {
    {"_Braid_latch_count_down", fn(r_latch_count_down)},
    {"_Braid_latch_try_wait", fn(r_latch_try_wait)},
    {"_Braid_latch_wait", fn(r_latch_wait)},
    {"_Braid_barrier_arrive", fn(r_barrier_arrive)},
    {"_Braid_barrier_phase_done", fn(r_barrier_phase_done)},
    {"_Braid_barrier_start_completion", fn(r_barrier_start_completion)},
    {"_Braid_barrier_completion_wait", fn(r_barrier_completion_wait)},
    {"_Braid_barrier_stop_completion", fn(r_barrier_stop_completion)},
    {"_Braid_barrier_wait", fn(r_barrier_wait)},
};

}  // namespace

std::span<const InterceptedSymbol> cxx_sync_symbols() { return kCxxSyncSymbols; }

}  // namespace braid::runtime
