// What a hunt (engine/explore/hunt/hunt.h) covered, as typed facts for the verdict
// (report/verdict.cpp): never more than was explored.
#pragma once

#include <array>
#include <cstdint>

namespace braid {

struct HuntCoverage {
  std::uint64_t executions = 0;  // executions the hunt ran (every strategy)
  // Iterative preemption bounding: the largest K such that every schedule with at most K
  // preemptions was explored (-1: not even K = 0 finished). A level counts only when none
  // of its executions was cut (a bound, the deadline).
  int complete_preemption_bound = -1;
  // The preemption-bounded search of some level pruned nothing: every schedule was explored.
  bool space_exhausted = false;
  // PCT runs per depth parameter d (index d, 1..kMaxPctDepth), and what their guarantee
  // needs: the most threads (n) and visible steps (k) seen in one execution.
  static constexpr int kMaxPctDepth = 3;
  std::array<std::uint64_t, kMaxPctDepth + 1> pct_runs{};
  std::uint32_t max_threads = 0;
  std::uint64_t max_steps = 0;
  std::uint64_t pos_runs = 0;          // POS (random priorities reset on conflicts)
  std::uint64_t random_runs = 0;       // uniform random probes (the estimate)
  std::uint64_t order_runs = 0;        // runs in other orders (reverse, alternation, round robin)
  double estimated_interleavings = 0;  // Knuth's estimate from the random probes (0: none)
  // Uniform random descents of the sleep-set tree (hunt.cpp, SleepSetRandomScheduler), not
  // cut short: Knuth's estimate of the Mazurkiewicz classes and its standard error.
  std::uint64_t class_runs = 0;
  double estimated_classes = 0;
  double estimated_classes_error = 0;

  std::uint64_t random_schedules() const {
    std::uint64_t n = pos_runs + random_runs;
    for (std::uint64_t r : pct_runs) n += r;
    return n;
  }
  // Lower bound on the probability that the PCT runs found a given bug of depth <= d
  // (Burckhardt et al., ASPLOS'10: one run with parameter d' finds a bug of depth d' with
  // probability >= 1 / (n k^(d'-1))); the minimum over d' <= d of 1 - (1 - p_d')^runs_d'.
  double pct_probability(int depth) const;
};

}  // namespace braid
