#include "explore/tail_shape.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <cstddef>
#include <limits>
#include <vector>

namespace braid {

namespace {

// Zhang and Stephens' estimate of a generalized Pareto shape from exceedances x (> 0,
// ascending) over the threshold: a posterior mean of theta = k / sigma over a grid of m
// values, each weighted by its profile likelihood; then k = mean(log(1 - theta x)), here
// with the sign convention in which k > 0 is a heavy tail.
double fit_shape(const std::vector<double>& x) {
  const double n = static_cast<double>(x.size());
  const std::size_t m = 30 + static_cast<std::size_t>(std::sqrt(n));
  constexpr double kPrior = 3;
  const double quartile = x[static_cast<std::size_t>(n / 4 + 0.5) - 1];
  std::vector<double> theta(m), shape(m), log_likelihood(m);
  for (std::size_t j = 0; j < m; ++j) {
    theta[j] = 1 / x.back() + (1 - std::sqrt(static_cast<double>(m) / (static_cast<double>(j) + 0.5))) / (kPrior * quartile);
    double sum = 0;
    for (double v : x) sum += std::log1p(-theta[j] * v);
    shape[j] = sum / n;
    log_likelihood[j] = n * (std::log(-theta[j] / shape[j]) - shape[j] - 1);
    if (!std::isfinite(log_likelihood[j])) log_likelihood[j] = -std::numeric_limits<double>::infinity();
  }
  // Posterior weights, normalized in log space: w_j = exp(l_j - max l) / sum_i exp(l_i - max l).
  const double top = *std::max_element(log_likelihood.begin(), log_likelihood.end());
  if (!std::isfinite(top)) return 0.5;  // no grid point fits: the prior's centre
  double theta_hat = 0, normalizer = 0;
  for (std::size_t j = 0; j < m; ++j) {
    const double w = std::exp(log_likelihood[j] - top);
    theta_hat += theta[j] * w;
    normalizer += w;
  }
  theta_hat /= normalizer;
  double sum = 0;
  for (double v : x) sum += std::log1p(-theta_hat * v);
  const double k = sum / n;
  // PSIS's weakly informative prior: k shrunk towards 0.5 as if from 10 more points.
  constexpr double kPriorPoints = 10;
  return (k * n + kPriorPoints * 0.5) / (n + kPriorPoints);
}

}  // namespace

std::optional<double> pareto_tail_shape(std::span<const double> weights) {
  const std::size_t n = weights.size();
  const std::size_t tail = std::max<std::size_t>(
      5, std::min(n / 5, static_cast<std::size_t>(3 * std::sqrt(static_cast<double>(n)))));
  if (n < tail + 1) return std::nullopt;
  std::vector<double> sorted(weights.begin(), weights.end());
  std::nth_element(sorted.begin(), sorted.end() - static_cast<std::ptrdiff_t>(tail + 1), sorted.end());
  const double threshold = *(sorted.end() - static_cast<std::ptrdiff_t>(tail + 1));
  std::vector<double> exceedances;
  for (auto it = sorted.end() - static_cast<std::ptrdiff_t>(tail); it != sorted.end(); ++it)
    if (*it > threshold) exceedances.push_back(*it - threshold);
  if (exceedances.size() < 5) return std::nullopt;
  std::sort(exceedances.begin(), exceedances.end());
  return fit_shape(exceedances);
}

double markov_lower_bound(std::span<const double> values) {
  const std::size_t n = values.size();
  if (n < 30) return 0;
  std::vector<double> sorted(values.begin(), values.end());
  std::sort(sorted.begin(), sorted.end(), std::greater<>());
  double bound = 0;
  for (const std::size_t j : {(n + 1) / 2, (n + 9) / 10}) {
    if (j < 9) continue;
    const double reached = (static_cast<double>(j) - 2 * std::sqrt(static_cast<double>(j))) / static_cast<double>(n);
    bound = std::max(bound, sorted[j - 1] * reached);
  }
  return bound;
}

}  // namespace braid
