// The ABI between instrumented program code and the braid runtime.
//
// The instrumentation pass (engine/instrument) inserts calls to these functions; the JIT
// (engine/jit) binds them as absolute symbols, so the names need not be exported by the
// binary. Every memory hook is called *before* the native instruction it guards and the
// instruction then executes unchanged: program threads are fibers on one OS thread, so
// nothing can run between the hook's return and the instruction. The hook is the
// scheduling point; it returns once the explorer has chosen this thread.
#pragma once

#include <cstdint>

extern "C" {

// The loop state words __braid_await_latch takes.
#define BRAID_AWAIT_STATE_WORDS 4

// Memory-access flags (bit set).
enum BraidAccessFlags : std::uint32_t {
  BRAID_ACCESS_ATOMIC = 1u,  // C11/GCC atomic access (not a data race)
  // Memory order of an atomic access (Event::order), weaker than seq_cst:
  BRAID_ACCESS_NO_ACQUIRE = 2u,       // a read that is not acquire (relaxed / release)
  BRAID_ACCESS_NO_RELEASE = 4u,       // a write that is not release (relaxed / acquire)
  BRAID_ACCESS_FAIL_NO_ACQUIRE = 8u,  // cmpxchg: its failure ordering is not acquire
  BRAID_ACCESS_NOT_SEQ_CST = 16u,     // weaker than seq_cst (a cmpxchg: its success ordering)
  BRAID_ACCESS_FAIL_NOT_SEQ_CST = 32u,  // cmpxchg: its failure ordering is weaker than seq_cst
  // What follows the access in its thread, for the weak-memory check (docs/memory_model.md,
  // weak14): a relaxed load whose value decides a branch right after it, where the path taken
  // for a zero (nonzero) value runs an acquire fence before any other event:
  BRAID_ACCESS_FENCE_IF_ZERO = 64u,
  BRAID_ACCESS_FENCE_IF_NONZERO = 128u,
  BRAID_ACCESS_RESULT_UNUSED = 256u,  // a read-modify-write whose result the program never uses
};

// Fence kinds (bit set) for __braid_fence.
enum BraidFenceFlags : std::uint32_t {
  BRAID_FENCE_ACQUIRE = 1u,
  BRAID_FENCE_RELEASE = 2u,
  BRAID_FENCE_SEQ_CST = 4u,
};

// Read-modify-write operations, as LLVM's AtomicRMWInst::BinOp order is not stable ABI.
enum BraidRmwOp : std::uint32_t {
  BRAID_RMW_XCHG = 0, BRAID_RMW_ADD, BRAID_RMW_SUB, BRAID_RMW_AND, BRAID_RMW_NAND,
  BRAID_RMW_OR, BRAID_RMW_XOR, BRAID_RMW_MAX, BRAID_RMW_MIN, BRAID_RMW_UMAX, BRAID_RMW_UMIN,
  BRAID_RMW_OTHER,  // floating point and other operations: modelled as an exchange of unknown value
};

// Before a load of `size` bytes at `addr` that may touch shared memory.
void __braid_load(const void* addr, std::uint64_t size, std::uint32_t flags, std::uint32_t loc);
// Before a store of `size` bytes; `value` is the stored value when it fits in 64 bits (else 0).
void __braid_store(void* addr, std::uint64_t size, std::uint64_t value, std::uint32_t flags,
                   std::uint32_t loc);
// Before an `atomicrmw` instruction (which then executes natively); `flags`: its memory
// order (BRAID_ACCESS_NO_*).
void __braid_rmw(void* addr, std::uint64_t size, std::uint64_t operand, std::uint32_t op,
                 std::uint32_t flags, std::uint32_t loc);
// Before a `cmpxchg` instruction (which then executes natively). The runtime decides from
// memory whether it will succeed (a write) or fail (a read).
// `flags`: its memory orders (BRAID_ACCESS_NO_*, BRAID_ACCESS_FAIL_NO_ACQUIRE).
void __braid_cmpxchg(void* addr, std::uint64_t size, std::uint64_t expected,
                     std::uint64_t desired, std::uint32_t flags, std::uint32_t loc);
// A `fence` instruction (not a scheduling point, no event): its kind (BRAID_FENCE_*) is
// noted on the thread's next event (Event::order) for race detection.
void __braid_fence(std::uint32_t kind);

// Replacements for llvm.memcpy/memmove/memset on possibly-shared memory: each is a read
// event of the source followed by a write event of the destination, then the copy.
void __braid_memcpy(void* dst, const void* src, std::uint64_t n, std::uint32_t loc);
void __braid_memmove(void* dst, const void* src, std::uint64_t n, std::uint32_t loc);
void __braid_memset(void* dst, std::int32_t byte, std::uint64_t n, std::uint32_t loc);

// Records the location of the next call to an intercepted library function (pthread_*,
// malloc, assert, ...), which cannot receive it as an argument.
void __braid_callsite(std::uint32_t loc);

// Called at the header of every loop that contains no visible operation, so that a
// thread spinning on local state cannot run forever unnoticed.
void __braid_loop_tick(std::uint32_t loc);

// Right before a __VERIFIER_nondet_* call whose site has a learnt domain
// (instrument/nondet_ranges.cpp): the `count` values it is explored with, as bit patterns of
// the call's width (constant data of the program), and whether they are every value that
// matters. The call that follows takes them (Runtime::nondet_value).
void __braid_nondet_domain(const std::uint64_t* patterns, std::uint64_t count, std::uint32_t exhaustive);
// Right after __braid_nondet_domain, for a site whose domain is narrower when no other
// thread exists (instrument/nondet_ranges.cpp, "alone"): replaces it when the calling thread
// is main and no thread has been created in this execution.
void __braid_nondet_domain_alone(const std::uint64_t* patterns, std::uint64_t count, std::uint32_t exhaustive);

// Await loops (instrument/await_loops.cpp: mark_await_loops; runtime/await.cpp). `reset` on
// entry (the preheader) returns a token that marks where the first iteration starts;
// `latch`, on the back edge, gets the token of the iteration that ends and returns the
// next one's; `locals_unchanged` != 0 when the loop-carried locals that decide an iteration
// keep their values. When the iteration changed nothing (no plain store, no RMW / CAS that
// changed memory, no mutex left in another state, no other effect: __braid_local_effect) and every value
// it observed is unchanged, another iteration would do exactly the same: the thread is
// blocked until another thread changes one of them.
std::uint64_t __braid_await_reset(void);
// `state_words` (at most BRAID_AWAIT_STATE_WORDS) words `state0`... hold the decisive
// loop-carried locals' values for the next iteration (0 words: too many to pass): an
// iteration that returns the loop to the state an earlier one started in, with every
// observation since still holding, is a cycle that would repeat forever (runtime/await.cpp).
std::uint64_t __braid_await_latch(std::uint64_t token, std::uint32_t loc, std::uint32_t locals_unchanged,
                                  std::uint32_t state_words, std::uint64_t state0, std::uint64_t state1,
                                  std::uint64_t state2, std::uint64_t state3);
// Before an operation that changes the thread's state without an event: a write to a
// thread_local variable, a call of a library function braid does not model.
void __braid_local_effect(void);

// A read of `size` bytes of a local variable that nothing wrote since its function began
// (instrument/uninit_locals.cpp tests it inline and calls this only then).
void __braid_uninit_local(std::uint64_t size, std::uint32_t loc);
// A local passed to helper functions begins (every byte unwritten) / its function returns:
// the memory hooks then follow its bytes (reads of never-written bytes are reported).
void __braid_local_begin(const void* addr, std::uint64_t size);
void __braid_local_end(const void* addr);
// A local whose address may reach another thread begins its life / its function returns
// (instrument/frame_locals.cpp): another thread's later access of its bytes is a use after
// return even once the owner's new calls cover them. `frame` is the stack pointer at the
// function's entry (llvm.stacksave): locals of deeper frames still listed live were left
// without a return (longjmp, an exception) and end then.
void __braid_frame_local_begin(const void* addr, std::uint64_t size, const void* frame);
void __braid_frame_local_end(const void* addr, std::uint64_t size, const void* frame);
// The variable-length arrays and alloca() blocks of the frame entered at `frame` that lie
// below `below` end: at a stackrestore (the VLA's scope ends) and at each return (below =
// frame: all of them).
void __braid_frame_release(const void* frame, const void* below);
// The frame entered at `frame` runs again after deeper frames were left without a return:
// after setjmp returned (a longjmp), at a landing pad (an exception). Their escaped locals end.
void __braid_frame_resumed(const void* frame);

// The running thread's stack passed its size (instrument/stack_frames.cpp): the program's
// stack pointer, at a function's entry, is below kStackLimitSymbol's value. Ends the thread
// with a `crash` ("stack overflow in thread N"); never returns.
void __braid_stack_overflow(void);

// Per-thread address of a thread_local variable (replaces llvm.threadlocal.address).
// `tls_global` is the variable's global, whose contents are the initial value; `size`
// its size in bytes.
void* __braid_tls_address(void* tls_global, std::uint64_t size);

// SV-COMP conventions and the braid.h API (also reachable by their own names, bound by the JIT).
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
void __VERIFIER_assume(int condition);
void __VERIFIER_error(void);
void reach_error(void);
}

// Not a hook: the program's global (an address, as a 64-bit integer) below which the running
// thread's stack pointer is an overflow; the runtime sets it at every switch (0 while none runs).
namespace braid::runtime {
inline constexpr const char* kStackLimitSymbol = "__braid_stack_limit";
}  // namespace braid::runtime

// Not a hook: the function attribute with which the frontend (frontend/deferred_inlining.cpp)
// marks the program's own `always_inline` functions instead of letting Clang's -O0 pipeline
// inline them before the pass; the pass's pipeline (instrument/pipeline.cpp) makes them
// `alwaysinline` again once their locals are bracketed (instrument/frame_locals.cpp), so an
// inlined copy ends its locals at the inlined return (use after return, docs/runtime.md).
#define BRAID_DEFERRED_ALWAYS_INLINE "braid-deferred-always-inline"
