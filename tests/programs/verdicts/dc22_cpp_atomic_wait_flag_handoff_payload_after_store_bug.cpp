// expect: data-race
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: minutes unreduced; sdpor 11 classes.)
// rf-classes: 11
// The flag handoff of dc22_cpp_atomic_wait_flag_handoff.cpp with the producer's two writes
// swapped: it stores 1 into the flag before it writes the payload, so a consumer that the
// flag lets through (the wait returns at once when the flag is already 1) reads the payload
// while the producer writes it: a data race.
#include <atomic>
#include <pthread.h>
static std::atomic<int> flag{0};
static int payload;
static int seen;
static void* producer(void*) {
  flag.store(1);
  payload = 42;
  flag.notify_one();
  return nullptr;
}
static void* consumer(void*) {
  flag.wait(0);
  seen = payload;
  return nullptr;
}
int main() {
  pthread_t p, c;
  pthread_create(&c, nullptr, consumer, nullptr);
  pthread_create(&p, nullptr, producer, nullptr);
  pthread_join(p, nullptr);
  pthread_join(c, nullptr);
  return seen == 42 ? 0 : 0;
}
