// syscall(SYS_futex) with explicit wake-ups, and retry loops around try-operations and
// C++ helpers whose temporaries live in returned frames (docs/runtime.md: the futex row,
// "Spin loops"). Every algorithm that accepts the program must agree with DFS.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <set>
#include <string>

#include "check/check.h"
#include "jit/program.h"
#include "report/verdict.h"
#include "support/build_source.h"

namespace {

namespace fs = std::filesystem;

braid::ProgramBuild build_one(const std::string& name, const std::string& text) {
  static int counter = 0;
  const fs::path dir = fs::temp_directory_path() / ("braid-futex-" + std::to_string(getpid()) + "-" +
                                                    std::to_string(counter++));
  fs::create_directories(dir);
  std::ofstream(dir / name) << text;
  braid::CompileRequest request;
  request.files.push_back((dir / name).string());
  return braid::build_program(request);
}

braid::CheckResult explore(const braid::Program& program, const std::string& algo) {
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.count_classes = true;
  options.time_limit_s = 120;  // safety net: a hung exploration fails, not hangs
  return braid::check_program(program, options);
}

std::set<std::string> kinds(const braid::CheckResult& r) {
  std::set<std::string> out;
  for (const auto& b : r.bugs) out.insert(std::string(braid::to_string(b.bug.kind)));
  return out;
}

// Runs dfs, sdpor, pop and dc; every run complete, with `expected` bug kinds, and (for a
// bug-free program) each explores exactly the DFS classes.
void check_all(const std::string& name, const std::string& text, const std::set<std::string>& expected,
               std::initializer_list<const char*> algos = {"dfs", "sdpor", "pop", "dc"}) {
  const braid::ProgramBuild build = build_one(name, text);
  INFO(build.diagnostics);
  REQUIRE(build.program);
  std::uint64_t dfs_classes = 0;
  for (const char* algo : algos) {
    const braid::CheckResult r = explore(*build.program, algo);
    INFO(algo << ": " << r.stats.executions << " executions, " << r.mazurkiewicz_classes << " classes");
    CHECK(kinds(r) == expected);
    CHECK(r.stats.complete);
    if (!expected.empty()) continue;
    if (dfs_classes == 0) dfs_classes = r.mazurkiewicz_classes;
    CHECK(r.mazurkiewicz_classes == dfs_classes);
  }
}

const char* kFutexLock = R"(
#include <assert.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>
static atomic_uint word;
static int counter;
static void lock(void) {
  unsigned c = 0;
  if (atomic_compare_exchange_strong(&word, &c, 1)) return;
  if (c != 2) c = atomic_exchange(&word, 2);
  while (c != 0) {
    syscall(SYS_futex, &word, FUTEX_WAIT_PRIVATE, 2, 0, 0, 0);
    c = atomic_exchange(&word, 2);
  }
}
static void unlock(void) {
  if (atomic_fetch_sub(&word, 1) != 1) {
    atomic_store(&word, 0);
    WAKE;
  }
}
static void *worker(void *arg) { lock(); counter++; unlock(); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
)";

// A consumer polls a std::optional-returning try_pop (tryloop_cpp_try_pop_optional.cpp).
const char* kTryPopOptional = R"(
#include <cassert>
#include <mutex>
#include <optional>
#include <pthread.h>
static std::mutex m;
static int item;
static bool full;
static std::optional<int> try_pop() {
  std::lock_guard<std::mutex> guard(m);
  if (!full) return std::nullopt;
  full = false;
  return item;
}
static void *producer(void *) { std::lock_guard<std::mutex> guard(m); item = 5; full = true; return nullptr; }
int main() {
  pthread_t t;
  pthread_create(&t, nullptr, producer, nullptr);
  std::optional<int> v;
  while (!(v = try_pop())) {}
  assert(*v == 5);
  pthread_join(t, nullptr);
}
)";

std::string with_wake(const std::string& wake) {
  std::string text = kFutexLock;
  text.replace(text.find("WAKE;"), 5, wake);
  return text;
}

}  // namespace

TEST_CASE("futex: a waiter sleeps until FUTEX_WAKE, not until the word changes", "[futex]") {
  check_all("lock.c", with_wake("syscall(SYS_futex, &word, FUTEX_WAKE_PRIVATE, 1, 0, 0, 0);"), {});
  // Without the wake the word still changes: the sleeping waiter is a lost wake-up.
  check_all("lock_no_wake.c", with_wake("(void)0;"), {"deadlock"});
}

TEST_CASE("futex: FUTEX_WAKE returns how many waiters it woke", "[futex]") {
  check_all("count.c", R"(
#include <assert.h>
#include <linux/futex.h>
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>
static unsigned word;
static void *waiter(void *arg) { syscall(SYS_futex, &word, FUTEX_WAIT, 0, 0, 0, 0); return 0; }
int main(void) {
  pthread_t a;
  pthread_create(&a, 0, waiter, 0);
  long n = syscall(SYS_futex, &word, FUTEX_WAKE, 5, 0, 0, 0);
  assert(n == 0 || n == 1);
  if (n == 0) syscall(SYS_futex, &word, FUTEX_WAKE, 1, 0, 0, 0);  /* still asleep: lost */
  pthread_join(a, 0);
  return 0;
}
)", {"deadlock"});
}

TEST_CASE("futex: other operations are unsupported, never run natively", "[futex]") {
  const braid::ProgramBuild build = build_one("requeue.c", R"(
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>
static unsigned a, b;
int main(void) { syscall(SYS_futex, &a, FUTEX_CMP_REQUEUE, 1, 1, &b, 0); return 0; }
)");
  REQUIRE(build.program);
  const braid::CheckResult r = explore(*build.program, "pop");
  CHECK(kinds(r) == std::set<std::string>{"unsupported"});
  REQUIRE(!r.bugs.empty());
  CHECK(r.bugs.front().bug.message.find("FUTEX_CMP_REQUEUE") != std::string::npos);
}

TEST_CASE("try loops: failed sem_trywait / rwlock try-operations are await observations", "[futex][await]") {
  check_all("sem.c", R"(
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t s;
static int data;
static void *producer(void *arg) { data = 1; sem_post(&s); return 0; }
int main(void) {
  sem_init(&s, 0, 0);
  pthread_t p;
  pthread_create(&p, 0, producer, 0);
  while (sem_trywait(&s) != 0) {}
  assert(data == 1);
  pthread_join(p, 0);
  return 0;
}
)", {});
  check_all("rw.c", R"(
#include <assert.h>
#include <pthread.h>
static pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
static int value;
static void *writer(void *arg) { while (pthread_rwlock_trywrlock(&l) != 0) {} value++; pthread_rwlock_unlock(&l); return 0; }
static void *reader(void *arg) { while (pthread_rwlock_tryrdlock(&l) != 0) {} int v = value; pthread_rwlock_unlock(&l); assert(v <= 1); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
)", {});
}

TEST_CASE("try loops: a helper's frame is dead after it returns, the loop's own locals are not", "[futex][await]") {
  // try_pop's guard and result live in its frame: neither progress nor an observation.
  // Every algorithm, sdpor included: the optional temporary's payload used to be leftover
  // bytes of earlier executions on the reused stack, so whether the first iteration changed
  // `v` differed between runs and sdpor's replays diverged (1 of 3 classes). A thread's
  // stack now starts cleared (runtime/fiber.h, fresh_stack).
  check_all("pop.cpp", kTryPopOptional, {}, {"dfs", "sdpor", "pop", "dc"});
  // A helper that counts in its caller's local (live: the loop's own frame) makes progress
  // each iteration: the loop ends by itself although nobody sets the flag.
  check_all("count.c", R"(
#include <pthread.h>
int flag;
static int poll(int *n) { int scratch[4] = {0}; scratch[*n % 4] = 1; return ++*n > 3 || flag || !scratch[0] && 0; }
static void *t(void *a) { int n = 0; while (!poll(&n)) {} return 0; }
int main(void) { pthread_t x; pthread_create(&x, 0, t, 0); pthread_join(x, 0); return 0; }
)", {});
}
