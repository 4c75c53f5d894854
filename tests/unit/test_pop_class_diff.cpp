// A debugging aid (hidden tag): runs the C program named by POPFILE under dfs (or POPREF)
// and pop through the real engine and prints the Mazurkiewicz classes the reference explores
// that pop (or the algorithm named by POPALGO) does not, each as one of its executions (thread.index:kind@address events; POPALL
// also prints pop's, each with its class key in braces: two runs of one class share it;
// POPRF=1 uses reads-from classes instead).
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "analysis/classes.h"
#include "explore/algorithm.h"
#include "jit/instance.h"
#include "jit/program.h"
#include "support/build_source.h"

using namespace braid;

TEST_CASE("pop: classes dfs explores and pop does not, for POPFILE", "[.popclassdiff]") {
  const char* file = std::getenv("POPFILE");
  REQUIRE(file != nullptr);
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  // A C++ file (POPFILE ending in .cpp) is built as C++20.
  const bool cxx = std::string(file).ends_with(".cpp");
  auto program = cxx ? testing::must_build(text.str(), {"-std=c++20"}, ".cpp") : testing::must_build(text.str(), {}, ".c");
  using Key = std::pair<std::uint64_t, std::uint64_t>;
  struct Collect final : ExplorationObserver {
    std::set<Key> keys;
    bool print_missing = false;
    const std::set<Key>* known = nullptr;
    std::span<const std::uint32_t> position;
    bool on_execution_at(const ExecutionResult& r, std::span<const std::uint32_t> at) override {
      position = at;
      return on_execution(r);
    }
    bool on_execution(const ExecutionResult& r) override {
      if (r.outcome == ExecutionOutcome::Abandoned) return true;
      // POPRF compares reads-from classes (dc's equivalence) instead of Mazurkiewicz ones;
      // POPLOCKS the key of the execution's lock and thread events only (no memory access,
      // no wake-up's reads): qpor's configuration of a data-race-free program.
      // POPLOCKS=2 drops the failed trylocks too: the order of the critical sections only
      // (how often an idle round failed before it was woken is the runtime's folding).
      std::vector<Event> locks;
      const bool no_failed = std::getenv("POPLOCKS") && std::string(std::getenv("POPLOCKS")) == "2";
      if (std::getenv("POPLOCKS"))
        for (const Event& e : r.events)
          if (!op_is_memory(e.kind) && !(no_failed && e.kind == OpKind::MutexTryFail)) locks.push_back(e);
      const ClassKey k = std::getenv("POPLOCKS") ? mazurkiewicz_key(locks)
                         : std::getenv("POPRF")  ? reads_from_key(r.events, r.woken_reads)
                                                 : mazurkiewicz_key(r.events, r.woken_reads);
      const bool fresh = keys.insert({k.lo, k.hi}).second;
      // Each event as thread.index:kind@address, "t" for a try-operation, "w" for an await
      // wake-up followed by the reads it stands for in brackets.
      auto print = [&](const char* label) {
        std::printf("%s {%016llx%016llx}", label, static_cast<unsigned long long>(k.hi),
                    static_cast<unsigned long long>(k.lo));
        if (!position.empty()) {  // where pop's frame sits in its tree (pending index per level)
          std::printf(" <");
          for (std::uint32_t p : position) std::printf("%u.", p);
          std::printf(">");
        }
        for (std::size_t i = 0; i < r.events.size(); ++i) {
          const Event& e = r.events[i];
          std::printf(" %u.%u:%s@%llx%s%s", e.thread, e.index, std::string(to_string(e.kind)).c_str(),
                      static_cast<unsigned long long>(e.addr & 0xfff), (e.flags & kFlagTry) ? "t" : "",
                      (e.flags & kFlagAwaitWake) ? "w" : "");
          bool open = false;
          for (const WokenRead& w : r.woken_reads) {
            if (w.event != i) continue;
            std::printf("%s%s@%llx", open ? "," : "[", std::string(to_string(w.read.kind)).c_str(),
                        static_cast<unsigned long long>(w.read.addr & 0xfff));
            open = true;
          }
          if (open) std::printf("]");
        }
        std::printf("\n");
      };
      if (print_missing && fresh && !known->count({k.lo, k.hi})) print("missing:");
      if (!print_missing && std::getenv("POPALL")) print(fresh ? "pop:" : "pop (same class as an earlier one):");
      return true;
    }
  };
  const runtime::RuntimeConfig config;
  Collect pop;
  {
    auto instance = program->instantiate(config);
    AlgorithmOptions options;
    const char* tested = std::getenv("POPALGO");  // pop by default; sdpor, qpor, dc likewise
    options.name = tested ? tested : "pop";
    make_algorithm(options)->explore(*instance, pop);
  }
  Collect dfs;
  dfs.print_missing = true;
  dfs.known = &pop.keys;
  {
    auto instance = program->instantiate(config);
    AlgorithmOptions options;
    const char* reference = std::getenv("POPREF");  // dfs by default; sdpor where dfs is too slow
    options.name = reference ? reference : "dfs";
    make_algorithm(options)->explore(*instance, dfs);
  }
  std::printf("pop %zu classes, reference %zu\n", pop.keys.size(), dfs.keys.size());
}

// Behaviours rather than classes (hidden tag): runs the C program named by POPFILE under the
// reference (POPREF, dfs by default) and the algorithm under test (POPALGO, pop by default) and
// prints each behaviour the reference reaches and the algorithm does not. A behaviour is what
// an execution shows outside: its outcome, its bug's kind and what the program printed. A
// program made to print what decides its behaviour (the order of its critical sections, the
// values it read) tells a class an algorithm merges with another (a coarser equivalence, no
// loss) from one it never reaches (a lost behaviour).
TEST_CASE("pop: behaviours dfs reaches and pop does not, for POPFILE", "[.popoutputdiff]") {
  const char* file = std::getenv("POPFILE");
  REQUIRE(file != nullptr);
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  auto program = testing::must_build(text.str(), {}, ".c");
  // Also, per Mazurkiewicz class, the behaviours its executions showed: a class key that
  // merged two executions of different behaviours would be too coarse (`mixed` counts them).
  struct Collect final : ExplorationObserver {
    std::set<std::string> behaviours;
    std::map<std::pair<std::uint64_t, std::uint64_t>, std::string> class_behaviour;
    std::size_t executions = 0, mixed = 0;
    bool on_execution(const ExecutionResult& r) override {
      if (r.outcome == ExecutionOutcome::Abandoned) return true;
      ++executions;
      std::string b = std::to_string(static_cast<int>(r.outcome));
      if (r.bug) b.append(" ").append(to_string(r.bug->kind));
      b.append(" | ").append(r.output);
      const ClassKey k = mazurkiewicz_key(r.events, r.woken_reads);
      const auto [at, fresh] = class_behaviour.try_emplace({k.lo, k.hi}, b);
      if (!fresh && at->second != b) {
        ++mixed;
        std::printf("one class, two behaviours: %s / %s\n", at->second.c_str(), b.c_str());
      }
      behaviours.insert(std::move(b));
      return true;
    }
  };
  const runtime::RuntimeConfig config;
  auto run = [&](const char* env, const char* fallback) {
    Collect c;
    auto instance = program->instantiate(config);
    AlgorithmOptions options;
    const char* name = std::getenv(env);
    options.name = name ? name : fallback;
    make_algorithm(options)->explore(*instance, c);
    return c;
  };
  const Collect tested = run("POPALGO", "pop");
  const Collect reference = run("POPREF", "dfs");
  if (std::getenv("POPALL"))
    for (const std::string& b : tested.behaviours) std::printf("tested: %s", b.c_str());
  std::size_t missing = 0;
  for (const std::string& b : reference.behaviours)
    if (!tested.behaviours.count(b)) {
      ++missing;
      std::printf("missing: %s\n", b.c_str());
    }
  std::printf(
      "tested: %zu executions, %zu classes, %zu behaviours; reference: %zu executions, %zu classes, %zu "
      "behaviours, %zu executions whose class showed another behaviour; missing %zu\n",
      tested.executions, tested.class_behaviour.size(), tested.behaviours.size(), reference.executions,
      reference.class_behaviour.size(), reference.behaviours.size(), reference.mixed, missing);
}
