// Data-race detection over explored executions: a happens-before detector with vector
// clocks and FastTrack-style shadow state, run post hoc on the event list of an execution
// (the events are in execution order, a linearisation of happens-before).
//
// A data race is a pair of accesses to overlapping bytes, by different threads, at least one
// a write, at least one non-atomic, not ordered by happens-before. Happens-before is program
// order plus: thread creation -> the child's events; the child's events -> its join; mutex
// unlock -> later lock / failed trylock of the same mutex; atomic accesses as release
// (writes) / acquire (reads) on their location (a plain atomic store starts a new release
// sequence, a read-modify-write continues it); kFlagSync events (condition variables,
// semaphores, barriers, rwlocks) as acquire (reads) and release (writes) on the primitive's
// address, never racing themselves. See docs/races.md.
//
// The same pass finds, on request, the atomic loads that could read another write under the
// C11 memory model than the one they read in the explored (sequentially consistent)
// execution: the weak-memory check of docs/memory_model.md.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <unordered_set>
#include <vector>

#include "model/execution.h"
#include "model/bug.h"
#include "model/event.h"
#include "model/location.h"

namespace braid {

// One race found in an execution: positions (indices into the event list) of the earlier
// access and of the later access that races with it.
struct Race {
  std::uint32_t first = 0;
  std::uint32_t second = 0;
};

// An atomic load that could read another write under C11 than in the explored execution.
struct WeakLoad {
  std::uint32_t position = 0;  // in the event list
  bool later_write = false;    // false: an older write (coherence allows it), or the write
                               // before its source when C11 lets the two swap order (rule 3);
                               // true: a write the schedule ran after the load (load buffering)
};

// What RaceDetector::analyze computes.
struct Analyses {
  bool races = true;
  bool weak_memory = false;
};

class RaceDetector {
 public:
  RaceDetector();
  ~RaceDetector();
  RaceDetector(const RaceDetector&) = delete;
  RaceDetector& operator=(const RaceDetector&) = delete;

  // Finds the races of one execution, each distinct pair of source locations (of the two
  // accesses) at most once, in the order of their second access. The result stays valid
  // until the next call. Buffers are reused across calls: analysing an execution allocates
  // nothing once they have grown to the program's footprint.
  const std::vector<Race>& analyze(std::span<const Event> events, Analyses what = {});
  // The loads of the last analysis (with what.weak_memory) that could read another write
  // under C11, each once, in execution order.
  const std::vector<WeakLoad>& weak_loads() const;

 private:
  struct Impl;
  Impl* impl_;
};

// "relaxed", "acquire", "seq_cst": the memory order of an atomic load's event (Event::order).
std::string load_order_name(const Event& load);

// Whether execution number `index` (0-based, in exploration order) is analysed when
// sampling `percent` % of executions: a fixed hash of the index, so runs are reproducible.
bool race_sampled(std::uint64_t index, unsigned percent);

// One side of a race, ready for display.
struct RaceAccess {
  std::uint32_t position = 0;  // in the execution's events
  ThreadId thread = 0;
  std::string op;              // "read", "write", "atomic read", "atomic write", "atomic update"
  std::uint32_t size = 0;
  std::uint64_t addr = 0;
  LocationId loc = 0;
  std::vector<std::string> locks;  // mutexes held by the thread at that access: "`m`" when the
                                   // mutex is named, else "mutex@0x.. (locked at a.c:10)"
  std::string description;         // "write of 4 bytes by thread 2 at a.c:14:5, locks held: `m`"
};

// The two accesses of a reported race (`bug` a DataRace whose execution ends at the second
// access, as produced by make_race_report). Nullopt when the execution does not show them.
struct RaceDescription {
  std::string object;  // "`counter`" or an address
  RaceAccess first;
  RaceAccess second;
};
std::optional<RaceDescription> describe_race(const ExecutionResult& execution, const Bug& bug,
                                             const LocationTable& locations);

// The bug for `race` found in `run`, with the execution truncated to end at the second
// access (events and schedule), so its trace leads to the race and replays.
struct BugReport;
BugReport make_race_report(const ExecutionResult& run, const Race& race, const LocationTable& locations);

// Re-detection on replay: a race whose second access is the last of `execution`'s first
// `steps` events (the replayed prefix). Used by `braid replay` on a data-race trace.
std::optional<Bug> race_at_step(const ExecutionResult& execution, std::size_t steps,
                                const LocationTable& locations);

}  // namespace braid
