// What a futex's events are (runtime/futex.cpp, docs/runtime.md), stated for the explorers:
// FUTEX_WAIT's check-and-enqueue (a *registration*: an Rmw of the whole word) and a FUTEX_WAKE
// (an Rmw of bytes 0-1). The runtime says which one an event is, and what it did, in its
// value_read, and what the call asked for in its value_written (both were unused on these
// events: the word's value is the program's, told by its own accesses). DC-DPOR's dead-call
// search reads them to run the futex's token model on abstract runs (docs/algorithms.md,
// "dc23"); a futex's wake-up (an Rmw of byte 0) is shaped like a condition variable's and
// names its enabler as before.
#pragma once

#include <cstdint>

#include "model/event.h"

namespace braid {

inline constexpr std::uint64_t kFutexEventTag = 0xF07EULL << 48;
// A registration: kFutexRegistration | kFutexRegistered when the word held the expected value
// (the waiter is enqueued; else the call returned EAGAIN) | the kCondWait* bits of the wait
// (model/condvar_events.h). Its value_written is the expected value (the call's `val`).
inline constexpr std::uint64_t kFutexRegistration = kFutexEventTag | (1ULL << 40);
inline constexpr std::uint64_t kFutexRegistered = 0x100;
// A wake: kFutexWake | the number of waiters it woke (what the call returns). Its value_written
// is the most it may wake (the call's `val`, 1 when that is not positive, as Linux does).
inline constexpr std::uint64_t kFutexWake = kFutexEventTag | (2ULL << 40);

inline bool is_futex_registration(const Event& e) {
  return e.kind == OpKind::Rmw && (e.flags & kFlagSync) && e.size == 4 &&
         (e.value_read & ~std::uint64_t{0x1FF}) == kFutexRegistration;
}
inline bool is_futex_wake(const Event& e) {
  return e.kind == OpKind::Rmw && (e.flags & kFlagSync) && e.size == 2 &&
         (e.value_read & ~std::uint64_t{0xFFFFFFFF}) == kFutexWake;
}
// The kCondWait* bits of a registration; the number of waiters a wake woke.
inline std::uint8_t futex_wait_bits(const Event& registration) { return static_cast<std::uint8_t>(registration.value_read & 0xFF); }
inline std::uint32_t futex_woken(const Event& wake) { return static_cast<std::uint32_t>(wake.value_read); }

}  // namespace braid
