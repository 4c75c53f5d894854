// Program threads as fibers: raw Boost.Context fcontext switches on pooled stacks.
//
// Stacks are mmap'ed once per instance and reused across executions, each with a guard
// page below it so that a stack overflow faults (and is reported) instead of corrupting
// a neighbour. An abandoned fiber is simply forgotten: its stack is reused by the next
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
  const Stack& fresh_stack(std::size_t index);
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
  std::size_t stack_size_;
  std::size_t page_size_;
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
