// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: minutes unreduced.)
// A start gate (std::atomic<int>) that two pthreads wait(0) on; main sets the work item,
// stores 1 and notify_all()s once: every waiter must wake, whichever of them were asleep
// when the notify came. Each waiter then adds its share under a mutex.
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
  gate.notify_all();
  for (auto& th : t) pthread_join(th, nullptr);
  assert(done == 2);
  return 0;
}
