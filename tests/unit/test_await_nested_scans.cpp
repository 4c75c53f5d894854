// Await loops whose iteration runs another loop before its first operation (docs/runtime.md,
// "Spin loops"): a scan written as a `for` loop inside the waiting loop, inline or in a
// helper. The outer latch blocks the thread; entering the inner loop on the way to the next
// operation must not undo that block (it did: such loops ran to --max-steps).
#include <catch2/catch.hpp>

#include <string>

#include "check/check.h"
#include "jit/program.h"
#include "report/verdict.h"
#include "support/build_source.h"

namespace {

braid::CheckResult explore_scans(const braid::Program& program, const std::string& algo) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.count_classes = algo == "dfs";
  options.max_steps = 5000;
  options.time_limit_s = 120;  // safety net: a hung exploration fails, not hangs
  return braid::check_program(program, options);
}

const char* const kScans[] = {
    // the scan inline, leaving with the index it found
    "int wait_any(void) { int found = -1;\n"
    "  while (found < 0) { for (int i = 0; i < 2; i++) if (__atomic_load_n(&ready[i], __ATOMIC_SEQ_CST)) {"
    " found = i; break; } }\n"
    "  return found; }",
    // the scan in a helper called by the waiting loop
    "static int any_ready(void) { for (int i = 0; i < 2; i++) if (__atomic_load_n(&ready[i], __ATOMIC_SEQ_CST))"
    " return i; return -1; }\n"
    "int wait_any(void) { int r; while ((r = any_ready()) < 0) {} return r; }",
    // a count of unfinished slots recomputed by each iteration of a do-while
    "int wait_any(void) { int pending;\n"
    "  do { pending = 0; for (int i = 0; i < 2; i++) if (!__atomic_load_n(&ready[i], __ATOMIC_SEQ_CST)) pending++; }"
    " while (pending == 2);\n"
    "  return __atomic_load_n(&ready[0], __ATOMIC_SEQ_CST) ? 0 : 1; }",
};

}  // namespace

TEST_CASE("await loops: a for-loop scan inside a waiting loop nobody ends spins forever", "[await]") {
  for (const char* scan : kScans) {
    const std::string source = std::string("#include <pthread.h>\nint ready[2];\n") + scan +
                               "\nvoid *waiter(void *a) { wait_any(); return a; }\n"
                               "int main(void) { pthread_t w; pthread_create(&w, 0, waiter, 0);"
                               " pthread_join(w, 0); return 0; }\n";
    INFO(source);
    auto program = braid::testing::must_build(source);
    for (const char* algo : {"dfs", "sdpor", "pop", "dc"}) {
      INFO(algo);
      const braid::CheckResult r = explore_scans(*program, algo);
      REQUIRE(r.bugs.size() == 1);
      CHECK(r.bugs[0].bug.kind == braid::BugKind::Deadlock);  // not a `bound` at --max-steps
      CHECK(r.bugs[0].bug.message.find("spin") != std::string::npos);
      CHECK(r.stats.complete);
    }
  }
}

TEST_CASE("await loops: a for-loop scan inside a waiting loop, every class explored", "[await]") {
  for (const char* scan : kScans) {
    // Two producers each publish their slot; the waiter checks the data of the one it found.
    const std::string source = std::string("#include <assert.h>\n#include <pthread.h>\nint ready[2]; int data[2];\n") +
                               scan +
                               "\nvoid *waiter(void *a) { int k = wait_any(); assert(data[k] == k + 1); return a; }\n"
                               "void *producer(void *a) { int k = (int)(long)a; data[k] = k + 1;"
                               " __atomic_store_n(&ready[k], 1, __ATOMIC_SEQ_CST); return a; }\n"
                               "int main(void) { pthread_t w, p0, p1; pthread_create(&w, 0, waiter, 0);"
                               " pthread_create(&p0, 0, producer, (void *)0); pthread_create(&p1, 0, producer, (void *)1);"
                               " pthread_join(w, 0); pthread_join(p0, 0); pthread_join(p1, 0); return 0; }\n";
    INFO(source);
    auto program = braid::testing::must_build(source);
    const braid::CheckResult oracle = explore_scans(*program, "dfs");
    REQUIRE(oracle.bugs.empty());
    REQUIRE(oracle.stats.complete);
    REQUIRE(oracle.mazurkiewicz_classes > 1);
    for (const char* algo : {"sdpor", "pop", "dc"}) {
      INFO(algo);
      const braid::CheckResult r = explore_scans(*program, algo);
      CHECK(r.bugs.empty());
      CHECK(r.stats.complete);
      CHECK(r.stats.executions >= oracle.mazurkiewicz_classes);
    }
  }
}

TEST_CASE("await loops: an inner loop that makes progress keeps the outer loop running", "[await]") {
  // Nobody sets `flag`: each outer iteration's inner loop adds to a global, so no iteration
  // repeats the previous one and the loop ends by itself (a wrong block would be a deadlock).
  const std::string source =
      "#include <pthread.h>\nint flag, x;\n"
      "void *t(void *a) { while (!__atomic_load_n(&flag, __ATOMIC_SEQ_CST)) {"
      " for (int i = 0; i < 2; i++) x++; if (x > 6) break; } return a; }\n"
      "int main(void) { pthread_t w; pthread_create(&w, 0, t, 0); pthread_join(w, 0); return 0; }\n";
  auto program = braid::testing::must_build(source);
  for (const char* algo : {"dfs", "pop"}) {
    INFO(algo);
    const braid::CheckResult r = explore_scans(*program, algo);
    CHECK(r.bugs.empty());
    CHECK(r.stats.complete);
  }
}
