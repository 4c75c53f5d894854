// Call stacks of program threads, for reports (docs/bugs.md, "Call stacks").
//
// The instrumentation pass (instrument/call_stacks.cpp) makes every call of a program
// function write its call-site location id into the running thread's ShadowStack and
// bump the depth, and restore the depth after the call. Each thread (fiber) has its own
// ShadowStack; the runtime points the program's global kShadowStackSymbol at the one of
// the thread it resumes. Maintaining it costs a few stores per call (the optimiser deletes
// them around calls that reach no hook, where nobody could look). Reading it — a copy of
// the stack per event — happens only when `recording` is on: when a bug's schedule is
// re-run to render its report (check/bug_stacks.cpp), never while exploring.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "model/execution.h"

namespace braid::runtime {

// The program's global that points at the running thread's ShadowStack.
inline constexpr const char* kShadowStackSymbol = "__braid_shadow_stack";
// The stack the pointer starts at, for static constructors (before the runtime attaches).
inline constexpr const char* kShadowStackFallbackSymbol = "__braid_shadow_fallback";
// Frames kept per thread; deeper calls (recursion) overwrite the innermost slot, and a
// captured stack then says that frames were lost.
inline constexpr std::uint32_t kShadowStackDepth = 128;

// Layout shared with the instrumented code: [depth, site 0 (outermost call), site 1, ...].
struct ShadowStack {
  std::uint32_t depth = 0;
  std::uint32_t sites[kShadowStackDepth] = {};
};

class ShadowStacks {
 public:
  // `current`: the address of the program's kShadowStackSymbol (absent in programs built
  // without call stacks: then nothing is recorded).
  void attach(ShadowStack** current) { current_ = current; }
  bool attached() const { return current_ != nullptr; }
  // Every thread back to an empty stack (a new execution; abandoned runs leave depths).
  void reset();
  // Thread `thread` runs next: the program's pointer goes to its stack.
  void activate(ThreadId thread) {
    if (!current_) return;
    if (thread >= stacks_.size()) grow(thread);
    *current_ = stacks_[thread].get();
  }
  // The thread's call sites now, innermost first, ending with kLostFrames when recursion
  // went deeper than kShadowStackDepth.
  std::vector<LocationId> capture(ThreadId thread) const;
  // The same into `sites` (its buffer reused).
  void capture_into(ThreadId thread, std::vector<LocationId>& sites) const;
  // The stack the program's pointer designates now (static initialisation: its own
  // fallback stack, before any thread was activated), innermost first.
  std::vector<LocationId> capture_current() const;

  // Record a stack per event and per thread at the end (ExecutionResult::stacks).
  bool recording = false;

 private:
  void grow(ThreadId thread);
  ShadowStack** current_ = nullptr;
  std::vector<std::unique_ptr<ShadowStack>> stacks_;  // by thread id; addresses stay put
};

}  // namespace braid::runtime
