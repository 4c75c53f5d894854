#include "runtime/heap.h"

#include <sys/mman.h>

#include <algorithm>
#include <cstring>
#include <new>

namespace braid::runtime {

namespace {
constexpr std::uint64_t kLiveMagic = 0xb4a1d0a110c8ed00ULL;
constexpr std::uint64_t kFreedMagic = 0xb4a1d0f4ee0ed000ULL;
struct BlockHeader {
  std::uint64_t size;
  std::uint64_t magic;
};
static_assert(sizeof(BlockHeader) == 16);
}  // namespace

Heap::Heap(std::size_t max_execution_bytes)
    : region_size_(std::max(kMinRegionSize, ((max_execution_bytes + kMinRegionSize) + 0xfffff) & ~std::size_t{0xfffff})),
      total_(kRegions * region_size_),
      regions_(kRegions) {
  void* mem = mmap(nullptr, total_, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (mem == MAP_FAILED) throw std::bad_alloc();
  memory_ = static_cast<char*>(mem);
  void* shadow = mmap(nullptr, total_ / 16, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (shadow == MAP_FAILED) {
    munmap(mem, total_);
    throw std::bad_alloc();
  }
  shadow_ = static_cast<std::uint8_t*>(shadow);
  void* uninit = mmap(nullptr, total_ / 8, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (uninit == MAP_FAILED) {
    munmap(shadow, total_ / 16);
    munmap(mem, total_);
    throw std::bad_alloc();
  }
  uninit_ = static_cast<std::uint8_t*>(uninit);
  for (std::size_t i = 0; i < kRegions; ++i) regions_[i].base = memory_ + i * region_size_;
}

Heap::~Heap() {
  munmap(uninit_, total_ / 8);
  munmap(shadow_, total_ / 16);
  munmap(memory_, total_);
}

void Heap::shadow_set(const char* from, std::size_t size, std::uint8_t value) {
  const std::size_t first = static_cast<std::size_t>(from - memory_) / 16;
  const std::size_t count = (size + 15) / 16;
  std::memset(shadow_ + first, value, count);
}

Heap::Access Heap::check(const void* ptr, std::size_t size) const {
  const auto* p = static_cast<const char*>(ptr);
  if (!contains(ptr) || size == 0) return Access::Ok;
  if (size > total_ || p + size > memory_ + total_) return Access::OutOfBounds;
  std::size_t offset = static_cast<std::size_t>(p - memory_);
  const std::size_t end = offset + size;
  while (offset < end) {
    const std::size_t granule = offset / 16;
    const std::uint8_t s = shadow_[granule];
    if (s == kFreed) return Access::UseAfterFree;
    const std::size_t granule_end = std::min(end, (granule + 1) * 16);
    // s valid bytes from the granule's start (0: redzone or never allocated).
    if (granule_end - granule * 16 > s) return Access::OutOfBounds;
    offset = granule_end;
  }
  return Access::Ok;
}

void Heap::set_uninitialised(const char* from, std::size_t size, bool uninitialised) {
  std::size_t bit = static_cast<std::size_t>(from - memory_);
  const std::size_t end = bit + size;
  for (; bit < end && (bit & 7); ++bit) {
    if (uninitialised) uninit_[bit / 8] |= static_cast<std::uint8_t>(1u << (bit & 7));
    else uninit_[bit / 8] &= static_cast<std::uint8_t>(~(1u << (bit & 7)));
  }
  if (end - bit >= 8) {
    std::memset(uninit_ + bit / 8, uninitialised ? 0xff : 0, (end - bit) / 8);
    bit += (end - bit) & ~std::size_t{7};
  }
  for (; bit < end; ++bit) {
    if (uninitialised) uninit_[bit / 8] |= static_cast<std::uint8_t>(1u << (bit & 7));
    else uninit_[bit / 8] &= static_cast<std::uint8_t>(~(1u << (bit & 7)));
  }
}

void Heap::mark_initialised(const void* ptr, std::size_t size) {
  const auto* p = static_cast<const char*>(ptr);
  if (!contains(ptr) || size == 0 || p + size > memory_ + total_) return;
  set_uninitialised(p, size, false);
}

bool Heap::uninitialised(const void* ptr, std::size_t size) const {
  const auto* p = static_cast<const char*>(ptr);
  if (!contains(ptr) || size == 0 || p + size > memory_ + total_) return false;
  for (std::size_t bit = static_cast<std::size_t>(p - memory_), end = bit + size; bit < end; ++bit)
    if (!(uninit_[bit / 8] & (1u << (bit & 7)))) return false;
  return true;
}

void* Heap::allocate(std::size_t thread, std::size_t size, std::size_t align, bool initialised) {
  Region& r = regions_[thread < kRegions ? thread : kRegions - 1];
  if (align < 16) align = 16;
  std::size_t start = (r.used + sizeof(BlockHeader) + align - 1) & ~(align - 1);
  // A 16-byte redzone follows every block (and the next block's header precedes it).
  if (size > region_size_ || start + size + 16 > region_size_) return nullptr;
  auto* header = reinterpret_cast<BlockHeader*>(r.base + start - sizeof(BlockHeader));
  header->size = size;
  header->magic = kLiveMagic;
  std::memset(r.base + start, 0, size);
  char* block = r.base + start;
  if (size >= 16) shadow_set(block, size & ~std::size_t{15}, 16);
  if (size % 16) shadow_[(static_cast<std::size_t>(block - memory_) + (size & ~std::size_t{15})) / 16] =
      static_cast<std::uint8_t>(size % 16);
  execution_bytes_ += start + size + 16 - r.used;
  r.used = start + size + 16;
  set_uninitialised(block, size, !initialised);
  return block;
}

bool Heap::contains(const void* ptr) const {
  auto* p = static_cast<const char*>(ptr);
  return p >= memory_ && p < memory_ + total_;
}

Heap::FreeResult Heap::release(void* ptr) {
  if (!contains(ptr) || (reinterpret_cast<std::uintptr_t>(ptr) & 15) != 0) return FreeResult::NotHeap;
  auto* header = reinterpret_cast<BlockHeader*>(static_cast<char*>(ptr) - sizeof(BlockHeader));
  if (header->magic == kFreedMagic) return FreeResult::DoubleFree;
  if (header->magic != kLiveMagic) return FreeResult::NotHeap;
  header->magic = kFreedMagic;
  shadow_set(static_cast<char*>(ptr), header->size ? header->size : 1, kFreed);
  return FreeResult::Ok;
}

std::size_t Heap::block_size(const void* ptr) const {
  if (!contains(ptr) || (reinterpret_cast<std::uintptr_t>(ptr) & 15) != 0) return 0;
  auto* header = reinterpret_cast<const BlockHeader*>(static_cast<const char*>(ptr) - sizeof(BlockHeader));
  return header->magic == kLiveMagic ? header->size : 0;
}

void Heap::reset() {
  execution_bytes_ = 0;
  for (Region& r : regions_) {
    // Forget the shadow of this execution's blocks (whole granules: blocks are aligned).
    if (r.used > r.marked) {
      const std::size_t from = (r.marked + 15) & ~std::size_t{15};
      if (r.used > from) shadow_set(r.base + from, r.used - from, 0);
    }
    r.used = r.marked;
    if (r.marked > 0) {
      std::memcpy(r.base, r.marked_memory.data(), r.marked);
      std::memcpy(shadow_ + static_cast<std::size_t>(r.base - memory_) / 16, r.marked_shadow.data(),
                  r.marked_shadow.size());
    }
  }
}

std::vector<std::pair<const char*, std::size_t>> Heap::marked_ranges() const {
  std::vector<std::pair<const char*, std::size_t>> out;
  for (const Region& r : regions_)
    if (r.marked > 0) out.emplace_back(r.base, r.marked);
  return out;
}

std::vector<std::pair<const char*, std::size_t>> Heap::used_ranges() const {
  std::vector<std::pair<const char*, std::size_t>> out;
  for (const Region& r : regions_)
    if (r.used > 0) out.emplace_back(r.base, r.used);
  return out;
}

void Heap::mark() {
  for (Region& r : regions_) {
    r.marked = r.used;
    r.marked_memory.assign(r.base, r.base + r.marked);
    const std::uint8_t* shadow = shadow_ + static_cast<std::size_t>(r.base - memory_) / 16;
    r.marked_shadow.assign(shadow, shadow + (r.marked + 15) / 16);
  }
}

}  // namespace braid::runtime
