// What an execution can end in, and the bugs braid reports.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/blocking.h"
#include "model/event.h"

namespace braid {

enum class BugKind : std::uint8_t {
  Assertion,   // assert(), __VERIFIER_error(), reach_error()
  Abort,       // abort()
  Exit,        // exit() / return from main with a non-zero status
  Deadlock,    // no thread enabled while some have not finished
  Crash,       // SIGSEGV, SIGBUS, SIGFPE, SIGILL, stack overflow in a program thread
  Bound,       // execution exceeded --max-steps (possibly non-terminating)
  DataRace,    // reported by the race detector
  MemoryError, // use after free, double free, invalid free, out of bounds
  Misuse,      // API misuse: unlocking a mutex not owned, joining twice, ...
  Unsupported, // the program did something braid refuses (fork, exec, ...)
  Leak,        // heap blocks still allocated when the program ended normally (opt-in)
};

std::string_view to_string(BugKind kind);

// A thread that is blocked in a deadlock: what it waits for and where.
struct BlockedThread {
  ThreadId thread = 0;
  std::string waits_for;  // "mutex m (held by thread 2)", "join of thread 3"
  LocationId loc = 0;
  Blocking blocking;      // the same, typed (the runtime's ThreadStatus::blocked)
};

struct Bug {
  BugKind kind = BugKind::Assertion;
  std::string message;
  LocationId loc = 0;                 // where the failing operation is
  ThreadId thread = 0;
  std::vector<BlockedThread> blocked; // deadlocks
  LocationId related_loc = 0;         // e.g. the other access of a data race
  ThreadId related_thread = 0;
};

// The schedule of one execution: the thread chosen at each scheduling point.
using Schedule = std::vector<ThreadId>;

}  // namespace braid
