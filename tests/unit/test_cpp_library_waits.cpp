// C++ library idioms found by the new-user audit (round 5): std::call_once whose callable
// throws, and libstdc++'s spin phase before atomic waits and semaphore acquires
// (instrument/library_spins.cpp; docs/runtime.md).
#include <catch2/catch.hpp>

#include <string>

#include "check/check.h"
#include "jit/program.h"
#include "support/build_source.h"

namespace {

bool has_bug(const braid::CheckResult& r, braid::BugKind kind) {
  for (const auto& b : r.bugs)
    if (b.bug.kind == kind) return true;
  return false;
}

braid::CheckResult check_with(const braid::Program& program, const std::string& algorithm) {
  braid::CheckOptions options;
  options.algorithm.name = algorithm;
  return braid::check_program(program, options);
}

}  // namespace

TEST_CASE("C++: call_once whose callable throws runs it again for the next caller", "[runtime][cxx]") {
  // The exception leaves the once undone: the modelled pthread_once unlocks its control
  // (before: it stayed locked, and the thread's retry was a false self-deadlock). A thread
  // that swallows the exception and uses the resource anyway is a real bug.
  const char* source = R"(
#include <cassert>
#include <mutex>
#include <stdexcept>
#include <thread>
std::once_flag flag;
int attempts, resource;
void init() { if (++attempts == 1) throw std::runtime_error("transient"); resource = 42; }
void use(int *out) {
  for (;;) {
    try { std::call_once(flag, init); break; } catch (const std::runtime_error &) { if (!RETRY) break; }
  }
  *out = resource;
}
int main() {
  int a = 0, b = 0;
  std::thread t1(use, &a), t2(use, &b);
  t1.join(); t2.join();
  assert(a == 42 && b == 42);
  return 0;
}
)";
  auto retrying = braid::testing::must_build(std::string("#define RETRY 1\n") + source, {}, ".cpp");
  for (const char* algorithm : {"sdpor", "pop"}) {
    auto r = check_with(*retrying, algorithm);
    INFO(algorithm);
    CHECK(r.stats.complete);
    CHECK(r.bugs.empty());
  }
  auto giving_up = braid::testing::must_build(std::string("#define RETRY 0\n") + source, {}, ".cpp");
  auto r = check_with(*giving_up, "pop");
  CHECK(has_bug(r, braid::BugKind::Assertion));
  CHECK_FALSE(has_bug(r, braid::BugKind::Deadlock));
}

TEST_CASE("C++: libstdc++'s spin before an atomic wait is one check of the predicate", "[runtime][cxx]") {
  // Two threads hand a turn back and forth through two binary semaphores. Each of
  // __atomic_spin's 16 checks was a visible load: 195 000 executions; with one check per
  // spin, under 5 000. The result is still right, and every algorithm agrees.
  const char* source = R"(
#include <cassert>
#include <semaphore>
#include <thread>
std::binary_semaphore ping(1), pong(0);
int log_[4], pos;
int main() {
  std::thread a([] { for (int i = 0; i < 2; ++i) { ping.acquire(); log_[pos++] = 1; pong.release(); } });
  std::thread b([] { for (int i = 0; i < 2; ++i) { pong.acquire(); log_[pos++] = 2; ping.release(); } });
  a.join(); b.join();
  assert(log_[0] == 1 && log_[1] == 2 && log_[2] == 1 && log_[3] == 2);
  return 0;
}
)";
  auto program = braid::testing::must_build(source, {"-std=c++20"}, ".cpp");
  for (const char* algorithm : {"sdpor", "pop"}) {
    auto r = check_with(*program, algorithm);
    INFO(algorithm);
    CHECK(r.stats.complete);
    CHECK(r.bugs.empty());
    CHECK(r.stats.executions < 5000);
  }
}
