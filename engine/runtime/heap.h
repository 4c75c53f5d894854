// The program's heap: a per-instance arena, reset in O(threads) between executions.
//
// Each program thread allocates from its own region, so an allocation's address depends
// only on that thread's own allocation history: addresses (and so object identities seen
// by the explorer) are the same in every execution that shares the thread's prefix.
// Blocks carry a header so that double and invalid frees are detected.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace braid::runtime {

class Heap {
 public:
  static constexpr std::size_t kRegions = 64;              // threads with their own region
  static constexpr std::size_t kMinRegionSize = 64ull << 20;

  // `max_execution_bytes`: the most one execution may allocate (ExecutionLimits); each
  // region is that large (plus room for the blocks of static constructors), in virtual
  // memory reserved without backing.
  explicit Heap(std::size_t max_execution_bytes = kMinRegionSize);
  ~Heap();
  Heap(const Heap&) = delete;
  Heap& operator=(const Heap&) = delete;

  // Allocation by program thread `thread` (threads beyond kRegions share the last region).
  // Returns null when the region is exhausted, like malloc on out-of-memory. Memory is
  // zeroed so that executions stay deterministic even if the program reads it uninitialised.
  // `initialised`: false for malloc-like allocations, whose bytes count as uninitialised
  // until written (see uninitialised()); calloc and the runtime's own blocks pass true.
  void* allocate(std::size_t thread, std::size_t size, std::size_t align = 16, bool initialised = true);
  // Arena bytes used since the last reset() (headers, alignment and redzones included).
  std::size_t execution_bytes() const { return execution_bytes_; }
  // The arena: [base, base + span) (portable addresses: runtime/portable_address.cpp).
  std::uintptr_t base() const { return reinterpret_cast<std::uintptr_t>(memory_); }
  std::size_t span() const { return total_; }

  // Initialisation tracking, one bit per heap byte: bytes of a malloc'ed block are
  // uninitialised until a store, memset or memcpy writes them.
  void mark_initialised(const void* ptr, std::size_t size);
  // Whether every byte of [ptr, ptr+size) is uninitialised heap memory.
  bool uninitialised(const void* ptr, std::size_t size) const;

  enum class FreeResult { Ok, DoubleFree, NotHeap };
  // What an access of [ptr, ptr+size) touches in the heap (ASan-style shadow: one byte per
  // 16-byte granule, blocks followed by a 16-byte redzone, freed memory never reused within
  // an execution, so every use after free is caught).
  enum class Access { Ok, OutOfBounds, UseAfterFree };
  Access check(const void* ptr, std::size_t size) const;
  FreeResult release(void* ptr);
  // Size of a live block, or 0 if `ptr` is not the start of a live block.
  std::size_t block_size(const void* ptr) const;
  bool contains(const void* ptr) const;

  // The memory allocated before the last mark() (by static constructors), per region:
  // roots of the leak check's reachability scan.
  std::vector<std::pair<const char*, std::size_t>> marked_ranges() const;
  // Every region's allocated bytes now (static constructors run in every execution:
  // Runtime::static_init_each_execution_).
  std::vector<std::pair<const char*, std::size_t>> used_ranges() const;

  // Forget every allocation made since the last mark() and restore the blocks allocated
  // before it (contents, headers, shadow) as they were at mark(): the start of an execution.
  void reset();
  // The current state becomes what reset() returns to (after static constructors).
  void mark();

 private:
  struct Region {
    char* base = nullptr;
    std::size_t used = 0;
    std::size_t marked = 0;
    // Blocks of static constructors, as at mark(): an execution may change them (a global
    // container's buffer pointer), and the next one must start from the same state.
    std::vector<char> marked_memory;
    std::vector<std::uint8_t> marked_shadow;
  };
  static constexpr std::uint8_t kFreed = 0xfd;
  void shadow_set(const char* from, std::size_t size, std::uint8_t value);

  void set_uninitialised(const char* from, std::size_t size, bool uninitialised);

  std::size_t region_size_ = kMinRegionSize;
  char* memory_ = nullptr;
  std::uint8_t* shadow_ = nullptr;  // one byte per 16-byte granule of memory_
  std::uint8_t* uninit_ = nullptr;  // one bit per byte of memory_ (1: uninitialised)
  std::size_t total_ = 0;
  std::size_t execution_bytes_ = 0;
  std::vector<Region> regions_;
};

}  // namespace braid::runtime
