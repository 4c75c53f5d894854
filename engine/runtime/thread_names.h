// Thread ids: dense, named by (creator's id, n-th child of that creator), the same in every
// execution. A schedule (a replay prefix, a work unit's prefix, a bug's trace) names threads
// by these ids, so every instance that replays it must name them alike: one table is shared
// by all the instances of one check (the pool's workers, the replays of bugs' traces), not
// kept per instance. Before, each worker numbered children in the order it first met them,
// and a prefix made on one worker named another thread on the next: dfs --jobs 2 counted 8
// classes where there are 6, and --jobs 4 chose a thread that was not enabled.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <mutex>
#include <span>
#include <utility>

#include "model/event.h"

namespace braid::runtime {

// One name: the nth child (from 0) of `creator` is thread `id`.
struct ThreadName {
  ThreadId creator = 0;
  std::uint32_t nth = 0;
  ThreadId id = 0;
};

class ThreadNames {
 public:
  ThreadNames() = default;
  // A replay of a saved trace starts from the names of the check that recorded it (the
  // trace's "thread_names"): in a fresh table the same threads would be numbered in the
  // replay's own order of creation, and the schedule would name other threads.
  explicit ThreadNames(std::span<const ThreadName> known) {
    for (const ThreadName& n : known) {
      names_.try_emplace({n.creator, n.nth}, n.id);
      next_ = std::max(next_, n.id + 1);
    }
  }

  // The id of the nth child of `parent`; a child met for the first time by any instance gets
  // the next free id. Called at thread creation only (not on a hot path).
  ThreadId name(ThreadId parent, std::uint32_t nth) {
    const std::lock_guard lock(mutex_);
    auto [it, inserted] = names_.try_emplace({parent, nth}, next_);
    if (inserted) ++next_;
    return it->second;
  }

 private:
  std::mutex mutex_;
  std::map<std::pair<ThreadId, std::uint32_t>, ThreadId> names_;
  ThreadId next_ = 1;  // main is 0
};

}  // namespace braid::runtime
