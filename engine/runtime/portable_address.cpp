// Portable addresses (Runtime::portable_address): the top two bits say what the rest is.
//   0  not the program's memory (kept as it is: user-space addresses are below 2^47)
//   1  a writable global: its index << 32 | offset in it
//   2  the heap arena: offset from its base
//   3  a thread's stack: stack slot << 40 | offset from its base
// Every instance lays out its globals in the same order, its heap regions and stack slots
// by thread, so these name the same object everywhere. The runtime's own mutex of
// __VERIFIER_atomic blocks lives in the Runtime object, outside the program's memory: it gets
// a reserved tag-0 value (above every user-space address), else a unit naming it would name
// another address, hence another mutex, on another instance (QPOR's replay then diverged).
// A barrier's synthetic slot range (kBarrierSpace | object << 8 | slot: pthread barriers,
// std::latch, std::barrier) is named through its object's portable address, in a reserved
// tag-0 range (bit 60): else a unit naming it named another range on another instance,
// independent of every event there, so a sleeping arrival never woke (sdpor on --jobs 2
// missed classes of std::barrier with a completion function).
#include "runtime/runtime.h"

namespace braid::runtime {

namespace {
constexpr std::uint64_t kTagShift = 62;
constexpr std::uint64_t kGlobal = 1, kHeap = 2, kStack = 3;
constexpr std::uint64_t kAtomicMutex = std::uint64_t{1} << 61;
constexpr std::uint64_t kLockAllTurn = kAtomicMutex | 1;  // std::lock's turn (lock_all.cpp), likewise
// Barrier slots: kBarrierSlotsTag | object's tag << 58 | object's rest << 8 | slot.
constexpr std::uint64_t kBarrierSlotsTag = std::uint64_t{1} << 60;
constexpr std::uint64_t kBarrierTagShift = 58;
constexpr std::uint64_t kBarrierRestBits = kBarrierTagShift - 8;
constexpr std::uint64_t kSlotMask = Runtime::kBarrierSlots - 1;
static_assert(Runtime::kBarrierSlots == 256, "the slot is the low byte of a barrier-space address");
bool is_portable_barrier_slot(std::uint64_t portable) { return portable >> 60 == 1; }
}  // namespace

std::uint64_t Runtime::portable_address(std::uint64_t addr) const {
  if (addr == reinterpret_cast<std::uint64_t>(&atomic_mutex_)) return kAtomicMutex;
  if (addr == reinterpret_cast<std::uint64_t>(&lock_all_turn_)) return kLockAllTurn;
  if (addr & kBarrierSpace) {
    const std::uint64_t object = barrier_of_slots(addr);
    const std::uint64_t p = portable_address(object);
    const std::uint64_t rest = p & ((std::uint64_t{1} << kTagShift) - 1);
    if (p == object || rest >> kBarrierRestBits != 0) return addr;  // not the program's memory, or too far in
    return kBarrierSlotsTag | (p >> kTagShift) << kBarrierTagShift | rest << 8 | (addr & kSlotMask);
  }
  if (addr >= heap_.base() && addr < heap_.base() + heap_.span()) return kHeap << kTagShift | (addr - heap_.base());
  for (std::size_t i = 0; i < image_.globals.size(); ++i) {
    const auto base = reinterpret_cast<std::uint64_t>(image_.globals[i].first);
    if (addr >= base && addr < base + image_.globals[i].second && image_.globals[i].second < (1ull << 32) &&
        i < (1ull << 30))
      return kGlobal << kTagShift | static_cast<std::uint64_t>(i) << 32 | (addr - base);
  }
  std::size_t slot = 0, offset = 0;
  if (stacks_.locate(addr, slot, offset) && slot < (1ull << 22) && offset < (1ull << 40))
    return kStack << kTagShift | static_cast<std::uint64_t>(slot) << 40 | offset;
  return addr;
}

std::uint64_t Runtime::local_address(std::uint64_t portable) {
  if (portable == kAtomicMutex) return reinterpret_cast<std::uint64_t>(&atomic_mutex_);
  if (portable == kLockAllTurn) return reinterpret_cast<std::uint64_t>(&lock_all_turn_);
  if (is_portable_barrier_slot(portable)) {
    const std::uint64_t tag = (portable >> kBarrierTagShift) & 3;
    const std::uint64_t rest = (portable >> 8) & ((std::uint64_t{1} << kBarrierRestBits) - 1);
    const std::uint64_t object = local_address(tag << kTagShift | rest);
    return reinterpret_cast<std::uint64_t>(barrier_slots(reinterpret_cast<void*>(object))) + (portable & kSlotMask);
  }
  const std::uint64_t tag = portable >> kTagShift, rest = portable & ((1ull << kTagShift) - 1);
  switch (tag) {
    case kHeap:
      return heap_.base() + rest;
    case kGlobal: {
      const std::size_t i = rest >> 32;
      if (i >= image_.globals.size()) return portable;
      return reinterpret_cast<std::uint64_t>(image_.globals[i].first) + (rest & 0xffffffffull);
    }
    case kStack:
      return reinterpret_cast<std::uint64_t>(stacks_.stack(rest >> 40).base) + (rest & ((1ull << 40) - 1));
    default:
      return portable;
  }
}

}  // namespace braid::runtime
