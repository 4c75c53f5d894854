// QPOR's part of a work unit (explore/parallel/work_unit.h): the piece of the unfolding a
// subtree needs, carried in the unit itself (the thesis, ch. 4, shared one unfolding
// between workers behind locks, and every subwork hammered it; here nothing is shared).
//
// Events are written structurally, in causal order, each by its action and its immediate
// predecessors (references to earlier entries); mutexes by their portable address. A
// reader rebuilds them with Unfolding::get, which finds the events it already has (events
// are hash-consed by their history) and creates the others, so a sub-unfolding can be read
// into an empty unfolding (a new unit) or merged into a worker's own (a unit's result).
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "explore/parallel/codec.h"
#include "explore/qpor/unfolding.h"

namespace braid {
class Executor;
}

namespace braid::qpor {

inline constexpr std::uint32_t kNoEntry = UINT32_MAX;

// Entry numbers of the events a sub-unfolding holds, by event id (kNoEntry: not written).
class EntryMap {
 public:
  std::uint32_t operator[](EventId e) const {
    const auto it = entries_.find(e);
    return it == entries_.end() ? kNoEntry : it->second;
  }
  void set(EventId e, std::uint32_t entry) { entries_[e] = entry; }

 private:
  std::unordered_map<EventId, std::uint32_t> entries_;
};

// Which events of an unfolding a sub-unfolding holds, besides the causes of each.
struct Selection {
  bool all_live = false;                            // every live event
  const std::vector<std::uint8_t>* live_mask = nullptr;  // the live events whose entry is set (ids past its end: set)
  std::vector<EventId> needed;                      // these...
  bool needed_siblings = false;                     // ...and the lock-tree siblings of their mutex events
};
// A unit: its C ∪ D ∪ A with their siblings, the part Alg. 1's pruning (line 13) keeps for
// that call (U ∩ Q_{C,D}); a result: the events its worker made (a mask); both without a
// pass over all of U (docs/algorithms.md, "QPOR on the work pool"). Writes the selected
// events and their causes in causal order; returns each event's entry number, by event id
// for write_ref.
EntryMap write_sub_unfolding(parallel::ByteWriter& out, const Unfolding& u, const Selection& selection,
                             const Executor& executor);
// Reads them into `u`; returns the local id of each entry, for read_ref. Throws
// parallel::CodecError on malformed input.
std::vector<EventId> read_sub_unfolding(parallel::ByteReader& in, Unfolding& u, Executor& executor);

void write_ref(parallel::ByteWriter& out, const EntryMap& entry_of, EventId e);
EventId read_ref(parallel::ByteReader& in, const std::vector<EventId>& ids);
void write_refs(parallel::ByteWriter& out, const EntryMap& entry_of, const std::vector<EventId>& events);
std::vector<EventId> read_refs(parallel::ByteReader& in, const std::vector<EventId>& ids);

}  // namespace braid::qpor
