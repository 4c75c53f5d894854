// Small verdict and label gaps of issue 12 (branch trust17): a __VERIFIER_nondet_double is
// named "double", a refusal during static initialisation names the program's line, and the
// exploration stat follows an unsupported finding as the verdict does.
#include <catch2/catch.hpp>

#include <string>

#include "check/check.h"
#include "frontend/source_language.h"
#include "jit/program.h"
#include "report/report.h"
#include "report/verdict.h"
#include "support/build_source.h"

namespace {

using braid::testing::must_build;

braid::CheckResult run(const braid::Program& program, const std::string& algo) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  return braid::check_program(program, options);
}

const braid::BugReport* find_bug(const braid::CheckResult& r, braid::BugKind kind) {
  for (const braid::BugReport& b : r.bugs)
    if (b.bug.kind == kind) return &b;
  return nullptr;
}

}  // namespace

TEST_CASE("nondet double: the verdict names the call's type double, not float", "[nondet][verdict][trust17]") {
  auto program = must_build(R"(
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
int main(void) {
  double d = __VERIFIER_nondet_double();
  float f = __VERIFIER_nondet_float();
  return d > 5.0 || f > 5.0f;
}
)");
  const braid::CheckResult r = run(*program, "pop");
  REQUIRE(r.nondet);
  const braid::Verdict v = braid::verdict_of(r);
  std::string gaps;
  for (const braid::CoverageGap& g : v.gaps) gaps += g.text + "\n";
  INFO(gaps);
  CHECK(gaps.find("main call 1 (double) {-1, 0, 1}") != std::string::npos);
  CHECK(gaps.find("main call 2 (float) {-1, 0, 1}") != std::string::npos);
  CHECK(braid::nondet_type_from_string("double") == braid::NondetType::Double);
}

TEST_CASE("a refusal during static initialisation names the program's line", "[refused][user_location][trust17]") {
  // The global pool is built by static initialisation, before any execution: each
  // execution ends `unsupported`. Before, that finding had no source position.
  auto program = must_build(R"(#include <memory_resource>
#include <vector>
int used;
std::pmr::synchronized_pool_resource pool;
int main() {
  std::pmr::vector<int> v(&pool);
  v.push_back(1);
  return v.size() == 1 ? 0 : 1;
}
)",
                            {"-std=c++20"}, ".cpp");
  const braid::CheckResult r = run(*program, "pop");
  const braid::BugReport* refusal = find_bug(r, braid::BugKind::Unsupported);
  REQUIRE(refusal);
  INFO(refusal->bug.message);
  REQUIRE(refusal->bug.loc != 0);
  const braid::SourceLocation& at = program->locations()[refusal->bug.loc];
  CHECK(at.line == 4);
  CHECK(at.file.find(".cpp") != std::string::npos);
}

TEST_CASE("an unsupported finding makes the exploration stat incomplete, as the verdict", "[refused][verdict][trust17]") {
  auto program = must_build(R"(
#include <pthread.h>
#include <unistd.h>
int shared;
void *worker(void *arg) { shared = 1; return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  if (shared) fork();
  return 0;
}
)");
  for (const char* algo : {"dfs", "pop"}) {
    INFO(algo);
    const braid::CheckResult r = run(*program, algo);
    REQUIRE(find_bug(r, braid::BugKind::Unsupported));
    const braid::Verdict v = braid::verdict_of(r);
    CHECK_FALSE(v.complete());
    // One fact: the stat (JSON `exploration_complete`) says what the verdict says. Before,
    // it stayed true.
    CHECK_FALSE(r.stats.complete);
    // And no other gap claims the exploration stopped early for another reason.
    for (const braid::CoverageGap& g : v.gaps) CHECK(g.code != "stopped-early");
  }
}

TEST_CASE("program extensions: one list for the compiler, the CLI and braidd", "[frontend][trust17]") {
  using braid::SourceLanguage;
  CHECK(braid::source_language_of("/a/b/task.i") == SourceLanguage::C);
  CHECK(braid::source_language_of("task.ii") == SourceLanguage::Cxx);
  CHECK(braid::source_language_of("x.c++") == SourceLanguage::Cxx);
  CHECK(braid::source_language_of("x.C") == SourceLanguage::Cxx);
  CHECK(braid::is_preprocessed_source("dir.v2/task.ii"));
  CHECK_FALSE(braid::is_source_file("dir.c/readme"));
  CHECK_FALSE(braid::is_source_file("notes.txt"));
  CHECK_FALSE(braid::is_source_file(".c"));
}
