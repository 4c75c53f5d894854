// The event model shared by the runtime, every exploration algorithm and the reports.
// An event is one visible operation of one program thread, as executed.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace braid {

using ThreadId = std::uint32_t;     // dense, stable across executions (see runtime/thread_names.h)
using LocationId = std::uint32_t;   // index into LocationTable; 0 = unknown
inline constexpr ThreadId kNoThread = UINT32_MAX;

enum class OpKind : std::uint8_t {
  Load,          // read of shared memory (plain or atomic)
  Store,         // write of shared memory (plain or atomic)
  Rmw,           // atomic read-modify-write (fetch_add, exchange, ...): reads and writes
  CasSuccess,    // compare-exchange that wrote: reads and writes
  CasFailure,    // compare-exchange that did not write: a read
  MutexLock,     // acquisition of a mutex (lock, successful trylock)
  MutexTryFail,  // trylock that found the mutex held: reads the mutex
  MutexUnlock,
  ThreadCreate,  // pthread_create: `peer` is the child
  ThreadJoin,    // pthread_join: `peer` is the joined thread
  ThreadDetach,  // pthread_detach: `peer` is the detached thread (writes its join state)
};

std::string_view to_string(OpKind kind);

// Whether an operation reads / writes the object it touches.
constexpr bool op_reads(OpKind k) {
  return k == OpKind::Load || k == OpKind::Rmw || k == OpKind::CasSuccess ||
         k == OpKind::CasFailure;
}
constexpr bool op_writes(OpKind k) {
  return k == OpKind::Store || k == OpKind::Rmw || k == OpKind::CasSuccess;
}
constexpr bool op_is_memory(OpKind k) { return op_reads(k) || op_writes(k); }
// pthread_join and pthread_detach both write the joined thread's join state.
constexpr bool op_is_join_state(OpKind k) { return k == OpKind::ThreadJoin || k == OpKind::ThreadDetach; }
constexpr bool op_is_mutex(OpKind k) {
  return k == OpKind::MutexLock || k == OpKind::MutexUnlock || k == OpKind::MutexTryFail;
}

// Flags on memory events.
enum EventFlags : std::uint8_t {
  kFlagAtomic = 1,  // the access is atomic (C11/GCC atomics)
  kFlagTry = 2,     // a trylock: never blocks, may become MutexTryFail; also on the Load
                    // (with kFlagSync) of a sem_trywait / rwlock try-operation that failed,
                    // and on the Rmw (with kFlagSync) of a sem_trywait / sem_timedwait that
                    // took a unit (an acquisition that never blocks)
  kFlagSync = 4,    // a memory-like event of a modelled primitive (condition variable,
                    // semaphore, barrier, rwlock) on the primitive's address: synchronises,
                    // never races
  kFlagAcquire = 8,  // with kFlagSync: an acquisition (sem_wait, a condition-variable wake-up,
                     // a rwlock lock; all but a successful rwlock try / timed lock block until
                     // the primitive lets them go). Like a mutex acquisition, it races with
                     // the previous acquisition (dpor_common).
  kFlagAwaitWake = 32,  // the first operation of an await loop's iteration after the loop was
                        // blocked: it also stands for the reads of the blocking round
                        // (ExecutionResult::woken_reads, model/execution.h)
  kFlagCas = 16,     // on a pending operation (PendingOp): a compare-exchange, announced as
                     // Rmw; PendingOp::expected is the value it compares with.
  kFlagSemNonZero = 64,  // with kFlagSync on a sem_post's Rmw: the count was already positive,
                         // so the post enabled no sem_wait that was not already enabled
                         // (HappensBefore::acquisition_races: the chain wait -> posts -> wait
                         // can then be reversed one step at a time)
  kFlagJoinNoWait = 128,  // on a ThreadJoin: it joined a detached thread (a misuse: glibc
                          // returns EINVAL at once) and did not wait for its end, so it
                          // orders nothing for race detection and can run before the
                          // thread's events (dpor_common)
  kFlagHeapFree = 128,  // on a Store: the heap's free of a block (free, delete, realloc's old
                        // block), a write of its whole range that stores no value: a read
                        // that observes it is a use after free. (The bit means something
                        // else on other kinds: kFlagJoinNoWait on joins, POP's private flag
                        // on compare-exchanges, DC's on mutex events.)
};

// Memory-order facts of an event (Event::order), read only by race detection
// (docs/races.md): exploration stays sequentially consistent and the dependence relation
// ignores them. 0 (the default, and every atomic event the runtime makes itself) is seq_cst:
// an atomic read acquires and an atomic write releases.
enum OrderFlags : std::uint8_t {
  kOrderNoAcquire = 1,     // an atomic read weaker than acquire (relaxed, release)
  kOrderNoRelease = 2,     // an atomic write weaker than release (relaxed, acquire)
  kOrderAcquireFence = 4,  // an acquire (or acq_rel / seq_cst) fence of the thread precedes
                           // this event (after its previous one)
  kOrderReleaseFence = 8,  // a release (or acq_rel / seq_cst) fence of the thread precedes it
  // Read by the weak-memory check (analysis/race_detector.h, docs/memory_model.md):
  kOrderNotSeqCst = 16,    // an atomic access weaker than seq_cst (acquire and release included)
  kOrderSeqCstFence = 32,  // a seq_cst fence of the thread precedes this event
  // What follows an atomic access in its thread, as the instrumentation saw the program's
  // code (weak14); the meaning of bit 64 depends on the event's kind:
  // on a relaxed Load: had it read a value of the other zero-ness, its thread would have run
  // an acquire fence before any other event (the fence is control-dependent on the load);
  kOrderFencedOtherValue = 64,
  // on an Rmw: its operation adds or subtracts (two of them commute);
  kOrderAdditive = 64,
  // on an Rmw: the program never uses the value it read.
  kOrderResultUnused = 128,
};

// Families of read-modify-write operations x -> x op c that commute with each other
// (Event::commute_family): additions and subtractions together, and each of the bitwise and
// the min / max operations with itself. An exchange, a NAND or an unknown operation commutes
// with nothing.
enum CommuteFamily : std::uint8_t {
  kNoCommute = 0,
  kCommuteAdditive,
  kCommuteOr,
  kCommuteAnd,
  kCommuteXor,
  kCommuteSignedMax,
  kCommuteSignedMin,
  kCommuteUnsignedMax,
  kCommuteUnsignedMin,
};

struct Event {
  ThreadId thread = 0;
  std::uint32_t index = 0;  // position in its thread (0-based), identifies the event across runs
  OpKind kind = OpKind::Load;
  std::uint8_t flags = 0;
  std::uint8_t order = 0;   // OrderFlags (fills padding: the event keeps its size)
  // On an Rmw: the family of operations it commutes with, read by the weak-memory check
  // (kNoCommute for the others). Two read-modify-writes of one family applied in either
  // order leave the same value (fills padding too).
  std::uint8_t commute_family = 0;
  std::uint32_t size = 0;   // bytes accessed (memory events)
  std::uint64_t addr = 0;   // memory address or mutex address
  // Values (size <= 8). Every memory event records the value its bytes held before it:
  // value_read for reading events and, for a Store, the value it overwrote. value_written
  // is the value a writing event wrote; for a failed CAS it is the value the CAS expected
  // (a success needs it). POP predicts from them whether a reordered CAS would succeed.
  std::uint64_t value_read = 0;
  std::uint64_t value_written = 0;
  ThreadId peer = kNoThread;        // ThreadCreate / ThreadJoin / ThreadDetach: the other thread
  LocationId loc = 0;
};

// Two events conflict (are dependent) by the rule of docs/architecture.md ("The dependence
// rule", which extends the benchmark specification's §1 to every event kind):
// same thread; overlapping memory with at least one write; operations on the same mutex;
// creation of / join with the other's thread; two joins or detaches of one thread (both
// write its join state).
bool events_dependent(const Event& a, const Event& b);

// The value a compare-exchange event compared with (see Event::value_written).
constexpr std::uint64_t cas_expected(const Event& e) {
  return e.kind == OpKind::CasSuccess ? e.value_read : e.value_written;
}

// What let a condition-variable wake-up run (an Rmw of byte 0 of the condition variable with
// kFlagSync and kFlagAcquire), recorded by the runtime in the wake-up's value_written, with
// the enabling event's identity (event_identity) in value_read when there is one
// (docs/runtime.md, "Condition variables"; POP's use: docs/algorithms.md, "Condition
// variables in POP").
enum class WakeEnabler : std::uint64_t {
  Unknown = 0,  // not said (a late timeout; a futex, whose value_read may name its FUTEX_WAKE: pop.cpp)
  Named = 1,    // value_read names the signal or broadcast since which the waiter could run
                // without a break; right before it, it could not (no spurious wake-up left)
  Always = 2,   // a spurious wake-up was still allowed: it could run anywhere after its
                // registration
};
// An event's identity across executions, as a nonzero number: (thread + 1, index).
constexpr std::uint64_t event_identity(ThreadId thread, std::uint32_t index) {
  return (static_cast<std::uint64_t>(thread) + 1) << 32 | index;
}
constexpr std::uint64_t event_identity(const Event& e) { return event_identity(e.thread, e.index); }

// Does [a.addr, a.addr+a.size) overlap [b.addr, b.addr+b.size)?
constexpr bool ranges_overlap(std::uint64_t a, std::uint32_t as, std::uint64_t b, std::uint32_t bs) {
  return a < b + bs && b < a + as;
}

}  // namespace braid
