// Memory for the unfolding's chunked arrays (events, tree nodes, marks, maxima rows, the
// hash-consing index), taken from the kernel in 2 MB regions that it may back with one huge
// page each.
//
// Why: every first touch of a 4 KB page is a page fault, and QPOR's unfolding is megabytes
// that POP never allocates: on DISP(5,4) QPOR took ~6 900 page faults against POP's ~1 700
// and about twice its system time (docs/benchmarks.md, "speed24"). A region the kernel backs
// with a huge page costs one fault for 2 MB, and the random accesses of the lookups miss the
// TLB far less. The first region is small and of ordinary pages, so a small program (the
// corpus: tens of events) touches only the pages it uses and maps no huge page.
//
// Chunks are carved from the current region one after another (64-byte aligned). A released
// chunk is kept for the next request of the same size (the arrays ask for a handful of
// sizes); a request of a quarter of a region or more gets a mapping of its own, unmapped
// when released (the index's tables, the maxima rows of a program with many threads).
#pragma once

#include <cstddef>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace braid::qpor {

class ChunkArena {
 public:
  ChunkArena() = default;
  ChunkArena(const ChunkArena&) = delete;
  ChunkArena& operator=(const ChunkArena&) = delete;
  ~ChunkArena();

  // `bytes` of zeroed or reused memory, aligned to 64 bytes. Throws std::bad_alloc.
  void* allocate(std::size_t bytes);
  // Gives back memory allocate(bytes) returned.
  void release(void* p, std::size_t bytes);

 private:
  struct Mapping {
    void* base = nullptr;
    std::size_t bytes = 0;
  };
  // A fresh mapping of `bytes`; `huge`: 2 MB-aligned and advised to the kernel as huge pages.
  static Mapping map(std::size_t bytes, bool huge);
  static void unmap(const Mapping& m);

  std::vector<Mapping> regions_;  // bump regions, unmapped at destruction
  std::vector<Mapping> own_;      // mappings of their own (large chunks) still in use
  std::byte* next_ = nullptr;     // the current region's first free byte
  std::size_t left_ = 0;          // and how many follow it
  // Released chunks of regions, one list per size (a few sizes: the arrays' chunks and the
  // child lists' power-of-two capacities).
  std::vector<std::pair<std::size_t, std::vector<void*>>> free_;
};

// A chunk of `count` objects of T in arena memory: destroyed and given back together.
template <class T>
struct ArenaDelete {
  ChunkArena* arena = nullptr;
  std::size_t count = 0;
  void operator()(T* p) const {
    std::destroy_n(p, count);
    arena->release(p, count * sizeof(T));
  }
};
template <class T>
using ArenaChunk = std::unique_ptr<T[], ArenaDelete<T>>;

// `count` value-initialised objects of T.
template <class T>
ArenaChunk<T> make_arena_chunk(ChunkArena& arena, std::size_t count) {
  static_assert(alignof(T) <= 64);
  T* p = static_cast<T*>(arena.allocate(count * sizeof(T)));
  std::uninitialized_value_construct_n(p, count);
  return ArenaChunk<T>(p, ArenaDelete<T>{&arena, count});
}
// `count` objects of a trivial T left unwritten, for a caller that fills them before reading
// (writing them here would touch every page at once, also those never used).
template <class T>
ArenaChunk<T> make_raw_arena_chunk(ChunkArena& arena, std::size_t count) {
  static_assert(alignof(T) <= 64 && std::is_trivially_default_constructible_v<T> &&
                std::is_trivially_destructible_v<T>);
  T* p = static_cast<T*>(arena.allocate(count * sizeof(T)));
  std::uninitialized_default_construct_n(p, count);
  return ArenaChunk<T>(p, ArenaDelete<T>{&arena, count});
}

}  // namespace braid::qpor
