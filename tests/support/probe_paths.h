// Every descent of a sleep-set probe's tree (explore/hunt/sleep_probe.h), depth first, with the
// probability the probe's own proposal gave it: the exact expectations the estimate tests
// compare with. The proposal is checked on the way (positive, summing to 1, the same options
// at a node every time it is reached).
#pragma once

#include <catch2/catch.hpp>

#include <cstddef>
#include <span>
#include <vector>

#include "explore/hunt/sleep_probe.h"
#include "support/random_program.h"

namespace braid::testing {

// `configure(probe)` runs before each descent; `visit(probe, result, probability)` after it.
template <class Configure, class Visit>
void for_each_probe_path(Executor& executor, const ProbeForecast* forecast, Configure configure, Visit visit) {
  struct Point {
    std::size_t chosen = 0, options = 0;
  };
  std::vector<Point> path;
  for (;;) {
    std::size_t depth = 0;
    double probability = 1;
    SleepSetProbe probe(
        [&](std::span<const double> p) {
          double sum = 0;
          for (double x : p) {
            CHECK(x > 0);
            sum += x;
          }
          CHECK(sum == Approx(1.0).epsilon(1e-12));
          if (depth == path.size()) path.push_back({0, p.size()});
          REQUIRE(path[depth].options == p.size());
          probability *= p[path[depth].chosen];
          return path[depth++].chosen;
        },
        forecast);
    configure(probe);
    const ExecutionResult& result = executor.run(probe);
    REQUIRE(depth == path.size());
    visit(probe, result, probability);
    while (!path.empty() && path.back().chosen + 1 == path.back().options) path.pop_back();
    if (path.empty()) return;
    ++path.back().chosen;
  }
}

}  // namespace braid::testing
