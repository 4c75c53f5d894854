// Program threads as fibers: raw Boost.Context fcontext switches on pooled stacks.
//
// Stacks are mmap'ed once per instance and reused across executions, each with a guard
// page below it so that a stack overflow faults (and is reported) instead of corrupting
// a neighbour. A slot holds one stack of one size: a thread that asks for another size
// (pthread_attr_setstacksize) gets its slot's stack remapped at that size, which later
// executions creating the same thread with the same size reuse as before. An abandoned fiber is simply forgotten: its stack is reused by the next
// execution, no unwinding happens (program code is C and has no destructors to run).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include <boost/context/detail/fcontext.hpp>

namespace braid::runtime {

namespace ctx = boost::context::detail;

class StackPool {
 public:
  explicit StackPool(std::size_t stack_size);
  ~StackPool();
  StackPool(const StackPool&) = delete;
  StackPool& operator=(const StackPool&) = delete;

  // The stack of thread slot `index` (allocated on first use, reused afterwards).
  struct Stack {
    void* base = nullptr;   // lowest usable address (guard page lies below)
    std::size_t size = 0;   // usable bytes
    std::size_t guard = 0;  // bytes of PROT_NONE guard below `base`
    void* top() const { return static_cast<char*>(base) + size; }
  };
  const Stack& stack(std::size_t index);
  // The stack of slot `index` for a thread that starts now: what earlier executions left
  // on it, down to the deepest point they were seen at and the leftovers of native code
  // just below, is cleared. A stack
  // is reused from one execution to the next, and its leftovers must not decide anything:
  // whether a store "changed" a local (await loops compare the bytes before and after) or
  // what an uninitialised local holds would otherwise depend on which executions ran
  // before on this program instance, and a replayed prefix could take another path.
  // `size`: the usable bytes wanted (rounded up to pages); 0 for the pool's default size.
  const Stack& fresh_stack(std::size_t index, std::size_t size = 0);
  // A thread of slot `index` reached `addr` on its stack (called at every switch back to
  // the scheduler: the deepest frames of a thread are the runtime's, below its caller's).
  void note_depth(std::size_t index, std::uintptr_t addr) {
    if (index < deepest_.size() && addr < deepest_[index]) deepest_[index] = addr;
  }
  // The slot whose stack holds `addr` and the offset from its base, if any (portable
  // addresses: runtime/portable_address.cpp).
  bool locate(std::uintptr_t addr, std::size_t& index, std::size_t& offset) const {
    for (std::size_t i = 0; i < stacks_.size(); ++i) {
      const auto base = reinterpret_cast<std::uintptr_t>(stacks_[i].base);
      if (base != 0 && addr >= base && addr < base + stacks_[i].size) {
        index = i;
        offset = addr - base;
        return true;
      }
    }
    return false;
  }
  // Whether `addr` lies in the guard page of any stack (a stack overflow).
  bool in_guard_page(const void* addr) const;

 private:
  // Maps a stack of `size` usable bytes (a page multiple) for slot `index`, unmapping the
  // one it held; what earlier executions learnt about its depth is forgotten with it.
  void map(std::size_t index, std::size_t size);

  std::size_t stack_size_;
  std::size_t page_size_;
  // A stack smaller than the default gets a guard region of this size, not one page: a
  // frame larger than the whole stack (a big local array) must still land in PROT_NONE
  // memory rather than in whatever mapping lies below (there is no 8 MiB of its own stack
  // to absorb it). PROT_NONE and MAP_NORESERVE: it costs address space only.
  static constexpr std::size_t kSmallStackGuard = 1u << 20;
  std::vector<Stack> stacks_;
  // Per slot: the lowest address seen in use by any execution (top() while never used).
  std::vector<std::uintptr_t> deepest_;
  // Cleared below the deepest point seen, up to this far: native code (libc, the context
  // switch) called from there goes deeper without passing through the runtime. Checked in
  // chunks; the first chunk already clear ends the clearing (a native frame with an
  // untouched buffer of a chunk or more could hide leftovers below it: such a replay that
  // takes another path is reported as a divergence).
  static constexpr std::size_t kClearBelowDeepest = 16 * 1024;
  static constexpr std::size_t kClearChunk = 512;
};

}  // namespace braid::runtime
