// What a cancellation event is (runtime/cancel_state.cpp, docs/runtime.md "pthread_cancel"),
// stated for the reports: every one is a memory-like event (kFlagSync) on one byte of a
// thread's stack slot that no frame reaches, with `peer` the thread whose byte it is, and the
// runtime says which one it is in its value_written.
#pragma once

#include <cstdint>

namespace braid {

// On a thread's cancel cell: a blocking cancellation point's entry or exit (an Rmw of the
// thread's own cell), and pthread_cancel's request (an Rmw of its target's cell). A request's
// wake-up of its target's wait is an Rmw of the byte the wait's wake-up is an event on (a
// condition variable's, a semaphore's, the joined thread's end cell) by another thread than
// its peer; its value_written is left as the primitive's own events have it.
inline constexpr std::uint64_t kCancelCellEdge = 0;
inline constexpr std::uint64_t kCancelRequest = 1;
// On a thread's end cell (only in a program that calls pthread_cancel, branch trust21): the
// thread's end (peer: itself; value_read 1 when it ended with PTHREAD_CANCELED, the value its
// join returns), and a join's wait for it (peer: the joined thread; value_read 1 when a
// cancellation request of the joiner ended the wait instead).
inline constexpr std::uint64_t kThreadEnded = 2;
inline constexpr std::uint64_t kJoinWaitEnded = 3;
// On a blocking point's entry (an Rmw of the thread's own cancel cell): the wait it enters is
// one a request wakes (cancellation enabled, a wait that blocks), so a request that finds the
// thread inside it is followed by its wake-up event. The state is the thread's own and in no
// other event; DC-DPOR's dead-call search reads it here (docs/algorithms.md, "dc17"). The bit
// is otherwise used only on a ThreadJoin (kFlagJoinNoWait) and on a Store (kFlagHeapFree).
inline constexpr std::uint8_t kFlagCancelWakeableWait = 128;

}  // namespace braid
