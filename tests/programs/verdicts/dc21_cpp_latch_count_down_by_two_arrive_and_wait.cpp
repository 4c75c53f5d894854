// expect: none
// flags: -std=c++20
// rf-classes: 2
// A std::latch of 3: one worker counts it down by two (count_down(2)), another arrives and
// waits (arrive_and_wait: its count-down then its wait), main waits and then try_wait()s,
// which finds the latch open. Besides the latch, the two workers each add to a shared counter
// under a mutex (two orders: two reads-from classes); every wait observes all three units.
#include <assert.h>
#include <latch>
#include <pthread.h>
static std::latch gate(3);
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;
static void* by_two(void*) {
  pthread_mutex_lock(&m);
  total += 2;
  pthread_mutex_unlock(&m);
  gate.count_down(2);
  return nullptr;
}
static void* by_one(void*) {
  pthread_mutex_lock(&m);
  total += 1;
  pthread_mutex_unlock(&m);
  gate.arrive_and_wait();
  assert(total == 3);
  return nullptr;
}
int main() {
  pthread_t a, b;
  pthread_create(&a, nullptr, by_two, nullptr);
  pthread_create(&b, nullptr, by_one, nullptr);
  gate.wait();
  assert(gate.try_wait());
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  return 0;
}
