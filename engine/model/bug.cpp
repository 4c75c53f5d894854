#include "model/bug.h"

namespace braid {

std::string_view to_string(BugKind kind) {
  switch (kind) {
    case BugKind::Assertion: return "assertion";
    case BugKind::Abort: return "abort";
    case BugKind::Exit: return "exit";
    case BugKind::Deadlock: return "deadlock";
    case BugKind::Crash: return "crash";
    case BugKind::Bound: return "bound";
    case BugKind::DataRace: return "data-race";
    case BugKind::MemoryError: return "memory-error";
    case BugKind::Misuse: return "misuse";
    case BugKind::Unsupported: return "unsupported";
    case BugKind::Leak: return "leak";
  }
  return "?";
}

}  // namespace braid
