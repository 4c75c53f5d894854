// DC-DPOR's dead-call search: pthread_cancel's requests and their effect on the target
// (runtime/cancel_state.cpp; docs/runtime.md "pthread_cancel", "trust20", "trust21"), so that
// the record keeps the threads that use them and the search runs them on abstract runs
// (docs/algorithms.md, "dc17").
//
// Every such event is a one-byte memory-like event (kFlagSync) naming a thread (`peer`):
// * on a thread T's cancel cell: a request (an Rmw writing kCancelRequest, by any thread),
//   T's cancellation points (Loads: value_read says whether a request is pending) and its
//   blocking points' entry and exit edges (Rmws writing kCancelCellEdge; value_read the same;
//   an entry into a wait a request wakes carries kFlagCancelWakeableWait);
// * on T's end cell (the next byte): T's end (kThreadEnded) and a join's wait for it
//   (kJoinWaitEnded, an acquisition; value_read 1 when a request ended the wait instead);
// * a request's wake-up of its target's wait: an Rmw by the requester right after the request,
//   on the byte the wait's own wake-up is an event on (a condition variable's token byte, a
//   semaphore, the joined thread's end cell); value_read 1 when it woke the wait.
//
// The search keeps T's cancel cell as a value of CancelBits (the cell's last writer is the last
// request or edge, as in the trace). A request's continuation depends on whether its wake-up
// event follows (its target in a wait a request wakes: the trie's outcome of the request); a
// point's and an edge's on whether a request is pending (their value_read); a join wait's on
// whether a request woke it. Which wait a request wakes is its target's, entered after the
// request could not have been (a pending request is acted on at an enabled wait's entry), so
// "inside the wait and before its wake-up" tells whether the wake-up event wakes it.
#pragma once

#include <cstdint>

#include "model/barrier_slots.h"
#include "model/cancel_events.h"
#include "model/event.h"

namespace braid::dc {

enum class CancelOp : std::uint8_t {
  None,
  Request,    // a read for the trie: its outcome is whether the wake-up event follows
  Point,      // a read of the own cell: outcome value_read (pending)
  Edge,       // the same, an Rmw; an entry may carry kFlagCancelWakeableWait
  Wake,       // a plain event of the requester: wakes its target's wait when still before its wake-up
  ThreadEnd,  // a plain event: the thread's end cell says it ended
  JoinWait,   // a read: enabled once the joined thread ended or a request woke the joiner; outcome:
              // kJoinWoken, else whether the joined thread ended cancelled (what the join returns)
};
// The outcome of a sem_wait inside a wait a request wakes (a read of the trie, dc19): woken
// by the request (it took no unit, the thread acts on the request next) or not (it took one).
inline constexpr std::uint8_t kSemWaitTookUnit = 0, kSemWaitWoken = 1;
// A thread's end cell in the search: kThreadEnded once it ended, with kEndedCancelled when its
// join returns PTHREAD_CANCELED (the end event's value_read).
inline constexpr std::uint64_t kEndedCancelled = 0x100;
inline std::uint64_t end_cell_after(const Event& end) { return kThreadEnded | (end.value_read ? kEndedCancelled : 0); }
inline bool thread_ended(std::uint64_t end_cell) { return (end_cell & 0xFF) == kThreadEnded; }
// The outcome of a join wait: woken by a request (the join does not happen), or the join
// returning PTHREAD_CANCELED or the thread's own value.
inline constexpr std::uint64_t kJoinWoken = 1, kJoinCancelled = 2, kJoinEnded = 0;
inline std::uint64_t join_wait_outcome(bool woken, std::uint64_t end_cell) {
  if (woken) return kJoinWoken;
  return (end_cell & kEndedCancelled) ? kJoinCancelled : kJoinEnded;
}

inline CancelOp cancel_op(const Event& e) {
  if (!(e.flags & kFlagSync) || e.peer == kNoThread || e.size != 1 || e.addr >= kBarrierSpace) return CancelOp::None;
  if (e.kind == OpKind::Load) return e.thread == e.peer ? CancelOp::Point : CancelOp::None;
  if (e.kind != OpKind::Rmw) return CancelOp::None;
  if (e.flags & kFlagAcquire) return e.value_written == kJoinWaitEnded ? CancelOp::JoinWait : CancelOp::None;
  if (e.value_written == kCancelRequest) return CancelOp::Request;
  if (e.thread == e.peer) {
    if (e.value_written == kThreadEnded) return CancelOp::ThreadEnd;
    return e.value_written == kCancelCellEdge ? CancelOp::Edge : CancelOp::None;
  }
  return CancelOp::Wake;
}
// Events whose continuation depends on what they find: reads of the trie.
inline bool is_cancel_read(CancelOp op) {
  return op == CancelOp::Request || op == CancelOp::Point || op == CancelOp::Edge || op == CancelOp::JoinWait;
}

// A thread's cancel cell in the search (Cell::value of the cell's location key).
struct CancelBits {
  static constexpr std::uint64_t kPending = 1;   // a request came (the runtime clears it only
                                                 // when the thread acts on it, and then exits)
  static constexpr std::uint64_t kInWait = 2;    // inside a wait a request wakes (entry .. exit)
  static constexpr std::uint64_t kPastWake = 4;  // ... whose wake-up has run
  static constexpr std::uint64_t kWoken = 8;     // ... which a request's wake-up event woke
  // What an edge leaves: an entry into a wakeable wait starts one, any other edge ends it.
  static std::uint64_t after_edge(std::uint64_t value, const Event& edge) {
    return (value & kPending) | ((edge.flags & kFlagCancelWakeableWait) ? kInWait : 0);
  }
  // Whether a request finds its target in a wait it wakes (its wake-up event follows).
  static bool request_wakes(std::uint64_t value) { return (value & kInWait) != 0; }
  // Whether the wake-up event ends the wait (inside it, before its own wake-up).
  static bool wake_event_wakes(std::uint64_t value) { return (value & kInWait) && !(value & kPastWake); }
  // The thread's wake-up ran: a later wake-up event finds nothing to wake.
  static std::uint64_t after_own_wakeup(std::uint64_t value) { return (value & kInWait) ? value | kPastWake : value; }
};

}  // namespace braid::dc
