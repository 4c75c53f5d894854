#include "runtime/heap.h"

#include <sys/mman.h>

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

Heap::Heap() : total_(kRegions * kRegionSize), regions_(kRegions) {
  void* mem = mmap(nullptr, total_, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (mem == MAP_FAILED) throw std::bad_alloc();
  memory_ = static_cast<char*>(mem);
  for (std::size_t i = 0; i < kRegions; ++i) regions_[i].base = memory_ + i * kRegionSize;
}

Heap::~Heap() { munmap(memory_, total_); }

void* Heap::allocate(std::size_t thread, std::size_t size, std::size_t align) {
  Region& r = regions_[thread < kRegions ? thread : kRegions - 1];
  if (align < 16) align = 16;
  std::size_t start = (r.used + sizeof(BlockHeader) + align - 1) & ~(align - 1);
  if (size > kRegionSize || start + size > kRegionSize) return nullptr;
  auto* header = reinterpret_cast<BlockHeader*>(r.base + start - sizeof(BlockHeader));
  header->size = size;
  header->magic = kLiveMagic;
  std::memset(r.base + start, 0, size);
  r.used = start + size;
  return r.base + start;
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
  return FreeResult::Ok;
}

std::size_t Heap::block_size(const void* ptr) const {
  if (!contains(ptr) || (reinterpret_cast<std::uintptr_t>(ptr) & 15) != 0) return 0;
  auto* header = reinterpret_cast<const BlockHeader*>(static_cast<const char*>(ptr) - sizeof(BlockHeader));
  return header->magic == kLiveMagic ? header->size : 0;
}

void Heap::reset() {
  for (Region& r : regions_) r.used = r.marked;
}

void Heap::mark() {
  for (Region& r : regions_) r.marked = r.used;
}

}  // namespace braid::runtime
