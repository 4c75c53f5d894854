#include "model/event.h"

namespace braid {

std::string_view to_string(OpKind kind) {
  switch (kind) {
    case OpKind::Load: return "read";
    case OpKind::Store: return "write";
    case OpKind::Rmw: return "rmw";
    case OpKind::CasSuccess: return "cas";
    case OpKind::CasFailure: return "cas-fail";
    case OpKind::MutexLock: return "lock";
    case OpKind::MutexTryFail: return "trylock-fail";
    case OpKind::MutexUnlock: return "unlock";
    case OpKind::ThreadCreate: return "create";
    case OpKind::ThreadJoin: return "join";
    case OpKind::ThreadDetach: return "detach";
  }
  return "?";
}

bool events_dependent(const Event& a, const Event& b) {
  if (a.thread == b.thread) return true;
  if (op_is_memory(a.kind) && op_is_memory(b.kind)) {
    return (op_writes(a.kind) || op_writes(b.kind)) &&
           ranges_overlap(a.addr, a.size, b.addr, b.size);
  }
  if (op_is_mutex(a.kind) && op_is_mutex(b.kind)) {
    // Two failed trylocks only read the mutex: they commute.
    if (a.kind == OpKind::MutexTryFail && b.kind == OpKind::MutexTryFail) return false;
    return a.addr == b.addr;
  }
  auto thread_link = [](const Event& x, const Event& y) {
    return (x.kind == OpKind::ThreadCreate || x.kind == OpKind::ThreadJoin) && x.peer == y.thread;
  };
  // Two joins or detaches of one thread (its join state): whichever runs second is a misuse
  // (joined twice, joined after a detach, detached twice, detached after a join).
  if (op_is_join_state(a.kind) && op_is_join_state(b.kind)) return a.peer == b.peer;
  return thread_link(a, b) || thread_link(b, a);
}

}  // namespace braid
