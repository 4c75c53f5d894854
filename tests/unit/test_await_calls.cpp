// Await loops through calls, mutex polling and stores of the value just read
// (docs/runtime.md, "Spin loops"); bounded executions as findings that do not end the
// exploration (docs/algorithms.md, "Bounded executions"); C inline definitions and
// undefined symbols (docs/frontend.md). The corpus tests/programs/verdicts/ is run here
// with every algorithm against the expectations in each file's header comments.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "check/check.h"
#include "jit/program.h"
#include "report/verdict.h"
#include "support/build_source.h"

namespace {

namespace fs = std::filesystem;

braid::CheckResult explore(const braid::Program& program, const std::string& algo, std::uint64_t max_steps = 100000,
                           bool races = true) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.count_classes = true;
  options.detect_races = races;
  options.max_steps = max_steps;
  options.time_limit_s = 120;  // safety net: a hung exploration fails, not hangs
  return braid::check_program(program, options);
}

std::set<std::string> kinds(const braid::CheckResult& r) {
  std::set<std::string> out;
  for (const auto& b : r.bugs) out.insert(std::string(braid::to_string(b.bug.kind)));
  return out;
}

std::string describe(const std::set<std::string>& s) {
  std::string out;
  for (const auto& k : s) out += (out.empty() ? "" : ", ") + k;
  return out.empty() ? "none" : out;
}


}  // namespace

// The corpus of tests/programs/verdicts/ (its headers: expect, flags, args, stdin, complete,
// algos) is run with every algorithm, under a time budget per run, by the CTest test
// `verdict_corpus` (tests/e2e/corpus/run_corpus.py): one runner for the folder.

namespace {

// Writes `files` (name -> text) into a fresh folder and builds them as one program.
braid::ProgramBuild build_files(const std::vector<std::pair<std::string, std::string>>& files,
                                std::vector<std::string> flags = {}) {
  static int counter = 0;
  const fs::path dir = fs::temp_directory_path() / ("braid-await-" + std::to_string(getpid()) + "-" +
                                                    std::to_string(counter++));
  fs::create_directories(dir);
  braid::CompileRequest request;
  for (const auto& [name, text] : files) {
    std::ofstream(dir / name) << text;
    if (name.size() > 2 && name.substr(name.size() - 2) != ".h") request.files.push_back((dir / name).string());
  }
  flags.push_back("-I" + dir.string());
  request.flags = std::move(flags);
  return braid::build_program(request);
}

}  // namespace

TEST_CASE("await loops: polling through a helper defined in another file", "[await]") {
  // The helper reads with __atomic_load_n; the loop in the other file only calls it.
  const braid::ProgramBuild build = build_files({{"poll.c", R"(
int is_set(int *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
)"},
                                                 {"main.c", R"(
#include <assert.h>
#include <pthread.h>
int is_set(int *p);
int flag, data;
void *waiter(void *arg) { while (!is_set(&flag)) {} assert(data == 1); return 0; }
void *setter(void *arg) { data = 1; __atomic_store_n(&flag, 1, __ATOMIC_RELEASE); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, waiter, 0);
  pthread_create(&b, 0, setter, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
)"}});
  INFO(build.diagnostics);
  REQUIRE(build.program);
  std::uint64_t dfs_classes = 0;
  for (const char* algo : {"dfs", "sdpor", "pop"}) {
    const braid::CheckResult r = explore(*build.program, algo);
    INFO(algo << ": " << r.stats.executions << " executions, " << r.mazurkiewicz_classes << " classes, bugs "
              << describe(kinds(r)));
    CHECK(r.bugs.empty());
    CHECK(r.stats.complete);
    if (dfs_classes == 0) dfs_classes = r.mazurkiewicz_classes;
    CHECK(r.mazurkiewicz_classes == dfs_classes);
  }
  CHECK(dfs_classes == 2);  // the waiter's read before or after the setter's write
}

TEST_CASE("await loops: an iteration that made progress is never blocked", "[await]") {
  // Nobody writes `flag`: a loop wrongly taken for a repetition would end the run as a
  // thread spinning forever (a deadlock). Each of these loops ends by itself.
  const char* loops[] = {
      "static int calls; int poll(void) { return ++calls > 3 || flag; }\n"
      "void run(void) { while (!poll()) {} }",
      "static _Thread_local int calls; int poll(void) { return ++calls > 3 || flag; }\n"
      "void run(void) { while (!poll()) {} }",
      "int *counter; int poll(void) { return ++*counter > 3 || flag; }\n"
      "void run(void) { counter = malloc(sizeof *counter); *counter = 0; while (!poll()) {} }",
      "int poll(void) { return rand() % 4 == 0 || flag; }\nvoid run(void) { while (!poll()) {} }",
      "static clock_t c0; int poll(void) { return clock() > c0 + 3000 || flag; }\n"
      "void run(void) { c0 = clock(); while (!poll()) {} }",
      "int (*volatile fp)(void); static int n; int step(void) { return ++n; }\n"
      "void run(void) { fp = step; while (fp() < 4 && !flag) {} }",
      "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; int hits;\n"
      "void run(void) { for (;;) { pthread_mutex_lock(&m); int f = flag || ++hits > 3; pthread_mutex_unlock(&m);"
      " if (f) break; } }",
      "int x; void run(void) { int i = 0; while (i < 4 && !flag) { x = i; i++; } }",
      "void run(void) { char buf[8]; int n = 0; while (n < 3 && !flag) { snprintf(buf, sizeof buf, \"%d\", n);"
      " n = buf[0] - '0' + 1; } }",
  };
  for (const char* body : loops) {
    const std::string source = std::string("#include <pthread.h>\n#include <stdio.h>\n#include <stdlib.h>\n"
                                           "#include <time.h>\nint flag;\n") +
                               body + "\nvoid *t(void *a) { run(); return 0; }\n"
                                      "int main(void) { pthread_t x; pthread_create(&x, 0, t, 0); "
                                      "pthread_join(x, 0); return 0; }\n";
    INFO(source);
    auto program = braid::testing::must_build(source);
    for (const char* algo : {"dfs", "pop"}) {
      const braid::CheckResult r = explore(*program, algo, 2000, false);
      INFO(algo << ": bugs " << describe(kinds(r)));
      CHECK(r.bugs.empty());
      CHECK(r.stats.complete);
    }
  }
}

TEST_CASE("await loops: a retry loop through a call that nobody releases spins forever", "[await]") {
  auto program = braid::testing::must_build(R"(
#include <pthread.h>
int ready;
__attribute__((noinline)) int check(void) { return __atomic_load_n(&ready, __ATOMIC_SEQ_CST); }
void *t(void *a) { while (!check()) {} return 0; }
int main(void) { pthread_t x; pthread_create(&x, 0, t, 0); pthread_join(x, 0); return 0; }
)");
  for (const char* algo : {"dfs", "sdpor", "pop"}) {
    const braid::CheckResult r = explore(*program, algo, 2000, false);
    INFO(algo);
    REQUIRE(r.bugs.size() == 1);
    CHECK(r.bugs[0].bug.kind == braid::BugKind::Deadlock);
    CHECK(r.bugs[0].bug.message.find("spin") != std::string::npos);
    CHECK(r.stats.executions == 1);
  }
}

TEST_CASE("bounded executions are findings: the exploration goes on and is not complete", "[await][bound]") {
  // Thread 1 counts until thread 2 stops it. Run first alone it reaches --max-steps (a
  // `bound`); the schedules in which thread 2 runs earlier end, and one of them fails the
  // assertion. Thread 2's first write is independent of thread 1: only a bounded run's
  // starved threads being tried earlier finds it.
  auto program = braid::testing::must_build(R"(
#include <assert.h>
#include <pthread.h>
int stop, counter, other;
void *counting(void *a) { while (!stop) counter++; return 0; }
void *stopper(void *a) { other = 1; stop = 1; return 0; }
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, counting, 0);
  pthread_create(&y, 0, stopper, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  assert(counter != 1);
  return 0;
}
)");
  for (const char* algo : {"sdpor", "pop"}) {
    const braid::CheckResult r = explore(*program, algo, 60, false);
    const std::set<std::string> found = kinds(r);
    INFO(algo << ": " << r.stats.executions << " executions, bugs " << describe(found));
    CHECK(found.count("bound") == 1);
    CHECK(found.count("assertion") == 1);
    CHECK(r.stats.executions > 1);
    CHECK(r.stats.bounded_executions >= 1);
    CHECK_FALSE(r.stats.complete);
    const braid::Verdict verdict = braid::verdict_of(r);
    CHECK(std::any_of(verdict.gaps.begin(), verdict.gaps.end(),
                      [](const braid::CoverageGap& g) { return g.code == "bound" && g.count >= 1; }));
  }
}

TEST_CASE("C inline functions without an external definition link as a C toolchain's would", "[frontend][inline]") {
  const std::string header = "inline int inc(int x) { return x + 1; }\n";
  const std::string use_a =
      "#include \"inc.h\"\n#include <assert.h>\nint other(int);\n"
      "int main(void) { assert(inc(1) + other(1) == 4); return 0; }\n";
  const std::string use_b = "#include \"inc.h\"\nint other(int x) { return inc(x); }\n";
  SECTION("C99 inline in a header included by two files") {
    const auto build = build_files({{"inc.h", header}, {"a.c", use_a}, {"b.c", use_b}});
    INFO(build.diagnostics);
    REQUIRE(build.program);
    CHECK(explore(*build.program, "dfs").bugs.empty());
  }
  SECTION("... with the external definition in a third file") {
    const auto build = build_files(
        {{"inc.h", header}, {"a.c", use_a}, {"b.c", use_b}, {"c.c", "#include \"inc.h\"\nextern inline int inc(int);\n"}});
    INFO(build.diagnostics);
    REQUIRE(build.program);
    CHECK(explore(*build.program, "dfs").bugs.empty());
  }
  SECTION("static inline, GNU extern inline, and -fgnu89-inline") {
    const std::string source =
        "static inline int a(void) { return 1; }\n"
        "extern inline __attribute__((gnu_inline)) int b(void) { return 2; }\n"
        "inline int c(void) { return 3; }\n"
        "int main(void) { return a() + b() + c() - 6; }\n";
    for (const std::vector<std::string>& flags :
         {std::vector<std::string>{}, {"-fgnu89-inline"}, {"-std=c99"}, {"-std=gnu89"}}) {
      const auto build = build_files({{"m.c", source}}, flags);
      INFO(build.diagnostics);
      REQUIRE(build.program);
      CHECK(explore(*build.program, "dfs").bugs.empty());
    }
  }
  SECTION("C++ inline functions") {
    const auto build = build_files({{"m.cpp", "inline int inc(int x) { return x + 1; }\n"
                                              "int main() { return inc(1) - 2; }\n"}});
    INFO(build.diagnostics);
    REQUIRE(build.program);
    CHECK(explore(*build.program, "dfs").bugs.empty());
  }
  SECTION("a symbol that really is missing is named, with how to provide it") {
    const auto build = build_files({{"m.c", "int helper(int);\nextern int table[2];\n"
                                            "int main(void) { return helper(1) + table[0]; }\n"}});
    CHECK_FALSE(build.program);
    CHECK(build.diagnostics.find("undefined symbols `helper`, `table`") != std::string::npos);
    CHECK(build.diagnostics.find("Give braid the file that defines them") != std::string::npos);
  }
}
