// Quasi-optimal partial-order reduction (Nguyen, Rodríguez, Sousa, Coti, Petrucci, CAV'18):
// unfolding-based exploration of the maximal configurations of a lock-based program, with
// k-partial alternatives computed on a comb (k = 0: optimal, no sleep-set-blocked runs).
// Memory accesses are not interleaving sources in this mode (the program is assumed
// data-race free; races are the race detector's business). See docs/qpor.md.
#pragma once

#include <cstddef>
#include <memory>

#include "explore/algorithm.h"

namespace braid {

// Knobs that only tests and measurements change.
struct QporTuning {
  // Prune U (Alg. 1 line 13) before a run once U holds more than this many events and at
  // least twice as many as after the previous prune (so pruning costs O(1) amortised per
  // event). 0 disables pruning.
  std::size_t prune_min_events = 4096;
  // After giving a work unit of B bytes, a worker runs B / give_pace_bytes executions before
  // it gives another (docs/algorithms.md, "QPOR on the work pool": a unit's cost).
  std::size_t give_pace_bytes = 64;
  // ...but at most this many executions: a big unit (a shallow one: 0.1-0.3 MB on DISP(5,4))
  // costs its taker, who would idle otherwise, not the giver (docs/algorithms.md, "par18").
  std::size_t give_pace_max_runs = 128;
  // The eager split (docs/algorithms.md, "Eager split") gives a part only when its
  // alternative adds at most this many events to C_s (a short pinned history: a large part).
  std::size_t eager_max_clue = 16;
  // An eager probe that gives nothing backs off (the next one after 1, 2, 4, ... runs, at
  // most this many), and so does a look-ahead that finds the giver would await a right
  // branch at once (keep_awaited_branches).
  std::size_t eager_backoff_max_runs = 256;
  // An eager probe makes at most eager_probe_alt_calls searches for an alternative, and at
  // most eager_alt_calls_per_position of them at one position (for its siblings nearest
  // C_s): the rest of the budget goes to the deeper positions (docs/algorithms.md, "par22").
  std::size_t eager_probe_alt_calls = 32;
  std::size_t eager_alt_calls_per_position = 1;
  // Tests only: go on giving eager parts after a worker saw a thread the runtime held in an
  // await loop (off: no eager split from then on), so that units pin events the runtime
  // holds and the taker's handling of them (qpor.cpp, run_loop) is exercised.
  bool eager_despite_await = false;
  // A worker that awaits a unit's result in the middle of a backtrack gives eager parts at
  // the positions above the decision instead of idling (docs/algorithms.md, "par18");
  // tests and measurements turn it off to compare.
  bool eager_while_waiting = true;
  // A worker keeps a right branch it would have to await at once after giving it (no
  // alternative at the next mutex position above: docs/algorithms.md, "par19"); tests and
  // measurements turn it off to compare.
  bool keep_awaited_branches = true;
  // An eager unit goes on with the parts of the other siblings of its position's event
  // (a sibling run), and its holder gives half of those it has not started when asked
  // (docs/algorithms.md, "par24"). Off by default: on the quiet machine it made the 2-worker
  // runs slower (MPAT(6) 1.24-1.35x -> 0.71-0.73x, user CPU at 2 workers 2.1 -> 2.8 s;
  // docs/benchmarks.md, "par24 on a quiet machine"); tests turn it on to keep it exact.
  bool sibling_runs = false;
  // ...and one whose pinned sibling has a long history (over eager_max_clue) is given when
  // more than this many siblings go with it.
  std::size_t sibling_run_min_long = 8;
  // A sibling run lists at most this many siblings, those nearest C_s first (docs/algorithms.md,
  // "par26": MPAT(6)'s root listed 4,700-5,300 siblings at 27-33, units of 0.8-1.2 MB whose taker
  // found a part through a handful of them; each sibling travels with its history).
  std::size_t sibling_run_max_list = 8;
};

std::unique_ptr<Algorithm> make_qpor_algorithm(const AlgorithmOptions& options);
std::unique_ptr<Algorithm> make_qpor_algorithm(const AlgorithmOptions& options, const QporTuning& tuning);

}  // namespace braid
