// Thread-local variables whose address escapes (docs/runtime.md, thread-local storage): a
// thread's copy published to another thread is shared memory, and a race through it is a
// data race like any other (it was missed: the copy's accesses were taken as private).
#include <catch2/catch.hpp>

#include <string>

#include "check/check.h"
#include "jit/program.h"
#include "report/verdict.h"
#include "support/build_source.h"

namespace {

braid::CheckResult explore_tls(const braid::Program& program, const std::string& algo) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.time_limit_s = 120;  // safety net: a hung exploration fails, not hangs
  return braid::check_program(program, options);
}

std::string publishing(const char* owner_write) {
  return std::string(
             "#include <pthread.h>\n_Thread_local int scratch; int *shared_ptr;\n"
             "void *owner(void *a) { __atomic_store_n(&shared_ptr, &scratch, __ATOMIC_SEQ_CST); ") +
         owner_write +
         " return a; }\n"
         "void *intruder(void *a) { int *p = __atomic_load_n(&shared_ptr, __ATOMIC_SEQ_CST);"
         " if (p) *p = 2; return a; }\n"
         "int main(void) { pthread_t a, b; pthread_create(&a, 0, owner, 0); pthread_create(&b, 0, intruder, 0);"
         " pthread_join(a, 0); pthread_join(b, 0); return 0; }\n";
}

}  // namespace

TEST_CASE("thread-locals: a race through a published thread-local's address is found", "[tls]") {
  auto program = braid::testing::must_build(publishing("scratch = 1;"));
  for (const char* algo : {"dfs", "sdpor", "pop", "dc"}) {
    INFO(algo);
    const braid::CheckResult r = explore_tls(*program, algo);
    // (The intruder may also write after the owner ended: its copy is gone, a use after free.)
    bool race = false;
    for (const auto& b : r.bugs) race |= b.bug.kind == braid::BugKind::DataRace;
    CHECK(race);
    CHECK(r.stats.complete);
  }
}

TEST_CASE("thread-locals: a thread-local whose address stays in its thread is not shared", "[tls]") {
  // Two threads write their own copies; one passes its copy's address to a library call
  // that does not keep it (still private: no events, no race).
  auto program = braid::testing::must_build(
      "#include <pthread.h>\n#include <stdio.h>\n__thread int mine;\n"
      "void *t(void *a) { mine = 1; char buf[16]; snprintf(buf, sizeof buf, \"%p\", (void *)&mine); mine++;"
      " return a; }\n"
      "int main(void) { pthread_t a, b; pthread_create(&a, 0, t, 0); pthread_create(&b, 0, t, 0);"
      " pthread_join(a, 0); pthread_join(b, 0); return mine; }\n");
  for (const char* algo : {"dfs", "pop"}) {
    INFO(algo);
    const braid::CheckResult r = explore_tls(*program, algo);
    CHECK(r.bugs.empty());
    CHECK(r.stats.complete);
    CHECK(r.stats.executions == 1);  // only the two creates and joins, in program order
  }
}
