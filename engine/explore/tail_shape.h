// How heavy is the right tail of a sample of importance weights? An importance-sampled
// mean is unbiased whatever the proposal, but where the proposal makes a heavy part of the
// tree unlikely its weights are heavy-tailed: the mean sits below the truth until a rare
// heavy weight comes, and the sample's standard error is then too small to say so. The
// shape k of a generalized Pareto distribution fitted to the largest weights measures this
// (Vehtari, Simpson, Gelman, Yao, Gabry, "Pareto smoothed importance sampling", JMLR 2024:
// with k > 0.7 the estimate is unreliable whatever the sample's spread says; the variance
// is infinite from k = 0.5 on). The fit is Zhang and Stephens' (Technometrics 2009)
// empirical Bayes estimate, with the weakly informative prior PSIS uses (shrinks k towards
// 0.5 on small tails).
#pragma once

#include <optional>
#include <span>

namespace braid {

// The largest weights of a sample that the tail fit uses: min(n / 5, 3 sqrt(n)) (PSIS's
// choice), at least 5. Fewer than 5 positive weights above the threshold: no fit.
std::optional<double> pareto_tail_shape(std::span<const double> weights);

// PSIS's threshold: a sample whose tail shape reaches it is unreliable.
inline constexpr double kUnreliableTailShape = 0.7;

// A lower bound on the total that nonnegative unbiased probe values estimate, whatever their
// tail (0 when it says nothing): by Markov's inequality a probe reaches a value a with
// probability at most total / a (each probe given the ones before: an adaptive proposal
// keeps it), so if j of n probes reached v_j, the total is at least v_j times a lower bound
// on that probability, (j - 2 sqrt(j)) / n (about 2.5 % one-sided each; two order statistics
// tried, the median and the top tenth, each with j >= 9; at least 30 probes). Where the
// mean is held back as unsettled, this still says "at least" (issue 17: the exhaustive run
// will not finish) without trusting the mean.
double markov_lower_bound(std::span<const double> values);

}  // namespace braid
