// DC-DPOR's estimate of its own total (docs/algorithms.md, "Progress estimates", *dc*):
// Knuth's estimator on dc's recursion. A probe is one random descent of Algorithm 2 from
// the root: at each call it finds the children dc would make (the mutations, each with the
// A- it would have: the earlier siblings that Realize accepts stay forbidden) and their
// number m, takes one of them at random, and multiplies the path's weight by m; every run
// dc would report (a run of a new class) adds the weight at which it was run. Each call's
// children split its classes, so the value's expectation is the number of runs dc reports,
// its executions; a child that turns out empty (dead, blocked on a primitive) adds 0.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <span>
#include <vector>

#include "explore/algorithm.h"

namespace braid::dc {

// The calls dc has finished exploring, each with the executions it reported in it (its own
// run and everything below it): a probe that meets one counts it exactly instead of
// guessing its size, and samples only among the calls not finished yet (the estimate
// from the explored part plus probes of what is left; docs/algorithms.md, "Progress
// estimates", *dc*). Each probe stays an unbiased estimate of the total whatever the
// registry holds, and once the run ends every probe gives the exact count. A call is
// known by its position (the mutation index at each level, dc/work.h) and by a hash of
// the annotations along its path (path_step), which the probe recomputes: a probe whose
// recursion numbers a call's children otherwise than dc did (its cache of unrealizable
// pairs differs) finds no entry rather than another call's count. Shared by the workers.
class CompletedCalls {
 public:
  struct Entry {
    std::uint64_t path_hash = 0;
    std::uint64_t executions = 0;
  };
  // The call at `position` is finished with `executions` below it (its run included); the
  // entries below it are dropped (it stands for them).
  void record(std::span<const std::uint32_t> position, std::uint64_t path_hash, std::uint64_t executions);
  // The executions of the finished call at `position` whose path hashes to `path_hash`.
  std::optional<std::uint64_t> find(std::span<const std::uint32_t> position, std::uint64_t path_hash) const;
  std::size_t size() const;
  // Executions in all recorded calls that are not below another one (a statistic).
  std::uint64_t executions() const;
  // Records kept at most (about 40 MB); past it only records that replace others are kept.
  static constexpr std::size_t kMaxEntries = std::size_t{1} << 18;

 private:
  mutable std::mutex mutex_;
  std::map<std::vector<std::uint32_t>, Entry> done_;
  std::uint64_t executions_ = 0;
};

// The path hash of a call's child: its index among the call's mutations and the
// annotation (read, write) it adds.
std::uint64_t path_step(std::uint64_t parent, std::uint32_t index, std::uint64_t read, std::uint64_t write);

// One probe's descent: how it chooses among a call's children and what it has counted.
struct ProbeDescent {
  // Random: one child, uniformly, weighted by the number of children. Enumerating (tests):
  // every child at weight 1, so that `value` ends as the probe's expectation.
  bool enumerate = false;
  std::mt19937_64 rng;
  double weight = 1;  // product of the children counts on the path to the current call
  double value = 0;   // sum of `weight` over the runs dc would report

  // Of `children` (> 0) children, the ones to take, ascending, into `out`; the factor the
  // weight is multiplied by below each of them.
  double pick(std::size_t children, std::vector<std::size_t>& out);
};

// Random descents of dc's recursion on one executor (implemented in dc.cpp, which holds
// the recursion). The observer is asked only whether to go on (keep_going); the probes'
// runs are reported to nobody.
class DcProber {
 public:
  // `known`: the calls dc has finished so far (counted exactly), or none.
  DcProber(Executor& executor, ExplorationObserver& observer, std::uint64_t seed,
           const CompletedCalls* known = nullptr);
  ~DcProber();
  DcProber(const DcProber&) = delete;
  DcProber& operator=(const DcProber&) = delete;

  // One descent's value, Knuth's estimate of dc's executions; nothing when a stop cut it.
  // Throws DcProbeFallback where dc would fall back to POP.
  std::optional<double> probe();
  // Every descent at once, each child in the state a probe gives it: the expectation of
  // probe()'s value over its choices (tests). Nothing / throws as probe().
  std::optional<double> expectation();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// dc would fall back to POP on the program (its estimate would not count POP's executions).
struct DcProbeFallback {};

// dc on one worker, recording the calls it finishes into `completed` (tests; the algorithm
// does the same when it makes an estimate). Throws DcProbeFallback where dc would fall back.
ExplorationStats explore_recording_finished_calls(Executor& executor, ExplorationObserver& observer,
                                                  CompletedCalls& completed);

// The probes' values: their mean, and its standard error, no better than the mean itself
// (never settled) while the values' right tail is heavy (generalized Pareto shape >= 0.7,
// as hunting's guards: docs/algorithms.md, "Progress estimates").
class DescentSample {
 public:
  void add(double value);
  // A sample of `values` fitted once (add refits as it grows).
  static DescentSample of(std::span<const double> values);
  std::uint64_t probes() const { return n_; }
  double mean() const { return n_ ? sum_ / static_cast<double>(n_) : 0; }
  double standard_error() const;
  const std::vector<double>& values() const { return values_; }  // in the order added

 private:
  std::uint64_t n_ = 0;
  double sum_ = 0, squares_ = 0;
  std::vector<double> values_;
  double tail_shape_ = 0;
};

// Runs dc's probes beside its exploration, on the same executor and thread, between calls
// (dc.cpp: Units::between_calls), within a share of the time, and reports the estimate to
// the observer (ExplorationObserver::on_probe_estimate). Checks shorter than kStartAfter
// run none.
class DcEstimator {
 public:
  DcEstimator(Executor& executor, ExplorationObserver& observer, const CompletedCalls* known = nullptr);
  ~DcEstimator();
  // Between two calls of the exploration: runs a probe when it is due.
  void between_calls();
  // dc fell back to POP: the estimate is withdrawn (it counted dc's executions).
  void withdraw();

  static constexpr double kStartAfterS = 0.2;
  // Of the wall time since the exploration started, what probes may take: a fifth in the
  // first kEarlyS seconds until the estimate could be shown (kShownProbes, a 95 % interval
  // within 75 % of it: the check's rule), so that it settles early; then a twentieth (also
  // where it does not settle: parker N=12 cost 30 % more CPU at a fifth throughout) until
  // it is within 5 %, then 1/200.
  static constexpr double kEarlyShare = 0.2, kShownShare = 0.05, kPreciseShare = 0.005, kEarlyS = 2.0;
  static constexpr std::uint64_t kShownProbes = 30, kPreciseProbes = 100;

 private:
  // The estimate shown: the probes' mean. Its error is at least the drift between the older
  // and the newer half of the probes, and the whole mean (never settled) until each half
  // has kHalfProbes probes, or when what dc has finished exceeds the older half's 95 %
  // interval: where the probes see little of what is left (uneven trees: sigma_false,
  // parker), their estimate grows with the run and is overtaken by it, and that, not the
  // probes' spread, is its uncertainty (docs/algorithms.md, "Progress estimates", *dc*).
  static constexpr std::size_t kHalfProbes = 15;
  struct Estimate {
    double mean = 0, error = 0;
    std::uint64_t probes = 0;
  };
  Estimate estimate() const;
  // The halves' figures estimate() compares, kept from the last probe: refitting both
  // halves on every call between dc's calls made the estimator quadratic in its probes
  // (audit7_atomic_builtins_every_order.c: 80x slower).
  struct Halves {
    bool ready = false;  // each half has kHalfProbes probes
    double older_mean = 0, older_error = 0, newer_mean = 0;
  };
  void refresh_halves();

  ExplorationObserver& observer_;
  const CompletedCalls* known_;
  DcProber prober_;
  DescentSample sample_;
  Halves halves_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  double probe_s_ = 0;
  bool given_up_ = false;
};

}  // namespace braid::dc
