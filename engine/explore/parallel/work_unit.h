// The unit of parallel work, the same for every algorithm: a subtree of the exploration,
// described by what it takes to explore it anywhere, with no pointer into the worker that
// made it. It is self-contained bytes with a version, so the same unit can go to another
// thread of this process (the pool), to another machine, or to disk (to resume later).
//
//   algorithm  which algorithm's state `state` is (a unit is only ever resumed by it)
//   id         the result the giver waits for (0: none)
//   position   where the subtree's root sits in the exploration tree: the child index
//              taken at each level. Lexicographic order of positions is the order one
//              worker explores in; results that must not depend on timing (which trace a
//              bug keeps, the order of bugs) are decided by it.
//   prefix     the replay prefix: the threads chosen from the initial state to the root
//   state      the algorithm's own state the subtree needs (its codec, in its folder:
//              POP's sleep-set characterisations, sdpor's backtrack and sleep sets, DFS's
//              choice points), opaque to the pool.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "model/bug.h"

namespace braid::parallel {

// Bumped whenever the layout of the envelope or of any algorithm's state changes: a reader
// refuses units of another version rather than misreading them.
inline constexpr std::uint32_t kWorkUnitVersion = 4;

using Position = std::vector<std::uint32_t>;

struct WorkUnit {
  std::string algorithm;
  // Set by the pool when the giver wants the unit's result back (WorkPool::await): an
  // algorithm whose decisions above the subtree depend on what the subtree found (sdpor's
  // backtrack sets) joins it; 0 = no result.
  std::uint64_t id = 0;
  Position position;
  Schedule prefix;
  std::vector<std::uint8_t> state;
  bool operator==(const WorkUnit&) const = default;
};

std::vector<std::uint8_t> encode(const WorkUnit& unit);
// Throws CodecError (parallel/codec.h) on another version, truncation or trailing bytes.
WorkUnit decode(std::span<const std::uint8_t> bytes);

}  // namespace braid::parallel
