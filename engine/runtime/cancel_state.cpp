// pthread_setcancelstate / pthread_setcanceltype / pthread_testcancel. glibc keeps the
// cancellation state in the calling system thread's descriptor, which every fiber shares:
// natively, one program thread's "disable" was another's old state (a thread that saved
// and restored its state around a critical section saw the other's DISABLE, a false
// assertion failure; audit7_setcancelstate_disable_enable.c). braid keeps it per program
// thread.
//
// Deferred cancellation (docs/runtime.md, "pthread_cancel"). A request is an event on the
// target's cancel cell (a byte of its stack slot that no program frame reaches: a portable
// address, the same in every instance): pthread_cancel writes it (an Rmw, like a sem_post),
// each cancellation point of the target reads it (a Load, like a sem_getvalue), so every
// algorithm orders a request against each point as it orders those. Only a program that
// calls pthread_cancel has these events. A blocking point (join, condition-variable and
// semaphore waits) reads the cell at its entry and again after it returns; a request that
// lands between the two while cancellation is enabled wakes the wait (branch trust20): the
// request's second event, on the byte the wait's wake-up is an event on, lets the wake-up
// run without taking what it waited for, and the exit read acts on the request (a condition
// variable's mutex re-acquired first). A join is woken too (branch trust21): in such a
// program each thread's end is an event on its *end cell* (the next byte of its stack slot)
// and a join first waits for it (an Rmw of that cell, enabled once the thread has ended or a
// request woke the joiner); a request's second event is on the joined thread's end cell, so
// it is ordered against the thread's end and the joiner's wait like a signal against a
// wake-up. Woken, the join does not happen (the thread stays joinable) and the exit acts on
// the request.
#include <pthread.h>

#include <cerrno>
#include <string>

#include "model/cancel_events.h"
#include "runtime/intercept.h"
#include "runtime/runtime.h"

namespace braid::runtime {

static_assert(PTHREAD_CANCEL_ENABLE == 0 && PTHREAD_CANCEL_DEFERRED == 0,
              "ThreadRecord's cancel_state / cancel_type start at these values");

int Runtime::set_cancel_state(int state, int* old_state) {
  if (state != PTHREAD_CANCEL_ENABLE && state != PTHREAD_CANCEL_DISABLE) return EINVAL;
  ThreadRecord& t = cur();
  if (old_state) {
    *old_state = t.cancel_state;
    heap_mark_initialised(old_state, sizeof *old_state);
  }
  t.cancel_state = state;
  return 0;
}

int Runtime::set_cancel_type(int type, int* old_type) {
  if (type != PTHREAD_CANCEL_DEFERRED && type != PTHREAD_CANCEL_ASYNCHRONOUS) return EINVAL;
  // Asynchronous cancellation acts between any two instructions: not modelled. Refused where
  // a request could come (the program calls pthread_cancel), whatever the schedule.
  if (type == PTHREAD_CANCEL_ASYNCHRONOUS && image_.cancels)
    fail(BugKind::Unsupported,
         "pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS) in a program that calls pthread_cancel: asynchronous "
         "cancellation (at any instruction) is not modelled, only deferred cancellation",
         cur().callsite);
  ThreadRecord& t = cur();
  if (old_type) {
    *old_type = t.cancel_type;
    heap_mark_initialised(old_type, sizeof *old_type);
  }
  t.cancel_type = type;
  return 0;
}

namespace {

// The byte a thread's cancellation requests and points are events on: the lowest byte of its
// stack slot (the guard page lies below; frames start at the top).
std::uint64_t cancel_cell(StackPool& stacks, ThreadId thread) {
  return reinterpret_cast<std::uint64_t>(stacks.stack(thread).base);
}

// The byte a thread's end and the joins waiting for it are events on (the next one).
std::uint64_t end_cell(StackPool& stacks, ThreadId thread) { return cancel_cell(stacks, thread) + 1; }

}  // namespace

int Runtime::cancel_thread(std::uint64_t handle) {
  if (!executing_) return ESRCH;
  const LocationId loc = cur().callsite;
  const ThreadId target = static_cast<ThreadId>(handle - 1);
  if (handle == 0 || target >= status_.size() || !threads_[target] || !threads_[target]->start)
    fail(BugKind::Misuse, "pthread_cancel on an invalid thread handle", loc);
  if (!image_.cancel_refusal.empty()) fail(BugKind::Unsupported, "pthread_cancel: " + image_.cancel_refusal, loc);
  PendingOp op;
  op.kind = OpKind::Rmw;
  op.addr = cancel_cell(stacks_, target);
  op.size = 1;
  op.flags = kFlagSync;
  op.peer = target;  // whose cell (the reports name the event by it: report/story.cpp)
  op.loc = loc;
  schedule_point(op);
  ThreadRecord& t = *threads_[target];
  Event& e = record(OpKind::Rmw, op.addr, 1, loc);
  e.flags = kFlagSync;
  e.peer = target;
  e.value_read = t.cancel_pending ? 1 : 0;
  e.value_written = kCancelRequest;
  // A thread that has ended (joined or not) is not affected: glibc returns 0 (the request
  // is ignored), as here.
  if (t.finished) return 0;
  t.cancel_pending = true;
  if (!t.in_cancel_wait || t.cancel_state != PTHREAD_CANCEL_ENABLE) return 0;
  // The target is inside a blocking point with cancellation enabled (it cannot change its
  // state there): the request wakes its wait. What this request does next depends only on
  // what its event on the cell found (the wait the target is in), so it stays a function of
  // the dependent events before it.
  if (t.cancel_wake == CancelWake::NeverBlocks) return 0;  // pending: acted on at the target's next point
  // The wake-up: an event on the byte the wait's own wake-up is an event on, so that it is
  // dependent with exactly what competes with it (a signal, a post, the joined thread's end,
  // the wake-up itself): every algorithm orders "the wait ended normally, the request stays
  // pending" against "the request ended the wait". When the wake-up has run already, it
  // does nothing.
  const std::uint64_t wake_addr = t.cancel_wake_addr;
  const std::uint32_t serial = t.cancel_wait_serial;
  PendingOp wake;
  wake.kind = OpKind::Rmw;
  wake.addr = wake_addr;
  wake.size = 1;
  wake.flags = kFlagSync;
  wake.peer = target;
  wake.loc = loc;
  schedule_point(wake);
  Event& w = record(OpKind::Rmw, wake_addr, 1, loc);
  w.flags = kFlagSync;
  w.peer = target;
  ThreadRecord& waiter = *threads_[target];
  const bool wakes = !waiter.finished && waiter.in_cancel_wait && waiter.cancel_wait_serial == serial &&
                     !waiter.cancel_wait_past_wake;
  w.value_read = wakes ? 1 : 0;
  if (wakes) waiter.cancel_woken = true;
  return 0;
}

// The running thread's access of its own cancel cell (a scheduling point and its event,
// value_read: whether a request is pending): a read at a cancellation point, an Rmw at a
// blocking point's entry and exit.
void Runtime::access_own_cancel_cell(OpKind kind) {
  PendingOp op;
  op.kind = kind;
  op.addr = cancel_cell(stacks_, current_);
  op.size = 1;
  op.flags = kFlagSync;
  op.peer = current_;
  op.loc = cur().callsite;
  schedule_point(op);
  Event& e = record(kind, op.addr, 1, op.loc);
  e.flags = kFlagSync;
  e.peer = current_;
  e.value_read = cur().cancel_pending ? 1 : 0;
}

void Runtime::cancellation_point() {
  if (!executing_ || !image_.cancels) return;
  access_own_cancel_cell(OpKind::Load);
  ThreadRecord& t = cur();
  if (t.cancel_pending && t.cancel_state == PTHREAD_CANCEL_ENABLE && !t.in_cancel_wait) {
    t.cancel_pending = false;
    // As pthread_exit(PTHREAD_CANCELED): the cleanup handlers, the thread-specific-data
    // destructors, then the end of the thread; pthread_join returns PTHREAD_CANCELED.
    thread_exit(PTHREAD_CANCELED);
  }
}

// A blocking point's entry and exit are writes of the cell (an Rmw, value_written 0: not a
// request), not reads: a request's next step depends on whether its target is inside a wait,
// so what it observes must be a write it reads from (dc takes a thread's steps as a function
// of the writes it reads from). Acts on a pending request when `act`.
void Runtime::cancel_wait_edge(bool act) {
  access_own_cancel_cell(OpKind::Rmw);
  ThreadRecord& t = cur();
  if (act && t.cancel_pending && t.cancel_state == PTHREAD_CANCEL_ENABLE) {
    t.cancel_pending = false;
    t.in_cancel_wait = false;
    thread_exit(PTHREAD_CANCELED);
  }
}

// A thread's end in a program that calls pthread_cancel (finish_current, after its
// destructors): an event on its end cell, which a join waits for (await_thread_end) and a
// request's wake-up of a joiner writes too, so that the two are ordered both ways.
void Runtime::announce_thread_end() {
  if (!executing_ || !image_.cancels) return;
  PendingOp op;
  op.kind = OpKind::Rmw;
  op.addr = end_cell(stacks_, current_);
  op.size = 1;
  op.flags = kFlagSync;
  op.peer = current_;
  op.loc = cur().callsite;
  schedule_point(op);
  Event& e = record(OpKind::Rmw, op.addr, 1, op.loc);
  e.flags = kFlagSync;
  e.peer = current_;
  e.value_written = kThreadEnded;
  // Whether a join returns PTHREAD_CANCELED (model/cancel_events.h): what a joiner then does
  // may depend on it, and DC-DPOR's dead-call search reads it here.
  e.value_read = cur().exit_retval == PTHREAD_CANCELED ? 1 : 0;
}

// The wait of a join (thread_join, before its ThreadJoin event) in a program that calls
// pthread_cancel: an acquisition on the joined thread's end cell, enabled once the thread has
// ended (or is detached: the join then answers EINVAL at once) or a request woke the joiner
// (blocking.cpp, WaitKind::ThreadEnd). The joiner is inside its cancellation point here
// (enter_cancel_wait): the wake-up byte a request writes is this end cell.
bool Runtime::await_thread_end(ThreadId target) {
  if (!executing_ || !image_.cancels) return false;
  const std::uint64_t cell = end_cell(stacks_, target);
  cur().cancel_wake_addr = cell;
  PendingOp op;
  op.kind = OpKind::Rmw;
  op.addr = cell;
  op.size = 1;
  op.flags = kFlagSync | kFlagAcquire;
  op.peer = target;
  op.loc = cur().callsite;
  cur().wait = WaitKind::ThreadEnd;
  schedule_point(op);
  cur().wait = WaitKind::None;
  const bool woken = take_cancel_wake();
  Event& e = record(OpKind::Rmw, cell, 1, op.loc);
  e.flags = kFlagSync | kFlagAcquire;
  e.peer = target;
  e.value_read = woken ? 1 : 0;
  e.value_written = kJoinWaitEnded;
  return woken;
}

void Runtime::enter_cancel_wait(CancelWake how, std::uint64_t wake_addr) {
  if (!executing_ || !image_.cancels) return;
  cancel_wait_edge(/*act=*/true);
  ThreadRecord& t = cur();
  // Whether a request that finds the thread in this wait wakes it (cancel_thread): said on
  // the entry event (the last one recorded: the edge did not act) for DC-DPOR's dead-call
  // search (model/cancel_events.h).
  if (t.cancel_state == PTHREAD_CANCEL_ENABLE && how != CancelWake::NeverBlocks)
    result_.events.back().flags |= kFlagCancelWakeableWait;
  t.in_cancel_wait = true;
  t.cancel_wake = how;
  t.cancel_wake_addr = wake_addr;
  ++t.cancel_wait_serial;
  t.cancel_wait_past_wake = false;
  t.cancel_woken = false;
}

bool Runtime::take_cancel_wake() {
  ThreadRecord& t = cur();
  if (!t.in_cancel_wait) return false;
  t.cancel_wait_past_wake = true;
  return t.cancel_woken;
}

void Runtime::leave_cancel_wait() {
  if (!executing_ || !image_.cancels) return;
  ThreadRecord& t = cur();
  // Woken by the request (a condition-variable wait has re-acquired its mutex, as POSIX
  // wants it when the handlers run): the exit acts on it. Otherwise a request that came
  // during the wait after its wake-up (or with cancellation disabled) stays pending for a
  // later point, as in glibc.
  const bool woken = t.cancel_woken;
  t.cancel_woken = false;
  cancel_wait_edge(/*act=*/woken);
  cur().in_cancel_wait = false;
}

namespace {

// Outside an execution (static constructors) the library's own functions.
int r_setcancelstate(int state, int* old_state) {
  Runtime* r = Runtime::current();
  if (r && r->executing()) return r->set_cancel_state(state, old_state);
  return pthread_setcancelstate(state, old_state);
}
int r_setcanceltype(int type, int* old_type) {
  Runtime* r = Runtime::current();
  if (r && r->executing()) return r->set_cancel_type(type, old_type);
  return pthread_setcanceltype(type, old_type);
}
void r_testcancel() {
  if (Runtime* r = Runtime::current()) r->cancellation_point();
}
int r_cancel(pthread_t thread) {
  Runtime* r = Runtime::current();
  if (r && r->executing()) return r->cancel_thread(thread);
  return ESRCH;  // no program thread exists outside an execution
}

const InterceptedSymbol kCancelStateSymbols[] = {
    {"pthread_setcancelstate", fn(r_setcancelstate)},
    {"pthread_setcanceltype", fn(r_setcanceltype)},
    {"pthread_testcancel", fn(r_testcancel)},
    {"pthread_cancel", fn(r_cancel)},
};

}  // namespace

std::span<const InterceptedSymbol> cancel_state_symbols() { return kCancelStateSymbols; }

}  // namespace braid::runtime
