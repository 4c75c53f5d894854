// DC-DPOR's unit of work (docs/algorithms.md, "DC-DPOR on the work pool"): one call of
// Algorithm 2, visit(t, basis), with everything its subtree needs and no pointer into the
// worker that made it. The envelope (parallel::WorkUnit) carries its position and, as the
// replay prefix, the schedule of the call's run t; the state below carries the rest.
//
// Where units start is fixed by the call tree alone (kLevelsPerUnit runs down a unit, for
// kUnitGenerations; Explorer::descend in dc.cpp), never by timing or the number of
// workers, and every unit is explored from its state alone, the same on every worker
// count, one worker included: a unit's dead-call search starts from a record holding only t
// (the record of what the threads did is learnt per unit). Whether a unit is explored by
// the worker that made it (later) or by another one is then all the pool decides, so the
// runs, their positions, and hence the classes and the bugs with their traces are the same
// on any number of workers by construction.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "explore/dc/annotation.h"
#include "explore/dc/trace.h"

namespace braid::dc {

// Runs down a unit after which a call starts a unit of its own, and how many units deep
// that goes (below, a unit explores its whole subtree). More units: the pool fills sooner
// and balances better, but each starts with a record of one run, so the dead-call search
// knows less and more runs are redundant. A call there with fewer than kMinUnitChildren
// children (its mutations, Explorer::collect_mutations in dc.cpp) stays in its maker's
// explorer (small subtrees cost more to move than to explore: fib_bench(5)'s units held a
// median of 2 runs), and one with none is no call at all (no unit, nothing to explore).
// Three runs, not four: with four, the root's own explorer (which only worker 0 runs, while
// the others wait for its units) held three quarters of fib_bench(4)'s runs, and the busier
// of 2 workers ran 76 % of them; with three, 54 %, and on sigma(7) and pthread_demo(8)
// fewer units move (replays 1 554 -> 653 and 755 -> 353), with no redundant run on any row
// (docs/benchmarks.md, "par17").
inline constexpr unsigned kLevelsPerUnit = 3;
inline constexpr unsigned kUnitGenerations = 3;
inline constexpr std::size_t kMinUnitChildren = 6;

// The first element of every dc position: after every position POP gives, so that when dc
// falls back to POP part-way (at a point that depends on timing on several workers) the
// trace a bug keeps is POP's, the same on every worker count; before the hunters'.
inline constexpr std::uint32_t kPositionTag = UINT32_MAX - 1;

struct UnitState {
  std::uint64_t generation = 1;            // units above it, the root's included
  std::uint64_t depth = 0;                 // nested annotations above the unit's call
  std::uint64_t redundant_ancestors = 0;   // redundant runs on the path (a statistic)
  std::vector<std::pair<EvId, EvId>> positive;               // A+, by read
  std::vector<std::pair<EvId, std::vector<EvId>>> negative;  // A-, by read, in the order forbidden
  Basis basis;                                               // of A+ on t
  std::vector<std::pair<EvId, EvId>> unrealizable;           // pairs known unrealizable, sorted
  std::uint64_t run_events = 0;  // events of t: its replay must give as many (a check)
  // The dead-call search's allowance goes on from the giver's (dc.cpp: states searched and
  // events run so far), rather than starting afresh in every unit.
  std::uint64_t search_states = 0, events_run = 0;
  // The unit's call, for the estimate's registry of finished calls (dc/estimate.h,
  // CompletedCalls): the hash of its path, and whether its run (t) was reported as an
  // execution (not redundant).
  std::uint64_t path_hash = 0;
  bool run_counted = false;

  bool operator==(const UnitState&) const = default;
};

// In a canonical order (sorted), whatever the history of the maps it comes from, so that a
// unit explored at once and one read back from bytes build the same annotation.
UnitState make_unit_state(const Annotation& annotation, const Basis& basis,
                          std::span<const std::pair<EvId, EvId>> unrealizable, std::uint64_t depth,
                          std::uint64_t redundant_ancestors, std::uint64_t run_events);
// Builds the annotation the state describes (A+ then A-, in the state's order); `t` is the
// unit's run, which holds every annotated read (the locations come from it).
Annotation annotation_of(const UnitState& state, const Trace& t);

std::vector<std::uint8_t> encode(const UnitState& state);
// Throws parallel::CodecError on malformed bytes.
UnitState decode_unit_state(std::span<const std::uint8_t> bytes);

}  // namespace braid::dc
