// Source-DPOR against brute force on random abstract programs (toy executor).
#include <catch2/catch.hpp>

#include "explore/sdpor/sdpor.h"
#include "support/random_program.h"

using namespace braid;
using namespace braid::testing;

namespace {

void check_sdpor(std::uint64_t seed, bool bugs, bool awaits = false, bool spins = false) {
  const Program p = random_program(seed, bugs, awaits, spins);
  INFO("seed " << seed << "\n" << to_text(p));
  ToyExecutor ex(p);
  Enumeration truth;
  try {
    truth = brute_force(ex, 300'000);
  } catch (const std::runtime_error&) {
    return;  // too big for brute force
  }
  auto algo = make_sdpor_algorithm({});
  AlgoRun run = run_algorithm(*algo, ex);
  CHECK(run.stats.complete);
  CHECK(run.seen.bugs == truth.bugs);
  if (truth.maximal_only) {
    CHECK(run.seen.classes == truth.classes);
  } else {
    // Runs cut short by a bug or assume: every class SDPOR reaches is a real one.
    for (const auto& k : run.seen.classes) CHECK(truth.classes.count(k) == 1);
  }
  CHECK(run.stats.executions >= run.seen.classes.size());
}

}  // namespace

TEST_CASE("sdpor: two writers", "[sdpor]") {
  Program p;
  p.vars = 1;
  Instr w;
  w.kind = Instr::Store;
  w.value = 1;
  Instr r;
  r.kind = Instr::Load;
  p.threads = {{}, {w, r}, {w, r}};
  Instr c1{Instr::Create, 0, 0, 0, 0, 1, {}}, c2{Instr::Create, 0, 0, 0, 0, 2, {}};
  p.threads[0] = {c1, c2};
  ToyExecutor ex(p);
  const Enumeration truth = brute_force(ex);
  auto algo = make_sdpor_algorithm({});
  AlgoRun run = run_algorithm(*algo, ex);
  CHECK(run.seen.classes == truth.classes);
  CHECK(run.stats.complete);
}

TEST_CASE("sdpor: random programs without bugs match brute force", "[sdpor]") {
  for (std::uint64_t seed = 1; seed <= 300; ++seed) check_sdpor(seed, false);
}

TEST_CASE("sdpor: random programs with asserts find every bug", "[sdpor]") {
  for (std::uint64_t seed = 1001; seed <= 1200; ++seed) check_sdpor(seed, true);
}

TEST_CASE("sdpor: random programs with await loops match brute force", "[sdpor]") {
  for (std::uint64_t seed = 1; seed <= 300; ++seed) check_sdpor(seed, false, true);
  for (std::uint64_t seed = 1001; seed <= 1150; ++seed) check_sdpor(seed, true, true);
}

TEST_CASE("sdpor: random programs with CAS spinlocks match brute force", "[sdpor]") {
  for (std::uint64_t seed = 1; seed <= 300; ++seed) check_sdpor(seed, false, false, true);
  for (std::uint64_t seed = 1001; seed <= 1150; ++seed) check_sdpor(seed, true, false, true);
}

TEST_CASE("sdpor: random programs with CAS spinlocks (long run)", "[.long]") {
  for (std::uint64_t seed = 1; seed <= 3000; ++seed) check_sdpor(seed, false, false, true);
  for (std::uint64_t seed = 10001; seed <= 11000; ++seed) check_sdpor(seed, true, false, true);
}
