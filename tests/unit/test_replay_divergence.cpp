// Every algorithm that replays prefixes must notice when a replay does not reproduce (a
// nondeterminism the runtime did not catch) and count it in
// ExplorationStats::replay_divergences, which makes the verdict INCOMPLETE (check.cpp):
// the branches such a run stood for were given up. Shown with a program that changes
// after its first execution.
#include <catch2/catch.hpp>

#include "explore/algorithm.h"
#include "support/random_program.h"

using namespace braid;
using namespace braid::testing;

namespace {

// Runs `first` once, then `later` for every further execution.
class ChangingExecutor final : public Executor {
 public:
  ChangingExecutor(Program first, Program later) : first_(std::move(first)), later_(std::move(later)) {}
  const ExecutionResult& run(Scheduler& scheduler) override {
    return runs_++ == 0 ? first_.run(scheduler) : later_.run(scheduler);
  }
  const LocationTable& locations() const override { return first_.locations(); }

 private:
  ToyExecutor first_, later_;
  std::uint64_t runs_ = 0;
};

class Counting final : public ExplorationObserver {
 public:
  bool on_execution(const ExecutionResult&) override { return true; }
};

Instr create(int target) { return make_instr(Instr::Create, 0, 0, target); }
Instr join(int target) { return make_instr(Instr::Join, 0, 0, target); }

// Main writes a variable of its own, then races with the other thread on another one: the
// reversal's replay prefix holds main's first write.
Program racing(bool main_blocks_early) {
  Program p;
  p.vars = 3;
  std::vector<Instr> main_thread = {create(1)};
  // The later program: main waits for v2, which nobody writes, before its accesses.
  if (main_blocks_early) main_thread.push_back(make_instr(Instr::Await, 2, 0));
  main_thread.push_back(make_instr(Instr::Store, 0, 1));
  main_thread.push_back(make_instr(Instr::Store, 1, 1));
  main_thread.push_back(join(1));
  p.threads = {main_thread, {make_instr(Instr::Load, 1), make_instr(Instr::Store, 1, 2)}};
  return p;
}

}  // namespace

TEST_CASE("a replay that does not reproduce is a divergence, never a silent loss", "[divergence]") {
  for (const char* name : {"sdpor", "pop"}) {
    INFO(name);
    AlgorithmOptions options;
    options.name = name;
    auto algorithm = make_algorithm(options);
    ChangingExecutor executor(racing(false), racing(true));
    Counting observer;
    const ExplorationStats stats = algorithm->explore(executor, observer);
    CHECK(stats.replay_divergences > 0);
  }
  // The same program without the change: no divergence, and the classes are all there.
  for (const char* name : {"sdpor", "pop"}) {
    INFO(name);
    AlgorithmOptions options;
    options.name = name;
    auto algorithm = make_algorithm(options);
    ToyExecutor executor(racing(false));
    const Enumeration truth = brute_force(executor);
    AlgoRun run = run_algorithm(*algorithm, executor);
    CHECK(run.stats.replay_divergences == 0);
    CHECK(run.seen.classes == truth.classes);
    CHECK(truth.classes.size() > 2);
  }
}
