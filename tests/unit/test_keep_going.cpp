// ExplorationObserver::keep_going: an algorithm that computes between executions (dc's call
// tree: calls that reuse their parent's run, dead and unrealizable calls) asks it, and
// stops, incomplete, once it says no, on one worker and on the pool (where the pool's
// StoppingObserver stops every worker). Counted, not timed: the observer says no after a
// given number of polls.
#include <catch2/catch.hpp>

#include <atomic>

#include "explore/algorithm.h"
#include "support/random_program.h"

using namespace braid;
using namespace braid::testing;

namespace {

// Lets every execution through, and says stop at the poll after `polls_allowed`.
class PollLimit final : public ExplorationObserver {
 public:
  explicit PollLimit(std::uint64_t polls_allowed) : allowed_(polls_allowed) {}
  bool on_execution(const ExecutionResult&) override {
    ++executions;
    return !said_stop;
  }
  bool keep_going() override {
    if (polls.fetch_add(1) >= allowed_) said_stop = true;
    return !said_stop;
  }
  std::atomic<std::uint64_t> executions{0}, polls{0};
  std::atomic<bool> said_stop{false};

 private:
  std::uint64_t allowed_;
};

struct Toys final : ExecutorFactory {
  explicit Toys(const Program& program) : program(program) {}
  std::unique_ptr<Executor> make() override { return std::make_unique<ToyExecutor>(program); }
  const Program& program;
};

// Two threads that each write and read one shared variable three times: dc annotates the
// reads one by one, many calls reusing their parent's run.
Program ping_pong() {
  Program p;
  p.vars = 1;
  auto side = [](int value) {
    std::vector<Instr> t;
    for (int i = 0; i < 3; ++i) {
      t.push_back(make_instr(Instr::Store, 0, value));
      t.push_back(make_instr(Instr::Load, 0));
    }
    return t;
  };
  p.threads = {{make_instr(Instr::Create, 0, 0, 1), make_instr(Instr::Create, 0, 0, 2),
                make_instr(Instr::Join, 0, 0, 1), make_instr(Instr::Join, 0, 0, 2)},
               side(1), side(2)};
  return p;
}

ExplorationStats explore_dc(const Program& program, ExplorationObserver& observer, unsigned jobs) {
  AlgorithmOptions options;
  options.name = "dc";
  auto algorithm = make_algorithm(options);
  if (jobs == 1) {
    ToyExecutor executor(program);
    return algorithm->explore(executor, observer);
  }
  Toys toys(program);
  return algorithm->explore_parallel(toys, jobs, observer);
}

}  // namespace

TEST_CASE("dc stops between executions when the observer says so", "[keep_going][dc]") {
  const Program program = ping_pong();
  for (unsigned jobs : {1u, 2u}) {
    INFO("jobs " << jobs);
    PollLimit unlimited(UINT64_MAX);
    const ExplorationStats all = explore_dc(program, unlimited, jobs);
    REQUIRE(all.complete);
    REQUIRE(all.executions > 4);
    REQUIRE(unlimited.polls > 0);  // dc asks between executions

    // No at the first poll: only the root run, before its first call.
    PollLimit none(0);
    const ExplorationStats stopped = explore_dc(program, none, jobs);
    CHECK_FALSE(stopped.complete);
    CHECK(none.executions == 1);

    // No half way: fewer executions than the whole exploration, incomplete.
    PollLimit half(unlimited.polls / 2);
    const ExplorationStats part = explore_dc(program, half, jobs);
    CHECK_FALSE(part.complete);
    CHECK(half.executions < unlimited.executions);
  }
}
