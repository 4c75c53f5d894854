// A debugging aid (hidden tag): runs the C program named by POPFILE under dfs (or POPREF)
// and pop through the real engine and prints the Mazurkiewicz classes the reference explores
// that pop (or the algorithm named by POPALGO) does not, each as one of its executions (thread.index:kind@address events; POPALL
// also prints pop's, each with its class key in braces: two runs of one class share it;
// POPRF=1 uses reads-from classes instead).
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <utility>

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
      // POPRF compares reads-from classes (dc's equivalence) instead of Mazurkiewicz ones.
      const ClassKey k = std::getenv("POPRF") ? reads_from_key(r.events, r.woken_reads)
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
