// A uniform random descent of the tree that a depth-first search with sleep sets (and no
// other reduction) explores, for Knuth's estimate of the number of Mazurkiewicz classes:
// POP's executions (docs/algorithms.md, "Progress estimates").
//
// At each point the probe picks among the enabled threads that do not sleep; the threads of
// the siblings before the one picked (in thread order) then sleep until an event dependent
// with their next operation runs. With every enabled thread a branch, that search completes
// exactly one execution per Mazurkiewicz class, its other leaves being sleep-set blocked
// (Godefroid's sleep sets; Abdulla et al., POPL'14, section 3), so `weight()`, the product of
// the choice counts for a completed run and 0 for a blocked one, is an unbiased estimate of
// the number of classes when each pick is uniform. A thread creation or the join of a
// finished thread (enabled) runs first without branching: it depends on nothing another
// thread can still do, so every class has an execution that runs it there (a persistent
// set of one), and a creation left asleep would block nearly every probe of a program that
// starts many threads. Pending operations are compared
// conservatively (a pending CAS as a write; dpor::HappensBefore::pending_event): more
// wake-ups, so the estimate can only err upward.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "explore/execution.h"

namespace braid {

class SleepSetProbe final : public Scheduler {
 public:
  // `pick(n)`: the index, in 0..n-1, of the awake enabled thread to run (uniform for the
  // estimate; tests enumerate them).
  explicit SleepSetProbe(std::function<std::size_t(std::size_t)> pick) : pick_(std::move(pick)) {}
  ThreadId choose(const ExecutionView& view) override;
  // Product of the choice counts; 0 once the run is sleep-set blocked.
  double weight() const { return blocked_ ? 0 : weight_; }
  bool blocked() const { return blocked_; }

 private:
  std::function<std::size_t(std::size_t)> pick_;
  std::vector<Event> sleep_;
  std::size_t seen_ = 0;  // events already compared with the sleeping ones
  double weight_ = 1;
  bool blocked_ = false;
};

}  // namespace braid
