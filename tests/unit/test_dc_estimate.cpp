// dc's progress estimate: random descents of its own recursion (explore/dc/estimate.h),
// Knuth's estimator of the runs dc reports. Checked exactly where every descent is
// enumerated (the probe tree's expected value must be dc's executions: a child made in
// another state than dc's, say without the earlier siblings forbidden, counts classes
// twice) and, with a fixed seed, on random probes of programs with many classes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <cmath>
#include <optional>
#include <sstream>
#include <string>

#include "explore/algorithm.h"
#include "explore/dc/estimate.h"
#include "jit/instance.h"
#include "jit/program.h"
#include "support/build_source.h"
#include "support/random_program.h"

using namespace braid;
using namespace braid::testing;

namespace {

class CountOnly final : public ExplorationObserver {
 public:
  bool on_execution(const ExecutionResult&) override { return true; }
};

// dc's executions on p, or nothing when it falls back to POP or does not finish.
std::optional<std::uint64_t> dc_executions(const testing::Program& p) {
  ToyExecutor executor(p);
  AlgorithmOptions options;
  options.name = "dc";
  CountOnly observer;
  const ExplorationStats stats = make_algorithm(options)->explore(executor, observer);
  if (!stats.complete || stats.counters.count("dc_fallback_pop")) return std::nullopt;
  return stats.executions;
}

// The probe tree's expected value on p (every descent enumerated), or nothing when a probe
// would fall back.
std::optional<double> probe_expectation(const testing::Program& p) {
  ToyExecutor executor(p);
  CountOnly observer;
  dc::DcProber prober(executor, observer, 1);
  try {
    return prober.expectation();
  } catch (const dc::DcProbeFallback&) {
    return std::nullopt;
  }
}

// Compares the expectation with dc's executions on `programs` programs made by `make`;
// returns the seeds that differ (and counts what was compared, and the expectations below
// dc's count).
template <typename Make>
std::string compare(std::uint64_t programs, Make make, int& compared, int& branching, int& below) {
  std::ostringstream differ;
  for (std::uint64_t seed = 1; seed <= programs; ++seed) {
    const testing::Program p = make(seed);
    const std::optional<std::uint64_t> dc = dc_executions(p);
    if (!dc || *dc > 3000) continue;
    const std::optional<double> expected = probe_expectation(p);
    if (!expected) continue;
    ++compared;
    branching += *dc > 1;
    if (std::abs(*expected - static_cast<double>(*dc)) > 1e-9 * static_cast<double>(*dc)) {
      differ << " seed " << seed << " (dc " << *dc << ", expectation " << *expected << ")";
      below += *expected < static_cast<double>(*dc);
    }
  }
  return differ.str();
}

}  // namespace

TEST_CASE("dc estimate: the probe tree's expected value is dc's executions (random programs)", "[estimate][dc]") {
  int compared = 0, branching = 0, below = 0;
  const std::string plain = compare(
      120, [](std::uint64_t seed) { return random_program(seed, seed % 3 == 0); }, compared, branching, below);
  INFO(plain);
  CHECK(plain.empty());
  const std::string architectures =
      compare(60, [](std::uint64_t seed) { return random_program_architecture(seed, seed % 2 == 0); }, compared,
              branching, below);
  INFO(architectures);
  CHECK(architectures.empty());
  WARN(compared << " random programs compared with dc, " << branching << " with more than one execution");
  CHECK(compared >= 100);
  CHECK(branching >= 60);
}

// Await loops: after a sibling that becomes the call where a blocked loop's read never runs,
// dc forbids "never runs" for the later siblings, which the probe cannot know without running
// that sibling; it then counts those classes again (docs/algorithms.md, "Progress
// estimates", dc). Measured here: an overestimate on a few programs, never an underestimate
// (2 of 96 when written: 9 for 8, 30 for 26).
TEST_CASE("dc estimate: await loops and spinlocks (random programs)", "[estimate][dc]") {
  int compared = 0, branching = 0, below = 0;
  const std::string differ =
      compare(100, [](std::uint64_t seed) { return random_program(seed, seed % 3 == 0, true, seed % 2 == 0); },
              compared, branching, below);
  WARN(compared << " await/spin programs compared, " << branching << " branching; differing:" << differ);
  CHECK(below == 0);
  CHECK(std::count(differ.begin(), differ.end(), '(') <= 4);
  CHECK(compared >= 40);
}

TEST_CASE("dc estimate: random probes estimate dc's executions (fixed seed)", "[estimate][dc]") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 200 && checked < 6; ++seed) {
    const testing::Program p = random_program_architecture(seed, seed % 2 == 0);
    const std::optional<std::uint64_t> dc = dc_executions(p);
    if (!dc || *dc < 30 || *dc > 3000) continue;
    ToyExecutor executor(p);
    CountOnly observer;
    dc::DcProber prober(executor, observer, seed);
    dc::DescentSample sample;
    double sum = 0, squares = 0;
    constexpr int kProbes = 400;
    for (int i = 0; i < kProbes; ++i) {
      const double value = prober.probe().value();
      sample.add(value);
      sum += value;
      squares += value * value;
    }
    const double mean = sum / kProbes;
    const double error = std::sqrt(std::max(0.0, (squares - kProbes * mean * mean) / (kProbes - 1)) / kProbes);
    INFO("seed " << seed << ": dc " << *dc << ", probes " << mean << " +- " << error << " (sample's error "
                 << sample.standard_error() << ")");
    CHECK(sample.mean() == Approx(mean));
    // Within four standard errors of the sample's spread; the sample's own error is that
    // or, on a heavy tail, the mean (never smaller).
    CHECK(std::abs(mean - static_cast<double>(*dc)) <= 4 * error + 1e-9);
    CHECK(error < mean / 2);
    CHECK(sample.standard_error() >= error * (1 - 1e-9));
    ++checked;
  }
  CHECK(checked == 6);
}

// Through the JIT, on sigma_false (bench/programs/sigma.c: thread ids handed out through a
// shared index, an array indexed by a value read): the expectation is dc's executions.
TEST_CASE("dc estimate: the probe tree's expected value on sigma_false through the JIT", "[estimate][dc][engine]") {
  std::ifstream in(std::string(BRAID_TEST_PROGRAMS) + "/../../bench/programs/sigma.c");
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  for (int n : {3, 4}) {
    const auto program = must_build(text.str(), {"-DN=" + std::to_string(n)});
    REQUIRE(program);
    auto instance = program->instantiate(runtime::RuntimeConfig{});
    AlgorithmOptions options;
    options.name = "dc";
    CountOnly observer;
    const ExplorationStats stats = make_algorithm(options)->explore(*instance, observer);
    REQUIRE(stats.complete);
    auto fresh = program->instantiate(runtime::RuntimeConfig{});
    dc::DcProber prober(*fresh, observer, 1);
    const std::optional<double> expected = prober.expectation();
    REQUIRE(expected);
    CHECK(*expected == Approx(static_cast<double>(stats.executions)));
  }
}

namespace {

// Stops dc after `limit` executions (a run cut short: the calls finished by then stay
// recorded).
class StopAfter final : public ExplorationObserver {
 public:
  explicit StopAfter(std::uint64_t limit) : limit_(limit) {}
  bool on_execution(const ExecutionResult&) override { return ++seen_ < limit_; }

 private:
  std::uint64_t limit_, seen_ = 0;
};

}  // namespace

// The estimate from the explored part plus probes of what is left (dc/estimate.h,
// CompletedCalls): with the calls of a finished run recorded, every random probe gives dc's
// count exactly; with those of a run stopped halfway, the probe tree's expected value is
// still dc's count (the finished calls are counted once, exactly, and the descent samples
// only among the others), and random probes vary less than without the record.
TEST_CASE("dc estimate: finished calls are counted exactly by the probes (random programs)", "[estimate][dc]") {
  int exact = 0, partial = 0, narrower = 0, uneven = 0;
  for (std::uint64_t seed = 1; seed <= 400 && partial < 25; ++seed) {
    const testing::Program p = random_program_architecture(seed, seed % 2 == 0);
    const std::optional<std::uint64_t> dc = dc_executions(p);
    if (!dc || *dc < 20 || *dc > 3000) continue;
    const double total = static_cast<double>(*dc);
    {
      ToyExecutor executor(p);
      CountOnly observer;
      dc::CompletedCalls finished;
      const ExplorationStats stats = dc::explore_recording_finished_calls(executor, observer, finished);
      REQUIRE(stats.complete);
      REQUIRE(stats.executions == *dc);
      ToyExecutor probing(p);
      dc::DcProber prober(probing, observer, seed, &finished);
      for (int i = 0; i < 10; ++i) {
        const std::optional<double> value = prober.probe();
        REQUIRE(value);
        INFO("seed " << seed << ": dc " << *dc << ", probe " << *value);
        CHECK(*value == Approx(total));
      }
      ++exact;
    }
    ToyExecutor executor(p);
    StopAfter half(*dc / 2);
    dc::CompletedCalls finished;
    const ExplorationStats stats = dc::explore_recording_finished_calls(executor, half, finished);
    REQUIRE(!stats.complete);
    CountOnly observer;
    ToyExecutor probing(p);
    dc::DcProber with_record(probing, observer, seed, &finished);
    const std::optional<double> expected = with_record.expectation();
    REQUIRE(expected);
    INFO("seed " << seed << ": dc " << *dc << ", expectation with half the calls recorded " << *expected);
    CHECK(*expected == Approx(total));
    // The spread of random probes with and without the record.
    ToyExecutor plain_probing(p);
    dc::DcProber without_record(plain_probing, observer, seed);
    dc::DescentSample with, without;
    for (int i = 0; i < 200; ++i) {
      with.add(with_record.probe().value());
      without.add(without_record.probe().value());
    }
    narrower += with.standard_error() <= without.standard_error();
    uneven += without.standard_error() > 0;
    ++partial;
  }
  WARN(exact << " programs probed after a finished run, " << partial << " halfway; narrower with the record on "
             << narrower << " of " << uneven << " whose plain probes vary");
  CHECK(partial == 25);
  CHECK(uneven >= 10);
  CHECK(narrower * 10 >= uneven * 6);
}

// Through the JIT on sigma_false N=5 (bench/programs/sigma.c), the uneven tree on which
// plain descents count almost nothing (docs/benchmarks.md): with the calls of a run stopped
// at a third recorded, the probes' expectation is still dc's count.
TEST_CASE("dc estimate: finished calls on sigma_false through the JIT", "[estimate][dc][engine]") {
  std::ifstream in(std::string(BRAID_TEST_PROGRAMS) + "/../../bench/programs/sigma.c");
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  const auto program = must_build(text.str(), {"-DN=4"});
  REQUIRE(program);
  auto instance = program->instantiate(runtime::RuntimeConfig{});
  AlgorithmOptions options;
  options.name = "dc";
  CountOnly observer;
  const ExplorationStats full = make_algorithm(options)->explore(*instance, observer);
  REQUIRE(full.complete);
  auto stopped = program->instantiate(runtime::RuntimeConfig{});
  StopAfter third(full.executions / 3);
  dc::CompletedCalls finished;
  REQUIRE(!dc::explore_recording_finished_calls(*stopped, third, finished).complete);
  CHECK(finished.size() > 0);
  auto fresh = program->instantiate(runtime::RuntimeConfig{});
  dc::DcProber prober(*fresh, observer, 1, &finished);
  const std::optional<double> expected = prober.expectation();
  REQUIRE(expected);
  CHECK(*expected == Approx(static_cast<double>(full.executions)));
}

// The registry itself: a finished call replaces the records below it (and only those), a
// lookup with another path's hash finds nothing, and the executions are those of the
// records not below another.
TEST_CASE("dc estimate: the registry of finished calls", "[estimate][dc]") {
  dc::CompletedCalls calls;
  const std::vector<std::uint32_t> parent{7, 0}, child{7, 0, 1}, grandchild{7, 0, 1, 2}, sibling{7, 1}, cousin{7, 0, 2};
  calls.record(grandchild, 11, 3);
  calls.record(cousin, 12, 4);
  calls.record(sibling, 13, 5);
  CHECK(calls.size() == 3);
  CHECK(calls.executions() == 12);
  calls.record(child, 14, 6);  // replaces the grandchild only
  CHECK(calls.size() == 3);
  CHECK(calls.executions() == 15);
  CHECK(!calls.find(grandchild, 11));
  CHECK(calls.find(child, 14) == std::optional<std::uint64_t>(6));
  CHECK(!calls.find(child, 15));  // another path's hash
  calls.record(parent, 16, 20);  // replaces the child and the cousin, not the sibling
  CHECK(calls.size() == 2);
  CHECK(calls.executions() == 25);
  CHECK(calls.find(sibling, 13) == std::optional<std::uint64_t>(5));
  CHECK(dc::path_step(0, 1, 2, 3) != dc::path_step(0, 1, 3, 2));
}
