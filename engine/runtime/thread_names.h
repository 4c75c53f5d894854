// Thread ids: dense, named by (creator's id, n-th child of that creator), the same in every
// execution. A schedule (a replay prefix, a work unit's prefix, a bug's trace) names threads
// by these ids, so every instance that replays it must name them alike: one table is shared
// by all the instances of one check (the pool's workers, the replays of bugs' traces), not
// kept per instance. Before, each worker numbered children in the order it first met them,
// and a prefix made on one worker named another thread on the next: dfs --jobs 2 counted 8
// classes where there are 6, and --jobs 4 chose a thread that was not enabled.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <utility>

#include "model/event.h"

namespace braid::runtime {

class ThreadNames {
 public:
  // The id of the nth child (from 0) of `parent`; a child met for the first time by any
  // instance gets the next free id. Called at thread creation only (not on a hot path).
  ThreadId name(ThreadId parent, std::uint32_t nth) {
    const std::lock_guard lock(mutex_);
    auto [it, inserted] = names_.try_emplace({parent, nth}, static_cast<ThreadId>(names_.size() + 1));
    return it->second;
  }

 private:
  std::mutex mutex_;
  std::map<std::pair<ThreadId, std::uint32_t>, ThreadId> names_;
};

}  // namespace braid::runtime
