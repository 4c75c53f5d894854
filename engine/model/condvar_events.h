// What a condition variable's events are (runtime/primitives.cpp, docs/runtime.md
// "Condition variables"), stated for the explorers: a signal, a broadcast, an init and a
// destroy are the same event (an Rmw of bytes 0-1 with kFlagSync), a registration an Rmw of
// byte 1, and a futex's wake is shaped like a signal. The runtime says which one it is in the
// event's value_read (a signal's and a registration's value_read is otherwise unused; a
// wake-up's names its enabler: model/event.h, WakeEnabler). DC-DPOR's dead-call search reads
// it to run the token model on abstract runs (docs/algorithms.md, "dc14").
#pragma once

#include <cstdint>

#include "model/event.h"

namespace braid {

inline constexpr std::uint64_t kCondEventTag = 0xC0DEULL << 48;
inline constexpr std::uint64_t kCondEventTagMask = 0xFFFFULL << 48;
// A registration (the first event of a wait): kCondRegistration | the kCondWait* bits of the wait.
inline constexpr std::uint64_t kCondRegistration = kCondEventTag | 0x100;
inline constexpr std::uint64_t kCondWaitTimed = 1;         // a timed wait (it may return ETIMEDOUT)
inline constexpr std::uint64_t kCondWaitSpuriousLeft = 2;  // a spurious wake-up is still allowed to its thread (--spurious-wakeups)
inline constexpr std::uint64_t kCondWaitEarlyTimeout = 4;  // a timed wait that may still time out early (--early-timeouts)
// An event on both bytes: kCondBothBytes | the CondOp.
inline constexpr std::uint64_t kCondBothBytes = kCondEventTag | 0x200;
enum class CondOp : std::uint64_t { Signal = 0, Broadcast = 1, Init = 2, Destroy = 3 };

inline bool is_cond_registration(const Event& e) {
  return e.kind == OpKind::Rmw && (e.flags & kFlagSync) && e.size == 1 &&
         (e.value_read & ~std::uint64_t{0xFF}) == kCondRegistration;
}
inline bool is_cond_both_bytes(const Event& e) {
  return e.kind == OpKind::Rmw && (e.flags & kFlagSync) && e.size == 2 &&
         (e.value_read & ~std::uint64_t{0xFF}) == kCondBothBytes;
}
inline CondOp cond_op(const Event& e) { return static_cast<CondOp>(e.value_read & 0xFF); }

}  // namespace braid
