// The transformations of braid's instrumentation pass, one file each, in the order
// pipeline.cpp runs them. Each receives the shared Context (context.h).
#pragma once

#include <llvm/IR/Function.h>

#include <optional>
#include <string>

#include "instrument/context.h"

namespace braid::instrument {

// --- whole-module transformations ---------------------------------------------------
// thread_locals.cpp: the program's own copies of std::call_once's thread-locals, and
// every thread_local turned into a global whose per-thread copy the runtime hands out.
void adopt_call_once(Context& cx);
void rewrite_thread_locals(Context& cx);
// library_spins.cpp: libstdc++'s __atomic_spin (the spin phase of atomic wait and semaphore
// acquire) reduced to one check of its predicate (docs/runtime.md, "Everything else").
void collapse_library_spins(Context& cx);
// barrier_waits.cpp: pthread_barrier_wait calls whose result is unused.
void mark_unobserved_barrier_waits(Context& cx);
// unused_results.cpp: pthread_mutex_unlock calls whose result is unused (an EPERM they would
// ignore is a misuse).
void mark_unchecked_mutex_unlocks(Context& cx);
// unused_results.cpp: the direct calls of `callee` whose result has no user (or for which
// `also_unused` holds) call `replacement` (same type) instead, after a call-site hook naming
// the line; shared by the two transformations above.
void redirect_unused_result_calls(Context& cx, llvm::StringRef callee, llvm::StringRef replacement,
                                  bool (*also_unused)(const llvm::CallBase&) = nullptr);
// lock_all.cpp: std::lock of known mutex types as one acquisition of all its mutexes.
void model_lock_all(Context& cx);
// harness_functions.cpp: SV-COMP's assume_abort_if_not(cond) as __VERIFIER_assume(cond).
void adopt_harness_assumes(Context& cx);
// Whether `f` is that helper (its body then is __VERIFIER_assume(cond != 0)).
bool is_adopted_harness_assume(const llvm::Function& f);
// nondet_ranges.cpp: each integer __VERIFIER_nondet_* call whose values the code that follows
// rejects (assumptions) or treats alike (an early return) gets its learnt domain from
// __braid_nondet_domain right before it (docs/algorithms.md, "Nondet values").
void learn_nondet_ranges(Context& cx);
// input_seeds.cpp: srand / srandom of a non-constant seed counted as a nondet input.
void mark_input_seeds(Context& cx);
// loop_ticks.cpp: a tick in every loop whose iterations have no visible operation (runs
// after every function was instrumented: it needs the whole call graph).
void insert_loop_ticks(Context& cx);
// frame_locals.cpp: the life of every local whose address may reach another thread is
// bracketed by runtime calls, for a use after return on a frame other calls have reused.
void bracket_escaped_locals(Context& cx);
// call_stacks.cpp: every call of a program function records its call site in the running
// thread's shadow stack (runtime/shadow_stack.h); each hook's location gets its inlined-at
// chain, the library function it calls, the C type of its value and the qualified name
// of its function (docs/bugs.md, "Reading a report"). Last, before the optimiser inlines.
void add_call_stacks(Context& cx);

// uninit_locals.cpp: before SROA and mem2reg, a test before every read of a local variable
// that may not have been written (docs/runtime.md, "Uninitialised memory").
void track_uninitialised_locals(Context& cx);

// rmw_results.cpp: after the optimiser (not a step of the pass): each read-modify-write hook
// whose `atomicrmw` has no use in the optimised code, the library's wrappers inlined, gets
// BRAID_ACCESS_RESULT_UNUSED (the weak-memory check's rule 3, docs/memory_model.md).
void mark_unused_rmw_results(llvm::Module& module);

// --- per-function transformations ---------------------------------------------------
// atomic_functions.cpp: SV-COMP's __VERIFIER_atomic_* functions as atomic blocks.
void wrap_atomic_function(Context& cx, llvm::Function& f);
// accesses.cpp: a hook before every operation another thread could observe.
void instrument_accesses(Context& cx, llvm::Function& f, FunctionFacts& facts);
// loop_ticks.cpp: the loops of `f` that may need a tick (decided by insert_loop_ticks).
// Loops in simplified form (a preheader, one latch): a retry loop with several back edges
// (`goto retry` from two places, `continue` in a `for (;;)`) gets one latch, so that the
// loop steps below treat it like any loop (instrument/await_loops.cpp).
void simplify_loops(Context& cx, llvm::Function& f, FunctionFacts& facts);
void survey_loops(Context& cx, llvm::Function& f, FunctionFacts& facts);
// await_loops.cpp: loops whose iterations the runtime may find to be repetitions.
void mark_await_loops(Context& cx, llvm::Function& f, FunctionFacts& facts);

// stack_frames.cpp: frames as large as the program's own -O0 build makes them, and the check
// of the running thread's stack limit at every function's entry (run by the pipeline around
// the braid pass, pipeline.cpp). Locals of 64 bytes or more are pinned before SROA, unpinned
// for the braid pass, pinned again before -O1; check_stack_limits also keeps every call a call.
void pin_frame_locals(llvm::Module& m);
void unpin_frame_locals(llvm::Module& m);
void check_stack_limits(llvm::Module& m);

// --- analyses the transformations share ---------------------------------------------
// escape_analysis.cpp: whether memory is certainly private to the executing thread.
bool is_private_object(Context& cx, const llvm::Value* obj);
bool is_private_pointer(Context& cx, const llvm::Value* ptr);
bool thread_local_escapes(Context& cx, const llvm::Value* global);
// object_names.cpp: the accessed variable as the user would name it ("s.count", "p->next").
std::string object_name(Context& cx, llvm::Value* ptr, uint64_t size);
std::string call_object_name(Context& cx, llvm::CallBase& call, llvm::StringRef callee);
// object_names.cpp: the mutex and condition-variable arguments of a call of a defined
// function, by the callee's parameter types (SourceLocation::sync_arguments).
std::vector<SyncArgument> call_sync_arguments(Context& cx, llvm::CallBase& call);
// object_names.cpp: "file:line:col" of a debug location (relative files made absolute).
std::string file_of(const llvm::DILocation* dl);

// library_objects.cpp: a library member function that runs natively on a program object
// (std::string's members, instantiated in libstdc++.so) is summarised by one access of the
// object before the call: `bytes` from its `this`, a write unless the member is const.
struct LibraryObjectAccess {
  uint64_t bytes;
  bool writes;
};
std::optional<LibraryObjectAccess> library_object_access(llvm::StringRef callee);
void hook_library_object_access(Context& cx, llvm::CallBase& call, const LibraryObjectAccess& access);

}  // namespace braid::instrument
