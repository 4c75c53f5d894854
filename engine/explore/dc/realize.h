// Realize (paper §4.2): a trace whose observation function is exactly a positive
// annotation, over the annotation's basis, or none when no such trace exists.
//
// The constraint graph has the program order (with creation and join edges) and an edge
// w -> r for every annotated (r, w). Every other write w' of r's location must then be
// ordered outside [w, r]: w' -> w or r -> w' (before every such w' when r reads the
// initial value). The linear-time cycle check rejects most unrealizable annotations; then
// forced choices are propagated over the transitive closure (one option closes a cycle:
// the other is forced), and what stays open is decided by branching with propagation.
// On acyclic architectures the paper's 2-SAT argument (Lemma 4.4) says every closed,
// consistent partial choice extends to a solution; the branching here needs no such
// assumption, so the answer is exact on any architecture (docs/algorithms.md).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "explore/dc/annotation.h"
#include "explore/dc/trace.h"

namespace braid::dc {

struct RealizeStats {
  std::uint64_t calls = 0;
  std::uint64_t cycle_rejects = 0;   // rejected by the linear-time cycle check
  std::uint64_t closure_rejects = 0;  // rejected after propagation / branching
  std::uint64_t branches = 0;        // open choices decided by branching
  std::uint64_t budget_exceeded = 0;
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

 private:
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
  bool solve(std::vector<std::vector<std::uint32_t>>& edges, RealizeStats& stats);
  bool reaches(std::uint32_t a, std::uint32_t b) const;

  std::vector<std::uint32_t> first_node_, indegree_, order_;
  std::vector<std::vector<std::uint32_t>> edges_;
  std::vector<std::pair<std::uint64_t, std::uint32_t>> writes_;
  std::vector<ReadConstraint> reads_;
  std::vector<Choice> choices_;
  std::vector<std::uint64_t> reach_;
  std::size_t words_ = 0;
  std::uint64_t branches_ = 0;
  bool too_hard_ = false;
};

}  // namespace braid::dc
