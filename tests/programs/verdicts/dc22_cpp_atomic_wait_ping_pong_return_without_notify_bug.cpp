// expect: deadlock
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: minutes unreduced.)
// The ping-pong of dc22_cpp_atomic_wait_ping_pong_one_round.cpp whose `pong` returns the
// ball without notify_one(): a `ping` already asleep in its wait(1) is never woken (a futex
// wait sleeps until a wake reaches it, not until the word changes): a deadlock.
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
