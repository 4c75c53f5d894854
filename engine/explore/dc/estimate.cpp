#include "explore/dc/estimate.h"

#include <algorithm>
#include <cmath>

#include "explore/tail_shape.h"

namespace braid::dc {

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

double DescentSample::standard_error() const {
  const double m = mean();
  if (n_ < 2) return m;
  const double n = static_cast<double>(n_);
  const double variance = std::max(0.0, (squares_ - n * m * m) / (n - 1));
  double error = std::sqrt(variance / n);
  if (tail_shape_ >= kUnreliableTailShape) error = std::max(error, m);
  return error;
}

DcEstimator::DcEstimator(Executor& executor, ExplorationObserver& observer)
    : observer_(observer), prober_(executor, observer, 0x5eedd0ce57ULL) {}

DcEstimator::~DcEstimator() = default;

void DcEstimator::between_calls() {
  if (given_up_) return;
  const auto now = std::chrono::steady_clock::now();
  const double elapsed = std::chrono::duration<double>(now - start_).count();
  if (elapsed < kStartAfterS) return;
  const double mean = sample_.mean(), error = sample_.standard_error();
  const bool shown = sample_.probes() >= kShownProbes && 2 * error <= 0.75 * mean;
  const bool precise = sample_.probes() >= kPreciseProbes && 2 * error <= 0.05 * mean;
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
  observer_.on_probe_estimate(sample_.mean(), sample_.standard_error(), sample_.probes());
}

void DcEstimator::withdraw() {
  if (given_up_) return;
  given_up_ = true;
  observer_.on_probe_estimate(0, 0, 0);
}

}  // namespace braid::dc
