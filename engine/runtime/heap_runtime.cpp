// The program's heap as the runtime serves it: allocation under the execution's limits,
// free as a visible write of the block, heap access checks (use after free, out of bounds)
// and leak reports at a normal end. The allocator itself is runtime/heap.cpp.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>

#include "runtime/runtime.h"

namespace braid::runtime {

void Runtime::check_heap_access(const void* addr, std::uint64_t size, bool write, LocationId loc) {
  if (!heap_.contains(addr)) return;
  const Heap::Access access = heap_.check(addr, size);
  if (access == Heap::Access::Ok) return;
  char where[32];
  std::snprintf(where, sizeof where, "%p", addr);
  fail(BugKind::MemoryError,
       std::string(access == Heap::Access::UseAfterFree ? "use after free: " : "heap out of bounds: ") +
           (write ? "write of " : "read of ") + std::to_string(size) + " bytes at " + where + " by thread " +
           std::to_string(current_),
       loc);
}

void* Runtime::heap_allocate(std::size_t size, std::size_t align, bool initialised) {
  const std::size_t owner = executing_ ? current_ : 0;
  note_effect();  // the heap's state changed (and each block is new)
  if (size >= kImpossibleAllocation) return nullptr;  // as glibc: no machine has that much
  if (executing_ && heap_.execution_bytes() + size > config_.limits.max_heap_bytes) {
    fail(BugKind::Bound,
         "thread " + std::to_string(current_) + " allocates " + std::to_string(size) +
             " bytes: the execution's heap would exceed " + describe_bytes(config_.limits.max_heap_bytes) +
             " (raise the limit with --max-heap)",
         0);
  }
  void* block = heap_.allocate(owner, size, align, initialised || !executing_);
  if (!block && executing_) {
    fail(BugKind::Bound,
         "thread " + std::to_string(current_) + " allocates " + std::to_string(size) +
             " bytes: braid's heap arena is exhausted (raise --max-heap)",
         0);
  }
  if (block && executing_ && config_.report_leaks) {
    allocations_.push_back({block, size, cur().callsite, current_});
  }
  return block;
}

void Runtime::check_leaks() {
  // After a bug (others ran on, then exit(0)) the program did not end normally.
  if (!config_.report_leaks || result_.bug) return;
  // Live blocks of this execution (blocks are never reused within an execution, so a
  // recorded block whose header still says live was never freed), by address.
  std::vector<const Allocation*> live;
  for (const Allocation& a : allocations_)
    if (heap_.block_size(a.block) != 0) live.push_back(&a);
  if (live.empty()) return;
  std::sort(live.begin(), live.end(), [](const Allocation* x, const Allocation* y) { return x->block < y->block; });
  // A block still referenced from the program's globals, thread-local copies or blocks
  // allocated before main (static constructors), directly or through other live blocks, is
  // not a leak: a C++ program's static destructors would free it, and valgrind calls it
  // "still reachable". Conservative scan: every aligned word that points into a live
  // block (interior pointers too) keeps it. Stacks are not scanned: at a normal end every
  // thread has returned; with exit(0), what only a stack referenced counts as leaked.
  std::vector<bool> reached(live.size(), false);
  std::vector<std::pair<const char*, std::size_t>> work;
  auto scan = [&](const char* from, std::size_t size) {
    const auto* begin = reinterpret_cast<const char*>((reinterpret_cast<std::uintptr_t>(from) + 7) & ~std::uintptr_t{7});
    for (const char* p = begin; p + sizeof(std::uintptr_t) <= from + size; p += sizeof(std::uintptr_t)) {
      std::uintptr_t word;
      std::memcpy(&word, p, sizeof word);
      auto it = std::upper_bound(live.begin(), live.end(), word, [](std::uintptr_t w, const Allocation* a) {
        return w < reinterpret_cast<std::uintptr_t>(a->block);
      });
      if (it == live.begin()) continue;
      const Allocation* a = *(it - 1);
      const auto start = reinterpret_cast<std::uintptr_t>(a->block);
      const std::size_t i = static_cast<std::size_t>(it - 1 - live.begin());
      if (word >= start + std::max<std::size_t>(a->size, 1) || reached[i]) continue;
      reached[i] = true;
      work.emplace_back(static_cast<const char*>(a->block), a->size);
    }
  };
  for (auto [addr, size] : image_.globals) scan(static_cast<const char*>(addr), size);
  for (auto [from, size] : heap_.marked_ranges()) scan(from, size);
  for (auto [from, size] : static_init_heap_) scan(from, size);  // this execution's constructors'
  for (const auto& t : threads_) {
    if (!t) continue;
    for (auto [global, copy] : t->tls) scan(static_cast<const char*>(copy), heap_.block_size(copy));
  }
  while (!work.empty()) {
    auto [from, size] = work.back();
    work.pop_back();
    scan(from, size);
  }
  // The bug names the first leaked allocation (in allocation order) and counts the rest;
  // reports are deduplicated by site, so each leaking site is reported once per check.
  const Allocation* first = nullptr;
  std::size_t blocks = 0, bytes = 0;
  std::vector<LocationId> sites;
  for (std::size_t i = 0; i < live.size(); ++i) {
    if (reached[i]) continue;
    const Allocation* a = live[i];
    if (!first || a < first) first = a;  // allocations_ is in allocation order
    ++blocks;
    bytes += a->size;
    if (std::find(sites.begin(), sites.end(), a->site) == sites.end()) sites.push_back(a->site);
  }
  if (!first) return;
  std::size_t first_site_blocks = 0, first_site_bytes = 0;
  for (std::size_t i = 0; i < live.size(); ++i) {
    if (reached[i] || live[i]->site != first->site) continue;
    ++first_site_blocks;
    first_site_bytes += live[i]->size;
  }
  Bug bug;
  bug.kind = BugKind::Leak;
  bug.thread = first->thread;
  bug.loc = first->site;
  bug.message = std::to_string(first_site_bytes) + " bytes in " + std::to_string(first_site_blocks) +
                (first_site_blocks == 1 ? " block" : " blocks") + " allocated here by thread " +
                std::to_string(first->thread) + " unreachable when the program ended";
  if (sites.size() > 1) {
    bug.message += " (" + std::to_string(bytes) + " bytes in " + std::to_string(blocks) + " blocks from " +
                   std::to_string(sites.size()) + " allocation sites in all)";
  }
  end_with_bug(std::move(bug));
}

void Runtime::heap_free(void* ptr) {
  if (!ptr) return;
  std::size_t size = heap_.block_size(ptr);
  // A second free of a block is a write of its first byte: it conflicts with the first free
  // whether or not that one ran before this thread got here (a race, not only a bug).
  if (size == 0 && heap_.contains(ptr) && heap_.check(ptr, 1) == Heap::Access::UseAfterFree) size = 1;
  note_effect();
  if (executing_ && size > 0) {
    // Freeing is a write of the whole block: it conflicts with every access to it, so the
    // exploration orders frees against uses (and a use after free cannot hide).
    PendingOp op;
    op.kind = OpKind::Store;
    op.addr = reinterpret_cast<std::uint64_t>(ptr);
    op.size = static_cast<std::uint32_t>(std::min<std::size_t>(size, UINT32_MAX));
    op.loc = cur().callsite;
    op.flags = kFlagHeapFree;
    schedule_point(op);
    record(OpKind::Store, op.addr, op.size, op.loc).flags = op.flags;
  }
  switch (heap_.release(ptr)) {
    case Heap::FreeResult::Ok: return;
    case Heap::FreeResult::DoubleFree:
      if (executing_) fail(BugKind::MemoryError, "double free of heap block", 0);
      return;
    case Heap::FreeResult::NotHeap:
      if (executing_) fail(BugKind::MemoryError, "free() of a pointer that is not a heap block", 0);
      return;
  }
}

}  // namespace braid::runtime

namespace braid::runtime {

bool Runtime::in_program_memory(const void* p) const {
  if (heap_.contains(p)) return true;
  const auto a = reinterpret_cast<std::uintptr_t>(p);
  std::size_t index = 0, offset = 0;
  if (stacks_.locate(a, index, offset)) return true;
  for (const auto& [address, size] : image_.globals)
    if (a >= reinterpret_cast<std::uintptr_t>(address) && a < reinterpret_cast<std::uintptr_t>(address) + size)
      return true;
  return false;
}

}  // namespace braid::runtime
