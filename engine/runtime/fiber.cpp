#include "runtime/fiber.h"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <new>

namespace braid::runtime {

StackPool::StackPool(std::size_t stack_size)
    : stack_size_(stack_size), page_size_(static_cast<std::size_t>(sysconf(_SC_PAGESIZE))) {}

StackPool::~StackPool() {
  for (const Stack& s : stacks_) {
    if (s.base) munmap(static_cast<char*>(s.base) - s.guard, s.size + s.guard);
  }
}

void StackPool::map(std::size_t index, std::size_t size) {
  if (index >= stacks_.size()) stacks_.resize(index + 1);
  if (index >= deepest_.size()) deepest_.resize(index + 1, 0);
  Stack& s = stacks_[index];
  if (s.base) munmap(static_cast<char*>(s.base) - s.guard, s.size + s.guard);
  s = Stack{};
  deepest_[index] = 0;  // a new mapping: zero, never used
  const std::size_t guard = size < stack_size_ ? kSmallStackGuard : page_size_;
  // MAP_NORESERVE: only touched pages cost memory; the guard region is PROT_NONE.
  void* mem = mmap(nullptr, size + guard, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (mem == MAP_FAILED) throw std::bad_alloc();
  mprotect(mem, guard, PROT_NONE);
  s.base = static_cast<char*>(mem) + guard;
  s.size = size;
  s.guard = guard;
}

const StackPool::Stack& StackPool::stack(std::size_t index) {
  if (index >= stacks_.size() || !stacks_[index].base) map(index, stack_size_);
  return stacks_[index];
}

const StackPool::Stack& StackPool::fresh_stack(std::size_t index, std::size_t size) {
  const std::size_t wanted = size == 0 ? stack_size_ : (size + page_size_ - 1) / page_size_ * page_size_;
  // A slot already mapped at least that big is kept: its base is the address of the thread's
  // cancellation and end cells (runtime/cancel_state.cpp), which a request made before the
  // thread first ran mapped at the default size (stack()); remapping it here moved the cells
  // between the request and the thread's own points. The program's frames are held to the
  // size asked for by the check at every function's entry, not by the mapping's end.
  if (index >= stacks_.size() || !stacks_[index].base || stacks_[index].size < wanted) map(index, wanted);
  const Stack& s = stacks_[index];
  const auto base = reinterpret_cast<std::uintptr_t>(s.base);
  const auto top = reinterpret_cast<std::uintptr_t>(s.top());
  std::uintptr_t& deepest = deepest_[index];
  if (deepest == 0) {
    deepest = top;  // never used: still as mmap made it, zero
    return s;
  }
  // Down to the deepest point seen, always; below it, native code's leftovers chunk by
  // chunk, stopping at the first chunk that is already clear (usually the first: a clear of
  // a fixed margin cost up to 19 % of the exploration time on programs with many threads).
  std::memset(reinterpret_cast<void*>(deepest), 0, top - deepest);
  const std::uintptr_t floor = deepest - base > kClearBelowDeepest ? deepest - kClearBelowDeepest : base;
  for (std::uintptr_t chunk = deepest; chunk - floor >= kClearChunk;) {
    chunk -= kClearChunk;
    const auto* words = reinterpret_cast<const std::uint64_t*>(chunk);
    if (std::all_of(words, words + kClearChunk / sizeof *words, [](std::uint64_t w) { return w == 0; })) break;
    std::memset(reinterpret_cast<void*>(chunk), 0, kClearChunk);
  }
  return s;
}

bool StackPool::in_guard_page(const void* addr) const {
  auto a = reinterpret_cast<std::uintptr_t>(addr);
  for (const Stack& s : stacks_) {
    if (!s.base) continue;
    const auto guard = reinterpret_cast<std::uintptr_t>(s.base) - s.guard;
    // Treat faults a little below the guard region as overflow too (large frames skip it).
    if (a >= guard - 64 * page_size_ && a < guard + s.guard) return true;
  }
  return false;
}

}  // namespace braid::runtime
