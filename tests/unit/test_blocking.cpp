// The runtime states why each thread of a deadlock is blocked (model/blocking.h), typed, for
// every kind of blocking operation.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "check/check.h"
#include "jit/program.h"
#include "support/build_source.h"

namespace {

// The blocked threads of the deadlock every execution of `body` ends in (DFS, all runs).
std::vector<braid::BlockedThread> deadlocked(const std::string& body) {
  auto program = braid::testing::must_build("#include <pthread.h>\n#include <semaphore.h>\n" + body, {}, ".c");
  braid::CheckOptions options;
  options.algorithm.name = "dfs";
  options.detect_races = false;
  const braid::CheckResult result = braid::check_program(*program, options);
  for (const auto& report : result.bugs)
    if (report.bug.kind == braid::BugKind::Deadlock) return report.bug.blocked;
  return {};
}

braid::Blocking reason_of(const std::vector<braid::BlockedThread>& blocked, braid::ThreadId thread) {
  for (const braid::BlockedThread& b : blocked)
    if (b.thread == thread) return b.blocking;
  return {};
}

}  // namespace

TEST_CASE("blocking reasons: a deadlock names what each thread waits on, typed", "[runtime][blocking]") {
  using braid::BlockReason;
  SECTION("mutex and join") {
    const auto blocked = deadlocked(R"(
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *t(void *a) { pthread_mutex_lock(&m); return 0; }
int main(void) { pthread_t h; pthread_mutex_lock(&m); pthread_create(&h, 0, t, 0); pthread_join(h, 0); return 0; }
)");
    REQUIRE(blocked.size() == 2);
    CHECK(reason_of(blocked, 0).reason == BlockReason::Join);
    CHECK(reason_of(blocked, 0).object == 1);  // the joined thread
    CHECK(reason_of(blocked, 1).reason == BlockReason::Mutex);
    CHECK(reason_of(blocked, 1).object != 0);  // the mutex's address
  }
  SECTION("condition variable") {
    const auto blocked = deadlocked(R"(
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int main(void) { pthread_mutex_lock(&m); pthread_cond_wait(&c, &m); return 0; }
)");
    REQUIRE(blocked.size() == 1);
    CHECK(blocked[0].blocking.reason == BlockReason::CondVar);
  }
  SECTION("semaphore") {
    const auto blocked = deadlocked("sem_t s;\nint main(void) { sem_init(&s, 0, 0); sem_wait(&s); return 0; }\n");
    REQUIRE(blocked.size() == 1);
    CHECK(blocked[0].blocking.reason == BlockReason::Semaphore);
  }
  SECTION("barrier") {
    const auto blocked = deadlocked(
        "pthread_barrier_t b;\nint main(void) { pthread_barrier_init(&b, 0, 2); pthread_barrier_wait(&b); return 0; }\n");
    REQUIRE(blocked.size() == 1);
    CHECK(blocked[0].blocking.reason == BlockReason::Barrier);
    CHECK(blocked[0].blocking.object != 0);  // the barrier's address, not its slots'
  }
  SECTION("rwlock, read and write") {
    const auto read = deadlocked(R"(
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
void *t(void *a) { pthread_rwlock_rdlock(&l); return 0; }
int main(void) { pthread_t h; pthread_rwlock_wrlock(&l); pthread_create(&h, 0, t, 0); pthread_join(h, 0); return 0; }
)");
    CHECK(reason_of(read, 1).reason == BlockReason::RwLockRead);
    const auto write = deadlocked(R"(
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
void *t(void *a) { pthread_rwlock_wrlock(&l); return 0; }
int main(void) { pthread_t h; pthread_rwlock_rdlock(&l); pthread_create(&h, 0, t, 0); pthread_join(h, 0); return 0; }
)");
    CHECK(reason_of(write, 1).reason == BlockReason::RwLockWrite);
  }
  SECTION("await loop") {
    const auto blocked = deadlocked("int flag;\nint main(void) { while (!flag) {} return 0; }\n");
    REQUIRE(blocked.size() == 1);
    CHECK(blocked[0].blocking.reason == BlockReason::Await);
    CHECK(blocked[0].blocking.object != 0);  // the address of `flag`
    CHECK(blocked[0].waits_for.find("spin") != std::string::npos);
  }
}
