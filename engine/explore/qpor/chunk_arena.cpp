#include "explore/qpor/chunk_arena.h"

#include <sys/mman.h>

#include <algorithm>
#include <cstdint>
#include <new>

namespace braid::qpor {

namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;
// The first region, of ordinary pages: a small unfolding touches only what it uses of it.
constexpr std::size_t kFirstRegion = std::size_t{512} << 10;
// Later regions: one huge page each, when the kernel grants it (THP "madvise" or "always").
constexpr std::size_t kRegion = kHugePage;
// From this size on a chunk gets a mapping of its own (it would waste much of a region's
// tail, and a table that grows by doubling is released as often as it is allocated).
constexpr std::size_t kOwnMapping = kRegion / 4;
constexpr std::size_t kAlign = 64;

std::size_t round_up(std::size_t n, std::size_t to) { return (n + to - 1) / to * to; }

}  // namespace

ChunkArena::Mapping ChunkArena::map(std::size_t bytes, bool huge) {
  // For a huge page the mapping must cover an aligned 2 MB: map one huge page more and
  // unmap the unaligned ends.
  const std::size_t extra = huge ? kHugePage : 0;
  void* raw = ::mmap(nullptr, bytes + extra, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) throw std::bad_alloc();
  if (!huge) return Mapping{raw, bytes};
  const auto start = reinterpret_cast<std::uintptr_t>(raw);
  const std::uintptr_t aligned = round_up(start, kHugePage);
  if (aligned > start) ::munmap(raw, aligned - start);
  if (const std::size_t tail = start + bytes + extra - (aligned + bytes); tail > 0)
    ::munmap(reinterpret_cast<void*>(aligned + bytes), tail);
  void* base = reinterpret_cast<void*>(aligned);
  // Advice only: without it (THP off) the region is ordinary pages, as before.
  (void)::madvise(base, bytes, MADV_HUGEPAGE);
  return Mapping{base, bytes};
}

void ChunkArena::unmap(const Mapping& m) { ::munmap(m.base, m.bytes); }

ChunkArena::~ChunkArena() {
  for (const Mapping& m : regions_) unmap(m);
  for (const Mapping& m : own_) unmap(m);
}

void* ChunkArena::allocate(std::size_t bytes) {
  bytes = round_up(std::max<std::size_t>(bytes, 1), kAlign);
  if (bytes >= kOwnMapping) {
    // A table of a megabyte or more is worth a huge page of its own (rounded up to whole
    // huge pages: the index's tables are powers of two).
    const bool huge = bytes >= kHugePage / 2;
    const Mapping m = map(huge ? round_up(bytes, kHugePage) : bytes, huge);
    own_.push_back(m);
    return m.base;
  }
  for (auto& [size, chunks] : free_) {
    if (size == bytes && !chunks.empty()) {
      void* p = chunks.back();
      chunks.pop_back();
      return p;
    }
  }
  if (left_ < bytes) {
    // (The old region's tail, less than a chunk, stays unused.)
    const bool first = regions_.empty();
    const Mapping m = map(first ? kFirstRegion : kRegion, !first);
    regions_.push_back(m);
    next_ = static_cast<std::byte*>(m.base);
    left_ = m.bytes;
  }
  void* p = next_;
  next_ += bytes;
  left_ -= bytes;
  return p;
}

void ChunkArena::release(void* p, std::size_t bytes) {
  bytes = round_up(std::max<std::size_t>(bytes, 1), kAlign);
  if (bytes >= kOwnMapping) {
    const auto it = std::find_if(own_.begin(), own_.end(), [&](const Mapping& m) { return m.base == p; });
    if (it != own_.end()) {
      unmap(*it);
      own_.erase(it);
    }
    return;
  }
  for (auto& [size, chunks] : free_) {
    if (size == bytes) {
      chunks.push_back(p);
      return;
    }
  }
  free_.emplace_back(bytes, std::vector<void*>{p});
}

}  // namespace braid::qpor
