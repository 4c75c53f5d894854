// Realize (paper §4.2): a trace whose observation function is exactly a positive
// annotation, over the annotation's basis, or none when no such trace exists.
//
// The constraint graph has the program order (with creation and join edges) and an edge
// w -> r for every annotated (r, w). Every other write w' of r's location must then be
// ordered outside [w, r]: w' -> w or r -> w' (after r when r reads the initial value;
// program order decides when w' shares a thread with w or r). The linear-time cycle check
// rejects most unrealizable annotations. Then, when the basis's architecture is acyclic,
// the paper's cubic reduction to 2-SAT (Algorithm 1, Lemma 4.4) decides; otherwise forced
// choices are propagated over the transitive closure (one option closes a cycle: the other
// is forced) and what stays open is decided by branching with propagation, which is exact
// on any architecture (docs/algorithms.md, "DC-DPOR").
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "explore/dc/annotation.h"
#include "explore/dc/trace.h"
#include "explore/dc/twosat.h"

namespace braid::dc {

struct RealizeStats {
  std::uint64_t calls = 0;
  std::uint64_t cycle_rejects = 0;   // rejected by the linear-time cycle check
  std::uint64_t closure_rejects = 0;  // rejected after propagation / branching
  std::uint64_t branches = 0;        // open choices decided by branching
  std::uint64_t budget_exceeded = 0;
  // The paper's 2-SAT procedure (acyclic architectures): calls it decided, rejects among
  // them, calls on a cyclic architecture of the basis (decided by branching instead), calls
  // whose 2-SAT solution left a cycle (never on an acyclic architecture, Lemma 4.4; decided
  // by branching), calls too large for the cubic instance (decided by branching).
  std::uint64_t twosat_decided = 0;
  std::uint64_t twosat_rejects = 0;
  std::uint64_t cyclic_architecture = 0;
  std::uint64_t twosat_cycles = 0;
  std::uint64_t twosat_too_large = 0;
  std::uint64_t twosat_clauses = 0;
  std::uint64_t no_choices = 0;  // realized by the cycle pre-check's order alone
};

struct RealizeResult {
  enum Status { Realized, Unrealizable, TooHard } status = Unrealizable;
  std::vector<EvId> witness;  // the basis events in an order that realizes the annotation
};

// Realize with its buffers kept between calls (one per exploration).
class Realizer {
 public:
  // `subject` (a basis event, or kInit) writes iff `subject_writes`, whatever its kind in
  // `trace`: a compare-exchange or trylock annotated to read another write may succeed or
  // fail where it failed or succeeded in `trace`.
  RealizeResult realize(const Trace& trace, const Annotation& annotation, const Basis& basis, EvId subject,
                        bool subject_writes, RealizeStats& stats);

  // The orders every realization of `annotation` over `basis` has (program order, creation,
  // join, reads-from and the coherence choices that are forced): afterwards must_precede(a,
  // b) says a precedes b in all of them (false when unknown or outside the basis). A run
  // realizing a larger annotation, cut to this basis, realizes this one: so these orders
  // also hold in every realization of any larger annotation.
  bool compute_order(const Trace& trace, const Annotation& annotation, const Basis& basis);
  bool must_precede(EvId a, EvId b) const;
  // Basis writes of location `key` (after compute_order).
  template <class F>
  void for_each_write(std::uint64_t key, F&& f) const {
    auto it = std::lower_bound(writes_.begin(), writes_.end(), std::make_pair(key, std::uint32_t{0}));
    for (; it != writes_.end() && it->first == key; ++it) f(node_events_of(it->second));
  }

 private:
  EvId node_events_of(std::uint32_t node) const {
    const auto t = static_cast<ThreadId>(std::upper_bound(first_node_.begin(), first_node_.end(), node) - first_node_.begin() - 1);
    return ev_id(t, node - first_node_[t]);
  }
  bool build(const Trace& trace, const Annotation& annotation, const Basis& basis, EvId subject, bool subject_writes);
  static constexpr std::uint32_t kNoNode = ~0U;
  static constexpr std::uint64_t kBranchBudget = 20000;
  // w' -> w or r -> w': keep the foreign write w' out of the interval between w and r.
  struct Choice {
    std::uint32_t other, write, read;
  };
  struct ReadConstraint {
    std::uint32_t read, write;  // write == kNoNode: the initial value
    std::uint64_t key;
  };
  // `edges` may hold more lists than the graph's `n` nodes (kept for their capacity).
  bool solve(std::vector<std::vector<std::uint32_t>>& edges, std::uint32_t n, RealizeStats& stats);
  // The cubic procedure of §4.2 (Algorithm 1) over the built graph: Sat leaves a witness in
  // order_; Undecided when the basis's architecture is cyclic, the instance too large, or
  // the solution's graph has a cycle.
  enum class TwoSatOutcome { Sat, Unsat, Undecided };
  TwoSatOutcome solve_2sat(RealizeStats& stats);
  bool architecture_acyclic() const;
  void close(const std::vector<std::vector<std::uint32_t>>& edges, std::uint32_t n);
  RealizeResult witness(const Basis& basis, RealizeResult& result) const;
  bool reaches(std::uint32_t a, std::uint32_t b) const;

  std::vector<std::uint32_t> first_node_, indegree_, order_, node_thread_;
  std::vector<std::uint32_t> first_reached_, last_reaching_, var_base_, var_lo_;
  std::vector<std::uint8_t> adjacent_;
  TwoSat twosat_;
  std::vector<std::uint32_t> edge_counts_;  // E's out-degrees while solve_2sat adds its orders
  std::vector<std::vector<std::uint32_t>> edges_;  // the first nodes_ lists are the graph's
  std::uint32_t nodes_ = 0;
  std::vector<std::pair<std::uint64_t, std::uint32_t>> writes_;
  std::vector<ReadConstraint> reads_;
  // One thread's writes of one location: writes_[begin, end).
  struct Segment {
    std::uint64_t key;
    std::uint32_t thread, begin, end;
  };
  std::vector<Segment> segments_;
  std::vector<Choice> choices_;
  std::vector<std::uint64_t> reach_;
  std::size_t words_ = 0;
  Basis basis_;
  bool propagate_only_ = false;
  std::uint64_t branches_ = 0;
  bool too_hard_ = false;
};

}  // namespace braid::dc
