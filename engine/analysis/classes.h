// Canonical keys of equivalence classes of executions, for counting by brute force.
// check counts them over explored executions (--count-classes); tests compare every
// algorithm against the DFS oracle with them.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "model/event.h"
#include "model/execution.h"

namespace braid {

struct ClassKey {
  std::uint64_t lo = 0, hi = 0;
  friend bool operator==(const ClassKey&, const ClassKey&) = default;
};

struct ClassKeyHash {
  std::size_t operator()(const ClassKey& k) const { return k.lo ^ (k.hi * 0x9e3779b97f4a7c15ULL); }
};

// Mazurkiewicz class: a hash of the canonical linearisation (at each step, the smallest
// thread id among the events all of whose dependent predecessors are placed). Two
// executions get the same key iff they are equivalent under events_dependent.
// An await wake-up (model/execution.h, WokenRead) depends on every read it stands for.
ClassKey mazurkiewicz_key(std::span<const Event> events, std::span<const WokenRead> woken = {});
// That canonical linearisation itself, as the thread of each event: the same for every
// execution of the class (a schedule that replays the class in one fixed order).
std::vector<ThreadId> canonical_schedule(std::span<const Event> events, std::span<const WokenRead> woken = {});

// Reads-from (observation) class: a hash of, for every reading event, which write it reads
// from (thread and index of the writer, or the initial value), and for every lock
// acquisition, which release it follows.
// An await wake-up observes, besides its own read, the writes its woken reads read from.
// A write after a heap free of its bytes observes that free (a use after free through a
// write is then another class than the same write before the free).
ClassKey reads_from_key(std::span<const Event> events, std::span<const WokenRead> woken = {});

}  // namespace braid
