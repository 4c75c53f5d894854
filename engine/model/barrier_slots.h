// The synthetic byte range of a barrier's events (runtime/primitives.cpp, docs/runtime.md
// "Barriers"): the runtime records them there and DC-DPOR reads the layout back to model a
// pthread barrier natively (docs/algorithms.md, "Barriers in DC-DPOR").
#pragma once

#include <cstdint>

namespace braid {

// Barrier events live above any real address, 256 bytes per barrier object.
inline constexpr std::uint64_t kBarrierSpace = 1ULL << 63;
inline constexpr std::uint32_t kBarrierSlots = 256;
// A pthread barrier: two halves of arrival bytes (even and odd generations), a thread's byte
// being its id mod kPthreadBarrierHalf; byte kBarrierSlots - 2 is unused; the last byte is the
// serial claim.
inline constexpr std::uint32_t kPthreadBarrierHalf = (kBarrierSlots - 1) / 2;
inline constexpr std::uint32_t kBarrierSerialSlot = kBarrierSlots - 1;
inline constexpr std::uint32_t kBarrierUnusedSlot = kBarrierSlots - 2;
// A pthread barrier with ordered arrivals (RuntimeConfig::ordered_barrier_arrivals; in place
// of the halves): every arrival writes the counter byte, the arrival completing a generation
// also the slot of its parity (even: bytes 0-1, odd: bytes 1-2), which its releases read.
inline constexpr std::uint32_t kOrderedEvenSlot = 0;
inline constexpr std::uint32_t kOrderedCounterSlot = 1;
inline constexpr std::uint32_t kOrderedOddSlot = 2;

}  // namespace braid
