// Nondet values (docs/algorithms.md, "Nondet values"): the outer loop over value
// assignments around every algorithm; its verdict, counts, budgets and replay.
#include <catch2/catch.hpp>

#include <algorithm>
#include <climits>
#include <string>
#include <vector>

#include "check/check.h"
#include "jit/program.h"
#include "report/report.h"
#include "report/verdict.h"
#include "support/build_source.h"

namespace {

using braid::testing::must_build;

braid::CheckResult check(const braid::Program& program, const std::string& algo, unsigned jobs = 1,
                         std::uint64_t max_executions = 0) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.count_classes = true;
  options.jobs = jobs;
  options.max_executions = max_executions;
  return braid::check_program(program, options);
}

std::vector<std::string> gap_codes(const braid::CheckResult& r) {
  std::vector<std::string> codes;
  for (const braid::CoverageGap& g : braid::verdict_of(r).gaps) codes.push_back(g.code);
  return codes;
}

bool has_bug(const braid::CheckResult& r, braid::BugKind kind) {
  for (const braid::BugReport& b : r.bugs)
    if (b.bug.kind == kind) return true;
  return false;
}

const char* const kAlgorithms[] = {"dfs", "sdpor", "pop", "qpor", "dc"};

// Two threads each add a nondet bool under a lock; only both 1 fails.
const char* kTwoBools = R"(
#include <assert.h>
#include <pthread.h>
extern _Bool __VERIFIER_nondet_bool(void);
int sum;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int v = __VERIFIER_nondet_bool();
  pthread_mutex_lock(&m);
  sum += v;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(sum != 2);
  return 0;
}
)";

// Correct: each worker's nondet bool picks one of two locked updates.
const char* kCorrectBools = R"(
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
extern bool __VERIFIER_nondet_bool(void);
int a, b;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  bool left = __VERIFIER_nondet_bool();
  pthread_mutex_lock(&m);
  if (left) a++; else b++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(a + b == 2);
  return 0;
}
)";

}  // namespace

TEST_CASE("nondet bools: every algorithm finds the bug that needs both values 1, and its trace replays",
          "[nondet]") {
  auto program = must_build(kTwoBools);
  for (const char* algo : kAlgorithms) {
    INFO(algo);
    const braid::CheckResult r = check(*program, algo);
    REQUIRE(has_bug(r, braid::BugKind::Assertion));
    REQUIRE(r.nondet);
    CHECK(r.nondet->assignments == 4);  // {}, {a=1}, {b=1}, {a=1, b=1}
    CHECK(r.nondet->slots.size() == 2);
    CHECK_FALSE(r.nondet->bounded());
    CHECK(gap_codes(r).empty());  // bools: every value explored
    for (const braid::BugReport& b : r.bugs) {
      if (b.bug.kind != braid::BugKind::Assertion) continue;
      const braid::NondetAssignment values = braid::assignment_of(b.execution.nondet_draws);
      CHECK(values.size() == 2);
      const braid::ExecutionResult replayed =
          braid::replay_program(*program, b.execution.schedule, 100000, 0, false, {}, {}, values);
      REQUIRE(replayed.bug);
      CHECK(replayed.bug->kind == braid::BugKind::Assertion);
      // Without the values, the same schedule does not fail.
      const braid::ExecutionResult zeros = braid::replay_program(*program, b.execution.schedule, 100000);
      CHECK_FALSE((zeros.bug && zeros.bug->kind == braid::BugKind::Assertion));
      // The trace file carries the values, and reading them back gives the assignment.
      braid::SourceCache sources;
      const nlohmann::json j = braid::bug_json(b, program->locations(), sources, 1);
      CHECK(braid::nondet_assignment_from_json(j.at("trace").at("nondet_values")) == values);
    }
  }
}

TEST_CASE("nondet bools: a correct program is complete, and every algorithm agrees with DFS's classes",
          "[nondet]") {
  auto program = must_build(kCorrectBools);
  const braid::CheckResult oracle = check(*program, "dfs");
  REQUIRE(oracle.bugs.empty());
  CHECK(braid::verdict_of(oracle).complete());
  REQUIRE(oracle.nondet);
  CHECK(oracle.nondet->assignments == 4);
  for (const char* algo : kAlgorithms) {
    INFO(algo);
    const braid::CheckResult r = check(*program, algo);
    CHECK(r.bugs.empty());
    CHECK(braid::verdict_of(r).complete());
    CHECK(r.nondet->assignments == oracle.nondet->assignments);
    CHECK(r.mazurkiewicz_classes == oracle.mazurkiewicz_classes);
    CHECK(r.reads_from_classes == oracle.reads_from_classes);
    if (std::string(algo) == "pop") CHECK(r.stats.executions == oracle.mazurkiewicz_classes);
  }
  // The parallel pool runs inside each assignment's exploration: the same counts.
  const braid::CheckResult parallel = check(*program, "pop", 2);
  CHECK(parallel.stats.executions == oracle.mazurkiewicz_classes);
  CHECK(braid::verdict_of(parallel).complete());
}

TEST_CASE("nondet int: a bounded set, named in the verdict, never complete", "[nondet]") {
  auto program = must_build(R"(
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int total, n;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  for (int i = 0; i < n; i++) { pthread_mutex_lock(&m); total++; pthread_mutex_unlock(&m); }
  return arg;
}
int main(void) {
  n = __VERIFIER_nondet_int();
  // A call between the store and the assumption: the walk through memory (trust24) stops at
  // it, so the range is not learnt (without it, {0, 1, 2} exactly, and complete).
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  __VERIFIER_assume(0 <= n && n < 3);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  pthread_mutex_lock(&m);
  assert(total == n);
  pthread_mutex_unlock(&m);
  return 0;
}
)");
  for (const char* algo : kAlgorithms) {
    INFO(algo);
    const braid::CheckResult r = check(*program, algo);
    CHECK(r.bugs.empty());
    REQUIRE(r.nondet);
    CHECK(r.nondet->bounded());
    CHECK(r.nondet->assignments == 8);  // {-2..3, INT_MIN, INT_MAX}
    const braid::Verdict v = braid::verdict_of(r);
    CHECK_FALSE(v.complete());
    REQUIRE(gap_codes(r) == std::vector<std::string>{"nondet-values-bounded"});
    CHECK(v.gaps[0].text.find("nondet values explored over main call 1 (int) {-2..3, INT_MIN, INT_MAX}") == 0);
    CHECK(r.stats.assume_blocked == 5);  // -2, -1, 3, INT_MIN, INT_MAX: one execution each
  }
}

TEST_CASE("nondet slots are found as the loop goes: a call reached only under another's value", "[nondet]") {
  auto program = must_build(R"(
#include <assert.h>
#include <pthread.h>
extern _Bool __VERIFIER_nondet_bool(void);
int hits;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *idle(void *arg) { return arg; }
void *worker(void *arg) {
  if (__VERIFIER_nondet_bool() && __VERIFIER_nondet_bool()) { pthread_mutex_lock(&m); hits++; pthread_mutex_unlock(&m); }
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, idle, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_mutex_lock(&m);
  assert(hits == 0);
  pthread_mutex_unlock(&m);
  return 0;
}
)");
  for (const char* algo : kAlgorithms) {
    INFO(algo);
    const braid::CheckResult r = check(*program, algo);
    REQUIRE(r.bugs.size() == 1);
    CHECK(r.nondet->assignments == 3);  // {}, {w1=1}, {w1=1, w2=1}
    REQUIRE(r.nondet->slots.size() == 2);
    // Named by the creation path: main's second thread (main.1), calls 0 and 1.
    CHECK(braid::slot_text(r.nondet->slots[0].slot) == "main.1 call 1");
    CHECK(braid::slot_text(r.nondet->slots[1].slot) == "main.1 call 2");
  }
}

TEST_CASE("nondet values: --max-executions spans the assignments", "[nondet]") {
  auto program = must_build(kCorrectBools);
  const braid::CheckResult r = check(*program, "pop", 1, 3);
  CHECK(r.stats.executions == 3);
  CHECK(r.stopped_by == braid::StopReason::ExecutionLimit);
  REQUIRE(r.nondet);
  CHECK(r.nondet->unexplored > 0);
  CHECK_FALSE(braid::verdict_of(r).complete());
}

TEST_CASE("nondet values: hunting gets a share per assignment and finds the bug", "[nondet][hunt]") {
  auto program = must_build(kTwoBools);
  braid::CheckOptions options;
  options.strategy = braid::Strategy::Hunt;
  options.max_executions = 400;
  const braid::CheckResult r = braid::check_program(*program, options);
  CHECK(has_bug(r, braid::BugKind::Assertion));
  REQUIRE(r.nondet);
  CHECK(r.nondet->assignments == 4);
}

TEST_CASE("nondet verdict text: a slot list that stays short", "[nondet][verdict]") {
  braid::NondetCoverage n;
  for (std::uint32_t i = 0; i < 9; ++i)
    n.slots.push_back({braid::NondetSlot{{0}, i}, braid::NondetType::UInt, braid::nondet_domain(braid::NondetType::UInt)});
  n.assignments = 12;
  n.unexplored = 40;
  const std::string text = braid::nondet_values_text(n);
  CHECK(text.find("main.0 call 1 (uint) {0..3, UINT_MAX}") != std::string::npos);
  CHECK(text.find("and 3 more") != std::string::npos);
  CHECK(text.find("12 value assignments") != std::string::npos);
  CHECK(text.find("40 more assignments were not explored") != std::string::npos);
}

// --- Learnt ranges (instrument/nondet_ranges.cpp; docs/algorithms.md, "Nondet values") ---

namespace {

std::vector<std::int64_t> sorted(std::vector<std::int64_t> values) {
  std::sort(values.begin(), values.end());
  return values;
}

// The slot's explored domain, for the checks below.
const braid::NondetDomain& only_slot_domain(const braid::CheckResult& r) {
  REQUIRE(r.nondet);
  REQUIRE(r.nondet->slots.size() == 1);
  return r.nondet->slots[0].domain;
}

// A batch size assumed in 1..5 that two workers add under a lock; when `racy`, a batch of 5
// also spills into a word without the lock (a race that needs n = 5).
std::string batch_program(bool racy) {
  return std::string(R"(
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int batch, used, spill;
void *worker(void *arg) {
  if ()") + (racy ? "1" : "0") + R"( && batch > 4) spill++;
  pthread_mutex_lock(&m);
  used += batch;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 5);
  batch = n;
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(used == 2 * n);
  return 0;
}
)";
}

}  // namespace

TEST_CASE("nondet ranges: an assumed range is learnt and explored value by value: complete, DFS's classes",
          "[nondet]") {
  auto program = must_build(batch_program(false));
  const braid::CheckResult oracle = check(*program, "dfs");
  REQUIRE(oracle.bugs.empty());
  const braid::NondetDomain& domain = only_slot_domain(oracle);
  CHECK(domain.learnt);
  CHECK(domain.exhaustive);
  CHECK(domain.values == std::vector<std::int64_t>{0, 1, 2, 3, 4, 5});  // 0: the default, rejected
  CHECK(oracle.nondet->assignments == 6);
  CHECK(oracle.stats.assume_blocked == 1);  // n = 0 only; INT_MIN, -2, ... are never tried
  CHECK(braid::verdict_of(oracle).complete());
  CHECK(gap_codes(oracle).empty());
  for (const char* algo : kAlgorithms) {
    INFO(algo);
    const braid::CheckResult r = check(*program, algo);
    CHECK(r.bugs.empty());
    CHECK(braid::verdict_of(r).complete());
    CHECK(r.nondet->assignments == 6);
    CHECK(r.mazurkiewicz_classes == oracle.mazurkiewicz_classes);
    CHECK(r.reads_from_classes == oracle.reads_from_classes);
  }
}

TEST_CASE("nondet ranges: a bug only at the learnt range's upper edge is found by every algorithm", "[nondet]") {
  auto program = must_build(batch_program(true));
  for (const char* algo : kAlgorithms) {
    INFO(algo);
    const braid::CheckResult r = check(*program, algo);
    REQUIRE_FALSE(r.bugs.empty());
    CHECK(has_bug(r, braid::BugKind::DataRace));
    // The trace carries n = 5: a value the old bounded set {-2..3, ...} never tried.
    const auto& draws = r.bugs[0].execution.nondet_draws;
    REQUIRE(draws.size() == 1);
    CHECK(draws[0].value == 5);
  }
}

TEST_CASE("nondet ranges: an early return stands for every value it takes, the rest is explored", "[nondet]") {
  auto program = must_build(R"(
#include <assert.h>
#include <pthread.h>
extern unsigned __VERIFIER_nondet_uint(void);
unsigned k;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *bump(void *arg) { pthread_mutex_lock(&m); k++; pthread_mutex_unlock(&m); return arg; }
int main(void) {
  unsigned v = __VERIFIER_nondet_uint();
  if (!(v >= 2 && v < 5)) return 0;
  k = v;
  pthread_t t;
  pthread_create(&t, 0, bump, 0);
  pthread_join(t, 0);
  assert(k == v + 1);
  return 0;
}
)");
  const braid::CheckResult r = check(*program, "pop");
  CHECK(r.bugs.empty());
  const braid::NondetDomain& domain = only_slot_domain(r);
  CHECK(domain.learnt);
  CHECK(domain.exhaustive);
  // Two early-return paths (v < 2, v >= 5): 0 and 5 stand for them; 2..4 go on.
  CHECK(sorted(domain.values) == std::vector<std::int64_t>{0, 2, 3, 4, 5});
  CHECK(braid::verdict_of(r).complete());
}

TEST_CASE("nondet ranges: calls in a loop get a small range each", "[nondet]") {
  auto program = must_build(R"(
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int sum = 0;
  for (int i = 0; i < 3; i++) {
    int b = __VERIFIER_nondet_int();
    __VERIFIER_assume(b == 0 || b == 1);
    sum += b;
  }
  assert(sum < 3);
  return 0;
}
)");
  for (const char* algo : kAlgorithms) {
    INFO(algo);
    const braid::CheckResult r = check(*program, algo);
    CHECK(has_bug(r, braid::BugKind::Assertion));
    REQUIRE(r.nondet);
    CHECK(r.nondet->assignments == 8);  // 2^3, not 8^3
    CHECK_FALSE(r.nondet->bounded());
  }
}

TEST_CASE("nondet ranges: a lower bound only gives boundary values and constants' neighbours, incomplete",
          "[nondet]") {
  auto program = must_build(R"(
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
volatile int kept;  // a volatile store ends the walk (a plain global never read would not: trust19)
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0);
  if (n == 1000) assert(0);
  kept = n;  // n has an effect: every value from 1 to INT_MAX is live
  return 0;
}
)");
  const braid::CheckResult r = check(*program, "pop");
  CHECK(has_bug(r, braid::BugKind::Assertion));
  const braid::NondetDomain& domain = only_slot_domain(r);
  CHECK(domain.learnt);
  CHECK_FALSE(domain.exhaustive);
  for (std::int64_t v : {1, 999, 1000, 1001, INT_MAX}) {
    INFO(v);
    CHECK(std::find(domain.values.begin(), domain.values.end(), v) != domain.values.end());
  }
  for (std::int64_t v : {-1, -2, static_cast<int>(INT_MIN)})  // ruled out by the assumption
    CHECK(std::find(domain.values.begin(), domain.values.end(), v) == domain.values.end());
  CHECK_FALSE(braid::verdict_of(r).complete());
  REQUIRE(gap_codes(r) == std::vector<std::string>{"nondet-values-bounded"});
  CHECK(braid::verdict_of(r).gaps[0].text.find("(boundary values of the learnt range and of its comparisons)") != std::string::npos);
}

TEST_CASE("nondet ranges: a value with an effect before the assumption is explored where it matters",
          "[nondet]") {
  // n == 7 reaches the assertion before the assumption could reject it: 7 must be explored.
  auto program = must_build(R"(
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n == 7) assert(0);
  __VERIFIER_assume(n >= 0 && n < 3);
  return 0;
}
)");
  const braid::CheckResult r = check(*program, "pop");
  CHECK(has_bug(r, braid::BugKind::Assertion));
  // 7 stands for its path (the assertion), 0 for the values the assumption lets through (each
  // then returns alike); every other value is rejected.
  CHECK(sorted(only_slot_domain(r).values) == std::vector<std::int64_t>{0, 7});
  CHECK(braid::verdict_of(r).complete());
}

TEST_CASE("nondet ranges: values that all do the same after a comparison are one, complete", "[nondet]") {
  // Only n == 1000 differs from the other positive values: {0 (rejected), 1, 1000}.
  auto program = must_build(R"(
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0);
  if (n == 1000) assert(0);
  return 0;
}
)");
  const braid::CheckResult r = check(*program, "dfs");
  CHECK(has_bug(r, braid::BugKind::Assertion));
  const braid::NondetDomain& domain = only_slot_domain(r);
  CHECK(domain.exhaustive);
  CHECK(sorted(domain.values) == std::vector<std::int64_t>{0, 1, 1000});
  CHECK(braid::verdict_of(r).complete());
}

TEST_CASE("nondet ranges: what the walk cannot read keeps the type's bounded set", "[nondet]") {
  auto program = must_build(R"(
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n % 4 == 1);
  return 0;
}
)");
  const braid::CheckResult r = check(*program, "pop");
  const braid::NondetDomain& domain = only_slot_domain(r);
  CHECK_FALSE(domain.learnt);
  CHECK(domain == braid::nondet_domain(braid::NondetType::Int));
  CHECK_FALSE(braid::verdict_of(r).complete());
}

TEST_CASE("nondet domains: text, merging and patterns", "[nondet][verdict]") {
  using braid::NondetType;
  const braid::NondetDomain learnt =
      *braid::domain_from_patterns(NondetType::Int, std::vector<std::uint64_t>{0xffffffff, 1, 2, 3, 9}, true);
  CHECK(learnt.values == std::vector<std::int64_t>{0, -1, 1, 2, 3, 9});  // sign-extended, 0 first
  CHECK(braid::domain_text(NondetType::Int, learnt) == "{-1..3, 9}");
  const braid::NondetDomain u =
      *braid::domain_from_patterns(NondetType::UInt, std::vector<std::uint64_t>{0xffffffff, 5}, true);
  // A pattern wider than the type: the function was declared with another type, no domain.
  CHECK_FALSE(braid::domain_from_patterns(NondetType::Bool, std::vector<std::uint64_t>{0, 2}, true));
  CHECK(braid::domain_text(NondetType::UInt, u) == "{0, 5, UINT_MAX}");
  CHECK(braid::domain_text(NondetType::Int, braid::nondet_domain(NondetType::Int)) == "{-2..3, INT_MIN, INT_MAX}");
  // Two sites at one slot: the union, exhaustive only if both are.
  const braid::NondetDomain m = braid::merged_domain(learnt, braid::nondet_domain(NondetType::Int));
  CHECK_FALSE(m.exhaustive);
  CHECK(m.values.size() == 9);  // 0, -1, 1, 2, 3, 9, -2, INT_MIN, INT_MAX
  CHECK(braid::merged_domain(learnt, u).exhaustive);
}

TEST_CASE("nondet ranges: no range, but a comparison with a constant: its neighbours join the type's set",
          "[nondet]") {
  auto program = must_build(R"(
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
volatile int kept;  // a volatile store ends the walk (a plain global never read would not: trust19)
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n == 4242) assert(0);
  kept = n;
  return 0;
}
)");
  const braid::CheckResult r = check(*program, "pop");
  CHECK(has_bug(r, braid::BugKind::Assertion));  // 4242 is far from {-2..3, INT_MIN, INT_MAX}
  const braid::NondetDomain& domain = only_slot_domain(r);
  for (std::int64_t v : braid::nondet_domain(braid::NondetType::Int).values) {
    INFO(v);  // never fewer values than the type's own set
    CHECK(std::find(domain.values.begin(), domain.values.end(), v) != domain.values.end());
  }
  CHECK_FALSE(braid::verdict_of(r).complete());
}

TEST_CASE("nondet ranges: a program's own __VERIFIER_nondet_* definition is a function, not an input", "[nondet]") {
  // Its body has effects (a counter), and the runtime never answers it: no learnt domain may
  // be handed to the runtime for it (it would go to the next real nondet call instead).
  auto program = must_build(R"(
#include <assert.h>
extern void __VERIFIER_assume(int);
extern unsigned __VERIFIER_nondet_uint(void);
int calls;
volatile unsigned kept;  // volatile: the walk stops at the store (trust19 passes a plain one)
int __VERIFIER_nondet_int(void) { return ++calls; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n == 1);
  kept = __VERIFIER_nondet_uint();  // stored at once: no range learnt, no domain of its own
  assert(kept != 3);
  return 0;
}
)");
  const braid::CheckResult r = check(*program, "pop");
  CHECK(has_bug(r, braid::BugKind::Assertion));  // u = 3 is tried: uint's own set
  const braid::NondetDomain& domain = only_slot_domain(r);
  // uint's own set, not the int site's {0, 1}, which would leave 3 out and say complete.
  CHECK(domain == braid::nondet_domain(braid::NondetType::UInt));
}

TEST_CASE("nondet ranges: a switch on the value explores each case and one value for the default", "[nondet]") {
  // A driver harness's dispatch. Before, a switch on the value ended the walk with every
  // value live: the type's bounded set {-2..3, MIN, MAX}, `case 7` never run, incomplete.
  auto program = must_build(R"(
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int state;
int main(void) {
  switch (__VERIFIER_nondet_int()) {
    case 0: state = 1; break;
    case 2: state = 2; break;
    case 7: state = 3; break;
    default: break;
  }
  assert(state != 3);
  return 0;
}
)");
  for (const char* algo : kAlgorithms) {
    INFO(algo);
    const braid::CheckResult r = check(*program, algo);
    CHECK(has_bug(r, braid::BugKind::Assertion));
    const braid::NondetDomain& domain = only_slot_domain(r);
    CHECK(domain.learnt);
    CHECK(domain.exhaustive);
    // The three cases, and 1 (the first value no case takes) for the default.
    CHECK(sorted(domain.values) == std::vector<std::int64_t>{0, 1, 2, 7});
  }
}

TEST_CASE("nondet ranges: a dispatch in a loop: the next round's tests see a new value", "[nondet]") {
  // The harness loop `for (...) { op = nondet(); if (op == 0) a(); else b(); }`: after b()
  // the walk reaches the next round's comparisons, which test the next call's value. Before,
  // they counted as uses of this one: every value live, the domain bounded, incomplete.
  auto program = must_build(R"(
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int opened;
static void dev_open(void) { opened++; }
static void dev_close(void) { if (opened > 0) opened--; }
int main(void) {
  for (int round = 0; round < 2; round++) {
    int op = __VERIFIER_nondet_int();
    if (op == 0) dev_open();
    else dev_close();
  }
  assert(opened <= 2);
  return 0;
}
)");
  const braid::CheckResult r = check(*program, "pop");
  CHECK(r.bugs.empty());
  REQUIRE(r.nondet);
  CHECK_FALSE(r.nondet->bounded());
  CHECK(r.nondet->assignments == 4);  // {0, 1} per round: 1 stands for every other value
  CHECK(braid::verdict_of(r).complete());
}

TEST_CASE("nondet ranges: a wrapper returning the value is followed into every caller", "[nondet]") {
  // ldv's `int ldv_undef_int(void) { return __VERIFIER_nondet_int(); }`, called from two
  // places: the learnt domain is what both callers test (each case, 9, and a stand-in each).
  // Before, the wrapper's return ended the walk: the type's bounded set, 5 and 9 unexplored.
  auto program = must_build(R"(
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int ldv_undef_int(void) { return __VERIFIER_nondet_int(); }
int state;
int main(void) {
  switch (ldv_undef_int()) {
    case 1: state = 1; break;
    case 5: state = 5; break;
    default: break;
  }
  int w = ldv_undef_int();
  if (w == 9) assert(state != 5);
  return 0;
}
)");
  for (const char* algo : kAlgorithms) {
    INFO(algo);
    const braid::CheckResult r = check(*program, algo);
    CHECK(has_bug(r, braid::BugKind::Assertion));  // needs 5 from the first call, 9 from the second
    REQUIRE(r.nondet);
    CHECK_FALSE(r.nondet->bounded());
  }
  // A wrapper whose address is taken may have callers the walk cannot see: not followed.
  auto through_pointer = must_build(R"(
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int ldv_undef_int(void) { return __VERIFIER_nondet_int(); }
int (*volatile source)(void) = ldv_undef_int;
int main(void) {
  int v = source();
  assert(v != 9);
  return 0;
}
)");
  const braid::CheckResult r = check(*through_pointer, "pop");
  REQUIRE(r.nondet);
  CHECK(r.nondet->bounded());
  CHECK_FALSE(braid::verdict_of(r).complete());
}

TEST_CASE("nondet values: a loop round that only draws is not a spin", "[nondet]") {
  // The ldv environment loop: a round taking the default case writes nothing, but the next
  // round draws other slots. Before, that round was blocked as a spin loop: a false deadlock,
  // and the rounds after it never drawn (the bug, two rounds deep, missed).
  auto program = must_build(R"(
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int state;
int main(void) {
  while (__VERIFIER_nondet_int()) {
    pthread_mutex_lock(&m);
    int op = __VERIFIER_nondet_int();
    if (op == 1) state = 1;
    else if (op == 2) assert(state != 1);
    pthread_mutex_unlock(&m);
  }
  return 0;
}
)");
  for (const char* algo : {"dfs", "pop"}) {
    INFO(algo);
    const braid::CheckResult r = check(*program, algo, 1, 400);  // the loop is unbounded
    CHECK_FALSE(has_bug(r, braid::BugKind::Deadlock));
    CHECK(has_bug(r, braid::BugKind::Assertion));
    CHECK_FALSE(braid::verdict_of(r).complete());
  }
}

TEST_CASE("nondet ranges: a loop round whose case does nothing goes back to the draw: one value", "[nondet]") {
  // `for (...) switch (nondet()) { case 1: ...; default: break; }`: the default path walks
  // back to the call's block, where the next round draws anew. Before, that loop back made
  // every default value live: the type's bounded set, incomplete.
  auto program = must_build(R"(
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int opened;
int main(void) {
  for (int round = 0; round < 2; round++) {
    switch (__VERIFIER_nondet_int()) {
      case 5: opened++; break;
      default: break;
    }
  }
  assert(opened < 2);
  return 0;
}
)");
  for (const char* algo : kAlgorithms) {
    INFO(algo);
    const braid::CheckResult r = check(*program, algo);
    CHECK(has_bug(r, braid::BugKind::Assertion));  // 5 in both rounds
    REQUIRE(r.nondet);
    CHECK_FALSE(r.nondet->bounded());
    CHECK(r.nondet->assignments == 4);  // {0, 5} per round
  }
}

// --- trust19: the walk passes effects that do not use the value, and stores of it into a
// global that is only compared with constants (docs/algorithms.md, "Nondet values").

TEST_CASE("nondet ranges: a value drawn before a lock is switched on after it: every case explored, complete",
          "[nondet]") {
  // audit11_nondet_op_crosses_lock_before_far_case_bug.c's shape: before trust19 the walk
  // stopped at the lock (int's bounded set, `case 7` never explored, incomplete).
  auto program = must_build(R"(
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int state;
int main(void) {
  int op = __VERIFIER_nondet_int();
  pthread_mutex_lock(&m);
  switch (op) {
    case 0: state = 1; break;
    case 7: state = 7; break;
    default: break;
  }
  pthread_mutex_unlock(&m);
  assert(state != 7);
  return 0;
}
)");
  const braid::CheckResult oracle = check(*program, "dfs");
  const braid::NondetDomain& domain = only_slot_domain(oracle);
  CHECK(domain.learnt);
  CHECK(domain.exhaustive);
  CHECK(std::find(domain.values.begin(), domain.values.end(), 7) != domain.values.end());
  CHECK(domain.values.size() == 3);  // 0, 7, and one value for the default
  for (const char* algo : kAlgorithms) {
    INFO(algo);
    const braid::CheckResult r = check(*program, algo);
    CHECK(has_bug(r, braid::BugKind::Assertion));
    REQUIRE(r.nondet);
    CHECK_FALSE(r.nondet->bounded());
  }
}

TEST_CASE("nondet ranges: a value stored into a global that is only compared with constants splits at the store",
          "[nondet]") {
  // The worker publishes the draw; main compares it with 1000: the cells {1000} and the
  // rest, one value each, exhaustive; the same classes as DFS in every algorithm.
  auto program = must_build(R"(
#include <assert.h>
#include <pthread.h>
extern unsigned __VERIFIER_nondet_uint(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
unsigned shared;
void *worker(void *arg) {
  unsigned n = __VERIFIER_nondet_uint();
  pthread_mutex_lock(&m);
  shared = n;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  int early = shared == 1000u;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  assert(!early);
  return 0;
}
)");
  const braid::CheckResult oracle = check(*program, "dfs");
  REQUIRE(has_bug(oracle, braid::BugKind::Assertion));
  const braid::NondetDomain& domain = only_slot_domain(oracle);
  CHECK(domain.exhaustive);
  CHECK(sorted(domain.values) == std::vector<std::int64_t>{0, 1000});
}

TEST_CASE("nondet ranges: a stored value that is read otherwise than by comparisons keeps the bounded set",
          "[nondet]") {
  // `credit + 1` reads the stored value arithmetically: which values behave alike is not
  // known, so the type's bounded set is explored and the verdict says so. Likewise a value
  // passed to a function after the lock.
  for (const char* use : {"unsigned seen = credit + 1u; assert(seen != 0u);", "record(credit);"}) {
    INFO(use);
    auto program = must_build(std::string(R"(
#include <assert.h>
#include <pthread.h>
extern unsigned __VERIFIER_nondet_uint(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
unsigned credit, sink;
__attribute__((noinline)) void record(unsigned v) { sink = v; }
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  pthread_mutex_lock(&m);
  credit = n;
  pthread_mutex_unlock(&m);
  )") + use + R"(
  return 0;
}
)");
    const braid::CheckResult r = check(*program, "pop");
    REQUIRE(r.nondet);
    CHECK(r.nondet->bounded());
    CHECK_FALSE(braid::verdict_of(r).complete());
  }
}

TEST_CASE("nondet ranges: values an assumption rejects after a lock still have a value standing for them",
          "[nondet]") {
  // Rejected before any effect, a value needs no exploration (the thread blocks with nothing
  // done); rejected after the lock, the thread blocks holding it, which the other threads
  // can observe: one rejected value (1, the lowest) is explored beside the accepted 0.
  auto program = must_build(R"(
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int held;
void *worker(void *arg) {
  int v = __VERIFIER_nondet_int();
  pthread_mutex_lock(&m);
  __VERIFIER_assume(v == 0);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  if (pthread_mutex_trylock(&m) == 0) pthread_mutex_unlock(&m);
  else held = 1;
  return 0;
}
)");
  const braid::CheckResult r = check(*program, "dfs");
  const braid::NondetDomain& domain = only_slot_domain(r);
  CHECK(domain.exhaustive);
  CHECK(sorted(domain.values) == std::vector<std::int64_t>{0, 1});
}

TEST_CASE("nondet ranges: a global compared after C's promotion to int is still read only by comparisons",
          "[nondet]") {
  // `limit > 60000` on an unsigned short global loads it and zero-extends it to int before
  // comparing: the preimage of the comparison in the global's 16 bits cuts the cells.
  auto program = must_build(R"(
#include <assert.h>
extern unsigned short __VERIFIER_nondet_ushort(void);
unsigned short limit;
int main(void) {
  unsigned short n = __VERIFIER_nondet_ushort();
  limit = n;
  assert(!(limit > 60000));
  return 0;
}
)");
  const braid::CheckResult r = check(*program, "pop");
  CHECK(has_bug(r, braid::BugKind::Assertion));
  const braid::NondetDomain& domain = only_slot_domain(r);
  CHECK(domain.exhaustive);
  CHECK(sorted(domain.values) == std::vector<std::int64_t>{0, 60001});
}
