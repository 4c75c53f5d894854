// What each step of a trace is, in the words of the program: operations named for what
// they are (a condition-variable wait releasing its mutex, a signal, a semaphore post),
// values printed with their C type, the steps that matter marked, long loops folded.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "model/execution.h"
#include "model/location.h"
#include "model/sync_names.h"

namespace braid {

struct BugReport;

// The name of each event of one execution (mutexes are named from the calls that lock
// them: the mutex a condition-variable wait releases is named where it was locked).
class StepNamer {
 public:
  StepNamer(const ExecutionResult& execution, const LocationTable& locations);
  struct Name {
    std::string op;      // read, write, lock, wait, wake, signal, sem_post, ...
    std::string object;  // "counter", "mutex `m`", "condition variable `not_empty`"
    bool shows_value = false;
  };
  Name name(std::size_t position) const;
  // "mutex `m`" (numbered when one name is used for several: "mutex `from->lock` #2"), or
  // "mutex@0x..." when no event of the execution names it.
  std::string mutex_name(std::uint64_t addr) const;
  // The program's name of a sync object at `addr` (a deadlock's blocked object), empty when
  // no event of the execution names it.
  std::string object_name(std::uint64_t addr, SyncObjectKind kind) const { return names_.of_address(addr, kind); }

 private:
  const ExecutionResult& execution_;
  const LocationTable& locations_;
  SyncObjectNames names_;
  std::unordered_map<std::uint64_t, std::string> mutex_names_;
};

// What a library call is, from its name (SourceLocation::callee).
enum class CallKind : std::uint8_t {
  Other, CondWait, CondSignal, CondBroadcast, CondInit, CondDestroy, SemWait, SemTryWait, SemPost,
  SemGetValue, SemInit, SemDestroy, RwRead, RwWrite, RwUnlock, RwInit, RwDestroy, BarrierWait,
  BarrierInit, BarrierDestroy, ThreadCreate,
};
CallKind call_kind(const std::string& callee);

// The value as its C type prints: -5, 42u... (unsigned print plainly), 0x7ffd..., true, 'a' (97), 1.5.
std::string format_value(std::uint64_t raw, std::uint32_t size, ValueType type);

// Positions (in the execution's events) of the steps that explain the bug: the two racing
// accesses; each deadlocked thread's last acquisition and, for a thread stuck in a
// condition-variable wait, its wait and every signal on that condition variable (a signal
// before the wait is the missed wake-up); otherwise the failing thread's last step.
std::set<std::size_t> key_steps(const BugReport& report, const LocationTable& locations);

// A loop in a trace: from `first` (a position in the step list given) the same block of
// `period` steps (same thread, locations and operations) repeats `iterations` times. The
// report shows the first and the last iteration and folds the others.
struct LoopFold {
  std::size_t first = 0;       // index of the first step of the first iteration
  std::size_t period = 0;
  std::size_t iterations = 0;  // >= 4
  std::uint32_t line_from = 0, line_to = 0;  // source lines of one iteration
};
// `keys` identifies each step (equal keys: the same operation at the same place); steps in
// `unfoldable` (key steps) are never folded away.
std::vector<LoopFold> find_loop_folds(const std::vector<std::uint64_t>& keys, const std::vector<std::uint32_t>& lines,
                                      const std::vector<bool>& unfoldable);

// "1,997"
std::string with_thousands(std::uint64_t n);

}  // namespace braid
