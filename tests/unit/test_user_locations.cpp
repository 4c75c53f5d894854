// Messages about an operation inside a library name the program's code (branch audit15):
// qpor's refusals (Executor::user_location; docs/qpor.md, "Refusals") and the refusal of
// library code braid cannot see into (runtime/refused_calls.cpp).
#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>
#include <vector>

#include "check/check.h"
#include "model/engine_error.h"
#include "report/report.h"
#include "support/build_source.h"

namespace {

std::shared_ptr<const braid::Program> build_cpp(const std::string& source) {
  return braid::testing::must_build(source, {"-std=c++20"}, ".cpp");
}

braid::CheckResult run(const braid::Program& program, const std::string& algo) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  return braid::check_program(program, options);
}

// qpor's refusal message for `program` (it must refuse).
std::string qpor_refusal(const braid::Program& program) {
  try {
    run(program, "qpor");
  } catch (const braid::AlgorithmRefused& e) {
    return e.what();
  }
  FAIL("qpor did not refuse the program");
  return {};
}

bool has_bug(const braid::CheckResult& r, braid::BugKind kind) {
  for (const auto& b : r.bugs)
    if (b.bug.kind == kind) return true;
  return false;
}

}  // namespace

TEST_CASE("qpor's refusals name the program's line, not a library header's", "[qpor][user_location]") {
  SECTION("std::barrier's completion thread, started inside braid's <barrier>, names the barrier's construction") {
    // Every frame of the completion thread is braid's header: the refusal names where the
    // program built the barrier (line 6 of the source below; its first line is line 1).
    auto program = build_cpp(R"(#include <barrier>
#include <thread>
#include <cassert>
std::thread::id completed_by;
void record_runner() noexcept { completed_by = std::this_thread::get_id(); }
int main() { std::barrier sync(2, record_runner);
  std::thread helper([&] { sync.arrive_and_wait(); });
  sync.arrive_and_wait();
  helper.join();
  return 0; }
)");
    const std::string what = qpor_refusal(*program);
    INFO(what);
    CHECK(what.find("qpor does not model") == 0);
    CHECK(what.find("runtime/include/barrier") == std::string::npos);
    CHECK(what.find("'*b'") == std::string::npos);
    CHECK(what.find(".cpp:6)") != std::string::npos);
  }
  SECTION("a std::atomic operation inside libstdc++'s atomic_base.h names the program's call") {
    auto program = build_cpp(R"(#include <atomic>
#include <thread>
std::atomic<int> hits;
void count() {
  hits.fetch_add(1);
}
int main() { std::thread t(count); count(); t.join(); return 0; }
)");
    const std::string what = qpor_refusal(*program);
    INFO(what);
    CHECK(what.find("atomic_base.h") == std::string::npos);
    CHECK(what.find(".cpp:5)") != std::string::npos);
  }
}

TEST_CASE("a function-local static's guard is named demangled, not by its symbol", "[qpor][user_location]") {
  // The guard has no debug info: its object name was its mangled symbol.
  auto program = build_cpp(R"(#include <thread>
int seed() { return 7; }
struct Registry {
  int generation;
  Registry() : generation(seed()) {}  // dynamic initialisation: the static gets a guard
};
Registry& instance() {
  static Registry r;
  return r;
}
int main() { std::thread t([] { (void)instance(); }); (void)instance(); t.join(); return 0; }
)");
  const std::string what = qpor_refusal(*program);
  INFO(what);
  CHECK(what.find("_ZGV") == std::string::npos);
  CHECK(what.find("guard variable for instance()::r") != std::string::npos);
}

TEST_CASE("std::pmr::synchronized_pool_resource is refused, not a false data race", "[refused][user_location]") {
  // libstdc++ runs the pool natively (a pool per system thread, a native lock): a block one
  // thread freed went to the other with no order braid saw, a false data race before.
  const char* kFill = R"(
int fill(int n) {
  std::pmr::vector<int> v(&POOL);
  for (int i = 0; i < n; ++i) v.push_back(i);
  int sum = 0;
  for (int x : v) sum += x;
  return sum;
}
int main() {
  LOCAL_POOL
  int other = 0;
  std::thread t([&] { other = fill(3); });
  const int mine = fill(2);
  t.join();
  return mine == 1 && other == 3 ? 0 : 1;
}
)";
  const std::string prelude = "#include <memory_resource>\n#include <thread>\n#include <vector>\n";
  const std::string global_pool =
      prelude + "std::pmr::synchronized_pool_resource pool;\n#define POOL pool\n#define LOCAL_POOL\n" + kFill;
  const std::string local_pool = prelude +
                                 "std::pmr::memory_resource* current;\n#define POOL (*current)\n"
                                 "#define LOCAL_POOL std::pmr::synchronized_pool_resource pool; current = &pool;\n" +
                                 kFill;
  for (const std::string& source : {global_pool, local_pool}) {
    auto program = build_cpp(source);
    for (const char* algo : {"pop", "sdpor"}) {
      INFO(algo << "\n" << source);
      const braid::CheckResult r = run(*program, algo);
      CHECK(has_bug(r, braid::BugKind::Unsupported));
      CHECK_FALSE(has_bug(r, braid::BugKind::DataRace));
      // SARIF never gives an empty "file://" URI (the global pool's refusal, made by static
      // initialisation, names the global's line since branch trust17).
      braid::SourceCache sources;
      const std::string sarif = braid::sarif_report(r, *program, sources).dump();
      CHECK(sarif.find("\"file://\"") == std::string::npos);
    }
  }
}
