#include "explore/dc/estimate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "explore/tail_shape.h"

namespace braid::dc {

void CompletedCalls::record(std::span<const std::uint32_t> position, std::uint64_t path_hash,
                            std::uint64_t executions) {
  std::vector<std::uint32_t> key(position.begin(), position.end());
  std::lock_guard lock(mutex_);
  // The entries below `position` follow it in lexicographic order.
  auto it = done_.lower_bound(key);
  std::size_t replaced = 0;
  if (it != done_.end() && it->first == key) {
    executions_ -= it->second.executions;
    it = done_.erase(it);
    ++replaced;
  }
  while (it != done_.end() && it->first.size() > key.size() && std::equal(key.begin(), key.end(), it->first.begin())) {
    executions_ -= it->second.executions;
    it = done_.erase(it);
    ++replaced;
  }
  // Bounded memory: past the cap a call is recorded only where it replaced records below it
  // (a missing record costs the probes exactness, never their unbiasedness).
  if (done_.size() >= kMaxEntries && replaced == 0) return;
  done_.emplace_hint(it, std::move(key), Entry{path_hash, executions});
  executions_ += executions;
}

std::optional<std::uint64_t> CompletedCalls::find(std::span<const std::uint32_t> position,
                                                  std::uint64_t path_hash) const {
  const std::vector<std::uint32_t> key(position.begin(), position.end());
  std::lock_guard lock(mutex_);
  const auto it = done_.find(key);
  if (it == done_.end() || it->second.path_hash != path_hash) return std::nullopt;
  return it->second.executions;
}

std::size_t CompletedCalls::size() const {
  std::lock_guard lock(mutex_);
  return done_.size();
}

std::uint64_t CompletedCalls::executions() const {
  std::lock_guard lock(mutex_);
  return executions_;
}

std::uint64_t path_step(std::uint64_t parent, std::uint32_t index, std::uint64_t read, std::uint64_t write) {
  // splitmix64's finalizer over each part in turn.
  const auto mix = [](std::uint64_t x) {
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
  };
  std::uint64_t h = mix(parent + 0x9e3779b97f4a7c15ULL + index);
  h = mix(h ^ read);
  return mix(h ^ (write + 0x632be59bd9b4e019ULL));
}

double ProbeDescent::pick(std::size_t children, std::vector<std::size_t>& out) {
  out.clear();
  if (enumerate) {
    for (std::size_t i = 0; i < children; ++i) out.push_back(i);
    return 1;
  }
  out.push_back(std::uniform_int_distribution<std::size_t>(0, children - 1)(rng));
  return static_cast<double>(children);
}

void DescentSample::add(double value) {
  ++n_;
  sum_ += value;
  squares_ += value * value;
  values_.push_back(value);
  // Refitted whenever the sample grew by 5 % (a fit costs about what a probe does).
  if (n_ % std::max<std::uint64_t>(1, n_ / 20) == 0) tail_shape_ = pareto_tail_shape(values_).value_or(0);
}

DescentSample DescentSample::of(std::span<const double> values) {
  DescentSample sample;
  sample.values_.assign(values.begin(), values.end());
  sample.n_ = values.size();
  for (double v : values) {
    sample.sum_ += v;
    sample.squares_ += v * v;
  }
  sample.tail_shape_ = pareto_tail_shape(sample.values_).value_or(0);
  return sample;
}

double DescentSample::standard_error() const {
  const double m = mean();
  if (n_ < 2) return m;
  const double n = static_cast<double>(n_);
  const double variance = std::max(0.0, (squares_ - n * m * m) / (n - 1));
  double error = std::sqrt(variance / n);
  if (tail_shape_ >= kUnreliableTailShape) error = std::max(error, m);
  return error;
}

DcEstimator::DcEstimator(Executor& executor, ExplorationObserver& observer, const CompletedCalls* known)
    : observer_(observer), known_(known), prober_(executor, observer, 0x5eedd0ce57ULL, known) {}

DcEstimator::~DcEstimator() = default;

DcEstimator::Estimate DcEstimator::estimate() const {
  const double mean = sample_.mean();
  Estimate e{mean, std::max(sample_.standard_error(), mean), sample_.probes()};
  if (!halves_.ready) return e;
  // The older half against the newer one, and against what dc has finished since.
  const double finished = known_ ? static_cast<double>(known_->executions()) : 0;
  if (halves_.older_mean + 2 * halves_.older_error < finished) return e;  // overtaken by the run
  e.error = std::max(sample_.standard_error(), std::abs(halves_.newer_mean - halves_.older_mean));
  return e;
}

void DcEstimator::refresh_halves() {
  const std::vector<double>& values = sample_.values();
  halves_.ready = values.size() >= 2 * kHalfProbes;
  if (!halves_.ready) return;
  const std::span<const double> all(values);
  const std::size_t half = values.size() / 2;
  const DescentSample older = DescentSample::of(all.first(half));
  const DescentSample newer = DescentSample::of(all.subspan(half));
  halves_.older_mean = older.mean();
  halves_.older_error = older.standard_error();
  halves_.newer_mean = newer.mean();
}

void DcEstimator::between_calls() {
  if (given_up_) return;
  const auto now = std::chrono::steady_clock::now();
  const double elapsed = std::chrono::duration<double>(now - start_).count();
  if (elapsed < kStartAfterS) return;
  const Estimate before = estimate();
  const bool shown = before.probes >= kShownProbes && 2 * before.error <= 0.75 * before.mean;
  const bool precise = before.probes >= kPreciseProbes && 2 * before.error <= 0.05 * before.mean;
  const double share = precise ? kPreciseShare : shown || elapsed > kEarlyS ? kShownShare : kEarlyShare;
  if (probe_s_ > share * elapsed) return;
  std::optional<double> value;
  try {
    value = prober_.probe();
  } catch (const DcProbeFallback&) {
    withdraw();
    return;
  }
  probe_s_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - now).count();
  if (!value) return;  // cut by a stop
  sample_.add(*value);
  refresh_halves();
  const Estimate after = estimate();
  observer_.on_probe_estimate(after.mean, after.error, after.probes);
}

void DcEstimator::withdraw() {
  if (given_up_) return;
  given_up_ = true;
  observer_.on_probe_estimate(0, 0, 0);
}

}  // namespace braid::dc
