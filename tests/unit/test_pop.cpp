// POP against brute force on random abstract programs (toy executor): exactly one
// execution per Mazurkiewicz class, no sleep-set-blocked runs, every bug found.
#include <catch2/catch.hpp>

#include "explore/pop/pop.h"
#include "support/random_program.h"

using namespace braid;
using namespace braid::testing;

namespace {

Instr op(Instr::Kind k, int var = 0, int value = 0, int target = 0) {
  Instr i;
  i.kind = k;
  i.var = var;
  i.value = value;
  i.target = target;
  return i;
}

void check_pop(std::uint64_t seed, bool bugs) {
  const Program p = random_program(seed, bugs);
  INFO("seed " << seed << "\n" << to_text(p));
  ToyExecutor ex(p);
  Enumeration truth;
  try {
    truth = brute_force(ex, 300'000);
  } catch (const std::runtime_error&) {
    return;  // too big for brute force
  }
  auto algo = make_pop_algorithm({});
  AlgoRun run = run_algorithm(*algo, ex);
  CHECK(run.stats.complete);
  CHECK(run.stats.blocked == 0);
  CHECK(run.seen.bugs == truth.bugs);
  CHECK(run.duplicate_classes == 0);
  if (truth.maximal_only) {
    CHECK(run.seen.classes == truth.classes);
    CHECK(run.stats.executions == truth.classes.size());
  } else {
    for (const auto& k : run.seen.classes) CHECK(truth.classes.count(k) == 1);
  }
}

}  // namespace

TEST_CASE("pop: paper-style example with read schedules", "[pop]") {
  // Three threads racing on x and y with reads (needs the sleep-set characterisation).
  Program p;
  p.vars = 3;
  p.threads.resize(4);
  p.threads[1] = {op(Instr::Store, 0, 1), op(Instr::Store, 1, 1), op(Instr::Store, 2, 1)};
  Instr r0 = op(Instr::Load, 1), r1 = op(Instr::Load, 0), r2 = op(Instr::Load, 2);
  p.threads[2] = {r0, r1};
  p.threads[3] = {r2, r1, r0};
  p.threads[0] = {op(Instr::Create, 0, 0, 1), op(Instr::Create, 0, 0, 2), op(Instr::Create, 0, 0, 3)};
  ToyExecutor ex(p);
  const Enumeration truth = brute_force(ex);
  auto algo = make_pop_algorithm({});
  AlgoRun run = run_algorithm(*algo, ex);
  CHECK(run.seen.classes == truth.classes);
  CHECK(run.stats.executions == truth.classes.size());
  CHECK(run.stats.blocked == 0);
}

TEST_CASE("pop: random programs without bugs match brute force exactly", "[pop]") {
  for (std::uint64_t seed = 1; seed <= 300; ++seed) check_pop(seed, false);
}

TEST_CASE("pop: random programs with asserts find every bug", "[pop]") {
  for (std::uint64_t seed = 1001; seed <= 1200; ++seed) check_pop(seed, true);
}
