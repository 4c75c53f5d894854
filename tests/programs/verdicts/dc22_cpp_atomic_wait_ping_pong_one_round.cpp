// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: minutes unreduced.)
// A ball (std::atomic<int>) passed between two pthreads once each way: `ping` serves (1)
// and notify_one()s, then waits until the ball comes back (2); `pong` waits for the serve,
// returns it and notify_one()s. Each wait re-checks the ball in a loop around wait(old), as
// atomic::wait's callers must. Futex words in DC-DPOR: docs/algorithms.md, "dc22".
#include <assert.h>
#include <atomic>
#include <pthread.h>
static std::atomic<int> ball{0};
static int rally;
static void* ping(void*) {
  rally = 1;
  ball.store(1);
  ball.notify_one();
  for (int b = ball.load(); b != 2; b = ball.load()) ball.wait(b);
  assert(rally == 2);
  return nullptr;
}
static void* pong(void*) {
  for (int b = ball.load(); b != 1; b = ball.load()) ball.wait(b);
  assert(rally == 1);
  rally = 2;
  ball.store(2);
  ball.notify_one();
  return nullptr;
}
int main() {
  pthread_t a, b;
  pthread_create(&a, nullptr, ping, nullptr);
  pthread_create(&b, nullptr, pong, nullptr);
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  return 0;
}
