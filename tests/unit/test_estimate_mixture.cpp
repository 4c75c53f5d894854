// The class estimate's proposal mixture and its heavy-tail guard (docs/algorithms.md,
// "Progress estimates"): on trees of known size, exactly (every descent enumerated with
// the probabilities each component proposed) and statistically (fixed seeds, no timing).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <random>
#include <span>
#include <vector>

#include "explore/hunt/sleep_probe.h"
#include "explore/tail_shape.h"
#include "support/probe_paths.h"
#include "support/random_program.h"

using namespace braid;
using namespace braid::testing;

namespace {

Instr op(Instr::Kind k, int var = 0, int value = 0, int target = 0) { return make_instr(k, var, value, target); }

// `pairs` pairs of threads; each thread stores `own` times to a variable of its own, once
// to its pair's shared variable, then `own` times more to its own: 2^pairs classes (the
// order of each pair's shared stores). filesystem's and indexer's shape: conflicts only
// within a pair, so a uniform descent of the sleep-set tree almost never completes.
Program pairs(int pairs, int own) {
  Program p;
  const int threads = 2 * pairs;
  p.vars = pairs + threads;
  p.threads.resize(threads + 1);
  for (int t = 1; t <= threads; ++t) {
    p.threads[0].push_back(op(Instr::Create, 0, 0, t));
    const int mine = pairs + t - 1, shared = (t - 1) / 2;
    for (int i = 0; i < own; ++i) p.threads[t].push_back(op(Instr::Store, mine, i + 1));
    p.threads[t].push_back(op(Instr::Store, shared, t));
    for (int i = 0; i < own; ++i) p.threads[t].push_back(op(Instr::Store, mine, own + i + 1));
  }
  return p;
}

// Seeded draws from the proposal p (as the hunter draws).
std::size_t draw(std::mt19937_64& rng, std::span<const double> p) {
  double u = std::uniform_real_distribution<double>(0, 1)(rng);
  for (std::size_t k = 0; k + 1 < p.size(); ++k) {
    if (u < p[k]) return k;
    u -= p[k];
  }
  return p.size() - 1;
}

// Teaches the forecast from `runs` probes of the plain proposal, as hunting does.
void teach(Executor& executor, ProbeForecast& forecast, int runs, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (int i = 0; i < runs; ++i) {
    SleepSetProbe probe([&](std::span<const double> p) { return draw(rng, p); }, &forecast);
    forecast.learn(executor.run(probe).events);
  }
}

// Every descent of the sleep-set tree with the forecast (fixed), drawn from one component
// of the mixture (or the plain proposal alone, Off): the sum of P(path) w(path) and of
// P(path) w(path)^2 over the descents, with the probabilities that component proposed.
struct Moments {
  double probability = 0, first = 0, second = 0;
  std::uint64_t completed = 0;
};
Moments enumerate(Executor& executor, const ProbeForecast& forecast, SleepSetProbe::Mixture mixture) {
  Moments out;
  for_each_probe_path(
      executor, &forecast, [&](SleepSetProbe& probe) { probe.set_mixture(mixture); },
      [&](const SleepSetProbe& probe, const ExecutionResult&, double probability) {
        out.probability += probability;
        out.first += probability * probe.weight();
        out.second += probability * probe.weight() * probe.weight();
        out.completed += !probe.blocked();
      });
  return out;
}

// The mixture's moments: each component drawn with chance 1/2.
struct Mixed {
  double first, second;
  std::uint64_t completed;
};
Mixed mixed(Executor& executor, const ProbeForecast& forecast) {
  const Moments plain = enumerate(executor, forecast, SleepSetProbe::Mixture::DrawPlain);
  const Moments halved = enumerate(executor, forecast, SleepSetProbe::Mixture::DrawHalved);
  CHECK(plain.probability == Approx(1.0).epsilon(1e-9));
  CHECK(halved.probability == Approx(1.0).epsilon(1e-9));
  CHECK(plain.completed == halved.completed);  // the same tree
  return {(plain.first + halved.first) / 2, (plain.second + halved.second) / 2, plain.completed};
}

}  // namespace

TEST_CASE("class estimate: the proposal mixture is unbiased (random programs, known trees)", "[estimate]") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 80; ++seed) {
    const Program p = random_program(seed, false);
    INFO("seed " << seed << "\n" << to_text(p));
    ToyExecutor ex(p);
    try {
      brute_force(ex, 20'000);
    } catch (const std::runtime_error&) {
      continue;  // too big to enumerate
    }
    ProbeForecast forecast;
    teach(ex, forecast, 20, seed);
    const Mixed m = mixed(ex, forecast);
    // E[weight] under the mixture = the number of completed leaves, exactly.
    CHECK(m.first == Approx(static_cast<double>(m.completed)).epsilon(1e-9));
    ++checked;
  }
  CHECK(checked >= 40);
}

TEST_CASE("class estimate: the mixture's second moment is at most twice its better component's", "[estimate]") {
  // Two trees of known size: 3 pairs with 2 own stores around the shared one (8 classes),
  // 2 pairs with 3 (4 classes).
  for (const int shape : {0, 1}) {
    ToyExecutor ex(shape == 0 ? pairs(3, 2) : pairs(2, 3));
    const double classes = shape == 0 ? 8 : 4;
    ProbeForecast forecast;
    teach(ex, forecast, 30, 11 + static_cast<std::uint64_t>(shape));
    const Mixed m = mixed(ex, forecast);
    const Moments plain = enumerate(ex, forecast, SleepSetProbe::Mixture::Off);
    INFO("shape " << shape << ": E[w^2] mixture " << m.second << ", plain alone " << plain.second);
    CHECK(m.completed == classes);
    CHECK(m.first == Approx(classes).epsilon(1e-9));
    CHECK(plain.first == Approx(classes).epsilon(1e-9));
    CHECK(m.second <= 2 * plain.second * (1 + 1e-9));
  }
}

TEST_CASE("class estimate: on pairs of conflicting threads the mixture's probes complete and settle", "[estimate]") {
  // 5 pairs, 32 classes. A uniform descent almost never completes (nine threads put to
  // sleep, eight never woken); the mixture's probes mostly do, and 400 of them (the first
  // 50 teach the forecast) estimate the count within 25 % and within 3 standard errors.
  ToyExecutor ex(pairs(5, 3));
  ProbeForecast forecast;
  std::mt19937_64 rng(2026);
  std::vector<double> weights;
  for (int i = 0; i < 450; ++i) {
    SleepSetProbe probe([&](std::span<const double> p) { return draw(rng, p); }, &forecast);
    probe.set_mixture(std::bernoulli_distribution(0.5)(rng) ? SleepSetProbe::Mixture::DrawHalved
                                                            : SleepSetProbe::Mixture::DrawPlain);
    const ExecutionResult& r = ex.run(probe);
    forecast.learn(r.events);
    if (i >= 50) weights.push_back(probe.weight());
  }
  const double n = static_cast<double>(weights.size());
  double sum = 0, squares = 0;
  for (double w : weights) {
    sum += w;
    squares += w * w;
  }
  const double mean = sum / n, error = std::sqrt((squares / n - mean * mean) / (n - 1));
  const auto completed = std::count_if(weights.begin(), weights.end(), [](double w) { return w > 0; });
  INFO("mean " << mean << " +- " << error << ", " << completed << " of 400 completed");
  CHECK(completed > 200);
  CHECK(mean == Approx(32).epsilon(0.25));
  CHECK(std::abs(mean - 32) <= 3 * error);
}

TEST_CASE("class estimate: the tail shape tells heavy weights from light ones", "[estimate]") {
  // Generalized Pareto shapes of known samples (fixed seeds): exponential (k = 0), Pareto
  // with index 4 (k = 1/4), Pareto with index 1 (k = 1, an infinite mean), Pareto with
  // index 1/2 (k = 2); 1,000 draws each. And a sample whose tail is too small to fit.
  auto sample = [](std::uint64_t seed, double index) {
    std::mt19937_64 rng(seed);
    std::vector<double> w;
    for (int i = 0; i < 1000; ++i) {
      const double u = std::uniform_real_distribution<double>(0, 1)(rng);
      w.push_back(index == 0 ? -std::log(1 - u) : std::pow(1 - u, -1 / index));
    }
    return w;
  };
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    INFO("seed " << seed);
    const auto exponential = pareto_tail_shape(sample(seed, 0));
    const auto light = pareto_tail_shape(sample(seed, 4));
    const auto heavy = pareto_tail_shape(sample(seed, 1));
    const auto heavier = pareto_tail_shape(sample(seed, 0.5));
    REQUIRE(exponential);
    REQUIRE(light);
    REQUIRE(heavy);
    REQUIRE(heavier);
    INFO("k: exponential " << *exponential << ", index 4 " << *light << ", index 1 " << *heavy << ", index 1/2 " << *heavier);
    CHECK(*exponential < 0.4);
    CHECK(*light < 0.55);
    CHECK(*heavy > kUnreliableTailShape);
    CHECK(*heavier > 1.4);
  }
  // 30 probes of which 3 completed: no fit (the sample says nothing about its tail).
  std::vector<double> mostly_blocked(30, 0.0);
  mostly_blocked[3] = 100;
  mostly_blocked[17] = 200;
  mostly_blocked[29] = 50;
  CHECK_FALSE(pareto_tail_shape(mostly_blocked));
  CHECK_FALSE(pareto_tail_shape(std::vector<double>(4, 1.0)));
}

// The Markov lower bound (explore/tail_shape.h): below the true mean in at least 95 % of
// samples from heavy-tailed unbiased estimators (a Knuth probe of a chain tree: 2^d with
// probability 2^-d, else 0, mean 1; a lognormal scaled to mean 1000), never more than
// the largest value, and large where most probes are large though the mean is unsettled
// (values spread over twelve orders of magnitude: the bound still exceeds 1e6).
TEST_CASE("class estimate: the Markov lower bound holds whatever the tail", "[estimate]") {
  std::mt19937_64 rng(17);
  int below_chain = 0, below_lognormal = 0, said_something = 0;
  constexpr int kSamples = 400;
  for (int sample = 0; sample < kSamples; ++sample) {
    std::vector<double> chain, lognormal;
    for (int i = 0; i < 200; ++i) {
      const int depth = std::uniform_int_distribution<int>(1, 12)(rng);
      // Reaches the leaf at depth `depth` with probability 2^-depth: weight 2^depth / 12
      // per depth, mean 1 over the twelve depths.
      const bool reached = std::uniform_real_distribution<double>(0, 1)(rng) < std::ldexp(1.0, -depth);
      chain.push_back(reached ? std::ldexp(1.0, depth) : 0);
      const double sigma = 3;
      lognormal.push_back(1000 * std::exp(std::normal_distribution<double>(-sigma * sigma / 2, sigma)(rng)));
    }
    const double chain_bound = markov_lower_bound(chain), lognormal_bound = markov_lower_bound(lognormal);
    below_chain += chain_bound <= 1;
    below_lognormal += lognormal_bound <= 1000;
    said_something += lognormal_bound > 0;
    CHECK(lognormal_bound <= *std::max_element(lognormal.begin(), lognormal.end()));
  }
  CHECK(below_chain >= kSamples * 95 / 100);
  CHECK(below_lognormal >= kSamples * 95 / 100);
  CHECK(said_something == kSamples);
  std::vector<double> huge;
  for (int i = 0; i < 100; ++i) huge.push_back(std::pow(10.0, 7 + 12 * std::uniform_real_distribution<double>(0, 1)(rng)));
  CHECK(markov_lower_bound(huge) > 1e6);
  CHECK(markov_lower_bound(std::vector<double>(29, 5.0)) == 0);  // too few probes
}
