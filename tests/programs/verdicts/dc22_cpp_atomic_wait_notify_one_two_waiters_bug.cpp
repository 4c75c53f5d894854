// expect: deadlock
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: minutes unreduced.)
// The start gate of dc22_cpp_atomic_wait_notify_all_two_waiters.cpp opened with
// notify_one() instead of notify_all(): when both waiters are already asleep in
// wait(0), one wake reaches only one of them and the other sleeps for good: a deadlock.
#include <assert.h>
#include <atomic>
#include <pthread.h>
static std::atomic<int> gate{0};
static int work;
static int done;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void* waiter(void*) {
  gate.wait(0);
  pthread_mutex_lock(&m);
  done += work;
  pthread_mutex_unlock(&m);
  return nullptr;
}
int main() {
  pthread_t t[2];
  for (auto& th : t) pthread_create(&th, nullptr, waiter, nullptr);
  work = 1;
  gate.store(1);
  gate.notify_one();
  for (auto& th : t) pthread_join(th, nullptr);
  assert(done == 2);
  return 0;
}
